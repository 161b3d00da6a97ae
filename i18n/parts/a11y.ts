<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>HintController</name>
    <message>
        <source>Hints, best first</source>
        <translation>Tipps, der beste zuerst</translation>
    </message>
    <message>
        <source>Hint status</source>
        <translation>Stand des Tipps</translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <source>Left, Right</source>
        <translation>Links, Rechts</translation>
    </message>
    <message>
        <source>previous / next card or button in the row</source>
        <translation>vorige / nächste Karte oder Schaltfläche der Reihe</translation>
    </message>
    <message>
        <source>Up, Down</source>
        <translation>Hoch, Runter</translation>
    </message>
    <message>
        <source>the row above / below</source>
        <translation>die Reihe darüber / darunter</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Umschalt+Tab</translation>
    </message>
    <message>
        <source>next / previous row (past the last row: the log and the hints)</source>
        <translation>nächste / vorige Reihe (nach der letzten Reihe: Spielverlauf und Tipps)</translation>
    </message>
    <message>
        <source>Home, End</source>
        <translation>Pos1, Ende</translation>
    </message>
    <message>
        <source>first / last in the row</source>
        <translation>erstes / letztes der Reihe</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Leertaste</translation>
    </message>
    <message>
        <source>select or unselect the card; press the role or button</source>
        <translation>Karte wählen oder abwählen; Rolle oder Schaltfläche drücken</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>confirm (or press the focused role, option or Pass button; hand the computer over)</source>
        <translation>bestätigen (oder die fokussierte Rolle, Option oder Passen-Schaltfläche drücken; den Computer übergeben)</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>clear the selection (never passes)</source>
        <translation>Auswahl aufheben (passt nie)</translation>
    </message>
    <message>
        <source>1 2 3 4 5</source>
        <translation>1 2 3 4 5</translation>
    </message>
    <message>
        <source>choose Builder, Producer, Trader, Councillor, Prospector</source>
        <translation>Baumeister, Aufseher, Händler, Ratsherr, Goldsucher wählen</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>ask for a hint</source>
        <translation>um einen Tipp bitten</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>the rules</source>
        <translation>die Regeln</translation>
    </message>
    <message>
        <source>Enter confirms; Esc clears the selection</source>
        <translation>Eingabe bestätigt; Esc hebt die Auswahl auf</translation>
    </message>
    <message>
        <source>Tab or the arrow keys to this button, then Enter or Space</source>
        <translation>Mit Tab oder den Pfeiltasten zu dieser Schaltfläche, dann Eingabe oder Leertaste</translation>
    </message>
    <message>
        <source>Every decision can be made with the keyboard. The focused card or button has a white and black ring.</source>
        <translation>Jede Entscheidung geht auch mit der Tastatur. Die fokussierte Karte oder Schaltfläche hat einen weiß-schwarzen Rahmen.</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Tastatur</translation>
    </message>
    <message>
        <source>Keys: Space selects or unselects, Enter confirms, Esc clears.</source>
        <translation>Tasten: Leertaste wählt oder wählt ab, Eingabe bestätigt, Esc hebt die Auswahl auf.</translation>
    </message>
    <message>
        <source>Key %1 chooses this role.</source>
        <translation>Taste %1 wählt diese Rolle.</translation>
    </message>
    <message>
        <source>you may choose it: key %1</source>
        <translation>wählbar: Taste %1</translation>
    </message>
    <message>
        <source>Arrow keys and Tab move, Space selects, Enter confirms, Esc clears, 1 to 5 choose a role; Help, Keyboard lists every key.</source>
        <translation>Pfeiltasten und Tab bewegen, Leertaste wählt, Eingabe bestätigt, Esc hebt auf, 1 bis 5 wählen eine Rolle; Hilfe, Tastatur nennt alle Tasten.</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;Keyboard…</source>
        <translation>&amp;Tastatur…</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>selected</source>
        <translation>gewählt</translation>
    </message>
    <message>
        <source>can be chosen</source>
        <translation>wählbar</translation>
    </message>
    <message>
        <source>cannot be chosen now</source>
        <translation>jetzt nicht wählbar</translation>
    </message>
    <message>
        <source>printed cost %1</source>
        <translation>aufgedruckte Kosten %1</translation>
    </message>
    <message>
        <source>a good lies on it</source>
        <translation>eine Ware liegt darauf</translation>
    </message>
    <message>
        <source>%1 cards under it</source>
        <translation>%1 Karten darunter</translation>
    </message>
    <message>
        <source>%1: %2 VP</source>
        <translation>%1: %2 SP</translation>
    </message>
    <message>
        <source>What to do now</source>
        <translation>Was jetzt zu tun ist</translation>
    </message>
    <message>
        <source>Your selection</source>
        <translation>Deine Auswahl</translation>
    </message>
    <message>
        <source>Drawn cards</source>
        <translation>Gezogene Karten</translation>
    </message>
    <message>
        <source>%1: %2 cards</source>
        <translation>%1: %2 Karten</translation>
    </message>
    <message>
        <source>Round and phase</source>
        <translation>Runde und Phase</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Spielverlauf</translation>
    </message>
    <message>
        <source>Every move of the game, newest at the bottom</source>
        <translation>Jeder Zug des Spiels, der neueste unten</translation>
    </message>
    <message>
        <source>taken by %1</source>
        <translation>genommen von %1</translation>
    </message>
    <message>
        <source>the phase being played</source>
        <translation>die laufende Phase</translation>
    </message>
    <message>
        <source>still free</source>
        <translation>noch frei</translation>
    </message>
    <message>
        <source>%1 cards in hand</source>
        <translation>%1 Karten auf der Hand</translation>
    </message>
    <message>
        <source>%1 of %2 buildings</source>
        <translation>%1 von %2 Gebäuden</translation>
    </message>
    <message>
        <source>%1 VP (leading)</source>
        <translation>%1 SP (führt)</translation>
    </message>
    <message>
        <source>%1 VP</source>
        <translation>%1 SP</translation>
    </message>
    <message>
        <source>governor</source>
        <translation>Gouverneur</translation>
    </message>
    <message>
        <source>deciding now</source>
        <translation>entscheidet gerade</translation>
    </message>
    <message>
        <source>Game table</source>
        <translation>Spieltisch</translation>
    </message>
</context>
</TS>
