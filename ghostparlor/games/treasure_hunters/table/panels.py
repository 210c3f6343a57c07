"""Treasure Hunters on screen: the side panel (the team's progress, the cards, the
movement die and the battle dice, the pawn roster), the strip below the board (prompt,
team plan, choice buttons) and the texts the frame asks for."""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.treasure_hunters.rules import DRAW_CARD, LETTER, LOCK_CARD, PUT_DOWN, Move
from ghostparlor.games.treasure_hunters.table.art import (
    BOARD_AREA,
    DOOR_RGB,
    INK,
    MIN_PX,
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
from ghostparlor.ui.assets import break_units, clean_text
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
        initials = [self.pawn_initial(p) for p in pawns]
        from ghostparlor.ui.glyphs import missing

        for gap in (" ", "\u2009"):  # the players panel keeps ~100 px for it (body size)
            line = gap.join(initials)
            if missing(gap, self.assets.font_path(self.assets.weight_for(line, "bold"))):
                continue
            if self.assets.text_width(line, "body", "bold") <= 100:
                return line
        return "" if len(pawns) == len(view.pawn_owner) else "".join(initials)  # one person plays every pawn: nothing to tell apart

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
        # a hero a person plays is taking "their" turn; a bot's hero "its"
        owner = view.pawn_owner[pawn] if 0 <= pawn < len(view.pawn_owner) else -1
        bot = "" if 0 <= owner < len(self.session.plans) and self.session.plans[owner].is_human else "_bot"
        if self.scene.viewer() is None:
            return t(P + "prompt.spectate" + bot, pawn=who), theme.colour("text_muted")
        if not self.scene.my_turn() or self.steps:
            return t(P + "prompt.wait" + bot, pawn=who), theme.colour("text_muted")
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
        return t(P + "prompt.wait" + bot, pawn=who), theme.colour("text_muted")


    # the side panel: the team, the cards and the dice. Laid out top down from the measured
    # line heights; when that does not fit the panel, first the gaps tighten, the pile's count
    # moves onto the pile and the goal leaves for the tooltip, then the whole panel's text
    # steps down together (SHRINK_STEPS; the strip below does the same).
    SHRINK_STEPS = (1.0, 0.95, 0.9, 0.85, 0.8, 0.76, 0.72, 0.68, 0.64, 0.6)
    ROSTER_ROW_MIN = 18

    def _label(self, text: str, width: int, px: int, weight: str, max_lines: int = 2) -> tuple[list[str], int]:
        """Lines and pixel size of a label: one line (shrunk by a fifth at most), else
        wrapped at full size onto ``max_lines`` (shrinking further only if needed)."""
        assets = self.assets
        if not text:
            return [], px
        size, low = px, max(MIN_PX, int(px * 0.8))
        while size > low and assets.text_width(text, size, weight) > width:
            size -= 1
        if assets.text_width(text, size, weight) <= width or max_lines <= 1:
            return [text] if max_lines > 1 else [assets.ellipsize(text, width, size, weight)], size
        return self._fit_lines(text, width, max_lines * assets.line_height(px, weight), px, weight, MIN_PX)

    def _fit_lines(self, text: str, width: int, height: int, size, weight: str = "regular", min_size: int | None = None):
        """Wrapped lines and size that fit ``width`` x ``height`` (words kept whole where the assets can)."""
        assets = self.assets
        px = self.theme.font_size(size)
        floor = min(max(MIN_PX, min_size or 0), px)
        words = [unit for para in text.split("\n") for _, unit in break_units(clean_text(para))]
        widest = max(words, key=lambda word: assets.text_width(word, px, weight), default="")
        while px > floor and assets.text_width(widest, px, weight) > width:
            px -= 1  # start where every word fits a line: no trial wrap splits one
        fit = getattr(assets, "fit_lines", None) or assets.fit_wrapped
        return fit(text, width, height, px, weight, floor)

    def _lines_h(self, lines: list[str], px: int, weight: str) -> int:
        return sum(self.assets.line_height(px, self.assets.weight_for(line, weight)) for line in lines)

    def _blit_lines(self, surface, lines: list[str], px: int, colour, weight: str, x: int, y: int) -> int:
        """Draw ``lines`` from ``y`` down (nothing when ``surface`` is None); returns the y under them."""
        assets = self.assets
        for line in lines:
            w = assets.weight_for(line, weight)
            if surface is not None:
                surface.blit(assets.text(line, px, colour, weight), (x, y))
            y += assets.line_height(px, w)
        return y

    def _block_h(self, texts: list[str], width: int, px: int, weight: str, max_lines: int = 2) -> int:
        """The tallest of ``texts`` laid out as labels (room kept for whichever is shown)."""
        return max([self._lines_h(*self._label(text, width, px, weight, max_lines), weight) for text in texts if text] or [0])

    def _side_options(self):
        """(size factor, compaction) in the order tried: 0 = the full panel; 1 = tighter
        gaps and the pile's count on its face; 2 = also the goal only as the tooltip."""
        yield 1.0, 0
        yield 1.0, 1
        for f in self.SHRINK_STEPS:
            yield f, 2

    def draw_side(self, surface: pygame.Surface) -> None:
        theme = self.theme
        draw.box(surface, SIDE, theme.colour("panel_dark"), 12, theme.colour("panel_dark_edge"), 1)
        n = len(self.shown["positions"])
        bottom = SIDE.bottom - 6 - n * self.ROSTER_ROW_MIN
        chosen, level = self.SHRINK_STEPS[-1], 2
        for f, compact in self._side_options():
            if self._side(None, f, compact) <= bottom:
                chosen, level = f, compact
                break
        y = self._side(surface, chosen, level)
        pygame.draw.line(surface, theme.colour("panel_dark_edge")[:3], (SIDE.x + 10, y + 2), (SIDE.right - 10, y + 2), 1)
        self.draw_roster(surface, pygame.Rect(SIDE.x + 8, y + 6, SIDE.w - 16, SIDE.bottom - 6 - (y + 6)))

    def _side(self, surface: pygame.Surface | None, f: float, compact: int) -> int:
        """Lay out (and with a surface, draw) the panel above the roster with the texts at
        ``f`` times their size and ``compact`` (see :meth:`_side_options`); returns the y under it."""
        theme, assets, view, sh, game = self.theme, self.assets, self.view, self.shown, self.game
        small = max(MIN_PX, round(theme.font_size("small") * f))
        body = max(MIN_PX, round(theme.font_size("body") * f))
        x, width = SIDE.x + 14, SIDE.w - 28
        edge = theme.colour("panel_dark_edge")[:3]
        gap = 9 if compact == 0 else 5
        y = SIDE.y + 8
        lines, px = self._label(t(P + "team"), width, body, "title", 1)
        y = self._blit_lines(surface, lines, px, theme.colour("accent"), "title", x, y) + gap - 3
        # jewels out
        total = game.jewel_count
        lines, px = self._label(t(P + "jewels_out", n=sh["delivered"], total=total), width, small, "bold")
        top = y
        y = self._blit_lines(surface, lines, px, theme.colour("text"), "bold", x, y) + 3
        jr = 9 if total <= 10 else 6
        if surface is not None:
            step = min(2 * jr + 8, (SIDE.w - 28) // max(1, total))
            for i in range(total):
                draw_jewel(surface, (x + jr + i * step, y + jr), jr, 0, dim=i >= sh["delivered"])
            self.drawn["jewels_out"] = pygame.Rect(x - 4, top, width + 8, y + 2 * jr + 2 - top)
        y += 2 * jr + gap
        # rooms haunted
        limit = view.markers_total
        danger = sh["markers"] >= limit - 1
        lines, px = self._label(t(P + "haunted_count", n=sh["markers"], total=limit), width, small, "bold")
        top = y
        y = self._blit_lines(surface, lines, px, theme.colour("danger") if danger else theme.colour("text"), "bold", x, y) + 3
        hr = 9 if limit <= 10 else 6
        if surface is not None:
            step = min(2 * hr + 8, (SIDE.w - 28) // max(1, limit))
            for i in range(limit):
                draw_haunt_marker(surface, (x + hr + i * step, y + hr), hr, filled=i < sh["markers"])
            self.drawn["haunted_count"] = pygame.Rect(x - 4, top, width + 8, y + 2 * hr + 2 - top)
        y += 2 * hr + gap
        # ghosts
        on_board = sum(sh["ghosts"])
        lines, px = self._label(t(P + "ghosts_count", n=on_board, supply=game.ghost_total - on_board), width - 22, small, "regular")
        if surface is not None and lines:
            draw_ghost(surface, (x + 8, y + assets.line_height(px) // 2 - 1), 7)
        top = y
        y = self._blit_lines(surface, lines, px, theme.colour("text"), "regular", x + 22, y)
        if surface is not None:
            self.drawn["ghost_count"] = pygame.Rect(x - 4, top, width + 8, y - top)
        # the goal in two short lines, each after its picture (the whole rule is the tooltip)
        goal = t(P + "goal", jewels=total, limit=limit)
        self.drawn.pop("goal", None)
        if compact < 2:
            y += gap - 1
            top = y
            for key, kind in (("goal_win", "win"), ("goal_lose", "lose")):
                lines, px = self._label(t(P + key, jewels=total, limit=limit), width - 24, small, "bold")
                lh = self._lines_h(lines, px, "bold")
                if surface is not None:
                    centre = (x + 9, y + assets.line_height(px, "bold") // 2)
                    if kind == "win":
                        draw_jewel(surface, centre, 8)
                    else:
                        draw_haunt_marker(surface, centre, 8)
                colour = theme.colour("success") if kind == "win" else theme.colour("danger")
                y = self._blit_lines(surface, lines, px, colour, "bold", x + 24, y) + (2 if lh else 0)
            if surface is not None:
                self.drawn["goal"] = pygame.Rect(x - 4, top, width + 8, y - top)
        if surface is not None:
            self.goal_tip.rect = pygame.Rect(SIDE.x, SIDE.y, SIDE.w, y - SIDE.y)
            self.goal_tip.tooltip = goal
            pygame.draw.line(surface, edge, (SIDE.x + 10, y + 4), (SIDE.right - 10, y + 4), 1)
        y += 10
        y = self._cards(surface, x, y, small, compact >= 1)
        if surface is not None:
            pygame.draw.line(surface, edge, (SIDE.x + 10, y + 3), (SIDE.right - 10, y + 3), 1)
        y += 8
        return self._dice(surface, x, y, width, small)

    def _cards(self, surface: pygame.Surface | None, x: int, y: int, small: int, on_face: bool) -> int:
        """The draw pile with its count (under it, or ``on_face``), the last card and what
        it did; returns the y under them."""
        theme, assets, sh, game = self.theme, self.assets, self.shown, self.game
        pile = pygame.Rect(x, y, 60, 84)
        card_rect = pygame.Rect(x + 76, y, 60, 84)
        count = t(P + "pile", n=sh["draw_size"])
        if on_face:
            bottom = pile.bottom
        else:
            bottom = pile.bottom + 2 + self._lines_h(*self._label(count, card_rect.right - x, small, "bold", 1), "bold")
        if surface is None:
            return bottom
        self.drawn["draw_pile"] = pygame.Rect(x - 4, y, card_rect.x - 4 - (x - 4), bottom - y)
        self.drawn["discard_pile"] = pygame.Rect(card_rect)
        self.drawn["card_drawn"] = pygame.Rect(card_rect.right + 4, y, SIDE.right - 8 - (card_rect.right + 4), bottom - y)
        draw.box(surface, pile, (60, 44, 76), 8, theme.colour("accent"), 2)
        if on_face:
            draw_ghost(surface, (pile.centerx, pile.y + 20), 11)
            lines, px = self._fit_lines(count, pile.w - 8, pile.bottom - 6 - (pile.y + 38), small, "bold", MIN_PX)
            ly = pile.bottom - 6 - self._lines_h(lines, px, "bold")
            for line in lines:
                img = assets.text(line, px, theme.colour("text"), "bold")
                surface.blit(img, img.get_rect(midtop=(pile.centerx, ly)))
                ly += assets.line_height(px, assets.weight_for(line, "bold"))
        else:
            draw_ghost(surface, (pile.centerx, pile.centery - 8), 12)
            num = assets.fit_text(count, card_rect.right - x, small, theme.colour("text"), "bold")
            place = num.get_rect(midtop=(pile.centerx, pile.bottom + 2))
            place.left = max(SIDE.x + 8, place.left)
            surface.blit(num, place)
        if self.last_card:
            p = self.card_tween.value if self.card_tween is not None else 1.0
            w = max(2, int(card_rect.w * p))
            image = pygame.transform.smoothscale(self.card_surface(self.last_card), (w, card_rect.h))
            surface.blit(image, image.get_rect(center=card_rect.center))
        else:
            draw.box(surface, card_rect, (0, 0, 0, 50), 8, theme.colour("panel_dark_edge"), 1)
        # what the card did, beside it (down to the pile count's line), the locked doors under that
        note_x = card_rect.right + 10
        note_w = SIDE.right - note_x - 10
        room = bottom - card_rect.y - 4
        lock_lines: list[str] = []
        lock_px = small
        colour = sh.get("locked")
        if colour:
            lock_lines, lock_px = self._label(t(P + "locked", colour=game.colour_name(colour)), note_w, small, "bold")
            room -= self._lines_h(lock_lines, lock_px, "bold") + 2
        note = self.card_note or (t(P + "no_card") if not self.last_card else "")
        if self.last_card and not self.card_note:
            note = game.card_name(self.last_card)
        if note and room >= assets.line_height(MIN_PX, "bold"):
            lines, px = self._fit_lines(note, note_w, room, small, "bold", MIN_PX)
            self._blit_lines(surface, lines, px, theme.colour("text"), "bold", note_x, card_rect.y + 4)
        if lock_lines:
            ly = bottom - self._lines_h(lock_lines, lock_px, "bold")
            self._blit_lines(surface, lock_lines, lock_px, DOOR_RGB.get(colour, theme.colour("warning")), "bold", note_x, ly)
        return bottom

    def _dice(self, surface: pygame.Surface | None, x: int, y: int, width: int, small: int) -> int:
        """The movement die and the battle dice with their names and what they showed:
        side by side (each name under its dice) or, when that is taller, one row each
        with the texts beside the dice. Returns the y under them."""
        theme = self.theme
        size, gap = 52, 8
        n = len(self.battle_dice)
        head_move, head_battle = t(P + "move_die"), t(P + "battle_dice")
        tags = [t(P + "ghost_icon"), t(P + "no_ghost_icon")]
        results = [t(P + "fight_result", removed=k) for k in range(n + 1)] + [t(P + "unhaunt_ok"), t(P + "unhaunt_failed")]
        # side by side: two columns (only when the battle dice fit theirs)
        col = width // 2
        side = None
        if n * (size + gap) - gap <= width - col:
            h1 = self._block_h([head_move], col - 10, small, "bold") + self._block_h(tags, col - 10, small, "bold")
            h2 = self._block_h([head_battle], width - col, small, "bold") + self._block_h(results, width - col, small, "bold")
            side = size + 6 + max(h1, h2)
        # one row each: the texts beside the dice
        text_x1 = size + 12
        text_x2 = n * (size + gap) + 4
        beside = width - text_x2 >= 110
        r1 = max(size, self._block_h([head_move], width - text_x1, small, "bold") + self._block_h(tags, width - text_x1, small, "bold"))
        tw2 = width - text_x2 if beside else width
        t2 = self._block_h([head_battle], tw2, small, "bold") + self._block_h(results, tw2, small, "bold")
        r2 = max(size, t2) if beside else size + 6 + t2
        rows = r1 + gap + r2
        stacked = side is None or rows < side
        height = rows if stacked else side
        if surface is None:
            return y + height
        muted = theme.colour("text_muted")
        self.drawn["dice"] = pygame.Rect(x, y, width, height)
        if stacked:
            self.move_die.rect.topleft = (x, y + (r1 - size) // 2)
            tx, tw = x + text_x1, width - text_x1
            ty = y + (r1 - self._block_h([head_move], tw, small, "bold") - self._block_h(tags, tw, small, "bold")) // 2
            y2 = y + r1 + gap
            dy = (r2 - size) // 2 if beside else 0
            for i, die in enumerate(self.battle_dice):
                die.rect.topleft = (x + i * (size + gap), y2 + dy)
            bx, bw = (x + text_x2, tw2) if beside else (x, width)
            by = y2 + (r2 - t2) // 2 if beside else y2 + size + 6
        else:
            self.move_die.rect.topleft = (x + 10, y)
            for i, die in enumerate(self.battle_dice):
                die.rect.topleft = (x + col + i * (size + gap), y)
            tx, ty, tw = x, y + size + 6, col - 10
            bx, by, bw = x + col, y + size + 6, width - col
        # the movement die
        lines, px = self._label(head_move, tw, small, "bold")
        ty = self._blit_lines(surface, lines, px, muted, "bold", tx, ty)
        if self.die_shown:
            self.move_die.draw(surface)
            if not self.move_die.rolling:
                tag = tags[0] if self.die_ghost else tags[1]
                lines, px = self._label(tag, tw, small, "bold")
                self._blit_lines(surface, lines, px, theme.colour("warning") if self.die_ghost else theme.colour("success"), "bold", tx, ty)
        else:
            draw.box(surface, self.move_die.rect, (0, 0, 0, 50), 10, theme.colour("panel_dark_edge"), 1)
        # the battle dice
        lines, px = self._label(head_battle, bw, small, "bold")
        by = self._blit_lines(surface, lines, px, muted, "bold", bx, by)
        for i, die in enumerate(self.battle_dice):
            if i < self.battle_shown:
                die.draw(surface)
            else:
                draw.box(surface, die.rect, (0, 0, 0, 50), 10, theme.colour("panel_dark_edge"), 1)
        if self.battle_text and not any(d.rolling for d in self.battle_dice):
            lines, px = self._label(self.battle_text, bw, small, "bold")
            self._blit_lines(surface, lines, px, theme.colour("accent"), "bold", bx, by)
        # what each die's tip covers: the die with its words (side by side: the column; stacked: the row)
        if stacked:
            move_rect = pygame.Rect(x, y, width, r1)
            battle_rect = pygame.Rect(x, y + r1 + gap, width, r2)
        else:
            move_rect = pygame.Rect(x, y, col, height)
            battle_rect = pygame.Rect(x + col, y, width - col, height)
        self.drawn["move_die"] = move_rect
        self.drawn["battle_dice"] = battle_rect
        return y + height

    def draw_roster(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        theme, assets, view, sh = self.theme, self.assets, self.view, self.shown
        n = len(sh["positions"])
        row_h = min(22, area.h // max(1, n))
        rows = self.drawn["roster"] = []
        for pawn in range(n):
            y = area.y + pawn * row_h
            row = pygame.Rect(area.x, y, area.w, row_h - 2)
            rows.append(row)
            active = pawn == view.turn and not self.session.is_over()
            if active:
                draw.box(surface, row, theme.colour("secondary"), 6, theme.colour("accent"), 1)
            r = max(6, row_h // 2 - 3)
            self.draw_pawn_small(surface, pawn, (row.x + r + 6, row.centery), r)
            where = self.game.place_name(sh["positions"][pawn])
            text = self.pawn_name(pawn) + " \u2014 " + where
            px = max(MIN_PX, min(theme.font_size("small"), row_h - 7))
            img = assets.fit_text(text, row.w - 2 * r - 40, px, theme.colour("text"), "bold" if active else "regular", MIN_PX)
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
        lines, px = self._fit_lines(text, 52, 40, "small", "bold", MIN_PX)
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
        if getattr(self.scene, "tutorial", False) and getattr(self.scene, "lesson_on", False):
            return ""  # a lesson: the coach says what to do; the bots' plan would say otherwise
        if self._plan_for is not view:
            from ghostparlor.games.treasure_hunters.play.bot import make_easy_bot

            if self._planner is None:
                self._planner = make_easy_bot(self.game, 0)
            parts = []
            for pawn, job, place in self._planner.team_plan(view):
                parts.append(t(P + f"plan.{job}", pawn=self.pawn_colour_name(pawn), place=place))
            self._plan = t(P + "plan.line", plan=" · ".join(parts))
            self._plan_for = view
        return self._plan

    def draw_strip(self, surface: pygame.Surface) -> None:
        """The prompt at the top (beside the choice buttons), the keys line at the bottom and
        the team plan just above it; a text below the buttons takes the strip's whole
        width. When they do not fit at their size, the three step down together."""
        theme = self.theme
        draw.box(surface, STRIP, theme.colour("panel_dark"), 12, theme.colour("panel_dark_edge"), 1)
        text, colour = self.prompt()
        buttons = [b for b in self.buttons if b.visible]
        beside = STRIP.w - (220 if buttons else 30)  # beside the buttons
        full = STRIP.w - 30
        under = max([b.rect.bottom for b in buttons] or [STRIP.y]) + 4  # a line starting here is under them
        plan = self.plan_text()
        keys = t(P + "keys") if self.scene.my_turn() and not self.session.is_over() else ""
        top, bottom = STRIP.y + 10, STRIP.bottom - 4
        x = STRIP.x + 14
        layout = None
        for f in self.SHRINK_STEPS:
            layout = self._strip_layout(text, plan, keys, f, top, bottom, under, beside, full)
            if layout[-1]:
                break
        (p_lines, p_px, p_y), (l_lines, l_px, l_y), (k_img, k_y), _ = layout
        self._blit_lines(surface, p_lines, p_px, colour, "bold", x, p_y)
        self._blit_lines(surface, l_lines, l_px, theme.colour("accent"), "bold", x, l_y)
        if k_img is not None:
            surface.blit(k_img, (x, k_y))
        for button in buttons:
            button.draw(surface)

    def _strip_layout(self, text: str, plan: str, keys: str, f: float, top: int, bottom: int, under: int,
                      beside: int, full: int):
        """((prompt lines, px, y), (plan lines, px, y), (keys image, y), fits) at ``f``
        times the sizes; when it does not fit, the plan is cut to the room left."""
        theme, assets = self.theme, self.assets
        body = theme.font_size("body")  # the prompt keeps the body size: the plan and the keys line step down
        small = max(MIN_PX, round(theme.font_size("small") * f))
        k_img, k_y = None, bottom
        if keys:
            k_img = assets.fit_text(keys, full if bottom - assets.line_height(small) >= under else beside, small,
                                    theme.colour("text_muted"), "regular", MIN_PX)
            k_y = bottom - k_img.get_height()
        p_lines = assets.wrap(text, beside, body, "bold")
        p_end = top + self._lines_h(p_lines, body, "bold")
        if p_end > k_y and p_end <= bottom:  # the keys line gives way to the prompt (the Hint and tips keep them)
            k_img, k_y = None, bottom
        fits = p_end <= k_y
        if not fits:  # the prompt alone: shrink it into its room
            p_lines, body = self._fit_lines(text, beside, k_y - top, body, "bold", MIN_PX)
            p_end = top + self._lines_h(p_lines, body, "bold")
        l_lines: list[str] = []
        l_y = k_y
        if plan:
            room = k_y - 2 - (p_end + 4)
            l_lines = assets.wrap(plan, full, small, "bold")
            plan_h = self._lines_h(l_lines, small, "bold")
            if k_y - 2 - plan_h < under:  # it would reach up beside the buttons
                l_lines = assets.wrap(plan, beside, small, "bold")
                plan_h = self._lines_h(l_lines, small, "bold")
            if plan_h > room:
                fits = False
                width = full if p_end + 4 >= under else beside
                l_lines, small = self._fit_lines(plan, width, max(0, room), small, "bold", MIN_PX) if room >= assets.line_height(MIN_PX, "bold") else ([], small)
                plan_h = self._lines_h(l_lines, small, "bold")
            l_y = k_y - 2 - plan_h
        return (p_lines, body, top), (l_lines, small, l_y), (k_img, k_y), fits

    def draw_banner(self, surface: pygame.Surface) -> None:
        if self.banner_tween is not None:
            draw_banner(surface, self.banner, self.banner_tween.value, (TABLE_RECT.w // 2 - 150, BOARD_AREA.y + 24), 860, TABLE_RECT)

