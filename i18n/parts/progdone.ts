<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Daily</name>
    <message>
        <source>You left today's deal unfinished; that was today's attempt. Play it again for practice? It is not recorded.</source>
        <translation>Du hast die heutige Partie nicht zu Ende gespielt; das war dein Versuch für heute. Zur Übung noch einmal spielen? Sie wird nicht aufgezeichnet.</translation>
    </message>
    <message>
        <source>Today's deal is on the table; it is your attempt.</source>
        <translation>Die heutige Partie liegt auf dem Tisch; sie ist dein Versuch.</translation>
    </message>
    <message>
        <source>Your attempt at the deal could not be read (%1); it starts again.</source>
        <translation>Dein Versuch an der Partie war nicht lesbar (%1); sie beginnt von vorn.</translation>
    </message>
    <message>
        <source>Deal of the day, %1: your attempt goes on.</source>
        <translation>Partie des Tages, %1: dein Versuch geht weiter.</translation>
    </message>
    <message>
        <source>The deal of the day left unfinished counts as abandoned: it was that day's attempt.</source>
        <translation>Die nicht beendete Partie des Tages gilt als aufgegeben: Sie war der Versuch dieses Tages.</translation>
    </message>
    <message>
        <source>Expert's kept game on this deal was damaged; Expert plays it again.</source>
        <translation>Die gespeicherte Partie des Experten war beschädigt; der Experte spielt sie noch einmal.</translation>
    </message>
    <message>
        <source>It is your attempt at the deal of the day: left now, it counts as abandoned, not as a day played, and the deal can then only be played for practice.</source>
        <translation>Das ist dein Versuch an der Partie des Tages: Verlässt du sie jetzt, gilt sie als aufgegeben, nicht als gespielter Tag, und die Partie lässt sich danach nur noch zur Übung spielen.</translation>
    </message>
    <message>
        <source>Expert's kept game on a deal was damaged; it is played again on that deal.</source>
        <translation>Eine gespeicherte Partie des Experten war beschädigt; sie wird bei dieser Partie noch einmal gespielt.</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message numerus="yes">
        <source>worth %n VP now (counted at the game's end)</source>
        <translation>
            <numerusform>jetzt %n SP wert (gewertet bei Spielende)</numerusform>
            <numerusform>jetzt %n SP wert (gewertet bei Spielende)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message numerus="yes">
        <source>Streak: %n day(s) in a row</source>
        <translation>
            <numerusform>Serie: %n Tag in Folge</numerusform>
            <numerusform>Serie: %n Tage in Folge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) played</source>
        <translation>
            <numerusform>%n Partie gespielt</numerusform>
            <numerusform>%n Partien gespielt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n abandoned</source>
        <translation>
            <numerusform>%n aufgegeben</numerusform>
            <numerusform>%n aufgegeben</numerusform>
        </translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Expert in your seat</source>
        <translation>Experte auf deinem Platz</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>%1 : %2 VP</source>
        <translation>%1 : %2 SP</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>better than Expert</source>
        <translation>besser als der Experte</translation>
    </message>
    <message>
        <source>below Expert</source>
        <translation>schwächer als der Experte</translation>
    </message>
    <message>
        <source>as Expert</source>
        <translation>wie der Experte</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>aufgegeben</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>%2's hand: 1 card</source>
        <translation>Hand von %2: 1 Karte</translation>
    </message>
    <message>
        <source>%2's hand: %1 cards</source>
        <translation>Hand von %2: %1 Karten</translation>
    </message>
</context>
</TS>
