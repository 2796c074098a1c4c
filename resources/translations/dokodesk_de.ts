<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>About</name>
    <message>
        <source>&lt;h3&gt;dokodesk {version}&lt;/h3&gt;&lt;p&gt;An offline trainer for Dodge, the duplicate form of Doppelkopf.&lt;/p&gt;&lt;p&gt;Python {python} · Qt {qt} · PySide6 {pyside} · numpy {numpy}&lt;/p&gt;&lt;p&gt;&lt;b&gt;Licences&lt;/b&gt;&lt;br&gt;dokodesk: MIT licence.&lt;br&gt;Card art: “SVG-cards” by Adrian Kennard (www.me.uk/cards), CC0 1.0 (public domain).&lt;br&gt;Qt and PySide6: LGPL v3. numpy: BSD licence. appdirs: MIT licence.&lt;/p&gt;&lt;p&gt;The Dodge rules follow the Dodge Rally’s “Regeln &amp;amp; Wertung”.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;dokodesk {version}&lt;/h3&gt;&lt;p&gt;Ein Offline-Trainer für Dodge, Doppelkopf mit vorgemischten Karten.&lt;/p&gt;&lt;p&gt;Python {python} · Qt {qt} · PySide6 {pyside} · numpy {numpy}&lt;/p&gt;&lt;p&gt;&lt;b&gt;Lizenzen&lt;/b&gt;&lt;br&gt;dokodesk: MIT-Lizenz.&lt;br&gt;Kartenbilder: „SVG-cards“ von Adrian Kennard (www.me.uk/cards), CC0 1.0 (gemeinfrei).&lt;br&gt;Qt und PySide6: LGPL v3. numpy: BSD-Lizenz. appdirs: MIT-Lizenz.&lt;/p&gt;&lt;p&gt;Die Dodge-Regeln folgen „Regeln &amp;amp; Wertung“ der Dodge-Rally.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About dokodesk</source>
        <translation>Über dokodesk</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>no announcement</source>
        <translation>keine Ansage</translation>
    </message>
    <message>
        <source>−{points} expected points</source>
        <translation>−{points} erwartete Punkte</translation>
    </message>
    <message>
        <source>On this deal, played on by the table: staying silent instead of announcing {chosen} would have gained {amount}.</source>
        <translation>Auf diesem Blatt, vom Tisch weitergespielt: still zu bleiben statt {chosen} anzusagen hätte {amount} mehr gebracht.</translation>
    </message>
    <message>
        <source>On this deal, played on by the table: staying silent instead of announcing {chosen} would have cost {amount}.</source>
        <translation>Auf diesem Blatt, vom Tisch weitergespielt: still zu bleiben statt {chosen} anzusagen hätte {amount} gekostet.</translation>
    </message>
    <message>
        <source>On this deal, played on by the table: staying silent instead of announcing {chosen} would have scored the same.</source>
        <translation>Auf diesem Blatt, vom Tisch weitergespielt: still zu bleiben statt {chosen} anzusagen hätte gleich viel gebracht.</translation>
    </message>
    <message>
        <source>with the card played</source>
        <translation>mit der gespielten Karte</translation>
    </message>
    <message>
        <source>with the choice made</source>
        <translation>mit deiner Wahl</translation>
    </message>
    <message>
        <source>taken this trick in {a} of {n} continuations ({c} {other})</source>
        <translation>diesen Stich in {a} von {n} Fortsetzungen bekommen ({c} {other})</translation>
    </message>
    <message>
        <source>won the game in {a} of {n} continuations ({c} {other})</source>
        <translation>das Spiel in {a} von {n} Fortsetzungen gewonnen ({c} {other})</translation>
    </message>
    <message>
        <source>had {a} Augen on average ({c} {other})</source>
        <translation>im Schnitt {a} Augen gehabt ({c} {other})</translation>
    </message>
    <message>
        <source>With {better} your party would have {parts}.</source>
        <translation>Mit {better} hätte deine Partei {parts}.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>led {card} into a known void</source>
        <translation>{card} ausgespielt, obwohl ein Gegner die Farbe bekanntlich frei hat</translation>
    </message>
    <message>
        <source>led {card} while the Ace was still out</source>
        <translation>{card} ausgespielt, obwohl das Ass noch draußen war</translation>
    </message>
    <message>
        <source>ducked with {card}; {best} would have won the trick</source>
        <translation>mit {card} den Stich laufen lassen; {best} hätte ihn gewonnen</translation>
    </message>
    <message>
        <source>did not say {call}</source>
        <translation>{call} nicht angesagt</translation>
    </message>
    <message>
        <source>said {call} against the odds</source>
        <translation>{call} angesagt, obwohl die Chancen dagegen standen</translation>
    </message>
    <message>
        <source>said {call}; {best} was better</source>
        <translation>{call} angesagt; {best} war besser</translation>
    </message>
    <message>
        <source>did not announce</source>
        <translation>nichts angesagt</translation>
    </message>
    <message>
        <source>said {call}</source>
        <translation>{call} angesagt</translation>
    </message>
    <message>
        <source>played {card}; {best} was better</source>
        <translation>{card} gespielt; {best} war besser</translation>
    </message>
    <message>
        <source>On this deal, all hands open: your card kept the value.</source>
        <translation>Auf diesem Blatt, alle Karten offen: deine Karte hielt den Wert.</translation>
    </message>
    <message>
        <source>With best play by all four, {better} changes nothing here: its gain comes from how the table would likely play on, a practical chance.</source>
        <translation>Bei bestem Spiel aller vier ändert {better} hier nichts: der Gewinn kommt daher, wie der Tisch wahrscheinlich weiterspielen würde – eine praktische Chance.</translation>
    </message>
    <message>
        <source>From what you knew, your card was as good as any: the hidden cards decided it.</source>
        <translation>Nach dem, was du wissen konntest, war deine Karte so gut wie jede andere: die verdeckten Karten haben entschieden.</translation>
    </message>
    <message>
        <source>On this deal, all hands open: not solved within the time budget.</source>
        <translation>Auf diesem Blatt, alle Karten offen: in der Zeit nicht gelöst.</translation>
    </message>
    <message>
        <source>On this deal, all hands open (your last {n} of {total} cards): each card kept the value.</source>
        <translation>Auf diesem Blatt, alle Karten offen (deine letzten {n} von {total} Karten): jede Karte hielt den Wert.</translation>
    </message>
    <message>
        <source>say {call} ({with_} expected points with it, {without} without)</source>
        <translation>{call} ansagen ({with_} erwartete Punkte mit, {without} ohne)</translation>
    </message>
    <message>
        <source>play {card}, the only legal card</source>
        <translation>{card} spielen, die einzige erlaubte Karte</translation>
    </message>
    <message>
        <source>play {card}: {value} expected points over {n} sampled deals ({second}: {second_value})</source>
        <translation>{card} spielen: im Schnitt {value} Punkte in {n} simulierten Kartenverteilungen ({second}: {second_value})</translation>
    </message>
    <message>
        <source>Hint: nothing to do now</source>
        <translation>Tipp: jetzt nichts zu tun</translation>
    </message>
    <message>
        <source>Hint (expert): {what}</source>
        <translation>Tipp (Experte): {what}</translation>
    </message>
    <message>
        <source>From what you knew, no decision cost you significantly.</source>
        <translation>Nach dem, was du wissen konntest, hat dich keine Entscheidung deutlich etwas gekostet.</translation>
    </message>
    <message>
        <source>On this deal your game was top of this field: nothing was lost.</source>
        <translation>Auf diesem Blatt war dein Spiel das beste in diesem Feld: nichts ging verloren.</translation>
    </message>
    <message>
        <source>On this deal, played on by the table, no better choice would have scored more.</source>
        <translation>Auf diesem Blatt, vom Tisch weitergespielt, hätte keine bessere Wahl mehr gebracht.</translation>
    </message>
    <message>
        <source>On this deal, played on by the table: {better} instead of {chosen} (trick {trick}) would have gained {dodge} Dodge points against this field (±{dodge_se}) · {game} game points.</source>
        <translation>Auf diesem Blatt, vom Tisch weitergespielt: {better} statt {chosen} (Stich {trick}) hätte {dodge} Dodgepunkte gegen dieses Feld gebracht (±{dodge_se}) · {game} Spielpunkte.</translation>
    </message>
    <message>
        <source>On this deal, played on by the table: {better} instead of {chosen} (trick {trick}) would have gained {game} game points (±{game_se}).</source>
        <translation>Auf diesem Blatt, vom Tisch weitergespielt: {better} statt {chosen} (Stich {trick}) hätte {game} Spielpunkte gebracht (±{game_se}).</translation>
    </message>
    <message>
        <source>No pairs of your party in this deal&apos;s field yet: no Dodge points.</source>
        <translation>Noch keine Paare deiner Partei im Feld dieses Blatts: keine Dodgepunkte.</translation>
    </message>
    <message>
        <source>At most the {room} Dodge points your game was short of the top of this field.</source>
        <translation>Höchstens die {room} Dodgepunkte, die deinem Spiel zur Spitze dieses Feldes fehlten.</translation>
    </message>
    <message>
        <source>{dodge} Dodge points against this field (±{dodge_se}) · {game} game points</source>
        <translation>{dodge} Dodgepunkte gegen dieses Feld (±{dodge_se}) · {game} Spielpunkte</translation>
    </message>
    <message>
        <source>{game} game points (±{se})</source>
        <translation>{game} Spielpunkte (±{se})</translation>
    </message>
    <message>
        <source>On this deal, played on by the table: {better} would have gained {amount}.</source>
        <translation>Auf diesem Blatt, vom Tisch weitergespielt: {better} hätte {amount} mehr gebracht.</translation>
    </message>
    <message>
        <source>On this deal, played on by the table: {better} would have scored less, by {amount}.</source>
        <translation>Auf diesem Blatt, vom Tisch weitergespielt: {better} hätte weniger gebracht, um {amount}.</translation>
    </message>
    <message>
        <source>On this deal, played on by the table: {better} would have scored the same.</source>
        <translation>Auf diesem Blatt, vom Tisch weitergespielt: {better} hätte gleich viel gebracht.</translation>
    </message>
    <message>
        <source>From what you knew, your mistake cost about {game} expected game points (±{game_se}).</source>
        <translation>Nach dem, was du wissen konntest, kostete dein Fehler etwa {game} erwartete Spielpunkte (±{game_se}).</translation>
    </message>
    <message>
        <source>Where the points went (expert analysis)</source>
        <translation>Wo die Punkte blieben (Analyse des Experten)</translation>
    </message>
    <message>
        <source>&amp;Cancel analysis</source>
        <translation>Analyse a&amp;bbrechen</translation>
    </message>
    <message>
        <source>No analysis for this game.</source>
        <translation>Keine Analyse für dieses Spiel.</translation>
    </message>
    <message>
        <source>The expert is analysing your decisions…</source>
        <translation>Der Experte analysiert deine Entscheidungen …</translation>
    </message>
    <message>
        <source>Analysis cancelled.</source>
        <translation>Analyse abgebrochen.</translation>
    </message>
    <message>
        <source>The analysis failed: {message}</source>
        <translation>Die Analyse ist fehlgeschlagen: {message}</translation>
    </message>
    <message>
        <source>Still working: your mistakes on this deal…</source>
        <translation>Noch in Arbeit: deine Fehler auf diesem Blatt …</translation>
    </message>
    <message>
        <source>Still working: all hands open…</source>
        <translation>Noch in Arbeit: alle Karten offen …</translation>
    </message>
    <message>
        <source>from what you knew, {reason}</source>
        <translation>nach dem, was du wissen konntest: {reason}</translation>
    </message>
    <message>
        <source>played {card}: from what you knew, no significant loss</source>
        <translation>{card} gespielt: nach dem, was du wissen konntest, kein deutlicher Verlust</translation>
    </message>
    <message>
        <source>Trick {trick}: {reason}</source>
        <translation>Stich {trick}: {reason}</translation>
    </message>
    <message>
        <source>−{game} expected game points (±{se})</source>
        <translation>−{game} erwartete Spielpunkte (±{se})</translation>
    </message>
    <message>
        <source>and caught the Fuchs</source>
        <translation>und den Fuchs gefangen</translation>
    </message>
    <message>
        <source>and saved the Fuchs</source>
        <translation>und den Fuchs gerettet</translation>
    </message>
    <message>
        <source>and taken a Doppelkopf</source>
        <translation>und einen Doppelkopf gemacht</translation>
    </message>
    <message>
        <source>and stopped the Karlchen</source>
        <translation>und das Karlchen verhindert</translation>
    </message>
    <message>
        <source>with a Karlchen</source>
        <translation>mit einem Karlchen</translation>
    </message>
    <message>
        <source>gave the Fuchs to the other party; {best} was better</source>
        <translation>den Fuchs an die Gegenpartei verloren; {best} war besser</translation>
    </message>
    <message>
        <source>{done} of {total} steps</source>
        <translation>{done} von {total} Schritten</translation>
    </message>
    <message>
        <source>No real mistake found from what you knew.</source>
        <translation>Nach dem, was du wissen konntest, kein echter Fehler.</translation>
    </message>
    <message>
        <source>No real mistake found: well played.</source>
        <translation>Kein echter Fehler gefunden: gut gespielt.</translation>
    </message>
</context>
<context>
    <name>AnalysisFlow</name>
    <message>
        <source>The analysis could not be stored; it is made again at the next review: {error}</source>
        <translation>Die Analyse konnte nicht gespeichert werden; sie wird beim nächsten Ansehen des Spiels neu erstellt: {error}</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>not enough memory</source>
        <translation>nicht genug Arbeitsspeicher</translation>
    </message>
    <message>
        <source>the helper process was ended (killed by the system; perhaps memory ran short)</source>
        <translation>der Hilfsprozess wurde beendet (vom System abgebrochen; vielleicht wurde der Arbeitsspeicher knapp)</translation>
    </message>
    <message>
        <source>the helper process crashed</source>
        <translation>der Hilfsprozess ist abgestürzt</translation>
    </message>
    <message>
        <source>the helper process ended unexpectedly</source>
        <translation>der Hilfsprozess endete unerwartet</translation>
    </message>
    <message>
        <source>the helper process stopped responding</source>
        <translation>der Hilfsprozess reagierte nicht mehr</translation>
    </message>
</context>
<context>
    <name>CompareDialog</name>
    <message>
        <source>Compare with the field</source>
        <translation>Mit dem Feld vergleichen</translation>
    </message>
    <message>
        <source>any announcement or none</source>
        <translation>beliebige Ansagen oder keine</translation>
    </message>
    <message>
        <source>with an announcement</source>
        <translation>mit Ansage</translation>
    </message>
    <message>
        <source>without announcements</source>
        <translation>ohne Ansagen</translation>
    </message>
    <message>
        <source>Re said</source>
        <translation>Re angesagt</translation>
    </message>
    <message>
        <source>Kontra said</source>
        <translation>Kontra angesagt</translation>
    </message>
    <message>
        <source>any result</source>
        <translation>beliebiges Ergebnis</translation>
    </message>
    <message>
        <source>scored more than you</source>
        <translation>mehr Punkte als du</translation>
    </message>
    <message>
        <source>scored less than you</source>
        <translation>weniger Punkte als du</translation>
    </message>
    <message>
        <source>scored the same</source>
        <translation>gleich viele Punkte</translation>
    </message>
    <message>
        <source>best: {who} ({party} {points:+d})</source>
        <translation>bestes: {who} ({party} {points:+d})</translation>
    </message>
    <message>
        <source>{who} ({party} {points:+d})</source>
        <translation>{who} ({party} {points:+d})</translation>
    </message>
    <message>
        <source>Your game</source>
        <translation>Dein Spiel</translation>
    </message>
    <message>
        <source>Field game</source>
        <translation>Spiel aus dem Feld</translation>
    </message>
    <message>
        <source>◀ &amp;Previous trick</source>
        <translation>◀ &amp;Vorheriger Stich</translation>
    </message>
    <message>
        <source>Next &amp;trick ▶</source>
        <translation>Nächster &amp;Stich ▶</translation>
    </message>
    <message>
        <source>Announcements:</source>
        <translation>Ansagen:</translation>
    </message>
    <message>
        <source>Result:</source>
        <translation>Ergebnis:</translation>
    </message>
    <message>
        <source>Field game:</source>
        <translation>Spiel aus dem Feld:</translation>
    </message>
    <message>
        <source>No field game passes these filters.</source>
        <translation>Kein Spiel des Felds passt zu diesen Filtern.</translation>
    </message>
    <message>
        <source>{party} points: yours {own:+d}, the field game&apos;s {other:+d}</source>
        <translation>{party}-Punkte: deine {own:+d}, die des Feldspiels {other:+d}</translation>
    </message>
    <message>
        <source>Field game: {who}</source>
        <translation>Spiel aus dem Feld: {who}</translation>
    </message>
    <message>
        <source>Trick {k} of {n}</source>
        <translation>Stich {k} von {n}</translation>
    </message>
    <message>
        <source>Your seat played another card in this trick</source>
        <translation>Auf deinem Platz wurde in diesem Stich eine andere Karte gespielt</translation>
    </message>
</context>
<context>
    <name>DatabaseFault</name>
    <message>
        <source>The database is damaged.</source>
        <translation>Die Datenbank ist beschädigt.</translation>
    </message>
    <message>
        <source>The database is locked.</source>
        <translation>Die Datenbank ist gesperrt.</translation>
    </message>
    <message>
        <source>The disk is full.</source>
        <translation>Der Datenträger ist voll.</translation>
    </message>
    <message>
        <source>dokodesk cannot write its database.</source>
        <translation>dokodesk kann seine Datenbank nicht schreiben.</translation>
    </message>
    <message>
        <source>The data folder cannot be used.</source>
        <translation>Der Datenordner ist nicht verwendbar.</translation>
    </message>
    <message>
        <source>The disk reported an error.</source>
        <translation>Der Datenträger hat einen Fehler gemeldet.</translation>
    </message>
    <message>
        <source>Another program changed the database file while dokodesk ran.</source>
        <translation>Ein anderes Programm hat die Datenbankdatei verändert, während dokodesk lief.</translation>
    </message>
    <message>
        <source>It was not changed. Restore it from your backup, or move it away to start with a new database (your games in it are then no longer shown).</source>
        <translation>Sie wurde nicht verändert. Stelle sie aus deiner Sicherung wieder her, oder verschiebe sie, um mit einer neuen Datenbank zu beginnen (deine Spiele darin werden dann nicht mehr angezeigt).</translation>
    </message>
    <message>
        <source>Another dokodesk (or another program) is writing to it. Wait until it is done, or close the other dokodesk, then try again.</source>
        <translation>Ein anderes dokodesk (oder ein anderes Programm) schreibt gerade hinein. Warte, bis es fertig ist, oder schließe das andere dokodesk, und versuche es dann noch einmal.</translation>
    </message>
    <message>
        <source>Nothing was changed. Free some space, then try again.</source>
        <translation>Nichts wurde verändert. Schaffe etwas Platz und versuche es dann noch einmal.</translation>
    </message>
    <message>
        <source>Make the folder and the file writable for you, or choose another data folder (--data-dir or $DOKODESK_DATA_DIR).</source>
        <translation>Mache den Ordner und die Datei für dich beschreibbar, oder wähle einen anderen Datenordner (--data-dir oder $DOKODESK_DATA_DIR).</translation>
    </message>
    <message>
        <source>Move that away, or choose another data folder (--data-dir or $DOKODESK_DATA_DIR).</source>
        <translation>Verschiebe das, was dort liegt, oder wähle einen anderen Datenordner (--data-dir oder $DOKODESK_DATA_DIR).</translation>
    </message>
    <message>
        <source>Nothing was changed. Check the disk, then try again.</source>
        <translation>Nichts wurde verändert. Prüfe den Datenträger und versuche es dann noch einmal.</translation>
    </message>
    <message>
        <source>dokodesk writes nothing more into it. A game at the table is kept in the saving journal: start dokodesk again, and the game is stored (in a new database if that file is damaged).</source>
        <translation>dokodesk schreibt nichts mehr hinein. Ein Spiel am Tisch bleibt im Sicherungsjournal erhalten: Starte dokodesk neu, dann wird das Spiel gespeichert (in einer neuen Datenbank, wenn die Datei beschädigt ist).</translation>
    </message>
</context>
<context>
    <name>DodgeHelpDialog</name>
    <message>
        <source>How Dodge works</source>
        <translation>So funktioniert Dodge</translation>
    </message>
</context>
<context>
    <name>FreshDatabase</name>
    <message>
        <source>Move it aside and start with a new database</source>
        <translation>Beiseitelegen und mit einer neuen Datenbank beginnen</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>A new database starts empty (the demo set comes back; import your sets again). The damaged file stays in the data folder under a dated name, and a game kept in the saving journal is stored into the new database.</source>
        <translation>Eine neue Datenbank beginnt leer (das Demo-Set kommt wieder; importiere deine Sets erneut). Die beschädigte Datei bleibt unter einem Namen mit Datum im Datenordner, und ein im Sicherungsjournal erhaltenes Spiel wird in der neuen Datenbank gespeichert.</translation>
    </message>
</context>
<context>
    <name>GameColumn</name>
    <message>
        <source>No trick here.</source>
        <translation>Hier kein Stich.</translation>
    </message>
    <message>
        <source>You take the trick ({augen} Augen)</source>
        <translation>Du bekommst den Stich ({augen} Augen)</translation>
    </message>
    <message>
        <source>{name} takes the trick ({augen} Augen)</source>
        <translation>{name} bekommt den Stich ({augen} Augen)</translation>
    </message>
    <message>
        <source>Said: {calls}</source>
        <translation>Angesagt: {calls}</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>No hint: {message}</source>
        <translation>Kein Tipp: {message}</translation>
    </message>
    <message>
        <source>Wait for your turn</source>
        <translation>Warte, bis du am Zug bist</translation>
    </message>
    <message>
        <source>A rated game cannot be taken back; undo is for practice games.</source>
        <translation>Ein gewertetes Spiel lässt sich nicht zurücknehmen; Zurücknehmen gibt es nur in Übungsspielen.</translation>
    </message>
    <message>
        <source>Nothing to undo yet.</source>
        <translation>Noch nichts zurückzunehmen.</translation>
    </message>
    <message>
        <source>The expert is thinking about a hint…</source>
        <translation>Der Experte überlegt sich einen Tipp …</translation>
    </message>
    <message>
        <source>{name} says: {call}</source>
        <translation>{name} sagt: {call}</translation>
    </message>
    <message>
        <source>no card</source>
        <translation>keine Karte</translation>
    </message>
    <message>
        <source>{name}&apos;s bot failed ({error}); a simple bot plays this card instead.</source>
        <translation>Der Bot von {name} ist ausgefallen ({error}); ein einfacher Bot spielt diese Karte für ihn.</translation>
    </message>
</context>
<context>
    <name>GenerateDialog</name>
    <message>
        <source>Generate a practice set</source>
        <translation>Übungsset erstellen</translation>
    </message>
    <message>
        <source>Strong and simple bots (quick)</source>
        <translation>Starke und einfache Bots (schnell)</translation>
    </message>
    <message>
        <source>With expert bots, as the demo set (slow)</source>
        <translation>Mit Experten-Bots wie im Demo-Set (langsam)</translation>
    </message>
    <message>
        <source>48 cards (with nines)</source>
        <translation>48 Karten (mit Neunen)</translation>
    </message>
    <message>
        <source>40 cards (without nines)</source>
        <translation>40 Karten (ohne Neunen)</translation>
    </message>
    <message>
        <source>Deals:</source>
        <translation>Spiele:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Startwert (Seed):</translation>
    </message>
    <message>
        <source>Simulated field (tables per deal):</source>
        <translation>Simuliertes Feld (Tische pro Spiel):</translation>
    </message>
    <message>
        <source>Field bots:</source>
        <translation>Bots im Feld:</translation>
    </message>
    <message>
        <source>Deck:</source>
        <translation>Blatt:</translation>
    </message>
    <message>
        <source>No field: the deals only, at once.</source>
        <translation>Kein Feld: nur die Spiele, sofort fertig.</translation>
    </message>
    <message>
        <source>{n} s</source>
        <translation>{n} s</translation>
    </message>
    <message>
        <source>{n} min</source>
        <translation>{n} min</translation>
    </message>
    <message>
        <source>{n} h</source>
        <translation>{n} h</translation>
    </message>
    <message>
        <source>{tables} tables to simulate: roughly {time} of computing.</source>
        <translation>{tables} Tische zu simulieren: etwa {time} Rechenzeit.</translation>
    </message>
</context>
<context>
    <name>HistogramWidget</name>
    <message numerus="yes">
        <source>{points:+d} points: %n pair(s)</source>
        <translation>
            <numerusform>{points:+d} Punkte: %n Paar</numerusform>
            <numerusform>{points:+d} Punkte: %n Paare</numerusform>
        </translation>
    </message>
    <message>
        <source>No field results for this deal yet</source>
        <translation>Noch keine Ergebnisse aus dem Feld für dieses Spiel</translation>
    </message>
    <message>
        <source>points of the {party} pair</source>
        <translation>Punkte des {party}-Paares</translation>
    </message>
    <message>
        <source>points of the pair</source>
        <translation>Punkte des Paares</translation>
    </message>
    <message>
        <source>pairs</source>
        <translation>Paare</translation>
    </message>
    <message>
        <source>you: {points:+d}</source>
        <translation>Du: {points:+d}</translation>
    </message>
</context>
<context>
    <name>ImportFlow</name>
    <message>
        <source>Imported {name}:</source>
        <translation>{name} importiert:</translation>
    </message>
    <message>
        <source>Your games as {name}: {rated} rated, {practice} practice, {known} already stored.</source>
        <translation>Deine Spiele als {name}: {rated} gewertet, {practice} Übung, {known} schon gespeichert.</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Import</translation>
    </message>
    <message>
        <source>Importing {name}…</source>
        <translation>{name} wird importiert…</translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>Import fehlgeschlagen</translation>
    </message>
    <message>
        <source>{name} was not imported; nothing of it was stored.</source>
        <translation>{name} wurde nicht importiert; nichts davon wurde gespeichert.</translation>
    </message>
    <message>
        <source>There is no file at {path}. Check the name and the folder, or choose the file with Browse….</source>
        <translation>Unter {path} gibt es keine Datei. Prüfe den Namen und den Ordner, oder wähle die Datei mit „Durchsuchen…“.</translation>
    </message>
    <message>
        <source>{path} cannot be read: {reason}</source>
        <translation>{path} kann nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>Your practice set is ready in the library.</source>
        <translation>Dein Übungsset ist fertig und steht in der Bibliothek.</translation>
    </message>
    <message>
        <source>Generating a practice set…</source>
        <translation>Übungsset wird erstellt…</translation>
    </message>
    <message>
        <source>Generating failed</source>
        <translation>Erstellen fehlgeschlagen</translation>
    </message>
    <message>
        <source>Generating the practice set was cancelled.</source>
        <translation>Das Erstellen des Übungssets wurde abgebrochen.</translation>
    </message>
</context>
<context>
    <name>ImportWords</name>
    <message numerus="yes">
        <source>Practice set {seed} (%n deal(s))</source>
        <translation>
            <numerusform>Übungsset {seed} (%n Spiel)</numerusform>
            <numerusform>Übungsset {seed} (%n Spiele)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new deal(s)</source>
        <translation>
            <numerusform>%n neues Spiel</numerusform>
            <numerusform>%n neue Spiele</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new result(s)</source>
        <translation>
            <numerusform>%n neues Ergebnis</numerusform>
            <numerusform>%n neue Ergebnisse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n already known).</source>
        <translation>
            <numerusform>(%n schon bekannt).</numerusform>
            <numerusform>(%n schon bekannt).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %Ln more problem(s)</source>
        <translation>
            <numerusform>… und %Ln weiteres Problem</numerusform>
            <numerusform>… und %Ln weitere Probleme</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LeagueCalculatorDialog</name>
    <message>
        <source>League calculator</source>
        <translation>Liga-Rechner</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>Monat</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Saison</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>Solo</translation>
    </message>
    <message>
        <source>{0} %</source>
        <translation>{0} %</translation>
    </message>
    <message>
        <source>League games:</source>
        <translation>Ligaspiele:</translation>
    </message>
    <message>
        <source>Rule:</source>
        <translation>Regel:</translation>
    </message>
    <message>
        <source>Class:</source>
        <translation>Klasse:</translation>
    </message>
    <message>
        <source>Place:</source>
        <translation>Platz:</translation>
    </message>
    <message>
        <source>Players in the class:</source>
        <translation>Spieler in der Klasse:</translation>
    </message>
    <message>
        <source>Before rounding:</source>
        <translation>Ungerundet:</translation>
    </message>
    <message>
        <source>Month end:</source>
        <translation>Monatsende:</translation>
    </message>
    <message>
        <source>Months of this and the next season that can still be chosen on this date, if no Sperrmonat has been chosen in that season yet. March and September never can.</source>
        <translation>Monate dieser und der nächsten Saison, die an diesem Datum noch als Sperrmonat gewählt werden können, sofern in der jeweiligen Saison noch kein Sperrmonat gewählt wurde. März und September sind nie möglich.</translation>
    </message>
    <message>
        <source>Penalty:</source>
        <translation>Strafpunkte:</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>Datum:</translation>
    </message>
    <message>
        <source>Season:</source>
        <translation>Saison:</translation>
    </message>
    <message>
        <source>Months taken part:</source>
        <translation>Beteiligte Monate:</translation>
    </message>
    <message>
        <source>Season (6 months)</source>
        <translation>Saison (6 Monate)</translation>
    </message>
    <message>
        <source>Long-term (24 months)</source>
        <translation>Langzeit (24 Monate)</translation>
    </message>
    <message>
        <source>Ranking:</source>
        <translation>Rangliste:</translation>
    </message>
    <message>
        <source>Solos played:</source>
        <translation>Gespielte Soli:</translation>
    </message>
    <message>
        <source>Solos won:</source>
        <translation>Gewonnene Soli:</translation>
    </message>
    <message>
        <source>Required solos:</source>
        <translation>Pflichtsoli:</translation>
    </message>
    <message>
        <source>More than 200 games, account not positive: plain average</source>
        <translation>Mehr als 200 Spiele, Punktekonto nicht positiv: einfacher Schnitt</translation>
    </message>
    <message>
        <source>201–1,200 games: rounded average × {0} (+0.1 % per game above 200)</source>
        <translation>201–1.200 Spiele: gerundeter Schnitt × {0} (+0,1 % je Spiel über 200)</translation>
    </message>
    <message>
        <source>More than 1,200 games: rounded average × 2 (bonus capped)</source>
        <translation>Mehr als 1.200 Spiele: gerundeter Schnitt × 2 (Bonus gedeckelt)</translation>
    </message>
    <message>
        <source>{0} (rounded: {1})</source>
        <translation>{0} (gerundet: {1})</translation>
    </message>
    <message>
        <source>Aufstieg (promotion)</source>
        <translation>Aufstieg</translation>
    </message>
    <message>
        <source>Klassenerhalt (stays in the class)</source>
        <translation>Klassenerhalt</translation>
    </message>
    <message>
        <source>Abstieg (relegation)</source>
        <translation>Abstieg</translation>
    </message>
    <message>
        <source>League points</source>
        <translation>Ligapunkte</translation>
    </message>
    <message>
        <source>All-time ranking</source>
        <translation>Ewige Bestenliste</translation>
    </message>
    <message>
        <source>Game points (Spielpunkte):</source>
        <translation>Spielpunkte:</translation>
    </message>
    <message>
        <source>Monthly score (Monatswertung):</source>
        <translation>Monatswertung:</translation>
    </message>
    <message>
        <source>Points average (Punkteschnitt):</source>
        <translation>Punkteschnitt:</translation>
    </message>
    <message>
        <source>League points (Ligapunkte):</source>
        <translation>Ligapunkte:</translation>
    </message>
    <message>
        <source>Season average (Saisonschnitt):</source>
        <translation>Saisonschnitt:</translation>
    </message>
    <message>
        <source>Month off possible (Sperrmonat):</source>
        <translation>Sperrmonat möglich:</translation>
    </message>
    <message>
        <source>League points, 24 months (Ligapunkte):</source>
        <translation>Ligapunkte (24 Monate):</translation>
    </message>
    <message>
        <source>Trend (Tendenz):</source>
        <translation>Tendenz:</translation>
    </message>
    <message>
        <source>Average (Schnitt):</source>
        <translation>Schnitt:</translation>
    </message>
    <message>
        <source>Ranking average, tie-break (Wertungsschnitt):</source>
        <translation>Wertungsschnitt (bei Gleichstand):</translation>
    </message>
    <message>
        <source>Solo points (Solopunkte):</source>
        <translation>Solopunkte:</translation>
    </message>
    <message>
        <source>Solo score (Solowertung):</source>
        <translation>Solowertung:</translation>
    </message>
    <message>
        <source>Win rate (Gewinnquote):</source>
        <translation>Gewinnquote:</translation>
    </message>
    <message>
        <source>Up to 200 games: {0} penalty points (Strafpunkte) for {1} missing games, divided by 200</source>
        <translation>Bis 200 Spiele: {0} Strafpunkte für {1} fehlende Spiele, geteilt durch 200</translation>
    </message>
    <message>
        <source>No league points in the qualifying class (Qualifikation); the first {0} move up.</source>
        <translation>Keine Ligapunkte in der Qualifikation; die ersten {0} steigen auf.</translation>
    </message>
    <message>
        <source>G = {0}, place 1 = {1} league points; the last place that still earns a point is {2}.</source>
        <translation>G = {0}, Platz 1 = {1} Ligapunkte; der letzte Platz, der noch einen Punkt bekommt, ist {2}.</translation>
    </message>
    <message>
        <source>{0} penalty points (Strafpunkte) for {1} missing games</source>
        <translation>{0} Strafpunkte für {1} fehlende Spiele</translation>
    </message>
    <message>
        <source>none (1,200 games or more)</source>
        <translation>keine (1.200 Spiele oder mehr)</translation>
    </message>
    <message>
        <source>d MMMM yyyy</source>
        <comment>date format of the season&apos;s first and last day</comment>
        <translation>d. MMMM yyyy</translation>
    </message>
    <message>
        <source>{0} ({1} – {2})</source>
        <translation>{0} ({1} – {2})</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>{0} (not shown at 24 months)</source>
        <translation>{0} (bei 24 Monaten nicht angezeigt)</translation>
    </message>
    <message>
        <source>{0} (o.A. {1})</source>
        <translation>{0} (o.A. {1})</translation>
    </message>
</context>
<context>
    <name>LibraryPage</name>
    <message>
        <source>archive</source>
        <translation>Archiv</translation>
    </message>
    <message>
        <source>simulated</source>
        <translation>simuliert</translation>
    </message>
    <message>
        <source>club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Your Dodge sets</source>
        <translation>Deine Dodge-Sets</translation>
    </message>
    <message>
        <source>Open a set to play its deals. Import a set or results file (or drop it here), or generate a practice set with a simulated field.</source>
        <translation>Öffne ein Set, um seine Spiele zu spielen. Importiere eine Set- oder Ergebnisdatei (oder zieh sie hierher) oder erstelle ein Übungsset mit simuliertem Feld.</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Set</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>Monat</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Field results</source>
        <translation>Ergebnisse im Feld</translation>
    </message>
    <message>
        <source>Rated games</source>
        <translation>Gewertete Spiele</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Stars</source>
        <translation>Sterne</translation>
    </message>
    <message>
        <source>&amp;Open set</source>
        <translation>Set &amp;öffnen</translation>
    </message>
    <message>
        <source>&amp;Import file…</source>
        <translation>Datei &amp;importieren…</translation>
    </message>
    <message>
        <source>&amp;Generate practice set…</source>
        <translation>&amp;Übungsset erstellen…</translation>
    </message>
    <message>
        <source>&amp;Close set…</source>
        <translation>Set &amp;abschließen…</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>&amp;Statistik</translation>
    </message>
    <message>
        <source>Rate and close it…</source>
        <translation>Bewerten und abschließen…</translation>
    </message>
    <message>
        <source>The month of “{name}” is over: you can close the set now to rate it and move your stars.</source>
        <translation>Der Monat von „{name}“ ist vorbei: Du kannst das Set jetzt abschließen, um es zu bewerten und deine Sterne anzupassen.</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>nicht begonnen</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>geschlossen</translation>
    </message>
    <message>
        <source>open</source>
        <translation>offen</translation>
    </message>
    <message>
        <source>+1 star</source>
        <translation>+1 Stern</translation>
    </message>
    <message>
        <source>±0</source>
        <translation>±0</translation>
    </message>
    <message>
        <source>-1 star</source>
        <translation>-1 Stern</translation>
    </message>
    <message>
        <source>{stars} if closed now</source>
        <translation>{stars} bei Abschluss jetzt</translation>
    </message>
    <message>
        <source>Welcome! Import a set file or generate a practice set to start.</source>
        <translation>Willkommen! Importiere eine Set-Datei oder erstelle ein Übungsset, um zu beginnen.</translation>
    </message>
    <message>
        <source>Welcome! Double-click “{name}” to open it, then press “Play next available deal”: your first rated game starts the set&apos;s rating.</source>
        <translation>Willkommen! Doppelklicke auf „{name}“, um es zu öffnen, und drücke dann „Nächstes offenes Spiel spielen“: Dein erstes gewertetes Spiel beginnt die Wertung des Sets.</translation>
    </message>
</context>
<context>
    <name>LongWork</name>
    <message>
        <source>Please wait</source>
        <translation>Bitte warten</translation>
    </message>
    <message>
        <source>Please wait until this has finished: {what}</source>
        <translation>Bitte warte, bis dies fertig ist: {what}</translation>
    </message>
    <message numerus="yes">
        <source>about %n second(s) left</source>
        <translation>
            <numerusform>noch etwa %n Sekunde</numerusform>
            <numerusform>noch etwa %n Sekunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s) left</source>
        <translation>
            <numerusform>noch etwa %n Minute</numerusform>
            <numerusform>noch etwa %n Minuten</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>reading the file</source>
        <translation>Datei wird gelesen</translation>
    </message>
    <message>
        <source>replaying the logged games</source>
        <translation>Spielverläufe werden nachgespielt</translation>
    </message>
    <message>
        <source>storing</source>
        <translation>Daten werden gespeichert</translation>
    </message>
    <message>
        <source>bots play the field</source>
        <translation>Bots spielen das Feld</translation>
    </message>
    <message>
        <source>{stage}: {done} of {total} deals</source>
        <translation>{stage}: {done} von {total} Spielen</translation>
    </message>
    <message>
        <source>{stage}: {done} of {total}</source>
        <translation>{stage}: {done} von {total}</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Details are in {path}.</source>
        <translation>Einzelheiten stehen in {path}.</translation>
    </message>
    <message>
        <source>Something went wrong: {error}
Your game is saved; you can go on.</source>
        <translation>Etwas ist schiefgegangen: {error}
Dein Spiel ist gespeichert; du kannst weiterspielen.</translation>
    </message>
    <message>
        <source>process {pid} on host {host}</source>
        <translation>Prozess {pid} auf Rechner {host}</translation>
    </message>
    <message>
        <source>a program that does not say which</source>
        <translation>ein Programm, das nicht sagt, welches</translation>
    </message>
    <message>
        <source>it did not answer</source>
        <translation>es hat nicht geantwortet</translation>
    </message>
    <message>
        <source>dokodesk is already running with the database in {path} ({who}), but it did not come to the front: {reason}. Close it first, or start dokodesk with another --data-dir.</source>
        <translation>dokodesk läuft schon mit der Datenbank in {path} ({who}), ist aber nicht in den Vordergrund gekommen: {reason}. Schließe es zuerst oder starte dokodesk mit einem anderen --data-dir.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>The language changes when the running import has finished and you choose it again, or when dokodesk starts next time.</source>
        <translation>Die Sprache wechselt, wenn du sie nach dem laufenden Import noch einmal wählst, oder beim nächsten Start von dokodesk.</translation>
    </message>
    <message>
        <source>Working on the database…</source>
        <translation>Arbeite an der Datenbank…</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Counting your games…</source>
        <translation>Deine Spiele werden ausgewertet…</translation>
    </message>
    <message>
        <source>Saving failed</source>
        <translation>Speichern fehlgeschlagen</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Import set or results file…</source>
        <translation>Set- oder Ergebnisdatei &amp;importieren…</translation>
    </message>
    <message>
        <source>&amp;Generate practice set…</source>
        <translation>&amp;Übungsset erstellen…</translation>
    </message>
    <message>
        <source>&amp;League calculator…</source>
        <translation>&amp;Liga-Rechner…</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>&amp;Statistik</translation>
    </message>
    <message>
        <source>Announcement &amp;training…</source>
        <translation>&amp;Ansagetraining…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>How &amp;Dodge works</source>
        <translation>So funktioniert &amp;Dodge</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;About dokodesk</source>
        <translation>Ü&amp;ber dokodesk</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>At the table:
←/→  choose a card,  Enter or Space  play it
A  Re/Kontra,  9  keine 90,  6  keine 60,  3  keine 30,  S  schwarz
L  show the last trick,  H  hint (practice),  Ctrl+Z  undo (practice)
A click on the table takes a complete trick in
Review: ←/→ previous / next trick
Ctrl+O  import a file</source>
        <translation>Am Tisch:
←/→  Karte wählen,  Enter oder Leertaste  ausspielen
A  Re/Kontra,  9  keine 90,  6  keine 60,  3  keine 30,  S  schwarz
L  letzten Stich zeigen,  H  Tipp (Übung),  Strg+Z  zurücknehmen (Übung)
Ein Klick auf den Tisch nimmt einen vollen Stich ein
Nachbetrachtung: ←/→ voriger / nächster Stich
Strg+O  Datei importieren</translation>
    </message>
</context>
<context>
    <name>PlayFlow</name>
    <message>
        <source>Set complete</source>
        <translation>Set abgeschlossen</translation>
    </message>
    <message>
        <source>You have played every deal of this set.</source>
        <translation>Du hast alle Spiele dieses Sets gespielt.</translation>
    </message>
    <message>
        <source>Resumed your game of deal {n}</source>
        <translation>Dein angefangenes Spiel {n} geht weiter</translation>
    </message>
    <message>
        <source>Database busy</source>
        <translation>Datenbank belegt</translation>
    </message>
    <message>
        <source>The game cannot start while an import is being stored. Try again when it has finished.</source>
        <translation>Das Spiel kann nicht beginnen, während ein Import gespeichert wird. Versuche es noch einmal, wenn er fertig ist.</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>die Festplatte ist voll</translation>
    </message>
    <message>
        <source>another program holds the database</source>
        <translation>ein anderes Programm hält die Datenbank</translation>
    </message>
    <message>
        <source>the database cannot be written</source>
        <translation>die Datenbank kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>Your finished game of deal {n} is kept in the saving journal and stored as soon as possible ({why}). It is over: it will not be resumed.</source>
        <translation>Dein beendetes Spiel von Spiel {n} liegt im Speicherjournal und wird gespeichert, sobald es geht ({why}). Es ist zu Ende: es wird nicht fortgesetzt.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
</context>
<context>
    <name>ResultPage</name>
    <message>
        <source>Party</source>
        <translation>Partei</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Posten</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Game value (DDV)</source>
        <translation>Spielwert (DDV)</translation>
    </message>
    <message>
        <source>Your pair against the field</source>
        <translation>Dein Paar gegen das Feld</translation>
    </message>
    <message>
        <source>Histogram</source>
        <translation>Histogramm</translation>
    </message>
    <message>
        <source>Traveller</source>
        <translation>Traveller</translation>
    </message>
    <message>
        <source>&amp;Review the game</source>
        <translation>Spiel &amp;ansehen</translation>
    </message>
    <message>
        <source>&amp;Next deal</source>
        <translation>&amp;Nächstes Spiel</translation>
    </message>
    <message>
        <source>Back to the s&amp;et</source>
        <translation>Zurück zum &amp;Set</translation>
    </message>
    <message>
        <source>The next deal of the set (N)</source>
        <translation>Das nächste Spiel des Sets (N)</translation>
    </message>
    <message>
        <source>The set&apos;s deals and your rating (Esc)</source>
        <translation>Die Spiele des Sets und deine Wertung (Esc)</translation>
    </message>
    <message numerus="yes">
        <source>Traveller (%n table(s))</source>
        <translation>
            <numerusform>Traveller (%n Tisch)</numerusform>
            <numerusform>Traveller (%n Tische)</numerusform>
        </translation>
    </message>
    <message>
        <source>Open hands: solving…</source>
        <translation>Offene Karten: wird gelöst …</translation>
    </message>
    <message>
        <source>Open hands: not solved within the time budget.</source>
        <translation>Offene Karten: in der verfügbaren Zeit nicht gelöst.</translation>
    </message>
    <message>
        <source>With all hands open and best play from the first trick: Re {value:+d}</source>
        <translation>Mit offenen Karten und bestem Spiel ab dem ersten Stich: Re {value:+d}</translation>
    </message>
    <message>
        <source>With all hands open and best play from trick {k} on: Re {value:+d}</source>
        <translation>Mit offenen Karten und bestem Spiel ab Stich {k}: Re {value:+d}</translation>
    </message>
    <message>
        <source>The open-hands solve stopped: {reason}. The rest of the analysis is shown.</source>
        <translation>Die Lösung mit offenen Karten wurde abgebrochen: {reason}. Der Rest der Analyse wird gezeigt.</translation>
    </message>
    <message>
        <source>No winner</source>
        <translation>Kein Gewinner</translation>
    </message>
    <message>
        <source>Your party ({party}) won</source>
        <translation>Deine Partei ({party}) hat gewonnen</translation>
    </message>
    <message>
        <source>Your party ({party}) lost</source>
        <translation>Deine Partei ({party}) hat verloren</translation>
    </message>
    <message>
        <source>practice, not rated: the set was closed while you played</source>
        <translation>Übung, nicht gewertet: Das Set wurde abgeschlossen, während du gespielt hast</translation>
    </message>
    <message>
        <source>rated game</source>
        <translation>gewertetes Spiel</translation>
    </message>
    <message>
        <source>practice, not rated</source>
        <translation>Übung, nicht gewertet</translation>
    </message>
    <message>
        <source>Deal {n}: {verdict}</source>
        <translation>Spiel {n}: {verdict}</translation>
    </message>
    <message>
        <source>Augen Re {re_augen} : Kontra {kontra_augen} · tricks Re {re_tricks} : Kontra {kontra_tricks} · your points {own:+d} ({kind})</source>
        <translation>Augen Re {re_augen} : Kontra {kontra_augen} · Stiche Re {re_tricks} : Kontra {kontra_tricks} · deine Punkte {own:+d} ({kind})</translation>
    </message>
    <message>
        <source>Re {re} − Kontra {kontra} = {value:+d} for Re</source>
        <translation>Re {re} − Kontra {kontra} = {value:+d} für Re</translation>
    </message>
    <message>
        <source>Dodge points: no field yet</source>
        <translation>Dodgepunkte: noch kein Feld</translation>
    </message>
    <message>
        <source>Nobody else has played this deal yet; import results to compare.</source>
        <translation>Dieses Spiel hat noch niemand sonst gespielt; importiere Ergebnisse zum Vergleich.</translation>
    </message>
    <message>
        <source>Dodge points (provisional): {dodge}</source>
        <translation>Dodgepunkte (vorläufig): {dodge}</translation>
    </message>
    <message numerus="yes">
        <source>%n {party} pair(s) in the field:</source>
        <translation>
            <numerusform>%n {party}-Paar im Feld:</numerusform>
            <numerusform>%n {party}-Paare im Feld:</numerusform>
        </translation>
    </message>
    <message>
        <source>{fewer} scored less, {more} more, {equal} the same. Provisional: the value moves as more results are imported.</source>
        <translation>{fewer} mit weniger Punkten, {more} mit mehr, {equal} gleich. Vorläufig: Der Wert ändert sich, wenn weitere Ergebnisse importiert werden.</translation>
    </message>
    <message>
        <source>Co&amp;mpare with the field…</source>
        <translation>Mit dem Feld &amp;vergleichen…</translation>
    </message>
    <message>
        <source>Your game beside a game of the field, trick by trick (the best one first)</source>
        <translation>Dein Spiel neben einem Spiel des Felds, Stich für Stich (das beste zuerst)</translation>
    </message>
</context>
<context>
    <name>ReviewFlow</name>
    <message>
        <source>The field&apos;s results could not be read: {error}</source>
        <translation>Die Ergebnisse des Felds konnten nicht gelesen werden: {error}</translation>
    </message>
    <message>
        <source>Your game</source>
        <translation>Dein Spiel</translation>
    </message>
    <message>
        <source>Your rated game</source>
        <translation>Dein gewertetes Spiel</translation>
    </message>
    <message>
        <source>Your practice game {n}</source>
        <translation>Dein Übungsspiel {n}</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Ansehen</translation>
    </message>
    <message>
        <source>There is no logged game of this deal yet.</source>
        <translation>Zu diesem Blatt gibt es noch kein Spiel mit Protokoll.</translation>
    </message>
</context>
<context>
    <name>ReviewGamesModel</name>
    <message>
        <source>table {n}</source>
        <translation>Tisch {n}</translation>
    </message>
    <message>
        <source>Field: {who} (Re {points:+d})</source>
        <translation>Feld: {who} (Re {points:+d})</translation>
    </message>
</context>
<context>
    <name>ReviewPage</name>
    <message>
        <source>◀ &amp;Previous trick</source>
        <translation>◀ &amp;Vorheriger Stich</translation>
    </message>
    <message>
        <source>Next &amp;trick ▶</source>
        <translation>Nächster &amp;Stich ▶</translation>
    </message>
    <message>
        <source>◀ Card</source>
        <translation>◀ Karte</translation>
    </message>
    <message>
        <source>Card ▶</source>
        <translation>Karte ▶</translation>
    </message>
    <message>
        <source>The card before (←)</source>
        <translation>Die Karte davor (←)</translation>
    </message>
    <message>
        <source>The next card (→)</source>
        <translation>Die nächste Karte (→)</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <source>Tra&amp;veller…</source>
        <translation>T&amp;raveller…</translation>
    </message>
    <message>
        <source>Every result of the field on this deal</source>
        <translation>Jedes Ergebnis des Feldes auf diesem Blatt</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Spiel:</translation>
    </message>
    <message>
        <source>Loading the field…</source>
        <translation>Feld wird geladen…</translation>
    </message>
    <message>
        <source>Traveller</source>
        <translation>Traveller</translation>
    </message>
    <message>
        <source>Trick {k}: {name} took {augen} Augen</source>
        <translation>Stich {k}: {name} · {augen} Augen</translation>
    </message>
    <message>
        <source>Trick {k} of {n}</source>
        <translation>Stich {k} von {n}</translation>
    </message>
    <message>
        <source>Trick {k} of {n}, card {c} of 4</source>
        <translation>Stich {k} von {n}, Karte {c} von 4</translation>
    </message>
    <message>
        <source>A practice game from this card on: the cards before stay as they were, you and the same bots play on</source>
        <translation>Ein Übungsspiel ab dieser Karte: die Karten davor bleiben, wie sie waren, du und dieselben Bots spielen weiter</translation>
    </message>
    <message>
        <source>Open hands: the solver failed (see the log).</source>
        <translation>Offene Karten: die Lösung ist fehlgeschlagen (siehe Protokoll).</translation>
    </message>
    <message>
        <source>Open hands: solving…</source>
        <translation>Offene Karten: wird gelöst …</translation>
    </message>
    <message>
        <source>With best play from here (all hands open): Re {value:+d} (the cards of this trick not solved within the time budget)</source>
        <translation>Mit bestem Spiel ab hier (alle Karten offen): Re {value:+d} (die Karten dieses Stichs in der Zeit nicht gelöst)</translation>
    </message>
    <message>
        <source>With best play from here (all hands open): Re at most {high:+d} (not solved exactly within the time budget)</source>
        <translation>Mit bestem Spiel ab hier (alle Karten offen): Re höchstens {high:+d} (in der Zeit nicht genau gelöst)</translation>
    </message>
    <message>
        <source>With best play from here (all hands open): Re at least {low:+d} (not solved exactly within the time budget)</source>
        <translation>Mit bestem Spiel ab hier (alle Karten offen): Re mindestens {low:+d} (in der Zeit nicht genau gelöst)</translation>
    </message>
    <message>
        <source>With best play from here (all hands open): Re between {low:+d} and {high:+d} (not solved exactly within the time budget)</source>
        <translation>Mit bestem Spiel ab hier (alle Karten offen): Re zwischen {low:+d} und {high:+d} (in der Zeit nicht genau gelöst)</translation>
    </message>
    <message>
        <source>Open hands: not solved from here within the time budget (solved from trick {k} on).</source>
        <translation>Offene Karten: ab hier in der verfügbaren Zeit nicht gelöst (gelöst ab Stich {k}).</translation>
    </message>
    <message>
        <source>Open hands: no trick solved within the time budget.</source>
        <translation>Offene Karten: kein Stich in der verfügbaren Zeit gelöst.</translation>
    </message>
    <message>
        <source>With best play from here (all hands open): Re {value:+d}</source>
        <translation>Mit bestem Spiel ab hier (alle Karten offen): Re {value:+d}</translation>
    </message>
    <message>
        <source>Your seat played {card} and kept that value (Re {before:+d}).</source>
        <translation>Dein Platz spielte {card} und hielt den Wert (Re {before:+d}).</translation>
    </message>
    <message>
        <source>Your seat played {card}: with open hands the value for your party fell by {loss} (Re {before:+d} → Re {after:+d}).</source>
        <translation>Dein Platz spielte {card}: mit offenen Karten sank der Wert deiner Partei um {loss} (Re {before:+d} → Re {after:+d}).</translation>
    </message>
    <message>
        <source>{who} played {card}: with open hands the value for {party} fell by {loss} (Re {before:+d} → Re {after:+d}).</source>
        <translation>{who} spielte {card}: mit offenen Karten sank der Wert für {party} um {loss} (Re {before:+d} → Re {after:+d}).</translation>
    </message>
    <message>
        <source>From what you knew, {reason}</source>
        <translation>Nach dem, was du wissen konntest: {reason}</translation>
    </message>
    <message>
        <source>Each card there, all hands open: {cards}</source>
        <translation>Jede Karte dort, alle Karten offen: {cards}</translation>
    </message>
    <message>
        <source>Open hands: this card not solved within the time budget (solved from trick {k} on).</source>
        <translation>Offene Karten: diese Karte in der verfügbaren Zeit nicht gelöst (gelöst ab Stich {k}).</translation>
    </message>
    <message>
        <source>Your seat</source>
        <translation>Dein Platz</translation>
    </message>
    <message>
        <source>{who} played {card} and kept the value (Re {before:+d}).</source>
        <translation>{who} spielte {card} und hielt den Wert (Re {before:+d}).</translation>
    </message>
    <message>
        <source>P&amp;lay on from here</source>
        <translation>Von hier &amp;weiterspielen</translation>
    </message>
    <message>
        <source>Co&amp;mpare…</source>
        <translation>Ver&amp;gleichen…</translation>
    </message>
    <message>
        <source>Your game beside a game of the field, trick by trick</source>
        <translation>Dein Spiel neben einem Spiel des Felds, Stich für Stich</translation>
    </message>
    <message>
        <source>&amp;Compare your game with the field…</source>
        <translation>Dein Spiel mit dem Feld &amp;vergleichen…</translation>
    </message>
    <message>
        <source>A practice game from trick {k} on: the tricks before stay as they were, you and the same bots play on</source>
        <translation>Ein Übungsspiel ab Stich {k}: die Stiche davor bleiben, wie sie waren, du und dieselben Bots spielen weiter</translation>
    </message>
    <message>
        <source>{n} played {card} (average {points})</source>
        <translation>{n} spielten {card} (im Schnitt {points})</translation>
    </message>
</context>
<context>
    <name>SaveNotices</name>
    <message>
        <source>The database is busy (an import is running): your game is saved as soon as it is free.</source>
        <translation>Die Datenbank ist belegt (ein Import läuft): Dein Spiel wird gespeichert, sobald sie frei ist.</translation>
    </message>
    <message>
        <source>The disk is full: your game is kept and saved as soon as there is space again. Free some disk space.</source>
        <translation>Die Festplatte ist voll: Dein Spiel bleibt erhalten und wird gespeichert, sobald wieder Platz ist. Gib etwas Speicherplatz frei.</translation>
    </message>
    <message>
        <source>Saving fails ({error}): your game is kept and saved as soon as that works again.</source>
        <translation>Speichern schlägt fehl ({error}): Dein Spiel bleibt erhalten und wird gespeichert, sobald es wieder geht.</translation>
    </message>
    <message>
        <source>A game kept in the saving journal (set {set}, deal {n}) waits for its set: import the set file, and the game is stored.</source>
        <translation>Ein im Sicherungsjournal erhaltenes Spiel (Set {set}, Spiel {n}) wartet auf sein Set: Importiere die Set-Datei, dann wird das Spiel gespeichert.</translation>
    </message>
    <message>
        <source>A move could not be saved: {error}</source>
        <translation>Ein Zug konnte nicht gespeichert werden: {error}</translation>
    </message>
    <message>
        <source>Your game is saved.</source>
        <translation>Dein Spiel ist gespeichert.</translation>
    </message>
    <message>
        <source>The saving journal cannot be made: {problem}. Move it away, then play.</source>
        <translation>Das Sicherungsjournal kann nicht angelegt werden: {problem}. Verschiebe das, was dort liegt, und spiele dann.</translation>
    </message>
    <message>
        <source>Saving journal blocked</source>
        <translation>Sicherungsjournal blockiert</translation>
    </message>
    <message>
        <source>{n} KB</source>
        <translation>{n} KB</translation>
    </message>
    <message>
        <source>too little space</source>
        <translation>zu wenig Platz</translation>
    </message>
    <message>
        <source>The disk holding your games ({folder}) is nearly full ({free} free): a game played now could not be kept safe. Free some disk space, then play.</source>
        <translation>Der Datenträger mit deinen Spielen ({folder}) ist fast voll ({free} frei): Ein jetzt gespieltes Spiel könnte nicht sicher aufbewahrt werden. Gib etwas Speicherplatz frei und spiele dann.</translation>
    </message>
    <message>
        <source>Disk nearly full</source>
        <translation>Datenträger fast voll</translation>
    </message>
</context>
<context>
    <name>Season</name>
    <message>
        <source>The month {month} of “{name}” is over.</source>
        <translation>Der Monat {month} von „{name}“ ist vorbei.</translation>
    </message>
    <message>
        <source>Close “{name}”?</source>
        <translation>„{name}“ abschließen?</translation>
    </message>
    <message>
        <source>{intro}

Closing rates the set now: {games}, rating {rating}. {stars} After that its deals can only be practised, and every deal&apos;s hands and field games can be seen.</source>
        <translation>{intro}

Der Abschluss wertet das Set jetzt: {games}, Dodgewertung {rating}. {stars} Danach kannst du seine Spiele nur noch üben, und die Blätter und Feldspiele jedes Spiels sind einsehbar.</translation>
    </message>
    <message>
        <source>{intro}

You have no rated game in it, so closing does not rate it and your stars stay. After that its deals can only be practised, and every deal&apos;s hands and field games can be seen.</source>
        <translation>{intro}

Du hast darin kein gewertetes Spiel, also wird es beim Abschluss nicht gewertet und deine Sterne bleiben. Danach kannst du seine Spiele nur noch üben, und die Blätter und Feldspiele jedes Spiels sind einsehbar.</translation>
    </message>
    <message>
        <source>Close set</source>
        <translation>Set abschließen</translation>
    </message>
    <message>
        <source>&amp;Not now</source>
        <translation>&amp;Nicht jetzt</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>Abbre&amp;chen</translation>
    </message>
    <message>
        <source>“{name}” is closed, not rated. Your stars: {stars}.</source>
        <translation>„{name}“ ist abgeschlossen, ohne Wertung. Deine Sterne: {stars}.</translation>
    </message>
    <message>
        <source>Your stars stay at {before}.</source>
        <translation>Deine Sterne bleiben bei {before}.</translation>
    </message>
    <message>
        <source>Your stars go from {before} to {after}.</source>
        <translation>Deine Sterne gehen von {before} auf {after}.</translation>
    </message>
    <message>
        <source>Close the &amp;set</source>
        <translation>Set &amp;abschließen</translation>
    </message>
    <message>
        <source>“{name}” is closed: {games}, rating {rating}. Your stars: {before} → {after}.</source>
        <translation>„{name}“ ist abgeschlossen: {games}, Dodgewertung {rating}. Deine Sterne: {before} → {after}.</translation>
    </message>
    <message>
        <source>Deal {n} not played yet</source>
        <translation>Spiel {n} noch nicht gespielt</translation>
    </message>
    <message>
        <source>You have not played deal {n} rated yet, so its hands and the field&apos;s games are hidden.

If you look now, you forfeit the deal: it counts as a rated game with -100 Dodge points (the worst result), and you can only practise it from then on.</source>
        <translation>Du hast Spiel {n} noch nicht gewertet gespielt, deshalb sind seine Blätter und die Spiele des Feldes verborgen.

Wenn du jetzt hinschaust, gibst du das Spiel auf: Es zählt als gewertetes Spiel mit -100 Dodgepunkten (das schlechteste Ergebnis), und du kannst es danach nur noch üben.</translation>
    </message>
    <message>
        <source>&amp;Forfeit and look</source>
        <translation>&amp;Aufgeben und ansehen</translation>
    </message>
    <message>
        <source>&amp;Keep it hidden</source>
        <translation>&amp;Verborgen lassen</translation>
    </message>
    <message>
        <source>Set closed</source>
        <translation>Set abgeschlossen</translation>
    </message>
    <message>
        <source>Import a set or results file</source>
        <translation>Set- oder Ergebnisdatei importieren</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <source>Some of these games are &amp;mine; I played as:</source>
        <translation>Einige dieser Spiele sind &amp;meine; ich spielte als:</translation>
    </message>
    <message>
        <source>your name in the file</source>
        <translation>dein Name in der Datei</translation>
    </message>
    <message>
        <source>Your games from a club&apos;s tables become your rated games (the first per deal; seat and party from the result) instead of the field.</source>
        <translation>Deine Spiele von den Tischen eines Clubs werden deine gewerteten Spiele (das erste je Spiel; Sitz und Partei aus dem Ergebnis) statt Teil des Feldes.</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Datei:</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Dodge set files (*.json *.json.gz *.gz)</source>
        <translation>Dodge-Set-Dateien (*.json *.json.gz *.gz)</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Import</translation>
    </message>
    <message>
        <source>Choose a file first.</source>
        <translation>Wähle zuerst eine Datei.</translation>
    </message>
    <message>
        <source>Enter the name under which you played in the file.</source>
        <translation>Gib den Namen ein, unter dem du in der Datei gespielt hast.</translation>
    </message>
</context>
<context>
    <name>SetPage</name>
    <message>
        <source>Rating of this set</source>
        <translation>Wertung dieses Sets</translation>
    </message>
    <message>
        <source>Dodge rating:</source>
        <translation>Dodgewertung:</translation>
    </message>
    <message>
        <source>Rated games:</source>
        <translation>Gewertete Spiele:</translation>
    </message>
    <message>
        <source>Dodge points:</source>
        <translation>Dodgepunkte:</translation>
    </message>
    <message>
        <source>Penalty:</source>
        <translation>Strafpunkte:</translation>
    </message>
    <message>
        <source>Stars:</source>
        <translation>Sterne:</translation>
    </message>
    <message>
        <source>Drawn per deal (Re and Kontra both come up)</source>
        <translation>Pro Spiel ausgelost (Re und Kontra kommen beide vor)</translation>
    </message>
    <message>
        <source>Your seat:</source>
        <translation>Dein Platz:</translation>
    </message>
    <message>
        <source>Simple (a beginner)</source>
        <translation>Einfach (Anfänger)</translation>
    </message>
    <message>
        <source>Strong (good habits)</source>
        <translation>Stark (gute Gewohnheiten)</translation>
    </message>
    <message>
        <source>Expert (searches; thinks longer)</source>
        <translation>Experte (sucht; denkt länger)</translation>
    </message>
    <message>
        <source>Opponents:</source>
        <translation>Gegner:</translation>
    </message>
    <message>
        <source>Always {place}</source>
        <translation>Immer {place}</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Seat / party</source>
        <translation>Platz / Partei</translation>
    </message>
    <message>
        <source>Your points</source>
        <translation>Deine Punkte</translation>
    </message>
    <message>
        <source>Field pairs</source>
        <translation>Paare im Feld</translation>
    </message>
    <message>
        <source>Dodge points</source>
        <translation>Dodgepunkte</translation>
    </message>
    <message>
        <source>Dodge points (provisional)</source>
        <translation>Dodgepunkte (vorläufig)</translation>
    </message>
    <message>
        <source>no field yet</source>
        <translation>noch kein Feld</translation>
    </message>
    <message>
        <source>Play &amp;next available deal</source>
        <translation>&amp;Nächstes offenes Spiel spielen</translation>
    </message>
    <message>
        <source>&amp;Play selected deal</source>
        <translation>Ausgewähltes Spiel s&amp;pielen</translation>
    </message>
    <message>
        <source>&amp;Review deal</source>
        <translation>Spiel an&amp;sehen</translation>
    </message>
    <message>
        <source>&amp;Back to the library</source>
        <translation>&amp;Zurück zur Bibliothek</translation>
    </message>
    <message>
        <source>&amp;Close set…</source>
        <translation>Set &amp;abschließen…</translation>
    </message>
    <message>
        <source>Rate the set now and move your stars; afterwards only practice</source>
        <translation>Das Set jetzt werten und die Sterne anpassen; danach nur noch Übung</translation>
    </message>
    <message>
        <source>Dodge points are provisional: they move when more results of the field are imported. The first game of a deal counts; replays are practice.</source>
        <translation>Dodgepunkte sind vorläufig: Sie ändern sich, wenn weitere Ergebnisse des Felds importiert werden. Gewertet wird nur dein erster Versuch je Spiel; Wiederholungen sind Übung.</translation>
    </message>
    <message>
        <source>available</source>
        <translation>offen</translation>
    </message>
    <message>
        <source>not played</source>
        <translation>nicht gespielt</translation>
    </message>
    <message>
        <source>played (rated)</source>
        <translation>gespielt (gewertet)</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>angefangen</translation>
    </message>
    <message>
        <source>practised</source>
        <translation>geübt</translation>
    </message>
    <message>
        <source>forfeited (seen before playing)</source>
        <translation>aufgegeben (vor dem Spielen angesehen)</translation>
    </message>
    <message numerus="yes">
        <source>+ %n practice</source>
        <translation>
            <numerusform>+ %n Übung</numerusform>
            <numerusform>+ %n Übungen</numerusform>
        </translation>
    </message>
    <message>
        <source>Vorhand (leads first)</source>
        <translation>Vorhand (spielt zuerst aus)</translation>
    </message>
    <message>
        <source>Mittelhand (second)</source>
        <translation>Mittelhand (als Zweite)</translation>
    </message>
    <message>
        <source>Hinterhand (third)</source>
        <translation>Hinterhand (als Dritte)</translation>
    </message>
    <message>
        <source>Geber (deals, plays last)</source>
        <translation>Geber (gibt, spielt als Letzter)</translation>
    </message>
    <message>
        <source>lead</source>
        <comment>place at the table: plays first</comment>
        <translation>Vorhand</translation>
    </message>
    <message>
        <source>second</source>
        <comment>place at the table</comment>
        <translation>Mittelhand</translation>
    </message>
    <message>
        <source>third</source>
        <comment>place at the table</comment>
        <translation>Hinterhand</translation>
    </message>
    <message>
        <source>dealer</source>
        <comment>place at the table: plays last</comment>
        <translation>Geber</translation>
    </message>
    <message>
        <source>Press “Play next available deal”: your first rated game starts this set&apos;s rating.</source>
        <translation>Drücke „Nächstes offenes Spiel spielen“: Dein erstes gewertetes Spiel beginnt die Wertung dieses Sets.</translation>
    </message>
    <message>
        <source>Rating: below {n} games it is (Dodge points − penalty) ÷ {n}, from {n} games on Dodge points ÷ games.</source>
        <translation>Wertung: unter {n} Spielen (Dodgepunkte − Strafpunkte) ÷ {n}, ab {n} Spielen Dodgepunkte ÷ Spiele.</translation>
    </message>
    <message>
        <source>Penalty: from your first rated game, 100 points for each of the {n} obligatory games not played yet.</source>
        <translation>Strafpunkte: ab deinem ersten gewerteten Spiel 100 Punkte für jedes der {n} Pflichtspiele, das noch nicht gespielt ist.</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>nicht begonnen</translation>
    </message>
    <message numerus="yes">
        <source>{games} of 100 (%n to go)</source>
        <translation>
            <numerusform>{games} von 100 (noch %n)</numerusform>
            <numerusform>{games} von 100 (noch %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>You have {before} now; this set moves them from your first rated game on</source>
        <translation>Du hast jetzt {before}; dieses Set bewegt sie ab deinem ersten gewerteten Spiel</translation>
    </message>
    <message>
        <source>You have {before} now; if the set ended now: {outlook}</source>
        <translation>Jetzt hast du {before}; endete das Set jetzt: {outlook}</translation>
    </message>
    <message numerus="yes">
        <source>+ %n without a field yet</source>
        <translation>
            <numerusform>+ %n noch ohne Feld</numerusform>
            <numerusform>+ %n noch ohne Feld</numerusform>
        </translation>
    </message>
    <message>
        <source>seat {n}</source>
        <translation>Platz {n}</translation>
    </message>
    <message>
        <source>Rating: below {n} games it is (Dodge points − penalty) ÷ {n}: ({dodge} − {penalty}) ÷ {n} = {rating}.</source>
        <translation>Wertung: unter {n} Spielen (Dodgepunkte − Strafpunkte) ÷ {n}: ({dodge} − {penalty}) ÷ {n} = {rating}.</translation>
    </message>
    <message>
        <source>Rating: from {n} games on it is Dodge points ÷ games: {dodge} ÷ {games} = {rating}.</source>
        <translation>Wertung: ab {n} Spielen Dodgepunkte ÷ Spiele: {dodge} ÷ {games} = {rating}.</translation>
    </message>
    <message>
        <source>Penalty: 100 points for each of the {n} obligatory games not played yet: {left} × 100 = {penalty}.</source>
        <translation>Strafpunkte: 100 für jedes noch nicht gespielte der {n} Pflichtspiele: {left} × 100 = {penalty}.</translation>
    </message>
    <message>
        <source>Stars: when the set ends, a rating of 0 or more earns a star (at most 3), a negative one costs a star (one always stays).</source>
        <translation>Sterne: Am Ende des Sets bringt eine Wertung ab 0 einen Stern (höchstens 3), eine negative kostet einen (einer bleibt immer).</translation>
    </message>
    <message>
        <source>(closed)</source>
        <translation>(abgeschlossen)</translation>
    </message>
    <message>
        <source>Practise &amp;next deal</source>
        <translation>&amp;Nächstes Spiel üben</translation>
    </message>
    <message>
        <source>{before} → {after} when the set was closed</source>
        <translation>{before} → {after} beim Abschluss des Sets</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <source>this user has no private folder for its socket</source>
        <translation>dieser Benutzer hat keinen privaten Ordner für seinen Socket</translation>
    </message>
    <message>
        <source>the socket {socket} belongs to another user; nothing was sent to it</source>
        <translation>der Socket {socket} gehört einem anderen Benutzer; ihm wurde nichts geschickt</translation>
    </message>
    <message>
        <source>it did not take the request on its socket {socket} within a second</source>
        <translation>es hat die Anfrage an seinem Socket {socket} nicht innerhalb einer Sekunde angenommen</translation>
    </message>
    <message>
        <source>nothing listens on its socket {socket}</source>
        <translation>an seinem Socket {socket} lauscht nichts</translation>
    </message>
    <message>
        <source>its socket {socket} refuses connections</source>
        <translation>sein Socket {socket} weist Verbindungen ab</translation>
    </message>
    <message>
        <source>its socket {socket} may not be used by this user</source>
        <translation>sein Socket {socket} darf von diesem Benutzer nicht benutzt werden</translation>
    </message>
    <message>
        <source>its socket {socket} did not answer within a second</source>
        <translation>sein Socket {socket} hat nicht innerhalb einer Sekunde geantwortet</translation>
    </message>
    <message>
        <source>its socket {socket} could not be reached</source>
        <translation>sein Socket {socket} war nicht erreichbar</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>dokodesk cannot open its database</source>
        <translation>dokodesk kann seine Datenbank nicht öffnen</translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <source>Rating per set and your stars</source>
        <translation>Dodgewertung je Set und deine Sterne</translation>
    </message>
    <message>
        <source>Your Dodge points per game, as Re and as Kontra</source>
        <translation>Deine Dodgepunkte je Spiel, als Re und als Kontra</translation>
    </message>
    <message>
        <source>Your announcements beside the field&apos;s, on the same deals and seat</source>
        <translation>Deine Ansagen neben denen des Feldes, bei denselben Spielen und Sitzen</translation>
    </message>
    <message>
        <source>The field&apos;s pairs of your party: announced or silent</source>
        <translation>Die Paare deiner Partei im Feld: angesagt oder still</translation>
    </message>
    <message>
        <source>&amp;Back to the library</source>
        <translation>&amp;Zurück zur Bibliothek</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Your stars now: {stars}</source>
        <translation>Deine Sterne jetzt: {stars}</translation>
    </message>
    <message>
        <source>{label} (open)</source>
        <translation>{label} (offen)</translation>
    </message>
    <message>
        <source>rating of a closed set</source>
        <translation>Wertung eines abgeschlossenen Sets</translation>
    </message>
    <message>
        <source>stars after it</source>
        <translation>Sterne danach</translation>
    </message>
    <message>
        <source>No rated games yet. Play a set&apos;s deals, then close it to earn stars.</source>
        <translation>Noch keine gewerteten Spiele. Spiele die Spiele eines Sets und schließe es ab, um Sterne zu verdienen.</translation>
    </message>
    <message>
        <source>No set closed yet. Dashed bars: open sets at their current rating (with the penalty for the games still missing to 100).</source>
        <translation>Noch kein Set abgeschlossen. Gestrichelte Balken: offene Sets mit ihrer aktuellen Wertung (mit den Strafpunkten für die bis 100 fehlenden Spiele).</translation>
    </message>
    <message>
        <source>as Re</source>
        <translation>als Re</translation>
    </message>
    <message>
        <source>as Kontra</source>
        <translation>als Kontra</translation>
    </message>
    <message>
        <source>No rated game with a field yet.</source>
        <translation>Noch kein gewertetes Spiel mit Feld.</translation>
    </message>
    <message>
        <source>Dodge points of the game</source>
        <translation>Dodgepunkte des Spiels</translation>
    </message>
    <message>
        <source>games</source>
        <translation>Spiele</translation>
    </message>
    <message numerus="yes">
        <source>{party}: %n game(s), average {mean} Dodge points</source>
        <translation>
            <numerusform>{party}: %n Spiel, im Schnitt {mean} Dodgepunkte</numerusform>
            <numerusform>{party}: %n Spiele, im Schnitt {mean} Dodgepunkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bar: how often it was announced; dark inner bar: announced and made. On your %n logged deal(s) you said Re or Kontra in {you} % of the games, the field at your seat in {field} %; made: {made_you} % of your games and {made_field} % of the field&apos;s.</source>
        <translation>
            <numerusform>Balken: wie oft angesagt wurde; dunkler innerer Balken: angesagt und erfüllt. In deinem %n protokollierten Spiel hast du in {you} % der Spiele Re oder Kontra gesagt, das Feld auf deinem Sitz in {field} %; erfüllt: {made_you} % deiner Spiele und {made_field} % der Spiele des Feldes.</numerusform>
            <numerusform>Balken: wie oft angesagt wurde; dunkler innerer Balken: angesagt und erfüllt. In deinen %n protokollierten Spielen hast du in {you} % der Spiele Re oder Kontra gesagt, das Feld auf deinem Sitz in {field} %; erfüllt: {made_you} % deiner Spiele und {made_field} % der Spiele des Feldes.</numerusform>
        </translation>
    </message>
    <message>
        <source>your partner announced</source>
        <translation>dein Partner hat angesagt</translation>
    </message>
    <message>
        <source>your party stayed silent</source>
        <translation>deine Partei blieb still</translation>
    </message>
    <message numerus="yes">
        <source>{label}: %n deal(s)</source>
        <translation>
            <numerusform>{label}: %n Spiel</numerusform>
            <numerusform>{label}: %n Spiele</numerusform>
        </translation>
    </message>
    <message>
        <source>On deals where your partner announced, the {share} % of the field that announced scored {diff} more than the pairs that stayed silent.</source>
        <translation>Bei Spielen, in denen dein Partner angesagt hat, holten die {share} % des Feldes, die angesagt haben, {diff} mehr als die Paare, die still blieben.</translation>
    </message>
    <message>
        <source>On deals where your party stayed silent, the {share} % of the field that announced scored {diff} more than the pairs that stayed silent.</source>
        <translation>Bei Spielen, in denen deine Partei still blieb, holten die {share} % des Feldes, die angesagt haben, {diff} mehr als die Paare, die still blieben.</translation>
    </message>
    <message>
        <source>Re/Kontra</source>
        <translation>Re/Kontra</translation>
    </message>
    <message numerus="yes">
        <source>%n closed set(s); best rating {best} ({label}). Dashed bars: open sets at their current rating. A rating of 0 or more earns a star, up to three.</source>
        <translation>
            <numerusform>%n abgeschlossenes Set; beste Wertung {best} ({label}). Gestrichelte Balken: offene Sets mit ihrer aktuellen Wertung. Eine Wertung von 0 oder mehr bringt einen Stern, höchstens drei.</numerusform>
            <numerusform>%n abgeschlossene Sets; beste Wertung {best} ({label}). Gestrichelte Balken: offene Sets mit ihrer aktuellen Wertung. Eine Wertung von 0 oder mehr bringt einen Stern, höchstens drei.</numerusform>
        </translation>
    </message>
    <message>
        <source>keine 90</source>
        <translation>keine 90</translation>
    </message>
    <message>
        <source>keine 60</source>
        <translation>keine 60</translation>
    </message>
    <message>
        <source>keine 30</source>
        <translation>keine 30</translation>
    </message>
    <message>
        <source>schwarz</source>
        <translation>schwarz</translation>
    </message>
    <message>
        <source>you</source>
        <translation>du</translation>
    </message>
    <message>
        <source>the field, same seat</source>
        <translation>das Feld, gleicher Sitz</translation>
    </message>
    <message>
        <source>No logged rated game yet.</source>
        <translation>Noch kein gewertetes Spiel mit Protokoll.</translation>
    </message>
    <message>
        <source>you announced</source>
        <translation>du hast angesagt</translation>
    </message>
    <message>
        <source>On deals where you announced, the {share} % of the field that announced scored {diff} more than the pairs that stayed silent.</source>
        <translation>Bei Spielen, in denen du angesagt hast, holten die {share} % des Feldes, die angesagt haben, {diff} mehr als die Paare, die still blieben.</translation>
    </message>
    <message>
        <source>On deals where you announced, the {share} % of the field that announced scored {diff} less than the pairs that stayed silent.</source>
        <translation>Bei Spielen, in denen du angesagt hast, holten die {share} % des Feldes, die angesagt haben, {diff} weniger als die Paare, die still blieben.</translation>
    </message>
    <message>
        <source>On deals where your partner announced, the {share} % of the field that announced scored {diff} less than the pairs that stayed silent.</source>
        <translation>Bei Spielen, in denen dein Partner angesagt hat, holten die {share} % des Feldes, die angesagt haben, {diff} weniger als die Paare, die still blieben.</translation>
    </message>
    <message>
        <source>On deals where your party stayed silent, the {share} % of the field that announced scored {diff} less than the pairs that stayed silent.</source>
        <translation>Bei Spielen, in denen deine Partei still blieb, holten die {share} % des Feldes, die angesagt haben, {diff} weniger als die Paare, die still blieben.</translation>
    </message>
    <message>
        <source>field pairs that announced</source>
        <translation>Paare im Feld, die angesagt haben</translation>
    </message>
    <message>
        <source>that stayed silent</source>
        <translation>die still blieben</translation>
    </message>
    <message>
        <source>No logged field games on the deals you played yet.</source>
        <translation>Noch keine protokollierten Feldspiele bei deinen Spielen.</translation>
    </message>
    <message>
        <source>Average game points of your party&apos;s pairs (logged field games only).</source>
        <translation>Durchschnittliche Spielpunkte der Paare deiner Partei (nur protokollierte Feldspiele).</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>{name} takes the trick ({augen} Augen) · click to go on</source>
        <translation>{name} bekommt den Stich ({augen} Augen) · Klick zum Weiterspielen</translation>
    </message>
    <message>
        <source>Last trick: {name} took {augen} Augen</source>
        <translation>Letzter Stich: {name} ({augen} Augen)</translation>
    </message>
    <message>
        <source>Show my party&apos;s tricks and Augen</source>
        <translation>Meine Stiche und Augen zeigen</translation>
    </message>
    <message>
        <source>Switch off to practise counting.</source>
        <translation>Ausschalten, um das Mitzählen zu üben.</translation>
    </message>
    <message>
        <source>Announcements</source>
        <translation>Ansagen</translation>
    </message>
    <message>
        <source>Show &amp;last trick</source>
        <translation>&amp;Letzten Stich zeigen</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Zurücknehmen</translation>
    </message>
    <message>
        <source>Leave table (game is saved)</source>
        <translation>Tisch verlassen (Spiel gespeichert)</translation>
    </message>
    <message>
        <source>rated</source>
        <translation>gewertet</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>Übung</translation>
    </message>
    <message>
        <source>Deal {n} · {kind}
You are {party}.</source>
        <translation>Spiel {n} · {kind}
Du bist {party}.</translation>
    </message>
    <message>
        <source>{call} (said)</source>
        <translation>{call} (angesagt)</translation>
    </message>
    <message>
        <source>Your party has said {call} already.</source>
        <translation>Deine Partei hat {call} schon angesagt.</translation>
    </message>
    <message>
        <source>All {n} tricks played</source>
        <translation>Alle {n} Stiche gespielt</translation>
    </message>
    <message>
        <source>You take the trick ({augen} Augen) · click to go on</source>
        <translation>Du bekommst den Stich ({augen} Augen) · Klick zum Weiterspielen</translation>
    </message>
    <message>
        <source>you take trick {k}</source>
        <translation>du bekommst Stich {k}</translation>
    </message>
    <message>
        <source>{name} takes trick {k}</source>
        <translation>{name} bekommt Stich {k}</translation>
    </message>
    <message>
        <source>your turn</source>
        <translation>du bist dran</translation>
    </message>
    <message>
        <source>{name}&apos;s turn</source>
        <translation>{name} ist dran</translation>
    </message>
    <message>
        <source>Trick {k} of {n} · {turn}</source>
        <translation>Stich {k} von {n} · {turn}</translation>
    </message>
    <message>
        <source>You and {partner}</source>
        <translation>Du und {partner}</translation>
    </message>
    <message>
        <source>You (partner not yet known)</source>
        <translation>Du (Partner noch unbekannt)</translation>
    </message>
    <message>
        <source>{who}: tricks {tricks} · Augen {augen}</source>
        <translation>{who}: Stiche {tricks} · Augen {augen}</translation>
    </message>
    <message>
        <source>Said so far: {calls}</source>
        <translation>Bisher angesagt: {calls}</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>noch keine</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>Not possible at this moment.</source>
        <translation>Gerade nicht möglich.</translation>
    </message>
    <message>
        <source>&amp;All tricks</source>
        <translation>&amp;Alle Stiche</translation>
    </message>
    <message>
        <source>Every trick of the game so far (T)</source>
        <translation>Alle Stiche des Spiels bisher (T)</translation>
    </message>
    <message>
        <source>Leave table (game is kept, saved later)</source>
        <translation>Tisch verlassen (Spiel wird später gespeichert)</translation>
    </message>
    <message>
        <source>Hints are for practice games; a rated game is your own.</source>
        <translation>Tipps gibt es nur in Übungsspielen; ein gewertetes Spiel spielst du allein.</translation>
    </message>
    <message>
        <source>A complete trick stays: {seconds} s (or until you click)</source>
        <translation>Ein voller Stich bleibt liegen: {seconds} s (oder bis zum Klick)</translation>
    </message>
    <message>
        <source>Bot pace: {seconds} s per card</source>
        <translation>Tempo der Bots: {seconds} s pro Karte</translation>
    </message>
</context>
<context>
    <name>TableWidget</name>
    <message>
        <source>Card table</source>
        <translation>Kartentisch</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <source>leads</source>
        <translation>kommt raus</translation>
    </message>
    <message>
        <source>lead</source>
        <comment>said of you: you lead the trick</comment>
        <translation>kommst raus</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>trump</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>Neun</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Zehn</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{suit}-{rank}</translation>
    </message>
    <message>
        <source>{n}st</source>
        <translation>{n}.</translation>
    </message>
    <message>
        <source>{n}nd</source>
        <translation>{n}.</translation>
    </message>
    <message>
        <source>{n}rd</source>
        <translation>{n}.</translation>
    </message>
    <message>
        <source>{n}th</source>
        <translation>{n}.</translation>
    </message>
    <message>
        <source>before your {nth} card</source>
        <translation>vor deiner {nth} Karte</translation>
    </message>
    <message>
        <source>You must follow {suit}</source>
        <translation>Du musst {suit} bedienen</translation>
    </message>
    <message>
        <source>{name} must follow {suit}</source>
        <translation>{name} muss {suit} bedienen</translation>
    </message>
    <message>
        <source>It is not your turn</source>
        <translation>Du bist nicht dran</translation>
    </message>
    <message>
        <source>It is not {name}&apos;s turn</source>
        <translation>{name} ist nicht dran</translation>
    </message>
    <message>
        <source>You do not hold {card}</source>
        <translation>Du hast {card} nicht auf der Hand</translation>
    </message>
    <message>
        <source>{name} does not hold {card}</source>
        <translation>{name} hat {card} nicht auf der Hand</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>You are {party}; only the {ansage} party says {ansage}</source>
        <translation>Du bist {party}; nur die {ansage}-Partei sagt {ansage} an</translation>
    </message>
    <message>
        <source>{name} is {party}; only the {ansage} party says {ansage}</source>
        <translation>{name} ist {party}; nur die {ansage}-Partei sagt {ansage} an</translation>
    </message>
    <message>
        <source>{level} is already announced</source>
        <translation>{level} ist schon angesagt</translation>
    </message>
    <message>
        <source>{party} has already made {level}</source>
        <translation>{party} hat schon {level} angesagt</translation>
    </message>
    <message>
        <source>{party} replied after the Ansage deadline and makes no Absage in this game</source>
        <translation>{party} hat erst nach der Ansagefrist geantwortet und kann in diesem Spiel nicht mehr absagen</translation>
    </message>
    <message>
        <source>{level} as a reply needs at least {needed} cards in hand; you have {cards}</source>
        <translation>{level} als Antwort geht nur mit mindestens {needed} Karten auf der Hand; du hast nur noch {cards}</translation>
    </message>
    <message>
        <source>{level} as a reply needs at least {needed} cards in hand; {name} has {cards}</source>
        <translation>{level} als Antwort geht nur mit mindestens {needed} Karten auf der Hand; {name} hat nur noch {cards}</translation>
    </message>
    <message>
        <source>{level} needs at least {needed} cards in hand; you have {cards}</source>
        <translation>{level} geht nur mit mindestens {needed} Karten auf der Hand; du hast nur noch {cards}</translation>
    </message>
    <message>
        <source>{level} needs at least {needed} cards in hand; {name} has {cards}</source>
        <translation>{level} geht nur mit mindestens {needed} Karten auf der Hand; {name} hat nur noch {cards}</translation>
    </message>
    <message>
        <source>{level} jumps over {lowest}, which needs at least {needed} cards in hand; you have {cards}</source>
        <translation>{level} überspringt {lowest}, und das geht nur mit mindestens {needed} Karten auf der Hand; du hast nur noch {cards}</translation>
    </message>
    <message>
        <source>{level} jumps over {lowest}, which needs at least {needed} cards in hand; {name} has {cards}</source>
        <translation>{level} überspringt {lowest}, und das geht nur mit mindestens {needed} Karten auf der Hand; {name} hat nur noch {cards}</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>under 90</source>
        <translation>unter 90</translation>
    </message>
    <message>
        <source>under 60</source>
        <translation>unter 60</translation>
    </message>
    <message>
        <source>under 30</source>
        <translation>unter 30</translation>
    </message>
    <message>
        <source>Re announced</source>
        <translation>Re angesagt</translation>
    </message>
    <message>
        <source>Kontra announced</source>
        <translation>Kontra angesagt</translation>
    </message>
    <message>
        <source>won against the Kreuz-Damen</source>
        <translation>gegen die Kreuz-Damen gewonnen</translation>
    </message>
    <message>
        <source>Fuchs caught</source>
        <translation>Fuchs gefangen</translation>
    </message>
    <message>
        <source>120 against keine 90</source>
        <translation>120 gegen keine 90</translation>
    </message>
    <message>
        <source>90 against keine 60</source>
        <translation>90 gegen keine 60</translation>
    </message>
    <message>
        <source>60 against keine 30</source>
        <translation>60 gegen keine 30</translation>
    </message>
    <message>
        <source>30 against schwarz</source>
        <translation>30 gegen schwarz</translation>
    </message>
    <message>
        <source>Dodge practice set (demo)</source>
        <translation>Dodge-Übungsset (Demo)</translation>
    </message>
</context>
<context>
    <name>TrainingDialog</name>
    <message>
        <source>Announcement training</source>
        <translation>Ansagetraining</translation>
    </message>
    <message>
        <source>Stay &amp;silent</source>
        <translation>&amp;Schweigen</translation>
    </message>
    <message>
        <source>The &amp;expert plays the rest</source>
        <translation>Der &amp;Experte spielt den Rest</translation>
    </message>
    <message>
        <source>&amp;You play on</source>
        <translation>&amp;Du spielst weiter</translation>
    </message>
    <message>
        <source>&amp;Next stop</source>
        <translation>&amp;Nächster Halt</translation>
    </message>
    <message>
        <source>All deals done. Right answers: {right} of {n}.</source>
        <translation>Alle Spiele durch. Richtige Antworten: {right} von {n}.</translation>
    </message>
    <message>
        <source>Stop at every card up to the &amp;deadline</source>
        <translation>Vor &amp;jeder Karte bis zur Frist anhalten</translation>
    </message>
    <message>
        <source>Not only at the first and the last chance</source>
        <translation>Nicht nur bei der ersten und der letzten Gelegenheit</translation>
    </message>
    <message>
        <source>&amp;Announce {call}</source>
        <translation>{call} &amp;ansagen</translation>
    </message>
    <message>
        <source>Deal {n}, trick {trick}: you are {party}.</source>
        <translation>Spiel {n}, Stich {trick}: du bist {party}.</translation>
    </message>
    <message>
        <source>Last chance for {call}: after this card it is too late.</source>
        <translation>Letzte Gelegenheit für {call}: nach dieser Karte ist es zu spät.</translation>
    </message>
    <message>
        <source>It would be an Erwiderung: the other party has announced.</source>
        <translation>Es wäre eine Erwiderung: die Gegenpartei hat schon angesagt.</translation>
    </message>
    <message>
        <source>The coach weighs both options…</source>
        <translation>Der Trainer wägt beide Möglichkeiten ab …</translation>
    </message>
    <message>
        <source>The verdict failed: {message}</source>
        <translation>Die Bewertung ist fehlgeschlagen: {message}</translation>
    </message>
    <message>
        <source>Right.</source>
        <translation>Richtig.</translation>
    </message>
    <message>
        <source>Not the best choice.</source>
        <translation>Nicht die beste Wahl.</translation>
    </message>
    <message>
        <source>About equal.</source>
        <translation>Etwa gleich.</translation>
    </message>
    <message>
        <source>{right} From what you knew, with the others answering: announce {call}: {a} game points; stay silent for now: {s} (difference ±{se}, {n} sampled deals).</source>
        <translation>{right} Nach dem, was du wissen konntest, mit Antwort der anderen: mit Ansage {call}: {a} Spielpunkte; vorerst ohne Ansage: {s} (Unterschied ±{se}, {n} simulierte Kartenverteilungen).</translation>
    </message>
    <message>
        <source>You answered this stop before: it counts once.</source>
        <translation>Diesen Halt hast du schon beantwortet: er zählt einmal.</translation>
    </message>
    <message>
        <source>about equal</source>
        <translation>etwa gleich</translation>
    </message>
    <message>
        <source>Deal {n}, trick {trick}: {choice} {call} — {right}</source>
        <translation>Spiel {n}, Stich {trick}: {choice} {call} — {right}</translation>
    </message>
    <message>
        <source>This session: {right} of {n} right, {equal} about equal · all sessions: {all_right} of {all_n} right, {all_equal} about equal.</source>
        <translation>Diese Sitzung: {right} von {n} richtig, {equal} etwa gleich · alle Sitzungen: {all_right} von {all_n} richtig, {all_equal} etwa gleich.</translation>
    </message>
    <message>
        <source>On this deal, the expert played the rest: {points} points for your party{extra}.</source>
        <translation>Auf diesem Blatt spielte der Experte den Rest: {points} Punkte für deine Partei{extra}.</translation>
    </message>
    <message>
        <source>announced</source>
        <translation>angesagt</translation>
    </message>
    <message>
        <source>silent on</source>
        <translation>geschwiegen zu</translation>
    </message>
    <message>
        <source>right</source>
        <translation>richtig</translation>
    </message>
    <message>
        <source>First chance for {call}: it can be said {deadline}.</source>
        <translation>Erste Gelegenheit für {call}: möglich {deadline}.</translation>
    </message>
    <message>
        <source>Still possible: {call}, {deadline}.</source>
        <translation>Noch möglich: {call}, {deadline}.</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>falsch</translation>
    </message>
    <message>
        <source>, {dodge} Dodge points against the field</source>
        <translation>, {dodge} Dodgepunkte gegen das Feld</translation>
    </message>
</context>
<context>
    <name>TrainingFlow</name>
    <message>
        <source>Announcement training</source>
        <translation>Ansagetraining</translation>
    </message>
    <message>
        <source>Open a set first.</source>
        <translation>Öffne zuerst ein Set.</translation>
    </message>
    <message>
        <source>Announcement training shows the hands: play the deals of this set first (or close the set).</source>
        <translation>Das Ansagetraining zeigt die Blätter: spiele die Spiele dieses Sets zuerst (oder schließe das Set).</translation>
    </message>
    <message>
        <source>Preparing the training…</source>
        <translation>Das Training wird vorbereitet…</translation>
    </message>
</context>
<context>
    <name>Traveller</name>
    <message>
        <source>Random</source>
        <translation>Zufall</translation>
    </message>
    <message>
        <source>Simple</source>
        <translation>Einfach</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Stark</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <source>Your seat</source>
        <translation>Dein Platz</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <source>Opponent left</source>
        <translation>Gegner links</translation>
    </message>
    <message>
        <source>Opponent across</source>
        <translation>Gegner gegenüber</translation>
    </message>
    <message>
        <source>Opponent right</source>
        <translation>Gegner rechts</translation>
    </message>
    <message>
        <source>your seat</source>
        <translation>dein Platz</translation>
    </message>
</context>
<context>
    <name>TravellerModel</name>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Gewinner</translation>
    </message>
    <message>
        <source>Announcements</source>
        <translation>Ansagen</translation>
    </message>
    <message>
        <source>{party}-Augen</source>
        <translation>{party}-Augen</translation>
    </message>
    <message>
        <source>Value {party}</source>
        <translation>Wert {party}</translation>
    </message>
    <message>
        <source>Dodge</source>
        <translation>Dodge</translation>
    </message>
    <message>
        <source>Who played at that table</source>
        <translation>Wer an diesem Tisch gespielt hat</translation>
    </message>
    <message>
        <source>The party that won the game</source>
        <translation>Die Partei, die das Spiel gewonnen hat</translation>
    </message>
    <message>
        <source>Announcements, Re first</source>
        <translation>Ansagen, Re zuerst</translation>
    </message>
    <message>
        <source>Augen {party}</source>
        <translation>Augen {party}</translation>
    </message>
    <message>
        <source>Game value {party}</source>
        <translation>Spielwert {party}</translation>
    </message>
    <message>
        <source>Dodge points {party}</source>
        <translation>Dodgepunkte {party}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>table {n} (no log)</source>
        <translation>Tisch {n} (ohne Protokoll)</translation>
    </message>
    <message>
        <source>table {n}</source>
        <translation>Tisch {n}</translation>
    </message>
    <message>
        <source>no log</source>
        <translation>kein Protokoll</translation>
    </message>
    <message>
        <source>Imported without a log: only the points are known, nothing to replay.</source>
        <translation>Ohne Protokoll importiert: Nur die Punkte sind bekannt, nichts zum Nachspielen.</translation>
    </message>
</context>
<context>
    <name>TravellerTable</name>
    <message>
        <source>Double-click a game with a log to replay it in review.</source>
        <translation>Doppelklick auf ein Spiel mit Protokoll spielt es in der Nachbetrachtung ab.</translation>
    </message>
    <message>
        <source>Loading the field&apos;s results…</source>
        <translation>Die Ergebnisse des Felds werden geladen…</translation>
    </message>
</context>
<context>
    <name>TrickHistory</name>
    <message>
        <source>Trick</source>
        <translation>Stich</translation>
    </message>
    <message>
        <source>Led by</source>
        <translation>Ausgespielt von</translation>
    </message>
    <message>
        <source>Cards in play order</source>
        <translation>Karten in Spielreihenfolge</translation>
    </message>
    <message>
        <source>Taken by</source>
        <translation>Gewonnen von</translation>
    </message>
    <message>
        <source>Augen</source>
        <translation>Augen</translation>
    </message>
    <message>
        <source>Tricks so far</source>
        <translation>Stiche bisher</translation>
    </message>
</context>
<context>
    <name>TricksSoFar</name>
    <message>
        <source>Tricks so far</source>
        <translation>Bisherige Stiche</translation>
    </message>
    <message>
        <source>Tricks so far: none yet</source>
        <translation>Bisherige Stiche: noch keiner</translation>
    </message>
    <message>
        <source>Trick {k}: {name}</source>
        <translation>Stich {k}: {name}</translation>
    </message>
</context>
<context>
    <name>Verdict</name>
    <message>
        <source>trick {numbers}</source>
        <translation>Stich {numbers}</translation>
    </message>
    <message>
        <source>tricks {numbers}</source>
        <translation>Stiche {numbers}</translation>
    </message>
    <message>
        <source>had ended the game</source>
        <comment>said of you</comment>
        <translation>hattest das Spiel beendet</translation>
    </message>
    <message>
        <source>had ended the game</source>
        <translation>hatte das Spiel beendet</translation>
    </message>
    <message>
        <source>said {call}</source>
        <comment>said of you</comment>
        <translation>sagtest {call} an</translation>
    </message>
    <message>
        <source>said {call}</source>
        <translation>sagte {call} an</translation>
    </message>
    <message>
        <source>played {card}</source>
        <comment>said of you</comment>
        <translation>spieltest {card}</translation>
    </message>
    <message>
        <source>played {card}</source>
        <translation>spielte {card}</translation>
    </message>
    <message>
        <source>No pairs of your party in this deal&apos;s field yet.</source>
        <translation>Noch keine Paare deiner Partei im Feld dieses Spiels.</translation>
    </message>
    <message>
        <source>Every {party} pair of the field played your very line: the cards decided this deal.</source>
        <translation>Jedes {party}-Paar des Feldes spielte genau deinen Weg: die Karten haben dieses Spiel entschieden.</translation>
    </message>
    <message>
        <source>Their games are not logged: what they did differently is not known.</source>
        <translation>Ihre Spiele sind nicht protokolliert: was sie anders machten, ist nicht bekannt.</translation>
    </message>
    <message>
        <source>you</source>
        <translation>du</translation>
    </message>
    <message>
        <source>your partner</source>
        <translation>dein Partner</translation>
    </message>
    <message>
        <source>an opponent</source>
        <translation>ein Gegner</translation>
    </message>
    <message>
        <source>the player in your seat</source>
        <translation>der Spieler auf deinem Platz</translation>
    </message>
    <message>
        <source>the partner</source>
        <translation>der Partner</translation>
    </message>
    <message>
        <source>the opponent</source>
        <translation>der Gegner</translation>
    </message>
    <message>
        <source>from what you knew, one mistake cost about {loss} expected game points (±{se}, trick {trick})</source>
        <translation>nach dem, was du wissen konntest, kostete ein Fehler etwa {loss} erwartete Spielpunkte (±{se}, Stich {trick})</translation>
    </message>
    <message>
        <source>from what you knew, no mistake</source>
        <translation>nach dem, was du wissen konntest, kein Fehler</translation>
    </message>
    <message>
        <source>Your own cards: {parts}; with all hands open: still working.</source>
        <translation>Deine eigenen Karten: {parts}; mit offenen Karten: noch in Arbeit.</translation>
    </message>
    <message>
        <source>Your own cards: {parts}.</source>
        <translation>Deine eigenen Karten: {parts}.</translation>
    </message>
    <message>
        <source>Your own cards: neither view found a mistake: well played.</source>
        <translation>Deine eigenen Karten: keine der beiden Sichten fand einen Fehler: gut gespielt.</translation>
    </message>
    <message>
        <source>Your own cards: neither view found a mistake.</source>
        <translation>Deine eigenen Karten: keine der beiden Sichten fand einen Fehler.</translation>
    </message>
</context>
<context>
    <name>_FieldNoteWords</name>
    <message numerus="yes">
        <source>{reached} of %n {party} pair(s) were here: {choices}</source>
        <translation>
            <numerusform>{reached} von %n {party}-Paar war hier: {choices}</numerusform>
            <numerusform>{reached} von %n {party}-Paaren waren hier: {choices}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>_FormulaWords</name>
    <message numerus="yes">
        <source>%n {party} pair(s) scored less</source>
        <translation>
            <numerusform>%n {party}-Paar hat weniger Punkte</numerusform>
            <numerusform>%n {party}-Paare haben weniger Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>%n mehr</numerusform>
            <numerusform>%n mehr</numerusform>
        </translation>
    </message>
    <message>
        <source>{counts}, {field} in the field: ({fewer} − {more}) / {field} × 100 = {dodge}</source>
        <translation>{counts}, {field} im Feld: ({fewer} − {more}) / {field} × 100 = {dodge}</translation>
    </message>
</context>
<context>
    <name>_MistakeWords</name>
    <message numerus="yes">
        <source>From what you knew, your %n mistakes cost about {game} expected game points (±{game_se}).</source>
        <translation>
            <numerusform>Nach dem, was du wissen konntest, kostete dein %n Fehler etwa {game} erwartete Spielpunkte (±{game_se}).</numerusform>
            <numerusform>Nach dem, was du wissen konntest, kosteten deine %n Fehler etwa {game} erwartete Spielpunkte (±{game_se}).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>_OpenHandsWords</name>
    <message numerus="yes">
        <source>On this deal, all hands open: your card gave away %n game point(s) ({best} kept the value).</source>
        <translation>
            <numerusform>Auf diesem Blatt, alle Karten offen: deine Karte gab %n Spielpunkt ab ({best} hielt den Wert).</numerusform>
            <numerusform>Auf diesem Blatt, alle Karten offen: deine Karte gab %n Spielpunkte ab ({best} hielt den Wert).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>On this deal, all hands open (your last {n} of {total} cards): %n game point(s) given away against best play by all four.</source>
        <translation>
            <numerusform>Auf diesem Blatt, alle Karten offen (deine letzten {n} von {total} Karten): %n Spielpunkt abgegeben gegen bestes Spiel aller vier.</numerusform>
            <numerusform>Auf diesem Blatt, alle Karten offen (deine letzten {n} von {total} Karten): %n Spielpunkte abgegeben gegen bestes Spiel aller vier.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>_SeasonWords</name>
    <message numerus="yes">
        <source>%n rated game(s)</source>
        <translation>
            <numerusform>%n gewertetes Spiel</numerusform>
            <numerusform>%n gewertete Spiele</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>_VerdictWords</name>
    <message numerus="yes">
        <source>{more} of %n {party} pair(s) scored more than your {own}, {fewer} less.</source>
        <translation>
            <numerusform>{more} von %n {party}-Paar mit mehr Punkten als deine {own}, {fewer} mit weniger.</numerusform>
            <numerusform>{more} von %n {party}-Paaren mit mehr Punkten als deine {own}, {fewer} mit weniger.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Top of the field: none of the %n {party} pair(s) scored more than your {own} ({fewer} less).</source>
        <translation>
            <numerusform>Spitze des Feldes: das %n {party}-Paar holte nicht mehr als deine {own} ({fewer} weniger).</numerusform>
            <numerusform>Spitze des Feldes: keines der %n {party}-Paare holte mehr als deine {own} ({fewer} weniger).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of them left your line in trick {trick}: {who} {yours}, at their tables {who_there} {theirs}; those {pairs} averaged {mean} (you {own}).</source>
        <translation>
            <numerusform>%n davon verließ deinen Weg in Stich {trick}: {who} {yours}, an ihren Tischen dagegen: {who_there} {theirs}; diese {pairs} holten im Schnitt {mean} (du {own}).</numerusform>
            <numerusform>%n davon verließen deinen Weg in Stich {trick}: {who} {yours}, an ihren Tischen dagegen: {who_there} {theirs}; diese {pairs} holten im Schnitt {mean} (du {own}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of them left your line in trick {trick}: {who} {yours}, at their tables {who_there} {theirs}; all {pairs} pairs that left it there averaged {mean} (you {own}).</source>
        <translation>
            <numerusform>%n davon verließ deinen Weg in Stich {trick}: {who} {yours}, an ihren Tischen dagegen: {who_there} {theirs}; alle {pairs} Paare, die ihn dort verließen, holten im Schnitt {mean} (du {own}).</numerusform>
            <numerusform>%n davon verließen deinen Weg in Stich {trick}: {who} {yours}, an ihren Tischen dagegen: {who_there} {theirs}; alle {pairs} Paare, die ihn dort verließen, holten im Schnitt {mean} (du {own}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>with all hands open, %n game point(s) given away ({tricks})</source>
        <translation>
            <numerusform>mit offenen Karten %n Spielpunkt verschenkt ({tricks})</numerusform>
            <numerusform>mit offenen Karten %n Spielpunkte verschenkt ({tricks})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>from what you knew, %n mistakes cost about {loss} expected game points ({tricks})</source>
        <translation>
            <numerusform>nach dem, was du wissen konntest, kostete %n Fehler etwa {loss} erwartete Spielpunkte ({tricks})</numerusform>
            <numerusform>nach dem, was du wissen konntest, kosteten %n Fehler etwa {loss} erwartete Spielpunkte ({tricks})</numerusform>
        </translation>
    </message>
</context>
</TS>
