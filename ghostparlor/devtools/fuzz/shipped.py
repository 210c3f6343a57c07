"""The installed data as a fuzz-files target: a game's data, a catalog, the theme, each
damaged in a fresh copy of the data folder (reported, never changed)."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from ghostparlor.devtools.fuzz.mutations import Mutator, Plant, catalog_plant
from ghostparlor.devtools.fuzz.runner import Runner
from ghostparlor.devtools.fuzz.target import Context, Target, run_scenes


class ShippedTarget(Target):
    """A file of the installed data (game data, strings, theme) in a fresh copy: reported,
    never changed; the app runs on built-in defaults or shows keys."""

    keeps = "in_place"

    def __init__(self, ctx: "Context", name: str, relative: str) -> None:
        super().__init__(ctx)
        self.name = name
        self.relative = relative
        self.original = (ctx.data_root / relative).read_bytes()

    def prepare(self, runner: Runner, home: Path) -> None:
        from ghostparlor.resources import clear_cache, resource_root

        root = home / "resources"
        shutil.copytree(self.ctx.data_root, root / "data", symlinks=True)
        for kind in ("art", "sounds"):
            os.symlink(resource_root(kind), root / kind)
        os.environ["GHOSTPARLOR_RESOURCES"] = str(root)
        clear_cache()
        self._reset()

    def _reset(self) -> None:
        from ghostparlor.core import strings
        from ghostparlor.ui.theme import set_theme

        strings.clear()
        set_theme(None)
        try:
            from ghostparlor.games import load_game

            load_game.cache_clear()
        except AttributeError:
            pass

    def finish(self, runner: Runner) -> None:
        from ghostparlor.resources import clear_cache

        clear_cache()
        self._reset()
        if self.ctx.apps:  # the next app loads fonts and pictures from the real folders again
            from ghostparlor.ui import reset_assets

            reset_assets()

    def path(self, home: Path) -> Path:
        return home / "resources" / "data" / self.relative

    def mutate(self, mutator: Mutator) -> Plant:
        if self.relative.startswith("locale/"):
            return catalog_plant(mutator, self.name, self.original)
        import yaml

        doc = yaml.safe_load(self.original)
        lines = self.original.splitlines(keepends=True)
        small = b"".join(lines[:12])
        while True:  # not "a file for its folder": that replaces the whole installed data folder
            plant = mutator.yaml_doc(self.name, doc, small)
            if plant.special != "file_for_folder":
                return plant

    def read(self, runner: Runner, home: Path, path: Path) -> None:
        from ghostparlor.devtools.validate import validate_all

        runner.timed("validate-data", lambda: validate_all(home / "resources" / "data"))
        if self.relative.startswith("games/"):
            game_id = Path(self.relative).stem

            def build() -> None:
                from ghostparlor.core.errors import GhostparlorError
                from ghostparlor.games import REGISTRY, rules_module

                module = rules_module(game_id)
                try:
                    spec = module.load_spec(home / "resources" / "data")
                except GhostparlorError:
                    return
                game = getattr(module, REGISTRY[game_id].game_class)(spec)
                game.new_state(game.min_players)

            runner.timed("load the game", build)
        elif self.relative.startswith("locale/"):
            from ghostparlor.core import strings

            def read_catalog() -> None:
                before = strings.language()
                strings.set_language(Path(self.relative).stem if self.relative.endswith(".po") else "en")
                try:
                    strings.table()
                    for n in (0, 1, 2, 5, 21, -3, 10**30):
                        strings.t("dont_go_in_there.log.ghosts_gained", player="A", count=n, why="w")
                    strings.t("app.window_title"), strings.t("continue.broken", error="e", kept="k"), strings.t("stats.vs", level=1)
                finally:
                    strings.set_language(before)

            runner.timed("catalog", read_catalog)
        else:
            from ghostparlor.ui.theme import load_theme

            runner.timed("load_theme", lambda: load_theme(path))

    def scenes(self, runner: Runner, home: Path, path: Path) -> None:
        run_scenes(runner, home, path, self.ctx, Path(self.relative).stem if self.relative.startswith("games/") else "ghosts")
