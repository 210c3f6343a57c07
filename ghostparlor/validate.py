"""Checks every content file: each implemented game's YAML and the string tables."""

from __future__ import annotations

from pathlib import Path

from ghostparlor.core.content import display_name, read_yaml
from ghostparlor.core.errors import ContentError
from ghostparlor.resources import resource_root


def game_spec_loaders():
    """(game id, loader(data_dir) -> GameSpec) for every game whose rules are in."""
    from ghostparlor.games import implemented_ids, rules_module

    return [(game_id, rules_module(game_id).load_spec) for game_id in implemented_ids()]


def validate_all(data_dir: Path | None = None) -> tuple[list[str], int]:
    """All problems found (empty when the data is good) and the number of files checked."""
    root = Path(data_dir) if data_dir is not None else resource_root("data")
    messages: list[str] = []
    checked = 0
    if not root.is_dir():
        return [f"{display_name(root)}: not a folder"], 0
    for game_id, loader in game_spec_loaders():
        checked += 1
        try:
            loader(root)
        except ContentError as exc:
            messages.extend(exc.messages)
    for path in sorted((root / "strings").glob("*.yaml")):
        checked += 1
        try:
            read_yaml(path)
        except ContentError as exc:
            messages.extend(exc.messages)
    theme = root / "theme.yaml"
    if theme.exists():
        checked += 1
        try:
            read_yaml(theme)
        except ContentError as exc:
            messages.extend(exc.messages)
    return messages, checked
