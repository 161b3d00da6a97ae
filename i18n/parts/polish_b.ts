<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
    <context>
        <name>Log</name>
        <message>
            <source>%1 (computer)</source>
            <translation>%1 (Computer)</translation>
        </message>
    </context>
</TS>
