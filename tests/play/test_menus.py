"""Menus built from each kind of decision, and what typed input they accept (no terminal)."""

from __future__ import annotations

import pytest

from monopoly_engine.choices import HELP_TOPICS, Context, decision_menu
from monopoly_engine.choices.items import BID_OTHER, SUBMENU_BUILD, SUBMENU_MORTGAGE, SUBMENU_SELL, TRADE, Choice, Menu
from monopoly_engine.choices.menus import build_menu, mortgage_menu, sell_menu
from monopoly_engine.core.actions import (
    AcceptTrade,
    Bid,
    Build,
    Buy,
    DeclareBankruptcy,
    Decline,
    EndTurn,
    KeepMortgage,
    LiftMortgage,
    Mortgage,
    Pass,
    Pay,
    PayBail,
    ProposeTrade,
    RejectTrade,
    Roll,
    SellBuilding,
    UseCard,
)
from monopoly_engine.core.decisions import (
    AuctionDecision,
    BuyDecision,
    Debt,
    DebtDecision,
    MortgageDecision,
    TradeDecision,
)
from monopoly_engine.game import new_game
from monopoly_engine.i18n import Translator
from monopoly_engine.play.reading import resolve
from monopoly_engine.play.trade_builder import TradeBuilder

BROWN = (1, 3)
LIGHT_BLUE = (6, 8, 9)


def position(lang: str = "en"):
    """A two-player classic-en game at Anna's first roll, and its menu context."""
    recorded = new_game("classic-en", ["Anna", "Bruno"], seed=1, first_player=0)
    return recorded.game, Context.of(recorded.game, Translator(lang))


def own(game, seat: int, *spaces: int) -> None:
    for space in spaces:
        game.state.owner[space] = seat


def pick(ctx: Context, menu: Menu, text: str) -> Choice:
    result = resolve(ctx, menu, text)
    assert isinstance(result, Choice), result
    return result


def labels(menu: Menu) -> list[str]:
    return [item.label for item in menu.items]


def test_turn_start_offers_the_roll_first() -> None:
    _, ctx = position()
    menu = decision_menu(ctx, 0)
    assert menu.topic in HELP_TOPICS
    assert menu.choices[0].action == Roll(0)
    assert pick(ctx, menu, "1").action == Roll(0)
    assert pick(ctx, menu, "roll").action == Roll(0)
    assert pick(ctx, menu, "  R ").action == Roll(0)
    assert any(item.opens == TRADE for item in menu.items)


def test_after_rolling_the_turn_can_end() -> None:
    game, ctx = position()
    game.state.roll_due = False
    game.state.rolled = True
    menu = decision_menu(ctx, 0)
    assert menu.choices[0].action == EndTurn(0)
    assert "end your turn" in menu.title


def test_jail_choices_roll_pay_or_use_a_card() -> None:
    game, ctx = position()
    me = game.state.players[0]
    me.in_jail = True
    me.position = game.edition.jail_index
    me.cards.append(game.edition.card_index("chance/get-out-of-jail-free"))
    menu = decision_menu(ctx, 0)
    actions = [item.action for item in menu.choices]
    assert actions[:3] == [Roll(0), PayBail(0), UseCard(0, "chance")]
    assert menu.topic == "jail"
    me.cash = 20
    menu = decision_menu(ctx, 0)
    bail = next(item for item in menu.items if item.action is None and "fine" in item.label)
    assert not bail.enabled and "$50" in bail.reason
    assert PayBail(0) not in [item.action for item in menu.choices]


def test_buy_or_auction() -> None:
    game, ctx = position()
    game.state.stack.append(BuyDecision(0, 39))
    menu = decision_menu(ctx, 0)
    assert [item.action for item in menu.choices[:2]] == [Buy(0), Decline(0)]
    assert "Boardwalk" in menu.title and "$400" in menu.title
    assert menu.details and "$50" in menu.details[0]  # the deed: rent 50 bare
    game.state.players[0].cash = 100
    menu = decision_menu(ctx, 0)
    buy = menu.items[0]
    assert not buy.enabled and "raise money" in buy.reason
    assert pick(ctx, menu, "1").action == Decline(0)
    assert resolve(ctx, menu, "buy") == buy.reason  # a word for a line not allowed: its reason


def test_auction_bids_and_their_limits() -> None:
    game, ctx = position()
    game.state.stack.append(AuctionDecision(0, 39, [0, 1], high_bid=100, high_bidder=1))
    menu = decision_menu(ctx, 0)
    assert menu.topic == "auction"
    assert menu.choices[0].action == Bid(0, 101)
    assert menu.choices[1].opens == BID_OTHER
    assert menu.choices[2].action == Pass(0)
    assert any("Highest bid: $100 by Bruno" in line for line in menu.details)
    assert pick(ctx, menu, "bid 150").action == Bid(0, 150)
    assert pick(ctx, menu, "150").action == Bid(0, 150)  # a number beyond the menu is a bid
    low = resolve(ctx, menu, "50")
    assert isinstance(low, str) and "too low" in low and "$101" in low
    rich = resolve(ctx, menu, "bid 99999")
    assert isinstance(rich, str) and "only $1,500" in rich
    assert pick(ctx, menu, "pass").action == Pass(0)


def test_a_choice_not_on_the_menu_is_explained() -> None:
    _, ctx = position()
    menu = decision_menu(ctx, 0)
    for text in ("7", "fly", ""):
        answer = resolve(ctx, menu, text)
        assert isinstance(answer, str) and "1" in answer
    assert pick(ctx, menu, "help").command == "help"
    assert pick(ctx, menu, "quit").command == "quit"


def test_words_in_the_players_language() -> None:
    _, ctx = position("it")
    menu = decision_menu(ctx, 0)
    assert menu.title.startswith("Anna, tocca a voi")
    assert pick(ctx, menu, "tira").action == Roll(0)
    assert pick(ctx, menu, "aiuto").command == "help"
    assert pick(ctx, menu, "roll").action == Roll(0)  # the notation's verbs work in every language
    _, ctx_ru = position("ru")
    assert pick(ctx_ru, decision_menu(ctx_ru, 0), "бросить").action == Roll(0)
    _, ctx_es = position("es")
    assert "no está en el menú" in resolve(ctx_es, decision_menu(ctx_es, 0), "9")


def test_debt_raise_money_pay_or_go_bankrupt() -> None:
    game, ctx = position()
    own(game, 0, *BROWN)
    game.state.players[0].cash = 10
    game.state.stack.append(DebtDecision(0, Debt(0, 1, 50, "rent", 39)))
    menu = decision_menu(ctx, 0)
    assert menu.topic == "debt"
    assert not menu.items[0].enabled and "$40 short" in menu.items[0].reason
    assert menu.choices[0].opens == SUBMENU_MORTGAGE
    sub = mortgage_menu(ctx, 0)
    assert pick(ctx, sub, "1").action == Mortgage(0, 1)
    game.apply(Mortgage(0, 1))
    game.apply(Mortgage(0, 3))
    menu = decision_menu(ctx, 0)
    assert menu.choices[0].action == Pay(0)
    game.state.stack[-1] = DebtDecision(0, Debt(0, 1, 5000, "rent", 39))
    menu = decision_menu(ctx, 0)
    assert menu.topic == "bankruptcy"
    assert menu.choices[0].action == DeclareBankruptcy(0)


def test_building_evenly_is_explained() -> None:
    game, ctx = position()
    own(game, 0, *LIGHT_BLUE)
    game.state.level[6] = 1
    menu = decision_menu(ctx, 0)
    assert any(item.opens == SUBMENU_BUILD for item in menu.items)
    sub = build_menu(ctx, 0)
    assert sub.topic == "build" and sub.back
    by_space = {item.value: item for item in sub.items}
    assert by_space[8].enabled and by_space[9].enabled
    assert not by_space[6].enabled
    assert "build evenly" in by_space[6].reason
    assert "Vermont Avenue and Connecticut Avenue" in by_space[6].reason
    assert pick(ctx, sub, "1").action == Build(0, 8)
    assert pick(ctx, sub, "build connecticut").action == Build(0, 9)
    assert resolve(ctx, sub, "build 6") == by_space[6].reason
    assert pick(ctx, sub, "0").command == "back"
    game.state.mortgaged[9] = True
    sub = build_menu(ctx, 0)
    assert all(not item.enabled for item in sub.items)
    assert "Connecticut Avenue is mortgaged" in sub.items[0].reason


def test_building_needs_the_banks_houses() -> None:
    game, ctx = position("es")
    own(game, 0, *BROWN)
    game.state.bank_houses = 0
    sub = build_menu(ctx, 0)
    assert all("no le quedan casas" in (item.reason or "") for item in sub.items)


def test_selling_evenly_and_mortgaging_after_selling() -> None:
    game, ctx = position()
    own(game, 0, *LIGHT_BLUE)
    game.state.level[6], game.state.level[8], game.state.level[9] = 2, 1, 1
    sub = sell_menu(ctx, 0)
    by_space = {item.value: item for item in sub.items}
    assert by_space[6].enabled and by_space[6].action == SellBuilding(0, 6)
    assert "sell evenly" in by_space[8].reason
    assert any(item.opens == SUBMENU_SELL for item in decision_menu(ctx, 0).items)
    mortgages = {item.value: item for item in mortgage_menu(ctx, 0).items}
    assert "sell the buildings" in mortgages[6].reason


def test_trade_offer_reply() -> None:
    game, ctx = position()
    own(game, 0, 39)
    game.state.mortgaged[39] = True
    game.state.stack.append(TradeDecision(1, 0, (39,), 0, (), (), 100, ()))
    menu = decision_menu(ctx, 1)
    assert menu.topic == "trade_reply"
    assert [item.action for item in menu.choices] == [AcceptTrade(1), RejectTrade(1)]
    assert "You receive: Boardwalk" in menu.details[0]
    assert "You give: $100" in menu.details[1]
    assert "Mortgaged: Boardwalk" in menu.details[2]
    game.state.players[1].cash = 50
    menu = decision_menu(ctx, 1)
    assert not menu.items[0].enabled
    assert menu.choices[0].action == RejectTrade(1)


def test_mortgaged_property_received_keep_or_lift() -> None:
    game, ctx = position()
    own(game, 0, 39)
    game.state.mortgaged[39] = True
    game.state.stack.append(MortgageDecision(0, [39]))
    menu = decision_menu(ctx, 0)
    assert [item.action for item in menu.choices] == [KeepMortgage(0, 39), LiftMortgage(0, 39)]
    assert "$20" in menu.choices[0].label and "$220" in menu.choices[1].label


class ScriptedPrompter:
    """Answers the trade builder's menus from a list of typed lines."""

    def __init__(self, ctx: Context, lines: list[str]) -> None:
        self.ctx = ctx
        self.lines = list(lines)
        self.menus: list[Menu] = []

    def choose(self, menu: Menu):
        self.menus.append(menu)
        result = resolve(self.ctx, menu, self.lines.pop(0))
        assert isinstance(result, Choice), result
        return None if result.command == "back" else result

    def amount(self, question: str, low: int, high: int):
        value = int(self.lines.pop(0))
        assert low <= value <= high
        return value


def test_the_trade_builder_makes_a_legal_offer() -> None:
    game, ctx = position()
    own(game, 0, 1)
    own(game, 1, 3)
    jail_card = game.edition.card_index("chance/get-out-of-jail-free")
    game.state.players[1].cards.append(jail_card)
    # give Mediterranean (1), ask Bruno for Baltic (3), give $50, ask for his card, then send
    lines = ["1", "1", "1", "1", "1", "50", "3", "1", "send"]
    builder = TradeBuilder(ctx, 0)
    prompter = ScriptedPrompter(ctx, lines)
    action = builder.run(prompter)
    assert isinstance(action, ProposeTrade) and action.partner == 1
    assert action.give.spaces == (1,) and action.give.cash == 50
    assert action.get.spaces == (3,) and action.get.cards == (jail_card,)
    assert game.refusal(action) is None
    first = prompter.menus[0]
    assert not first.items[-2].enabled  # nothing to send yet: the reason is shown
    assert "empty" in first.items[-2].reason


def test_a_street_with_buildings_in_its_set_cannot_be_traded() -> None:
    game, ctx = position()
    own(game, 0, *BROWN)
    game.state.level[1] = 1
    menu = TradeBuilder(ctx, 0).space_menu(0, [], "trade.give_space_title")
    assert all(not item.enabled and "has buildings" in item.reason for item in menu.items)


@pytest.mark.parametrize("lang", ["en", "it", "es", "ru"])
def test_every_menu_renders_in_every_language(lang: str) -> None:
    from monopoly_engine.play.screen import Screen, menu_text

    game, ctx = position(lang)
    own(game, 0, *LIGHT_BLUE)
    game.state.level[6] = 1
    for menu in (decision_menu(ctx, 0), build_menu(ctx, 0), sell_menu(ctx, 0), mortgage_menu(ctx, 0)):
        text = menu_text(ctx, menu, 0).plain
        assert "{" not in text
    screen = Screen(ctx, ["human", "heuristic"])
    from rich.console import Console

    console = Console(width=100, record=True, file=open("/dev/null", "w"))  # noqa: SIM115
    console.print(screen.render(100, ["x"]))
    shown = console.export_text()
    assert "Oriental Avenue" in shown and "Anna" in shown


def test_rent_to_claim_comes_before_the_roll() -> None:
    from monopoly_engine.core.actions import ClaimRent

    game, ctx = position()
    game.state.claims = [(1, 0, 39, 1, 0, game.state.turns)]
    menu = decision_menu(ctx, 0)
    assert menu.choices[0].action == ClaimRent(0)
    assert "Boardwalk" in menu.choices[0].label
    assert menu.choices[1].action == Roll(0)
