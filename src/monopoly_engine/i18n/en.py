"""English messages (the reference catalog: every other language has exactly these keys)."""

MESSAGES: dict[str, str] = {
    # --- formats ---------------------------------------------------------------------------------------
    "fmt.thousands": ",",
    "fmt.money": "{symbol}{amount}",
    "fmt.list": "{items} and {last}",
    "fmt.quoted": "“{text}”",
    "fmt.dice": "{a} and {b} ({total})",
    # --- words -----------------------------------------------------------------------------------------
    "word.bank": "the bank",
    "word.player_n": "player {number}",
    "word.nothing": "nothing",
    "word.card_of": "a “{deck}” get-out-of-jail-free card",
    "word.mortgaged_mark": "(mortgaged)",
    "level.0": "no buildings",
    "level.1": "1 house",
    "level.2": "2 houses",
    "level.3": "3 houses",
    "level.4": "4 houses",
    "level.5": "a hotel",
    # --- event sentences -------------------------------------------------------------------------------
    "ev.unknown": "Something happened ({kind}).",
    "ev.deck_shuffled": "The {deck} deck was shuffled.",
    "ev.order_rolled": "{player} rolled {dice} to decide who starts.",
    "ev.turn_started": "{player}'s turn.",
    "ev.dice_rolled": "{player} rolled {dice}.",
    "ev.dice_rolled_doubles": "{player} rolled {dice}: doubles!",
    "ev.dice_rolled_triple": "{player} rolled {dice}: a triple!",
    "ev.moved": "{player} moved from {start} to {end} ({index}).",
    "ev.salary": "{player} passed {go} and collected {amount}.",
    "ev.offered": "{space} is for sale at {price}: {player} may buy it.",
    "ev.bought": "{player} bought {space} for {price}.",
    "ev.auction_started": "{space} goes to auction, bids from {amount}.",
    "ev.bid": "{player} bid {amount}.",
    "ev.passed": "{player} passed.",
    "ev.auction_won": "{player} won the auction of {space} for {amount}.",
    "ev.auction_unsold": "Nobody bid: {space} stays with the bank.",
    "ev.building_auction_house": (
        "{player} wants to build on {space}, but others want the bank's last houses too: "
        "one goes to auction, bids from {amount}."
    ),
    "ev.building_auction_hotel": (
        "{player} wants to build on {space}, but others want the bank's last hotels too: "
        "one goes to auction, bids from {amount}."
    ),
    "ev.building_auction_won_house": "{player} won a house at auction for {amount}.",
    "ev.building_auction_won_hotel": "{player} won a hotel at auction for {amount}.",
    "ev.rent_paid": "{payer} paid {amount} rent to {owner} for {space}.",
    "ev.rent_due": "{payer} owes {owner} rent for {space}, if it is claimed before the next roll.",
    "ev.rent_claimed": "{owner} claimed {amount} rent from {payer} for {space}.",
    "ev.rent_forfeited": "{owner} did not claim the rent from {payer} for {space}: it is lost.",
    "ev.utility_dice": "{player} rolled {dice} for the utility rent.",
    "ev.tax_paid": "{player} paid {amount} for {space}.",
    "ev.card_drawn": "{player} drew {deck}: “{text}”",
    "ev.card_kept": "{player} kept the {deck} card for later.",
    "ev.card_returned": "{player} put the {deck} card back at the bottom of its deck.",
    "ev.money_from_bank": "{player} collected {amount} from the bank {why}.",
    "ev.money_paid": "{payer} paid {amount} to {payee} {why}.",
    "why.card": "as the card says",
    "why.bail": "as bail to leave jail",
    "why.fine": "as the jail fine",
    "why.fee": "as mortgage interest",
    "why.repairs": "for repairs",
    "why.auction": "for the property won at auction",
    "why.other": "({reason})",
    "ev.jail_doubles": "{player} went to jail ({count} doubles in a row).",
    "ev.jail_square": "{player} went to jail (landed on {square}).",
    "ev.jail_card": "{player} went to jail (sent by a card).",
    "ev.jail_other": "{player} went to jail.",
    "ev.jail_try_failed": "{player} stays in jail: no doubles (try {tries} of {max}).",
    "ev.left_jail": "{player} left jail.",
    "ev.left_jail_bail": "{player} left jail by paying bail.",
    "ev.left_jail_card": "{player} left jail with a get-out-of-jail-free card.",
    "ev.left_jail_doubles": "{player} left jail by rolling doubles.",
    "ev.left_jail_fine": "{player} left jail by paying the fine.",
    "ev.built_house": "{player} built a house on {space} for {cost} (now {level}).",
    "ev.built_hotel": "{player} built a hotel on {space} for {cost}.",
    "ev.sold": "{player} sold buildings on {space} to the bank for {amount} ({left} left).",
    "ev.mortgaged": "{player} mortgaged {space} for {amount}.",
    "ev.unmortgaged": "{player} lifted the mortgage on {space} for {amount}.",
    "ev.mortgage_kept": "{player} kept the mortgage on {space} (interest {amount}).",
    "ev.trade_proposed": "{player} offered {partner} {give} for {get}.",
    "ev.trade_accepted": "{partner} accepted {player}'s trade.",
    "ev.trade_rejected": "{partner} rejected {player}'s trade.",
    "ev.transferred": "{space} passed from {giver} to {receiver}.",
    "ev.transferred_bank": "{space} went from {giver} back to the bank.",
    "ev.card_transferred": "{giver}'s {deck} card passed to {receiver}.",
    "ev.cash_transferred": "{giver} handed {amount} to {receiver}.",
    "ev.debt_incurred": "{player} owes {amount} to {creditor} and must raise the money or go bankrupt.",
    "ev.debt_paid": "{player}'s debt of {amount} to {creditor} is settled.",
    "ev.bankrupt": "{player} went bankrupt to {creditor}.",
    "ev.turn_ended": "{player} ended the turn.",
    "ev.game_over_winner": "{player} won the game!",
    "ev.game_over_draw": "The game ended in a draw at the round limit.",
    "ev.game_over_none": "The game ended without a winner.",
    "fmt.dice_speed": "{dice}, speed die {face}",
    "speed.bus": "the bus",
    "speed.mr_monopoly": "Mr. Monopoly",
    "ev.die_chosen": "{player} takes the bus: {steps} squares.",
    "ev.square_chosen": "{player} rolled a triple and goes to {space}.",
    "ev.mr_monopoly": "Mr. Monopoly sends {player} on to {space}.",
    "ev.mr_monopoly_stays": "Mr. Monopoly: no property to go on to, {player} stays.",
    "bus.title": "{name}, the speed die shows the bus: move by one white die ({a} or {b}) or by both.",
    "act.choose_die": "Move {steps} squares, to {space}",
    "verb.choose_die": "bus|die",
    "triple.title": "{name}, a triple! Go to any square of the board.",
    "act.move_to": "Go to {space} ({index})",
    "verb.move_to": "go|move",
    "help.speed_bus": "The speed die shows the bus: you move by the value of one white die or by both dice together. Doubles on the white dice still let you roll again.",
    "help.speed_triple": "All three dice show the same number: move your token to any square of the board. Passing GO on the way pays the salary; then the square is resolved as usual.",
    # --- the screen ------------------------------------------------------------------------------------
    "screen.round": "round {round}",
    "screen.turn_of": "{name}'s turn",
    "screen.bank": "bank: {houses} houses, {hotels} hotels",
    "screen.legend": "Letter: the owner · ⌂ a house · H a hotel · × mortgaged · •X: X's token is here",
    "screen.ring_legend": "underlined letter: the owner · ⌂ a house (⌂3: three) · H a hotel · × mortgaged · highlighted letter: a token standing there",
    "screen.col_player": "Player",
    "screen.col_cash": "Cash",
    "screen.col_square": "Square",
    "screen.human": "(person)",
    "screen.bot": "(bot: {kind})",
    "screen.bankrupt": "bankrupt",
    "screen.in_jail": "in jail (failed tries {tries}/{max})",
    "screen.cards": "cards: {cards}",
    "screen.events": "Latest events",
    "screen.earlier": "… and {count} earlier events",
    "screen.no_events": "Nothing has happened yet.",
    # --- menus -----------------------------------------------------------------------------------------
    "prompt": "{name} » ",
    "menu.hint": "Type a number, or a word: help, quit.",
    "menu.back": "Back",
    "menu.build": "Build houses or hotels…",
    "menu.sell": "Sell buildings…",
    "menu.mortgage": "Mortgage a property…",
    "menu.unmortgage": "Lift a mortgage…",
    "menu.trade": "Propose a trade…",
    "menu.unknown_title": "Choose an action:",
    "cmd.help": "help|h|?",
    "cmd.quit": "quit|q|exit",
    "cmd.back": "back|b",
    "turn.title": "{name}, your turn: roll the dice.",
    "turn.doubles_title": "{name}, you rolled doubles: roll again.",
    "turn.end_title": "{name}: end your turn (you may build, mortgage or trade first).",
    "turn.jail_title": "{name}, you are in jail: roll for doubles (try {tries} of {max}), pay the fine or use a card.",
    "buy.title": "{name}: {space} is for sale at {price} (you have {cash}). Buy it, or let it go to auction?",
    "deed.street": "{group} · price {price} · rent {rents} (bare, 1–4 houses, hotel) · house {house} · mortgage {mortgage}",
    "deed.railroad": "{group} · price {price} · rent {rents} (by stations owned) · mortgage {mortgage}",
    "deed.utility": "{group} · price {price} · rent {times} the dice (by utilities owned) · mortgage {mortgage}",
    "auction.title": "{name}: auction of {space}.",
    "auction.building_title_house": "{name}: the bank's last houses are auctioned ({player} asked to build on {space}).",
    "auction.building_title_hotel": "{name}: the bank's last hotels are auctioned ({player} asked to build on {space}).",
    "auction.high": "Highest bid: {amount} by {player}.",
    "auction.no_bids": "No bids yet.",
    "auction.limits": "You may bid from {low} up to your cash, {cash}.",
    "auction.amount_prompt": "Your bid, from {low} to {cash} (empty line: back):",
    "debt.title_pay": "{name}: you have the money now. Pay the {amount} you owe {creditor}.",
    "debt.title_raise": (
        "{name}: you owe {amount} to {creditor} but have {cash}. Raise {short} more by selling buildings, "
        "mortgaging or trading, then pay."
    ),
    "debt.title_bankrupt": (
        "{name}: you owe {amount} to {creditor}, and selling and mortgaging everything would raise only {worth}. "
        "You are bankrupt."
    ),
    "trade.reply_title": "{name}: {proposer} offers you a trade.",
    "trade.you_receive": "You receive: {items}",
    "trade.you_give": "You give: {items}",
    "trade.mortgaged_note": "Mortgaged: {spaces}. You will pay 10% interest at once, or lift the mortgage.",
    "mortgage_received.title": "{name}: you received mortgaged property. Keep each mortgage (pay the interest now) or lift it?",
    "claim.title": "{name}: rent is owed to you. Claim it before the next roll, or it is lost.",
    "act.roll": "Roll the dice",
    "act.roll_jail": "Roll for doubles",
    "act.pay_bail": "Pay the {amount} fine and leave jail",
    "act.use_card": "Use the “{deck}” get-out-of-jail-free card",
    "act.end_turn": "End the turn",
    "act.buy": "Buy {space} for {price}",
    "act.decline": "Don't buy: put it up for auction",
    "act.bid": "Bid {amount}",
    "act.bid_other": "Bid another amount…",
    "act.pass": "Pass (leave the auction)",
    "act.pay": "Pay {amount} to {creditor}",
    "act.bankrupt": "Declare bankruptcy",
    "act.accept": "Accept the trade",
    "act.reject": "Reject the trade",
    "act.keep_mortgage": "Keep the mortgage on {space} (pay {amount} interest now)",
    "act.lift_mortgage": "Lift the mortgage on {space} ({amount})",
    "act.claim": "Claim the rent from {payer} for {space}",
    "act.no_claim": "Don't claim it",
    "act.build_house": "Build on {space} for {cost} (to {level})",
    "act.build_hotel": "Build a hotel on {space} for {cost}",
    "act.build_done": "{space} has a hotel",
    "act.sell_house": "Sell a house on {space} for {amount} (it has {level})",
    "act.sell_hotel": "Sell the hotel on {space} for {amount}",
    "act.mortgage": "Mortgage {space} for {amount}",
    "act.unmortgage": "Lift the mortgage on {space} for {amount}",
    "build.title": "Build: one house at a time, evenly across the colour set.",
    "build.supply": "The bank has {houses} houses and {hotels} hotels; you have {cash}.",
    "sell.title": "Sell buildings to the bank at half price, evenly across the colour set.",
    "mortgage.title": "Mortgage a property: the bank lends you its mortgage value.",
    "unmortgage.title": "Lift a mortgage: repay the mortgage value plus interest.",
    # --- why a choice is not allowed --------------------------------------------------------------------
    "why_not.generic": "Not allowed now: {reason}.",
    "why_not.cash": "it costs {cost}, you have {cash}",
    "why_not.buy_cash": "it costs {price} and you have {cash}: raise money first, or decline",
    "why_not.pay_short": "you are {short} short",
    "why_not.not_yours": "{space} is not yours",
    "why_not.build_group": "you need the whole colour set to build on {space}",
    "why_not.build_mortgaged": "{space} is mortgaged: nothing can be built on its colour set",
    "why_not.build_hotel_already": "{space} already has a hotel",
    "why_not.build_even": "build evenly: {others} must first have {level}, like {space}",
    "why_not.build_auction": "the bank's last buildings are being auctioned",
    "why_not.no_houses": "the bank has no houses left: wait until someone sells some",
    "why_not.no_hotels": "the bank has no hotels left: wait until someone sells one",
    "why_not.sell_even": "sell evenly: first sell on {others}, which have more buildings than {space}",
    "why_not.mortgage_buildings": "sell the buildings on {space}'s colour set first",
    "why_not.trade_buildings": "{space}'s colour set has buildings: sell them to the bank first",
    "why_not.trade_empty": "the offer is empty",
    "why_not.trade_invalid": "the offer can no longer be carried out",
    "why_not.not_now": "not allowed at this moment",
    "why_not.not_street": "{space} is not a street: only streets take houses and hotels",
    "why_not.not_property": "{space} is not a property",
    "why_not.no_buildings": "{space} has no buildings",
    "why_not.already_mortgaged": "{space} is already mortgaged",
    "why_not.not_mortgaged": "{space} is not mortgaged",
    "why_not.no_mortgages": "there are no mortgages in this game",
    "why_not.hotels_stay": "hotels are never sold: a hotel stays on its street",
    "why_not.bid_low": "the lowest bid now is {low}",
    "why_not.bid_cash": "you have only {cash}",
    "why_not.out_of_auction": "you are out of this auction",
    "why_not.highest_bid": "yours is already the highest bid",
    "why_not.can_raise": "you can still raise {worth} by selling and mortgaging",
    "why_not.trade_cash": "{name} cannot give {amount}: cash is {cash}",
    "why_not.trade_not_owned": "{space} no longer belongs to {name}",
    "why_not.trade_card": "{name} no longer holds that card",
    "why_not.trade_card_limit": "{name} would hold more cards of one deck than allowed ({limit})",
    "why_not.trade_cash_for_nothing": "{name} would give {amount} for nothing: cash in a trade buys a property or a card (only the bank lends money)",
    "why_not.trade_waiting": "another trade is waiting for an answer",
    # --- input errors ----------------------------------------------------------------------------------
    "error.empty": "Type the number of your choice (1–{count}), or help.",
    "error.not_on_menu": "“{text}” is not on the menu: type a number from 1 to {count}, or help.",
    "error.not_a_number": "“{text}” is not a whole amount.",
    "error.bid_low": "A bid of {amount} is too low: the lowest bid now is {low}.",
    "error.bid_cash": "You cannot bid {amount}: you have only {cash}.",
    "error.amount_range": "Type an amount from {low} to {high}.",
    # --- trades ----------------------------------------------------------------------------------------
    "trade.partner_title": "Trade with whom?",
    "trade.builder_title": "Your offer to {name}:",
    "trade.builder_give": "You give: {items}",
    "trade.builder_get": "{name} gives: {items}",
    "trade.add_give_space": "Add a property you give…",
    "trade.add_get_space": "Ask {name} for a property…",
    "trade.set_give_cash": "Cash you give (now {amount})…",
    "trade.set_get_cash": "Cash {name} gives (now {amount})…",
    "trade.add_give_card": "Add a get-out-of-jail-free card you give…",
    "trade.add_get_card": "Ask {name} for a get-out-of-jail-free card…",
    "trade.remove": "Take something out of the offer…",
    "trade.remove_title": "Take out of the offer:",
    "trade.remove_give": "{item} (you give)",
    "trade.remove_get": "{item} (you get)",
    "trade.send": "Send the offer to {name}",
    "trade.cancel": "Cancel the trade",
    "trade.give_space_title": "Which of your properties do you give?",
    "trade.get_space_title": "Which property of {name}'s do you ask for?",
    "trade.space_line": "{space} ({group}, {price})",
    "trade.card_title": "Which of {name}'s cards?",
    "trade.give_cash_prompt": "Cash you give, from 0 to {cash}:",
    "trade.get_cash_prompt": "Cash {name} gives, from 0 to {cash}:",
    "verb.roll": "roll|r",
    "verb.pay_bail": "bail|fine",
    "verb.use_card": "card",
    "verb.end_turn": "end|done|e",
    "verb.buy": "buy|b",
    "verb.decline": "decline|auction|no",
    "verb.bid": "bid",
    "verb.bid_other": "amount|other",
    "verb.pass": "pass|p",
    "verb.pay": "pay",
    "verb.bankrupt": "bankrupt|bankruptcy",
    "verb.accept": "accept|yes|y",
    "verb.reject": "reject|no|n",
    "verb.keep": "keep",
    "verb.lift": "lift",
    "verb.build": "build",
    "verb.sell": "sell",
    "verb.mortgage": "mortgage",
    "verb.unmortgage": "unmortgage|redeem",
    "verb.claim": "claim",
    "verb.trade": "trade|t",
    "verb.send": "send",
    "verb.cancel": "cancel",
    # --- hot seat --------------------------------------------------------------------------------------
    "hotseat.pass": "{name}, please take the seat.",
    "hotseat.trade": "{proposer} has made you, {name}, a trade offer.",
    "hotseat.enter": "Press Enter when you are ready… ",
    # --- help ------------------------------------------------------------------------------------------
    "help.title": "Help",
    "help.from_book": "The rule book ({source}):",
    "help.input": (
        "Type the number of a choice, or its word (roll, buy, pass, bid 120, build, …). Lines without a number "
        "are not allowed now; the reason is in brackets. “help” explains the rule, “quit” saves the game and "
        "stops, Ctrl-C does the same."
    ),
    "help.turn": (
        "On your turn you roll both dice and move that many squares clockwise; passing or landing on GO pays "
        "{salary}. Doubles let you roll again, but doubles {doubles} times in a row in one turn send you straight to jail. "
        "Before rolling or after, you may build, sell, mortgage and trade."
    ),
    "help.jail": (
        "In jail you can leave by paying {fine} before you roll, by using a get-out-of-jail-free card, or by "
        "rolling doubles (you then move by that roll, with no extra roll). After {tries} failed tries you pay "
        "{fine} and move by the last roll. In jail you still collect rent, bid, build and trade."
    ),
    "help.buy": (
        "You landed on a property nobody owns. Buy it at the printed price, or decline: then it is auctioned "
        "at once, everybody may bid, you too. Short of cash? Mortgage or sell first, from this menu."
    ),
    "help.auction": (
        "The bank opens the auction at {opening}; each bid must beat the highest by at least {raise}. You may "
        "bid up to your cash. Passing leaves the auction for good. The highest bidder pays and takes the deed; "
        "if nobody bids, the property stays with the bank and nobody pays. Type a number to bid that amount."
    ),
    "help.building_auction": (
        "More players want the bank's last houses (or hotels) than it has: they are auctioned from "
        "{building_opening}. The winner pays the bid and puts the building on one of their streets. If nobody "
        "else bids, the player who asked builds at the card's price."
    ),
    "help.debt": (
        "You owe more than your cash. Raise the money: sell buildings (half their price back), mortgage "
        "properties, or trade; then pay. Bankruptcy is allowed only when even selling and mortgaging "
        "everything would not cover the debt."
    ),
    "help.bankruptcy": (
        "Even selling every building and mortgaging every property would not cover the debt: you are bankrupt "
        "and out of the game. To a player: your buildings are sold to the bank and everything else goes to "
        "them. To the bank: your properties are auctioned, unmortgaged."
    ),
    "help.trade_reply": (
        "Another player offers you a trade of properties, cash and get-out-of-jail-free cards. Buildings never "
        "change hands. Receiving a mortgaged property costs {interest_pct}% of its mortgage value at once, "
        "unless you lift the mortgage."
    ),
    "help.trade": (
        "Put together an offer: properties, cash and get-out-of-jail-free cards, each way. A street cannot be "
        "traded while its colour set has buildings. The other player accepts or rejects it."
    ),
    "help.mortgage_received": (
        "You received mortgaged property. For each one, lift the mortgage now (its mortgage value plus "
        "{interest_pct}%), or keep it and pay {interest_pct}% interest now (and the full price plus interest "
        "when you lift it later)."
    ),
    "help.build": (
        "With a whole colour set, none of it mortgaged, you can build houses, one at a time and evenly: no "
        "street may get a house more than one ahead of the others in its set. After four houses, a hotel. The "
        "bank has {houses} houses and {hotels} hotels in all; when they run out nobody can build."
    ),
    "help.sell": (
        "Buildings go back to the bank at {sell_pct}% of their price, evenly across the set. A hotel becomes "
        "four houses if the bank has them."
    ),
    "help.mortgage": (
        "Mortgaging a property gives you its mortgage value; it collects no rent while mortgaged. A street "
        "can be mortgaged only when its colour set has no buildings."
    ),
    "help.unmortgage": "Lifting a mortgage costs the mortgage value plus {interest_pct}% interest.",
    "help.claim": "With this rule option, rent must be claimed before the next player rolls, or it is lost.",
    "help.amount": "Type a whole amount, or an empty line to go back.",
    # --- the end ---------------------------------------------------------------------------------------
    "over.title": "Game over",
    "over.winner": "{name} wins after {rounds} rounds!",
    "over.draw": "A draw after {rounds} rounds: the round limit was reached.",
    "over.in_progress": "In progress after {rounds} rounds.",
    "over.col_cash": "Cash",
    "over.col_properties": "Properties",
    "over.col_buildings": "Buildings",
    "over.col_worth": "Worth",
    "over.buildings": "{houses} h, {hotels} H",
    "over.log": "The game's log is in {file} (monopoly replay {file}).",
    # --- saving ----------------------------------------------------------------------------------------
    "save.interrupted": "Interrupted: the game is saved.",
    "save.quit": "The game is saved.",
    "save.saved": "Saved to {file}.",
    "save.resume": "Resume it with: {command}",
    "save.failed": "Could not save to {file}: {reason}",
    "session.bots_only": "No person is left in the game: the bots play on to the end.",
    "session.crashed": "Something went wrong: {reason}",
    "intro.recommended_players": "This edition is meant for {low}–{high} players; {count} may play all the same.",
    "intro.resumed": "Resumed {file} after {actions} actions.",
    # --- the command line ------------------------------------------------------------------------------
    "cli.error": "error: {reason}",
    "cli.bad_lang": "unknown language {lang} (known: {known})",
    "cli.bad_players": "--players wants NAME:KIND, ... (for example Anna:human,Bruno:heuristic), not {spec}",
    "cli.unknown_kind": "unknown player kind {kind} (known: {known})",
    "cli.name_control": "--players: the name {name} contains the control character {char}",
    "cli.name_long": "--players: the name {name} is longer than {limit} characters",
    "cli.bad_option": "--option wants KEY=VALUE, not {option}",
    "cli.option_twice": "--option {key} is given twice",
    "cli.bad_max_rounds": "--max-rounds must be at least 1",
    "cli.resume_conflict": "--resume goes on with the saved game: --players, --edition, --option and --seed cannot change it",
    "cli.resume_damaged": "cannot resume {file}: {reason}",
    "cli.save_exists": "{file} already exists: resume it with --resume, choose another file, or overwrite it with --force",
    "cli.players": "Seats as NAME:KIND, comma-separated; KIND is human or a bot (heuristic, buyer, random). Default: you and three heuristic bots. A bot's own parameters follow its kind: Boris:heuristic:boldness=1;vigilance=0 (or boldness=1,vigilance=0).",
    "cli.edition": "Edition id or file, e.g. classic-it, mega or cheaters-ru (default: the classic edition of your language).",
    "cli.option": "A rule option KEY=VALUE; repeatable.",
    "cli.lang": "Language: en, it, es or ru (default: from the locale).",
    "cli.seed": "Seed of the dice and the shuffles.",
    "cli.save": "Keep the game's replayable log in this file, written after every action.",
    "cli.resume": "Go on with a game saved in this file.",
    "cli.force": "Overwrite the --save file if it already exists.",
    "cli.fast": "Show the bots' moves without pausing.",
    "cli.max_rounds": "End the game as a draw after this many rounds.",
    "cli.command": "Play in the terminal: you against bots, or several people at one keyboard. In the Cheaters edition (--edition cheaters-ru) every menu has a secret cheat menu and an “Афёра!” menu; with several people, a “take the seat” screen between seats keeps each one's secrets off the others' screens.",
    # --- Monopoly Mega ---------------------------------------------------------------------------------
    "level.6": "a skyscraper",
    "why.gift": "as a birthday gift",
    "ev.built_skyscraper": "{player} built a skyscraper on {space} for {cost} (a hotel went back to the bank).",
    "ev.building_auction_skyscraper": (
        "{player} wants to build on {space}, but others want the bank's last skyscrapers too: "
        "one goes to auction, bids from {amount}."
    ),
    "ev.building_auction_won_skyscraper": "{player} won a skyscraper at auction for {amount}.",
    "ev.bus_ticket_drawn": "{player} took a bus ticket.",
    "ev.bus_ticket_drawn_expire": "{player} took a bus ticket that makes every other ticket expire.",
    "ev.bus_tickets_expired": "Every other bus ticket expires: {losses}.",
    "ev.bus_tickets_expired_none": "No other bus ticket was held: none expires.",
    "fmt.tickets_lost": "{player} loses {count}",
    "ev.bus_ticket_used": "{player} used a bus ticket and rode from {start} to {end} ({index}).",
    "ev.bus_step_card": "The bus: no tickets are left, so {player} goes on to {space}.",
    "ev.auction_square_chosen": "{player} chose {space}: it goes to auction.",
    "ev.auction_square_moved": "Every property is owned: {player} stops at {space}, the costliest rent for them ({amount}).",
    "ev.auction_square_stays": "Every property is owned, and none would charge {player} rent: {player} stays.",
    "ev.gift_cash": "{player} chooses the birthday gift in cash.",
    "ev.gift_ticket": "{player} chooses a bus ticket as the birthday gift.",
    "ev.depot_built": "{player} built a railroad depot at {space} for {cost}.",
    "ev.depot_sold": "{player} sold the depot at {space} to the bank for {amount}.",
    "menu.ticket": "Use a bus ticket (you hold {count})…",
    "menu.depots": "Build or sell railroad depots…",
    "mega_triple.title": "{name}, a triple! Move clockwise to any square you like.",
    "ticket.title": "{name}, a bus ticket: ride clockwise to any square of this side of the board.",
    "act.use_ticket": "Ride to {space} ({index})",
    "verb.use_ticket": "ticket|bus",
    "auction_square.title": "{name}, the Auction square: choose a property nobody owns; it is auctioned at once, bids from {opening}.",
    "act.auction_square": "Auction {space} (price {price})",
    "verb.auction_square": "auction|choose",
    "gift.title": "{name}, a birthday gift: {amount} from the bank, or a bus ticket from the pile?",
    "act.gift_cash": "Take {amount} from the bank",
    "act.gift_ticket": "Take a bus ticket ({left} in the pile)",
    "verb.gift_cash": "cash|money",
    "verb.gift_ticket": "ticket",
    "act.build_skyscraper": "Build a skyscraper on {space} for {cost} (the hotel goes back to the bank)",
    "act.build_done_skyscraper": "{space} has a skyscraper",
    "act.sell_skyscraper": "Sell the skyscraper on {space} for {amount} (a hotel again)",
    "act.sell_skyscraper_down": "Sell the skyscraper on {space} for {amount} (the bank has no hotel: the group comes down to houses)",
    "act.build_depot": "Build a depot at {space} for {cost} (doubles its rent)",
    "act.sell_depot": "Sell the depot at {space} for {amount}",
    "verb.depot": "depot",
    "depots.title": "Railroad depots: build one on a station of yours to double its rent; sell it back at half price.",
    "depots.supply": "The bank has {depots} depots; you have {cash}.",
    "build.title_mega": "Build: one level at a time, evenly across your streets of the colour set.",
    "build.supply_mega": "The bank has {houses} houses, {hotels} hotels and {skyscrapers} skyscrapers; you have {cash}.",
    "auction.building_title_skyscraper": "{name}: the bank's last skyscrapers are auctioned ({player} asked to build on {space}).",
    "deed.street_mega": "{group} · price {price} · rent {rents} (bare, 1–4 houses, hotel, skyscraper) · house {house} · skyscraper {skyscraper} · mortgage {mortgage}",
    "deed.railroad_depot": "{group} · price {price} · rent {rents} (by stations owned; ×2 with a depot) · depot {depot} · mortgage {mortgage}",
    "screen.bank_mega": "bank: {houses} houses, {hotels} hotels, {skyscrapers} skyscrapers, {depots} depots, {tickets} bus tickets",
    "screen.tickets": "bus tickets: {count}",
    "screen.ring_tickets": "tickets {count}",
    "screen.ring_legend_mega": "underlined letter: the owner · ⌂ a house (⌂3: three) · H a hotel · S a skyscraper · D a depot · × mortgaged · highlighted letter: a token standing there",
    "screen.legend_mega": "Letter: the owner · ⌂ a house · H a hotel · S a skyscraper · D a depot · × mortgaged · •X: X's token is here",
    "over.buildings_mega": "{houses} h, {hotels} H, {skyscrapers} S, {depots} D",
    "why_not.build_majority": "you need all the streets of {space}'s colour set but one to build there",
    "why_not.skyscraper_group": "a skyscraper needs the whole colour set, with a hotel on every street",
    "why_not.skyscraper_already": "{space} already has a skyscraper",
    "why_not.no_skyscrapers": "the bank has no skyscrapers left: wait until someone sells one",
    "why_not.not_station": "{space} is not a station: depots go on stations",
    "why_not.depot_already": "{space} already has a depot",
    "why_not.no_depot": "{space} has no depot",
    "why_not.depot_mortgaged": "{space} is mortgaged: lift the mortgage first",
    "why_not.no_depots": "the bank has no depots left",
    "why_not.mortgage_depot": "sell the depot on {space} first",
    "why_not.trade_depot": "{space} has a depot: sell it to the bank first",
    "why_not.no_tickets": "no bus tickets are left in the pile",
    "why_not.no_ticket": "you hold no bus ticket",
    "why_not.ticket_jail": "in jail you roll the white dice: a bus ticket cannot be used",
    "why_not.ticket_side": "{space} is not ahead of you on this side of the board",
    "why_not.auction_owned": "{space} already belongs to {owner}",
    "why_not.keep_mortgage_group": "you have buildings on {space}'s colour set: its mortgage must be lifted now",
    "help.mega_turn": (
        "Monopoly Mega, for 2–4 players (up to 8 may play). On your turn you roll all three dice, the two white "
        "ones and the blue one. 1, 2 or 3 on the blue die adds to the white dice. Mr. Monopoly: move by the white "
        "dice, then on to the first property nobody owns (you may buy it); when all are owned, to the nearest one "
        "of another player, and pay its rent (if it is mortgaged, you stay). The bus: move by the white dice, then "
        "take a bus ticket (none left: go on to the nearest Chance or Community Chest). Only the white dice make "
        "doubles: roll again, or use a bus ticket instead; doubles {doubles} times in a row send you to jail, "
        "unless the last roll is a triple. Passing or landing on GO pays {salary}. Before rolling or after, you "
        "may build, sell, mortgage, build depots and trade."
    ),
    "help.mega_jail": (
        "In jail you roll only the white dice, for doubles (you then move by that roll). You may first pay {fine} "
        "or use a get-out-of-jail-free card: then you roll all three dice, as on any turn. After {tries} failed "
        "tries you pay {fine} and move by the last roll. A bus ticket cannot be used in jail."
    ),
    "help.mega_triple": (
        "The three dice show the same number (1, 2 or 3): move clockwise to any square you choose; passing GO "
        "pays {salary}. The square is then resolved as usual. A triple ends the doubles: no jail for three "
        "doubles, and no further roll."
    ),
    "help.ticket": (
        "A bus ticket replaces a roll (the roll after doubles too): ride clockwise to any square of the side of "
        "the board you are on; a corner counts as the first square of the side that starts there. The ticket then "
        "leaves the game, and your turn's moving is over. Tickets cannot be used in jail; everybody sees how many "
        "each player holds."
    ),
    "help.auction_square": (
        "The Auction square: choose any property nobody owns yet; it is auctioned at once, bids from {opening}, "
        "every player may bid, you too. When every property is owned, you move on to the property whose rent "
        "would cost you the most, and pay it."
    ),
    "help.gift": (
        "A birthday gift: take {gift} from the bank, or a bus ticket from the pile (while tickets are left)."
    ),
    "help.depots": (
        "A railroad depot on a station of yours costs {depot} and doubles that station's rent. The bank has "
        "{depots} depots. A depot sells back to the bank at half price; a station with a depot cannot be "
        "mortgaged or traded until the depot is sold."
    ),
    "help.mega_build": (
        "Every colour set has one extra street. Owning all its streets but one lets you build houses and hotels "
        "on the streets you own, and doubles the rent of your bare streets (the whole set triples it). Build "
        "evenly: no street more than one level ahead of your others. After four houses, a hotel; with the whole "
        "set and a hotel on every street, a skyscraper (pay its price and give the hotel back), one per street. "
        "The bank has {houses} houses, {hotels} hotels and {skyscrapers} skyscrapers; when several players want "
        "the last ones, they are auctioned from {building_opening}. A skyscraper sells back at half its price "
        "and becomes a hotel again."
    ),
    # --- cheaters: events -------------------------------------------------------------------------
    "ev.hidden": "Secret to {seats}: {text}",
    "ev.something_happened": "Something happened.",
    "ev.cheats_revealed": "Cheat cards face up: {cards}.",
    "ev.cheat_performed": "{player} secretly cheated: {cheat}.",
    "ev.cheat_applied": "{player}'s cheat “{cheat}” took effect ({amount}).",
    "ev.accused": "{player} shouted “Афёра!” at {accused}: “{cheat}”.",
    "ev.accusation_upheld": "Right: {accused} did cheat with “{cheat}”.",
    "ev.accusation_rejected": "Wrong: {accused} did not cheat with “{cheat}”.",
    "ev.cheat_revealed": "{player} revealed a cheat: {cheat}.",
    "ev.cheat_unused": "{player}'s cheat “{cheat}” was never used: it is void.",
    "ev.cheat_rewarded": "{player} got away with “{cheat}” and collects {amount} from the bank.",
    "ev.cheat_card_replaced": "The cheat card “{old}” went under the pile; “{new}” was turned face up.",
    "ev.cheat_card_replaced_none": "The cheat card “{old}” went under the pile; none was left to turn up.",
    "ev.cheat_undone": "{player}'s cheat “{cheat}” was undone.",
    "ev.cheat_penalty_pay": "{player} paid {amount} to {payee} as the penalty for “{cheat}”.",
    "ev.cheat_penalty_jail": "{player} went to jail as the penalty for “{cheat}”.",
    "ev.cheat_penalty_pay_jail": "{player} paid {amount} to {payee} and went to jail as the penalty for “{cheat}”.",
    "ev.cheat_penalty_none": "{player} got off without a penalty for “{cheat}”.",
    "ev.token_shifted": "{player}'s token was put from {start} on {end} ({index}).",
    "ev.hotel_put": "A hotel was put on {space}.",
    "ev.hotel_taken": "The hotel was taken off {space}.",
    "word.steps": "{steps} squares",
    "cheat_title.steal_from_bank": "Rob the Bank",
    "cheat_title.pickpocket": "Pickpocket",
    "cheat_title.extra_salary": "Double Salary",
    "cheat_title.extra_steps": "Extra Steps",
    "cheat_title.wrong_token": "Wrong Token",
    "cheat_title.short_change": "Short Change",
    "cheat_title.overcharge": "Overcharge",
    "cheat_title.foreign_rent": "Someone Else's Rent",
    "cheat_title.remove_hotel": "Demolition",
    "cheat_title.place_hotel": "Unlicensed Hotel",
    "cheat_title.move_hotel": "Hotel Move",
    "cheat_title.steal_deed": "Forged Deed",
    "cheat_title.jailbreak": "Escape Artist",
    "cheat_title.extra_card": "Marked Deck",
    "cheat_title.cheap_buy": "Friends at the Bank",
    # --- cheaters: the edition's rules ------------------------------------------------------------
    "ev.handcuff_passed": "{prisoner} took the handcuff: {released} was freed and stays as a visitor.",
    "ev.card_played": "{player} played a “{deck}” card: “{text}”",
    "ev.card_played_on": "{player} played a “{deck}” card ({on}): “{text}”",
    "ev.rent_reduced": "A card cut the rent {payer} owes {owner} for {space} from {rent} to {amount}.",
    "ev.property_sold": "{player} sold {space} to the bank for {amount}.",
    "ev.hotel_moved": "{player} moved the hotel of {start} to {end}.",
    "ev.end_phase_started": "Every street is owned: whoever reaches {go} now stops there.",
    "ev.came_home": "{player} is home on {go}.",
    "ev.turn_skipped": "{player} is home: the turn was skipped.",
    "ev.final_rent": "The bank paid {player} {amount} rent for {space}.",
    "ev.win_shared": "{players} shared the win with {cash} each.",
    # --- cheaters: payments -----------------------------------------------------------------------
    "why.cheat": "by a cheat",
    "why.cheat-penalty": "as a cheat's penalty",
    "why.cheat-undo": "to undo a cheat",
    "why.false-accusation": "for a false accusation",
    "why.rent": "as rent",
    # --- cheaters: words --------------------------------------------------------------------------
    "word.cheat_deck": "Cheat",
    # --- cheaters: the terminal game --------------------------------------------------------------
    "menu.play_card": "Play a held card…",
    "menu.sell_property": "Sell a street to the bank…",
    "menu.cheat": "Cheat (secret)…",
    "menu.accuse": "Shout “Афёра!” (accuse someone)…",
    "menu.build_hotel": "Build hotels…",
    "build.title_hotels": "Hotels: one per street, on a whole colour set, straight from the bank.",
    "deck_choice.title": "{name}, {square}: draw a card from the deck of your choice.",
    "act.draw": "Draw from “{deck}”",
    "card_limit.title": "{name}, you may hold only {limit} “{deck}” card: play or discard one.",
    "act.discard": "Discard “{text}” (to the bottom of “{deck}”)",
    "return_deed.title": "{name}, give one of your streets back to the bank (a hotel stays on it).",
    "act.return_deed": "Give back {space} (worth {amount})",
    "play.title": "Your held cards: play one now.",
    "act.play_card": "Play “{text}”",
    "act.play_card_on": "Play “{text}” ({on})",
    "sell_property.title": "Sell a street to the bank at its nominal value (with a hotel: its hotel rent). The hotel stays.",
    "act.sell_property": "Sell {space} for {amount}",
    "cheat.title": "{name}, cheat in secret: only you see this. Nobody catches you before the next player rolls? It worked.",
    "cheat.face_up": "Cheat cards face up: {cards}",
    "cheat.pending": "Your cheat still open: {cheat}",
    "cheat.none": "No cheat can be made now.",
    "act.cheat": "{cheat}",
    "accuse.title": "{name}, shout “Афёра!”: whom do you accuse?",
    "accuse.fee": "A wrong accusation costs {fee}, paid to the accused.",
    "act.accuse_player": "{name}…",
    "accuse.card_title": "Which cheat did {name} make?",
    "act.accuse_card": "“{cheat}”",
    "act.accuse_card_face_up": "“{cheat}” (face up)",
    "shout.title": "Something happened. Before {name} rolls, does anyone shout “Афёра!”?",
    "act.shout": "{name} shouts “Афёра!”…",
    "act.no_shout": "Nobody: go on",
    "screen.cheats": "Cheats face up: {cards}",
    "screen.end_phase": "end phase: every move stops on {go}",
    "screen.home": "home",
    "verb.draw": "draw",
    "verb.discard": "discard",
    "verb.return": "return|give",
    "verb.play": "play",
    "verb.sell_property": "sell",
    "verb.cheat": "cheat",
    "verb.accuse": "accuse|афёра",
    "verb.no_shout": "nobody|go|no",
    "help.deck_choice": "Free Parking: draw the top card of the Chance or the Community Chest deck, as you choose. A card to keep stays in your hand until you play it.",
    "help.card_limit": "You may hold one Chance and one Community Chest card at a time. With one too many, play one now (if it can be played) or put one back at the bottom of its deck.",
    "help.return_deed": "A card makes you give a street back to the bank, without payment. A hotel stays on the street: whoever buys it from the bank pays its price and gets the hotel free.",
    "help.play_card": "A card you keep is played when you choose: some only on your own turn, others at any time. A prisoner plays no card but the get-out-of-jail card. A played card goes to the bottom of its deck.",
    "help.sell_property": "Short of money, or just wanting cash, you may sell a street to the bank at its nominal value: its price, or its hotel rent when a hotel stands on it. The hotel stays on the street. Selling to a player is a trade.",
    "help.cheat": "Cheating is allowed, secretly: do what one of the face-up cheat cards says, on your turn or another player's. If nobody catches you before the next player's first roll, the cheat is revealed, its effect stands and you collect the reward on the card. Caught, it is undone and you pay the penalty (some send you to jail).",
    "help.accuse": "Think someone cheated? Shout “Афёра!” before the next player rolls, naming the player and the cheat card. Right: the cheater pays the penalty and the cheat is undone. Wrong: you pay the accused {fee}.",
    # --- cheaters: the end ------------------------------------------------------------------------
    "over.shared": "{names} share the win after {rounds} rounds!",
    # --- cheaters: jail ---------------------------------------------------------------------------
    "ev.jail_cheat": "{player} went to jail, caught cheating.",
    "ev.left_jail_cheat": "{player} slipped out of jail (a cheat).",
    # --- the end of a watched or replayed game (render.summary) ---------------------------------------------
    # A counted noun: ``_one`` for a count of 1, the other for any other count.
    "summary.heading": "{edition} ({id}), seed {seed}: {seats}",
    "summary.heading_seen": "{heading}, as seen by {name}",
    "summary.rounds_one": "{count} round",
    "summary.rounds": "{count} rounds",
    "summary.won": "{name} won after {rounds}.",
    "summary.shared": "{names} shared the win after {rounds}.",
    "summary.draw": "Draw after {rounds}: the round limit was reached.",
    "summary.in_progress": "In progress after {rounds}.",
    "summary.bankrupt": "bankrupt",
    "summary.cash": "{amount} cash",
    "summary.properties_one": "{count} property",
    "summary.properties": "{count} properties",
    "summary.mortgaged_one": "({count} mortgaged)",
    "summary.mortgaged": "({count} mortgaged)",
    "summary.houses_one": "{count} house",
    "summary.houses": "{count} houses",
    "summary.hotels_one": "{count} hotel",
    "summary.hotels": "{count} hotels",
    "summary.skyscrapers_one": "{count} skyscraper",
    "summary.skyscrapers": "{count} skyscrapers",
    "summary.depots_one": "{count} depot",
    "summary.depots": "{count} depots",
    "summary.tickets_one": "{count} bus ticket",
    "summary.tickets": "{count} bus tickets",
}
