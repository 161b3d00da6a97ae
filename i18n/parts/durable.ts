<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context><name>Autosave</name>
  <message><source>%1 · %2 · round %3 · %4</source><translation>%1 · %2 · Runde %3 · %4</translation></message>
  <message><source>The unfinished game cannot be resumed: %1</source><translation>Die unterbrochene Partie kann nicht fortgesetzt werden: %1</translation></message>
  <message><source>Nothing to resume</source><translation>Nichts fortzusetzen</translation></message>
  <message><source>There is no unfinished game to resume.</source><translation>Es gibt keine unterbrochene Partie zum Fortsetzen.</translation></message>
  <message><source>Player %1</source><translation>Spieler %1</translation></message>
  <message><source>Abandon this game?</source><translation>Diese Partie aufgeben?</translation></message>
  <message><source>The game in progress (round %1) will be abandoned and cannot be resumed.</source><translation>Die laufende Partie (Runde %1) wird aufgegeben und kann nicht mehr fortgesetzt werden.</translation></message>
  <message><source>Abandon game</source><translation>Partie aufgeben</translation></message>
  <message><source>Keep playing</source><translation>Weiterspielen</translation></message>
  <message><source>Quit and lose the game?</source><translation>Beenden und die Partie verlieren?</translation></message>
  <message><source>The game could not be autosaved (%1), so it cannot be resumed after quitting.</source><translation>Die Partie konnte nicht automatisch gespeichert werden (%1) und kann nach dem Beenden nicht fortgesetzt werden.</translation></message>
  <message><source>Quit anyway</source><translation>Trotzdem beenden</translation></message>
</context>
<context><name>Undo</name>
  <message><source>choose the %1</source><translation>%1 wählen</translation></message>
  <message><source>build the %1</source><translation>%1 bauen</translation></message>
  <message><source>pass</source><translation>passen</translation></message>
  <message numerus="yes"><source>produce %n good(s)</source><translation><numerusform>%n Ware produzieren</numerusform><numerusform>%n Waren produzieren</numerusform></translation></message>
  <message numerus="yes"><source>sell %n good(s)</source><translation><numerusform>%n Ware verkaufen</numerusform><numerusform>%n Waren verkaufen</numerusform></translation></message>
  <message numerus="yes"><source>pay with %n card(s)</source><translation><numerusform>mit %n Karte bezahlen</numerusform><numerusform>mit %n Karten bezahlen</numerusform></translation></message>
  <message numerus="yes"><source>choose %n card(s)</source><translation><numerusform>%n Karte wählen</numerusform><numerusform>%n Karten wählen</numerusform></translation></message>
  <message><source>nothing of yours to take back</source><translation>du hast nichts zurückzunehmen</translation></message>
  <message><source>%1 has decided since</source><translation>%1 hat seitdem entschieden</translation></message>
  <message><source>a card was drawn or looked at</source><translation>eine Karte wurde gezogen oder angesehen</translation></message>
  <message><source>cards were turned face up</source><translation>Karten wurden aufgedeckt</translation></message>
  <message><source>a trading-house tile was turned</source><translation>ein Handelshauskärtchen wurde aufgedeckt</translation></message>
  <message><source>the discard pile was shuffled</source><translation>der Ablagestapel wurde gemischt</translation></message>
  <message><source>the game is over</source><translation>die Partie ist vorbei</translation></message>
  <message><source>&amp;Edit</source><translation>&amp;Bearbeiten</translation></message>
  <message><source>&amp;Undo: %1</source><translation>&amp;Rückgängig: %1</translation></message>
  <message><source>&amp;Undo</source><translation>&amp;Rückgängig</translation></message>
  <message><source>Cannot undo: %1</source><translation>Rückgängig nicht möglich: %1</translation></message>
  <message><source>&amp;Redo: %1</source><translation>&amp;Wiederholen: %1</translation></message>
  <message><source>&amp;Redo</source><translation>&amp;Wiederholen</translation></message>
</context>
<context><name>WelcomeScreen</name>
  <message><source>Resume</source><translation>Fortsetzen</translation></message>
</context>
</TS>
