#!/usr/bin/env bash
# Collect the app's translatable strings into the .ts catalogue (keeping existing
# translations) and compile the .qm files the app loads. Run after changing UI strings;
# translate new entries in resources/translations/dokodesk_de.ts (pyside6-linguist, or by hand),
# and give new plural entries of dokodesk_en.ts their English singular and plural forms.
# dokodesk/store/schema.py: the database-fault wording (marked with QT_TRANSLATE_NOOP), shown by the app.
# No source locations in the catalogue: line numbers churn on every edit and make parallel branches conflict.
set -euo pipefail
cd "$(dirname "$0")/.."
.venv/bin/pyside6-lupdate dokodesk/app/*.py dokodesk/store/schema.py -ts resources/translations/dokodesk_de.ts -no-obsolete -locations none
.venv/bin/pyside6-lrelease resources/translations/dokodesk_de.ts -qm resources/translations/dokodesk_de.qm
# English: the plural forms only ("%n game(s)" -> "1 game" / "2 games"); the rest is the source text.
.venv/bin/pyside6-lupdate dokodesk/app/*.py dokodesk/store/schema.py -ts resources/translations/dokodesk_en.ts -no-obsolete -locations none -pluralonly -target-language en
.venv/bin/pyside6-lrelease resources/translations/dokodesk_en.ts -qm resources/translations/dokodesk_en.qm
