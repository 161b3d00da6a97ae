<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context><name>Hints</name>
  <message><source>{} %</source><translation>{} %</translation></message>
  <message><source>{} (with Library)</source><translation>{} (mit Bibliothek)</translation></message>
  <message><source>Build {} over {}</source><translation>{} über {} bauen</translation></message>
  <message><source>Build {}</source><translation>{} bauen</translation></message>
  <message><source>Build nothing</source><translation>Nichts bauen</translation></message>
  <message><source>Choose nothing</source><translation>Nichts auswählen</translation></message>
  <message><source>Produce {}</source><translation>{} produzieren</translation></message>
  <message><source>Sell {}</source><translation>{} verkaufen</translation></message>
  <message><source>Pay with {}</source><translation>Mit {} bezahlen</translation></message>
  <message><source>Discard {}</source><translation>{} abwerfen</translation></message>
  <message><source>Tuck {}</source><translation>{} unterlegen</translation></message>
  <message><source>Exchange {}</source><translation>{} austauschen</translation></message>
  <message><source>Keep {}</source><translation>{} behalten</translation></message>
  <message><source>a good</source><translation>eine Ware</translation></message>
  <message><source>Pay with {} and keep {}</source><translation>Mit {} bezahlen und {} behalten</translation></message>
  <message><source>Your buildings produce {}</source><translation>Deine Gebäude produzieren {}</translation></message>
  <message><source>Give up {}, the cards least useful to you</source><translation>{} abgeben, die Karten, die dir am wenigsten nützen</translation></message>
  <message><source>Tuck {} for 1 VP each</source><translation>{} unterlegen, je 1 SP</translation></message>
  <message><source>Exchange {} for new cards</source><translation>{} gegen neue Karten austauschen</translation></message>
  <message><source>Keep everything as it is</source><translation>Alles so lassen, wie es ist</translation></message>
  <message><source>with the privilege and the Library</source><translation>mit dem Privileg und der Bibliothek</translation></message>
  <message><source>with the privilege</source><translation>mit dem Privileg</translation></message>
  <message><source>Builder: even {} you cannot build anything</source><translation>Baumeister: selbst {} kannst du nichts bauen</translation></message>
  <message><source>Producer: {} you produce {}</source><translation>Aufseher: {} produzierst du {}</translation></message>
  <message><source>Producer: you have no empty production building</source><translation>Aufseher: du hast kein leeres Produktionsgebäude</translation></message>
  <message><source>Trader: you have no goods to sell</source><translation>Händler: du hast keine Waren zu verkaufen</translation></message>
  <message><source>Trader: {} you sell {} (the next tile is unknown)</source><translation>Händler: {} verkaufst du {} (das nächste Handelshauskärtchen ist unbekannt)</translation></message>
  <message numerus="yes"><source>{} for %n card(s): </source><translation>
    <numerusform>{} für %n Karte: </numerusform><numerusform>{} für %n Karten: </numerusform></translation></message>
  <message numerus="yes"><source>%n VP</source><translation>
    <numerusform>%n SP</numerusform><numerusform>%n SP</numerusform></translation></message>
  <message numerus="yes"><source>, %n card(s) left in your hand</source><translation>
    <numerusform>, %n Handkarte bleibt dir</numerusform><numerusform>, %n Handkarten bleiben dir</numerusform></translation></message>
  <message numerus="yes"><source>Keep your %n hand card(s) for later</source><translation>
    <numerusform>Behalte deine %n Handkarte für später</numerusform><numerusform>Behalte deine %n Handkarten für später</numerusform></translation></message>
  <message numerus="yes"><source>Tile {}: %n card(s) for {}</source><translation>
    <numerusform>Kärtchen {}: %n Karte für {}</numerusform><numerusform>Kärtchen {}: %n Karten für {}</numerusform></translation></message>
  <message numerus="yes"><source>Choose %n card(s)</source><translation>
    <numerusform>%n Karte auswählen</numerusform><numerusform>%n Karten auswählen</numerusform></translation></message>
  <message numerus="yes"><source>{} has %n hand card(s)</source><translation>
    <numerusform>{} hat %n Handkarte</numerusform><numerusform>{} hat %n Handkarten</numerusform></translation></message>
  <message numerus="yes"><source>{} can fill %n building(s)</source><translation>
    <numerusform>{} kann %n Gebäude füllen</numerusform><numerusform>{} kann %n Gebäude füllen</numerusform></translation></message>
  <message numerus="yes"><source>{} has %n good(s)</source><translation>
    <numerusform>{} hat %n Ware</numerusform><numerusform>{} hat %n Waren</numerusform></translation></message>
  <message numerus="yes"><source>Builder: {} you can build the {} for %n</source><translation>
    <numerusform>Baumeister: {} kannst du {} für %n bauen</numerusform><numerusform>Baumeister: {} kannst du {} für %n bauen</numerusform></translation></message>
  <message numerus="yes"><source>Trader: tile {} pays %n for your {}</source><translation>
    <numerusform>Händler: Kärtchen {} zahlt %n für deine Ware ({})</numerusform><numerusform>Händler: Kärtchen {} zahlt %n für deine Waren ({})</numerusform></translation></message>
  <message numerus="yes"><source>Councillor: {} you draw %n cards</source><translation>
    <numerusform>Ratsherr: {} ziehst du %n Karte</numerusform><numerusform>Ratsherr: {} ziehst du %n Karten</numerusform></translation></message>
  <message numerus="yes"><source> and keep %n</source><translation>
    <numerusform> und behältst %n</numerusform><numerusform> und behältst %n</numerusform></translation></message>
  <message numerus="yes"><source>Prospector: {} you draw %n card(s)</source><translation>
    <numerusform>Goldsucher: {} ziehst du %n Karte</numerusform><numerusform>Goldsucher: {} ziehst du %n Karten</numerusform></translation></message>
</context>
<context><name>HintController</name>
  <message><source>Hint</source><translation>Tipp</translation></message>
  <message><source>Hint (H)</source><translation>Tipp (H)</translation></message>
  <message><source>Offer hints</source><translation>Tipps anbieten</translation></message>
  <message><source>Ask the coach which option is best, and why</source><translation>Frag den Trainer, welche Möglichkeit die beste ist, und warum</translation></message>
  <message><source>Cancel</source><translation>Abbrechen</translation></message>
  <message><source>Hints are switched off in the settings.</source><translation>Tipps sind in den Einstellungen ausgeschaltet.</translation></message>
  <message><source>The coach is thinking…</source><translation>Der Trainer denkt nach …</translation></message>
  <message><source>No hint this time.</source><translation>Diesmal kein Tipp.</translation></message>
  <message><source>Best first, with the estimated chance to win:</source><translation>Die beste zuerst, mit der geschätzten Siegchance:</translation></message>
  <message><source>Coach: take the role of the %1</source><translation>Trainer: nimm die Rolle %1</translation></message>
  <message><source>Review my game…</source><translation>Meine Partie auswerten …</translation></message>
  <message><source>Find the decisions that cost you the most</source><translation>Finde die Entscheidungen, die dich am meisten gekostet haben</translation></message>
  <message numerus="yes"><source>Hints used in this game: %n</source><translation>
    <numerusform>In dieser Partie %n Tipp genutzt</numerusform><numerusform>In dieser Partie %n Tipps genutzt</numerusform></translation></message>
</context>
<context><name>ReviewWindow</name>
  <message><source>Review: %1</source><translation>Auswertung: %1</translation></message>
  <message><source>Reviewing your decisions…</source><translation>Deine Entscheidungen werden ausgewertet …</translation></message>
  <message><source>Cancel</source><translation>Abbrechen</translation></message>
  <message><source>Win chance (%)</source><translation>Siegchance (%)</translation></message>
  <message><source>Your decisions</source><translation>Deine Entscheidungen</translation></message>
  <message><source>The review was stopped.</source><translation>Die Auswertung wurde abgebrochen.</translation></message>
  <message><source>No costly decision: well played.</source><translation>Keine teure Entscheidung: gut gespielt.</translation></message>
  <message><source>role choice</source><translation>Rollenwahl</translation></message>
  <message><source>round start</source><translation>Rundenbeginn</translation></message>
  <message><source>Round %1 (%2): played %3 (%4), better %5 (%6): −%7 points</source><translation>Runde %1 (%2): gespielt %3 (%4), besser %5 (%6): −%7 Punkte</translation></message>
  <message><source>Better: %1 — %2</source><translation>Besser: %1 — %2</translation></message>
  <message numerus="yes"><source>%n decision(s) reviewed; the ones that cost 10 points of win chance or more:</source><translation>
    <numerusform>%n Entscheidung ausgewertet; die, die 10 Punkte Siegchance oder mehr gekostet haben:</numerusform><numerusform>%n Entscheidungen ausgewertet; die, die 10 Punkte Siegchance oder mehr gekostet haben:</numerusform></translation></message>
</context>
</TS>
