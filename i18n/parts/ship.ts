<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context><name>Menus</name>
  <message><source>Version %1</source><translation>Version %1</translation></message>
</context>
</TS>
