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
            <source>Restart the server and resume</source>
            <translation>Server neu starten und fortsetzen</translation>
        </message>
    </context>
</TS>
