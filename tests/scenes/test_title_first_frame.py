"""Start-up: the first frame may be the title picture kept at the last start; it must be
exactly what the title scene draws, and any change to what it depends on draws it anew."""

import pygame

from ghostparlor.ui import first_frame


def start():
    """Open the app as run_app does; the first frame's pixels and whether it was kept."""
    from ghostparlor.app import App
    from ghostparlor.ui import reset_assets

    app = App(headless=True, quick_start=True)
    try:
        kept = app.kept_title_shown
        kept_pixels = pygame.image.tobytes(app.canvas, "RGB") if kept else None
        app.home()
        app.step(1 / 60)
        return kept, kept_pixels, pygame.image.tobytes(app.canvas, "RGB")
    finally:
        app.shutdown()
        reset_assets()


def test_the_kept_first_frame_is_pixel_for_pixel_the_drawn_one(home):
    kept, _, drawn = start()
    assert not kept  # nothing kept yet: drawn for real, and kept
    kept, kept_pixels, drawn_again = start()
    assert kept and kept_pixels == drawn == drawn_again


def test_a_changed_setting_draws_the_title_anew(home):
    start()
    from ghostparlor.persistence.settings import load_settings, save_settings

    settings, _ = load_settings()
    settings.colourblind_symbols = not settings.colourblind_symbols
    save_settings(settings)
    kept, _, _ = start()
    assert not kept
    kept, _, _ = start()  # and the new picture is kept for next time
    assert kept


def test_a_damaged_picture_is_ignored(home):
    start()
    image = home / "cache" / "title-frame.rgb"
    assert image.exists()
    image.write_bytes(b"broken")
    kept, _, drawn = start()
    assert not kept and first_frame.kept_key() is not None
    kept, kept_pixels, _ = start()  # renewed
    assert kept and kept_pixels == drawn
