<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
    <context>
        <name>Network</name>
        <message>
            <source>Port %1 on this computer is in use by another program, so the game server cannot listen there again; close that program and try once more.</source>
            <translation>Port %1 auf diesem Computer belegt ein anderes Programm, darum kann der Spielserver dort nicht wieder lauschen; schließ dieses Programm und versuch es noch einmal.</translation>
        </message>
        <message>
            <source>The host has ended the game.</source>
            <translation>Wer das Spiel eröffnet hat, hat es beendet.</translation>
        </message>
        <message>
            <source>Resume your network game?</source>
            <translation>Dein Netzwerkspiel fortsetzen?</translation>
        </message>
        <message>
            <source>You were hosting a network game as %1 when San Juan closed. The other players wait until you come back.</source>
            <translation>Du hattest als %1 ein Netzwerkspiel eröffnet, als San Juan geschlossen wurde. Die anderen Spieler warten, bis du zurückkommst.</translation>
        </message>
        <message>
            <source>Resume the game</source>
            <translation>Spiel fortsetzen</translation>
        </message>
        <message>
            <source>Not now</source>
            <translation>Jetzt nicht</translation>
        </message>
        <message>
            <source>Forget it</source>
            <translation>Vergessen</translation>
        </message>
        <message>
            <source>Starting the game server again…</source>
            <translation>Der Spielserver startet wieder…</translation>
        </message>
        <message>
            <source>The game&apos;s server has stopped (the host may have closed San Juan): the game is paused until it is back. Game ▸ New game leaves it.</source>
            <translation>Der Server des Spiels ist gestoppt (vielleicht hat, wer das Spiel eröffnet hat, San Juan geschlossen): Das Spiel pausiert, bis er wieder da ist. Spiel ▸ Neues Spiel verlässt es.</translation>
        </message>
        <message>
            <source>Pause the network game?</source>
            <translation>Das Netzwerkspiel pausieren?</translation>
        </message>
        <message>
            <source>You host this game on this computer. If you close the window, the game pauses for the others until you come back: start San Juan again and resume it. Or end it for everybody.</source>
            <translation>Du hast dieses Spiel auf diesem Computer eröffnet. Wenn du das Fenster schließt, pausiert das Spiel für die anderen, bis du zurückkommst: Starte San Juan wieder und setze es fort. Oder beende es für alle.</translation>
        </message>
        <message>
            <source>Pause the game</source>
            <translation>Spiel pausieren</translation>
        </message>
        <message>
            <source>End it for everybody</source>
            <translation>Für alle beenden</translation>
        </message>
        <message>
            <source>Ending the game for everybody…</source>
            <translation>Das Spiel wird für alle beendet…</translation>
        </message>
        <message>
            <source>%1 · %2 of %3 seats free · %4</source>
            <translation>%1 · %2 von %3 Plätzen frei · %4</translation>
        </message>
        <message>
            <source>Announce this game on the local network</source>
            <translation>Dieses Spiel im lokalen Netzwerk ankündigen</translation>
        </message>
        <message>
            <source>Games on the local network</source>
            <translation>Spiele im lokalen Netzwerk</translation>
        </message>
        <message>
            <source>Games whose host announces them.</source>
            <translation>Spiele, die angekündigt werden.</translation>
        </message>
        <message>
            <source>Look for games</source>
            <translation>Spiele suchen</translation>
        </message>
        <message>
            <source>Looking…</source>
            <translation>Suche…</translation>
        </message>
        <message>
            <source>No game found. Ask the host to announce it, or enter its address.</source>
            <translation>Kein Spiel gefunden. Bitte, wer das Spiel eröffnet hat, es anzukündigen, oder gib seine Adresse ein.</translation>
        </message>
        <message>
            <source>Pick a game, then enter its invite code.</source>
            <translation>Wähle ein Spiel und gib dann seinen Einladungscode ein.</translation>
        </message>
        <message>
            <source>Players on your local network then find it in their Join dialog and only need the invite code.</source>
            <translation>Spieler in deinem lokalen Netzwerk finden es dann im Beitreten-Dialog und brauchen nur den Einladungscode.</translation>
        </message>
        <message>
            <source>The local network could not be searched: %1</source>
            <translation>Das lokale Netzwerk konnte nicht durchsucht werden: %1</translation>
        </message>
    </context>
</TS>
