"""A deed's card as the browser's deed dialog shows it: only what the edition has (no house rents or house cost
where streets take a hotel only, no mortgage value where there are no mortgages), each line labelled and its
amount written by the language's money format (``Translator.money``), plurals through the catalogs."""

from __future__ import annotations

from typing import Any

from monopoly_engine.core.edition import RAILROAD, STREET, UTILITY, Edition, Space
from monopoly_engine.i18n import Translator

HOTEL_LEVEL = 5  # rent[5]: with a hotel; rent[6]: with a skyscraper (Mega)


def deed_lines(edition: Edition, space: Space, tr: Translator) -> list[list[str]]:
    """``[label, amount]`` lines of ``space``'s deed: rents, then building costs and the mortgage value."""
    rules = edition.rules
    cur = edition.currency

    def money(amount: int) -> str:
        return tr.money(amount, cur)

    rent = space.rent
    lines: list[list[str]] = []
    if space.kind == STREET and rent:
        lines.append([tr("deed.rent"), money(rent[0])])
        if rules.set_rent_multiplier > 1:
            lines.append([tr("deed.set", times=rules.set_rent_multiplier), money(rent[0] * rules.set_rent_multiplier)])
        if not rules.hotels_only:
            lines += [[tr.plural("summary.houses", n), money(rent[n])] for n in range(1, min(5, len(rent)))]
        if len(rent) > HOTEL_LEVEL:
            lines.append([tr.plural("summary.hotels", 1), money(rent[HOTEL_LEVEL])])
        if len(rent) > HOTEL_LEVEL + 1 and rules.skyscrapers:
            lines.append([tr.plural("summary.skyscrapers", 1), money(rent[HOTEL_LEVEL + 1])])
        if space.house_cost and not rules.hotels_only:
            lines.append([tr("deed.house_cost"), money(space.house_cost)])
        if space.hotel_cost:
            lines.append([tr("deed.hotel_cost"), money(space.hotel_cost)])
        if space.skyscraper_cost and rules.skyscrapers:
            lines.append([tr("deed.skyscraper_cost"), money(space.skyscraper_cost)])
    elif space.kind == RAILROAD:
        lines += [[tr.plural("deed.stations", n), money(r)] for n, r in enumerate(rent, 1)]
    elif space.kind == UTILITY:
        times = enumerate(space.multipliers, 1)
        lines += [[tr.plural("deed.utilities", n), tr("deed.dice", times=m)] for n, m in times]
    if rules.mortgages and space.mortgage:
        lines.append([tr("deed.mortgage"), money(space.mortgage)])
    return lines


def deed_fields(edition: Edition, space: Space, tr: Translator) -> dict[str, Any]:
    """What a property square carries for the deed dialog (its price written as its lines are)."""
    return {
        "deed": deed_lines(edition, space, tr),
        "price_text": tr.money(space.price, edition.currency),
        "mortgage": space.mortgage if edition.rules.mortgages else 0,
    }
