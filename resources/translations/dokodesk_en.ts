<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>HistogramWidget</name>
    <message numerus="yes">
        <source>{points:+d} points: %n pair(s)</source>
        <translation>
            <numerusform>{points:+d} points: %n pair</numerusform>
            <numerusform>{points:+d} points: %n pairs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImportWords</name>
    <message numerus="yes">
        <source>Practice set {seed} (%n deal(s))</source>
        <translation>
            <numerusform>Practice set {seed} (%n deal)</numerusform>
            <numerusform>Practice set {seed} (%n deals)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new deal(s)</source>
        <translation>
            <numerusform>%n new deal</numerusform>
            <numerusform>%n new deals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new result(s)</source>
        <translation>
            <numerusform>%n new result</numerusform>
            <numerusform>%n new results</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n already known).</source>
        <translation>
            <numerusform>(%n already known).</numerusform>
            <numerusform>(%n already known).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %Ln more problem(s)</source>
        <translation>
            <numerusform>… and %Ln more problem</numerusform>
            <numerusform>… and %Ln more problems</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LongWork</name>
    <message numerus="yes">
        <source>about %n second(s) left</source>
        <translation>
            <numerusform>about %n second left</numerusform>
            <numerusform>about %n seconds left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s) left</source>
        <translation>
            <numerusform>about %n minute left</numerusform>
            <numerusform>about %n minutes left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultPage</name>
    <message numerus="yes">
        <source>Traveller (%n table(s))</source>
        <translation>
            <numerusform>Traveller (%n table)</numerusform>
            <numerusform>Traveller (%n tables)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n {party} pair(s) in the field:</source>
        <translation>
            <numerusform>%n {party} pair in the field:</numerusform>
            <numerusform>%n {party} pairs in the field:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SetPage</name>
    <message numerus="yes">
        <source>+ %n practice</source>
        <translation>
            <numerusform>+ %n practice</numerusform>
            <numerusform>+ %n practice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{games} of 100 (%n to go)</source>
        <translation>
            <numerusform>{games} of 100 (%n to go)</numerusform>
            <numerusform>{games} of 100 (%n to go)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+ %n without a field yet</source>
        <translation>
            <numerusform>+ %n without a field yet</numerusform>
            <numerusform>+ %n without a field yet</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message numerus="yes">
        <source>%n closed set(s); best rating {best} ({label}). Dashed bars: open sets at their current rating. A rating of 0 or more earns a star, up to three.</source>
        <translation>
            <numerusform>%n closed set; best rating {best} ({label}). Dashed bars: open sets at their current rating. A rating of 0 or more earns a star, up to three.</numerusform>
            <numerusform>%n closed sets; best rating {best} ({label}). Dashed bars: open sets at their current rating. A rating of 0 or more earns a star, up to three.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{party}: %n game(s), average {mean} Dodge points</source>
        <translation>
            <numerusform>{party}: %n game, average {mean} Dodge points</numerusform>
            <numerusform>{party}: %n games, average {mean} Dodge points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bar: how often it was announced; dark inner bar: announced and made. On your %n logged deal(s) you said Re or Kontra in {you} % of the games, the field at your seat in {field} %; made: {made_you} % of your games and {made_field} % of the field&apos;s.</source>
        <translation>
            <numerusform>Bar: how often it was announced; dark inner bar: announced and made. On your %n logged deal you said Re or Kontra in {you} % of the games, the field at your seat in {field} %; made: {made_you} % of your games and {made_field} % of the field&apos;s.</numerusform>
            <numerusform>Bar: how often it was announced; dark inner bar: announced and made. On your %n logged deals you said Re or Kontra in {you} % of the games, the field at your seat in {field} %; made: {made_you} % of your games and {made_field} % of the field&apos;s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{label}: %n deal(s)</source>
        <translation>
            <numerusform>{label}: %n deal</numerusform>
            <numerusform>{label}: %n deals</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>_FieldNoteWords</name>
    <message numerus="yes">
        <source>{reached} of %n {party} pair(s) were here: {choices}</source>
        <translation>
            <numerusform>{reached} of %n {party} pair was here: {choices}</numerusform>
            <numerusform>{reached} of %n {party} pairs were here: {choices}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>_FormulaWords</name>
    <message numerus="yes">
        <source>%n {party} pair(s) scored less</source>
        <translation>
            <numerusform>%n {party} pair scored less</numerusform>
            <numerusform>%n {party} pairs scored less</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>%n more</numerusform>
            <numerusform>%n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>_MistakeWords</name>
    <message numerus="yes">
        <source>From what you knew, your %n mistakes cost about {game} expected game points (±{game_se}).</source>
        <translation>
            <numerusform>From what you knew, your %n mistake cost about {game} expected game points (±{game_se}).</numerusform>
            <numerusform>From what you knew, your %n mistakes cost about {game} expected game points (±{game_se}).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>_OpenHandsWords</name>
    <message numerus="yes">
        <source>On this deal, all hands open: your card gave away %n game point(s) ({best} kept the value).</source>
        <translation>
            <numerusform>On this deal, all hands open: your card gave away %n game point ({best} kept the value).</numerusform>
            <numerusform>On this deal, all hands open: your card gave away %n game points ({best} kept the value).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>On this deal, all hands open (your last {n} of {total} cards): %n game point(s) given away against best play by all four.</source>
        <translation>
            <numerusform>On this deal, all hands open (your last {n} of {total} cards): %n game point given away against best play by all four.</numerusform>
            <numerusform>On this deal, all hands open (your last {n} of {total} cards): %n game points given away against best play by all four.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>_SeasonWords</name>
    <message numerus="yes">
        <source>%n rated game(s)</source>
        <translation>
            <numerusform>%n rated game</numerusform>
            <numerusform>%n rated games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>_VerdictWords</name>
    <message numerus="yes">
        <source>{more} of %n {party} pair(s) scored more than your {own}, {fewer} less.</source>
        <translation>
            <numerusform>{more} of %n {party} pair scored more than your {own}, {fewer} less.</numerusform>
            <numerusform>{more} of %n {party} pairs scored more than your {own}, {fewer} less.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Top of the field: none of the %n {party} pair(s) scored more than your {own} ({fewer} less).</source>
        <translation>
            <numerusform>Top of the field: the %n {party} pair did not score more than your {own} ({fewer} less).</numerusform>
            <numerusform>Top of the field: none of the %n {party} pairs scored more than your {own} ({fewer} less).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of them left your line in trick {trick}: {who} {yours}, at their tables {who_there} {theirs}; those {pairs} averaged {mean} (you {own}).</source>
        <translation>
            <numerusform>%n of them left your line in trick {trick}: {who} {yours}, at their table {who_there} {theirs}; those {pairs} averaged {mean} (you {own}).</numerusform>
            <numerusform>%n of them left your line in trick {trick}: {who} {yours}, at their tables {who_there} {theirs}; those {pairs} averaged {mean} (you {own}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of them left your line in trick {trick}: {who} {yours}, at their tables {who_there} {theirs}; all {pairs} pairs that left it there averaged {mean} (you {own}).</source>
        <translation>
            <numerusform>%n of them left your line in trick {trick}: {who} {yours}, at their table {who_there} {theirs}; all {pairs} pairs that left it there averaged {mean} (you {own}).</numerusform>
            <numerusform>%n of them left your line in trick {trick}: {who} {yours}, at their tables {who_there} {theirs}; all {pairs} pairs that left it there averaged {mean} (you {own}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>with all hands open, %n game point(s) given away ({tricks})</source>
        <translation>
            <numerusform>with all hands open, %n game point given away ({tricks})</numerusform>
            <numerusform>with all hands open, %n game points given away ({tricks})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>from what you knew, %n mistakes cost about {loss} expected game points ({tricks})</source>
        <translation>
            <numerusform>from what you knew, %n mistake cost about {loss} expected game points ({tricks})</numerusform>
            <numerusform>from what you knew, %n mistakes cost about {loss} expected game points ({tricks})</numerusform>
        </translation>
    </message>
</context>
</TS>
