"""Packaging: the wheel carries data/, art/ and sounds/ and every licence file, builds without a
deprecation warning, and the locator finds the data installed."""

import ast
import os
import re
import shutil
import subprocess
import sys
import tomllib
import venv
import zipfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
PYPROJECT = tomllib.loads((REPO / "pyproject.toml").read_text())
# every file of the checkout that is a licence, wherever it lies (the code's, the art's, the fonts')
LICENCE_NAME = re.compile(r"(licen[cs]e|copying|ofl)([-_.][\w.-]*)?", re.IGNORECASE)
SKIP_DIRS = {".git", "build", "dist", "__pycache__", ".pytest_cache", ".hypothesis", "venv", ".venv", "node_modules"}


def licence_files_in_checkout():
    found = set()
    for folder, dirs, files in os.walk(REPO):
        dirs[:] = [d for d in dirs if d not in SKIP_DIRS and not d.endswith(".egg-info")]
        for name in files:
            if LICENCE_NAME.fullmatch(name) and Path(name).suffix.lower() in ("", ".md", ".txt", ".rst"):
                found.add((Path(folder) / name).relative_to(REPO).as_posix())
    return found


def licence_files_listed():
    """What pyproject's license-files globs match (relative to the project root, as setuptools reads them)."""
    listed = set()
    for pattern in PYPROJECT["project"]["license-files"]:
        matches = {p.relative_to(REPO).as_posix() for p in REPO.glob(pattern) if p.is_file()}
        assert matches, f"license-files pattern {pattern!r} matches no file"
        listed |= matches
    return listed


def test_licence_is_an_spdx_expression_and_every_licence_file_is_listed():
    project = PYPROJECT["project"]
    assert project["license"] == "MIT"  # a string (PEP 639), not the deprecated {text = ...} table
    assert {"LICENSE", "art/LICENSE.md", "sounds/LICENSE.md", "art/fonts/LICENSE-DejaVu.txt"} <= licence_files_listed()
    assert licence_files_in_checkout() <= licence_files_listed(), "add to pyproject's license-files"
    assert any(name.startswith("art/fonts/OFL-") for name in licence_files_listed())


def _setuptools_minimum(requirements):
    [spec] = [r for r in requirements if re.match(r"setuptools\b", r)]
    return tuple(int(x) for x in re.search(r">=\s*([\d.]+)", spec).group(1).split("."))


def test_build_backend_understands_the_licence_fields():
    # PEP 639's license string and license-files came in setuptools 77; the test extra (which
    # builds the wheel below without isolation) asks for the same
    assert PYPROJECT["build-system"]["build-backend"] == "setuptools.build_meta"
    assert _setuptools_minimum(PYPROJECT["build-system"]["requires"]) >= (77,)
    assert _setuptools_minimum(PYPROJECT["project"]["optional-dependencies"]["test"]) >= (77,)


def test_the_executable_bundles_every_licence_file():
    """packaging/ghostparlor.spec's data list (its functions run here without PyInstaller) holds
    every licence file at its path in the checkout, so the one-file build carries them all."""
    spec = REPO / "packaging" / "ghostparlor.spec"
    tree = ast.parse(spec.read_text(encoding="utf-8"))
    wanted = {"RESOURCE_TYPES", "resource_datas", "licence_datas"}
    body = [
        node for node in tree.body
        if (isinstance(node, ast.FunctionDef) and node.name in wanted)
        or (isinstance(node, ast.Assign) and any(getattr(t, "id", None) in wanted for t in node.targets))
    ]
    assert len(body) == len(wanted), "the spec's resource_datas/licence_datas/RESOURCE_TYPES moved"
    namespace = {"Path": Path, "ROOT": REPO}
    exec(compile(ast.Module(body=body, type_ignores=[]), str(spec), "exec"), namespace)
    datas = namespace["resource_datas"]()
    datas += namespace["licence_datas"](datas)
    bundled = {(Path(dest) / Path(src).name).as_posix().removeprefix("./") for src, dest in datas}
    assert licence_files_listed() <= bundled
    assert len(datas) == len({Path(src).resolve() for src, _ in datas}), "a file bundled twice"


def _source_copy(tmp_path):
    """The checkout without its build output, so two builds at once never share a build/ folder."""
    src = tmp_path / "src"
    shutil.copytree(REPO, src, ignore=shutil.ignore_patterns(*SKIP_DIRS, "*.egg-info", "out", "shots"))
    return src


def test_every_code_package_is_listed_in_pyproject():
    listed = set(tomllib.loads((REPO / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])
    found = {".".join(p.parent.relative_to(REPO).parts) for p in (REPO / "ghostparlor").rglob("__init__.py")}
    assert found <= listed, f"add to pyproject packages: {sorted(found - listed)}"


@pytest.fixture(scope="module")
def wheel(tmp_path_factory):
    out = tmp_path_factory.mktemp("wheel")
    src = _source_copy(tmp_path_factory.mktemp("wheel-src"))
    proc = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-w", str(out), str(src)],
        capture_output=True, text=True, timeout=600,
    )
    if proc.returncode != 0 and "No module named" in proc.stderr + proc.stdout:
        pytest.skip("setuptools/wheel not available for a no-isolation build")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    wheels = list(out.glob("ghostparlor-*.whl"))
    assert len(wheels) == 1
    return wheels[0]


@pytest.mark.slow
def test_wheel_contains_the_resource_folders(wheel):
    names = zipfile.ZipFile(wheel).namelist()
    assert "ghostparlor/_data/games/ghosts.yaml" in names
    assert "ghostparlor/_data/locale/ghostparlor.pot" in names and "ghostparlor/_data/locale/ja.po" in names
    assert any(n.startswith("ghostparlor/_art/") for n in names) or not any((REPO / "art").rglob("*.png"))
    assert not any(n.startswith(("tests/", "benchmarks/")) for n in names)


@pytest.fixture(scope="module")
def isolated_build(tmp_path_factory):
    """`pip wheel --no-deps .` as a person runs it: pip makes a fresh build environment with the
    build-system requirements from the index (CI reaches PyPI), -v so the backend's output shows."""
    out = tmp_path_factory.mktemp("isolated-wheel")
    src = _source_copy(tmp_path_factory.mktemp("isolated-src"))
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONWARNINGS", "PIP_NO_BUILD_ISOLATION")}
    proc = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "-v", "--no-deps", "-w", str(out), str(src)],
        capture_output=True, text=True, timeout=600, env=env,
    )
    log = proc.stdout + proc.stderr
    assert proc.returncode == 0, log
    wheels = list(out.glob("ghostparlor-*.whl"))
    assert len(wheels) == 1, log
    return wheels[0], log


@pytest.mark.slow
def test_isolated_build_prints_no_deprecation_warning(isolated_build):
    _, log = isolated_build
    # the backend's own lines (setuptools' file lists name our files, never a deprecation)
    flagged = [line for line in log.splitlines() if re.search(r"deprecated|DeprecationWarning", line, re.IGNORECASE)
               and not re.match(r"\s*(copying|adding|creating|writing) ", line)]
    assert not flagged, "the build printed a deprecation warning:\n" + "\n".join(flagged) + "\n\n" + log


def test_wheel_carries_every_licence_file(isolated_build):
    wheel, _ = isolated_build
    names = set(zipfile.ZipFile(wheel).namelist())
    [dist_info] = {n.split("/")[0] for n in names if n.split("/")[0].endswith(".dist-info")}
    for rel in sorted(licence_files_listed()):
        assert f"{dist_info}/licenses/{rel}" in names, rel
    # the art's and sounds' licences also stay beside the files they cover, inside the package
    for rel in licence_files_listed():
        kind, _, rest = rel.partition("/")
        if kind in ("art", "sounds", "data"):
            assert f"ghostparlor/_{kind}/{rest}" in names, rel
    metadata = zipfile.ZipFile(wheel).read(f"{dist_info}/METADATA").decode()
    assert "License-Expression: MIT" in metadata.splitlines()
    assert {line.split(": ", 1)[1] for line in metadata.splitlines() if line.startswith("License-File: ")} == licence_files_listed()


@pytest.mark.slow
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
