"""Treasure Hunters on screen: the side panel beside the board. At its top the team's
progress (jewels carried out, TH-19; rooms haunted, TH-20; the ghosts in the house and in
the supply, TH-3) and the goal; then the draw pile, the last card and what it did
(TH-2 to TH-6, TH-A3, TH-A4, the locked doors); then the movement die (TH-7, its ghost
icon TH-2) and the battle dice (TH-15, TH-16) with what they showed; under them the pawn
roster (D-5). Laid out top down from the measured line heights; when that does not fit,
first the gaps tighten, the pile's count moves onto the pile and the goal leaves for the
tooltip, then the whole panel's text steps down together (:data:`~.fit.SHRINK_STEPS`)."""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.treasure_hunters.rules import DRAW_CARD, LETTER, LOCK_CARD, GhostsFought
from ghostparlor.games.treasure_hunters.table.art import (
    DOOR_RGB,
    INK,
    MIN_PX,
    P,
    SIDE,
    BattleDie,
    TipArea,
    draw_ghost,
    draw_haunt_marker,
    draw_jewel,
)
from ghostparlor.games.treasure_hunters.table.fit import SHRINK_STEPS, TextFit
from ghostparlor.ui import DieView, Tween, draw


class SidePanel:
    """The side panel (a part of the table): it owns the dice, the card shown, what the
    last card and fight did, the goal's tooltip area and where each part was last drawn
    (``drawn``, for the inspect tips); the position it shows is the table's ``shown``."""

    ROSTER_ROW_MIN = 18

    def __init__(self, table) -> None:
        self.table = table
        self.game = table.game
        self.theme, self.assets = table.theme, table.assets
        self.words = table.words
        self.fit = TextFit(self.assets, self.theme)
        self.goal_tip = TipArea((SIDE.x, SIDE.y, SIDE.w, 200), name="goal_tip")  # the panel lays it out
        table.focus.add(self.goal_tip)
        self.move_die = DieView((SIDE.x + 24, SIDE.y + 318), 1, size=52, name="move_die")
        self.battle_dice = [BattleDie((SIDE.x + 150 + i * 60, SIDE.y + 318), 6, size=52, name=f"battle_{i}")
                            for i in range(self.game.max_dice)]
        self.die_shown = False
        self.die_ghost = False
        self.battle_shown = 0
        self.battle_text = ""
        self.last_fight = None  # the GhostsFought / UnhauntRolled the battle dice show
        self.last_card: str | None = None
        self.card_note = ""
        self.card_tween: Tween | None = None
        self.drawn: dict = {}  # name -> where a part of the panel was last drawn (the inspect tips read it)

    # --- the model --------------------------------------------------------------------------
    def refresh(self, view, at_rest: bool) -> None:
        """The card and the movement die of ``view`` (the card only when no step is pending)."""
        if at_rest:
            self.last_card = view.discard[-1] if view.discard else None
        if view.roll and not self.move_die.rolling:
            self.move_die.face = self.move_die._shown = max(1, min(6, view.roll))
            self.die_shown = True
            self.die_ghost = view.ghost_icon

    def start_step(self, step: dict) -> None:
        """A die rolls, a card turns, the battle dice roll, a ghost flies (its card's note)."""
        e = step["event"]
        kind = step["kind"]
        if kind == "roll":
            self.die_shown = True
            self.die_ghost = e.ghost
            self.battle_shown = 0
            self.battle_text = ""
            self.last_fight = None
            self.card_note = ""
            self.move_die.roll(max(1, min(6, e.value)), self.theme.duration("die_roll"))
        elif kind == "card":
            self.last_card = e.card
            self.card_note = t(P + "card_ignored") if e.ignored else ""
            self.card_tween = Tween(0.0, 1.0, 0.4, "ease_out_cubic")
        elif kind == "fight":
            faces = e.faces
            self.last_fight = e  # what the battle dice's tip tells
            self.battle_shown = len(faces)
            for i, die in enumerate(self.battle_dice[: len(faces)]):
                die.roll(die.face_number(faces[i]), self.theme.duration("die_roll") + 0.08 * i)
            self.battle_text = ""
        elif kind == "ghost":
            rid = e.room
            if e.skipped:
                self.card_note = t(P + "card_overflow", rooms=", ".join(e.skipped), room=rid)
            else:
                self.card_note = t(P + "card_ghost", room=rid)

    def fight_done(self, e) -> None:
        """What a fight (TH-15) or an un-haunting roll (TH-16) did, under the battle dice."""
        if isinstance(e, GhostsFought):
            self.battle_text = t(P + "fight_result", removed=e.removed)
        else:
            self.battle_text = t(P + "unhaunt_ok") if e.success else t(P + "unhaunt_failed")

    def rolling(self) -> bool:
        return self.move_die.rolling or any(d.rolling for d in self.battle_dice)

    def update(self, dt: float) -> None:
        self.move_die.update(dt)
        for die in self.battle_dice:
            die.update(dt)

    def update_card(self, dt: float) -> None:
        if self.card_tween is not None:
            self.card_tween.update(dt)
            if self.card_tween.done:
                self.card_tween = None

    # --- drawing ------------------------------------------------------------------------------
    def _side_options(self):
        """(size factor, compaction) in the order tried: 0 = the full panel; 1 = tighter
        gaps and the pile's count on its face; 2 = also the goal only as the tooltip."""
        yield 1.0, 0
        yield 1.0, 1
        for f in SHRINK_STEPS:
            yield f, 2

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        draw.box(surface, SIDE, theme.colour("panel_dark"), 12, theme.colour("panel_dark_edge"), 1)
        n = len(self.table.shown["positions"])
        bottom = SIDE.bottom - 6 - n * self.ROSTER_ROW_MIN
        chosen, level = SHRINK_STEPS[-1], 2
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
        theme, assets, view, sh, game = self.theme, self.assets, self.table.view, self.table.shown, self.game
        small = max(MIN_PX, round(theme.font_size("small") * f))
        body = max(MIN_PX, round(theme.font_size("body") * f))
        x, width = SIDE.x + 14, SIDE.w - 28
        edge = theme.colour("panel_dark_edge")[:3]
        gap = 9 if compact == 0 else 5
        y = SIDE.y + 8
        lines, px = self.fit.label(t(P + "team"), width, body, "title", 1)
        y = self.fit.blit_lines(surface, lines, px, theme.colour("accent"), "title", x, y) + gap - 3
        # jewels out
        total = game.jewel_count
        lines, px = self.fit.label(t(P + "jewels_out", n=sh["delivered"], total=total), width, small, "bold")
        top = y
        y = self.fit.blit_lines(surface, lines, px, theme.colour("text"), "bold", x, y) + 3
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
        lines, px = self.fit.label(t(P + "haunted_count", n=sh["markers"], total=limit), width, small, "bold")
        top = y
        y = self.fit.blit_lines(surface, lines, px, theme.colour("danger") if danger else theme.colour("text"), "bold", x, y) + 3
        hr = 9 if limit <= 10 else 6
        if surface is not None:
            step = min(2 * hr + 8, (SIDE.w - 28) // max(1, limit))
            for i in range(limit):
                draw_haunt_marker(surface, (x + hr + i * step, y + hr), hr, filled=i < sh["markers"])
            self.drawn["haunted_count"] = pygame.Rect(x - 4, top, width + 8, y + 2 * hr + 2 - top)
        y += 2 * hr + gap
        # ghosts
        on_board = sum(sh["ghosts"])
        lines, px = self.fit.label(t(P + "ghosts_count", n=on_board, supply=game.ghost_total - on_board), width - 22, small, "regular")
        if surface is not None and lines:
            draw_ghost(surface, (x + 8, y + assets.line_height(px) // 2 - 1), 7)
        top = y
        y = self.fit.blit_lines(surface, lines, px, theme.colour("text"), "regular", x + 22, y)
        if surface is not None:
            self.drawn["ghost_count"] = pygame.Rect(x - 4, top, width + 8, y - top)
        # the goal in two short lines, each after its picture (the whole rule is the tooltip)
        goal = t(P + "goal", jewels=total, limit=limit)
        self.drawn.pop("goal", None)
        if compact < 2:
            y += gap - 1
            top = y
            for key, kind in (("goal_win", "win"), ("goal_lose", "lose")):
                lines, px = self.fit.label(t(P + key, jewels=total, limit=limit), width - 24, small, "bold")
                lh = self.fit.lines_h(lines, px, "bold")
                if surface is not None:
                    centre = (x + 9, y + assets.line_height(px, "bold") // 2)
                    if kind == "win":
                        draw_jewel(surface, centre, 8)
                    else:
                        draw_haunt_marker(surface, centre, 8)
                colour = theme.colour("success") if kind == "win" else theme.colour("danger")
                y = self.fit.blit_lines(surface, lines, px, colour, "bold", x + 24, y) + (2 if lh else 0)
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
        theme, assets, sh, game = self.theme, self.assets, self.table.shown, self.game
        pile = pygame.Rect(x, y, 60, 84)
        card_rect = pygame.Rect(x + 76, y, 60, 84)
        count = t(P + "pile", n=sh["draw_size"])
        if on_face:
            bottom = pile.bottom
        else:
            bottom = pile.bottom + 2 + self.fit.lines_h(*self.fit.label(count, card_rect.right - x, small, "bold", 1), "bold")
        if surface is None:
            return bottom
        self.drawn["draw_pile"] = pygame.Rect(x - 4, y, card_rect.x - 4 - (x - 4), bottom - y)
        self.drawn["discard_pile"] = pygame.Rect(card_rect)
        self.drawn["card_drawn"] = pygame.Rect(card_rect.right + 4, y, SIDE.right - 8 - (card_rect.right + 4), bottom - y)
        draw.box(surface, pile, (60, 44, 76), 8, theme.colour("accent"), 2)
        if on_face:
            draw_ghost(surface, (pile.centerx, pile.y + 20), 11)
            lines, px = self.fit.fit_lines(count, pile.w - 8, pile.bottom - 6 - (pile.y + 38), small, "bold", MIN_PX)
            ly = pile.bottom - 6 - self.fit.lines_h(lines, px, "bold")
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
            image = pygame.transform.smoothscale(card_picture(self.game, self.theme, self.fit, self.last_card), (w, card_rect.h))
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
            lock_lines, lock_px = self.fit.label(t(P + "locked", colour=game.colour_name(colour)), note_w, small, "bold")
            room -= self.fit.lines_h(lock_lines, lock_px, "bold") + 2
        note = self.card_note or (t(P + "no_card") if not self.last_card else "")
        if self.last_card and not self.card_note:
            note = game.card_name(self.last_card)
        if note and room >= assets.line_height(MIN_PX, "bold"):
            lines, px = self.fit.fit_lines(note, note_w, room, small, "bold", MIN_PX)
            self.fit.blit_lines(surface, lines, px, theme.colour("text"), "bold", note_x, card_rect.y + 4)
        if lock_lines:
            ly = bottom - self.fit.lines_h(lock_lines, lock_px, "bold")
            self.fit.blit_lines(surface, lock_lines, lock_px, DOOR_RGB.get(colour, theme.colour("warning")), "bold", note_x, ly)
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
            h1 = self.fit.block_h([head_move], col - 10, small, "bold") + self.fit.block_h(tags, col - 10, small, "bold")
            h2 = self.fit.block_h([head_battle], width - col, small, "bold") + self.fit.block_h(results, width - col, small, "bold")
            side = size + 6 + max(h1, h2)
        # one row each: the texts beside the dice
        text_x1 = size + 12
        text_x2 = n * (size + gap) + 4
        beside = width - text_x2 >= 110
        r1 = max(size, self.fit.block_h([head_move], width - text_x1, small, "bold") + self.fit.block_h(tags, width - text_x1, small, "bold"))
        tw2 = width - text_x2 if beside else width
        t2 = self.fit.block_h([head_battle], tw2, small, "bold") + self.fit.block_h(results, tw2, small, "bold")
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
            ty = y + (r1 - self.fit.block_h([head_move], tw, small, "bold") - self.fit.block_h(tags, tw, small, "bold")) // 2
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
        lines, px = self.fit.label(head_move, tw, small, "bold")
        ty = self.fit.blit_lines(surface, lines, px, muted, "bold", tx, ty)
        if self.die_shown:
            self.move_die.draw(surface)
            if not self.move_die.rolling:
                tag = tags[0] if self.die_ghost else tags[1]
                lines, px = self.fit.label(tag, tw, small, "bold")
                self.fit.blit_lines(surface, lines, px, theme.colour("warning") if self.die_ghost else theme.colour("success"), "bold", tx, ty)
        else:
            draw.box(surface, self.move_die.rect, (0, 0, 0, 50), 10, theme.colour("panel_dark_edge"), 1)
        # the battle dice
        lines, px = self.fit.label(head_battle, bw, small, "bold")
        by = self.fit.blit_lines(surface, lines, px, muted, "bold", bx, by)
        for i, die in enumerate(self.battle_dice):
            if i < self.battle_shown:
                die.draw(surface)
            else:
                draw.box(surface, die.rect, (0, 0, 0, 50), 10, theme.colour("panel_dark_edge"), 1)
        if self.battle_text and not any(d.rolling for d in self.battle_dice):
            lines, px = self.fit.label(self.battle_text, bw, small, "bold")
            self.fit.blit_lines(surface, lines, px, theme.colour("accent"), "bold", bx, by)
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
        theme, assets, view, sh = self.theme, self.assets, self.table.view, self.table.shown
        n = len(sh["positions"])
        row_h = min(22, area.h // max(1, n))
        rows = self.drawn["roster"] = []
        for pawn in range(n):
            y = area.y + pawn * row_h
            row = pygame.Rect(area.x, y, area.w, row_h - 2)
            rows.append(row)
            active = pawn == view.turn and not self.table.feed.is_over()
            if active:
                draw.box(surface, row, theme.colour("secondary"), 6, theme.colour("accent"), 1)
            r = max(6, row_h // 2 - 3)
            self.words.draw_token(surface, pawn, (row.x + r + 6, row.centery), r)
            where = self.game.place_name(sh["positions"][pawn])
            text = self.words.name(pawn) + " \u2014 " + where
            px = max(MIN_PX, min(theme.font_size("small"), row_h - 7))
            img = assets.fit_text(text, row.w - 2 * r - 40, px, theme.colour("text"), "bold" if active else "regular", MIN_PX)
            surface.blit(img, img.get_rect(midleft=(row.x + 2 * r + 14, row.centery)))
            if sh["carrying"][pawn]:
                draw_jewel(surface, (row.right - 12, row.centery), 7, sh["carried_number"][pawn])


def card_picture(game, theme, fit: TextFit, card: str) -> pygame.Surface:
    """A ghost card's face, 60 x 84: a room's letter (red for a jewel room) or what the card does."""
    assets = fit.assets
    surface = pygame.Surface((60, 84), pygame.SRCALPHA)
    rect = surface.get_rect()
    kind = game.card_type[game.card_index[card]] if card in game.card_index else LETTER
    pygame.draw.rect(surface, theme.colour("parchment")[:3], rect, border_radius=8)
    pygame.draw.rect(surface, theme.colour("parchment_edge")[:3], rect, 2, border_radius=8)
    if kind == LETTER:
        b = game.board
        jewel = b.room_ids.index(card) in b.jewel_rooms if card in b.room_ids else False
        img = assets.text(card, 40, (200, 50, 50) if jewel else INK, "title")
        surface.blit(img, img.get_rect(center=(30, 36)))
        draw_ghost(surface, (30, 68), 6, (120, 200, 130), (30, 50, 34))
        return surface
    arg = game.card_arg[game.card_index[card]]
    if kind == LOCK_CARD:
        colour = game.board.colours[arg]
        pygame.draw.rect(surface, DOOR_RGB.get(colour, (150, 150, 150)), (6, 30, 48, 14), border_radius=3)
        text = t(P + "card_short.lock")
    elif kind == DRAW_CARD:
        text = t(P + "card_short.draw", n=arg)
    else:
        text = t(P + "card_short.shuffle")
    lines, px = fit.fit_lines(text, 52, 40, "small", "bold", MIN_PX)
    y = 52 if kind == LOCK_CARD else 42 - len(lines) * (px + 2) // 2
    for line in lines:
        img = assets.text(line, px, INK, "bold")
        surface.blit(img, img.get_rect(midtop=(30, y)))
        y += px + 2
    return surface
