"""The desktop integration files: valid for the freedesktop validators, one application id
everywhere, and every icon size present.

The validators come from Debian's `desktop-file-utils` (desktop-file-validate) and `appstream`
(appstreamcli); without them those two tests are skipped.
"""

from __future__ import annotations

import configparser
import shutil
import struct
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import dokodesk
from dokodesk.resources import APP_ID, resource_path

REPO = Path(__file__).resolve().parents[2]
PACKAGING = REPO / "packaging"
DESKTOP = PACKAGING / f"{APP_ID}.desktop"
METAINFO = PACKAGING / f"{APP_ID}.metainfo.xml"
ICONS = REPO / "resources" / "icons"
ICON_SIZES = (16, 32, 48, 64, 128, 256)
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def _tool(name: str, package: str) -> str:
    path = shutil.which(name)
    if path is None:
        pytest.skip(f"{name} is not installed (Debian package {package})")
    return path


def _desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, delimiters=("=",))
    parser.optionxform = str  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def _metainfo() -> ET.Element:
    return ET.parse(METAINFO).getroot()


def _png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()[:24]
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR", f"{path} is not a PNG"
    return struct.unpack(">II", data[16:24])


def test_app_id_is_reverse_dns():
    assert APP_ID == "io.github.dokodesk.Dokodesk"


def test_desktop_file_validates():
    tool = _tool("desktop-file-validate", "desktop-file-utils")
    run = subprocess.run([tool, str(DESKTOP)], capture_output=True, text=True)
    assert run.returncode == 0 and not run.stdout.strip(), run.stdout + run.stderr


def test_metainfo_validates():
    tool = _tool("appstreamcli", "appstream")
    run = subprocess.run([tool, "validate", "--no-net", str(METAINFO)], capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr


def test_metainfo_validates_with_desktop_file_and_icons(tmp_path):
    """As installed: metainfo, desktop file and icons together in a prefix."""
    tool = _tool("appstreamcli", "appstream")
    share = tmp_path / "usr" / "share"
    (share / "metainfo").mkdir(parents=True)
    (share / "applications").mkdir()
    shutil.copy(METAINFO, share / "metainfo")
    shutil.copy(DESKTOP, share / "applications")
    shutil.copytree(ICONS / "hicolor", share / "icons" / "hicolor")
    run = subprocess.run([tool, "validate-tree", "--no-net", str(tmp_path)], capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr


def test_app_id_is_the_same_everywhere():
    entry = _desktop_entry()
    root = _metainfo()
    assert DESKTOP.is_file() and METAINFO.is_file()
    assert root.findtext("id") == APP_ID
    launchables = [(e.get("type"), e.text) for e in root.findall("launchable")]
    assert launchables == [("desktop-id", f"{APP_ID}.desktop")]
    assert entry["Icon"] == APP_ID
    assert [(e.get("type"), e.text) for e in root.findall("icon")] == [("stock", APP_ID)]
    assert (ICONS / f"{APP_ID}.svg").is_file()
    assert resource_path("icons", f"{APP_ID}.svg").is_file()
    # only these files may carry an app id, and it must be ours
    named = sorted(p.name for p in PACKAGING.iterdir() if p.name.startswith("io."))
    assert named == [f"{APP_ID}.desktop", f"{APP_ID}.metainfo.xml"]


def test_desktop_entry_content():
    entry = _desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Exec"] == "dokodesk %F"
    assert entry["Terminal"] == "false"
    categories = entry["Categories"].rstrip(";").split(";")
    assert categories[:2] == ["Game", "CardGame"]
    assert "MimeType" not in entry  # no MIME type is defined for set files (yet)


def test_metainfo_content():
    root = _metainfo()
    assert root.get("type") == "desktop-application"
    assert root.findtext("metadata_license") == "CC0-1.0"
    assert root.findtext("project_license") == "MIT"
    summaries = {e.get(XML_LANG): e.text for e in root.findall("summary")}
    assert set(summaries) == {None, "de"} and all(summaries.values())
    assert root.find("description/p") is not None
    assert root.find("content_rating").get("type") == "oars-1.1"
    assert root.findtext("url[@type='homepage']").startswith("https://")
    assert root.find("developer/name") is not None
    images = [e.text for e in root.findall("screenshots/screenshot/image")]
    assert images and all(i.startswith("https://dokodesk.github.io/screenshots/") for i in images)
    assert [s.get("type") for s in root.findall("screenshots/screenshot")].count("default") == 1


def test_newest_release_is_this_version():
    releases = _metainfo().findall("releases/release")
    assert releases, "metainfo lists no release"
    assert releases[0].get("version") == dokodesk.__version__
    assert releases[0].get("date") == "2026-11-30" or dokodesk.__version__ != "0.1.0"


@pytest.mark.parametrize("size", ICON_SIZES)
def test_icon_png_sizes(size):
    path = ICONS / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
    assert path.is_file(), f"{path} is missing: run packaging/render_icons.py"
    assert _png_size(path) == (size, size)


def test_no_stray_icon_sizes():
    folders = sorted(p.name for p in (ICONS / "hicolor").iterdir())
    assert folders == sorted(f"{s}x{s}" for s in ICON_SIZES)
