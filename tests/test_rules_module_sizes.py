"""Rules packages that read like their rulebooks (issue 23, item 1): no headless module
under ghostparlor/games/ (rules, bots, search hooks: everything that does not import
pygame) over 600 lines, no class there over 400, and each rules module opens by saying
which rule IDs live in it."""

import ast
import re
from pathlib import Path

GAMES = Path(__file__).resolve().parent.parent / "ghostparlor" / "games"
MAX_MODULE, MAX_CLASS = 600, 400


def headless_modules():
    for path in sorted(GAMES.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        if "import pygame" in text or "from pygame" in text:
            continue
        yield path, text


def test_no_headless_module_over_600_lines_and_no_class_over_400():
    too_big = []
    for path, text in headless_modules():
        lines = text.count("\n") + 1
        name = path.relative_to(GAMES.parent.parent)
        if lines > MAX_MODULE:
            too_big.append(f"{name}: {lines} lines")
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.ClassDef):
                size = node.end_lineno - node.lineno + 1
                if size > MAX_CLASS:
                    too_big.append(f"{name}: class {node.name} is {size} lines")
    assert not too_big, "\n".join(too_big)


RULE_ID = re.compile(r"\b[A-Z]{1,3}-\d+")


def test_every_rules_module_names_its_rule_ids():
    """Each module of a game's rules package (games/<id>/rules/) opens with a docstring
    that names the rule IDs living in it (e.g. "DG-12 to DG-15: the Music Box ...")."""
    silent = []
    packages = sorted(p for p in GAMES.glob("*/rules") if p.is_dir())
    assert len(packages) == 5, f"every game's rules are a package: found {[p.parent.name for p in packages]}"
    for package in packages:
        for path in sorted(package.glob("*.py")):
            if path.name == "__init__.py":
                continue
            doc = ast.get_docstring(ast.parse(path.read_text(encoding="utf-8"))) or ""
            if not RULE_ID.search(doc.split("\n\n")[0]):
                silent.append(str(path.relative_to(GAMES)))
    assert not silent, "these rules modules do not open with the rule IDs they hold: " + ", ".join(silent)
