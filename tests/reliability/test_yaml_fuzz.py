"""Mutated game YAML gives only data-error messages (file, line, key), never another exception."""

import re

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from ghostparlor.core.errors import ContentError
from ghostparlor.games import REGISTRY, implemented_ids, rules_module
from ghostparlor.resources import data_path

MESSAGE = re.compile(r"^.+\.yaml(:\d+)?( [^:]+)?: .+")


def mutate(text: str, data) -> str:
    lines = text.splitlines(keepends=True)
    kind = data.draw(st.sampled_from(["delete", "duplicate", "value", "truncate", "insert", "indent"]))
    i = data.draw(st.integers(0, max(0, len(lines) - 1)))
    if kind == "delete" and lines:
        del lines[i]
    elif kind == "duplicate" and lines:
        lines.insert(i, lines[i])
    elif kind == "value" and lines:
        line = lines[i]
        if ":" in line:
            head = line.split(":", 1)[0]
            value = data.draw(st.one_of(st.integers(-5, 99).map(str), st.sampled_from(["", "[]", "{}", "x", "true", "null", "-1", "[1, 2", "'"])))
            lines[i] = f"{head}: {value}\n"
        else:
            lines[i] = data.draw(st.sampled_from(["- 0\n", "  - x\n", "??\n", "\n"]))
    elif kind == "truncate":
        return text[: data.draw(st.integers(0, len(text)))]
    elif kind == "insert":
        lines.insert(i, data.draw(st.sampled_from(["bogus: 1\n", "  extra: [1]\n", "- stray\n", "\t\n", ": :\n"])))
    elif kind == "indent" and lines:
        lines[i] = "  " + lines[i]
    return "".join(lines)


@pytest.mark.parametrize("game_id", implemented_ids())
@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_mutated_yaml_gives_only_data_errors(game_id, data, tmp_path_factory):
    original = data_path("games", f"{game_id}.yaml").read_text(encoding="utf-8")
    root = tmp_path_factory.mktemp("data")
    (root / "games").mkdir()
    path = root / "games" / f"{game_id}.yaml"
    path.write_text(mutate(original, data), encoding="utf-8")
    module = rules_module(game_id)
    try:
        spec = module.load_spec(root)
    except ContentError as exc:
        assert exc.messages
        for message in exc.messages:
            assert MESSAGE.match(message) and "\n" not in message, message
        return
    # the file still passes validation: the game must then build and set up without error
    game = getattr(module, REGISTRY[game_id].game_class)(spec)
    game.new_state(game.min_players)
    assert data_path("games", f"{game_id}.yaml").read_text(encoding="utf-8") == original
