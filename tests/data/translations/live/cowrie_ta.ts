<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!-- A few Tamil words for tst_languages, which switches the running app to
     them and back: the home page's buttons, the Settings page's title, a
     game's name and a sentence made in C++. Not the shipped translation. -->
<TS version="2.1" language="ta_IN" sourcelanguage="en">
<context>
    <name>HomePage</name>
    <message>
        <source>Library</source>
        <translation>நூலகம்</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>அமைப்புகள்</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>Settings</source>
        <translation>அமைப்புகள்</translation>
    </message>
</context>
<context>
    <name>CoreText</name>
    <message>
        <source>Kalah</source>
        <translation>கலா</translation>
    </message>
</context>
<context>
    <name>GameSetup</name>
    <message>
        <source>South</source>
        <translation>தெற்கு</translation>
    </message>
</context>
<context>
    <name>cowrie::ui::GameSession</name>
    <message>
        <source>%1 to move.</source>
        <translation>%1 ஆடும் முறை.</translation>
    </message>
</context>
</TS>
