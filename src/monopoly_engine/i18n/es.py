"""Mensajes en español (las mismas claves que el catálogo inglés)."""

MESSAGES: dict[str, str] = {
    # --- formatos --------------------------------------------------------------------------------------
    "fmt.thousands": ".",
    "fmt.money": "{amount} {symbol}",
    "fmt.list": "{items} y {last}",
    "fmt.quoted": "“{text}”",
    "fmt.dice": "{a} y {b} ({total})",
    # --- palabras --------------------------------------------------------------------------------------
    "word.bank": "la banca",
    "word.player_n": "jugador {number}",
    "word.nothing": "nada",
    "word.card_of": "una carta “{deck}” de Quedas libre de la cárcel",
    "word.mortgaged_mark": "(hipotecada)",
    "level.0": "ningún edificio",
    "level.1": "1 casa",
    "level.2": "2 casas",
    "level.3": "3 casas",
    "level.4": "4 casas",
    "level.5": "un hotel",
    # --- frases de los sucesos -------------------------------------------------------------------------
    "ev.unknown": "Ha pasado algo ({kind}).",
    "ev.deck_shuffled": "Se ha barajado el montón de {deck}.",
    "ev.order_rolled": "{player} ha sacado {dice} para decidir quién empieza.",
    "ev.turn_started": "Turno de {player}.",
    "ev.dice_rolled": "{player} ha sacado {dice}.",
    "ev.dice_rolled_doubles": "{player} ha sacado {dice}: ¡dobles!",
    "ev.dice_rolled_triple": "{player} ha sacado {dice}: ¡un triple!",
    "ev.moved": "{player} ha ido de {start} a {end} ({index}).",
    "ev.salary": "{player} ha pasado por la {go} y cobra {amount}.",
    "ev.offered": "{space} está en venta por {price}: {player} puede comprarla.",
    "ev.bought": "{player} ha comprado {space} por {price}.",
    "ev.auction_started": "{space} sale a subasta, pujas desde {amount}.",
    "ev.bid": "{player} ha pujado {amount}.",
    "ev.passed": "{player} ha pasado.",
    "ev.auction_won": "{player} ha ganado la subasta de {space} por {amount}.",
    "ev.auction_unsold": "Nadie ha pujado: {space} se queda en la banca.",
    "ev.building_auction_house": (
        "{player} quiere construir en {space}, pero otros también quieren las últimas casas de la banca: "
        "una sale a subasta, pujas desde {amount}."
    ),
    "ev.building_auction_hotel": (
        "{player} quiere construir en {space}, pero otros también quieren los últimos hoteles de la banca: "
        "uno sale a subasta, pujas desde {amount}."
    ),
    "ev.building_auction_won_house": "{player} ha ganado una casa en subasta por {amount}.",
    "ev.building_auction_won_hotel": "{player} ha ganado un hotel en subasta por {amount}.",
    "ev.rent_paid": "{payer} ha pagado {amount} de alquiler a {owner} por {space}.",
    "ev.rent_due": "{payer} debe a {owner} el alquiler de {space}, si lo cobra antes de la próxima tirada.",
    "ev.rent_claimed": "{owner} ha cobrado a {payer} {amount} de alquiler por {space}.",
    "ev.rent_forfeited": "{owner} no ha cobrado a {payer} el alquiler de {space}: se pierde.",
    "ev.utility_dice": "{player} ha sacado {dice} para el alquiler del servicio público.",
    "ev.tax_paid": "{player} ha pagado {amount} por {space}.",
    "ev.card_drawn": "{player} ha cogido {deck}: “{text}”",
    "ev.card_kept": "{player} se guarda la carta de {deck} para más tarde.",
    "ev.card_returned": "{player} ha devuelto la carta de {deck} a la parte inferior del montón.",
    "ev.money_from_bank": "{player} ha cobrado {amount} de la banca {why}.",
    "ev.money_paid": "{payer} ha pagado {amount} a {payee} {why}.",
    "why.card": "según la carta",
    "why.bail": "para salir de la cárcel",
    "why.fine": "como multa de la cárcel",
    "why.fee": "como interés de la hipoteca",
    "why.repairs": "por reparaciones",
    "why.auction": "por la propiedad ganada en subasta",
    "why.other": "({reason})",
    "ev.jail_doubles": "{player} va a la cárcel ({count} dobles seguidos).",
    "ev.jail_square": "{player} va a la cárcel (ha caído en {square}).",
    "ev.jail_card": "{player} va a la cárcel (por una carta).",
    "ev.jail_other": "{player} va a la cárcel.",
    "ev.jail_try_failed": "{player} sigue en la cárcel: no ha sacado dobles (intento {tries} de {max}).",
    "ev.left_jail": "{player} ha salido de la cárcel.",
    "ev.left_jail_bail": "{player} ha salido de la cárcel pagando la multa.",
    "ev.left_jail_card": "{player} ha salido de la cárcel con una carta de Quedas libre de la cárcel.",
    "ev.left_jail_doubles": "{player} ha salido de la cárcel sacando dobles.",
    "ev.left_jail_fine": "{player} ha salido de la cárcel pagando la multa tras el último intento.",
    "ev.built_house": "{player} ha construido una casa en {space} por {cost} (ahora {level}).",
    "ev.built_hotel": "{player} ha construido un hotel en {space} por {cost}.",
    "ev.sold": "{player} ha vendido edificios de {space} a la banca por {amount} (queda: {left}).",
    "ev.mortgaged": "{player} ha hipotecado {space} por {amount}.",
    "ev.unmortgaged": "{player} ha levantado la hipoteca de {space} por {amount}.",
    "ev.mortgage_kept": "{player} mantiene la hipoteca de {space} (interés {amount}).",
    "ev.trade_proposed": "{player} ha ofrecido a {partner} {give} a cambio de {get}.",
    "ev.trade_accepted": "{partner} ha aceptado el trato de {player}.",
    "ev.trade_rejected": "{partner} ha rechazado el trato de {player}.",
    "ev.transferred": "{space} pasa de {giver} a {receiver}.",
    "ev.transferred_bank": "{space} vuelve de {giver} a la banca.",
    "ev.card_transferred": "La carta de {deck} de {giver} pasa a {receiver}.",
    "ev.cash_transferred": "{giver} ha entregado {amount} a {receiver}.",
    "ev.debt_incurred": "{player} debe {amount} a {creditor} y tiene que conseguir el dinero o declararse en bancarrota.",
    "ev.debt_paid": "La deuda de {player} de {amount} con {creditor} está saldada.",
    "ev.bankrupt": "{player} ha quebrado ante {creditor}.",
    "ev.turn_ended": "{player} ha terminado el turno.",
    "ev.game_over_winner": "¡{player} ha ganado la partida!",
    "ev.game_over_draw": "La partida ha terminado en empate al llegar al límite de rondas.",
    "ev.game_over_none": "La partida ha terminado sin ganador.",
    "fmt.dice_speed": "{dice}, dado rápido {face}",
    "speed.bus": "autobús",
    "speed.mr_monopoly": "Mr. Monopoly",
    "ev.die_chosen": "{player} coge el autobús: {steps} casillas.",
    "ev.square_chosen": "{player} ha sacado tres iguales y va a {space}.",
    "ev.mr_monopoly": "Mr. Monopoly lleva a {player} hasta {space}.",
    "ev.mr_monopoly_stays": "Mr. Monopoly: no hay propiedad a la que avanzar, {player} se queda.",
    "bus.title": "{name}, el dado rápido muestra el autobús: muévete con un dado blanco ({a} o {b}) o con los dos.",
    "act.choose_die": "Avanzar {steps} casillas, hasta {space}",
    "verb.choose_die": "autobus|dado",
    "triple.title": "{name}, ¡tres iguales! Ve a cualquier casilla del tablero.",
    "act.move_to": "Ir a {space} ({index})",
    "verb.move_to": "ir|mover",
    "help.speed_bus": "El dado rápido muestra el autobús: avanzas el valor de un dado blanco o de los dos juntos. Los dobles de los dados blancos te siguen dando otra tirada.",
    "help.speed_triple": "Los tres dados muestran el mismo número: lleva tu peón a cualquier casilla del tablero. Si por el camino pasas por la SALIDA, cobras; luego la casilla se resuelve como siempre.",
    # --- la pantalla -----------------------------------------------------------------------------------
    "screen.round": "ronda {round}",
    "screen.turn_of": "turno de {name}",
    "screen.bank": "banca: {houses} casas, {hotels} hoteles",
    "screen.legend": "Letra: el dueño · ⌂ una casa · H un hotel · × hipotecada · •X: aquí está el peón de X",
    "screen.ring_legend": "letra subrayada: el dueño · ⌂ una casa (⌂3: tres) · H un hotel · × hipotecada · letra resaltada: una ficha que está ahí",
    "screen.col_player": "Jugador",
    "screen.col_cash": "Dinero",
    "screen.col_square": "Casilla",
    "screen.human": "(persona)",
    "screen.bot": "(bot: {kind})",
    "screen.bankrupt": "en bancarrota",
    "screen.in_jail": "en la cárcel (intentos fallidos {tries}/{max})",
    "screen.cards": "cartas: {cards}",
    "screen.events": "Últimos sucesos",
    "screen.earlier": "… y {count} sucesos anteriores",
    "screen.no_events": "Todavía no ha pasado nada.",
    # --- menús -----------------------------------------------------------------------------------------
    "prompt": "{name} » ",
    "menu.hint": "Escribe un número o la palabra a su lado; también: ayuda, salir, historial, título NOMBRE, grupos, bienes [NOMBRE].",
    "menu.back": "Volver",
    "menu.build": "Construir casas u hoteles…",
    "menu.sell": "Vender edificios…",
    "menu.mortgage": "Hipotecar una propiedad…",
    "menu.unmortgage": "Levantar una hipoteca…",
    "menu.trade": "Proponer un trato…",
    "menu.unknown_title": "Elige una acción:",
    "cmd.help": "ayuda|help|h|?",
    "cmd.quit": "salir|quit|q",
    "cmd.back": "volver|back|v",
    "turn.title": "{name}, es tu turno: tira los dados.",
    "turn.doubles_title": "{name}, has sacado dobles: vuelve a tirar.",
    "turn.end_title": "{name}: termina tu turno (antes puedes construir, hipotecar o hacer tratos).",
    "turn.jail_title": (
        "{name}, estás en la cárcel: intenta sacar dobles (intento {tries} de {max}), paga la multa o usa una carta."
    ),
    "buy.title": "{name}: {space} está en venta por {price} (tienes {cash}). ¿La compras o sale a subasta?",
    "deed.street": "{group} · precio {price} · alquiler {rents} (sin casas, 1–4 casas, hotel) · casa {house} · hipoteca {mortgage}",
    "deed.railroad": "{group} · precio {price} · alquiler {rents} (según estaciones) · hipoteca {mortgage}",
    "deed.utility": "{group} · precio {price} · alquiler {times} los dados (según servicios) · hipoteca {mortgage}",
    "auction.title": "{name}: subasta de {space}.",
    "auction.building_title_house": "{name}: se subastan las últimas casas de la banca ({player} quería construir en {space}).",
    "auction.building_title_hotel": "{name}: se subastan los últimos hoteles de la banca ({player} quería construir en {space}).",
    "auction.high": "Puja más alta: {amount}, de {player}.",
    "auction.no_bids": "Todavía no hay pujas.",
    "auction.limits": "Puedes pujar desde {low} hasta tu dinero, {cash}.",
    "auction.amount_prompt": "Tu puja, de {low} a {cash} (línea vacía: volver):",
    "debt.title_pay": "{name}: ya tienes el dinero. Paga los {amount} que debes a {creditor}.",
    "debt.title_raise": (
        "{name}: debes {amount} a {creditor} pero tienes {cash}. Consigue {short} más vendiendo edificios, "
        "hipotecando o haciendo tratos, y luego paga."
    ),
    "debt.title_bankrupt": (
        "{name}: debes {amount} a {creditor}, y vendiendo e hipotecando todo solo conseguirías {worth}. "
        "Estás en bancarrota."
    ),
    "trade.reply_title": "{name}: {proposer} te propone un trato.",
    "trade.you_receive": "Recibes: {items}",
    "trade.you_give": "Das: {items}",
    "trade.mortgaged_note": "Hipotecadas: {spaces}. Pagarás en el acto el 10% de interés, o levantarás la hipoteca.",
    "mortgage_received.title": (
        "{name}: has recibido propiedades hipotecadas. ¿Mantienes cada hipoteca (pagando ahora el interés) o la levantas?"
    ),
    "claim.title": "{name}: te deben un alquiler. Cóbralo antes de la próxima tirada, o se pierde.",
    "act.roll": "Tirar los dados",
    "act.roll_jail": "Intentar sacar dobles",
    "act.pay_bail": "Pagar la multa de {amount} y salir",
    "act.use_card": "Usar la carta “{deck}” de Quedas libre de la cárcel",
    "act.end_turn": "Terminar el turno",
    "act.buy": "Comprar {space} por {price}",
    "act.decline": "No comprarla: sacarla a subasta",
    "act.bid": "Pujar {amount}",
    "act.bid_other": "Pujar otra cantidad…",
    "act.pass": "Pasar (dejar la subasta)",
    "act.pay": "Pagar {amount} a {creditor}",
    "act.bankrupt": "Declararse en bancarrota",
    "act.accept": "Aceptar el trato",
    "act.reject": "Rechazar el trato",
    "act.keep_mortgage": "Mantener la hipoteca de {space} (pagar ahora {amount} de interés)",
    "act.lift_mortgage": "Levantar la hipoteca de {space} ({amount})",
    "act.claim": "Cobrar el alquiler a {payer} por {space}",
    "act.no_claim": "No cobrarlo",
    "act.build_house": "Construir en {space} por {cost} (hasta {level})",
    "act.build_hotel": "Construir un hotel en {space} por {cost}",
    "act.build_done": "{space} tiene un hotel",
    "act.sell_house": "Vender una casa de {space} por {amount} (tiene: {level})",
    "act.sell_hotel": "Vender el hotel de {space} por {amount}",
    "act.mortgage": "Hipotecar {space} por {amount}",
    "act.unmortgage": "Levantar la hipoteca de {space} por {amount}",
    "build.title": "Construir: una casa cada vez, de manera uniforme en el grupo de color.",
    "build.supply": "La banca tiene {houses} casas y {hotels} hoteles; tú tienes {cash}.",
    "sell.title": "Vender edificios a la banca por la mitad de su precio, de manera uniforme en el grupo.",
    "mortgage.title": "Hipotecar una propiedad: la banca te presta el valor de la hipoteca.",
    "unmortgage.title": "Levantar una hipoteca: devuelve el valor de la hipoteca más el interés.",
    # --- por qué no se puede ---------------------------------------------------------------------------
    "why_not.generic": "No se puede ahora: {reason}.",
    "why_not.cash": "cuesta {cost}, tienes {cash}",
    "why_not.buy_cash": "cuesta {price} y tienes {cash}: consigue dinero antes, o renuncia",
    "why_not.pay_short": "te faltan {short}",
    "why_not.not_yours": "{space} no es tuya",
    "why_not.build_group": "para construir en {space} necesitas todo el grupo de color",
    "why_not.build_mortgaged": "{space} está hipotecada: no se puede construir en su grupo de color",
    "why_not.build_hotel_already": "{space} ya tiene un hotel",
    "why_not.build_even": "construye de manera uniforme: antes {others} debe tener {level}, como {space}",
    "why_not.build_auction": "se están subastando los últimos edificios de la banca",
    "why_not.no_houses": "a la banca no le quedan casas: espera a que alguien venda",
    "why_not.no_hotels": "a la banca no le quedan hoteles: espera a que alguien venda uno",
    "why_not.sell_even": "vende de manera uniforme: antes en {others}, que tiene más edificios que {space}",
    "why_not.mortgage_buildings": "vende antes los edificios del grupo de {space}",
    "why_not.trade_buildings": "el grupo de {space} tiene edificios: véndelos antes a la banca",
    "why_not.trade_empty": "la oferta está vacía",
    "why_not.trade_invalid": "la oferta ya no se puede llevar a cabo",
    "why_not.not_now": "no se permite en este momento",
    "why_not.not_street": "{space} no es una calle: solo las calles admiten casas y hoteles",
    "why_not.not_property": "{space} no es una propiedad",
    "why_not.no_buildings": "{space} no tiene edificios",
    "why_not.already_mortgaged": "{space} ya está hipotecada",
    "why_not.not_mortgaged": "{space} no está hipotecada",
    "why_not.no_mortgages": "en esta partida no hay hipotecas",
    "why_not.hotels_stay": "los hoteles no se venden: el hotel se queda en su calle",
    "why_not.bid_low": "la puja mínima ahora es {low}",
    "why_not.bid_cash": "solo tienes {cash}",
    "why_not.out_of_auction": "estás fuera de esta subasta",
    "why_not.highest_bid": "la tuya ya es la puja más alta",
    "why_not.can_raise": "aún puedes reunir {worth} vendiendo e hipotecando",
    "why_not.trade_cash": "{name} no puede dar {amount}: tiene {cash}",
    "why_not.trade_not_owned": "{space} ya no es de {name}",
    "why_not.trade_card": "{name} ya no tiene esa tarjeta",
    "why_not.trade_card_limit": "{name} tendría más cartas del mismo mazo de las permitidas ({limit})",
    "why_not.trade_cash_for_nothing": "{name} daría {amount} a cambio de nada: en un trato el dinero compra una propiedad o una carta (solo la banca presta dinero)",
    "why_not.trade_waiting": "otra oferta espera respuesta",
    # --- errores de entrada ----------------------------------------------------------------------------
    "error.empty": "Escribe el número de tu elección (1–{count}), o ayuda.",
    "error.not_on_menu": "“{text}” no está en el menú: escribe un número del 1 al {count}, o ayuda.",
    "error.not_a_number": "“{text}” no es una cantidad entera.",
    "error.bid_low": "Una puja de {amount} es demasiado baja: la puja mínima ahora es {low}.",
    "error.bid_cash": "No puedes pujar {amount}: solo tienes {cash}.",
    "error.amount_range": "Escribe una cantidad de {low} a {high}.",
    # --- tratos ----------------------------------------------------------------------------------------
    "trade.partner_title": "¿Con quién quieres tratar?",
    "trade.builder_title": "Tu oferta a {name}:",
    "trade.builder_give": "Das: {items}",
    "trade.builder_get": "{name} da: {items}",
    "trade.add_give_space": "Añadir una propiedad que das…",
    "trade.add_get_space": "Pedir una propiedad a {name}…",
    "trade.set_give_cash": "Dinero que das (ahora {amount})…",
    "trade.set_get_cash": "Dinero que da {name} (ahora {amount})…",
    "trade.add_give_card": "Añadir una carta de Quedas libre de la cárcel que das…",
    "trade.add_get_card": "Pedir a {name} una carta de Quedas libre de la cárcel…",
    "trade.remove": "Quitar algo de la oferta…",
    "trade.remove_title": "Quitar de la oferta:",
    "trade.remove_give": "{item} (das)",
    "trade.remove_get": "{item} (recibes)",
    "trade.send": "Enviar la oferta a {name}",
    "trade.cancel": "Cancelar el trato",
    "trade.give_space_title": "¿Qué propiedad tuya das?",
    "trade.get_space_title": "¿Qué propiedad de {name} pides?",
    "trade.space_line": "{space} ({group}, {price})",
    "trade.card_title": "¿Qué carta de {name}?",
    "trade.give_cash_prompt": "Dinero que das, de 0 a {cash}:",
    "trade.get_cash_prompt": "Dinero que da {name}, de 0 a {cash}:",
    "verb.roll": "tirar|tira|t",
    "verb.pay_bail": "multa|pagar-multa",
    "verb.use_card": "carta",
    "verb.end_turn": "terminar|fin|f",
    "verb.buy": "comprar|compra|c",
    "verb.decline": "renunciar|subasta|no",
    "verb.bid": "pujar|puja",
    "verb.bid_other": "cantidad|otra",
    "verb.pass": "pasar|paso|p",
    "verb.pay": "pagar|paga",
    "verb.bankrupt": "bancarrota|quiebra",
    "verb.accept": "aceptar|acepto|sí|si|s",
    "verb.reject": "rechazar|rechazo|no|n",
    "verb.keep": "mantener",
    "verb.lift": "levantar",
    "verb.build": "construir",
    "verb.sell": "vender",
    "verb.mortgage": "hipotecar",
    "verb.unmortgage": "deshipotecar|levantar",
    "verb.claim": "cobrar",
    "verb.trade": "trato|tratar",
    "verb.send": "enviar",
    "verb.cancel": "cancelar",
    # --- varias personas en un teclado -----------------------------------------------------------------
    "hotseat.pass": "{name}, siéntate ante el teclado, por favor.",
    "hotseat.trade": "{proposer} te ha hecho a ti, {name}, una oferta de trato.",
    "hotseat.enter": "Pulsa Intro para empezar… ",
    # --- ayuda -----------------------------------------------------------------------------------------
    "help.title": "Ayuda",
    "help.from_book": "El reglamento ({source}):",
    "help.input": (
        "Escribe el número de una opción, o su palabra (tirar, comprar, pasar, pujar 120, construir, …). Las "
        "líneas sin número no se pueden elegir ahora; el motivo va entre paréntesis. «ayuda» explica la regla, "
        "«salir» guarda la partida y se detiene, Ctrl-C hace lo mismo."
    ),
    "help.turn": (
        "En tu turno tiras los dos dados y avanzas ese número de casillas en el sentido de las agujas del reloj; "
        "al pasar o caer en la SALIDA cobras {salary}. Con dobles vuelves a tirar, pero {doubles} dobles seguidos "
        "en un mismo turno te mandan directamente a la cárcel. Antes o después de tirar puedes construir, vender, "
        "hipotecar y hacer tratos."
    ),
    "help.jail": (
        "De la cárcel se sale pagando {fine} antes de tirar, usando una carta de Quedas libre de la cárcel, o "
        "sacando dobles (y te mueves con esa tirada, sin volver a tirar). Tras {tries} intentos fallidos pagas "
        "{fine} y te mueves con la última tirada. En la cárcel sigues cobrando alquileres, pujando, construyendo y "
        "haciendo tratos."
    ),
    "help.buy": (
        "Has caído en una propiedad sin dueño. Cómprala por el precio indicado, o renuncia: entonces sale a "
        "subasta enseguida y todos pueden pujar, tú también. ¿No tienes bastante dinero? Hipoteca o vende antes, "
        "desde este menú."
    ),
    "help.auction": (
        "La banca abre la subasta en {opening}; cada puja debe superar la más alta en al menos {raise}. Puedes "
        "pujar hasta tu dinero. Quien pasa deja la subasta para siempre. El mejor postor paga y se queda el "
        "título; si nadie puja, la propiedad se queda en la banca y nadie paga. Escribe un número para pujar esa "
        "cantidad."
    ),
    "help.building_auction": (
        "Más jugadores quieren las últimas casas (u hoteles) de la banca de las que tiene: se subastan desde "
        "{building_opening}. El ganador paga la puja y pone el edificio en una de sus calles. Si nadie más puja, "
        "quien quería construir construye al precio de la tarjeta."
    ),
    "help.debt": (
        "Debes más de lo que tienes. Consigue el dinero: vende edificios (te devuelven la mitad de su precio), "
        "hipoteca propiedades o haz tratos; luego paga. La bancarrota solo se permite cuando ni vendiendo e "
        "hipotecando todo cubrirías la deuda."
    ),
    "help.bankruptcy": (
        "Ni vendiendo todos los edificios e hipotecando todas las propiedades cubrirías la deuda: estás en "
        "bancarrota y fuera de la partida. Ante un jugador: tus edificios se venden a la banca y todo lo demás es "
        "para él. Ante la banca: tus propiedades se subastan, sin hipoteca."
    ),
    "help.trade_reply": (
        "Otro jugador te ofrece un trato de propiedades, dinero y cartas de Quedas libre de la cárcel. Los "
        "edificios nunca cambian de manos. Recibir una propiedad hipotecada cuesta en el acto el {interest_pct}% "
        "del valor de la hipoteca, salvo que la levantes."
    ),
    "help.trade": (
        "Prepara una oferta: propiedades, dinero y cartas de Quedas libre de la cárcel, en un sentido y en el "
        "otro. Una calle no se puede intercambiar mientras su grupo de color tenga edificios. El otro jugador la "
        "acepta o la rechaza."
    ),
    "help.mortgage_received": (
        "Has recibido propiedades hipotecadas. Para cada una, levanta ahora la hipoteca (su valor más el "
        "{interest_pct}%), o mantenla pagando ahora el {interest_pct}% de interés (y el precio completo más el "
        "interés cuando la levantes)."
    ),
    "help.build": (
        "Con un grupo de color completo, sin hipotecas, puedes construir casas, de una en una y de manera "
        "uniforme: ninguna calle puede tener más de una casa de ventaja sobre las demás del grupo. Tras cuatro "
        "casas, un hotel. La banca tiene en total {houses} casas y {hotels} hoteles; cuando se acaban, nadie "
        "puede construir."
    ),
    "help.sell": (
        "Los edificios vuelven a la banca por el {sell_pct}% de su precio, de manera uniforme en el grupo. Un "
        "hotel se convierte en cuatro casas, si la banca las tiene."
    ),
    "help.mortgage": (
        "Al hipotecar una propiedad recibes el valor de su hipoteca; mientras esté hipotecada no cobra alquiler. "
        "Una calle solo se puede hipotecar si su grupo de color no tiene edificios."
    ),
    "help.unmortgage": "Levantar una hipoteca cuesta su valor más el {interest_pct}% de interés.",
    "help.claim": "Con esta opción, el alquiler hay que cobrarlo antes de que tire el siguiente jugador, o se pierde.",
    "help.amount": "Escribe una cantidad entera, o una línea vacía para volver.",
    # --- el final --------------------------------------------------------------------------------------
    "over.title": "Fin de la partida",
    "over.winner": "¡{name} gana tras {rounds} rondas!",
    "over.draw": "Empate tras {rounds} rondas: se ha llegado al límite de rondas.",
    "over.in_progress": "En curso tras {rounds} rondas.",
    "over.col_cash": "Dinero",
    "over.col_properties": "Propiedades",
    "over.col_buildings": "Edificios",
    "over.col_worth": "Patrimonio",
    "over.buildings": "{houses} c, {hotels} H",
    "over.log": "El registro de la partida está en {file} (monopoly replay {file}).",
    # --- guardar ---------------------------------------------------------------------------------------
    "save.interrupted": "Interrumpida: la partida está guardada.",
    "save.quit": "La partida está guardada.",
    "save.saved": "Guardada en {file}.",
    "save.resume": "Para continuarla: {command}",
    "save.failed": "No se ha podido guardar en {file}: {reason}",
    "session.bots_only": "Ya no queda ninguna persona en la partida: los bots siguen hasta el final.",
    "session.crashed": "Algo ha ido mal: {reason}",
    "intro.recommended_players": "Esta edición está pensada para {low}–{high} jugadores; aun así pueden jugar {count}.",
    "intro.resumed": "Se continúa {file} tras {actions} acciones.",
    # --- la línea de órdenes ---------------------------------------------------------------------------
    "cli.error": "error: {reason}",
    "cli.bad_lang": "idioma desconocido {lang} (conocidos: {known})",
    "cli.bad_players": "--players quiere NOMBRE:TIPO, ... (por ejemplo Ana:human,Bernardo:heuristic), no {spec}",
    "cli.unknown_kind": "tipo de jugador desconocido {kind} (conocidos: {known})",
    "cli.name_control": "--players: el nombre {name} contiene el carácter de control {char}",
    "cli.name_long": "--players: el nombre {name} tiene más de {limit} caracteres",
    "cli.bad_option": "--option quiere CLAVE=VALOR, no {option}",
    "cli.option_twice": "--option {key} aparece dos veces",
    "cli.bad_max_rounds": "--max-rounds tiene que ser al menos 1",
    "cli.resume_conflict": "--resume continúa la partida guardada: --players, --edition, --option y --seed no pueden cambiarla",
    "cli.resume_damaged": "no se puede continuar {file}: {reason}",
    "cli.save_exists": "{file} ya existe: continúala con --resume, o elige otro archivo",
    "cli.players": "Puestos como NOMBRE:TIPO, separados por comas; TIPO es human o un bot (heuristic, buyer, random). Por defecto: tú y tres bots heuristic. Los parámetros de un bot siguen a su tipo: Bernardo:heuristic:boldness=1;vigilance=0 (o boldness=1,vigilance=0).",
    "cli.edition": "Edición (id o archivo, p. ej. classic-es, mega o cheaters-ru; por defecto, la edición clásica de tu idioma).",
    "cli.option": "Una opción de reglas CLAVE=VALOR; se puede repetir.",
    "cli.lang": "Idioma: en, it, es o ru (por defecto, el del sistema).",
    "cli.seed": "Semilla de los dados y los montones.",
    "cli.save": "Guardar en este archivo el registro reproducible de la partida, escrito tras cada acción.",
    "cli.resume": "Continuar una partida guardada en este archivo.",
    "cli.fast": "Mostrar las jugadas de los bots sin pausas.",
    "cli.max_rounds": "Terminar la partida en empate tras este número de rondas.",
    "cli.command": "Jugar en el terminal: tú contra bots, o varias personas en un mismo teclado. En la edición de tramposos (--edition cheaters-ru) cada menú tiene un menú secreto para hacer trampa y otro para gritar “Афёра!”; con varias personas, una pantalla de “siéntate ante el teclado” entre jugadores mantiene los secretos de cada uno fuera de las pantallas de los demás.",
    # --- Monopoly Mega ---------------------------------------------------------------------------------
    "level.6": "un rascacielos",
    "why.gift": "como regalo de cumpleaños",
    "ev.built_skyscraper": "{player} ha construido un rascacielos en {space} por {cost} (un hotel vuelve a la banca).",
    "ev.building_auction_skyscraper": (
        "{player} quiere construir en {space}, pero otros también quieren los últimos rascacielos de la banca: "
        "uno sale a subasta, pujas desde {amount}."
    ),
    "ev.building_auction_won_skyscraper": "{player} ha ganado un rascacielos en subasta por {amount}.",
    "ev.bus_ticket_drawn": "{player} coge un billete de autobús.",
    "ev.bus_ticket_drawn_expire": "{player} coge un billete de autobús que hace caducar todos los demás.",
    "ev.bus_tickets_expired": "Todos los demás billetes de autobús caducan: {losses}.",
    "ev.bus_tickets_expired_none": "Nadie más tenía billetes de autobús: no caduca ninguno.",
    "fmt.tickets_lost": "{player} pierde {count}",
    "ev.bus_ticket_used": "{player} usa un billete de autobús y va de {start} a {end} ({index}).",
    "ev.bus_step_card": "El autobús: no quedan billetes, así que {player} avanza hasta {space}.",
    "ev.auction_square_chosen": "{player} elige {space}: sale a subasta.",
    "ev.auction_square_moved": "Todas las propiedades tienen dueño: {player} se para en {space}, el alquiler más caro para él ({amount}).",
    "ev.auction_square_stays": "Todas las propiedades tienen dueño y ninguna cobraría alquiler a {player}: {player} se queda donde está.",
    "ev.gift_cash": "{player} elige el regalo de cumpleaños en dinero.",
    "ev.gift_ticket": "{player} elige un billete de autobús como regalo de cumpleaños.",
    "ev.depot_built": "{player} ha construido un depósito ferroviario en {space} por {cost}.",
    "ev.depot_sold": "{player} ha vendido el depósito de {space} a la banca por {amount}.",
    "menu.ticket": "Usar un billete de autobús (tienes {count})…",
    "menu.depots": "Construir o vender depósitos ferroviarios…",
    "mega_triple.title": "{name}, ¡un triple! Avanza en el sentido de las agujas del reloj hasta la casilla que quieras.",
    "ticket.title": "{name}, billete de autobús: avanza hasta cualquier casilla de este lado del tablero.",
    "act.use_ticket": "Ir a {space} ({index})",
    "verb.use_ticket": "billete|autobus|autobús",
    "auction_square.title": "{name}, casilla de Subasta: elige una propiedad sin dueño; sale a subasta enseguida, pujas desde {opening}.",
    "act.auction_square": "Subastar {space} (precio {price})",
    "verb.auction_square": "subasta|elegir",
    "gift.title": "{name}, regalo de cumpleaños: ¿{amount} de la banca o un billete de autobús del montón?",
    "act.gift_cash": "Cobrar {amount} de la banca",
    "act.gift_ticket": "Coger un billete de autobús ({left} en el montón)",
    "verb.gift_cash": "dinero",
    "verb.gift_ticket": "billete",
    "act.build_skyscraper": "Construir un rascacielos en {space} por {cost} (el hotel vuelve a la banca)",
    "act.build_done_skyscraper": "{space} tiene un rascacielos",
    "act.sell_skyscraper": "Vender el rascacielos de {space} por {amount} (vuelve a ser un hotel)",
    "act.sell_skyscraper_down": "Vender el rascacielos de {space} por {amount} (el banco no tiene hoteles: el grupo baja a casas)",
    "act.build_depot": "Construir un depósito en {space} por {cost} (duplica su alquiler)",
    "act.sell_depot": "Vender el depósito de {space} por {amount}",
    "verb.depot": "deposito|depósito",
    "depots.title": "Depósitos ferroviarios: construye uno en una estación tuya para duplicar su alquiler; se revende a mitad de precio.",
    "depots.supply": "La banca tiene {depots} depósitos; tú tienes {cash}.",
    "build.title_mega": "Construir: un nivel cada vez, de manera uniforme en tus calles del grupo.",
    "build.supply_mega": "La banca tiene {houses} casas, {hotels} hoteles y {skyscrapers} rascacielos; tú tienes {cash}.",
    "auction.building_title_skyscraper": "{name}: se subastan los últimos rascacielos de la banca ({player} quería construir en {space}).",
    "deed.street_mega": "{group} · precio {price} · alquiler {rents} (solar, 1–4 casas, hotel, rascacielos) · casa {house} · rascacielos {skyscraper} · hipoteca {mortgage}",
    "deed.railroad_depot": "{group} · precio {price} · alquiler {rents} (por estaciones; ×2 con depósito) · depósito {depot} · hipoteca {mortgage}",
    "screen.bank_mega": "banca: {houses} casas, {hotels} hoteles, {skyscrapers} rascacielos, {depots} depósitos, {tickets} billetes",
    "screen.tickets": "billetes de autobús: {count}",
    "screen.ring_tickets": "billetes {count}",
    "screen.ring_legend_mega": "letra subrayada: el dueño · ⌂ una casa (⌂3: tres) · H un hotel · S un rascacielos · D un depósito · × hipotecada · letra resaltada: una ficha que está ahí",
    "screen.legend_mega": "Letra: el dueño · ⌂ una casa · H un hotel · S un rascacielos · D un depósito · × hipotecada · •X: la ficha de X está aquí",
    "over.buildings_mega": "{houses} c, {hotels} H, {skyscrapers} R, {depots} D",
    "why_not.build_majority": "para construir en {space} necesitas todas las calles de su grupo menos una",
    "why_not.skyscraper_group": "un rascacielos necesita todo el grupo de color, con un hotel en cada calle",
    "why_not.skyscraper_already": "{space} ya tiene un rascacielos",
    "why_not.no_skyscrapers": "a la banca no le quedan rascacielos: espera a que alguien venda uno",
    "why_not.not_station": "{space} no es una estación: los depósitos van en las estaciones",
    "why_not.depot_already": "{space} ya tiene un depósito",
    "why_not.no_depot": "{space} no tiene depósito",
    "why_not.depot_mortgaged": "{space} está hipotecada: levanta antes la hipoteca",
    "why_not.no_depots": "a la banca no le quedan depósitos",
    "why_not.mortgage_depot": "vende antes el depósito de {space}",
    "why_not.trade_depot": "{space} tiene un depósito: véndelo antes a la banca",
    "why_not.no_tickets": "no quedan billetes de autobús en el montón",
    "why_not.no_ticket": "no tienes billetes de autobús",
    "why_not.ticket_jail": "en la cárcel se tiran los dados blancos: no se puede usar un billete de autobús",
    "why_not.ticket_side": "{space} no está delante de ti en este lado del tablero",
    "why_not.auction_owned": "{space} ya es de {owner}",
    "why_not.keep_mortgage_group": "tienes edificios en el grupo de {space}: hay que levantar la hipoteca ahora",
    "help.mega_turn": (
        "Monopoly Mega, para 2–4 jugadores (pueden jugar hasta 8). En tu turno tiras los tres dados, los dos "
        "blancos y el azul. Un 1, 2 o 3 en el dado azul se suma a los blancos. Mr. Monopoly: avanza lo que "
        "marquen los dados blancos y luego hasta la primera propiedad sin dueño (puedes comprarla); si todas "
        "tienen dueño, hasta la más cercana de otro jugador, y paga el alquiler (si está hipotecada, te quedas "
        "donde estás). El autobús: avanza lo que marquen los dados blancos y coge un billete de autobús (si no "
        "quedan, ve a la Suerte o Caja de Comunidad más cercana). Solo los dados blancos hacen dobles: vuelve a "
        "tirar, o usa un billete en su lugar; dobles {doubles} veces seguidas te llevan a la cárcel, salvo que la "
        "última tirada sea un triple. Pasar o caer en la SALIDA paga {salary}. Antes o después de tirar puedes "
        "construir, vender, hipotecar, construir depósitos e intercambiar."
    ),
    "help.mega_jail": (
        "En la cárcel tiras solo los dados blancos, buscando dobles (entonces avanzas con esa tirada). Puedes "
        "antes pagar {fine} o usar una carta para salir de la cárcel: entonces tiras los tres dados, como en "
        "cualquier turno. Tras {tries} intentos fallidos pagas {fine} y avanzas con la última tirada. En la "
        "cárcel no se puede usar un billete de autobús."
    ),
    "help.mega_triple": (
        "Los tres dados muestran el mismo número (1, 2 o 3): avanza en el sentido de las agujas del reloj hasta "
        "la casilla que elijas; pasar por la SALIDA paga {salary}. Luego la casilla se resuelve como siempre. Un "
        "triple cierra los dobles: no hay cárcel por tres dobles ni otra tirada."
    ),
    "help.ticket": (
        "Un billete de autobús sustituye una tirada (también la de después de unos dobles): avanza hasta "
        "cualquier casilla del lado del tablero en que estás; una esquina cuenta como primera casilla del lado "
        "que empieza en ella. Después el billete sale del juego y en este turno ya no te mueves. No se usa en la "
        "cárcel; todos ven cuántos billetes tiene cada uno."
    ),
    "help.auction_square": (
        "Casilla de Subasta: elige una propiedad que aún no tenga dueño; sale a subasta enseguida, pujas desde "
        "{opening}, y todos pueden pujar, tú también. Si todas tienen dueño, avanzas hasta la propiedad cuyo "
        "alquiler te costaría más, y lo pagas."
    ),
    "help.gift": (
        "Regalo de cumpleaños: cobra {gift} de la banca o coge un billete de autobús del montón (mientras queden)."
    ),
    "help.depots": (
        "Un depósito ferroviario en una estación tuya cuesta {depot} y duplica el alquiler de esa estación. La "
        "banca tiene {depots} depósitos. Se revende a la banca a mitad de precio; una estación con depósito no "
        "se puede hipotecar ni intercambiar hasta vender el depósito."
    ),
    "help.mega_build": (
        "Cada grupo de color tiene una calle más. Con todas sus calles menos una puedes construir casas y "
        "hoteles en tus calles, y el alquiler de tus solares sin edificar se duplica (con todo el grupo se "
        "triplica). Construye de manera uniforme: ninguna calle más de un nivel por delante de las demás tuyas. "
        "Tras cuatro casas, un hotel; con todo el grupo y un hotel en cada calle, un rascacielos (paga su precio "
        "y devuelve el hotel), uno por calle. La banca tiene {houses} casas, {hotels} hoteles y {skyscrapers} "
        "rascacielos; si varios jugadores quieren los últimos, se subastan desde {building_opening}. Un "
        "rascacielos se revende a mitad de precio y vuelve a ser un hotel."
    ),
    # --- tramposos: eventos -----------------------------------------------------------------------
    "ev.hidden": "En secreto ({seats}): {text}",
    "ev.something_happened": "Algo ha pasado.",
    "ev.cheats_revealed": "Cartas de trampa boca arriba: {cards}.",
    "ev.cheat_performed": "{player} hace trampa en secreto: {cheat}.",
    "ev.cheat_applied": "La trampa “{cheat}” de {player} surte efecto ({amount}).",
    "ev.accused": "{player} grita “Афёра!” contra {accused}: “{cheat}”.",
    "ev.accusation_upheld": "Bien visto: {accused} sí hizo trampa con “{cheat}”.",
    "ev.accusation_rejected": "Error: {accused} no hizo trampa con “{cheat}”.",
    "ev.cheat_revealed": "{player} revela una trampa: {cheat}.",
    "ev.cheat_unused": "La trampa “{cheat}” de {player} nunca se usó: queda anulada.",
    "ev.cheat_rewarded": "{player} se sale con la suya con “{cheat}” y cobra {amount} del banco.",
    "ev.cheat_card_replaced": "La carta de trampa “{old}” va al fondo del mazo; se descubre “{new}”.",
    "ev.cheat_card_replaced_none": "La carta de trampa “{old}” va al fondo del mazo; no queda ninguna por descubrir.",
    "ev.cheat_undone": "Se deshace la trampa “{cheat}” de {player}.",
    "ev.cheat_penalty_pay": "{player} paga {amount} a {payee} como castigo por “{cheat}”.",
    "ev.cheat_penalty_jail": "{player} va a la cárcel como castigo por “{cheat}”.",
    "ev.cheat_penalty_pay_jail": "{player} paga {amount} a {payee} y va a la cárcel como castigo por “{cheat}”.",
    "ev.cheat_penalty_none": "{player} se libra sin castigo por “{cheat}”.",
    "ev.token_shifted": "La ficha de {player} pasa de {start} a {end} ({index}).",
    "ev.hotel_put": "Aparece un hotel en {space}.",
    "ev.hotel_taken": "Desaparece el hotel de {space}.",
    "word.steps": "{steps} casillas",
    "cheat_title.steal_from_bank": "Roba al banco",
    "cheat_title.pickpocket": "Carterista",
    "cheat_title.extra_salary": "Doble sueldo",
    "cheat_title.extra_steps": "Pasos de más",
    "cheat_title.wrong_token": "Ficha equivocada",
    "cheat_title.short_change": "Pago de menos",
    "cheat_title.overcharge": "Alquiler inflado",
    "cheat_title.foreign_rent": "Alquiler ajeno",
    "cheat_title.remove_hotel": "Demolición",
    "cheat_title.place_hotel": "Hotel ilegal",
    "cheat_title.move_hotel": "Mudanza de hotel",
    "cheat_title.steal_deed": "Escritura falsa",
    "cheat_title.jailbreak": "Genio de la fuga",
    "cheat_title.extra_card": "Baraja marcada",
    "cheat_title.cheap_buy": "Amigos en el banco",
    # --- tramposos: reglas de la edición ----------------------------------------------------------
    "ev.handcuff_passed": "{prisoner} se pone las esposas: {released} queda libre y se queda de visita.",
    "ev.card_played": "{player} juega una carta “{deck}”: “{text}”",
    "ev.card_played_on": "{player} juega una carta “{deck}” ({on}): “{text}”",
    "ev.rent_reduced": "Una carta rebaja el alquiler que {payer} debe a {owner} por {space} de {rent} a {amount}.",
    "ev.property_sold": "{player} ha vendido {space} al banco por {amount}.",
    "ev.hotel_moved": "{player} ha trasladado el hotel de {start} a {end}.",
    "ev.end_phase_started": "Todas las calles tienen dueño: quien llegue a {go} se queda allí.",
    "ev.came_home": "{player} ha llegado a {go}.",
    "ev.turn_skipped": "{player} ya ha llegado: pierde el turno.",
    "ev.final_rent": "El banco paga a {player} {amount} de alquiler por {space}.",
    "ev.win_shared": "{players} comparten la victoria con {cash} cada uno.",
    # --- tramposos: pagos -------------------------------------------------------------------------
    "why.cheat": "con una trampa",
    "why.cheat-penalty": "como castigo por una trampa",
    "why.cheat-undo": "para deshacer una trampa",
    "why.false-accusation": "por una acusación falsa",
    "why.rent": "como alquiler",
    # --- tramposos: palabras ----------------------------------------------------------------------
    "word.cheat_deck": "Trampa",
    # --- tramposos: el juego en el terminal -------------------------------------------------------
    "menu.play_card": "Juega una carta guardada…",
    "menu.sell_property": "Vende una calle al banco…",
    "menu.cheat": "Haz trampa (en secreto)…",
    "menu.accuse": "Grita “Афёра!” (acusa a alguien)…",
    "menu.build_hotel": "Construye hoteles…",
    "build.title_hotels": "Hoteles: uno por calle, en un grupo de color completo, directamente del banco.",
    "deck_choice.title": "{name}, {square}: coge una carta del mazo que prefieras.",
    "act.draw": "Coge de “{deck}”",
    "card_limit.title": "{name}, solo puedes guardar {limit} carta “{deck}”: juega o descarta una.",
    "act.discard": "Descarta “{text}” (al fondo de “{deck}”)",
    "return_deed.title": "{name}, devuelve una de tus calles al banco (el hotel se queda).",
    "act.return_deed": "Devuelve {space} (vale {amount})",
    "play.title": "Tus cartas guardadas: juega una ahora.",
    "act.play_card": "Juega “{text}”",
    "act.play_card_on": "Juega “{text}” ({on})",
    "sell_property.title": "Vende una calle al banco por su valor nominal (con hotel: el alquiler con hotel). El hotel se queda.",
    "act.sell_property": "Vende {space} por {amount}",
    "cheat.title": "{name}, haz trampa en secreto: solo tú lo ves. Si nadie te pilla antes de que tire el siguiente jugador, te sales con la tuya.",
    "cheat.pending": "Tu trampa aún abierta: {cheat}",
    "cheat.none": "Ahora no se puede hacer ninguna trampa.",
    "act.cheat": "{cheat}",
    "accuse.title": "{name}, grita “Афёра!”: ¿a quién acusas?",
    "accuse.fee": "Una acusación falsa cuesta {fee}, pagados al acusado.",
    "act.accuse_player": "{name}…",
    "accuse.card_title": "¿Qué trampa hizo {name}?",
    "act.accuse_card": "“{cheat}”",
    "act.accuse_card_face_up": "“{cheat}” (boca arriba)",
    "shout.title": "Algo ha pasado. Antes de que tire {name}, ¿alguien grita “Афёра!”?",
    "act.shout": "{name} grita “Афёра!”…",
    "act.no_shout": "Nadie: seguir",
    "screen.cheats": "Trampas boca arriba: {cards}",
    "screen.end_phase": "fase final: todo movimiento se detiene en {go}",
    "screen.home": "ha llegado",
    "verb.draw": "coger|robar",
    "verb.discard": "descartar",
    "verb.return": "devolver",
    "verb.play": "jugar",
    "verb.sell_property": "vender",
    "verb.cheat": "trampa",
    "verb.accuse": "acusar|афёра",
    "verb.no_shout": "nadie|seguir|no",
    "help.deck_choice": "Parking gratuito: coge la primera carta del mazo de Suerte o de Caja de Comunidad, como prefieras. Una carta para guardar se queda en tu mano hasta que la juegues.",
    "help.card_limit": "Solo puedes guardar una carta de cada mazo. Con una de más, juega una ahora (si se puede) o devuelve una al fondo de su mazo.",
    "help.return_deed": "Una carta te obliga a devolver una calle al banco, sin pago. El hotel se queda en la calle: quien la compre al banco paga su precio y recibe el hotel gratis.",
    "help.play_card": "Una carta guardada se juega cuando quieras: algunas solo en tu turno, otras en cualquier momento. En la cárcel solo se juega la carta para salir. Una carta jugada va al fondo de su mazo.",
    "help.sell_property": "Puedes vender una calle al banco por su valor nominal: su precio, o el alquiler con hotel si hay un hotel. El hotel se queda en la calle. Vender a un jugador es un trato.",
    "help.cheat": "Hacer trampa está permitido, en secreto: haz lo que dice una de las cartas de trampa boca arriba, en tu turno o en el de otro. Si nadie te pilla antes de la primera tirada del siguiente jugador, la trampa se revela, su efecto se queda y cobras la recompensa. Si te pillan, se deshace y pagas el castigo (algunas te mandan a la cárcel).",
    "help.accuse": "¿Crees que alguien ha hecho trampa? Grita “Афёра!” antes de que tire el siguiente jugador, diciendo quién y con qué carta. Si aciertas, el tramposo paga el castigo y la trampa se deshace. Si te equivocas, pagas {fee} al acusado.",
    # --- tramposos: el final ----------------------------------------------------------------------
    "over.shared": "¡{names} comparten la victoria tras {rounds} rondas!",
    # --- tramposos: cárcel ------------------------------------------------------------------------
    "ev.jail_cheat": "{player} va a la cárcel: pillado haciendo trampa.",
    "ev.left_jail_cheat": "{player} se escabulle de la cárcel (una trampa).",
    # --- el final de una partida vista o reproducida (render.summary) ---------------------------------------
    # Un nombre contado: ``_one`` para el número 1, el otro para cualquier otro número.
    "summary.heading": "{edition} ({id}), semilla {seed}: {seats}",
    "summary.heading_seen": "{heading}, visto por {name}",
    "summary.rounds_one": "{count} ronda",
    "summary.rounds": "{count} rondas",
    "summary.won": "{name} ha ganado tras {rounds}.",
    "summary.shared": "{names} han compartido la victoria tras {rounds}.",
    "summary.draw": "Empate tras {rounds}: se ha llegado al límite de rondas.",
    "summary.in_progress": "En curso tras {rounds}.",
    "summary.bankrupt": "en bancarrota",
    "summary.cash": "{amount} en efectivo",
    "summary.properties_one": "{count} propiedad",
    "summary.properties": "{count} propiedades",
    "summary.mortgaged_one": "({count} hipotecada)",
    "summary.mortgaged": "({count} hipotecadas)",
    "summary.houses_one": "{count} casa",
    "summary.houses": "{count} casas",
    "summary.hotels_one": "{count} hotel",
    "summary.hotels": "{count} hoteles",
    "summary.skyscrapers_one": "{count} rascacielos",
    "summary.skyscrapers": "{count} rascacielos",
    "summary.depots_one": "{count} depósito ferroviario",
    "summary.depots": "{count} depósitos ferroviarios",
    "summary.tickets_one": "{count} billete de autobús",
    "summary.tickets": "{count} billetes de autobús",
    "screen.deeds": "títulos: {count}",
    "cmd.history": "historial|historia|history",
    "cmd.deed": "título|titulo|deed",
    "cmd.sets": "grupos|sets",
    "cmd.holdings": "bienes|patrimonio|holdings",
    "look.hotel": "un hotel",
    "look.skyscraper": "un rascacielos",
    "look.owner": "de {name}",
    "look.unowned": "del banco (en venta)",
    "look.depot": "un depósito",
    "look.mortgaged": "hipotecada",
    "look.set": "grupo de color: {spaces}",
    "look.sets_title": "Quién tiene qué, por grupo de color",
    "look.col_set": "Grupo",
    "look.col_owners": "Propiedades (dueño)",
    "look.cash": "dinero {cash} · valor {worth} (todo vendido e hipotecado)",
    "look.no_properties": "ninguna propiedad",
    "look.history_title": "Todo lo que ha pasado, desde la tirada para ver quién empieza:",
    "look.no_player": "«{text}» no nombra a ningún jugador (un número desde 1, o el principio de un nombre).",
    "look.no_space": "«{text}» no nombra ninguna propiedad (su número en el tablero, o el principio de su nombre).",
    "look.which_deed": "¿Qué título? Escribe título y el número o el nombre de la propiedad (título 39).",
    "look.more": "— líneas 1–{shown} de {total}: Intro para seguir, una palabra para parar — ",
    "screen.yours": "▸ tú: {line}",
    "screen.bank_hotels": "banca: {hotels} hoteles",
    "screen.legend_hotels": "Letra: el dueño · H un hotel · •X: aquí está la ficha de X",
    "screen.ring_legend_hotels": "letra subrayada: el dueño · H un hotel · letra resaltada: una ficha que está ahí",
    "deed.street_hotels": "{group} · precio {price} · alquiler {rent}, con hotel {hotel_rent} · hotel {hotel}",
    "help.buy_no_mortgage": "Has caído en una calle sin dueño. Cómprala por el precio indicado, o renuncia: entonces sale a subasta enseguida y todos pueden pujar, tú también. ¿No tienes bastante dinero? Vende antes una calle a la banca, desde este menú.",
    "help.debt_no_mortgage": "Debes más de lo que tienes. Consigue el dinero: devuelve hoteles a la banca, vende calles a la banca por su valor o haz tratos; luego paga. La bancarrota solo se permite cuando ni vendiendo todo cubrirías la deuda.",
    "help.bankruptcy_no_mortgage": "Ni vendiendo todos los hoteles y todas las calles cubrirías la deuda: estás en bancarrota y fuera de la partida.",
    "cheat.terms": "recompensa {reward}; si te pillan: {penalty}",
    "cheat.no_reward": "ninguna",
    "cheat.penalty_undone": "se deshace",
    "cheat.penalty_stands": "se queda",
    "cheat.penalty_pay": "pagas {amount} a {payee}",
    "cheat.hotel_cost": "el precio de un hotel",
    "cheat.victim": "la víctima",
    "cheat.penalty_jail": "a la cárcel",
    "help.face_up_cheats": "Las cartas de trampa boca arriba ahora (recompensa si sale bien; lo que cuesta si te pillan):",
    "cli.empty_players": "--players está vacío: quiere NOMBRE:TIPO, ... (por ejemplo Ana:human,Bernardo:heuristic); omítelo para una persona contra tres bots",
}
