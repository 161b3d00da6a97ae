<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context><name>Tutorial</name>
  <message><source>You are the governor</source><translation>Du bist Gouverneur</translation></message>
  <message><source>Welcome to San Juan! The crown by your name says you are the governor: you choose the first role this round. Each role makes every player act, but whoever chooses it gets a privilege. Take the Builder now: its privilege makes your building one card cheaper.</source><translation>Willkommen in San Juan! Die Krone bei deinem Namen zeigt: Du bist Gouverneur und wählst in dieser Runde als Erster eine Rolle. Jede Rolle lässt alle Spieler handeln, aber wer sie wählt, bekommt ein Privileg. Nimm jetzt den Baumeister: Sein Privileg macht dein Gebäude um eine Karte billiger.</translation></message>
  <message><source>Building</source><translation>Bauen</translation></message>
  <message><source>Each player may build one building from the hand. Start with a production building: it makes goods you can sell for cards. Only the highlighted building is allowed in this step: click it, then its build button.</source><translation>Jeder Spieler darf ein Gebäude aus seiner Hand bauen. Beginne mit einem Produktionsgebäude: Es stellt Waren her, die du gegen Karten verkaufen kannst. In diesem Schritt ist nur das hervorgehobene Gebäude erlaubt: Klicke es an, dann seinen Bauen-Knopf.</translation></message>
  <message><source>Paying with hand cards</source><translation>Mit Handkarten bezahlen</translation></message>
  <message><source>Buildings are paid with other hand cards: every card is both a building and money. Choose the cards to discard (the cost shown minus your privilege) and confirm. Keep cards you want to build later.</source><translation>Gebäude bezahlst du mit anderen Handkarten: Jede Karte ist Gebäude und Geld zugleich. Wähle die Karten, die du abwirfst (die angezeigten Kosten minus dein Privileg), und bestätige. Behalte Karten, die du später bauen willst.</translation></message>
  <message><source>Production</source><translation>Produktion</translation></message>
  <message><source>Your production building is empty. Take the Producer: every player puts one good on an empty production building, and the chooser may fill one more.</source><translation>Dein Produktionsgebäude ist leer. Nimm den Aufseher: Jeder Spieler legt eine Ware auf ein leeres Produktionsgebäude, wer die Rolle wählt, darf ein weiteres füllen.</translation></message>
  <message><source>Selling at the trading house</source><translation>Verkaufen im Handelshaus</translation></message>
  <message><source>You have a good now. Take the Trader: every player sells one good (the chooser two). The trading-house tile shown here says how many cards each good pays this time; a new tile is turned at every trader phase.</source><translation>Du hast jetzt eine Ware. Nimm den Händler: Jeder Spieler verkauft eine Ware (wer die Rolle wählt, zwei). Das Handelshauskärtchen hier zeigt, wie viele Karten jede Ware diesmal bringt; in jeder Händlerphase wird ein neues Kärtchen aufgedeckt.</translation></message>
  <message><source>Which good to sell</source><translation>Welche Ware verkaufen?</translation></message>
  <message><source>Choose the building whose good you sell and confirm. Dearer goods (coffee, silver) pay more cards.</source><translation>Wähle das Gebäude, dessen Ware du verkaufst, und bestätige. Teure Waren (Kaffee, Silber) bringen mehr Karten.</translation></message>
  <message><source>The Councillor</source><translation>Der Ratsherr</translation></message>
  <message><source>Take the Councillor: every player draws two cards and keeps one; as chooser you draw five. A good way to find the building you need.</source><translation>Nimm den Ratsherrn: Jeder Spieler zieht zwei Karten und behält eine; wer die Rolle wählt, zieht fünf. So findest du das Gebäude, das du brauchst.</translation></message>
  <message><source>Keep one card</source><translation>Eine Karte behalten</translation></message>
  <message><source>These are the cards you drew. Keep the one you like best; the others go to the discard pile.</source><translation>Das sind die Karten, die du gezogen hast. Behalte die beste; die übrigen kommen auf den Ablagestapel.</translation></message>
  <message><source>The Prospector</source><translation>Der Goldsucher</translation></message>
  <message><source>Take the Prospector: only its chooser gets something — one card from the draw pile. The others do nothing in this phase.</source><translation>Nimm den Goldsucher: Nur wer ihn wählt, bekommt etwas – eine Karte vom Nachziehstapel. Die anderen tun in dieser Phase nichts.</translation></message>
  <message><source>A new round and the hand limit</source><translation>Eine neue Runde und das Handkartenlimit</translation></message>
  <message><source>The governor passes to the left every round. At the start of each round, whoever holds more than 7 cards must discard down to 7 (12 with a Tower). So spend your cards rather than hoard them.</source><translation>Der Gouverneur wechselt jede Runde nach links. Zu Beginn jeder Runde muss, wer mehr als 7 Karten hat, auf 7 abwerfen (12 mit einem Turm). Gib deine Karten also lieber aus, statt sie zu horten.</translation></message>
  <message><source>Too many cards</source><translation>Zu viele Karten</translation></message>
  <message><source>You hold more than the hand limit: choose the cards to discard down to it.</source><translation>Du hast mehr Karten als das Handkartenlimit erlaubt: Wähle die Karten, die du abwirfst.</translation></message>
  <message><source>A violet building: the Smithy</source><translation>Ein violettes Gebäude: die Schmiede</translation></message>
  <message><source>Violet buildings produce nothing but change the rules for you. The Smithy makes every production building one card cheaper. Build it now.</source><translation>Violette Gebäude stellen nichts her, ändern aber die Regeln für dich. Die Schmiede macht jedes Produktionsgebäude um eine Karte billiger. Baue sie jetzt.</translation></message>
  <message><source>A violet building: the Quarry</source><translation>Ein violettes Gebäude: der Steinbruch</translation></message>
  <message><source>The Quarry makes every violet building one card cheaper for you. Build it now.</source><translation>Der Steinbruch macht jedes violette Gebäude für dich um eine Karte billiger. Baue ihn jetzt.</translation></message>
  <message><source>A violet building: the Library</source><translation>Ein violettes Gebäude: die Bibliothek</translation></message>
  <message><source>The Library doubles the privilege of every role you choose (once per round). Build it now.</source><translation>Die Bibliothek verdoppelt das Privileg jeder Rolle, die du wählst (einmal pro Runde). Baue sie jetzt.</translation></message>
  <message><source>A violet building: the Chapel</source><translation>Ein violettes Gebäude: die Kapelle</translation></message>
  <message><source>The Chapel lets you tuck one hand card under it at the start of every round: each tucked card is one victory point at the end. Build it now.</source><translation>Mit der Kapelle darfst du zu Beginn jeder Runde eine Handkarte unter sie schieben: Jede Karte darunter ist am Ende einen Siegpunkt wert. Baue sie jetzt.</translation></message>
  <message><source>Your Smithy at work</source><translation>Deine Schmiede wirkt</translation></message>
  <message><source>Look at the costs of your production buildings: the Smithy takes one card off each.</source><translation>Sieh dir die Kosten deiner Produktionsgebäude an: Die Schmiede zieht von jedem eine Karte ab.</translation></message>
  <message><source>Your Quarry at work</source><translation>Dein Steinbruch wirkt</translation></message>
  <message><source>Violet buildings cost you one card less now: the Quarry's discount is in every violet building's cost.</source><translation>Violette Gebäude kosten dich jetzt eine Karte weniger: Der Rabatt des Steinbruchs steckt in den Kosten jedes violetten Gebäudes.</translation></message>
  <message><source>Your Library at work</source><translation>Deine Bibliothek wirkt</translation></message>
  <message><source>Tick this box before you choose a role to use the Library: the privilege counts twice (Builder: two cards cheaper, Producer: two more goods, …).</source><translation>Setze dieses Häkchen, bevor du eine Rolle wählst, um die Bibliothek zu nutzen: Das Privileg zählt doppelt (Baumeister: zwei Karten billiger, Aufseher: zwei Waren mehr, …).</translation></message>
  <message><source>Your Chapel at work</source><translation>Deine Kapelle wirkt</translation></message>
  <message><source>A new round starts: you may tuck one hand card under the Chapel for a victory point at the end, or pass.</source><translation>Eine neue Runde beginnt: Du darfst eine Handkarte unter die Kapelle schieben – am Ende ein Siegpunkt – oder passen.</translation></message>
  <message><source>The 6-cost buildings</source><translation>Die 6er-Gebäude</translation></message>
  <message><source>You hold one of the big 6-cost buildings (Guild hall, City hall, Triumphal arch, Palace). They score bonus victory points at the end depending on your town: save cards for one, it is often the best last building.</source><translation>Du hast eines der großen Gebäude für 6 Karten auf der Hand (Zunfthalle, Rathaus, Triumphbogen, Palast). Sie bringen am Ende Bonus-Siegpunkte, je nach deiner Stadt: Spare Karten dafür, es ist oft das beste letzte Gebäude.</translation></message>
  <message><source>The end is near</source><translation>Das Ende naht</translation></message>
  <message><source>The game ends after the builder phase in which a player builds the 12th building. Then the victory points of the buildings, Chapel cards and 6-cost bonuses decide. Count your buildings and plan the last builds.</source><translation>Das Spiel endet nach der Baumeisterphase, in der ein Spieler sein 12. Gebäude baut. Dann entscheiden die Siegpunkte der Gebäude, die Karten unter der Kapelle und die Boni der 6er-Gebäude. Zähle deine Gebäude und plane die letzten Bauten.</translation></message>
  <message><source>Game over — well played!</source><translation>Spielende – gut gespielt!</translation></message>
  <message><source>The score table shows each player's buildings, Chapel cards and 6-cost bonuses. You now know every role and how buildings work. Start a real game with Game ▸ New game; Review shows where this one could have gone better.</source><translation>Die Wertung zeigt für jeden Spieler Gebäude, Kapellenkarten und die Boni der 6er-Gebäude. Du kennst jetzt jede Rolle und weißt, wie Gebäude wirken. Starte eine echte Partie mit Spiel ▸ Neues Spiel; die Auswertung zeigt, wo diese Partie besser hätte laufen können.</translation></message>
  <message><source>You</source><translation>Du</translation></message>
  <message><source>In this step of the tutorial, please do what the coach says. "Leave tutorial" lets you play freely.</source><translation>Bitte tu in diesem Schritt des Tutorials, was der Trainer sagt. „Tutorial verlassen“ lässt dich frei spielen.</translation></message>
</context>
<context><name>CoachBubble</name>
  <message><source>Leave tutorial</source><translation>Tutorial verlassen</translation></message>
  <message><source>Play on freely; Help ▸ Tutorial brings the coach back</source><translation>Frei weiterspielen; Hilfe ▸ Tutorial holt den Trainer zurück</translation></message>
  <message><source>Close</source><translation>Schließen</translation></message>
</context>
<context><name>TutorialController</name>
  <message><source>Tutorial left. Help ▸ Tutorial brings the coach back.</source><translation>Tutorial verlassen. Hilfe ▸ Tutorial holt den Trainer zurück.</translation></message>
</context>
<context><name>WelcomeScreen</name>
  <message><source>Learn to play (tutorial)</source><translation>Spielen lernen (Tutorial)</translation></message>
</context>
<context><name>Menus</name>
  <message><source>&amp;Tutorial</source><translation>&amp;Tutorial</translation></message>
</context>
<context><name>HistoryDialog</name>
  <message><source>Review…</source><translation>Auswerten …</translation></message>
  <message><source>Find the decisions that cost the most</source><translation>Die Entscheidungen finden, die am meisten gekostet haben</translation></message>
</context>
<context><name>HistoryReview</name>
  <message><source>Review</source><translation>Auswertung</translation></message>
  <message><source>This game cannot be reviewed: %1</source><translation>Diese Partie kann nicht ausgewertet werden: %1</translation></message>
  <message><source>Whose decisions shall be reviewed?</source><translation>Wessen Entscheidungen sollen ausgewertet werden?</translation></message>
</context>
</TS>
