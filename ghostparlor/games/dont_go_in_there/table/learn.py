"""Don't Go In There: what the table tells a person learning it (issue 22). Every thing on
the table says what it is and what it does under the rules: each panel gives its own
inspect tips (``things``), in words from here (``room_rule``, ``card_thing``); the notes
of the side panel (the cards of each type still to come) are drawn here (``NotesPanel``).

Only what the viewer may see: the face-down Secret Passage card is "a face-down card"
unless the viewer has looked at it, and hidden ghost counts stay hidden (D-9, D-11,
DG-25); the replay's open view says of each secret it shows that it was one (open.py).
The words come from the string table, one entry per kind
(``dont_go_in_there.inspect.<kind>``), their numbers from the content
(data/games/dont_go_in_there.yaml).
"""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.dont_go_in_there.play.aids import notes
from ghostparlor.games.dont_go_in_there.play.goals import RULE_OF_CURSE, goal_words
from ghostparlor.games.dont_go_in_there.table.art import TEXT_MIN, curse_chip, curse_of, fit_words, value_of
from ghostparlor.games.dont_go_in_there.table.part import Part
from ghostparlor.ui.inspect import Thing

I = "dont_go_in_there.inspect."
P_UI = "dont_go_in_there.ui."
MIN_ROW = 18  # the least height of a row of the notes' table


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


def card_thing(game, card: str, rect: pygame.Rect, note: str = "") -> Thing:
    """What a curse card says it is: its curses, its dice, what its type does, ``note``."""
    curse = curse_of(card)
    k = game.kind_of.get(card)
    dice = game.dice_of[k] if k is not None else 0
    return Thing(pygame.Rect(rect), "card", RULE_OF_CURSE.get(curse, "DG-1"),
                 {"curses_text": t(I + "count_curses", n=value_of(card)), "dice_text": t(P_UI + "count.dice_icons", n=dice),
                  "goal": str(goal_words(game, curse)), "note": note}, name=game.card_name(card))


class NotesPanel(Part):
    """The notes of the side panel: the cards of each type still to come (aids.notes)."""

    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
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
