<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>CardEffects</name>
    <message>
        <location filename="../ui/text/card_effects.py" line="18"/>
        <source>Builder phase: you pay 1 card less when you build a production building.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_effects.py" line="21"/>
        <source>Prospector phase: whenever any player has chosen the Prospector and drawn, you turn over the top 4 cards of the draw pile. If all four have different costs, you take any one of them into your hand and discard the other three; if two share a cost, all four are discarded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_effects.py" line="27"/>
        <source>Prospector phase: whenever any player has chosen the Prospector and drawn, you turn over the top 4 cards of the draw pile. If all four have different costs, you take the cheapest of them into your hand and discard the other three; if two share a cost, all four are discarded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_effects.py" line="33"/>
        <source>Councillor phase: you take all the cards you draw into your hand, then discard as many as you must from your whole hand, so older hand cards may go instead of new ones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_effects.py" line="37"/>
        <source>Builder phase: after you build, if you have 0 or 1 cards left in hand, draw 1 card (after the Carpenter&apos;s card, if any). Nothing if you did not build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_effects.py" line="41"/>
        <source>Builder phase: you may pay with up to 2 of your goods instead of as many hand cards; each good counts as 1 card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_effects.py" line="44"/>
        <source>Trader phase: you may sell 1 more good.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_effects.py" line="45"/>
        <source>Producer phase: if you produce at least 2 goods, draw 1 card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_effects.py" line="47"/>
        <source>Trader phase: if you sell at least 2 goods, draw 1 more card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_effects.py" line="49"/>
        <source>Builder phase: you may build over one of your own buildings. The old building leaves the game and the new one costs as many cards less as the old one cost. Never over the Crane itself nor over the same building; a good on a replaced production building is discarded, cards under a replaced Chapel still score. Your number of buildings does not change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_effects.py" line="57"/>
        <source>Start of every round: you may tuck 1 hand card face down under the Chapel. Each card there is worth 1 VP at the end of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_effects.py" line="60"/>
        <source>Start of every round: your hand limit is 12 instead of {}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_effects.py" line="62"/>
        <source>Producer phase: you may produce 1 more good.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_effects.py" line="63"/>
        <source>Builder phase: after you build a violet building (and paid for it), draw 1 card. Not when you build the Carpenter itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_effects.py" line="67"/>
        <source>Councillor phase: you keep 2 cards instead of 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_effects.py" line="68"/>
        <source>Councillor phase: you keep 2 cards instead of 1 (as councillor 2 of 5, or 2 of 8 with the Library; otherwise both cards you drew).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_effects.py" line="71"/>
        <source>Trader phase: if you sell at least 1 good, draw 1 more card (once per phase).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_effects.py" line="73"/>
        <source>Builder phase: you pay 1 card less when you build a violet building.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_effects.py" line="75"/>
        <source>Doubles the privilege of the role you choose: as Builder you pay 2 cards less, as Producer you produce up to 3 goods, as Trader you sell up to 3 goods, as Councillor you draw 8 cards, as Prospector you draw 2 cards. With two players only once per round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_effects.py" line="81"/>
        <source>Monument: victory points only. Counts for the Triumphal arch, and as a violet building for the City hall.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_effects.py" line="85"/>
        <source>End of the game: 2 VP for each of your production buildings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_effects.py" line="87"/>
        <source>End of the game: 1 VP for each of your production buildings plus 1 VP for each different kind of production building.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_effects.py" line="90"/>
        <source>End of the game: 1 VP for each of your violet buildings, the City hall itself included.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_effects.py" line="92"/>
        <source>End of the game: 4 / 6 / 8 VP for 1 / 2 / 3 different monuments (Statue, Victory column, Hero).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_effects.py" line="95"/>
        <source>End of the game, counted last: 1 more VP for every full 4 VP you scored otherwise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_effects.py" line="97"/>
        <source>Start of every round: your hand limit is 7 instead of 6 (with a Tower it is 12 anyway).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_effects.py" line="100"/>
        <source>Start of every round: you may discard 1 or 2 hand cards, then draw as many.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_effects.py" line="102"/>
        <source>Trader phase: if nobody at all sold a good in the phase, draw 1 card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_effects.py" line="104"/>
        <source>Builder phase: after the phase, if you have the fewest buildings (nobody has fewer and someone has more), draw 1 card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_effects.py" line="107"/>
        <source>Crane: when you build over the Park, it reduces the new cost by up to 6 instead of 3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_effects.py" line="109"/>
        <source>Councillor phase: at its start the top card of the draw pile goes unseen onto the Customs office as a good (at most one good there). Trader phase: that good always sells for exactly 2 cards. It counts as a good for every rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_effects.py" line="115"/>
        <source>Start of a round, once per game: you may tuck any number of hand cards face down under the Bank, 1 VP each at the end of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_effects.py" line="118"/>
        <source>Trader phase: whenever you sell goods, one of the sold good cards goes face down under the Harbor instead of the discard pile, 1 VP each at the end of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_effects.py" line="122"/>
        <source>Prospector phase: in every prospector phase you turn over the top card of the draw pile; if no player (you included) has that building, you take it into your hand, otherwise it is discarded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_effects.py" line="127"/>
        <source>End of the game: for every set of three different buildings of the same cost: 4 VP for the first set, 3 for the second, then 2, 1 and 0. A card belongs to one set only, but two copies of a production building can be in two sets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_effects.py" line="133"/>
        <source>Lies face up beside the trading-house tiles from the start; any player may build it in a builder phase instead of a hand card, with all reductions. End of the game: for each building costing 6 in the other players&apos; towns 4 VP for the first, 3, 2, 1, then 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_effects.py" line="142"/>
        <source>Producer phase: when you produce, a face-down card from the draw pile goes onto it as one {good} (at most one good per building). Trader phase: {good} sells for {price} depending on the trading-house tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_effects.py" line="147"/>
        <source>Producer phase: when you produce, a face-down card from the draw pile goes onto it as one {good} (at most one good per building). Trader phase: {good} sells for {price} on every trading-house tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_effects.py" line="155"/>
        <source>Can receive a good in every producer phase after the builder phase in which it is built.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_effects.py" line="157"/>
        <source>Works from the end of the builder phase in which it is built (possibly later in the same round); using it is optional.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_effects.py" line="160"/>
        <source>Works from the start of the next round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_effects.py" line="161"/>
        <source>Scores at the end of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_effects.py" line="162"/>
        <source>Its victory points count at the end of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_effects.py" line="188"/>
        <source>1 card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_effects.py" line="189"/>
        <source>{} cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_effects.py" line="190"/>
        <source>{} or {} cards</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardShort</name>
    <message>
        <location filename="../ui/text/card_short.py" line="17"/>
        <source>Builder: 1 card less for a production building.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_short.py" line="19"/>
        <source>Prospector: turn over 4 cards; if all costs differ, take any one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_short.py" line="21"/>
        <source>Prospector: turn over 4 cards; if all costs differ, take the cheapest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_short.py" line="23"/>
        <source>Councillor: discard from your whole hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_short.py" line="24"/>
        <source>Builder: after building, draw 1 card if you have 0 or 1 left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_short.py" line="26"/>
        <source>Builder: pay with up to 2 goods instead of cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_short.py" line="28"/>
        <source>Trader: sell 1 more good.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_short.py" line="29"/>
        <source>Producer: draw 1 card if you produce at least 2 goods.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_short.py" line="31"/>
        <source>Trader: draw 1 card if you sell at least 2 goods.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_short.py" line="33"/>
        <source>Builder: build over one of your buildings, paying its cost less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_short.py" line="35"/>
        <source>Round start: tuck 1 hand card under it, 1 VP each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_short.py" line="37"/>
        <source>Round start: your hand limit is 12.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_short.py" line="38"/>
        <source>Producer: produce 1 more good.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_short.py" line="39"/>
        <source>Builder: draw 1 card after building a violet building.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_short.py" line="41"/>
        <source>Councillor: keep 2 cards instead of 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_short.py" line="42"/>
        <source>Trader: draw 1 more card if you sell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_short.py" line="43"/>
        <source>Builder: 1 card less for a violet building.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_short.py" line="44"/>
        <source>Doubles the privilege of the role you choose.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_short.py" line="46"/>
        <source>Monument: victory points only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_short.py" line="47"/>
        <source>End: 2 VP per production building.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_short.py" line="48"/>
        <source>End: 1 VP per production building and 1 per kind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_short.py" line="50"/>
        <source>End: 1 VP per violet building.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_short.py" line="51"/>
        <source>End: 4 / 6 / 8 VP for 1 / 2 / 3 monuments.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_short.py" line="53"/>
        <source>End: 1 more VP for every 4 VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_short.py" line="54"/>
        <source>Round start: your hand limit is 7, not 6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_short.py" line="56"/>
        <source>Round start: discard 1 or 2 hand cards, draw as many.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_short.py" line="58"/>
        <source>Trader: draw 1 card if nobody sold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_short.py" line="59"/>
        <source>Builder: draw 1 card if you have the fewest buildings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_short.py" line="61"/>
        <source>Built over with the Crane: up to 6 cards less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_short.py" line="63"/>
        <source>Councillor: gets a good; it sells for 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_short.py" line="65"/>
        <source>Round start, once: tuck hand cards under it, 1 VP each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_short.py" line="67"/>
        <source>Trader: one sold good goes under it, 1 VP each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_short.py" line="69"/>
        <source>Prospector: turn over 1 card; take it if nobody owns one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_short.py" line="71"/>
        <source>End: VP for sets of 3 buildings of one cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_short.py" line="73"/>
        <source>End: VP for the cost-6 buildings of the others.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_short.py" line="86"/>
        <source>Produces {}; it sells for 1 card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/card_short.py" line="89"/>
        <source>Produces {}; it sells for {} cards.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardTip</name>
    <message>
        <location filename="../ui/text/cards.py" line="29"/>
        <source>Production building: produces {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/cards.py" line="32"/>
        <source>Violet building (city building)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/cards.py" line="33"/>
        <source>Violet building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/cards.py" line="35"/>
        <source>monument</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/cards.py" line="37"/>
        <source>expansion, lies beside the tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/cards.py" line="39"/>
        <source>expansion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/cards.py" line="46"/>
        <source>Cost: {} · Victory points: {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/cards.py" line="48"/>
        <source>(3 in the classic edition)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/cards.py" line="50"/>
        <source>(4 in the 2018 edition)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/cards.py" line="53"/>
        <source>1 copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/cards.py" line="54"/>
        <source>{} copies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/cards.py" line="56"/>
        <source>not in this edition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/cards.py" line="74"/>
        <source>For you now:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <location filename="../ui/text/names.py" line="16"/>
        <source>Indigo plant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/names.py" line="17"/>
        <source>Sugar mill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/names.py" line="18"/>
        <source>Tobacco storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/names.py" line="19"/>
        <source>Coffee roaster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/names.py" line="20"/>
        <source>Silver smelter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/names.py" line="21"/>
        <source>Smithy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/names.py" line="22"/>
        <source>Gold mine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/names.py" line="23"/>
        <source>Archive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/names.py" line="24"/>
        <source>Poor house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/names.py" line="25"/>
        <source>Black market</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/names.py" line="26"/>
        <source>Trading post</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/names.py" line="27"/>
        <source>Well</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/names.py" line="28"/>
        <source>Market stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/names.py" line="29"/>
        <source>Crane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/names.py" line="30"/>
        <source>Chapel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/names.py" line="31"/>
        <source>Tower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/names.py" line="32"/>
        <source>Aqueduct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/names.py" line="33"/>
        <source>Carpenter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/names.py" line="34"/>
        <source>Prefecture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/names.py" line="35"/>
        <source>Market hall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/names.py" line="36"/>
        <source>Quarry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/names.py" line="37"/>
        <source>Library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/names.py" line="38"/>
        <source>Statue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/names.py" line="39"/>
        <source>Victory column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/names.py" line="40"/>
        <source>Hero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/names.py" line="41"/>
        <source>Guild hall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/names.py" line="42"/>
        <source>City hall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/names.py" line="43"/>
        <source>Triumphal arch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/names.py" line="44"/>
        <source>Palace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/names.py" line="45"/>
        <source>Guard room</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/names.py" line="46"/>
        <source>Office building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/names.py" line="47"/>
        <source>Hut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/names.py" line="48"/>
        <source>Tavern</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/names.py" line="49"/>
        <source>Park</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/names.py" line="50"/>
        <source>Customs office</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/names.py" line="51"/>
        <source>Bank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/names.py" line="52"/>
        <source>Harbor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/names.py" line="53"/>
        <source>Goldsmith</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/names.py" line="54"/>
        <source>Residence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/names.py" line="55"/>
        <source>Cathedral</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Costs</name>
    <message>
        <location filename="../ui/text/costs.py" line="21"/>
        <source>Builder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/costs.py" line="23"/>
        <source>Builder with Library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/costs.py" line="26"/>
        <source>Crane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/costs.py" line="28"/>
        <source>Crane over {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/costs.py" line="52"/>
        <source>up to 1 of it payable with a good (Black market)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/costs.py" line="54"/>
        <source>up to {} of it payable with goods (Black market)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/costs.py" line="56"/>
        <source>{}; {}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForYou</name>
    <message>
        <location filename="../ui/text/foryou.py" line="44"/>
        <source>{} other hand card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/foryou.py" line="45"/>
        <source>{} other hand cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/foryou.py" line="48"/>
        <source>{} and {} Black-market goods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/foryou.py" line="64"/>
        <source>In this builder phase it costs you {}{}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/foryou.py" line="67"/>
        <source>You can pay for it with your {}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/foryou.py" line="68"/>
        <source>You cannot pay for it with your {}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/foryou.py" line="78"/>
        <source>It would cost you {}{}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/foryou.py" line="80"/>
        <source>As builder it would cost you {}{}; otherwise {}{}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/foryou.py" line="84"/>
        <source>You could pay for it with your {}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/foryou.py" line="86"/>
        <source>You could pay for it with your {}, but only as builder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/foryou.py" line="89"/>
        <source>You cannot pay for it yet with your {}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/foryou.py" line="110"/>
        <source>You own a Crane, but building it over one of your buildings would not make it cheaper.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/foryou.py" line="113"/>
        <source>You own a Crane: built over your {} it would cost you {} (the {} leaves the game).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/foryou.py" line="115"/>
        <source>You own a Crane: built over your {} it would cost you {} without the builder&apos;s privilege (the {} leaves the game).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/foryou.py" line="125"/>
        <source>You own a Smithy: production buildings cost you 1 less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/foryou.py" line="127"/>
        <source>You own a Quarry: violet buildings cost you 1 less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/foryou.py" line="130"/>
        <source>You own a Library, but you have used it this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/foryou.py" line="132"/>
        <source>You own a Library: as builder you pay 2 less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/foryou.py" line="135"/>
        <source>You own a Black market: you may pay with your {} good instead of a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/foryou.py" line="137"/>
        <source>You own a Black market: you may pay with up to 2 of your {} goods instead of cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/foryou.py" line="142"/>
        <source>You own a Carpenter: building it draws you 1 card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/foryou.py" line="152"/>
        <source>As things stand it scores you {} VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/foryou.py" line="162"/>
        <source>Built now it would add {} VP to your score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/foryou.py" line="172"/>
        <source>You own {} of the 3 monuments.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/foryou.py" line="174"/>
        <source>{} card lies under your Chapel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/foryou.py" line="175"/>
        <source>{} cards lie under your Chapel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/foryou.py" line="177"/>
        <source>{} card lies under your Bank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/foryou.py" line="178"/>
        <source>{} cards lie under your Bank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/foryou.py" line="179"/>
        <source>You have not used your Bank yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/foryou.py" line="181"/>
        <source>{} card lies under your Harbor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/foryou.py" line="182"/>
        <source>{} cards lie under your Harbor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/foryou.py" line="184"/>
        <source>Your hand limit is {} now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/foryou.py" line="186"/>
        <source>It lies beside the trading-house tiles: you may build it in a builder phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/foryou.py" line="189"/>
        <source>The Cathedral has been built.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/foryou.py" line="193"/>
        <source>You have the fewest buildings now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/foryou.py" line="194"/>
        <source>You do not have the fewest buildings now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/foryou.py" line="197"/>
        <source>In this trader phase its good sells for {} (tile {}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/foryou.py" line="210"/>
        <source>This building is not part of this game&apos;s edition.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/foryou.py" line="217"/>
        <source>You own {} of them ({} with a good).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/foryou.py" line="220"/>
        <source>You already own one: only one of each violet building, so you cannot build a second.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/foryou.py" line="224"/>
        <source>You hold {} of them in your hand.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <location filename="../ui/game_files.py" line="47"/>
        <source>The game could not be saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/game_files.py" line="49"/>
        <source>Saved to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/game_files.py" line="62"/>
        <source>The game could not be opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/game_files.py" line="65"/>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/game_files.py" line="83"/>
        <source>San Juan %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/game_files.py" line="86"/>
        <source>Save game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/game_files.py" line="92"/>
        <source>Open game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/game_files.py" line="105"/>
        <source>San Juan games (*.sanjuan.json *.json)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <location filename="../ui/dialogs/game_over.py" line="53"/>
        <source>Game over</source>
        <extracomment>Line colours of the players in the chart (palette of assets/rules.html).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/game_over.py" line="71"/>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/game_over.py" line="73"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/game_over.py" line="86"/>
        <source>You win with %1 VP!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/game_over.py" line="89"/>
        <source>You share the victory with %1 at %2 VP!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/game_over.py" line="90"/>
        <location filename="../ui/dialogs/game_over.py" line="94"/>
        <location filename="../ui/dialogs/game_over.py" line="102"/>
        <source>and</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/game_over.py" line="92"/>
        <source>%1 wins with %2 VP!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/game_over.py" line="93"/>
        <source>%1 share the victory with %2 VP!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/game_over.py" line="104"/>
        <source>%1 tie at %2 VP; the tie-break is hand cards plus goods (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/game_over.py" line="107"/>
        <source>You have the most and win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/game_over.py" line="109"/>
        <source>%1 has the most and wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/game_over.py" line="111"/>
        <source>That is tied too, so the victory is shared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/game_over.py" line="118"/>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/game_over.py" line="119"/>
        <source>Tie-break: hand cards + goods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/game_over.py" line="149"/>
        <source>Victory points by round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/game_over.py" line="154"/>
        <source>VP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/game_over.py" line="155"/>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Goods</name>
    <message>
        <location filename="../ui/text/names.py" line="59"/>
        <source>indigo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/names.py" line="60"/>
        <source>sugar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/names.py" line="61"/>
        <source>tobacco</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/names.py" line="62"/>
        <source>coffee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/names.py" line="63"/>
        <source>silver</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandoverScreen</name>
    <message>
        <location filename="../ui/dialogs/handover.py" line="45"/>
        <source>Pass the computer to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/handover.py" line="47"/>
        <source>Everybody else, please look away: %1&apos;s hand is shown next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/handover.py" line="48"/>
        <source>I am %1 — show my cards</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <location filename="../ui/text/log.py" line="57"/>
        <source>New game of {}, {} players. You are the first governor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log.py" line="59"/>
        <source>New game of {}, {} players. {} is the first governor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log.py" line="65"/>
        <source>&lt;b&gt;Round {}&lt;/b&gt; — you are governor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log.py" line="66"/>
        <source>&lt;b&gt;Round {}&lt;/b&gt; — {} is governor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log.py" line="72"/>
        <source>You chose the {}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log.py" line="74"/>
        <source>Your Library doubles the privilege.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log.py" line="76"/>
        <source>{} chose the {}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log.py" line="79"/>
        <source>The Library doubles the privilege.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log.py" line="89"/>
        <source>You took the {} ({}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log.py" line="91"/>
        <source>{} took the {} ({}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log.py" line="96"/>
        <source>You were dealt {}{}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log.py" line="97"/>
        <source>{} was dealt {}{}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log.py" line="100"/>
        <source>You took {} into hand (Councillor){}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log.py" line="101"/>
        <source>{} took {} into hand (Councillor){}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log.py" line="103"/>
        <source>You drew {} ({}){}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log.py" line="104"/>
        <source>{} drew {} ({}){}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log.py" line="113"/>
        <source>The other Gold mine cards were discarded{}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log.py" line="116"/>
        <source>Your Goldsmith card was discarded (someone owns that building){}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log.py" line="118"/>
        <source>{}&apos;s Goldsmith card was discarded (someone owns that building){}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log.py" line="122"/>
        <source>You discarded {} ({}){}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log.py" line="124"/>
        <source>{} discarded {} ({}){}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log.py" line="134"/>
        <source>Your {} turns over: {}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log.py" line="135"/>
        <source>{}&apos;s {} turns over: {}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log.py" line="146"/>
        <source>One of your sold goods went under the Harbor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log.py" line="147"/>
        <source>One of {}&apos;s sold goods went under the Harbor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log.py" line="150"/>
        <source>You tucked {} under the {}{}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log.py" line="152"/>
        <source>{} tucked {} under the {}{}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log.py" line="156"/>
        <source>You tucked a card under the Chapel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log.py" line="157"/>
        <source>{} tucked a card under the Chapel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log.py" line="159"/>
        <source>You tucked cards under the {}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log.py" line="160"/>
        <source>{} tucked cards under the {}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log.py" line="168"/>
        <source>You built the {} over the {} (Crane)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log.py" line="169"/>
        <source>{} built the {} over the {} (Crane)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log.py" line="171"/>
        <source>You built the {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log.py" line="172"/>
        <source>{} built the {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log.py" line="174"/>
        <source>for {} and {} (Black market)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log.py" line="177"/>
        <source>for {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log.py" line="179"/>
        <source>for free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log.py" line="180"/>
        <source>{} {}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log.py" line="187"/>
        <source>A good was placed on your Customs office.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log.py" line="188"/>
        <source>A good was placed on {}&apos;s Customs office.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log.py" line="191"/>
        <source>You produced {} (on {}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log.py" line="192"/>
        <source>{} produced {} (on {}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log.py" line="202"/>
        <source>You sold {} ({}) for {}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log.py" line="203"/>
        <source>{} sold {} ({}) for {}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log.py" line="212"/>
        <source>You paid with the good on the {} (Black market).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log.py" line="214"/>
        <source>{} paid with the good on the {} (Black market).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log.py" line="217"/>
        <source>The good on your {} was discarded (built over with the Crane).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log.py" line="219"/>
        <source>The good on {}&apos;s {} was discarded (built over with the Crane).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log.py" line="226"/>
        <source>You turned trading-house tile {}: {}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log.py" line="228"/>
        <source>{} turned trading-house tile {}: {}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log.py" line="233"/>
        <source>The discard pile ({}) was shuffled into a new draw pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log.py" line="238"/>
        <source>No card left to draw: draw and discard pile are both empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log.py" line="244"/>
        <source>Scores: {}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log.py" line="247"/>
        <source>&lt;b&gt;Game over.&lt;/b&gt; You win with {} VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log.py" line="249"/>
        <source>&lt;b&gt;Game over.&lt;/b&gt; You share the victory with {} at {} VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log.py" line="253"/>
        <source>&lt;b&gt;Game over.&lt;/b&gt; {} wins with {} VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log.py" line="254"/>
        <source>&lt;b&gt;Game over.&lt;/b&gt; {} share the victory with {} VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log_words.py" line="25"/>
        <source>San Juan, classic edition (2004)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log_words.py" line="26"/>
        <source>the 2018 edition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log_words.py" line="27"/>
        <source>the 2018 edition with “Die neuen Gebäude”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log_words.py" line="36"/>
        <source>deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log_words.py" line="37"/>
        <source>start hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log_words.py" line="38"/>
        <source>hand limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log_words.py" line="39"/>
        <source>payment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log_words.py" line="40"/>
        <source>sale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log_words.py" line="41"/>
        <source>Councillor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log_words.py" line="42"/>
        <source>Prospector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log_words.py" line="43"/>
        <source>Crane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log_words.py" line="75"/>
        <source>{} card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log_words.py" line="75"/>
        <source>{} cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log_words.py" line="80"/>
        <source>{} good</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/log_words.py" line="80"/>
        <source>{} goods</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/main_window.py" line="48"/>
        <source>San Juan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="58"/>
        <source>Game log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="123"/>
        <source>Watching the computer players; the hand below is %1&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="132"/>
        <source>Round %1 · %2 · seed %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="197"/>
        <source>Game over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="230"/>
        <source>Not allowed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <location filename="../ui/menus.py" line="22"/>
        <source>Instant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/menus.py" line="23"/>
        <source>Fast (0.3 s per move)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/menus.py" line="24"/>
        <source>Normal (0.8 s per move)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/menus.py" line="25"/>
        <source>Slow (1.5 s per move)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/menus.py" line="26"/>
        <source>%1 ms per move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/menus.py" line="45"/>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/menus.py" line="46"/>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/menus.py" line="49"/>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/menus.py" line="50"/>
        <source>&amp;Save…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/menus.py" line="52"/>
        <source>Final &amp;scores…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/menus.py" line="55"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/menus.py" line="57"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/menus.py" line="58"/>
        <source>Computer players&apos; &amp;pace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/menus.py" line="68"/>
        <source>Game &amp;log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/menus.py" line="71"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/menus.py" line="72"/>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/menus.py" line="74"/>
        <source>&amp;About San Juan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/menus.py" line="95"/>
        <source>About San Juan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/menus.py" line="97"/>
        <source>&lt;h3&gt;San Juan&lt;/h3&gt;&lt;p&gt;The card game by Andreas Seyfarth (alea), for two to four players, against computer opponents or friends at the same computer.&lt;/p&gt;&lt;p&gt;Press F1 for the rules. Every card, role and tile explains itself in its tooltip.&lt;/p&gt;&lt;p&gt;Made with Python, Qt (PySide6) and pyqtgraph.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../ui/dialogs/new_game.py" line="42"/>
        <source>Classic (2004)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_game.py" line="43"/>
        <source>2018 edition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_game.py" line="44"/>
        <source>2018 edition with the expansion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_game.py" line="56"/>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_game.py" line="60"/>
        <source>Who plays?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_game.py" line="65"/>
        <source> players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_game.py" line="67"/>
        <source>Number of players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_game.py" line="70"/>
        <source>Seats (in seating order)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_game.py" line="72"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_game.py" line="73"/>
        <source>Played by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_game.py" line="78"/>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_game.py" line="97"/>
        <source>Edition:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_game.py" line="98"/>
        <source>Start-hand variant (draw more, keep 4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_game.py" line="103"/>
        <source>random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_game.py" line="104"/>
        <source>The same seed and the same moves give the same game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_game.py" line="105"/>
        <source>Seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_game.py" line="111"/>
        <source>Start game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_game.py" line="122"/>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_game.py" line="122"/>
        <source>Computer – easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_game.py" line="123"/>
        <source>Computer – medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_game.py" line="124"/>
        <source>Computer – hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_game.py" line="157"/>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_game.py" line="158"/>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Play</name>
    <message>
        <location filename="../ui/play.py" line="67"/>
        <location filename="../ui/text/table.py" line="25"/>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Prompts</name>
    <message>
        <location filename="../ui/text/prompts.py" line="25"/>
        <source>{} is choosing a start hand…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="26"/>
        <source>{} is using the Office building…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="27"/>
        <source>{} is deciding about the Chapel…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="28"/>
        <source>{} is deciding about the Bank…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="29"/>
        <source>{} is discarding down to the hand limit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="30"/>
        <source>{} is choosing a role…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="31"/>
        <source>{} is deciding what to build…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="32"/>
        <source>{} is choosing goods for the Black market…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="33"/>
        <source>{} is paying for a building…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="34"/>
        <source>{} is producing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="35"/>
        <source>{} is selling…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="36"/>
        <source>{} is choosing which cards to keep…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="37"/>
        <source>{} is discarding cards (Archive)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="38"/>
        <source>{} is taking a card from the Gold mine…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="42"/>
        <source>Builder phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="43"/>
        <location filename="../ui/text/prompts.py" line="138"/>
        <source>Producer phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="44"/>
        <location filename="../ui/text/prompts.py" line="145"/>
        <source>Trader phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="45"/>
        <location filename="../ui/text/prompts.py" line="153"/>
        <location filename="../ui/text/prompts.py" line="161"/>
        <source>Councillor phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="46"/>
        <source>Prospector phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="58"/>
        <source>{} card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="58"/>
        <source>{} cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="62"/>
        <source>{} good</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="62"/>
        <source>{} goods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="71"/>
        <source>Start hand: keep {} of your {} cards; the other one is discarded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="74"/>
        <source>Start hand: keep 1 of your {} cards; the others are discarded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="76"/>
        <source>Start hand: keep {} of your {} cards; the others are discarded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="80"/>
        <source>Office building: choose 1 hand card to discard and draw a new one, or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="82"/>
        <source>Office building: choose up to {} hand cards to discard and draw as many, or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="85"/>
        <source>Chapel: tuck 1 hand card under your Chapel (1 VP at the end), or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="88"/>
        <source>Bank (once per game): tuck any number of hand cards under your Bank (1 VP each), or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="91"/>
        <source>Hand limit: discard {} down to {}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="95"/>
        <source>Choose your second role.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="97"/>
        <source>Governor: choose a role.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="99"/>
        <source>Choose a role.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="101"/>
        <source>Your Library can double its privilege.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="105"/>
        <source>Builder: you cannot afford any building — pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="106"/>
        <source>Builder phase: you cannot afford any building — pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="109"/>
        <source>Builder: choose a building to build, or pass — you pay 2 less (Library).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="112"/>
        <source>Builder: choose a building to build, or pass — you pay 1 less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="114"/>
        <source>Builder phase: choose a building to build, or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="120"/>
        <source>Black market: the {} costs {}; choose {} to pay instead of cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="123"/>
        <source>Black market: the {} costs {}; choose {} to {} goods to pay instead of cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="127"/>
        <source>Black market: the {} costs {}; you may pay with 1 good instead of a card, or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="129"/>
        <source>Black market: the {} costs {}; choose up to {} goods to pay instead of cards, or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="135"/>
        <source>Pay for the {}: choose {} to discard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="138"/>
        <source>Producer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="139"/>
        <source>{}: choose up to {} empty production buildings to produce on, or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="141"/>
        <source>{}: choose an empty production building to produce on, or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="145"/>
        <source>Trader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="148"/>
        <source>{}: choose up to {} goods to sell (tile {}), or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="150"/>
        <source>{}: choose a good to sell (tile {}), or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="153"/>
        <location filename="../ui/text/prompts.py" line="161"/>
        <source>Councillor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="156"/>
        <source>{}: keep 1 of the {} cards you drew.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="158"/>
        <source>{}: keep {} of the {} cards you drew.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="163"/>
        <source>{} (Archive): discard {} from your whole hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="166"/>
        <source>Gold mine: take one of the revealed cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="183"/>
        <source>Game over: you win with {} VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="184"/>
        <source>Game over: you share the victory with {} at {} VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="188"/>
        <source>Game over: {} wins with {} VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="189"/>
        <source>Game over: {} share the victory with {} VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="213"/>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="216"/>
        <source>Start hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="218"/>
        <source>role choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="222"/>
        <source>start of round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/prompts.py" line="223"/>
        <source>Round {} · {}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoleTip</name>
    <message>
        <location filename="../ui/text/roles.py" line="25"/>
        <source>Everyone, starting with the chooser, may build one building and pays its cost in hand cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="27"/>
        <source>Everyone may produce one good on an empty production building.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="29"/>
        <source>The chooser turns over the next trading-house tile; everyone may sell one good for the cards it shows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="31"/>
        <source>Everyone draws 2 cards, keeps 1 and discards the other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="33"/>
        <source>No action for the others.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="36"/>
        <source>Privilege: the builder pays 1 card less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="37"/>
        <source>Privilege: the producer may produce a second good.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="39"/>
        <source>Privilege: the trader may sell a second good.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="40"/>
        <source>Privilege: the councillor draws 5 cards instead of 2 and keeps 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="42"/>
        <source>Privilege: the prospector draws 1 card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="45"/>
        <source>Library: the builder pays 2 cards less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="46"/>
        <source>Library: the producer may produce up to 3 goods.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="47"/>
        <source>Library: the trader may sell up to 3 goods.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="48"/>
        <source>Library: the councillor draws 8 cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="49"/>
        <source>Library: the prospector draws 2 cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="74"/>
        <source>You cannot afford any building in your hand, even as builder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="77"/>
        <source>You could afford {} of the buildings in your hand; the cheapest would cost you {} as builder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="81"/>
        <source>As builder you could afford {} of the buildings in your hand, otherwise {}; the cheapest would cost you {}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="85"/>
        <source>Your Smithy: production buildings cost 1 less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="87"/>
        <source>Your Quarry: violet buildings cost 1 less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="88"/>
        <source>Your Black market: pay with up to 2 goods.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="90"/>
        <source>Your Crane: you may build over a building.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="91"/>
        <source>Your Carpenter: 1 card after a violet build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="93"/>
        <source>Your Poor house: 1 card if you end with 0 or 1 hand cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="95"/>
        <source>Your Tavern: 1 card if you have the fewest buildings after the phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="106"/>
        <source>You have no empty production building: you cannot produce.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="110"/>
        <source>You have 1 empty production building: you could produce on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="113"/>
        <source>You have {} empty production buildings: you could produce on {}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="116"/>
        <source>You have {} empty production buildings: as producer you could produce on {}, otherwise on {}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="120"/>
        <source>Your Aqueduct: 1 more good.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="122"/>
        <source>Your Well: 1 card if you produce at least 2 goods.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="139"/>
        <source>The next tile is unknown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="141"/>
        <source>The last tile turned, {}, paid {}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="144"/>
        <source>The current tile {} pays {}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="147"/>
        <source>The next tile is {} (the tiles repeat in the same order); it pays {}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="150"/>
        <source>You have no goods to sell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="157"/>
        <source>You have 1 good: you could sell it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="159"/>
        <source>You have {} goods: you could sell {}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="161"/>
        <source>You have {} goods: as trader you could sell {}, otherwise {}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="168"/>
        <source>On tile {} that pays {} cards as trader, {} otherwise (before bonuses).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="172"/>
        <source>On tile {} that pays 1 card (before bonuses).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="175"/>
        <source>On tile {} that pays {} cards (before bonuses).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="178"/>
        <source>Your Trading post: 1 more good.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="179"/>
        <source>Your Market stand: 1 card more for 2 goods sold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="181"/>
        <source>Your Market hall: 1 card more if you sell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="183"/>
        <source>Your Harbor: one sold good goes under it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="196"/>
        <source>As councillor you would draw {} and keep {}; otherwise draw {} and keep {}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="199"/>
        <source>Your Archive: you may discard from your whole hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="201"/>
        <source>Your Customs office receives a good first, if empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="206"/>
        <source>As prospector you would draw 2 cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="207"/>
        <source>As prospector you would draw 1 card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="209"/>
        <source>Your Gold mine turns over 4 cards whoever chooses it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="211"/>
        <source>Your Goldsmith turns over 1 card whoever chooses it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="227"/>
        <source>Two players: the Library only once per round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="230"/>
        <source>You took it this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="231"/>
        <source>Taken this round by {}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="233"/>
        <source>Its phase is under way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="235"/>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="237"/>
        <source>Not chosen this round: every player has chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="239"/>
        <source>Still available this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="242"/>
        <source>For you now:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="245"/>
        <source>Your Library doubles the privilege.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/roles.py" line="247"/>
        <source>You have used your Library this round.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Roles</name>
    <message>
        <location filename="../ui/text/names.py" line="67"/>
        <source>Builder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/names.py" line="68"/>
        <source>Producer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/names.py" line="69"/>
        <source>Trader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/names.py" line="70"/>
        <source>Councillor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/names.py" line="71"/>
        <source>Prospector</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <location filename="../ui/dialogs/rules.py" line="29"/>
        <source>San Juan — Rules</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Scoring</name>
    <message>
        <location filename="../ui/text/scoring.py" line="10"/>
        <source>Buildings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/scoring.py" line="11"/>
        <source>Chapel cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/scoring.py" line="12"/>
        <source>Bank cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/scoring.py" line="13"/>
        <source>Harbor cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/scoring.py" line="14"/>
        <source>Guild hall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/scoring.py" line="15"/>
        <source>City hall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/scoring.py" line="16"/>
        <source>Triumphal arch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/scoring.py" line="17"/>
        <source>Residence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/scoring.py" line="18"/>
        <source>Cathedral</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/scoring.py" line="19"/>
        <source>Palace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/scoring.py" line="20"/>
        <source>Tie-break (hand cards + goods)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/scoring.py" line="21"/>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/scoring.py" line="25"/>
        <source>Printed VP of every building in the town.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/scoring.py" line="26"/>
        <source>1 VP per card under the Chapel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/scoring.py" line="27"/>
        <source>1 VP per card under the Bank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/scoring.py" line="28"/>
        <source>1 VP per card under the Harbor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/scoring.py" line="29"/>
        <source>Bonus for production buildings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/scoring.py" line="30"/>
        <source>1 VP per violet building.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/scoring.py" line="31"/>
        <source>4 / 6 / 8 VP for 1 / 2 / 3 monuments.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/scoring.py" line="32"/>
        <source>Sets of three different buildings of one cost: 4, 3, 2, 1 VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/scoring.py" line="34"/>
        <source>Cost-6 buildings of the other players: 4, 3, 2, 1 VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/scoring.py" line="36"/>
        <source>1 VP per full 4 VP of everything else.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/scoring.py" line="37"/>
        <source>Decides a tie: cards in hand plus goods.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/scoring.py" line="38"/>
        <source>Sum of all parts except the tie-break.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../ui/table/decision.py" line="88"/>
        <source>Your Library doubles the privilege</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table/decision.py" line="133"/>
        <source>You already own a {name}: only one of each violet building.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table/decision.py" line="138"/>
        <source>Not affordable now: it costs you {cost}, you have {n} other cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table/decision.py" line="149"/>
        <source>sells {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table/decision.py" line="213"/>
        <source>click a card to build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table/decision.py" line="215"/>
        <source>or click a building to build over it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table/decision.py" line="225"/>
        <source>earns 1 card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table/decision.py" line="226"/>
        <source>earns {} cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table/decision.py" line="230"/>
        <source>then {} hand cards to pay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table/decision.py" line="262"/>
        <source>Black market: you may pay up to {} goods instead of cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table/decision.py" line="229"/>
        <source>then 1 hand card to pay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table/decision.py" line="240"/>
        <source>costs {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table/decision.py" line="249"/>
        <source>Build {name}: {cost}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table/decision.py" line="254"/>
        <source>Over {old}: {cost}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table/decision.py" line="256"/>
        <source>Build {name} over {old}: {cost}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table/decision.py" line="261"/>
        <source>Black market: you may pay 1 good instead of a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table/decision_panel.py" line="42"/>
        <source>Use the Library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table/decision_panel.py" line="44"/>
        <source>The Library doubles the privilege of the role you choose (with two players only once per round).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table/decision_panel.py" line="47"/>
        <location filename="../ui/table/labels.py" line="43"/>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table/decision_panel.py" line="49"/>
        <location filename="../ui/table/labels.py" line="30"/>
        <source>Confirm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table/factory.py" line="56"/>
        <source>A face-down card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table/factory.py" line="57"/>
        <source>face-down card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table/hand.py" line="42"/>
        <source>Your hand: 1 card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table/hand.py" line="43"/>
        <source>Your hand: {} cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table/hand.py" line="44"/>
        <source>{count} (hand limit {limit} at round start)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table/hand.py" line="49"/>
        <source>Your hand is hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table/info.py" line="60"/>
        <source>Trading house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table/info.py" line="136"/>
        <source>Draw pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table/info.py" line="137"/>
        <location filename="../ui/table/labels.py" line="23"/>
        <location filename="../ui/table/labels.py" line="29"/>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table/labels.py" line="17"/>
        <source>Build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table/labels.py" line="18"/>
        <source>Pay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table/labels.py" line="19"/>
        <source>Pay with goods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table/labels.py" line="20"/>
        <source>Produce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table/labels.py" line="21"/>
        <source>Sell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table/labels.py" line="22"/>
        <location filename="../ui/table/labels.py" line="25"/>
        <source>Keep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table/labels.py" line="24"/>
        <source>Take</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table/labels.py" line="26"/>
        <source>Swap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table/labels.py" line="27"/>
        <source>Tuck under Chapel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table/labels.py" line="28"/>
        <source>Tuck under Bank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table/labels.py" line="36"/>
        <source>Build nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table/labels.py" line="37"/>
        <source>Pay with cards only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table/labels.py" line="38"/>
        <source>Produce nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table/labels.py" line="39"/>
        <source>Sell nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table/labels.py" line="40"/>
        <source>Keep my hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table/labels.py" line="41"/>
        <location filename="../ui/table/labels.py" line="42"/>
        <source>Tuck nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table/labels.py" line="49"/>
        <source>choose {n} more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table/labels.py" line="51"/>
        <source>you may choose {n} more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table/labels.py" line="52"/>
        <source>choose up to {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table/labels.py" line="54"/>
        <source>ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table/seat_panel.py" line="60"/>
        <source>thinking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table/seat_panel.py" line="111"/>
        <source>{n} in hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table/seat_panel.py" line="112"/>
        <source>{n}/{max}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table/seat_panel.py" line="113"/>
        <source>{n}/{max} buildings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table/seat_panel.py" line="115"/>
        <source>&lt;b&gt;{vp} VP&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/table/seat_panel.py" line="118"/>
        <source>Chapel {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/__init__.py" line="43"/>
        <source>Player {}</source>
        <extracomment>``translate(context, source)`` — the alias is recognised by pyside6-lupdate.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableTip</name>
    <message>
        <location filename="../ui/text/table.py" line="39"/>
        <source>Trading-house tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/table.py" line="42"/>
        <source>Current tile {}: cards paid per good sold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/table.py" line="43"/>
        <source>Last tile turned: {} (cards per good)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/table.py" line="46"/>
        <source>No tile has been turned yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/table.py" line="49"/>
        <source>Turned so far, in their fixed order: {}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/table.py" line="52"/>
        <source>Next tile: {} (the five tiles repeat in the same order).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/table.py" line="54"/>
        <source>Next tile: unknown until it is turned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/table.py" line="55"/>
        <source>The trader turns over the next tile at the start of the trader phase; afterwards it goes under the stack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/table.py" line="58"/>
        <source>A good on a Customs office always sells for {} cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/table.py" line="68"/>
        <source>Draw pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/table.py" line="78"/>
        <source>{} card, face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/table.py" line="79"/>
        <source>{} cards, face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/table.py" line="69"/>
        <source>Cards are drawn from here as money, goods and councillor draws. When it is empty, the discard pile is shuffled into a new draw pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/table.py" line="73"/>
        <source>Discard pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/table.py" line="74"/>
        <source>Payments, sold goods and discarded cards go here face down; nobody knows its contents.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/table.py" line="89"/>
        <source>Governor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/table.py" line="90"/>
        <source>You are governor in round {} and choose the first role.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/table.py" line="92"/>
        <source>{} is governor in round {} and chooses the first role.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/table.py" line="95"/>
        <source>Two players: the governor also chooses the third role (governor – other – governor).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/table.py" line="97"/>
        <source>At the end of the round the card passes clockwise to you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/table.py" line="99"/>
        <source>At the end of the round the card passes clockwise to {}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/table.py" line="115"/>
        <source>{} (you)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/table.py" line="119"/>
        <source>Governor this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/table.py" line="122"/>
        <source>Role this round: {}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/table.py" line="124"/>
        <source>Roles this round: {}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/table.py" line="125"/>
        <source>{} card in hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/table.py" line="126"/>
        <source>{} cards in hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/table.py" line="127"/>
        <source>Buildings: {} of {} (the game ends after the builder phase in which someone has {}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/table.py" line="130"/>
        <source>Printed victory points: {}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/table.py" line="131"/>
        <source>{} good on production buildings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/table.py" line="132"/>
        <source>{} goods on production buildings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/table.py" line="135"/>
        <source>Cards under the Harbor: {}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/table.py" line="138"/>
        <source>Cards under your Chapel: {} (only you know).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/table.py" line="141"/>
        <source>Cards under your Bank: {} (only you know).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/table.py" line="143"/>
        <source>Your hand limit at the start of a round: {}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/text/table.py" line="146"/>
        <source>Owns a Chapel; how many cards lie under it is hidden.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Text</name>
    <message>
        <location filename="../ui/text/__init__.py" line="58"/>
        <source>{} and {}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WelcomeScreen</name>
    <message>
        <location filename="../ui/dialogs/welcome.py" line="32"/>
        <source>San Juan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/welcome.py" line="36"/>
        <source>Build your town, produce and sell goods — against the computer or friends at this table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/welcome.py" line="43"/>
        <source>New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/welcome.py" line="50"/>
        <source>Open a saved game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs/welcome.py" line="51"/>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
