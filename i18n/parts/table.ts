<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context><name>Table</name>
  <message><source>new</source><translation>neu</translation></message>
  <message><source>−1 card</source><translation>−1 Karte</translation></message>
  <message><source>−{} cards</source><translation>−{} Karten</translation></message>
  <message><source>+1 card</source><translation>+1 Karte</translation></message>
  <message><source>+{} cards</source><translation>+{} Karten</translation></message>
  <message><source>produced</source><translation>produziert</translation></message>
  <message><source>sold</source><translation>verkauft</translation></message>
  <message><source>&lt;b&gt;★ {vp} VP&lt;/b&gt;</source><translation>&lt;b&gt;★ {vp} SP&lt;/b&gt;</translation></message>
</context>
<context><name>Scoring</name>
  <message><source>&lt;b&gt;{vp} VP now&lt;/b&gt; (what everyone at the table can count):</source><translation>&lt;b&gt;{vp} SP jetzt&lt;/b&gt; (was alle am Tisch zählen können):</translation></message>
  <message><source>★ leads now</source><translation>★ führt jetzt</translation></message>
</context>
<context><name>AutoAnswer</name>
  <message><source>You cannot afford any building: you build nothing.</source><translation>Du kannst dir kein Gebäude leisten: du baust nichts.</translation></message>
  <message><source>Only one choice left: taken for you.</source><translation>Nur eine Wahl übrig: für dich getroffen.</translation></message>
  <message><source>Your only empty production building produces.</source><translation>Dein einziges leeres Produktionsgebäude produziert.</translation></message>
  <message><source>Nothing to choose: skipped.</source><translation>Nichts zu wählen: übersprungen.</translation></message>
  <message><source>Every card is needed: chosen for you.</source><translation>Jede Karte wird gebraucht: für dich gewählt.</translation></message>
  <message><source>Answered for you.</source><translation>Für dich beantwortet.</translation></message>
</context>
<context><name>Menus</name>
  <message><source>&amp;Animate other players&apos; moves</source><translation>Züge der anderen &amp;animieren</translation></message>
  <message><source>&amp;Skip decisions with one possible answer</source><translation>Entscheidungen mit nur einer Möglichkeit &amp;überspringen</translation></message>
</context>
<context><name>Editions</name>
  <message><source>The original San Juan (2004): 110 cards; Guild hall +2 per production building; the Gold mine owner takes any revealed card.</source><translation>Das ursprüngliche San Juan (2004): 110 Karten; Zunfthalle +2 je Produktionsgebäude; wer die Goldgrube besitzt, nimmt eine beliebige aufgedeckte Karte.</translation></message>
  <message><source>The revised rules (2018): Prefecture costs 4, Guild hall +1 per production building and +1 per kind, the Gold mine gives the cheapest card.</source><translation>Die überarbeiteten Regeln (2018): Präfektur kostet 4, Zunfthalle +1 je Produktionsgebäude und +1 je Sorte, die Goldgrube gibt die billigste Karte.</translation></message>
  <message><source>2018 rules plus “Die neuen Gebäude”: 29 new city buildings (Bank, Harbor, Office building…), the Cathedral beside the tiles, hand limit 6 without Tower.</source><translation>Regeln von 2018 mit „Die neuen Gebäude“: 29 neue Stadtgebäude (Bank, Hafen, Amtsstube …), die Kathedrale neben den Handelshauskärtchen, Handkartenlimit 6 ohne Turm.</translation></message>
</context>
<context><name>PassLog</name>
  <message><source>You pass ({role}).</source><translation>Du passt ({role}).</translation></message>
  <message><source>You pass.</source><translation>Du passt.</translation></message>
  <message><source>{name} passes ({role}).</source><translation>{name} passt ({role}).</translation></message>
  <message><source>{name} passes.</source><translation>{name} passt.</translation></message>
  <message><source>You produce nothing: no empty production building.</source><translation>Du produzierst nichts: kein leeres Produktionsgebäude.</translation></message>
  <message><source>{name} produces nothing: no empty production building.</source><translation>{name} produziert nichts: kein leeres Produktionsgebäude.</translation></message>
  <message><source>You sell nothing: no goods.</source><translation>Du verkaufst nichts: keine Waren.</translation></message>
  <message><source>{name} sells nothing: no goods.</source><translation>{name} verkauft nichts: keine Waren.</translation></message>
</context>
<context><name>Warnings</name>
  <message><source>Last builder phase: the game ends after it.</source><translation>Letzte Baumeisterphase: danach endet das Spiel.</translation></message>
  <message><source>Someone has 11 buildings: the game may end in this builder phase.</source><translation>Jemand hat 11 Gebäude: das Spiel kann in dieser Baumeisterphase enden.</translation></message>
  <message><source>Someone has 11 buildings: the game may end in the next builder phase.</source><translation>Jemand hat 11 Gebäude: das Spiel kann in der nächsten Baumeisterphase enden.</translation></message>
  <message><source>its good is lost</source><translation>seine Ware geht verloren</translation></message>
</context>
<context><name>Prompts</name>
  <message><source>Start hand: click the 1 card to discard; you keep the other %1.</source><translation>Starthand: klicke die 1 Karte an, die du abwirfst; du behältst die anderen %1.</translation></message>
  <message><source>Start hand: click the {} cards to discard; you keep the other %1.</source><translation>Starthand: klicke die {} Karten an, die du abwirfst; du behältst die anderen %1.</translation></message>
</context>
<context><name>Log</name>
  <message><source>Two of the Gold mine cards cost the same, so it gives nothing; all were discarded{}.</source><translation>Zwei der Goldgruben-Karten kosten gleich viel, daher gibt sie nichts; alle wurden abgeworfen{}.</translation></message>
</context>
</TS>
