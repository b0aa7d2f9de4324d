<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ta_IN" sourcelanguage="en">
<context>
    <name>HomePage</name>
    <message>
        <source>Play</source>
        <translation>விளையாடு</translation>
    </message>
    <message>
        <source>Unfinished %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gone</source>
        <translation type="vanished">போனது</translation>
    </message>
    <message>
        <source>Old</source>
        <translation type="obsolete">பழையது</translation>
    </message>
    <message numerus="yes">
        <source>%n seeds</source>
        <translation>
            <numerusform>%n விதைகள்</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 எதிர்</translation>
    </message>
    <message>
        <source>Hole %1</source>
        <translation>குழி %1 %2</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation></translation>
    </message>
</context>
</TS>
