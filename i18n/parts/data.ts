<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
    <context>
        <name>HistoryDialog</name>
        <message numerus="yes">
            <source>%n game(s) could not be read (damaged).</source>
            <translation>
                <numerusform>%n Partie konnte nicht gelesen werden (beschädigt).</numerusform>
                <numerusform>%n Partien konnten nicht gelesen werden (beschädigt).</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>StatisticsDialog</name>
        <message numerus="yes">
            <source>%n game(s) of the history could not be read (damaged; not counted).</source>
            <translation>
                <numerusform>%n Partie im Verlauf konnte nicht gelesen werden (beschädigt; nicht gezählt).</numerusform>
                <numerusform>%n Partien im Verlauf konnten nicht gelesen werden (beschädigt; nicht gezählt).</numerusform>
            </translation>
        </message>
    </context>
</TS>
