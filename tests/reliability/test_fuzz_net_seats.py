"""fuzz-files knows ``data/net_seats.json`` (docs/files.md: every file the app reads has a
target): the valid sample reads back whole, and seeded hostile versions of it (every shape
the JSON targets get: cut, flipped, deep, huge, wrong types, special files) are read by the
seats file's reader, the rejoin and reopen lists and written back, with nothing found; a
few cases go through the app's start and the Host and Join screens too."""

from __future__ import annotations

import contextlib
import io
import json
import random

import pytest

from ghostparlor.devtools.fuzz.campaign import all_targets
from ghostparlor.devtools.fuzz.files import NetSeatsTarget, net_seats_sample
from ghostparlor.devtools.fuzz.mutations import Mutator
from ghostparlor.devtools.fuzz.runner import Runner, Stats
from ghostparlor.devtools.fuzz.target import make_context
from ghostparlor.net import seats_file


@pytest.fixture
def campaign(tmp_path, monkeypatch):
    monkeypatch.setenv("GHOSTPARLOR_HOME", str(tmp_path / "samples"))
    with contextlib.redirect_stderr(io.StringIO()):
        ctx = make_context(tmp_path)
    stats = Stats()
    yield ctx, Runner(tmp_path, stats), stats
    for app in ctx.apps:
        app.shutdown()


def test_the_sample_is_a_valid_seats_file_with_a_hosted_and_a_joined_table():
    sample = net_seats_sample()
    kept = seats_file.parse(json.dumps(sample).encode())
    assert kept.name == "Sabine" and [k.hosted for k in kept.tables] == [True, False]
    assert [len(k.seats) for k in kept.tables] == [1, 2] and kept.tables[0].host_token == "h" * 32


def test_the_campaign_has_a_network_seats_target_at_the_files_path(campaign, tmp_path):
    ctx, _, _ = campaign
    targets = [t for t in all_targets(ctx) if t.name == "network seats"]
    assert len(targets) == 1 and targets[0].keeps == "user"
    assert targets[0].path(tmp_path) == tmp_path / "data" / seats_file.FILE_NAME
    assert ctx.samples["net_seats"] == net_seats_sample()


def test_hostile_seats_files_are_read_with_nothing_found(campaign):
    ctx, runner, stats = campaign
    target = NetSeatsTarget(ctx)
    mutator = Mutator(random.Random(47), 4 * 1024 * 1024)
    cases = 60
    for n in range(cases):
        runner.run(target, target.mutate(mutator), scenes=n < 2)
    assert stats.cases == cases and stats.scene_cases == 2
    assert (stats.crashes, stats.hangs, stats.lost_originals, stats.bad_messages) == (0, 0, 0, 0), stats.failures
    assert len(stats.by_mutation) >= 8, stats.by_mutation  # many shapes, not one
