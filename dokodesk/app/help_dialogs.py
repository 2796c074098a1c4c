"""Help: "How Dodge works" (German and English, after the Dodge Rally's own rules text) and
the About box with versions and licences.

The rules text is a document, not a UI string: it is kept here whole in both languages and
chosen by the UI language, rather than cut into dozens of translation units.
"""

from __future__ import annotations

import platform

from PySide6.QtCore import QCoreApplication, QLocale, qVersion
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QMessageBox, QTextBrowser, QVBoxLayout, QWidget

DODGE_HELP_EN = """
<h2>How Dodge works</h2>
<p>Dodge is duplicate Doppelkopf: the same cards are dealt at many tables. Your opponent is not
really the other party but everyone who held <b>the same cards in the same position</b>. Winning
the game is not enough: precise announcements (Ansagen and Absagen) and more Sonderpunkte than
the others count.</p>
<h3>A set</h3>
<p>The cards are shuffled in advance; such a collection of prepared deals is a <i>set</i>, in the
Dodge Rally usually 200 deals a month. You play each deal of a set only once; in dokodesk the
first game of a deal is <b>rated</b>, every later one is practice.</p>
<h3>The game itself</h3>
<p>Normal Doppelkopf with two exceptions, so that games stay comparable: the two Kreuz Damen are
always with two different players (no Hochzeit), and there are no Vorbehalte (no Soli).</p>
<h3>What is compared</h3>
<p>Only results with exactly the same cards at the same seats and the same dealer. Re pairs are
compared only with Re pairs, Kontra pairs only with Kontra pairs.</p>
<h3>Dodge points of one game</h3>
<p>Your pair's game points are compared with every other pair of your party on this deal:</p>
<p style="margin-left:1em"><b>Dodge points = (pairs with fewer points − pairs with more points)
÷ (all pairs − 1) × 100</b></p>
<p>The best pair gets +100, the worst −100, an average result about 0. The value is provisional:
it moves as more results of the field come in (in dokodesk: as you import them).</p>
<h3>100 obligatory games and the rating</h3>
<p>Each set asks for at least 100 games. For every game short of 100, 100 penalty points are
taken off.</p>
<ul><li>Under 100 games: rating = (Dodge points − penalty) ÷ 100</li>
<li>From 100 games on: rating = Dodge points ÷ games</li></ul>
<h3>Stars</h3>
<p>Everyone starts with one star. After a set, a rating of 0 or more earns a star (up to three);
a negative rating costs one. One star always stays.</p>
<h3>Announcement deadlines</h3>
<p>Re or Kontra until you hold at least 11 cards (9 without nines), keine 90 at 10, keine 60 at 9,
keine 30 at 8, schwarz at 7 (each 2 fewer without nines). A party may still answer the other
party's announcement with its own Ansage a little later (Erwiderung).</p>
"""

DODGE_HELP_DE = """
<h2>So funktioniert Dodge</h2>
<p>Dodge ist Doppelkopf mit vorgemischten Karten: Dasselbe Blatt wird an vielen Tischen
ausgeteilt. Der Gegner ist also nicht die andere Partei, sondern alle, die <b>dasselbe Blatt in
derselben Position</b> gespielt haben. Ein Spiel zu gewinnen reicht nicht: Es kommt auf präzise
Ansagen und Absagen und mehr Sonderpunkte als die anderen an.</p>
<h3>Das Set</h3>
<p>Eine Sammlung vorgemischter Spiele heißt <i>Set</i>, bei der Dodge-Rally üblicherweise 200
Spiele pro Monat. Jedes Spiel eines Sets spielt man nur einmal; in dokodesk wird das erste Spiel
eines Blatts <b>gewertet</b>, jedes weitere ist Übung.</p>
<h3>Das Spiel</h3>
<p>Gespielt wird wie bei jedem Doppelkopf, mit zwei Ausnahmen, damit die Spiele vergleichbar
bleiben: Die beiden Kreuz-Damen liegen immer bei unterschiedlichen Spielern (keine Hochzeit),
und es gibt keine Vorbehalte (keine Soli).</p>
<h3>Was verglichen wird</h3>
<p>Nur Ergebnisse mit exakt denselben Karten auf denselben Sitzpositionen und derselben
Geberposition. Re-Paare werden nur mit Re-Paaren verglichen, Kontra-Paare nur mit
Kontra-Paaren.</p>
<h3>Dodgepunkte eines Spiels</h3>
<p>Die Spielpunkte eures Paares werden mit allen anderen Paaren derselben Partei auf diesem
Blatt verglichen:</p>
<p style="margin-left:1em"><b>Dodgepunkte = (Paare mit weniger Spielpunkten − Paare mit mehr
Spielpunkten) ÷ (Gesamtzahl der Paare − 1) × 100</b></p>
<p>Das beste Paar erhält +100, das schlechteste −100, eine durchschnittliche Leistung etwa 0.
Der Wert ist vorläufig: Er ändert sich, wenn weitere Ergebnisse hinzukommen (in dokodesk: wenn
du sie importierst).</p>
<h3>100 Pflichtspiele und die Wertung</h3>
<p>Jedes Set verlangt mindestens 100 Spiele. Für jedes bis dahin fehlende Spiel werden 100
Strafpunkte abgezogen.</p>
<ul><li>Unter 100 Spielen: Wertung = (Dodgepunkte − Strafpunkte) ÷ 100</li>
<li>Ab 100 Spielen: Wertung = Dodgepunkte ÷ Spiele</li></ul>
<h3>Sterne</h3>
<p>Jeder beginnt mit einem Stern. Nach einem Set bringt eine Wertung von 0 oder mehr einen
Stern (höchstens drei); eine negative Wertung kostet einen. Ein Stern bleibt immer erhalten.</p>
<h3>Fristen für Ansagen</h3>
<p>Re oder Kontra, solange du mindestens 11 Karten hältst (ohne Neunen 9), keine 90 bei 10,
keine 60 bei 9, keine 30 bei 8, schwarz bei 7 (ohne Neunen je 2 weniger). Auf eine Ansage der
anderen Partei darf man mit der eigenen Ansage noch etwas später antworten (Erwiderung).</p>
"""


def dodge_help_html() -> str:
    return DODGE_HELP_DE if QLocale().language() == QLocale.Language.German else DODGE_HELP_EN


class DodgeHelpDialog(QDialog):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("How Dodge works"))
        self.resize(640, 640)
        self.text = QTextBrowser()
        self.text.setHtml(dodge_help_html())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(buttons)


def about_text() -> str:
    import numpy
    import PySide6

    from dokodesk import __version__

    return QCoreApplication.translate(
        "About", "<h3>dokodesk {version}</h3>"
        "<p>An offline trainer for Dodge, the duplicate form of Doppelkopf.</p>"
        "<p>Python {python} · Qt {qt} · PySide6 {pyside} · numpy {numpy}</p>"
        "<p><b>Licences</b><br>dokodesk: MIT licence.<br>"
        "Card art: “SVG-cards” by Adrian Kennard (www.me.uk/cards), CC0 1.0 (public domain).<br>"
        "Qt and PySide6: LGPL v3. numpy: BSD licence. appdirs: MIT licence.</p>"
        "<p>The Dodge rules follow the Dodge Rally’s “Regeln &amp; Wertung”.</p>").format(
        version=__version__, python=platform.python_version(), qt=qVersion(),
        pyside=PySide6.__version__, numpy=numpy.__version__)


def show_about(parent: QWidget | None) -> None:
    QMessageBox.about(parent, QCoreApplication.translate("About", "About dokodesk"), about_text())
