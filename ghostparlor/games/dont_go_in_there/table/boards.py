"""Don't Go In There: the three room boards (card slots on top, spaces 1..4 below with
their flashlights and meeples), their spots to click, and what each thing on them says
it is (inspect tips).

Only what the viewer may see: a face-down Secret Passage card stays face down unless the
viewer has looked at it (marked as secret) or the open view shows it (marked as open);
the boards show a meeple that has landed or a card that has flown away before the view
is refreshed (the motion's steps tell them, ``step_done``).
"""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.dont_go_in_there.play.goals import RULE_OF_ROOM
from ghostparlor.games.dont_go_in_there.rules import PlaceMeeple, TakeCard
from ghostparlor.games.dont_go_in_there.table.art import (
    CARD,
    P,
    ROOM_TINT,
    SETUP_PHASES,
    TEXT_MIN,
    board_rect,
    card_surface,
    draw_lamp,
    room_picture,
    slot_rect,
    space_rect,
)
from ghostparlor.games.dont_go_in_there.table.header import RoomHeaders
from ghostparlor.games.dont_go_in_there.table.learn import I, card_thing, room_rule
from ghostparlor.games.dont_go_in_there.table.open import draw_open_frame, draw_open_mark
from ghostparlor.games.dont_go_in_there.table.part import Part
from ghostparlor.ui import draw
from ghostparlor.ui import probe as _probe
from ghostparlor.ui.inspect import Thing
from ghostparlor.ui.spot import Spot
from ghostparlor.ui.tokens import Marker, draw_marker


class BoardsPanel(Part):
    """The room boards: their slots and spaces (spots to click), drawn and explained."""

    def __init__(self, table) -> None:
        super().__init__(table)
        self.slot_spots = {(b, s): Spot(slot_rect(b, s), f"slot_{b + 1}_{s}") for b in range(3) for s in (1, 2, 3)}
        self.space_spots = {(b, s): Spot(space_rect(b, s), f"space_{b + 1}_{s}") for b in range(3) for s in (1, 2, 3, 4)}
        for b in range(3):
            table.focus.add(*(self.slot_spots[(b, s)] for s in (1, 2, 3)))
        for b in range(3):
            table.focus.add(*(self.space_spots[(b, s)] for s in (1, 2, 3, 4)))
        self.extra_meeples: dict[tuple[int, int], int] = {}  # landed meeples not in the (stale) view yet
        self.hidden_slots: set[tuple[int, int]] = set()  # cards flown away, not in the view yet
        self.revealed: dict[tuple[int, int], str] = {}  # Secret Passage cards turned up, view not refreshed
        self.resolving_board: int | None = None
        self.headers = RoomHeaders(table)  # each board's name, dice and rule

    # --- the model -------------------------------------------------------------------
    def refresh(self, view, legal: list, my_turn: bool, names: list[str]) -> None:
        """The spots from ``view`` and the legal actions (each says why it cannot be played)."""
        game = self.game
        self.extra_meeples.clear()
        self.hidden_slots.clear()
        self.revealed.clear()
        places = {(a.room, a.space) for a in legal if isinstance(a, PlaceMeeple)}
        takes = {a.slot for a in legal if isinstance(a, TakeCard)}
        mover = view.to_move
        res_b = self.table.board_of(view.resolving) if view.resolving else None
        self.resolving_board = res_b
        for (b, s), spot in self.space_spots.items():
            bd = view.boards[b]
            room = bd.room
            spot.visible = room is not None
            spot.legal = room is not None and (room, s) in places
            spot.action = PlaceMeeple(room, s) if room else None
            who = bd.meeples[s - 1] if room else None
            if room is None:
                spot.reason = t(P + "why.board_out")
            elif not my_turn:
                spot.reason = self._wait_reason(mover, names)
            elif who is not None:
                spot.reason = t(P + "why.space_taken")
            elif view.phase == "claim":
                spot.reason = t(P + "why.claim_first", room=game.room_name(view.resolving))
            else:
                spot.reason = t(P + "why.answer_first")
            spot.tooltip = ""  # the inspect tip says what the space is (learn.py)
        for (b, s), spot in self.slot_spots.items():
            bd = view.boards[b]
            card = bd.slots[s - 1] if bd.room else None
            spot.visible = bd.room is not None
            spot.legal = res_b == b and s in takes
            spot.action = TakeCard(s)
            if card is None:
                spot.reason = t(P + "why.empty_slot")
            elif not my_turn:
                spot.reason = self._wait_reason(mover, names)
            elif view.phase == "place":
                spot.reason = t(P + "why.place_first")
            elif view.phase == "claim" and res_b != b:
                spot.reason = t(P + "why.other_room", room=game.room_name(view.resolving))
            else:
                spot.reason = t(P + "why.answer_first")
            spot.tooltip = ""  # the inspect tip says what the card is (learn.py)

    def _wait_reason(self, mover: int, names: list[str]) -> str:
        if 0 <= mover < len(names) and mover != self.scene.viewer():
            return t(P + "why.not_yours", player=names[mover])
        return t("game.not_your_turn")

    def resolves(self, b: int) -> None:
        """Board ``b``'s room resolves now (lit before the view says so)."""
        self.resolving_board = b

    def step_done(self, step: dict) -> None:
        """A step of the motion has ended over the view it was queued over: what it did
        shows until the view is refreshed (the meeple landed, the card gone, turned up)."""
        kind = step["kind"]
        if kind == "meeple":
            self.extra_meeples[(step["board"], step["space"])] = step["seat"]
        elif kind == "card":
            self.hidden_slots.add((step["board"], step["slot"]))
        elif kind == "reveal":
            self.revealed[(step["board"], step["slot"])] = step["card"]

    def shown_slot(self, b: int, s: int):
        """The card drawn in slot ``s`` of board ``b`` now (None: empty), as the viewer sees it."""
        bd = self.view.boards[b]
        card = bd.slots[s - 1]
        if (b, s) in self.revealed:
            card = self.revealed[(b, s)]
        if (b, s) in self.hidden_slots:
            card = None
        return card

    # --- drawing ---------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        for b in range(len(self.view.boards)):
            self.draw_board(surface, b)

    def draw_board(self, surface: pygame.Surface, b: int) -> None:
        view, theme, assets, game = self.view, self.theme, self.assets, self.game
        bd = view.boards[b]
        rect = board_rect(b)
        room = bd.room
        if room is None:
            draw.box(surface, rect, (30, 22, 38), 14, theme.colour("panel_dark_edge"), 1)
            if view.phase not in SETUP_PHASES:  # DG-11: the deck ran out
                label = assets.fit_text(t(P + "board_out"), rect.w - 24, "large", theme.colour("text_muted"), "bold")
                surface.blit(label, label.get_rect(center=rect.center))
            return
        resolving = self.resolving_board == b and (view.resolving is not None or self.table.motion.steps)
        tint = ROOM_TINT.get(room, (60, 44, 72))
        draw.shadow(surface, rect, 14)
        picture = room_picture(room, rect.w, rect.h)
        if picture is not None:  # the room seen through its doorway: walls, mantel, floor, furniture
            surface.blit(picture, rect)
            if resolving:
                pygame.draw.rect(surface, theme.colour("accent")[:3], rect, 3, border_radius=4)
        else:
            draw.box(surface, rect, tint, 14, theme.colour("accent") if resolving else theme.colour("panel_dark_edge"), 3 if resolving else 2)
        if resolving:
            draw.glow(surface, rect, theme.colour("accent"), 14, 6, 120)
        self.headers.draw(surface, rect, room, bd)
        # the card slots
        for s in (1, 2, 3):
            sr = slot_rect(b, s)
            card = bd.slots[s - 1]
            if (b, s) in self.revealed:
                card = self.revealed[(b, s)]
            if (b, s) in self.hidden_slots or self.table.motion.flying_from(b, s):
                card = None
            if card is None:
                draw.box(surface, sr, (0, 0, 0, 60), 8, theme.colour("panel_dark_edge"), 1)
            else:
                draw.shadow(surface, sr, 8, (0, 3))
                spot = self.slot_spots[(b, s)]
                with _probe.box(sr, spot.name, tooltip=True):  # the inspect tip tells the card whole (learn.py)
                    surface.blit(card_surface(card, *CARD), sr)
                if (b, s) in self.table.secrets.slots and (b, s) not in self.revealed:
                    # the open view of a replay: face down during the game, shown (open.py)
                    draw_open_frame(surface, sr, theme)
                    draw_open_mark(surface, (sr.right - 6, sr.y + 6), theme, 10)
                elif bd.face_down_slot == s and card != "face_down":
                    # a face-down card only this viewer has looked at: marked as secret
                    mark = assets.fit_text(t(P + "face_down"), 16, "small", theme.colour("accent_text"), "bold", TEXT_MIN)
                    badge = pygame.Rect(0, 0, 22, 22)
                    badge.center = (sr.right - 6, sr.y + 6)
                    pygame.draw.circle(surface, theme.colour("accent")[:3], badge.center, 11)
                    surface.blit(mark, mark.get_rect(center=badge.center))
                    pygame.draw.rect(surface, theme.colour("accent")[:3], sr, 2, border_radius=8)
        if room == "library":
            self.headers.draw_slot_tags(surface, b, rect, game.slot_ghosts[game.room_index[room]])
        # the spaces, top (deepest) to bottom
        for s in (1, 2, 3, 4):
            self.draw_space(surface, b, s, room, bd)
        for s in (1, 2, 3):
            self.slot_spots[(b, s)].draw(surface)
        for s in (1, 2, 3, 4):
            self.space_spots[(b, s)].draw(surface)

    def draw_space(self, surface: pygame.Surface, b: int, s: int, room: str, bd) -> None:
        theme, assets, game = self.theme, self.assets, self.game
        r = space_rect(b, s)
        depth = 0.5 - 0.12 * (s - 1)
        fill = draw.darken(ROOM_TINT.get(room, (60, 44, 72)), max(0.0, depth))
        draw.box(surface, r, (*fill[:3], 90), 8, theme.colour("grid_line"), 1)  # a rug on the room's floor
        num = assets.text(t(P + "space", n=s), "body", theme.colour("text"), "bold")
        pygame.draw.circle(surface, (24, 16, 30), (r.x + 18, r.centery), 13)
        pygame.draw.circle(surface, theme.colour("panel_dark_edge")[:3], (r.x + 18, r.centery), 13, 1)
        surface.blit(num, num.get_rect(center=(r.x + 18, r.centery)))
        lights = game.flashlights[s - 1]
        for i in range(lights):
            draw_lamp(surface, (r.x + 40 + i * 22, r.centery), 10)
        # placement effects (DG-20, DG-21)
        ri = game.room_index[room]
        gain_sp, gain = game.place_gain[ri]
        disc_sp, disc = game.place_discard[ri]
        tag = None
        if gain_sp == s - 1 and gain:
            tag = (t(P + "attic_space", n=gain), theme.colour("warning"))
        elif disc_sp == s - 1 and disc:
            tag = (t(P + "nursery_space", n=disc), theme.colour("success"))
        who = bd.meeples[s - 1]
        if who is None:
            who = self.extra_meeples.get((b, s))
        centre = (r.right - 24, r.centery)
        # the tag after the flashlights and the meeple's name before its marker share the row
        left = r.x + 42 + max(lights, 0) * 22
        right = centre[0] - 20
        avail = right - left
        name = self.feed.names()[who] if who is not None and not self.table.motion.floated("space", b, s) else ""
        px = assets.theme.font_size("small")
        if name and tag:  # both a little smaller first, then the name shortened
            while px > TEXT_MIN and assets.text_width(name, px, "bold") + 10 + assets.text_width(tag[0], px, "bold") > avail:
                px -= 1
        name_w = assets.text_width(name, px, "bold") if name else 0
        tag_w = assets.text_width(tag[0], px, "bold") if tag else 0
        if name and tag and name_w + 10 + tag_w > avail:
            tag_w = min(tag_w, avail // 2)
            name_w = avail - 10 - tag_w
        if tag:
            img = assets.fit_text(tag[0], min(tag_w, avail), px, tag[1], "bold")
            surface.blit(img, img.get_rect(midleft=(left, r.centery)))
        # where a "+1 ghost" rising from the meeple shows (in place of its name)
        free = left + (min(tag_w, avail) + 10 if tag else 0)
        self.table.motion.place_float(("space", b, s), pygame.Rect(free, r.y + 2, max(0, right - free), r.h - 4))
        if who is not None:
            draw_marker(surface, Marker(seat=self.feed.seats()[who].colour), centre, 13, theme)
            if name:
                img = assets.fit_text(name, min(name_w, avail), px, theme.colour("text"), "bold")
                surface.blit(img, img.get_rect(midright=(right, r.centery)))
        else:
            pygame.draw.circle(surface, (0, 0, 0, 0), centre, 12)
            pygame.draw.circle(surface, theme.colour("panel_dark_edge")[:3], centre, 12, 1)

    # --- inspect ---------------------------------------------------------------------
    def things(self, names: list[str]) -> list[Thing]:
        """Every board, and each card, slot, space and meeple on it."""
        return [thing for b, bd in enumerate(self.view.boards) for thing in self._board_things(b, bd, names)]

    def _board_things(self, b: int, bd, names: list[str]) -> list[Thing]:
        game = self.game
        rect = board_rect(b)
        if bd.room is None:
            return [Thing(pygame.Rect(rect), "board_out", "DG-11", {"position": bd.position})]
        room = bd.room
        out = [Thing(pygame.Rect(rect), "room", RULE_OF_ROOM[room],
                     {"room": game.room_name(room), "position": bd.position, "rule": room_rule(game, room),
                      "other": game.room_name(bd.other_side), "meeples": game.resolve_at}, name=game.room_name(room))]
        ri = game.room_index[room]
        for s in (1, 2, 3):
            card = self.shown_slot(b, s)
            where = slot_rect(b, s)
            if card is None:
                out.append(Thing(pygame.Rect(where), "slot", "DG-10", {"room": game.room_name(room), "slot": s}))
            elif card == "face_down":
                out.append(Thing(pygame.Rect(where), "face_down_card", "DG-25", {"room": game.room_name(room)},
                                 name=t("dont_go_in_there.card.face_down")))
            else:
                notes_ = []
                ghosts = game.slot_ghosts[ri][s - 1]
                if ghosts > 0:
                    notes_.append(t(I + "note.library_gain", slot=s, n=ghosts))
                elif ghosts < 0:
                    notes_.append(t(I + "note.library_lose", slot=s, n=-ghosts))
                if (b, s) in self.table.secrets.slots and (b, s) not in self.revealed:
                    notes_.append(self.table.secrets.note("card"))  # the replay's open view (open.py)
                elif bd.face_down_slot == s and (b, s) not in self.revealed:
                    notes_.append(t(I + "note.peeked"))
                out.append(card_thing(game, card, where, " ".join(notes_)))
        gain_sp, gain = game.place_gain[ri]
        lose_sp, lose = game.place_discard[ri]
        seats = [bd.meeples[i] if bd.meeples[i] is not None else self.extra_meeples.get((b, i + 1)) for i in range(4)]
        for s in (1, 2, 3, 4):
            lights = game.flashlights[s - 1]
            params = {"space": s, "room": game.room_name(room), "flashlights": lights,
                      "lights_text": t(I + "count_flashlights", n=lights)}
            who = seats[s - 1]
            if who is None:
                note = ""
                if gain_sp == s - 1 and gain:
                    note = t(I + "note.attic", n=gain)
                elif lose_sp == s - 1 and lose:
                    note = t(I + "note.nursery", n=lose)
                out.append(Thing(pygame.Rect(space_rect(b, s)), "space", "DG-9", {**params, "note": note}))
            else:
                above = sum(1 for w in seats[: s - 1] if w is not None)
                order = t(I + "note.first") if not above else t(I + "note.after", n=above)
                out.append(Thing(pygame.Rect(space_rect(b, s)), "meeple", "DG-10",
                                 {**params, "player": names[who] if 0 <= who < len(names) else "?", "order": order}))
        return out
