"""Issue 20, point 6: defects found by play, each with its regression test."""

from ghostparlor.games import load_game
from ghostparlor.games.ghostbumpers.rules import CardsPlayed, TrickWon, strength, strength_words
from ghostparlor.games.ghosts.rules import PileTaken

NAMES = ["Agatha", "Boris", "Cornelius"]


def test_ghostbumpers_log_prints_strengths_as_the_table_does():
    """GB-12: a pair of 6 is strength 2.6 on the table; the log said "strength 26"."""
    game = load_game("ghostbumpers")
    line = game.describe_event(CardsPlayed(0, 6, 2, -1, strength(6, 2, -1), 0), NAMES, 1)
    assert "strength 2.6" in line and "26" not in line
    single = game.describe_event(CardsPlayed(1, 7, 1, -1, strength(7, 1, -1), 0), NAMES, 1)
    assert "strength 7" in single and "70" not in single
    won = game.describe_event(TrickWon(2, strength(3, 3, -1), 3, False, ()), NAMES, 0)
    assert "strength 3.3" in won
    assert strength_words(strength(0, 1, 10)) == "10" and strength_words(strength(0, 1, 0)) == "0"


def test_ghosts_forced_take_says_what_is_gained_and_the_new_total():
    """GH-8.2: taking the pile gains +1 FP; the log called the new total what was gained."""
    game = load_game("ghosts")
    forced = game.describe_event(PileTaken(0, tuple(range(5)), True, 2), NAMES, 1)
    assert "+1 fear point" in forced and "2 in all" in forced and "5 cards" in forced
    free = game.describe_event(PileTaken(1, (1, 2), False, 1), NAMES, 0)
    assert "+1 fear point" in free and "1 in all" in free
