"""Ghosts table: the fear level said so a newcomer reads it without the rules.

The gauge panel beside the pile: "Fear level 5 of 7" in words, seven numbered steps
filled up to the level with a stop sign after the cap, what happens there ("Never over
7: if no card fits, you take the pile") and the family on top with its symbol. Under
the pile, the last call in words with the family's symbol ("Cornelius: Blue 2 is a
mirror: level stays 6, direction reverses"), where the quoted shorthand ("6 mirror")
used to flash. Beside the call, the direction of play (GH-7).
"""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.ghosts.rules import CardPlayed
from ghostparlor.games.ghosts.table.geometry import (CALL_RECT, DIRECTION_MIN_X, DIRECTION_RIGHT, GAUGE, MIN_PX, STEP_H,
                                                     SYMBOL, family_of, symbol_image)
from ghostparlor.games.ghosts.table.part import Part
from ghostparlor.ui import Tween, draw
from ghostparlor.ui.inspect import Thing
from ghostparlor.ui.text_layout import Block, put


class GaugePanel(Part):
    """The level gauge, the direction chip and the last call in words."""

    def __init__(self, table) -> None:
        super().__init__(table)
        self.level_shown = 0.0
        self.level_tween: Tween | None = None
        self.call: tuple[str, str | None, int] | None = None  # (the call in words, the family whose symbol goes with it, its level)
        self.call_tween: Tween | None = None  # the new call's glow fading

    # --- model -------------------------------------------------------------------------------
    def refresh(self, view) -> None:
        super().refresh(view)
        self.set_level(view.level)
        if self.call is not None and (not view.pile or self.call[2] != view.level):
            self.call = None  # an undo, a take or a new round: the call is no longer the pile's

    def set_level(self, level: int) -> None:
        """Let the gauge's fill glide to ``level``."""
        if self.level_tween is None and self.level_shown == level:
            return
        self.level_tween = Tween(self.level_shown, float(level), self.theme.duration("meter"), "ease_out_cubic")

    def played(self, event: CardPlayed) -> None:
        """A card was played: its call in words, glowing for a moment."""
        self.call = (*self.call_words(event), event.level)
        self.call_tween = Tween(1.0, 0.0, 2.2, "linear")

    def update(self, dt: float) -> None:
        if self.level_tween is not None:
            self.level_shown = float(self.level_tween.update(dt))
            if self.level_tween.done:
                self.level_tween = None
        if self.call_tween is not None:
            self.call_tween.update(dt)
            if self.call_tween.done:
                self.call_tween = None

    def lively(self) -> bool:
        """The level gliding or the call's glow fading."""
        return bool(self.call_tween or self.level_tween is not None)

    def call_words(self, event: CardPlayed) -> tuple[str, str | None]:
        """GH-2 to GH-5: what the card did, in words, with the family it shows."""
        names = self.feed.names()
        player = names[event.seat] if 0 <= event.seat < len(names) else "?"
        card = self.game.card_name(event.card)
        family = family_of(event.card)
        if event.how == "open":
            return t("ghosts.ui.said_open", player=player, card=card, level=event.level), family
        if event.how == "fog":
            return t("ghosts.ui.said_fog", player=player, level=event.level), None
        if event.how == "mirror":
            key = "ghosts.ui.said_mirror" if self.feed.players > 2 else "ghosts.ui.said_mirror_two"
            return t(key, player=player, card=card, level=event.level), family
        value = event.card.rsplit("_", 1)[1]
        return t("ghosts.ui.said_add", player=player, card=card, value=value, level=event.level), family

    # --- where things lie ----------------------------------------------------------------------
    def gauge_parts(self) -> tuple[pygame.Rect, pygame.Rect]:
        """(the level's words, the steps with the rule under them): where their tips point."""
        head = self.assets.line_height("large", "bold") + 14
        foot = SYMBOL + 14
        return (pygame.Rect(GAUGE.x, GAUGE.y, GAUGE.w, head),
                pygame.Rect(GAUGE.x, GAUGE.y + head, GAUGE.w, GAUGE.h - head - foot))

    def direction_words(self) -> str:
        return t("ghosts.ui.direction_cw" if self.view.direction == 1 else "ghosts.ui.direction_ccw")

    def direction_chip(self) -> tuple[pygame.Rect, Block]:
        """The direction chip and its words: as wide as the words need (one line at the full
        text size, else two), from 172 px up to the space right of the meter."""
        widest = DIRECTION_RIGHT - DIRECTION_MIN_X - 62
        height = 58
        text = self.text.block(self.direction_words(), widest, "small", self.theme.colour("text"), "bold", max_lines=2,
                               height=height - 8)
        w = max(172, text.width + 62)
        return pygame.Rect(DIRECTION_RIGHT - w, 413, w, height), text

    def things(self, viewer: int | None) -> list[Thing]:
        """The level, its meter and the direction (GH-6, GH-7)."""
        view = self.view
        level, meter = self.gauge_parts()
        chip, _ = self.direction_chip()
        return [Thing(level, "level", "GH-6", {"level": view.level, "cap": view.fear_cap}),
                Thing(meter, "meter", "GH-6", {"cap": view.fear_cap, "room": max(0, view.fear_cap - view.level)}),
                Thing(pygame.Rect(chip), "direction", "GH-7", {"direction": self.direction_words()})]

    # --- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_direction(surface)
        self.draw_gauge(surface)
        self.draw_call(surface)

    def draw_direction(self, surface: pygame.Surface) -> None:
        theme, assets = self.theme, self.assets
        cw = self.view.direction == 1
        icon = assets.image_scaled("common/icon_arrow_cw.png" if cw else "common/icon_arrow_ccw.png", (40, 40))
        box, text = self.direction_chip()
        draw.box(surface, box, theme.colour("panel_dark"), 10, theme.colour("panel_dark_edge"), 1)
        if icon is not None:
            surface.blit(icon, (box.x + 8, box.y + 8))
        put(surface, text, box.x + 54, box.centery - text.height // 2)

    def draw_gauge(self, surface: pygame.Surface) -> None:
        view, theme = self.view, self.theme
        box = GAUGE
        draw.box(surface, box, (*theme.colour("panel_dark")[:3], 225), 14, theme.colour("panel_dark_edge"), 1)
        inner = box.w - 24
        heading = self.text.block(t("ghosts.ui.level_of", level=view.level, cap=view.fear_cap), inner, "large",
                                  theme.colour("accent"), "bold", max_lines=1, min_size=MIN_PX)
        y = put(surface, heading, box.centerx, box.y + 12, "center") + 10
        y = self.draw_steps(surface, y, view.fear_cap) + 8
        # the family on top at the foot, the rule over the cap in the height between
        if view.top_family:
            words, family = t("ghosts.ui.on_top", family=t(f"ghosts.family.{view.top_family}")), view.top_family
        else:
            words, family = t("ghosts.ui.on_top_none"), None
        foot = self.text.block(words, inner - (SYMBOL + 8 if family else 0), "body", theme.colour("text"), "bold",
                               max_lines=2, height=2 * SYMBOL, min_size=MIN_PX)
        foot_h = max(foot.height, SYMBOL if family else 0)
        foot_top = box.bottom - 10 - foot_h
        rule = self.text.block(t("ghosts.ui.over_cap", cap=view.fear_cap), inner, "small", theme.colour("text"),
                               max_lines=3, height=max(1, foot_top - 8 - y), min_size=MIN_PX)
        put(surface, rule, box.centerx, y, "center")
        self.draw_with_symbol(surface, foot, family, box.centerx, foot_top, foot_h)

    def draw_steps(self, surface: pygame.Surface, top: int, cap: int) -> int:
        """Seven numbered steps filled up to the (gliding) level, a stop sign after the cap;
        returns the bottom of the numbers under them."""
        theme, assets = self.theme, self.assets
        box = GAUGE
        sign = STEP_H + 4
        gap = 4
        left = box.x + 14
        seg_w = (box.w - 28 - sign - 8 - gap * (cap - 1)) // cap
        shown = self.level_shown
        numbers_bottom = top + STEP_H
        for i in range(cap):
            seg = pygame.Rect(left + i * (seg_w + gap), top, seg_w, STEP_H)
            draw.box(surface, seg, theme.colour("secondary_pressed"), 5)
            fill = min(1.0, max(0.0, shown - i))
            if fill > 0:
                colour = draw.mix(theme.colour("accent"), theme.colour("warning"), max(0.0, (i + 1 - cap * 0.6) / (cap * 0.4)))
                draw.box(surface, pygame.Rect(seg.x, seg.y, max(1, int(seg.w * fill)), seg.h), colour, 5)
            num = assets.text(str(i + 1), "small", theme.colour("text") if i < int(round(shown)) else theme.colour("text_muted"), "bold")
            rect = surface.blit(num, num.get_rect(midtop=(seg.centerx, seg.bottom + 2)))
            numbers_bottom = max(numbers_bottom, rect.bottom)
        # the stop sign: an octagon with a bar (its shape says "no further", the red repeats it)
        centre = (left + cap * (seg_w + gap) + 4 + sign // 2, top + STEP_H // 2)
        radius = sign // 2
        points = [(centre[0] + radius * c, centre[1] + radius * s) for c, s in
                  ((0.38, -0.92), (0.92, -0.38), (0.92, 0.38), (0.38, 0.92), (-0.38, 0.92), (-0.92, 0.38), (-0.92, -0.38), (-0.38, -0.92))]
        pygame.draw.polygon(surface, theme.colour("danger")[:3], points)
        pygame.draw.polygon(surface, (255, 246, 236), points, 2)
        pygame.draw.rect(surface, (255, 246, 236), pygame.Rect(centre[0] - radius + 6, centre[1] - 2, 2 * radius - 12, 4))
        return numbers_bottom

    def draw_with_symbol(self, surface: pygame.Surface, block: Block, family: str | None, cx: int, top: int, height: int) -> None:
        """``block`` centred on ``cx`` with the family's symbol before it (when there is one)."""
        if family is None:
            put(surface, block, cx, top + (height - block.height) // 2, "center")
            return
        symbol = self.assets.image_scaled(symbol_image(family), (SYMBOL, SYMBOL))
        x = cx - (SYMBOL + 8 + block.width) // 2
        if symbol is not None:
            surface.blit(symbol, (x, top + (height - SYMBOL) // 2))
        put(surface, block, x + SYMBOL + 8, top + (height - block.height) // 2)

    def draw_call(self, surface: pygame.Surface) -> None:
        """The last call in words under the pile; it glows for a moment when it is new."""
        if self.call is None:
            return
        theme = self.theme
        words, family, _ = self.call
        width = CALL_RECT.w - (SYMBOL + 8 if family else 0)
        block = self.text.block(words, width, "body", theme.colour("text"), "bold", max_lines=2,
                                height=CALL_RECT.h - 8, min_size=MIN_PX)
        if self.call_tween is not None:
            glow = CALL_RECT.inflate(-max(0, CALL_RECT.w - block.width - (SYMBOL + 8 if family else 0) - 24), 0)
            draw.box(surface, glow, (*theme.colour("hover_glow")[:3], int(70 * self.call_tween.value)), 12)
        self.draw_with_symbol(surface, block, family, CALL_RECT.centerx, CALL_RECT.y + 4, CALL_RECT.h - 8)
