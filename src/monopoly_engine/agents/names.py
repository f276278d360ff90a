"""Default seat names for bot games, in the edition's language (at most eight; then "Player 9", ...)."""

from __future__ import annotations

NAMES: dict[str, tuple[str, ...]] = {
    "it": ("Anna", "Bruno", "Carla", "Dario", "Elena", "Fabio", "Giulia", "Luca"),
    "es": ("Ana", "Bernardo", "Carmen", "Diego", "Elena", "Felipe", "Gloria", "Hugo"),
    "en": ("Alice", "Bob", "Carol", "Dave", "Erin", "Frank", "Grace", "Henry"),
    "ru": ("Анна", "Борис", "Вера", "Глеб", "Дарья", "Егор", "Жанна", "Захар"),
}


def seat_names(language: str, count: int) -> list[str]:
    """``count`` distinct names for the players of a game in ``language`` (English when unknown)."""
    names = NAMES.get(language, NAMES["en"])
    return [names[i] if i < len(names) else f"Player {i + 1}" for i in range(count)]
