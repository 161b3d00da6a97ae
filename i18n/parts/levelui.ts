<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
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
            <source>Looks ahead: tries its roles and builds in many imagined games before it chooses.</source>
            <translation>Schaut voraus: probiert seine Rollen und Bauten in vielen gedachten Partien aus, bevor er wählt.</translation>
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
        <name>NewGameDialog</name>
        <message>
            <source>Seat %1 played by</source>
            <translation>Platz %1 gespielt von</translation>
        </message>
        <message>
            <source>How the computers play</source>
            <translation>So spielen die Computer</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
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
            <source>Computer – adaptive</source>
            <translation>Computer – angepasst</translation>
        </message>
        <message>
            <source>Computer – adaptive (now: %1)</source>
            <translation>Computer – angepasst (jetzt: %1)</translation>
        </message>
    </context>
    <context>
        <name>Statistics</name>
        <message>
            <source>casual</source>
            <translation>locker</translation>
        </message>
        <message>
            <source>steady</source>
            <translation>solide</translation>
        </message>
    </context>
</TS>
