"""The web table's own words in the four languages: the middle of the board, and (as they come) the clock, the
chat, the alerts and the results. Kept apart from ``catalog.py``'s page words so that each part of the page
owns its words; ``catalog.web_words`` merges them."""

from __future__ import annotations

TABLE_WORDS: dict[str, dict[str, str]] = {
    "en": {
        "last_roll": "{name} rolled {total}",
        "doubles": "doubles",
        "no_roll_yet": "Nobody has rolled yet.",
        "turn_of": "{name}'s turn",
        "round": "Round {n}",
        "bank_houses": "Houses in the bank",
        "bank_hotels": "hotels",
        "bank_skyscrapers": "skyscrapers",
        "speed_bus": "Bus",
        "speed_mr": "Mr M",
    },
    "it": {
        "last_roll": "{name} ha tirato {total}",
        "doubles": "doppio",
        "no_roll_yet": "Nessuno ha ancora tirato.",
        "turn_of": "Tocca a {name}",
        "round": "Giro {n}",
        "bank_houses": "Case in banca",
        "bank_hotels": "alberghi",
        "bank_skyscrapers": "grattacieli",
        "speed_bus": "Bus",
        "speed_mr": "Mr M",
    },
    "es": {
        "last_roll": "{name} sacó {total}",
        "doubles": "dobles",
        "no_roll_yet": "Nadie ha tirado todavía.",
        "turn_of": "Turno de {name}",
        "round": "Ronda {n}",
        "bank_houses": "Casas en la banca",
        "bank_hotels": "hoteles",
        "bank_skyscrapers": "rascacielos",
        "speed_bus": "Bus",
        "speed_mr": "Sr M",
    },
    "ru": {
        "last_roll": "{name}: выпало {total}",
        "doubles": "дубль",
        "no_roll_yet": "Никто ещё не бросал.",
        "turn_of": "Ходит {name}",
        "round": "Круг {n}",
        "bank_houses": "Домов в банке",
        "bank_hotels": "отелей",
        "bank_skyscrapers": "небоскрёбов",
        "speed_bus": "Автобус",
        "speed_mr": "М-р М",
    },
}
