"""The list of finished games kept for replay: date, game, players, winner and length;
sorted by any column; Enter or a click watches one (``scenes/replay.py``), Delete (or its
bin) deletes one after asking. Each row is what the game's save says (nothing replayed)."""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pygame

from ghostparlor.core.strings import t
from ghostparlor.scenes.records_common import LONG_NAMES, SCROLL_KEYS, game_ids, game_name, is_cooperative, tab_name
from ghostparlor.scenes.widget_scene import WidgetScene
from ghostparlor.ui import Button, Panel, ScrollView, UIAction
from ghostparlor.ui import draw as ui_draw

MAX_LISTED = 600  # finished games listed (5 games x KEEP_FINISHED 50 = 250 in normal use)
MAX_EXAMINED = 800  # finished games read to find them (damaged ones are set aside on the way)
COLUMNS = ("date", "game", "players", "winner", "length")
WIDTHS = {"date": 0.16, "game": 0.19, "players": 0.29, "winner": 0.17, "length": 0.19}


@dataclass
class Listed:
    """One finished game in the list (what its envelope says; nothing replayed)."""

    path: Path
    when: str  # "2026-12-03 14:05"
    game: str
    players: list[str]
    kinds: list[str]
    winners: list[str]
    team_won: bool | None
    moves: int
    rounds: int | None
    extra: dict[str, Any] = field(default_factory=dict)

    def text(self, column: str) -> str:
        if column == "date":
            return self.when or "-"
        if column == "game":
            return tab_name(self.game)
        if column == "players":
            return ", ".join(self.players)
        if column == "winner":
            if self.team_won is not None and is_cooperative(self.game):
                return t("replays.team_won" if self.team_won else "replays.team_lost")
            return ", ".join(self.winners) if self.winners else "-"
        moves = t("replays.moves", n=self.moves)
        return moves if self.rounds is None else t("replays.length", moves=moves, rounds=t("replays.rounds", n=self.rounds))

    def sort_key(self, column: str) -> Any:
        if column == "date":
            return (self.when, self.path.name)
        if column == "length":
            return (self.moves, self.rounds or 0)
        return self.text(column).casefold()


@functools.lru_cache(maxsize=None)
def chance_types(game_id: str) -> frozenset[str]:
    """The JSON types of a game's chance actions (a deal, a die): not counted as moves."""
    try:
        from ghostparlor.games import load_game

        codec = load_game(game_id).action_codec
        return frozenset(kind for kind, cls in getattr(codec, "_by_type", {}).items() if getattr(cls, "IS_CHANCE", False))
    except Exception:  # noqa: BLE001 - a game we cannot load: every action counts
        return frozenset()


def listed_from(path: Path, saved) -> Listed:
    record, summary, plans = saved.record, saved.summary or {}, saved.plans
    names = [str(p.get("name", "?")) for p in plans]
    kinds = [str(p.get("kind", "human")) for p in plans]
    result = record.get("result") if isinstance(record.get("result"), dict) else {}
    winners = [names[w] for w in result.get("winners", []) if isinstance(w, int) and 0 <= w < len(names)]
    team = result.get("team_won")
    game = str(record.get("game", ""))
    chance = chance_types(game)
    moves = sum(1 for a in record["actions"] if a.get("type") not in chance)
    rounds = summary.get("round")
    rounds = rounds if isinstance(rounds, int) and not isinstance(rounds, bool) and rounds > 0 else None
    when = str(saved.saved_at or "").replace("T", " ")[:16]
    return Listed(path, when, game, names, kinds, winners, team if isinstance(team, bool) else None, moves, rounds)


def read_listing(limit: int = MAX_LISTED) -> tuple[list[Listed], list[str]]:
    """Every finished game kept, from its envelope (no replaying), and the notices of the
    damaged ones (each set aside on the way)."""
    from ghostparlor.persistence.saves import finished_games, load_finished

    listed: list[Listed] = []
    notices: list[str] = []
    for path in finished_games()[:MAX_EXAMINED]:
        if len(listed) >= limit:
            break
        saved, notice = load_finished(path)
        if notice:
            notices.append(notice)
        if saved is not None:
            try:
                listed.append(listed_from(path, saved))
            except (AttributeError, TypeError, ValueError, KeyError):  # an envelope the check let through, oddly shaped
                listed.append(Listed(path, str(saved.saved_at)[:16], str(saved.record.get("game", "")), [], [], [], None,
                                     len(saved.record.get("actions", [])), None))
    return listed, notices


class GameList(ScrollView):
    """The finished games, a row each, drawn as they scroll into view; Up/Down choose a row,
    Enter opens it, Delete asks to delete it; a click opens a row (or asks, on its bin)."""

    def __init__(self, rect, scene: "ReplaysScene") -> None:
        super().__init__(rect, step=40, name="games")
        self.scene = scene
        self.selected = 0
        self.row_h = 40

    def relayout(self) -> None:
        small = self.assets.line_height("small")
        self.row_h = max(40, 2 * small + 10)

    def content_height(self) -> int:
        return len(self.scene.entries) * self.row_h

    def consumes_key(self, key: int, mod: int = 0) -> bool:
        return key in SCROLL_KEYS or key in (pygame.K_DELETE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)

    def row_rect(self, index: int) -> pygame.Rect:
        view = self.viewport
        return pygame.Rect(view.x, view.y + index * self.row_h - int(self.scroll_y), view.w, self.row_h - 4)

    def bin_rect(self, index: int) -> pygame.Rect:
        row = self.row_rect(index)
        size = min(row.h - 6, 34)
        return pygame.Rect(row.right - size - 6, row.centery - size // 2, size, size)

    def row_at(self, pos: tuple[int, int]) -> int | None:
        view = self.viewport
        if not view.collidepoint(pos):
            return None
        index = int((pos[1] - view.y + self.scroll_y) // self.row_h)
        return index if 0 <= index < len(self.scene.entries) else None

    def select(self, index: int) -> None:
        if not self.scene.entries:
            self.selected = 0
            return
        self.selected = max(0, min(len(self.scene.entries) - 1, index))
        top = self.selected * self.row_h
        if top < self.scroll_y:
            self.scroll_to(top)
        elif top + self.row_h > self.scroll_y + self.viewport.h:
            self.scroll_to(top + self.row_h - self.viewport.h)

    def handle(self, event: pygame.event.Event) -> UIAction | None:
        if not self.visible:
            return None
        if event.type == pygame.KEYDOWN and self.focused and self.scene.entries:
            page = max(1, self.viewport.h // self.row_h - 1)
            moves = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page}
            if event.key in moves:
                self.select(self.selected + moves[event.key])
                return UIAction(self, "cursor", self.selected)
            if event.key in (pygame.K_HOME, pygame.K_END):
                self.select(0 if event.key == pygame.K_HOME else len(self.scene.entries) - 1)
                return UIAction(self, "cursor", self.selected)
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                return UIAction(self, "open", self.selected)
            if event.key == pygame.K_DELETE:
                return UIAction(self, "delete", self.selected)
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 0) == 1 and self._drag_offset is None:
            index = self.row_at(event.pos)
            thumb = self.thumb_rect()
            on_bar = thumb is not None and self.track_rect().inflate(12, 0).collidepoint(event.pos)
            if index is not None and not on_bar and getattr(self, "_pressed_row", None) == index:
                self._pressed_row = None
                self.selected = index
                return UIAction(self, "delete" if self.bin_rect(index).collidepoint(event.pos) else "open", index)
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1:
            self._pressed_row = self.row_at(event.pos)
        return super().handle(event)

    def draw_content(self, surface: pygame.Surface, viewport: pygame.Rect) -> None:
        scene = self.scene
        if not scene.entries:
            return
        first = max(0, int(self.scroll_y) // self.row_h)
        last = min(len(scene.entries), int(self.scroll_y + viewport.h) // self.row_h + 1)
        for index in range(first, last):
            scene.draw_row(surface, self.row_rect(index), self.bin_rect(index), scene.entries[index], index,
                           index == self.selected and self.focused)


class ReplaysScene(WidgetScene):
    """The finished games kept for replay: date, game, players, winner and length; sorted
    by any column (click its header, or S for the next column and R to reverse); Enter or a
    click watches one, Delete (or its bin) deletes one after asking."""

    name = "replays"

    def __init__(self, app, listing: list[Listed] | None = None) -> None:
        super().__init__(app)
        if listing is None:
            listing, notices = read_listing()
            if len(notices) == 1:
                app.notify(notices[0], "warning", hold=6.0)
            elif notices:
                app.notify(t("replays.damaged", count=len(notices)), "warning", hold=6.0)
        self.entries: list[Listed] = list(listing)
        self.sort_column, self.descending = "date", True
        self.decor.append(Panel((30, 14, 1220, 636), t("replays.title"), style="dark"))
        self.list = GameList((50, 112, 1180, 466), self)
        self.list.relayout()
        view = self.list.viewport
        self.headers: list[Button] = []
        x = view.x
        usable = view.w - 44
        self.column_x: dict[str, tuple[int, int]] = {}
        for column in COLUMNS:
            w = int(usable * WIDTHS[column])
            self.column_x[column] = (x, w)
            self.headers.append(Button((x, 64, w - 4, 42), t(f"replays.col.{column}"), style="quiet", size="small",
                                       name=f"sort:{column}", tooltip=t("replays.sort_tip")))
            x += w
        self.count = self.label((56, 580, 1168, 30), "", size="small", colour=self.theme.colour("text_muted"), min_size=10)
        self.hint = self.label((56, 611, 1168, 36), t("replays.hint"), size="small", colour=self.theme.colour("text_muted"),
                               min_size=10)
        self.empty = self.label((90, 200, 1100, 100), t("replays.empty"), colour=self.theme.colour("text_muted"), align="center")
        self.back = Button((540, 660, 200, 50), t("replays.back"), name="back")
        self.add(*self.headers, self.list, self.back)
        self.resort(keep=False)
        self.focus.focus(self.list if self.entries else self.back, visible=True)

    # --- order ---------------------------------------------------------------------------------
    def resort(self, keep: bool = True) -> None:
        """Sort the rows; the chosen row stays chosen (``keep``), else the first is."""
        column = self.sort_column
        chosen = self.entries[self.list.selected] if keep and self.entries and self.list.selected < len(self.entries) else None
        self.entries.sort(key=lambda e: (e.when, e.path.name), reverse=True)  # ties: newest first
        self.entries.sort(key=lambda e: e.sort_key(column), reverse=self.descending)
        self.list.select(self.entries.index(chosen) if chosen is not None else 0)
        self.empty.visible = not self.entries
        self.list.visible = bool(self.entries)
        self.count.text = t("replays.count", n=len(self.entries)) if self.entries else ""
        self.dirty = True

    def sort_by(self, column: str) -> None:
        """Sort by ``column``; the same column again reverses the order."""
        if column == self.sort_column:
            self.descending = not self.descending
        else:
            self.sort_column, self.descending = column, column in ("date", "length")
        self.resort()

    def next_column(self) -> None:
        self.sort_by(COLUMNS[(COLUMNS.index(self.sort_column) + 1) % len(COLUMNS)])

    # --- input -----------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
            if event.key == pygame.K_s:
                self.next_column()
                self.lively = 1.2
                return
            if event.key == pygame.K_r:
                self.descending = not self.descending
                self.resort()
                self.lively = 1.2
                return
            if event.key == pygame.K_DELETE and self.entries and self.focus.focused is not self.list:
                self.ask_delete(self.list.selected)
                return
        super().handle(event)

    def on_action(self, action: UIAction) -> None:
        if action.source is self.back:
            self.app.pop()
        elif action.source in self.headers:
            self.sort_by(COLUMNS[self.headers.index(action.source)])
        elif action.source is self.list and action.kind == "open":
            self.open_row(action.value)
        elif action.source is self.list and action.kind == "delete":
            self.ask_delete(action.value)

    def open_row(self, index: int) -> None:
        """Watch the game of row ``index`` (read again now: the list keeps no records)."""
        if not 0 <= index < len(self.entries):
            return
        from ghostparlor.persistence.reading import one_line, set_aside_damaged
        from ghostparlor.persistence.saves import load_finished

        entry = self.entries[index]
        saved, notice = load_finished(entry.path)
        if saved is None:
            self.app.notify(notice or t("replays.gone"), "warning", hold=6.0)
            self.forget(entry)
            return
        data = {"record": saved.record, "plans": saved.plans, "saved_at": saved.saved_at}
        try:
            from ghostparlor.scenes.replay import ReplayScene

            scene = ReplayScene.from_save(self.app, data)
        except Exception as exc:  # noqa: BLE001 - a replay that does not replay is reported and set aside
            damage = set_aside_damaged(entry.path, f"it does not replay ({one_line(exc, 120)})")
            self.app.notify(t("replays.broken", error=one_line(exc, 120), fate=damage.fate), "warning", hold=6.0)
            self.forget(entry)
            return
        self.app.push(scene)

    def forget(self, entry: Listed) -> None:
        if entry in self.entries:
            self.entries.remove(entry)
        self.list.select(self.list.selected)
        self.resort()
        if not self.entries:
            self.focus.focus(self.back, visible=True)

    def ask_delete(self, index: int) -> None:
        if not 0 <= index < len(self.entries):
            return
        from ghostparlor.scenes.dialogs import ConfirmScene

        entry = self.entries[index]
        text = t("replays.delete_text", game=game_name(entry.game), when=entry.when or "-", players=entry.text("players"))
        self.app.push(ConfirmScene(self.app, t("replays.delete_title"), text, lambda: self.delete(entry),
                                   yes=t("replays.delete_yes"), no=t("replays.delete_no")))

    def delete(self, entry: Listed) -> None:
        """Remove the file of ``entry`` and its row; a toast says what happened."""
        try:
            entry.path.unlink()
        except FileNotFoundError:
            pass
        except OSError as exc:
            self.app.notify(t("replays.delete_failed", error=str(exc.strerror or exc)), "warning", hold=5.0)
            return
        self.forget(entry)
        self.app.notify(t("replays.deleted", game=game_name(entry.game), when=entry.when or "-"), "success")

    # --- look -------------------------------------------------------------------------------------
    def draw_row(self, surface: pygame.Surface, rect: pygame.Rect, bin_rect: pygame.Rect, entry: Listed, index: int,
                 chosen: bool) -> None:
        from ghostparlor.ui import probe

        theme, assets = self.theme, self.assets
        ink, muted = theme.colour("text"), theme.colour("text_muted")
        fill = theme.colour("secondary_hover") if chosen else theme.colour("secondary")
        ui_draw.box(surface, rect, (*fill[:3], 200 if chosen else (140 if index % 2 == 0 else 90)), theme.corner("small"),
                    theme.colour("focus") if chosen else None, 2 if chosen else 0)
        small = assets.line_height("small")
        for column in COLUMNS:
            x, w = self.column_x[column]
            box = pygame.Rect(x + 6, rect.y, w - 12, rect.h)
            text = entry.text(column)
            with probe.box(box, f"replays {column}"):
                if column in ("players", "winner"):
                    weight = assets.weight_for(text, "bold" if column == "winner" else "regular")  # one face for all its lines
                    lines, px = assets.fit_lines(text, box.w, 2 * small, "small", weight, 10, max_lines=2)
                    lh = assets.line_height(px, weight)
                    y = rect.centery - lh * len(lines) // 2
                    for part in lines:
                        surface.blit(assets.text(part, px, ink, weight), (box.x, y))
                        y += lh
                    continue
                img = assets.fit_text(text, box.w, "small", ink if column != "date" else muted,
                                      "bold" if column == "winner" else "regular", 10)
                surface.blit(img, (box.x, rect.centery - img.get_height() // 2))
        draw_bin(surface, bin_rect, theme)

    def draw_widgets(self, surface: pygame.Surface) -> None:
        super().draw_widgets(surface)
        if not self.entries:
            return
        # the sorted column: an arrow shape beside its header (up: smallest first)
        button = self.headers[COLUMNS.index(self.sort_column)]
        label_w = min(button.rect.w - 24, self.assets.text_width(button.text, "small", "bold"))
        cx, cy = button.rect.centerx + label_w // 2 + 10, button.rect.centery
        r = 6
        points = [(cx - r, cy + 3), (cx + r, cy + 3), (cx, cy - 5)] if not self.descending else \
            [(cx - r, cy - 3), (cx + r, cy - 3), (cx, cy + 5)]
        colour = self.theme.colour("accent")
        pygame.draw.polygon(surface, colour[:3], points)
        pygame.draw.line(surface, colour[:3], (button.rect.x + 8, button.rect.bottom - 3),
                         (button.rect.right - 8, button.rect.bottom - 3), 2)


def draw_bin(surface: pygame.Surface, rect: pygame.Rect, theme) -> None:
    """A waste-bin picture (delete), drawn by us."""
    colour = theme.colour("danger")[:3]
    ui_draw.box(surface, rect, (*theme.colour("panel_dark")[:3], 200), theme.corner("small"), colour, 1)
    cx, top = rect.centerx, rect.y + rect.h // 4
    w, h = rect.w // 2, rect.h // 2
    pygame.draw.line(surface, colour, (cx - w // 2 - 2, top), (cx + w // 2 + 2, top), 2)
    pygame.draw.line(surface, colour, (cx - 2, top - 3), (cx + 2, top - 3), 2)
    body = pygame.Rect(cx - w // 2, top + 2, w, h)
    pygame.draw.rect(surface, colour, body, 2, border_radius=2)
    for dx in (-w // 5, w // 5):
        pygame.draw.line(surface, colour, (cx + dx, body.y + 3), (cx + dx, body.bottom - 4), 1)


# --- a sample for check-layout (no file is read or written) ---


def sample_listing(count: int = 14) -> list[Listed]:
    """Finished games for the list (no files): long names, every game, co-op results."""
    ids = game_ids()
    out = []
    for i in range(count):
        gid = ids[i % len(ids)]
        latin = [n for n in LONG_NAMES if n.isascii() or n == "Zoë"]
        players = latin[i % 3: i % 3 + 1 + i % 4] + [("Юлия Александровна", "さくら", "Maximilian-Alexander")[i % 3]]
        team = (i % 2 == 0) if is_cooperative(gid) else None
        winners = [] if team is not None else players[: 1 + (i % 5 == 0)]
        out.append(Listed(Path(f"/nonexistent/{gid}/{i:04d}.json"), f"2026-11-{i % 28 + 1:02d} 1{i % 10}:0{i % 6}", gid, players,
                          ["human"] * len(players), winners, team, 40 + 17 * i, (i % 7) or None))
    return out
