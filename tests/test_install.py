"""Packaging: the wheel carries data/, art/ and sounds/, and the locator finds them installed."""

import os
import subprocess
import sys
import tomllib
import venv
import zipfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]


def test_every_code_package_is_listed_in_pyproject():
    listed = set(tomllib.loads((REPO / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])
    found = {".".join(p.parent.relative_to(REPO).parts) for p in (REPO / "ghostparlor").rglob("__init__.py")}
    assert found <= listed, f"add to pyproject packages: {sorted(found - listed)}"


@pytest.fixture(scope="module")
def wheel(tmp_path_factory):
    out = tmp_path_factory.mktemp("wheel")
    proc = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-w", str(out), str(REPO)],
        capture_output=True, text=True, timeout=600,
    )
    if proc.returncode != 0 and "No module named" in proc.stderr + proc.stdout:
        pytest.skip("setuptools/wheel not available for a no-isolation build")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    wheels = list(out.glob("ghostparlor-*.whl"))
    assert len(wheels) == 1
    return wheels[0]


def test_wheel_contains_the_resource_folders(wheel):
    names = zipfile.ZipFile(wheel).namelist()
    assert "ghostparlor/_data/games/ghosts.yaml" in names
    assert "ghostparlor/_data/locale/ghostparlor.pot" in names and "ghostparlor/_data/locale/ja.po" in names
    assert any(n.startswith("ghostparlor/_art/") for n in names) or not any((REPO / "art").rglob("*.png"))
    assert not any(n.startswith(("tests/", "benchmarks/")) for n in names)


def test_installed_wheel_finds_its_data_from_anywhere(wheel, tmp_path):
    env_dir = tmp_path / "venv"
    venv.EnvBuilder(with_pip=False).create(env_dir)
    py = env_dir / "bin" / "python"
    # the new venv sees this environment's dependencies (pyyaml, platformdirs) through a .pth
    # file; ghostparlor itself comes only from the wheel, installed with --no-deps
    site = subprocess.run([str(py), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"], capture_output=True, text=True).stdout.strip()
    (Path(site) / "deps.pth").write_text("\n".join(sorted({str(Path(__import__(m).__file__).resolve().parents[1]) for m in ("yaml", "platformdirs")})) + "\n")
    proc = subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "--target", site, str(wheel)], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    code = (
        "import ghostparlor, ghostparlor.resources as r; from ghostparlor.games import load_game;"
        "g = load_game('ghosts'); print(ghostparlor.__file__); print(r.layout()); print(g.total_cards)"
    )
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "GHOSTPARLOR_RESOURCES")}
    out = subprocess.run([str(py), "-c", code], capture_output=True, text=True, cwd=tmp_path, env=env, timeout=120)
    assert out.returncode == 0, out.stderr
    file, layout, cards = out.stdout.split()
    assert file.startswith(str(env_dir)), file
    assert layout == "installed"
    assert cards == "60"
