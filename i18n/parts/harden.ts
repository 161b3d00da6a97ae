<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context><name>MainWindow</name>
  <message><source>Round %1 · %2</source><translation>Runde %1 · %2</translation></message>
  <message><source>Round %1 · %2 · seed %3</source><translation>Runde %1 · %2 · Startwert %3</translation></message>
</context>
</TS>
