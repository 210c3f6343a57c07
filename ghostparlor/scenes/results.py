"""The end of a game: the winner's moment on a little stage (left), the ranking or the
score sheet (right), play again with the same seats, watch it again, export, back to title.

The moment (ui/celebration.py) plays for a few seconds and rests; any key or click ends it
at once (a click still presses what it lands on). A person's win gets the gold banner and
a fall of little ghosts; a loss is said kindly ("Boris won this one", a rematch offered);
with Settings -> reduce motion the pictures only fade in."""

from __future__ import annotations

from dataclasses import dataclass, replace

import pygame

from ghostparlor.core.strings import has, t
from ghostparlor.feed import SessionFeed
from ghostparlor.scenes.widget_scene import WidgetScene
from ghostparlor.ui import Button, Panel, UIAction
from ghostparlor.ui.celebration import Moment
from ghostparlor.ui.moment_motifs import STAGE_H, STAGE_W, MomentInfo
from ghostparlor.ui.score_sheet import ScoreSheet, draw_sheet, sheet_height
from ghostparlor.ui.tokens import Marker, draw_marker

STAGE = pygame.Rect(24, 20, STAGE_W, STAGE_H)  # the moment, the headline and its line
SHEET = pygame.Rect(612, 20, 644, STAGE_H)  # the ranking or the score sheet
BUTTONS_Y, BUTTON_H = 656, 52
BANNER = pygame.Rect(STAGE.x + 20, STAGE.y + 432, STAGE_W - 40, 104)  # the headline's ribbon
MIN_PX = 15  # no text on this screen is drawn smaller (at 100% text size)
CROWN = "common/results_crown.png"
SHEET_ROW = 22  # a score sheet's row under the ranking


@dataclass(frozen=True)
class RankRow:
    """One seat's line in the ranking: where it is drawn and whether it wears the crown."""

    seat: int
    rect: pygame.Rect
    crowned: bool


def ending(session, result) -> str:
    """How the game ended for the people at the table: "win" (a person won, or the team),
    "loss" (people played and none won) or "watched" (bots only)."""
    humans = session.humans()
    if not humans:
        return "watched"
    if result.team_won is not None:
        return "win" if result.team_won else "loss"
    return "win" if any(i in result.winners for i in humans) else "loss"


class ResultsScene(WidgetScene):
    name = "results"

    def __init__(self, app, session) -> None:
        super().__init__(app)
        self.session = session
        self.result = result = session.result()
        names = session.names()
        self.ending = ending(session, result)
        winners = ", ".join(names[i] for i in result.winners)
        if result.team_won is not None:
            self.headline = t("results.team_won" if result.team_won else "results.team_lost")
            self.line = t("results.team_cheer_line" if result.team_won else "results.team_lost_line")
        elif self.ending == "loss":
            self.headline = t("results.won_this_one", names=winners)
            self.line = t("net.results_line" if getattr(session, "networked", False) else "results.rematch_line")
        else:
            self.headline = t("results.winner" if len(result.winners) == 1 else "results.winners", names=winners)
            self.line = t("results.cheer_line" if self.ending == "win" else  # watched: a network game's people elsewhere
                          "net.watched_line" if getattr(session, "networked", False) else "results.watched_line")
        self.decor.append(Panel(SHEET, t("results.title")))
        gap = 16
        width = (SHEET.right - STAGE.x - 3 * gap) // 4
        row = [(STAGE.x + i * (width + gap), BUTTONS_Y, width, BUTTON_H) for i in range(4)]
        self.again = Button(row[0], t("results.play_again"), name="again")
        self.replay = Button(row[1], t("results.watch_replay"), style="secondary", name="replay",
                             tooltip=t("replay.opened_deciding"))
        self.export = Button(row[2], t("replay.export"), style="secondary", name="export", tooltip=t("replay.export_tip"))
        self.title = Button(row[3], t("results.title_screen"), style="secondary", name="title")
        self.add(self.again, self.replay, self.export, self.title)
        if getattr(session, "networked", False):  # the host starts the table's next game, not this screen
            self.again.enabled = False
            self.again.tooltip = t("net.again_host")
        self.focus.focus(self.replay if getattr(session, "networked", False) else self.again, visible=True)
        self.order = sorted(range(len(names)), key=lambda i: (result.ranks[i], i))
        public = SessionFeed(session, lambda: None)  # the finished game as everyone sees it
        self.details = public.result_details()
        from ghostparlor.games import part

        scene_module = part(session.game.id, "table")
        credits = getattr(scene_module, "results_credits", None)
        self.credits = credits(public) if credits is not None else None  # (label, text per seat)
        sheet = getattr(scene_module, "results_sheet", None)
        self.sheet = sheet(public) if sheet is not None else None
        self.show_sheet = False
        self.rows: list[RankRow] = []  # the ranking's lines as last drawn
        self.sheet_button = Button((SHEET.right - 200, SHEET.y + 12, 184, 36), t("results.show_sheet"), style="secondary",
                                   size="small", name="sheet", tooltip=t("results.sheet_tip"))
        self.sheet_button.visible = self.sheet is not None
        if self.sheet is not None:
            self.add(self.sheet_button)
        first = (result.winners or tuple(session.humans()) or (0,))[0]
        info = MomentInfo(session.game.id, result.team_won is not False, self.theme.seat(session.plans[first].colour).colour,
                          seed=len(session.match.actions))
        self.moment = Moment(info, reduce_motion=bool(getattr(app.settings, "reduce_motion", False)),
                             confetti=self.ending == "win")
        app.play_sound("lose" if self.ending == "loss" else "win")

    def rebuilt(self) -> "ResultsScene":
        """Made again in another language: the moment as far as it had come, the same view."""
        scene = super().rebuilt()
        scene.moment.clock = self.moment.clock
        scene.show_sheet = self.show_sheet
        scene.sheet_button.text = t("results.show_ranking" if self.show_sheet else "results.show_sheet")
        return scene

    # ------------------------------------------------------------ input, clock
    def on_back(self) -> None:
        self.app.home()

    def handle(self, event: pygame.event.Event) -> None:
        """Any key or click while the moment plays ends it; a key does nothing more
        (Enter must not start a new game by chance), Esc and a click go on as usual."""
        if self.moment.busy() and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.moment.skip()
            self.dirty = True
            if event.type == pygame.KEYDOWN and event.key != pygame.K_ESCAPE:
                return
        super().handle(event)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.moment.update(dt)

    def busy(self) -> bool:
        return super().busy() or self.moment.busy()

    def frame_key(self) -> object:
        return super().frame_key(), self.moment.frame_key(), self.show_sheet

    def on_action(self, action: UIAction) -> None:
        if action.source is self.sheet_button:
            self.show_sheet = not self.show_sheet
            self.sheet_button.text = t("results.show_ranking" if self.show_sheet else "results.show_sheet")
            return
        if action.source is self.again:
            from ghostparlor.scenes.game import start_game

            session = self.session
            self.app.pop()  # this scene
            start_game(self.app, session.game, session.plans, session.match.options, replace=True)
        elif action.source is self.replay:
            from ghostparlor.scenes.replay import ReplayScene

            try:  # opened at the move that decided it (the star on its timeline)
                replay = ReplayScene.from_save(self.app, self.session.save_data(), at="deciding")
            except (KeyError, ValueError) as exc:
                self.app.notify(t("results.replay_failed", error=str(exc)), "warning", hold=4.0)
                return
            self.app.push(replay)  # Back in the replay comes back here
            self.app.notify(t("replay.opened_deciding"), "info", hold=3.0)
        elif action.source is self.export:
            self.export_game()
        elif action.source is self.title:
            self.app.home()

    def export_data(self) -> dict:
        """The whole game as a save envelope, with fingerprints (``replay-check`` checks
        every step of it)."""
        from ghostparlor.persistence.saves import envelope

        session = self.session
        plans = [{"name": p.name, "kind": p.kind, "colour": p.colour} for p in session.plans]
        return envelope(session.match.record(fingerprints=True), plans, session.summary())

    def export_game(self) -> None:
        """"Export game": written to the documents folder; a toast says where (or why not)."""
        from ghostparlor.core.reading import one_line
        from ghostparlor.persistence.share import export_game

        try:
            path = export_game(self.export_data())
        except (OSError, ValueError, TypeError) as exc:
            self.app.notify(t("replay.export_failed", error=one_line(exc, 100)), "warning", hold=5.0)
            return
        self.exported = path
        self.app.notify(t("replay.exported", path=str(path)), "success", hold=6.0)

    # ------------------------------------------------------------------ drawing
    def draw_widgets(self, surface: pygame.Surface) -> None:
        self.draw_stage(surface)
        for widget in self.decor:
            widget.draw(surface)
        area = pygame.Rect(SHEET.x + 24, SHEET.y + 60, SHEET.w - 48, SHEET.bottom - 18 - SHEET.y - 60)
        if self.show_sheet and self.sheet is not None:
            theme = self.theme
            draw_sheet(surface, self.sheet, area, self.session.names(), [p.colour for p in self.session.plans],
                       theme.colour("ink"), theme.colour("ink_muted"), theme.colour("ink_muted"), theme,
                       winners=set(self.result.winners))
        else:
            self.draw_ranking(surface, area)
        self.focus.draw(surface)
        self.focus.draw_tooltip(surface)

    def draw_stage(self, surface: pygame.Surface) -> None:
        """The moment, then the headline on its ribbon and the kind line under it."""
        theme, assets = self.theme, self.assets
        self.moment.draw(surface, STAGE)
        gold = self.ending == "win"
        ribbon = assets.image_scaled("common/results_banner_gold.png" if gold else "common/results_banner_calm.png", BANNER.size)
        if ribbon is not None:
            surface.blit(ribbon, BANNER.topleft)
        ink = theme.colour("ink") if gold else theme.colour("text")
        face = BANNER.inflate(-76, -40).move(0, -4)
        lines, px = assets.fit_lines(self.headline, face.w, face.h + 12, "title", "title", 25, 2)
        lh = assets.line_height(px, "title")
        y = face.centery - lh * len(lines) // 2
        for part in lines:
            img = assets.text(part, px, ink, "title")
            surface.blit(img, img.get_rect(midtop=(face.centerx, y)))
            y += lh
        below = pygame.Rect(STAGE.x + 36, BANNER.bottom + 6, STAGE.w - 72, STAGE.bottom - 16 - BANNER.bottom - 6)
        lines, px = assets.fit_lines(self.line, below.w, below.h, "body", "regular", MIN_PX, 2)
        lh = assets.line_height(px)
        y = below.y + max(0, (below.h - lh * len(lines)) // 2)
        for part in lines:
            img = assets.text(part, px, theme.colour("text"))
            surface.blit(img, img.get_rect(midtop=(below.centerx, y)))
            y += lh

    def rank_rows(self, top: int, row_h: int) -> list[RankRow]:
        """The ranking's lines from ``top``, best first; the winners wear the crown."""
        winners = set(self.result.winners)
        return [RankRow(i, pygame.Rect(SHEET.x + 24, top + n * (row_h + 6), SHEET.w - 48, row_h), i in winners)
                for n, i in enumerate(self.order)]

    def score_texts(self) -> tuple[str, list[str]]:
        """The score column's head and each seat's score in words."""
        game_id = self.session.game.id
        label = t(f"{game_id}.ui.score_label") if has(f"{game_id}.ui.score_label") else t("results.score")
        if self.credits is not None:
            return self.credits[0], list(self.credits[1])
        cells = []
        for score in self.result.scores:
            shown = f"{int(score)}" if float(score).is_integer() else f"{score:.1f}"
            cells.append(t("ghosts.ui.fear_points", n=shown) if game_id == "ghosts" else shown)
        return label, cells

    def draw_ranking(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """Rank, crown, seat token, name and score per seat; then how the game ended."""
        theme, assets = self.theme, self.assets
        ink, muted = theme.colour("ink"), theme.colour("ink_muted")
        co_op = self.session.game.cooperative
        label, cells = self.score_texts()
        y = area.y
        if self.result.lower_is_better and not co_op:  # say it: the smallest score wins here
            lines, px = assets.fit_lines(t("results.lower_wins", score=label.lower()), area.w, 3 * assets.line_height("small"),
                                         "small", "regular", MIN_PX, 2)
            for part in lines:
                surface.blit(assets.text(part, px, muted), (area.x, y))
                y += assets.line_height(px)
            y += 6
        else:
            y += 8
        head_h = assets.line_height("small", "bold")
        name_x, score_right = area.x + 150, area.right - 12
        if not co_op:
            surface.blit(assets.fit_text(t("results.rank"), 100, "small", muted, "bold", MIN_PX), (area.x + 8, y))
        player = assets.fit_text(t("results.player"), 220, "small", muted, "bold", MIN_PX)
        surface.blit(player, (name_x, y))
        head = assets.fit_text(label, score_right - name_x - player.get_width() - 24, "small", muted, "bold", MIN_PX)
        surface.blit(head, head.get_rect(topright=(score_right, y)))
        y += head_h + 8
        tiebreak = self.sheet.tiebreak if self.sheet is not None else ""
        details = ([tiebreak] if tiebreak else []) + list(self.details)  # how the game ended, from the game
        least = assets.line_height("large", "bold") + 8
        words = self.words_height(details, area.w, "body")
        inline = self.inline_sheet(details)  # the score sheet under the words, when it fits there whole
        sheet_h = sheet_height(inline, area.w, SHEET_ROW) + 12 if inline is not None else 0
        if inline is not None and area.bottom - y - words - 16 - len(self.order) * (least + 6) < sheet_h:
            inline, sheet_h = None, 0
        fill = (area.bottom - y - words - sheet_h - 16) // max(1, len(self.order)) - 6
        row_h = max(least, min(76 if details or inline else 96, fill))  # the rows take the room the words and the sheet leave
        names = self.session.names()
        rows = self.rows = self.rank_rows(y, row_h)
        for row in rows:
            i, r = row.seat, row.rect
            if row.crowned:
                pygame.draw.rect(surface, theme.colour("parchment_title"), r, border_radius=10)
                pygame.draw.rect(surface, theme.colour("parchment_edge"), r, 2, border_radius=10)
                crown = assets.image_scaled(CROWN, (40, 40))
                if crown is not None:
                    surface.blit(crown, crown.get_rect(center=(r.x + 72, r.centery - 2)))
            if not co_op:  # a co-operative game has no ranking: the team shares one result
                rank = assets.text(str(self.result.ranks[i]), "large", ink, "bold")
                surface.blit(rank, rank.get_rect(midleft=(r.x + 16, r.centery)))
            draw_marker(surface, Marker(seat=self.session.plans[i].colour), (r.x + 112, r.centery), 14, theme)
            weight = "bold" if row.crowned else "regular"
            score = assets.fit_text(cells[i], 220, "large", ink, "bold", MIN_PX)
            name = assets.fit_text(names[i], score_right - score.get_width() - 24 - name_x, "large", ink, weight, MIN_PX)
            surface.blit(name, name.get_rect(midleft=(name_x, r.centery)))
            surface.blit(score, score.get_rect(midright=(score_right, r.centery)))
        y = (rows[-1].rect.bottom if rows else y) + 16
        if inline is not None:
            draw_sheet(surface, inline, pygame.Rect(area.x, area.bottom - sheet_h + 12, area.w, sheet_h - 12), names,
                       [p.colour for p in self.session.plans], ink, muted, muted, theme, winners=set(self.result.winners))
        bottom = area.bottom - sheet_h
        px = self.theme.font_size("body")  # one size for all the words, the largest that fits them all
        while px > MIN_PX and self.words_height(details, area.w, px) > bottom - y:
            px -= 1
        lh = assets.line_height(px)
        for line in details:
            for part in assets.wrap(line, area.w - 4, px):
                if y + lh > bottom:
                    return
                surface.blit(assets.text(part, px, ink), (area.x + 4, y))
                y += lh
            y += 6

    def inline_sheet(self, details: list[str]) -> ScoreSheet | None:
        """The score sheet to show under the ranking (its tie-break is said in the words)."""
        sheet = self.sheet
        if sheet is None:
            return None
        return replace(sheet, notes=[n for n in sheet.notes if n not in details], tiebreak="")

    def words_height(self, lines: list[str], width: int, size) -> int:
        """How tall ``lines`` stand wrapped to ``width`` at ``size``."""
        lh = self.assets.line_height(size)
        return sum(len(self.assets.wrap(line, width - 4, size)) * lh + 6 for line in lines)
