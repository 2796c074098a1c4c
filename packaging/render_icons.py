"""Render the app icon's PNG sizes from its SVG with QtSvg (the renderer the app itself uses).

    .venv/bin/python packaging/render_icons.py            # writes the PNGs
    .venv/bin/python packaging/render_icons.py --check    # exit 1 when a PNG is missing or stale

Reads  resources/icons/io.github.dokodesk.Dokodesk.svg
Writes resources/icons/hicolor/<N>x<N>/apps/io.github.dokodesk.Dokodesk.png for every N in SIZES,
the layout of the freedesktop hicolor icon theme, so the folder can be copied as it is to
~/.local/share/icons/hicolor (or /usr/share/icons/hicolor). Runs offscreen; run it again
after changing the SVG and commit the PNGs.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from dokodesk.resources import APP_ID  # noqa: E402

SIZES = (16, 32, 48, 64, 128, 256)
ICONS = REPO / "resources" / "icons"
SVG = ICONS / f"{APP_ID}.svg"


def png_path(size: int, icons: Path = ICONS) -> Path:
    return icons / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"


def render(size: int, renderer):
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter

    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    return image.convertToFormat(QImage.Format.Format_ARGB32)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="only compare, write nothing")
    args = parser.parse_args(argv)

    from PySide6.QtGui import QGuiApplication, QImage
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841 - keeps Qt alive
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        print(f"render_icons: {SVG} is not a valid SVG for QtSvg", file=sys.stderr)
        return 1
    stale = []
    for size in SIZES:
        image = render(size, renderer)
        path = png_path(size)
        if args.check:
            old = QImage(str(path))
            if old.isNull() or old.convertToFormat(QImage.Format.Format_ARGB32) != image:
                stale.append(path)
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        if not image.save(str(path), "PNG"):
            print(f"render_icons: could not write {path}", file=sys.stderr)
            return 1
        print(f"{path.relative_to(REPO)}  {size}x{size}  {path.stat().st_size} bytes")
    if stale:
        print("render_icons: missing or stale, run packaging/render_icons.py:\n  "
              + "\n  ".join(str(p.relative_to(REPO)) for p in stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
