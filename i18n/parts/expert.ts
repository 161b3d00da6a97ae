<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context><name>NewGameDialog</name>
  <message><source>Computer – expert</source><translation>Computer – Experte</translation></message>
</context>
</TS>
