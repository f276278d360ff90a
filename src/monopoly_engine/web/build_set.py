"""Building by the set: "one more house on every street of this set" as one command, the engine's single
builds one after the other (the lowest street first, as the even-build rule wants), all logged as the engine's
own actions. The whole sequence is tried first on a copy of the game: when the even rule, the bank's supply or
the money would stop it part way, nothing is played and the command is refused with the engine's reason for the
step that would fail."""

from __future__ import annotations

from monopoly_engine.agents.runner import AgentActionError
from monopoly_engine.choices import Context, not_now, worded
from monopoly_engine.core.actions import Build
from monopoly_engine.i18n import Translator

from .rooms import CommandError, Room


def set_builds(room: Room, seat: int, space: int, lang: str) -> list[Build]:
    """The builds that put one more level on every street of ``space``'s set, checked on a copy of the game;
    ``CommandError`` (nothing changed) when one of them would be refused, or ``space`` is no street."""
    recorded = room.recorded
    assert recorded is not None
    game = recorded.game
    ctx = Context.of(game, Translator(lang))
    edition = game.edition
    group = edition.groups.get(edition.spaces[space].group or "") if 0 <= space < len(edition.spaces) else None
    if group is None:
        raise CommandError("refused", not_now(ctx))
    streets = group.spaces
    order = sorted(streets, key=lambda s: (game.state.level[s], s))  # the lowest first: the even-build rule
    trial = game.clone()  # a set's builds are few and rare: a copy of the state costs nothing that matters
    builds = []
    for street in order:
        build = Build(seat, street)
        refusal = trial.refused(build)
        if refusal is not None:
            raise CommandError("refused", worded(ctx, refusal))
        trial.apply(build)
        builds.append(build)
    return builds


def build_set(room: Room, seat: int, version: int, space: int, lang: str) -> int:
    """Play one more level on every street of ``space``'s set for ``seat``, which must be the seat the game
    asks; returns the new version. Refused as a whole (``CommandError``) or played as a whole."""
    table, recorded = room.asked(seat, version, lang)
    builds = set_builds(room, seat, space, lang)
    try:
        table.submit(seat, builds[0])
        for build in builds[1:]:
            table.follow_up(seat, build)
    except AgentActionError:  # checked on the copy: not expected; the first build alone may have been played
        raise CommandError("refused", not_now(Context.of(recorded.game, Translator(lang)))) from None
    return room._answered()
