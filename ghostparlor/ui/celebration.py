"""The winner's moment on the results screen: a short animation on a little stage, then rest.

A :class:`Moment` owns the clock (``update``), ends at once when skipped (``skip``) and
draws the stage, its game's sprites (ui/moment_motifs.py) and, when a person at the table
won, a fall of little ghosts and sparkles. With reduce motion nothing moves: the picture at
rest fades in (no confetti). What is drawn is a function of the clock only, so a frame
drawn again is the same frame (the app's frame truth); ``busy`` is true while it plays.
"""

from __future__ import annotations

import math
import random

import pygame

from ghostparlor.ui.assets import get_assets
from ghostparlor.ui.moment_motifs import STAGE_H, STAGE_W, MomentInfo, Sprite, motif

STAGE_IMAGE = "common/results_stage.jpg"
PLAY_SECONDS = 2.4  # the moment's motion, then it rests
FADE_SECONDS = 0.6  # reduce motion: the picture at rest fades in
MAX_STEP = 0.1  # a slow frame does not jump over the moment
CONFETTI = 34


class Moment:
    """The winner's moment of one finished game (see the module's docstring)."""

    def __init__(self, info: MomentInfo, *, reduce_motion: bool = False, confetti: bool = False) -> None:
        self.info = info
        self.reduce_motion = reduce_motion
        self.confetti = confetti and not reduce_motion
        self.length = FADE_SECONDS if reduce_motion else PLAY_SECONDS
        self.clock = 0.0
        rng = random.Random(info.seed * 7 + 1)
        self._pieces = [(rng.uniform(20, STAGE_W - 20), rng.uniform(-260, -30), rng.uniform(300, 420), rng.uniform(0, math.tau),
                         rng.random() < 0.45, rng.uniform(20, 30)) for _ in range(CONFETTI)]

    # ------------------------------------------------------------------ clock
    def update(self, dt: float) -> None:
        self.clock = min(self.length, self.clock + min(max(0.0, dt), MAX_STEP))

    def skip(self) -> None:
        """At rest at once (any key or click on the results screen)."""
        self.clock = self.length

    def busy(self) -> bool:
        return self.clock < self.length

    def progress(self) -> float:
        return self.clock / self.length if self.length > 0 else 1.0

    def frame_key(self) -> tuple:
        """What the stage shows: the clock to the frame (rest is one frame)."""
        return ("moment", round(self.clock * 60), self.busy())

    # ------------------------------------------------------------- pictures
    def sprites(self) -> list[Sprite]:
        """The game's sprites now: moving ones while it plays, or (reduce motion) the
        sprites at rest with the fade's alpha."""
        if not self.reduce_motion:
            return motif(self.info, self.progress())
        fade = self.progress()
        return [Sprite(s.image, s.x, s.y, s.w, s.h, s.angle, int(s.alpha * fade), s.tint) for s in motif(self.info, 1.0)]

    def confetti_sprites(self) -> list[Sprite]:
        """The little ghosts and sparkles falling through the stage (gone at rest)."""
        if not self.confetti or not self.busy():
            return []
        t = self.clock
        out = []
        for x0, y0, speed, phase, is_ghost, size in self._pieces:
            y = y0 + speed * t
            if y - size > STAGE_H:
                continue
            x = x0 + 22 * math.sin(phase + t * 3.2)
            image = "common/results_ghost.png" if is_ghost else "common/results_sparkle.png"
            out.append(Sprite(image, x, y, size, size, 18 * math.sin(phase + t * 4.0)))
        return out

    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The stage in ``rect`` (STAGE_W x STAGE_H) with the moment as it is now."""
        assets = get_assets()
        stage = assets.image_scaled(STAGE_IMAGE, rect.size)
        if stage is not None:
            surface.blit(stage, rect.topleft)
        else:
            pygame.draw.rect(surface, (30, 20, 40), rect, border_radius=10)
        clip = surface.get_clip()
        surface.set_clip(rect.inflate(-24, -24).clip(clip) if clip else rect.inflate(-24, -24))
        sx, sy = rect.w / STAGE_W, rect.h / STAGE_H
        at_rest = not self.busy()  # only the sizes at rest go to the assets' cache (it keeps every size)
        for sprite in self.sprites() + self.confetti_sprites():
            draw_sprite(surface, sprite, rect.x, rect.y, sx, sy, cache=at_rest)
        surface.set_clip(clip)


def draw_sprite(surface: pygame.Surface, sprite: Sprite, ox: float, oy: float, sx: float = 1.0, sy: float = 1.0, *,
                cache: bool = True) -> None:
    """Blit one sprite (scaled, tinted, turned, faded) centred on its place; ``cache``: its
    scaled picture is kept (a size seen again), else made for this frame only."""
    if sprite.alpha <= 0:
        return
    w, h = max(1, round(sprite.w * sx)), max(1, round(sprite.h * sy))
    assets = get_assets()
    image = assets.image_scaled(sprite.image, (w, h)) if cache and sprite.angle == 0 and sprite.tint is None else None
    if image is None:
        base = assets.image(sprite.image)
        if base is None:
            return
        image = pygame.transform.smoothscale(base, (w, h))
        if sprite.tint is not None:
            image.fill((*sprite.tint, 255), special_flags=pygame.BLEND_RGBA_MULT)
        if sprite.angle:
            image = pygame.transform.rotozoom(image, sprite.angle, 1.0)
    if sprite.alpha < 255:
        image = image.copy()
        image.set_alpha(sprite.alpha)
    surface.blit(image, image.get_rect(center=(round(ox + sprite.x * sx), round(oy + sprite.y * sy))))
