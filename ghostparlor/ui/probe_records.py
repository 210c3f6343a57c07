"""What the layout probe (:mod:`ghostparlor.ui.probe`) records while it is on.

Apart from probe.py so that importing the probe, which every widget does, makes no
dataclass (about 0.4 ms each at start-up, for a tool that is off): these are imported
when probing starts.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame


@dataclass
class TextMeta:
    text: str  # the words drawn
    full: str  # the whole text asked for (differs when shortened)
    font: str  # the file that drew it
    cut: bool = False
    broken_word: bool = False
    ink: pygame.Rect | None = None  # inked pixels within the surface
    surface: Any = None
    px: int = 0  # the font's pixel size it was rendered at (0: unknown)


@dataclass
class Placed:
    meta: TextMeta
    rect: pygame.Rect  # inked pixels on the target
    box: pygame.Rect | None  # the box it must stay in, on the target
    box_name: str
    layer: int
    tooltip: bool
    clipped: bool = False  # part of it fell outside a composed surface


@dataclass
class Control:
    rect: pygame.Rect
    name: str
    layer: int


@dataclass
class Probe:
    texts: list[Placed] = field(default_factory=list)
    controls: list[Control] = field(default_factory=list)
    metas: dict[int, tuple[Any, TextMeta]] = field(default_factory=dict)  # id(surface) -> (surface, meta)
    held: dict[int, tuple[Any, list[Placed]]] = field(default_factory=dict)  # composed surfaces -> their texts
    boxes: list[tuple[pygame.Rect, str, bool]] = field(default_factory=list)  # (rect, name, has tooltip)
    root: Any = None
    layer_no: int = 0
