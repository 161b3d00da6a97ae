<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
  <context>
    <name>History</name>
    <message>
      <source>S&amp;tatistics…</source>
      <translation>S&amp;tatistik…</translation>
    </message>
    <message>
      <source>&amp;History…</source>
      <translation>&amp;Verlauf…</translation>
    </message>
    <message>
      <source>Open &amp;replay…</source>
      <translation>&amp;Wiederholung öffnen…</translation>
    </message>
    <message>
      <source>Open replay</source>
      <translation>Wiederholung öffnen</translation>
    </message>
    <message>
      <source>San Juan games (*.sanjuan.json *.json)</source>
      <translation>San-Juan-Partien (*.sanjuan.json *.json)</translation>
    </message>
    <message>
      <source>Player %1</source>
      <translation>Spieler %1</translation>
    </message>
    <message>
      <source>Replay</source>
      <translation>Wiederholung</translation>
    </message>
    <message>
      <source>The game cannot be replayed: %1</source>
      <translation>Die Partie kann nicht wiedergegeben werden: %1</translation>
    </message>
    <message>
      <source>Game history is off: %1</source>
      <translation>Der Partienverlauf ist aus: %1</translation>
    </message>
  </context>
  <context>
    <name>HistoryDialog</name>
    <message>
      <source>Game history</source>
      <translation>Partienverlauf</translation>
    </message>
    <message>
      <source>Finished</source>
      <translation>Beendet</translation>
    </message>
    <message>
      <source>Edition</source>
      <translation>Ausgabe</translation>
    </message>
    <message>
      <source>Players and scores</source>
      <translation>Spieler und Punkte</translation>
    </message>
    <message>
      <source>Rounds</source>
      <translation>Runden</translation>
    </message>
    <message>
      <source>Seed</source>
      <translation>Startwert</translation>
    </message>
    <message>
      <source>Replay</source>
      <translation>Wiederholung</translation>
    </message>
    <message>
      <source>The game history cannot be read: %1</source>
      <translation>Der Partienverlauf kann nicht gelesen werden: %1</translation>
    </message>
    <message numerus="yes">
      <source>%n finished game(s). Double-click one to replay it.</source>
      <translation>
        <numerusform>%n beendete Partie. Doppelklicke sie, um sie wiederzugeben.</numerusform>
        <numerusform>%n beendete Partien. Doppelklicke eine, um sie wiederzugeben.</numerusform>
      </translation>
    </message>
    <message>
      <source>(computers only)</source>
      <translation>(nur Computer)</translation>
    </message>
  </context>
  <context>
    <name>ReplayViewer</name>
    <message>
      <source>Replay: %1</source>
      <extracomment>Combo box data of the "all cards open" view.</extracomment>
      <translation>Wiederholung: %1</translation>
    </message>
    <message>
      <source>Start (Home)</source>
      <translation>Anfang (Pos1)</translation>
    </message>
    <message>
      <source>One action back (Left)</source>
      <translation>Einen Zug zurück (Links)</translation>
    </message>
    <message>
      <source>One action forward (Right)</source>
      <translation>Einen Zug vor (Rechts)</translation>
    </message>
    <message>
      <source>End (End)</source>
      <translation>Ende (Ende)</translation>
    </message>
    <message>
      <source>As %1 saw it</source>
      <translation>Wie %1 es sah</translation>
    </message>
    <message>
      <source>All cards open</source>
      <translation>Alle Karten offen</translation>
    </message>
    <message>
      <source>Action %1 of %2</source>
      <translation>Zug %1 von %2</translation>
    </message>
  </context>
  <context>
    <name>Statistics</name>
    <message>
      <source>easy</source>
      <translation>leicht</translation>
    </message>
    <message>
      <source>medium</source>
      <translation>mittel</translation>
    </message>
    <message>
      <source>hard</source>
      <translation>schwer</translation>
    </message>
    <message>
      <source>expert</source>
      <translation>Experte</translation>
    </message>
    <message>
      <source>people only</source>
      <translation>nur Menschen</translation>
    </message>
  </context>
  <context>
    <name>StatisticsDialog</name>
    <message>
      <source>Statistics</source>
      <translation>Statistik</translation>
    </message>
    <message>
      <source>The game history cannot be read: %1</source>
      <translation>Der Partienverlauf kann nicht gelesen werden: %1</translation>
    </message>
    <message>
      <source>No finished games of yours yet.</source>
      <translation>Du hast noch keine Partie beendet.</translation>
    </message>
    <message numerus="yes">
      <source>%n game(s) played</source>
      <translation>
        <numerusform>%n Partie gespielt</numerusform>
        <numerusform>%n Partien gespielt</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n won</source>
      <translation>
        <numerusform>%n gewonnen</numerusform>
        <numerusform>%n gewonnen</numerusform>
      </translation>
    </message>
    <message>
      <source>average %1 VP · best %2 VP</source>
      <translation>im Schnitt %1 SP · beste %2 SP</translation>
    </message>
    <message numerus="yes">
      <source>%n computer-only game(s) watched (not counted).</source>
      <translation>
        <numerusform>%n Partie nur mit Computern zugeschaut (nicht gezählt).</numerusform>
        <numerusform>%n Partien nur mit Computern zugeschaut (nicht gezählt).</numerusform>
      </translation>
    </message>
    <message>
      <source>Strongest opponent: %1</source>
      <translation>Stärkster Gegner: %1</translation>
    </message>
    <message>
      <source>Edition: %1</source>
      <translation>Ausgabe: %1</translation>
    </message>
    <message numerus="yes">
      <source>%n players</source>
      <translation>
        <numerusform>%n Spieler</numerusform>
        <numerusform>%n Spieler</numerusform>
      </translation>
    </message>
    <message>
      <source>Played</source>
      <translation>Gespielt</translation>
    </message>
    <message>
      <source>Won</source>
      <translation>Gewonnen</translation>
    </message>
    <message>
      <source>Win rate</source>
      <translation>Siegquote</translation>
    </message>
    <message>
      <source>Your scores</source>
      <translation>Deine Punkte</translation>
    </message>
    <message>
      <source>Games</source>
      <translation>Partien</translation>
    </message>
    <message>
      <source>VP</source>
      <translation>SP</translation>
    </message>
    <message numerus="yes">
      <source>Win rate over the last %n game(s)</source>
      <translation>
        <numerusform>Siegquote der letzten Partie</numerusform>
        <numerusform>Siegquote der letzten %n Partien</numerusform>
      </translation>
    </message>
    <message>
      <source>Win rate (%)</source>
      <translation>Siegquote (%)</translation>
    </message>
    <message>
      <source>Game</source>
      <translation>Partie</translation>
    </message>
  </context>
</TS>