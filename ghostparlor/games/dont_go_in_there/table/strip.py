"""Don't Go In There: the strip under the rooms: the deck (DG-11), the prompt (what the
person is to do now, or whose turn it is), the dice of a resolving room (DG-7) with what
they rolled, the die abilities' buttons (DG-22, DG-23), whose turn it is to take a card
over the keys hint, and in the replay's open view the cards removed unseen (D-11).
"""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.dont_go_in_there.rules import Reroll
from ghostparlor.games.dont_go_in_there.table.art import DIE, STRIP, TEXT_MIN, P, GhostDie, card_surface, fit_block, ink_of
from ghostparlor.games.dont_go_in_there.table.learn import I
from ghostparlor.games.dont_go_in_there.table.open import OPEN, OPEN_R, REMOVED_W, draw_open_mark
from ghostparlor.games.dont_go_in_there.table.part import Part
from ghostparlor.ui import draw
from ghostparlor.ui.inspect import Thing

STRIP_SIDE_W = 290  # the widest the strip's right column (keys hint, whose turn to take) gets
DICE_X, DICE_W = 340, 300  # the dice's area in the strip (x from the strip's left, width)
DECK = pygame.Rect(STRIP.x + 10, STRIP.y + 10, 44, STRIP.h - 20)  # the deck's pile at the strip's left end


class StripPanel(Part):
    """The strip: the deck, the prompt, the dice and the column at its right end."""

    def __init__(self, table) -> None:
        super().__init__(table)
        self.dice: list[GhostDie] = []
        self.dice_info: tuple[int, int] | None = None  # (dice, ghosts) of the last roll
        self.prompt_rect: pygame.Rect | None = None  # where the prompt was last written
        self.side_right = STRIP.right  # where the strip's right column ends (left of the removed cards)
        self.removed_room = 0  # the width the removed cards' box may take (0: not shown)

    # --- the dice --------------------------------------------------------------------
    def set_dice(self, dice: int, ghosts: int, animate: bool = False) -> None:
        dice = max(0, min(dice, 12))
        if len(self.dice) != dice:
            self.dice = [GhostDie((STRIP.x, STRIP.y), size=DIE, name=f"die_{i}") for i in range(dice)]
        if self.view is not None:
            self.place_dice()  # in the strip's dice area
        ghost_face = GhostDie.face_number(self.dice[0], "ghost") if self.dice else 1
        blank_face = GhostDie.face_number(self.dice[0], "blank") if self.dice else 4
        for i, die in enumerate(self.dice):
            face = ghost_face if i < ghosts else blank_face
            if animate:
                die.roll(face, self.theme.duration("die_roll") + 0.05 * i)
            elif not die.rolling:
                die.face = face
                die._shown = face
        self.dice_info = (dice, ghosts)

    def rolling(self) -> bool:
        return any(d.rolling for d in self.dice)

    def put_away(self) -> None:
        """A new placement: the last roll is put away."""
        self.dice = []
        self.dice_info = None

    def update(self, dt: float) -> None:
        for die in self.dice:
            die.update(dt)

    def dice_area(self) -> pygame.Rect:
        """Where the dice of a resolving room and their result lie: right of the prompt,
        left of the strip's right end."""
        side, _ = self.strip_side() if self.view is not None else (STRIP.right, [])
        right = min(STRIP.x + DICE_X + DICE_W, side - 8)
        # only as wide as the dice and the words under them: the prompt keeps the rest
        need = len(self.dice) * (DIE + 8) - 8
        if self.dice_info:
            dice, ghosts = self.dice_info
            need = max(need, self.assets.text_width(t(P + "rolled", ghosts=ghosts, dice=dice), "small", "bold"))
        left = max(STRIP.x + DICE_X, right - need - 8)
        return pygame.Rect(left, STRIP.y + 6, max(0, right - left), STRIP.h - 12)

    def place_dice(self) -> None:
        """The dice centred in their area (narrower steps when many dice meet the buttons)."""
        if not self.dice:
            return
        area = self.dice_area()
        n = len(self.dice)
        step = DIE + 8
        if n > 1 and (n - 1) * step + DIE > area.w:
            step = max(DIE // 2, (area.w - DIE) // (n - 1))
        total = (n - 1) * step + DIE
        x0 = area.x + max(0, (area.w - total) // 2)
        for i, die in enumerate(self.dice):
            die.rect.topleft = (x0 + i * step, area.y)

    # --- drawing ---------------------------------------------------------------------
    def strip_side(self) -> tuple[int, list]:
        """The right end of the strip: the left edge of what is there (the die ability
        buttons, or a column of "Taking: ..." over the keys hint, each wrapped in up to two
        lines) and the column's blocks (lines, size, pitch, ink offset, weight, colour).
        In the replay's open view the removed cards take the strip's right end first
        (``side_right``: the column ends left of them)."""
        view, theme = self.view, self.theme
        ability = self.table.choice.ability_buttons()
        self.side_right, self.removed_room = STRIP.right, 0
        if ability:
            return min(b.rect.x for b in ability), []
        items = []
        if view.resolving and view.claim_order and view.phase in ("claim", "doll", "tome"):
            names = self.feed.names()
            items.append((t(P + "next_claim", player=names[view.claim_order[0]]), "bold", theme.colour("text")))
        if self.scene.my_turn():
            items.append((t(P + "keys"), "regular", theme.colour("text_muted")))
        if self.table.secrets.removed:  # the open view of a replay (open.py)
            self.removed_room = REMOVED_W if not items else REMOVED_W - 90
            self.side_right = STRIP.right - 8 - self.table.secrets.removed_width(self.removed_room) - 4
        if not items:
            return self.side_right, []
        assets = self.assets
        width = min(STRIP_SIDE_W if not self.removed_room else 170,
                    max(assets.text_width(text, "small", weight) for text, weight, _ in items))
        each = (STRIP.h - 12 - 6 * (len(items) - 1)) // len(items)
        blocks = [(*fit_block(text, width, each, "small", weight, TEXT_MIN, 2), weight, colour) for text, weight, colour in items]
        used = max(assets.text_width(line, px, weight) for lines, px, _, _, weight, _ in blocks for line in lines)
        return self.side_right - 12 - used, blocks

    def draw(self, surface: pygame.Surface) -> None:
        theme, assets = self.theme, self.assets
        draw.box(surface, STRIP, theme.colour("panel_dark"), 12, theme.colour("panel_dark_edge"), 1)
        text, colour = self.prompt()
        if self.table.choice.asking():
            text = self.table.choice.title  # the choice panel above asks; the strip repeats it beside the dice
        side, texts = self.strip_side()
        self.draw_deck(surface)
        # the prompt: right of the deck, left of the dice, or of the strip's right end
        right = self.dice_area().x - 8 if self.dice else side - 14
        left = DECK.right + 12
        legend = t(OPEN + "legend") if (self.table.secrets.slots or self.table.secrets.ghosts) else ""
        legend_h = assets.line_height("small") if legend else 0  # the open view: what its mark means
        self.prompt_rect = pygame.Rect(left, STRIP.y + 4, right - left, STRIP.h - 8 - legend_h)
        if text:  # at the body size, never smaller (cut, with its tooltip, rather)
            width = right - left
            lines, px, pitch, off = fit_block(text, width, STRIP.h - 14 - legend_h, "body", "bold",
                                              assets.theme.font_size("body"), 2 if legend else 3)
            y = STRIP.centery - legend_h // 2 - (len(lines) * pitch - 2) // 2 - off
            for line in lines:
                surface.blit(assets.text(line, px, colour, "bold"), (left, y))
                y += pitch
        if legend:
            lx = left + 2 * OPEN_R + 6
            words = assets.fit_text(legend, max(10, right - lx), "small", theme.colour("text_muted"), "regular", TEXT_MIN)
            ink = words.get_bounding_rect()
            ly = STRIP.bottom - 7 - ink.h
            surface.blit(words, (lx, ly - ink.y))
            draw_open_mark(surface, (left + OPEN_R + 1, ly + ink.h // 2), theme)
        if self.table.secrets.removed:
            self.table.secrets.draw_removed(surface, STRIP.right - 8, self.removed_room)
        if self.dice:
            self.place_dice()
            for die in self.dice:
                die.draw(surface)
            if self.dice_info and not self.rolling():
                dice, ghosts = self.dice_info
                area = self.dice_area()
                zone = pygame.Rect(area.x, self.dice[0].rect.bottom + 2, area.w, STRIP.bottom - 4 - self.dice[0].rect.bottom - 2)
                words = t(P + "rolled", ghosts=ghosts, dice=dice)
                px = assets.theme.font_size("small")
                while px > TEXT_MIN and ink_of(words, px, "bold").h > zone.h:
                    px -= 1
                label = assets.fit_text(words, zone.w, px, theme.colour("accent"), "bold")
                ink = label.get_bounding_rect()
                cx = (self.dice[0].rect.x + self.dice[-1].rect.right) // 2
                at = label.get_rect(centerx=cx)
                at.clamp_ip(pygame.Rect(zone.x, 0, zone.w, 2000))
                at.y = zone.y + (zone.h - ink.h) // 2 - ink.y
                surface.blit(label, at)
        for button in self.table.choice.ability_buttons():
            button.draw(surface)
        # the column at the right end: whose turn to take a card over the keys hint
        if texts:
            heights = [len(lines) * pitch - 2 for lines, _, pitch, _, _, _ in texts]
            total = sum(heights) + 6 * (len(texts) - 1)
            alone_keys = len(texts) == 1 and self.scene.my_turn()
            y = STRIP.bottom - 7 - total if alone_keys else STRIP.centery - total // 2
            for (lines, px, pitch, off, weight, colour), h in zip(texts, heights):
                for i, line in enumerate(lines):
                    img = assets.text(line, px, colour, weight)
                    surface.blit(img, img.get_rect(right=self.side_right - 12, y=y - off + i * pitch))
                y += h + 6

    def draw_deck(self, surface: pygame.Surface) -> None:
        """The deck (DG-11): a pile of face-down cards, its size on it (public, D-11)."""
        view, theme, assets = self.view, self.theme, self.assets
        w = DECK.w - 6
        h = min(DECK.h - 4, int(w * 1.3))
        top = pygame.Rect(DECK.x, DECK.y + (DECK.h - h) // 2, w, h)
        if view.deck_size:
            for k in (2, 1):  # the cards under the top one
                under = top.move(2 * k, -2 * k)
                draw.box(surface, under, (40, 26, 50), 5, (150, 118, 70), 1)
            surface.blit(card_surface("face_down", top.w, top.h), top)
        else:
            draw.box(surface, top, (0, 0, 0, 60), 5, theme.colour("panel_dark_edge"), 1)
        count = str(view.deck_size)
        px = assets.theme.font_size("small")
        img = assets.text(count, px, theme.colour("text"), "bold")
        badge = img.get_rect().inflate(10, 2)
        badge.h = max(badge.h, badge.w if badge.w < 24 else badge.h)
        badge.center = (top.centerx + 2, top.bottom - 4)
        draw.box(surface, badge, (24, 16, 30), badge.h // 2, theme.colour("accent"), 1)
        surface.blit(img, img.get_rect(center=badge.center))

    def prompt(self) -> tuple[str, tuple]:
        view, theme = self.view, self.theme
        names = self.feed.names()
        if self.feed.is_over():
            return t(P + "prompt.over"), theme.colour("accent")
        if self.scene.viewer() is None:
            return getattr(self.scene, "spectator_text", None) or t(P + "prompt.spectate"), theme.colour("text_muted")  # a replay names its view
        mover = view.to_move
        if not self.scene.my_turn():
            if 0 <= mover < len(names):
                return t(P + "prompt.wait", player=names[mover]), theme.colour("text_muted")
            return "", theme.colour("text_muted")
        phase = view.phase
        legal = theme.colour("legal")
        if phase == "place":
            return t(P + "prompt.place"), legal
        if phase == "claim":
            return t(P + "prompt.claim", room=self.game.room_name(view.resolving)), legal
        if phase == "ability":
            key = "basement" if any(isinstance(a, Reroll) for a in self.table.legal) else "hallway"
            return t(P + f"prompt.{key}", ghosts=view.rolled, dice=view.dice), legal
        if self.table.choice.title:
            return self.table.choice.title, legal
        return "", legal

    # --- inspect ---------------------------------------------------------------------
    def things(self) -> list[Thing]:
        """The deck, and the dice of a resolving room."""
        view, game = self.view, self.game
        things = [Thing(pygame.Rect(DECK), "deck", "DG-11",
                        {"deck_text": t(I + "count_cards", n=view.deck_size), "turn": min(view.turn + 1, view.turns_total),
                         "total": view.turns_total, "per_room": game.cards_per_room})]
        if self.dice and view.resolving:
            room = game.room_name(view.resolving)
            rule = "DG-22" if view.resolving == "basement" else "DG-23" if view.resolving == "hallway" else "DG-7"
            ghosts = self.dice_info[1] if self.dice_info else view.rolled
            for i, die in enumerate(self.dice):
                face = "ghost" if i < ghosts else "blank"
                things.append(Thing(pygame.Rect(die.rect), "die", rule,
                                    {"room": room, "face": t(f"dont_go_in_there.face.{face}"), "ghosts": ghosts,
                                     "dice": len(self.dice)}))
        return things
