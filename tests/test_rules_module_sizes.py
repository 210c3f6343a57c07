"""Rules packages that read like their rulebooks (issue 23, item 1): each rules module opens
by saying which rule IDs live in it. (No module over 600 lines and no class over 400, the
rules' included: tests/test_house.py.)"""

import ast
import re
from pathlib import Path

GAMES = Path(__file__).resolve().parent.parent / "ghostparlor" / "games"


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
