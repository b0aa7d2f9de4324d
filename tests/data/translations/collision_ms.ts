<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ms_MY" sourcelanguage="en">
<context>
    <name>CoreText</name>
    <message>
        <source>Kalah</source>
        <translation>Kalah</translation>
    </message>
    <message>
        <source>Congkak</source>
        <translation>Congkak</translation>
    </message>
</context>
<context>
    <name>StatsPage</name>
    <message>
        <source>Won</source>
        <translation>Menang</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Kalah</translation>
    </message>
    <message>
        <source>You lost</source>
        <translation>Anda kalah</translation>
    </message>
</context>
</TS>
