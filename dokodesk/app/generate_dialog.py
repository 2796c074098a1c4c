"""The Generate dialog: deals, seed, deck, and the simulated field, with how long it will take."""

from __future__ import annotations

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QSpinBox

from dokodesk.bots.simulate import DEFAULT_MIX, QUICK_MIX

# CPU seconds a simulated table takes (compiled kernel, measured 2026-12-01: the expert mix by the
# demo's rebuilds, 2,266 s and 2,655 s for 2,400 tables; see QUICK_MIX).
SECONDS_PER_TABLE = {"quick": 0.008, "expert": 0.95}
FIELDS = {"quick": QUICK_MIX, "expert": DEFAULT_MIX}


def duration_words(seconds: float) -> tuple[str, float]:
    """A duration as (unit, amount) for the estimate: seconds, minutes or hours."""
    if seconds < 90:
        return "s", max(1.0, float(round(seconds)))
    if seconds < 90 * 60:
        return "min", float(round(seconds / 60))
    return "h", round(seconds / 3600, 1)


class GenerateDialog(QDialog):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Generate a practice set"))
        self.deals = QSpinBox()
        self.deals.setRange(1, 1000)
        self.deals.setValue(200)
        self.seed = QLineEdit("1")
        self.tables = QSpinBox()
        self.tables.setRange(0, 500)
        self.tables.setValue(30)
        self.field = QComboBox()
        self.field.addItem(self.tr("Strong and simple bots (quick)"), "quick")
        self.field.addItem(self.tr("With expert bots, as the demo set (slow)"), "expert")
        self.cards = QComboBox()
        self.cards.addItem(self.tr("48 cards (with nines)"), 48)
        self.cards.addItem(self.tr("40 cards (without nines)"), 40)
        self.estimate = QLabel()
        form = QFormLayout(self)
        form.addRow(self.tr("Deals:"), self.deals)
        form.addRow(self.tr("Seed:"), self.seed)
        form.addRow(self.tr("Simulated field (tables per deal):"), self.tables)
        form.addRow(self.tr("Field bots:"), self.field)
        form.addRow(self.tr("Deck:"), self.cards)
        form.addRow("", self.estimate)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        for box in (self.deals, self.tables):
            box.valueChanged.connect(self._show_estimate)
        self.field.currentIndexChanged.connect(self._show_estimate)
        self._show_estimate()

    def _show_estimate(self) -> None:
        tables = self.deals.value() * self.tables.value()
        if tables == 0:
            self.estimate.setText(self.tr("No field: the deals only, at once."))
            return
        unit, amount = duration_words(tables * SECONDS_PER_TABLE[self.field.currentData()])
        words = {"s": self.tr("{n} s"), "min": self.tr("{n} min"), "h": self.tr("{n} h")}[unit]
        self.estimate.setText(self.tr("{tables} tables to simulate: roughly {time} of computing.").format(
            tables=QLocale().toString(tables), time=words.format(n=QLocale().toString(float(amount), "g", 3))))

    def values(self) -> tuple[int, str, int, int, tuple]:
        return (self.deals.value(), self.seed.text().strip() or "1", self.tables.value(), self.cards.currentData(),
                FIELDS[self.field.currentData()])
