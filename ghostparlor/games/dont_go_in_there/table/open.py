"""Don't Go In There: "all hands open" in the replay of a finished game (issue 25).

When the feed lets everything be open (``feed.everything_open``: only the replay
viewer's open view of a finished game, whose viewer is None), the table shows every
secret a spectator's view hides (``rules/hidden.py``, D-9, D-11, DG-25), taken from the
full game (``feed.open_state()``):

- the face-down Secret Passage card, face up in its slot;
- every seat's ghost count (hidden behind the screens unless the option open_ghosts);
- the cards removed unseen at set-up, by type, at the strip's right end.

Each revealed thing carries the "open" mark (an eye in a blue disc, and a thin blue
frame: the shape is the cue, not the colour alone), the strip says what the mark means,
and the inspect tips say the thing was secret during the game. Hot seat and a seat's
view in a replay never come here: nothing is open, and the view stays exactly the
feed's view for the seat.

:class:`OpenSecrets` is the table's panel of those secrets (the boards, the strip and
the players' panels draw them where they lie); the mark and the frame are drawn here."""

from __future__ import annotations

import dataclasses

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.dont_go_in_there.table.art import CURSE_STYLE, INK, PARCHMENT, STRIP, TEXT_MIN, curse_chip, curse_of, value_of
from ghostparlor.games.dont_go_in_there.table.part import Part
from ghostparlor.ui import draw
from ghostparlor.ui import probe as _probe
from ghostparlor.ui.inspect import Thing

OPEN = "dont_go_in_there.open."
OPEN_R = 9  # the open mark's disc
OPEN_MINI = (13, 18)  # a removed card, small (as in a collection)
OPEN_CHIP = 8  # a type's chip before its removed cards
REMOVED_W = 300  # the most the removed cards' box at the strip's right end takes


def open_colour(theme) -> tuple[int, int, int]:
    return tuple(theme.colour("info")[:3])


def draw_open_mark(surface: pygame.Surface, center: tuple[int, int], theme, r: int = OPEN_R) -> pygame.Rect:
    """The "open" mark: an eye in a blue disc with a dark ring (readable on any panel)."""
    cx, cy = center
    colour = open_colour(theme)
    pygame.draw.circle(surface, (20, 14, 28), center, r + 1)
    pygame.draw.circle(surface, colour, center, r)
    eye = pygame.Rect(0, 0, int(r * 1.5), max(5, int(r * 0.95)))
    eye.center = center
    pygame.draw.ellipse(surface, (250, 248, 240), eye)
    pygame.draw.ellipse(surface, (20, 14, 28), eye, 1)
    pygame.draw.circle(surface, (20, 14, 28), (cx, cy), max(2, r // 3))
    return pygame.Rect(cx - r - 1, cy - r - 1, 2 * r + 2, 2 * r + 2)


def draw_open_frame(surface: pygame.Surface, rect: pygame.Rect, theme, radius: int = 8) -> None:
    """A thin solid blue frame around a revealed thing (the last-move frame is dashed gold)."""
    pygame.draw.rect(surface, open_colour(theme), rect, 2, border_radius=radius)


class OpenSecrets(Part):
    """The secrets the open view shows: which face-down cards are drawn face up, whose
    hidden ghost count is shown, the removed cards (and where their box was drawn)."""

    def __init__(self, table) -> None:
        super().__init__(table)
        self.slots: set = set()  # (board, slot) of face-down cards drawn face up
        self.ghosts: set = set()  # seats whose hidden ghost count is shown
        self.removed: tuple = ()  # the removed cards (card ids), shown at the strip's right end
        self.box: pygame.Rect | None = None  # where the removed cards' box was drawn

    def showing_all(self) -> bool:
        """The open view of a finished game's replay (never in play, never a seat's view)."""
        return self.feed.everything_open and self.feed.viewer is None

    def open_view(self, view):
        """``view`` (a spectator's) with every secret of the full game filled in, when the
        feed lets everything be open; else ``view`` itself, untouched."""
        self.slots, self.ghosts, self.removed = set(), set(), ()
        self.box = None
        if not self.showing_all() or view.seat is not None:
            return view
        full, game = self.feed.open_state(), self.game
        ids = game.card_ids
        boards = []
        for b, bd in enumerate(view.boards):
            slots = list(bd.slots)
            for i, card in enumerate(slots):
                if card == "face_down" and 0 <= full.slots[b][i]:
                    slots[i] = ids[full.slots[b][i]]
                    self.slots.add((b, i + 1))
            boards.append(dataclasses.replace(bd, slots=tuple(slots)))
        ghosts = list(view.ghosts)
        for seat, known in enumerate(ghosts):
            if known is None:
                ghosts[seat] = full.ghosts[seat]
                self.ghosts.add(seat)
        if view.removed is None:
            self.removed = tuple(ids[k] for k, count in enumerate(full.removed) for _ in range(count))
        return dataclasses.replace(view, boards=tuple(boards), ghosts=tuple(ghosts))

    # --- drawing -----------------------------------------------------------------------
    def removed_groups(self) -> list[tuple[str, list[int]]]:
        """The removed cards by type (the types in the game's order), values ascending."""
        by_type: dict[str, list[int]] = {}
        for card in self.removed:
            by_type.setdefault(curse_of(card), []).append(value_of(card))
        order = {c: i for i, c in enumerate(CURSE_STYLE)}
        return [(c, sorted(v)) for c, v in sorted(by_type.items(), key=lambda kv: (order.get(kv[0], 99), kv[0]))]

    def removed_layout(self, right: int, width: int) -> tuple[pygame.Rect, list]:
        """The removed cards' box at the strip's right end (ending at ``right``, at most
        ``width`` wide) and where each chip and small card lies: [(curse, chip centre,
        [(value, rect)])], in one row or two."""
        groups = self.removed_groups()
        step = OPEN_MINI[0] + 2
        group_w = [2 * OPEN_CHIP + 4 + len(v) * step + 6 for _, v in groups]
        inner = width - 16
        rows: list[list[int]] = [[]]
        used = 0
        for i, w in enumerate(group_w):
            if rows[-1] and used + w > inner:
                rows.append([])
                used = 0
            rows[-1].append(i)
            used += w
        label_h = self._open_label_h()
        row_h = OPEN_MINI[1] + 3
        h = min(STRIP.h - 8, 8 + label_h + 2 + len(rows) * row_h + 2)
        w = min(width, 16 + max(sum(group_w[i] for i in row) for row in rows)) if groups else 0
        w = max(w, min(width, self._open_label_w() + 16 + 2 * OPEN_R + 6))
        box = pygame.Rect(right - w, STRIP.y + (STRIP.h - h) // 2, w, h)
        placed = []
        y = box.y + 6 + label_h + 2
        for row in rows:
            x = box.x + 8
            cy = y + row_h // 2
            for i in row:
                curse, values = groups[i]
                chip = (x + OPEN_CHIP + 1, cy)
                cards = [(v, pygame.Rect(x + 2 * OPEN_CHIP + 4 + j * step, cy - OPEN_MINI[1] // 2, *OPEN_MINI))
                         for j, v in enumerate(values)]
                placed.append((curse, chip, cards))
                x += group_w[i]
            y += row_h
        return box, placed

    def _open_label_h(self) -> int:
        return self.assets.line_height("small", "bold") - 4

    def _open_label_w(self) -> int:
        return self.assets.text_width(t(OPEN + "removed", n=len(self.removed)), "small", "bold")

    def removed_width(self, room: int) -> int:
        """How wide the removed cards' box is, given ``room`` px at the strip's right end
        (0: nothing to show)."""
        if not self.removed:
            return 0
        return self.removed_layout(STRIP.right - 8, min(REMOVED_W, room))[0].w

    def draw_removed(self, surface: pygame.Surface, right: int, width: int) -> None:
        """The removed cards, face up and small, under "Removed unseen: 12", in a box with
        the open mark."""
        if not self.removed or width < 60:
            self.box = None
            return
        theme, assets = self.theme, self.assets
        box, placed = self.removed_layout(right, width)
        self.box = box
        draw.box(surface, box, (24, 16, 30), 8, open_colour(theme), 2)
        label_w = box.w - 16 - 2 * OPEN_R - 6
        label = assets.fit_text(t(OPEN + "removed", n=len(self.removed)), label_w, "small", theme.colour("text"), "bold", TEXT_MIN)
        ink = label.get_bounding_rect()
        top = box.y + 5
        surface.blit(label, (box.x + 8, top - ink.y))
        draw_open_mark(surface, (box.right - 6 - OPEN_R, top + ink.h // 2), theme, min(OPEN_R, 7 + ink.h // 4))
        with _probe.box(box, "open_removed", tooltip=True):  # the inspect tip lists them in words
            for curse, chip_at, cards in placed:
                chip = curse_chip(curse, OPEN_CHIP)
                surface.blit(chip, chip.get_rect(center=chip_at))
                colour, _ = CURSE_STYLE.get(curse, ((200, 200, 200), "circle"))
                for value, r in cards:
                    if r.right > box.right - 4 or r.bottom > box.bottom:
                        continue
                    pygame.draw.rect(surface, PARCHMENT, r, border_radius=3)
                    pygame.draw.rect(surface, draw.darken(colour, 0.3)[:3], r, 2, border_radius=3)
                    num = assets.text(str(value), TEXT_MIN, INK, "bold")
                    surface.blit(num, num.get_rect(center=r.center))

    # --- inspect ---------------------------------------------------------------------------
    def things(self) -> list[Thing]:
        """The inspect tip of the removed cards' box (the others add a note to their own tip)."""
        if not self.removed or self.box is None:
            return []
        game = self.game
        groups = [f"{game.curse_name(c)} {' '.join(map(str, v))}" for c, v in self.removed_groups()]
        return [Thing(pygame.Rect(self.box), "open_removed", "D-11",
                      {"count_text": t("dont_go_in_there.inspect.count_cards", n=len(self.removed)),
                       "cards": " · ".join(groups)}, name=t(OPEN + "removed", n=len(self.removed)))]

    def note(self, what: str) -> str:
        """The words an inspect tip adds to a revealed thing: "card" or "ghosts"."""
        return t(OPEN + f"note_{what}")


__all__ = ["OpenSecrets", "draw_open_mark", "draw_open_frame", "open_colour"]
