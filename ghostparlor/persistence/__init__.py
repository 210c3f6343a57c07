"""Per-user files: where they live, how they are written safely, and the settings.

Nothing here imports pygame, so it can be used and tested headless. Import the
submodules directly (``ghostparlor.persistence.settings`` ...); this package
file imports nothing, to keep start-up short.
"""
