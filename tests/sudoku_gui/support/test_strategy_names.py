"""The window's table of strategy words says what the solver's strategies say."""

from solver import STRATEGIES
from sudoku_gui.support import strategy_names
from sudoku_gui.support.strategy_names import strategy_description, strategy_title


def test_every_strategy_has_its_words_in_english_as_the_solver_writes_them():
    assert set(strategy_names._WORDS) == set(STRATEGIES)
    for name, strategy in STRATEGIES.items():
        assert strategy_title(name) == strategy.title
        assert strategy_description(name) == strategy.description


def test_an_unknown_name_stays_as_it_is():
    assert strategy_title("nonesuch") == "nonesuch"
    assert strategy_description("nonesuch") == ""
