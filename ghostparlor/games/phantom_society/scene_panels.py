"""The Phantom Society table's panels: the side panel (who you are, the Master Game's
bids and victory points, the teams, the damage against the target, the four ghosts, the
reach rule), the strip below the board (the prompt, the supply chips, the bid cards, the
forced-pass button), the banner and the scoring-moment summaries. A mixin of
:class:`~ghostparlor.games.phantom_society.scene.PhantomSocietyTable`; drawn from the
viewer's view only."""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.phantom_society.rules import Devastate, GameWon, HuntBegins, MasterEliminated, PassTurn
from ghostparlor.games.phantom_society.scene_board import BOARD_RECT, INK, P, SIDE, STRIP, rgb, split_tile, symbol
from ghostparlor.scenes.game import TABLE_RECT
from ghostparlor.ui import draw
from ghostparlor.ui.banner import draw_banner
from ghostparlor.ui.summary import SummaryPanel, SummaryRow


BID_ROW = (0, 24)  # the height of a team's bid box


class TablePanels:
    """The side panel, the strip, the banner and the summaries (a mixin of the table)."""

    def moment_summary(self, event, line: str) -> SummaryPanel:
        """Who plays what at this moment, from public information only (roles, who is out,
        the winners, the damage)."""
        public = self.game.view(self.session.state, None)
        names, plans = self.names(), self.session.plans
        if isinstance(event, HuntBegins):
            title = t(P + "sum_hunt")
        elif isinstance(event, MasterEliminated):
            title = t(P + "sum_out")
        else:
            title = t(P + "sum_won")
        rows = []
        for seat in range(self.session.players):
            role = self.seat_role(seat)
            if isinstance(event, GameWon):
                detail = t(P + ("sum_winner" if seat in event.winners else "sum_loser"), role=role)
            elif seat in public.eliminated:
                detail = t(P + "sum_eliminated", role=role)
            else:
                detail = role
            rows.append(SummaryRow(plans[seat].colour, names[seat], detail, "",
                                   highlight=isinstance(event, GameWon) and seat in event.winners))
        damage = event.damage if isinstance(event, GameWon) else public.damage
        target = event.target if isinstance(event, (GameWon, HuntBegins)) else public.target
        return SummaryPanel(title, line, rows, t(P + "sum_footer", damage=damage, target=target))


    # --- text --------------------------------------------------------------------------------
    def status_text(self) -> str:
        view = self.view
        if view is None:
            return ""
        if view.mode == "tournament":
            return t(P + "status_vp", first=view.vp[0], second=view.vp[1])
        if view.phase in ("play", "over"):
            return t(P + "status", damage=view.damage, target=view.target)
        return ""

    def seat_role(self, seat: int) -> str:
        view = self.game.view(self.session.state, None)  # roles are public
        if view.phase in ("deal_piles", "bid") or not view.slot_seats:
            return ""
        ghosts = {view.slot_seats[0], view.slot_seats[2]}
        return t("phantom_society.role.ghosts") if seat in ghosts else t("phantom_society.role.hunters")

    def seat_status(self, seat: int, viewer: int | None) -> str:
        view = self.view
        if view is None or view.phase in ("deal_piles", "bid"):
            return ""
        if seat in view.eliminated:
            return t(P + "seat_out")
        ghosts = {view.slot_seats[0], view.slot_seats[2]}
        return t(P + "seat_ghost") if seat in ghosts else t(P + "seat_hunter")

    def prompt(self) -> tuple[str, str]:
        """The prompt and its colour name: what to do now, or who is doing what."""
        view = self.view
        names = self.names()
        if self.session.is_over() or view.phase == "over":
            return t(P + "prompt.over"), "accent"
        seat = view.to_move
        if self.scene.my_turn():
            if view.phase == "place":
                return t(P + "prompt.place"), "legal"
            if view.phase == "hide":
                return t(P + "prompt.hide", colours=self.colours_to_hide()), "legal"
            if view.phase == "bid":
                return t(P + "prompt.bid"), "legal"
            if any(isinstance(a, PassTurn) for a in self.legal):
                return t(P + "prompt.pass"), "warning"
            if any(isinstance(a, Devastate) for a in self.legal):
                return t(P + "prompt.devastate"), "legal"
            return t(P + "prompt.hunt"), "legal"
        who = names[seat] if 0 <= seat < len(names) else "?"
        what = {"place": "wait.place", "hide": "wait.hide", "bid": "wait.bid"}.get(view.phase)
        if what is None and view.phase == "play":
            what = "wait.devastate" if view.slot in ("G1", "G2") else "wait.hunt"
        if what is None:
            return t(P + "prompt.dealing"), "text_muted"
        return t(P + "prompt.wait", player=who, what=t(P + what)), "text"


    def draw_side(self, surface: pygame.Surface) -> None:
        view, theme, assets = self.view, self.theme, self.assets
        names = self.names()
        draw.box(surface, SIDE, theme.colour("panel_dark"), 12, theme.colour("panel_dark_edge"), 2)
        x, y, w = SIDE.x + 14, SIDE.y + 10, SIDE.w - 28
        viewer = self.scene.viewer()
        # who you are
        if viewer is None:
            me = t(P + "spectator")
        elif view.role is None:
            me = t(P + "you_unassigned")
        else:
            me = t(P + "you_are", role=t(f"phantom_society.role.{view.role}"))
        img = assets.fit_text(me, w, "body", theme.colour("accent"), "bold")
        surface.blit(img, (x, y))
        y += 28
        if view.mode != "standard":
            line = t(P + "game_of", game=view.game_number, games=view.games) if view.mode == "tournament" else t(P + "master_game")
            img = assets.fit_text(line, w, "small", theme.colour("text"), "bold")
            surface.blit(img, (x, y))
            y += 22
            img = assets.fit_text(t(P + "vp", first=view.vp[0], second=view.vp[1]), w, "small", theme.colour("text"))
            surface.blit(img, (x, y))
            y += 22
            y += 4
            for team, rect in enumerate(self.bid_rects()):  # each team's bid in its own box (its last-move mark)
                text = t(P + "bid_team", team=team + 1, bid=self.bid_text(view, team))
                img = assets.fit_text(text, rect.w - 22, "small", theme.colour("text_muted"))
                surface.blit(img, img.get_rect(midleft=(rect.x + 16, rect.centery)))
            y += BID_ROW[1] + 6
            if view.stake:
                img = assets.fit_text(t(P + "stake", stake=view.stake), w, "small", theme.colour("text_muted"))
                surface.blit(img, (x, y))
                y += 22
        # teams
        if view.phase not in ("deal_piles", "bid"):
            ghosts = sorted({view.slot_seats[0], view.slot_seats[2]})
            hunters = sorted({view.slot_seats[1], view.slot_seats[3]})
            for key, seats in (("team_ghosts", ghosts), ("team_hunters", hunters)):
                text = t(P + key, players=", ".join(names[s] for s in seats if 0 <= s < len(names)))
                img = assets.fit_text(text, w, "small", theme.colour("text"))
                surface.blit(img, (x, y))
                y += 22
        y += 6
        # damage against the target (known once the bids are revealed in a Master Game)
        if view.target <= 0:
            return
        target = max(1, view.target)
        img = assets.text(t(P + "damage", damage=view.damage, target=view.target), "large", theme.colour("text"), "bold")
        surface.blit(img, (x, y))
        y += 36
        bar = pygame.Rect(x, y, w, 18)
        draw.box(surface, bar, (40, 30, 44), 8, theme.colour("panel_dark_edge"), 1)
        fill = bar.copy()
        fill.w = int(bar.w * min(1.0, view.damage / target))
        if fill.w > 4:
            draw.box(surface, fill, (196, 70, 60), 8)
        y += 26
        by_ghosts, by_hunters = self.damage_by_team(view)
        img = assets.fit_text(t(P + "by_team", ghosts=by_ghosts, hunters=by_hunters), w, "small", theme.colour("text_muted"))
        surface.blit(img, (x, y))
        y += 28
        # the four ghosts
        img = assets.text(t(P + "ghosts_title"), "body", theme.colour("accent"), "bold")
        surface.blit(img, (x, y))
        y += 26
        revealed = dict(view.revealed)
        known = {g[0]: g for g in view.ghosts} if view.ghosts is not None else {}
        colours = list(self.game.colours)
        for i, colour in enumerate(colours):
            row = pygame.Rect(x, y, w, 30)
            draw.draw_shape(surface, symbol(colour, i), (row.x + 12, row.centery), 10, rgb(colour), INK, 2)
            if colour in revealed:
                text, tone = t(P + "ghost_revealed", square=revealed[colour]), "success"
            elif colour in known and known[colour][1] is not None:
                owner = known[colour][2]
                who = names[owner] if 0 <= owner < len(names) else "?"
                text, tone = t(P + "ghost_at", square=known[colour][1], player=who), "text"
            elif view.phase in ("deal_piles", "bid", "deal_colours", "place") or (
                    view.phase == "hide" and view.ghosts is not None):
                text, tone = t(P + "ghost_not_yet"), "text_muted"
            else:
                text, tone = t(P + "ghost_hidden"), "text_muted"
            label = t(f"phantom_society.colour.{colour}") + ": " + text
            img = assets.fit_text(label, w - 30, "small", theme.colour(tone), "bold")
            surface.blit(img, img.get_rect(midleft=(row.x + 28, row.centery)))
            y += 30
        y += 8
        # how ghosts reach (the rule, in short)
        if view.phase in ("hide", "play"):
            lines, px = assets.fit_wrapped(t(P + "reach_rule"), w, SIDE.bottom - y - 10, "small", "regular", 10)
            lh = assets.line_height(px, "regular")
            for line in lines:
                img = assets.text(line, px, theme.colour("text_muted"))
                surface.blit(img, (x, y))
                y += lh

    @staticmethod
    def bid_rects() -> tuple[pygame.Rect, pygame.Rect]:
        """Where each team's bid is shown in a Master Game (PS-15): side by side under the
        victory points (the title line, the VP line, then the bids)."""
        x, y = SIDE.x + 14, SIDE.y + 10 + 28 + 22 + 22 + 4
        w = (SIDE.w - 28 - 8) // 2
        return pygame.Rect(x, y, w, BID_ROW[1]), pygame.Rect(x + w + 8, y, w, BID_ROW[1])

    def bid_text(self, view, team: int) -> str:
        bid = view.bids[team]
        if bid is not None:
            return str(bid[0] + bid[1])
        if view.bid_placed[team]:
            return t(P + "bid_hidden")
        return t(P + "bid_none")

    def damage_by_team(self, view) -> tuple[int, int]:
        ghosts = hunters = 0
        for _turn, _seat, slot, kind, _square, tile, revealed in view.log:
            if tile is None or revealed is not None:
                continue
            value = split_tile(tile)[1]
            if kind == "devastate":
                ghosts += value
            elif kind == "hunt":
                hunters += value
        return ghosts, hunters

    def draw_strip(self, surface: pygame.Surface) -> None:
        theme, assets = self.theme, self.assets
        draw.box(surface, STRIP, theme.colour("panel_dark"), 12, theme.colour("panel_dark_edge"), 2)
        text, tone = self.prompt()
        controls = bool(self.chips) or bool(self.tens_buttons) or self.pass_button.visible
        right = STRIP.right - (200 if self.pass_button.visible else 12)
        height = 30 if controls else STRIP.h - 12
        lines, px = assets.fit_wrapped(text, right - STRIP.x - 24, height if controls else STRIP.h - 16, "body", "bold", 11)
        lh = assets.line_height(px, "bold")
        y = STRIP.y + 8
        for line in lines:
            img = assets.text(line, px, theme.colour(tone), "bold")
            surface.blit(img, (STRIP.x + 12, y))
            y += lh
        for chip in self.chips:
            chip.draw(surface)
        if self.tens_buttons:
            label = assets.text(t(P + "bid_tens"), "small", theme.colour("text"), "bold")
            surface.blit(label, label.get_rect(midright=(self.tens_buttons[0].rect.x - 8, self.tens_buttons[0].rect.centery)))
            label = assets.text(t(P + "bid_thousands"), "small", theme.colour("text"), "bold")
            surface.blit(label, label.get_rect(midright=(self.thousands_buttons[0].rect.x - 8, self.thousands_buttons[0].rect.centery)))
            for b in self.tens_buttons + self.thousands_buttons:
                b.draw(surface)
                if b.action in (self.bid_tens if b in self.tens_buttons else self.bid_thousands,):
                    pygame.draw.rect(surface, theme.colour("selected")[:3], b.rect.inflate(6, 6), 3, border_radius=10)
        if self.bid_button.visible:
            self.bid_button.draw(surface)
        if self.pass_button.visible:
            draw.glow(surface, self.pass_button.rect, theme.colour("warning"), 10, 8)
            self.pass_button.draw(surface)

    def draw_banner(self, surface: pygame.Surface) -> None:
        if self.banner_tween is not None:
            draw_banner(surface, self.banner, self.banner_tween.value, (BOARD_RECT.centerx, BOARD_RECT.y + 30), 820, TABLE_RECT)
