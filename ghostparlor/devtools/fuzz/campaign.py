"""The fuzz-files campaign: cases drawn for about the time asked (some through the app's
scenes, some from Hypothesis when it is installed) under a memory cap, and its summary."""

from __future__ import annotations

import contextlib
import io
import json
import os
import random
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from ghostparlor.devtools.fuzz.files import (CacheTarget, CatalogCacheTarget, CurrentSaveTarget, FinishedTarget,
                                             FirstFrameTarget, GameSaveTarget, JsonTarget, NetSeatsTarget,
                                             ReplayCheckTarget, SettingsTarget, SharedRecordTarget, StatsTarget,
                                             TournamentRecordTarget)
from ghostparlor.devtools.fuzz.mutations import Mutator, Plant, key_paths, with_value, yaml_with_value
from ghostparlor.devtools.fuzz.runner import Runner, Stats, memory_cap, remove_tree, restore_env
from ghostparlor.devtools.fuzz.shapes_files import file_targets
from ghostparlor.devtools.fuzz.shapes_records import record_targets
from ghostparlor.devtools.fuzz.shipped import ShippedTarget
from ghostparlor.devtools.fuzz.target import Context, Target, make_context

SCENE_SHARE = 0.4  # at most this share of the time goes to the app's start and its scenes
HYPOTHESIS_SHARE = 0.15
MEMORY_HEADROOM = 3 * 1024**3  # address space the campaign may add to what it has at its start (Linux)


def all_targets(ctx: Context) -> list[Target]:
    return [SettingsTarget(ctx), CurrentSaveTarget(ctx), FinishedTarget(ctx), StatsTarget(ctx), CacheTarget(ctx),
            FirstFrameTarget(ctx), CatalogCacheTarget(ctx), ReplayCheckTarget(ctx), TournamentRecordTarget(ctx), GameSaveTarget(ctx), SharedRecordTarget(ctx),
            ShippedTarget(ctx, "game data", "games/ghosts.yaml"), ShippedTarget(ctx, "game data", "games/treasure_hunters.yaml"),
            ShippedTarget(ctx, "catalog", "locale/ru.po"), ShippedTarget(ctx, "catalog", "locale/ghostparlor.pot"),
            ShippedTarget(ctx, "theme", "theme.yaml"), NetSeatsTarget(ctx)] + record_targets(ctx) + file_targets(ctx)


def _hypothesis_round(runner: Runner, targets: list[Target], seed: int, until: float, scenes: bool) -> bool:
    """One batch of Hypothesis-generated cases; False when Hypothesis is not installed."""
    try:
        from hypothesis import HealthCheck, Phase, given, settings, strategies as st
        from hypothesis import seed as hseed
    except ImportError:
        return False
    json_targets = [t for t in targets if isinstance(t, JsonTarget) or isinstance(t, SettingsTarget)]
    leaves = (st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=40)
              | st.sampled_from(["", "human", "ghosts", "\u202e", "\x00"]))
    values = st.recursive(leaves, lambda inner: st.lists(inner, max_size=6) | st.dictionaries(st.text(max_size=8), inner, max_size=6),
                          max_leaves=30)

    @hseed(seed)
    @settings(max_examples=40, deadline=None, database=None, phases=[Phase.generate],
              suppress_health_check=list(HealthCheck))
    @given(data=st.data())
    def batch(data) -> None:
        # every draw first, whatever happens next: Hypothesis needs the same draws for the same data
        target = data.draw(st.sampled_from(json_targets))
        doc = target.ctx.settings_doc if isinstance(target, SettingsTarget) else target.ctx.samples[target.sample_key]
        path = data.draw(st.sampled_from(key_paths(doc)))
        value = data.draw(values)
        with_scenes = scenes and data.draw(st.booleans())
        if time.monotonic() > until:
            return
        if isinstance(target, SettingsTarget):
            content = yaml_with_value(doc, path, value)
        else:
            try:
                content = json.dumps(with_value(doc, path, value), allow_nan=True).encode("utf-8", "surrogatepass")
            except (ValueError, TypeError):
                return
        runner.stats.hypothesis_cases += 1
        runner.run(target, Plant("hypothesis value", content), with_scenes, "hypothesis")

    batch()
    return True


def fuzz_files(seconds: float = 60.0, seed: int = 1, scenes: bool = True) -> dict[str, Any]:
    """Run the campaign for about ``seconds``; returns the summary (see the module docstring)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import logging

    quiet = logging.NullHandler()
    app_log = logging.getLogger("ghostparlor")
    app_log.addHandler(quiet)  # set-aside warnings would flood standard error
    was_propagating, app_log.propagate = app_log.propagate, False
    started = time.monotonic()
    rng = random.Random(seed)
    stats = Stats()
    saved_env = {k: os.environ.get(k) for k in ("GHOSTPARLOR_HOME", "GHOSTPARLOR_RESOURCES")}
    work = Path(tempfile.mkdtemp(prefix="ghostparlor-fuzz-"))
    hypothesis_available = None
    os.environ["GHOSTPARLOR_HOME"] = str(work / "samples-home")  # never the person's own folders
    cap = memory_cap(MEMORY_HEADROOM)
    cap.__enter__()
    try:
        with contextlib.redirect_stderr(io.StringIO()):
            ctx = make_context(work)
        targets = all_targets(ctx)
        mutator = Mutator(rng, 4 * 1024 * 1024)
        runner = Runner(work, stats)
        if scenes:  # warm-up: the first app loads fonts and pictures (not a case)
            warm = work / "warm"
            warm.mkdir()
            os.environ["GHOSTPARLOR_HOME"] = str(warm)
            with contextlib.redirect_stderr(io.StringIO()):
                from ghostparlor.app import App

                ctx.apps.append(App(headless=True))
        deadline = started + seconds
        scene_time = hypothesis_time = 0.0
        while time.monotonic() < deadline:
            elapsed = time.monotonic() - started
            if hypothesis_available is not False and hypothesis_time < HYPOTHESIS_SHARE * elapsed:
                t0 = time.monotonic()
                hypothesis_available = _hypothesis_round(runner, targets, seed + stats.cases, min(deadline, t0 + 5), scenes)
                hypothesis_time += time.monotonic() - t0
                continue
            target = rng.choice(targets)
            plant = target.mutate(mutator)
            with_scenes = scenes and target.scenes is not None and scene_time < SCENE_SHARE * elapsed
            t0 = time.monotonic()
            runner.run(target, plant, with_scenes)
            if with_scenes:
                scene_time += time.monotonic() - t0
            if len(ctx.apps) > 1:  # keep one app alive at most (its window is reused by the next)
                del ctx.apps[:-1]
    finally:
        os.environ["GHOSTPARLOR_HOME"] = str(work / "closing")  # closing the last app writes nothing real
        if "ctx" in locals() and ctx.apps:
            with contextlib.suppress(Exception):
                ctx.apps[-1].shutdown()
        restore_env(saved_env)
        from ghostparlor.resources import clear_cache

        clear_cache()
        remove_tree(work)
        cap.__exit__(None, None, None)
        app_log.removeHandler(quiet)
        app_log.propagate = was_propagating
    peak = None
    try:
        import resource

        peak = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / (1024 if sys.platform != "darwin" else 1024 * 1024), 1)
    except (ImportError, OSError):
        pass
    return {
        "seconds": round(time.monotonic() - started, 1), "seed": seed, "cases": stats.cases,
        "crashes": stats.crashes, "hangs": stats.hangs, "lost_originals": stats.lost_originals,
        "bad_messages": stats.bad_messages, "scene_cases": stats.scene_cases,
        "hypothesis": bool(hypothesis_available), "hypothesis_cases": stats.hypothesis_cases,
        "slowest_read_s": round(stats.slowest_read_s, 3), "slowest_read": stats.slowest_where, "peak_rss_mb": peak,
        "by_target": dict(sorted(stats.by_target.items())), "by_mutation": dict(sorted(stats.by_mutation.items())),
        "failures": stats.failures,
    }


def format_summary(summary: dict[str, Any]) -> str:
    lines = [f"fuzz-files: {summary['cases']} cases in {summary['seconds']} s (seed {summary['seed']}; "
             f"{summary['scene_cases']} through the app and its scenes, {summary['hypothesis_cases']} from Hypothesis"
             f"{'' if summary['hypothesis'] else ' - not installed'}): "
             f"{summary['crashes']} crashes, {summary['hangs']} hangs, {summary['lost_originals']} lost originals, "
             f"{summary['bad_messages']} bad messages; slowest read {summary['slowest_read_s']} s ({summary['slowest_read']}), "
             f"peak memory {summary['peak_rss_mb']} MB"]
    lines.append("  per file: " + ", ".join(f"{k} {v}" for k, v in summary["by_target"].items()))
    lines.extend(f"  {failure}" for failure in summary["failures"])
    return "\n".join(lines)
