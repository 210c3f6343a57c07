"""Treasure Hunters on screen: the side panel (the team's progress, the cards, the
movement die and the battle dice, the pawn roster), the strip below the board (prompt,
team plan, choice buttons) and the texts the frame asks for."""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.treasure_hunters.rules import DRAW_CARD, LETTER, LOCK_CARD, PUT_DOWN, Move
from ghostparlor.games.treasure_hunters.scene_art import (
    BOARD_AREA,
    DOOR_RGB,
    INK,
    P,
    PAWN_RGB,
    SIDE,
    STRIP,
    draw_ghost,
    draw_haunt_marker,
    draw_jewel,
)
from ghostparlor.scenes.game import TABLE_RECT
from ghostparlor.ui import draw
from ghostparlor.ui.banner import draw_banner
from ghostparlor.ui.tokens import Marker, draw_marker


class PanelsMixin:
    """The side panel, the strip and the frame's texts (part of :class:`TreasureHuntersTable`)."""

    # --- text for the frame ----------------------------------------------------------------
    def status_text(self) -> str:
        view = self.view
        if view is None or not self.shown:
            return ""
        return t(P + "status", delivered=self.shown["delivered"], jewels=self.game.jewel_count,
                 haunted=self.shown["markers"], limit=view.markers_total)

    def seat_status(self, seat: int, viewer: int | None) -> str:
        view = self.view
        if view is None:
            return ""
        pawns = [p for p, owner in enumerate(view.pawn_owner) if owner == seat]
        return " ".join(self.pawn_initial(p) for p in pawns)

    def pawn_initial(self, pawn: int) -> str:
        colours = self.game.pawn_colours
        colour = colours[pawn] if pawn < len(colours) else str(pawn + 1)
        return self.game.colour_name(colour)[:1].upper()

    def pawn_colour_name(self, pawn: int) -> str:
        colours = self.game.pawn_colours
        return self.game.colour_name(colours[pawn]) if pawn < len(colours) else str(pawn + 1)

    def pawn_name(self, pawn: int) -> str:
        return self.game.pawn_name(pawn, self.session.names(), self.session.players)

    def prompt(self) -> tuple[str, tuple]:
        view, theme, game = self.view, self.theme, self.game
        if self.session.is_over() or view.phase == "over":
            key = view.outcome or "over"
            return t(P + f"prompt.{key}"), theme.colour("success") if view.outcome == "won" else theme.colour("danger")
        pawn = view.turn
        who = self.pawn_name(pawn)
        if self.scene.viewer() is None:
            return t(P + "prompt.spectate", pawn=who), theme.colour("text_muted")
        if not self.scene.my_turn() or self.steps:
            return t(P + "prompt.wait", pawn=who), theme.colour("text_muted")
        legal = theme.colour("legal")
        if view.phase == "move":
            dests = [a for a in self.legal if isinstance(a, Move)]
            if len(dests) <= 1:
                return t(P + "prompt.stuck", pawn=who), theme.colour("warning")
            return t(P + "prompt.move", pawn=who, roll=view.roll), legal
        if view.phase == "pickup":
            room = game.room_name(view.positions[pawn])
            if PUT_DOWN in self.legal:
                return t(P + "prompt.put_down", pawn=who, room=room), legal
            return t(P + "prompt.pick_up", pawn=who, room=room), legal
        return t(P + "prompt.wait", pawn=who), theme.colour("text_muted")


    # the side panel: the team, the cards and the dice
    def draw_side(self, surface: pygame.Surface) -> None:
        theme, assets, view, sh, game = self.theme, self.assets, self.view, self.shown, self.game
        draw.box(surface, SIDE, theme.colour("panel_dark"), 12, theme.colour("panel_dark_edge"), 1)
        x = SIDE.x + 14
        title = assets.text(t(P + "team"), "body", theme.colour("accent"), "title")
        surface.blit(title, (x, SIDE.y + 8))
        # jewels out
        total = game.jewel_count
        label = assets.text(t(P + "jewels_out", n=sh["delivered"], total=total), "small", theme.colour("text"), "bold")
        surface.blit(label, (x, SIDE.y + 38))
        jr = 9 if total <= 10 else 6
        step = min(2 * jr + 8, (SIDE.w - 28) // max(1, total))
        for i in range(total):
            draw_jewel(surface, (x + jr + i * step, SIDE.y + 68), jr, 0, dim=i >= sh["delivered"])
        # rooms haunted
        limit = view.markers_total
        danger = sh["markers"] >= limit - 1
        label = assets.text(t(P + "haunted_count", n=sh["markers"], total=limit), "small",
                            theme.colour("danger") if danger else theme.colour("text"), "bold")
        surface.blit(label, (x, SIDE.y + 86))
        hr = 9 if limit <= 10 else 6
        step = min(2 * hr + 8, (SIDE.w - 28) // max(1, limit))
        for i in range(limit):
            draw_haunt_marker(surface, (x + hr + i * step, SIDE.y + 116), hr, filled=i < sh["markers"])
        # ghosts
        on_board = sum(sh["ghosts"])
        draw_ghost(surface, (x + 8, SIDE.y + 142), 7)
        label = assets.fit_text(t(P + "ghosts_count", n=on_board, supply=game.ghost_total - on_board), SIDE.w - 50, "small", theme.colour("text"))
        surface.blit(label, label.get_rect(midleft=(x + 22, SIDE.y + 144)))
        # goal
        goal = assets.fit_wrapped(t(P + "goal", jewels=total, limit=limit), SIDE.w - 28, 36, "small", "regular", 10)
        lines, px = goal
        y = SIDE.y + 160
        for line in lines:
            img = assets.text(line, px, theme.colour("text_muted"))
            surface.blit(img, (x, y))
            y += px + 3
        pygame.draw.line(surface, theme.colour("panel_dark_edge")[:3], (SIDE.x + 10, SIDE.y + 200), (SIDE.right - 10, SIDE.y + 200), 1)
        # cards: draw pile and the last card
        pile = pygame.Rect(x, SIDE.y + 210, 60, 84)
        draw.box(surface, pile, (60, 44, 76), 8, theme.colour("accent"), 2)
        draw_ghost(surface, (pile.centerx, pile.centery - 8), 12)
        num = assets.text(t(P + "pile", n=sh["draw_size"]), "small", theme.colour("text"), "bold")
        surface.blit(num, num.get_rect(midtop=(pile.centerx, pile.bottom + 2)))
        card_rect = pygame.Rect(x + 76, SIDE.y + 210, 60, 84)
        if self.last_card:
            p = self.card_tween.value if self.card_tween is not None else 1.0
            w = max(2, int(card_rect.w * p))
            image = pygame.transform.smoothscale(self.card_surface(self.last_card), (w, card_rect.h))
            surface.blit(image, image.get_rect(center=card_rect.center))
        else:
            draw.box(surface, card_rect, (0, 0, 0, 50), 8, theme.colour("panel_dark_edge"), 1)
        note_x = card_rect.right + 10
        note = self.card_note or (t(P + "no_card") if not self.last_card else "")
        if self.last_card and not self.card_note:
            note = game.card_name(self.last_card)
        lines, px = assets.fit_wrapped(note, SIDE.right - note_x - 10, 60, "small", "bold", 10)
        y = card_rect.y + 4
        for line in lines:
            img = assets.text(line, px, theme.colour("text"), "bold")
            surface.blit(img, (note_x, y))
            y += px + 3
        if sh.get("locked"):
            colour = sh["locked"]
            lock = assets.fit_text(t(P + "locked", colour=game.colour_name(colour)), SIDE.right - note_x - 10, "small",
                                   DOOR_RGB.get(colour, theme.colour("warning")), "bold")
            surface.blit(lock, (note_x, card_rect.bottom - 16))
        pygame.draw.line(surface, theme.colour("panel_dark_edge")[:3], (SIDE.x + 10, SIDE.y + 308), (SIDE.right - 10, SIDE.y + 308), 1)
        # the dice
        head = assets.text(t(P + "move_die"), "small", theme.colour("text_muted"), "bold")
        surface.blit(head, (SIDE.x + 14, SIDE.y + 376))
        if self.die_shown:
            self.move_die.draw(surface)
            if not self.move_die.rolling:
                tag = t(P + "ghost_icon") if self.die_ghost else t(P + "no_ghost_icon")
                img = assets.fit_text(tag, 120, "small", theme.colour("warning") if self.die_ghost else theme.colour("success"), "bold")
                surface.blit(img, (SIDE.x + 14, SIDE.y + 394))
        else:
            draw.box(surface, self.move_die.rect, (0, 0, 0, 50), 10, theme.colour("panel_dark_edge"), 1)
        head = assets.text(t(P + "battle_dice"), "small", theme.colour("text_muted"), "bold")
        surface.blit(head, (SIDE.x + 150, SIDE.y + 376))
        for i, die in enumerate(self.battle_dice):
            if i < self.battle_shown:
                die.draw(surface)
            else:
                draw.box(surface, die.rect, (0, 0, 0, 50), 10, theme.colour("panel_dark_edge"), 1)
        if self.battle_text and not any(d.rolling for d in self.battle_dice):
            img = assets.fit_text(self.battle_text, SIDE.right - SIDE.x - 160, "small", theme.colour("accent"), "bold")
            surface.blit(img, (SIDE.x + 150, SIDE.y + 394))
        # the pawn order
        pygame.draw.line(surface, theme.colour("panel_dark_edge")[:3], (SIDE.x + 10, SIDE.y + 420), (SIDE.right - 10, SIDE.y + 420), 1)
        self.draw_roster(surface, pygame.Rect(SIDE.x + 8, SIDE.y + 426, SIDE.w - 16, SIDE.h - 432))

    def draw_roster(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        theme, assets, view, sh = self.theme, self.assets, self.view, self.shown
        n = len(sh["positions"])
        row_h = min(22, area.h // max(1, n))
        for pawn in range(n):
            y = area.y + pawn * row_h
            row = pygame.Rect(area.x, y, area.w, row_h - 2)
            active = pawn == view.turn and not self.session.is_over()
            if active:
                draw.box(surface, row, theme.colour("secondary"), 6, theme.colour("accent"), 1)
            r = max(6, row_h // 2 - 3)
            self.draw_pawn_small(surface, pawn, (row.x + r + 6, row.centery), r)
            where = self.game.place_name(sh["positions"][pawn])
            text = self.pawn_name(pawn) + " \u2014 " + where
            img = assets.fit_text(text, row.w - 2 * r - 40, 12, theme.colour("text"), "bold" if active else "regular", 9)
            surface.blit(img, img.get_rect(midleft=(row.x + 2 * r + 14, row.centery)))
            if sh["carrying"][pawn]:
                draw_jewel(surface, (row.right - 12, row.centery), 7, sh["carried_number"][pawn])

    def draw_pawn_small(self, surface: pygame.Surface, pawn: int, pos, r: int) -> None:
        owner = pawn % max(1, self.session.players)
        plan = self.session.plans[owner] if owner < len(self.session.plans) else None
        colours = self.game.pawn_colours
        band = PAWN_RGB.get(colours[pawn] if pawn < len(colours) else "", (200, 200, 200))
        pygame.draw.circle(surface, band, (int(pos[0]), int(pos[1])), r + 2)
        draw_marker(surface, Marker(seat=plan.colour if plan else owner, number=self.pawn_initial(pawn)), pos, r, self.theme)

    def card_surface(self, card: str) -> pygame.Surface:
        game, assets = self.game, self.assets
        surface = pygame.Surface((60, 84), pygame.SRCALPHA)
        rect = surface.get_rect()
        kind = game.card_type[game.card_index[card]] if card in game.card_index else LETTER
        pygame.draw.rect(surface, self.theme.colour("parchment")[:3], rect, border_radius=8)
        pygame.draw.rect(surface, self.theme.colour("parchment_edge")[:3], rect, 2, border_radius=8)
        if kind == LETTER:
            jewel = self.b.room_ids.index(card) in self.b.jewel_rooms if card in self.b.room_ids else False
            img = assets.text(card, 40, (200, 50, 50) if jewel else INK, "title")
            surface.blit(img, img.get_rect(center=(30, 36)))
            draw_ghost(surface, (30, 68), 6, (120, 200, 130), (30, 50, 34))
            return surface
        arg = game.card_arg[game.card_index[card]]
        if kind == LOCK_CARD:
            colour = self.b.colours[arg]
            pygame.draw.rect(surface, DOOR_RGB.get(colour, (150, 150, 150)), (6, 30, 48, 14), border_radius=3)
            text = t(P + "card_short.lock")
        elif kind == DRAW_CARD:
            text = t(P + "card_short.draw", n=arg)
        else:
            text = t(P + "card_short.shuffle")
        lines, px = assets.fit_wrapped(text, 52, 40, "small", "bold", 9)
        y = 52 if kind == LOCK_CARD else 42 - len(lines) * (px + 2) // 2
        for line in lines:
            img = assets.text(line, px, INK, "bold")
            surface.blit(img, img.get_rect(midtop=(30, y)))
            y += px + 2
        return surface

    # the strip: the prompt and the choices
    def plan_text(self) -> str:
        """Issue's "team plan" line: what each pawn is heading for, by the bots' own jobs
        (co-op: everybody sees everything, so this gives nothing away)."""
        view = self.view
        if view is None or self.session.is_over() or view.phase == "over":
            return ""
        if self._plan_for is not view:
            from ghostparlor.games.treasure_hunters.bot import make_easy_bot

            if self._planner is None:
                self._planner = make_easy_bot(self.game, 0)
            parts = []
            for pawn, job, place in self._planner.team_plan(view):
                parts.append(t(P + f"plan.{job}", pawn=self.pawn_colour_name(pawn), place=place))
            self._plan = t(P + "plan.line", plan=" · ".join(parts))
            self._plan_for = view
        return self._plan

    def draw_strip(self, surface: pygame.Surface) -> None:
        theme, assets = self.theme, self.assets
        draw.box(surface, STRIP, theme.colour("panel_dark"), 12, theme.colour("panel_dark_edge"), 1)
        text, colour = self.prompt()
        buttons = [b for b in self.buttons if b.visible]
        width = STRIP.w - (220 if buttons else 30)
        lines, px = assets.fit_wrapped(text, width, 70, "body", "bold", 12)
        y = STRIP.y + 12
        for line in lines:
            img = assets.text(line, px, colour, "bold")
            surface.blit(img, (STRIP.x + 14, y))
            y += px + 4
        plan = self.plan_text()
        if plan:
            plan_lines, plan_px = assets.fit_wrapped(plan, width, 40, "small", "bold", 11)
            py = STRIP.bottom - 28 - len(plan_lines) * (plan_px + 3)
            for line in plan_lines:
                surface.blit(assets.text(line, plan_px, theme.colour("accent"), "bold"), (STRIP.x + 14, py))
                py += plan_px + 3
        if self.scene.my_turn() and not self.session.is_over():
            keys = assets.fit_text(t(P + "keys"), width, "small", theme.colour("text_muted"))
            surface.blit(keys, (STRIP.x + 14, STRIP.bottom - 24))
        for button in buttons:
            button.draw(surface)

    def draw_banner(self, surface: pygame.Surface) -> None:
        if self.banner_tween is not None:
            draw_banner(surface, self.banner, self.banner_tween.value, (TABLE_RECT.w // 2 - 150, BOARD_AREA.y + 24), 860, TABLE_RECT)

