"""Statistics: the user's progress over the season in pictures (QPainter), with a sentence or
two under each. The numbers come from `store.statistics.compute_statistics`, computed in a
worker thread by the main window."""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGridLayout, QGroupBox, QHBoxLayout, QLabel, QPushButton, QScrollArea, QSizePolicy, QVBoxLayout, QWidget,
)

from dokodesk.app.texts import number
from dokodesk.app.widgets import heading
from dokodesk.store.statistics import PARTNER_CALLED, PARTY_SILENT, YOU_CALLED, Statistics

YOU = QColor("#2f6fb3")
FIELD = QColor("#b0b7c0")
RE_COLOR = QColor("#2f6fb3")
KONTRA_COLOR = QColor("#c0504d")
STAR = QColor("#d9a400")
DODGE_BIN_CENTRES = list(range(-100, 101, 25))  # each bin: its centre +- 12.5 Dodge points


@dataclass
class Bar:
    value: float
    color: QColor
    inner: float | None = None  # a darker part from zero (e.g. "made" within "announced")
    hatched: bool = False


@dataclass
class Group:
    label: str
    bars: list[Bar]
    marker: float | None = None  # a point on the secondary axis (stars)


@dataclass
class ChartData:
    groups: list[Group] = field(default_factory=list)
    low: float = 0.0
    high: float = 1.0
    ticks: list[float] = field(default_factory=list)
    tick_text: object = str  # value -> text
    legend: list[tuple[str, QColor]] = field(default_factory=list)
    marker_range: tuple[float, float] | None = None  # secondary axis (stars 1..3)
    marker_text: object = str
    empty_text: str = ""
    x_title: str = ""  # under the group labels
    y_title: str = ""  # beside the ticks, turned


class BarChart(QWidget):
    """Grouped vertical bars from a zero line, with axis ticks, group labels, a legend and an
    optional line of markers on a secondary axis. Paints itself; no chart library."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.data = ChartData()
        self.setMinimumSize(360, 220)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_data(self, data: ChartData) -> None:
        self.data = data
        self.update()

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(QRectF(self.rect()), self.palette().base())
        if not self.data.groups:
            p.setPen(self.palette().windowText().color())
            p.drawText(QRectF(self.rect()), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.data.empty_text)
            p.end()
            return
        frame = self._frame(p)
        self._paint_grid(p, frame)
        markers = self._paint_bars(p, frame)
        self._paint_markers(p, frame, markers)
        self._paint_titles(p, frame)
        self._paint_legend(p, frame)
        p.end()

    def _frame(self, p: QPainter) -> "_Frame":
        """Where the plot goes: room for tick labels, axis titles and the marker axis."""
        data = self.data
        metrics = p.fontMetrics()
        line_h = metrics.height()
        rect = QRectF(self.rect())
        left = max(metrics.horizontalAdvance(data.tick_text(t)) for t in data.ticks) + 12 if data.ticks else 12
        y_room = line_h * 1.3 if data.y_title else 0.0
        left += y_room
        right = 40 if data.marker_range else 12
        x_room = line_h * 1.3 if data.x_title else 0.0
        plot = QRectF(left, line_h * 1.6, rect.width() - left - right, rect.height() - line_h * 4.2 - x_room)
        frame = _Frame(data, rect, plot, left, right, y_room, x_room, line_h, metrics,
                       self.palette().windowText().color(), 0.0)
        frame.zero = frame.y_of(0.0 if data.low <= 0 <= data.high else data.low)
        return frame

    def _paint_grid(self, p: QPainter, f: "_Frame") -> None:
        grid = QPen(self.palette().mid().color(), 1, Qt.PenStyle.DotLine)
        for tick in f.data.ticks:
            y = f.y_of(tick)
            p.setPen(grid)
            p.drawLine(QPointF(f.plot.left(), y), QPointF(f.plot.right(), y))
            p.setPen(f.text_color)
            p.drawText(QRectF(f.y_room, y - f.line_h / 2, f.left - f.y_room - 6, f.line_h),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, f.data.tick_text(tick))
        p.setPen(QPen(f.text_color, 1))
        p.drawLine(QPointF(f.plot.left(), f.zero), QPointF(f.plot.right(), f.zero))

    def _paint_bars(self, p: QPainter, f: "_Frame") -> list[QPointF]:
        """Each group's bars and label; returns where the group's marker goes."""
        data, plot, zero = f.data, f.plot, f.zero
        slot = plot.width() / len(data.groups)
        markers: list[QPointF] = []
        for g, group in enumerate(data.groups):
            x0 = plot.left() + g * slot
            bar_w = slot * 0.8 / max(1, len(group.bars))
            for b, bar in enumerate(group.bars):
                self._paint_bar(p, f, bar, x0 + slot * 0.1 + b * bar_w, bar_w)
            p.setPen(f.text_color)
            label_rect = QRectF(x0, plot.bottom() + 4, slot, f.line_h * 2.2)
            p.drawText(label_rect, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
                       f.metrics.elidedText(group.label, Qt.TextElideMode.ElideMiddle, int(slot * 1.9)))
            if group.marker is not None and data.marker_range:
                lo, hi = data.marker_range
                my = plot.bottom() - (group.marker - lo) / ((hi - lo) or 1) * plot.height()
                markers.append(QPointF(x0 + slot / 2, my))
        return markers

    @staticmethod
    def _paint_bar(p: QPainter, f: "_Frame", bar, x: float, bar_w: float) -> None:
        """A bar from zero; hatched (an open set) drawn pale with a dashed edge; an inner bar."""
        y = f.y_of(bar.value)
        box = QRectF(x + 1, min(y, f.zero), bar_w - 2, abs(f.zero - y))
        p.setPen(Qt.PenStyle.NoPen)
        fill = QColor(bar.color)
        if bar.hatched:
            fill.setAlpha(110)
        p.setBrush(fill)
        p.drawRect(box)
        if bar.hatched:
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(bar.color, 1, Qt.PenStyle.DashLine))
            p.drawRect(box)
        if bar.inner is not None:
            yi = f.y_of(bar.inner)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(bar.color.darker(150))
            p.drawRect(QRectF(x + 1 + (bar_w - 2) * 0.25, min(yi, f.zero), (bar_w - 2) * 0.5, abs(f.zero - yi)))

    @staticmethod
    def _paint_markers(p: QPainter, f: "_Frame", markers: list[QPointF]) -> None:
        """The secondary axis: a step line of markers (stars)."""
        if not f.data.marker_range:
            return
        lo, hi = f.data.marker_range
        plot = f.plot
        p.setPen(QPen(STAR, 1))
        for value in range(int(lo), int(hi) + 1):
            my = plot.bottom() - (value - lo) / ((hi - lo) or 1) * plot.height()
            p.drawText(QRectF(plot.right() + 4, my - f.line_h / 2, f.right - 4, f.line_h),
                       Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, f.data.marker_text(value))
        if not markers:
            return
        path = QPainterPath(markers[0])
        for a, b in zip(markers, markers[1:]):
            path.lineTo(QPointF(b.x(), a.y()))
            path.lineTo(b)
        p.setPen(QPen(STAR, 2.5))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(path)
        p.setBrush(STAR)
        for point in markers:
            p.drawEllipse(point, 5, 5)

    @staticmethod
    def _paint_titles(p: QPainter, f: "_Frame") -> None:
        p.setPen(f.text_color)
        plot, line_h = f.plot, f.line_h
        if f.data.x_title:
            p.drawText(QRectF(plot.left(), f.rect.height() - f.x_room - 2, plot.width(), f.x_room),
                       Qt.AlignmentFlag.AlignCenter, f.data.x_title)
        if f.data.y_title:
            p.save()
            p.translate(f.y_room / 2, plot.center().y())
            p.rotate(-90)
            p.drawText(QRectF(-plot.height() / 2, -line_h / 2, plot.height(), line_h), Qt.AlignmentFlag.AlignCenter,
                       f.data.y_title)
            p.restore()

    @staticmethod
    def _paint_legend(p: QPainter, f: "_Frame") -> None:
        x, line_h = f.plot.left(), f.line_h
        for label, color in f.data.legend:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(color)
            p.drawRect(QRectF(x, 4, line_h * 0.8, line_h * 0.8))
            p.setPen(f.text_color)
            width = f.metrics.horizontalAdvance(label)
            p.drawText(QRectF(x + line_h, 0, width + 4, line_h * 1.4), Qt.AlignmentFlag.AlignVCenter, label)
            x += line_h + width + 18


@dataclass
class _Frame:
    """The chart's geometry for one paint: the plot rectangle, the margins, the value scale."""

    data: object
    rect: QRectF
    plot: QRectF
    left: float
    right: float
    y_room: float
    x_room: float
    line_h: int
    metrics: object
    text_color: QColor
    zero: float

    def y_of(self, value: float) -> float:
        data = self.data
        value = min(max(value, data.low), data.high)
        return self.plot.bottom() - (value - data.low) / ((data.high - data.low) or 1.0) * self.plot.height()


def _percent(part: int, whole: int) -> float:
    return 0.0 if not whole else 100.0 * part / whole


class StatisticsPage(QWidget):
    back_requested = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.season_chart = BarChart()
        self.season_text = self._note()
        self.dodge_chart = BarChart()
        self.dodge_text = self._note()
        self.calls_chart = BarChart()
        self.calls_text = self._note()
        self.silence_chart = BarChart()
        self.silence_text = self._note()
        grid = QGridLayout()
        boxes = [(self.tr("Rating per set and your stars"), self.season_chart, self.season_text),
                 (self.tr("Your Dodge points per game, as Re and as Kontra"), self.dodge_chart, self.dodge_text),
                 (self.tr("Your announcements beside the field's, on the same deals and seat"),
                  self.calls_chart, self.calls_text),
                 (self.tr("The field's pairs of your party: announced or silent"), self.silence_chart,
                  self.silence_text)]
        for i, (title, chart, text) in enumerate(boxes):
            box = QGroupBox(title)
            inner = QVBoxLayout(box)
            inner.addWidget(chart, 1)
            inner.addWidget(text)
            grid.addWidget(box, i // 2, i % 2)
        content = QWidget()
        content.setLayout(grid)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(content)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.back_button = QPushButton(self.tr("&Back to the library"))
        self.back_button.clicked.connect(self.back_requested)
        self.summary = QLabel()
        top = QHBoxLayout()
        top.addWidget(heading(self.tr("Statistics")))
        top.addStretch(1)
        top.addWidget(self.summary)
        buttons = QHBoxLayout()
        buttons.addWidget(self.back_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(scroll, 1)
        layout.addLayout(buttons)
        self.stats: Statistics | None = None

    @staticmethod
    def _note() -> QLabel:
        label = QLabel()
        label.setWordWrap(True)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        return label

    # ------------------------------------------------------------------ filling in
    def show_statistics(self, stats: Statistics) -> None:
        self.stats = stats
        self.summary.setText(self.tr("Your stars now: {stars}").format(stars="★" * stats.stars_now))
        self._season(stats)
        self._dodge(stats)
        self._calls(stats)
        self._silence(stats)

    def _season(self, stats: Statistics) -> None:
        groups = []
        for point in stats.seasons:
            label = point.month or point.title or point.set_id
            if not point.closed:
                label = self.tr("{label} (open)").format(label=label)
            color = YOU if point.rating >= 0 else KONTRA_COLOR
            groups.append(Group(label, [Bar(point.rating, color, hatched=not point.closed)],
                                marker=point.stars_after if point.closed else None))
        values = [p.rating for p in stats.seasons] or [0.0]
        low = min(-10.0, min(values) * 1.1)
        high = max(10.0, max(values) * 1.1)
        self.season_chart.set_data(ChartData(
            groups, low, high, _ticks(low, high), lambda v: number(v, 0, signed=True),
            [(self.tr("rating of a closed set"), YOU), (self.tr("stars after it"), STAR)],
            (0.5, 3.5) if any(p.closed for p in stats.seasons) else None, lambda v: "★" * int(v),
            self.tr("No rated games yet. Play a set's deals, then close it to earn stars.")))
        closed = [p for p in stats.seasons if p.closed]
        if closed:
            best = max(closed, key=lambda p: p.rating)
            self.season_text.setText(self.tr(
                "%n closed set(s); best rating {best} ({label}). Dashed bars: open sets at their current "
                "rating. A rating of 0 or more earns a star, up to three.", None, len(closed)).format(
                best=number(best.rating, 2, signed=True), label=best.month or best.set_id))
        else:
            self.season_text.setText(self.tr(
                "No set closed yet. Dashed bars: open sets at their current rating (with the penalty for "
                "the games still missing to 100)."))

    def _dodge(self, stats: Statistics) -> None:
        groups = []
        for centre in DODGE_BIN_CENTRES:
            def count(values, lo=centre - 12.5, hi=centre + 12.5):
                return sum(1 for v in values if lo <= v < hi or (v == hi == 112.5))
            groups.append(Group(number(centre, signed=True),
                                [Bar(count(stats.re_dodge), RE_COLOR), Bar(count(stats.kontra_dodge), KONTRA_COLOR)]))
        top = max([max(b.value for b in g.bars) for g in groups] + [1])
        if not stats.re_dodge and not stats.kontra_dodge:
            groups = []
        self.dodge_chart.set_data(ChartData(
            groups, 0, top * 1.1, _ticks(0, top * 1.1, integers=True), lambda v: number(v),
            [(self.tr("as Re"), RE_COLOR), (self.tr("as Kontra"), KONTRA_COLOR)],
            empty_text=self.tr("No rated game with a field yet."),
            x_title=self.tr("Dodge points of the game"), y_title=self.tr("games")))
        parts = []
        for name, values in ((self.tr("as Re"), stats.re_dodge), (self.tr("as Kontra"), stats.kontra_dodge)):
            if values:
                parts.append(self.tr("{party}: %n game(s), average {mean} Dodge points", None, len(values)).format(
                    party=name, mean=number(sum(values) / len(values), 1, signed=True)))
        self.dodge_text.setText("; ".join(parts))

    def _calls(self, stats: Statistics) -> None:
        names = {1: self.tr("Re/Kontra"), 2: self.tr("keine 90"), 3: self.tr("keine 60"), 4: self.tr("keine 30"),
                 5: self.tr("schwarz")}
        groups = []
        for c in stats.calls:
            groups.append(Group(names[c.level], [
                Bar(_percent(c.you_called, c.you_games), YOU, _percent(c.you_made, c.you_games)),
                Bar(_percent(c.field_called, c.field_games), FIELD, _percent(c.field_made, c.field_games))]))
        if not stats.calls or not stats.calls[0].you_games:
            groups = []
        self.calls_chart.set_data(ChartData(
            groups, 0, 100, [0, 25, 50, 75, 100], lambda v: f"{v:.0f} %",
            [(self.tr("you"), YOU), (self.tr("the field, same seat"), FIELD)],
            empty_text=self.tr("No logged rated game yet.")))
        first = stats.calls[0] if stats.calls else None
        if first and first.you_games:
            self.calls_text.setText(self.tr(
                "Bar: how often it was announced; dark inner bar: announced and made. On your %n logged deal(s) "
                "you said Re or Kontra in {you} % of the games, the field at your seat in {field} %; "
                "made: {made_you} % of your games and {made_field} % of the field's.", None, first.you_games).format(
                you=number(_percent(first.you_called, first.you_games)),
                field=number(_percent(first.field_called, first.field_games)),
                made_you=number(_percent(first.you_made, first.you_games)),
                made_field=number(_percent(first.field_made, first.field_games))))
        else:
            self.calls_text.setText("")

    def _silence(self, stats: Statistics) -> None:
        groups = []
        sentences = []
        for s in stats.silence:
            # the partner's Re is the party's announcement: such a deal is not "you stayed silent"
            label = {YOU_CALLED: self.tr("you announced"), PARTNER_CALLED: self.tr("your partner announced"),
                     PARTY_SILENT: self.tr("your party stayed silent")}[s.who]
            if s.pairs:
                groups.append(Group(self.tr("{label}: %n deal(s)", None, s.deals).format(label=label), [
                    Bar(s.mean_called if s.mean_called is not None else 0.0, YOU),
                    Bar(s.mean_silent if s.mean_silent is not None else 0.0, FIELD)]))
            if s.mean_called is not None and s.mean_silent is not None:
                diff = s.mean_called - s.mean_silent
                # "more" or "less" by the sign, the difference itself without one
                if diff >= 0:
                    text = {YOU_CALLED: self.tr("On deals where you announced, the {share} % of the field that "
                                                "announced scored {diff} more than the pairs that stayed silent."),
                            PARTNER_CALLED: self.tr("On deals where your partner announced, the {share} % of the field "
                                                    "that announced scored {diff} more than the pairs that stayed "
                                                    "silent."),
                            PARTY_SILENT: self.tr("On deals where your party stayed silent, the {share} % of the field "
                                                  "that announced scored {diff} more than the pairs that stayed "
                                                  "silent.")}[s.who]
                else:
                    text = {YOU_CALLED: self.tr("On deals where you announced, the {share} % of the field that "
                                                "announced scored {diff} less than the pairs that stayed silent."),
                            PARTNER_CALLED: self.tr("On deals where your partner announced, the {share} % of the field "
                                                    "that announced scored {diff} less than the pairs that stayed "
                                                    "silent."),
                            PARTY_SILENT: self.tr("On deals where your party stayed silent, the {share} % of the field "
                                                  "that announced scored {diff} less than the pairs that stayed "
                                                  "silent.")}[s.who]
                sentences.append(text.format(share=number(100 * s.share_called), diff=number(abs(diff), 1)))
        values = [b.value for g in groups for b in g.bars] or [0.0]
        low, high = min(-2.0, min(values) * 1.2), max(2.0, max(values) * 1.2)
        self.silence_chart.set_data(ChartData(
            groups, low, high, _ticks(low, high), lambda v: number(v, 0, signed=True),
            [(self.tr("field pairs that announced"), YOU), (self.tr("that stayed silent"), FIELD)],
            empty_text=self.tr("No logged field games on the deals you played yet.")))
        self.silence_text.setText(" ".join(sentences) + ("" if not sentences else " " + self.tr(
            "Average game points of your party's pairs (logged field games only).")))


def _ticks(low: float, high: float, integers: bool = False) -> list[float]:
    """About five round tick values between low and high, including 0 when in range."""
    span = high - low
    if span <= 0:
        return [low]
    raw = span / 5
    magnitude = 10 ** len(str(int(raw))) / 10 if raw >= 1 else 1
    step = next(m * magnitude for m in (1, 2, 2.5, 5, 10) if m * magnitude >= raw)
    if integers:
        step = max(1, round(step))
    start = int(low // step) * step
    ticks = []
    value = start
    while value <= high + 1e-9:
        if value >= low - 1e-9:
            ticks.append(round(value, 6))
        value += step
    return ticks

