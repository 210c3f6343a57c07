"""The string table: every player-facing text is a key looked up here.

Tables are ``data/strings/<language>.yaml`` (nested mappings; a key is the dotted
path, e.g. ``ghosts.log.relief``). Values are ``str.format`` templates, with one
addition for plurals: ``{count:plural:ghost|ghosts}`` is the first word when ``count``
is 1 and the second otherwise, so "{count} {count:plural:ghost|ghosts}" reads "1 ghost"
and "2 ghosts" (a translation writes its own forms). A missing key shows as the key itself, so a gap is visible rather than a crash;
the tests check that every key the code uses exists in English.
"""

from __future__ import annotations

import string
from typing import Any, Callable

from ghostparlor.resources import data_path

_tables: dict[str, dict[str, str]] = {}
problems: dict[str, str] = {}  # language -> why its table could not be used
_language = "en"


def _flatten(prefix: str, node: Any, out: dict[str, str]) -> None:
    if isinstance(node, dict):
        for key, value in node.items():
            _flatten(f"{prefix}.{key}" if prefix else str(key), value, out)
    else:
        try:
            out[prefix] = str(node)
        except ValueError:  # a number too long to write in decimal (a damaged table)
            out[prefix] = prefix


def read_yaml_table(path: Any) -> Any:
    """The plain way to read a string table (bounded, like all content); the app passes in
    its cached reader with :func:`set_loader` (the rules layer knows no user folders)."""
    import yaml

    from ghostparlor.core.reading import MB, check_plain, decode_text, read_bytes

    from ghostparlor.core.reading import Damaged

    try:
        return check_plain(yaml.safe_load(decode_text(read_bytes(path, 4 * MB))), numbers=False)
    except (yaml.YAMLError, RecursionError) as exc:
        raise Damaged(f"it is not usable YAML ({' '.join(str(exc).split())[:120]})") from None


_loader: Callable[[Any], Any] = read_yaml_table


def set_loader(loader: Callable[[Any], Any]) -> None:
    """Read string tables with ``loader(path)`` from now on (tables already read stay)."""
    global _loader
    _loader = loader


def table(language: str | None = None) -> dict[str, str]:
    lang = language or _language
    if lang not in _tables:
        path = data_path("strings", f"{lang}.yaml")
        try:
            raw = _loader(path)
        except (OSError, ValueError) as exc:  # a damaged or missing table: the keys are shown, the app goes on
            problems[lang] = f"{path}: {exc}"
            import sys

            print(f"ghostparlor: the string table {path} cannot be used ({' '.join(str(exc).split())[:160]}); "
                  "texts are shown as their keys", file=sys.stderr)
            raw = {}
        flat: dict[str, str] = {}
        _flatten("", raw if isinstance(raw, dict) else {}, flat)
        _tables[lang] = flat
    return _tables[lang]


def set_language(language: str) -> None:
    global _language
    _language = language


def has(key: str) -> bool:
    return key in table()


class _Formatter(string.Formatter):
    """``str.format`` plus the ``plural:one|other`` format spec."""

    def format_field(self, value: Any, format_spec: str) -> Any:
        if format_spec.startswith("plural:"):
            one, _, other = format_spec[7:].partition("|")
            return one if value == 1 else other
        return super().format_field(value, format_spec)


_FORMATTER = _Formatter()


def t(key: str, **params: Any) -> str:
    """The text for ``key`` in the current language, with ``params`` filled in."""
    template = table().get(key)
    if template is None:
        return key
    if not params:
        return template
    try:
        if ":plural:" in template:
            return _FORMATTER.format(template, **params)
        return template.format(**params)
    except (KeyError, IndexError, ValueError, AttributeError, TypeError):  # a damaged template: shown as it is
        return template
