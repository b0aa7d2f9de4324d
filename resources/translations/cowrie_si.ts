<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="si_LK" sourcelanguage="en">
<context>
    <name>Board</name>
    <message>
        <source>South</source>
        <translation>දකුණ</translation>
    </message>
    <message>
        <source>North</source>
        <translation>උතුර</translation>
    </message>
</context>
<context>
    <name>BoardPlace</name>
    <message>
        <source>your store</source>
        <translation>ඔබේ ගබඩාව</translation>
    </message>
    <message>
        <source>%1&apos;s store</source>
        <translation>%1 පැත්තේ ගබඩාව</translation>
    </message>
    <message numerus="yes">
        <source>your store, %n seed</source>
        <translation>
            <numerusform>ඔබේ ගබඩාව, ඇට %n</numerusform>
            <numerusform>ඔබේ ගබඩාව, ඇට %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>your store, %n seeds</source>
        <translation>
            <numerusform>ඔබේ ගබඩාව, ඇට %n</numerusform>
            <numerusform>ඔබේ ගබඩාව, ඇට %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s store, %n seed</source>
        <translation>
            <numerusform>%1 පැත්තේ ගබඩාව, ඇට %n</numerusform>
            <numerusform>%1 පැත්තේ ගබඩාව, ඇට %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s store, %n seeds</source>
        <translation>
            <numerusform>%1 පැත්තේ ගබඩාව, ඇට %n</numerusform>
            <numerusform>%1 පැත්තේ ගබඩාව, ඇට %n</numerusform>
        </translation>
    </message>
    <message>
        <source>your hole %1</source>
        <translation>ඔබේ වළ %1</translation>
    </message>
    <message>
        <source>%1&apos;s hole %2</source>
        <translation>%1 පැත්තේ වළ %2</translation>
    </message>
    <message numerus="yes">
        <source>your hole %1, %n seed</source>
        <translation>
            <numerusform>ඔබේ වළ %1, ඇට %n</numerusform>
            <numerusform>ඔබේ වළ %1, ඇට %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>your hole %1, %n seeds</source>
        <translation>
            <numerusform>ඔබේ වළ %1, ඇට %n</numerusform>
            <numerusform>ඔබේ වළ %1, ඇට %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s hole %2, %n seed</source>
        <translation>
            <numerusform>%1 පැත්තේ වළ %2, ඇට %n</numerusform>
            <numerusform>%1 පැත්තේ වළ %2, ඇට %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s hole %2, %n seeds</source>
        <translation>
            <numerusform>%1 පැත්තේ වළ %2, ඇට %n</numerusform>
            <numerusform>%1 පැත්තේ වළ %2, ඇට %n</numerusform>
        </translation>
    </message>
    <message>
        <source>You can play it now.</source>
        <translation>ඔබට දැන් මෙය ක්‍රීඩා කළ හැක.</translation>
    </message>
    <message>
        <source>You cannot play it now.</source>
        <translation>ඔබට දැන් මෙය ක්‍රීඩා කළ නොහැක.</translation>
    </message>
    <message>
        <source>Burnt: out of play.</source>
        <translation>දැවී ඇත: ක්‍රීඩාවෙන් බැහැරය.</translation>
    </message>
    <message>
        <source>Blind: out of play.</source>
        <translation>කණ වළකි: ක්‍රීඩාවෙන් බැහැරය.</translation>
    </message>
    <message>
        <source>A puta hole.</source>
        <translation>පුතා වළකි.</translation>
    </message>
    <message>
        <source>A naga hole.</source>
        <translation>නගා වළකි.</translation>
    </message>
</context>
<context>
    <name>CaptionBar</name>
    <message>
        <source>Each event of a move is named here as the seeds travel.</source>
        <translation>බෙදීමේදී ඇට ගමන් කරන විට චලනයේ සෑම සිදුවීමක්ම මෙහි නම් කෙරේ.</translation>
    </message>
</context>
<context>
    <name>CoreText</name>
    <message>
        <source>Kalah</source>
        <extracomment>the name of a game</extracomment>
        <translation>Kalah</translation>
    </message>
    <message>
        <source>standard mancala</source>
        <extracomment>other names of Kalah, after &quot;also&quot;</extracomment>
        <translation>සම්මත මංකල</translation>
    </message>
    <message>
        <source>Reference game (worldwide)</source>
        <extracomment>where Kalah is played</extracomment>
        <translation>සම්මත ක්‍රීඩාව (ලොව පුරා)</translation>
    </message>
    <message>
        <source>The familiar mancala: capture across the board, extra moves from your store.</source>
        <extracomment>one line about Kalah</extracomment>
        <translation>හුරුපුරුදු මංකල: පුවරුව හරහා අල්ලා ගැනීම්, ඔබේ ගබඩාවෙන් අමතර චලන.</translation>
    </message>
    <message>
        <source>Holes</source>
        <extracomment>the name of an option of Kalah</extracomment>
        <translation>වළවල්</translation>
    </message>
    <message>
        <source>Holes in each player&apos;s row.</source>
        <extracomment>what an option of Kalah does</extracomment>
        <translation>එක් එක් ක්‍රීඩකයාගේ පේළියේ වළවල් ගණන.</translation>
    </message>
    <message>
        <source>Seeds</source>
        <extracomment>the name of an option of Kalah</extracomment>
        <translation>ඇට</translation>
    </message>
    <message>
        <source>Seeds in each hole at the start.</source>
        <extracomment>what an option of Kalah does</extracomment>
        <translation>ආරම්භයේදී එක් එක් වළේ ඇට ගණන.</translation>
    </message>
    <message>
        <source>Empty capture</source>
        <extracomment>the name of an option of Kalah</extracomment>
        <translation>හිස් අල්ලා ගැනීම</translation>
    </message>
    <message>
        <source>A last seed in your own empty hole is captured even when the opposite hole is empty.</source>
        <extracomment>what an option of Kalah does</extracomment>
        <translation>ඔබේම හිස් වළක වැටෙන අවසාන ඇටය, ප්‍රතිවිරුද්ධ වළ හිස් වුවත් අල්ලා ගැනේ.</translation>
    </message>
    <message>
        <source>First</source>
        <extracomment>the name of an option of Kalah</extracomment>
        <translation>පළමුවැන්නා</translation>
    </message>
    <message>
        <source>Who moves first.</source>
        <extracomment>what an option of Kalah does</extracomment>
        <translation>පළමුව චලනය කරන්නේ කවුද.</translation>
    </message>
    <message>
        <source>South</source>
        <extracomment>a choice of the option &apos;First&apos;</extracomment>
        <translation>දකුණ</translation>
    </message>
    <message>
        <source>North</source>
        <extracomment>a choice of the option &apos;First&apos;</extracomment>
        <translation>උතුර</translation>
    </message>
    <message>
        <source>Congkak</source>
        <extracomment>the name of a game</extracomment>
        <translation>Congkak</translation>
    </message>
    <message>
        <source>chongkak</source>
        <extracomment>other names of Congkak, after &quot;also&quot;</extracomment>
        <translation>chongkak</translation>
    </message>
    <message>
        <source>Malaysia</source>
        <extracomment>where Congkak is played</extracomment>
        <translation>මැලේසියාව</translation>
    </message>
    <message>
        <source>Seven holes of seven cowries; relay sowing round and round the boat.</source>
        <extracomment>one line about Congkak</extracomment>
        <translation>කවඩි හත බැගින් වළවල් හතක්; ඔරුව වටා නැවත නැවතත් ඔසවා බෙදීම.</translation>
    </message>
    <message>
        <source>Single round</source>
        <extracomment>a variant (preset) of Congkak</extracomment>
        <translation>තනි වටය</translation>
    </message>
    <message>
        <source>Traditional: simultaneous start, rounds</source>
        <extracomment>a variant (preset) of Congkak</extracomment>
        <translation>සාම්ප්‍රදායික: එකවර ආරම්භය, වට</translation>
    </message>
    <message>
        <source>Traditional</source>
        <extracomment>the name of an option of Congkak</extracomment>
        <translation>සාම්ප්‍රදායික</translation>
    </message>
    <message>
        <source>Both players make the first move at once, and the game is played over rounds with burnt holes.</source>
        <extracomment>what an option of Congkak does</extracomment>
        <translation>ක්‍රීඩකයන් දෙදෙනාම පළමු චලනය එකවර කරන අතර, ක්‍රීඩාව දැවුණු වළවල් සහිතව වට කිහිපයකින් ක්‍රීඩා කෙරේ.</translation>
    </message>
    <message>
        <source>Who moves first (no effect with the simultaneous start).</source>
        <extracomment>what an option of Congkak does</extracomment>
        <translation>පළමුව චලනය කරන්නේ කවුද (එකවර ආරම්භයේදී බලපෑමක් නැත).</translation>
    </message>
    <message>
        <source>Congklak</source>
        <extracomment>the name of a game</extracomment>
        <translation>Congklak</translation>
    </message>
    <message>
        <source>dakon, sungka</source>
        <extracomment>other names of Congklak, after &quot;also&quot;</extracomment>
        <translation>dakon, sungka</translation>
    </message>
    <message>
        <source>Indonesia</source>
        <extracomment>where Congklak is played</extracomment>
        <translation>ඉන්දුනීසියාව</translation>
    </message>
    <message>
        <source>Relay sowing on a boat of five to nine holes a side; play one round or to K.</source>
        <extracomment>one line about Congklak</extracomment>
        <translation>පැත්තකට වළවල් පහේ සිට නවය දක්වා ඇති ඔරුවක ඔසවා බෙදීම; එක් වටයක් හෝ වට K දක්වා ක්‍රීඩා කරන්න.</translation>
    </message>
    <message>
        <source>Classic 2x5</source>
        <extracomment>a variant (preset) of Congklak</extracomment>
        <translation>සම්භාව්‍ය 2x5</translation>
    </message>
    <message>
        <source>Rounds 2xN</source>
        <extracomment>a variant (preset) of Congklak</extracomment>
        <translation>වට 2xN</translation>
    </message>
    <message>
        <source>Preset</source>
        <extracomment>the name of an option of Congklak</extracomment>
        <translation>පෙරසැකසුම</translation>
    </message>
    <message>
        <source>Classic 2x5, one round; or Rounds: simultaneous start, burnt holes, first to K rounds.</source>
        <extracomment>what an option of Congklak does</extracomment>
        <translation>සම්භාව්‍ය 2x5, එක් වටයක්; නැතහොත් වට: එකවර ආරම්භය, දැවුණු වළවල්, මුලින්ම වට K දිනන්නා ජය ගනී.</translation>
    </message>
    <message>
        <source>Classic</source>
        <extracomment>a choice of the option &apos;Preset&apos;</extracomment>
        <translation>සම්භාව්‍ය</translation>
    </message>
    <message>
        <source>Rounds</source>
        <extracomment>a choice of the option &apos;Preset&apos;</extracomment>
        <translation>වට</translation>
    </message>
    <message>
        <source>Holes in each row, and seeds in each hole (default 5 in Classic, 7 in Rounds).</source>
        <extracomment>what an option of Congklak does</extracomment>
        <translation>එක් එක් පේළියේ වළවල් සහ එක් එක් වළේ ඇට (පෙරනිමිය: සම්භාව්‍ය 5, වට 7).</translation>
    </message>
    <message>
        <source>Round wins needed to win the game (Rounds preset).</source>
        <extracomment>what an option of Congklak does</extracomment>
        <translation>ක්‍රීඩාව දිනීමට දිනිය යුතු වට ගණන (වට පෙරසැකසුම).</translation>
    </message>
    <message>
        <source>Lone seed</source>
        <extracomment>the name of an option of Congklak</extracomment>
        <translation>තනි ඇටය</translation>
    </message>
    <message>
        <source>A last seed in your own empty hole is taken even when nothing lies opposite.</source>
        <extracomment>what an option of Congklak does</extracomment>
        <translation>ඔබේම හිස් වළක වැටෙන අවසාන ඇටය, ප්‍රතිවිරුද්ධයේ කිසිවක් නැති වුවත් ගනු ලැබේ.</translation>
    </message>
    <message>
        <source>Burnt penalty</source>
        <extracomment>the name of an option of Congklak</extracomment>
        <translation>දැවුණු වළ දඬුවම</translation>
    </message>
    <message>
        <source>Burnt holes stay on the circuit; a seed falling into one goes to the opponent.</source>
        <extracomment>what an option of Congklak does</extracomment>
        <translation>දැවුණු වළවල් බෙදීමේ මාර්ගයේ රැඳේ; ඒවාට වැටෙන ඇටයක් ප්‍රතිවාදියාට යයි.</translation>
    </message>
    <message>
        <source>Who moves first (Classic; Rounds starts with both at once).</source>
        <extracomment>what an option of Congklak does</extracomment>
        <translation>පළමුව චලනය කරන්නේ කවුද (සම්භාව්‍ය; වට ආරම්භ වන්නේ දෙදෙනාම එකවරය).</translation>
    </message>
    <message>
        <source>Chonka</source>
        <extracomment>the name of a game</extracomment>
        <translation>චොංකා</translation>
    </message>
    <message>
        <source>chonku, Colombo&apos;s pallankuli</source>
        <extracomment>other names of Chonka, after &quot;also&quot;</extracomment>
        <translation>චොංකු, කොළඹ පල්ලාංකුළි</translation>
    </message>
    <message>
        <source>Colombo, Sri Lanka</source>
        <extracomment>where Chonka is played</extracomment>
        <translation>කොළඹ, ශ්‍රී ලංකාව</translation>
    </message>
    <message>
        <source>The first move picks the direction for the whole game; the store ends a turn.</source>
        <extracomment>one line about Chonka</extracomment>
        <translation>පළමු චලනය මුළු ක්‍රීඩාවටම දිශාව තීරණය කරයි; ගබඩාවට වැටීමෙන් වාරය අවසන් වේ.</translation>
    </message>
    <message>
        <source>Either side</source>
        <extracomment>the name of an option of Chonka</extracomment>
        <translation>ඕනෑම පැත්තක්</translation>
    </message>
    <message>
        <source>A last seed in an empty hole on either side captures it and the hole opposite.</source>
        <extracomment>what an option of Chonka does</extracomment>
        <translation>ඕනෑම පැත්තක හිස් වළක වැටෙන අවසාන ඇටය, එම වළ සහ ප්‍රතිවිරුද්ධ වළ අල්ලා ගනී.</translation>
    </message>
    <message>
        <source>Pallankuzhi</source>
        <extracomment>the name of a game</extracomment>
        <translation>පල්ලාංකුළි</translation>
    </message>
    <message>
        <source>pallanguzhi, Tamil pallankuli</source>
        <extracomment>other names of Pallankuzhi, after &quot;also&quot;</extracomment>
        <translation>පල්ලාංගුළි, දෙමළ පල්ලාංකුළි</translation>
    </message>
    <message>
        <source>Tamil Nadu (South India) and Sri Lanka</source>
        <extracomment>where Pallankuzhi is played</extracomment>
        <translation>තමිල්නාඩුව (දකුණු ඉන්දියාව) සහ ශ්‍රී ලංකාව</translation>
    </message>
    <message>
        <source>Six cowries a hole: pasu fours, captures beyond an empty hole, burnt holes.</source>
        <extracomment>one line about Pallankuzhi</extracomment>
        <translation>වළකට කවඩි හයක්: හතර වූ විට පසු, හිස් වළකින් ඔබ්බෙන් අල්ලා ගැනීම, දැවුණු වළවල්.</translation>
    </message>
    <message>
        <source>Hidden counts</source>
        <extracomment>the name of an option of Pallankuzhi</extracomment>
        <translation>සැඟවුණු ගණන්</translation>
    </message>
    <message>
        <source>The board shows the seeds but no numbers: judge a sowing by eye.</source>
        <extracomment>what an option of Pallankuzhi does</extracomment>
        <translation>පුවරුවේ ඇට පෙනේ, නමුත් ගණන් නොපෙනේ: බෙදීමක් ඇසින් තක්සේරු කරන්න.</translation>
    </message>
    <message>
        <source>Who moves first in round 1; rounds then alternate.</source>
        <extracomment>what an option of Pallankuzhi does</extracomment>
        <translation>1 වන වටයේ පළමුව චලනය කරන්නේ කවුද; ඉන්පසු වට මාරුවෙන් මාරුවට ආරම්භ වේ.</translation>
    </message>
    <message>
        <source>Olinda keliya</source>
        <extracomment>the name of a game</extracomment>
        <translation>ඔලිඳ කෙළිය</translation>
    </message>
    <message>
        <source>puhulmutu</source>
        <extracomment>other names of Olinda keliya, after &quot;also&quot;</extracomment>
        <translation>පුහුල්මුතු</translation>
    </message>
    <message>
        <source>Kandy, Sri Lanka</source>
        <extracomment>where Olinda keliya is played</extracomment>
        <translation>මහනුවර, ශ්‍රී ලංකාව</translation>
    </message>
    <message>
        <source>Red olinda seeds: pass the threes, eat the fours, and play phase after phase.</source>
        <extracomment>one line about Olinda keliya</extracomment>
        <translation>රතු ඔලිඳ ඇට: තුන මඟ හරින්න, හතර කන්න, අදියරෙන් අදියර ක්‍රීඩා කරන්න.</translation>
    </message>
    <message>
        <source>Short arrangement</source>
        <extracomment>the name of an option of Olinda keliya</extracomment>
        <translation>කෙටි සැකැස්ම</translation>
    </message>
    <message>
        <source>A player starting a phase with fewer than 12 seeds arranges 2 (or 1) per hole and plays by the short player&apos;s rules.</source>
        <extracomment>what an option of Olinda keliya does</extracomment>
        <translation>ඇට 12 කට අඩුවෙන් අදියරක් අරඹන ක්‍රීඩකයා වළකට 2 (හෝ 1) බැගින් සකසා, අඩු ඇට ඇති ක්‍රීඩකයාගේ නීති අනුව ක්‍රීඩා කරයි.</translation>
    </message>
    <message>
        <source>Off</source>
        <extracomment>a choice of the option &apos;Short arrangement&apos;</extracomment>
        <translation>අක්‍රිය</translation>
    </message>
    <message>
        <source>2</source>
        <extracomment>a choice of the option &apos;Short arrangement&apos;</extracomment>
        <translation>2</translation>
    </message>
    <message>
        <source>1</source>
        <extracomment>a choice of the option &apos;Short arrangement&apos;</extracomment>
        <translation>1</translation>
    </message>
    <message>
        <source>Equal draw</source>
        <extracomment>the name of an option of Olinda keliya</extracomment>
        <translation>සමාන ඇට, සම ජය</translation>
    </message>
    <message>
        <source>With 28 seeds each (hari mutu) the players agree to a draw.</source>
        <extracomment>what an option of Olinda keliya does</extracomment>
        <translation>දෙදෙනාටම ඇට 28 බැගින් ඇති විට (හරි මුතු) ක්‍රීඩකයන් සම ජයකට එකඟ වේ.</translation>
    </message>
    <message>
        <source>Who moves first (and chooses the direction).</source>
        <extracomment>what an option of Olinda keliya does</extracomment>
        <translation>පළමුව චලනය කර දිශාව තෝරන්නේ කවුද.</translation>
    </message>
    <message>
        <source>Agreed draw</source>
        <extracomment>an agreement of Olinda keliya (its name)</extracomment>
        <translation>එකඟ වූ සම ජය</translation>
    </message>
    <message>
        <source>If both end a phase with 28 seeds, agree to a draw (hari mutu). The agreement is made now, before play; there is no draw offer during the game. Off: play goes on with a new phase.</source>
        <extracomment>an agreement of Olinda keliya (what it means)</extracomment>
        <translation>දෙදෙනාම ඇට 28 බැගින් ඇතිව අදියරක් අවසන් කළහොත්, සම ජයකට එකඟ වන්න (හරි මුතු). මෙම එකඟතාව ක්‍රීඩාවට පෙර, දැන්ම ඇති කර ගනී; ක්‍රීඩාව අතරතුර සම ජයක් යෝජනා කළ නොහැක. අක්‍රිය: නව අදියරකින් ක්‍රීඩාව දිගටම යයි.</translation>
    </message>
    <message>
        <source>Agreed: 28 seeds each at a phase&apos;s end is a draw (hari mutu)</source>
        <extracomment>an agreement of Olinda keliya (shown while it holds)</extracomment>
        <translation>එකඟයි: අදියරක් අවසානයේ ඇට 28 බැගින් නම් සම ජයකි (හරි මුතු)</translation>
    </message>
    <message>
        <source>Three-row mancala</source>
        <extracomment>the name of a game</extracomment>
        <translation>පේළි තුනේ මංකල</translation>
    </message>
    <message>
        <source>hiru ilarako mankala</source>
        <extracomment>other names of Three-row mancala, after &quot;also&quot;</extracomment>
        <translation>hiru ilarako mankala</translation>
    </message>
    <message>
        <source>Basque source</source>
        <extracomment>where Three-row mancala is played</extracomment>
        <translation>බාස්ක් මූලාශ්‍රය</translation>
    </message>
    <message>
        <source>Three rows of six: a simultaneous race, then captures down the columns.</source>
        <extracomment>one line about Three-row mancala</extracomment>
        <translation>හය බැගින් වළ පේළි තුනක්: එකවර වේග තරඟයක්, ඉන්පසු තීරු දිගේ අල්ලා ගැනීම්.</translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>the name of an option of Three-row mancala</extracomment>
        <translation>ක්‍රීඩා</translation>
    </message>
    <message>
        <source>Games in a match; later games start from the seeds each player won.</source>
        <extracomment>what an option of Three-row mancala does</extracomment>
        <translation>තරඟයක ක්‍රීඩා ගණන; පසු ක්‍රීඩා ආරම්භ වන්නේ එක් එක් ක්‍රීඩකයා දිනූ ඇටවලිනි.</translation>
    </message>
    <message>
        <source>Accepted for every game; the simultaneous start makes it moot here.</source>
        <extracomment>what an option of Three-row mancala does</extracomment>
        <translation>සෑම ක්‍රීඩාවකටම පිළිගැනේ; එකවර ආරම්භය නිසා මෙහිදී එයින් වෙනසක් නැත.</translation>
    </message>
    <message>
        <source>a side has no seeds left in its holes</source>
        <extracomment>why a round or game ended, after &quot;The round is over: &quot;</extracomment>
        <translation>එක් පැත්තක වළවල්වල ඇට ඉතිරි නැත</translation>
    </message>
    <message>
        <source>every possible move would sow forever</source>
        <extracomment>why a round or game ended, after &quot;The round is over: &quot;</extracomment>
        <translation>හැකි සෑම චලනයකින්ම නිමක් නැතිව බෙදීම සිදු වේ</translation>
    </message>
    <message>
        <source>the same position occurred a third time</source>
        <extracomment>why a round or game ended, after &quot;The round is over: &quot;</extracomment>
        <translation>එකම ස්ථානය තුන්වන වරටත් ඇති විය</translation>
    </message>
    <message>
        <source>the player to move has no legal move</source>
        <extracomment>why a round or game ended, after &quot;The round is over: &quot;</extracomment>
        <translation>වාරය ඇති ක්‍රීඩකයාට කළ හැකි චලනයක් නැත</translation>
    </message>
    <message>
        <source>every seed is in a store</source>
        <extracomment>why a round or game ended, after &quot;The round is over: &quot;</extracomment>
        <translation>සියලු ඇට ගබඩාවල ඇත</translation>
    </message>
    <message>
        <source>the player to move has no seeds in his holes</source>
        <extracomment>why a round or game ended, after &quot;The round is over: &quot;</extracomment>
        <translation>වාරය ඇති ක්‍රීඩකයාගේ වළවල්වල ඇට නැත</translation>
    </message>
    <message>
        <source>a player won the rounds needed</source>
        <extracomment>why a round or game ended, after &quot;The round is over: &quot;</extracomment>
        <translation>ක්‍රීඩකයෙක් අවශ්‍ය වට ගණන දිනා ඇත</translation>
    </message>
    <message>
        <source>a player could not fill a single hole</source>
        <extracomment>why a round or game ended, after &quot;The round is over: &quot;</extracomment>
        <translation>ක්‍රීඩකයෙකුට එක වළක්වත් පිරවිය නොහැකි විය</translation>
    </message>
    <message>
        <source>equal seeds on both sides, a draw by agreement</source>
        <extracomment>why a round or game ended, after &quot;The round is over: &quot;</extracomment>
        <translation>දෙපසම සමාන ඇට, එකඟතාවෙන් සම ජයකි</translation>
    </message>
    <message>
        <source>a player has no seeds to start a new phase</source>
        <extracomment>why a round or game ended, after &quot;The round is over: &quot;</extracomment>
        <translation>නව අදියරක් ඇරඹීමට ක්‍රීඩකයෙකුට ඇට නැත</translation>
    </message>
</context>
<context>
    <name>DirectionPicker</name>
    <message>
        <source>‹ Sow this way</source>
        <translation>‹ මේ පැත්තට බෙදන්න</translation>
    </message>
    <message>
        <source>Sow this way ›</source>
        <translation>මේ පැත්තට බෙදන්න ›</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <source>also %1</source>
        <translation>%1 ලෙසද හැඳින්වේ</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>ඉගෙන ගන්න</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>නීති</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>දිගටම කරන්න</translation>
    </message>
    <message>
        <source>Play  ›</source>
        <translation>ක්‍රීඩා කරන්න  ›</translation>
    </message>
    <message>
        <source>Also called %1.</source>
        <translation>%1 ලෙසද හැඳින්වේ.</translation>
    </message>
    <message>
        <source>Unfinished game: %1.</source>
        <translation>අවසන් නොකළ ක්‍රීඩාව: %1.</translation>
    </message>
    <message>
        <source>Press Enter to set up a game, L for its lessons, R for its rules.</source>
        <translation>ක්‍රීඩාවක් සැකසීමට Enter, එහි පාඩම් සඳහා L, එහි නීති සඳහා R ඔබන්න.</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>ප්‍රහේලිකා</translation>
    </message>
</context>
<context>
    <name>GameOverPanel</name>
    <message>
        <source>A draw</source>
        <translation>සම ජයක්</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 ජය ගනී</translation>
    </message>
    <message numerus="yes">
        <source>by %n seed</source>
        <translation>
            <numerusform>ඇට %n කින්</numerusform>
            <numerusform>ඇට %n කින්</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>by %n seeds</source>
        <translation>
            <numerusform>ඇට %n කින්</numerusform>
            <numerusform>ඇට %n කින්</numerusform>
        </translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>නැවත ක්‍රීඩා කරන්න</translation>
    </message>
    <message>
        <source>Watch the replay</source>
        <translation>නැවත නරඹන්න</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>මෙම ක්‍රීඩාව සමාලෝචනය කරන්න</translation>
    </message>
    <message>
        <source>Take back the resignation</source>
        <translation>පරාජය භාරගැනීම ආපසු ගන්න</translation>
    </message>
    <message>
        <source>Undo last move</source>
        <translation>අවසන් චලනය අහෝසි කරන්න</translation>
    </message>
    <message>
        <source>Other games</source>
        <translation>වෙනත් ක්‍රීඩා</translation>
    </message>
</context>
<context>
    <name>GameSetup</name>
    <message>
        <source>Computer</source>
        <translation>පරිගණකය</translation>
    </message>
    <message>
        <source>South</source>
        <extracomment>The default names of the two players: the near row (South) and the far row (North).</extracomment>
        <translation>දකුණ</translation>
    </message>
    <message>
        <source>North</source>
        <translation>උතුර</translation>
    </message>
</context>
<context>
    <name>Hand</name>
    <message>
        <source>relay</source>
        <translation>ඔසවා බෙදීම</translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <source>Cowrie</source>
        <translation>Cowrie</translation>
    </message>
    <message>
        <source>Resume: %1</source>
        <translation>දිගටම කරන්න: %1</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>පුස්තකාලය</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>සැකසුම්</translation>
    </message>
    <message>
        <source>Mancala games of South and Southeast Asia. Choose a game with the mouse, or with the arrow keys and Enter (L: its lessons, R: its rules).</source>
        <translation>දකුණු සහ අග්නිදිග ආසියාවේ මංකල ක්‍රීඩා. මූසිකයෙන්, හෝ ඊතල යතුරු සහ Enter මඟින් ක්‍රීඩාවක් තෝරන්න (L: එහි පාඩම්, R: එහි නීති).</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>ප්‍රහේලිකා</translation>
    </message>
</context>
<context>
    <name>InvitePanel</name>
    <message>
        <source>The game could not be hosted</source>
        <translation>ක්‍රීඩාව සංවිධානය කළ නොහැකි විය</translation>
    </message>
    <message>
        <source>Invite a friend</source>
        <translation>මිතුරෙකුට ආරාධනා කරන්න</translation>
    </message>
    <message>
        <source>Room code</source>
        <translation>කාමර කේතය</translation>
    </message>
    <message>
        <source>Room code %1</source>
        <translation>කාමර කේතය %1</translation>
    </message>
    <message>
        <source>at %1</source>
        <translation>%1 හි</translation>
    </message>
    <message>
        <source>Send your friend this invite; they paste it under Join:</source>
        <translation>මෙම ආරාධනය ඔබේ මිතුරාට යවන්න; ඔවුන් එය එක්වන්න යටතේ අලවයි:</translation>
    </message>
    <message>
        <source>Copied ✓</source>
        <translation>පිටපත් කළා ✓</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>පිටපත් කරන්න</translation>
    </message>
    <message>
        <source>Copy the invite</source>
        <translation>ආරාධනය පිටපත් කරන්න</translation>
    </message>
    <message>
        <source>Waiting for your friend to join…</source>
        <translation>ඔබේ මිතුරා එක්වන තෙක් රැඳී සිටිමින්…</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ ආපසු</translation>
    </message>
    <message>
        <source>Stop hosting</source>
        <translation>සංවිධානය නවත්වන්න</translation>
    </message>
</context>
<context>
    <name>JoinForm</name>
    <message>
        <source>Invite or server address</source>
        <translation>ආරාධනය හෝ සේවාදායක ලිපිනය</translation>
    </message>
    <message>
        <source>Room code</source>
        <translation>කාමර කේතය</translation>
    </message>
    <message>
        <source>Not needed with an invite</source>
        <translation>ආරාධනයක් ඇත්නම් අවශ්‍ය නැත</translation>
    </message>
</context>
<context>
    <name>JoinPanel</name>
    <message>
        <source>Join a friend&apos;s game</source>
        <translation>මිතුරෙකුගේ ක්‍රීඩාවට එක්වන්න</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ ආපසු</translation>
    </message>
    <message>
        <source>Joining…</source>
        <translation>එක්වෙමින්…</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>එක්වන්න</translation>
    </message>
</context>
<context>
    <name>KinMarker</name>
    <message>
        <source>puta</source>
        <translation>පුතා</translation>
    </message>
    <message>
        <source>naga</source>
        <translation>නගා</translation>
    </message>
</context>
<context>
    <name>LessonPage</name>
    <message>
        <source>Learn %1</source>
        <translation>%1 ඉගෙන ගන්න</translation>
    </message>
    <message>
        <source>‹ Lessons</source>
        <translation>‹ පාඩම්</translation>
    </message>
    <message>
        <source>‹ Home</source>
        <translation>‹ මුල් පිටුව</translation>
    </message>
    <message>
        <source>%1 — lesson %2: %3</source>
        <translation>%1 — පාඩම %2: %3</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>නීති</translation>
    </message>
    <message>
        <source>Short lessons on the real board. Each takes a minute or two; finish them all and you are ready for a game against the computer.</source>
        <translation>සැබෑ පුවරුව මත කෙටි පාඩම්. එකකට විනාඩියක් දෙකක් පමණ ගතවේ; සියල්ල අවසන් කළ විට ඔබ පරිගණකයට එරෙහිව ක්‍රීඩා කිරීමට සූදානම්.</translation>
    </message>
    <message>
        <source>1 step</source>
        <translation>පියවර 1</translation>
    </message>
    <message>
        <source>%1 steps</source>
        <translation>පියවර %1</translation>
    </message>
    <message>
        <source>Playing well</source>
        <translation>හොඳින් ක්‍රීඩා කිරීම</translation>
    </message>
    <message>
        <source>The rules</source>
        <translation>ක්‍රීඩාවේ නීති</translation>
    </message>
</context>
<context>
    <name>LessonStepPanel</name>
    <message>
        <source>Your move: click one of your holes.</source>
        <translation>ඔබේ වාරය: ඔබේ වළවලින් එකක් ක්ලික් කරන්න.</translation>
    </message>
    <message>
        <source>Click the hole or store where the last seed will fall.</source>
        <translation>අවසන් ඇටය වැටෙන වළ හෝ ගබඩාව ක්ලික් කරන්න.</translation>
    </message>
    <message>
        <source>Watch the board…</source>
        <translation>පුවරුව බලන්න…</translation>
    </message>
    <message>
        <source>Sowing…</source>
        <translation>බෙදමින්…</translation>
    </message>
    <message>
        <source>Step %1 / %2</source>
        <translation>පියවර %1 / %2</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ ආපසු</translation>
    </message>
    <message>
        <source>Show me</source>
        <translation>පෙන්වන්න</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>නැවත උත්සාහ කරන්න</translation>
    </message>
    <message>
        <source>Play a real game against Novice</source>
        <translation>ආධුනිකයාට එරෙහිව සැබෑ ක්‍රීඩාවක් කරන්න</translation>
    </message>
    <message>
        <source>Next lesson ▶</source>
        <translation>ඊළඟ පාඩම ▶</translation>
    </message>
    <message>
        <source>Finish ✓</source>
        <translation>අවසන් ✓</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>ඊළඟ ▶</translation>
    </message>
    <message>
        <source>Read, then click Watch to see it on the board.</source>
        <translation>කියවා, පුවරුවේ එය දැකීමට ‘බලන්න’ ක්ලික් කරන්න.</translation>
    </message>
    <message>
        <source>↻ Watch again</source>
        <translation>↻ නැවත බලන්න</translation>
    </message>
    <message>
        <source>▶ Watch</source>
        <translation>▶ බලන්න</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>ප්‍රහේලිකා</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>The board</source>
        <translation>පුවරුව</translation>
    </message>
    <message>
        <source>Two rows of seven holes, a store at each end, and the way the cowries travel.</source>
        <translation>වළවල් හත බැගින් පේළි දෙකක්, දෙකෙළවරේ ගබඩා දෙකක්, සහ කවඩි ගමන් කරන මග.</translation>
    </message>
    <message>
        <source>Welcome to Chonka, also called pallankuli, the game of Colombo in Sri Lanka. You are South: the seven holes nearest you are yours, and the seven across belong to North. The seeds are cowries, small sea shells; a real game starts with seven in every hole, but these lessons use fewer.</source>
        <translation>චොංකා වෙත සාදරයෙන් පිළිගනිමු. මෙය පල්ලාංකුළි ලෙසද හැඳින්වෙන, ශ්‍රී ලංකාවේ කොළඹ ප්‍රදේශයේ ක්‍රීඩාවකි. ඔබ දකුණ: ඔබට ළඟම ඇති වළවල් හත ඔබේය, ඉදිරියේ ඇති වළවල් හත උතුරට අයිතිය. ඇට ලෙස යොදන්නේ කවඩි, එනම් කුඩා මුහුදු බෙල්ලන්ය; සැබෑ ක්‍රීඩාවක් සෑම වළකම කවඩි හත බැගින් ඇතිව ආරම්භ වුවත්, මෙම පාඩම්වල ඊට වඩා අඩුවෙන් යොදයි.</translation>
    </message>
    <message>
        <source>There is a store at each end of the board. Which one is yours is decided by the first move of a game (the lesson after next shows how). In this lesson play goes counter-clockwise, so your store is on your right and North&apos;s on your left.</source>
        <translation>පුවරුවේ දෙකෙළවරේම ගබඩාවක් ඇත. ඔබේ ගබඩාව කුමක්ද යන්න තීරණය වන්නේ ක්‍රීඩාවේ පළමු චලනයෙනි (එය කෙසේදැයි මීළඟ පාඩමට පසු පාඩමෙන් පෙන්වයි). මෙම පාඩමේදී ක්‍රීඩාව වාමාවර්තව යයි, එබැවින් ඔබේ ගබඩාව ඔබේ දකුණු පසින්ද, උතුරේ ගබඩාව ඔබේ වම් පසින්ද ඇත.</translation>
    </message>
    <message>
        <source>To sow, you lift all the cowries of one of your holes and drop them one by one: rightwards along your row, into your store, then along North&apos;s row. North&apos;s store is never on your path: from North&apos;s last hole you go straight on to your hole 1.</source>
        <translation>බෙදීමට, ඔබේ වළකින් සියලු කවඩි ඔසවා එකින් එක දමන්න: ඔබේ පේළිය දිගේ දකුණට, ඔබේ ගබඩාවට, ඉන්පසු උතුරේ පේළිය දිගේ. උතුරේ ගබඩාව කිසිදා ඔබේ මගේ නැත: උතුරේ අවසන් වළෙන් ඔබ කෙළින්ම ඔබේ වළ 1 ට යයි.</translation>
    </message>
    <message>
        <source>Your hole 6 holds 3 cowries. Where will the last one land?</source>
        <translation>ඔබේ වළ 6 හි කවඩි 3ක් ඇත. අවසන් කවඩිය වැටෙන්නේ කොතැනද?</translation>
    </message>
    <message>
        <source>Hole 7, your store, then North&apos;s hole 1. That hole was empty, so your turn ends there.</source>
        <translation>වළ 7, ඔබේ ගබඩාව, ඉන්පසු උතුරේ වළ 1. එම වළ හිස්ව තිබූ බැවින් ඔබේ වාරය එතැනින් අවසන් වේ.</translation>
    </message>
    <message>
        <source>Now North sows the same way, along its own row towards its right, which is leftwards on your screen. Watch North&apos;s hole 7: its cowrie goes into North&apos;s store.</source>
        <translation>දැන් උතුරද එලෙසම බෙදයි, තම පේළිය දිගේ තමාගේ දකුණට, එනම් ඔබේ තිරයේ වමට. උතුරේ වළ 7 බලන්න: එහි කවඩිය උතුරේ ගබඩාවට යයි.</translation>
    </message>
    <message>
        <source>Your turn. Sow a hole whose last cowrie drops exactly into your store.</source>
        <translation>ඔබේ වාරය. අවසන් කවඩිය හරියටම ඔබේ ගබඩාවට වැටෙන වළක් බෙදන්න.</translation>
    </message>
    <message>
        <source>In it goes: cowries in your store are yours to keep. In Chonka that also ends your turn, as you will see later.</source>
        <translation>ඇතුළට ගියා: ඔබේ ගබඩාවේ ඇති කවඩි ඔබටම අයිතිය. ඉදිරියේදී ඔබ දකින පරිදි, චොංකා හිදී එයින් ඔබේ වාරයද අවසන් වේ.</translation>
    </message>
    <message>
        <source>Count again: six cowries from hole 4 run past your store, and the last one stops in North&apos;s hole 2.</source>
        <translation>නැවත ගණන් කරන්න: වළ 4 හි කවඩි හය ඔබේ ගබඩාව පසු කර යන අතර, අවසන් කවඩිය උතුරේ වළ 2 හි නතර වේ.</translation>
    </message>
    <message>
        <source>Capturing</source>
        <translation>අල්ලා ගැනීම</translation>
    </message>
    <message>
        <source>End in an empty hole of yours and take it with the hole across from it.</source>
        <translation>ඔබේ හිස් වළකින් අවසන් කර, එය සහ ඊට ඉදිරියේ ඇති වළ ගන්න.</translation>
    </message>
    <message>
        <source>If your last cowrie drops into an empty hole on your side, you capture (players in Sri Lanka say you &quot;eat&quot;): that cowrie and everything in North&apos;s hole straight across go into your store, and your turn ends. Your hole 3 is empty, and North&apos;s hole 5 across from it holds 4.</source>
        <translation>ඔබේ අවසන් කවඩිය ඔබේ පැත්තේ හිස් වළකට වැටුණහොත් ඔබ අල්ලා ගනී (ශ්‍රී ලංකාවේ ක්‍රීඩකයෝ එය &quot;කනවා&quot; යැයි කියති): එම කවඩියත්, ඊට කෙළින්ම ඉදිරියේ ඇති උතුරේ වළේ ඇති සියල්ලත් ඔබේ ගබඩාවට යන අතර ඔබේ වාරය අවසන් වේ. ඔබේ වළ 3 හිස්ය, ඊට ඉදිරියේ ඇති උතුරේ වළ 5 හි කවඩි 4ක් ඇත.</translation>
    </message>
    <message>
        <source>Capture North&apos;s 4 cowries.</source>
        <translation>උතුරේ කවඩි 4 අල්ලා ගන්න.</translation>
    </message>
    <message>
        <source>Your cowrie fell into your empty hole 3 and took North&apos;s 4 with it: 5 for your store.</source>
        <translation>ඔබේ කවඩිය ඔබේ හිස් වළ 3 ට වැටී උතුරේ කවඩි 4ද සමඟ ගත්තා: ඔබේ ගබඩාවට 5ක්.</translation>
    </message>
    <message>
        <source>Your last cowrie reached your store: that is only 1, and your turn is over.</source>
        <translation>ඔබේ අවසන් කවඩිය ඔබේ ගබඩාවට ළඟා විය: එය 1ක් පමණි, ඔබේ වාරය අවසන්.</translation>
    </message>
    <message>
        <source>In Chonka you capture even when the hole across is empty: your lone cowrie still goes to your store. Watch your hole 4 drop its cowrie into your empty hole 5, across from North&apos;s empty hole 3.</source>
        <translation>චොංකා හිදී ඉදිරියේ වළ හිස් වුවද ඔබ අල්ලා ගනී: ඔබේ තනි කවඩිය තවමත් ඔබේ ගබඩාවට යයි. ඔබේ වළ 4 එහි කවඩිය, උතුරේ හිස් වළ 3 ට ඉදිරියෙන් ඇති ඔබේ හිස් වළ 5 ට දමන අයුරු බලන්න.</translation>
    </message>
    <message>
        <source>Two of your moves end in an empty hole of yours. Pick the one that captures more.</source>
        <translation>ඔබේ චලන දෙකක් ඔබේම හිස් වළක අවසන් වේ. වැඩිපුර අල්ලා ගන්නා එක තෝරන්න.</translation>
    </message>
    <message>
        <source>Holes 4 and 5, and the last cowrie lands in empty hole 5, across from North&apos;s 5 cowries: 6 in one move.</source>
        <translation>වළ 4 සහ 5, අවසන් කවඩිය උතුරේ කවඩි 5 ට ඉදිරියෙන් ඇති හිස් වළ 5 ට වැටේ: එක් චලනයකින් 6ක්.</translation>
    </message>
    <message>
        <source>You do capture, but only your own cowrie: North&apos;s hole 6, across from your hole 2, is empty.</source>
        <translation>ඔබ අල්ලා ගන්නවා, නමුත් ඔබේම කවඩිය පමණි: ඔබේ වළ 2 ට ඉදිරියෙන් ඇති උතුරේ වළ 6 හිස්ය.</translation>
    </message>
    <message>
        <source>The first move picks the direction</source>
        <translation>පළමු චලනය දිශාව තෝරයි</translation>
    </message>
    <message>
        <source>Sow right (R) or left (L) on the first move: both players keep that direction all game.</source>
        <translation>පළමු චලනයේදී දකුණට (R) හෝ වමට (L) බෙදන්න: ක්‍රීඩකයන් දෙදෙනාම මුළු ක්‍රීඩාව පුරාම එම දිශාව රඳවා ගනී.</translation>
    </message>
    <message>
        <source>At the start of a game, no store belongs to anyone yet. The first move chooses a hole and a direction: R sows to your right, counter-clockwise, and makes the right-hand store yours; L sows to your left, clockwise, and makes the left-hand store yours. South usually moves first, so the choice is yours.</source>
        <translation>ක්‍රීඩාවක් ආරම්භයේදී කිසිදු ගබඩාවක් තවම කිසිවෙකුට අයිති නැත. පළමු චලනය වළක් සහ දිශාවක් තෝරයි: R ඔබේ දකුණට, වාමාවර්තව බෙදා, දකුණු පස ගබඩාව ඔබේ කරයි; L ඔබේ වමට, දක්ෂිණාවර්තව බෙදා, වම් පස ගබඩාව ඔබේ කරයි. සාමාන්‍යයෙන් පළමුව චලනය කරන්නේ දකුණ බැවින් තේරීම ඔබේය.</translation>
    </message>
    <message>
        <source>Whatever the first move chooses holds for both players until the game ends: with R each player&apos;s store is on their right, with L on their left.</source>
        <translation>පළමු චලනය තෝරන දිශාව ක්‍රීඩාව අවසන් වන තුරු ක්‍රීඩකයන් දෙදෙනාටම අදාළ වේ: R නම් සෑම ක්‍රීඩකයෙකුගේම ගබඩාව ඔවුන්ගේ දකුණු පසින්ද, L නම් වම් පසින්ද වේ.</translation>
    </message>
    <message>
        <source>This is the first move of the game. Your hole 4 has 2 cowries: to the right they go into holes 5 and 6, to the left into holes 3 and 2. Choose the direction that captures North&apos;s 4.</source>
        <translation>මෙය ක්‍රීඩාවේ පළමු චලනයයි. ඔබේ වළ 4 හි කවඩි 2ක් ඇත: දකුණට නම් ඒවා වළ 5 සහ 6 ටද, වමට නම් වළ 3 සහ 2 ටද යයි. උතුරේ කවඩි 4 අල්ලා ගන්නා දිශාව තෝරන්න.</translation>
    </message>
    <message>
        <source>Leftwards, your last cowrie drops into empty hole 2 and eats North&apos;s 4 across from it. The game now goes left (clockwise) for good.</source>
        <translation>වමට යන විට, ඔබේ අවසන් කවඩිය හිස් වළ 2 ට වැටී ඊට ඉදිරියේ ඇති උතුරේ කවඩි 4 කයි. දැන් ක්‍රීඩාව සදහටම වමට (දක්ෂිණාවර්තව) යයි.</translation>
    </message>
    <message>
        <source>To the right, your last cowrie falls on the one in hole 6, so you pick both up and sow on (a relay, coming up next) until the last lands in your store: only 1 cowrie. And now the whole game goes right.</source>
        <translation>දකුණට යන විට, ඔබේ අවසන් කවඩිය වළ 6 හි ඇති කවඩිය මතට වැටේ, එබැවින් ඔබ දෙකම ඔසවා, අවසන් කවඩිය ඔබේ ගබඩාවට වැටෙන තුරු දිගටම බෙදයි (ඔසවා බෙදීම, මීළඟට උගන්වයි): කවඩි 1ක් පමණි. දැන් මුළු ක්‍රීඩාවම දකුණට යයි.</translation>
    </message>
    <message>
        <source>North had to sow to the left too, which is clockwise for North as well. Its cowrie went into North&apos;s store, now on the right of your screen, while yours is on the left.</source>
        <translation>උතුරටද වමට බෙදීමට සිදු විය, එය උතුරටද දක්ෂිණාවර්ත දිශාවයි. එහි කවඩිය උතුරේ ගබඩාවට ගියේය, එය දැන් ඔබේ තිරයේ දකුණු පසින් ඇති අතර ඔබේ ගබඩාව වම් පසින් ඇත.</translation>
    </message>
    <message>
        <source>Your hole 6 has one cowrie. In this game, where does it go?</source>
        <translation>ඔබේ වළ 6 හි එක් කවඩියක් ඇත. මෙම ක්‍රීඩාවේදී එය යන්නේ කොතැනටද?</translation>
    </message>
    <message>
        <source>To the left, into your hole 5. It was empty, so you capture North&apos;s 2 cowries across from it as well.</source>
        <translation>වමට, ඔබේ වළ 5 ට. එය හිස්ව තිබූ බැවින්, ඊට ඉදිරියේ ඇති උතුරේ කවඩි 2ද ඔබ අල්ලා ගනී.</translation>
    </message>
    <message>
        <source>Relay sowing</source>
        <translation>ඔසවා බෙදීම</translation>
    </message>
    <message>
        <source>A last cowrie on a full hole lifts it and sows on, sometimes round the whole board.</source>
        <translation>පිරුණු වළක වැටෙන අවසන් කවඩිය එය ඔසවා දිගටම බෙදයි, සමහර විට මුළු පුවරුව වටාම.</translation>
    </message>
    <message>
        <source>When your last cowrie drops into a hole that already has cowries, on either side, your move isn&apos;t over: you lift everything in that hole and sow on from the next place. This is relay sowing. It stops only when a last cowrie reaches your store or an empty hole.</source>
        <translation>ඔබේ අවසන් කවඩිය, කුමන පැත්තේ වුවද, දැනටමත් කවඩි ඇති වළකට වැටුණහොත් ඔබේ චලනය අවසන් නැත: ඔබ එම වළේ ඇති සියල්ල ඔසවා ඊළඟ තැනින් දිගටම බෙදයි. මෙය ඔසවා බෙදීමයි. එය නතර වන්නේ අවසන් කවඩියක් ඔබේ ගබඩාවට හෝ හිස් වළකට ළඟා වූ විට පමණි.</translation>
    </message>
    <message>
        <source>Your hole 5 has 2 cowries, and hole 7 already holds one. Follow the relay: where does the very last cowrie land?</source>
        <translation>ඔබේ වළ 5 හි කවඩි 2ක් ඇති අතර, වළ 7 හි දැනටමත් එකක් ඇත. ඔසවා බෙදීම අනුගමනය කරන්න: අවසානයටම අවසන් කවඩිය වැටෙන්නේ කොතැනද?</translation>
    </message>
    <message>
        <source>Hole 6, then hole 7, which had a cowrie: you lift both and sow on into your store and North&apos;s hole 1. That hole was empty, so the move ends there.</source>
        <translation>වළ 6, ඉන්පසු කවඩියක් තිබූ වළ 7: ඔබ දෙකම ඔසවා ඔබේ ගබඩාවට සහ උතුරේ වළ 1 ට දිගටම බෙදයි. එම වළ හිස්ව තිබූ බැවින් චලනය එතැනින් අවසන් වේ.</translation>
    </message>
    <message>
        <source>A relay can carry you a long way, even right round the board. Watch your hole 7: its last cowrie lands on North&apos;s hole 1, and the 9 cowries lifted there run past North&apos;s store into your row, where a second relay takes you on to your store.</source>
        <translation>ඔසවා බෙදීමක් ඔබව බොහෝ දුර, පුවරුව වටාමද ගෙන යා හැක. ඔබේ වළ 7 බලන්න: එහි අවසන් කවඩිය උතුරේ වළ 1 මත වැටේ, එතැනින් ඔසවන කවඩි 9 උතුරේ ගබඩාව පසු කර ඔබේ පේළියට දුවයි, එහිදී දෙවන ඔසවා බෙදීමක් ඔබව ඔබේ ගබඩාවට ගෙන යයි.</translation>
    </message>
    <message>
        <source>Now use relays yourself. One of your moves relays twice and ends with a capture of North&apos;s 3 cowries. Find it.</source>
        <translation>දැන් ඔබම ඔසවා බෙදීම් යොදන්න. ඔබේ එක් චලනයක් දෙවරක් ඔසවා බෙදා, උතුරේ කවඩි 3 අල්ලා ගැනීමකින් අවසන් වේ. එය සොයන්න.</translation>
    </message>
    <message>
        <source>Hole 1 falls on hole 2, which relays to hole 4, which relays to your empty hole 6: you eat North&apos;s 3 and your own cowrie.</source>
        <translation>වළ 1 වළ 2 මත වැටේ, එය වළ 4 ට ඔසවා බෙදේ, එය ඔබේ හිස් වළ 6 ට ඔසවා බෙදේ: ඔබ උතුරේ කවඩි 3 සහ ඔබේම කවඩිය කයි.</translation>
    </message>
    <message>
        <source>Your cowrie drops into empty hole 3 and you take it, but North&apos;s hole 5 across from it is empty: just 1 cowrie.</source>
        <translation>ඔබේ කවඩිය හිස් වළ 3 ට වැටී ඔබ එය ගනී, නමුත් ඊට ඉදිරියේ ඇති උතුරේ වළ 5 හිස්ය: කවඩි 1ක් පමණි.</translation>
    </message>
    <message>
        <source>Your last cowrie lands on North&apos;s hole 2 and relays, but the chain ends in North&apos;s empty hole 6: nothing captured.</source>
        <translation>ඔබේ අවසන් කවඩිය උතුරේ වළ 2 මත වැටී ඔසවා බෙදේ, නමුත් දාමය උතුරේ හිස් වළ 6 හි අවසන් වේ: කිසිවක් අල්ලා ගත්තේ නැත.</translation>
    </message>
    <message>
        <source>Your store ends your turn</source>
        <translation>ඔබේ ගබඩාව ඔබේ වාරය අවසන් කරයි</translation>
    </message>
    <message>
        <source>A last cowrie in your store is one more cowrie, but never another move.</source>
        <translation>ඔබේ ගබඩාවේ වැටෙන අවසන් කවඩිය තවත් එක් කවඩියකි, නමුත් කිසිදා තවත් චලනයක් නොවේ.</translation>
    </message>
    <message>
        <source>Here Chonka differs from its Malaysian cousin congkak, and from Kalah: when your last cowrie falls into your own store, your turn is over. You keep the cowrie, but you do not move again.</source>
        <translation>මෙහිදී චොංකා, එහි මැලේසියානු ඥාතියා වන congkak සහ Kalah ගෙන් වෙනස් වේ: ඔබේ අවසන් කවඩිය ඔබේම ගබඩාවට වැටුණු විට ඔබේ වාරය අවසන්. ඔබ කවඩිය තබා ගන්නා නමුත් නැවත චලනය නොකරයි.</translation>
    </message>
    <message>
        <source>Your hole 5 holds one cowrie, and hole 6 has one too. Where does this move end?</source>
        <translation>ඔබේ වළ 5 හි එක් කවඩියක් ඇති අතර, වළ 6 හිද එකක් ඇත. මෙම චලනය අවසන් වන්නේ කොතැනද?</translation>
    </message>
    <message>
        <source>Hole 6 relays to hole 7 and your store. One more cowrie for you, and now it is North&apos;s turn.</source>
        <translation>වළ 6 වළ 7 ට සහ ඔබේ ගබඩාවට ඔසවා බෙදේ. ඔබට තවත් එක් කවඩියක්, දැන් උතුරේ වාරයයි.</translation>
    </message>
    <message>
        <source>See: North plays now. Its hole 7 drops a cowrie into its own store, and that ends North&apos;s turn in the same way.</source>
        <translation>බලන්න: දැන් උතුර ක්‍රීඩා කරයි. එහි වළ 7 කවඩියක් තමාගේම ගබඩාවට දමයි, එයින් උතුරේ වාරයද එලෙසම අවසන් වේ.</translation>
    </message>
    <message>
        <source>Your turn. One move puts a cowrie in your store; a better one captures. Which is it?</source>
        <translation>ඔබේ වාරය. එක් චලනයක් කවඩියක් ඔබේ ගබඩාවට දමයි; වඩා හොඳ එකක් අල්ලා ගනී. එය කුමක්ද?</translation>
    </message>
    <message>
        <source>Your last cowrie lands in your empty hole 3 and eats North&apos;s 3 across from it: 4 for your store instead of 1.</source>
        <translation>ඔබේ අවසන් කවඩිය ඔබේ හිස් වළ 3 ට වැටී ඊට ඉදිරියේ ඇති උතුරේ කවඩි 3 කයි: ඔබේ ගබඩාවට 1 වෙනුවට 4ක්.</translation>
    </message>
    <message>
        <source>Your cowrie reaches your store: just 1, and your turn is over. There is no extra move in Chonka.</source>
        <translation>ඔබේ කවඩිය ඔබේ ගබඩාවට ළඟා වේ: 1ක් පමණි, ඔබේ වාරය අවසන්. චොංකා හි අමතර චලනයක් නැත.</translation>
    </message>
    <message>
        <source>How a turn ends</source>
        <translation>වාරයක් අවසන් වන ආකාරය</translation>
    </message>
    <message>
        <source>Store, empty hole of yours, empty hole of North&apos;s: the four landings.</source>
        <translation>ගබඩාව, ඔබේ හිස් වළක්, උතුරේ හිස් වළක්: වැටෙන ආකාර හතර.</translation>
    </message>
    <message>
        <source>Every Chonka move is a whole turn, and where its last cowrie lands decides how it ends. On cowries: relay and go on. In your store: the turn ends. In an empty hole of yours: capture, and the turn ends. In an empty hole of North&apos;s: the turn just ends, with no capture.</source>
        <translation>සෑම චොංකා චලනයක්ම සම්පූර්ණ වාරයකි, එහි අවසන් කවඩිය වැටෙන තැන එය අවසන් වන ආකාරය තීරණය කරයි. කවඩි මත: ඔසවා දිගටම බෙදන්න. ඔබේ ගබඩාවේ: වාරය අවසන්. ඔබේ හිස් වළක: අල්ලා ගැනීම, වාරය අවසන්. උතුරේ හිස් වළක: අල්ලා ගැනීමකින් තොරව වාරය අවසන්.</translation>
    </message>
    <message>
        <source>Your hole 6 has 3 cowries. Follow the move, relay included: where does it end?</source>
        <translation>ඔබේ වළ 6 හි කවඩි 3ක් ඇත. ඔසවා බෙදීමද ඇතුළුව චලනය අනුගමනය කරන්න: එය අවසන් වන්නේ කොතැනද?</translation>
    </message>
    <message>
        <source>Hole 7, your store, North&apos;s hole 1 (a relay: lift 2), then North&apos;s holes 2 and 3. Hole 3 was empty and it is North&apos;s, so your turn ends with nothing captured.</source>
        <translation>වළ 7, ඔබේ ගබඩාව, උතුරේ වළ 1 (ඔසවා බෙදීමක්: 2ක් ඔසවන්න), ඉන්පසු උතුරේ වළ 2 සහ 3. වළ 3 හිස්ව තිබූ අතර එය උතුරේ වළක් බැවින්, ඔබේ වාරය කිසිවක් අල්ලා නොගෙන අවසන් වේ.</translation>
    </message>
    <message>
        <source>A new position: your hole 6 holds 10 cowries. Count them past your store, along North&apos;s row and round, skipping North&apos;s store, to a capture. Which move captures?</source>
        <translation>නව තත්ත්වයක්: ඔබේ වළ 6 හි කවඩි 10ක් ඇත. ඒවා ඔබේ ගබඩාව පසු කර, උතුරේ පේළිය දිගේ සහ වටා, උතුරේ ගබඩාව මඟ හරිමින්, අල්ලා ගැනීමක් දක්වා ගණන් කරන්න. අල්ලා ගන්නා චලනය කුමක්ද?</translation>
    </message>
    <message>
        <source>Ten cowries: hole 7, your store, North&apos;s seven holes, and your empty hole 1, across from North&apos;s hole 7. You eat 5.</source>
        <translation>කවඩි දහයක්: වළ 7, ඔබේ ගබඩාව, උතුරේ වළවල් හත, සහ උතුරේ වළ 7 ට ඉදිරියෙන් ඇති ඔබේ හිස් වළ 1. ඔබ 5ක් කයි.</translation>
    </message>
    <message>
        <source>Your last cowrie lands in North&apos;s hole 1, which was empty: your turn simply ends.</source>
        <translation>ඔබේ අවසන් කවඩිය හිස්ව තිබූ උතුරේ වළ 1 ට වැටේ: ඔබේ වාරය සරලවම අවසන් වේ.</translation>
    </message>
    <message>
        <source>One cowrie in your store, and your turn is over.</source>
        <translation>ඔබේ ගබඩාවට එක් කවඩියක්, ඔබේ වාරය අවසන්.</translation>
    </message>
    <message>
        <source>The either-side option</source>
        <translation>දෙපැත්තම විකල්පය</translation>
    </message>
    <message>
        <source>An option where an empty hole on North&apos;s side captures too.</source>
        <translation>උතුරේ පැත්තේ හිස් වළක්ද අල්ලා ගන්නා විකල්පයක්.</translation>
    </message>
    <message>
        <source>The old descriptions of Chonka can be read in two ways, so Cowrie has an option for the second reading: either-side. With it, a last cowrie in an empty hole on North&apos;s side captures too: that cowrie and your own hole across from it go into your store.</source>
        <translation>චොංකා පිළිබඳ පැරණි විස්තර ආකාර දෙකකට තේරුම් ගත හැකි බැවින්, දෙවන අර්ථය සඳහා Cowrie හි විකල්පයක් ඇත: දෙපැත්තම. එය සක්‍රිය විට, උතුරේ පැත්තේ හිස් වළක වැටෙන අවසන් කවඩියද අල්ලා ගනී: එම කවඩියත් ඊට ඉදිරියේ ඇති ඔබේම වළත් ඔබේ ගබඩාවට යයි.</translation>
    </message>
    <message>
        <source>This game is played with either-side on. Your hole 7 holds 4 cowries. Find the move that banks them all.</source>
        <translation>මෙම ක්‍රීඩාව දෙපැත්තම විකල්පය සක්‍රියව ක්‍රීඩා කෙරේ. ඔබේ වළ 7 හි කවඩි 4ක් ඇත. ඒ සියල්ල ගබඩාවට දමන චලනය සොයන්න.</translation>
    </message>
    <message>
        <source>Your last cowrie lands in North&apos;s empty hole 1; with this option you take it and your hole 7 across from it: 6 cowries safe in your store.</source>
        <translation>ඔබේ අවසන් කවඩිය උතුරේ හිස් වළ 1 ට වැටේ; මෙම විකල්පය සමඟ ඔබ එයත් ඊට ඉදිරියේ ඇති ඔබේ වළ 7 ත් ගනී: කවඩි 6ක් ඔබේ ගබඩාවේ ආරක්ෂිතයි.</translation>
    </message>
    <message>
        <source>Your cowrie drops into your empty hole 2 and you take it, but North&apos;s hole 6 across is empty: only 1.</source>
        <translation>ඔබේ කවඩිය ඔබේ හිස් වළ 2 ට වැටී ඔබ එය ගනී, නමුත් ඉදිරියේ ඇති උතුරේ වළ 6 හිස්ය: 1ක් පමණි.</translation>
    </message>
    <message>
        <source>Your last cowrie lands in North&apos;s empty hole 3, which captures with this option, but your hole 5 across from it is empty, so you take just that 1 cowrie.</source>
        <translation>ඔබේ අවසන් කවඩිය උතුරේ හිස් වළ 3 ට වැටේ, මෙම විකල්පය සමඟ එය අල්ලා ගනී, නමුත් ඊට ඉදිරියේ ඇති ඔබේ වළ 5 හිස් බැවින් ඔබ ගන්නේ එම කවඩි 1 පමණි.</translation>
    </message>
    <message>
        <source>In the standard game the option is off: that last cowrie in North&apos;s empty hole 1 would simply have ended your turn. You can switch it on when you start a game.</source>
        <translation>සාමාන්‍ය ක්‍රීඩාවේදී මෙම විකල්පය අක්‍රියයි: උතුරේ හිස් වළ 1 ට වැටෙන එම අවසන් කවඩිය සරලවම ඔබේ වාරය අවසන් කරනු ඇත. ක්‍රීඩාවක් අරඹන විට ඔබට එය සක්‍රිය කළ හැක.</translation>
    </message>
    <message>
        <source>The real board</source>
        <translation>සැබෑ පුවරුව</translation>
    </message>
    <message>
        <source>Seven holes of seven cowries, and a first move that eats 9.</source>
        <translation>කවඩි හත බැගින් වළවල් හතක්, සහ 9ක් කන පළමු චලනයක්.</translation>
    </message>
    <message>
        <source>Now the real board: seven cowries in each of the fourteen holes, 98 in all. You move first, so you choose the direction.</source>
        <translation>දැන් සැබෑ පුවරුව: වළවල් දාහතරේම කවඩි හත බැගින්, සියල්ල 98ක්. ඔබ පළමුව චලනය කරන බැවින් දිශාව තෝරන්නේ ඔබයි.</translation>
    </message>
    <message>
        <source>Make a first move that captures at least 9 cowries. Strong players like hole 6 to the right, or hole 2 to the left.</source>
        <translation>අවම වශයෙන් කවඩි 9ක් අල්ලා ගන්නා පළමු චලනයක් කරන්න. දක්ෂ ක්‍රීඩකයන් කැමති වළ 6 දකුණට, හෝ වළ 2 වමට.</translation>
    </message>
    <message>
        <source>Your 7 cowries reach North&apos;s row, the relay of 8 comes all the way back to the hole you emptied, and you eat the 8 across from it. 10 cowries in your store after one move!</source>
        <translation>ඔබේ කවඩි 7 උතුරේ පේළියට ළඟා වේ, 8 ක ඔසවා බෙදීම ඔබ හිස් කළ වළ දක්වාම ආපසු එයි, ඔබ ඊට ඉදිරියේ ඇති 8 කයි. එක් චලනයකින් පසු ඔබේ ගබඩාවේ කවඩි 10ක්!</translation>
    </message>
    <message>
        <source>Seven cowries from hole 1 end exactly in your store: just 1 cowrie, and your turn is over.</source>
        <translation>වළ 1 හි කවඩි හත හරියටම ඔබේ ගබඩාවෙන් අවසන් වේ: කවඩි 1ක් පමණි, ඔබේ වාරය අවසන්.</translation>
    </message>
    <message>
        <source>Seven cowries from hole 7 go left and end exactly in your store: just 1 cowrie, and your turn is over.</source>
        <translation>වළ 7 හි කවඩි හත වමට ගොස් හරියටම ඔබේ ගබඩාවෙන් අවසන් වේ: කවඩි 1ක් පමණි, ඔබේ වාරය අවසන්.</translation>
    </message>
    <message>
        <source>Before each move, follow the chain in your head: where will the relays take you, and does it end in an empty hole of yours across from North&apos;s cowries, or somewhere that wastes it?</source>
        <translation>සෑම චලනයකටම පෙර, දාමය ඔබේ හිතින් අනුගමනය කරන්න: ඔසවා බෙදීම් ඔබව ගෙන යන්නේ කොතැනටද, එය උතුරේ කවඩිවලට ඉදිරියෙන් ඇති ඔබේ හිස් වළක අවසන් වේද, නැතහොත් එය නාස්ති වන තැනකද?</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation>ක්‍රීඩාවේ අවසානය</translation>
    </message>
    <message>
        <source>When a row is empty the game ends: the cowries on each side go to their owner and the bigger store wins.</source>
        <translation>පේළියක් හිස් වූ විට ක්‍රීඩාව අවසන් වේ: එක් එක් පැත්තේ කවඩි එහි හිමිකරුට යන අතර විශාල ගබඩාව ජය ගනී.</translation>
    </message>
    <message>
        <source>The game ends when a turn ends and either row is empty. Each player then puts the cowries left in their own row into their own store, and the bigger store wins.</source>
        <translation>වාරයක් අවසන් වූ විට කිසියම් පේළියක් හිස් නම් ක්‍රීඩාව අවසන් වේ. එවිට සෑම ක්‍රීඩකයෙක්ම තම පේළියේ ඉතිරි කවඩි තම ගබඩාවට දමන අතර විශාල ගබඩාව ජය ගනී.</translation>
    </message>
    <message>
        <source>You lead 5 to 4 and your last cowrie can reach your store. Watch what happens if you sow it.</source>
        <translation>ඔබ 5 ට 4 කින් ඉදිරියෙන් සිටින අතර ඔබේ අවසන් කවඩියට ඔබේ ගබඩාවට ළඟා විය හැක. එය බෙදුවහොත් සිදුවන්නේ කුමක්දැයි බලන්න.</translation>
    </message>
    <message>
        <source>Your row was empty, so North&apos;s 4 cowries went to North, and North won 8 to 6. With 98 cowries in a real game, a store of 50 has already won (49 is at least a draw), but the game is still played to its end.</source>
        <translation>ඔබේ පේළිය හිස්ව තිබූ බැවින් උතුරේ කවඩි 4 උතුරට ගිය අතර, උතුර 8 ට 6 කින් ජය ගත්තේය. සැබෑ ක්‍රීඩාවක කවඩි 98ක් ඇති බැවින්, 50ක ගබඩාවක් දැනටමත් ජය ගෙන ඇත (49 අවම වශයෙන් සම ජයකි), නමුත් ක්‍රීඩාව අවසානය දක්වාම ක්‍රීඩා කෙරේ.</translation>
    </message>
    <message>
        <source>Here North&apos;s cowries are all in one hole. Eat them and the game ends in your favour.</source>
        <translation>මෙහි උතුරේ කවඩි සියල්ල එක් වළක ඇත. ඒවා කෑවොත් ක්‍රීඩාව ඔබට වාසිදායකව අවසන් වේ.</translation>
    </message>
    <message>
        <source>North&apos;s row is empty, so the game is over: your last 2 cowries join your store and you win 14 to 10. You&apos;re ready to play a real game!</source>
        <translation>උතුරේ පේළිය හිස් බැවින් ක්‍රීඩාව අවසන්: ඔබේ අවසන් කවඩි 2 ඔබේ ගබඩාවට එකතු වී ඔබ 14 ට 10 කින් ජය ගනී. දැන් ඔබ සැබෑ ක්‍රීඩාවකට සූදානම්!</translation>
    </message>
    <message>
        <source>Your last cowrie lands in North&apos;s empty hole 1, so North now has cowries in two holes and the game goes on.</source>
        <translation>ඔබේ අවසන් කවඩිය උතුරේ හිස් වළ 1 ට වැටේ, එබැවින් දැන් උතුරට වළවල් දෙකක කවඩි ඇති අතර ක්‍රීඩාව දිගටම යයි.</translation>
    </message>
    <message>
        <source>The congkak board</source>
        <translation>congkak පුවරුව</translation>
    </message>
    <message>
        <source>Your row, your store, and the way the seeds travel.</source>
        <translation>ඔබේ පේළිය, ඔබේ ගබඩාව, සහ ඇට ගමන් කරන මග.</translation>
    </message>
    <message>
        <source>Congkak is a Malaysian game for two, played with seeds or cowrie shells on a long board. The seven holes of the bottom row are yours, and so is the big store at the left end; North owns the top row and the store on the right.</source>
        <translation>Congkak යනු දිගු පුවරුවක ඇට හෝ කවඩි බෙල්ලන් යොදා දෙදෙනෙකු ක්‍රීඩා කරන මැලේසියානු ක්‍රීඩාවකි. පහළ පේළියේ වළවල් හත ඔබේය, වම් කෙළවරේ ඇති විශාල ගබඩාවද ඔබේය; ඉහළ පේළිය සහ දකුණු පස ගබඩාව උතුරට අයිතිය.</translation>
    </message>
    <message>
        <source>To move, you lift all the seeds of one of your holes and sow them one at a time, clockwise: leftwards along your row, into your store, then along North&apos;s row. North&apos;s store is always skipped; your seeds never go in there.</source>
        <translation>චලනය කිරීමට, ඔබේ වළකින් සියලු ඇට ඔසවා ඒවා එකින් එක, දක්ෂිණාවර්තව බෙදන්න: ඔබේ පේළිය දිගේ වමට, ඔබේ ගබඩාවට, ඉන්පසු උතුරේ පේළිය දිගේ. උතුරේ ගබඩාව සැමවිටම මඟ හැරේ; ඔබේ ඇට කිසිදා එයට නොයයි.</translation>
    </message>
    <message>
        <source>Your holes are numbered 1 to 7 from the left, so your hole 1 sits next to your store. The seeds in your store are yours to keep: whoever has more in their store at the end wins.</source>
        <translation>ඔබේ වළවල් වමේ සිට 1 සිට 7 දක්වා අංක කර ඇත, එබැවින් ඔබේ වළ 1 ඔබේ ගබඩාවට යාබදව ඇත. ඔබේ ගබඩාවේ ඇති ඇට ඔබටම අයිතිය: අවසානයේදී තම ගබඩාවේ වැඩිපුර ඇට ඇත්තා ජය ගනී.</translation>
    </message>
    <message>
        <source>Your hole 7 holds seven seeds. Click the place where the last of them will land.</source>
        <translation>ඔබේ වළ 7 හි ඇට හතක් ඇත. ඒවායින් අවසන් ඇටය වැටෙන තැන ක්ලික් කරන්න.</translation>
    </message>
    <message>
        <source>Yes: six seeds go into your holes 6 to 1, and the seventh drops into your store.</source>
        <translation>ඔව්: ඇට හයක් ඔබේ වළ 6 සිට 1 දක්වා යන අතර, හත්වැන්න ඔබේ ගබඩාවට වැටේ.</translation>
    </message>
    <message>
        <source>Another move</source>
        <translation>තවත් චලනයක්</translation>
    </message>
    <message>
        <source>A last seed in your own store lets you move again.</source>
        <translation>ඔබේම ගබඩාවේ වැටෙන අවසන් ඇටය ඔබට නැවත චලනය කිරීමට ඉඩ දෙයි.</translation>
    </message>
    <message>
        <source>When the last seed of your sowing drops into your own store, you move again, from any of your holes. Watch your hole 3: three seeds, three places to the store.</source>
        <translation>ඔබේ බෙදීමේ අවසන් ඇටය ඔබේම ගබඩාවට වැටුණු විට, ඔබ ඔබේ ඕනෑම වළකින් නැවත චලනය කරයි. ඔබේ වළ 3 බලන්න: ඇට තුනක්, ගබඩාවට තැන් තුනක්.</translation>
    </message>
    <message>
        <source>It is your move again. Which hole now ends exactly in your store?</source>
        <translation>නැවතත් ඔබේ චලනයයි. දැන් හරියටම ඔබේ ගබඩාවෙන් අවසන් වන වළ කුමක්ද?</translation>
    </message>
    <message>
        <source>Right: one seed, one step, and you move again.</source>
        <translation>හරි: එක් ඇටයක්, එක් පියවරක්, ඔබ නැවත චලනය කරයි.</translation>
    </message>
    <message>
        <source>Hole 2 has four seeds, two more than it needs: they run past your store, and the last one stops in North&apos;s empty hole 6, which ends your turn.</source>
        <translation>වළ 2 හි ඇට හතරක් ඇත, අවශ්‍ය ප්‍රමාණයට වඩා දෙකක් වැඩියි: ඒවා ඔබේ ගබඩාව පසු කර යන අතර අවසන් ඇටය උතුරේ හිස් වළ 6 හි නතර වේ, එයින් ඔබේ වාරය අවසන් වේ.</translation>
    </message>
    <message>
        <source>Hole 5 has six seeds, one too many: the last one goes past your store into North&apos;s empty hole 7, which ends your turn.</source>
        <translation>වළ 5 හි ඇට හයක් ඇත, එකක් වැඩියි: අවසන් ඇටය ඔබේ ගබඩාව පසු කර උතුරේ හිස් වළ 7 ට යයි, එයින් ඔබේ වාරය අවසන් වේ.</translation>
    </message>
    <message>
        <source>Here is a count to remember: a hole holding as many seeds as its number always ends in your store. Hole 1 needs 1 seed, hole 5 needs 5.</source>
        <translation>මතක තබා ගත යුතු ගණනක් මෙන්න: තම අංකයට සමාන ඇට ගණනක් ඇති වළක් සැමවිටම ඔබේ ගබඩාවෙන් අවසන් වේ. වළ 1 ට ඇට 1ක් අවශ්‍යයි, වළ 5 ට 5ක්.</translation>
    </message>
    <message>
        <source>Use the count: which of these holes ends in your store?</source>
        <translation>ගණන යොදන්න: මෙම වළවලින් ඔබේ ගබඩාවෙන් අවසන් වන්නේ කුමක්ද?</translation>
    </message>
    <message>
        <source>Five seeds in hole 5: the last lands in your store and you move again.</source>
        <translation>වළ 5 හි ඇට පහක්: අවසන් ඇටය ඔබේ ගබඩාවට වැටී ඔබ නැවත චලනය කරයි.</translation>
    </message>
    <message>
        <source>Hole 1 needs one seed but holds two: the second goes on into North&apos;s empty hole 7, and your turn is over.</source>
        <translation>වළ 1 ට එක් ඇටයක් අවශ්‍ය නමුත් එහි දෙකක් ඇත: දෙවැන්න උතුරේ හිස් වළ 7 ට යන අතර ඔබේ වාරය අවසන්.</translation>
    </message>
    <message>
        <source>Hole 3 needs three seeds but holds four: the fourth lands in North&apos;s empty hole 7, and your turn is over.</source>
        <translation>වළ 3 ට ඇට තුනක් අවශ්‍ය නමුත් එහි හතරක් ඇත: හතරවැන්න උතුරේ හිස් වළ 7 ට වැටෙන අතර ඔබේ වාරය අවසන්.</translation>
    </message>
    <message>
        <source>Land on seeds and you lift them and keep going.</source>
        <translation>ඇට මතට වැටුණොත් ඔබ ඒවා ඔසවා දිගටම යයි.</translation>
    </message>
    <message>
        <source>If your last seed lands in a hole that already has seeds, on your side or North&apos;s, you lift them all and sow on from the next place: a relay. Watch your hole 4: its last seed lands on your hole 2, and the relay carries on into your store.</source>
        <translation>ඔබේ අවසන් ඇටය ඔබේ හෝ උතුරේ පැත්තේ දැනටමත් ඇට ඇති වළකට වැටුණහොත්, ඔබ ඒ සියල්ල ඔසවා ඊළඟ තැනින් දිගටම බෙදයි: ඔසවා බෙදීමක්. ඔබේ වළ 4 බලන්න: එහි අවසන් ඇටය ඔබේ වළ 2 මත වැටෙන අතර, ඔසවා බෙදීම ඔබේ ගබඩාව දක්වා දිගටම යයි.</translation>
    </message>
    <message>
        <source>Relays happen on North&apos;s side too. Where will the very last seed of your hole 2 land?</source>
        <translation>ඔසවා බෙදීම් උතුරේ පැත්තේද සිදු වේ. ඔබේ වළ 2 හි අවසානයටම අවසන් ඇටය වැටෙන්නේ කොතැනද?</translation>
    </message>
    <message>
        <source>Your third seed landed on North&apos;s hole 7, so you lifted its three seeds and sowed on until the last one stopped in North&apos;s empty hole 4.</source>
        <translation>ඔබේ තුන්වන ඇටය උතුරේ වළ 7 මත වැටුණි, එබැවින් ඔබ එහි ඇට තුන ඔසවා, අවසන් ඇටය උතුරේ හිස් වළ 4 හි නතර වන තුරු දිගටම බෙදුවා.</translation>
    </message>
    <message>
        <source>Get to your store with the help of a relay.</source>
        <translation>ඔසවා බෙදීමක උදව්වෙන් ඔබේ ගබඩාවට ළඟා වන්න.</translation>
    </message>
    <message>
        <source>Hole 5&apos;s last seed landed on your hole 3, and its three seeds carried you home to your store.</source>
        <translation>වළ 5 හි අවසන් ඇටය ඔබේ වළ 3 මත වැටුණි, එහි ඇට තුන ඔබව ඔබේ ගබඩාවට ගෙන ගියේය.</translation>
    </message>
    <message>
        <source>Hole 1 goes straight into your store, with no relay. Look for a hole whose last seed lands on seeds and relays home.</source>
        <translation>වළ 1 ඔසවා බෙදීමකින් තොරව කෙළින්ම ඔබේ ගබඩාවට යයි. අවසන් ඇටය ඇට මතට වැටී ඔසවා බෙදා ගබඩාවට යන වළක් සොයන්න.</translation>
    </message>
    <message>
        <source>Hole 3 relays from your hole 1, but those two seeds go one place past your store, into North&apos;s empty hole 7: turn over.</source>
        <translation>වළ 3 ඔබේ වළ 1 සිට ඔසවා බෙදේ, නමුත් එම ඇට දෙක ඔබේ ගබඩාව පසු කර එක් තැනක් ඉදිරියට, උතුරේ හිස් වළ 7 ට යයි: වාරය අවසන්.</translation>
    </message>
    <message>
        <source>Captures</source>
        <translation>අල්ලා ගැනීම්</translation>
    </message>
    <message>
        <source>End in an empty hole of your own and you capture.</source>
        <translation>ඔබේම හිස් වළකින් අවසන් කළහොත් ඔබ අල්ලා ගනී.</translation>
    </message>
    <message>
        <source>If your last seed drops into an empty hole on your own side, you capture: that seed and all the seeds in North&apos;s hole straight across go into your store, and your turn ends. Your hole 1 faces North&apos;s hole 7, your hole 7 faces North&apos;s hole 1.</source>
        <translation>ඔබේ අවසන් ඇටය ඔබේම පැත්තේ හිස් වළකට වැටුණහොත් ඔබ අල්ලා ගනී: එම ඇටයත්, කෙළින්ම ඉදිරියේ ඇති උතුරේ වළේ සියලු ඇටත් ඔබේ ගබඩාවට යන අතර ඔබේ වාරය අවසන් වේ. ඔබේ වළ 1 උතුරේ වළ 7 ට මුහුණලා ඇත, ඔබේ වළ 7 උතුරේ වළ 1 ට මුහුණලා ඇත.</translation>
    </message>
    <message>
        <source>Capture at least five seeds.</source>
        <translation>අවම වශයෙන් ඇට පහක් අල්ලා ගන්න.</translation>
    </message>
    <message>
        <source>Your last seed fell into your empty hole 1, so it and North&apos;s four seeds across are yours.</source>
        <translation>ඔබේ අවසන් ඇටය ඔබේ හිස් වළ 1 ට වැටුණි, එබැවින් එයත් ඉදිරියේ ඇති උතුරේ ඇට හතරත් ඔබේය.</translation>
    </message>
    <message>
        <source>Hole 5 ends in your empty hole 4, but North&apos;s hole 4 across holds only one seed: a capture of two.</source>
        <translation>වළ 5 ඔබේ හිස් වළ 4 හි අවසන් වේ, නමුත් ඉදිරියේ ඇති උතුරේ වළ 4 හි ඇත්තේ එක් ඇටයක් පමණි: දෙකක අල්ලා ගැනීමක්.</translation>
    </message>
    <message>
        <source>Six seeds from hole 6 reach your store: another move, but no capture.</source>
        <translation>වළ 6 හි ඇට හය ඔබේ ගබඩාවට ළඟා වේ: තවත් චලනයක්, නමුත් අල්ලා ගැනීමක් නැත.</translation>
    </message>
    <message>
        <source>In congkak the capture happens even when the hole across is empty: your lone seed still goes to your store. An empty hole on North&apos;s side gives nothing; your turn just ends.</source>
        <translation>congkak හි ඉදිරියේ වළ හිස් වුවද අල්ලා ගැනීම සිදු වේ: ඔබේ තනි ඇටය තවමත් ඔබේ ගබඩාවට යයි. උතුරේ පැත්තේ හිස් වළකින් කිසිවක් නොලැබේ; ඔබේ වාරය සරලවම අවසන් වේ.</translation>
    </message>
    <message>
        <source>Capture a seed here.</source>
        <translation>මෙහි ඇටයක් අල්ලා ගන්න.</translation>
    </message>
    <message>
        <source>Your last seed ended in your empty hole 2. North&apos;s hole 6 across was empty, but the seed itself went to your store.</source>
        <translation>ඔබේ අවසන් ඇටය ඔබේ හිස් වළ 2 හි අවසන් විය. ඉදිරියේ ඇති උතුරේ වළ 6 හිස්ව තිබුණද, ඇටය ඔබේ ගබඩාවට ගියේය.</translation>
    </message>
    <message>
        <source>Hole 1&apos;s second seed stops in North&apos;s empty hole 7: an empty hole on North&apos;s side ends your turn with nothing taken.</source>
        <translation>වළ 1 හි දෙවන ඇටය උතුරේ හිස් වළ 7 හි නතර වේ: උතුරේ පැත්තේ හිස් වළක් කිසිවක් නොගෙන ඔබේ වාරය අවසන් කරයි.</translation>
    </message>
    <message>
        <source>Round and round</source>
        <translation>වටේට වටේට</translation>
    </message>
    <message>
        <source>One move can run round the board several times.</source>
        <translation>එක් චලනයකට පුවරුව වටා කිහිප වරක් දිවිය හැක.</translation>
    </message>
    <message>
        <source>One relay can lead to another, and that one to the next. A single move may go round the board several times, dropping a seed in your store on each lap, before its last seed finally stops.</source>
        <translation>එක් ඔසවා බෙදීමක් තවත් එකකට, එය ඊළඟ එකට මඟ පාදයි. එක් චලනයක් අවසන් ඇටය නතර වීමට පෙර, සෑම සැරියකදීම ඔබේ ගබඩාවට ඇටයක් දමමින් පුවරුව වටා කිහිප වරක් යා හැක.</translation>
    </message>
    <message>
        <source>One of your holes starts a run that goes twice round the board and ends in your store. Find it; try the holes one by one if you like.</source>
        <translation>ඔබේ එක් වළක් පුවරුව වටා දෙවරක් ගොස් ඔබේ ගබඩාවෙන් අවසන් වන ගමනක් අරඹයි. එය සොයන්න; කැමති නම් වළවල් එකින් එක උත්සාහ කරන්න.</translation>
    </message>
    <message>
        <source>Eleven relays! Your four seeds went twice round the board and came home to your store.</source>
        <translation>ඔසවා බෙදීම් එකොළහක්! ඔබේ ඇට හතර පුවරුව වටා දෙවරක් ගොස් ඔබේ ගබඩාවට ආපසු පැමිණියේය.</translation>
    </message>
    <message>
        <source>Hole 4 relays once, from your hole 2, and then its last seed stops in North&apos;s empty hole 5: turn over.</source>
        <translation>වළ 4 ඔබේ වළ 2 සිට එක් වරක් ඔසවා බෙදේ, ඉන්පසු එහි අවසන් ඇටය උතුරේ හිස් වළ 5 හි නතර වේ: වාරය අවසන්.</translation>
    </message>
    <message>
        <source>Hole 5 relays once, from your hole 4, and ends in your empty hole 1 with a capture of two. Good, but short.</source>
        <translation>වළ 5 ඔබේ වළ 4 සිට එක් වරක් ඔසවා බෙදී, දෙකක අල්ලා ගැනීමක් සමඟ ඔබේ හිස් වළ 1 හි අවසන් වේ. හොඳයි, නමුත් කෙටියි.</translation>
    </message>
    <message>
        <source>Hole 6 relays once, from your hole 5, and stops in your empty hole 3, taking just that seed.</source>
        <translation>වළ 6 ඔබේ වළ 5 සිට එක් වරක් ඔසවා බෙදී, ඔබේ හිස් වළ 3 හි නතර වී එම ඇටය පමණක් ගනී.</translation>
    </message>
    <message>
        <source>That run dropped a seed in your store three times, the last one ending there: three seeds banked, and another move. Long relays are hard to foresee, which is half the fun of congkak.</source>
        <translation>එම ගමන තෙවරක් ඔබේ ගබඩාවට ඇටයක් දැමූ අතර, අවසන් ඇටය එහිම අවසන් විය: ඇට තුනක් ගබඩාවට, සහ තවත් චලනයක්. දිගු ඔසවා බෙදීම් කලින් දැකීම අපහසුයි, congkak හි විනෝදයෙන් භාගයක්ම එයයි.</translation>
    </message>
    <message>
        <source>Where will the last seed of your hole 4 land?</source>
        <translation>ඔබේ වළ 4 හි අවසන් ඇටය වැටෙන්නේ කොතැනද?</translation>
    </message>
    <message>
        <source>Hole 4&apos;s single seed lands on your hole 3, and the relay takes its three seeds home to your store.</source>
        <translation>වළ 4 හි තනි ඇටය ඔබේ වළ 3 මත වැටෙන අතර, ඔසවා බෙදීම එහි ඇට තුන ඔබේ ගබඩාවට ගෙන යයි.</translation>
    </message>
    <message>
        <source>Where a move stops</source>
        <translation>චලනයක් නතර වන තැන</translation>
    </message>
    <message>
        <source>Your store, your empty hole, or North&apos;s empty hole.</source>
        <translation>ඔබේ ගබඩාව, ඔබේ හිස් වළ, හෝ උතුරේ හිස් වළ.</translation>
    </message>
    <message>
        <source>A move goes on as long as its last seed lands on seeds. It stops in one of three places: your store (you move again), an empty hole of yours (you capture), or an empty hole of North&apos;s, which simply ends your turn.</source>
        <translation>අවසන් ඇටය ඇට මතට වැටෙන තාක් චලනයක් දිගටම යයි. එය නතර වන්නේ තැන් තුනෙන් එකක ය: ඔබේ ගබඩාව (ඔබ නැවත චලනය කරයි), ඔබේ හිස් වළක් (ඔබ අල්ලා ගනී), හෝ උතුරේ හිස් වළක්, එයින් ඔබේ වාරය සරලවම අවසන් වේ.</translation>
    </message>
    <message>
        <source>Where will the very last seed of your hole 3 land?</source>
        <translation>ඔබේ වළ 3 හි අවසානයටම අවසන් ඇටය වැටෙන්නේ කොතැනද?</translation>
    </message>
    <message>
        <source>It relayed from your hole 1 and from North&apos;s hole 7, then stopped in North&apos;s empty hole 1: your turn is over, nothing taken.</source>
        <translation>එය ඔබේ වළ 1 සිටත් උතුරේ වළ 7 සිටත් ඔසවා බෙදී, ඉන්පසු උතුරේ හිස් වළ 1 හි නතර විය: ඔබේ වාරය අවසන්, කිසිවක් ගත්තේ නැත.</translation>
    </message>
    <message>
        <source>Same position. This time, first play the move that gives you another turn.</source>
        <translation>එම තත්ත්වයමයි. මෙවර, පළමුව ඔබට තවත් වාරයක් දෙන චලනය කරන්න.</translation>
    </message>
    <message>
        <source>One seed into your store, and your hole 1 is empty now.</source>
        <translation>එක් ඇටයක් ඔබේ ගබඩාවට, දැන් ඔබේ වළ 1 හිස්ය.</translation>
    </message>
    <message>
        <source>As you just saw, hole 3 relays away and stops in North&apos;s empty hole 1.</source>
        <translation>ඔබ දැන් දුටු පරිදි, වළ 3 ඔසවා බෙදී ඉවතට ගොස් උතුරේ හිස් වළ 1 හි නතර වේ.</translation>
    </message>
    <message>
        <source>Hole 6 ends in your empty hole 4 and takes only that seed; then your turn is over.</source>
        <translation>වළ 6 ඔබේ හිස් වළ 4 හි අවසන් වී එම ඇටය පමණක් ගනී; ඉන්පසු ඔබේ වාරය අවසන්.</translation>
    </message>
    <message>
        <source>Now capture North&apos;s five seeds.</source>
        <translation>දැන් උතුරේ ඇට පහ අල්ලා ගන්න.</translation>
    </message>
    <message>
        <source>Emptying hole 1 first turned hole 3 from a wasted move into a capture of six seeds. Order matters!</source>
        <translation>පළමුව වළ 1 හිස් කිරීමෙන්, වළ 3 නාස්ති වන චලනයක සිට ඇට හයක අල්ලා ගැනීමක් බවට පත් විය. පිළිවෙළ වැදගත්!</translation>
    </message>
    <message>
        <source>Hole 6 still takes just one seed. Which hole&apos;s last seed reaches your empty hole 1, across from North&apos;s five?</source>
        <translation>වළ 6 තවමත් ගන්නේ එක් ඇටයක් පමණි. උතුරේ ඇට පහට ඉදිරියෙන් ඇති ඔබේ හිස් වළ 1 ට අවසන් ඇටය ළඟා වන්නේ කුමන වළෙන්ද?</translation>
    </message>
    <message>
        <source>The game stops when a row is empty; the bigger store wins.</source>
        <translation>පේළියක් හිස් වූ විට ක්‍රීඩාව නතර වේ; විශාල ගබඩාව ජය ගනී.</translation>
    </message>
    <message>
        <source>The game ends the moment either row has no seeds left, checked after every move. Each player then adds the seeds still in their own row to their store, and the bigger store wins.</source>
        <translation>කිසියම් පේළියක ඇට ඉතිරි නැති මොහොතේම ක්‍රීඩාව අවසන් වේ; මෙය සෑම චලනයකටම පසු පරීක්ෂා කෙරේ. එවිට සෑම ක්‍රීඩකයෙක්ම තම පේළියේ තවමත් ඇති ඇට තම ගබඩාවට එකතු කරන අතර විශාල ගබඩාව ජය ගනී.</translation>
    </message>
    <message>
        <source>The check comes even when your last seed lands in your store: with your row empty there is no extra move. Watch: you lead 22 to 16, but your last seed ends the game, North adds the 8 seeds in their row and wins 24 to 23.</source>
        <translation>ඔබේ අවසන් ඇටය ඔබේ ගබඩාවට වැටුණද මෙම පරීක්ෂාව සිදු වේ: ඔබේ පේළිය හිස් නම් අමතර චලනයක් නැත. බලන්න: ඔබ 22 ට 16 කින් ඉදිරියෙන් සිටියද, ඔබේ අවසන් ඇටය ක්‍රීඩාව අවසන් කරයි, උතුර තම පේළියේ ඇට 8 එකතු කර 24 ට 23 කින් ජය ගනී.</translation>
    </message>
    <message>
        <source>A new position: you trail 18 to 22. Find the move that ends the game with you ahead.</source>
        <translation>නව තත්ත්වයක්: ඔබ 18 ට 22 කින් පසුපසින් සිටී. ඔබ ඉදිරියෙන් සිටියදී ක්‍රීඩාව අවසන් කරන චලනය සොයන්න.</translation>
    </message>
    <message>
        <source>You captured North&apos;s last six seeds, so North&apos;s row is empty: the game ends, your seed in hole 1 joins your store, and you win 26 to 22.</source>
        <translation>ඔබ උතුරේ අවසන් ඇට හය අල්ලා ගත් බැවින් උතුරේ පේළිය හිස්ය: ක්‍රීඩාව අවසන් වේ, වළ 1 හි ඔබේ ඇටය ඔබේ ගබඩාවට එකතු වේ, ඔබ 26 ට 22 කින් ජය ගනී.</translation>
    </message>
    <message>
        <source>One seed into your store and another move, but the game is not over and you still trail 19 to 22.</source>
        <translation>එක් ඇටයක් ඔබේ ගබඩාවට සහ තවත් චලනයක්, නමුත් ක්‍රීඩාව අවසන් නැත, ඔබ තවමත් 19 ට 22 කින් පසුපසින්.</translation>
    </message>
    <message>
        <source>Traditional start: both at once</source>
        <translation>සාම්ප්‍රදායික ආරම්භය: දෙදෙනාම එකවර</translation>
    </message>
    <message>
        <source>With the traditional option, both players make the first move together.</source>
        <translation>සාම්ප්‍රදායික විකල්පය සමඟ, ක්‍රීඩකයන් දෙදෙනාම පළමු චලනය එකට කරයි.</translation>
    </message>
    <message>
        <source>With the traditional option, the game opens the old way: both players make the first move at the same time. Each picks a hole without seeing the other&apos;s choice, then you sow together: each beat, you drop a seed, then North drops one.</source>
        <translation>සාම්ප්‍රදායික විකල්පය සමඟ ක්‍රීඩාව පැරණි ආකාරයට ඇරඹේ: ක්‍රීඩකයන් දෙදෙනාම පළමු චලනය එකවරම කරයි. එක් එක් අය අනෙකාගේ තේරීම නොදැක වළක් තෝරා, ඉන්පසු ඔබ එකට බෙදයි: සෑම පියවරකදීම ඔබ ඇටයක් දමයි, ඉන්පසු උතුර එකක් දමයි.</translation>
    </message>
    <message>
        <source>Watch: you sow your hole 2 while North sows their hole 2. During this joint start, reaching your own store stops you; North&apos;s seeds run on through North&apos;s store into your row and stop in your empty hole 6.</source>
        <translation>බලන්න: උතුර තම වළ 2 බෙදන අතරතුර ඔබ ඔබේ වළ 2 බෙදයි. මෙම ඒකාබද්ධ ආරම්භයේදී ඔබේම ගබඩාවට ළඟා වීමෙන් ඔබ නතර වේ; උතුරේ ඇට උතුරේ ගබඩාව හරහා ඔබේ පේළියට දිව ඔබේ හිස් වළ 6 හි නතර වේ.</translation>
    </message>
    <message>
        <source>Relays and captures work as usual, on the board as it is at that instant. When both have stopped, whoever dropped more seeds moves next (on a tie, you do): North dropped 4 seeds to your 2, so it is North&apos;s turn, and from then on turns alternate.</source>
        <translation>ඔසවා බෙදීම් සහ අල්ලා ගැනීම් සුපුරුදු පරිදිම, එම මොහොතේ පුවරුව ඇති ආකාරයට ක්‍රියා කරයි. දෙදෙනාම නතර වූ පසු, වැඩිපුර ඇට දැමූ අය ඊළඟට චලනය කරයි (සමාන නම්, ඔබ): උතුර ඔබේ 2 ට එරෙහිව ඇට 4ක් දැමූ බැවින් උතුරේ වාරයයි, එතැන් සිට වාර මාරුවෙන් මාරුවට යයි.</translation>
    </message>
    <message>
        <source>Try again. Suppose North picks their hole 2 once more: choose a hole that sows longer than North&apos;s four seeds, so that you move next.</source>
        <translation>නැවත උත්සාහ කරන්න. උතුර නැවතත් තම වළ 2 තෝරයි යැයි සිතන්න: ඔබ ඊළඟට චලනය කරන පරිදි, උතුරේ ඇට හතරට වඩා දිගු ලෙස බෙදන වළක් තෝරන්න.</translation>
    </message>
    <message>
        <source>Your hole 5 relayed from your hole 2 and ran on to North&apos;s hole 7: six drops against four, so you move next.</source>
        <translation>ඔබේ වළ 5 ඔබේ වළ 2 සිට ඔසවා බෙදී උතුරේ වළ 7 දක්වා දිව ගියේය: හතරට එරෙහිව දැමීම් හයක්, එබැවින් ඔබ ඊළඟට චලනය කරයි.</translation>
    </message>
    <message>
        <source>Two seeds and you are in your store, which stops you. North&apos;s four drops are longer, so North moves next.</source>
        <translation>ඇට දෙකකින් ඔබ ඔබේ ගබඩාවේය, එයින් ඔබ නතර වේ. උතුරේ දැමීම් හතර දිගු බැවින් උතුර ඊළඟට චලනය කරයි.</translation>
    </message>
    <message>
        <source>One seed into your empty hole 3 captures it and North&apos;s seed across, but one drop is shorter than North&apos;s four: North moves next.</source>
        <translation>ඔබේ හිස් වළ 3 ට වැටෙන එක් ඇටයක් එයත් ඉදිරියේ ඇති උතුරේ ඇටයත් අල්ලා ගනී, නමුත් එක් දැමීමක් උතුරේ හතරට වඩා කෙටියි: උතුර ඊළඟට චලනය කරයි.</translation>
    </message>
    <message>
        <source>A new round: refill and burnt holes</source>
        <translation>නව වටයක්: නැවත පිරවීම සහ දැවුණු වළවල්</translation>
    </message>
    <message>
        <source>Traditional rounds: refill seven a hole; holes you cannot fill are burnt.</source>
        <translation>සාම්ප්‍රදායික වට: වළකට හත බැගින් නැවත පුරවන්න; පිරවිය නොහැකි වළවල් දැවේ.</translation>
    </message>
    <message>
        <source>The traditional game is played in rounds. A round ends just as the single game does: when a row is empty after a move, the seeds left in each row go to their owner&apos;s store.</source>
        <translation>සාම්ප්‍රදායික ක්‍රීඩාව වට වශයෙන් ක්‍රීඩා කෙරේ. වටයක් අවසන් වන්නේ තනි ක්‍රීඩාව මෙන්මය: චලනයකට පසු පේළියක් හිස් වූ විට, එක් එක් පේළියේ ඉතිරි ඇට එහි හිමිකරුගේ ගබඩාවට යයි.</translation>
    </message>
    <message>
        <source>End this round with a capture.</source>
        <translation>අල්ලා ගැනීමකින් මෙම වටය අවසන් කරන්න.</translation>
    </message>
    <message>
        <source>North&apos;s row is empty, so the round is over. You have 46 seeds, North 26.</source>
        <translation>උතුරේ පේළිය හිස් බැවින් වටය අවසන්. ඔබට ඇට 46ක් ඇත, උතුරට 26ක්.</translation>
    </message>
    <message>
        <source>Hole 1&apos;s last seed stops in North&apos;s empty hole 7, and the round goes on.</source>
        <translation>වළ 1 හි අවසන් ඇටය උතුරේ හිස් වළ 7 හි නතර වන අතර වටය දිගටම යයි.</translation>
    </message>
    <message>
        <source>For the next round each player fills their holes with 7 seeds apiece from their store, starting from hole 1 next to the store. Seeds too few to fill a hole stay in the store, and holes left unfilled are burnt: out of play for the whole round.</source>
        <translation>ඊළඟ වටය සඳහා සෑම ක්‍රීඩකයෙක්ම, ගබඩාවට යාබද වළ 1 සිට පටන්ගෙන, තම ගබඩාවෙන් ඇට 7 බැගින් තම වළවල් පුරවයි. වළක් පිරවීමට ප්‍රමාණවත් නොවන ඇට ගබඩාවේම රැඳේ, පුරවා නැති වළවල් දැවේ: මුළු වටය පුරාම ක්‍රීඩාවෙන් බැහැරය.</translation>
    </message>
    <message>
        <source>You filled six holes and kept 4 seeds; North filled three and kept 5. Nobody sows into a burnt hole or plays from it: seeds skip over it. The player with fewer seeds starts the new round (on a tie, you do), so North moves first.</source>
        <translation>ඔබ වළවල් හයක් පුරවා ඇට 4ක් තබා ගත්තා; උතුර තුනක් පුරවා 5ක් තබා ගත්තේය. දැවුණු වළකට කිසිවෙක් බෙදන්නේ හෝ එයින් ක්‍රීඩා කරන්නේ නැත: ඇට එය පනිමින් යයි. අඩු ඇට ඇති ක්‍රීඩකයා නව වටය අරඹයි (සමාන නම්, ඔබ), එබැවින් උතුර පළමුව චලනය කරයි.</translation>
    </message>
    <message>
        <source>Later in this round: where will the last seed of your hole 2 land?</source>
        <translation>මෙම වටයේ පසුව: ඔබේ වළ 2 හි අවසන් ඇටය වැටෙන්නේ කොතැනද?</translation>
    </message>
    <message>
        <source>After your store, the seeds skip North&apos;s burnt holes 7 to 4, and the third lands in North&apos;s hole 3.</source>
        <translation>ඔබේ ගබඩාවෙන් පසු ඇට උතුරේ දැවුණු වළ 7 සිට 4 දක්වා පනිමින් යන අතර, තුන්වැන්න උතුරේ වළ 3 ට වැටේ.</translation>
    </message>
    <message>
        <source>The end of a traditional game</source>
        <translation>සාම්ප්‍රදායික ක්‍රීඩාවක අවසානය</translation>
    </message>
    <message>
        <source>A player who cannot fill a single hole has lost.</source>
        <translation>එක වළක්වත් පිරවිය නොහැකි ක්‍රීඩකයා පරාජය වී ඇත.</translation>
    </message>
    <message>
        <source>A traditional game goes on round after round until, at a refill, a player has fewer than 7 seeds and cannot fill even one hole. That player has lost.</source>
        <translation>සාම්ප්‍රදායික ක්‍රීඩාවක් වටයෙන් වටය දිගටම යන්නේ, නැවත පිරවීමකදී ක්‍රීඩකයෙකුට ඇට 7 ට වඩා අඩුවෙන් ඇති වී එක වළක්වත් පිරවිය නොහැකි වන තුරුය. එම ක්‍රීඩකයා පරාජය වී ඇත.</translation>
    </message>
    <message>
        <source>North has 3 seeds in their store and 3 in their hole 2, only 6 in all. If this round ends before North wins more, North cannot fill a hole.</source>
        <translation>උතුරට තම ගබඩාවේ ඇට 3ක් සහ තම වළ 2 හි 3ක් ඇත, සියල්ල 6ක් පමණි. උතුර තවත් දිනා ගැනීමට පෙර මෙම වටය අවසන් වුවහොත්, උතුරට වළක් පිරවිය නොහැක.</translation>
    </message>
    <message>
        <source>Finish the game: end this round now.</source>
        <translation>ක්‍රීඩාව අවසන් කරන්න: මෙම වටය දැන්ම අවසන් කරන්න.</translation>
    </message>
    <message>
        <source>You took North&apos;s last seeds and North&apos;s row is empty. With only 3 seeds North cannot fill a hole: you win the game!</source>
        <translation>ඔබ උතුරේ අවසන් ඇට ගත් අතර උතුරේ පේළිය හිස්ය. ඇට 3ක් පමණක් ඇති උතුරට වළක් පිරවිය නොහැක: ඔබ ක්‍රීඩාව ජය ගනී!</translation>
    </message>
    <message>
        <source>One seed into your store gives you another move, but North&apos;s row still has seeds, so the round goes on.</source>
        <translation>ඔබේ ගබඩාවට එක් ඇටයක් ඔබට තවත් චලනයක් ලබා දෙයි, නමුත් උතුරේ පේළියේ තවමත් ඇට ඇති බැවින් වටය දිගටම යයි.</translation>
    </message>
    <message>
        <source>Your last seed ends in your empty hole 2 and takes just itself, since North&apos;s hole 6 across is burnt. North&apos;s row still has seeds, so the round goes on.</source>
        <translation>ඔබේ අවසන් ඇටය ඔබේ හිස් වළ 2 හි අවසන් වී තමාව පමණක් ගනී, මන්ද ඉදිරියේ ඇති උතුරේ වළ 6 දැවී ඇත. උතුරේ පේළියේ තවමත් ඇට ඇති බැවින් වටය දිගටම යයි.</translation>
    </message>
    <message>
        <source>The congklak board</source>
        <translation>congklak පුවරුව</translation>
    </message>
    <message>
        <source>Your kampong, your rumah, and the way the seeds travel.</source>
        <translation>ඔබේ කම්පොං, ඔබේ රුමා, සහ ඇට ගමන් කරන මග.</translation>
    </message>
    <message>
        <source>Congklak is played all over Indonesia, traditionally with cowrie shells; congklak is also the Indonesian word for the shell. Each row of holes is a kampong (village) and each big store at an end is a rumah (home). The bottom kampong is yours, and so is the rumah on your left.</source>
        <translation>Congklak ඉන්දුනීසියාව පුරා ක්‍රීඩා කෙරේ, සම්ප්‍රදායිකව කවඩි බෙල්ලන් සමඟ; congklak යනු එම බෙල්ලා සඳහා වන ඉන්දුනීසියානු වචනයද වේ. සෑම වළ පේළියක්ම කම්පොං (ගම්මානය) වන අතර, කෙළවරක ඇති සෑම විශාල ගබඩාවක්ම රුමා (නිවස) වේ. පහළ කම්පොං ඔබේය, ඔබේ වම් පස රුමාවද ඔබේය.</translation>
    </message>
    <message>
        <source>To move, you lift all the seeds of one of your holes and sow them one at a time, clockwise: leftwards along your row, into your rumah, then along North&apos;s row. North&apos;s rumah is skipped; your seeds never go in there.</source>
        <translation>චලනය කිරීමට, ඔබේ වළකින් සියලු ඇට ඔසවා ඒවා එකින් එක, දක්ෂිණාවර්තව බෙදන්න: ඔබේ පේළිය දිගේ වමට, ඔබේ රුමාවට, ඉන්පසු උතුරේ පේළිය දිගේ. උතුරේ රුමාව මඟ හැරේ; ඔබේ ඇට කිසිදා එයට නොයයි.</translation>
    </message>
    <message>
        <source>Your holes are numbered 1 to 5 from the left, so your hole 1 is next to your rumah. Seeds in your rumah are yours for good, and the fuller rumah wins.</source>
        <translation>ඔබේ වළවල් වමේ සිට 1 සිට 5 දක්වා අංක කර ඇත, එබැවින් ඔබේ වළ 1 ඔබේ රුමාවට යාබදව ඇත. ඔබේ රුමාවේ ඇති ඇට සදහටම ඔබේය, වැඩිපුර පිරුණු රුමාව ජය ගනී.</translation>
    </message>
    <message>
        <source>Your hole 5 holds five seeds. Click the place where the last of them will land.</source>
        <translation>ඔබේ වළ 5 හි ඇට පහක් ඇත. ඒවායින් අවසන් ඇටය වැටෙන තැන ක්ලික් කරන්න.</translation>
    </message>
    <message>
        <source>Yes: four seeds go into your holes 4 to 1, and the fifth drops into your rumah.</source>
        <translation>ඔව්: ඇට හතරක් ඔබේ වළ 4 සිට 1 දක්වා යන අතර, පස්වැන්න ඔබේ රුමාවට වැටේ.</translation>
    </message>
    <message>
        <source>A last seed in your own rumah lets you move again.</source>
        <translation>ඔබේම රුමාවේ වැටෙන අවසන් ඇටය ඔබට නැවත චලනය කිරීමට ඉඩ දෙයි.</translation>
    </message>
    <message>
        <source>When the last seed of your sowing drops into your own rumah, you move again, from any of your holes. Watch your hole 3: three seeds, three places to the rumah.</source>
        <translation>ඔබේ බෙදීමේ අවසන් ඇටය ඔබේම රුමාවට වැටුණු විට, ඔබ ඔබේ ඕනෑම වළකින් නැවත චලනය කරයි. ඔබේ වළ 3 බලන්න: ඇට තුනක්, රුමාවට තැන් තුනක්.</translation>
    </message>
    <message>
        <source>It is your move again. Which hole now ends exactly in your rumah?</source>
        <translation>නැවතත් ඔබේ චලනයයි. දැන් හරියටම ඔබේ රුමාවෙන් අවසන් වන වළ කුමක්ද?</translation>
    </message>
    <message>
        <source>Hole 2 has four seeds, two more than it needs: they run past your rumah, and the last one stops in North&apos;s empty hole 4, which ends your turn.</source>
        <translation>වළ 2 හි ඇට හතරක් ඇත, අවශ්‍ය ප්‍රමාණයට වඩා දෙකක් වැඩියි: ඒවා ඔබේ රුමාව පසු කර යන අතර අවසන් ඇටය උතුරේ හිස් වළ 4 හි නතර වේ, එයින් ඔබේ වාරය අවසන් වේ.</translation>
    </message>
    <message>
        <source>Hole 5 has six seeds, one too many: the last one goes past your rumah into North&apos;s empty hole 5, which ends your turn.</source>
        <translation>වළ 5 හි ඇට හයක් ඇත, එකක් වැඩියි: අවසන් ඇටය ඔබේ රුමාව පසු කර උතුරේ හිස් වළ 5 ට යයි, එයින් ඔබේ වාරය අවසන් වේ.</translation>
    </message>
    <message>
        <source>A hole holding as many seeds as its number always ends in your rumah: hole 1 with 1 seed, hole 4 with 4. (One old account says you &apos;lose the turn&apos; here, then lets you play on; Cowrie gives you the extra move, as the other sources do.)</source>
        <translation>තම අංකයට සමාන ඇට ගණනක් ඇති වළක් සැමවිටම ඔබේ රුමාවෙන් අවසන් වේ: ඇට 1ක් සමඟ වළ 1, 4ක් සමඟ වළ 4. (එක් පැරණි විස්තරයක මෙහිදී ඔබ &apos;වාරය අහිමි කර ගන්නා&apos; බව කියා, ඉන්පසු දිගටම ක්‍රීඩා කිරීමට ඉඩ දෙයි; අනෙක් මූලාශ්‍ර මෙන්ම Cowrie ඔබට අමතර චලනය ලබා දෙයි.)</translation>
    </message>
    <message>
        <source>Use the count: which of these holes ends in your rumah?</source>
        <translation>ගණන යොදන්න: මෙම වළවලින් ඔබේ රුමාවෙන් අවසන් වන්නේ කුමක්ද?</translation>
    </message>
    <message>
        <source>Four seeds in hole 4: the last lands in your rumah and you move again.</source>
        <translation>වළ 4 හි ඇට හතරක්: අවසන් ඇටය ඔබේ රුමාවට වැටී ඔබ නැවත චලනය කරයි.</translation>
    </message>
    <message>
        <source>Hole 1 needs one seed but holds two: the second goes on into North&apos;s empty hole 5, and your turn is over.</source>
        <translation>වළ 1 ට එක් ඇටයක් අවශ්‍ය නමුත් එහි දෙකක් ඇත: දෙවැන්න උතුරේ හිස් වළ 5 ට යන අතර ඔබේ වාරය අවසන්.</translation>
    </message>
    <message>
        <source>Hole 3 needs three seeds but holds four: the fourth lands in North&apos;s empty hole 5, and your turn is over.</source>
        <translation>වළ 3 ට ඇට තුනක් අවශ්‍ය නමුත් එහි හතරක් ඇත: හතරවැන්න උතුරේ හිස් වළ 5 ට වැටෙන අතර ඔබේ වාරය අවසන්.</translation>
    </message>
    <message>
        <source>If your last seed lands in a hole that already has seeds, on your side or North&apos;s, you lift them all and sow on from the next place: a relay. Watch your hole 4: its last seed lands on your hole 2, and the relay carries on into your rumah.</source>
        <translation>ඔබේ අවසන් ඇටය ඔබේ හෝ උතුරේ පැත්තේ දැනටමත් ඇට ඇති වළකට වැටුණහොත්, ඔබ ඒ සියල්ල ඔසවා ඊළඟ තැනින් දිගටම බෙදයි: ඔසවා බෙදීමක්. ඔබේ වළ 4 බලන්න: එහි අවසන් ඇටය ඔබේ වළ 2 මත වැටෙන අතර, ඔසවා බෙදීම ඔබේ රුමාව දක්වා දිගටම යයි.</translation>
    </message>
    <message>
        <source>Your third seed landed on North&apos;s hole 5, so you lifted its three seeds and sowed on until the last one stopped in North&apos;s empty hole 2.</source>
        <translation>ඔබේ තුන්වන ඇටය උතුරේ වළ 5 මත වැටුණි, එබැවින් ඔබ එහි ඇට තුන ඔසවා, අවසන් ඇටය උතුරේ හිස් වළ 2 හි නතර වන තුරු දිගටම බෙදුවා.</translation>
    </message>
    <message>
        <source>Get to your rumah with the help of a relay.</source>
        <translation>ඔසවා බෙදීමක උදව්වෙන් ඔබේ රුමාවට ළඟා වන්න.</translation>
    </message>
    <message>
        <source>Hole 5&apos;s last seed landed on your hole 3, and its three seeds carried you home to your rumah.</source>
        <translation>වළ 5 හි අවසන් ඇටය ඔබේ වළ 3 මත වැටුණි, එහි ඇට තුන ඔබව ඔබේ රුමාවට ගෙන ගියේය.</translation>
    </message>
    <message>
        <source>Hole 1 goes straight into your rumah, with no relay. Look for a hole whose last seed lands on seeds and relays home.</source>
        <translation>වළ 1 ඔසවා බෙදීමකින් තොරව කෙළින්ම ඔබේ රුමාවට යයි. අවසන් ඇටය ඇට මතට වැටී ඔසවා බෙදා රුමාවට යන වළක් සොයන්න.</translation>
    </message>
    <message>
        <source>Hole 3 relays from your hole 1, but those two seeds go one place past your rumah, into North&apos;s empty hole 5: turn over.</source>
        <translation>වළ 3 ඔබේ වළ 1 සිට ඔසවා බෙදේ, නමුත් එම ඇට දෙක ඔබේ රුමාව පසු කර එක් තැනක් ඉදිරියට, උතුරේ හිස් වළ 5 ට යයි: වාරය අවසන්.</translation>
    </message>
    <message>
        <source>End in an empty hole of yours, facing seeds, and you capture them.</source>
        <translation>ඇට ඇති වළකට මුහුණලා ඇති ඔබේ හිස් වළකින් අවසන් කළහොත් ඔබ ඒවා අල්ලා ගනී.</translation>
    </message>
    <message>
        <source>If your last seed drops into an empty hole on your own side and North&apos;s hole straight across has seeds, you capture: those seeds and your last seed go into your rumah, and your turn ends. Your hole 1 faces North&apos;s hole 5, your hole 5 faces North&apos;s hole 1.</source>
        <translation>ඔබේ අවසන් ඇටය ඔබේම පැත්තේ හිස් වළකට වැටී, කෙළින්ම ඉදිරියේ ඇති උතුරේ වළේ ඇට ඇත්නම් ඔබ අල්ලා ගනී: එම ඇටත් ඔබේ අවසන් ඇටයත් ඔබේ රුමාවට යන අතර ඔබේ වාරය අවසන් වේ. ඔබේ වළ 1 උතුරේ වළ 5 ට මුහුණලා ඇත, ඔබේ වළ 5 උතුරේ වළ 1 ට මුහුණලා ඇත.</translation>
    </message>
    <message>
        <source>Capture at least four seeds.</source>
        <translation>අවම වශයෙන් ඇට හතරක් අල්ලා ගන්න.</translation>
    </message>
    <message>
        <source>Your last seed fell into your empty hole 1, across from North&apos;s three seeds: all four are yours.</source>
        <translation>ඔබේ අවසන් ඇටය උතුරේ ඇට තුනට ඉදිරියෙන් ඇති ඔබේ හිස් වළ 1 ට වැටුණි: හතරම ඔබේය.</translation>
    </message>
    <message>
        <source>Hole 5 ends in your empty hole 4, but North&apos;s hole 2 across holds only one seed: a capture of two.</source>
        <translation>වළ 5 ඔබේ හිස් වළ 4 හි අවසන් වේ, නමුත් ඉදිරියේ ඇති උතුරේ වළ 2 හි ඇත්තේ එක් ඇටයක් පමණි: දෙකක අල්ලා ගැනීමක්.</translation>
    </message>
    <message>
        <source>Two seeds from hole 2 reach your rumah: another move, but no capture.</source>
        <translation>වළ 2 හි ඇට දෙක ඔබේ රුමාවට ළඟා වේ: තවත් චලනයක්, නමුත් අල්ලා ගැනීමක් නැත.</translation>
    </message>
    <message>
        <source>If the hole across is empty, there is no capture: your seed just stays, and your turn is over. A last seed in an empty hole on North&apos;s side also ends your turn, with nothing taken.</source>
        <translation>ඉදිරියේ වළ හිස් නම් අල්ලා ගැනීමක් නැත: ඔබේ ඇටය එතැනම රැඳී, ඔබේ වාරය අවසන් වේ. උතුරේ පැත්තේ හිස් වළක වැටෙන අවසන් ඇටයද කිසිවක් නොගෙන ඔබේ වාරය අවසන් කරයි.</translation>
    </message>
    <message>
        <source>Make a capture here.</source>
        <translation>මෙහි අල්ලා ගැනීමක් කරන්න.</translation>
    </message>
    <message>
        <source>Your seed fell into your empty hole 1, facing the two seeds in North&apos;s hole 5: three seeds for your rumah.</source>
        <translation>ඔබේ ඇටය, උතුරේ වළ 5 හි ඇට දෙකට මුහුණලා ඇති ඔබේ හිස් වළ 1 ට වැටුණි: ඔබේ රුමාවට ඇට තුනක්.</translation>
    </message>
    <message>
        <source>Your last seed lands in your empty hole 3, but North&apos;s hole 3 across is empty too: nothing is taken, and your turn ends.</source>
        <translation>ඔබේ අවසන් ඇටය ඔබේ හිස් වළ 3 ට වැටේ, නමුත් ඉදිරියේ ඇති උතුරේ වළ 3 ද හිස්ය: කිසිවක් නොගනී, ඔබේ වාරය අවසන් වේ.</translation>
    </message>
    <message>
        <source>One long turn</source>
        <translation>එක් දිගු වාරයක්</translation>
    </message>
    <message>
        <source>The rules&apos; worked example: three trips home, then a capture after two relays.</source>
        <translation>නීතිවල විසඳූ උදාහරණය: රුමාවට ගමන් තුනක්, ඉන්පසු ඔසවා බෙදීම් දෙකකට පසු අල්ලා ගැනීමක්.</translation>
    </message>
    <message>
        <source>This is the worked example from the congklak rules, on the seven-hole board of the Rounds preset. You will play one long turn of four moves, using everything you have learned so far.</source>
        <translation>මෙය congklak නීතිවල ඇති විසඳූ උදාහරණයයි, වට පෙරසැකසුමේ වළවල් හතේ පුවරුව මත. ඔබ මෙතෙක් ඉගෙන ගත් සියල්ල යොදමින්, චලන හතරකින් යුත් එක් දිගු වාරයක් ක්‍රීඩා කරනු ඇත.</translation>
    </message>
    <message>
        <source>Your holes 1 and 2 can both reach your rumah. Start with hole 1: sowing hole 2 first would add a seed to hole 1 and spoil its count.</source>
        <translation>ඔබේ වළ 1 සහ 2 යන දෙකටම ඔබේ රුමාවට ළඟා විය හැක. වළ 1 න් අරඹන්න: පළමුව වළ 2 බෙදුවහොත් වළ 1 ට ඇටයක් එකතු වී එහි ගණන නරක් වේ.</translation>
    </message>
    <message>
        <source>One seed home, and another move.</source>
        <translation>එක් ඇටයක් රුමාවට, සහ තවත් චලනයක්.</translation>
    </message>
    <message>
        <source>Hole 3 makes a fine capture, but it ends your turn. Bank the easy seeds in your rumah first.</source>
        <translation>වළ 3 හොඳ අල්ලා ගැනීමක් කරයි, නමුත් එයින් ඔබේ වාරය අවසන් වේ. පළමුව පහසු ඇට ඔබේ රුමාවට දමන්න.</translation>
    </message>
    <message>
        <source>Now hole 2: two seeds, two places to your rumah.</source>
        <translation>දැන් වළ 2: ඇට දෙකක්, ඔබේ රුමාවට තැන් දෙකක්.</translation>
    </message>
    <message>
        <source>Home again, and hole 1 has a seed once more.</source>
        <translation>නැවතත් රුමාවට, වළ 1 හි නැවතත් ඇටයක් ඇත.</translation>
    </message>
    <message>
        <source>That capture would end your turn. There are still seeds that can go home first.</source>
        <translation>එම අල්ලා ගැනීම ඔබේ වාරය අවසන් කරනු ඇත. පළමුව රුමාවට යා හැකි ඇට තවමත් ඇත.</translation>
    </message>
    <message>
        <source>Send hole 1&apos;s new seed home as well.</source>
        <translation>වළ 1 හි නව ඇටයද රුමාවට යවන්න.</translation>
    </message>
    <message>
        <source>Three trips home in one turn.</source>
        <translation>එක් වාරයකින් රුමාවට ගමන් තුනක්.</translation>
    </message>
    <message>
        <source>Not yet: the capture ends your turn, and hole 1&apos;s seed can still go home first.</source>
        <translation>තවම නොවේ: අල්ලා ගැනීම ඔබේ වාරය අවසන් කරයි, වළ 1 හි ඇටයට තවමත් පළමුව රුමාවට යා හැක.</translation>
    </message>
    <message>
        <source>Now your hole 3. Its six seeds reach North&apos;s hole 5, which already holds two, so you relay; follow the seeds, and make a capture.</source>
        <translation>දැන් ඔබේ වළ 3. එහි ඇට හය දැනටමත් දෙකක් ඇති උතුරේ වළ 5 ට ළඟා වේ, එබැවින් ඔබ ඔසවා බෙදයි; ඇට අනුගමනය කර අල්ලා ගැනීමක් කරන්න.</translation>
    </message>
    <message>
        <source>Relays at North&apos;s holes 5 and 2 carried you round to your empty hole 5, across from North&apos;s hole 3: its three seeds and your last one are yours, and your turn ends with 8 seeds in your rumah.</source>
        <translation>උතුරේ වළ 5 සහ 2 හි ඔසවා බෙදීම් ඔබව උතුරේ වළ 3 ට ඉදිරියෙන් ඇති ඔබේ හිස් වළ 5 දක්වා වටේට ගෙන ගියේය: එහි ඇට තුනත් ඔබේ අවසන් ඇටයත් ඔබේය, ඔබේ රුමාවේ ඇට 8ක් සමඟ ඔබේ වාරය අවසන් වේ.</translation>
    </message>
    <message>
        <source>The Rounds game: a joint start and passes</source>
        <translation>වට ක්‍රීඩාව: ඒකාබද්ධ ආරම්භය සහ වාරය මඟ හැරීම</translation>
    </message>
    <message>
        <source>Both players open at once; a player with an empty row passes.</source>
        <translation>ක්‍රීඩකයන් දෙදෙනාම එකවර අරඹයි; හිස් පේළියක් ඇති ක්‍රීඩකයා වාරය මඟ හරියි.</translation>
    </message>
    <message>
        <source>The Rounds preset is the longer, traditional game: 5 to 9 holes a row (7 here), as many seeds in each, and a match of several rounds. It opens with both players moving at once: each picks a hole without seeing the other&apos;s, then each beat you drop a seed and North drops one.</source>
        <translation>වට පෙරසැකසුම දිගු, සාම්ප්‍රදායික ක්‍රීඩාවයි: පේළියකට වළවල් 5 සිට 9 දක්වා (මෙහි 7), සෑම වළකම ඒ තරම්ම ඇට, සහ වට කිහිපයක තරඟයක්. එය ඇරඹෙන්නේ ක්‍රීඩකයන් දෙදෙනාම එකවර චලනය කිරීමෙනි: එක් එක් අය අනෙකාගේ තේරීම නොදැක වළක් තෝරා, ඉන්පසු සෑම පියවරකදීම ඔබ ඇටයක් දමන අතර උතුර එකක් දමයි.</translation>
    </message>
    <message>
        <source>During this joint start, reaching your rumah just stops you; when both have stopped, whoever dropped more seeds moves next (you, on a tie). Suppose North picks their hole 3, with four seeds: choose a hole that sows longer.</source>
        <translation>මෙම ඒකාබද්ධ ආරම්භයේදී ඔබේ රුමාවට ළඟා වීමෙන් ඔබ නතර වේ; දෙදෙනාම නතර වූ පසු, වැඩිපුර ඇට දැමූ අය ඊළඟට චලනය කරයි (සමාන නම්, ඔබ). උතුර ඇට හතරක් ඇති තම වළ 3 තෝරයි යැයි සිතන්න: වඩා දිගු ලෙස බෙදන වළක් තෝරන්න.</translation>
    </message>
    <message>
        <source>Hole 5 relayed from your hole 3 and ran on to North&apos;s hole 7: six drops against four, so you move next. From now on, turns alternate.</source>
        <translation>වළ 5 ඔබේ වළ 3 සිට ඔසවා බෙදී උතුරේ වළ 7 දක්වා දිව ගියේය: හතරට එරෙහිව දැමීම් හයක්, එබැවින් ඔබ ඊළඟට චලනය කරයි. මෙතැන් සිට වාර මාරුවෙන් මාරුවට යයි.</translation>
    </message>
    <message>
        <source>One seed into your rumah stops you at once. North drops four, so North moves next.</source>
        <translation>ඔබේ රුමාවට එක් ඇටයක් වැටුණු සැණින් ඔබ නතර වේ. උතුර හතරක් දමන බැවින් උතුර ඊළඟට චලනය කරයි.</translation>
    </message>
    <message>
        <source>Three seeds and you are in your rumah, which stops you: North&apos;s four drops are longer, so North moves next.</source>
        <translation>ඇට තුනකින් ඔබ ඔබේ රුමාවේය, එයින් ඔබ නතර වේ: උතුරේ දැමීම් හතර දිගු බැවින් උතුර ඊළඟට චලනය කරයි.</translation>
    </message>
    <message>
        <source>Later in a round, a player whose turn comes with an empty row passes, and the other plays on. Even a last seed in your rumah ends your turn if your row is then empty. The round ends only when every seed is in a rumah.</source>
        <translation>වටයක පසු කාලයේදී, තම වාරය එන විට හිස් පේළියක් ඇති ක්‍රීඩකයා වාරය මඟ හරින අතර අනෙකා දිගටම ක්‍රීඩා කරයි. ඔබේ රුමාවේ වැටෙන අවසන් ඇටයක් වුවද, එවිට ඔබේ පේළිය හිස් නම් ඔබේ වාරය අවසන් කරයි. වටය අවසන් වන්නේ සියලු ඇට රුමාවල ඇති විට පමණි.</translation>
    </message>
    <message>
        <source>Take North&apos;s last seeds, so that North has to pass.</source>
        <translation>උතුරට වාරය මඟ හැරීමට සිදු වන පරිදි උතුරේ අවසන් ඇට ගන්න.</translation>
    </message>
    <message>
        <source>North&apos;s row is empty, so North passes and you play again.</source>
        <translation>උතුරේ පේළිය හිස් බැවින් උතුර වාරය මඟ හරින අතර ඔබ නැවත ක්‍රීඩා කරයි.</translation>
    </message>
    <message>
        <source>Your last seed lands in your empty hole 4, but North&apos;s hole 4 across is empty: nothing taken, and North plays on with their hole 7.</source>
        <translation>ඔබේ අවසන් ඇටය ඔබේ හිස් වළ 4 ට වැටේ, නමුත් ඉදිරියේ ඇති උතුරේ වළ 4 හිස්ය: කිසිවක් නොගනී, උතුර තම වළ 7 සමඟ දිගටම ක්‍රීඩා කරයි.</translation>
    </message>
    <message>
        <source>One last rule, for both presets: if the very same position, with the same player to move, comes up for the third time in a round, the round stops there. The seeds on the board go to the owners of their holes, so no game can go round in circles for ever.</source>
        <translation>පෙරසැකසුම් දෙකටම අදාළ අවසන් නීතියක්: එකම පුවරු තත්ත්වය, එකම ක්‍රීඩකයාගේ චලනය සමඟ, වටයකදී තුන්වන වරටත් ඇති වුවහොත් වටය එතැනින් නතර වේ. පුවරුවේ ඇති ඇට ඒවායේ වළවල හිමිකරුවන්ට යයි, එබැවින් කිසිදු ක්‍රීඩාවක් සදහටම රවුම් ගසමින් යා නොහැක.</translation>
    </message>
    <message>
        <source>Refill your holes from your rumah; holes you cannot fill are burnt.</source>
        <translation>ඔබේ රුමාවෙන් ඔබේ වළවල් නැවත පුරවන්න; පිරවිය නොහැකි වළවල් දැවේ.</translation>
    </message>
    <message>
        <source>North has passed, and you have one seed left. Watch: it goes home, your row is empty, and now every seed is in a rumah, so the round is over. The fuller rumah wins the round.</source>
        <translation>උතුර වාරය මඟ හැර ඇති අතර ඔබට එක් ඇටයක් ඉතිරිව ඇත. බලන්න: එය රුමාවට යයි, ඔබේ පේළිය හිස් වේ, දැන් සියලු ඇට රුමාවල ඇති බැවින් වටය අවසන්. වැඩිපුර පිරුණු රුමාව වටය ජය ගනී.</translation>
    </message>
    <message>
        <source>For the next round each player fills their holes with 7 seeds apiece from their rumah, starting at hole 1 next to it. Seeds too few to fill a hole stay in the rumah, and holes left unfilled are burnt: out of play for the round. A player who cannot fill even one hole has lost the game.</source>
        <translation>ඊළඟ වටය සඳහා සෑම ක්‍රීඩකයෙක්ම, රුමාවට යාබද වළ 1 සිට පටන්ගෙන, තම රුමාවෙන් ඇට 7 බැගින් තම වළවල් පුරවයි. වළක් පිරවීමට ප්‍රමාණවත් නොවන ඇට රුමාවේම රැඳේ, පුරවා නැති වළවල් දැවේ: වටය පුරාම ක්‍රීඩාවෙන් බැහැරය. එක වළක්වත් පිරවිය නොහැකි ක්‍රීඩකයා ක්‍රීඩාව පරාජය වී ඇත.</translation>
    </message>
    <message>
        <source>North had 26 seeds: enough to fill three holes and keep 5. Nobody sows into a burnt hole or plays from it: seeds skip over it. The player with fewer seeds starts the new round (on a tie, you do), so North moves first.</source>
        <translation>උතුරට ඇට 26ක් තිබුණි: වළවල් තුනක් පුරවා 5ක් තබා ගැනීමට ප්‍රමාණවත්. දැවුණු වළකට කිසිවෙක් බෙදන්නේ හෝ එයින් ක්‍රීඩා කරන්නේ නැත: ඇට එය පනිමින් යයි. අඩු ඇට ඇති ක්‍රීඩකයා නව වටය අරඹයි (සමාන නම්, ඔබ), එබැවින් උතුර පළමුව චලනය කරයි.</translation>
    </message>
    <message>
        <source>After your rumah, the seeds skip North&apos;s burnt holes 7 to 4: the third lands in North&apos;s hole 3 and the fourth in North&apos;s empty hole 2.</source>
        <translation>ඔබේ රුමාවෙන් පසු ඇට උතුරේ දැවුණු වළ 7 සිට 4 දක්වා පනිමින් යයි: තුන්වැන්න උතුරේ වළ 3 ටද, හතරවැන්න උතුරේ හිස් වළ 2 ටද වැටේ.</translation>
    </message>
    <message>
        <source>Two variants: lone seed and burnt penalty</source>
        <translation>ප්‍රභේද දෙකක්: තනි ඇටය සහ දැවුණු වළ දඬුවම</translation>
    </message>
    <message>
        <source>The lone-seed and burnt-penalty options.</source>
        <translation>තනි ඇටය සහ දැවුණු වළ දඬුවම විකල්ප.</translation>
    </message>
    <message>
        <source>Two variants can be switched on when you start a game, and both are on here. With lone-seed, a last seed in your own empty hole goes to your rumah even when the hole across is empty.</source>
        <translation>ක්‍රීඩාවක් අරඹන විට ප්‍රභේද දෙකක් සක්‍රිය කළ හැකි අතර, මෙහි දෙකම සක්‍රියයි. තනි ඇටය සමඟ, ඔබේම හිස් වළක වැටෙන අවසන් ඇටය, ඉදිරියේ වළ හිස් වුවද ඔබේ රුමාවට යයි.</translation>
    </message>
    <message>
        <source>Capture a lone seed.</source>
        <translation>තනි ඇටයක් අල්ලා ගන්න.</translation>
    </message>
    <message>
        <source>Your last seed ended in your empty hole 2. North&apos;s hole 6 across was empty, but with lone-seed your seed goes to your rumah.</source>
        <translation>ඔබේ අවසන් ඇටය ඔබේ හිස් වළ 2 හි අවසන් විය. ඉදිරියේ ඇති උතුරේ වළ 6 හිස්ව තිබුණද, තනි ඇටය විකල්පය සමඟ ඔබේ ඇටය ඔබේ රුමාවට යයි.</translation>
    </message>
    <message>
        <source>Hole 1&apos;s second seed stops in North&apos;s empty hole 7: that ends your turn with nothing taken.</source>
        <translation>වළ 1 හි දෙවන ඇටය උතුරේ හිස් වළ 7 හි නතර වේ: එයින් කිසිවක් නොගෙන ඔබේ වාරය අවසන් වේ.</translation>
    </message>
    <message>
        <source>With burnt-penalty, burnt holes stay on the path. A seed that falls into one, on either side, goes to your opponent&apos;s rumah, and if it was your last seed your turn ends.</source>
        <translation>දැවුණු වළ දඬුවම සමඟ, දැවුණු වළවල් මගෙහි රැඳේ. කුමන පැත්තේ වුවද, එවැනි වළකට වැටෙන ඇටයක් ඔබේ ප්‍රතිවාදියාගේ රුමාවට යන අතර, එය ඔබේ අවසන් ඇටය නම් ඔබේ වාරය අවසන් වේ.</translation>
    </message>
    <message>
        <source>Find the move that gives North nothing and earns you another move.</source>
        <translation>උතුරට කිසිවක් නොදී ඔබට තවත් චලනයක් ලබා දෙන චලනය සොයන්න.</translation>
    </message>
    <message>
        <source>Two seeds, two places: home to your rumah without going near a burnt hole.</source>
        <translation>ඇට දෙකක්, තැන් දෙකක්: දැවුණු වළක් ළඟටවත් නොගොස් ඔබේ රුමාවට.</translation>
    </message>
    <message>
        <source>Your second seed falls into North&apos;s burnt hole 7, so it goes to North&apos;s rumah, and as it was your last seed your turn ends.</source>
        <translation>ඔබේ දෙවන ඇටය උතුරේ දැවුණු වළ 7 ට වැටේ, එබැවින් එය උතුරේ රුමාවට යන අතර, එය ඔබේ අවසන් ඇටය වූ බැවින් ඔබේ වාරය අවසන් වේ.</translation>
    </message>
    <message>
        <source>Your seed ends in your empty hole 3, across from North&apos;s burnt hole 5, which counts as empty: with lone-seed you take just that seed into your rumah, and your turn ends.</source>
        <translation>ඔබේ ඇටය, හිස් ලෙස සැලකෙන උතුරේ දැවුණු වළ 5 ට ඉදිරියෙන් ඇති ඔබේ හිස් වළ 3 හි අවසන් වේ: තනි ඇටය සමඟ ඔබ එම ඇටය පමණක් ඔබේ රුමාවට ගන්නා අතර ඔබේ වාරය අවසන් වේ.</translation>
    </message>
    <message>
        <source>Winning a Rounds game</source>
        <translation>වට ක්‍රීඩාවක් ජය ගැනීම</translation>
    </message>
    <message>
        <source>The first to win 2 rounds wins at once; a player who cannot fill a single hole loses.</source>
        <translation>මුලින්ම වට 2ක් දිනන්නා වහාම ජය ගනී; එක වළක්වත් පිරවිය නොහැකි ක්‍රීඩකයා පරාජය වේ.</translation>
    </message>
    <message>
        <source>A Rounds game goes to the first player to win 2 rounds (the rounds option can set 1 to 5). You won round 1, so winning this round wins the game, at once, with no refill.</source>
        <translation>වට ක්‍රීඩාවක ජය හිමි වන්නේ මුලින්ම වට 2ක් දිනන ක්‍රීඩකයාටය (වට විකල්පයෙන් 1 සිට 5 දක්වා සැකසිය හැක). ඔබ 1 වන වටය දිනූ බැවින්, මෙම වටය දිනීමෙන් නැවත පිරවීමකින් තොරව වහාම ක්‍රීඩාව ජය ගනී.</translation>
    </message>
    <message>
        <source>North&apos;s row is empty: North passes, and you play again.</source>
        <translation>උතුරේ පේළිය හිස්ය: උතුර වාරය මඟ හරින අතර ඔබ නැවත ක්‍රීඩා කරයි.</translation>
    </message>
    <message>
        <source>One seed home and another move, but North still has seeds in their hole 3.</source>
        <translation>එක් ඇටයක් රුමාවට සහ තවත් චලනයක්, නමුත් උතුරේ වළ 3 හි තවමත් ඇට ඇත.</translation>
    </message>
    <message>
        <source>Now send your last seed home. With every seed in a rumah, the round is over.</source>
        <translation>දැන් ඔබේ අවසන් ඇටය රුමාවට යවන්න. සියලු ඇට රුමාවල ඇති විට වටය අවසන්.</translation>
    </message>
    <message>
        <source>45 seeds to 20: that is your second round win, and the game is yours.</source>
        <translation>ඇට 45 ට 20: එය ඔබේ දෙවන වට ජයයි, ක්‍රීඩාව ඔබේය.</translation>
    </message>
    <message>
        <source>A game can also end at a refill. Here it is round 1, and North has only 2 seeds in their rumah. Watch: your capture ends the round, and with fewer than 7 seeds North cannot fill a single hole, and so loses the game.</source>
        <translation>නැවත පිරවීමකදීද ක්‍රීඩාවක් අවසන් විය හැක. මෙහි 1 වන වටයයි, උතුරේ රුමාවේ ඇත්තේ ඇට 2ක් පමණි. බලන්න: ඔබේ අල්ලා ගැනීම වටය අවසන් කරන අතර, ඇට 7 ට වඩා අඩු උතුරට එක වළක්වත් පිරවිය නොහැකි බැවින් ක්‍රීඩාව පරාජය වේ.</translation>
    </message>
    <message>
        <source>The end of a Classic game</source>
        <translation>සම්භාව්‍ය ක්‍රීඩාවක අවසානය</translation>
    </message>
    <message>
        <source>When a turn ends with a row empty, the game is over; the fuller rumah wins.</source>
        <translation>පේළියක් හිස්ව වාරයක් අවසන් වූ විට ක්‍රීඩාව අවසන්; වැඩිපුර පිරුණු රුමාව ජය ගනී.</translation>
    </message>
    <message>
        <source>In the Classic game, whenever a turn is over and either row is empty, the game ends. The seeds still in the holes go to the rumah of the player whose side they lie on, and the fuller rumah wins.</source>
        <translation>සම්භාව්‍ය ක්‍රීඩාවේදී, වාරයක් අවසන් වූ විට කිසියම් පේළියක් හිස් නම් ක්‍රීඩාව අවසන් වේ. වළවල්වල තවමත් ඇති ඇට ඒවා ඇති පැත්තේ ක්‍රීඩකයාගේ රුමාවට යන අතර, වැඩිපුර පිරුණු රුමාව ජය ගනී.</translation>
    </message>
    <message>
        <source>Careful with your last seeds. Watch: you lead 14 to 10, but your last seed goes home, your empty row ends your turn and the game, and North adds the 8 seeds in their row to win 18 to 15.</source>
        <translation>ඔබේ අවසන් ඇට ගැන සැලකිලිමත් වන්න. බලන්න: ඔබ 14 ට 10 කින් ඉදිරියෙන් සිටියද, ඔබේ අවසන් ඇටය රුමාවට යයි, ඔබේ හිස් පේළිය ඔබේ වාරයත් ක්‍රීඩාවත් අවසන් කරයි, උතුර තම පේළියේ ඇට 8 එකතු කර 18 ට 15 කින් ජය ගනී.</translation>
    </message>
    <message>
        <source>A new position: you trail 12 to 16. Find the move that ends the game with you ahead.</source>
        <translation>නව තත්ත්වයක්: ඔබ 12 ට 16 කින් පසුපසින් සිටී. ඔබ ඉදිරියෙන් සිටියදී ක්‍රීඩාව අවසන් කරන චලනය සොයන්න.</translation>
    </message>
    <message>
        <source>You captured North&apos;s last four seeds, so North&apos;s row is empty when your turn ends: your seed in hole 1 joins your rumah, and you win 18 to 16. Ready for a real game!</source>
        <translation>ඔබ උතුරේ අවසන් ඇට හතර අල්ලා ගත් බැවින් ඔබේ වාරය අවසන් වන විට උතුරේ පේළිය හිස්ය: වළ 1 හි ඔබේ ඇටය ඔබේ රුමාවට එකතු වී ඔබ 18 ට 16 කින් ජය ගනී. දැන් සැබෑ ක්‍රීඩාවකට සූදානම්!</translation>
    </message>
    <message>
        <source>One seed home and another move, but the game is not over and you still trail 13 to 16.</source>
        <translation>එක් ඇටයක් රුමාවට සහ තවත් චලනයක්, නමුත් ක්‍රීඩාව අවසන් නැත, ඔබ තවමත් 13 ට 16 කින් පසුපසින්.</translation>
    </message>
    <message>
        <source>Your holes, your store, and which way the seeds go.</source>
        <translation>ඔබේ වළවල්, ඔබේ ගබඩාව, සහ ඇට යන දිශාව.</translation>
    </message>
    <message>
        <source>Welcome to Kalah! You are South: the row of holes nearest you is yours, and the row across belongs to North. This practice board has four holes a side with two seeds in each; the real game has six holes of four.</source>
        <translation>Kalah වෙත සාදරයෙන් පිළිගනිමු! ඔබ දකුණ: ඔබට ළඟම ඇති වළ පේළිය ඔබේය, ඉදිරියේ ඇති පේළිය උතුරට අයිතිය. මෙම පුහුණු පුවරුවේ පැත්තකට වළවල් හතරක් ඇති අතර සෑම වළකම ඇට දෙක බැගින් ඇත; සැබෑ ක්‍රීඩාවේ ඇට හතර බැගින් ඇති වළවල් හයක් ඇත.</translation>
    </message>
    <message>
        <source>The big hole on your right is your store. Seeds that reach it are yours for good, and whoever has more seeds in their store at the end wins. North&apos;s store is the one on your left.</source>
        <translation>ඔබේ දකුණු පස ඇති විශාල වළ ඔබේ ගබඩාවයි. එයට ළඟා වන ඇට සදහටම ඔබේය, අවසානයේදී තම ගබඩාවේ වැඩිපුර ඇට ඇත්තා ජය ගනී. උතුරේ ගබඩාව ඔබේ වම් පස ඇති එකයි.</translation>
    </message>
    <message>
        <source>Seeds always travel counter-clockwise: to the right along your row, into your store, then right to left along North&apos;s row, and round again to your hole 1.</source>
        <translation>ඇට සැමවිටම වාමාවර්තව ගමන් කරයි: ඔබේ පේළිය දිගේ දකුණට, ඔබේ ගබඩාවට, ඉන්පසු උතුරේ පේළිය දිගේ දකුණේ සිට වමට, සහ නැවත වටේට ඔබේ වළ 1 ට.</translation>
    </message>
    <message>
        <source>A move is called sowing: you pick up all the seeds of one of your holes and drop them one at a time into the next places along that path. If you sow your hole 2, where will its last seed land?</source>
        <translation>චලනයක් බෙදීම ලෙස හැඳින්වේ: ඔබ ඔබේ වළකින් සියලු ඇට ඔසවා, එම මග දිගේ ඊළඟ තැන්වලට එකින් එක දමයි. ඔබ ඔබේ වළ 2 බෙදුවහොත්, එහි අවසන් ඇටය වැටෙන්නේ කොතැනද?</translation>
    </message>
    <message>
        <source>Right: one seed into your hole 3 and the last into your hole 4. That hole was not empty, so your turn is over.</source>
        <translation>හරි: එක් ඇටයක් ඔබේ වළ 3 ට, අවසන් ඇටය ඔබේ වළ 4 ට. එම වළ හිස් නොවූ බැවින් ඔබේ වාරය අවසන්.</translation>
    </message>
    <message>
        <source>Now North sows in the same way, along its own row towards its right, which is leftwards on your screen. Watch North&apos;s hole 1.</source>
        <translation>දැන් උතුරද එලෙසම බෙදයි, තම පේළිය දිගේ තමාගේ දකුණට, එනම් ඔබේ තිරයේ වමට. උතුරේ වළ 1 බලන්න.</translation>
    </message>
    <message>
        <source>Your turn. Sow a hole that has enough seeds to reach past your hole 4, so that at least one seed drops into your store.</source>
        <translation>ඔබේ වාරය. අවම වශයෙන් එක් ඇටයක් ඔබේ ගබඩාවට වැටෙන පරිදි, ඔබේ වළ 4 පසු කර යාමට තරම් ඇට ඇති වළක් බෙදන්න.</translation>
    </message>
    <message>
        <source>Well done: that seed in your store is yours for good. The others went on, and the turn passes to North.</source>
        <translation>ඉතා හොඳයි: ඔබේ ගබඩාවේ ඇති එම ඇටය සදහටම ඔබේය. අනෙක් ඇට දිගටම ගිය අතර, වාරය උතුරට යයි.</translation>
    </message>
    <message>
        <source>Hole 1&apos;s two seeds only get as far as your holes 2 and 3, well short of the store.</source>
        <translation>වළ 1 හි ඇට දෙක ළඟා වන්නේ ඔබේ වළ 2 සහ 3 දක්වා පමණි, ගබඩාවට බොහෝ දුරින්.</translation>
    </message>
    <message>
        <source>Long sowings</source>
        <translation>දිගු බෙදීම්</translation>
    </message>
    <message>
        <source>Big holes sow through your store and round North&apos;s row, but never into North&apos;s store.</source>
        <translation>විශාල වළවල් ඔබේ ගබඩාව හරහා උතුරේ පේළිය වටා බෙදයි, නමුත් කිසිදා උතුරේ ගබඩාවට නොවේ.</translation>
    </message>
    <message>
        <source>A hole with many seeds sows a long way: past your hole 4, into your store, and on along North&apos;s row. You always sow every seed of the hole you pick.</source>
        <translation>බොහෝ ඇට ඇති වළක් බොහෝ දුර බෙදයි: ඔබේ වළ 4 පසු කර, ඔබේ ගබඩාවට, සහ උතුරේ පේළිය දිගේ. ඔබ තෝරන වළේ සියලු ඇට ඔබ සැමවිටම බෙදයි.</translation>
    </message>
    <message>
        <source>One place is never on your path: North&apos;s store. After North&apos;s hole 4, on the far left, your next seed goes straight into your own hole 1. In the same way, North&apos;s seeds never go into your store.</source>
        <translation>එක් තැනක් කිසිදා ඔබේ මගේ නැත: උතුරේ ගබඩාව. ඈත වම් පස ඇති උතුරේ වළ 4 න් පසු, ඔබේ ඊළඟ ඇටය කෙළින්ම ඔබේම වළ 1 ට යයි. එලෙසම, උතුරේ ඇට කිසිදා ඔබේ ගබඩාවට නොයයි.</translation>
    </message>
    <message>
        <source>Your hole 3 holds 8 seeds. Count along the path, leaving out North&apos;s store: where does the eighth seed land?</source>
        <translation>ඔබේ වළ 3 හි ඇට 8ක් ඇත. උතුරේ ගබඩාව අත්හැර මග දිගේ ගණන් කරන්න: අටවැනි ඇටය වැටෙන්නේ කොතැනද?</translation>
    </message>
    <message>
        <source>Yes: hole 4, your store, North&apos;s four holes, then your holes 1 and 2. Skipping North&apos;s store is what brought the last seed back to your side.</source>
        <translation>ඔව්: වළ 4, ඔබේ ගබඩාව, උතුරේ වළවල් හතර, ඉන්පසු ඔබේ වළ 1 සහ 2. උතුරේ ගබඩාව මඟ හැරීම නිසා අවසන් ඇටය ඔබේ පැත්තට ආපසු ආවේය.</translation>
    </message>
    <message>
        <source>North&apos;s seeds follow North&apos;s path the same way: through North&apos;s store and on into your row. Watch North&apos;s hole 4.</source>
        <translation>උතුරේ ඇටද එලෙසම උතුරේ මග අනුගමනය කරයි: උතුරේ ගබඩාව හරහා ඔබේ පේළියට. උතුරේ වළ 4 බලන්න.</translation>
    </message>
    <message>
        <source>Counting practice. Which of your holes sends its last seed all the way round, past North&apos;s store, into your own hole 1?</source>
        <translation>ගණන් කිරීමේ පුහුණුව. උතුරේ ගබඩාව පසු කර, වටේටම ගොස් ඔබේම වළ 1 ට අවසන් ඇටය යවන්නේ ඔබේ කුමන වළද?</translation>
    </message>
    <message>
        <source>Six seeds: your store, North&apos;s four holes, and your hole 1. You&apos;re counting like a Kalah player.</source>
        <translation>ඇට හයක්: ඔබේ ගබඩාව, උතුරේ වළවල් හතර, සහ ඔබේ වළ 1. ඔබ Kalah ක්‍රීඩකයෙකු මෙන් ගණන් කරනවා.</translation>
    </message>
    <message>
        <source>Hole 3 has a single seed: it only moves one step, into your hole 4.</source>
        <translation>වළ 3 හි ඇත්තේ එක් ඇටයක් පමණි: එය ඔබේ වළ 4 ට එක් පියවරක් පමණක් යයි.</translation>
    </message>
    <message>
        <source>Hole 1&apos;s two seeds go rightwards, into your holes 2 and 3; they never come round.</source>
        <translation>වළ 1 හි ඇට දෙක දකුණට, ඔබේ වළ 2 සහ 3 ට යයි; ඒවා කිසිදා වටේට නොඑයි.</translation>
    </message>
    <message>
        <source>The extra move</source>
        <translation>අමතර චලනය</translation>
    </message>
    <message>
        <source>End a move in your own store and you play again.</source>
        <translation>ඔබේම ගබඩාවෙන් චලනයක් අවසන් කළහොත් ඔබ නැවත ක්‍රීඩා කරයි.</translation>
    </message>
    <message>
        <source>Here is the best trick in Kalah: if the last seed of your move drops into your own store, you move again straight away. This is called an extra move.</source>
        <translation>මෙන්න Kalah හි හොඳම උපක්‍රමය: ඔබේ චලනයේ අවසන් ඇටය ඔබේම ගබඩාවට වැටුණහොත්, ඔබ වහාම නැවත චලනය කරයි. මෙය අමතර චලනයක් ලෙස හැඳින්වේ.</translation>
    </message>
    <message>
        <source>Find the hole whose last seed lands exactly in your store, and sow it. Count: a hole needs as many seeds as there are steps from it to the store.</source>
        <translation>අවසන් ඇටය හරියටම ඔබේ ගබඩාවට වැටෙන වළ සොයා එය බෙදන්න. ගණන් කරන්න: වළකට එතැන් සිට ගබඩාවට ඇති පියවර ගණනට සමාන ඇට ගණනක් අවශ්‍යයි.</translation>
    </message>
    <message>
        <source>Three seeds, three steps: holes 3 and 4, then your store. Your turn goes on!</source>
        <translation>ඇට තුනක්, පියවර තුනක්: වළ 3 සහ 4, ඉන්පසු ඔබේ ගබඩාව. ඔබේ වාරය දිගටම යයි!</translation>
    </message>
    <message>
        <source>Two seeds from hole 1 only reach your hole 3, so your turn is over.</source>
        <translation>වළ 1 හි ඇට දෙක ළඟා වන්නේ ඔබේ වළ 3 දක්වා පමණි, එබැවින් ඔබේ වාරය අවසන්.</translation>
    </message>
    <message>
        <source>Still your turn. The seeds you just sowed made another hole fit exactly. Take a second extra move.</source>
        <translation>තවමත් ඔබේ වාරයයි. ඔබ දැන් බෙදූ ඇට නිසා තවත් වළක් හරියටම ගැළපේ. දෙවන අමතර චලනයක් ගන්න.</translation>
    </message>
    <message>
        <source>Two extra moves in a row! There is no limit: as long as each move ends in your store, you keep playing.</source>
        <translation>පිට පිට අමතර චලන දෙකක්! සීමාවක් නැත: සෑම චලනයක්ම ඔබේ ගබඩාවෙන් අවසන් වන තාක් ඔබ දිගටම ක්‍රීඩා කරයි.</translation>
    </message>
    <message>
        <source>Hole 3&apos;s seed stops in your hole 4, one step short of the store, so your turn ends.</source>
        <translation>වළ 3 හි ඇටය ගබඩාවට එක් පියවරක් අඩුවෙන්, ඔබේ වළ 4 හි නතර වේ, එබැවින් ඔබේ වාරය අවසන් වේ.</translation>
    </message>
    <message>
        <source>Hole 1&apos;s two seeds stop in your hole 3, so your turn ends.</source>
        <translation>වළ 1 හි ඇට දෙක ඔබේ වළ 3 හි නතර වේ, එබැවින් ඔබේ වාරය අවසන් වේ.</translation>
    </message>
    <message>
        <source>Order matters. Here your holes 3 and 4 can both reach the store. Watch what happens if you start with hole 3, the one farther from the store.</source>
        <translation>පිළිවෙළ වැදගත්. මෙහි ඔබේ වළ 3 සහ 4 යන දෙකටම ගබඩාවට ළඟා විය හැක. ගබඩාවට වඩා දුරින් ඇති වළ 3 න් ඇරඹුවහොත් සිදුවන්නේ කුමක්දැයි බලන්න.</translation>
    </message>
    <message>
        <source>That was an extra move, but hole 4 now holds 2 seeds. Where will its last seed land?</source>
        <translation>එය අමතර චලනයක් විය, නමුත් දැන් වළ 4 හි ඇට 2ක් ඇත. එහි අවසන් ඇටය වැටෙන්නේ කොතැනද?</translation>
    </message>
    <message>
        <source>One seed too many: it overshoots into North&apos;s row and your turn ends. Hole 4 first, then hole 3, would have given you two extra moves. Play the hole nearest your store first!</source>
        <translation>එක් ඇටයක් වැඩියි: එය ඉක්මවා උතුරේ පේළියට යන අතර ඔබේ වාරය අවසන් වේ. පළමුව වළ 4, ඉන්පසු වළ 3 නම්, ඔබට අමතර චලන දෙකක් ලැබෙනු ඇත. ඔබේ ගබඩාවට ළඟම ඇති වළ පළමුව ක්‍රීඩා කරන්න!</translation>
    </message>
    <message>
        <source>End in one of your empty holes and take the seeds across from it.</source>
        <translation>ඔබේ හිස් වළකින් අවසන් කර, ඊට ඉදිරියේ ඇති ඇට ගන්න.</translation>
    </message>
    <message>
        <source>If your last seed falls into an empty hole on your side, you capture: that seed and all the seeds in North&apos;s hole straight across go into your store. Then your turn ends. Your hole 2 is empty, and North&apos;s hole 3 across from it holds 4 seeds.</source>
        <translation>ඔබේ අවසන් ඇටය ඔබේ පැත්තේ හිස් වළකට වැටුණහොත් ඔබ අල්ලා ගනී: එම ඇටයත්, කෙළින්ම ඉදිරියේ ඇති උතුරේ වළේ සියලු ඇටත් ඔබේ ගබඩාවට යයි. ඉන්පසු ඔබේ වාරය අවසන් වේ. ඔබේ වළ 2 හිස්ය, ඊට ඉදිරියේ ඇති උතුරේ වළ 3 හි ඇට 4ක් ඇත.</translation>
    </message>
    <message>
        <source>Capture those 4 seeds.</source>
        <translation>එම ඇට 4 අල්ලා ගන්න.</translation>
    </message>
    <message>
        <source>Your single seed landed in your empty hole 2 and took North&apos;s 4 with it: 5 seeds for your store.</source>
        <translation>ඔබේ තනි ඇටය ඔබේ හිස් වළ 2 ට වැටී උතුරේ ඇට 4ද සමඟ ගත්තා: ඔබේ ගබඩාවට ඇට 5ක්.</translation>
    </message>
    <message>
        <source>Hole 3&apos;s last seed lands in North&apos;s hole 1. Captures happen only from your own empty holes, so your turn just ends.</source>
        <translation>වළ 3 හි අවසන් ඇටය උතුරේ වළ 1 ට වැටේ. අල්ලා ගැනීම් සිදු වන්නේ ඔබේම හිස් වළවල්වලින් පමණි, එබැවින් ඔබේ වාරය සරලවම අවසන් වේ.</translation>
    </message>
    <message>
        <source>Hole 4&apos;s seeds go into your store and North&apos;s hole 1, which was not empty, so your turn ends without a capture.</source>
        <translation>වළ 4 හි ඇට ඔබේ ගබඩාවට සහ උතුරේ වළ 1 ට යයි. එම වළ හිස් නොවූ බැවින් ඔබේ වාරය අල්ලා ගැනීමකින් තොරව අවසන් වේ.</translation>
    </message>
    <message>
        <source>To spot a capture, look at your empty holes first, then at what lies across from them, then count which of your holes can end there. Here your holes 3 and 4 are empty; North has 1 seed across from your hole 3 and 5 across from your hole 4.</source>
        <translation>අල්ලා ගැනීමක් සොයා ගැනීමට, පළමුව ඔබේ හිස් වළවල් බලන්න, ඉන්පසු ඒවාට ඉදිරියෙන් ඇති දේ බලන්න, ඉන්පසු ඔබේ කුමන වළවල් එතැනින් අවසන් විය හැකිදැයි ගණන් කරන්න. මෙහි ඔබේ වළ 3 සහ 4 හිස්ය; ඔබේ වළ 3 ට ඉදිරියෙන් උතුරට ඇට 1ක් ද, ඔබේ වළ 4 ට ඉදිරියෙන් 5ක් ද ඇත.</translation>
    </message>
    <message>
        <source>Make the bigger capture.</source>
        <translation>වඩා විශාල අල්ලා ගැනීම කරන්න.</translation>
    </message>
    <message>
        <source>Your hole 2 sows into holes 3 and 4; the last seed lands in empty hole 4 and takes North&apos;s 5. Six seeds in one move!</source>
        <translation>ඔබේ වළ 2 වළ 3 සහ 4 ට බෙදයි; අවසන් ඇටය හිස් වළ 4 ට වැටී උතුරේ ඇට 5 ගනී. එක් චලනයකින් ඇට හයක්!</translation>
    </message>
    <message>
        <source>That captures, but only North&apos;s single seed across from your hole 3: 2 seeds in all. North&apos;s 5 were there for the taking.</source>
        <translation>එය අල්ලා ගනී, නමුත් ඔබේ වළ 3 ට ඉදිරියෙන් ඇති උතුරේ එකම ඇටය පමණි: සියල්ල ඇට 2ක්. උතුරේ ඇට 5 ගැනීමට තිබුණා.</translation>
    </message>
    <message>
        <source>When nothing is captured</source>
        <translation>කිසිවක් අල්ලා නොගන්නා විට</translation>
    </message>
    <message>
        <source>An empty hole across, or an empty hole on North&apos;s side: no capture.</source>
        <translation>ඉදිරියෙන් හිස් වළක්, නැතහොත් උතුරේ පැත්තේ හිස් වළක්: අල්ලා ගැනීමක් නැත.</translation>
    </message>
    <message>
        <source>A board with five holes a side. Watch your hole 1: its seed lands in your empty hole 2, but North&apos;s hole 4 across from it is empty, so there is nothing to capture. The seed just stays there, and your turn is over.</source>
        <translation>පැත්තකට වළවල් පහක් ඇති පුවරුවක්. ඔබේ වළ 1 බලන්න: එහි ඇටය ඔබේ හිස් වළ 2 ට වැටේ, නමුත් ඊට ඉදිරියෙන් ඇති උතුරේ වළ 4 හිස් බැවින් අල්ලා ගැනීමට කිසිවක් නැත. ඇටය එතැනම රැඳේ, ඔබේ වාරය අවසන්.</translation>
    </message>
    <message>
        <source>Cowrie has an option, empty-capture, that lets you take your lone seed anyway when the hole across is empty. It is off in the standard game and in these lessons.</source>
        <translation>ඉදිරියේ වළ හිස් වුවද ඔබේ තනි ඇටය ගැනීමට ඉඩ දෙන empty-capture නම් විකල්පයක් Cowrie හි ඇත. සම්මත ක්‍රීඩාවේදී සහ මෙම පාඩම්වලදී එය අක්‍රියයි.</translation>
    </message>
    <message>
        <source>Your hole 5 sows 3 seeds. Where does the last one land, and will it capture anything?</source>
        <translation>ඔබේ වළ 5 ඇට 3ක් බෙදයි. අවසන් ඇටය වැටෙන්නේ කොතැනද, එය කිසිවක් අල්ලා ගනීද?</translation>
    </message>
    <message>
        <source>It lands in North&apos;s hole 2, which was empty. Empty holes on North&apos;s side never capture for you, so your turn simply ends.</source>
        <translation>එය හිස්ව තිබූ උතුරේ වළ 2 ට වැටේ. උතුරේ පැත්තේ හිස් වළවල් කිසිදා ඔබට අල්ලා නොදෙයි, එබැවින් ඔබේ වාරය සරලවම අවසන් වේ.</translation>
    </message>
    <message>
        <source>Each of your three moves ends in an empty hole, but only one of them captures. Find it.</source>
        <translation>ඔබේ චලන තුනම හිස් වළක අවසන් වේ, නමුත් අල්ලා ගන්නේ එකක් පමණි. එය සොයන්න.</translation>
    </message>
    <message>
        <source>Your seed lands in your empty hole 4, and North&apos;s hole 2 across from it has 3 seeds: 4 for your store.</source>
        <translation>ඔබේ ඇටය ඔබේ හිස් වළ 4 ට වැටේ, ඊට ඉදිරියෙන් ඇති උතුරේ වළ 2 හි ඇට 3ක් ඇත: ඔබේ ගබඩාවට 4ක්.</translation>
    </message>
    <message>
        <source>Your seed lands in your empty hole 2, but North&apos;s hole 4 across from it is empty: nothing to take.</source>
        <translation>ඔබේ ඇටය ඔබේ හිස් වළ 2 ට වැටේ, නමුත් ඊට ඉදිරියෙන් ඇති උතුරේ වළ 4 හිස්ය: ගැනීමට කිසිවක් නැත.</translation>
    </message>
    <message>
        <source>Your last seed lands in North&apos;s empty hole 1. Only empty holes on your own side capture.</source>
        <translation>ඔබේ අවසන් ඇටය උතුරේ හිස් වළ 1 ට වැටේ. අල්ලා ගන්නේ ඔබේම පැත්තේ හිස් වළවල් පමණි.</translation>
    </message>
    <message>
        <source>Extra move first, then capture</source>
        <translation>පළමුව අමතර චලනය, ඉන්පසු අල්ලා ගැනීම</translation>
    </message>
    <message>
        <source>What ends a turn, and why the order of your moves matters.</source>
        <translation>වාරයක් අවසන් වන්නේ කුමකින්ද, ඔබේ චලනවල පිළිවෙළ වැදගත් වන්නේ ඇයි.</translation>
    </message>
    <message>
        <source>Your turn ends as soon as a move&apos;s last seed lands anywhere but your store: in a hole with seeds, in any hole on North&apos;s side, or in an empty hole of yours, whether it captures or not. Only the store gives you another move.</source>
        <translation>චලනයක අවසන් ඇටය ඔබේ ගබඩාව හැර වෙන ඕනෑම තැනකට වැටුණු විගසම ඔබේ වාරය අවසන් වේ: ඇට ඇති වළකට, උතුරේ පැත්තේ ඕනෑම වළකට, හෝ ඔබේ හිස් වළකට, එය අල්ලා ගත්තත් නැතත්. තවත් චලනයක් ලැබෙන්නේ ගබඩාවෙන් පමණි.</translation>
    </message>
    <message>
        <source>You have a capture (hole 1 into empty hole 2, taking North&apos;s 3) and an extra move (hole 4). A capture ends your turn, so which comes first?</source>
        <translation>ඔබට අල්ලා ගැනීමක් (වළ 1 හිස් වළ 2 ට, උතුරේ ඇට 3 ගනිමින්) සහ අමතර චලනයක් (වළ 4) ඇත. අල්ලා ගැනීමකින් ඔබේ වාරය අවසන් වේ, එසේ නම් මුලින් කළ යුත්තේ කුමක්ද?</translation>
    </message>
    <message>
        <source>Right: take the free move first. The capture will still be there.</source>
        <translation>හරි: පළමුව නොමිලේ ලැබෙන චලනය ගන්න. අල්ලා ගැනීම තවමත් එතැනම ඇත.</translation>
    </message>
    <message>
        <source>You captured, but a capture ends your turn, so you lost the extra move hole 4 was offering. Take the extra move first, then capture.</source>
        <translation>ඔබ අල්ලා ගත්තා, නමුත් අල්ලා ගැනීමකින් ඔබේ වාරය අවසන් වේ, එබැවින් වළ 4 දුන් අමතර චලනය ඔබට අහිමි විය. පළමුව අමතර චලනය ගෙන, ඉන්පසු අල්ලා ගන්න.</translation>
    </message>
    <message>
        <source>Now make the capture.</source>
        <translation>දැන් අල්ලා ගන්න.</translation>
    </message>
    <message>
        <source>Extra move and capture in one turn: 5 seeds in your store.</source>
        <translation>එක් වාරයකින් අමතර චලනයක් සහ අල්ලා ගැනීමක්: ඔබේ ගබඩාවේ ඇට 5ක්.</translation>
    </message>
    <message>
        <source>Hole 3&apos;s last seed ends in North&apos;s empty hole 1: no capture there, and your turn is over.</source>
        <translation>වළ 3 හි අවසන් ඇටය උතුරේ හිස් වළ 1 හි අවසන් වේ: එහිදී අල්ලා ගැනීමක් නැත, ඔබේ වාරය අවසන්.</translation>
    </message>
    <message>
        <source>That is the whole rhythm of a Kalah turn: extra moves as long as you can, then one last move, ideally a capture, which hands the turn to North.</source>
        <translation>Kalah වාරයක සම්පූර්ණ රිද්මය එයයි: හැකි තාක් අමතර චලන, ඉන්පසු අවසන් චලනයක්, හැකි නම් අල්ලා ගැනීමක්, එය වාරය උතුරට භාර දෙයි.</translation>
    </message>
    <message>
        <source>Guard your seeds</source>
        <translation>ඔබේ ඇට ආරක්ෂා කරන්න</translation>
    </message>
    <message>
        <source>Look at North&apos;s captures before you make your own.</source>
        <translation>ඔබේ අල්ලා ගැනීම් කිරීමට පෙර උතුරේ අල්ලා ගැනීම් බලන්න.</translation>
    </message>
    <message>
        <source>Before you move, look at North&apos;s side too. North&apos;s hole 3 is empty, and North&apos;s hole 2 holds one seed, just enough to land there. That would capture the 4 seeds in your hole 2, across from it.</source>
        <translation>චලනය කිරීමට පෙර උතුරේ පැත්තත් බලන්න. උතුරේ වළ 3 හිස්ය, උතුරේ වළ 2 හි එතැනට ළඟා වීමට හරියටම ප්‍රමාණවත් එක් ඇටයක් ඇත. එයින් ඊට ඉදිරියෙන් ඇති ඔබේ වළ 2 හි ඇට 4 අල්ලා ගනී.</translation>
    </message>
    <message>
        <source>Your hole 3 could capture North&apos;s 3 seeds right now. But which move leaves North nothing to capture?</source>
        <translation>ඔබේ වළ 3 ට දැන්ම උතුරේ ඇට 3 අල්ලා ගත හැක. නමුත් උතුරට අල්ලා ගැනීමට කිසිවක් ඉතිරි නොකරන චලනය කුමක්ද?</translation>
    </message>
    <message>
        <source>Safe: your 4 seeds moved on, one even reached your store, and nothing is left in your hole 2 for North to take.</source>
        <translation>ආරක්ෂිතයි: ඔබේ ඇට 4 ඉදිරියට ගියා, එකක් ඔබේ ගබඩාවටත් ළඟා විය, උතුරට ගැනීමට ඔබේ වළ 2 හි කිසිවක් ඉතිරි නැත.</translation>
    </message>
    <message>
        <source>You take 4 seeds, but your hole 2 is still full: North&apos;s hole 2 can now drop its seed into empty hole 3 and take your 4 seeds plus its own.</source>
        <translation>ඔබ ඇට 4ක් ගන්නවා, නමුත් ඔබේ වළ 2 තවමත් පිරී ඇත: උතුරේ වළ 2 ට දැන් එහි ඇටය හිස් වළ 3 ට දමා ඔබේ ඇට 4 සහ තමාගේම ඇටය ගත හැක.</translation>
    </message>
    <message>
        <source>Now your hole 2 holds 5 seeds, and North can still land in its empty hole 3 across from it and take them all.</source>
        <translation>දැන් ඔබේ වළ 2 හි ඇට 5ක් ඇත, උතුරට තවමත් ඊට ඉදිරියෙන් ඇති තම හිස් වළ 3 ට වැටී ඒ සියල්ල ගත හැක.</translation>
    </message>
    <message>
        <source>North played its hole 2 anyway. Its seed landed in its empty hole 3, but your hole 2 across from it is empty, so North captured nothing.</source>
        <translation>කෙසේ වෙතත් උතුර තම වළ 2 ක්‍රීඩා කළේය. එහි ඇටය තම හිස් වළ 3 ට වැටුණි, නමුත් ඊට ඉදිරියෙන් ඇති ඔබේ වළ 2 හිස් බැවින් උතුර කිසිවක් අල්ලා ගත්තේ නැත.</translation>
    </message>
    <message>
        <source>Strong players also think the other way round: keep an empty hole of your own with a few seeds behind it that can land there, and North&apos;s seeds piling up across from it become your next capture.</source>
        <translation>දක්ෂ ක්‍රීඩකයෝ අනෙක් අතටද සිතති: ඔබේම හිස් වළක් තබා, ඊට පිටුපසින් එතැනට ළඟා විය හැකි ඇට කිහිපයක් තබා ගන්න, එවිට ඊට ඉදිරියෙන් ගොඩ ගැසෙන උතුරේ ඇට ඔබේ ඊළඟ අල්ලා ගැනීම වේ.</translation>
    </message>
    <message>
        <source>Your turn again. Two of your holes can reach your store: take an extra move.</source>
        <translation>නැවතත් ඔබේ වාරය. ඔබේ වළවල් දෙකකට ඔබේ ගබඩාවට ළඟා විය හැක: අමතර චලනයක් ගන්න.</translation>
    </message>
    <message>
        <source>Extra move! When two holes can reach the store, play the one nearest to it first, so the other still fits.</source>
        <translation>අමතර චලනයක්! වළවල් දෙකකට ගබඩාවට ළඟා විය හැකි විට, අනෙක තවමත් ගැළපෙන පරිදි, ගබඩාවට ළඟම ඇති එක පළමුව ක්‍රීඩා කරන්න.</translation>
    </message>
    <message>
        <source>Hole 1&apos;s two seeds stop in your hole 3, which has seeds, so your turn ends.</source>
        <translation>වළ 1 හි ඇට දෙක ඇට ඇති ඔබේ වළ 3 හි නතර වේ, එබැවින් ඔබේ වාරය අවසන්.</translation>
    </message>
    <message>
        <source>Six holes of four seeds, and a strong first move.</source>
        <translation>ඇට හතර බැගින් වළවල් හයක්, සහ ශක්තිමත් පළමු චලනයක්.</translation>
    </message>
    <message>
        <source>Now the real board: six holes a side, four seeds in each, 48 in all. Every rule you&apos;ve learned is the same here.</source>
        <translation>දැන් සැබෑ පුවරුව: පැත්තකට වළවල් හයක්, එක් එක් වළේ ඇට හතර බැගින්, සියල්ල 48ක්. ඔබ ඉගෙන ගත් සෑම නීතියක්ම මෙහිද එලෙසමය.</translation>
    </message>
    <message>
        <source>You start. One of your holes has exactly enough seeds to reach your store. Find it.</source>
        <translation>ඔබ අරඹයි. ඔබේ එක් වළක ඔබේ ගබඩාවට ළඟා වීමට හරියටම ප්‍රමාණවත් ඇට ඇත. එය සොයන්න.</translation>
    </message>
    <message>
        <source>Four seeds, four steps: holes 4, 5, 6 and your store. A free move to start the game.</source>
        <translation>ඇට හතරක්, පියවර හතරක්: වළ 4, 5, 6 සහ ඔබේ ගබඩාව. ක්‍රීඩාව ඇරඹීමට නොමිලේ චලනයක්.</translation>
    </message>
    <message>
        <source>Hole 1&apos;s four seeds end in your hole 5, which has seeds, so the turn goes to North.</source>
        <translation>වළ 1 හි ඇට හතර ඇට ඇති ඔබේ වළ 5 හි අවසන් වේ, එබැවින් වාරය උතුරට යයි.</translation>
    </message>
    <message>
        <source>Only the first seed goes into your store; the other three go to North&apos;s row, and your turn ends.</source>
        <translation>පළමු ඇටය පමණක් ඔබේ ගබඩාවට යයි; අනෙක් තුන උතුරේ පේළියට යන අතර ඔබේ වාරය අවසන් වේ.</translation>
    </message>
    <message>
        <source>Your extra move. Put one more seed into your store: strong players choose hole 6 here.</source>
        <translation>ඔබේ අමතර චලනය. ඔබේ ගබඩාවට තවත් ඇටයක් දමන්න: මෙහිදී දක්ෂ ක්‍රීඩකයෝ වළ 6 තෝරති.</translation>
    </message>
    <message>
        <source>Two seeds in your store before North has even moved.</source>
        <translation>උතුර චලනය කිරීමටත් පෙර ඔබේ ගබඩාවේ ඇට දෙකක්.</translation>
    </message>
    <message>
        <source>Hole 1&apos;s seeds stay in your row, ending in your hole 5: none reaches the store.</source>
        <translation>වළ 1 හි ඇට ඔබේ පේළියේම රැඳී ඔබේ වළ 5 හි අවසන් වේ: එකක්වත් ගබඩාවට ළඟා නොවේ.</translation>
    </message>
    <message>
        <source>Hole 2&apos;s seeds stay in your row, ending in your hole 6: none reaches the store.</source>
        <translation>වළ 2 හි ඇට ඔබේ පේළියේම රැඳී ඔබේ වළ 6 හි අවසන් වේ: එකක්වත් ගබඩාවට ළඟා නොවේ.</translation>
    </message>
    <message>
        <source>A habit that beats beginners: before every move, ask yourself three questions. Can I end in my store? Can I capture? And what can North capture after my move?</source>
        <translation>ආරම්භකයන් පරාජය කරන පුරුද්දක්: සෑම චලනයකටම පෙර ඔබෙන්ම ප්‍රශ්න තුනක් අසන්න. මට මගේ ගබඩාවෙන් අවසන් කළ හැකිද? මට අල්ලා ගත හැකිද? මගේ චලනයෙන් පසු උතුරට අල්ලා ගත හැක්කේ කුමක්ද?</translation>
    </message>
    <message>
        <source>When a row runs out of seeds, the game is over and the bigger store wins.</source>
        <translation>පේළියක ඇට අවසන් වූ විට ක්‍රීඩාව අවසන් වන අතර විශාල ගබඩාව ජය ගනී.</translation>
    </message>
    <message>
        <source>The game ends the moment either row has no seeds left, checked after every move. Each player then puts the seeds still in their own row into their own store, and the bigger store wins.</source>
        <translation>කිසියම් පේළියක ඇට ඉතිරි නැති මොහොතේම ක්‍රීඩාව අවසන් වේ; මෙය සෑම චලනයකටම පසු පරීක්ෂා කෙරේ. එවිට සෑම ක්‍රීඩකයෙක්ම තම පේළියේ තවමත් ඇති ඇට තම ගබඩාවට දමන අතර විශාල ගබඩාව ජය ගනී.</translation>
    </message>
    <message>
        <source>You lead 9 to 7, and your last seed can reach your store. Watch what happens if you sow it.</source>
        <translation>ඔබ 9 ට 7 කින් ඉදිරියෙන් සිටින අතර, ඔබේ අවසන් ඇටයට ඔබේ ගබඩාවට ළඟා විය හැක. එය බෙදුවහොත් සිදු වන්නේ කුමක්දැයි බලන්න.</translation>
    </message>
    <message>
        <source>Your row was empty, so the game ended and North&apos;s 4 seeds went to North: 11 to 10 for North. Here it&apos;s the other way round: capture North&apos;s last seeds and win.</source>
        <translation>ඔබේ පේළිය හිස් වූ බැවින් ක්‍රීඩාව අවසන් වී උතුරේ ඇට 4 උතුරට ගියේය: උතුරට 11 ට 10 කින් ජය. මෙහි සිදු විය යුත්තේ අනෙක් අතටයි: උතුරේ අවසන් ඇට අල්ලා ගෙන ජය ගන්න.</translation>
    </message>
    <message>
        <source>North&apos;s row is empty, so the game is over: your last 2 seeds join your store and you win 13 to 10. You&apos;re ready for a real game!</source>
        <translation>උතුරේ පේළිය හිස් බැවින් ක්‍රීඩාව අවසන්: ඔබේ අවසන් ඇට 2 ඔබේ ගබඩාවට එකතු වී ඔබ 13 ට 10 කින් ජය ගනී. ඔබ සැබෑ ක්‍රීඩාවකට සූදානම්!</translation>
    </message>
    <message>
        <source>Your last seed goes over to North&apos;s hole 1, so North has seeds in two holes and the game goes on.</source>
        <translation>ඔබේ අවසන් ඇටය උතුරේ වළ 1 ට යයි, එබැවින් උතුරට වළවල් දෙකක ඇට ඇති අතර ක්‍රීඩාව දිගටම යයි.</translation>
    </message>
    <message>
        <source>The board and the direction</source>
        <translation>පුවරුව සහ දිශාව</translation>
    </message>
    <message>
        <source>Two rows of seven holes, four seeds in each, and a first move that picks the direction.</source>
        <translation>ඇට හතර බැගින් වළවල් හත බැගින් පේළි දෙකක්, සහ දිශාව තෝරන පළමු චලනයක්.</translation>
    </message>
    <message>
        <source>This is the puhulmutu board: two rows of seven holes with four seeds in each. You are South: the bottom row is yours, holes 1 to 7 from your left, and the top row is North&apos;s. Players call the seeds indi.</source>
        <translation>මෙය පුහුල්මුතු පුවරුවයි: ඇට හතර බැගින් ඇති වළවල් හතේ පේළි දෙකක්. ඔබ දකුණ: පහළ පේළිය ඔබේය, ඔබේ වමේ සිට වළ 1 සිට 7 දක්වා, ඉහළ පේළිය උතුරේය. ක්‍රීඩකයෝ ඇට ඉඳි ලෙස හඳුන්වති.</translation>
    </message>
    <message>
        <source>The two stores only keep the seeds each player eats (captures) during play. Nobody ever sows a seed into a store.</source>
        <translation>ගබඩා දෙකේ තබා ගන්නේ ක්‍රීඩාව අතරතුර එක් එක් ක්‍රීඩකයා කන (අල්ලා ගන්නා) ඇට පමණි. කිසිවෙක් කිසිදා ගබඩාවකට ඇටයක් බෙදන්නේ නැත.</translation>
    </message>
    <message>
        <source>The first move of the game also picks the direction, for both players and for the whole game. R sows towards your right: hole 1 is your first hole and hole 7 your last, from which seeds cross into North&apos;s row. L is the mirror image: hole 7 first, hole 1 last.</source>
        <translation>ක්‍රීඩාවේ පළමු චලනය ක්‍රීඩකයන් දෙදෙනාටම සහ මුළු ක්‍රීඩාවටම දිශාවද තෝරයි. R ඔබේ දකුණට බෙදයි: වළ 1 ඔබේ පළමු වළ වන අතර වළ 7 ඔබේ අවසන් වළයි, එතැනින් ඇට උතුරේ පේළියට යයි. L එහි කැඩපත් ප්‍රතිබිම්බයයි: වළ 7 පළමුව, වළ 1 අවසානයට.</translation>
    </message>
    <message>
        <source>Try it on a small board. Play your hole 3 so that its last seed lands in your hole 5: which direction does that need?</source>
        <translation>කුඩා පුවරුවක උත්සාහ කරන්න. එහි අවසන් ඇටය ඔබේ වළ 5 ට වැටෙන පරිදි ඔබේ වළ 3 ක්‍රීඩා කරන්න: ඒ සඳහා අවශ්‍ය දිශාව කුමක්ද?</translation>
    </message>
    <message>
        <source>Right, 3R: one seed into hole 4, the last into hole 5. The direction is now fixed, and every later move is just a hole number.</source>
        <translation>හරි, 3R: එක් ඇටයක් වළ 4 ට, අවසන් ඇටය වළ 5 ට. දිශාව දැන් ස්ථිරයි, පසුව සෑම චලනයක්ම වළ අංකයක් පමණි.</translation>
    </message>
    <message>
        <source>L sent the two seeds towards your left, into your holes 2 and 1.</source>
        <translation>L ඇට දෙක ඔබේ වමට, ඔබේ වළ 2 සහ 1 ට යැවීය.</translation>
    </message>
    <message>
        <source>North answered with their hole 5. North sows towards their own right too, which is leftwards along the top row on your screen: the seeds always travel round the board the same way.</source>
        <translation>උතුර තම වළ 5 න් පිළිතුරු දුන්නේය. උතුරද තමාගේම දකුණට බෙදයි, එනම් ඔබේ තිරයේ ඉහළ පේළිය දිගේ වමට: ඇට සැමවිටම පුවරුව වටා එකම දිශාවට ගමන් කරයි.</translation>
    </message>
    <message>
        <source>Sowing and sitting</source>
        <translation>බෙදීම සහ හිඳීම</translation>
    </message>
    <message>
        <source>Sow one seed a hole; a last seed in an empty hole ends your turn.</source>
        <translation>වළකට එක් ඇටය බැගින් බෙදන්න; හිස් වළකට වැටෙන අවසන් ඇටය ඔබේ වාරය අවසන් කරයි.</translation>
    </message>
    <message>
        <source>To move, you lift all the seeds of one of your holes and drop them one at a time into the holes that follow. Here the direction is R, so your row leads on into North&apos;s row. Watch your hole 5.</source>
        <translation>චලනය කිරීමට, ඔබේ වළකින් සියලු ඇට ඔසවා ඊළඟට එන වළවලට එකින් එක දමන්න. මෙහි දිශාව R බැවින් ඔබේ පේළිය උතුරේ පේළියට දිගටම යයි. ඔබේ වළ 5 බලන්න.</translation>
    </message>
    <message>
        <source>The last seed fell into North&apos;s hole 2, which was empty, so your turn is over. You &apos;sit&apos; in that hole: its Sinhala name is puhuwala, or passa.</source>
        <translation>අවසන් ඇටය හිස්ව තිබූ උතුරේ වළ 2 ට වැටුණි, එබැවින් ඔබේ වාරය අවසන්. ඔබ එම වළේ &apos;හිඳී&apos;: එහි සිංහල නම පුහුවළ, නැතහොත් පස්ස.</translation>
    </message>
    <message>
        <source>Your turn again, on a new board. Where will the last of the five seeds in your hole 4 fall?</source>
        <translation>නව පුවරුවක, නැවතත් ඔබේ වාරය. ඔබේ වළ 4 හි ඇට පහෙන් අවසන් ඇටය වැටෙන්නේ කොතැනද?</translation>
    </message>
    <message>
        <source>Your holes 5, 6 and 7, then North&apos;s holes 1 and 2. That hole was empty, so you sit there.</source>
        <translation>ඔබේ වළ 5, 6 සහ 7, ඉන්පසු උතුරේ වළ 1 සහ 2. එම වළ හිස්ව තිබූ බැවින් ඔබ එහි හිඳී.</translation>
    </message>
    <message>
        <source>Sit in North&apos;s hole 3: pick the hole whose seeds just reach it.</source>
        <translation>උතුරේ වළ 3 හි හිඳින්න: ඇට හරියටම එතැනට ළඟා වන වළ තෝරන්න.</translation>
    </message>
    <message>
        <source>Four seeds: your hole 7, then North&apos;s holes 1, 2 and 3.</source>
        <translation>ඇට හතරක්: ඔබේ වළ 7, ඉන්පසු උතුරේ වළ 1, 2 සහ 3.</translation>
    </message>
    <message>
        <source>Two seeds from hole 2 only reach your hole 4. It was empty, so you sat there.</source>
        <translation>වළ 2 හි ඇට දෙක ඔබේ වළ 4 දක්වා පමණක් යයි. එය හිස්ව තිබූ බැවින් ඔබ එහි හිඳ ගත්තා.</translation>
    </message>
    <message>
        <source>Relay: keep on sowing</source>
        <translation>ඔසවා බෙදීම: දිගටම බෙදන්න</translation>
    </message>
    <message>
        <source>A last seed in a hole that has seeds lifts them and sows on.</source>
        <translation>ඇට ඇති වළකට වැටෙන අවසන් ඇටය ඒවා ඔසවා දිගටම බෙදයි.</translation>
    </message>
    <message>
        <source>When your last seed lands in a hole that already has seeds, you lift them all and keep sowing: a relay. Watch the opening move told in the old rule book, 1R: four seeds, a relay of five from your hole 5, another five from North&apos;s hole 3, and the last seed drops into your hole 1.</source>
        <translation>ඔබේ අවසන් ඇටය දැනටමත් ඇට ඇති වළකට වැටුණු විට, ඔබ ඒ සියල්ල ඔසවා දිගටම බෙදයි: ඔසවා බෙදීමක්. පැරණි නීති පොතේ සඳහන් ආරම්භක චලනය, 1R බලන්න: ඇට හතරක්, ඔබේ වළ 5 සිට ඇට පහක ඔසවා බෙදීමක්, උතුරේ වළ 3 සිට තවත් පහක්, අවසන් ඇටය ඔබේ වළ 1 ට වැටේ.</translation>
    </message>
    <message>
        <source>Your hole 1 was empty, because you lifted it at the start, so you sat there and the turn ended. The hole you start from is never skipped: it takes seeds like any other.</source>
        <translation>ඔබ ආරම්භයේදී ඔසවා ගත් බැවින් ඔබේ වළ 1 හිස්ව තිබුණි, එබැවින් ඔබ එහි හිඳ ගත් අතර වාරය අවසන් විය. ඔබ ආරම්භ කරන වළ කිසිදා මඟ හැරෙන්නේ නැත: වෙනත් ඕනෑම වළක් මෙන් එයටද ඇට ලැබේ.</translation>
    </message>
    <message>
        <source>A new board. Find the move that keeps going with a relay.</source>
        <translation>නව පුවරුවක්. ඔසවා බෙදීමකින් දිගටම යන චලනය සොයන්න.</translation>
    </message>
    <message>
        <source>Hole 1 ended in your hole 3; its two seeds ended in hole 5; and those three carried you into North&apos;s row.</source>
        <translation>වළ 1 ඔබේ වළ 3 හි අවසන් විය; එහි ඇට දෙක වළ 5 හි අවසන් විය; එම තුන ඔබව උතුරේ පේළියට ගෙන ගියේය.</translation>
    </message>
    <message>
        <source>Your single seed fell into your empty hole 4: you sat at once.</source>
        <translation>ඔබේ තනි ඇටය ඔබේ හිස් වළ 4 ට වැටුණි: ඔබ වහාම හිඳ ගත්තා.</translation>
    </message>
    <message>
        <source>Hole 5&apos;s two seeds ended in your empty hole 7, and your turn was over.</source>
        <translation>වළ 5 හි ඇට දෙක ඔබේ හිස් වළ 7 හි අවසන් වූ අතර ඔබේ වාරය අවසන් විය.</translation>
    </message>
    <message>
        <source>Follow every relay: where will this turn end if you play your hole 3?</source>
        <translation>සෑම ඔසවා බෙදීමක්ම අනුගමනය කරන්න: ඔබ ඔබේ වළ 3 ක්‍රීඩා කළහොත් මෙම වාරය අවසන් වන්නේ කොතැනද?</translation>
    </message>
    <message>
        <source>Hole 3 ended in your hole 5, its three seeds ended in North&apos;s hole 1, and those two reached North&apos;s empty hole 3.</source>
        <translation>වළ 3 ඔබේ වළ 5 හි අවසන් විය, එහි ඇට තුන උතුරේ වළ 1 හි අවසන් විය, එම දෙක උතුරේ හිස් වළ 3 ට ළඟා විය.</translation>
    </message>
    <message>
        <source>Passing over threes</source>
        <translation>තුන මඟ හැරීම</translation>
    </message>
    <message>
        <source>A hole holding exactly three gets no seed, except the last one.</source>
        <translation>හරියටම තුනක් ඇති වළකට ඇටයක් නොලැබේ, අවසන් ඇටය හැර.</translation>
    </message>
    <message>
        <source>Here is the rule that makes puhulmutu special: while you sow, a hole holding exactly three seeds is passed over and gets nothing. Watch your hole 2: its four seeds jump your hole 3 and go into holes 4 to 7.</source>
        <translation>පුහුල්මුතු විශේෂ කරන නීතිය මෙන්න: ඔබ බෙදන අතරතුර, හරියටම ඇට තුනක් ඇති වළක් මඟ හැරේ, එයට කිසිවක් නොලැබේ. ඔබේ වළ 2 බලන්න: එහි ඇට හතර ඔබේ වළ 3 පනිමින් වළ 4 සිට 7 දක්වා යයි.</translation>
    </message>
    <message>
        <source>There is one exception: the last seed of a sowing always goes into the next hole, even if it holds three. That makes four, and the next lesson shows what you do with a four.</source>
        <translation>එක් ව්‍යතිරේකයක් ඇත: බෙදීමක අවසන් ඇටය, ඊළඟ වළේ තුනක් තිබුණද, සැමවිටම එයට යයි. එයින් හතරක් වේ, හතරකින් කරන්නේ කුමක්දැයි මීළඟ පාඩම පෙන්වයි.</translation>
    </message>
    <message>
        <source>Your hole 5 holds four seeds; your hole 6 and North&apos;s hole 1 hold three each. Where will the last seed fall?</source>
        <translation>ඔබේ වළ 5 හි ඇට හතරක් ඇත; ඔබේ වළ 6 සහ උතුරේ වළ 1 හි තුන බැගින් ඇත. අවසන් ඇටය වැටෙන්නේ කොතැනද?</translation>
    </message>
    <message>
        <source>Both threes were passed over, so the four seeds went into your hole 7 and North&apos;s holes 2, 3 and 4.</source>
        <translation>තුන් දෙකම මඟ හැරුණු බැවින් ඇට හතර ඔබේ වළ 7 ට සහ උතුරේ වළ 2, 3 සහ 4 ට ගියේය.</translation>
    </message>
    <message>
        <source>Land your last seed in North&apos;s hole 2.</source>
        <translation>ඔබේ අවසන් ඇටය උතුරේ වළ 2 ට දමන්න.</translation>
    </message>
    <message>
        <source>Hole 4&apos;s seeds passed over your hole 5, which held three, so the fourth one reached North&apos;s hole 2.</source>
        <translation>වළ 4 හි ඇට තුනක් තිබූ ඔබේ වළ 5 මඟ හැරියේය, එබැවින් හතරවැන්න උතුරේ වළ 2 ට ළඟා විය.</translation>
    </message>
    <message>
        <source>Hole 5&apos;s three seeds go into your holes 6 and 7 and North&apos;s hole 1, and stop there.</source>
        <translation>වළ 5 හි ඇට තුන ඔබේ වළ 6 සහ 7 ට සහ උතුරේ වළ 1 ට ගොස් එතැන නතර වේ.</translation>
    </message>
    <message>
        <source>Eating fours</source>
        <translation>හතර කෑම</translation>
    </message>
    <message>
        <source>Make a three into four with your last seed and eat them.</source>
        <translation>ඔබේ අවසන් ඇටයෙන් තුනක් හතරක් කර ඒවා කන්න.</translation>
    </message>
    <message>
        <source>When your last seed turns a three into four, on your side or North&apos;s, you eat those four: they go to your store. Watch your hole 3: its last seed makes your hole 5 a four, you eat them, then you lift the next hole, your hole 6, and sow on.</source>
        <translation>ඔබේ අවසන් ඇටය ඔබේ හෝ උතුරේ පැත්තේ තුනක් හතරක් කළ විට, ඔබ එම හතර කයි: ඒවා ඔබේ ගබඩාවට යයි. ඔබේ වළ 3 බලන්න: එහි අවසන් ඇටය ඔබේ වළ 5 හතරක් කරයි, ඔබ ඒවා කයි, ඉන්පසු ඊළඟ වළ, ඔබේ වළ 6, ඔසවා දිගටම බෙදයි.</translation>
    </message>
    <message>
        <source>North&apos;s hole 2 holds three. Eat them.</source>
        <translation>උතුරේ වළ 2 හි තුනක් ඇත. ඒවා කන්න.</translation>
    </message>
    <message>
        <source>One seed into North&apos;s hole 1, then your last seed made North&apos;s three a four, and they are yours.</source>
        <translation>එක් ඇටයක් උතුරේ වළ 1 ට, ඉන්පසු ඔබේ අවසන් ඇටය උතුරේ තුන හතරක් කළේය, ඒවා දැන් ඔබේය.</translation>
    </message>
    <message>
        <source>Hole 4&apos;s fifth seed was not the last one, so it passed over North&apos;s three; your last seed sat in North&apos;s empty hole 4.</source>
        <translation>වළ 4 හි පස්වන ඇටය අවසන් ඇටය නොවූ බැවින් එය උතුරේ තුන මඟ හැරියේය; ඔබේ අවසන් ඇටය උතුරේ හිස් වළ 4 හි හිඳ ගත්තේය.</translation>
    </message>
    <message>
        <source>After eating, look at the very next hole. If it has seeds, even three, you lift them all and sow on; if it is empty, your turn ends. Just now North&apos;s hole 3 was empty, so you stopped.</source>
        <translation>කෑමෙන් පසු, ඊළඟටම ඇති වළ බලන්න. එහි ඇට තිබේ නම්, තුනක් වුවද, ඔබ ඒ සියල්ල ඔසවා දිගටම බෙදයි; එය හිස් නම් ඔබේ වාරය අවසන්. මේ දැන් උතුරේ වළ 3 හිස්ව තිබූ බැවින් ඔබ නතර වුණා.</translation>
    </message>
    <message>
        <source>Eat twice in one turn: eight seeds or more.</source>
        <translation>එක් වාරයකින් දෙවරක් කන්න: ඇට අටක් හෝ ඊට වැඩි.</translation>
    </message>
    <message>
        <source>One seed made your hole 7 a four. The next hole, North&apos;s hole 1, gave you two seeds, and they made North&apos;s hole 3 a four as well.</source>
        <translation>එක් ඇටයකින් ඔබේ වළ 7 හතරක් විය. ඊළඟ වළ, උතුරේ වළ 1, ඔබට ඇට දෙකක් දුන් අතර ඒවා උතුරේ වළ 3 ද හතරක් කළේය.</translation>
    </message>
    <message>
        <source>You ate North&apos;s hole 3, but the hole after it was empty, so your turn stopped at four.</source>
        <translation>ඔබ උතුරේ වළ 3 කෑවා, නමුත් ඊට පසු වළ හිස්ව තිබූ බැවින් ඔබේ වාරය හතරෙන් නතර විය.</translation>
    </message>
    <message>
        <source>Your relay from hole 6 passed over the three in your hole 7 and sat in North&apos;s empty hole 2: nothing eaten.</source>
        <translation>වළ 6 සිට ඔබේ ඔසවා බෙදීම ඔබේ වළ 7 හි තුන මඟ හැර උතුරේ හිස් වළ 2 හි හිඳ ගත්තේය: කිසිවක් කෑවේ නැත.</translation>
    </message>
    <message>
        <source>The lone seed in your last hole</source>
        <translation>ඔබේ අවසන් වළේ තනි ඇටය</translation>
    </message>
    <message>
        <source>A single seed in your last hole may not start a turn while you have other seeds.</source>
        <translation>ඔබට වෙනත් ඇට ඇති අතරතුර, ඔබේ අවසන් වළේ තනි ඇටයකින් වාරයක් ඇරඹිය නොහැක.</translation>
    </message>
    <message>
        <source>You may not start a turn with a single seed in your last hole (hole 7 when playing R, hole 1 with L) while another hole of yours has seeds. Here that seed would eat North&apos;s three at once, but you are not allowed to play it.</source>
        <translation>ඔබේ වෙනත් වළක ඇට ඇති අතරතුර, ඔබේ අවසන් වළේ (R ක්‍රීඩා කරන විට වළ 7, L නම් වළ 1) තනි ඇටයකින් වාරයක් ඇරඹිය නොහැක. මෙහි එම ඇටය වහාම උතුරේ තුන කනු ඇත, නමුත් එය ක්‍රීඩා කිරීමට ඔබට ඉඩ නැත.</translation>
    </message>
    <message>
        <source>Find another way to eat four. A relay is allowed to lift your hole 7.</source>
        <translation>හතරක් කෑමට වෙනත් මගක් සොයන්න. ඔසවා බෙදීමකදී ඔබේ වළ 7 ඔසවීමට ඉඩ ඇත.</translation>
    </message>
    <message>
        <source>Hole 6 made your hole 7 a two and you lifted it as a relay. Your hand passed over North&apos;s three in hole 1, dropped a seed in North&apos;s hole 2, and the last made North&apos;s hole 3 a four.</source>
        <translation>වළ 6 ඔබේ වළ 7 දෙකක් කළ අතර ඔබ එය ඔසවා බෙදීමක් ලෙස ඔසවා ගත්තා. ඔබේ අත වළ 1 හි උතුරේ තුන මඟ හැර, උතුරේ වළ 2 ට ඇටයක් දැමූ අතර, අවසන් ඇටය උතුරේ වළ 3 හතරක් කළේය.</translation>
    </message>
    <message>
        <source>Hole 3&apos;s two seeds just end in your empty hole 5: nothing eaten.</source>
        <translation>වළ 3 හි ඇට දෙක ඔබේ හිස් වළ 5 හි අවසන් වේ: කිසිවක් කෑවේ නැත.</translation>
    </message>
    <message>
        <source>When the lone seed is the only one you can lift, you may play it. Watch it eat North&apos;s three now.</source>
        <translation>ඔබට ඔසවිය හැකි එකම ඇටය තනි ඇටය වූ විට, ඔබට එය ක්‍රීඩා කළ හැක. දැන් එය උතුරේ තුන කන අයුරු බලන්න.</translation>
    </message>
    <message>
        <source>The end of a phase</source>
        <translation>අදියරක අවසානය</translation>
    </message>
    <message>
        <source>When a player&apos;s turn comes and their row is empty, the phase is over.</source>
        <translation>ක්‍රීඩකයෙකුගේ වාරය පැමිණි විට ඔහුගේ පේළිය හිස් නම්, අදියර අවසන්.</translation>
    </message>
    <message>
        <source>A game is played in phases. A phase ends when a player&apos;s turn comes and their row is empty; each player then owns the seeds they have eaten plus the seeds left in their own holes.</source>
        <translation>ක්‍රීඩාවක් අදියර වශයෙන් ක්‍රීඩා කෙරේ. ක්‍රීඩකයෙකුගේ වාරය පැමිණි විට ඔහුගේ පේළිය හිස් නම් අදියරක් අවසන් වේ; එවිට සෑම ක්‍රීඩකයෙක්ම තමන් කෑ ඇට සහ තම වළවල ඉතිරි ඇට හිමි කර ගනී.</translation>
    </message>
    <message>
        <source>The old rule book&apos;s example: you have eaten 16 seeds and North 32. Your last seed goes to North&apos;s hole 1, North moves it one hole along, and your turn comes with nothing in your row.</source>
        <translation>පැරණි නීති පොතේ උදාහරණය: ඔබ ඇට 16ක් ද උතුර 32ක් ද කා ඇත. ඔබේ අවසන් ඇටය උතුරේ වළ 1 ට යයි, උතුර එය එක් වළක් ඉදිරියට ගෙන යයි, ඔබේ පේළියේ කිසිවක් නැතිව ඔබේ වාරය පැමිණේ.</translation>
    </message>
    <message>
        <source>The phase is over. You own your 16; North owns their 32 plus the 8 that were left in North&apos;s row, 40 in all. The next lesson shows how a new phase starts from these numbers.</source>
        <translation>අදියර අවසන්. ඔබට ඔබේ 16 හිමියි; උතුරට තම 32 සහ උතුරේ පේළියේ ඉතිරි වූ 8, සියල්ල 40ක් හිමියි. මෙම සංඛ්‍යාවලින් නව අදියරක් අරඹන ආකාරය මීළඟ පාඩම පෙන්වයි.</translation>
    </message>
    <message>
        <source>Now end a phase yourself: leave North with an empty row when North&apos;s turn comes.</source>
        <translation>දැන් ඔබම අදියරක් අවසන් කරන්න: උතුරේ වාරය පැමිණෙන විට උතුරේ පේළිය හිස්ව තබන්න.</translation>
    </message>
    <message>
        <source>Your last seed made North&apos;s three a four and you ate the four. North&apos;s row is empty, so the phase ends: you own 21 (12 + 4 eaten + 5 left in your row), North owns 28.</source>
        <translation>ඔබේ අවසන් ඇටය උතුරේ තුන හතරක් කළ අතර ඔබ එම හතර කෑවා. උතුරේ පේළිය හිස් බැවින් අදියර අවසන්: ඔබට 21ක් (12 + කෑ 4 + ඔබේ පේළියේ ඉතිරි 5) හිමියි, උතුරට 28ක්.</translation>
    </message>
    <message>
        <source>North&apos;s three was passed over, your two seeds went into North&apos;s holes 2 and 3, and North still has seeds to play.</source>
        <translation>උතුරේ තුන මඟ හැරුණි, ඔබේ ඇට දෙක උතුරේ වළ 2 සහ 3 ට ගියේය, උතුරට තවමත් ක්‍රීඩා කිරීමට ඇට ඇත.</translation>
    </message>
    <message>
        <source>A new phase: blind holes</source>
        <translation>නව අදියරක්: කණ වළවල්</translation>
    </message>
    <message>
        <source>Refill four a hole; the poorer player&apos;s empty holes go blind, and that player starts.</source>
        <translation>වළකට හතර බැගින් නැවත පුරවන්න; අඩු ඇට ඇති ක්‍රීඩකයාගේ හිස් වළවල් කණ වේ, එම ක්‍රීඩකයා අරඹයි.</translation>
    </message>
    <message>
        <source>For a new phase each player fills their holes with four seeds each, starting from their first hole. North owned 40: North&apos;s seven holes take 28, and the other 12 stay in North&apos;s store.</source>
        <translation>නව අදියරක් සඳහා සෑම ක්‍රීඩකයෙක්ම, තම පළමු වළේ සිට පටන්ගෙන, තම වළවල් ඇට හතර බැගින් පුරවයි. උතුරට 40ක් හිමි විය: උතුරේ වළවල් හතට 28ක් යන අතර ඉතිරි 12 උතුරේ ගබඩාවේ රැඳේ.</translation>
    </message>
    <message>
        <source>You owned 16, enough for four holes. Your empty holes 5, 6 and 7 are blind (kana): for this whole phase nobody sows into them and they cannot be played. A player with one blind hole is ekas kana, &apos;blind of one eye&apos;; with two, daes kana.</source>
        <translation>ඔබට 16ක් හිමි විය, එය වළවල් හතරකට ප්‍රමාණවත්. ඔබේ හිස් වළ 5, 6 සහ 7 කණ වළවල් (කණ) වේ: මෙම මුළු අදියර පුරාම කිසිවෙක් ඒවාට බෙදන්නේ නැත, ඒවා ක්‍රීඩා කළ නොහැක. එක් කණ වළක් ඇති ක්‍රීඩකයා එකැස් කණ, එනම් &apos;එක් ඇසක් අන්ධ&apos; වේ; දෙකක් නම් දෑස් කණ.</translation>
    </message>
    <message>
        <source>Sowing leaves blind holes out: from your hole 4 the seeds go straight on to North&apos;s hole 1. The blind player, the one with fewer seeds, starts the new phase.</source>
        <translation>බෙදීමේදී කණ වළවල් මඟ හැරේ: ඔබේ වළ 4 සිට ඇට කෙළින්ම උතුරේ වළ 1 ට යයි. කණ ක්‍රීඩකයා, එනම් අඩු ඇට ඇති තැනැත්තා, නව අදියර අරඹයි.</translation>
    </message>
    <message>
        <source>Where will the last seed of your hole 3 fall? (Hole 4 is now your last hole, so its single seed may not start a turn.)</source>
        <translation>ඔබේ වළ 3 හි අවසන් ඇටය වැටෙන්නේ කොතැනද? (දැන් වළ 4 ඔබේ අවසන් වළ බැවින් එහි තනි ඇටයෙන් වාරයක් ඇරඹිය නොහැක.)</translation>
    </message>
    <message>
        <source>Your hole 4, then North&apos;s holes 1 and 2: the blind holes were left out.</source>
        <translation>ඔබේ වළ 4, ඉන්පසු උතුරේ වළ 1 සහ 2: කණ වළවල් මඟ හැරුණි.</translation>
    </message>
    <message>
        <source>Eat the three in North&apos;s hole 2.</source>
        <translation>උතුරේ වළ 2 හි තුන කන්න.</translation>
    </message>
    <message>
        <source>Past your blind holes, hole 4&apos;s first seed went to North&apos;s hole 1 and the last made North&apos;s three a four.</source>
        <translation>ඔබේ කණ වළවල් පසු කර, වළ 4 හි පළමු ඇටය උතුරේ වළ 1 ට ගිය අතර අවසන් ඇටය උතුරේ තුන හතරක් කළේය.</translation>
    </message>
    <message>
        <source>Hole 2 ended in your hole 4, and its three seeds passed over North&apos;s three instead of ending in it.</source>
        <translation>වළ 2 ඔබේ වළ 4 හි අවසන් වූ අතර, එහි ඇට තුන උතුරේ තුනෙන් අවසන් වනු වෙනුවට එය මඟ හැරියේය.</translation>
    </message>
    <message>
        <source>Puta and naga</source>
        <translation>පුතා සහ නගා</translation>
    </message>
    <message>
        <source>A leftover of one or two seeds makes a privileged hole: never lifted, never eaten.</source>
        <translation>ඇට එකක් හෝ දෙකක් ඉතිරි වීමෙන් වරප්‍රසාද ලත් වළක් සෑදේ: කිසිදා ඔසවනු නොලැබේ, කිසිදා කනු නොලැබේ.</translation>
    </message>
    <message>
        <source>Sometimes the poorer player&apos;s seeds do not come out in fours. Here you owned 18: four holes of four, and the last 2 seeds in your hole 5. Your holes 6 and 7 are blind.</source>
        <translation>සමහර විට අඩු ඇට ඇති ක්‍රීඩකයාගේ ඇට හතර බැගින් හරියටම බෙදී යන්නේ නැත. මෙහි ඔබට 18ක් හිමි විය: හතර බැගින් වළවල් හතරක්, අවසන් ඇට 2 ඔබේ වළ 5 හි. ඔබේ වළ 6 සහ 7 කණ වළවල්ය.</translation>
    </message>
    <message>
        <source>That last hole gets a name: with 1 seed it is a puta (&apos;son&apos;), with 2 a naga (&apos;younger sister&apos;), with 3 a wala (&apos;slaves&apos;). North then moves 1, 2 or 3 seeds out of their own last hole into their store, so that the two last holes hold four together: here North took 2, and North&apos;s hole 7 is a naga too.</source>
        <translation>එම අවසන් වළට නමක් ලැබේ: ඇට 1ක් නම් එය පුතා (&apos;පුතා&apos;), 2ක් නම් නගා (&apos;නංගී&apos;), 3ක් නම් වාල (&apos;වහලුන්&apos;). එවිට උතුර, අවසන් වළවල් දෙකේ එකතුව හතරක් වන පරිදි, තම අවසන් වළෙන් ඇට 1, 2 හෝ 3ක් තම ගබඩාවට ගෙන යයි: මෙහි උතුර 2ක් ගත් අතර උතුරේ වළ 7 ද නගා වළකි.</translation>
    </message>
    <message>
        <source>A puta or naga is privileged for the whole phase: it is never lifted, never eaten and never passed over, even holding three, and its owner keeps every seed in it. A last seed that falls into one ends the turn: watch your hole 1. A wala has no privilege at all.</source>
        <translation>පුතා හෝ නගා වළකට මුළු අදියර පුරාම වරප්‍රසාද ඇත: එය කිසිදා ඔසවනු, කනු හෝ මඟ හරිනු නොලැබේ, තුනක් තිබුණද, එහි ඇති සෑම ඇටයක්ම එහි හිමිකරුට රැඳේ. එකකට වැටෙන අවසන් ඇටය වාරය අවසන් කරයි: ඔබේ වළ 1 බලන්න. වාල වළකට කිසිදු වරප්‍රසාදයක් නැත.</translation>
    </message>
    <message>
        <source>Your naga in hole 5 holds three. Where will the last seed of your hole 3 fall?</source>
        <translation>වළ 5 හි ඇති ඔබේ නගා වළේ තුනක් ඇත. ඔබේ වළ 3 හි අවසන් ඇටය වැටෙන්නේ කොතැනද?</translation>
    </message>
    <message>
        <source>Your hole 4, then your naga (a naga is never passed over, so it now holds four), then North&apos;s empty hole 1.</source>
        <translation>ඔබේ වළ 4, ඉන්පසු ඔබේ නගා (නගා කිසිදා මඟ නොහැරේ, එබැවින් දැන් එහි හතරක් ඇත), ඉන්පසු උතුරේ හිස් වළ 1.</translation>
    </message>
    <message>
        <source>Your naga took a seed on the way instead of being passed over, and the last seed made North&apos;s hole 2 a four.</source>
        <translation>ඔබේ නගා වළ මඟ හැරෙනු වෙනුවට ගමනේදී ඇටයක් ගත් අතර අවසන් ඇටය උතුරේ වළ 2 හතරක් කළේය.</translation>
    </message>
    <message>
        <source>Your last seed fell into your naga. It makes four there, but a naga is never eaten, and your turn ends.</source>
        <translation>ඔබේ අවසන් ඇටය ඔබේ නගා වළට වැටුණි. එයින් එහි හතරක් වේ, නමුත් නගා කිසිදා කනු නොලැබේ, ඔබේ වාරය අවසන් වේ.</translation>
    </message>
    <message>
        <source>The short arrangement</source>
        <translation>කෙටි සැකැස්ම</translation>
    </message>
    <message>
        <source>An option for a player with fewer than 12 seeds: two a hole, and rules of their own.</source>
        <translation>ඇට 12 කට අඩුවෙන් ඇති ක්‍රීඩකයෙකුට විකල්පයක්: වළකට දෙක බැගින්, සහ තමාගේම නීති.</translation>
    </message>
    <message>
        <source>When you create a game you can turn on the short-arrangement option. A player who starts a phase with fewer than 12 seeds then puts 2 seeds (or 1, with the setting 1) in each hole from their first hole, in at most six holes, and the rest, up to four, in their last hole; the holes in between are blind.</source>
        <translation>ක්‍රීඩාවක් සාදන විට ඔබට කෙටි සැකැස්ම විකල්පය සක්‍රිය කළ හැක. එවිට ඇට 12 කට අඩුවෙන් අදියරක් අරඹන ක්‍රීඩකයා, තම පළමු වළේ සිට, උපරිම වළවල් හයක, වළකට ඇට 2 බැගින් (1 සැකසුම සමඟ නම් 1 බැගින්) දමා, ඉතිරිය, හතර දක්වා, තම අවසන් වළට දමයි; අතර ඇති වළවල් කණ වේ.</translation>
    </message>
    <message>
        <source>Here you had 9: four holes of 2, two blind holes, and 1 in your hole 7. In such a phase there is no puta or naga, and you start.</source>
        <translation>මෙහි ඔබට 9ක් තිබුණි: 2 බැගින් වළවල් හතරක්, කණ වළවල් දෙකක්, ඔබේ වළ 7 හි 1ක්. එවැනි අදියරක පුතා හෝ නගා නැත, ඔබ අරඹයි.</translation>
    </message>
    <message>
        <source>While short, you play by rules of your own; North keeps the normal ones. You eat when your last seed falls into a hole holding 2, and take all three (with the setting 1: a hole holding 1, taking two). You pass over holes holding 1 or 2, but not threes: you sow into them, and a last seed that makes four there just relays.</source>
        <translation>ඇට අඩු කාලයේ ඔබ ක්‍රීඩා කරන්නේ ඔබේම නීති අනුවයි; උතුර සාමාන්‍ය නීති පවත්වයි. ඔබේ අවසන් ඇටය 2ක් ඇති වළකට වැටුණු විට ඔබ කයි, තුනම ගනී (1 සැකසුම සමඟ: 1ක් ඇති වළක්, දෙක ගනී). ඔබ 1ක් හෝ 2ක් ඇති වළවල් මඟ හරී, නමුත් තුන් නොවේ: ඔබ ඒවාට බෙදයි, එහි හතරක් කරන අවසන් ඇටය හුදෙක් ඔසවා බෙදයි.</translation>
    </message>
    <message>
        <source>Where will the last seed of your hole 2 fall?</source>
        <translation>ඔබේ වළ 2 හි අවසන් ඇටය වැටෙන්නේ කොතැනද?</translation>
    </message>
    <message>
        <source>You passed over your holes 3 and 7, holding 1 and 2, so the three seeds went into your hole 4 and North&apos;s holes 1 and 2.</source>
        <translation>1 සහ 2 ඇති ඔබේ වළ 3 සහ 7 ඔබ මඟ හැරියා, එබැවින් ඇට තුන ඔබේ වළ 4 ට සහ උතුරේ වළ 1 සහ 2 ට ගියේය.</translation>
    </message>
    <message>
        <source>Eat with a two: North&apos;s hole 3 holds 2 seeds.</source>
        <translation>දෙකකින් කන්න: උතුරේ වළ 3 හි ඇට 2ක් ඇත.</translation>
    </message>
    <message>
        <source>Hole 4 passed over your hole 7, dropped into North&apos;s hole 1 and into North&apos;s three, and the last seed made North&apos;s two a three: you ate them.</source>
        <translation>වළ 4 ඔබේ වළ 7 මඟ හැර, උතුරේ වළ 1 ට සහ උතුරේ තුනට ඇට දැමූ අතර, අවසන් ඇටය උතුරේ දෙක තුනක් කළේය: ඔබ ඒවා කෑවා.</translation>
    </message>
    <message>
        <source>Your last seed made North&apos;s three a four, but for the short player that is no meal: you lifted the four and sowed on.</source>
        <translation>ඔබේ අවසන් ඇටය උතුරේ තුන හතරක් කළේය, නමුත් ඇට අඩු ක්‍රීඩකයාට එය ආහාරයක් නොවේ: ඔබ එම හතර ඔසවා දිගටම බෙදුවා.</translation>
    </message>
    <message>
        <source>The game ends when a player owns no seeds to start a phase, or at 28 each.</source>
        <translation>අදියරක් ඇරඹීමට ක්‍රීඩකයෙකුට ඇට නැති විට, හෝ දෙදෙනාටම 28 බැගින් ඇති විට ක්‍රීඩාව අවසන් වේ.</translation>
    </message>
    <message>
        <source>The game goes on phase after phase. It ends when a phase is over and one player owns no seeds at all: that player cannot fill a single hole, and has lost.</source>
        <translation>ක්‍රීඩාව අදියරෙන් අදියර දිගටම යයි. අදියරක් අවසන් වූ විට එක් ක්‍රීඩකයෙකුට කිසිදු ඇටයක් හිමි නැත්නම් එය අවසන් වේ: එම ක්‍රීඩකයාට එක වළක්වත් පිරවිය නොහැක, ඔහු පරාජය වී ඇත.</translation>
    </message>
    <message>
        <source>One other ending: if a phase leaves each player with 28 seeds, hari mutu (&apos;equal pearls&apos;), the players may agree to a draw. Cowrie&apos;s equal-draw option, on unless you turn it off, makes that agreement for you. Watch.</source>
        <translation>තවත් එක් අවසානයක්: අදියරකින් පසු දෙදෙනාටම ඇට 28 බැගින් ඉතිරි වුවහොත්, හරි මුතු (&apos;සමාන මුතු&apos;), ක්‍රීඩකයන්ට සම ජයකට එකඟ විය හැක. ඔබ අක්‍රිය නොකරන්නේ නම් සක්‍රියව ඇති Cowrie හි &apos;සමාන ඇට, සම ජය&apos; විකල්පය ඔබ වෙනුවෙන් එම එකඟතාව ඇති කරයි. බලන්න.</translation>
    </message>
    <message>
        <source>With equal-draw off, both players would fill all seven holes and the one who did not start the last phase would start the next. Now a game near its end: North has only three seeds left, in hole 1, and North&apos;s other holes are blind.</source>
        <translation>&apos;සමාන ඇට, සම ජය&apos; අක්‍රිය නම්, ක්‍රීඩකයන් දෙදෙනාම වළවල් හතම පුරවන අතර අවසන් අදියර ආරම්භ නොකළ තැනැත්තා ඊළඟ අදියර අරඹයි. දැන් අවසානයට ළං වූ ක්‍රීඩාවක්: උතුරට ඉතිරිව ඇත්තේ වළ 1 හි ඇට තුනක් පමණි, උතුරේ අනෙක් වළවල් කණ වළවල්ය.</translation>
    </message>
    <message>
        <source>Win the game: take North&apos;s last seeds.</source>
        <translation>ක්‍රීඩාව ජය ගන්න: උතුරේ අවසන් ඇට ගන්න.</translation>
    </message>
    <message>
        <source>Your last seed made North&apos;s three a four and you ate them. Your hole 1, next, was empty, so your turn ended; North&apos;s turn came with an empty row and an empty store, so North cannot start another phase. You win!</source>
        <translation>ඔබේ අවසන් ඇටය උතුරේ තුන හතරක් කළ අතර ඔබ ඒවා කෑවා. ඊළඟට ඇති ඔබේ වළ 1 හිස්ව තිබූ බැවින් ඔබේ වාරය අවසන් විය; උතුරේ වාරය හිස් පේළියක් සහ හිස් ගබඩාවක් සමඟ පැමිණි බැවින් උතුරට තවත් අදියරක් ඇරඹිය නොහැක. ඔබ ජය ගත්තා!</translation>
    </message>
    <message>
        <source>Your relay from hole 6 passed over North&apos;s three, and you sat in your hole 2: North still has seeds.</source>
        <translation>වළ 6 සිට ඔබේ ඔසවා බෙදීම උතුරේ තුන මඟ හැරිය අතර ඔබ ඔබේ වළ 2 හි හිඳ ගත්තා: උතුරට තවමත් ඇට ඇත.</translation>
    </message>
    <message>
        <source>Your seven holes, your store, and the way the seeds travel.</source>
        <translation>ඔබේ වළවල් හත, ඔබේ ගබඩාව, සහ ඇට ගමන් කරන මග.</translation>
    </message>
    <message>
        <source>Welcome to pallankuzhi, the mancala of the Tamil people. The bottom row of seven holes is yours: your holes 1 to 7, counted from the left. The top row belongs to your opponent, North.</source>
        <translation>දෙමළ ජනතාවගේ මංකල ක්‍රීඩාව වන පල්ලාංකුළි වෙත සාදරයෙන් පිළිගනිමු. වළවල් හතේ පහළ පේළිය ඔබේය: වමේ සිට ගණන් කළ ඔබේ වළ 1 සිට 7 දක්වා. ඉහළ පේළිය ඔබේ ප්‍රතිවාදියා වන උතුරට අයිතිය.</translation>
    </message>
    <message>
        <source>At each end is a store. Yours is on your right, next to your hole 7. A store only keeps the seeds its owner wins: nobody ever sows into it.</source>
        <translation>එක් එක් කෙළවරේ ගබඩාවක් ඇත. ඔබේ ගබඩාව ඔබේ දකුණු පසින්, ඔබේ වළ 7 අසල ඇත. ගබඩාවක තබා ගන්නේ එහි හිමිකරු දිනන ඇට පමණි: කිසිවෙක් කිසිදා එයට බෙදන්නේ නැත.</translation>
    </message>
    <message>
        <source>Seeds travel counter-clockwise: to the right along your row, across to North&apos;s row, along it to the left, and back to your hole 1. North counts their holes from their own left, so North&apos;s hole 1 is the top one on your right. A real game starts with six seeds in every hole; here there are fewer so you can follow them.</source>
        <translation>ඇට වාමාවර්තව ගමන් කරයි: ඔබේ පේළිය දිගේ දකුණට, හරහා උතුරේ පේළියට, එය දිගේ වමට, නැවත ඔබේ වළ 1 ට. උතුර තම වළවල් ගණන් කරන්නේ තමාගේම වමේ සිට බැවින්, උතුරේ වළ 1 ඔබේ දකුණු පස ඉහළ වළයි. සැබෑ ක්‍රීඩාවක් සෑම වළකම ඇට හය බැගින් අරඹයි; ඔබට අනුගමනය කිරීමට පහසු වන පරිදි මෙහි ඊට වඩා අඩුවෙන් ඇත.</translation>
    </message>
    <message>
        <source>On your turn you lift every seed from one of your holes and drop them one at a time into the holes that follow. Your hole 5 holds three seeds: click the hole where the last one will land.</source>
        <translation>ඔබේ වාරයේදී ඔබ ඔබේ වළකින් සියලු ඇට ඔසවා ඊළඟට එන වළවලට එකින් එක දමයි. ඔබේ වළ 5 හි ඇට තුනක් ඇත: අවසන් ඇටය වැටෙන වළ ක්ලික් කරන්න.</translation>
    </message>
    <message>
        <source>Right: one seed in your hole 6, one in your hole 7, then past your store into North&apos;s hole 1.</source>
        <translation>හරි: එක් ඇටයක් ඔබේ වළ 6 ට, එකක් ඔබේ වළ 7 ට, ඉන්පසු ඔබේ ගබඩාව පසු කර උතුරේ වළ 1 ට.</translation>
    </message>
    <message>
        <source>Your turn. Play the hole whose last seed lands in North&apos;s hole 2, the one lit up.</source>
        <translation>ඔබේ වාරය. අවසන් ඇටය උතුරේ වළ 2 ට, එනම් ආලෝකමත් කළ වළට, වැටෙන වළ ක්‍රීඩා කරන්න.</translation>
    </message>
    <message>
        <source>Well counted: the two seeds of your hole 7 skip your store and fall into North&apos;s holes 1 and 2.</source>
        <translation>හොඳින් ගණන් කළා: ඔබේ වළ 7 හි ඇට දෙක ඔබේ ගබඩාව මඟ හැර උතුරේ වළ 1 සහ 2 ට වැටේ.</translation>
    </message>
    <message>
        <source>Hole 6&apos;s two seeds go into your hole 7 and North&apos;s hole 1: one hole short.</source>
        <translation>වළ 6 හි ඇට දෙක ඔබේ වළ 7 ට සහ උතුරේ වළ 1 ට යයි: එක් වළක් අඩුයි.</translation>
    </message>
    <message>
        <source>Your hole 2 holds a single seed, so it only reaches your hole 3.</source>
        <translation>ඔබේ වළ 2 හි ඇත්තේ එක් ඇටයක් පමණි, එබැවින් එය ඔබේ වළ 3 දක්වා පමණක් යයි.</translation>
    </message>
    <message>
        <source>Sowing on</source>
        <translation>දිගටම බෙදීම</translation>
    </message>
    <message>
        <source>If the hole after your last seed has seeds, lift them and keep sowing.</source>
        <translation>ඔබේ අවසන් ඇටයට පසු වළේ ඇට තිබේ නම්, ඒවා ඔසවා දිගටම බෙදන්න.</translation>
    </message>
    <message>
        <source>Your turn does not always stop where your last seed falls. Look at the next hole: if it holds seeds, lift them all and sow on, starting with the hole after it. This is a relay.</source>
        <translation>ඔබේ අවසන් ඇටය වැටෙන තැන ඔබේ වාරය සැමවිටම නතර නොවේ. ඊළඟ වළ බලන්න: එහි ඇට තිබේ නම්, ඒ සියල්ල ඔසවා, ඊට පසු වළේ සිට දිගටම බෙදන්න. මෙය ඔසවා බෙදීමයි.</translation>
    </message>
    <message>
        <source>Sow your hole 4. Its last seed lands in your hole 6, and hole 7 next to it holds two seeds, so you lift them and go on. Where does the very last seed fall?</source>
        <translation>ඔබේ වළ 4 බෙදන්න. එහි අවසන් ඇටය ඔබේ වළ 6 ට වැටෙන අතර, ඊට යාබද වළ 7 හි ඇට දෙකක් ඇත, එබැවින් ඔබ ඒවා ඔසවා දිගටම යයි. අවසානයටම අවසන් ඇටය වැටෙන්නේ කොතැනද?</translation>
    </message>
    <message>
        <source>Yes: hole 7&apos;s two seeds went into North&apos;s holes 1 and 2. The two holes after that were empty, so your turn stopped there.</source>
        <translation>ඔව්: වළ 7 හි ඇට දෙක උතුරේ වළ 1 සහ 2 ට ගියේය. ඊට පසු වළවල් දෙකම හිස්ව තිබූ බැවින් ඔබේ වාරය එතැන නතර විය.</translation>
    </message>
    <message>
        <source>Relays can follow one another. Find the move that relays twice.</source>
        <translation>ඔසවා බෙදීම් එකින් එක සිදු විය හැක. දෙවරක් ඔසවා බෙදන චලනය සොයන්න.</translation>
    </message>
    <message>
        <source>Well done: your seed landed next to hole 3, which you lifted; that sowing ended next to hole 6, which you lifted too.</source>
        <translation>හොඳයි: ඔබේ ඇටය වළ 3 අසල වැටුණු අතර ඔබ එය ඔසවා ගත්තා; එම බෙදීම වළ 6 අසල අවසන් වූ අතර ඔබ එයද ඔසවා ගත්තා.</translation>
    </message>
    <message>
        <source>Hole 3&apos;s seeds end in your hole 5; you relay once, from hole 6 into hole 7, and then the next two holes are empty: only one relay.</source>
        <translation>වළ 3 හි ඇට ඔබේ වළ 5 හි අවසන් වේ; ඔබ එක් වරක්, වළ 6 සිට වළ 7 ට ඔසවා බෙදයි, ඉන්පසු ඊළඟ වළවල් දෙක හිස්ය: එක් ඔසවා බෙදීමක් පමණි.</translation>
    </message>
    <message>
        <source>Hole 6&apos;s seed falls in your hole 7, and North&apos;s holes 1 and 2 after it are empty: your turn ends with no relay.</source>
        <translation>වළ 6 හි ඇටය ඔබේ වළ 7 ට වැටේ, ඊට පසු උතුරේ වළ 1 සහ 2 හිස්ය: ඔසවා බෙදීමකින් තොරව ඔබේ වාරය අවසන් වේ.</translation>
    </message>
    <message>
        <source>An empty hole, then a full one: the full one is yours.</source>
        <translation>හිස් වළක්, ඉන්පසු පිරුණු වළක්: පිරුණු වළ ඔබේය.</translation>
    </message>
    <message>
        <source>Now suppose the hole after your last seed is empty. Look one hole further: if that hole holds seeds, you capture them all into your store, whichever side of the board it is on.</source>
        <translation>දැන් ඔබේ අවසන් ඇටයට පසු වළ හිස් යැයි සිතන්න. තවත් එක් වළක් ඉදිරියට බලන්න: එම වළේ ඇට තිබේ නම්, එය පුවරුවේ කුමන පැත්තේ වුවද, ඔබ ඒ සියල්ල ඔබේ ගබඩාවට අල්ලා ගනී.</translation>
    </message>
    <message>
        <source>North&apos;s hole 1 is empty and North&apos;s hole 2 holds three seeds. Capture them.</source>
        <translation>උතුරේ වළ 1 හිස්ය, උතුරේ වළ 2 හි ඇට තුනක් ඇත. ඒවා අල්ලා ගන්න.</translation>
    </message>
    <message>
        <source>Your last seed fell in your hole 7. North&apos;s hole 1 was empty, so the three seeds of North&apos;s hole 2 went to your store.</source>
        <translation>ඔබේ අවසන් ඇටය ඔබේ වළ 7 ට වැටුණි. උතුරේ වළ 1 හිස්ව තිබූ බැවින් උතුරේ වළ 2 හි ඇට තුන ඔබේ ගබඩාවට ගියේය.</translation>
    </message>
    <message>
        <source>Your last seed fell in your hole 5, and holes 6 and 7 after it are both empty: your turn ended with nothing.</source>
        <translation>ඔබේ අවසන් ඇටය ඔබේ වළ 5 ට වැටුණි, ඊට පසු වළ 6 සහ 7 දෙකම හිස්ය: ඔබේ වාරය කිසිවක් නැතිව අවසන් විය.</translation>
    </message>
    <message>
        <source>A capture does not end your turn. From the hole after the one you emptied, go on to the first hole that holds seeds, on either side, lift them and sow on. Here that was North&apos;s hole 5: its seed went into North&apos;s hole 6, and then the two holes after it were empty.</source>
        <translation>අල්ලා ගැනීමකින් ඔබේ වාරය අවසන් නොවේ. ඔබ හිස් කළ වළට පසු වළේ සිට, කුමන පැත්තේ වුවද, ඇට ඇති පළමු වළට ගොස්, ඒවා ඔසවා දිගටම බෙදන්න. මෙහි එය උතුරේ වළ 5 විය: එහි ඇටය උතුරේ වළ 6 ට ගිය අතර, ඊට පසු වළවල් දෙක හිස්ව තිබුණි.</translation>
    </message>
    <message>
        <source>Sow your hole 6: its last seed lands in North&apos;s hole 1, North&apos;s hole 2 is empty, so you capture the six in North&apos;s hole 3. Then you go on from the next hole with seeds. Where does the last seed of your turn fall?</source>
        <translation>ඔබේ වළ 6 බෙදන්න: එහි අවසන් ඇටය උතුරේ වළ 1 ට වැටේ, උතුරේ වළ 2 හිස් බැවින් ඔබ උතුරේ වළ 3 හි ඇට හය අල්ලා ගනී. ඉන්පසු ඔබ ඇට ඇති ඊළඟ වළේ සිට දිගටම යයි. ඔබේ වාරයේ අවසන් ඇටය වැටෙන්නේ කොතැනද?</translation>
    </message>
    <message>
        <source>Right: after the capture the first hole with seeds was North&apos;s hole 6. Its two seeds went into North&apos;s hole 7 and your hole 1, where your turn stopped.</source>
        <translation>හරි: අල්ලා ගැනීමෙන් පසු ඇට ඇති පළමු වළ උතුරේ වළ 6 විය. එහි ඇට දෙක උතුරේ වළ 7 ට සහ ඔබේ වළ 1 ට ගිය අතර, එහිදී ඔබේ වාරය නතර විය.</translation>
    </message>
    <message>
        <source>When your turn ends</source>
        <translation>ඔබේ වාරය අවසන් වන විට</translation>
    </message>
    <message>
        <source>Two empty holes after your last seed: North plays.</source>
        <translation>ඔබේ අවසන් ඇටයට පසු හිස් වළවල් දෙකක්: උතුර ක්‍රීඩා කරයි.</translation>
    </message>
    <message>
        <source>Each time your hand is empty, look at the two holes after your last seed: seeds in the first mean a relay, and the first empty with seeds in the second means a capture. If both are empty, your turn is over and North plays.</source>
        <translation>ඔබේ අත හිස් වන සෑම විටම, ඔබේ අවසන් ඇටයට පසු වළවල් දෙක බලන්න: පළමු වළේ ඇට ඇත්නම් ඔසවා බෙදීමකි, පළමු වළ හිස්ව දෙවැන්නේ ඇට ඇත්නම් අල්ලා ගැනීමකි. දෙකම හිස් නම් ඔබේ වාරය අවසන්, උතුර ක්‍රීඩා කරයි.</translation>
    </message>
    <message>
        <source>Sow your hole 1. Where does your turn end?</source>
        <translation>ඔබේ වළ 1 බෙදන්න. ඔබේ වාරය අවසන් වන්නේ කොතැනද?</translation>
    </message>
    <message>
        <source>Right: your seed landed next to hole 3, which relayed into your holes 4 and 5. Holes 6 and 7 are both empty, so now it is North&apos;s turn.</source>
        <translation>හරි: ඔබේ ඇටය වළ 3 අසල වැටුණි, එය ඔබේ වළ 4 සහ 5 ට ඔසවා බෙදුණි. වළ 6 සහ 7 දෙකම හිස් බැවින් දැන් උතුරේ වාරයයි.</translation>
    </message>
    <message>
        <source>Two of your moves stop at once; one captures North&apos;s five seeds. Look two holes past where each move ends and play the capture.</source>
        <translation>ඔබේ චලන දෙකක් වහාම නතර වේ; එකක් උතුරේ ඇට පහ අල්ලා ගනී. එක් එක් චලනය අවසන් වන තැනින් වළවල් දෙකක් ඔබ්බට බලා අල්ලා ගැනීම ක්‍රීඩා කරන්න.</translation>
    </message>
    <message>
        <source>Your seed fell in your hole 7; North&apos;s hole 1 was empty, so the five seeds in North&apos;s hole 2 are yours. You went on with the two seeds of North&apos;s hole 5 until two empty holes stopped you.</source>
        <translation>ඔබේ ඇටය ඔබේ වළ 7 ට වැටුණි; උතුරේ වළ 1 හිස්ව තිබූ බැවින් උතුරේ වළ 2 හි ඇට පහ ඔබේය. හිස් වළවල් දෙකක් ඔබව නතර කරන තුරු ඔබ උතුරේ වළ 5 හි ඇට දෙක සමඟ දිගටම ගියා.</translation>
    </message>
    <message>
        <source>Your three seeds end in your hole 6. Your hole 7 and North&apos;s hole 1 are both empty, so your turn ends.</source>
        <translation>ඔබේ ඇට තුන ඔබේ වළ 6 හි අවසන් වේ. ඔබේ වළ 7 සහ උතුරේ වළ 1 දෙකම හිස් බැවින් ඔබේ වාරය අවසන් වේ.</translation>
    </message>
    <message>
        <source>Your seed lands in your hole 6 and the two holes after it are empty: turn over, nothing won.</source>
        <translation>ඔබේ ඇටය ඔබේ වළ 6 ට වැටෙන අතර ඊට පසු වළවල් දෙක හිස්ය: වාරය අවසන්, කිසිවක් දිනුවේ නැත.</translation>
    </message>
    <message>
        <source>Pasu, the cow</source>
        <translation>පසු, එළදෙන</translation>
    </message>
    <message>
        <source>A hole that reaches exactly four goes to its owner at once.</source>
        <translation>හරියටම හතරකට ළඟා වන වළක් වහාම එහි හිමිකරුට යයි.</translation>
    </message>
    <message>
        <source>Pasu means &quot;cow&quot; in Tamil. Whenever a seed brings a hole to exactly four, with any seed of the sowing, the owner of that hole takes the four at once into their store, and the sowing carries on.</source>
        <translation>පසු යනු දෙමළෙන් &quot;එළදෙන&quot; යන්නයි. බෙදීමේ ඕනෑම ඇටයකින් වළක් හරියටම හතරකට ළඟා වූ සෑම විටම, එම වළේ හිමිකරු එම හතර වහාම තම ගබඩාවට ගනී, බෙදීම දිගටම යයි.</translation>
    </message>
    <message>
        <source>Your hole 2 holds three seeds. Make it a cow for you.</source>
        <translation>ඔබේ වළ 2 හි ඇට තුනක් ඇත. එය ඔබට පසුවක් කරන්න.</translation>
    </message>
    <message>
        <source>Your first seed made your hole 2 four: a cow, and the four seeds went straight to your store. Your last seed then fell in hole 3.</source>
        <translation>ඔබේ පළමු ඇටයෙන් ඔබේ වළ 2 හතරක් විය: පසුවක්, ඇට හතර කෙළින්ම ඔබේ ගබඩාවට ගියේය. ඉන්පසු ඔබේ අවසන් ඇටය වළ 3 ට වැටුණි.</translation>
    </message>
    <message>
        <source>Your second seed brought North&apos;s hole 1 to four: that cow is North&apos;s, and the four seeds went into North&apos;s store.</source>
        <translation>ඔබේ දෙවන ඇටයෙන් උතුරේ වළ 1 හතරකට ළඟා විය: එම පසුව උතුරේය, ඇට හතර උතුරේ ගබඩාවට ගියේය.</translation>
    </message>
    <message>
        <source>Your seeds ended in hole 5, the relay from hole 6 reached North&apos;s hole 1 and made it four: a cow for North.</source>
        <translation>ඔබේ ඇට වළ 5 හි අවසන් විය, වළ 6 සිට ඔසවා බෙදීම උතුරේ වළ 1 ට ළඟා වී එය හතරක් කළේය: උතුරට පසුවක්.</translation>
    </message>
    <message>
        <source>Careful: a cow belongs to the owner of the hole, not to the one who sows. Watch your hole 6: its last seed makes North&apos;s hole 1 four, and North takes them. Then the turn goes on as usual: the next hole is empty, so you capture the two after it.</source>
        <translation>පරිස්සමින්: පසුව අයිති වන්නේ බෙදන්නාට නොව වළේ හිමිකරුටයි. ඔබේ වළ 6 බලන්න: එහි අවසන් ඇටය උතුරේ වළ 1 හතරක් කරයි, උතුර ඒවා ගනී. ඉන්පසු වාරය සුපුරුදු පරිදි දිගටම යයි: ඊළඟ වළ හිස් බැවින් ඔබ ඊට පසු ඇති දෙක අල්ලා ගනී.</translation>
    </message>
    <message>
        <source>Once round the board</source>
        <translation>පුවරුව වටා එක් වරක්</translation>
    </message>
    <message>
        <source>A long sowing skips the hole it came from.</source>
        <translation>දිගු බෙදීමක් එය පැමිණි වළ මඟ හරී.</translation>
    </message>
    <message>
        <source>A big hole can send your hand all the way round the board. When the sowing comes back to the hole you emptied, it passes over it: that hole gets no seed, and the next seed goes into the hole after it. This holds for relays too.</source>
        <translation>විශාල වළකට ඔබේ අත පුවරුව වටාම යැවිය හැක. බෙදීම ඔබ හිස් කළ වළට ආපසු පැමිණි විට එය මඟ හැරේ: එම වළට ඇටයක් නොලැබෙන අතර ඊළඟ ඇටය ඊට පසු වළට යයි. ඔසවා බෙදීම් සඳහාද මෙය අදාළයි.</translation>
    </message>
    <message>
        <source>Your hole 4 holds fourteen seeds, and there are thirteen other holes. Where does the last seed fall?</source>
        <translation>ඔබේ වළ 4 හි ඇට දාහතරක් ඇත, වෙනත් වළවල් දහතුනක් ඇත. අවසන් ඇටය වැටෙන්නේ කොතැනද?</translation>
    </message>
    <message>
        <source>Right: thirteen seeds went once round, hole 4 was skipped, and the fourteenth fell in your hole 5.</source>
        <translation>හරි: ඇට දහතුනක් එක් වරක් වටා ගියේය, වළ 4 මඟ හැරුණි, දාහතරවැන්න ඔබේ වළ 5 ට වැටුණි.</translation>
    </message>
    <message>
        <source>On the way your holes 6 and 7 each reached four: two cows, eight seeds for you, and the two empty holes after hole 5 ended your turn. But a full lap also gave North a seed in every hole: North&apos;s hole 3 now holds three, ready to become a cow.</source>
        <translation>ගමනේදී ඔබේ වළ 6 සහ 7 එක එකක් හතරකට ළඟා විය: පසු දෙකක්, ඔබට ඇට අටක්, වළ 5 ට පසු හිස් වළවල් දෙක ඔබේ වාරය අවසන් කළේය. නමුත් සම්පූර්ණ වටයකින් උතුරේ සෑම වළකටම ඇටයක් ලැබුණි: උතුරේ වළ 3 හි දැන් තුනක් ඇත, පසුවක් වීමට සූදානම්.</translation>
    </message>
    <message>
        <source>The end of a round</source>
        <translation>වටයක අවසානය</translation>
    </message>
    <message>
        <source>A player with nothing to move ends the round; the next round starts with new holes.</source>
        <translation>චලනය කිරීමට කිසිවක් නැති ක්‍රීඩකයා වටය අවසන් කරයි; ඊළඟ වටය නව වළවල් සමඟ අරඹයි.</translation>
    </message>
    <message>
        <source>A game is played in rounds. A round ends when the player whose turn it is has no seeds in their holes. The other player then sweeps the seeds left in their own holes into their store.</source>
        <translation>ක්‍රීඩාවක් වට වශයෙන් ක්‍රීඩා කෙරේ. වාරය පැමිණි ක්‍රීඩකයාගේ වළවල ඇට නැති විට වටයක් අවසන් වේ. එවිට අනෙක් ක්‍රීඩකයා තම වළවල ඉතිරි ඇට තම ගබඩාවට එකතු කරයි.</translation>
    </message>
    <message>
        <source>North has one seed left, in hole 2. Capture it, so that North has nothing to play when North&apos;s turn comes.</source>
        <translation>උතුරට ඉතිරිව ඇත්තේ වළ 2 හි එක් ඇටයක් පමණි. උතුරේ වාරය පැමිණි විට ක්‍රීඩා කිරීමට කිසිවක් නැති වන පරිදි එය අල්ලා ගන්න.</translation>
    </message>
    <message>
        <source>You took North&apos;s last seed and sowed on from your hole 1. North cannot move, so the round is over and your remaining seeds went to your store.</source>
        <translation>ඔබ උතුරේ අවසන් ඇටය ගෙන ඔබේ වළ 1 සිට දිගටම බෙදුවා. උතුරට චලනය කළ නොහැකි බැවින් වටය අවසන්, ඔබේ ඉතිරි ඇට ඔබේ ගබඩාවට ගියේය.</translation>
    </message>
    <message>
        <source>Your seed stops in your hole 2 and the two holes after it are empty: North still has a seed to play.</source>
        <translation>ඔබේ ඇටය ඔබේ වළ 2 හි නතර වන අතර ඊට පසු වළවල් දෙක හිස්ය: උතුරට තවමත් ක්‍රීඩා කිරීමට ඇටයක් ඇත.</translation>
    </message>
    <message>
        <source>You now own 53 seeds and North 31. For the new round each player puts six seeds in as many holes as they can, starting from their right. North fills five holes and keeps 1 seed; North&apos;s holes 1 and 2 stay empty and are burnt: out of play for this round.</source>
        <translation>දැන් ඔබට ඇට 53ක් ද උතුරට 31ක් ද හිමියි. නව වටය සඳහා සෑම ක්‍රීඩකයෙක්ම තමාගේ දකුණේ සිට පටන්ගෙන, හැකි තරම් වළවලට ඇට හය බැගින් දමයි. උතුර වළවල් පහක් පුරවා ඇට 1ක් තබා ගනී; උතුරේ වළ 1 සහ 2 හිස්ව රැඳී දැවේ: මෙම වටයේ ක්‍රීඩාවෙන් බැහැරය.</translation>
    </message>
    <message>
        <source>You moved first in round 1, so North moves first in round 2, and you again in round 3. The first move simply alternates, whoever won the round before.</source>
        <translation>1 වන වටයේ ඔබ පළමුව චලනය කළ බැවින් 2 වන වටයේ උතුර පළමුව චලනය කරයි, 3 වන වටයේ නැවත ඔබ. පෙර වටය ජය ගත්තේ කවුරුන් වුවද, පළමු චලනය හුදෙක් මාරුවෙන් මාරුවට යයි.</translation>
    </message>
    <message>
        <source>Burnt holes</source>
        <translation>දැවුණු වළවල්</translation>
    </message>
    <message>
        <source>Holes you cannot fill with six are burnt: the seeds jump over them.</source>
        <translation>හය බැගින් පිරවිය නොහැකි වළවල් දැවේ: ඇට ඒවා පනිමින් යයි.</translation>
    </message>
    <message>
        <source>Here round 1 ended with you owning 41 seeds and North 43. You filled six holes from your right (36 seeds) and kept 5 in your store; your hole 1 could not be filled, so it is burnt. North filled all seven (42 seeds) and kept 1.</source>
        <translation>මෙහි 1 වන වටය අවසන් වූයේ ඔබට ඇට 41ක් ද උතුරට 43ක් ද හිමිවය. ඔබ ඔබේ දකුණේ සිට වළවල් හයක් (ඇට 36) පුරවා ඔබේ ගබඩාවේ 5ක් තබා ගත්තා; ඔබේ වළ 1 පිරවිය නොහැකි වූ බැවින් එය දැවී ඇත. උතුර වළවල් හතම (ඇට 42) පුරවා 1ක් තබා ගත්තේය.</translation>
    </message>
    <message>
        <source>A burnt hole (a &quot;rubbish hole&quot;, marked with a little stick on a real board) is out of play for the whole round: nobody chooses it and sowing jumps over it. Burnt holes are worked out again at every refill, so winning seeds back reopens them. Filling a hole never makes a cow, though it passes four on the way to six.</source>
        <translation>දැවුණු වළක් (&quot;කුණු වළක්&quot;, සැබෑ පුවරුවක කුඩා කූරකින් සලකුණු කෙරේ) මුළු වටය පුරාම ක්‍රීඩාවෙන් බැහැරය: කිසිවෙක් එය තෝරන්නේ නැත, බෙදීම එය පනිමින් යයි. දැවුණු වළවල් සෑම නැවත පිරවීමකදීම නැවත ගණනය කෙරේ, එබැවින් ඇට නැවත දිනා ගැනීමෙන් ඒවා නැවත විවෘත වේ. වළක් පිරවීමේදී හයට යන අතර හතර පසු කළද, එයින් කිසිදා පසුවක් නොවේ.</translation>
    </message>
    <message>
        <source>In this round North&apos;s holes 1 and 2 are burnt. Sow your hole 6: where does the last seed fall?</source>
        <translation>මෙම වටයේ උතුරේ වළ 1 සහ 2 දැවී ඇත. ඔබේ වළ 6 බෙදන්න: අවසන් ඇටය වැටෙන්නේ කොතැනද?</translation>
    </message>
    <message>
        <source>Right: after your hole 7 the seeds jump the two burnt holes and go into North&apos;s holes 3 and 4.</source>
        <translation>හරි: ඔබේ වළ 7 ට පසු ඇට දැවුණු වළවල් දෙක පනිමින් උතුරේ වළ 3 සහ 4 ට යයි.</translation>
    </message>
    <message>
        <source>Burnt holes don&apos;t count either when you look at the two holes after your last seed. North&apos;s hole 3 is empty and North&apos;s hole 4 holds three: capture them.</source>
        <translation>ඔබේ අවසන් ඇටයට පසු වළවල් දෙක බලන විටද දැවුණු වළවල් ගණන් නොගැනේ. උතුරේ වළ 3 හිස්ය, උතුරේ වළ 4 හි තුනක් ඇත: ඒවා අල්ලා ගන්න.</translation>
    </message>
    <message>
        <source>After your hole 7 the next holes in play are North&apos;s hole 3, empty, and North&apos;s hole 4: three seeds for you.</source>
        <translation>ඔබේ වළ 7 ට පසු ක්‍රීඩාවේ ඇති ඊළඟ වළවල් වන්නේ හිස් උතුරේ වළ 3 සහ උතුරේ වළ 4 යි: ඔබට ඇට තුනක්.</translation>
    </message>
    <message>
        <source>Your seed stops in your hole 4; hole 5 is empty, so you capture hole 6: just one of your own seeds.</source>
        <translation>ඔබේ ඇටය ඔබේ වළ 4 හි නතර වේ; වළ 5 හිස් බැවින් ඔබ වළ 6 අල්ලා ගනී: ඔබේම ඇටයක් පමණි.</translation>
    </message>
    <message>
        <source>Playing by eye</source>
        <translation>ඇසින් ක්‍රීඩා කිරීම</translation>
    </message>
    <message>
        <source>The hidden-counts option shows seeds without numbers.</source>
        <translation>සැඟවුණු ගණන් විකල්පය අංක නැතිව ඇට පෙන්වයි.</translation>
    </message>
    <message>
        <source>Tamil players are not supposed to count the seeds in a hole before they sow: a good player judges by eye. The option &quot;hidden counts&quot; (hidden-counts) plays that way: the board shows the seeds but no numbers. It is on for this lesson; the rules do not change.</source>
        <translation>දෙමළ ක්‍රීඩකයන් බෙදීමට පෙර වළක ඇට ගණන් කළ යුතු නැත: දක්ෂ ක්‍රීඩකයා ඇසින් තක්සේරු කරයි. &quot;සැඟවුණු ගණන්&quot; (hidden-counts) විකල්පය එලෙස ක්‍රීඩා කරයි: පුවරුව ඇට පෙන්වයි නමුත් අංක නොපෙන්වයි. මෙම පාඩමට එය සක්‍රියයි; නීති වෙනස් නොවේ.</translation>
    </message>
    <message>
        <source>Count the seeds of your hole 4 by eye. Where will its last seed fall?</source>
        <translation>ඔබේ වළ 4 හි ඇට ඇසින් ගණන් කරන්න. එහි අවසන් ඇටය වැටෙන්නේ කොතැනද?</translation>
    </message>
    <message>
        <source>Right: three seeds, into your holes 5, 6 and 7. The two holes after hole 7 are empty, so the turn ends there.</source>
        <translation>හරි: ඇට තුනක්, ඔබේ වළ 5, 6 සහ 7 ට. වළ 7 ට පසු වළවල් දෙක හිස් බැවින් වාරය එතැන අවසන් වේ.</translation>
    </message>
    <message>
        <source>One of your holes holds three seeds. Find it by eye and make it a cow.</source>
        <translation>ඔබේ එක් වළක ඇට තුනක් ඇත. එය ඇසින් සොයා පසුවක් කරන්න.</translation>
    </message>
    <message>
        <source>Your single seed made hole 4 four: a cow for you.</source>
        <translation>ඔබේ තනි ඇටයෙන් වළ 4 හතරක් විය: ඔබට පසුවක්.</translation>
    </message>
    <message>
        <source>Your last seed fell in hole 3, right before your three-seed hole 4, so you lifted hole 4 and sowed on: no cow.</source>
        <translation>ඔබේ අවසන් ඇටය, ඇට තුනක් ඇති ඔබේ වළ 4 ට හරියටම පෙර, වළ 3 ට වැටුණි, එබැවින් ඔබ වළ 4 ඔසවා දිගටම බෙදුවා: පසුවක් නැත.</translation>
    </message>
    <message>
        <source>That is the three-seed hole itself: lifting it empties it, so it cannot become a cow.</source>
        <translation>ඇට තුන ඇති වළ එයමයි: එය ඔසවීමෙන් හිස් වන බැවින් එය පසුවක් විය නොහැක.</translation>
    </message>
    <message>
        <source>Winning the game</source>
        <translation>ක්‍රීඩාව ජය ගැනීම</translation>
    </message>
    <message>
        <source>A player who cannot fill a single hole loses.</source>
        <translation>එක වළක්වත් පිරවිය නොහැකි ක්‍රීඩකයා පරාජය වේ.</translation>
    </message>
    <message>
        <source>The game ends at a refill: a player with fewer than six seeds cannot fill even one hole, and has lost. North is down to one hole in play, hole 7 with three seeds, and two seeds in store.</source>
        <translation>ක්‍රීඩාව අවසන් වන්නේ නැවත පිරවීමකදීය: ඇට හයකට අඩුවෙන් ඇති ක්‍රීඩකයාට එක වළක්වත් පිරවිය නොහැකි අතර ඔහු පරාජය වී ඇත. උතුරට දැන් ක්‍රීඩාවේ ඇත්තේ එක් වළක් පමණි, ඇට තුනක් ඇති වළ 7, සහ ගබඩාවේ ඇට දෙකක්.</translation>
    </message>
    <message>
        <source>North&apos;s holes 1 to 6 are burnt, so after your hole 7 the next hole in play is North&apos;s hole 7, and then your hole 1.</source>
        <translation>උතුරේ වළ 1 සිට 6 දක්වා දැවී ඇති බැවින්, ඔබේ වළ 7 ට පසු ක්‍රීඩාවේ ඇති ඊළඟ වළ උතුරේ වළ 7 වන අතර, ඉන්පසු ඔබේ වළ 1.</translation>
    </message>
    <message>
        <source>Capture North&apos;s last three seeds. North will have nothing to move, the round ends, and with two seeds North cannot fill a hole.</source>
        <translation>උතුරේ අවසන් ඇට තුන අල්ලා ගන්න. උතුරට චලනය කිරීමට කිසිවක් නැති වේ, වටය අවසන් වේ, ඇට දෙකකින් උතුරට වළක් පිරවිය නොහැක.</translation>
    </message>
    <message>
        <source>Your seed fell in hole 6; hole 7 was empty, so North&apos;s hole 7 was yours. North cannot move, and with two seeds cannot fill a hole: you win!</source>
        <translation>ඔබේ ඇටය වළ 6 ට වැටුණි; වළ 7 හිස්ව තිබූ බැවින් උතුරේ වළ 7 ඔබේ විය. උතුරට චලනය කළ නොහැකි අතර ඇට දෙකකින් වළක් පිරවිය නොහැක: ඔබ ජය ගත්තා!</translation>
    </message>
    <message>
        <source>Your second seed made North&apos;s hole 7 four: a cow for North. The round ended, but with six seeds North can fill one hole, so the game goes on.</source>
        <translation>ඔබේ දෙවන ඇටයෙන් උතුරේ වළ 7 හතරක් විය: උතුරට පසුවක්. වටය අවසන් විය, නමුත් ඇට හයකින් උතුරට එක් වළක් පිරවිය හැකි බැවින් ක්‍රීඩාව දිගටම යයි.</translation>
    </message>
    <message>
        <source>Your seed stops in your hole 2 with two empty holes after it: North still has three seeds to play.</source>
        <translation>ඔබේ ඇටය ඔබේ වළ 2 හි නතර වන අතර ඊට පසු හිස් වළවල් දෙකක් ඇත: උතුරට තවමත් ක්‍රීඩා කිරීමට ඇට තුනක් ඇත.</translation>
    </message>
    <message>
        <source>Three rows of six: your nine holes A to I and North&apos;s a to i.</source>
        <translation>හය බැගින් පේළි තුනක්: ඔබේ වළවල් නවය A සිට I දක්වා සහ උතුරේ a සිට i දක්වා.</translation>
    </message>
    <message>
        <source>Three-row mancala has three rows of six holes. Nine are yours: the bottom row, A to F from left to right, and the three middle holes on your right, G at the far right, then H and I.</source>
        <translation>පේළි තුනේ මංකල ක්‍රීඩාවේ වළවල් හය බැගින් පේළි තුනක් ඇත. නවයක් ඔබේය: පහළ පේළිය, වමේ සිට දකුණට A සිට F දක්වා, සහ ඔබේ දකුණු පස ඇති මැද වළවල් තුන, දකුණු කෙළවරේම G, ඉන්පසු H සහ I.</translation>
    </message>
    <message>
        <source>North owns the other nine: the top row, a to f running from right to left as you see it, and the middle holes g, h and i on the left. Your store, on your right, only keeps the seeds you capture.</source>
        <translation>අනෙක් නවය උතුරට අයිතිය: ඉහළ පේළිය, ඔබට පෙනෙන පරිදි දකුණේ සිට වමට a සිට f දක්වා, සහ වම් පස මැද වළවල් g, h සහ i. ඔබේ දකුණු පස ඇති ඔබේ ගබඩාවේ තබා ගන්නේ ඔබ අල්ලා ගන්නා ඇට පමණි.</translation>
    </message>
    <message>
        <source>Cowrie also numbers the holes: your A to I are your holes 1 to 9, and North&apos;s a to i are North&apos;s 1 to 9. So a move written 2 means your hole B.</source>
        <translation>Cowrie වළවලට අංකද දෙයි: ඔබේ A සිට I දක්වා ඔබේ වළ 1 සිට 9 දක්වා වන අතර, උතුරේ a සිට i දක්වා උතුරේ 1 සිට 9 දක්වා වේ. එබැවින් 2 ලෙස ලියූ චලනයක් යනු ඔබේ වළ B යි.</translation>
    </message>
    <message>
        <source>To sow, lift all the seeds of one of your holes and drop them one by one into the holes that follow. Your hole E holds five seeds: click the hole where the last one will land.</source>
        <translation>බෙදීමට, ඔබේ වළකින් සියලු ඇට ඔසවා ඊළඟට එන වළවලට එකින් එක දමන්න. ඔබේ වළ E හි ඇට පහක් ඇත: අවසන් ඇටය වැටෙන වළ ක්ලික් කරන්න.</translation>
    </message>
    <message>
        <source>Right: into F, up into your middle holes G, H and I, and the fifth seed into North&apos;s a, top right.</source>
        <translation>හරි: F ට, ඉහළට ඔබේ මැද වළවල් G, H සහ I ට, පස්වන ඇටය ඉහළ දකුණේ ඇති උතුරේ a ට.</translation>
    </message>
    <message>
        <source>One road for both</source>
        <translation>දෙදෙනාටම එකම මග</translation>
    </message>
    <message>
        <source>All eighteen holes form one loop that both players sow along; the columns.</source>
        <translation>වළවල් දහඅටම දෙදෙනාම බෙදන එකම චක්‍රයක් සාදයි; තීරු.</translation>
    </message>
    <message>
        <source>All eighteen holes lie on one loop: A to F, G to I, then North&apos;s a to f and g to i, and back to A. You and North sow along the same loop in the same direction, so your seeds run through North&apos;s holes and North&apos;s through yours.</source>
        <translation>වළවල් දහඅටම එකම චක්‍රයක පිහිටා ඇත: A සිට F, G සිට I, ඉන්පසු උතුරේ a සිට f සහ g සිට i, නැවත A ට. ඔබ සහ උතුර එකම චක්‍රය දිගේ එකම දිශාවට බෙදයි, එබැවින් ඔබේ ඇට උතුරේ වළවල් හරහාද උතුරේ ඇට ඔබේ වළවල් හරහාද යයි.</translation>
    </message>
    <message>
        <source>Watch North sow hole f: its four seeds go down into North&apos;s middle holes g, h and i, and the last one lands in your A.</source>
        <translation>උතුර වළ f බෙදන අයුරු බලන්න: එහි ඇට හතර පහළට උතුරේ මැද වළවල් g, h සහ i ට යන අතර අවසන් ඇටය ඔබේ A ට වැටේ.</translation>
    </message>
    <message>
        <source>The board also has six columns of three holes, one from each row. From the left: f g A, e h B, d i C, c I D, b H E and a G F. Columns matter for captures, later on.</source>
        <translation>පුවරුවේ එක් එක් පේළියෙන් එක බැගින් වළවල් තුනක තීරු හයක්ද ඇත. වමේ සිට: f g A, e h B, d i C, c I D, b H E සහ a G F. තීරු අල්ලා ගැනීම් සඳහා පසුව වැදගත් වේ.</translation>
    </message>
    <message>
        <source>Your turn. Your hole I holds three seeds. Where will the last one fall?</source>
        <translation>ඔබේ වාරය. ඔබේ වළ I හි ඇට තුනක් ඇත. අවසන් ඇටය වැටෙන්නේ කොතැනද?</translation>
    </message>
    <message>
        <source>Right: after I the loop jumps to the top row at North&apos;s a, so the seeds go into a, b and c.</source>
        <translation>හරි: I ට පසු චක්‍රය ඉහළ පේළියේ උතුරේ a ට පනී, එබැවින් ඇට a, b සහ c ට යයි.</translation>
    </message>
    <message>
        <source>The race</source>
        <translation>වේග තරඟය</translation>
    </message>
    <message>
        <source>The game opens with both players sowing at the same time.</source>
        <translation>ක්‍රීඩාව ඇරඹෙන්නේ දෙදෙනාම එකවර බෙදීමෙනි.</translation>
    </message>
    <message>
        <source>A game opens with a race, called phase 1. You and North each pick one of your holes at the same moment and sow at the same time: you drop a seed, then North drops one, and so on. Nothing is captured during the race.</source>
        <translation>ක්‍රීඩාවක් ඇරඹෙන්නේ 1 වන අදියර නම් වේග තරඟයකිනි. ඔබ සහ උතුර එකම මොහොතේ තම වළවලින් එකක් තෝරා එකවර බෙදයි: ඔබ ඇටයක් දමයි, ඉන්පසු උතුර එකක් දමයි, එලෙස දිගටම. වේග තරඟය අතරතුර කිසිවක් අල්ලා නොගැනේ.</translation>
    </message>
    <message>
        <source>When your last seed lands in a hole that already holds seeds, lift everything in it, the seed you just dropped included, and sow on from the next hole. This relay keeps your sowing going.</source>
        <translation>ඔබේ අවසන් ඇටය දැනටමත් ඇට ඇති වළකට වැටුණු විට, ඔබ දැන් දැමූ ඇටයද ඇතුළුව එහි ඇති සියල්ල ඔසවා ඊළඟ වළේ සිට දිගටම බෙදන්න. මෙම ඔසවා බෙදීම ඔබේ බෙදීම දිගටම පවත්වයි.</translation>
    </message>
    <message>
        <source>North sows their hole d (lit up) at the same time as you. Choose a hole whose sowing relays at least once.</source>
        <translation>උතුර ඔබත් සමඟම තම වළ d (ආලෝකමත් කළ) බෙදයි. අවම වශයෙන් එක් වරක් ඔසවා බෙදෙන වළක් තෝරන්න.</translation>
    </message>
    <message>
        <source>Your last seed fell into E, which already held a seed, so you lifted both and sowed on into F and G. G was empty, and that stopped the race: the next lesson explains.</source>
        <translation>ඔබේ අවසන් ඇටය දැනටමත් ඇටයක් තිබූ E ට වැටුණි, එබැවින් ඔබ දෙකම ඔසවා F සහ G ට දිගටම බෙදුවා. G හිස්ව තිබූ අතර එයින් වේග තරඟය නතර විය: මීළඟ පාඩම එය පැහැදිලි කරයි.</translation>
    </message>
    <message>
        <source>A&apos;s single seed fell into the empty B in the first tick: the race ended at once, with no relay.</source>
        <translation>A හි තනි ඇටය පළමු පියවරේදීම හිස් B ට වැටුණි: වේග තරඟය ඔසවා බෙදීමකින් තොරව වහාම අවසන් විය.</translation>
    </message>
    <message>
        <source>E&apos;s single seed fell into the empty F straight away: the race ended with no relay.</source>
        <translation>E හි තනි ඇටය වහාම හිස් F ට වැටුණි: වේග තරඟය ඔසවා බෙදීමකින් තොරව අවසන් විය.</translation>
    </message>
    <message>
        <source>The end of the race</source>
        <translation>වේග තරඟයේ අවසානය</translation>
    </message>
    <message>
        <source>A sowing that ends in an empty hole stops the race; that player moves first.</source>
        <translation>හිස් වළක අවසන් වන බෙදීමක් වේග තරඟය නතර කරයි; එම ක්‍රීඩකයා පළමුව චලනය කරයි.</translation>
    </message>
    <message>
        <source>The race stops as soon as either sowing ends in an empty hole. The player who landed there makes the first move of phase 2, where you take turns. If you both land in empty holes in the same tick, you (South) go first.</source>
        <translation>කිසියම් බෙදීමක් හිස් වළක අවසන් වූ විගසම වේග තරඟය නතර වේ. එතැනට වැටුණු ක්‍රීඩකයා, ඔබ වාරයෙන් වාරය ක්‍රීඩා කරන 2 වන අදියරේ පළමු චලනය කරයි. ඔබ දෙදෙනාම එකම පියවරේදී හිස් වළවලට වැටුණහොත්, ඔබ (දකුණ) පළමුව යයි.</translation>
    </message>
    <message>
        <source>North sows their hole b (lit up). Choose the hole that ends the race first, so that you make the first move of phase 2.</source>
        <translation>උතුර තම වළ b (ආලෝකමත් කළ) බෙදයි. 2 වන අදියරේ පළමු චලනය ඔබ කරන පරිදි, වේග තරඟය පළමුව අවසන් කරන වළ තෝරන්න.</translation>
    </message>
    <message>
        <source>Your seed fell into the empty B in the very first tick: the race is over and you move first.</source>
        <translation>ඔබේ ඇටය පළමු පියවරේදීම හිස් B ට වැටුණි: වේග තරඟය අවසන්, ඔබ පළමුව චලනය කරයි.</translation>
    </message>
    <message>
        <source>Your sowing was still running when North&apos;s last seed fell into the empty d in the second tick: North ended the race, so North moves first.</source>
        <translation>දෙවන පියවරේදී උතුරේ අවසන් ඇටය හිස් d ට වැටෙන විට ඔබේ බෙදීම තවමත් සිදු වෙමින් තිබුණි: උතුර වේග තරඟය අවසන් කළ බැවින් උතුර පළමුව චලනය කරයි.</translation>
    </message>
    <message>
        <source>North still made their drop of that tick, into c. The seed left in North&apos;s hand then went on into d, without relaying: after the race, seeds still in a hand are simply dropped. Now phase 2 begins with your move.</source>
        <translation>උතුර තවමත් එම පියවරේ තම ඇටය c ට දැමුවේය. උතුරේ අතේ ඉතිරි වූ ඇටය ඉන්පසු ඔසවා බෙදීමකින් තොරව d ට ගියේය: වේග තරඟයෙන් පසු, අතේ තවමත් ඇති ඇට හුදෙක් දමනු ලැබේ. දැන් 2 වන අදියර ඔබේ චලනයෙන් අරඹයි.</translation>
    </message>
    <message>
        <source>Taking turns</source>
        <translation>වාරයෙන් වාරය</translation>
    </message>
    <message>
        <source>In phase 2 a turn is a chain of sowings.</source>
        <translation>2 වන අදියරේදී වාරයක් යනු බෙදීම් දාමයකි.</translation>
    </message>
    <message>
        <source>After the race you take turns: on your turn, lift one of your holes and sow. If the last seed lands in a hole that already holds seeds, yours or North&apos;s, lift them all and sow on. If it lands in an empty hole of North&apos;s, your turn is over.</source>
        <translation>වේග තරඟයෙන් පසු ඔබ වාරයෙන් වාරය ක්‍රීඩා කරයි: ඔබේ වාරයේදී ඔබේ වළකින් ඇට ඔසවා බෙදන්න. අවසන් ඇටය ඔබේ හෝ උතුරේ, දැනටමත් ඇට ඇති වළකට වැටුණහොත්, ඒ සියල්ල ඔසවා දිගටම බෙදන්න. එය උතුරේ හිස් වළකට වැටුණහොත් ඔබේ වාරය අවසන්.</translation>
    </message>
    <message>
        <source>Sow your hole G. Where does your turn end?</source>
        <translation>ඔබේ වළ G බෙදන්න. ඔබේ වාරය අවසන් වන්නේ කොතැනද?</translation>
    </message>
    <message>
        <source>Right: G&apos;s seed landed on H&apos;s one, so you lifted both into I and North&apos;s a. That hole was empty and North&apos;s, so your turn ended.</source>
        <translation>හරි: G හි ඇටය H හි ඇටය මතට වැටුණි, එබැවින් ඔබ දෙකම ඔසවා I ට සහ උතුරේ a ට දැමුවා. එම වළ හිස්ව තිබූ අතර එය උතුරේ වළක් බැවින් ඔබේ වාරය අවසන් විය.</translation>
    </message>
    <message>
        <source>Find the move that relays twice.</source>
        <translation>දෙවරක් ඔසවා බෙදන චලනය සොයන්න.</translation>
    </message>
    <message>
        <source>G&apos;s seed made two in H, H&apos;s seeds made two in North&apos;s a, and a&apos;s seeds went on into b and c, where the empty hole stopped you.</source>
        <translation>G හි ඇටය H හි දෙකක් කළේය, H හි ඇට උතුරේ a හි දෙකක් කළේය, a හි ඇට b සහ c ට දිගටම ගිය අතර, එහිදී හිස් වළ ඔබව නතර කළේය.</translation>
    </message>
    <message>
        <source>H&apos;s seed lands on I&apos;s two and you relay once into a, b and c; c was empty and North&apos;s, so your turn ended.</source>
        <translation>H හි ඇටය I හි ඇට දෙක මතට වැටෙන අතර ඔබ එක් වරක් a, b සහ c ට ඔසවා බෙදයි; c හිස්ව තිබූ අතර එය උතුරේ වළක් බැවින් ඔබේ වාරය අවසන් විය.</translation>
    </message>
    <message>
        <source>I&apos;s two seeds go into a and b; b was empty and North&apos;s, so your turn ended at once.</source>
        <translation>I හි ඇට දෙක a සහ b ට යයි; b හිස්ව තිබූ අතර එය උතුරේ වළක් බැවින් ඔබේ වාරය වහාම අවසන් විය.</translation>
    </message>
    <message>
        <source>Capturing down a column</source>
        <translation>තීරුව දිගේ අල්ලා ගැනීම</translation>
    </message>
    <message>
        <source>Last seed in an empty hole of yours: take North&apos;s seeds in its column.</source>
        <translation>ඔබේ හිස් වළකට වැටෙන අවසන් ඇටය: එහි තීරුවේ ඇති උතුරේ ඇට ගන්න.</translation>
    </message>
    <message>
        <source>When your last seed lands in an empty hole of your own, look at its column: you capture every seed in North&apos;s holes there. Your A, B and C have two North holes in their column (top and middle); D to I have one, in the top row.</source>
        <translation>ඔබේ අවසන් ඇටය ඔබේම හිස් වළකට වැටුණු විට එහි තීරුව බලන්න: එහි ඇති උතුරේ වළවල සියලු ඇට ඔබ අල්ලා ගනී. ඔබේ A, B සහ C හි තීරුවේ උතුරේ වළවල් දෙකක් (ඉහළ සහ මැද) ඇත; D සිට I දක්වා ඉහළ පේළියේ එකක් ඇත.</translation>
    </message>
    <message>
        <source>North&apos;s e and h are in the column of your empty B. Capture them.</source>
        <translation>උතුරේ e සහ h ඇත්තේ ඔබේ හිස් B හි තීරුවේය. ඒවා අල්ලා ගන්න.</translation>
    </message>
    <message>
        <source>B was yours and empty, so the three seeds in North&apos;s e and h are yours. Then the lone seed in B went on into C; nothing of North&apos;s faced C, so your turn ended.</source>
        <translation>B ඔබේ වූ අතර හිස්ව තිබුණි, එබැවින් උතුරේ e සහ h හි ඇට තුන ඔබේය. ඉන්පසු B හි තනි ඇටය C ට දිගටම ගියේය; C ට ඉදිරියෙන් උතුරේ කිසිවක් නොතිබූ බැවින් ඔබේ වාරය අවසන් විය.</translation>
    </message>
    <message>
        <source>Your seed fell into your empty E, but North&apos;s b, in its column, is empty: nothing to take, so your turn ended.</source>
        <translation>ඔබේ ඇටය ඔබේ හිස් E ට වැටුණි, නමුත් එහි තීරුවේ ඇති උතුරේ b හිස්ය: ගැනීමට කිසිවක් නැත, එබැවින් ඔබේ වාරය අවසන් විය.</translation>
    </message>
    <message>
        <source>After a capture your turn goes on: lift that lone seed and sow it into the next hole, where the same rules apply again. When there is nothing to take, your turn ends instead.</source>
        <translation>අල්ලා ගැනීමකින් පසු ඔබේ වාරය දිගටම යයි: එම තනි ඇටය ඔසවා ඊළඟ වළට බෙදන්න, එහිදී එම නීතිම නැවත අදාළ වේ. ගැනීමට කිසිවක් නැති විට, ඒ වෙනුවට ඔබේ වාරය අවසන් වේ.</translation>
    </message>
    <message>
        <source>Sow your hole F: its seed falls into your empty G, and you capture North&apos;s a. Where does your turn end?</source>
        <translation>ඔබේ වළ F බෙදන්න: එහි ඇටය ඔබේ හිස් G ට වැටෙන අතර ඔබ උතුරේ a අල්ලා ගනී. ඔබේ වාරය අවසන් වන්නේ කොතැනද?</translation>
    </message>
    <message>
        <source>Right: G&apos;s lone seed went into H, which held one, so you lifted both into I and a. North&apos;s a was empty after your capture, so your turn ended there.</source>
        <translation>හරි: G හි තනි ඇටය එකක් තිබූ H ට ගියේය, එබැවින් ඔබ දෙකම ඔසවා I සහ a ට දැමුවා. ඔබේ අල්ලා ගැනීමෙන් පසු උතුරේ a හිස්ව තිබූ බැවින් ඔබේ වාරය එතැන අවසන් විය.</translation>
    </message>
    <message>
        <source>Where the turn stops</source>
        <translation>වාරය නතර වන තැන</translation>
    </message>
    <message>
        <source>An empty hole of North&apos;s, or nothing to capture: North moves.</source>
        <translation>උතුරේ හිස් වළක්, නැතහොත් අල්ලා ගැනීමට කිසිවක් නැත: උතුර චලනය කරයි.</translation>
    </message>
    <message>
        <source>Your turn stops in two ways: your last seed falls into an empty hole of North&apos;s, or into an empty hole of yours with nothing of North&apos;s in its column. Anywhere else, you go on.</source>
        <translation>ඔබේ වාරය ආකාර දෙකකින් නතර වේ: ඔබේ අවසන් ඇටය උතුරේ හිස් වළකට වැටේ, නැතහොත් තීරුවේ උතුරේ කිසිවක් නැති ඔබේ හිස් වළකට වැටේ. වෙන ඕනෑම තැනක, ඔබ දිගටම යයි.</translation>
    </message>
    <message>
        <source>Sow your hole E. Where does your turn end?</source>
        <translation>ඔබේ වළ E බෙදන්න. ඔබේ වාරය අවසන් වන්නේ කොතැනද?</translation>
    </message>
    <message>
        <source>Right: E&apos;s seed landed on F&apos;s one, so you sowed those two into G and H. H was empty, but North&apos;s b above it was empty too: nothing to take, turn over.</source>
        <translation>හරි: E හි ඇටය F හි ඇටය මතට වැටුණි, එබැවින් ඔබ එම දෙක G සහ H ට බෙදුවා. H හිස්ව තිබුණි, නමුත් ඊට ඉහළින් ඇති උතුරේ b ද හිස්ව තිබුණි: ගැනීමට කිසිවක් නැත, වාරය අවසන්.</translation>
    </message>
    <message>
        <source>One of your moves captures the three seeds in North&apos;s b. Find it.</source>
        <translation>ඔබේ එක් චලනයක් උතුරේ b හි ඇට තුන අල්ලා ගනී. එය සොයන්න.</translation>
    </message>
    <message>
        <source>A&apos;s seeds ended on C&apos;s one, so you relayed into D and E. E was empty, so North&apos;s b was yours. The lone seed then went into F, with nothing of North&apos;s above it: turn over.</source>
        <translation>A හි ඇට C හි ඇටය මත අවසන් විය, එබැවින් ඔබ D සහ E ට ඔසවා බෙදුවා. E හිස්ව තිබූ බැවින් උතුරේ b ඔබේ විය. ඉන්පසු තනි ඇටය F ට ගියේය, ඊට ඉහළින් උතුරේ කිසිවක් නැත: වාරය අවසන්.</translation>
    </message>
    <message>
        <source>C&apos;s seed fell into your empty D, but North&apos;s c above it is empty: nothing to take, so your turn ended.</source>
        <translation>C හි ඇටය ඔබේ හිස් D ට වැටුණි, නමුත් ඊට ඉහළින් ඇති උතුරේ c හිස්ය: ගැනීමට කිසිවක් නැත, එබැවින් ඔබේ වාරය අවසන් විය.</translation>
    </message>
    <message>
        <source>I&apos;s seed fell into North&apos;s a, which was empty: your turn ended at once.</source>
        <translation>I හි ඇටය හිස්ව තිබූ උතුරේ a ට වැටුණි: ඔබේ වාරය වහාම අවසන් විය.</translation>
    </message>
    <message>
        <source>A long chain</source>
        <translation>දිගු දාමයක්</translation>
    </message>
    <message>
        <source>The rule book&apos;s example: from A round the board and back to A.</source>
        <translation>නීති පොතේ උදාහරණය: A සිට පුවරුව වටා නැවත A ට.</translation>
    </message>
    <message>
        <source>Here is the rule book&apos;s own example of a turn. Your A holds three seeds, your D and I four each, and North&apos;s e four. Every sowing will end on a hole with seeds in it.</source>
        <translation>මෙන්න නීති පොතේම ඇති වාරයක උදාහරණය. ඔබේ A හි ඇට තුනක් ද, ඔබේ D සහ I හි හතර බැගින් ද, උතුරේ e හි හතරක් ද ඇත. සෑම බෙදීමක්ම ඇට ඇති වළක අවසන් වේ.</translation>
    </message>
    <message>
        <source>Play A and watch the chain: its seeds go from B to D, D&apos;s from E to I, I&apos;s from a to e, and e&apos;s back round to A.</source>
        <translation>A ක්‍රීඩා කර දාමය බලන්න: එහි ඇට B සිට D දක්වා, D හි ඇට E සිට I දක්වා, I හි ඇට a සිට e දක්වා, e හි ඇට වටා නැවත A දක්වා යයි.</translation>
    </message>
    <message>
        <source>B to D, D to I, I to e, e to A: each sowing ended on a full hole, so you kept lifting. A was empty, since you had lifted it, so you captured North&apos;s f and g.</source>
        <translation>B සිට D, D සිට I, I සිට e, e සිට A: සෑම බෙදීමක්ම පිරුණු වළක අවසන් වූ බැවින් ඔබ දිගටම ඔසවා ගත්තා. ඔබ ඔසවා ගත් බැවින් A හිස්ව තිබුණි, එබැවින් ඔබ උතුරේ f සහ g අල්ලා ගත්තා.</translation>
    </message>
    <message>
        <source>D&apos;s four seeds end in your empty H, and North&apos;s b above it is empty: nothing to take, so your turn ended.</source>
        <translation>D හි ඇට හතර ඔබේ හිස් H හි අවසන් වන අතර ඊට ඉහළින් ඇති උතුරේ b හිස්ය: ගැනීමට කිසිවක් නැත, එබැවින් ඔබේ වාරය අවසන් විය.</translation>
    </message>
    <message>
        <source>It went on: A&apos;s lone seed made two in B, sown into C and D, and D was empty, so you took North&apos;s c. D&apos;s seed made two in E, those made two in G, and G&apos;s went into H and I. I was empty, but c above it was already taken: turn over, three seeds won.</source>
        <translation>එය දිගටම ගියේය: A හි තනි ඇටය B හි දෙකක් කළේය, ඒවා C සහ D ට බෙදුණු අතර D හිස්ව තිබූ බැවින් ඔබ උතුරේ c ගත්තා. D හි ඇටය E හි දෙකක් කළේය, ඒවා G හි දෙකක් කළේය, G හි ඇට H සහ I ට ගියේය. I හිස්ව තිබුණි, නමුත් ඊට ඉහළින් ඇති c දැනටමත් ගෙන තිබුණි: වාරය අවසන්, ඇට තුනක් දිනුවා.</translation>
    </message>
    <message>
        <source>A player with no seeds on their turn ends the game; the other takes the rest.</source>
        <translation>තම වාරයේදී ඇට නැති ක්‍රීඩකයා ක්‍රීඩාව අවසන් කරයි; අනෙකා ඉතිරිය ගනී.</translation>
    </message>
    <message>
        <source>The game ends when the player whose turn it is has no seeds in any of their nine holes. The other player then takes every seed left on the board. Whoever owns more of the 54 seeds wins; 27 each is a draw.</source>
        <translation>වාරය පැමිණි ක්‍රීඩකයාගේ වළවල් නවයෙන් කිසිවක ඇට නැති විට ක්‍රීඩාව අවසන් වේ. එවිට අනෙක් ක්‍රීඩකයා පුවරුවේ ඉතිරි සියලු ඇට ගනී. ඇට 54 න් වැඩි ප්‍රමාණයක් හිමි තැනැත්තා ජය ගනී; 27 බැගින් නම් සම ජයකි.</translation>
    </message>
    <message>
        <source>You can also play a match of several games (the option games, 1 to 9). After each game both players put three seeds a hole back, from A or a on, as many holes as the poorer player can fill; the richer player moves first, and there is no race.</source>
        <translation>ඔබට ක්‍රීඩා කිහිපයක තරඟයක්ද (games විකල්පය, 1 සිට 9 දක්වා) ක්‍රීඩා කළ හැක. සෑම ක්‍රීඩාවකටම පසු ක්‍රීඩකයන් දෙදෙනාම, A හෝ a සිට පටන්ගෙන, අඩු ඇට ඇති ක්‍රීඩකයාට පිරවිය හැකි තරම් වළවලට වළකට ඇට තුන බැගින් නැවත දමයි; වැඩි ඇට ඇති ක්‍රීඩකයා පළමුව චලනය කරයි, වේග තරඟයක් නැත.</translation>
    </message>
    <message>
        <source>North&apos;s last seeds are in d and i, the column of your empty C. Capture them: North will have nothing to play, and you take the rest of the board.</source>
        <translation>උතුරේ අවසන් ඇට ඇත්තේ ඔබේ හිස් C හි තීරුවේ ඇති d සහ i හිය. ඒවා අල්ලා ගන්න: උතුරට ක්‍රීඩා කිරීමට කිසිවක් නැති වන අතර ඔබ පුවරුවේ ඉතිරිය ගනී.</translation>
    </message>
    <message>
        <source>You took d and i, and the lone seed went on into D. North has nothing to play, so the seeds left on the board are yours: 29 against 25, you win!</source>
        <translation>ඔබ d සහ i ගත් අතර තනි ඇටය D ට දිගටම ගියේය. උතුරට ක්‍රීඩා කිරීමට කිසිවක් නැති බැවින් පුවරුවේ ඉතිරි ඇට ඔබේය: 25 ට එරෙහිව 29, ඔබ ජය ගත්තා!</translation>
    </message>
    <message>
        <source>E&apos;s seeds end in your empty H, but North&apos;s b above it is empty: your turn ended and North still has seeds to play.</source>
        <translation>E හි ඇට ඔබේ හිස් H හි අවසන් වේ, නමුත් ඊට ඉහළින් ඇති උතුරේ b හිස්ය: ඔබේ වාරය අවසන් වූ අතර උතුරට තවමත් ක්‍රීඩා කිරීමට ඇට ඇත.</translation>
    </message>
    <message>
        <source>No free moves</source>
        <translation>අමතර චලන නැත</translation>
    </message>
    <message>
        <source>A cowrie in your store ends your turn: aim for captures instead.</source>
        <translation>ඔබේ ගබඩාවට වැටෙන කවඩියක් ඔබේ වාරය අවසන් කරයි: ඒ වෙනුවට අල්ලා ගැනීම් ඉලක්ක කරන්න.</translation>
    </message>
    <message>
        <source>In congkak or Kalah, a last cowrie in your store earns another move, so players aim for it. Not in Chonka: landing in your store banks that one cowrie and ends your turn. Your aim is the capture.</source>
        <translation>congkak හෝ Kalah හිදී ඔබේ ගබඩාවට වැටෙන අවසන් කවඩිය තවත් චලනයක් ලබා දෙන බැවින් ක්‍රීඩකයෝ එය ඉලක්ක කරති. චොංකා හිදී එසේ නොවේ: ඔබේ ගබඩාවට වැටීමෙන් එම එක් කවඩිය පමණක් ගබඩාවට යන අතර ඔබේ වාරය අවසන් වේ. ඔබේ ඉලක්කය අල්ලා ගැනීමයි.</translation>
    </message>
    <message>
        <source>Make the first move of the game: choose a hole and a direction. Hole 7 to the left, or hole 1 to the right, would end exactly in your store. Find a first move that captures instead.</source>
        <translation>ක්‍රීඩාවේ පළමු චලනය කරන්න: වළක් සහ දිශාවක් තෝරන්න. වමට වළ 7 හෝ දකුණට වළ 1 හරියටම ඔබේ ගබඩාවෙන් අවසන් වේ. ඒ වෙනුවට අල්ලා ගන්නා පළමු චලනයක් සොයන්න.</translation>
    </message>
    <message>
        <source>A capture of nine cowries to open. The engine&apos;s favourite first moves are hole 6 to the right and hole 2 to the left, 18 cowries better than a first move into your store.</source>
        <translation>ආරම්භයේදීම කවඩි නවයක අල්ලා ගැනීමක්. එන්ජිමේ ප්‍රියතම පළමු චලන වන්නේ දකුණට වළ 6 සහ වමට වළ 2 ය; ඒවා ඔබේ ගබඩාවට යන පළමු චලනයකට වඩා කවඩි 18 කින් හොඳය.</translation>
    </message>
    <message>
        <source>Seven cowries to the left from hole 7 end in your store: one cowrie banked, and your turn is over. The engine rates this start 18 cowries below the best.</source>
        <translation>වළ 7 සිට වමට කවඩි හත ඔබේ ගබඩාවෙන් අවසන් වේ: එක් කවඩියක් ගබඩාවට, ඔබේ වාරය අවසන්. එන්ජිම මෙම ආරම්භය හොඳම එකට වඩා කවඩි 18 කින් පහළින් ඇගයයි.</translation>
    </message>
    <message>
        <source>Seven cowries to the right from hole 1 end in your store: one cowrie, and the turn passes to North. The engine rates it 18 cowries below the best.</source>
        <translation>වළ 1 සිට දකුණට කවඩි හත ඔබේ ගබඩාවෙන් අවසන් වේ: එක් කවඩියක්, වාරය උතුරට යයි. එන්ජිම එය හොඳම එකට වඩා කවඩි 18 කින් පහළින් ඇගයයි.</translation>
    </message>
    <message>
        <source>Later in a game where play goes to the right. Your hole 3 holds five cowries, exactly enough to reach your store. Is that your best move?</source>
        <translation>ක්‍රීඩාව දකුණට යන ක්‍රීඩාවක පසු අවස්ථාවක්. ඔබේ වළ 3 හි කවඩි පහක් ඇත, ඔබේ ගබඩාවට ළඟා වීමට හරියටම ප්‍රමාණවත්. එය ඔබේ හොඳම චලනයද?</translation>
    </message>
    <message>
        <source>Hole 7&apos;s nine cowries passed your store, ran along North&apos;s row and ended in your empty hole 1: North&apos;s six across and your cowrie are yours, eight cowries banked in all.</source>
        <translation>වළ 7 හි කවඩි නවය ඔබේ ගබඩාව පසු කර, උතුරේ පේළිය දිගේ දිව, ඔබේ හිස් වළ 1 හි අවසන් විය: ඉදිරියේ ඇති උතුරේ හයත් ඔබේ කවඩියත් ඔබේය, සියල්ල කවඩි අටක් ගබඩාවට.</translation>
    </message>
    <message>
        <source>Five cowries, five places: one cowrie in your store, and your turn is over. The engine rates it 10 cowries below the best move.</source>
        <translation>කවඩි පහක්, තැන් පහක්: එක් කවඩියක් ඔබේ ගබඩාවට, ඔබේ වාරය අවසන්. එන්ජිම එය හොඳම චලනයට වඩා කවඩි 10 කින් පහළින් ඇගයයි.</translation>
    </message>
    <message>
        <source>So in Chonka, count your moves towards an empty hole of yours with cowries across from it. A cowrie passing through your store on the way is a bonus; a last cowrie in your store is only one cowrie.</source>
        <translation>එබැවින් චොංකා හිදී, ඉදිරියෙන් කවඩි ඇති ඔබේ හිස් වළක් දෙසට ඔබේ චලන ගණන් කරන්න. යන අතරමඟ ඔබේ ගබඩාව හරහා යන කවඩියක් ප්‍රසාද ලාභයකි; ඔබේ ගබඩාවට වැටෙන අවසන් කවඩියක් එක් කවඩියක් පමණි.</translation>
    </message>
    <message>
        <source>Spoil North&apos;s capture</source>
        <translation>උතුරේ අල්ලා ගැනීම නරක් කරන්න</translation>
    </message>
    <message>
        <source>The best capture is one that also breaks North&apos;s threat.</source>
        <translation>හොඳම අල්ලා ගැනීම නම් උතුරේ තර්ජනයද බිඳ දමන එකයි.</translation>
    </message>
    <message>
        <source>Play goes to the right in this game. Suppose it were North&apos;s turn: watch North&apos;s hole 1. Its cowrie relays twice, runs right round the board and ends in North&apos;s own hole 1, now empty, across from your hole 7.</source>
        <translation>මෙම ක්‍රීඩාවේ ක්‍රීඩාව දකුණට යයි. උතුරේ වාරය යැයි සිතන්න: උතුරේ වළ 1 බලන්න. එහි කවඩිය දෙවරක් ඔසවා බෙදී, පුවරුව වටා දිව, දැන් හිස්ව ඇති, ඔබේ වළ 7 ට ඉදිරියෙන් ඇති උතුරේම වළ 1 හි අවසන් වේ.</translation>
    </message>
    <message>
        <source>Back to the position before, and it is your move. North&apos;s hole 1 is still aimed at your hole 7. Four of your moves capture; find the one that also spoils North&apos;s shot.</source>
        <translation>පෙර තත්ත්වයට ආපසු, දැන් ඔබේ චලනයයි. උතුරේ වළ 1 තවමත් ඔබේ වළ 7 ඉලක්ක කර ඇත. ඔබේ චලන හතරක් අල්ලා ගනී; උතුරේ ප්‍රහාරයද නරක් කරන එක සොයන්න.</translation>
    </message>
    <message>
        <source>Hole 6&apos;s eight cowries dropped one into each of North&apos;s holes 1 to 6, relayed and ended with a capture of three. With two cowries in North&apos;s hole 1, that hole no longer captures anything.</source>
        <translation>වළ 6 හි කවඩි අට උතුරේ වළ 1 සිට 6 දක්වා එක් එක් වළට එක බැගින් දමා, ඔසවා බෙදී, තුනක අල්ලා ගැනීමකින් අවසන් විය. උතුරේ වළ 1 හි දැන් කවඩි දෙකක් ඇති බැවින් එම වළට තවදුරටත් කිසිවක් අල්ලා ගත නොහැක.</translation>
    </message>
    <message>
        <source>Hole 1 captures two cowries, but North&apos;s relay is untouched: North&apos;s hole 1 still takes your hole 7.</source>
        <translation>වළ 1 කවඩි දෙකක් අල්ලා ගනී, නමුත් උතුරේ ඔසවා බෙදීම නොවෙනස්ව පවතී: උතුරේ වළ 1 තවමත් ඔබේ වළ 7 ගනී.</translation>
    </message>
    <message>
        <source>Hole 3 captures two cowries, and North&apos;s hole 1 still takes your hole 7.</source>
        <translation>වළ 3 කවඩි දෙකක් අල්ලා ගනී, උතුරේ වළ 1 තවමත් ඔබේ වළ 7 ගනී.</translation>
    </message>
    <message>
        <source>Hole 5 captures three, and its relay carries hole 7&apos;s cowries away; but hole 6 now holds nine, and North&apos;s hole 2 can take them.</source>
        <translation>වළ 5 තුනක් අල්ලා ගන්නා අතර එහි ඔසවා බෙදීම වළ 7 හි කවඩි ඉවතට ගෙන යයි; නමුත් දැන් වළ 6 හි නවයක් ඇති අතර උතුරේ වළ 2 ට ඒවා ගත හැක.</translation>
    </message>
    <message>
        <source>Before each move, ask what North would capture if it were North&apos;s turn. A capture that also spoils that threat is worth more than a capture alone, and a cowrie dropped into one of North&apos;s holes is often all it takes.</source>
        <translation>සෑම චලනයකටම පෙර, උතුරේ වාරය නම් උතුර අල්ලා ගන්නේ කුමක්දැයි අසන්න. එම තර්ජනයද නරක් කරන අල්ලා ගැනීමක් තනි අල්ලා ගැනීමකට වඩා වටිනා අතර, බොහෝ විට ඒ සඳහා උතුරේ වළකට කවඩියක් දැමීම පමණක් ප්‍රමාණවත්.</translation>
    </message>
    <message>
        <source>Keep your cowries at home</source>
        <translation>ඔබේ කවඩි ඔබේ පැත්තේම තබා ගන්න</translation>
    </message>
    <message>
        <source>At the end, the cowries in your own row count for you.</source>
        <translation>අවසානයේදී ඔබේම පේළියේ ඇති කවඩි ඔබට ගණන් වේ.</translation>
    </message>
    <message>
        <source>When a turn ends with a row empty, the game is over, and each player adds the cowries still in their own row to their store. So near the end, the cowries in your row count for you, if North runs out first. Here play goes to the left, and North has a single cowrie left.</source>
        <translation>වාරයක් පේළියක් හිස්ව අවසන් වූ විට ක්‍රීඩාව අවසන් වන අතර, සෑම ක්‍රීඩකයෙක්ම තම පේළියේ තවමත් ඇති කවඩි තම ගබඩාවට එකතු කරයි. එබැවින් අවසානයට ළං වන විට, උතුරේ කවඩි පළමුව අවසන් වුවහොත්, ඔබේ පේළියේ කවඩි ඔබට ගණන් වේ. මෙහි ක්‍රීඩාව වමට යන අතර උතුරට ඉතිරිව ඇත්තේ එක් කවඩියක් පමණි.</translation>
    </message>
    <message>
        <source>You trail 39 to 40, with fifteen cowries in your hole 7. What do you play?</source>
        <translation>ඔබ 39 ට 40 කින් පසුපසින් සිටින අතර ඔබේ වළ 7 හි කවඩි පහළොවක් ඇත. ඔබ ක්‍රීඩා කරන්නේ කුමක්ද?</translation>
    </message>
    <message>
        <source>One cowrie into your store: 40 to 40, and your turn is over. Your hole 7 stays full.</source>
        <translation>එක් කවඩියක් ඔබේ ගබඩාවට: 40 ට 40, ඔබේ වාරය අවසන්. ඔබේ වළ 7 පිරී පවතී.</translation>
    </message>
    <message>
        <source>Hole 7 captures two cowries, but it scatters its fifteen over both rows: North&apos;s row fills up again and the game goes on.</source>
        <translation>වළ 7 කවඩි දෙකක් අල්ලා ගනී, නමුත් එය තම පහළොව පේළි දෙක පුරාම විසුරුවයි: උතුරේ පේළිය නැවත පිරෙන අතර ක්‍රීඩාව දිගටම යයි.</translation>
    </message>
    <message>
        <source>Hole 3 relays from hole 1 and drops its last cowrie into North&apos;s hole 7: North has a second cowrie to play, and the game goes on.</source>
        <translation>වළ 3 වළ 1 සිට ඔසවා බෙදී, තම අවසන් කවඩිය උතුරේ වළ 7 ට දමයි: උතුරට ක්‍රීඩා කිරීමට දෙවන කවඩියක් ලැබෙන අතර ක්‍රීඩාව දිගටම යයි.</translation>
    </message>
    <message>
        <source>North must play its last cowrie. Its row is then empty: the game is over, and the seventeen cowries in your row go to your store. You win 57 to 41.</source>
        <translation>උතුරට තම අවසන් කවඩිය ක්‍රීඩා කිරීමට සිදු වේ. එවිට එහි පේළිය හිස් වේ: ක්‍රීඩාව අවසන්, ඔබේ පේළියේ ඇති කවඩි දාහත ඔබේ ගබඩාවට යයි. ඔබ 57 ට 41 කින් ජය ගනී.</translation>
    </message>
    <message>
        <source>Another moment of the same game: North has two cowries left. Find a move that keeps your hole 7 at home.</source>
        <translation>එම ක්‍රීඩාවේම තවත් මොහොතක්: උතුරට කවඩි දෙකක් ඉතිරිව ඇත. ඔබේ වළ 7 ඔබේ පැත්තේම තබා ගන්නා චලනයක් සොයන්න.</translation>
    </message>
    <message>
        <source>Right: a small move, and your fifteen cowries wait at home while North runs out of moves.</source>
        <translation>හරි: කුඩා චලනයක්, උතුරේ චලන අවසන් වන තුරු ඔබේ කවඩි පහළොව ඔබේ පැත්තේ බලා සිටී.</translation>
    </message>
    <message>
        <source>Hole 7 scatters your fifteen cowries over both rows again, and North gets plenty to play with.</source>
        <translation>වළ 7 නැවතත් ඔබේ කවඩි පහළොව පේළි දෙක පුරාම විසුරුවන අතර උතුරට ක්‍රීඩා කිරීමට ඕනෑ තරම් ලැබේ.</translation>
    </message>
    <message>
        <source>A strong start</source>
        <translation>ශක්තිමත් ආරම්භයක්</translation>
    </message>
    <message>
        <source>Open with moves that keep your turn, not with a quick capture.</source>
        <translation>ඉක්මන් අල්ලා ගැනීමකින් නොව, ඔබේ වාරය රඳවා ගන්නා චලනවලින් අරඹන්න.</translation>
    </message>
    <message>
        <source>Every hole starts with seven seeds, and your hole 7 is exactly seven places from your store. That is no accident of this lesson: it is true at the start of every game of congkak.</source>
        <translation>සෑම වළක්ම ඇට හතකින් ආරම්භ වන අතර ඔබේ වළ 7 ඔබේ ගබඩාවේ සිට හරියටම තැන් හතක් දුරින් ඇත. එය මෙම පාඩමේ අහඹු සිදුවීමක් නොවේ: congkak හි සෑම ක්‍රීඩාවකම ආරම්භයේදී එය සත්‍යයකි.</translation>
    </message>
    <message>
        <source>Make the first move of the game. Six of your seven first moves capture and end your turn; one keeps it.</source>
        <translation>ක්‍රීඩාවේ පළමු චලනය කරන්න. ඔබේ පළමු චලන හතෙන් හයක් අල්ලා ගෙන ඔබේ වාරය අවසන් කරයි; එකක් එය රඳවා ගනී.</translation>
    </message>
    <message>
        <source>Seven seeds, seven places: the last one lands in your store and you move again.</source>
        <translation>ඇට හතක්, තැන් හතක්: අවසන් ඇටය ඔබේ ගබඩාවට වැටී ඔබ නැවත චලනය කරයි.</translation>
    </message>
    <message>
        <source>Hole 1 relays from North&apos;s hole 2 and captures nine seeds, but then your turn is over and North moves. The engine rates this start far weaker than hole 7.</source>
        <translation>වළ 1 උතුරේ වළ 2 සිට ඔසවා බෙදී ඇට නවයක් අල්ලා ගනී, නමුත් ඉන්පසු ඔබේ වාරය අවසන් වී උතුර චලනය කරයි. එන්ජිම මෙම ආරම්භය වළ 7 ට වඩා බොහෝ දුර්වල ලෙස ඇගයයි.</translation>
    </message>
    <message>
        <source>Hole 4 captures nine seeds too, and ends your turn just the same. Keeping the turn is worth far more.</source>
        <translation>වළ 4 ද ඇට නවයක් අල්ලා ගනී, එලෙසම ඔබේ වාරය අවසන් කරයි. වාරය රඳවා ගැනීම බොහෝ වටිනවා.</translation>
    </message>
    <message>
        <source>Your move again, with eight seeds in each of holes 1 to 6. Three of them come back to your store after relays. Pick the strongest.</source>
        <translation>නැවතත් ඔබේ චලනයයි, වළ 1 සිට 6 දක්වා එක් එක් වළේ ඇට අට බැගින් ඇත. ඒවායින් තුනක් ඔසවා බෙදීම්වලින් පසු ඔබේ ගබඩාවට ආපසු එයි. ශක්තිමත්ම එක තෝරන්න.</translation>
    </message>
    <message>
        <source>Hole 6 relayed round and round, dropping a seed in your store on every lap, and came home at last: seven more seeds banked, and it is still your move.</source>
        <translation>වළ 6 නැවත නැවතත් ඔසවා බෙදෙමින්, සෑම වටයකදීම ඔබේ ගබඩාවට ඇටයක් දමමින්, අවසානයේ ගබඩාවට ආපසු පැමිණියේය: තවත් ඇට හතක් ගබඩාවට, තවමත් ඔබේ චලනයයි.</translation>
    </message>
    <message>
        <source>Hole 1 relays once from North&apos;s hole 1 and comes home: another move, but only two seeds banked. Hole 6 does better.</source>
        <translation>වළ 1 උතුරේ වළ 1 සිට එක් වරක් ඔසවා බෙදී ගබඩාවට ආපසු එයි: තවත් චලනයක්, නමුත් ගබඩාවට ඇට දෙකක් පමණි. වළ 6 වඩා හොඳයි.</translation>
    </message>
    <message>
        <source>Hole 3 relays nine times and then stops in your empty hole 2, taking just two seeds, and your turn is over.</source>
        <translation>වළ 3 නව වරක් ඔසවා බෙදී, ඉන්පසු ඔබේ හිස් වළ 2 හි නතර වී ඇට දෙකක් පමණක් ගනී, ඔබේ වාරය අවසන්.</translation>
    </message>
    <message>
        <source>Eight seeds in your store and North has not moved yet. A good congkak start chains moves that keep the turn; a capture that ends your turn can wait.</source>
        <translation>ඔබේ ගබඩාවේ ඇට අටක්, උතුර තවම චලනය කර නැත. හොඳ congkak ආරම්භයක් වාරය රඳවා ගන්නා චලන දාමයක් ලෙස ගළපයි; ඔබේ වාරය අවසන් කරන අල්ලා ගැනීමකට බලා සිටිය හැක.</translation>
    </message>
    <message>
        <source>Nearest hole first</source>
        <translation>ළඟම වළ පළමුව</translation>
    </message>
    <message>
        <source>When several holes reach your store, sow the one nearest to it first.</source>
        <translation>වළවල් කිහිපයක් ඔබේ ගබඩාවට ළඟා වන විට, එයට ළඟම එක පළමුව බෙදන්න.</translation>
    </message>
    <message>
        <source>Holes 2, 5 and 7 each hold exactly as many seeds as they are places from your store, so each of them can earn you another move. But a hole far from the store drops seeds into the nearer ones on its way and spoils their count.</source>
        <translation>වළ 2, 5 සහ 7 එක එකක, ඔබේ ගබඩාවේ සිට ඇති තැන් ගණනට හරියටම සමාන ඇට ගණනක් ඇත, එබැවින් ඒ සෑම එකකින්ම ඔබට තවත් චලනයක් ලැබිය හැක. නමුත් ගබඩාවෙන් දුර වළක් යන අතරමඟ ළඟ වළවලට ඇට දමා ඒවායේ ගණන නරක් කරයි.</translation>
    </message>
    <message>
        <source>Which of them do you sow first?</source>
        <translation>ඔබ ඒවායින් පළමුව බෙදන්නේ කුමක්ද?</translation>
    </message>
    <message>
        <source>Hole 2 first: two seeds, two places, and holes 5 and 7 are untouched.</source>
        <translation>පළමුව වළ 2: ඇට දෙකක්, තැන් දෙකක්, වළ 5 සහ 7 නොවෙනස්ව පවතී.</translation>
    </message>
    <message>
        <source>Hole 7 reaches your store, but it leaves a seed in hole 5 and one in hole 2 on the way: now neither of them ends in your store. That costs you 37 seeds, by the engine&apos;s count.</source>
        <translation>වළ 7 ඔබේ ගබඩාවට ළඟා වේ, නමුත් යන අතරමඟ වළ 5 ට සහ වළ 2 ට ඇටය බැගින් දමයි: දැන් ඒ දෙකෙන් එකක්වත් ඔබේ ගබඩාවෙන් අවසන් නොවේ. එන්ජිමේ ගණනට අනුව එයින් ඔබට ඇට 37ක් අහිමි වේ.</translation>
    </message>
    <message>
        <source>Hole 5 reaches your store but drops a seed into hole 2, which then holds one seed too many.</source>
        <translation>වළ 5 ඔබේ ගබඩාවට ළඟා වේ, නමුත් වළ 2 ට ඇටයක් දමයි, එවිට එහි එක් ඇටයක් වැඩියි.</translation>
    </message>
    <message>
        <source>You move again. Which next?</source>
        <translation>ඔබ නැවත චලනය කරයි. ඊළඟට කුමක්ද?</translation>
    </message>
    <message>
        <source>Hole 5 went home, and hole 7 still holds its seven.</source>
        <translation>වළ 5 ගබඩාවට ගියේය, වළ 7 හි තවමත් තම ඇට හත ඇත.</translation>
    </message>
    <message>
        <source>Hole 7 would drop a seed into hole 5 and spoil it. Take the nearer one first.</source>
        <translation>වළ 7 වළ 5 ට ඇටයක් දමා එය නරක් කරයි. ළඟම එක පළමුව ගන්න.</translation>
    </message>
    <message>
        <source>And again. Hole 7 still reaches your store, but there is a nearer way home now: your single seed in hole 3 lands on hole 2 and relays.</source>
        <translation>නැවතත්. වළ 7 තවමත් ඔබේ ගබඩාවට ළඟා වේ, නමුත් දැන් ගබඩාවට ළඟම මගක් ඇත: වළ 3 හි ඇති ඔබේ තනි ඇටය වළ 2 මත වැටී ඔසවා බෙදේ.</translation>
    </message>
    <message>
        <source>The seed from hole 3 landed on hole 2, and its two seeds carried you home. Hole 7 is still waiting, untouched.</source>
        <translation>වළ 3 හි ඇටය වළ 2 මත වැටුණු අතර එහි ඇට දෙක ඔබව ගබඩාවට ගෙන ගියේය. වළ 7 තවමත් නොවෙනස්ව බලා සිටී.</translation>
    </message>
    <message>
        <source>Hole 7 gets you home, but it fills holes 3 and 2 on the way and that relay is gone.</source>
        <translation>වළ 7 ඔබව ගබඩාවට ගෙන යයි, නමුත් යන අතරමඟ වළ 3 සහ 2 පුරවන බැවින් එම ඔසවා බෙදීම නැති වේ.</translation>
    </message>
    <message>
        <source>Capture last</source>
        <translation>අල්ලා ගැනීම අවසානයට</translation>
    </message>
    <message>
        <source>A capture ends your turn: bank your free moves before it.</source>
        <translation>අල්ලා ගැනීමක් ඔබේ වාරය අවසන් කරයි: ඊට පෙර ඔබේ අමතර චලන ගබඩාවට දමා ගන්න.</translation>
    </message>
    <message>
        <source>Your hole 5 can capture right now: its two seeds end in your empty hole 3, across from North&apos;s four. But a capture ends your turn, and your hole 1 holds a single seed, one step from your store.</source>
        <translation>ඔබේ වළ 5 ට දැන්ම අල්ලා ගත හැක: එහි ඇට දෙක, උතුරේ හතරට ඉදිරියෙන් ඇති ඔබේ හිස් වළ 3 හි අවසන් වේ. නමුත් අල්ලා ගැනීමක් ඔබේ වාරය අවසන් කරන අතර, ඔබේ ගබඩාවේ සිට එක් පියවරක් දුරින් ඇති ඔබේ වළ 1 හි තනි ඇටයක් ඇත.</translation>
    </message>
    <message>
        <source>What do you play first?</source>
        <translation>ඔබ පළමුව ක්‍රීඩා කරන්නේ කුමක්ද?</translation>
    </message>
    <message>
        <source>One seed home, and it is still your move.</source>
        <translation>එක් ඇටයක් ගබඩාවට, තවමත් ඔබේ චලනයයි.</translation>
    </message>
    <message>
        <source>Hole 5 captures five seeds, but your turn ends there, and the free seed in hole 1 has to wait. The engine rates it 9 seeds below hole 1.</source>
        <translation>වළ 5 ඇට පහක් අල්ලා ගනී, නමුත් ඔබේ වාරය එතැනින් අවසන් වන අතර වළ 1 හි පහසු ඇටයට බලා සිටීමට සිදු වේ. එන්ජිම එය වළ 1 ට වඩා ඇට 9 කින් පහළින් ඇගයයි.</translation>
    </message>
    <message>
        <source>Hole 4&apos;s ten seeds relay six times and capture seven, but then your turn is over. The engine rates it 10 seeds below hole 1.</source>
        <translation>වළ 4 හි ඇට දහය හය වරක් ඔසවා බෙදී හතක් අල්ලා ගනී, නමුත් ඉන්පසු ඔබේ වාරය අවසන්. එන්ජිම එය වළ 1 ට වඩා ඇට 10 කින් පහළින් ඇගයයි.</translation>
    </message>
    <message>
        <source>Hole 7 relays from your hole 6 and captures five, and your turn is over.</source>
        <translation>වළ 7 ඔබේ වළ 6 සිට ඔසවා බෙදී පහක් අල්ලා ගනී, ඔබේ වාරය අවසන්.</translation>
    </message>
    <message>
        <source>The capture has waited for you. Now take at least five seeds.</source>
        <translation>අල්ලා ගැනීම ඔබ එනතුරු බලා සිටියේය. දැන් අවම වශයෙන් ඇට පහක් ගන්න.</translation>
    </message>
    <message>
        <source>A capture to end your turn, with a free seed banked before it.</source>
        <translation>ඔබේ වාරය අවසන් කරන අල්ලා ගැනීමක්, ඊට පෙර පහසු ඇටයක් ගබඩාවට දමා.</translation>
    </message>
    <message>
        <source>Hole 2&apos;s seed ends in your empty hole 1 and takes North&apos;s two across: a capture, but a small one.</source>
        <translation>වළ 2 හි ඇටය ඔබේ හිස් වළ 1 හි අවසන් වී ඉදිරියේ ඇති උතුරේ දෙක ගනී: අල්ලා ගැනීමක්, නමුත් කුඩා එකක්.</translation>
    </message>
    <message>
        <source>Free moves first, capture last: a capture ends your turn, so play every move that lands in your store before it, as long as they leave the capture in place.</source>
        <translation>අමතර චලන පළමුව, අල්ලා ගැනීම අවසානයට: අල්ලා ගැනීමක් ඔබේ වාරය අවසන් කරන බැවින්, අල්ලා ගැනීම එලෙසම තිබෙන තාක් කල්, ඊට පෙර ඔබේ ගබඩාවට වැටෙන සෑම චලනයක්ම ක්‍රීඩා කරන්න.</translation>
    </message>
    <message>
        <source>Guard your big hole</source>
        <translation>ඔබේ විශාල වළ රකින්න</translation>
    </message>
    <message>
        <source>Look at North&apos;s empty holes: what do they face?</source>
        <translation>උතුරේ හිස් වළවල් බලන්න: ඒවාට ඉදිරියෙන් ඇත්තේ කුමක්ද?</translation>
    </message>
    <message>
        <source>The end of a close game: 43 to 42, and few seeds left. Before you move, look at North&apos;s side. North&apos;s hole 7 holds two seeds; sown, they end in North&apos;s empty hole 5, which faces your hole 3 and its five seeds.</source>
        <translation>සමීප ක්‍රීඩාවක අවසානය: 43 ට 42, ඉතිරිව ඇත්තේ ඇට ස්වල්පයකි. ඔබ චලනය කිරීමට පෙර උතුරේ පැත්ත බලන්න. උතුරේ වළ 7 හි ඇට දෙකක් ඇත; බෙදූ විට ඒවා උතුරේ හිස් වළ 5 හි අවසන් වේ, එය ඔබේ වළ 3 ට සහ එහි ඇට පහට ඉදිරියෙන් ඇත.</translation>
    </message>
    <message>
        <source>Two of your moves capture a little. Find the move that keeps the game level instead.</source>
        <translation>ඔබේ චලන දෙකක් ස්වල්පයක් අල්ලා ගනී. ඒ වෙනුවට ක්‍රීඩාව සමව තබා ගන්නා චලනය සොයන්න.</translation>
    </message>
    <message>
        <source>Your five seeds went into holes 2 and 1, your store and North&apos;s row. Hole 3 is empty now, so North&apos;s hole 7 has nothing to capture there. With best play from here the game ends level.</source>
        <translation>ඔබේ ඇට පහ වළ 2 සහ 1 ට, ඔබේ ගබඩාවට සහ උතුරේ පේළියට ගියේය. දැන් වළ 3 හිස්ය, එබැවින් උතුරේ වළ 7 ට එහි අල්ලා ගැනීමට කිසිවක් නැත. මෙතැන් සිට දෙපැත්තම හොඳම ලෙස ක්‍රීඩා කළහොත් ක්‍රීඩාව සමව අවසන් වේ.</translation>
    </message>
    <message>
        <source>Hole 6 takes one seed of North&apos;s, but your five are still in hole 3. North sows hole 7, captures them, and wins the game.</source>
        <translation>වළ 6 උතුරේ එක් ඇටයක් ගනී, නමුත් ඔබේ පහ තවමත් වළ 3 හි ඇත. උතුර වළ 7 බෙදා ඒවා අල්ලා ගෙන ක්‍රීඩාව ජය ගනී.</translation>
    </message>
    <message>
        <source>Hole 4 takes a single seed and even adds one to hole 3: North&apos;s hole 7 now captures six, and North wins.</source>
        <translation>වළ 4 එක් ඇටයක් පමණක් ගන්නා අතර වළ 3 ට එකක් එකතුද කරයි: දැන් උතුරේ වළ 7 හයක් අල්ලා ගනී, උතුර ජය ගනී.</translation>
    </message>
    <message>
        <source>Make it a habit: before each move, find North&apos;s empty holes and the seeds of yours that face them, and ask which North move could end there. Moving a big hole out of reach is often worth more than a small capture.</source>
        <translation>එය පුරුද්දක් කර ගන්න: සෑම චලනයකටම පෙර උතුරේ හිස් වළවල් සහ ඒවාට ඉදිරියෙන් ඇති ඔබේ ඇට සොයා, කුමන උතුරු චලනයකට එහි අවසන් විය හැකිදැයි අසන්න. විශාල වළක් ළඟා විය නොහැකි තැනකට ගෙන යාම බොහෝ විට කුඩා අල්ලා ගැනීමකට වඩා වටිනවා.</translation>
    </message>
    <message>
        <source>Begin with the move that lands in your rumah, then keep the turn going.</source>
        <translation>ඔබේ රුමාවට වැටෙන චලනයෙන් අරඹා, ඉන්පසු වාරය දිගටම පවත්වා ගන්න.</translation>
    </message>
    <message>
        <source>At the start every hole holds five seeds, and your hole 5 is exactly five places from your rumah. Every other first move relays and ends with a capture, which ends your turn.</source>
        <translation>ආරම්භයේදී සෑම වළකම ඇට පහ බැගින් ඇති අතර ඔබේ වළ 5 ඔබේ රුමාවේ සිට හරියටම තැන් පහක් දුරින් ඇත. අනෙක් සෑම පළමු චලනයක්ම ඔසවා බෙදී අල්ලා ගැනීමකින් අවසන් වන අතර, එයින් ඔබේ වාරය අවසන් වේ.</translation>
    </message>
    <message>
        <source>Make the first move of the game.</source>
        <translation>ක්‍රීඩාවේ පළමු චලනය කරන්න.</translation>
    </message>
    <message>
        <source>Five seeds, five places: the last one lands in your rumah and you move again.</source>
        <translation>ඇට පහක්, තැන් පහක්: අවසන් ඇටය ඔබේ රුමාවට වැටී ඔබ නැවත චලනය කරයි.</translation>
    </message>
    <message>
        <source>Hole 1 relays from North&apos;s hole 2 and captures seven seeds, but then your turn is over. The engine rates it far below hole 5.</source>
        <translation>වළ 1 උතුරේ වළ 2 සිට ඔසවා බෙදී ඇට හතක් අල්ලා ගනී, නමුත් ඉන්පසු ඔබේ වාරය අවසන්. එන්ජිම එය වළ 5 ට වඩා බොහෝ පහළින් ඇගයයි.</translation>
    </message>
    <message>
        <source>Hole 3 captures seven seeds too, but it is the worst start of all: the engine finds that North can then force a win.</source>
        <translation>වළ 3 ද ඇට හතක් අල්ලා ගනී, නමුත් එය සියල්ලටම වඩා නරකම ආරම්භයයි: ඉන්පසු උතුරට ජය බල කර ගත හැකි බව එන්ජිම සොයා ගනී.</translation>
    </message>
    <message>
        <source>Your move again, with six seeds in each of holes 1 to 4. Which one keeps your turn going best?</source>
        <translation>නැවතත් ඔබේ චලනයයි, වළ 1 සිට 4 දක්වා එක් එක් වළේ ඇට හය බැගින් ඇත. ඔබේ වාරය හොඳින්ම දිගටම පවත්වා ගන්නේ කුමක්ද?</translation>
    </message>
    <message>
        <source>Hole 1 sowed into your rumah and on to North&apos;s hole 1, whose six seeds carried you round and home again. You move once more.</source>
        <translation>වළ 1 ඔබේ රුමාවට සහ ඉන් ඔබ්බට උතුරේ වළ 1 ට බෙදුණු අතර, එහි ඇට හය ඔබව වටා ගෙන ගොස් නැවත රුමාවට ගෙනාවේය. ඔබ තවත් වරක් චලනය කරයි.</translation>
    </message>
    <message>
        <source>Hole 4 comes home too, after six relays, and banks more seeds right now; but looking further ahead the engine rates it 5 seeds below hole 1. Close, not the best.</source>
        <translation>වළ 4 ද ඔසවා බෙදීම් හයකින් පසු රුමාවට එන අතර දැන්ම වැඩිපුර ඇට ගබඩා කරයි; නමුත් තවත් ඉදිරිය බලා එන්ජිම එය වළ 1 ට වඩා ඇට 5 කින් පහළින් ඇගයයි. ළඟයි, නමුත් හොඳම නොවේ.</translation>
    </message>
    <message>
        <source>Hole 2 relays eleven times and finally stops in an empty hole on North&apos;s side: nothing captured, and your turn is over.</source>
        <translation>වළ 2 එකොළොස් වරක් ඔසවා බෙදී අවසානයේ උතුරේ පැත්තේ හිස් වළක නතර වේ: කිසිවක් අල්ලා ගත්තේ නැත, ඔබේ වාරය අවසන්.</translation>
    </message>
    <message>
        <source>Hole 3 relays five times and ends with a small capture, and your turn is over.</source>
        <translation>වළ 3 පස් වරක් ඔසවා බෙදී කුඩා අල්ලා ගැනීමකින් අවසන් වේ, ඔබේ වාරය අවසන්.</translation>
    </message>
    <message>
        <source>Three seeds banked and North has not moved yet. In congklak a good start strings together moves that end in your rumah; a capture, which ends your turn, comes later.</source>
        <translation>ඇට තුනක් ගබඩාවට, උතුර තවම චලනය කර නැත. congklak හි හොඳ ආරම්භයක් ඔබේ රුමාවෙන් අවසන් වන චලන එකිනෙක ගළපයි; ඔබේ වාරය අවසන් කරන අල්ලා ගැනීම පසුව එයි.</translation>
    </message>
    <message>
        <source>Sow the hole next to your rumah before the ones further away.</source>
        <translation>දුර වළවලට පෙර ඔබේ රුමාවට යාබද වළ බෙදන්න.</translation>
    </message>
    <message>
        <source>Two of your holes can bring you back to your rumah: hole 1, with its single seed, and hole 5, whose seven seeds come home after five relays. But hole 5 passes over hole 1 on its way.</source>
        <translation>ඔබේ වළවල් දෙකකට ඔබව ඔබේ රුමාවට ආපසු ගෙන යා හැක: තනි ඇටයක් ඇති වළ 1, සහ ඔසවා බෙදීම් පහකින් පසු ඇට හත රුමාවට එන වළ 5. නමුත් වළ 5 යන අතරමඟ වළ 1 පසු කරයි.</translation>
    </message>
    <message>
        <source>Which do you sow first?</source>
        <translation>ඔබ පළමුව බෙදන්නේ කුමක්ද?</translation>
    </message>
    <message>
        <source>One seed, one place: you move again, and hole 5 is still ready.</source>
        <translation>එක් ඇටයක්, එක් තැනක්: ඔබ නැවත චලනය කරයි, වළ 5 තවමත් සූදානම්.</translation>
    </message>
    <message>
        <source>Hole 5 does come home, but it drops a seed into hole 1 on the way: two seeds there now, one too many for your rumah. Your free move is gone.</source>
        <translation>වළ 5 රුමාවට එයි, නමුත් යන අතරමඟ වළ 1 ට ඇටයක් දමයි: දැන් එහි ඇට දෙකක්, ඔබේ රුමාවට එකක් වැඩියි. ඔබේ අමතර චලනය නැති විය.</translation>
    </message>
    <message>
        <source>Hole 4 relays three times and captures three seeds, but a capture ends your turn: your two moves home are left unplayed.</source>
        <translation>වළ 4 තුන් වරක් ඔසවා බෙදී ඇට තුනක් අල්ලා ගනී, නමුත් අල්ලා ගැනීමක් ඔබේ වාරය අවසන් කරයි: රුමාවට යන ඔබේ චලන දෙක ක්‍රීඩා නොකර ඉතිරි වේ.</translation>
    </message>
    <message>
        <source>Now send hole 5 home.</source>
        <translation>දැන් වළ 5 රුමාවට යවන්න.</translation>
    </message>
    <message>
        <source>Five relays, and the last seed dropped into your rumah: both moves home, in the right order.</source>
        <translation>ඔසවා බෙදීම් පහක්, අවසන් ඇටය ඔබේ රුමාවට වැටුණි: රුමාවට යන චලන දෙකම, නිවැරදි පිළිවෙළට.</translation>
    </message>
    <message>
        <source>Hole 3&apos;s last seed stops in North&apos;s empty hole 2, and your turn is over.</source>
        <translation>වළ 3 හි අවසන් ඇටය උතුරේ හිස් වළ 2 හි නතර වේ, ඔබේ වාරය අවසන්.</translation>
    </message>
    <message>
        <source>Hole 4 relays three times and then stops in an empty hole on North&apos;s side: turn over.</source>
        <translation>වළ 4 තුන් වරක් ඔසවා බෙදී ඉන්පසු උතුරේ පැත්තේ හිස් වළක නතර වේ: වාරය අවසන්.</translation>
    </message>
    <message>
        <source>The rule of thumb: when several holes can end in your rumah, sow the one nearest to it first. A hole further away drops seeds into the nearer ones and spoils their count.</source>
        <translation>පොදු රීතිය: වළවල් කිහිපයක් ඔබේ රුමාවෙන් අවසන් විය හැකි විට, එයට ළඟම එක පළමුව බෙදන්න. දුර වළක් ළඟ වළවලට ඇට දමා ඒවායේ ගණන නරක් කරයි.</translation>
    </message>
    <message>
        <source>A capture ends your turn: take your free moves first.</source>
        <translation>අල්ලා ගැනීමක් ඔබේ වාරය අවසන් කරයි: පළමුව ඔබේ අමතර චලන ගන්න.</translation>
    </message>
    <message>
        <source>A capture always ends your turn. So when one move captures and another ends in your rumah, the order matters: the move into your rumah first, and the capture to finish.</source>
        <translation>අල්ලා ගැනීමක් සැමවිටම ඔබේ වාරය අවසන් කරයි. එබැවින් එක් චලනයක් අල්ලා ගන්නා අතර තවත් එකක් ඔබේ රුමාවෙන් අවසන් වන විට පිළිවෙළ වැදගත්: පළමුව ඔබේ රුමාවට යන චලනය, අවසානයට අල්ලා ගැනීම.</translation>
    </message>
    <message>
        <source>Your hole 4 captures three seeds right now. Is there something better to play first?</source>
        <translation>ඔබේ වළ 4 ට දැන්ම ඇට තුනක් අල්ලා ගත හැක. පළමුව ක්‍රීඩා කිරීමට වඩා හොඳ දෙයක් තිබේද?</translation>
    </message>
    <message>
        <source>Two seeds, two places: into your rumah, and you move again.</source>
        <translation>ඇට දෙකක්, තැන් දෙකක්: ඔබේ රුමාවට, ඔබ නැවත චලනය කරයි.</translation>
    </message>
    <message>
        <source>Hole 4 relays three times and captures three seeds, and then your turn is over. The engine rates it 18 seeds below hole 2.</source>
        <translation>වළ 4 තුන් වරක් ඔසවා බෙදී ඇට තුනක් අල්ලා ගනී, ඉන්පසු ඔබේ වාරය අවසන්. එන්ජිම එය වළ 2 ට වඩා ඇට 18 කින් පහළින් ඇගයයි.</translation>
    </message>
    <message>
        <source>Now finish your turn with a capture.</source>
        <translation>දැන් අල්ලා ගැනීමකින් ඔබේ වාරය අවසන් කරන්න.</translation>
    </message>
    <message>
        <source>Hole 1&apos;s three seeds landed on North&apos;s hole 4, and that relay ended in your empty hole 3, across from North&apos;s two: a capture of three, after a seed banked first.</source>
        <translation>වළ 1 හි ඇට තුන උතුරේ වළ 4 මත වැටුණු අතර, එම ඔසවා බෙදීම උතුරේ දෙකට ඉදිරියෙන් ඇති ඔබේ හිස් වළ 3 හි අවසන් විය: පළමුව ඇටයක් ගබඩාවට දමා, ඉන්පසු තුනක අල්ලා ගැනීමක්.</translation>
    </message>
    <message>
        <source>Hole 5 relays twice and stops in North&apos;s empty hole 1: no capture, and your turn is over.</source>
        <translation>වළ 5 දෙවරක් ඔසවා බෙදී උතුරේ හිස් වළ 1 හි නතර වේ: අල්ලා ගැනීමක් නැත, ඔබේ වාරය අවසන්.</translation>
    </message>
    <message>
        <source>Keep your seeds at home</source>
        <translation>ඔබේ ඇට ඔබේ පැත්තේම තබා ගන්න</translation>
    </message>
    <message>
        <source>At the end, the seeds left in your row are yours: keep them there, and keep them safe.</source>
        <translation>අවසානයේදී ඔබේ පේළියේ ඉතිරි ඇට ඔබේය: ඒවා එහිම, ආරක්ෂිතව තබා ගන්න.</translation>
    </message>
    <message>
        <source>When a turn ends with a row empty, the game is over and each player adds the seeds left in their own row to their rumah. You trail 11 to 24, but your hole 2 holds ten seeds, and North has only two left.</source>
        <translation>වාරයක් පේළියක් හිස්ව අවසන් වූ විට ක්‍රීඩාව අවසන් වන අතර සෑම ක්‍රීඩකයෙක්ම තම පේළියේ ඉතිරි ඇට තම රුමාවට එකතු කරයි. ඔබ 11 ට 24 කින් පසුපසින් සිටී, නමුත් ඔබේ වළ 2 හි ඇට දහයක් ඇති අතර උතුරට ඉතිරිව ඇත්තේ දෙකක් පමණි.</translation>
    </message>
    <message>
        <source>Find the move that keeps the game level.</source>
        <translation>ක්‍රීඩාව සමව තබා ගන්නා චලනය සොයන්න.</translation>
    </message>
    <message>
        <source>One seed into your rumah, and you move again.</source>
        <translation>එක් ඇටයක් ඔබේ රුමාවට, ඔබ නැවත චලනය කරයි.</translation>
    </message>
    <message>
        <source>Hole 2 relays home and earns another move, but it spreads your ten seeds over both rows, and North can then force a win.</source>
        <translation>වළ 2 ඔසවා බෙදී රුමාවට පැමිණ තවත් චලනයක් ලබයි, නමුත් එය ඔබේ ඇට දහය පේළි දෙක පුරාම විසුරුවන අතර, ඉන්පසු උතුරට ජය බල කර ගත හැක.</translation>
    </message>
    <message>
        <source>Hole 3 relays from hole 1 and drops a seed into North&apos;s hole 5. North sows it into its empty hole 4, right across from your hole 2, and captures your eleven seeds: North wins.</source>
        <translation>වළ 3 වළ 1 සිට ඔසවා බෙදී උතුරේ වළ 5 ට ඇටයක් දමයි. උතුර එය ඔබේ වළ 2 ට කෙළින්ම ඉදිරියෙන් ඇති තම හිස් වළ 4 ට බෙදා ඔබේ ඇට එකොළහ අල්ලා ගනී: උතුර ජය ගනී.</translation>
    </message>
    <message>
        <source>Now end your turn without handing North a single seed.</source>
        <translation>දැන් උතුරට එක ඇටයක්වත් නොදී ඔබේ වාරය අවසන් කරන්න.</translation>
    </message>
    <message>
        <source>Both seeds stayed on your side: the last one stopped in your empty hole 1, with nothing across to take, and your turn is over.</source>
        <translation>ඇට දෙකම ඔබේ පැත්තේ රැඳුණි: අවසන් ඇටය, ඉදිරියෙන් ගැනීමට කිසිවක් නැති ඔබේ හිස් වළ 1 හි නතර විය, ඔබේ වාරය අවසන්.</translation>
    </message>
    <message>
        <source>Sowing hole 2 spreads your ten seeds over both rows, and North can then force a win.</source>
        <translation>වළ 2 බෙදීමෙන් ඔබේ ඇට දහය පේළි දෙක පුරාම විසිරෙන අතර, ඉන්පසු උතුරට ජය බල කර ගත හැක.</translation>
    </message>
    <message>
        <source>North must sow its last two seeds, into its rumah and your hole 5. North&apos;s row is empty at the end of the turn, so the game is over: your thirteen seeds go to your rumah, and 11 to 24 has become 25 to 25.</source>
        <translation>උතුරට තම අවසන් ඇට දෙක, තම රුමාවට සහ ඔබේ වළ 5 ට, බෙදීමට සිදු වේ. වාරය අවසානයේ උතුරේ පේළිය හිස් බැවින් ක්‍රීඩාව අවසන්: ඔබේ ඇට දහතුන ඔබේ රුමාවට යන අතර 11 ට 24, 25 ට 25 බවට පත්ව ඇත.</translation>
    </message>
    <message>
        <source>Free moves, nearest the store first</source>
        <translation>අමතර චලන, ගබඩාවට ළඟම එක පළමුව</translation>
    </message>
    <message>
        <source>Several holes reach your store: play the closest one first.</source>
        <translation>වළවල් කිහිපයක් ඔබේ ගබඩාවට ළඟා වේ: ළඟම එක පළමුව ක්‍රීඩා කරන්න.</translation>
    </message>
    <message>
        <source>Look at your holes 4, 5 and 6: they hold 3, 2 and 1 seeds. Each holds exactly enough to end in your store, so each one is a free move.</source>
        <translation>ඔබේ වළ 4, 5 සහ 6 බලන්න: ඒවායේ ඇට 3, 2 සහ 1 ඇත. එක එකක ඔබේ ගබඩාවෙන් අවසන් වීමට හරියටම ප්‍රමාණවත් ඇට ඇත, එබැවින් ඒ සෑම එකක්ම අමතර චලනයකි.</translation>
    </message>
    <message>
        <source>Which one first? Sowing drops a seed in every hole it passes, and that can spoil the count of the holes further on.</source>
        <translation>පළමුව කුමන එකද? බෙදීමේදී පසු කරන සෑම වළකටම ඇටයක් වැටෙන අතර, එයින් ඉදිරියේ ඇති වළවල ගණන නරක් විය හැක.</translation>
    </message>
    <message>
        <source>Right: hole 6 passes no other hole, so holes 4 and 5 still count exactly.</source>
        <translation>හරි: වළ 6 වෙනත් කිසිදු වළක් පසු නොකරයි, එබැවින් වළ 4 සහ 5 තවමත් හරියටම ගැළපේ.</translation>
    </message>
    <message>
        <source>You do move again, but hole 4 dropped a seed in holes 5 and 6. Now they hold 3 and 2: too many to end in your store. Your other free moves are gone, and that costs you about 8 seeds.</source>
        <translation>ඔබ නැවත චලනය කරයි, නමුත් වළ 4 වළ 5 ට සහ 6 ට ඇටය බැගින් දැමුවේය. දැන් ඒවායේ 3 සහ 2 ඇත: ඔබේ ගබඩාවෙන් අවසන් වීමට වැඩියි. ඔබේ අනෙක් අමතර චලන නැති වූ අතර, එයින් ඔබට ඇට 8 ක් පමණ අහිමි වේ.</translation>
    </message>
    <message>
        <source>A free move, but hole 5 dropped a seed in hole 6, which now holds 2 and no longer ends in your store.</source>
        <translation>අමතර චලනයක්, නමුත් වළ 5 වළ 6 ට ඇටයක් දැමුවේය, දැන් එහි 2 ක් ඇති අතර තවදුරටත් ඔබේ ගබඩාවෙන් අවසන් නොවේ.</translation>
    </message>
    <message>
        <source>You move again. Keep going: which hole now?</source>
        <translation>ඔබ නැවත චලනය කරයි. දිගටම යන්න: දැන් කුමන වළද?</translation>
    </message>
    <message>
        <source>Right: hole 5 is now the closest free move. Its last seed went into your store, and its first one into hole 6.</source>
        <translation>හරි: දැන් ළඟම අමතර චලනය වළ 5 යි. එහි අවසන් ඇටය ඔබේ ගබඩාවට ද, පළමු ඇටය වළ 6 ට ද ගියේය.</translation>
    </message>
    <message>
        <source>The same mistake: hole 4 feeds holes 5 and 6, and hole 5 no longer ends in your store.</source>
        <translation>එම වැරැද්දම: වළ 4 වළ 5 සහ 6 ට ඇට දමයි, වළ 5 තවදුරටත් ඔබේ ගබඩාවෙන් අවසන් නොවේ.</translation>
    </message>
    <message>
        <source>Two free moves in a row, and your store grew from 6 to 8 without giving North a single seed. Play the free move nearest your store first: it never spoils the others.</source>
        <translation>පිළිවෙළින් අමතර චලන දෙකක්, උතුරට එක ඇටයක්වත් නොදී ඔබේ ගබඩාව 6 සිට 8 දක්වා වැඩුණි. ඔබේ ගබඩාවට ළඟම අමතර චලනය පළමුව ක්‍රීඩා කරන්න: එය කිසිදා අනෙක් ඒවා නරක් නොකරයි.</translation>
    </message>
    <message>
        <source>Watch North&apos;s empty holes</source>
        <translation>උතුරේ හිස් වළවල් ගැන විමසිලිමත් වන්න</translation>
    </message>
    <message>
        <source>A big pile across from an empty hole is in danger.</source>
        <translation>හිස් වළකට ඉදිරියෙන් ඇති විශාල ගොඩක් අනතුරේය.</translation>
    </message>
    <message>
        <source>Before you choose a move, look at North&apos;s row. North&apos;s hole 5 is empty, and North&apos;s hole 3 holds 2 seeds: just enough to end there. Across from North&apos;s hole 5 are your 8 seeds in hole 2.</source>
        <translation>චලනයක් තෝරා ගැනීමට පෙර උතුරේ පේළිය බලන්න. උතුරේ වළ 5 හිස්ය, උතුරේ වළ 3 හි ඇට 2 ක් ඇත: එහි අවසන් වීමට හරියටම ප්‍රමාණවත්. උතුරේ වළ 5 ට ඉදිරියෙන් ඇත්තේ වළ 2 හි ඇති ඔබේ ඇට 8 යි.</translation>
    </message>
    <message>
        <source>If you leave them there, North plays hole 3 and takes all 8 of your seeds, plus its own last seed. A threat like this matters more than a small gain of your own.</source>
        <translation>ඔබ ඒවා එහිම තැබුවහොත් උතුර වළ 3 ක්‍රීඩා කර ඔබේ ඇට 8 ම සහ තම අවසන් ඇටයත් ගනී. මෙවැනි තර්ජනයක් ඔබේම කුඩා ලාභයකට වඩා වැදගත්.</translation>
    </message>
    <message>
        <source>Your hole 3 could capture 4 seeds right now. But find the move that keeps your 8 seeds out of North&apos;s reach.</source>
        <translation>ඔබේ වළ 3 ට දැන්ම ඇට 4 ක් අල්ලා ගත හැක. නමුත් ඔබේ ඇට 8 උතුරට ළඟා විය නොහැකි තැනක තබා ගන්නා චලනය සොයන්න.</translation>
    </message>
    <message>
        <source>Safe. Your 8 seeds are spread along your row, one reached your store, and hole 2 is empty: North&apos;s empty hole has nothing across from it to take.</source>
        <translation>ආරක්ෂිතයි. ඔබේ ඇට 8 ඔබේ පේළිය දිගේ විසිරී ඇත, එකක් ඔබේ ගබඩාවට ළඟා විය, වළ 2 හිස්ය: උතුරේ හිස් වළට ඉදිරියෙන් ගැනීමට කිසිවක් නැත.</translation>
    </message>
    <message>
        <source>You take 4 seeds, but your 8 seeds still sit across from North&apos;s empty hole 5. North takes them next: at least 4 seeds worse than saving them.</source>
        <translation>ඔබ ඇට 4 ක් ගනී, නමුත් ඔබේ ඇට 8 තවමත් උතුරේ හිස් වළ 5 ට ඉදිරියෙන් ඇත. ඊළඟට උතුර ඒවා ගනී: ඒවා බේරා ගැනීමට වඩා අවම වශයෙන් ඇට 4 කින් නරකයි.</translation>
    </message>
    <message>
        <source>Hole 1 only adds a seed to hole 2: now 9 seeds wait there for North to take.</source>
        <translation>වළ 1 වළ 2 ට ඇටයක් එකතු කරනවා පමණි: දැන් උතුරට ගැනීමට එහි ඇට 9 ක් බලා සිටී.</translation>
    </message>
    <message>
        <source>Your 8 seeds are still across from North&apos;s empty hole 5, and North takes them next.</source>
        <translation>ඔබේ ඇට 8 තවමත් උතුරේ හිස් වළ 5 ට ඉදිරියෙන් ඇති අතර, ඊළඟට උතුර ඒවා ගනී.</translation>
    </message>
    <message>
        <source>Make it a habit: before each move, find North&apos;s empty holes and the holes that can end in them. Move a big pile that sits across from one, or fill the empty hole.</source>
        <translation>එය පුරුද්දක් කර ගන්න: සෑම චලනයකටම පෙර උතුරේ හිස් වළවල් සහ ඒවායේ අවසන් විය හැකි වළවල් සොයන්න. එවැනි වළකට ඉදිරියෙන් ඇති විශාල ගොඩක් ඉවත් කරන්න, නැතහොත් හිස් වළ පුරවන්න.</translation>
    </message>
    <message>
        <source>A capture can cost you</source>
        <translation>අල්ලා ගැනීමකින් ඔබට පාඩු විය හැක</translation>
    </message>
    <message>
        <source>Count the seeds a move gives North before you take a small capture.</source>
        <translation>කුඩා අල්ලා ගැනීමක් කිරීමට පෙර, චලනයකින් උතුරට ලැබෙන ඇට ගණන් කරන්න.</translation>
    </message>
    <message>
        <source>Your hole 5 holds 9 seeds. They go all the way round: one into your store, six into North&apos;s row, and the last into your empty hole 1, across from North&apos;s hole 6. That is a capture.</source>
        <translation>ඔබේ වළ 5 හි ඇට 9 ක් ඇත. ඒවා වටේටම යයි: එකක් ඔබේ ගබඩාවට, හයක් උතුරේ පේළියට, අවසන් ඇටය උතුරේ වළ 6 ට ඉදිරියෙන් ඇති ඔබේ හිස් වළ 1 ට. එය අල්ලා ගැනීමකි.</translation>
    </message>
    <message>
        <source>But count what it costs. The capture takes back only the one seed that reached North&apos;s hole 6; the other five stay in North&apos;s row for North to play with. A move that fills the opponent&apos;s row often helps the opponent more than you.</source>
        <translation>නමුත් එහි වියදම ගණන් කරන්න. අල්ලා ගැනීම ආපසු ගන්නේ උතුරේ වළ 6 ට ළඟා වූ එක් ඇටය පමණි; අනෙක් පහ උතුරට ක්‍රීඩා කිරීමට උතුරේ පේළියේම රැඳේ. ප්‍රතිවාදියාගේ පේළිය පුරවන චලනයක් බොහෝ විට ඔබට වඩා ප්‍රතිවාදියාට උදව් කරයි.</translation>
    </message>
    <message>
        <source>Leave the capture alone: play a quiet move instead.</source>
        <translation>අල්ලා ගැනීම අත හරින්න: ඒ වෙනුවට නිහඬ චලනයක් ක්‍රීඩා කරන්න.</translation>
    </message>
    <message>
        <source>Right: no capture this time, and your 9 seeds in hole 5 stay at home. Before a capture, count the seeds it hands over.</source>
        <translation>හරි: මෙවර අල්ලා ගැනීමක් නැත, වළ 5 හි ඇති ඔබේ ඇට 9 ඔබේ පැත්තේම රැඳේ. අල්ලා ගැනීමකට පෙර, එයින් භාර දෙන ඇට ගණන් කරන්න.</translation>
    </message>
    <message>
        <source>You captured 2 seeds, but North&apos;s row is full again and North&apos;s replies win back far more: this is at least 20 seeds worse than the best move.</source>
        <translation>ඔබ ඇට 2 ක් අල්ලා ගත්තා, නමුත් උතුරේ පේළිය නැවත පිරී ඇති අතර උතුරේ පිළිතුරු ඊට වඩා බොහෝ වැඩියෙන් ආපසු දිනා ගනී: මෙය හොඳම චලනයට වඩා අවම වශයෙන් ඇට 20 කින් නරකයි.</translation>
    </message>
    <message>
        <source>Count what you own</source>
        <translation>ඔබට හිමි දේ ගණන් කරන්න</translation>
    </message>
    <message>
        <source>Your store and your own row are yours; seeds sown into North&apos;s row are North&apos;s.</source>
        <translation>ඔබේ ගබඩාව සහ ඔබේම පේළිය ඔබේය; උතුරේ පේළියට බෙදූ ඇට උතුරේය.</translation>
    </message>
    <message>
        <source>When a phase ends, you own what is in your store plus what is still in your own row. So eating a four in North&apos;s row wins four seeds from North. Eating a four in your own row only moves your own seeds into your store. And every seed you sow into North&apos;s row counts as North&apos;s.</source>
        <translation>අදියරක් අවසන් වූ විට, ඔබේ ගබඩාවේ ඇති දේ සහ ඔබේම පේළියේ තවමත් ඇති දේ ඔබට හිමි වේ. එබැවින් උතුරේ පේළියේ හතරක් කෑමෙන් උතුරෙන් ඇට හතරක් දිනා ගනී. ඔබේම පේළියේ හතරක් කෑමෙන් සිදු වන්නේ ඔබේම ඇට ඔබේ ගබඩාවට යාම පමණි. තවද ඔබ උතුරේ පේළියට බෙදන සෑම ඇටයක්ම උතුරේ ඇටයක් ලෙස ගණන් වේ.</translation>
    </message>
    <message>
        <source>Hole 4 eats a four here. Watch whose four it is, and where the chain goes next.</source>
        <translation>මෙහි වළ 4 හතරක් කයි. එය කාගේ හතරක්දැයි සහ දාමය ඊළඟට යන්නේ කොතැනටදැයි බලන්න.</translation>
    </message>
    <message>
        <source>It ate your own hole 6, so you own no more than before. Then the three seeds of hole 7 went over into North&apos;s row: North now owns three seeds more, and you three fewer. That move cost you a lot.</source>
        <translation>එය ඔබේම වළ 6 කෑවේය, එබැවින් ඔබට පෙරට වඩා වැඩියෙන් හිමි නැත. ඉන්පසු වළ 7 හි ඇට තුන උතුරේ පේළියට ගියේය: දැන් උතුරට ඇට තුනක් වැඩියෙන් හිමියි, ඔබට තුනක් අඩුවෙන්. එම චලනයෙන් ඔබට බොහෝ පාඩු විය.</translation>
    </message>
    <message>
        <source>Back to the same board. Find a move that loses nothing you own.</source>
        <translation>එම පුවරුවටම ආපසු. ඔබට හිමි කිසිවක් අහිමි නොකරන චලනයක් සොයන්න.</translation>
    </message>
    <message>
        <source>Right: hole 2&apos;s single seed moved one hole along your own row. Everything you own is still yours, and North must move next.</source>
        <translation>හරි: වළ 2 හි තනි ඇටය ඔබේම පේළිය දිගේ එක් වළක් ඉදිරියට ගියේය. ඔබට හිමි සියල්ල තවමත් ඔබේය, ඊළඟට උතුරට චලනය කිරීමට සිදු වේ.</translation>
    </message>
    <message>
        <source>You ate your own four, and hole 7&apos;s three seeds crossed into North&apos;s row: North owns more, you own less.</source>
        <translation>ඔබ ඔබේම හතර කෑවා, වළ 7 හි ඇට තුන උතුරේ පේළියට ගියේය: උතුරට වැඩියෙන් හිමියි, ඔබට අඩුවෙන්.</translation>
    </message>
    <message>
        <source>Keep your heaps at home</source>
        <translation>ඔබේ ගොඩවල් ඔබේ පැත්තේම තබා ගන්න</translation>
    </message>
    <message>
        <source>A big heap sown goes round the board and drops seeds into North&apos;s row.</source>
        <translation>බෙදූ විශාල ගොඩක් පුවරුව වටා ගොස් උතුරේ පේළියට ඇට දමයි.</translation>
    </message>
    <message>
        <source>Your holes 2 and 5 hold 13 and 15 seeds. A heap that big goes right round the board and leaves a seed in every hole of North&apos;s row on the way. Those seeds become North&apos;s.</source>
        <translation>ඔබේ වළ 2 සහ 5 හි ඇට 13 සහ 15 ඇත. එතරම් විශාල ගොඩක් පුවරුව වටේටම ගොස්, යන අතරමඟ උතුරේ පේළියේ සෑම වළකටම ඇටයක් දමයි. එම ඇට උතුරේ බවට පත් වේ.</translation>
    </message>
    <message>
        <source>Watch hole 2: thirteen seeds go round, and the last one even eats a four, in your own hole 1.</source>
        <translation>වළ 2 බලන්න: ඇට දහතුනක් වටේට යන අතර අවසන් ඇටය ඔබේම වළ 1 හි හතරක් පවා කයි.</translation>
    </message>
    <message>
        <source>Now count: seven seeds went into North&apos;s row, and the four you ate were yours already. North owns seven more than before the move.</source>
        <translation>දැන් ගණන් කරන්න: ඇට හතක් උතුරේ පේළියට ගිය අතර ඔබ කෑ හතර දැනටමත් ඔබේ විය. චලනයට පෙරට වඩා උතුරට හතක් වැඩියෙන් හිමියි.</translation>
    </message>
    <message>
        <source>Back to the start. Find the move that keeps your seeds on your side of the board.</source>
        <translation>ආරම්භයට ආපසු. ඔබේ ඇට පුවරුවේ ඔබේ පැත්තේම තබා ගන්නා චලනය සොයන්න.</translation>
    </message>
    <message>
        <source>Right: hole 1&apos;s three seeds relayed once and sat in your empty hole 6. Not a seed crossed over, and your two heaps wait at home.</source>
        <translation>හරි: වළ 1 හි ඇට තුන එක් වරක් ඔසවා බෙදී ඔබේ හිස් වළ 6 හි නතර විය. එක ඇටයක්වත් එගොඩ නොවූ අතර ඔබේ ගොඩවල් දෙක ඔබේ පැත්තේ බලා සිටී.</translation>
    </message>
    <message>
        <source>Seven seeds went round into North&apos;s row, and the four you ate were your own.</source>
        <translation>ඇට හතක් වටේට ගොස් උතුරේ පේළියට ගිය අතර ඔබ කෑ හතර ඔබේම විය.</translation>
    </message>
    <message>
        <source>Fifteen seeds went round the board and the chain spread them over both rows: North owns more now.</source>
        <translation>ඇට පහළොවක් පුවරුව වටා ගිය අතර දාමය ඒවා පේළි දෙක පුරාම විසුරුවා හැරියේය: දැන් උතුරට වැඩියෙන් හිමියි.</translation>
    </message>
    <message>
        <source>The single seed made hole 5 relay its heap round the board. You ate a four in North&apos;s row, yet North&apos;s row ended with three seeds more than before.</source>
        <translation>තනි ඇටය වළ 5 හි ගොඩ පුවරුව වටා ඔසවා බෙදීමට සැලැස්වීය. ඔබ උතුරේ පේළියේ හතරක් කෑවා, නමුත් උතුරේ පේළිය අවසන් වූයේ පෙරට වඩා ඇට තුනක් වැඩියෙනි.</translation>
    </message>
    <message>
        <source>Follow the chain to its end</source>
        <translation>දාමය අවසානය දක්වා අනුගමනය කරන්න</translation>
    </message>
    <message>
        <source>A small hole can start the longest chain; count before you choose.</source>
        <translation>කුඩා වළකට දිගම දාමය ඇරඹිය හැක; තෝරා ගැනීමට පෙර ගණන් කරන්න.</translation>
    </message>
    <message>
        <source>A later phase: North owned fewer seeds, so North&apos;s holes 5, 6 and 7 are blind. Sowing runs past them, so the circuit is shorter and chains run on longer.</source>
        <translation>පසු අදියරක්: උතුරට අඩු ඇට ගණනක් හිමි වූ බැවින් උතුරේ වළ 5, 6 සහ 7 කණ වළවල් වේ. බෙදීම ඒවා පසු කර යන බැවින් චක්‍රය කෙටි වන අතර දාම වඩා දිගට යයි.</translation>
    </message>
    <message>
        <source>Your hole 5 holds eleven seeds, but the size of a hole says little. Before you choose, follow each chain: where does its last seed fall, does it eat, and does it go on?</source>
        <translation>ඔබේ වළ 5 හි ඇට එකොළහක් ඇත, නමුත් වළක ප්‍රමාණයෙන් කියවෙන්නේ ස්වල්පයකි. තෝරා ගැනීමට පෙර සෑම දාමයක්ම අනුගමනය කරන්න: එහි අවසන් ඇටය වැටෙන්නේ කොතැනද, එය කයිද, එය දිගටම යයිද?</translation>
    </message>
    <message>
        <source>Find the move whose chain eats the most.</source>
        <translation>වැඩිපුරම කන දාමය ඇති චලනය සොයන්න.</translation>
    </message>
    <message>
        <source>Right: hole 4&apos;s three seeds made a four in your hole 7, and the chain went on and on.</source>
        <translation>හරි: වළ 4 හි ඇට තුන ඔබේ වළ 7 හි හතරක් කළ අතර දාමය නොනවත්වා දිගටම ගියේය.</translation>
    </message>
    <message>
        <source>The eleven seeds ate only one four, and it was your own hole 4.</source>
        <translation>ඇට එකොළහ කෑවේ එක් හතරක් පමණි, එයද ඔබේම වළ 4 විය.</translation>
    </message>
    <message>
        <source>Two of hole 7&apos;s seeds went into North&apos;s row; the third relayed your hole 1 and sat in your hole 3. Nothing eaten.</source>
        <translation>වළ 7 හි ඇට දෙකක් උතුරේ පේළියට ගියේය; තුන්වැන්න ඔබේ වළ 1 ඔසවා බෙදා ඔබේ වළ 3 හි නතර විය. කිසිවක් කෑවේ නැත.</translation>
    </message>
    <message>
        <source>One seed into an empty hole: your turn ended and nothing changed.</source>
        <translation>හිස් වළකට එක් ඇටයක්: ඔබේ වාරය අවසන් වූ අතර කිසිවක් වෙනස් නොවීය.</translation>
    </message>
    <message>
        <source>That chain ate four times: your holes 7 and 6, and North&apos;s holes 2 and 4. Sixteen seeds went into your store, eight of them from North&apos;s row.</source>
        <translation>එම දාමය සිව් වරක් කෑවේය: ඔබේ වළ 7 සහ 6, උතුරේ වළ 2 සහ 4. ඇට දහසයක් ඔබේ ගබඩාවට ගිය අතර ඉන් අටක් උතුරේ පේළියෙනි.</translation>
    </message>
    <message>
        <source>Do not feed North&apos;s puta</source>
        <translation>උතුරේ පුතාට කවන්න එපා</translation>
    </message>
    <message>
        <source>Seeds in a puta or naga stay its owner&apos;s; a side with only privileged seeds must pass.</source>
        <translation>පුතා හෝ නගා වළක ඇති ඇට එහි හිමිකරුටම රැඳේ; වරප්‍රසාද ඇති ඇට පමණක් ඇති පැත්තකට වාරය මඟ හැරීමට සිදු වේ.</translation>
    </message>
    <message>
        <source>North&apos;s hole 5 is a puta. Nobody may lift it or eat it, so every seed that falls into it stays North&apos;s until the phase ends. It already holds twelve. A last seed that falls into it also ends your turn.</source>
        <translation>උතුරේ වළ 5 පුතා වළකි. කිසිවෙකුට එය ඔසවීමට හෝ කෑමට නොහැකි බැවින් එයට වැටෙන සෑම ඇටයක්ම අදියර අවසන් වන තුරු උතුරේම වේ. එහි දැනටමත් දොළහක් ඇත. එයට වැටෙන අවසන් ඇටයක් ඔබේ වාරයද අවසන් කරයි.</translation>
    </message>
    <message>
        <source>Holes 2 and 5 both start chains that end in North&apos;s puta. Find a move that gives North nothing.</source>
        <translation>වළ 2 සහ 5 දෙකම උතුරේ පුතා වළෙන් අවසන් වන දාම අරඹයි. උතුරට කිසිවක් නොදෙන චලනයක් සොයන්න.</translation>
    </message>
    <message>
        <source>Right: hole 3&apos;s seeds stayed in your row. The puta gained nothing.</source>
        <translation>හරි: වළ 3 හි ඇට ඔබේ පේළියේම රැඳුණි. පුතා වළට කිසිවක් ලැබුණේ නැත.</translation>
    </message>
    <message>
        <source>The heap went round, fed North&apos;s row and the puta, and the last seed fell into the puta: turn over.</source>
        <translation>ගොඩ වටේට ගොස්, උතුරේ පේළියටත් පුතා වළටත් ඇට දුන් අතර අවසන් ඇටය පුතා වළට වැටුණි: වාරය අවසන්.</translation>
    </message>
    <message>
        <source>The chain relayed your hole 5 round the board and ended in the puta, with seeds left in North&apos;s row.</source>
        <translation>දාමය ඔබේ වළ 5 පුවරුව වටා ඔසවා බෙදා, උතුරේ පේළියේ ඇට ඉතිරි කරමින් පුතා වළෙන් අවසන් විය.</translation>
    </message>
    <message>
        <source>A puta has a weak side for its owner too: its seeds can never be lifted. If all of North&apos;s seeds are in the puta, North cannot move, passes, and you play again.</source>
        <translation>පුතා වළකට එහි හිමිකරුටද දුර්වල පැත්තක් ඇත: එහි ඇට කිසිදා ඔසවිය නොහැක. උතුරේ සියලු ඇට පුතා වළේ නම්, උතුරට චලනය කළ නොහැක, වාරය මඟ හරියි, ඔබ නැවත ක්‍රීඩා කරයි.</translation>
    </message>
    <message>
        <source>North has seeds only in the puta. Find a move that keeps it that way, so that North has to pass.</source>
        <translation>උතුරට ඇට ඇත්තේ පුතා වළේ පමණි. උතුරට වාරය මඟ හැරීමට සිදු වන පරිදි එය එලෙසම තබා ගන්නා චලනයක් සොයන්න.</translation>
    </message>
    <message>
        <source>Right: your chain stayed in your row, so North can lift nothing and passes. It is your move again.</source>
        <translation>හරි: ඔබේ දාමය ඔබේ පේළියේම රැඳුණි, එබැවින් උතුරට කිසිවක් ඔසවිය නොහැකි අතර වාරය මඟ හරියි. නැවතත් ඔබේ චලනයයි.</translation>
    </message>
    <message>
        <source>Your heap went round and put a seed in each of North&apos;s holes 1 to 4: now North can play.</source>
        <translation>ඔබේ ගොඩ වටේට ගොස් උතුරේ වළ 1 සිට 4 දක්වා එක් එක් වළට ඇටය බැගින් දැමුවේය: දැන් උතුරට ක්‍රීඩා කළ හැක.</translation>
    </message>
    <message>
        <source>The chain left seeds in North&apos;s holes 2 and 4 and ended in the puta: North can play again.</source>
        <translation>දාමය උතුරේ වළ 2 සහ 4 හි ඇට ඉතිරි කර පුතා වළෙන් අවසන් විය: උතුරට නැවත ක්‍රීඩා කළ හැක.</translation>
    </message>
    <message>
        <source>Count to four</source>
        <translation>හතර දක්වා ගණන් කරන්න</translation>
    </message>
    <message>
        <source>Make pasu in your own holes, and none in North&apos;s.</source>
        <translation>ඔබේම වළවල පසු සාදන්න, උතුරේ වළවල එකක්වත් නොසාදන්න.</translation>
    </message>
    <message>
        <source>A hole that reaches exactly four during a sowing is a pasu, and its four seeds go to the hole&apos;s owner. So a hole of yours with three seeds is a chance: one more seed makes four, for you.</source>
        <translation>බෙදීමක් අතරතුර හරියටම හතරකට ළඟා වන වළක් පසුවකි, එහි ඇට හතර වළේ හිමිකරුට යයි. එබැවින් ඇට තුනක් ඇති ඔබේ වළක් අවස්ථාවකි: තවත් එක් ඇටයකින් ඔබට හතරක් වේ.</translation>
    </message>
    <message>
        <source>Make your hole 5 a pasu.</source>
        <translation>ඔබේ වළ 5 පසුවක් කරන්න.</translation>
    </message>
    <message>
        <source>Right: the second seed of hole 3 brought hole 5 to four. A pasu: four seeds for you.</source>
        <translation>හරි: වළ 3 හි දෙවන ඇටය වළ 5 හතරකට ගෙන ආවේය. පසුවක්: ඔබට ඇට හතරක්.</translation>
    </message>
    <message>
        <source>You lifted hole 5 itself: its three seeds are sown away and the pasu is gone. That is at least 10 seeds worse.</source>
        <translation>ඔබ වළ 5 ම ඔසවා ගත්තා: එහි ඇට තුන ඉවතට බෙදුණු අතර පසුව නැති විය. එය අවම වශයෙන් ඇට 10 කින් නරකයි.</translation>
    </message>
    <message>
        <source>A pasu goes to the hole&apos;s owner, whoever sows. Here your hole 3 and North&apos;s hole 5 both hold three. Make a pasu for yourself, and none for North.</source>
        <translation>කවුරු බෙදුවත් පසුව වළේ හිමිකරුට යයි. මෙහි ඔබේ වළ 3 සහ උතුරේ වළ 5 දෙකෙහිම තුන බැගින් ඇත. ඔබට පසුවක් සාදා ගන්න, උතුරට එකක්වත් නොසාදන්න.</translation>
    </message>
    <message>
        <source>Right: your hole 3 reached four, and North&apos;s hole 5 was left alone.</source>
        <translation>හරි: ඔබේ වළ 3 හතරකට ළඟා වූ අතර උතුරේ වළ 5 නොවෙනස්ව පැවතුණි.</translation>
    </message>
    <message>
        <source>Your seeds went into North&apos;s row, and the relay from North&apos;s hole 4 brought North&apos;s hole 5 to four: a pasu for North, not for you.</source>
        <translation>ඔබේ ඇට උතුරේ පේළියට ගිය අතර, උතුරේ වළ 4 සිට ඔසවා බෙදීම උතුරේ වළ 5 හතරකට ගෙන ආවේය: පසුවක් උතුරට, ඔබට නොවේ.</translation>
    </message>
    <message>
        <source>You sowed your own three away, and the relays carried on into North&apos;s row until North&apos;s hole 5 reached four: a pasu for North.</source>
        <translation>ඔබ ඔබේම තුන ඉවතට බෙදුවා, උතුරේ වළ 5 හතරකට ළඟා වන තුරු ඔසවා බෙදීම් උතුරේ පේළියට දිගටම ගියේය: පසුවක් උතුරට.</translation>
    </message>
    <message>
        <source>Before you sow, count the holes with three seeds on both sides. Yours are pasu waiting for you; North&apos;s are pasu your own seeds could hand to North.</source>
        <translation>බෙදීමට පෙර, දෙපැත්තේම ඇට තුනක් ඇති වළවල් ගණන් කරන්න. ඔබේ ඒවා ඔබ එනතුරු බලා සිටින පසු වේ; උතුරේ ඒවා ඔබේම ඇටවලින් උතුරට භාර දිය හැකි පසු වේ.</translation>
    </message>
    <message>
        <source>Sow on into a capture</source>
        <translation>අල්ලා ගැනීමක් දක්වා දිගටම බෙදන්න</translation>
    </message>
    <message>
        <source>Follow the whole chain of sowings before you choose.</source>
        <translation>තෝරා ගැනීමට පෙර මුළු බෙදීම් දාමයම අනුගමනය කරන්න.</translation>
    </message>
    <message>
        <source>Your turn does not stop where your last seed falls. If the next hole has seeds you sow on, and an empty hole followed by a full one is a capture. Good players follow the whole chain before they choose.</source>
        <translation>ඔබේ අවසන් ඇටය වැටෙන තැනින් ඔබේ වාරය නතර නොවේ. ඊළඟ වළේ ඇට ඇත්නම් ඔබ දිගටම බෙදයි, හිස් වළකට පසු පිරුණු වළක් ඇත්නම් එය අල්ලා ගැනීමකි. හොඳ ක්‍රීඩකයෝ තෝරා ගැනීමට පෙර මුළු දාමයම අනුගමනය කරති.</translation>
    </message>
    <message>
        <source>Hole 4 or hole 5? Follow each one: one of them sows on and captures.</source>
        <translation>වළ 4 ද වළ 5 ද? එක එකක් අනුගමනය කරන්න: ඉන් එකක් දිගටම බෙදා අල්ලා ගනී.</translation>
    </message>
    <message>
        <source>Right: your last seed fell in hole 7, North&apos;s hole 1 had seeds to sow on, and that sowing ended just before an empty hole and a full one. Three seeds captured.</source>
        <translation>හරි: ඔබේ අවසන් ඇටය වළ 7 ට වැටුණි, උතුරේ වළ 1 හි දිගටම බෙදීමට ඇට තිබුණි, එම බෙදීම හිස් වළකට සහ පිරුණු වළකට මොහොතකට පෙර අවසන් විය. ඇට තුනක් අල්ලා ගත්තා.</translation>
    </message>
    <message>
        <source>Hole 5&apos;s last seed fell in North&apos;s hole 2, and the two holes after it were empty: your turn ended with nothing taken. At least 10 seeds worse.</source>
        <translation>වළ 5 හි අවසන් ඇටය උතුරේ වළ 2 ට වැටුණු අතර ඊට පසු වළවල් දෙකම හිස්ව තිබුණි: කිසිවක් නොගෙන ඔබේ වාරය අවසන් විය. අවම වශයෙන් ඇට 10 කින් නරකයි.</translation>
    </message>
    <message>
        <source>Another board. Which hole sows on into a capture?</source>
        <translation>තවත් පුවරුවක්. අල්ලා ගැනීමක් දක්වා දිගටම බෙදන්නේ කුමන වළද?</translation>
    </message>
    <message>
        <source>Right: the last seed fell in North&apos;s hole 2, you sowed on from North&apos;s hole 3, and that seed stopped before an empty hole and North&apos;s hole 6: two seeds for you.</source>
        <translation>හරි: අවසන් ඇටය උතුරේ වළ 2 ට වැටුණි, ඔබ උතුරේ වළ 3 සිට දිගටම බෙදුවා, එම ඇටය හිස් වළකට සහ උතුරේ වළ 6 ට පෙර නතර විය: ඔබට ඇට දෙකක්.</translation>
    </message>
    <message>
        <source>Hole 2&apos;s last seed fell in your hole 7, and North&apos;s holes 1 and 2 after it were empty: your turn ended.</source>
        <translation>වළ 2 හි අවසන් ඇටය ඔබේ වළ 7 ට වැටුණු අතර ඊට පසු ඇති උතුරේ වළ 1 සහ 2 හිස්ව තිබුණි: ඔබේ වාරය අවසන් විය.</translation>
    </message>
    <message>
        <source>One seed into hole 2, then two empty holes: your turn ended.</source>
        <translation>වළ 2 ට එක් ඇටයක්, ඉන්පසු හිස් වළවල් දෙකක්: ඔබේ වාරය අවසන් විය.</translation>
    </message>
    <message>
        <source>A chain can be long, but every link follows the same rule: look at the two holes after the last seed. Follow it in your head before you lift.</source>
        <translation>දාමයක් දිගු විය හැක, නමුත් සෑම පුරුකක්ම එකම නීතිය අනුගමනය කරයි: අවසන් ඇටයට පසු වළවල් දෙක බලන්න. ඔසවා ගැනීමට පෙර එය ඔබේ හිතින් අනුගමනය කරන්න.</translation>
    </message>
    <message>
        <source>Starve North at the end of a round</source>
        <translation>වටයක් අවසානයේ උතුරට ඇට නැති කරන්න</translation>
    </message>
    <message>
        <source>Keep your seeds at home when North is running out.</source>
        <translation>උතුරේ ඇට අවසන් වෙමින් පවතින විට ඔබේ ඇට ඔබේ පැත්තේම තබා ගන්න.</translation>
    </message>
    <message>
        <source>Late in a round, count North&apos;s seeds: North has only the two in its hole 7. When North has nothing to sow on its turn, the round ends and the seeds still in your row are yours.</source>
        <translation>වටයක අග භාගයේ උතුරේ ඇට ගණන් කරන්න: උතුරට ඇත්තේ තම වළ 7 හි ඇති දෙක පමණි. උතුරේ වාරයේදී බෙදීමට කිසිවක් නැති විට වටය අවසන් වන අතර ඔබේ පේළියේ තවමත් ඇති ඇට ඔබේ වේ.</translation>
    </message>
    <message>
        <source>Play a move that keeps your seeds in your own row.</source>
        <translation>ඔබේ ඇට ඔබේම පේළියේ තබා ගන්නා චලනයක් ක්‍රීඩා කරන්න.</translation>
    </message>
    <message>
        <source>Right: your seeds stayed at home. North has to sow its last two seeds into your row.</source>
        <translation>හරි: ඔබේ ඇට ඔබේ පැත්තේම රැඳුණි. උතුරට තම අවසන් ඇට දෙක ඔබේ පේළියට බෙදීමට සිදු වේ.</translation>
    </message>
    <message>
        <source>Hole 6&apos;s seeds ran into North&apos;s row: North has four more seeds to play with, and the round goes on. At least 16 seeds worse.</source>
        <translation>වළ 6 හි ඇට උතුරේ පේළියට දිව ගියේය: උතුරට ක්‍රීඩා කිරීමට තවත් ඇට හතරක් ලැබෙන අතර වටය දිගටම යයි. අවම වශයෙන් ඇට 16 කින් නරකයි.</translation>
    </message>
    <message>
        <source>North sowed its last seeds and took one of yours. Now North&apos;s row is empty. If it is still empty when North&apos;s turn comes, the round ends.</source>
        <translation>උතුර තම අවසන් ඇට බෙදා ඔබේ එකක් ගත්තේය. දැන් උතුරේ පේළිය හිස්ය. උතුරේ වාරය පැමිණෙන විට එය තවමත් හිස් නම් වටය අවසන් වේ.</translation>
    </message>
    <message>
        <source>End the round: sow without putting a seed in North&apos;s row.</source>
        <translation>වටය අවසන් කරන්න: උතුරේ පේළියට ඇටයක්වත් නොදමා බෙදන්න.</translation>
    </message>
    <message>
        <source>Right: North had nothing to sow, so the round ended and every seed in your row went to your store.</source>
        <translation>හරි: උතුරට බෙදීමට කිසිවක් නොතිබූ බැවින් වටය අවසන් වූ අතර ඔබේ පේළියේ සෑම ඇටයක්ම ඔබේ ගබඩාවට ගියේය.</translation>
    </message>
    <message>
        <source>Hole 6&apos;s seven seeds went round into North&apos;s row: North has seeds again and the round goes on. At least 20 seeds worse.</source>
        <translation>වළ 6 හි ඇට හත වටේට ගොස් උතුරේ පේළියට ගියේය: උතුරට නැවත ඇට ඇති අතර වටය දිගටම යයි. අවම වශයෙන් ඇට 20 කින් නරකයි.</translation>
    </message>
    <message>
        <source>North owned only 35 seeds: enough to fill five holes, so North&apos;s holes 1 and 2 are burnt for this round. Starve North at the end of each round and its side of the board keeps shrinking.</source>
        <translation>උතුරට හිමි වූයේ ඇට 35 ක් පමණි: වළවල් පහක් පිරවීමට ප්‍රමාණවත්, එබැවින් මෙම වටය සඳහා උතුරේ වළ 1 සහ 2 දැවී ඇත. සෑම වටයක් අවසානයේම උතුරට ඇට නැති කරන්න, එවිට පුවරුවේ එහි පැත්ත දිගටම හැකිලේ.</translation>
    </message>
    <message>
        <source>Where the big captures are</source>
        <translation>විශාල අල්ලා ගැනීම් ඇත්තේ කොතැනද</translation>
    </message>
    <message>
        <source>Your A, B and C face two of North&apos;s holes; a row of empty holes captures again and again.</source>
        <translation>ඔබේ A, B සහ C උතුරේ වළවල් දෙකකට ඉදිරියෙන් ඇත; හිස් වළවල් පේළියක් නැවත නැවතත් අල්ලා ගනී.</translation>
    </message>
    <message>
        <source>Your A, B and C are special: each has two of North&apos;s holes in its column, the top one and the middle one. A capture there can take both. Look at North&apos;s e with seven seeds and h with two: both face your empty B.</source>
        <translation>ඔබේ A, B සහ C විශේෂයි: එක එකක තීරුවේ උතුරේ වළවල් දෙකක් ඇත, ඉහළ එක සහ මැද එක. එහිදී කරන අල්ලා ගැනීමකට දෙකම ගත හැක. ඇට හතක් ඇති උතුරේ e සහ දෙකක් ඇති h බලන්න: දෙකම ඔබේ හිස් B ට ඉදිරියෙන් ඇත.</translation>
    </message>
    <message>
        <source>Find the biggest capture.</source>
        <translation>විශාලතම අල්ලා ගැනීම සොයන්න.</translation>
    </message>
    <message>
        <source>Right: A&apos;s seed fell into your empty B and took North&apos;s e and h, nine seeds.</source>
        <translation>හරි: A හි ඇටය ඔබේ හිස් B ට වැටී උතුරේ e සහ h ගත්තේය, ඇට නවයක්.</translation>
    </message>
    <message>
        <source>E&apos;s seeds end in your empty G and take North&apos;s a: a single seed.</source>
        <translation>E හි ඇට ඔබේ හිස් G හි අවසන් වී උතුරේ a ගනී: එක් ඇටයක් පමණි.</translation>
    </message>
    <message>
        <source>After a capture the lone seed steps on into the next hole. If that hole is yours too, empty, and faces North&apos;s seeds, you capture again. Here your holes B to F are all empty, and North has seeds in each of their columns: a ladder.</source>
        <translation>අල්ලා ගැනීමකින් පසු තනි ඇටය ඊළඟ වළට පියවර තබයි. එම වළද ඔබේ, හිස්, සහ උතුරේ ඇටවලට ඉදිරියෙන් ඇත්නම්, ඔබ නැවත අල්ලා ගනී. මෙහි ඔබේ වළ B සිට F දක්වා සියල්ල හිස් වන අතර, ඒවායේ එක් එක් තීරුවේ උතුරට ඇට ඇත: ඉණිමඟක්.</translation>
    </message>
    <message>
        <source>Find the move that climbs the ladder.</source>
        <translation>ඉණිමඟ නගින චලනය සොයන්න.</translation>
    </message>
    <message>
        <source>Right: A&apos;s last seed fell into your empty C and took North&apos;s i. The lone seed stepped into D and took c, into E and took b, into F and took the four in a: seven seeds in one turn.</source>
        <translation>හරි: A හි අවසන් ඇටය ඔබේ හිස් C ට වැටී උතුරේ i ගත්තේය. තනි ඇටය D ට පියවර තබා c ගත්තේය, E ට ගොස් b ගත්තේය, F ට ගොස් a හි ඇති හතර ගත්තේය: එක් වාරයකින් ඇට හතක්.</translation>
    </message>
    <message>
        <source>G&apos;s two seeds end in your empty I and take North&apos;s c, one seed. The lone seed then lands on North&apos;s a and sows its five seeds into North&apos;s row, and your turn ends.</source>
        <translation>G හි ඇට දෙක ඔබේ හිස් I හි අවසන් වී උතුරේ c ගනී, එක් ඇටයක්. ඉන්පසු තනි ඇටය උතුරේ a මත වැටී එහි ඇට පහ උතුරේ පේළියට බෙදයි, ඔබේ වාරය අවසන් වේ.</translation>
    </message>
    <message>
        <source>H&apos;s four seeds go into I and North&apos;s a, b and c; c&apos;s two seeds go on into d and e, an empty hole of North&apos;s: nothing captured.</source>
        <translation>H හි ඇට හතර I ට සහ උතුරේ a, b සහ c ට යයි; c හි ඇට දෙක d ට සහ උතුරේ හිස් වළක් වන e ට දිගටම යයි: කිසිවක් අල්ලා ගත්තේ නැත.</translation>
    </message>
    <message>
        <source>Guard your columns</source>
        <translation>ඔබේ තීරු රකින්න</translation>
    </message>
    <message>
        <source>North captures down the columns too: fill the empty holes that face your heaps.</source>
        <translation>උතුරද තීරු දිගේ අල්ලා ගනී: ඔබේ ගොඩවලට ඉදිරියෙන් ඇති හිස් වළවල් පුරවන්න.</translation>
    </message>
    <message>
        <source>North captures the way you do: a last seed in an empty hole of North&apos;s takes your seeds in its column. North&apos;s b faces your E and H, and c faces your D and I. Both are empty now, and your E holds eight seeds, your I four.</source>
        <translation>උතුර අල්ලා ගන්නේද ඔබ මෙන්මය: උතුරේ හිස් වළකට වැටෙන අවසන් ඇටයක් එහි තීරුවේ ඇති ඔබේ ඇට ගනී. උතුරේ b ඔබේ E සහ H ට ද, c ඔබේ D සහ I ට ද ඉදිරියෙන් ඇත. දැන් දෙකම හිස්ය, ඔබේ E හි ඇට අටක් ද, ඔබේ I හි හතරක් ද ඇත.</translation>
    </message>
    <message>
        <source>F takes North&apos;s two seeds in a at once. Watch it.</source>
        <translation>F වහාම a හි ඇති උතුරේ ඇට දෙක ගනී. එය බලන්න.</translation>
    </message>
    <message>
        <source>Your move left a single seed in North&apos;s a, just before North&apos;s empty b and c. Watch North&apos;s answer.</source>
        <translation>ඔබේ චලනය උතුරේ හිස් b සහ c ට මොහොතකට පෙර, උතුරේ a හි තනි ඇටයක් ඉතිරි කළේය. උතුරේ පිළිතුර බලන්න.</translation>
    </message>
    <message>
        <source>North&apos;s seed stepped into the empty b and took your E, then into the empty c and took your I. You had no seeds left, so North took the whole board. Start again: North&apos;s b and c must not stay empty. Find the best move.</source>
        <translation>උතුරේ ඇටය හිස් b ට පියවර තබා ඔබේ E ගත්තේය, ඉන්පසු හිස් c ට ගොස් ඔබේ I ගත්තේය. ඔබට ඇට ඉතිරි නොවූ බැවින් උතුර මුළු පුවරුවම ගත්තේය. නැවත අරඹන්න: උතුරේ b සහ c හිස්ව නොතිබිය යුතුය. හොඳම චලනය සොයන්න.</translation>
    </message>
    <message>
        <source>Right: only I&apos;s four seeds crossed, into North&apos;s a, b, c and d, and d&apos;s seeds went on into e, f and g. North&apos;s b and c hold seeds now, and your E stays at home.</source>
        <translation>හරි: එගොඩ වූයේ I හි ඇට හතර පමණි, උතුරේ a, b, c සහ d ට; d හි ඇට e, f සහ g ට දිගටම ගියේය. දැන් උතුරේ b සහ c හි ඇට ඇති අතර ඔබේ E හි ඇට ඔබේ පැත්තේම රැඳේ.</translation>
    </message>
    <message>
        <source>You took two seeds, but North&apos;s b and c are still empty, facing your E and I.</source>
        <translation>ඔබ ඇට දෙකක් ගත්තා, නමුත් උතුරේ b සහ c තවමත් හිස්ව, ඔබේ E සහ I ට ඉදිරියෙන් ඇත.</translation>
    </message>
    <message>
        <source>E&apos;s seeds fill b and c too, but your big heap is gone: four of its seeds crossed to North and the rest are spread over F to I.</source>
        <translation>E හි ඇටද b සහ c පුරවයි, නමුත් ඔබේ විශාල ගොඩ නැති විය: එහි ඇට හතරක් උතුරට එගොඩ වූ අතර ඉතිරිය F සිට I දක්වා විසිරී ඇත.</translation>
    </message>
    <message>
        <source>H&apos;s seed sets off I, whose five seeds fill b and c too, but all five crossed into North&apos;s row.</source>
        <translation>H හි ඇටය I මත වැටී එය ඔසවා බෙදීමට සලස්වයි; එහි ඇට පහද b සහ c පුරවයි, නමුත් පහම උතුරේ පේළියට එගොඩ විය.</translation>
    </message>
    <message>
        <source>When North runs dry</source>
        <translation>උතුරේ ඇට අවසන් වූ විට</translation>
    </message>
    <message>
        <source>If North has no seeds, end your turn without feeding North and the board is yours.</source>
        <translation>උතුරට ඇට නැත්නම්, උතුරට ඇට නොදී ඔබේ වාරය අවසන් කරන්න, එවිට පුවරුව ඔබේය.</translation>
    </message>
    <message>
        <source>North&apos;s holes are all empty. The game ends when the player to move has no seeds, and the other player then takes every seed left on the board. So if your turn ends and North still has nothing, the nineteen seeds on your side are yours.</source>
        <translation>උතුරේ වළවල් සියල්ල හිස්ය. චලනය කළ යුතු ක්‍රීඩකයාට ඇට නැති විට ක්‍රීඩාව අවසන් වන අතර, එවිට අනෙක් ක්‍රීඩකයා පුවරුවේ ඉතිරි සියලු ඇට ගනී. එබැවින් ඔබේ වාරය අවසන් වන විට උතුරට තවමත් කිසිවක් නැත්නම්, ඔබේ පැත්තේ ඇති ඇට දහනවය ඔබේය.</translation>
    </message>
    <message>
        <source>You have 14 in your store, North 21. Win the game now.</source>
        <translation>ඔබේ ගබඩාවේ 14 ක් ඇත, උතුරේ 21 ක්. දැන් ක්‍රීඩාව ජය ගන්න.</translation>
    </message>
    <message>
        <source>Right: A&apos;s seed stayed on your side and your turn ended. North had nothing to play, so you took the board: 33 against 21.</source>
        <translation>හරි: A හි ඇටය ඔබේ පැත්තේම රැඳුණු අතර ඔබේ වාරය අවසන් විය. උතුරට ක්‍රීඩා කිරීමට කිසිවක් නොතිබූ බැවින් ඔබ පුවරුව ගත්තා: 21 ට එරෙහිව 33.</translation>
    </message>
    <message>
        <source>G&apos;s fourteen seeds went round the board: you captured four, but eight seeds stayed in North&apos;s row and North plays on.</source>
        <translation>G හි ඇට දාහතර පුවරුව වටා ගියේය: ඔබ හතරක් අල්ලා ගත්තා, නමුත් ඇට අටක් උතුරේ පේළියේ රැඳුණු අතර උතුර දිගටම ක්‍රීඩා කරයි.</translation>
    </message>
    <message>
        <source>I&apos;s seed went into North&apos;s a: North now has a seed to play, and the game goes on.</source>
        <translation>I හි ඇටය උතුරේ a ට ගියේය: දැන් උතුරට ක්‍රීඩා කිරීමට ඇටයක් ඇති අතර ක්‍රීඩාව දිගටම යයි.</translation>
    </message>
    <message>
        <source>Another end: 24 in your store, 26 in North&apos;s, four seeds of yours on the board. You need all four. Win the game.</source>
        <translation>තවත් අවසානයක්: ඔබේ ගබඩාවේ 24 ක්, උතුරේ ගබඩාවේ 26 ක්, පුවරුවේ ඔබේ ඇට හතරක්. ඔබට හතරම අවශ්‍යයි. ක්‍රීඩාව ජය ගන්න.</translation>
    </message>
    <message>
        <source>Right: 24 and your four seeds make 28, against North&apos;s 26. Count before the last moves: every seed you sow into North&apos;s row is a seed you may never see again.</source>
        <translation>හරි: 24 සහ ඔබේ ඇට හතර එකතුව 28 ක්, උතුරේ 26 ට එරෙහිව. අවසන් චලනවලට පෙර ගණන් කරන්න: ඔබ උතුරේ පේළියට බෙදන සෑම ඇටයක්ම ඔබට නැවත කිසිදා නොදැකිය හැකි ඇටයකි.</translation>
    </message>
    <message>
        <source>I&apos;s seed went into North&apos;s a: North has a seed to play, and the game goes on.</source>
        <translation>I හි ඇටය උතුරේ a ට ගියේය: උතුරට ක්‍රීඩා කිරීමට ඇටයක් ඇති අතර ක්‍රීඩාව දිගටම යයි.</translation>
    </message>
    <message>
        <source>G&apos;s seed made two in H, and they went on into I and North&apos;s a: North has a seed to play.</source>
        <translation>G හි ඇටය H හි දෙකක් කළ අතර ඒවා I ට සහ උතුරේ a ට දිගටම ගියේය: උතුරට ක්‍රීඩා කිරීමට ඇටයක් ඇත.</translation>
    </message>
</context>
<context>
    <name>LibraryEntry</name>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>නැවත නරඹන්න</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>දිගටම කරන්න</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>සමාලෝචනය</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>අපනයනය…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>මකන්න</translation>
    </message>
</context>
<context>
    <name>LibraryPage</name>
    <message>
        <source>Library</source>
        <translation>පුස්තකාලය</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ ආපසු</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>ආයාත කරන්න…</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>සියලු ක්‍රීඩා</translation>
    </message>
    <message>
        <source>All opponents</source>
        <translation>සියලු ප්‍රතිවාදීන්</translation>
    </message>
    <message>
        <source>1 game</source>
        <translation>ක්‍රීඩා 1</translation>
    </message>
    <message numerus="yes">
        <source>%n games</source>
        <translation>
            <numerusform>ක්‍රීඩා %n</numerusform>
            <numerusform>ක්‍රීඩා %n</numerusform>
        </translation>
    </message>
    <message>
        <source>No games yet. Every game you play is kept here, finished or not.</source>
        <translation>තවම ක්‍රීඩා නැත. ඔබ කරන සෑම ක්‍රීඩාවක්ම, අවසන් වුවත් නැතත්, මෙහි තබා ගැනේ.</translation>
    </message>
    <message>
        <source>No game matches these filters.</source>
        <translation>මෙම පෙරහන්වලට ගැළපෙන ක්‍රීඩාවක් නැත.</translation>
    </message>
    <message>
        <source>Delete this game?</source>
        <translation>මෙම ක්‍රීඩාව මකන්නද?</translation>
    </message>
    <message>
        <source>The game is removed from the library for good.</source>
        <translation>ක්‍රීඩාව පුස්තකාලයෙන් සදහටම ඉවත් කෙරේ.</translation>
    </message>
    <message>
        <source>Export the game</source>
        <translation>ක්‍රීඩාව අපනයනය කරන්න</translation>
    </message>
    <message>
        <source>Cowrie game records (*.json)</source>
        <translation>Cowrie ක්‍රීඩා වාර්තා (*.json)</translation>
    </message>
    <message>
        <source>Import a game</source>
        <translation>ක්‍රීඩාවක් ආයාත කරන්න</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>සියලු ගොනු (*)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>අපනයනය</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>ආයාත කරන්න</translation>
    </message>
</context>
<context>
    <name>LibraryStats</name>
    <message>
        <source>Against the computer</source>
        <translation>පරිගණකයට එරෙහිව</translation>
    </message>
    <message>
        <source>No finished game against the computer yet.</source>
        <translation>පරිගණකයට එරෙහිව තවම අවසන් කළ ක්‍රීඩාවක් නැත.</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>මට්ටම</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>ක්‍රීඩා කළ</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>ජය</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>පරාජය</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>සම</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>හොඳම</translation>
    </message>
    <message>
        <source>%1&lt;br&gt;&lt;b&gt;%2&lt;/b&gt;</source>
        <translation>%1&lt;br&gt;&lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Cowrie — %1</source>
        <translation>Cowrie — %1</translation>
    </message>
    <message>
        <source>Cowrie</source>
        <translation>Cowrie</translation>
    </message>
    <message>
        <source>Welcome to Cowrie</source>
        <translation>Cowrie වෙත සාදරයෙන් පිළිගනිමු</translation>
    </message>
    <message>
        <source>New to mancala? Each game has short lessons on the real board: ten minutes and you are ready to play the computer. The first game, Kalah, is the best-known mancala and a good start.</source>
        <translation>මංකල ක්‍රීඩාවට අලුත්ද? සෑම ක්‍රීඩාවකටම සැබෑ පුවරුව මත කෙටි පාඩම් ඇත: විනාඩි දහයකින් ඔබ පරිගණකය සමඟ ක්‍රීඩා කිරීමට සූදානම්. පළමු ක්‍රීඩාව වන Kalah, වඩාත් ප්‍රසිද්ධ මංකල ක්‍රීඩාව වන අතර ආරම්භයට හොඳය.</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>දැන් නොවේ</translation>
    </message>
    <message>
        <source>Learn %1</source>
        <translation>%1 ඉගෙන ගන්න</translation>
    </message>
    <message>
        <source>Continue your game?</source>
        <translation>ඔබේ ක්‍රීඩාව දිගටම කරන්නද?</translation>
    </message>
    <message>
        <source>You have an unfinished game</source>
        <translation>ඔබට අවසන් නොකළ ක්‍රීඩාවක් ඇත</translation>
    </message>
    <message>
        <source>%1. Starting a new game of the same kind discards it.</source>
        <translation>%1. එම වර්ගයේම නව ක්‍රීඩාවක් ඇරඹීමෙන් එය ඉවත දැමේ.</translation>
    </message>
    <message>
        <source>Resume it</source>
        <translation>එය දිගටම කරන්න</translation>
    </message>
    <message>
        <source>Discard it and start</source>
        <translation>එය ඉවත දමා අරඹන්න</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>අවලංගු කරන්න</translation>
    </message>
    <message>
        <source>The saved game was set aside</source>
        <translation>සුරකින ලද ක්‍රීඩාව පසෙකට තබන ලදී</translation>
    </message>
</context>
<context>
    <name>MoveListPanel</name>
    <message>
        <source>Moves</source>
        <translation>චලන</translation>
    </message>
    <message>
        <source>No moves yet</source>
        <translation>තවම චලන නැත</translation>
    </message>
    <message>
        <source>Moves again</source>
        <translation>නැවත චලනය කරයි</translation>
    </message>
    <message>
        <source>The round ends</source>
        <translation>වටය අවසන් වේ</translation>
    </message>
</context>
<context>
    <name>MovePreview</name>
    <message>
        <source>If you sow here: the dots show where the seeds fall; the last one lands in your store.</source>
        <extracomment>The hover preview&apos;s legend, under the board.</extracomment>
        <translation>මෙතැන වපුරුවොත්: බීජ වැටෙන තැන් තිත් වලින් පෙන්වයි; අවසාන බීජය ඔබේ ගබඩාවට වැටේ.</translation>
    </message>
    <message>
        <source>If you sow here: the dots show where the seeds fall.</source>
        <extracomment>The hover preview&apos;s legend, under the board: the hole the last seed lands in is captured (ringed in green, said next), so it has no ring of its own.</extracomment>
        <translation>මෙතැන වපුරුවොත්: බීජ වැටෙන තැන් තිත් වලින් පෙන්වයි.</translation>
    </message>
    <message>
        <source>If you sow here: the dots show where the seeds fall, the blue ring where the last one lands.</source>
        <translation>මෙතැන වපුරුවොත්: බීජ වැටෙන තැන් තිත් වලින් ද, අවසාන බීජය වැටෙන වළ නිල් මුද්ද වලින් ද පෙන්වයි.</translation>
    </message>
    <message>
        <source>You capture the seeds of the green rings.</source>
        <extracomment>The hover preview&apos;s legend: the holes captured are ringed in green.</extracomment>
        <translation>කොළ පාට මුදු වල බීජ ඔබ අල්ලා ගනී.</translation>
    </message>
    <message numerus="yes">
        <source>+%n captured into your store (green rings).</source>
        <translation>
            <numerusform>+%n බීජයක් ඔබේ ගබඩාවට අල්ලා ගැනේ (කොළ පාට මුදු).</numerusform>
            <numerusform>+%n බීජ ඔබේ ගබඩාවට අල්ලා ගැනේ (කොළ පාට මුදු).</numerusform>
        </translation>
    </message>
    <message>
        <source>You move again.</source>
        <extracomment>The hover preview&apos;s legend.</extracomment>
        <translation>ඔබ නැවත චලනය කරයි.</translation>
    </message>
</context>
<context>
    <name>MuteButton</name>
    <message>
        <source>Mute the sounds</source>
        <translation>ශබ්ද නිහඬ කරන්න</translation>
    </message>
</context>
<context>
    <name>Narration</name>
    <message>
        <source>%1 lifts the seeds of %2.</source>
        <translation>%1, %2 හි ඇට ඔසවයි.</translation>
    </message>
    <message numerus="yes">
        <source>%1 lifts %n seeds from %2.</source>
        <extracomment>%1 is a player&apos;s name, %2 a place (&quot;South&apos;s hole 3&quot;); %n the seeds.</extracomment>
        <translation>
            <numerusform>%1, %2 වෙතින් ඇට %n ක් ඔසවයි.</numerusform>
            <numerusform>%1, %2 වෙතින් ඇට %n ක් ඔසවයි.</numerusform>
        </translation>
    </message>
    <message>
        <source>Relay: the last seed fell in %2, which held seeds; %1 lifts them all and sows on.</source>
        <translation>ඔසවා බෙදීම: අවසාන ඇටය ඇට තිබූ %2 හි වැටුණි; %1 ඒ සියල්ල ඔසවා දිගටම බෙදයි.</translation>
    </message>
    <message numerus="yes">
        <source>Relay: the last seed fell in %2, which held seeds; %1 lifts all %n and sows on.</source>
        <translation>
            <numerusform>ඔසවා බෙදීම: අවසාන ඇටය ඇට තිබූ %2 හි වැටුණි; %1 ඇට %n ම ඔසවා දිගටම බෙදයි.</numerusform>
            <numerusform>ඔසවා බෙදීම: අවසාන ඇටය ඇට තිබූ %2 හි වැටුණි; %1 ඇට %n ම ඔසවා දිගටම බෙදයි.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 lifts the seeds of %2 and sows on.</source>
        <translation>%1, %2 හි ඇට ඔසවා දිගටම බෙදයි.</translation>
    </message>
    <message numerus="yes">
        <source>%1 lifts the %n seeds of %2 and sows on.</source>
        <translation>
            <numerusform>%1, %2 හි ඇති ඇට %n ඔසවා දිගටම බෙදයි.</numerusform>
            <numerusform>%1, %2 හි ඇති ඇට %n ඔසවා දිගටම බෙදයි.</numerusform>
        </translation>
    </message>
    <message>
        <source>The hole after the last seed is empty: %1 captures the seeds of %2, beyond it.</source>
        <translation>අවසාන ඇටයට පසු වළ හිස්ය: %1, ඉන් ඔබ්බෙහි ඇති %2 හි ඇට අල්ලා ගනී.</translation>
    </message>
    <message>
        <source>%1 captures the seeds of %2.</source>
        <translation>%1, %2 හි ඇට අල්ලා ගනී.</translation>
    </message>
    <message numerus="yes">
        <source>The hole after the last seed is empty: %1 captures the %n seeds of %2, beyond it.</source>
        <translation>
            <numerusform>අවසාන ඇටයට පසු වළ හිස්ය: %1, ඉන් ඔබ්බෙහි ඇති %2 හි ඇට %n අල්ලා ගනී.</numerusform>
            <numerusform>අවසාන ඇටයට පසු වළ හිස්ය: %1, ඉන් ඔබ්බෙහි ඇති %2 හි ඇට %n අල්ලා ගනී.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 captures %n seeds from %2.</source>
        <extracomment>%1 is a player&apos;s name, %2 a place (&quot;North&apos;s hole 3&quot;); %n the seeds.</extracomment>
        <translation>
            <numerusform>%1, %2 වෙතින් ඇට %n ක් අල්ලා ගනී.</numerusform>
            <numerusform>%1, %2 වෙතින් ඇට %n ක් අල්ලා ගනී.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pasu! %1 reached four: its seeds go to %2&apos;s store.</source>
        <extracomment>Pasu (Tamil, pallankuzhi): a hole that reaches four seeds. %1 is a place, %2 a player&apos;s name.</extracomment>
        <translation>පසු! %1 හි ඇට හතරක් විය: එහි ඇට %2 පැත්තේ ගබඩාවට යයි.</translation>
    </message>
    <message numerus="yes">
        <source>Pasu! %1 reached four: its %n seeds go to %2&apos;s store.</source>
        <extracomment>Pasu (Tamil, pallankuzhi): a hole that reaches four seeds. %1 is a place, %2 a player&apos;s name.</extracomment>
        <translation>
            <numerusform>පසු! %1 හි ඇට හතරක් විය: එහි ඇට %n ම %2 පැත්තේ ගබඩාවට යයි.</numerusform>
            <numerusform>පසු! %1 හි ඇට හතරක් විය: එහි ඇට %n ම %2 පැත්තේ ගබඩාවට යයි.</numerusform>
        </translation>
    </message>
    <message>
        <source>The last seed fell in %1&apos;s own store: %1 moves again.</source>
        <translation>අවසාන ඇටය %1 පැත්තේම ගබඩාවට වැටුණි: %1 නැවත චලනය කරයි.</translation>
    </message>
    <message>
        <source>%1 moves again.</source>
        <translation>%1 නැවත චලනය කරයි.</translation>
    </message>
    <message>
        <source>%1 has no seeds to sow and passes.</source>
        <translation>%1 හට බෙදීමට ඇට නැති බැවින් වාරය මඟ හරියි.</translation>
    </message>
    <message>
        <source>The race is over: a sowing ended in an empty hole. The players now take turns.</source>
        <translation>වේග තරඟය අවසන්: බෙදීමක් හිස් වළක අවසන් විය. දැන් ක්‍රීඩකයන් වාරයෙන් වාරය ක්‍රීඩා කරයි.</translation>
    </message>
    <message>
        <source>This game is over: %1.</source>
        <translation>මෙම ක්‍රීඩාව අවසන්: %1.</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>වටය අවසන්.</translation>
    </message>
    <message>
        <source>The round is over: %1.</source>
        <translation>වටය අවසන්: %1.</translation>
    </message>
    <message>
        <source>The seeds left in the holes go to the stores of their owners.</source>
        <translation>වළවල්වල ඉතිරි ඇට ඒවායේ හිමිකරුවන්ගේ ගබඩාවලට යයි.</translation>
    </message>
    <message>
        <source>The game is over: a draw.</source>
        <extracomment>%1 is why the game ended.</extracomment>
        <translation>ක්‍රීඩාව අවසන්: සම ජයකි.</translation>
    </message>
    <message>
        <source>The game is over: %1 wins.</source>
        <translation>ක්‍රීඩාව අවසන්: %1 ජය ගනී.</translation>
    </message>
    <message>
        <source>A new round: both players fill their holes again from their stores.</source>
        <translation>නව වටයක්: ක්‍රීඩකයන් දෙදෙනාම තම ගබඩාවලින් නැවත වළවල් පුරවයි.</translation>
    </message>
    <message>
        <source>%1 is blind (kana): out of play for this phase.</source>
        <extracomment>Kana (Sinhala): a blind hole, out of play. %1 is a place.</extracomment>
        <translation>%1 කණ වළකි: මෙම අදියරේදී ක්‍රීඩාවෙන් බැහැරය.</translation>
    </message>
    <message>
        <source>%1 is burnt: out of play for this round.</source>
        <translation>%1 දැවී ඇත: මෙම වටයේදී ක්‍රීඩාවෙන් බැහැරය.</translation>
    </message>
    <message>
        <source>%1 is a puta: it cannot be lifted or eaten this phase.</source>
        <extracomment>Puta (Sinhala, olinda keliya): a privileged hole. %1 is a place.</extracomment>
        <translation>%1 පුතා වළකි: මෙම අදියරේදී එය ඔසවීමට හෝ කෑමට නොහැක.</translation>
    </message>
    <message>
        <source>%1 is a naga: it cannot be lifted or eaten this phase.</source>
        <extracomment>Naga (Sinhala, olinda keliya): a privileged hole. %1 is a place.</extracomment>
        <translation>%1 නගා වළකි: මෙම අදියරේදී එය ඔසවීමට හෝ කෑමට නොහැක.</translation>
    </message>
    <message>
        <source>The sowing skips %1, the hole it started from.</source>
        <translation>බෙදීම, එය ඇරඹුණු වළ වන %1 මඟ හරියි.</translation>
    </message>
    <message>
        <source>%1 holds three: passed over.</source>
        <translation>%1 හි ඇට තුනක් ඇත: මඟ හැරේ.</translation>
    </message>
    <message>
        <source>%1 is passed over.</source>
        <translation>%1 මඟ හැරේ.</translation>
    </message>
    <message numerus="yes">
        <source>%1 is passed over (it holds %n).</source>
        <translation>
            <numerusform>%1 මඟ හැරේ (එහි ඇට %n ක් ඇත).</numerusform>
            <numerusform>%1 මඟ හැරේ (එහි ඇට %n ක් ඇත).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation>දැන් %1 චලනය කළ යුතුය.</translation>
    </message>
    <message>
        <source>After the capture the turn passes to %1.</source>
        <translation>අල්ලා ගැනීමෙන් පසු වාරය %1 වෙත යයි.</translation>
    </message>
    <message>
        <source>The last seed fell in %1, a privileged hole: the turn passes to %2.</source>
        <translation>අවසාන ඇටය වරප්‍රසාදිත වළක් වන %1 හි වැටුණි: වාරය %2 වෙත යයි.</translation>
    </message>
    <message>
        <source>The last seed fell in %1, an empty hole: the turn passes to %2.</source>
        <translation>අවසාන ඇටය හිස් වළක් වන %1 හි වැටුණි: වාරය %2 වෙත යයි.</translation>
    </message>
    <message>
        <source>The sowing stops at %1: the turn passes to %2.</source>
        <extracomment>%1 is a place (&quot;South&apos;s hole 3&quot;), %2 a player&apos;s name.</extracomment>
        <translation>බෙදීම %1 හි නතර වේ: වාරය %2 වෙත යයි.</translation>
    </message>
    <message>
        <source>%1&apos;s store</source>
        <extracomment>A place on the board: %1 is a player&apos;s name.</extracomment>
        <translation>%1 පැත්තේ ගබඩාව</translation>
    </message>
    <message>
        <source>%1&apos;s hole %2</source>
        <extracomment>A place on the board: %1 is a player&apos;s name, %2 the hole&apos;s number or letter.</extracomment>
        <translation>%1 පැත්තේ වළ %2</translation>
    </message>
    <message numerus="yes">
        <source>The sowing relays %n times.</source>
        <translation>
            <numerusform>ඔසවා බෙදීම %n වරක් සිදු වේ.</numerusform>
            <numerusform>ඔසවා බෙදීම %n වරක් සිදු වේ.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s holes are empty</source>
        <extracomment>Why a round or game ended. %1 is a player&apos;s name.</extracomment>
        <translation>%1 පැත්තේ වළවල් හිස්ය</translation>
    </message>
    <message>
        <source>%1 is to move and has no seeds to sow</source>
        <extracomment>Why a round or game ended. %1 is a player&apos;s name.</extracomment>
        <translation>චලනය කළ යුත්තේ %1 වුවත් බෙදීමට ඇට නැත</translation>
    </message>
    <message>
        <source>the player to move has no seeds to sow</source>
        <extracomment>Why a round or game ended.</extracomment>
        <translation>චලනය කළ යුතු ක්‍රීඩකයාට බෙදීමට ඇට නැත</translation>
    </message>
    <message>
        <source>%1 is to move and every possible move would sow forever</source>
        <extracomment>Why a round or game ended (docs/rules/README.md#G2). %1 is a player&apos;s name.</extracomment>
        <translation>චලනය කළ යුත්තේ %1 වුවත් හැකි සෑම චලනයකින්ම නිමක් නැතිව බෙදීම සිදු වේ</translation>
    </message>
    <message>
        <source>neither player can lift a seed</source>
        <extracomment>Why a phase ended (olinda keliya, O6): only privileged holes hold seeds.</extracomment>
        <translation>කිසිදු ක්‍රීඩකයෙකුට ඇටයක්වත් ඔසවීමට නොහැක</translation>
    </message>
    <message>
        <source>%1 has won the rounds needed</source>
        <extracomment>Why a game ended. %1 is the winner&apos;s name.</extracomment>
        <translation>%1 අවශ්‍ය වට ගණන දිනා ඇත</translation>
    </message>
    <message>
        <source>%1 cannot fill a single hole</source>
        <extracomment>Why a game ended. %1 is a player&apos;s name.</extracomment>
        <translation>%1 හට එක වළක්වත් පිරවිය නොහැක</translation>
    </message>
    <message>
        <source>neither player can fill a single hole</source>
        <extracomment>Why a game ended in a draw.</extracomment>
        <translation>ක්‍රීඩකයන් දෙදෙනාටම එක වළක්වත් පිරවිය නොහැක</translation>
    </message>
    <message>
        <source>%1 has no seeds left for a new phase</source>
        <extracomment>Why a game ended (olinda keliya). %1 is a player&apos;s name.</extracomment>
        <translation>නව අදියරකට %1 හට ඇට ඉතිරි නැත</translation>
    </message>
    <message>
        <source>every game of the match is played</source>
        <extracomment>Why a match of three-row ended (T4).</extracomment>
        <translation>තරඟයේ සියලු ක්‍රීඩා ක්‍රීඩා කර අවසන්</translation>
    </message>
    <message>
        <source>three rounds ended in a row without a move</source>
        <extracomment>Why a game ended (P-D1, O-D2): rounds that ended before anyone moved.</extracomment>
        <translation>චලනයක් නොමැතිව වට තුනක් අඛණ්ඩව අවසන් විය</translation>
    </message>
    <message>
        <source>Every seed %1 has lies in a puta or naga, which cannot be lifted: %1 passes.</source>
        <extracomment>Olinda keliya (O6). %1 is a player&apos;s name.</extracomment>
        <translation>%1 සතු සියලු ඇට ඔසවිය නොහැකි පුතා හෝ නගා වළවල ඇත: %1 වාරය මඟ හරියි.</translation>
    </message>
    <message>
        <source>The game is over: %1. A draw.</source>
        <translation>ක්‍රීඩාව අවසන්: %1. සම ජයකි.</translation>
    </message>
    <message>
        <source>The game is over: %2. %1 wins.</source>
        <extracomment>%1 is the winner&apos;s name, %2 why the game ended.</extracomment>
        <translation>ක්‍රීඩාව අවසන්: %2. %1 ජය ගනී.</translation>
    </message>
    <message>
        <source>The hole after the last seed holds seeds: %1 lifts the seeds of %2 and sows on.</source>
        <translation>අවසාන ඇටයට පසු වළේ ඇට ඇත: %1, %2 හි ඇට ඔසවා දිගටම බෙදයි.</translation>
    </message>
    <message numerus="yes">
        <source>The hole after the last seed holds seeds: %1 lifts the %n seeds of %2 and sows on.</source>
        <extracomment>%1 is a player&apos;s name, %2 a place; %n the seeds.</extracomment>
        <translation>
            <numerusform>අවසාන ඇටයට පසු වළේ ඇට ඇත: %1, %2 හි ඇති ඇට %n ඔසවා දිගටම බෙදයි.</numerusform>
            <numerusform>අවසාන ඇටයට පසු වළේ ඇට ඇත: %1, %2 හි ඇති ඇට %n ඔසවා දිගටම බෙදයි.</numerusform>
        </translation>
    </message>
    <message>
        <source>After the capture %1 lifts the seeds of %2 and sows on.</source>
        <translation>අල්ලා ගැනීමෙන් පසු %1, %2 හි ඇට ඔසවා දිගටම බෙදයි.</translation>
    </message>
    <message numerus="yes">
        <source>After the capture %1 lifts the %n seeds of %2 and sows on.</source>
        <extracomment>%1 is a player&apos;s name, %2 a place; %n the seeds.</extracomment>
        <translation>
            <numerusform>අල්ලා ගැනීමෙන් පසු %1, %2 හි ඇති ඇට %n ඔසවා දිගටම බෙදයි.</numerusform>
            <numerusform>අල්ලා ගැනීමෙන් පසු %1, %2 හි ඇති ඇට %n ඔසවා දිගටම බෙදයි.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n: %2, the short player, passes over it.</source>
        <extracomment>Olinda keliya&apos;s short player (O10). %1 is a place, %2 a player&apos;s name.</extracomment>
        <translation>
            <numerusform>%1 හි ඇට %n ක් ඇත: අඩු ඇට ඇති ක්‍රීඩකයා වන %2 එය මඟ හරියි.</numerusform>
            <numerusform>%1 හි ඇට %n ක් ඇත: අඩු ඇට ඇති ක්‍රීඩකයා වන %2 එය මඟ හරියි.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The last seed fell in an empty hole of %1&apos;s own: %1 captures %n seeds from %2.</source>
        <extracomment>%1 is a player&apos;s name, %2 a place; %n the seeds.</extracomment>
        <translation>
            <numerusform>අවසාන ඇටය %1 පැත්තේම හිස් වළක වැටුණි: %1, %2 වෙතින් ඇට %n ක් අල්ලා ගනී.</numerusform>
            <numerusform>අවසාන ඇටය %1 පැත්තේම හිස් වළක වැටුණි: %1, %2 වෙතින් ඇට %n ක් අල්ලා ගනී.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The last seed fell in an empty hole of the opponent&apos;s: %1 captures %n seeds from %2.</source>
        <extracomment>%1 is a player&apos;s name, %2 a place; %n the seeds.</extracomment>
        <translation>
            <numerusform>අවසාන ඇටය ප්‍රතිවාදියාගේ හිස් වළක වැටුණි: %1, %2 වෙතින් ඇට %n ක් අල්ලා ගනී.</numerusform>
            <numerusform>අවසාන ඇටය ප්‍රතිවාදියාගේ හිස් වළක වැටුණි: %1, %2 වෙතින් ඇට %n ක් අල්ලා ගනී.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is burnt: the seed dropped in it goes to %2&apos;s store.</source>
        <extracomment>Congklak&apos;s burnt-hole penalty. %1 is a place, %2 a player&apos;s name.</extracomment>
        <translation>%1 දැවී ඇත: එයට වැටුණු ඇටය %2 පැත්තේ ගබඩාවට යයි.</translation>
    </message>
    <message>
        <source>The last seed made %2 four: %1 eats them.</source>
        <extracomment>Olinda keliya: the last seed makes a hole four. %1 is a player&apos;s name, %2 a place.</extracomment>
        <translation>අවසාන ඇටයෙන් %2 හි ඇට හතරක් විය: %1 ඒවා කයි.</translation>
    </message>
    <message numerus="yes">
        <source>%1, the short player, eats the %n seeds of %2.</source>
        <extracomment>Olinda keliya&apos;s short player (O10). %1 is a player&apos;s name, %2 a place; %n the seeds.</extracomment>
        <translation>
            <numerusform>අඩු ඇට ඇති ක්‍රීඩකයා වන %1, %2 හි ඇට %n කයි.</numerusform>
            <numerusform>අඩු ඇට ඇති ක්‍රීඩකයා වන %1, %2 හි ඇට %n කයි.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>To balance a partly filled hole, %n seeds of %2 go to %1&apos;s store.</source>
        <extracomment>Olinda keliya&apos;s balance at a new phase (O13). %1 is a player&apos;s name, %2 a place; %n the seeds.</extracomment>
        <translation>
            <numerusform>අර්ධව පිරවූ වළක් සමබර කිරීමට, %2 හි ඇට %n ක් %1 පැත්තේ ගබඩාවට යයි.</numerusform>
            <numerusform>අර්ධව පිරවූ වළක් සමබර කිරීමට, %2 හි ඇට %n ක් %1 පැත්තේ ගබඩාවට යයි.</numerusform>
        </translation>
    </message>
    <message>
        <source>The last seed fell in %1, and a store ends the turn: the turn passes to %2.</source>
        <extracomment>Chonka: a sowing ending in the store ends the turn. %1 is a place, %2 a player&apos;s name.</extracomment>
        <translation>අවසාන ඇටය %1 ට වැටුණි, ගබඩාව වාරය අවසන් කරයි: වාරය %2 වෙත යයි.</translation>
    </message>
    <message>
        <source>The last seed fell in %1, which held seeds: the turn passes to %2.</source>
        <translation>අවසාන ඇටය ඇට තිබූ %1 හි වැටුණි: වාරය %2 වෙත යයි.</translation>
    </message>
    <message>
        <source>The last seed fell in %1, an empty hole of the opponent&apos;s: the turn passes to %2.</source>
        <translation>අවසාන ඇටය ප්‍රතිවාදියාගේ හිස් වළක් වන %1 හි වැටුණි: වාරය %2 වෙත යයි.</translation>
    </message>
    <message>
        <source>The last seed fell in %1, an empty hole with nothing opposite to capture: the turn passes to %2.</source>
        <translation>අවසාන ඇටය හිස් වළක් වන %1 හි වැටුණි, ප්‍රතිවිරුද්ධයේ අල්ලා ගැනීමට කිසිවක් නැත: වාරය %2 වෙත යයි.</translation>
    </message>
    <message>
        <source>The last seed fell in %1, a burnt hole: the turn passes to %2.</source>
        <translation>අවසාන ඇටය දැවුණු වළක් වන %1 හි වැටුණි: වාරය %2 වෙත යයි.</translation>
    </message>
    <message>
        <source>The last seed fell in %1, and the next two holes, %2 and %3, are empty: the turn passes to %4.</source>
        <extracomment>Pallankuzhi&apos;s turn end: %1, %2 and %3 are places, %4 a player&apos;s name.</extracomment>
        <translation>අවසාන ඇටය %1 හි වැටුණි, ඊළඟ වළවල් දෙක වන %2 සහ %3 හිස්ය: වාරය %4 වෙත යයි.</translation>
    </message>
    <message>
        <source>After the capture no hole holds seeds to go on from: the turn passes to %1.</source>
        <translation>අල්ලා ගැනීමෙන් පසු දිගටම බෙදීමට ඇට ඇති වළක් නැත: වාරය %1 වෙත යයි.</translation>
    </message>
    <message>
        <source>The hole after the eaten one is empty: the turn passes to %1.</source>
        <translation>කෑ වළට පසු වළ හිස්ය: වාරය %1 වෙත යයි.</translation>
    </message>
    <message>
        <source>The hole after the eaten one is a puta or naga: the turn passes to %1.</source>
        <translation>කෑ වළට පසු වළ පුතා හෝ නගා වළකි: වාරය %1 වෙත යයි.</translation>
    </message>
    <message>
        <source>The last seed fell in %1, an empty hole, but the opponent&apos;s column is empty: the turn passes to %2.</source>
        <translation>අවසාන ඇටය හිස් වළක් වන %1 හි වැටුණි, නමුත් ප්‍රතිවාදියාගේ තීරුව හිස්ය: වාරය %2 වෙත යයි.</translation>
    </message>
    <message>
        <source>%1 has no seeds left to sow: the turn passes to %2.</source>
        <extracomment>Congklak (C8): another move earned with an empty row. %1 and %2 are players&apos; names.</extracomment>
        <translation>%1 හට බෙදීමට ඇට ඉතිරි නැත: වාරය %2 වෙත යයි.</translation>
    </message>
    <message>
        <source>%1 passed: %2 moves again.</source>
        <extracomment>%1 and %2 are players&apos; names.</extracomment>
        <translation>%1 වාරය මඟ හැරියේය: %2 නැවත චලනය කරයි.</translation>
    </message>
    <message>
        <source>Both sowings are over: the longer one moves first (%2&apos;s on a tie), so the turn passes to %1.</source>
        <extracomment>The simultaneous start (C3). %1 is the player to move, %2 South&apos;s name.</extracomment>
        <translation>බෙදීම් දෙකම අවසන්: දිගු බෙදීම කළ අය පළමුව චලනය කරයි (සම නම් %2), එබැවින් වාරය %1 වෙත යයි.</translation>
    </message>
    <message>
        <source>Both sowings ended in an empty hole at once: %1 has the first turn.</source>
        <translation>බෙදීම් දෙකම එකවර හිස් වළක අවසන් විය: පළමුව ක්‍රීඩා කරන්නේ %1.</translation>
    </message>
    <message>
        <source>%1 landed in an empty hole first: %1 has the first turn.</source>
        <translation>%1 පළමුව හිස් වළක නතර විය: පළමුව ක්‍රීඩා කරන්නේ %1.</translation>
    </message>
    <message>
        <source>Both own as many seeds: %1 starts.</source>
        <extracomment>%1 is a player&apos;s name.</extracomment>
        <translation>දෙදෙනාටම සම ඇට ගණනක් ඇත: %1 අරඹයි.</translation>
    </message>
    <message>
        <source>%1 owns fewer seeds: %1 starts.</source>
        <translation>%1 හට අඩු ඇට ඇත: %1 අරඹයි.</translation>
    </message>
    <message>
        <source>The player owning more seeds starts the next game (%2 on a tie): %1 to move.</source>
        <extracomment>%1 is the player to move, %2 South&apos;s name.</extracomment>
        <translation>වැඩි ඇට ඇති ක්‍රීඩකයා ඊළඟ ක්‍රීඩාව අරඹයි (සම නම් %2): දැන් %1 චලනය කළ යුතුය.</translation>
    </message>
    <message>
        <source>The first player alternates: %1 starts.</source>
        <translation>පළමුව ක්‍රීඩා කරන්නා මාරුවෙන් මාරුවට වෙනස් වේ: %1 අරඹයි.</translation>
    </message>
    <message>
        <source>%2 has too few seeds to fill %1: it is blind (kana) for this phase.</source>
        <extracomment>Kana (Sinhala): a blind hole. %1 is a place, %2 a player&apos;s name.</extracomment>
        <translation>%1 පිරවීමට %2 හට ප්‍රමාණවත් ඇට නැත: මෙම අදියරේදී එය කණ වළකි.</translation>
    </message>
    <message>
        <source>%2 has too few seeds to fill %1: it is burnt for this round.</source>
        <extracomment>%1 is a place, %2 a player&apos;s name.</extracomment>
        <translation>%1 පිරවීමට %2 හට ප්‍රමාණවත් ඇට නැත: මෙම වටයේදී එය දැවී ඇත.</translation>
    </message>
    <message>
        <source>%1 is only partly filled, so it is a puta: it cannot be lifted or eaten this phase.</source>
        <extracomment>Puta (Sinhala, olinda keliya): a privileged hole. %1 is a place.</extracomment>
        <translation>%1 අර්ධව පමණක් පිරී ඇති බැවින් එය පුතා වළකි: මෙම අදියරේදී එය ඔසවීමට හෝ කෑමට නොහැක.</translation>
    </message>
    <message>
        <source>%1 is only partly filled, so it is a naga: it cannot be lifted or eaten this phase.</source>
        <extracomment>Naga (Sinhala, olinda keliya): a privileged hole. %1 is a place.</extracomment>
        <translation>%1 අර්ධව පමණක් පිරී ඇති බැවින් එය නගා වළකි: මෙම අදියරේදී එය ඔසවීමට හෝ කෑමට නොහැක.</translation>
    </message>
    <message>
        <source>%1 also takes the last seed, from %2.</source>
        <extracomment>After a capture: %1 is a player&apos;s name, %2 the player&apos;s own hole.</extracomment>
        <translation>%1, %2 වෙතින් අවසාන ඇටයත් ගනී.</translation>
    </message>
</context>
<context>
    <name>NewGamePage</name>
    <message>
        <source>South</source>
        <translation>දකුණ</translation>
    </message>
    <message>
        <source>North</source>
        <translation>උතුර</translation>
    </message>
    <message>
        <source>You and the computer start at once.</source>
        <translation>ඔබත් පරිගණකයත් එකවර අරඹයි.</translation>
    </message>
    <message>
        <source>Both players start at once.</source>
        <translation>ක්‍රීඩකයන් දෙදෙනාම එකවර අරඹයි.</translation>
    </message>
    <message>
        <source>The computer moves first.</source>
        <translation>පරිගණකය පළමුව චලනය කරයි.</translation>
    </message>
    <message>
        <source>You move first.</source>
        <translation>ඔබ පළමුව චලනය කරන්න.</translation>
    </message>
    <message>
        <source>%1 moves first.</source>
        <translation>%1 පළමුව චලනය කරයි.</translation>
    </message>
    <message>
        <source>‹ Games</source>
        <translation>‹ ක්‍රීඩා</translation>
    </message>
    <message>
        <source>New game of %1</source>
        <translation>නව %1 ක්‍රීඩාවක්</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>පාඩම්</translation>
    </message>
    <message>
        <source>Read the rules</source>
        <translation>නීති කියවන්න</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>නීති</translation>
    </message>
    <message>
        <source>Defaults</source>
        <translation>පෙරනිමි</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>ක්‍රීඩකයන්</translation>
    </message>
    <message>
        <source>Two players on this computer</source>
        <translation>මෙම පරිගණකයේ ක්‍රීඩකයන් දෙදෙනෙක්</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>පරිගණකයට එරෙහිව</translation>
    </message>
    <message>
        <source>Computer against computer (demo)</source>
        <translation>පරිගණකය එදිරිව පරිගණකය (නිදර්ශනය)</translation>
    </message>
    <message>
        <source>You play</source>
        <translation>ඔබ ක්‍රීඩා කරන්නේ</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>මට්ටම</translation>
    </message>
    <message>
        <source>Novice</source>
        <translation>ආධුනික</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>පහසු</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>මධ්‍යම</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>ප්‍රබල</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>ප්‍රවීණ</translation>
    </message>
    <message>
        <source>South&apos;s name</source>
        <translation>දකුණේ නම</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>පරිගණකය</translation>
    </message>
    <message>
        <source>North&apos;s name</source>
        <translation>උතුරේ නම</translation>
    </message>
    <message>
        <source>Turn the board: North&apos;s row at the bottom</source>
        <translation>පුවරුව හරවන්න: උතුරේ පේළිය පහළින්</translation>
    </message>
    <message>
        <source>Start the game  ›</source>
        <translation>ක්‍රීඩාව අරඹන්න  ›</translation>
    </message>
    <message>
        <source>Your friend&apos;s game: the host has chosen it and its rules.</source>
        <translation>ඔබේ මිතුරාගේ ක්‍රීඩාව: සංවිධායකයා ක්‍රීඩාව සහ එහි නීති තෝරා ඇත.</translation>
    </message>
    <message>
        <source>You and your friend start at once.</source>
        <translation>ඔබ සහ ඔබේ මිතුරා එකවර ආරම්භ කරයි.</translation>
    </message>
    <message>
        <source>The seats are drawn when your friend joins.</source>
        <translation>ඔබේ මිතුරා එක්වූ විට ආසන අහඹු ලෙස තෝරනු ලැබේ.</translation>
    </message>
    <message>
        <source>Your friend moves first.</source>
        <translation>ඔබේ මිතුරා පළමුව චලනය කරයි.</translation>
    </message>
    <message>
        <source>Play a friend online</source>
        <translation>මිතුරෙකු සමඟ මාර්ගගතව ක්‍රීඩා කරන්න</translation>
    </message>
    <message>
        <source>Join the game  ›</source>
        <translation>ක්‍රීඩාවට එක්වන්න  ›</translation>
    </message>
    <message>
        <source>Host the game  ›</source>
        <translation>ක්‍රීඩාව සංවිධානය කරන්න  ›</translation>
    </message>
</context>
<context>
    <name>OnlineSetup</name>
    <message>
        <source>Paste your friend&apos;s invite, or a server address and a room code.</source>
        <translation>ඔබේ මිතුරාගේ ආරාධනය, නැතහොත් සේවාදායක ලිපිනයක් සහ කාමර කේතයක් අලවන්න.</translation>
    </message>
    <message>
        <source>Host a game</source>
        <translation>ක්‍රීඩාවක් සංවිධානය කරන්න</translation>
    </message>
    <message>
        <source>Join a game</source>
        <translation>ක්‍රීඩාවකට එක්වන්න</translation>
    </message>
    <message>
        <source>This computer holds the game on your network; you send your friend an invite.</source>
        <translation>මෙම පරිගණකය ඔබේ ජාලයේ ක්‍රීඩාව පවත්වයි; ඔබ ඔබේ මිතුරාට ආරාධනයක් යවයි.</translation>
    </message>
    <message>
        <source>Paste the invite your friend sent you. The host has chosen the game and its rules.</source>
        <translation>ඔබේ මිතුරා එවූ ආරාධනය අලවන්න. සංවිධායකයා ක්‍රීඩාව සහ එහි නීති තෝරා ඇත.</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>ඔබේ නම</translation>
    </message>
    <message>
        <source>The name your friend sees</source>
        <translation>ඔබේ මිතුරා දකින නම</translation>
    </message>
    <message>
        <source>Your seat</source>
        <translation>ඔබේ ආසනය</translation>
    </message>
    <message>
        <source>South</source>
        <translation>දකුණ</translation>
    </message>
    <message>
        <source>North</source>
        <translation>උතුර</translation>
    </message>
    <message>
        <source>Drawn at random</source>
        <translation>අහඹු ලෙස තෝරනු ලැබේ</translation>
    </message>
</context>
<context>
    <name>OptionControl</name>
    <message>
        <source>On</source>
        <translation>සක්‍රිය</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>අක්‍රිය</translation>
    </message>
</context>
<context>
    <name>PhraseBar</name>
    <message>
        <source>Say:</source>
        <translation>කියන්න:</translation>
    </message>
</context>
<context>
    <name>PlayFromHereDialog</name>
    <message>
        <source>Play from here</source>
        <translation>මෙතැන් සිට ක්‍රීඩා කරන්න</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>අරඹන්න</translation>
    </message>
    <message>
        <source>North is to move. Which side do you play?</source>
        <translation>උතුරට චලනය කිරීමට වාරයයි. ඔබ ක්‍රීඩා කරන්නේ කුමන පැත්තද?</translation>
    </message>
    <message>
        <source>Both players choose at once. Which side do you play?</source>
        <translation>ක්‍රීඩකයන් දෙදෙනාම එකවර තෝරති. ඔබ ක්‍රීඩා කරන්නේ කුමන පැත්තද?</translation>
    </message>
    <message>
        <source>South is to move. Which side do you play?</source>
        <translation>දකුණට චලනය කිරීමට වාරයයි. ඔබ ක්‍රීඩා කරන්නේ කුමන පැත්තද?</translation>
    </message>
    <message>
        <source>South, against the computer</source>
        <translation>දකුණ, පරිගණකයට එරෙහිව</translation>
    </message>
    <message>
        <source>North, against the computer (the board turns)</source>
        <translation>උතුර, පරිගණකයට එරෙහිව (පුවරුව හැරේ)</translation>
    </message>
    <message>
        <source>Both sides, at this computer</source>
        <translation>පැති දෙකම, මෙම පරිගණකයේ</translation>
    </message>
    <message>
        <source>The computer&apos;s level</source>
        <translation>පරිගණකයේ මට්ටම</translation>
    </message>
    <message>
        <source>Novice</source>
        <translation>ආධුනික</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>පහසු</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>මධ්‍යම</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>ප්‍රබල</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>ප්‍රවීණ</translation>
    </message>
</context>
<context>
    <name>PlayPage</name>
    <message>
        <source>Skipped 1 move: %1.</source>
        <translation>චලන 1ක් මඟ හැරියා: %1.</translation>
    </message>
    <message>
        <source>Skipped %1 moves: %2.</source>
        <translation>චලන %1ක් මඟ හැරියා: %2.</translation>
    </message>
    <message>
        <source>%1 has chosen.</source>
        <translation>%1 තෝරා ඇත.</translation>
    </message>
    <message>
        <source>Pass the keyboard to %1. %2, look away: %1 now chooses without seeing your hole.</source>
        <translation>යතුරුපුවරුව %1 වෙත දෙන්න. %2, වෙනතක් බලන්න: %1 දැන් ඔබේ වළ නොදැක තෝරයි.</translation>
    </message>
    <message>
        <source>I am %1: show the board</source>
        <translation>මම %1: පුවරුව පෙන්වන්න</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>නව ක්‍රීඩාවක් අරඹන්නද?</translation>
    </message>
    <message>
        <source>This game (1 move played) will be discarded.</source>
        <translation>මෙම ක්‍රීඩාව (චලන 1ක් කළ) ඉවත දැමේ.</translation>
    </message>
    <message>
        <source>This game (%1 moves played) will be discarded.</source>
        <translation>මෙම ක්‍රීඩාව (චලන %1ක් කළ) ඉවත දැමේ.</translation>
    </message>
    <message>
        <source>Resign this game?</source>
        <translation>මෙම ක්‍රීඩාවේ පරාජය භාරගන්නද?</translation>
    </message>
    <message>
        <source>%1 gives up and the other player wins. Undo takes it back.</source>
        <translation>%1 පරාජය භාරගන්නා අතර අනෙක් ක්‍රීඩකයා ජය ගනී. අහෝසි කිරීමෙන් එය ආපසු ගත හැක.</translation>
    </message>
    <message>
        <source>‹ Games</source>
        <translation>‹ ක්‍රීඩා</translation>
    </message>
    <message>
        <source>The rules of %1, at what just happened (F1)</source>
        <translation>%1 හි නීති, දැන් සිදු වූ දෙයට අදාළව (F1)</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>නව ක්‍රීඩාව</translation>
    </message>
    <message>
        <source>Start this game again (N)</source>
        <translation>මෙම ක්‍රීඩාව නැවත අරඹන්න (N)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>අහෝසි කරන්න</translation>
    </message>
    <message>
        <source>Take back the last move (U)</source>
        <translation>අවසන් චලනය ආපසු ගන්න (U)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>යළි කරන්න</translation>
    </message>
    <message>
        <source>Play the undone move again (R)</source>
        <translation>අහෝසි කළ චලනය නැවත කරන්න (R)</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>සිතමින්…</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>ඉඟිය</translation>
    </message>
    <message>
        <source>Ask the computer for a good hole (H)</source>
        <translation>හොඳ වළක් පරිගණකයෙන් අසන්න (H)</translation>
    </message>
    <message>
        <source>More: resign, turn the board, skip, settings</source>
        <translation>තවත්: පරාජය භාරගැනීම, පුවරුව හැරවීම, මඟ හැරීම, සැකසුම්</translation>
    </message>
    <message>
        <source>Skip the animation (Space)</source>
        <translation>සජීවිකරණය මඟ හරින්න (Space)</translation>
    </message>
    <message>
        <source>Skip to your turn (S)</source>
        <translation>ඔබේ වාරයට යන්න (S)</translation>
    </message>
    <message>
        <source>Turn the board back (South below)</source>
        <translation>පුවරුව ආපසු හරවන්න (දකුණ පහළින්)</translation>
    </message>
    <message>
        <source>Turn the board (North below)</source>
        <translation>පුවරුව හරවන්න (උතුර පහළින්)</translation>
    </message>
    <message>
        <source>Resign…</source>
        <translation>පරාජය භාරගන්න…</translation>
    </message>
    <message>
        <source>Rules of %1 (F1)</source>
        <translation>%1 හි නීති (F1)</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>සැකසුම්</translation>
    </message>
    <message>
        <source>Narrate</source>
        <translation>විස්තර කරන්න</translation>
    </message>
    <message>
        <source>Replay of the game</source>
        <translation>ක්‍රීඩාවේ නැවත නැරඹුම</translation>
    </message>
    <message>
        <source>Skipping to your turn…</source>
        <translation>ඔබේ වාරයට යමින්…</translation>
    </message>
    <message>
        <source>Space: skip this move · S: skip to your turn</source>
        <translation>Space: මෙම චලනය මඟ හරින්න · S: ඔබේ වාරයට යන්න</translation>
    </message>
    <message>
        <source>Press Space to skip the animation.</source>
        <translation>සජීවිකරණය මඟ හැරීමට Space ඔබන්න.</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>වටය අවසන්.</translation>
    </message>
    <message>
        <source>Keys: %1 or ←/→ and Enter to play · U undo · R redo · %2 hint · Space skip · S skip to your turn · N new game · M mute · F1 rules</source>
        <translation>යතුරු: ක්‍රීඩා කිරීමට %1 හෝ ←/→ සහ Enter · U අහෝසි · R යළි · %2 ඉඟිය · Space මඟ හැරීම · S ඔබේ වාරයට · N නව ක්‍රීඩාව · M නිහඬ · F1 නීති</translation>
    </message>
    <message>
        <source>Keys: %1 or ←/→ and Enter to play · U undo · R redo · %2 hint · Space skip · N new game · M mute · F1 rules</source>
        <translation>යතුරු: ක්‍රීඩා කිරීමට %1 හෝ ←/→ සහ Enter · U අහෝසි · R යළි · %2 ඉඟිය · Space මඟ හැරීම · N නව ක්‍රීඩාව · M නිහඬ · F1 නීති</translation>
    </message>
    <message>
        <source>Move %1: %2</source>
        <translation>චලනය %1: %2</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>නීති</translation>
    </message>
    <message>
        <source>More</source>
        <translation>තවත්</translation>
    </message>
</context>
<context>
    <name>PlayText</name>
    <message>
        <source>The race is over: a sowing ended in an empty hole. %1 has the first turn.</source>
        <translation>වේග තරඟය අවසන්: බෙදීමක් හිස් වළක අවසන් විය. පළමුව ක්‍රීඩා කරන්නේ %1.</translation>
    </message>
    <message>
        <source>This game is over: %1. %2 starts the next game.</source>
        <extracomment>%1 is why the game ended, %2 a player&apos;s name.</extracomment>
        <translation>මෙම ක්‍රීඩාව අවසන්: %1. ඊළඟ ක්‍රීඩාව අරඹන්නේ %2.</translation>
    </message>
    <message>
        <source>Round %1 is over: %2. %3 starts round %4.</source>
        <extracomment>%1 is the round&apos;s number, %2 why it ended, %3 a player&apos;s name, %4 the next round&apos;s number.</extracomment>
        <translation>%1 වන වටය අවසන්: %2. %4 වන වටය අරඹන්නේ %3.</translation>
    </message>
    <message>
        <source>Round %1 is over: %2.</source>
        <extracomment>%1 is the round&apos;s number, %2 why it ended.</extracomment>
        <translation>%1 වන වටය අවසන්: %2.</translation>
    </message>
    <message>
        <source>%1 cannot move and passes; %2 plays again.</source>
        <translation>%1 හට චලනයක් නැති බැවින් වාරය මඟ හරියි; %2 නැවත ක්‍රීඩා කරයි.</translation>
    </message>
    <message>
        <source>%1 moves again: the last seed fell in the store.</source>
        <translation>%1 නැවත චලනය කරයි: අවසාන ඇටය ගබඩාවට වැටුණි.</translation>
    </message>
    <message>
        <source>%1 moves again.</source>
        <translation>%1 නැවත චලනය කරයි.</translation>
    </message>
    <message>
        <source>Both players chose: %1.</source>
        <translation>දෙදෙනාම තෝරා ගත්තේ: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Both players chose: %1, relayed %n times.</source>
        <translation>
            <numerusform>දෙදෙනාම තෝරා ගත්තේ: %1, %n වරක් ඔසවා බෙදුණි.</numerusform>
            <numerusform>දෙදෙනාම තෝරා ගත්තේ: %1, %n වරක් ඔසවා බෙදුණි.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 played %2.</source>
        <translation>%1, %2 ක්‍රීඩා කළේය.</translation>
    </message>
    <message>
        <source>%1 played %2, captured seeds.</source>
        <translation>%1, %2 ක්‍රීඩා කර ඇට අල්ලා ගත්තේය.</translation>
    </message>
    <message>
        <source>%1 played %2, captured %3.</source>
        <extracomment>%3 is the number of seeds captured.</extracomment>
        <translation>%1, %2 ක්‍රීඩා කර ඇට %3 ක් අල්ලා ගත්තේය.</translation>
    </message>
    <message numerus="yes">
        <source>%1 played %2, relayed %n times.</source>
        <translation>
            <numerusform>%1, %2 ක්‍රීඩා කර %n වරක් ඔසවා බෙදුවේය.</numerusform>
            <numerusform>%1, %2 ක්‍රීඩා කර %n වරක් ඔසවා බෙදුවේය.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 played %2, relayed %n times, captured seeds.</source>
        <translation>
            <numerusform>%1, %2 ක්‍රීඩා කර, %n වරක් ඔසවා බෙදා, ඇට අල්ලා ගත්තේය.</numerusform>
            <numerusform>%1, %2 ක්‍රීඩා කර, %n වරක් ඔසවා බෙදා, ඇට අල්ලා ගත්තේය.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 played %2, relayed %n times, captured %3.</source>
        <extracomment>%3 is the number of seeds captured.</extracomment>
        <translation>
            <numerusform>%1, %2 ක්‍රීඩා කර, %n වරක් ඔසවා බෙදා, ඇට %3 ක් අල්ලා ගත්තේය.</numerusform>
            <numerusform>%1, %2 ක්‍රීඩා කර, %n වරක් ඔසවා බෙදා, ඇට %3 ක් අල්ලා ගත්තේය.</numerusform>
        </translation>
    </message>
    <message>
        <source>Phase %1: the race, both sow at once · games won %2 – %3</source>
        <extracomment>%1 is the phase&apos;s number, %2 and %3 the games won by South and North.</extracomment>
        <translation>%1 වන අදියර: වේග තරඟය, දෙදෙනාම එකවර බෙදයි · ජයගත් ක්‍රීඩා %2 – %3</translation>
    </message>
    <message>
        <source>Phase %1: turns · games won %2 – %3</source>
        <translation>%1 වන අදියර: වාරයෙන් වාරය · ජයගත් ක්‍රීඩා %2 – %3</translation>
    </message>
    <message>
        <source>Phase %1: the race, both sow at once</source>
        <translation>%1 වන අදියර: වේග තරඟය, දෙදෙනාම එකවර බෙදයි</translation>
    </message>
    <message>
        <source>Phase %1: turns</source>
        <translation>%1 වන අදියර: වාරයෙන් වාරය</translation>
    </message>
    <message>
        <source>Round %1 · rounds won %2 – %3</source>
        <extracomment>%1 is the round&apos;s number, %2 and %3 the rounds won by South and North.</extracomment>
        <translation>%1 වන වටය · ජයගත් වට %2 – %3</translation>
    </message>
    <message>
        <source>Drawn by agreement: %1 each.</source>
        <translation>එකඟතාවෙන් සම ජයකි: දෙදෙනාටම %1 බැගින්.</translation>
    </message>
    <message>
        <source>%1 wins, %2 to %3.</source>
        <extracomment>%1 is the winner, %2 the winner&apos;s seeds, %3 the loser&apos;s.</extracomment>
        <translation>%1 ජය ගනී, %2 – %3.</translation>
    </message>
    <message>
        <source>%1 wins, %2 to %3: %4.</source>
        <extracomment>%1 is the winner, %2 the winner&apos;s seeds, %3 the loser&apos;s, %4 why the game ended.</extracomment>
        <translation>%1 ජය ගනී, %2 – %3: %4.</translation>
    </message>
    <message>
        <source>A draw, %1 to %2.</source>
        <translation>සම ජයකි, %1 – %2.</translation>
    </message>
    <message>
        <source>A draw, %1 to %2: %3.</source>
        <extracomment>%1 and %2 are the seeds of South and North, %3 why the game ended.</extracomment>
        <translation>සම ජයකි, %1 – %2: %3.</translation>
    </message>
    <message>
        <source>Sowing towards the mover&apos;s right</source>
        <translation>චලනය කරන්නාගේ දකුණු අතට බෙදීම</translation>
    </message>
    <message>
        <source>Sowing towards the mover&apos;s left</source>
        <translation>චලනය කරන්නාගේ වම් අතට බෙදීම</translation>
    </message>
    <message>
        <source>%1 has no seeds to sow and passes; %2 plays again.</source>
        <extracomment>%1 and %2 are players&apos; names.</extracomment>
        <translation>%1 හට බෙදීමට ඇට නැති බැවින් වාරය මඟ හරියි; %2 නැවත ක්‍රීඩා කරයි.</translation>
    </message>
    <message>
        <source>Every seed %1 has lies in a puta or naga: %1 passes; %2 plays again.</source>
        <extracomment>Olinda keliya (O6). %1 and %2 are players&apos; names.</extracomment>
        <translation>%1 සතු සියලු ඇට පුතා හෝ නගා වළවල ඇත: %1 වාරය මඟ හරියි; %2 නැවත ක්‍රීඩා කරයි.</translation>
    </message>
    <message>
        <source>%1 moves first: the longer sowing moves first (%2 on a tie).</source>
        <extracomment>%1 is the player to move, %2 South&apos;s name.</extracomment>
        <translation>%1 පළමුව චලනය කරයි: දිගු බෙදීම කළ අය පළමුව චලනය කරයි (සම නම් %2).</translation>
    </message>
</context>
<context>
    <name>PlayerBar</name>
    <message>
        <source>North</source>
        <translation>උතුර</translation>
    </message>
    <message>
        <source>South</source>
        <translation>දකුණ</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>පරිගණකය</translation>
    </message>
    <message>
        <source>(computer)</source>
        <translation>(පරිගණකය)</translation>
    </message>
    <message>
        <source>wins!</source>
        <translation>ජය ගනී!</translation>
    </message>
    <message>
        <source>is sowing…</source>
        <translation>බෙදමින්…</translation>
    </message>
    <message>
        <source>is thinking…</source>
        <translation>සිතමින්…</translation>
    </message>
    <message>
        <source>has chosen ✓</source>
        <translation>තෝරා ඇත ✓</translation>
    </message>
    <message>
        <source>to move</source>
        <translation>චලනය කිරීමට</translation>
    </message>
    <message>
        <source>Rounds won: %1</source>
        <translation>ජයගත් වට: %1</translation>
    </message>
    <message>
        <source>In the row: %1</source>
        <translation>පේළියේ: %1</translation>
    </message>
    <message>
        <source>Store: %1</source>
        <translation>ගබඩාව: %1</translation>
    </message>
    <message>
        <source>(online, away)</source>
        <translation>(මාර්ගගතව, දැන් නැත)</translation>
    </message>
    <message>
        <source>(online)</source>
        <translation>(මාර්ගගතව)</translation>
    </message>
</context>
<context>
    <name>PuzzleOverview</name>
    <message>
        <source>Rating %1 · %2 of %3 solved</source>
        <translation>ශ්‍රේණිය %1 · %3 න් %2 ක් විසඳා ඇත</translation>
    </message>
    <message>
        <source>Choose a game</source>
        <translation>ක්‍රීඩාවක් තෝරන්න</translation>
    </message>
    <message>
        <source>%1 puzzles</source>
        <translation>%1 ප්‍රහේලිකා</translation>
    </message>
    <message>
        <source>Next puzzle ›</source>
        <translation>ඊළඟ ප්‍රහේලිකාව ›</translation>
    </message>
    <message>
        <source>Today&apos;s puzzle ✓</source>
        <translation>අද දවසේ ප්‍රහේලිකාව ✓</translation>
    </message>
    <message>
        <source>Today&apos;s puzzle</source>
        <translation>අද දවසේ ප්‍රහේලිකාව</translation>
    </message>
    <message>
        <source>Positions from real games where one move is clearly best, proven by the engine. Find it: a right move is answered as the line goes on, a wrong one is shown and taken back. Each solved puzzle raises your rating; a wrong move or a hint lowers it.</source>
        <translation>එක් චලනයක් පැහැදිලිවම හොඳම වන, එන්ජිම විසින් සනාථ කළ, සැබෑ ක්‍රීඩාවලින් ගත් තත්ත්වයන්. එය සොයන්න: නිවැරදි චලනයකට ක්‍රීඩා පෙළ දිගටම යන විට පිළිතුරු ලැබේ, වැරදි චලනයක් පෙන්වා ආපසු ගැනේ. විසඳන සෑම ප්‍රහේලිකාවක්ම ඔබේ ශ්‍රේණිය ඉහළ නංවයි; වැරදි චලනයක් හෝ ඉඟියක් එය පහත හෙළයි.</translation>
    </message>
    <message>
        <source>Keys: N or Enter the next puzzle, D today&apos;s puzzle. In a puzzle: the hole&apos;s number plays it (or Left/Right and Enter), H a hint, Enter takes a wrong move back, Esc comes back here.</source>
        <translation>යතුරු: ඊළඟ ප්‍රහේලිකාවට N හෝ Enter, අද දවසේ ප්‍රහේලිකාවට D. ප්‍රහේලිකාවක් තුළ: වළේ අංකය එය ක්‍රීඩා කරයි (නැතහොත් Left/Right සහ Enter), H ඉඟියක්, Enter වැරදි චලනයක් ආපසු ගනී, Esc මෙතැනට ආපසු එයි.</translation>
    </message>
</context>
<context>
    <name>PuzzlePage</name>
    <message>
        <source>Practise your mistakes</source>
        <translation>ඔබේ වැරදි පුහුණු කරන්න</translation>
    </message>
    <message>
        <source>%1 puzzles</source>
        <translation>%1 ප්‍රහේලිකා</translation>
    </message>
    <message>
        <source>‹ Puzzles</source>
        <translation>‹ ප්‍රහේලිකා</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ ආපසු</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>ප්‍රහේලිකා</translation>
    </message>
    <message>
        <source>Practise your mistakes — %1 of %2</source>
        <translation>ඔබේ වැරදි පුහුණු කරන්න — %2 න් %1</translation>
    </message>
    <message>
        <source>%1 — today&apos;s puzzle</source>
        <translation>%1 — අද දවසේ ප්‍රහේලිකාව</translation>
    </message>
    <message>
        <source>%1 — puzzle %2</source>
        <translation>%1 — ප්‍රහේලිකාව %2</translation>
    </message>
    <message>
        <source>Practice: your rating does not change</source>
        <translation>පුහුණුව: ඔබේ ශ්‍රේණිය වෙනස් නොවේ</translation>
    </message>
    <message>
        <source>Rating %1 · %2 in a row</source>
        <translation>ශ්‍රේණිය %1 · අඛණ්ඩව %2</translation>
    </message>
    <message>
        <source>%1?</source>
        <translation>%1?</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>නීති</translation>
    </message>
    <message>
        <source>Puzzle rating %1</source>
        <translation>ප්‍රහේලිකා ශ්‍රේණිය %1</translation>
    </message>
</context>
<context>
    <name>PuzzlePanel</name>
    <message>
        <source>Your move: click a hole, or press its key (%1).</source>
        <extracomment>%1 the keys that play a hole (&quot;1–6&quot;, three-row&apos;s &quot;A–I&quot;).</extracomment>
        <translation>ඔබේ වාරය: වළක් ක්ලික් කරන්න, නැතහොත් එහි යතුර ඔබන්න (%1).</translation>
    </message>
    <message>
        <source>Watch the board…</source>
        <translation>පුවරුව බලන්න…</translation>
    </message>
    <message>
        <source>The engine looks for the answer…</source>
        <translation>එන්ජිම පිළිතුර සොයයි…</translation>
    </message>
    <message>
        <source>Take the move back and try again.</source>
        <translation>චලනය ආපසු ගෙන නැවත උත්සාහ කරන්න.</translation>
    </message>
    <message>
        <source>That was the last of the set.</source>
        <translation>එය කට්ටලයේ අවසාන එකයි.</translation>
    </message>
    <message>
        <source>Themes: %1</source>
        <translation>තේමා: %1</translation>
    </message>
    <message>
        <source>Hint (%1)</source>
        <translation>ඉඟිය (%1)</translation>
    </message>
    <message>
        <source>Show the hole (%1)</source>
        <translation>වළ පෙන්වන්න (%1)</translation>
    </message>
    <message>
        <source>Show the answer</source>
        <translation>පිළිතුර පෙන්වන්න</translation>
    </message>
    <message>
        <source>Take back (Enter)</source>
        <translation>ආපසු ගන්න (Enter)</translation>
    </message>
    <message>
        <source>Next in the set ›</source>
        <translation>කට්ටලයේ ඊළඟ එක ›</translation>
    </message>
    <message>
        <source>Next puzzle (N) ›</source>
        <translation>ඊළඟ ප්‍රහේලිකාව (N) ›</translation>
    </message>
</context>
<context>
    <name>PuzzleStats</name>
    <message>
        <source>%1?</source>
        <translation>%1?</translation>
    </message>
    <message>
        <source>rating (provisional)</source>
        <translation>ශ්‍රේණිය (තාවකාලික)</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>ශ්‍රේණිය</translation>
    </message>
    <message>
        <source>rating (+%1)</source>
        <translation>ශ්‍රේණිය (+%1)</translation>
    </message>
    <message>
        <source>rating (−%1)</source>
        <translation>ශ්‍රේණිය (−%1)</translation>
    </message>
    <message>
        <source>in a row (best %1)</source>
        <translation>අඛණ්ඩව (හොඳම %1)</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>solved</source>
        <translation>විසඳූ</translation>
    </message>
    <message>
        <source>today&apos;s puzzle done</source>
        <translation>අද දවසේ ප්‍රහේලිකාව නිමයි</translation>
    </message>
    <message>
        <source>today&apos;s puzzle</source>
        <translation>අද දවසේ ප්‍රහේලිකාව</translation>
    </message>
</context>
<context>
    <name>PuzzleTexts</name>
    <message numerus="yes">
        <source>In your game you played %1 here and lost %n seeds.</source>
        <extracomment>A puzzle from the player&apos;s own game: %1 the move played there, %n the seeds it lost.</extracomment>
        <translation>
            <numerusform>ඔබේ ක්‍රීඩාවේදී ඔබ මෙහි %1 ක්‍රීඩා කර ඇට %n ක් අහිමි කර ගත්තා.</numerusform>
            <numerusform>ඔබේ ක්‍රීඩාවේදී ඔබ මෙහි %1 ක්‍රීඩා කර ඇට %n ක් අහිමි කර ගත්තා.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to move: win the game</source>
        <translation>%1 පැත්තේ වාරය: ක්‍රීඩාව ජය ගන්න</translation>
    </message>
    <message>
        <source>%1 to move: find the best move</source>
        <translation>%1 පැත්තේ වාරය: හොඳම චලනය සොයන්න</translation>
    </message>
    <message numerus="yes">
        <source>%1 to move: win at least %n seeds and win the game</source>
        <extracomment>%1 is the side to move (South, North); %n the seeds to win.</extracomment>
        <translation>
            <numerusform>%1 පැත්තේ වාරය: අවම වශයෙන් ඇට %n ක් දිනා ක්‍රීඩාව ජය ගන්න</numerusform>
            <numerusform>%1 පැත්තේ වාරය: අවම වශයෙන් ඇට %n ක් දිනා ක්‍රීඩාව ජය ගන්න</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 to move: win at least %n seeds</source>
        <translation>
            <numerusform>%1 පැත්තේ වාරය: අවම වශයෙන් ඇට %n ක් දිනා ගන්න</numerusform>
            <numerusform>%1 පැත්තේ වාරය: අවම වශයෙන් ඇට %n ක් දිනා ගන්න</numerusform>
        </translation>
    </message>
    <message>
        <source>Extra move</source>
        <translation>අමතර චලනය</translation>
    </message>
    <message>
        <source>Chain of extra moves</source>
        <translation>අමතර චලන දාමය</translation>
    </message>
    <message>
        <source>Capture</source>
        <translation>අල්ලා ගැනීම</translation>
    </message>
    <message>
        <source>Big capture</source>
        <translation>විශාල අල්ලා ගැනීම</translation>
    </message>
    <message>
        <source>Relay into a capture</source>
        <translation>අල්ලා ගැනීමකට ඔසවා බෙදීම</translation>
    </message>
    <message>
        <source>Pasu</source>
        <translation>පසු</translation>
    </message>
    <message>
        <source>Burnt hole</source>
        <translation>දැවුණු වළ</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>ආරක්ෂාව</translation>
    </message>
    <message>
        <source>Endgame</source>
        <translation>ක්‍රීඩාවේ අවසානය</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>ඉතිරි ඇට එකතු කිරීම</translation>
    </message>
    <message>
        <source>Look for a move that earns another turn.</source>
        <translation>තවත් වාරයක් ලබා දෙන චලනයක් සොයන්න.</translation>
    </message>
    <message>
        <source>Look for a chain of extra moves.</source>
        <translation>අමතර චලන දාමයක් සොයන්න.</translation>
    </message>
    <message>
        <source>Look for a capture.</source>
        <translation>අල්ලා ගැනීමක් සොයන්න.</translation>
    </message>
    <message>
        <source>Look for a big capture.</source>
        <translation>විශාල අල්ලා ගැනීමක් සොයන්න.</translation>
    </message>
    <message>
        <source>Look for a relay that ends in a capture.</source>
        <translation>අල්ලා ගැනීමකින් අවසන් වන ඔසවා බෙදීමක් සොයන්න.</translation>
    </message>
    <message>
        <source>Look for a hole that reaches four: pasu.</source>
        <translation>හතරකට ළඟා වන වළක් සොයන්න: පසු.</translation>
    </message>
    <message>
        <source>Look for a move that puts a hole out of play.</source>
        <translation>වළක් ක්‍රීඩාවෙන් බැහැර කරන චලනයක් සොයන්න.</translation>
    </message>
    <message>
        <source>Look at what your opponent threatens, and stop it.</source>
        <translation>ඔබේ ප්‍රතිවාදියාගේ තර්ජනය කුමක්දැයි බලා එය නවත්වන්න.</translation>
    </message>
    <message>
        <source>Count to the end of the game: who keeps what?</source>
        <translation>ක්‍රීඩාවේ අවසානය දක්වා ගණන් කරන්න: කාට කුමක් ඉතිරි වේද?</translation>
    </message>
    <message>
        <source>Think of the seeds swept into the stores at the end.</source>
        <translation>අවසානයේදී ගබඩාවලට එකතු කෙරෙන ඇට ගැන සිතන්න.</translation>
    </message>
    <message>
        <source>Look for the move that gains most.</source>
        <translation>වැඩිපුරම ලාභ ලබා දෙන චලනය සොයන්න.</translation>
    </message>
    <message numerus="yes">
        <source>%1 answers %2 and captures %n seeds.</source>
        <extracomment>%1 is a side (South, North), %2 the hole it plays; %n the seeds it takes.</extracomment>
        <translation>
            <numerusform>%1 පැත්ත %2 ක්‍රීඩා කරමින් පිළිතුරු දී ඇට %n ක් අල්ලා ගනී.</numerusform>
            <numerusform>%1 පැත්ත %2 ක්‍රීඩා කරමින් පිළිතුරු දී ඇට %n ක් අල්ලා ගනී.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 answers %2.</source>
        <translation>%1 පැත්ත %2 ක්‍රීඩා කරමින් පිළිතුරු දෙයි.</translation>
    </message>
    <message>
        <source>%1 moves again.</source>
        <translation>%1 නැවත චලනය කරයි.</translation>
    </message>
    <message numerus="yes">
        <source>The best move was worth %n seeds more.</source>
        <translation>
            <numerusform>හොඳම චලනය ඇට %n කින් වඩා වටිනා විය.</numerusform>
            <numerusform>හොඳම චලනය ඇට %n කින් වඩා වටිනා විය.</numerusform>
        </translation>
    </message>
    <message>
        <source>In your game you played %1 here and it cost you the game&apos;s result.</source>
        <extracomment>A puzzle from the player&apos;s own game: %1 the move played there.</extracomment>
        <translation>ඔබේ ක්‍රීඩාවේදී ඔබ මෙහි %1 ක්‍රීඩා කළ අතර එයින් ක්‍රීඩාවේ ප්‍රතිඵලය ඔබට අහිමි වුණා.</translation>
    </message>
    <message>
        <source>The best move kept a better result of the whole game.</source>
        <translation>හොඳම චලනය මුළු ක්‍රීඩාවටම වඩා හොඳ ප්‍රතිඵලයක් රැක ගත්තා.</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Both</source>
        <translation>දෙදෙනාම</translation>
    </message>
    <message>
        <source>Phase %1</source>
        <translation>%1 වන අදියර</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>%1 වන වටය</translation>
    </message>
    <message>
        <source> (captured)</source>
        <translation> (අල්ලා ගන්නා ලදී)</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>the game is over</source>
        <translation>ක්‍රීඩාව අවසන්</translation>
    </message>
    <message>
        <source>both players choose a hole at once now</source>
        <translation>දැන් ක්‍රීඩකයන් දෙදෙනාම එකවර වළක් තෝරයි</translation>
    </message>
    <message>
        <source>both players choose at once only at the start</source>
        <translation>දෙදෙනාම එකවර තෝරන්නේ ආරම්භයේදී පමණි</translation>
    </message>
    <message>
        <source>one of the chosen holes is empty or out of play</source>
        <translation>තෝරාගත් වළවල්වලින් එකක් හිස් හෝ ක්‍රීඩාවෙන් බැහැරය</translation>
    </message>
    <message>
        <source>hole %1 does not exist: the holes are %2 to %3</source>
        <translation>වළ %1 නොපවතී: වළවල් %2 සිට %3 දක්වා වේ</translation>
    </message>
    <message>
        <source>%1 is burnt: out of play this round</source>
        <translation>%1 දැවී ඇත: මෙම වටයේ ක්‍රීඩාවෙන් බැහැරය</translation>
    </message>
    <message>
        <source>%1 is blind: out of play this phase</source>
        <translation>%1 කණ වළකි: මෙම අදියරේ ක්‍රීඩාවෙන් බැහැරය</translation>
    </message>
    <message>
        <source>%1 is empty</source>
        <translation>%1 හිස්ය</translation>
    </message>
    <message>
        <source>%1 is a puta and is never lifted</source>
        <translation>%1 පුතා වළක් බැවින් කිසිදා ඔසවනු නොලැබේ</translation>
    </message>
    <message>
        <source>%1 is a naga and is never lifted</source>
        <translation>%1 නගා වළක් බැවින් කිසිදා ඔසවනු නොලැබේ</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <source>« Start</source>
        <translation>« ආරම්භය</translation>
    </message>
    <message>
        <source>To the start (Home)</source>
        <translation>ආරම්භයට (Home)</translation>
    </message>
    <message>
        <source>‹ Move</source>
        <translation>‹ චලනය</translation>
    </message>
    <message>
        <source>One move back (Shift+Left)</source>
        <translation>එක් චලනයක් පසුපසට (Shift+Left)</translation>
    </message>
    <message>
        <source>❚❚ Pause</source>
        <translation>❚❚ විරාමය</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ ධාවනය</translation>
    </message>
    <message>
        <source>Play or pause, even in the middle of a move (Space)</source>
        <translation>ධාවනය හෝ විරාමය, චලනයක් මැද වුවද (Space)</translation>
    </message>
    <message>
        <source>Move ›</source>
        <translation>චලනය ›</translation>
    </message>
    <message>
        <source>One move on (Shift+Right)</source>
        <translation>එක් චලනයක් ඉදිරියට (Shift+Right)</translation>
    </message>
    <message>
        <source>End »</source>
        <translation>අවසානය »</translation>
    </message>
    <message>
        <source>To the last move (End)</source>
        <translation>අවසන් චලනයට (End)</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>චලනය %1 / %2</translation>
    </message>
    <message>
        <source>Close replay</source>
        <translation>නැවත නැරඹුම වසන්න</translation>
    </message>
    <message>
        <source>‹ Step</source>
        <translation>‹ පියවර</translation>
    </message>
    <message>
        <source>One step back inside the move: a lap, a capture (Left)</source>
        <translation>චලනය තුළ එක් පියවරක් පසුපසට: සැරියක්, අල්ලා ගැනීමක් (Left)</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>පියවර %1 / %2</translation>
    </message>
    <message>
        <source>Step through a move to see each lap, capture and refill named here.</source>
        <translation>එක් එක් සැරිය, අල්ලා ගැනීම සහ නැවත පිරවීම මෙහි නම් කෙරෙනු දැකීමට චලනයක් පියවරෙන් පියවර බලන්න.</translation>
    </message>
    <message>
        <source>Step ›</source>
        <translation>පියවර ›</translation>
    </message>
    <message>
        <source>One step on inside the move: a lap, a capture (Right)</source>
        <translation>චලනය තුළ එක් පියවරක් ඉදිරියට: සැරියක්, අල්ලා ගැනීමක් (Right)</translation>
    </message>
    <message>
        <source>Move of the replay</source>
        <translation>නැවත නැරඹුමේ චලනය</translation>
    </message>
    <message>
        <source>Play from here…</source>
        <translation>මෙතැන් සිට ක්‍රීඩා කරන්න…</translation>
    </message>
    <message>
        <source>A new game from the position shown: you choose your side</source>
        <translation>පෙන්වන ස්ථානයෙන් නව ක්‍රීඩාවක්: ඔබේ පැත්ත ඔබම තෝරන්න</translation>
    </message>
</context>
<context>
    <name>ReviewGraph</name>
    <message>
        <source>South ahead</source>
        <translation>දකුණ ඉදිරියෙන්</translation>
    </message>
    <message>
        <source>North ahead</source>
        <translation>උතුර ඉදිරියෙන්</translation>
    </message>
</context>
<context>
    <name>ReviewMoveList</name>
    <message>
        <source>Moves</source>
        <translation>චලන</translation>
    </message>
    <message>
        <source>best %1</source>
        <translation>හොඳම %1</translation>
    </message>
    <message>
        <source>Exact: solved to the end of the game</source>
        <translation>නිශ්චිත: ක්‍රීඩාව අවසානය දක්වා විසඳා ඇත</translation>
    </message>
    <message>
        <source>Estimated by a search of fixed length</source>
        <translation>ස්ථිර දිගකින් යුත් සෙවීමකින් ඇස්තමේන්තු කළ</translation>
    </message>
</context>
<context>
    <name>ReviewPage</name>
    <message>
        <source>Review of %1</source>
        <translation>%1 හි සමාලෝචනය</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>සමාලෝචනය</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ ආපසු</translation>
    </message>
    <message>
        <source>The engine is reviewing the game: move %1 of %2</source>
        <translation>එන්ජිම ක්‍රීඩාව සමාලෝචනය කරයි: චලනය %1 / %2</translation>
    </message>
    <message>
        <source>The review was cancelled.</source>
        <translation>සමාලෝචනය අවලංගු කරන ලදී.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>අවලංගු කරන්න</translation>
    </message>
    <message>
        <source>Review again</source>
        <translation>නැවත සමාලෝචනය කරන්න</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>ආපසු</translation>
    </message>
    <message>
        <source>Glow: the move played. Arrow and shaded pits: the engine&apos;s best move and its sowing.</source>
        <translation>දීප්තිය: කළ චලනය. ඊතලය සහ අඳුරු කළ වළවල්: එන්ජිමේ හොඳම චලනය සහ එහි බෙදීම.</translation>
    </message>
    <message>
        <source>Master, %1 positions a move</source>
        <translation>ප්‍රවීණ, චලනයකට ස්ථාන %1</translation>
    </message>
    <message>
        <source>Practise your mistakes (%1)</source>
        <translation>ඔබේ වැරදි පුහුණු කරන්න (%1)</translation>
    </message>
</context>
<context>
    <name>ReviewTotals</name>
    <message>
        <source>Best</source>
        <translation>හොඳම</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>හොඳ</translation>
    </message>
    <message>
        <source>Inaccuracies</source>
        <translation>නිරවද්‍ය නොවන</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>වැරදි</translation>
    </message>
    <message>
        <source>Blunders</source>
        <translation>බරපතළ වැරදි</translation>
    </message>
    <message>
        <source>Moves by class</source>
        <translation>වර්ගය අනුව චලන</translation>
    </message>
    <message>
        <source>Seeds given away</source>
        <translation>අත්හළ ඇට</translation>
    </message>
</context>
<context>
    <name>RoundSummary</name>
    <message>
        <source>The race is over</source>
        <translation>වේග තරඟය අවසන්</translation>
    </message>
    <message>
        <source>A sowing ended in an empty hole: the players now take turns.</source>
        <translation>බෙදීමක් හිස් වළක අවසන් විය: දැන් ක්‍රීඩකයන් වාරයෙන් වාරය ක්‍රීඩා කරයි.</translation>
    </message>
    <message>
        <source>Seeds in their holes</source>
        <translation>වළවල්වල ඇති ඇට</translation>
    </message>
    <message>
        <source>No refill: the seeds stay where they lie. %1 has the first turn.</source>
        <translation>නැවත පිරවීමක් නැත: ඇට තිබෙන තැනම රැඳේ. පළමුව ක්‍රීඩා කරන්නේ %1.</translation>
    </message>
    <message>
        <source>This game is over</source>
        <translation>මෙම ක්‍රීඩාව අවසන්</translation>
    </message>
    <message>
        <source>Round %1 is over</source>
        <translation>%1 වන වටය අවසන්</translation>
    </message>
    <message>
        <source>A drawn game.</source>
        <translation>ක්‍රීඩාව සම ජයකි.</translation>
    </message>
    <message>
        <source>A drawn round.</source>
        <translation>වටය සම ජයකි.</translation>
    </message>
    <message>
        <source>A drawn game: %1.</source>
        <translation>ක්‍රීඩාව සම ජයකි: %1.</translation>
    </message>
    <message>
        <source>A drawn round: %1.</source>
        <translation>වටය සම ජයකි: %1.</translation>
    </message>
    <message>
        <source>%1 wins the game.</source>
        <extracomment>%1 is the winner&apos;s name, %2 (where present) why the game or round ended.</extracomment>
        <translation>%1 ක්‍රීඩාව ජය ගනී.</translation>
    </message>
    <message>
        <source>%1 wins the round.</source>
        <translation>%1 වටය ජය ගනී.</translation>
    </message>
    <message>
        <source>%1 wins the game: %2.</source>
        <translation>%1 ක්‍රීඩාව ජය ගනී: %2.</translation>
    </message>
    <message>
        <source>%1 wins the round: %2.</source>
        <translation>%1 වටය ජය ගනී: %2.</translation>
    </message>
    <message>
        <source>Captured in the game</source>
        <translation>ක්‍රීඩාවේදී අල්ලා ගත්</translation>
    </message>
    <message>
        <source>Captured in the round</source>
        <translation>වටයේදී අල්ලා ගත්</translation>
    </message>
    <message>
        <source>Swept from own holes</source>
        <translation>තම වළවල්වලින් එකතු කර ගත්</translation>
    </message>
    <message>
        <source>Seeds owned</source>
        <translation>හිමි ඇට</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>ජයගත් ක්‍රීඩා</translation>
    </message>
    <message>
        <source>Rounds won</source>
        <translation>ජයගත් වට</translation>
    </message>
    <message>
        <source>Holes out of play next round</source>
        <translation>ඊළඟ වටයේ ක්‍රීඩාවෙන් බැහැර වළවල්</translation>
    </message>
    <message>
        <source>Next round: both refill their holes and choose together.</source>
        <translation>ඊළඟ වටය: දෙදෙනාම වළවල් නැවත පුරවා එකවර තෝරයි.</translation>
    </message>
    <message>
        <source>Both players fill their holes from their stores; %1 starts the next game.</source>
        <translation>ක්‍රීඩකයන් දෙදෙනාම තම ගබඩාවලින් වළවල් පුරවයි; ඊළඟ ක්‍රීඩාව අරඹන්නේ %1.</translation>
    </message>
    <message>
        <source>Both players refill their holes from their stores; %1 starts the next round.</source>
        <translation>ක්‍රීඩකයන් දෙදෙනාම තම ගබඩාවලින් වළවල් නැවත පුරවයි; ඊළඟ වටය අරඹන්නේ %1.</translation>
    </message>
    <message>
        <source>The demo goes on by itself in %1 seconds.</source>
        <translation>නිදර්ශනය තත්පර %1 කින් ස්වයංක්‍රීයව දිගටම යයි.</translation>
    </message>
    <message>
        <source>See the result</source>
        <translation>ප්‍රතිඵලය බලන්න</translation>
    </message>
    <message>
        <source>Refill and play on</source>
        <translation>නැවත පුරවා දිගටම ක්‍රීඩා කරන්න</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Rules of %1</source>
        <translation>%1 හි නීති</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>නීති</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ ආපසු</translation>
    </message>
    <message>
        <source>How to read the rules</source>
        <translation>නීති කියවන්නේ කෙසේද</translation>
    </message>
    <message>
        <source>Players, hole numbers, direction and the decisions shared by all games</source>
        <translation>ක්‍රීඩකයන්, වළ අංක, දිශාව සහ සියලු ක්‍රීඩාවලට පොදු තීරණ</translation>
    </message>
    <message>
        <source>This example cannot be drawn: %1</source>
        <translation>මෙම උදාහරණය ඇඳිය නොහැක: %1</translation>
    </message>
    <message>
        <source>No rules to show.</source>
        <translation>පෙන්වීමට නීති නැත.</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>පටුන</translation>
    </message>
    <message>
        <source>Show me ›</source>
        <translation>පෙන්වන්න ›</translation>
    </message>
    <message>
        <source>Open the lesson that teaches this</source>
        <translation>මෙය උගන්වන පාඩම විවෘත කරන්න</translation>
    </message>
    <message>
        <source>This page is not yet in your language: it is shown in English.</source>
        <extracomment>On the Rules page, when the rules of this game are not yet translated into the app&apos;s language. Name the language itself (&quot;...not yet in Tamil...&quot;).</extracomment>
        <translation>මෙම පිටුව තවම සිංහලෙන් ලියා නැත: එය ඉංග්‍රීසියෙන් පෙන්වා ඇත.</translation>
    </message>
</context>
<context>
    <name>ServerAddressField</name>
    <message>
        <source>Server address</source>
        <translation>සේවාදායක ලිපිනය</translation>
    </message>
    <message>
        <source>Write it as HOST:PORT, for example %1.</source>
        <translation>HOST:PORT ලෙස ලියන්න, උදාහරණයක් ලෙස %1.</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>Settings</source>
        <translation>සැකසුම්</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ ආපසු</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>සජීවිකරණ වේගය</translation>
    </message>
    <message>
        <source>How fast the seeds travel from pit to pit.</source>
        <translation>ඇට වළෙන් වළට ගමන් කරන වේගය.</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>ශබ්දය</translation>
    </message>
    <message>
        <source>The click of seeds falling and of captures (M in a game).</source>
        <translation>ඇට වැටෙන සහ අල්ලා ගැනීම්වල ක්ලික් හඬ (ක්‍රීඩාවකදී M).</translation>
    </message>
    <message>
        <source>On</source>
        <translation>සක්‍රිය</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>අක්‍රිය</translation>
    </message>
    <message>
        <source>Seed counts on the pits</source>
        <translation>වළවල් මත ඇට ගණන</translation>
    </message>
    <message>
        <source>A number on every pit and store. Hidden, you count the cowries yourself.</source>
        <translation>සෑම වළකම සහ ගබඩාවකම අංකයක්. සඟවා ඇති විට, කවඩි ඔබම ගණන් කරන්න.</translation>
    </message>
    <message>
        <source>Shown</source>
        <translation>පෙන්වයි</translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>සඟවයි</translation>
    </message>
    <message>
        <source>Computer&apos;s level</source>
        <translation>පරිගණකයේ මට්ටම</translation>
    </message>
    <message>
        <source>The level applies to new games; the last game&apos;s options and the window&apos;s size are remembered too.</source>
        <translation>මට්ටම නව ක්‍රීඩාවලට අදාළ වේ; අවසන් ක්‍රීඩාවේ විකල්ප සහ කවුළුවේ ප්‍රමාණයද මතක තබා ගැනේ.</translation>
    </message>
    <message>
        <source>Novice</source>
        <translation>ආධුනික</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>පහසු</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>මධ්‍යම</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>ප්‍රබල</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>ප්‍රවීණ</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>භාෂාව</translation>
    </message>
    <message>
        <source>The words of the app, its games and lessons. At first, your system&apos;s language.</source>
        <translation>යෙදුමේ, එහි ක්‍රීඩාවල සහ පාඩම්වල වචන. මුලින්, ඔබේ පද්ධතියේ භාෂාව.</translation>
    </message>
    <message>
        <source>System</source>
        <translation>පද්ධතිය</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>ඉහළ වෙනස්කම</translation>
    </message>
    <message>
        <source>Black surfaces, white text and bright edges; a plain dark board with bright pits.</source>
        <translation>කළු පසුබිම්, සුදු අකුරු සහ දීප්තිමත් දාර; දීප්තිමත් වළවල් සහිත සරල අඳුරු පුවරුවක්.</translation>
    </message>
    <message>
        <source>Text size</source>
        <translation>අකුරු ප්‍රමාණය</translation>
    </message>
    <message>
        <source>The size of all the text in the app.</source>
        <translation>යෙදුමේ සියලු අකුරුවල ප්‍රමාණය.</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>A text size, in percent of the normal size.</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Server address</source>
        <translation>සේවාදායක ලිපිනය</translation>
    </message>
    <message>
        <source>For a public game server: its address as HOST:PORT. Joining with a room code alone goes there; an invite names its own server.</source>
        <translation>පොදු ක්‍රීඩා සේවාදායකයක් සඳහා: එහි ලිපිනය HOST:PORT ලෙස. කාමර කේතය පමණක් සමඟ එක්වීම එතැනට යයි; ආරාධනයක් තමන්ගේම සේවාදායකය නම් කරයි.</translation>
    </message>
</context>
<context>
    <name>SpeedMenuButton</name>
    <message>
        <source>Slow</source>
        <translation>මන්දගාමී</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>සාමාන්‍ය</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>වේගවත්</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>ක්ෂණික</translation>
    </message>
    <message>
        <source>As fast as yours</source>
        <translation>ඔබේ වේගයටම</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>අභිරුචි</translation>
    </message>
    <message>
        <source>Speed: %1 ▾</source>
        <translation>වේගය: %1 ▾</translation>
    </message>
    <message>
        <source>How fast the seeds travel</source>
        <translation>ඇට ගමන් කරන වේගය</translation>
    </message>
    <message>
        <source>The computer&apos;s moves:</source>
        <translation>පරිගණකයේ චලන:</translation>
    </message>
</context>
<context>
    <name>SpeedSelector</name>
    <message>
        <source>Slow</source>
        <translation>මන්දගාමී</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>සාමාන්‍ය</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>වේගවත්</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>ක්ෂණික</translation>
    </message>
</context>
<context>
    <name>Store</name>
    <message>
        <source>again</source>
        <translation>නැවතත්</translation>
    </message>
</context>
<context>
    <name>TraceAnimator</name>
    <message>
        <source>South</source>
        <translation>දකුණ</translation>
    </message>
    <message>
        <source>North</source>
        <translation>උතුර</translation>
    </message>
    <message>
        <source>%1 captures</source>
        <translation>%1 අල්ලා ගනී</translation>
    </message>
    <message>
        <source>%1 captures %2</source>
        <translation>%1, %2 අල්ලා ගනී</translation>
    </message>
    <message>
        <source>%1 moves again</source>
        <translation>%1 නැවත චලනය කරයි</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>වාරය: %1</translation>
    </message>
    <message>
        <source>%1 cannot move</source>
        <translation>%1 හට චලනයක් නැත</translation>
    </message>
    <message>
        <source>The round is over</source>
        <translation>වටය අවසන්</translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>සම ජයක්</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 ජය ගනී</translation>
    </message>
</context>
<context>
    <name>cowrie::ui::GameLibrary</name>
    <message>
        <source>only %1 of %2 bytes could be written (is the disk full?)</source>
        <translation>බයිට් %2 න් %1 ක් පමණක් ලිවිය හැකි විය (තැටිය පිරී ඇත්ද?)</translation>
    </message>
    <message>
        <source>the file %1 does not exist</source>
        <translation>%1 ගොනුව නොපවතී</translation>
    </message>
    <message>
        <source>%1 is not a regular file</source>
        <translation>%1 සාමාන්‍ය ගොනුවක් නොවේ</translation>
    </message>
    <message>
        <source>the file is too large (%1 bytes)</source>
        <translation>ගොනුව ඉතා විශාලය (බයිට් %1)</translation>
    </message>
    <message>
        <source>the file cannot be opened (%1)</source>
        <translation>ගොනුව විවෘත කළ නොහැක (%1)</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>ගොනුව හිස්ය</translation>
    </message>
    <message>
        <source>the folder %1 cannot be created</source>
        <translation>%1 ෆෝල්ඩරය සෑදිය නොහැක</translation>
    </message>
    <message>
        <source>the game could not be deleted: %1</source>
        <translation>ක්‍රීඩාව මකා දැමිය නොහැකි විය: %1</translation>
    </message>
    <message>
        <source>this game is already in the library</source>
        <translation>මෙම ක්‍රීඩාව දැනටමත් පුස්තකාලයේ ඇත</translation>
    </message>
</context>
<context>
    <name>cowrie::ui::GameSession</name>
    <message>
        <source>%1 resigns; %2 wins.</source>
        <translation>%1 පරාජය භාරගනී; %2 ජය ගනී.</translation>
    </message>
    <message>
        <source>Both choose a starting hole in secret: %1 first. %2, look away.</source>
        <translation>දෙදෙනාම රහසින් ආරම්භක වළක් තෝරයි: මුලින්ම %1. %2, අනෙක් පැත්ත බලන්න.</translation>
    </message>
    <message>
        <source>%1, choose your starting hole (%2&apos;s choice is hidden).</source>
        <translation>%1, ඔබේ ආරම්භක වළ තෝරන්න (%2 තෝරාගත් වළ සඟවා ඇත).</translation>
    </message>
    <message>
        <source>Choose your starting hole; the computer chooses without seeing yours.</source>
        <translation>ඔබේ ආරම්භක වළ තෝරන්න; පරිගණකය ඔබේ තේරීම නොදැක තෝරයි.</translation>
    </message>
    <message>
        <source>Waiting for the computer&apos;s choice…</source>
        <translation>පරිගණකයේ තේරීම එනතුරු රැඳී සිටිමින්…</translation>
    </message>
    <message>
        <source>Both computers choose a starting hole…</source>
        <translation>පරිගණක දෙකම ආරම්භක වළක් තෝරයි…</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 සිතමින් සිටී…</translation>
    </message>
    <message>
        <source>%1 to move: choose a hole, then the direction to sow.</source>
        <translation>දැන් %1 චලනය කළ යුතුය: වළක් තෝරා, පසුව බෙදන දිශාව තෝරන්න.</translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation>දැන් %1 චලනය කළ යුතුය.</translation>
    </message>
    <message>
        <source>there is no saved game</source>
        <translation>සුරැකි ක්‍රීඩාවක් නැත</translation>
    </message>
    <message>
        <source>it is the computer&apos;s turn</source>
        <translation>මෙය පරිගණකයේ වාරයයි</translation>
    </message>
    <message>
        <source>it is not your turn to choose</source>
        <translation>තෝරන්න ඔබේ වාරය නොවේ</translation>
    </message>
    <message>
        <source>against the computer, choose your own hole only</source>
        <translation>පරිගණකයට එරෙහිව, ඔබේම වළක් පමණක් තෝරන්න</translation>
    </message>
    <message>
        <source>no game has been started</source>
        <translation>කිසිදු ක්‍රීඩාවක් ආරම්භ කර නැත</translation>
    </message>
    <message>
        <source>there is no place %1 on this board</source>
        <translation>මෙම පුවරුවේ %1 නම් ස්ථානයක් නැත</translation>
    </message>
    <message>
        <source>a store cannot be played</source>
        <translation>ගබඩාවක් ක්‍රීඩා කළ නොහැක</translation>
    </message>
    <message>
        <source>%1 chooses now, from their own row</source>
        <translation>දැන් %1 තම පේළියෙන් තෝරයි</translation>
    </message>
    <message>
        <source>that hole is %1&apos;s; %2 is to move</source>
        <translation>එම වළ %1 පැත්තේය; දැන් චලනය කළ යුත්තේ %2</translation>
    </message>
    <message>
        <source>hole %1 does not exist (holes are 1..%2)</source>
        <translation>වළ %1 නොපවතී (වළවල් 1..%2)</translation>
    </message>
    <message>
        <source>%1&apos;s hole %2 cannot start a sowing</source>
        <translation>%1 පැත්තේ වළ %2 න් බෙදීමක් ඇරඹිය නොහැක</translation>
    </message>
    <message>
        <source>these two holes cannot be played together</source>
        <translation>මෙම වළවල් දෙක එකට ක්‍රීඩා කළ නොහැක</translation>
    </message>
    <message>
        <source>the game is being replayed</source>
        <translation>ක්‍රීඩාව නැවත නරඹමින් පවතී</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>ක්‍රීඩාව අවසන්</translation>
    </message>
    <message>
        <source>%1 takes back the resignation. %2</source>
        <translation>%1 පරාජය භාරගැනීම ආපසු ගනී. %2</translation>
    </message>
    <message>
        <source>Took back your last move. %1</source>
        <translation>ඔබේ අවසන් චලනය ආපසු ගත්තා. %1</translation>
    </message>
    <message>
        <source>Took back move %1. %2</source>
        <translation>චලනය %1 ආපසු ගත්තා. %2</translation>
    </message>
    <message>
        <source>the computers play on; go back to stop the demo</source>
        <translation>පරිගණක දිගටම ක්‍රීඩා කරයි; නිදර්ශනය නැවැත්වීමට ආපසු යන්න</translation>
    </message>
    <message>
        <source>a hint is for the person to move</source>
        <translation>ඉඟිය වාරය ඇති ක්‍රීඩකයාට පමණි</translation>
    </message>
    <message>
        <source>This game cannot be saved: %1. It goes on, but will be lost when you quit.</source>
        <translation>මෙම ක්‍රීඩාව සුරැකිය නොහැක: %1. එය දිගටම යයි, නමුත් ඔබ ඉවත් වූ විට නැති වේ.</translation>
    </message>
    <message>
        <source>This game cannot be kept in the library: %1.</source>
        <translation>මෙම ක්‍රීඩාව පුස්තකාලයේ තබා ගත නොහැක: %1.</translation>
    </message>
    <message>
        <source>The computer found no move.</source>
        <translation>පරිගණකයට චලනයක් සොයාගත නොහැකි විය.</translation>
    </message>
    <message>
        <source>Not allowed: %1</source>
        <translation>ඉඩ නොදේ: %1</translation>
    </message>
    <message>
        <source>it is not your turn</source>
        <translation>ඔබේ වාරය නොවේ</translation>
    </message>
    <message>
        <source>Choose your starting hole; %1 chooses without seeing yours.</source>
        <translation>ඔබේ ආරම්භක වළ තෝරන්න; %1 ඔබේ තේරීම නොදැක තෝරයි.</translation>
    </message>
    <message>
        <source>Waiting for %1&apos;s choice…</source>
        <translation>%1 ගේ තේරීම එනතුරු රැඳී සිටිමින්…</translation>
    </message>
    <message>
        <source>Your move is on its way to the game server…</source>
        <translation>ඔබේ චලනය ක්‍රීඩා සේවාදායකය වෙත යමින් පවතී…</translation>
    </message>
    <message>
        <source>an online game begins by hosting it or joining it</source>
        <translation>මාර්ගගත ක්‍රීඩාවක් ආරම්භ වන්නේ එය සංවිධානය කිරීමෙන් හෝ එයට එක්වීමෙනි</translation>
    </message>
    <message>
        <source>your move is on its way to the game server</source>
        <translation>ඔබේ චලනය ක්‍රීඩා සේවාදායකය වෙත යමින් පවතී</translation>
    </message>
    <message>
        <source>it is %1&apos;s turn</source>
        <translation>මෙය %1 ගේ වාරයයි</translation>
    </message>
    <message>
        <source>the game server cannot be reached now; try again when connected</source>
        <translation>ක්‍රීඩා සේවාදායකයට දැන් සම්බන්ධ විය නොහැක; සම්බන්ධ වූ පසු නැවත උත්සාහ කරන්න</translation>
    </message>
    <message>
        <source>there are no hints in a game against a friend online</source>
        <translation>මාර්ගගතව මිතුරෙකුට එරෙහි ක්‍රීඩාවක ඉඟි නැත</translation>
    </message>
    <message>
        <source>The server&apos;s move %1 cannot be played on this board.</source>
        <translation>සේවාදායකයේ චලනය %1 මෙම පුවරුවේ ක්‍රීඩා කළ නොහැක.</translation>
    </message>
    <message>
        <source>The server&apos;s move cannot be played on this board.</source>
        <translation>සේවාදායකයේ චලනය මෙම පුවරුවේ ක්‍රීඩා කළ නොහැක.</translation>
    </message>
    <message>
        <source>the game server cannot be reached now; your move was not sent</source>
        <translation>ක්‍රීඩා සේවාදායකයට දැන් සම්බන්ධ විය නොහැක; ඔබේ චලනය යැවුණේ නැත</translation>
    </message>
    <message>
        <source>The server&apos;s move %1 cannot be read.</source>
        <translation>සේවාදායකයේ චලනය %1 කියවිය නොහැක.</translation>
    </message>
    <message>
        <source>The game server refused the move: %1</source>
        <translation>ක්‍රීඩා සේවාදායකය චලනය ප්‍රතික්ෂේප කළේය: %1</translation>
    </message>
    <message>
        <source>Waiting for your friend to join…</source>
        <translation>ඔබේ මිතුරා එක්වන තෙක් රැඳී සිටිමින්…</translation>
    </message>
    <message>
        <source>the game begins when your friend has joined</source>
        <translation>ඔබේ මිතුරා එක්වූ පසු ක්‍රීඩාව ආරම්භ වේ</translation>
    </message>
</context>
<context>
    <name>cowrie::ui::HintAdvisor</name>
    <message>
        <source>Try hole %1.</source>
        <translation>වළ %1 උත්සාහ කර බලන්න.</translation>
    </message>
    <message>
        <source>Try hole %1, sowing towards your right.</source>
        <translation>වළ %1 උත්සාහ කර බලන්න, ඔබේ දකුණු අතට බෙදමින්.</translation>
    </message>
    <message>
        <source>Try hole %1, sowing towards your left.</source>
        <translation>වළ %1 උත්සාහ කර බලන්න, ඔබේ වම් අතට බෙදමින්.</translation>
    </message>
</context>
<context>
    <name>cowrie::ui::LessonSession</name>
    <message>
        <source>South</source>
        <translation>දකුණ</translation>
    </message>
    <message>
        <source>North</source>
        <translation>උතුර</translation>
    </message>
    <message>
        <source>There are no lessons for this game yet.</source>
        <translation>මෙම ක්‍රීඩාව සඳහා තවම පාඩම් නැත.</translation>
    </message>
    <message>
        <source>The lessons cannot be read: %1</source>
        <translation>පාඩම් කියවිය නොහැක: %1</translation>
    </message>
    <message>
        <source>Not quite. %1</source>
        <translation>හරියටම නොවේ. %1</translation>
    </message>
    <message>
        <source>Well done.</source>
        <translation>ඉතා හොඳයි.</translation>
    </message>
    <message>
        <source>That was the move. %1</source>
        <translation>නිවැරදි චලනය එයයි. %1</translation>
    </message>
    <message>
        <source>Play one of your own holes, in the row nearest you.</source>
        <translation>ඔබට ආසන්නම පේළියේ ඇති ඔබේම වළක් ක්‍රීඩා කරන්න.</translation>
    </message>
    <message>
        <source>That hole cannot be played: %1.</source>
        <translation>එම වළ ක්‍රීඩා කළ නොහැක: %1.</translation>
    </message>
    <message>
        <source>Right: the last seed falls in %1.</source>
        <translation>නිවැරදියි: අවසාන ඇටය %1 හි වැටේ.</translation>
    </message>
    <message>
        <source>Not there: the last seed falls in %1. Watch.</source>
        <translation>එතැන නොවේ: අවසාන ඇටය %1 හි වැටේ. බලන්න.</translation>
    </message>
    <message>
        <source>Lesson complete.</source>
        <translation>පාඩම සම්පූර්ණයි.</translation>
    </message>
    <message>
        <source>You have finished every lesson of this game. Try a real game, or some puzzles!</source>
        <translation>ඔබ මෙම ක්‍රීඩාවේ සියලු පාඩම් අවසන් කර ඇත. සැබෑ ක්‍රීඩාවක් හෝ ප්‍රහේලිකා කිහිපයක් උත්සාහ කරන්න!</translation>
    </message>
</context>
<context>
    <name>cowrie::ui::LibraryModel</name>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A computer player: %1 its name, %2 its level (Novice, Easy...).</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Novice</source>
        <translation>ආධුනික</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>පහසු</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>මධ්‍යම</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>ප්‍රබල</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>ප්‍රවීණ</translation>
    </message>
    <message>
        <source>Cannot be read: %1</source>
        <translation>කියවිය නොහැක: %1</translation>
    </message>
    <message>
        <source>South</source>
        <translation>දකුණ</translation>
    </message>
    <message>
        <source>North</source>
        <translation>උතුර</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <translation>පරිගණකය (%1)</translation>
    </message>
    <message>
        <source>Two players</source>
        <translation>ක්‍රීඩකයන් දෙදෙනා</translation>
    </message>
    <message>
        <source>Computer demo</source>
        <translation>පරිගණක නිදර්ශනය</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 එදිරිව %2</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation>නිම නොකළ</translation>
    </message>
    <message>
        <source>%1 resigned</source>
        <translation>%1 පරාජය භාරගත්තා</translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>සම ජයක්</translation>
    </message>
    <message>
        <source>%1 won by %2</source>
        <extracomment>%1 is the winner&apos;s name, %2 their lead in seeds.</extracomment>
        <translation>%1 ඇට %2 කින් ජය ගත්තා</translation>
    </message>
    <message>
        <source>1 move</source>
        <translation>චලන 1</translation>
    </message>
    <message numerus="yes">
        <source>%n moves</source>
        <translation>
            <numerusform>චලන %n</numerusform>
            <numerusform>චලන %n</numerusform>
        </translation>
    </message>
    <message>
        <source>This game cannot be opened: %1</source>
        <translation>මෙම ක්‍රීඩාව විවෘත කළ නොහැක: %1</translation>
    </message>
    <message>
        <source>The game could not be deleted: %1</source>
        <translation>ක්‍රීඩාව මකා දැමිය නොහැකි විය: %1</translation>
    </message>
    <message>
        <source>The game was deleted.</source>
        <translation>ක්‍රීඩාව මකා දමන ලදී.</translation>
    </message>
    <message>
        <source>only a file on this computer can be written</source>
        <translation>ලිවිය හැක්කේ මෙම පරිගණකයේ ඇති ගොනුවකට පමණි</translation>
    </message>
    <message>
        <source>The game was exported to %1.</source>
        <translation>ක්‍රීඩාව %1 වෙත අපනයනය කරන ලදී.</translation>
    </message>
    <message>
        <source>The game could not be exported: %1</source>
        <translation>ක්‍රීඩාව අපනයනය කළ නොහැකි විය: %1</translation>
    </message>
    <message>
        <source>only a file on this computer can be read</source>
        <translation>කියවිය හැක්කේ මෙම පරිගණකයේ ඇති ගොනුවක් පමණි</translation>
    </message>
    <message>
        <source>%1 was added to the library.</source>
        <translation>%1 පුස්තකාලයට එක් කරන ලදී.</translation>
    </message>
    <message>
        <source>The file could not be imported: %1</source>
        <translation>ගොනුව ආයාත කළ නොහැකි විය: %1</translation>
    </message>
</context>
<context>
    <name>cowrie::ui::OnlineGame</name>
    <message>
        <source>Could not connect.</source>
        <translation>සම්බන්ධ විය නොහැකි විය.</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>%1 වෙත සම්බන්ධ වෙමින්…</translation>
    </message>
    <message>
        <source>Connection lost; reconnecting…</source>
        <translation>සම්බන්ධතාව බිඳී ගියේය; නැවත සම්බන්ධ වෙමින්…</translation>
    </message>
    <message numerus="yes">
        <source>Connection lost; reconnecting in %n s</source>
        <translation>
            <numerusform>සම්බන්ධතාව බිඳී ගියේය; තත්පර %n කින් නැවත සම්බන්ධ වේ</numerusform>
            <numerusform>සම්බන්ධතාව බිඳී ගියේය; තත්පර %n කින් නැවත සම්බන්ධ වේ</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting for your friend to join.</source>
        <translation>ඔබේ මිතුරා එක්වන තෙක් රැඳී සිටිමින්.</translation>
    </message>
    <message>
        <source>Game over; %1 is still here.</source>
        <translation>ක්‍රීඩාව අවසන්; %1 තවමත් මෙහි සිටී.</translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation>ක්‍රීඩාව අවසන්.</translation>
    </message>
    <message>
        <source>Connected: playing %1.</source>
        <translation>සම්බන්ධයි: %1 සමඟ ක්‍රීඩා කරමින්.</translation>
    </message>
    <message>
        <source>%1 is away; the game waits.</source>
        <translation>%1 දැන් නැත; ක්‍රීඩාව රැඳී සිටී.</translation>
    </message>
    <message>
        <source>Hello!</source>
        <translation>ආයුබෝවන්!</translation>
    </message>
    <message>
        <source>Good move!</source>
        <translation>හොඳ චලනයක්!</translation>
    </message>
    <message>
        <source>Good game!</source>
        <translation>හොඳ ක්‍රීඩාවක්!</translation>
    </message>
    <message>
        <source>Thanks!</source>
        <translation>ස්තූතියි!</translation>
    </message>
    <message>
        <source>Oops!</source>
        <translation>අපොයි!</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>The name an online player is given who typed none.</extracomment>
        <translation>ක්‍රීඩකයා</translation>
    </message>
    <message>
        <source>The game server could not start: %1</source>
        <translation>ක්‍රීඩා සේවාදායකය ආරම්භ කළ නොහැකි විය: %1</translation>
    </message>
    <message>
        <source>Paste the invite, or give the server&apos;s address in Settings.</source>
        <translation>ආරාධනය අලවන්න, නැතහොත් සැකසුම් තුළ සේවාදායකයේ ලිපිනය දෙන්න.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no invite nor server address.</source>
        <translation>&quot;%1&quot; ආරාධනයක් හෝ සේවාදායක ලිපිනයක් නොවේ.</translation>
    </message>
    <message>
        <source>The invite names no room: give the room code too.</source>
        <translation>ආරාධනයේ කාමරයක් සඳහන් නැත: කාමර කේතයද දෙන්න.</translation>
    </message>
    <message>
        <source>Could not reach the server at %1: %2</source>
        <translation>%1 හි සේවාදායකයට සම්බන්ධ විය නොහැකි විය: %2</translation>
    </message>
    <message>
        <source>The server&apos;s answer is damaged.</source>
        <translation>සේවාදායකයේ පිළිතුර හානි වී ඇත.</translation>
    </message>
    <message>
        <source>The server gave up this game: nobody played it for a week.</source>
        <translation>සේවාදායකය මෙම ක්‍රීඩාව අත්හැරියේය: සතියක් තිස්සේ කිසිවෙකු එය ක්‍රීඩා කළේ නැත.</translation>
    </message>
    <message>
        <source>There is no room %1 on that server.</source>
        <translation>එම සේවාදායකයේ %1 නම් කාමරයක් නැත.</translation>
    </message>
    <message>
        <source>Room %1 has two players already.</source>
        <translation>කාමරය %1 හි දැනටමත් ක්‍රීඩකයන් දෙදෙනෙක් සිටී.</translation>
    </message>
    <message>
        <source>The server refused: %1</source>
        <translation>සේවාදායකය ප්‍රතික්ෂේප කළේය: %1</translation>
    </message>
    <message>
        <source>This board differs from the server&apos;s after move %1; the server&apos;s game is brought back.</source>
        <translation>චලනය %1 න් පසු මෙම පුවරුව සේවාදායකයේ පුවරුවෙන් වෙනස් වේ; සේවාදායකයේ ක්‍රීඩාව නැවත ගෙන එනු ලැබේ.</translation>
    </message>
</context>
<context>
    <name>cowrie::ui::OnlineLink</name>
    <message>
        <source>no answer within %1 s</source>
        <translation>තත්පර %1 ක් තුළ පිළිතුරක් නැත</translation>
    </message>
</context>
<context>
    <name>cowrie::ui::OptionsModel</name>
    <message>
        <source>There is no game called &apos;%1&apos;.</source>
        <translation>&apos;%1&apos; නමින් ක්‍රීඩාවක් නැත.</translation>
    </message>
    <message>
        <source>%1 has no preset &apos;%2&apos;.</source>
        <translation>%1 හි &apos;%2&apos; නම් පෙරසැකසුමක් නැත.</translation>
    </message>
</context>
<context>
    <name>cowrie::ui::PuzzleSession</name>
    <message>
        <source>South</source>
        <translation>දකුණ</translation>
    </message>
    <message>
        <source>North</source>
        <translation>උතුර</translation>
    </message>
    <message>
        <source>There are no puzzles for this game yet.</source>
        <translation>මෙම ක්‍රීඩාව සඳහා තවම ප්‍රහේලිකා නැත.</translation>
    </message>
    <message>
        <source>The puzzles cannot be read: %1</source>
        <translation>ප්‍රහේලිකා කියවිය නොහැක: %1</translation>
    </message>
    <message>
        <source>This puzzle cannot be shown: both players move at once.</source>
        <translation>මෙම ප්‍රහේලිකාව පෙන්විය නොහැක: ක්‍රීඩකයන් දෙදෙනාම එකවර චලනය කරයි.</translation>
    </message>
    <message>
        <source>This puzzle cannot be read: %1</source>
        <translation>මෙම ප්‍රහේලිකාව කියවිය නොහැක: %1</translation>
    </message>
    <message>
        <source>You play North: your holes are nearest you. Find the best move.</source>
        <translation>ඔබ උතුර ලෙස ක්‍රීඩා කරයි: ඔබේ වළවල් ඔබට ළඟම ඇත. හොඳම චලනය සොයන්න.</translation>
    </message>
    <message>
        <source>You play South: your holes are nearest you. Find the best move.</source>
        <translation>ඔබ දකුණ ලෙස ක්‍රීඩා කරයි: ඔබේ වළවල් ඔබට ළඟම ඇත. හොඳම චලනය සොයන්න.</translation>
    </message>
    <message>
        <source>Play one of South&apos;s holes, in the row nearest you.</source>
        <translation>ඔබට ළඟම පේළියේ ඇති දකුණේ වළවලින් එකක් ක්‍රීඩා කරන්න.</translation>
    </message>
    <message>
        <source>Play one of North&apos;s holes, in the row nearest you.</source>
        <translation>ඔබට ළඟම පේළියේ ඇති උතුරේ වළවලින් එකක් ක්‍රීඩා කරන්න.</translation>
    </message>
    <message>
        <source>That hole cannot be played: %1.</source>
        <translation>එම වළ ක්‍රීඩා කළ නොහැක: %1.</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>හරි!</translation>
    </message>
    <message>
        <source>Not this one. Watch what happens.</source>
        <translation>මෙය නොවේ. සිදු වන දේ බලන්න.</translation>
    </message>
    <message>
        <source>Right! Keep going: it is your move again.</source>
        <translation>හරි! දිගටම යන්න: නැවතත් ඔබේ චලනයයි.</translation>
    </message>
    <message>
        <source>That was the answer.</source>
        <translation>එය පිළිතුරයි.</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>විසඳුවා!</translation>
    </message>
    <message>
        <source>Solved, with help this time.</source>
        <translation>විසඳුවා, මෙවර උදව් සහිතව.</translation>
    </message>
    <message>
        <source>Your rating: %1 (+%2).</source>
        <translation>ඔබේ ශ්‍රේණිය: %1 (+%2).</translation>
    </message>
    <message>
        <source>Your rating: %1 (−%2).</source>
        <translation>ඔබේ ශ්‍රේණිය: %1 (−%2).</translation>
    </message>
    <message>
        <source>Not this one.</source>
        <translation>මෙය නොවේ.</translation>
    </message>
    <message>
        <source>Taken back. Try again.</source>
        <translation>ආපසු ගත්තා. නැවත උත්සාහ කරන්න.</translation>
    </message>
    <message>
        <source>Play the lit hole.</source>
        <translation>දීප්තිමත් වළ ක්‍රීඩා කරන්න.</translation>
    </message>
    <message>
        <source>Watch the answer.</source>
        <translation>පිළිතුර බලන්න.</translation>
    </message>
</context>
<context>
    <name>cowrie::ui::ReplayController</name>
    <message>
        <source>Both</source>
        <translation>දෙදෙනාම</translation>
    </message>
</context>
<context>
    <name>cowrie::ui::ReviewMoves</name>
    <message>
        <source>best</source>
        <translation>හොඳම</translation>
    </message>
    <message>
        <source>good</source>
        <translation>හොඳ</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>නිරවද්‍ය නොවන</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>වැරැද්ද</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>බරපතළ වැරැද්ද</translation>
    </message>
    <message>
        <source>chosen together</source>
        <translation>එකට තෝරා ගත්</translation>
    </message>
    <message>
        <source>South</source>
        <translation>දකුණ</translation>
    </message>
    <message>
        <source>North</source>
        <translation>උතුර</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>දෙදෙනාම</translation>
    </message>
</context>
<context>
    <name>cowrie::ui::ReviewSession</name>
    <message>
        <source>This game cannot be reviewed: %1</source>
        <translation>මෙම ක්‍රීඩාව සමාලෝචනය කළ නොහැක: %1</translation>
    </message>
    <message>
        <source>The position the game was left in.</source>
        <translation>ක්‍රීඩාව නතර කළ ස්ථානය.</translation>
    </message>
    <message>
        <source>Move %1: both players chose at once, %2; such choices are not classed.</source>
        <translation>චලනය %1: දෙදෙනාම එකවර තෝරා ගත්තා, %2; එවැනි තේරීම් වර්ග නොකෙරේ.</translation>
    </message>
    <message>
        <source>Move %1: %2 played %3, the engine&apos;s choice too.</source>
        <translation>චලනය %1: %2, %3 ක්‍රීඩා කළා; එය එන්ජිමේ තේරීමද වේ.</translation>
    </message>
    <message>
        <source>Move %1: %2 played %3, as good as the engine&apos;s %4.</source>
        <translation>චලනය %1: %2, %3 ක්‍රීඩා කළා; එය එන්ජිමේ %4 තරම්ම හොඳයි.</translation>
    </message>
    <message>
        <source>Move %1: %2 played %3, a blunder that changes the result. Best was %4.</source>
        <translation>චලනය %1: %2, %3 ක්‍රීඩා කළා; එය ප්‍රතිඵලය වෙනස් කරන බරපතළ වැරැද්දකි. හොඳම චලනය %4 විය.</translation>
    </message>
    <message numerus="yes">
        <source>%n seed given away</source>
        <translation>
            <numerusform>අත්හළ ඇට %n</numerusform>
            <numerusform>අත්හළ ඇට %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seeds given away</source>
        <translation>
            <numerusform>අත්හළ ඇට %n</numerusform>
            <numerusform>අත්හළ ඇට %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Move %1: %2 played %3, %4: %5. Best was %6.</source>
        <translation>චලනය %1: %2, %3 ක්‍රීඩා කළා, %4: %5. හොඳම චලනය %6 විය.</translation>
    </message>
    <message>
        <source>a win for South</source>
        <translation>දකුණට ජයක්</translation>
    </message>
    <message>
        <source>a win for North</source>
        <translation>උතුරට ජයක්</translation>
    </message>
    <message>
        <source>Value for South: %1 before the move, %2 after it.</source>
        <translation>දකුණ සඳහා අගය: චලනයට පෙර %1, පසු %2.</translation>
    </message>
    <message>
        <source>Exact: the engine searched to the end of the game.</source>
        <translation>නිශ්චිතයි: එන්ජිම ක්‍රීඩාවේ අවසානය දක්වා සෙව්වේය.</translation>
    </message>
    <message>
        <source>Estimated by a search of %L1 positions.</source>
        <translation>ස්ථාන %L1 ක සෙවීමකින් ඇස්තමේන්තු කළා.</translation>
    </message>
</context>
<context>
    <name>cowrie::ui::RulesBook</name>
    <message>
        <source>There is no game called %1.</source>
        <translation>%1 නමින් ක්‍රීඩාවක් නැත.</translation>
    </message>
    <message>
        <source>The rules of %1 are not written yet.</source>
        <translation>%1 හි නීති තවම ලියා නැත.</translation>
    </message>
    <message>
        <source>The rules could not be read.</source>
        <translation>නීති කියවිය නොහැකි විය.</translation>
    </message>
</context>
<context>
    <name>cowrie::ui::SaveStore</name>
    <message>
        <source>%1 against %2</source>
        <translation>%1 එදිරිව %2</translation>
    </message>
    <message>
        <source>against the computer</source>
        <translation>පරිගණකයට එරෙහිව</translation>
    </message>
    <message>
        <source>computer against computer</source>
        <translation>පරිගණකය එදිරිව පරිගණකය</translation>
    </message>
    <message>
        <source>%1, %2, 1 move played</source>
        <translation>%1, %2, චලන 1ක් කළා</translation>
    </message>
    <message>
        <source>%1, %2, %3 moves played</source>
        <translation>%1, %2, චලන %3ක් කළා</translation>
    </message>
    <message>
        <source>the folder %1 cannot be created</source>
        <translation>%1 ෆෝල්ඩරය සෑදිය නොහැක</translation>
    </message>
    <message>
        <source>it is not valid JSON (%1)</source>
        <translation>එය වලංගු JSON නොවේ (%1)</translation>
    </message>
    <message>
        <source>it is not a Cowrie save file</source>
        <translation>එය Cowrie සුරැකුම් ගොනුවක් නොවේ</translation>
    </message>
    <message>
        <source>it was written by another version of Cowrie</source>
        <translation>එය Cowrie හි වෙනත් අනුවාදයකින් ලියා ඇත</translation>
    </message>
    <message>
        <source>its record or setup is missing</source>
        <translation>එහි වාර්තාව හෝ සැකසුම අස්ථානගත වී ඇත</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>එය සාමාන්‍ය ගොනුවක් නොවේ</translation>
    </message>
    <message>
        <source>it is too large (%1 bytes)</source>
        <translation>එය ඉතා විශාලය (බයිට් %1)</translation>
    </message>
    <message>
        <source>it cannot be opened (%1)</source>
        <translation>එය විවෘත කළ නොහැක (%1)</translation>
    </message>
    <message>
        <source>it holds a game of %1, not of %2</source>
        <translation>එහි ඇත්තේ %2 නොව %1 ක්‍රීඩාවකි</translation>
    </message>
    <message>
        <source>The saved game could not be read: %1. It was set aside as %2.</source>
        <extracomment>%1 is why the saved game could not be read (&quot;it is not a Cowrie save file&quot;). %2 is the file&apos;s new name.</extracomment>
        <translation>සුරැකි ක්‍රීඩාව කියවිය නොහැකි විය: %1. එය %2 ලෙස වෙනම තබන ලදී.</translation>
    </message>
    <message>
        <source>The saved game could not be read: %1.</source>
        <translation>සුරැකි ක්‍රීඩාව කියවිය නොහැකි විය: %1.</translation>
    </message>
    <message>
        <source>The list of unfinished games could not be read: %1. It was set aside as %2; the games are still in the library.</source>
        <extracomment>%1 is why the list could not be read, %2 the file&apos;s new name.</extracomment>
        <translation>අවසන් නොකළ ක්‍රීඩා ලැයිස්තුව කියවිය නොහැකි විය: %1. එය %2 ලෙස වෙනම තබන ලදී; ක්‍රීඩා තවමත් පුස්තකාලයේ ඇත.</translation>
    </message>
    <message>
        <source>The list of unfinished games could not be read: %1; the games are still in the library.</source>
        <translation>අවසන් නොකළ ක්‍රීඩා ලැයිස්තුව කියවිය නොහැකි විය: %1; ක්‍රීඩා තවමත් පුස්තකාලයේ ඇත.</translation>
    </message>
    <message>
        <source>The unfinished game of %1 could not be read from the library: %2. It is still there, listed with its problem.</source>
        <extracomment>%1 is a game&apos;s name, %2 why its record could not be read.</extracomment>
        <translation>අවසන් නොකළ %1 ක්‍රීඩාව පුස්තකාලයෙන් කියවිය නොහැකි විය: %2. එය තවමත් එහි, එහි ගැටලුව සමඟ ලැයිස්තුගත කර ඇත.</translation>
    </message>
    <message>
        <source>The list of unfinished games cannot be written: %1.</source>
        <extracomment>%1 is what went wrong (&quot;No space left on device&quot;).</extracomment>
        <translation>අවසන් නොකළ ක්‍රීඩා ලැයිස්තුව ලිවිය නොහැක: %1.</translation>
    </message>
    <message>
        <source>The saved game in %1 could not be moved into the library: %2. It stays where it is.</source>
        <extracomment>%1 is a file name, %2 what went wrong.</extracomment>
        <translation>%1 හි සුරැකි ක්‍රීඩාව පුස්තකාලයට ගෙන යා නොහැකි විය: %2. එය තිබූ තැනම පවතී.</translation>
    </message>
    <message>
        <source>its list of games is damaged</source>
        <translation>එහි ක්‍රීඩා ලැයිස්තුව හානි වී ඇත</translation>
    </message>
    <message>
        <source>%1, online against %2, 1 move played</source>
        <extracomment>An unfinished game played over the network; %2 is the friend&apos;s name.</extracomment>
        <translation>%1, මාර්ගගතව %2 එදිරිව, චලන 1ක් කළා</translation>
    </message>
    <message>
        <source>%1, online against %2, %3 moves played</source>
        <translation>%1, මාර්ගගතව %2 එදිරිව, චලන %3ක් කළා</translation>
    </message>
</context>
</TS>
