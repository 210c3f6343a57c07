"""Don't Go In There: what the table tells a person learning it (issue 22) — every thing on
the table says what it is and what it does under the rules (``inspectables``), where a
move is made (``hint_marks``, for the hint and the tutorial's coach), and the notes of the
side panel (the cards of each type still to come, ``draw_notes``).

A mixin of :class:`~ghostparlor.games.dont_go_in_there.table.table.DontGoInThereTable`. Only
what the viewer may see: the face-down Secret Passage card is "a face-down card" unless the
viewer has looked at it, and hidden ghost counts stay hidden (D-9, D-11, DG-25); the
replay's open view says of each secret it shows that it was one (scene_open). The words
come from the string table, one entry per kind (``dont_go_in_there.inspect.<kind>``),
their numbers from the content (data/games/dont_go_in_there.yaml).
"""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.dont_go_in_there.play.aids import notes
from ghostparlor.games.dont_go_in_there.play.goals import RULE_OF_CURSE, RULE_OF_ROOM, goal_words, progress
from ghostparlor.games.dont_go_in_there.rules import PlaceMeeple, TakeCard
from ghostparlor.games.dont_go_in_there.table.art import STRIP, TEXT_MIN, fit_words, board_rect, curse_chip, curse_of, slot_rect, space_rect, value_of
from ghostparlor.games.dont_go_in_there.table.marks import collection_rows, panel_rows
from ghostparlor.scenes.game import HintMark
from ghostparlor.ui.inspect import Thing

I = "dont_go_in_there.inspect."
P_UI = "dont_go_in_there.ui."
MIN_ROW = 18  # the least height of a row of the notes' table
DECK = pygame.Rect(STRIP.x + 10, STRIP.y + 10, 44, STRIP.h - 20)  # the deck's pile at the strip's left end


def room_rule(game, room: str) -> str:
    """The room's own rule in a sentence, its numbers from the content (DG-20 to DG-25)."""
    r = game.rooms[game.room_index[room]]
    if room == "attic":
        return t(I + "rule.attic", space=r["space"], ghosts=r["ghosts"])
    if room == "nursery":
        return t(I + "rule.nursery", space=r["space"], discard=r["discard"])
    if room == "basement":
        return t(I + "rule.basement")
    if room == "hallway":
        return t(I + "rule.hallway", dice=r["dice_turned"])
    if room == "library":
        ghosts = list(r["slot_ghosts"])
        gain = next((i + 1 for i, g in enumerate(ghosts) if g > 0), 1)
        lose = next((i + 1 for i, g in enumerate(ghosts) if g < 0), len(ghosts))
        return t(I + "rule.library", gain_slot=gain, gain=max(ghosts), lose_slot=lose, lose=-min(ghosts))
    if room == "secret_passage":
        return t(I + "rule.secret_passage", slot=r["face_down_slot"])
    return ""


class TableLearn:
    """Inspect, hints and notes (a mixin of DontGoInThereTable)."""

    # --- inspect anything ----------------------------------------------------------------
    def covered(self) -> bool:
        """A question (Doll set, Tome, card types) is asked over the table."""
        return bool(self.buttons and self.choice_title)

    def shown_slot(self, b: int, s: int):
        """The card drawn in slot ``s`` of board ``b`` now (None: empty), as the viewer sees it."""
        bd = self.view.boards[b]
        card = bd.slots[s - 1]
        if (b, s) in self.revealed:
            card = self.revealed[(b, s)]
        if (b, s) in self.hidden_slots:
            card = None
        return card

    def inspectables(self, viewer: int | None) -> list[Thing]:
        view, game = self.view, self.game
        if view is None or self.covered():
            return []
        names = self.session.names()
        things: list[Thing] = []
        over = view.phase == "over"
        if not over:  # the final scoring covers the boards and the strip
            for b, bd in enumerate(view.boards):
                things.extend(self._board_things(b, bd, names))
            things.append(Thing(pygame.Rect(DECK), "deck", "DG-11",
                                {"deck_text": t(I + "count_cards", n=view.deck_size), "turn": min(view.turn + 1, view.turns_total),
                                 "total": view.turns_total, "per_room": game.cards_per_room}))
            if self.dice and view.resolving:
                room = game.room_name(view.resolving)
                rule = "DG-22" if view.resolving == "basement" else "DG-23" if view.resolving == "hallway" else "DG-7"
                ghosts = self.dice_info[1] if self.dice_info else view.rolled
                for i, die in enumerate(self.dice):
                    face = "ghost" if i < ghosts else "blank"
                    things.append(Thing(pygame.Rect(die.rect), "die", rule,
                                        {"room": room, "face": t(f"dont_go_in_there.face.{face}"), "ghosts": ghosts,
                                         "dice": len(self.dice)}))
        for seat, rect in self.seat_rects().items():
            things.extend(self._seat_things(seat, rect, names, viewer))
        return things + self.open_things()  # the replay's open view: the removed cards (scene_open)

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
                if (b, s) in self.open_slots and (b, s) not in self.revealed:
                    notes_.append(self.open_note("card"))  # the replay's open view (scene_open)
                elif bd.face_down_slot == s and (b, s) not in self.revealed:
                    notes_.append(t(I + "note.peeked"))
                out.append(self.card_thing(card, where, " ".join(notes_)))
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

    def card_thing(self, card: str, rect: pygame.Rect, note: str = "") -> Thing:
        game = self.game
        curse = curse_of(card)
        k = game.kind_of.get(card)
        dice = game.dice_of[k] if k is not None else 0
        return Thing(pygame.Rect(rect), "card", RULE_OF_CURSE.get(curse, "DG-1"),
                     {"curses_text": t(I + "count_curses", n=value_of(card)), "dice_text": t(P_UI + "count.dice_icons", n=dice),
                      "goal": str(goal_words(game, curse)), "note": note}, name=game.card_name(card))

    def _seat_things(self, seat: int, rect: pygame.Rect, names: list[str], viewer) -> list[Thing]:
        view, game = self.view, self.game
        rows = panel_rows(names)
        head = pygame.Rect(rect.x, rect.y, rect.w, rows.collection - 2)
        ghosts = view.ghosts[seat]
        ghosts_text = t("ui.count.ghosts", n=ghosts) if ghosts is not None else t(I + "ghosts_hidden")
        extra = [t(I + "note.dispelled", n=len(view.dispelled[seat]))] if view.dispelled[seat] else []
        if view.penalty[seat]:
            extra.append(t(I + "note.penalty", n=view.penalty[seat]))
        if seat in self.open_ghosts:
            extra.append(self.open_note("ghosts"))  # the replay's open view (scene_open)
        player = names[seat] if 0 <= seat < len(names) else "?"
        out = [Thing(head, "player", "DG-1",
                     {"player": player, "curses_text": t(I + "count_curses", n=view.curses[seat]), "ghosts_text": ghosts_text,
                      "meeples_text": t(P_UI + "meeples", n=view.supply[seat]), "divisor": game.penalty_divisor,
                      "note": " ".join(extra)}, name=player)]
        area = self.collection_area(seat)
        marked = self.marked_rows(self.session.last_moves()).get(seat)
        for row in collection_rows(view, seat, area, marked):
            done = progress(game, view, seat, row.curse)
            up = ", ".join(str(v) for v in done.up) or "–"
            down = ", ".join(str(v) for v in done.down) or "–"
            out.append(Thing(pygame.Rect(row.rect), "group", done.rule,
                             {"player": player, "goal": str(goal_words(game, row.curse)), "progress": str(done.words()),
                              "up": up, "down": down}, name=game.curse_name(row.curse)))
        return out

    # --- where a move is made (the hint, the tutorial's coach) ------------------------------
    def hint_marks(self, move) -> list[HintMark]:
        view = self.view
        if isinstance(move, PlaceMeeple):
            return [HintMark(space_rect(self.board_of(move.room), move.space))]
        if isinstance(move, TakeCard):
            if view is None or view.resolving is None:
                return []
            return [HintMark(slot_rect(self.board_of(view.resolving), move.slot))]
        return [HintMark(pygame.Rect(b.rect)) for b in self.buttons if b.visible and b.action == move]

    # --- notes: the cards of each type still to come ----------------------------------------
    def draw_notes(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        view = self.view
        if view is None:
            return
        theme, assets, game = self.theme, self.assets, self.game
        got = notes(game, view)
        muted, text_c = theme.colour("text_muted"), theme.colour("text")
        # the header (what the numbers are) and the footer (where the unseen cards are) share
        # what the table's rows leave (each row at least MIN_ROW px)
        rows_h = (len(got.types) + 1) * MIN_ROW
        room = max(2 * 12, rect.h - rows_h - 8)
        head = t(I + "notes.title")
        head_h = min(2 * assets.line_height("small", "bold"), room * 2 // 5)
        lines, px = assets.fit_lines(head, rect.w, head_h, "small", "bold", TEXT_MIN, 2)
        y = rect.y
        for line in lines:
            surface.blit(assets.text(line, px, text_c, "bold"), (rect.x, y))
            y += assets.line_height(px, "bold")
        foot = t(I + "notes.where", deck=got.deck, removed=got.removed, face_down=got.face_down, unseen=got.unseen)
        foot_room = min(3 * assets.line_height("small"), room - (y - rect.y))
        foot_lines, fpx = assets.fit_lines(foot, rect.w, foot_room, "small", "regular", TEXT_MIN, 3)
        foot_h = len(foot_lines) * assets.line_height(fpx)
        table = pygame.Rect(rect.x, y + 4, rect.w, rect.bottom - foot_h - 6 - (y + 4))
        self._notes_table(surface, table, got)
        fy = rect.bottom - foot_h
        for line in foot_lines:
            surface.blit(assets.text(line, fpx, muted), (rect.x, fy))
            fy += assets.line_height(fpx)

    def _notes_table(self, surface: pygame.Surface, box: pygame.Rect, got) -> None:
        theme, assets, game = self.theme, self.assets, self.game
        n = len(got.types) + 1
        row_h = max(15, min(30, box.h // max(1, n)))
        num_w = max(24, min(34, (box.w - 140) // (len(got.values) + 1)))
        total_w = int(num_w * 1.4)
        left_w = box.w - num_w * len(got.values) - total_w
        px = assets.theme.font_size("small")
        while px > TEXT_MIN and assets.line_height(px, "bold") > row_h + 2:
            px -= 1
        muted, text_c = theme.colour("text_muted"), theme.colour("text")
        # header row: the values, then "left"
        y = box.y
        label = assets.fit_text(t(I + "notes.value"), left_w - 6, px, muted, "bold", TEXT_MIN)
        surface.blit(label, label.get_rect(midleft=(box.x, y + row_h // 2)))
        for i, v in enumerate(got.values):
            img = assets.text(str(v), px, muted, "bold")
            surface.blit(img, img.get_rect(center=(box.x + left_w + i * num_w + num_w // 2, y + row_h // 2)))
        total = assets.fit_text(t(I + "notes.left"), total_w - 4, px, muted, "bold", TEXT_MIN)
        surface.blit(total, total.get_rect(midright=(box.right, y + row_h // 2)))
        y += row_h
        for j, row in enumerate(got.types):
            band = pygame.Rect(box.x - 2, y, box.w + 4, row_h)
            if j % 2 == 0:
                pygame.draw.rect(surface, (60, 46, 72), band, border_radius=4)
            r = max(6, min(11, row_h // 2 - 2))
            chip = curse_chip(row.curse, r)
            surface.blit(chip, chip.get_rect(center=(box.x + r + 2, y + row_h // 2)))
            name_x = box.x + 2 * r + 8
            name_w = box.x + left_w - name_x - 4
            words = game.curse_name(row.curse)
            two = None if assets.text_width(words, px) <= name_w else \
                fit_words(words, name_w, row_h + 2, TEXT_MIN, TEXT_MIN, 2)
            if two is not None and len(two[0]) > 1:  # a long name on two small lines
                lh = assets.line_height(two[1]) - 2
                ty = y + (row_h - 2 * lh) // 2
                for line in two[0]:
                    surface.blit(assets.text(line, two[1], text_c), (name_x, ty))
                    ty += lh
            else:
                name = assets.fit_text(words, name_w, px, text_c, "regular", TEXT_MIN)
                surface.blit(name, name.get_rect(midleft=(name_x, y + row_h // 2)))
            for i, (left, copies) in enumerate(zip(row.unseen, row.copies)):
                cx = box.x + left_w + i * num_w + num_w // 2
                colour = text_c if left else muted
                img = assets.text(str(left) if left else "–", px, colour, "bold" if left == copies else "regular")
                surface.blit(img, img.get_rect(center=(cx, y + row_h // 2)))
            tot = assets.text(str(row.total), px, theme.colour("accent"), "bold")
            surface.blit(tot, tot.get_rect(midright=(box.right - 2, y + row_h // 2)))
            y += row_h


