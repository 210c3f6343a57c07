"""The title screen: the five games with picture, name, players and pitch.

A game with an unfinished game shows it on its tile ("3 players, round 2, saved 10 min
ago", under the name, never over the picture; the pitch stays) with a Continue button where
Play was and New game beside it; the saves are read after the first frame (start-up time),
when a damaged save's whole backup is also offered back. A game another ghostparlor window
on the same user folder is playing (it holds that game's claim, ``persistence/saves.py``)
is not continued here: one line says so, and the title stays."""

from __future__ import annotations

import pygame

from ghostparlor import __version__
from ghostparlor.core.strings import t
from ghostparlor.games import REGISTRY
from ghostparlor.scenes.widget_scene import WidgetScene
from ghostparlor.ui.assets import ELLIPSIS
from ghostparlor.ui.text import draw_lines
from ghostparlor.ui import Button, UIAction, Widget, draw
from ghostparlor.ui.widget import ACTIVATE_KEYS, is_left_down

TILE_W, TILE_H = 236, 404
PICTURE = (220, 134)
LEARN_H = 32  # the "Learn to play" button above a tile's Play badge
BADGE_H = 38  # a tile's Play badge; with an unfinished game, Continue there and New game beside it


class GameTile(Widget):
    """One game on the title screen; click or Enter opens its set-up (or says "coming soon")."""

    focusable = True

    def __init__(self, rect, game_id: str) -> None:
        entry = REGISTRY[game_id]
        super().__init__(rect, name=game_id, tooltip=t(f"{game_id}.pitch"))
        self.game_id = game_id
        self.ready = entry.implemented
        self.players = entry.players
        self.learnable = False  # a tutorial exists: the title puts a "Learn to play" button on the tile
        self.saved_words = ""  # "3 players, round 2, saved 10 min ago": the game's unfinished game
        self._pointer: tuple[int, int] | None = None

    def consumes_key(self, key: int, mod: int = 0) -> bool:
        return key in ACTIVATE_KEYS

    def handle(self, event: pygame.event.Event):
        self._track_hover(event)
        if event.type == pygame.MOUSEMOTION:
            self._pointer = event.pos  # New game lights up under the pointer, not while over Continue
        if is_left_down(event) and self.hit(event.pos):
            return UIAction(self, "click", self.game_id)
        if event.type == pygame.KEYDOWN and self.focused and event.key in ACTIVATE_KEYS:
            return UIAction(self, "click", self.game_id)
        return None

    def badge_rect(self, lifted: pygame.Rect | None = None) -> pygame.Rect:
        """The tile's main button: Play (or Continue, with an unfinished game) at its foot."""
        lifted = lifted if lifted is not None else self.rect
        badge = pygame.Rect(0, 0, self.rect.w - 40, BADGE_H)
        badge.midbottom = (lifted.centerx, lifted.bottom - 12)
        return badge

    def split_badge(self, lifted: pygame.Rect | None = None) -> tuple[pygame.Rect, pygame.Rect]:
        """With an unfinished game: Continue where Play was (its left, wider part), New game beside it."""
        badge = self.badge_rect(lifted)
        row = pygame.Rect(badge.x - 8, badge.y, badge.w + 16, badge.h)
        label = self.assets.text_width(t("continue.button"), "small", "bold") + 2 * self.theme.space("m") + 4
        wide = max((row.w - 6) // 2, min(label, (row.w - 6) * 3 // 5))  # Continue's word whole where it can be
        return pygame.Rect(row.x, row.y, wide, row.h), pygame.Rect(row.x + wide + 6, row.y, row.w - wide - 6, row.h)

    def _name_room(self, y: int, pitch_bottom: int, room: int) -> int:
        """With an unfinished game: the name's height -- two lines, or one (a smaller face) when
        only that leaves the pitch room to be read whole."""
        assets, theme = self.assets, self.theme
        w = self.rect.w - 20

        def whole(text, height, size, weight, floor) -> tuple[bool, int]:
            lines, px = assets.fit_lines(text, w, max(1, height), size, weight, floor)
            cut = bool(lines) and lines[-1].endswith(ELLIPSIS) and not text.endswith(ELLIPSIS)
            return not cut, len(lines) * assets.line_height(px, assets.weight_for(text, weight))

        small_floor = max(10, theme.font_size("small") * 3 // 5)
        for tried in (room, min(room, assets.line_height("large", "title"))):
            name_whole, name_h = whole(t(f"{self.game_id}.name"), tried, "large", "title",
                                       max(12, theme.font_size("large") * 3 // 5))
            _, saved_h = whole(self.saved_words, 2 * assets.line_height("small"), "small", "regular", small_floor)
            left = pitch_bottom - (y + name_h + 2 + saved_h + 4)
            pitch_whole, _ = whole(t(f"{self.game_id}.pitch"), left, "small", "regular",
                                   max(10, theme.font_size("small") * 3 // 4))
            if name_whole and pitch_whole:
                return tried
        return room

    def draw(self, surface: pygame.Surface) -> None:
        theme, assets = self.theme, self.assets
        rect = self.rect
        lifted = rect.move(0, -6) if (self.hovered or self.focus_visible) and self.ready else rect
        draw.shadow(surface, lifted, 14)
        draw.box(surface, lifted, theme.colour("panel_dark"), 14, theme.colour("accent") if self.ready else theme.colour("panel_dark_edge"), 2)
        pic_rect = pygame.Rect(0, 0, *PICTURE)
        pic_rect.midtop = (lifted.centerx, lifted.y + 8)
        picture = assets.image(f"title/{self.game_id}_tile.bmp") or assets.image_scaled(f"title/{self.game_id}.png", PICTURE)
        if picture is not None:
            surface.blit(picture, pic_rect)
        else:
            draw.box(surface, pic_rect, theme.colour("secondary"), 8, theme.colour("edge"), 1)
        if not self.ready:
            veil = pygame.Surface(pic_rect.size, pygame.SRCALPHA)
            veil.fill((16, 10, 22, 120))
            surface.blit(veil, pic_rect)
        y = pic_rect.bottom + 8
        badge = self.badge_rect(lifted)
        pitch_bottom = badge.top - 4 - (LEARN_H + 8 if self.learnable else 0)
        # the name (at most three lines, words whole), the players line -- with an unfinished game,
        # that game in its place ("6 players, round 2, saved 10 min ago", at most two lines) -- then
        # the pitch in what is left: nothing is drawn over the picture
        name_px = assets.line_height("large", "title")
        room = (badge.top - y) // 2
        if self.saved_words:
            room = self._name_room(y, pitch_bottom, min(room, 2 * name_px))
        name_box = pygame.Rect(lifted.x + 10, y, rect.w - 20, max(8, min(3 * name_px, room)))
        used = draw_lines(surface, t(f"{self.game_id}.name"), name_box, size="large", weight="title",
                          colour=theme.colour("text"), min_size=max(12, theme.font_size("large") * 3 // 5))
        y = used.bottom + 2
        if self.saved_words:
            saved_box = pygame.Rect(lifted.x + 10, y, rect.w - 20, 2 * assets.line_height("small"))
            used = draw_lines(surface, self.saved_words, saved_box, size="small", colour=theme.colour("accent"),
                              min_size=max(10, theme.font_size("small") * 3 // 5))
            y = used.bottom + 4
        else:
            lo, hi = self.players
            players = t("title.players_one" if lo == 1 else "title.players", min=lo, max=hi)
            text = assets.fit_text(players, rect.w - 16, "small", theme.colour("accent"))
            surface.blit(text, text.get_rect(midtop=(lifted.centerx, y)))
            y += text.get_height() + 4
        pitch_box = pygame.Rect(lifted.x + 12, y, rect.w - 24, pitch_bottom - y)
        floor = max(10, theme.font_size("small") * 3 // 4)
        if pitch_box.h >= assets.line_height(floor):  # the whole pitch is the tile's tooltip
            draw_lines(surface, t(f"{self.game_id}.pitch"), pitch_box, size="small", colour=theme.colour("text_muted"),
                       min_size=floor)
        if self.ready and self.saved_words:  # Continue (the scene's button) where Play was; a new game beside it
            badge = self.split_badge()[1]  # not lifted: level with the Continue button
            over = self.hovered and self._pointer is not None and badge.collidepoint(self._pointer)
            draw.box(surface, badge, theme.colour("secondary_hover" if over else "secondary"), 10,
                     theme.colour("secondary_edge"), 2)
            draw_lines(surface, t("saves.new_game"), badge.inflate(-8, -2), size="small", weight="bold",
                       colour=theme.colour("text"), valign="middle", min_size=max(10, theme.font_size("small") * 3 // 5))
            label = None
        elif self.ready:
            draw.box(surface, badge, theme.colour("accent_hover" if self.hovered else "accent"), 10)
            label = assets.fit_text(t("title.play"), badge.w - 12, "body", theme.colour("accent_text"), "bold")
        else:
            draw.box(surface, badge, theme.colour("disabled"), 10)
            label = assets.fit_text(t("title.coming_soon"), badge.w - 12, "body", theme.colour("disabled_text"), "bold")
        if label is not None:
            surface.blit(label, label.get_rect(center=badge.center))
        if self.focus_visible:
            draw.focus_ring(surface, lifted, 14, theme)


def has_tutorial(game_id: str) -> bool:
    """The game ships a tutorial (``data/learn/<game>.yaml``; only its presence is checked here,
    at start-up: the file is read when the lesson starts)."""
    from ghostparlor.resources import data_path

    return data_path("learn", f"{game_id}.yaml").is_file()


class TitleScene(WidgetScene):
    name = "title"

    def __init__(self, app) -> None:
        super().__init__(app)
        gap = (1280 - 5 * TILE_W) // 6
        self.tiles = []
        self.learn_buttons: dict[str, Button] = {}
        for i, game_id in enumerate(REGISTRY):
            tile = GameTile((gap + i * (TILE_W + gap), 178, TILE_W, TILE_H), game_id)
            self.tiles.append(tile)
            if tile.ready and has_tutorial(game_id):
                tile.learnable = True
                rect = pygame.Rect(0, 0, TILE_W - 56, LEARN_H)
                rect.midbottom = (tile.rect.centerx, tile.rect.bottom - 12 - BADGE_H - 8)
                self.learn_buttons[game_id] = Button(rect, t("title.learn"), style="secondary", size="small",
                                                     name=f"learn_{game_id}", tooltip=t("title.learn_tip", game=t(f"{game_id}.name")))
        self.continue_buttons: dict[str, Button] = {}  # a tile's own Continue (shown when its game has a save)
        for tile in self.tiles:
            if tile.ready:  # where Play was; the tile's New game beside it
                button = Button(tile.split_badge()[0], t("continue.button"), name=f"continue_{tile.game_id}", size="small")
                button.visible = button.enabled = False
                self.continue_buttons[tile.game_id] = button
        for tile in self.tiles:
            self.add(tile)
            if tile.game_id in self.continue_buttons:
                self.add(self.continue_buttons[tile.game_id])
            if tile.game_id in self.learn_buttons:
                self.add(self.learn_buttons[tile.game_id])
        y = 604
        # the most recent unfinished game, whatever its game: one press of Enter at the start, as before
        self.continue_button = Button((40, y, 262, 50), t("continue.button"), name="continue")
        self.continue_button.visible = self.continue_button.enabled = False
        self.together_button = Button((316, y, 220, 50), t("net.title.button"), style="secondary", icon="common/icon_human.png",
                                      name="together", tooltip=t("net.title.tip"))  # host a table, or join one
        self.stats_button = Button((550, y, 172, 50), t("stats.button"), style="secondary", name="stats")
        self.replays_button = Button((736, y, 172, 50), t("replays.button"), style="secondary", name="replays")
        self.settings_button = Button((922, y, 172, 50), t("title.settings"), style="secondary", icon="common/icon_settings.png", name="settings")
        self.quit_button = Button((1108, y, 132, 50), t("title.quit"), style="secondary", name="quit")
        self.add(self.continue_button, self.together_button, self.stats_button, self.replays_button, self.settings_button,
                 self.quit_button)
        first_ready = next((tile for tile in self.tiles if tile.ready), self.tiles[0])
        self.focus.focus(first_ready, visible=True)
        self.saved = None  # the most recent unfinished game, looked up after the first frame (start-up time)
        self.saves: dict = {}  # game id -> its unfinished game (SavedGame)
        self.saved_info = ""
        self._frames = 0
        self._pristine = True  # nothing touched yet: what is drawn is the first frame

    def kept_picture_key(self) -> str:
        """The key of the title picture kept for the next start (``ui/first_frame.py``)."""
        from ghostparlor.ui.first_frame import frame_key

        settings = self.app.settings
        return frame_key(settings, getattr(settings, "language", "en"), self.app.canvas.get_size())

    def handle(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION, pygame.MOUSEWHEEL, pygame.TEXTINPUT):
            self._pristine = False  # hover or focus may have changed what is drawn
        super().handle(event)

    def enter(self) -> None:
        super().enter()
        self._frames = 0  # look for the saved game again when coming back to the title

    def update(self, dt: float) -> None:
        super().update(dt)
        self._frames += 1
        if self._frames == 2:
            self.find_saved_game()

    def find_saved_game(self) -> None:
        """Read every game's unfinished game: each tile shows its own, the bottom Continue the
        most recent; a damaged one is reported (and set aside), and a damaged save's whole
        backup is offered back."""
        from ghostparlor.persistence import saves

        found, notices = saves.load_unfinished()
        for notice in notices:
            self.app.notify(notice, "warning", hold=6.0)
        self.show_saves(found)
        if self.app.stack.top is self:
            self.offer_backup()

    def show_saves(self, found: dict) -> None:
        """Each tile with its game's unfinished game (game id -> SavedGame), the bottom
        Continue with the most recent."""
        from ghostparlor.persistence import saves

        self.saves = {gid: s for gid, s in found.items() if gid in self.continue_buttons}
        for tile in self.tiles:
            saved = self.saves.get(tile.game_id)
            tile.saved_words = saves.save_words(saved.summary, saved.plans, saved.saved_at) if saved else ""
            button = self.continue_buttons.get(tile.game_id)
            if button is not None:
                button.visible = button.enabled = saved is not None
                button.tooltip = t("saves.continue_tip", game=t(f"{tile.game_id}.name"),
                                   players=saves.player_names(saved)) if saved else ""
        saved = max(self.saves.values(), key=lambda s: (s.saved_at, s.path.name), default=None)
        self.saved = saved
        self.continue_button.visible = saved is not None
        self.continue_button.enabled = saved is not None
        if saved is not None:
            game_id = next(gid for gid, each in self.saves.items() if each is saved)
            self.saved_info = t("saves.latest_info", game=t(f"{game_id}.name"),
                                info=saves.save_words(saved.summary, saved.plans, saved.saved_at))
            self.continue_button.text = t("saves.latest", game=t(f"{game_id}.name"))
            self.continue_button.tooltip = self.saved_info
            self.focus.focus(self.continue_button, visible=True)
        else:
            self.saved_info = ""
        self.dirty = True

    def offer_backup(self) -> bool:
        """A damaged save whose backup loads and replays: ask whether to restore it (one at a
        time; the title asks about the next when it is back on top). True when asked."""
        from ghostparlor.persistence import saves
        from ghostparlor.persistence.reading import one_line
        from ghostparlor.scenes.dialogs import ConfirmScene

        for offer in saves.backups_to_offer():
            try:
                self._session_of(offer.saved)  # it must replay, not only parse
            except Exception as exc:  # noqa: BLE001 - a backup that does not replay is damaged too
                saves.set_backup_aside(offer, f"it does not replay ({one_line(exc)})")
                continue
            lost = offer.lost
            lost_words = t("saves.lost_nothing") if lost == 0 else (
                t("saves.lost_moves", count=lost) if lost and lost > 1 else t("saves.lost_last"))
            game = t(f"{offer.game_id}.name")
            text = t("saves.restore_text", game=game, lost=lost_words,
                     info=saves.save_words(offer.saved.summary, offer.saved.plans, offer.saved.saved_at))
            self.app.push(ConfirmScene(self.app, t("saves.restore_title"), text, lambda o=offer: self.restore_backup(o),
                                       yes=t("saves.restore_yes"), no=t("saves.restore_no"),
                                       on_no=lambda o=offer: self.keep_backup_aside(o)))
            return True
        return False

    def restore_backup(self, offer) -> None:
        from ghostparlor.persistence import saves

        try:
            saved = saves.restore_backup(offer)
        except OSError as exc:
            self.app.notify(t("game.save_failed", error=str(exc.strerror or exc)), "warning", hold=6.0)
            return
        self.app.notify(t("saves.restored", game=t(f"{offer.game_id}.name")), "success", hold=4.0)
        self.resume_saved(saved)

    def keep_backup_aside(self, offer) -> None:
        from ghostparlor.persistence import saves

        saves.decline_backup(offer)
        self.app.notify(t("saves.kept_both", folder=str(offer.path.parent)), "info", hold=6.0)

    def _session_of(self, saved):
        from ghostparlor.games import REGISTRY, load_game
        from ghostparlor.session import MatchSession

        game_id = saved.record.get("game")
        if game_id not in REGISTRY or not REGISTRY[game_id].implemented:
            raise KeyError(f"the game {game_id!r} cannot be played in this version")
        return MatchSession.resume(load_game(game_id), saved.record, saved.plans, self.app.settings.bot_pace_seconds,
                                   self.app.settings.explain_bot_moves)

    def open_elsewhere(self, game_id: str) -> bool:
        """Whether another ghostparlor window plays ``game_id`` now (then said, in one line)."""
        from ghostparlor.persistence import saves

        if not saves.open_elsewhere(game_id):
            return False
        name = t(f"{game_id}.name") if game_id in REGISTRY else str(game_id)
        self.app.notify(t("saves.open_elsewhere", game=name), "warning", hold=6.0)
        return True

    def resume_saved(self, saved=None) -> None:
        from ghostparlor.scenes.game import GameScene

        saved = saved if saved is not None else self.saved
        if saved is None:
            return
        if self.open_elsewhere(str(saved.record.get("game"))):  # its save is that window's: not played here too
            return
        try:
            session = self._session_of(saved)
        except Exception as exc:  # noqa: BLE001 - a save that does not replay is reported and kept aside
            from ghostparlor.persistence.reading import one_line, set_aside_damaged

            damage = set_aside_damaged(saved.path, f"it does not replay ({one_line(exc)})")
            kept = damage.kept.name if damage.kept is not None else saved.path.name
            self.app.notify(t("continue.broken", error=one_line(exc, 120), kept=kept), "warning", hold=6.0)
            self.find_saved_game()  # its backup, if whole, is offered
            return
        self.app.push(GameScene(self.app, session))

    def on_back(self) -> None:
        """Esc asks first (a stray Esc must not close the parlor); the Quit button does not."""
        from ghostparlor.scenes.dialogs import ConfirmScene

        if self.app.stack.top is self:
            self.app.push(ConfirmScene(self.app, t("title.quit_title"), t("title.quit_ask"), self.app.quit,
                                       yes=t("title.quit_yes"), no=t("title.quit_no")))

    def on_action(self, action: UIAction) -> None:
        source = action.source
        learn = next((gid for gid, button in self.learn_buttons.items() if button is source), None)
        if learn is not None:
            from ghostparlor.core.errors import GhostparlorError
            from ghostparlor.scenes.tutorial import start_tutorial

            try:
                start_tutorial(self.app, learn)
            except (GhostparlorError, KeyError) as exc:  # a damaged lesson file: said, the title stays
                from ghostparlor.persistence.reading import one_line

                self.app.notify(t("title.learn_damaged", game=t(f"{learn}.name"), error=one_line(exc, 200)), "warning", hold=8.0)
            return
        if isinstance(source, GameTile):
            if not source.ready:
                self.app.notify(t("title.not_ready", game=t(f"{source.game_id}.name")))
                return
            from ghostparlor.core.errors import GhostparlorError
            from ghostparlor.scenes.setup import SetupScene

            try:
                scene = SetupScene(self.app, source.game_id)
            except GhostparlorError as exc:  # its content file is damaged (validate-data names the line)
                from ghostparlor.persistence.reading import one_line

                self.app.notify(t("title.game_damaged", game=t(f"{source.game_id}.name"), error=one_line(exc, 200)),
                                "warning", hold=8.0)
                return
            self.app.push(scene)
        elif source is self.continue_button:
            self.resume_saved()
        elif source in self.continue_buttons.values():
            game_id = next(gid for gid, button in self.continue_buttons.items() if button is source)
            if game_id in self.saves:
                self.resume_saved(self.saves[game_id])
        elif source is self.together_button:
            from ghostparlor.scenes.net_menu import PlayTogetherScene

            self.app.push(PlayTogetherScene(self.app))
        elif source is self.stats_button:
            from ghostparlor.scenes.records import StatsScene

            self.app.push(StatsScene(self.app))
        elif source is self.replays_button:
            from ghostparlor.scenes.records import ReplaysScene

            self.app.push(ReplaysScene(self.app))
        elif source is self.settings_button:
            from ghostparlor.scenes.settings import SettingsScene

            self.app.push(SettingsScene(self.app))
        elif source is self.quit_button:
            self.app.quit()

    def draw_widgets(self, surface: pygame.Surface) -> None:
        for widget in self.decor:
            if widget.visible:
                widget.draw(surface)
        for widget in self.focus.widgets:
            widget.draw(surface)
        if self.app.stack.top is self:  # a question over the title: no tooltip of the title under it
            self.focus.draw_tooltip(surface)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_title(surface)
        if self.app.keep_title_frame and self._pristine and not self.saved_info:
            # the start showed no kept picture: keep this first frame for the next start
            self.app.keep_title_frame = False
            from ghostparlor.ui import first_frame

            first_frame.save(self.app.title_frame_key or self.kept_picture_key(), surface)

    def draw_title(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        theme, assets = self.theme, self.assets
        icon = assets.image("common/icon_96.png") or assets.image_scaled("common/icon.png", (96, 96))
        title = assets.image("common/logo.png") or assets.text(t("app.title"), 64, theme.colour("accent"), "title")
        total = title.get_width() + (110 if icon else 0)
        x = (1280 - total) // 2
        if icon is not None:
            surface.blit(icon, (x, 26))
            x += 110
        surface.blit(title, (x, 34))
        tagline = assets.fit_text(t("app.tagline"), 1240, "large", theme.colour("text_muted"))
        surface.blit(tagline, tagline.get_rect(midtop=(x + title.get_width() // 2, 34 + title.get_height())))
        self.draw_widgets(surface)
        hint = assets.fit_text(t("title.hint"), 1280 - 2 * 110, "small", theme.colour("text_muted"))
        surface.blit(hint, hint.get_rect(midbottom=(640, 712)))
        version = assets.text(f"v{__version__}", "small", theme.colour("text_muted"))
        surface.blit(version, version.get_rect(bottomright=(1268, 712)))


def sample_saves(ages: tuple[float, ...] = (30, 600, 3 * 3600, 26 * 3600, 5 * 86400)) -> dict:
    """An unfinished game of every game, made in memory (check-layout, screenshots): the
    most players each game seats, saved ``ages`` seconds ago; no file is read or written."""
    import time
    from pathlib import Path

    from ghostparlor.games import implemented_ids, load_game
    from ghostparlor.persistence.saves import SavedGame
    from ghostparlor.scenes.game import demo_plans
    from ghostparlor.session import MatchSession

    found = {}
    for i, game_id in enumerate(implemented_ids()):
        game = load_game(game_id)
        session = MatchSession(game, demo_plans(game, game.max_players, 0), seed=i, pace_seconds=0.0)
        while not session.is_over() and len(session.match.actions) < 40:
            seat = session.to_move()
            session.bot_move(seat) if seat >= 0 else session.update(0)
        data = session.save_data()
        data["summary"]["round"] = data["summary"].get("round") or (12 if i % 2 else None)
        when = time.strftime("%Y-%m-%dT%H:%M:%S", time.localtime(time.time() - ages[i % len(ages)]))
        found[game_id] = SavedGame(Path(f"current-{game_id}.json"), data["record"], data["plans"], data["summary"], when)
    return found
