<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>About</name>
    <message>
        <location filename="../../dokodesk/app/help_dialogs.py" line="116"/>
        <source>&lt;h3&gt;dokodesk {version}&lt;/h3&gt;&lt;p&gt;An offline trainer for Dodge, the duplicate form of Doppelkopf.&lt;/p&gt;&lt;p&gt;Python {python} · Qt {qt} · PySide6 {pyside} · numpy {numpy}&lt;/p&gt;&lt;p&gt;&lt;b&gt;Licences&lt;/b&gt;&lt;br&gt;dokodesk: MIT licence.&lt;br&gt;Card art: “SVG-cards” by Adrian Kennard (www.me.uk/cards), CC0 1.0 (public domain).&lt;br&gt;Qt and PySide6: LGPL v3. numpy: BSD licence. appdirs: MIT licence.&lt;/p&gt;&lt;p&gt;The Dodge rules follow the Dodge Rally’s “Regeln &amp;amp; Wertung”.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;dokodesk {version}&lt;/h3&gt;&lt;p&gt;Ein Offline-Trainer für Dodge, Doppelkopf mit vorgemischten Karten.&lt;/p&gt;&lt;p&gt;Python {python} · Qt {qt} · PySide6 {pyside} · numpy {numpy}&lt;/p&gt;&lt;p&gt;&lt;b&gt;Lizenzen&lt;/b&gt;&lt;br&gt;dokodesk: MIT-Lizenz.&lt;br&gt;Kartenbilder: „SVG-cards“ von Adrian Kennard (www.me.uk/cards), CC0 1.0 (gemeinfrei).&lt;br&gt;Qt und PySide6: LGPL v3. numpy: BSD-Lizenz. appdirs: MIT-Lizenz.&lt;/p&gt;&lt;p&gt;Die Dodge-Regeln folgen „Regeln &amp;amp; Wertung“ der Dodge-Rally.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/help_dialogs.py" line="129"/>
        <source>About dokodesk</source>
        <translation>Über dokodesk</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <location filename="../../dokodesk/app/analysis_panel.py" line="36"/>
        <source>no announcement</source>
        <translation>keine Ansage</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/analysis_panel.py" line="44"/>
        <source>−{points} expected points</source>
        <translation>−{points} erwartete Punkte</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/analysis_panel.py" line="52"/>
        <source>led {card} into a known void</source>
        <translation>{card} ausgespielt, obwohl ein Gegner die Farbe bekanntlich frei hat</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/analysis_panel.py" line="54"/>
        <source>led {card} while the Ace was still out</source>
        <translation>{card} ausgespielt, obwohl das Ass noch draußen war</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/analysis_panel.py" line="56"/>
        <source>ducked with {card}; {best} would have won the trick</source>
        <translation>mit {card} den Stich laufen lassen; {best} hätte ihn gewonnen</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/analysis_panel.py" line="58"/>
        <source>did not say {call}</source>
        <translation>{call} nicht angesagt</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/analysis_panel.py" line="60"/>
        <source>said {call} against the odds</source>
        <translation>{call} angesagt, obwohl die Chancen dagegen standen</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/analysis_panel.py" line="62"/>
        <source>said {call}; {best} was better</source>
        <translation>{call} angesagt; {best} war besser</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/analysis_panel.py" line="64"/>
        <source>did not announce</source>
        <translation>nichts angesagt</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/analysis_panel.py" line="66"/>
        <source>said {call}</source>
        <translation>{call} angesagt</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/analysis_panel.py" line="68"/>
        <source>played {card}; {best} was better</source>
        <translation>{card} gespielt; {best} war besser</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/analysis_panel.py" line="77"/>
        <source>say {call} ({with_} expected points with it, {without} without)</source>
        <translation>{call} ansagen ({with_} erwartete Punkte mit, {without} ohne)</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/analysis_panel.py" line="80"/>
        <source>play {card}, the only legal card</source>
        <translation>{card} spielen, die einzige erlaubte Karte</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/analysis_panel.py" line="82"/>
        <source>play {card}: {value} expected points over {n} sampled deals ({second}: {second_value})</source>
        <translation>{card} spielen: im Schnitt {value} Punkte in {n} simulierten Kartenverteilungen ({second}: {second_value})</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/analysis_panel.py" line="86"/>
        <source>Hint: nothing to do now</source>
        <translation>Tipp: jetzt nichts zu tun</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/analysis_panel.py" line="87"/>
        <source>Hint (expert): {what}</source>
        <translation>Tipp (Experte): {what}</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/analysis_panel.py" line="113"/>
        <source>Where the points went (expert analysis)</source>
        <translation>Wo die Punkte blieben (Analyse des Experten)</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/analysis_panel.py" line="120"/>
        <source>&amp;Cancel analysis</source>
        <translation>Analyse a&amp;bbrechen</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/analysis_panel.py" line="145"/>
        <source>No analysis for this game.</source>
        <translation>Keine Analyse für dieses Spiel.</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/analysis_panel.py" line="155"/>
        <source>The expert is analysing your decisions…</source>
        <translation>Der Experte analysiert deine Entscheidungen …</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/analysis_panel.py" line="160"/>
        <source>{done} of {total} decisions</source>
        <translation>{done} von {total} Entscheidungen</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/analysis_panel.py" line="165"/>
        <source>Analysis cancelled.</source>
        <translation>Analyse abgebrochen.</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/analysis_panel.py" line="170"/>
        <source>The analysis failed: {message}</source>
        <translation>Die Analyse ist fehlgeschlagen: {message}</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/analysis_panel.py" line="182"/>
        <source>Expected game points lost in all: {total} over {n} decisions.</source>
        <translation>Insgesamt verlorene erwartete Spielpunkte: {total} bei {n} Entscheidungen.</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/analysis_panel.py" line="186"/>
        <source>Trick {trick}: {reason}</source>
        <translation>Stich {trick}: {reason}</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/analysis_panel.py" line="192"/>
        <source>No decision lost noticeably: well played.</source>
        <translation>Keine Entscheidung hat spürbar verloren: gut gespielt.</translation>
    </message>
</context>
<context>
    <name>DodgeHelpDialog</name>
    <message>
        <location filename="../../dokodesk/app/help_dialogs.py" line="99"/>
        <source>How Dodge works</source>
        <translation>So funktioniert Dodge</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../../dokodesk/app/controller.py" line="80"/>
        <source>No hint: {message}</source>
        <translation>Kein Tipp: {message}</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/controller.py" line="115"/>
        <location filename="../../dokodesk/app/table_page.py" line="177"/>
        <source>Wait for your turn</source>
        <translation>Warte, bis du am Zug bist</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/controller.py" line="120"/>
        <location filename="../../dokodesk/app/controller.py" line="132"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/controller.py" line="145"/>
        <source>A rated game cannot be taken back; undo is for practice games.</source>
        <translation>Ein gewertetes Spiel lässt sich nicht zurücknehmen; Zurücknehmen gibt es nur in Übungsspielen.</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/controller.py" line="146"/>
        <source>Nothing to undo yet.</source>
        <translation>Noch nichts zurückzunehmen.</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/controller.py" line="168"/>
        <source>The expert is thinking about a hint…</source>
        <translation>Der Experte überlegt sich einen Tipp …</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/controller.py" line="213"/>
        <source>{name} says: {call}</source>
        <translation>{name} sagt: {call}</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/controller.py" line="218"/>
        <source>no card</source>
        <translation>keine Karte</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/controller.py" line="244"/>
        <source>{name}&apos;s bot failed ({error}); a simple bot plays this card instead.</source>
        <translation>Der Bot von {name} ist ausgefallen ({error}); ein einfacher Bot spielt diese Karte für ihn.</translation>
    </message>
</context>
<context>
    <name>GenerateDialog</name>
    <message>
        <location filename="../../dokodesk/app/main_window.py" line="617"/>
        <source>Generate a practice set</source>
        <translation>Übungsset erstellen</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main_window.py" line="626"/>
        <source>48 cards (with nines)</source>
        <translation>48 Karten (mit Neunen)</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main_window.py" line="627"/>
        <source>40 cards (without nines)</source>
        <translation>40 Karten (ohne Neunen)</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main_window.py" line="629"/>
        <source>Deals:</source>
        <translation>Spiele:</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main_window.py" line="630"/>
        <source>Seed:</source>
        <translation>Startwert (Seed):</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main_window.py" line="631"/>
        <source>Simulated field (tables per deal):</source>
        <translation>Simuliertes Feld (Tische pro Spiel):</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main_window.py" line="632"/>
        <source>Deck:</source>
        <translation>Blatt:</translation>
    </message>
</context>
<context>
    <name>HistogramWidget</name>
    <message>
        <location filename="../../dokodesk/app/result_page.py" line="41"/>
        <source>{points:+d} points: {count} pairs</source>
        <translation>{points:+d} Punkte: {count} Paare</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/result_page.py" line="51"/>
        <source>No field results for this deal yet</source>
        <translation>Noch keine Ergebnisse aus dem Feld für dieses Spiel</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/result_page.py" line="70"/>
        <source>points of the {party} pair</source>
        <translation>Punkte des {party}-Paares</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/result_page.py" line="71"/>
        <source>points of the pair</source>
        <translation>Punkte des Paares</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/result_page.py" line="78"/>
        <source>pairs</source>
        <translation>Paare</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/result_page.py" line="94"/>
        <source>you: {points:+d}</source>
        <translation>Du: {points:+d}</translation>
    </message>
</context>
<context>
    <name>LeagueCalculatorDialog</name>
    <message>
        <location filename="../../dokodesk/app/league_dialog.py" line="65"/>
        <source>League calculator</source>
        <translation>Liga-Rechner</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/league_dialog.py" line="72"/>
        <source>Month</source>
        <translation>Monat</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/league_dialog.py" line="73"/>
        <source>Ligapunkte</source>
        <translation>Ligapunkte</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/league_dialog.py" line="74"/>
        <source>Season</source>
        <translation>Saison</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/league_dialog.py" line="75"/>
        <source>Ewige Bestenliste</source>
        <translation>Ewige Bestenliste</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/league_dialog.py" line="76"/>
        <source>Solo</source>
        <translation>Solo</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/league_dialog.py" line="147"/>
        <source>{0} %</source>
        <translation>{0} %</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/league_dialog.py" line="158"/>
        <location filename="../../dokodesk/app/league_dialog.py" line="211"/>
        <location filename="../../dokodesk/app/league_dialog.py" line="237"/>
        <source>Spielpunkte:</source>
        <translation>Spielpunkte:</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/league_dialog.py" line="159"/>
        <location filename="../../dokodesk/app/league_dialog.py" line="212"/>
        <location filename="../../dokodesk/app/league_dialog.py" line="238"/>
        <location filename="../../dokodesk/app/league_dialog.py" line="266"/>
        <source>League games:</source>
        <translation>Ligaspiele:</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/league_dialog.py" line="160"/>
        <source>Monatswertung:</source>
        <translation>Monatswertung:</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/league_dialog.py" line="161"/>
        <source>Rule:</source>
        <translation>Regel:</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/league_dialog.py" line="162"/>
        <source>Punkteschnitt:</source>
        <translation>Punkteschnitt:</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/league_dialog.py" line="182"/>
        <source>Class:</source>
        <translation>Klasse:</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/league_dialog.py" line="183"/>
        <source>Place:</source>
        <translation>Platz:</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/league_dialog.py" line="184"/>
        <source>Players in the class:</source>
        <translation>Spieler in der Klasse:</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/league_dialog.py" line="185"/>
        <source>Ligapunkte:</source>
        <translation>Ligapunkte:</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/league_dialog.py" line="186"/>
        <source>Before rounding:</source>
        <translation>Ungerundet:</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/league_dialog.py" line="187"/>
        <source>Month end:</source>
        <translation>Monatsende:</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/league_dialog.py" line="208"/>
        <source>Months of this and the next season that can still be chosen on this date, if no Sperrmonat has been chosen in that season yet. March and September never can.</source>
        <translation>Monate dieser und der nächsten Saison, die an diesem Datum noch als Sperrmonat gewählt werden können, sofern in der jeweiligen Saison noch kein Sperrmonat gewählt wurde. März und September sind nie möglich.</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/league_dialog.py" line="213"/>
        <source>Saisonschnitt:</source>
        <translation>Saisonschnitt:</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/league_dialog.py" line="214"/>
        <source>Penalty:</source>
        <translation>Strafpunkte:</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/league_dialog.py" line="216"/>
        <source>Date:</source>
        <translation>Datum:</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/league_dialog.py" line="217"/>
        <source>Season:</source>
        <translation>Saison:</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/league_dialog.py" line="218"/>
        <source>Sperrmonat possible:</source>
        <translation>Sperrmonat möglich:</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/league_dialog.py" line="236"/>
        <source>Ligapunkte (24 months):</source>
        <translation>Ligapunkte (24 Monate):</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/league_dialog.py" line="239"/>
        <source>Months taken part:</source>
        <translation>Beteiligte Monate:</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/league_dialog.py" line="240"/>
        <source>Tendenz:</source>
        <translation>Tendenz:</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/league_dialog.py" line="241"/>
        <source>Schnitt:</source>
        <translation>Schnitt:</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/league_dialog.py" line="242"/>
        <source>Wertungsschnitt (tie-break):</source>
        <translation>Wertungsschnitt (bei Gleichstand):</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/league_dialog.py" line="254"/>
        <source>Season (6 months)</source>
        <translation>Saison (6 Monate)</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/league_dialog.py" line="255"/>
        <source>Long-term (24 months)</source>
        <translation>Langzeit (24 Monate)</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/league_dialog.py" line="264"/>
        <source>Ranking:</source>
        <translation>Rangliste:</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/league_dialog.py" line="265"/>
        <source>Solopunkte:</source>
        <translation>Solopunkte:</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/league_dialog.py" line="267"/>
        <source>Solos played:</source>
        <translation>Gespielte Soli:</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/league_dialog.py" line="268"/>
        <source>Solos won:</source>
        <translation>Gewonnene Soli:</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/league_dialog.py" line="269"/>
        <source>Required solos:</source>
        <translation>Pflichtsoli:</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/league_dialog.py" line="270"/>
        <source>Solowertung:</source>
        <translation>Solowertung:</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/league_dialog.py" line="271"/>
        <source>Gewinnquote:</source>
        <translation>Gewinnquote:</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/league_dialog.py" line="297"/>
        <source>Up to 200 games: {0} Strafpunkte for {1} missing games, divided by 200</source>
        <translation>Bis 200 Spiele: {0} Strafpunkte für {1} fehlende Spiele, geteilt durch 200</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/league_dialog.py" line="300"/>
        <source>More than 200 games, account not positive: plain average</source>
        <translation>Mehr als 200 Spiele, Punktekonto nicht positiv: einfacher Schnitt</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/league_dialog.py" line="302"/>
        <source>201–1,200 games: rounded average × {0} (+0.1 % per game above 200)</source>
        <translation>201–1.200 Spiele: gerundeter Schnitt × {0} (+0,1 % je Spiel über 200)</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/league_dialog.py" line="305"/>
        <source>More than 1,200 games: rounded average × 2 (bonus capped)</source>
        <translation>Mehr als 1.200 Spiele: gerundeter Schnitt × 2 (Bonus gedeckelt)</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/league_dialog.py" line="308"/>
        <source>{0} (rounded: {1})</source>
        <translation>{0} (gerundet: {1})</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/league_dialog.py" line="327"/>
        <source>No Ligapunkte in the Qualifikation; the first {0} move up.</source>
        <translation>In der Qualifikation gibt es keine Ligapunkte; die ersten {0} steigen auf.</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/league_dialog.py" line="330"/>
        <source>G = {0}, place 1 = {1} Ligapunkte; the last place that still earns a point is {2}.</source>
        <translation>G = {0}, Platz 1 = {1} Ligapunkte; der letzte Platz, der noch einen Punkt bekommt, ist {2}.</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/league_dialog.py" line="353"/>
        <source>Aufstieg (promotion)</source>
        <translation>Aufstieg</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/league_dialog.py" line="354"/>
        <source>Klassenerhalt (stays in the class)</source>
        <translation>Klassenerhalt</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/league_dialog.py" line="355"/>
        <source>Abstieg (relegation)</source>
        <translation>Abstieg</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/league_dialog.py" line="370"/>
        <source>{0} Strafpunkte for {1} missing games</source>
        <translation>{0} Strafpunkte für {1} fehlende Spiele</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/league_dialog.py" line="372"/>
        <source>none (1,200 games or more)</source>
        <translation>keine (1.200 Spiele oder mehr)</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/league_dialog.py" line="377"/>
        <source>d MMMM yyyy</source>
        <comment>date format of the season&apos;s first and last day</comment>
        <translation>d. MMMM yyyy</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/league_dialog.py" line="378"/>
        <source>{0} ({1} – {2})</source>
        <translation>{0} ({1} – {2})</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/league_dialog.py" line="387"/>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/league_dialog.py" line="404"/>
        <source>{0} (not shown at 24 months)</source>
        <translation>{0} (bei 24 Monaten nicht angezeigt)</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/league_dialog.py" line="423"/>
        <location filename="../../dokodesk/app/league_dialog.py" line="427"/>
        <source>{0} (o.A. {1})</source>
        <translation>{0} (o.A. {1})</translation>
    </message>
</context>
<context>
    <name>LibraryPage</name>
    <message>
        <location filename="../../dokodesk/app/library_page.py" line="20"/>
        <source>archive</source>
        <translation>Archiv</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/library_page.py" line="21"/>
        <source>simulated</source>
        <translation>simuliert</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/library_page.py" line="22"/>
        <source>club</source>
        <translation>Club</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/library_page.py" line="51"/>
        <source>Your Dodge sets</source>
        <translation>Deine Dodge-Sets</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/library_page.py" line="52"/>
        <source>Open a set to play its deals. Import a set or results file (or drop it here), or generate a practice set with a simulated field.</source>
        <translation>Öffne ein Set, um seine Spiele zu spielen. Importiere eine Set- oder Ergebnisdatei (oder zieh sie hierher) oder erstelle ein Übungsset mit simuliertem Feld.</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/library_page.py" line="57"/>
        <source>Set</source>
        <translation>Set</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/library_page.py" line="57"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/library_page.py" line="57"/>
        <source>Deals</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/library_page.py" line="57"/>
        <source>Month</source>
        <translation>Monat</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/library_page.py" line="57"/>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/library_page.py" line="58"/>
        <source>Field results</source>
        <translation>Ergebnisse im Feld</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/library_page.py" line="58"/>
        <source>Rated games</source>
        <translation>Gewertete Spiele</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/library_page.py" line="58"/>
        <source>Rating</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/library_page.py" line="58"/>
        <source>Stars</source>
        <translation>Sterne</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/library_page.py" line="68"/>
        <source>&amp;Open set</source>
        <translation>Set &amp;öffnen</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/library_page.py" line="70"/>
        <source>&amp;Import file…</source>
        <translation>Datei &amp;importieren…</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/library_page.py" line="72"/>
        <source>&amp;Generate practice set…</source>
        <translation>&amp;Übungsset erstellen…</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/library_page.py" line="74"/>
        <source>&amp;Close set…</source>
        <translation>Set &amp;abschließen…</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/library_page.py" line="77"/>
        <source>S&amp;tatistics</source>
        <translation>&amp;Statistik</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/library_page.py" line="98"/>
        <source>closed</source>
        <translation>geschlossen</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/library_page.py" line="98"/>
        <source>open</source>
        <translation>offen</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/library_page.py" line="100"/>
        <source>+1 star</source>
        <translation>+1 Stern</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/library_page.py" line="100"/>
        <source>±0</source>
        <translation>±0</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/library_page.py" line="100"/>
        <source>-1 star</source>
        <translation>-1 Stern</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/library_page.py" line="103"/>
        <source>{stars} if closed now</source>
        <translation>{stars} bei Abschluss jetzt</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../../dokodesk/app/main.py" line="78"/>
        <source>Details are in {path}.</source>
        <translation>Einzelheiten stehen in {path}.</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main.py" line="79"/>
        <source>Something went wrong: {error}
Your game is saved; you can go on.</source>
        <translation>Etwas ist schiefgegangen: {error}
Dein Spiel ist gespeichert; du kannst weiterspielen.</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main.py" line="183"/>
        <source>dokodesk is already running with the database in {path}. Close it first, or start dokodesk with another --data-dir.</source>
        <translation>dokodesk läuft schon mit der Datenbank in {path}. Schließe es zuerst oder starte dokodesk mit einem anderen --data-dir.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../dokodesk/app/main_window.py" line="170"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main_window.py" line="171"/>
        <source>&amp;Import set or results file…</source>
        <translation>Set- oder Ergebnisdatei &amp;importieren…</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main_window.py" line="174"/>
        <source>&amp;Generate practice set…</source>
        <translation>&amp;Übungsset erstellen…</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main_window.py" line="178"/>
        <source>&amp;Statistics</source>
        <translation>&amp;Statistik</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main_window.py" line="180"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main_window.py" line="187"/>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main_window.py" line="188"/>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main_window.py" line="191"/>
        <source>System default</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main_window.py" line="196"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main_window.py" line="201"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main_window.py" line="225"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main_window.py" line="247"/>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main_window.py" line="64"/>
        <source>The database is busy (an import is running): your game is saved as soon as it is free.</source>
        <translation>Die Datenbank ist belegt (ein Import läuft): Dein Spiel wird gespeichert, sobald sie frei ist.</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main_window.py" line="65"/>
        <source>Your game is saved.</source>
        <translation>Dein Spiel ist gespeichert.</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main_window.py" line="120"/>
        <source>Saving failed</source>
        <translation>Speichern fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main_window.py" line="121"/>
        <source>Your game could not be saved: {error}
You can play on; the next move is saved again.</source>
        <translation>Dein Spiel konnte nicht gespeichert werden: {error}
Du kannst weiterspielen; der nächste Zug wird wieder gespeichert.</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main_window.py" line="176"/>
        <source>&amp;League calculator…</source>
        <translation>&amp;Liga-Rechner…</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main_window.py" line="197"/>
        <source>How &amp;Dodge works</source>
        <translation>So funktioniert &amp;Dodge</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main_window.py" line="205"/>
        <source>&amp;About dokodesk</source>
        <translation>Ü&amp;ber dokodesk</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main_window.py" line="226"/>
        <source>The language changes when the running import has finished and you choose it again, or when dokodesk starts next time.</source>
        <translation>Die Sprache wechselt, wenn du sie nach dem laufenden Import noch einmal wählst, oder beim nächsten Start von dokodesk.</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main_window.py" line="248"/>
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
    <message>
        <location filename="../../dokodesk/app/main_window.py" line="280"/>
        <source>Resumed your game of deal {n}</source>
        <translation>Dein angefangenes Spiel {n} geht weiter</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main_window.py" line="322"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main_window.py" line="324"/>
        <source>Counting your games…</source>
        <translation>Deine Spiele werden ausgewertet…</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main_window.py" line="342"/>
        <source>Import</source>
        <translation>Import</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main_window.py" line="343"/>
        <source>Imported {name}: {deals} new deals, {results} new results ({skipped} already known).</source>
        <translation>{name} importiert: {deals} neue Spiele, {results} neue Ergebnisse ({skipped} schon bekannt).</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main_window.py" line="346"/>
        <source>Your games as {name}: {rated} rated, {practice} practice, {known} already stored.</source>
        <translation>Deine Spiele als {name}: {rated} gewertet, {practice} Übung, {known} schon gespeichert.</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main_window.py" line="356"/>
        <source>Importing {name}…</source>
        <translation>{name} wird importiert…</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main_window.py" line="359"/>
        <source>Import failed</source>
        <translation>Import fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main_window.py" line="360"/>
        <source>{name} was not imported; nothing of it was stored.</source>
        <translation>{name} wurde nicht importiert; nichts davon wurde gespeichert.</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main_window.py" line="384"/>
        <source>Practice set {seed} ({deals} deals)</source>
        <translation>Übungsset {seed} ({deals} Spiele)</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main_window.py" line="402"/>
        <source>Generating a practice set…</source>
        <translation>Übungsset wird erstellt…</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main_window.py" line="403"/>
        <source>Generating failed</source>
        <translation>Erstellen fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main_window.py" line="409"/>
        <source>Please wait</source>
        <translation>Bitte warten</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main_window.py" line="410"/>
        <source>{what} is still running. Start the next one when it has finished.</source>
        <translation>{what} läuft noch. Starte den nächsten, wenn er fertig ist.</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main_window.py" line="433"/>
        <source>reading the file</source>
        <translation>Datei wird gelesen</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main_window.py" line="433"/>
        <source>replaying the logged games</source>
        <translation>Spielverläufe werden nachgespielt</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main_window.py" line="434"/>
        <source>storing</source>
        <translation>Daten werden gespeichert</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main_window.py" line="434"/>
        <source>bots play the field</source>
        <translation>Bots spielen das Feld</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main_window.py" line="493"/>
        <source>Set complete</source>
        <translation>Set abgeschlossen</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main_window.py" line="493"/>
        <source>You have played every deal of this set.</source>
        <translation>Du hast alle Spiele dieses Sets gespielt.</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main_window.py" line="521"/>
        <source>Database busy</source>
        <translation>Datenbank belegt</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main_window.py" line="522"/>
        <source>The game cannot start while an import is being stored. Try again when it has finished.</source>
        <translation>Das Spiel kann nicht beginnen, während ein Import gespeichert wird. Versuche es noch einmal, wenn er fertig ist.</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main_window.py" line="529"/>
        <location filename="../../dokodesk/app/main_window.py" line="550"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main_window.py" line="562"/>
        <source>Your game</source>
        <translation>Dein Spiel</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main_window.py" line="578"/>
        <source>Your rated game</source>
        <translation>Dein gewertetes Spiel</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main_window.py" line="578"/>
        <source>Your practice game {n}</source>
        <translation>Dein Übungsspiel {n}</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main_window.py" line="589"/>
        <source>table {n}</source>
        <translation>Tisch {n}</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main_window.py" line="590"/>
        <source>Field: {who} (Re {points:+d})</source>
        <translation>Feld: {who} (Re {points:+d})</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main_window.py" line="593"/>
        <source>Review</source>
        <translation>Ansehen</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main_window.py" line="593"/>
        <source>There is no logged game of this deal yet.</source>
        <translation>Zu diesem Blatt gibt es noch kein Spiel mit Protokoll.</translation>
    </message>
</context>
<context>
    <name>ResultPage</name>
    <message>
        <location filename="../../dokodesk/app/result_page.py" line="110"/>
        <source>{fewer} {party} pairs scored less, {more} more, {field} in the field: ({fewer} − {more}) / {field} × 100 = {dodge}</source>
        <translation>{fewer} {party}-Paare haben weniger Punkte, {more} mehr, {field} im Feld: ({fewer} − {more}) / {field} × 100 = {dodge}</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/result_page.py" line="131"/>
        <source>Party</source>
        <translation>Partei</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/result_page.py" line="131"/>
        <source>Line</source>
        <translation>Posten</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/result_page.py" line="131"/>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/result_page.py" line="150"/>
        <source>Game value (DDV)</source>
        <translation>Spielwert (DDV)</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/result_page.py" line="154"/>
        <source>Your pair against the field</source>
        <translation>Dein Paar gegen das Feld</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/result_page.py" line="162"/>
        <source>Histogram</source>
        <translation>Histogramm</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/result_page.py" line="163"/>
        <source>Traveller</source>
        <translation>Traveller</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/result_page.py" line="167"/>
        <source>&amp;Review the game</source>
        <translation>Spiel &amp;ansehen</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/result_page.py" line="168"/>
        <source>&amp;Next deal</source>
        <translation>&amp;Nächstes Spiel</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/result_page.py" line="169"/>
        <source>Back to the s&amp;et</source>
        <translation>Zurück zum &amp;Set</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/result_page.py" line="193"/>
        <source>Traveller ({n} tables)</source>
        <translation>Traveller ({n} Tische)</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/result_page.py" line="200"/>
        <source>No winner</source>
        <translation>Kein Gewinner</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/result_page.py" line="202"/>
        <source>Your party ({party}) won</source>
        <translation>Deine Partei ({party}) hat gewonnen</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/result_page.py" line="204"/>
        <source>Your party ({party}) lost</source>
        <translation>Deine Partei ({party}) hat verloren</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/result_page.py" line="205"/>
        <source>rated game</source>
        <translation>gewertetes Spiel</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/result_page.py" line="205"/>
        <source>practice, not rated</source>
        <translation>Übung, nicht gewertet</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/result_page.py" line="206"/>
        <source>Deal {n}: {verdict}</source>
        <translation>Spiel {n}: {verdict}</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/result_page.py" line="208"/>
        <source>Augen Re {re_augen} : Kontra {kontra_augen} · tricks Re {re_tricks} : Kontra {kontra_tricks} · your points {own:+d} ({kind})</source>
        <translation>Augen Re {re_augen} : Kontra {kontra_augen} · Stiche Re {re_tricks} : Kontra {kontra_tricks} · deine Punkte {own:+d} ({kind})</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/result_page.py" line="219"/>
        <source>Re {re} − Kontra {kontra} = {value:+d} for Re</source>
        <translation>Re {re} − Kontra {kontra} = {value:+d} für Re</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/result_page.py" line="224"/>
        <source>Dodge points: no field yet</source>
        <translation>Dodgepunkte: noch kein Feld</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/result_page.py" line="226"/>
        <source>Nobody else has played this deal yet; import results to compare.</source>
        <translation>Dieses Spiel hat noch niemand sonst gespielt; importiere Ergebnisse zum Vergleich.</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/result_page.py" line="230"/>
        <source>Dodge points (provisional): {dodge}</source>
        <translation>Dodgepunkte (vorläufig): {dodge}</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/result_page.py" line="234"/>
        <source>{pairs} {party} pairs in the field: {fewer} scored less, {more} more, {equal} the same. Provisional: the value moves as more results are imported.</source>
        <translation>{pairs} {party}-Paare im Feld: {fewer} haben weniger Punkte geholt, {more} mehr, {equal} gleich viele. Vorläufig: Der Wert ändert sich, wenn weitere Ergebnisse importiert werden.</translation>
    </message>
</context>
<context>
    <name>ReviewPage</name>
    <message>
        <location filename="../../dokodesk/app/review_page.py" line="31"/>
        <source>◀ &amp;Previous trick</source>
        <translation>◀ &amp;Vorheriger Stich</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/review_page.py" line="32"/>
        <source>Next &amp;trick ▶</source>
        <translation>Nächster &amp;Stich ▶</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/review_page.py" line="36"/>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/review_page.py" line="38"/>
        <source>Tra&amp;veller…</source>
        <translation>T&amp;raveller…</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/review_page.py" line="39"/>
        <source>Every result of the field on this deal</source>
        <translation>Jedes Ergebnis des Feldes auf diesem Blatt</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/review_page.py" line="44"/>
        <source>Game:</source>
        <translation>Spiel:</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/review_page.py" line="114"/>
        <source>Traveller</source>
        <translation>Traveller</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/review_page.py" line="143"/>
        <source>Trick {k} of {n}</source>
        <translation>Stich {k} von {n}</translation>
    </message>
</context>
<context>
    <name>Season</name>
    <message>
        <location filename="../../dokodesk/app/season.py" line="37"/>
        <source>The month {month} of “{name}” is over.</source>
        <translation>Der Monat {month} von „{name}“ ist vorbei.</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/season.py" line="38"/>
        <source>Close “{name}”?</source>
        <translation>„{name}“ abschließen?</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/season.py" line="44"/>
        <source>{intro}

Closing rates the set now: {games}, rating {rating}. {stars} After that its deals can only be practised, and every deal&apos;s hands and field games can be seen.</source>
        <translation>{intro}

Der Abschluss wertet das Set jetzt: {games}, Dodgewertung {rating}. {stars} Danach kannst du seine Spiele nur noch üben, und die Blätter und Feldspiele jedes Spiels sind einsehbar.</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/season.py" line="48"/>
        <source>{intro}

You have no rated game in it, so closing does not rate it and your stars stay. After that its deals can only be practised, and every deal&apos;s hands and field games can be seen.</source>
        <translation>{intro}

Du hast darin kein gewertetes Spiel, also wird es beim Abschluss nicht gewertet und deine Sterne bleiben. Danach kannst du seine Spiele nur noch üben, und die Blätter und Feldspiele jedes Spiels sind einsehbar.</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/season.py" line="51"/>
        <source>Close set</source>
        <translation>Set abschließen</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/season.py" line="52"/>
        <source>&amp;Close the set</source>
        <translation>Set &amp;abschließen</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/season.py" line="53"/>
        <source>&amp;Not now</source>
        <translation>&amp;Nicht jetzt</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/season.py" line="53"/>
        <source>&amp;Cancel</source>
        <translation>Abbre&amp;chen</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/season.py" line="59"/>
        <source>“{name}” is closed, not rated. Your stars: {stars}.</source>
        <translation>„{name}“ ist abgeschlossen, ohne Wertung. Deine Sterne: {stars}.</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/season.py" line="41"/>
        <source>Your stars stay at {before}.</source>
        <translation>Deine Sterne bleiben bei {before}.</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/season.py" line="27"/>
        <source>1 rated game</source>
        <translation>1 gewertetes Spiel</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/season.py" line="28"/>
        <source>{n} rated games</source>
        <translation>{n} gewertete Spiele</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/season.py" line="43"/>
        <source>Your stars go from {before} to {after}.</source>
        <translation>Deine Sterne gehen von {before} auf {after}.</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/season.py" line="62"/>
        <source>“{name}” is closed: {games}, rating {rating}. Your stars: {before} → {after}.</source>
        <translation>„{name}“ ist abgeschlossen: {games}, Dodgewertung {rating}. Deine Sterne: {before} → {after}.</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/season.py" line="65"/>
        <source>Set closed</source>
        <translation>Set abgeschlossen</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/season.py" line="83"/>
        <source>Deal {n} not played yet</source>
        <translation>Spiel {n} noch nicht gespielt</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/season.py" line="83"/>
        <source>You have not played deal {n} rated yet, so its hands and the field&apos;s games are hidden.

If you look now, you forfeit the deal: it counts as a rated game with -100 Dodge points (the worst result), and you can only practise it from then on.</source>
        <translation>Du hast Spiel {n} noch nicht gewertet gespielt, deshalb sind seine Blätter und die Spiele des Feldes verborgen.

Wenn du jetzt hinschaust, gibst du das Spiel auf: Es zählt als gewertetes Spiel mit -100 Dodgepunkten (das schlechteste Ergebnis), und du kannst es danach nur noch üben.</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/season.py" line="88"/>
        <source>&amp;Forfeit and look</source>
        <translation>&amp;Aufgeben und ansehen</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/season.py" line="89"/>
        <source>&amp;Keep it hidden</source>
        <translation>&amp;Verborgen lassen</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/season.py" line="100"/>
        <location filename="../../dokodesk/app/season.py" line="127"/>
        <source>Import a set or results file</source>
        <translation>Set- oder Ergebnisdatei importieren</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/season.py" line="102"/>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/season.py" line="107"/>
        <source>Some of these games are &amp;mine; I played as:</source>
        <translation>Einige dieser Spiele sind &amp;meine; ich spielte als:</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/season.py" line="109"/>
        <source>your name in the file</source>
        <translation>dein Name in der Datei</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/season.py" line="112"/>
        <source>Your games from a club&apos;s tables become your rated games (the first per deal; seat and party from the result) instead of the field.</source>
        <translation>Deine Spiele von den Tischen eines Clubs werden deine gewerteten Spiele (das erste je Spiel; Sitz und Partei aus dem Ergebnis) statt Teil des Feldes.</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/season.py" line="116"/>
        <source>File:</source>
        <translation>Datei:</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/season.py" line="118"/>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/season.py" line="128"/>
        <source>Dodge set files (*.json *.json.gz *.gz)</source>
        <translation>Dodge-Set-Dateien (*.json *.json.gz *.gz)</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/season.py" line="134"/>
        <location filename="../../dokodesk/app/season.py" line="137"/>
        <source>Import</source>
        <translation>Import</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/season.py" line="134"/>
        <source>Choose a file first.</source>
        <translation>Wähle zuerst eine Datei.</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/season.py" line="137"/>
        <source>Enter the name under which you played in the file.</source>
        <translation>Gib den Namen ein, unter dem du in der Datei gespielt hast.</translation>
    </message>
</context>
<context>
    <name>SetPage</name>
    <message>
        <location filename="../../dokodesk/app/set_page.py" line="63"/>
        <source>Rating of this set</source>
        <translation>Wertung dieses Sets</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/set_page.py" line="74"/>
        <source>Dodge rating:</source>
        <translation>Dodgewertung:</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/set_page.py" line="75"/>
        <source>Rated games:</source>
        <translation>Gewertete Spiele:</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/set_page.py" line="76"/>
        <source>Dodge points:</source>
        <translation>Dodgepunkte:</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/set_page.py" line="77"/>
        <source>Penalty:</source>
        <translation>Strafpunkte:</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/set_page.py" line="78"/>
        <source>Stars:</source>
        <translation>Sterne:</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/set_page.py" line="82"/>
        <source>Drawn per deal (Re and Kontra both come up)</source>
        <translation>Pro Spiel ausgelost (Re und Kontra kommen beide vor)</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/set_page.py" line="84"/>
        <source>Always seat {n}</source>
        <translation>Immer Platz {n}</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/set_page.py" line="88"/>
        <source>Your seat:</source>
        <translation>Dein Platz:</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/set_page.py" line="93"/>
        <source>Simple (a beginner)</source>
        <translation>Einfach (Anfänger)</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/set_page.py" line="93"/>
        <source>Strong (good habits)</source>
        <translation>Stark (gute Gewohnheiten)</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/set_page.py" line="94"/>
        <source>Expert (searches; thinks longer)</source>
        <translation>Experte (sucht; denkt länger)</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/set_page.py" line="98"/>
        <source>Opponents:</source>
        <translation>Gegner:</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/set_page.py" line="103"/>
        <source>Deal</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/set_page.py" line="103"/>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/set_page.py" line="103"/>
        <source>Seat / party</source>
        <translation>Platz / Partei</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/set_page.py" line="103"/>
        <source>Your points</source>
        <translation>Deine Punkte</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/set_page.py" line="104"/>
        <source>Field pairs</source>
        <translation>Paare im Feld</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/set_page.py" line="104"/>
        <source>Dodge points (provisional)</source>
        <translation>Dodgepunkte (vorläufig)</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/set_page.py" line="115"/>
        <location filename="../../dokodesk/app/set_page.py" line="191"/>
        <source>Play &amp;next available deal</source>
        <translation>&amp;Nächstes offenes Spiel spielen</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/set_page.py" line="117"/>
        <source>&amp;Play selected deal</source>
        <translation>Ausgewähltes Spiel s&amp;pielen</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/set_page.py" line="119"/>
        <source>&amp;Review deal</source>
        <translation>Spiel an&amp;sehen</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/set_page.py" line="121"/>
        <source>&amp;Back to the library</source>
        <translation>&amp;Zurück zur Bibliothek</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/set_page.py" line="123"/>
        <source>&amp;Close set…</source>
        <translation>Set &amp;abschließen…</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/set_page.py" line="124"/>
        <source>Rate the set now and move your stars; afterwards only practice</source>
        <translation>Das Set jetzt werten und die Sterne anpassen; danach nur noch Übung</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/set_page.py" line="138"/>
        <source>Dodge points are provisional: they move when more results of the field are imported. The first game of a deal counts; replays are practice.</source>
        <translation>Dodgepunkte sind vorläufig: Sie ändern sich, wenn weitere Ergebnisse des Felds importiert werden. Gewertet wird nur dein erster Versuch je Spiel; Wiederholungen sind Übung.</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/set_page.py" line="152"/>
        <source>available</source>
        <translation>offen</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/set_page.py" line="152"/>
        <source>played (rated)</source>
        <translation>gespielt (gewertet)</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/set_page.py" line="153"/>
        <source>in progress</source>
        <translation>angefangen</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/set_page.py" line="153"/>
        <source>practised</source>
        <translation>geübt</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/set_page.py" line="154"/>
        <source>forfeited (seen before playing)</source>
        <translation>aufgegeben (vor dem Spielen angesehen)</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/set_page.py" line="157"/>
        <source>+ {n} practice</source>
        <translation>+ {n}× geübt</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/set_page.py" line="163"/>
        <source>seat {n}</source>
        <translation>Platz {n}</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/set_page.py" line="165"/>
        <source>1st, leads</source>
        <translation>1., spielt aus</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/set_page.py" line="165"/>
        <source>2nd</source>
        <translation>2.</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/set_page.py" line="165"/>
        <source>3rd</source>
        <translation>3.</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/set_page.py" line="165"/>
        <source>4th, dealer</source>
        <translation>4., Geber</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/set_page.py" line="171"/>
        <source>Rating: below {n} games it is (Dodge points − penalty) ÷ {n}: ({dodge} − {penalty}) ÷ {n} = {rating}.</source>
        <translation>Wertung: unter {n} Spielen (Dodgepunkte − Strafpunkte) ÷ {n}: ({dodge} − {penalty}) ÷ {n} = {rating}.</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/set_page.py" line="176"/>
        <source>Rating: from {n} games on it is Dodge points ÷ games: {dodge} ÷ {games} = {rating}.</source>
        <translation>Wertung: ab {n} Spielen Dodgepunkte ÷ Spiele: {dodge} ÷ {games} = {rating}.</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/set_page.py" line="179"/>
        <source>Penalty: 100 points for each of the {n} obligatory games not played yet: {left} × 100 = {penalty}.</source>
        <translation>Strafpunkte: 100 für jedes noch nicht gespielte der {n} Pflichtspiele: {left} × 100 = {penalty}.</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/set_page.py" line="182"/>
        <source>Stars: when the set ends, a rating of 0 or more earns a star (at most 3), a negative one costs a star (one always stays).</source>
        <translation>Sterne: Am Ende des Sets bringt eine Wertung ab 0 einen Stern (höchstens 3), eine negative kostet einen (einer bleibt immer).</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/set_page.py" line="188"/>
        <source>(closed)</source>
        <translation>(abgeschlossen)</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/set_page.py" line="190"/>
        <source>Practise &amp;next deal</source>
        <translation>&amp;Nächstes Spiel üben</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/set_page.py" line="193"/>
        <source>{games} of 100 ({left} to go)</source>
        <translation>{games} von 100 (noch {left})</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/set_page.py" line="199"/>
        <source>{before} → {after} when the set was closed</source>
        <translation>{before} → {after} beim Abschluss des Sets</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/set_page.py" line="202"/>
        <source>{outlook} if the set ended now (now {before})</source>
        <translation>{outlook}, wenn das Set jetzt enden würde (bisher {before})</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/set_page.py" line="207"/>
        <source>+ {n} without a field yet</source>
        <translation>+ {n} noch ohne Feld</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/set_page.py" line="219"/>
        <source>no field yet</source>
        <translation>noch kein Feld</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <location filename="../../dokodesk/app/main.py" line="48"/>
        <source>The database is damaged.</source>
        <translation>Die Datenbank ist beschädigt.</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main.py" line="49"/>
        <source>It was not changed. Restore it from your backup, or move it away to start with a new database (your games in it are then no longer shown).</source>
        <translation>Sie wurde nicht verändert. Stelle sie aus deiner Sicherung wieder her, oder verschiebe sie, um mit einer neuen Datenbank zu beginnen (deine Spiele darin werden dann nicht mehr angezeigt).</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main.py" line="51"/>
        <source>The database is locked.</source>
        <translation>Die Datenbank ist gesperrt.</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main.py" line="52"/>
        <source>Another dokodesk (or another program) is writing to it. Wait until it is done, or close the other dokodesk, then try again.</source>
        <translation>Ein anderes dokodesk (oder ein anderes Programm) schreibt gerade hinein. Warte, bis es fertig ist, oder schließe das andere dokodesk, und versuche es dann noch einmal.</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main.py" line="54"/>
        <source>The disk is full.</source>
        <translation>Der Datenträger ist voll.</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main.py" line="54"/>
        <source>Nothing was changed. Free some space, then try again.</source>
        <translation>Nichts wurde verändert. Schaffe etwas Platz und versuche es dann noch einmal.</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main.py" line="55"/>
        <source>dokodesk cannot write its database.</source>
        <translation>dokodesk kann seine Datenbank nicht schreiben.</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main.py" line="56"/>
        <source>Make the folder and the file writable for you, or choose another data folder (--data-dir or $DOKODESK_DATA_DIR).</source>
        <translation>Mache den Ordner und die Datei für dich beschreibbar, oder wähle einen anderen Datenordner (--data-dir oder $DOKODESK_DATA_DIR).</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main.py" line="58"/>
        <source>The data folder cannot be used.</source>
        <translation>Der Datenordner ist nicht verwendbar.</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main.py" line="59"/>
        <source>Move that away, or choose another data folder (--data-dir or $DOKODESK_DATA_DIR).</source>
        <translation>Verschiebe das, was dort liegt, oder wähle einen anderen Datenordner (--data-dir oder $DOKODESK_DATA_DIR).</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main.py" line="60"/>
        <source>The disk reported an error.</source>
        <translation>Der Datenträger hat einen Fehler gemeldet.</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main.py" line="60"/>
        <source>Nothing was changed. Check the disk, then try again.</source>
        <translation>Nichts wurde verändert. Prüfe den Datenträger und versuche es dann noch einmal.</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/main.py" line="169"/>
        <source>dokodesk cannot open its database</source>
        <translation>dokodesk kann seine Datenbank nicht öffnen</translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <location filename="../../dokodesk/app/statistics_page.py" line="211"/>
        <source>Rating per set and your stars</source>
        <translation>Dodgewertung je Set und deine Sterne</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/statistics_page.py" line="212"/>
        <source>Your Dodge points per game, as Re and as Kontra</source>
        <translation>Deine Dodgepunkte je Spiel, als Re und als Kontra</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/statistics_page.py" line="213"/>
        <source>Your announcements beside the field&apos;s, on the same deals and seat</source>
        <translation>Deine Ansagen neben denen des Feldes, bei denselben Spielen und Sitzen</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/statistics_page.py" line="215"/>
        <source>The field&apos;s pairs of your party: announced or silent</source>
        <translation>Die Paare deiner Partei im Feld: angesagt oder still</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/statistics_page.py" line="229"/>
        <source>&amp;Back to the library</source>
        <translation>&amp;Zurück zur Bibliothek</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/statistics_page.py" line="233"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/statistics_page.py" line="255"/>
        <source>Your stars now: {stars}</source>
        <translation>Deine Sterne jetzt: {stars}</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/statistics_page.py" line="266"/>
        <source>{label} (open)</source>
        <translation>{label} (offen)</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/statistics_page.py" line="275"/>
        <source>rating of a closed set</source>
        <translation>Wertung eines abgeschlossenen Sets</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/statistics_page.py" line="275"/>
        <source>stars after it</source>
        <translation>Sterne danach</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/statistics_page.py" line="277"/>
        <source>No rated games yet. Play a set&apos;s deals, then close it to earn stars.</source>
        <translation>Noch keine gewerteten Spiele. Spiele die Spiele eines Sets und schließe es ab, um Sterne zu verdienen.</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/statistics_page.py" line="282"/>
        <source>{n} closed sets; best rating {best} ({label}). Dashed bars: open sets at their current rating. A rating of 0 or more earns a star, up to three.</source>
        <translation>{n} abgeschlossene Sets; beste Wertung {best} ({label}). Gestrichelte Balken: offene Sets mit ihrer aktuellen Wertung. Eine Wertung von 0 oder mehr bringt einen Stern, höchstens drei.</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/statistics_page.py" line="287"/>
        <source>No set closed yet. Dashed bars: open sets at their current rating (with the penalty for the games still missing to 100).</source>
        <translation>Noch kein Set abgeschlossen. Gestrichelte Balken: offene Sets mit ihrer aktuellen Wertung (mit den Strafpunkten für die bis 100 fehlenden Spiele).</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/statistics_page.py" line="302"/>
        <location filename="../../dokodesk/app/statistics_page.py" line="306"/>
        <source>as Re</source>
        <translation>als Re</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/statistics_page.py" line="302"/>
        <location filename="../../dokodesk/app/statistics_page.py" line="306"/>
        <source>as Kontra</source>
        <translation>als Kontra</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/statistics_page.py" line="303"/>
        <source>No rated game with a field yet.</source>
        <translation>Noch kein gewertetes Spiel mit Feld.</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/statistics_page.py" line="304"/>
        <source>Dodge points of the game</source>
        <translation>Dodgepunkte des Spiels</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/statistics_page.py" line="304"/>
        <source>games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/statistics_page.py" line="308"/>
        <source>{party}: {n} games, average {mean} Dodge points</source>
        <translation>{party}: {n} Spiele, im Schnitt {mean} Dodgepunkte</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/statistics_page.py" line="313"/>
        <source>Re/Kontra</source>
        <translation>Re/Kontra</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/statistics_page.py" line="313"/>
        <source>keine 90</source>
        <translation>keine 90</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/statistics_page.py" line="313"/>
        <source>keine 60</source>
        <translation>keine 60</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/statistics_page.py" line="313"/>
        <source>keine 30</source>
        <translation>keine 30</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/statistics_page.py" line="314"/>
        <source>schwarz</source>
        <translation>schwarz</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/statistics_page.py" line="324"/>
        <source>you</source>
        <translation>du</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/statistics_page.py" line="324"/>
        <source>the field, same seat</source>
        <translation>das Feld, gleicher Sitz</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/statistics_page.py" line="325"/>
        <source>No logged rated game yet.</source>
        <translation>Noch kein gewertetes Spiel mit Protokoll.</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/statistics_page.py" line="329"/>
        <source>Bar: how often it was announced; dark inner bar: announced and made. On your {n} logged deals you said Re or Kontra in {you} % of the games, the field at your seat in {field} %; made: {made_you} % of your games and {made_field} % of the field&apos;s.</source>
        <translation>Balken: wie oft angesagt wurde; dunkler innerer Balken: angesagt und erfüllt. In deinen {n} protokollierten Spielen hast du in {you} % der Spiele Re oder Kontra gesagt, das Feld auf deinem Sitz in {field} %; erfüllt: {made_you} % deiner Spiele und {made_field} % der des Feldes.</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/statistics_page.py" line="343"/>
        <source>you announced</source>
        <translation>du hast angesagt</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/statistics_page.py" line="343"/>
        <source>you stayed silent</source>
        <translation>du bliebst still</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/statistics_page.py" line="345"/>
        <source>{label}: {n} deals</source>
        <translation>{label}: {n} Spiele</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/statistics_page.py" line="350"/>
        <source>On deals where you stayed silent, the {share} % of the field that announced scored {diff} more than the pairs that stayed silent.</source>
        <translation>Bei Spielen, in denen du still bliebst, holten die {share} % des Feldes, die angesagt haben, {diff} mehr als die Paare, die still blieben.</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/statistics_page.py" line="352"/>
        <source>On deals where you announced, the {share} % of the field that announced scored {diff} more than the pairs that stayed silent.</source>
        <translation>Bei Spielen, in denen du angesagt hast, holten die {share} % des Feldes, die angesagt haben, {diff} mehr als die Paare, die still blieben.</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/statistics_page.py" line="359"/>
        <source>field pairs that announced</source>
        <translation>Paare im Feld, die angesagt haben</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/statistics_page.py" line="359"/>
        <source>that stayed silent</source>
        <translation>die still blieben</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/statistics_page.py" line="360"/>
        <source>No logged field games on the deals you played yet.</source>
        <translation>Noch keine protokollierten Feldspiele bei deinen Spielen.</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/statistics_page.py" line="362"/>
        <source>Average game points of your party&apos;s pairs (logged field games only).</source>
        <translation>Durchschnittliche Spielpunkte der Paare deiner Partei (nur protokollierte Feldspiele).</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <location filename="../../dokodesk/app/table_page.py" line="41"/>
        <source>{name} takes the trick ({augen} Augen) · click to go on</source>
        <translation>{name} bekommt den Stich ({augen} Augen) · Klick zum Weiterspielen</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/table_page.py" line="46"/>
        <source>Last trick: {name} took {augen} Augen</source>
        <translation>Letzter Stich: {name} ({augen} Augen)</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/table_page.py" line="77"/>
        <source>Show my party&apos;s tricks and Augen</source>
        <translation>Meine Stiche und Augen zeigen</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/table_page.py" line="78"/>
        <source>Switch off to practise counting.</source>
        <translation>Ausschalten, um das Mitzählen zu üben.</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/table_page.py" line="87"/>
        <source>Announcements</source>
        <translation>Ansagen</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/table_page.py" line="96"/>
        <source>Show &amp;last trick</source>
        <translation>&amp;Letzten Stich zeigen</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/table_page.py" line="99"/>
        <source>H&amp;int</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/table_page.py" line="102"/>
        <source>&amp;Undo</source>
        <translation>&amp;Zurücknehmen</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/table_page.py" line="104"/>
        <source>Leave table (game is saved)</source>
        <translation>Tisch verlassen (Spiel gespeichert)</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/table_page.py" line="173"/>
        <source>rated</source>
        <translation>gewertet</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/table_page.py" line="173"/>
        <source>practice</source>
        <translation>Übung</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/table_page.py" line="174"/>
        <source>Deal {n} · {kind}
You are {party}.</source>
        <translation>Spiel {n} · {kind}
Du bist {party}.</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/table_page.py" line="183"/>
        <source>{call} (said)</source>
        <translation>{call} (angesagt)</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/table_page.py" line="203"/>
        <source>All {n} tricks played</source>
        <translation>Alle {n} Stiche gespielt</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/table_page.py" line="207"/>
        <source>{name} takes trick {k}</source>
        <translation>{name} bekommt Stich {k}</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/table_page.py" line="209"/>
        <source>your turn</source>
        <translation>du bist dran</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/table_page.py" line="211"/>
        <source>{name}&apos;s turn</source>
        <translation>{name} ist dran</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/table_page.py" line="212"/>
        <source>Trick {k} of {n} · {turn}</source>
        <translation>Stich {k} von {n} · {turn}</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/table_page.py" line="218"/>
        <source>You and {partner}</source>
        <translation>Du und {partner}</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/table_page.py" line="219"/>
        <source>You (partner not yet known)</source>
        <translation>Du (Partner noch unbekannt)</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/table_page.py" line="220"/>
        <source>{who}: tricks {tricks} · Augen {augen}</source>
        <translation>{who}: Stiche {tricks} · Augen {augen}</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/table_page.py" line="224"/>
        <source>Said so far: {calls}</source>
        <translation>Bisher angesagt: {calls}</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/table_page.py" line="225"/>
        <source>none yet</source>
        <translation>noch keine</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/table_page.py" line="256"/>
        <source>Hints are for practice games; a rated game is your own.</source>
        <translation>Tipps gibt es nur in Übungsspielen; ein gewertetes Spiel spielst du allein.</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/table_page.py" line="268"/>
        <source>A complete trick stays: {seconds} s (or until you click)</source>
        <translation>Ein voller Stich bleibt liegen: {seconds} s (oder bis zum Klick)</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/table_page.py" line="274"/>
        <source>Bot pace: {seconds} s per card</source>
        <translation>Tempo der Bots: {seconds} s pro Karte</translation>
    </message>
</context>
<context>
    <name>TableWidget</name>
    <message>
        <location filename="../../dokodesk/app/table_widget.py" line="72"/>
        <source>Card table</source>
        <translation>Kartentisch</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/table_widget.py" line="210"/>
        <source>dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/table_widget.py" line="212"/>
        <source>leads</source>
        <translation>kommt raus</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <location filename="../../dokodesk/app/texts.py" line="22"/>
        <source>trump</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/texts.py" line="24"/>
        <source>Clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/texts.py" line="24"/>
        <source>Spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/texts.py" line="24"/>
        <source>Hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/texts.py" line="24"/>
        <source>Diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/texts.py" line="28"/>
        <source>Nine</source>
        <translation>Neun</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/texts.py" line="28"/>
        <source>Jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/texts.py" line="28"/>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/texts.py" line="28"/>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/texts.py" line="28"/>
        <source>Ten</source>
        <translation>Zehn</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/texts.py" line="28"/>
        <source>Ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/texts.py" line="37"/>
        <source>{rank} of {suit}</source>
        <translation>{suit}-{rank}</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/texts.py" line="83"/>
        <source>before your card {n}</source>
        <translation>vor deiner {n}. Karte</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/texts.py" line="91"/>
        <source>{name} must follow {suit}</source>
        <translation>{name} musst {suit} bedienen</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/texts.py" line="93"/>
        <source>It is not {name}&apos;s turn</source>
        <translation>{name} bist nicht am Zug</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/texts.py" line="95"/>
        <source>{name} does not hold {card}</source>
        <translation>{name} hast {card} nicht auf der Hand</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/texts.py" line="97"/>
        <source>The game is over</source>
        <translation>Das Spiel ist vorbei</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/texts.py" line="99"/>
        <source>{name} is {party}; only the {ansage} party says {ansage}</source>
        <translation>{name} bist {party}; nur die {ansage}-Partei sagt {ansage} an</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/texts.py" line="102"/>
        <source>{party} has already made {level}</source>
        <translation>{party} hat {level} schon angesagt</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/texts.py" line="104"/>
        <source>{party} replied after the Ansage deadline and makes no Absage in this game</source>
        <translation>{party} hat erst nach der Ansagefrist geantwortet und kann in diesem Spiel nicht mehr absagen</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/texts.py" line="107"/>
        <source>{level} as a reply needs at least {needed} cards in hand; {name} has {cards}</source>
        <translation>{level} als Antwort geht nur mit mindestens {needed} Karten auf der Hand; {name} hast nur noch {cards}</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/texts.py" line="111"/>
        <source>{level} needs at least {needed} cards in hand; {name} has {cards}</source>
        <translation>{level} geht nur mit mindestens {needed} Karten auf der Hand; {name} hast nur noch {cards}</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/texts.py" line="113"/>
        <source>{level} jumps over {lowest}, which needs at least {needed} cards in hand; {name} has {cards}</source>
        <translation>{level} überspringt {lowest}, und das geht nur mit mindestens {needed} Karten auf der Hand; {name} hast nur noch {cards}</translation>
    </message>
</context>
<context>
    <name>Traveller</name>
    <message>
        <location filename="../../dokodesk/app/traveller.py" line="48"/>
        <source>Random</source>
        <translation>Zufall</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/traveller.py" line="49"/>
        <source>Simple</source>
        <translation>Einfach</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/traveller.py" line="50"/>
        <source>Strong</source>
        <translation>Stark</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/traveller.py" line="51"/>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/traveller.py" line="70"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/traveller.py" line="77"/>
        <location filename="../../dokodesk/app/traveller.py" line="88"/>
        <source>table {n}</source>
        <translation>Tisch {n}</translation>
    </message>
</context>
<context>
    <name>TravellerTable</name>
    <message>
        <location filename="../../dokodesk/app/traveller.py" line="127"/>
        <source>Double-click a game with a log to replay it in review.</source>
        <translation>Doppelklick auf ein Spiel mit Protokoll spielt es in der Nachbetrachtung ab.</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/traveller.py" line="137"/>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/traveller.py" line="137"/>
        <source>Winner</source>
        <translation>Gewinner</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/traveller.py" line="137"/>
        <source>Announcements</source>
        <translation>Ansagen</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/traveller.py" line="138"/>
        <source>Augen</source>
        <translation>Augen</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/traveller.py" line="138"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/traveller.py" line="138"/>
        <source>Dodge</source>
        <translation>Dodge</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/traveller.py" line="139"/>
        <source>Augen {party}</source>
        <translation>Augen {party}</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/traveller.py" line="140"/>
        <source>Game value {party}</source>
        <translation>Spielwert {party}</translation>
    </message>
    <message>
        <location filename="../../dokodesk/app/traveller.py" line="141"/>
        <source>Dodge points {party}</source>
        <translation>Dodgepunkte {party}</translation>
    </message>
</context>
</TS>
