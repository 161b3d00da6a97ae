<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Daily</name>
    <message>
        <source>Deal of the day</source>
        <translation>Partie des Tages</translation>
    </message>
    <message>
        <source>You have played today's deal already. Play it again for practice? It is not recorded again.</source>
        <translation>Du hast die heutige Partie schon gespielt. Zur Übung noch einmal spielen? Sie wird nicht noch einmal aufgezeichnet.</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Noch einmal spielen</translation>
    </message>
    <message>
        <source>Deal of the day, %1: you against Expert.</source>
        <translation>Partie des Tages, %1: du gegen den Experten.</translation>
    </message>
    <message>
        <source>Expert's game was cancelled.</source>
        <translation>Die Partie des Experten wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Expert's game failed: %1</source>
        <translation>Die Partie des Experten ist gescheitert: %1</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Ask Expert</source>
        <translation>Experten fragen</translation>
    </message>
    <message>
        <source>%1 · you scored %2 VP, Expert %3 VP.</source>
        <translation>%1 · du hast %2 SP erreicht, der Experte %3 SP.</translation>
    </message>
    <message>
        <source>(practice, not recorded)</source>
        <translation>(Übung, nicht aufgezeichnet)</translation>
    </message>
    <message numerus="yes">
        <source>Streak: %n day(s) in a row.</source>
        <translation>
            <numerusform>Serie: %n Tag in Folge.</numerusform>
            <numerusform>Serie: %n Tage in Folge.</numerusform>
        </translation>
    </message>
    <message>
        <source>Expert is playing your seat on the same deal to compare…</source>
        <translation>Der Experte spielt zum Vergleich deinen Platz in derselben Partie …</translation>
    </message>
    <message>
        <source>it won</source>
        <translation>er hat gewonnen</translation>
    </message>
    <message>
        <source>it lost</source>
        <translation>er hat verloren</translation>
    </message>
    <message>
        <source>Expert in your seat: %1 VP against %2 VP, %3.</source>
        <translation>Der Experte auf deinem Platz: %1 SP gegen %2 SP, %3.</translation>
    </message>
    <message numerus="yes">
        <source>You did better by %n VP!</source>
        <translation>
            <numerusform>Du warst %n SP besser!</numerusform>
            <numerusform>Du warst %n SP besser!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Expert did better by %n VP.</source>
        <translation>
            <numerusform>Der Experte war %n SP besser.</numerusform>
            <numerusform>Der Experte war %n SP besser.</numerusform>
        </translation>
    </message>
    <message>
        <source>The same score as Expert.</source>
        <translation>Gleich viele Punkte wie der Experte.</translation>
    </message>
    <message>
        <source>Watch Expert's game</source>
        <translation>Partie des Experten ansehen</translation>
    </message>
    <message>
        <source>Expert in your seat</source>
        <translation>Experte auf deinem Platz</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>San Juan — a finished game</source>
        <translation>San Juan – eine beendete Partie</translation>
    </message>
    <message>
        <source>Edition</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Endstand</translation>
    </message>
    <message>
        <source>Victory points at the end of each round</source>
        <translation>Siegpunkte am Ende jeder Runde</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Spielverlauf</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>SP</translation>
    </message>
    <message>
        <source>en</source>
        <translation>de</translation>
    </message>
    <message>
        <source>Export as web page</source>
        <translation>Als Webseite exportieren</translation>
    </message>
    <message>
        <source>Web pages (*.html *.htm)</source>
        <translation>Webseiten (*.html *.htm)</translation>
    </message>
    <message>
        <source>Export game</source>
        <translation>Partie exportieren</translation>
    </message>
    <message>
        <source>San Juan games (*.sanjuan.json *.json)</source>
        <translation>San-Juan-Partien (*.sanjuan.json *.json)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>The game could not be exported to %1: %2</source>
        <translation>Die Partie konnte nicht nach %1 exportiert werden: %2</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Exported to %1</source>
        <translation>Exportiert nach %1</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>Deal of the &amp;day</source>
        <translation>&amp;Partie des Tages</translation>
    </message>
    <message>
        <source>&amp;Puzzles…</source>
        <translation>&amp;Rätsel…</translation>
    </message>
    <message>
        <source>&amp;Export game…</source>
        <translation>Partie e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Export as &amp;web page…</source>
        <translation>Als Webseite export&amp;ieren…</translation>
    </message>
</context>
<context>
    <name>PuzzleWindow</name>
    <message>
        <source>Puzzles</source>
        <translation>Rätsel</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>&amp;Noch einmal</translation>
    </message>
    <message>
        <source>Show the &amp;solution</source>
        <translation>&amp;Lösung zeigen</translation>
    </message>
    <message>
        <source>&amp;Next puzzle</source>
        <translation>Nächstes &amp;Rätsel</translation>
    </message>
    <message>
        <source>The puzzles cannot be read: %1</source>
        <translation>Die Rätsel können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>%1 of %2 solved</source>
        <translation>%1 von %2 gelöst</translation>
    </message>
    <message>
        <source>Your progress is not saved: %1</source>
        <translation>Dein Fortschritt wird nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Bauen</translation>
    </message>
    <message>
        <source>Puzzle %1 · %2</source>
        <translation>Rätsel %1 · %2</translation>
    </message>
    <message>
        <source>Choose the role that wins the game.</source>
        <translation>Wähle die Rolle, mit der du die Partie gewinnst.</translation>
    </message>
    <message>
        <source>Build so that you win the game (or choose not to build).</source>
        <translation>Baue so, dass du die Partie gewinnst (oder baue bewusst nicht).</translation>
    </message>
    <message>
        <source>It is decided in this round.</source>
        <translation>Sie wird in dieser Runde entschieden.</translation>
    </message>
    <message>
        <source>It is decided in the next round.</source>
        <translation>Sie wird in der nächsten Runde entschieden.</translation>
    </message>
    <message>
        <source>Round %1 · %2 · %3 players.</source>
        <translation>Runde %1 · %2 · %3 Spieler.</translation>
    </message>
    <message>
        <source>You solved this puzzle. Play it again if you like.</source>
        <translation>Dieses Rätsel hast du gelöst. Spiel es gern noch einmal.</translation>
    </message>
    <message>
        <source>Your move.</source>
        <translation>Du bist am Zug.</translation>
    </message>
    <message>
        <source>The coach is checking your move…</source>
        <translation>Der Trainer prüft deinen Zug …</translation>
    </message>
    <message>
        <source>That move cannot be judged: %1</source>
        <translation>Dieser Zug kann nicht beurteilt werden: %1</translation>
    </message>
    <message>
        <source>Right! %1 wins with an estimated %2. %3</source>
        <translation>Richtig! %1 gewinnt mit geschätzt %2. %3</translation>
    </message>
    <message>
        <source>Not the best: %1 — an estimated %2 to win. %3</source>
        <translation>Nicht der beste Zug: %1 – geschätzt %2 Siegchance. %3</translation>
    </message>
    <message>
        <source>Better: %1 — an estimated %2. %3</source>
        <translation>Besser: %1 – geschätzt %2. %3</translation>
    </message>
    <message>
        <source>The solution: %1 — an estimated %2 to win. %3</source>
        <translation>Die Lösung: %1 – geschätzt %2 Siegchance. %3</translation>
    </message>
    <message>
        <source>Start afresh (replaces the damaged progress file)</source>
        <translation>Neu beginnen (ersetzt die beschädigte Fortschrittsdatei)</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Show my &amp;rating in the statistics</source>
        <translation>Meine &amp;Wertungszahl in der Statistik zeigen</translation>
    </message>
    <message>
        <source>The rating counts:</source>
        <translation>Für die Wertungszahl zählen:</translation>
    </message>
    <message>
        <source>games with hints</source>
        <translation>Partien mit Tipps</translation>
    </message>
    <message>
        <source>tutorial games</source>
        <translation>Tutorial-Partien</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Your rating after each counted game</source>
        <translation>Deine Wertungszahl nach jeder gezählten Partie</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Wertungszahl</translation>
    </message>
    <message>
        <source>Counted game</source>
        <translation>Gezählte Partie</translation>
    </message>
    <message>
        <source>No rating yet: it starts with your first finished game against the computer (without hints).</source>
        <translation>Noch keine Wertungszahl: Sie beginnt mit deiner ersten beendeten Partie gegen den Computer (ohne Tipps).</translation>
    </message>
    <message>
        <source>Rating of %1: %2 ± %3</source>
        <translation>Wertungszahl von %1: %2 ± %3</translation>
    </message>
    <message numerus="yes">
        <source>after %n counted game(s)</source>
        <translation>
            <numerusform>nach %n gezählten Partie</numerusform>
            <numerusform>nach %n gezählten Partien</numerusform>
        </translation>
    </message>
    <message>
        <source>below %1; %1 is the next step.</source>
        <translation>unter %1; %1 ist die nächste Stufe.</translation>
    </message>
    <message>
        <source>at or above %1, the strongest computer.</source>
        <translation>auf oder über %1, dem stärksten Computer.</translation>
    </message>
    <message>
        <source>between %1 and %2; %2 is the next step.</source>
        <translation>zwischen %1 und %2; %2 ist die nächste Stufe.</translation>
    </message>
    <message>
        <source>Average VP</source>
        <translation>SP im Schnitt</translation>
    </message>
    <message>
        <source>Deals of the day</source>
        <translation>Partien des Tages</translation>
    </message>
    <message>
        <source>Tutorial games</source>
        <translation>Tutorial-Partien</translation>
    </message>
    <message>
        <source>Puzzle games</source>
        <translation>Rätselpartien</translation>
    </message>
    <message>
        <source>Ordinary games</source>
        <translation>Gewöhnliche Partien</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Export…</source>
        <translation>Exportieren …</translation>
    </message>
    <message>
        <source>Game file (opens in the replay viewer)…</source>
        <translation>Partiedatei (öffnet sich in der Wiederholung) …</translation>
    </message>
    <message>
        <source>Web page…</source>
        <translation>Webseite …</translation>
    </message>
</context>
</TS>
