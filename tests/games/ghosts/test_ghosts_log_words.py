"""Ghosts: the log (and "Since your move") says each call in words a newcomer reads, not
the shorthand the rules call out ("5 mirror"): GH-2 to GH-5, the spec's R4 and E4."""

import pytest

from ghostparlor.core import strings
from ghostparlor.games import load_game
from ghostparlor.games.ghosts.rules import CardPlayed

G = load_game("ghosts")
NAMES = ["Franck", "Sabine", "Max", "Thierry"]
CW, CCW = 1, -1

# R4, the rulebook's early round (4 players): the event each play makes and its log line
R4 = [
    (CardPlayed(0, "ghost_red_2", "open", 2, "2", CW, 1), "Franck opens with Red 2: fear level 2."),
    (CardPlayed(1, "ghost_yellow_3", "new_family", 5, "5", CW, 2), "Sabine plays Yellow 3: fear level 5."),
    (CardPlayed(2, "ghost_yellow_2", "mirror", 5, "5 mirror", CCW, 1),
     "Max plays Yellow 2 as a mirror: level stays 5, direction reverses."),
    (CardPlayed(1, "ghost_blue_2", "new_family", 7, "7", CCW, 0), "Sabine plays Blue 2: fear level 7."),
    (CardPlayed(0, "fog", "fog", 7, "7 fog", CCW, 3), "Franck plays Fog: level stays 7."),
]


@pytest.mark.parametrize("event, line", R4)
def test_each_call_of_R4_is_said_in_words(event, line):
    assert G.describe_event(event, NAMES, None) == line


def test_a_two_player_mirror_keeps_the_level_and_says_no_reversal_E4():
    """E4 / GH-4, D10: with 2 players "mirror" is not called, so no direction is said to change."""
    event = CardPlayed(1, "ghost_red_3", "mirror", 1, "1", CCW, 0)
    assert G.describe_event(event, ["Ada", "Bert"], None) == "Bert plays Red 3 as a mirror: level stays 1."


@pytest.mark.parametrize("language", ["es", "ja", "ru"])
def test_no_language_quotes_the_shorthand(language):
    strings.set_language(language)
    try:
        for event, _ in R4:
            line = G.describe_event(event, NAMES, None)
            assert str(event.level) in line and NAMES[event.seat] in line
            assert not any(mark in line for mark in ('"', "「", "«")), line
            assert event.call not in line or event.call == str(event.level), line
    finally:
        strings.set_language("en")
