"""The vendored card art (resources/cards/) exists, loads in QtSvg and really draws.

The faces come from a deck whose files scale their art through <symbol viewBox>, which
QtSvg ignores; packaging/vendor_cards.py rewrites them.  These checks catch a face that
is missing, invalid, blank, or whose court figure is not drawn where it belongs."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path  # noqa: E402

import pytest  # noqa: E402
from PySide6.QtCore import QRectF, QSize  # noqa: E402
from PySide6.QtGui import QColor, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

CARDS_DIR = Path(__file__).resolve().parents[2] / "resources" / "cards"
CODES = [rank + suit for rank in "9TJQKA" for suit in "CSHD"]
COURTS = [code for code in CODES if code[0] in "JQK"]
W, H = 100, 145


def render(name: str) -> QImage:
    renderer = QSvgRenderer(str(CARDS_DIR / f"{name}.svg"))
    assert renderer.isValid(), name
    image = QImage(W, H, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, W, H))
    painter.end()
    return image


def pixels(image: QImage, x0: int = 0, y0: int = 0, x1: int = W, y1: int = H):
    for y in range(y0, y1):
        for x in range(x0, x1):
            yield image.pixelColor(x, y)


def is_ink(c: QColor) -> bool:
    """Not (near) white: drawn by the card art."""
    return min(c.red(), c.green(), c.blue()) < 200


def is_colour(c: QColor) -> bool:
    """Clearly coloured (red, blue, gold ... of a court figure), not grey or black."""
    return max(c.red(), c.green(), c.blue()) - min(c.red(), c.green(), c.blue()) > 80


def test_all_files_present_with_licence():
    for name in CODES + ["back"]:
        assert (CARDS_DIR / f"{name}.svg").is_file(), name
    licence = (CARDS_DIR / "LICENSE.txt").read_text(encoding="utf-8")
    assert "Adrian Kennard" in licence and "CC0 1.0" in licence


@pytest.mark.parametrize("name", CODES + ["back"])
def test_loads_valid_with_card_size(qapp, name):
    text = (CARDS_DIR / f"{name}.svg").read_text(encoding="utf-8")
    assert "<symbol" not in text  # QtSvg would ignore its viewBox
    renderer = QSvgRenderer(str(CARDS_DIR / f"{name}.svg"))
    assert renderer.isValid()
    assert renderer.defaultSize() == QSize(240, 336)
    assert renderer.viewBoxF() == QRectF(-120, -168, 240, 336)


@pytest.mark.parametrize("name", CODES + ["back"])
def test_render_is_not_blank(qapp, name):
    image = render(name)
    ink = sum(is_ink(c) for c in pixels(image))
    # a pip card's corner indices and pips cover well over 5 % of the card
    assert ink > 0.05 * W * H, f"{name}: only {ink} drawn pixels"
    if name != "back":  # a face is mostly white paper; unscaled pips would flood it
        assert ink < 0.85 * W * H, f"{name}: {ink} drawn pixels, art not scaled to the card"


@pytest.mark.parametrize("name", COURTS)
def test_court_figure_drawn_in_centre(qapp, name):
    image = render(name)
    centre = list(pixels(image, W * 3 // 10, H * 3 // 10, W * 7 // 10, H * 7 // 10))
    coloured = sum(is_colour(c) for c in centre)
    white = sum(not is_ink(c) for c in centre)
    assert coloured > 0.2 * len(centre), f"{name}: figure missing ({coloured}/{len(centre)} coloured)"
    assert white < 0.6 * len(centre), f"{name}: centre mostly empty"


def test_corner_index_small_and_in_corner(qapp):
    """QC: the top-left index (rank + small pip) is inside the corner, not spread out."""
    image = render("QC")
    corner = sum(is_ink(c) for c in pixels(image, 2, 2, 14, 34))
    assert corner > 20
    # the white margin between the index column and the figure frame stays white
    gap = sum(is_ink(c) for c in pixels(image, 3, 40, 11, 130))
    assert gap < 0.1 * 8 * 90
