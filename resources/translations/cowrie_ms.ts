<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ms_MY" sourcelanguage="en">
<context>
    <name>Board</name>
    <message>
        <source>South</source>
        <translation>Selatan</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Utara</translation>
    </message>
</context>
<context>
    <name>BoardPlace</name>
    <message>
        <source>your store</source>
        <translation>rumah anda</translation>
    </message>
    <message>
        <source>%1&apos;s store</source>
        <translation>rumah %1</translation>
    </message>
    <message numerus="yes">
        <source>your store, %n seed</source>
        <translation>
            <numerusform>rumah anda, %n biji</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>your store, %n seeds</source>
        <translation>
            <numerusform>rumah anda, %n biji</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s store, %n seed</source>
        <translation>
            <numerusform>rumah %1, %n biji</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s store, %n seeds</source>
        <translation>
            <numerusform>rumah %1, %n biji</numerusform>
        </translation>
    </message>
    <message>
        <source>your hole %1</source>
        <translation>lubang %1 anda</translation>
    </message>
    <message>
        <source>%1&apos;s hole %2</source>
        <translation>lubang %2 %1</translation>
    </message>
    <message numerus="yes">
        <source>your hole %1, %n seed</source>
        <translation>
            <numerusform>lubang %1 anda, %n biji</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>your hole %1, %n seeds</source>
        <translation>
            <numerusform>lubang %1 anda, %n biji</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s hole %2, %n seed</source>
        <translation>
            <numerusform>lubang %2 %1, %n biji</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s hole %2, %n seeds</source>
        <translation>
            <numerusform>lubang %2 %1, %n biji</numerusform>
        </translation>
    </message>
    <message>
        <source>You can play it now.</source>
        <translation>Anda boleh memainkannya sekarang.</translation>
    </message>
    <message>
        <source>You cannot play it now.</source>
        <translation>Anda tidak boleh memainkannya sekarang.</translation>
    </message>
    <message>
        <source>Burnt: out of play.</source>
        <translation>Terbakar: tidak dimainkan.</translation>
    </message>
    <message>
        <source>Blind: out of play.</source>
        <translation>Buta: tidak dimainkan.</translation>
    </message>
    <message>
        <source>A puta hole.</source>
        <translation>Lubang puta.</translation>
    </message>
    <message>
        <source>A naga hole.</source>
        <translation>Lubang naga.</translation>
    </message>
</context>
<context>
    <name>CaptionBar</name>
    <message>
        <source>Each event of a move is named here as the seeds travel.</source>
        <translation>Setiap peristiwa dalam langkah dinamakan di sini semasa biji bergerak.</translation>
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
        <translation>mancala standard</translation>
    </message>
    <message>
        <source>Reference game (worldwide)</source>
        <extracomment>where Kalah is played</extracomment>
        <translation>Permainan rujukan (seluruh dunia)</translation>
    </message>
    <message>
        <source>The familiar mancala: capture across the board, extra moves from your store.</source>
        <extracomment>one line about Kalah</extracomment>
        <translation>Mancala yang biasa: tawan merentas papan, main lagi apabila berakhir di rumah sendiri.</translation>
    </message>
    <message>
        <source>Holes</source>
        <extracomment>the name of an option of Kalah</extracomment>
        <translation>Lubang</translation>
    </message>
    <message>
        <source>Holes in each player&apos;s row.</source>
        <extracomment>what an option of Kalah does</extracomment>
        <translation>Bilangan lubang dalam baris setiap pemain.</translation>
    </message>
    <message>
        <source>Seeds</source>
        <extracomment>the name of an option of Kalah</extracomment>
        <translation>Biji</translation>
    </message>
    <message>
        <source>Seeds in each hole at the start.</source>
        <extracomment>what an option of Kalah does</extracomment>
        <translation>Bilangan biji dalam setiap lubang pada permulaan.</translation>
    </message>
    <message>
        <source>Empty capture</source>
        <extracomment>the name of an option of Kalah</extracomment>
        <translation>Tawan kosong</translation>
    </message>
    <message>
        <source>A last seed in your own empty hole is captured even when the opposite hole is empty.</source>
        <extracomment>what an option of Kalah does</extracomment>
        <translation>Biji terakhir yang jatuh ke lubang kosong sendiri tetap ditawan walaupun lubang bertentangan kosong.</translation>
    </message>
    <message>
        <source>First</source>
        <extracomment>the name of an option of Kalah</extracomment>
        <translation>Pemain pertama</translation>
    </message>
    <message>
        <source>Who moves first.</source>
        <extracomment>what an option of Kalah does</extracomment>
        <translation>Siapa yang bermain dahulu.</translation>
    </message>
    <message>
        <source>South</source>
        <extracomment>a choice of the option &apos;First&apos;</extracomment>
        <translation>Selatan</translation>
    </message>
    <message>
        <source>North</source>
        <extracomment>a choice of the option &apos;First&apos;</extracomment>
        <translation>Utara</translation>
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
        <translation>Malaysia</translation>
    </message>
    <message>
        <source>Seven holes of seven cowries; relay sowing round and round the boat.</source>
        <extracomment>one line about Congkak</extracomment>
        <translation>Tujuh lubang, tujuh biji setiap satu; taburan bersambung berpusing-pusing mengelilingi papan.</translation>
    </message>
    <message>
        <source>Single round</source>
        <extracomment>a variant (preset) of Congkak</extracomment>
        <translation>Satu pusingan</translation>
    </message>
    <message>
        <source>Traditional: simultaneous start, rounds</source>
        <extracomment>a variant (preset) of Congkak</extracomment>
        <translation>Tradisional: mula serentak, berpusingan</translation>
    </message>
    <message>
        <source>Traditional</source>
        <extracomment>the name of an option of Congkak</extracomment>
        <translation>Tradisional</translation>
    </message>
    <message>
        <source>Both players make the first move at once, and the game is played over rounds with burnt holes.</source>
        <extracomment>what an option of Congkak does</extracomment>
        <translation>Kedua-dua pemain membuat langkah pertama serentak, dan permainan dimainkan dalam beberapa pusingan dengan lubang terbakar.</translation>
    </message>
    <message>
        <source>Who moves first (no effect with the simultaneous start).</source>
        <extracomment>what an option of Congkak does</extracomment>
        <translation>Siapa yang bermain dahulu (tiada kesan jika mula serentak).</translation>
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
        <translation>Indonesia</translation>
    </message>
    <message>
        <source>Relay sowing on a boat of five to nine holes a side; play one round or to K.</source>
        <extracomment>one line about Congklak</extracomment>
        <translation>Taburan bersambung pada papan lima hingga sembilan lubang sebelah; main satu pusingan atau hingga K.</translation>
    </message>
    <message>
        <source>Classic 2x5</source>
        <extracomment>a variant (preset) of Congklak</extracomment>
        <translation>Klasik 2x5</translation>
    </message>
    <message>
        <source>Rounds 2xN</source>
        <extracomment>a variant (preset) of Congklak</extracomment>
        <translation>Pusingan 2xN</translation>
    </message>
    <message>
        <source>Preset</source>
        <extracomment>the name of an option of Congklak</extracomment>
        <translation>Pratetap</translation>
    </message>
    <message>
        <source>Classic 2x5, one round; or Rounds: simultaneous start, burnt holes, first to K rounds.</source>
        <extracomment>what an option of Congklak does</extracomment>
        <translation>Klasik 2x5, satu pusingan; atau Pusingan: mula serentak, lubang terbakar, siapa dahulu menang K pusingan.</translation>
    </message>
    <message>
        <source>Classic</source>
        <extracomment>a choice of the option &apos;Preset&apos;</extracomment>
        <translation>Klasik</translation>
    </message>
    <message>
        <source>Rounds</source>
        <extracomment>a choice of the option &apos;Preset&apos;</extracomment>
        <translation>Pusingan</translation>
    </message>
    <message>
        <source>Holes in each row, and seeds in each hole (default 5 in Classic, 7 in Rounds).</source>
        <extracomment>what an option of Congklak does</extracomment>
        <translation>Bilangan lubang dalam setiap baris, dan biji dalam setiap lubang (lalai 5 dalam Klasik, 7 dalam Pusingan).</translation>
    </message>
    <message>
        <source>Round wins needed to win the game (Rounds preset).</source>
        <extracomment>what an option of Congklak does</extracomment>
        <translation>Bilangan pusingan yang perlu dimenangi untuk memenangi permainan (pratetap Pusingan).</translation>
    </message>
    <message>
        <source>Lone seed</source>
        <extracomment>the name of an option of Congklak</extracomment>
        <translation>Biji tunggal</translation>
    </message>
    <message>
        <source>A last seed in your own empty hole is taken even when nothing lies opposite.</source>
        <extracomment>what an option of Congklak does</extracomment>
        <translation>Biji terakhir yang jatuh ke lubang kosong sendiri tetap diambil walaupun tiada apa-apa di lubang bertentangan.</translation>
    </message>
    <message>
        <source>Burnt penalty</source>
        <extracomment>the name of an option of Congklak</extracomment>
        <translation>Denda terbakar</translation>
    </message>
    <message>
        <source>Burnt holes stay on the circuit; a seed falling into one goes to the opponent.</source>
        <extracomment>what an option of Congklak does</extracomment>
        <translation>Lubang terbakar kekal dalam laluan; biji yang jatuh ke dalamnya menjadi milik lawan.</translation>
    </message>
    <message>
        <source>Who moves first (Classic; Rounds starts with both at once).</source>
        <extracomment>what an option of Congklak does</extracomment>
        <translation>Siapa yang bermain dahulu (Klasik; Pusingan bermula dengan kedua-duanya serentak).</translation>
    </message>
    <message>
        <source>Chonka</source>
        <extracomment>the name of a game</extracomment>
        <translation>Chonka</translation>
    </message>
    <message>
        <source>chonku, Colombo&apos;s pallankuli</source>
        <extracomment>other names of Chonka, after &quot;also&quot;</extracomment>
        <translation>chonku, pallankuli Colombo</translation>
    </message>
    <message>
        <source>Colombo, Sri Lanka</source>
        <extracomment>where Chonka is played</extracomment>
        <translation>Colombo, Sri Lanka</translation>
    </message>
    <message>
        <source>The first move picks the direction for the whole game; the store ends a turn.</source>
        <extracomment>one line about Chonka</extracomment>
        <translation>Langkah pertama menentukan arah untuk seluruh permainan; rumah menamatkan giliran.</translation>
    </message>
    <message>
        <source>Either side</source>
        <extracomment>the name of an option of Chonka</extracomment>
        <translation>Mana-mana sebelah</translation>
    </message>
    <message>
        <source>A last seed in an empty hole on either side captures it and the hole opposite.</source>
        <extracomment>what an option of Chonka does</extracomment>
        <translation>Biji terakhir yang jatuh ke lubang kosong di mana-mana sebelah menawan lubang itu dan lubang bertentangan.</translation>
    </message>
    <message>
        <source>Pallankuzhi</source>
        <extracomment>the name of a game</extracomment>
        <translation>Pallankuzhi</translation>
    </message>
    <message>
        <source>pallanguzhi, Tamil pallankuli</source>
        <extracomment>other names of Pallankuzhi, after &quot;also&quot;</extracomment>
        <translation>pallanguzhi, pallankuli Tamil</translation>
    </message>
    <message>
        <source>Tamil Nadu (South India) and Sri Lanka</source>
        <extracomment>where Pallankuzhi is played</extracomment>
        <translation>Tamil Nadu (India Selatan) dan Sri Lanka</translation>
    </message>
    <message>
        <source>Six cowries a hole: pasu fours, captures beyond an empty hole, burnt holes.</source>
        <extracomment>one line about Pallankuzhi</extracomment>
        <translation>Enam biji setiap lubang: pasu bagi empat biji, tawan di sebalik lubang kosong, lubang terbakar.</translation>
    </message>
    <message>
        <source>Hidden counts</source>
        <extracomment>the name of an option of Pallankuzhi</extracomment>
        <translation>Bilangan tersembunyi</translation>
    </message>
    <message>
        <source>The board shows the seeds but no numbers: judge a sowing by eye.</source>
        <extracomment>what an option of Pallankuzhi does</extracomment>
        <translation>Papan menunjukkan biji tetapi tanpa nombor: anggarkan taburan dengan mata.</translation>
    </message>
    <message>
        <source>Who moves first in round 1; rounds then alternate.</source>
        <extracomment>what an option of Pallankuzhi does</extracomment>
        <translation>Siapa yang bermain dahulu dalam pusingan 1; selepas itu pusingan bergilir-gilir.</translation>
    </message>
    <message>
        <source>Olinda keliya</source>
        <extracomment>the name of a game</extracomment>
        <translation>Olinda keliya</translation>
    </message>
    <message>
        <source>puhulmutu</source>
        <extracomment>other names of Olinda keliya, after &quot;also&quot;</extracomment>
        <translation>puhulmutu</translation>
    </message>
    <message>
        <source>Kandy, Sri Lanka</source>
        <extracomment>where Olinda keliya is played</extracomment>
        <translation>Kandy, Sri Lanka</translation>
    </message>
    <message>
        <source>Red olinda seeds: pass the threes, eat the fours, and play phase after phase.</source>
        <extracomment>one line about Olinda keliya</extracomment>
        <translation>Biji olinda merah: langkau lubang tiga biji, makan lubang empat biji, dan main fasa demi fasa.</translation>
    </message>
    <message>
        <source>Short arrangement</source>
        <extracomment>the name of an option of Olinda keliya</extracomment>
        <translation>Susunan pendek</translation>
    </message>
    <message>
        <source>A player starting a phase with fewer than 12 seeds arranges 2 (or 1) per hole and plays by the short player&apos;s rules.</source>
        <extracomment>what an option of Olinda keliya does</extracomment>
        <translation>Pemain yang memulakan fasa dengan kurang daripada 12 biji menyusun 2 (atau 1) biji setiap lubang dan bermain mengikut peraturan pemain yang kekurangan biji.</translation>
    </message>
    <message>
        <source>Off</source>
        <extracomment>a choice of the option &apos;Short arrangement&apos;</extracomment>
        <translation>Mati</translation>
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
        <translation>Seri sama banyak</translation>
    </message>
    <message>
        <source>With 28 seeds each (hari mutu) the players agree to a draw.</source>
        <extracomment>what an option of Olinda keliya does</extracomment>
        <translation>Dengan 28 biji setiap seorang (hari mutu), pemain bersetuju untuk seri.</translation>
    </message>
    <message>
        <source>Who moves first (and chooses the direction).</source>
        <extracomment>what an option of Olinda keliya does</extracomment>
        <translation>Siapa yang bermain dahulu (dan memilih arah).</translation>
    </message>
    <message>
        <source>Agreed draw</source>
        <extracomment>an agreement of Olinda keliya (its name)</extracomment>
        <translation>Seri dipersetujui</translation>
    </message>
    <message>
        <source>If both end a phase with 28 seeds, agree to a draw (hari mutu). The agreement is made now, before play; there is no draw offer during the game. Off: play goes on with a new phase.</source>
        <extracomment>an agreement of Olinda keliya (what it means)</extracomment>
        <translation>Jika kedua-duanya menamatkan fasa dengan 28 biji, bersetuju untuk seri (hari mutu). Persetujuan dibuat sekarang, sebelum bermain; tiada tawaran seri semasa permainan. Mati: permainan diteruskan dengan fasa baharu.</translation>
    </message>
    <message>
        <source>Agreed: 28 seeds each at a phase&apos;s end is a draw (hari mutu)</source>
        <extracomment>an agreement of Olinda keliya (shown while it holds)</extracomment>
        <translation>Dipersetujui: 28 biji setiap seorang di akhir fasa ialah seri (hari mutu)</translation>
    </message>
    <message>
        <source>Three-row mancala</source>
        <extracomment>the name of a game</extracomment>
        <translation>Mancala tiga baris</translation>
    </message>
    <message>
        <source>hiru ilarako mankala</source>
        <extracomment>other names of Three-row mancala, after &quot;also&quot;</extracomment>
        <translation>hiru ilarako mankala</translation>
    </message>
    <message>
        <source>Basque source</source>
        <extracomment>where Three-row mancala is played</extracomment>
        <translation>Sumber Basque</translation>
    </message>
    <message>
        <source>Three rows of six: a simultaneous race, then captures down the columns.</source>
        <extracomment>one line about Three-row mancala</extracomment>
        <translation>Tiga baris enam lubang: perlumbaan serentak, kemudian tawanan menuruni lajur.</translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>the name of an option of Three-row mancala</extracomment>
        <translation>Permainan</translation>
    </message>
    <message>
        <source>Games in a match; later games start from the seeds each player won.</source>
        <extracomment>what an option of Three-row mancala does</extracomment>
        <translation>Bilangan permainan dalam satu perlawanan; permainan seterusnya bermula dengan biji yang dimenangi setiap pemain.</translation>
    </message>
    <message>
        <source>Accepted for every game; the simultaneous start makes it moot here.</source>
        <extracomment>what an option of Three-row mancala does</extracomment>
        <translation>Diterima untuk setiap permainan; di sini mula serentak menjadikannya tidak relevan.</translation>
    </message>
    <message>
        <source>a side has no seeds left in its holes</source>
        <extracomment>why a round or game ended, after &quot;The round is over: &quot;</extracomment>
        <translation>satu pihak tiada lagi biji di lubangnya</translation>
    </message>
    <message>
        <source>every possible move would sow forever</source>
        <extracomment>why a round or game ended, after &quot;The round is over: &quot;</extracomment>
        <translation>setiap langkah yang mungkin akan menabur tanpa henti</translation>
    </message>
    <message>
        <source>the same position occurred a third time</source>
        <extracomment>why a round or game ended, after &quot;The round is over: &quot;</extracomment>
        <translation>kedudukan yang sama berlaku kali ketiga</translation>
    </message>
    <message>
        <source>the player to move has no legal move</source>
        <extracomment>why a round or game ended, after &quot;The round is over: &quot;</extracomment>
        <translation>pemain yang bergilir tiada langkah yang sah</translation>
    </message>
    <message>
        <source>every seed is in a store</source>
        <extracomment>why a round or game ended, after &quot;The round is over: &quot;</extracomment>
        <translation>semua biji berada di dalam rumah</translation>
    </message>
    <message>
        <source>the player to move has no seeds in his holes</source>
        <extracomment>why a round or game ended, after &quot;The round is over: &quot;</extracomment>
        <translation>pemain yang bergilir tiada biji di lubangnya</translation>
    </message>
    <message>
        <source>a player won the rounds needed</source>
        <extracomment>why a round or game ended, after &quot;The round is over: &quot;</extracomment>
        <translation>seorang pemain telah memenangi pusingan yang diperlukan</translation>
    </message>
    <message>
        <source>a player could not fill a single hole</source>
        <extracomment>why a round or game ended, after &quot;The round is over: &quot;</extracomment>
        <translation>seorang pemain tidak dapat mengisi satu lubang pun</translation>
    </message>
    <message>
        <source>equal seeds on both sides, a draw by agreement</source>
        <extracomment>why a round or game ended, after &quot;The round is over: &quot;</extracomment>
        <translation>biji sama banyak di kedua-dua pihak, seri secara persetujuan</translation>
    </message>
    <message>
        <source>a player has no seeds to start a new phase</source>
        <extracomment>why a round or game ended, after &quot;The round is over: &quot;</extracomment>
        <translation>seorang pemain tiada biji untuk memulakan fasa baharu</translation>
    </message>
</context>
<context>
    <name>DirectionPicker</name>
    <message>
        <source>‹ Sow this way</source>
        <translation>‹ Tabur ke arah ini</translation>
    </message>
    <message>
        <source>Sow this way ›</source>
        <translation>Tabur ke arah ini ›</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <source>also %1</source>
        <translation>juga %1</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>Belajar</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Peraturan</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Teruskan</translation>
    </message>
    <message>
        <source>Play  ›</source>
        <translation>Main  ›</translation>
    </message>
    <message>
        <source>Also called %1.</source>
        <translation>Juga dikenali sebagai %1.</translation>
    </message>
    <message>
        <source>Unfinished game: %1.</source>
        <translation>Permainan belum selesai: %1.</translation>
    </message>
    <message>
        <source>Press Enter to set up a game, L for its lessons, R for its rules.</source>
        <translation>Tekan Enter untuk menyediakan permainan, L untuk pelajarannya, R untuk peraturannya.</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Teka-teki</translation>
    </message>
</context>
<context>
    <name>GameOverPanel</name>
    <message>
        <source>A draw</source>
        <translation>Seri</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 menang</translation>
    </message>
    <message numerus="yes">
        <source>by %n seed</source>
        <translation>
            <numerusform>dengan kelebihan %n biji</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>by %n seeds</source>
        <translation>
            <numerusform>dengan kelebihan %n biji</numerusform>
        </translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Main lagi</translation>
    </message>
    <message>
        <source>Watch the replay</source>
        <translation>Tonton main semula</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Semak permainan ini</translation>
    </message>
    <message>
        <source>Take back the resignation</source>
        <translation>Tarik balik penyerahan kalah</translation>
    </message>
    <message>
        <source>Undo last move</source>
        <translation>Buat asal langkah terakhir</translation>
    </message>
    <message>
        <source>Other games</source>
        <translation>Permainan lain</translation>
    </message>
</context>
<context>
    <name>GameSetup</name>
    <message>
        <source>Computer</source>
        <translation>Komputer</translation>
    </message>
    <message>
        <source>South</source>
        <extracomment>The default names of the two players: the near row (South) and the far row (North).</extracomment>
        <translation>Selatan</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Utara</translation>
    </message>
</context>
<context>
    <name>Hand</name>
    <message>
        <source>relay</source>
        <translation>sambung</translation>
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
        <translation>Teruskan: %1</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Pustaka</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Tetapan</translation>
    </message>
    <message>
        <source>Mancala games of South and Southeast Asia. Choose a game with the mouse, or with the arrow keys and Enter (L: its lessons, R: its rules).</source>
        <translation>Permainan mancala Asia Selatan dan Asia Tenggara. Pilih permainan dengan tetikus, atau dengan kekunci anak panah dan Enter (L: pelajarannya, R: peraturannya).</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Teka-teki</translation>
    </message>
</context>
<context>
    <name>InvitePanel</name>
    <message>
        <source>The game could not be hosted</source>
        <translation>Permainan tidak dapat dianjurkan</translation>
    </message>
    <message>
        <source>Invite a friend</source>
        <translation>Jemput kawan</translation>
    </message>
    <message>
        <source>Room code</source>
        <translation>Kod bilik</translation>
    </message>
    <message>
        <source>Room code %1</source>
        <translation>Kod bilik %1</translation>
    </message>
    <message>
        <source>at %1</source>
        <translation>di %1</translation>
    </message>
    <message>
        <source>Send your friend this invite; they paste it under Join:</source>
        <translation>Hantar jemputan ini kepada kawan anda; dia menampalnya di bawah Sertai:</translation>
    </message>
    <message>
        <source>Copied ✓</source>
        <translation>Disalin ✓</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Salin</translation>
    </message>
    <message>
        <source>Copy the invite</source>
        <translation>Salin jemputan</translation>
    </message>
    <message>
        <source>Waiting for your friend to join…</source>
        <translation>Menunggu kawan anda menyertai…</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Kembali</translation>
    </message>
    <message>
        <source>Stop hosting</source>
        <translation>Berhenti menganjurkan</translation>
    </message>
</context>
<context>
    <name>JoinForm</name>
    <message>
        <source>Invite or server address</source>
        <translation>Jemputan atau alamat pelayan</translation>
    </message>
    <message>
        <source>Room code</source>
        <translation>Kod bilik</translation>
    </message>
    <message>
        <source>Not needed with an invite</source>
        <translation>Tidak perlu jika ada jemputan</translation>
    </message>
</context>
<context>
    <name>JoinPanel</name>
    <message>
        <source>Join a friend&apos;s game</source>
        <translation>Sertai permainan kawan</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Kembali</translation>
    </message>
    <message>
        <source>Joining…</source>
        <translation>Menyertai…</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Sertai</translation>
    </message>
</context>
<context>
    <name>KinMarker</name>
    <message>
        <source>puta</source>
        <translation>puta</translation>
    </message>
    <message>
        <source>naga</source>
        <translation>naga</translation>
    </message>
</context>
<context>
    <name>LessonPage</name>
    <message>
        <source>Learn %1</source>
        <translation>Belajar %1</translation>
    </message>
    <message>
        <source>‹ Lessons</source>
        <translation>‹ Pelajaran</translation>
    </message>
    <message>
        <source>‹ Home</source>
        <translation>‹ Laman utama</translation>
    </message>
    <message>
        <source>%1 — lesson %2: %3</source>
        <translation>%1 — pelajaran %2: %3</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Peraturan</translation>
    </message>
    <message>
        <source>Short lessons on the real board. Each takes a minute or two; finish them all and you are ready for a game against the computer.</source>
        <translation>Pelajaran ringkas pada papan sebenar. Setiap satu mengambil masa seminit dua; habiskan semuanya dan anda bersedia untuk bermain menentang komputer.</translation>
    </message>
    <message>
        <source>1 step</source>
        <translation>1 bahagian</translation>
    </message>
    <message>
        <source>%1 steps</source>
        <translation>%1 bahagian</translation>
    </message>
    <message>
        <source>Playing well</source>
        <translation>Bermain dengan baik</translation>
    </message>
    <message>
        <source>The rules</source>
        <translation>Peraturan permainan</translation>
    </message>
</context>
<context>
    <name>LessonStepPanel</name>
    <message>
        <source>Your move: click one of your holes.</source>
        <translation>Giliran anda: klik salah satu lubang anda.</translation>
    </message>
    <message>
        <source>Click the hole or store where the last seed will fall.</source>
        <translation>Klik lubang atau rumah tempat biji terakhir akan jatuh.</translation>
    </message>
    <message>
        <source>Watch the board…</source>
        <translation>Perhatikan papan…</translation>
    </message>
    <message>
        <source>Sowing…</source>
        <translation>Menabur…</translation>
    </message>
    <message>
        <source>Step %1 / %2</source>
        <translation>Bahagian %1 / %2</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Kembali</translation>
    </message>
    <message>
        <source>Show me</source>
        <translation>Tunjukkan</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Cuba lagi</translation>
    </message>
    <message>
        <source>Play a real game against Novice</source>
        <translation>Main permainan sebenar menentang Pemula</translation>
    </message>
    <message>
        <source>Next lesson ▶</source>
        <translation>Pelajaran seterusnya ▶</translation>
    </message>
    <message>
        <source>Finish ✓</source>
        <translation>Selesai ✓</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Seterusnya ▶</translation>
    </message>
    <message>
        <source>Read, then click Watch to see it on the board.</source>
        <translation>Baca, kemudian klik Tonton untuk melihatnya pada papan.</translation>
    </message>
    <message>
        <source>↻ Watch again</source>
        <translation>↻ Tonton semula</translation>
    </message>
    <message>
        <source>▶ Watch</source>
        <translation>▶ Tonton</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Teka-teki</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>The board</source>
        <translation>Papan</translation>
    </message>
    <message>
        <source>Two rows of seven holes, a store at each end, and the way the cowries travel.</source>
        <translation>Dua baris tujuh lubang, satu rumah di setiap hujung, dan laluan biji.</translation>
    </message>
    <message>
        <source>Welcome to Chonka, also called pallankuli, the game of Colombo in Sri Lanka. You are South: the seven holes nearest you are yours, and the seven across belong to North. The seeds are cowries, small sea shells; a real game starts with seven in every hole, but these lessons use fewer.</source>
        <translation>Selamat datang ke Chonka, juga dipanggil pallankuli, permainan Colombo di Sri Lanka. Anda ialah Selatan: tujuh lubang yang paling dekat dengan anda milik anda, dan tujuh lubang di seberang milik Utara. Bijinya ialah cowrie, iaitu kulit siput laut yang kecil; permainan sebenar bermula dengan tujuh biji dalam setiap lubang, tetapi pelajaran ini menggunakan lebih sedikit.</translation>
    </message>
    <message>
        <source>There is a store at each end of the board. Which one is yours is decided by the first move of a game (the lesson after next shows how). In this lesson play goes counter-clockwise, so your store is on your right and North&apos;s on your left.</source>
        <translation>Ada satu rumah di setiap hujung papan. Rumah mana yang menjadi milik anda ditentukan oleh langkah pertama permainan (dua pelajaran lagi akan menunjukkan caranya). Dalam pelajaran ini permainan bergerak lawan arah jam, jadi rumah anda di sebelah kanan anda dan rumah Utara di sebelah kiri.</translation>
    </message>
    <message>
        <source>To sow, you lift all the cowries of one of your holes and drop them one by one: rightwards along your row, into your store, then along North&apos;s row. North&apos;s store is never on your path: from North&apos;s last hole you go straight on to your hole 1.</source>
        <translation>Untuk menabur, angkat semua biji dari salah satu lubang anda dan jatuhkan satu demi satu: ke kanan sepanjang baris anda, ke dalam rumah anda, kemudian sepanjang baris Utara. Rumah Utara tidak pernah berada di laluan anda: dari lubang terakhir Utara anda terus ke lubang 1 anda.</translation>
    </message>
    <message>
        <source>Your hole 6 holds 3 cowries. Where will the last one land?</source>
        <translation>Lubang 6 anda berisi 3 biji. Di manakah biji terakhir akan jatuh?</translation>
    </message>
    <message>
        <source>Hole 7, your store, then North&apos;s hole 1. That hole was empty, so your turn ends there.</source>
        <translation>Lubang 7, rumah anda, kemudian lubang 1 Utara. Lubang itu kosong, jadi giliran anda tamat di situ.</translation>
    </message>
    <message>
        <source>Now North sows the same way, along its own row towards its right, which is leftwards on your screen. Watch North&apos;s hole 7: its cowrie goes into North&apos;s store.</source>
        <translation>Kini Utara menabur dengan cara yang sama, sepanjang barisnya sendiri ke arah kanannya, iaitu ke kiri pada skrin anda. Perhatikan lubang 7 Utara: bijinya masuk ke rumah Utara.</translation>
    </message>
    <message>
        <source>Your turn. Sow a hole whose last cowrie drops exactly into your store.</source>
        <translation>Giliran anda. Tabur lubang yang biji terakhirnya jatuh tepat ke dalam rumah anda.</translation>
    </message>
    <message>
        <source>In it goes: cowries in your store are yours to keep. In Chonka that also ends your turn, as you will see later.</source>
        <translation>Masuk! Biji dalam rumah anda kekal milik anda. Dalam Chonka, itu juga menamatkan giliran anda, seperti yang akan anda lihat nanti.</translation>
    </message>
    <message>
        <source>Count again: six cowries from hole 4 run past your store, and the last one stops in North&apos;s hole 2.</source>
        <translation>Kira semula: enam biji dari lubang 4 melepasi rumah anda, dan biji terakhir berhenti di lubang 2 Utara.</translation>
    </message>
    <message>
        <source>Capturing</source>
        <translation>Menawan</translation>
    </message>
    <message>
        <source>End in an empty hole of yours and take it with the hole across from it.</source>
        <translation>Berakhir di lubang kosong anda dan ambil lubang itu bersama lubang di seberangnya.</translation>
    </message>
    <message>
        <source>If your last cowrie drops into an empty hole on your side, you capture (players in Sri Lanka say you &quot;eat&quot;): that cowrie and everything in North&apos;s hole straight across go into your store, and your turn ends. Your hole 3 is empty, and North&apos;s hole 5 across from it holds 4.</source>
        <translation>Jika biji terakhir anda jatuh ke lubang kosong di sebelah anda, anda menawan (pemain di Sri Lanka kata anda &quot;makan&quot;): biji itu dan semua isi lubang Utara betul-betul di seberang masuk ke rumah anda, dan giliran anda tamat. Lubang 3 anda kosong, dan lubang 5 Utara di seberangnya berisi 4.</translation>
    </message>
    <message>
        <source>Capture North&apos;s 4 cowries.</source>
        <translation>Tawan 4 biji Utara.</translation>
    </message>
    <message>
        <source>Your cowrie fell into your empty hole 3 and took North&apos;s 4 with it: 5 for your store.</source>
        <translation>Biji anda jatuh ke lubang 3 anda yang kosong dan membawa 4 biji Utara bersamanya: 5 biji untuk rumah anda.</translation>
    </message>
    <message>
        <source>Your last cowrie reached your store: that is only 1, and your turn is over.</source>
        <translation>Biji terakhir anda sampai ke rumah anda: hanya 1 biji, dan giliran anda tamat.</translation>
    </message>
    <message>
        <source>In Chonka you capture even when the hole across is empty: your lone cowrie still goes to your store. Watch your hole 4 drop its cowrie into your empty hole 5, across from North&apos;s empty hole 3.</source>
        <translation>Dalam Chonka anda tetap menawan walaupun lubang di seberang kosong: biji tunggal anda tetap masuk ke rumah anda. Perhatikan lubang 4 anda menjatuhkan bijinya ke lubang 5 anda yang kosong, di seberang lubang 3 Utara yang kosong.</translation>
    </message>
    <message>
        <source>Two of your moves end in an empty hole of yours. Pick the one that captures more.</source>
        <translation>Dua langkah anda berakhir di lubang kosong anda. Pilih yang menawan lebih banyak.</translation>
    </message>
    <message>
        <source>Holes 4 and 5, and the last cowrie lands in empty hole 5, across from North&apos;s 5 cowries: 6 in one move.</source>
        <translation>Lubang 4 dan 5, dan biji terakhir jatuh ke lubang 5 yang kosong, di seberang 5 biji Utara: 6 biji dalam satu langkah.</translation>
    </message>
    <message>
        <source>You do capture, but only your own cowrie: North&apos;s hole 6, across from your hole 2, is empty.</source>
        <translation>Anda memang menawan, tetapi hanya biji anda sendiri: lubang 6 Utara, di seberang lubang 2 anda, kosong.</translation>
    </message>
    <message>
        <source>The first move picks the direction</source>
        <translation>Langkah pertama memilih arah</translation>
    </message>
    <message>
        <source>Sow right (R) or left (L) on the first move: both players keep that direction all game.</source>
        <translation>Tabur ke kanan (R) atau ke kiri (L) pada langkah pertama: kedua-dua pemain mengekalkan arah itu sepanjang permainan.</translation>
    </message>
    <message>
        <source>At the start of a game, no store belongs to anyone yet. The first move chooses a hole and a direction: R sows to your right, counter-clockwise, and makes the right-hand store yours; L sows to your left, clockwise, and makes the left-hand store yours. South usually moves first, so the choice is yours.</source>
        <translation>Pada permulaan permainan, belum ada rumah yang menjadi milik sesiapa. Langkah pertama memilih lubang dan arah: R menabur ke kanan anda, lawan arah jam, dan menjadikan rumah sebelah kanan milik anda; L menabur ke kiri anda, ikut arah jam, dan menjadikan rumah sebelah kiri milik anda. Selatan biasanya bermain dahulu, jadi pilihan di tangan anda.</translation>
    </message>
    <message>
        <source>Whatever the first move chooses holds for both players until the game ends: with R each player&apos;s store is on their right, with L on their left.</source>
        <translation>Apa sahaja yang dipilih oleh langkah pertama berlaku untuk kedua-dua pemain hingga permainan tamat: dengan R rumah setiap pemain di sebelah kanannya, dengan L di sebelah kirinya.</translation>
    </message>
    <message>
        <source>This is the first move of the game. Your hole 4 has 2 cowries: to the right they go into holes 5 and 6, to the left into holes 3 and 2. Choose the direction that captures North&apos;s 4.</source>
        <translation>Ini langkah pertama permainan. Lubang 4 anda ada 2 biji: ke kanan, biji itu masuk ke lubang 5 dan 6; ke kiri, ke lubang 3 dan 2. Pilih arah yang menawan 4 biji Utara.</translation>
    </message>
    <message>
        <source>Leftwards, your last cowrie drops into empty hole 2 and eats North&apos;s 4 across from it. The game now goes left (clockwise) for good.</source>
        <translation>Ke kiri, biji terakhir anda jatuh ke lubang 2 yang kosong dan memakan 4 biji Utara di seberangnya. Kini permainan bergerak ke kiri (ikut arah jam) untuk seterusnya.</translation>
    </message>
    <message>
        <source>To the right, your last cowrie falls on the one in hole 6, so you pick both up and sow on (a relay, coming up next) until the last lands in your store: only 1 cowrie. And now the whole game goes right.</source>
        <translation>Ke kanan, biji terakhir anda jatuh ke atas biji di lubang 6, jadi anda angkat kedua-duanya dan terus menabur (taburan bersambung, yang akan dipelajari seterusnya) hingga biji terakhir masuk ke rumah anda: hanya 1 biji. Dan kini seluruh permainan bergerak ke kanan.</translation>
    </message>
    <message>
        <source>North had to sow to the left too, which is clockwise for North as well. Its cowrie went into North&apos;s store, now on the right of your screen, while yours is on the left.</source>
        <translation>Utara juga terpaksa menabur ke kiri, yang juga ikut arah jam bagi Utara. Bijinya masuk ke rumah Utara, kini di sebelah kanan skrin anda, manakala rumah anda di sebelah kiri.</translation>
    </message>
    <message>
        <source>Your hole 6 has one cowrie. In this game, where does it go?</source>
        <translation>Lubang 6 anda ada satu biji. Dalam permainan ini, ke manakah ia pergi?</translation>
    </message>
    <message>
        <source>To the left, into your hole 5. It was empty, so you capture North&apos;s 2 cowries across from it as well.</source>
        <translation>Ke kiri, ke lubang 5 anda. Lubang itu kosong, jadi anda juga menawan 2 biji Utara di seberangnya.</translation>
    </message>
    <message>
        <source>Relay sowing</source>
        <translation>Taburan bersambung</translation>
    </message>
    <message>
        <source>A last cowrie on a full hole lifts it and sows on, sometimes round the whole board.</source>
        <translation>Biji terakhir di lubang berisi mengangkat isinya dan terus menabur, kadangkala mengelilingi seluruh papan.</translation>
    </message>
    <message>
        <source>When your last cowrie drops into a hole that already has cowries, on either side, your move isn&apos;t over: you lift everything in that hole and sow on from the next place. This is relay sowing. It stops only when a last cowrie reaches your store or an empty hole.</source>
        <translation>Apabila biji terakhir anda jatuh ke lubang yang sudah berisi biji, di mana-mana sebelah, langkah anda belum tamat: anda angkat semua isi lubang itu dan terus menabur dari tempat berikutnya. Inilah taburan bersambung. Ia hanya berhenti apabila biji terakhir sampai ke rumah anda atau ke lubang kosong.</translation>
    </message>
    <message>
        <source>Your hole 5 has 2 cowries, and hole 7 already holds one. Follow the relay: where does the very last cowrie land?</source>
        <translation>Lubang 5 anda ada 2 biji, dan lubang 7 sudah berisi satu. Ikuti taburan bersambung: di manakah biji yang paling akhir jatuh?</translation>
    </message>
    <message>
        <source>Hole 6, then hole 7, which had a cowrie: you lift both and sow on into your store and North&apos;s hole 1. That hole was empty, so the move ends there.</source>
        <translation>Lubang 6, kemudian lubang 7 yang berisi satu biji: anda angkat kedua-duanya dan terus menabur ke rumah anda dan lubang 1 Utara. Lubang itu kosong, jadi langkah tamat di situ.</translation>
    </message>
    <message>
        <source>A relay can carry you a long way, even right round the board. Watch your hole 7: its last cowrie lands on North&apos;s hole 1, and the 9 cowries lifted there run past North&apos;s store into your row, where a second relay takes you on to your store.</source>
        <translation>Taburan bersambung boleh membawa anda jauh, malah mengelilingi papan. Perhatikan lubang 7 anda: biji terakhirnya jatuh ke lubang 1 Utara, dan 9 biji yang diangkat di situ melepasi rumah Utara ke baris anda, dan sambungan kedua membawa anda terus ke rumah anda.</translation>
    </message>
    <message>
        <source>Now use relays yourself. One of your moves relays twice and ends with a capture of North&apos;s 3 cowries. Find it.</source>
        <translation>Kini gunakan taburan bersambung sendiri. Salah satu langkah anda bersambung dua kali dan berakhir dengan menawan 3 biji Utara. Cari langkah itu.</translation>
    </message>
    <message>
        <source>Hole 1 falls on hole 2, which relays to hole 4, which relays to your empty hole 6: you eat North&apos;s 3 and your own cowrie.</source>
        <translation>Lubang 1 jatuh ke lubang 2, yang bersambung ke lubang 4, yang bersambung ke lubang 6 anda yang kosong: anda makan 3 biji Utara dan biji anda sendiri.</translation>
    </message>
    <message>
        <source>Your cowrie drops into empty hole 3 and you take it, but North&apos;s hole 5 across from it is empty: just 1 cowrie.</source>
        <translation>Biji anda jatuh ke lubang 3 yang kosong dan anda mengambilnya, tetapi lubang 5 Utara di seberangnya kosong: hanya 1 biji.</translation>
    </message>
    <message>
        <source>Your last cowrie lands on North&apos;s hole 2 and relays, but the chain ends in North&apos;s empty hole 6: nothing captured.</source>
        <translation>Biji terakhir anda jatuh ke lubang 2 Utara dan bersambung, tetapi rantaian itu berakhir di lubang 6 Utara yang kosong: tiada yang ditawan.</translation>
    </message>
    <message>
        <source>Your store ends your turn</source>
        <translation>Rumah anda menamatkan giliran</translation>
    </message>
    <message>
        <source>A last cowrie in your store is one more cowrie, but never another move.</source>
        <translation>Biji terakhir di rumah anda menambah sebiji, tetapi tidak pernah memberi giliran lagi.</translation>
    </message>
    <message>
        <source>Here Chonka differs from its Malaysian cousin congkak, and from Kalah: when your last cowrie falls into your own store, your turn is over. You keep the cowrie, but you do not move again.</source>
        <translation>Di sinilah Chonka berbeza daripada saudaranya di Malaysia, congkak, dan daripada Kalah: apabila biji terakhir anda jatuh ke rumah anda sendiri, giliran anda tamat. Anda menyimpan biji itu, tetapi anda tidak bermain lagi.</translation>
    </message>
    <message>
        <source>Your hole 5 holds one cowrie, and hole 6 has one too. Where does this move end?</source>
        <translation>Lubang 5 anda berisi satu biji, dan lubang 6 juga ada satu. Di manakah langkah ini berakhir?</translation>
    </message>
    <message>
        <source>Hole 6 relays to hole 7 and your store. One more cowrie for you, and now it is North&apos;s turn.</source>
        <translation>Lubang 6 bersambung ke lubang 7 dan rumah anda. Satu biji lagi untuk anda, dan kini giliran Utara.</translation>
    </message>
    <message>
        <source>See: North plays now. Its hole 7 drops a cowrie into its own store, and that ends North&apos;s turn in the same way.</source>
        <translation>Lihat: Utara bermain sekarang. Lubang 7 Utara menjatuhkan satu biji ke rumahnya sendiri, dan itu menamatkan giliran Utara dengan cara yang sama.</translation>
    </message>
    <message>
        <source>Your turn. One move puts a cowrie in your store; a better one captures. Which is it?</source>
        <translation>Giliran anda. Satu langkah memasukkan sebiji ke rumah anda; langkah yang lebih baik menawan. Yang mana satu?</translation>
    </message>
    <message>
        <source>Your last cowrie lands in your empty hole 3 and eats North&apos;s 3 across from it: 4 for your store instead of 1.</source>
        <translation>Biji terakhir anda jatuh ke lubang 3 anda yang kosong dan memakan 3 biji Utara di seberangnya: 4 biji untuk rumah anda, bukan 1.</translation>
    </message>
    <message>
        <source>Your cowrie reaches your store: just 1, and your turn is over. There is no extra move in Chonka.</source>
        <translation>Biji anda sampai ke rumah anda: hanya 1, dan giliran anda tamat. Tiada langkah tambahan dalam Chonka.</translation>
    </message>
    <message>
        <source>How a turn ends</source>
        <translation>Bagaimana giliran tamat</translation>
    </message>
    <message>
        <source>Store, empty hole of yours, empty hole of North&apos;s: the four landings.</source>
        <translation>Rumah, lubang kosong anda, lubang kosong Utara: empat tempat mendarat.</translation>
    </message>
    <message>
        <source>Every Chonka move is a whole turn, and where its last cowrie lands decides how it ends. On cowries: relay and go on. In your store: the turn ends. In an empty hole of yours: capture, and the turn ends. In an empty hole of North&apos;s: the turn just ends, with no capture.</source>
        <translation>Setiap langkah Chonka ialah satu giliran penuh, dan tempat biji terakhirnya jatuh menentukan cara ia tamat. Di atas biji: sambung dan teruskan. Di rumah anda: giliran tamat. Di lubang kosong anda: tawan, dan giliran tamat. Di lubang kosong Utara: giliran tamat begitu sahaja, tanpa tawanan.</translation>
    </message>
    <message>
        <source>Your hole 6 has 3 cowries. Follow the move, relay included: where does it end?</source>
        <translation>Lubang 6 anda ada 3 biji. Ikuti langkah ini, termasuk sambungannya: di manakah ia berakhir?</translation>
    </message>
    <message>
        <source>Hole 7, your store, North&apos;s hole 1 (a relay: lift 2), then North&apos;s holes 2 and 3. Hole 3 was empty and it is North&apos;s, so your turn ends with nothing captured.</source>
        <translation>Lubang 7, rumah anda, lubang 1 Utara (bersambung: angkat 2), kemudian lubang 2 dan 3 Utara. Lubang 3 kosong dan milik Utara, jadi giliran anda tamat tanpa menawan apa-apa.</translation>
    </message>
    <message>
        <source>A new position: your hole 6 holds 10 cowries. Count them past your store, along North&apos;s row and round, skipping North&apos;s store, to a capture. Which move captures?</source>
        <translation>Kedudukan baharu: lubang 6 anda berisi 10 biji. Kira biji itu melepasi rumah anda, sepanjang baris Utara dan terus berpusing, melangkau rumah Utara, hingga menawan. Langkah mana yang menawan?</translation>
    </message>
    <message>
        <source>Ten cowries: hole 7, your store, North&apos;s seven holes, and your empty hole 1, across from North&apos;s hole 7. You eat 5.</source>
        <translation>Sepuluh biji: lubang 7, rumah anda, tujuh lubang Utara, dan lubang 1 anda yang kosong, di seberang lubang 7 Utara. Anda makan 5.</translation>
    </message>
    <message>
        <source>Your last cowrie lands in North&apos;s hole 1, which was empty: your turn simply ends.</source>
        <translation>Biji terakhir anda jatuh ke lubang 1 Utara yang kosong: giliran anda tamat begitu sahaja.</translation>
    </message>
    <message>
        <source>One cowrie in your store, and your turn is over.</source>
        <translation>Satu biji dalam rumah anda, dan giliran anda tamat.</translation>
    </message>
    <message>
        <source>The either-side option</source>
        <translation>Pilihan mana-mana sebelah</translation>
    </message>
    <message>
        <source>An option where an empty hole on North&apos;s side captures too.</source>
        <translation>Pilihan yang membolehkan lubang kosong di sebelah Utara juga menawan.</translation>
    </message>
    <message>
        <source>The old descriptions of Chonka can be read in two ways, so Cowrie has an option for the second reading: either-side. With it, a last cowrie in an empty hole on North&apos;s side captures too: that cowrie and your own hole across from it go into your store.</source>
        <translation>Huraian lama tentang Chonka boleh ditafsir dalam dua cara, jadi Cowrie mempunyai pilihan untuk tafsiran kedua: mana-mana sebelah. Dengan pilihan ini, biji terakhir di lubang kosong di sebelah Utara juga menawan: biji itu dan lubang anda sendiri di seberangnya masuk ke rumah anda.</translation>
    </message>
    <message>
        <source>This game is played with either-side on. Your hole 7 holds 4 cowries. Find the move that banks them all.</source>
        <translation>Permainan ini dimainkan dengan pilihan mana-mana sebelah dihidupkan. Lubang 7 anda berisi 4 biji. Cari langkah yang menyimpan kesemuanya di rumah anda.</translation>
    </message>
    <message>
        <source>Your last cowrie lands in North&apos;s empty hole 1; with this option you take it and your hole 7 across from it: 6 cowries safe in your store.</source>
        <translation>Biji terakhir anda jatuh ke lubang 1 Utara yang kosong; dengan pilihan ini anda mengambilnya bersama lubang 7 anda di seberangnya: 6 biji selamat di rumah anda.</translation>
    </message>
    <message>
        <source>Your cowrie drops into your empty hole 2 and you take it, but North&apos;s hole 6 across is empty: only 1.</source>
        <translation>Biji anda jatuh ke lubang 2 anda yang kosong dan anda mengambilnya, tetapi lubang 6 Utara di seberang kosong: hanya 1.</translation>
    </message>
    <message>
        <source>Your last cowrie lands in North&apos;s empty hole 3, which captures with this option, but your hole 5 across from it is empty, so you take just that 1 cowrie.</source>
        <translation>Biji terakhir anda jatuh ke lubang 3 Utara yang kosong, yang menawan dengan pilihan ini, tetapi lubang 5 anda di seberangnya kosong, jadi anda hanya mengambil 1 biji itu.</translation>
    </message>
    <message>
        <source>In the standard game the option is off: that last cowrie in North&apos;s empty hole 1 would simply have ended your turn. You can switch it on when you start a game.</source>
        <translation>Dalam permainan standard pilihan ini dimatikan: biji terakhir di lubang 1 Utara yang kosong itu hanya akan menamatkan giliran anda. Anda boleh menghidupkannya apabila memulakan permainan.</translation>
    </message>
    <message>
        <source>The real board</source>
        <translation>Papan sebenar</translation>
    </message>
    <message>
        <source>Seven holes of seven cowries, and a first move that eats 9.</source>
        <translation>Tujuh lubang, tujuh biji setiap satu, dan langkah pertama yang memakan 9 biji.</translation>
    </message>
    <message>
        <source>Now the real board: seven cowries in each of the fourteen holes, 98 in all. You move first, so you choose the direction.</source>
        <translation>Kini papan sebenar: tujuh biji dalam setiap satu daripada empat belas lubang, 98 biji semuanya. Anda bermain dahulu, jadi anda memilih arah.</translation>
    </message>
    <message>
        <source>Make a first move that captures at least 9 cowries. Strong players like hole 6 to the right, or hole 2 to the left.</source>
        <translation>Buat langkah pertama yang menawan sekurang-kurangnya 9 biji. Pemain handal suka lubang 6 ke kanan, atau lubang 2 ke kiri.</translation>
    </message>
    <message>
        <source>Your 7 cowries reach North&apos;s row, the relay of 8 comes all the way back to the hole you emptied, and you eat the 8 across from it. 10 cowries in your store after one move!</source>
        <translation>7 biji anda sampai ke baris Utara, sambungan 8 biji kembali hingga ke lubang yang anda kosongkan, dan anda makan 8 biji di seberangnya. 10 biji dalam rumah anda selepas satu langkah!</translation>
    </message>
    <message>
        <source>Seven cowries from hole 1 end exactly in your store: just 1 cowrie, and your turn is over.</source>
        <translation>Tujuh biji dari lubang 1 berakhir tepat di rumah anda: hanya 1 biji, dan giliran anda tamat.</translation>
    </message>
    <message>
        <source>Seven cowries from hole 7 go left and end exactly in your store: just 1 cowrie, and your turn is over.</source>
        <translation>Tujuh biji dari lubang 7 bergerak ke kiri dan berakhir tepat di rumah anda: hanya 1 biji, dan giliran anda tamat.</translation>
    </message>
    <message>
        <source>Before each move, follow the chain in your head: where will the relays take you, and does it end in an empty hole of yours across from North&apos;s cowries, or somewhere that wastes it?</source>
        <translation>Sebelum setiap langkah, ikuti rantaian itu dalam kepala: ke mana taburan bersambung akan membawa anda, dan adakah ia berakhir di lubang kosong anda di seberang biji Utara, atau di tempat yang membazirkannya?</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation>Tamat permainan</translation>
    </message>
    <message>
        <source>When a row is empty the game ends: the cowries on each side go to their owner and the bigger store wins.</source>
        <translation>Apabila satu baris kosong, permainan tamat: biji di setiap sebelah menjadi milik pemiliknya dan rumah yang lebih penuh menang.</translation>
    </message>
    <message>
        <source>The game ends when a turn ends and either row is empty. Each player then puts the cowries left in their own row into their own store, and the bigger store wins.</source>
        <translation>Permainan tamat apabila satu giliran tamat dan salah satu baris kosong. Setiap pemain kemudian memasukkan biji yang tinggal di barisnya ke dalam rumahnya sendiri, dan rumah yang lebih penuh menang.</translation>
    </message>
    <message>
        <source>You lead 5 to 4 and your last cowrie can reach your store. Watch what happens if you sow it.</source>
        <translation>Anda mendahului 5 lawan 4 dan biji terakhir anda boleh sampai ke rumah anda. Lihat apa yang berlaku jika anda menaburnya.</translation>
    </message>
    <message>
        <source>Your row was empty, so North&apos;s 4 cowries went to North, and North won 8 to 6. With 98 cowries in a real game, a store of 50 has already won (49 is at least a draw), but the game is still played to its end.</source>
        <translation>Baris anda kosong, jadi 4 biji Utara menjadi milik Utara, dan Utara menang 8 lawan 6. Dengan 98 biji dalam permainan sebenar, rumah yang berisi 50 sudah pun menang (49 sekurang-kurangnya seri), tetapi permainan tetap dimainkan hingga tamat.</translation>
    </message>
    <message>
        <source>Here North&apos;s cowries are all in one hole. Eat them and the game ends in your favour.</source>
        <translation>Di sini semua biji Utara berada dalam satu lubang. Makan biji itu dan permainan tamat dengan kemenangan anda.</translation>
    </message>
    <message>
        <source>North&apos;s row is empty, so the game is over: your last 2 cowries join your store and you win 14 to 10. You&apos;re ready to play a real game!</source>
        <translation>Baris Utara kosong, jadi permainan tamat: 2 biji terakhir anda masuk ke rumah anda dan anda menang 14 lawan 10. Anda sudah bersedia untuk permainan sebenar!</translation>
    </message>
    <message>
        <source>Your last cowrie lands in North&apos;s empty hole 1, so North now has cowries in two holes and the game goes on.</source>
        <translation>Biji terakhir anda jatuh ke lubang 1 Utara yang kosong, jadi kini Utara ada biji di dua lubang dan permainan diteruskan.</translation>
    </message>
    <message>
        <source>The congkak board</source>
        <translation>Papan congkak</translation>
    </message>
    <message>
        <source>Your row, your store, and the way the seeds travel.</source>
        <translation>Baris anda, rumah anda, dan laluan biji.</translation>
    </message>
    <message>
        <source>Congkak is a Malaysian game for two, played with seeds or cowrie shells on a long board. The seven holes of the bottom row are yours, and so is the big store at the left end; North owns the top row and the store on the right.</source>
        <translation>Congkak ialah permainan Malaysia untuk dua orang, dimainkan dengan biji atau kulit siput cowrie pada papan yang panjang. Tujuh lubang di baris bawah milik anda, begitu juga rumah besar di hujung kiri; Utara memiliki baris atas dan rumah di sebelah kanan.</translation>
    </message>
    <message>
        <source>To move, you lift all the seeds of one of your holes and sow them one at a time, clockwise: leftwards along your row, into your store, then along North&apos;s row. North&apos;s store is always skipped; your seeds never go in there.</source>
        <translation>Untuk bermain, angkat semua biji dari salah satu lubang anda dan taburkan satu demi satu, ikut arah jam: ke kiri sepanjang baris anda, ke dalam rumah anda, kemudian sepanjang baris Utara. Rumah Utara sentiasa dilangkau; biji anda tidak pernah masuk ke situ.</translation>
    </message>
    <message>
        <source>Your holes are numbered 1 to 7 from the left, so your hole 1 sits next to your store. The seeds in your store are yours to keep: whoever has more in their store at the end wins.</source>
        <translation>Lubang anda bernombor 1 hingga 7 dari kiri, jadi lubang 1 anda terletak di sebelah rumah anda. Biji dalam rumah anda kekal milik anda: sesiapa yang mempunyai lebih banyak biji dalam rumahnya pada akhir permainan menang.</translation>
    </message>
    <message>
        <source>Your hole 7 holds seven seeds. Click the place where the last of them will land.</source>
        <translation>Lubang 7 anda berisi tujuh biji. Klik tempat biji terakhir akan jatuh.</translation>
    </message>
    <message>
        <source>Yes: six seeds go into your holes 6 to 1, and the seventh drops into your store.</source>
        <translation>Ya: enam biji masuk ke lubang 6 hingga 1 anda, dan biji ketujuh jatuh ke dalam rumah anda.</translation>
    </message>
    <message>
        <source>Another move</source>
        <translation>Main lagi</translation>
    </message>
    <message>
        <source>A last seed in your own store lets you move again.</source>
        <translation>Biji terakhir di rumah anda sendiri membolehkan anda bermain lagi.</translation>
    </message>
    <message>
        <source>When the last seed of your sowing drops into your own store, you move again, from any of your holes. Watch your hole 3: three seeds, three places to the store.</source>
        <translation>Apabila biji terakhir taburan anda jatuh ke dalam rumah anda sendiri, anda bermain lagi, dari mana-mana lubang anda. Perhatikan lubang 3 anda: tiga biji, tiga tempat ke rumah.</translation>
    </message>
    <message>
        <source>It is your move again. Which hole now ends exactly in your store?</source>
        <translation>Giliran anda lagi. Lubang mana yang kini berakhir tepat di rumah anda?</translation>
    </message>
    <message>
        <source>Right: one seed, one step, and you move again.</source>
        <translation>Betul: satu biji, satu langkah, dan anda bermain lagi.</translation>
    </message>
    <message>
        <source>Hole 2 has four seeds, two more than it needs: they run past your store, and the last one stops in North&apos;s empty hole 6, which ends your turn.</source>
        <translation>Lubang 2 ada empat biji, dua lebih daripada yang diperlukan: biji itu melepasi rumah anda, dan yang terakhir berhenti di lubang 6 Utara yang kosong, lalu giliran anda tamat.</translation>
    </message>
    <message>
        <source>Hole 5 has six seeds, one too many: the last one goes past your store into North&apos;s empty hole 7, which ends your turn.</source>
        <translation>Lubang 5 ada enam biji, terlebih satu: biji terakhir melepasi rumah anda ke lubang 7 Utara yang kosong, lalu giliran anda tamat.</translation>
    </message>
    <message>
        <source>Here is a count to remember: a hole holding as many seeds as its number always ends in your store. Hole 1 needs 1 seed, hole 5 needs 5.</source>
        <translation>Ini kiraan yang perlu diingat: lubang yang berisi biji sebanyak nombornya sentiasa berakhir di rumah anda. Lubang 1 perlukan 1 biji, lubang 5 perlukan 5.</translation>
    </message>
    <message>
        <source>Use the count: which of these holes ends in your store?</source>
        <translation>Gunakan kiraan itu: lubang mana yang berakhir di rumah anda?</translation>
    </message>
    <message>
        <source>Five seeds in hole 5: the last lands in your store and you move again.</source>
        <translation>Lima biji di lubang 5: biji terakhir jatuh ke rumah anda dan anda bermain lagi.</translation>
    </message>
    <message>
        <source>Hole 1 needs one seed but holds two: the second goes on into North&apos;s empty hole 7, and your turn is over.</source>
        <translation>Lubang 1 perlukan satu biji tetapi berisi dua: biji kedua terus ke lubang 7 Utara yang kosong, dan giliran anda tamat.</translation>
    </message>
    <message>
        <source>Hole 3 needs three seeds but holds four: the fourth lands in North&apos;s empty hole 7, and your turn is over.</source>
        <translation>Lubang 3 perlukan tiga biji tetapi berisi empat: biji keempat jatuh ke lubang 7 Utara yang kosong, dan giliran anda tamat.</translation>
    </message>
    <message>
        <source>Land on seeds and you lift them and keep going.</source>
        <translation>Jatuh ke atas biji, angkat semuanya dan teruskan.</translation>
    </message>
    <message>
        <source>If your last seed lands in a hole that already has seeds, on your side or North&apos;s, you lift them all and sow on from the next place: a relay. Watch your hole 4: its last seed lands on your hole 2, and the relay carries on into your store.</source>
        <translation>Jika biji terakhir anda jatuh ke lubang yang sudah berisi biji, di sebelah anda atau di sebelah Utara, anda angkat semuanya dan terus menabur dari tempat berikutnya: taburan bersambung. Perhatikan lubang 4 anda: biji terakhirnya jatuh ke lubang 2 anda, dan sambungannya terus ke rumah anda.</translation>
    </message>
    <message>
        <source>Relays happen on North&apos;s side too. Where will the very last seed of your hole 2 land?</source>
        <translation>Taburan bersambung juga berlaku di sebelah Utara. Di manakah biji yang paling akhir dari lubang 2 anda akan jatuh?</translation>
    </message>
    <message>
        <source>Your third seed landed on North&apos;s hole 7, so you lifted its three seeds and sowed on until the last one stopped in North&apos;s empty hole 4.</source>
        <translation>Biji ketiga anda jatuh ke lubang 7 Utara, jadi anda mengangkat tiga bijinya dan terus menabur hingga biji terakhir berhenti di lubang 4 Utara yang kosong.</translation>
    </message>
    <message>
        <source>Get to your store with the help of a relay.</source>
        <translation>Sampai ke rumah anda dengan bantuan taburan bersambung.</translation>
    </message>
    <message>
        <source>Hole 5&apos;s last seed landed on your hole 3, and its three seeds carried you home to your store.</source>
        <translation>Biji terakhir lubang 5 jatuh ke lubang 3 anda, dan tiga bijinya membawa anda pulang ke rumah anda.</translation>
    </message>
    <message>
        <source>Hole 1 goes straight into your store, with no relay. Look for a hole whose last seed lands on seeds and relays home.</source>
        <translation>Lubang 1 terus masuk ke rumah anda, tanpa sambungan. Cari lubang yang biji terakhirnya jatuh ke atas biji dan bersambung hingga ke rumah.</translation>
    </message>
    <message>
        <source>Hole 3 relays from your hole 1, but those two seeds go one place past your store, into North&apos;s empty hole 7: turn over.</source>
        <translation>Lubang 3 bersambung dari lubang 1 anda, tetapi dua biji itu terlajak satu tempat melepasi rumah anda, ke lubang 7 Utara yang kosong: giliran tamat.</translation>
    </message>
    <message>
        <source>Captures</source>
        <translation>Tawanan</translation>
    </message>
    <message>
        <source>End in an empty hole of your own and you capture.</source>
        <translation>Berakhir di lubang kosong anda sendiri dan anda menawan.</translation>
    </message>
    <message>
        <source>If your last seed drops into an empty hole on your own side, you capture: that seed and all the seeds in North&apos;s hole straight across go into your store, and your turn ends. Your hole 1 faces North&apos;s hole 7, your hole 7 faces North&apos;s hole 1.</source>
        <translation>Jika biji terakhir anda jatuh ke lubang kosong di sebelah anda sendiri, anda menawan: biji itu dan semua biji di lubang Utara betul-betul di seberang masuk ke rumah anda, dan giliran anda tamat. Lubang 1 anda bertentangan dengan lubang 7 Utara, lubang 7 anda bertentangan dengan lubang 1 Utara.</translation>
    </message>
    <message>
        <source>Capture at least five seeds.</source>
        <translation>Tawan sekurang-kurangnya lima biji.</translation>
    </message>
    <message>
        <source>Your last seed fell into your empty hole 1, so it and North&apos;s four seeds across are yours.</source>
        <translation>Biji terakhir anda jatuh ke lubang 1 anda yang kosong, jadi biji itu dan empat biji Utara di seberang menjadi milik anda.</translation>
    </message>
    <message>
        <source>Hole 5 ends in your empty hole 4, but North&apos;s hole 4 across holds only one seed: a capture of two.</source>
        <translation>Lubang 5 berakhir di lubang 4 anda yang kosong, tetapi lubang 4 Utara di seberang hanya berisi satu biji: tawanan dua biji.</translation>
    </message>
    <message>
        <source>Six seeds from hole 6 reach your store: another move, but no capture.</source>
        <translation>Enam biji dari lubang 6 sampai ke rumah anda: main lagi, tetapi tiada tawanan.</translation>
    </message>
    <message>
        <source>In congkak the capture happens even when the hole across is empty: your lone seed still goes to your store. An empty hole on North&apos;s side gives nothing; your turn just ends.</source>
        <translation>Dalam congkak tawanan tetap berlaku walaupun lubang di seberang kosong: biji tunggal anda tetap masuk ke rumah anda. Lubang kosong di sebelah Utara tidak memberi apa-apa; giliran anda tamat begitu sahaja.</translation>
    </message>
    <message>
        <source>Capture a seed here.</source>
        <translation>Tawan satu biji di sini.</translation>
    </message>
    <message>
        <source>Your last seed ended in your empty hole 2. North&apos;s hole 6 across was empty, but the seed itself went to your store.</source>
        <translation>Biji terakhir anda berakhir di lubang 2 anda yang kosong. Lubang 6 Utara di seberang kosong, tetapi biji itu sendiri masuk ke rumah anda.</translation>
    </message>
    <message>
        <source>Hole 1&apos;s second seed stops in North&apos;s empty hole 7: an empty hole on North&apos;s side ends your turn with nothing taken.</source>
        <translation>Biji kedua lubang 1 berhenti di lubang 7 Utara yang kosong: lubang kosong di sebelah Utara menamatkan giliran anda tanpa mengambil apa-apa.</translation>
    </message>
    <message>
        <source>Round and round</source>
        <translation>Berpusing-pusing</translation>
    </message>
    <message>
        <source>One move can run round the board several times.</source>
        <translation>Satu langkah boleh mengelilingi papan beberapa kali.</translation>
    </message>
    <message>
        <source>One relay can lead to another, and that one to the next. A single move may go round the board several times, dropping a seed in your store on each lap, before its last seed finally stops.</source>
        <translation>Satu sambungan boleh membawa kepada sambungan lain, dan seterusnya. Satu langkah boleh mengelilingi papan beberapa kali, menjatuhkan sebiji ke rumah anda setiap kali melaluinya, sebelum biji terakhirnya akhirnya berhenti.</translation>
    </message>
    <message>
        <source>One of your holes starts a run that goes twice round the board and ends in your store. Find it; try the holes one by one if you like.</source>
        <translation>Salah satu lubang anda memulakan taburan yang mengelilingi papan dua kali dan berakhir di rumah anda. Cari lubang itu; cubalah lubang satu demi satu jika mahu.</translation>
    </message>
    <message>
        <source>Eleven relays! Your four seeds went twice round the board and came home to your store.</source>
        <translation>Sebelas sambungan! Empat biji anda mengelilingi papan dua kali dan pulang ke rumah anda.</translation>
    </message>
    <message>
        <source>Hole 4 relays once, from your hole 2, and then its last seed stops in North&apos;s empty hole 5: turn over.</source>
        <translation>Lubang 4 bersambung sekali, dari lubang 2 anda, kemudian biji terakhirnya berhenti di lubang 5 Utara yang kosong: giliran tamat.</translation>
    </message>
    <message>
        <source>Hole 5 relays once, from your hole 4, and ends in your empty hole 1 with a capture of two. Good, but short.</source>
        <translation>Lubang 5 bersambung sekali, dari lubang 4 anda, dan berakhir di lubang 1 anda yang kosong dengan tawanan dua biji. Bagus, tetapi pendek.</translation>
    </message>
    <message>
        <source>Hole 6 relays once, from your hole 5, and stops in your empty hole 3, taking just that seed.</source>
        <translation>Lubang 6 bersambung sekali, dari lubang 5 anda, dan berhenti di lubang 3 anda yang kosong, hanya mengambil biji itu.</translation>
    </message>
    <message>
        <source>That run dropped a seed in your store three times, the last one ending there: three seeds banked, and another move. Long relays are hard to foresee, which is half the fun of congkak.</source>
        <translation>Taburan itu menjatuhkan sebiji ke rumah anda tiga kali, dan yang terakhir berakhir di situ: tiga biji disimpan, dan main lagi. Sambungan yang panjang sukar diramal, dan itulah separuh keseronokan congkak.</translation>
    </message>
    <message>
        <source>Where will the last seed of your hole 4 land?</source>
        <translation>Di manakah biji terakhir lubang 4 anda akan jatuh?</translation>
    </message>
    <message>
        <source>Hole 4&apos;s single seed lands on your hole 3, and the relay takes its three seeds home to your store.</source>
        <translation>Biji tunggal lubang 4 jatuh ke lubang 3 anda, dan sambungan membawa tiga bijinya pulang ke rumah anda.</translation>
    </message>
    <message>
        <source>Where a move stops</source>
        <translation>Tempat langkah berhenti</translation>
    </message>
    <message>
        <source>Your store, your empty hole, or North&apos;s empty hole.</source>
        <translation>Rumah anda, lubang kosong anda, atau lubang kosong Utara.</translation>
    </message>
    <message>
        <source>A move goes on as long as its last seed lands on seeds. It stops in one of three places: your store (you move again), an empty hole of yours (you capture), or an empty hole of North&apos;s, which simply ends your turn.</source>
        <translation>Langkah berterusan selagi biji terakhirnya jatuh ke atas biji. Ia berhenti di salah satu daripada tiga tempat: rumah anda (anda bermain lagi), lubang kosong anda (anda menawan), atau lubang kosong Utara, yang hanya menamatkan giliran anda.</translation>
    </message>
    <message>
        <source>Where will the very last seed of your hole 3 land?</source>
        <translation>Di manakah biji yang paling akhir dari lubang 3 anda akan jatuh?</translation>
    </message>
    <message>
        <source>It relayed from your hole 1 and from North&apos;s hole 7, then stopped in North&apos;s empty hole 1: your turn is over, nothing taken.</source>
        <translation>Ia bersambung dari lubang 1 anda dan dari lubang 7 Utara, kemudian berhenti di lubang 1 Utara yang kosong: giliran anda tamat, tiada yang diambil.</translation>
    </message>
    <message>
        <source>Same position. This time, first play the move that gives you another turn.</source>
        <translation>Kedudukan yang sama. Kali ini, mainkan dahulu langkah yang memberi anda giliran lagi.</translation>
    </message>
    <message>
        <source>One seed into your store, and your hole 1 is empty now.</source>
        <translation>Satu biji masuk ke rumah anda, dan kini lubang 1 anda kosong.</translation>
    </message>
    <message>
        <source>As you just saw, hole 3 relays away and stops in North&apos;s empty hole 1.</source>
        <translation>Seperti yang baru anda lihat, lubang 3 bersambung jauh dan berhenti di lubang 1 Utara yang kosong.</translation>
    </message>
    <message>
        <source>Hole 6 ends in your empty hole 4 and takes only that seed; then your turn is over.</source>
        <translation>Lubang 6 berakhir di lubang 4 anda yang kosong dan hanya mengambil biji itu; kemudian giliran anda tamat.</translation>
    </message>
    <message>
        <source>Now capture North&apos;s five seeds.</source>
        <translation>Kini tawan lima biji Utara.</translation>
    </message>
    <message>
        <source>Emptying hole 1 first turned hole 3 from a wasted move into a capture of six seeds. Order matters!</source>
        <translation>Mengosongkan lubang 1 dahulu mengubah lubang 3 daripada langkah yang sia-sia kepada tawanan enam biji. Susunan penting!</translation>
    </message>
    <message>
        <source>Hole 6 still takes just one seed. Which hole&apos;s last seed reaches your empty hole 1, across from North&apos;s five?</source>
        <translation>Lubang 6 masih hanya mengambil satu biji. Biji terakhir lubang mana yang sampai ke lubang 1 anda yang kosong, di seberang lima biji Utara?</translation>
    </message>
    <message>
        <source>The game stops when a row is empty; the bigger store wins.</source>
        <translation>Permainan berhenti apabila satu baris kosong; rumah yang lebih penuh menang.</translation>
    </message>
    <message>
        <source>The game ends the moment either row has no seeds left, checked after every move. Each player then adds the seeds still in their own row to their store, and the bigger store wins.</source>
        <translation>Permainan tamat sebaik sahaja salah satu baris tiada biji lagi, diperiksa selepas setiap langkah. Setiap pemain kemudian menambah biji yang masih ada di barisnya sendiri ke rumahnya, dan rumah yang lebih penuh menang.</translation>
    </message>
    <message>
        <source>The check comes even when your last seed lands in your store: with your row empty there is no extra move. Watch: you lead 22 to 16, but your last seed ends the game, North adds the 8 seeds in their row and wins 24 to 23.</source>
        <translation>Pemeriksaan berlaku walaupun biji terakhir anda jatuh ke rumah anda: jika baris anda kosong, tiada main lagi. Perhatikan: anda mendahului 22 lawan 16, tetapi biji terakhir anda menamatkan permainan, Utara menambah 8 biji di barisnya dan menang 24 lawan 23.</translation>
    </message>
    <message>
        <source>A new position: you trail 18 to 22. Find the move that ends the game with you ahead.</source>
        <translation>Kedudukan baharu: anda ketinggalan 18 lawan 22. Cari langkah yang menamatkan permainan dengan anda di hadapan.</translation>
    </message>
    <message>
        <source>You captured North&apos;s last six seeds, so North&apos;s row is empty: the game ends, your seed in hole 1 joins your store, and you win 26 to 22.</source>
        <translation>Anda menawan enam biji terakhir Utara, jadi baris Utara kosong: permainan tamat, biji anda di lubang 1 masuk ke rumah anda, dan anda menang 26 lawan 22.</translation>
    </message>
    <message>
        <source>One seed into your store and another move, but the game is not over and you still trail 19 to 22.</source>
        <translation>Satu biji masuk ke rumah anda dan main lagi, tetapi permainan belum tamat dan anda masih ketinggalan 19 lawan 22.</translation>
    </message>
    <message>
        <source>Traditional start: both at once</source>
        <translation>Permulaan tradisional: kedua-duanya serentak</translation>
    </message>
    <message>
        <source>With the traditional option, both players make the first move together.</source>
        <translation>Dengan pilihan tradisional, kedua-dua pemain membuat langkah pertama bersama.</translation>
    </message>
    <message>
        <source>With the traditional option, the game opens the old way: both players make the first move at the same time. Each picks a hole without seeing the other&apos;s choice, then you sow together: each beat, you drop a seed, then North drops one.</source>
        <translation>Dengan pilihan tradisional, permainan dibuka cara lama: kedua-dua pemain membuat langkah pertama pada masa yang sama. Setiap pemain memilih lubang tanpa melihat pilihan lawan, kemudian anda menabur bersama: pada setiap rentak, anda menjatuhkan sebiji, kemudian Utara menjatuhkan sebiji.</translation>
    </message>
    <message>
        <source>Watch: you sow your hole 2 while North sows their hole 2. During this joint start, reaching your own store stops you; North&apos;s seeds run on through North&apos;s store into your row and stop in your empty hole 6.</source>
        <translation>Perhatikan: anda menabur lubang 2 anda sementara Utara menabur lubang 2 miliknya. Semasa permulaan serentak ini, sampai ke rumah anda sendiri menghentikan anda; biji Utara terus melalui rumah Utara ke baris anda dan berhenti di lubang 6 anda yang kosong.</translation>
    </message>
    <message>
        <source>Relays and captures work as usual, on the board as it is at that instant. When both have stopped, whoever dropped more seeds moves next (on a tie, you do): North dropped 4 seeds to your 2, so it is North&apos;s turn, and from then on turns alternate.</source>
        <translation>Sambungan dan tawanan berlaku seperti biasa, mengikut keadaan papan pada saat itu. Apabila kedua-duanya sudah berhenti, sesiapa yang menjatuhkan lebih banyak biji bermain seterusnya (jika sama, anda): Utara menjatuhkan 4 biji berbanding 2 biji anda, jadi giliran Utara, dan selepas itu pemain bermain bergilir-gilir.</translation>
    </message>
    <message>
        <source>Try again. Suppose North picks their hole 2 once more: choose a hole that sows longer than North&apos;s four seeds, so that you move next.</source>
        <translation>Cuba lagi. Katakan Utara memilih lubang 2 miliknya sekali lagi: pilih lubang yang menabur lebih lama daripada empat biji Utara, supaya anda bermain seterusnya.</translation>
    </message>
    <message>
        <source>Your hole 5 relayed from your hole 2 and ran on to North&apos;s hole 7: six drops against four, so you move next.</source>
        <translation>Lubang 5 anda bersambung dari lubang 2 anda dan terus ke lubang 7 Utara: enam jatuhan berbanding empat, jadi anda bermain seterusnya.</translation>
    </message>
    <message>
        <source>Two seeds and you are in your store, which stops you. North&apos;s four drops are longer, so North moves next.</source>
        <translation>Dua biji dan anda sudah di rumah anda, yang menghentikan anda. Empat jatuhan Utara lebih panjang, jadi Utara bermain seterusnya.</translation>
    </message>
    <message>
        <source>One seed into your empty hole 3 captures it and North&apos;s seed across, but one drop is shorter than North&apos;s four: North moves next.</source>
        <translation>Satu biji ke lubang 3 anda yang kosong menawan lubang itu dan biji Utara di seberang, tetapi satu jatuhan lebih pendek daripada empat jatuhan Utara: Utara bermain seterusnya.</translation>
    </message>
    <message>
        <source>A new round: refill and burnt holes</source>
        <translation>Pusingan baharu: isi semula dan lubang terbakar</translation>
    </message>
    <message>
        <source>Traditional rounds: refill seven a hole; holes you cannot fill are burnt.</source>
        <translation>Pusingan tradisional: isi semula tujuh biji setiap lubang; lubang yang tidak dapat diisi terbakar.</translation>
    </message>
    <message>
        <source>The traditional game is played in rounds. A round ends just as the single game does: when a row is empty after a move, the seeds left in each row go to their owner&apos;s store.</source>
        <translation>Permainan tradisional dimainkan dalam pusingan. Pusingan tamat sama seperti permainan tunggal: apabila satu baris kosong selepas satu langkah, biji yang tinggal di setiap baris masuk ke rumah pemiliknya.</translation>
    </message>
    <message>
        <source>End this round with a capture.</source>
        <translation>Tamatkan pusingan ini dengan tawanan.</translation>
    </message>
    <message>
        <source>North&apos;s row is empty, so the round is over. You have 46 seeds, North 26.</source>
        <translation>Baris Utara kosong, jadi pusingan tamat. Anda ada 46 biji, Utara 26.</translation>
    </message>
    <message>
        <source>Hole 1&apos;s last seed stops in North&apos;s empty hole 7, and the round goes on.</source>
        <translation>Biji terakhir lubang 1 berhenti di lubang 7 Utara yang kosong, dan pusingan diteruskan.</translation>
    </message>
    <message>
        <source>For the next round each player fills their holes with 7 seeds apiece from their store, starting from hole 1 next to the store. Seeds too few to fill a hole stay in the store, and holes left unfilled are burnt: out of play for the whole round.</source>
        <translation>Untuk pusingan seterusnya setiap pemain mengisi lubangnya dengan 7 biji setiap satu dari rumahnya, bermula dari lubang 1 di sebelah rumah. Biji yang tidak cukup untuk mengisi satu lubang kekal di rumah, dan lubang yang tidak terisi terbakar: tidak dimainkan sepanjang pusingan.</translation>
    </message>
    <message>
        <source>You filled six holes and kept 4 seeds; North filled three and kept 5. Nobody sows into a burnt hole or plays from it: seeds skip over it. The player with fewer seeds starts the new round (on a tie, you do), so North moves first.</source>
        <translation>Anda mengisi enam lubang dan menyimpan 4 biji; Utara mengisi tiga dan menyimpan 5. Tiada sesiapa menabur ke dalam lubang terbakar atau bermain darinya: biji melangkaunya. Pemain yang mempunyai lebih sedikit biji memulakan pusingan baharu (jika sama, anda), jadi Utara bermain dahulu.</translation>
    </message>
    <message>
        <source>Later in this round: where will the last seed of your hole 2 land?</source>
        <translation>Kemudian dalam pusingan ini: di manakah biji terakhir lubang 2 anda akan jatuh?</translation>
    </message>
    <message>
        <source>After your store, the seeds skip North&apos;s burnt holes 7 to 4, and the third lands in North&apos;s hole 3.</source>
        <translation>Selepas rumah anda, biji melangkau lubang terbakar 7 hingga 4 Utara, dan biji ketiga jatuh ke lubang 3 Utara.</translation>
    </message>
    <message>
        <source>The end of a traditional game</source>
        <translation>Tamat permainan tradisional</translation>
    </message>
    <message>
        <source>A player who cannot fill a single hole has lost.</source>
        <translation>Pemain yang tidak dapat mengisi satu lubang pun kalah.</translation>
    </message>
    <message>
        <source>A traditional game goes on round after round until, at a refill, a player has fewer than 7 seeds and cannot fill even one hole. That player has lost.</source>
        <translation>Permainan tradisional berterusan pusingan demi pusingan hingga, semasa mengisi semula, seorang pemain ada kurang daripada 7 biji dan tidak dapat mengisi satu lubang pun. Pemain itu kalah.</translation>
    </message>
    <message>
        <source>North has 3 seeds in their store and 3 in their hole 2, only 6 in all. If this round ends before North wins more, North cannot fill a hole.</source>
        <translation>Utara ada 3 biji dalam rumahnya dan 3 lagi di lubang 2 miliknya, hanya 6 semuanya. Jika pusingan ini tamat sebelum Utara memenangi lebih banyak, Utara tidak dapat mengisi satu lubang pun.</translation>
    </message>
    <message>
        <source>Finish the game: end this round now.</source>
        <translation>Tamatkan permainan: tamatkan pusingan ini sekarang.</translation>
    </message>
    <message>
        <source>You took North&apos;s last seeds and North&apos;s row is empty. With only 3 seeds North cannot fill a hole: you win the game!</source>
        <translation>Anda mengambil biji terakhir Utara dan baris Utara kosong. Dengan hanya 3 biji Utara tidak dapat mengisi satu lubang pun: anda memenangi permainan!</translation>
    </message>
    <message>
        <source>One seed into your store gives you another move, but North&apos;s row still has seeds, so the round goes on.</source>
        <translation>Satu biji ke rumah anda memberi anda main lagi, tetapi baris Utara masih ada biji, jadi pusingan diteruskan.</translation>
    </message>
    <message>
        <source>Your last seed ends in your empty hole 2 and takes just itself, since North&apos;s hole 6 across is burnt. North&apos;s row still has seeds, so the round goes on.</source>
        <translation>Biji terakhir anda berakhir di lubang 2 anda yang kosong dan hanya mengambil dirinya sendiri, kerana lubang 6 Utara di seberang terbakar. Baris Utara masih ada biji, jadi pusingan diteruskan.</translation>
    </message>
    <message>
        <source>The congklak board</source>
        <translation>Papan congklak</translation>
    </message>
    <message>
        <source>Your kampong, your rumah, and the way the seeds travel.</source>
        <translation>Kampung anda, rumah anda, dan laluan biji.</translation>
    </message>
    <message>
        <source>Congklak is played all over Indonesia, traditionally with cowrie shells; congklak is also the Indonesian word for the shell. Each row of holes is a kampong (village) and each big store at an end is a rumah (home). The bottom kampong is yours, and so is the rumah on your left.</source>
        <translation>Congklak dimainkan di seluruh Indonesia, secara tradisional dengan kulit siput cowrie; congklak juga perkataan Indonesia untuk siput itu. Setiap baris lubang ialah kampung, dan setiap tempat simpanan besar di hujung ialah rumah. Kampung bawah milik anda, begitu juga rumah di sebelah kiri anda.</translation>
    </message>
    <message>
        <source>To move, you lift all the seeds of one of your holes and sow them one at a time, clockwise: leftwards along your row, into your rumah, then along North&apos;s row. North&apos;s rumah is skipped; your seeds never go in there.</source>
        <translation>Untuk bermain, angkat semua biji dari salah satu lubang anda dan taburkan satu demi satu, ikut arah jam: ke kiri sepanjang baris anda, ke dalam rumah anda, kemudian sepanjang baris Utara. Rumah Utara dilangkau; biji anda tidak pernah masuk ke situ.</translation>
    </message>
    <message>
        <source>Your holes are numbered 1 to 5 from the left, so your hole 1 is next to your rumah. Seeds in your rumah are yours for good, and the fuller rumah wins.</source>
        <translation>Lubang anda bernombor 1 hingga 5 dari kiri, jadi lubang 1 anda terletak di sebelah rumah anda. Biji dalam rumah anda kekal milik anda, dan rumah yang lebih penuh menang.</translation>
    </message>
    <message>
        <source>Your hole 5 holds five seeds. Click the place where the last of them will land.</source>
        <translation>Lubang 5 anda berisi lima biji. Klik tempat biji terakhir akan jatuh.</translation>
    </message>
    <message>
        <source>Yes: four seeds go into your holes 4 to 1, and the fifth drops into your rumah.</source>
        <translation>Ya: empat biji masuk ke lubang 4 hingga 1 anda, dan biji kelima jatuh ke dalam rumah anda.</translation>
    </message>
    <message>
        <source>A last seed in your own rumah lets you move again.</source>
        <translation>Biji terakhir di rumah anda sendiri membolehkan anda bermain lagi.</translation>
    </message>
    <message>
        <source>When the last seed of your sowing drops into your own rumah, you move again, from any of your holes. Watch your hole 3: three seeds, three places to the rumah.</source>
        <translation>Apabila biji terakhir taburan anda jatuh ke dalam rumah anda sendiri, anda bermain lagi, dari mana-mana lubang anda. Perhatikan lubang 3 anda: tiga biji, tiga tempat ke rumah.</translation>
    </message>
    <message>
        <source>It is your move again. Which hole now ends exactly in your rumah?</source>
        <translation>Giliran anda lagi. Lubang mana yang kini berakhir tepat di rumah anda?</translation>
    </message>
    <message>
        <source>Hole 2 has four seeds, two more than it needs: they run past your rumah, and the last one stops in North&apos;s empty hole 4, which ends your turn.</source>
        <translation>Lubang 2 ada empat biji, dua lebih daripada yang diperlukan: biji itu melepasi rumah anda, dan yang terakhir berhenti di lubang 4 Utara yang kosong, lalu giliran anda tamat.</translation>
    </message>
    <message>
        <source>Hole 5 has six seeds, one too many: the last one goes past your rumah into North&apos;s empty hole 5, which ends your turn.</source>
        <translation>Lubang 5 ada enam biji, terlebih satu: biji terakhir melepasi rumah anda ke lubang 5 Utara yang kosong, lalu giliran anda tamat.</translation>
    </message>
    <message>
        <source>A hole holding as many seeds as its number always ends in your rumah: hole 1 with 1 seed, hole 4 with 4. (One old account says you &apos;lose the turn&apos; here, then lets you play on; Cowrie gives you the extra move, as the other sources do.)</source>
        <translation>Lubang yang berisi biji sebanyak nombornya sentiasa berakhir di rumah anda: lubang 1 dengan 1 biji, lubang 4 dengan 4. (Satu catatan lama mengatakan anda &apos;kehilangan giliran&apos; di sini, kemudian membenarkan anda terus bermain; Cowrie memberi anda main lagi, seperti sumber-sumber lain.)</translation>
    </message>
    <message>
        <source>Use the count: which of these holes ends in your rumah?</source>
        <translation>Gunakan kiraan itu: lubang mana yang berakhir di rumah anda?</translation>
    </message>
    <message>
        <source>Four seeds in hole 4: the last lands in your rumah and you move again.</source>
        <translation>Empat biji di lubang 4: biji terakhir jatuh ke rumah anda dan anda bermain lagi.</translation>
    </message>
    <message>
        <source>Hole 1 needs one seed but holds two: the second goes on into North&apos;s empty hole 5, and your turn is over.</source>
        <translation>Lubang 1 perlukan satu biji tetapi berisi dua: biji kedua terus ke lubang 5 Utara yang kosong, dan giliran anda tamat.</translation>
    </message>
    <message>
        <source>Hole 3 needs three seeds but holds four: the fourth lands in North&apos;s empty hole 5, and your turn is over.</source>
        <translation>Lubang 3 perlukan tiga biji tetapi berisi empat: biji keempat jatuh ke lubang 5 Utara yang kosong, dan giliran anda tamat.</translation>
    </message>
    <message>
        <source>If your last seed lands in a hole that already has seeds, on your side or North&apos;s, you lift them all and sow on from the next place: a relay. Watch your hole 4: its last seed lands on your hole 2, and the relay carries on into your rumah.</source>
        <translation>Jika biji terakhir anda jatuh ke lubang yang sudah berisi biji, di sebelah anda atau di sebelah Utara, anda angkat semuanya dan terus menabur dari tempat berikutnya: taburan bersambung. Perhatikan lubang 4 anda: biji terakhirnya jatuh ke lubang 2 anda, dan sambungannya terus ke rumah anda.</translation>
    </message>
    <message>
        <source>Your third seed landed on North&apos;s hole 5, so you lifted its three seeds and sowed on until the last one stopped in North&apos;s empty hole 2.</source>
        <translation>Biji ketiga anda jatuh ke lubang 5 Utara, jadi anda mengangkat tiga bijinya dan terus menabur hingga biji terakhir berhenti di lubang 2 Utara yang kosong.</translation>
    </message>
    <message>
        <source>Get to your rumah with the help of a relay.</source>
        <translation>Sampai ke rumah anda dengan bantuan taburan bersambung.</translation>
    </message>
    <message>
        <source>Hole 5&apos;s last seed landed on your hole 3, and its three seeds carried you home to your rumah.</source>
        <translation>Biji terakhir lubang 5 jatuh ke lubang 3 anda, dan tiga bijinya membawa anda pulang ke rumah anda.</translation>
    </message>
    <message>
        <source>Hole 1 goes straight into your rumah, with no relay. Look for a hole whose last seed lands on seeds and relays home.</source>
        <translation>Lubang 1 terus masuk ke rumah anda, tanpa sambungan. Cari lubang yang biji terakhirnya jatuh ke atas biji dan bersambung hingga ke rumah.</translation>
    </message>
    <message>
        <source>Hole 3 relays from your hole 1, but those two seeds go one place past your rumah, into North&apos;s empty hole 5: turn over.</source>
        <translation>Lubang 3 bersambung dari lubang 1 anda, tetapi dua biji itu terlajak satu tempat melepasi rumah anda, ke lubang 5 Utara yang kosong: giliran tamat.</translation>
    </message>
    <message>
        <source>End in an empty hole of yours, facing seeds, and you capture them.</source>
        <translation>Berakhir di lubang kosong anda, bertentangan dengan biji, dan anda menawannya.</translation>
    </message>
    <message>
        <source>If your last seed drops into an empty hole on your own side and North&apos;s hole straight across has seeds, you capture: those seeds and your last seed go into your rumah, and your turn ends. Your hole 1 faces North&apos;s hole 5, your hole 5 faces North&apos;s hole 1.</source>
        <translation>Jika biji terakhir anda jatuh ke lubang kosong di sebelah anda sendiri dan lubang Utara betul-betul di seberang berisi biji, anda menawan: biji-biji itu dan biji terakhir anda masuk ke rumah anda, dan giliran anda tamat. Lubang 1 anda bertentangan dengan lubang 5 Utara, lubang 5 anda bertentangan dengan lubang 1 Utara.</translation>
    </message>
    <message>
        <source>Capture at least four seeds.</source>
        <translation>Tawan sekurang-kurangnya empat biji.</translation>
    </message>
    <message>
        <source>Your last seed fell into your empty hole 1, across from North&apos;s three seeds: all four are yours.</source>
        <translation>Biji terakhir anda jatuh ke lubang 1 anda yang kosong, di seberang tiga biji Utara: keempat-empatnya milik anda.</translation>
    </message>
    <message>
        <source>Hole 5 ends in your empty hole 4, but North&apos;s hole 2 across holds only one seed: a capture of two.</source>
        <translation>Lubang 5 berakhir di lubang 4 anda yang kosong, tetapi lubang 2 Utara di seberang hanya berisi satu biji: tawanan dua biji.</translation>
    </message>
    <message>
        <source>Two seeds from hole 2 reach your rumah: another move, but no capture.</source>
        <translation>Dua biji dari lubang 2 sampai ke rumah anda: main lagi, tetapi tiada tawanan.</translation>
    </message>
    <message>
        <source>If the hole across is empty, there is no capture: your seed just stays, and your turn is over. A last seed in an empty hole on North&apos;s side also ends your turn, with nothing taken.</source>
        <translation>Jika lubang di seberang kosong, tiada tawanan: biji anda kekal di situ, dan giliran anda tamat. Biji terakhir di lubang kosong di sebelah Utara juga menamatkan giliran anda, tanpa mengambil apa-apa.</translation>
    </message>
    <message>
        <source>Make a capture here.</source>
        <translation>Buat tawanan di sini.</translation>
    </message>
    <message>
        <source>Your seed fell into your empty hole 1, facing the two seeds in North&apos;s hole 5: three seeds for your rumah.</source>
        <translation>Biji anda jatuh ke lubang 1 anda yang kosong, bertentangan dengan dua biji di lubang 5 Utara: tiga biji untuk rumah anda.</translation>
    </message>
    <message>
        <source>Your last seed lands in your empty hole 3, but North&apos;s hole 3 across is empty too: nothing is taken, and your turn ends.</source>
        <translation>Biji terakhir anda jatuh ke lubang 3 anda yang kosong, tetapi lubang 3 Utara di seberang juga kosong: tiada yang diambil, dan giliran anda tamat.</translation>
    </message>
    <message>
        <source>One long turn</source>
        <translation>Satu giliran panjang</translation>
    </message>
    <message>
        <source>The rules&apos; worked example: three trips home, then a capture after two relays.</source>
        <translation>Contoh dalam peraturan: tiga kali pulang ke rumah, kemudian tawanan selepas dua sambungan.</translation>
    </message>
    <message>
        <source>This is the worked example from the congklak rules, on the seven-hole board of the Rounds preset. You will play one long turn of four moves, using everything you have learned so far.</source>
        <translation>Inilah contoh yang dihuraikan dalam peraturan congklak, pada papan tujuh lubang pratetap Pusingan. Anda akan memainkan satu giliran panjang dengan empat langkah, menggunakan semua yang telah anda pelajari setakat ini.</translation>
    </message>
    <message>
        <source>Your holes 1 and 2 can both reach your rumah. Start with hole 1: sowing hole 2 first would add a seed to hole 1 and spoil its count.</source>
        <translation>Lubang 1 dan 2 anda kedua-duanya boleh sampai ke rumah anda. Mulakan dengan lubang 1: menabur lubang 2 dahulu akan menambah sebiji ke lubang 1 dan merosakkan kiraannya.</translation>
    </message>
    <message>
        <source>One seed home, and another move.</source>
        <translation>Satu biji pulang, dan main lagi.</translation>
    </message>
    <message>
        <source>Hole 3 makes a fine capture, but it ends your turn. Bank the easy seeds in your rumah first.</source>
        <translation>Lubang 3 membuat tawanan yang bagus, tetapi ia menamatkan giliran anda. Simpan dahulu biji yang mudah di rumah anda.</translation>
    </message>
    <message>
        <source>Now hole 2: two seeds, two places to your rumah.</source>
        <translation>Kini lubang 2: dua biji, dua tempat ke rumah anda.</translation>
    </message>
    <message>
        <source>Home again, and hole 1 has a seed once more.</source>
        <translation>Pulang lagi, dan lubang 1 berisi sebiji sekali lagi.</translation>
    </message>
    <message>
        <source>That capture would end your turn. There are still seeds that can go home first.</source>
        <translation>Tawanan itu akan menamatkan giliran anda. Masih ada biji yang boleh pulang dahulu.</translation>
    </message>
    <message>
        <source>Send hole 1&apos;s new seed home as well.</source>
        <translation>Hantar biji baharu lubang 1 pulang juga.</translation>
    </message>
    <message>
        <source>Three trips home in one turn.</source>
        <translation>Tiga kali pulang ke rumah dalam satu giliran.</translation>
    </message>
    <message>
        <source>Not yet: the capture ends your turn, and hole 1&apos;s seed can still go home first.</source>
        <translation>Belum lagi: tawanan menamatkan giliran anda, dan biji lubang 1 masih boleh pulang dahulu.</translation>
    </message>
    <message>
        <source>Now your hole 3. Its six seeds reach North&apos;s hole 5, which already holds two, so you relay; follow the seeds, and make a capture.</source>
        <translation>Kini lubang 3 anda. Enam bijinya sampai ke lubang 5 Utara, yang sudah berisi dua, jadi anda bersambung; ikuti biji itu, dan buat tawanan.</translation>
    </message>
    <message>
        <source>Relays at North&apos;s holes 5 and 2 carried you round to your empty hole 5, across from North&apos;s hole 3: its three seeds and your last one are yours, and your turn ends with 8 seeds in your rumah.</source>
        <translation>Sambungan di lubang 5 dan 2 Utara membawa anda berpusing ke lubang 5 anda yang kosong, di seberang lubang 3 Utara: tiga bijinya dan biji terakhir anda milik anda, dan giliran anda tamat dengan 8 biji dalam rumah anda.</translation>
    </message>
    <message>
        <source>The Rounds game: a joint start and passes</source>
        <translation>Permainan Pusingan: mula serentak dan lepas giliran</translation>
    </message>
    <message>
        <source>Both players open at once; a player with an empty row passes.</source>
        <translation>Kedua-dua pemain bermula serentak; pemain yang barisnya kosong melepaskan giliran.</translation>
    </message>
    <message>
        <source>The Rounds preset is the longer, traditional game: 5 to 9 holes a row (7 here), as many seeds in each, and a match of several rounds. It opens with both players moving at once: each picks a hole without seeing the other&apos;s, then each beat you drop a seed and North drops one.</source>
        <translation>Pratetap Pusingan ialah permainan tradisional yang lebih panjang: 5 hingga 9 lubang sebaris (7 di sini), sama banyak biji dalam setiap lubang, dan perlawanan beberapa pusingan. Ia dibuka dengan kedua-dua pemain bermain serentak: setiap pemain memilih lubang tanpa melihat pilihan lawan, kemudian pada setiap rentak anda menjatuhkan sebiji dan Utara menjatuhkan sebiji.</translation>
    </message>
    <message>
        <source>During this joint start, reaching your rumah just stops you; when both have stopped, whoever dropped more seeds moves next (you, on a tie). Suppose North picks their hole 3, with four seeds: choose a hole that sows longer.</source>
        <translation>Semasa permulaan serentak ini, sampai ke rumah anda hanya menghentikan anda; apabila kedua-duanya sudah berhenti, sesiapa yang menjatuhkan lebih banyak biji bermain seterusnya (jika sama, anda). Katakan Utara memilih lubang 3 miliknya, dengan empat biji: pilih lubang yang menabur lebih lama.</translation>
    </message>
    <message>
        <source>Hole 5 relayed from your hole 3 and ran on to North&apos;s hole 7: six drops against four, so you move next. From now on, turns alternate.</source>
        <translation>Lubang 5 bersambung dari lubang 3 anda dan terus ke lubang 7 Utara: enam jatuhan berbanding empat, jadi anda bermain seterusnya. Mulai sekarang, pemain bermain bergilir-gilir.</translation>
    </message>
    <message>
        <source>One seed into your rumah stops you at once. North drops four, so North moves next.</source>
        <translation>Satu biji ke rumah anda terus menghentikan anda. Utara menjatuhkan empat, jadi Utara bermain seterusnya.</translation>
    </message>
    <message>
        <source>Three seeds and you are in your rumah, which stops you: North&apos;s four drops are longer, so North moves next.</source>
        <translation>Tiga biji dan anda sudah di rumah anda, yang menghentikan anda: empat jatuhan Utara lebih panjang, jadi Utara bermain seterusnya.</translation>
    </message>
    <message>
        <source>Later in a round, a player whose turn comes with an empty row passes, and the other plays on. Even a last seed in your rumah ends your turn if your row is then empty. The round ends only when every seed is in a rumah.</source>
        <translation>Kemudian dalam pusingan, pemain yang mendapat giliran dengan baris kosong melepaskan giliran, dan pemain lain terus bermain. Malah biji terakhir di rumah anda menamatkan giliran anda jika baris anda kemudian kosong. Pusingan hanya tamat apabila semua biji berada di dalam rumah.</translation>
    </message>
    <message>
        <source>Take North&apos;s last seeds, so that North has to pass.</source>
        <translation>Ambil biji terakhir Utara, supaya Utara terpaksa melepaskan giliran.</translation>
    </message>
    <message>
        <source>North&apos;s row is empty, so North passes and you play again.</source>
        <translation>Baris Utara kosong, jadi Utara melepaskan giliran dan anda bermain lagi.</translation>
    </message>
    <message>
        <source>Your last seed lands in your empty hole 4, but North&apos;s hole 4 across is empty: nothing taken, and North plays on with their hole 7.</source>
        <translation>Biji terakhir anda jatuh ke lubang 4 anda yang kosong, tetapi lubang 4 Utara di seberang kosong: tiada yang diambil, dan Utara terus bermain dengan lubang 7 miliknya.</translation>
    </message>
    <message>
        <source>One last rule, for both presets: if the very same position, with the same player to move, comes up for the third time in a round, the round stops there. The seeds on the board go to the owners of their holes, so no game can go round in circles for ever.</source>
        <translation>Satu peraturan terakhir, untuk kedua-dua pratetap: jika kedudukan yang sama, dengan pemain yang sama bergilir, muncul buat kali ketiga dalam satu pusingan, pusingan berhenti di situ. Biji di papan menjadi milik pemilik lubangnya, jadi tiada permainan boleh berpusing-pusing tanpa henti.</translation>
    </message>
    <message>
        <source>Refill your holes from your rumah; holes you cannot fill are burnt.</source>
        <translation>Isi semula lubang anda dari rumah anda; lubang yang tidak dapat diisi terbakar.</translation>
    </message>
    <message>
        <source>North has passed, and you have one seed left. Watch: it goes home, your row is empty, and now every seed is in a rumah, so the round is over. The fuller rumah wins the round.</source>
        <translation>Utara telah melepaskan giliran, dan anda ada satu biji lagi. Perhatikan: ia pulang, baris anda kosong, dan kini semua biji berada di dalam rumah, jadi pusingan tamat. Rumah yang lebih penuh memenangi pusingan.</translation>
    </message>
    <message>
        <source>For the next round each player fills their holes with 7 seeds apiece from their rumah, starting at hole 1 next to it. Seeds too few to fill a hole stay in the rumah, and holes left unfilled are burnt: out of play for the round. A player who cannot fill even one hole has lost the game.</source>
        <translation>Untuk pusingan seterusnya setiap pemain mengisi lubangnya dengan 7 biji setiap satu dari rumahnya, bermula di lubang 1 di sebelahnya. Biji yang tidak cukup untuk mengisi satu lubang kekal di rumah, dan lubang yang tidak terisi terbakar: tidak dimainkan untuk pusingan itu. Pemain yang tidak dapat mengisi satu lubang pun kalah dalam permainan.</translation>
    </message>
    <message>
        <source>North had 26 seeds: enough to fill three holes and keep 5. Nobody sows into a burnt hole or plays from it: seeds skip over it. The player with fewer seeds starts the new round (on a tie, you do), so North moves first.</source>
        <translation>Utara ada 26 biji: cukup untuk mengisi tiga lubang dan menyimpan 5. Tiada sesiapa menabur ke dalam lubang terbakar atau bermain darinya: biji melangkaunya. Pemain yang mempunyai lebih sedikit biji memulakan pusingan baharu (jika sama, anda), jadi Utara bermain dahulu.</translation>
    </message>
    <message>
        <source>After your rumah, the seeds skip North&apos;s burnt holes 7 to 4: the third lands in North&apos;s hole 3 and the fourth in North&apos;s empty hole 2.</source>
        <translation>Selepas rumah anda, biji melangkau lubang terbakar 7 hingga 4 Utara: biji ketiga jatuh ke lubang 3 Utara dan biji keempat ke lubang 2 Utara yang kosong.</translation>
    </message>
    <message>
        <source>Two variants: lone seed and burnt penalty</source>
        <translation>Dua variasi: biji tunggal dan denda terbakar</translation>
    </message>
    <message>
        <source>The lone-seed and burnt-penalty options.</source>
        <translation>Pilihan biji tunggal dan denda terbakar.</translation>
    </message>
    <message>
        <source>Two variants can be switched on when you start a game, and both are on here. With lone-seed, a last seed in your own empty hole goes to your rumah even when the hole across is empty.</source>
        <translation>Dua variasi boleh dihidupkan apabila anda memulakan permainan, dan kedua-duanya hidup di sini. Dengan biji tunggal, biji terakhir di lubang kosong anda sendiri masuk ke rumah anda walaupun lubang di seberang kosong.</translation>
    </message>
    <message>
        <source>Capture a lone seed.</source>
        <translation>Tawan satu biji tunggal.</translation>
    </message>
    <message>
        <source>Your last seed ended in your empty hole 2. North&apos;s hole 6 across was empty, but with lone-seed your seed goes to your rumah.</source>
        <translation>Biji terakhir anda berakhir di lubang 2 anda yang kosong. Lubang 6 Utara di seberang kosong, tetapi dengan biji tunggal, biji anda masuk ke rumah anda.</translation>
    </message>
    <message>
        <source>Hole 1&apos;s second seed stops in North&apos;s empty hole 7: that ends your turn with nothing taken.</source>
        <translation>Biji kedua lubang 1 berhenti di lubang 7 Utara yang kosong: itu menamatkan giliran anda tanpa mengambil apa-apa.</translation>
    </message>
    <message>
        <source>With burnt-penalty, burnt holes stay on the path. A seed that falls into one, on either side, goes to your opponent&apos;s rumah, and if it was your last seed your turn ends.</source>
        <translation>Dengan denda terbakar, lubang terbakar kekal dalam laluan. Biji yang jatuh ke dalamnya, di mana-mana sebelah, masuk ke rumah lawan anda, dan jika itu biji terakhir anda, giliran anda tamat.</translation>
    </message>
    <message>
        <source>Find the move that gives North nothing and earns you another move.</source>
        <translation>Cari langkah yang tidak memberi Utara apa-apa dan membolehkan anda bermain lagi.</translation>
    </message>
    <message>
        <source>Two seeds, two places: home to your rumah without going near a burnt hole.</source>
        <translation>Dua biji, dua tempat: pulang ke rumah anda tanpa mendekati lubang terbakar.</translation>
    </message>
    <message>
        <source>Your second seed falls into North&apos;s burnt hole 7, so it goes to North&apos;s rumah, and as it was your last seed your turn ends.</source>
        <translation>Biji kedua anda jatuh ke lubang 7 Utara yang terbakar, jadi ia masuk ke rumah Utara, dan kerana itu biji terakhir anda, giliran anda tamat.</translation>
    </message>
    <message>
        <source>Your seed ends in your empty hole 3, across from North&apos;s burnt hole 5, which counts as empty: with lone-seed you take just that seed into your rumah, and your turn ends.</source>
        <translation>Biji anda berakhir di lubang 3 anda yang kosong, di seberang lubang 5 Utara yang terbakar, yang dikira kosong: dengan biji tunggal anda hanya mengambil biji itu ke rumah anda, dan giliran anda tamat.</translation>
    </message>
    <message>
        <source>Winning a Rounds game</source>
        <translation>Memenangi permainan Pusingan</translation>
    </message>
    <message>
        <source>The first to win 2 rounds wins at once; a player who cannot fill a single hole loses.</source>
        <translation>Yang pertama memenangi 2 pusingan terus menang; pemain yang tidak dapat mengisi satu lubang pun kalah.</translation>
    </message>
    <message>
        <source>A Rounds game goes to the first player to win 2 rounds (the rounds option can set 1 to 5). You won round 1, so winning this round wins the game, at once, with no refill.</source>
        <translation>Permainan Pusingan dimenangi oleh pemain pertama yang memenangi 2 pusingan (pilihan pusingan boleh menetapkan 1 hingga 5). Anda memenangi pusingan 1, jadi memenangi pusingan ini bermakna memenangi permainan, serta-merta, tanpa isi semula.</translation>
    </message>
    <message>
        <source>North&apos;s row is empty: North passes, and you play again.</source>
        <translation>Baris Utara kosong: Utara melepaskan giliran, dan anda bermain lagi.</translation>
    </message>
    <message>
        <source>One seed home and another move, but North still has seeds in their hole 3.</source>
        <translation>Satu biji pulang dan main lagi, tetapi Utara masih ada biji di lubang 3 miliknya.</translation>
    </message>
    <message>
        <source>Now send your last seed home. With every seed in a rumah, the round is over.</source>
        <translation>Kini hantar biji terakhir anda pulang. Apabila semua biji berada di dalam rumah, pusingan tamat.</translation>
    </message>
    <message>
        <source>45 seeds to 20: that is your second round win, and the game is yours.</source>
        <translation>45 biji lawan 20: itulah kemenangan pusingan kedua anda, dan permainan milik anda.</translation>
    </message>
    <message>
        <source>A game can also end at a refill. Here it is round 1, and North has only 2 seeds in their rumah. Watch: your capture ends the round, and with fewer than 7 seeds North cannot fill a single hole, and so loses the game.</source>
        <translation>Permainan juga boleh tamat semasa isi semula. Di sini pusingan 1, dan Utara hanya ada 2 biji dalam rumahnya. Perhatikan: tawanan anda menamatkan pusingan, dan dengan kurang daripada 7 biji Utara tidak dapat mengisi satu lubang pun, lalu kalah dalam permainan.</translation>
    </message>
    <message>
        <source>The end of a Classic game</source>
        <translation>Tamat permainan Klasik</translation>
    </message>
    <message>
        <source>When a turn ends with a row empty, the game is over; the fuller rumah wins.</source>
        <translation>Apabila giliran tamat dengan satu baris kosong, permainan tamat; rumah yang lebih penuh menang.</translation>
    </message>
    <message>
        <source>In the Classic game, whenever a turn is over and either row is empty, the game ends. The seeds still in the holes go to the rumah of the player whose side they lie on, and the fuller rumah wins.</source>
        <translation>Dalam permainan Klasik, setiap kali giliran tamat dan salah satu baris kosong, permainan tamat. Biji yang masih di lubang masuk ke rumah pemain yang memiliki sebelah itu, dan rumah yang lebih penuh menang.</translation>
    </message>
    <message>
        <source>Careful with your last seeds. Watch: you lead 14 to 10, but your last seed goes home, your empty row ends your turn and the game, and North adds the 8 seeds in their row to win 18 to 15.</source>
        <translation>Berhati-hati dengan biji terakhir anda. Perhatikan: anda mendahului 14 lawan 10, tetapi biji terakhir anda pulang, baris anda yang kosong menamatkan giliran anda dan permainan, dan Utara menambah 8 biji di barisnya untuk menang 18 lawan 15.</translation>
    </message>
    <message>
        <source>A new position: you trail 12 to 16. Find the move that ends the game with you ahead.</source>
        <translation>Kedudukan baharu: anda ketinggalan 12 lawan 16. Cari langkah yang menamatkan permainan dengan anda di hadapan.</translation>
    </message>
    <message>
        <source>You captured North&apos;s last four seeds, so North&apos;s row is empty when your turn ends: your seed in hole 1 joins your rumah, and you win 18 to 16. Ready for a real game!</source>
        <translation>Anda menawan empat biji terakhir Utara, jadi baris Utara kosong apabila giliran anda tamat: biji anda di lubang 1 masuk ke rumah anda, dan anda menang 18 lawan 16. Sedia untuk permainan sebenar!</translation>
    </message>
    <message>
        <source>One seed home and another move, but the game is not over and you still trail 13 to 16.</source>
        <translation>Satu biji pulang dan main lagi, tetapi permainan belum tamat dan anda masih ketinggalan 13 lawan 16.</translation>
    </message>
    <message>
        <source>Your holes, your store, and which way the seeds go.</source>
        <translation>Lubang anda, rumah anda, dan arah biji bergerak.</translation>
    </message>
    <message>
        <source>Welcome to Kalah! You are South: the row of holes nearest you is yours, and the row across belongs to North. This practice board has four holes a side with two seeds in each; the real game has six holes of four.</source>
        <translation>Selamat datang ke Kalah! Anda ialah Selatan: baris lubang yang paling dekat dengan anda milik anda, dan baris di seberang milik Utara. Papan latihan ini ada empat lubang sebelah dengan dua biji dalam setiap satu; permainan sebenar ada enam lubang berisi empat biji.</translation>
    </message>
    <message>
        <source>The big hole on your right is your store. Seeds that reach it are yours for good, and whoever has more seeds in their store at the end wins. North&apos;s store is the one on your left.</source>
        <translation>Lubang besar di sebelah kanan anda ialah rumah anda. Biji yang sampai ke situ kekal milik anda, dan sesiapa yang mempunyai lebih banyak biji dalam rumahnya pada akhir permainan menang. Rumah Utara ialah yang di sebelah kiri anda.</translation>
    </message>
    <message>
        <source>Seeds always travel counter-clockwise: to the right along your row, into your store, then right to left along North&apos;s row, and round again to your hole 1.</source>
        <translation>Biji sentiasa bergerak lawan arah jam: ke kanan sepanjang baris anda, ke dalam rumah anda, kemudian dari kanan ke kiri sepanjang baris Utara, dan berpusing semula ke lubang 1 anda.</translation>
    </message>
    <message>
        <source>A move is called sowing: you pick up all the seeds of one of your holes and drop them one at a time into the next places along that path. If you sow your hole 2, where will its last seed land?</source>
        <translation>Satu langkah dipanggil menabur: anda ambil semua biji dari salah satu lubang anda dan jatuhkan satu demi satu ke tempat-tempat berikutnya di laluan itu. Jika anda menabur lubang 2 anda, di manakah biji terakhirnya akan jatuh?</translation>
    </message>
    <message>
        <source>Right: one seed into your hole 3 and the last into your hole 4. That hole was not empty, so your turn is over.</source>
        <translation>Betul: satu biji ke lubang 3 anda dan yang terakhir ke lubang 4 anda. Lubang itu tidak kosong, jadi giliran anda tamat.</translation>
    </message>
    <message>
        <source>Now North sows in the same way, along its own row towards its right, which is leftwards on your screen. Watch North&apos;s hole 1.</source>
        <translation>Kini Utara menabur dengan cara yang sama, sepanjang barisnya sendiri ke arah kanannya, iaitu ke kiri pada skrin anda. Perhatikan lubang 1 Utara.</translation>
    </message>
    <message>
        <source>Your turn. Sow a hole that has enough seeds to reach past your hole 4, so that at least one seed drops into your store.</source>
        <translation>Giliran anda. Tabur lubang yang cukup biji untuk melepasi lubang 4 anda, supaya sekurang-kurangnya satu biji jatuh ke rumah anda.</translation>
    </message>
    <message>
        <source>Well done: that seed in your store is yours for good. The others went on, and the turn passes to North.</source>
        <translation>Syabas: biji dalam rumah anda itu kekal milik anda. Yang lain terus bergerak, dan giliran beralih kepada Utara.</translation>
    </message>
    <message>
        <source>Hole 1&apos;s two seeds only get as far as your holes 2 and 3, well short of the store.</source>
        <translation>Dua biji lubang 1 hanya sampai ke lubang 2 dan 3 anda, jauh dari rumah.</translation>
    </message>
    <message>
        <source>Long sowings</source>
        <translation>Taburan panjang</translation>
    </message>
    <message>
        <source>Big holes sow through your store and round North&apos;s row, but never into North&apos;s store.</source>
        <translation>Lubang yang banyak biji menabur melalui rumah anda dan mengelilingi baris Utara, tetapi tidak pernah ke rumah Utara.</translation>
    </message>
    <message>
        <source>A hole with many seeds sows a long way: past your hole 4, into your store, and on along North&apos;s row. You always sow every seed of the hole you pick.</source>
        <translation>Lubang yang banyak biji menabur jauh: melepasi lubang 4 anda, ke dalam rumah anda, dan terus sepanjang baris Utara. Anda sentiasa menabur setiap biji dari lubang yang anda pilih.</translation>
    </message>
    <message>
        <source>One place is never on your path: North&apos;s store. After North&apos;s hole 4, on the far left, your next seed goes straight into your own hole 1. In the same way, North&apos;s seeds never go into your store.</source>
        <translation>Satu tempat tidak pernah berada di laluan anda: rumah Utara. Selepas lubang 4 Utara, di hujung kiri, biji anda yang seterusnya terus masuk ke lubang 1 anda sendiri. Begitu juga, biji Utara tidak pernah masuk ke rumah anda.</translation>
    </message>
    <message>
        <source>Your hole 3 holds 8 seeds. Count along the path, leaving out North&apos;s store: where does the eighth seed land?</source>
        <translation>Lubang 3 anda berisi 8 biji. Kira sepanjang laluan, tanpa rumah Utara: di manakah biji kelapan jatuh?</translation>
    </message>
    <message>
        <source>Yes: hole 4, your store, North&apos;s four holes, then your holes 1 and 2. Skipping North&apos;s store is what brought the last seed back to your side.</source>
        <translation>Ya: lubang 4, rumah anda, empat lubang Utara, kemudian lubang 1 dan 2 anda. Melangkau rumah Utara itulah yang membawa biji terakhir kembali ke sebelah anda.</translation>
    </message>
    <message>
        <source>North&apos;s seeds follow North&apos;s path the same way: through North&apos;s store and on into your row. Watch North&apos;s hole 4.</source>
        <translation>Biji Utara mengikut laluan Utara dengan cara yang sama: melalui rumah Utara dan terus ke baris anda. Perhatikan lubang 4 Utara.</translation>
    </message>
    <message>
        <source>Counting practice. Which of your holes sends its last seed all the way round, past North&apos;s store, into your own hole 1?</source>
        <translation>Latihan mengira. Lubang anda yang mana menghantar biji terakhirnya berpusing sepenuhnya, melepasi rumah Utara, ke lubang 1 anda sendiri?</translation>
    </message>
    <message>
        <source>Six seeds: your store, North&apos;s four holes, and your hole 1. You&apos;re counting like a Kalah player.</source>
        <translation>Enam biji: rumah anda, empat lubang Utara, dan lubang 1 anda. Anda mengira seperti pemain Kalah.</translation>
    </message>
    <message>
        <source>Hole 3 has a single seed: it only moves one step, into your hole 4.</source>
        <translation>Lubang 3 ada sebiji sahaja: ia hanya bergerak satu tempat, ke lubang 4 anda.</translation>
    </message>
    <message>
        <source>Hole 1&apos;s two seeds go rightwards, into your holes 2 and 3; they never come round.</source>
        <translation>Dua biji lubang 1 bergerak ke kanan, ke lubang 2 dan 3 anda; biji itu tidak pernah berpusing kembali.</translation>
    </message>
    <message>
        <source>The extra move</source>
        <translation>Langkah tambahan</translation>
    </message>
    <message>
        <source>End a move in your own store and you play again.</source>
        <translation>Akhiri langkah di rumah anda sendiri dan anda bermain lagi.</translation>
    </message>
    <message>
        <source>Here is the best trick in Kalah: if the last seed of your move drops into your own store, you move again straight away. This is called an extra move.</source>
        <translation>Inilah helah terbaik dalam Kalah: jika biji terakhir langkah anda jatuh ke dalam rumah anda sendiri, anda terus bermain lagi. Ini dipanggil langkah tambahan.</translation>
    </message>
    <message>
        <source>Find the hole whose last seed lands exactly in your store, and sow it. Count: a hole needs as many seeds as there are steps from it to the store.</source>
        <translation>Cari lubang yang biji terakhirnya jatuh tepat ke rumah anda, dan taburkannya. Kira: lubang perlukan biji sebanyak bilangan tempat darinya ke rumah.</translation>
    </message>
    <message>
        <source>Three seeds, three steps: holes 3 and 4, then your store. Your turn goes on!</source>
        <translation>Tiga biji, tiga tempat: lubang 3 dan 4, kemudian rumah anda. Giliran anda diteruskan!</translation>
    </message>
    <message>
        <source>Two seeds from hole 1 only reach your hole 3, so your turn is over.</source>
        <translation>Dua biji dari lubang 1 hanya sampai ke lubang 3 anda, jadi giliran anda tamat.</translation>
    </message>
    <message>
        <source>Still your turn. The seeds you just sowed made another hole fit exactly. Take a second extra move.</source>
        <translation>Masih giliran anda. Biji yang baru anda tabur menjadikan satu lubang lain tepat kiraannya. Ambil langkah tambahan kedua.</translation>
    </message>
    <message>
        <source>Two extra moves in a row! There is no limit: as long as each move ends in your store, you keep playing.</source>
        <translation>Dua langkah tambahan berturut-turut! Tiada had: selagi setiap langkah berakhir di rumah anda, anda terus bermain.</translation>
    </message>
    <message>
        <source>Hole 3&apos;s seed stops in your hole 4, one step short of the store, so your turn ends.</source>
        <translation>Biji lubang 3 berhenti di lubang 4 anda, kurang satu tempat dari rumah, jadi giliran anda tamat.</translation>
    </message>
    <message>
        <source>Hole 1&apos;s two seeds stop in your hole 3, so your turn ends.</source>
        <translation>Dua biji lubang 1 berhenti di lubang 3 anda, jadi giliran anda tamat.</translation>
    </message>
    <message>
        <source>Order matters. Here your holes 3 and 4 can both reach the store. Watch what happens if you start with hole 3, the one farther from the store.</source>
        <translation>Susunan penting. Di sini lubang 3 dan 4 anda kedua-duanya boleh sampai ke rumah. Lihat apa yang berlaku jika anda mula dengan lubang 3, yang lebih jauh dari rumah.</translation>
    </message>
    <message>
        <source>That was an extra move, but hole 4 now holds 2 seeds. Where will its last seed land?</source>
        <translation>Itu langkah tambahan, tetapi kini lubang 4 berisi 2 biji. Di manakah biji terakhirnya akan jatuh?</translation>
    </message>
    <message>
        <source>One seed too many: it overshoots into North&apos;s row and your turn ends. Hole 4 first, then hole 3, would have given you two extra moves. Play the hole nearest your store first!</source>
        <translation>Terlebih satu biji: ia terlajak ke baris Utara dan giliran anda tamat. Lubang 4 dahulu, kemudian lubang 3, akan memberi anda dua langkah tambahan. Mainkan lubang yang paling dekat dengan rumah anda dahulu!</translation>
    </message>
    <message>
        <source>End in one of your empty holes and take the seeds across from it.</source>
        <translation>Berakhir di salah satu lubang kosong anda dan ambil biji di seberangnya.</translation>
    </message>
    <message>
        <source>If your last seed falls into an empty hole on your side, you capture: that seed and all the seeds in North&apos;s hole straight across go into your store. Then your turn ends. Your hole 2 is empty, and North&apos;s hole 3 across from it holds 4 seeds.</source>
        <translation>Jika biji terakhir anda jatuh ke lubang kosong di sebelah anda, anda menawan: biji itu dan semua biji di lubang Utara betul-betul di seberang masuk ke rumah anda. Kemudian giliran anda tamat. Lubang 2 anda kosong, dan lubang 3 Utara di seberangnya berisi 4 biji.</translation>
    </message>
    <message>
        <source>Capture those 4 seeds.</source>
        <translation>Tawan 4 biji itu.</translation>
    </message>
    <message>
        <source>Your single seed landed in your empty hole 2 and took North&apos;s 4 with it: 5 seeds for your store.</source>
        <translation>Biji tunggal anda jatuh ke lubang 2 anda yang kosong dan membawa 4 biji Utara bersamanya: 5 biji untuk rumah anda.</translation>
    </message>
    <message>
        <source>Hole 3&apos;s last seed lands in North&apos;s hole 1. Captures happen only from your own empty holes, so your turn just ends.</source>
        <translation>Biji terakhir lubang 3 jatuh ke lubang 1 Utara. Tawanan hanya berlaku dari lubang kosong anda sendiri, jadi giliran anda tamat begitu sahaja.</translation>
    </message>
    <message>
        <source>Hole 4&apos;s seeds go into your store and North&apos;s hole 1, which was not empty, so your turn ends without a capture.</source>
        <translation>Biji lubang 4 masuk ke rumah anda dan lubang 1 Utara, yang tidak kosong, jadi giliran anda tamat tanpa tawanan.</translation>
    </message>
    <message>
        <source>To spot a capture, look at your empty holes first, then at what lies across from them, then count which of your holes can end there. Here your holes 3 and 4 are empty; North has 1 seed across from your hole 3 and 5 across from your hole 4.</source>
        <translation>Untuk mencari tawanan, lihat lubang kosong anda dahulu, kemudian apa yang ada di seberangnya, kemudian kira lubang anda yang mana boleh berakhir di situ. Di sini lubang 3 dan 4 anda kosong; Utara ada 1 biji di seberang lubang 3 anda dan 5 biji di seberang lubang 4 anda.</translation>
    </message>
    <message>
        <source>Make the bigger capture.</source>
        <translation>Buat tawanan yang lebih besar.</translation>
    </message>
    <message>
        <source>Your hole 2 sows into holes 3 and 4; the last seed lands in empty hole 4 and takes North&apos;s 5. Six seeds in one move!</source>
        <translation>Lubang 2 anda menabur ke lubang 3 dan 4; biji terakhir jatuh ke lubang 4 yang kosong dan mengambil 5 biji Utara. Enam biji dalam satu langkah!</translation>
    </message>
    <message>
        <source>That captures, but only North&apos;s single seed across from your hole 3: 2 seeds in all. North&apos;s 5 were there for the taking.</source>
        <translation>Itu menawan, tetapi hanya sebiji Utara di seberang lubang 3 anda: 2 biji semuanya. 5 biji Utara sedang menunggu untuk diambil.</translation>
    </message>
    <message>
        <source>When nothing is captured</source>
        <translation>Apabila tiada yang ditawan</translation>
    </message>
    <message>
        <source>An empty hole across, or an empty hole on North&apos;s side: no capture.</source>
        <translation>Lubang kosong di seberang, atau lubang kosong di sebelah Utara: tiada tawanan.</translation>
    </message>
    <message>
        <source>A board with five holes a side. Watch your hole 1: its seed lands in your empty hole 2, but North&apos;s hole 4 across from it is empty, so there is nothing to capture. The seed just stays there, and your turn is over.</source>
        <translation>Papan dengan lima lubang setiap sebelah. Perhatikan lubang 1 anda: bijinya jatuh ke lubang 2 anda yang kosong, tetapi lubang 4 Utara di seberangnya kosong, jadi tiada apa-apa untuk ditawan. Biji itu kekal di situ, dan giliran anda tamat.</translation>
    </message>
    <message>
        <source>Cowrie has an option, empty-capture, that lets you take your lone seed anyway when the hole across is empty. It is off in the standard game and in these lessons.</source>
        <translation>Cowrie ada pilihan, empty-capture (tawan kosong), yang membolehkan anda tetap mengambil biji tunggal anda apabila lubang di seberang kosong. Pilihan ini dimatikan dalam permainan standard dan dalam pelajaran ini.</translation>
    </message>
    <message>
        <source>Your hole 5 sows 3 seeds. Where does the last one land, and will it capture anything?</source>
        <translation>Lubang 5 anda menabur 3 biji. Di manakah biji terakhir jatuh, dan adakah ia akan menawan sesuatu?</translation>
    </message>
    <message>
        <source>It lands in North&apos;s hole 2, which was empty. Empty holes on North&apos;s side never capture for you, so your turn simply ends.</source>
        <translation>Ia jatuh ke lubang 2 Utara, yang kosong. Lubang kosong di sebelah Utara tidak pernah menawan untuk anda, jadi giliran anda tamat begitu sahaja.</translation>
    </message>
    <message>
        <source>Each of your three moves ends in an empty hole, but only one of them captures. Find it.</source>
        <translation>Ketiga-tiga langkah anda berakhir di lubang kosong, tetapi hanya satu yang menawan. Cari langkah itu.</translation>
    </message>
    <message>
        <source>Your seed lands in your empty hole 4, and North&apos;s hole 2 across from it has 3 seeds: 4 for your store.</source>
        <translation>Biji anda jatuh ke lubang 4 anda yang kosong, dan lubang 2 Utara di seberangnya ada 3 biji: 4 biji untuk rumah anda.</translation>
    </message>
    <message>
        <source>Your seed lands in your empty hole 2, but North&apos;s hole 4 across from it is empty: nothing to take.</source>
        <translation>Biji anda jatuh ke lubang 2 anda yang kosong, tetapi lubang 4 Utara di seberangnya kosong: tiada apa-apa untuk diambil.</translation>
    </message>
    <message>
        <source>Your last seed lands in North&apos;s empty hole 1. Only empty holes on your own side capture.</source>
        <translation>Biji terakhir anda jatuh ke lubang 1 Utara yang kosong. Hanya lubang kosong di sebelah anda sendiri yang menawan.</translation>
    </message>
    <message>
        <source>Extra move first, then capture</source>
        <translation>Main lagi dahulu, kemudian tawan</translation>
    </message>
    <message>
        <source>What ends a turn, and why the order of your moves matters.</source>
        <translation>Apa yang menamatkan giliran, dan mengapa susunan langkah anda penting.</translation>
    </message>
    <message>
        <source>Your turn ends as soon as a move&apos;s last seed lands anywhere but your store: in a hole with seeds, in any hole on North&apos;s side, or in an empty hole of yours, whether it captures or not. Only the store gives you another move.</source>
        <translation>Giliran anda tamat sebaik sahaja biji terakhir sesuatu langkah jatuh di mana-mana selain rumah anda: di lubang yang berisi biji, di mana-mana lubang di sebelah Utara, atau di lubang kosong anda, sama ada ia menawan atau tidak. Hanya rumah memberi anda main lagi.</translation>
    </message>
    <message>
        <source>You have a capture (hole 1 into empty hole 2, taking North&apos;s 3) and an extra move (hole 4). A capture ends your turn, so which comes first?</source>
        <translation>Anda ada satu tawanan (lubang 1 ke lubang 2 yang kosong, mengambil 3 biji Utara) dan satu main lagi (lubang 4). Tawanan menamatkan giliran anda, jadi yang mana dahulu?</translation>
    </message>
    <message>
        <source>Right: take the free move first. The capture will still be there.</source>
        <translation>Betul: ambil langkah percuma itu dahulu. Tawanan itu masih ada nanti.</translation>
    </message>
    <message>
        <source>You captured, but a capture ends your turn, so you lost the extra move hole 4 was offering. Take the extra move first, then capture.</source>
        <translation>Anda menawan, tetapi tawanan menamatkan giliran anda, jadi anda terlepas main lagi yang ditawarkan oleh lubang 4. Ambil main lagi dahulu, kemudian tawan.</translation>
    </message>
    <message>
        <source>Now make the capture.</source>
        <translation>Kini buat tawanan itu.</translation>
    </message>
    <message>
        <source>Extra move and capture in one turn: 5 seeds in your store.</source>
        <translation>Main lagi dan tawanan dalam satu giliran: 5 biji dalam rumah anda.</translation>
    </message>
    <message>
        <source>Hole 3&apos;s last seed ends in North&apos;s empty hole 1: no capture there, and your turn is over.</source>
        <translation>Biji terakhir lubang 3 berakhir di lubang 1 Utara yang kosong: tiada tawanan di situ, dan giliran anda tamat.</translation>
    </message>
    <message>
        <source>That is the whole rhythm of a Kalah turn: extra moves as long as you can, then one last move, ideally a capture, which hands the turn to North.</source>
        <translation>Itulah seluruh rentak giliran Kalah: main lagi selagi boleh, kemudian satu langkah terakhir, sebaik-baiknya tawanan, yang menyerahkan giliran kepada Utara.</translation>
    </message>
    <message>
        <source>Guard your seeds</source>
        <translation>Jaga biji anda</translation>
    </message>
    <message>
        <source>Look at North&apos;s captures before you make your own.</source>
        <translation>Lihat tawanan Utara sebelum anda membuat tawanan sendiri.</translation>
    </message>
    <message>
        <source>Before you move, look at North&apos;s side too. North&apos;s hole 3 is empty, and North&apos;s hole 2 holds one seed, just enough to land there. That would capture the 4 seeds in your hole 2, across from it.</source>
        <translation>Sebelum anda bermain, lihat juga sebelah Utara. Lubang 3 Utara kosong, dan lubang 2 Utara berisi sebiji, cukup-cukup untuk jatuh di situ. Itu akan menawan 4 biji di lubang 2 anda, di seberangnya.</translation>
    </message>
    <message>
        <source>Your hole 3 could capture North&apos;s 3 seeds right now. But which move leaves North nothing to capture?</source>
        <translation>Lubang 3 anda boleh menawan 3 biji Utara sekarang juga. Tetapi langkah mana yang tidak meninggalkan apa-apa untuk ditawan oleh Utara?</translation>
    </message>
    <message>
        <source>Safe: your 4 seeds moved on, one even reached your store, and nothing is left in your hole 2 for North to take.</source>
        <translation>Selamat: 4 biji anda sudah bergerak, satu malah sampai ke rumah anda, dan tiada apa-apa tinggal di lubang 2 anda untuk diambil Utara.</translation>
    </message>
    <message>
        <source>You take 4 seeds, but your hole 2 is still full: North&apos;s hole 2 can now drop its seed into empty hole 3 and take your 4 seeds plus its own.</source>
        <translation>Anda mengambil 4 biji, tetapi lubang 2 anda masih penuh: lubang 2 Utara kini boleh menjatuhkan bijinya ke lubang 3 yang kosong dan mengambil 4 biji anda berserta bijinya sendiri.</translation>
    </message>
    <message>
        <source>Now your hole 2 holds 5 seeds, and North can still land in its empty hole 3 across from it and take them all.</source>
        <translation>Kini lubang 2 anda berisi 5 biji, dan Utara masih boleh jatuh ke lubang 3 kosongnya di seberang dan mengambil kesemuanya.</translation>
    </message>
    <message>
        <source>North played its hole 2 anyway. Its seed landed in its empty hole 3, but your hole 2 across from it is empty, so North captured nothing.</source>
        <translation>Utara tetap memainkan lubang 2 miliknya. Bijinya jatuh ke lubang 3 kosongnya, tetapi lubang 2 anda di seberangnya kosong, jadi Utara tidak menawan apa-apa.</translation>
    </message>
    <message>
        <source>Strong players also think the other way round: keep an empty hole of your own with a few seeds behind it that can land there, and North&apos;s seeds piling up across from it become your next capture.</source>
        <translation>Pemain handal juga berfikir secara terbalik: simpan satu lubang kosong anda dengan beberapa biji di belakangnya yang boleh jatuh di situ, dan biji Utara yang bertimbun di seberangnya menjadi tawanan anda seterusnya.</translation>
    </message>
    <message>
        <source>Your turn again. Two of your holes can reach your store: take an extra move.</source>
        <translation>Giliran anda lagi. Dua lubang anda boleh sampai ke rumah anda: ambil main lagi.</translation>
    </message>
    <message>
        <source>Extra move! When two holes can reach the store, play the one nearest to it first, so the other still fits.</source>
        <translation>Main lagi! Apabila dua lubang boleh sampai ke rumah, mainkan yang paling dekat dengannya dahulu, supaya yang satu lagi masih tepat.</translation>
    </message>
    <message>
        <source>Hole 1&apos;s two seeds stop in your hole 3, which has seeds, so your turn ends.</source>
        <translation>Dua biji lubang 1 berhenti di lubang 3 anda, yang berisi biji, jadi giliran anda tamat.</translation>
    </message>
    <message>
        <source>Six holes of four seeds, and a strong first move.</source>
        <translation>Enam lubang berisi empat biji, dan langkah pertama yang kuat.</translation>
    </message>
    <message>
        <source>Now the real board: six holes a side, four seeds in each, 48 in all. Every rule you&apos;ve learned is the same here.</source>
        <translation>Kini papan sebenar: enam lubang setiap sebelah, empat biji dalam setiap lubang, 48 biji semuanya. Setiap peraturan yang anda pelajari sama sahaja di sini.</translation>
    </message>
    <message>
        <source>You start. One of your holes has exactly enough seeds to reach your store. Find it.</source>
        <translation>Anda bermula. Salah satu lubang anda ada biji yang cukup-cukup untuk sampai ke rumah anda. Cari lubang itu.</translation>
    </message>
    <message>
        <source>Four seeds, four steps: holes 4, 5, 6 and your store. A free move to start the game.</source>
        <translation>Empat biji, empat langkah: lubang 4, 5, 6 dan rumah anda. Main lagi untuk memulakan permainan.</translation>
    </message>
    <message>
        <source>Hole 1&apos;s four seeds end in your hole 5, which has seeds, so the turn goes to North.</source>
        <translation>Empat biji lubang 1 berakhir di lubang 5 anda, yang berisi biji, jadi giliran beralih kepada Utara.</translation>
    </message>
    <message>
        <source>Only the first seed goes into your store; the other three go to North&apos;s row, and your turn ends.</source>
        <translation>Hanya biji pertama masuk ke rumah anda; tiga lagi pergi ke baris Utara, dan giliran anda tamat.</translation>
    </message>
    <message>
        <source>Your extra move. Put one more seed into your store: strong players choose hole 6 here.</source>
        <translation>Main lagi anda. Masukkan satu biji lagi ke rumah anda: pemain handal memilih lubang 6 di sini.</translation>
    </message>
    <message>
        <source>Two seeds in your store before North has even moved.</source>
        <translation>Dua biji dalam rumah anda sebelum Utara bermain pun.</translation>
    </message>
    <message>
        <source>Hole 1&apos;s seeds stay in your row, ending in your hole 5: none reaches the store.</source>
        <translation>Biji lubang 1 kekal di baris anda, berakhir di lubang 5 anda: tiada yang sampai ke rumah.</translation>
    </message>
    <message>
        <source>Hole 2&apos;s seeds stay in your row, ending in your hole 6: none reaches the store.</source>
        <translation>Biji lubang 2 kekal di baris anda, berakhir di lubang 6 anda: tiada yang sampai ke rumah.</translation>
    </message>
    <message>
        <source>A habit that beats beginners: before every move, ask yourself three questions. Can I end in my store? Can I capture? And what can North capture after my move?</source>
        <translation>Tabiat yang mengalahkan pemain baharu: sebelum setiap langkah, tanya diri anda tiga soalan. Bolehkah saya berakhir di rumah saya? Bolehkah saya menawan? Dan apa yang boleh ditawan oleh Utara selepas langkah saya?</translation>
    </message>
    <message>
        <source>When a row runs out of seeds, the game is over and the bigger store wins.</source>
        <translation>Apabila satu baris kehabisan biji, permainan tamat dan rumah yang lebih penuh menang.</translation>
    </message>
    <message>
        <source>The game ends the moment either row has no seeds left, checked after every move. Each player then puts the seeds still in their own row into their own store, and the bigger store wins.</source>
        <translation>Permainan tamat sebaik sahaja salah satu baris tiada biji lagi, diperiksa selepas setiap langkah. Setiap pemain kemudian memasukkan biji yang masih ada di barisnya sendiri ke dalam rumahnya sendiri, dan rumah yang lebih penuh menang.</translation>
    </message>
    <message>
        <source>You lead 9 to 7, and your last seed can reach your store. Watch what happens if you sow it.</source>
        <translation>Anda mendahului 9 lawan 7, dan biji terakhir anda boleh sampai ke rumah anda. Lihat apa yang berlaku jika anda menaburnya.</translation>
    </message>
    <message>
        <source>Your row was empty, so the game ended and North&apos;s 4 seeds went to North: 11 to 10 for North. Here it&apos;s the other way round: capture North&apos;s last seeds and win.</source>
        <translation>Baris anda kosong, jadi permainan tamat dan 4 biji Utara menjadi milik Utara: 11 lawan 10 untuk Utara. Di sini sebaliknya: tawan biji terakhir Utara dan menang.</translation>
    </message>
    <message>
        <source>North&apos;s row is empty, so the game is over: your last 2 seeds join your store and you win 13 to 10. You&apos;re ready for a real game!</source>
        <translation>Baris Utara kosong, jadi permainan tamat: 2 biji terakhir anda masuk ke rumah anda dan anda menang 13 lawan 10. Anda sudah bersedia untuk permainan sebenar!</translation>
    </message>
    <message>
        <source>Your last seed goes over to North&apos;s hole 1, so North has seeds in two holes and the game goes on.</source>
        <translation>Biji terakhir anda pergi ke lubang 1 Utara, jadi Utara ada biji di dua lubang dan permainan diteruskan.</translation>
    </message>
    <message>
        <source>The board and the direction</source>
        <translation>Papan dan arah</translation>
    </message>
    <message>
        <source>Two rows of seven holes, four seeds in each, and a first move that picks the direction.</source>
        <translation>Dua baris tujuh lubang, empat biji dalam setiap lubang, dan langkah pertama yang memilih arah.</translation>
    </message>
    <message>
        <source>This is the puhulmutu board: two rows of seven holes with four seeds in each. You are South: the bottom row is yours, holes 1 to 7 from your left, and the top row is North&apos;s. Players call the seeds indi.</source>
        <translation>Inilah papan puhulmutu: dua baris tujuh lubang dengan empat biji dalam setiap lubang. Anda ialah Selatan: baris bawah milik anda, lubang 1 hingga 7 dari kiri anda, dan baris atas milik Utara. Pemain memanggil biji itu indi.</translation>
    </message>
    <message>
        <source>The two stores only keep the seeds each player eats (captures) during play. Nobody ever sows a seed into a store.</source>
        <translation>Kedua-dua rumah hanya menyimpan biji yang dimakan (ditawan) oleh setiap pemain semasa bermain. Tiada sesiapa pernah menabur biji ke dalam rumah.</translation>
    </message>
    <message>
        <source>The first move of the game also picks the direction, for both players and for the whole game. R sows towards your right: hole 1 is your first hole and hole 7 your last, from which seeds cross into North&apos;s row. L is the mirror image: hole 7 first, hole 1 last.</source>
        <translation>Langkah pertama permainan juga memilih arah, untuk kedua-dua pemain dan untuk seluruh permainan. R menabur ke arah kanan anda: lubang 1 ialah lubang pertama anda dan lubang 7 lubang terakhir anda, dari situ biji menyeberang ke baris Utara. L ialah bayangan cerminnya: lubang 7 pertama, lubang 1 terakhir.</translation>
    </message>
    <message>
        <source>Try it on a small board. Play your hole 3 so that its last seed lands in your hole 5: which direction does that need?</source>
        <translation>Cuba pada papan kecil. Mainkan lubang 3 anda supaya biji terakhirnya jatuh ke lubang 5 anda: arah mana yang diperlukan?</translation>
    </message>
    <message>
        <source>Right, 3R: one seed into hole 4, the last into hole 5. The direction is now fixed, and every later move is just a hole number.</source>
        <translation>Betul, 3R: sebiji ke lubang 4, yang terakhir ke lubang 5. Arah kini sudah ditetapkan, dan setiap langkah selepas ini hanya nombor lubang.</translation>
    </message>
    <message>
        <source>L sent the two seeds towards your left, into your holes 2 and 1.</source>
        <translation>L menghantar dua biji itu ke arah kiri anda, ke lubang 2 dan 1 anda.</translation>
    </message>
    <message>
        <source>North answered with their hole 5. North sows towards their own right too, which is leftwards along the top row on your screen: the seeds always travel round the board the same way.</source>
        <translation>Utara membalas dengan lubang 5 miliknya. Utara juga menabur ke arah kanannya sendiri, iaitu ke kiri sepanjang baris atas pada skrin anda: biji sentiasa bergerak mengelilingi papan dengan arah yang sama.</translation>
    </message>
    <message>
        <source>Sowing and sitting</source>
        <translation>Menabur dan duduk</translation>
    </message>
    <message>
        <source>Sow one seed a hole; a last seed in an empty hole ends your turn.</source>
        <translation>Tabur sebiji setiap lubang; biji terakhir di lubang kosong menamatkan giliran anda.</translation>
    </message>
    <message>
        <source>To move, you lift all the seeds of one of your holes and drop them one at a time into the holes that follow. Here the direction is R, so your row leads on into North&apos;s row. Watch your hole 5.</source>
        <translation>Untuk bermain, angkat semua biji dari salah satu lubang anda dan jatuhkan satu demi satu ke lubang-lubang berikutnya. Di sini arahnya R, jadi baris anda bersambung ke baris Utara. Perhatikan lubang 5 anda.</translation>
    </message>
    <message>
        <source>The last seed fell into North&apos;s hole 2, which was empty, so your turn is over. You &apos;sit&apos; in that hole: its Sinhala name is puhuwala, or passa.</source>
        <translation>Biji terakhir jatuh ke lubang 2 Utara, yang kosong, jadi giliran anda tamat. Anda &apos;duduk&apos; di lubang itu: nama Sinhalanya puhuwala, atau passa.</translation>
    </message>
    <message>
        <source>Your turn again, on a new board. Where will the last of the five seeds in your hole 4 fall?</source>
        <translation>Giliran anda lagi, pada papan baharu. Di manakah biji terakhir daripada lima biji di lubang 4 anda akan jatuh?</translation>
    </message>
    <message>
        <source>Your holes 5, 6 and 7, then North&apos;s holes 1 and 2. That hole was empty, so you sit there.</source>
        <translation>Lubang 5, 6 dan 7 anda, kemudian lubang 1 dan 2 Utara. Lubang itu kosong, jadi anda duduk di situ.</translation>
    </message>
    <message>
        <source>Sit in North&apos;s hole 3: pick the hole whose seeds just reach it.</source>
        <translation>Duduk di lubang 3 Utara: pilih lubang yang bijinya cukup-cukup sampai ke situ.</translation>
    </message>
    <message>
        <source>Four seeds: your hole 7, then North&apos;s holes 1, 2 and 3.</source>
        <translation>Empat biji: lubang 7 anda, kemudian lubang 1, 2 dan 3 Utara.</translation>
    </message>
    <message>
        <source>Two seeds from hole 2 only reach your hole 4. It was empty, so you sat there.</source>
        <translation>Dua biji dari lubang 2 hanya sampai ke lubang 4 anda. Lubang itu kosong, jadi anda duduk di situ.</translation>
    </message>
    <message>
        <source>Relay: keep on sowing</source>
        <translation>Taburan bersambung: terus menabur</translation>
    </message>
    <message>
        <source>A last seed in a hole that has seeds lifts them and sows on.</source>
        <translation>Biji terakhir di lubang yang berisi biji mengangkat isinya dan terus menabur.</translation>
    </message>
    <message>
        <source>When your last seed lands in a hole that already has seeds, you lift them all and keep sowing: a relay. Watch the opening move told in the old rule book, 1R: four seeds, a relay of five from your hole 5, another five from North&apos;s hole 3, and the last seed drops into your hole 1.</source>
        <translation>Apabila biji terakhir anda jatuh ke lubang yang sudah berisi biji, anda angkat semuanya dan terus menabur: taburan bersambung. Perhatikan langkah pembukaan yang diceritakan dalam buku peraturan lama, 1R: empat biji, sambungan lima biji dari lubang 5 anda, lima lagi dari lubang 3 Utara, dan biji terakhir jatuh ke lubang 1 anda.</translation>
    </message>
    <message>
        <source>Your hole 1 was empty, because you lifted it at the start, so you sat there and the turn ended. The hole you start from is never skipped: it takes seeds like any other.</source>
        <translation>Lubang 1 anda kosong, kerana anda mengangkatnya pada permulaan, jadi anda duduk di situ dan giliran tamat. Lubang tempat anda bermula tidak pernah dilangkau: ia menerima biji seperti lubang lain.</translation>
    </message>
    <message>
        <source>A new board. Find the move that keeps going with a relay.</source>
        <translation>Papan baharu. Cari langkah yang terus berjalan dengan taburan bersambung.</translation>
    </message>
    <message>
        <source>Hole 1 ended in your hole 3; its two seeds ended in hole 5; and those three carried you into North&apos;s row.</source>
        <translation>Lubang 1 berakhir di lubang 3 anda; dua bijinya berakhir di lubang 5; dan tiga biji itu membawa anda ke baris Utara.</translation>
    </message>
    <message>
        <source>Your single seed fell into your empty hole 4: you sat at once.</source>
        <translation>Biji tunggal anda jatuh ke lubang 4 anda yang kosong: anda terus duduk.</translation>
    </message>
    <message>
        <source>Hole 5&apos;s two seeds ended in your empty hole 7, and your turn was over.</source>
        <translation>Dua biji lubang 5 berakhir di lubang 7 anda yang kosong, dan giliran anda tamat.</translation>
    </message>
    <message>
        <source>Follow every relay: where will this turn end if you play your hole 3?</source>
        <translation>Ikuti setiap sambungan: di manakah giliran ini akan tamat jika anda memainkan lubang 3?</translation>
    </message>
    <message>
        <source>Hole 3 ended in your hole 5, its three seeds ended in North&apos;s hole 1, and those two reached North&apos;s empty hole 3.</source>
        <translation>Lubang 3 berakhir di lubang 5 anda, tiga bijinya berakhir di lubang 1 Utara, dan dua biji itu sampai ke lubang 3 Utara yang kosong.</translation>
    </message>
    <message>
        <source>Passing over threes</source>
        <translation>Melangkau lubang bertiga</translation>
    </message>
    <message>
        <source>A hole holding exactly three gets no seed, except the last one.</source>
        <translation>Lubang yang berisi tepat tiga biji tidak menerima biji, kecuali biji terakhir.</translation>
    </message>
    <message>
        <source>Here is the rule that makes puhulmutu special: while you sow, a hole holding exactly three seeds is passed over and gets nothing. Watch your hole 2: its four seeds jump your hole 3 and go into holes 4 to 7.</source>
        <translation>Inilah peraturan yang menjadikan puhulmutu istimewa: semasa anda menabur, lubang yang berisi tepat tiga biji dilangkau dan tidak menerima apa-apa. Perhatikan lubang 2 anda: empat bijinya melompati lubang 3 anda dan masuk ke lubang 4 hingga 7.</translation>
    </message>
    <message>
        <source>There is one exception: the last seed of a sowing always goes into the next hole, even if it holds three. That makes four, and the next lesson shows what you do with a four.</source>
        <translation>Ada satu pengecualian: biji terakhir sesuatu taburan sentiasa masuk ke lubang berikutnya, walaupun lubang itu berisi tiga. Itu menjadikannya empat, dan pelajaran seterusnya menunjukkan apa yang anda lakukan dengan empat biji.</translation>
    </message>
    <message>
        <source>Your hole 5 holds four seeds; your hole 6 and North&apos;s hole 1 hold three each. Where will the last seed fall?</source>
        <translation>Lubang 5 anda berisi empat biji; lubang 6 anda dan lubang 1 Utara berisi tiga setiap satu. Di manakah biji terakhir akan jatuh?</translation>
    </message>
    <message>
        <source>Both threes were passed over, so the four seeds went into your hole 7 and North&apos;s holes 2, 3 and 4.</source>
        <translation>Kedua-dua lubang bertiga dilangkau, jadi empat biji itu masuk ke lubang 7 anda dan lubang 2, 3 dan 4 Utara.</translation>
    </message>
    <message>
        <source>Land your last seed in North&apos;s hole 2.</source>
        <translation>Jatuhkan biji terakhir anda ke lubang 2 Utara.</translation>
    </message>
    <message>
        <source>Hole 4&apos;s seeds passed over your hole 5, which held three, so the fourth one reached North&apos;s hole 2.</source>
        <translation>Biji lubang 4 melangkau lubang 5 anda, yang berisi tiga, jadi biji keempat sampai ke lubang 2 Utara.</translation>
    </message>
    <message>
        <source>Hole 5&apos;s three seeds go into your holes 6 and 7 and North&apos;s hole 1, and stop there.</source>
        <translation>Tiga biji lubang 5 masuk ke lubang 6 dan 7 anda dan lubang 1 Utara, dan berhenti di situ.</translation>
    </message>
    <message>
        <source>Eating fours</source>
        <translation>Makan empat</translation>
    </message>
    <message>
        <source>Make a three into four with your last seed and eat them.</source>
        <translation>Jadikan tiga biji empat dengan biji terakhir anda dan makan kesemuanya.</translation>
    </message>
    <message>
        <source>When your last seed turns a three into four, on your side or North&apos;s, you eat those four: they go to your store. Watch your hole 3: its last seed makes your hole 5 a four, you eat them, then you lift the next hole, your hole 6, and sow on.</source>
        <translation>Apabila biji terakhir anda menjadikan lubang bertiga empat, di sebelah anda atau Utara, anda makan empat biji itu: biji itu masuk ke rumah anda. Perhatikan lubang 3 anda: biji terakhirnya menjadikan lubang 5 anda empat, anda memakannya, kemudian anda angkat lubang berikutnya, lubang 6 anda, dan terus menabur.</translation>
    </message>
    <message>
        <source>North&apos;s hole 2 holds three. Eat them.</source>
        <translation>Lubang 2 Utara berisi tiga. Makan kesemuanya.</translation>
    </message>
    <message>
        <source>One seed into North&apos;s hole 1, then your last seed made North&apos;s three a four, and they are yours.</source>
        <translation>Sebiji ke lubang 1 Utara, kemudian biji terakhir anda menjadikan tiga biji Utara empat, dan kesemuanya milik anda.</translation>
    </message>
    <message>
        <source>Hole 4&apos;s fifth seed was not the last one, so it passed over North&apos;s three; your last seed sat in North&apos;s empty hole 4.</source>
        <translation>Biji kelima lubang 4 bukan biji terakhir, jadi ia melangkau tiga biji Utara; biji terakhir anda duduk di lubang 4 Utara yang kosong.</translation>
    </message>
    <message>
        <source>After eating, look at the very next hole. If it has seeds, even three, you lift them all and sow on; if it is empty, your turn ends. Just now North&apos;s hole 3 was empty, so you stopped.</source>
        <translation>Selepas makan, lihat lubang yang betul-betul berikutnya. Jika ada biji, walaupun tiga, anda angkat semuanya dan terus menabur; jika kosong, giliran anda tamat. Tadi lubang 3 Utara kosong, jadi anda berhenti.</translation>
    </message>
    <message>
        <source>Eat twice in one turn: eight seeds or more.</source>
        <translation>Makan dua kali dalam satu giliran: lapan biji atau lebih.</translation>
    </message>
    <message>
        <source>One seed made your hole 7 a four. The next hole, North&apos;s hole 1, gave you two seeds, and they made North&apos;s hole 3 a four as well.</source>
        <translation>Sebiji menjadikan lubang 7 anda empat. Lubang berikutnya, lubang 1 Utara, memberi anda dua biji, dan kedua-duanya menjadikan lubang 3 Utara empat juga.</translation>
    </message>
    <message>
        <source>You ate North&apos;s hole 3, but the hole after it was empty, so your turn stopped at four.</source>
        <translation>Anda makan lubang 3 Utara, tetapi lubang selepasnya kosong, jadi giliran anda berhenti pada empat biji.</translation>
    </message>
    <message>
        <source>Your relay from hole 6 passed over the three in your hole 7 and sat in North&apos;s empty hole 2: nothing eaten.</source>
        <translation>Sambungan anda dari lubang 6 melangkau tiga biji di lubang 7 anda dan duduk di lubang 2 Utara yang kosong: tiada yang dimakan.</translation>
    </message>
    <message>
        <source>The lone seed in your last hole</source>
        <translation>Biji tunggal di lubang terakhir anda</translation>
    </message>
    <message>
        <source>A single seed in your last hole may not start a turn while you have other seeds.</source>
        <translation>Sebiji biji di lubang terakhir anda tidak boleh memulakan giliran selagi anda ada biji lain.</translation>
    </message>
    <message>
        <source>You may not start a turn with a single seed in your last hole (hole 7 when playing R, hole 1 with L) while another hole of yours has seeds. Here that seed would eat North&apos;s three at once, but you are not allowed to play it.</source>
        <translation>Anda tidak boleh memulakan giliran dengan sebiji biji di lubang terakhir anda (lubang 7 apabila bermain R, lubang 1 dengan L) selagi lubang lain anda ada biji. Di sini biji itu akan terus memakan tiga biji Utara, tetapi anda tidak dibenarkan memainkannya.</translation>
    </message>
    <message>
        <source>Find another way to eat four. A relay is allowed to lift your hole 7.</source>
        <translation>Cari cara lain untuk makan empat. Taburan bersambung dibenarkan mengangkat lubang 7 anda.</translation>
    </message>
    <message>
        <source>Hole 6 made your hole 7 a two and you lifted it as a relay. Your hand passed over North&apos;s three in hole 1, dropped a seed in North&apos;s hole 2, and the last made North&apos;s hole 3 a four.</source>
        <translation>Lubang 6 menjadikan lubang 7 anda dua biji dan anda mengangkatnya sebagai sambungan. Tangan anda melangkau tiga biji Utara di lubang 1, menjatuhkan sebiji ke lubang 2 Utara, dan biji terakhir menjadikan lubang 3 Utara empat.</translation>
    </message>
    <message>
        <source>Hole 3&apos;s two seeds just end in your empty hole 5: nothing eaten.</source>
        <translation>Dua biji lubang 3 hanya berakhir di lubang 5 anda yang kosong: tiada yang dimakan.</translation>
    </message>
    <message>
        <source>When the lone seed is the only one you can lift, you may play it. Watch it eat North&apos;s three now.</source>
        <translation>Apabila biji tunggal itu satu-satunya yang boleh anda angkat, anda boleh memainkannya. Lihat ia memakan tiga biji Utara sekarang.</translation>
    </message>
    <message>
        <source>The end of a phase</source>
        <translation>Tamat fasa</translation>
    </message>
    <message>
        <source>When a player&apos;s turn comes and their row is empty, the phase is over.</source>
        <translation>Apabila tiba giliran seorang pemain dan barisnya kosong, fasa tamat.</translation>
    </message>
    <message>
        <source>A game is played in phases. A phase ends when a player&apos;s turn comes and their row is empty; each player then owns the seeds they have eaten plus the seeds left in their own holes.</source>
        <translation>Permainan dimainkan dalam fasa. Fasa tamat apabila tiba giliran seorang pemain dan barisnya kosong; setiap pemain kemudian memiliki biji yang telah dimakannya berserta biji yang tinggal di lubangnya sendiri.</translation>
    </message>
    <message>
        <source>The old rule book&apos;s example: you have eaten 16 seeds and North 32. Your last seed goes to North&apos;s hole 1, North moves it one hole along, and your turn comes with nothing in your row.</source>
        <translation>Contoh daripada buku peraturan lama: anda telah makan 16 biji dan Utara 32. Biji terakhir anda pergi ke lubang 1 Utara, Utara menggerakkannya satu lubang ke hadapan, dan giliran anda tiba tanpa apa-apa di baris anda.</translation>
    </message>
    <message>
        <source>The phase is over. You own your 16; North owns their 32 plus the 8 that were left in North&apos;s row, 40 in all. The next lesson shows how a new phase starts from these numbers.</source>
        <translation>Fasa tamat. Anda memiliki 16 biji anda; Utara memiliki 32 bijinya berserta 8 biji yang tinggal di baris Utara, 40 semuanya. Pelajaran seterusnya menunjukkan bagaimana fasa baharu bermula daripada angka ini.</translation>
    </message>
    <message>
        <source>Now end a phase yourself: leave North with an empty row when North&apos;s turn comes.</source>
        <translation>Kini tamatkan fasa sendiri: biarkan baris Utara kosong apabila tiba giliran Utara.</translation>
    </message>
    <message>
        <source>Your last seed made North&apos;s three a four and you ate the four. North&apos;s row is empty, so the phase ends: you own 21 (12 + 4 eaten + 5 left in your row), North owns 28.</source>
        <translation>Biji terakhir anda menjadikan tiga biji Utara empat dan anda memakan empat biji itu. Baris Utara kosong, jadi fasa tamat: anda memiliki 21 (12 + 4 dimakan + 5 yang tinggal di baris anda), Utara memiliki 28.</translation>
    </message>
    <message>
        <source>North&apos;s three was passed over, your two seeds went into North&apos;s holes 2 and 3, and North still has seeds to play.</source>
        <translation>Tiga biji Utara dilangkau, dua biji anda masuk ke lubang 2 dan 3 Utara, dan Utara masih ada biji untuk dimainkan.</translation>
    </message>
    <message>
        <source>A new phase: blind holes</source>
        <translation>Fasa baharu: lubang buta</translation>
    </message>
    <message>
        <source>Refill four a hole; the poorer player&apos;s empty holes go blind, and that player starts.</source>
        <translation>Isi semula empat biji setiap lubang; lubang kosong pemain yang kurang biji menjadi buta, dan pemain itu bermula.</translation>
    </message>
    <message>
        <source>For a new phase each player fills their holes with four seeds each, starting from their first hole. North owned 40: North&apos;s seven holes take 28, and the other 12 stay in North&apos;s store.</source>
        <translation>Untuk fasa baharu setiap pemain mengisi lubangnya dengan empat biji setiap satu, bermula dari lubang pertamanya. Utara memiliki 40: tujuh lubang Utara mengambil 28, dan 12 lagi kekal di rumah Utara.</translation>
    </message>
    <message>
        <source>You owned 16, enough for four holes. Your empty holes 5, 6 and 7 are blind (kana): for this whole phase nobody sows into them and they cannot be played. A player with one blind hole is ekas kana, &apos;blind of one eye&apos;; with two, daes kana.</source>
        <translation>Anda memiliki 16, cukup untuk empat lubang. Lubang 5, 6 dan 7 anda yang kosong menjadi buta (kana): sepanjang fasa ini tiada sesiapa menabur ke dalamnya dan lubang itu tidak boleh dimainkan. Pemain dengan satu lubang buta ialah ekas kana, &apos;buta sebelah mata&apos;; dengan dua, daes kana.</translation>
    </message>
    <message>
        <source>Sowing leaves blind holes out: from your hole 4 the seeds go straight on to North&apos;s hole 1. The blind player, the one with fewer seeds, starts the new phase.</source>
        <translation>Taburan tidak melalui lubang buta: dari lubang 4 anda biji terus ke lubang 1 Utara. Pemain yang buta, iaitu yang kurang biji, memulakan fasa baharu.</translation>
    </message>
    <message>
        <source>Where will the last seed of your hole 3 fall? (Hole 4 is now your last hole, so its single seed may not start a turn.)</source>
        <translation>Di manakah biji terakhir lubang 3 anda akan jatuh? (Lubang 4 kini lubang terakhir anda, jadi biji tunggalnya tidak boleh memulakan giliran.)</translation>
    </message>
    <message>
        <source>Your hole 4, then North&apos;s holes 1 and 2: the blind holes were left out.</source>
        <translation>Lubang 4 anda, kemudian lubang 1 dan 2 Utara: lubang buta tidak dilalui.</translation>
    </message>
    <message>
        <source>Eat the three in North&apos;s hole 2.</source>
        <translation>Makan tiga biji di lubang 2 Utara.</translation>
    </message>
    <message>
        <source>Past your blind holes, hole 4&apos;s first seed went to North&apos;s hole 1 and the last made North&apos;s three a four.</source>
        <translation>Melepasi lubang buta anda, biji pertama lubang 4 pergi ke lubang 1 Utara dan biji terakhir menjadikan tiga biji Utara empat.</translation>
    </message>
    <message>
        <source>Hole 2 ended in your hole 4, and its three seeds passed over North&apos;s three instead of ending in it.</source>
        <translation>Lubang 2 berakhir di lubang 4 anda, dan tiga bijinya melangkau tiga biji Utara dan bukannya berakhir di situ.</translation>
    </message>
    <message>
        <source>Puta and naga</source>
        <translation>Puta dan naga</translation>
    </message>
    <message>
        <source>A leftover of one or two seeds makes a privileged hole: never lifted, never eaten.</source>
        <translation>Baki satu atau dua biji menjadikan lubang istimewa: tidak pernah diangkat, tidak pernah dimakan.</translation>
    </message>
    <message>
        <source>Sometimes the poorer player&apos;s seeds do not come out in fours. Here you owned 18: four holes of four, and the last 2 seeds in your hole 5. Your holes 6 and 7 are blind.</source>
        <translation>Kadangkala biji pemain yang kurang biji tidak cukup dibahagi empat-empat. Di sini anda memiliki 18: empat lubang berisi empat, dan 2 biji terakhir di lubang 5 anda. Lubang 6 dan 7 anda buta.</translation>
    </message>
    <message>
        <source>That last hole gets a name: with 1 seed it is a puta (&apos;son&apos;), with 2 a naga (&apos;younger sister&apos;), with 3 a wala (&apos;slaves&apos;). North then moves 1, 2 or 3 seeds out of their own last hole into their store, so that the two last holes hold four together: here North took 2, and North&apos;s hole 7 is a naga too.</source>
        <translation>Lubang terakhir itu diberi nama: dengan 1 biji ia puta (&apos;anak lelaki&apos;), dengan 2 naga (&apos;adik perempuan&apos;), dengan 3 wala (&apos;hamba&apos;). Utara kemudian memindahkan 1, 2 atau 3 biji dari lubang terakhirnya sendiri ke rumahnya, supaya kedua-dua lubang terakhir berisi empat bersama: di sini Utara mengambil 2, dan lubang 7 Utara juga menjadi naga.</translation>
    </message>
    <message>
        <source>A puta or naga is privileged for the whole phase: it is never lifted, never eaten and never passed over, even holding three, and its owner keeps every seed in it. A last seed that falls into one ends the turn: watch your hole 1. A wala has no privilege at all.</source>
        <translation>Puta atau naga diistimewakan sepanjang fasa: ia tidak pernah diangkat, tidak pernah dimakan dan tidak pernah dilangkau, walaupun berisi tiga, dan pemiliknya menyimpan setiap biji di dalamnya. Biji terakhir yang jatuh ke dalamnya menamatkan giliran: perhatikan lubang 1 anda. Wala tidak mempunyai sebarang keistimewaan.</translation>
    </message>
    <message>
        <source>Your naga in hole 5 holds three. Where will the last seed of your hole 3 fall?</source>
        <translation>Naga anda di lubang 5 berisi tiga. Di manakah biji terakhir lubang 3 anda akan jatuh?</translation>
    </message>
    <message>
        <source>Your hole 4, then your naga (a naga is never passed over, so it now holds four), then North&apos;s empty hole 1.</source>
        <translation>Lubang 4 anda, kemudian naga anda (naga tidak pernah dilangkau, jadi kini ia berisi empat), kemudian lubang 1 Utara yang kosong.</translation>
    </message>
    <message>
        <source>Your naga took a seed on the way instead of being passed over, and the last seed made North&apos;s hole 2 a four.</source>
        <translation>Naga anda menerima sebiji dalam perjalanan dan bukannya dilangkau, dan biji terakhir menjadikan lubang 2 Utara empat.</translation>
    </message>
    <message>
        <source>Your last seed fell into your naga. It makes four there, but a naga is never eaten, and your turn ends.</source>
        <translation>Biji terakhir anda jatuh ke dalam naga anda. Ia menjadi empat di situ, tetapi naga tidak pernah dimakan, dan giliran anda tamat.</translation>
    </message>
    <message>
        <source>The short arrangement</source>
        <translation>Susunan pendek</translation>
    </message>
    <message>
        <source>An option for a player with fewer than 12 seeds: two a hole, and rules of their own.</source>
        <translation>Pilihan untuk pemain yang ada kurang daripada 12 biji: dua biji setiap lubang, dan peraturannya sendiri.</translation>
    </message>
    <message>
        <source>When you create a game you can turn on the short-arrangement option. A player who starts a phase with fewer than 12 seeds then puts 2 seeds (or 1, with the setting 1) in each hole from their first hole, in at most six holes, and the rest, up to four, in their last hole; the holes in between are blind.</source>
        <translation>Apabila anda mencipta permainan, anda boleh menghidupkan pilihan susunan pendek. Pemain yang memulakan fasa dengan kurang daripada 12 biji kemudian meletakkan 2 biji (atau 1, dengan tetapan 1) dalam setiap lubang dari lubang pertamanya, paling banyak enam lubang, dan bakinya, hingga empat, di lubang terakhirnya; lubang di antaranya buta.</translation>
    </message>
    <message>
        <source>Here you had 9: four holes of 2, two blind holes, and 1 in your hole 7. In such a phase there is no puta or naga, and you start.</source>
        <translation>Di sini anda ada 9: empat lubang berisi 2, dua lubang buta, dan 1 di lubang 7 anda. Dalam fasa sebegini tiada puta atau naga, dan anda bermula.</translation>
    </message>
    <message>
        <source>While short, you play by rules of your own; North keeps the normal ones. You eat when your last seed falls into a hole holding 2, and take all three (with the setting 1: a hole holding 1, taking two). You pass over holes holding 1 or 2, but not threes: you sow into them, and a last seed that makes four there just relays.</source>
        <translation>Selagi dalam susunan pendek, anda bermain mengikut peraturan sendiri; Utara mengekalkan peraturan biasa. Anda makan apabila biji terakhir anda jatuh ke lubang yang berisi 2, dan mengambil ketiga-tiganya (dengan tetapan 1: lubang berisi 1, mengambil dua). Anda melangkau lubang yang berisi 1 atau 2, tetapi bukan lubang bertiga: anda menabur ke dalamnya, dan biji terakhir yang menjadikannya empat hanya bersambung.</translation>
    </message>
    <message>
        <source>Where will the last seed of your hole 2 fall?</source>
        <translation>Di manakah biji terakhir lubang 2 anda akan jatuh?</translation>
    </message>
    <message>
        <source>You passed over your holes 3 and 7, holding 1 and 2, so the three seeds went into your hole 4 and North&apos;s holes 1 and 2.</source>
        <translation>Anda melangkau lubang 3 dan 7 anda, yang berisi 1 dan 2, jadi tiga biji itu masuk ke lubang 4 anda dan lubang 1 dan 2 Utara.</translation>
    </message>
    <message>
        <source>Eat with a two: North&apos;s hole 3 holds 2 seeds.</source>
        <translation>Makan dengan dua: lubang 3 Utara berisi 2 biji.</translation>
    </message>
    <message>
        <source>Hole 4 passed over your hole 7, dropped into North&apos;s hole 1 and into North&apos;s three, and the last seed made North&apos;s two a three: you ate them.</source>
        <translation>Lubang 4 melangkau lubang 7 anda, jatuh ke lubang 1 Utara dan ke tiga biji Utara, dan biji terakhir menjadikan dua biji Utara tiga: anda memakannya.</translation>
    </message>
    <message>
        <source>Your last seed made North&apos;s three a four, but for the short player that is no meal: you lifted the four and sowed on.</source>
        <translation>Biji terakhir anda menjadikan tiga biji Utara empat, tetapi bagi pemain susunan pendek itu bukan hidangan: anda mengangkat empat biji itu dan terus menabur.</translation>
    </message>
    <message>
        <source>The game ends when a player owns no seeds to start a phase, or at 28 each.</source>
        <translation>Permainan tamat apabila seorang pemain tiada biji untuk memulakan fasa, atau pada 28 biji setiap seorang.</translation>
    </message>
    <message>
        <source>The game goes on phase after phase. It ends when a phase is over and one player owns no seeds at all: that player cannot fill a single hole, and has lost.</source>
        <translation>Permainan berterusan fasa demi fasa. Ia tamat apabila fasa tamat dan seorang pemain tidak memiliki sebiji pun: pemain itu tidak dapat mengisi satu lubang pun, dan kalah.</translation>
    </message>
    <message>
        <source>One other ending: if a phase leaves each player with 28 seeds, hari mutu (&apos;equal pearls&apos;), the players may agree to a draw. Cowrie&apos;s equal-draw option, on unless you turn it off, makes that agreement for you. Watch.</source>
        <translation>Satu lagi pengakhiran: jika fasa meninggalkan setiap pemain dengan 28 biji, hari mutu (&apos;mutiara sama&apos;), pemain boleh bersetuju untuk seri. Pilihan equal-draw (seri sama) Cowrie, hidup melainkan anda mematikannya, membuat persetujuan itu untuk anda. Perhatikan.</translation>
    </message>
    <message>
        <source>With equal-draw off, both players would fill all seven holes and the one who did not start the last phase would start the next. Now a game near its end: North has only three seeds left, in hole 1, and North&apos;s other holes are blind.</source>
        <translation>Dengan equal-draw dimatikan, kedua-dua pemain akan mengisi ketujuh-tujuh lubang dan pemain yang tidak memulakan fasa terakhir akan memulakan fasa seterusnya. Kini permainan yang hampir tamat: Utara hanya ada tiga biji lagi, di lubang 1, dan lubang-lubang lain Utara buta.</translation>
    </message>
    <message>
        <source>Win the game: take North&apos;s last seeds.</source>
        <translation>Menangi permainan: ambil biji terakhir Utara.</translation>
    </message>
    <message>
        <source>Your last seed made North&apos;s three a four and you ate them. Your hole 1, next, was empty, so your turn ended; North&apos;s turn came with an empty row and an empty store, so North cannot start another phase. You win!</source>
        <translation>Biji terakhir anda menjadikan tiga biji Utara empat dan anda memakannya. Lubang 1 anda, yang berikutnya, kosong, jadi giliran anda tamat; giliran Utara tiba dengan baris kosong dan rumah kosong, jadi Utara tidak dapat memulakan fasa lain. Anda menang!</translation>
    </message>
    <message>
        <source>Your relay from hole 6 passed over North&apos;s three, and you sat in your hole 2: North still has seeds.</source>
        <translation>Sambungan anda dari lubang 6 melangkau tiga biji Utara, dan anda duduk di lubang 2 anda: Utara masih ada biji.</translation>
    </message>
    <message>
        <source>Your seven holes, your store, and the way the seeds travel.</source>
        <translation>Tujuh lubang anda, rumah anda, dan laluan biji.</translation>
    </message>
    <message>
        <source>Welcome to pallankuzhi, the mancala of the Tamil people. The bottom row of seven holes is yours: your holes 1 to 7, counted from the left. The top row belongs to your opponent, North.</source>
        <translation>Selamat datang ke pallankuzhi, mancala kaum Tamil. Baris bawah tujuh lubang milik anda: lubang 1 hingga 7 anda, dikira dari kiri. Baris atas milik lawan anda, Utara.</translation>
    </message>
    <message>
        <source>At each end is a store. Yours is on your right, next to your hole 7. A store only keeps the seeds its owner wins: nobody ever sows into it.</source>
        <translation>Di setiap hujung ada rumah. Rumah anda di sebelah kanan anda, bersebelahan lubang 7 anda. Rumah hanya menyimpan biji yang dimenangi pemiliknya: tiada sesiapa pernah menabur ke dalamnya.</translation>
    </message>
    <message>
        <source>Seeds travel counter-clockwise: to the right along your row, across to North&apos;s row, along it to the left, and back to your hole 1. North counts their holes from their own left, so North&apos;s hole 1 is the top one on your right. A real game starts with six seeds in every hole; here there are fewer so you can follow them.</source>
        <translation>Biji bergerak lawan arah jam: ke kanan sepanjang baris anda, menyeberang ke baris Utara, sepanjangnya ke kiri, dan kembali ke lubang 1 anda. Utara mengira lubangnya dari kirinya sendiri, jadi lubang 1 Utara ialah lubang atas di sebelah kanan anda. Permainan sebenar bermula dengan enam biji dalam setiap lubang; di sini bijinya lebih sedikit supaya anda dapat mengikutinya.</translation>
    </message>
    <message>
        <source>On your turn you lift every seed from one of your holes and drop them one at a time into the holes that follow. Your hole 5 holds three seeds: click the hole where the last one will land.</source>
        <translation>Pada giliran anda, angkat setiap biji dari salah satu lubang anda dan jatuhkan satu demi satu ke lubang-lubang berikutnya. Lubang 5 anda berisi tiga biji: klik lubang tempat biji terakhir akan jatuh.</translation>
    </message>
    <message>
        <source>Right: one seed in your hole 6, one in your hole 7, then past your store into North&apos;s hole 1.</source>
        <translation>Betul: sebiji di lubang 6 anda, sebiji di lubang 7 anda, kemudian melepasi rumah anda ke lubang 1 Utara.</translation>
    </message>
    <message>
        <source>Your turn. Play the hole whose last seed lands in North&apos;s hole 2, the one lit up.</source>
        <translation>Giliran anda. Mainkan lubang yang biji terakhirnya jatuh ke lubang 2 Utara, lubang yang bernyala.</translation>
    </message>
    <message>
        <source>Well counted: the two seeds of your hole 7 skip your store and fall into North&apos;s holes 1 and 2.</source>
        <translation>Kiraan yang tepat: dua biji lubang 7 anda melangkau rumah anda dan jatuh ke lubang 1 dan 2 Utara.</translation>
    </message>
    <message>
        <source>Hole 6&apos;s two seeds go into your hole 7 and North&apos;s hole 1: one hole short.</source>
        <translation>Dua biji lubang 6 masuk ke lubang 7 anda dan lubang 1 Utara: kurang satu lubang.</translation>
    </message>
    <message>
        <source>Your hole 2 holds a single seed, so it only reaches your hole 3.</source>
        <translation>Lubang 2 anda berisi sebiji sahaja, jadi ia hanya sampai ke lubang 3 anda.</translation>
    </message>
    <message>
        <source>Sowing on</source>
        <translation>Terus menabur</translation>
    </message>
    <message>
        <source>If the hole after your last seed has seeds, lift them and keep sowing.</source>
        <translation>Jika lubang selepas biji terakhir anda berisi biji, angkat semuanya dan terus menabur.</translation>
    </message>
    <message>
        <source>Your turn does not always stop where your last seed falls. Look at the next hole: if it holds seeds, lift them all and sow on, starting with the hole after it. This is a relay.</source>
        <translation>Giliran anda tidak selalu berhenti di tempat biji terakhir anda jatuh. Lihat lubang berikutnya: jika ia berisi biji, angkat semuanya dan terus menabur, bermula dengan lubang selepasnya. Inilah taburan bersambung.</translation>
    </message>
    <message>
        <source>Sow your hole 4. Its last seed lands in your hole 6, and hole 7 next to it holds two seeds, so you lift them and go on. Where does the very last seed fall?</source>
        <translation>Tabur lubang 4 anda. Biji terakhirnya jatuh ke lubang 6 anda, dan lubang 7 di sebelahnya berisi dua biji, jadi anda angkat kedua-duanya dan teruskan. Di manakah biji yang paling akhir jatuh?</translation>
    </message>
    <message>
        <source>Yes: hole 7&apos;s two seeds went into North&apos;s holes 1 and 2. The two holes after that were empty, so your turn stopped there.</source>
        <translation>Ya: dua biji lubang 7 masuk ke lubang 1 dan 2 Utara. Dua lubang selepas itu kosong, jadi giliran anda berhenti di situ.</translation>
    </message>
    <message>
        <source>Relays can follow one another. Find the move that relays twice.</source>
        <translation>Sambungan boleh berlaku berturut-turut. Cari langkah yang bersambung dua kali.</translation>
    </message>
    <message>
        <source>Well done: your seed landed next to hole 3, which you lifted; that sowing ended next to hole 6, which you lifted too.</source>
        <translation>Syabas: biji anda jatuh di sebelah lubang 3, yang anda angkat; taburan itu berakhir di sebelah lubang 6, yang anda angkat juga.</translation>
    </message>
    <message>
        <source>Hole 3&apos;s seeds end in your hole 5; you relay once, from hole 6 into hole 7, and then the next two holes are empty: only one relay.</source>
        <translation>Biji lubang 3 berakhir di lubang 5 anda; anda bersambung sekali, dari lubang 6 ke lubang 7, kemudian dua lubang berikutnya kosong: hanya satu sambungan.</translation>
    </message>
    <message>
        <source>Hole 6&apos;s seed falls in your hole 7, and North&apos;s holes 1 and 2 after it are empty: your turn ends with no relay.</source>
        <translation>Biji lubang 6 jatuh ke lubang 7 anda, dan lubang 1 dan 2 Utara selepasnya kosong: giliran anda tamat tanpa sambungan.</translation>
    </message>
    <message>
        <source>An empty hole, then a full one: the full one is yours.</source>
        <translation>Lubang kosong, kemudian lubang berisi: lubang berisi itu milik anda.</translation>
    </message>
    <message>
        <source>Now suppose the hole after your last seed is empty. Look one hole further: if that hole holds seeds, you capture them all into your store, whichever side of the board it is on.</source>
        <translation>Kini katakan lubang selepas biji terakhir anda kosong. Lihat satu lubang lagi: jika lubang itu berisi biji, anda menawan kesemuanya ke rumah anda, tidak kira di sebelah mana papan ia berada.</translation>
    </message>
    <message>
        <source>North&apos;s hole 1 is empty and North&apos;s hole 2 holds three seeds. Capture them.</source>
        <translation>Lubang 1 Utara kosong dan lubang 2 Utara berisi tiga biji. Tawan kesemuanya.</translation>
    </message>
    <message>
        <source>Your last seed fell in your hole 7. North&apos;s hole 1 was empty, so the three seeds of North&apos;s hole 2 went to your store.</source>
        <translation>Biji terakhir anda jatuh ke lubang 7 anda. Lubang 1 Utara kosong, jadi tiga biji lubang 2 Utara masuk ke rumah anda.</translation>
    </message>
    <message>
        <source>Your last seed fell in your hole 5, and holes 6 and 7 after it are both empty: your turn ended with nothing.</source>
        <translation>Biji terakhir anda jatuh ke lubang 5 anda, dan lubang 6 dan 7 selepasnya kedua-duanya kosong: giliran anda tamat tanpa apa-apa.</translation>
    </message>
    <message>
        <source>A capture does not end your turn. From the hole after the one you emptied, go on to the first hole that holds seeds, on either side, lift them and sow on. Here that was North&apos;s hole 5: its seed went into North&apos;s hole 6, and then the two holes after it were empty.</source>
        <translation>Tawanan tidak menamatkan giliran anda. Dari lubang selepas lubang yang anda kosongkan, teruskan ke lubang pertama yang berisi biji, di mana-mana sebelah, angkat bijinya dan terus menabur. Di sini lubang itu ialah lubang 5 Utara: bijinya masuk ke lubang 6 Utara, kemudian dua lubang selepasnya kosong.</translation>
    </message>
    <message>
        <source>Sow your hole 6: its last seed lands in North&apos;s hole 1, North&apos;s hole 2 is empty, so you capture the six in North&apos;s hole 3. Then you go on from the next hole with seeds. Where does the last seed of your turn fall?</source>
        <translation>Tabur lubang 6 anda: biji terakhirnya jatuh ke lubang 1 Utara, lubang 2 Utara kosong, jadi anda menawan enam biji di lubang 3 Utara. Kemudian anda teruskan dari lubang berikutnya yang berisi biji. Di manakah biji terakhir giliran anda jatuh?</translation>
    </message>
    <message>
        <source>Right: after the capture the first hole with seeds was North&apos;s hole 6. Its two seeds went into North&apos;s hole 7 and your hole 1, where your turn stopped.</source>
        <translation>Betul: selepas tawanan, lubang pertama yang berisi biji ialah lubang 6 Utara. Dua bijinya masuk ke lubang 7 Utara dan lubang 1 anda, tempat giliran anda berhenti.</translation>
    </message>
    <message>
        <source>When your turn ends</source>
        <translation>Apabila giliran anda tamat</translation>
    </message>
    <message>
        <source>Two empty holes after your last seed: North plays.</source>
        <translation>Dua lubang kosong selepas biji terakhir anda: Utara bermain.</translation>
    </message>
    <message>
        <source>Each time your hand is empty, look at the two holes after your last seed: seeds in the first mean a relay, and the first empty with seeds in the second means a capture. If both are empty, your turn is over and North plays.</source>
        <translation>Setiap kali tangan anda kosong, lihat dua lubang selepas biji terakhir anda: biji di lubang pertama bermakna sambungan, dan lubang pertama kosong dengan biji di lubang kedua bermakna tawanan. Jika kedua-duanya kosong, giliran anda tamat dan Utara bermain.</translation>
    </message>
    <message>
        <source>Sow your hole 1. Where does your turn end?</source>
        <translation>Tabur lubang 1 anda. Di manakah giliran anda tamat?</translation>
    </message>
    <message>
        <source>Right: your seed landed next to hole 3, which relayed into your holes 4 and 5. Holes 6 and 7 are both empty, so now it is North&apos;s turn.</source>
        <translation>Betul: biji anda jatuh di sebelah lubang 3, yang bersambung ke lubang 4 dan 5 anda. Lubang 6 dan 7 kedua-duanya kosong, jadi kini giliran Utara.</translation>
    </message>
    <message>
        <source>Two of your moves stop at once; one captures North&apos;s five seeds. Look two holes past where each move ends and play the capture.</source>
        <translation>Dua langkah anda terus berhenti; satu menawan lima biji Utara. Lihat dua lubang melepasi tempat setiap langkah berakhir dan mainkan tawanan itu.</translation>
    </message>
    <message>
        <source>Your seed fell in your hole 7; North&apos;s hole 1 was empty, so the five seeds in North&apos;s hole 2 are yours. You went on with the two seeds of North&apos;s hole 5 until two empty holes stopped you.</source>
        <translation>Biji anda jatuh ke lubang 7 anda; lubang 1 Utara kosong, jadi lima biji di lubang 2 Utara milik anda. Anda teruskan dengan dua biji lubang 5 Utara hingga dua lubang kosong menghentikan anda.</translation>
    </message>
    <message>
        <source>Your three seeds end in your hole 6. Your hole 7 and North&apos;s hole 1 are both empty, so your turn ends.</source>
        <translation>Tiga biji anda berakhir di lubang 6 anda. Lubang 7 anda dan lubang 1 Utara kedua-duanya kosong, jadi giliran anda tamat.</translation>
    </message>
    <message>
        <source>Your seed lands in your hole 6 and the two holes after it are empty: turn over, nothing won.</source>
        <translation>Biji anda jatuh ke lubang 6 anda dan dua lubang selepasnya kosong: giliran tamat, tiada apa-apa dimenangi.</translation>
    </message>
    <message>
        <source>Pasu, the cow</source>
        <translation>Pasu, si lembu</translation>
    </message>
    <message>
        <source>A hole that reaches exactly four goes to its owner at once.</source>
        <translation>Lubang yang mencapai tepat empat biji terus menjadi milik pemiliknya.</translation>
    </message>
    <message>
        <source>Pasu means &quot;cow&quot; in Tamil. Whenever a seed brings a hole to exactly four, with any seed of the sowing, the owner of that hole takes the four at once into their store, and the sowing carries on.</source>
        <translation>Pasu bermaksud &quot;lembu&quot; dalam bahasa Tamil. Setiap kali sebiji biji menjadikan lubang tepat empat, dengan mana-mana biji taburan, pemilik lubang itu terus mengambil empat biji itu ke rumahnya, dan taburan diteruskan.</translation>
    </message>
    <message>
        <source>Your hole 2 holds three seeds. Make it a cow for you.</source>
        <translation>Lubang 2 anda berisi tiga biji. Jadikannya lembu untuk anda.</translation>
    </message>
    <message>
        <source>Your first seed made your hole 2 four: a cow, and the four seeds went straight to your store. Your last seed then fell in hole 3.</source>
        <translation>Biji pertama anda menjadikan lubang 2 anda empat: seekor lembu, dan empat biji itu terus masuk ke rumah anda. Biji terakhir anda kemudian jatuh ke lubang 3.</translation>
    </message>
    <message>
        <source>Your second seed brought North&apos;s hole 1 to four: that cow is North&apos;s, and the four seeds went into North&apos;s store.</source>
        <translation>Biji kedua anda menjadikan lubang 1 Utara empat: lembu itu milik Utara, dan empat biji itu masuk ke rumah Utara.</translation>
    </message>
    <message>
        <source>Your seeds ended in hole 5, the relay from hole 6 reached North&apos;s hole 1 and made it four: a cow for North.</source>
        <translation>Biji anda berakhir di lubang 5, sambungan dari lubang 6 sampai ke lubang 1 Utara dan menjadikannya empat: seekor lembu untuk Utara.</translation>
    </message>
    <message>
        <source>Careful: a cow belongs to the owner of the hole, not to the one who sows. Watch your hole 6: its last seed makes North&apos;s hole 1 four, and North takes them. Then the turn goes on as usual: the next hole is empty, so you capture the two after it.</source>
        <translation>Hati-hati: lembu milik pemilik lubang, bukan milik orang yang menabur. Perhatikan lubang 6 anda: biji terakhirnya menjadikan lubang 1 Utara empat, dan Utara mengambilnya. Kemudian giliran diteruskan seperti biasa: lubang berikutnya kosong, jadi anda menawan dua biji selepasnya.</translation>
    </message>
    <message>
        <source>Once round the board</source>
        <translation>Sekali mengelilingi papan</translation>
    </message>
    <message>
        <source>A long sowing skips the hole it came from.</source>
        <translation>Taburan panjang melangkau lubang asalnya.</translation>
    </message>
    <message>
        <source>A big hole can send your hand all the way round the board. When the sowing comes back to the hole you emptied, it passes over it: that hole gets no seed, and the next seed goes into the hole after it. This holds for relays too.</source>
        <translation>Lubang yang besar boleh membawa tangan anda mengelilingi seluruh papan. Apabila taburan kembali ke lubang yang anda kosongkan, ia melangkaunya: lubang itu tidak menerima biji, dan biji berikutnya masuk ke lubang selepasnya. Ini berlaku untuk sambungan juga.</translation>
    </message>
    <message>
        <source>Your hole 4 holds fourteen seeds, and there are thirteen other holes. Where does the last seed fall?</source>
        <translation>Lubang 4 anda berisi empat belas biji, dan ada tiga belas lubang lain. Di manakah biji terakhir jatuh?</translation>
    </message>
    <message>
        <source>Right: thirteen seeds went once round, hole 4 was skipped, and the fourteenth fell in your hole 5.</source>
        <translation>Betul: tiga belas biji sekali mengelilingi papan, lubang 4 dilangkau, dan biji keempat belas jatuh ke lubang 5 anda.</translation>
    </message>
    <message>
        <source>On the way your holes 6 and 7 each reached four: two cows, eight seeds for you, and the two empty holes after hole 5 ended your turn. But a full lap also gave North a seed in every hole: North&apos;s hole 3 now holds three, ready to become a cow.</source>
        <translation>Dalam perjalanan, lubang 6 dan 7 anda masing-masing mencapai empat: dua ekor lembu, lapan biji untuk anda, dan dua lubang kosong selepas lubang 5 menamatkan giliran anda. Tetapi satu kitaran penuh juga memberi Utara sebiji di setiap lubang: lubang 3 Utara kini berisi tiga, sedia menjadi lembu.</translation>
    </message>
    <message>
        <source>The end of a round</source>
        <translation>Tamat pusingan</translation>
    </message>
    <message>
        <source>A player with nothing to move ends the round; the next round starts with new holes.</source>
        <translation>Pemain yang tiada apa-apa untuk dimainkan menamatkan pusingan; pusingan seterusnya bermula dengan lubang baharu.</translation>
    </message>
    <message>
        <source>A game is played in rounds. A round ends when the player whose turn it is has no seeds in their holes. The other player then sweeps the seeds left in their own holes into their store.</source>
        <translation>Permainan dimainkan dalam pusingan. Pusingan tamat apabila pemain yang mendapat giliran tiada biji di lubangnya. Pemain yang satu lagi kemudian menyapu biji yang tinggal di lubangnya sendiri ke dalam rumahnya.</translation>
    </message>
    <message>
        <source>North has one seed left, in hole 2. Capture it, so that North has nothing to play when North&apos;s turn comes.</source>
        <translation>Utara tinggal sebiji, di lubang 2. Tawan biji itu, supaya Utara tiada apa-apa untuk dimainkan apabila tiba giliran Utara.</translation>
    </message>
    <message>
        <source>You took North&apos;s last seed and sowed on from your hole 1. North cannot move, so the round is over and your remaining seeds went to your store.</source>
        <translation>Anda mengambil biji terakhir Utara dan terus menabur dari lubang 1 anda. Utara tidak dapat bermain, jadi pusingan tamat dan biji anda yang tinggal masuk ke rumah anda.</translation>
    </message>
    <message>
        <source>Your seed stops in your hole 2 and the two holes after it are empty: North still has a seed to play.</source>
        <translation>Biji anda berhenti di lubang 2 anda dan dua lubang selepasnya kosong: Utara masih ada sebiji untuk dimainkan.</translation>
    </message>
    <message>
        <source>You now own 53 seeds and North 31. For the new round each player puts six seeds in as many holes as they can, starting from their right. North fills five holes and keeps 1 seed; North&apos;s holes 1 and 2 stay empty and are burnt: out of play for this round.</source>
        <translation>Kini anda memiliki 53 biji dan Utara 31. Untuk pusingan baharu setiap pemain meletakkan enam biji dalam seberapa banyak lubang yang boleh, bermula dari kanannya. Utara mengisi lima lubang dan menyimpan 1 biji; lubang 1 dan 2 Utara kekal kosong dan terbakar: tidak dimainkan dalam pusingan ini.</translation>
    </message>
    <message>
        <source>You moved first in round 1, so North moves first in round 2, and you again in round 3. The first move simply alternates, whoever won the round before.</source>
        <translation>Anda bermain dahulu dalam pusingan 1, jadi Utara bermain dahulu dalam pusingan 2, dan anda sekali lagi dalam pusingan 3. Langkah pertama hanya bergilir-gilir, tidak kira siapa yang memenangi pusingan sebelumnya.</translation>
    </message>
    <message>
        <source>Burnt holes</source>
        <translation>Lubang terbakar</translation>
    </message>
    <message>
        <source>Holes you cannot fill with six are burnt: the seeds jump over them.</source>
        <translation>Lubang yang tidak dapat diisi dengan enam biji terbakar: biji melompatinya.</translation>
    </message>
    <message>
        <source>Here round 1 ended with you owning 41 seeds and North 43. You filled six holes from your right (36 seeds) and kept 5 in your store; your hole 1 could not be filled, so it is burnt. North filled all seven (42 seeds) and kept 1.</source>
        <translation>Di sini pusingan 1 tamat dengan anda memiliki 41 biji dan Utara 43. Anda mengisi enam lubang dari kanan anda (36 biji) dan menyimpan 5 di rumah anda; lubang 1 anda tidak dapat diisi, jadi ia terbakar. Utara mengisi ketujuh-tujuh lubang (42 biji) dan menyimpan 1.</translation>
    </message>
    <message>
        <source>A burnt hole (a &quot;rubbish hole&quot;, marked with a little stick on a real board) is out of play for the whole round: nobody chooses it and sowing jumps over it. Burnt holes are worked out again at every refill, so winning seeds back reopens them. Filling a hole never makes a cow, though it passes four on the way to six.</source>
        <translation>Lubang terbakar (&quot;lubang sampah&quot;, ditandakan dengan sebatang kayu kecil pada papan sebenar) tidak dimainkan sepanjang pusingan: tiada sesiapa memilihnya dan taburan melompatinya. Lubang terbakar dikira semula setiap kali mengisi semula, jadi memenangi semula biji akan membukanya kembali. Mengisi lubang tidak pernah menghasilkan lembu, walaupun ia melepasi empat sebelum mencapai enam.</translation>
    </message>
    <message>
        <source>In this round North&apos;s holes 1 and 2 are burnt. Sow your hole 6: where does the last seed fall?</source>
        <translation>Dalam pusingan ini lubang 1 dan 2 Utara terbakar. Tabur lubang 6 anda: di manakah biji terakhir jatuh?</translation>
    </message>
    <message>
        <source>Right: after your hole 7 the seeds jump the two burnt holes and go into North&apos;s holes 3 and 4.</source>
        <translation>Betul: selepas lubang 7 anda, biji melompati dua lubang terbakar dan masuk ke lubang 3 dan 4 Utara.</translation>
    </message>
    <message>
        <source>Burnt holes don&apos;t count either when you look at the two holes after your last seed. North&apos;s hole 3 is empty and North&apos;s hole 4 holds three: capture them.</source>
        <translation>Lubang terbakar juga tidak dikira apabila anda melihat dua lubang selepas biji terakhir anda. Lubang 3 Utara kosong dan lubang 4 Utara berisi tiga: tawan kesemuanya.</translation>
    </message>
    <message>
        <source>After your hole 7 the next holes in play are North&apos;s hole 3, empty, and North&apos;s hole 4: three seeds for you.</source>
        <translation>Selepas lubang 7 anda, lubang berikutnya yang dimainkan ialah lubang 3 Utara, yang kosong, dan lubang 4 Utara: tiga biji untuk anda.</translation>
    </message>
    <message>
        <source>Your seed stops in your hole 4; hole 5 is empty, so you capture hole 6: just one of your own seeds.</source>
        <translation>Biji anda berhenti di lubang 4 anda; lubang 5 kosong, jadi anda menawan lubang 6: hanya sebiji biji anda sendiri.</translation>
    </message>
    <message>
        <source>Playing by eye</source>
        <translation>Bermain dengan mata</translation>
    </message>
    <message>
        <source>The hidden-counts option shows seeds without numbers.</source>
        <translation>Pilihan hidden-counts (kiraan tersembunyi) menunjukkan biji tanpa nombor.</translation>
    </message>
    <message>
        <source>Tamil players are not supposed to count the seeds in a hole before they sow: a good player judges by eye. The option &quot;hidden counts&quot; (hidden-counts) plays that way: the board shows the seeds but no numbers. It is on for this lesson; the rules do not change.</source>
        <translation>Pemain Tamil sepatutnya tidak mengira biji dalam lubang sebelum menabur: pemain yang baik menilai dengan mata. Pilihan &quot;kiraan tersembunyi&quot; (hidden-counts) bermain begitu: papan menunjukkan biji tetapi tanpa nombor. Pilihan ini dihidupkan untuk pelajaran ini; peraturan tidak berubah.</translation>
    </message>
    <message>
        <source>Count the seeds of your hole 4 by eye. Where will its last seed fall?</source>
        <translation>Kira biji lubang 4 anda dengan mata. Di manakah biji terakhirnya akan jatuh?</translation>
    </message>
    <message>
        <source>Right: three seeds, into your holes 5, 6 and 7. The two holes after hole 7 are empty, so the turn ends there.</source>
        <translation>Betul: tiga biji, ke lubang 5, 6 dan 7 anda. Dua lubang selepas lubang 7 kosong, jadi giliran tamat di situ.</translation>
    </message>
    <message>
        <source>One of your holes holds three seeds. Find it by eye and make it a cow.</source>
        <translation>Salah satu lubang anda berisi tiga biji. Cari lubang itu dengan mata dan jadikannya lembu.</translation>
    </message>
    <message>
        <source>Your single seed made hole 4 four: a cow for you.</source>
        <translation>Biji tunggal anda menjadikan lubang 4 empat: seekor lembu untuk anda.</translation>
    </message>
    <message>
        <source>Your last seed fell in hole 3, right before your three-seed hole 4, so you lifted hole 4 and sowed on: no cow.</source>
        <translation>Biji terakhir anda jatuh ke lubang 3, betul-betul sebelum lubang 4 yang berisi tiga biji, jadi anda mengangkat lubang 4 dan terus menabur: tiada lembu.</translation>
    </message>
    <message>
        <source>That is the three-seed hole itself: lifting it empties it, so it cannot become a cow.</source>
        <translation>Itulah lubang yang berisi tiga biji itu sendiri: mengangkatnya mengosongkannya, jadi ia tidak boleh menjadi lembu.</translation>
    </message>
    <message>
        <source>Winning the game</source>
        <translation>Memenangi permainan</translation>
    </message>
    <message>
        <source>A player who cannot fill a single hole loses.</source>
        <translation>Pemain yang tidak dapat mengisi satu lubang pun kalah.</translation>
    </message>
    <message>
        <source>The game ends at a refill: a player with fewer than six seeds cannot fill even one hole, and has lost. North is down to one hole in play, hole 7 with three seeds, and two seeds in store.</source>
        <translation>Permainan tamat semasa mengisi semula: pemain yang ada kurang daripada enam biji tidak dapat mengisi satu lubang pun, dan kalah. Utara tinggal satu lubang yang dimainkan, lubang 7 dengan tiga biji, dan dua biji dalam rumah.</translation>
    </message>
    <message>
        <source>North&apos;s holes 1 to 6 are burnt, so after your hole 7 the next hole in play is North&apos;s hole 7, and then your hole 1.</source>
        <translation>Lubang 1 hingga 6 Utara terbakar, jadi selepas lubang 7 anda, lubang berikutnya yang dimainkan ialah lubang 7 Utara, kemudian lubang 1 anda.</translation>
    </message>
    <message>
        <source>Capture North&apos;s last three seeds. North will have nothing to move, the round ends, and with two seeds North cannot fill a hole.</source>
        <translation>Tawan tiga biji terakhir Utara. Utara tidak akan ada apa-apa untuk dimainkan, pusingan tamat, dan dengan dua biji Utara tidak dapat mengisi satu lubang pun.</translation>
    </message>
    <message>
        <source>Your seed fell in hole 6; hole 7 was empty, so North&apos;s hole 7 was yours. North cannot move, and with two seeds cannot fill a hole: you win!</source>
        <translation>Biji anda jatuh ke lubang 6; lubang 7 kosong, jadi lubang 7 Utara milik anda. Utara tidak dapat bermain, dan dengan dua biji tidak dapat mengisi satu lubang pun: anda menang!</translation>
    </message>
    <message>
        <source>Your second seed made North&apos;s hole 7 four: a cow for North. The round ended, but with six seeds North can fill one hole, so the game goes on.</source>
        <translation>Biji kedua anda menjadikan lubang 7 Utara empat: seekor lembu untuk Utara. Pusingan tamat, tetapi dengan enam biji Utara dapat mengisi satu lubang, jadi permainan diteruskan.</translation>
    </message>
    <message>
        <source>Your seed stops in your hole 2 with two empty holes after it: North still has three seeds to play.</source>
        <translation>Biji anda berhenti di lubang 2 anda dengan dua lubang kosong selepasnya: Utara masih ada tiga biji untuk dimainkan.</translation>
    </message>
    <message>
        <source>Three rows of six: your nine holes A to I and North&apos;s a to i.</source>
        <translation>Tiga baris enam lubang: sembilan lubang anda A hingga I dan lubang Utara a hingga i.</translation>
    </message>
    <message>
        <source>Three-row mancala has three rows of six holes. Nine are yours: the bottom row, A to F from left to right, and the three middle holes on your right, G at the far right, then H and I.</source>
        <translation>Mancala tiga baris ada tiga baris enam lubang. Sembilan milik anda: baris bawah, A hingga F dari kiri ke kanan, dan tiga lubang tengah di sebelah kanan anda, G di hujung kanan, kemudian H dan I.</translation>
    </message>
    <message>
        <source>North owns the other nine: the top row, a to f running from right to left as you see it, and the middle holes g, h and i on the left. Your store, on your right, only keeps the seeds you capture.</source>
        <translation>Utara memiliki sembilan yang lain: baris atas, a hingga f dari kanan ke kiri seperti yang anda lihat, dan lubang tengah g, h dan i di sebelah kiri. Rumah anda, di sebelah kanan anda, hanya menyimpan biji yang anda tawan.</translation>
    </message>
    <message>
        <source>Cowrie also numbers the holes: your A to I are your holes 1 to 9, and North&apos;s a to i are North&apos;s 1 to 9. So a move written 2 means your hole B.</source>
        <translation>Cowrie juga menomborkan lubang: A hingga I anda ialah lubang 1 hingga 9 anda, dan a hingga i Utara ialah lubang 1 hingga 9 Utara. Jadi langkah yang ditulis 2 bermaksud lubang B anda.</translation>
    </message>
    <message>
        <source>To sow, lift all the seeds of one of your holes and drop them one by one into the holes that follow. Your hole E holds five seeds: click the hole where the last one will land.</source>
        <translation>Untuk menabur, angkat semua biji dari salah satu lubang anda dan jatuhkan satu demi satu ke lubang-lubang berikutnya. Lubang E anda berisi lima biji: klik lubang tempat biji terakhir akan jatuh.</translation>
    </message>
    <message>
        <source>Right: into F, up into your middle holes G, H and I, and the fifth seed into North&apos;s a, top right.</source>
        <translation>Betul: ke F, naik ke lubang tengah anda G, H dan I, dan biji kelima ke a Utara, di kanan atas.</translation>
    </message>
    <message>
        <source>One road for both</source>
        <translation>Satu jalan untuk kedua-duanya</translation>
    </message>
    <message>
        <source>All eighteen holes form one loop that both players sow along; the columns.</source>
        <translation>Kesemua lapan belas lubang membentuk satu gelung yang ditabur oleh kedua-dua pemain; lajur.</translation>
    </message>
    <message>
        <source>All eighteen holes lie on one loop: A to F, G to I, then North&apos;s a to f and g to i, and back to A. You and North sow along the same loop in the same direction, so your seeds run through North&apos;s holes and North&apos;s through yours.</source>
        <translation>Kesemua lapan belas lubang terletak pada satu gelung: A hingga F, G hingga I, kemudian a hingga f dan g hingga i Utara, dan kembali ke A. Anda dan Utara menabur sepanjang gelung yang sama dengan arah yang sama, jadi biji anda melalui lubang Utara dan biji Utara melalui lubang anda.</translation>
    </message>
    <message>
        <source>Watch North sow hole f: its four seeds go down into North&apos;s middle holes g, h and i, and the last one lands in your A.</source>
        <translation>Perhatikan Utara menabur lubang f: empat bijinya turun ke lubang tengah Utara g, h dan i, dan yang terakhir jatuh ke A anda.</translation>
    </message>
    <message>
        <source>The board also has six columns of three holes, one from each row. From the left: f g A, e h B, d i C, c I D, b H E and a G F. Columns matter for captures, later on.</source>
        <translation>Papan ini juga ada enam lajur tiga lubang, satu dari setiap baris. Dari kiri: f g A, e h B, d i C, c I D, b H E dan a G F. Lajur penting untuk tawanan, nanti.</translation>
    </message>
    <message>
        <source>Your turn. Your hole I holds three seeds. Where will the last one fall?</source>
        <translation>Giliran anda. Lubang I anda berisi tiga biji. Di manakah biji terakhir akan jatuh?</translation>
    </message>
    <message>
        <source>Right: after I the loop jumps to the top row at North&apos;s a, so the seeds go into a, b and c.</source>
        <translation>Betul: selepas I, gelung melompat ke baris atas di a Utara, jadi biji masuk ke a, b dan c.</translation>
    </message>
    <message>
        <source>The race</source>
        <translation>Perlumbaan</translation>
    </message>
    <message>
        <source>The game opens with both players sowing at the same time.</source>
        <translation>Permainan dibuka dengan kedua-dua pemain menabur serentak.</translation>
    </message>
    <message>
        <source>A game opens with a race, called phase 1. You and North each pick one of your holes at the same moment and sow at the same time: you drop a seed, then North drops one, and so on. Nothing is captured during the race.</source>
        <translation>Permainan dibuka dengan perlumbaan, yang dipanggil fasa 1. Anda dan Utara masing-masing memilih satu lubang pada saat yang sama dan menabur serentak: anda menjatuhkan sebiji, kemudian Utara menjatuhkan sebiji, dan seterusnya. Tiada yang ditawan semasa perlumbaan.</translation>
    </message>
    <message>
        <source>When your last seed lands in a hole that already holds seeds, lift everything in it, the seed you just dropped included, and sow on from the next hole. This relay keeps your sowing going.</source>
        <translation>Apabila biji terakhir anda jatuh ke lubang yang sudah berisi biji, angkat semua isinya, termasuk biji yang baru anda jatuhkan, dan terus menabur dari lubang berikutnya. Taburan bersambung ini meneruskan taburan anda.</translation>
    </message>
    <message>
        <source>North sows their hole d (lit up) at the same time as you. Choose a hole whose sowing relays at least once.</source>
        <translation>Utara menabur lubang d miliknya (yang bernyala) serentak dengan anda. Pilih lubang yang taburannya bersambung sekurang-kurangnya sekali.</translation>
    </message>
    <message>
        <source>Your last seed fell into E, which already held a seed, so you lifted both and sowed on into F and G. G was empty, and that stopped the race: the next lesson explains.</source>
        <translation>Biji terakhir anda jatuh ke E, yang sudah berisi sebiji, jadi anda angkat kedua-duanya dan terus menabur ke F dan G. G kosong, dan itu menghentikan perlumbaan: pelajaran seterusnya menerangkannya.</translation>
    </message>
    <message>
        <source>A&apos;s single seed fell into the empty B in the first tick: the race ended at once, with no relay.</source>
        <translation>Biji tunggal A jatuh ke B yang kosong pada detik pertama: perlumbaan terus tamat, tanpa sambungan.</translation>
    </message>
    <message>
        <source>E&apos;s single seed fell into the empty F straight away: the race ended with no relay.</source>
        <translation>Biji tunggal E terus jatuh ke F yang kosong: perlumbaan tamat tanpa sambungan.</translation>
    </message>
    <message>
        <source>The end of the race</source>
        <translation>Tamat perlumbaan</translation>
    </message>
    <message>
        <source>A sowing that ends in an empty hole stops the race; that player moves first.</source>
        <translation>Taburan yang berakhir di lubang kosong menghentikan perlumbaan; pemain itu bermain dahulu.</translation>
    </message>
    <message>
        <source>The race stops as soon as either sowing ends in an empty hole. The player who landed there makes the first move of phase 2, where you take turns. If you both land in empty holes in the same tick, you (South) go first.</source>
        <translation>Perlumbaan berhenti sebaik sahaja salah satu taburan berakhir di lubang kosong. Pemain yang jatuh di situ membuat langkah pertama fasa 2, di mana anda bermain bergilir-gilir. Jika kedua-dua anda jatuh ke lubang kosong pada detik yang sama, anda (Selatan) bermain dahulu.</translation>
    </message>
    <message>
        <source>North sows their hole b (lit up). Choose the hole that ends the race first, so that you make the first move of phase 2.</source>
        <translation>Utara menabur lubang b miliknya (yang bernyala). Pilih lubang yang menamatkan perlumbaan dahulu, supaya anda membuat langkah pertama fasa 2.</translation>
    </message>
    <message>
        <source>Your seed fell into the empty B in the very first tick: the race is over and you move first.</source>
        <translation>Biji anda jatuh ke B yang kosong pada detik yang paling pertama: perlumbaan tamat dan anda bermain dahulu.</translation>
    </message>
    <message>
        <source>Your sowing was still running when North&apos;s last seed fell into the empty d in the second tick: North ended the race, so North moves first.</source>
        <translation>Taburan anda masih berjalan apabila biji terakhir Utara jatuh ke d yang kosong pada detik kedua: Utara menamatkan perlumbaan, jadi Utara bermain dahulu.</translation>
    </message>
    <message>
        <source>North still made their drop of that tick, into c. The seed left in North&apos;s hand then went on into d, without relaying: after the race, seeds still in a hand are simply dropped. Now phase 2 begins with your move.</source>
        <translation>Utara masih membuat jatuhan pada detik itu, ke c. Biji yang tinggal di tangan Utara kemudian terus ke d, tanpa bersambung: selepas perlumbaan, biji yang masih di tangan hanya dijatuhkan. Kini fasa 2 bermula dengan langkah anda.</translation>
    </message>
    <message>
        <source>Taking turns</source>
        <translation>Bermain bergilir-gilir</translation>
    </message>
    <message>
        <source>In phase 2 a turn is a chain of sowings.</source>
        <translation>Dalam fasa 2, satu giliran ialah rantaian taburan.</translation>
    </message>
    <message>
        <source>After the race you take turns: on your turn, lift one of your holes and sow. If the last seed lands in a hole that already holds seeds, yours or North&apos;s, lift them all and sow on. If it lands in an empty hole of North&apos;s, your turn is over.</source>
        <translation>Selepas perlumbaan anda bermain bergilir-gilir: pada giliran anda, angkat salah satu lubang anda dan tabur. Jika biji terakhir jatuh ke lubang yang sudah berisi biji, milik anda atau Utara, angkat semuanya dan terus menabur. Jika ia jatuh ke lubang kosong milik Utara, giliran anda tamat.</translation>
    </message>
    <message>
        <source>Sow your hole G. Where does your turn end?</source>
        <translation>Tabur lubang G anda. Di manakah giliran anda tamat?</translation>
    </message>
    <message>
        <source>Right: G&apos;s seed landed on H&apos;s one, so you lifted both into I and North&apos;s a. That hole was empty and North&apos;s, so your turn ended.</source>
        <translation>Betul: biji G jatuh ke atas sebiji di H, jadi anda angkat kedua-duanya ke I dan a Utara. Lubang itu kosong dan milik Utara, jadi giliran anda tamat.</translation>
    </message>
    <message>
        <source>Find the move that relays twice.</source>
        <translation>Cari langkah yang bersambung dua kali.</translation>
    </message>
    <message>
        <source>G&apos;s seed made two in H, H&apos;s seeds made two in North&apos;s a, and a&apos;s seeds went on into b and c, where the empty hole stopped you.</source>
        <translation>Biji G menjadikan H dua biji, biji H menjadikan a Utara dua biji, dan biji a terus ke b dan c, di mana lubang kosong menghentikan anda.</translation>
    </message>
    <message>
        <source>H&apos;s seed lands on I&apos;s two and you relay once into a, b and c; c was empty and North&apos;s, so your turn ended.</source>
        <translation>Biji H jatuh ke atas dua biji di I dan anda bersambung sekali ke a, b dan c; c kosong dan milik Utara, jadi giliran anda tamat.</translation>
    </message>
    <message>
        <source>I&apos;s two seeds go into a and b; b was empty and North&apos;s, so your turn ended at once.</source>
        <translation>Dua biji I masuk ke a dan b; b kosong dan milik Utara, jadi giliran anda terus tamat.</translation>
    </message>
    <message>
        <source>Capturing down a column</source>
        <translation>Menawan menurut lajur</translation>
    </message>
    <message>
        <source>Last seed in an empty hole of yours: take North&apos;s seeds in its column.</source>
        <translation>Biji terakhir di lubang kosong anda: ambil biji Utara dalam lajurnya.</translation>
    </message>
    <message>
        <source>When your last seed lands in an empty hole of your own, look at its column: you capture every seed in North&apos;s holes there. Your A, B and C have two North holes in their column (top and middle); D to I have one, in the top row.</source>
        <translation>Apabila biji terakhir anda jatuh ke lubang kosong anda sendiri, lihat lajurnya: anda menawan setiap biji di lubang Utara dalam lajur itu. A, B dan C anda ada dua lubang Utara dalam lajurnya (atas dan tengah); D hingga I ada satu, di baris atas.</translation>
    </message>
    <message>
        <source>North&apos;s e and h are in the column of your empty B. Capture them.</source>
        <translation>e dan h Utara berada dalam lajur B anda yang kosong. Tawan kesemuanya.</translation>
    </message>
    <message>
        <source>B was yours and empty, so the three seeds in North&apos;s e and h are yours. Then the lone seed in B went on into C; nothing of North&apos;s faced C, so your turn ended.</source>
        <translation>B milik anda dan kosong, jadi tiga biji di e dan h Utara milik anda. Kemudian biji tunggal di B terus ke C; tiada apa-apa milik Utara bertentangan dengan C, jadi giliran anda tamat.</translation>
    </message>
    <message>
        <source>Your seed fell into your empty E, but North&apos;s b, in its column, is empty: nothing to take, so your turn ended.</source>
        <translation>Biji anda jatuh ke E anda yang kosong, tetapi b Utara, dalam lajurnya, kosong: tiada apa-apa untuk diambil, jadi giliran anda tamat.</translation>
    </message>
    <message>
        <source>After a capture your turn goes on: lift that lone seed and sow it into the next hole, where the same rules apply again. When there is nothing to take, your turn ends instead.</source>
        <translation>Selepas tawanan giliran anda diteruskan: angkat biji tunggal itu dan taburkannya ke lubang berikutnya, di mana peraturan yang sama berlaku lagi. Apabila tiada apa-apa untuk diambil, giliran anda tamat.</translation>
    </message>
    <message>
        <source>Sow your hole F: its seed falls into your empty G, and you capture North&apos;s a. Where does your turn end?</source>
        <translation>Tabur lubang F anda: bijinya jatuh ke G anda yang kosong, dan anda menawan a Utara. Di manakah giliran anda tamat?</translation>
    </message>
    <message>
        <source>Right: G&apos;s lone seed went into H, which held one, so you lifted both into I and a. North&apos;s a was empty after your capture, so your turn ended there.</source>
        <translation>Betul: biji tunggal G masuk ke H, yang berisi sebiji, jadi anda angkat kedua-duanya ke I dan a. a Utara kosong selepas tawanan anda, jadi giliran anda tamat di situ.</translation>
    </message>
    <message>
        <source>Where the turn stops</source>
        <translation>Tempat giliran berhenti</translation>
    </message>
    <message>
        <source>An empty hole of North&apos;s, or nothing to capture: North moves.</source>
        <translation>Lubang kosong milik Utara, atau tiada apa-apa untuk ditawan: Utara bermain.</translation>
    </message>
    <message>
        <source>Your turn stops in two ways: your last seed falls into an empty hole of North&apos;s, or into an empty hole of yours with nothing of North&apos;s in its column. Anywhere else, you go on.</source>
        <translation>Giliran anda berhenti dengan dua cara: biji terakhir anda jatuh ke lubang kosong milik Utara, atau ke lubang kosong anda tanpa apa-apa milik Utara dalam lajurnya. Di tempat lain, anda teruskan.</translation>
    </message>
    <message>
        <source>Sow your hole E. Where does your turn end?</source>
        <translation>Tabur lubang E anda. Di manakah giliran anda tamat?</translation>
    </message>
    <message>
        <source>Right: E&apos;s seed landed on F&apos;s one, so you sowed those two into G and H. H was empty, but North&apos;s b above it was empty too: nothing to take, turn over.</source>
        <translation>Betul: biji E jatuh ke atas sebiji di F, jadi anda menabur dua biji itu ke G dan H. H kosong, tetapi b Utara di atasnya juga kosong: tiada apa-apa untuk diambil, giliran tamat.</translation>
    </message>
    <message>
        <source>One of your moves captures the three seeds in North&apos;s b. Find it.</source>
        <translation>Salah satu langkah anda menawan tiga biji di b Utara. Cari langkah itu.</translation>
    </message>
    <message>
        <source>A&apos;s seeds ended on C&apos;s one, so you relayed into D and E. E was empty, so North&apos;s b was yours. The lone seed then went into F, with nothing of North&apos;s above it: turn over.</source>
        <translation>Biji A berakhir di atas sebiji di C, jadi anda bersambung ke D dan E. E kosong, jadi b Utara milik anda. Biji tunggal itu kemudian masuk ke F, tanpa apa-apa milik Utara di atasnya: giliran tamat.</translation>
    </message>
    <message>
        <source>C&apos;s seed fell into your empty D, but North&apos;s c above it is empty: nothing to take, so your turn ended.</source>
        <translation>Biji C jatuh ke D anda yang kosong, tetapi c Utara di atasnya kosong: tiada apa-apa untuk diambil, jadi giliran anda tamat.</translation>
    </message>
    <message>
        <source>I&apos;s seed fell into North&apos;s a, which was empty: your turn ended at once.</source>
        <translation>Biji I jatuh ke a Utara, yang kosong: giliran anda terus tamat.</translation>
    </message>
    <message>
        <source>A long chain</source>
        <translation>Rantaian panjang</translation>
    </message>
    <message>
        <source>The rule book&apos;s example: from A round the board and back to A.</source>
        <translation>Contoh dalam buku peraturan: dari A mengelilingi papan dan kembali ke A.</translation>
    </message>
    <message>
        <source>Here is the rule book&apos;s own example of a turn. Your A holds three seeds, your D and I four each, and North&apos;s e four. Every sowing will end on a hole with seeds in it.</source>
        <translation>Inilah contoh giliran daripada buku peraturan itu sendiri. A anda berisi tiga biji, D dan I anda empat setiap satu, dan e Utara empat. Setiap taburan akan berakhir di lubang yang berisi biji.</translation>
    </message>
    <message>
        <source>Play A and watch the chain: its seeds go from B to D, D&apos;s from E to I, I&apos;s from a to e, and e&apos;s back round to A.</source>
        <translation>Mainkan A dan perhatikan rantaiannya: bijinya pergi dari B ke D, biji D dari E ke I, biji I dari a ke e, dan biji e kembali berpusing ke A.</translation>
    </message>
    <message>
        <source>B to D, D to I, I to e, e to A: each sowing ended on a full hole, so you kept lifting. A was empty, since you had lifted it, so you captured North&apos;s f and g.</source>
        <translation>B ke D, D ke I, I ke e, e ke A: setiap taburan berakhir di lubang berisi, jadi anda terus mengangkat. A kosong, kerana anda telah mengangkatnya, jadi anda menawan f dan g Utara.</translation>
    </message>
    <message>
        <source>D&apos;s four seeds end in your empty H, and North&apos;s b above it is empty: nothing to take, so your turn ended.</source>
        <translation>Empat biji D berakhir di H anda yang kosong, dan b Utara di atasnya kosong: tiada apa-apa untuk diambil, jadi giliran anda tamat.</translation>
    </message>
    <message>
        <source>It went on: A&apos;s lone seed made two in B, sown into C and D, and D was empty, so you took North&apos;s c. D&apos;s seed made two in E, those made two in G, and G&apos;s went into H and I. I was empty, but c above it was already taken: turn over, three seeds won.</source>
        <translation>Ia diteruskan: biji tunggal A menjadikan B dua biji, ditabur ke C dan D, dan D kosong, jadi anda mengambil c Utara. Biji D menjadikan E dua biji, kedua-duanya menjadikan G dua biji, dan biji G masuk ke H dan I. I kosong, tetapi c di atasnya sudah diambil: giliran tamat, tiga biji dimenangi.</translation>
    </message>
    <message>
        <source>A player with no seeds on their turn ends the game; the other takes the rest.</source>
        <translation>Pemain yang tiada biji pada gilirannya menamatkan permainan; pemain yang satu lagi mengambil bakinya.</translation>
    </message>
    <message>
        <source>The game ends when the player whose turn it is has no seeds in any of their nine holes. The other player then takes every seed left on the board. Whoever owns more of the 54 seeds wins; 27 each is a draw.</source>
        <translation>Permainan tamat apabila pemain yang mendapat giliran tiada biji di mana-mana daripada sembilan lubangnya. Pemain yang satu lagi kemudian mengambil setiap biji yang tinggal di papan. Sesiapa yang memiliki lebih banyak daripada 54 biji itu menang; 27 biji setiap seorang ialah seri.</translation>
    </message>
    <message>
        <source>You can also play a match of several games (the option games, 1 to 9). After each game both players put three seeds a hole back, from A or a on, as many holes as the poorer player can fill; the richer player moves first, and there is no race.</source>
        <translation>Anda juga boleh bermain perlawanan beberapa permainan (pilihan games, 1 hingga 9). Selepas setiap permainan kedua-dua pemain meletakkan semula tiga biji setiap lubang, dari A atau a, sebanyak lubang yang dapat diisi oleh pemain yang kurang biji; pemain yang lebih banyak biji bermain dahulu, dan tiada perlumbaan.</translation>
    </message>
    <message>
        <source>North&apos;s last seeds are in d and i, the column of your empty C. Capture them: North will have nothing to play, and you take the rest of the board.</source>
        <translation>Biji terakhir Utara berada di d dan i, lajur C anda yang kosong. Tawan kesemuanya: Utara tidak akan ada apa-apa untuk dimainkan, dan anda mengambil baki papan.</translation>
    </message>
    <message>
        <source>You took d and i, and the lone seed went on into D. North has nothing to play, so the seeds left on the board are yours: 29 against 25, you win!</source>
        <translation>Anda mengambil d dan i, dan biji tunggal itu terus ke D. Utara tiada apa-apa untuk dimainkan, jadi biji yang tinggal di papan milik anda: 29 lawan 25, anda menang!</translation>
    </message>
    <message>
        <source>E&apos;s seeds end in your empty H, but North&apos;s b above it is empty: your turn ended and North still has seeds to play.</source>
        <translation>Biji E berakhir di H anda yang kosong, tetapi b Utara di atasnya kosong: giliran anda tamat dan Utara masih ada biji untuk dimainkan.</translation>
    </message>
    <message>
        <source>No free moves</source>
        <translation>Tiada langkah percuma</translation>
    </message>
    <message>
        <source>A cowrie in your store ends your turn: aim for captures instead.</source>
        <translation>Biji di rumah anda menamatkan giliran anda: jadi sasarkan tawanan.</translation>
    </message>
    <message>
        <source>In congkak or Kalah, a last cowrie in your store earns another move, so players aim for it. Not in Chonka: landing in your store banks that one cowrie and ends your turn. Your aim is the capture.</source>
        <translation>Dalam congkak atau Kalah, biji terakhir di rumah anda memberi anda main lagi, jadi pemain menyasarkannya. Tidak dalam Chonka: jatuh ke rumah anda hanya menyimpan sebiji itu dan menamatkan giliran anda. Sasaran anda ialah tawanan.</translation>
    </message>
    <message>
        <source>Make the first move of the game: choose a hole and a direction. Hole 7 to the left, or hole 1 to the right, would end exactly in your store. Find a first move that captures instead.</source>
        <translation>Buat langkah pertama permainan: pilih lubang dan arah. Lubang 7 ke kiri, atau lubang 1 ke kanan, akan berakhir tepat di rumah anda. Cari langkah pertama yang menawan sebaliknya.</translation>
    </message>
    <message>
        <source>A capture of nine cowries to open. The engine&apos;s favourite first moves are hole 6 to the right and hole 2 to the left, 18 cowries better than a first move into your store.</source>
        <translation>Tawanan sembilan biji sebagai pembukaan. Langkah pertama kegemaran enjin ialah lubang 6 ke kanan dan lubang 2 ke kiri, 18 biji lebih baik daripada langkah pertama ke rumah anda.</translation>
    </message>
    <message>
        <source>Seven cowries to the left from hole 7 end in your store: one cowrie banked, and your turn is over. The engine rates this start 18 cowries below the best.</source>
        <translation>Tujuh biji ke kiri dari lubang 7 berakhir di rumah anda: sebiji disimpan, dan giliran anda tamat. Enjin menilai permulaan ini 18 biji di bawah yang terbaik.</translation>
    </message>
    <message>
        <source>Seven cowries to the right from hole 1 end in your store: one cowrie, and the turn passes to North. The engine rates it 18 cowries below the best.</source>
        <translation>Tujuh biji ke kanan dari lubang 1 berakhir di rumah anda: sebiji, dan giliran beralih kepada Utara. Enjin menilainya 18 biji di bawah yang terbaik.</translation>
    </message>
    <message>
        <source>Later in a game where play goes to the right. Your hole 3 holds five cowries, exactly enough to reach your store. Is that your best move?</source>
        <translation>Kemudian dalam permainan yang bergerak ke kanan. Lubang 3 anda berisi lima biji, cukup-cukup untuk sampai ke rumah anda. Adakah itu langkah terbaik anda?</translation>
    </message>
    <message>
        <source>Hole 7&apos;s nine cowries passed your store, ran along North&apos;s row and ended in your empty hole 1: North&apos;s six across and your cowrie are yours, eight cowries banked in all.</source>
        <translation>Sembilan biji lubang 7 melepasi rumah anda, menyusuri baris Utara dan berakhir di lubang 1 anda yang kosong: enam biji Utara di seberang dan biji anda menjadi milik anda, lapan biji disimpan semuanya.</translation>
    </message>
    <message>
        <source>Five cowries, five places: one cowrie in your store, and your turn is over. The engine rates it 10 cowries below the best move.</source>
        <translation>Lima biji, lima tempat: sebiji di rumah anda, dan giliran anda tamat. Enjin menilainya 10 biji di bawah langkah terbaik.</translation>
    </message>
    <message>
        <source>So in Chonka, count your moves towards an empty hole of yours with cowries across from it. A cowrie passing through your store on the way is a bonus; a last cowrie in your store is only one cowrie.</source>
        <translation>Jadi dalam Chonka, kira langkah anda ke arah lubang kosong anda yang ada biji di seberangnya. Biji yang masuk ke rumah anda dalam perjalanan ialah bonus; biji terakhir di rumah anda hanyalah sebiji.</translation>
    </message>
    <message>
        <source>Spoil North&apos;s capture</source>
        <translation>Gagalkan tawanan Utara</translation>
    </message>
    <message>
        <source>The best capture is one that also breaks North&apos;s threat.</source>
        <translation>Tawanan terbaik ialah tawanan yang juga mematahkan ancaman Utara.</translation>
    </message>
    <message>
        <source>Play goes to the right in this game. Suppose it were North&apos;s turn: watch North&apos;s hole 1. Its cowrie relays twice, runs right round the board and ends in North&apos;s own hole 1, now empty, across from your hole 7.</source>
        <translation>Permainan ini bergerak ke kanan. Andaikan giliran Utara: perhatikan lubang 1 Utara. Bijinya bersambung dua kali, mengelilingi seluruh papan dan berakhir di lubang 1 Utara sendiri, yang kini kosong, di seberang lubang 7 anda.</translation>
    </message>
    <message>
        <source>Back to the position before, and it is your move. North&apos;s hole 1 is still aimed at your hole 7. Four of your moves capture; find the one that also spoils North&apos;s shot.</source>
        <translation>Kembali ke kedudukan tadi, dan kini giliran anda. Lubang 1 Utara masih menyasarkan lubang 7 anda. Empat langkah anda menawan; cari langkah yang juga menggagalkan serangan Utara.</translation>
    </message>
    <message>
        <source>Hole 6&apos;s eight cowries dropped one into each of North&apos;s holes 1 to 6, relayed and ended with a capture of three. With two cowries in North&apos;s hole 1, that hole no longer captures anything.</source>
        <translation>Lapan biji lubang 6 menjatuhkan sebiji ke setiap lubang 1 hingga 6 Utara, bersambung dan berakhir dengan tawanan tiga biji. Dengan dua biji di lubang 1 Utara, lubang itu tidak lagi menawan apa-apa.</translation>
    </message>
    <message>
        <source>Hole 1 captures two cowries, but North&apos;s relay is untouched: North&apos;s hole 1 still takes your hole 7.</source>
        <translation>Lubang 1 menawan dua biji, tetapi taburan bersambung Utara tidak terusik: lubang 1 Utara masih mengambil lubang 7 anda.</translation>
    </message>
    <message>
        <source>Hole 3 captures two cowries, and North&apos;s hole 1 still takes your hole 7.</source>
        <translation>Lubang 3 menawan dua biji, dan lubang 1 Utara masih mengambil lubang 7 anda.</translation>
    </message>
    <message>
        <source>Hole 5 captures three, and its relay carries hole 7&apos;s cowries away; but hole 6 now holds nine, and North&apos;s hole 2 can take them.</source>
        <translation>Lubang 5 menawan tiga, dan sambungannya membawa pergi biji lubang 7; tetapi lubang 6 kini berisi sembilan, dan lubang 2 Utara boleh mengambilnya.</translation>
    </message>
    <message>
        <source>Before each move, ask what North would capture if it were North&apos;s turn. A capture that also spoils that threat is worth more than a capture alone, and a cowrie dropped into one of North&apos;s holes is often all it takes.</source>
        <translation>Sebelum setiap langkah, tanya apa yang akan ditawan oleh Utara jika giliran Utara. Tawanan yang juga menggagalkan ancaman itu lebih bernilai daripada tawanan semata-mata, dan sebiji yang dijatuhkan ke salah satu lubang Utara selalunya sudah memadai.</translation>
    </message>
    <message>
        <source>Keep your cowries at home</source>
        <translation>Simpan biji anda di sebelah sendiri</translation>
    </message>
    <message>
        <source>At the end, the cowries in your own row count for you.</source>
        <translation>Pada akhirnya, biji di baris anda sendiri dikira untuk anda.</translation>
    </message>
    <message>
        <source>When a turn ends with a row empty, the game is over, and each player adds the cowries still in their own row to their store. So near the end, the cowries in your row count for you, if North runs out first. Here play goes to the left, and North has a single cowrie left.</source>
        <translation>Apabila giliran tamat dengan satu baris kosong, permainan tamat, dan setiap pemain menambah biji yang masih ada di barisnya sendiri ke rumahnya. Jadi menjelang akhir, biji di baris anda dikira untuk anda, jika biji Utara habis dahulu. Di sini permainan bergerak ke kiri, dan Utara hanya tinggal sebiji.</translation>
    </message>
    <message>
        <source>You trail 39 to 40, with fifteen cowries in your hole 7. What do you play?</source>
        <translation>Anda ketinggalan 39 lawan 40, dengan lima belas biji di lubang 7 anda. Apa yang anda mainkan?</translation>
    </message>
    <message>
        <source>One cowrie into your store: 40 to 40, and your turn is over. Your hole 7 stays full.</source>
        <translation>Sebiji masuk ke rumah anda: 40 lawan 40, dan giliran anda tamat. Lubang 7 anda kekal penuh.</translation>
    </message>
    <message>
        <source>Hole 7 captures two cowries, but it scatters its fifteen over both rows: North&apos;s row fills up again and the game goes on.</source>
        <translation>Lubang 7 menawan dua biji, tetapi ia menyelerakkan lima belas bijinya ke kedua-dua baris: baris Utara terisi semula dan permainan diteruskan.</translation>
    </message>
    <message>
        <source>Hole 3 relays from hole 1 and drops its last cowrie into North&apos;s hole 7: North has a second cowrie to play, and the game goes on.</source>
        <translation>Lubang 3 bersambung dari lubang 1 dan menjatuhkan biji terakhirnya ke lubang 7 Utara: Utara ada biji kedua untuk dimainkan, dan permainan diteruskan.</translation>
    </message>
    <message>
        <source>North must play its last cowrie. Its row is then empty: the game is over, and the seventeen cowries in your row go to your store. You win 57 to 41.</source>
        <translation>Utara mesti memainkan biji terakhirnya. Barisnya kemudian kosong: permainan tamat, dan tujuh belas biji di baris anda masuk ke rumah anda. Anda menang 57 lawan 41.</translation>
    </message>
    <message>
        <source>Another moment of the same game: North has two cowries left. Find a move that keeps your hole 7 at home.</source>
        <translation>Satu lagi detik dalam permainan yang sama: Utara tinggal dua biji. Cari langkah yang membiarkan biji lubang 7 anda kekal di baris anda.</translation>
    </message>
    <message>
        <source>Right: a small move, and your fifteen cowries wait at home while North runs out of moves.</source>
        <translation>Betul: langkah kecil, dan lima belas biji anda menunggu di baris anda sementara Utara kehabisan langkah.</translation>
    </message>
    <message>
        <source>Hole 7 scatters your fifteen cowries over both rows again, and North gets plenty to play with.</source>
        <translation>Lubang 7 menyelerakkan lima belas biji anda ke kedua-dua baris sekali lagi, dan Utara mendapat banyak biji untuk dimainkan.</translation>
    </message>
    <message>
        <source>A strong start</source>
        <translation>Permulaan yang kuat</translation>
    </message>
    <message>
        <source>Open with moves that keep your turn, not with a quick capture.</source>
        <translation>Buka dengan langkah yang mengekalkan giliran anda, bukan dengan tawanan yang tergesa-gesa.</translation>
    </message>
    <message>
        <source>Every hole starts with seven seeds, and your hole 7 is exactly seven places from your store. That is no accident of this lesson: it is true at the start of every game of congkak.</source>
        <translation>Setiap lubang bermula dengan tujuh biji, dan lubang 7 anda tepat tujuh tempat dari rumah anda. Itu bukan kebetulan pelajaran ini: ia benar pada permulaan setiap permainan congkak.</translation>
    </message>
    <message>
        <source>Make the first move of the game. Six of your seven first moves capture and end your turn; one keeps it.</source>
        <translation>Buat langkah pertama permainan. Enam daripada tujuh langkah pertama anda menawan dan menamatkan giliran anda; satu mengekalkannya.</translation>
    </message>
    <message>
        <source>Seven seeds, seven places: the last one lands in your store and you move again.</source>
        <translation>Tujuh biji, tujuh tempat: biji terakhir jatuh ke rumah anda dan anda bermain lagi.</translation>
    </message>
    <message>
        <source>Hole 1 relays from North&apos;s hole 2 and captures nine seeds, but then your turn is over and North moves. The engine rates this start far weaker than hole 7.</source>
        <translation>Lubang 1 bersambung dari lubang 2 Utara dan menawan sembilan biji, tetapi kemudian giliran anda tamat dan Utara bermain. Enjin menilai permulaan ini jauh lebih lemah daripada lubang 7.</translation>
    </message>
    <message>
        <source>Hole 4 captures nine seeds too, and ends your turn just the same. Keeping the turn is worth far more.</source>
        <translation>Lubang 4 juga menawan sembilan biji, dan menamatkan giliran anda juga. Mengekalkan giliran jauh lebih bernilai.</translation>
    </message>
    <message>
        <source>Your move again, with eight seeds in each of holes 1 to 6. Three of them come back to your store after relays. Pick the strongest.</source>
        <translation>Giliran anda lagi, dengan lapan biji di setiap lubang 1 hingga 6. Tiga daripadanya kembali ke rumah anda selepas taburan bersambung. Pilih yang paling kuat.</translation>
    </message>
    <message>
        <source>Hole 6 relayed round and round, dropping a seed in your store on every lap, and came home at last: seven more seeds banked, and it is still your move.</source>
        <translation>Lubang 6 bersambung berpusing-pusing, menjatuhkan sebiji ke rumah anda setiap kali mengelilingi papan, dan akhirnya pulang: tujuh biji lagi disimpan, dan masih giliran anda.</translation>
    </message>
    <message>
        <source>Hole 1 relays once from North&apos;s hole 1 and comes home: another move, but only two seeds banked. Hole 6 does better.</source>
        <translation>Lubang 1 bersambung sekali dari lubang 1 Utara dan pulang ke rumah: main lagi, tetapi hanya dua biji disimpan. Lubang 6 lebih baik.</translation>
    </message>
    <message>
        <source>Hole 3 relays nine times and then stops in your empty hole 2, taking just two seeds, and your turn is over.</source>
        <translation>Lubang 3 bersambung sembilan kali lalu berhenti di lubang 2 anda yang kosong, hanya mengambil dua biji, dan giliran anda tamat.</translation>
    </message>
    <message>
        <source>Eight seeds in your store and North has not moved yet. A good congkak start chains moves that keep the turn; a capture that ends your turn can wait.</source>
        <translation>Lapan biji dalam rumah anda dan Utara belum bermain lagi. Permulaan congkak yang baik merangkaikan langkah yang mengekalkan giliran; tawanan yang menamatkan giliran anda boleh menunggu.</translation>
    </message>
    <message>
        <source>Nearest hole first</source>
        <translation>Lubang terdekat dahulu</translation>
    </message>
    <message>
        <source>When several holes reach your store, sow the one nearest to it first.</source>
        <translation>Apabila beberapa lubang boleh sampai ke rumah anda, tabur yang paling dekat dengannya dahulu.</translation>
    </message>
    <message>
        <source>Holes 2, 5 and 7 each hold exactly as many seeds as they are places from your store, so each of them can earn you another move. But a hole far from the store drops seeds into the nearer ones on its way and spoils their count.</source>
        <translation>Lubang 2, 5 dan 7 masing-masing berisi biji sebanyak jaraknya dari rumah anda, jadi setiap satu boleh memberi anda main lagi. Tetapi lubang yang jauh dari rumah menjatuhkan biji ke lubang yang lebih dekat dalam perjalanannya dan merosakkan kiraannya.</translation>
    </message>
    <message>
        <source>Which of them do you sow first?</source>
        <translation>Yang mana satu anda tabur dahulu?</translation>
    </message>
    <message>
        <source>Hole 2 first: two seeds, two places, and holes 5 and 7 are untouched.</source>
        <translation>Lubang 2 dahulu: dua biji, dua tempat, dan lubang 5 dan 7 tidak terusik.</translation>
    </message>
    <message>
        <source>Hole 7 reaches your store, but it leaves a seed in hole 5 and one in hole 2 on the way: now neither of them ends in your store. That costs you 37 seeds, by the engine&apos;s count.</source>
        <translation>Lubang 7 sampai ke rumah anda, tetapi ia meninggalkan sebiji di lubang 5 dan sebiji di lubang 2 dalam perjalanan: kini kedua-duanya tidak lagi berakhir di rumah anda. Itu merugikan anda 37 biji, menurut kiraan enjin.</translation>
    </message>
    <message>
        <source>Hole 5 reaches your store but drops a seed into hole 2, which then holds one seed too many.</source>
        <translation>Lubang 5 sampai ke rumah anda tetapi menjatuhkan sebiji ke lubang 2, yang kemudian terlebih sebiji.</translation>
    </message>
    <message>
        <source>You move again. Which next?</source>
        <translation>Anda bermain lagi. Yang mana seterusnya?</translation>
    </message>
    <message>
        <source>Hole 5 went home, and hole 7 still holds its seven.</source>
        <translation>Lubang 5 pulang ke rumah, dan lubang 7 masih berisi tujuh bijinya.</translation>
    </message>
    <message>
        <source>Hole 7 would drop a seed into hole 5 and spoil it. Take the nearer one first.</source>
        <translation>Lubang 7 akan menjatuhkan sebiji ke lubang 5 dan merosakkannya. Ambil yang lebih dekat dahulu.</translation>
    </message>
    <message>
        <source>And again. Hole 7 still reaches your store, but there is a nearer way home now: your single seed in hole 3 lands on hole 2 and relays.</source>
        <translation>Dan sekali lagi. Lubang 7 masih sampai ke rumah anda, tetapi kini ada jalan pulang yang lebih dekat: biji tunggal anda di lubang 3 jatuh ke lubang 2 dan bersambung.</translation>
    </message>
    <message>
        <source>The seed from hole 3 landed on hole 2, and its two seeds carried you home. Hole 7 is still waiting, untouched.</source>
        <translation>Biji dari lubang 3 jatuh ke lubang 2, dan dua bijinya membawa anda pulang ke rumah. Lubang 7 masih menunggu, tidak terusik.</translation>
    </message>
    <message>
        <source>Hole 7 gets you home, but it fills holes 3 and 2 on the way and that relay is gone.</source>
        <translation>Lubang 7 membawa anda pulang, tetapi ia mengisi lubang 3 dan 2 dalam perjalanan dan sambungan itu hilang.</translation>
    </message>
    <message>
        <source>Capture last</source>
        <translation>Tawan paling akhir</translation>
    </message>
    <message>
        <source>A capture ends your turn: bank your free moves before it.</source>
        <translation>Tawanan menamatkan giliran anda: ambil langkah percuma anda dahulu.</translation>
    </message>
    <message>
        <source>Your hole 5 can capture right now: its two seeds end in your empty hole 3, across from North&apos;s four. But a capture ends your turn, and your hole 1 holds a single seed, one step from your store.</source>
        <translation>Lubang 5 anda boleh menawan sekarang juga: dua bijinya berakhir di lubang 3 anda yang kosong, di seberang empat biji Utara. Tetapi tawanan menamatkan giliran anda, dan lubang 1 anda berisi sebiji, satu tempat dari rumah anda.</translation>
    </message>
    <message>
        <source>What do you play first?</source>
        <translation>Apa yang anda mainkan dahulu?</translation>
    </message>
    <message>
        <source>One seed home, and it is still your move.</source>
        <translation>Sebiji pulang ke rumah, dan masih giliran anda.</translation>
    </message>
    <message>
        <source>Hole 5 captures five seeds, but your turn ends there, and the free seed in hole 1 has to wait. The engine rates it 9 seeds below hole 1.</source>
        <translation>Lubang 5 menawan lima biji, tetapi giliran anda tamat di situ, dan biji percuma di lubang 1 terpaksa menunggu. Enjin menilainya 9 biji di bawah lubang 1.</translation>
    </message>
    <message>
        <source>Hole 4&apos;s ten seeds relay six times and capture seven, but then your turn is over. The engine rates it 10 seeds below hole 1.</source>
        <translation>Sepuluh biji lubang 4 bersambung enam kali dan menawan tujuh, tetapi kemudian giliran anda tamat. Enjin menilainya 10 biji di bawah lubang 1.</translation>
    </message>
    <message>
        <source>Hole 7 relays from your hole 6 and captures five, and your turn is over.</source>
        <translation>Lubang 7 bersambung dari lubang 6 anda dan menawan lima, dan giliran anda tamat.</translation>
    </message>
    <message>
        <source>The capture has waited for you. Now take at least five seeds.</source>
        <translation>Tawanan itu telah menunggu anda. Kini ambil sekurang-kurangnya lima biji.</translation>
    </message>
    <message>
        <source>A capture to end your turn, with a free seed banked before it.</source>
        <translation>Tawanan untuk menamatkan giliran anda, dengan sebiji percuma disimpan sebelumnya.</translation>
    </message>
    <message>
        <source>Hole 2&apos;s seed ends in your empty hole 1 and takes North&apos;s two across: a capture, but a small one.</source>
        <translation>Biji lubang 2 berakhir di lubang 1 anda yang kosong dan mengambil dua biji Utara di seberang: tawanan, tetapi kecil.</translation>
    </message>
    <message>
        <source>Free moves first, capture last: a capture ends your turn, so play every move that lands in your store before it, as long as they leave the capture in place.</source>
        <translation>Langkah percuma dahulu, tawanan paling akhir: tawanan menamatkan giliran anda, jadi mainkan setiap langkah yang jatuh ke rumah anda sebelum itu, asalkan langkah itu tidak merosakkan tawanan tersebut.</translation>
    </message>
    <message>
        <source>Guard your big hole</source>
        <translation>Lindungi lubang besar anda</translation>
    </message>
    <message>
        <source>Look at North&apos;s empty holes: what do they face?</source>
        <translation>Lihat lubang kosong Utara: apa yang ada di seberangnya?</translation>
    </message>
    <message>
        <source>The end of a close game: 43 to 42, and few seeds left. Before you move, look at North&apos;s side. North&apos;s hole 7 holds two seeds; sown, they end in North&apos;s empty hole 5, which faces your hole 3 and its five seeds.</source>
        <translation>Penghujung permainan yang sengit: 43 lawan 42, dan tinggal sedikit biji. Sebelum anda bermain, lihat sebelah Utara. Lubang 7 Utara berisi dua biji; jika ditabur, biji itu berakhir di lubang 5 Utara yang kosong, yang bertentangan dengan lubang 3 anda dan lima bijinya.</translation>
    </message>
    <message>
        <source>Two of your moves capture a little. Find the move that keeps the game level instead.</source>
        <translation>Dua langkah anda menawan sedikit. Cari langkah yang mengekalkan permainan seimbang sebaliknya.</translation>
    </message>
    <message>
        <source>Your five seeds went into holes 2 and 1, your store and North&apos;s row. Hole 3 is empty now, so North&apos;s hole 7 has nothing to capture there. With best play from here the game ends level.</source>
        <translation>Lima biji anda masuk ke lubang 2 dan 1, rumah anda dan baris Utara. Lubang 3 kini kosong, jadi lubang 7 Utara tiada apa-apa untuk ditawan di situ. Dengan permainan terbaik dari sini, permainan berakhir seri.</translation>
    </message>
    <message>
        <source>Hole 6 takes one seed of North&apos;s, but your five are still in hole 3. North sows hole 7, captures them, and wins the game.</source>
        <translation>Lubang 6 mengambil sebiji milik Utara, tetapi lima biji anda masih di lubang 3. Utara menabur lubang 7, menawannya, dan memenangi permainan.</translation>
    </message>
    <message>
        <source>Hole 4 takes a single seed and even adds one to hole 3: North&apos;s hole 7 now captures six, and North wins.</source>
        <translation>Lubang 4 mengambil sebiji sahaja malah menambah sebiji ke lubang 3: lubang 7 Utara kini menawan enam, dan Utara menang.</translation>
    </message>
    <message>
        <source>Make it a habit: before each move, find North&apos;s empty holes and the seeds of yours that face them, and ask which North move could end there. Moving a big hole out of reach is often worth more than a small capture.</source>
        <translation>Jadikan tabiat: sebelum setiap langkah, cari lubang kosong Utara dan biji anda yang bertentangan dengannya, dan tanya langkah Utara mana yang boleh berakhir di situ. Memindahkan lubang besar dari jangkauan selalunya lebih bernilai daripada tawanan kecil.</translation>
    </message>
    <message>
        <source>Begin with the move that lands in your rumah, then keep the turn going.</source>
        <translation>Mulakan dengan langkah yang jatuh ke rumah anda, kemudian teruskan giliran.</translation>
    </message>
    <message>
        <source>At the start every hole holds five seeds, and your hole 5 is exactly five places from your rumah. Every other first move relays and ends with a capture, which ends your turn.</source>
        <translation>Pada permulaan setiap lubang berisi lima biji, dan lubang 5 anda tepat lima tempat dari rumah anda. Setiap langkah pertama yang lain bersambung dan berakhir dengan tawanan, yang menamatkan giliran anda.</translation>
    </message>
    <message>
        <source>Make the first move of the game.</source>
        <translation>Buat langkah pertama permainan.</translation>
    </message>
    <message>
        <source>Five seeds, five places: the last one lands in your rumah and you move again.</source>
        <translation>Lima biji, lima tempat: biji terakhir jatuh ke rumah anda dan anda bermain lagi.</translation>
    </message>
    <message>
        <source>Hole 1 relays from North&apos;s hole 2 and captures seven seeds, but then your turn is over. The engine rates it far below hole 5.</source>
        <translation>Lubang 1 bersambung dari lubang 2 Utara dan menawan tujuh biji, tetapi kemudian giliran anda tamat. Enjin menilainya jauh di bawah lubang 5.</translation>
    </message>
    <message>
        <source>Hole 3 captures seven seeds too, but it is the worst start of all: the engine finds that North can then force a win.</source>
        <translation>Lubang 3 juga menawan tujuh biji, tetapi itulah permulaan paling buruk: enjin mendapati Utara kemudian boleh memaksa kemenangan.</translation>
    </message>
    <message>
        <source>Your move again, with six seeds in each of holes 1 to 4. Which one keeps your turn going best?</source>
        <translation>Giliran anda lagi, dengan enam biji di setiap lubang 1 hingga 4. Yang mana paling baik meneruskan giliran anda?</translation>
    </message>
    <message>
        <source>Hole 1 sowed into your rumah and on to North&apos;s hole 1, whose six seeds carried you round and home again. You move once more.</source>
        <translation>Lubang 1 menabur ke rumah anda dan terus ke lubang 1 Utara, yang enam bijinya membawa anda berpusing dan pulang ke rumah lagi. Anda bermain sekali lagi.</translation>
    </message>
    <message>
        <source>Hole 4 comes home too, after six relays, and banks more seeds right now; but looking further ahead the engine rates it 5 seeds below hole 1. Close, not the best.</source>
        <translation>Lubang 4 juga pulang ke rumah, selepas enam sambungan, dan menyimpan lebih banyak biji sekarang; tetapi melihat lebih jauh ke hadapan, enjin menilainya 5 biji di bawah lubang 1. Hampir, tetapi bukan yang terbaik.</translation>
    </message>
    <message>
        <source>Hole 2 relays eleven times and finally stops in an empty hole on North&apos;s side: nothing captured, and your turn is over.</source>
        <translation>Lubang 2 bersambung sebelas kali dan akhirnya berhenti di lubang kosong di sebelah Utara: tiada yang ditawan, dan giliran anda tamat.</translation>
    </message>
    <message>
        <source>Hole 3 relays five times and ends with a small capture, and your turn is over.</source>
        <translation>Lubang 3 bersambung lima kali dan berakhir dengan tawanan kecil, dan giliran anda tamat.</translation>
    </message>
    <message>
        <source>Three seeds banked and North has not moved yet. In congklak a good start strings together moves that end in your rumah; a capture, which ends your turn, comes later.</source>
        <translation>Tiga biji disimpan dan Utara belum bermain lagi. Dalam congklak permulaan yang baik merangkaikan langkah yang berakhir di rumah anda; tawanan, yang menamatkan giliran anda, datang kemudian.</translation>
    </message>
    <message>
        <source>Sow the hole next to your rumah before the ones further away.</source>
        <translation>Tabur lubang di sebelah rumah anda sebelum lubang yang lebih jauh.</translation>
    </message>
    <message>
        <source>Two of your holes can bring you back to your rumah: hole 1, with its single seed, and hole 5, whose seven seeds come home after five relays. But hole 5 passes over hole 1 on its way.</source>
        <translation>Dua lubang anda boleh membawa anda kembali ke rumah anda: lubang 1, dengan biji tunggalnya, dan lubang 5, yang tujuh bijinya pulang ke rumah selepas lima sambungan. Tetapi lubang 5 melalui lubang 1 dalam perjalanannya.</translation>
    </message>
    <message>
        <source>Which do you sow first?</source>
        <translation>Yang mana anda tabur dahulu?</translation>
    </message>
    <message>
        <source>One seed, one place: you move again, and hole 5 is still ready.</source>
        <translation>Sebiji, satu tempat: anda bermain lagi, dan lubang 5 masih bersedia.</translation>
    </message>
    <message>
        <source>Hole 5 does come home, but it drops a seed into hole 1 on the way: two seeds there now, one too many for your rumah. Your free move is gone.</source>
        <translation>Lubang 5 memang pulang ke rumah, tetapi ia menjatuhkan sebiji ke lubang 1 dalam perjalanan: kini ada dua biji di situ, terlebih sebiji untuk sampai ke rumah anda. Langkah percuma anda hilang.</translation>
    </message>
    <message>
        <source>Hole 4 relays three times and captures three seeds, but a capture ends your turn: your two moves home are left unplayed.</source>
        <translation>Lubang 4 bersambung tiga kali dan menawan tiga biji, tetapi tawanan menamatkan giliran anda: dua langkah pulang anda tidak sempat dimainkan.</translation>
    </message>
    <message>
        <source>Now send hole 5 home.</source>
        <translation>Kini hantar lubang 5 pulang ke rumah.</translation>
    </message>
    <message>
        <source>Five relays, and the last seed dropped into your rumah: both moves home, in the right order.</source>
        <translation>Lima sambungan, dan biji terakhir jatuh ke rumah anda: kedua-dua langkah pulang, dalam susunan yang betul.</translation>
    </message>
    <message>
        <source>Hole 3&apos;s last seed stops in North&apos;s empty hole 2, and your turn is over.</source>
        <translation>Biji terakhir lubang 3 berhenti di lubang 2 Utara yang kosong, dan giliran anda tamat.</translation>
    </message>
    <message>
        <source>Hole 4 relays three times and then stops in an empty hole on North&apos;s side: turn over.</source>
        <translation>Lubang 4 bersambung tiga kali lalu berhenti di lubang kosong di sebelah Utara: giliran tamat.</translation>
    </message>
    <message>
        <source>The rule of thumb: when several holes can end in your rumah, sow the one nearest to it first. A hole further away drops seeds into the nearer ones and spoils their count.</source>
        <translation>Petua mudahnya: apabila beberapa lubang boleh berakhir di rumah anda, tabur yang paling dekat dengannya dahulu. Lubang yang lebih jauh menjatuhkan biji ke lubang yang lebih dekat dan merosakkan kiraannya.</translation>
    </message>
    <message>
        <source>A capture ends your turn: take your free moves first.</source>
        <translation>Tawanan menamatkan giliran anda: ambil langkah percuma anda dahulu.</translation>
    </message>
    <message>
        <source>A capture always ends your turn. So when one move captures and another ends in your rumah, the order matters: the move into your rumah first, and the capture to finish.</source>
        <translation>Tawanan sentiasa menamatkan giliran anda. Jadi apabila satu langkah menawan dan satu lagi berakhir di rumah anda, susunannya penting: langkah ke rumah anda dahulu, dan tawanan sebagai penutup.</translation>
    </message>
    <message>
        <source>Your hole 4 captures three seeds right now. Is there something better to play first?</source>
        <translation>Lubang 4 anda boleh menawan tiga biji sekarang juga. Adakah sesuatu yang lebih baik untuk dimainkan dahulu?</translation>
    </message>
    <message>
        <source>Two seeds, two places: into your rumah, and you move again.</source>
        <translation>Dua biji, dua tempat: masuk ke rumah anda, dan anda bermain lagi.</translation>
    </message>
    <message>
        <source>Hole 4 relays three times and captures three seeds, and then your turn is over. The engine rates it 18 seeds below hole 2.</source>
        <translation>Lubang 4 bersambung tiga kali dan menawan tiga biji, kemudian giliran anda tamat. Enjin menilainya 18 biji di bawah lubang 2.</translation>
    </message>
    <message>
        <source>Now finish your turn with a capture.</source>
        <translation>Kini tamatkan giliran anda dengan tawanan.</translation>
    </message>
    <message>
        <source>Hole 1&apos;s three seeds landed on North&apos;s hole 4, and that relay ended in your empty hole 3, across from North&apos;s two: a capture of three, after a seed banked first.</source>
        <translation>Tiga biji lubang 1 jatuh ke lubang 4 Utara, dan sambungan itu berakhir di lubang 3 anda yang kosong, di seberang dua biji Utara: tawanan tiga biji, selepas sebiji disimpan dahulu.</translation>
    </message>
    <message>
        <source>Hole 5 relays twice and stops in North&apos;s empty hole 1: no capture, and your turn is over.</source>
        <translation>Lubang 5 bersambung dua kali dan berhenti di lubang 1 Utara yang kosong: tiada tawanan, dan giliran anda tamat.</translation>
    </message>
    <message>
        <source>Keep your seeds at home</source>
        <translation>Simpan biji anda di sebelah sendiri</translation>
    </message>
    <message>
        <source>At the end, the seeds left in your row are yours: keep them there, and keep them safe.</source>
        <translation>Pada akhirnya, biji yang tinggal di baris anda milik anda: simpan di situ, dan pastikan ia selamat.</translation>
    </message>
    <message>
        <source>When a turn ends with a row empty, the game is over and each player adds the seeds left in their own row to their rumah. You trail 11 to 24, but your hole 2 holds ten seeds, and North has only two left.</source>
        <translation>Apabila giliran tamat dengan satu baris kosong, permainan tamat dan setiap pemain menambah biji yang tinggal di barisnya sendiri ke rumahnya. Anda ketinggalan 11 lawan 24, tetapi lubang 2 anda berisi sepuluh biji, dan Utara hanya tinggal dua.</translation>
    </message>
    <message>
        <source>Find the move that keeps the game level.</source>
        <translation>Cari langkah yang mengekalkan permainan seimbang.</translation>
    </message>
    <message>
        <source>One seed into your rumah, and you move again.</source>
        <translation>Sebiji masuk ke rumah anda, dan anda bermain lagi.</translation>
    </message>
    <message>
        <source>Hole 2 relays home and earns another move, but it spreads your ten seeds over both rows, and North can then force a win.</source>
        <translation>Lubang 2 bersambung pulang ke rumah dan memberi main lagi, tetapi ia menyebarkan sepuluh biji anda ke kedua-dua baris, dan Utara kemudian boleh memaksa kemenangan.</translation>
    </message>
    <message>
        <source>Hole 3 relays from hole 1 and drops a seed into North&apos;s hole 5. North sows it into its empty hole 4, right across from your hole 2, and captures your eleven seeds: North wins.</source>
        <translation>Lubang 3 bersambung dari lubang 1 dan menjatuhkan sebiji ke lubang 5 Utara. Utara menaburnya ke lubang 4 miliknya yang kosong, betul-betul di seberang lubang 2 anda, dan menawan sebelas biji anda: Utara menang.</translation>
    </message>
    <message>
        <source>Now end your turn without handing North a single seed.</source>
        <translation>Kini tamatkan giliran anda tanpa memberi Utara walau sebiji pun.</translation>
    </message>
    <message>
        <source>Both seeds stayed on your side: the last one stopped in your empty hole 1, with nothing across to take, and your turn is over.</source>
        <translation>Kedua-dua biji kekal di sebelah anda: biji terakhir berhenti di lubang 1 anda yang kosong, tanpa apa-apa di seberang untuk diambil, dan giliran anda tamat.</translation>
    </message>
    <message>
        <source>Sowing hole 2 spreads your ten seeds over both rows, and North can then force a win.</source>
        <translation>Menabur lubang 2 menyebarkan sepuluh biji anda ke kedua-dua baris, dan Utara kemudian boleh memaksa kemenangan.</translation>
    </message>
    <message>
        <source>North must sow its last two seeds, into its rumah and your hole 5. North&apos;s row is empty at the end of the turn, so the game is over: your thirteen seeds go to your rumah, and 11 to 24 has become 25 to 25.</source>
        <translation>Utara mesti menabur dua biji terakhirnya, ke rumahnya dan lubang 5 anda. Baris Utara kosong pada akhir giliran, jadi permainan tamat: tiga belas biji anda masuk ke rumah anda, dan 11 lawan 24 kini menjadi 25 lawan 25.</translation>
    </message>
    <message>
        <source>Free moves, nearest the store first</source>
        <translation>Langkah percuma, yang terdekat dengan rumah dahulu</translation>
    </message>
    <message>
        <source>Several holes reach your store: play the closest one first.</source>
        <translation>Beberapa lubang sampai ke rumah anda: mainkan yang paling dekat dahulu.</translation>
    </message>
    <message>
        <source>Look at your holes 4, 5 and 6: they hold 3, 2 and 1 seeds. Each holds exactly enough to end in your store, so each one is a free move.</source>
        <translation>Lihat lubang 4, 5 dan 6 anda: lubang itu berisi 3, 2 dan 1 biji. Setiap satu berisi cukup-cukup untuk berakhir di rumah anda, jadi setiap satu ialah langkah percuma.</translation>
    </message>
    <message>
        <source>Which one first? Sowing drops a seed in every hole it passes, and that can spoil the count of the holes further on.</source>
        <translation>Yang mana dahulu? Taburan menjatuhkan sebiji di setiap lubang yang dilaluinya, dan itu boleh merosakkan kiraan lubang-lubang di hadapannya.</translation>
    </message>
    <message>
        <source>Right: hole 6 passes no other hole, so holes 4 and 5 still count exactly.</source>
        <translation>Betul: lubang 6 tidak melalui lubang lain, jadi kiraan lubang 4 dan 5 masih tepat.</translation>
    </message>
    <message>
        <source>You do move again, but hole 4 dropped a seed in holes 5 and 6. Now they hold 3 and 2: too many to end in your store. Your other free moves are gone, and that costs you about 8 seeds.</source>
        <translation>Anda memang bermain lagi, tetapi lubang 4 menjatuhkan sebiji di lubang 5 dan 6. Kini lubang itu berisi 3 dan 2: terlalu banyak untuk berakhir di rumah anda. Langkah percuma anda yang lain hilang, dan itu merugikan anda kira-kira 8 biji.</translation>
    </message>
    <message>
        <source>A free move, but hole 5 dropped a seed in hole 6, which now holds 2 and no longer ends in your store.</source>
        <translation>Langkah percuma, tetapi lubang 5 menjatuhkan sebiji di lubang 6, yang kini berisi 2 dan tidak lagi berakhir di rumah anda.</translation>
    </message>
    <message>
        <source>You move again. Keep going: which hole now?</source>
        <translation>Anda bermain lagi. Teruskan: lubang mana sekarang?</translation>
    </message>
    <message>
        <source>Right: hole 5 is now the closest free move. Its last seed went into your store, and its first one into hole 6.</source>
        <translation>Betul: lubang 5 kini langkah percuma yang paling dekat. Biji terakhirnya masuk ke rumah anda, dan biji pertamanya ke lubang 6.</translation>
    </message>
    <message>
        <source>The same mistake: hole 4 feeds holes 5 and 6, and hole 5 no longer ends in your store.</source>
        <translation>Kesilapan yang sama: lubang 4 mengisi lubang 5 dan 6, dan lubang 5 tidak lagi berakhir di rumah anda.</translation>
    </message>
    <message>
        <source>Two free moves in a row, and your store grew from 6 to 8 without giving North a single seed. Play the free move nearest your store first: it never spoils the others.</source>
        <translation>Dua langkah percuma berturut-turut, dan rumah anda bertambah dari 6 ke 8 tanpa memberi Utara walau sebiji pun. Mainkan langkah percuma yang paling dekat dengan rumah anda dahulu: ia tidak pernah merosakkan yang lain.</translation>
    </message>
    <message>
        <source>Watch North&apos;s empty holes</source>
        <translation>Awasi lubang kosong Utara</translation>
    </message>
    <message>
        <source>A big pile across from an empty hole is in danger.</source>
        <translation>Timbunan besar di seberang lubang kosong berada dalam bahaya.</translation>
    </message>
    <message>
        <source>Before you choose a move, look at North&apos;s row. North&apos;s hole 5 is empty, and North&apos;s hole 3 holds 2 seeds: just enough to end there. Across from North&apos;s hole 5 are your 8 seeds in hole 2.</source>
        <translation>Sebelum anda memilih langkah, lihat baris Utara. Lubang 5 Utara kosong, dan lubang 3 Utara berisi 2 biji: cukup-cukup untuk berakhir di situ. Di seberang lubang 5 Utara ialah 8 biji anda di lubang 2.</translation>
    </message>
    <message>
        <source>If you leave them there, North plays hole 3 and takes all 8 of your seeds, plus its own last seed. A threat like this matters more than a small gain of your own.</source>
        <translation>Jika anda membiarkannya di situ, Utara memainkan lubang 3 dan mengambil kesemua 8 biji anda, berserta biji terakhirnya sendiri. Ancaman seperti ini lebih penting daripada keuntungan kecil anda sendiri.</translation>
    </message>
    <message>
        <source>Your hole 3 could capture 4 seeds right now. But find the move that keeps your 8 seeds out of North&apos;s reach.</source>
        <translation>Lubang 3 anda boleh menawan 4 biji sekarang juga. Tetapi cari langkah yang menjauhkan 8 biji anda dari jangkauan Utara.</translation>
    </message>
    <message>
        <source>Safe. Your 8 seeds are spread along your row, one reached your store, and hole 2 is empty: North&apos;s empty hole has nothing across from it to take.</source>
        <translation>Selamat. 8 biji anda tersebar di sepanjang baris anda, sebiji sampai ke rumah anda, dan lubang 2 kosong: lubang kosong Utara tiada apa-apa di seberangnya untuk diambil.</translation>
    </message>
    <message>
        <source>You take 4 seeds, but your 8 seeds still sit across from North&apos;s empty hole 5. North takes them next: at least 4 seeds worse than saving them.</source>
        <translation>Anda mengambil 4 biji, tetapi 8 biji anda masih berada di seberang lubang 5 Utara yang kosong. Utara mengambilnya selepas itu: sekurang-kurangnya 4 biji lebih buruk daripada menyelamatkannya.</translation>
    </message>
    <message>
        <source>Hole 1 only adds a seed to hole 2: now 9 seeds wait there for North to take.</source>
        <translation>Lubang 1 hanya menambah sebiji ke lubang 2: kini 9 biji menunggu di situ untuk diambil Utara.</translation>
    </message>
    <message>
        <source>Your 8 seeds are still across from North&apos;s empty hole 5, and North takes them next.</source>
        <translation>8 biji anda masih di seberang lubang 5 Utara yang kosong, dan Utara mengambilnya selepas itu.</translation>
    </message>
    <message>
        <source>Make it a habit: before each move, find North&apos;s empty holes and the holes that can end in them. Move a big pile that sits across from one, or fill the empty hole.</source>
        <translation>Jadikan tabiat: sebelum setiap langkah, cari lubang kosong Utara dan lubang yang boleh berakhir di situ. Pindahkan timbunan besar yang berada di seberang lubang itu, atau isi lubang kosong tersebut.</translation>
    </message>
    <message>
        <source>A capture can cost you</source>
        <translation>Tawanan boleh merugikan anda</translation>
    </message>
    <message>
        <source>Count the seeds a move gives North before you take a small capture.</source>
        <translation>Kira biji yang diberikan kepada Utara oleh sesuatu langkah sebelum anda mengambil tawanan kecil.</translation>
    </message>
    <message>
        <source>Your hole 5 holds 9 seeds. They go all the way round: one into your store, six into North&apos;s row, and the last into your empty hole 1, across from North&apos;s hole 6. That is a capture.</source>
        <translation>Lubang 5 anda berisi 9 biji. Biji itu mengelilingi papan: sebiji ke rumah anda, enam ke baris Utara, dan yang terakhir ke lubang 1 anda yang kosong, di seberang lubang 6 Utara. Itu tawanan.</translation>
    </message>
    <message>
        <source>But count what it costs. The capture takes back only the one seed that reached North&apos;s hole 6; the other five stay in North&apos;s row for North to play with. A move that fills the opponent&apos;s row often helps the opponent more than you.</source>
        <translation>Tetapi kira kosnya. Tawanan itu hanya mengambil semula sebiji yang sampai ke lubang 6 Utara; lima lagi kekal di baris Utara untuk dimainkan oleh Utara. Langkah yang mengisi baris lawan selalunya lebih membantu lawan daripada anda.</translation>
    </message>
    <message>
        <source>Leave the capture alone: play a quiet move instead.</source>
        <translation>Biarkan tawanan itu: mainkan langkah yang tenang sebaliknya.</translation>
    </message>
    <message>
        <source>Right: no capture this time, and your 9 seeds in hole 5 stay at home. Before a capture, count the seeds it hands over.</source>
        <translation>Betul: tiada tawanan kali ini, dan 9 biji anda di lubang 5 kekal di sebelah anda. Sebelum menawan, kira biji yang diserahkannya.</translation>
    </message>
    <message>
        <source>You captured 2 seeds, but North&apos;s row is full again and North&apos;s replies win back far more: this is at least 20 seeds worse than the best move.</source>
        <translation>Anda menawan 2 biji, tetapi baris Utara penuh semula dan balasan Utara memenangi semula jauh lebih banyak: ini sekurang-kurangnya 20 biji lebih buruk daripada langkah terbaik.</translation>
    </message>
    <message>
        <source>Count what you own</source>
        <translation>Kira apa yang anda miliki</translation>
    </message>
    <message>
        <source>Your store and your own row are yours; seeds sown into North&apos;s row are North&apos;s.</source>
        <translation>Rumah anda dan baris anda sendiri milik anda; biji yang ditabur ke baris Utara milik Utara.</translation>
    </message>
    <message>
        <source>When a phase ends, you own what is in your store plus what is still in your own row. So eating a four in North&apos;s row wins four seeds from North. Eating a four in your own row only moves your own seeds into your store. And every seed you sow into North&apos;s row counts as North&apos;s.</source>
        <translation>Apabila fasa tamat, anda memiliki isi rumah anda berserta apa yang masih ada di baris anda sendiri. Jadi memakan empat biji di baris Utara memenangi empat biji daripada Utara. Memakan empat biji di baris anda sendiri hanya memindahkan biji anda sendiri ke rumah anda. Dan setiap biji yang anda tabur ke baris Utara dikira milik Utara.</translation>
    </message>
    <message>
        <source>Hole 4 eats a four here. Watch whose four it is, and where the chain goes next.</source>
        <translation>Lubang 4 memakan empat biji di sini. Perhatikan milik siapa empat biji itu, dan ke mana rantaian itu pergi seterusnya.</translation>
    </message>
    <message>
        <source>It ate your own hole 6, so you own no more than before. Then the three seeds of hole 7 went over into North&apos;s row: North now owns three seeds more, and you three fewer. That move cost you a lot.</source>
        <translation>Ia memakan lubang 6 anda sendiri, jadi anda tidak memiliki lebih daripada sebelumnya. Kemudian tiga biji lubang 7 menyeberang ke baris Utara: Utara kini memiliki tiga biji lebih, dan anda tiga biji kurang. Langkah itu sangat merugikan anda.</translation>
    </message>
    <message>
        <source>Back to the same board. Find a move that loses nothing you own.</source>
        <translation>Kembali ke papan yang sama. Cari langkah yang tidak menghilangkan apa-apa yang anda miliki.</translation>
    </message>
    <message>
        <source>Right: hole 2&apos;s single seed moved one hole along your own row. Everything you own is still yours, and North must move next.</source>
        <translation>Betul: biji tunggal lubang 2 bergerak satu lubang di sepanjang baris anda sendiri. Semua yang anda miliki masih milik anda, dan Utara mesti bermain seterusnya.</translation>
    </message>
    <message>
        <source>You ate your own four, and hole 7&apos;s three seeds crossed into North&apos;s row: North owns more, you own less.</source>
        <translation>Anda memakan empat biji anda sendiri, dan tiga biji lubang 7 menyeberang ke baris Utara: Utara memiliki lebih, anda memiliki kurang.</translation>
    </message>
    <message>
        <source>Keep your heaps at home</source>
        <translation>Simpan timbunan anda di sebelah sendiri</translation>
    </message>
    <message>
        <source>A big heap sown goes round the board and drops seeds into North&apos;s row.</source>
        <translation>Timbunan besar yang ditabur mengelilingi papan dan menjatuhkan biji ke baris Utara.</translation>
    </message>
    <message>
        <source>Your holes 2 and 5 hold 13 and 15 seeds. A heap that big goes right round the board and leaves a seed in every hole of North&apos;s row on the way. Those seeds become North&apos;s.</source>
        <translation>Lubang 2 dan 5 anda berisi 13 dan 15 biji. Timbunan sebesar itu mengelilingi seluruh papan dan meninggalkan sebiji di setiap lubang baris Utara dalam perjalanannya. Biji itu menjadi milik Utara.</translation>
    </message>
    <message>
        <source>Watch hole 2: thirteen seeds go round, and the last one even eats a four, in your own hole 1.</source>
        <translation>Perhatikan lubang 2: tiga belas biji mengelilingi papan, dan biji terakhir malah memakan empat biji, di lubang 1 anda sendiri.</translation>
    </message>
    <message>
        <source>Now count: seven seeds went into North&apos;s row, and the four you ate were yours already. North owns seven more than before the move.</source>
        <translation>Kini kira: tujuh biji masuk ke baris Utara, dan empat biji yang anda makan memang sudah milik anda. Utara memiliki tujuh lebih banyak daripada sebelum langkah itu.</translation>
    </message>
    <message>
        <source>Back to the start. Find the move that keeps your seeds on your side of the board.</source>
        <translation>Kembali ke permulaan. Cari langkah yang mengekalkan biji anda di sebelah papan anda.</translation>
    </message>
    <message>
        <source>Right: hole 1&apos;s three seeds relayed once and sat in your empty hole 6. Not a seed crossed over, and your two heaps wait at home.</source>
        <translation>Betul: tiga biji lubang 1 bersambung sekali dan duduk di lubang 6 anda yang kosong. Tiada sebiji pun yang menyeberang, dan dua timbunan anda menunggu di sebelah anda.</translation>
    </message>
    <message>
        <source>Seven seeds went round into North&apos;s row, and the four you ate were your own.</source>
        <translation>Tujuh biji berpusing ke baris Utara, dan empat biji yang anda makan ialah milik anda sendiri.</translation>
    </message>
    <message>
        <source>Fifteen seeds went round the board and the chain spread them over both rows: North owns more now.</source>
        <translation>Lima belas biji mengelilingi papan dan rantaian itu menyebarkannya ke kedua-dua baris: Utara kini memiliki lebih.</translation>
    </message>
    <message>
        <source>The single seed made hole 5 relay its heap round the board. You ate a four in North&apos;s row, yet North&apos;s row ended with three seeds more than before.</source>
        <translation>Biji tunggal itu menyebabkan lubang 5 menyambung taburan timbunannya mengelilingi papan. Anda memakan empat biji di baris Utara, namun baris Utara akhirnya mempunyai tiga biji lebih daripada sebelumnya.</translation>
    </message>
    <message>
        <source>Follow the chain to its end</source>
        <translation>Ikuti rantaian hingga ke hujungnya</translation>
    </message>
    <message>
        <source>A small hole can start the longest chain; count before you choose.</source>
        <translation>Lubang kecil boleh memulakan rantaian paling panjang; kira sebelum anda memilih.</translation>
    </message>
    <message>
        <source>A later phase: North owned fewer seeds, so North&apos;s holes 5, 6 and 7 are blind. Sowing runs past them, so the circuit is shorter and chains run on longer.</source>
        <translation>Fasa yang kemudian: Utara memiliki lebih sedikit biji, jadi lubang 5, 6 dan 7 Utara buta. Taburan melepasinya, jadi laluan mengelilingi papan lebih pendek dan rantaian berterusan lebih lama.</translation>
    </message>
    <message>
        <source>Your hole 5 holds eleven seeds, but the size of a hole says little. Before you choose, follow each chain: where does its last seed fall, does it eat, and does it go on?</source>
        <translation>Lubang 5 anda berisi sebelas biji, tetapi saiz lubang tidak banyak bermakna. Sebelum anda memilih, ikuti setiap rantaian: di manakah biji terakhirnya jatuh, adakah ia makan, dan adakah ia berterusan?</translation>
    </message>
    <message>
        <source>Find the move whose chain eats the most.</source>
        <translation>Cari langkah yang rantaiannya makan paling banyak.</translation>
    </message>
    <message>
        <source>Right: hole 4&apos;s three seeds made a four in your hole 7, and the chain went on and on.</source>
        <translation>Betul: tiga biji lubang 4 menjadikan empat di lubang 7 anda, dan rantaian itu terus bersambung.</translation>
    </message>
    <message>
        <source>The eleven seeds ate only one four, and it was your own hole 4.</source>
        <translation>Sebelas biji itu hanya memakan satu empat, dan itu lubang 4 anda sendiri.</translation>
    </message>
    <message>
        <source>Two of hole 7&apos;s seeds went into North&apos;s row; the third relayed your hole 1 and sat in your hole 3. Nothing eaten.</source>
        <translation>Dua biji lubang 7 masuk ke baris Utara; biji ketiga menyambung dari lubang 1 anda dan duduk di lubang 3 anda. Tiada yang dimakan.</translation>
    </message>
    <message>
        <source>One seed into an empty hole: your turn ended and nothing changed.</source>
        <translation>Sebiji ke lubang kosong: giliran anda tamat dan tiada apa-apa berubah.</translation>
    </message>
    <message>
        <source>That chain ate four times: your holes 7 and 6, and North&apos;s holes 2 and 4. Sixteen seeds went into your store, eight of them from North&apos;s row.</source>
        <translation>Rantaian itu makan empat kali: lubang 7 dan 6 anda, dan lubang 2 dan 4 Utara. Enam belas biji masuk ke rumah anda, lapan daripadanya dari baris Utara.</translation>
    </message>
    <message>
        <source>Do not feed North&apos;s puta</source>
        <translation>Jangan beri makan puta Utara</translation>
    </message>
    <message>
        <source>Seeds in a puta or naga stay its owner&apos;s; a side with only privileged seeds must pass.</source>
        <translation>Biji dalam puta atau naga kekal milik pemiliknya; pihak yang hanya ada biji istimewa mesti melepaskan giliran.</translation>
    </message>
    <message>
        <source>North&apos;s hole 5 is a puta. Nobody may lift it or eat it, so every seed that falls into it stays North&apos;s until the phase ends. It already holds twelve. A last seed that falls into it also ends your turn.</source>
        <translation>Lubang 5 Utara ialah puta. Tiada sesiapa boleh mengangkat atau memakannya, jadi setiap biji yang jatuh ke dalamnya kekal milik Utara hingga fasa tamat. Ia sudah berisi dua belas. Biji terakhir yang jatuh ke dalamnya juga menamatkan giliran anda.</translation>
    </message>
    <message>
        <source>Holes 2 and 5 both start chains that end in North&apos;s puta. Find a move that gives North nothing.</source>
        <translation>Lubang 2 dan 5 kedua-duanya memulakan rantaian yang berakhir di puta Utara. Cari langkah yang tidak memberi Utara apa-apa.</translation>
    </message>
    <message>
        <source>Right: hole 3&apos;s seeds stayed in your row. The puta gained nothing.</source>
        <translation>Betul: biji lubang 3 kekal di baris anda. Puta itu tidak mendapat apa-apa.</translation>
    </message>
    <message>
        <source>The heap went round, fed North&apos;s row and the puta, and the last seed fell into the puta: turn over.</source>
        <translation>Timbunan itu mengelilingi papan, mengisi baris Utara dan puta, dan biji terakhir jatuh ke dalam puta: giliran tamat.</translation>
    </message>
    <message>
        <source>The chain relayed your hole 5 round the board and ended in the puta, with seeds left in North&apos;s row.</source>
        <translation>Rantaian itu menyambung lubang 5 anda mengelilingi papan dan berakhir di puta, dengan biji tertinggal di baris Utara.</translation>
    </message>
    <message>
        <source>A puta has a weak side for its owner too: its seeds can never be lifted. If all of North&apos;s seeds are in the puta, North cannot move, passes, and you play again.</source>
        <translation>Puta juga ada kelemahan bagi pemiliknya: bijinya tidak boleh diangkat. Jika semua biji Utara berada dalam puta, Utara tidak boleh bermain, melepaskan giliran, dan anda bermain lagi.</translation>
    </message>
    <message>
        <source>North has seeds only in the puta. Find a move that keeps it that way, so that North has to pass.</source>
        <translation>Utara hanya ada biji dalam puta. Cari langkah yang mengekalkannya begitu, supaya Utara terpaksa melepaskan giliran.</translation>
    </message>
    <message>
        <source>Right: your chain stayed in your row, so North can lift nothing and passes. It is your move again.</source>
        <translation>Betul: rantaian anda kekal di baris anda, jadi Utara tidak dapat mengangkat apa-apa dan melepaskan giliran. Giliran anda lagi.</translation>
    </message>
    <message>
        <source>Your heap went round and put a seed in each of North&apos;s holes 1 to 4: now North can play.</source>
        <translation>Timbunan anda mengelilingi papan dan meletakkan sebiji di setiap lubang 1 hingga 4 Utara: kini Utara boleh bermain.</translation>
    </message>
    <message>
        <source>The chain left seeds in North&apos;s holes 2 and 4 and ended in the puta: North can play again.</source>
        <translation>Rantaian itu meninggalkan biji di lubang 2 dan 4 Utara dan berakhir di puta: Utara boleh bermain semula.</translation>
    </message>
    <message>
        <source>Count to four</source>
        <translation>Kira hingga empat</translation>
    </message>
    <message>
        <source>Make pasu in your own holes, and none in North&apos;s.</source>
        <translation>Buat pasu di lubang anda sendiri, dan jangan di lubang Utara.</translation>
    </message>
    <message>
        <source>A hole that reaches exactly four during a sowing is a pasu, and its four seeds go to the hole&apos;s owner. So a hole of yours with three seeds is a chance: one more seed makes four, for you.</source>
        <translation>Lubang yang mencapai tepat empat biji semasa taburan ialah pasu, dan empat bijinya menjadi milik pemilik lubang itu. Jadi lubang anda yang berisi tiga biji ialah peluang: sebiji lagi menjadikannya empat, untuk anda.</translation>
    </message>
    <message>
        <source>Make your hole 5 a pasu.</source>
        <translation>Jadikan lubang 5 anda pasu.</translation>
    </message>
    <message>
        <source>Right: the second seed of hole 3 brought hole 5 to four. A pasu: four seeds for you.</source>
        <translation>Betul: biji kedua lubang 3 menjadikan lubang 5 empat. Pasu: empat biji untuk anda.</translation>
    </message>
    <message>
        <source>You lifted hole 5 itself: its three seeds are sown away and the pasu is gone. That is at least 10 seeds worse.</source>
        <translation>Anda mengangkat lubang 5 itu sendiri: tiga bijinya ditabur pergi dan pasu itu hilang. Itu sekurang-kurangnya 10 biji lebih buruk.</translation>
    </message>
    <message>
        <source>A pasu goes to the hole&apos;s owner, whoever sows. Here your hole 3 and North&apos;s hole 5 both hold three. Make a pasu for yourself, and none for North.</source>
        <translation>Pasu menjadi milik pemilik lubang, tidak kira siapa yang menabur. Di sini lubang 3 anda dan lubang 5 Utara kedua-duanya berisi tiga. Buat pasu untuk diri anda, dan jangan untuk Utara.</translation>
    </message>
    <message>
        <source>Right: your hole 3 reached four, and North&apos;s hole 5 was left alone.</source>
        <translation>Betul: lubang 3 anda mencapai empat, dan lubang 5 Utara tidak diusik.</translation>
    </message>
    <message>
        <source>Your seeds went into North&apos;s row, and the relay from North&apos;s hole 4 brought North&apos;s hole 5 to four: a pasu for North, not for you.</source>
        <translation>Biji anda masuk ke baris Utara, dan taburan bersambung dari lubang 4 Utara menjadikan lubang 5 Utara empat: pasu untuk Utara, bukan untuk anda.</translation>
    </message>
    <message>
        <source>You sowed your own three away, and the relays carried on into North&apos;s row until North&apos;s hole 5 reached four: a pasu for North.</source>
        <translation>Anda menabur pergi tiga biji anda sendiri, dan sambungan berterusan ke baris Utara hingga lubang 5 Utara mencapai empat: pasu untuk Utara.</translation>
    </message>
    <message>
        <source>Before you sow, count the holes with three seeds on both sides. Yours are pasu waiting for you; North&apos;s are pasu your own seeds could hand to North.</source>
        <translation>Sebelum menabur, kira lubang yang berisi tiga biji di kedua-dua sebelah. Lubang anda ialah pasu yang menanti anda; lubang Utara ialah pasu yang boleh diserahkan kepada Utara oleh biji anda sendiri.</translation>
    </message>
    <message>
        <source>Sow on into a capture</source>
        <translation>Terus menabur hingga menawan</translation>
    </message>
    <message>
        <source>Follow the whole chain of sowings before you choose.</source>
        <translation>Ikuti seluruh rantaian taburan sebelum anda memilih.</translation>
    </message>
    <message>
        <source>Your turn does not stop where your last seed falls. If the next hole has seeds you sow on, and an empty hole followed by a full one is a capture. Good players follow the whole chain before they choose.</source>
        <translation>Giliran anda tidak berhenti di tempat biji terakhir anda jatuh. Jika lubang berikutnya berisi, anda terus menabur, dan lubang kosong yang diikuti lubang berisi ialah tawanan. Pemain yang baik mengikuti seluruh rantaian sebelum memilih.</translation>
    </message>
    <message>
        <source>Hole 4 or hole 5? Follow each one: one of them sows on and captures.</source>
        <translation>Lubang 4 atau lubang 5? Ikuti setiap satu: salah satunya terus menabur dan menawan.</translation>
    </message>
    <message>
        <source>Right: your last seed fell in hole 7, North&apos;s hole 1 had seeds to sow on, and that sowing ended just before an empty hole and a full one. Three seeds captured.</source>
        <translation>Betul: biji terakhir anda jatuh di lubang 7, lubang 1 Utara berisi biji untuk terus ditabur, dan taburan itu berakhir sejurus sebelum satu lubang kosong dan satu lubang berisi. Tiga biji ditawan.</translation>
    </message>
    <message>
        <source>Hole 5&apos;s last seed fell in North&apos;s hole 2, and the two holes after it were empty: your turn ended with nothing taken. At least 10 seeds worse.</source>
        <translation>Biji terakhir lubang 5 jatuh di lubang 2 Utara, dan dua lubang selepasnya kosong: giliran anda tamat tanpa mengambil apa-apa. Sekurang-kurangnya 10 biji lebih buruk.</translation>
    </message>
    <message>
        <source>Another board. Which hole sows on into a capture?</source>
        <translation>Papan lain. Lubang mana yang terus menabur hingga menawan?</translation>
    </message>
    <message>
        <source>Right: the last seed fell in North&apos;s hole 2, you sowed on from North&apos;s hole 3, and that seed stopped before an empty hole and North&apos;s hole 6: two seeds for you.</source>
        <translation>Betul: biji terakhir jatuh di lubang 2 Utara, anda terus menabur dari lubang 3 Utara, dan biji itu berhenti sebelum satu lubang kosong dan lubang 6 Utara: dua biji untuk anda.</translation>
    </message>
    <message>
        <source>Hole 2&apos;s last seed fell in your hole 7, and North&apos;s holes 1 and 2 after it were empty: your turn ended.</source>
        <translation>Biji terakhir lubang 2 jatuh di lubang 7 anda, dan lubang 1 dan 2 Utara selepasnya kosong: giliran anda tamat.</translation>
    </message>
    <message>
        <source>One seed into hole 2, then two empty holes: your turn ended.</source>
        <translation>Sebiji ke lubang 2, kemudian dua lubang kosong: giliran anda tamat.</translation>
    </message>
    <message>
        <source>A chain can be long, but every link follows the same rule: look at the two holes after the last seed. Follow it in your head before you lift.</source>
        <translation>Rantaian boleh jadi panjang, tetapi setiap sambungannya mengikut peraturan yang sama: lihat dua lubang selepas biji terakhir. Ikutinya dalam kepala anda sebelum anda mengangkat.</translation>
    </message>
    <message>
        <source>Starve North at the end of a round</source>
        <translation>Laparkan Utara di akhir pusingan</translation>
    </message>
    <message>
        <source>Keep your seeds at home when North is running out.</source>
        <translation>Simpan biji anda di sebelah sendiri apabila biji Utara hampir habis.</translation>
    </message>
    <message>
        <source>Late in a round, count North&apos;s seeds: North has only the two in its hole 7. When North has nothing to sow on its turn, the round ends and the seeds still in your row are yours.</source>
        <translation>Lewat dalam pusingan, kira biji Utara: Utara hanya ada dua biji di lubang 7 miliknya. Apabila Utara tiada apa-apa untuk ditabur pada gilirannya, pusingan tamat dan biji yang masih di baris anda milik anda.</translation>
    </message>
    <message>
        <source>Play a move that keeps your seeds in your own row.</source>
        <translation>Mainkan langkah yang mengekalkan biji anda di baris anda sendiri.</translation>
    </message>
    <message>
        <source>Right: your seeds stayed at home. North has to sow its last two seeds into your row.</source>
        <translation>Betul: biji anda kekal di sebelah anda. Utara terpaksa menabur dua biji terakhirnya ke baris anda.</translation>
    </message>
    <message>
        <source>Hole 6&apos;s seeds ran into North&apos;s row: North has four more seeds to play with, and the round goes on. At least 16 seeds worse.</source>
        <translation>Biji lubang 6 masuk ke baris Utara: Utara ada empat biji lagi untuk dimainkan, dan pusingan diteruskan. Sekurang-kurangnya 16 biji lebih buruk.</translation>
    </message>
    <message>
        <source>North sowed its last seeds and took one of yours. Now North&apos;s row is empty. If it is still empty when North&apos;s turn comes, the round ends.</source>
        <translation>Utara menabur biji terakhirnya dan mengambil sebiji milik anda. Kini baris Utara kosong. Jika ia masih kosong apabila tiba giliran Utara, pusingan tamat.</translation>
    </message>
    <message>
        <source>End the round: sow without putting a seed in North&apos;s row.</source>
        <translation>Tamatkan pusingan: tabur tanpa meletakkan sebiji pun di baris Utara.</translation>
    </message>
    <message>
        <source>Right: North had nothing to sow, so the round ended and every seed in your row went to your store.</source>
        <translation>Betul: Utara tiada apa-apa untuk ditabur, jadi pusingan tamat dan setiap biji di baris anda masuk ke rumah anda.</translation>
    </message>
    <message>
        <source>Hole 6&apos;s seven seeds went round into North&apos;s row: North has seeds again and the round goes on. At least 20 seeds worse.</source>
        <translation>Tujuh biji lubang 6 berpusing ke baris Utara: Utara ada biji semula dan pusingan diteruskan. Sekurang-kurangnya 20 biji lebih buruk.</translation>
    </message>
    <message>
        <source>North owned only 35 seeds: enough to fill five holes, so North&apos;s holes 1 and 2 are burnt for this round. Starve North at the end of each round and its side of the board keeps shrinking.</source>
        <translation>Utara hanya memiliki 35 biji: cukup untuk mengisi lima lubang, jadi lubang 1 dan 2 Utara terbakar untuk pusingan ini. Laparkan Utara di akhir setiap pusingan dan sebelah papannya terus mengecil.</translation>
    </message>
    <message>
        <source>Where the big captures are</source>
        <translation>Di mana tawanan besar berada</translation>
    </message>
    <message>
        <source>Your A, B and C face two of North&apos;s holes; a row of empty holes captures again and again.</source>
        <translation>A, B dan C anda bertentangan dengan dua lubang Utara; sebaris lubang kosong menawan berulang kali.</translation>
    </message>
    <message>
        <source>Your A, B and C are special: each has two of North&apos;s holes in its column, the top one and the middle one. A capture there can take both. Look at North&apos;s e with seven seeds and h with two: both face your empty B.</source>
        <translation>A, B dan C anda istimewa: setiap satu ada dua lubang Utara dalam lajurnya, yang atas dan yang tengah. Tawanan di situ boleh mengambil kedua-duanya. Lihat e Utara dengan tujuh biji dan h dengan dua: kedua-duanya bertentangan dengan B anda yang kosong.</translation>
    </message>
    <message>
        <source>Find the biggest capture.</source>
        <translation>Cari tawanan paling besar.</translation>
    </message>
    <message>
        <source>Right: A&apos;s seed fell into your empty B and took North&apos;s e and h, nine seeds.</source>
        <translation>Betul: biji A jatuh ke B anda yang kosong dan mengambil e dan h Utara, sembilan biji.</translation>
    </message>
    <message>
        <source>E&apos;s seeds end in your empty G and take North&apos;s a: a single seed.</source>
        <translation>Biji E berakhir di G anda yang kosong dan mengambil a Utara: sebiji sahaja.</translation>
    </message>
    <message>
        <source>After a capture the lone seed steps on into the next hole. If that hole is yours too, empty, and faces North&apos;s seeds, you capture again. Here your holes B to F are all empty, and North has seeds in each of their columns: a ladder.</source>
        <translation>Selepas tawanan, biji tunggal itu melangkah ke lubang berikutnya. Jika lubang itu juga milik anda, kosong, dan bertentangan dengan biji Utara, anda menawan lagi. Di sini lubang B hingga F anda semuanya kosong, dan Utara ada biji dalam setiap lajurnya: sebuah tangga.</translation>
    </message>
    <message>
        <source>Find the move that climbs the ladder.</source>
        <translation>Cari langkah yang memanjat tangga itu.</translation>
    </message>
    <message>
        <source>Right: A&apos;s last seed fell into your empty C and took North&apos;s i. The lone seed stepped into D and took c, into E and took b, into F and took the four in a: seven seeds in one turn.</source>
        <translation>Betul: biji terakhir A jatuh ke C anda yang kosong dan mengambil i Utara. Biji tunggal itu melangkah ke D dan mengambil c, ke E dan mengambil b, ke F dan mengambil empat biji di a: tujuh biji dalam satu giliran.</translation>
    </message>
    <message>
        <source>G&apos;s two seeds end in your empty I and take North&apos;s c, one seed. The lone seed then lands on North&apos;s a and sows its five seeds into North&apos;s row, and your turn ends.</source>
        <translation>Dua biji G berakhir di I anda yang kosong dan mengambil c Utara, sebiji. Biji tunggal itu kemudian jatuh ke a Utara dan menabur lima bijinya ke baris Utara, dan giliran anda tamat.</translation>
    </message>
    <message>
        <source>H&apos;s four seeds go into I and North&apos;s a, b and c; c&apos;s two seeds go on into d and e, an empty hole of North&apos;s: nothing captured.</source>
        <translation>Empat biji H masuk ke I dan a, b dan c Utara; dua biji c terus ke d dan e, lubang kosong milik Utara: tiada yang ditawan.</translation>
    </message>
    <message>
        <source>Guard your columns</source>
        <translation>Lindungi lajur anda</translation>
    </message>
    <message>
        <source>North captures down the columns too: fill the empty holes that face your heaps.</source>
        <translation>Utara juga menawan menurut lajur: isi lubang kosong yang bertentangan dengan timbunan anda.</translation>
    </message>
    <message>
        <source>North captures the way you do: a last seed in an empty hole of North&apos;s takes your seeds in its column. North&apos;s b faces your E and H, and c faces your D and I. Both are empty now, and your E holds eight seeds, your I four.</source>
        <translation>Utara menawan seperti anda: biji terakhir di lubang kosong Utara mengambil biji anda dalam lajurnya. b Utara bertentangan dengan E dan H anda, dan c bertentangan dengan D dan I anda. Kedua-duanya kini kosong, dan E anda berisi lapan biji, I anda empat.</translation>
    </message>
    <message>
        <source>F takes North&apos;s two seeds in a at once. Watch it.</source>
        <translation>F terus mengambil dua biji Utara di a. Perhatikan.</translation>
    </message>
    <message>
        <source>Your move left a single seed in North&apos;s a, just before North&apos;s empty b and c. Watch North&apos;s answer.</source>
        <translation>Langkah anda meninggalkan sebiji di a Utara, sejurus sebelum b dan c Utara yang kosong. Perhatikan balasan Utara.</translation>
    </message>
    <message>
        <source>North&apos;s seed stepped into the empty b and took your E, then into the empty c and took your I. You had no seeds left, so North took the whole board. Start again: North&apos;s b and c must not stay empty. Find the best move.</source>
        <translation>Biji Utara melangkah ke b yang kosong dan mengambil E anda, kemudian ke c yang kosong dan mengambil I anda. Anda tiada biji lagi, jadi Utara mengambil seluruh papan. Mula semula: b dan c Utara tidak boleh dibiarkan kosong. Cari langkah terbaik.</translation>
    </message>
    <message>
        <source>Right: only I&apos;s four seeds crossed, into North&apos;s a, b, c and d, and d&apos;s seeds went on into e, f and g. North&apos;s b and c hold seeds now, and your E stays at home.</source>
        <translation>Betul: hanya empat biji I yang menyeberang, ke a, b, c dan d Utara, dan biji d terus ke e, f dan g. b dan c Utara kini berisi biji, dan biji E anda kekal di tempatnya.</translation>
    </message>
    <message>
        <source>You took two seeds, but North&apos;s b and c are still empty, facing your E and I.</source>
        <translation>Anda mengambil dua biji, tetapi b dan c Utara masih kosong, bertentangan dengan E dan I anda.</translation>
    </message>
    <message>
        <source>E&apos;s seeds fill b and c too, but your big heap is gone: four of its seeds crossed to North and the rest are spread over F to I.</source>
        <translation>Biji E juga mengisi b dan c, tetapi timbunan besar anda hilang: empat bijinya menyeberang ke Utara dan selebihnya tersebar di F hingga I.</translation>
    </message>
    <message>
        <source>H&apos;s seed sets off I, whose five seeds fill b and c too, but all five crossed into North&apos;s row.</source>
        <translation>Biji H menggerakkan I, yang lima bijinya juga mengisi b dan c, tetapi kelima-limanya menyeberang ke baris Utara.</translation>
    </message>
    <message>
        <source>When North runs dry</source>
        <translation>Apabila biji Utara habis</translation>
    </message>
    <message>
        <source>If North has no seeds, end your turn without feeding North and the board is yours.</source>
        <translation>Jika Utara tiada biji, tamatkan giliran anda tanpa memberi Utara biji dan papan itu milik anda.</translation>
    </message>
    <message>
        <source>North&apos;s holes are all empty. The game ends when the player to move has no seeds, and the other player then takes every seed left on the board. So if your turn ends and North still has nothing, the nineteen seeds on your side are yours.</source>
        <translation>Semua lubang Utara kosong. Permainan tamat apabila pemain yang bergilir tiada biji, dan pemain yang satu lagi kemudian mengambil setiap biji yang tinggal di papan. Jadi jika giliran anda tamat dan Utara masih tiada apa-apa, sembilan belas biji di sebelah anda milik anda.</translation>
    </message>
    <message>
        <source>You have 14 in your store, North 21. Win the game now.</source>
        <translation>Anda ada 14 dalam rumah anda, Utara 21. Menangi permainan sekarang.</translation>
    </message>
    <message>
        <source>Right: A&apos;s seed stayed on your side and your turn ended. North had nothing to play, so you took the board: 33 against 21.</source>
        <translation>Betul: biji A kekal di sebelah anda dan giliran anda tamat. Utara tiada apa-apa untuk dimainkan, jadi anda mengambil papan: 33 lawan 21.</translation>
    </message>
    <message>
        <source>G&apos;s fourteen seeds went round the board: you captured four, but eight seeds stayed in North&apos;s row and North plays on.</source>
        <translation>Empat belas biji G mengelilingi papan: anda menawan empat, tetapi lapan biji kekal di baris Utara dan Utara terus bermain.</translation>
    </message>
    <message>
        <source>I&apos;s seed went into North&apos;s a: North now has a seed to play, and the game goes on.</source>
        <translation>Biji I masuk ke a Utara: Utara kini ada sebiji untuk dimainkan, dan permainan diteruskan.</translation>
    </message>
    <message>
        <source>Another end: 24 in your store, 26 in North&apos;s, four seeds of yours on the board. You need all four. Win the game.</source>
        <translation>Penghujung lain: 24 dalam rumah anda, 26 dalam rumah Utara, empat biji anda di papan. Anda memerlukan kesemua empat. Menangi permainan.</translation>
    </message>
    <message>
        <source>Right: 24 and your four seeds make 28, against North&apos;s 26. Count before the last moves: every seed you sow into North&apos;s row is a seed you may never see again.</source>
        <translation>Betul: 24 dan empat biji anda menjadi 28, berbanding 26 Utara. Kira sebelum langkah-langkah terakhir: setiap biji yang anda tabur ke baris Utara ialah biji yang mungkin tidak anda lihat lagi.</translation>
    </message>
    <message>
        <source>I&apos;s seed went into North&apos;s a: North has a seed to play, and the game goes on.</source>
        <translation>Biji I masuk ke a Utara: Utara ada sebiji untuk dimainkan, dan permainan diteruskan.</translation>
    </message>
    <message>
        <source>G&apos;s seed made two in H, and they went on into I and North&apos;s a: North has a seed to play.</source>
        <translation>Biji G menjadikan dua di H, dan kedua-duanya terus ke I dan a Utara: Utara ada sebiji untuk dimainkan.</translation>
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
        <translation>Main semula</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Teruskan</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Semak</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Eksport…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Padam</translation>
    </message>
</context>
<context>
    <name>LibraryPage</name>
    <message>
        <source>Library</source>
        <translation>Pustaka</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Kembali</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Import…</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Semua permainan</translation>
    </message>
    <message>
        <source>All opponents</source>
        <translation>Semua lawan</translation>
    </message>
    <message>
        <source>1 game</source>
        <translation>1 permainan</translation>
    </message>
    <message numerus="yes">
        <source>%n games</source>
        <translation>
            <numerusform>%n permainan</numerusform>
        </translation>
    </message>
    <message>
        <source>No games yet. Every game you play is kept here, finished or not.</source>
        <translation>Belum ada permainan. Setiap permainan yang anda mainkan disimpan di sini, sama ada selesai atau tidak.</translation>
    </message>
    <message>
        <source>No game matches these filters.</source>
        <translation>Tiada permainan yang sepadan dengan penapis ini.</translation>
    </message>
    <message>
        <source>Delete this game?</source>
        <translation>Padam permainan ini?</translation>
    </message>
    <message>
        <source>The game is removed from the library for good.</source>
        <translation>Permainan ini akan dibuang dari pustaka buat selama-lamanya.</translation>
    </message>
    <message>
        <source>Export the game</source>
        <translation>Eksport permainan</translation>
    </message>
    <message>
        <source>Cowrie game records (*.json)</source>
        <translation>Rekod permainan Cowrie (*.json)</translation>
    </message>
    <message>
        <source>Import a game</source>
        <translation>Import permainan</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Semua fail (*)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Eksport</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Import</translation>
    </message>
</context>
<context>
    <name>LibraryStats</name>
    <message>
        <source>Against the computer</source>
        <translation>Menentang komputer</translation>
    </message>
    <message>
        <source>No finished game against the computer yet.</source>
        <translation>Belum ada permainan selesai menentang komputer.</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Tahap</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Dimainkan</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Menang</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Tewas</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Seri</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Terbaik</translation>
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
        <translation>Selamat datang ke Cowrie</translation>
    </message>
    <message>
        <source>New to mancala? Each game has short lessons on the real board: ten minutes and you are ready to play the computer. The first game, Kalah, is the best-known mancala and a good start.</source>
        <translation>Baru mengenali mancala? Setiap permainan ada pelajaran ringkas pada papan sebenar: sepuluh minit dan anda sudah bersedia bermain menentang komputer. Permainan pertama, Kalah, ialah mancala yang paling terkenal dan permulaan yang baik.</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Bukan sekarang</translation>
    </message>
    <message>
        <source>Learn %1</source>
        <translation>Belajar %1</translation>
    </message>
    <message>
        <source>Continue your game?</source>
        <translation>Teruskan permainan anda?</translation>
    </message>
    <message>
        <source>You have an unfinished game</source>
        <translation>Anda ada permainan yang belum selesai</translation>
    </message>
    <message>
        <source>%1. Starting a new game of the same kind discards it.</source>
        <translation>%1. Memulakan permainan baharu yang sama jenis akan membuangnya.</translation>
    </message>
    <message>
        <source>Resume it</source>
        <translation>Teruskan</translation>
    </message>
    <message>
        <source>Discard it and start</source>
        <translation>Buang dan mulakan</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Batal</translation>
    </message>
    <message>
        <source>The saved game was set aside</source>
        <translation>Permainan yang disimpan telah diketepikan</translation>
    </message>
</context>
<context>
    <name>MoveListPanel</name>
    <message>
        <source>Moves</source>
        <translation>Langkah</translation>
    </message>
    <message>
        <source>No moves yet</source>
        <translation>Belum ada langkah</translation>
    </message>
    <message>
        <source>Moves again</source>
        <translation>Bermain lagi</translation>
    </message>
    <message>
        <source>The round ends</source>
        <translation>Pusingan tamat</translation>
    </message>
</context>
<context>
    <name>MovePreview</name>
    <message>
        <source>If you sow here: the dots show where the seeds fall; the last one lands in your store.</source>
        <extracomment>The hover preview&apos;s legend, under the board.</extracomment>
        <translation>Jika anda menyemai di sini: titik-titik menunjukkan tempat biji jatuh; biji terakhir masuk ke rumah anda.</translation>
    </message>
    <message>
        <source>If you sow here: the dots show where the seeds fall.</source>
        <extracomment>The hover preview&apos;s legend, under the board: the hole the last seed lands in is captured (ringed in green, said next), so it has no ring of its own.</extracomment>
        <translation>Jika anda menyemai di sini: titik-titik menunjukkan tempat biji jatuh.</translation>
    </message>
    <message>
        <source>If you sow here: the dots show where the seeds fall, the blue ring where the last one lands.</source>
        <translation>Jika anda menyemai di sini: titik-titik menunjukkan tempat biji jatuh, gelang biru menunjukkan tempat biji terakhir.</translation>
    </message>
    <message>
        <source>You capture the seeds of the green rings.</source>
        <extracomment>The hover preview&apos;s legend: the holes captured are ringed in green.</extracomment>
        <translation>Anda menawan biji dalam gelang hijau.</translation>
    </message>
    <message numerus="yes">
        <source>+%n captured into your store (green rings).</source>
        <translation>
            <numerusform>+%n ditawan ke dalam rumah anda (gelang hijau).</numerusform>
        </translation>
    </message>
    <message>
        <source>You move again.</source>
        <extracomment>The hover preview&apos;s legend.</extracomment>
        <translation>Anda bergerak lagi.</translation>
    </message>
</context>
<context>
    <name>MuteButton</name>
    <message>
        <source>Mute the sounds</source>
        <translation>Senyapkan bunyi</translation>
    </message>
</context>
<context>
    <name>Narration</name>
    <message>
        <source>%1 lifts the seeds of %2.</source>
        <translation>%1 mengangkat biji dari %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 lifts %n seeds from %2.</source>
        <extracomment>%1 is a player&apos;s name, %2 a place (&quot;South&apos;s hole 3&quot;); %n the seeds.</extracomment>
        <translation>
            <numerusform>%1 mengangkat %n biji dari %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Relay: the last seed fell in %2, which held seeds; %1 lifts them all and sows on.</source>
        <translation>Sambung: biji terakhir jatuh ke %2 yang berisi; %1 mengangkat semuanya dan terus menabur.</translation>
    </message>
    <message numerus="yes">
        <source>Relay: the last seed fell in %2, which held seeds; %1 lifts all %n and sows on.</source>
        <translation>
            <numerusform>Sambung: biji terakhir jatuh ke %2 yang berisi; %1 mengangkat kesemua %n biji dan terus menabur.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 lifts the seeds of %2 and sows on.</source>
        <translation>%1 mengangkat biji dari %2 dan terus menabur.</translation>
    </message>
    <message numerus="yes">
        <source>%1 lifts the %n seeds of %2 and sows on.</source>
        <translation>
            <numerusform>%1 mengangkat %n biji dari %2 dan terus menabur.</numerusform>
        </translation>
    </message>
    <message>
        <source>The hole after the last seed is empty: %1 captures the seeds of %2, beyond it.</source>
        <translation>Lubang selepas biji terakhir kosong: %1 menawan biji di %2, di sebaliknya.</translation>
    </message>
    <message>
        <source>%1 captures the seeds of %2.</source>
        <translation>%1 menawan biji di %2.</translation>
    </message>
    <message numerus="yes">
        <source>The hole after the last seed is empty: %1 captures the %n seeds of %2, beyond it.</source>
        <translation>
            <numerusform>Lubang selepas biji terakhir kosong: %1 menawan %n biji di %2, di sebaliknya.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 captures %n seeds from %2.</source>
        <extracomment>%1 is a player&apos;s name, %2 a place (&quot;North&apos;s hole 3&quot;); %n the seeds.</extracomment>
        <translation>
            <numerusform>%1 menawan %n biji dari %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pasu! %1 reached four: its seeds go to %2&apos;s store.</source>
        <extracomment>Pasu (Tamil, pallankuzhi): a hole that reaches four seeds. %1 is a place, %2 a player&apos;s name.</extracomment>
        <translation>Pasu! %1 mencapai empat: bijinya masuk ke rumah %2.</translation>
    </message>
    <message numerus="yes">
        <source>Pasu! %1 reached four: its %n seeds go to %2&apos;s store.</source>
        <extracomment>Pasu (Tamil, pallankuzhi): a hole that reaches four seeds. %1 is a place, %2 a player&apos;s name.</extracomment>
        <translation>
            <numerusform>Pasu! %1 mencapai empat: %n bijinya masuk ke rumah %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>The last seed fell in %1&apos;s own store: %1 moves again.</source>
        <translation>Biji terakhir jatuh ke rumah %1 sendiri: %1 bermain lagi.</translation>
    </message>
    <message>
        <source>%1 moves again.</source>
        <translation>%1 bermain lagi.</translation>
    </message>
    <message>
        <source>%1 has no seeds to sow and passes.</source>
        <translation>%1 tiada biji untuk ditabur dan melepaskan giliran.</translation>
    </message>
    <message>
        <source>The race is over: a sowing ended in an empty hole. The players now take turns.</source>
        <translation>Perlumbaan tamat: satu taburan berakhir di lubang kosong. Kini pemain bermain bergilir-gilir.</translation>
    </message>
    <message>
        <source>This game is over: %1.</source>
        <translation>Permainan ini tamat: %1.</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>Pusingan tamat.</translation>
    </message>
    <message>
        <source>The round is over: %1.</source>
        <translation>Pusingan tamat: %1.</translation>
    </message>
    <message>
        <source>The seeds left in the holes go to the stores of their owners.</source>
        <translation>Biji yang tinggal di lubang masuk ke rumah pemiliknya.</translation>
    </message>
    <message>
        <source>The game is over: a draw.</source>
        <extracomment>%1 is why the game ended.</extracomment>
        <translation>Permainan tamat: seri.</translation>
    </message>
    <message>
        <source>The game is over: %1 wins.</source>
        <translation>Permainan tamat: %1 menang.</translation>
    </message>
    <message>
        <source>A new round: both players fill their holes again from their stores.</source>
        <translation>Pusingan baharu: kedua-dua pemain mengisi semula lubang mereka dari rumah masing-masing.</translation>
    </message>
    <message>
        <source>%1 is blind (kana): out of play for this phase.</source>
        <extracomment>Kana (Sinhala): a blind hole, out of play. %1 is a place.</extracomment>
        <translation>%1 buta (kana): tidak dimainkan untuk fasa ini.</translation>
    </message>
    <message>
        <source>%1 is burnt: out of play for this round.</source>
        <translation>%1 terbakar: tidak dimainkan untuk pusingan ini.</translation>
    </message>
    <message>
        <source>%1 is a puta: it cannot be lifted or eaten this phase.</source>
        <extracomment>Puta (Sinhala, olinda keliya): a privileged hole. %1 is a place.</extracomment>
        <translation>%1 ialah puta: ia tidak boleh diangkat atau dimakan dalam fasa ini.</translation>
    </message>
    <message>
        <source>%1 is a naga: it cannot be lifted or eaten this phase.</source>
        <extracomment>Naga (Sinhala, olinda keliya): a privileged hole. %1 is a place.</extracomment>
        <translation>%1 ialah naga: ia tidak boleh diangkat atau dimakan dalam fasa ini.</translation>
    </message>
    <message>
        <source>The sowing skips %1, the hole it started from.</source>
        <translation>Taburan melangkau %1, lubang asalnya.</translation>
    </message>
    <message>
        <source>%1 holds three: passed over.</source>
        <translation>%1 berisi tiga: dilangkau.</translation>
    </message>
    <message>
        <source>%1 is passed over.</source>
        <translation>%1 dilangkau.</translation>
    </message>
    <message numerus="yes">
        <source>%1 is passed over (it holds %n).</source>
        <translation>
            <numerusform>%1 dilangkau (berisi %n).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation>Giliran %1.</translation>
    </message>
    <message>
        <source>After the capture the turn passes to %1.</source>
        <translation>Selepas tawanan, giliran beralih kepada %1.</translation>
    </message>
    <message>
        <source>The last seed fell in %1, a privileged hole: the turn passes to %2.</source>
        <translation>Biji terakhir jatuh ke %1, lubang istimewa: giliran beralih kepada %2.</translation>
    </message>
    <message>
        <source>The last seed fell in %1, an empty hole: the turn passes to %2.</source>
        <translation>Biji terakhir jatuh ke %1, lubang kosong: giliran beralih kepada %2.</translation>
    </message>
    <message>
        <source>The sowing stops at %1: the turn passes to %2.</source>
        <extracomment>%1 is a place (&quot;South&apos;s hole 3&quot;), %2 a player&apos;s name.</extracomment>
        <translation>Taburan berhenti di %1: giliran beralih kepada %2.</translation>
    </message>
    <message>
        <source>%1&apos;s store</source>
        <extracomment>A place on the board: %1 is a player&apos;s name.</extracomment>
        <translation>rumah %1</translation>
    </message>
    <message>
        <source>%1&apos;s hole %2</source>
        <extracomment>A place on the board: %1 is a player&apos;s name, %2 the hole&apos;s number or letter.</extracomment>
        <translation>lubang %2 %1</translation>
    </message>
    <message numerus="yes">
        <source>The sowing relays %n times.</source>
        <translation>
            <numerusform>Taburan bersambung %n kali.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s holes are empty</source>
        <extracomment>Why a round or game ended. %1 is a player&apos;s name.</extracomment>
        <translation>lubang-lubang %1 kosong</translation>
    </message>
    <message>
        <source>%1 is to move and has no seeds to sow</source>
        <extracomment>Why a round or game ended. %1 is a player&apos;s name.</extracomment>
        <translation>giliran %1 tetapi tiada biji untuk ditabur</translation>
    </message>
    <message>
        <source>the player to move has no seeds to sow</source>
        <extracomment>Why a round or game ended.</extracomment>
        <translation>pemain yang sedang bergilir tiada biji untuk ditabur</translation>
    </message>
    <message>
        <source>%1 is to move and every possible move would sow forever</source>
        <extracomment>Why a round or game ended (docs/rules/README.md#G2). %1 is a player&apos;s name.</extracomment>
        <translation>giliran %1 tetapi setiap langkah yang mungkin akan menabur tanpa henti</translation>
    </message>
    <message>
        <source>neither player can lift a seed</source>
        <extracomment>Why a phase ended (olinda keliya, O6): only privileged holes hold seeds.</extracomment>
        <translation>tiada pemain yang dapat mengangkat biji</translation>
    </message>
    <message>
        <source>%1 has won the rounds needed</source>
        <extracomment>Why a game ended. %1 is the winner&apos;s name.</extracomment>
        <translation>%1 telah memenangi pusingan yang diperlukan</translation>
    </message>
    <message>
        <source>%1 cannot fill a single hole</source>
        <extracomment>Why a game ended. %1 is a player&apos;s name.</extracomment>
        <translation>%1 tidak dapat mengisi satu lubang pun</translation>
    </message>
    <message>
        <source>neither player can fill a single hole</source>
        <extracomment>Why a game ended in a draw.</extracomment>
        <translation>kedua-dua pemain tidak dapat mengisi satu lubang pun</translation>
    </message>
    <message>
        <source>%1 has no seeds left for a new phase</source>
        <extracomment>Why a game ended (olinda keliya). %1 is a player&apos;s name.</extracomment>
        <translation>%1 tiada lagi biji untuk fasa baharu</translation>
    </message>
    <message>
        <source>every game of the match is played</source>
        <extracomment>Why a match of three-row ended (T4).</extracomment>
        <translation>semua permainan dalam perlawanan telah dimainkan</translation>
    </message>
    <message>
        <source>three rounds ended in a row without a move</source>
        <extracomment>Why a game ended (P-D1, O-D2): rounds that ended before anyone moved.</extracomment>
        <translation>tiga pusingan berturut-turut tamat tanpa sebarang langkah</translation>
    </message>
    <message>
        <source>Every seed %1 has lies in a puta or naga, which cannot be lifted: %1 passes.</source>
        <extracomment>Olinda keliya (O6). %1 is a player&apos;s name.</extracomment>
        <translation>Semua biji %1 berada dalam puta atau naga, yang tidak boleh diangkat: %1 melepaskan giliran.</translation>
    </message>
    <message>
        <source>The game is over: %1. A draw.</source>
        <translation>Permainan tamat: %1. Seri.</translation>
    </message>
    <message>
        <source>The game is over: %2. %1 wins.</source>
        <extracomment>%1 is the winner&apos;s name, %2 why the game ended.</extracomment>
        <translation>Permainan tamat: %2. %1 menang.</translation>
    </message>
    <message>
        <source>The hole after the last seed holds seeds: %1 lifts the seeds of %2 and sows on.</source>
        <translation>Lubang selepas biji terakhir berisi: %1 mengangkat biji dari %2 dan terus menabur.</translation>
    </message>
    <message numerus="yes">
        <source>The hole after the last seed holds seeds: %1 lifts the %n seeds of %2 and sows on.</source>
        <extracomment>%1 is a player&apos;s name, %2 a place; %n the seeds.</extracomment>
        <translation>
            <numerusform>Lubang selepas biji terakhir berisi: %1 mengangkat %n biji dari %2 dan terus menabur.</numerusform>
        </translation>
    </message>
    <message>
        <source>After the capture %1 lifts the seeds of %2 and sows on.</source>
        <translation>Selepas tawanan, %1 mengangkat biji dari %2 dan terus menabur.</translation>
    </message>
    <message numerus="yes">
        <source>After the capture %1 lifts the %n seeds of %2 and sows on.</source>
        <extracomment>%1 is a player&apos;s name, %2 a place; %n the seeds.</extracomment>
        <translation>
            <numerusform>Selepas tawanan, %1 mengangkat %n biji dari %2 dan terus menabur.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n: %2, the short player, passes over it.</source>
        <extracomment>Olinda keliya&apos;s short player (O10). %1 is a place, %2 a player&apos;s name.</extracomment>
        <translation>
            <numerusform>%1 berisi %n biji: %2, pemain yang kekurangan biji, melangkauinya.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The last seed fell in an empty hole of %1&apos;s own: %1 captures %n seeds from %2.</source>
        <extracomment>%1 is a player&apos;s name, %2 a place; %n the seeds.</extracomment>
        <translation>
            <numerusform>Biji terakhir jatuh ke lubang kosong milik %1 sendiri: %1 menawan %n biji dari %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The last seed fell in an empty hole of the opponent&apos;s: %1 captures %n seeds from %2.</source>
        <extracomment>%1 is a player&apos;s name, %2 a place; %n the seeds.</extracomment>
        <translation>
            <numerusform>Biji terakhir jatuh ke lubang kosong milik lawan: %1 menawan %n biji dari %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is burnt: the seed dropped in it goes to %2&apos;s store.</source>
        <extracomment>Congklak&apos;s burnt-hole penalty. %1 is a place, %2 a player&apos;s name.</extracomment>
        <translation>%1 terbakar: biji yang jatuh ke dalamnya masuk ke rumah %2.</translation>
    </message>
    <message>
        <source>The last seed made %2 four: %1 eats them.</source>
        <extracomment>Olinda keliya: the last seed makes a hole four. %1 is a player&apos;s name, %2 a place.</extracomment>
        <translation>Biji terakhir menjadikan %2 empat: %1 memakannya.</translation>
    </message>
    <message numerus="yes">
        <source>%1, the short player, eats the %n seeds of %2.</source>
        <extracomment>Olinda keliya&apos;s short player (O10). %1 is a player&apos;s name, %2 a place; %n the seeds.</extracomment>
        <translation>
            <numerusform>%1, pemain yang kekurangan biji, memakan %n biji di %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>To balance a partly filled hole, %n seeds of %2 go to %1&apos;s store.</source>
        <extracomment>Olinda keliya&apos;s balance at a new phase (O13). %1 is a player&apos;s name, %2 a place; %n the seeds.</extracomment>
        <translation>
            <numerusform>Untuk mengimbangi lubang yang separa diisi, %n biji dari %2 masuk ke rumah %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The last seed fell in %1, and a store ends the turn: the turn passes to %2.</source>
        <extracomment>Chonka: a sowing ending in the store ends the turn. %1 is a place, %2 a player&apos;s name.</extracomment>
        <translation>Biji terakhir jatuh ke %1, dan rumah menamatkan giliran: giliran beralih kepada %2.</translation>
    </message>
    <message>
        <source>The last seed fell in %1, which held seeds: the turn passes to %2.</source>
        <translation>Biji terakhir jatuh ke %1 yang berisi: giliran beralih kepada %2.</translation>
    </message>
    <message>
        <source>The last seed fell in %1, an empty hole of the opponent&apos;s: the turn passes to %2.</source>
        <translation>Biji terakhir jatuh ke %1, lubang kosong milik lawan: giliran beralih kepada %2.</translation>
    </message>
    <message>
        <source>The last seed fell in %1, an empty hole with nothing opposite to capture: the turn passes to %2.</source>
        <translation>Biji terakhir jatuh ke %1, lubang kosong yang tiada apa-apa untuk ditawan di hadapannya: giliran beralih kepada %2.</translation>
    </message>
    <message>
        <source>The last seed fell in %1, a burnt hole: the turn passes to %2.</source>
        <translation>Biji terakhir jatuh ke %1, lubang terbakar: giliran beralih kepada %2.</translation>
    </message>
    <message>
        <source>The last seed fell in %1, and the next two holes, %2 and %3, are empty: the turn passes to %4.</source>
        <extracomment>Pallankuzhi&apos;s turn end: %1, %2 and %3 are places, %4 a player&apos;s name.</extracomment>
        <translation>Biji terakhir jatuh ke %1, dan dua lubang berikutnya, %2 dan %3, kosong: giliran beralih kepada %4.</translation>
    </message>
    <message>
        <source>After the capture no hole holds seeds to go on from: the turn passes to %1.</source>
        <translation>Selepas tawanan, tiada lubang berisi untuk meneruskan taburan: giliran beralih kepada %1.</translation>
    </message>
    <message>
        <source>The hole after the eaten one is empty: the turn passes to %1.</source>
        <translation>Lubang selepas lubang yang dimakan kosong: giliran beralih kepada %1.</translation>
    </message>
    <message>
        <source>The hole after the eaten one is a puta or naga: the turn passes to %1.</source>
        <translation>Lubang selepas lubang yang dimakan ialah puta atau naga: giliran beralih kepada %1.</translation>
    </message>
    <message>
        <source>The last seed fell in %1, an empty hole, but the opponent&apos;s column is empty: the turn passes to %2.</source>
        <translation>Biji terakhir jatuh ke %1, lubang kosong, tetapi lajur lawan kosong: giliran beralih kepada %2.</translation>
    </message>
    <message>
        <source>%1 has no seeds left to sow: the turn passes to %2.</source>
        <extracomment>Congklak (C8): another move earned with an empty row. %1 and %2 are players&apos; names.</extracomment>
        <translation>%1 tiada lagi biji untuk ditabur: giliran beralih kepada %2.</translation>
    </message>
    <message>
        <source>%1 passed: %2 moves again.</source>
        <extracomment>%1 and %2 are players&apos; names.</extracomment>
        <translation>%1 melepaskan giliran: %2 bermain lagi.</translation>
    </message>
    <message>
        <source>Both sowings are over: the longer one moves first (%2&apos;s on a tie), so the turn passes to %1.</source>
        <extracomment>The simultaneous start (C3). %1 is the player to move, %2 South&apos;s name.</extracomment>
        <translation>Kedua-dua taburan tamat: yang lebih panjang bermain dahulu (%2 jika sama panjang), jadi giliran beralih kepada %1.</translation>
    </message>
    <message>
        <source>Both sowings ended in an empty hole at once: %1 has the first turn.</source>
        <translation>Kedua-dua taburan berakhir di lubang kosong serentak: %1 mendapat giliran pertama.</translation>
    </message>
    <message>
        <source>%1 landed in an empty hole first: %1 has the first turn.</source>
        <translation>%1 mendarat di lubang kosong dahulu: %1 mendapat giliran pertama.</translation>
    </message>
    <message>
        <source>Both own as many seeds: %1 starts.</source>
        <extracomment>%1 is a player&apos;s name.</extracomment>
        <translation>Kedua-dua pemain memiliki biji yang sama banyak: %1 bermula.</translation>
    </message>
    <message>
        <source>%1 owns fewer seeds: %1 starts.</source>
        <translation>%1 memiliki lebih sedikit biji: %1 bermula.</translation>
    </message>
    <message>
        <source>The player owning more seeds starts the next game (%2 on a tie): %1 to move.</source>
        <extracomment>%1 is the player to move, %2 South&apos;s name.</extracomment>
        <translation>Pemain yang memiliki lebih banyak biji memulakan permainan seterusnya (%2 jika sama): giliran %1.</translation>
    </message>
    <message>
        <source>The first player alternates: %1 starts.</source>
        <translation>Pemain pertama bergilir-gilir: %1 bermula.</translation>
    </message>
    <message>
        <source>%2 has too few seeds to fill %1: it is blind (kana) for this phase.</source>
        <extracomment>Kana (Sinhala): a blind hole. %1 is a place, %2 a player&apos;s name.</extracomment>
        <translation>%2 tidak cukup biji untuk mengisi %1: ia buta (kana) untuk fasa ini.</translation>
    </message>
    <message>
        <source>%2 has too few seeds to fill %1: it is burnt for this round.</source>
        <extracomment>%1 is a place, %2 a player&apos;s name.</extracomment>
        <translation>%2 tidak cukup biji untuk mengisi %1: ia terbakar untuk pusingan ini.</translation>
    </message>
    <message>
        <source>%1 is only partly filled, so it is a puta: it cannot be lifted or eaten this phase.</source>
        <extracomment>Puta (Sinhala, olinda keliya): a privileged hole. %1 is a place.</extracomment>
        <translation>%1 hanya diisi separa, jadi ia puta: ia tidak boleh diangkat atau dimakan dalam fasa ini.</translation>
    </message>
    <message>
        <source>%1 is only partly filled, so it is a naga: it cannot be lifted or eaten this phase.</source>
        <extracomment>Naga (Sinhala, olinda keliya): a privileged hole. %1 is a place.</extracomment>
        <translation>%1 hanya diisi separa, jadi ia naga: ia tidak boleh diangkat atau dimakan dalam fasa ini.</translation>
    </message>
    <message>
        <source>%1 also takes the last seed, from %2.</source>
        <extracomment>After a capture: %1 is a player&apos;s name, %2 the player&apos;s own hole.</extracomment>
        <translation>%1 juga mengambil biji terakhir, dari %2.</translation>
    </message>
</context>
<context>
    <name>NewGamePage</name>
    <message>
        <source>South</source>
        <translation>Selatan</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Utara</translation>
    </message>
    <message>
        <source>You and the computer start at once.</source>
        <translation>Anda dan komputer bermula serentak.</translation>
    </message>
    <message>
        <source>Both players start at once.</source>
        <translation>Kedua-dua pemain bermula serentak.</translation>
    </message>
    <message>
        <source>The computer moves first.</source>
        <translation>Komputer bermain dahulu.</translation>
    </message>
    <message>
        <source>You move first.</source>
        <translation>Anda bermain dahulu.</translation>
    </message>
    <message>
        <source>%1 moves first.</source>
        <translation>%1 bermain dahulu.</translation>
    </message>
    <message>
        <source>‹ Games</source>
        <translation>‹ Permainan</translation>
    </message>
    <message>
        <source>New game of %1</source>
        <translation>Permainan baharu: %1</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Pelajaran</translation>
    </message>
    <message>
        <source>Read the rules</source>
        <translation>Baca peraturan</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Peraturan</translation>
    </message>
    <message>
        <source>Defaults</source>
        <translation>Lalai</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Pemain</translation>
    </message>
    <message>
        <source>Two players on this computer</source>
        <translation>Dua pemain pada komputer ini</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Menentang komputer</translation>
    </message>
    <message>
        <source>Computer against computer (demo)</source>
        <translation>Komputer lawan komputer (demo)</translation>
    </message>
    <message>
        <source>You play</source>
        <translation>Anda bermain sebagai</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Tahap</translation>
    </message>
    <message>
        <source>Novice</source>
        <translation>Pemula</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Mudah</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Sederhana</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Kuat</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Pakar</translation>
    </message>
    <message>
        <source>South&apos;s name</source>
        <translation>Nama Selatan</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Komputer</translation>
    </message>
    <message>
        <source>North&apos;s name</source>
        <translation>Nama Utara</translation>
    </message>
    <message>
        <source>Turn the board: North&apos;s row at the bottom</source>
        <translation>Pusing papan: baris Utara di bawah</translation>
    </message>
    <message>
        <source>Start the game  ›</source>
        <translation>Mulakan permainan  ›</translation>
    </message>
    <message>
        <source>Your friend&apos;s game: the host has chosen it and its rules.</source>
        <translation>Permainan kawan anda: penganjur telah memilih permainan dan peraturannya.</translation>
    </message>
    <message>
        <source>You and your friend start at once.</source>
        <translation>Anda dan kawan anda bermula serentak.</translation>
    </message>
    <message>
        <source>The seats are drawn when your friend joins.</source>
        <translation>Tempat duduk dicabut apabila kawan anda menyertai.</translation>
    </message>
    <message>
        <source>Your friend moves first.</source>
        <translation>Kawan anda bermain dahulu.</translation>
    </message>
    <message>
        <source>Play a friend online</source>
        <translation>Bermain dengan kawan dalam talian</translation>
    </message>
    <message>
        <source>Join the game  ›</source>
        <translation>Sertai permainan  ›</translation>
    </message>
    <message>
        <source>Host the game  ›</source>
        <translation>Anjurkan permainan  ›</translation>
    </message>
</context>
<context>
    <name>OnlineSetup</name>
    <message>
        <source>Paste your friend&apos;s invite, or a server address and a room code.</source>
        <translation>Tampal jemputan kawan anda, atau alamat pelayan dan kod bilik.</translation>
    </message>
    <message>
        <source>Host a game</source>
        <translation>Anjurkan permainan</translation>
    </message>
    <message>
        <source>Join a game</source>
        <translation>Sertai permainan</translation>
    </message>
    <message>
        <source>This computer holds the game on your network; you send your friend an invite.</source>
        <translation>Komputer ini memegang permainan di rangkaian anda; anda menghantar jemputan kepada kawan anda.</translation>
    </message>
    <message>
        <source>Paste the invite your friend sent you. The host has chosen the game and its rules.</source>
        <translation>Tampal jemputan yang dihantar oleh kawan anda. Penganjur telah memilih permainan dan peraturannya.</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Nama anda</translation>
    </message>
    <message>
        <source>The name your friend sees</source>
        <translation>Nama yang dilihat kawan anda</translation>
    </message>
    <message>
        <source>Your seat</source>
        <translation>Tempat duduk anda</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Selatan</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Utara</translation>
    </message>
    <message>
        <source>Drawn at random</source>
        <translation>Dicabut secara rawak</translation>
    </message>
</context>
<context>
    <name>OptionControl</name>
    <message>
        <source>On</source>
        <translation>Hidup</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Mati</translation>
    </message>
</context>
<context>
    <name>PhraseBar</name>
    <message>
        <source>Say:</source>
        <translation>Katakan:</translation>
    </message>
</context>
<context>
    <name>PlayFromHereDialog</name>
    <message>
        <source>Play from here</source>
        <translation>Main dari sini</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Mula</translation>
    </message>
    <message>
        <source>North is to move. Which side do you play?</source>
        <translation>Giliran Utara. Sebelah mana yang anda mainkan?</translation>
    </message>
    <message>
        <source>Both players choose at once. Which side do you play?</source>
        <translation>Kedua-dua pemain memilih serentak. Sebelah mana yang anda mainkan?</translation>
    </message>
    <message>
        <source>South is to move. Which side do you play?</source>
        <translation>Giliran Selatan. Sebelah mana yang anda mainkan?</translation>
    </message>
    <message>
        <source>South, against the computer</source>
        <translation>Selatan, menentang komputer</translation>
    </message>
    <message>
        <source>North, against the computer (the board turns)</source>
        <translation>Utara, menentang komputer (papan berpusing)</translation>
    </message>
    <message>
        <source>Both sides, at this computer</source>
        <translation>Kedua-dua sebelah, di komputer ini</translation>
    </message>
    <message>
        <source>The computer&apos;s level</source>
        <translation>Tahap komputer</translation>
    </message>
    <message>
        <source>Novice</source>
        <translation>Pemula</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Mudah</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Sederhana</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Kuat</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Pakar</translation>
    </message>
</context>
<context>
    <name>PlayPage</name>
    <message>
        <source>Skipped 1 move: %1.</source>
        <translation>1 langkah dilangkau: %1.</translation>
    </message>
    <message>
        <source>Skipped %1 moves: %2.</source>
        <translation>%1 langkah dilangkau: %2.</translation>
    </message>
    <message>
        <source>%1 has chosen.</source>
        <translation>%1 sudah memilih.</translation>
    </message>
    <message>
        <source>Pass the keyboard to %1. %2, look away: %1 now chooses without seeing your hole.</source>
        <translation>Serahkan papan kekunci kepada %1. %2, jangan lihat: %1 kini memilih tanpa melihat lubang anda.</translation>
    </message>
    <message>
        <source>I am %1: show the board</source>
        <translation>Saya %1: tunjukkan papan</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>Mulakan permainan baharu?</translation>
    </message>
    <message>
        <source>This game (1 move played) will be discarded.</source>
        <translation>Permainan ini (1 langkah dimainkan) akan dibuang.</translation>
    </message>
    <message>
        <source>This game (%1 moves played) will be discarded.</source>
        <translation>Permainan ini (%1 langkah dimainkan) akan dibuang.</translation>
    </message>
    <message>
        <source>Resign this game?</source>
        <translation>Menyerah kalah dalam permainan ini?</translation>
    </message>
    <message>
        <source>%1 gives up and the other player wins. Undo takes it back.</source>
        <translation>%1 menyerah kalah dan pemain lawan menang. Buat asal boleh menarik baliknya.</translation>
    </message>
    <message>
        <source>‹ Games</source>
        <translation>‹ Permainan</translation>
    </message>
    <message>
        <source>The rules of %1, at what just happened (F1)</source>
        <translation>Peraturan %1, pada perkara yang baru berlaku (F1)</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Permainan baharu</translation>
    </message>
    <message>
        <source>Start this game again (N)</source>
        <translation>Mulakan semula permainan ini (N)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Buat asal</translation>
    </message>
    <message>
        <source>Take back the last move (U)</source>
        <translation>Tarik balik langkah terakhir (U)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Buat semula</translation>
    </message>
    <message>
        <source>Play the undone move again (R)</source>
        <translation>Mainkan semula langkah yang ditarik balik (R)</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Berfikir…</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Petunjuk</translation>
    </message>
    <message>
        <source>Ask the computer for a good hole (H)</source>
        <translation>Minta komputer mencadangkan lubang yang baik (H)</translation>
    </message>
    <message>
        <source>More: resign, turn the board, skip, settings</source>
        <translation>Lagi: menyerah kalah, pusing papan, langkau, tetapan</translation>
    </message>
    <message>
        <source>Skip the animation (Space)</source>
        <translation>Langkau animasi (Space)</translation>
    </message>
    <message>
        <source>Skip to your turn (S)</source>
        <translation>Langkau ke giliran anda (S)</translation>
    </message>
    <message>
        <source>Turn the board back (South below)</source>
        <translation>Pusing semula papan (Selatan di bawah)</translation>
    </message>
    <message>
        <source>Turn the board (North below)</source>
        <translation>Pusing papan (Utara di bawah)</translation>
    </message>
    <message>
        <source>Resign…</source>
        <translation>Menyerah kalah…</translation>
    </message>
    <message>
        <source>Rules of %1 (F1)</source>
        <translation>Peraturan %1 (F1)</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Tetapan</translation>
    </message>
    <message>
        <source>Narrate</source>
        <translation>Ceritakan</translation>
    </message>
    <message>
        <source>Replay of the game</source>
        <translation>Main semula permainan</translation>
    </message>
    <message>
        <source>Skipping to your turn…</source>
        <translation>Melangkau ke giliran anda…</translation>
    </message>
    <message>
        <source>Space: skip this move · S: skip to your turn</source>
        <translation>Space: langkau langkah ini · S: langkau ke giliran anda</translation>
    </message>
    <message>
        <source>Press Space to skip the animation.</source>
        <translation>Tekan Space untuk melangkau animasi.</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>Pusingan tamat.</translation>
    </message>
    <message>
        <source>Keys: %1 or ←/→ and Enter to play · U undo · R redo · %2 hint · Space skip · S skip to your turn · N new game · M mute · F1 rules</source>
        <translation>Kekunci: %1 atau ←/→ dan Enter untuk bermain · U buat asal · R buat semula · %2 petunjuk · Space langkau · S langkau ke giliran anda · N permainan baharu · M senyap · F1 peraturan</translation>
    </message>
    <message>
        <source>Keys: %1 or ←/→ and Enter to play · U undo · R redo · %2 hint · Space skip · N new game · M mute · F1 rules</source>
        <translation>Kekunci: %1 atau ←/→ dan Enter untuk bermain · U buat asal · R buat semula · %2 petunjuk · Space langkau · N permainan baharu · M senyap · F1 peraturan</translation>
    </message>
    <message>
        <source>Move %1: %2</source>
        <translation>Langkah %1: %2</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Peraturan</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Lagi</translation>
    </message>
</context>
<context>
    <name>PlayText</name>
    <message>
        <source>The race is over: a sowing ended in an empty hole. %1 has the first turn.</source>
        <translation>Perlumbaan tamat: satu taburan berakhir di lubang kosong. %1 mendapat giliran pertama.</translation>
    </message>
    <message>
        <source>This game is over: %1. %2 starts the next game.</source>
        <extracomment>%1 is why the game ended, %2 a player&apos;s name.</extracomment>
        <translation>Permainan ini tamat: %1. %2 memulakan permainan seterusnya.</translation>
    </message>
    <message>
        <source>Round %1 is over: %2. %3 starts round %4.</source>
        <extracomment>%1 is the round&apos;s number, %2 why it ended, %3 a player&apos;s name, %4 the next round&apos;s number.</extracomment>
        <translation>Pusingan %1 tamat: %2. %3 memulakan pusingan %4.</translation>
    </message>
    <message>
        <source>Round %1 is over: %2.</source>
        <extracomment>%1 is the round&apos;s number, %2 why it ended.</extracomment>
        <translation>Pusingan %1 tamat: %2.</translation>
    </message>
    <message>
        <source>%1 cannot move and passes; %2 plays again.</source>
        <translation>%1 tidak dapat bergerak dan melepaskan giliran; %2 bermain lagi.</translation>
    </message>
    <message>
        <source>%1 moves again: the last seed fell in the store.</source>
        <translation>%1 bermain lagi: biji terakhir jatuh ke rumah.</translation>
    </message>
    <message>
        <source>%1 moves again.</source>
        <translation>%1 bermain lagi.</translation>
    </message>
    <message>
        <source>Both players chose: %1.</source>
        <translation>Kedua-dua pemain memilih: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Both players chose: %1, relayed %n times.</source>
        <translation>
            <numerusform>Kedua-dua pemain memilih: %1, bersambung %n kali.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 played %2.</source>
        <translation>%1 memainkan %2.</translation>
    </message>
    <message>
        <source>%1 played %2, captured seeds.</source>
        <translation>%1 memainkan %2, menawan biji.</translation>
    </message>
    <message>
        <source>%1 played %2, captured %3.</source>
        <extracomment>%3 is the number of seeds captured.</extracomment>
        <translation>%1 memainkan %2, menawan %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1 played %2, relayed %n times.</source>
        <translation>
            <numerusform>%1 memainkan %2, bersambung %n kali.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 played %2, relayed %n times, captured seeds.</source>
        <translation>
            <numerusform>%1 memainkan %2, bersambung %n kali, menawan biji.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 played %2, relayed %n times, captured %3.</source>
        <extracomment>%3 is the number of seeds captured.</extracomment>
        <translation>
            <numerusform>%1 memainkan %2, bersambung %n kali, menawan %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>Phase %1: the race, both sow at once · games won %2 – %3</source>
        <extracomment>%1 is the phase&apos;s number, %2 and %3 the games won by South and North.</extracomment>
        <translation>Fasa %1: perlumbaan, kedua-duanya menabur serentak · permainan dimenangi %2 – %3</translation>
    </message>
    <message>
        <source>Phase %1: turns · games won %2 – %3</source>
        <translation>Fasa %1: bergilir-gilir · permainan dimenangi %2 – %3</translation>
    </message>
    <message>
        <source>Phase %1: the race, both sow at once</source>
        <translation>Fasa %1: perlumbaan, kedua-duanya menabur serentak</translation>
    </message>
    <message>
        <source>Phase %1: turns</source>
        <translation>Fasa %1: bergilir-gilir</translation>
    </message>
    <message>
        <source>Round %1 · rounds won %2 – %3</source>
        <extracomment>%1 is the round&apos;s number, %2 and %3 the rounds won by South and North.</extracomment>
        <translation>Pusingan %1 · pusingan dimenangi %2 – %3</translation>
    </message>
    <message>
        <source>Drawn by agreement: %1 each.</source>
        <translation>Seri secara persetujuan: %1 setiap seorang.</translation>
    </message>
    <message>
        <source>%1 wins, %2 to %3.</source>
        <extracomment>%1 is the winner, %2 the winner&apos;s seeds, %3 the loser&apos;s.</extracomment>
        <translation>%1 menang, %2 lawan %3.</translation>
    </message>
    <message>
        <source>%1 wins, %2 to %3: %4.</source>
        <extracomment>%1 is the winner, %2 the winner&apos;s seeds, %3 the loser&apos;s, %4 why the game ended.</extracomment>
        <translation>%1 menang, %2 lawan %3: %4.</translation>
    </message>
    <message>
        <source>A draw, %1 to %2.</source>
        <translation>Seri, %1 lawan %2.</translation>
    </message>
    <message>
        <source>A draw, %1 to %2: %3.</source>
        <extracomment>%1 and %2 are the seeds of South and North, %3 why the game ended.</extracomment>
        <translation>Seri, %1 lawan %2: %3.</translation>
    </message>
    <message>
        <source>Sowing towards the mover&apos;s right</source>
        <translation>Menabur ke arah kanan pemain</translation>
    </message>
    <message>
        <source>Sowing towards the mover&apos;s left</source>
        <translation>Menabur ke arah kiri pemain</translation>
    </message>
    <message>
        <source>%1 has no seeds to sow and passes; %2 plays again.</source>
        <extracomment>%1 and %2 are players&apos; names.</extracomment>
        <translation>%1 tiada biji untuk ditabur dan melepaskan giliran; %2 bermain lagi.</translation>
    </message>
    <message>
        <source>Every seed %1 has lies in a puta or naga: %1 passes; %2 plays again.</source>
        <extracomment>Olinda keliya (O6). %1 and %2 are players&apos; names.</extracomment>
        <translation>Semua biji %1 berada dalam puta atau naga: %1 melepaskan giliran; %2 bermain lagi.</translation>
    </message>
    <message>
        <source>%1 moves first: the longer sowing moves first (%2 on a tie).</source>
        <extracomment>%1 is the player to move, %2 South&apos;s name.</extracomment>
        <translation>%1 bermain dahulu: taburan yang lebih panjang bermain dahulu (%2 jika sama panjang).</translation>
    </message>
</context>
<context>
    <name>PlayerBar</name>
    <message>
        <source>North</source>
        <translation>Utara</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Selatan</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Komputer</translation>
    </message>
    <message>
        <source>(computer)</source>
        <translation>(komputer)</translation>
    </message>
    <message>
        <source>wins!</source>
        <translation>menang!</translation>
    </message>
    <message>
        <source>is sowing…</source>
        <translation>sedang menabur…</translation>
    </message>
    <message>
        <source>is thinking…</source>
        <translation>sedang berfikir…</translation>
    </message>
    <message>
        <source>has chosen ✓</source>
        <translation>sudah memilih ✓</translation>
    </message>
    <message>
        <source>to move</source>
        <translation>gilirannya</translation>
    </message>
    <message>
        <source>Rounds won: %1</source>
        <translation>Pusingan dimenangi: %1</translation>
    </message>
    <message>
        <source>In the row: %1</source>
        <translation>Dalam baris: %1</translation>
    </message>
    <message>
        <source>Store: %1</source>
        <translation>Rumah: %1</translation>
    </message>
    <message>
        <source>(online, away)</source>
        <translation>(dalam talian, tiada di sini)</translation>
    </message>
    <message>
        <source>(online)</source>
        <translation>(dalam talian)</translation>
    </message>
</context>
<context>
    <name>PuzzleOverview</name>
    <message>
        <source>Rating %1 · %2 of %3 solved</source>
        <translation>Penarafan %1 · %2 daripada %3 diselesaikan</translation>
    </message>
    <message>
        <source>Choose a game</source>
        <translation>Pilih permainan</translation>
    </message>
    <message>
        <source>%1 puzzles</source>
        <translation>Teka-teki %1</translation>
    </message>
    <message>
        <source>Next puzzle ›</source>
        <translation>Teka-teki seterusnya ›</translation>
    </message>
    <message>
        <source>Today&apos;s puzzle ✓</source>
        <translation>Teka-teki hari ini ✓</translation>
    </message>
    <message>
        <source>Today&apos;s puzzle</source>
        <translation>Teka-teki hari ini</translation>
    </message>
    <message>
        <source>Positions from real games where one move is clearly best, proven by the engine. Find it: a right move is answered as the line goes on, a wrong one is shown and taken back. Each solved puzzle raises your rating; a wrong move or a hint lowers it.</source>
        <translation>Kedudukan daripada permainan sebenar yang mempunyai satu langkah yang jelas terbaik, dibuktikan oleh enjin. Cari langkah itu: langkah yang betul dibalas sambil permainan diteruskan, langkah yang salah ditunjukkan dan dibatalkan. Setiap teka-teki yang diselesaikan menaikkan penarafan anda; langkah yang salah atau petunjuk menurunkannya.</translation>
    </message>
    <message>
        <source>Keys: N or Enter the next puzzle, D today&apos;s puzzle. In a puzzle: the hole&apos;s number plays it (or Left/Right and Enter), H a hint, Enter takes a wrong move back, Esc comes back here.</source>
        <translation>Kekunci: N atau Enter untuk teka-teki seterusnya, D untuk teka-teki hari ini. Dalam teka-teki: nombor lubang memainkannya (atau ←/→ dan Enter), H petunjuk, Enter membatalkan langkah yang salah, Esc kembali ke sini.</translation>
    </message>
</context>
<context>
    <name>PuzzlePage</name>
    <message>
        <source>Practise your mistakes</source>
        <translation>Berlatih dengan kesilapan anda</translation>
    </message>
    <message>
        <source>%1 puzzles</source>
        <translation>Teka-teki %1</translation>
    </message>
    <message>
        <source>‹ Puzzles</source>
        <translation>‹ Teka-teki</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Kembali</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Teka-teki</translation>
    </message>
    <message>
        <source>Practise your mistakes — %1 of %2</source>
        <translation>Berlatih dengan kesilapan anda — %1 daripada %2</translation>
    </message>
    <message>
        <source>%1 — today&apos;s puzzle</source>
        <translation>%1 — teka-teki hari ini</translation>
    </message>
    <message>
        <source>%1 — puzzle %2</source>
        <translation>%1 — teka-teki %2</translation>
    </message>
    <message>
        <source>Practice: your rating does not change</source>
        <translation>Latihan: penarafan anda tidak berubah</translation>
    </message>
    <message>
        <source>Rating %1 · %2 in a row</source>
        <translation>Penarafan %1 · %2 berturut-turut</translation>
    </message>
    <message>
        <source>%1?</source>
        <translation>%1?</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Peraturan</translation>
    </message>
    <message>
        <source>Puzzle rating %1</source>
        <translation>Penarafan teka-teki %1</translation>
    </message>
</context>
<context>
    <name>PuzzlePanel</name>
    <message>
        <source>Your move: click a hole, or press its key (%1).</source>
        <extracomment>%1 the keys that play a hole (&quot;1–6&quot;, three-row&apos;s &quot;A–I&quot;).</extracomment>
        <translation>Giliran anda: klik satu lubang, atau tekan kekuncinya (%1).</translation>
    </message>
    <message>
        <source>Watch the board…</source>
        <translation>Perhatikan papan…</translation>
    </message>
    <message>
        <source>The engine looks for the answer…</source>
        <translation>Enjin sedang mencari jawapan…</translation>
    </message>
    <message>
        <source>Take the move back and try again.</source>
        <translation>Batalkan langkah itu dan cuba lagi.</translation>
    </message>
    <message>
        <source>That was the last of the set.</source>
        <translation>Itulah yang terakhir dalam set ini.</translation>
    </message>
    <message>
        <source>Themes: %1</source>
        <translation>Tema: %1</translation>
    </message>
    <message>
        <source>Hint (%1)</source>
        <translation>Petunjuk (%1)</translation>
    </message>
    <message>
        <source>Show the hole (%1)</source>
        <translation>Tunjukkan lubang (%1)</translation>
    </message>
    <message>
        <source>Show the answer</source>
        <translation>Tunjukkan jawapan</translation>
    </message>
    <message>
        <source>Take back (Enter)</source>
        <translation>Batalkan langkah (Enter)</translation>
    </message>
    <message>
        <source>Next in the set ›</source>
        <translation>Seterusnya dalam set ›</translation>
    </message>
    <message>
        <source>Next puzzle (N) ›</source>
        <translation>Teka-teki seterusnya (N) ›</translation>
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
        <translation>penarafan (sementara)</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>penarafan</translation>
    </message>
    <message>
        <source>rating (+%1)</source>
        <translation>penarafan (+%1)</translation>
    </message>
    <message>
        <source>rating (−%1)</source>
        <translation>penarafan (−%1)</translation>
    </message>
    <message>
        <source>in a row (best %1)</source>
        <translation>berturut-turut (terbaik %1)</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>solved</source>
        <translation>diselesaikan</translation>
    </message>
    <message>
        <source>today&apos;s puzzle done</source>
        <translation>teka-teki hari ini selesai</translation>
    </message>
    <message>
        <source>today&apos;s puzzle</source>
        <translation>teka-teki hari ini</translation>
    </message>
</context>
<context>
    <name>PuzzleTexts</name>
    <message numerus="yes">
        <source>In your game you played %1 here and lost %n seeds.</source>
        <extracomment>A puzzle from the player&apos;s own game: %1 the move played there, %n the seeds it lost.</extracomment>
        <translation>
            <numerusform>Dalam permainan anda, anda memainkan %1 di sini dan kehilangan %n biji.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to move: win the game</source>
        <translation>Giliran %1: menangi permainan</translation>
    </message>
    <message>
        <source>%1 to move: find the best move</source>
        <translation>Giliran %1: cari langkah terbaik</translation>
    </message>
    <message numerus="yes">
        <source>%1 to move: win at least %n seeds and win the game</source>
        <extracomment>%1 is the side to move (South, North); %n the seeds to win.</extracomment>
        <translation>
            <numerusform>Giliran %1: menangi sekurang-kurangnya %n biji dan menangi permainan</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 to move: win at least %n seeds</source>
        <translation>
            <numerusform>Giliran %1: menangi sekurang-kurangnya %n biji</numerusform>
        </translation>
    </message>
    <message>
        <source>Extra move</source>
        <translation>Main lagi</translation>
    </message>
    <message>
        <source>Chain of extra moves</source>
        <translation>Rantaian main lagi</translation>
    </message>
    <message>
        <source>Capture</source>
        <translation>Tawanan</translation>
    </message>
    <message>
        <source>Big capture</source>
        <translation>Tawanan besar</translation>
    </message>
    <message>
        <source>Relay into a capture</source>
        <translation>Taburan bersambung ke tawanan</translation>
    </message>
    <message>
        <source>Pasu</source>
        <translation>Pasu</translation>
    </message>
    <message>
        <source>Burnt hole</source>
        <translation>Lubang terbakar</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>Pertahanan</translation>
    </message>
    <message>
        <source>Endgame</source>
        <translation>Penghujung permainan</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Sapuan</translation>
    </message>
    <message>
        <source>Look for a move that earns another turn.</source>
        <translation>Cari langkah yang memberi anda main lagi.</translation>
    </message>
    <message>
        <source>Look for a chain of extra moves.</source>
        <translation>Cari rantaian main lagi.</translation>
    </message>
    <message>
        <source>Look for a capture.</source>
        <translation>Cari tawanan.</translation>
    </message>
    <message>
        <source>Look for a big capture.</source>
        <translation>Cari tawanan besar.</translation>
    </message>
    <message>
        <source>Look for a relay that ends in a capture.</source>
        <translation>Cari taburan bersambung yang berakhir dengan tawanan.</translation>
    </message>
    <message>
        <source>Look for a hole that reaches four: pasu.</source>
        <translation>Cari lubang yang mencapai empat: pasu.</translation>
    </message>
    <message>
        <source>Look for a move that puts a hole out of play.</source>
        <translation>Cari langkah yang menjadikan satu lubang tidak dimainkan lagi.</translation>
    </message>
    <message>
        <source>Look at what your opponent threatens, and stop it.</source>
        <translation>Lihat apa yang diancam oleh lawan anda, dan halangnya.</translation>
    </message>
    <message>
        <source>Count to the end of the game: who keeps what?</source>
        <translation>Kira hingga akhir permainan: siapa menyimpan apa?</translation>
    </message>
    <message>
        <source>Think of the seeds swept into the stores at the end.</source>
        <translation>Fikirkan biji yang disapu ke dalam rumah pada akhir permainan.</translation>
    </message>
    <message>
        <source>Look for the move that gains most.</source>
        <translation>Cari langkah yang paling menguntungkan.</translation>
    </message>
    <message numerus="yes">
        <source>%1 answers %2 and captures %n seeds.</source>
        <extracomment>%1 is a side (South, North), %2 the hole it plays; %n the seeds it takes.</extracomment>
        <translation>
            <numerusform>%1 membalas dengan %2 dan menawan %n biji.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 answers %2.</source>
        <translation>%1 membalas dengan %2.</translation>
    </message>
    <message>
        <source>%1 moves again.</source>
        <translation>%1 bermain lagi.</translation>
    </message>
    <message numerus="yes">
        <source>The best move was worth %n seeds more.</source>
        <translation>
            <numerusform>Langkah terbaik bernilai %n biji lebih.</numerusform>
        </translation>
    </message>
    <message>
        <source>In your game you played %1 here and it cost you the game&apos;s result.</source>
        <extracomment>A puzzle from the player&apos;s own game: %1 the move played there.</extracomment>
        <translation>Dalam permainan anda, anda memainkan %1 di sini dan ia menyebabkan anda kehilangan keputusan permainan.</translation>
    </message>
    <message>
        <source>The best move kept a better result of the whole game.</source>
        <translation>Langkah terbaik mengekalkan keputusan yang lebih baik bagi seluruh permainan.</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Both</source>
        <translation>Kedua-duanya</translation>
    </message>
    <message>
        <source>Phase %1</source>
        <translation>Fasa %1</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Pusingan %1</translation>
    </message>
    <message>
        <source> (captured)</source>
        <translation> (ditawan)</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>the game is over</source>
        <translation>permainan sudah tamat</translation>
    </message>
    <message>
        <source>both players choose a hole at once now</source>
        <translation>kedua-dua pemain memilih lubang serentak sekarang</translation>
    </message>
    <message>
        <source>both players choose at once only at the start</source>
        <translation>kedua-dua pemain memilih serentak hanya pada permulaan</translation>
    </message>
    <message>
        <source>one of the chosen holes is empty or out of play</source>
        <translation>salah satu lubang yang dipilih kosong atau tidak dimainkan</translation>
    </message>
    <message>
        <source>hole %1 does not exist: the holes are %2 to %3</source>
        <translation>lubang %1 tidak wujud: lubang ialah %2 hingga %3</translation>
    </message>
    <message>
        <source>%1 is burnt: out of play this round</source>
        <translation>%1 terbakar: tidak dimainkan pusingan ini</translation>
    </message>
    <message>
        <source>%1 is blind: out of play this phase</source>
        <translation>%1 buta: tidak dimainkan fasa ini</translation>
    </message>
    <message>
        <source>%1 is empty</source>
        <translation>%1 kosong</translation>
    </message>
    <message>
        <source>%1 is a puta and is never lifted</source>
        <translation>%1 ialah puta dan tidak pernah diangkat</translation>
    </message>
    <message>
        <source>%1 is a naga and is never lifted</source>
        <translation>%1 ialah naga dan tidak pernah diangkat</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <source>« Start</source>
        <translation>« Mula</translation>
    </message>
    <message>
        <source>To the start (Home)</source>
        <translation>Ke permulaan (Home)</translation>
    </message>
    <message>
        <source>‹ Move</source>
        <translation>‹ Langkah</translation>
    </message>
    <message>
        <source>One move back (Shift+Left)</source>
        <translation>Satu langkah ke belakang (Shift+Left)</translation>
    </message>
    <message>
        <source>❚❚ Pause</source>
        <translation>❚❚ Jeda</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Main</translation>
    </message>
    <message>
        <source>Play or pause, even in the middle of a move (Space)</source>
        <translation>Main atau jeda, walaupun di tengah-tengah langkah (Space)</translation>
    </message>
    <message>
        <source>Move ›</source>
        <translation>Langkah ›</translation>
    </message>
    <message>
        <source>One move on (Shift+Right)</source>
        <translation>Satu langkah ke hadapan (Shift+Right)</translation>
    </message>
    <message>
        <source>End »</source>
        <translation>Akhir »</translation>
    </message>
    <message>
        <source>To the last move (End)</source>
        <translation>Ke langkah terakhir (End)</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>Langkah %1 daripada %2</translation>
    </message>
    <message>
        <source>Close replay</source>
        <translation>Tutup main semula</translation>
    </message>
    <message>
        <source>‹ Step</source>
        <translation>‹ Babak</translation>
    </message>
    <message>
        <source>One step back inside the move: a lap, a capture (Left)</source>
        <translation>Satu babak ke belakang dalam langkah: satu keliling, satu tawanan (Left)</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Babak %1 daripada %2</translation>
    </message>
    <message>
        <source>Step through a move to see each lap, capture and refill named here.</source>
        <translation>Ikuti langkah babak demi babak untuk melihat setiap keliling, tawanan dan pengisian semula yang dinamakan di sini.</translation>
    </message>
    <message>
        <source>Step ›</source>
        <translation>Babak ›</translation>
    </message>
    <message>
        <source>One step on inside the move: a lap, a capture (Right)</source>
        <translation>Satu babak ke hadapan dalam langkah: satu keliling, satu tawanan (Right)</translation>
    </message>
    <message>
        <source>Move of the replay</source>
        <translation>Langkah main semula</translation>
    </message>
    <message>
        <source>Play from here…</source>
        <translation>Main dari sini…</translation>
    </message>
    <message>
        <source>A new game from the position shown: you choose your side</source>
        <translation>Permainan baharu dari kedudukan yang ditunjukkan: anda pilih sebelah anda</translation>
    </message>
</context>
<context>
    <name>ReviewGraph</name>
    <message>
        <source>South ahead</source>
        <translation>Selatan mendahului</translation>
    </message>
    <message>
        <source>North ahead</source>
        <translation>Utara mendahului</translation>
    </message>
</context>
<context>
    <name>ReviewMoveList</name>
    <message>
        <source>Moves</source>
        <translation>Langkah</translation>
    </message>
    <message>
        <source>best %1</source>
        <translation>terbaik %1</translation>
    </message>
    <message>
        <source>Exact: solved to the end of the game</source>
        <translation>Tepat: diselesaikan hingga akhir permainan</translation>
    </message>
    <message>
        <source>Estimated by a search of fixed length</source>
        <translation>Dianggarkan melalui carian dengan kedalaman tetap</translation>
    </message>
</context>
<context>
    <name>ReviewPage</name>
    <message>
        <source>Review of %1</source>
        <translation>Semakan %1</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Semakan</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Kembali</translation>
    </message>
    <message>
        <source>The engine is reviewing the game: move %1 of %2</source>
        <translation>Enjin sedang menyemak permainan: langkah %1 daripada %2</translation>
    </message>
    <message>
        <source>The review was cancelled.</source>
        <translation>Semakan dibatalkan.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Batal</translation>
    </message>
    <message>
        <source>Review again</source>
        <translation>Semak semula</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Kembali</translation>
    </message>
    <message>
        <source>Glow: the move played. Arrow and shaded pits: the engine&apos;s best move and its sowing.</source>
        <translation>Cahaya: langkah yang dimainkan. Anak panah dan lubang berlorek: langkah terbaik enjin dan taburannya.</translation>
    </message>
    <message>
        <source>Master, %1 positions a move</source>
        <translation>Pakar, %1 kedudukan setiap langkah</translation>
    </message>
    <message>
        <source>Practise your mistakes (%1)</source>
        <translation>Berlatih dengan kesilapan anda (%1)</translation>
    </message>
</context>
<context>
    <name>ReviewTotals</name>
    <message>
        <source>Best</source>
        <translation>Terbaik</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Baik</translation>
    </message>
    <message>
        <source>Inaccuracies</source>
        <translation>Kurang tepat</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Kesilapan</translation>
    </message>
    <message>
        <source>Blunders</source>
        <translation>Kesilapan besar</translation>
    </message>
    <message>
        <source>Moves by class</source>
        <translation>Langkah mengikut kategori</translation>
    </message>
    <message>
        <source>Seeds given away</source>
        <translation>Biji diberikan kepada lawan</translation>
    </message>
</context>
<context>
    <name>RoundSummary</name>
    <message>
        <source>The race is over</source>
        <translation>Perlumbaan tamat</translation>
    </message>
    <message>
        <source>A sowing ended in an empty hole: the players now take turns.</source>
        <translation>Satu taburan berakhir di lubang kosong: kini pemain bermain bergilir-gilir.</translation>
    </message>
    <message>
        <source>Seeds in their holes</source>
        <translation>Biji di lubang</translation>
    </message>
    <message>
        <source>No refill: the seeds stay where they lie. %1 has the first turn.</source>
        <translation>Tiada pengisian semula: biji kekal di tempatnya. %1 mendapat giliran pertama.</translation>
    </message>
    <message>
        <source>This game is over</source>
        <translation>Permainan ini tamat</translation>
    </message>
    <message>
        <source>Round %1 is over</source>
        <translation>Pusingan %1 tamat</translation>
    </message>
    <message>
        <source>A drawn game.</source>
        <translation>Permainan seri.</translation>
    </message>
    <message>
        <source>A drawn round.</source>
        <translation>Pusingan seri.</translation>
    </message>
    <message>
        <source>A drawn game: %1.</source>
        <translation>Permainan seri: %1.</translation>
    </message>
    <message>
        <source>A drawn round: %1.</source>
        <translation>Pusingan seri: %1.</translation>
    </message>
    <message>
        <source>%1 wins the game.</source>
        <extracomment>%1 is the winner&apos;s name, %2 (where present) why the game or round ended.</extracomment>
        <translation>%1 memenangi permainan.</translation>
    </message>
    <message>
        <source>%1 wins the round.</source>
        <translation>%1 memenangi pusingan.</translation>
    </message>
    <message>
        <source>%1 wins the game: %2.</source>
        <translation>%1 memenangi permainan: %2.</translation>
    </message>
    <message>
        <source>%1 wins the round: %2.</source>
        <translation>%1 memenangi pusingan: %2.</translation>
    </message>
    <message>
        <source>Captured in the game</source>
        <translation>Ditawan dalam permainan</translation>
    </message>
    <message>
        <source>Captured in the round</source>
        <translation>Ditawan dalam pusingan</translation>
    </message>
    <message>
        <source>Swept from own holes</source>
        <translation>Disapu dari lubang sendiri</translation>
    </message>
    <message>
        <source>Seeds owned</source>
        <translation>Biji dimiliki</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Permainan dimenangi</translation>
    </message>
    <message>
        <source>Rounds won</source>
        <translation>Pusingan dimenangi</translation>
    </message>
    <message>
        <source>Holes out of play next round</source>
        <translation>Lubang tidak dimainkan pusingan seterusnya</translation>
    </message>
    <message>
        <source>Next round: both refill their holes and choose together.</source>
        <translation>Pusingan seterusnya: kedua-duanya mengisi semula lubang dan memilih bersama.</translation>
    </message>
    <message>
        <source>Both players fill their holes from their stores; %1 starts the next game.</source>
        <translation>Kedua-dua pemain mengisi lubang dari rumah masing-masing; %1 memulakan permainan seterusnya.</translation>
    </message>
    <message>
        <source>Both players refill their holes from their stores; %1 starts the next round.</source>
        <translation>Kedua-dua pemain mengisi semula lubang dari rumah masing-masing; %1 memulakan pusingan seterusnya.</translation>
    </message>
    <message>
        <source>The demo goes on by itself in %1 seconds.</source>
        <translation>Demo bersambung sendiri dalam %1 saat.</translation>
    </message>
    <message>
        <source>See the result</source>
        <translation>Lihat keputusan</translation>
    </message>
    <message>
        <source>Refill and play on</source>
        <translation>Isi semula dan teruskan</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Rules of %1</source>
        <translation>Peraturan %1</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Peraturan</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Kembali</translation>
    </message>
    <message>
        <source>How to read the rules</source>
        <translation>Cara membaca peraturan</translation>
    </message>
    <message>
        <source>Players, hole numbers, direction and the decisions shared by all games</source>
        <translation>Pemain, nombor lubang, arah dan keputusan yang dikongsi oleh semua permainan</translation>
    </message>
    <message>
        <source>This example cannot be drawn: %1</source>
        <translation>Contoh ini tidak dapat dilukis: %1</translation>
    </message>
    <message>
        <source>No rules to show.</source>
        <translation>Tiada peraturan untuk dipaparkan.</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Kandungan</translation>
    </message>
    <message>
        <source>Show me ›</source>
        <translation>Tunjukkan ›</translation>
    </message>
    <message>
        <source>Open the lesson that teaches this</source>
        <translation>Buka pelajaran yang mengajar perkara ini</translation>
    </message>
    <message>
        <source>This page is not yet in your language: it is shown in English.</source>
        <extracomment>On the Rules page, when the rules of this game are not yet translated into the app&apos;s language. Name the language itself (&quot;...not yet in Tamil...&quot;).</extracomment>
        <translation>Halaman ini belum ada dalam bahasa Melayu: ia dipaparkan dalam bahasa Inggeris.</translation>
    </message>
</context>
<context>
    <name>ServerAddressField</name>
    <message>
        <source>Server address</source>
        <translation>Alamat pelayan</translation>
    </message>
    <message>
        <source>Write it as HOST:PORT, for example %1.</source>
        <translation>Tulis sebagai HOST:PORT, contohnya %1.</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>Settings</source>
        <translation>Tetapan</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Kembali</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Kelajuan animasi</translation>
    </message>
    <message>
        <source>How fast the seeds travel from pit to pit.</source>
        <translation>Seberapa laju biji bergerak dari lubang ke lubang.</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Bunyi</translation>
    </message>
    <message>
        <source>The click of seeds falling and of captures (M in a game).</source>
        <translation>Bunyi klik biji jatuh dan tawanan (M dalam permainan).</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Hidup</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Mati</translation>
    </message>
    <message>
        <source>Seed counts on the pits</source>
        <translation>Bilangan biji pada lubang</translation>
    </message>
    <message>
        <source>A number on every pit and store. Hidden, you count the cowries yourself.</source>
        <translation>Nombor pada setiap lubang dan rumah. Jika disembunyikan, anda mengira sendiri biji-biji itu.</translation>
    </message>
    <message>
        <source>Shown</source>
        <translation>Ditunjukkan</translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>Disembunyikan</translation>
    </message>
    <message>
        <source>Computer&apos;s level</source>
        <translation>Tahap komputer</translation>
    </message>
    <message>
        <source>The level applies to new games; the last game&apos;s options and the window&apos;s size are remembered too.</source>
        <translation>Tahap digunakan untuk permainan baharu; pilihan permainan terakhir dan saiz tetingkap juga diingati.</translation>
    </message>
    <message>
        <source>Novice</source>
        <translation>Pemula</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Mudah</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Sederhana</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Kuat</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Pakar</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Bahasa</translation>
    </message>
    <message>
        <source>The words of the app, its games and lessons. At first, your system&apos;s language.</source>
        <translation>Perkataan dalam aplikasi, permainan dan pelajarannya. Pada mulanya, bahasa sistem anda.</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Sistem</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Kontras tinggi</translation>
    </message>
    <message>
        <source>Black surfaces, white text and bright edges; a plain dark board with bright pits.</source>
        <translation>Permukaan hitam, teks putih dan tepi terang; papan gelap biasa dengan lubang yang terang.</translation>
    </message>
    <message>
        <source>Text size</source>
        <translation>Saiz teks</translation>
    </message>
    <message>
        <source>The size of all the text in the app.</source>
        <translation>Saiz semua teks dalam aplikasi.</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>A text size, in percent of the normal size.</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Server address</source>
        <translation>Alamat pelayan</translation>
    </message>
    <message>
        <source>For a public game server: its address as HOST:PORT. Joining with a room code alone goes there; an invite names its own server.</source>
        <translation>Untuk pelayan permainan awam: alamatnya sebagai HOST:PORT. Menyertai dengan kod bilik sahaja akan ke sana; jemputan menamakan pelayannya sendiri.</translation>
    </message>
</context>
<context>
    <name>SpeedMenuButton</name>
    <message>
        <source>Slow</source>
        <translation>Perlahan</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Biasa</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Laju</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Serta-merta</translation>
    </message>
    <message>
        <source>As fast as yours</source>
        <translation>Sama seperti langkah anda</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Tersuai</translation>
    </message>
    <message>
        <source>Speed: %1 ▾</source>
        <translation>Kelajuan: %1 ▾</translation>
    </message>
    <message>
        <source>How fast the seeds travel</source>
        <translation>Seberapa laju biji bergerak</translation>
    </message>
    <message>
        <source>The computer&apos;s moves:</source>
        <translation>Langkah komputer:</translation>
    </message>
</context>
<context>
    <name>SpeedSelector</name>
    <message>
        <source>Slow</source>
        <translation>Perlahan</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Biasa</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Laju</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Serta-merta</translation>
    </message>
</context>
<context>
    <name>Store</name>
    <message>
        <source>again</source>
        <translation>lagi</translation>
    </message>
</context>
<context>
    <name>TraceAnimator</name>
    <message>
        <source>South</source>
        <translation>Selatan</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Utara</translation>
    </message>
    <message>
        <source>%1 captures</source>
        <translation>%1 menawan</translation>
    </message>
    <message>
        <source>%1 captures %2</source>
        <translation>%1 menawan %2</translation>
    </message>
    <message>
        <source>%1 moves again</source>
        <translation>%1 bermain lagi</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>Giliran %1</translation>
    </message>
    <message>
        <source>%1 cannot move</source>
        <translation>%1 tidak dapat bergerak</translation>
    </message>
    <message>
        <source>The round is over</source>
        <translation>Pusingan tamat</translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>Seri</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 menang</translation>
    </message>
</context>
<context>
    <name>cowrie::ui::GameLibrary</name>
    <message>
        <source>only %1 of %2 bytes could be written (is the disk full?)</source>
        <translation>hanya %1 daripada %2 bait dapat ditulis (adakah cakera penuh?)</translation>
    </message>
    <message>
        <source>the file %1 does not exist</source>
        <translation>fail %1 tidak wujud</translation>
    </message>
    <message>
        <source>%1 is not a regular file</source>
        <translation>%1 bukan fail biasa</translation>
    </message>
    <message>
        <source>the file is too large (%1 bytes)</source>
        <translation>fail terlalu besar (%1 bait)</translation>
    </message>
    <message>
        <source>the file cannot be opened (%1)</source>
        <translation>fail tidak dapat dibuka (%1)</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>fail kosong</translation>
    </message>
    <message>
        <source>the folder %1 cannot be created</source>
        <translation>folder %1 tidak dapat dicipta</translation>
    </message>
    <message>
        <source>the game could not be deleted: %1</source>
        <translation>permainan tidak dapat dipadam: %1</translation>
    </message>
    <message>
        <source>this game is already in the library</source>
        <translation>permainan ini sudah ada dalam pustaka</translation>
    </message>
</context>
<context>
    <name>cowrie::ui::GameSession</name>
    <message>
        <source>%1 resigns; %2 wins.</source>
        <translation>%1 menyerah kalah; %2 menang.</translation>
    </message>
    <message>
        <source>Both choose a starting hole in secret: %1 first. %2, look away.</source>
        <translation>Kedua-duanya memilih lubang permulaan secara rahsia: %1 dahulu. %2, jangan lihat.</translation>
    </message>
    <message>
        <source>%1, choose your starting hole (%2&apos;s choice is hidden).</source>
        <translation>%1, pilih lubang permulaan anda (pilihan %2 disembunyikan).</translation>
    </message>
    <message>
        <source>Choose your starting hole; the computer chooses without seeing yours.</source>
        <translation>Pilih lubang permulaan anda; komputer memilih tanpa melihat pilihan anda.</translation>
    </message>
    <message>
        <source>Waiting for the computer&apos;s choice…</source>
        <translation>Menunggu pilihan komputer…</translation>
    </message>
    <message>
        <source>Both computers choose a starting hole…</source>
        <translation>Kedua-dua komputer memilih lubang permulaan…</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 sedang berfikir…</translation>
    </message>
    <message>
        <source>%1 to move: choose a hole, then the direction to sow.</source>
        <translation>Giliran %1: pilih lubang, kemudian arah taburan.</translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation>Giliran %1.</translation>
    </message>
    <message>
        <source>there is no saved game</source>
        <translation>tiada permainan yang disimpan</translation>
    </message>
    <message>
        <source>it is the computer&apos;s turn</source>
        <translation>sekarang giliran komputer</translation>
    </message>
    <message>
        <source>it is not your turn to choose</source>
        <translation>bukan giliran anda untuk memilih</translation>
    </message>
    <message>
        <source>against the computer, choose your own hole only</source>
        <translation>menentang komputer, pilih lubang anda sendiri sahaja</translation>
    </message>
    <message>
        <source>no game has been started</source>
        <translation>tiada permainan yang dimulakan</translation>
    </message>
    <message>
        <source>there is no place %1 on this board</source>
        <translation>tiada tempat %1 pada papan ini</translation>
    </message>
    <message>
        <source>a store cannot be played</source>
        <translation>rumah tidak boleh dimainkan</translation>
    </message>
    <message>
        <source>%1 chooses now, from their own row</source>
        <translation>%1 memilih sekarang, dari baris sendiri</translation>
    </message>
    <message>
        <source>that hole is %1&apos;s; %2 is to move</source>
        <translation>lubang itu milik %1; sekarang giliran %2</translation>
    </message>
    <message>
        <source>hole %1 does not exist (holes are 1..%2)</source>
        <translation>lubang %1 tidak wujud (lubang ialah 1..%2)</translation>
    </message>
    <message>
        <source>%1&apos;s hole %2 cannot start a sowing</source>
        <translation>lubang %2 %1 tidak boleh memulakan taburan</translation>
    </message>
    <message>
        <source>these two holes cannot be played together</source>
        <translation>kedua-dua lubang ini tidak boleh dimainkan bersama</translation>
    </message>
    <message>
        <source>the game is being replayed</source>
        <translation>permainan sedang dimainkan semula</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>permainan sudah tamat</translation>
    </message>
    <message>
        <source>%1 takes back the resignation. %2</source>
        <translation>%1 menarik balik penyerahan kalah. %2</translation>
    </message>
    <message>
        <source>Took back your last move. %1</source>
        <translation>Langkah terakhir anda ditarik balik. %1</translation>
    </message>
    <message>
        <source>Took back move %1. %2</source>
        <translation>Langkah %1 ditarik balik. %2</translation>
    </message>
    <message>
        <source>the computers play on; go back to stop the demo</source>
        <translation>komputer terus bermain; kembali untuk menghentikan demo</translation>
    </message>
    <message>
        <source>a hint is for the person to move</source>
        <translation>petunjuk hanya untuk pemain yang sedang bergilir</translation>
    </message>
    <message>
        <source>This game cannot be saved: %1. It goes on, but will be lost when you quit.</source>
        <translation>Permainan ini tidak dapat disimpan: %1. Ia diteruskan, tetapi akan hilang apabila anda keluar.</translation>
    </message>
    <message>
        <source>This game cannot be kept in the library: %1.</source>
        <translation>Permainan ini tidak dapat disimpan dalam pustaka: %1.</translation>
    </message>
    <message>
        <source>The computer found no move.</source>
        <translation>Komputer tidak menemui sebarang langkah.</translation>
    </message>
    <message>
        <source>Not allowed: %1</source>
        <translation>Tidak dibenarkan: %1</translation>
    </message>
    <message>
        <source>it is not your turn</source>
        <translation>bukan giliran anda</translation>
    </message>
    <message>
        <source>Choose your starting hole; %1 chooses without seeing yours.</source>
        <translation>Pilih lubang permulaan anda; %1 memilih tanpa melihat pilihan anda.</translation>
    </message>
    <message>
        <source>Waiting for %1&apos;s choice…</source>
        <translation>Menunggu pilihan %1…</translation>
    </message>
    <message>
        <source>Your move is on its way to the game server…</source>
        <translation>Langkah anda sedang dihantar ke pelayan permainan…</translation>
    </message>
    <message>
        <source>an online game begins by hosting it or joining it</source>
        <translation>permainan dalam talian bermula dengan menganjurkan atau menyertainya</translation>
    </message>
    <message>
        <source>your move is on its way to the game server</source>
        <translation>langkah anda sedang dihantar ke pelayan permainan</translation>
    </message>
    <message>
        <source>it is %1&apos;s turn</source>
        <translation>sekarang giliran %1</translation>
    </message>
    <message>
        <source>the game server cannot be reached now; try again when connected</source>
        <translation>pelayan permainan tidak dapat dihubungi sekarang; cuba lagi apabila anda kembali dalam talian</translation>
    </message>
    <message>
        <source>there are no hints in a game against a friend online</source>
        <translation>tiada petunjuk dalam permainan menentang kawan dalam talian</translation>
    </message>
    <message>
        <source>The server&apos;s move %1 cannot be played on this board.</source>
        <translation>Langkah %1 daripada pelayan tidak boleh dimainkan pada papan ini.</translation>
    </message>
    <message>
        <source>The server&apos;s move cannot be played on this board.</source>
        <translation>Langkah daripada pelayan tidak boleh dimainkan pada papan ini.</translation>
    </message>
    <message>
        <source>the game server cannot be reached now; your move was not sent</source>
        <translation>pelayan permainan tidak dapat dihubungi sekarang; langkah anda tidak dihantar</translation>
    </message>
    <message>
        <source>The server&apos;s move %1 cannot be read.</source>
        <translation>Langkah %1 daripada pelayan tidak dapat dibaca.</translation>
    </message>
    <message>
        <source>The game server refused the move: %1</source>
        <translation>Pelayan permainan menolak langkah itu: %1</translation>
    </message>
    <message>
        <source>Waiting for your friend to join…</source>
        <translation>Menunggu kawan anda menyertai…</translation>
    </message>
    <message>
        <source>the game begins when your friend has joined</source>
        <translation>permainan bermula apabila kawan anda telah menyertai</translation>
    </message>
</context>
<context>
    <name>cowrie::ui::HintAdvisor</name>
    <message>
        <source>Try hole %1.</source>
        <translation>Cuba lubang %1.</translation>
    </message>
    <message>
        <source>Try hole %1, sowing towards your right.</source>
        <translation>Cuba lubang %1, menabur ke arah kanan anda.</translation>
    </message>
    <message>
        <source>Try hole %1, sowing towards your left.</source>
        <translation>Cuba lubang %1, menabur ke arah kiri anda.</translation>
    </message>
</context>
<context>
    <name>cowrie::ui::LessonSession</name>
    <message>
        <source>South</source>
        <translation>Selatan</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Utara</translation>
    </message>
    <message>
        <source>There are no lessons for this game yet.</source>
        <translation>Belum ada pelajaran untuk permainan ini.</translation>
    </message>
    <message>
        <source>The lessons cannot be read: %1</source>
        <translation>Pelajaran tidak dapat dibaca: %1</translation>
    </message>
    <message>
        <source>Not quite. %1</source>
        <translation>Belum tepat. %1</translation>
    </message>
    <message>
        <source>Well done.</source>
        <translation>Syabas.</translation>
    </message>
    <message>
        <source>That was the move. %1</source>
        <translation>Itulah langkahnya. %1</translation>
    </message>
    <message>
        <source>Play one of your own holes, in the row nearest you.</source>
        <translation>Mainkan salah satu lubang anda sendiri, dalam baris yang paling dekat dengan anda.</translation>
    </message>
    <message>
        <source>That hole cannot be played: %1.</source>
        <translation>Lubang itu tidak boleh dimainkan: %1.</translation>
    </message>
    <message>
        <source>Right: the last seed falls in %1.</source>
        <translation>Betul: biji terakhir jatuh ke %1.</translation>
    </message>
    <message>
        <source>Not there: the last seed falls in %1. Watch.</source>
        <translation>Bukan di situ: biji terakhir jatuh ke %1. Perhatikan.</translation>
    </message>
    <message>
        <source>Lesson complete.</source>
        <translation>Pelajaran selesai.</translation>
    </message>
    <message>
        <source>You have finished every lesson of this game. Try a real game, or some puzzles!</source>
        <translation>Anda telah menamatkan setiap pelajaran permainan ini. Cuba permainan sebenar, atau beberapa teka-teki!</translation>
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
        <translation>Pemula</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Mudah</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Sederhana</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Kuat</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Pakar</translation>
    </message>
    <message>
        <source>Cannot be read: %1</source>
        <translation>Tidak dapat dibaca: %1</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Selatan</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Utara</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <translation>Komputer (%1)</translation>
    </message>
    <message>
        <source>Two players</source>
        <translation>Dua pemain</translation>
    </message>
    <message>
        <source>Computer demo</source>
        <translation>Demo komputer</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 lawan %2</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation>Belum selesai</translation>
    </message>
    <message>
        <source>%1 resigned</source>
        <translation>%1 menyerah kalah</translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>Seri</translation>
    </message>
    <message>
        <source>%1 won by %2</source>
        <extracomment>%1 is the winner&apos;s name, %2 their lead in seeds.</extracomment>
        <translation>%1 menang dengan %2</translation>
    </message>
    <message>
        <source>1 move</source>
        <translation>1 langkah</translation>
    </message>
    <message numerus="yes">
        <source>%n moves</source>
        <translation>
            <numerusform>%n langkah</numerusform>
        </translation>
    </message>
    <message>
        <source>This game cannot be opened: %1</source>
        <translation>Permainan ini tidak dapat dibuka: %1</translation>
    </message>
    <message>
        <source>The game could not be deleted: %1</source>
        <translation>Permainan tidak dapat dipadam: %1</translation>
    </message>
    <message>
        <source>The game was deleted.</source>
        <translation>Permainan telah dipadam.</translation>
    </message>
    <message>
        <source>only a file on this computer can be written</source>
        <translation>hanya fail pada komputer ini boleh ditulis</translation>
    </message>
    <message>
        <source>The game was exported to %1.</source>
        <translation>Permainan telah dieksport ke %1.</translation>
    </message>
    <message>
        <source>The game could not be exported: %1</source>
        <translation>Permainan tidak dapat dieksport: %1</translation>
    </message>
    <message>
        <source>only a file on this computer can be read</source>
        <translation>hanya fail pada komputer ini boleh dibaca</translation>
    </message>
    <message>
        <source>%1 was added to the library.</source>
        <translation>%1 telah ditambah ke pustaka.</translation>
    </message>
    <message>
        <source>The file could not be imported: %1</source>
        <translation>Fail tidak dapat diimport: %1</translation>
    </message>
</context>
<context>
    <name>cowrie::ui::OnlineGame</name>
    <message>
        <source>Could not connect.</source>
        <translation>Tidak dapat menyambung.</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Menyambung ke %1…</translation>
    </message>
    <message>
        <source>Connection lost; reconnecting…</source>
        <translation>Sambungan terputus; menyambung semula…</translation>
    </message>
    <message numerus="yes">
        <source>Connection lost; reconnecting in %n s</source>
        <translation>
            <numerusform>Sambungan terputus; menyambung semula dalam %n saat</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting for your friend to join.</source>
        <translation>Menunggu kawan anda menyertai.</translation>
    </message>
    <message>
        <source>Game over; %1 is still here.</source>
        <translation>Permainan tamat; %1 masih di sini.</translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation>Permainan tamat.</translation>
    </message>
    <message>
        <source>Connected: playing %1.</source>
        <translation>Tersambung: bermain dengan %1.</translation>
    </message>
    <message>
        <source>%1 is away; the game waits.</source>
        <translation>%1 tiada di sini; permainan menunggu.</translation>
    </message>
    <message>
        <source>Hello!</source>
        <translation>Helo!</translation>
    </message>
    <message>
        <source>Good move!</source>
        <translation>Langkah yang bagus!</translation>
    </message>
    <message>
        <source>Good game!</source>
        <translation>Permainan yang bagus!</translation>
    </message>
    <message>
        <source>Thanks!</source>
        <translation>Terima kasih!</translation>
    </message>
    <message>
        <source>Oops!</source>
        <translation>Alamak!</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>The name an online player is given who typed none.</extracomment>
        <translation>Pemain</translation>
    </message>
    <message>
        <source>The game server could not start: %1</source>
        <translation>Pelayan permainan tidak dapat dimulakan: %1</translation>
    </message>
    <message>
        <source>Paste the invite, or give the server&apos;s address in Settings.</source>
        <translation>Tampal jemputan, atau berikan alamat pelayan dalam Tetapan.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no invite nor server address.</source>
        <translation>&quot;%1&quot; bukan jemputan dan bukan alamat pelayan.</translation>
    </message>
    <message>
        <source>The invite names no room: give the room code too.</source>
        <translation>Jemputan tidak menamakan bilik: berikan juga kod bilik.</translation>
    </message>
    <message>
        <source>Could not reach the server at %1: %2</source>
        <translation>Tidak dapat menghubungi pelayan di %1: %2</translation>
    </message>
    <message>
        <source>The server&apos;s answer is damaged.</source>
        <translation>Jawapan pelayan rosak.</translation>
    </message>
    <message>
        <source>The server gave up this game: nobody played it for a week.</source>
        <translation>Pelayan telah membuang permainan ini: tiada sesiapa memainkannya selama seminggu.</translation>
    </message>
    <message>
        <source>There is no room %1 on that server.</source>
        <translation>Tiada bilik %1 pada pelayan itu.</translation>
    </message>
    <message>
        <source>Room %1 has two players already.</source>
        <translation>Bilik %1 sudah ada dua pemain.</translation>
    </message>
    <message>
        <source>The server refused: %1</source>
        <translation>Pelayan menolak: %1</translation>
    </message>
    <message>
        <source>This board differs from the server&apos;s after move %1; the server&apos;s game is brought back.</source>
        <translation>Papan ini berbeza daripada papan pelayan selepas langkah %1; permainan pelayan dipulihkan.</translation>
    </message>
</context>
<context>
    <name>cowrie::ui::OnlineLink</name>
    <message>
        <source>no answer within %1 s</source>
        <translation>tiada jawapan dalam %1 saat</translation>
    </message>
</context>
<context>
    <name>cowrie::ui::OptionsModel</name>
    <message>
        <source>There is no game called &apos;%1&apos;.</source>
        <translation>Tiada permainan bernama &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>%1 has no preset &apos;%2&apos;.</source>
        <translation>%1 tiada pratetap &apos;%2&apos;.</translation>
    </message>
</context>
<context>
    <name>cowrie::ui::PuzzleSession</name>
    <message>
        <source>South</source>
        <translation>Selatan</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Utara</translation>
    </message>
    <message>
        <source>There are no puzzles for this game yet.</source>
        <translation>Belum ada teka-teki untuk permainan ini.</translation>
    </message>
    <message>
        <source>The puzzles cannot be read: %1</source>
        <translation>Teka-teki tidak dapat dibaca: %1</translation>
    </message>
    <message>
        <source>This puzzle cannot be shown: both players move at once.</source>
        <translation>Teka-teki ini tidak dapat ditunjukkan: kedua-dua pemain bermain serentak.</translation>
    </message>
    <message>
        <source>This puzzle cannot be read: %1</source>
        <translation>Teka-teki ini tidak dapat dibaca: %1</translation>
    </message>
    <message>
        <source>You play North: your holes are nearest you. Find the best move.</source>
        <translation>Anda bermain sebagai Utara: lubang anda ialah yang paling dekat dengan anda. Cari langkah terbaik.</translation>
    </message>
    <message>
        <source>You play South: your holes are nearest you. Find the best move.</source>
        <translation>Anda bermain sebagai Selatan: lubang anda ialah yang paling dekat dengan anda. Cari langkah terbaik.</translation>
    </message>
    <message>
        <source>Play one of South&apos;s holes, in the row nearest you.</source>
        <translation>Mainkan salah satu lubang Selatan, dalam baris yang paling dekat dengan anda.</translation>
    </message>
    <message>
        <source>Play one of North&apos;s holes, in the row nearest you.</source>
        <translation>Mainkan salah satu lubang Utara, dalam baris yang paling dekat dengan anda.</translation>
    </message>
    <message>
        <source>That hole cannot be played: %1.</source>
        <translation>Lubang itu tidak boleh dimainkan: %1.</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>Betul!</translation>
    </message>
    <message>
        <source>Not this one. Watch what happens.</source>
        <translation>Bukan yang ini. Perhatikan apa yang berlaku.</translation>
    </message>
    <message>
        <source>Right! Keep going: it is your move again.</source>
        <translation>Betul! Teruskan: giliran anda lagi.</translation>
    </message>
    <message>
        <source>That was the answer.</source>
        <translation>Itulah jawapannya.</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>Selesai!</translation>
    </message>
    <message>
        <source>Solved, with help this time.</source>
        <translation>Selesai, dengan bantuan kali ini.</translation>
    </message>
    <message>
        <source>Your rating: %1 (+%2).</source>
        <translation>Penarafan anda: %1 (+%2).</translation>
    </message>
    <message>
        <source>Your rating: %1 (−%2).</source>
        <translation>Penarafan anda: %1 (−%2).</translation>
    </message>
    <message>
        <source>Not this one.</source>
        <translation>Bukan yang ini.</translation>
    </message>
    <message>
        <source>Taken back. Try again.</source>
        <translation>Langkah dibatalkan. Cuba lagi.</translation>
    </message>
    <message>
        <source>Play the lit hole.</source>
        <translation>Mainkan lubang yang bercahaya.</translation>
    </message>
    <message>
        <source>Watch the answer.</source>
        <translation>Perhatikan jawapannya.</translation>
    </message>
</context>
<context>
    <name>cowrie::ui::ReplayController</name>
    <message>
        <source>Both</source>
        <translation>Kedua-duanya</translation>
    </message>
</context>
<context>
    <name>cowrie::ui::ReviewMoves</name>
    <message>
        <source>best</source>
        <translation>terbaik</translation>
    </message>
    <message>
        <source>good</source>
        <translation>baik</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>kurang tepat</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>kesilapan</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>kesilapan besar</translation>
    </message>
    <message>
        <source>chosen together</source>
        <translation>dipilih bersama</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Selatan</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Utara</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>Kedua-duanya</translation>
    </message>
</context>
<context>
    <name>cowrie::ui::ReviewSession</name>
    <message>
        <source>This game cannot be reviewed: %1</source>
        <translation>Permainan ini tidak dapat disemak: %1</translation>
    </message>
    <message>
        <source>The position the game was left in.</source>
        <translation>Kedudukan ketika permainan ditinggalkan.</translation>
    </message>
    <message>
        <source>Move %1: both players chose at once, %2; such choices are not classed.</source>
        <translation>Langkah %1: kedua-dua pemain memilih serentak, %2; pilihan sebegini tidak dinilai.</translation>
    </message>
    <message>
        <source>Move %1: %2 played %3, the engine&apos;s choice too.</source>
        <translation>Langkah %1: %2 memainkan %3, sama dengan pilihan enjin.</translation>
    </message>
    <message>
        <source>Move %1: %2 played %3, as good as the engine&apos;s %4.</source>
        <translation>Langkah %1: %2 memainkan %3, sama baik dengan pilihan enjin, %4.</translation>
    </message>
    <message>
        <source>Move %1: %2 played %3, a blunder that changes the result. Best was %4.</source>
        <translation>Langkah %1: %2 memainkan %3, kesilapan besar yang mengubah keputusan. Yang terbaik ialah %4.</translation>
    </message>
    <message numerus="yes">
        <source>%n seed given away</source>
        <translation>
            <numerusform>%n biji diberikan kepada lawan</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seeds given away</source>
        <translation>
            <numerusform>%n biji diberikan kepada lawan</numerusform>
        </translation>
    </message>
    <message>
        <source>Move %1: %2 played %3, %4: %5. Best was %6.</source>
        <translation>Langkah %1: %2 memainkan %3, %4: %5. Yang terbaik ialah %6.</translation>
    </message>
    <message>
        <source>a win for South</source>
        <translation>kemenangan untuk Selatan</translation>
    </message>
    <message>
        <source>a win for North</source>
        <translation>kemenangan untuk Utara</translation>
    </message>
    <message>
        <source>Value for South: %1 before the move, %2 after it.</source>
        <translation>Nilai untuk Selatan: %1 sebelum langkah, %2 selepasnya.</translation>
    </message>
    <message>
        <source>Exact: the engine searched to the end of the game.</source>
        <translation>Tepat: enjin mencari hingga ke akhir permainan.</translation>
    </message>
    <message>
        <source>Estimated by a search of %L1 positions.</source>
        <translation>Anggaran daripada carian %L1 kedudukan.</translation>
    </message>
</context>
<context>
    <name>cowrie::ui::RulesBook</name>
    <message>
        <source>There is no game called %1.</source>
        <translation>Tiada permainan bernama %1.</translation>
    </message>
    <message>
        <source>The rules of %1 are not written yet.</source>
        <translation>Peraturan %1 belum ditulis.</translation>
    </message>
    <message>
        <source>The rules could not be read.</source>
        <translation>Peraturan tidak dapat dibaca.</translation>
    </message>
</context>
<context>
    <name>cowrie::ui::SaveStore</name>
    <message>
        <source>%1 against %2</source>
        <translation>%1 lawan %2</translation>
    </message>
    <message>
        <source>against the computer</source>
        <translation>menentang komputer</translation>
    </message>
    <message>
        <source>computer against computer</source>
        <translation>komputer lawan komputer</translation>
    </message>
    <message>
        <source>%1, %2, 1 move played</source>
        <translation>%1, %2, 1 langkah dimainkan</translation>
    </message>
    <message>
        <source>%1, %2, %3 moves played</source>
        <translation>%1, %2, %3 langkah dimainkan</translation>
    </message>
    <message>
        <source>the folder %1 cannot be created</source>
        <translation>folder %1 tidak dapat dicipta</translation>
    </message>
    <message>
        <source>it is not valid JSON (%1)</source>
        <translation>ia bukan JSON yang sah (%1)</translation>
    </message>
    <message>
        <source>it is not a Cowrie save file</source>
        <translation>ia bukan fail simpanan Cowrie</translation>
    </message>
    <message>
        <source>it was written by another version of Cowrie</source>
        <translation>ia ditulis oleh versi Cowrie yang lain</translation>
    </message>
    <message>
        <source>its record or setup is missing</source>
        <translation>rekod atau tetapannya tiada</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>ia bukan fail biasa</translation>
    </message>
    <message>
        <source>it is too large (%1 bytes)</source>
        <translation>ia terlalu besar (%1 bait)</translation>
    </message>
    <message>
        <source>it cannot be opened (%1)</source>
        <translation>ia tidak dapat dibuka (%1)</translation>
    </message>
    <message>
        <source>it holds a game of %1, not of %2</source>
        <translation>ia mengandungi permainan %1, bukan %2</translation>
    </message>
    <message>
        <source>The saved game could not be read: %1. It was set aside as %2.</source>
        <extracomment>%1 is why the saved game could not be read (&quot;it is not a Cowrie save file&quot;). %2 is the file&apos;s new name.</extracomment>
        <translation>Permainan yang disimpan tidak dapat dibaca: %1. Ia telah diketepikan sebagai %2.</translation>
    </message>
    <message>
        <source>The saved game could not be read: %1.</source>
        <translation>Permainan yang disimpan tidak dapat dibaca: %1.</translation>
    </message>
    <message>
        <source>The list of unfinished games could not be read: %1. It was set aside as %2; the games are still in the library.</source>
        <extracomment>%1 is why the list could not be read, %2 the file&apos;s new name.</extracomment>
        <translation>Senarai permainan belum selesai tidak dapat dibaca: %1. Ia telah diketepikan sebagai %2; permainan itu masih ada dalam pustaka.</translation>
    </message>
    <message>
        <source>The list of unfinished games could not be read: %1; the games are still in the library.</source>
        <translation>Senarai permainan belum selesai tidak dapat dibaca: %1; permainan itu masih ada dalam pustaka.</translation>
    </message>
    <message>
        <source>The unfinished game of %1 could not be read from the library: %2. It is still there, listed with its problem.</source>
        <extracomment>%1 is a game&apos;s name, %2 why its record could not be read.</extracomment>
        <translation>Permainan %1 yang belum selesai tidak dapat dibaca daripada pustaka: %2. Ia masih ada di sana, disenaraikan bersama masalahnya.</translation>
    </message>
    <message>
        <source>The list of unfinished games cannot be written: %1.</source>
        <extracomment>%1 is what went wrong (&quot;No space left on device&quot;).</extracomment>
        <translation>Senarai permainan belum selesai tidak dapat ditulis: %1.</translation>
    </message>
    <message>
        <source>The saved game in %1 could not be moved into the library: %2. It stays where it is.</source>
        <extracomment>%1 is a file name, %2 what went wrong.</extracomment>
        <translation>Permainan yang disimpan dalam %1 tidak dapat dipindahkan ke pustaka: %2. Ia kekal di tempatnya.</translation>
    </message>
    <message>
        <source>its list of games is damaged</source>
        <translation>senarai permainannya rosak</translation>
    </message>
    <message>
        <source>%1, online against %2, 1 move played</source>
        <extracomment>An unfinished game played over the network; %2 is the friend&apos;s name.</extracomment>
        <translation>%1, dalam talian menentang %2, 1 langkah dimainkan</translation>
    </message>
    <message>
        <source>%1, online against %2, %3 moves played</source>
        <translation>%1, dalam talian menentang %2, %3 langkah dimainkan</translation>
    </message>
</context>
</TS>
