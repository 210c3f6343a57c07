"""Treasure Hunters on screen: the side panel's Notes tab. The ghost cards left per room
letter (TH-2 to TH-6): in the draw pile or drawn, the room now (ghosts or haunting) and the
chance that the next card sends a ghost there, with the Shuffle card's chance and, in the
advanced game, the Draw and Lock cards left (TH-A3, TH-A4). Computed from the viewer's view
(:mod:`..play.aids`); drawing only."""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.treasure_hunters.play.aids import notes as card_notes
from ghostparlor.games.treasure_hunters.table.art import MIN_PX, P, draw_ghost, draw_haunt_marker
from ghostparlor.ui import draw


class NotesPanel:
    """The Notes tab (a part of the table): it owns the notes worked out for the view shown."""

    def __init__(self, table) -> None:
        self.table = table
        self.game = table.game
        self.theme, self.assets = table.theme, table.assets
        self._notes = None  # (the view, its notes)

    def notes_now(self):
        """The notes of the view shown (worked out once per view)."""
        view = self.table.view
        if view is None:
            return None
        cached = self._notes
        if cached is None or cached[0] is not view:
            cached = self._notes = (view, card_notes(self.game, view))
        return cached[1]

    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The ghost cards left, per room letter: a table in two halves (A-F, G-L) with each
        letter's card (in the draw pile, or drawn), the room now (ghosts or haunting) and the
        chance that the next card sends a ghost there; under it a key and the Shuffle card's
        chance. The table takes what the words under it leave (its rows at least 18 px)."""
        table = self.table
        if table.view is None:
            table.refresh(table.scene.viewer())
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
