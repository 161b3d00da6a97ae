<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>GameOverDialog</name>
    <message>
        <source>Scores</source>
        <translation>Punkte</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Recorded games</source>
        <translation>Gespeicherte Partien</translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <source>Every decision can be made with the keyboard. The focused card has a white and magenta ring, the focused button a magenta edge.</source>
        <translation>Jede Entscheidung geht auch mit der Tastatur. Die fokussierte Karte hat einen weiß-magentafarbenen Rahmen, die fokussierte Schaltfläche einen magentafarbenen Rand.</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <source>Copy the invite for seat %1</source>
        <translation>Einladung für Platz %1 kopieren</translation>
    </message>
    <message>
        <source>Stand-in after</source>
        <translation>Vertretung nach</translation>
    </message>
    <message>
        <source>Stand-in player</source>
        <translation>Vertretung durch</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Win chance after each of your decisions</source>
        <translation>Siegchance nach jeder deiner Entscheidungen</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Fehler</translation>
    </message>
</context>
</TS>
