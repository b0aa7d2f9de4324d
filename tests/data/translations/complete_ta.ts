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
        <comment>%1 and %2 are the players' names.</comment>
        <source>%1 against %2</source>
        <translation>%1 எதிர் %2</translation>
    </message>
    <message numerus="yes">
        <source>%n seeds</source>
        <translation>
            <numerusform>%n விதை</numerusform>
            <numerusform>%n விதைகள்</numerusform>
        </translation>
    </message>
</context>
</TS>
