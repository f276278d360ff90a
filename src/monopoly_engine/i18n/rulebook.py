"""The rule books' own words, quoted by the terminal game's ``help`` under the project's explanation.

Quotations, not translations: they exist only in the languages of the rule books the project follows
(``../shared/seeds``): Italian (Monopoly 80th anniversary edition, Italy 2014, ``000``) and Spanish
(Monopoly Standard, Spain 2013, ``003``); for a Monopoly Mega game (rule option ``mega_dice``) the Italian
Mega book (``002``), quoted in Italian help for every topic it covers, the classic books never; and Russian
(Monopoly Cheaters, «Большая Афёра», Russia 2017, ``004``) for the Cheaters edition's own topics only (cheats,
accusations, held cards, Free Parking, sales to the bank): its other rules differ from the classic game's.
English help has the explanation only. The books print their currency as a symbol;
it is written ``M`` here (``M50``). Omissions are marked ``[…]``; obvious misprints of the PDF text are
corrected.
"""

from __future__ import annotations

SOURCES: dict[str, str] = {
    "it": "Monopoly, edizione speciale 80° anniversario, Italia 2014 — Guida al gioco",
    "es": "Monopoly Standard, España 2013 — Instrucciones",
    "ru": "Монополия: Большая Афёра, Hasbro Россия 2017 — Правила игры",
}

QUOTES: dict[str, dict[str, str]] = {
    "it": {
        "turn": (
            "Se avete ottenuto un numero doppio (ossia lo stesso valore su entrambi i dadi), avanzate sul "
            "tabellone, completate il turno in funzione della casella su cui avete terminato la vostra mossa, "
            "quindi giocate immediatamente un nuovo turno, lanciando di nuovo i dadi. Attenti, però! Se ottenete "
            "un numero doppio per 3 volte di seguito nel corso dello stesso turno, dovete andare direttamente in "
            "prigione, e senza passare dal VIA!"
        ),
        "jail": (
            "Per uscire di prigione avete 3 possibilità: 1 Pagare M50 all’inizio del vostro turno successivo, "
            "lanciare i dadi e usare il totale ottenuto per avanzare normalmente sul tabellone. 2 Se la possedete, "
            "usare una carta Uscite gratis di prigione all’inizio del vostro turno di gioco immediatamente "
            "successivo, oppure comprarne una da un altro giocatore. […] 3 Cercare di ottenere un numero doppio "
            "all’inizio del vostro turno successivo. Se ce la fate, siete liberi, e potete usare il totale ottenuto "
            "per avanzare sul tabellone. Per cercare di ottenere un numero doppio potete utilizzare fino a 3 turni "
            "successivi, ma se entro il terzo lancio non ce l’avete fatta, dovete pagare alla Banca M50 e usare "
            "l’ultimo lancio per procedere sul tabellone e proseguire nel gioco."
        ),
        "buy": (
            "Quando finite con la vostra pedina su una strada che non è posseduta da alcun giocatore, potete "
            "comprarla oppure farla mettere immediatamente all’asta. Volete comprarla? Pagate alla Banca il valore "
            "indicato sulla casella corrispondente del tabellone e prendete il relativo contratto."
        ),
        "auction": (
            "1. Il Banchiere dà il via all’asta offrendo a tutti la proprietà per la somma di M10. 2. Qualsiasi "
            "giocatore può aumentare la somma offerta anche solo di M1, e all’asta possono partecipare tanto il "
            "Banchiere quanto il giocatore che originariamente era finito su quella specifica casella. 3. Chi "
            "offre di più vince l’asta, paga alla Banca la somma offerta e si aggiudica il relativo contratto. "
            "Cosa succede se nessuno è interessato ad una specifica proprietà? Non c’è problema: nessun giocatore "
            "deve pagare alcunché e il gioco prosegue normalmente."
        ),
        "building_auction": (
            "La Banca non ha edifici a sufficienza? Se più giocatori vogliono comprare l’ultima casa o l’ultimo "
            "albergo disponibili, il Banchiere deve mettere all’asta anche questi edifici, con una base di "
            "partenza di M10. La Banca non ha più disponibilità di edifici? In questo caso, non si può costruire "
            "nulla di nuovo fino a quando qualche giocatore non rende alla Banca qualche edificio di sua proprietà."
        ),
        "build": (
            "Le case devono essere costruite in maniera equilibrata sulle varie strade: non si può ad esempio "
            "costruire una seconda casa su una stessa strada se su ciascuna delle altre strade dello stesso colore "
            "non avete costruito almeno una casa. Su ogni strada possono essere costruite al massimo 4 case. […] "
            "Su una strada non si possono costruire edifici se qualsiasi altra strada appartenente allo stesso "
            "gruppo è stata ipotecata."
        ),
        "sell": (
            "Potete vendere gli alberghi alla Banca alla metà del loro prezzo di acquisto e scambiarli "
            "immediatamente con 4 case. Potete vendere le case alla Banca alla metà del loro prezzo di acquisto. "
            "Seguendo lo stesso criterio con cui sono state costruite, le case devono essere vendute in maniera "
            "equilibrata prendendole dalle varie strade che appartengono a un gruppo dello stesso colore."
        ),
        "mortgage": (
            "Per ipotecare una strada, dovete innanzitutto vendere tutti gli edifici che sono stati costruiti "
            "sulle altre strade dello stesso colore alla Banca, sempre alla metà del loro prezzo di acquisto. Per "
            "accendere un’ipoteca, voltate il relativo contratto a faccia in giù e incassate dalla Banca il valore "
            "dell’ipoteca, che è indicato sul retro del titolo di proprietà."
        ),
        "unmortgage": (
            "Per estinguere un’ipoteca, pagate alla Banca il costo della cancellazione (che equivale al valore "
            "ipotecario aumentato del 10%) e voltate di nuovo il relativo contratto a faccia in su."
        ),
        "trade": (
            "In qualsiasi momento della partita i giocatori possono comprare, vendere o scambiare le proprietà fra "
            "loro. Prima di poter vendere o scambiare una strada con un altro giocatore è obbligatorio vendere alla "
            "Banca tutte le case o gli alberghi che siano stati edificati sulle altre strade dello stesso colore. "
            "Case e alberghi non possono essere venduti o scambiati con gli altri giocatori. Le proprietà possono "
            "essere scambiate con denaro in contanti, con altre proprietà e / o con le carte Uscite gratis di "
            "prigione. L’ammontare viene deciso dai giocatori che stringono l’accordo."
        ),
        "mortgage_received": (
            "Le proprietà ipotecate possono essere scambiate a qualsiasi prezzo convenuto fra i giocatori. Il nuovo "
            "proprietario deve immediatamente: o estinguere l’ipoteca (pagando alla Banca l’ammontare dovuto per "
            "cancellare l’ipoteca), o scegliere di mantenerla (e in questo caso dovrà pagare subito alla Banca il "
            "10% del valore ipotecario)."
        ),
        "debt": (
            "Cercate di raggranellare del denaro. Se dovete pagare una somma e non avete risorse, cercate di "
            "raggranellare un po’ di contanti vendendo i vostri edifici e / o ipotecando le vostre proprietà."
        ),
        "bankruptcy": (
            "Se dopo aver raccolto questi contanti siete ancora in debito, siete andati in bancarotta e venite "
            "istantaneamente eliminati dal gioco! Dovete ancora del denaro a qualche altro giocatore? "
            "Consegnategli eventuali carte Uscite gratis di prigione e tutte le vostre proprietà ipotecate. […] "
            "Dovete ancora del denaro alla Banca? Restituite alla Banca tutte le vostre proprietà; eventuali "
            "ipoteche che ancora gravano su di esse vengono istantaneamente cancellate. Tutte le vostre proprietà "
            "devono essere messe immediatamente all’asta, una alla volta."
        ),
    },
    "es": {
        "speed_bus": (
            "Autobús: Puedes elegir moverte usando el valor de uno o ambos dados blancos. Así, si sacaste un 1 y "
            "un 5, puedes moverte 1 espacio, 5 espacios o 6 espacios. […] El Dado Rápido no cuenta para los dobles."
        ),
        "speed_triple": (
            "Si sacas 3 números iguales (los tres dados muestran el mismo número), puedes mover tu peón a "
            "cualquier casilla del tablero."
        ),
        "turn": (
            "1 Tira los dos dados blancos. 2 Avanza ese mismo número de casillas. 3 ¿Dónde has caído? […] 4 Si "
            "sacas dobles, vuelve a tirar los dados y juega otra vez. ¡Pero cuidado! Si sacas dobles 3 veces en el "
            "mismo turno, ¡debes ir a la cárcel! 5 Tu turno ha finalizado. Le toca al jugador situado a tu izquierda."
        ),
        "jail": (
            "¿Cómo puedo salir de la cárcel? Tienes 3 opciones: 1 Pagar M50 al comienzo de tu siguiente turno, "
            "luego tirar los dados y mover como siempre. 2 Usar una carta de Quedas libre de la cárcel al comienzo "
            "de tu siguiente turno, si tienes una (o comprar una a otro jugador). Coloca la carta en la parte "
            "inferior del montón, luego tira los dados y mueve como siempre. 3 Sacar dobles en tu siguiente turno. "
            "Si lo haces, ¡eres libre! Usa el número obtenido en los dados para moverte. Puedes intentar sacar "
            "dobles durante 3 turnos. Si después de haber esperado durante tres turnos no has conseguido sacar "
            "dobles, paga M50 y mueve tu peón de acuerdo con tu última tirada."
        ),
        "buy": (
            "Cuando caigas sobre una calle que no tenga dueño, puedes comprarla o subastarla. ¿Quieres comprarla? "
            "Paga el precio mostrado en esa casilla del tablero y coge su tarjeta de Título de Propiedad. ¿No "
            "quieres comprarla? Entonces el banquero debe subastarla. La puja empieza con M10. Todos los jugadores "
            "pueden participar en la subasta."
        ),
        "auction": (
            "1. El banquero empieza la subasta ofreciendo la casilla a todos los jugadores por M10. 2. Cualquiera "
            "puede incrementar la puja en un mínimo de M1 (incluso el banquero y el jugador que cayó originalmente "
            "en la casilla). 3. El mejor postor gana la subasta, paga a la banca, y coge la correspondiente "
            "tarjeta de Título de Propiedad. ¿Y si nadie la quiere? No pasa nada. Nadie paga."
        ),
        "building_auction": (
            "¿Escasez de edificios? Si varios jugadores quieren la última casa o el último hotel, el banquero debe "
            "subastarlos. Las pujas empiezan con M10. ¿Ya no quedan edificios? No puedes comprar hasta que algún "
            "jugador venda los suyos."
        ),
        "build": (
            "Construye de manera uniforme. No puedes construir una segunda casa en una calle hasta que hayas "
            "construido una casa en cada calle del grupo. Puedes tener un máximo de 4 casas en una calle. […] No "
            "puedes construir en una calle si cualquier calle del mismo grupo de color está hipotecada."
        ),
        "sell": (
            "Vende hoteles a la banca por la mitad de su precio y recibe a cambio inmediatamente 4 casas. Vende "
            "casas a la banca por la mitad de su precio. Las casas deben venderse de manera uniforme en un grupo de "
            "color."
        ),
        "mortgage": (
            "Para hipotecar una propiedad, primero debes vender a la banca todos los edificios de ese grupo de "
            "color por la mitad de su precio. Para hipotecar, vuelve hacia abajo su tarjeta de Título de Propiedad "
            "y recibe de la banca el valor de la hipoteca mostrado en la parte posterior de la tarjeta."
        ),
        "unmortgage": (
            "Para levantar una hipoteca, paga el precio de la deshipoteca a la banca (valor de la hipoteca +10%), y "
            "luego vuelve hacia arriba la tarjeta de Título de Propiedad."
        ),
        "trade": (
            "Puedes comprar, vender o intercambiar propiedades con otros jugadores en cualquier momento. Debes "
            "vender todos los edificios de un grupo de color a la banca antes de vender o intercambiar una calle del "
            "mismo. No puedes vender (o intercambiar) edificios a otro jugador. Las propiedades pueden cambiarse "
            "por dinero, por otras propiedades y/o por tarjetas de Quedas libre de la cárcel. La cantidad se "
            "decide entre los jugadores que hacen el trato."
        ),
        "mortgage_received": (
            "Las propiedades hipotecadas pueden intercambiarse a cualquier precio acordado. El nuevo dueño debe "
            "inmediatamente: Levantar la hipoteca (pagando a la banca el precio de la deshipoteca). O mantener la "
            "hipoteca (paga ahora a la banca solo el 10% del valor de la hipoteca)."
        ),
        "debt": (
            "Intenta conseguir dinero. Si debes dinero y no puedes pagar, intenta conseguir dinero vendiendo "
            "edificios y/o hipotecando propiedades."
        ),
        "bankruptcy": (
            "Si sigues teniendo deudas, ¡estás en bancarrota y quedas eliminado de la partida! ¿Debes a otro "
            "jugador? Entrégale todas tus cartas de Quedas libre de la cárcel y tus propiedades hipotecadas. […] "
            "¿Debes a la banca? Devuelve a la banca todas tus propiedades. Todas las hipotecas quedan canceladas. "
            "Todas tus propiedades deben sacarse inmediatamente a subasta. Devuelve tus cartas de Quedas libre de "
            "la cárcel a la parte inferior del montón."
        ),
    },
}

QUOTES["ru"] = {
    "cheat": (
        "Тайком выполни указание карточки “Афёра”. Затем подожди, пока следующий игрок бросит кубики. Если до "
        "этого момента никто тебя не поймал, афёра удалась! […] Получи награду, которая указана на оборотной "
        "стороне соответствующей карточки. […] Мошенничать можно как во время своего хода, так и во время хода "
        "другого игрока."
    ),
    "accuse": (
        "Если ты считаешь, что кто-то схитрил, выкрикни “АФЁРА!” и скажи, как её выполнил игрок, прежде чем "
        "другой игрок бросит кубики. Если обвиняемый виновен, он платит штраф, указанный на оборотной стороне "
        "карточки “Афёра”. […] Если ты докажешь, что невиновен, обвинитель должен заплатить тебе 100."
    ),
    "deck_choice": (
        "Возможности повсюду - даже на земле пустого парковочного места! Вытяни карточку “Шанс” или "
        "“Общественная казна”!"
    ),
    "card_limit": (
        "Одновременно у тебя может находиться только одна карточка “Шанс” и одна карточка “Общественная казна”. "
        "Например, если перед тобой лежит карточка “Шанс”, а тебе нужно взять другую, возьми. В этом случае "
        "тебе нужно тут же использовать и/или сбросить одну из них, положив её в низ стопки карточек “Шанс”."
    ),
    "play_card": (
        "Если в ней необходимо выполнить действие немедленно, прочти её вслух и выполни указания. В остальных "
        "случаях придержи карточку у себя, пока не будешь готов её использовать."
    ),
    "sell_property": (
        "Продай собственность в Банк по номинальной стоимости или другому игроку по договорной цене. Продай "
        "свои объекты с Отелем в Банк по цене ренты объекта с одним Отелем или другому игроку по договорной "
        "цене. Неважно, кому ты продаёшь собственность, Банку или другому игроку, Отель остаётся на своём месте."
    ),
    "return_deed": (
        "Если карточка “Афёра”, “Шанс” и “Общественная казна” велит тебе отдать Банку собственность, на которой "
        "стоит Отель, то Отель остаётся на своём месте. Если кто-то покупает эту собственность у Банка, то "
        "платит номинальную стоимость данного объекта, а Отель достаётся ему бесплатно!"
    ),
}


MEGA_SOURCE = "Monopoly Mega — Regole (Italia)"

# The Mega book (002), by help topic; it writes its money as euro amounts.
MEGA_QUOTES: dict[str, str] = {
    "mega_turn": (
        "Monopoly Mega è una variante di Monopoly per 2-4 giocatori. […] Lancia tutti i dadi. Avanzare in base al "
        "risultato. Il dado blu può portare a un’azione aggiuntiva. […] Il dado blu mostra i punti: tutti e 3 i "
        "dadi mostrano punti. Avanzate di tante caselle quanti sono i vostri punti. Il dado blu mostra il signor "
        "Monopoly: avete un bonus. Avanzate di tante caselle quanti sono i punti segnati sul dado bianco. Muovete "
        "la vostra pedina sulla prima casella Proprietà che non è ancora stata acquistata. Ora è possibile "
        "acquistarla. Se tutte le proprietà sono state acquistate, spostarsi sulla proprietà più vicina e pagare "
        "l’affitto. Se la proprietà più vicina è stata ipotecata, rimanete dove siete. Il dado blu indica "
        "l’autobus: prendete un biglietto dell’autobus. Se non ci sono più biglietti dell’autobus in gioco, "
        "spostarsi verso la Imprevisti o la Probabilità più vicina. […] Solo i dadi bianchi determinano i "
        "raddoppi. Invece di tirare di nuovo, si può usare un biglietto dell’autobus. […] Tre doppi consecutivi "
        "vi faranno finire in prigione."
    ),
    "mega_jail": (
        "Ci sono 4 modi per uscire dal carcere: usare una carta “Esci dal carcere”. Acquistare una carta “Esci "
        "gratis di prigione” da un giocatore. Pagare 50 euro e giocare il turno successivo. Cercare di completare "
        "un raddoppio in tre round. Se al termine del terzo tiro non si riesce, pagare 50 € e proseguire in base "
        "al risultato dell’ultimo tiro. […] Se siete in prigione, tirate solo i dadi bianchi per ottenere un "
        "doppio. Se siete in prigione, ma avete pagato per uscire, tirate tutti e 3 i dadi."
    ),
    "mega_triple": (
        "Una tripla 1, 2 o 3 permette di spostarsi in senso orario verso una casella a scelta. Se si passa per la "
        "casella Via, si ricevono 200 euro. Se avete fatto due doppi e poi un triplo, non andrete in prigione."
    ),
    "ticket": (
        "È possibile utilizzare un biglietto dell’autobus invece di lanciare i dadi. Per farlo, è necessario "
        "avere un biglietto dell’autobus. L’utilizzo di un biglietto dell’autobus consente di spostarsi in "
        "qualsiasi casella del proprio lato del tabellone, sempre in senso orario. Una casella all’angolo è "
        "considerata la prima o l’ultima casella di un lato del tabellone. Dopo l’uso, restituire il biglietto "
        "dell’autobus alla banca; non è più possibile giocarlo. Attenzione! I biglietti dell’autobus devono "
        "essere visibili a tutti."
    ),
    "auction_square": (
        "Scegliete una proprietà che non è ancora stata acquistata: verrà messa all’asta. Se tutte le proprietà "
        "sono state acquistate, ci si ferma alla proprietà che costa di più per un giocatore."
    ),
    "gift": (
        "Ci sono 2 possibilità: ricevere 100 € dalla banca. Prendere un biglietto dell’autobus dalla pila di "
        "estrazione."
    ),
    "depots": (
        "Potete costruire un deposito ferroviario nelle vostre stazioni per 100 euro. Un deposito ferroviario vi "
        "permetterà di raddoppiare l’affitto della stazione. Potete rivendere i depositi ferroviari a metà prezzo "
        "alla banca."
    ),
    "mega_build": (
        "Ogni gruppo ha una proprietà aggiuntiva. Se si possiedono tutti i terreni dello stesso colore tranne "
        "uno, è possibile costruire case e alberghi su qualsiasi proprietà. Riscuotere un doppio affitto sui "
        "terreni non edificati. Se possedete tutti i terreni dello stesso colore e ogni lotto ha un hotel, potete "
        "costruire un grattacielo. Riscuotere un affitto triplo su un terreno non edificato. […] Per acquistare "
        "un grattacielo, pagare il prezzo indicato e restituire un hotel. Il limite è di 1 grattacielo per "
        "proprietà. È necessario rispettare la regola della progressività, secondo la quale due case dello "
        "stesso gruppo non devono trovarsi a più di una casa di distanza. Se non potete permettervi di costruire, "
        "potete dividere gli edifici in parti uguali tra le proprietà, riconvertire un hotel in case o vendere un "
        "grattacielo a metà del suo prezzo per sostituirlo con un hotel."
    ),
    "buy": (
        "Se la casella Proprietà su cui ci si è fermati è libera, è possibile acquistarla. Pagate alla banca "
        "l’importo indicato sulla casella. In cambio, riceverete una carta Proprietà che dovrete posizionare a "
        "faccia in su davanti a voi. Se non si desidera acquistare la proprietà, questa verrà messa all’asta "
        "dalla banca."
    ),
    "auction": (
        "Se non si desidera acquistare la proprietà, questa verrà messa all’asta dalla banca. Il prezzo parte da "
        "quello offerto da un giocatore che desidera acquistare la proprietà. È possibile partecipare all’asta. "
        "Il miglior offerente si aggiudica la proprietà."
    ),
    "building_auction": (
        "Se tutte le case sono state acquistate, bisogna aspettare prima di acquistarne altre o di scambiare un "
        "hotel. Se la domanda supera l’offerta, le case e gli hotel saranno venduti all’asta. L’asta inizia al "
        "prezzo più basso indicato sulle schede degli immobili. L’edificio va al miglior offerente."
    ),
    "sell": (
        "Le case e gli hotel non possono essere venduti ad altri giocatori, ma solo alla banca, in qualsiasi "
        "momento. Riceverete metà del prezzo dell’hotel e metà del prezzo delle 4 case che sono state scambiate "
        "per costruire l’hotel. […] È possibile vendere un hotel in cambio di 4 case."
    ),
    "mortgage": (
        "Se siete a corto di liquidità, potete ipotecare un immobile con la banca. […] Ma attenzione! Finché ci "
        "sono edifici su una proprietà, non potete ipotecarla. Prima di ipotecare l’immobile, vendete tutti gli "
        "edifici presenti. Per ipotecare una proprietà, si gira la carta Proprietà corrispondente e si riceve il "
        "valore dell’ipoteca dalla banca. Si rimane proprietari, ma non si riceve più l’affitto."
    ),
    "unmortgage": "Per revocare un’ipoteca, pagare alla banca il prezzo dell’ipoteca + il 10% di interessi.",
    "trade": (
        "Per vendere a un altro giocatore, concordare un prezzo. Attenzione! Finché c’è un edificio in una delle "
        "proprietà del gruppo, non si può vendere. Prima di poter vendere il terreno, è necessario vendere gli "
        "edifici alla banca. Non è possibile vendere una proprietà ipotecata alla banca, ma è possibile venderla "
        "a un altro giocatore."
    ),
    "mortgage_received": (
        "È possibile vendere la proprietà ipotecata a un altro giocatore concordando un prezzo tra di voi. Egli "
        "può liberare l’ipoteca immediatamente con un interesse del 10%. Se sceglie di togliere l’ipoteca in un "
        "secondo momento, pagherà il 10% di interessi ora, il valore dell’ipoteca e il 10% di interessi in "
        "seguito. […] Se avete acquistato l’ultimo lotto di un gruppo dopo aver costruito sugli altri lotti e "
        "questo lotto è ipotecato, dovete rimuovere l’ipoteca."
    ),
    "debt": (
        "Se siete a corto di liquidità, potete ipotecare un immobile con la banca. Solo la banca può prestare "
        "denaro, e solo sotto forma di ipoteca. […] Un giocatore è in bancarotta quando non è in grado di pagare "
        "i propri debiti."
    ),
    "bankruptcy": (
        "Debiti verso la banca: la banca raccoglie le carte denaro e proprietà del giocatore. Le proprietà "
        "vengono messe all’asta. […] Debiti verso un altro giocatore: gli edifici vengono venduti alla banca a "
        "metà del loro valore. Il giocatore recupera il suo denaro, le sue carte proprietà e le sue carte “sei "
        "stato rilasciato dalla prigione”. Nel caso di proprietà ipotecate, il 10% di interessi deve essere "
        "pagato immediatamente e il giocatore può scegliere se rimuovere l’ipoteca in un secondo momento o se "
        "rimuoverla subito."
    ),
}

# Help topics that share a quotation.
_SAME = {"trade_reply": "trade"}
_SAME_MEGA = {"trade_reply": "trade", "turn": "mega_turn", "jail": "mega_jail", "build": "mega_build"}


# The language of each family's books: the classic game's in Italian (000) and Spanish (003), the Cheaters
# edition's in Russian (004); Mega's Italian book has its own quotations (``MEGA_QUOTES``).
BOOK_LANGUAGES = {"classic": ("it", "es"), "cheaters": ("ru",)}


def quote(language: str, topic: str, *, book: str = "classic") -> tuple[str, str] | None:
    """``(source, the book's words)`` on ``topic`` in the ``language`` rule book of the game's family of books
    (``Edition.rule_book``), or None when that family has no book in that language or it does not say."""
    if book == "mega":
        text = MEGA_QUOTES.get(_SAME_MEGA.get(topic, topic)) if language == "it" else None
        return (MEGA_SOURCE, text) if text else None
    if language not in BOOK_LANGUAGES.get(book, ()):
        return None
    quotes = QUOTES.get(language)
    if not quotes:
        return None
    text = quotes.get(_SAME.get(topic, topic))
    return (SOURCES[language], text) if text else None
