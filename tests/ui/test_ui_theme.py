"""Theme loading: the real file is clean; broken files fall back and say why."""

from __future__ import annotations

from ghostparlor.ui.theme import DEFAULT_COLOURS, SHAPES, Theme, load_theme, theme_from_mapping


def test_real_theme_loads_cleanly():
    theme = load_theme()
    assert theme.problem is None
    assert theme.source.endswith("theme.yaml")
    assert len(theme.seats) == 6
    assert sorted(seat.shape for seat in theme.seats) == sorted(SHAPES)
    assert len({seat.colour for seat in theme.seats}) == 6
    for role in ("small", "body", "large", "title"):
        assert theme.font_size("small") <= theme.font_size(role) <= theme.font_size("title")
    for name in DEFAULT_COLOURS:
        assert name in theme.colours
    assert theme.fonts["regular"].endswith(".ttf")
    assert theme.duration("die_roll") > 0


def test_unparsable_yaml_falls_back_to_defaults(tmp_path):
    path = tmp_path / "theme.yaml"
    path.write_text("colours: [unclosed\n  seats: {", encoding="utf-8")
    theme = load_theme(path)
    assert theme.problem is not None and "invalid YAML" in theme.problem
    assert theme.colours == Theme().colours
    assert len(theme.seats) == 6


def test_missing_file_falls_back(tmp_path):
    theme = load_theme(tmp_path / "nope.yaml")
    assert theme.problem is not None and "not found" in theme.problem
    assert theme.colour("accent") == DEFAULT_COLOURS["accent"]


def test_not_a_mapping_falls_back(tmp_path):
    path = tmp_path / "theme.yaml"
    path.write_text("- just\n- a list\n", encoding="utf-8")
    theme = load_theme(path)
    assert theme.problem is not None and "mapping" in theme.problem
    assert theme.card_size == Theme().card_size


def test_bad_values_keep_their_defaults_and_are_all_reported():
    raw = {
        "colours": {"accent": [1, 2, 3], "text": "not a colour", "ink": [300, 0, 0]},
        "seats": [{"colour": [1, 2, 3], "shape": "blob"}, "oops"],
        "font_sizes": {"body": "big", "small": 12},
        "animation": {"die_roll": -1},
        "card_size": [10],
    }
    theme = theme_from_mapping(raw, "t.yaml")
    assert theme.colour("accent") == (1, 2, 3)  # good values are kept
    assert theme.colour("text") == DEFAULT_COLOURS["text"]
    assert theme.colour("ink") == DEFAULT_COLOURS["ink"]
    assert theme.seats[0].colour == (1, 2, 3) and theme.seats[0].shape == "circle"
    assert theme.font_size("small") == 12 and theme.font_size("body") == Theme().font_size("body")
    assert theme.duration("die_roll") == Theme().duration("die_roll")
    assert theme.card_size == Theme().card_size
    for fragment in ("colours.text", "colours.ink", "seats[0].shape", "seats[1]", "font_sizes.body",
                     "animation.die_roll", "card_size"):
        assert fragment in theme.problem


def test_hex_colours_and_lookups_never_raise():
    theme = theme_from_mapping({"colours": {"accent": "#ff8000", "shadow": "00000080"}})
    assert theme.problem is None
    assert theme.colour("accent") == (255, 128, 0)
    assert theme.colour("shadow") == (0, 0, 0, 128)
    assert theme.colour("no_such_colour") == (255, 0, 255)
    assert theme.seat(7) == theme.seats[1]
    assert theme.font_size(33) == 33
