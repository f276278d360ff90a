"""The Speed Die advanced game ("Dado Rápido", ``003``), rule option ``speed_die``, and the Mega dice
(``002``), rule option ``mega_dice``: one mechanism for both, with the Mega differences as branches.

The engine calls in here through the hooks of ``MODULE``, composed when ``rules.speed_die`` or ``rules.mega_dice``
is on:

- every player starts with ``EXTRA_CASH`` more;
- once a player has passed GO (``PlayerState.passed_go``), their rolls add the speed die to the two
  white dice (before that, and in jail, only the white dice are rolled);
- 1, 2 or 3: added to the white dice; three equal dice (a triple) instead let the player go to any
  square (``ChooseSquareDecision``, action ``MoveTo``), collecting the salary if the way passes GO;
- the bus: the player moves by one white die or by their sum (``ChooseDieDecision``, ``ChooseDie``);
- Mr. Monopoly: move by the white dice; once that square is resolved (``GameState.speed_step`` is
  checked each time the stack is back at the turn decision), move on to the next unowned property
  (buy or auction it) or, when every property is owned, to the next one whose rent is due;
- the speed die never counts for doubles, and is ignored when the move ends in jail (three doubles);
- a utility's rent is fixed by rolling all three dice, the bus and Mr. Monopoly counting 0;
- cheaters: an armed ``extra-steps`` adds its K to the dice move (white dice plus 1-3, the white die or sum chosen
  for the bus, the white dice before Mr. Monopoly moves on); a triple's free choice of square is no dice move, so
  the cheat stays armed for the turn's next roll (the triple is doubles).

Mega (``mega_dice``): the three dice from the first turn and no extra cash; a triple is tested before
the three-doubles rule and ends the doubles chain (no jail, no re-roll); the bus moves by the white
dice and then gives a bus ticket (``mega.bus_step``); with every property owned, Mr. Monopoly goes to
the nearest property of another player and stays put if that one is mortgaged.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from typing import TYPE_CHECKING

from .actions import Action, ChooseDie, MoveTo, Roll
from .decisions import ChooseDieDecision, ChooseSquareDecision, TurnDecision
from .events import BANK, DiceRolled, DieChosen, MoneyPaid, Moved, MrMonopolyMoved, SquareChosen, UtilityDiceRolled
from .refusals import Reason, not_your_decision, space_refusal
from .rule_module import ActionRule, DecisionRule, RuleModule

if TYPE_CHECKING:
    from .edition import Edition, Rules
    from .engine import Game

EXTRA_CASH = 1000  # "Entrega a cada jugador 1000 extra para empezar."
BUS = "bus"
MR_MONOPOLY = "mr-monopoly"
_PIPS = {"1": 1, "2": 2, "3": 3}


def starting_cash(rules: Rules) -> int:
    """What each player starts with under ``rules`` (the speed die option adds ``EXTRA_CASH``; Mega does not)."""
    cash = rules.starting_cash
    return cash + EXTRA_CASH if rules.speed_die else cash


def uses_speed_die(game: Game, player: int) -> bool:
    """Whether ``player`` rolls the speed die with the white dice now: never in jail; Mega always,
    the classic option once the player has passed GO."""
    p = game.state.players[player]
    rules = game.rules
    return not p.in_jail and (rules.mega_dice or (rules.speed_die and p.passed_go))


def pips(face: str) -> int:
    """What a face adds to a total: 1-3, the bus and Mr. Monopoly 0."""
    return _PIPS.get(face, 0)


# --- the roll -----------------------------------------------------------------------------------------


def roll(game: Game, action: Roll) -> bool:
    """A movement roll, with the speed die when the player rolls it now (as ``uses_speed_die``, inline: once a
    roll): False, and nothing done, when they roll the white dice only (in jail; the classic option before GO).
    The windows are closed."""
    state = game.state
    player = action.player
    me = state.players[player]
    rules = game.rules
    if me.in_jail or not (rules.mega_dice or (rules.speed_die and me.passed_go)):
        return False
    events = game.events
    face = game.rng.roll_speed()
    dice = game.rng.roll(2)
    state.rolls += 1
    state.rolled = True
    state.last_roll = dice
    white = dice[0] + dice[1]
    doubles = dice[0] == dice[1]
    events.append(DiceRolled(player, dice, doubles, face))
    mega = game.rules.mega_dice
    if mega and doubles and dice[0] == _PIPS.get(face):
        # Mega: a triple before the doubles count ("two doubles then a triple: no jail"); it is not a
        # double and ends the chain: the free choice of square is the turn's last move.
        state.roll_due = False
        state.stack.append(ChooseSquareDecision(player))
        return True
    if doubles:  # only the white dice make doubles
        state.doubles += 1
        if state.doubles >= game.rules.max_doubles:
            game.send_to_jail(player, "doubles")  # the speed die is ignored
            return True
        state.roll_due = True
    else:
        state.roll_due = False
    if face == BUS and not mega:
        state.stack.append(ChooseDieDecision(player, dice))
        return True
    if face == MR_MONOPOLY or face == BUS:  # the second step waits for the square's resolution
        state.speed_step = player
        state.speed_face = face
        game.move_by(player, _dice_steps(game, player, white))
        return True
    extra = _PIPS[face]
    if doubles and dice[0] == extra:  # a triple: any square
        state.stack.append(ChooseSquareDecision(player))
        return True
    game.move_by(player, _dice_steps(game, player, white + extra))
    return True


def _dice_steps(game: Game, player: int, total: int) -> int:
    """The squares a dice move of ``total`` really goes (cheaters: an armed ``extra-steps`` adds its K)."""
    if game.hooks.dice_steps:
        for steps in game.hooks.dice_steps:
            total = steps(game, player, total)
    return total


def utility_roll(game: Game, payer: int) -> int:
    """The roll that fixes a utility's rent: all three dice for a speed-die player, else the white dice."""
    rng = game.rng
    if uses_speed_die(game, payer):
        face = rng.roll_rent_speed()
        dice = rng.roll(2)
        game.events.append(UtilityDiceRolled(payer, dice, face))
        return dice[0] + dice[1] + pips(face)
    dice = rng.roll(2)
    game.events.append(UtilityDiceRolled(payer, dice))
    return dice[0] + dice[1]


# --- the bus and the triple ---------------------------------------------------------------------------


def die_choices(decision: ChooseDieDecision) -> list[int]:
    a, b = decision.dice[0], decision.dice[1]
    return sorted({a, b, a + b})


def check_choose_die(game: Game, action: ChooseDie) -> Reason | None:
    reason = not_your_decision(game, action, ChooseDieDecision, "choose a die")
    if reason:
        return reason
    top = game.state.stack[-1]
    assert isinstance(top, ChooseDieDecision)  # not_your_decision found one
    choices = die_choices(top)
    if action.steps not in choices:
        return f"move by one white die or by their sum: {', '.join(map(str, choices))}"
    return None


def do_choose_die(game: Game, action: ChooseDie) -> None:
    game.state.stack.pop()
    game.events.append(DieChosen(action.player, action.steps))
    game.move_by(action.player, _dice_steps(game, action.player, action.steps))


def check_move_to(game: Game, action: MoveTo) -> Reason | None:
    return not_your_decision(game, action, ChooseSquareDecision, "choose a square") or space_refusal(game, action.space)


def do_move_to(game: Game, action: MoveTo) -> None:
    """Go forward to the chosen square (the salary if the way passes or reaches GO) and resolve it.

    Choosing the square one stands on is staying there: no lap, no salary; the square is resolved.
    """
    game.state.stack.pop()
    player = action.player
    game.events.append(SquareChosen(player, action.space))
    p = game.state.players[player]
    if action.space == p.position:
        game.events.append(Moved(player, p.position, p.position, False))
        game.land(player, action.space)
    else:
        game.move_to(player, action.space)


def die_actions(game: Game, top: ChooseDieDecision) -> list[Action]:
    """The choices of the bus: one white die or their sum."""
    return [ChooseDie(top.player, steps) for steps in die_choices(top)]


def square_actions(game: Game, top: ChooseSquareDecision) -> list[Action]:
    """The choices of a triple: any square."""
    return [MoveTo(top.player, space) for space in range(game.edition.size)]


# --- Mr. Monopoly --------------------------------------------------------------------------------------


def mr_monopoly_target(game: Game, player: int, *, stop_at_mortgaged: bool = False) -> int | None:
    """Where Mr. Monopoly sends ``player``: the next unowned property ahead, or, when every property
    is owned, the next one owned by another player and not mortgaged (its rent is due).

    The book is silent when there is no such property (every property is the player's own or
    mortgaged): the player stays where they are (``None``). The square the player stands on is not
    "the next" property: the search starts at the square after it and goes once round the board.

    ``stop_at_mortgaged`` (Mega: "se la proprietà più vicina è stata ipotecata, rimanete dove siete"):
    the nearest property of another player is the target, and if it is mortgaged the player stays.
    """
    state = game.state
    start = state.players[player].position
    props = game.edition.properties  # ascending indices: walk those ahead, then those behind (once round)
    ahead = props[bisect_right(props, start) :] + props[: bisect_left(props, start)]
    owner = state.owner
    for space in ahead:
        if owner[space] < 0:
            return space
    for space in ahead:
        if owner[space] >= 0 and owner[space] != player:
            if not state.mortgaged[space]:
                return space
            if stop_at_mortgaged:
                return None
    return None


def after_action(game: Game) -> None:
    """Called after an action while a speed-die step (Mr. Monopoly, the Mega bus) is due (``state.speed_step``,
    the hook ``step_due``): make it once
    the stack is back at the turn decision (the square reached by the white dice resolved), unless the
    player went to jail, went bankrupt or the game ended (the speed die is then ignored).

    An open rent claim (``rent_must_be_claimed``) stays open when Mr. Monopoly moves the payer on: only the next
    player's roll closes it.
    """
    state = game.state
    player = state.speed_step
    me = state.players[player]
    if state.over or player != state.current or me.bankrupt or me.in_jail:
        state.speed_step = -1
        state.speed_face = ""
        return
    top = state.stack[-1]
    if type(top) is not TurnDecision:
        return
    face = state.speed_face
    state.speed_step = -1
    state.speed_face = ""
    if face == BUS:
        from .mega import bus_step  # (the Mega module builds on money, which builds on rent, which builds on this one)

        bus_step(game, player)
        return
    target = mr_monopoly_target(game, player, stop_at_mortgaged=game.rules.mega_dice)
    if target is None:
        game.events.append(MrMonopolyMoved(player, -1))
        return
    game.events.append(MrMonopolyMoved(player, target))
    game.move_to(player, target)


# --- the record ------------------------------------------------------------------------------------------


def enabled(edition: Edition) -> bool:
    """The speed die is rolled under the classic option (``speed_die``) and in Mega (``mega_dice``)."""
    return edition.rules.speed_die or edition.rules.mega_dice


def add_extra_cash(game: Game, shuffle: bool) -> None:
    """The classic option's players start with ``EXTRA_CASH`` more (Mega's do not), told in the setup's events."""
    if game.rules.speed_die:
        for seat, p in enumerate(game.state.players):
            p.cash += EXTRA_CASH
            game.events.append(MoneyPaid(BANK, seat, EXTRA_CASH, "speed_die"))


def mark_passed_go(game: Game, player: int) -> None:
    """The classic option: a player rolls the speed die once they have passed GO."""
    if game.rules.speed_die:
        game.state.players[player].passed_go = True


MODULE: RuleModule = RuleModule(
    name="speed-die",
    enabled=enabled,
    actions=(
        ActionRule(ChooseDie, check_choose_die, do_choose_die),
        ActionRule(MoveTo, check_move_to, do_move_to),
    ),
    decisions=(
        DecisionRule(ChooseDieDecision, die_actions),
        DecisionRule(ChooseSquareDecision, square_actions),
    ),
    on_setup=add_extra_cash,
    on_roll=roll,
    on_salary=mark_passed_go,
    utility_roll=utility_roll,
    step_due=after_action,
)
