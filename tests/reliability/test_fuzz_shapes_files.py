"""fuzz-files' shapes of issue 48's second round on files (devtools/fuzz/shapes_files.py):
every alias bomb is refused by every YAML reader in bounded time, and the special-files
target runs the start's readers on each kind of special file with nothing found."""

from __future__ import annotations

import contextlib
import io
import os
import random
import time
from pathlib import Path

import pytest

from ghostparlor.devtools.fuzz import shapes_files
from ghostparlor.devtools.fuzz.mutations import Mutator, Plant
from ghostparlor.devtools.fuzz.runner import Runner, Stats
from ghostparlor.devtools.fuzz.target import make_context


@pytest.mark.parametrize("shape", shapes_files.ALIAS_BOMBS)
def test_every_alias_bomb_is_refused_by_the_settings_the_theme_and_the_game_data_at_once(home, tmp_path, shape):
    from ghostparlor.core.content import read_yaml
    from ghostparlor.core.errors import ContentError
    from ghostparlor.persistence.settings import Settings, load_settings, settings_file
    from ghostparlor.ui.theme import load_theme

    _, text = shapes_files.alias_bomb(random.Random(3), "master_volume", shape)
    path = settings_file()
    path.write_text(text)
    t0 = time.perf_counter()
    loaded, notice = load_settings()
    assert loaded == Settings() and notice and "\n" not in notice
    assert list(path.parent.glob("settings.yaml.damaged-*"))
    theme = tmp_path / "theme.yaml"
    theme.write_text(text)
    assert load_theme(theme).source == "<built-in>"
    data = tmp_path / "ghosts.yaml"
    data.write_text(text)
    if shape == "many anchors":  # each anchor used once: within twice its size, and under the size limit of game data
        read_yaml(data)
    else:
        with pytest.raises(ContentError) as refused:
            read_yaml(data)
        assert len(str(refused.value).splitlines()) == 1
    assert time.perf_counter() - t0 < 2.0  # the three readers, each in well under a second


@pytest.fixture
def campaign(tmp_path, monkeypatch):
    monkeypatch.setenv("GHOSTPARLOR_HOME", str(tmp_path / "samples"))
    with contextlib.redirect_stderr(io.StringIO()):
        ctx = make_context(tmp_path)
    stats = Stats()
    yield ctx, Runner(tmp_path, stats), stats


@pytest.mark.skipif(not hasattr(os, "mkfifo") or not os.path.exists("/dev/zero"), reason="pipes and /dev/zero")
def test_the_special_files_target_finds_nothing_on_each_kind_at_the_riskiest_paths(campaign):
    ctx, runner, stats = campaign
    target = shapes_files.SpecialFilesTarget(ctx)
    mutator = Mutator(random.Random(5), 4 * 1024 * 1024)
    cases = 0
    for which in ("data/saves/current.json.bak", "log/ghostparlor.log", "data/saves/.ghostparlor-lock",
                  "config/settings.yaml", "cache: the first frame"):
        for kind, special in shapes_files.KINDS.items():
            target.mutate(mutator)  # then the path and kind asked for
            target.which, target.kind = which, kind
            target.keeps = shapes_files.special_paths(Path("."))[which][1]
            runner.run(target, Plant(f"{kind}@{which}", special=special), False)
            cases += 1
    assert (stats.cases, stats.crashes, stats.hangs, stats.lost_originals, stats.bad_messages) == (cases, 0, 0, 0, 0), stats.failures


def test_the_alias_bomb_target_reads_each_yaml_of_the_app(campaign):
    ctx, runner, stats = campaign
    target = shapes_files.AliasBombTarget(ctx)
    mutator = Mutator(random.Random(8), 4 * 1024 * 1024)
    names = []
    for inner in target.inners:
        plant = target.plant_in(inner, mutator.rng)
        names.append(target.name)
        runner.run(target, plant, False)
    assert (stats.crashes, stats.hangs, stats.lost_originals, stats.bad_messages) == (0, 0, 0, 0), stats.failures
    assert names == ["alias bombs: settings", "alias bombs: theme", "alias bombs: game data", "alias bombs: lessons"]
