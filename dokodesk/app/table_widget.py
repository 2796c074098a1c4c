"""The card table: the player's hand at the bottom, the three others around, the trick in the
middle. It only draws a `TableState` and reports clicks; the controller owns the game."""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, QSize, QSizeF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QFont, QKeyEvent, QMouseEvent, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from dokodesk.app.card_art import CARD_ASPECT, CardArt
from dokodesk.rules import Card

FELT = QColor("#1f5f3f")
FELT_DARK = QColor("#174a31")
GOLD = QColor("#f2c94c")


@dataclass
class SeatInfo:
    name: str
    cards: list[Card | None]  # None: a card whose face this player does not see
    party: str = ""  # "Re" / "Kontra" once known to the player, else ""
    calls: list[str] = field(default_factory=list)  # announcements made, e.g. ["Re", "keine 90"]
    dealer: bool = False
    leads: bool = False  # leads the current trick
    on_turn: bool = False
    tricks: int = 0
    you: bool = False  # the player's own seat (its tags say "you lead": German "kommst raus")


@dataclass
class TableState:
    """Everything the table shows, from the player's (bottom seat's) point of view."""

    bottom_seat: int
    seats: list[SeatInfo]  # indexed by seat 0..3
    trick: list[tuple[int, Card]]  # (seat, card) of the trick in the middle
    trick_caption: str = ""
    legal: set[Card] | None = None  # playable cards of the bottom hand (None: not its turn)
    banner: str = ""
    trick_winner: int | None = None  # the seat that takes the trick in the middle, once complete
    hinted: Card | None = None  # the bottom hand's card a hint names


class TableWidget(QWidget):
    """Draws a TableState. Emits `card_clicked(Card)` for the bottom hand (mouse or keyboard)."""

    card_clicked = Signal(object)
    felt_clicked = Signal()  # a click anywhere but on the bottom hand (takes a shown trick in)

    def __init__(self, art: CardArt, parent: QWidget | None = None):
        super().__init__(parent)
        self._art = art
        self._state: TableState | None = None
        self._hover: int | None = None
        self._selected: int | None = None
        self._hand_rects: list[QRectF] = []
        self._column_top = {1: 0.0, 3: 0.0}  # where the left/right players' cards begin
        self.column_rects: dict[int, QRectF] = {}  # the left/right hands as last painted
        self.label_rects: dict[int, QRectF] = {}  # the seats' labels as last painted, by position
        # A collected trick flies toward its winner: (cards, winner seat), progress 0..1.
        self._flying: tuple[list[tuple[int, Card]], int] | None = None
        self._flight = QVariantAnimation(self)
        self._flight.setStartValue(0.0)
        self._flight.setEndValue(1.0)
        self._flight.valueChanged.connect(self.update)
        self._flight.finished.connect(self._landed)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(600, 440)  # the table page and review fit a 1024 × 640 window; cards ≥ 63 px wide
        self.setAccessibleName(self.tr("Card table"))

    def sizeHint(self) -> QSize:
        return QSize(960, 680)

    def set_state(self, state: TableState | None) -> None:
        new_hint = state is not None and state.hinted is not None and (
            self._state is None or self._state.hinted is not state.hinted)
        self._state = state
        cards = state.seats[state.bottom_seat].cards if state else []
        n = len(cards)
        if self._selected is not None and self._selected >= n:
            self._selected = n - 1 if n else None
        if new_hint:
            # a new hint shows the keyboard cursor on the hinted card: one Enter plays it, also
            # when H was the first key of the game (issue 39.2: the first Enter only showed it)
            self._selected = next((i for i, c in enumerate(cards) if c is state.hinted), self._selected)
        elif self._selected is not None and state is not None and state.legal is not None \
                and cards[self._selected] not in state.legal:
            # the turn starts with the cursor on a card this trick does not allow (it stayed
            # where the last card was played): it moves to the nearest playable card before the
            # player presses Enter (issue 39.3: the first Enter was refused)
            playable = [i for i, c in enumerate(cards) if c in state.legal]
            if playable:
                here = self._selected
                self._selected = min(playable, key=lambda i: (abs(i - here), i))
        self._layout_hand()
        self.update()

    def collect(self, cards: list[tuple[int, Card]], winner: int, ms: int = 300) -> None:
        """Let a complete trick fly toward the seat that took it."""
        self._flying = (list(cards), winner)
        self._flight.stop()
        self._flight.setDuration(ms)
        self._flight.start()

    def _landed(self) -> None:
        self._flying = None
        self.update()

    def resizeEvent(self, event) -> None:
        self._layout_hand()
        super().resizeEvent(event)

    def _layout_hand(self) -> None:
        state = self._state
        count = len(state.seats[state.bottom_seat].cards) if state else 0
        self._hand_rects = self._hand_layout(count, self._card_width())

    # ------------------------------------------------------------------ geometry
    def _card_width(self) -> int:
        return max(56, min(130, int(min(self.width() / 9.5, self.height() / 4.8))))

    def _hand_layout(self, count: int, width: int) -> list[QRectF]:
        if count == 0:
            return []
        height = width * CARD_ASPECT
        available = self.width() - 2 * 24 - width
        step = min(width * 0.72, available / max(1, count - 1)) if count > 1 else 0
        total = step * (count - 1) + width
        x0 = (self.width() - total) / 2
        y = self.height() - height - 16
        return [QRectF(x0 + i * step, y, width, height) for i in range(count)]

    def _position(self, seat: int) -> int:
        """0 bottom, 1 left, 2 top, 3 right — clockwise play seen from the bottom seat."""
        assert self._state is not None
        return (seat - self._state.bottom_seat) % 4

    # ------------------------------------------------------------------ painting
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), FELT)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(FELT_DARK)
        painter.drawEllipse(self.rect().center(), self.width() * 0.30, self.height() * 0.22)
        state = self._state
        if state is None:
            painter.end()
            return
        width = self._card_width()
        ratio = self.devicePixelRatioF()
        self._draw_bottom_hand(painter, state, width, ratio)
        for seat in range(4):
            pos = self._position(seat)
            if pos != 0:
                self._draw_other_hand(painter, state.seats[seat], pos, int(width * 0.62), ratio)
        for seat in range(4):  # the labels over every hand: on a small table the top row reaches a side label
            self._draw_label(painter, state.seats[seat], self._position(seat), width)
        self._draw_trick(painter, state, width, ratio)
        if state.banner:
            self._draw_banner(painter, state.banner)
        painter.end()

    def _draw_bottom_hand(self, painter: QPainter, state: TableState, width: int, ratio: float) -> None:
        cards = state.seats[state.bottom_seat].cards
        # the hinted card: one copy of it, even when both are in hand
        hinted = next((i for i, c in enumerate(cards) if c is not None and c is state.hinted), None)
        for i, (card, rect) in enumerate(zip(cards, self._hand_rects)):
            playable = state.legal is not None and card in state.legal
            lifted = rect.translated(0, -14) if (i == self._hover or i == self._selected) and playable else rect
            painter.drawPixmap(lifted.topLeft(), self._art.pixmap(card, width, ratio))
            if state.legal is not None and not playable:
                painter.fillRect(lifted, QColor(0, 0, 0, 90))
            elif playable:
                painter.setPen(QPen(GOLD, 2.5))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(lifted.adjusted(1, 1, -1, -1), 6, 6)
            if i == hinted:
                painter.setPen(QPen(QColor("#4fc3f7"), 4))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(lifted.adjusted(-2, -2, 2, 2), 7, 7)
            if i == self._selected and self.hasFocus():
                painter.setPen(QPen(QColor("white"), 2, Qt.PenStyle.DashLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(lifted.adjusted(-3, -3, 3, 3), 8, 8)

    def _draw_other_hand(self, painter: QPainter, seat: SeatInfo, pos: int, width: int, ratio: float) -> None:
        count = len(seat.cards)
        if count == 0:
            self._column_top[pos] = self.height() / 2  # only read for pos 1 and 3
            return
        height = width * CARD_ASPECT
        step = width * (0.55 if all(c is not None for c in seat.cards) else 0.22)
        if pos == 2:  # top: a row
            total = step * (count - 1) + width
            x0, y0 = (self.width() - total) / 2, 34
            for i, card in enumerate(seat.cards):
                painter.drawPixmap(QPointF(x0 + i * step, y0), self._art.pixmap(card, width, ratio))
            return
        # left/right: a column, so the faces stay upright and readable in review
        step_y = height * (0.30 if all(c is not None for c in seat.cards) else 0.16)
        x0 = 16 if pos == 1 else self.width() - width - 16
        # The column stays between its label (above it) and the bottom hand, where they meet.
        line = painter.fontMetrics().height()
        top_limit = 2 * line + 24
        bottom_limit = self.height() - 8
        hand = self._hand_rects
        if hand and hand[0].left() - 14 < x0 + width and hand[-1].right() + 14 > x0:
            bottom_limit = hand[0].top() - 14 - 8
        if count > 1 and step_y * (count - 1) + height > bottom_limit - top_limit:
            step_y = max(4.0, (bottom_limit - top_limit - height) / (count - 1))
        total = step_y * (count - 1) + height
        y0 = (self.height() - total) / 2 - 30
        y0 = max(top_limit, min(y0, bottom_limit - total))
        self._column_top[pos] = y0
        self.column_rects[pos] = QRectF(x0, y0, width, total)
        for i, card in enumerate(seat.cards):
            painter.drawPixmap(QPointF(x0, y0 + i * step_y), self._art.pixmap(card, width, ratio))

    def label_lines(self, seat: SeatInfo) -> list[str]:
        """A seat's label: its name with its tags ("You · lead, Re"), then its announcements."""
        lines = [seat.name]
        marks = []
        if seat.dealer:
            marks.append(self.tr("dealer"))
        if seat.leads:
            marks.append(self.tr("lead", "said of you: you lead the trick") if seat.you else self.tr("leads"))
        if seat.party:
            marks.append(seat.party)
        if marks:
            lines[0] += "  ·  " + ", ".join(marks)
        if seat.calls:
            lines.append(" · ".join(seat.calls))
        return lines

    def _draw_label(self, painter: QPainter, seat: SeatInfo, pos: int, width: int) -> None:
        lines = self.label_lines(seat)
        font = QFont(self.font())
        font.setPointSizeF(max(9.0, font.pointSizeF()))
        font.setBold(True)
        painter.setFont(font)
        metrics = painter.fontMetrics()
        text_w = max(metrics.horizontalAdvance(line) for line in lines) + 20
        text_h = metrics.height() * len(lines) + 8
        small = int(width * 0.62)
        if pos == 0:
            hand_top = self._hand_rects[0].top() if self._hand_rects else self.height() - 20
            rect = QRectF((self.width() - text_w) / 2, hand_top - text_h - 22, text_w, text_h)
        elif pos == 2:
            rect = QRectF((self.width() - text_w) / 2, 34 + small * CARD_ASPECT + 8, text_w, text_h)
        elif pos == 1:  # above the column: below it the bottom hand may reach out that far
            rect = QRectF(16, self._column_top[1] - text_h - 6, text_w, text_h)
        else:
            rect = QRectF(self.width() - text_w - 16, self._column_top[3] - text_h - 6, text_w, text_h)
        rect.moveTop(min(rect.top(), self.height() - text_h - 4))
        self.label_rects[pos] = QRectF(rect)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 120) if not seat.on_turn else QColor(242, 201, 76, 220))
        painter.drawRoundedRect(rect, 8, 8)
        y = rect.top() + 4
        for i, line in enumerate(lines):
            if i == 0:
                painter.setPen(QColor("black") if seat.on_turn else QColor("white"))
            else:  # the announcements, as said at the table
                painter.setPen(QColor("#7a1f00") if seat.on_turn else GOLD)
            painter.drawText(QRectF(rect.left(), y, rect.width(), metrics.height()),
                             Qt.AlignmentFlag.AlignCenter, line)
            y += metrics.height()

    def _draw_trick(self, painter: QPainter, state: TableState, width: int, ratio: float) -> None:
        # The trick fits between the top player's label and the bottom player's label.
        metrics = painter.fontMetrics()
        top = 34 + int(width * 0.62) * CARD_ASPECT + 8 + 2 * metrics.height() + 12
        hand_top = self._hand_rects[0].top() if self._hand_rects else self.height() - 20
        bottom = hand_top - 2 * metrics.height() - 34
        height = min(width * CARD_ASPECT, max(40.0, (bottom - top) / 1.9))
        width = int(height / CARD_ASPECT)
        height = width * CARD_ASPECT
        center = QPointF(self.width() / 2, (top + bottom) / 2)
        offsets = {0: QPointF(0, height * 0.45), 1: QPointF(-width * 0.95, 0),
                   2: QPointF(0, -height * 0.45), 3: QPointF(width * 0.95, 0)}
        for seat, card in state.trick:
            off = offsets[self._position(seat)]
            top_left = center + off - QPointF(width / 2, height / 2)
            painter.drawPixmap(top_left, self._art.pixmap(card, width, ratio))
            if state.trick_winner == seat:  # the card that takes the trick
                painter.setPen(QPen(GOLD, 4))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(QRectF(top_left, QSizeF(width, height)).adjusted(-2, -2, 2, 2), 7, 7)
        if self._flying is not None and not state.trick:
            cards, winner = self._flying
            t = float(self._flight.currentValue() or 0.0)
            target = {0: QPointF(0, self.height() * 0.45), 1: QPointF(-self.width() * 0.45, 0),
                      2: QPointF(0, -self.height() * 0.45), 3: QPointF(self.width() * 0.45, 0)}[self._position(winner)]
            for seat, card in cards:
                off = offsets[self._position(seat)] * (1 - t) + target * t
                painter.setOpacity(1 - 0.7 * t)
                painter.drawPixmap(center + off - QPointF(width / 2, height / 2), self._art.pixmap(card, width, ratio))
            painter.setOpacity(1.0)
        if state.trick_caption:  # top left of the felt, where no cards lie
            font = QFont(self.font())
            font.setBold(True)
            painter.setFont(font)
            painter.setPen(QColor("white"))
            painter.drawText(QRectF(16, 8, self.width() / 2 - 80, metrics.height() * 2 + 4),
                             Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap, state.trick_caption)

    def _draw_banner(self, painter: QPainter, text: str) -> None:
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        painter.setFont(font)
        metrics = painter.fontMetrics()
        w = metrics.horizontalAdvance(text) + 40
        rect = QRectF((self.width() - w) / 2, self.height() * 0.40, w, metrics.height() + 16)
        path = QPainterPath()
        path.addRoundedRect(rect, 10, 10)
        painter.fillPath(path, QColor(0, 0, 0, 170))
        painter.setPen(GOLD)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)

    # ------------------------------------------------------------------ input
    def _index_at(self, point: QPointF) -> int | None:
        # Later cards lie on top: search from the right.
        for i in range(len(self._hand_rects) - 1, -1, -1):
            if self._hand_rects[i].translated(0, -14).united(self._hand_rects[i]).contains(point):
                return i
        return None

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        index = self._index_at(event.position())
        if index != self._hover:
            self._hover = index
            self.update()

    def leaveEvent(self, event) -> None:
        self._hover = None
        self.update()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        index = self._index_at(event.position())
        if index is not None and event.button() == Qt.MouseButton.LeftButton and self._state:
            self._selected = index
            self.card_clicked.emit(self._state.seats[self._state.bottom_seat].cards[index])
        elif event.button() == Qt.MouseButton.LeftButton:
            self.felt_clicked.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        state = self._state
        cards = state.seats[state.bottom_seat].cards if state else []
        if not cards:
            return super().keyPressEvent(event)
        key = event.key()
        # on the player's turn the cursor steps over cards that may not be played, so that
        # Enter never lands on a "you must follow" message
        playable = [i for i, c in enumerate(cards) if state.legal is None or c in state.legal] or list(range(len(cards)))
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            step = -1 if key == Qt.Key.Key_Left else 1
            i = self._selected if self._selected is not None else (-1 if step > 0 else len(cards))
            for _ in range(len(cards)):
                i = (i + step) % len(cards)
                if i in playable:
                    break
            self._selected = i
            self.update()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            # The first press shows the cursor (on the hinted card, if any). A press on a card
            # that may not be played is a click on it: the table says why, the cursor stays.
            if self._selected is None or self._selected >= len(cards):
                hinted = [i for i in playable if state.hinted is not None and cards[i] == state.hinted]
                self._selected = (hinted or playable)[0]
                self.update()
            else:
                self.card_clicked.emit(cards[self._selected])
        else:
            super().keyPressEvent(event)

    def card_rect(self, card: Card) -> QRectF | None:
        """Where a card of the bottom hand is drawn (for tests and accessibility)."""
        if not self._state:
            return None
        cards = self._state.seats[self._state.bottom_seat].cards
        for c, rect in zip(cards, self._hand_rects):
            if c is card:
                return rect
        return None
