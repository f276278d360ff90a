"""Rule modules: the one record in which a mechanic declares what it adds to the game (docs/rule-modules.md).

A mechanic (the Speed Die, Mega's squares and tickets, the cheats, held cards, the end phase, ...) lives in its
own module and ends with a ``RuleModule``: the action kinds it owns (each with its check and its execution), the
decisions whose choices it lists, and the hooks it wants called at named points of a turn. The engine knows the
modules only through the registry (``engine.RULE_MODULES``), not by testing the edition's flags.

Two kinds of composition, both done once, never per action:

- the action and decision tables (``action_tables``, ``decision_table``) join every module's rows at import:
  every action kind is vocabulary of every edition (the codec reads them all), and an action of a mechanic the
  edition does not have is refused by that mechanic's own check, with its own reason;
- the hooks (``compose``) of the modules an edition enables, at a game's construction, into plain tuples (and a
  per-square table for landing), so that the hot path loops over a tuple that is usually empty.

Hooks run in the registry's order. A hook that takes something over (``on_roll``, ``utility_roll``, ``step_due``,
``on_rent_owed``) may have one enabled owner; ``compose`` refuses two.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .actions import Action, Roll, TradeSide
    from .decisions import Debt, Decision
    from .edition import Edition
    from .engine import Game
    from .refusals import Reason, Refusal

Check = Callable[["Game", Any], "Reason | None"]  # why the action is refused, None when it is legal
Execute = Callable[["Game", Any], None]  # carry the (checked) action out
Choices = Callable[["Game", Any], "list[Action]"]  # the choices of a pending decision
SetupHook = Callable[["Game", bool], None]  # (game, shuffle): at the game's start, after the decks' shuffles
PlayerActions = Callable[["Game", int], "list[Action]"]  # (game, player): more actions to list
RollHook = Callable[["Game", "Roll"], bool]  # a movement roll: True when the module rolled it
StepsHook = Callable[["Game", int, int], int]  # (game, player, total): the squares a dice move really goes
SquareHook = Callable[["Game", int, int], None]  # (game, player, space): landing on the square
PassGoHook = Callable[["Game", int, int, bool], bool]  # (game, player, start, salary): True when it took the move
PlayerHook = Callable[["Game", int], None]  # (game, player)
UtilityRollHook = Callable[["Game", int], int]  # (game, payer): the roll that fixes a utility's rent
# (game, payer, owner, space, rent multiplier, dice multiplier): a rent owed on landing
RentOwedHook = Callable[["Game", int, int, int, int, int], None]
RentHook = Callable[["Game", int, int, int, int], int]  # (game, payer, owner, space, amount): the rent paid
DebtHook = Callable[["Game", "Debt"], "Debt"]  # a debt about to be charged, as it is really charged
PriceHook = Callable[["Game", int, int], int]  # (game, buyer, price): a purchase from the bank
WindowsHook = Callable[["Game", bool], None]  # (game, everything): what the next turn's first roll closes
GameHook = Callable[["Game"], None]
TurnHook = Callable[["Game"], bool]  # before the turn passes: True when the module ended the game instead
CardHook = Callable[["Game", int, str], None]  # (game, player, deck): a card was kept
# (game, proposer, partner, give, get): why a trade is refused, or None
TradeHook = Callable[["Game", int, int, "TradeSide", "TradeSide"], "Refusal | None"]


@dataclass(frozen=True, slots=True)
class ActionRule:
    """An action kind: ``check`` says why it is refused (None: legal), ``execute`` carries it out."""

    kind: type[Action]
    check: Check
    execute: Execute


@dataclass(frozen=True, slots=True)
class DecisionRule:
    """A decision kind and the function that lists its choices (``Game.decision_actions``)."""

    kind: type[Decision]
    choices: Choices


def _always(edition: Edition) -> bool:
    return True


@dataclass(frozen=True, slots=True)
class RuleModule:
    """What one mechanic adds to the game. Every hook is optional; a game calls those of its enabled modules."""

    name: str
    enabled: Callable[[Edition], bool] = _always  # whether an edition (its rules, board, decks) has the mechanic
    actions: tuple[ActionRule, ...] = ()
    decisions: tuple[DecisionRule, ...] = ()
    # At the game's start, after the decks are shuffled and before the rolls for who starts.
    on_setup: SetupHook | None = None
    # More choices at a turn decision while a roll is due and the player is out of jail (Mega: bus tickets).
    turn_options: PlayerActions | None = None
    # More free actions of a player at any decision (``Game.free_actions``), after the core's.
    free_actions: PlayerActions | None = None
    # A movement roll (the windows already closed): True when the module rolled it instead of the two dice.
    on_roll: RollHook | None = None
    # A dice move about to be made: the squares it really goes.
    dice_steps: StepsHook | None = None
    # Landing on a square of one of these kinds: the module's function instead of the core's.
    squares: tuple[tuple[str, SquareHook], ...] = ()
    # A clockwise move that passes or reaches GO: True when the module took the move over.
    on_pass_go: PassGoHook | None = None
    # After a salary was collected.
    on_salary: PlayerHook | None = None
    # The roll that fixes a utility's rent (instead of the two white dice).
    utility_roll: UtilityRollHook | None = None
    # A rent owed on landing: the module takes it over instead of charging it at once.
    on_rent_owed: RentOwedHook | None = None
    # A rent about to be charged: the amount really charged.
    on_rent: RentHook | None = None
    # A debt about to be charged: the debt really charged. A module with one makes every payment go through
    # ``money.charge`` (no fast path).
    on_debt: DebtHook | None = None
    # A purchase from the bank (a deed bought or won at auction, a building): the price really paid.
    purchase_price: PriceHook | None = None
    # The next turn's first roll: what it closes (``everything``: all, at the game's end).
    close_windows: WindowsHook | None = None
    # After every applied action, once its own consequences are done.
    after_action: GameHook | None = None
    # After an applied action while the module's second step of a move is due (``GameState.speed_step`` set: the
    # speed die's Mr. Monopoly or bus): the engine tests the state, so that no call is made after every action.
    step_due: GameHook | None = None
    # Before the turn passes to the next player: True when the module ended the game instead.
    before_next_turn: TurnHook | None = None
    # A player is about to be sent to jail.
    on_jail: PlayerHook | None = None
    # A player went bankrupt (after their property and cards went to the creditor).
    on_bankrupt: PlayerHook | None = None
    # A card went to a player's hand (drawn, or received from a bankrupt).
    on_card_kept: CardHook | None = None
    # A trade otherwise legal: why the module refuses it, or None.
    trade_refusal: TradeHook | None = None


@dataclass(frozen=True, slots=True)
class RuleHooks:
    """The hooks of the modules one edition enables, composed once per game (``compose``)."""

    modules: tuple[str, ...]
    on_setup: tuple[SetupHook, ...]
    turn_options: tuple[PlayerActions, ...]
    free_actions: tuple[PlayerActions, ...]
    on_roll: RollHook | None
    dice_steps: tuple[StepsHook, ...]
    land: tuple[SquareHook | None, ...]  # per square: the module's function for landing there, or None
    on_pass_go: tuple[PassGoHook, ...]
    on_salary: tuple[PlayerHook, ...]
    utility_roll: UtilityRollHook | None
    on_rent_owed: RentOwedHook | None
    on_rent: tuple[RentHook, ...]
    on_debt: tuple[DebtHook, ...]
    purchase_price: tuple[PriceHook, ...]
    close_windows: tuple[WindowsHook, ...]
    after_action: tuple[GameHook, ...]
    step_due: GameHook | None
    before_next_turn: tuple[TurnHook, ...]
    on_jail: tuple[PlayerHook, ...]
    on_bankrupt: tuple[PlayerHook, ...]
    on_card_kept: tuple[CardHook, ...]
    trade_refusal: tuple[TradeHook, ...]


def _sole(modules: list[RuleModule], field: str) -> Any:
    """The one enabled module's ``field`` hook, or None; two owners are a mistake in the registry."""
    owners = [m for m in modules if getattr(m, field) is not None]
    if len(owners) > 1:
        names = ", ".join(m.name for m in owners)
        raise ValueError(f"the rule modules {names} all take over {field}: one edition may enable only one")
    return getattr(owners[0], field) if owners else None


def _all(modules: list[RuleModule], field: str) -> tuple[Any, ...]:
    return tuple(hook for hook in (getattr(m, field) for m in modules) if hook is not None)


def compose(edition: Edition, modules: tuple[RuleModule, ...]) -> RuleHooks:
    """The hooks of the ``modules`` that ``edition`` enables, in the modules' order."""
    on = [m for m in modules if m.enabled(edition)]
    by_kind: dict[str, SquareHook] = {}
    for module in on:
        for kind, hook in module.squares:
            if kind in by_kind:
                raise ValueError(f"two rule modules land on {kind} squares")
            by_kind[kind] = hook
    land = tuple(by_kind.get(space.kind) for space in edition.spaces)
    return RuleHooks(
        modules=tuple(m.name for m in on),
        on_setup=_all(on, "on_setup"),
        turn_options=_all(on, "turn_options"),
        free_actions=_all(on, "free_actions"),
        on_roll=_sole(on, "on_roll"),
        dice_steps=_all(on, "dice_steps"),
        land=land,
        on_pass_go=_all(on, "on_pass_go"),
        on_salary=_all(on, "on_salary"),
        utility_roll=_sole(on, "utility_roll"),
        on_rent_owed=_sole(on, "on_rent_owed"),
        on_rent=_all(on, "on_rent"),
        on_debt=_all(on, "on_debt"),
        purchase_price=_all(on, "purchase_price"),
        close_windows=_all(on, "close_windows"),
        after_action=_all(on, "after_action"),
        step_due=_sole(on, "step_due"),
        before_next_turn=_all(on, "before_next_turn"),
        on_jail=_all(on, "on_jail"),
        on_bankrupt=_all(on, "on_bankrupt"),
        on_card_kept=_all(on, "on_card_kept"),
        trade_refusal=_all(on, "trade_refusal"),
    )


def action_tables(modules: tuple[RuleModule, ...]) -> tuple[dict[type, Check], dict[type, Execute]]:
    """Every module's action kinds: the checks and the executions by action type. An action kind owned by two
    modules is a mistake in the registry."""
    checks: dict[type, Check] = {}
    executions: dict[type, Execute] = {}
    for module in modules:
        for rule in module.actions:
            if rule.kind in checks:
                raise ValueError(f"the action {rule.kind.__name__} is owned by two rule modules")
            checks[rule.kind] = rule.check
            executions[rule.kind] = rule.execute
    return checks, executions


def decision_table(modules: tuple[RuleModule, ...]) -> dict[type[Decision], Choices]:
    """Every module's decision kinds and their choices."""
    table: dict[type[Decision], Choices] = {}
    for module in modules:
        for rule in module.decisions:
            if rule.kind in table:
                raise ValueError(f"the decision {rule.kind.__name__} is owned by two rule modules")
            table[rule.kind] = rule.choices
    return table
