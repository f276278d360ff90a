"""Messaggi in italiano (le stesse chiavi del catalogo inglese)."""

MESSAGES: dict[str, str] = {
    # --- formati ---------------------------------------------------------------------------------------
    "fmt.thousands": ".",
    "fmt.money": "{amount} {symbol}",
    "fmt.list": "{items} e {last}",
    "fmt.quoted": "“{text}”",
    "fmt.dice": "{a} e {b} ({total})",
    # --- parole ----------------------------------------------------------------------------------------
    "word.bank": "la Banca",
    "word.player_n": "giocatore {number}",
    "word.nothing": "niente",
    "word.card_of": "una carta “{deck}” Uscite gratis di prigione",
    "word.mortgaged_mark": "(ipotecata)",
    "level.0": "nessun edificio",
    "level.1": "1 casa",
    "level.2": "2 case",
    "level.3": "3 case",
    "level.4": "4 case",
    "level.5": "un albergo",
    # --- frasi degli eventi ----------------------------------------------------------------------------
    "ev.unknown": "È successo qualcosa ({kind}).",
    "ev.deck_shuffled": "Il mazzo {deck} è stato mischiato.",
    "ev.order_rolled": "{player} ha tirato {dice} per decidere chi inizia.",
    "ev.turn_started": "È il turno di {player}.",
    "ev.dice_rolled": "{player} ha tirato {dice}.",
    "ev.dice_rolled_doubles": "{player} ha tirato {dice}: doppio!",
    "ev.dice_rolled_triple": "{player} ha tirato {dice}: un triplo!",
    "ev.moved": "{player} va da {start} a {end} ({index}).",
    "ev.salary": "{player} passa dal {go} e ritira {amount}.",
    "ev.offered": "{space} è in vendita a {price}: {player} può comprarla.",
    "ev.bought": "{player} ha comprato {space} per {price}.",
    "ev.auction_started": "{space} va all'asta, base {amount}.",
    "ev.bid": "{player} ha offerto {amount}.",
    "ev.passed": "{player} ha passato.",
    "ev.auction_won": "{player} si aggiudica {space} all'asta per {amount}.",
    "ev.auction_unsold": "Nessuna offerta: {space} resta alla Banca.",
    "ev.building_auction_house": (
        "{player} vuole costruire su {space}, ma anche altri vogliono le ultime case della Banca: "
        "una va all'asta, base {amount}."
    ),
    "ev.building_auction_hotel": (
        "{player} vuole costruire su {space}, ma anche altri vogliono gli ultimi alberghi della Banca: "
        "uno va all'asta, base {amount}."
    ),
    "ev.building_auction_won_house": "{player} si aggiudica una casa all'asta per {amount}.",
    "ev.building_auction_won_hotel": "{player} si aggiudica un albergo all'asta per {amount}.",
    "ev.rent_paid": "{payer} ha pagato {amount} di affitto a {owner} per {space}.",
    "ev.rent_due": "{payer} deve l'affitto di {space} a {owner}, se lo chiede prima del prossimo lancio.",
    "ev.rent_claimed": "{owner} ha chiesto a {payer} {amount} di affitto per {space}.",
    "ev.rent_forfeited": "{owner} non ha chiesto a {payer} l'affitto di {space}: è perso.",
    "ev.utility_dice": "{player} ha tirato {dice} per l'affitto della società.",
    "ev.tax_paid": "{player} ha pagato {amount} per {space}.",
    "ev.card_drawn": "{player} ha pescato {deck}: “{text}”",
    "ev.card_kept": "{player} ha tenuto la carta {deck} per dopo.",
    "ev.card_returned": "{player} ha rimesso la carta {deck} in fondo al mazzo.",
    "ev.money_from_bank": "{player} ha ritirato {amount} dalla Banca {why}.",
    "ev.money_paid": "{payer} ha pagato {amount} a {payee} {why}.",
    "why.card": "come dice la carta",
    "why.bail": "per uscire di prigione",
    "why.fine": "come multa della prigione",
    "why.fee": "come interesse dell'ipoteca",
    "why.repairs": "per le riparazioni",
    "why.auction": "per la proprietà vinta all'asta",
    "why.other": "({reason})",
    "ev.jail_doubles": "{player} va in prigione ({count} doppi di fila).",
    "ev.jail_square": "{player} va in prigione (casella {square}).",
    "ev.jail_card": "{player} va in prigione (per una carta).",
    "ev.jail_other": "{player} va in prigione.",
    "ev.jail_try_failed": "{player} resta in prigione: niente doppio (tentativo {tries} di {max}).",
    "ev.left_jail": "{player} esce di prigione.",
    "ev.left_jail_bail": "{player} esce di prigione pagando la multa.",
    "ev.left_jail_card": "{player} esce di prigione con una carta Uscite gratis di prigione.",
    "ev.left_jail_doubles": "{player} esce di prigione con un doppio.",
    "ev.left_jail_fine": "{player} esce di prigione pagando la multa dopo l'ultimo tentativo.",
    "ev.built_house": "{player} ha costruito una casa su {space} per {cost} (ora {level}).",
    "ev.built_hotel": "{player} ha costruito un albergo su {space} per {cost}.",
    "ev.sold": "{player} ha venduto edifici di {space} alla Banca per {amount} (resta: {left}).",
    "ev.mortgaged": "{player} ha ipotecato {space} per {amount}.",
    "ev.unmortgaged": "{player} ha estinto l'ipoteca su {space} per {amount}.",
    "ev.mortgage_kept": "{player} ha mantenuto l'ipoteca su {space} (interesse {amount}).",
    "ev.trade_proposed": "{player} ha offerto a {partner} {give} in cambio di {get}.",
    "ev.trade_accepted": "{partner} ha accettato lo scambio di {player}.",
    "ev.trade_rejected": "{partner} ha rifiutato lo scambio di {player}.",
    "ev.transferred": "{space} passa da {giver} a {receiver}.",
    "ev.transferred_bank": "{space} torna da {giver} alla Banca.",
    "ev.card_transferred": "La carta {deck} di {giver} passa a {receiver}.",
    "ev.cash_transferred": "{giver} ha dato {amount} a {receiver}.",
    "ev.debt_incurred": "{player} deve {amount} a {creditor} e deve trovare il denaro o fare bancarotta.",
    "ev.debt_paid": "Il debito di {player} di {amount} verso {creditor} è saldato.",
    "ev.bankrupt": "{player} ha fatto bancarotta verso {creditor}.",
    "ev.turn_ended": "{player} ha finito il turno.",
    "ev.game_over_winner": "{player} ha vinto la partita!",
    "ev.game_over_draw": "La partita è finita in pareggio al limite dei giri.",
    "ev.game_over_none": "La partita è finita senza vincitori.",
    "fmt.dice_speed": "{dice}, dado veloce {face}",
    "speed.bus": "autobus",
    "speed.mr_monopoly": "Mr. Monopoly",
    "ev.die_chosen": "{player} prende l'autobus: {steps} caselle.",
    "ev.square_chosen": "{player} ha fatto tre uguali e va a {space}.",
    "ev.mr_monopoly": "Mr. Monopoly porta {player} fino a {space}.",
    "ev.mr_monopoly_stays": "Mr. Monopoly: nessuna proprietà verso cui avanzare, {player} resta.",
    "bus.title": "{name}, il dado veloce mostra l'autobus: muovi di un dado bianco ({a} o {b}) o di entrambi.",
    "act.choose_die": "Avanza di {steps} caselle, fino a {space}",
    "verb.choose_die": "autobus|dado",
    "triple.title": "{name}, tre uguali! Vai su una casella qualsiasi del tabellone.",
    "act.move_to": "Vai a {space} ({index})",
    "verb.move_to": "vai|muovi",
    "help.speed_bus": "Il dado veloce mostra l'autobus: avanzi del valore di un dado bianco o di entrambi i dadi. Un doppio sui dadi bianchi fa comunque tirare di nuovo.",
    "help.speed_triple": "I tre dadi mostrano lo stesso numero: porta la pedina su una casella qualsiasi. Se passi dal VIA! ritiri lo stipendio; poi la casella si risolve come sempre.",
    # --- lo schermo ------------------------------------------------------------------------------------
    "screen.round": "giro {round}",
    "screen.turn_of": "turno di {name}",
    "screen.bank": "Banca: {houses} case, {hotels} alberghi",
    "screen.legend": "Lettera: il proprietario · ⌂ una casa · H un albergo · × ipotecata · •X: qui c'è la pedina di X",
    "screen.ring_legend": "lettera sottolineata: il proprietario · ⌂ una casa (⌂3: tre) · H un albergo · × ipotecata · lettera evidenziata: una pedina che sta lì",
    "screen.col_player": "Giocatore",
    "screen.col_cash": "Contanti",
    "screen.col_square": "Casella",
    "screen.human": "(persona)",
    "screen.bot": "(bot: {kind})",
    "screen.bankrupt": "in bancarotta",
    "screen.in_jail": "in prigione (tentativi falliti {tries}/{max})",
    "screen.cards": "carte: {cards}",
    "screen.events": "Ultimi eventi",
    "screen.earlier": "… e {count} eventi precedenti",
    "screen.no_events": "Non è ancora successo nulla.",
    # --- menu ------------------------------------------------------------------------------------------
    "prompt": "{name} » ",
    "menu.hint": "Scrivi un numero o la parola accanto; anche: aiuto, esci, storia, contratto NOME, gruppi, beni [NOME].",
    "menu.back": "Indietro",
    "menu.build": "Costruire case o alberghi…",
    "menu.sell": "Vendere edifici…",
    "menu.mortgage": "Ipotecare una proprietà…",
    "menu.unmortgage": "Estinguere un'ipoteca…",
    "menu.trade": "Proporre uno scambio…",
    "menu.unknown_title": "Scegliete un'azione:",
    "cmd.help": "aiuto|help|h|?",
    "cmd.quit": "esci|quit|q",
    "cmd.back": "indietro|back|b",
    "turn.title": "{name}, tocca a voi: tirate i dadi.",
    "turn.doubles_title": "{name}, avete fatto un doppio: tirate di nuovo.",
    "turn.end_title": "{name}: finite il turno (prima potete costruire, ipotecare o scambiare).",
    "turn.jail_title": (
        "{name}, siete in prigione: tentate il doppio (tentativo {tries} di {max}), pagate la multa o usate una carta."
    ),
    "buy.title": "{name}: {space} è in vendita a {price} (avete {cash}). La comprate o va all'asta?",
    "deed.street": "{group} · prezzo {price} · affitto {rents} (senza case, 1–4 case, albergo) · casa {house} · ipoteca {mortgage}",
    "deed.railroad": "{group} · prezzo {price} · affitto {rents} (per stazioni possedute) · ipoteca {mortgage}",
    "deed.utility": "{group} · prezzo {price} · affitto {times} i dadi (per società possedute) · ipoteca {mortgage}",
    "auction.title": "{name}: asta di {space}.",
    "auction.building_title_house": "{name}: all'asta le ultime case della Banca ({player} voleva costruire su {space}).",
    "auction.building_title_hotel": "{name}: all'asta gli ultimi alberghi della Banca ({player} voleva costruire su {space}).",
    "auction.high": "Offerta più alta: {amount} di {player}.",
    "auction.no_bids": "Ancora nessuna offerta.",
    "auction.limits": "Potete offrire da {low} fino ai vostri contanti, {cash}.",
    "auction.amount_prompt": "La vostra offerta, da {low} a {cash} (riga vuota: indietro):",
    "debt.title_pay": "{name}: ora avete il denaro. Pagate i {amount} che dovete a {creditor}.",
    "debt.title_raise": (
        "{name}: dovete {amount} a {creditor} ma avete {cash}. Raccogliete altri {short} vendendo edifici, "
        "ipotecando o scambiando, poi pagate."
    ),
    "debt.title_bankrupt": (
        "{name}: dovete {amount} a {creditor}, e vendendo e ipotecando tutto raccogliereste solo {worth}. "
        "Siete in bancarotta."
    ),
    "trade.reply_title": "{name}: {proposer} vi propone uno scambio.",
    "trade.you_receive": "Ricevete: {items}",
    "trade.you_give": "Date: {items}",
    "trade.mortgaged_note": "Ipotecate: {spaces}. Pagherete subito il 10% di interesse, o estinguerete l'ipoteca.",
    "mortgage_received.title": (
        "{name}: avete ricevuto proprietà ipotecate. Mantenete ogni ipoteca (pagando ora l'interesse) o la estinguete?"
    ),
    "claim.title": "{name}: vi spetta un affitto. Chiedetelo prima del prossimo lancio, o è perso.",
    "act.roll": "Tirare i dadi",
    "act.roll_jail": "Tentare il doppio",
    "act.pay_bail": "Pagare la multa di {amount} e uscire",
    "act.use_card": "Usare la carta “{deck}” Uscite gratis di prigione",
    "act.end_turn": "Finire il turno",
    "act.buy": "Comprare {space} per {price}",
    "act.decline": "Non comprare: metterla all'asta",
    "act.bid": "Offrire {amount}",
    "act.bid_other": "Offrire un'altra somma…",
    "act.pass": "Passare (lasciare l'asta)",
    "act.pay": "Pagare {amount} a {creditor}",
    "act.bankrupt": "Dichiarare bancarotta",
    "act.accept": "Accettare lo scambio",
    "act.reject": "Rifiutare lo scambio",
    "act.keep_mortgage": "Mantenere l'ipoteca su {space} (pagare ora {amount} di interesse)",
    "act.lift_mortgage": "Estinguere l'ipoteca su {space} ({amount})",
    "act.claim": "Chiedere l'affitto a {payer} per {space}",
    "act.no_claim": "Non chiederlo",
    "act.build_house": "Costruire su {space} per {cost} (fino a {level})",
    "act.build_hotel": "Costruire un albergo su {space} per {cost}",
    "act.build_done": "{space} ha un albergo",
    "act.sell_house": "Vendere una casa di {space} per {amount} (ne ha: {level})",
    "act.sell_hotel": "Vendere l'albergo di {space} per {amount}",
    "act.mortgage": "Ipotecare {space} per {amount}",
    "act.unmortgage": "Estinguere l'ipoteca su {space} per {amount}",
    "build.title": "Costruire: una casa alla volta, in modo equilibrato su tutta la serie.",
    "build.supply": "La Banca ha {houses} case e {hotels} alberghi; voi avete {cash}.",
    "sell.title": "Vendere edifici alla Banca a metà prezzo, in modo equilibrato sulla serie.",
    "mortgage.title": "Ipotecare una proprietà: la Banca vi presta il valore dell'ipoteca.",
    "unmortgage.title": "Estinguere un'ipoteca: restituite il valore dell'ipoteca più l'interesse.",
    # --- perché una scelta non è ammessa --------------------------------------------------------------
    "why_not.generic": "Non ammesso ora: {reason}.",
    "why_not.cash": "costa {cost}, avete {cash}",
    "why_not.buy_cash": "costa {price} e avete {cash}: prima raccogliete denaro, o rinunciate",
    "why_not.pay_short": "vi mancano {short}",
    "why_not.not_yours": "{space} non è vostra",
    "why_not.build_group": "per costruire su {space} vi serve tutta la serie dello stesso colore",
    "why_not.build_mortgaged": "{space} è ipotecata: sulla sua serie non si può costruire",
    "why_not.build_hotel_already": "{space} ha già un albergo",
    "why_not.build_even": "costruite in modo equilibrato: prima {others} deve avere {level}, come {space}",
    "why_not.build_auction": "gli ultimi edifici della Banca sono all'asta",
    "why_not.no_houses": "la Banca non ha più case: aspettate che qualcuno ne venda",
    "why_not.no_hotels": "la Banca non ha più alberghi: aspettate che qualcuno ne venda uno",
    "why_not.sell_even": "vendete in modo equilibrato: prima su {others}, che ha più edifici di {space}",
    "why_not.mortgage_buildings": "prima vendete gli edifici della serie di {space}",
    "why_not.trade_buildings": "la serie di {space} ha edifici: prima vendeteli alla Banca",
    "why_not.trade_empty": "l'offerta è vuota",
    "why_not.trade_invalid": "l'offerta non si può più eseguire",
    "why_not.not_now": "non ammesso in questo momento",
    "why_not.not_street": "{space} non è un terreno: solo i terreni hanno case e alberghi",
    "why_not.not_property": "{space} non è una proprietà",
    "why_not.no_buildings": "{space} non ha edifici",
    "why_not.already_mortgaged": "{space} è già ipotecata",
    "why_not.not_mortgaged": "{space} non è ipotecata",
    "why_not.no_mortgages": "in questa partita non ci sono ipoteche",
    "why_not.hotels_stay": "gli alberghi non si vendono: l'albergo resta sul suo terreno",
    "why_not.bid_low": "l'offerta minima ora è {low}",
    "why_not.bid_cash": "avete solo {cash}",
    "why_not.out_of_auction": "siete fuori da quest'asta",
    "why_not.highest_bid": "la vostra è già l'offerta più alta",
    "why_not.can_raise": "potete ancora raccogliere {worth} vendendo e ipotecando",
    "why_not.trade_cash": "{name} non può dare {amount}: ha {cash}",
    "why_not.trade_not_owned": "{space} non è più di {name}",
    "why_not.trade_card": "{name} non ha più quel cartoncino",
    "why_not.trade_card_limit": "{name} avrebbe più carte dello stesso mazzo del consentito ({limit})",
    "why_not.trade_cash_for_nothing": "{name} darebbe {amount} in cambio di niente: in uno scambio il denaro compra una proprietà o una carta (solo la banca presta denaro)",
    "why_not.trade_waiting": "un'altra proposta attende risposta",
    # --- errori di immissione -------------------------------------------------------------------------
    "error.empty": "Scrivete il numero della vostra scelta (1–{count}), o aiuto.",
    "error.not_on_menu": "“{text}” non è nel menu: scrivete un numero da 1 a {count}, o aiuto.",
    "error.not_a_number": "“{text}” non è una somma intera.",
    "error.bid_low": "Un'offerta di {amount} è troppo bassa: l'offerta minima ora è {low}.",
    "error.bid_cash": "Non potete offrire {amount}: avete solo {cash}.",
    "error.amount_range": "Scrivete una somma da {low} a {high}.",
    # --- scambi ----------------------------------------------------------------------------------------
    "trade.partner_title": "Scambiare con chi?",
    "trade.builder_title": "La vostra offerta a {name}:",
    "trade.builder_give": "Date: {items}",
    "trade.builder_get": "{name} dà: {items}",
    "trade.add_give_space": "Aggiungere una proprietà che date…",
    "trade.add_get_space": "Chiedere una proprietà a {name}…",
    "trade.set_give_cash": "Contanti che date (ora {amount})…",
    "trade.set_get_cash": "Contanti che dà {name} (ora {amount})…",
    "trade.add_give_card": "Aggiungere una carta Uscite gratis di prigione che date…",
    "trade.add_get_card": "Chiedere a {name} una carta Uscite gratis di prigione…",
    "trade.remove": "Togliere qualcosa dall'offerta…",
    "trade.remove_title": "Togliere dall'offerta:",
    "trade.remove_give": "{item} (date)",
    "trade.remove_get": "{item} (ricevete)",
    "trade.send": "Inviare l'offerta a {name}",
    "trade.cancel": "Annullare lo scambio",
    "trade.give_space_title": "Quale vostra proprietà date?",
    "trade.get_space_title": "Quale proprietà di {name} chiedete?",
    "trade.space_line": "{space} ({group}, {price})",
    "trade.card_title": "Quale carta di {name}?",
    "trade.give_cash_prompt": "Contanti che date, da 0 a {cash}:",
    "trade.get_cash_prompt": "Contanti che dà {name}, da 0 a {cash}:",
    "verb.roll": "tira|lancia|t",
    "verb.pay_bail": "multa|paga-multa",
    "verb.use_card": "carta",
    "verb.end_turn": "fine|finito|f",
    "verb.buy": "compra|c",
    "verb.decline": "rinuncia|asta|no",
    "verb.bid": "offri|offerta",
    "verb.bid_other": "somma|altra",
    "verb.pass": "passa|p",
    "verb.pay": "paga",
    "verb.bankrupt": "bancarotta",
    "verb.accept": "accetta|sì|si|s",
    "verb.reject": "rifiuta|no|n",
    "verb.keep": "mantieni",
    "verb.lift": "estingui",
    "verb.build": "costruisci",
    "verb.sell": "vendi",
    "verb.mortgage": "ipoteca",
    "verb.unmortgage": "estingui",
    "verb.claim": "chiedi",
    "verb.trade": "scambia|scambio",
    "verb.send": "invia",
    "verb.cancel": "annulla",
    # --- più persone alla stessa tastiera -------------------------------------------------------------
    "hotseat.pass": "{name}, prendete il posto alla tastiera.",
    "hotseat.trade": "{proposer} ha fatto a voi, {name}, una proposta di scambio.",
    "hotseat.enter": "Premete Invio per cominciare… ",
    # --- aiuto -----------------------------------------------------------------------------------------
    "help.title": "Aiuto",
    "help.from_book": "Il regolamento ({source}):",
    "help.input": (
        "Scrivete il numero di una scelta, o la sua parola (tira, compra, passa, offri 120, costruisci, …). Le "
        "righe senza numero ora non sono ammesse; il motivo è tra parentesi. «aiuto» spiega la regola, «esci» "
        "salva la partita e si ferma, Ctrl-C fa lo stesso."
    ),
    "help.turn": (
        "Al vostro turno tirate i due dadi e avanzate di altrettante caselle in senso orario; passando o "
        "fermandovi sul VIA! ritirate {salary}. Con un doppio tirate di nuovo, ma {doubles} doppi di fila nello "
        "stesso turno vi mandano dritti in prigione. Prima o dopo il lancio potete costruire, vendere, "
        "ipotecare e scambiare."
    ),
    "help.jail": (
        "Dalla prigione si esce pagando {fine} prima di tirare, usando una carta Uscite gratis di prigione, o "
        "facendo un doppio (e si avanza di quel lancio, senza lanciare ancora). Dopo {tries} tentativi falliti "
        "pagate {fine} e avanzate dell'ultimo lancio. In prigione continuate a riscuotere affitti, fare offerte, "
        "costruire e scambiare."
    ),
    "help.buy": (
        "Siete su una proprietà che non è di nessuno. Compratela al prezzo indicato, o rinunciate: allora va "
        "subito all'asta e tutti possono fare offerte, anche voi. Contanti insufficienti? Ipotecate o vendete "
        "prima, da questo menu."
    ),
    "help.auction": (
        "La Banca apre l'asta a {opening}; ogni offerta deve superare la più alta di almeno {raise}. Potete "
        "offrire fino ai vostri contanti. Chi passa lascia l'asta per sempre. Chi offre di più paga e prende il "
        "contratto; se nessuno offre, la proprietà resta alla Banca e nessuno paga. Scrivete un numero per "
        "offrire quella somma."
    ),
    "help.building_auction": (
        "Più giocatori vogliono le ultime case (o gli ultimi alberghi) della Banca di quanti ne abbia: vanno "
        "all'asta, base {building_opening}. Chi vince paga l'offerta e mette l'edificio su una sua strada. Se "
        "nessun altro offre, chi voleva costruire costruisce al prezzo del contratto."
    ),
    "help.debt": (
        "Dovete più dei vostri contanti. Raccogliete il denaro: vendete edifici (vi rendono metà del prezzo), "
        "ipotecate proprietà o scambiate; poi pagate. La bancarotta è ammessa solo quando neanche vendendo e "
        "ipotecando tutto coprireste il debito."
    ),
    "help.bankruptcy": (
        "Neanche vendendo ogni edificio e ipotecando ogni proprietà coprireste il debito: siete in bancarotta e "
        "fuori dal gioco. Verso un giocatore: gli edifici tornano alla Banca e tutto il resto va a lui. Verso la "
        "Banca: le vostre proprietà vanno all'asta, senza ipoteca."
    ),
    "help.trade_reply": (
        "Un altro giocatore vi propone uno scambio di proprietà, contanti e carte Uscite gratis di prigione. Gli "
        "edifici non passano mai di mano. Ricevere una proprietà ipotecata costa subito il {interest_pct}% del "
        "valore dell'ipoteca, a meno che non la estinguiate."
    ),
    "help.trade": (
        "Preparate un'offerta: proprietà, contanti e carte Uscite gratis di prigione, in un senso e nell'altro. "
        "Una strada non si può scambiare se la sua serie ha edifici. L'altro giocatore accetta o rifiuta."
    ),
    "help.mortgage_received": (
        "Avete ricevuto proprietà ipotecate. Per ciascuna, estinguete ora l'ipoteca (valore dell'ipoteca più il "
        "{interest_pct}%), o mantenetela pagando ora il {interest_pct}% di interesse (e il prezzo intero più "
        "l'interesse quando la estinguerete)."
    ),
    "help.build": (
        "Con un'intera serie dello stesso colore, senza ipoteche, potete costruire case, una alla volta e in modo "
        "equilibrato: nessuna strada può avere più di una casa in più delle altre della serie. Dopo quattro case, "
        "un albergo. La Banca ha in tutto {houses} case e {hotels} alberghi; quando finiscono non si costruisce."
    ),
    "help.sell": (
        "Gli edifici tornano alla Banca al {sell_pct}% del prezzo, in modo equilibrato sulla serie. Un albergo "
        "diventa quattro case, se la Banca le ha."
    ),
    "help.mortgage": (
        "Ipotecando una proprietà ricevete il valore dell'ipoteca; finché è ipotecata non rende affitti. Una "
        "strada si può ipotecare solo se la sua serie non ha edifici."
    ),
    "help.unmortgage": "Estinguere un'ipoteca costa il valore dell'ipoteca più il {interest_pct}% di interesse.",
    "help.claim": "Con questa opzione l'affitto va chiesto prima che il giocatore successivo tiri i dadi, o è perso.",
    "help.amount": "Scrivete una somma intera, o una riga vuota per tornare indietro.",
    # --- la fine ---------------------------------------------------------------------------------------
    "over.title": "Partita finita",
    "over.winner": "{name} vince dopo {rounds} giri!",
    "over.draw": "Pareggio dopo {rounds} giri: è stato raggiunto il limite dei giri.",
    "over.in_progress": "In corso dopo {rounds} giri.",
    "over.col_cash": "Contanti",
    "over.col_properties": "Proprietà",
    "over.col_buildings": "Edifici",
    "over.col_worth": "Patrimonio",
    "over.buildings": "{houses} c, {hotels} A",
    "over.log": "Il registro della partita è in {file} (monopoly replay {file}).",
    # --- salvataggio -----------------------------------------------------------------------------------
    "save.interrupted": "Interrotta: la partita è salvata.",
    "save.quit": "La partita è salvata.",
    "save.saved": "Salvata in {file}.",
    "save.resume": "Per riprenderla: {command}",
    "save.failed": "Impossibile salvare in {file}: {reason}",
    "session.bots_only": "Nessuna persona è più in gioco: i bot continuano fino alla fine.",
    "session.crashed": "Qualcosa è andato storto: {reason}",
    "intro.recommended_players": "Questa edizione è pensata per {low}–{high} giocatori; si può giocare anche in {count}.",
    "intro.resumed": "Ripresa {file} dopo {actions} azioni.",
    # --- la riga di comando ----------------------------------------------------------------------------
    "cli.error": "errore: {reason}",
    "cli.bad_lang": "lingua sconosciuta {lang} (note: {known})",
    "cli.bad_players": "--players vuole NOME:TIPO, ... (per esempio Anna:human,Bruno:heuristic), non {spec}",
    "cli.unknown_kind": "tipo di giocatore sconosciuto {kind} (noti: {known})",
    "cli.name_control": "--players: il nome {name} contiene il carattere di controllo {char}",
    "cli.name_long": "--players: il nome {name} supera i {limit} caratteri",
    "cli.bad_option": "--option vuole CHIAVE=VALORE, non {option}",
    "cli.option_twice": "--option {key} è data due volte",
    "cli.bad_max_rounds": "--max-rounds deve essere almeno 1",
    "cli.resume_conflict": "--resume continua la partita salvata: --players, --edition, --option e --seed non possono cambiarla",
    "cli.resume_damaged": "impossibile riprendere {file}: {reason}",
    "cli.save_exists": "{file} esiste già: riprendetela con --resume, o scegliete un altro file",
    "cli.players": "Posti come NOME:TIPO, separati da virgole; TIPO è human o un bot (heuristic, buyer, random). Predefinito: voi e tre bot heuristic. I parametri di un bot seguono il suo tipo: Bruno:heuristic:boldness=1;vigilance=0 (o boldness=1,vigilance=0).",
    "cli.edition": "Edizione (id o file, ad es. classic-it, mega o cheaters-ru; predefinita: l'edizione classica della vostra lingua).",
    "cli.option": "Un'opzione di regola CHIAVE=VALORE; ripetibile.",
    "cli.lang": "Lingua: en, it, es o ru (predefinita: quella del sistema).",
    "cli.seed": "Seme dei dadi e dei mazzi.",
    "cli.save": "Tenere in questo file il registro rigiocabile della partita, scritto dopo ogni azione.",
    "cli.resume": "Continuare una partita salvata in questo file.",
    "cli.fast": "Mostrare le mosse dei bot senza pause.",
    "cli.max_rounds": "Finire la partita in pareggio dopo questo numero di giri.",
    "cli.command": "Giocare nel terminale: voi contro i bot, o più persone alla stessa tastiera. Nell'edizione dei truffatori (--edition cheaters-ru) ogni menu ha un menu segreto per barare e uno per gridare “Афёра!”; con più persone, una schermata “prendete il posto” tra un giocatore e l'altro tiene i segreti di ciascuno lontani dagli schermi altrui.",
    # --- Monopoly Mega ---------------------------------------------------------------------------------
    "level.6": "un grattacielo",
    "why.gift": "come regalo di compleanno",
    "ev.built_skyscraper": "{player} ha costruito un grattacielo su {space} per {cost} (un albergo torna alla Banca).",
    "ev.building_auction_skyscraper": (
        "{player} vuole costruire su {space}, ma anche altri vogliono gli ultimi grattacieli della Banca: "
        "uno va all'asta, offerte da {amount}."
    ),
    "ev.building_auction_won_skyscraper": "{player} si aggiudica un grattacielo all'asta per {amount}.",
    "ev.bus_ticket_drawn": "{player} prende un biglietto dell'autobus.",
    "ev.bus_ticket_drawn_expire": "{player} prende un biglietto dell'autobus che fa scadere tutti gli altri.",
    "ev.bus_tickets_expired": "Tutti gli altri biglietti dell'autobus scadono: {losses}.",
    "ev.bus_tickets_expired_none": "Nessun altro biglietto dell'autobus in mano: non ne scade nessuno.",
    "fmt.tickets_lost": "{player} ne perde {count}",
    "ev.bus_ticket_used": "{player} usa un biglietto dell'autobus e va da {start} a {end} ({index}).",
    "ev.bus_step_card": "L'autobus: i biglietti sono finiti, {player} va avanti fino a {space}.",
    "ev.auction_square_chosen": "{player} sceglie {space}: va all'asta.",
    "ev.auction_square_moved": "Tutte le proprietà sono acquistate: {player} si ferma su {space}, l'affitto più caro per lui ({amount}).",
    "ev.auction_square_stays": "Tutte le proprietà sono acquistate e nessuna chiede un affitto a {player}: {player} resta dov'è.",
    "ev.gift_cash": "{player} sceglie il regalo di compleanno in denaro.",
    "ev.gift_ticket": "{player} sceglie un biglietto dell'autobus come regalo di compleanno.",
    "ev.depot_built": "{player} ha costruito un deposito ferroviario su {space} per {cost}.",
    "ev.depot_sold": "{player} ha venduto il deposito di {space} alla Banca per {amount}.",
    "menu.ticket": "Usare un biglietto dell'autobus (ne avete {count})…",
    "menu.depots": "Costruire o vendere depositi ferroviari…",
    "mega_triple.title": "{name}, un triplo! Spostatevi in senso orario su una casella a scelta.",
    "ticket.title": "{name}, biglietto dell'autobus: andate in senso orario su una casella qualsiasi di questo lato del tabellone.",
    "act.use_ticket": "Andare a {space} ({index})",
    "verb.use_ticket": "biglietto|autobus",
    "auction_square.title": "{name}, Casella d'asta: scegliete una proprietà non ancora acquistata; va subito all'asta, offerte da {opening}.",
    "act.auction_square": "Mettere all'asta {space} (prezzo {price})",
    "verb.auction_square": "asta|scegli",
    "gift.title": "{name}, regalo di compleanno: {amount} dalla Banca o un biglietto dell'autobus dalla pila?",
    "act.gift_cash": "Ricevere {amount} dalla Banca",
    "act.gift_ticket": "Prendere un biglietto dell'autobus ({left} nella pila)",
    "verb.gift_cash": "soldi|denaro",
    "verb.gift_ticket": "biglietto",
    "act.build_skyscraper": "Costruire un grattacielo su {space} per {cost} (l'albergo torna alla Banca)",
    "act.build_done_skyscraper": "{space} ha un grattacielo",
    "act.sell_skyscraper": "Vendere il grattacielo di {space} per {amount} (torna un albergo)",
    "act.sell_skyscraper_down": "Vendere il grattacielo di {space} per {amount} (la banca non ha alberghi: il gruppo scende a case)",
    "act.build_depot": "Costruire un deposito su {space} per {cost} (raddoppia l'affitto)",
    "act.sell_depot": "Vendere il deposito di {space} per {amount}",
    "verb.depot": "deposito",
    "depots.title": "Depositi ferroviari: costruitene uno su una vostra stazione per raddoppiarne l'affitto; si rivende a metà prezzo.",
    "depots.supply": "La Banca ha {depots} depositi; voi avete {cash}.",
    "build.title_mega": "Costruire: un livello alla volta, in modo equilibrato sulle vostre strade del gruppo.",
    "build.supply_mega": "La Banca ha {houses} case, {hotels} alberghi e {skyscrapers} grattacieli; voi avete {cash}.",
    "auction.building_title_skyscraper": "{name}: all'asta gli ultimi grattacieli della Banca ({player} voleva costruire su {space}).",
    "deed.street_mega": "{group} · prezzo {price} · affitto {rents} (terreno, 1–4 case, albergo, grattacielo) · casa {house} · grattacielo {skyscraper} · ipoteca {mortgage}",
    "deed.railroad_depot": "{group} · prezzo {price} · affitto {rents} (per stazioni possedute; ×2 con il deposito) · deposito {depot} · ipoteca {mortgage}",
    "screen.bank_mega": "Banca: {houses} case, {hotels} alberghi, {skyscrapers} grattacieli, {depots} depositi, {tickets} biglietti",
    "screen.tickets": "biglietti dell'autobus: {count}",
    "screen.ring_tickets": "biglietti {count}",
    "screen.ring_legend_mega": "lettera sottolineata: il proprietario · ⌂ una casa (⌂3: tre) · H un albergo · S un grattacielo · D un deposito · × ipotecata · lettera evidenziata: una pedina che sta lì",
    "screen.legend_mega": "Lettera: il proprietario · ⌂ una casa · H un albergo · S un grattacielo · D un deposito · × ipotecata · •X: la pedina di X è qui",
    "over.buildings_mega": "{houses} c, {hotels} A, {skyscrapers} G, {depots} D",
    "why_not.build_majority": "per costruire su {space} vi servono tutti i terreni del gruppo tranne uno",
    "why_not.skyscraper_group": "un grattacielo richiede tutto il gruppo, con un albergo su ogni terreno",
    "why_not.skyscraper_already": "{space} ha già un grattacielo",
    "why_not.no_skyscrapers": "la Banca non ha più grattacieli: aspettate che qualcuno ne venda uno",
    "why_not.not_station": "{space} non è una stazione: i depositi vanno sulle stazioni",
    "why_not.depot_already": "{space} ha già un deposito",
    "why_not.no_depot": "{space} non ha un deposito",
    "why_not.depot_mortgaged": "{space} è ipotecata: togliete prima l'ipoteca",
    "why_not.no_depots": "la Banca non ha più depositi",
    "why_not.mortgage_depot": "vendete prima il deposito di {space}",
    "why_not.trade_depot": "{space} ha un deposito: vendetelo prima alla Banca",
    "why_not.no_tickets": "nella pila non ci sono più biglietti dell'autobus",
    "why_not.no_ticket": "non avete biglietti dell'autobus",
    "why_not.ticket_jail": "in prigione si tirano i dadi bianchi: il biglietto dell'autobus non si può usare",
    "why_not.ticket_side": "{space} non è davanti a voi su questo lato del tabellone",
    "why_not.auction_owned": "{space} appartiene già a {owner}",
    "why_not.keep_mortgage_group": "avete edifici sul gruppo di {space}: l'ipoteca va tolta subito",
    "help.mega_turn": (
        "Monopoly Mega, per 2–4 giocatori (si può giocare fino in 8). Al vostro turno lanciate tutti e tre i "
        "dadi, i due bianchi e quello blu. 1, 2 o 3 sul dado blu si somma ai bianchi. Il signor Monopoly: "
        "avanzate dei dadi bianchi, poi fino alla prima proprietà non ancora acquistata (potete comprarla); se "
        "sono tutte acquistate, fino alla più vicina di un altro giocatore, e pagate l'affitto (se è ipotecata, "
        "restate dove siete). L'autobus: avanzate dei dadi bianchi, poi prendete un biglietto dell'autobus "
        "(finiti: andate all'Imprevisti o Probabilità più vicina). Solo i dadi bianchi fanno doppio: tirate di "
        "nuovo, o usate invece un biglietto; {doubles} doppi di fila vi mandano in prigione, salvo che l'ultimo "
        "tiro sia un triplo. Passando o fermandovi sul Via ritirate {salary}. Prima o dopo il lancio potete "
        "costruire, vendere, ipotecare, costruire depositi e scambiare."
    ),
    "help.mega_jail": (
        "In prigione tirate solo i dadi bianchi, per un doppio (e avanzate di quel tiro). Potete prima pagare "
        "{fine} o usare una carta per uscire di prigione: allora tirate tutti e 3 i dadi, come in ogni turno. "
        "Dopo {tries} tentativi falliti pagate {fine} e avanzate dell'ultimo tiro. In prigione il biglietto "
        "dell'autobus non si usa."
    ),
    "help.mega_triple": (
        "I tre dadi mostrano lo stesso numero (1, 2 o 3): spostatevi in senso orario su una casella a scelta; "
        "passando dal Via ritirate {salary}. Poi la casella si risolve come sempre. Un triplo chiude i doppi: "
        "niente prigione per tre doppi e nessun altro tiro."
    ),
    "help.ticket": (
        "Un biglietto dell'autobus sostituisce un tiro (anche quello dopo un doppio): andate in senso orario su "
        "una casella qualsiasi del vostro lato del tabellone; un angolo conta come prima casella del lato che "
        "comincia lì. Poi il biglietto esce dal gioco e per questo turno non vi muovete più. In prigione non si "
        "usa; tutti vedono quanti biglietti ha ciascuno."
    ),
    "help.auction_square": (
        "Casella d'asta: scegliete una proprietà non ancora acquistata; va subito all'asta, offerte da {opening}, "
        "tutti possono offrire, anche voi. Se tutte le proprietà sono acquistate, andate alla proprietà il cui "
        "affitto vi costa di più, e lo pagate."
    ),
    "help.gift": (
        "Regalo di compleanno: ricevete {gift} dalla Banca, o prendete un biglietto dell'autobus dalla pila "
        "(finché ce ne sono)."
    ),
    "help.depots": (
        "Un deposito ferroviario su una vostra stazione costa {depot} e ne raddoppia l'affitto. La Banca ha "
        "{depots} depositi. Si rivende alla Banca a metà prezzo; una stazione con il deposito non si può "
        "ipotecare né scambiare finché il deposito non è venduto."
    ),
    "help.mega_build": (
        "Ogni gruppo ha una proprietà in più. Con tutti i terreni del gruppo tranne uno potete costruire case e "
        "alberghi sui vostri terreni, e l'affitto dei vostri terreni non edificati raddoppia (con tutto il "
        "gruppo triplica). Costruite in modo equilibrato: nessun terreno più di un livello avanti agli altri "
        "vostri. Dopo quattro case, un albergo; con tutto il gruppo e un albergo su ogni terreno, un grattacielo "
        "(pagate il prezzo e restituite l'albergo), uno per terreno. La Banca ha {houses} case, {hotels} alberghi "
        "e {skyscrapers} grattacieli; se più giocatori vogliono gli ultimi, vanno all'asta da {building_opening}. "
        "Un grattacielo si rivende a metà prezzo e torna albergo."
    ),
    # --- truffatori: eventi -----------------------------------------------------------------------
    "ev.hidden": "In segreto ({seats}): {text}",
    "ev.something_happened": "È successo qualcosa.",
    "ev.cheats_revealed": "Carte truffa scoperte: {cards}.",
    "ev.cheat_performed": "{player} bara di nascosto: {cheat}.",
    "ev.cheat_applied": "La truffa “{cheat}” di {player} ha effetto ({amount}).",
    "ev.accused": "{player} grida “Афёра!” contro {accused}: “{cheat}”.",
    "ev.accusation_upheld": "Giusto: {accused} ha davvero barato con “{cheat}”.",
    "ev.accusation_rejected": "Sbagliato: {accused} non ha barato con “{cheat}”.",
    "ev.cheat_revealed": "{player} rivela una truffa: {cheat}.",
    "ev.cheat_unused": "La truffa “{cheat}” di {player} non è mai servita: è nulla.",
    "ev.cheat_rewarded": "{player} la fa franca con “{cheat}” e riscuote {amount} dalla banca.",
    "ev.cheat_card_replaced": "La carta truffa “{old}” va in fondo al mazzo; si scopre “{new}”.",
    "ev.cheat_card_replaced_none": "La carta truffa “{old}” va in fondo al mazzo; non ne resta nessuna da scoprire.",
    "ev.cheat_undone": "La truffa “{cheat}” di {player} viene annullata.",
    "ev.cheat_penalty_pay": "{player} paga {amount} a {payee} come penale per “{cheat}”.",
    "ev.cheat_penalty_jail": "{player} va in prigione come penale per “{cheat}”.",
    "ev.cheat_penalty_pay_jail": "{player} paga {amount} a {payee} e va in prigione come penale per “{cheat}”.",
    "ev.cheat_penalty_none": "{player} se la cava senza penale per “{cheat}”.",
    "ev.token_shifted": "La pedina di {player} viene spostata da {start} a {end} ({index}).",
    "ev.hotel_put": "Un albergo compare su {space}.",
    "ev.hotel_taken": "L'albergo sparisce da {space}.",
    "word.steps": "{steps} caselle",
    "cheat_title.steal_from_bank": "Rapina in banca",
    "cheat_title.pickpocket": "Borseggio",
    "cheat_title.extra_salary": "Doppio stipendio",
    "cheat_title.extra_steps": "Passi in più",
    "cheat_title.wrong_token": "Pedina sbagliata",
    "cheat_title.short_change": "Pagamento scarso",
    "cheat_title.overcharge": "Affitto gonfiato",
    "cheat_title.foreign_rent": "Affitto altrui",
    "cheat_title.remove_hotel": "Demolizione",
    "cheat_title.place_hotel": "Albergo abusivo",
    "cheat_title.move_hotel": "Trasloco d'albergo",
    "cheat_title.steal_deed": "Atto falso",
    "cheat_title.jailbreak": "Genio della fuga",
    "cheat_title.extra_card": "Mazzo truccato",
    "cheat_title.cheap_buy": "Amici in banca",
    # --- truffatori: regole dell'edizione ---------------------------------------------------------
    "ev.handcuff_passed": "{prisoner} prende le manette: {released} è libero e resta in visita.",
    "ev.card_played": "{player} gioca una carta “{deck}”: “{text}”",
    "ev.card_played_on": "{player} gioca una carta “{deck}” ({on}): “{text}”",
    "ev.rent_reduced": "Una carta riduce l'affitto che {payer} deve a {owner} per {space} da {rent} a {amount}.",
    "ev.property_sold": "{player} ha venduto {space} alla banca per {amount}.",
    "ev.hotel_moved": "{player} ha spostato l'albergo da {start} a {end}.",
    "ev.end_phase_started": "Tutte le strade hanno un proprietario: chi arriva al {go} ora si ferma lì.",
    "ev.came_home": "{player} è arrivato al {go}.",
    "ev.turn_skipped": "{player} è già al traguardo: salta il turno.",
    "ev.final_rent": "La banca paga a {player} {amount} di affitto per {space}.",
    "ev.win_shared": "{players} vincono a pari merito con {cash} ciascuno.",
    # --- truffatori: pagamenti --------------------------------------------------------------------
    "why.cheat": "con una truffa",
    "why.cheat-penalty": "come penale per una truffa",
    "why.cheat-undo": "per annullare una truffa",
    "why.false-accusation": "per un'accusa falsa",
    "why.rent": "come affitto",
    # --- truffatori: parole -----------------------------------------------------------------------
    "word.cheat_deck": "Truffa",
    # --- truffatori: il gioco nel terminale -------------------------------------------------------
    "menu.play_card": "Gioca una carta tenuta…",
    "menu.sell_property": "Vendi una strada alla banca…",
    "menu.cheat": "Bara (in segreto)…",
    "menu.accuse": "Grida “Афёра!” (accusa qualcuno)…",
    "menu.build_hotel": "Costruisci alberghi…",
    "build.title_hotels": "Alberghi: uno per strada, su un gruppo di colore completo, direttamente dalla banca.",
    "deck_choice.title": "{name}, {square}: pescate una carta dal mazzo che preferite.",
    "act.draw": "Pesca da “{deck}”",
    "card_limit.title": "{name}, potete tenere solo {limit} carta “{deck}”: giocatene o scartatene una.",
    "act.discard": "Scarta “{text}” (in fondo a “{deck}”)",
    "return_deed.title": "{name}, restituite una delle vostre strade alla banca (l'albergo resta).",
    "act.return_deed": "Restituisci {space} (vale {amount})",
    "play.title": "Le carte che tenete: giocatene una ora.",
    "act.play_card": "Gioca “{text}”",
    "act.play_card_on": "Gioca “{text}” ({on})",
    "sell_property.title": "Vendete una strada alla banca al valore nominale (con albergo: l'affitto con albergo). L'albergo resta.",
    "act.sell_property": "Vendi {space} per {amount}",
    "cheat.title": "{name}, barate in segreto: lo vedete solo voi. Se nessuno vi scopre prima del lancio del giocatore successivo, è fatta.",
    "cheat.pending": "La vostra truffa ancora aperta: {cheat}",
    "cheat.none": "Ora non si può barare in nessun modo.",
    "act.cheat": "{cheat}",
    "accuse.title": "{name}, gridate “Афёра!”: chi accusate?",
    "accuse.fee": "Un'accusa sbagliata costa {fee}, pagati all'accusato.",
    "act.accuse_player": "{name}…",
    "accuse.card_title": "Con quale truffa ha barato {name}?",
    "act.accuse_card": "“{cheat}”",
    "act.accuse_card_face_up": "“{cheat}” (scoperta)",
    "shout.title": "È successo qualcosa. Prima che {name} tiri i dadi, qualcuno grida “Афёра!”?",
    "act.shout": "{name} grida “Афёра!”…",
    "act.no_shout": "Nessuno: avanti",
    "screen.cheats": "Truffe scoperte: {cards}",
    "screen.end_phase": "fase finale: ogni mossa si ferma al {go}",
    "screen.home": "arrivato",
    "verb.draw": "pesca",
    "verb.discard": "scarta",
    "verb.return": "restituisci",
    "verb.play": "gioca",
    "verb.sell_property": "vendi",
    "verb.cheat": "bara",
    "verb.accuse": "accusa|афёра",
    "verb.no_shout": "nessuno|avanti|no",
    "help.deck_choice": "Parcheggio gratuito: pescate la prima carta del mazzo Probabilità o Imprevisti, come preferite. Una carta da tenere resta in mano finché non la giocate.",
    "help.card_limit": "Potete tenere una sola carta per mazzo. Con una di troppo, giocatene una ora (se si può) o rimettetene una in fondo al suo mazzo.",
    "help.return_deed": "Una carta vi fa restituire una strada alla banca, senza pagamento. L'albergo resta sulla strada: chi la compra dalla banca paga il prezzo e riceve l'albergo gratis.",
    "help.play_card": "Una carta tenuta si gioca quando volete: alcune solo nel vostro turno, altre in qualsiasi momento. In prigione si gioca solo la carta per uscirne. Una carta giocata va in fondo al suo mazzo.",
    "help.sell_property": "Potete vendere una strada alla banca al valore nominale: il prezzo, o l'affitto con albergo se c'è un albergo. L'albergo resta sulla strada. Vendere a un giocatore è uno scambio.",
    "help.cheat": "Barare è permesso, di nascosto: fate ciò che dice una delle carte truffa scoperte, nel vostro turno o in quello di un altro. Se nessuno vi scopre prima del primo lancio del giocatore successivo, la truffa è rivelata, il suo effetto resta e riscuotete la ricompensa. Scoperti, viene annullata e pagate la penale (alcune vi mandano in prigione).",
    "help.accuse": "Pensate che qualcuno abbia barato? Gridate “Афёра!” prima del lancio del giocatore successivo, dicendo chi e con quale carta. Giusto: il truffatore paga la penale e la truffa è annullata. Sbagliato: pagate {fee} all'accusato.",
    # --- truffatori: la fine ----------------------------------------------------------------------
    "over.shared": "{names} vincono a pari merito dopo {rounds} giri!",
    # --- truffatori: prigione ---------------------------------------------------------------------
    "ev.jail_cheat": "{player} va in prigione: colto a barare.",
    "ev.left_jail_cheat": "{player} sguscia fuori di prigione (una truffa).",
    # --- la fine di una partita guardata o riletta (render.summary) -----------------------------------------
    # Un nome contato: ``_one`` per il numero 1, l'altro per ogni altro numero.
    "summary.heading": "{edition} ({id}), seme {seed}: {seats}",
    "summary.heading_seen": "{heading}, visto da {name}",
    "summary.rounds_one": "{count} giro",
    "summary.rounds": "{count} giri",
    "summary.won": "{name} ha vinto dopo {rounds}.",
    "summary.shared": "{names} hanno vinto a pari merito dopo {rounds}.",
    "summary.draw": "Pareggio dopo {rounds}: è stato raggiunto il limite dei giri.",
    "summary.in_progress": "In corso dopo {rounds}.",
    "summary.bankrupt": "in bancarotta",
    "summary.cash": "{amount} in contanti",
    "summary.properties_one": "{count} proprietà",
    "summary.properties": "{count} proprietà",
    "summary.mortgaged_one": "({count} ipotecata)",
    "summary.mortgaged": "({count} ipotecate)",
    "summary.houses_one": "{count} casa",
    "summary.houses": "{count} case",
    "summary.hotels_one": "{count} albergo",
    "summary.hotels": "{count} alberghi",
    "summary.skyscrapers_one": "{count} grattacielo",
    "summary.skyscrapers": "{count} grattacieli",
    "summary.depots_one": "{count} deposito ferroviario",
    "summary.depots": "{count} depositi ferroviari",
    "summary.tickets_one": "{count} biglietto dell'autobus",
    "summary.tickets": "{count} biglietti dell'autobus",
    "screen.deeds": "contratti: {count}",
    "cmd.history": "storia|cronaca|history",
    "cmd.deed": "contratto|deed",
    "cmd.sets": "gruppi|sets",
    "cmd.holdings": "beni|patrimonio|holdings",
    "look.hotel": "un albergo",
    "look.skyscraper": "un grattacielo",
    "look.owner": "di {name}",
    "look.unowned": "della banca (in vendita)",
    "look.depot": "un deposito",
    "look.mortgaged": "ipotecato",
    "look.set": "gruppo di colore: {spaces}",
    "look.sets_title": "Chi possiede cosa, per gruppo di colore",
    "look.col_set": "Gruppo",
    "look.col_owners": "Proprietà (proprietario)",
    "look.cash": "contanti {cash} · valore {worth} (tutto venduto e ipotecato)",
    "look.no_properties": "nessuna proprietà",
    "look.history_title": "Tutto ciò che è successo, dal lancio per chi comincia:",
    "look.no_player": "«{text}» non indica nessun giocatore (un numero da 1, o l'inizio di un nome).",
    "look.no_space": "«{text}» non indica nessuna proprietà (il suo numero sul tabellone, o l'inizio del nome).",
    "look.which_deed": "Quale contratto? Scrivi contratto e il numero o il nome della proprietà (contratto 39).",
    "look.more": "— righe 1–{shown} di {total}: Invio per continuare, una parola per smettere — ",
    "screen.yours": "▸ tu: {line}",
    "screen.bank_hotels": "Banca: {hotels} alberghi",
    "screen.legend_hotels": "Lettera: il proprietario · H un albergo · •X: qui c'è la pedina di X",
    "screen.ring_legend_hotels": "lettera sottolineata: il proprietario · H un albergo · lettera evidenziata: una pedina che sta lì",
    "deed.street_hotels": "{group} · prezzo {price} · affitto {rent}, con albergo {hotel_rent} · albergo {hotel}",
    "help.buy_no_mortgage": "Siete su una via che non è di nessuno. Compratela al prezzo indicato, o rinunciate: allora va subito all'asta e tutti possono fare offerte, anche voi. Contanti insufficienti? Vendete prima una via alla Banca, da questo menu.",
    "help.debt_no_mortgage": "Dovete più dei vostri contanti. Raccogliete il denaro: rivendete alberghi alla Banca, vendete vie alla Banca al loro valore o scambiate; poi pagate. La bancarotta è ammessa solo quando neanche vendendo tutto coprireste il debito.",
    "help.bankruptcy_no_mortgage": "Neanche vendendo ogni albergo e ogni via coprireste il debito: siete in bancarotta e fuori dal gioco.",
    "cheat.terms": "ricompensa {reward}; se scoperti: {penalty}",
    "cheat.no_reward": "nessuna",
    "cheat.penalty_undone": "annullata",
    "cheat.penalty_stands": "resta",
    "cheat.penalty_pay": "pagate {amount} a {payee}",
    "cheat.hotel_cost": "il prezzo di un albergo",
    "cheat.victim": "la vittima",
    "cheat.penalty_jail": "in prigione",
    "help.face_up_cheats": "Le carte truffa scoperte ora (ricompensa se riesce; quanto costa se scoperti):",
    "cli.empty_players": "--players è vuoto: vuole NOME:TIPO, ... (per esempio Anna:human,Bruno:heuristic); omettetelo per una persona contro tre bot",
}
