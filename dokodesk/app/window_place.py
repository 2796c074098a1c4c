"""Where the main window opens (issue 39.5): inside the available area of the screen it opens on
(the screen less its panels and docks), at the size and place it had when it was last closed. A
saved place bigger than that screen or off it (a smaller resolution or a screen unplugged since)
is fitted inside; without one the window keeps its own size, fitted and centred.

The place is kept as the window's normal geometry (QRect) and whether it was maximized, not as
QWidget.saveGeometry's bytes: restoreGeometry fits them to the real screen by itself, out of
reach of `available_area`, the one function that reads the screen (tests fake a small one
there)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSettings, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

GEOMETRY_KEY = "window/geometry"  # the normal (not maximized) geometry, without the frame
MAXIMIZED_KEY = "window/maximized"


def available_area(point: QPoint | None = None) -> QRect:
    """The available geometry of the screen at `point`, else of the primary screen."""
    screen = QGuiApplication.screenAt(point) if point is not None else None
    screen = screen or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect()


def fitted(rect: QRect, area: QRect) -> QRect:
    """`rect` shrunk to `area`'s size where it is bigger, then moved inside it."""
    width, height = min(rect.width(), area.width()), min(rect.height(), area.height())
    x = max(area.left(), min(rect.left(), area.left() + area.width() - width))
    y = max(area.top(), min(rect.top(), area.top() + area.height() - height))
    return QRect(x, y, width, height)


def saved_geometry() -> tuple[QRect | None, bool]:
    """The geometry and maximized state the window was closed with; (None, False) if none was
    saved or the value is damaged (an edited settings file must not stop the start)."""
    settings = QSettings()
    rect = settings.value(GEOMETRY_KEY)
    if not isinstance(rect, QRect) or rect.width() <= 0 or rect.height() <= 0:
        return None, False
    return rect, settings.value(MAXIMIZED_KEY, False) in (True, "true")


def place(window: QWidget) -> None:
    """Before the window first shows: where it was closed last time, else its own size centred
    on the primary screen; fitted inside the screen it opens on (`fit`)."""
    rect, maximized = saved_geometry()
    if rect is None:
        rect = QRect(QPoint(0, 0), window.size())
        rect.moveCenter(available_area().center())
    window.setGeometry(rect)
    fit(window)
    if maximized:
        window.setWindowState(window.windowState() | Qt.WindowState.WindowMaximized)


def fit(window: QWidget) -> None:
    """The window's frame inside the available area of the screen under its centre (the primary
    screen when none is there). Called again once the window shows: only then does the
    platform know the frame's margins."""
    if window.windowState() & (Qt.WindowState.WindowMaximized | Qt.WindowState.WindowFullScreen):
        return
    frame, inner = window.frameGeometry(), window.geometry()
    area = available_area(frame.center())
    if area.isEmpty():
        return
    target = fitted(frame, area)
    if target != frame:
        window.setGeometry(target.adjusted(inner.left() - frame.left(), inner.top() - frame.top(),
                                           inner.right() - frame.right(), inner.bottom() - frame.bottom()))


def remember(window: QWidget) -> None:
    """Keep the window's place for the next start (as it closes)."""
    settings = QSettings()
    settings.setValue(GEOMETRY_KEY, window.normalGeometry())
    settings.setValue(MAXIMIZED_KEY, window.isMaximized())
