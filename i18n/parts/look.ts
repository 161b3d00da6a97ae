<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
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
            <source>High-&amp;contrast table</source>
            <translation>Tisch mit hohem &amp;Kontrast</translation>
        </message>
        <message>
            <source>Black and white with strong edges instead of the green felt</source>
            <translation>Schwarz und Weiß mit kräftigen Rändern statt des grünen Filzes</translation>
        </message>
    </context>
</TS>
