"""The chat's words in the four languages (``web/chat.py``, ``static/chat.js``): its box, its refusals, the host's
mutes and the quick reactions. Kept apart from the table's and the pages' words so that each part of the page
owns its words; ``catalog.web_words`` merges them. The reactions are phrases, not emoji: a phrase reads the same
on every device, an emoji needs a font the device may lack."""

from __future__ import annotations

# The quick reactions are the words whose keys start with this, their buttons in the words' order (static/chat.js).
REACTION = "quick_"

CHAT_WORDS: dict[str, dict[str, str]] = {
    "en": {
        "chat_title": "Chat",
        "chat_placeholder": "Say something to the table",
        "chat_send": "Send",
        "chat_empty": "An empty message is not sent.",
        "chat_muted": "The host has muted you in this room's chat.",
        "chat_slow": "Slow down: at most {n} messages every {seconds} seconds.",
        "chat_host_only": "Only the host can mute someone.",
        "chat_no_seat": "There is no person at that seat.",
        "chat_spectator": "spectator",
        "chat_mute": "Mute {name}",
        "chat_unmute": "Let {name} speak",
        "chat_mute_spectators": "Mute the spectators",
        "chat_unmute_spectators": "Let the spectators speak",
        "chat_mutes": "Who may speak (as the host)",
        "chat_reactions": "Quick reactions",
        "quick_deal": "Deal?",
        "quick_no_deal": "No deal.",
        "quick_nice": "Nice move!",
        "quick_ouch": "Ouch!",
        "quick_gg": "Good game!",
    },
    "it": {
        "chat_title": "Chat",
        "chat_placeholder": "Scrivi qualcosa al tavolo",
        "chat_send": "Invia",
        "chat_empty": "Un messaggio vuoto non viene inviato.",
        "chat_muted": "Chi ha creato la stanza ti ha zittito in questa chat.",
        "chat_slow": "Piano: al massimo {n} messaggi ogni {seconds} secondi.",
        "chat_host_only": "Solo chi ha creato la stanza può zittire qualcuno.",
        "chat_no_seat": "A quel posto non siede nessuna persona.",
        "chat_spectator": "spettatore",
        "chat_mute": "Zittisci {name}",
        "chat_unmute": "Lascia parlare {name}",
        "chat_mute_spectators": "Zittisci gli spettatori",
        "chat_unmute_spectators": "Lascia parlare gli spettatori",
        "chat_mutes": "Chi può parlare (per chi ha creato la stanza)",
        "chat_reactions": "Reazioni rapide",
        "quick_deal": "Affare?",
        "quick_no_deal": "Niente affare.",
        "quick_nice": "Bella mossa!",
        "quick_ouch": "Ahi!",
        "quick_gg": "Bella partita!",
    },
    "es": {
        "chat_title": "Chat",
        "chat_placeholder": "Di algo a la mesa",
        "chat_send": "Enviar",
        "chat_empty": "Un mensaje vacío no se envía.",
        "chat_muted": "Quien creó la sala te ha silenciado en este chat.",
        "chat_slow": "Más despacio: como mucho {n} mensajes cada {seconds} segundos.",
        "chat_host_only": "Solo quien creó la sala puede silenciar a alguien.",
        "chat_no_seat": "En ese asiento no hay ninguna persona.",
        "chat_spectator": "espectador",
        "chat_mute": "Silenciar a {name}",
        "chat_unmute": "Dejar hablar a {name}",
        "chat_mute_spectators": "Silenciar a los espectadores",
        "chat_unmute_spectators": "Dejar hablar a los espectadores",
        "chat_mutes": "Quién puede hablar (para quien creó la sala)",
        "chat_reactions": "Reacciones rápidas",
        "quick_deal": "¿Trato?",
        "quick_no_deal": "No hay trato.",
        "quick_nice": "¡Buena jugada!",
        "quick_ouch": "¡Ay!",
        "quick_gg": "¡Buena partida!",
    },
    "ru": {
        "chat_title": "Чат",
        "chat_placeholder": "Напишите что-нибудь столу",
        "chat_send": "Отправить",
        "chat_empty": "Пустое сообщение не отправляется.",
        "chat_muted": "Создатель комнаты запретил вам писать в этот чат.",
        "chat_slow": "Не так быстро: не больше {n} сообщений за {seconds} секунд.",
        "chat_host_only": "Запретить писать может только создатель комнаты.",
        "chat_no_seat": "На этом месте нет человека.",
        "chat_spectator": "зритель",
        "chat_mute": "Запретить писать: {name}",
        "chat_unmute": "Разрешить писать: {name}",
        "chat_mute_spectators": "Запретить писать зрителям",
        "chat_unmute_spectators": "Разрешить писать зрителям",
        "chat_mutes": "Кто может писать (для создателя комнаты)",
        "chat_reactions": "Быстрые реакции",
        "quick_deal": "Меняемся?",
        "quick_no_deal": "Не договорились.",
        "quick_nice": "Отличный ход!",
        "quick_ouch": "Ой!",
        "quick_gg": "Хорошая игра!",
    },
}


def chat_words(lang: str) -> dict[str, str]:
    """The chat's words in ``lang`` (English for a language it does not have): the waiting page's, which shows
    the chat and none of the game page's other words."""
    return CHAT_WORDS.get(lang, CHAT_WORDS["en"])
