"""The German translation: every message of the .ts translated with its placeholders, the
compiled .qm up to date and loadable, and the main window showing German texts with it."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import re  # noqa: E402
import shutil  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
import xml.etree.ElementTree as ET  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402
from app_fixtures import settle  # noqa: E402
from PySide6.QtCore import QCoreApplication, QTranslator  # noqa: E402

TRANSLATIONS = Path(__file__).resolve().parents[2] / "resources" / "translations"
TS = TRANSLATIONS / "dokodesk_de.ts"
QM = TRANSLATIONS / "dokodesk_de.qm"
PLACEHOLDER = re.compile(r"\{[^{}]*\}")


def messages() -> list[tuple[str, str, ET.Element]]:
    """(context, source, translation element) of every message in the .ts."""
    out = []
    for context in ET.parse(TS).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            out.append((name, message.findtext("source") or "", message.find("translation")))
    return out


def test_every_message_is_translated_with_its_placeholders():
    found = messages()
    assert len(found) > 150
    problems = []
    for context, source, translation in found:
        where = f"{context or '<no context>'}: {source!r}"
        if translation is None:
            problems.append(f"{where}: no <translation>")
            continue
        forms = [f.text or "" for f in translation.findall("numerusform")]
        if forms and not all(f.strip() for f in forms):
            problems.append(f"{where}: an empty plural form")
        text = forms[-1] if forms else translation.text or ""  # placeholders are checked on the plural
        if translation.get("type") in ("unfinished", "vanished", "obsolete"):
            problems.append(f"{where}: type={translation.get('type')}")
        if not text.strip():
            problems.append(f"{where}: empty translation")
            continue
        wanted, got = set(PLACEHOLDER.findall(source)), set(PLACEHOLDER.findall(text))
        if wanted - got:
            problems.append(f"{where}: placeholders {sorted(wanted - got)} missing in {text!r}")
        if got - wanted:  # str.format would raise KeyError/IndexError
            problems.append(f"{where}: unknown placeholders {sorted(got - wanted)} in {text!r}")
        if ("&" in source) != ("&" in text):
            problems.append(f"{where}: accelerator '&' only on one side: {text!r}")
        if source.count("\n") != text.count("\n"):
            problems.append(f"{where}: {source.count(chr(10))} line breaks, translation {text.count(chr(10))}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize(("context", "source", "german_text"), [
    ("Menus", "&File", "&Datei"),
    ("TableWidget", "dealer", "Geber"),
    ("TableWidget", "leads", "kommt raus"),
    ("TablePage", "Announcements", "Ansagen"),
    ("TablePage", "Last trick: {name} took {augen} Augen", "Letzter Stich: {name} ({augen} Augen)"),
    ("TablePage", "Deal {n} · {kind}\nYou are {party}.", "Spiel {n} · {kind}\nDu bist {party}."),
    ("TravellerModel", "You", "Du"),
    ("Texts", "You must follow {suit}", "Du musst {suit} bedienen"),
    ("_FormulaWords", "%n more", "%n mehr"),
    ("SetPage", "Dodge points (provisional)", "Dodgepunkte (vorläufig)"),
    ("SetPage", "Dodge rating:", "Dodgewertung:"),
    ("ResultPage", "Deal {n}: {verdict}", "Spiel {n}: {verdict}"),
    ("LeagueCalculatorDialog", "League games:", "Ligaspiele:"),
])
def test_qm_translates_known_strings(german, context, source, german_text):
    assert QCoreApplication.translate(context, source) == german_text


def test_qm_is_compiled_from_the_current_ts(tmp_path):
    lrelease = Path(sys.executable).with_name("pyside6-lrelease")
    if not lrelease.exists():
        found = shutil.which("pyside6-lrelease")
        if found is None:
            pytest.skip("pyside6-lrelease not found next to the Python interpreter")
        lrelease = Path(found)
    fresh = tmp_path / "dokodesk_de.qm"
    subprocess.run([str(lrelease), str(TS), "-qm", str(fresh)], check=True, capture_output=True)
    assert fresh.read_bytes() == QM.read_bytes(), \
        "dokodesk_de.qm is stale: run scripts/update_translations.sh"


def test_engine_texts_are_translated(german):
    from app_fixtures import skip_until_in_catalogue
    from dokodesk.app.texts import deadline_text

    skip_until_in_catalogue("Texts", "before your {nth} card", "{n}th")
    # the call must come before that card is played (rules: until_card), not with it
    assert deadline_text(9) == "vor deiner 9. Karte"


def test_main_window_in_german(german, qtbot, tmp_path):
    from dokodesk.app.main_window import MainWindow
    from dokodesk.store import Store

    store = Store.open(tmp_path / "store")
    window = MainWindow(store, tmp_path / "store")
    qtbot.addWidget(window)
    try:
        menus = [action.text() for action in window.menuBar().actions()]
        assert menus == ["&Datei", "&Einstellungen", "&Hilfe"]
        library = window.library
        assert library.open_button.text() == "Set &öffnen"
        assert library.import_button.text() == "Datei &importieren…"
        assert library.generate_button.text() == "&Übungsset erstellen…"
        headers = [library.table.horizontalHeaderItem(c).text() for c in range(library.table.columnCount())]
        assert headers == ["Set", "Art", "Monat", "Status", "Spiele", "Ergebnisse im Feld", "Gewertete Spiele", "Wertung",
                           "Sterne"]
        assert library.statistics_button.text() == "&Statistik"
        assert window.statistics_page.back_button.text() == "&Zurück zur Bibliothek"
        assert window.table_page.last_button.text() == "&Letzten Stich zeigen"
        assert window.result_page.next_button.text() == "&Nächstes Spiel"
        assert window.set_page.back_button.text() == "&Zurück zur Bibliothek"
    finally:
        window.controller.stop()
        window.bots.stop()
        window.close()
        store.close()


def _must_follow_error():
    from dokodesk.dodge.generator import generate_deals
    from dokodesk.rules import Game, IllegalEventError

    game = Game(generate_deals(1, 5)[0], ["You", "Anna", "Ben", "Clara"])
    while True:  # the first moment a seat holds a card it may not play
        seat = game.turn
        illegal = [c for c in game.hand(seat) if not game.is_legal(seat, c)]
        if illegal:
            try:
                game.play(seat, illegal[0])
            except IllegalEventError as error:
                return error, illegal[0]
        game.play(seat, game.legal_cards(seat)[0])


GERMAN_SUITS = ("Kreuz", "Pik", "Herz", "Karo", "Trumpf")


def test_english_messages_use_english_suit_and_card_names(qapp):
    from dokodesk.app.texts import card_name, error_text
    from dokodesk.rules import Card

    error, _card = _must_follow_error()
    text = error_text(error, "You")
    assert text.startswith("You must follow ")
    assert text.split()[-1] in ("Clubs", "Spades", "Hearts", "trump")
    assert not any(word in text for word in GERMAN_SUITS)
    assert card_name(Card.parse("KC")) == "King of Clubs"
    assert card_name(Card.parse("QC")) == "Queen of Clubs"


def test_german_messages_use_german_suit_and_card_names(german):
    from dokodesk.app.texts import card_name, error_text
    from dokodesk.rules import Card

    error, _card = _must_follow_error()
    text = error_text(error, "Du")
    assert any(suit in text for suit in GERMAN_SUITS), text
    assert not any(word in text for word in ("Clubs", "Spades", "Hearts", "trump")), text
    assert card_name(Card.parse("KC")) == "Kreuz-König"
    assert card_name(Card.parse("TH")) == "Herz-Zehn"


def test_the_language_switches_live(qtbot, tmp_path):
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from app_fixtures import settle, small_set
    from dokodesk.app.main import install_translations
    from dokodesk.app.main_window import MainWindow
    from dokodesk.store import Store

    store = Store.open(tmp_path / "store")
    store.import_set(small_set())
    window = MainWindow(store, tmp_path / "store")
    qtbot.addWidget(window)
    window.show()
    window.open_set("test-set")
    settle(window)
    successors = []
    window.replaced.connect(successors.append)
    try:
        assert [a.text() for a in window.menuBar().actions()][0] == "&File"
        window.set_language("de")
        assert len(successors) == 1 and not window.isVisible()
        german = successors[0]
        qtbot.addWidget(german)
        assert [a.text() for a in german.menuBar().actions()] == ["&Datei", "&Einstellungen", "&Hilfe"]
        assert german.table_page.last_button.text() == "&Letzten Stich zeigen"
        settle(german)
        assert german.stack.currentWidget() is german.set_page  # where the player was
        german.replaced.connect(successors.append)
        german.set_language("en")
        assert len(successors) == 2
        qtbot.addWidget(successors[1])
        assert successors[1].menuBar().actions()[0].text() == "&File"
    finally:
        QSettings().setValue("language", "system")
        install_translations(QApplication.instance(), "en")
        for w in successors + [window]:
            w.close()
        store.close()


def test_help_explains_dodge_in_the_ui_language(qtbot):
    from PySide6.QtCore import QLocale

    from dokodesk.app.help_dialogs import DodgeHelpDialog, about_text

    before = QLocale()
    try:
        for language, words in ((QLocale.Language.German, ["Dodgepunkte = ", "100 Pflichtspiele", "Sterne"]),
                                (QLocale.Language.English, ["Dodge points = ", "100 obligatory games", "Stars"])):
            QLocale.setDefault(QLocale(language))
            dialog = DodgeHelpDialog()
            qtbot.addWidget(dialog)
            text = dialog.text.toPlainText()
            assert all(word in text for word in words), text[:200]
    finally:
        QLocale.setDefault(before)
    about = about_text()
    assert "CC0" in about and "PySide6" in about and "MIT" in about
