<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context><name>Menus</name>
  <message><source>Host a net&amp;work game…</source><translation>Netzwerksp&amp;iel eröffnen…</translation></message>
  <message><source>&amp;Join a network game…</source><translation>Netzwerkspiel beit&amp;reten…</translation></message>
</context>
<context><name>Network</name>
  <message><source>you</source><translation>du</translation></message>
  <message><source>waiting for a player</source><translation>wartet auf einen Spieler</translation></message>
  <message><source>gone – a computer plays for now</source><translation>weg – ein Computer spielt so lange</translation></message>
  <message><source>free – a computer plays for now</source><translation>frei – ein Computer spielt so lange</translation></message>
  <message><source>connection lost</source><translation>Verbindung verloren</translation></message>
  <message><source>connected</source><translation>verbunden</translation></message>
  <message><source>Seat %1: %2 – %3</source><translation>Platz %1: %2 – %3</translation></message>
  <message><source>Seat %1: %2</source><translation>Platz %1: %2</translation></message>
  <message><source>Join my San Juan game: Game ▸ Join a network game, address %1, invite code %2</source><translation>Spiel mit mir San Juan: Spiel ▸ Netzwerkspiel beitreten, Adresse %1, Einladungscode %2</translation></message>
  <message><source>Seats</source><translation>Plätze</translation></message>
  <message><source>Chat</source><translation>Chat</translation></message>
  <message><source>Chat with the other players.</source><translation>Schreib den anderen Spielern.</translation></message>
  <message><source>Say something…</source><translation>Schreib etwas…</translation></message>
  <message><source>Chat message</source><translation>Chat-Nachricht</translation></message>
  <message><source>Send</source><translation>Senden</translation></message>
  <message><source>Seat %1: code &lt;b&gt;%2&lt;/b&gt; at %3</source><translation>Platz %1: Code &lt;b&gt;%2&lt;/b&gt; bei %3</translation></message>
  <message><source>Copy</source><translation>Kopieren</translation></message>
  <message><source>Copy the invite to send it to a friend.</source><translation>Die Einladung kopieren, um sie einem Freund zu schicken.</translation></message>
  <message><source>Network game – lobby</source><translation>Netzwerkspiel – Warteraum</translation></message>
  <message><source>Connecting…</source><translation>Verbinde…</translation></message>
  <message><source>Leave</source><translation>Verlassen</translation></message>
  <message><source>Start the game</source><translation>Spiel beginnen</translation></message>
  <message><source>Seats nobody has taken are played by a computer player once the stand-in time has passed.</source><translation>Plätze, die niemand eingenommen hat, spielt nach der Vertretungszeit ein Computer.</translation></message>
  <message><source>Waiting for the other players.</source><translation>Warte auf die anderen Spieler.</translation></message>
  <message><source>Send each friend an invite. Start the game when everybody is here.</source><translation>Schick jedem Freund eine Einladung. Beginne das Spiel, wenn alle da sind.</translation></message>
  <message><source>You have seat %1. %2</source><translation>Du hast Platz %1. %2</translation></message>
  <message><source>Start without them</source><translation>Ohne sie beginnen</translation></message>
  <message><source>Starting…</source><translation>Beginne…</translation></message>
  <message><source>Player</source><translation>Spieler</translation></message>
  <message><source>Host a network game</source><translation>Netzwerkspiel eröffnen</translation></message>
  <message><source>Your name:</source><translation>Dein Name:</translation></message>
  <message><source> players</source><translation> Spieler</translation></message>
  <message><source>Number of players:</source><translation>Anzahl der Spieler:</translation></message>
  <message><source>Seats (in seating order)</source><translation>Plätze (in Sitzreihenfolge)</translation></message>
  <message><source>Seat %1</source><translation>Platz %1</translation></message>
  <message><source>You</source><translation>Du</translation></message>
  <message><source>A player over the network</source><translation>Ein Spieler über das Netzwerk</translation></message>
  <message><source>Edition:</source><translation>Ausgabe:</translation></message>
  <message><source>Start-hand variant (draw more, keep 4)</source><translation>Starthand-Variante (mehr ziehen, 4 behalten)</translation></message>
  <message><source> min</source><translation> Min.</translation></message>
  <message><source>When a player's connection is gone this long, a computer player plays their seat until they are back.</source><translation>Ist die Verbindung eines Spielers so lange weg, spielt ein Computer für ihn, bis er zurück ist.</translation></message>
  <message><source>Stand-in after:</source><translation>Vertretung nach:</translation></message>
  <message><source>Server</source><translation>Server</translation></message>
  <message><source>Start one on this computer</source><translation>Auf diesem Computer starten</translation></message>
  <message><source>Players on my local network may join</source><translation>Spieler aus meinem lokalen Netzwerk dürfen beitreten</translation></message>
  <message><source>Use a server at this address:</source><translation>Einen Server unter dieser Adresse nutzen:</translation></message>
  <message><source>Host game</source><translation>Spiel eröffnen</translation></message>
  <message><source>Choose at least one player over the network.</source><translation>Wähle mindestens einen Spieler über das Netzwerk.</translation></message>
  <message><source>Enter the server's address, e.g. ws://192.168.1.20:8765/.</source><translation>Gib die Adresse des Servers ein, z. B. ws://192.168.1.20:8765/.</translation></message>
  <message><source>Join a network game</source><translation>Netzwerkspiel beitreten</translation></message>
  <message><source>The host of the game gives you its address and an invite code.</source><translation>Wer das Spiel eröffnet hat, gibt dir die Adresse und einen Einladungscode.</translation></message>
  <message><source>Server address:</source><translation>Server-Adresse:</translation></message>
  <message><source>Invite code:</source><translation>Einladungscode:</translation></message>
  <message><source>Join game</source><translation>Beitreten</translation></message>
  <message><source>Enter the invite code the host gave you.</source><translation>Gib den Einladungscode ein, den du bekommen hast.</translation></message>
  <message><source>The game server stopped (exit status %1). %2</source><translation>Der Spielserver hat sich beendet (Status %1). %2</translation></message>
  <message><source>The game server could not be started.</source><translation>Der Spielserver konnte nicht gestartet werden.</translation></message>
  <message><source>The game server did not start in time.</source><translation>Der Spielserver ist nicht rechtzeitig gestartet.</translation></message>
  <message><source>This invite code is not known to the server, or it was used already, or its game is over. Ask the host for a new one.</source><translation>Diesen Einladungscode kennt der Server nicht, oder er wurde schon benutzt, oder das Spiel ist vorbei. Bitte um einen neuen.</translation></message>
  <message><source>This invite has expired. Ask the host for a new one.</source><translation>Diese Einladung ist abgelaufen. Bitte um eine neue.</translation></message>
  <message><source>The server does not know this seat any more.</source><translation>Der Server kennt diesen Platz nicht mehr.</translation></message>
  <message><source>The server speaks another version of the game's protocol. Both players need the same version of San Juan.</source><translation>Der Server spricht eine andere Version des Spielprotokolls. Alle Spieler brauchen dieselbe Version von San Juan.</translation></message>
  <message><source>The server cannot be reached. Check the address, and that the host's game is still open.</source><translation>Der Server ist nicht erreichbar. Prüfe die Adresse und ob das Spiel noch geöffnet ist.</translation></message>
  <message><source>This is not a server address. It looks like ws://192.168.1.20:8765/.</source><translation>Das ist keine Server-Adresse. Sie sieht so aus: ws://192.168.1.20:8765/.</translation></message>
  <message><source>The server closed the connection.</source><translation>Der Server hat die Verbindung beendet.</translation></message>
  <message><source>The server closed the connection: too many messages.</source><translation>Der Server hat die Verbindung beendet: zu viele Nachrichten.</translation></message>
  <message><source>The server is full. Try again later.</source><translation>Der Server ist voll. Versuch es später noch einmal.</translation></message>
  <message><source>The server refused that move.</source><translation>Der Server hat diesen Zug abgelehnt.</translation></message>
  <message><source>Chat is limited to a few lines at a time.</source><translation>Im Chat gehen nur wenige Zeilen auf einmal.</translation></message>
  <message><source>That cannot be taken back any more.</source><translation>Das lässt sich nicht mehr zurücknehmen.</translation></message>
  <message><source>The server said: %1</source><translation>Der Server meldet: %1</translation></message>
  <message><source>Seat %1 (free)</source><translation>Platz %1 (frei)</translation></message>
  <message><source>Player %1</source><translation>Spieler %1</translation></message>
  <message><source>⚙ %1</source><translation>⚙ %1</translation></message>
  <message><source>⚠ %1</source><translation>⚠ %1</translation></message>
  <message><source>%1 says: %2</source><translation>%1 schreibt: %2</translation></message>
  <message><source>Close and end the network game?</source><translation>Schließen und das Netzwerkspiel beenden?</translation></message>
  <message><source>You host this game on this computer: closing the window stops its server and ends the game for everybody.</source><translation>Du hast dieses Spiel auf diesem Computer eröffnet: Schließt du das Fenster, endet sein Server und das Spiel für alle.</translation></message>
  <message><source>Leave the network game?</source><translation>Das Netzwerkspiel verlassen?</translation></message>
  <message><source>A computer player will take over your seat.</source><translation>Ein Computer übernimmt deinen Platz.</translation></message>
  <message><source>Close anyway</source><translation>Trotzdem schließen</translation></message>
  <message><source>Keep playing</source><translation>Weiterspielen</translation></message>
  <message><source>Come back to a game</source><translation>Zurück in ein Spiel</translation></message>
  <message><source>%1 · seat %2 · %3</source><translation>%1 · Platz %2 · %3</translation></message>
  <message><source>Rejoin</source><translation>Zurückkehren</translation></message>
  <message><source>Not connected: your move will be asked again when the connection is back.</source><translation>Keine Verbindung: Dein Zug wird noch einmal abgefragt, sobald sie wieder steht.</translation></message>
  <message><source>A message from the server could not be read: %1</source><translation>Eine Nachricht des Servers war nicht lesbar: %1</translation></message>
  <message><source>Starting the game server…</source><translation>Starte den Spielserver…</translation></message>
  <message><source>Creating the game…</source><translation>Lege das Spiel an…</translation></message>
  <message><source>The network game has started.</source><translation>Das Netzwerkspiel hat begonnen.</translation></message>
  <message><source>Network game</source><translation>Netzwerkspiel</translation></message>
  <message><source>Connection to the server lost – trying again…</source><translation>Verbindung zum Server verloren – versuche es wieder…</translation></message>
  <message><source>Connected to the server again.</source><translation>Wieder mit dem Server verbunden.</translation></message>
  <message><source>The network game is over; it is in your history.</source><translation>Das Netzwerkspiel ist vorbei; es steht in deinem Verlauf.</translation></message>
</context>
</TS>
