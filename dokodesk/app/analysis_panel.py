"""Where the points went: the analysis of the player's game on the result page and in review,
and the wording of analysis reasons and expert hints in the UI language."""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QGroupBox, QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QProgressBar, QPushButton, QVBoxLayout,
    QWidget,
)

from dokodesk.app.texts import number
from dokodesk.coach import Decision, GameAnalysis
from dokodesk.coach.hints import Hint
from dokodesk.coach.on_this_deal import what_changed
from dokodesk.coach.verdict import trick_at as trick_of  # the one count of tricks in a log
from dokodesk.rules import Call, Card

try:  # the UI-language card names ("Queen of Clubs" / "Kreuz Dame") of the table rebuild
    from dokodesk.app.texts import card_name as _ui_card_name
except ImportError:  # pragma: no cover - until that lands, the German names players use
    def _ui_card_name(card: Card) -> str:
        return card.german



def card_text(code: str) -> str:
    try:
        return _ui_card_name(Card.parse(code))
    except ValueError:
        return code


def call_text(token: str) -> str:
    if token == "pass":
        return QCoreApplication.translate("Analysis", "no announcement")
    try:
        return Call(token).german  # Re, Kontra, keine 90 ...: German in every language
    except ValueError:
        return token


def points_text(loss: float) -> str:
    return QCoreApplication.translate("Analysis", "−{points} expected points").format(points=number(loss, 1))


def loss_text(d: Decision) -> str:
    """"−1.2 expected game points (±0.3)": from what the player knew."""
    return QCoreApplication.translate("Analysis", "−{game} expected game points (±{se})").format(
        game=number(d.loss, 1), se=number(d.loss_se, 1))


def on_deal_note(d: Decision) -> str:
    """A mistake's better choice played on this deal by the table: what it gained or lost there
    (the recommendation can do worse on the actual cards: both are true, each is named)."""
    g = d.on_deal
    if g is None:
        return ""
    better = card_text(d.best) if d.kind == "card" else call_text(d.best)
    measure = g.dodge if g.dodge is not None else g.game
    if g.dodge is not None:
        amount = QCoreApplication.translate("Analysis", "{dodge} Dodge points against this field (±{dodge_se}) · {game} game points").format(
            dodge=number(abs(g.dodge), 0), dodge_se=number(g.dodge_se or 0.0, 0), game=number(abs(g.game), 1))
    else:
        amount = QCoreApplication.translate("Analysis", "{game} game points (±{se})").format(
            game=number(abs(g.game), 1), se=number(g.game_se, 1))
    if d.kind != "card" and d.best == "pass":
        # "no announcement would have scored less, by …" read oddly: the silence said as a choice
        chosen = call_text(d.chosen)
        if round(measure, 1) > 0:
            note = QCoreApplication.translate("Analysis", "On this deal, played on by the table: staying silent instead of announcing {chosen} would have gained {amount}.")
        elif round(measure, 1) < 0:
            note = QCoreApplication.translate("Analysis", "On this deal, played on by the table: staying silent instead of announcing {chosen} would have cost {amount}.")
        else:
            note = QCoreApplication.translate("Analysis", "On this deal, played on by the table: staying silent instead of announcing {chosen} would have scored the same.")
        note = note.format(chosen=chosen, amount=amount)
    elif round(measure, 1) > 0:
        note = QCoreApplication.translate("Analysis", "On this deal, played on by the table: {better} would have gained {amount}.").format(
            better=better, amount=amount)
    elif round(measure, 1) < 0:
        note = QCoreApplication.translate("Analysis", "On this deal, played on by the table: {better} would have scored less, by {amount}.").format(
            better=better, amount=amount)
    else:
        note = QCoreApplication.translate("Analysis", "On this deal, played on by the table: {better} would have scored the same.").format(
            better=better)
    why = on_deal_why(d)
    return f"{note} {why}" if why else note


def on_deal_why(d: Decision) -> str:
    """What the better choice changed on the table in the continuations (the trick, the game,
    the Augen: coach.on_this_deal.what_changed), e.g. "With Pik Bube your party would have taken
    this trick in 0 of 8 continuations (8 with the card played)."; empty if nothing changed."""
    g = d.on_deal
    facts = [] if g is None else what_changed(g, d.kind)
    if not facts:
        return ""
    if d.kind == "card":
        better = card_text(d.best)
        other = QCoreApplication.translate("Analysis", "with the card played")
    else:
        better = call_text(d.best)
        other = QCoreApplication.translate("Analysis", "with the choice made")
    parts = []
    for what, a, c in facts:
        if what == "trick":
            text = QCoreApplication.translate("Analysis", "taken this trick in {a} of {n} continuations ({c} {other})")
        elif what == "game":
            text = QCoreApplication.translate("Analysis", "won the game in {a} of {n} continuations ({c} {other})")
        else:
            text = QCoreApplication.translate("Analysis", "had {a} Augen on average ({c} {other})")
        parts.append(text.format(a=number(a, 0), c=number(c, 0), n=g.seeds, other=other))
    return QCoreApplication.translate("Analysis", "With {better} your party would have {parts}.").format(
        better=better, parts=QCoreApplication.translate("Analysis", " and ").join(parts))


def _special_text(key: str) -> str:
    return {
        "fuchs_caught": QCoreApplication.translate("Analysis", "and caught the Fuchs"),
        "fuchs_saved": QCoreApplication.translate("Analysis", "and saved the Fuchs"),
        "doppelkopf": QCoreApplication.translate("Analysis", "and taken a Doppelkopf"),
        "karlchen_stopped": QCoreApplication.translate("Analysis", "and stopped the Karlchen"),
        "karlchen_made": QCoreApplication.translate("Analysis", "with a Karlchen"),
    }.get(key, "")


def decision_reason(d: Decision) -> str:
    """E.g. "led King of Hearts into a known void: −2.7 expected points", in the UI language."""
    k = d.reason_key
    card, best = card_text(d.chosen), card_text(d.best)
    if k == "lead_into_void":
        what = QCoreApplication.translate("Analysis", "led {card} into a known void").format(card=card)
    elif k == "ten_before_ace":
        what = QCoreApplication.translate("Analysis", "led {card} while the Ace was still out").format(card=card)
    elif k == "ducked":
        what = QCoreApplication.translate("Analysis", "ducked with {card}; {best} would have won the trick").format(card=card, best=best)
        special = d.details.get("special")
        if special:
            what = f"{what} {_special_text(special)}"
    elif k == "fuchs_lost":
        what = QCoreApplication.translate("Analysis", "gave the Fuchs to the other party; {best} was better").format(best=best)
    elif k == "missed_call":
        what = QCoreApplication.translate("Analysis", "did not say {call}").format(call=call_text(d.best))
    elif k == "bad_call":
        what = QCoreApplication.translate("Analysis", "said {call} against the odds").format(call=call_text(d.chosen))
    elif k == "call_instead":
        what = QCoreApplication.translate("Analysis", "said {call}; {best} was better").format(call=call_text(d.chosen), best=call_text(d.best))
    elif d.kind == "call" and d.chosen == "pass":
        what = QCoreApplication.translate("Analysis", "did not announce")
    elif d.kind == "call":
        what = QCoreApplication.translate("Analysis", "said {call}").format(call=call_text(d.chosen))
    else:
        what = QCoreApplication.translate("Analysis", "played {card}; {best} was better").format(card=card, best=best)
    return f"{what}: {loss_text(d)}"


def open_hands_note(d: Decision) -> str:
    """The card on this deal with all hands open (exact, best play by all four), or "" where the
    solver did not reach it: the other view beside "from what you knew", always named."""
    lost = d.open_hands_loss
    if lost is None:
        return ""
    if lost == 0:
        return QCoreApplication.translate("Analysis", "On this deal, all hands open: your card kept the value.")
    best = ", ".join(card_text(code) for code in d.open_hands_best())
    return _OpenHandsWords().gave_away(lost).format(best=best)


def views_note(d: Decision) -> str:
    """Where the views disagree, why both are true (issue 38): the table's play-outs gain where all
    hands open shows the same value (a practical chance, not a better card), or the card gave value
    away with all hands open though it was right from what the player knew (the hidden cards)."""
    oh = d.open_hands
    g = d.on_deal
    if (d.mistake and d.kind == "card" and g is not None and oh and d.best in oh and d.chosen in oh
            and oh[d.best] == oh[d.chosen]
            and round(g.dodge if g.dodge is not None else g.game, 1) > 0):
        return QCoreApplication.translate(
            "Analysis", "With best play by all four, {better} changes nothing here: its gain comes from how the "
            "table would likely play on, a practical chance.").format(better=card_text(d.best))
    if not d.mistake and d.kind == "card" and d.open_hands_loss:
        return QCoreApplication.translate(
            "Analysis", "From what you knew, your card was as good as any: the hidden cards decided it.")
    return ""


def open_hands_summary(analysis: GameAnalysis) -> str:
    """Which of the player's cards the open-hands view covers and what they gave away."""
    cards = [d for d in analysis.decisions if d.kind == "card"]
    solved = [d for d in cards if d.open_hands_loss is not None]
    if not solved:
        return QCoreApplication.translate("Analysis", "On this deal, all hands open: not solved within the time budget.")
    given = sum(d.open_hands_loss for d in solved)
    if not given:
        return QCoreApplication.translate(
            "Analysis", "On this deal, all hands open (your last {n} of {total} cards): each card kept the value.").format(
            n=len(solved), total=len(cards))
    return _OpenHandsWords().given_away(given).format(n=len(solved), total=len(cards))


class _MistakeWords(QObject):
    """Counted words (lupdate marks plural forms only on tr())."""

    def cost(self, n: int) -> str:
        return self.tr("From what you knew, your %n mistakes cost about {game} expected game points (±{game_se}).",
                       None, n)


class _OpenHandsWords(QObject):
    """Counted words (lupdate marks plural forms only on tr())."""

    def gave_away(self, n: int) -> str:
        return self.tr("On this deal, all hands open: your card gave away %n game point(s) ({best} kept the value).",
                       None, n)

    def given_away(self, n: int) -> str:
        return self.tr("On this deal, all hands open (your last {n} of {total} cards): %n game point(s) given away "
                       "against best play by all four.", None, n)


def hint_text(h: Hint) -> str:
    """The expert's hint in the UI language."""
    d = h.details
    parts = []
    if h.calls:
        parts.append(QCoreApplication.translate("Analysis", "say {call} ({with_} expected points with it, {without} without)").format(
            call=d["call"], with_=number(d["with"], 1, signed=True), without=number(d["without"], 1, signed=True)))
    if h.key == "only_card":
        parts.append(QCoreApplication.translate("Analysis", "play {card}, the only legal card").format(card=card_text(d["card_code"])))
    elif h.key == "best_card":
        parts.append(QCoreApplication.translate("Analysis", "play {card}: {value} expected points over {n} sampled deals ({second}: {second_value})").format(
            card=card_text(d["card_code"]), value=number(d["value"], 1, signed=True), n=d["samples"],
            second=card_text(d["second_code"]), second_value=number(d["second_value"], 1, signed=True)))
    if not parts:
        return QCoreApplication.translate("Analysis", "Hint: nothing to do now")
    return QCoreApplication.translate("Analysis", "Hint (expert): {what}").format(what="; ".join(parts))


def field_note_text(at, party: int) -> str:
    """"12 of 30 Re pairs were here: 9 played Kreuz Dame (average +3.0), 3 played Karo Neun
    (average −1.0)" for a `dokodesk.coach.field.FieldAtPosition`."""
    # number() writes a hyphen ("-5.8", "-5,8" in German); the lines beside this note a minus sign
    parts = [QCoreApplication.translate("ReviewPage", "{n} played {card} (average {points})").format(
        n=c.pairs, card=card_text(c.card), points=number(c.mean_points, 1, signed=True).replace("-", "−"))
        for c in at.choices]
    return _FieldNoteWords().note(at.field).format(
        reached=at.reached, party="Re" if party == 0 else "Kontra", choices=", ".join(parts))


class _FieldNoteWords(QObject):
    """Counted words (lupdate marks plural forms only on tr())."""

    def note(self, field: int) -> str:
        return self.tr("{reached} of %n {party} pair(s) were here: {choices}", None, field)


def cost_text(analysis: GameAnalysis, log: Sequence[str]) -> str:
    """The game in two views, each named: "From what you knew, your mistakes cost about 2.1
    expected game points (±0.6)." and "On this deal, played on by the table: Pik Bube instead
    of Herz König would have gained +23 Dodge points against this field (±9) · +1.5 game points."
    The Dodge points never exceed the room the game had, and a game that was top of its field is
    not told it lost anything (issue 28). `log`: the game's, for the trick's number."""
    h = analysis.headline()
    mistakes = analysis.mistakes()
    if not mistakes:
        return QCoreApplication.translate("Analysis", "From what you knew, no decision cost you significantly.")
    if len(mistakes) == 1:
        # one mistake, one error figure: its own, as its entry gives it (issue 38: the headline
        # gave the sum's spread across analyses, ±0.8, beside the entry's ±0.6)
        knew = QCoreApplication.translate(
            "Analysis", "From what you knew, your mistake cost about {game} expected game points (±{game_se}).").format(
            game=number(mistakes[0].loss, 1), game_se=number(mistakes[0].loss_se, 1))
    else:
        knew = _MistakeWords().cost(len(mistakes)).format(game=number(h.game, 1), game_se=number(h.game_se, 1))
    if h.lost_nothing:
        deal = QCoreApplication.translate("Analysis", "On this deal your game was top of this field: nothing was lost.")
    elif h.first is None:
        deal = QCoreApplication.translate(
            "Analysis", "On this deal, played on by the table, no better choice would have scored more.")
    else:
        d = h.first
        better = card_text(d.best) if d.kind == "card" else call_text(d.best)
        chosen = card_text(d.chosen) if d.kind == "card" else call_text(d.chosen)
        if h.deal_dodge is not None:
            deal = QCoreApplication.translate(
                "Analysis", "On this deal, played on by the table: {better} instead of {chosen} (trick {trick}) would have gained {dodge} Dodge points against this field (±{dodge_se}) · {game} game points.").format(
                better=better, chosen=chosen, trick=trick_of(list(log), d.event_index),
                dodge=number(h.deal_dodge, 0, signed=True), dodge_se=number(h.deal_dodge_se or 0.0, 0),
                game=number(h.deal_game, 1, signed=True))
            if h.capped:
                deal += " " + QCoreApplication.translate(
                    "Analysis", "At most the {room} Dodge points your game was short of the top of this field.").format(
                    room=number(h.room, 0))
        else:
            deal = QCoreApplication.translate(
                "Analysis", "On this deal, played on by the table: {better} instead of {chosen} (trick {trick}) would have gained {game} game points (±{game_se}).").format(
                better=better, chosen=chosen, trick=trick_of(list(log), d.event_index),
                game=number(h.deal_game, 1, signed=True), game_se=number(h.deal_game_se or 0.0, 1))
    text = knew + "\n" + deal
    if not analysis.field_size:
        text += " " + QCoreApplication.translate(
            "Analysis", "No pairs of your party in this deal's field yet: no Dodge points.")
    return text


class AnalysisPanel(QGroupBox):
    """Progress of the analysis (with Cancel), then the decisions that lost the most.

    `limit`: how many to list (the result page lists three; review lists every marked one, in
    the order of the game). A click on a decision emits `decision_activated(event_index)`."""

    decision_activated = Signal(int)
    cancel_requested = Signal()

    def __init__(self, limit: int | None = 3, parent: QWidget | None = None):
        super().__init__(QCoreApplication.translate("Analysis", "Where the points went (expert analysis)"), parent)
        self.setObjectName("analysisPanel")
        self.limit = limit
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.progress = QProgressBar()
        self.progress.setTextVisible(True)
        self.cancel_button = QPushButton(QCoreApplication.translate("Analysis", "&Cancel analysis"))
        self.cancel_button.clicked.connect(self.cancel_requested)
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.itemActivated.connect(self._on_item)
        self.list.itemClicked.connect(self._on_item)
        if limit is not None:  # a few lines: the result page keeps its room for the score
            self.list.setMaximumHeight(self.list.fontMetrics().height() * (limit + 2) + 8)
        # the part of the analysis still to come while a part is shown (in the bar's row: a line
        # more in the status made the German result page too tall for 1024 x 640)
        self.still_label = QLabel()
        self.still_label.setTextFormat(Qt.TextFormat.PlainText)
        row = QHBoxLayout()
        row.addWidget(self.progress, 1)
        row.addWidget(self.still_label)
        row.addWidget(self.cancel_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.status)
        layout.addLayout(row)
        layout.addWidget(self.list, 1)
        self._log: tuple[str, ...] = ()
        self.analysis: GameAnalysis | None = None
        self.verdict = None  # the game's verdict against its field (coach.verdict), read in the pool
        self.field_notes: dict[int, str] = {}  # event index -> what the field did there (tooltips)
        self.clear()

    def set_verdict(self, verdict) -> None:
        """The game's verdict (dokodesk.coach.verdict.Verdict, without the analysis's part): shown
        first, with the player's own cards once the analysis is there."""
        self.verdict = verdict
        if self.analysis is not None and self.still is not None:
            self.show_partial(self.analysis, self.still)
        elif self.analysis is not None:
            self.show_analysis(self.analysis)
        elif self.progress.isVisibleTo(self):
            self.status.setText(self._verdict_text() + "\n" + QCoreApplication.translate(
                "Analysis", "The expert is analysing your decisions…"))

    def _verdict_text(self) -> str:
        from dataclasses import replace

        from dokodesk.app.verdict_words import verdict_text
        from dokodesk.coach.verdict import own_cards

        if self.verdict is None:
            return ""
        v = self.verdict
        if self.analysis is not None:
            v = replace(v, own=own_cards(self.analysis, self._log))
        return verdict_text(v, open_hands_pending=self.still is not None)

    def clear(self) -> None:
        self.analysis, self.still = None, None
        self.verdict = None
        self.list.clear()
        self.list.hide()
        self.progress.hide()
        self.cancel_button.hide()
        self.still_label.hide()
        self.status.setText(QCoreApplication.translate("Analysis", "No analysis for this game."))

    def show_running(self, log=()) -> None:
        if tuple(log) != self._log:
            self.verdict, self.field_notes = None, {}  # another game's
        self._log = tuple(log)
        self.analysis, self.still = None, None
        self.still_label.hide()
        self.list.clear()
        self.list.hide()
        self.progress.setRange(0, 0)
        self.progress.show()
        self.cancel_button.show()
        self.status.setText(QCoreApplication.translate("Analysis", "The expert is analysing your decisions…"))

    def show_progress(self, done: int, total: int) -> None:
        if self.still == "open_hands":
            self.progress.setRange(0, 0)  # busy: the steps are done, the open-hands solve is not
            return
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)
        # the decisions, then each mistake played on this deal: steps, not only decisions
        self.progress.setFormat(QCoreApplication.translate("Analysis", "{done} of {total} steps").format(
            done=done, total=total))

    def show_cancelled(self) -> None:
        self.still = None
        self.still_label.hide()
        self.progress.hide()
        self.cancel_button.hide()
        self.status.setText(QCoreApplication.translate("Analysis", "Analysis cancelled."))

    def show_failed(self, message: str) -> None:
        self.still = None
        self.still_label.hide()
        self.progress.hide()
        self.cancel_button.hide()
        self.status.setText(QCoreApplication.translate("Analysis", "The analysis failed: {message}").format(message=message))

    def show_partial(self, analysis: GameAnalysis, still: str, log=None) -> None:
        """A part of the analysis, shown while the rest runs (issue 37): the decisions from what
        you knew first (`still` "on_deal": the mistakes are being played on this deal), then with
        those (`still` "open_hands"); the bar and Cancel stay."""
        self.still = still
        self._show(analysis, log)
        if still == "open_hands":
            self.progress.setRange(0, 0)
        elif still == "on_deal" and self.progress.maximum() > 0:
            # the decisions are done; each mistake played on this deal is a step still to come
            done = self.progress.value()
            self.show_progress(done, self.progress.maximum() + len(analysis.mistakes()))
        self.progress.show()
        self.cancel_button.show()
        if still == "on_deal":
            more = QCoreApplication.translate("Analysis", "Still working: your mistakes on this deal…")
        else:
            more = QCoreApplication.translate("Analysis", "Still working: all hands open…")
        self.still_label.setText(more)
        self.still_label.show()

    still: str | None = None  # the part still to come while a partial analysis is shown

    def show_analysis(self, analysis: GameAnalysis, log=None) -> None:
        """The cost of the real mistakes (significant losses) in Dodge points against this field,
        game points second; the mistakes biggest first (review: in the order of the game)."""
        self.still = None
        self._show(analysis, log)

    def _show(self, analysis: GameAnalysis, log=None) -> None:
        if log is not None:
            self._log = tuple(log)
        self.analysis = analysis
        self.progress.hide()
        self.cancel_button.hide()
        self.still_label.hide()
        mistakes = analysis.mistakes()
        if self.limit is None:
            marked = sorted(mistakes, key=lambda d: d.event_index)
        else:
            marked = mistakes[:self.limit]
        verdict = self._verdict_text()
        lines = cost_text(analysis, self._log).split("\n")
        if self.still == "on_deal":
            lines = lines[:1]  # the line "on this deal" comes with that part
        if verdict:
            # the verdict's "your own cards" says what the first line of the cost said
            lines = lines[1:]
        # the open-hands line once that part is in (before, "Still working: …" says it comes);
        # not where the verdict's "your own cards" already names what they gave away
        summary = open_hands_summary(analysis) if self.still is None else ""
        if verdict and any(d.open_hands_loss for d in analysis.decisions if d.kind == "card"):
            summary = ""
        self.status.setText("\n".join(part for part in (verdict, "\n".join(lines), summary) if part))
        self.list.clear()
        if self.limit is None:
            # review: also the cards that gave value away on this deal without being a mistake
            # from what the player knew (both views are true; each is named)
            flagged = {d.event_index for d in marked}
            marked = sorted(marked + [d for d in analysis.decisions if d.kind == "card" and d.open_hands_loss
                                      and d.event_index not in flagged], key=lambda d: d.event_index)
        for d in marked:
            if d.mistake:
                reason = QCoreApplication.translate("Analysis", "from what you knew, {reason}").format(reason=decision_reason(d))
            else:
                reason = QCoreApplication.translate("Analysis", "played {card}: from what you knew, no significant loss").format(
                    card=card_text(d.chosen))
            note = "\n".join(n for n in (on_deal_note(d), open_hands_note(d), views_note(d)) if n)
            text = QCoreApplication.translate("Analysis", "Trick {trick}: {reason}").format(trick=trick_of(self._log, d.event_index),
                                                         reason=reason)
            if note:
                text += "\n" + note
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, d.event_index)
            if d.event_index in self.field_notes:
                item.setToolTip(self.field_notes[d.event_index])
            self.list.addItem(item)
        if not marked:
            # praise only where neither view found anything and the game is not below the
            # field's middle (issue 38: "well played" beside a lost game and cards that gave
            # value away); the verdict above says where the points went
            given = any(d.kind == "card" and d.open_hands_loss for d in analysis.decisions)
            below = self.verdict is not None and self.verdict.below_median
            # no praise before the open-hands values are in (they may find cards that gave value away)
            if given or below or self.still is not None or (
                    self.verdict is None and analysis.achieved is not None and analysis.achieved < 0):
                text = QCoreApplication.translate("Analysis", "No real mistake found from what you knew.")
            else:
                text = QCoreApplication.translate("Analysis", "No real mistake found: well played.")
            self.list.addItem(QListWidgetItem(text))
        self.list.show()

    def set_field_notes(self, notes: dict[int, str]) -> None:
        """What the field did at the player's decisions, the listed mistakes' tooltips (read in a
        worker after the analysis: the field may have 100,000 logged games)."""
        self.field_notes = notes
        for row in range(self.list.count()):
            item = self.list.item(row)
            index = item.data(Qt.ItemDataRole.UserRole)
            if index is not None:
                item.setToolTip(notes.get(index, ""))

    def marked_tricks(self) -> dict[int, list[Decision]]:
        """Trick number -> the mistakes in it (for review)."""
        out: dict[int, list[Decision]] = {}
        if self.analysis is None:
            return out
        for d in self.analysis.mistakes():
            out.setdefault(trick_of(self._log, d.event_index), []).append(d)
        return out

    def _on_item(self, item: QListWidgetItem) -> None:
        index = item.data(Qt.ItemDataRole.UserRole)
        if index is not None:
            self.decision_activated.emit(int(index))
