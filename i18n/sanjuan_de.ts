<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
    <context>
        <name>Attention</name>
        <message>
            <source>● Your turn — %1</source>
            <translation>● Du bist dran — %1</translation>
        </message>
    </context>
    <context>
        <name>AutoAnswer</name>
        <message>
            <source>You cannot afford any building: you build nothing.</source>
            <translation>Du kannst dir kein Gebäude leisten: du baust nichts.</translation>
        </message>
        <message>
            <source>Only one choice left: taken for you.</source>
            <translation>Nur eine Wahl übrig: für dich getroffen.</translation>
        </message>
        <message>
            <source>Your only empty production building produces.</source>
            <translation>Dein einziges leeres Produktionsgebäude produziert.</translation>
        </message>
        <message>
            <source>Nothing to choose: skipped.</source>
            <translation>Nichts zu wählen: übersprungen.</translation>
        </message>
        <message>
            <source>Every card is needed: chosen for you.</source>
            <translation>Jede Karte wird gebraucht: für dich gewählt.</translation>
        </message>
        <message>
            <source>Answered for you.</source>
            <translation>Für dich beantwortet.</translation>
        </message>
    </context>
    <context>
        <name>Autosave</name>
        <message>
            <source>The unfinished game cannot be resumed: %1</source>
            <extracomment>GUI-thread cost of each autosave in ms (building the JSON), for benchmarks.</extracomment>
            <translation>Die unterbrochene Partie kann nicht fortgesetzt werden: %1</translation>
        </message>
        <message>
            <source>There is no unfinished game to resume.</source>
            <translation>Es gibt keine unterbrochene Partie zum Fortsetzen.</translation>
        </message>
        <message>
            <source>Nothing to resume</source>
            <translation>Nichts fortzusetzen</translation>
        </message>
        <message>
            <source>Player %1</source>
            <translation>Spieler %1</translation>
        </message>
        <message>
            <source>%1 · %2 · round %3 · %4</source>
            <translation>%1 · %2 · Runde %3 · %4</translation>
        </message>
        <message>
            <source>Leave this game?</source>
            <translation>Dieses Spiel verlassen?</translation>
        </message>
        <message>
            <source>Starting or opening another game abandons the game in progress (round %1).</source>
            <translation>Ein neues oder geöffnetes Spiel beendet das laufende Spiel (Runde %1).</translation>
        </message>
        <message>
            <source>It cannot be resumed afterwards. Cancelling the next step keeps it.</source>
            <translation>Es kann danach nicht mehr fortgesetzt werden. Brichst du den nächsten Schritt ab, bleibt es erhalten.</translation>
        </message>
        <message>
            <source>Choose another game…</source>
            <translation>Anderes Spiel wählen…</translation>
        </message>
        <message>
            <source>Keep playing</source>
            <translation>Weiterspielen</translation>
        </message>
        <message>
            <source>Quit and lose the game?</source>
            <translation>Beenden und die Partie verlieren?</translation>
        </message>
        <message>
            <source>The game could not be autosaved (%1), so it cannot be resumed after quitting.</source>
            <translation>Die Partie konnte nicht automatisch gespeichert werden (%1) und kann nach dem Beenden nicht fortgesetzt werden.</translation>
        </message>
        <message>
            <source>Quit anyway</source>
            <translation>Trotzdem beenden</translation>
        </message>
    </context>
    <context>
        <name>CardEffects</name>
        <message>
            <source>Builder phase: you pay 1 card less when you build a production building.</source>
            <translation>Baumeisterphase: Du zahlst 1 Karte weniger, wenn du ein Produktionsgebäude baust.</translation>
        </message>
        <message>
            <source>Prospector phase: whenever any player has chosen the Prospector and drawn, you turn over the top 4 cards of the draw pile. If all four have different costs, you take any one of them into your hand and discard the other three; if two share a cost, all four are discarded.</source>
            <translation>Goldsucherphase: Immer wenn ein Spieler den Goldsucher gewählt und gezogen hat, deckst du die obersten 4 Karten des Nachziehstapels auf. Haben alle vier unterschiedliche Baukosten, nimmst du eine beliebige davon auf die Hand und legst die anderen drei ab; haben zwei dieselben Kosten, werden alle vier abgelegt.</translation>
        </message>
        <message>
            <source>Prospector phase: whenever any player has chosen the Prospector and drawn, you turn over the top 4 cards of the draw pile. If all four have different costs, you take the cheapest of them into your hand and discard the other three; if two share a cost, all four are discarded.</source>
            <translation>Goldsucherphase: Immer wenn ein Spieler den Goldsucher gewählt und gezogen hat, deckst du die obersten 4 Karten des Nachziehstapels auf. Haben alle vier unterschiedliche Baukosten, nimmst du die billigste davon auf die Hand und legst die anderen drei ab; haben zwei dieselben Kosten, werden alle vier abgelegt.</translation>
        </message>
        <message>
            <source>Councillor phase: you take all the cards you draw into your hand, then discard as many as you must from your whole hand, so older hand cards may go instead of new ones.</source>
            <translation>Ratsherrenphase: Du nimmst alle gezogenen Karten auf die Hand und legst dann so viele ab, wie du musst – aus deiner ganzen Hand, also auch ältere Handkarten statt neuer.</translation>
        </message>
        <message>
            <source>Builder phase: after you build, if you have 0 or 1 cards left in hand, draw 1 card (after the Carpenter's card, if any). Nothing if you did not build.</source>
            <translation>Baumeisterphase: Hast du nach dem Bauen nur noch 0 oder 1 Handkarte, ziehst du 1 Karte (nach der Karte der Schreinerei, falls vorhanden). Nichts, wenn du nicht gebaut hast.</translation>
        </message>
        <message>
            <source>Builder phase: you may pay with up to 2 of your goods instead of as many hand cards; each good counts as 1 card.</source>
            <translation>Baumeisterphase: Du darfst mit bis zu 2 deiner Waren statt mit ebenso vielen Handkarten bezahlen; jede Ware zählt als 1 Karte.</translation>
        </message>
        <message>
            <source>Trader phase: you may sell 1 more good.</source>
            <translation>Händlerphase: Du darfst 1 Ware mehr verkaufen.</translation>
        </message>
        <message>
            <source>Producer phase: if you produce at least 2 goods, draw 1 card.</source>
            <translation>Aufseherphase: Produzierst du mindestens 2 Waren, ziehst du 1 Karte.</translation>
        </message>
        <message>
            <source>Trader phase: if you sell at least 2 goods, draw 1 more card.</source>
            <translation>Händlerphase: Verkaufst du mindestens 2 Waren, ziehst du 1 Karte mehr.</translation>
        </message>
        <message>
            <source>Builder phase: you may build over one of your own buildings. The old building leaves the game and the new one costs as many cards less as the old one cost. Never over the Crane itself nor over the same building; a good on a replaced production building is discarded, cards under a replaced Chapel still score. Your number of buildings does not change.</source>
            <translation>Baumeisterphase: Du darfst eines deiner eigenen Gebäude überbauen. Das alte Gebäude scheidet aus dem Spiel aus, und das neue kostet so viele Karten weniger, wie das alte gekostet hat. Nie den Kran selbst und nie mit demselben Gebäude; eine Ware auf einem überbauten Produktionsgebäude wird abgelegt, Karten unter einer überbauten Kapelle zählen weiterhin. Die Zahl deiner Gebäude ändert sich nicht.</translation>
        </message>
        <message>
            <source>Start of every round: you may tuck 1 hand card face down under the Chapel. Each card there is worth 1 VP at the end of the game.</source>
            <translation>Zu Beginn jeder Runde: Du darfst 1 Handkarte verdeckt unter die Kapelle schieben. Jede Karte dort zählt bei Spielende 1 SP.</translation>
        </message>
        <message>
            <source>Start of every round: your hand limit is 12 instead of %1.</source>
            <translation>Zu Beginn jeder Runde: Dein Handkartenlimit ist 12 statt %1.</translation>
        </message>
        <message>
            <source>Producer phase: you may produce 1 more good.</source>
            <translation>Aufseherphase: Du darfst 1 Ware mehr produzieren.</translation>
        </message>
        <message>
            <source>Builder phase: after you build a violet building (and paid for it), draw 1 card. Not when you build the Carpenter itself.</source>
            <translation>Baumeisterphase: Nachdem du ein violettes Gebäude gebaut (und bezahlt) hast, ziehst du 1 Karte. Nicht, wenn du die Schreinerei selbst baust.</translation>
        </message>
        <message>
            <source>Councillor phase: you keep 2 cards instead of 1.</source>
            <translation>Ratsherrenphase: Du behältst 2 Karten statt 1.</translation>
        </message>
        <message>
            <source>Councillor phase: you keep 2 cards instead of 1 (as councillor 2 of 5, or 2 of 8 with the Library; otherwise both cards you drew).</source>
            <translation>Ratsherrenphase: Du behältst 2 Karten statt 1 (als Ratsherr 2 von 5, mit der Bibliothek 2 von 8; sonst beide gezogenen Karten).</translation>
        </message>
        <message>
            <source>Trader phase: if you sell at least 1 good, draw 1 more card (once per phase).</source>
            <translation>Händlerphase: Verkaufst du mindestens 1 Ware, ziehst du 1 Karte mehr (einmal pro Phase).</translation>
        </message>
        <message>
            <source>Builder phase: you pay 1 card less when you build a violet building.</source>
            <translation>Baumeisterphase: Du zahlst 1 Karte weniger, wenn du ein violettes Gebäude baust.</translation>
        </message>
        <message>
            <source>Doubles the privilege of the role you choose: as Builder you pay 2 cards less, as Producer you produce up to 3 goods, as Trader you sell up to 3 goods, as Councillor you draw 8 cards, as Prospector you draw 2 cards. With two players only once per round.</source>
            <translation>Verdoppelt das Privileg der Rolle, die du wählst: Als Baumeister zahlst du 2 Karten weniger, als Aufseher produzierst du bis zu 3 Waren, als Händler verkaufst du bis zu 3 Waren, als Ratsherr ziehst du 8 Karten, als Goldsucher ziehst du 2 Karten. Zu zweit nur einmal pro Runde.</translation>
        </message>
        <message>
            <source>Monument: victory points only. Counts for the Triumphal arch, and as a violet building for the City hall.</source>
            <translation>Monument: nur Siegpunkte. Zählt für den Triumphbogen und als violettes Gebäude für das Rathaus.</translation>
        </message>
        <message>
            <source>End of the game: 2 VP for each of your production buildings.</source>
            <translation>Spielende: 2 SP für jedes deiner Produktionsgebäude.</translation>
        </message>
        <message>
            <source>End of the game: 1 VP for each of your production buildings plus 1 VP for each different kind of production building.</source>
            <translation>Spielende: 1 SP für jedes deiner Produktionsgebäude plus 1 SP für jede verschiedene Art von Produktionsgebäude.</translation>
        </message>
        <message>
            <source>End of the game: 1 VP for each of your violet buildings, the City hall itself included.</source>
            <translation>Spielende: 1 SP für jedes deiner violetten Gebäude, das Rathaus selbst eingeschlossen.</translation>
        </message>
        <message>
            <source>End of the game: 4 / 6 / 8 VP for 1 / 2 / 3 different monuments (Statue, Victory column, Hero).</source>
            <translation>Spielende: 4 / 6 / 8 SP für 1 / 2 / 3 verschiedene Monumente (Statue, Siegessäule, Reiter).</translation>
        </message>
        <message>
            <source>End of the game, counted last: 1 more VP for every full 4 VP you scored otherwise.</source>
            <translation>Spielende, zuletzt gewertet: 1 SP mehr für je volle 4 SP, die du sonst erzielt hast.</translation>
        </message>
        <message>
            <source>Start of every round: your hand limit is 7 instead of 6 (with a Tower it is 12 anyway).</source>
            <translation>Zu Beginn jeder Runde: Dein Handkartenlimit ist 7 statt 6 (mit einem Turm ohnehin 12).</translation>
        </message>
        <message>
            <source>Start of every round: you may discard 1 or 2 hand cards, then draw as many.</source>
            <translation>Zu Beginn jeder Runde: Du darfst 1 oder 2 Handkarten ablegen und ebenso viele nachziehen.</translation>
        </message>
        <message>
            <source>Trader phase: if nobody at all sold a good in the phase, draw 1 card.</source>
            <translation>Händlerphase: Hat in der Phase niemand eine Ware verkauft, ziehst du 1 Karte.</translation>
        </message>
        <message>
            <source>Builder phase: after the phase, if you have the fewest buildings (nobody has fewer and someone has more), draw 1 card.</source>
            <translation>Baumeisterphase: Hast du nach der Phase die wenigsten Gebäude (niemand hat weniger und jemand hat mehr), ziehst du 1 Karte.</translation>
        </message>
        <message>
            <source>Crane: when you build over the Park, it reduces the new cost by up to 6 instead of 3.</source>
            <translation>Kran: Überbaust du den Park, senkt er die neuen Kosten um bis zu 6 statt 3.</translation>
        </message>
        <message>
            <source>Councillor phase: at its start the top card of the draw pile goes unseen onto the Customs office as a good (at most one good there). Trader phase: that good always sells for exactly 2 cards. It counts as a good for every rule.</source>
            <translation>Ratsherrenphase: Zu ihrem Beginn kommt die oberste Karte des Nachziehstapels unbesehen als Ware auf das Zollamt (dort höchstens eine Ware). Händlerphase: Diese Ware bringt beim Verkauf immer genau 2 Karten. Sie gilt für jede Regel als Ware.</translation>
        </message>
        <message>
            <source>Start of a round, once per game: you may tuck any number of hand cards face down under the Bank, 1 VP each at the end of the game.</source>
            <translation>Zu Beginn einer Runde, einmal pro Spiel: Du darfst beliebig viele Handkarten verdeckt unter die Bank schieben, je 1 SP bei Spielende.</translation>
        </message>
        <message>
            <source>Trader phase: whenever you sell goods, one of the sold good cards goes face down under the Harbor instead of the discard pile, 1 VP each at the end of the game.</source>
            <translation>Händlerphase: Immer wenn du Waren verkaufst, kommt eine der verkauften Warenkarten verdeckt unter den Hafen statt auf den Ablagestapel, je 1 SP bei Spielende.</translation>
        </message>
        <message>
            <source>Prospector phase: in every prospector phase you turn over the top card of the draw pile; if no player (you included) has that building, you take it into your hand, otherwise it is discarded.</source>
            <translation>Goldsucherphase: In jeder Goldsucherphase deckst du die oberste Karte des Nachziehstapels auf; besitzt noch kein Spieler (du eingeschlossen) dieses Gebäude, nimmst du sie auf die Hand, sonst wird sie abgelegt.</translation>
        </message>
        <message>
            <source>End of the game: for every set of three different buildings of the same cost: 4 VP for the first set, 3 for the second, then 2, 1 and 0. A card belongs to one set only, but two copies of a production building can be in two sets.</source>
            <translation>Spielende: Für jeden Satz aus drei verschiedenen Gebäuden mit denselben Kosten: 4 SP für den ersten Satz, 3 für den zweiten, dann 2, 1 und 0. Eine Karte gehört nur zu einem Satz, aber zwei gleiche Produktionsgebäude können in zwei Sätzen sein.</translation>
        </message>
        <message>
            <source>Lies face up beside the trading-house tiles from the start; any player may build it in a builder phase instead of a hand card, with all reductions. End of the game: for each building costing 6 in the other players' towns 4 VP for the first, 3, 2, 1, then 0.</source>
            <translation>Liegt von Beginn an offen neben den Handelshauskärtchen; jeder Spieler darf sie in einer Baumeisterphase statt einer Handkarte bauen, mit allen Ermäßigungen. Spielende: Für jedes Gebäude mit Kosten 6 in den Städten der Mitspieler 4 SP für das erste, dann 3, 2, 1, danach 0.</translation>
        </message>
        <message>
            <source>Producer phase: when you produce, a face-down card from the draw pile goes onto it as one %1 (at most one good per building). Trader phase: %1 sells for %2 depending on the trading-house tile.</source>
            <translation>Aufseherphase: Wenn du produzierst, kommt eine verdeckte Karte vom Nachziehstapel als ein %1 darauf (höchstens eine Ware pro Gebäude). Händlerphase: %1 bringt je nach Handelshauskärtchen %2.</translation>
        </message>
        <message>
            <source>Producer phase: when you produce, a face-down card from the draw pile goes onto it as one %1 (at most one good per building). Trader phase: %1 sells for %2 on every trading-house tile.</source>
            <translation>Aufseherphase: Wenn du produzierst, kommt eine verdeckte Karte vom Nachziehstapel als ein %1 darauf (höchstens eine Ware pro Gebäude). Händlerphase: %1 bringt auf jedem Handelshauskärtchen %2.</translation>
        </message>
        <message>
            <source>Can receive a good in every producer phase after the builder phase in which it is built.</source>
            <translation>Kann in jeder Aufseherphase nach der Baumeisterphase, in der es gebaut wurde, eine Ware erhalten.</translation>
        </message>
        <message>
            <source>Works from the end of the builder phase in which it is built (possibly later in the same round); using it is optional.</source>
            <translation>Wirkt ab dem Ende der Baumeisterphase, in der es gebaut wurde (eventuell schon später in derselben Runde); der Einsatz ist freiwillig.</translation>
        </message>
        <message>
            <source>Works from the start of the next round.</source>
            <translation>Wirkt ab Beginn der nächsten Runde.</translation>
        </message>
        <message>
            <source>Scores at the end of the game.</source>
            <translation>Wird bei Spielende gewertet.</translation>
        </message>
        <message>
            <source>Its victory points count at the end of the game.</source>
            <translation>Seine Siegpunkte zählen bei Spielende.</translation>
        </message>
        <message>
            <source>1 card</source>
            <translation>1 Karte</translation>
        </message>
        <message>
            <source>%1 cards</source>
            <translation>%1 Karten</translation>
        </message>
        <message>
            <source>%1 or %2 cards</source>
            <translation>%1 oder %2 Karten</translation>
        </message>
    </context>
    <context>
        <name>CardShort</name>
        <message>
            <source>Builder: 1 card less for a production building.</source>
            <translation>Baumeister: 1 Karte weniger für ein Produktionsgebäude.</translation>
        </message>
        <message>
            <source>Prospector: turn over 4 cards; if all costs differ, take any one.</source>
            <translation>Goldsucher: 4 Karten aufdecken; alle Kosten verschieden: eine beliebige nehmen.</translation>
        </message>
        <message>
            <source>Prospector: turn over 4 cards; if all costs differ, take the cheapest.</source>
            <translation>Goldsucher: 4 Karten aufdecken; alle Kosten verschieden: die billigste nehmen.</translation>
        </message>
        <message>
            <source>Councillor: discard from your whole hand.</source>
            <translation>Ratsherr: aus der ganzen Hand ablegen.</translation>
        </message>
        <message>
            <source>Builder: after building, draw 1 card if you have 0 or 1 left.</source>
            <translation>Baumeister: nach dem Bauen 1 Karte ziehen, wenn du 0 oder 1 übrig hast.</translation>
        </message>
        <message>
            <source>Builder: pay with up to 2 goods instead of cards.</source>
            <translation>Baumeister: mit bis zu 2 Waren statt Karten bezahlen.</translation>
        </message>
        <message>
            <source>Trader: sell 1 more good.</source>
            <translation>Händler: 1 Ware mehr verkaufen.</translation>
        </message>
        <message>
            <source>Producer: draw 1 card if you produce at least 2 goods.</source>
            <translation>Aufseher: 1 Karte ziehen, wenn du mindestens 2 Waren produzierst.</translation>
        </message>
        <message>
            <source>Trader: draw 1 card if you sell at least 2 goods.</source>
            <translation>Händler: 1 Karte ziehen, wenn du mindestens 2 Waren verkaufst.</translation>
        </message>
        <message>
            <source>Builder: build over one of your buildings, paying its cost less.</source>
            <translation>Baumeister: eines deiner Gebäude überbauen, abzüglich seiner Kosten.</translation>
        </message>
        <message>
            <source>Round start: tuck 1 hand card under it, 1 VP each.</source>
            <translation>Rundenbeginn: 1 Handkarte darunterschieben, je 1 SP.</translation>
        </message>
        <message>
            <source>Round start: your hand limit is 12.</source>
            <translation>Rundenbeginn: Dein Handkartenlimit ist 12.</translation>
        </message>
        <message>
            <source>Producer: produce 1 more good.</source>
            <translation>Aufseher: 1 Ware mehr produzieren.</translation>
        </message>
        <message>
            <source>Builder: draw 1 card after building a violet building.</source>
            <translation>Baumeister: 1 Karte ziehen nach dem Bau eines violetten Gebäudes.</translation>
        </message>
        <message>
            <source>Councillor: keep 2 cards instead of 1.</source>
            <translation>Ratsherr: 2 Karten statt 1 behalten.</translation>
        </message>
        <message>
            <source>Trader: draw 1 more card if you sell.</source>
            <translation>Händler: 1 Karte mehr ziehen, wenn du verkaufst.</translation>
        </message>
        <message>
            <source>Builder: 1 card less for a violet building.</source>
            <translation>Baumeister: 1 Karte weniger für ein violettes Gebäude.</translation>
        </message>
        <message>
            <source>Doubles the privilege of the role you choose.</source>
            <translation>Verdoppelt das Privileg der gewählten Rolle.</translation>
        </message>
        <message>
            <source>Monument: victory points only.</source>
            <translation>Monument: nur Siegpunkte.</translation>
        </message>
        <message>
            <source>End: 2 VP per production building.</source>
            <translation>Ende: 2 SP pro Produktionsgebäude.</translation>
        </message>
        <message>
            <source>End: 1 VP per production building and 1 per kind.</source>
            <translation>Ende: 1 SP pro Produktionsgebäude und 1 pro Art.</translation>
        </message>
        <message>
            <source>End: 1 VP per violet building.</source>
            <translation>Ende: 1 SP pro violettem Gebäude.</translation>
        </message>
        <message>
            <source>End: 4 / 6 / 8 VP for 1 / 2 / 3 monuments.</source>
            <translation>Ende: 4 / 6 / 8 SP für 1 / 2 / 3 Monumente.</translation>
        </message>
        <message>
            <source>End: 1 more VP for every 4 VP.</source>
            <translation>Ende: 1 SP mehr je 4 SP.</translation>
        </message>
        <message>
            <source>Round start: your hand limit is 7, not 6.</source>
            <translation>Rundenbeginn: Dein Handkartenlimit ist 7, nicht 6.</translation>
        </message>
        <message>
            <source>Round start: discard 1 or 2 hand cards, draw as many.</source>
            <translation>Rundenbeginn: 1 oder 2 Handkarten ablegen, ebenso viele ziehen.</translation>
        </message>
        <message>
            <source>Trader: draw 1 card if nobody sold.</source>
            <translation>Händler: 1 Karte ziehen, wenn niemand verkauft hat.</translation>
        </message>
        <message>
            <source>Builder: draw 1 card if you have the fewest buildings.</source>
            <translation>Baumeister: 1 Karte ziehen, wenn du die wenigsten Gebäude hast.</translation>
        </message>
        <message>
            <source>Built over with the Crane: up to 6 cards less.</source>
            <translation>Mit dem Kran überbaut: bis zu 6 Karten weniger.</translation>
        </message>
        <message>
            <source>Councillor: gets a good; it sells for 2.</source>
            <translation>Ratsherr: erhält eine Ware; sie bringt 2.</translation>
        </message>
        <message>
            <source>Round start, once: tuck hand cards under it, 1 VP each.</source>
            <translation>Rundenbeginn, einmal: Handkarten darunterschieben, je 1 SP.</translation>
        </message>
        <message>
            <source>Trader: one sold good goes under it, 1 VP each.</source>
            <translation>Händler: eine verkaufte Ware kommt darunter, je 1 SP.</translation>
        </message>
        <message>
            <source>Prospector: turn over 1 card; take it if nobody owns one.</source>
            <translation>Goldsucher: 1 Karte aufdecken; nehmen, wenn niemand sie besitzt.</translation>
        </message>
        <message>
            <source>End: VP for sets of 3 buildings of one cost.</source>
            <translation>Ende: SP für Sätze aus 3 Gebäuden gleicher Kosten.</translation>
        </message>
        <message>
            <source>End: VP for the cost-6 buildings of the others.</source>
            <translation>Ende: SP für die Gebäude mit Kosten 6 der anderen.</translation>
        </message>
        <message>
            <source>Produces %1; it sells for 1 card.</source>
            <translation>Produziert %1; bringt 1 Karte.</translation>
        </message>
        <message>
            <source>Produces %1; it sells for %2 cards.</source>
            <translation>Produziert %1; bringt %2 Karten.</translation>
        </message>
    </context>
    <context>
        <name>CardTip</name>
        <message>
            <source>Production building: produces %1</source>
            <translation>Produktionsgebäude: produziert %1</translation>
        </message>
        <message>
            <source>Violet building (city building)</source>
            <translation>Violettes Gebäude (Stadtgebäude)</translation>
        </message>
        <message>
            <source>Violet building</source>
            <translation>Violettes Gebäude</translation>
        </message>
        <message>
            <source>monument</source>
            <translation>Monument</translation>
        </message>
        <message>
            <source>expansion, lies beside the tiles</source>
            <translation>Erweiterung, liegt neben den Kärtchen</translation>
        </message>
        <message>
            <source>expansion</source>
            <translation>Erweiterung</translation>
        </message>
        <message>
            <source>Cost: %1 · Victory points: %2</source>
            <translation>Kosten: %1 · Siegpunkte: %2</translation>
        </message>
        <message>
            <source>(3 in the classic edition)</source>
            <translation>(3 in der klassischen Ausgabe)</translation>
        </message>
        <message>
            <source>(4 in the 2018 edition)</source>
            <translation>(4 in der Ausgabe 2018)</translation>
        </message>
        <message>
            <source>1 copy</source>
            <translation>1 Exemplar</translation>
        </message>
        <message>
            <source>%1 copies</source>
            <translation>%1 Exemplare</translation>
        </message>
        <message>
            <source>not in this edition</source>
            <translation>nicht in dieser Ausgabe</translation>
        </message>
        <message>
            <source>For you now:</source>
            <translation>Für dich jetzt:</translation>
        </message>
    </context>
    <context>
        <name>Cards</name>
        <message>
            <source>Indigo plant</source>
            <translation>Indigo­küperei</translation>
        </message>
        <message>
            <source>Sugar mill</source>
            <translation>Zucker­mühle</translation>
        </message>
        <message>
            <source>Tobacco storage</source>
            <translation>Tabak­speicher</translation>
        </message>
        <message>
            <source>Coffee roaster</source>
            <translation>Kaffee­rösterei</translation>
        </message>
        <message>
            <source>Silver smelter</source>
            <translation>Silber­schmelze</translation>
        </message>
        <message>
            <source>Smithy</source>
            <translation>Schmiede</translation>
        </message>
        <message>
            <source>Gold mine</source>
            <translation>Gold­grube</translation>
        </message>
        <message>
            <source>Archive</source>
            <translation>Archiv</translation>
        </message>
        <message>
            <source>Poor house</source>
            <translation>Armen­haus</translation>
        </message>
        <message>
            <source>Black market</source>
            <translation>Schwarz­markt</translation>
        </message>
        <message>
            <source>Trading post</source>
            <translation>Handels­station</translation>
        </message>
        <message>
            <source>Well</source>
            <translation>Brunnen</translation>
        </message>
        <message>
            <source>Market stand</source>
            <translation>Markt­stand</translation>
        </message>
        <message>
            <source>Crane</source>
            <translation>Kran</translation>
        </message>
        <message>
            <source>Chapel</source>
            <translation>Kapelle</translation>
        </message>
        <message>
            <source>Tower</source>
            <translation>Turm</translation>
        </message>
        <message>
            <source>Aqueduct</source>
            <translation>Aquädukt</translation>
        </message>
        <message>
            <source>Carpenter</source>
            <translation>Schreine­rei</translation>
        </message>
        <message>
            <source>Prefecture</source>
            <translation>Präfek­tur</translation>
        </message>
        <message>
            <source>Market hall</source>
            <translation>Markt­halle</translation>
        </message>
        <message>
            <source>Quarry</source>
            <translation>Stein­bruch</translation>
        </message>
        <message>
            <source>Library</source>
            <translation>Biblio­thek</translation>
        </message>
        <message>
            <source>Statue</source>
            <translation>Statue</translation>
        </message>
        <message>
            <source>Victory column</source>
            <translation>Sieges­säule</translation>
        </message>
        <message>
            <source>Hero</source>
            <translation>Reiter</translation>
        </message>
        <message>
            <source>Guild hall</source>
            <translation>Zunft­halle</translation>
        </message>
        <message>
            <source>City hall</source>
            <translation>Rathaus</translation>
        </message>
        <message>
            <source>Triumphal arch</source>
            <translation>Triumph­bogen</translation>
        </message>
        <message>
            <source>Palace</source>
            <translation>Palast</translation>
        </message>
        <message>
            <source>Guard room</source>
            <translation>Wach­stube</translation>
        </message>
        <message>
            <source>Office building</source>
            <translation>Amts­stube</translation>
        </message>
        <message>
            <source>Hut</source>
            <translation>Hütte</translation>
        </message>
        <message>
            <source>Tavern</source>
            <translation>Schenke</translation>
        </message>
        <message>
            <source>Park</source>
            <translation>Park</translation>
        </message>
        <message>
            <source>Customs office</source>
            <translation>Zollamt</translation>
        </message>
        <message>
            <source>Bank</source>
            <translation>Bank</translation>
        </message>
        <message>
            <source>Harbor</source>
            <translation>Hafen</translation>
        </message>
        <message>
            <source>Goldsmith</source>
            <translation>Gold­schmiede</translation>
        </message>
        <message>
            <source>Residence</source>
            <translation>Residenz</translation>
        </message>
        <message>
            <source>Cathedral</source>
            <translation>Kathe­drale</translation>
        </message>
    </context>
    <context>
        <name>CoachBubble</name>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>Leave tutorial</source>
            <translation>Tutorial verlassen</translation>
        </message>
        <message>
            <source>Play on freely; Help ▸ Tutorial brings the coach back</source>
            <translation>Frei weiterspielen; Hilfe ▸ Tutorial holt den Trainer zurück</translation>
        </message>
    </context>
    <context>
        <name>Costs</name>
        <message>
            <source>Builder</source>
            <translation>Baumeister</translation>
        </message>
        <message>
            <source>Builder with Library</source>
            <translation>Baumeister mit Bibliothek</translation>
        </message>
        <message>
            <source>Crane</source>
            <translation>Kran</translation>
        </message>
        <message>
            <source>Crane over %1</source>
            <translation>Kran über %1</translation>
        </message>
        <message>
            <source>up to 1 of it payable with a good (Black market)</source>
            <translation>davon bis zu 1 mit einer Ware zahlbar (Schwarzmarkt)</translation>
        </message>
        <message>
            <source>up to %1 of it payable with goods (Black market)</source>
            <translation>davon bis zu %1 mit Waren zahlbar (Schwarzmarkt)</translation>
        </message>
        <message>
            <source>%1; %2</source>
            <translation>%1; %2</translation>
        </message>
    </context>
    <context>
        <name>Daily</name>
        <message>
            <source>You left today's deal unfinished; that was today's attempt. Play it again for practice? It is not recorded.</source>
            <extracomment>The niceness of Expert's process (POSIX): the person's opponent goes first. Opens a finished game in the replay viewer (game, seat names); the window sets it (the viewer lives on a higher floor). None: no Watch button. A short note on damaged kept data ("" if none). The ISO date of the deal of the day whose attempt is on the table (or None).</extracomment>
            <translation>Du hast die heutige Partie nicht zu Ende gespielt; das war dein Versuch für heute. Zur Übung noch einmal spielen? Sie wird nicht aufgezeichnet.</translation>
        </message>
        <message>
            <source>You have played today's deal already. Play it again for practice? It is not recorded again.</source>
            <translation>Du hast die heutige Partie schon gespielt. Zur Übung noch einmal spielen? Sie wird nicht noch einmal aufgezeichnet.</translation>
        </message>
        <message>
            <source>Deal of the day</source>
            <extracomment>The niceness of Expert's process (POSIX): the person's opponent goes first.</extracomment>
            <translation>Partie des Tages</translation>
        </message>
        <message>
            <source>Play again</source>
            <translation>Noch einmal spielen</translation>
        </message>
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
        <message>
            <source>It is your attempt at the deal of the day: left now, it counts as abandoned, not as a day played, and the deal can then only be played for practice.</source>
            <translation>Das ist dein Versuch an der Partie des Tages: Verlässt du sie jetzt, gilt sie als aufgegeben, nicht als gespielter Tag, und die Partie lässt sich danach nur noch zur Übung spielen.</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
        <message>
            <source>Ask Expert</source>
            <translation>Experten fragen</translation>
        </message>
        <message>
            <source>Watch Expert's game</source>
            <translation>Partie des Experten ansehen</translation>
        </message>
        <message>
            <source>%1 · you scored %2 VP, Expert %3 VP.</source>
            <translation>%1 · du hast %2 SP erreicht, der Experte %3 SP.</translation>
        </message>
        <message>
            <source>(practice, not recorded)</source>
            <translation>(Übung, nicht aufgezeichnet)</translation>
        </message>
        <message numerus="yes">
            <source>Streak: %n day(s) in a row.</source>
            <translation>
                <numerusform>Serie: %n Tag in Folge.</numerusform>
                <numerusform>Serie: %n Tage in Folge.</numerusform>
            </translation>
        </message>
        <message>
            <source>Expert is playing your seat on the same deal to compare…</source>
            <translation>Der Experte spielt zum Vergleich deinen Platz in derselben Partie …</translation>
        </message>
        <message>
            <source>Expert in your seat</source>
            <translation>Experte auf deinem Platz</translation>
        </message>
        <message>
            <source>it won</source>
            <translation>er hat gewonnen</translation>
        </message>
        <message>
            <source>it lost</source>
            <translation>er hat verloren</translation>
        </message>
        <message>
            <source>Expert in your seat: %1 VP against %2 VP, %3.</source>
            <translation>Der Experte auf deinem Platz: %1 SP gegen %2 SP, %3.</translation>
        </message>
        <message numerus="yes">
            <source>You did better by %n VP!</source>
            <translation>
                <numerusform>Du warst %n SP besser!</numerusform>
                <numerusform>Du warst %n SP besser!</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Expert did better by %n VP.</source>
            <translation>
                <numerusform>Der Experte war %n SP besser.</numerusform>
                <numerusform>Der Experte war %n SP besser.</numerusform>
            </translation>
        </message>
        <message>
            <source>The same score as Expert.</source>
            <translation>Gleich viele Punkte wie der Experte.</translation>
        </message>
        <message>
            <source>Deal of the day, %1: you against Expert.</source>
            <translation>Partie des Tages, %1: du gegen den Experten.</translation>
        </message>
        <message>
            <source>Today's deal is on the table; it is your attempt.</source>
            <translation>Die heutige Partie liegt auf dem Tisch; sie ist dein Versuch.</translation>
        </message>
        <message>
            <source>Your attempt at the deal could not be read (%1); it starts again.</source>
            <translation>Dein Versuch an der Partie war nicht lesbar (%1); sie beginnt von vorn.</translation>
        </message>
        <message>
            <source>Deal of the day, %1: your attempt goes on.</source>
            <translation>Partie des Tages, %1: dein Versuch geht weiter.</translation>
        </message>
        <message>
            <source>The deal of the day left unfinished counts as abandoned: it was that day's attempt.</source>
            <translation>Die nicht beendete Partie des Tages gilt als aufgegeben: Sie war der Versuch dieses Tages.</translation>
        </message>
        <message>
            <source>Expert's kept game on this deal was damaged; Expert plays it again.</source>
            <translation>Die gespeicherte Partie des Experten war beschädigt; der Experte spielt sie noch einmal.</translation>
        </message>
        <message>
            <source>Expert's game was cancelled.</source>
            <translation>Die Partie des Experten wurde abgebrochen.</translation>
        </message>
        <message>
            <source>Expert's game failed: %1</source>
            <translation>Die Partie des Experten ist gescheitert: %1</translation>
        </message>
        <message>
            <source>Expert's kept game on a deal was damaged; it is played again on that deal.</source>
            <translation>Eine gespeicherte Partie des Experten war beschädigt; sie wird bei dieser Partie noch einmal gespielt.</translation>
        </message>
    </context>
    <context>
        <name>Editions</name>
        <message>
            <source>The original San Juan (2004): 110 cards; Guild hall +2 per production building; the Gold mine owner takes any revealed card.</source>
            <translation>Das ursprüngliche San Juan (2004): 110 Karten; Zunfthalle +2 je Produktionsgebäude; wer die Goldgrube besitzt, nimmt eine beliebige aufgedeckte Karte.</translation>
        </message>
        <message>
            <source>The revised rules (2018): Prefecture costs 4, Guild hall +1 per production building and +1 per kind, the Gold mine gives the cheapest card.</source>
            <translation>Die überarbeiteten Regeln (2018): Präfektur kostet 4, Zunfthalle +1 je Produktionsgebäude und +1 je Sorte, die Goldgrube gibt die billigste Karte.</translation>
        </message>
        <message>
            <source>2018 rules plus “Die neuen Gebäude”: 29 new city buildings (Bank, Harbor, Office building…), the Cathedral beside the tiles, hand limit 6 without Tower.</source>
            <translation>Regeln von 2018 mit „Die neuen Gebäude“: 29 neue Stadtgebäude (Bank, Hafen, Amtsstube …), die Kathedrale neben den Handelshauskärtchen, Handkartenlimit 6 ohne Turm.</translation>
        </message>
    </context>
    <context>
        <name>Export</name>
        <message>
            <source>San Juan — a finished game</source>
            <extracomment>The score parts the page may name (:class:`PageText` ``parts``).</extracomment>
            <translation>San Juan – eine beendete Partie</translation>
        </message>
        <message>
            <source>Edition</source>
            <translation>Ausgabe</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <source>Rounds</source>
            <translation>Runden</translation>
        </message>
        <message>
            <source>Final scores</source>
            <translation>Endstand</translation>
        </message>
        <message>
            <source>Victory points at the end of each round</source>
            <translation>Siegpunkte am Ende jeder Runde</translation>
        </message>
        <message>
            <source>Game log</source>
            <translation>Spielverlauf</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Summe</translation>
        </message>
        <message>
            <source>winner</source>
            <translation>Sieger</translation>
        </message>
        <message>
            <source>round</source>
            <translation>Runde</translation>
        </message>
        <message>
            <source>VP</source>
            <translation>SP</translation>
        </message>
        <message>
            <source>en</source>
            <comment>the HTML lang attribute of the exported page</comment>
            <extracomment>The score parts the page may name (:class:`PageText` ``parts``).</extracomment>
            <translation>de</translation>
        </message>
        <message>
            <source>Export as web page</source>
            <translation>Als Webseite exportieren</translation>
        </message>
        <message>
            <source>Web pages (*.html *.htm)</source>
            <translation>Webseiten (*.html *.htm)</translation>
        </message>
        <message>
            <source>Export game</source>
            <translation>Partie exportieren</translation>
        </message>
        <message>
            <source>San Juan games (*.sanjuan.json *.json)</source>
            <translation>San-Juan-Partien (*.sanjuan.json *.json)</translation>
        </message>
        <message>
            <source>Export</source>
            <translation>Exportieren</translation>
        </message>
        <message>
            <source>The game could not be exported to %1: %2</source>
            <translation>Die Partie konnte nicht nach %1 exportiert werden: %2</translation>
        </message>
    </context>
    <context>
        <name>ForYou</name>
        <message>
            <source>%1 other hand card</source>
            <translation>%1 weitere Handkarte</translation>
        </message>
        <message>
            <source>%1 other hand cards</source>
            <translation>%1 weitere Handkarten</translation>
        </message>
        <message>
            <source>%1 and %2 Black-market goods</source>
            <translation>%1 und %2 Waren (Schwarzmarkt)</translation>
        </message>
        <message>
            <source>In this builder phase it costs you %1%2.</source>
            <translation>In dieser Baumeisterphase kostet es dich %1%2.</translation>
        </message>
        <message>
            <source>You can pay for it with your %1.</source>
            <translation>Du kannst es bezahlen: Du hast %1.</translation>
        </message>
        <message>
            <source>You cannot pay for it with your %1.</source>
            <translation>Du kannst es nicht bezahlen: Du hast nur %1.</translation>
        </message>
        <message>
            <source>It would cost you %1%2.</source>
            <translation>Es würde dich %1%2 kosten.</translation>
        </message>
        <message>
            <source>As builder it would cost you %1%2; otherwise %3%4.</source>
            <translation>Als Baumeister würde es dich %1%2 kosten, sonst %3%4.</translation>
        </message>
        <message>
            <source>You could pay for it with your %1.</source>
            <translation>Du könntest es bezahlen: Du hast %1.</translation>
        </message>
        <message>
            <source>You could pay for it with your %1, but only as builder.</source>
            <translation>Du könntest es bezahlen (du hast %1), aber nur als Baumeister.</translation>
        </message>
        <message>
            <source>You cannot pay for it yet with your %1.</source>
            <translation>Du kannst es noch nicht bezahlen: Du hast %1.</translation>
        </message>
        <message>
            <source>You own a Crane, but building it over one of your buildings would not make it cheaper.</source>
            <translation>Du besitzt einen Kran, aber es über eines deiner Gebäude zu bauen, würde es nicht billiger machen.</translation>
        </message>
        <message>
            <source>You own a Crane: built over your %1 it would cost you %2 (the %3 leaves the game).</source>
            <translation>Du besitzt einen Kran: Über dein Gebäude %1 gebaut, würde es dich %2 kosten (%3 scheidet aus dem Spiel aus).</translation>
        </message>
        <message>
            <source>You own a Crane: built over your %1 it would cost you %2 without the builder's privilege (the %3 leaves the game).</source>
            <translation>Du besitzt einen Kran: Über dein Gebäude %1 gebaut, würde es dich ohne das Privileg des Baumeisters %2 kosten (%3 scheidet aus dem Spiel aus).</translation>
        </message>
        <message>
            <source>You own a Smithy: production buildings cost you 1 less.</source>
            <translation>Du besitzt eine Schmiede: Produktionsgebäude kosten dich 1 weniger.</translation>
        </message>
        <message>
            <source>You own a Quarry: violet buildings cost you 1 less.</source>
            <translation>Du besitzt einen Steinbruch: Violette Gebäude kosten dich 1 weniger.</translation>
        </message>
        <message>
            <source>You own a Library, but you have used it this round.</source>
            <translation>Du besitzt eine Bibliothek, hast sie aber in dieser Runde schon genutzt.</translation>
        </message>
        <message>
            <source>You own a Library: as builder you pay 2 less.</source>
            <translation>Du besitzt eine Bibliothek: Als Baumeister zahlst du 2 weniger.</translation>
        </message>
        <message>
            <source>You own a Black market: you may pay with your %1 good instead of a card.</source>
            <translation>Du besitzt einen Schwarzmarkt: Du darfst mit deiner %1 Ware statt mit einer Karte bezahlen.</translation>
        </message>
        <message>
            <source>You own a Black market: you may pay with up to 2 of your %1 goods instead of cards.</source>
            <translation>Du besitzt einen Schwarzmarkt: Du darfst mit bis zu 2 deiner %1 Waren statt mit Karten bezahlen.</translation>
        </message>
        <message>
            <source>You own a Carpenter: building it draws you 1 card.</source>
            <translation>Du besitzt eine Schreinerei: Wenn du es baust, ziehst du 1 Karte.</translation>
        </message>
        <message>
            <source>As things stand it scores you %1 VP.</source>
            <translation>Nach jetzigem Stand bringt es dir %1 SP.</translation>
        </message>
        <message>
            <source>Built now it would add %1 VP to your score</source>
            <translation>Jetzt gebaut, würde es deine Wertung um %1 SP erhöhen</translation>
        </message>
        <message>
            <source>You own %1 of the 3 monuments.</source>
            <translation>Du besitzt %1 der 3 Monumente.</translation>
        </message>
        <message>
            <source>%1 card lies under your Chapel.</source>
            <translation>%1 Karte liegt unter deiner Kapelle.</translation>
        </message>
        <message>
            <source>%1 cards lie under your Chapel.</source>
            <translation>%1 Karten liegen unter deiner Kapelle.</translation>
        </message>
        <message>
            <source>%1 card lies under your Bank.</source>
            <translation>%1 Karte liegt unter deiner Bank.</translation>
        </message>
        <message>
            <source>%1 cards lie under your Bank.</source>
            <translation>%1 Karten liegen unter deiner Bank.</translation>
        </message>
        <message>
            <source>You have not used your Bank yet.</source>
            <translation>Du hast deine Bank noch nicht genutzt.</translation>
        </message>
        <message>
            <source>%1 card lies under your Harbor.</source>
            <translation>%1 Karte liegt unter deinem Hafen.</translation>
        </message>
        <message>
            <source>%1 cards lie under your Harbor.</source>
            <translation>%1 Karten liegen unter deinem Hafen.</translation>
        </message>
        <message>
            <source>Your hand limit is %1 now.</source>
            <translation>Dein Handkartenlimit ist jetzt %1.</translation>
        </message>
        <message>
            <source>It lies beside the trading-house tiles: you may build it in a builder phase.</source>
            <translation>Sie liegt neben den Handelshauskärtchen: Du darfst sie in einer Baumeisterphase bauen.</translation>
        </message>
        <message>
            <source>The Cathedral has been built.</source>
            <translation>Die Kathedrale ist gebaut worden.</translation>
        </message>
        <message>
            <source>You have the fewest buildings now.</source>
            <translation>Du hast jetzt die wenigsten Gebäude.</translation>
        </message>
        <message>
            <source>You do not have the fewest buildings now.</source>
            <translation>Du hast jetzt nicht die wenigsten Gebäude.</translation>
        </message>
        <message>
            <source>In this trader phase its good sells for %1 (tile %2).</source>
            <translation>In dieser Händlerphase bringt seine Ware %1 (Kärtchen %2).</translation>
        </message>
        <message>
            <source>This building is not part of this game's edition.</source>
            <translation>Dieses Gebäude gehört nicht zur Ausgabe dieses Spiels.</translation>
        </message>
        <message>
            <source>You own %1 of them (%2 with a good).</source>
            <translation>Du besitzt %1 davon (%2 mit Ware).</translation>
        </message>
        <message>
            <source>You already own one: only one of each violet building, so you cannot build a second.</source>
            <translation>Du besitzt schon eines: Jedes violette Gebäude nur einmal, du kannst kein zweites bauen.</translation>
        </message>
        <message>
            <source>You hold %1 of them in your hand.</source>
            <translation>Du hast %1 davon auf der Hand.</translation>
        </message>
    </context>
    <context>
        <name>GameFiles</name>
        <message>
            <source>San Juan %1</source>
            <translation>San Juan %1</translation>
        </message>
        <message>
            <source>The game could not be saved</source>
            <translation>Das Spiel konnte nicht gespeichert werden</translation>
        </message>
        <message>
            <source>Saved to %1</source>
            <translation>Gespeichert unter %1</translation>
        </message>
        <message>
            <source>The game could not be opened</source>
            <translation>Das Spiel konnte nicht geöffnet werden</translation>
        </message>
        <message>
            <source>Opened %1</source>
            <translation>%1 geöffnet</translation>
        </message>
        <message>
            <source>San Juan games (*.sanjuan.json *.json)</source>
            <translation>San-Juan-Spiele (*.sanjuan.json *.json)</translation>
        </message>
        <message>
            <source>Save game</source>
            <translation>Spiel speichern</translation>
        </message>
        <message>
            <source>Open game</source>
            <translation>Spiel öffnen</translation>
        </message>
    </context>
    <context>
        <name>GameOverDialog</name>
        <message>
            <source>Game over</source>
            <extracomment>Line colours of the players in the chart (palette of assets/rules.html).</extracomment>
            <translation>Spielende</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Neues Spiel</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>You win with %1 VP!</source>
            <translation>Du gewinnst mit %1 SP!</translation>
        </message>
        <message>
            <source>You share the victory with %1 at %2 VP!</source>
            <translation>Mit %2 SP teilst du dir den Sieg mit %1!</translation>
        </message>
        <message>
            <source>and</source>
            <translation>und</translation>
        </message>
        <message>
            <source>%1 wins with %2 VP!</source>
            <translation>%1 gewinnt mit %2 SP!</translation>
        </message>
        <message>
            <source>%1 share the victory with %2 VP!</source>
            <translation>%1 teilen sich den Sieg mit %2 SP!</translation>
        </message>
        <message>
            <source>%1 tie at %2 VP; the tie-break is hand cards plus goods (%3).</source>
            <translation>%1 haben Gleichstand mit %2 SP; es entscheiden Handkarten plus Waren (%3).</translation>
        </message>
        <message>
            <source>You have the most and win.</source>
            <translation>Du hast die meisten und gewinnst.</translation>
        </message>
        <message>
            <source>%1 has the most and wins.</source>
            <translation>%1 hat die meisten und gewinnt.</translation>
        </message>
        <message>
            <source>That is tied too, so the victory is shared.</source>
            <translation>Auch das ist gleich, also wird der Sieg geteilt.</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Summe</translation>
        </message>
        <message>
            <source>Tie-break: hand cards + goods</source>
            <translation>Gleichstand: Handkarten + Waren</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>Punkte</translation>
        </message>
        <message>
            <source>Victory points by round</source>
            <translation>Siegpunkte nach Runden</translation>
        </message>
        <message>
            <source>VP</source>
            <translation>SP</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>Runde</translation>
        </message>
    </context>
    <context>
        <name>Goods</name>
        <message>
            <source>indigo</source>
            <translation>Indigo</translation>
        </message>
        <message>
            <source>sugar</source>
            <translation>Zucker</translation>
        </message>
        <message>
            <source>tobacco</source>
            <translation>Tabak</translation>
        </message>
        <message>
            <source>coffee</source>
            <translation>Kaffee</translation>
        </message>
        <message>
            <source>silver</source>
            <translation>Silber</translation>
        </message>
    </context>
    <context>
        <name>HandoverScreen</name>
        <message>
            <source>Pass the computer to %1</source>
            <translation>Gib den Computer an %1 weiter</translation>
        </message>
        <message>
            <source>Everybody else, please look away: %1's hand is shown next.</source>
            <translation>Alle anderen bitte wegschauen: Als Nächstes werden die Handkarten von %1 gezeigt.</translation>
        </message>
        <message>
            <source>I am %1 — show my cards</source>
            <translation>Ich bin %1 – zeig meine Karten</translation>
        </message>
    </context>
    <context>
        <name>HintController</name>
        <message>
            <source>Hints are switched off in the settings.</source>
            <translation>Tipps sind in den Einstellungen ausgeschaltet.</translation>
        </message>
        <message>
            <source>The coach is thinking…</source>
            <translation>Der Trainer denkt nach …</translation>
        </message>
        <message>
            <source>No hint this time.</source>
            <translation>Diesmal kein Tipp.</translation>
        </message>
        <message>
            <source>Best first, with the estimated chance to win:</source>
            <translation>Die beste zuerst, mit der geschätzten Siegchance:</translation>
        </message>
        <message>
            <source>“About equal”: the difference is within the search's noise.</source>
            <translation>„Etwa gleich“: Der Unterschied liegt im Rauschen der Suche.</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Tipp</translation>
        </message>
        <message>
            <source>Hint (H)</source>
            <translation>Tipp (H)</translation>
        </message>
        <message>
            <source>Ask the coach which option is best, and why</source>
            <translation>Frag den Trainer, welche Möglichkeit die beste ist, und warum</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
        <message>
            <source>Offer hints</source>
            <translation>Tipps anbieten</translation>
        </message>
        <message>
            <source>Hints, best first</source>
            <translation>Tipps, der beste zuerst</translation>
        </message>
        <message>
            <source>Hint status</source>
            <translation>Stand des Tipps</translation>
        </message>
        <message>
            <source>Coach: take the role of the %1</source>
            <translation>Trainer: nimm die Rolle %1</translation>
        </message>
        <message numerus="yes">
            <source>Hints used in this game: %n</source>
            <translation>
                <numerusform>In dieser Partie %n Tipp genutzt</numerusform>
                <numerusform>In dieser Partie %n Tipps genutzt</numerusform>
            </translation>
        </message>
        <message>
            <source>Review my game…</source>
            <translation>Meine Partie auswerten …</translation>
        </message>
        <message>
            <source>Find the decisions that cost you the most</source>
            <translation>Finde die Entscheidungen, die dich am meisten gekostet haben</translation>
        </message>
    </context>
    <context>
        <name>Hints</name>
        <message>
            <source>%1 %</source>
            <translation>%1 %</translation>
        </message>
        <message>
            <source>(about equal)</source>
            <translation>(etwa gleich)</translation>
        </message>
        <message>
            <source>%1 (with Library)</source>
            <translation>%1 (mit Bibliothek)</translation>
        </message>
        <message>
            <source>Build %1 over %2</source>
            <translation>%1 über %2 bauen</translation>
        </message>
        <message>
            <source>Build %1</source>
            <translation>%1 bauen</translation>
        </message>
        <message>
            <source>Build nothing</source>
            <translation>Nichts bauen</translation>
        </message>
        <message>
            <source>Choose nothing</source>
            <translation>Nichts auswählen</translation>
        </message>
        <message>
            <source>Produce %1</source>
            <translation>%1 produzieren</translation>
        </message>
        <message>
            <source>Sell %1</source>
            <translation>%1 verkaufen</translation>
        </message>
        <message>
            <source>Pay with %1</source>
            <translation>Mit %1 bezahlen</translation>
        </message>
        <message>
            <source>Discard %1</source>
            <translation>%1 abwerfen</translation>
        </message>
        <message>
            <source>Tuck %1</source>
            <translation>%1 unterlegen</translation>
        </message>
        <message>
            <source>Exchange %1</source>
            <translation>%1 austauschen</translation>
        </message>
        <message>
            <source>Keep %1</source>
            <translation>%1 behalten</translation>
        </message>
        <message>
            <source>a good</source>
            <translation>eine Ware</translation>
        </message>
        <message numerus="yes">
            <source>worth %n VP now (counted at the game's end)</source>
            <translation>
                <numerusform>jetzt %n SP wert (gewertet bei Spielende)</numerusform>
                <numerusform>jetzt %n SP wert (gewertet bei Spielende)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n VP</source>
            <translation>
                <numerusform>%n SP</numerusform>
                <numerusform>%n SP</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 for %n card(s): </source>
            <translation>
                <numerusform>%1 für %n Karte: </numerusform>
                <numerusform>%1 für %n Karten: </numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>, %n card(s) left in your hand</source>
            <translation>
                <numerusform>, %n Handkarte bleibt dir</numerusform>
                <numerusform>, %n Handkarten bleiben dir</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Keep your %n hand card(s) for later</source>
            <translation>
                <numerusform>Behalte deine %n Handkarte für später</numerusform>
                <numerusform>Behalte deine %n Handkarten für später</numerusform>
            </translation>
        </message>
        <message>
            <source>You keep none of the cards you could pay with</source>
            <translation>Du behältst keine der Karten, mit denen du zahlen könntest</translation>
        </message>
        <message>
            <source>You keep %1</source>
            <translation>Du behältst %1</translation>
        </message>
        <message numerus="yes">
            <source>Sells for %n card(s) on any tile</source>
            <translation>
                <numerusform>Bringt auf jedem Plättchen %n Karte</numerusform>
                <numerusform>Bringt auf jedem Plättchen %n Karten</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Sells for %1 to %n cards, by the trading-house tile</source>
            <translation>
                <numerusform>Bringt je nach Handelshausplättchen %1 bis %n Karte</numerusform>
                <numerusform>Bringt je nach Handelshausplättchen %1 bis %n Karten</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Tile %1: %n card(s) for %2</source>
            <translation>
                <numerusform>Kärtchen %1: %n Karte für %2</numerusform>
                <numerusform>Kärtchen %1: %n Karten für %2</numerusform>
            </translation>
        </message>
        <message>
            <source>Your hand is empty afterwards</source>
            <translation>Danach ist deine Hand leer</translation>
        </message>
        <message>
            <source>You give up none of the cards offered</source>
            <translation>Du gibst keine der angebotenen Karten ab</translation>
        </message>
        <message>
            <source>You give up %1</source>
            <translation>Du gibst %1 ab</translation>
        </message>
        <message numerus="yes">
            <source>%n VP at the game's end for as many hand cards</source>
            <translation>
                <numerusform>%n SP bei Spielende für ebenso viele Handkarten</numerusform>
                <numerusform>%n SP bei Spielende für ebenso viele Handkarten</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You draw %n new card(s) instead</source>
            <translation>
                <numerusform>Du ziehst dafür %n neue Karte</numerusform>
                <numerusform>Du ziehst dafür %n neue Karten</numerusform>
            </translation>
        </message>
        <message>
            <source>Keep everything as it is</source>
            <translation>Alles so lassen, wie es ist</translation>
        </message>
        <message numerus="yes">
            <source>Choose %n card(s)</source>
            <translation>
                <numerusform>%n Karte auswählen</numerusform>
                <numerusform>%n Karten auswählen</numerusform>
            </translation>
        </message>
        <message>
            <source>with the privilege and the Library</source>
            <translation>mit dem Privileg und der Bibliothek</translation>
        </message>
        <message>
            <source>with the privilege</source>
            <translation>mit dem Privileg</translation>
        </message>
        <message numerus="yes">
            <source>%1 has %n hand card(s)</source>
            <translation>
                <numerusform>%1 hat %n Handkarte</numerusform>
                <numerusform>%1 hat %n Handkarten</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 can fill %n building(s)</source>
            <translation>
                <numerusform>%1 kann %n Gebäude füllen</numerusform>
                <numerusform>%1 kann %n Gebäude füllen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 has %n good(s)</source>
            <translation>
                <numerusform>%1 hat %n Ware</numerusform>
                <numerusform>%1 hat %n Waren</numerusform>
            </translation>
        </message>
        <message>
            <source>Builder: even %1 you cannot build anything</source>
            <translation>Baumeister: selbst %1 kannst du nichts bauen</translation>
        </message>
        <message numerus="yes">
            <source>Builder: %1 you can build the %2 for %n</source>
            <translation>
                <numerusform>Baumeister: %1 kannst du %2 für %n bauen</numerusform>
                <numerusform>Baumeister: %1 kannst du %2 für %n bauen</numerusform>
            </translation>
        </message>
        <message>
            <source>Producer: %1 you produce %2</source>
            <translation>Aufseher: %1 produzierst du %2</translation>
        </message>
        <message>
            <source>Producer: you have no empty production building</source>
            <translation>Aufseher: du hast kein leeres Produktionsgebäude</translation>
        </message>
        <message>
            <source>Trader: you have no goods to sell</source>
            <translation>Händler: du hast keine Waren zu verkaufen</translation>
        </message>
        <message>
            <source>Trader: %1 you sell %2 (the next tile is unknown)</source>
            <translation>Händler: %1 verkaufst du %2 (das nächste Handelshauskärtchen ist unbekannt)</translation>
        </message>
        <message numerus="yes">
            <source>Trader: the next tile, %1, pays %n for your %2</source>
            <translation>
                <numerusform>Händler: das nächste Kärtchen, %1, zahlt %n für deine Ware (%2)</numerusform>
                <numerusform>Händler: das nächste Kärtchen, %1, zahlt %n für deine Waren (%2)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Councillor: %1 you draw %n cards</source>
            <translation>
                <numerusform>Ratsherr: %1 ziehst du %n Karte</numerusform>
                <numerusform>Ratsherr: %1 ziehst du %n Karten</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source> and keep %n</source>
            <translation>
                <numerusform> und behältst %n</numerusform>
                <numerusform> und behältst %n</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Prospector: %1 you draw %n card(s)</source>
            <translation>
                <numerusform>Goldsucher: %1 ziehst du %n Karte</numerusform>
                <numerusform>Goldsucher: %1 ziehst du %n Karten</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>History</name>
        <message>
            <source>S&amp;tatistics…</source>
            <translation>S&amp;tatistik…</translation>
        </message>
        <message>
            <source>&amp;History…</source>
            <translation>&amp;Verlauf…</translation>
        </message>
        <message>
            <source>Open &amp;replay…</source>
            <translation>Wieder&amp;holung öffnen…</translation>
        </message>
        <message>
            <source>Open replay</source>
            <translation>Wiederholung öffnen</translation>
        </message>
        <message>
            <source>San Juan games (*.sanjuan.json *.json)</source>
            <translation>San-Juan-Partien (*.sanjuan.json *.json)</translation>
        </message>
        <message>
            <source>Player %1</source>
            <translation>Spieler %1</translation>
        </message>
        <message>
            <source>Replay</source>
            <translation>Wiederholung</translation>
        </message>
        <message>
            <source>The game cannot be replayed: %1</source>
            <translation>Die Partie kann nicht wiedergegeben werden: %1</translation>
        </message>
        <message>
            <source>Game history is off: %1</source>
            <translation>Der Partienverlauf ist aus: %1</translation>
        </message>
    </context>
    <context>
        <name>HistoryDialog</name>
        <message>
            <source>Game history</source>
            <translation>Partienverlauf</translation>
        </message>
        <message>
            <source>Recorded games</source>
            <translation>Gespeicherte Partien</translation>
        </message>
        <message>
            <source>Finished</source>
            <translation>Beendet</translation>
        </message>
        <message>
            <source>Edition</source>
            <translation>Ausgabe</translation>
        </message>
        <message>
            <source>Players and scores</source>
            <translation>Spieler und Punkte</translation>
        </message>
        <message>
            <source>Rounds</source>
            <translation>Runden</translation>
        </message>
        <message>
            <source>Seed</source>
            <translation>Startwert</translation>
        </message>
        <message>
            <source>Replay</source>
            <translation>Wiederholung</translation>
        </message>
        <message>
            <source>Review…</source>
            <translation>Auswerten …</translation>
        </message>
        <message>
            <source>Find the decisions that cost the most</source>
            <translation>Die Entscheidungen finden, die am meisten gekostet haben</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>Exportieren …</translation>
        </message>
        <message>
            <source>Game file (opens in the replay viewer)…</source>
            <translation>Partiedatei (öffnet sich in der Wiederholung) …</translation>
        </message>
        <message>
            <source>Web page…</source>
            <translation>Webseite …</translation>
        </message>
        <message>
            <source>The game history cannot be read: %1</source>
            <translation>Der Partienverlauf kann nicht gelesen werden: %1</translation>
        </message>
        <message numerus="yes">
            <source>%n finished game(s). Double-click one to replay it.</source>
            <translation>
                <numerusform>%n beendete Partie. Doppelklicke sie, um sie wiederzugeben.</numerusform>
                <numerusform>%n beendete Partien. Doppelklicke eine, um sie wiederzugeben.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n game(s) could not be read (damaged).</source>
            <translation>
                <numerusform>%n Partie konnte nicht gelesen werden (beschädigt).</numerusform>
                <numerusform>%n Partien konnten nicht gelesen werden (beschädigt).</numerusform>
            </translation>
        </message>
        <message>
            <source>(computers only)</source>
            <translation>(nur Computer)</translation>
        </message>
        <message>
            <source>(with take-backs, not rated)</source>
            <translation>(mit Zurücknahmen, nicht gewertet)</translation>
        </message>
    </context>
    <context>
        <name>HistoryReview</name>
        <message>
            <source>Review</source>
            <translation>Auswertung</translation>
        </message>
        <message>
            <source>This game cannot be reviewed: %1</source>
            <translation>Diese Partie kann nicht ausgewertet werden: %1</translation>
        </message>
        <message>
            <source>Whose decisions shall be reviewed?</source>
            <translation>Wessen Entscheidungen sollen ausgewertet werden?</translation>
        </message>
    </context>
    <context>
        <name>Keys</name>
        <message>
            <source>Enter confirms; Esc clears the selection</source>
            <translation>Eingabe bestätigt; Esc hebt die Auswahl auf</translation>
        </message>
        <message>
            <source>Tab or the arrow keys to this button, then Enter or Space</source>
            <translation>Mit Tab oder den Pfeiltasten zu dieser Schaltfläche, dann Eingabe oder Leertaste</translation>
        </message>
        <message>
            <source>Left, Right</source>
            <extracomment>digit keys → role, in the order of the role cards (Role's order, roles.role_digit) (keys, what they do) of Help ▸ Keyboard, translated by shortcuts()</extracomment>
            <translation>Links, Rechts</translation>
        </message>
        <message>
            <source>previous / next card or button in the row</source>
            <translation>vorige / nächste Karte oder Schaltfläche der Reihe</translation>
        </message>
        <message>
            <source>Up, Down</source>
            <translation>Hoch, Runter</translation>
        </message>
        <message>
            <source>the row above / below</source>
            <translation>die Reihe darüber / darunter</translation>
        </message>
        <message>
            <source>Tab, Shift+Tab</source>
            <translation>Tab, Umschalt+Tab</translation>
        </message>
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
            <source>Home, End</source>
            <translation>Pos1, Ende</translation>
        </message>
        <message>
            <source>first / last card of the row that you may choose</source>
            <translation>erste / letzte wählbare Karte der Reihe</translation>
        </message>
        <message>
            <source>Space</source>
            <translation>Leertaste</translation>
        </message>
        <message>
            <source>select or unselect the card; press the role or button</source>
            <translation>Karte wählen oder abwählen; Rolle oder Schaltfläche drücken</translation>
        </message>
        <message>
            <source>Enter</source>
            <translation>Eingabe</translation>
        </message>
        <message>
            <source>confirm (or press the focused role, option or Pass button; hand the computer over)</source>
            <translation>bestätigen (oder die fokussierte Rolle, Option oder Passen-Schaltfläche drücken; den Computer übergeben)</translation>
        </message>
        <message>
            <source>Esc</source>
            <translation>Esc</translation>
        </message>
        <message>
            <source>clear the selection (never passes)</source>
            <translation>Auswahl aufheben (passt nie)</translation>
        </message>
        <message>
            <source>1 2 3 4 5</source>
            <translation>1 2 3 4 5</translation>
        </message>
        <message>
            <source>choose Builder, Producer, Trader, Councillor, Prospector</source>
            <translation>Baumeister, Aufseher, Händler, Ratsherr, Goldsucher wählen</translation>
        </message>
        <message>
            <source>H</source>
            <translation>H</translation>
        </message>
        <message>
            <source>ask for a hint</source>
            <translation>um einen Tipp bitten</translation>
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
        <message>
            <source>F1</source>
            <translation>F1</translation>
        </message>
        <message>
            <source>the rules</source>
            <translation>die Regeln</translation>
        </message>
        <message>
            <source>Every decision can be made with the keyboard. The focused card or button has a white and black ring.</source>
            <translation>Jede Entscheidung geht auch mit der Tastatur. Die fokussierte Karte oder Schaltfläche hat einen weiß-schwarzen Rahmen.</translation>
        </message>
        <message>
            <source>Every decision can be made with the keyboard. The focused card has a white and magenta ring, the focused button a magenta edge.</source>
            <translation>Jede Entscheidung geht auch mit der Tastatur. Die fokussierte Karte hat einen weiß-magentafarbenen Rahmen, die fokussierte Schaltfläche einen magentafarbenen Rand.</translation>
        </message>
        <message>
            <source>Keys: Space selects or unselects, Enter confirms, Esc clears.</source>
            <translation>Tasten: Leertaste wählt oder wählt ab, Eingabe bestätigt, Esc hebt die Auswahl auf.</translation>
        </message>
        <message>
            <source>Keyboard</source>
            <translation>Tastatur</translation>
        </message>
        <message>
            <source>Key %1 chooses this role.</source>
            <translation>Taste %1 wählt diese Rolle.</translation>
        </message>
        <message>
            <source>you may choose it: key %1</source>
            <translation>wählbar: Taste %1</translation>
        </message>
        <message>
            <source>Arrow keys and Tab move, Space selects, Enter confirms, Esc clears, 1 to 5 choose a role; Help, Keyboard lists every key.</source>
            <translation>Pfeiltasten und Tab bewegen, Leertaste wählt, Eingabe bestätigt, Esc hebt auf, 1 bis 5 wählen eine Rolle; Hilfe, Tastatur nennt alle Tasten.</translation>
        </message>
    </context>
    <context>
        <name>Levels</name>
        <message>
            <source>A person at this computer.</source>
            <translation>Ein Mensch an diesem Computer.</translation>
        </message>
        <message>
            <source>Learning the game: builds whatever it can, often misses the best role.</source>
            <translation>Lernt das Spiel noch: baut, was gerade geht, und verpasst oft die beste Rolle.</translation>
        </message>
        <message>
            <source>Knows what a role gives you, but misjudges often and now and then follows a whim.</source>
            <translation>Weiß, was eine Rolle dir bringt, verschätzt sich aber oft und folgt ab und zu einer Laune.</translation>
        </message>
        <message>
            <source>Nearly as strong as Medium: careful play, with a small slip now and then.</source>
            <translation>Fast so stark wie „mittel“: sorgfältiges Spiel, ab und zu ein kleiner Patzer.</translation>
        </message>
        <message>
            <source>Follows a plan: picks the roles that help it more than you and builds for the long game.</source>
            <translation>Folgt einem Plan: wählt die Rollen, die ihm mehr nützen als dir, und baut auf lange Sicht.</translation>
        </message>
        <message>
            <source>Looks a little ahead: tries its roles and best builds in a few imagined games.</source>
            <translation>Schaut ein wenig voraus: probiert seine Rollen und besten Bauten in einigen gedachten Partien aus.</translation>
        </message>
        <message>
            <source>Looks ahead: tries its roles and builds in many imagined games before it chooses.</source>
            <translation>Schaut voraus: probiert seine Rollen und Bauten in vielen gedachten Partien aus, bevor er wählt.</translation>
        </message>
        <message>
            <source>Thinks ahead about every role and build like the expert, in fewer imagined games.</source>
            <translation>Denkt bei jeder Rolle und jedem Bau voraus wie der Experte, aber in weniger gedachten Partien.</translation>
        </message>
        <message>
            <source>Thinks ahead about every role and build; plays to win.</source>
            <translation>Denkt bei jeder Rolle und jedem Bau voraus; spielt auf Sieg.</translation>
        </message>
        <message>
            <source>Plays at the level nearest your rating in the statistics, and moves up as you get better.</source>
            <translation>Spielt auf der Stufe, die deiner Wertungszahl in der Statistik am nächsten liegt, und steigt auf, wenn du besser wirst.</translation>
        </message>
    </context>
    <context>
        <name>Log</name>
        <message>
            <source>%1 (computer)</source>
            <extracomment>Makes the computer player of a level (see :func:`sanjuan.ai.make_player`) and seed. Identifies one decision: (game generation, actions applied before it). indices (in the game's log) of the events a computer caused for our own seat while we were away: logged as "Cy (computer) …", live and rebuilt alike True when Hard and Expert think in the shared second process (the default factory, also once wrapped by :meth:`wrap_player_factory`): then a game with such a seat starts that process at once, overlapping the first moves. Why the table cannot be played now ("" while it can): a network game whose server is away. Set with :meth:`set_paused`; a new game clears it.</extracomment>
            <translation>%1 (Computer)</translation>
        </message>
        <message>
            <source>New game of %1, %2 players. You are the first governor.</source>
            <translation>Neues Spiel: %1, %2 Spieler. Du bist der erste Gouverneur.</translation>
        </message>
        <message>
            <source>New game of %1, %2 players. %3 is the first governor.</source>
            <translation>Neues Spiel: %1, %2 Spieler. %3 ist der erste Gouverneur.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Round %1&lt;/b&gt; — you are governor.</source>
            <translation>&lt;b&gt;Runde %1&lt;/b&gt; — du bist Gouverneur.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Round %1&lt;/b&gt; — %2 is governor.</source>
            <translation>&lt;b&gt;Runde %1&lt;/b&gt; — %2 ist Gouverneur.</translation>
        </message>
        <message>
            <source>You chose the %1.</source>
            <translation>Du wählst die Rolle %1.</translation>
        </message>
        <message>
            <source>Your Library doubles the privilege.</source>
            <translation>Deine Bibliothek verdoppelt das Privileg.</translation>
        </message>
        <message>
            <source>%1 chose the %2.</source>
            <translation>%1 wählt die Rolle %2.</translation>
        </message>
        <message>
            <source>The Library doubles the privilege.</source>
            <translation>Die Bibliothek verdoppelt das Privileg.</translation>
        </message>
        <message>
            <source>You took the %1 (%2).</source>
            <translation>Du nimmst %1 (%2).</translation>
        </message>
        <message>
            <source>%1 took the %2 (%3).</source>
            <translation>%1 nimmt %2 (%3).</translation>
        </message>
        <message>
            <source>You were dealt %1%2.</source>
            <translation>Du erhältst %1%2.</translation>
        </message>
        <message>
            <source>%1 was dealt %2%3.</source>
            <translation>%1 erhält %2%3.</translation>
        </message>
        <message>
            <source>You took %1 into hand (Councillor)%2.</source>
            <translation>Du nimmst %1 auf die Hand (Ratsherr)%2.</translation>
        </message>
        <message>
            <source>%1 took %2 into hand (Councillor)%3.</source>
            <translation>%1 nimmt %2 auf die Hand (Ratsherr)%3.</translation>
        </message>
        <message>
            <source>You drew %1 (%2)%3.</source>
            <translation>Du ziehst %1 (%2)%3.</translation>
        </message>
        <message>
            <source>%1 drew %2 (%3)%4.</source>
            <translation>%1 zieht %2 (%3)%4.</translation>
        </message>
        <message>
            <source>Two of the Gold mine cards cost the same, so it gives nothing; all were discarded%1.</source>
            <translation>Zwei der Goldgruben-Karten kosten gleich viel, daher gibt sie nichts; alle wurden abgeworfen%1.</translation>
        </message>
        <message>
            <source>The other Gold mine cards were discarded%1.</source>
            <translation>Die übrigen Karten der Goldgrube wurden abgelegt%1.</translation>
        </message>
        <message>
            <source>Your Goldsmith card was discarded (someone owns that building)%1.</source>
            <translation>Die Karte deiner Goldschmiede wurde abgelegt (jemand besitzt dieses Gebäude)%1.</translation>
        </message>
        <message>
            <source>%1's Goldsmith card was discarded (someone owns that building)%2.</source>
            <translation>Die Karte der Goldschmiede von %1 wurde abgelegt (jemand besitzt dieses Gebäude)%2.</translation>
        </message>
        <message>
            <source>You discarded %1 (%2)%3.</source>
            <translation>Du legst %1 ab (%2)%3.</translation>
        </message>
        <message>
            <source>%1 discarded %2 (%3)%4.</source>
            <translation>%1 legt %2 ab (%3)%4.</translation>
        </message>
        <message>
            <source>Your %1 turns over: %2.</source>
            <translation>Deine %1 deckt auf: %2.</translation>
        </message>
        <message>
            <source>%1's %2 turns over: %3.</source>
            <translation>%1: %2 deckt auf: %3.</translation>
        </message>
        <message>
            <source>One of your sold goods went under the Harbor.</source>
            <translation>Eine deiner verkauften Waren kommt unter den Hafen.</translation>
        </message>
        <message>
            <source>One of %1's sold goods went under the Harbor.</source>
            <translation>Eine verkaufte Ware von %1 kommt unter den Hafen.</translation>
        </message>
        <message>
            <source>You tucked %1 under the %2%3.</source>
            <translation>Du schiebst %1 unter die %2%3.</translation>
        </message>
        <message>
            <source>%1 tucked %2 under the %3%4.</source>
            <translation>%1 schiebt %2 unter die %3%4.</translation>
        </message>
        <message>
            <source>You tucked a card under the Chapel.</source>
            <translation>Du schiebst eine Karte unter die Kapelle.</translation>
        </message>
        <message>
            <source>%1 tucked a card under the Chapel.</source>
            <translation>%1 schiebt eine Karte unter die Kapelle.</translation>
        </message>
        <message>
            <source>You tucked cards under the %1.</source>
            <translation>Du schiebst Karten unter die %1.</translation>
        </message>
        <message>
            <source>%1 tucked cards under the %2.</source>
            <translation>%1 schiebt Karten unter die %2.</translation>
        </message>
        <message>
            <source>You built the %1 over the %2 (Crane)</source>
            <translation>Du baust %1 über %2 (Kran)</translation>
        </message>
        <message>
            <source>%1 built the %2 over the %3 (Crane)</source>
            <translation>%1 baut %2 über %3 (Kran)</translation>
        </message>
        <message>
            <source>You built the %1</source>
            <translation>Du baust %1</translation>
        </message>
        <message>
            <source>%1 built the %2</source>
            <translation>%1 baut %2</translation>
        </message>
        <message>
            <source>for %1 and %2 (Black market)</source>
            <translation>für %1 und %2 (Schwarzmarkt)</translation>
        </message>
        <message>
            <source>for %1</source>
            <translation>für %1</translation>
        </message>
        <message>
            <source>for free</source>
            <translation>kostenlos</translation>
        </message>
        <message>
            <source>%1 %2.</source>
            <translation>%1 %2.</translation>
        </message>
        <message>
            <source>A good was placed on your Customs office.</source>
            <translation>Eine Ware kommt auf dein Zollamt.</translation>
        </message>
        <message>
            <source>A good was placed on %1's Customs office.</source>
            <translation>Eine Ware kommt auf das Zollamt von %1.</translation>
        </message>
        <message>
            <source>You produced %1 (on %2).</source>
            <translation>Du produzierst %1 (auf %2).</translation>
        </message>
        <message>
            <source>%1 produced %2 (on %3).</source>
            <translation>%1 produziert %2 (auf %3).</translation>
        </message>
        <message>
            <source>You sold %1 (%2) for %3.</source>
            <translation>Du verkaufst %1 (%2) für %3.</translation>
        </message>
        <message>
            <source>%1 sold %2 (%3) for %4.</source>
            <translation>%1 verkauft %2 (%3) für %4.</translation>
        </message>
        <message>
            <source>You paid with the good on the %1 (Black market).</source>
            <translation>Du zahlst mit der Ware auf deinem Gebäude %1 (Schwarzmarkt).</translation>
        </message>
        <message>
            <source>%1 paid with the good on the %2 (Black market).</source>
            <translation>%1 zahlt mit der Ware auf dem Gebäude %2 (Schwarzmarkt).</translation>
        </message>
        <message>
            <source>The good on your %1 was discarded (built over with the Crane).</source>
            <translation>Die Ware auf deinem Gebäude %1 wurde abgelegt (mit dem Kran überbaut).</translation>
        </message>
        <message>
            <source>The good on %1's %2 was discarded (built over with the Crane).</source>
            <translation>Bei %1 wurde die Ware auf dem Gebäude %2 abgelegt (mit dem Kran überbaut).</translation>
        </message>
        <message>
            <source>You turned trading-house tile %1: %2.</source>
            <translation>Du deckst Handelshauskärtchen %1 auf: %2.</translation>
        </message>
        <message>
            <source>%1 turned trading-house tile %2: %3.</source>
            <translation>%1 deckt Handelshauskärtchen %2 auf: %3.</translation>
        </message>
        <message>
            <source>The discard pile (%1) was shuffled into a new draw pile.</source>
            <translation>Der Ablagestapel (%1) wurde zu einem neuen Nachziehstapel gemischt.</translation>
        </message>
        <message>
            <source>No card left to draw: draw and discard pile are both empty.</source>
            <translation>Keine Karte mehr zum Ziehen: Nachzieh- und Ablagestapel sind beide leer.</translation>
        </message>
        <message>
            <source>Scores: %1.</source>
            <translation>Wertung: %1.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Game over.&lt;/b&gt; You win with %1 VP.</source>
            <translation>&lt;b&gt;Spielende.&lt;/b&gt; Du gewinnst mit %1 SP.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Game over.&lt;/b&gt; You share the victory with %1 at %2 VP.</source>
            <translation>&lt;b&gt;Spielende.&lt;/b&gt; Mit %2 SP teilst du dir den Sieg mit %1.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Game over.&lt;/b&gt; %1 wins with %2 VP.</source>
            <translation>&lt;b&gt;Spielende.&lt;/b&gt; %1 gewinnt mit %2 SP.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Game over.&lt;/b&gt; %1 share the victory with %2 VP.</source>
            <translation>&lt;b&gt;Spielende.&lt;/b&gt; %1 teilen sich den Sieg mit %2 SP.</translation>
        </message>
        <message>
            <source>San Juan, classic edition (2004)</source>
            <translation>San Juan, klassische Ausgabe (2004)</translation>
        </message>
        <message>
            <source>the 2018 edition</source>
            <translation>Ausgabe 2018</translation>
        </message>
        <message>
            <source>the 2018 edition with “Die neuen Gebäude”</source>
            <translation>Ausgabe 2018 mit „Die neuen Gebäude“</translation>
        </message>
        <message>
            <source>deal</source>
            <translation>Austeilen</translation>
        </message>
        <message>
            <source>start hand</source>
            <translation>Starthand</translation>
        </message>
        <message>
            <source>hand limit</source>
            <translation>Handkartenlimit</translation>
        </message>
        <message>
            <source>payment</source>
            <translation>Bezahlung</translation>
        </message>
        <message>
            <source>sale</source>
            <translation>Verkauf</translation>
        </message>
        <message>
            <source>Councillor</source>
            <translation>Ratsherr</translation>
        </message>
        <message>
            <source>Prospector</source>
            <translation>Goldsucher</translation>
        </message>
        <message>
            <source>Crane</source>
            <translation>Kran</translation>
        </message>
        <message>
            <source>%1 card</source>
            <translation>%1 Karte</translation>
        </message>
        <message>
            <source>%1 cards</source>
            <translation>%1 Karten</translation>
        </message>
        <message>
            <source>%1 good</source>
            <translation>%1 Ware</translation>
        </message>
        <message>
            <source>%1 goods</source>
            <translation>%1 Waren</translation>
        </message>
    </context>
    <context>
        <name>LookBox</name>
        <message>
            <source>Seeing</source>
            <translation>Sehen</translation>
        </message>
        <message>
            <source>&amp;Text size:</source>
            <translation>&amp;Schriftgröße:</translation>
        </message>
        <message>
            <source>Letters on the cards, in the prompts and in the game log, 100–200 %</source>
            <translation>Schrift auf den Karten, in den Aufforderungen und im Spielverlauf, 100–200 %</translation>
        </message>
        <message>
            <source>Table th&amp;eme:</source>
            <translation>&amp;Farbschema des Tisches:</translation>
        </message>
        <message>
            <source>Green felt</source>
            <translation>Grüner Filz</translation>
        </message>
        <message>
            <source>Parchment (light)</source>
            <translation>Pergament (hell)</translation>
        </message>
        <message>
            <source>Night (dark)</source>
            <translation>Nacht (dunkel)</translation>
        </message>
        <message>
            <source>Table theme</source>
            <translation>Farbschema des Tisches</translation>
        </message>
        <message>
            <source>Colours of the table, the cards and their backs; choosing one turns high contrast off</source>
            <translation>Farben des Tisches, der Karten und ihrer Rückseiten; eine Wahl hier schaltet den hohen Kontrast aus</translation>
        </message>
        <message>
            <source>High-&amp;contrast table</source>
            <translation>Tisch mit hohem &amp;Kontrast</translation>
        </message>
        <message>
            <source>Black and white with strong edges, in place of the table theme</source>
            <translation>Schwarz und Weiß mit kräftigen Rändern anstelle des Farbschemas</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Watching the computer players; the hand below is %1's.</source>
            <translation>Du schaust den Computerspielern zu; unten siehst du die Hand von %1.</translation>
        </message>
        <message>
            <source>Round %1 · %2</source>
            <translation>Runde %1 · %2</translation>
        </message>
        <message>
            <source>Round %1 · %2 · seed %3</source>
            <translation>Runde %1 · %2 · Startwert %3</translation>
        </message>
        <message>
            <source>Not allowed: %1</source>
            <translation>Nicht erlaubt: %1</translation>
        </message>
        <message>
            <source>Game over.</source>
            <translation>Spielende.</translation>
        </message>
        <message>
            <source>Exported to %1</source>
            <translation>Exportiert nach %1</translation>
        </message>
        <message>
            <source>San Juan</source>
            <translation>San Juan</translation>
        </message>
        <message>
            <source>Game log</source>
            <translation>Spielverlauf</translation>
        </message>
    </context>
    <context>
        <name>Menus</name>
        <message>
            <source>Instant</source>
            <translation>Sofort</translation>
        </message>
        <message>
            <source>Fast (0.3 s per move)</source>
            <translation>Schnell (0,3 s pro Zug)</translation>
        </message>
        <message>
            <source>Normal (0.8 s per move)</source>
            <translation>Normal (0,8 s pro Zug)</translation>
        </message>
        <message>
            <source>Slow (1.5 s per move)</source>
            <translation>Langsam (1,5 s pro Zug)</translation>
        </message>
        <message>
            <source>%1 ms per move</source>
            <translation>%1 ms pro Zug</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Spiel</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>&amp;Neues Spiel…</translation>
        </message>
        <message>
            <source>Host a net&amp;work game…</source>
            <translation>Net&amp;zwerkspiel eröffnen…</translation>
        </message>
        <message>
            <source>&amp;Join a network game…</source>
            <translation>Netzwer&amp;kspiel beitreten…</translation>
        </message>
        <message>
            <source>Deal of the &amp;day</source>
            <translation>&amp;Partie des Tages</translation>
        </message>
        <message>
            <source>&amp;Puzzles…</source>
            <translation>&amp;Rätsel…</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>Ö&amp;ffnen…</translation>
        </message>
        <message>
            <source>&amp;Save…</source>
            <translation>&amp;Speichern…</translation>
        </message>
        <message>
            <source>Final s&amp;cores…</source>
            <translation>End&amp;wertung…</translation>
        </message>
        <message>
            <source>&amp;Export game…</source>
            <translation>Partie e&amp;xportieren…</translation>
        </message>
        <message>
            <source>Export as web pa&amp;ge…</source>
            <translation>Als Webseite export&amp;ieren…</translation>
        </message>
        <message>
            <source>Sett&amp;ings…</source>
            <translation>&amp;Einstellungen…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Beenden</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Ansicht</translation>
        </message>
        <message>
            <source>Computer players' &amp;pace</source>
            <translation>&amp;Tempo der Computerspieler</translation>
        </message>
        <message>
            <source>Game &amp;log</source>
            <translation>Spiel&amp;verlauf</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Hilfe</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>&amp;Regeln</translation>
        </message>
        <message>
            <source>&amp;Keyboard…</source>
            <translation>Ta&amp;statur…</translation>
        </message>
        <message>
            <source>&amp;Tutorial</source>
            <translation>&amp;Tutorial</translation>
        </message>
        <message>
            <source>&amp;About San Juan</source>
            <translation>Ü&amp;ber San Juan</translation>
        </message>
        <message>
            <source>About San Juan</source>
            <translation>Über San Juan</translation>
        </message>
        <message>
            <source>&lt;h3&gt;San Juan&lt;/h3&gt;&lt;p&gt;The card game by Andreas Seyfarth (alea), for two to four players, against computer opponents or friends at the same computer.&lt;/p&gt;&lt;p&gt;Press F1 for the rules. Every card, role and tile explains itself in its tooltip.&lt;/p&gt;&lt;p&gt;Made with Python, Qt (PySide6) and pyqtgraph.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;San Juan&lt;/h3&gt;&lt;p&gt;Das Kartenspiel von Andreas Seyfarth (alea) für zwei bis vier Spieler, gegen Computergegner oder mit Freunden am selben Computer.&lt;/p&gt;&lt;p&gt;Drücke F1 für die Regeln. Jede Karte, jede Rolle und jedes Kärtchen erklärt sich selbst in ihrem Tooltip.&lt;/p&gt;&lt;p&gt;Erstellt mit Python, Qt (PySide6) und pyqtgraph.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Version %1</source>
            <translation>Version %1</translation>
        </message>
        <message>
            <source>&amp;Animate other players' moves</source>
            <translation>Züge der anderen &amp;animieren</translation>
        </message>
        <message>
            <source>&amp;Skip decisions with one possible answer</source>
            <translation>Entscheidungen mit nur einer Möglichkeit &amp;überspringen</translation>
        </message>
    </context>
    <context>
        <name>Network</name>
        <message>
            <source>you</source>
            <translation>du</translation>
        </message>
        <message>
            <source>free – a computer plays for now</source>
            <translation>frei – ein Computer spielt so lange</translation>
        </message>
        <message>
            <source>gone – a computer plays for now</source>
            <translation>weg – ein Computer spielt so lange</translation>
        </message>
        <message>
            <source>waiting for a player</source>
            <translation>wartet auf einen Spieler</translation>
        </message>
        <message>
            <source>connection lost</source>
            <translation>Verbindung verloren</translation>
        </message>
        <message>
            <source>connected</source>
            <translation>verbunden</translation>
        </message>
        <message>
            <source>Seat %1: %2 – %3</source>
            <translation>Platz %1: %2 – %3</translation>
        </message>
        <message>
            <source>Seat %1: %2</source>
            <translation>Platz %1: %2</translation>
        </message>
        <message>
            <source>Join my San Juan game: Game ▸ Join a network game, address %1, invite code %2</source>
            <translation>Spiel mit mir San Juan: Spiel ▸ Netzwerkspiel beitreten, Adresse %1, Einladungscode %2</translation>
        </message>
        <message>
            <source>⚠ Deal chosen by the host: the host can know every hand and every card to come.</source>
            <translation>⚠ Vom Gastgeber gewählte Kartenverteilung: Der Gastgeber kann jede Hand und jede kommende Karte kennen.</translation>
        </message>
        <message>
            <source>Deal chosen by the host</source>
            <translation>Vom Gastgeber gewählte Kartenverteilung</translation>
        </message>
        <message>
            <source>Seats</source>
            <translation>Plätze</translation>
        </message>
        <message>
            <source>Chat</source>
            <translation>Chat</translation>
        </message>
        <message>
            <source>Chat with the other players.</source>
            <translation>Schreib den anderen Spielern.</translation>
        </message>
        <message>
            <source>Say something…</source>
            <translation>Schreib etwas…</translation>
        </message>
        <message>
            <source>Chat message</source>
            <translation>Chat-Nachricht</translation>
        </message>
        <message>
            <source>Send</source>
            <translation>Senden</translation>
        </message>
        <message>
            <source>Seat %1: code &lt;b&gt;%2&lt;/b&gt; at %3</source>
            <translation>Platz %1: Code &lt;b&gt;%2&lt;/b&gt; bei %3</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Kopieren</translation>
        </message>
        <message>
            <source>Copy the invite to send it to a friend.</source>
            <translation>Die Einladung kopieren, um sie einem Freund zu schicken.</translation>
        </message>
        <message>
            <source>Copy the invite for seat %1</source>
            <translation>Einladung für Platz %1 kopieren</translation>
        </message>
        <message>
            <source>Network game – lobby</source>
            <translation>Netzwerkspiel – Warteraum</translation>
        </message>
        <message>
            <source>Connecting…</source>
            <translation>Verbinde…</translation>
        </message>
        <message>
            <source>Leave</source>
            <translation>Verlassen</translation>
        </message>
        <message>
            <source>Start the game</source>
            <translation>Spiel beginnen</translation>
        </message>
        <message>
            <source>Seats nobody has taken are played by a computer player once the stand-in time has passed.</source>
            <translation>Plätze, die niemand eingenommen hat, spielt nach der Vertretungszeit ein Computer.</translation>
        </message>
        <message>
            <source>Waiting for the other players.</source>
            <translation>Warte auf die anderen Spieler.</translation>
        </message>
        <message>
            <source>Send each friend an invite. Start the game when everybody is here.</source>
            <translation>Schick jedem Freund eine Einladung. Beginne das Spiel, wenn alle da sind.</translation>
        </message>
        <message>
            <source>You have seat %1. %2</source>
            <translation>Du hast Platz %1. %2</translation>
        </message>
        <message>
            <source>Start without them</source>
            <translation>Ohne sie beginnen</translation>
        </message>
        <message>
            <source>Starting…</source>
            <translation>Beginne…</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <source>Host a network game</source>
            <translation>Netzwerkspiel eröffnen</translation>
        </message>
        <message>
            <source>Your name:</source>
            <translation>Dein Name:</translation>
        </message>
        <message>
            <source> players</source>
            <translation> Spieler</translation>
        </message>
        <message>
            <source>Number of players:</source>
            <translation>Anzahl der Spieler:</translation>
        </message>
        <message>
            <source>Seats (in seating order)</source>
            <translation>Plätze (in Sitzreihenfolge)</translation>
        </message>
        <message>
            <source>Seat %1</source>
            <translation>Platz %1</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Du</translation>
        </message>
        <message>
            <source>A player over the network</source>
            <translation>Ein Spieler über das Netzwerk</translation>
        </message>
        <message>
            <source>Edition:</source>
            <translation>Ausgabe:</translation>
        </message>
        <message>
            <source>Start-hand variant (draw more, keep 4)</source>
            <translation>Starthand-Variante (mehr ziehen, 4 behalten)</translation>
        </message>
        <message>
            <source> min</source>
            <translation> Min.</translation>
        </message>
        <message>
            <source>When a player's connection is gone this long, a computer player plays their seat until they are back.</source>
            <translation>Ist die Verbindung eines Spielers so lange weg, spielt ein Computer für ihn, bis er zurück ist.</translation>
        </message>
        <message>
            <source>Stand-in after</source>
            <translation>Vertretung nach</translation>
        </message>
        <message>
            <source>Stand-in player</source>
            <translation>Vertretung durch</translation>
        </message>
        <message>
            <source>Stand-in after:</source>
            <translation>Vertretung nach:</translation>
        </message>
        <message>
            <source>Server</source>
            <translation>Server</translation>
        </message>
        <message>
            <source>Start one on this computer</source>
            <translation>Auf diesem Computer starten</translation>
        </message>
        <message>
            <source>Players on my local network may join</source>
            <translation>Spieler aus meinem lokalen Netzwerk dürfen beitreten</translation>
        </message>
        <message>
            <source>Announce this game on the local network</source>
            <translation>Dieses Spiel im lokalen Netzwerk ankündigen</translation>
        </message>
        <message>
            <source>Players on your local network then find it in their Join dialog and only need the invite code.</source>
            <translation>Spieler in deinem lokalen Netzwerk finden es dann im Beitreten-Dialog und brauchen nur den Einladungscode.</translation>
        </message>
        <message>
            <source>Use a server at this address:</source>
            <translation>Einen Server unter dieser Adresse nutzen:</translation>
        </message>
        <message>
            <source>Host game</source>
            <translation>Spiel eröffnen</translation>
        </message>
        <message>
            <source>Choose at least one player over the network.</source>
            <translation>Wähle mindestens einen Spieler über das Netzwerk.</translation>
        </message>
        <message>
            <source>Enter the server's address, e.g. ws://192.168.1.20:8765/.</source>
            <translation>Gib die Adresse des Servers ein, z. B. ws://192.168.1.20:8765/.</translation>
        </message>
        <message>
            <source>Join a network game</source>
            <translation>Netzwerkspiel beitreten</translation>
        </message>
        <message>
            <source>Come back to a game</source>
            <translation>Zurück in ein Spiel</translation>
        </message>
        <message>
            <source>%1 · seat %2 · %3</source>
            <translation>%1 · Platz %2 · %3</translation>
        </message>
        <message>
            <source>Rejoin</source>
            <translation>Zurückkehren</translation>
        </message>
        <message>
            <source>The host of the game gives you its address and an invite code.</source>
            <translation>Wer das Spiel eröffnet hat, gibt dir die Adresse und einen Einladungscode.</translation>
        </message>
        <message>
            <source>Server address:</source>
            <translation>Server-Adresse:</translation>
        </message>
        <message>
            <source>Invite code:</source>
            <translation>Einladungscode:</translation>
        </message>
        <message>
            <source>Join game</source>
            <translation>Beitreten</translation>
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
            <source>%1 · %2 of %3 seats free · %4</source>
            <translation>%1 · %2 von %3 Plätzen frei · %4</translation>
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
            <source>Enter the invite code the host gave you.</source>
            <translation>Gib den Einladungscode ein, den du bekommen hast.</translation>
        </message>
        <message>
            <source>WARNING: the server at %1 now shows another certificate than the one you trusted. Another computer may be posing as it. Trust the new certificate only if the host tells you they changed it and its fingerprint is:

%2</source>
            <translation>WARNUNG: Der Server unter %1 zeigt jetzt ein anderes Zertifikat als das, dem du vertraut hast. Ein anderer Computer könnte sich als er ausgeben. Vertraue dem neuen Zertifikat nur, wenn dir der Gastgeber sagt, dass er es geändert hat, und sein Fingerabdruck lautet:

%2</translation>
        </message>
        <message>
            <source>The server at %1 uses a certificate of its own, which no authority vouches for. Ask the host for its fingerprint and compare it with this one:

%2

Trust this certificate for this server?</source>
            <translation>Der Server unter %1 verwendet ein eigenes Zertifikat, für das keine Stelle bürgt. Frag den Gastgeber nach seinem Fingerabdruck und vergleiche ihn mit diesem:

%2

Diesem Zertifikat für diesen Server vertrauen?</translation>
        </message>
        <message>
            <source>The server's certificate</source>
            <translation>Das Zertifikat des Servers</translation>
        </message>
        <message>
            <source>Trust the new certificate</source>
            <translation>Dem neuen Zertifikat vertrauen</translation>
        </message>
        <message>
            <source>Trust this certificate</source>
            <translation>Diesem Zertifikat vertrauen</translation>
        </message>
        <message>
            <source>The server's certificate could not be read: %1</source>
            <translation>Das Zertifikat des Servers konnte nicht gelesen werden: %1</translation>
        </message>
        <message>
            <source>Port %1 on this computer is in use by another program, so the game server cannot listen there again; close that program and try once more.</source>
            <extracomment>Addresses whose routes name this machine's interfaces: a documentation address (TEST-NET-1, RFC 5737; never routed on the internet: the default route), then one in each private range (RFC 1918: a local network without a default route). A UDP socket "connected" to one sends nothing; it only makes the system pick the interface its route would leave by.</extracomment>
            <translation>Port %1 auf diesem Computer belegt ein anderes Programm, darum kann der Spielserver dort nicht wieder lauschen; schließ dieses Programm und versuch es noch einmal.</translation>
        </message>
        <message>
            <source>The game server stopped (exit status %1). %2</source>
            <translation>Der Spielserver hat sich beendet (Status %1). %2</translation>
        </message>
        <message>
            <source>The game server could not be started.</source>
            <translation>Der Spielserver konnte nicht gestartet werden.</translation>
        </message>
        <message>
            <source>The game server did not start in time.</source>
            <translation>Der Spielserver ist nicht rechtzeitig gestartet.</translation>
        </message>
        <message>
            <source>Starting the game server…</source>
            <translation>Starte den Spielserver…</translation>
        </message>
        <message>
            <source>Creating the game…</source>
            <translation>Lege das Spiel an…</translation>
        </message>
        <message>
            <source>Starting the game server again…</source>
            <translation>Der Spielserver startet wieder…</translation>
        </message>
        <message>
            <source>The local network could not be searched: %1</source>
            <translation>Das lokale Netzwerk konnte nicht durchsucht werden: %1</translation>
        </message>
        <message>
            <source>The network game is over; it is in your history.</source>
            <translation>Das Netzwerkspiel ist vorbei; es steht in deinem Verlauf.</translation>
        </message>
        <message>
            <source>The network game has started.</source>
            <translation>Das Netzwerkspiel hat begonnen.</translation>
        </message>
        <message>
            <source>the game's server has stopped (the host may have closed San Juan). The game goes on when it is back; Game ▸ New game leaves it.</source>
            <translation>Der Server des Spiels ist gestoppt (vielleicht hat, wer das Spiel eröffnet hat, San Juan geschlossen). Das Spiel geht weiter, sobald er wieder da ist; Spiel ▸ Neues Spiel verlässt es.</translation>
        </message>
        <message>
            <source>The game's server has stopped (the host may have closed San Juan): the game is paused until it is back. Game ▸ New game leaves it.</source>
            <translation>Der Server des Spiels ist gestoppt (vielleicht hat, wer das Spiel eröffnet hat, San Juan geschlossen): Das Spiel pausiert, bis er wieder da ist. Spiel ▸ Neues Spiel verlässt es.</translation>
        </message>
        <message>
            <source>Connection to the server lost – trying again…</source>
            <translation>Verbindung zum Server verloren – versuche es wieder…</translation>
        </message>
        <message>
            <source>Connected to the server again.</source>
            <translation>Wieder mit dem Server verbunden.</translation>
        </message>
        <message>
            <source>%1 The game is kept; the other players wait until you restart the server.</source>
            <translation>%1 Das Spiel bleibt erhalten; die anderen warten, bis du den Server neu startest.</translation>
        </message>
        <message>
            <source>Ending the game for everybody…</source>
            <translation>Das Spiel wird für alle beendet…</translation>
        </message>
        <message>
            <source>This invite code is not known to the server, or it was used already, or its game is over. Ask the host for a new one.</source>
            <translation>Diesen Einladungscode kennt der Server nicht, oder er wurde schon benutzt, oder das Spiel ist vorbei. Bitte um einen neuen.</translation>
        </message>
        <message>
            <source>This invite has expired. Ask the host for a new one.</source>
            <translation>Diese Einladung ist abgelaufen. Bitte um eine neue.</translation>
        </message>
        <message>
            <source>The server does not know this seat any more.</source>
            <translation>Der Server kennt diesen Platz nicht mehr.</translation>
        </message>
        <message>
            <source>The server speaks another version of the game's protocol. Both players need the same version of San Juan.</source>
            <translation>Der Server spricht eine andere Version des Spielprotokolls. Alle Spieler brauchen dieselbe Version von San Juan.</translation>
        </message>
        <message>
            <source>The server cannot be reached. Check the address, and that the host's game is still open.</source>
            <translation>Der Server ist nicht erreichbar. Prüfe die Adresse und ob das Spiel noch geöffnet ist.</translation>
        </message>
        <message>
            <source>This is not a server address. It looks like ws://192.168.1.20:8765/.</source>
            <translation>Das ist keine Server-Adresse. Sie sieht so aus: ws://192.168.1.20:8765/.</translation>
        </message>
        <message>
            <source>The server's certificate is not signed by an authority this computer trusts (a server on a friend's computer usually is not).</source>
            <translation>Das Zertifikat des Servers ist von keiner Stelle signiert, der dieser Computer vertraut (ein Server auf dem Computer eines Freundes ist es meist nicht).</translation>
        </message>
        <message>
            <source>WARNING: the server's certificate has CHANGED since you trusted it. Another computer may be posing as the server. Nothing was sent to it.</source>
            <translation>WARNUNG: Das Zertifikat des Servers hat sich GEÄNDERT, seit du ihm vertraut hast. Ein anderer Computer könnte sich als der Server ausgeben. Es wurde nichts an ihn gesendet.</translation>
        </message>
        <message>
            <source>The server closed the connection.</source>
            <translation>Der Server hat die Verbindung beendet.</translation>
        </message>
        <message>
            <source>The host has ended the game.</source>
            <translation>Wer das Spiel eröffnet hat, hat es beendet.</translation>
        </message>
        <message>
            <source>The server closed the connection: too many messages.</source>
            <translation>Der Server hat die Verbindung beendet: zu viele Nachrichten.</translation>
        </message>
        <message>
            <source>The server is full. Try again later.</source>
            <translation>Der Server ist voll. Versuch es später noch einmal.</translation>
        </message>
        <message>
            <source>The server refused that move.</source>
            <translation>Der Server hat diesen Zug abgelehnt.</translation>
        </message>
        <message>
            <source>Chat is limited to a few lines at a time.</source>
            <translation>Im Chat gehen nur wenige Zeilen auf einmal.</translation>
        </message>
        <message>
            <source>That cannot be taken back any more.</source>
            <translation>Das lässt sich nicht mehr zurücknehmen.</translation>
        </message>
        <message>
            <source>The server said: %1</source>
            <translation>Der Server meldet: %1</translation>
        </message>
        <message>
            <source>Player %1</source>
            <translation>Spieler %1</translation>
        </message>
        <message>
            <source>⚙ %1</source>
            <translation>⚙ %1</translation>
        </message>
        <message>
            <source>⚠ %1</source>
            <translation>⚠ %1</translation>
        </message>
        <message>
            <source>Seat %1 (free)</source>
            <translation>Platz %1 (frei)</translation>
        </message>
        <message>
            <source>%1 and %2</source>
            <translation>%1 und %2</translation>
        </message>
        <message>
            <source>You will be governor first.</source>
            <translation>Du bist zuerst Gouverneur.</translation>
        </message>
        <message>
            <source>%1 will be governor first.</source>
            <translation>%1 ist zuerst Gouverneur.</translation>
        </message>
        <message>
            <source>You proposed a rematch with the same seats.</source>
            <translation>Du hast eine Revanche mit denselben Plätzen vorgeschlagen.</translation>
        </message>
        <message>
            <source>%1 proposes a rematch with the same seats.</source>
            <translation>%1 schlägt eine Revanche mit denselben Plätzen vor.</translation>
        </message>
        <message>
            <source>Accept it to play again.</source>
            <translation>Nimm sie an, um noch einmal zu spielen.</translation>
        </message>
        <message>
            <source>Waiting for %1 to accept…</source>
            <translation>Warte, bis %1 annimmt …</translation>
        </message>
        <message>
            <source>%1 declined the rematch.</source>
            <translation>%1 hat die Revanche abgelehnt.</translation>
        </message>
        <message>
            <source>%1 withdrew the rematch.</source>
            <translation>%1 hat die Revanche zurückgezogen.</translation>
        </message>
        <message>
            <source>The rematch was not accepted in time (no answer from %1).</source>
            <translation>Die Revanche wurde nicht rechtzeitig angenommen (keine Antwort von %1).</translation>
        </message>
        <message>
            <source>The rematch cannot start: %1 left the game.</source>
            <translation>Die Revanche kann nicht beginnen: %1 hat das Spiel verlassen.</translation>
        </message>
        <message>
            <source>The rematch is off.</source>
            <translation>Die Revanche findet nicht statt.</translation>
        </message>
        <message>
            <source>Not connected: your move will be asked again when the connection is back.</source>
            <translation>Keine Verbindung: Dein Zug wird noch einmal abgefragt, sobald sie wieder steht.</translation>
        </message>
        <message>
            <source>A message from the server could not be read: %1</source>
            <translation>Eine Nachricht des Servers war nicht lesbar: %1</translation>
        </message>
        <message>
            <source>Network game</source>
            <translation>Netzwerkspiel</translation>
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
            <source>You were playing a network game as %1 (%2) when San Juan closed; a computer plays your seat until you rejoin.</source>
            <translation>Du hast ein Netzwerkspiel als %1 (%2) gespielt, als San Juan geschlossen wurde; ein Computer spielt deinen Platz, bis du zurückkehrst.</translation>
        </message>
        <message>
            <source>⚠ Deal chosen by the host</source>
            <translation>⚠ Kartenverteilung vom Gastgeber gewählt</translation>
        </message>
        <message>
            <source>%1 says: %2</source>
            <translation>%1 schreibt: %2</translation>
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
            <source>Leave the network game?</source>
            <translation>Das Netzwerkspiel verlassen?</translation>
        </message>
        <message>
            <source>A computer player will take over your seat.</source>
            <translation>Ein Computer übernimmt deinen Platz.</translation>
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
            <source>Close anyway</source>
            <translation>Trotzdem schließen</translation>
        </message>
        <message>
            <source>Keep playing</source>
            <translation>Weiterspielen</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>Classic (2004)</source>
            <translation>Klassisch (2004)</translation>
        </message>
        <message>
            <source>2018 edition</source>
            <translation>Ausgabe 2018</translation>
        </message>
        <message>
            <source>2018 edition with the expansion</source>
            <translation>Ausgabe 2018 mit Erweiterung</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Neues Spiel</translation>
        </message>
        <message>
            <source>Who plays?</source>
            <translation>Wer spielt?</translation>
        </message>
        <message>
            <source> players</source>
            <translation> Spieler</translation>
        </message>
        <message>
            <source>Number of players:</source>
            <translation>Anzahl der Spieler:</translation>
        </message>
        <message>
            <source>Seats (in seating order)</source>
            <translation>Plätze (in Sitzreihenfolge)</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>Played by</source>
            <translation>Gespielt von</translation>
        </message>
        <message>
            <source>Seat %1</source>
            <translation>Platz %1</translation>
        </message>
        <message>
            <source>Seat %1 played by</source>
            <translation>Platz %1 gespielt von</translation>
        </message>
        <message>
            <source>How the computers play</source>
            <translation>So spielen die Computer</translation>
        </message>
        <message>
            <source>Edition:</source>
            <translation>Ausgabe:</translation>
        </message>
        <message>
            <source>Start-hand variant (draw more, keep 4)</source>
            <translation>Starthand-Variante (mehr ziehen, 4 behalten)</translation>
        </message>
        <message>
            <source>random</source>
            <translation>zufällig</translation>
        </message>
        <message>
            <source>The same seed and the same moves give the same game.</source>
            <translation>Gleicher Startwert und gleiche Züge ergeben dasselbe Spiel.</translation>
        </message>
        <message>
            <source>Seed:</source>
            <translation>Startwert:</translation>
        </message>
        <message>
            <source>Start game</source>
            <translation>Spiel starten</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Du</translation>
        </message>
        <message>
            <source>Player %1</source>
            <translation>Spieler %1</translation>
        </message>
        <message>
            <source>Human</source>
            <translation>Mensch</translation>
        </message>
        <message>
            <source>Computer – easy</source>
            <translation>Computer – leicht</translation>
        </message>
        <message>
            <source>Computer – casual</source>
            <translation>Computer – locker</translation>
        </message>
        <message>
            <source>Computer – steady</source>
            <translation>Computer – solide</translation>
        </message>
        <message>
            <source>Computer – medium</source>
            <translation>Computer – mittel</translation>
        </message>
        <message>
            <source>Computer – skilled</source>
            <translation>Computer – geübt</translation>
        </message>
        <message>
            <source>Computer – hard</source>
            <translation>Computer – schwer</translation>
        </message>
        <message>
            <source>Computer – tough</source>
            <translation>Computer – sehr schwer</translation>
        </message>
        <message>
            <source>Computer – expert</source>
            <translation>Computer – Experte</translation>
        </message>
        <message>
            <source>Computer – adaptive</source>
            <translation>Computer – angepasst</translation>
        </message>
        <message>
            <source>Computer – adaptive (now: %1)</source>
            <translation>Computer – angepasst (jetzt: %1)</translation>
        </message>
    </context>
    <context>
        <name>PassLog</name>
        <message>
            <source>You put no card under the Chapel.</source>
            <translation>Du schiebst keine Karte unter die Kapelle.</translation>
        </message>
        <message>
            <source>%1 puts no card under the Chapel.</source>
            <translation>%1 schiebt keine Karte unter die Kapelle.</translation>
        </message>
        <message>
            <source>You put no card under the Bank.</source>
            <translation>Du schiebst keine Karte unter die Bank.</translation>
        </message>
        <message>
            <source>%1 puts no card under the Bank.</source>
            <translation>%1 schiebt keine Karte unter die Bank.</translation>
        </message>
        <message>
            <source>You exchange no card (Office).</source>
            <translation>Du tauschst keine Karte (Amtsstube).</translation>
        </message>
        <message>
            <source>%1 exchanges no card (Office).</source>
            <translation>%1 tauscht keine Karte (Amtsstube).</translation>
        </message>
        <message>
            <source>You pay with no goods (Black market).</source>
            <translation>Du zahlst mit keiner Ware (Schwarzmarkt).</translation>
        </message>
        <message>
            <source>%1 pays with no goods (Black market).</source>
            <translation>%1 zahlt mit keiner Ware (Schwarzmarkt).</translation>
        </message>
        <message>
            <source>You pass (%1).</source>
            <translation>Du passt (%1).</translation>
        </message>
        <message>
            <source>You pass.</source>
            <translation>Du passt.</translation>
        </message>
        <message>
            <source>%1 passes (%2).</source>
            <translation>%1 passt (%2).</translation>
        </message>
        <message>
            <source>%1 passes.</source>
            <translation>%1 passt.</translation>
        </message>
        <message>
            <source>You produce nothing: no empty production building.</source>
            <translation>Du produzierst nichts: kein leeres Produktionsgebäude.</translation>
        </message>
        <message>
            <source>%1 produces nothing: no empty production building.</source>
            <translation>%1 produziert nichts: kein leeres Produktionsgebäude.</translation>
        </message>
        <message>
            <source>You sell nothing: no goods.</source>
            <translation>Du verkaufst nichts: keine Waren.</translation>
        </message>
        <message>
            <source>%1 sells nothing: no goods.</source>
            <translation>%1 verkauft nichts: keine Waren.</translation>
        </message>
    </context>
    <context>
        <name>Play</name>
        <message>
            <source>You</source>
            <translation>Du</translation>
        </message>
    </context>
    <context>
        <name>Prompts</name>
        <message>
            <source>%1 is choosing a start hand…</source>
            <translation>%1 wählt eine Starthand…</translation>
        </message>
        <message>
            <source>%1 is using the Office building…</source>
            <translation>%1 nutzt die Amtsstube…</translation>
        </message>
        <message>
            <source>%1 is deciding about the Chapel…</source>
            <translation>%1 entscheidet über die Kapelle…</translation>
        </message>
        <message>
            <source>%1 is deciding about the Bank…</source>
            <translation>%1 entscheidet über die Bank…</translation>
        </message>
        <message>
            <source>%1 is discarding down to the hand limit…</source>
            <translation>%1 legt auf das Handkartenlimit ab…</translation>
        </message>
        <message>
            <source>%1 is choosing a role…</source>
            <translation>%1 wählt eine Rolle…</translation>
        </message>
        <message>
            <source>%1 is deciding what to build…</source>
            <translation>%1 überlegt, was gebaut wird…</translation>
        </message>
        <message>
            <source>%1 is choosing goods for the Black market…</source>
            <translation>%1 wählt Waren für den Schwarzmarkt…</translation>
        </message>
        <message>
            <source>%1 is paying for a building…</source>
            <translation>%1 bezahlt ein Gebäude…</translation>
        </message>
        <message>
            <source>%1 is producing…</source>
            <translation>%1 produziert…</translation>
        </message>
        <message>
            <source>%1 is selling…</source>
            <translation>%1 verkauft…</translation>
        </message>
        <message>
            <source>%1 is choosing which cards to keep…</source>
            <translation>%1 wählt, welche Karten behalten werden…</translation>
        </message>
        <message>
            <source>%1 is discarding cards (Archive)…</source>
            <translation>%1 legt Karten ab (Archiv)…</translation>
        </message>
        <message>
            <source>%1 is taking a card from the Gold mine…</source>
            <translation>%1 nimmt eine Karte aus der Goldgrube…</translation>
        </message>
        <message>
            <source>You are choosing a start hand…</source>
            <extracomment>The same, for the seat with the default name "You" (a replay, a spectated view).</extracomment>
            <translation>Du wählst eine Starthand…</translation>
        </message>
        <message>
            <source>You are using the Office building…</source>
            <translation>Du nutzt die Amtsstube…</translation>
        </message>
        <message>
            <source>You are deciding about the Chapel…</source>
            <translation>Du entscheidest über die Kapelle…</translation>
        </message>
        <message>
            <source>You are deciding about the Bank…</source>
            <translation>Du entscheidest über die Bank…</translation>
        </message>
        <message>
            <source>You are discarding down to the hand limit…</source>
            <translation>Du legst auf das Handkartenlimit ab…</translation>
        </message>
        <message>
            <source>You are choosing a role…</source>
            <translation>Du wählst eine Rolle…</translation>
        </message>
        <message>
            <source>You are deciding what to build…</source>
            <translation>Du überlegst, was du baust…</translation>
        </message>
        <message>
            <source>You are choosing goods for the Black market…</source>
            <translation>Du wählst Waren für den Schwarzmarkt…</translation>
        </message>
        <message>
            <source>You are paying for a building…</source>
            <translation>Du bezahlst ein Gebäude…</translation>
        </message>
        <message>
            <source>You are producing…</source>
            <translation>Du produzierst…</translation>
        </message>
        <message>
            <source>You are selling…</source>
            <translation>Du verkaufst…</translation>
        </message>
        <message>
            <source>You are choosing which cards to keep…</source>
            <translation>Du wählst, welche Karten du behältst…</translation>
        </message>
        <message>
            <source>You are discarding cards (Archive)…</source>
            <translation>Du legst Karten ab (Archiv)…</translation>
        </message>
        <message>
            <source>You are taking a card from the Gold mine…</source>
            <translation>Du nimmst eine Karte aus der Goldgrube…</translation>
        </message>
        <message>
            <source>Builder phase</source>
            <translation>Baumeisterphase</translation>
        </message>
        <message>
            <source>Producer phase</source>
            <translation>Aufseherphase</translation>
        </message>
        <message>
            <source>Trader phase</source>
            <translation>Händlerphase</translation>
        </message>
        <message>
            <source>Councillor phase</source>
            <translation>Ratsherrenphase</translation>
        </message>
        <message>
            <source>Prospector phase</source>
            <translation>Goldsucherphase</translation>
        </message>
        <message>
            <source>%1 card</source>
            <translation>%1 Karte</translation>
        </message>
        <message>
            <source>%1 cards</source>
            <translation>%1 Karten</translation>
        </message>
        <message>
            <source>%1 good</source>
            <translation>%1 Ware</translation>
        </message>
        <message>
            <source>%1 goods</source>
            <translation>%1 Waren</translation>
        </message>
        <message>
            <source>Start hand: click the 1 card to discard; you keep the other %1.</source>
            <translation>Starthand: klicke die 1 Karte an, die du abwirfst; du behältst die anderen %1.</translation>
        </message>
        <message>
            <source>Start hand: click the %1 cards to discard; you keep the other %2.</source>
            <translation>Starthand: klicke die %1 Karten an, die du abwirfst; du behältst die anderen %2.</translation>
        </message>
        <message>
            <source>Office building: choose 1 hand card to discard and draw a new one, or pass.</source>
            <translation>Amtsstube: Wähle 1 Handkarte zum Ablegen und ziehe eine neue, oder passe.</translation>
        </message>
        <message>
            <source>Office building: choose up to %1 hand cards to discard and draw as many, or pass.</source>
            <translation>Amtsstube: Wähle bis zu %1 Handkarten zum Ablegen und ziehe ebenso viele, oder passe.</translation>
        </message>
        <message>
            <source>Chapel: tuck 1 hand card under your Chapel (1 VP at the end), or pass.</source>
            <translation>Kapelle: Schiebe 1 Handkarte unter deine Kapelle (1 SP bei Spielende), oder passe.</translation>
        </message>
        <message>
            <source>Bank (once per game): tuck any number of hand cards under your Bank (1 VP each), or pass.</source>
            <translation>Bank (einmal pro Spiel): Schiebe beliebig viele Handkarten unter deine Bank (je 1 SP), oder passe.</translation>
        </message>
        <message>
            <source>Hand limit: discard %1 down to %2.</source>
            <translation>Handkartenlimit: Lege %1 ab, bis auf %2.</translation>
        </message>
        <message>
            <source>Choose your second role.</source>
            <translation>Wähle deine zweite Rolle.</translation>
        </message>
        <message>
            <source>Governor: choose a role.</source>
            <translation>Gouverneur: Wähle eine Rolle.</translation>
        </message>
        <message>
            <source>Choose a role.</source>
            <translation>Wähle eine Rolle.</translation>
        </message>
        <message>
            <source>Your Library can double its privilege.</source>
            <translation>Deine Bibliothek kann ihr Privileg verdoppeln.</translation>
        </message>
        <message>
            <source>Builder: you cannot afford any building — pass.</source>
            <translation>Baumeister: Du kannst dir kein Gebäude leisten – passe.</translation>
        </message>
        <message>
            <source>Builder phase: you cannot afford any building — pass.</source>
            <translation>Baumeisterphase: Du kannst dir kein Gebäude leisten – passe.</translation>
        </message>
        <message>
            <source>Builder: choose a building to build, or pass — you pay 2 less (Library).</source>
            <translation>Baumeister: Wähle ein Gebäude zum Bauen oder passe – du zahlst 2 weniger (Bibliothek).</translation>
        </message>
        <message>
            <source>Builder: choose a building to build, or pass — you pay 1 less.</source>
            <translation>Baumeister: Wähle ein Gebäude zum Bauen oder passe – du zahlst 1 weniger.</translation>
        </message>
        <message>
            <source>Builder phase: choose a building to build, or pass.</source>
            <translation>Baumeisterphase: Wähle ein Gebäude zum Bauen oder passe.</translation>
        </message>
        <message>
            <source>Black market: the %1 costs %2; choose %3 to pay instead of cards.</source>
            <translation>Schwarzmarkt: %1 kostet %2; wähle %3, um statt mit Karten zu bezahlen.</translation>
        </message>
        <message>
            <source>Black market: the %1 costs %2; choose %3 to %4 goods to pay instead of cards.</source>
            <translation>Schwarzmarkt: %1 kostet %2; wähle %3 bis %4 Waren, um statt mit Karten zu bezahlen.</translation>
        </message>
        <message>
            <source>Black market: the %1 costs %2; you may pay with 1 good instead of a card, or pass.</source>
            <translation>Schwarzmarkt: %1 kostet %2; du darfst mit 1 Ware statt einer Karte bezahlen, oder passe.</translation>
        </message>
        <message>
            <source>Black market: the %1 costs %2; choose up to %3 goods to pay instead of cards, or pass.</source>
            <translation>Schwarzmarkt: %1 kostet %2; wähle bis zu %3 Waren, um statt mit Karten zu bezahlen, oder passe.</translation>
        </message>
        <message>
            <source>Pay for the %1: choose %2 to discard.</source>
            <translation>Bezahle %1: Wähle %2 zum Ablegen.</translation>
        </message>
        <message>
            <source>Producer</source>
            <translation>Aufseher</translation>
        </message>
        <message>
            <source>%1: choose up to %2 empty production buildings to produce on, or pass.</source>
            <translation>%1: Wähle bis zu %2 leere Produktionsgebäude zum Produzieren, oder passe.</translation>
        </message>
        <message>
            <source>%1: choose an empty production building to produce on, or pass.</source>
            <translation>%1: Wähle ein leeres Produktionsgebäude zum Produzieren, oder passe.</translation>
        </message>
        <message>
            <source>Trader</source>
            <translation>Händler</translation>
        </message>
        <message>
            <source>%1: choose up to %2 goods to sell (tile %3), or pass.</source>
            <translation>%1: Wähle bis zu %2 Waren zum Verkaufen (Kärtchen %3), oder passe.</translation>
        </message>
        <message>
            <source>%1: choose a good to sell (tile %2), or pass.</source>
            <translation>%1: Wähle eine Ware zum Verkaufen (Kärtchen %2), oder passe.</translation>
        </message>
        <message>
            <source>Councillor</source>
            <translation>Ratsherr</translation>
        </message>
        <message>
            <source>%1: keep 1 of the %2 cards you drew.</source>
            <translation>%1: Behalte 1 der %2 gezogenen Karten.</translation>
        </message>
        <message>
            <source>%1: keep %2 of the %3 cards you drew.</source>
            <translation>%1: Behalte %2 der %3 gezogenen Karten.</translation>
        </message>
        <message>
            <source>%1 (Archive): discard %2 from your whole hand.</source>
            <translation>%1 (Archiv): Lege %2 aus deiner ganzen Hand ab.</translation>
        </message>
        <message>
            <source>Gold mine: take one of the revealed cards.</source>
            <translation>Goldgrube: Nimm eine der aufgedeckten Karten.</translation>
        </message>
        <message>
            <source>Game over: you win with %1 VP.</source>
            <translation>Spielende: Du gewinnst mit %1 SP.</translation>
        </message>
        <message>
            <source>Game over: you share the victory with %1 at %2 VP.</source>
            <translation>Spielende: Mit %2 SP teilst du dir den Sieg mit %1.</translation>
        </message>
        <message>
            <source>Game over: %1 wins with %2 VP.</source>
            <translation>Spielende: %1 gewinnt mit %2 SP.</translation>
        </message>
        <message>
            <source>Game over: %1 share the victory with %2 VP.</source>
            <translation>Spielende: %1 teilen sich den Sieg mit %2 SP.</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>Spielende</translation>
        </message>
        <message>
            <source>Start hands</source>
            <translation>Starthände</translation>
        </message>
        <message>
            <source>role choice</source>
            <translation>Rollenwahl</translation>
        </message>
        <message>
            <source>start of round</source>
            <translation>Rundenbeginn</translation>
        </message>
        <message>
            <source>Round %1 · %2</source>
            <translation>Runde %1 · %2</translation>
        </message>
    </context>
    <context>
        <name>PuzzleWindow</name>
        <message>
            <source>Puzzles</source>
            <extracomment>The marks of solved and unsolved puzzles in the list.</extracomment>
            <translation>Rätsel</translation>
        </message>
        <message>
            <source>&amp;Try again</source>
            <translation>&amp;Noch einmal</translation>
        </message>
        <message>
            <source>Show the &amp;solution</source>
            <translation>&amp;Lösung zeigen</translation>
        </message>
        <message>
            <source>&amp;Next puzzle</source>
            <translation>Nächstes &amp;Rätsel</translation>
        </message>
        <message>
            <source>Start afresh (replaces the damaged progress file)</source>
            <translation>Neu beginnen (ersetzt die beschädigte Fortschrittsdatei)</translation>
        </message>
        <message>
            <source>The puzzles cannot be read: %1</source>
            <translation>Die Rätsel können nicht gelesen werden: %1</translation>
        </message>
        <message>
            <source>%1 of %2 solved</source>
            <translation>%1 von %2 gelöst</translation>
        </message>
        <message>
            <source>Your progress is not saved: %1</source>
            <translation>Dein Fortschritt wird nicht gespeichert: %1</translation>
        </message>
        <message>
            <source>Role</source>
            <translation>Rolle</translation>
        </message>
        <message>
            <source>Build</source>
            <translation>Bauen</translation>
        </message>
        <message>
            <source>Puzzle %1 · %2</source>
            <translation>Rätsel %1 · %2</translation>
        </message>
        <message>
            <source>Choose the role that wins the game.</source>
            <translation>Wähle die Rolle, mit der du die Partie gewinnst.</translation>
        </message>
        <message>
            <source>Build so that you win the game (or choose not to build).</source>
            <translation>Baue so, dass du die Partie gewinnst (oder baue bewusst nicht).</translation>
        </message>
        <message>
            <source>It is decided in this round.</source>
            <translation>Sie wird in dieser Runde entschieden.</translation>
        </message>
        <message>
            <source>It is decided in the next round.</source>
            <translation>Sie wird in der nächsten Runde entschieden.</translation>
        </message>
        <message>
            <source>Round %1 · %2 · %3 players.</source>
            <translation>Runde %1 · %2 · %3 Spieler.</translation>
        </message>
        <message>
            <source>You solved this puzzle. Play it again if you like.</source>
            <translation>Dieses Rätsel hast du gelöst. Spiel es gern noch einmal.</translation>
        </message>
        <message>
            <source>Your move.</source>
            <translation>Du bist am Zug.</translation>
        </message>
        <message>
            <source>The coach is checking your move…</source>
            <translation>Der Trainer prüft deinen Zug …</translation>
        </message>
        <message>
            <source>That move cannot be judged: %1</source>
            <translation>Dieser Zug kann nicht beurteilt werden: %1</translation>
        </message>
        <message>
            <source>Right! %1 wins with an estimated %2. %3</source>
            <translation>Richtig! %1 gewinnt mit geschätzt %2. %3</translation>
        </message>
        <message>
            <source>Not the best: %1 — an estimated %2 to win. %3</source>
            <translation>Nicht der beste Zug: %1 – geschätzt %2 Siegchance. %3</translation>
        </message>
        <message>
            <source>Better: %1 — an estimated %2. %3</source>
            <translation>Besser: %1 – geschätzt %2. %3</translation>
        </message>
        <message>
            <source>The solution: %1 — an estimated %2 to win. %3</source>
            <translation>Die Lösung: %1 – geschätzt %2 Siegchance. %3</translation>
        </message>
    </context>
    <context>
        <name>RematchBox</name>
        <message>
            <source>Rematch</source>
            <translation>Revanche</translation>
        </message>
        <message>
            <source>Play again, same seats</source>
            <translation>Noch einmal, dieselben Plätze</translation>
        </message>
        <message>
            <source>Offer the other players a new game with the same seats; the next player is governor first</source>
            <translation>Den anderen ein neues Spiel mit denselben Plätzen anbieten; der nächste Spieler ist zuerst Gouverneur</translation>
        </message>
        <message>
            <source>Accept the rematch</source>
            <translation>Revanche annehmen</translation>
        </message>
        <message>
            <source>Decline</source>
            <translation>Ablehnen</translation>
        </message>
        <message>
            <source>Withdraw</source>
            <translation>Zurückziehen</translation>
        </message>
        <message>
            <source>Play again with the same players: the next player is governor first.</source>
            <translation>Noch einmal mit denselben Leuten spielen: der nächste Spieler ist zuerst Gouverneur.</translation>
        </message>
    </context>
    <context>
        <name>ReplayViewer</name>
        <message>
            <source>Replay: %1</source>
            <extracomment>Combo box data of the "all cards open" view.</extracomment>
            <translation>Wiederholung: %1</translation>
        </message>
        <message>
            <source>Start (Home)</source>
            <translation>Anfang (Pos1)</translation>
        </message>
        <message>
            <source>One action back (Left)</source>
            <translation>Einen Zug zurück (Links)</translation>
        </message>
        <message>
            <source>One action forward (Right)</source>
            <translation>Einen Zug vor (Rechts)</translation>
        </message>
        <message>
            <source>End (End)</source>
            <translation>Ende (Ende)</translation>
        </message>
        <message>
            <source>As you saw it</source>
            <translation>Wie du es sahst</translation>
        </message>
        <message>
            <source>As %1 saw it</source>
            <translation>Wie %1 es sah</translation>
        </message>
        <message>
            <source>All cards open</source>
            <translation>Alle Karten offen</translation>
        </message>
        <message>
            <source>Action %1 of %2</source>
            <translation>Zug %1 von %2</translation>
        </message>
    </context>
    <context>
        <name>ReviewWindow</name>
        <message>
            <source>Review: %1</source>
            <translation>Auswertung: %1</translation>
        </message>
        <message>
            <source>Reviewing your decisions…</source>
            <translation>Deine Entscheidungen werden ausgewertet …</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
        <message>
            <source>Win chance (%)</source>
            <translation>Siegchance (%)</translation>
        </message>
        <message>
            <source>Your decisions</source>
            <translation>Deine Entscheidungen</translation>
        </message>
        <message>
            <source>Win chance after each of your decisions</source>
            <translation>Siegchance nach jeder deiner Entscheidungen</translation>
        </message>
        <message>
            <source>Mistakes</source>
            <translation>Fehler</translation>
        </message>
        <message>
            <source>The review was stopped.</source>
            <translation>Die Auswertung wurde abgebrochen.</translation>
        </message>
        <message numerus="yes">
            <source>%n decision(s) reviewed; the ones that cost 10 points of win chance or more:</source>
            <translation>
                <numerusform>%n Entscheidung ausgewertet; die, die 10 Punkte Siegchance oder mehr gekostet haben:</numerusform>
                <numerusform>%n Entscheidungen ausgewertet; die, die 10 Punkte Siegchance oder mehr gekostet haben:</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n decision(s) reviewed.</source>
            <translation>
                <numerusform>%n Entscheidung geprüft.</numerusform>
                <numerusform>%n Entscheidungen geprüft.</numerusform>
            </translation>
        </message>
        <message>
            <source>No mistakes found: none of your decisions cost 10 points of win chance or more. Well played!</source>
            <translation>Keine Fehler gefunden: Keine deiner Entscheidungen hat 10 Prozentpunkte Siegchance oder mehr gekostet. Gut gespielt!</translation>
        </message>
        <message>
            <source>role choice</source>
            <translation>Rollenwahl</translation>
        </message>
        <message>
            <source>round start</source>
            <translation>Rundenbeginn</translation>
        </message>
        <message>
            <source>Round %1 (%2): played %3 (%4), better %5 (%6): −%7 points</source>
            <translation>Runde %1 (%2): gespielt %3 (%4), besser %5 (%6): −%7 Punkte</translation>
        </message>
        <message>
            <source>Better: %1 — %2</source>
            <translation>Besser: %1 — %2</translation>
        </message>
    </context>
    <context>
        <name>RoleTip</name>
        <message>
            <source>Everyone, starting with the chooser, may build one building and pays its cost in hand cards.</source>
            <translation>Alle, beginnend mit dem Wählenden, dürfen ein Gebäude bauen und zahlen seine Kosten mit Handkarten.</translation>
        </message>
        <message>
            <source>Everyone may produce one good on an empty production building.</source>
            <translation>Alle dürfen eine Ware auf einem leeren Produktionsgebäude produzieren.</translation>
        </message>
        <message>
            <source>The chooser turns over the next trading-house tile; everyone may sell one good for the cards it shows.</source>
            <translation>Der Wählende deckt das nächste Handelshauskärtchen auf; alle dürfen eine Ware für die darauf angegebenen Karten verkaufen.</translation>
        </message>
        <message>
            <source>Everyone draws 2 cards, keeps 1 and discards the other.</source>
            <translation>Alle ziehen 2 Karten, behalten 1 und legen die andere ab.</translation>
        </message>
        <message>
            <source>No action for the others.</source>
            <translation>Keine Aktion für die anderen.</translation>
        </message>
        <message>
            <source>Privilege: the builder pays 1 card less.</source>
            <translation>Privileg: Der Baumeister zahlt 1 Karte weniger.</translation>
        </message>
        <message>
            <source>Privilege: the producer may produce a second good.</source>
            <translation>Privileg: Der Aufseher darf eine zweite Ware produzieren.</translation>
        </message>
        <message>
            <source>Privilege: the trader may sell a second good.</source>
            <translation>Privileg: Der Händler darf eine zweite Ware verkaufen.</translation>
        </message>
        <message>
            <source>Privilege: the councillor draws 5 cards instead of 2 and keeps 1.</source>
            <translation>Privileg: Der Ratsherr zieht 5 statt 2 Karten und behält 1.</translation>
        </message>
        <message>
            <source>Privilege: the prospector draws 1 card.</source>
            <translation>Privileg: Der Goldsucher zieht 1 Karte.</translation>
        </message>
        <message>
            <source>Library: the builder pays 2 cards less.</source>
            <translation>Bibliothek: Der Baumeister zahlt 2 Karten weniger.</translation>
        </message>
        <message>
            <source>Library: the producer may produce up to 3 goods.</source>
            <translation>Bibliothek: Der Aufseher darf bis zu 3 Waren produzieren.</translation>
        </message>
        <message>
            <source>Library: the trader may sell up to 3 goods.</source>
            <translation>Bibliothek: Der Händler darf bis zu 3 Waren verkaufen.</translation>
        </message>
        <message>
            <source>Library: the councillor draws 8 cards.</source>
            <translation>Bibliothek: Der Ratsherr zieht 8 Karten.</translation>
        </message>
        <message>
            <source>Library: the prospector draws 2 cards.</source>
            <translation>Bibliothek: Der Goldsucher zieht 2 Karten.</translation>
        </message>
        <message>
            <source>You cannot afford any building in your hand, even as builder.</source>
            <translation>Du kannst dir kein Gebäude auf deiner Hand leisten, auch nicht als Baumeister.</translation>
        </message>
        <message>
            <source>You could afford %1 of the buildings in your hand; the cheapest would cost you %2 as builder.</source>
            <translation>Du könntest dir %1 der Gebäude auf deiner Hand leisten; das billigste würde dich als Baumeister %2 kosten.</translation>
        </message>
        <message>
            <source>As builder you could afford %1 of the buildings in your hand, otherwise %2; the cheapest would cost you %3.</source>
            <translation>Als Baumeister könntest du dir %1 der Gebäude auf deiner Hand leisten, sonst %2; das billigste würde dich %3 kosten.</translation>
        </message>
        <message>
            <source>Your Smithy: production buildings cost 1 less.</source>
            <translation>Deine Schmiede: Produktionsgebäude kosten 1 weniger.</translation>
        </message>
        <message>
            <source>Your Quarry: violet buildings cost 1 less.</source>
            <translation>Dein Steinbruch: Violette Gebäude kosten 1 weniger.</translation>
        </message>
        <message>
            <source>Your Black market: pay with up to 2 goods.</source>
            <translation>Dein Schwarzmarkt: mit bis zu 2 Waren bezahlen.</translation>
        </message>
        <message>
            <source>Your Crane: you may build over a building.</source>
            <translation>Dein Kran: Du darfst ein Gebäude überbauen.</translation>
        </message>
        <message>
            <source>Your Carpenter: 1 card after a violet build.</source>
            <translation>Deine Schreinerei: 1 Karte nach dem Bau eines violetten Gebäudes.</translation>
        </message>
        <message>
            <source>Your Poor house: 1 card if you end with 0 or 1 hand cards.</source>
            <translation>Dein Armenhaus: 1 Karte, wenn du mit 0 oder 1 Handkarte endest.</translation>
        </message>
        <message>
            <source>Your Tavern: 1 card if you have the fewest buildings after the phase.</source>
            <translation>Deine Schenke: 1 Karte, wenn du nach der Phase die wenigsten Gebäude hast.</translation>
        </message>
        <message>
            <source>You have no empty production building: you cannot produce.</source>
            <translation>Du hast kein leeres Produktionsgebäude: Du kannst nicht produzieren.</translation>
        </message>
        <message>
            <source>You have 1 empty production building: you could produce on it.</source>
            <translation>Du hast 1 leeres Produktionsgebäude: Du könntest darauf produzieren.</translation>
        </message>
        <message>
            <source>You have %1 empty production buildings: you could produce on %2.</source>
            <translation>Du hast %1 leere Produktionsgebäude: Du könntest auf %2 produzieren.</translation>
        </message>
        <message>
            <source>You have %1 empty production buildings: as producer you could produce on %2, otherwise on %3.</source>
            <translation>Du hast %1 leere Produktionsgebäude: Als Aufseher könntest du auf %2 produzieren, sonst auf %3.</translation>
        </message>
        <message>
            <source>Your Aqueduct: 1 more good.</source>
            <translation>Dein Aquädukt: 1 Ware mehr.</translation>
        </message>
        <message>
            <source>Your Well: 1 card if you produce at least 2 goods.</source>
            <translation>Dein Brunnen: 1 Karte, wenn du mindestens 2 Waren produzierst.</translation>
        </message>
        <message>
            <source>The next tile is unknown.</source>
            <translation>Das nächste Kärtchen ist unbekannt.</translation>
        </message>
        <message>
            <source>The last tile turned, %1, paid %2.</source>
            <translation>Das zuletzt aufgedeckte Kärtchen, %1, zahlte %2.</translation>
        </message>
        <message>
            <source>The current tile %1 pays %2.</source>
            <translation>Das aktuelle Kärtchen %1 zahlt %2.</translation>
        </message>
        <message>
            <source>The next tile is %1 (the tiles repeat in the same order); it pays %2.</source>
            <translation>Das nächste Kärtchen ist %1 (die Kärtchen wiederholen sich in derselben Reihenfolge); es zahlt %2.</translation>
        </message>
        <message>
            <source>You have no goods to sell.</source>
            <translation>Du hast keine Waren zum Verkaufen.</translation>
        </message>
        <message>
            <source>You have 1 good: you could sell it.</source>
            <translation>Du hast 1 Ware: Du könntest sie verkaufen.</translation>
        </message>
        <message>
            <source>You have %1 goods: you could sell %2.</source>
            <translation>Du hast %1 Waren: Du könntest %2 verkaufen.</translation>
        </message>
        <message>
            <source>You have %1 goods: as trader you could sell %2, otherwise %3.</source>
            <translation>Du hast %1 Waren: Als Händler könntest du %2 verkaufen, sonst %3.</translation>
        </message>
        <message>
            <source>On tile %1 that pays %2 cards as trader, %3 otherwise (before bonuses).</source>
            <translation>Auf Kärtchen %1 bringt das als Händler %2 Karten, sonst %3 (vor Boni).</translation>
        </message>
        <message>
            <source>On tile %1 that pays 1 card (before bonuses).</source>
            <translation>Auf Kärtchen %1 bringt das 1 Karte (vor Boni).</translation>
        </message>
        <message>
            <source>On tile %1 that pays %2 cards (before bonuses).</source>
            <translation>Auf Kärtchen %1 bringt das %2 Karten (vor Boni).</translation>
        </message>
        <message>
            <source>Your Trading post: 1 more good.</source>
            <translation>Deine Handelsstation: 1 Ware mehr.</translation>
        </message>
        <message>
            <source>Your Market stand: 1 card more for 2 goods sold.</source>
            <translation>Dein Marktstand: 1 Karte mehr für 2 verkaufte Waren.</translation>
        </message>
        <message>
            <source>Your Market hall: 1 card more if you sell.</source>
            <translation>Deine Markthalle: 1 Karte mehr, wenn du verkaufst.</translation>
        </message>
        <message>
            <source>Your Harbor: one sold good goes under it.</source>
            <translation>Dein Hafen: Eine verkaufte Ware kommt darunter.</translation>
        </message>
        <message>
            <source>As councillor you would draw %1 and keep %2; otherwise draw %3 and keep %4.</source>
            <translation>Als Ratsherr würdest du %1 ziehen und %2 behalten; sonst %3 ziehen und %4 behalten.</translation>
        </message>
        <message>
            <source>Your Archive: you may discard from your whole hand.</source>
            <translation>Dein Archiv: Du darfst aus deiner ganzen Hand ablegen.</translation>
        </message>
        <message>
            <source>Your Customs office receives a good first, if empty.</source>
            <translation>Dein Zollamt erhält zuerst eine Ware, wenn es leer ist.</translation>
        </message>
        <message>
            <source>As prospector you would draw 2 cards.</source>
            <translation>Als Goldsucher würdest du 2 Karten ziehen.</translation>
        </message>
        <message>
            <source>As prospector you would draw 1 card.</source>
            <translation>Als Goldsucher würdest du 1 Karte ziehen.</translation>
        </message>
        <message>
            <source>Your Gold mine turns over 4 cards whoever chooses it.</source>
            <translation>Deine Goldgrube deckt 4 Karten auf, egal wer den Goldsucher wählt.</translation>
        </message>
        <message>
            <source>Your Goldsmith turns over 1 card whoever chooses it.</source>
            <translation>Deine Goldschmiede deckt 1 Karte auf, egal wer den Goldsucher wählt.</translation>
        </message>
        <message>
            <source>Two players: the Library only once per round.</source>
            <translation>Zu zweit: die Bibliothek nur einmal pro Runde.</translation>
        </message>
        <message>
            <source>You took it this round.</source>
            <translation>Du hast diese Rolle in dieser Runde genommen.</translation>
        </message>
        <message>
            <source>Taken this round by %1.</source>
            <translation>In dieser Runde von %1 genommen.</translation>
        </message>
        <message>
            <source>Its phase is under way.</source>
            <translation>Ihre Phase läuft gerade.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>Das Spiel ist zu Ende.</translation>
        </message>
        <message>
            <source>Not chosen this round: every player has chosen.</source>
            <translation>In dieser Runde nicht gewählt: Alle Spieler haben gewählt.</translation>
        </message>
        <message>
            <source>Still available this round.</source>
            <translation>In dieser Runde noch verfügbar.</translation>
        </message>
        <message>
            <source>For you now:</source>
            <translation>Für dich jetzt:</translation>
        </message>
        <message>
            <source>Your Library doubles the privilege.</source>
            <translation>Deine Bibliothek verdoppelt das Privileg.</translation>
        </message>
        <message>
            <source>You have used your Library this round.</source>
            <translation>Du hast deine Bibliothek in dieser Runde schon genutzt.</translation>
        </message>
    </context>
    <context>
        <name>Roles</name>
        <message>
            <source>Builder</source>
            <translation>Baumeister</translation>
        </message>
        <message>
            <source>Producer</source>
            <translation>Aufseher</translation>
        </message>
        <message>
            <source>Trader</source>
            <translation>Händler</translation>
        </message>
        <message>
            <source>Councillor</source>
            <translation>Ratsherr</translation>
        </message>
        <message>
            <source>Prospector</source>
            <translation>Goldsucher</translation>
        </message>
    </context>
    <context>
        <name>RulesWindow</name>
        <message>
            <source>Rules</source>
            <translation>Regeln</translation>
        </message>
    </context>
    <context>
        <name>Scoring</name>
        <message>
            <source>Buildings</source>
            <translation>Gebäude</translation>
        </message>
        <message>
            <source>Chapel cards</source>
            <translation>Kapellenkarten</translation>
        </message>
        <message>
            <source>Bank cards</source>
            <translation>Bankkarten</translation>
        </message>
        <message>
            <source>Harbor cards</source>
            <translation>Hafenkarten</translation>
        </message>
        <message>
            <source>Guild hall</source>
            <translation>Zunfthalle</translation>
        </message>
        <message>
            <source>City hall</source>
            <translation>Rathaus</translation>
        </message>
        <message>
            <source>Triumphal arch</source>
            <translation>Triumphbogen</translation>
        </message>
        <message>
            <source>Residence</source>
            <translation>Residenz</translation>
        </message>
        <message>
            <source>Cathedral</source>
            <translation>Kathedrale</translation>
        </message>
        <message>
            <source>Palace</source>
            <translation>Palast</translation>
        </message>
        <message>
            <source>Tie-break (hand cards + goods)</source>
            <translation>Gleichstand (Handkarten + Waren)</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Summe</translation>
        </message>
        <message>
            <source>Printed VP of every building in the town.</source>
            <translation>Aufgedruckte SP aller Gebäude der Stadt.</translation>
        </message>
        <message>
            <source>1 VP per card under the Chapel.</source>
            <translation>1 SP pro Karte unter der Kapelle.</translation>
        </message>
        <message>
            <source>1 VP per card under the Bank.</source>
            <translation>1 SP pro Karte unter der Bank.</translation>
        </message>
        <message>
            <source>1 VP per card under the Harbor.</source>
            <translation>1 SP pro Karte unter dem Hafen.</translation>
        </message>
        <message>
            <source>Bonus for production buildings.</source>
            <translation>Bonus für Produktionsgebäude.</translation>
        </message>
        <message>
            <source>1 VP per violet building.</source>
            <translation>1 SP pro violettem Gebäude.</translation>
        </message>
        <message>
            <source>4 / 6 / 8 VP for 1 / 2 / 3 monuments.</source>
            <translation>4 / 6 / 8 SP für 1 / 2 / 3 Monumente.</translation>
        </message>
        <message>
            <source>Sets of three different buildings of one cost: 4, 3, 2, 1 VP.</source>
            <translation>Sätze aus drei verschiedenen Gebäuden gleicher Kosten: 4, 3, 2, 1 SP.</translation>
        </message>
        <message>
            <source>Cost-6 buildings of the other players: 4, 3, 2, 1 VP.</source>
            <translation>Gebäude mit Kosten 6 der Mitspieler: 4, 3, 2, 1 SP.</translation>
        </message>
        <message>
            <source>1 VP per full 4 VP of everything else.</source>
            <translation>1 SP je volle 4 SP aus allem anderen.</translation>
        </message>
        <message>
            <source>Decides a tie: cards in hand plus goods.</source>
            <translation>Entscheidet einen Gleichstand: Handkarten plus Waren.</translation>
        </message>
        <message>
            <source>Sum of all parts except the tie-break.</source>
            <translation>Summe aller Teile außer dem Gleichstand.</translation>
        </message>
        <message>
            <source>&lt;b&gt;%1 VP now&lt;/b&gt; (what everyone at the table can count):</source>
            <translation>&lt;b&gt;%1 SP jetzt&lt;/b&gt; (was alle am Tisch zählen können):</translation>
        </message>
        <message>
            <source>★ leads now</source>
            <translation>★ führt jetzt</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <source>Settings</source>
            <translation>Einstellungen</translation>
        </message>
        <message>
            <source>Playing</source>
            <translation>Spiel</translation>
        </message>
        <message>
            <source>&amp;Language:</source>
            <translation>&amp;Sprache:</translation>
        </message>
        <message>
            <source>System default</source>
            <translation>Systemsprache</translation>
        </message>
        <message>
            <source>Computer players' &amp;pace:</source>
            <translation>&amp;Tempo der Computerspieler:</translation>
        </message>
        <message>
            <source>&amp;Animate the computer players' moves</source>
            <translation>Züge der Computerspieler &amp;animieren</translation>
        </message>
        <message>
            <source>&amp;Skip decisions with one possible answer</source>
            <translation>Entscheidungen mit nur einer möglichen Antwort &amp;überspringen</translation>
        </message>
        <message>
            <source>Offer &amp;hints</source>
            <translation>&amp;Tipps anbieten</translation>
        </message>
        <message>
            <source>New games start with</source>
            <translation>Neue Spiele beginnen mit</translation>
        </message>
        <message>
            <source>Players:</source>
            <translation>Spieler:</translation>
        </message>
        <message>
            <source>Seat %1</source>
            <translation>Platz %1</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>Edition:</source>
            <translation>Ausgabe:</translation>
        </message>
        <message>
            <source>Start-hand variant (draw more, keep 4)</source>
            <translation>Starthand-Variante (mehr ziehen, 4 behalten)</translation>
        </message>
        <message>
            <source>Show my &amp;rating in the statistics</source>
            <translation>Meine &amp;Wertungszahl in der Statistik zeigen</translation>
        </message>
        <message>
            <source>The rating counts:</source>
            <translation>Für die Wertungszahl zählen:</translation>
        </message>
        <message>
            <source>games with hints</source>
            <translation>Partien mit Tipps</translation>
        </message>
        <message>
            <source>tutorial games</source>
            <translation>Tutorial-Partien</translation>
        </message>
    </context>
    <context>
        <name>SoundBox</name>
        <message>
            <source>Sound</source>
            <translation>Ton</translation>
        </message>
        <message>
            <source>Pla&amp;y sounds</source>
            <translation>Klänge a&amp;bspielen</translation>
        </message>
        <message>
            <source>Sounds for the game's moves and for your turn; everything they tell is also shown on the table and said to screen readers</source>
            <translation>Klänge zu den Zügen und wenn du dran bist; alles, was sie mitteilen, zeigt auch der Tisch und sagen auch die Bildschirmleser</translation>
        </message>
        <message>
            <source>&amp;Effects:</source>
            <translation>&amp;Effekte:</translation>
        </message>
        <message>
            <source>Volume of the sound effects</source>
            <translation>Lautstärke der Klangeffekte</translation>
        </message>
        <message>
            <source>Table a&amp;mbience:</source>
            <translation>&amp;Umgebungsklang:</translation>
        </message>
        <message>
            <source>Volume of the table ambience</source>
            <translation>Lautstärke des Umgebungsklangs</translation>
        </message>
        <message>
            <source>Off</source>
            <translation>Aus</translation>
        </message>
        <message>
            <source>Quiet room sounds during a game; Off: none</source>
            <translation>Leise Raumgeräusche während des Spiels; Aus: keine</translation>
        </message>
    </context>
    <context>
        <name>Statistics</name>
        <message>
            <source>random</source>
            <translation>zufällig</translation>
        </message>
        <message>
            <source>easy</source>
            <translation>leicht</translation>
        </message>
        <message>
            <source>casual</source>
            <translation>locker</translation>
        </message>
        <message>
            <source>steady</source>
            <translation>solide</translation>
        </message>
        <message>
            <source>medium</source>
            <translation>mittel</translation>
        </message>
        <message>
            <source>skilled</source>
            <translation>geübt</translation>
        </message>
        <message>
            <source>hard</source>
            <translation>schwer</translation>
        </message>
        <message>
            <source>tough</source>
            <translation>sehr schwer</translation>
        </message>
        <message>
            <source>expert</source>
            <translation>Experte</translation>
        </message>
        <message>
            <source>people only</source>
            <translation>nur Menschen</translation>
        </message>
    </context>
    <context>
        <name>StatisticsDialog</name>
        <message>
            <source>Statistics</source>
            <translation>Statistik</translation>
        </message>
        <message>
            <source>The game history cannot be read: %1</source>
            <translation>Der Partienverlauf kann nicht gelesen werden: %1</translation>
        </message>
        <message>
            <source>No finished games of yours yet.</source>
            <translation>Du hast noch keine Partie beendet.</translation>
        </message>
        <message numerus="yes">
            <source>%n game(s) played</source>
            <translation>
                <numerusform>%n Partie gespielt</numerusform>
                <numerusform>%n Partien gespielt</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n won</source>
            <translation>
                <numerusform>%n gewonnen</numerusform>
                <numerusform>%n gewonnen</numerusform>
            </translation>
        </message>
        <message>
            <source>average %1 VP · best %2 VP</source>
            <translation>im Schnitt %1 SP · beste %2 SP</translation>
        </message>
        <message numerus="yes">
            <source>%n computer-only game(s) watched (not counted).</source>
            <translation>
                <numerusform>%n Partie nur mit Computern zugeschaut (nicht gezählt).</numerusform>
                <numerusform>%n Partien nur mit Computern zugeschaut (nicht gezählt).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n game(s) of the history could not be read (damaged; not counted).</source>
            <translation>
                <numerusform>%n Partie im Verlauf konnte nicht gelesen werden (beschädigt; nicht gezählt).</numerusform>
                <numerusform>%n Partien im Verlauf konnten nicht gelesen werden (beschädigt; nicht gezählt).</numerusform>
            </translation>
        </message>
        <message>
            <source>Results</source>
            <translation>Ergebnisse</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>Punkte</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>Siegquote</translation>
        </message>
        <message>
            <source>Deals of the day</source>
            <translation>Partien des Tages</translation>
        </message>
        <message>
            <source>Your scores</source>
            <translation>Deine Punkte</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Partien</translation>
        </message>
        <message>
            <source>VP</source>
            <translation>SP</translation>
        </message>
        <message numerus="yes">
            <source>Win rate over the last %n game(s)</source>
            <translation>
                <numerusform>Siegquote der letzten %n Partie</numerusform>
                <numerusform>Siegquote der letzten %n Partien</numerusform>
            </translation>
        </message>
        <message>
            <source>Win rate (%)</source>
            <translation>Siegquote (%)</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Partie</translation>
        </message>
        <message>
            <source>%1%</source>
            <translation>%1 %</translation>
        </message>
        <message>
            <source>Your rating after each counted game</source>
            <translation>Deine Wertungszahl nach jeder gezählten Partie</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Wertungszahl</translation>
        </message>
        <message>
            <source>Counted game</source>
            <translation>Gezählte Partie</translation>
        </message>
        <message>
            <source>No rating yet: it starts with your first finished game against the computer (without hints).</source>
            <translation>Noch keine Wertungszahl: Sie beginnt mit deiner ersten beendeten Partie gegen den Computer (ohne Tipps).</translation>
        </message>
        <message>
            <source>Rating of %1: %2 ± %3</source>
            <translation>Wertungszahl von %1: %2 ± %3</translation>
        </message>
        <message numerus="yes">
            <source>after %n counted game(s)</source>
            <translation>
                <numerusform>nach %n gezählten Partie</numerusform>
                <numerusform>nach %n gezählten Partien</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>no band yet: after %n more counted game(s) your rating is placed between two computer levels.</source>
            <translation>
                <numerusform>noch keine Einstufung: nach %n weiteren gewerteten Partie wird deine Wertung zwischen zwei Computerstufen eingeordnet.</numerusform>
                <numerusform>noch keine Einstufung: nach %n weiteren gewerteten Partien wird deine Wertung zwischen zwei Computerstufen eingeordnet.</numerusform>
            </translation>
        </message>
        <message>
            <source>below %1; %1 is the next step.</source>
            <translation>unter %1; %1 ist die nächste Stufe.</translation>
        </message>
        <message>
            <source>at or above %1, the strongest computer.</source>
            <translation>auf oder über %1, dem stärksten Computer.</translation>
        </message>
        <message>
            <source>between %1 and %2; %2 is the next step.</source>
            <translation>zwischen %1 und %2; %2 ist die nächste Stufe.</translation>
        </message>
        <message>
            <source>Strongest opponent: %1</source>
            <translation>Stärkster Gegner: %1</translation>
        </message>
        <message>
            <source>Edition: %1</source>
            <translation>Ausgabe: %1</translation>
        </message>
        <message numerus="yes">
            <source>%n players</source>
            <translation>
                <numerusform>%n Spieler</numerusform>
                <numerusform>%n Spieler</numerusform>
            </translation>
        </message>
        <message>
            <source>Played</source>
            <translation>Gespielt</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Gewonnen</translation>
        </message>
        <message>
            <source>Average VP</source>
            <translation>SP im Schnitt</translation>
        </message>
        <message numerus="yes">
            <source>Streak: %n day(s) in a row</source>
            <translation>
                <numerusform>Serie: %n Tag in Folge</numerusform>
                <numerusform>Serie: %n Tage in Folge</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n deal(s) played</source>
            <translation>
                <numerusform>%n Partie gespielt</numerusform>
                <numerusform>%n Partien gespielt</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n abandoned</source>
            <translation>
                <numerusform>%n aufgegeben</numerusform>
                <numerusform>%n aufgegeben</numerusform>
            </translation>
        </message>
        <message>
            <source>You</source>
            <translation>Du</translation>
        </message>
        <message>
            <source>Expert in your seat</source>
            <translation>Experte auf deinem Platz</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Ergebnis</translation>
        </message>
        <message>
            <source>won</source>
            <translation>gewonnen</translation>
        </message>
        <message>
            <source>lost</source>
            <translation>verloren</translation>
        </message>
        <message>
            <source>better than Expert</source>
            <translation>besser als der Experte</translation>
        </message>
        <message>
            <source>below Expert</source>
            <translation>schwächer als der Experte</translation>
        </message>
        <message>
            <source>as Expert</source>
            <translation>wie der Experte</translation>
        </message>
        <message>
            <source>abandoned</source>
            <translation>aufgegeben</translation>
        </message>
        <message>
            <source>%1 : %2 VP</source>
            <translation>%1 : %2 SP</translation>
        </message>
        <message>
            <source>Tutorial games</source>
            <translation>Tutorial-Partien</translation>
        </message>
        <message>
            <source>Puzzle games</source>
            <translation>Rätselpartien</translation>
        </message>
        <message>
            <source>Ordinary games</source>
            <translation>Gewöhnliche Partien</translation>
        </message>
    </context>
    <context>
        <name>Table</name>
        <message>
            <source>Choose or unchoose this card</source>
            <translation>Diese Karte wählen oder abwählen</translation>
        </message>
        <message>
            <source>face-down card</source>
            <translation>verdeckte Karte</translation>
        </message>
        <message>
            <source>selected</source>
            <translation>gewählt</translation>
        </message>
        <message>
            <source>can be chosen</source>
            <translation>wählbar</translation>
        </message>
        <message>
            <source>cannot be chosen now</source>
            <translation>jetzt nicht wählbar</translation>
        </message>
        <message>
            <source>printed cost %1</source>
            <translation>aufgedruckte Kosten %1</translation>
        </message>
        <message>
            <source>a good lies on it</source>
            <translation>eine Ware liegt darauf</translation>
        </message>
        <message>
            <source>%1 cards under it</source>
            <translation>%1 Karten darunter</translation>
        </message>
        <message>
            <source>Your Library doubles the privilege</source>
            <translation>Deine Bibliothek verdoppelt das Privileg</translation>
        </message>
        <message>
            <source>%1: %2 VP</source>
            <translation>%1: %2 SP</translation>
        </message>
        <message>
            <source>You already own a %1: only one of each violet building.</source>
            <translation>Du besitzt schon: %1. Jedes violette Gebäude nur einmal.</translation>
        </message>
        <message>
            <source>Not affordable now: it costs you %1, you have %2 other cards.</source>
            <translation>Jetzt nicht bezahlbar: Es kostet dich %1, du hast %2 weitere Karten.</translation>
        </message>
        <message>
            <source>sells %1</source>
            <translation>bringt %1</translation>
        </message>
        <message>
            <source>click a card to build</source>
            <translation>Klicke eine Karte zum Bauen an</translation>
        </message>
        <message>
            <source>or click a building to build over it</source>
            <translation>oder klicke ein Gebäude an, um es zu überbauen</translation>
        </message>
        <message>
            <source>choose %1 more</source>
            <translation>noch %1 wählen</translation>
        </message>
        <message>
            <source>ready</source>
            <translation>bereit</translation>
        </message>
        <message>
            <source>earns 1 card</source>
            <translation>bringt 1 Karte</translation>
        </message>
        <message>
            <source>earns %1 cards</source>
            <translation>bringt %1 Karten</translation>
        </message>
        <message>
            <source>then 1 hand card to pay</source>
            <translation>dann 1 Handkarte zum Bezahlen</translation>
        </message>
        <message>
            <source>then %1 hand cards to pay</source>
            <translation>dann %1 Handkarten zum Bezahlen</translation>
        </message>
        <message>
            <source>costs %1</source>
            <translation>kostet %1</translation>
        </message>
        <message>
            <source>Build %1: %2</source>
            <translation>%1 bauen: %2</translation>
        </message>
        <message>
            <source>Over %1: %2</source>
            <translation>Über %1: %2</translation>
        </message>
        <message>
            <source>Build %1 over %2: %3</source>
            <translation>%1 über %2 bauen: %3</translation>
        </message>
        <message>
            <source>Black market: you may pay 1 good instead of a card</source>
            <translation>Schwarzmarkt: Du darfst 1 Ware statt einer Karte zahlen</translation>
        </message>
        <message>
            <source>Black market: you may pay up to %1 goods instead of cards</source>
            <translation>Schwarzmarkt: Du darfst bis zu %1 Waren statt Karten zahlen</translation>
        </message>
        <message>
            <source>What to do now</source>
            <translation>Was jetzt zu tun ist</translation>
        </message>
        <message>
            <source>Your selection</source>
            <translation>Deine Auswahl</translation>
        </message>
        <message>
            <source>Use the Library</source>
            <translation>Bibliothek nutzen</translation>
        </message>
        <message>
            <source>The Library doubles the privilege of the role you choose (with two players only once per round).</source>
            <translation>Die Bibliothek verdoppelt das Privileg der gewählten Rolle (zu zweit nur einmal pro Runde).</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Passen</translation>
        </message>
        <message>
            <source>Confirm</source>
            <translation>Bestätigen</translation>
        </message>
        <message>
            <source>Drawn cards</source>
            <translation>Gezogene Karten</translation>
        </message>
        <message>
            <source>Paused: %1</source>
            <translation>Pausiert: %1</translation>
        </message>
        <message>
            <source>Restart the server and resume</source>
            <translation>Server neu starten und fortsetzen</translation>
        </message>
        <message>
            <source>A face-down card</source>
            <translation>Eine verdeckte Karte</translation>
        </message>
        <message>
            <source>new</source>
            <translation>neu</translation>
        </message>
        <message>
            <source>−1 card</source>
            <translation>−1 Karte</translation>
        </message>
        <message>
            <source>−%1 cards</source>
            <translation>−%1 Karten</translation>
        </message>
        <message>
            <source>produced</source>
            <translation>produziert</translation>
        </message>
        <message>
            <source>sold</source>
            <translation>verkauft</translation>
        </message>
        <message>
            <source>+1 card</source>
            <translation>+1 Karte</translation>
        </message>
        <message>
            <source>+%1 cards</source>
            <translation>+%1 Karten</translation>
        </message>
        <message>
            <source>Your hand: 1 card</source>
            <translation>Deine Hand: 1 Karte</translation>
        </message>
        <message>
            <source>Your hand: %1 cards</source>
            <translation>Deine Hand: %1 Karten</translation>
        </message>
        <message>
            <source>%2's hand: 1 card</source>
            <translation>Hand von %2: 1 Karte</translation>
        </message>
        <message>
            <source>%2's hand: %1 cards</source>
            <translation>Hand von %2: %1 Karten</translation>
        </message>
        <message>
            <source>%1 (hand limit %2 at round start)</source>
            <translation>%1 (Handkartenlimit %2 bei Rundenbeginn)</translation>
        </message>
        <message>
            <source>Your hand is hidden</source>
            <translation>Deine Hand ist verdeckt</translation>
        </message>
        <message>
            <source>Trading house</source>
            <translation>Handelshaus</translation>
        </message>
        <message>
            <source>Draw pile</source>
            <translation>Stapel</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>Ablage</translation>
        </message>
        <message>
            <source>%1: %2 cards</source>
            <translation>%1: %2 Karten</translation>
        </message>
        <message>
            <source>Round and phase</source>
            <translation>Runde und Phase</translation>
        </message>
        <message>
            <source>Discard</source>
            <comment>button: discard the chosen cards</comment>
            <translation>Abwerfen</translation>
        </message>
        <message>
            <source>Build</source>
            <translation>Bauen</translation>
        </message>
        <message>
            <source>Pay</source>
            <translation>Bezahlen</translation>
        </message>
        <message>
            <source>Pay with goods</source>
            <translation>Mit Waren zahlen</translation>
        </message>
        <message>
            <source>Produce</source>
            <translation>Produzieren</translation>
        </message>
        <message>
            <source>Sell</source>
            <translation>Verkaufen</translation>
        </message>
        <message>
            <source>Keep</source>
            <translation>Behalten</translation>
        </message>
        <message>
            <source>Take</source>
            <translation>Nehmen</translation>
        </message>
        <message>
            <source>Swap</source>
            <translation>Tauschen</translation>
        </message>
        <message>
            <source>Tuck under Chapel</source>
            <translation>Unter Kapelle schieben</translation>
        </message>
        <message>
            <source>Tuck under Bank</source>
            <translation>Unter Bank schieben</translation>
        </message>
        <message>
            <source>Build nothing</source>
            <translation>Nichts bauen</translation>
        </message>
        <message>
            <source>Pay with cards only</source>
            <translation>Nur mit Karten zahlen</translation>
        </message>
        <message>
            <source>Produce nothing</source>
            <translation>Nichts produzieren</translation>
        </message>
        <message>
            <source>Sell nothing</source>
            <translation>Nichts verkaufen</translation>
        </message>
        <message>
            <source>Keep my hand</source>
            <translation>Hand behalten</translation>
        </message>
        <message>
            <source>Tuck nothing</source>
            <translation>Nichts darunterschieben</translation>
        </message>
        <message>
            <source>you may choose %1 more</source>
            <translation>du darfst noch %1 wählen</translation>
        </message>
        <message>
            <source>choose up to %1</source>
            <translation>bis zu %1 wählen</translation>
        </message>
        <message>
            <source>Game log</source>
            <translation>Spielverlauf</translation>
        </message>
        <message>
            <source>Every move of the game, newest at the bottom</source>
            <translation>Jeder Zug des Spiels, der neueste unten</translation>
        </message>
        <message>
            <source>taken by %1</source>
            <translation>genommen von %1</translation>
        </message>
        <message>
            <source>the phase being played</source>
            <translation>die laufende Phase</translation>
        </message>
        <message>
            <source>still free</source>
            <translation>noch frei</translation>
        </message>
        <message>
            <source>thinking</source>
            <translation>denkt nach</translation>
        </message>
        <message>
            <source>%1 in hand</source>
            <translation>%1 auf der Hand</translation>
        </message>
        <message>
            <source>%1/%2</source>
            <translation>%1/%2</translation>
        </message>
        <message>
            <source>%1/%2 buildings</source>
            <translation>%1/%2 Gebäude</translation>
        </message>
        <message>
            <source>&lt;b&gt;%1 VP&lt;/b&gt;</source>
            <translation>&lt;b&gt;%1 SP&lt;/b&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;★ %1 VP&lt;/b&gt;</source>
            <translation>&lt;b&gt;★ %1 SP&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Chapel %1</source>
            <translation>Kapelle %1</translation>
        </message>
        <message>
            <source>%1 cards in hand</source>
            <translation>%1 Karten auf der Hand</translation>
        </message>
        <message>
            <source>%1 of %2 buildings</source>
            <translation>%1 von %2 Gebäuden</translation>
        </message>
        <message>
            <source>%1 VP (leading)</source>
            <translation>%1 SP (führt)</translation>
        </message>
        <message>
            <source>%1 VP</source>
            <translation>%1 SP</translation>
        </message>
        <message>
            <source>governor</source>
            <translation>Gouverneur</translation>
        </message>
        <message>
            <source>deciding now</source>
            <translation>entscheidet gerade</translation>
        </message>
        <message>
            <source>Game table</source>
            <extracomment>share of the table's height for opponents + roles, by player count px kept below the roles besides the drawn cards' row: prompt line and margins ~45, own tableau ~70, hand ~95, spacing</extracomment>
            <translation>Spieltisch</translation>
        </message>
        <message>
            <source>Player %1</source>
            <extracomment>``translate(context, source)`` — the alias is recognised by pyside6-lupdate.</extracomment>
            <translation>Spieler %1</translation>
        </message>
    </context>
    <context>
        <name>TableTip</name>
        <message>
            <source>Trading-house tile</source>
            <translation>Handelshauskärtchen</translation>
        </message>
        <message>
            <source>Current tile %1: cards paid per good sold</source>
            <translation>Aktuelles Kärtchen %1: Karten pro verkaufter Ware</translation>
        </message>
        <message>
            <source>Last tile turned: %1 (cards per good)</source>
            <translation>Zuletzt aufgedecktes Kärtchen: %1 (Karten pro Ware)</translation>
        </message>
        <message>
            <source>No tile has been turned yet.</source>
            <translation>Es wurde noch kein Kärtchen aufgedeckt.</translation>
        </message>
        <message>
            <source>Turned so far, in their fixed order: %1.</source>
            <translation>Bisher aufgedeckt, in ihrer festen Reihenfolge: %1.</translation>
        </message>
        <message>
            <source>Next tile: %1 (the five tiles repeat in the same order).</source>
            <translation>Nächstes Kärtchen: %1 (die fünf Kärtchen wiederholen sich in derselben Reihenfolge).</translation>
        </message>
        <message>
            <source>Next tile: unknown until it is turned.</source>
            <translation>Nächstes Kärtchen: unbekannt, bis es aufgedeckt wird.</translation>
        </message>
        <message>
            <source>The trader turns over the next tile at the start of the trader phase; afterwards it goes under the stack.</source>
            <translation>Der Händler deckt zu Beginn der Händlerphase das nächste Kärtchen auf; danach kommt es unter den Stapel.</translation>
        </message>
        <message>
            <source>A good on a Customs office always sells for %1 cards.</source>
            <translation>Eine Ware auf einem Zollamt bringt immer %1 Karten.</translation>
        </message>
        <message>
            <source>Draw pile</source>
            <translation>Nachziehstapel</translation>
        </message>
        <message>
            <source>Cards are drawn from here as money, goods and councillor draws. When it is empty, the discard pile is shuffled into a new draw pile.</source>
            <translation>Von hier werden Karten als Geld, als Waren und für den Ratsherrn gezogen. Ist er leer, wird der Ablagestapel zu einem neuen Nachziehstapel gemischt.</translation>
        </message>
        <message>
            <source>Discard pile</source>
            <translation>Ablagestapel</translation>
        </message>
        <message>
            <source>Payments, sold goods and discarded cards go here face down; nobody knows its contents.</source>
            <translation>Bezahlungen, verkaufte Waren und abgelegte Karten kommen verdeckt hierher; niemand kennt seinen Inhalt.</translation>
        </message>
        <message>
            <source>%1 card, face down.</source>
            <translation>%1 Karte, verdeckt.</translation>
        </message>
        <message>
            <source>%1 cards, face down.</source>
            <translation>%1 Karten, verdeckt.</translation>
        </message>
        <message>
            <source>Governor</source>
            <translation>Gouverneur</translation>
        </message>
        <message>
            <source>You are governor in round %1 and choose the first role.</source>
            <translation>Du bist Gouverneur in Runde %1 und wählst die erste Rolle.</translation>
        </message>
        <message>
            <source>%1 is governor in round %2 and chooses the first role.</source>
            <translation>%1 ist Gouverneur in Runde %2 und wählt die erste Rolle.</translation>
        </message>
        <message>
            <source>Two players: the governor also chooses the third role (governor – other – governor).</source>
            <translation>Zu zweit wählt der Gouverneur auch die dritte Rolle (Gouverneur – anderer – Gouverneur).</translation>
        </message>
        <message>
            <source>At the end of the round the card passes clockwise to you.</source>
            <translation>Am Ende der Runde geht die Karte im Uhrzeigersinn an dich.</translation>
        </message>
        <message>
            <source>At the end of the round the card passes clockwise to %1.</source>
            <translation>Am Ende der Runde geht die Karte im Uhrzeigersinn an %1.</translation>
        </message>
        <message>
            <source>%1 (you)</source>
            <translation>%1 (du)</translation>
        </message>
        <message>
            <source>Governor this round.</source>
            <translation>Gouverneur in dieser Runde.</translation>
        </message>
        <message>
            <source>Role this round: %1.</source>
            <translation>Rolle in dieser Runde: %1.</translation>
        </message>
        <message>
            <source>Roles this round: %1.</source>
            <translation>Rollen in dieser Runde: %1.</translation>
        </message>
        <message>
            <source>%1 card in hand.</source>
            <translation>%1 Karte auf der Hand.</translation>
        </message>
        <message>
            <source>%1 cards in hand.</source>
            <translation>%1 Karten auf der Hand.</translation>
        </message>
        <message>
            <source>Buildings: %1 of %2 (the game ends after the builder phase in which someone has %3).</source>
            <translation>Gebäude: %1 von %2 (das Spiel endet nach der Baumeisterphase, in der jemand %3 hat).</translation>
        </message>
        <message>
            <source>Printed victory points: %1.</source>
            <translation>Aufgedruckte Siegpunkte: %1.</translation>
        </message>
        <message>
            <source>%1 good on production buildings.</source>
            <translation>%1 Ware auf Produktionsgebäuden.</translation>
        </message>
        <message>
            <source>%1 goods on production buildings.</source>
            <translation>%1 Waren auf Produktionsgebäuden.</translation>
        </message>
        <message>
            <source>Cards under the Harbor: %1.</source>
            <translation>Karten unter dem Hafen: %1.</translation>
        </message>
        <message>
            <source>Cards under your Chapel: %1 (only you know).</source>
            <translation>Karten unter deiner Kapelle: %1 (nur du weißt es).</translation>
        </message>
        <message>
            <source>Cards under your Bank: %1 (only you know).</source>
            <translation>Karten unter deiner Bank: %1 (nur du weißt es).</translation>
        </message>
        <message>
            <source>Your hand limit at the start of a round: %1.</source>
            <translation>Dein Handkartenlimit zu Beginn einer Runde: %1.</translation>
        </message>
        <message>
            <source>Owns a Chapel; how many cards lie under it is hidden.</source>
            <translation>Besitzt eine Kapelle; wie viele Karten darunter liegen, ist verborgen.</translation>
        </message>
    </context>
    <context>
        <name>Text</name>
        <message>
            <source>%1 and %2</source>
            <translation>%1 und %2</translation>
        </message>
    </context>
    <context>
        <name>Tutorial</name>
        <message>
            <source>You</source>
            <translation>Du</translation>
        </message>
        <message>
            <source>Building</source>
            <translation>Bauen</translation>
        </message>
        <message>
            <source>Each player may build one building from the hand. Start with a production building: it makes goods you can sell for cards. Only the highlighted buildings are allowed in this step: click one of them, then its build button.</source>
            <translation>Jeder Spieler darf ein Gebäude aus seiner Hand bauen. Beginne mit einem Produktionsgebäude: Es stellt Waren her, die du gegen Karten verkaufen kannst. In diesem Schritt sind nur die hervorgehobenen Gebäude erlaubt: Klicke eines davon an, dann seinen Bauen-Knopf.</translation>
        </message>
        <message>
            <source>You are the governor</source>
            <translation>Du bist Gouverneur</translation>
        </message>
        <message>
            <source>Welcome to San Juan! The crown by your name says you are the governor: you choose the first role this round. Each role makes every player act, but whoever chooses it gets a privilege. Take the Builder now: its privilege makes your building one card cheaper.</source>
            <translation>Willkommen in San Juan! Die Krone bei deinem Namen zeigt: Du bist Gouverneur und wählst in dieser Runde als Erster eine Rolle. Jede Rolle lässt alle Spieler handeln, aber wer sie wählt, bekommt ein Privileg. Nimm jetzt den Baumeister: Sein Privileg macht dein Gebäude um eine Karte billiger.</translation>
        </message>
        <message>
            <source>Each player may build one building from the hand. Start with a production building: it makes goods you can sell for cards. Only the highlighted building is allowed in this step: click it, then its build button.</source>
            <translation>Jeder Spieler darf ein Gebäude aus seiner Hand bauen. Beginne mit einem Produktionsgebäude: Es stellt Waren her, die du gegen Karten verkaufen kannst. In diesem Schritt ist nur das hervorgehobene Gebäude erlaubt: Klicke es an, dann seinen Bauen-Knopf.</translation>
        </message>
        <message>
            <source>Paying with hand cards</source>
            <translation>Mit Handkarten bezahlen</translation>
        </message>
        <message>
            <source>Buildings are paid with other hand cards: every card is both a building and money. Choose the cards to discard (the cost shown minus your privilege) and confirm. Keep cards you want to build later.</source>
            <translation>Gebäude bezahlst du mit anderen Handkarten: Jede Karte ist Gebäude und Geld zugleich. Wähle die Karten, die du abwirfst (die angezeigten Kosten minus dein Privileg), und bestätige. Behalte Karten, die du später bauen willst.</translation>
        </message>
        <message>
            <source>Production</source>
            <translation>Produktion</translation>
        </message>
        <message>
            <source>Your production building is empty. Take the Producer: every player puts one good on an empty production building, and the chooser may fill one more.</source>
            <translation>Dein Produktionsgebäude ist leer. Nimm den Aufseher: Jeder Spieler legt eine Ware auf ein leeres Produktionsgebäude, wer die Rolle wählt, darf ein weiteres füllen.</translation>
        </message>
        <message>
            <source>Selling at the trading house</source>
            <translation>Verkaufen im Handelshaus</translation>
        </message>
        <message>
            <source>You have a good now. Take the Trader: every player sells one good (the chooser two). The trading house shows "?" until the trader phase begins; then a tile is turned over here that says how many cards each good pays this time (a new tile every trader phase).</source>
            <translation>Du hast jetzt eine Ware. Nimm den Händler: Jeder Spieler verkauft eine Ware (wer die Rolle wählt, zwei). Das Handelshaus zeigt „?“, bis die Händlerphase beginnt; dann wird hier ein Kärtchen aufgedeckt, das zeigt, wie viele Karten jede Ware diesmal bringt (in jeder Händlerphase ein neues).</translation>
        </message>
        <message>
            <source>Which good to sell</source>
            <translation>Welche Ware verkaufen?</translation>
        </message>
        <message>
            <source>The tile just turned shows what each good pays now. Choose the building whose good you sell and confirm. Dearer goods (coffee, silver) pay more cards.</source>
            <translation>Das eben aufgedeckte Kärtchen zeigt, was jede Ware jetzt bringt. Wähle das Gebäude, dessen Ware du verkaufst, und bestätige. Teure Waren (Kaffee, Silber) bringen mehr Karten.</translation>
        </message>
        <message>
            <source>The Councillor</source>
            <translation>Der Ratsherr</translation>
        </message>
        <message>
            <source>Take the Councillor: every player draws two cards and keeps one; as chooser you draw five. A good way to find the building you need.</source>
            <translation>Nimm den Ratsherrn: Jeder Spieler zieht zwei Karten und behält eine; wer die Rolle wählt, zieht fünf. So findest du das Gebäude, das du brauchst.</translation>
        </message>
        <message>
            <source>Keep one card</source>
            <translation>Eine Karte behalten</translation>
        </message>
        <message>
            <source>These are the cards you drew. Keep the one you like best; the others go to the discard pile.</source>
            <translation>Das sind die Karten, die du gezogen hast. Behalte die beste; die übrigen kommen auf den Ablagestapel.</translation>
        </message>
        <message>
            <source>The Prospector</source>
            <translation>Der Goldsucher</translation>
        </message>
        <message>
            <source>Take the Prospector: only its chooser gets something — one card from the draw pile. The others do nothing in this phase.</source>
            <translation>Nimm den Goldsucher: Nur wer ihn wählt, bekommt etwas – eine Karte vom Nachziehstapel. Die anderen tun in dieser Phase nichts.</translation>
        </message>
        <message>
            <source>A new round and the hand limit</source>
            <translation>Eine neue Runde und das Handkartenlimit</translation>
        </message>
        <message>
            <source>The governor passes to the left every round. At the start of each round, whoever holds more than 7 cards must discard down to 7 (12 with a Tower). So spend your cards rather than hoard them.</source>
            <translation>Der Gouverneur wechselt jede Runde nach links. Zu Beginn jeder Runde muss, wer mehr als 7 Karten hat, auf 7 abwerfen (12 mit einem Turm). Gib deine Karten also lieber aus, statt sie zu horten.</translation>
        </message>
        <message>
            <source>Too many cards</source>
            <translation>Zu viele Karten</translation>
        </message>
        <message>
            <source>You hold more than the hand limit: choose the cards to discard down to it.</source>
            <translation>Du hast mehr Karten als das Handkartenlimit erlaubt: Wähle die Karten, die du abwirfst.</translation>
        </message>
        <message>
            <source>A violet building: the Smithy</source>
            <translation>Ein violettes Gebäude: die Schmiede</translation>
        </message>
        <message>
            <source>Violet buildings produce nothing but change the rules for you. The Smithy makes every production building one card cheaper. Build it now.</source>
            <translation>Violette Gebäude stellen nichts her, ändern aber die Regeln für dich. Die Schmiede macht jedes Produktionsgebäude um eine Karte billiger. Baue sie jetzt.</translation>
        </message>
        <message>
            <source>A violet building: the Quarry</source>
            <translation>Ein violettes Gebäude: der Steinbruch</translation>
        </message>
        <message>
            <source>The Quarry makes every violet building one card cheaper for you. Build it now.</source>
            <translation>Der Steinbruch macht jedes violette Gebäude für dich um eine Karte billiger. Baue ihn jetzt.</translation>
        </message>
        <message>
            <source>A violet building: the Library</source>
            <translation>Ein violettes Gebäude: die Bibliothek</translation>
        </message>
        <message>
            <source>The Library doubles the privilege of every role you choose (once per round). Build it now.</source>
            <translation>Die Bibliothek verdoppelt das Privileg jeder Rolle, die du wählst (einmal pro Runde). Baue sie jetzt.</translation>
        </message>
        <message>
            <source>A violet building: the Chapel</source>
            <translation>Ein violettes Gebäude: die Kapelle</translation>
        </message>
        <message>
            <source>The Chapel lets you tuck one hand card under it at the start of every round: each tucked card is one victory point at the end. Build it now.</source>
            <translation>Mit der Kapelle darfst du zu Beginn jeder Runde eine Handkarte unter sie schieben: Jede Karte darunter ist am Ende einen Siegpunkt wert. Baue sie jetzt.</translation>
        </message>
        <message>
            <source>Your Smithy at work</source>
            <translation>Deine Schmiede wirkt</translation>
        </message>
        <message>
            <source>Look at the costs of your production buildings: the Smithy takes one card off each.</source>
            <translation>Sieh dir die Kosten deiner Produktionsgebäude an: Die Schmiede zieht von jedem eine Karte ab.</translation>
        </message>
        <message>
            <source>Your Quarry at work</source>
            <translation>Dein Steinbruch wirkt</translation>
        </message>
        <message>
            <source>Violet buildings cost you one card less now: the Quarry's discount is in every violet building's cost.</source>
            <translation>Violette Gebäude kosten dich jetzt eine Karte weniger: Der Rabatt des Steinbruchs steckt in den Kosten jedes violetten Gebäudes.</translation>
        </message>
        <message>
            <source>Your Library at work</source>
            <translation>Deine Bibliothek wirkt</translation>
        </message>
        <message>
            <source>Tick this box before you choose a role to use the Library: the privilege counts twice (Builder: two cards cheaper, Producer: two more goods, …).</source>
            <translation>Setze dieses Häkchen, bevor du eine Rolle wählst, um die Bibliothek zu nutzen: Das Privileg zählt doppelt (Baumeister: zwei Karten billiger, Aufseher: zwei Waren mehr, …).</translation>
        </message>
        <message>
            <source>Your Chapel at work</source>
            <translation>Deine Kapelle wirkt</translation>
        </message>
        <message>
            <source>A new round starts: you may tuck one hand card under the Chapel for a victory point at the end, or pass.</source>
            <translation>Eine neue Runde beginnt: Du darfst eine Handkarte unter die Kapelle schieben – am Ende ein Siegpunkt – oder passen.</translation>
        </message>
        <message>
            <source>The 6-cost buildings</source>
            <translation>Die 6er-Gebäude</translation>
        </message>
        <message>
            <source>You hold one of the big 6-cost buildings (Guild hall, City hall, Triumphal arch, Palace). They score bonus victory points at the end depending on your town: save cards for one, it is often the best last building.</source>
            <translation>Du hast eines der großen Gebäude für 6 Karten auf der Hand (Zunfthalle, Rathaus, Triumphbogen, Palast). Sie bringen am Ende Bonus-Siegpunkte, je nach deiner Stadt: Spare Karten dafür, es ist oft das beste letzte Gebäude.</translation>
        </message>
        <message>
            <source>The end is near</source>
            <translation>Das Ende naht</translation>
        </message>
        <message>
            <source>The game ends after the builder phase in which a player builds the 12th building. Then the victory points of the buildings, Chapel cards and 6-cost bonuses decide. Count your buildings and plan the last builds.</source>
            <translation>Das Spiel endet nach der Baumeisterphase, in der ein Spieler sein 12. Gebäude baut. Dann entscheiden die Siegpunkte der Gebäude, die Karten unter der Kapelle und die Boni der 6er-Gebäude. Zähle deine Gebäude und plane die letzten Bauten.</translation>
        </message>
        <message>
            <source>Game over — well played!</source>
            <translation>Spielende – gut gespielt!</translation>
        </message>
        <message>
            <source>The score table shows each player's buildings, Chapel cards and 6-cost bonuses. You now know every role and how buildings work. Start a real game with Game ▸ New game; Review shows where this one could have gone better.</source>
            <translation>Die Wertung zeigt für jeden Spieler Gebäude, Kapellenkarten und die Boni der 6er-Gebäude. Du kennst jetzt jede Rolle und weißt, wie Gebäude wirken. Starte eine echte Partie mit Spiel ▸ Neues Spiel; die Auswertung zeigt, wo diese Partie besser hätte laufen können.</translation>
        </message>
        <message>
            <source>In this step of the tutorial, please do what the coach says. "Leave tutorial" lets you play freely.</source>
            <translation>Bitte tu in diesem Schritt des Tutorials, was der Trainer sagt. „Tutorial verlassen“ lässt dich frei spielen.</translation>
        </message>
    </context>
    <context>
        <name>TutorialController</name>
        <message>
            <source>Tutorial left. Help ▸ Tutorial brings the coach back.</source>
            <translation>Tutorial verlassen. Hilfe ▸ Tutorial holt den Trainer zurück.</translation>
        </message>
    </context>
    <context>
        <name>Undo</name>
        <message>
            <source>choose the %1</source>
            <translation>%1 wählen</translation>
        </message>
        <message>
            <source>build the %1</source>
            <translation>%1 bauen</translation>
        </message>
        <message>
            <source>pass</source>
            <translation>passen</translation>
        </message>
        <message numerus="yes">
            <source>produce %n good(s)</source>
            <translation>
                <numerusform>%n Ware produzieren</numerusform>
                <numerusform>%n Waren produzieren</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>sell %n good(s)</source>
            <translation>
                <numerusform>%n Ware verkaufen</numerusform>
                <numerusform>%n Waren verkaufen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>pay with %n card(s)</source>
            <translation>
                <numerusform>mit %n Karte bezahlen</numerusform>
                <numerusform>mit %n Karten bezahlen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>choose %n card(s)</source>
            <translation>
                <numerusform>%n Karte wählen</numerusform>
                <numerusform>%n Karten wählen</numerusform>
            </translation>
        </message>
        <message>
            <source>nothing of yours to take back</source>
            <translation>du hast nichts zurückzunehmen</translation>
        </message>
        <message>
            <source>%1 has decided since</source>
            <translation>%1 hat seitdem entschieden</translation>
        </message>
        <message>
            <source>a card was drawn or looked at</source>
            <translation>eine Karte wurde gezogen oder angesehen</translation>
        </message>
        <message>
            <source>cards were turned face up</source>
            <translation>Karten wurden aufgedeckt</translation>
        </message>
        <message>
            <source>a trading-house tile was turned</source>
            <translation>ein Handelshauskärtchen wurde aufgedeckt</translation>
        </message>
        <message>
            <source>the discard pile was shuffled</source>
            <translation>der Ablagestapel wurde gemischt</translation>
        </message>
        <message>
            <source>the game is over</source>
            <translation>die Partie ist vorbei</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>&amp;Bearbeiten</translation>
        </message>
        <message>
            <source>&amp;Undo: take back my last move (the game will not be rated)</source>
            <translation>&amp;Rückgängig: meinen letzten Zug zurücknehmen (die Partie wird nicht gewertet)</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Rückgängig</translation>
        </message>
        <message>
            <source>&amp;Undo: %1</source>
            <translation>&amp;Rückgängig: %1</translation>
        </message>
        <message>
            <source>Cannot undo: %1</source>
            <translation>Rückgängig nicht möglich: %1</translation>
        </message>
        <message>
            <source>&amp;Redo: %1</source>
            <translation>&amp;Wiederholen: %1</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Wiederholen</translation>
        </message>
    </context>
    <context>
        <name>Warnings</name>
        <message>
            <source>Last builder phase: the game ends after it.</source>
            <translation>Letzte Baumeisterphase: danach endet das Spiel.</translation>
        </message>
        <message>
            <source>Someone has 11 buildings: the game may end in this builder phase.</source>
            <translation>Jemand hat 11 Gebäude: das Spiel kann in dieser Baumeisterphase enden.</translation>
        </message>
        <message>
            <source>Someone has 11 buildings: the game may end in the next builder phase.</source>
            <translation>Jemand hat 11 Gebäude: das Spiel kann in der nächsten Baumeisterphase enden.</translation>
        </message>
        <message>
            <source>its good is lost</source>
            <translation>seine Ware geht verloren</translation>
        </message>
    </context>
    <context>
        <name>WelcomeScreen</name>
        <message>
            <source>San Juan</source>
            <translation>San Juan</translation>
        </message>
        <message>
            <source>Build your town, produce and sell goods — against the computer or friends at this table.</source>
            <translation>Baue deine Stadt, produziere und verkaufe Waren – gegen den Computer oder mit Freunden an diesem Tisch.</translation>
        </message>
        <message>
            <source>New game…</source>
            <translation>Neues Spiel…</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Fortsetzen</translation>
        </message>
        <message>
            <source>Rejoin the network game</source>
            <translation>Zum Netzwerkspiel zurückkehren</translation>
        </message>
        <message>
            <source>Learn to play (tutorial)</source>
            <translation>Spielen lernen (Tutorial)</translation>
        </message>
        <message>
            <source>Open a saved game…</source>
            <translation>Spiel öffnen…</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Regeln</translation>
        </message>
    </context>
</TS>
