"""Counted texts and the player's own grammar in English and German (issue 29.6): plurals through
Qt's plural forms (English from dokodesk_en.ts, German from dokodesk_de.ts), never "(s)" left
over, and "You take" / "Du bekommst" where the player is the subject."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from dokodesk.dodge.generator import generate_deals
from dokodesk.rules import Game

TRANSLATIONS = Path(__file__).resolve().parents[2] / "resources" / "translations"


def _numerus(language: str) -> set[tuple[str, str, str]]:
    """(context, source, disambiguation) of every counted message of a catalogue."""
    out = set()
    for context in ET.parse(TRANSLATIONS / f"dokodesk_{language}.ts").getroot().iter("context"):
        for message in context.iter("message"):
            if message.get("numerus") == "yes":
                out.add((context.findtext("name") or "", message.findtext("source") or "",
                         message.findtext("comment") or ""))
    return out


def test_every_counted_text_has_english_plural_forms():
    german = _numerus("de")
    assert len(german) >= 15
    assert german == _numerus("en"), "run scripts/update_translations.sh and fill in dokodesk_en.ts"


@pytest.fixture(params=["en", "de"])
def language(request):
    """English, or German with German number formats, as the app switches them."""
    from PySide6.QtCore import QLocale
    if request.param == "de":
        request.getfixturevalue("german")
    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.German if request.param == "de" else QLocale.Language.English))
    yield request.param
    QLocale.setDefault(before)


@pytest.mark.parametrize("n", [0, 1, 2])
def test_every_counted_text_reads_without_leftovers(language, n):
    for context, source, comment in sorted(_numerus("de")):
        text = QCoreApplication.translate(context, source, comment or None, n)
        assert "(s)" not in text and "(en)" not in text and "%n" not in text and "%Ln" not in text, text
        assert str(n) in text, text


RATED = {"en": ["0 rated games", "1 rated game", "2 rated games"],
         "de": ["0 gewertete Spiele", "1 gewertetes Spiel", "2 gewertete Spiele"]}


def test_rated_games_are_counted(language):
    from dokodesk.app.season import rated_games
    assert [rated_games(n) for n in (0, 1, 2)] == RATED[language]


def _statistics(n: int, diff: float):
    from dokodesk.store.statistics import SilenceStats, Statistics
    # the field's announcing pairs scored `diff` more (or less) than the silent ones
    from dokodesk.store.statistics import PARTNER_CALLED, PARTY_SILENT, YOU_CALLED
    silence = (SilenceStats(PARTY_SILENT), SilenceStats(PARTNER_CALLED),
               SilenceStats(YOU_CALLED, deals=n, pairs=2, pairs_called=1, points_called=int(10 * diff), points_silent=0))
    return Statistics(kontra_dodge=[5.0] * n, silence=silence)


GAMES = {"en": ["as Kontra: 1 game, average +5.0 Dodge points", "as Kontra: 2 games, average +5.0 Dodge points"],
         "de": ["als Kontra: 1 Spiel, im Schnitt +5,0 Dodgepunkte", "als Kontra: 2 Spiele, im Schnitt +5,0 Dodgepunkte"]}
DEALS = {"en": ["you announced: 1 deal", "you announced: 2 deals"],
         "de": ["du hast angesagt: 1 Spiel", "du hast angesagt: 2 Spiele"]}


def test_statistics_count_games_and_deals(qtbot, language):
    from dokodesk.app.statistics_page import StatisticsPage
    page = StatisticsPage()
    qtbot.addWidget(page)
    for n in (1, 2):
        page.show_statistics(_statistics(n, 3.0))
        assert page.dodge_text.text() == GAMES[language][n - 1]
        assert [g.label for g in page.silence_chart.data.groups] == [DEALS[language][n - 1]]


LESS = {"en": ("scored 30.0 less than", "scored 30.0 more than"), "de": ("30,0 weniger als", "30,0 mehr als")}


def test_statistics_say_less_for_a_negative_difference(qtbot, language):
    from dokodesk.app.statistics_page import StatisticsPage
    page = StatisticsPage()
    qtbot.addWidget(page)
    page.show_statistics(_statistics(1, -3.0))
    less, more = LESS[language]
    assert less in page.silence_text.text() and "-" not in page.silence_text.text()
    page.show_statistics(_statistics(1, 3.0))
    assert more in page.silence_text.text() and "+" not in page.silence_text.text()


def _first_trick_won_by_its_leader():
    """A game whose first trick went to the seat that led it (and to no other seat)."""
    for seed in range(50):
        deal = generate_deals(1, seed)[0]
        game = Game(deal)
        while not game.tricks:
            game.play(game.turn, game.legal_cards(game.turn)[-1])
        if game.tricks[0].winner == game.tricks[0].leader:
            return game
    raise AssertionError("no such deal")


TAKE = {"en": ("You take the trick (", "you take trick 1", "Anna takes trick 1", "You  ·  lead"),
        "de": ("Du bekommst den Stich (", "du bekommst Stich 1", "Anna bekommt Stich 1", "Du  ·  kommst raus")}


def test_the_player_takes_a_trick_in_the_second_person(qtbot, language):
    from dokodesk.app.card_art import CardArt
    from dokodesk.app.table_page import table_panel_for
    from dokodesk.app.table_widget import TableWidget
    game = _first_trick_won_by_its_leader()
    trick = game.tricks[0]
    you = QCoreApplication.translate("TravellerModel", "You")
    seat = trick.winner
    names = [you if s == seat else "Anna" for s in range(4)]
    panel = table_panel_for(game, seat, names, 1, False, shown_trick=trick)
    take, progress, other, label = TAKE[language]
    assert panel.table.trick_caption.startswith(take)
    assert progress in panel.progress
    widget = TableWidget(CardArt())
    qtbot.addWidget(widget)
    assert widget.label_lines(panel.table.seats[seat])[0].startswith(label)
    # another seat: the third person
    someone = (seat + 1) % 4
    panel = table_panel_for(game, someone, [you if s == someone else "Anna" for s in range(4)], 1, False,
                            shown_trick=trick)
    assert other in panel.progress
    assert widget.label_lines(panel.table.seats[seat])[0].startswith("Anna  ·  ")
    assert widget.label_lines(panel.table.seats[seat])[0].endswith(
        QCoreApplication.translate("TableWidget", "leads") + ", " + panel.table.seats[seat].party
        if panel.table.seats[seat].party else QCoreApplication.translate("TableWidget", "leads"))


def test_a_verdict_in_german_does_not_start_a_sentence_with_keine_90(german):
    source = ("{right} From what you knew, with the others answering: announce {call}: {a} game points; "
              "stay silent for now: {s} (difference ±{se}, {n} sampled deals).")
    text = QCoreApplication.translate("TrainingDialog", source).format(
        right=QCoreApplication.translate("TrainingDialog", "Not the best choice."), call="keine 90", a="+3", s="+5",
        se="2", n=100)
    assert text.startswith("Nicht die beste Wahl. Nach dem, was du wissen konntest, mit Antwort der anderen: "
                           "mit Ansage keine 90: +3 Spielpunkte; vorerst ohne Ansage: +5")


def test_english_qm_is_compiled_from_the_current_ts(tmp_path):
    import shutil
    import subprocess
    import sys
    lrelease = Path(sys.executable).with_name("pyside6-lrelease")
    if not lrelease.exists():
        lrelease = Path(shutil.which("pyside6-lrelease") or pytest.skip("pyside6-lrelease not found"))
    fresh = tmp_path / "dokodesk_en.qm"
    subprocess.run([str(lrelease), str(TRANSLATIONS / "dokodesk_en.ts"), "-qm", str(fresh)], check=True,
                   capture_output=True)
    assert fresh.read_bytes() == (TRANSLATIONS / "dokodesk_en.qm").read_bytes(), \
        "dokodesk_en.qm is stale: run scripts/update_translations.sh"


def test_a_generated_set_of_one_deal_is_titled_with_one_deal(language):
    # issue 40.8: "Practice set 7 (1 deals)"
    from dokodesk.app.import_flow import ImportWords
    titles = [ImportWords().practice_title("7", n) for n in (1, 2)]
    assert titles == {"en": ["Practice set 7 (1 deal)", "Practice set 7 (2 deals)"],
                      "de": ["Übungsset 7 (1 Spiel)", "Übungsset 7 (2 Spiele)"]}[language]
