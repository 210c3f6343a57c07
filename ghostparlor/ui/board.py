"""BoardView: a board of nodes joined by edges, with tokens standing on nodes."""

from __future__ import annotations

import math
from typing import Hashable, Iterable, Mapping, Sequence

import pygame

from ghostparlor.ui import draw
from ghostparlor.ui.theme import Colour, Theme
from ghostparlor.ui.tokens import Marker, draw_marker
from ghostparlor.ui.widget import ACTIVATE_KEYS, RectLike, UIAction, Widget, is_left_down

NodeId = Hashable


class BoardView(Widget):
    """Nodes (rooms, spaces) at positions, edges between them, markers on nodes.

    Input: a click on a node returns ``UIAction("node", node_id)`` (or
    ``"rejected"`` when ``legal`` is a set without it). While focused, Left/Right
    (and Up/Down) step the cursor through the nodes in reading order -- only the
    legal ones when ``legal`` is set -- and Enter/Space choose.

    Args:
        rect: the board area.
        nodes: ``{node_id: (x, y)}``. With ``normalized=True`` (default) x and y are
            0..1 fractions of ``rect`` (as stored in a game's YAML); otherwise pixels
            relative to ``rect.topleft``.
        edges: pairs of node ids.
        labels: ``{node_id: translated name}`` drawn under each node.
        markers: ``{node_id: [Marker, ...]}`` tokens on nodes.
        highlighted: nodes with the green "legal" glow.
        legal: nodes that may be clicked (``None``: any).
        node_radius: node size in pixels.
        node_colours: optional per-node fill colours.
        background: optional art path drawn to fill ``rect``.
    """

    focusable = True

    def __init__(
        self,
        rect: RectLike,
        nodes: Mapping[NodeId, tuple[float, float]],
        edges: Iterable[tuple[NodeId, NodeId]] = (),
        *,
        normalized: bool = True,
        labels: Mapping[NodeId, str] | None = None,
        markers: Mapping[NodeId, Sequence[Marker]] | None = None,
        highlighted: Iterable[NodeId] = (),
        legal: Iterable[NodeId] | None = None,
        node_radius: int = 24,
        node_colours: Mapping[NodeId, Colour] | None = None,
        background: str | None = None,
        enabled: bool = True,
        tooltip: str = "",
        theme: Theme | None = None,
        name: str = "",
    ) -> None:
        super().__init__(rect, enabled=enabled, tooltip=tooltip, theme=theme, name=name)
        self.nodes: dict[NodeId, tuple[float, float]] = dict(nodes)
        self.edges: list[tuple[NodeId, NodeId]] = [tuple(e) for e in edges]  # type: ignore[misc]
        self.normalized = normalized
        self.labels: dict[NodeId, str] = dict(labels or {})
        self.markers: dict[NodeId, list[Marker]] = {k: list(v) for k, v in (markers or {}).items()}
        self.highlighted: set[NodeId] = set(highlighted)
        self.legal: set[NodeId] | None = set(legal) if legal is not None else None
        self.node_radius = node_radius
        self.node_colours: dict[NodeId, Colour] = dict(node_colours or {})
        self.background = background
        self.hover_node: NodeId | None = None
        self.cursor: NodeId | None = None
        self.selected: NodeId | None = None
        self._static: pygame.Surface | None = None
        self._static_key: tuple | None = None

    # ---------------------------------------------------------------- geometry
    def node_pos(self, node: NodeId) -> tuple[int, int]:
        """Screen position of ``node``'s centre."""
        x, y = self.nodes[node]
        if self.normalized:
            margin = self.node_radius + 8
            w = self.rect.width - margin * 2
            h = self.rect.height - margin * 2 - 16
            return (int(self.rect.x + margin + x * w), int(self.rect.y + margin + y * h))
        return (int(self.rect.x + x), int(self.rect.y + y))

    def node_at(self, pos: tuple[int, int]) -> NodeId | None:
        best, best_d = None, float(self.node_radius + 6) ** 2
        for node in self.nodes:
            nx, ny = self.node_pos(node)
            d = (nx - pos[0]) ** 2 + (ny - pos[1]) ** 2
            if d <= best_d:
                best, best_d = node, d
        return best

    def _order(self) -> list[NodeId]:
        candidates = [n for n in self.nodes if self.legal is None or n in self.legal]
        return sorted(candidates, key=lambda n: (self.node_pos(n)[1] // 40, self.node_pos(n)[0]))

    # ----------------------------------------------------------------- content

    def set_legal(self, legal: Iterable[NodeId] | None, highlight: bool = True) -> None:
        self.legal = set(legal) if legal is not None else None
        if highlight:
            self.highlighted = set(self.legal or ())
        if self.legal is not None and self.cursor not in self.legal:
            self.cursor = None

    def is_legal(self, node: NodeId) -> bool:
        return self.legal is None or node in self.legal

    # ------------------------------------------------------------------- input
    def consumes_key(self, key: int, mod: int = 0) -> bool:
        return bool(self.nodes) and (
            key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN) or key in ACTIVATE_KEYS)

    def _choose(self, node: NodeId) -> UIAction:
        self.cursor = node
        if not self.is_legal(node):
            return UIAction(self, "rejected", node)
        return UIAction(self, "node", node)

    def handle(self, event: pygame.event.Event) -> UIAction | None:
        if not self.visible:
            return None
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.hit(event.pos)
            self.hover_node = self.node_at(event.pos) if self.hovered else None
            return None
        if event.type == pygame.WINDOWLEAVE:
            self.hovered, self.hover_node = False, None
            return None
        if not self.enabled:
            return None
        if is_left_down(event) and self.rect.collidepoint(event.pos):
            node = self.node_at(event.pos)
            return self._choose(node) if node is not None else None
        if event.type == pygame.KEYDOWN and self.focused:
            order = self._order()
            if not order:
                return None
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN):
                step = 1 if event.key in (pygame.K_RIGHT, pygame.K_DOWN) else -1
                if self.cursor in order:
                    index = (order.index(self.cursor) + step) % len(order)
                else:
                    index = 0
                self.cursor = order[index]
                self.focus_visible = True
                return UIAction(self, "cursor", self.cursor)
            if event.key in ACTIVATE_KEYS:
                if self.cursor is None:
                    self.cursor = order[0]
                    self.focus_visible = True
                    return UIAction(self, "cursor", self.cursor)
                return self._choose(self.cursor)
        return None

    def tooltip_text(self) -> str:
        if self.hover_node is not None:
            parts = [self.labels.get(self.hover_node, str(self.hover_node))]
            parts += [m.label for m in self.markers.get(self.hover_node, []) if m.label]
            return " \u2022 ".join(parts)
        return self.tooltip

    # -------------------------------------------------------------------- look
    def _render_static(self) -> pygame.Surface:
        """Edges, node discs and labels, cached until the board changes."""
        key = (self.rect.size, tuple(self.nodes.items()), tuple(self.edges), tuple(self.labels.items()),
               tuple(self.node_colours.items()), self.node_radius, self.background, self.normalized, id(self.theme))
        if key == self._static_key and self._static is not None:
            return self._static
        th = self.theme
        surface = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        ox, oy = self.rect.topleft
        if self.background:
            image = self.assets.image_scaled(self.background, self.rect.size)
            if image is not None:
                surface.blit(image, (0, 0))
        edge_c = th.colour("edge")[:3]
        for a, b in self.edges:
            if a not in self.nodes or b not in self.nodes:
                continue
            pa = self.node_pos(a)
            pb = self.node_pos(b)
            pa = (pa[0] - ox, pa[1] - oy)
            pb = (pb[0] - ox, pb[1] - oy)
            pygame.draw.line(surface, (12, 8, 16), (pa[0], pa[1] + 2), (pb[0], pb[1] + 2), 7)
            pygame.draw.line(surface, draw.darken(edge_c, 0.35), pa, pb, 6)
            _dotted_line(surface, pa, pb, edge_c)
        r = self.node_radius
        for node in self.nodes:
            x, y = self.node_pos(node)
            x, y = x - ox, y - oy
            fill = self.node_colours.get(node, th.colour("node"))
            pygame.draw.circle(surface, (8, 4, 12, 140), (x + 1, y + 4), r + 2)
            pygame.draw.circle(surface, fill[:3], (x, y), r)
            pygame.draw.circle(surface, draw.lighten(fill, 0.18), (x, y - 2), r - 5)
            pygame.draw.circle(surface, fill[:3], (x, y + 1), r - 6)
            pygame.draw.circle(surface, th.colour("node_edge")[:3], (x, y), r, 2)
            label = self.labels.get(node)
            if label:
                text = self.assets.fit_text(label, r * 4, "small", th.colour("text"), "bold", 10)
                plate = text.get_rect(midtop=(x, y + r + 3)).inflate(8, 2)
                draw.box(surface, plate, (*th.colour("panel_dark")[:3], 215), 6)
                surface.blit(text, text.get_rect(center=plate.center))
        self._static = surface
        self._static_key = key
        return surface

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        th = self.theme
        surface.blit(self._render_static(), self.rect.topleft)
        r = self.node_radius
        for node in self.nodes:
            pos = self.node_pos(node)
            if node in self.highlighted:
                box = pygame.Rect(0, 0, r * 2, r * 2)
                box.center = pos
                draw.glow(surface, box, th.colour("legal"), r, 8, 210)
                pygame.draw.circle(surface, th.colour("legal")[:3], pos, r + 1, 3)
            if node == self.selected:
                pygame.draw.circle(surface, th.colour("selected")[:3], pos, r + 3, 3)
            if node == self.hover_node and self.enabled:
                colour = th.colour("hover_glow") if self.is_legal(node) else th.colour("disabled_text")
                pygame.draw.circle(surface, colour[:3], pos, r + 5, 2)
            if self.focused and self.focus_visible and node == self.cursor:
                pygame.draw.circle(surface, (10, 6, 14), pos, r + 9, 2)
                pygame.draw.circle(surface, th.colour("focus")[:3], pos, r + 7, 3)
            markers = self.markers.get(node)
            if markers:
                self._draw_markers(surface, markers, pos)

    def _draw_markers(self, surface: pygame.Surface, markers: Sequence[Marker], pos: tuple[int, int]) -> None:
        n = len(markers)
        mr = max(7, int(self.node_radius * (0.62 if n == 1 else 0.46)))
        if n == 1:
            draw_marker(surface, markers[0], pos, mr, self.theme)
            return
        ring = self.node_radius * 0.72
        for i, marker in enumerate(markers):
            angle = -math.pi / 2 + 2 * math.pi * i / n
            draw_marker(surface, marker, (pos[0] + ring * math.cos(angle), pos[1] + ring * math.sin(angle)), mr,
                        self.theme)


def _dotted_line(surface: pygame.Surface, a: tuple[int, int], b: tuple[int, int], colour: Colour) -> None:
    length = math.hypot(b[0] - a[0], b[1] - a[1])
    if length < 1:
        return
    steps = int(length // 12)
    for i in range(1, steps):
        t = i / steps
        pygame.draw.circle(surface, colour[:3], (int(a[0] + (b[0] - a[0]) * t), int(a[1] + (b[1] - a[1]) * t)), 2)
