"""Side by side: the player's game and one game of the field on the same deal, trick by trick,
at the player's seat: both games' tricks in card pictures, the winner of each trick marked,
stepped together. The field's games can be filtered by announcement and by result; the first
choice is the best game of the field for the player's party."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPen
from PySide6.QtWidgets import (
    QComboBox, QDialog, QGroupBox, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QSlider, QVBoxLayout, QWidget,
)

from dokodesk.app.analysis_panel import card_text
from dokodesk.app.card_art import CARD_ASPECT, CardArt
from dokodesk.app.texts import party_name
from dokodesk.app.traveller import seat_names
from dokodesk.rules import Call, Card, Deal, Game, parse_event

ANY, ANNOUNCED, SILENT, RE_SAID, KONTRA_SAID = range(5)
RESULT_ANY, RESULT_MORE, RESULT_LESS, RESULT_SAME = range(4)


@dataclass(frozen=True)
class FieldGame:
    label: str
    log: tuple[str, ...]
    re_points: int
    calls: frozenset[str] | None = None  # the calls in `log` (see field_games.calls_in_json), else read from it
    who: str = ""  # who played it ("Expert, Strong, …" or "table 3"); else the label is shown
    players: tuple[str, ...] | None = None  # the players by seat, when the result names them


def calls_in(log: Sequence[str]) -> set[str]:
    out = set()
    for token in log:
        what = parse_event(token)[1]
        if isinstance(what, Call):
            out.add(what.value)
    return out


def matches(game: FieldGame, announcement: int, result: int, own_points: int, sign: int) -> bool:
    """Whether a field game passes the filters (points for the player's party: `sign`)."""
    calls = game.calls if game.calls is not None else calls_in(game.log)
    if announcement == ANNOUNCED and not calls:
        return False
    if announcement == SILENT and calls:
        return False
    if announcement == RE_SAID and "re" not in calls:
        return False
    if announcement == KONTRA_SAID and "kontra" not in calls:
        return False
    points = sign * game.re_points
    if result == RESULT_MORE and points <= own_points:
        return False
    if result == RESULT_LESS and points >= own_points:
        return False
    if result == RESULT_SAME and points != own_points:
        return False
    return True


def trick_rows(deal: Deal, log: Sequence[str], seat: int, names: Sequence[str]) -> list[tuple[str, str | None]]:
    """Per trick: a line "Kreuz Dame (You) · Karo Neun (Anna) … → Anna" (calls in brackets), and
    the card the seat played in it (code)."""
    game = Game(deal)
    rows: list[tuple[str, str | None]] = []
    parts: list[str] = []
    mine: str | None = None
    for token in log:
        s, what = parse_event(token)
        game.apply(token)
        if isinstance(what, Card):
            parts.append(f"{card_text(what.code)} ({names[s]})")
            if s == seat:
                mine = what.code
            if not game.current_trick:  # the trick is complete
                winner = game.tricks[-1].winner
                rows.append((" · ".join(parts) + f" → {names[winner]}", mine))
                parts, mine = [], None
        else:
            parts.append(f"[{names[s]}: {what.german}]")
    if parts:
        rows.append((" · ".join(parts), mine))
    return rows


@dataclass(frozen=True)
class TrickShown:
    """One complete trick of a game as Compare shows it."""

    cards: tuple[tuple[int, Card], ...]  # (seat, card) in playing order
    winner: int
    augen: int
    calls: tuple[tuple[int, str], ...] = ()  # (seat, call) said since the trick before


def game_tricks(deal: Deal, log: Sequence[str]) -> list[TrickShown]:
    """The complete tricks of a game's log, each with the calls said before its last card."""
    game = Game(deal)
    out: list[TrickShown] = []
    calls: list[tuple[int, str]] = []
    for token in log:
        seat, what = parse_event(token)
        game.apply(token)
        if isinstance(what, Card):
            if not game.current_trick:  # complete
                t = game.tricks[-1]
                out.append(TrickShown(tuple(t.cards), t.winner, t.augen, tuple(calls)))
                calls = []
        else:
            calls.append((seat, what.german))
    return out


GOLD = QColor("#d4a017")
DIFFER = QColor("#e07000")


class TrickPicture(QWidget):
    """The four cards of a trick in playing order, each player's name below; the card that took
    the trick framed in gold, the player's seat's card marked when the other game's differs."""

    CARD_WIDTH = 64

    def __init__(self, art: CardArt, parent: QWidget | None = None):
        super().__init__(parent)
        self._art = art
        self.trick: TrickShown | None = None
        self.names: list[str] = []
        self.seat = 0
        self.differs = False
        line = self.fontMetrics().height()
        self.setMinimumSize(4 * (self.CARD_WIDTH + 12), round(self.CARD_WIDTH * CARD_ASPECT) + line + 16)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return self.minimumSize()

    def show_trick(self, trick: TrickShown | None, names: Sequence[str], seat: int, differs: bool) -> None:
        self.trick, self.names, self.seat, self.differs = trick, list(names), seat, differs
        self.setAccessibleDescription("" if trick is None else " · ".join(
            f"{card_text(card.code)} ({self.names[s]})" for s, card in trick.cards))
        self.update()

    def card_rects(self) -> list[QRectF]:
        """Where the four cards are drawn, in playing order."""
        w = self.CARD_WIDTH
        h = round(w * CARD_ASPECT)
        step = (self.width() - 8) / 4
        return [QRectF(4 + i * step + (step - w) / 2, 6, w, h) for i in range(4)]

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        trick = self.trick
        if trick is None:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        metrics = p.fontMetrics()
        ratio = self.devicePixelRatioF()
        for (s, card), rect in zip(trick.cards, self.card_rects()):
            p.drawPixmap(rect.topLeft(), self._art.pixmap(card, self.CARD_WIDTH, ratio))
            if s == trick.winner:
                p.setPen(QPen(GOLD, 4))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 6, 6)
            if s == self.seat and self.differs:
                p.setPen(QPen(DIFFER, 2, Qt.PenStyle.DashLine))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(rect.adjusted(-5, -5, 5, 5), 8, 8)
            label = QRectF(rect.center().x() - 60, rect.bottom() + 4, 120, metrics.height())
            font = p.font()
            font.setBold(s == trick.winner)
            p.setFont(font)
            p.setPen(self.palette().windowText().color())
            p.drawText(label, Qt.AlignmentFlag.AlignCenter,
                       metrics.elidedText(self.names[s], Qt.TextElideMode.ElideRight, 118))
        p.end()


class GameColumn(QGroupBox):
    """One game's side: its trick in pictures, who took it, the calls said."""

    def __init__(self, art: CardArt, title: str, own: bool, parent: QWidget | None = None):
        super().__init__(title, parent)
        self.own = own  # the player's game: its seat is "you"
        self.picture = TrickPicture(art)
        self.outcome = QLabel()
        self.outcome.setTextFormat(Qt.TextFormat.PlainText)  # names from a file
        self.calls = QLabel()
        self.calls.setTextFormat(Qt.TextFormat.PlainText)
        self.calls.setWordWrap(True)
        box = QVBoxLayout(self)
        box.addWidget(self.picture)
        box.addWidget(self.outcome)
        box.addWidget(self.calls)
        box.addStretch(1)

    def show_trick(self, trick: TrickShown | None, names: Sequence[str], seat: int, differs: bool) -> None:
        self.picture.show_trick(trick, names, seat, differs)
        if trick is None:
            self.outcome.setText(self.tr("No trick here."))
            self.calls.setText("")
            return
        you = self.own and trick.winner == seat
        self.outcome.setText((self.tr("You take the trick ({augen} Augen)") if you else
                              self.tr("{name} takes the trick ({augen} Augen)")).format(
            name=names[trick.winner], augen=trick.augen))
        # "Re: Partner (Expert)": the seat's name may carry its player in brackets itself
        self.calls.setText(self.tr("Said: {calls}").format(calls=", ".join(
            f"{call}: {names[s]}" for s, call in trick.calls)) if trick.calls else "")


class CompareDialog(QDialog):
    """Your game beside a field game, trick by trick in card pictures, stepped together; a
    trick where your seat played another card is marked."""

    def __init__(self, deal: Deal, seat: int, own_log: Sequence[str], field: Sequence[FieldGame],
                 names: Sequence[str], parent: QWidget | None = None, select: int | None = None,
                 art: CardArt | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Compare with the field"))
        self.resize(900, 480)
        self.deal, self.seat, self.names = deal, seat, list(names)
        self.own_log = tuple(own_log)
        self.sign = 1 if deal.parties[seat] == 0 else -1
        self.own_points = self.sign * Game.replay(deal, list(own_log)).value().re_points if own_log else 0
        self.own_tricks = game_tricks(deal, self.own_log)
        self.other_tricks: list[TrickShown] = []
        self.other_names = list(names)
        self.field = list(field)
        art = art if art is not None else CardArt()
        self.announcement = QComboBox()
        for label, value in ((self.tr("any announcement or none"), ANY), (self.tr("with an announcement"), ANNOUNCED),
                             (self.tr("without announcements"), SILENT), (self.tr("Re said"), RE_SAID),
                             (self.tr("Kontra said"), KONTRA_SAID)):
            self.announcement.addItem(label, value)
        self.result = QComboBox()
        for label, value in ((self.tr("any result"), RESULT_ANY), (self.tr("scored more than you"), RESULT_MORE),
                             (self.tr("scored less than you"), RESULT_LESS), (self.tr("scored the same"), RESULT_SAME)):
            self.result.addItem(label, value)
        self.games = QComboBox()
        # Sized by a length, not by its items (its row stretches anyway): measuring 2,000 labels
        # at the first show took ~45 ms of the window's thread, and its first paint ~25 ms.
        self.games.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.games.setMinimumContentsLength(30)
        self.summary = QLabel()
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.own_column = GameColumn(art, self.tr("Your game"), own=True)
        self.other_column = GameColumn(art, self.tr("Field game"), own=False)
        self.prev_button = QPushButton(self.tr("◀ &Previous trick"))
        self.next_button = QPushButton(self.tr("Next &trick ▶"))
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(1, max(1, len(self.own_tricks)))
        self.position = QLabel()
        self.difference = QLabel()  # "Your seat played another card in this trick"
        self.difference.setStyleSheet(f"color: {DIFFER.name()}; font-weight: bold;")
        self.prev_button.clicked.connect(lambda: self.slider.setValue(self.slider.value() - 1))
        self.next_button.clicked.connect(lambda: self.slider.setValue(self.slider.value() + 1))
        self.slider.valueChanged.connect(self._show_trick)
        filters = QHBoxLayout()
        filters.addWidget(QLabel(self.tr("Announcements:")))
        filters.addWidget(self.announcement)
        filters.addWidget(QLabel(self.tr("Result:")))
        filters.addWidget(self.result)
        filters.addWidget(QLabel(self.tr("Field game:")))
        filters.addWidget(self.games, 1)
        columns = QHBoxLayout()
        columns.addWidget(self.own_column, 1)
        columns.addWidget(self.other_column, 1)
        steps = QHBoxLayout()
        steps.addWidget(self.prev_button)
        steps.addWidget(self.slider, 1)
        steps.addWidget(self.next_button)
        steps.addWidget(self.position)
        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addWidget(self.summary)
        layout.addLayout(columns, 1)
        layout.addWidget(self.difference)
        layout.addLayout(steps)
        self.announcement.currentIndexChanged.connect(self._refill)
        self.result.currentIndexChanged.connect(self._refill)
        self.games.currentIndexChanged.connect(self._show)
        self._refill()
        if select is not None:
            self.select_field_game(select)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        """← and → step both games (the lists and buttons leave these keys to the dialog)."""
        if event.key() == Qt.Key.Key_Left:
            self.prev_button.click()
        elif event.key() == Qt.Key.Key_Right:
            self.next_button.click()
        else:
            super().keyPressEvent(event)

    def filtered(self) -> list[int]:
        """Indices of the field games passing the filters, the best for the player's party first."""
        a, r = self.announcement.currentData(), self.result.currentData()
        keep = [i for i, g in enumerate(self.field) if matches(g, a, r, self.own_points, self.sign)]
        return sorted(keep, key=lambda i: (-self.sign * self.field[i].re_points, i))

    def select_field_game(self, index: int) -> None:
        k = self.games.findData(index)
        if k >= 0:
            self.games.setCurrentIndex(k)

    def _refill(self) -> None:
        party = party_name(self.deal.parties[self.seat])
        self.games.blockSignals(True)
        self.games.clear()
        # who played it and the points for the player's party, once (each text translated once)
        best, other = self.tr("best: {who} ({party} {points:+d})"), self.tr("{who} ({party} {points:+d})")
        for rank, i in enumerate(self.filtered()):
            g = self.field[i]
            label = best if rank == 0 else other
            self.games.addItem(label.format(who=g.who or g.label, party=party, points=self.sign * g.re_points), i)
        self.games.blockSignals(False)
        self._show()

    def _show(self) -> None:
        index = self.games.currentData()
        party = party_name(self.deal.parties[self.seat])
        if index is None:
            self.summary.setText(self.tr("No field game passes these filters."))
            self.other_tricks = []
            self.other_column.setTitle(self.tr("Field game"))
        else:
            game = self.field[index]
            self.summary.setText(self.tr("{party} points: yours {own:+d}, the field game's {other:+d}").format(
                party=party, own=self.own_points, other=self.sign * game.re_points))
            self.other_tricks = game_tricks(self.deal, game.log)
            self.other_names = seat_names(game.players, self.names, self.seat, self.deal.parties)
            self.other_column.setTitle(self.tr("Field game: {who}").format(who=game.who or game.label))
        self.slider.setRange(1, max(1, len(self.own_tricks), len(self.other_tricks)))
        self._show_trick(self.slider.value())

    def trick_count(self) -> int:
        return self.slider.maximum()

    def differs(self, k: int) -> bool:
        """Whether the player's seat played another card in trick k (1-based) of the two games."""
        def card(tricks):
            if k > len(tricks):
                return None
            return next((c for s, c in tricks[k - 1].cards if s == self.seat), None)
        return card(self.own_tricks) != card(self.other_tricks)

    def _show_trick(self, k: int) -> None:
        own = self.own_tricks[k - 1] if k <= len(self.own_tricks) else None
        other = self.other_tricks[k - 1] if k <= len(self.other_tricks) else None
        differs = self.differs(k) and other is not None
        self.own_column.show_trick(own, self.names, self.seat, differs)
        self.other_column.show_trick(other, self.other_names, self.seat, differs)
        self.position.setText(self.tr("Trick {k} of {n}").format(k=k, n=self.trick_count()))
        self.difference.setText(self.tr("Your seat played another card in this trick") if differs else "")
        self.prev_button.setEnabled(k > 1)
        self.next_button.setEnabled(k < self.trick_count())
