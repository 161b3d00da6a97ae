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
</TS>
