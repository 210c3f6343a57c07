"""`ghostparlor check-layout` (issue 21): every scene and table state, in every language at
every text size, draws no text outside its box, over another text or a control, without
its glyphs, cut without a tooltip, or under 13 px at 100% text size (issue 46)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from ghostparlor.core.strings import LANGUAGES  # noqa: E402  (after the headless drivers are chosen)
from ghostparlor.devtools.layout_check import SCALES  # noqa: E402

KINDS = ("overflows", "overlaps", "missing_glyphs", "cut_without_tooltip", "texts_below_min")


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("GHOSTPARLOR_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("LANGUAGE", "en")
    yield tmp_path / "home"
    from ghostparlor.core import strings
    from ghostparlor.ui import reset_assets

    strings.set_language("en")
    reset_assets()


@pytest.mark.slow
@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("lang", sorted(LANGUAGES, key=lambda lang: lang != "ja"))  # Japanese, the slowest, first
def test_every_scene_fits_in_every_language_at_every_text_size(home, lang, scale):
    """The command itself, one language at one text size per test, so the twelve checks
    spread over however many processes the suite runs in (pyproject's `-n auto`)."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    out = subprocess.run([sys.executable, "-m", "ghostparlor", "check-layout", "--lang", lang, "--scale", str(scale),
                          "--json"], capture_output=True, text=True, timeout=1200, env=env)
    try:
        report = json.loads(out.stdout)
    except ValueError:
        raise AssertionError(f"{lang} {scale}: check-layout printed no report: {out.stderr[-2000:]}") from None
    assert report["states"] >= 60 and report["texts"] > 3_000, (lang, scale, report["states"], report["texts"])
    problems = {k: report[k] for k in KINDS}
    assert all(v == 0 for v in problems.values()), (lang, scale, problems, report["problems"][:8])


@pytest.mark.slow
def test_the_json_report_and_exit_code(home):
    out = subprocess.run([sys.executable, "-m", "ghostparlor", "check-layout", "--lang", "en", "--scale", "1.0",
                          "--game", "ghosts", "--json"], capture_output=True, text=True, timeout=300,
                         env={**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"})
    report = json.loads(out.stdout)
    for field in ("scenes", "states", "texts", *KINDS, "min_text_px", "problems"):
        assert field in report
    assert report["min_text_px"] >= 13 or report["texts_below_min"] > 0
    assert report["states"] >= 15 and report["scenes"] >= 8
    assert out.returncode == (1 if any(report[k] for k in KINDS) else 0)
    bad = subprocess.run([sys.executable, "-m", "ghostparlor", "check-layout", "--lang", "xx"], capture_output=True,
                         text=True, timeout=120)
    assert bad.returncode == 2 and "unknown language" in bad.stderr


def test_the_probe_sees_an_overlap_a_cut_a_missing_glyph_and_a_tiny_text(home):
    """The checker itself: a text drawn over another, one shortened with no tooltip on a
    composed surface, one the font cannot draw, one drawn at 12 px."""
    import pygame

    from ghostparlor.devtools.layout_check import _problems
    from ghostparlor.devtools import probe
    from ghostparlor.ui import get_assets

    pygame.init()
    canvas = probe.start((400, 200))
    try:
        assets = get_assets()
        probe.layer()
        canvas.blit(assets.text("Ghostbumpers", "body", (255, 255, 255)), (10, 10))
        canvas.blit(assets.text("Treasure", "body", (255, 255, 0)), (40, 14))
        panel = pygame.Surface((120, 40), pygame.SRCALPHA)
        panel.blit(assets.fit_text("A very long label that cannot fit", 100, "body", (200, 200, 200)), (4, 4))
        canvas.blit(panel, (10, 80))
        canvas.blit(assets.text("\U0001F47B boo", "body", (255, 255, 255)), (10, 150))
        canvas.blit(assets.text("tiny print", 12, (255, 255, 255)), (250, 150))
        found, smallest = _problems("test", "state", probe.ACTIVE, {})
        at_75, _ = _problems("test", "state", probe.ACTIVE, {}, scale=0.75)
    finally:
        probe.stop()
    assert len(found["overlaps"]) == 1 and found["overlaps"][0]["other"] in ("Treasure", "Ghostbumpers")
    assert len(found["cut_without_tooltip"]) == 1
    assert len(found["missing_glyphs"]) == 1 and "\U0001F47B" in found["missing_glyphs"][0]["note"]
    assert smallest == 12 and [p["text"] for p in found["texts_below_min"]] == ["tiny print"]
    assert "12 px" in found["texts_below_min"][0]["note"]
    assert at_75["texts_below_min"] == []  # at 75% text size the floor is 13 x 0.75
