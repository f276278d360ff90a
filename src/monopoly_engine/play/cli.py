"""``monopoly play``: set up (or resume) a game at the terminal and run it.

``run_play`` does what the command line asks and returns the exit code: 0 at the end of the game or after
``quit``, 130 after Ctrl-C (the game saved), 1 for a save file that cannot be resumed, 2 for bad arguments.
Messages are in the chosen language (``--lang``, else the locale's).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from rich.console import Console

from monopoly_engine.agents import agent_kinds, seat_items, split_kind, split_seat
from monopoly_engine.agents.imported import is_class_path
from monopoly_engine.agents.names import seat_names
from monopoly_engine.core import GameSetupError
from monopoly_engine.editions import EditionError, load_edition
from monopoly_engine.editions.texts import in_language
from monopoly_engine.game import LogError, load_log, new_game
from monopoly_engine.i18n import LANGUAGES, Translator, default_edition, detect_language, normalize_language
from monopoly_engine.output_files import OutputFileError, check_new_file
from monopoly_engine.safe_text import NAME_LIMIT, safe_text, unsafe_character

from .savefile import SaveFile, load_save
from .session import DEFAULT_DELAY, HUMAN, ReadLine, Session, make_bot

DEFAULT_BOT = "heuristic"
DEFAULT_BOTS = 3
SEPARATORS = ";="  # in a seat, never in a bare name: they part a name, a kind and its parameters


class PlayError(ValueError):
    """Bad arguments for ``monopoly play``; the message is already in the user's language."""


def parse_players(spec: str | None, language: str, tr: Translator) -> list[tuple[str, str]]:
    """``"Anna:human,Bruno:heuristic"`` -> ``[(name, kind), ...]``; a bare kind gets a default name, a
    bare name is a person. Default (no ``spec``): one person and three ``heuristic`` bots; an empty list, or a
    bare name with ``;`` or ``=`` in it (``Anna;human``), is refused with the expected form. A bot's own
    parameters follow its kind, separated by ``;`` or ``,`` (``Bruno:heuristic:boldness=1;vigilance=0``:
    ``seat_items``); its kind keeps them as ``heuristic:boldness=1;vigilance=0``. A bot may be any importable class,
    ``[NAME:]MODULE:CLASS`` (``Mine:examples.cautious_bot:CautiousBot``: ``split_seat``)."""
    known = set(agent_kinds())
    if spec is not None and not spec.strip():
        raise PlayError(tr("cli.empty_players"))
    if spec is None:
        entries: list[tuple[str | None, str]] = [(None, HUMAN), *[(None, DEFAULT_BOT)] * DEFAULT_BOTS]
    else:
        try:
            seats = seat_items(spec)
        except ValueError:
            raise PlayError(tr("cli.bad_players", spec=spec)) from None
        entries = []
        for seat, params in seats:
            try:
                name, kind = split_seat(seat, extra_kinds=(HUMAN,))
            except ValueError:
                raise PlayError(tr("cli.bad_players", spec=spec)) from None
            if name is None and ":" not in seat and kind not in known | {HUMAN}:
                if any(mark in seat for mark in SEPARATORS):  # ``Anna;human``: a seat mistyped, not a name
                    raise PlayError(tr("cli.bad_players", spec=safe_text(spec, 80)))
                name, kind = seat.strip(), HUMAN  # a bare name is a person
            if params and kind == HUMAN:
                raise PlayError(tr("cli.bad_players", spec=spec))
            entries.append((name or None, f"{kind}:{params.replace(',', ';')}" if params else kind))
    for _name, kind in entries:
        base, params = split_kind(kind)
        if base == HUMAN:
            continue
        if not is_class_path(base) and base not in known:
            raise PlayError(tr("cli.unknown_kind", kind=base, known=", ".join([HUMAN, *sorted(known)])))
        if params or is_class_path(base):
            try:
                make_bot(kind)
            except ValueError as exc:
                module, _, cls = base.partition(":")
                if "." not in module and f"no module named {module!r}" in str(exc):  # NAME:KIND, a wrong kind
                    known_text = ", ".join([HUMAN, *sorted(known)])
                    raise PlayError(tr("cli.unknown_kind", kind=cls, known=known_text)) from None
                raise PlayError(str(exc)) from None
    for name, _ in entries:
        if name:
            _check_name(name, tr)
    taken = {name for name, _ in entries if name}
    defaults = (n for n in seat_names(language, 8 + len(entries)) if n not in taken)
    return [(name if name else next(defaults), kind) for name, kind in entries]


def _importable(kind: str) -> bool:
    """Whether a saved seat's kind is a bot class that can be made here."""
    if not is_class_path(split_kind(kind)[0]):
        return False
    try:
        make_bot(kind)
    except ValueError:
        return False
    return True


def _check_name(name: str, tr: Translator) -> None:
    """Refuse a name the terminal could not show as given (``safe_text``): better told than changed."""
    bad = unsafe_character(name)
    if bad is not None:
        raise PlayError(tr("cli.name_control", name=ascii(name)[:60], char=bad))
    if len(name) > NAME_LIMIT:
        raise PlayError(tr("cli.name_long", name=safe_text(name, 40), limit=NAME_LIMIT))


def run_play(
    *,
    players: str | None = None,
    edition: str | None = None,
    options: Sequence[str] | None = None,
    lang: str | None = None,
    seed: int | None = None,
    save: str | None = None,
    resume: str | None = None,
    fast: bool = False,
    max_rounds: int | None = None,
    console: Console | None = None,
    read_line: ReadLine = input,
    force: bool = False,
) -> int:
    """Play ``monopoly play`` with these arguments; the exit code."""
    language = normalize_language(lang) if lang else None
    tr = Translator(language or detect_language())
    err = Console(stderr=True, highlight=False, soft_wrap=True, markup=False, emoji=False)
    if lang and language is None:
        err.print(tr("cli.error", reason=tr("cli.bad_lang", lang=lang, known=", ".join(LANGUAGES))), markup=False)
        return 2
    console = console or Console(highlight=False, markup=False, emoji=False)
    try:
        if max_rounds is not None and max_rounds < 1:
            raise PlayError(tr("cli.bad_max_rounds"))
        if resume:
            if players or edition or options or seed is not None:
                raise PlayError(tr("cli.resume_conflict"))
            session = _resume(resume, language, save, fast, max_rounds, console, read_line, err, force)
            if isinstance(session, int):
                return session
        else:
            session = _new(tr, players, edition, options, seed, save, fast, max_rounds, console, read_line, force)
    except PlayError as exc:
        err.print(tr("cli.error", reason=str(exc)), markup=False)
        return 2
    except (EditionError, GameSetupError, ValueError) as exc:
        err.print(tr("cli.error", reason=str(exc)), markup=False)
        return 2
    return session.run()


def _options(items: Sequence[str] | None, tr: Translator) -> dict[str, str]:
    parsed: dict[str, str] = {}
    for item in items or ():
        key, sep, value = item.partition("=")
        key, value = key.strip(), value.strip()
        if not sep or not key or not value:
            raise PlayError(tr("cli.bad_option", option=item))
        if key.replace("-", "_") in {k.replace("-", "_") for k in parsed}:
            raise PlayError(tr("cli.option_twice", key=key))
        parsed[key] = value
    return parsed


def _new(
    tr: Translator,
    players: str | None,
    edition: str | None,
    options: Sequence[str] | None,
    seed: int | None,
    save: str | None,
    fast: bool,
    max_rounds: int | None,
    console: Console,
    read_line: ReadLine,
    force: bool,
) -> Session:
    seats = parse_players(players, tr.lang, tr)
    edition_ref = edition or default_edition(tr.lang)
    chosen = _options(options, tr)
    shown = in_language(load_edition(edition_ref, chosen), tr.lang)  # the board and cards in the player's language
    recorded = new_game(shown, [name for name, _ in seats], seed=seed, options=chosen, ref=edition_ref)
    kinds = [kind for _, kind in seats]
    meta: dict[str, Any] = {"seats": kinds, "max_rounds": max_rounds, "lang": tr.lang}
    save_file = None
    if save:
        save_file = SaveFile(_new_save_path(save, force, tr), meta)
    rng = random.Random(f"play-{seed}") if seed is not None else random.Random()
    session = Session(
        recorded,
        kinds,
        tr,
        console,
        read_line,
        delay=0.0 if fast else DEFAULT_DELAY,
        max_rounds=max_rounds,
        save=save_file,
        save_meta=meta,
        bot_rng=rng,
    )
    low, high = recorded.game.edition.recommended_players  # the box's count; the rules may accept more
    if not low <= len(seats) <= high:
        session.notes.append(tr("intro.recommended_players", low=low, high=high, count=len(seats)))
    return session


def _new_save_path(save: str, force: bool, tr: Translator) -> Path:
    """The ``--save`` file of a new game: refused at once when it exists (unless ``force``) or cannot be written."""
    if Path(save).exists() and not Path(save).is_dir() and not force:
        raise PlayError(tr("cli.save_exists", file=save))
    try:
        return check_new_file(save, force)
    except OutputFileError as exc:
        raise PlayError(str(exc)) from None


def _resume(
    path: str,
    language: str | None,
    save: str | None,
    fast: bool,
    max_rounds: int | None,
    console: Console,
    read_line: ReadLine,
    err: Console,
    force: bool,
) -> Session | int:
    """The session that goes on with the game saved at ``path``, or the exit code when it cannot."""
    tr = Translator(language or detect_language())
    try:
        recorded, meta = load_save(path)
    except LogError as exc:
        err.print(tr("cli.resume_damaged", file=path, reason=str(exc)), markup=False)
        return 1
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        err.print(tr("cli.resume_damaged", file=path, reason=str(exc)), markup=False)
        return 1
    count = len(recorded.players)
    meta = dict(meta or {"seats": [HUMAN] + [DEFAULT_BOT] * (count - 1), "max_rounds": None, "lang": None})
    known = set(agent_kinds()) | {HUMAN}
    bad = [kind for kind in meta["seats"] if split_kind(kind)[0] not in known and not _importable(kind)]
    if bad:
        err.print(
            tr(
                "cli.resume_damaged",
                file=path,
                reason=tr("cli.unknown_kind", kind=bad[0], known=", ".join(sorted(known))),
            ),
            markup=False,
        )
        return 1
    if language is None and normalize_language(meta.get("lang")):
        tr = Translator(normalize_language(meta.get("lang")) or "en")
    meta["lang"] = tr.lang
    if in_language(recorded.game.edition, tr.lang) is not recorded.game.edition:
        recorded = load_log(path, language=tr.lang)  # replayed again, with the edition's words in the language
    if max_rounds is not None:
        meta["max_rounds"] = max_rounds
    target = Path(path)
    if save and Path(save).resolve() != target.resolve():  # the resumed game's own save may be written again
        try:
            target = _new_save_path(save, force, tr)
        except PlayError as exc:
            err.print(tr("cli.error", reason=str(exc)), markup=False)
            return 2
    seed = recorded.seed
    rng = random.Random(f"play-{seed}-{len(recorded.history)}") if seed is not None else random.Random()
    session = Session(
        recorded,
        meta["seats"],
        tr,
        console,
        read_line,
        delay=0.0 if fast else DEFAULT_DELAY,
        max_rounds=meta.get("max_rounds"),
        save=SaveFile(target, meta),
        save_meta=meta,
        bot_rng=rng,
        resumed=True,
    )
    console.print(tr("intro.resumed", file=path, actions=len(recorded.history)), markup=False, soft_wrap=True)
    return session
