"""Every player-facing text is a key of the English string table."""

import re
from pathlib import Path

from ghostparlor.core.strings import has, t
from ghostparlor.games import REGISTRY

CODE = Path(__file__).resolve().parents[1] / "ghostparlor"
LITERAL = re.compile(r"""\bt\(\s*["']([a-z][a-z0-9_]*(?:\.[a-z0-9_]+)+)["']""")


def test_every_literal_key_used_in_the_code_exists():
    missing = []
    for path in CODE.rglob("*.py"):
        for key in LITERAL.findall(path.read_text(encoding="utf-8")):
            if not has(key):
                missing.append(f"{path.relative_to(CODE)}: {key}")
    assert not missing, missing


def test_every_game_has_a_name_and_pitch_and_implemented_games_have_rules():
    for game_id, entry in REGISTRY.items():
        assert has(f"{game_id}.name") and has(f"{game_id}.pitch")
        if entry.implemented:
            from ghostparlor.core.learn import learn_content

            sections = learn_content(game_id).sections  # the rules reader's sections (data/learn)
            assert sections and all(has(s.title_key(game_id)) and has(s.body_key(game_id)) for s in sections)


def test_ghosts_dynamic_keys():
    from ghostparlor.games import load_game

    game = load_game("ghosts")
    for family in game.families:
        assert has(f"ghosts.family.{family}")
    for how in ("open", "new_family", "mirror", "fog"):
        assert has(f"ghosts.log.played_{how}")
    for opt in game.spec.options.values():
        assert has(opt.text_key)


def test_missing_key_shows_the_key_and_formatting_is_safe():
    assert t("no.such.key") == "no.such.key"
    assert t("ghosts.log.relief") == t("ghosts.log.relief")  # no params: the template as is


def test_plural_forms_follow_the_count():
    from ghostparlor.core.strings import t

    assert t("dont_go_in_there.log.ghosts_gained", player="Ada", count=1, why="Attic") == "Ada gains 1 ghost (Attic)."
    assert t("dont_go_in_there.log.ghosts_gained", player="Ada", count=2, why="Attic") == "Ada gains 2 ghosts (Attic)."
    assert t("dont_go_in_there.log.ghosts_gained", player="Ada", count=0, why="Attic") == "Ada gains 0 ghosts (Attic)."


def test_no_template_hedges_a_plural_with_parentheses():
    from ghostparlor.core.strings import table

    hedged = [k for k, v in table().items() if "{" in v and "(s)" in v]
    assert hedged == []
