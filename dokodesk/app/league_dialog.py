"""The "Liga-Rechner": the league calculator of :mod:`dokodesk.league` as a dialog.

Five tabs (month, Ligapunkte, season, Ewige Bestenliste, solo); every result updates while
the player types.  All arithmetic is done by :mod:`dokodesk.league`; this module only reads
the inputs and formats the exact results with the current QLocale.
"""

from __future__ import annotations

from datetime import date
from fractions import Fraction

from PySide6.QtCore import QDate, QLocale, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from dokodesk.league import (
    ETERNAL_GAMES,
    ETERNAL_MONTHS,
    PENALTY_PER_MISSING_GAME,
    SEASON_GAMES,
    ClassOutcome,
    LeagueClass,
    MonthRegime,
    SoloWindow,
    choosable_sperrmonate,
    class_outcome,
    last_paying_place,
    league_points,
    league_points_unrounded,
    month_rating,
    plain_average,
    ranking_average,
    round_half_up,
    season_average,
    season_of,
    solo_rating,
    trend,
)

__all__ = ["LeagueCalculatorDialog"]

_MAX_POINTS = 1_000_000  # Spielpunkte and Solopunkte, either sign
_MAX_GAMES = 100_000
_UNBOUNDED_PLACES = 100_000  # the Qualifikation has no maximum size


class LeagueCalculatorDialog(QDialog):
    """Liga-Rechner: Monatswertung, Ligapunkte, Saisonschnitt, Ewige Bestenliste, Solo."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("leagueCalculatorDialog")
        self.setWindowTitle(self.tr("League calculator"))
        # Results use the locale's group separator like the spin boxes do.
        self._locale = QLocale()
        self._locale.setNumberOptions(QLocale.NumberOption.DefaultNumberOptions)
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("leagueTabs")
        self.tabs.setUsesScrollButtons(False)  # every tab title visible; the dialog widens
        self.tabs.addTab(self._build_month_tab(), self.tr("Month"))
        self.tabs.addTab(self._build_points_tab(), self.tr("League points"))
        self.tabs.addTab(self._build_season_tab(), self.tr("Season"))
        self.tabs.addTab(self._build_eternal_tab(), self.tr("All-time ranking"))
        self.tabs.addTab(self._build_solo_tab(), self.tr("Solo"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(buttons)

        self.on_month_changed()
        self.on_points_class_changed()
        self.on_season_changed()
        self.on_eternal_changed()
        self.on_solo_changed()

    # ----------------------------------------------------------------------------------
    # Widgets
    # ----------------------------------------------------------------------------------

    def _spin(self, minimum: int, maximum: int, value: int, name: str) -> QSpinBox:
        spin = QSpinBox(self)
        spin.setObjectName(name)
        spin.setRange(minimum, maximum)
        spin.setValue(value)
        spin.setGroupSeparatorShown(True)
        spin.setAlignment(Qt.AlignmentFlag.AlignRight)
        return spin

    def _result(self, name: str, *, main: bool = False, wrap: bool = False) -> QLabel:
        label = QLabel(self)
        label.setObjectName(name)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        label.setWordWrap(wrap)  # only for texts that can be long; short ones stay on one line
        label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        if main:
            font = QFont(label.font())
            font.setBold(True)
            label.setFont(font)
        return label

    def _error_label(self, name: str) -> QLabel:
        label = self._result(name, wrap=True)
        label.setStyleSheet("color: #b00020;")
        label.setVisible(False)
        return label

    @staticmethod
    def _show_error(label: QLabel, text: str = "") -> None:
        """Show ``text`` in an error label; hide the label while there is no error."""
        label.setText(text)
        label.setVisible(bool(text))

    @staticmethod
    def _form(page: QWidget) -> QFormLayout:
        outer = QVBoxLayout(page)
        form = QFormLayout()
        outer.addLayout(form)
        outer.addStretch(1)  # spare height goes below the form, not into its rows
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.DontWrapRows)
        form.setLabelAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        return form

    def _number(self, value: Fraction | int | None, decimals: int) -> str:
        """Exact value rounded half up, written with the locale's decimal separator."""
        if value is None:
            return "–"
        rounded = round_half_up(Fraction(value), decimals)
        return self._locale.toString(float(rounded), "f", decimals)

    def _count(self, value: Fraction | int | None) -> str:
        """A number of games: whole numbers without decimals ("30", not "30.000", which reads as
        thirty thousand in English), others with up to three."""
        if value is None:
            return "–"
        rounded = round_half_up(Fraction(value), 3)
        if rounded == int(rounded):
            return self._locale.toString(int(rounded))
        return self._locale.toString(float(rounded), "f", 3).rstrip("0")

    def _percent(self, value: Fraction | None) -> str:
        if value is None:
            return "–"
        return self.tr("{0} %").format(self._number(value * 100, 2))

    def _build_month_tab(self) -> QWidget:
        page = QWidget(self)
        form = self._form(page)
        self.month_points = self._spin(-_MAX_POINTS, _MAX_POINTS, 0, "monthPoints")
        self.month_games = self._spin(0, _MAX_GAMES, 200, "monthGames")
        self.month_result = self._result("monthResult", main=True)
        self.month_rule = self._result("monthRule", wrap=True)
        self.month_average = self._result("monthAverage")
        self.month_error = self._error_label("monthError")
        form.addRow(self.tr("Game points (Spielpunkte):"), self.month_points)
        form.addRow(self.tr("League games:"), self.month_games)
        form.addRow(self.tr("Monthly score (Monatswertung):"), self.month_result)
        form.addRow(self.tr("Rule:"), self.month_rule)
        form.addRow(self.tr("Points average (Punkteschnitt):"), self.month_average)
        form.addRow(self.month_error)
        self.month_points.valueChanged.connect(self.on_month_changed)
        self.month_games.valueChanged.connect(self.on_month_changed)
        return page

    def _build_points_tab(self) -> QWidget:
        page = QWidget(self)
        form = self._form(page)
        self.points_class = QComboBox(self)
        self.points_class.setObjectName("pointsClass")
        for cls in LeagueClass:
            self.points_class.addItem(cls.display_name, cls.value)
        self.points_place = self._spin(1, _UNBOUNDED_PLACES, 1, "pointsPlace")
        self.points_class_size = self._spin(1, _UNBOUNDED_PLACES, 1, "pointsClassSize")
        self.points_result = self._result("pointsResult", main=True)
        self.points_exact = self._result("pointsExact")
        self.points_outcome = self._result("pointsOutcome", wrap=True)
        self.points_info = self._result("pointsInfo", wrap=True)
        self.points_error = self._error_label("pointsError")
        form.addRow(self.tr("Class:"), self.points_class)
        form.addRow(self.tr("Place:"), self.points_place)
        form.addRow(self.tr("Players in the class:"), self.points_class_size)
        form.addRow(self.tr("League points (Ligapunkte):"), self.points_result)
        form.addRow(self.tr("Before rounding:"), self.points_exact)
        form.addRow(self.tr("Month end:"), self.points_outcome)
        form.addRow(self.points_info)
        form.addRow(self.points_error)
        self.points_class.currentIndexChanged.connect(self.on_points_class_changed)
        self.points_place.valueChanged.connect(self.on_points_changed)
        self.points_class_size.valueChanged.connect(self.on_points_changed)
        return page

    def _build_season_tab(self) -> QWidget:
        page = QWidget(self)
        form = self._form(page)
        self.season_points = self._spin(-_MAX_POINTS, _MAX_POINTS, 0, "seasonPoints")
        self.season_games = self._spin(0, _MAX_GAMES, SEASON_GAMES, "seasonGames")
        self.season_date = QDateEdit(QDate.currentDate(), self)
        self.season_date.setObjectName("seasonDate")
        self.season_date.setCalendarPopup(True)
        self.season_result = self._result("seasonResult", main=True)
        self.season_penalty = self._result("seasonPenalty")
        self.season_name = self._result("seasonName", wrap=True)
        self.season_sperrmonat = self._result("seasonSperrmonat", wrap=True)
        self.season_sperrmonat.setToolTip(self.tr(
            "Months of this and the next season that can still be chosen on this date, if no "
            "Sperrmonat has been chosen in that season yet. March and September never can."))
        self.season_error = self._error_label("seasonError")
        form.addRow(self.tr("Game points (Spielpunkte):"), self.season_points)
        form.addRow(self.tr("League games:"), self.season_games)
        form.addRow(self.tr("Season average (Saisonschnitt):"), self.season_result)
        form.addRow(self.tr("Penalty:"), self.season_penalty)
        form.addRow(self.season_error)
        form.addRow(self.tr("Date:"), self.season_date)
        form.addRow(self.tr("Season:"), self.season_name)
        form.addRow(self.tr("Month off possible (Sperrmonat):"), self.season_sperrmonat)
        self.season_points.valueChanged.connect(self.on_season_changed)
        self.season_games.valueChanged.connect(self.on_season_changed)
        self.season_date.dateChanged.connect(self.on_season_changed)
        return page

    def _build_eternal_tab(self) -> QWidget:
        page = QWidget(self)
        form = self._form(page)
        self.eternal_league_points = self._spin(
            0, ETERNAL_MONTHS * LeagueClass.KOENIGSLIGA.max_league_points, 0, "eternalLeaguePoints")
        self.eternal_points = self._spin(-_MAX_POINTS, _MAX_POINTS, 0, "eternalPoints")
        self.eternal_games = self._spin(0, _MAX_GAMES, ETERNAL_GAMES, "eternalGames")
        self.eternal_months = self._spin(1, ETERNAL_MONTHS, ETERNAL_MONTHS, "eternalMonths")
        self.eternal_trend = self._result("eternalTrend", main=True)
        self.eternal_average = self._result("eternalAverage")
        self.eternal_ranking_average = self._result("eternalRankingAverage")
        self.eternal_error = self._error_label("eternalError")
        form.addRow(self.tr("League points, 24 months (Ligapunkte):"), self.eternal_league_points)
        form.addRow(self.tr("Game points (Spielpunkte):"), self.eternal_points)
        form.addRow(self.tr("League games:"), self.eternal_games)
        form.addRow(self.tr("Months taken part:"), self.eternal_months)
        form.addRow(self.tr("Trend (Tendenz):"), self.eternal_trend)
        form.addRow(self.tr("Average (Schnitt):"), self.eternal_average)
        form.addRow(self.tr("Ranking average, tie-break (Wertungsschnitt):"), self.eternal_ranking_average)
        form.addRow(self.eternal_error)
        for spin in (self.eternal_league_points, self.eternal_points, self.eternal_games,
                     self.eternal_months):
            spin.valueChanged.connect(self.on_eternal_changed)
        return page

    def _build_solo_tab(self) -> QWidget:
        page = QWidget(self)
        form = self._form(page)
        self.solo_window = QComboBox(self)
        self.solo_window.setObjectName("soloWindow")
        self.solo_window.addItem(self.tr("Season (6 months)"), SoloWindow.SEASON.value)
        self.solo_window.addItem(self.tr("Long-term (24 months)"), SoloWindow.ETERNAL.value)
        self.solo_points = self._spin(-_MAX_POINTS, _MAX_POINTS, 0, "soloPoints")
        self.solo_games = self._spin(0, _MAX_GAMES, SEASON_GAMES, "soloGames")
        self.solo_solos = self._spin(0, _MAX_GAMES, 30, "soloSolos")
        self.solo_won = self._spin(0, _MAX_GAMES, 15, "soloWon")
        self.solo_required = self._result("soloRequired")
        self.solo_rating = self._result("soloRating", main=True)
        self.solo_win_rate = self._result("soloWinRate", main=True)
        self.solo_error = self._error_label("soloError")
        form.addRow(self.tr("Ranking:"), self.solo_window)
        form.addRow(self.tr("Solo points (Solopunkte):"), self.solo_points)
        form.addRow(self.tr("League games:"), self.solo_games)
        form.addRow(self.tr("Solos played:"), self.solo_solos)
        form.addRow(self.tr("Solos won:"), self.solo_won)
        form.addRow(self.tr("Required solos:"), self.solo_required)
        form.addRow(self.tr("Solo score (Solowertung):"), self.solo_rating)
        form.addRow(self.tr("Win rate (Gewinnquote):"), self.solo_win_rate)
        form.addRow(self.solo_error)
        self.solo_window.currentIndexChanged.connect(self.on_solo_changed)
        for spin in (self.solo_points, self.solo_games, self.solo_solos, self.solo_won):
            spin.valueChanged.connect(self.on_solo_changed)
        return page

    # ----------------------------------------------------------------------------------
    # Slots
    # ----------------------------------------------------------------------------------

    @staticmethod
    def _clear(*labels: QLabel) -> None:
        for label in labels:
            label.setText("–")

    def on_month_changed(self) -> None:
        try:
            rating = month_rating(self.month_points.value(), self.month_games.value())
        except ValueError as error:
            self._clear(self.month_result, self.month_rule, self.month_average)
            self._show_error(self.month_error, str(error))
            return
        self._show_error(self.month_error)
        self.month_result.setText(self._number(rating.value, 4))
        if rating.regime is MonthRegime.PENALTY:
            rule = self.tr("Up to 200 games: {0} penalty points (Strafpunkte) for {1} missing games, "
                           "divided by 200").format(rating.penalty_points, rating.missing_games)
        elif rating.regime is MonthRegime.PLAIN:
            rule = self.tr("More than 200 games, account not positive: plain average")
        elif rating.regime is MonthRegime.BONUS:
            rule = self.tr("201–1,200 games: rounded average × {0} (+0.1 % per game above "
                           "200)").format(self._number(rating.bonus_factor, 3))
        else:
            rule = self.tr("More than 1,200 games: rounded average × 2 (bonus capped)")
        self.month_rule.setText(rule)
        if rating.rounded_average is not None:
            self.month_average.setText(self.tr("{0} (rounded: {1})").format(
                self._number(rating.average, 4), self._number(rating.rounded_average, 2)))
        else:
            self.month_average.setText(self._number(rating.average, 4))

    def _points_class(self) -> LeagueClass:
        return LeagueClass(self.points_class.currentData())

    def on_points_class_changed(self) -> None:
        cls = self._points_class()
        size = cls.max_size
        blockers = [self.points_place.blockSignals(True), self.points_class_size.blockSignals(True)]
        self.points_place.setMaximum(size or _UNBOUNDED_PLACES)
        self.points_class_size.setMaximum(size or _UNBOUNDED_PLACES)
        self.points_class_size.setValue(size or _UNBOUNDED_PLACES)
        self.points_class_size.setEnabled(size is not None)
        self.points_place.blockSignals(blockers[0])
        self.points_class_size.blockSignals(blockers[1])
        if cls is LeagueClass.QUALIFIKATION:
            info = self.tr("No league points in the qualifying class (Qualifikation); the first {0} move up.").format(
                cls.promoted)
        else:
            info = self.tr("G = {0}, place 1 = {1} league points; the last place that still "
                           "earns a point is {2}.").format(
                cls.paying_places, self._locale.toString(cls.max_league_points),
                last_paying_place(cls))
        self.points_info.setText(info)
        self.on_points_changed()

    def on_points_changed(self) -> None:
        cls = self._points_class()
        place = self.points_place.value()
        size = self.points_class_size.value() if cls.max_size is not None else None
        try:
            points = league_points(cls, place)
            exact = league_points_unrounded(cls, place)
            outcome = class_outcome(cls, place, size)
        except ValueError as error:
            self._clear(self.points_result, self.points_exact, self.points_outcome)
            self._show_error(self.points_error, str(error))
            return
        self._show_error(self.points_error)
        self.points_result.setText(self._locale.toString(points))
        self.points_exact.setText(self._number(exact, 4))
        self.points_outcome.setText({
            ClassOutcome.PROMOTION: self.tr("Aufstieg (promotion)"),
            ClassOutcome.STAY: self.tr("Klassenerhalt (stays in the class)"),
            ClassOutcome.RELEGATION: self.tr("Abstieg (relegation)"),
        }[outcome])

    def on_season_changed(self) -> None:
        points, games = self.season_points.value(), self.season_games.value()
        try:
            value = season_average(points, games)
        except ValueError as error:
            self._clear(self.season_result, self.season_penalty)
            self._show_error(self.season_error, str(error))
        else:
            self._show_error(self.season_error)
            self.season_result.setText(self._number(value, 4))
            missing = max(0, SEASON_GAMES - games)
            self.season_penalty.setText(
                self.tr("{0} penalty points (Strafpunkte) for {1} missing games").format(
                    PENALTY_PER_MISSING_GAME * missing, missing)
                if missing else self.tr("none (1,200 games or more)"))
        qdate = self.season_date.date()
        day = date(qdate.year(), qdate.month(), qdate.day())
        season = season_of(day)
        locale = self._locale
        day_format = self.tr("d MMMM yyyy", "date format of the season's first and last day")
        self.season_name.setText(self.tr("{0} ({1} – {2})").format(
            season.name,
            locale.toString(QDate(season.start.year, season.start.month, season.start.day),
                            day_format),
            locale.toString(QDate(season.end.year, season.end.month, season.end.day),
                            day_format)))
        months = choosable_sperrmonate(day)
        self.season_sperrmonat.setText(", ".join(
            f"{locale.monthName(m.month, QLocale.FormatType.ShortFormat)} {m.year}" for m in months
        ) or self.tr("none"))

    def on_eternal_changed(self) -> None:
        league_pts = self.eternal_league_points.value()
        points, games = self.eternal_points.value(), self.eternal_games.value()
        months = self.eternal_months.value()
        try:
            tendenz = trend(league_pts, months)
            internal = ranking_average(points, games)
            visible = plain_average(points, games)
        except ValueError as error:
            self._clear(self.eternal_trend, self.eternal_average, self.eternal_ranking_average)
            self._show_error(self.eternal_error, str(error))
            return
        self._show_error(self.eternal_error)
        text = self._number(tendenz, 0)
        if months >= ETERNAL_MONTHS:
            text = self.tr("{0} (not shown at 24 months)").format(text)
        self.eternal_trend.setText(text)
        self.eternal_average.setText(self._number(visible, 2))
        self.eternal_ranking_average.setText(self._number(internal, 4))

    def on_solo_changed(self) -> None:
        try:
            rating = solo_rating(
                self.solo_points.value(), self.solo_games.value(), self.solo_solos.value(),
                self.solo_won.value(), SoloWindow(self.solo_window.currentData()),
            )
        except ValueError as error:
            self._clear(self.solo_required, self.solo_rating, self.solo_win_rate)
            self._show_error(self.solo_error, str(error))
            return
        self._show_error(self.solo_error)
        self.solo_required.setText(self._count(rating.required_solos))
        text = self._number(rating.solowertung, 2)
        if rating.solowertung_oa is not None:
            text = self.tr("{0} (o.A. {1})").format(text, self._number(rating.solowertung_oa, 2))
        self.solo_rating.setText(text)
        text = self._percent(rating.gewinnquote)
        if rating.gewinnquote_oa is not None:
            text = self.tr("{0} (o.A. {1})").format(text, self._percent(rating.gewinnquote_oa))
        self.solo_win_rate.setText(text)
