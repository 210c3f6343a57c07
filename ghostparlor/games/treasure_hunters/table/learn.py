"""Treasure Hunters on screen: what the table teaches. Every place, door, pawn, jewel,
ghost, card pile, die and counter it draws answers the inspect tips (:meth:`TableTips.things`:
what it is and what it does under the rules, with the rule's ID), read from where the
board and the side panel last drew them. Drawing only; the notes are in :mod:`.notes`."""

from __future__ import annotations

import pygame

from ghostparlor.core import strings as _strings
from ghostparlor.core.strings import SENTENCE_GAP, t
from ghostparlor.games.treasure_hunters.rules import DRAW_CARD, LETTER, LOCK_CARD, SHUFFLE_CARD
from ghostparlor.ui.inspect import Thing

PART = "treasure_hunters.inspect_part."  # fragments the inspect texts are filled with


def sentences(*parts: str) -> str:
    """Sentences shown one after another, joined as the language joins them."""
    return SENTENCE_GAP.get(_strings._language, " ").join(p for p in parts if p)


class TableTips:
    """The inspect tips of the table's parts (the board's places and pieces, the side panel's
    counters, piles and dice), as they are shown now."""

    def __init__(self, table) -> None:
        self.table = table
        self.game = table.game
        self.words = table.words

    def things(self, viewer: int | None) -> list:
        table = self.table
        if table.view is None or not table.shown or table.scene.viewer() != table.view_seat:
            return []
        game, view = self.game, table.view
        things: list[Thing] = []
        # the team's part of the side panel: the goal under everything, the counters on it
        goal = game.jewel_count, view.markers_total
        things.append(Thing(pygame.Rect(table.side.goal_tip.rect), "goal", "TH-21", {"jewels": goal[0], "limit": goal[1]}))
        things.extend(self._board_things(viewer))
        things.extend(self._side_things())
        return things

    def _room_state(self, r: int) -> tuple[str, str]:
        """(ghosts or haunting, jewel) sentences of room ``r`` as shown now."""
        sh, game = self.table.shown, self.game
        if sh["haunted"][r]:
            ghosts = t(PART + "room_haunted")
        elif sh["ghosts"][r] >= game.ghosts_to_haunt - 1 and sh["ghosts"][r] > 0:
            ghosts = t(PART + "room_ghosts_full", n=sh["ghosts"][r])
        elif sh["ghosts"][r]:
            ghosts = t(PART + "room_ghosts", n=sh["ghosts"][r])
        else:
            ghosts = t(PART + "room_clear")
        if r not in self.game.board.jewel_rooms and not sh["has_jewel"][r]:
            jewel = t(PART + "no_jewel_room")
        elif sh["has_jewel"][r]:
            jewel = t(PART + "jewel_here")
        else:
            jewel = t(PART + "jewel_gone")
        return ghosts, jewel

    def _board_things(self, viewer: int | None) -> list[Thing]:
        game, board, sh, view = self.game, self.table.board, self.table.shown, self.table.view
        b = board.b
        things: list[Thing] = []
        # the places: rooms, hallway squares, outside
        out_rect = pygame.Rect(board.node_rects[b.out_id])
        label = board.outside_label
        things.append(Thing(out_rect.union(label) if label is not None else out_rect, "outside", "TH-18"))
        for sid in b.hall_ids:
            things.append(Thing(pygame.Rect(board.node_rects[sid]), "hallway", "TH-9", {"square": game.place_name(sid)}))
        layouts = {}
        for r, rid in enumerate(b.room_ids):
            ghosts, jewel = self._room_state(r)
            rule = "TH-17" if sh["haunted"][r] else "TH-8"
            things.append(Thing(pygame.Rect(board.node_rects[rid]), "room", rule,
                                {"room": game.room_name(rid), "ghosts": ghosts, "jewel": jewel}))
            layouts[rid] = board.rooms.room_layout(r, rid)
        # doors (after the places: a door's strip lies over both of its sides)
        locked = sh.get("locked")
        for a, c, colour, p0, p1 in board.doors:
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
        _, _, _, p0, p1 = board.front_door
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
        r = board.pawn_radius()
        for pawn, node in enumerate(positions):
            if node not in board.node_rects:
                continue
            x, y = board.pawn_spot(pawn, node, positions)
            disc = pygame.Rect(int(x) - r - 3, int(y) - r - 3, 2 * r + 6, 2 * r + 6)
            things.append(Thing(disc, "pawn", "D-5", {"pawn": self.words.name(pawn), "place": game.place_name(node),
                                                      "carry": self._carry_words(pawn, node)}))
            if sh["carrying"][pawn]:
                jr = max(5, r // 2 + 1)
                jx, jy = x + r * 0.8, y - r * 0.8
                things.append(Thing(pygame.Rect(int(jx) - jr - 2, int(jy) - jr - 2, 2 * jr + 4, 2 * jr + 4), "carried_jewel",
                                    "TH-13", {"pawn": self.words.name(pawn), "jewel": self._jewel_words(sh["carried_number"][pawn])}))
        return things

    @staticmethod
    def _door_rect(p0, p1) -> pygame.Rect:
        x0, x1 = sorted((p0[0], p1[0]))
        y0, y1 = sorted((p0[1], p1[1]))
        rect = pygame.Rect(int(x0), int(y0), max(1, int(x1 - x0)), max(1, int(y1 - y0)))
        return rect.inflate(12 if rect.w < 6 else 2, 12 if rect.h < 6 else 2)

    def _jewel_words(self, number: int) -> str:
        if not self.table.view.advanced:
            return t(PART + "jewel_basic")
        return t(PART + "jewel_number", number=number) if number else t(PART + "jewel_face_down")

    def _carry_words(self, pawn: int, node: str) -> str:
        sh, b = self.table.shown, self.game.board
        if not sh["carrying"][pawn]:
            return t(PART + "carries_none")
        if node in b.room_ids and sh["haunted"][b.room_ids.index(node)]:
            return t(PART + "carries_trapped")
        return t(PART + "carries_jewel")

    def _side_things(self) -> list[Thing]:
        game, sh, view, side = self.game, self.table.shown, self.table.view, self.table.side
        d = side.drawn
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
            if side.die_shown and not side.move_die.rolling:
                roll = t(PART + "die_ghost" if side.die_ghost else PART + "die_no_ghost", roll=side.move_die.face)
            else:
                roll = t(PART + "die_not_rolled")
            things.append(Thing(pygame.Rect(d["move_die"]), "move_die", "TH-7", {"roll": roll}))
        if "battle_dice" in d:
            fight = side.last_fight
            if fight is not None and side.battle_shown and not any(die.rolling for die in side.battle_dice):
                last = t(PART + "battle_last", faces=game.faces_text(fight.faces))
            else:
                last = t(PART + "battle_none")
            things.append(Thing(pygame.Rect(d["battle_dice"]), "battle_dice", "TH-15", {"last": last}))
        for pawn, row in enumerate(d.get("roster", [])):
            if pawn < len(sh["positions"]):
                node = sh["positions"][pawn]
                things.append(Thing(pygame.Rect(row), "roster", "D-5", {"pawn": self.words.name(pawn), "place": game.place_name(node),
                                                                        "carry": self._carry_words(pawn, node)}))
        return things

    def _card_effect(self) -> tuple[str, str]:
        """(rule, words) of the card shown beside the draw pile."""
        game, card = self.game, self.table.side.last_card
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
        return "TH-A4", t(PART + "card_lock", card=name, colour=game.colour_name(game.board.colours[game.card_arg[k]]))
