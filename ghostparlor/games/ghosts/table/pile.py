"""The middle of the Ghosts table: the deck (GH-10, GH-11), the open pile with its top
cards (GH-2 to GH-4), Fog beside it (GH-5), and the cards flying between a seat and
the pile. Drawn from the viewer's view only.
"""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.ghosts.rules import CardPlayed, PileTaken, RoundEnded, RoundStarted
from ghostparlor.games.ghosts.table.geometry import (CARD, DECK_X, FOG_CARD, FOG_SPOT, GAUGE, PILE_CENTER, PILE_SHOWN,
                                                     PILE_STEP, PILE_X, card_image, fog_rect, pile_card_rect)
from ghostparlor.games.ghosts.table.part import Part
from ghostparlor.ui import Tween, draw
from ghostparlor.ui.inspect import Thing
from ghostparlor.ui.text_layout import put


def since(event, log: list, ends: tuple) -> bool:
    """``event`` is in the log and none of ``ends`` came after it."""
    index = next((i for i, e in enumerate(log) if e is event), None)
    return index is not None and not any(isinstance(e, ends) for e in log[index + 1:])


class PilePanel(Part):
    """The deck, the pile, Fog beside it and the cards in flight."""

    def __init__(self, table) -> None:
        super().__init__(table)
        self.flights: list[dict] = []  # cards moving across the table
        self.hidden_top = 0  # pile cards not drawn yet (a flying card lands there)

    # --- motion -------------------------------------------------------------------------------
    def fly_played(self, event: CardPlayed, start: tuple[int, int]) -> None:
        """A card played from ``start`` to its place on the pile or beside it."""
        self.flights.append({"card": event.card, "from": start, "to": self.slot_center(event),
                             "tween": Tween(0.0, 1.0, 0.34, "ease_out_cubic"), "land_on_pile": event.how != "fog"})
        self.hidden_top += 1 if event.how != "fog" else 0

    def fly_taken(self, end: tuple[int, int]) -> None:
        """The pile going to the seat that took it (a back flying to ``end``)."""
        self.flights.append({"card": None, "from": PILE_CENTER, "to": end,
                             "tween": Tween(0.0, 1.0, 0.45, "ease_in_out"), "land_on_pile": False})

    def update(self, dt: float) -> None:
        for flight in list(self.flights):
            flight["tween"].update(dt)
            if flight["tween"].done:
                self.flights.remove(flight)
                if flight["land_on_pile"]:
                    self.hidden_top = max(0, self.hidden_top - 1)

    def busy(self) -> bool:
        return bool(self.flights)

    # --- where things lie ----------------------------------------------------------------------
    def shown_pile(self) -> list[str]:
        """The pile as drawn now: without the cards still flying to it."""
        pile = list(self.view.pile)
        if self.hidden_top:
            pile = pile[: max(0, len(pile) - self.hidden_top)]
        return pile

    def slot_center(self, event: CardPlayed | None = None) -> tuple[int, int]:
        """Where a card played lands: the next strip of the pile, or Fog's place beside it."""
        view = self.view
        if event is not None and event.how == "fog":
            return (FOG_SPOT[0] + FOG_CARD[0] // 2, FOG_SPOT[1] + FOG_CARD[1] // 2)
        count = len(view.pile) if view else 0
        if event is not None and event.how == "open":
            count = 0
        shown = min(count, PILE_SHOWN)
        return (PILE_X + shown * PILE_STEP + CARD[0] // 2 - 30, PILE_CENTER[1])

    def played_rect(self, event: CardPlayed, log: list) -> pygame.Rect | None:
        """Where a played card lies now: its strip of the open pile, or the Fog beside it;
        None once the pile was taken or the round ended."""
        view = self.view
        if not since(event, log, (PileTaken, RoundEnded, RoundStarted)):
            return None
        at = next(i for i, e in enumerate(log) if e is event)
        opened = max((i for i in range(at + 1) if isinstance(log[i], CardPlayed) and log[i].how == "open"), default=None)
        if event.how == "fog":  # the k-th Fog beside this pile, drawn 6 px down and right of the one before
            k = sum(1 for e in log[(opened or 0):at] if isinstance(e, CardPlayed) and e.how == "fog")
            if k >= min(view.fog_beside, 4):
                return None
            return fog_rect(k)
        pile = list(view.pile)
        if opened is None:
            return None
        # its place in the pile: the cards laid on it since it was opened (a Fog lies beside, GH-5)
        index = sum(1 for e in log[opened:at] if isinstance(e, CardPlayed) and e.how != "fog")
        if index >= len(pile) or pile[index] != event.card:
            return None
        shown = pile[-PILE_SHOWN:]
        first = len(pile) - len(shown)
        if index < first:
            return None
        return pile_card_rect(index - first, len(shown))

    # --- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_deck(surface)
        self.draw_pile(surface)

    def draw_deck(self, surface: pygame.Surface) -> None:
        view, theme, assets = self.view, self.theme, self.assets
        x, y = DECK_X, PILE_CENTER[1] - CARD[1] // 2
        back = assets.image_scaled("ghosts/back.png", CARD)
        layers = min(5, (view.deck_size + 9) // 10)
        for i in range(layers):
            if back is not None:
                surface.blit(back, (x + i * 2, y - i * 2))
        if view.deck_size == 0:
            draw.box(surface, pygame.Rect(x, y, *CARD), None, 10, theme.colour("edge"), 2)
        centre = x + CARD[0] // 2
        label = self.text.block(t("ghosts.ui.deck", n=view.deck_size), 2 * (centre - 14), "body", theme.colour("text"), "bold", max_lines=1)
        put(surface, label, centre, y + CARD[1] + 10, "center")

    def draw_pile(self, surface: pygame.Surface) -> None:
        view, theme, assets = self.view, self.theme, self.assets
        pile = self.shown_pile()
        shown = pile[-PILE_SHOWN:]
        x0 = PILE_X
        y = PILE_CENTER[1] - CARD[1] // 2
        if not view.pile:
            slot = pygame.Rect(x0, y, *CARD)
            draw.box(surface, slot, (30, 48, 40), 10, theme.colour("accent"), 2)
            hint = self.text.block(t("ghosts.ui.open_hint"), CARD[0] - 14, "small", theme.colour("text_muted"),
                                   max_lines=8, height=CARD[1] - 16)
            put(surface, hint, slot.centerx, slot.centery - hint.height // 2, "center")
        for i, card in enumerate(shown):
            image = assets.image_scaled(card_image(card), CARD)
            pos = (x0 + i * PILE_STEP, y)
            draw.shadow(surface, pygame.Rect(pos, CARD), 10)
            if image is not None:
                surface.blit(image, pos)
        if len(pile) > PILE_SHOWN:
            more = assets.text(f"+{len(pile) - PILE_SHOWN}", "small", theme.colour("text_muted"))
            surface.blit(more, more.get_rect(topright=(x0 - 6, y + 4)))
        # Fog beside the pile (GH-5): it never becomes the reference card
        if view.fog_beside:
            # right of the level readout, above the direction box: nothing covers the level
            fx, fy = FOG_SPOT
            fog = assets.image_scaled(card_image("fog"), FOG_CARD)
            for i in range(min(view.fog_beside, 4)):
                if fog is not None:
                    draw.shadow(surface, pygame.Rect((fx + i * 6, fy + i * 6), FOG_CARD), 8)
                    surface.blit(fog, (fx + i * 6, fy + i * 6))
            label = self.text.block(t("ghosts.ui.fog_beside", n=view.fog_beside), 2 * (GAUGE.x - 8 - (fx + FOG_CARD[0] // 2 + 9)),
                                    "small", theme.colour("text"), "bold", max_lines=1)
            put(surface, label, fx + FOG_CARD[0] // 2 + 9, fy - 5 - label.height, "center")

    def draw_flights(self, surface: pygame.Surface) -> None:
        for flight in self.flights:
            p = flight["tween"].value
            (x0, y0), (x1, y1) = flight["from"], flight["to"]
            x, y = x0 + (x1 - x0) * p, y0 + (y1 - y0) * p
            name = card_image(flight["card"]) if flight["card"] else "ghosts/back.png"
            image = self.assets.image_scaled(name, CARD)
            if image is not None:
                rect = image.get_rect(center=(int(x), int(y)))
                draw.shadow(surface, rect, 10, (0, 8))
                surface.blit(image, rect)

    # --- what is what (inspect) ----------------------------------------------------------------
    def things(self, viewer: int | None) -> list[Thing]:
        view, game = self.view, self.game
        things: list[Thing] = []
        # the deck (GH-10, GH-11)
        deck = pygame.Rect(DECK_X, PILE_CENTER[1] - CARD[1] // 2 - 8, CARD[0] + 10, CARD[1] + 40)
        things.append(Thing(deck, "deck", "GH-10", {"n": view.deck_size}))
        # the pile: the cards shown, the top one last (GH-2 to GH-5)
        pile = self.shown_pile()
        shown = pile[-PILE_SHOWN:]
        if not pile:
            things.append(Thing(pygame.Rect(PILE_X, PILE_CENTER[1] - CARD[1] // 2, *CARD), "pile_empty", "GH-2"))
        for i, card in enumerate(shown):
            top = i == len(shown) - 1
            rect = pile_card_rect(i, len(shown))
            name = game.card_name(card)
            if top and view.top_family:
                family = t(f"ghosts.family.{view.top_family}")
                things.append(Thing(rect, "pile_top", "GH-4", {"card": name, "family": family, "level": view.level}, name=name))
            else:
                things.append(Thing(rect, "pile_card", "GH-3", {"card": name}, name=name))
        if view.fog_beside:
            k = min(view.fog_beside, 4)
            rect = pygame.Rect(FOG_SPOT, (FOG_CARD[0] + 6 * (k - 1), FOG_CARD[1] + 6 * (k - 1)))
            things.append(Thing(rect, "fog_beside", "GH-5", {"n": view.fog_beside}))
        return things
