"""Settings: volumes (master, effects, music), fullscreen, animation speed, reduced motion,
colour-blind symbols, bot explanations, text size, bot speed, the coach and the cores the bots think on. Every change is applied and saved at once (atomic write)."""

from __future__ import annotations

from ghostparlor.core.strings import t
from ghostparlor.persistence.settings import ANIMATION_SPEEDS, BOT_SPEEDS, COACH_MODES, UI_SCALES
from ghostparlor.scenes.widget_scene import WidgetScene
from ghostparlor.ui import Button, Choice, Panel, Slider, Toggle, UIAction


class SettingsScene(WidgetScene):
    name = "settings"

    def __init__(self, app) -> None:
        super().__init__(app)
        s = app.settings
        self.decor.append(Panel((290, 16, 700, 642), t("settings.title"), style="dark"))
        x, w, y, step, h = 330, 620, 60, 42, 38
        from ghostparlor.core.strings import LANGUAGES

        languages = list(LANGUAGES.items())
        codes = [code for code, _ in languages]
        self.language = Choice((x, y + 13 * step, w, h), languages, index=codes.index(s.language) if s.language in codes else 0,
                               label=t("settings.language"), name="language")
        self.master = Slider((x, y, w, h), s.master_volume, label=t("settings.master_volume"), suffix="%", name="master_volume")
        self.effects = Slider((x, y + step, w, h), s.effects_volume, label=t("settings.effects_volume"), suffix="%", name="effects_volume")
        self.music = Slider((x, y + 2 * step, w, h), s.music_volume, label=t("settings.music_volume"), suffix="%", name="music_volume",
                            tooltip=t("settings.music_volume_tip"))
        self.fullscreen = Toggle((x, y + 3 * step, w, h), t("settings.fullscreen"), s.fullscreen, name="fullscreen")
        speeds = [(v, t(f"settings.speed_{v}")) for v in ANIMATION_SPEEDS]
        self.speed = Choice((x, y + 4 * step, w, h), speeds, index=ANIMATION_SPEEDS.index(s.animation_speed), label=t("settings.animation_speed"), name="animation_speed")
        self.motion = Toggle((x, y + 5 * step, w, h), t("settings.reduce_motion"), s.reduce_motion, name="reduce_motion",
                             tooltip=t("settings.reduce_motion_tip"))
        self.symbols = Toggle((x, y + 6 * step, w, h), t("settings.colourblind"), s.colourblind_symbols, name="colourblind_symbols")
        self.explain = Toggle((x, y + 7 * step, w, h), t("settings.explain_bots"), s.explain_bot_moves, name="explain_bot_moves")
        scales = [(v, f"{int(v * 100)}%") for v in UI_SCALES]
        self.scale = Choice((x, y + 8 * step, w, h), scales, index=UI_SCALES.index(s.ui_scale) if s.ui_scale in UI_SCALES else 1, label=t("settings.ui_scale"), name="ui_scale")
        bot_speeds = [(v, t(f"settings.speed_{v}")) for v in BOT_SPEEDS]
        self.pace = Choice((x, y + 9 * step, w, h), bot_speeds, index=BOT_SPEEDS.index(s.bot_speed) if s.bot_speed in BOT_SPEEDS else 1,
                           label=t("settings.bot_speed"), name="bot_speed", tooltip=t("settings.bot_speed_tip"))
        self.confirm = Toggle((x, y + 10 * step, w, h), t("settings.confirm_moves"), s.confirm_moves, name="confirm_moves",
                              tooltip=t("settings.confirm_moves_tip"))
        coaches = [(v, t(f"settings.coach_{v}")) for v in COACH_MODES]
        self.coach = Choice((x, y + 11 * step, w, h), coaches, index=COACH_MODES.index(s.coach) if s.coach in COACH_MODES else 1,
                            label=t("settings.coach"), name="coach", tooltip=t("settings.coach_tip"))
        import os

        from ghostparlor.ai.parallel import default_workers

        cores = [(0, t("settings.cores_auto", n=default_workers()))] + [(n, str(n)) for n in range(1, max(2, os.cpu_count() or 1) + 1)]
        values = [v for v, _ in cores]
        self.cores = Choice((x, y + 12 * step, w, h), cores, index=values.index(s.thinking_cores) if s.thinking_cores in values else 0,
                            label=t("settings.thinking_cores"), name="thinking_cores", tooltip=t("settings.thinking_cores_tip"))
        self.done = Button((540, 664, 200, 46), t("settings.back"), name="done")
        self.add(self.master, self.effects, self.music, self.fullscreen, self.speed, self.motion, self.symbols, self.explain, self.scale, self.pace, self.confirm,
                 self.coach, self.cores, self.language, self.done)
        self.focus.focus(self.master, visible=True)

    def on_action(self, action: UIAction) -> None:
        source = action.source
        s = self.app.settings
        if source is self.done:
            self.app.pop()
            return
        if source is self.master:
            s.master_volume = int(self.master.value)
        elif source is self.effects:
            s.effects_volume = int(self.effects.value)
            self.app.play_sound("click")
        elif source is self.music:
            s.music_volume = int(self.music.value)
        elif source is self.fullscreen:
            if self.fullscreen.checked != self.app.fullscreen:
                self.app.toggle_fullscreen()
            s.fullscreen = self.fullscreen.checked
        elif source is self.speed:
            s.animation_speed = self.speed.value
        elif source is self.motion:
            s.reduce_motion = self.motion.checked
        elif source is self.symbols:
            s.colourblind_symbols = self.symbols.checked
        elif source is self.explain:
            s.explain_bot_moves = self.explain.checked
        elif source is self.confirm:
            s.confirm_moves = self.confirm.checked
        elif source is self.scale:
            s.ui_scale = float(self.scale.value)
        elif source is self.pace:
            s.bot_speed = str(self.pace.value)
        elif source is self.coach:
            s.coach = str(self.coach.value)
        elif source is self.cores:
            s.thinking_cores = int(self.cores.value)
        elif source is self.language:
            s.language = str(self.language.value)
        else:
            return
        self.app.apply_settings()
        self.app.save_settings()
        top = self.app.stack.top
        if top is not self and isinstance(top, SettingsScene):  # made again (new language or text size): same place
            widget = next((w for w in top.focus.focus_order() if w.name == source.name), None)
            if widget is not None:
                top.focus.focus(widget, visible=True)
