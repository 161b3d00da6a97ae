<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
    <context>
        <name>Log</name>
        <message>
            <source>%1 (computer)</source>
            <translation>%1 (Computer)</translation>
        </message>
    </context>
    <context>
        <name>Network</name>
        <message>
            <source>%1 The game is kept; the other players wait until you restart the server.</source>
            <translation>%1 Das Spiel bleibt erhalten; die anderen warten, bis du den Server neu startest.</translation>
        </message>
        <message>
            <source>the game&apos;s server has stopped (the host may have closed San Juan). The game goes on when it is back; Game ▸ New game leaves it.</source>
            <translation>Der Server des Spiels ist gestoppt (vielleicht hat, wer das Spiel eröffnet hat, San Juan geschlossen). Das Spiel geht weiter, sobald er wieder da ist; Spiel ▸ Neues Spiel verlässt es.</translation>
        </message>
    </context>
    <context>
        <name>Network</name>
        <message>
            <source>You were playing a network game as %1 (%2) when San Juan closed; a computer plays your seat until you rejoin.</source>
            <translation>Du hast ein Netzwerkspiel als %1 (%2) gespielt, als San Juan geschlossen wurde; ein Computer spielt deinen Platz, bis du zurückkehrst.</translation>
        </message>
    </context>
    <context>
        <name>WelcomeScreen</name>
        <message>
            <source>Rejoin the network game</source>
            <translation>Zum Netzwerkspiel zurückkehren</translation>
        </message>
    </context>
    <context>
        <name>Table</name>
        <message>
            <source>Paused: %1</source>
            <translation>Pausiert: %1</translation>
        </message>
        <message>
            <source>Choose or unchoose this card</source>
            <translation>Diese Karte wählen oder abwählen</translation>
        </message>
        <message>
            <source>Restart the server and resume</source>
            <translation>Server neu starten und fortsetzen</translation>
        </message>
    </context>
    <context>
        <name>Keys</name>
        <message>
            <source>next / previous row (round and round: Tab stays on the table)</source>
            <translation>nächste / vorige Reihe (immer im Kreis: Tab bleibt auf dem Tisch)</translation>
        </message>
        <message>
            <source>F6, Ctrl+Tab</source>
            <translation>F6, Strg+Tab</translation>
        </message>
        <message>
            <source>to the log, the hints and the chat, and back to the table (Shift: the other way)</source>
            <translation>zum Spielverlauf, zu den Tipps und zum Chat und zurück zum Tisch (Umschalt: andersherum)</translation>
        </message>
        <message>
            <source>first / last card of the row that you may choose</source>
            <translation>erste / letzte wählbare Karte der Reihe</translation>
        </message>
        <message>
            <source>Ctrl+Z</source>
            <translation>Strg+Z</translation>
        </message>
        <message>
            <source>take back your last move (Edit, Undo), where the game allows it</source>
            <translation>deinen letzten Zug zurücknehmen (Bearbeiten, Rückgängig), wo das Spiel es erlaubt</translation>
        </message>
        <message>
            <source>Crane</source>
            <translation>Kran</translation>
        </message>
        <message>
            <source>after choosing the building, its “Over …” buttons (build over one of yours) are the row under the prompt: Tab or Down to it, Left/Right, Enter presses</source>
            <translation>nach der Wahl des Gebäudes sind seine Knöpfe „Über …“ (über eines deiner Gebäude bauen) die Reihe unter der Aufforderung: mit Tab oder Pfeil runter dorthin, Links/Rechts, Enter drückt</translation>
        </message>
    </context>
</TS>
