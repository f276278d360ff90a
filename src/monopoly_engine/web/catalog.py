"""The web pages' own words in the four languages (the game's words come from the i18n catalogs).

``web_words(lang)`` is the catalog a page is rendered with and the client reads; ``pick_language`` reads the
browser's ``Accept-Language`` header. The pages' newer words are in the gettext catalogs, as ``web.<key>``
(listed in ``GETTEXT_IDS`` for the extraction); ``web_words`` gives them under ``<key>`` with the rest.
"""

from __future__ import annotations

import functools

from monopoly_engine.i18n import CATALOGS as GETTEXT
from monopoly_engine.i18n import DEFAULT_LANGUAGE, normalize_language

from .table_words import TABLE_WORDS


def N_(message_id: str) -> str:  # marks an id for ``pybabel extract``; left as it is
    return message_id


GETTEXT_IDS = (
    N_("web.seats_host"),
    N_("web.hand_to_bot"),
    N_("web.played_by"),
    N_("web.take_back"),
    N_("web.error_not_person"),
    N_("web.error_handed"),
    N_("web.error_bot"),
)

_EN = {
    "title": "Monopoly",
    "lobby": "Lobby",
    "new_room": "New room",
    "edition": "Edition",
    "options": "Rule options",
    "speed_die": "Speed Die",
    "rent_must_be_claimed": "Rent must be claimed",
    "max_rounds": "Round limit (empty: none)",
    "seats": "Seats",
    "seat": "Seat",
    "person": "Person",
    "nobody": "(no seat)",
    "your_name": "Your name",
    "create": "Create the room",
    "rooms": "Rooms",
    "no_rooms": "No rooms yet.",
    "open": "Open",
    "watch": "Watch",
    "join": "Take this seat",
    "free": "free",
    "start": "Start the game",
    "waiting_host": "Waiting for the host to start the game.",
    "share": "Share this link",
    "your_link": "Your own link (it keeps your seat: do not share it)",
    "started": "in play",
    "not_started": "waiting",
    "finished": "finished",
    "download_log": "Download the log",
    "events": "What happened",
    "players": "Players",
    "your_turn": "Your move",
    "waiting_for": "Waiting for {name}…",
    "spectating": "You are watching.",
    "pass": "Pass",
    "bid": "Bid",
    "back": "Back",
    "connecting": "Connecting…",
    "disconnected": "Connection lost; reconnecting…",
    "game_over": "The game is over.",
    "cards": "cards",
    "tickets": "tickets",
    "in_jail": "in jail",
    "bankrupt": "bankrupt",
    "mortgaged": "mortgaged",
    "price": "Price",
    "rent": "Rent",
    "house_cost": "House",
    "mortgage_value": "Mortgage",
    "owner": "Owner",
    "bank": "Bank",
    "error.stale": "The game moved on before your move arrived; here is where it is now.",
    "error.token": "That is not your seat's token.",
    "error.malformed": "The message could not be read: {problem}",
    "error.too_big": "The message is too large.",
    "error.not_waiting": "It is not your move.",
    "error.spectator": "Spectators cannot act.",
    "error.room": "There is no such room.",
    "error.options": "These rules cannot be played: {problem}",
    "error.seats": "A game needs between {low} and {high} seats.",
    "error.name": "That name cannot be used: {problem}",
    "error.taken": "That seat is taken.",
    "error.host": "Only the host can start the game.",
    "error.empty_seats": "Every person's seat must be taken before the start.",
    "claim_title": "Rent is owed to you",
    "interject_title": "Something happened: shout «Афёра!» before the next roll?",
    "lang": "Language",
}

_IT = {
    "title": "Monopoly",
    "lobby": "Sala d'attesa",
    "new_room": "Nuova stanza",
    "edition": "Edizione",
    "options": "Regole opzionali",
    "speed_die": "Dado della velocità",
    "rent_must_be_claimed": "L'affitto va richiesto",
    "max_rounds": "Limite di giri (vuoto: nessuno)",
    "seats": "Posti",
    "seat": "Posto",
    "person": "Persona",
    "nobody": "(nessun posto)",
    "your_name": "Il tuo nome",
    "create": "Crea la stanza",
    "rooms": "Stanze",
    "no_rooms": "Ancora nessuna stanza.",
    "open": "Apri",
    "watch": "Guarda",
    "join": "Prendi questo posto",
    "free": "libero",
    "start": "Inizia la partita",
    "waiting_host": "Si attende che chi ha creato la stanza inizi la partita.",
    "share": "Condividi questo link",
    "your_link": "Il tuo link personale (conserva il tuo posto: non condividerlo)",
    "started": "in corso",
    "not_started": "in attesa",
    "finished": "finita",
    "download_log": "Scarica il registro",
    "events": "Cronaca",
    "players": "Giocatori",
    "your_turn": "Tocca a te",
    "waiting_for": "Si attende {name}…",
    "spectating": "Stai guardando.",
    "pass": "Passa",
    "bid": "Offri",
    "back": "Indietro",
    "connecting": "Connessione…",
    "disconnected": "Connessione persa; nuovo tentativo…",
    "game_over": "La partita è finita.",
    "cards": "carte",
    "tickets": "biglietti",
    "in_jail": "in prigione",
    "bankrupt": "fallito",
    "mortgaged": "ipotecato",
    "price": "Prezzo",
    "rent": "Affitto",
    "house_cost": "Casa",
    "mortgage_value": "Ipoteca",
    "owner": "Proprietario",
    "bank": "Banca",
    "error.stale": "La partita è andata avanti prima che arrivasse la tua mossa; ecco com'è ora.",
    "error.token": "Questo non è il gettone del tuo posto.",
    "error.malformed": "Il messaggio non si può leggere: {problem}",
    "error.too_big": "Il messaggio è troppo grande.",
    "error.not_waiting": "Non tocca a te.",
    "error.spectator": "Chi guarda non può giocare.",
    "error.room": "Questa stanza non esiste.",
    "error.options": "Queste regole non si possono giocare: {problem}",
    "error.seats": "Una partita vuole da {low} a {high} posti.",
    "error.name": "Questo nome non si può usare: {problem}",
    "error.taken": "Il posto è già preso.",
    "error.host": "Solo chi ha creato la stanza può iniziare la partita.",
    "error.empty_seats": "Prima di iniziare ogni posto di una persona va occupato.",
    "claim_title": "Ti spetta un affitto",
    "interject_title": "È successo qualcosa: gridi «Афёра!» prima del prossimo tiro?",
    "lang": "Lingua",
}

_ES = {
    "title": "Monopoly",
    "lobby": "Sala",
    "new_room": "Nueva sala",
    "edition": "Edición",
    "options": "Reglas opcionales",
    "speed_die": "Dado de velocidad",
    "rent_must_be_claimed": "El alquiler se debe reclamar",
    "max_rounds": "Límite de rondas (vacío: ninguno)",
    "seats": "Puestos",
    "seat": "Puesto",
    "person": "Persona",
    "nobody": "(sin puesto)",
    "your_name": "Tu nombre",
    "create": "Crear la sala",
    "rooms": "Salas",
    "no_rooms": "Todavía no hay salas.",
    "open": "Abrir",
    "watch": "Mirar",
    "join": "Ocupar este puesto",
    "free": "libre",
    "start": "Empezar la partida",
    "waiting_host": "Esperando a que quien creó la sala empiece la partida.",
    "share": "Comparte este enlace",
    "your_link": "Tu enlace propio (guarda tu puesto: no lo compartas)",
    "started": "en juego",
    "not_started": "esperando",
    "finished": "terminada",
    "download_log": "Descargar el registro",
    "events": "Lo que pasó",
    "players": "Jugadores",
    "your_turn": "Te toca",
    "waiting_for": "Esperando a {name}…",
    "spectating": "Estás mirando.",
    "pass": "Pasar",
    "bid": "Pujar",
    "back": "Atrás",
    "connecting": "Conectando…",
    "disconnected": "Se perdió la conexión; reconectando…",
    "game_over": "La partida ha terminado.",
    "cards": "tarjetas",
    "tickets": "billetes",
    "in_jail": "en la cárcel",
    "bankrupt": "en bancarrota",
    "mortgaged": "hipotecada",
    "price": "Precio",
    "rent": "Alquiler",
    "house_cost": "Casa",
    "mortgage_value": "Hipoteca",
    "owner": "Dueño",
    "bank": "Banca",
    "error.stale": "La partida avanzó antes de que llegara tu jugada; así está ahora.",
    "error.token": "Esa no es la ficha de tu puesto.",
    "error.malformed": "No se pudo leer el mensaje: {problem}",
    "error.too_big": "El mensaje es demasiado grande.",
    "error.not_waiting": "No te toca.",
    "error.spectator": "Quien mira no puede jugar.",
    "error.room": "No existe esa sala.",
    "error.options": "Estas reglas no se pueden jugar: {problem}",
    "error.seats": "Una partida necesita de {low} a {high} puestos.",
    "error.name": "Ese nombre no se puede usar: {problem}",
    "error.taken": "Ese puesto está ocupado.",
    "error.host": "Solo quien creó la sala puede empezar la partida.",
    "error.empty_seats": "Antes de empezar hay que ocupar cada puesto de persona.",
    "claim_title": "Te deben un alquiler",
    "interject_title": "Algo pasó: ¿gritas «Афёра!» antes de la próxima tirada?",
    "lang": "Idioma",
}

_RU = {
    "title": "Монополия",
    "lobby": "Лобби",
    "new_room": "Новая комната",
    "edition": "Издание",
    "options": "Дополнительные правила",
    "speed_die": "Кубик скорости",
    "rent_must_be_claimed": "Ренту нужно потребовать",
    "max_rounds": "Предел кругов (пусто: без предела)",
    "seats": "Места",
    "seat": "Место",
    "person": "Человек",
    "nobody": "(нет места)",
    "your_name": "Ваше имя",
    "create": "Создать комнату",
    "rooms": "Комнаты",
    "no_rooms": "Комнат пока нет.",
    "open": "Открыть",
    "watch": "Смотреть",
    "join": "Занять это место",
    "free": "свободно",
    "start": "Начать игру",
    "waiting_host": "Ждём, когда создатель комнаты начнёт игру.",
    "share": "Поделитесь этой ссылкой",
    "your_link": "Ваша личная ссылка (хранит ваше место: не делитесь ею)",
    "started": "идёт",
    "not_started": "ожидание",
    "finished": "окончена",
    "download_log": "Скачать журнал",
    "events": "Ход игры",
    "players": "Игроки",
    "your_turn": "Ваш ход",
    "waiting_for": "Ждём игрока {name}…",
    "spectating": "Вы зритель.",
    "pass": "Пропустить",
    "bid": "Ставка",
    "back": "Назад",
    "connecting": "Подключение…",
    "disconnected": "Связь потеряна; переподключение…",
    "game_over": "Игра окончена.",
    "cards": "карточки",
    "tickets": "билеты",
    "in_jail": "в тюрьме",
    "bankrupt": "банкрот",
    "mortgaged": "в залоге",
    "price": "Цена",
    "rent": "Рента",
    "house_cost": "Дом",
    "mortgage_value": "Залог",
    "owner": "Владелец",
    "bank": "Банк",
    "error.stale": "Игра ушла вперёд, пока шёл ваш ход; вот что сейчас.",
    "error.token": "Это не жетон вашего места.",
    "error.malformed": "Сообщение не прочитать: {problem}",
    "error.too_big": "Сообщение слишком большое.",
    "error.not_waiting": "Сейчас не ваш ход.",
    "error.spectator": "Зрители не могут ходить.",
    "error.room": "Такой комнаты нет.",
    "error.options": "По этим правилам играть нельзя: {problem}",
    "error.seats": "В игре от {low} до {high} мест.",
    "error.name": "Это имя нельзя взять: {problem}",
    "error.taken": "Это место занято.",
    "error.host": "Начать игру может только создатель комнаты.",
    "error.empty_seats": "Перед началом все места людей должны быть заняты.",
    "claim_title": "Вам должны ренту",
    "interject_title": "Что-то произошло: крикнуть «Афёра!» до следующего броска?",
    "lang": "Язык",
}

CATALOGS = {"en": _EN, "it": _IT, "es": _ES, "ru": _RU}


@functools.cache
def web_words(lang: str) -> dict[str, str]:
    lang = lang if lang in CATALOGS else "en"
    words = dict(CATALOGS[lang])
    words.update(TABLE_WORDS[lang])
    for message_id in GETTEXT_IDS:
        text = GETTEXT[lang].get(message_id) or GETTEXT["en"][message_id]
        assert isinstance(text, str)  # none of them is a plural message
        words[message_id[len("web.") :]] = text
    return words


def word(lang: str, key: str, **values: object) -> str:
    text = web_words(lang).get(key) or web_words("en").get(key, key)
    return text.format(**values) if values else text


def pick_language(accept_language: str | None, chosen: str | None = None) -> str:
    """``?lang=`` if it names one of the four languages, else the browser's preference by weight, else English."""
    found = normalize_language(chosen)
    if found:
        return found
    weighted: list[tuple[float, int, str]] = []
    for position, part in enumerate((accept_language or "").split(",")):
        tag, _, params = part.strip().partition(";")
        weight = 1.0
        if params.strip().startswith("q="):
            try:
                weight = float(params.strip()[2:])
            except ValueError:
                weight = 0.0
        lang = normalize_language(tag)
        if lang and weight > 0:
            weighted.append((-weight, position, lang))
    return min(weighted)[2] if weighted else DEFAULT_LANGUAGE
