"""The turn clock's words in the four languages: the lobby's settings and room list, the countdown on the game
page and the feed's line when time ran out. ``catalog.web_words`` merges them with the pages' other words."""

from __future__ import annotations

CLOCK_WORDS: dict[str, dict[str, str]] = {
    "en": {
        "clock": "Turn clock",
        "clock_on": "A turn clock, in rooms with more than one person",
        "clock_allowance": "Seconds for each decision",
        "clock_bank": "Time bank of each player, in seconds, for when a decision takes longer",
        "clock_timeouts": "Time-outs in a row before a bot takes the seat (0: never)",
        "clock_listed": "clock {allowance} s + {bank} s",
        "clock_bank_left": "bank {time}",
        "clock_time_left": "{name} has {time} to decide",
        "clock_ran_out": "Time ran out: the bot played for {name}",
    },
    "it": {
        "clock": "Orologio di turno",
        "clock_on": "Un orologio di turno, nelle stanze con più di una persona",
        "clock_allowance": "Secondi per ogni decisione",
        "clock_bank": "Riserva di tempo di ogni giocatore, in secondi, per quando una decisione richiede di più",
        "clock_timeouts": "Tempi scaduti di fila prima che un bot prenda il posto (0: mai)",
        "clock_listed": "orologio {allowance} s + {bank} s",
        "clock_bank_left": "riserva {time}",
        "clock_time_left": "{name} ha {time} per decidere",
        "clock_ran_out": "Tempo scaduto: il bot ha giocato per {name}",
    },
    "es": {
        "clock": "Reloj de turno",
        "clock_on": "Un reloj de turno, en las salas con más de una persona",
        "clock_allowance": "Segundos para cada decisión",
        "clock_bank": "Reserva de tiempo de cada jugador, en segundos, para cuando una decisión tarda más",
        "clock_timeouts": "Tiempos agotados seguidos antes de que un bot ocupe el puesto (0: nunca)",
        "clock_listed": "reloj {allowance} s + {bank} s",
        "clock_bank_left": "reserva {time}",
        "clock_time_left": "{name} tiene {time} para decidir",
        "clock_ran_out": "Se acabó el tiempo: el bot jugó por {name}",
    },
    "ru": {
        "clock": "Часы хода",
        "clock_on": "Часы хода в комнатах, где больше одного человека",
        "clock_allowance": "Секунд на каждое решение",
        "clock_bank": "Запас времени каждого игрока в секундах, когда решение занимает дольше",
        "clock_timeouts": "Тайм-аутов подряд, после которых место занимает бот (0: никогда)",
        "clock_listed": "часы {allowance} с + {bank} с",
        "clock_bank_left": "запас {time}",
        "clock_time_left": "{name}: {time} на решение",
        "clock_ran_out": "Время вышло: бот сыграл за {name}",
    },
}
