"""Treasure Hunters on screen: what the table teaches. Every place, door, pawn, jewel, ghost,
card pile, die and counter it draws answers the inspect tips (``inspectables``: what it is
and what it does under the rules, with the rule's ID), and the side panel's Notes tab shows
the ghost cards left per room letter (``draw_notes``, from :mod:`.aids`). Drawing only; the
notes are computed from the viewer's view."""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import SENTENCE_GAP, t
from ghostparlor.core import strings as _strings
from ghostparlor.games.treasure_hunters.play.aids import notes as card_notes
from ghostparlor.games.treasure_hunters.rules import DRAW_CARD, LETTER, LOCK_CARD, SHUFFLE_CARD
from ghostparlor.games.treasure_hunters.table.art import MIN_PX, P, draw_ghost, draw_haunt_marker
from ghostparlor.ui import draw
from ghostparlor.ui.inspect import Thing

PART = "treasure_hunters.inspect_part."  # fragments the inspect texts are filled with


def sentences(*parts: str) -> str:
    """Sentences shown one after another, joined as the language joins them."""
    return SENTENCE_GAP.get(_strings._language, " ").join(p for p in parts if p)


class LearnMixin:
    """Inspect tips and notes (part of :class:`TreasureHuntersTable`)."""

    # --- inspect -----------------------------------------------------------------------
    def inspectables(self, viewer: int | None) -> list:
        if self.view is None or not self.shown or self.scene.viewer() != self.view_seat:
            return []
        game, b, sh, view = self.game, self.b, self.shown, self.view
        things: list[Thing] = []
        # the team's part of the side panel: the goal under everything, the counters on it
        goal = game.jewel_count, view.markers_total
        things.append(Thing(pygame.Rect(self.goal_tip.rect), "goal", "TH-21", {"jewels": goal[0], "limit": goal[1]}))
        things.extend(self._board_things(viewer))
        things.extend(self._side_things())
        return things

    def _room_state(self, r: int) -> tuple[str, str]:
        """(ghosts or haunting, jewel) sentences of room ``r`` as shown now."""
        sh, game = self.shown, self.game
        if sh["haunted"][r]:
            ghosts = t(PART + "room_haunted")
        elif sh["ghosts"][r] >= game.ghosts_to_haunt - 1 and sh["ghosts"][r] > 0:
            ghosts = t(PART + "room_ghosts_full", n=sh["ghosts"][r])
        elif sh["ghosts"][r]:
            ghosts = t(PART + "room_ghosts", n=sh["ghosts"][r])
        else:
            ghosts = t(PART + "room_clear")
        if r not in self.b.jewel_rooms and not sh["has_jewel"][r]:
            jewel = t(PART + "no_jewel_room")
        elif sh["has_jewel"][r]:
            jewel = t(PART + "jewel_here")
        else:
            jewel = t(PART + "jewel_gone")
        return ghosts, jewel

    def _board_things(self, viewer: int | None) -> list[Thing]:
        game, b, sh, view = self.game, self.b, self.shown, self.view
        things: list[Thing] = []
        # the places: rooms, hallway squares, outside
        out_rect = pygame.Rect(self.node_rects[b.out_id])
        label = self.drawn.get("outside_label")
        things.append(Thing(out_rect.union(label) if label is not None else out_rect, "outside", "TH-18"))
        for sid in b.hall_ids:
            things.append(Thing(pygame.Rect(self.node_rects[sid]), "hallway", "TH-9", {"square": game.place_name(sid)}))
        layouts = {}
        for r, rid in enumerate(b.room_ids):
            ghosts, jewel = self._room_state(r)
            rule = "TH-17" if sh["haunted"][r] else "TH-8"
            things.append(Thing(pygame.Rect(self.node_rects[rid]), "room", rule,
                                {"room": game.room_name(rid), "ghosts": ghosts, "jewel": jewel}))
            layouts[rid] = self.room_layout(r, rid)
        # doors (after the places: a door's strip lies over both of its sides)
        locked = sh.get("locked")
        for a, c, colour, p0, p1 in self.doors:
            rect = self._door_rect(p0, p1)
            names = {"a": game.place_name(a), "b": game.place_name(c)}
            if colour == "none":
                things.append(Thing(rect, "room_door", "D-13", names))
                continue
            if not view.advanced:
                lock = t(PART + "door_basic")
            elif locked == colour:
                lock = t(PART + "door_locked")
            else:
                lock = t(PART + "door_open", colour=game.colour_name(colour))
            things.append(Thing(rect, "door", "TH-A4" if view.advanced else "TH-8",
                                {"colour": game.colour_name(colour), "lock": lock, **names}))
        _, _, _, p0, p1 = self.front_door
        things.append(Thing(self._door_rect(p0, p1), "front_door", "TH-11", {"square": game.place_name(b.node_ids[b.front_square])}))
        # what lies in the rooms
        for r, rid in enumerate(b.room_ids):
            parts = layouts[rid]
            name = game.room_name(rid)
            if parts["ghosts"]:
                rect = parts["ghosts"][0][2].unionall([g[2] for g in parts["ghosts"]])
                things.append(Thing(rect.inflate(4, 4), "ghosts", "TH-15", {"n": len(parts["ghosts"]), "room": name}))
            if parts["marker"] is not None:
                things.append(Thing(parts["marker"][2].inflate(4, 4), "haunting", "TH-16", {"room": name}))
            if parts["jewel"] is not None:
                number = parts["jewel"][2]
                things.append(Thing(parts["jewel"][3].inflate(4, 4), "jewel", "TH-12",
                                    {"room": name, "jewel": self._jewel_words(number)}))
        # the pawns, with the jewels they carry (a walking pawn is not inspected: the table is busy then)
        positions = sh["positions"]
        r = self.pawn_radius()
        for pawn, node in enumerate(positions):
            if node not in self.node_rects:
                continue
            x, y = self.pawn_spot(pawn, node, positions)
            disc = pygame.Rect(int(x) - r - 3, int(y) - r - 3, 2 * r + 6, 2 * r + 6)
            things.append(Thing(disc, "pawn", "D-5", {"pawn": self.pawn_name(pawn), "place": game.place_name(node),
                                                      "carry": self._carry_words(pawn, node)}))
            if sh["carrying"][pawn]:
                jr = max(5, r // 2 + 1)
                jx, jy = x + r * 0.8, y - r * 0.8
                things.append(Thing(pygame.Rect(int(jx) - jr - 2, int(jy) - jr - 2, 2 * jr + 4, 2 * jr + 4), "carried_jewel",
                                    "TH-13", {"pawn": self.pawn_name(pawn), "jewel": self._jewel_words(sh["carried_number"][pawn])}))
        return things

    @staticmethod
    def _door_rect(p0, p1) -> pygame.Rect:
        x0, x1 = sorted((p0[0], p1[0]))
        y0, y1 = sorted((p0[1], p1[1]))
        rect = pygame.Rect(int(x0), int(y0), max(1, int(x1 - x0)), max(1, int(y1 - y0)))
        return rect.inflate(12 if rect.w < 6 else 2, 12 if rect.h < 6 else 2)

    def _jewel_words(self, number: int) -> str:
        if not self.view.advanced:
            return t(PART + "jewel_basic")
        return t(PART + "jewel_number", number=number) if number else t(PART + "jewel_face_down")

    def _carry_words(self, pawn: int, node: str) -> str:
        sh, b = self.shown, self.b
        if not sh["carrying"][pawn]:
            return t(PART + "carries_none")
        if node in b.room_ids and sh["haunted"][b.room_ids.index(node)]:
            return t(PART + "carries_trapped")
        return t(PART + "carries_jewel")

    def _side_things(self) -> list[Thing]:
        game, sh, view, d = self.game, self.shown, self.view, self.drawn
        things: list[Thing] = []
        if "jewels_out" in d:
            things.append(Thing(pygame.Rect(d["jewels_out"]), "jewels_out", "TH-19", {"n": sh["delivered"], "total": game.jewel_count}))
        if "haunted_count" in d:
            things.append(Thing(pygame.Rect(d["haunted_count"]), "haunted_count", "TH-20",
                                {"n": sh["markers"], "limit": view.markers_total}))
        if "ghost_count" in d:
            on_board = sum(sh["ghosts"])
            things.append(Thing(pygame.Rect(d["ghost_count"]), "ghost_count", "TH-3",
                                {"n": on_board, "supply": game.ghost_total - on_board}))
        if "draw_pile" in d:
            things.append(Thing(pygame.Rect(d["draw_pile"]), "draw_pile", "TH-2", {"n": sh["draw_size"]}))
        if "discard_pile" in d:
            n = len(view.discard)
            pile = t(PART + "discard_top", n=n, card=game.card_name(view.discard[-1])) if n else t(PART + "discard_empty")
            things.append(Thing(pygame.Rect(d["discard_pile"]), "discard_pile", "TH-6", {"pile": pile}))
        if "card_drawn" in d:
            rule, effect = self._card_effect()
            lock = sh.get("locked")
            if lock:
                effect = sentences(effect, t(PART + "locked_now", colour=game.colour_name(lock)))
            things.append(Thing(pygame.Rect(d["card_drawn"]), "card_drawn", rule, {"effect": effect}))
        if "move_die" in d:
            if self.die_shown and not self.move_die.rolling:
                roll = t(PART + "die_ghost" if self.die_ghost else PART + "die_no_ghost", roll=self.move_die.face)
            else:
                roll = t(PART + "die_not_rolled")
            things.append(Thing(pygame.Rect(d["move_die"]), "move_die", "TH-7", {"roll": roll}))
        if "battle_dice" in d:
            fight = self.last_fight
            if fight is not None and self.battle_shown and not any(die.rolling for die in self.battle_dice):
                last = t(PART + "battle_last", faces=game.faces_text(fight.faces))
            else:
                last = t(PART + "battle_none")
            things.append(Thing(pygame.Rect(d["battle_dice"]), "battle_dice", "TH-15", {"last": last}))
        for pawn, row in enumerate(d.get("roster", [])):
            if pawn < len(sh["positions"]):
                node = sh["positions"][pawn]
                things.append(Thing(pygame.Rect(row), "roster", "D-5", {"pawn": self.pawn_name(pawn), "place": game.place_name(node),
                                                                        "carry": self._carry_words(pawn, node)}))
        return things

    def _card_effect(self) -> tuple[str, str]:
        """(rule, words) of the card shown beside the draw pile."""
        game, card = self.game, self.last_card
        if not card or card not in game.card_index:
            return "TH-2", t(PART + "card_none")
        k = game.card_index[card]
        kind = game.card_type[k]
        name = game.card_name(card)
        if kind == LETTER:
            return "TH-3", t(PART + "card_letter", card=name, room=game.room_name(card))
        if kind == SHUFFLE_CARD:
            return "TH-6", t(PART + "card_shuffle", card=name)
        if kind == DRAW_CARD:
            return "TH-A3", t(PART + "card_draw", card=name, n=game.card_arg[k])
        assert kind == LOCK_CARD
        return "TH-A4", t(PART + "card_lock", card=name, colour=game.colour_name(self.b.colours[game.card_arg[k]]))

    # --- notes ---------------------------------------------------------------------------
    def notes_now(self):
        """The notes of the view shown (worked out once per view)."""
        view = self.view
        if view is None:
            return None
        cached = self.__dict__.get("_notes")
        if cached is None or cached[0] is not view:
            cached = self.__dict__["_notes"] = (view, card_notes(self.game, view))
        return cached[1]

    def draw_notes(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The ghost cards left, per room letter: a table in two halves (A-F, G-L) with each
        letter's card (in the draw pile, or drawn), the room now (ghosts or haunting) and the
        chance that the next card sends a ghost there; under it a key and the Shuffle card's
        chance. The table takes what the words under it leave (its rows at least 18 px)."""
        if self.view is None:
            self.refresh(self.scene.viewer())
        notes = self.notes_now()
        if notes is None:
            return
        theme, assets = self.theme, self.assets
        muted = theme.colour("text_muted")
        y = rect.y
        # the heading: the piles
        head = t(P + "notes.piles", n=notes.draw_size, discard=notes.discard_size)
        lines, px = assets.fit_lines(head, rect.w, 2 * assets.line_height("small", "bold"), "small", "bold", None, 2)
        for line in lines:
            surface.blit(assets.text(line, px, theme.colour("accent"), "bold"), (rect.x, y))
            y += assets.line_height(px, "bold")
        y += 3
        rows = len(notes.rooms) - len(notes.rooms) // 2
        key_h = max(18, assets.line_height("small"))
        # the words under the table: the Shuffle card, then the key (fitted into what the table leaves)
        foot = [self._shuffle_words(notes)]
        if notes.advanced:
            foot.append(self._advanced_words(notes))
        foot.append(t(P + "notes.legend"))
        foot_text = "\n".join(foot)
        natural = len(assets.wrap(foot_text, rect.w, "small", trial=True)) * assets.line_height("small")
        row_h = max(18, min(26, (rect.bottom - y - key_h - natural - 8) // rows))
        foot_room = rect.bottom - (y + rows * row_h + 4 + key_h + 4)
        f_lines, f_px = assets.fit_lines(foot_text, rect.w, max(assets.line_height(MIN_PX), foot_room), "small", "regular", MIN_PX)
        foot_h = len(f_lines) * assets.line_height(f_px)
        row_h = max(18, min(26, (rect.bottom - y - foot_h - key_h - 8) // rows))
        table = pygame.Rect(rect.x, y, rect.w, rows * row_h)
        self._draw_card_table(surface, table, notes, row_h)
        y = table.bottom + 4
        self._draw_key(surface, pygame.Rect(rect.x, y, rect.w, key_h))
        y += key_h + 4
        shuffle_lines = len(assets.wrap(foot[0], rect.w, f_px)) if f_lines else 0
        for i, line in enumerate(f_lines):
            surface.blit(assets.text(line, f_px, theme.colour("text") if i < shuffle_lines else muted), (rect.x, y))
            y += assets.line_height(f_px)

    def _draw_key(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """The card column's key: a card in the draw pile, a card drawn (on the discard pile)."""
        assets, muted = self.assets, self.theme.colour("text_muted")
        half = box.w // 2
        words = [t(P + "notes.key_in_pile"), t(P + "notes.key_drawn")]
        px = self.theme.font_size("small")
        while px > MIN_PX and any(assets.text_width(w, px) > half - 24 for w in words):
            px -= 1  # both at one size
        for i, (left, text) in enumerate(zip((1, 0), words)):
            x = box.x + i * half
            self._card_mark(surface, (x + 8, box.centery), box.h, left)
            img = assets.fit_text(text, half - 24, px, muted, "regular", MIN_PX)
            surface.blit(img, img.get_rect(midleft=(x + 20, box.centery)))

    def _shuffle_words(self, notes) -> str:
        if notes.shuffle_by <= 0:
            return t(P + "notes.no_shuffle")
        if notes.shuffle_by == 1:
            return t(P + "notes.shuffle_next")
        return t(P + "notes.shuffle", pct=round(100 * notes.shuffle_chance), by=notes.shuffle_by)

    def _advanced_words(self, notes) -> str:
        draws = sum(n for _, n in notes.draw_left)
        locks = sum(n for _, n in notes.locks_left)
        return t(P + "notes.advanced", draws=draws, locks=locks)

    def _draw_card_table(self, surface: pygame.Surface, area: pygame.Rect, notes, row_h: int) -> None:
        theme, assets = self.theme, self.assets
        text_c, muted = theme.colour("text"), theme.colour("text_muted")
        half = len(notes.rooms) - len(notes.rooms) // 2
        groups = [notes.rooms[:half], notes.rooms[half:]]
        gap = 12
        gw = (area.w - gap) // 2
        px = max(MIN_PX, min(theme.font_size("small"), row_h - 2))
        c_letter = max(18, assets.text_width("W", px + 2, "title") + 6)
        c_card = 22
        c_room = 36
        c_next = gw - c_letter - c_card - c_room
        edge = theme.colour("panel_dark_edge")[:3]
        pygame.draw.line(surface, edge, (area.x + gw + gap // 2, area.y), (area.x + gw + gap // 2, area.bottom - 2), 1)
        for g, rooms in enumerate(groups):
            x0 = area.x + g * (gw + gap)
            y = area.y
            for i, room in enumerate(rooms):
                mid = y + row_h // 2
                if i % 2 == 0:  # banded rows: the eye keeps its line across the four columns
                    draw.box(surface, pygame.Rect(x0, y, gw, row_h), (*edge, 70), 3)
                colour = (236, 84, 84) if room.jewel_room else text_c
                letter = assets.fit_text(room.letter, c_letter - 4, px + 2, colour, "title")
                surface.blit(letter, letter.get_rect(midleft=(x0 + 3, mid)))
                self._card_mark(surface, (x0 + c_letter + c_card // 2, mid), row_h, room.cards_left)
                self._room_mark(surface, pygame.Rect(x0 + c_letter + c_card, y, c_room, row_h), room)
                nx = x0 + c_letter + c_card + c_room
                if room.haunted:
                    word = "\u2192 " + room.lands_in if room.lands_in else "\u2014"
                    img = assets.fit_text(word, c_next - 2, px, muted, "bold", MIN_PX)
                elif room.incoming:
                    warn = room.next_haunts
                    pct = f"{round(100 * notes.chance(room))}%" + (" !" if warn else "")
                    img = assets.fit_text(pct, c_next - 2, px, theme.colour("danger") if warn else text_c, "bold", MIN_PX)
                else:
                    img = assets.fit_text("0%", c_next - 2, px, muted, "regular", MIN_PX)
                surface.blit(img, img.get_rect(midleft=(nx, mid)))
                y += row_h

    def _card_mark(self, surface: pygame.Surface, centre, row_h: int, left: int) -> None:
        """A small card: face down and bright while ``left`` (> 0) of this letter's cards are in
        the draw pile (the count on it when more), an empty outline struck through once all are drawn."""
        h = max(16, min(20, row_h - 2))
        w = max(14, h * 3 // 4)
        card = pygame.Rect(0, 0, w, h)
        card.center = (int(centre[0]), int(centre[1]))
        if left:
            pygame.draw.rect(surface, (96, 70, 120), card, border_radius=3)
            pygame.draw.rect(surface, self.theme.colour("accent")[:3], card, 1, border_radius=3)
            if left > 1:
                img = self.assets.text(str(left), MIN_PX, (255, 255, 255), "bold")
                surface.blit(img, img.get_rect(center=card.center))
            else:
                draw_ghost(surface, (card.centerx, card.centery - 1), max(3, w // 3))
        else:
            pygame.draw.rect(surface, (110, 96, 110), card, 1, border_radius=3)
            pygame.draw.line(surface, (150, 130, 150), card.bottomleft, card.topright, 2)

    def _room_mark(self, surface: pygame.Surface, box: pygame.Rect, room) -> None:
        mid = box.centery
        if room.haunted:
            draw_haunt_marker(surface, (box.x + 9, mid), max(5, min(8, box.h // 2 - 2)))
            return
        gr = max(4, min(6, box.h // 3))
        for i in range(room.ghosts):
            draw_ghost(surface, (box.x + gr + 2 + i * (2 * gr + 3), mid - 1), gr)
        if not room.ghosts:
            pygame.draw.circle(surface, (110, 96, 110), (box.x + gr + 2, mid), 2)
