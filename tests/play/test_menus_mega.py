"""The terminal game's menus for the Monopoly Mega decisions (no terminal): each new choice is offered with a
translated label, produces its action, and a refused one is shown with the translated reason."""

from __future__ import annotations

import pytest
from test_menus import own, pick  # the sibling module: pytest puts this directory on the path

from monopoly_engine.choices import HELP_TOPICS, Context, decision_menu, submenu, why_not
from monopoly_engine.choices.items import SUBMENU_BUILD, SUBMENU_DEPOTS, SUBMENU_TICKET, Menu, Submenu
from monopoly_engine.choices.menus import build_menu, depot_menu, mortgage_menu, sell_menu
from monopoly_engine.core import events as ev
from monopoly_engine.core.actions import (
    Build,
    BuildDepot,
    ChooseAuctionProperty,
    ChooseGift,
    Mortgage,
    MoveTo,
    Roll,
    SellBuilding,
    SellDepot,
    SellHotelsOutright,
    UseTicket,
)
from monopoly_engine.core.decisions import (
    AuctionDecision,
    AuctionSquareDecision,
    BuildingAuctionDecision,
    ChooseSquareDecision,
    GiftDecision,
)
from monopoly_engine.core.edition import BUS_TICKETS, HOTEL, SKYSCRAPER
from monopoly_engine.game import new_game
from monopoly_engine.i18n import Translator
from monopoly_engine.play.reading import resolve

BROWN = (1, 3, 4)  # Mediterranean, Baltic, Arctic (the new street)
READING, PENNSYLVANIA_RR = 6, 20
AUCTION, BIRTHDAY_GIFT = 14, 47


def position(lang: str = "en"):
    """A two-player Mega game at Anna's first roll, and its menu context."""
    recorded = new_game("mega", ["Anna", "Bruno"], seed=1, first_player=0)
    return recorded.game, Context.of(recorded.game, Translator(lang))


def entry(menu: Menu, opens: Submenu):
    return next(item for item in menu.items if item.opens == opens)


# --- the turn: a bus ticket instead of a roll --------------------------------------------------------------


def test_a_ticket_holder_may_ride_instead_of_rolling() -> None:
    game, ctx = position()
    me = game.state.players[0]
    me.position, me.tickets = 3, 1
    menu = decision_menu(ctx, 0)
    assert menu.topic == "mega_turn" and menu.topic in HELP_TOPICS
    assert menu.choices[0].action == Roll(0)
    ticket = entry(menu, SUBMENU_TICKET)
    assert ticket.enabled and ticket.label == "Use a bus ticket (you hold 1)…"
    assert pick(ctx, menu, "ticket").opens == SUBMENU_TICKET
    rides = submenu(ctx, 0, SUBMENU_TICKET)
    assert rides.topic == "ticket" and rides.back
    # From Baltic Avenue (3): every square ahead up to the corner ending the side, Jail / Just Visiting (13).
    assert [item.action for item in rides.choices] == [UseTicket(0, s) for s in range(4, 14)]
    assert rides.choices[-1].label == "Ride to Jail / Just Visiting (13)"
    assert pick(ctx, rides, "ticket 12").action == UseTicket(0, 12)
    assert pick(ctx, rides, "bus connecticut").action == UseTicket(0, 12)
    events = game.apply(pick(ctx, rides, "1").action)
    assert ev.BusTicketUsed(0, 3, 4) in events
    assert me.tickets == 0 and me.position == 4


def test_a_ticket_from_a_corner_goes_along_the_next_side_and_after_doubles_replaces_the_roll() -> None:
    game, ctx = position("it")
    me = game.state.players[0]
    me.position, me.tickets = 39, 2
    game.state.rolled = True  # doubles: the roll is due again
    menu = decision_menu(ctx, 0)
    assert menu.title.startswith("Anna") and entry(menu, SUBMENU_TICKET).label.startswith("Usare un biglietto")
    rides = submenu(ctx, 0, SUBMENU_TICKET)
    assert [item.action.space for item in rides.choices] == [*range(40, 52), 0]
    assert rides.choices[-1].label == "Andare a Via! (0)"  # the Italian name of GO


def test_in_jail_the_ticket_is_shown_with_the_reason() -> None:
    game, ctx = position("es")
    me = game.state.players[0]
    me.in_jail, me.position, me.tickets = True, game.edition.jail_index, 1
    menu = decision_menu(ctx, 0)
    assert menu.topic == "mega_jail"
    ticket = next(item for item in menu.items if "billete" in item.label)
    assert not ticket.enabled and "en la cárcel" in ticket.reason
    assert UseTicket(0, 14) not in [item.action for item in menu.choices]
    assert resolve(ctx, menu, "billete") == ticket.reason


def test_no_ticket_line_without_tickets() -> None:
    _, ctx = position()
    assert not [item for item in decision_menu(ctx, 0).items if item.opens == SUBMENU_TICKET]


# --- a triple ----------------------------------------------------------------------------------------------


def test_a_triple_chooses_any_square_clockwise() -> None:
    game, ctx = position("ru")
    game.state.roll_due = False
    game.state.stack.append(ChooseSquareDecision(0))
    menu = decision_menu(ctx, 0)
    assert menu.topic == "mega_triple"
    assert menu.title.startswith("Anna, три одинаковых")
    moves = [item.action for item in menu.choices if isinstance(item.action, MoveTo)]
    assert len(moves) == game.edition.size
    assert pick(ctx, menu, "идти 51").action == MoveTo(0, 51)


# --- the Auction square ---------------------------------------------------------------------------------


def test_the_auction_square_lists_the_properties_nobody_owns() -> None:
    game, ctx = position()
    own(game, 1, *BROWN, READING)
    game.state.players[0].position = AUCTION
    game.state.roll_due = False
    game.state.stack.append(AuctionSquareDecision(0))
    menu = decision_menu(ctx, 0)
    assert menu.topic == "auction_square"
    assert "bids from $1" in menu.title
    chosen = [item.action for item in menu.choices if isinstance(item.action, ChooseAuctionProperty)]
    assert len(chosen) == len(game.edition.properties) - 4
    assert ChooseAuctionProperty(0, 1) not in chosen
    assert menu.choices[0].label == "Auction Massachusetts Avenue (price $100)"
    boardwalk = pick(ctx, menu, "auction boardwalk")
    assert boardwalk.action == ChooseAuctionProperty(0, 51)
    assert boardwalk.item.label == "Auction Boardwalk (price $400)"
    assert why_not(ctx, ChooseAuctionProperty(0, 1)) == "Mediterranean Avenue already belongs to Bruno"
    events = game.apply(boardwalk.action)
    assert ev.AuctionSquareChosen(0, 51) in events
    assert isinstance(game.decision, AuctionDecision) and game.decision.space == 51


# --- the Birthday Gift square ---------------------------------------------------------------------------


def test_the_birthday_gift_cash_or_a_ticket() -> None:
    game, ctx = position("it")
    game.state.players[0].position = BIRTHDAY_GIFT
    game.state.roll_due = False
    game.state.stack.append(GiftDecision(0))
    menu = decision_menu(ctx, 0)
    assert menu.topic == "gift"
    assert [item.action for item in menu.choices[:2]] == [ChooseGift(0, "cash"), ChooseGift(0, "ticket")]
    assert menu.choices[0].label == "Ricevere 100\u00a0$ dalla Banca"
    assert menu.choices[1].label == "Prendere un biglietto dell'autobus (16 nella pila)"
    assert pick(ctx, menu, "biglietto").action == ChooseGift(0, "ticket")
    game.state.decks[BUS_TICKETS].clear()
    menu = decision_menu(ctx, 0)
    ticket = menu.items[1]
    assert not ticket.enabled and ticket.reason == "nella pila non ci sono più biglietti dell'autobus"
    assert menu.choices[0].action == ChooseGift(0, "cash")
    events = game.apply(pick(ctx, menu, "1").action)
    assert ev.GiftChosen(0, "cash") in events
    assert game.state.players[0].cash == 2600


# --- railroad depots ------------------------------------------------------------------------------------


def test_depots_are_built_and_sold_from_their_menu() -> None:
    game, ctx = position()
    own(game, 0, READING, PENNSYLVANIA_RR)
    menu = decision_menu(ctx, 0)
    assert pick(ctx, menu, "depot").opens == SUBMENU_DEPOTS
    depots = depot_menu(ctx, 0)
    assert depots.topic == "depots" and depots.back
    assert [item.action for item in depots.choices] == [BuildDepot(0, READING), BuildDepot(0, PENNSYLVANIA_RR)]
    assert depots.items[0].label == "Build a depot at Reading Railroad for $100 (doubles its rent)"
    assert "The bank has 4 depots" in depots.details[0]
    events = game.apply(pick(ctx, depots, "build reading").action)
    assert ev.DepotBuilt(0, READING, 100) in events
    depots = depot_menu(ctx, 0)
    assert depots.items[0].action == SellDepot(0, READING)
    assert depots.items[0].label == "Sell the depot at Reading Railroad for $50"
    mortgages = {item.value: item for item in mortgage_menu(ctx, 0).items}
    assert not mortgages[READING].enabled and mortgages[READING].reason == "sell the depot on Reading Railroad first"
    assert mortgages[PENNSYLVANIA_RR].action == Mortgage(0, PENNSYLVANIA_RR) and mortgages[PENNSYLVANIA_RR].enabled
    game.state.bank_depots = 0
    depots = depot_menu(ctx, 0)
    assert depots.items[1].reason == "the bank has no depots left"
    game.state.mortgaged[PENNSYLVANIA_RR] = True
    assert "lift the mortgage first" in depot_menu(ctx, 0).items[1].reason
    events = game.apply(pick(ctx, depot_menu(ctx, 0), "1").action)
    assert ev.DepotSold(0, READING, 50) in events


# --- majority building and skyscrapers ------------------------------------------------------------------


def test_all_streets_of_a_set_but_one_are_enough_to_build() -> None:
    game, ctx = position()
    own(game, 0, 1, 3)  # two of the three brown streets
    own(game, 1, 4)
    menu = decision_menu(ctx, 0)
    assert any(item.opens == SUBMENU_BUILD for item in menu.items)
    sub = build_menu(ctx, 0)
    assert sub.topic == "mega_build"
    assert [item.value for item in sub.items] == [1, 3]
    assert all(item.enabled for item in sub.items), [item.reason for item in sub.items]
    assert sub.items[0].label == "Build on Mediterranean Avenue for $50 (to 1 house)"
    game.state.owner[3] = 1  # one street of three: nothing to build
    assert not any(item.opens == SUBMENU_BUILD for item in decision_menu(ctx, 0).items)
    assert (
        why_not(ctx, Build(0, 1))
        == "you need all the streets of Mediterranean Avenue's colour set but one to build there"
    )


def test_a_skyscraper_is_built_on_a_whole_set_of_hotels() -> None:
    game, ctx = position("es")
    own(game, 0, *BROWN)
    for space in BROWN:
        game.state.level[space] = HOTEL
    sub = build_menu(ctx, 0)
    by_space = {item.value: item for item in sub.items}
    label = by_space[1].label
    assert label == "Construir un rascacielos en Mediterranean Avenue por 50\u00a0$ (el hotel vuelve a la banca)"
    assert by_space[1].enabled, by_space[1].reason
    assert "8 rascacielos" in sub.details[0]
    events = game.apply(by_space[1].action)
    assert ev.BuildingBuilt(0, 1, SKYSCRAPER, 50) in events
    assert game.state.bank_skyscrapers == 7
    by_space = {item.value: item for item in build_menu(ctx, 0).items}
    assert not by_space[1].enabled and "ya tiene un rascacielos" in by_space[1].reason
    sells = {item.value: item for item in sell_menu(ctx, 0).items}
    assert sells[1].action == SellBuilding(0, 1) and sells[1].enabled
    assert sells[1].label == "Vender el rascacielos de Mediterranean Avenue por 25\u00a0$ (vuelve a ser un hotel)"
    assert not sells[3].enabled  # sell evenly: the skyscraper first
    sold = game.apply(pick(ctx, sell_menu(ctx, 0), "sell-building 1").action)
    assert ev.BuildingSold(0, 1, HOTEL, 25) in sold and game.state.bank_skyscrapers == 8
    game.apply(by_space[1].action)  # build it again
    game.state.bank_skyscrapers = 0
    by_space = {item.value: item for item in build_menu(ctx, 0).items}
    assert "no le quedan rascacielos" in by_space[3].reason


def test_the_sell_menu_offers_a_groups_hotels_outright() -> None:
    """One line per group with a hotel, after the street-by-street lines: all its hotels sold together for half the
    hotel and half of 4 houses each (RULINGS, "Mega: selling a hotel outright"); refused with its reason while the
    group would not stay even."""
    game, ctx = position("it")
    own(game, 0, *BROWN)
    for space in BROWN:
        game.state.level[space] = HOTEL
    game.state.bank_hotels -= 3
    lines = [item for item in sell_menu(ctx, 0).items if type(item.action) is SellHotelsOutright]
    assert [(line.action, line.enabled) for line in lines] == [(SellHotelsOutright(0, 1), True)]
    assert lines[0].label == (
        "Vendere gli alberghi di Vicolo Corto, Vicolo Stretto e Arctic Avenue senza riprendere case per 375\u00a0$: "
        "i terreni restano liberi"
    )
    assert pick(ctx, sell_menu(ctx, 0), "vendi 1").action == SellBuilding(0, 1)  # one level down stays first
    # any street the line lists names it, as the line reads ("sell-hotels arctic": the group's third street)
    for typed in ("sell-hotels 3", "sell-hotels arctic", "sell-hotels 4"):
        assert pick(ctx, sell_menu(ctx, 0), typed).action == SellHotelsOutright(0, 1)
    sold = game.apply(pick(ctx, sell_menu(ctx, 0), "sell-hotels 1").action)
    assert [e for e in sold if isinstance(e, ev.BuildingSold)] == [ev.BuildingSold(0, s, 0, 125) for s in BROWN]
    game.state.level[1] = 4
    game.state.level[3] = game.state.level[4] = HOTEL
    (line,) = [item for item in sell_menu(ctx, 0).items if type(item.action) is SellHotelsOutright]
    assert not line.enabled and line.reason and "tutti insieme" in line.reason


def test_a_skyscraper_needs_the_whole_set() -> None:
    game, ctx = position()
    own(game, 0, 1, 3)
    own(game, 1, 4)
    game.state.level[1] = game.state.level[3] = HOTEL
    by_space = {item.value: item for item in build_menu(ctx, 0).items}
    assert not by_space[1].enabled
    assert by_space[1].reason == "a skyscraper needs the whole colour set, with a hotel on every street"
    assert by_space[1].label.startswith("Build a skyscraper on Mediterranean Avenue")


@pytest.mark.parametrize("kind", ["house", "hotel", "skyscraper"])
def test_a_building_auction_says_which_building(kind: str) -> None:
    game, ctx = position()
    own(game, 0, *BROWN)
    game.state.stack.append(BuildingAuctionDecision(1, 1, [1, 0], requester=0, kind=kind))
    menu = decision_menu(ctx, 1)
    assert menu.topic == "building_auction"
    assert f"the bank's last {kind}s are auctioned" in menu.title


def test_a_long_menu_is_laid_out_in_columns() -> None:
    from monopoly_engine.play.screen import menu_text

    game, ctx = position()
    game.state.roll_due = False
    game.state.stack.append(ChooseSquareDecision(0))
    menu = decision_menu(ctx, 0)
    wide = menu_text(ctx, menu, 0, 140).plain.splitlines()
    narrow = menu_text(ctx, menu, 0, 40).plain.splitlines()
    assert len(narrow) == len(menu.items) + 2  # the title, one line each, the hint
    assert len(wide) < len(menu.items) // 2
    assert all(len(line) <= 140 for line in wide)
    for number in (1, 27, 52):
        assert sum(f" {number:>2}. " in line for line in wide) == 1


def test_a_square_typed_after_the_verb_goes_through_the_submenu() -> None:
    game, ctx = position()
    me = game.state.players[0]
    me.position, me.tickets = 3, 1
    own(game, 0, READING, *BROWN)
    menu = decision_menu(ctx, 0)
    assert pick(ctx, menu, "ticket 12").action == UseTicket(0, 12)
    assert pick(ctx, menu, "build-depot reading").action == BuildDepot(0, READING)
    assert pick(ctx, menu, "build baltic").action == Build(0, 3)
    assert "is not on the menu" in resolve(ctx, menu, "ticket 20")  # not ahead on this side: no such line
    game.state.bank_houses = 0
    assert resolve(ctx, menu, "build baltic") == "the bank has no houses left: wait until someone sells some"
