"""What every menu is made from: the game, the language, and the game's words (names, money)."""

from __future__ import annotations

from dataclasses import dataclass

from monopoly_engine.core import Game
from monopoly_engine.i18n import Translator
from monopoly_engine.i18n.events import Words


@dataclass
class Context:
    """What menus need: the game, the language and the game's words (names, money)."""

    game: Game
    tr: Translator
    words: Words

    @classmethod
    def of(cls, game: Game, tr: Translator) -> Context:
        return cls(game, tr, Words(game, tr))

    def money(self, amount: int) -> str:
        return self.words.money(amount)

    def space(self, index: int) -> str:
        return self.words.space(index)

    @property
    def mega(self) -> bool:
        """Whether the game rolls the Mega dice (bus tickets, the Mega turn and triple)."""
        return self.game.rules.mega_dice

    def name(self, seat: int) -> str:
        return self.words.player(seat)


def verbs_for(ctx: Context, key: str, *extra: str) -> tuple[str, ...]:
    """The words that choose a line: the language's first (the menu shows the first), then ``extra`` (the
    action's English name, which every language accepts)."""
    return (*ctx.tr.words(f"verb.{key}"), *extra)
