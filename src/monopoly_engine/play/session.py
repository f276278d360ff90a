"""The terminal game: the bots' runner (``agents.runner.Table``) with people's seats answered at the keyboard.

The game is driven by the same table as ``watch`` and ``simulate``: it says which seat must answer what, in
the same order for everybody (the decision, then under ``cheats`` the other seats' interjections, then under
``rent_must_be_claimed`` the owner's rent claim). A bot's request is answered by the bot; a person's through
the menus (``choices``, read by ``reading``; ``trade_builder``) on the screen (``screen``). Every answer is
played through the ``RecordedGame`` and, with a save file, appended to it at once. Bots' moves are printed one
sentence per event at a readable pace (none with ``delay=0``). When two people share the keyboard, the next one
is asked to take the seat. A person owed rent is asked whether to claim it as soon as it can be claimed.

In a Cheaters game (rule option ``cheats``) every decision's menu has a secret "cheat" entry and an
«Афёра!» entry; bots and people alike may interject after every other seat's action. A person is asked only
where it matters, otherwise the offer is passed at once: when the next roll would close the window of a cheat
that left its public marker ("Something happened."), whether they shout «Афёра!». What a seat did in secret
is shown only on that seat's own screens: with several people at one keyboard, each seat's screen is drawn
after a "pass the keyboard" screen, from the events that seat may see (``Hidden`` events of other seats left
out).

Ctrl-C (or the end of input) saves the game, to the save file or to ``monopoly-save-<time>.jsonl`` in the
current directory, and prints the command that resumes it; ``quit`` does the same. Every answer is applied
and saved with Ctrl-C held back, so an interruption never leaves half an action in memory or on disk.
"""

from __future__ import annotations

import random
import shlex
import signal
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from types import FrameType
from typing import Any, Self

from rich import box
from rich.console import Console, Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from monopoly_engine.agents import Agent, make_agent, runner, split_kind
from monopoly_engine.agents.runner import Decide, OfferClaim, OfferInterjection, Request
from monopoly_engine.choices import (
    Bidding,
    Choice,
    Context,
    Item,
    Lookup,
    Menu,
    ShoutOffers,
    TradeOffer,
    decision_menu,
    follow,
    why_not,
)
from monopoly_engine.choices.cheaters import accuse_menu, face_up_terms
from monopoly_engine.choices.items import SUBMENU_ACCUSE
from monopoly_engine.core import Action, Event, IllegalActionError, money, properties
from monopoly_engine.core.actions import Bid, ClaimRent
from monopoly_engine.core.decisions import TradeDecision
from monopoly_engine.core.edition import BIRTHDAY_GIFT
from monopoly_engine.core.events import Hidden
from monopoly_engine.game import RecordedGame
from monopoly_engine.i18n import Translator, rulebook
from monopoly_engine.i18n.events import describe
from monopoly_engine.safe_text import safe_text
from monopoly_engine.typed_input import ECHO_LIMIT, typed_line, whole_number

from .lookups import colour_sets, deed_card, find_seat, find_space, holdings
from .reading import DEED, HISTORY, HOLDINGS, SETS, lookup_choice, resolve
from .savefile import SaveFile
from .screen import LAYOUTS, Screen, menu_text
from .styles import player_style
from .trade_builder import TradeBuilder

HUMAN = "human"
DEFAULT_DELAY = 0.6  # seconds after each bot action
SCREEN_LEAST = 6  # lines kept for the screen above a long menu
RECENT = (6, 20)  # event lines on the screen: at least, at most (as the terminal's height allows)

ReadLine = Callable[[str], str]

Sentence = tuple[tuple[int, ...], str]  # (the seats that may read it, () for everybody; the sentence)


class QuitRequested(Exception):
    """The player typed ``quit``: save and stop."""


class _HeldInterrupt:
    """Hold Ctrl-C back while an action is applied and saved; raise it afterwards."""

    def __init__(self) -> None:
        self.hit = False
        self.previous: Callable[[int, FrameType | None], Any] | int | None = None
        self.active = threading.current_thread() is threading.main_thread()

    def _handler(self, signum: int, frame: object) -> None:
        self.hit = True

    def __enter__(self) -> Self:
        if self.active:
            self.previous = signal.signal(signal.SIGINT, self._handler)
        return self

    def __exit__(self, *exc: object) -> None:
        if self.active:
            signal.signal(signal.SIGINT, self.previous)
            if self.hit:
                raise KeyboardInterrupt


def make_bot(kind: str) -> Agent:
    """A bot from a seat's kind: ``heuristic``, or with its own parameters ``heuristic:boldness=1;vigilance=0``
    (``;`` between them, since ``,`` separates the seats of ``--players``), or a bot class with or without
    its own (``examples.cautious_bot:CautiousBot:reserve=300``)."""
    base, params = split_kind(kind)
    return make_agent(base, params.replace(";", ",") or None)


def default_save_path(directory: Path | None = None) -> Path:
    """``monopoly-save-YYYYmmdd-HHMMSS.jsonl`` in ``directory`` (the current one by default); a file of that name
    is never overwritten: ``-2``, ``-3``, ... is added until the name is free."""
    stem = time.strftime("monopoly-save-%Y%m%d-%H%M%S")
    folder = directory or Path.cwd()
    path = folder / f"{stem}.jsonl"
    number = 1
    while path.exists() or path.is_symlink():
        number += 1
        path = folder / f"{stem}-{number}.jsonl"
    return path


def rule_values(ctx: Context) -> dict[str, object]:
    """The edition's numbers that the help texts quote."""
    rules = ctx.game.rules
    m = ctx.money
    return {
        "salary": m(rules.go_salary),
        "fine": m(rules.jail_fine),
        "tries": rules.max_jail_tries,
        "doubles": rules.max_doubles,
        "opening": m(rules.opening_bid),
        "raise": m(rules.min_raise),
        "building_opening": m(rules.building_auction_opening_bid),
        "sell_pct": rules.building_sell_percent,
        "interest_pct": rules.mortgage_interest_percent,
        "houses": rules.houses,
        "hotels": rules.hotels,
        "multiplier": rules.set_rent_multiplier,
        "skyscrapers": rules.skyscrapers,
        "depots": rules.depots,
        "depot": m(next((sp.depot_cost for sp in ctx.game.edition.spaces if sp.depot_cost), 0)),
        "gift": m(next((sp.amount for sp in ctx.game.edition.spaces if sp.kind == BIRTHDAY_GIFT), 0)),
        "fee": m(rules.false_accusation_fee),
    }


class Session:
    """One game at one terminal. ``kinds``: ``"human"`` or a bot kind per seat."""

    def __init__(
        self,
        recorded: RecordedGame,
        kinds: Sequence[str],
        tr: Translator,
        console: Console,
        read_line: ReadLine = input,
        *,
        delay: float = DEFAULT_DELAY,
        max_rounds: int | None = None,
        save: SaveFile | None = None,
        save_meta: dict[str, object] | None = None,
        bot_rng: random.Random | None = None,
        clear: bool = True,
        resumed: bool = False,
    ) -> None:
        self.recorded = recorded
        self.game = recorded.game
        if len(kinds) != len(self.game.state.players):
            raise ValueError("one kind per seat is needed")
        self.kinds = list(kinds)
        self.tr = tr
        self.console = console
        self.read_line = read_line
        self.delay = delay
        self.max_rounds = max_rounds
        self.save = save
        self.save_meta = save_meta or {}
        self.rng = bot_rng or random.Random()
        self.clear = clear and console.is_terminal
        self.ctx = Context.of(self.game, tr)
        self.screen = Screen(self.ctx, self.kinds)
        self.agents: list[Agent | None] = [None if k == HUMAN else make_bot(k) for k in self.kinds]
        self.table = runner.Table(recorded, self.agents, self.rng, max_rounds, self._heard)
        self.heard: list[tuple[int | None, list[Event]]] = []  # applied, not yet shown: (who answered, events)
        self.humans = [seat for seat, kind in enumerate(self.kinds) if kind == HUMAN]
        self.cheats = self.game.rules.cheats
        self.shouts = ShoutOffers()  # when a person is asked to shout «Афёра!»
        self.sentences: list[Sentence] = []
        self.shown = 0  # sentences already on a drawn screen
        self.drawn_at = -1  # history length at the last full screen
        self.last_human: int | None = None
        self.bots_only_told = False
        self.own: dict[int, list[int]] = {}  # a person's results (sentences) not yet on their screen
        self.notes: list[str] = []  # said once, under the first screen drawn (a note on the table, ...)
        if resumed:
            events = [e for _, evs in recorded.history[-8:] for e in evs]
            self.sentences = self._sentences(events)
        else:
            self.sentences = self._sentences(recorded.setup_events)

    # --- the loop --------------------------------------------------------------------------------------

    def run(self) -> int:
        """Play to the end (0), or until ``quit`` (0) or Ctrl-C (130); the game is saved either way."""
        table = self.table
        try:
            while True:
                with _HeldInterrupt():
                    request = table.next_request()  # reaching the round limit ends the game here
                    self._save()
                self._show_heard(request)
                if request is None:
                    break
                if table.is_bot(request.seat):
                    with _HeldInterrupt():
                        table.step()
                        self._save()
                else:
                    self._answer(request)
                self._show_heard(None if table.is_bot(request.seat) else request)
            self.game_over()
            return 0
        except QuitRequested:
            return self._stop(interrupted=False)
        except (KeyboardInterrupt, EOFError):
            return self._stop(interrupted=True)
        except OSError as exc:  # the save file cannot be written
            where = str(self.save.path) if self.save is not None else ""
            failed = self.tr("save.failed", file=where, reason=exc.strerror or str(exc))
            self.console.print(Text(failed, style="bold red"), soft_wrap=True)
            return 1
        except Exception as exc:  # noqa: BLE001 - a bug (a bot's answer refused, ...): keep the game, say so
            self.console.print(
                Text(self.tr("session.crashed", reason=f"{type(exc).__name__}: {exc}"), style="bold red"),
                soft_wrap=True,
            )
            self._stop(interrupted=True)
            return 1

    def _save(self) -> None:
        if self.save is not None:
            self.save.sync(self.recorded)

    def _heard(self, seat: int | None, events: list[Event]) -> None:
        self.heard.append((seat, events))

    def _show_heard(self, request: Request | None = None) -> None:
        """Show what was applied since last time: a bot's at once; a person's and the round-limit draw's
        sentences on the next screen, and a person's at once too when somebody else answers next (``request``).
        A person's own results stay pinned to their next screen until it shows them."""
        heard, self.heard = self.heard, []
        for seat, events in heard:
            bot = seat is not None and self.agents[seat] is not None
            start = len(self.sentences)
            self._show(events, bot=bot)
            if seat is None or bot:
                continue
            self.own.setdefault(seat, []).extend(range(start, len(self.sentences)))
            if request is None or request.seat != seat:
                reader = self.audience()
                for seats, line in self.sentences[start:]:
                    if not seats or reader == -1 or reader in seats:
                        self.console.print(Text("▸ " + line, style="bold"))

    def _answer(self, request: Request) -> None:
        """A person's answer to ``request``, asked until the table takes it (a refusal is shown, then asked again)."""
        seat = request.seat
        while True:
            action: Action | None
            if isinstance(request, Decide):
                action = self._ask_human(seat)
            elif isinstance(request, OfferClaim):
                action = self._offer_claim(request)
            else:
                action = self._offer_shout(request)
            try:
                with _HeldInterrupt():
                    self.table.submit(seat, action)
                    self._save()
                return
            except IllegalActionError as exc:
                self.console.print(Text(self.tr("why_not.generic", reason=exc.reason), style="bold red"))

    def _sentences(self, events: list[Event]) -> list[Sentence]:
        """Each event's sentence with the seats that may read it (a ``Hidden`` event: its seats only)."""
        words = self.ctx.words
        found: list[Sentence] = []
        for e in events:
            seats: tuple[int, ...] = e.seats if type(e) is Hidden else ()
            sentence = describe(e, words)
            if sentence:  # an event another one already tells has no line of its own
                found.append((seats, sentence))
        self.shouts.heard(events)
        return found

    def audience(self) -> int | None:
        """Whose secrets may be printed as they happen: the one person at the keyboard (None: several people,
        so nobody's; with no person at all, a spectator, everybody's: -1)."""
        if not self.humans:
            return -1
        if len(self.humans) == 1:
            return self.humans[0]
        return None

    def readable_indices(self, seat: int | None) -> list[int]:
        """The indices in ``sentences`` of those ``seat`` may read (as ``readable``)."""
        return [i for i, (seats, _) in enumerate(self.sentences) if not seats or seat == -1 or seat in seats]

    def readable(self, seat: int | None, end: int | None = None) -> list[str]:
        """The sentences (the first ``end``) ``seat`` may read (None: only public ones; -1: all)."""
        return [text for seats, text in self.sentences[:end] if not seats or seat == -1 or seat in seats]

    def _show(self, events: list[Event], *, bot: bool) -> None:
        """Remember the events' sentences; print a bot's at once, at a readable pace (secrets only to their seat)."""
        lines = self._sentences(events)
        self.sentences.extend(lines)
        players = self.game.state.players
        people_in = [seat for seat in self.humans if not players[seat].bankrupt]
        if self.humans and not people_in and not self.bots_only_told:
            self.console.print(Text(self.tr("session.bots_only"), style="bold"))
            self.bots_only_told = True
        if bot:
            reader = self.audience()
            for seats, line in lines:
                if not seats or reader == -1 or reader in seats:
                    self.console.print(Text("  " + line))
            if self.delay and people_in:
                time.sleep(self.delay)

    # --- people ----------------------------------------------------------------------------------------

    def _ask_human(self, seat: int) -> Action:
        self._hand_over(seat)
        while True:
            menu = decision_menu(self.ctx, seat)
            self.draw(seat, menu)
            choice = self.choose(menu, seat, draw=False)
            assert choice is not None  # the decision menu has no way back
            action = self._follow(choice, seat)
            if action is None:
                continue
            reason = why_not(self.ctx, action)
            if reason is None:
                return action
            self.console.print(Text(self.tr("why_not.generic", reason=reason), style="bold red"))

    def _follow(self, choice: Choice, seat: int) -> Action | None:
        """The action a choice leads to, asking more where needed (``choices.follow`` says what); None when the
        player went back."""
        if choice.action is not None:
            return choice.action
        if choice.opens is None:
            return None
        question = follow(self.ctx, seat, choice.opens)
        if isinstance(question, Menu):
            picked = self.choose(question, seat)
            if picked is not None and picked.action is None and picked.opens is not None:
                return self._follow(picked, seat)
            return None if picked is None else picked.action
        if isinstance(question, Bidding):
            low, cash = question.low, question.cash
            amount = self.amount(
                self.tr("auction.amount_prompt", low=self.ctx.money(low), cash=self.ctx.money(cash)),
                low,
                cash,
                seat,
                bid=True,
            )
            return None if amount is None else Bid(seat, amount)
        assert isinstance(question, TradeOffer)
        return TradeBuilder(self.ctx, seat).run(_Prompter(self, seat))

    def choose(self, menu: Menu, seat: int, *, draw: bool = False) -> Choice | None:
        """Show ``menu`` and read until it names a choice; None when the player goes back."""
        if draw:
            self.draw(seat, menu)
        self.console.print(self.menu_text(menu, seat))
        while True:
            text = self._read(seat)
            result = resolve(self.ctx, menu, text)
            if isinstance(result, str):
                self.console.print(Text(result, style="bold red"))
                self.console.print(self.menu_text(menu, seat))
                continue
            if result.command == "help":
                self.show_help(menu.topic)
                self.console.print(self.menu_text(menu, seat))
                continue
            if isinstance(result.opens, Lookup):
                self.look(result.opens.name, result.opens.text, seat)
                self.console.print(self.menu_text(menu, seat))
                continue
            if result.command == "quit":
                raise QuitRequested
            if result.command == "back":
                return None
            return result

    def amount(self, question: str, low: int, high: int, seat: int, *, bid: bool = False) -> int | None:
        """A whole amount from ``low`` to ``high``; None on an empty line or ``back``."""
        tr = self.tr
        while True:
            self.console.print(Text(question, style="bold"))
            text = self._read(seat).lower()
            if not text or text in tr.words("cmd.back") or text == "back" or (text == "0" and low > 0):
                return None
            if text in tr.words("cmd.help") or text in ("help", "?"):
                self.show_help("auction" if bid else "amount")
                continue
            if text in tr.words("cmd.quit") or text == "quit":
                raise QuitRequested
            lookup = lookup_choice(self.ctx, text)
            if lookup is not None and isinstance(lookup.opens, Lookup):
                self.look(lookup.opens.name, lookup.opens.text, seat)
                continue
            value = whole_number(text, grouped=True)
            if value is None:
                self.console.print(Text(tr("error.not_a_number", text=safe_text(text, ECHO_LIMIT)), style="bold red"))
                continue
            if bid and value < low:
                self.console.print(
                    Text(tr("error.bid_low", amount=self.ctx.money(value), low=self.ctx.money(low)), style="bold red")
                )
            elif bid and value > high:
                self.console.print(
                    Text(
                        tr("error.bid_cash", amount=self.ctx.money(value), cash=self.ctx.money(high)), style="bold red"
                    )
                )
            elif not low <= value <= high:
                self.console.print(
                    Text(tr("error.amount_range", low=self.ctx.money(low), high=self.ctx.money(high)), style="bold red")
                )
            else:
                return value

    def _read(self, seat: int) -> str:
        self.console.file.flush()
        return self._read_line(self.tr("prompt", name=self.ctx.name(seat)))

    def _read_line(self, prompt: str) -> str:
        """A line as the prompts read it (``typed_line``); bytes that are no text in the terminal's encoding
        are a line that names nothing."""
        try:
            line = self.read_line(prompt)
        except UnicodeDecodeError:
            line = "\ufffd"
        return typed_line(line)

    def _hand_over(self, seat: int) -> None:
        """With several people at one keyboard, ask the next one to take the seat."""
        if len(self.humans) > 1 and seat != self.last_human:
            top = self.game.decision
            lines = [self.tr("hotseat.pass", name=self.ctx.name(seat))]
            if isinstance(top, TradeDecision):
                lines.append(self.tr("hotseat.trade", name=self.ctx.name(seat), proposer=self.ctx.name(top.proposer)))
            if self.clear:
                self.console.clear()
            self.console.print(Panel(Text("\n".join(lines), style=f"bold {player_style(seat)}"), box=box.DOUBLE))
            self.console.file.flush()
            self._read_line(self.tr("hotseat.enter"))
            self.drawn_at = -1
        self.last_human = seat

    def _offer_claim(self, request: OfferClaim) -> Action | None:
        """Rent the person is owed (``rent_must_be_claimed``): claim it now, or not."""
        owner = request.seat
        payer, space = request.claim[0], request.claim[2]
        self._hand_over(owner)
        ctx = self.ctx
        items = [
            Item(
                ctx.tr("act.claim", payer=ctx.name(payer), space=ctx.space(space)),
                action=ClaimRent(owner),
                verbs=ctx.tr.words("verb.claim"),
            ),
            Item(ctx.tr("act.no_claim")),
        ]
        menu = Menu(ctx.tr("claim.title", name=ctx.name(owner)), items, "claim")
        choice = self.choose(menu, owner, draw=True)
        return None if choice is None else choice.action

    def _offer_shout(self, request: OfferInterjection) -> Action | None:
        """Cheaters: the person may interject. Asked only where ``choices.ShoutOffers`` says it matters (a cheat
        marker since they were last asked, its window closing at the next roll): do they shout «Афёра!» first?
        Otherwise the offer is passed without a word (their menus have a cheat and an «Афёра!» entry)."""
        seat = request.seat
        if not self.shouts.worth_asking(self.game, seat):
            return None
        top = self.game.decision
        assert top is not None  # a turn, as ``worth_asking`` asked
        ctx = self.ctx
        items = [
            Item(ctx.tr("act.shout", name=ctx.name(seat)), opens=SUBMENU_ACCUSE, value=seat),
            Item(ctx.tr("act.no_shout"), verbs=ctx.tr.words("verb.no_shout")),
        ]
        menu = Menu(ctx.tr("shout.title", name=ctx.name(top.player)), items, "accuse")
        self._hand_over(seat)
        choice = self.choose(menu, seat, draw=True)
        if choice is None or choice.opens is None:
            return None
        picked = self.choose(accuse_menu(ctx, seat), seat, draw=True)
        action = self._follow(picked, seat) if picked is not None else None
        return action if action is not None and self.game.refusal(action) is None else None

    # --- screens ---------------------------------------------------------------------------------------

    def draw(self, seat: int | None = None, menu: Menu | None = None) -> None:
        """The whole screen, when something happened since it was last drawn: the largest layout that leaves
        room for ``menu`` and the prompt in the terminal's height, with as many recent events as fit."""
        if self.drawn_at == len(self.recorded.history):
            return
        if self.clear:
            self.console.clear()
        reader = seat if seat is not None and self.agents[seat] is None else self.audience()
        indices = self.readable_indices(reader)
        readable = [self.sentences[i][1] for i in indices]
        new = len(readable) - len(self.readable(reader, self.shown))
        own = self.own.pop(seat, []) if seat is not None else []
        notes = [Text(note, style="bold yellow") for note in self.notes]
        below = sum(self.lines_of(note) for note in notes) + 1  # and the prompt's line
        if menu is not None and seat is not None:
            below += self.lines_of(self.menu_text(menu, seat))
        self.console.print(self.fitted(readable, new, self.console.height - below, indices, own))
        for note in notes:
            self.console.print(note, soft_wrap=True)
        self.notes.clear()
        self.shown = len(self.sentences)
        self.drawn_at = len(self.recorded.history)

    def menu_text(self, menu: Menu, seat: int) -> Text:
        """``menu`` as printed here: in the terminal's width, and its height but a few lines for the screen."""
        return menu_text(self.ctx, menu, seat, self.console.width, self.console.height - 1 - SCREEN_LEAST)

    def lines_of(self, renderable: RenderableType) -> int:
        """How many lines ``renderable`` takes on this console."""
        return len(self.console.render_lines(renderable, self.console.options, pad=False))

    def fitted(
        self, readable: list[str], new: int, room: int, indices: Sequence[int] = (), own: Sequence[int] = ()
    ) -> RenderableType:
        """The screen in ``room`` lines: the first layout (``screen.LAYOUTS``) with at least ``RECENT[0]`` of
        the recent events that fits (else the smallest with as many as fit), then as many more as fit. The
        person's own results (``own``, indices of ``sentences``) older than the events shown are pinned first."""
        width = self.console.width
        readable_own = [i for i in own if i in set(indices)]

        def events(count: int) -> RenderableType:
            shown = set(indices[len(indices) - count :]) if count else set()
            pinned = [self.sentences[i][1] for i in readable_own if i not in shown]
            return self.screen.events(readable[-count:] if count else [], max(new - count, 0), pinned)

        least = min(RECENT[0], max(new, 1), len(readable))
        tops = {layout: self.screen.top(width, layout) for layout in LAYOUTS}
        heights = {layout: self.lines_of(top) for layout, top in tops.items()}
        least_lines = self.lines_of(events(least))
        layout = next((lay for lay in LAYOUTS if heights[lay] + least_lines <= room), LAYOUTS[-1])
        count = least
        most = min(max(new, RECENT[0]), RECENT[1], len(readable))
        while count > 0 and heights[layout] + self.lines_of(events(count)) > room:
            count -= 1
        while count < most and heights[layout] + self.lines_of(events(count + 1)) <= room:
            count += 1
        if heights[layout] + self.lines_of(events(count)) > room:  # a long menu: the header and players only
            return self.screen.header() if heights[layout] > room else tops[layout]
        return Group(tops[layout], events(count))

    # --- looking things up ----------------------------------------------------------------------------

    def look(self, what: str, arg: str, seat: int) -> None:
        """Show a lookup (``reading.LOOKUPS``) for ``seat``: the whole history, a deed, the colour sets, holdings."""
        ctx, tr = self.ctx, self.tr
        if what == HISTORY:
            lines = self.history(seat)
            self.page(Text("\n".join(f"{k:>4}  {line}" for k, line in enumerate(lines, 1))), tr("look.history_title"))
            return
        if what == SETS:
            self.page(colour_sets(ctx))
            return
        if what == HOLDINGS:
            seats = list(range(len(self.game.state.players)))
            if arg:
                found = find_seat(ctx, arg)
                if found is None:
                    self.console.print(Text(tr("look.no_player", text=safe_text(arg, ECHO_LIMIT)), style="bold red"))
                    return
                seats = [found]
            self.page(holdings(ctx, seats))
            return
        if what == DEED:
            here = self.game.state.players[seat].position
            space = find_space(ctx, arg) if arg else (here if here in self.game.edition.properties else None)
            if space is None:
                key = "look.no_space" if arg else "look.which_deed"
                self.console.print(Text(tr(key, text=safe_text(arg, ECHO_LIMIT)), style="bold red"))
                return
            self.console.print(deed_card(ctx, space))

    def history(self, seat: int) -> list[str]:
        """Every sentence of the game ``seat`` may read, from the opening roll-off on (after a resume too)."""
        words = self.ctx.words
        events = list(self.recorded.setup_events) + [e for _, evs in self.recorded.history for e in evs]
        lines = []
        for e in events:
            if type(e) is Hidden and seat not in e.seats:
                continue
            sentence = describe(e, words)
            if sentence:
                lines.append(sentence)
        return lines

    def page(self, renderable: RenderableType, title: str = "") -> None:
        """Print ``renderable`` a screenful at a time; Enter shows the next, any word stops."""
        with self.console.capture() as captured:
            if title:
                self.console.print(Text(title, style="bold"))
            self.console.print(renderable)
        lines = captured.get().rstrip("\n").split("\n")
        size = max(self.console.height - 2, 4)
        for start in range(0, len(lines), size):
            self.console.print(Text.from_ansi("\n".join(lines[start : start + size])))
            if start + size < len(lines):
                shown = min(start + size, len(lines))
                if self._read_line(self.tr("look.more", shown=shown, total=len(lines))).strip():
                    break

    def show_help(self, topic: str) -> None:
        tr = self.tr
        values = rule_values(self.ctx)
        key = f"help.{topic}"
        if not self.game.rules.mortgages and tr.has(f"{key}_no_mortgage"):  # Cheaters: streets sold, not mortgaged
            key += "_no_mortgage"
        text = Text()
        text.append(tr(key, **values) if tr.has(key) else tr("help.input", **values))
        if topic in ("cheat", "accuse") and self.game.state.cheats is not None:
            text.append("\n\n" + tr("help.face_up_cheats") + "\n", style="bold")
            text.append("\n".join(face_up_terms(self.ctx)))
        quoted = rulebook.quote(tr.lang, topic, book=self.ctx.game.edition.rule_book)
        if quoted:
            source, words = quoted
            text.append("\n\n" + tr("help.from_book", source=source) + "\n", style="bold")
            text.append("«" + words + "»", style="italic")
        if topic != "input":
            text.append("\n\n" + tr("help.input", **values), style="dim")
        self.console.print(Panel(text, title=tr("help.title"), title_align="left", box=box.ROUNDED))

    def game_over(self) -> None:
        """The final screen: the board, the result and every player's standing."""
        self.drawn_at = -1
        self.draw()
        self.console.print(self.summary())
        if self.save is not None:
            self.console.print(Text(self.tr("over.log", file=str(self.save.path)), style="dim"), soft_wrap=True)

    def summary(self) -> Panel:
        ctx, tr = self.ctx, self.tr
        game = self.game
        state = game.state
        rounds = tr.plural("summary.rounds", state.rounds)
        winners = state.winners
        if state.winner >= 0:
            result = tr("over.winner", name=ctx.name(state.winner), rounds=rounds)
        elif state.over and len(winners) > 1:
            result = tr("over.shared", names=ctx.words.listing([ctx.name(w) for w in winners]), rounds=rounds)
        elif state.over:
            result = tr("over.draw", rounds=rounds)
        else:
            result = tr("over.in_progress", rounds=rounds)
        table = Table(box=box.SIMPLE_HEAD, padding=(0, 1))
        table.add_column(tr("screen.col_player"))
        table.add_column(tr("over.col_cash"), justify="right")
        table.add_column(tr("over.col_properties"), justify="right")
        table.add_column(tr("over.col_buildings"), justify="right")
        table.add_column(tr("over.col_worth"), justify="right")

        def order(seat: int) -> tuple[int, int]:
            p = state.players[seat]
            first = seat == state.winner or seat in winners
            return (0 if first else 1 if not p.bankrupt else 2, -money.liquidation_value(game, seat))

        for seat in sorted(range(len(state.players)), key=order):
            p = state.players[seat]
            name = Text(self.ctx.name(seat), style=player_style(seat))
            if p.bankrupt:
                table.add_row(name, "", "", "", Text(tr("screen.bankrupt"), style="red"))
                continue
            owned = [s for s in game.edition.properties if state.owner[s] == seat]
            houses, hotels, skyscrapers, depots = properties.building_counts(game, seat)
            if game.rules.skyscrapers or game.rules.depots:
                buildings = tr(
                    "over.buildings_mega", houses=houses, hotels=hotels, skyscrapers=skyscrapers, depots=depots
                )
            else:
                buildings = tr("over.buildings", houses=houses, hotels=hotels)
            table.add_row(
                name,
                ctx.money(p.cash),
                str(len(owned)),
                buildings,
                ctx.money(money.liquidation_value(game, seat)),
            )
        body = Table.grid()
        body.add_row(Text(result, style="bold"))
        body.add_row(table)
        return Panel(body, title=tr("over.title"), title_align="left", box=box.DOUBLE)

    # --- stopping --------------------------------------------------------------------------------------

    def _stop(self, *, interrupted: bool) -> int:
        tr = self.tr
        self.console.print()
        if self.save is None:
            self.save = SaveFile(default_save_path(), self.save_meta)
        try:
            self.save.sync(self.recorded)
        except OSError as exc:
            failed = tr("save.failed", file=str(self.save.path), reason=exc.strerror or str(exc))
            self.console.print(Text(failed, style="bold red"), soft_wrap=True)
            return 1
        self.console.print(Text(tr("save.interrupted" if interrupted else "save.quit"), style="bold"), soft_wrap=True)
        self.console.print(Text(tr("save.saved", file=str(self.save.path))), soft_wrap=True)
        self.console.print(
            Text(tr("save.resume", command=resume_command(self.save.path)), style="bold"), soft_wrap=True
        )
        return 130 if interrupted else 0


def resume_command(path: Path) -> str:
    """The command that resumes the game saved at ``path``, as the user would type it."""
    try:
        shown = path.relative_to(Path.cwd())
    except ValueError:
        shown = path
    return f"monopoly play --resume {shlex.quote(str(shown))}"


class _Prompter:
    """The session's menus and amounts, for the trade builder."""

    def __init__(self, session: Session, seat: int) -> None:
        self.session = session
        self.seat = seat

    def choose(self, menu: Menu) -> Choice | None:
        return self.session.choose(menu, self.seat)

    def amount(self, question: str, low: int, high: int) -> int | None:
        return self.session.amount(question, low, high, self.seat)
