"""Each game's winner's moment as sprites: a pure function of the moment's progress.

``motif(info, p)`` gives the pictures of ``info.game_id``'s moment at progress ``p``
(0 = the start, 1 = at rest), in stage coordinates (the stage is STAGE_W x STAGE_H, its
floor at FLOOR_Y; art/common/results_stage.jpg, tools/art_results.py). The same ``p``
always gives the same sprites, so a frame drawn again is the same frame; ``motif(info, 1)``
is the picture at rest (reduce motion fades it in and nothing moves).

- Ghosts: the cards swirl into the winner's pile, the crown settles on it.
- Ghostbumpers: the scare card lifts, flips over and lands.
- The Phantom Society: ghosts rise out of the manor's windows into the night.
- Don't Go In There: the winner's meeple walks out of the door.
- Treasure Hunters: the jewels are carried out into the chest (a win), or ghosts
  drift into the windows and the house is taken (a loss).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

STAGE_W, STAGE_H = 572, 624
FLOOR_Y = 392
CENTRE_X = STAGE_W // 2


@dataclass(frozen=True)
class Sprite:
    """One picture of the moment: ``image`` (an art path) centred on (x, y), ``w`` x ``h``
    pixels, turned ``angle`` degrees, drawn at ``alpha`` and multiplied by ``tint``."""

    image: str
    x: float
    y: float
    w: float
    h: float
    angle: float = 0.0
    alpha: int = 255
    tint: tuple[int, int, int] | None = None


@dataclass(frozen=True)
class MomentInfo:
    """What the moment shows: the game, whether the table's people won (``won``; a bots'
    game counts as a win of its winner), the winner's seat colour (``tint``) and a seed
    for the scattering (the same game always scatters the same way)."""

    game_id: str
    won: bool
    tint: tuple[int, int, int]
    seed: int = 0


def clamp(x: float) -> float:
    return 0.0 if x < 0 else 1.0 if x > 1 else x


def ease_out(x: float) -> float:
    x = clamp(x)
    return 1 - (1 - x) ** 3


def ease_in_out(x: float) -> float:
    x = clamp(x)
    return 3 * x * x - 2 * x * x * x


def span(p: float, start: float, end: float) -> float:
    """Where ``p`` is within [start, end], 0-1."""
    return clamp((p - start) / (end - start))


def _ghosts(info: MomentInfo, p: float) -> list[Sprite]:
    rng = random.Random(info.seed)
    families = ("red", "yellow", "blue", "green", "white", "black")
    pile_x, pile_y = CENTRE_X, 286
    out = []
    for i in range(10):
        image = f"ghosts/ghost_{families[i % 6]}_{1 + i % 3}.png"
        final_dx, final_dy, final_angle = rng.uniform(-10, 10), rng.uniform(-6, 6) - i * 2, rng.uniform(-14, 14)
        start_theta = i * math.tau / 10 + rng.uniform(-0.2, 0.2)
        e = ease_out(span(p, i * 0.045, 0.55 + i * 0.045))
        r = 250 * (1 - e)
        theta = start_theta + 2.4 * e
        x = pile_x + final_dx * e + r * math.cos(theta)
        y = pile_y + final_dy * e + r * 0.55 * math.sin(theta)
        angle = final_angle + (1 - e) * 300
        out.append(Sprite(image, x, y, 112, 157, angle, int(255 * clamp(e * 4 + 0.15))))
    crown = ease_out(span(p, 0.72, 1.0))
    if crown > 0:
        out.append(Sprite("common/results_crown.png", pile_x, 170 - 40 * (1 - crown), 72, 72, 0.0, int(255 * crown)))
    return out


def _ghostbumpers(info: MomentInfo, p: float) -> list[Sprite]:
    lift = math.sin(math.pi * span(p, 0.0, 0.8)) * 40
    flip = ease_in_out(span(p, 0.25, 0.65))
    width = 180 * abs(math.cos(math.pi * flip))
    image = "ghostbumpers/character_back.png" if flip < 0.5 else "ghostbumpers/scared.png"
    out = [Sprite(image, CENTRE_X, 262 - lift, max(2.0, width), 252, 0.0)]
    burst = ease_out(span(p, 0.6, 1.0))
    if burst > 0:
        for i in range(8):
            a = i * math.tau / 8 + math.pi / 8
            r = 120 + 70 * burst
            out.append(Sprite("common/results_sparkle.png", CENTRE_X + r * math.cos(a), 262 + r * 0.9 * math.sin(a), 30, 30,
                              0.0, int(255 * burst)))
    return out


_MANOR_WINDOWS = ((-140, -95), (140, -95), (-90, -65), (90, -65), (0, -100))  # from the manor's centre


def _phantom_society(info: MomentInfo, p: float) -> list[Sprite]:
    manor_y = FLOOR_Y - 125 + 8
    out = [Sprite("common/results_manor.png", CENTRE_X, manor_y, 400, 250)]
    finals = ((-200, 96), (200, 104), (-105, 70), (110, 74), (0, 56))
    for i, ((wx, wy), (fx, fy)) in enumerate(zip(_MANOR_WINDOWS, finals)):
        e = ease_out(span(p, i * 0.1, 0.6 + i * 0.1))
        x0, y0 = CENTRE_X + wx, manor_y + wy
        x = x0 + (CENTRE_X + fx - x0) * e + 16 * math.sin(e * math.pi * 3) * (1 - e)
        y = y0 + (fy - y0) * e
        size = 30 + 46 * e
        out.append(Sprite("common/results_ghost.png", x, y, size, size, 8 * math.sin(i + e * 6) * (1 - e), int(255 * clamp(e * 3))))
    return out


def _dont_go_in_there(info: MomentInfo, p: float) -> list[Sprite]:
    door_y = FLOOR_Y - 155 + 14
    out = [Sprite("common/results_door.png", CENTRE_X - 40, door_y, 230, 310)]
    e = ease_in_out(span(p, 0.05, 0.85))
    x = CENTRE_X - 40 + 190 * e
    y = door_y + 40 + 80 * e - abs(math.sin(e * math.pi * 5)) * 14 * (1 - e * e)
    size = 44 + 76 * e
    out.append(Sprite("common/results_meeple.png", x, y, size, size, 6 * math.sin(e * math.pi * 10) * (1 - e), int(255 * clamp(e * 5)),
                      info.tint))
    return out


def _treasure_hunters(info: MomentInfo, p: float) -> list[Sprite]:
    house_x, house_y = CENTRE_X - 70, FLOOR_Y - 125 + 8
    if info.won:
        out = [Sprite("common/results_house.png", house_x, house_y, 360, 250),
               Sprite("common/results_chest.png", CENTRE_X + 190, FLOOR_Y + 20, 112, 112)]
        door_x, door_y = house_x, house_y + 90
        for i in range(4):
            e = ease_in_out(span(p, 0.1 + i * 0.15, 0.55 + i * 0.15))
            fx, fy = CENTRE_X + 172 + i * 14, FLOOR_Y - 20 - (i % 2) * 10
            x = door_x + (fx - door_x) * e
            y = door_y + (fy - door_y) * e - math.sin(math.pi * e) * 110
            out.append(Sprite("common/results_jewel.png", x, y, 46, 46, 0.0, int(255 * clamp(e * 6))))
        shine = ease_out(span(p, 0.8, 1.0))
        if shine > 0:
            for i, (dx, dy) in enumerate(((-50, -60), (40, -76), (64, -20))):
                out.append(Sprite("common/results_sparkle.png", CENTRE_X + 190 + dx, FLOOR_Y + dy, 28, 28, 0.0, int(255 * shine)))
        return out
    taken = ease_in_out(span(p, 0.35, 0.95))
    out = []
    if taken < 1:
        out.append(Sprite("common/results_house.png", house_x, house_y, 360, 250, 0.0, int(255 * (1 - taken))))
    if taken > 0:
        out.append(Sprite("common/results_house_haunted.png", house_x, house_y, 360, 250, 0.0, int(255 * taken)))
    windows = ((-96, -11), (-36, -11), (36, -11), (96, -11), (0, -81))  # the house's windows from its centre
    starts = ((-260, -120), (260, -140), (-240, 60), (250, 40), (0, -260))
    for i, ((wx, wy), (sx, sy)) in enumerate(zip(windows, starts)):
        e = ease_out(span(p, i * 0.09, 0.6 + i * 0.09))
        x = house_x + sx + (wx - sx) * e + 12 * math.sin(e * 7 + i) * (1 - e)
        y = house_y + sy + (wy - sy) * e
        size = 70 - 30 * e
        out.append(Sprite("common/results_ghost.png", x, y, size, size, 0.0, int(255 * clamp(e * 4))))
    return out


MOTIFS = {
    "ghosts": _ghosts,
    "ghostbumpers": _ghostbumpers,
    "phantom_society": _phantom_society,
    "dont_go_in_there": _dont_go_in_there,
    "treasure_hunters": _treasure_hunters,
}


def motif(info: MomentInfo, p: float) -> list[Sprite]:
    """The sprites of ``info``'s moment at progress ``p`` (a game without its own moment:
    a ghost rising over the floor)."""
    p = clamp(p)
    make = MOTIFS.get(info.game_id)
    if make is not None:
        return make(info, p)
    e = ease_out(p)
    return [Sprite("common/results_ghost.png", CENTRE_X, FLOOR_Y - 40 - 160 * e, 110, 110, 0.0, int(255 * e))]
