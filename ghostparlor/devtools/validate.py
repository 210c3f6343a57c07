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
    """All problems found (empty when the data is good) and the number of files checked.
    Each message is one line that never echoes a huge value whole (a value a file holds is
    cut to about 80 characters) nor prints a character a terminal would obey (a file name
    with a newline or an escape is shown escaped): :func:`~ghostparlor.core.printable.short_message`."""
    from ghostparlor.core.printable import short_message

    messages, checked = _problems(Path(data_dir) if data_dir is not None else resource_root("data"))
    return [short_message(m) for m in messages], checked


def _problems(root: Path) -> tuple[list[str], int]:
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
    from ghostparlor.core.learn import validate_learn
    from ghostparlor.games import load_game

    for game_id, _ in game_spec_loaders():
        if (root / "learn" / f"{game_id}.yaml").exists():
            checked += 1
            try:
                messages.extend(validate_learn(load_game(game_id), root))
            except ContentError as exc:  # the game's own content is damaged (named above)
                said = set(messages)  # a set: a damaged file may give tens of thousands of messages
                messages.extend(m for m in exc.messages if m not in said)
    for path in sorted((root / "locale").glob("*.po*")):
        checked += 1
        messages.extend(catalog_problems(path))
    theme = root / "theme.yaml"
    if theme.exists():
        checked += 1
        try:
            read_yaml(theme)
        except ContentError as exc:
            messages.extend(exc.messages)
    return messages, checked


def placeholders(template: str) -> set[str]:
    """The named placeholders of a ``str.format`` template ("" for a positional one)."""
    import string

    try:
        return {name.split(".")[0].split("[")[0] for _, name, _, _ in string.Formatter().parse(template) if name is not None}
    except ValueError:
        return {"<unbalanced braces>"}


def catalog_problems(path: Path) -> list[str]:
    """What is wrong with one catalog: unreadable, or (a translation) an entry whose
    placeholders differ from its English source, a wrong number of plural forms, a key
    the source does not have."""
    from ghostparlor.core.po import parse
    from ghostparlor.core.strings import read_catalog_text

    name = display_name(path)
    try:
        cat = parse(read_catalog_text(path))
    except (OSError, ValueError, RecursionError) as exc:
        return [f"{name}: {exc}"]
    if path.suffix == ".pot":
        bad = [k for k, e in cat.entries.items() if "" in placeholders(e.msgid) | placeholders(e.plural or "")]
        return [f"{name}: {k}: a placeholder without a name" for k in bad]
    try:
        source = parse(read_catalog_text(path.with_name("ghostparlor.pot")))
    except (OSError, ValueError, RecursionError) as exc:
        return [f"{name}: its source ghostparlor.pot cannot be read ({exc})"]
    out = []
    for key, entry in cat.entries.items():
        src = source.entries.get(key)
        if src is None:
            out.append(f"{name}: {key}: not a key of ghostparlor.pot")
            continue
        if not entry.translated:
            continue
        want = placeholders(src.msgid) | placeholders(src.plural or "")
        if (src.plural is None) != (entry.plural is None):
            out.append(f"{name}: {key}: counted in one catalog and not in the other")
        elif src.plural is not None and len(entry.strings) != cat.nplurals:
            out.append(f"{name}: {key}: {len(entry.strings)} plural forms, the language has {cat.nplurals}")
        for form in entry.strings:
            have = placeholders(form)
            if have != want:
                out.append(f"{name}: {key}: placeholders {sorted(have)} differ from the source's {sorted(want)}")
                break
    return out
