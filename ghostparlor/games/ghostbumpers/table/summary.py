"""Ghostbumpers table: the round summary, each seat counted card by card (GB-19 to GB-22),
and the score sheet of the results screen (a row per round, the totals, GB-24)."""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.ghostbumpers.rules import GameOver, RoundEnded
from ghostparlor.games.ghostbumpers.table.layout import (
    dim_table, draw_lines, fit_lines, fit_text, text_step,
)
from ghostparlor.games.ghostbumpers.table.panel import Panel
from ghostparlor.ui import draw
from ghostparlor.ui.score_sheet import ScoreSheet
from ghostparlor.ui.tokens import Marker, draw_marker


class RoundSummary(Panel):
    """The round being counted (``overlay``: its RoundEnded event and the step's tween, while
    the animation step shows it) over the dimmed table."""

    def __init__(self, table) -> None:
        super().__init__(table)
        self.overlay: dict | None = None

    def draw(self, surface: pygame.Surface) -> None:
        """GB-19 to GB-22: each seat counted card by card (S, then the cards beneath it)."""
        theme, assets = self.theme, self.assets
        event: RoundEnded = self.overlay["event"]
        progress = self.overlay["tween"].value
        names = self.feed.names()
        n = len(event.scores)
        title_h = text_step(assets, "large", "title")
        hint_h = text_step(assets, "small")
        rows_top = max(120 + 66, 120 + 14 + title_h + 6)
        row_h = min(62, (380 + 186 - rows_top) // n)
        panel = pygame.Rect(70, 120, 804, rows_top - 120 + n * row_h + max(40, hint_h + 24))
        dim_table(surface, theme)
        draw.box(surface, panel, theme.colour("parchment"), 16, theme.colour("parchment_edge"), 3)
        self.table.drawn["summary"] = panel
        if event.paranoia:
            title = t("ghostbumpers.ui.round_end_paranoia", round=event.round, player=names[event.seat])
        elif event.how == "scared":
            title = t("ghostbumpers.ui.round_end_scared", round=event.round, player=names[event.seat])
        else:
            title = t("ghostbumpers.ui.round_end_hands", round=event.round)
        head = fit_text(assets, title, panel.w - 40, "large", theme.colour("ink_accent"), "title")
        surface.blit(head, head.get_rect(midtop=(panel.centerx, panel.y + 14)))
        # the columns from the right: the totals, the round's scores, then what was beneath
        totals = [t("ghostbumpers.ui.points", n=x) for x in event.totals]
        total_w = min(150, max(assets.text_width(x, "body", "bold") for x in totals))
        score_right = panel.right - 20 - total_w - 16
        score_w = max(assets.text_width(f"+{x}", "large", "bold") for x in event.scores)
        note_x = panel.x + 492
        note_right = score_right - score_w - 12
        # cards appear one by one over the first 70% of the step
        total_cards = sum(1 + max(0, b) for b in event.beneath if b >= 0) or 1
        shown = int(progress / 0.7 * total_cards + 0.999) if progress < 0.7 else total_cards
        w, h = 30, 42
        for i in range(n):
            y = rows_top + i * row_h
            mid = y + (row_h - 4) // 2
            if i % 2 == 0:
                draw.box(surface, pygame.Rect(panel.x + 12, y, panel.w - 24, row_h - 4), (*theme.colour("parchment_title")[:3],), 8)
            draw_marker(surface, Marker(seat=self.feed.seats()[i].colour), (panel.x + 32, mid), 10, theme)
            name = fit_text(assets, names[i], 170, "body", theme.colour("ink"), "bold")
            surface.blit(name, name.get_rect(midleft=(panel.x + 50, mid)))
            b = event.beneath[i]
            x = panel.x + 226
            cy = mid - h // 2
            if b < 0:
                if event.paranoia and i == event.seat:
                    text = t("ghostbumpers.ui.row_paranoia")
                elif event.paranoia:
                    text = t("ghostbumpers.ui.row_beaten")
                else:
                    text = t("ghostbumpers.ui.row_scared")
                if i == event.seat:
                    surface.blit(self.art.char_surface("S", (w, h)), (x, cy))
                    x += w + 10
                img = fit_text(assets, text, note_right - x, "body", theme.colour("ink_muted"), "bold")
                surface.blit(img, img.get_rect(midleft=(x, mid)))
            else:
                cards = ["S"] + ["U"] * b
                for k, kind in enumerate(cards):
                    if shown <= 0:
                        break
                    shown -= 1
                    surface.blit(self.art.char_surface(kind, (w, h)), (x + k * (w + 2), cy))
                key = "ghostbumpers.ui.row_doubled" if event.doubled[i] else "ghostbumpers.ui.row_beneath"
                left = max(note_x, x + len(cards) * (w + 2) + 8)
                lines, px, step = fit_lines(assets, t(key, n=b), note_right - left, row_h - 8, "small", "regular", 10, one_line=0.8)
                draw_lines(surface, assets, lines, px, step, theme.colour("ink_muted"), "regular", left, mid - len(lines) * step // 2)
            score = assets.text(f"+{event.scores[i]}", "large", theme.colour("ink_accent"), "bold")
            surface.blit(score, score.get_rect(midright=(score_right, mid)))
            total = fit_text(assets, totals[i], total_w, "body", theme.colour("ink"), "bold")
            surface.blit(total, total.get_rect(midright=(panel.right - 20, mid)))
        hint = fit_text(assets, t("ghostbumpers.ui.skip"), panel.w - 40, "small", theme.colour("ink_muted"))
        surface.blit(hint, hint.get_rect(midbottom=(panel.centerx, panel.bottom - 10)))


def results_sheet(feed) -> ScoreSheet | None:
    """The score sheet of a finished game: one row per round with each seat's points that
    round (GB-19 to GB-22, from the public RoundEnded events of the log), the totals
    (GB-24), and in words what the ranking rests on. GB-24 and GB-25 break no tie (tied
    highest totals share the win), so ``tiebreak`` stays empty and a shared win is a note.
    ``feed``: a seat's (or a spectator's) feed of the game; only public events are read."""
    names = feed.names()
    log = feed.log()
    rounds = [entry.event for entry in log if isinstance(entry.event, RoundEnded)]
    if not rounds:
        return None
    rows = [(t("ghostbumpers.ui.sheet_round", n=event.round), [str(score) for score in event.scores]) for event in rounds]
    over = next((entry.event for entry in reversed(log) if isinstance(entry.event, GameOver)), None)
    totals = list(over.totals) if over is not None else list(rounds[-1].totals)
    notes = [t("ghostbumpers.ui.sheet_paranoia", n=event.round, player=names[event.seat]) for event in rounds if event.paranoia]
    winners = list(over.winners) if over is not None else [i for i, x in enumerate(totals) if x == max(totals)]
    if len(winners) > 1:
        notes.append(t("ghostbumpers.ui.sheet_shared", players=", ".join(names[i] for i in winners),
                       points=totals[winners[0]]))
    if over is not None and over.unfinished:
        notes.append(t("ghostbumpers.ui.sheet_unfinished"))
    return ScoreSheet(t("ghostbumpers.ui.sheet_title"), rows, (t("ghostbumpers.ui.total"), [str(x) for x in totals]), notes)


