"""dokodesk.resources: where the resource tree is found, in the documented order."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from dokodesk import resources
from dokodesk.resources import RESOURCE_DIR_ENV, resource_dirs, resource_path, resource_root

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def plain_environment(monkeypatch):
    monkeypatch.delenv(RESOURCE_DIR_ENV, raising=False)
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)


def _tree(root: Path) -> Path:
    (root / "cards").mkdir(parents=True)
    return root


def test_source_checkout():
    assert resource_root() == REPO / "resources"
    assert resource_path("cards", "QC.svg") == REPO / "resources" / "cards" / "QC.svg"
    assert resource_path("cards", "QC.svg").is_file()


def test_missing_resources_are_named_not_checked():
    assert resource_path("demo", "no-such-file.json.gz") == REPO / "resources" / "demo" / "no-such-file.json.gz"


def test_environment_override_comes_first(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path / "bundle"), raising=False)
    _tree(tmp_path / "bundle" / "resources")
    monkeypatch.setenv(RESOURCE_DIR_ENV, str(tmp_path / "mine"))
    assert resource_root() == tmp_path / "mine"  # taken as it is, even without cards/
    assert resource_dirs()[0] == tmp_path / "mine"


def test_pyinstaller_bundle(tmp_path, monkeypatch):
    bundled = _tree(tmp_path / "_internal" / "resources")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path / "_internal"), raising=False)
    assert resource_root() == bundled
    assert resource_path("icons", "x.svg") == bundled / "icons" / "x.svg"


def test_bundle_without_resources_falls_back(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resource_root() == REPO / "resources"


def test_installed_copy(tmp_path, monkeypatch):
    """Without a checkout: <sys.prefix>/share/dokodesk/resources, then $XDG_DATA_DIRS."""
    monkeypatch.setattr(resources, "_checkout_dir", lambda: tmp_path / "no-checkout")
    monkeypatch.setattr(sys, "prefix", str(tmp_path / "venv"))
    xdg_local, xdg_usr = tmp_path / "local-share", tmp_path / "usr-share"
    monkeypatch.setenv("XDG_DATA_DIRS", f"{xdg_local}:{xdg_usr}")
    in_usr = _tree(xdg_usr / "dokodesk" / "resources")
    assert resource_root() == in_usr
    in_local = _tree(xdg_local / "dokodesk" / "resources")
    assert resource_root() == in_local
    in_prefix = _tree(tmp_path / "venv" / "share" / "dokodesk" / "resources")
    assert resource_root() == in_prefix
    assert resource_dirs() == [tmp_path / "no-checkout", in_prefix, in_local, in_usr]


def test_nothing_found_names_the_checkout_place(tmp_path, monkeypatch):
    monkeypatch.setattr(resources, "_checkout_dir", lambda: tmp_path / "no-checkout")
    monkeypatch.setattr(sys, "prefix", str(tmp_path / "venv"))
    monkeypatch.setenv("XDG_DATA_DIRS", str(tmp_path / "empty"))
    assert resource_root() == tmp_path / "no-checkout"


def test_imports_no_qt():
    code = ("import sys, dokodesk.resources; "
            "sys.exit(any(m.split('.')[0] in ('PySide6', 'shiboken6') for m in sys.modules))")
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0
