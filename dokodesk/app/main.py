"""Start-up of the desktop app (a first window until the full GUI lands)."""

from __future__ import annotations

import argparse
import sys

from PySide6.QtWidgets import QApplication, QLabel, QMainWindow


def main(args: argparse.Namespace) -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    window = QMainWindow()
    window.setWindowTitle("dokodesk")
    window.setCentralWidget(QLabel(window.tr("dokodesk — Dodge trainer")))
    window.resize(800, 600)
    window.show()
    return app.exec()
