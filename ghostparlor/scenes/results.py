"""The end of a game: ranking, scores, play again with the same seats, back to title."""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.scenes.widget_scene import WidgetScene
from ghostparlor.ui import Button, Panel, UIAction
from ghostparlor.ui.tokens import Marker, draw_marker


class ResultsScene(WidgetScene):
    name = "results"

    def __init__(self, app, session) -> None:
        super().__init__(app)
        self.session = session
        self.result = session.result()
        names = session.names()
        result = self.result
        winners = [names[i] for i in result.winners]
        if result.team_won is not None:
            self.headline = t("results.team_won" if result.team_won else "results.team_lost")
        elif len(winners) == 1:
            self.headline = t("results.winner", names=winners[0])
        else:
            self.headline = t("results.winners", names=", ".join(winners))
        self.decor.append(Panel((290, 40, 700, 590), t("results.title")))
        self.again = Button((290, 650, 166, 54), t("results.play_again"), name="again")
        self.replay = Button((468, 650, 166, 54), t("results.watch_replay"), style="secondary", name="replay",
                             tooltip=t("replay.opened_deciding"))
        self.export = Button((646, 650, 166, 54), t("replay.export"), style="secondary", name="export",
                             tooltip=t("replay.export_tip"))
        self.title = Button((824, 650, 166, 54), t("results.title_screen"), style="secondary", name="title")
        self.add(self.again, self.replay, self.export, self.title)
        self.focus.focus(self.again, visible=True)
        self.order = sorted(range(len(names)), key=lambda i: (result.ranks[i], i))
        self.details = session.game.result_details(session.match.state, names)
        import importlib

        scene_module = importlib.import_module(f"ghostparlor.games.{session.game.id}.scene")
        credits = getattr(scene_module, "results_credits", None)
        self.credits = credits(session) if credits is not None else None  # (label, text per seat)
        sheet = getattr(scene_module, "results_sheet", None)
        self.sheet = sheet(session) if sheet is not None else None  # the score sheet (rounds, families)
        self.show_sheet = False
        self.sheet_button = Button((792, 54, 184, 36), t("results.show_sheet"), style="secondary", size="small",
                                   name="sheet", tooltip=t("results.sheet_tip"))
        self.sheet_button.visible = self.sheet is not None
        if self.sheet is not None:
            self.add(self.sheet_button)
        app.play_sound("win" if any(session.plans[i].is_human for i in result.winners) or not session.humans() else "lose")

    def on_back(self) -> None:
        self.app.home()

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

    def draw_widgets(self, surface: pygame.Surface) -> None:
        super().draw_widgets(surface)
        theme, assets = self.theme, self.assets
        head = assets.fit_text(self.headline, 620, "title", theme.colour("ink"), "title")
        head_rect = head.get_rect(midtop=(640, 96))
        surface.blit(head, head_rect)
        y = max(186, head_rect.bottom + 4 + assets.line_height("small") + 6)
        if self.show_sheet and self.sheet is not None:
            from ghostparlor.ui.score_sheet import draw_sheet

            top = head_rect.bottom + 4  # under the headline at any text size
            draw_sheet(surface, self.sheet, pygame.Rect(326, top, 628, 616 - top), self.session.names(),
                       [p.colour for p in self.session.plans], theme.colour("ink"), theme.colour("ink_muted"),
                       theme.colour("ink_muted"), theme)
            return
        tiebreak = self.sheet.tiebreak if self.sheet is not None else ""
        from ghostparlor.core.strings import has

        game_id = self.session.game.id
        co_op = self.session.game.cooperative
        score_label = t(f"{game_id}.ui.score_label") if has(f"{game_id}.ui.score_label") else t("results.score")
        if self.credits is not None:
            score_label = self.credits[0]
        header = [(t("results.player"), 440), (score_label, 860)] if co_op else [(t("results.rank"), 340), (t("results.player"), 440), (score_label, 860)]
        if self.result.lower_is_better and not co_op:  # say it: the smallest score wins here
            rule = assets.fit_text(t("results.lower_wins", score=score_label.lower()), 640, "small", theme.colour("ink_muted"))
            surface.blit(rule, rule.get_rect(midtop=(640, head_rect.bottom + 2)))
        for text, x in header:
            if x == 860:  # the score column's label may be long ("Jewels carried out"): right-aligned
                img = assets.fit_text(text, 260, "small", theme.colour("ink_muted"), "bold")
                surface.blit(img, img.get_rect(topright=(950, y)) if img.get_width() > 90 else (x, y))
                continue
            img = assets.fit_text(text, 380, "small", theme.colour("ink_muted"), "bold")
            surface.blit(img, (x, y))
        y += assets.line_height("small", "bold") + 8
        names = self.session.names()
        for i in self.order:
            row = pygame.Rect(326, y - 4, 628, 48)
            if i in self.result.winners:
                pygame.draw.rect(surface, theme.colour("parchment_title"), row, border_radius=8)
            if not co_op:  # a co-operative game has no ranking: the team shares one result
                rank = assets.text(str(self.result.ranks[i]), "large", theme.colour("ink"), "bold")
                surface.blit(rank, (344, y + 4))
            draw_marker(surface, Marker(seat=self.session.plans[i].colour), (412, y + 20), 14, theme)
            name = assets.fit_text(names[i], 380, "large", theme.colour("ink"), "bold" if i in self.result.winners else "regular")
            surface.blit(name, (440, y + 4))
            score = self.result.scores[i]
            shown = f"{int(score)}" if float(score).is_integer() else f"{score:.1f}"
            unit = t("ghosts.ui.fear_points", n=shown) if self.session.game.id == "ghosts" else shown
            if self.credits is not None:
                unit = self.credits[1][i]
            img = assets.fit_text(unit, 980 - 860, "large", theme.colour("ink"), "bold")
            surface.blit(img, (860, y + 4))
            y += 54
        y += 10
        details = ([tiebreak] if tiebreak else []) + list(self.details)
        for line in details:  # how the game ended, from the game (e.g. where the ghosts were)
            wrapped, px = assets.fit_lines(line, 620, max(20, 612 - y), "body", "regular", 12)
            lh = assets.line_height(px)
            for part in wrapped:
                if y + lh > 616:
                    return
                img = assets.text(part, px, theme.colour("ink"))
                surface.blit(img, (330, y))
                y += lh
            y += 6
