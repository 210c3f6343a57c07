"""The replay viewer's top bar: the game's name, "Replay" and where in the game, and the
timeline slider (:class:`TimelineBar`) with the transport icons drawn by us."""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.core.timeline import Timeline
from ghostparlor.scenes.game_bar import TopBar
from ghostparlor.ui import draw
from ghostparlor.ui.widget import UIAction, Widget

SLIDER_RECT = pygame.Rect(580, 4, 552, 44)


def transport_icon(kind: str, colour=(245, 232, 210)) -> pygame.Surface:
    """A transport icon drawn by us (shapes read in any language): bars and triangles."""
    s = pygame.Surface((28, 28), pygame.SRCALPHA)
    c = colour

    def tri(x: int, right: bool, w: int = 9) -> None:
        pts = [(x, 6), (x + w, 14), (x, 22)] if right else [(x + w, 6), (x, 14), (x + w, 22)]
        pygame.draw.polygon(s, c, pts)

    if kind == "start":
        pygame.draw.rect(s, c, (5, 6, 3, 16))
        tri(9, False)
        tri(17, False)
    elif kind == "end":
        tri(2, True)
        tri(10, True)
        pygame.draw.rect(s, c, (20, 6, 3, 16))
    elif kind == "round_back":
        tri(3, False)
        tri(10, False)
        tri(17, False)
    elif kind == "round_next":
        tri(2, True)
        tri(9, True)
        tri(16, True)
    elif kind == "turn_back":
        tri(7, False)
        tri(15, False)
    elif kind == "turn_next":
        tri(5, True)
        tri(13, True)
    elif kind == "move_back":
        tri(9, False)
    elif kind == "move_next":
        tri(10, True)
    elif kind == "play":
        pygame.draw.polygon(s, c, [(8, 5), (22, 14), (8, 23)])
    elif kind == "pause":
        pygame.draw.rect(s, c, (7, 6, 5, 16))
        pygame.draw.rect(s, c, (16, 6, 5, 16))
    return s


class TimelineBar(Widget):
    """The timeline slider: the stops of the record from the first move to the last, tall
    marks where a round starts (with its number), short marks where a turn starts, a star
    at the move that decided it. Click or drag to jump; Left/Right when focused."""

    focusable = True
    is_control = True

    def __init__(self, rect, timeline: Timeline, name: str = "timeline") -> None:
        super().__init__(rect, tooltip=t("replay.timeline_tip"), name=name)
        self.timeline = timeline
        self.value = 0
        self.dragging = False
        self._hover_x: int | None = None

    def track(self) -> pygame.Rect:
        return pygame.Rect(self.rect.x + 12, self.rect.y + 26, self.rect.w - 24, 6)

    def x_of(self, stop: int) -> int:
        track = self.track()
        return track.x + round(track.w * stop / max(1, self.timeline.last))

    def stop_at_x(self, x: int) -> int:
        track = self.track()
        return max(0, min(self.timeline.last, round((x - track.x) * self.timeline.last / max(1, track.w))))

    def consumes_key(self, key: int, mod: int = 0) -> bool:
        return False  # the scene steps with the arrows, focused or not

    def tooltip_text(self) -> str:
        if self._hover_x is not None and self.hovered:
            stop = self.stop_at_x(self._hover_x)
            return t("replay.counter", move=stop, total=self.timeline.last, round=self.timeline.round_at(stop))
        return self.tooltip

    def handle(self, event: pygame.event.Event) -> UIAction | None:
        if not self.visible:
            return None
        self._track_hover(event)
        if event.type == pygame.MOUSEMOTION:
            self._hover_x = event.pos[0] if self.rect.collidepoint(event.pos) else None
            if self.dragging:
                return UIAction(self, "change", self.stop_at_x(event.pos[0]))
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1 and self.rect.collidepoint(event.pos):
            self.dragging = True
            return UIAction(self, "change", self.stop_at_x(event.pos[0]))
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            self.dragging = False
        return None

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        th, assets, tl = self.theme, self.assets, self.timeline
        track = self.track()
        draw.box(surface, track.inflate(4, 4), th.colour("control_track"), 4, th.colour("secondary_edge"), 1)
        kx = self.x_of(self.value)
        if kx > track.x:
            draw.box(surface, pygame.Rect(track.x, track.y, kx - track.x, track.h), th.colour("accent"), 3)
        muted, text_c = th.colour("text_muted"), th.colour("text")
        step = track.w / max(1, tl.last)
        if step >= 3:  # turn marks: short, under the track
            for stop in tl.turn_starts:
                x = self.x_of(stop)
                pygame.draw.line(surface, muted, (x, track.bottom + 3), (x, track.bottom + 8), 1)
        label_right = -100
        star_x = self.x_of(tl.deciding) if tl.deciding is not None else -100
        for number, stop in enumerate(tl.round_starts, 1):  # round marks: tall, with the round's number
            x = self.x_of(stop)
            pygame.draw.line(surface, text_c, (x, track.y - 12), (x, track.bottom + 9), 2)
            label = assets.text(str(number), "small", text_c, "bold")
            clear_of_star = not (x - 10 < star_x < x + 12 + label.get_width())
            if x + 3 > label_right + 8 and x + 3 + label.get_width() <= self.rect.right and clear_of_star:
                surface.blit(label, label.get_rect(bottomleft=(x + 3, track.y - 1)))
                label_right = x + 3 + label.get_width()
        if tl.deciding is not None:  # the move that decided it: a star above the track
            x = self.x_of(tl.deciding)
            star(surface, (x, self.rect.y + 10), 8, th.colour("accent"), (20, 12, 22))
        pygame.draw.circle(surface, (10, 6, 14), (kx, track.centery + 2), 10)
        pygame.draw.circle(surface, th.colour("parchment")[:3], (kx, track.centery), 9)
        pygame.draw.circle(surface, th.colour("accent_pressed")[:3], (kx, track.centery), 9, 2)
        if self.focused and self.focus_visible:
            draw.focus_ring(surface, self.rect, 6, th)


def star(surface: pygame.Surface, centre: tuple[int, int], radius: int, colour, edge) -> None:
    import math

    cx, cy = centre
    pts = []
    for i in range(10):
        r = radius if i % 2 == 0 else radius * 0.45
        a = -math.pi / 2 + i * math.pi / 5
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    pygame.draw.polygon(surface, colour[:3], pts)
    pygame.draw.polygon(surface, edge, pts, 1)


class ReplayBar(TopBar):
    """The top bar of a replay: "Replay", the move and round shown, the timeline."""

    def draw(self, surface: pygame.Surface) -> None:
        scene = self.scene
        theme, assets = scene.theme, scene.assets
        self.draw_base(surface)
        room = SLIDER_RECT.x - 12 - 262
        px = theme.font_size("small")
        while px > 10 and assets.line_height(px, "bold") * 2 > 50:  # two lines that fit the bar at any text size
            px -= 1
        head = assets.fit_text(t("replay.title"), room, px, theme.colour("accent"), "bold", 10)
        counter = assets.fit_text(scene.counter_text(), room, px, theme.colour("text"), "bold", 10)
        top = max(1, (52 - head.get_height() - counter.get_height()) // 2)  # two lines that share the bar at any text size
        surface.blit(head, (262, top))
        surface.blit(counter, (262, top + head.get_height()))
        scene.timeline_bar.draw(surface)
