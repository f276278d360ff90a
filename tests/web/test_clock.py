"""The turn clock's model (``web/clock.py``), with a fake time source."""

from __future__ import annotations

import pytest

from monopoly_engine.core.actions import Build, Mortgage, Roll
from monopoly_engine.i18n import LANGUAGES, placeholders
from monopoly_engine.web.catalog import CATALOGS, web_words
from monopoly_engine.web.clock import SAVE_EVERY, ClockSettings, TurnClock, decided
from monopoly_engine.web.clock_words import CLOCK_WORDS
from monopoly_engine.web.table_words import TABLE_WORDS


class FakeTime:
    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


def clock(allowance: float = 10, bank: float = 30, timeouts: int = 2, seats: int = 3) -> tuple[TurnClock, FakeTime]:
    time = FakeTime()
    return TurnClock(ClockSettings(allowance, bank, timeouts), seats, time), time


def test_a_decision_spends_its_allowance_first_then_the_bank() -> None:
    c, time = clock()
    assert c.shown() is None
    assert c.follow(1, 5, answered=False)
    time.t += 4
    assert c.shown() == {"seat": 1, "left": 6, "bank": 30}
    time.t += 10  # 4 s into the bank
    assert c.shown() == {"seat": 1, "left": 0, "bank": 26}
    assert c.left() == pytest.approx(26)
    assert c.follow(2, 6, answered=True)  # seat 1 answered: its bank is charged, seat 2 starts afresh
    assert c.banks == [30, 26, 30]
    assert c.shown() == {"seat": 2, "left": 10, "bank": 30}


def test_an_answer_within_the_allowance_costs_the_bank_nothing() -> None:
    c, time = clock()
    c.follow(0, 1, answered=False)
    time.t += 9.5
    c.follow(1, 2, answered=True)
    assert c.banks == [30, 30, 30]
    assert not c.dirty  # nothing a restart needs changed


def test_free_actions_while_deciding_do_not_start_a_new_allowance() -> None:
    c, time = clock()
    c.follow(0, 1, answered=False)
    time.t += 8
    assert not c.follow(0, 2, answered=decided([Build(0, 1), Mortgage(0, 3)]))
    assert c.shown() == {"seat": 0, "left": 2, "bank": 30}
    assert c.follow(0, 3, answered=decided([Roll(0)]))  # a decision answered: the next one has its own
    assert c.shown() == {"seat": 0, "left": 10, "bank": 30}


def test_running_out_counts_time_outs_in_a_row_and_an_answer_in_time_ends_the_run() -> None:
    c, time = clock(timeouts=2, bank=0)
    c.follow(1, 1, answered=False)
    time.t += 10
    assert c.left() == 0
    assert not c.run_out(1)  # the first time-out: the bot answers this one decision
    c.follow(1, 2, answered=True)
    time.t += 3
    c.follow(2, 3, answered=True)  # seat 1 answered in time: the run is over
    assert c.strikes == [0, 0, 0]
    c.follow(1, 4, answered=True)
    time.t += 10
    assert not c.run_out(4)
    c.follow(1, 5, answered=True)
    time.t += 10
    assert c.run_out(5)  # two in a row: the seat goes to the bot
    assert c.ran_out == [(1, 1), (4, 1), (5, 1)]
    c.follow(None, 6, answered=True)
    assert c.strikes == [0, 2, 0]
    c.forgive(1)
    assert c.strikes == [0, 0, 0]


def test_no_limit_on_time_outs_never_hands_the_seat_over() -> None:
    c, time = clock(timeouts=0, bank=0)
    for version in range(5):
        c.follow(0, version, answered=True)
        time.t += 10
        assert not c.run_out(version)


def test_a_restored_clock_resumes_the_decision_without_the_time_it_was_down() -> None:
    c, time = clock()
    c.follow(2, 7, answered=False)
    time.t += 14  # 4 s into the bank
    kept = c.snapshot()
    assert kept["seat"] == 2 and kept["since"] == 7 and kept["spent"] == pytest.approx(14)
    time.t += 500  # the server was down
    again = TurnClock.restore(kept, 3, time)
    assert again.shown() == {"seat": 2, "left": 0, "bank": 26}
    assert not again.follow(2, 7, answered=False)  # the same decision goes on
    time.t += 6
    assert again.left() == pytest.approx(20)
    again.follow(0, 8, answered=True)
    assert again.banks == [30, 30, 20]


def test_saves_are_due_on_a_change_and_every_few_seconds_of_a_long_decision() -> None:
    c, time = clock()
    c.snapshot()
    assert not c.due() and c.next_save() is None
    c.follow(0, 1, answered=False)
    assert not c.due()
    assert c.next_save() == pytest.approx(SAVE_EVERY)
    time.t += SAVE_EVERY
    assert c.due()
    c.snapshot()
    assert not c.due()
    time.t += 20  # into the bank: charged when the decision ends, which a restart needs
    c.follow(1, 2, answered=True)
    assert c.due()


@pytest.mark.parametrize(
    ("figures", "problem"),
    [((0, 10, 1), "allowance"), ((5, -1, 1), "bank"), ((5, 10, 101), "time-outs"), ((5000, 0, 0), "allowance")],
)
def test_settings_out_of_range_are_refused_with_the_reason(figures: tuple[float, float, int], problem: str) -> None:
    with pytest.raises(ValueError, match=problem):
        ClockSettings(*figures)


def test_settings_from_a_form_or_the_store() -> None:
    assert ClockSettings.of({"allowance": "20", "bank": "60", "timeouts": "2"}) == ClockSettings(20, 60, 2)
    with pytest.raises(ValueError, match="needs"):
        ClockSettings.of({"allowance": 20})
    with pytest.raises(ValueError):
        ClockSettings.of({"allowance": "soon", "bank": 1, "timeouts": 1})


def test_every_language_has_every_clock_word_with_the_same_placeholders() -> None:
    english = CLOCK_WORDS["en"]
    assert set(CLOCK_WORDS) == set(LANGUAGES)
    for lang, messages in CLOCK_WORDS.items():
        assert set(messages) == set(english), lang
        for key, text in messages.items():
            assert text.strip() and placeholders(text) == placeholders(english[key]), (lang, key)
    assert not set(english) & (set(CATALOGS["en"]) | set(TABLE_WORDS["en"]))  # hides no other word
    assert web_words("es")["clock_ran_out"] == "Se acabó el tiempo: el bot jugó por {name}"
