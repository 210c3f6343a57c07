"""The music: six themes that decode, last a minute, sit under the effects and loop without
a seam; the player picks the theme of what is on screen, follows the volumes, ducks under
long effects and stays silent (never raising) without a mixer or a file.

The files are decoded once with pygame's mixer (dummy audio driver, 44.1 kHz stereo 16-bit,
the files' own format: no resampling) and measured in pure Python: tools/make_music.py
re-makes them byte for byte, but a test of bytes would only say "unchanged", so these check
what a player hears: length, level and the wrap from the last sample to the first.
"""

from __future__ import annotations

import heapq
import math
import operator
from array import array
from pathlib import Path
from types import SimpleNamespace

import pygame
import pytest

from ghostparlor import resources
from ghostparlor.games import REGISTRY
from ghostparlor.ui import music as music_mod
from ghostparlor.ui.music import DUCK_LEVEL, Music, theme_for

SR = 44100
THEMES = ("title", "ghosts", "ghostbumpers", "phantom_society", "dont_go_in_there", "treasure_hunters")
WINDOW = SR // 20  # 50 ms
TOTAL_BYTES_MAX = 4_500_000  # the one-file executable must stay under 32 MB


def music_file(name: str) -> Path:
    return resources.sound_path("music", f"{name}.ogg")


@pytest.fixture(scope="module")
def decoded():
    """Every theme as (left, right) arrays of 16-bit samples, decoded by the real mixer."""
    was = pygame.mixer.get_init()
    if was:
        pygame.mixer.quit()
    pygame.mixer.init(frequency=SR, size=-16, channels=2)
    try:
        out = {}
        for name in THEMES:
            raw = array("h", pygame.mixer.Sound(str(music_file(name))).get_raw())
            out[name] = (raw[0::2], raw[1::2])
        yield out
    finally:
        pygame.mixer.quit()


def db(x: float) -> float:
    return 20 * math.log10(max(x, 1e-9))


def rms(samples) -> float:
    return math.sqrt(sum(map(operator.mul, samples, samples)) / max(1, len(samples))) / 32768


def window_rms_db(channel, start: int, length: int = WINDOW, every: int = 1) -> float:
    return db(rms(channel[start:start + length:every]))


# --------------------------------------------------------------------------- the files
def test_every_game_and_the_title_has_its_theme_and_all_fit_the_budget():
    assert set(THEMES) == {"title", *REGISTRY}
    sizes = {name: music_file(name).stat().st_size for name in THEMES}
    assert all(size > 100_000 for size in sizes.values()), sizes
    assert sum(sizes.values()) < TOTAL_BYTES_MAX, sizes
    assert (music_file("title").parent / "LICENSE.md").read_text(encoding="utf-8").count("FluidR3_GM") >= 1


@pytest.mark.parametrize("name", THEMES)
def test_a_theme_lasts_a_minute_and_sits_under_the_effects(decoded, name):
    left, right = decoded[name]
    assert len(left) == len(right) and len(left) >= 60 * SR, len(left) / SR
    peak = max(max(left), -min(left), max(right), -min(right)) / 32768
    assert db(peak) <= -2.0, db(peak)  # made at -3 dBFS at most; Vorbis may add a little
    level = db(rms(left[::5] + right[::5]))
    assert -24.0 <= level <= -18.0, level  # made at -21 dBFS RMS
    # music all through: no second of silence, nothing much louder than the rest
    seconds = [window_rms_db(left, s * SR, SR // 4) for s in range(0, len(left) // SR, 4)]
    assert min(seconds) > -45.0 and max(seconds) < -10.0, (min(seconds), max(seconds))


@pytest.mark.parametrize("name", THEMES)
def test_a_theme_loops_without_a_seam(decoded, name):
    """The jump from the last sample to the first is no bigger than the jumps inside the track
    (measured on its 99.9th percentile, not its single largest), and the level steps no more
    across the wrap than between the 50 ms windows inside it."""
    for channel in decoded[name]:
        pairs = len(channel[1::7])  # every seventh pair of neighbours
        largest = heapq.nlargest(pairs // 1000 + 1, map(abs, map(operator.sub, channel[1::7], channel[:-1:7])))
        typical_large = largest[-1]  # the 99.9th percentile
        wrap = abs(channel[0] - channel[-1])
        assert wrap <= typical_large, (wrap, typical_large)
        levels = [window_rms_db(channel, s, every=3) for s in range(0, len(channel) - WINDOW, WINDOW)]
        steps = sorted(abs(b - a) for a, b in zip(levels, levels[1:]))
        wrap_step = abs(window_rms_db(channel, 0) - window_rms_db(channel, len(channel) - WINDOW))
        assert wrap_step <= steps[-1], (wrap_step, steps[-1])


# --------------------------------------------------------------------------- which theme
def scene(name: str, game: str | None = None):
    session = SimpleNamespace(game=SimpleNamespace(id=game)) if game else None
    return SimpleNamespace(name=name, session=session)


@pytest.mark.parametrize("stack, theme", [
    ([], "title"),
    (["title"], "title"),
    (["title", "setup"], "title"),
    (["title", "settings"], "title"),
    (["title", "stats"], "title"),
    (["title", "replays"], "title"),
    (["title", ("game", "ghosts")], "ghosts"),
    (["title", ("tutorial", "phantom_society")], "phantom_society"),
    (["title", "replays", ("replay", "treasure_hunters")], "treasure_hunters"),
    (["title", ("game", "dont_go_in_there"), "pause", "settings"], "dont_go_in_there"),
    (["title", ("game", "ghostbumpers"), "results"], "ghostbumpers"),
])
def test_the_theme_is_the_one_of_what_is_on_screen(stack, theme):
    scenes = [scene(*s) if isinstance(s, tuple) else scene(s) for s in stack]
    assert theme_for(scenes) == theme


# --------------------------------------------------------------------------- the player
class FakeMixerMusic:
    """Records what the player asks of pygame.mixer.music."""

    def __init__(self, fail: str | None = None) -> None:
        self.calls: list[tuple] = []
        self.volume: float | None = None
        self.fail = fail

    def __getattr__(self, name):
        if name not in ("load", "play", "fadeout", "stop", "set_volume"):
            raise AttributeError(name)

        def call(*args):
            if name == self.fail:
                raise pygame.error(f"{name} failed")
            self.calls.append((name, *args))
            if name == "set_volume":
                self.volume = args[0]
        return call

    def names(self) -> list[str]:
        return [c[0] for c in self.calls if c[0] != "set_volume"]


def test_the_player_starts_a_theme_fades_between_themes_and_loops_forever():
    fake = FakeMixerMusic()
    player = Music(0.8, 0.5, backend=fake)
    player.play("title")
    assert fake.calls[0] == ("load", str(music_file("title"))) and fake.calls[1] == ("play", -1, 0.0, 1000)
    assert player.playing == "title" and fake.volume == pytest.approx(0.4)
    player.play("title")  # the same theme again: nothing
    assert fake.names() == ["load", "play"]
    player.play("ghosts")  # a new theme: the old one fades out ...
    assert fake.names()[-1] == "fadeout" and fake.calls[-1] == ("fadeout", 500)
    player.update(0.3)
    assert fake.names()[-1] == "fadeout"
    player.update(0.3)  # ... and the new one fades in: 1 s in all
    assert fake.names()[-3:] == ["stop", "load", "play"]
    assert [c for c in fake.calls if c[0] != "set_volume"][-2:] == [("load", str(music_file("ghosts"))), ("play", -1, 0.0, 500)]
    assert player.playing == "ghosts"


def test_a_quick_change_back_plays_the_last_theme_asked_for():
    fake = FakeMixerMusic()
    player = Music(1.0, 1.0, backend=fake)
    player.play("title")
    player.play("ghosts")
    player.play("treasure_hunters")  # still fading out: only the last one starts
    player.update(1.0)
    loads = [c[1] for c in fake.calls if c[0] == "load"]
    assert loads == [str(music_file("title")), str(music_file("treasure_hunters"))]
    assert fake.names().count("fadeout") == 1


def test_volume_changes_apply_at_once():
    fake = FakeMixerMusic()
    player = Music(1.0, 0.45, backend=fake)
    player.play("title")
    assert fake.volume == pytest.approx(0.45)
    player.set_volumes(music=0.2)
    assert fake.volume == pytest.approx(0.2)
    player.set_volumes(master=0.5)
    assert fake.volume == pytest.approx(0.1)
    player.set_volumes(master=0.0)
    assert fake.volume == 0.0


def test_the_music_ducks_under_a_long_effect_and_comes_back():
    fake = FakeMixerMusic()
    player = Music(1.0, 1.0, backend=fake)
    player.play("ghosts")
    player.duck(0.06)  # a click: the music stays
    player.update(0.1)
    assert fake.volume == pytest.approx(1.0)
    player.duck(1.0)  # a win: down to half, gliding
    player.update(0.05)
    assert DUCK_LEVEL < fake.volume < 1.0
    for _ in range(10):
        player.update(0.05)
    assert fake.volume == pytest.approx(DUCK_LEVEL)
    for _ in range(30):
        player.update(0.05)
    assert fake.volume == pytest.approx(1.0)


def test_a_missing_file_is_silent(tmp_path, monkeypatch):
    (tmp_path / "sounds").mkdir()
    monkeypatch.setenv("GHOSTPARLOR_RESOURCES", str(tmp_path))
    resources.clear_cache()
    try:
        fake = FakeMixerMusic()
        player = Music(1.0, 1.0, backend=fake)
        player.play("ghosts")
        player.update(1.0)
        assert player.playing is None and fake.names() == []
    finally:
        monkeypatch.delenv("GHOSTPARLOR_RESOURCES")
        resources.clear_cache()


def test_a_failing_mixer_is_silent():
    player = Music(1.0, 1.0, backend=FakeMixerMusic(fail="load"))
    player.play("ghosts")
    player.update(1.0)
    assert player.playing is None and player.problem and "load failed" in player.problem


def test_no_audio_device_is_silent(monkeypatch):
    def no_device(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(music_mod.pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(music_mod.pygame.mixer, "init", no_device)
    player = Music(1.0, 1.0)
    assert not player.available and "no audio device" in player.problem
    player.play("ghosts")
    player.duck(2.0)
    player.update(1.0)
    player.set_volumes(0.5, 0.5)
    player.stop()
    assert player.playing is None


def test_a_disabled_player_does_nothing():
    player = Music(1.0, 1.0, enabled=False)
    player.play("title")
    player.update(1.0)
    assert not player.available and player.playing is None


# --------------------------------------------------------------------------- in the app
def test_the_app_plays_each_scene_theme_and_the_settings_rows_apply(tmp_path, monkeypatch):
    monkeypatch.setenv("GHOSTPARLOR_HOME", str(tmp_path / "home"))
    import yaml

    from ghostparlor.app import App
    from ghostparlor.persistence.paths import settings_file
    from ghostparlor.devtools.factory import build_scene
    from ghostparlor.scenes.settings import SettingsScene
    from ghostparlor.ui import UIAction

    app = App(headless=True)
    try:
        fake = FakeMixerMusic()
        app.music = Music(app.settings.master_volume / 100, app.settings.music_volume / 100, backend=fake)
        app.home()
        app.step(1 / 60)
        assert app.music.playing == "title"
        assert fake.volume == pytest.approx(0.8 * 0.45)  # the defaults: master 80, music 45
        settings = SettingsScene(app)
        app.push(settings)
        settings.music.value = 20
        settings.on_action(UIAction(settings.music, "change"))
        assert app.settings.music_volume == 20 and fake.volume == pytest.approx(0.8 * 0.2)
        settings.motion.checked = True  # the row beside it: Reduce motion
        settings.on_action(UIAction(settings.motion, "toggle"))
        saved = yaml.safe_load(settings_file().read_text(encoding="utf-8"))
        assert saved["music_volume"] == 20 and saved["reduce_motion"] is True
        app.pop()
        build_scene(app, "game", "phantom_society", 3, 1, 0)
        for _ in range(7):
            app.step(0.1)
        assert app.music.playing == "phantom_society"
        app.home()
        for _ in range(7):
            app.step(0.1)
        assert app.music.playing == "title"
    finally:
        app.shutdown()
        pygame.init()
        pygame.display.set_mode((1280, 720))
