"""Statistics, one game at a time (a tab per game; Left/Right or 1-5), a card per player
name with big numbers, the results by opponents (and, under them, the network games
won of those played) and the last ten games as a chart."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from ghostparlor.core.strings import t
from ghostparlor.scenes.records_common import (LONG_NAMES, SCROLL_KEYS, TabButton, common_size, game_ids, game_name,
                                               is_cooperative, tab_name)
from ghostparlor.scenes.widget_scene import WidgetScene
from ghostparlor.ui import Button, Panel, ScrollView, UIAction
from ghostparlor.ui import draw as ui_draw

LEVELS = ("humans", "random", "easy", "normal", "hard")
DIGIT_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6, pygame.K_7, pygame.K_8, pygame.K_9)


def level_line(level: str, wins: int, games: int, cooperative: bool) -> str:
    """ "against hard bots: 3 of 11 won" (with bots, in a team game)."""
    if level in LEVELS:
        return t(f"stats.{'with' if cooperative else 'against'}.{level}", wins=wins, games=games)
    return t("stats.vs", level=level, wins=wins, games=games)


@dataclass
class CardLayout:
    """Where the parts of a player's card go (from the text sizes now in use)."""

    width: int
    height: int
    pad: int
    name_h: int
    tile_w: int
    tile_h: int
    number_px: int
    levels_x: int
    levels_w: int
    chart_x: int
    chart_w: int


def card_layout(width: int, assets, theme) -> CardLayout:
    from ghostparlor.ui.chart import chart_height

    pad = 14
    name_h = assets.line_height("large", "bold")
    number_px = theme.font_size("large") + 2
    small = assets.line_height("small")
    tile_h = assets.line_height(number_px, "bold") + 3 * small + 4  # a label may take three lines
    inner = width - 2 * pad
    tiles_w = int(inner * 0.47)
    chart_w = int(inner * 0.25)
    levels_w = inner - tiles_w - chart_w - 2 * 18
    levels_h = small * (2 + len(LEVELS))  # the heading, the levels, the network games
    chart_h = chart_height(assets, max(56, small * 3), t("stats.chart_title"), chart_w)
    height = pad * 2 + max(name_h + 6 + tile_h, levels_h, chart_h)
    return CardLayout(width, height, pad, name_h, tiles_w // 5, tile_h, number_px, pad + tiles_w + 18, levels_w,
                      pad + tiles_w + 18 + levels_w + 18, chart_w)


class CardList(ScrollView):
    """The players' cards of one game, drawn straight onto the screen as they scroll into
    view (any number of names; a shortened text shows itself whole under the pointer)."""

    def __init__(self, rect, scene: "StatsScene") -> None:
        super().__init__(rect, step=60, name="cards")
        self.scene = scene
        self.rows: list[dict[str, Any]] = []
        self.layout: CardLayout | None = None
        self.gap = 10
        self.drawn: dict[int, dict[str, Any]] = {}  # card index -> what the chart drew (tests)

    def set_rows(self, rows: list[dict[str, Any]]) -> None:
        self.rows = rows
        self.layout = card_layout(self.content_width, self.scene.assets, self.scene.theme)
        self.scroll_to(0)

    def content_height(self) -> int:
        if not self.rows or self.layout is None:
            return 0
        return len(self.rows) * (self.layout.height + self.gap)

    def card_top(self, index: int) -> int:
        assert self.layout is not None
        return index * (self.layout.height + self.gap)

    def draw_content(self, surface: pygame.Surface, viewport: pygame.Rect) -> None:
        if not self.rows or self.layout is None:
            return
        step = self.layout.height + self.gap
        first = max(0, int(self.scroll_y) // step)
        last = min(len(self.rows), int(self.scroll_y + viewport.height) // step + 1)
        self.drawn = {}
        for index in range(first, last):
            top = viewport.y + self.card_top(index) - int(self.scroll_y)
            self.drawn[index] = self.scene.draw_card(surface, pygame.Rect(viewport.x, top, viewport.w, self.layout.height),
                                                     self.rows[index], self.layout)


class StatsScene(WidgetScene):
    """One game at a time (a tab per game; Left/Right or 1-5), a card per player name with
    big numbers, the results by opponents and the last ten games as a chart."""

    name = "stats"

    def __init__(self, app, data: dict[str, Any] | None = None, game_id: str | None = None) -> None:
        super().__init__(app)
        from ghostparlor.persistence import stats

        if data is None:
            data, notice = stats.load_stats()
            if notice:
                app.notify(notice, "warning", hold=6.0)
        self.data = data
        self.rows = stats.rows(data)  # every (game, name): the tests and the fuzzer read them
        self.games = game_ids()
        counts = {gid: sum(r["games"] for r in self.rows if r["game"] == gid) for gid in self.games}
        self.decor.append(Panel((30, 14, 1220, 636), t("stats.title"), style="dark"))
        self.tabs: list[Button] = []
        width = (1180 - 8 * (len(self.games) - 1)) // max(1, len(self.games))
        for i, gid in enumerate(self.games):
            tab = TabButton((50 + i * (width + 8), 62, width, 50), tab_name(gid), style="secondary", size="body",
                         name=f"tab:{gid}", tooltip=t("stats.tab_tip", game=game_name(gid), number=i + 1))
            self.tabs.append(tab)
        self.note = self.label((56, 118, 1168, 34), "", size="small", colour=self.theme.colour("text_muted"), min_size=11)
        self.cards = CardList((50, 156, 1180, 478), self)
        self.empty = self.label((80, 220, 1120, 120), "", size="body", align="center", colour=self.theme.colour("text_muted"))
        self.back = Button((540, 660, 200, 50), t("stats.back"), name="back")
        self.add(*self.tabs, self.cards, self.back)
        busiest = max(self.games, key=lambda g: counts[g]) if self.games and any(counts.values()) else None
        self.game_id = ""
        self.show(game_id if game_id in self.games else (busiest or (self.games[0] if self.games else "")))
        self.focus.focus(self.tabs[self.games.index(self.game_id)] if self.tabs else self.back, visible=True)

    # --- which game -----------------------------------------------------------------------
    def show(self, game_id: str) -> None:
        from ghostparlor.persistence import stats

        self.game_id = game_id
        for tab, gid in zip(self.tabs, self.games):
            tab.style = "primary" if gid == game_id else "secondary"
        rows = stats.game_rows(self.data, game_id) if game_id else []
        self.cards.set_rows(rows)
        self.cards.visible = bool(rows)
        name = game_name(game_id) if game_id else ""
        if not any(r["games"] for r in self.rows):
            self.empty.text, self.empty.visible = t("stats.empty"), True
        else:
            self.empty.text, self.empty.visible = t("stats.game_empty", game=name), not rows
        if is_cooperative(game_id):
            note = t("stats.note_team", game=name)
        elif rows and rows[0]["lower_is_better"]:
            note = t("stats.note_lower", game=name)
        elif rows:
            note = t("stats.note_higher", game=name)
        else:
            note = ""
        self.note.text = note
        self.dirty = True

    def switch(self, offset: int) -> None:
        if not self.games:
            return
        index = (self.games.index(self.game_id) + offset) % len(self.games)
        self.show(self.games[index])
        self.focus.focus(self.tabs[index], visible=True)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.switch(-1 if event.key == pygame.K_LEFT else 1)
                self.lively = 1.2
                return
            if event.key in DIGIT_KEYS[:len(self.games)]:
                index = DIGIT_KEYS.index(event.key)
                self.show(self.games[index])
                self.focus.focus(self.tabs[index], visible=True)
                self.lively = 1.2
                return
            if event.key in SCROLL_KEYS and self.focus.focused is not self.cards and self.cards.visible:
                view = self.cards
                page = max(view.step, view.viewport.height - view.step)
                moves = {pygame.K_UP: -view.step, pygame.K_DOWN: view.step, pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page}
                if event.key in moves:
                    view.scroll_by(moves[event.key])
                else:
                    view.scroll_to(0 if event.key == pygame.K_HOME else view.max_scroll)
                self.dirty, self.lively = True, 1.2
                return
        super().handle(event)

    def on_action(self, action: UIAction) -> None:
        if action.source is self.back:
            self.app.pop()
        elif action.source in self.tabs:
            self.show(self.games[self.tabs.index(action.source)])

    # --- a card -----------------------------------------------------------------------------
    def draw_card(self, surface: pygame.Surface, rect: pygame.Rect, row: dict[str, Any], lay: CardLayout) -> dict[str, Any]:
        from ghostparlor.ui import probe
        from ghostparlor.ui.chart import draw_recent

        theme, assets = self.theme, self.assets
        ink, muted, accent = theme.colour("text"), theme.colour("text_muted"), theme.colour("accent")
        ui_draw.box(surface, rect, (*theme.colour("secondary")[:3], 150), theme.corner("medium"), theme.colour("panel_dark_edge"), 1)
        team = is_cooperative(row["game"])
        with probe.box(rect, "stats card"):
            x, y = rect.x + lay.pad, rect.y + lay.pad
            name = assets.fit_text(row["name"], lay.levels_x - lay.pad - 18, "large", ink, "bold", 12)
            surface.blit(name, (x, y))
            ty = y + lay.name_h + 6
            games = row["games"]
            best = row["best"]
            lowest = row["lower_is_better"]
            tiles = [
                (str(games), t("stats.tile.games")),
                (str(row["wins"]), t("stats.tile.team_wins" if team else "stats.tile.wins")),
                (f"{row['win_rate'] * 100:.0f}%", t("stats.tile.share")),
                ("-" if row["average"] is None else f"{row['average']:.1f}",
                 t("stats.tile.average_jewels" if team else "stats.tile.average")),
                ("-" if best is None else f"{best:g}",
                 t("stats.tile.most_jewels" if team else ("stats.tile.lowest" if lowest else "stats.tile.highest"))),
            ]
            small_h = assets.line_height("small")
            small_px = theme.font_size("small")  # the labels share one size, unless one would go below 80%
            label_px = max(common_size(assets, [label for _, label in tiles], lay.tile_w - 12, 3 * small_h, "small", 10, 3),
                           int(small_px * 0.8))
            for n, (number, label) in enumerate(tiles):
                tx = x + n * lay.tile_w
                img = assets.fit_text(number, lay.tile_w - 12, lay.number_px, accent, "bold", 12)
                surface.blit(img, (tx, ty))
                lines, px = assets.fit_lines(label, lay.tile_w - 12, 3 * small_h, label_px, "regular", 10, max_lines=3)
                ly = ty + assets.line_height(lay.number_px, "bold") + 2
                for part in lines:
                    surface.blit(assets.text(part, px, muted), (tx, ly))
                    ly += assets.line_height(px)
            # by opponents
            lx, ly = rect.x + lay.levels_x, y
            head = assets.fit_text(t("stats.by_level_team" if team else "stats.by_level"), lay.levels_w, "small", accent, "bold", 10)
            surface.blit(head, (lx, ly))
            ly += small_h
            lines = [level_line(level, wins, played, team) for level, wins, played in row["levels"][:len(LEVELS)]]
            if row.get("network_games"):  # "over the network: 2 of 5" (with people at other screens)
                lines.append(t("stats.network", wins=row.get("network_wins", 0), games=row["network_games"]))
            line_px = max(common_size(assets, lines, lay.levels_w, small_h, "small", 10), int(theme.font_size("small") * 0.8))
            for text in lines:
                img = assets.fit_text(text, lay.levels_w, line_px, ink, "regular", 10)
                surface.blit(img, (lx, ly))
                ly += small_h
            # the last ten
            chart_rect = pygame.Rect(rect.x + lay.chart_x, y, lay.chart_w, rect.h - 2 * lay.pad)
            drawn = draw_recent(surface, chart_rect, row["recent"], caption=t("stats.chart_title"),
                                none_text=t("stats.chart_none"), won_text=t("stats.chart_won"),
                                lost_text=t("stats.chart_lost"), theme=theme, assets=assets)
        return drawn


# --- a sample for check-layout, screenshots and tests (no file is read or written) ---


def sample_stats(names: tuple[str, ...] = LONG_NAMES, games: int = 12) -> dict[str, Any]:
    """Statistics of every game for ``names``, seeded: every bot level, wins and losses,
    negative and large scores, a co-operative game, network games (a person at another
    screen in some seats: check-layout, screenshots, tests)."""
    import random

    from ghostparlor.persistence import stats

    rng = random.Random(25)
    data = stats.empty()
    for gid in game_ids():
        team = is_cooperative(gid)
        lower = gid in ("ghosts", "dont_go_in_there")
        for n in range(games):
            for who, name in enumerate(names):
                if (n + who) % 3 == 2 and n > 3:
                    continue
                bots = [("random", "easy", "normal", "hard")[(n + who) % 4]] * (n % 3)
                kinds = ["human"] + bots
                if bots and n % 4 == 1 and who % 2 == 0:  # a network game: a person at another screen in a seat
                    kinds[1] = stats.REMOTE
                seats = [name] + [f"bot{i}" for i in range(len(bots))]
                if team:
                    score = float(rng.randrange(0, 7))
                    scores, winners = [score] * len(seats), (list(range(len(seats))) if rng.random() < 0.4 else [])
                else:
                    scores = [float(rng.randrange(-3, 120)) for _ in seats]
                    winners = [rng.randrange(len(seats))]
                stats.record_result(data, gid, seats, kinds, scores, winners, lower, date=f"2026-11-{n % 28 + 1:02d}")
    return data
