<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
    <context>
        <name>Undo</name>
        <message>
            <source>&amp;Undo: take back my last move (the game will not be rated)</source>
            <translation>&amp;Rückgängig: meinen letzten Zug zurücknehmen (die Partie wird nicht gewertet)</translation>
        </message>
    </context>
    <context>
        <name>HistoryDialog</name>
        <message>
            <source>(with take-backs, not rated)</source>
            <translation>(mit Zurücknahmen, nicht gewertet)</translation>
        </message>
    </context>
    <context>
        <name>StatisticsDialog</name>
        <message numerus="yes">
            <source>no band yet: after %n more counted game(s) your rating is placed between two computer levels.</source>
            <translation>
                <numerusform>noch keine Einstufung: nach %n weiteren gewerteten Partie wird deine Wertung zwischen zwei Computerstufen eingeordnet.</numerusform>
                <numerusform>noch keine Einstufung: nach %n weiteren gewerteten Partien wird deine Wertung zwischen zwei Computerstufen eingeordnet.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Hints</name>
        <message numerus="yes">
            <source>Trader: the next tile, %1, pays %n for your %2</source>
            <translation>
                <numerusform>Händler: das nächste Kärtchen, %1, zahlt %n für deine Ware (%2)</numerusform>
                <numerusform>Händler: das nächste Kärtchen, %1, zahlt %n für deine Waren (%2)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Daily</name>
        <message>
            <source>Today's deal, %1: you against Expert.</source>
            <translation>Die Partie des Tages, %1: du gegen den Experten.</translation>
        </message>
        <message>
            <source>You have one attempt a day, and it starts now. It is recorded; a game left unfinished uses up the attempt. Replays of the deal afterwards are practice.</source>
            <translation>Du hast einen Versuch am Tag, und er beginnt jetzt. Er wird aufgezeichnet; eine nicht zu Ende gespielte Partie verbraucht den Versuch. Spätere Wiederholungen der Partie sind Übung.</translation>
        </message>
        <message>
            <source>Start today's attempt</source>
            <translation>Heutigen Versuch starten</translation>
        </message>
    </context>
</TS>
