<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="id_ID" sourcelanguage="en">
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
        <translation>rumah Anda</translation>
    </message>
    <message>
        <source>%1&apos;s store</source>
        <translation>rumah %1</translation>
    </message>
    <message numerus="yes">
        <source>your store, %n seed</source>
        <translation>
            <numerusform>rumah Anda, %n biji</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>your store, %n seeds</source>
        <translation>
            <numerusform>rumah Anda, %n biji</numerusform>
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
        <translation>lubang %1 Anda</translation>
    </message>
    <message>
        <source>%1&apos;s hole %2</source>
        <translation>lubang %2 milik %1</translation>
    </message>
    <message numerus="yes">
        <source>your hole %1, %n seed</source>
        <translation>
            <numerusform>lubang %1 Anda, %n biji</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>your hole %1, %n seeds</source>
        <translation>
            <numerusform>lubang %1 Anda, %n biji</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s hole %2, %n seed</source>
        <translation>
            <numerusform>lubang %2 milik %1, %n biji</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s hole %2, %n seeds</source>
        <translation>
            <numerusform>lubang %2 milik %1, %n biji</numerusform>
        </translation>
    </message>
    <message>
        <source>You can play it now.</source>
        <translation>Anda dapat memainkannya sekarang.</translation>
    </message>
    <message>
        <source>You cannot play it now.</source>
        <translation>Anda tidak dapat memainkannya sekarang.</translation>
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
        <translation>Setiap kejadian dalam satu langkah disebutkan di sini selagi biji-biji bergerak.</translation>
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
        <translation>mancala standar</translation>
    </message>
    <message>
        <source>Reference game (worldwide)</source>
        <extracomment>where Kalah is played</extracomment>
        <translation>Permainan acuan (seluruh dunia)</translation>
    </message>
    <message>
        <source>The familiar mancala: capture across the board, extra moves from your store.</source>
        <extracomment>one line about Kalah</extracomment>
        <translation>Mancala yang sudah dikenal: tangkap biji di seberang papan, main lagi bila berakhir di rumah sendiri.</translation>
    </message>
    <message>
        <source>Holes</source>
        <extracomment>the name of an option of Kalah</extracomment>
        <translation>Lubang</translation>
    </message>
    <message>
        <source>Holes in each player&apos;s row.</source>
        <extracomment>what an option of Kalah does</extracomment>
        <translation>Jumlah lubang di baris tiap pemain.</translation>
    </message>
    <message>
        <source>Seeds</source>
        <extracomment>the name of an option of Kalah</extracomment>
        <translation>Biji</translation>
    </message>
    <message>
        <source>Seeds in each hole at the start.</source>
        <extracomment>what an option of Kalah does</extracomment>
        <translation>Jumlah biji di tiap lubang pada awal permainan.</translation>
    </message>
    <message>
        <source>Empty capture</source>
        <extracomment>the name of an option of Kalah</extracomment>
        <translation>Tangkapan kosong</translation>
    </message>
    <message>
        <source>A last seed in your own empty hole is captured even when the opposite hole is empty.</source>
        <extracomment>what an option of Kalah does</extracomment>
        <translation>Biji terakhir yang jatuh di lubang kosong milik sendiri tetap ditangkap meskipun lubang di seberangnya kosong.</translation>
    </message>
    <message>
        <source>First</source>
        <extracomment>the name of an option of Kalah</extracomment>
        <translation>Pemain pertama</translation>
    </message>
    <message>
        <source>Who moves first.</source>
        <extracomment>what an option of Kalah does</extracomment>
        <translation>Siapa yang jalan lebih dulu.</translation>
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
        <translation>Tujuh lubang berisi tujuh biji; taburan bersambung berputar mengelilingi papan.</translation>
    </message>
    <message>
        <source>Single round</source>
        <extracomment>a variant (preset) of Congkak</extracomment>
        <translation>Satu putaran</translation>
    </message>
    <message>
        <source>Traditional: simultaneous start, rounds</source>
        <extracomment>a variant (preset) of Congkak</extracomment>
        <translation>Tradisional: mulai serentak, beberapa putaran</translation>
    </message>
    <message>
        <source>Traditional</source>
        <extracomment>the name of an option of Congkak</extracomment>
        <translation>Tradisional</translation>
    </message>
    <message>
        <source>Both players make the first move at once, and the game is played over rounds with burnt holes.</source>
        <extracomment>what an option of Congkak does</extracomment>
        <translation>Kedua pemain melakukan langkah pertama bersamaan, dan permainan dimainkan dalam beberapa putaran dengan lubang terbakar.</translation>
    </message>
    <message>
        <source>Who moves first (no effect with the simultaneous start).</source>
        <extracomment>what an option of Congkak does</extracomment>
        <translation>Siapa yang jalan lebih dulu (tidak berpengaruh bila mulai serentak).</translation>
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
        <translation>Taburan bersambung pada papan berisi lima sampai sembilan lubang per sisi; main satu putaran atau sampai K.</translation>
    </message>
    <message>
        <source>Classic 2x5</source>
        <extracomment>a variant (preset) of Congklak</extracomment>
        <translation>Klasik 2x5</translation>
    </message>
    <message>
        <source>Rounds 2xN</source>
        <extracomment>a variant (preset) of Congklak</extracomment>
        <translation>Putaran 2xN</translation>
    </message>
    <message>
        <source>Preset</source>
        <extracomment>the name of an option of Congklak</extracomment>
        <translation>Prasetel</translation>
    </message>
    <message>
        <source>Classic 2x5, one round; or Rounds: simultaneous start, burnt holes, first to K rounds.</source>
        <extracomment>what an option of Congklak does</extracomment>
        <translation>Klasik 2x5, satu putaran; atau Putaran: mulai serentak, lubang terbakar, yang pertama memenangi K putaran.</translation>
    </message>
    <message>
        <source>Classic</source>
        <extracomment>a choice of the option &apos;Preset&apos;</extracomment>
        <translation>Klasik</translation>
    </message>
    <message>
        <source>Rounds</source>
        <extracomment>a choice of the option &apos;Preset&apos;</extracomment>
        <translation>Putaran</translation>
    </message>
    <message>
        <source>Holes in each row, and seeds in each hole (default 5 in Classic, 7 in Rounds).</source>
        <extracomment>what an option of Congklak does</extracomment>
        <translation>Jumlah lubang di tiap baris, dan biji di tiap lubang (bawaan 5 pada Klasik, 7 pada Putaran).</translation>
    </message>
    <message>
        <source>Round wins needed to win the game (Rounds preset).</source>
        <extracomment>what an option of Congklak does</extracomment>
        <translation>Jumlah putaran yang harus dimenangi untuk memenangi permainan (prasetel Putaran).</translation>
    </message>
    <message>
        <source>Lone seed</source>
        <extracomment>the name of an option of Congklak</extracomment>
        <translation>Biji tunggal</translation>
    </message>
    <message>
        <source>A last seed in your own empty hole is taken even when nothing lies opposite.</source>
        <extracomment>what an option of Congklak does</extracomment>
        <translation>Biji terakhir yang jatuh di lubang kosong milik sendiri tetap diambil meskipun tidak ada apa-apa di seberangnya.</translation>
    </message>
    <message>
        <source>Burnt penalty</source>
        <extracomment>the name of an option of Congklak</extracomment>
        <translation>Denda terbakar</translation>
    </message>
    <message>
        <source>Burnt holes stay on the circuit; a seed falling into one goes to the opponent.</source>
        <extracomment>what an option of Congklak does</extracomment>
        <translation>Lubang terbakar tetap berada di lintasan; biji yang jatuh ke dalamnya menjadi milik lawan.</translation>
    </message>
    <message>
        <source>Who moves first (Classic; Rounds starts with both at once).</source>
        <extracomment>what an option of Congklak does</extracomment>
        <translation>Siapa yang jalan lebih dulu (Klasik; Putaran dimulai dengan keduanya serentak).</translation>
    </message>
    <message>
        <source>Chonka</source>
        <extracomment>the name of a game</extracomment>
        <translation>Chonka</translation>
    </message>
    <message>
        <source>chonku, Colombo&apos;s pallankuli</source>
        <extracomment>other names of Chonka, after &quot;also&quot;</extracomment>
        <translation>chonku, pallankuli Kolombo</translation>
    </message>
    <message>
        <source>Colombo, Sri Lanka</source>
        <extracomment>where Chonka is played</extracomment>
        <translation>Kolombo, Sri Lanka</translation>
    </message>
    <message>
        <source>The first move picks the direction for the whole game; the store ends a turn.</source>
        <extracomment>one line about Chonka</extracomment>
        <translation>Langkah pertama menentukan arah untuk seluruh permainan; rumah mengakhiri giliran.</translation>
    </message>
    <message>
        <source>Either side</source>
        <extracomment>the name of an option of Chonka</extracomment>
        <translation>Sisi mana pun</translation>
    </message>
    <message>
        <source>A last seed in an empty hole on either side captures it and the hole opposite.</source>
        <extracomment>what an option of Chonka does</extracomment>
        <translation>Biji terakhir yang jatuh di lubang kosong di sisi mana pun menangkap lubang itu dan lubang di seberangnya.</translation>
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
        <translation>Enam biji per lubang: pasu untuk lubang berisi empat, tangkap di balik lubang kosong, lubang terbakar.</translation>
    </message>
    <message>
        <source>Hidden counts</source>
        <extracomment>the name of an option of Pallankuzhi</extracomment>
        <translation>Jumlah tersembunyi</translation>
    </message>
    <message>
        <source>The board shows the seeds but no numbers: judge a sowing by eye.</source>
        <extracomment>what an option of Pallankuzhi does</extracomment>
        <translation>Papan menampilkan biji tetapi tanpa angka: perkirakan taburan dengan mata.</translation>
    </message>
    <message>
        <source>Who moves first in round 1; rounds then alternate.</source>
        <extracomment>what an option of Pallankuzhi does</extracomment>
        <translation>Siapa yang jalan lebih dulu di putaran 1; setelah itu putaran bergantian.</translation>
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
        <translation>Biji olinda merah: lewati lubang berisi tiga, makan lubang berisi empat, dan main fase demi fase.</translation>
    </message>
    <message>
        <source>Short arrangement</source>
        <extracomment>the name of an option of Olinda keliya</extracomment>
        <translation>Susunan pendek</translation>
    </message>
    <message>
        <source>A player starting a phase with fewer than 12 seeds arranges 2 (or 1) per hole and plays by the short player&apos;s rules.</source>
        <extracomment>what an option of Olinda keliya does</extracomment>
        <translation>Pemain yang memulai fase dengan kurang dari 12 biji menyusun 2 (atau 1) biji per lubang dan bermain dengan aturan pemain yang kekurangan biji.</translation>
    </message>
    <message>
        <source>Off</source>
        <extracomment>a choice of the option &apos;Short arrangement&apos;</extracomment>
        <translation>Nonaktif</translation>
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
        <translation>Dengan 28 biji masing-masing (hari mutu), para pemain sepakat seri.</translation>
    </message>
    <message>
        <source>Who moves first (and chooses the direction).</source>
        <extracomment>what an option of Olinda keliya does</extracomment>
        <translation>Siapa yang jalan lebih dulu (dan memilih arah).</translation>
    </message>
    <message>
        <source>Agreed draw</source>
        <extracomment>an agreement of Olinda keliya (its name)</extracomment>
        <translation>Seri disepakati</translation>
    </message>
    <message>
        <source>If both end a phase with 28 seeds, agree to a draw (hari mutu). The agreement is made now, before play; there is no draw offer during the game. Off: play goes on with a new phase.</source>
        <extracomment>an agreement of Olinda keliya (what it means)</extracomment>
        <translation>Jika keduanya mengakhiri fase dengan 28 biji, sepakati seri (hari mutu). Kesepakatan dibuat sekarang, sebelum bermain; tidak ada tawaran seri selama permainan. Nonaktif: permainan berlanjut dengan fase baru.</translation>
    </message>
    <message>
        <source>Agreed: 28 seeds each at a phase&apos;s end is a draw (hari mutu)</source>
        <extracomment>an agreement of Olinda keliya (shown while it holds)</extracomment>
        <translation>Disepakati: masing-masing 28 biji di akhir fase berarti seri (hari mutu)</translation>
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
        <translation>Tiga baris berisi enam lubang: balapan serentak, lalu tangkapan menyusuri kolom.</translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>the name of an option of Three-row mancala</extracomment>
        <translation>Permainan</translation>
    </message>
    <message>
        <source>Games in a match; later games start from the seeds each player won.</source>
        <extracomment>what an option of Three-row mancala does</extracomment>
        <translation>Jumlah permainan dalam satu pertandingan; permainan berikutnya dimulai dengan biji yang dimenangi tiap pemain.</translation>
    </message>
    <message>
        <source>Accepted for every game; the simultaneous start makes it moot here.</source>
        <extracomment>what an option of Three-row mancala does</extracomment>
        <translation>Berlaku untuk setiap permainan; di sini mulai serentak membuatnya tidak berpengaruh.</translation>
    </message>
    <message>
        <source>a side has no seeds left in its holes</source>
        <extracomment>why a round or game ended, after &quot;The round is over: &quot;</extracomment>
        <translation>satu pihak tidak lagi punya biji di lubangnya</translation>
    </message>
    <message>
        <source>every possible move would sow forever</source>
        <extracomment>why a round or game ended, after &quot;The round is over: &quot;</extracomment>
        <translation>setiap langkah yang mungkin akan menabur tanpa henti</translation>
    </message>
    <message>
        <source>the same position occurred a third time</source>
        <extracomment>why a round or game ended, after &quot;The round is over: &quot;</extracomment>
        <translation>posisi yang sama terjadi untuk ketiga kalinya</translation>
    </message>
    <message>
        <source>the player to move has no legal move</source>
        <extracomment>why a round or game ended, after &quot;The round is over: &quot;</extracomment>
        <translation>pemain yang mendapat giliran tidak punya langkah yang sah</translation>
    </message>
    <message>
        <source>every seed is in a store</source>
        <extracomment>why a round or game ended, after &quot;The round is over: &quot;</extracomment>
        <translation>semua biji sudah berada di rumah</translation>
    </message>
    <message>
        <source>the player to move has no seeds in his holes</source>
        <extracomment>why a round or game ended, after &quot;The round is over: &quot;</extracomment>
        <translation>pemain yang mendapat giliran tidak punya biji di lubangnya</translation>
    </message>
    <message>
        <source>a player won the rounds needed</source>
        <extracomment>why a round or game ended, after &quot;The round is over: &quot;</extracomment>
        <translation>seorang pemain telah memenangi putaran yang dibutuhkan</translation>
    </message>
    <message>
        <source>a player could not fill a single hole</source>
        <extracomment>why a round or game ended, after &quot;The round is over: &quot;</extracomment>
        <translation>seorang pemain tidak dapat mengisi satu lubang pun</translation>
    </message>
    <message>
        <source>equal seeds on both sides, a draw by agreement</source>
        <extracomment>why a round or game ended, after &quot;The round is over: &quot;</extracomment>
        <translation>biji sama banyak di kedua pihak, seri atas kesepakatan</translation>
    </message>
    <message>
        <source>a player has no seeds to start a new phase</source>
        <extracomment>why a round or game ended, after &quot;The round is over: &quot;</extracomment>
        <translation>seorang pemain tidak punya biji untuk memulai fase baru</translation>
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
        <translation>Aturan</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Lanjutkan</translation>
    </message>
    <message>
        <source>Play  ›</source>
        <translation>Main  ›</translation>
    </message>
    <message>
        <source>Also called %1.</source>
        <translation>Juga dikenal sebagai %1.</translation>
    </message>
    <message>
        <source>Unfinished game: %1.</source>
        <translation>Permainan belum selesai: %1.</translation>
    </message>
    <message>
        <source>Press Enter to set up a game, L for its lessons, R for its rules.</source>
        <translation>Tekan Enter untuk menyiapkan permainan, L untuk pelajarannya, R untuk aturannya.</translation>
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
            <numerusform>dengan selisih %n biji</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>by %n seeds</source>
        <translation>
            <numerusform>dengan selisih %n biji</numerusform>
        </translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Main lagi</translation>
    </message>
    <message>
        <source>Watch the replay</source>
        <translation>Tonton tayangan ulang</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Tinjau permainan ini</translation>
    </message>
    <message>
        <source>Take back the resignation</source>
        <translation>Tarik kembali pernyataan menyerah</translation>
    </message>
    <message>
        <source>Undo last move</source>
        <translation>Batalkan langkah terakhir</translation>
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
        <translation>Lanjutkan: %1</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Koleksi</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Pengaturan</translation>
    </message>
    <message>
        <source>Mancala games of South and Southeast Asia. Choose a game with the mouse, or with the arrow keys and Enter (L: its lessons, R: its rules).</source>
        <translation>Permainan mancala dari Asia Selatan dan Asia Tenggara. Pilih permainan dengan tetikus, atau dengan tombol panah dan Enter (L: pelajarannya, R: aturannya).</translation>
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
        <translation>Permainan tidak dapat diselenggarakan</translation>
    </message>
    <message>
        <source>Invite a friend</source>
        <translation>Undang teman</translation>
    </message>
    <message>
        <source>Room code</source>
        <translation>Kode ruang</translation>
    </message>
    <message>
        <source>Room code %1</source>
        <translation>Kode ruang %1</translation>
    </message>
    <message>
        <source>at %1</source>
        <translation>di %1</translation>
    </message>
    <message>
        <source>Send your friend this invite; they paste it under Join:</source>
        <translation>Kirim undangan ini ke teman Anda; ia menempelnya di bagian Gabung:</translation>
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
        <translation>Salin undangan</translation>
    </message>
    <message>
        <source>Waiting for your friend to join…</source>
        <translation>Menunggu teman Anda bergabung…</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Kembali</translation>
    </message>
    <message>
        <source>Stop hosting</source>
        <translation>Berhenti menjadi tuan rumah</translation>
    </message>
</context>
<context>
    <name>JoinForm</name>
    <message>
        <source>Invite or server address</source>
        <translation>Undangan atau alamat server</translation>
    </message>
    <message>
        <source>Room code</source>
        <translation>Kode ruang</translation>
    </message>
    <message>
        <source>Not needed with an invite</source>
        <translation>Tidak perlu jika ada undangan</translation>
    </message>
</context>
<context>
    <name>JoinPanel</name>
    <message>
        <source>Join a friend&apos;s game</source>
        <translation>Bergabung ke permainan teman</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Kembali</translation>
    </message>
    <message>
        <source>Joining…</source>
        <translation>Bergabung…</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Gabung</translation>
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
        <translation>‹ Beranda</translation>
    </message>
    <message>
        <source>%1 — lesson %2: %3</source>
        <translation>%1 — pelajaran %2: %3</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Aturan</translation>
    </message>
    <message>
        <source>Short lessons on the real board. Each takes a minute or two; finish them all and you are ready for a game against the computer.</source>
        <translation>Pelajaran singkat di papan sungguhan. Masing-masing hanya satu atau dua menit; selesaikan semuanya dan Anda siap bermain melawan komputer.</translation>
    </message>
    <message>
        <source>1 step</source>
        <translation>1 tahap</translation>
    </message>
    <message>
        <source>%1 steps</source>
        <translation>%1 tahap</translation>
    </message>
    <message>
        <source>Playing well</source>
        <translation>Bermain dengan baik</translation>
    </message>
    <message>
        <source>The rules</source>
        <translation>Aturan</translation>
    </message>
</context>
<context>
    <name>LessonStepPanel</name>
    <message>
        <source>Your move: click one of your holes.</source>
        <translation>Giliran Anda: klik salah satu lubang Anda.</translation>
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
        <translation>Tahap %1 / %2</translation>
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
        <translation>Coba lagi</translation>
    </message>
    <message>
        <source>Play a real game against Novice</source>
        <translation>Main sungguhan melawan Pemula</translation>
    </message>
    <message>
        <source>Next lesson ▶</source>
        <translation>Pelajaran berikutnya ▶</translation>
    </message>
    <message>
        <source>Finish ✓</source>
        <translation>Selesai ✓</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Lanjut ▶</translation>
    </message>
    <message>
        <source>Read, then click Watch to see it on the board.</source>
        <translation>Baca, lalu klik Tonton untuk melihatnya di papan.</translation>
    </message>
    <message>
        <source>↻ Watch again</source>
        <translation>↻ Tonton lagi</translation>
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
        <translation>Dua baris berisi tujuh lubang, rumah di tiap ujung, dan arah perjalanan biji.</translation>
    </message>
    <message>
        <source>Welcome to Chonka, also called pallankuli, the game of Colombo in Sri Lanka. You are South: the seven holes nearest you are yours, and the seven across belong to North. The seeds are cowries, small sea shells; a real game starts with seven in every hole, but these lessons use fewer.</source>
        <translation>Selamat datang di Chonka, yang juga disebut pallankuli, permainan dari Kolombo, Sri Lanka. Anda adalah Selatan: tujuh lubang terdekat milik Anda, dan tujuh lubang di seberang milik Utara. Bijinya berupa kauri, kerang laut kecil; permainan sungguhan dimulai dengan tujuh biji di setiap lubang, tetapi pelajaran ini memakai lebih sedikit.</translation>
    </message>
    <message>
        <source>There is a store at each end of the board. Which one is yours is decided by the first move of a game (the lesson after next shows how). In this lesson play goes counter-clockwise, so your store is on your right and North&apos;s on your left.</source>
        <translation>Ada rumah di tiap ujung papan. Rumah mana yang menjadi milik Anda ditentukan oleh langkah pertama permainan (pelajaran sesudah yang berikutnya menunjukkan caranya). Di pelajaran ini permainan berjalan berlawanan arah jarum jam, jadi rumah Anda ada di kanan Anda dan rumah Utara di kiri.</translation>
    </message>
    <message>
        <source>To sow, you lift all the cowries of one of your holes and drop them one by one: rightwards along your row, into your store, then along North&apos;s row. North&apos;s store is never on your path: from North&apos;s last hole you go straight on to your hole 1.</source>
        <translation>Untuk menabur, angkat semua biji dari salah satu lubang Anda lalu jatuhkan satu per satu: ke kanan menyusuri baris Anda, masuk ke rumah Anda, lalu menyusuri baris Utara. Rumah Utara tidak pernah dilewati: dari lubang terakhir Utara Anda langsung lanjut ke lubang 1 Anda.</translation>
    </message>
    <message>
        <source>Your hole 6 holds 3 cowries. Where will the last one land?</source>
        <translation>Lubang 6 Anda berisi 3 biji. Di mana biji terakhir akan jatuh?</translation>
    </message>
    <message>
        <source>Hole 7, your store, then North&apos;s hole 1. That hole was empty, so your turn ends there.</source>
        <translation>Lubang 7, rumah Anda, lalu lubang 1 Utara. Lubang itu kosong, jadi giliran Anda berakhir di sana.</translation>
    </message>
    <message>
        <source>Now North sows the same way, along its own row towards its right, which is leftwards on your screen. Watch North&apos;s hole 7: its cowrie goes into North&apos;s store.</source>
        <translation>Sekarang Utara menabur dengan cara yang sama, menyusuri barisnya sendiri ke arah kanannya, yaitu ke kiri di layar Anda. Perhatikan lubang 7 Utara: bijinya masuk ke rumah Utara.</translation>
    </message>
    <message>
        <source>Your turn. Sow a hole whose last cowrie drops exactly into your store.</source>
        <translation>Giliran Anda. Taburkan lubang yang biji terakhirnya jatuh tepat di rumah Anda.</translation>
    </message>
    <message>
        <source>In it goes: cowries in your store are yours to keep. In Chonka that also ends your turn, as you will see later.</source>
        <translation>Masuk! Biji di rumah Anda menjadi milik Anda. Di Chonka, hal itu juga mengakhiri giliran Anda, seperti yang nanti akan Anda lihat.</translation>
    </message>
    <message>
        <source>Count again: six cowries from hole 4 run past your store, and the last one stops in North&apos;s hole 2.</source>
        <translation>Hitung lagi: enam biji dari lubang 4 melewati rumah Anda, dan biji terakhir berhenti di lubang 2 Utara.</translation>
    </message>
    <message>
        <source>Capturing</source>
        <translation>Menangkap</translation>
    </message>
    <message>
        <source>End in an empty hole of yours and take it with the hole across from it.</source>
        <translation>Berakhir di lubang kosong milik Anda, lalu ambil lubang itu beserta lubang di seberangnya.</translation>
    </message>
    <message>
        <source>If your last cowrie drops into an empty hole on your side, you capture (players in Sri Lanka say you &quot;eat&quot;): that cowrie and everything in North&apos;s hole straight across go into your store, and your turn ends. Your hole 3 is empty, and North&apos;s hole 5 across from it holds 4.</source>
        <translation>Jika biji terakhir Anda jatuh di lubang kosong di sisi Anda, Anda menangkap (pemain di Sri Lanka menyebutnya &quot;makan&quot;): biji itu dan semua isi lubang Utara tepat di seberangnya masuk ke rumah Anda, dan giliran Anda berakhir. Lubang 3 Anda kosong, dan lubang 5 Utara di seberangnya berisi 4.</translation>
    </message>
    <message>
        <source>Capture North&apos;s 4 cowries.</source>
        <translation>Tangkap 4 biji Utara.</translation>
    </message>
    <message>
        <source>Your cowrie fell into your empty hole 3 and took North&apos;s 4 with it: 5 for your store.</source>
        <translation>Biji Anda jatuh di lubang 3 Anda yang kosong dan membawa 4 biji Utara: 5 untuk rumah Anda.</translation>
    </message>
    <message>
        <source>Your last cowrie reached your store: that is only 1, and your turn is over.</source>
        <translation>Biji terakhir Anda sampai di rumah Anda: hanya 1, dan giliran Anda selesai.</translation>
    </message>
    <message>
        <source>In Chonka you capture even when the hole across is empty: your lone cowrie still goes to your store. Watch your hole 4 drop its cowrie into your empty hole 5, across from North&apos;s empty hole 3.</source>
        <translation>Di Chonka Anda tetap menangkap meskipun lubang di seberang kosong: biji tunggal Anda tetap masuk ke rumah Anda. Perhatikan lubang 4 Anda menjatuhkan bijinya ke lubang 5 Anda yang kosong, di seberang lubang 3 Utara yang juga kosong.</translation>
    </message>
    <message>
        <source>Two of your moves end in an empty hole of yours. Pick the one that captures more.</source>
        <translation>Dua langkah Anda berakhir di lubang kosong milik Anda. Pilih yang menangkap lebih banyak.</translation>
    </message>
    <message>
        <source>Holes 4 and 5, and the last cowrie lands in empty hole 5, across from North&apos;s 5 cowries: 6 in one move.</source>
        <translation>Lubang 4 dan 5, dan biji terakhir jatuh di lubang 5 yang kosong, di seberang 5 biji Utara: 6 dalam satu langkah.</translation>
    </message>
    <message>
        <source>You do capture, but only your own cowrie: North&apos;s hole 6, across from your hole 2, is empty.</source>
        <translation>Anda memang menangkap, tetapi hanya biji Anda sendiri: lubang 6 Utara, di seberang lubang 2 Anda, kosong.</translation>
    </message>
    <message>
        <source>The first move picks the direction</source>
        <translation>Langkah pertama menentukan arah</translation>
    </message>
    <message>
        <source>Sow right (R) or left (L) on the first move: both players keep that direction all game.</source>
        <translation>Tabur ke kanan (R) atau ke kiri (L) pada langkah pertama: kedua pemain memakai arah itu sepanjang permainan.</translation>
    </message>
    <message>
        <source>At the start of a game, no store belongs to anyone yet. The first move chooses a hole and a direction: R sows to your right, counter-clockwise, and makes the right-hand store yours; L sows to your left, clockwise, and makes the left-hand store yours. South usually moves first, so the choice is yours.</source>
        <translation>Di awal permainan, belum ada rumah yang dimiliki siapa pun. Langkah pertama memilih lubang dan arah: R menabur ke kanan Anda, berlawanan arah jarum jam, dan menjadikan rumah di kanan milik Anda; L menabur ke kiri Anda, searah jarum jam, dan menjadikan rumah di kiri milik Anda. Biasanya Selatan jalan lebih dulu, jadi pilihannya ada pada Anda.</translation>
    </message>
    <message>
        <source>Whatever the first move chooses holds for both players until the game ends: with R each player&apos;s store is on their right, with L on their left.</source>
        <translation>Apa pun yang dipilih langkah pertama berlaku bagi kedua pemain sampai permainan selesai: dengan R rumah setiap pemain ada di kanannya, dengan L di kirinya.</translation>
    </message>
    <message>
        <source>This is the first move of the game. Your hole 4 has 2 cowries: to the right they go into holes 5 and 6, to the left into holes 3 and 2. Choose the direction that captures North&apos;s 4.</source>
        <translation>Ini langkah pertama permainan. Lubang 4 Anda berisi 2 biji: ke kanan keduanya masuk ke lubang 5 dan 6, ke kiri ke lubang 3 dan 2. Pilih arah yang menangkap 4 biji Utara.</translation>
    </message>
    <message>
        <source>Leftwards, your last cowrie drops into empty hole 2 and eats North&apos;s 4 across from it. The game now goes left (clockwise) for good.</source>
        <translation>Ke kiri, biji terakhir Anda jatuh di lubang 2 yang kosong dan memakan 4 biji Utara di seberangnya. Kini permainan berjalan ke kiri (searah jarum jam) seterusnya.</translation>
    </message>
    <message>
        <source>To the right, your last cowrie falls on the one in hole 6, so you pick both up and sow on (a relay, coming up next) until the last lands in your store: only 1 cowrie. And now the whole game goes right.</source>
        <translation>Ke kanan, biji terakhir Anda jatuh di atas biji di lubang 6, jadi Anda mengangkat keduanya dan terus menabur (taburan bersambung, dibahas berikutnya) sampai biji terakhir masuk ke rumah Anda: hanya 1 biji. Dan sekarang seluruh permainan berjalan ke kanan.</translation>
    </message>
    <message>
        <source>North had to sow to the left too, which is clockwise for North as well. Its cowrie went into North&apos;s store, now on the right of your screen, while yours is on the left.</source>
        <translation>Utara juga harus menabur ke kiri, yang bagi Utara juga searah jarum jam. Bijinya masuk ke rumah Utara, yang kini ada di kanan layar Anda, sedangkan rumah Anda di kiri.</translation>
    </message>
    <message>
        <source>Your hole 6 has one cowrie. In this game, where does it go?</source>
        <translation>Lubang 6 Anda berisi satu biji. Dalam permainan ini, ke mana biji itu pergi?</translation>
    </message>
    <message>
        <source>To the left, into your hole 5. It was empty, so you capture North&apos;s 2 cowries across from it as well.</source>
        <translation>Ke kiri, ke lubang 5 Anda. Lubang itu kosong, jadi Anda juga menangkap 2 biji Utara di seberangnya.</translation>
    </message>
    <message>
        <source>Relay sowing</source>
        <translation>Taburan bersambung</translation>
    </message>
    <message>
        <source>A last cowrie on a full hole lifts it and sows on, sometimes round the whole board.</source>
        <translation>Biji terakhir di lubang berisi akan mengangkat isinya dan terus menabur, kadang mengelilingi seluruh papan.</translation>
    </message>
    <message>
        <source>When your last cowrie drops into a hole that already has cowries, on either side, your move isn&apos;t over: you lift everything in that hole and sow on from the next place. This is relay sowing. It stops only when a last cowrie reaches your store or an empty hole.</source>
        <translation>Jika biji terakhir Anda jatuh di lubang yang sudah berisi biji, di sisi mana pun, langkah Anda belum selesai: angkat semua isi lubang itu dan teruskan menabur dari tempat berikutnya. Inilah taburan bersambung. Taburan baru berhenti jika biji terakhir sampai di rumah Anda atau di lubang kosong.</translation>
    </message>
    <message>
        <source>Your hole 5 has 2 cowries, and hole 7 already holds one. Follow the relay: where does the very last cowrie land?</source>
        <translation>Lubang 5 Anda berisi 2 biji, dan lubang 7 sudah berisi satu. Ikuti sambungannya: di mana biji paling terakhir jatuh?</translation>
    </message>
    <message>
        <source>Hole 6, then hole 7, which had a cowrie: you lift both and sow on into your store and North&apos;s hole 1. That hole was empty, so the move ends there.</source>
        <translation>Lubang 6, lalu lubang 7 yang berisi satu biji: Anda mengangkat keduanya dan terus menabur ke rumah Anda dan lubang 1 Utara. Lubang itu kosong, jadi langkah berakhir di sana.</translation>
    </message>
    <message>
        <source>A relay can carry you a long way, even right round the board. Watch your hole 7: its last cowrie lands on North&apos;s hole 1, and the 9 cowries lifted there run past North&apos;s store into your row, where a second relay takes you on to your store.</source>
        <translation>Taburan bersambung bisa membawa Anda jauh, bahkan mengelilingi papan. Perhatikan lubang 7 Anda: biji terakhirnya jatuh di lubang 1 Utara, dan 9 biji yang diangkat dari sana melewati rumah Utara ke baris Anda, tempat sambungan kedua membawa Anda sampai ke rumah Anda.</translation>
    </message>
    <message>
        <source>Now use relays yourself. One of your moves relays twice and ends with a capture of North&apos;s 3 cowries. Find it.</source>
        <translation>Sekarang gunakan sendiri taburan bersambung. Salah satu langkah Anda bersambung dua kali dan berakhir dengan menangkap 3 biji Utara. Temukan langkah itu.</translation>
    </message>
    <message>
        <source>Hole 1 falls on hole 2, which relays to hole 4, which relays to your empty hole 6: you eat North&apos;s 3 and your own cowrie.</source>
        <translation>Lubang 1 jatuh di lubang 2, yang bersambung ke lubang 4, yang bersambung ke lubang 6 Anda yang kosong: Anda memakan 3 biji Utara dan biji Anda sendiri.</translation>
    </message>
    <message>
        <source>Your cowrie drops into empty hole 3 and you take it, but North&apos;s hole 5 across from it is empty: just 1 cowrie.</source>
        <translation>Biji Anda jatuh di lubang 3 yang kosong dan Anda mengambilnya, tetapi lubang 5 Utara di seberangnya kosong: hanya 1 biji.</translation>
    </message>
    <message>
        <source>Your last cowrie lands on North&apos;s hole 2 and relays, but the chain ends in North&apos;s empty hole 6: nothing captured.</source>
        <translation>Biji terakhir Anda jatuh di lubang 2 Utara dan bersambung, tetapi rangkaiannya berakhir di lubang 6 Utara yang kosong: tidak ada yang ditangkap.</translation>
    </message>
    <message>
        <source>Your store ends your turn</source>
        <translation>Rumah Anda mengakhiri giliran</translation>
    </message>
    <message>
        <source>A last cowrie in your store is one more cowrie, but never another move.</source>
        <translation>Biji terakhir di rumah Anda menambah satu biji, tetapi tidak pernah memberi langkah lagi.</translation>
    </message>
    <message>
        <source>Here Chonka differs from its Malaysian cousin congkak, and from Kalah: when your last cowrie falls into your own store, your turn is over. You keep the cowrie, but you do not move again.</source>
        <translation>Di sinilah Chonka berbeda dari saudaranya di Malaysia, congkak, dan dari Kalah: jika biji terakhir Anda jatuh di rumah Anda sendiri, giliran Anda selesai. Biji itu tetap milik Anda, tetapi Anda tidak jalan lagi.</translation>
    </message>
    <message>
        <source>Your hole 5 holds one cowrie, and hole 6 has one too. Where does this move end?</source>
        <translation>Lubang 5 Anda berisi satu biji, dan lubang 6 juga berisi satu. Di mana langkah ini berakhir?</translation>
    </message>
    <message>
        <source>Hole 6 relays to hole 7 and your store. One more cowrie for you, and now it is North&apos;s turn.</source>
        <translation>Lubang 6 bersambung ke lubang 7 dan rumah Anda. Satu biji lagi untuk Anda, dan sekarang giliran Utara.</translation>
    </message>
    <message>
        <source>See: North plays now. Its hole 7 drops a cowrie into its own store, and that ends North&apos;s turn in the same way.</source>
        <translation>Lihat: sekarang Utara bermain. Lubang 7-nya menjatuhkan satu biji ke rumahnya sendiri, dan itu mengakhiri giliran Utara dengan cara yang sama.</translation>
    </message>
    <message>
        <source>Your turn. One move puts a cowrie in your store; a better one captures. Which is it?</source>
        <translation>Giliran Anda. Satu langkah memasukkan satu biji ke rumah Anda; langkah yang lebih baik menangkap. Yang mana?</translation>
    </message>
    <message>
        <source>Your last cowrie lands in your empty hole 3 and eats North&apos;s 3 across from it: 4 for your store instead of 1.</source>
        <translation>Biji terakhir Anda jatuh di lubang 3 Anda yang kosong dan memakan 3 biji Utara di seberangnya: 4 untuk rumah Anda, bukan 1.</translation>
    </message>
    <message>
        <source>Your cowrie reaches your store: just 1, and your turn is over. There is no extra move in Chonka.</source>
        <translation>Biji Anda sampai di rumah Anda: hanya 1, dan giliran Anda selesai. Di Chonka tidak ada langkah tambahan.</translation>
    </message>
    <message>
        <source>How a turn ends</source>
        <translation>Bagaimana giliran berakhir</translation>
    </message>
    <message>
        <source>Store, empty hole of yours, empty hole of North&apos;s: the four landings.</source>
        <translation>Rumah, lubang kosong Anda, lubang kosong Utara: empat tempat jatuh.</translation>
    </message>
    <message>
        <source>Every Chonka move is a whole turn, and where its last cowrie lands decides how it ends. On cowries: relay and go on. In your store: the turn ends. In an empty hole of yours: capture, and the turn ends. In an empty hole of North&apos;s: the turn just ends, with no capture.</source>
        <translation>Setiap langkah Chonka adalah satu giliran penuh, dan tempat jatuhnya biji terakhir menentukan cara giliran itu berakhir. Di atas biji: bersambung dan lanjutkan. Di rumah Anda: giliran berakhir. Di lubang kosong Anda: tangkap, lalu giliran berakhir. Di lubang kosong Utara: giliran langsung berakhir, tanpa tangkapan.</translation>
    </message>
    <message>
        <source>Your hole 6 has 3 cowries. Follow the move, relay included: where does it end?</source>
        <translation>Lubang 6 Anda berisi 3 biji. Ikuti langkahnya, termasuk sambungannya: di mana langkah itu berakhir?</translation>
    </message>
    <message>
        <source>Hole 7, your store, North&apos;s hole 1 (a relay: lift 2), then North&apos;s holes 2 and 3. Hole 3 was empty and it is North&apos;s, so your turn ends with nothing captured.</source>
        <translation>Lubang 7, rumah Anda, lubang 1 Utara (sambung: angkat 2), lalu lubang 2 dan 3 Utara. Lubang 3 kosong dan milik Utara, jadi giliran Anda berakhir tanpa menangkap apa pun.</translation>
    </message>
    <message>
        <source>A new position: your hole 6 holds 10 cowries. Count them past your store, along North&apos;s row and round, skipping North&apos;s store, to a capture. Which move captures?</source>
        <translation>Posisi baru: lubang 6 Anda berisi 10 biji. Hitung biji itu melewati rumah Anda, menyusuri baris Utara dan berputar, tanpa masuk ke rumah Utara, sampai ke sebuah tangkapan. Langkah mana yang menangkap?</translation>
    </message>
    <message>
        <source>Ten cowries: hole 7, your store, North&apos;s seven holes, and your empty hole 1, across from North&apos;s hole 7. You eat 5.</source>
        <translation>Sepuluh biji: lubang 7, rumah Anda, tujuh lubang Utara, dan lubang 1 Anda yang kosong, di seberang lubang 7 Utara. Anda memakan 5.</translation>
    </message>
    <message>
        <source>Your last cowrie lands in North&apos;s hole 1, which was empty: your turn simply ends.</source>
        <translation>Biji terakhir Anda jatuh di lubang 1 Utara yang kosong: giliran Anda langsung berakhir.</translation>
    </message>
    <message>
        <source>One cowrie in your store, and your turn is over.</source>
        <translation>Satu biji di rumah Anda, dan giliran Anda selesai.</translation>
    </message>
    <message>
        <source>The either-side option</source>
        <translation>Opsi sisi mana pun</translation>
    </message>
    <message>
        <source>An option where an empty hole on North&apos;s side captures too.</source>
        <translation>Opsi yang membuat lubang kosong di sisi Utara juga menangkap.</translation>
    </message>
    <message>
        <source>The old descriptions of Chonka can be read in two ways, so Cowrie has an option for the second reading: either-side. With it, a last cowrie in an empty hole on North&apos;s side captures too: that cowrie and your own hole across from it go into your store.</source>
        <translation>Uraian lama tentang Chonka dapat dibaca dengan dua cara, jadi Cowrie punya opsi untuk tafsiran kedua: sisi mana pun. Dengan opsi ini, biji terakhir di lubang kosong di sisi Utara juga menangkap: biji itu dan lubang Anda sendiri di seberangnya masuk ke rumah Anda.</translation>
    </message>
    <message>
        <source>This game is played with either-side on. Your hole 7 holds 4 cowries. Find the move that banks them all.</source>
        <translation>Permainan ini dimainkan dengan opsi sisi mana pun aktif. Lubang 7 Anda berisi 4 biji. Temukan langkah yang mengamankan semuanya ke rumah.</translation>
    </message>
    <message>
        <source>Your last cowrie lands in North&apos;s empty hole 1; with this option you take it and your hole 7 across from it: 6 cowries safe in your store.</source>
        <translation>Biji terakhir Anda jatuh di lubang 1 Utara yang kosong; dengan opsi ini Anda mengambilnya beserta lubang 7 Anda di seberangnya: 6 biji aman di rumah Anda.</translation>
    </message>
    <message>
        <source>Your cowrie drops into your empty hole 2 and you take it, but North&apos;s hole 6 across is empty: only 1.</source>
        <translation>Biji Anda jatuh di lubang 2 Anda yang kosong dan Anda mengambilnya, tetapi lubang 6 Utara di seberangnya kosong: hanya 1.</translation>
    </message>
    <message>
        <source>Your last cowrie lands in North&apos;s empty hole 3, which captures with this option, but your hole 5 across from it is empty, so you take just that 1 cowrie.</source>
        <translation>Biji terakhir Anda jatuh di lubang 3 Utara yang kosong, yang menangkap dengan opsi ini, tetapi lubang 5 Anda di seberangnya kosong, jadi Anda hanya mengambil 1 biji itu.</translation>
    </message>
    <message>
        <source>In the standard game the option is off: that last cowrie in North&apos;s empty hole 1 would simply have ended your turn. You can switch it on when you start a game.</source>
        <translation>Dalam permainan standar opsi ini nonaktif: biji terakhir di lubang 1 Utara yang kosong itu hanya akan mengakhiri giliran Anda. Anda bisa mengaktifkannya saat memulai permainan.</translation>
    </message>
    <message>
        <source>The real board</source>
        <translation>Papan sungguhan</translation>
    </message>
    <message>
        <source>Seven holes of seven cowries, and a first move that eats 9.</source>
        <translation>Tujuh lubang berisi tujuh biji, dan langkah pertama yang memakan 9.</translation>
    </message>
    <message>
        <source>Now the real board: seven cowries in each of the fourteen holes, 98 in all. You move first, so you choose the direction.</source>
        <translation>Sekarang papan sungguhan: tujuh biji di setiap lubang dari keempat belas lubang, seluruhnya 98. Anda jalan lebih dulu, jadi Anda yang memilih arah.</translation>
    </message>
    <message>
        <source>Make a first move that captures at least 9 cowries. Strong players like hole 6 to the right, or hole 2 to the left.</source>
        <translation>Buat langkah pertama yang menangkap sedikitnya 9 biji. Pemain kuat suka lubang 6 ke kanan, atau lubang 2 ke kiri.</translation>
    </message>
    <message>
        <source>Your 7 cowries reach North&apos;s row, the relay of 8 comes all the way back to the hole you emptied, and you eat the 8 across from it. 10 cowries in your store after one move!</source>
        <translation>7 biji Anda sampai ke baris Utara, sambungan 8 biji kembali sampai ke lubang yang tadi Anda kosongkan, dan Anda memakan 8 biji di seberangnya. 10 biji di rumah Anda setelah satu langkah!</translation>
    </message>
    <message>
        <source>Seven cowries from hole 1 end exactly in your store: just 1 cowrie, and your turn is over.</source>
        <translation>Tujuh biji dari lubang 1 berakhir tepat di rumah Anda: hanya 1 biji, dan giliran Anda selesai.</translation>
    </message>
    <message>
        <source>Seven cowries from hole 7 go left and end exactly in your store: just 1 cowrie, and your turn is over.</source>
        <translation>Tujuh biji dari lubang 7 bergerak ke kiri dan berakhir tepat di rumah Anda: hanya 1 biji, dan giliran Anda selesai.</translation>
    </message>
    <message>
        <source>Before each move, follow the chain in your head: where will the relays take you, and does it end in an empty hole of yours across from North&apos;s cowries, or somewhere that wastes it?</source>
        <translation>Sebelum setiap langkah, ikuti rangkaiannya dalam kepala: ke mana sambungan akan membawa Anda, dan apakah berakhir di lubang kosong Anda di seberang biji Utara, atau di tempat yang menyia-nyiakannya?</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation>Akhir permainan</translation>
    </message>
    <message>
        <source>When a row is empty the game ends: the cowries on each side go to their owner and the bigger store wins.</source>
        <translation>Jika satu baris kosong, permainan berakhir: biji di tiap sisi menjadi milik pemiliknya dan rumah yang lebih penuh menang.</translation>
    </message>
    <message>
        <source>The game ends when a turn ends and either row is empty. Each player then puts the cowries left in their own row into their own store, and the bigger store wins.</source>
        <translation>Permainan berakhir jika sebuah giliran selesai dan salah satu baris kosong. Lalu setiap pemain memasukkan biji yang tersisa di barisnya sendiri ke rumahnya sendiri, dan rumah yang lebih penuh menang.</translation>
    </message>
    <message>
        <source>You lead 5 to 4 and your last cowrie can reach your store. Watch what happens if you sow it.</source>
        <translation>Anda unggul 5 lawan 4 dan biji terakhir Anda bisa sampai ke rumah Anda. Perhatikan apa yang terjadi jika Anda menaburnya.</translation>
    </message>
    <message>
        <source>Your row was empty, so North&apos;s 4 cowries went to North, and North won 8 to 6. With 98 cowries in a real game, a store of 50 has already won (49 is at least a draw), but the game is still played to its end.</source>
        <translation>Baris Anda kosong, jadi 4 biji Utara menjadi milik Utara, dan Utara menang 8 lawan 6. Dengan 98 biji dalam permainan sungguhan, rumah berisi 50 sudah pasti menang (49 sedikitnya seri), tetapi permainan tetap dimainkan sampai selesai.</translation>
    </message>
    <message>
        <source>Here North&apos;s cowries are all in one hole. Eat them and the game ends in your favour.</source>
        <translation>Di sini semua biji Utara ada di satu lubang. Makan biji itu dan permainan berakhir dengan kemenangan Anda.</translation>
    </message>
    <message>
        <source>North&apos;s row is empty, so the game is over: your last 2 cowries join your store and you win 14 to 10. You&apos;re ready to play a real game!</source>
        <translation>Baris Utara kosong, jadi permainan selesai: 2 biji terakhir Anda masuk ke rumah Anda dan Anda menang 14 lawan 10. Anda siap memainkan permainan sungguhan!</translation>
    </message>
    <message>
        <source>Your last cowrie lands in North&apos;s empty hole 1, so North now has cowries in two holes and the game goes on.</source>
        <translation>Biji terakhir Anda jatuh di lubang 1 Utara yang kosong, jadi sekarang Utara punya biji di dua lubang dan permainan berlanjut.</translation>
    </message>
    <message>
        <source>The congkak board</source>
        <translation>Papan congkak</translation>
    </message>
    <message>
        <source>Your row, your store, and the way the seeds travel.</source>
        <translation>Baris Anda, rumah Anda, dan arah perjalanan biji.</translation>
    </message>
    <message>
        <source>Congkak is a Malaysian game for two, played with seeds or cowrie shells on a long board. The seven holes of the bottom row are yours, and so is the big store at the left end; North owns the top row and the store on the right.</source>
        <translation>Congkak adalah permainan Malaysia untuk dua orang, dimainkan dengan biji atau kerang kauri di atas papan panjang. Tujuh lubang di baris bawah milik Anda, begitu juga rumah besar di ujung kiri; Utara memiliki baris atas dan rumah di sebelah kanan.</translation>
    </message>
    <message>
        <source>To move, you lift all the seeds of one of your holes and sow them one at a time, clockwise: leftwards along your row, into your store, then along North&apos;s row. North&apos;s store is always skipped; your seeds never go in there.</source>
        <translation>Untuk melangkah, angkat semua biji dari salah satu lubang Anda lalu taburkan satu per satu, searah jarum jam: ke kiri menyusuri baris Anda, masuk ke rumah Anda, lalu menyusuri baris Utara. Rumah Utara selalu dilewati; biji Anda tidak pernah masuk ke sana.</translation>
    </message>
    <message>
        <source>Your holes are numbered 1 to 7 from the left, so your hole 1 sits next to your store. The seeds in your store are yours to keep: whoever has more in their store at the end wins.</source>
        <translation>Lubang Anda bernomor 1 sampai 7 dari kiri, jadi lubang 1 Anda terletak di samping rumah Anda. Biji di rumah Anda menjadi milik Anda: siapa yang rumahnya berisi lebih banyak di akhir permainan, dialah yang menang.</translation>
    </message>
    <message>
        <source>Your hole 7 holds seven seeds. Click the place where the last of them will land.</source>
        <translation>Lubang 7 Anda berisi tujuh biji. Klik tempat biji terakhirnya akan jatuh.</translation>
    </message>
    <message>
        <source>Yes: six seeds go into your holes 6 to 1, and the seventh drops into your store.</source>
        <translation>Ya: enam biji masuk ke lubang 6 sampai 1 Anda, dan biji ketujuh jatuh di rumah Anda.</translation>
    </message>
    <message>
        <source>Another move</source>
        <translation>Jalan lagi</translation>
    </message>
    <message>
        <source>A last seed in your own store lets you move again.</source>
        <translation>Biji terakhir di rumah Anda sendiri membuat Anda jalan lagi.</translation>
    </message>
    <message>
        <source>When the last seed of your sowing drops into your own store, you move again, from any of your holes. Watch your hole 3: three seeds, three places to the store.</source>
        <translation>Jika biji terakhir taburan Anda jatuh di rumah Anda sendiri, Anda jalan lagi, dari lubang Anda yang mana saja. Perhatikan lubang 3 Anda: tiga biji, tiga tempat sampai ke rumah.</translation>
    </message>
    <message>
        <source>It is your move again. Which hole now ends exactly in your store?</source>
        <translation>Giliran Anda lagi. Lubang mana yang sekarang berakhir tepat di rumah Anda?</translation>
    </message>
    <message>
        <source>Right: one seed, one step, and you move again.</source>
        <translation>Benar: satu biji, satu langkah, dan Anda jalan lagi.</translation>
    </message>
    <message>
        <source>Hole 2 has four seeds, two more than it needs: they run past your store, and the last one stops in North&apos;s empty hole 6, which ends your turn.</source>
        <translation>Lubang 2 berisi empat biji, dua lebih banyak dari yang dibutuhkan: biji-biji itu melewati rumah Anda, dan yang terakhir berhenti di lubang 6 Utara yang kosong, sehingga giliran Anda berakhir.</translation>
    </message>
    <message>
        <source>Hole 5 has six seeds, one too many: the last one goes past your store into North&apos;s empty hole 7, which ends your turn.</source>
        <translation>Lubang 5 berisi enam biji, kelebihan satu: biji terakhir melewati rumah Anda dan masuk ke lubang 7 Utara yang kosong, sehingga giliran Anda berakhir.</translation>
    </message>
    <message>
        <source>Here is a count to remember: a hole holding as many seeds as its number always ends in your store. Hole 1 needs 1 seed, hole 5 needs 5.</source>
        <translation>Ini hitungan yang perlu diingat: lubang yang berisi biji sebanyak nomornya selalu berakhir di rumah Anda. Lubang 1 butuh 1 biji, lubang 5 butuh 5.</translation>
    </message>
    <message>
        <source>Use the count: which of these holes ends in your store?</source>
        <translation>Pakai hitungan itu: lubang mana yang berakhir di rumah Anda?</translation>
    </message>
    <message>
        <source>Five seeds in hole 5: the last lands in your store and you move again.</source>
        <translation>Lima biji di lubang 5: biji terakhir jatuh di rumah Anda dan Anda jalan lagi.</translation>
    </message>
    <message>
        <source>Hole 1 needs one seed but holds two: the second goes on into North&apos;s empty hole 7, and your turn is over.</source>
        <translation>Lubang 1 butuh satu biji tetapi berisi dua: biji kedua terus masuk ke lubang 7 Utara yang kosong, dan giliran Anda selesai.</translation>
    </message>
    <message>
        <source>Hole 3 needs three seeds but holds four: the fourth lands in North&apos;s empty hole 7, and your turn is over.</source>
        <translation>Lubang 3 butuh tiga biji tetapi berisi empat: biji keempat jatuh di lubang 7 Utara yang kosong, dan giliran Anda selesai.</translation>
    </message>
    <message>
        <source>Land on seeds and you lift them and keep going.</source>
        <translation>Jatuh di atas biji, angkat biji itu dan teruskan.</translation>
    </message>
    <message>
        <source>If your last seed lands in a hole that already has seeds, on your side or North&apos;s, you lift them all and sow on from the next place: a relay. Watch your hole 4: its last seed lands on your hole 2, and the relay carries on into your store.</source>
        <translation>Jika biji terakhir Anda jatuh di lubang yang sudah berisi biji, di sisi Anda atau Utara, angkat semuanya dan teruskan menabur dari tempat berikutnya: taburan bersambung. Perhatikan lubang 4 Anda: biji terakhirnya jatuh di lubang 2 Anda, dan sambungannya berlanjut sampai ke rumah Anda.</translation>
    </message>
    <message>
        <source>Relays happen on North&apos;s side too. Where will the very last seed of your hole 2 land?</source>
        <translation>Taburan bersambung juga terjadi di sisi Utara. Di mana biji paling terakhir dari lubang 2 Anda akan jatuh?</translation>
    </message>
    <message>
        <source>Your third seed landed on North&apos;s hole 7, so you lifted its three seeds and sowed on until the last one stopped in North&apos;s empty hole 4.</source>
        <translation>Biji ketiga Anda jatuh di lubang 7 Utara, jadi Anda mengangkat tiga bijinya dan terus menabur sampai biji terakhir berhenti di lubang 4 Utara yang kosong.</translation>
    </message>
    <message>
        <source>Get to your store with the help of a relay.</source>
        <translation>Capai rumah Anda dengan bantuan taburan bersambung.</translation>
    </message>
    <message>
        <source>Hole 5&apos;s last seed landed on your hole 3, and its three seeds carried you home to your store.</source>
        <translation>Biji terakhir lubang 5 jatuh di lubang 3 Anda, dan tiga bijinya membawa Anda pulang ke rumah Anda.</translation>
    </message>
    <message>
        <source>Hole 1 goes straight into your store, with no relay. Look for a hole whose last seed lands on seeds and relays home.</source>
        <translation>Lubang 1 langsung masuk ke rumah Anda, tanpa sambungan. Cari lubang yang biji terakhirnya jatuh di atas biji lalu bersambung pulang.</translation>
    </message>
    <message>
        <source>Hole 3 relays from your hole 1, but those two seeds go one place past your store, into North&apos;s empty hole 7: turn over.</source>
        <translation>Lubang 3 bersambung dari lubang 1 Anda, tetapi dua biji itu melewati rumah Anda satu tempat, masuk ke lubang 7 Utara yang kosong: giliran selesai.</translation>
    </message>
    <message>
        <source>Captures</source>
        <translation>Tangkapan</translation>
    </message>
    <message>
        <source>End in an empty hole of your own and you capture.</source>
        <translation>Berakhir di lubang kosong milik Anda sendiri, dan Anda menangkap.</translation>
    </message>
    <message>
        <source>If your last seed drops into an empty hole on your own side, you capture: that seed and all the seeds in North&apos;s hole straight across go into your store, and your turn ends. Your hole 1 faces North&apos;s hole 7, your hole 7 faces North&apos;s hole 1.</source>
        <translation>Jika biji terakhir Anda jatuh di lubang kosong di sisi Anda sendiri, Anda menangkap: biji itu dan semua biji di lubang Utara tepat di seberangnya masuk ke rumah Anda, dan giliran Anda berakhir. Lubang 1 Anda berhadapan dengan lubang 7 Utara, lubang 7 Anda berhadapan dengan lubang 1 Utara.</translation>
    </message>
    <message>
        <source>Capture at least five seeds.</source>
        <translation>Tangkap sedikitnya lima biji.</translation>
    </message>
    <message>
        <source>Your last seed fell into your empty hole 1, so it and North&apos;s four seeds across are yours.</source>
        <translation>Biji terakhir Anda jatuh di lubang 1 Anda yang kosong, jadi biji itu dan empat biji Utara di seberangnya menjadi milik Anda.</translation>
    </message>
    <message>
        <source>Hole 5 ends in your empty hole 4, but North&apos;s hole 4 across holds only one seed: a capture of two.</source>
        <translation>Lubang 5 berakhir di lubang 4 Anda yang kosong, tetapi lubang 4 Utara di seberangnya hanya berisi satu biji: tangkapan dua biji.</translation>
    </message>
    <message>
        <source>Six seeds from hole 6 reach your store: another move, but no capture.</source>
        <translation>Enam biji dari lubang 6 sampai di rumah Anda: jalan lagi, tetapi tanpa tangkapan.</translation>
    </message>
    <message>
        <source>In congkak the capture happens even when the hole across is empty: your lone seed still goes to your store. An empty hole on North&apos;s side gives nothing; your turn just ends.</source>
        <translation>Di congkak tangkapan tetap terjadi meskipun lubang di seberang kosong: biji tunggal Anda tetap masuk ke rumah Anda. Lubang kosong di sisi Utara tidak memberi apa-apa; giliran Anda langsung berakhir.</translation>
    </message>
    <message>
        <source>Capture a seed here.</source>
        <translation>Tangkap satu biji di sini.</translation>
    </message>
    <message>
        <source>Your last seed ended in your empty hole 2. North&apos;s hole 6 across was empty, but the seed itself went to your store.</source>
        <translation>Biji terakhir Anda berakhir di lubang 2 Anda yang kosong. Lubang 6 Utara di seberangnya kosong, tetapi biji itu sendiri masuk ke rumah Anda.</translation>
    </message>
    <message>
        <source>Hole 1&apos;s second seed stops in North&apos;s empty hole 7: an empty hole on North&apos;s side ends your turn with nothing taken.</source>
        <translation>Biji kedua lubang 1 berhenti di lubang 7 Utara yang kosong: lubang kosong di sisi Utara mengakhiri giliran Anda tanpa mengambil apa pun.</translation>
    </message>
    <message>
        <source>Round and round</source>
        <translation>Berputar-putar</translation>
    </message>
    <message>
        <source>One move can run round the board several times.</source>
        <translation>Satu langkah bisa mengelilingi papan beberapa kali.</translation>
    </message>
    <message>
        <source>One relay can lead to another, and that one to the next. A single move may go round the board several times, dropping a seed in your store on each lap, before its last seed finally stops.</source>
        <translation>Satu sambungan bisa menghasilkan sambungan lain, dan seterusnya. Satu langkah bisa mengelilingi papan beberapa kali, menjatuhkan satu biji di rumah Anda setiap kali mengelilingi papan, sebelum biji terakhirnya akhirnya berhenti.</translation>
    </message>
    <message>
        <source>One of your holes starts a run that goes twice round the board and ends in your store. Find it; try the holes one by one if you like.</source>
        <translation>Salah satu lubang Anda memulai perjalanan yang dua kali mengelilingi papan dan berakhir di rumah Anda. Temukan lubang itu; coba lubang satu per satu jika mau.</translation>
    </message>
    <message>
        <source>Eleven relays! Your four seeds went twice round the board and came home to your store.</source>
        <translation>Sebelas sambungan! Empat biji Anda dua kali mengelilingi papan dan pulang ke rumah Anda.</translation>
    </message>
    <message>
        <source>Hole 4 relays once, from your hole 2, and then its last seed stops in North&apos;s empty hole 5: turn over.</source>
        <translation>Lubang 4 bersambung sekali, dari lubang 2 Anda, lalu biji terakhirnya berhenti di lubang 5 Utara yang kosong: giliran selesai.</translation>
    </message>
    <message>
        <source>Hole 5 relays once, from your hole 4, and ends in your empty hole 1 with a capture of two. Good, but short.</source>
        <translation>Lubang 5 bersambung sekali, dari lubang 4 Anda, dan berakhir di lubang 1 Anda yang kosong dengan tangkapan dua biji. Bagus, tetapi pendek.</translation>
    </message>
    <message>
        <source>Hole 6 relays once, from your hole 5, and stops in your empty hole 3, taking just that seed.</source>
        <translation>Lubang 6 bersambung sekali, dari lubang 5 Anda, dan berhenti di lubang 3 Anda yang kosong, hanya mengambil biji itu.</translation>
    </message>
    <message>
        <source>That run dropped a seed in your store three times, the last one ending there: three seeds banked, and another move. Long relays are hard to foresee, which is half the fun of congkak.</source>
        <translation>Perjalanan itu menjatuhkan biji di rumah Anda tiga kali, dan yang terakhir berakhir di sana: tiga biji tersimpan, dan Anda jalan lagi. Sambungan panjang sulit ditebak, dan justru itulah separuh keseruan congkak.</translation>
    </message>
    <message>
        <source>Where will the last seed of your hole 4 land?</source>
        <translation>Di mana biji terakhir lubang 4 Anda akan jatuh?</translation>
    </message>
    <message>
        <source>Hole 4&apos;s single seed lands on your hole 3, and the relay takes its three seeds home to your store.</source>
        <translation>Satu-satunya biji lubang 4 jatuh di lubang 3 Anda, dan sambungannya membawa tiga biji itu pulang ke rumah Anda.</translation>
    </message>
    <message>
        <source>Where a move stops</source>
        <translation>Di mana langkah berhenti</translation>
    </message>
    <message>
        <source>Your store, your empty hole, or North&apos;s empty hole.</source>
        <translation>Rumah Anda, lubang kosong Anda, atau lubang kosong Utara.</translation>
    </message>
    <message>
        <source>A move goes on as long as its last seed lands on seeds. It stops in one of three places: your store (you move again), an empty hole of yours (you capture), or an empty hole of North&apos;s, which simply ends your turn.</source>
        <translation>Sebuah langkah terus berlanjut selama biji terakhirnya jatuh di atas biji. Langkah berhenti di salah satu dari tiga tempat: rumah Anda (Anda jalan lagi), lubang kosong milik Anda (Anda menangkap), atau lubang kosong milik Utara, yang langsung mengakhiri giliran Anda.</translation>
    </message>
    <message>
        <source>Where will the very last seed of your hole 3 land?</source>
        <translation>Di mana biji paling terakhir dari lubang 3 Anda akan jatuh?</translation>
    </message>
    <message>
        <source>It relayed from your hole 1 and from North&apos;s hole 7, then stopped in North&apos;s empty hole 1: your turn is over, nothing taken.</source>
        <translation>Taburan itu bersambung dari lubang 1 Anda dan dari lubang 7 Utara, lalu berhenti di lubang 1 Utara yang kosong: giliran Anda selesai, tanpa mengambil apa pun.</translation>
    </message>
    <message>
        <source>Same position. This time, first play the move that gives you another turn.</source>
        <translation>Posisi yang sama. Kali ini, mainkan dulu langkah yang memberi Anda giliran lagi.</translation>
    </message>
    <message>
        <source>One seed into your store, and your hole 1 is empty now.</source>
        <translation>Satu biji masuk ke rumah Anda, dan lubang 1 Anda sekarang kosong.</translation>
    </message>
    <message>
        <source>As you just saw, hole 3 relays away and stops in North&apos;s empty hole 1.</source>
        <translation>Seperti yang baru Anda lihat, lubang 3 bersambung jauh dan berhenti di lubang 1 Utara yang kosong.</translation>
    </message>
    <message>
        <source>Hole 6 ends in your empty hole 4 and takes only that seed; then your turn is over.</source>
        <translation>Lubang 6 berakhir di lubang 4 Anda yang kosong dan hanya mengambil biji itu; lalu giliran Anda selesai.</translation>
    </message>
    <message>
        <source>Now capture North&apos;s five seeds.</source>
        <translation>Sekarang tangkap lima biji Utara.</translation>
    </message>
    <message>
        <source>Emptying hole 1 first turned hole 3 from a wasted move into a capture of six seeds. Order matters!</source>
        <translation>Mengosongkan lubang 1 lebih dulu mengubah lubang 3 dari langkah sia-sia menjadi tangkapan enam biji. Urutan itu penting!</translation>
    </message>
    <message>
        <source>Hole 6 still takes just one seed. Which hole&apos;s last seed reaches your empty hole 1, across from North&apos;s five?</source>
        <translation>Lubang 6 tetap hanya mengambil satu biji. Biji terakhir lubang mana yang sampai di lubang 1 Anda yang kosong, di seberang lima biji Utara?</translation>
    </message>
    <message>
        <source>The game stops when a row is empty; the bigger store wins.</source>
        <translation>Permainan berhenti jika satu baris kosong; rumah yang lebih penuh menang.</translation>
    </message>
    <message>
        <source>The game ends the moment either row has no seeds left, checked after every move. Each player then adds the seeds still in their own row to their store, and the bigger store wins.</source>
        <translation>Permainan berakhir begitu salah satu baris tidak lagi berisi biji, yang diperiksa setelah setiap langkah. Lalu setiap pemain menambahkan biji yang masih ada di barisnya sendiri ke rumahnya, dan rumah yang lebih penuh menang.</translation>
    </message>
    <message>
        <source>The check comes even when your last seed lands in your store: with your row empty there is no extra move. Watch: you lead 22 to 16, but your last seed ends the game, North adds the 8 seeds in their row and wins 24 to 23.</source>
        <translation>Pemeriksaan itu tetap terjadi meskipun biji terakhir Anda jatuh di rumah Anda: jika baris Anda kosong, tidak ada langkah tambahan. Perhatikan: Anda unggul 22 lawan 16, tetapi biji terakhir Anda mengakhiri permainan, Utara menambahkan 8 biji di barisnya dan menang 24 lawan 23.</translation>
    </message>
    <message>
        <source>A new position: you trail 18 to 22. Find the move that ends the game with you ahead.</source>
        <translation>Posisi baru: Anda tertinggal 18 lawan 22. Temukan langkah yang mengakhiri permainan dengan Anda unggul.</translation>
    </message>
    <message>
        <source>You captured North&apos;s last six seeds, so North&apos;s row is empty: the game ends, your seed in hole 1 joins your store, and you win 26 to 22.</source>
        <translation>Anda menangkap enam biji terakhir Utara, jadi baris Utara kosong: permainan berakhir, biji Anda di lubang 1 masuk ke rumah Anda, dan Anda menang 26 lawan 22.</translation>
    </message>
    <message>
        <source>One seed into your store and another move, but the game is not over and you still trail 19 to 22.</source>
        <translation>Satu biji masuk ke rumah Anda dan Anda jalan lagi, tetapi permainan belum selesai dan Anda masih tertinggal 19 lawan 22.</translation>
    </message>
    <message>
        <source>Traditional start: both at once</source>
        <translation>Mulai tradisional: keduanya serentak</translation>
    </message>
    <message>
        <source>With the traditional option, both players make the first move together.</source>
        <translation>Dengan opsi tradisional, kedua pemain melakukan langkah pertama bersamaan.</translation>
    </message>
    <message>
        <source>With the traditional option, the game opens the old way: both players make the first move at the same time. Each picks a hole without seeing the other&apos;s choice, then you sow together: each beat, you drop a seed, then North drops one.</source>
        <translation>Dengan opsi tradisional, permainan dibuka dengan cara lama: kedua pemain melakukan langkah pertama pada saat yang sama. Masing-masing memilih lubang tanpa melihat pilihan lawan, lalu kalian menabur bersama: di setiap ketukan, Anda menjatuhkan satu biji, lalu Utara menjatuhkan satu.</translation>
    </message>
    <message>
        <source>Watch: you sow your hole 2 while North sows their hole 2. During this joint start, reaching your own store stops you; North&apos;s seeds run on through North&apos;s store into your row and stop in your empty hole 6.</source>
        <translation>Perhatikan: Anda menabur lubang 2 Anda sementara Utara menabur lubang 2-nya. Selama mulai serentak ini, mencapai rumah sendiri membuat Anda berhenti; biji Utara terus berjalan melewati rumah Utara ke baris Anda dan berhenti di lubang 6 Anda yang kosong.</translation>
    </message>
    <message>
        <source>Relays and captures work as usual, on the board as it is at that instant. When both have stopped, whoever dropped more seeds moves next (on a tie, you do): North dropped 4 seeds to your 2, so it is North&apos;s turn, and from then on turns alternate.</source>
        <translation>Taburan bersambung dan tangkapan berlaku seperti biasa, pada papan sebagaimana adanya saat itu. Setelah keduanya berhenti, siapa yang menjatuhkan lebih banyak biji jalan berikutnya (jika sama, Anda): Utara menjatuhkan 4 biji dan Anda 2, jadi giliran Utara, dan sejak itu giliran bergantian.</translation>
    </message>
    <message>
        <source>Try again. Suppose North picks their hole 2 once more: choose a hole that sows longer than North&apos;s four seeds, so that you move next.</source>
        <translation>Coba lagi. Misalkan Utara memilih lubang 2-nya sekali lagi: pilih lubang yang menabur lebih lama daripada empat biji Utara, supaya Anda jalan berikutnya.</translation>
    </message>
    <message>
        <source>Your hole 5 relayed from your hole 2 and ran on to North&apos;s hole 7: six drops against four, so you move next.</source>
        <translation>Lubang 5 Anda bersambung dari lubang 2 Anda dan terus sampai ke lubang 7 Utara: enam jatuhan lawan empat, jadi Anda jalan berikutnya.</translation>
    </message>
    <message>
        <source>Two seeds and you are in your store, which stops you. North&apos;s four drops are longer, so North moves next.</source>
        <translation>Dua biji dan Anda sudah di rumah Anda, yang membuat Anda berhenti. Empat jatuhan Utara lebih panjang, jadi Utara jalan berikutnya.</translation>
    </message>
    <message>
        <source>One seed into your empty hole 3 captures it and North&apos;s seed across, but one drop is shorter than North&apos;s four: North moves next.</source>
        <translation>Satu biji ke lubang 3 Anda yang kosong menangkapnya beserta biji Utara di seberangnya, tetapi satu jatuhan lebih pendek daripada empat jatuhan Utara: Utara jalan berikutnya.</translation>
    </message>
    <message>
        <source>A new round: refill and burnt holes</source>
        <translation>Putaran baru: isi ulang dan lubang terbakar</translation>
    </message>
    <message>
        <source>Traditional rounds: refill seven a hole; holes you cannot fill are burnt.</source>
        <translation>Putaran tradisional: isi ulang tujuh biji per lubang; lubang yang tidak bisa Anda isi menjadi terbakar.</translation>
    </message>
    <message>
        <source>The traditional game is played in rounds. A round ends just as the single game does: when a row is empty after a move, the seeds left in each row go to their owner&apos;s store.</source>
        <translation>Permainan tradisional dimainkan dalam beberapa putaran. Putaran berakhir sama seperti permainan tunggal: jika satu baris kosong setelah sebuah langkah, biji yang tersisa di tiap baris masuk ke rumah pemiliknya.</translation>
    </message>
    <message>
        <source>End this round with a capture.</source>
        <translation>Akhiri putaran ini dengan sebuah tangkapan.</translation>
    </message>
    <message>
        <source>North&apos;s row is empty, so the round is over. You have 46 seeds, North 26.</source>
        <translation>Baris Utara kosong, jadi putaran selesai. Anda punya 46 biji, Utara 26.</translation>
    </message>
    <message>
        <source>Hole 1&apos;s last seed stops in North&apos;s empty hole 7, and the round goes on.</source>
        <translation>Biji terakhir lubang 1 berhenti di lubang 7 Utara yang kosong, dan putaran berlanjut.</translation>
    </message>
    <message>
        <source>For the next round each player fills their holes with 7 seeds apiece from their store, starting from hole 1 next to the store. Seeds too few to fill a hole stay in the store, and holes left unfilled are burnt: out of play for the whole round.</source>
        <translation>Untuk putaran berikutnya, setiap pemain mengisi lubangnya masing-masing dengan 7 biji dari rumahnya, mulai dari lubang 1 di samping rumah. Biji yang terlalu sedikit untuk mengisi satu lubang tetap di rumah, dan lubang yang tidak terisi menjadi terbakar: tidak dimainkan sepanjang putaran.</translation>
    </message>
    <message>
        <source>You filled six holes and kept 4 seeds; North filled three and kept 5. Nobody sows into a burnt hole or plays from it: seeds skip over it. The player with fewer seeds starts the new round (on a tie, you do), so North moves first.</source>
        <translation>Anda mengisi enam lubang dan menyimpan 4 biji; Utara mengisi tiga dan menyimpan 5. Tidak ada yang menabur ke lubang terbakar atau bermain dari lubang itu: biji melompatinya. Pemain dengan biji lebih sedikit memulai putaran baru (jika sama, Anda), jadi Utara jalan lebih dulu.</translation>
    </message>
    <message>
        <source>Later in this round: where will the last seed of your hole 2 land?</source>
        <translation>Kemudian dalam putaran ini: di mana biji terakhir lubang 2 Anda akan jatuh?</translation>
    </message>
    <message>
        <source>After your store, the seeds skip North&apos;s burnt holes 7 to 4, and the third lands in North&apos;s hole 3.</source>
        <translation>Setelah rumah Anda, biji melompati lubang 7 sampai 4 Utara yang terbakar, dan biji ketiga jatuh di lubang 3 Utara.</translation>
    </message>
    <message>
        <source>The end of a traditional game</source>
        <translation>Akhir permainan tradisional</translation>
    </message>
    <message>
        <source>A player who cannot fill a single hole has lost.</source>
        <translation>Pemain yang tidak bisa mengisi satu lubang pun kalah.</translation>
    </message>
    <message>
        <source>A traditional game goes on round after round until, at a refill, a player has fewer than 7 seeds and cannot fill even one hole. That player has lost.</source>
        <translation>Permainan tradisional berlanjut putaran demi putaran sampai, saat pengisian ulang, seorang pemain punya kurang dari 7 biji dan tidak bisa mengisi satu lubang pun. Pemain itu kalah.</translation>
    </message>
    <message>
        <source>North has 3 seeds in their store and 3 in their hole 2, only 6 in all. If this round ends before North wins more, North cannot fill a hole.</source>
        <translation>Utara punya 3 biji di rumahnya dan 3 di lubang 2-nya, hanya 6 seluruhnya. Jika putaran ini berakhir sebelum Utara mendapat lebih banyak, Utara tidak bisa mengisi satu lubang pun.</translation>
    </message>
    <message>
        <source>Finish the game: end this round now.</source>
        <translation>Selesaikan permainan: akhiri putaran ini sekarang.</translation>
    </message>
    <message>
        <source>You took North&apos;s last seeds and North&apos;s row is empty. With only 3 seeds North cannot fill a hole: you win the game!</source>
        <translation>Anda mengambil biji terakhir Utara dan baris Utara kosong. Dengan hanya 3 biji Utara tidak bisa mengisi satu lubang pun: Anda memenangi permainan!</translation>
    </message>
    <message>
        <source>One seed into your store gives you another move, but North&apos;s row still has seeds, so the round goes on.</source>
        <translation>Satu biji masuk ke rumah Anda memberi Anda langkah lagi, tetapi baris Utara masih berisi biji, jadi putaran berlanjut.</translation>
    </message>
    <message>
        <source>Your last seed ends in your empty hole 2 and takes just itself, since North&apos;s hole 6 across is burnt. North&apos;s row still has seeds, so the round goes on.</source>
        <translation>Biji terakhir Anda berakhir di lubang 2 Anda yang kosong dan hanya mengambil dirinya sendiri, karena lubang 6 Utara di seberangnya terbakar. Baris Utara masih berisi biji, jadi putaran berlanjut.</translation>
    </message>
    <message>
        <source>The congklak board</source>
        <translation>Papan congklak</translation>
    </message>
    <message>
        <source>Your kampong, your rumah, and the way the seeds travel.</source>
        <translation>Kampung Anda, rumah Anda, dan arah perjalanan biji.</translation>
    </message>
    <message>
        <source>Congklak is played all over Indonesia, traditionally with cowrie shells; congklak is also the Indonesian word for the shell. Each row of holes is a kampong (village) and each big store at an end is a rumah (home). The bottom kampong is yours, and so is the rumah on your left.</source>
        <translation>Congklak dimainkan di seluruh Indonesia, secara tradisional dengan kerang kauri; congklak juga merupakan nama kerang itu dalam bahasa Indonesia. Setiap baris lubang disebut kampung, dan setiap lubang besar di ujung papan disebut rumah. Kampung bawah milik Anda, begitu juga rumah di sebelah kiri Anda.</translation>
    </message>
    <message>
        <source>To move, you lift all the seeds of one of your holes and sow them one at a time, clockwise: leftwards along your row, into your rumah, then along North&apos;s row. North&apos;s rumah is skipped; your seeds never go in there.</source>
        <translation>Untuk melangkah, angkat semua biji dari salah satu lubang Anda lalu taburkan satu per satu, searah jarum jam: ke kiri menyusuri baris Anda, masuk ke rumah Anda, lalu menyusuri baris Utara. Rumah Utara dilewati; biji Anda tidak pernah masuk ke sana.</translation>
    </message>
    <message>
        <source>Your holes are numbered 1 to 5 from the left, so your hole 1 is next to your rumah. Seeds in your rumah are yours for good, and the fuller rumah wins.</source>
        <translation>Lubang Anda bernomor 1 sampai 5 dari kiri, jadi lubang 1 Anda ada di samping rumah Anda. Biji di rumah Anda menjadi milik Anda selamanya, dan rumah yang lebih penuh menang.</translation>
    </message>
    <message>
        <source>Your hole 5 holds five seeds. Click the place where the last of them will land.</source>
        <translation>Lubang 5 Anda berisi lima biji. Klik tempat biji terakhirnya akan jatuh.</translation>
    </message>
    <message>
        <source>Yes: four seeds go into your holes 4 to 1, and the fifth drops into your rumah.</source>
        <translation>Ya: empat biji masuk ke lubang 4 sampai 1 Anda, dan biji kelima jatuh di rumah Anda.</translation>
    </message>
    <message>
        <source>A last seed in your own rumah lets you move again.</source>
        <translation>Biji terakhir di rumah Anda sendiri membuat Anda jalan lagi.</translation>
    </message>
    <message>
        <source>When the last seed of your sowing drops into your own rumah, you move again, from any of your holes. Watch your hole 3: three seeds, three places to the rumah.</source>
        <translation>Jika biji terakhir taburan Anda jatuh di rumah Anda sendiri, Anda jalan lagi, dari lubang Anda yang mana saja. Perhatikan lubang 3 Anda: tiga biji, tiga tempat sampai ke rumah.</translation>
    </message>
    <message>
        <source>It is your move again. Which hole now ends exactly in your rumah?</source>
        <translation>Giliran Anda lagi. Lubang mana yang sekarang berakhir tepat di rumah Anda?</translation>
    </message>
    <message>
        <source>Hole 2 has four seeds, two more than it needs: they run past your rumah, and the last one stops in North&apos;s empty hole 4, which ends your turn.</source>
        <translation>Lubang 2 berisi empat biji, dua lebih banyak dari yang dibutuhkan: biji-biji itu melewati rumah Anda, dan yang terakhir berhenti di lubang 4 Utara yang kosong, sehingga giliran Anda berakhir.</translation>
    </message>
    <message>
        <source>Hole 5 has six seeds, one too many: the last one goes past your rumah into North&apos;s empty hole 5, which ends your turn.</source>
        <translation>Lubang 5 berisi enam biji, kelebihan satu: biji terakhir melewati rumah Anda dan masuk ke lubang 5 Utara yang kosong, sehingga giliran Anda berakhir.</translation>
    </message>
    <message>
        <source>A hole holding as many seeds as its number always ends in your rumah: hole 1 with 1 seed, hole 4 with 4. (One old account says you &apos;lose the turn&apos; here, then lets you play on; Cowrie gives you the extra move, as the other sources do.)</source>
        <translation>Lubang yang berisi biji sebanyak nomornya selalu berakhir di rumah Anda: lubang 1 dengan 1 biji, lubang 4 dengan 4. (Satu catatan lama mengatakan Anda &apos;kehilangan giliran&apos; di sini, lalu tetap membiarkan Anda bermain; Cowrie memberi Anda langkah tambahan, seperti sumber-sumber lain.)</translation>
    </message>
    <message>
        <source>Use the count: which of these holes ends in your rumah?</source>
        <translation>Pakai hitungan itu: lubang mana yang berakhir di rumah Anda?</translation>
    </message>
    <message>
        <source>Four seeds in hole 4: the last lands in your rumah and you move again.</source>
        <translation>Empat biji di lubang 4: biji terakhir jatuh di rumah Anda dan Anda jalan lagi.</translation>
    </message>
    <message>
        <source>Hole 1 needs one seed but holds two: the second goes on into North&apos;s empty hole 5, and your turn is over.</source>
        <translation>Lubang 1 butuh satu biji tetapi berisi dua: biji kedua terus masuk ke lubang 5 Utara yang kosong, dan giliran Anda selesai.</translation>
    </message>
    <message>
        <source>Hole 3 needs three seeds but holds four: the fourth lands in North&apos;s empty hole 5, and your turn is over.</source>
        <translation>Lubang 3 butuh tiga biji tetapi berisi empat: biji keempat jatuh di lubang 5 Utara yang kosong, dan giliran Anda selesai.</translation>
    </message>
    <message>
        <source>If your last seed lands in a hole that already has seeds, on your side or North&apos;s, you lift them all and sow on from the next place: a relay. Watch your hole 4: its last seed lands on your hole 2, and the relay carries on into your rumah.</source>
        <translation>Jika biji terakhir Anda jatuh di lubang yang sudah berisi biji, di sisi Anda atau Utara, angkat semuanya dan teruskan menabur dari tempat berikutnya: taburan bersambung. Perhatikan lubang 4 Anda: biji terakhirnya jatuh di lubang 2 Anda, dan sambungannya berlanjut sampai ke rumah Anda.</translation>
    </message>
    <message>
        <source>Your third seed landed on North&apos;s hole 5, so you lifted its three seeds and sowed on until the last one stopped in North&apos;s empty hole 2.</source>
        <translation>Biji ketiga Anda jatuh di lubang 5 Utara, jadi Anda mengangkat tiga bijinya dan terus menabur sampai biji terakhir berhenti di lubang 2 Utara yang kosong.</translation>
    </message>
    <message>
        <source>Get to your rumah with the help of a relay.</source>
        <translation>Capai rumah Anda dengan bantuan taburan bersambung.</translation>
    </message>
    <message>
        <source>Hole 5&apos;s last seed landed on your hole 3, and its three seeds carried you home to your rumah.</source>
        <translation>Biji terakhir lubang 5 jatuh di lubang 3 Anda, dan tiga bijinya membawa Anda pulang ke rumah Anda.</translation>
    </message>
    <message>
        <source>Hole 1 goes straight into your rumah, with no relay. Look for a hole whose last seed lands on seeds and relays home.</source>
        <translation>Lubang 1 langsung masuk ke rumah Anda, tanpa sambungan. Cari lubang yang biji terakhirnya jatuh di atas biji lalu bersambung pulang.</translation>
    </message>
    <message>
        <source>Hole 3 relays from your hole 1, but those two seeds go one place past your rumah, into North&apos;s empty hole 5: turn over.</source>
        <translation>Lubang 3 bersambung dari lubang 1 Anda, tetapi dua biji itu melewati rumah Anda satu tempat, masuk ke lubang 5 Utara yang kosong: giliran selesai.</translation>
    </message>
    <message>
        <source>End in an empty hole of yours, facing seeds, and you capture them.</source>
        <translation>Berakhir di lubang kosong milik Anda, di seberang biji, dan Anda menangkapnya.</translation>
    </message>
    <message>
        <source>If your last seed drops into an empty hole on your own side and North&apos;s hole straight across has seeds, you capture: those seeds and your last seed go into your rumah, and your turn ends. Your hole 1 faces North&apos;s hole 5, your hole 5 faces North&apos;s hole 1.</source>
        <translation>Jika biji terakhir Anda jatuh di lubang kosong di sisi Anda sendiri dan lubang Utara tepat di seberangnya berisi biji, Anda menangkap: biji-biji itu dan biji terakhir Anda masuk ke rumah Anda, dan giliran Anda berakhir. Lubang 1 Anda berhadapan dengan lubang 5 Utara, lubang 5 Anda berhadapan dengan lubang 1 Utara.</translation>
    </message>
    <message>
        <source>Capture at least four seeds.</source>
        <translation>Tangkap sedikitnya empat biji.</translation>
    </message>
    <message>
        <source>Your last seed fell into your empty hole 1, across from North&apos;s three seeds: all four are yours.</source>
        <translation>Biji terakhir Anda jatuh di lubang 1 Anda yang kosong, di seberang tiga biji Utara: keempatnya menjadi milik Anda.</translation>
    </message>
    <message>
        <source>Hole 5 ends in your empty hole 4, but North&apos;s hole 2 across holds only one seed: a capture of two.</source>
        <translation>Lubang 5 berakhir di lubang 4 Anda yang kosong, tetapi lubang 2 Utara di seberangnya hanya berisi satu biji: tangkapan dua biji.</translation>
    </message>
    <message>
        <source>Two seeds from hole 2 reach your rumah: another move, but no capture.</source>
        <translation>Dua biji dari lubang 2 sampai di rumah Anda: jalan lagi, tetapi tanpa tangkapan.</translation>
    </message>
    <message>
        <source>If the hole across is empty, there is no capture: your seed just stays, and your turn is over. A last seed in an empty hole on North&apos;s side also ends your turn, with nothing taken.</source>
        <translation>Jika lubang di seberang kosong, tidak ada tangkapan: biji Anda tetap di tempatnya, dan giliran Anda selesai. Biji terakhir di lubang kosong di sisi Utara juga mengakhiri giliran Anda, tanpa mengambil apa pun.</translation>
    </message>
    <message>
        <source>Make a capture here.</source>
        <translation>Lakukan tangkapan di sini.</translation>
    </message>
    <message>
        <source>Your seed fell into your empty hole 1, facing the two seeds in North&apos;s hole 5: three seeds for your rumah.</source>
        <translation>Biji Anda jatuh di lubang 1 Anda yang kosong, berhadapan dengan dua biji di lubang 5 Utara: tiga biji untuk rumah Anda.</translation>
    </message>
    <message>
        <source>Your last seed lands in your empty hole 3, but North&apos;s hole 3 across is empty too: nothing is taken, and your turn ends.</source>
        <translation>Biji terakhir Anda jatuh di lubang 3 Anda yang kosong, tetapi lubang 3 Utara di seberangnya juga kosong: tidak ada yang diambil, dan giliran Anda berakhir.</translation>
    </message>
    <message>
        <source>One long turn</source>
        <translation>Satu giliran panjang</translation>
    </message>
    <message>
        <source>The rules&apos; worked example: three trips home, then a capture after two relays.</source>
        <translation>Contoh dari aturan: tiga kali pulang, lalu tangkapan setelah dua sambungan.</translation>
    </message>
    <message>
        <source>This is the worked example from the congklak rules, on the seven-hole board of the Rounds preset. You will play one long turn of four moves, using everything you have learned so far.</source>
        <translation>Ini contoh yang diuraikan dalam aturan congklak, di papan tujuh lubang dari prasetel Putaran. Anda akan memainkan satu giliran panjang berisi empat langkah, memakai semua yang sudah Anda pelajari.</translation>
    </message>
    <message>
        <source>Your holes 1 and 2 can both reach your rumah. Start with hole 1: sowing hole 2 first would add a seed to hole 1 and spoil its count.</source>
        <translation>Lubang 1 dan 2 Anda sama-sama bisa mencapai rumah Anda. Mulailah dengan lubang 1: menabur lubang 2 lebih dulu akan menambah satu biji ke lubang 1 dan merusak hitungannya.</translation>
    </message>
    <message>
        <source>One seed home, and another move.</source>
        <translation>Satu biji pulang, dan Anda jalan lagi.</translation>
    </message>
    <message>
        <source>Hole 3 makes a fine capture, but it ends your turn. Bank the easy seeds in your rumah first.</source>
        <translation>Lubang 3 menghasilkan tangkapan bagus, tetapi mengakhiri giliran Anda. Amankan dulu biji yang mudah ke rumah Anda.</translation>
    </message>
    <message>
        <source>Now hole 2: two seeds, two places to your rumah.</source>
        <translation>Sekarang lubang 2: dua biji, dua tempat sampai ke rumah Anda.</translation>
    </message>
    <message>
        <source>Home again, and hole 1 has a seed once more.</source>
        <translation>Pulang lagi, dan lubang 1 kembali berisi satu biji.</translation>
    </message>
    <message>
        <source>That capture would end your turn. There are still seeds that can go home first.</source>
        <translation>Tangkapan itu akan mengakhiri giliran Anda. Masih ada biji yang bisa pulang lebih dulu.</translation>
    </message>
    <message>
        <source>Send hole 1&apos;s new seed home as well.</source>
        <translation>Kirim juga biji baru di lubang 1 pulang.</translation>
    </message>
    <message>
        <source>Three trips home in one turn.</source>
        <translation>Tiga kali pulang dalam satu giliran.</translation>
    </message>
    <message>
        <source>Not yet: the capture ends your turn, and hole 1&apos;s seed can still go home first.</source>
        <translation>Belum waktunya: tangkapan mengakhiri giliran Anda, dan biji di lubang 1 masih bisa pulang lebih dulu.</translation>
    </message>
    <message>
        <source>Now your hole 3. Its six seeds reach North&apos;s hole 5, which already holds two, so you relay; follow the seeds, and make a capture.</source>
        <translation>Sekarang lubang 3 Anda. Enam bijinya sampai di lubang 5 Utara, yang sudah berisi dua, jadi taburan bersambung; ikuti bijinya, dan lakukan tangkapan.</translation>
    </message>
    <message>
        <source>Relays at North&apos;s holes 5 and 2 carried you round to your empty hole 5, across from North&apos;s hole 3: its three seeds and your last one are yours, and your turn ends with 8 seeds in your rumah.</source>
        <translation>Sambungan di lubang 5 dan 2 Utara membawa Anda berputar sampai ke lubang 5 Anda yang kosong, di seberang lubang 3 Utara: tiga bijinya dan biji terakhir Anda menjadi milik Anda, dan giliran Anda berakhir dengan 8 biji di rumah Anda.</translation>
    </message>
    <message>
        <source>The Rounds game: a joint start and passes</source>
        <translation>Permainan Putaran: mulai serentak dan melewatkan giliran</translation>
    </message>
    <message>
        <source>Both players open at once; a player with an empty row passes.</source>
        <translation>Kedua pemain membuka bersamaan; pemain yang barisnya kosong melewatkan giliran.</translation>
    </message>
    <message>
        <source>The Rounds preset is the longer, traditional game: 5 to 9 holes a row (7 here), as many seeds in each, and a match of several rounds. It opens with both players moving at once: each picks a hole without seeing the other&apos;s, then each beat you drop a seed and North drops one.</source>
        <translation>Prasetel Putaran adalah permainan tradisional yang lebih panjang: 5 sampai 9 lubang per baris (di sini 7), dengan biji sebanyak itu di tiap lubang, dan satu pertandingan terdiri dari beberapa putaran. Permainan dibuka dengan kedua pemain melangkah bersamaan: masing-masing memilih lubang tanpa melihat pilihan lawan, lalu di setiap ketukan Anda menjatuhkan satu biji dan Utara menjatuhkan satu.</translation>
    </message>
    <message>
        <source>During this joint start, reaching your rumah just stops you; when both have stopped, whoever dropped more seeds moves next (you, on a tie). Suppose North picks their hole 3, with four seeds: choose a hole that sows longer.</source>
        <translation>Selama mulai serentak ini, mencapai rumah Anda hanya membuat Anda berhenti; setelah keduanya berhenti, siapa yang menjatuhkan lebih banyak biji jalan berikutnya (jika sama, Anda). Misalkan Utara memilih lubang 3-nya, yang berisi empat biji: pilih lubang yang menabur lebih lama.</translation>
    </message>
    <message>
        <source>Hole 5 relayed from your hole 3 and ran on to North&apos;s hole 7: six drops against four, so you move next. From now on, turns alternate.</source>
        <translation>Lubang 5 bersambung dari lubang 3 Anda dan terus sampai ke lubang 7 Utara: enam jatuhan lawan empat, jadi Anda jalan berikutnya. Mulai sekarang giliran bergantian.</translation>
    </message>
    <message>
        <source>One seed into your rumah stops you at once. North drops four, so North moves next.</source>
        <translation>Satu biji ke rumah Anda langsung membuat Anda berhenti. Utara menjatuhkan empat, jadi Utara jalan berikutnya.</translation>
    </message>
    <message>
        <source>Three seeds and you are in your rumah, which stops you: North&apos;s four drops are longer, so North moves next.</source>
        <translation>Tiga biji dan Anda sudah di rumah Anda, yang membuat Anda berhenti: empat jatuhan Utara lebih panjang, jadi Utara jalan berikutnya.</translation>
    </message>
    <message>
        <source>Later in a round, a player whose turn comes with an empty row passes, and the other plays on. Even a last seed in your rumah ends your turn if your row is then empty. The round ends only when every seed is in a rumah.</source>
        <translation>Kemudian dalam satu putaran, pemain yang mendapat giliran dengan baris kosong melewatkan gilirannya, dan lawannya terus bermain. Bahkan biji terakhir di rumah Anda mengakhiri giliran Anda jika baris Anda lalu kosong. Putaran baru berakhir jika semua biji sudah berada di rumah.</translation>
    </message>
    <message>
        <source>Take North&apos;s last seeds, so that North has to pass.</source>
        <translation>Ambil biji terakhir Utara, supaya Utara harus melewatkan giliran.</translation>
    </message>
    <message>
        <source>North&apos;s row is empty, so North passes and you play again.</source>
        <translation>Baris Utara kosong, jadi Utara melewatkan giliran dan Anda bermain lagi.</translation>
    </message>
    <message>
        <source>Your last seed lands in your empty hole 4, but North&apos;s hole 4 across is empty: nothing taken, and North plays on with their hole 7.</source>
        <translation>Biji terakhir Anda jatuh di lubang 4 Anda yang kosong, tetapi lubang 4 Utara di seberangnya kosong: tidak ada yang diambil, dan Utara terus bermain dengan lubang 7-nya.</translation>
    </message>
    <message>
        <source>One last rule, for both presets: if the very same position, with the same player to move, comes up for the third time in a round, the round stops there. The seeds on the board go to the owners of their holes, so no game can go round in circles for ever.</source>
        <translation>Satu aturan terakhir, untuk kedua prasetel: jika posisi yang persis sama, dengan pemain yang sama mendapat giliran, muncul untuk ketiga kalinya dalam satu putaran, putaran berhenti di situ. Biji di papan menjadi milik pemilik lubangnya, sehingga tidak ada permainan yang bisa berputar-putar selamanya.</translation>
    </message>
    <message>
        <source>Refill your holes from your rumah; holes you cannot fill are burnt.</source>
        <translation>Isi ulang lubang Anda dari rumah; lubang yang tidak bisa Anda isi menjadi terbakar.</translation>
    </message>
    <message>
        <source>North has passed, and you have one seed left. Watch: it goes home, your row is empty, and now every seed is in a rumah, so the round is over. The fuller rumah wins the round.</source>
        <translation>Utara sudah melewatkan giliran, dan Anda tinggal punya satu biji. Perhatikan: biji itu pulang, baris Anda kosong, dan sekarang semua biji berada di rumah, jadi putaran selesai. Rumah yang lebih penuh memenangi putaran.</translation>
    </message>
    <message>
        <source>For the next round each player fills their holes with 7 seeds apiece from their rumah, starting at hole 1 next to it. Seeds too few to fill a hole stay in the rumah, and holes left unfilled are burnt: out of play for the round. A player who cannot fill even one hole has lost the game.</source>
        <translation>Untuk putaran berikutnya, setiap pemain mengisi lubangnya masing-masing dengan 7 biji dari rumahnya, mulai dari lubang 1 di sampingnya. Biji yang terlalu sedikit untuk mengisi satu lubang tetap di rumah, dan lubang yang tidak terisi menjadi terbakar: tidak dimainkan selama putaran itu. Pemain yang tidak bisa mengisi satu lubang pun kalah dalam permainan.</translation>
    </message>
    <message>
        <source>North had 26 seeds: enough to fill three holes and keep 5. Nobody sows into a burnt hole or plays from it: seeds skip over it. The player with fewer seeds starts the new round (on a tie, you do), so North moves first.</source>
        <translation>Utara punya 26 biji: cukup untuk mengisi tiga lubang dan menyimpan 5. Tidak ada yang menabur ke lubang terbakar atau bermain dari lubang itu: biji melompatinya. Pemain dengan biji lebih sedikit memulai putaran baru (jika sama, Anda), jadi Utara jalan lebih dulu.</translation>
    </message>
    <message>
        <source>After your rumah, the seeds skip North&apos;s burnt holes 7 to 4: the third lands in North&apos;s hole 3 and the fourth in North&apos;s empty hole 2.</source>
        <translation>Setelah rumah Anda, biji melompati lubang 7 sampai 4 Utara yang terbakar: biji ketiga jatuh di lubang 3 Utara dan biji keempat di lubang 2 Utara yang kosong.</translation>
    </message>
    <message>
        <source>Two variants: lone seed and burnt penalty</source>
        <translation>Dua varian: biji tunggal dan denda terbakar</translation>
    </message>
    <message>
        <source>The lone-seed and burnt-penalty options.</source>
        <translation>Opsi biji tunggal dan denda terbakar.</translation>
    </message>
    <message>
        <source>Two variants can be switched on when you start a game, and both are on here. With lone-seed, a last seed in your own empty hole goes to your rumah even when the hole across is empty.</source>
        <translation>Dua varian bisa diaktifkan saat Anda memulai permainan, dan keduanya aktif di sini. Dengan biji tunggal, biji terakhir di lubang kosong milik Anda sendiri masuk ke rumah Anda meskipun lubang di seberangnya kosong.</translation>
    </message>
    <message>
        <source>Capture a lone seed.</source>
        <translation>Tangkap satu biji tunggal.</translation>
    </message>
    <message>
        <source>Your last seed ended in your empty hole 2. North&apos;s hole 6 across was empty, but with lone-seed your seed goes to your rumah.</source>
        <translation>Biji terakhir Anda berakhir di lubang 2 Anda yang kosong. Lubang 6 Utara di seberangnya kosong, tetapi dengan biji tunggal, biji Anda masuk ke rumah Anda.</translation>
    </message>
    <message>
        <source>Hole 1&apos;s second seed stops in North&apos;s empty hole 7: that ends your turn with nothing taken.</source>
        <translation>Biji kedua lubang 1 berhenti di lubang 7 Utara yang kosong: giliran Anda berakhir tanpa mengambil apa pun.</translation>
    </message>
    <message>
        <source>With burnt-penalty, burnt holes stay on the path. A seed that falls into one, on either side, goes to your opponent&apos;s rumah, and if it was your last seed your turn ends.</source>
        <translation>Dengan denda terbakar, lubang terbakar tetap berada di lintasan. Biji yang jatuh ke dalamnya, di sisi mana pun, masuk ke rumah lawan Anda, dan jika itu biji terakhir Anda, giliran Anda berakhir.</translation>
    </message>
    <message>
        <source>Find the move that gives North nothing and earns you another move.</source>
        <translation>Temukan langkah yang tidak memberi Utara apa pun dan membuat Anda jalan lagi.</translation>
    </message>
    <message>
        <source>Two seeds, two places: home to your rumah without going near a burnt hole.</source>
        <translation>Dua biji, dua tempat: pulang ke rumah Anda tanpa mendekati lubang terbakar.</translation>
    </message>
    <message>
        <source>Your second seed falls into North&apos;s burnt hole 7, so it goes to North&apos;s rumah, and as it was your last seed your turn ends.</source>
        <translation>Biji kedua Anda jatuh di lubang 7 Utara yang terbakar, jadi biji itu masuk ke rumah Utara, dan karena itu biji terakhir Anda, giliran Anda berakhir.</translation>
    </message>
    <message>
        <source>Your seed ends in your empty hole 3, across from North&apos;s burnt hole 5, which counts as empty: with lone-seed you take just that seed into your rumah, and your turn ends.</source>
        <translation>Biji Anda berakhir di lubang 3 Anda yang kosong, di seberang lubang 5 Utara yang terbakar, yang dihitung sebagai kosong: dengan biji tunggal Anda hanya mengambil biji itu ke rumah Anda, dan giliran Anda berakhir.</translation>
    </message>
    <message>
        <source>Winning a Rounds game</source>
        <translation>Memenangi permainan Putaran</translation>
    </message>
    <message>
        <source>The first to win 2 rounds wins at once; a player who cannot fill a single hole loses.</source>
        <translation>Yang pertama memenangi 2 putaran langsung menang; pemain yang tidak bisa mengisi satu lubang pun kalah.</translation>
    </message>
    <message>
        <source>A Rounds game goes to the first player to win 2 rounds (the rounds option can set 1 to 5). You won round 1, so winning this round wins the game, at once, with no refill.</source>
        <translation>Permainan Putaran dimenangi oleh pemain pertama yang memenangi 2 putaran (opsi putaran dapat mengaturnya dari 1 sampai 5). Anda memenangi putaran 1, jadi memenangi putaran ini berarti memenangi permainan, seketika, tanpa isi ulang.</translation>
    </message>
    <message>
        <source>North&apos;s row is empty: North passes, and you play again.</source>
        <translation>Baris Utara kosong: Utara melewatkan giliran, dan Anda bermain lagi.</translation>
    </message>
    <message>
        <source>One seed home and another move, but North still has seeds in their hole 3.</source>
        <translation>Satu biji pulang dan Anda jalan lagi, tetapi Utara masih punya biji di lubang 3-nya.</translation>
    </message>
    <message>
        <source>Now send your last seed home. With every seed in a rumah, the round is over.</source>
        <translation>Sekarang kirim biji terakhir Anda pulang. Dengan semua biji di rumah, putaran selesai.</translation>
    </message>
    <message>
        <source>45 seeds to 20: that is your second round win, and the game is yours.</source>
        <translation>45 biji lawan 20: itu kemenangan putaran kedua Anda, dan permainan menjadi milik Anda.</translation>
    </message>
    <message>
        <source>A game can also end at a refill. Here it is round 1, and North has only 2 seeds in their rumah. Watch: your capture ends the round, and with fewer than 7 seeds North cannot fill a single hole, and so loses the game.</source>
        <translation>Permainan juga bisa berakhir saat pengisian ulang. Di sini putaran 1, dan Utara hanya punya 2 biji di rumahnya. Perhatikan: tangkapan Anda mengakhiri putaran, dan dengan kurang dari 7 biji Utara tidak bisa mengisi satu lubang pun, sehingga kalah dalam permainan.</translation>
    </message>
    <message>
        <source>The end of a Classic game</source>
        <translation>Akhir permainan Klasik</translation>
    </message>
    <message>
        <source>When a turn ends with a row empty, the game is over; the fuller rumah wins.</source>
        <translation>Jika giliran berakhir dengan satu baris kosong, permainan selesai; rumah yang lebih penuh menang.</translation>
    </message>
    <message>
        <source>In the Classic game, whenever a turn is over and either row is empty, the game ends. The seeds still in the holes go to the rumah of the player whose side they lie on, and the fuller rumah wins.</source>
        <translation>Dalam permainan Klasik, setiap kali giliran selesai dan salah satu baris kosong, permainan berakhir. Biji yang masih ada di lubang masuk ke rumah pemain yang memiliki sisi tempat biji itu berada, dan rumah yang lebih penuh menang.</translation>
    </message>
    <message>
        <source>Careful with your last seeds. Watch: you lead 14 to 10, but your last seed goes home, your empty row ends your turn and the game, and North adds the 8 seeds in their row to win 18 to 15.</source>
        <translation>Hati-hati dengan biji terakhir Anda. Perhatikan: Anda unggul 14 lawan 10, tetapi biji terakhir Anda pulang, baris Anda yang kosong mengakhiri giliran dan permainan, dan Utara menambahkan 8 biji di barisnya sehingga menang 18 lawan 15.</translation>
    </message>
    <message>
        <source>A new position: you trail 12 to 16. Find the move that ends the game with you ahead.</source>
        <translation>Posisi baru: Anda tertinggal 12 lawan 16. Temukan langkah yang mengakhiri permainan dengan Anda unggul.</translation>
    </message>
    <message>
        <source>You captured North&apos;s last four seeds, so North&apos;s row is empty when your turn ends: your seed in hole 1 joins your rumah, and you win 18 to 16. Ready for a real game!</source>
        <translation>Anda menangkap empat biji terakhir Utara, jadi baris Utara kosong saat giliran Anda berakhir: biji Anda di lubang 1 masuk ke rumah Anda, dan Anda menang 18 lawan 16. Siap untuk permainan sungguhan!</translation>
    </message>
    <message>
        <source>One seed home and another move, but the game is not over and you still trail 13 to 16.</source>
        <translation>Satu biji pulang dan Anda jalan lagi, tetapi permainan belum selesai dan Anda masih tertinggal 13 lawan 16.</translation>
    </message>
    <message>
        <source>Your holes, your store, and which way the seeds go.</source>
        <translation>Lubang Anda, rumah Anda, dan arah perjalanan biji.</translation>
    </message>
    <message>
        <source>Welcome to Kalah! You are South: the row of holes nearest you is yours, and the row across belongs to North. This practice board has four holes a side with two seeds in each; the real game has six holes of four.</source>
        <translation>Selamat datang di Kalah! Anda adalah Selatan: baris lubang terdekat milik Anda, dan baris di seberang milik Utara. Papan latihan ini punya empat lubang per sisi dengan dua biji di masing-masing; permainan sungguhan memakai enam lubang berisi empat biji.</translation>
    </message>
    <message>
        <source>The big hole on your right is your store. Seeds that reach it are yours for good, and whoever has more seeds in their store at the end wins. North&apos;s store is the one on your left.</source>
        <translation>Lubang besar di kanan Anda adalah rumah Anda. Biji yang sampai di sana menjadi milik Anda selamanya, dan siapa yang rumahnya berisi lebih banyak biji di akhir permainan, dialah yang menang. Rumah Utara ada di kiri Anda.</translation>
    </message>
    <message>
        <source>Seeds always travel counter-clockwise: to the right along your row, into your store, then right to left along North&apos;s row, and round again to your hole 1.</source>
        <translation>Biji selalu bergerak berlawanan arah jarum jam: ke kanan menyusuri baris Anda, masuk ke rumah Anda, lalu dari kanan ke kiri menyusuri baris Utara, dan berputar lagi ke lubang 1 Anda.</translation>
    </message>
    <message>
        <source>A move is called sowing: you pick up all the seeds of one of your holes and drop them one at a time into the next places along that path. If you sow your hole 2, where will its last seed land?</source>
        <translation>Satu langkah disebut menabur: Anda mengambil semua biji dari salah satu lubang Anda lalu menjatuhkannya satu per satu ke tempat-tempat berikutnya di lintasan itu. Jika Anda menabur lubang 2, di mana biji terakhirnya akan jatuh?</translation>
    </message>
    <message>
        <source>Right: one seed into your hole 3 and the last into your hole 4. That hole was not empty, so your turn is over.</source>
        <translation>Benar: satu biji ke lubang 3 Anda dan yang terakhir ke lubang 4 Anda. Lubang itu tidak kosong, jadi giliran Anda selesai.</translation>
    </message>
    <message>
        <source>Now North sows in the same way, along its own row towards its right, which is leftwards on your screen. Watch North&apos;s hole 1.</source>
        <translation>Sekarang Utara menabur dengan cara yang sama, menyusuri barisnya sendiri ke arah kanannya, yaitu ke kiri di layar Anda. Perhatikan lubang 1 Utara.</translation>
    </message>
    <message>
        <source>Your turn. Sow a hole that has enough seeds to reach past your hole 4, so that at least one seed drops into your store.</source>
        <translation>Giliran Anda. Taburkan lubang yang bijinya cukup untuk melewati lubang 4 Anda, sehingga sedikitnya satu biji jatuh di rumah Anda.</translation>
    </message>
    <message>
        <source>Well done: that seed in your store is yours for good. The others went on, and the turn passes to North.</source>
        <translation>Bagus: biji di rumah Anda itu menjadi milik Anda selamanya. Biji lainnya terus berjalan, dan giliran berpindah ke Utara.</translation>
    </message>
    <message>
        <source>Hole 1&apos;s two seeds only get as far as your holes 2 and 3, well short of the store.</source>
        <translation>Dua biji lubang 1 hanya sampai di lubang 2 dan 3 Anda, masih jauh dari rumah.</translation>
    </message>
    <message>
        <source>Long sowings</source>
        <translation>Taburan panjang</translation>
    </message>
    <message>
        <source>Big holes sow through your store and round North&apos;s row, but never into North&apos;s store.</source>
        <translation>Lubang besar menabur melewati rumah Anda dan mengelilingi baris Utara, tetapi tidak pernah masuk ke rumah Utara.</translation>
    </message>
    <message>
        <source>A hole with many seeds sows a long way: past your hole 4, into your store, and on along North&apos;s row. You always sow every seed of the hole you pick.</source>
        <translation>Lubang dengan banyak biji menabur jauh: melewati lubang 4 Anda, masuk ke rumah Anda, dan terus menyusuri baris Utara. Anda selalu menabur semua biji dari lubang yang Anda pilih.</translation>
    </message>
    <message>
        <source>One place is never on your path: North&apos;s store. After North&apos;s hole 4, on the far left, your next seed goes straight into your own hole 1. In the same way, North&apos;s seeds never go into your store.</source>
        <translation>Satu tempat tidak pernah ada di lintasan Anda: rumah Utara. Setelah lubang 4 Utara, di ujung kiri, biji Anda berikutnya langsung masuk ke lubang 1 Anda sendiri. Begitu pula, biji Utara tidak pernah masuk ke rumah Anda.</translation>
    </message>
    <message>
        <source>Your hole 3 holds 8 seeds. Count along the path, leaving out North&apos;s store: where does the eighth seed land?</source>
        <translation>Lubang 3 Anda berisi 8 biji. Hitung menyusuri lintasan, tanpa rumah Utara: di mana biji kedelapan jatuh?</translation>
    </message>
    <message>
        <source>Yes: hole 4, your store, North&apos;s four holes, then your holes 1 and 2. Skipping North&apos;s store is what brought the last seed back to your side.</source>
        <translation>Ya: lubang 4, rumah Anda, empat lubang Utara, lalu lubang 1 dan 2 Anda. Melewati rumah Utara itulah yang membawa biji terakhir kembali ke sisi Anda.</translation>
    </message>
    <message>
        <source>North&apos;s seeds follow North&apos;s path the same way: through North&apos;s store and on into your row. Watch North&apos;s hole 4.</source>
        <translation>Biji Utara mengikuti lintasan Utara dengan cara yang sama: melewati rumah Utara dan terus ke baris Anda. Perhatikan lubang 4 Utara.</translation>
    </message>
    <message>
        <source>Counting practice. Which of your holes sends its last seed all the way round, past North&apos;s store, into your own hole 1?</source>
        <translation>Latihan berhitung. Lubang Anda yang mana yang mengirim biji terakhirnya berputar penuh, melewati rumah Utara, sampai ke lubang 1 Anda sendiri?</translation>
    </message>
    <message>
        <source>Six seeds: your store, North&apos;s four holes, and your hole 1. You&apos;re counting like a Kalah player.</source>
        <translation>Enam biji: rumah Anda, empat lubang Utara, dan lubang 1 Anda. Anda sudah berhitung seperti pemain Kalah.</translation>
    </message>
    <message>
        <source>Hole 3 has a single seed: it only moves one step, into your hole 4.</source>
        <translation>Lubang 3 hanya berisi satu biji: biji itu hanya bergerak satu langkah, ke lubang 4 Anda.</translation>
    </message>
    <message>
        <source>Hole 1&apos;s two seeds go rightwards, into your holes 2 and 3; they never come round.</source>
        <translation>Dua biji lubang 1 bergerak ke kanan, ke lubang 2 dan 3 Anda; keduanya tidak pernah berputar.</translation>
    </message>
    <message>
        <source>The extra move</source>
        <translation>Langkah tambahan</translation>
    </message>
    <message>
        <source>End a move in your own store and you play again.</source>
        <translation>Akhiri langkah di rumah Anda sendiri dan Anda bermain lagi.</translation>
    </message>
    <message>
        <source>Here is the best trick in Kalah: if the last seed of your move drops into your own store, you move again straight away. This is called an extra move.</source>
        <translation>Inilah trik terbaik di Kalah: jika biji terakhir langkah Anda jatuh di rumah Anda sendiri, Anda langsung jalan lagi. Ini disebut langkah tambahan.</translation>
    </message>
    <message>
        <source>Find the hole whose last seed lands exactly in your store, and sow it. Count: a hole needs as many seeds as there are steps from it to the store.</source>
        <translation>Temukan lubang yang biji terakhirnya jatuh tepat di rumah Anda, lalu taburkan. Hitung: sebuah lubang membutuhkan biji sebanyak jumlah langkah dari lubang itu ke rumah.</translation>
    </message>
    <message>
        <source>Three seeds, three steps: holes 3 and 4, then your store. Your turn goes on!</source>
        <translation>Tiga biji, tiga langkah: lubang 3 dan 4, lalu rumah Anda. Giliran Anda berlanjut!</translation>
    </message>
    <message>
        <source>Two seeds from hole 1 only reach your hole 3, so your turn is over.</source>
        <translation>Dua biji dari lubang 1 hanya sampai di lubang 3 Anda, jadi giliran Anda selesai.</translation>
    </message>
    <message>
        <source>Still your turn. The seeds you just sowed made another hole fit exactly. Take a second extra move.</source>
        <translation>Masih giliran Anda. Biji yang baru Anda tabur membuat lubang lain pas. Ambil langkah tambahan kedua.</translation>
    </message>
    <message>
        <source>Two extra moves in a row! There is no limit: as long as each move ends in your store, you keep playing.</source>
        <translation>Dua langkah tambahan berturut-turut! Tidak ada batasnya: selama setiap langkah berakhir di rumah Anda, Anda terus bermain.</translation>
    </message>
    <message>
        <source>Hole 3&apos;s seed stops in your hole 4, one step short of the store, so your turn ends.</source>
        <translation>Biji lubang 3 berhenti di lubang 4 Anda, satu langkah sebelum rumah, jadi giliran Anda berakhir.</translation>
    </message>
    <message>
        <source>Hole 1&apos;s two seeds stop in your hole 3, so your turn ends.</source>
        <translation>Dua biji lubang 1 berhenti di lubang 3 Anda, jadi giliran Anda berakhir.</translation>
    </message>
    <message>
        <source>Order matters. Here your holes 3 and 4 can both reach the store. Watch what happens if you start with hole 3, the one farther from the store.</source>
        <translation>Urutan itu penting. Di sini lubang 3 dan 4 Anda sama-sama bisa mencapai rumah. Perhatikan apa yang terjadi jika Anda mulai dengan lubang 3, yang lebih jauh dari rumah.</translation>
    </message>
    <message>
        <source>That was an extra move, but hole 4 now holds 2 seeds. Where will its last seed land?</source>
        <translation>Itu langkah tambahan, tetapi lubang 4 sekarang berisi 2 biji. Di mana biji terakhirnya akan jatuh?</translation>
    </message>
    <message>
        <source>One seed too many: it overshoots into North&apos;s row and your turn ends. Hole 4 first, then hole 3, would have given you two extra moves. Play the hole nearest your store first!</source>
        <translation>Kelebihan satu biji: biji itu terlewat ke baris Utara dan giliran Anda berakhir. Lubang 4 dulu, lalu lubang 3, akan memberi Anda dua langkah tambahan. Mainkan dulu lubang yang paling dekat dengan rumah Anda!</translation>
    </message>
    <message>
        <source>End in one of your empty holes and take the seeds across from it.</source>
        <translation>Berakhir di salah satu lubang kosong Anda dan ambil biji di seberangnya.</translation>
    </message>
    <message>
        <source>If your last seed falls into an empty hole on your side, you capture: that seed and all the seeds in North&apos;s hole straight across go into your store. Then your turn ends. Your hole 2 is empty, and North&apos;s hole 3 across from it holds 4 seeds.</source>
        <translation>Jika biji terakhir Anda jatuh di lubang kosong di sisi Anda, Anda menangkap: biji itu dan semua biji di lubang Utara tepat di seberangnya masuk ke rumah Anda. Lalu giliran Anda berakhir. Lubang 2 Anda kosong, dan lubang 3 Utara di seberangnya berisi 4 biji.</translation>
    </message>
    <message>
        <source>Capture those 4 seeds.</source>
        <translation>Tangkap 4 biji itu.</translation>
    </message>
    <message>
        <source>Your single seed landed in your empty hole 2 and took North&apos;s 4 with it: 5 seeds for your store.</source>
        <translation>Biji tunggal Anda jatuh di lubang 2 Anda yang kosong dan membawa 4 biji Utara: 5 biji untuk rumah Anda.</translation>
    </message>
    <message>
        <source>Hole 3&apos;s last seed lands in North&apos;s hole 1. Captures happen only from your own empty holes, so your turn just ends.</source>
        <translation>Biji terakhir dari lubang 3 jatuh di lubang 1 milik Utara. Tangkapan hanya terjadi dari lubang kosong milik Anda sendiri, jadi giliran Anda langsung berakhir.</translation>
    </message>
    <message>
        <source>Hole 4&apos;s seeds go into your store and North&apos;s hole 1, which was not empty, so your turn ends without a capture.</source>
        <translation>Biji dari lubang 4 masuk ke rumah Anda dan ke lubang 1 milik Utara, yang tidak kosong, jadi giliran Anda berakhir tanpa tangkapan.</translation>
    </message>
    <message>
        <source>To spot a capture, look at your empty holes first, then at what lies across from them, then count which of your holes can end there. Here your holes 3 and 4 are empty; North has 1 seed across from your hole 3 and 5 across from your hole 4.</source>
        <translation>Untuk menemukan tangkapan, lihat dulu lubang-lubang kosong Anda, lalu apa yang ada di seberangnya, lalu hitung lubang mana yang bisa berakhir di sana. Di sini lubang 3 dan 4 Anda kosong; Utara punya 1 biji di seberang lubang 3 Anda dan 5 biji di seberang lubang 4 Anda.</translation>
    </message>
    <message>
        <source>Make the bigger capture.</source>
        <translation>Lakukan tangkapan yang lebih besar.</translation>
    </message>
    <message>
        <source>Your hole 2 sows into holes 3 and 4; the last seed lands in empty hole 4 and takes North&apos;s 5. Six seeds in one move!</source>
        <translation>Lubang 2 Anda menabur ke lubang 3 dan 4; biji terakhir jatuh di lubang 4 yang kosong dan mengambil 5 biji Utara. Enam biji dalam satu langkah!</translation>
    </message>
    <message>
        <source>That captures, but only North&apos;s single seed across from your hole 3: 2 seeds in all. North&apos;s 5 were there for the taking.</source>
        <translation>Itu memang menangkap, tetapi hanya satu biji Utara di seberang lubang 3 Anda: total 2 biji. Padahal 5 biji Utara tinggal diambil.</translation>
    </message>
    <message>
        <source>When nothing is captured</source>
        <translation>Saat tidak ada yang ditangkap</translation>
    </message>
    <message>
        <source>An empty hole across, or an empty hole on North&apos;s side: no capture.</source>
        <translation>Lubang kosong di seberang, atau lubang kosong di sisi Utara: tidak ada tangkapan.</translation>
    </message>
    <message>
        <source>A board with five holes a side. Watch your hole 1: its seed lands in your empty hole 2, but North&apos;s hole 4 across from it is empty, so there is nothing to capture. The seed just stays there, and your turn is over.</source>
        <translation>Papan dengan lima lubang per sisi. Perhatikan lubang 1 Anda: bijinya jatuh di lubang 2 Anda yang kosong, tetapi lubang 4 Utara di seberangnya kosong, jadi tidak ada yang bisa ditangkap. Biji itu tetap di sana, dan giliran Anda selesai.</translation>
    </message>
    <message>
        <source>Cowrie has an option, empty-capture, that lets you take your lone seed anyway when the hole across is empty. It is off in the standard game and in these lessons.</source>
        <translation>Cowrie punya opsi tangkapan kosong (empty-capture) yang membolehkan Anda tetap mengambil biji tunggal Anda walaupun lubang di seberangnya kosong. Opsi ini nonaktif dalam permainan standar dan dalam pelajaran ini.</translation>
    </message>
    <message>
        <source>Your hole 5 sows 3 seeds. Where does the last one land, and will it capture anything?</source>
        <translation>Lubang 5 Anda menabur 3 biji. Di mana biji terakhir jatuh, dan apakah ia menangkap sesuatu?</translation>
    </message>
    <message>
        <source>It lands in North&apos;s hole 2, which was empty. Empty holes on North&apos;s side never capture for you, so your turn simply ends.</source>
        <translation>Biji itu jatuh di lubang 2 Utara, yang tadinya kosong. Lubang kosong di sisi Utara tidak pernah memberi tangkapan bagi Anda, jadi giliran Anda berakhir begitu saja.</translation>
    </message>
    <message>
        <source>Each of your three moves ends in an empty hole, but only one of them captures. Find it.</source>
        <translation>Ketiga langkah Anda sama-sama berakhir di lubang kosong, tetapi hanya satu yang menangkap. Temukan langkah itu.</translation>
    </message>
    <message>
        <source>Your seed lands in your empty hole 4, and North&apos;s hole 2 across from it has 3 seeds: 4 for your store.</source>
        <translation>Biji Anda jatuh di lubang 4 Anda yang kosong, dan lubang 2 Utara di seberangnya berisi 3 biji: 4 biji masuk ke rumah Anda.</translation>
    </message>
    <message>
        <source>Your seed lands in your empty hole 2, but North&apos;s hole 4 across from it is empty: nothing to take.</source>
        <translation>Biji Anda jatuh di lubang 2 Anda yang kosong, tetapi lubang 4 Utara di seberangnya kosong: tidak ada yang bisa diambil.</translation>
    </message>
    <message>
        <source>Your last seed lands in North&apos;s empty hole 1. Only empty holes on your own side capture.</source>
        <translation>Biji terakhir Anda jatuh di lubang 1 Utara yang kosong. Hanya lubang kosong di sisi Anda sendiri yang menangkap.</translation>
    </message>
    <message>
        <source>Extra move first, then capture</source>
        <translation>Langkah tambahan dulu, baru menangkap</translation>
    </message>
    <message>
        <source>What ends a turn, and why the order of your moves matters.</source>
        <translation>Apa yang mengakhiri giliran, dan mengapa urutan langkah Anda penting.</translation>
    </message>
    <message>
        <source>Your turn ends as soon as a move&apos;s last seed lands anywhere but your store: in a hole with seeds, in any hole on North&apos;s side, or in an empty hole of yours, whether it captures or not. Only the store gives you another move.</source>
        <translation>Giliran Anda berakhir begitu biji terakhir sebuah langkah jatuh di mana saja selain rumah Anda: di lubang berisi biji, di lubang mana pun di sisi Utara, atau di lubang kosong milik Anda, entah menangkap atau tidak. Hanya rumah yang memberi Anda langkah tambahan.</translation>
    </message>
    <message>
        <source>You have a capture (hole 1 into empty hole 2, taking North&apos;s 3) and an extra move (hole 4). A capture ends your turn, so which comes first?</source>
        <translation>Anda punya satu tangkapan (lubang 1 ke lubang 2 yang kosong, mengambil 3 biji Utara) dan satu langkah tambahan (lubang 4). Tangkapan mengakhiri giliran Anda, jadi mana yang didahulukan?</translation>
    </message>
    <message>
        <source>Right: take the free move first. The capture will still be there.</source>
        <translation>Benar: ambil dulu langkah gratisnya. Tangkapan itu masih akan ada.</translation>
    </message>
    <message>
        <source>You captured, but a capture ends your turn, so you lost the extra move hole 4 was offering. Take the extra move first, then capture.</source>
        <translation>Anda menangkap, tetapi tangkapan mengakhiri giliran Anda, jadi Anda kehilangan langkah tambahan yang ditawarkan lubang 4. Ambil langkah tambahan dulu, baru menangkap.</translation>
    </message>
    <message>
        <source>Now make the capture.</source>
        <translation>Sekarang lakukan tangkapannya.</translation>
    </message>
    <message>
        <source>Extra move and capture in one turn: 5 seeds in your store.</source>
        <translation>Langkah tambahan dan tangkapan dalam satu giliran: 5 biji di rumah Anda.</translation>
    </message>
    <message>
        <source>Hole 3&apos;s last seed ends in North&apos;s empty hole 1: no capture there, and your turn is over.</source>
        <translation>Biji terakhir dari lubang 3 berakhir di lubang 1 Utara yang kosong: tidak ada tangkapan di sana, dan giliran Anda selesai.</translation>
    </message>
    <message>
        <source>That is the whole rhythm of a Kalah turn: extra moves as long as you can, then one last move, ideally a capture, which hands the turn to North.</source>
        <translation>Itulah irama lengkap satu giliran Kalah: langkah tambahan selama bisa, lalu satu langkah terakhir, sebaiknya tangkapan, yang menyerahkan giliran kepada Utara.</translation>
    </message>
    <message>
        <source>Guard your seeds</source>
        <translation>Jaga biji Anda</translation>
    </message>
    <message>
        <source>Look at North&apos;s captures before you make your own.</source>
        <translation>Lihat tangkapan Utara sebelum melakukan tangkapan Anda sendiri.</translation>
    </message>
    <message>
        <source>Before you move, look at North&apos;s side too. North&apos;s hole 3 is empty, and North&apos;s hole 2 holds one seed, just enough to land there. That would capture the 4 seeds in your hole 2, across from it.</source>
        <translation>Sebelum melangkah, lihat juga sisi Utara. Lubang 3 Utara kosong, dan lubang 2 Utara berisi satu biji, pas untuk jatuh di sana. Itu akan menangkap 4 biji di lubang 2 Anda, di seberangnya.</translation>
    </message>
    <message>
        <source>Your hole 3 could capture North&apos;s 3 seeds right now. But which move leaves North nothing to capture?</source>
        <translation>Lubang 3 Anda bisa menangkap 3 biji Utara sekarang juga. Tetapi langkah mana yang tidak menyisakan apa pun untuk ditangkap Utara?</translation>
    </message>
    <message>
        <source>Safe: your 4 seeds moved on, one even reached your store, and nothing is left in your hole 2 for North to take.</source>
        <translation>Aman: 4 biji Anda sudah berpindah, satu bahkan sampai ke rumah Anda, dan lubang 2 Anda tidak menyisakan apa-apa untuk diambil Utara.</translation>
    </message>
    <message>
        <source>You take 4 seeds, but your hole 2 is still full: North&apos;s hole 2 can now drop its seed into empty hole 3 and take your 4 seeds plus its own.</source>
        <translation>Anda mengambil 4 biji, tetapi lubang 2 Anda masih penuh: lubang 2 Utara sekarang bisa menjatuhkan bijinya ke lubang 3 yang kosong dan mengambil 4 biji Anda ditambah bijinya sendiri.</translation>
    </message>
    <message>
        <source>Now your hole 2 holds 5 seeds, and North can still land in its empty hole 3 across from it and take them all.</source>
        <translation>Sekarang lubang 2 Anda berisi 5 biji, dan Utara masih bisa jatuh di lubang 3-nya yang kosong di seberangnya dan mengambil semuanya.</translation>
    </message>
    <message>
        <source>North played its hole 2 anyway. Its seed landed in its empty hole 3, but your hole 2 across from it is empty, so North captured nothing.</source>
        <translation>Utara tetap memainkan lubang 2-nya. Bijinya jatuh di lubang 3-nya yang kosong, tetapi lubang 2 Anda di seberangnya kosong, jadi Utara tidak menangkap apa-apa.</translation>
    </message>
    <message>
        <source>Strong players also think the other way round: keep an empty hole of your own with a few seeds behind it that can land there, and North&apos;s seeds piling up across from it become your next capture.</source>
        <translation>Pemain yang kuat juga berpikir sebaliknya: siapkan satu lubang kosong milik Anda dengan beberapa biji di belakangnya yang bisa jatuh di sana, maka biji Utara yang menumpuk di seberangnya menjadi tangkapan Anda berikutnya.</translation>
    </message>
    <message>
        <source>Your turn again. Two of your holes can reach your store: take an extra move.</source>
        <translation>Giliran Anda lagi. Dua lubang Anda bisa mencapai rumah Anda: ambil langkah tambahan.</translation>
    </message>
    <message>
        <source>Extra move! When two holes can reach the store, play the one nearest to it first, so the other still fits.</source>
        <translation>Langkah tambahan! Bila dua lubang bisa mencapai rumah, mainkan dulu yang paling dekat dengan rumah, agar yang lain tetap pas.</translation>
    </message>
    <message>
        <source>Hole 1&apos;s two seeds stop in your hole 3, which has seeds, so your turn ends.</source>
        <translation>Dua biji dari lubang 1 berhenti di lubang 3 Anda, yang berisi biji, jadi giliran Anda berakhir.</translation>
    </message>
    <message>
        <source>Six holes of four seeds, and a strong first move.</source>
        <translation>Enam lubang berisi empat biji, dan langkah pertama yang kuat.</translation>
    </message>
    <message>
        <source>Now the real board: six holes a side, four seeds in each, 48 in all. Every rule you&apos;ve learned is the same here.</source>
        <translation>Sekarang papan sungguhan: enam lubang per sisi, empat biji di tiap lubang, total 48. Semua aturan yang sudah Anda pelajari berlaku sama di sini.</translation>
    </message>
    <message>
        <source>You start. One of your holes has exactly enough seeds to reach your store. Find it.</source>
        <translation>Anda mulai. Salah satu lubang Anda berisi biji yang pas untuk mencapai rumah Anda. Temukan lubang itu.</translation>
    </message>
    <message>
        <source>Four seeds, four steps: holes 4, 5, 6 and your store. A free move to start the game.</source>
        <translation>Empat biji, empat tempat: lubang 4, 5, 6, dan rumah Anda. Langkah gratis untuk membuka permainan.</translation>
    </message>
    <message>
        <source>Hole 1&apos;s four seeds end in your hole 5, which has seeds, so the turn goes to North.</source>
        <translation>Empat biji dari lubang 1 berakhir di lubang 5 Anda, yang berisi biji, jadi giliran berpindah ke Utara.</translation>
    </message>
    <message>
        <source>Only the first seed goes into your store; the other three go to North&apos;s row, and your turn ends.</source>
        <translation>Hanya biji pertama yang masuk ke rumah Anda; tiga lainnya masuk ke baris Utara, dan giliran Anda berakhir.</translation>
    </message>
    <message>
        <source>Your extra move. Put one more seed into your store: strong players choose hole 6 here.</source>
        <translation>Langkah tambahan Anda. Masukkan satu biji lagi ke rumah Anda: pemain yang kuat memilih lubang 6 di sini.</translation>
    </message>
    <message>
        <source>Two seeds in your store before North has even moved.</source>
        <translation>Dua biji di rumah Anda sebelum Utara sempat melangkah.</translation>
    </message>
    <message>
        <source>Hole 1&apos;s seeds stay in your row, ending in your hole 5: none reaches the store.</source>
        <translation>Biji dari lubang 1 tetap di baris Anda dan berakhir di lubang 5 Anda: tidak ada yang sampai ke rumah.</translation>
    </message>
    <message>
        <source>Hole 2&apos;s seeds stay in your row, ending in your hole 6: none reaches the store.</source>
        <translation>Biji dari lubang 2 tetap di baris Anda dan berakhir di lubang 6 Anda: tidak ada yang sampai ke rumah.</translation>
    </message>
    <message>
        <source>A habit that beats beginners: before every move, ask yourself three questions. Can I end in my store? Can I capture? And what can North capture after my move?</source>
        <translation>Kebiasaan yang mengalahkan pemula: sebelum setiap langkah, ajukan tiga pertanyaan. Bisakah saya berakhir di rumah saya? Bisakah saya menangkap? Dan apa yang bisa ditangkap Utara setelah langkah saya?</translation>
    </message>
    <message>
        <source>When a row runs out of seeds, the game is over and the bigger store wins.</source>
        <translation>Bila satu baris kehabisan biji, permainan selesai dan rumah yang lebih banyak isinya menang.</translation>
    </message>
    <message>
        <source>The game ends the moment either row has no seeds left, checked after every move. Each player then puts the seeds still in their own row into their own store, and the bigger store wins.</source>
        <translation>Permainan berakhir begitu salah satu baris tidak lagi berisi biji, diperiksa setelah setiap langkah. Lalu tiap pemain memasukkan biji yang masih ada di barisnya sendiri ke rumahnya sendiri, dan rumah yang lebih banyak isinya menang.</translation>
    </message>
    <message>
        <source>You lead 9 to 7, and your last seed can reach your store. Watch what happens if you sow it.</source>
        <translation>Anda unggul 9 lawan 7, dan biji terakhir Anda bisa mencapai rumah Anda. Lihat apa yang terjadi jika Anda menaburnya.</translation>
    </message>
    <message>
        <source>Your row was empty, so the game ended and North&apos;s 4 seeds went to North: 11 to 10 for North. Here it&apos;s the other way round: capture North&apos;s last seeds and win.</source>
        <translation>Baris Anda kosong, jadi permainan berakhir dan 4 biji Utara menjadi milik Utara: 11 lawan 10 untuk Utara. Di sini justru sebaliknya: tangkap biji terakhir Utara dan menangkan permainan.</translation>
    </message>
    <message>
        <source>North&apos;s row is empty, so the game is over: your last 2 seeds join your store and you win 13 to 10. You&apos;re ready for a real game!</source>
        <translation>Baris Utara kosong, jadi permainan selesai: 2 biji terakhir Anda masuk ke rumah Anda dan Anda menang 13 lawan 10. Anda siap untuk permainan sungguhan!</translation>
    </message>
    <message>
        <source>Your last seed goes over to North&apos;s hole 1, so North has seeds in two holes and the game goes on.</source>
        <translation>Biji terakhir Anda menyeberang ke lubang 1 Utara, jadi Utara punya biji di dua lubang dan permainan berlanjut.</translation>
    </message>
    <message>
        <source>The board and the direction</source>
        <translation>Papan dan arah</translation>
    </message>
    <message>
        <source>Two rows of seven holes, four seeds in each, and a first move that picks the direction.</source>
        <translation>Dua baris berisi tujuh lubang, empat biji di tiap lubang, dan langkah pertama yang menentukan arah.</translation>
    </message>
    <message>
        <source>This is the puhulmutu board: two rows of seven holes with four seeds in each. You are South: the bottom row is yours, holes 1 to 7 from your left, and the top row is North&apos;s. Players call the seeds indi.</source>
        <translation>Inilah papan puhulmutu: dua baris berisi tujuh lubang dengan empat biji di tiap lubang. Anda adalah Selatan: baris bawah milik Anda, lubang 1 sampai 7 dari kiri Anda, dan baris atas milik Utara. Para pemain menyebut bijinya indi.</translation>
    </message>
    <message>
        <source>The two stores only keep the seeds each player eats (captures) during play. Nobody ever sows a seed into a store.</source>
        <translation>Kedua rumah hanya menyimpan biji yang dimakan (ditangkap) tiap pemain selama permainan. Tidak ada yang pernah menabur biji ke dalam rumah.</translation>
    </message>
    <message>
        <source>The first move of the game also picks the direction, for both players and for the whole game. R sows towards your right: hole 1 is your first hole and hole 7 your last, from which seeds cross into North&apos;s row. L is the mirror image: hole 7 first, hole 1 last.</source>
        <translation>Langkah pertama permainan juga menentukan arah, untuk kedua pemain dan untuk seluruh permainan. R menabur ke arah kanan Anda: lubang 1 adalah lubang pertama Anda dan lubang 7 yang terakhir, dari situ biji menyeberang ke baris Utara. L adalah kebalikannya: lubang 7 pertama, lubang 1 terakhir.</translation>
    </message>
    <message>
        <source>Try it on a small board. Play your hole 3 so that its last seed lands in your hole 5: which direction does that need?</source>
        <translation>Coba di papan kecil. Mainkan lubang 3 Anda agar biji terakhirnya jatuh di lubang 5 Anda: arah mana yang diperlukan?</translation>
    </message>
    <message>
        <source>Right, 3R: one seed into hole 4, the last into hole 5. The direction is now fixed, and every later move is just a hole number.</source>
        <translation>Benar, 3R: satu biji ke lubang 4, yang terakhir ke lubang 5. Arahnya kini sudah tetap, dan setiap langkah berikutnya cukup berupa nomor lubang.</translation>
    </message>
    <message>
        <source>L sent the two seeds towards your left, into your holes 2 and 1.</source>
        <translation>L mengirim kedua biji ke arah kiri Anda, ke lubang 2 dan 1 Anda.</translation>
    </message>
    <message>
        <source>North answered with their hole 5. North sows towards their own right too, which is leftwards along the top row on your screen: the seeds always travel round the board the same way.</source>
        <translation>Utara membalas dengan lubang 5-nya. Utara juga menabur ke arah kanannya sendiri, yaitu ke kiri di sepanjang baris atas pada layar Anda: biji selalu bergerak mengelilingi papan ke arah yang sama.</translation>
    </message>
    <message>
        <source>Sowing and sitting</source>
        <translation>Menabur dan duduk</translation>
    </message>
    <message>
        <source>Sow one seed a hole; a last seed in an empty hole ends your turn.</source>
        <translation>Tabur satu biji per lubang; biji terakhir di lubang kosong mengakhiri giliran Anda.</translation>
    </message>
    <message>
        <source>To move, you lift all the seeds of one of your holes and drop them one at a time into the holes that follow. Here the direction is R, so your row leads on into North&apos;s row. Watch your hole 5.</source>
        <translation>Untuk melangkah, angkat semua biji dari salah satu lubang Anda lalu jatuhkan satu per satu ke lubang-lubang berikutnya. Di sini arahnya R, jadi baris Anda bersambung ke baris Utara. Perhatikan lubang 5 Anda.</translation>
    </message>
    <message>
        <source>The last seed fell into North&apos;s hole 2, which was empty, so your turn is over. You &apos;sit&apos; in that hole: its Sinhala name is puhuwala, or passa.</source>
        <translation>Biji terakhir jatuh ke lubang 2 Utara, yang tadinya kosong, jadi giliran Anda selesai. Anda &apos;duduk&apos; di lubang itu: dalam bahasa Sinhala disebut puhuwala, atau passa.</translation>
    </message>
    <message>
        <source>Your turn again, on a new board. Where will the last of the five seeds in your hole 4 fall?</source>
        <translation>Giliran Anda lagi, di papan baru. Di mana biji terakhir dari lima biji di lubang 4 Anda akan jatuh?</translation>
    </message>
    <message>
        <source>Your holes 5, 6 and 7, then North&apos;s holes 1 and 2. That hole was empty, so you sit there.</source>
        <translation>Lubang 5, 6, dan 7 Anda, lalu lubang 1 dan 2 Utara. Lubang itu tadinya kosong, jadi Anda duduk di sana.</translation>
    </message>
    <message>
        <source>Sit in North&apos;s hole 3: pick the hole whose seeds just reach it.</source>
        <translation>Duduklah di lubang 3 Utara: pilih lubang yang bijinya pas sampai ke sana.</translation>
    </message>
    <message>
        <source>Four seeds: your hole 7, then North&apos;s holes 1, 2 and 3.</source>
        <translation>Empat biji: lubang 7 Anda, lalu lubang 1, 2, dan 3 Utara.</translation>
    </message>
    <message>
        <source>Two seeds from hole 2 only reach your hole 4. It was empty, so you sat there.</source>
        <translation>Dua biji dari lubang 2 hanya sampai ke lubang 4 Anda. Lubang itu kosong, jadi Anda duduk di sana.</translation>
    </message>
    <message>
        <source>Relay: keep on sowing</source>
        <translation>Sambung: terus menabur</translation>
    </message>
    <message>
        <source>A last seed in a hole that has seeds lifts them and sows on.</source>
        <translation>Biji terakhir di lubang yang berisi biji mengangkat isinya dan terus menabur.</translation>
    </message>
    <message>
        <source>When your last seed lands in a hole that already has seeds, you lift them all and keep sowing: a relay. Watch the opening move told in the old rule book, 1R: four seeds, a relay of five from your hole 5, another five from North&apos;s hole 3, and the last seed drops into your hole 1.</source>
        <translation>Bila biji terakhir Anda jatuh di lubang yang sudah berisi biji, Anda mengangkat semuanya dan terus menabur: taburan bersambung. Perhatikan langkah pembuka yang diceritakan dalam buku aturan lama, 1R: empat biji, sambungan lima biji dari lubang 5 Anda, lima lagi dari lubang 3 Utara, dan biji terakhir jatuh ke lubang 1 Anda.</translation>
    </message>
    <message>
        <source>Your hole 1 was empty, because you lifted it at the start, so you sat there and the turn ended. The hole you start from is never skipped: it takes seeds like any other.</source>
        <translation>Lubang 1 Anda kosong, karena Anda mengangkatnya di awal, jadi Anda duduk di sana dan giliran berakhir. Lubang asal tidak pernah dilewati: ia menerima biji seperti lubang lainnya.</translation>
    </message>
    <message>
        <source>A new board. Find the move that keeps going with a relay.</source>
        <translation>Papan baru. Temukan langkah yang terus berjalan dengan sambungan.</translation>
    </message>
    <message>
        <source>Hole 1 ended in your hole 3; its two seeds ended in hole 5; and those three carried you into North&apos;s row.</source>
        <translation>Lubang 1 berakhir di lubang 3 Anda; dua bijinya berakhir di lubang 5; dan tiga biji itu membawa Anda ke baris Utara.</translation>
    </message>
    <message>
        <source>Your single seed fell into your empty hole 4: you sat at once.</source>
        <translation>Biji tunggal Anda jatuh ke lubang 4 Anda yang kosong: Anda langsung duduk.</translation>
    </message>
    <message>
        <source>Hole 5&apos;s two seeds ended in your empty hole 7, and your turn was over.</source>
        <translation>Dua biji dari lubang 5 berakhir di lubang 7 Anda yang kosong, dan giliran Anda selesai.</translation>
    </message>
    <message>
        <source>Follow every relay: where will this turn end if you play your hole 3?</source>
        <translation>Ikuti setiap sambungan: di mana giliran ini berakhir jika Anda memainkan lubang 3?</translation>
    </message>
    <message>
        <source>Hole 3 ended in your hole 5, its three seeds ended in North&apos;s hole 1, and those two reached North&apos;s empty hole 3.</source>
        <translation>Lubang 3 berakhir di lubang 5 Anda, tiga bijinya berakhir di lubang 1 Utara, dan dua biji itu sampai ke lubang 3 Utara yang kosong.</translation>
    </message>
    <message>
        <source>Passing over threes</source>
        <translation>Melewati lubang berisi tiga</translation>
    </message>
    <message>
        <source>A hole holding exactly three gets no seed, except the last one.</source>
        <translation>Lubang yang berisi tepat tiga biji tidak menerima biji, kecuali biji terakhir.</translation>
    </message>
    <message>
        <source>Here is the rule that makes puhulmutu special: while you sow, a hole holding exactly three seeds is passed over and gets nothing. Watch your hole 2: its four seeds jump your hole 3 and go into holes 4 to 7.</source>
        <translation>Inilah aturan yang membuat puhulmutu istimewa: saat menabur, lubang yang berisi tepat tiga biji dilewati dan tidak mendapat apa-apa. Perhatikan lubang 2 Anda: empat bijinya melompati lubang 3 Anda dan masuk ke lubang 4 sampai 7.</translation>
    </message>
    <message>
        <source>There is one exception: the last seed of a sowing always goes into the next hole, even if it holds three. That makes four, and the next lesson shows what you do with a four.</source>
        <translation>Ada satu pengecualian: biji terakhir sebuah taburan selalu masuk ke lubang berikutnya, meskipun lubang itu berisi tiga. Jadilah empat, dan pelajaran berikutnya menunjukkan apa yang Anda lakukan dengan empat biji.</translation>
    </message>
    <message>
        <source>Your hole 5 holds four seeds; your hole 6 and North&apos;s hole 1 hold three each. Where will the last seed fall?</source>
        <translation>Lubang 5 Anda berisi empat biji; lubang 6 Anda dan lubang 1 Utara masing-masing berisi tiga. Di mana biji terakhir akan jatuh?</translation>
    </message>
    <message>
        <source>Both threes were passed over, so the four seeds went into your hole 7 and North&apos;s holes 2, 3 and 4.</source>
        <translation>Kedua lubang berisi tiga itu dilewati, jadi keempat biji masuk ke lubang 7 Anda dan lubang 2, 3, dan 4 Utara.</translation>
    </message>
    <message>
        <source>Land your last seed in North&apos;s hole 2.</source>
        <translation>Jatuhkan biji terakhir Anda di lubang 2 Utara.</translation>
    </message>
    <message>
        <source>Hole 4&apos;s seeds passed over your hole 5, which held three, so the fourth one reached North&apos;s hole 2.</source>
        <translation>Biji dari lubang 4 melewati lubang 5 Anda yang berisi tiga, jadi biji keempat sampai ke lubang 2 Utara.</translation>
    </message>
    <message>
        <source>Hole 5&apos;s three seeds go into your holes 6 and 7 and North&apos;s hole 1, and stop there.</source>
        <translation>Tiga biji dari lubang 5 masuk ke lubang 6 dan 7 Anda dan lubang 1 Utara, lalu berhenti di sana.</translation>
    </message>
    <message>
        <source>Eating fours</source>
        <translation>Makan empat</translation>
    </message>
    <message>
        <source>Make a three into four with your last seed and eat them.</source>
        <translation>Jadikan lubang berisi tiga menjadi empat dengan biji terakhir Anda, lalu makan isinya.</translation>
    </message>
    <message>
        <source>When your last seed turns a three into four, on your side or North&apos;s, you eat those four: they go to your store. Watch your hole 3: its last seed makes your hole 5 a four, you eat them, then you lift the next hole, your hole 6, and sow on.</source>
        <translation>Bila biji terakhir Anda mengubah tiga menjadi empat, di sisi Anda atau di sisi Utara, Anda memakan keempat biji itu: semuanya masuk ke rumah Anda. Perhatikan lubang 3 Anda: biji terakhirnya membuat lubang 5 Anda berisi empat, Anda memakannya, lalu Anda mengangkat lubang berikutnya, lubang 6 Anda, dan terus menabur.</translation>
    </message>
    <message>
        <source>North&apos;s hole 2 holds three. Eat them.</source>
        <translation>Lubang 2 Utara berisi tiga. Makan isinya.</translation>
    </message>
    <message>
        <source>One seed into North&apos;s hole 1, then your last seed made North&apos;s three a four, and they are yours.</source>
        <translation>Satu biji ke lubang 1 Utara, lalu biji terakhir Anda membuat tiga biji Utara menjadi empat, dan semuanya milik Anda.</translation>
    </message>
    <message>
        <source>Hole 4&apos;s fifth seed was not the last one, so it passed over North&apos;s three; your last seed sat in North&apos;s empty hole 4.</source>
        <translation>Biji kelima dari lubang 4 bukan biji terakhir, jadi ia melewati lubang Utara yang berisi tiga; biji terakhir Anda duduk di lubang 4 Utara yang kosong.</translation>
    </message>
    <message>
        <source>After eating, look at the very next hole. If it has seeds, even three, you lift them all and sow on; if it is empty, your turn ends. Just now North&apos;s hole 3 was empty, so you stopped.</source>
        <translation>Setelah makan, lihat lubang tepat berikutnya. Jika berisi biji, meskipun tiga, Anda mengangkat semuanya dan terus menabur; jika kosong, giliran Anda berakhir. Tadi lubang 3 Utara kosong, jadi Anda berhenti.</translation>
    </message>
    <message>
        <source>Eat twice in one turn: eight seeds or more.</source>
        <translation>Makan dua kali dalam satu giliran: delapan biji atau lebih.</translation>
    </message>
    <message>
        <source>One seed made your hole 7 a four. The next hole, North&apos;s hole 1, gave you two seeds, and they made North&apos;s hole 3 a four as well.</source>
        <translation>Satu biji membuat lubang 7 Anda berisi empat. Lubang berikutnya, lubang 1 Utara, memberi Anda dua biji, dan keduanya membuat lubang 3 Utara juga berisi empat.</translation>
    </message>
    <message>
        <source>You ate North&apos;s hole 3, but the hole after it was empty, so your turn stopped at four.</source>
        <translation>Anda memakan lubang 3 Utara, tetapi lubang sesudahnya kosong, jadi giliran Anda berhenti di empat biji.</translation>
    </message>
    <message>
        <source>Your relay from hole 6 passed over the three in your hole 7 and sat in North&apos;s empty hole 2: nothing eaten.</source>
        <translation>Sambungan Anda dari lubang 6 melewati tiga biji di lubang 7 Anda dan duduk di lubang 2 Utara yang kosong: tidak ada yang dimakan.</translation>
    </message>
    <message>
        <source>The lone seed in your last hole</source>
        <translation>Biji tunggal di lubang terakhir Anda</translation>
    </message>
    <message>
        <source>A single seed in your last hole may not start a turn while you have other seeds.</source>
        <translation>Satu biji di lubang terakhir Anda tidak boleh memulai giliran selama Anda masih punya biji lain.</translation>
    </message>
    <message>
        <source>You may not start a turn with a single seed in your last hole (hole 7 when playing R, hole 1 with L) while another hole of yours has seeds. Here that seed would eat North&apos;s three at once, but you are not allowed to play it.</source>
        <translation>Anda tidak boleh memulai giliran dengan satu biji di lubang terakhir Anda (lubang 7 bila bermain R, lubang 1 dengan L) selama lubang Anda yang lain masih berisi biji. Di sini biji itu akan langsung memakan tiga biji Utara, tetapi Anda tidak boleh memainkannya.</translation>
    </message>
    <message>
        <source>Find another way to eat four. A relay is allowed to lift your hole 7.</source>
        <translation>Cari cara lain untuk memakan empat. Sambungan boleh mengangkat lubang 7 Anda.</translation>
    </message>
    <message>
        <source>Hole 6 made your hole 7 a two and you lifted it as a relay. Your hand passed over North&apos;s three in hole 1, dropped a seed in North&apos;s hole 2, and the last made North&apos;s hole 3 a four.</source>
        <translation>Lubang 6 membuat lubang 7 Anda berisi dua dan Anda mengangkatnya sebagai sambungan. Tangan Anda melewati tiga biji Utara di lubang 1, menjatuhkan satu biji di lubang 2 Utara, dan biji terakhir membuat lubang 3 Utara berisi empat.</translation>
    </message>
    <message>
        <source>Hole 3&apos;s two seeds just end in your empty hole 5: nothing eaten.</source>
        <translation>Dua biji dari lubang 3 hanya berakhir di lubang 5 Anda yang kosong: tidak ada yang dimakan.</translation>
    </message>
    <message>
        <source>When the lone seed is the only one you can lift, you may play it. Watch it eat North&apos;s three now.</source>
        <translation>Bila biji tunggal itu satu-satunya yang bisa Anda angkat, Anda boleh memainkannya. Lihat ia memakan tiga biji Utara sekarang.</translation>
    </message>
    <message>
        <source>The end of a phase</source>
        <translation>Akhir sebuah fase</translation>
    </message>
    <message>
        <source>When a player&apos;s turn comes and their row is empty, the phase is over.</source>
        <translation>Bila tiba giliran seorang pemain dan barisnya kosong, fase itu selesai.</translation>
    </message>
    <message>
        <source>A game is played in phases. A phase ends when a player&apos;s turn comes and their row is empty; each player then owns the seeds they have eaten plus the seeds left in their own holes.</source>
        <translation>Permainan dimainkan dalam beberapa fase. Sebuah fase berakhir bila tiba giliran seorang pemain dan barisnya kosong; lalu tiap pemain memiliki biji yang telah dimakannya ditambah biji yang tersisa di lubangnya sendiri.</translation>
    </message>
    <message>
        <source>The old rule book&apos;s example: you have eaten 16 seeds and North 32. Your last seed goes to North&apos;s hole 1, North moves it one hole along, and your turn comes with nothing in your row.</source>
        <translation>Contoh dari buku aturan lama: Anda telah memakan 16 biji dan Utara 32. Biji terakhir Anda masuk ke lubang 1 Utara, Utara memindahkannya satu lubang, dan tiba giliran Anda tanpa ada apa pun di baris Anda.</translation>
    </message>
    <message>
        <source>The phase is over. You own your 16; North owns their 32 plus the 8 that were left in North&apos;s row, 40 in all. The next lesson shows how a new phase starts from these numbers.</source>
        <translation>Fase selesai. Anda memiliki 16 biji; Utara memiliki 32 biji ditambah 8 yang tersisa di baris Utara, total 40. Pelajaran berikutnya menunjukkan bagaimana fase baru dimulai dari angka-angka ini.</translation>
    </message>
    <message>
        <source>Now end a phase yourself: leave North with an empty row when North&apos;s turn comes.</source>
        <translation>Sekarang akhiri sebuah fase sendiri: biarkan baris Utara kosong saat tiba giliran Utara.</translation>
    </message>
    <message>
        <source>Your last seed made North&apos;s three a four and you ate the four. North&apos;s row is empty, so the phase ends: you own 21 (12 + 4 eaten + 5 left in your row), North owns 28.</source>
        <translation>Biji terakhir Anda membuat tiga biji Utara menjadi empat dan Anda memakannya. Baris Utara kosong, jadi fase berakhir: Anda memiliki 21 (12 + 4 dimakan + 5 tersisa di baris Anda), Utara memiliki 28.</translation>
    </message>
    <message>
        <source>North&apos;s three was passed over, your two seeds went into North&apos;s holes 2 and 3, and North still has seeds to play.</source>
        <translation>Lubang Utara yang berisi tiga dilewati, dua biji Anda masuk ke lubang 2 dan 3 Utara, dan Utara masih punya biji untuk dimainkan.</translation>
    </message>
    <message>
        <source>A new phase: blind holes</source>
        <translation>Fase baru: lubang buta</translation>
    </message>
    <message>
        <source>Refill four a hole; the poorer player&apos;s empty holes go blind, and that player starts.</source>
        <translation>Isi ulang empat biji per lubang; lubang kosong pemain yang lebih miskin menjadi buta, dan pemain itu yang mulai.</translation>
    </message>
    <message>
        <source>For a new phase each player fills their holes with four seeds each, starting from their first hole. North owned 40: North&apos;s seven holes take 28, and the other 12 stay in North&apos;s store.</source>
        <translation>Untuk fase baru, tiap pemain mengisi lubangnya dengan empat biji per lubang, mulai dari lubang pertamanya. Utara memiliki 40: tujuh lubang Utara menampung 28, dan 12 sisanya tetap di rumah Utara.</translation>
    </message>
    <message>
        <source>You owned 16, enough for four holes. Your empty holes 5, 6 and 7 are blind (kana): for this whole phase nobody sows into them and they cannot be played. A player with one blind hole is ekas kana, &apos;blind of one eye&apos;; with two, daes kana.</source>
        <translation>Anda memiliki 16, cukup untuk empat lubang. Lubang 5, 6, dan 7 Anda yang kosong menjadi buta (kana): selama fase ini tidak ada yang menabur ke dalamnya dan lubang itu tidak bisa dimainkan. Pemain dengan satu lubang buta disebut ekas kana, &apos;buta sebelah mata&apos;; dengan dua, daes kana.</translation>
    </message>
    <message>
        <source>Sowing leaves blind holes out: from your hole 4 the seeds go straight on to North&apos;s hole 1. The blind player, the one with fewer seeds, starts the new phase.</source>
        <translation>Taburan melewati lubang buta: dari lubang 4 Anda, biji langsung lanjut ke lubang 1 Utara. Pemain yang buta, yaitu yang bijinya lebih sedikit, memulai fase baru.</translation>
    </message>
    <message>
        <source>Where will the last seed of your hole 3 fall? (Hole 4 is now your last hole, so its single seed may not start a turn.)</source>
        <translation>Di mana biji terakhir dari lubang 3 Anda akan jatuh? (Lubang 4 kini menjadi lubang terakhir Anda, jadi biji tunggalnya tidak boleh memulai giliran.)</translation>
    </message>
    <message>
        <source>Your hole 4, then North&apos;s holes 1 and 2: the blind holes were left out.</source>
        <translation>Lubang 4 Anda, lalu lubang 1 dan 2 Utara: lubang buta dilewati.</translation>
    </message>
    <message>
        <source>Eat the three in North&apos;s hole 2.</source>
        <translation>Makan tiga biji di lubang 2 Utara.</translation>
    </message>
    <message>
        <source>Past your blind holes, hole 4&apos;s first seed went to North&apos;s hole 1 and the last made North&apos;s three a four.</source>
        <translation>Setelah melewati lubang buta Anda, biji pertama dari lubang 4 masuk ke lubang 1 Utara dan biji terakhir membuat tiga biji Utara menjadi empat.</translation>
    </message>
    <message>
        <source>Hole 2 ended in your hole 4, and its three seeds passed over North&apos;s three instead of ending in it.</source>
        <translation>Lubang 2 berakhir di lubang 4 Anda, dan tiga bijinya melewati lubang Utara yang berisi tiga alih-alih berakhir di sana.</translation>
    </message>
    <message>
        <source>Puta and naga</source>
        <translation>Puta dan naga</translation>
    </message>
    <message>
        <source>A leftover of one or two seeds makes a privileged hole: never lifted, never eaten.</source>
        <translation>Sisa satu atau dua biji menjadikan lubang istimewa: tidak pernah diangkat, tidak pernah dimakan.</translation>
    </message>
    <message>
        <source>Sometimes the poorer player&apos;s seeds do not come out in fours. Here you owned 18: four holes of four, and the last 2 seeds in your hole 5. Your holes 6 and 7 are blind.</source>
        <translation>Kadang biji pemain yang lebih miskin tidak habis dibagi empat. Di sini Anda memiliki 18: empat lubang berisi empat, dan 2 biji terakhir di lubang 5 Anda. Lubang 6 dan 7 Anda buta.</translation>
    </message>
    <message>
        <source>That last hole gets a name: with 1 seed it is a puta (&apos;son&apos;), with 2 a naga (&apos;younger sister&apos;), with 3 a wala (&apos;slaves&apos;). North then moves 1, 2 or 3 seeds out of their own last hole into their store, so that the two last holes hold four together: here North took 2, and North&apos;s hole 7 is a naga too.</source>
        <translation>Lubang terakhir itu punya nama: dengan 1 biji disebut puta (&apos;anak laki-laki&apos;), dengan 2 naga (&apos;adik perempuan&apos;), dengan 3 wala (&apos;budak&apos;). Lalu Utara memindahkan 1, 2, atau 3 biji dari lubang terakhirnya sendiri ke rumahnya, agar kedua lubang terakhir itu bersama-sama berisi empat: di sini Utara mengambil 2, dan lubang 7 Utara juga menjadi naga.</translation>
    </message>
    <message>
        <source>A puta or naga is privileged for the whole phase: it is never lifted, never eaten and never passed over, even holding three, and its owner keeps every seed in it. A last seed that falls into one ends the turn: watch your hole 1. A wala has no privilege at all.</source>
        <translation>Puta atau naga istimewa selama seluruh fase: tidak pernah diangkat, tidak pernah dimakan, dan tidak pernah dilewati, meskipun berisi tiga, dan pemiliknya menyimpan semua biji di dalamnya. Biji terakhir yang jatuh ke dalamnya mengakhiri giliran: perhatikan lubang 1 Anda. Wala sama sekali tidak punya keistimewaan.</translation>
    </message>
    <message>
        <source>Your naga in hole 5 holds three. Where will the last seed of your hole 3 fall?</source>
        <translation>Naga Anda di lubang 5 berisi tiga. Di mana biji terakhir dari lubang 3 Anda akan jatuh?</translation>
    </message>
    <message>
        <source>Your hole 4, then your naga (a naga is never passed over, so it now holds four), then North&apos;s empty hole 1.</source>
        <translation>Lubang 4 Anda, lalu naga Anda (naga tidak pernah dilewati, jadi kini berisi empat), lalu lubang 1 Utara yang kosong.</translation>
    </message>
    <message>
        <source>Your naga took a seed on the way instead of being passed over, and the last seed made North&apos;s hole 2 a four.</source>
        <translation>Naga Anda menerima satu biji di jalan alih-alih dilewati, dan biji terakhir membuat lubang 2 Utara berisi empat.</translation>
    </message>
    <message>
        <source>Your last seed fell into your naga. It makes four there, but a naga is never eaten, and your turn ends.</source>
        <translation>Biji terakhir Anda jatuh ke naga Anda. Isinya menjadi empat, tetapi naga tidak pernah dimakan, dan giliran Anda berakhir.</translation>
    </message>
    <message>
        <source>The short arrangement</source>
        <translation>Susunan pendek</translation>
    </message>
    <message>
        <source>An option for a player with fewer than 12 seeds: two a hole, and rules of their own.</source>
        <translation>Opsi untuk pemain dengan kurang dari 12 biji: dua biji per lubang, dan aturan tersendiri.</translation>
    </message>
    <message>
        <source>When you create a game you can turn on the short-arrangement option. A player who starts a phase with fewer than 12 seeds then puts 2 seeds (or 1, with the setting 1) in each hole from their first hole, in at most six holes, and the rest, up to four, in their last hole; the holes in between are blind.</source>
        <translation>Saat membuat permainan, Anda bisa mengaktifkan opsi susunan pendek. Pemain yang memulai fase dengan kurang dari 12 biji lalu menaruh 2 biji (atau 1, dengan setelan 1) di tiap lubang mulai dari lubang pertamanya, paling banyak di enam lubang, dan sisanya, hingga empat, di lubang terakhirnya; lubang-lubang di antaranya buta.</translation>
    </message>
    <message>
        <source>Here you had 9: four holes of 2, two blind holes, and 1 in your hole 7. In such a phase there is no puta or naga, and you start.</source>
        <translation>Di sini Anda punya 9: empat lubang berisi 2, dua lubang buta, dan 1 di lubang 7 Anda. Dalam fase seperti ini tidak ada puta atau naga, dan Anda yang mulai.</translation>
    </message>
    <message>
        <source>While short, you play by rules of your own; North keeps the normal ones. You eat when your last seed falls into a hole holding 2, and take all three (with the setting 1: a hole holding 1, taking two). You pass over holes holding 1 or 2, but not threes: you sow into them, and a last seed that makes four there just relays.</source>
        <translation>Selama kekurangan biji, Anda bermain dengan aturan tersendiri; Utara tetap memakai aturan biasa. Anda makan bila biji terakhir Anda jatuh ke lubang berisi 2, dan mengambil ketiganya (dengan setelan 1: lubang berisi 1, mengambil dua). Anda melewati lubang berisi 1 atau 2, tetapi tidak yang berisi tiga: Anda menabur ke dalamnya, dan biji terakhir yang membuatnya empat hanya bersambung.</translation>
    </message>
    <message>
        <source>Where will the last seed of your hole 2 fall?</source>
        <translation>Di mana biji terakhir dari lubang 2 Anda akan jatuh?</translation>
    </message>
    <message>
        <source>You passed over your holes 3 and 7, holding 1 and 2, so the three seeds went into your hole 4 and North&apos;s holes 1 and 2.</source>
        <translation>Anda melewati lubang 3 dan 7 Anda, yang berisi 1 dan 2, jadi ketiga biji masuk ke lubang 4 Anda dan lubang 1 dan 2 Utara.</translation>
    </message>
    <message>
        <source>Eat with a two: North&apos;s hole 3 holds 2 seeds.</source>
        <translation>Makan dengan dua: lubang 3 Utara berisi 2 biji.</translation>
    </message>
    <message>
        <source>Hole 4 passed over your hole 7, dropped into North&apos;s hole 1 and into North&apos;s three, and the last seed made North&apos;s two a three: you ate them.</source>
        <translation>Lubang 4 melewati lubang 7 Anda, menjatuhkan biji ke lubang 1 Utara dan ke lubang Utara yang berisi tiga, dan biji terakhir membuat dua biji Utara menjadi tiga: Anda memakannya.</translation>
    </message>
    <message>
        <source>Your last seed made North&apos;s three a four, but for the short player that is no meal: you lifted the four and sowed on.</source>
        <translation>Biji terakhir Anda membuat tiga biji Utara menjadi empat, tetapi bagi pemain yang kekurangan biji itu bukan santapan: Anda mengangkat keempatnya dan terus menabur.</translation>
    </message>
    <message>
        <source>The game ends when a player owns no seeds to start a phase, or at 28 each.</source>
        <translation>Permainan berakhir bila seorang pemain tidak punya biji untuk memulai fase, atau pada 28 biji masing-masing.</translation>
    </message>
    <message>
        <source>The game goes on phase after phase. It ends when a phase is over and one player owns no seeds at all: that player cannot fill a single hole, and has lost.</source>
        <translation>Permainan berlanjut fase demi fase. Permainan berakhir bila sebuah fase selesai dan seorang pemain sama sekali tidak punya biji: pemain itu tidak dapat mengisi satu lubang pun, dan kalah.</translation>
    </message>
    <message>
        <source>One other ending: if a phase leaves each player with 28 seeds, hari mutu (&apos;equal pearls&apos;), the players may agree to a draw. Cowrie&apos;s equal-draw option, on unless you turn it off, makes that agreement for you. Watch.</source>
        <translation>Satu akhir lainnya: jika sebuah fase menyisakan 28 biji bagi tiap pemain, hari mutu (&apos;mutiara sama&apos;), para pemain boleh sepakat seri. Opsi seri sama banyak di Cowrie, yang aktif kecuali Anda menonaktifkannya, membuat kesepakatan itu untuk Anda. Perhatikan.</translation>
    </message>
    <message>
        <source>With equal-draw off, both players would fill all seven holes and the one who did not start the last phase would start the next. Now a game near its end: North has only three seeds left, in hole 1, and North&apos;s other holes are blind.</source>
        <translation>Bila seri sama banyak nonaktif, kedua pemain akan mengisi ketujuh lubangnya dan pemain yang tidak memulai fase terakhir akan memulai fase berikutnya. Sekarang permainan yang hampir selesai: Utara hanya punya tiga biji tersisa, di lubang 1, dan lubang Utara yang lain buta.</translation>
    </message>
    <message>
        <source>Win the game: take North&apos;s last seeds.</source>
        <translation>Menangkan permainan: ambil biji terakhir Utara.</translation>
    </message>
    <message>
        <source>Your last seed made North&apos;s three a four and you ate them. Your hole 1, next, was empty, so your turn ended; North&apos;s turn came with an empty row and an empty store, so North cannot start another phase. You win!</source>
        <translation>Biji terakhir Anda membuat tiga biji Utara menjadi empat dan Anda memakannya. Lubang 1 Anda, berikutnya, kosong, jadi giliran Anda berakhir; giliran Utara tiba dengan baris kosong dan rumah kosong, jadi Utara tidak bisa memulai fase lain. Anda menang!</translation>
    </message>
    <message>
        <source>Your relay from hole 6 passed over North&apos;s three, and you sat in your hole 2: North still has seeds.</source>
        <translation>Sambungan Anda dari lubang 6 melewati tiga biji Utara, dan Anda duduk di lubang 2 Anda: Utara masih punya biji.</translation>
    </message>
    <message>
        <source>Your seven holes, your store, and the way the seeds travel.</source>
        <translation>Tujuh lubang Anda, rumah Anda, dan arah perjalanan biji.</translation>
    </message>
    <message>
        <source>Welcome to pallankuzhi, the mancala of the Tamil people. The bottom row of seven holes is yours: your holes 1 to 7, counted from the left. The top row belongs to your opponent, North.</source>
        <translation>Selamat datang di pallankuzhi, mancala orang Tamil. Baris bawah berisi tujuh lubang adalah milik Anda: lubang 1 sampai 7, dihitung dari kiri. Baris atas milik lawan Anda, Utara.</translation>
    </message>
    <message>
        <source>At each end is a store. Yours is on your right, next to your hole 7. A store only keeps the seeds its owner wins: nobody ever sows into it.</source>
        <translation>Di tiap ujung ada rumah. Rumah Anda ada di kanan, di sebelah lubang 7 Anda. Rumah hanya menyimpan biji yang dimenangi pemiliknya: tidak ada yang pernah menabur ke dalamnya.</translation>
    </message>
    <message>
        <source>Seeds travel counter-clockwise: to the right along your row, across to North&apos;s row, along it to the left, and back to your hole 1. North counts their holes from their own left, so North&apos;s hole 1 is the top one on your right. A real game starts with six seeds in every hole; here there are fewer so you can follow them.</source>
        <translation>Biji bergerak berlawanan arah jarum jam: ke kanan di sepanjang baris Anda, menyeberang ke baris Utara, ke kiri di sepanjang baris itu, dan kembali ke lubang 1 Anda. Utara menghitung lubangnya dari kirinya sendiri, jadi lubang 1 Utara adalah lubang atas di sebelah kanan Anda. Permainan sungguhan dimulai dengan enam biji di tiap lubang; di sini bijinya lebih sedikit agar Anda bisa mengikutinya.</translation>
    </message>
    <message>
        <source>On your turn you lift every seed from one of your holes and drop them one at a time into the holes that follow. Your hole 5 holds three seeds: click the hole where the last one will land.</source>
        <translation>Pada giliran Anda, angkat semua biji dari salah satu lubang Anda lalu jatuhkan satu per satu ke lubang-lubang berikutnya. Lubang 5 Anda berisi tiga biji: klik lubang tempat biji terakhir akan jatuh.</translation>
    </message>
    <message>
        <source>Right: one seed in your hole 6, one in your hole 7, then past your store into North&apos;s hole 1.</source>
        <translation>Benar: satu biji di lubang 6 Anda, satu di lubang 7 Anda, lalu melewati rumah Anda ke lubang 1 Utara.</translation>
    </message>
    <message>
        <source>Your turn. Play the hole whose last seed lands in North&apos;s hole 2, the one lit up.</source>
        <translation>Giliran Anda. Mainkan lubang yang biji terakhirnya jatuh di lubang 2 Utara, yang menyala.</translation>
    </message>
    <message>
        <source>Well counted: the two seeds of your hole 7 skip your store and fall into North&apos;s holes 1 and 2.</source>
        <translation>Hitungan yang tepat: dua biji dari lubang 7 Anda melewati rumah Anda dan jatuh ke lubang 1 dan 2 Utara.</translation>
    </message>
    <message>
        <source>Hole 6&apos;s two seeds go into your hole 7 and North&apos;s hole 1: one hole short.</source>
        <translation>Dua biji dari lubang 6 masuk ke lubang 7 Anda dan lubang 1 Utara: kurang satu lubang.</translation>
    </message>
    <message>
        <source>Your hole 2 holds a single seed, so it only reaches your hole 3.</source>
        <translation>Lubang 2 Anda hanya berisi satu biji, jadi hanya sampai ke lubang 3 Anda.</translation>
    </message>
    <message>
        <source>Sowing on</source>
        <translation>Terus menabur</translation>
    </message>
    <message>
        <source>If the hole after your last seed has seeds, lift them and keep sowing.</source>
        <translation>Jika lubang sesudah biji terakhir Anda berisi biji, angkat isinya dan terus menabur.</translation>
    </message>
    <message>
        <source>Your turn does not always stop where your last seed falls. Look at the next hole: if it holds seeds, lift them all and sow on, starting with the hole after it. This is a relay.</source>
        <translation>Giliran Anda tidak selalu berhenti di tempat biji terakhir Anda jatuh. Lihat lubang berikutnya: jika berisi biji, angkat semuanya dan terus menabur, mulai dari lubang sesudahnya. Inilah taburan bersambung.</translation>
    </message>
    <message>
        <source>Sow your hole 4. Its last seed lands in your hole 6, and hole 7 next to it holds two seeds, so you lift them and go on. Where does the very last seed fall?</source>
        <translation>Tabur lubang 4 Anda. Biji terakhirnya jatuh di lubang 6 Anda, dan lubang 7 di sebelahnya berisi dua biji, jadi Anda mengangkatnya dan melanjutkan. Di mana biji yang paling terakhir jatuh?</translation>
    </message>
    <message>
        <source>Yes: hole 7&apos;s two seeds went into North&apos;s holes 1 and 2. The two holes after that were empty, so your turn stopped there.</source>
        <translation>Ya: dua biji dari lubang 7 masuk ke lubang 1 dan 2 Utara. Dua lubang sesudahnya kosong, jadi giliran Anda berhenti di sana.</translation>
    </message>
    <message>
        <source>Relays can follow one another. Find the move that relays twice.</source>
        <translation>Sambungan bisa berturut-turut. Temukan langkah yang bersambung dua kali.</translation>
    </message>
    <message>
        <source>Well done: your seed landed next to hole 3, which you lifted; that sowing ended next to hole 6, which you lifted too.</source>
        <translation>Bagus sekali: biji Anda jatuh di sebelah lubang 3, yang Anda angkat; taburan itu berakhir di sebelah lubang 6, yang juga Anda angkat.</translation>
    </message>
    <message>
        <source>Hole 3&apos;s seeds end in your hole 5; you relay once, from hole 6 into hole 7, and then the next two holes are empty: only one relay.</source>
        <translation>Biji dari lubang 3 berakhir di lubang 5 Anda; Anda bersambung sekali, dari lubang 6 ke lubang 7, lalu dua lubang berikutnya kosong: hanya satu sambungan.</translation>
    </message>
    <message>
        <source>Hole 6&apos;s seed falls in your hole 7, and North&apos;s holes 1 and 2 after it are empty: your turn ends with no relay.</source>
        <translation>Biji dari lubang 6 jatuh di lubang 7 Anda, dan lubang 1 dan 2 Utara sesudahnya kosong: giliran Anda berakhir tanpa sambungan.</translation>
    </message>
    <message>
        <source>An empty hole, then a full one: the full one is yours.</source>
        <translation>Satu lubang kosong, lalu satu lubang berisi: yang berisi menjadi milik Anda.</translation>
    </message>
    <message>
        <source>Now suppose the hole after your last seed is empty. Look one hole further: if that hole holds seeds, you capture them all into your store, whichever side of the board it is on.</source>
        <translation>Sekarang misalkan lubang sesudah biji terakhir Anda kosong. Lihat satu lubang lebih jauh: jika lubang itu berisi biji, Anda menangkap semuanya ke rumah Anda, di sisi papan mana pun lubang itu berada.</translation>
    </message>
    <message>
        <source>North&apos;s hole 1 is empty and North&apos;s hole 2 holds three seeds. Capture them.</source>
        <translation>Lubang 1 Utara kosong dan lubang 2 Utara berisi tiga biji. Tangkap biji itu.</translation>
    </message>
    <message>
        <source>Your last seed fell in your hole 7. North&apos;s hole 1 was empty, so the three seeds of North&apos;s hole 2 went to your store.</source>
        <translation>Biji terakhir Anda jatuh di lubang 7 Anda. Lubang 1 Utara kosong, jadi tiga biji di lubang 2 Utara masuk ke rumah Anda.</translation>
    </message>
    <message>
        <source>Your last seed fell in your hole 5, and holes 6 and 7 after it are both empty: your turn ended with nothing.</source>
        <translation>Biji terakhir Anda jatuh di lubang 5 Anda, dan lubang 6 dan 7 sesudahnya sama-sama kosong: giliran Anda berakhir tanpa hasil.</translation>
    </message>
    <message>
        <source>A capture does not end your turn. From the hole after the one you emptied, go on to the first hole that holds seeds, on either side, lift them and sow on. Here that was North&apos;s hole 5: its seed went into North&apos;s hole 6, and then the two holes after it were empty.</source>
        <translation>Tangkapan tidak mengakhiri giliran Anda. Dari lubang sesudah lubang yang Anda kosongkan, lanjutkan ke lubang pertama yang berisi biji, di sisi mana pun, angkat isinya dan terus menabur. Di sini itu adalah lubang 5 Utara: bijinya masuk ke lubang 6 Utara, lalu dua lubang sesudahnya kosong.</translation>
    </message>
    <message>
        <source>Sow your hole 6: its last seed lands in North&apos;s hole 1, North&apos;s hole 2 is empty, so you capture the six in North&apos;s hole 3. Then you go on from the next hole with seeds. Where does the last seed of your turn fall?</source>
        <translation>Tabur lubang 6 Anda: biji terakhirnya jatuh di lubang 1 Utara, lubang 2 Utara kosong, jadi Anda menangkap enam biji di lubang 3 Utara. Lalu Anda melanjutkan dari lubang berikutnya yang berisi biji. Di mana biji terakhir giliran Anda jatuh?</translation>
    </message>
    <message>
        <source>Right: after the capture the first hole with seeds was North&apos;s hole 6. Its two seeds went into North&apos;s hole 7 and your hole 1, where your turn stopped.</source>
        <translation>Benar: setelah tangkapan, lubang pertama yang berisi biji adalah lubang 6 Utara. Dua bijinya masuk ke lubang 7 Utara dan lubang 1 Anda, tempat giliran Anda berhenti.</translation>
    </message>
    <message>
        <source>When your turn ends</source>
        <translation>Kapan giliran Anda berakhir</translation>
    </message>
    <message>
        <source>Two empty holes after your last seed: North plays.</source>
        <translation>Dua lubang kosong sesudah biji terakhir Anda: Utara yang bermain.</translation>
    </message>
    <message>
        <source>Each time your hand is empty, look at the two holes after your last seed: seeds in the first mean a relay, and the first empty with seeds in the second means a capture. If both are empty, your turn is over and North plays.</source>
        <translation>Setiap kali tangan Anda kosong, lihat dua lubang sesudah biji terakhir Anda: biji di lubang pertama berarti sambungan, dan lubang pertama kosong dengan biji di lubang kedua berarti tangkapan. Jika keduanya kosong, giliran Anda selesai dan Utara yang bermain.</translation>
    </message>
    <message>
        <source>Sow your hole 1. Where does your turn end?</source>
        <translation>Tabur lubang 1 Anda. Di mana giliran Anda berakhir?</translation>
    </message>
    <message>
        <source>Right: your seed landed next to hole 3, which relayed into your holes 4 and 5. Holes 6 and 7 are both empty, so now it is North&apos;s turn.</source>
        <translation>Benar: biji Anda jatuh di sebelah lubang 3, yang bersambung ke lubang 4 dan 5 Anda. Lubang 6 dan 7 sama-sama kosong, jadi sekarang giliran Utara.</translation>
    </message>
    <message>
        <source>Two of your moves stop at once; one captures North&apos;s five seeds. Look two holes past where each move ends and play the capture.</source>
        <translation>Dua langkah Anda langsung berhenti; satu menangkap lima biji Utara. Lihat dua lubang sesudah tempat tiap langkah berakhir dan mainkan tangkapannya.</translation>
    </message>
    <message>
        <source>Your seed fell in your hole 7; North&apos;s hole 1 was empty, so the five seeds in North&apos;s hole 2 are yours. You went on with the two seeds of North&apos;s hole 5 until two empty holes stopped you.</source>
        <translation>Biji Anda jatuh di lubang 7 Anda; lubang 1 Utara kosong, jadi lima biji di lubang 2 Utara menjadi milik Anda. Anda melanjutkan dengan dua biji dari lubang 5 Utara sampai dua lubang kosong menghentikan Anda.</translation>
    </message>
    <message>
        <source>Your three seeds end in your hole 6. Your hole 7 and North&apos;s hole 1 are both empty, so your turn ends.</source>
        <translation>Tiga biji Anda berakhir di lubang 6 Anda. Lubang 7 Anda dan lubang 1 Utara sama-sama kosong, jadi giliran Anda berakhir.</translation>
    </message>
    <message>
        <source>Your seed lands in your hole 6 and the two holes after it are empty: turn over, nothing won.</source>
        <translation>Biji Anda jatuh di lubang 6 Anda dan dua lubang sesudahnya kosong: giliran selesai, tidak ada yang dimenangi.</translation>
    </message>
    <message>
        <source>Pasu, the cow</source>
        <translation>Pasu, si sapi</translation>
    </message>
    <message>
        <source>A hole that reaches exactly four goes to its owner at once.</source>
        <translation>Lubang yang mencapai tepat empat langsung menjadi milik pemiliknya.</translation>
    </message>
    <message>
        <source>Pasu means &quot;cow&quot; in Tamil. Whenever a seed brings a hole to exactly four, with any seed of the sowing, the owner of that hole takes the four at once into their store, and the sowing carries on.</source>
        <translation>Pasu berarti &quot;sapi&quot; dalam bahasa Tamil. Setiap kali sebuah biji membuat sebuah lubang berisi tepat empat, biji taburan yang mana pun, pemilik lubang itu langsung mengambil keempatnya ke rumahnya, dan taburan berlanjut.</translation>
    </message>
    <message>
        <source>Your hole 2 holds three seeds. Make it a cow for you.</source>
        <translation>Lubang 2 Anda berisi tiga biji. Jadikan sapi untuk Anda.</translation>
    </message>
    <message>
        <source>Your first seed made your hole 2 four: a cow, and the four seeds went straight to your store. Your last seed then fell in hole 3.</source>
        <translation>Biji pertama Anda membuat lubang 2 Anda berisi empat: seekor sapi, dan keempat biji langsung masuk ke rumah Anda. Biji terakhir Anda lalu jatuh di lubang 3.</translation>
    </message>
    <message>
        <source>Your second seed brought North&apos;s hole 1 to four: that cow is North&apos;s, and the four seeds went into North&apos;s store.</source>
        <translation>Biji kedua Anda membuat lubang 1 Utara berisi empat: sapi itu milik Utara, dan keempat biji masuk ke rumah Utara.</translation>
    </message>
    <message>
        <source>Your seeds ended in hole 5, the relay from hole 6 reached North&apos;s hole 1 and made it four: a cow for North.</source>
        <translation>Biji Anda berakhir di lubang 5, sambungan dari lubang 6 sampai ke lubang 1 Utara dan membuatnya berisi empat: seekor sapi untuk Utara.</translation>
    </message>
    <message>
        <source>Careful: a cow belongs to the owner of the hole, not to the one who sows. Watch your hole 6: its last seed makes North&apos;s hole 1 four, and North takes them. Then the turn goes on as usual: the next hole is empty, so you capture the two after it.</source>
        <translation>Hati-hati: sapi menjadi milik pemilik lubang, bukan milik yang menabur. Perhatikan lubang 6 Anda: biji terakhirnya membuat lubang 1 Utara berisi empat, dan Utara mengambilnya. Lalu giliran berlanjut seperti biasa: lubang berikutnya kosong, jadi Anda menangkap dua biji sesudahnya.</translation>
    </message>
    <message>
        <source>Once round the board</source>
        <translation>Sekali mengelilingi papan</translation>
    </message>
    <message>
        <source>A long sowing skips the hole it came from.</source>
        <translation>Taburan panjang melewati lubang asalnya.</translation>
    </message>
    <message>
        <source>A big hole can send your hand all the way round the board. When the sowing comes back to the hole you emptied, it passes over it: that hole gets no seed, and the next seed goes into the hole after it. This holds for relays too.</source>
        <translation>Lubang yang besar bisa membawa tangan Anda mengelilingi seluruh papan. Bila taburan kembali ke lubang yang Anda kosongkan, lubang itu dilewati: lubang itu tidak mendapat biji, dan biji berikutnya masuk ke lubang sesudahnya. Ini juga berlaku untuk sambungan.</translation>
    </message>
    <message>
        <source>Your hole 4 holds fourteen seeds, and there are thirteen other holes. Where does the last seed fall?</source>
        <translation>Lubang 4 Anda berisi empat belas biji, dan ada tiga belas lubang lainnya. Di mana biji terakhir jatuh?</translation>
    </message>
    <message>
        <source>Right: thirteen seeds went once round, hole 4 was skipped, and the fourteenth fell in your hole 5.</source>
        <translation>Benar: tiga belas biji berputar sekali, lubang 4 dilewati, dan biji keempat belas jatuh di lubang 5 Anda.</translation>
    </message>
    <message>
        <source>On the way your holes 6 and 7 each reached four: two cows, eight seeds for you, and the two empty holes after hole 5 ended your turn. But a full lap also gave North a seed in every hole: North&apos;s hole 3 now holds three, ready to become a cow.</source>
        <translation>Di perjalanan, lubang 6 dan 7 Anda masing-masing mencapai empat: dua sapi, delapan biji untuk Anda, dan dua lubang kosong sesudah lubang 5 mengakhiri giliran Anda. Tetapi satu putaran penuh juga memberi Utara satu biji di tiap lubang: lubang 3 Utara kini berisi tiga, siap menjadi sapi.</translation>
    </message>
    <message>
        <source>The end of a round</source>
        <translation>Akhir sebuah putaran</translation>
    </message>
    <message>
        <source>A player with nothing to move ends the round; the next round starts with new holes.</source>
        <translation>Pemain yang tidak bisa melangkah mengakhiri putaran; putaran berikutnya dimulai dengan lubang-lubang baru.</translation>
    </message>
    <message>
        <source>A game is played in rounds. A round ends when the player whose turn it is has no seeds in their holes. The other player then sweeps the seeds left in their own holes into their store.</source>
        <translation>Permainan dimainkan dalam beberapa putaran. Sebuah putaran berakhir bila pemain yang mendapat giliran tidak punya biji di lubangnya. Pemain lainnya lalu menyapu biji yang tersisa di lubangnya sendiri ke rumahnya.</translation>
    </message>
    <message>
        <source>North has one seed left, in hole 2. Capture it, so that North has nothing to play when North&apos;s turn comes.</source>
        <translation>Utara tinggal punya satu biji, di lubang 2. Tangkap biji itu, agar Utara tidak punya apa pun untuk dimainkan saat tiba gilirannya.</translation>
    </message>
    <message>
        <source>You took North&apos;s last seed and sowed on from your hole 1. North cannot move, so the round is over and your remaining seeds went to your store.</source>
        <translation>Anda mengambil biji terakhir Utara dan terus menabur dari lubang 1 Anda. Utara tidak bisa melangkah, jadi putaran selesai dan biji Anda yang tersisa masuk ke rumah Anda.</translation>
    </message>
    <message>
        <source>Your seed stops in your hole 2 and the two holes after it are empty: North still has a seed to play.</source>
        <translation>Biji Anda berhenti di lubang 2 Anda dan dua lubang sesudahnya kosong: Utara masih punya satu biji untuk dimainkan.</translation>
    </message>
    <message>
        <source>You now own 53 seeds and North 31. For the new round each player puts six seeds in as many holes as they can, starting from their right. North fills five holes and keeps 1 seed; North&apos;s holes 1 and 2 stay empty and are burnt: out of play for this round.</source>
        <translation>Kini Anda memiliki 53 biji dan Utara 31. Untuk putaran baru, tiap pemain menaruh enam biji di sebanyak mungkin lubang, mulai dari kanannya. Utara mengisi lima lubang dan menyimpan 1 biji; lubang 1 dan 2 Utara tetap kosong dan terbakar: tidak dimainkan pada putaran ini.</translation>
    </message>
    <message>
        <source>You moved first in round 1, so North moves first in round 2, and you again in round 3. The first move simply alternates, whoever won the round before.</source>
        <translation>Anda jalan lebih dulu di putaran 1, jadi Utara jalan lebih dulu di putaran 2, dan Anda lagi di putaran 3. Langkah pertama cukup bergantian, siapa pun pemenang putaran sebelumnya.</translation>
    </message>
    <message>
        <source>Burnt holes</source>
        <translation>Lubang terbakar</translation>
    </message>
    <message>
        <source>Holes you cannot fill with six are burnt: the seeds jump over them.</source>
        <translation>Lubang yang tidak bisa Anda isi dengan enam biji menjadi terbakar: biji melompatinya.</translation>
    </message>
    <message>
        <source>Here round 1 ended with you owning 41 seeds and North 43. You filled six holes from your right (36 seeds) and kept 5 in your store; your hole 1 could not be filled, so it is burnt. North filled all seven (42 seeds) and kept 1.</source>
        <translation>Di sini putaran 1 berakhir dengan Anda memiliki 41 biji dan Utara 43. Anda mengisi enam lubang dari kanan (36 biji) dan menyimpan 5 di rumah Anda; lubang 1 Anda tidak bisa diisi, jadi terbakar. Utara mengisi ketujuh lubangnya (42 biji) dan menyimpan 1.</translation>
    </message>
    <message>
        <source>A burnt hole (a &quot;rubbish hole&quot;, marked with a little stick on a real board) is out of play for the whole round: nobody chooses it and sowing jumps over it. Burnt holes are worked out again at every refill, so winning seeds back reopens them. Filling a hole never makes a cow, though it passes four on the way to six.</source>
        <translation>Lubang terbakar (&quot;lubang sampah&quot;, ditandai dengan sebatang lidi kecil pada papan sungguhan) tidak dimainkan selama seluruh putaran: tidak ada yang memilihnya dan taburan melompatinya. Lubang terbakar ditentukan ulang pada setiap pengisian ulang, jadi memenangi kembali biji akan membukanya lagi. Mengisi lubang tidak pernah menghasilkan sapi, meskipun isinya melewati empat dalam perjalanan ke enam.</translation>
    </message>
    <message>
        <source>In this round North&apos;s holes 1 and 2 are burnt. Sow your hole 6: where does the last seed fall?</source>
        <translation>Pada putaran ini lubang 1 dan 2 Utara terbakar. Tabur lubang 6 Anda: di mana biji terakhir jatuh?</translation>
    </message>
    <message>
        <source>Right: after your hole 7 the seeds jump the two burnt holes and go into North&apos;s holes 3 and 4.</source>
        <translation>Benar: setelah lubang 7 Anda, biji melompati kedua lubang terbakar dan masuk ke lubang 3 dan 4 Utara.</translation>
    </message>
    <message>
        <source>Burnt holes don&apos;t count either when you look at the two holes after your last seed. North&apos;s hole 3 is empty and North&apos;s hole 4 holds three: capture them.</source>
        <translation>Lubang terbakar juga tidak dihitung saat Anda melihat dua lubang sesudah biji terakhir Anda. Lubang 3 Utara kosong dan lubang 4 Utara berisi tiga: tangkap biji itu.</translation>
    </message>
    <message>
        <source>After your hole 7 the next holes in play are North&apos;s hole 3, empty, and North&apos;s hole 4: three seeds for you.</source>
        <translation>Setelah lubang 7 Anda, lubang berikutnya yang dimainkan adalah lubang 3 Utara, yang kosong, dan lubang 4 Utara: tiga biji untuk Anda.</translation>
    </message>
    <message>
        <source>Your seed stops in your hole 4; hole 5 is empty, so you capture hole 6: just one of your own seeds.</source>
        <translation>Biji Anda berhenti di lubang 4 Anda; lubang 5 kosong, jadi Anda menangkap lubang 6: hanya satu biji milik Anda sendiri.</translation>
    </message>
    <message>
        <source>Playing by eye</source>
        <translation>Bermain dengan mata</translation>
    </message>
    <message>
        <source>The hidden-counts option shows seeds without numbers.</source>
        <translation>Opsi jumlah tersembunyi menampilkan biji tanpa angka.</translation>
    </message>
    <message>
        <source>Tamil players are not supposed to count the seeds in a hole before they sow: a good player judges by eye. The option &quot;hidden counts&quot; (hidden-counts) plays that way: the board shows the seeds but no numbers. It is on for this lesson; the rules do not change.</source>
        <translation>Pemain Tamil tidak seharusnya menghitung biji di sebuah lubang sebelum menabur: pemain yang baik memperkirakan dengan mata. Opsi &quot;jumlah tersembunyi&quot; (hidden-counts) bermain dengan cara itu: papan menampilkan biji tetapi tanpa angka. Opsi ini aktif untuk pelajaran ini; aturannya tidak berubah.</translation>
    </message>
    <message>
        <source>Count the seeds of your hole 4 by eye. Where will its last seed fall?</source>
        <translation>Hitung biji di lubang 4 Anda dengan mata. Di mana biji terakhirnya akan jatuh?</translation>
    </message>
    <message>
        <source>Right: three seeds, into your holes 5, 6 and 7. The two holes after hole 7 are empty, so the turn ends there.</source>
        <translation>Benar: tiga biji, ke lubang 5, 6, dan 7 Anda. Dua lubang sesudah lubang 7 kosong, jadi giliran berakhir di sana.</translation>
    </message>
    <message>
        <source>One of your holes holds three seeds. Find it by eye and make it a cow.</source>
        <translation>Salah satu lubang Anda berisi tiga biji. Temukan dengan mata dan jadikan sapi.</translation>
    </message>
    <message>
        <source>Your single seed made hole 4 four: a cow for you.</source>
        <translation>Biji tunggal Anda membuat lubang 4 berisi empat: seekor sapi untuk Anda.</translation>
    </message>
    <message>
        <source>Your last seed fell in hole 3, right before your three-seed hole 4, so you lifted hole 4 and sowed on: no cow.</source>
        <translation>Biji terakhir Anda jatuh di lubang 3, tepat sebelum lubang 4 Anda yang berisi tiga, jadi Anda mengangkat lubang 4 dan terus menabur: tidak ada sapi.</translation>
    </message>
    <message>
        <source>That is the three-seed hole itself: lifting it empties it, so it cannot become a cow.</source>
        <translation>Itulah lubang berisi tiga itu sendiri: mengangkatnya berarti mengosongkannya, jadi lubang itu tidak bisa menjadi sapi.</translation>
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
        <translation>Permainan berakhir pada saat pengisian ulang: pemain dengan kurang dari enam biji tidak dapat mengisi satu lubang pun, dan kalah. Utara tinggal punya satu lubang yang dimainkan, lubang 7 berisi tiga biji, dan dua biji di rumah.</translation>
    </message>
    <message>
        <source>North&apos;s holes 1 to 6 are burnt, so after your hole 7 the next hole in play is North&apos;s hole 7, and then your hole 1.</source>
        <translation>Lubang 1 sampai 6 Utara terbakar, jadi setelah lubang 7 Anda, lubang berikutnya yang dimainkan adalah lubang 7 Utara, lalu lubang 1 Anda.</translation>
    </message>
    <message>
        <source>Capture North&apos;s last three seeds. North will have nothing to move, the round ends, and with two seeds North cannot fill a hole.</source>
        <translation>Tangkap tiga biji terakhir Utara. Utara tidak akan punya apa pun untuk dimainkan, putaran berakhir, dan dengan dua biji Utara tidak dapat mengisi satu lubang pun.</translation>
    </message>
    <message>
        <source>Your seed fell in hole 6; hole 7 was empty, so North&apos;s hole 7 was yours. North cannot move, and with two seeds cannot fill a hole: you win!</source>
        <translation>Biji Anda jatuh di lubang 6; lubang 7 kosong, jadi lubang 7 Utara menjadi milik Anda. Utara tidak bisa melangkah, dan dengan dua biji tidak dapat mengisi satu lubang pun: Anda menang!</translation>
    </message>
    <message>
        <source>Your second seed made North&apos;s hole 7 four: a cow for North. The round ended, but with six seeds North can fill one hole, so the game goes on.</source>
        <translation>Biji kedua Anda membuat lubang 7 Utara berisi empat: seekor sapi untuk Utara. Putaran berakhir, tetapi dengan enam biji Utara bisa mengisi satu lubang, jadi permainan berlanjut.</translation>
    </message>
    <message>
        <source>Your seed stops in your hole 2 with two empty holes after it: North still has three seeds to play.</source>
        <translation>Biji Anda berhenti di lubang 2 Anda dengan dua lubang kosong sesudahnya: Utara masih punya tiga biji untuk dimainkan.</translation>
    </message>
    <message>
        <source>Three rows of six: your nine holes A to I and North&apos;s a to i.</source>
        <translation>Tiga baris berisi enam: sembilan lubang Anda A sampai I dan lubang Utara a sampai i.</translation>
    </message>
    <message>
        <source>Three-row mancala has three rows of six holes. Nine are yours: the bottom row, A to F from left to right, and the three middle holes on your right, G at the far right, then H and I.</source>
        <translation>Mancala tiga baris punya tiga baris berisi enam lubang. Sembilan milik Anda: baris bawah, A sampai F dari kiri ke kanan, dan tiga lubang tengah di sebelah kanan Anda, G di paling kanan, lalu H dan I.</translation>
    </message>
    <message>
        <source>North owns the other nine: the top row, a to f running from right to left as you see it, and the middle holes g, h and i on the left. Your store, on your right, only keeps the seeds you capture.</source>
        <translation>Utara memiliki sembilan lainnya: baris atas, a sampai f berurutan dari kanan ke kiri menurut pandangan Anda, dan lubang tengah g, h, dan i di sebelah kiri. Rumah Anda, di sebelah kanan, hanya menyimpan biji yang Anda tangkap.</translation>
    </message>
    <message>
        <source>Cowrie also numbers the holes: your A to I are your holes 1 to 9, and North&apos;s a to i are North&apos;s 1 to 9. So a move written 2 means your hole B.</source>
        <translation>Cowrie juga memberi nomor pada lubang: A sampai I Anda adalah lubang 1 sampai 9 Anda, dan a sampai i Utara adalah lubang 1 sampai 9 Utara. Jadi langkah yang ditulis 2 berarti lubang B Anda.</translation>
    </message>
    <message>
        <source>To sow, lift all the seeds of one of your holes and drop them one by one into the holes that follow. Your hole E holds five seeds: click the hole where the last one will land.</source>
        <translation>Untuk menabur, angkat semua biji dari salah satu lubang Anda lalu jatuhkan satu per satu ke lubang-lubang berikutnya. Lubang E Anda berisi lima biji: klik lubang tempat biji terakhir akan jatuh.</translation>
    </message>
    <message>
        <source>Right: into F, up into your middle holes G, H and I, and the fifth seed into North&apos;s a, top right.</source>
        <translation>Benar: ke F, naik ke lubang tengah Anda G, H, dan I, dan biji kelima ke lubang a Utara, di kanan atas.</translation>
    </message>
    <message>
        <source>One road for both</source>
        <translation>Satu jalan untuk berdua</translation>
    </message>
    <message>
        <source>All eighteen holes form one loop that both players sow along; the columns.</source>
        <translation>Kedelapan belas lubang membentuk satu lingkaran yang ditaburi kedua pemain; kolom-kolomnya.</translation>
    </message>
    <message>
        <source>All eighteen holes lie on one loop: A to F, G to I, then North&apos;s a to f and g to i, and back to A. You and North sow along the same loop in the same direction, so your seeds run through North&apos;s holes and North&apos;s through yours.</source>
        <translation>Kedelapan belas lubang terletak pada satu lingkaran: A sampai F, G sampai I, lalu a sampai f dan g sampai i milik Utara, dan kembali ke A. Anda dan Utara menabur di sepanjang lingkaran yang sama ke arah yang sama, jadi biji Anda melewati lubang Utara dan biji Utara melewati lubang Anda.</translation>
    </message>
    <message>
        <source>Watch North sow hole f: its four seeds go down into North&apos;s middle holes g, h and i, and the last one lands in your A.</source>
        <translation>Perhatikan Utara menabur lubang f: empat bijinya turun ke lubang tengah Utara g, h, dan i, dan biji terakhir jatuh di A Anda.</translation>
    </message>
    <message>
        <source>The board also has six columns of three holes, one from each row. From the left: f g A, e h B, d i C, c I D, b H E and a G F. Columns matter for captures, later on.</source>
        <translation>Papan ini juga punya enam kolom berisi tiga lubang, satu dari tiap baris. Dari kiri: f g A, e h B, d i C, c I D, b H E, dan a G F. Kolom penting untuk tangkapan, nanti.</translation>
    </message>
    <message>
        <source>Your turn. Your hole I holds three seeds. Where will the last one fall?</source>
        <translation>Giliran Anda. Lubang I Anda berisi tiga biji. Di mana biji terakhir akan jatuh?</translation>
    </message>
    <message>
        <source>Right: after I the loop jumps to the top row at North&apos;s a, so the seeds go into a, b and c.</source>
        <translation>Benar: setelah I, lingkaran melompat ke baris atas di a milik Utara, jadi biji masuk ke a, b, dan c.</translation>
    </message>
    <message>
        <source>The race</source>
        <translation>Balapan</translation>
    </message>
    <message>
        <source>The game opens with both players sowing at the same time.</source>
        <translation>Permainan dibuka dengan kedua pemain menabur pada waktu yang sama.</translation>
    </message>
    <message>
        <source>A game opens with a race, called phase 1. You and North each pick one of your holes at the same moment and sow at the same time: you drop a seed, then North drops one, and so on. Nothing is captured during the race.</source>
        <translation>Permainan dibuka dengan balapan, yang disebut fase 1. Anda dan Utara masing-masing memilih salah satu lubang pada saat yang sama dan menabur bersamaan: Anda menjatuhkan satu biji, lalu Utara menjatuhkan satu, dan seterusnya. Tidak ada yang ditangkap selama balapan.</translation>
    </message>
    <message>
        <source>When your last seed lands in a hole that already holds seeds, lift everything in it, the seed you just dropped included, and sow on from the next hole. This relay keeps your sowing going.</source>
        <translation>Bila biji terakhir Anda jatuh di lubang yang sudah berisi biji, angkat semua isinya, termasuk biji yang baru Anda jatuhkan, dan terus menabur dari lubang berikutnya. Sambungan ini membuat taburan Anda terus berjalan.</translation>
    </message>
    <message>
        <source>North sows their hole d (lit up) at the same time as you. Choose a hole whose sowing relays at least once.</source>
        <translation>Utara menabur lubang d-nya (yang menyala) bersamaan dengan Anda. Pilih lubang yang taburannya bersambung setidaknya sekali.</translation>
    </message>
    <message>
        <source>Your last seed fell into E, which already held a seed, so you lifted both and sowed on into F and G. G was empty, and that stopped the race: the next lesson explains.</source>
        <translation>Biji terakhir Anda jatuh ke E, yang sudah berisi satu biji, jadi Anda mengangkat keduanya dan terus menabur ke F dan G. G kosong, dan itu menghentikan balapan: pelajaran berikutnya menjelaskannya.</translation>
    </message>
    <message>
        <source>A&apos;s single seed fell into the empty B in the first tick: the race ended at once, with no relay.</source>
        <translation>Biji tunggal dari A jatuh ke B yang kosong pada ketukan pertama: balapan langsung berakhir, tanpa sambungan.</translation>
    </message>
    <message>
        <source>E&apos;s single seed fell into the empty F straight away: the race ended with no relay.</source>
        <translation>Biji tunggal dari E langsung jatuh ke F yang kosong: balapan berakhir tanpa sambungan.</translation>
    </message>
    <message>
        <source>The end of the race</source>
        <translation>Akhir balapan</translation>
    </message>
    <message>
        <source>A sowing that ends in an empty hole stops the race; that player moves first.</source>
        <translation>Taburan yang berakhir di lubang kosong menghentikan balapan; pemain itu yang jalan lebih dulu.</translation>
    </message>
    <message>
        <source>The race stops as soon as either sowing ends in an empty hole. The player who landed there makes the first move of phase 2, where you take turns. If you both land in empty holes in the same tick, you (South) go first.</source>
        <translation>Balapan berhenti begitu salah satu taburan berakhir di lubang kosong. Pemain yang jatuh di sana melakukan langkah pertama fase 2, saat Anda dan Utara jalan bergiliran. Jika Anda berdua jatuh di lubang kosong pada ketukan yang sama, Anda (Selatan) jalan lebih dulu.</translation>
    </message>
    <message>
        <source>North sows their hole b (lit up). Choose the hole that ends the race first, so that you make the first move of phase 2.</source>
        <translation>Utara menabur lubang b-nya (yang menyala). Pilih lubang yang paling dulu mengakhiri balapan, agar Anda melakukan langkah pertama fase 2.</translation>
    </message>
    <message>
        <source>Your seed fell into the empty B in the very first tick: the race is over and you move first.</source>
        <translation>Biji Anda jatuh ke B yang kosong pada ketukan pertama: balapan selesai dan Anda jalan lebih dulu.</translation>
    </message>
    <message>
        <source>Your sowing was still running when North&apos;s last seed fell into the empty d in the second tick: North ended the race, so North moves first.</source>
        <translation>Taburan Anda masih berjalan saat biji terakhir Utara jatuh ke d yang kosong pada ketukan kedua: Utara mengakhiri balapan, jadi Utara jalan lebih dulu.</translation>
    </message>
    <message>
        <source>North still made their drop of that tick, into c. The seed left in North&apos;s hand then went on into d, without relaying: after the race, seeds still in a hand are simply dropped. Now phase 2 begins with your move.</source>
        <translation>Utara tetap menjatuhkan bijinya pada ketukan itu, ke c. Biji yang tersisa di tangan Utara lalu lanjut ke d, tanpa sambungan: setelah balapan, biji yang masih di tangan cukup dijatuhkan saja. Sekarang fase 2 dimulai dengan langkah Anda.</translation>
    </message>
    <message>
        <source>Taking turns</source>
        <translation>Bergiliran</translation>
    </message>
    <message>
        <source>In phase 2 a turn is a chain of sowings.</source>
        <translation>Pada fase 2, satu giliran adalah rangkaian taburan.</translation>
    </message>
    <message>
        <source>After the race you take turns: on your turn, lift one of your holes and sow. If the last seed lands in a hole that already holds seeds, yours or North&apos;s, lift them all and sow on. If it lands in an empty hole of North&apos;s, your turn is over.</source>
        <translation>Setelah balapan, Anda dan Utara jalan bergiliran: pada giliran Anda, angkat salah satu lubang Anda dan tabur. Jika biji terakhir jatuh di lubang yang sudah berisi biji, milik Anda atau milik Utara, angkat semuanya dan terus menabur. Jika jatuh di lubang kosong milik Utara, giliran Anda selesai.</translation>
    </message>
    <message>
        <source>Sow your hole G. Where does your turn end?</source>
        <translation>Tabur lubang G Anda. Di mana giliran Anda berakhir?</translation>
    </message>
    <message>
        <source>Right: G&apos;s seed landed on H&apos;s one, so you lifted both into I and North&apos;s a. That hole was empty and North&apos;s, so your turn ended.</source>
        <translation>Benar: biji G jatuh di atas satu biji H, jadi Anda mengangkat keduanya ke I dan a milik Utara. Lubang itu kosong dan milik Utara, jadi giliran Anda berakhir.</translation>
    </message>
    <message>
        <source>Find the move that relays twice.</source>
        <translation>Temukan langkah yang bersambung dua kali.</translation>
    </message>
    <message>
        <source>G&apos;s seed made two in H, H&apos;s seeds made two in North&apos;s a, and a&apos;s seeds went on into b and c, where the empty hole stopped you.</source>
        <translation>Biji G membuat H berisi dua, biji H membuat a milik Utara berisi dua, dan biji a lanjut ke b dan c, tempat lubang kosong menghentikan Anda.</translation>
    </message>
    <message>
        <source>H&apos;s seed lands on I&apos;s two and you relay once into a, b and c; c was empty and North&apos;s, so your turn ended.</source>
        <translation>Biji H jatuh di atas dua biji I dan Anda bersambung sekali ke a, b, dan c; c kosong dan milik Utara, jadi giliran Anda berakhir.</translation>
    </message>
    <message>
        <source>I&apos;s two seeds go into a and b; b was empty and North&apos;s, so your turn ended at once.</source>
        <translation>Dua biji I masuk ke a dan b; b kosong dan milik Utara, jadi giliran Anda langsung berakhir.</translation>
    </message>
    <message>
        <source>Capturing down a column</source>
        <translation>Menangkap menyusuri kolom</translation>
    </message>
    <message>
        <source>Last seed in an empty hole of yours: take North&apos;s seeds in its column.</source>
        <translation>Biji terakhir di lubang kosong milik Anda: ambil biji Utara di kolomnya.</translation>
    </message>
    <message>
        <source>When your last seed lands in an empty hole of your own, look at its column: you capture every seed in North&apos;s holes there. Your A, B and C have two North holes in their column (top and middle); D to I have one, in the top row.</source>
        <translation>Bila biji terakhir Anda jatuh di lubang kosong milik Anda sendiri, lihat kolomnya: Anda menangkap semua biji di lubang Utara yang ada di kolom itu. A, B, dan C Anda punya dua lubang Utara di kolomnya (atas dan tengah); D sampai I punya satu, di baris atas.</translation>
    </message>
    <message>
        <source>North&apos;s e and h are in the column of your empty B. Capture them.</source>
        <translation>e dan h milik Utara berada di kolom B Anda yang kosong. Tangkap isinya.</translation>
    </message>
    <message>
        <source>B was yours and empty, so the three seeds in North&apos;s e and h are yours. Then the lone seed in B went on into C; nothing of North&apos;s faced C, so your turn ended.</source>
        <translation>B milik Anda dan kosong, jadi tiga biji di e dan h milik Utara menjadi milik Anda. Lalu biji tunggal di B lanjut ke C; tidak ada lubang Utara berisi biji yang berhadapan dengan C, jadi giliran Anda berakhir.</translation>
    </message>
    <message>
        <source>Your seed fell into your empty E, but North&apos;s b, in its column, is empty: nothing to take, so your turn ended.</source>
        <translation>Biji Anda jatuh ke E Anda yang kosong, tetapi b milik Utara, di kolomnya, kosong: tidak ada yang bisa diambil, jadi giliran Anda berakhir.</translation>
    </message>
    <message>
        <source>After a capture your turn goes on: lift that lone seed and sow it into the next hole, where the same rules apply again. When there is nothing to take, your turn ends instead.</source>
        <translation>Setelah tangkapan, giliran Anda berlanjut: angkat biji tunggal itu dan taburkan ke lubang berikutnya, tempat aturan yang sama berlaku lagi. Bila tidak ada yang bisa diambil, giliran Anda justru berakhir.</translation>
    </message>
    <message>
        <source>Sow your hole F: its seed falls into your empty G, and you capture North&apos;s a. Where does your turn end?</source>
        <translation>Tabur lubang F Anda: bijinya jatuh ke G Anda yang kosong, dan Anda menangkap a milik Utara. Di mana giliran Anda berakhir?</translation>
    </message>
    <message>
        <source>Right: G&apos;s lone seed went into H, which held one, so you lifted both into I and a. North&apos;s a was empty after your capture, so your turn ended there.</source>
        <translation>Benar: biji tunggal G masuk ke H, yang berisi satu, jadi Anda mengangkat keduanya ke I dan a. a milik Utara kosong setelah tangkapan Anda, jadi giliran Anda berakhir di sana.</translation>
    </message>
    <message>
        <source>Where the turn stops</source>
        <translation>Tempat giliran berhenti</translation>
    </message>
    <message>
        <source>An empty hole of North&apos;s, or nothing to capture: North moves.</source>
        <translation>Lubang kosong milik Utara, atau tidak ada yang bisa ditangkap: Utara yang jalan.</translation>
    </message>
    <message>
        <source>Your turn stops in two ways: your last seed falls into an empty hole of North&apos;s, or into an empty hole of yours with nothing of North&apos;s in its column. Anywhere else, you go on.</source>
        <translation>Giliran Anda berhenti dengan dua cara: biji terakhir Anda jatuh ke lubang kosong milik Utara, atau ke lubang kosong milik Anda tanpa biji Utara di kolomnya. Di tempat lain, Anda terus berjalan.</translation>
    </message>
    <message>
        <source>Sow your hole E. Where does your turn end?</source>
        <translation>Tabur lubang E Anda. Di mana giliran Anda berakhir?</translation>
    </message>
    <message>
        <source>Right: E&apos;s seed landed on F&apos;s one, so you sowed those two into G and H. H was empty, but North&apos;s b above it was empty too: nothing to take, turn over.</source>
        <translation>Benar: biji E jatuh di atas satu biji F, jadi Anda menabur kedua biji itu ke G dan H. H kosong, tetapi b milik Utara di atasnya juga kosong: tidak ada yang bisa diambil, giliran selesai.</translation>
    </message>
    <message>
        <source>One of your moves captures the three seeds in North&apos;s b. Find it.</source>
        <translation>Salah satu langkah Anda menangkap tiga biji di b milik Utara. Temukan langkah itu.</translation>
    </message>
    <message>
        <source>A&apos;s seeds ended on C&apos;s one, so you relayed into D and E. E was empty, so North&apos;s b was yours. The lone seed then went into F, with nothing of North&apos;s above it: turn over.</source>
        <translation>Biji A berakhir di atas satu biji C, jadi Anda bersambung ke D dan E. E kosong, jadi b milik Utara menjadi milik Anda. Biji tunggal itu lalu masuk ke F, tanpa biji Utara di atasnya: giliran selesai.</translation>
    </message>
    <message>
        <source>C&apos;s seed fell into your empty D, but North&apos;s c above it is empty: nothing to take, so your turn ended.</source>
        <translation>Biji C jatuh ke D Anda yang kosong, tetapi c milik Utara di atasnya kosong: tidak ada yang bisa diambil, jadi giliran Anda berakhir.</translation>
    </message>
    <message>
        <source>I&apos;s seed fell into North&apos;s a, which was empty: your turn ended at once.</source>
        <translation>Biji I jatuh ke a milik Utara, yang kosong: giliran Anda langsung berakhir.</translation>
    </message>
    <message>
        <source>A long chain</source>
        <translation>Rangkaian panjang</translation>
    </message>
    <message>
        <source>The rule book&apos;s example: from A round the board and back to A.</source>
        <translation>Contoh dari buku aturan: dari A mengelilingi papan dan kembali ke A.</translation>
    </message>
    <message>
        <source>Here is the rule book&apos;s own example of a turn. Your A holds three seeds, your D and I four each, and North&apos;s e four. Every sowing will end on a hole with seeds in it.</source>
        <translation>Inilah contoh giliran dari buku aturan itu sendiri. A Anda berisi tiga biji, D dan I Anda masing-masing empat, dan e milik Utara empat. Setiap taburan akan berakhir di lubang yang berisi biji.</translation>
    </message>
    <message>
        <source>Play A and watch the chain: its seeds go from B to D, D&apos;s from E to I, I&apos;s from a to e, and e&apos;s back round to A.</source>
        <translation>Mainkan A dan perhatikan rangkaiannya: bijinya bergerak dari B sampai D, biji D dari E sampai I, biji I dari a sampai e, dan biji e berputar kembali ke A.</translation>
    </message>
    <message>
        <source>B to D, D to I, I to e, e to A: each sowing ended on a full hole, so you kept lifting. A was empty, since you had lifted it, so you captured North&apos;s f and g.</source>
        <translation>B sampai D, D sampai I, I sampai e, e sampai A: setiap taburan berakhir di lubang berisi, jadi Anda terus mengangkat. A kosong, karena sudah Anda angkat, jadi Anda menangkap f dan g milik Utara.</translation>
    </message>
    <message>
        <source>D&apos;s four seeds end in your empty H, and North&apos;s b above it is empty: nothing to take, so your turn ended.</source>
        <translation>Empat biji D berakhir di H Anda yang kosong, dan b milik Utara di atasnya kosong: tidak ada yang bisa diambil, jadi giliran Anda berakhir.</translation>
    </message>
    <message>
        <source>It went on: A&apos;s lone seed made two in B, sown into C and D, and D was empty, so you took North&apos;s c. D&apos;s seed made two in E, those made two in G, and G&apos;s went into H and I. I was empty, but c above it was already taken: turn over, three seeds won.</source>
        <translation>Giliran berlanjut: biji tunggal A membuat B berisi dua, yang ditabur ke C dan D, dan D kosong, jadi Anda mengambil c milik Utara. Biji D membuat E berisi dua, keduanya membuat G berisi dua, dan biji G masuk ke H dan I. I kosong, tetapi c di atasnya sudah diambil: giliran selesai, tiga biji dimenangi.</translation>
    </message>
    <message>
        <source>A player with no seeds on their turn ends the game; the other takes the rest.</source>
        <translation>Pemain yang tidak punya biji pada gilirannya mengakhiri permainan; pemain lain mengambil sisanya.</translation>
    </message>
    <message>
        <source>The game ends when the player whose turn it is has no seeds in any of their nine holes. The other player then takes every seed left on the board. Whoever owns more of the 54 seeds wins; 27 each is a draw.</source>
        <translation>Permainan berakhir bila pemain yang mendapat giliran tidak punya biji di kesembilan lubangnya. Pemain lainnya lalu mengambil semua biji yang tersisa di papan. Siapa yang memiliki lebih banyak dari 54 biji itu menang; 27 masing-masing berarti seri.</translation>
    </message>
    <message>
        <source>You can also play a match of several games (the option games, 1 to 9). After each game both players put three seeds a hole back, from A or a on, as many holes as the poorer player can fill; the richer player moves first, and there is no race.</source>
        <translation>Anda juga bisa memainkan pertandingan beberapa permainan (opsi permainan, 1 sampai 9). Setelah tiap permainan, kedua pemain menaruh kembali tiga biji per lubang, mulai dari A atau a, sebanyak lubang yang bisa diisi pemain yang lebih miskin; pemain yang lebih kaya jalan lebih dulu, dan tidak ada balapan.</translation>
    </message>
    <message>
        <source>North&apos;s last seeds are in d and i, the column of your empty C. Capture them: North will have nothing to play, and you take the rest of the board.</source>
        <translation>Biji terakhir Utara ada di d dan i, kolom C Anda yang kosong. Tangkap biji itu: Utara tidak akan punya apa pun untuk dimainkan, dan Anda mengambil sisa biji di papan.</translation>
    </message>
    <message>
        <source>You took d and i, and the lone seed went on into D. North has nothing to play, so the seeds left on the board are yours: 29 against 25, you win!</source>
        <translation>Anda mengambil d dan i, dan biji tunggal itu lanjut ke D. Utara tidak punya apa pun untuk dimainkan, jadi biji yang tersisa di papan menjadi milik Anda: 29 lawan 25, Anda menang!</translation>
    </message>
    <message>
        <source>E&apos;s seeds end in your empty H, but North&apos;s b above it is empty: your turn ended and North still has seeds to play.</source>
        <translation>Biji E berakhir di H Anda yang kosong, tetapi b milik Utara di atasnya kosong: giliran Anda berakhir dan Utara masih punya biji untuk dimainkan.</translation>
    </message>
    <message>
        <source>No free moves</source>
        <translation>Tidak ada langkah gratis</translation>
    </message>
    <message>
        <source>A cowrie in your store ends your turn: aim for captures instead.</source>
        <translation>Biji di rumah Anda mengakhiri giliran Anda: incarlah tangkapan.</translation>
    </message>
    <message>
        <source>In congkak or Kalah, a last cowrie in your store earns another move, so players aim for it. Not in Chonka: landing in your store banks that one cowrie and ends your turn. Your aim is the capture.</source>
        <translation>Di congkak atau Kalah, biji terakhir di rumah Anda memberi langkah lagi, jadi pemain mengincarnya. Tidak demikian di Chonka: jatuh di rumah Anda hanya mengamankan satu biji itu dan mengakhiri giliran Anda. Sasaran Anda adalah tangkapan.</translation>
    </message>
    <message>
        <source>Make the first move of the game: choose a hole and a direction. Hole 7 to the left, or hole 1 to the right, would end exactly in your store. Find a first move that captures instead.</source>
        <translation>Lakukan langkah pertama permainan: pilih lubang dan arah. Lubang 7 ke kiri, atau lubang 1 ke kanan, akan berakhir tepat di rumah Anda. Temukan langkah pertama yang justru menangkap.</translation>
    </message>
    <message>
        <source>A capture of nine cowries to open. The engine&apos;s favourite first moves are hole 6 to the right and hole 2 to the left, 18 cowries better than a first move into your store.</source>
        <translation>Tangkapan sembilan biji sebagai pembuka. Langkah pertama favorit mesin adalah lubang 6 ke kanan dan lubang 2 ke kiri, 18 biji lebih baik daripada langkah pertama ke rumah Anda.</translation>
    </message>
    <message>
        <source>Seven cowries to the left from hole 7 end in your store: one cowrie banked, and your turn is over. The engine rates this start 18 cowries below the best.</source>
        <translation>Tujuh biji dari lubang 7 ke kiri berakhir di rumah Anda: satu biji diamankan, dan giliran Anda selesai. Mesin menilai pembukaan ini 18 biji di bawah yang terbaik.</translation>
    </message>
    <message>
        <source>Seven cowries to the right from hole 1 end in your store: one cowrie, and the turn passes to North. The engine rates it 18 cowries below the best.</source>
        <translation>Tujuh biji dari lubang 1 ke kanan berakhir di rumah Anda: satu biji, dan giliran berpindah ke Utara. Mesin menilainya 18 biji di bawah yang terbaik.</translation>
    </message>
    <message>
        <source>Later in a game where play goes to the right. Your hole 3 holds five cowries, exactly enough to reach your store. Is that your best move?</source>
        <translation>Di pertengahan permainan yang arahnya ke kanan. Lubang 3 Anda berisi lima biji, tepat cukup untuk mencapai rumah Anda. Apakah itu langkah terbaik Anda?</translation>
    </message>
    <message>
        <source>Hole 7&apos;s nine cowries passed your store, ran along North&apos;s row and ended in your empty hole 1: North&apos;s six across and your cowrie are yours, eight cowries banked in all.</source>
        <translation>Sembilan biji dari lubang 7 melewati rumah Anda, menyusuri baris Utara, dan berakhir di lubang 1 Anda yang kosong: enam biji Utara di seberangnya dan biji Anda menjadi milik Anda, seluruhnya delapan biji diamankan.</translation>
    </message>
    <message>
        <source>Five cowries, five places: one cowrie in your store, and your turn is over. The engine rates it 10 cowries below the best move.</source>
        <translation>Lima biji, lima tempat: satu biji di rumah Anda, dan giliran Anda selesai. Mesin menilainya 10 biji di bawah langkah terbaik.</translation>
    </message>
    <message>
        <source>So in Chonka, count your moves towards an empty hole of yours with cowries across from it. A cowrie passing through your store on the way is a bonus; a last cowrie in your store is only one cowrie.</source>
        <translation>Jadi di Chonka, arahkan hitungan langkah Anda ke lubang kosong milik Anda yang di seberangnya ada biji. Biji yang masuk ke rumah Anda di tengah jalan adalah bonus; biji terakhir di rumah Anda hanyalah satu biji.</translation>
    </message>
    <message>
        <source>Spoil North&apos;s capture</source>
        <translation>Gagalkan tangkapan Utara</translation>
    </message>
    <message>
        <source>The best capture is one that also breaks North&apos;s threat.</source>
        <translation>Tangkapan terbaik adalah yang sekaligus mematahkan ancaman Utara.</translation>
    </message>
    <message>
        <source>Play goes to the right in this game. Suppose it were North&apos;s turn: watch North&apos;s hole 1. Its cowrie relays twice, runs right round the board and ends in North&apos;s own hole 1, now empty, across from your hole 7.</source>
        <translation>Dalam permainan ini arahnya ke kanan. Misalkan sekarang giliran Utara: perhatikan lubang 1 Utara. Bijinya bersambung dua kali, mengelilingi seluruh papan, dan berakhir di lubang 1 Utara sendiri, yang kini kosong, di seberang lubang 7 Anda.</translation>
    </message>
    <message>
        <source>Back to the position before, and it is your move. North&apos;s hole 1 is still aimed at your hole 7. Four of your moves capture; find the one that also spoils North&apos;s shot.</source>
        <translation>Kembali ke posisi sebelumnya, dan sekarang giliran Anda. Lubang 1 Utara masih mengincar lubang 7 Anda. Empat langkah Anda menangkap; temukan yang sekaligus menggagalkan serangan Utara.</translation>
    </message>
    <message>
        <source>Hole 6&apos;s eight cowries dropped one into each of North&apos;s holes 1 to 6, relayed and ended with a capture of three. With two cowries in North&apos;s hole 1, that hole no longer captures anything.</source>
        <translation>Delapan biji dari lubang 6 menjatuhkan satu biji ke tiap lubang 1 sampai 6 Utara, bersambung, dan berakhir dengan tangkapan tiga biji. Dengan dua biji di lubang 1 Utara, lubang itu tidak lagi menangkap apa pun.</translation>
    </message>
    <message>
        <source>Hole 1 captures two cowries, but North&apos;s relay is untouched: North&apos;s hole 1 still takes your hole 7.</source>
        <translation>Lubang 1 menangkap dua biji, tetapi sambungan Utara tidak terganggu: lubang 1 Utara tetap mengambil lubang 7 Anda.</translation>
    </message>
    <message>
        <source>Hole 3 captures two cowries, and North&apos;s hole 1 still takes your hole 7.</source>
        <translation>Lubang 3 menangkap dua biji, dan lubang 1 Utara tetap mengambil lubang 7 Anda.</translation>
    </message>
    <message>
        <source>Hole 5 captures three, and its relay carries hole 7&apos;s cowries away; but hole 6 now holds nine, and North&apos;s hole 2 can take them.</source>
        <translation>Lubang 5 menangkap tiga, dan sambungannya membawa pergi biji di lubang 7; tetapi lubang 6 kini berisi sembilan, dan lubang 2 Utara bisa mengambilnya.</translation>
    </message>
    <message>
        <source>Before each move, ask what North would capture if it were North&apos;s turn. A capture that also spoils that threat is worth more than a capture alone, and a cowrie dropped into one of North&apos;s holes is often all it takes.</source>
        <translation>Sebelum setiap langkah, tanyakan apa yang akan ditangkap Utara jika sekarang giliran Utara. Tangkapan yang sekaligus menggagalkan ancaman itu lebih berharga daripada tangkapan saja, dan sering kali cukup dengan menjatuhkan satu biji ke salah satu lubang Utara.</translation>
    </message>
    <message>
        <source>Keep your cowries at home</source>
        <translation>Simpan biji di baris Anda sendiri</translation>
    </message>
    <message>
        <source>At the end, the cowries in your own row count for you.</source>
        <translation>Di akhir permainan, biji di baris Anda sendiri dihitung untuk Anda.</translation>
    </message>
    <message>
        <source>When a turn ends with a row empty, the game is over, and each player adds the cowries still in their own row to their store. So near the end, the cowries in your row count for you, if North runs out first. Here play goes to the left, and North has a single cowrie left.</source>
        <translation>Jika sebuah giliran berakhir dengan satu baris kosong, permainan selesai, dan setiap pemain menambahkan biji yang masih ada di barisnya sendiri ke rumahnya. Jadi menjelang akhir, biji di baris Anda dihitung untuk Anda, jika biji Utara habis lebih dulu. Di sini permainan berjalan ke kiri, dan Utara tinggal punya satu biji.</translation>
    </message>
    <message>
        <source>You trail 39 to 40, with fifteen cowries in your hole 7. What do you play?</source>
        <translation>Anda tertinggal 39 lawan 40, dengan lima belas biji di lubang 7 Anda. Apa yang Anda mainkan?</translation>
    </message>
    <message>
        <source>One cowrie into your store: 40 to 40, and your turn is over. Your hole 7 stays full.</source>
        <translation>Satu biji masuk ke rumah Anda: 40 lawan 40, dan giliran Anda selesai. Lubang 7 Anda tetap penuh.</translation>
    </message>
    <message>
        <source>Hole 7 captures two cowries, but it scatters its fifteen over both rows: North&apos;s row fills up again and the game goes on.</source>
        <translation>Lubang 7 menangkap dua biji, tetapi menyebarkan lima belas bijinya ke kedua baris: baris Utara terisi lagi dan permainan berlanjut.</translation>
    </message>
    <message>
        <source>Hole 3 relays from hole 1 and drops its last cowrie into North&apos;s hole 7: North has a second cowrie to play, and the game goes on.</source>
        <translation>Lubang 3 bersambung dari lubang 1 dan menjatuhkan biji terakhirnya ke lubang 7 Utara: Utara punya biji kedua untuk dimainkan, dan permainan berlanjut.</translation>
    </message>
    <message>
        <source>North must play its last cowrie. Its row is then empty: the game is over, and the seventeen cowries in your row go to your store. You win 57 to 41.</source>
        <translation>Utara harus memainkan biji terakhirnya. Barisnya lalu kosong: permainan selesai, dan tujuh belas biji di baris Anda masuk ke rumah Anda. Anda menang 57 lawan 41.</translation>
    </message>
    <message>
        <source>Another moment of the same game: North has two cowries left. Find a move that keeps your hole 7 at home.</source>
        <translation>Saat lain dalam permainan yang sama: Utara tinggal punya dua biji. Temukan langkah yang membiarkan isi lubang 7 Anda tetap di baris Anda.</translation>
    </message>
    <message>
        <source>Right: a small move, and your fifteen cowries wait at home while North runs out of moves.</source>
        <translation>Benar: langkah kecil, dan lima belas biji Anda menunggu di baris Anda sementara Utara kehabisan langkah.</translation>
    </message>
    <message>
        <source>Hole 7 scatters your fifteen cowries over both rows again, and North gets plenty to play with.</source>
        <translation>Lubang 7 kembali menyebarkan lima belas biji Anda ke kedua baris, dan Utara mendapat banyak biji untuk dimainkan.</translation>
    </message>
    <message>
        <source>A strong start</source>
        <translation>Pembukaan yang kuat</translation>
    </message>
    <message>
        <source>Open with moves that keep your turn, not with a quick capture.</source>
        <translation>Buka dengan langkah yang mempertahankan giliran Anda, bukan dengan tangkapan cepat.</translation>
    </message>
    <message>
        <source>Every hole starts with seven seeds, and your hole 7 is exactly seven places from your store. That is no accident of this lesson: it is true at the start of every game of congkak.</source>
        <translation>Setiap lubang dimulai dengan tujuh biji, dan lubang 7 Anda berjarak tepat tujuh tempat dari rumah Anda. Itu bukan kebetulan dalam pelajaran ini: begitulah awal setiap permainan congkak.</translation>
    </message>
    <message>
        <source>Make the first move of the game. Six of your seven first moves capture and end your turn; one keeps it.</source>
        <translation>Lakukan langkah pertama permainan. Enam dari tujuh langkah pertama Anda menangkap dan mengakhiri giliran Anda; satu mempertahankannya.</translation>
    </message>
    <message>
        <source>Seven seeds, seven places: the last one lands in your store and you move again.</source>
        <translation>Tujuh biji, tujuh tempat: biji terakhir jatuh di rumah Anda dan Anda jalan lagi.</translation>
    </message>
    <message>
        <source>Hole 1 relays from North&apos;s hole 2 and captures nine seeds, but then your turn is over and North moves. The engine rates this start far weaker than hole 7.</source>
        <translation>Lubang 1 bersambung dari lubang 2 Utara dan menangkap sembilan biji, tetapi lalu giliran Anda selesai dan Utara yang jalan. Mesin menilai pembukaan ini jauh lebih lemah daripada lubang 7.</translation>
    </message>
    <message>
        <source>Hole 4 captures nine seeds too, and ends your turn just the same. Keeping the turn is worth far more.</source>
        <translation>Lubang 4 juga menangkap sembilan biji, dan sama-sama mengakhiri giliran Anda. Mempertahankan giliran jauh lebih berharga.</translation>
    </message>
    <message>
        <source>Your move again, with eight seeds in each of holes 1 to 6. Three of them come back to your store after relays. Pick the strongest.</source>
        <translation>Giliran Anda lagi, dengan delapan biji di tiap lubang 1 sampai 6. Tiga di antaranya kembali ke rumah Anda setelah bersambung. Pilih yang terkuat.</translation>
    </message>
    <message>
        <source>Hole 6 relayed round and round, dropping a seed in your store on every lap, and came home at last: seven more seeds banked, and it is still your move.</source>
        <translation>Lubang 6 bersambung berputar-putar, menjatuhkan satu biji di rumah Anda setiap kali melewatinya, dan akhirnya pulang: tujuh biji lagi diamankan, dan masih giliran Anda.</translation>
    </message>
    <message>
        <source>Hole 1 relays once from North&apos;s hole 1 and comes home: another move, but only two seeds banked. Hole 6 does better.</source>
        <translation>Lubang 1 bersambung sekali dari lubang 1 Utara dan pulang: jalan lagi, tetapi hanya dua biji yang diamankan. Lubang 6 lebih baik.</translation>
    </message>
    <message>
        <source>Hole 3 relays nine times and then stops in your empty hole 2, taking just two seeds, and your turn is over.</source>
        <translation>Lubang 3 bersambung sembilan kali lalu berhenti di lubang 2 Anda yang kosong, hanya mengambil dua biji, dan giliran Anda selesai.</translation>
    </message>
    <message>
        <source>Eight seeds in your store and North has not moved yet. A good congkak start chains moves that keep the turn; a capture that ends your turn can wait.</source>
        <translation>Delapan biji di rumah Anda dan Utara belum melangkah sama sekali. Pembukaan congkak yang baik merangkai langkah-langkah yang mempertahankan giliran; tangkapan yang mengakhiri giliran Anda bisa menunggu.</translation>
    </message>
    <message>
        <source>Nearest hole first</source>
        <translation>Lubang terdekat dulu</translation>
    </message>
    <message>
        <source>When several holes reach your store, sow the one nearest to it first.</source>
        <translation>Bila beberapa lubang bisa mencapai rumah Anda, taburkan dulu yang paling dekat dengan rumah.</translation>
    </message>
    <message>
        <source>Holes 2, 5 and 7 each hold exactly as many seeds as they are places from your store, so each of them can earn you another move. But a hole far from the store drops seeds into the nearer ones on its way and spoils their count.</source>
        <translation>Lubang 2, 5, dan 7 masing-masing berisi biji tepat sebanyak jaraknya dari rumah Anda, jadi masing-masing bisa memberi Anda langkah lagi. Tetapi lubang yang jauh dari rumah menjatuhkan biji ke lubang-lubang yang lebih dekat di perjalanannya dan merusak hitungannya.</translation>
    </message>
    <message>
        <source>Which of them do you sow first?</source>
        <translation>Yang mana di antaranya yang Anda tabur lebih dulu?</translation>
    </message>
    <message>
        <source>Hole 2 first: two seeds, two places, and holes 5 and 7 are untouched.</source>
        <translation>Lubang 2 dulu: dua biji, dua tempat, dan lubang 5 dan 7 tidak tersentuh.</translation>
    </message>
    <message>
        <source>Hole 7 reaches your store, but it leaves a seed in hole 5 and one in hole 2 on the way: now neither of them ends in your store. That costs you 37 seeds, by the engine&apos;s count.</source>
        <translation>Lubang 7 mencapai rumah Anda, tetapi meninggalkan satu biji di lubang 5 dan satu di lubang 2 di perjalanan: kini keduanya tidak berakhir di rumah Anda. Menurut hitungan mesin, itu merugikan Anda 37 biji.</translation>
    </message>
    <message>
        <source>Hole 5 reaches your store but drops a seed into hole 2, which then holds one seed too many.</source>
        <translation>Lubang 5 mencapai rumah Anda tetapi menjatuhkan satu biji ke lubang 2, yang lalu kelebihan satu biji.</translation>
    </message>
    <message>
        <source>You move again. Which next?</source>
        <translation>Anda jalan lagi. Yang mana berikutnya?</translation>
    </message>
    <message>
        <source>Hole 5 went home, and hole 7 still holds its seven.</source>
        <translation>Lubang 5 sudah pulang, dan lubang 7 masih berisi tujuh bijinya.</translation>
    </message>
    <message>
        <source>Hole 7 would drop a seed into hole 5 and spoil it. Take the nearer one first.</source>
        <translation>Lubang 7 akan menjatuhkan satu biji ke lubang 5 dan merusaknya. Ambil yang lebih dekat dulu.</translation>
    </message>
    <message>
        <source>And again. Hole 7 still reaches your store, but there is a nearer way home now: your single seed in hole 3 lands on hole 2 and relays.</source>
        <translation>Dan lagi. Lubang 7 masih mencapai rumah Anda, tetapi kini ada jalan pulang yang lebih dekat: biji tunggal Anda di lubang 3 jatuh di lubang 2 lalu bersambung.</translation>
    </message>
    <message>
        <source>The seed from hole 3 landed on hole 2, and its two seeds carried you home. Hole 7 is still waiting, untouched.</source>
        <translation>Biji dari lubang 3 jatuh di lubang 2, dan dua bijinya membawa Anda pulang. Lubang 7 masih menunggu, tidak tersentuh.</translation>
    </message>
    <message>
        <source>Hole 7 gets you home, but it fills holes 3 and 2 on the way and that relay is gone.</source>
        <translation>Lubang 7 membawa Anda pulang, tetapi mengisi lubang 3 dan 2 di perjalanan, dan sambungan itu hilang.</translation>
    </message>
    <message>
        <source>Capture last</source>
        <translation>Tangkap paling akhir</translation>
    </message>
    <message>
        <source>A capture ends your turn: bank your free moves before it.</source>
        <translation>Tangkapan mengakhiri giliran Anda: ambil dulu langkah gratis Anda.</translation>
    </message>
    <message>
        <source>Your hole 5 can capture right now: its two seeds end in your empty hole 3, across from North&apos;s four. But a capture ends your turn, and your hole 1 holds a single seed, one step from your store.</source>
        <translation>Lubang 5 Anda bisa menangkap sekarang juga: dua bijinya berakhir di lubang 3 Anda yang kosong, di seberang empat biji Utara. Tetapi tangkapan mengakhiri giliran Anda, dan lubang 1 Anda berisi satu biji, satu tempat dari rumah Anda.</translation>
    </message>
    <message>
        <source>What do you play first?</source>
        <translation>Apa yang Anda mainkan lebih dulu?</translation>
    </message>
    <message>
        <source>One seed home, and it is still your move.</source>
        <translation>Satu biji pulang, dan masih giliran Anda.</translation>
    </message>
    <message>
        <source>Hole 5 captures five seeds, but your turn ends there, and the free seed in hole 1 has to wait. The engine rates it 9 seeds below hole 1.</source>
        <translation>Lubang 5 menangkap lima biji, tetapi giliran Anda berakhir di situ, dan biji gratis di lubang 1 harus menunggu. Mesin menilainya 9 biji di bawah lubang 1.</translation>
    </message>
    <message>
        <source>Hole 4&apos;s ten seeds relay six times and capture seven, but then your turn is over. The engine rates it 10 seeds below hole 1.</source>
        <translation>Sepuluh biji dari lubang 4 bersambung enam kali dan menangkap tujuh, tetapi lalu giliran Anda selesai. Mesin menilainya 10 biji di bawah lubang 1.</translation>
    </message>
    <message>
        <source>Hole 7 relays from your hole 6 and captures five, and your turn is over.</source>
        <translation>Lubang 7 bersambung dari lubang 6 Anda dan menangkap lima, dan giliran Anda selesai.</translation>
    </message>
    <message>
        <source>The capture has waited for you. Now take at least five seeds.</source>
        <translation>Tangkapan itu sudah menunggu Anda. Sekarang ambil sedikitnya lima biji.</translation>
    </message>
    <message>
        <source>A capture to end your turn, with a free seed banked before it.</source>
        <translation>Tangkapan untuk mengakhiri giliran Anda, dengan satu biji gratis diamankan sebelumnya.</translation>
    </message>
    <message>
        <source>Hole 2&apos;s seed ends in your empty hole 1 and takes North&apos;s two across: a capture, but a small one.</source>
        <translation>Biji dari lubang 2 berakhir di lubang 1 Anda yang kosong dan mengambil dua biji Utara di seberangnya: tangkapan, tetapi kecil.</translation>
    </message>
    <message>
        <source>Free moves first, capture last: a capture ends your turn, so play every move that lands in your store before it, as long as they leave the capture in place.</source>
        <translation>Langkah gratis dulu, tangkapan paling akhir: tangkapan mengakhiri giliran Anda, jadi mainkan dulu setiap langkah yang berakhir di rumah Anda, selama langkah-langkah itu tidak merusak tangkapannya.</translation>
    </message>
    <message>
        <source>Guard your big hole</source>
        <translation>Jaga lubang besar Anda</translation>
    </message>
    <message>
        <source>Look at North&apos;s empty holes: what do they face?</source>
        <translation>Lihat lubang-lubang kosong Utara: apa yang ada di seberangnya?</translation>
    </message>
    <message>
        <source>The end of a close game: 43 to 42, and few seeds left. Before you move, look at North&apos;s side. North&apos;s hole 7 holds two seeds; sown, they end in North&apos;s empty hole 5, which faces your hole 3 and its five seeds.</source>
        <translation>Akhir permainan yang ketat: 43 lawan 42, dan tinggal sedikit biji. Sebelum melangkah, lihat sisi Utara. Lubang 7 Utara berisi dua biji; bila ditabur, keduanya berakhir di lubang 5 Utara yang kosong, yang berhadapan dengan lubang 3 Anda dan lima bijinya.</translation>
    </message>
    <message>
        <source>Two of your moves capture a little. Find the move that keeps the game level instead.</source>
        <translation>Dua langkah Anda menangkap sedikit. Temukan langkah yang justru menjaga permainan tetap imbang.</translation>
    </message>
    <message>
        <source>Your five seeds went into holes 2 and 1, your store and North&apos;s row. Hole 3 is empty now, so North&apos;s hole 7 has nothing to capture there. With best play from here the game ends level.</source>
        <translation>Lima biji Anda masuk ke lubang 2 dan 1, rumah Anda, dan baris Utara. Lubang 3 kini kosong, jadi lubang 7 Utara tidak punya apa pun untuk ditangkap di sana. Dengan permainan terbaik dari sini, permainan berakhir seri.</translation>
    </message>
    <message>
        <source>Hole 6 takes one seed of North&apos;s, but your five are still in hole 3. North sows hole 7, captures them, and wins the game.</source>
        <translation>Lubang 6 mengambil satu biji Utara, tetapi lima biji Anda masih di lubang 3. Utara menabur lubang 7, menangkapnya, dan memenangi permainan.</translation>
    </message>
    <message>
        <source>Hole 4 takes a single seed and even adds one to hole 3: North&apos;s hole 7 now captures six, and North wins.</source>
        <translation>Lubang 4 hanya mengambil satu biji dan malah menambah satu ke lubang 3: lubang 7 Utara kini menangkap enam, dan Utara menang.</translation>
    </message>
    <message>
        <source>Make it a habit: before each move, find North&apos;s empty holes and the seeds of yours that face them, and ask which North move could end there. Moving a big hole out of reach is often worth more than a small capture.</source>
        <translation>Jadikan kebiasaan: sebelum setiap langkah, temukan lubang-lubang kosong Utara dan biji Anda yang berhadapan dengannya, lalu tanyakan langkah Utara mana yang bisa berakhir di sana. Memindahkan lubang besar dari jangkauan sering lebih berharga daripada tangkapan kecil.</translation>
    </message>
    <message>
        <source>Begin with the move that lands in your rumah, then keep the turn going.</source>
        <translation>Mulailah dengan langkah yang berakhir di rumah Anda, lalu teruskan giliran Anda.</translation>
    </message>
    <message>
        <source>At the start every hole holds five seeds, and your hole 5 is exactly five places from your rumah. Every other first move relays and ends with a capture, which ends your turn.</source>
        <translation>Di awal setiap lubang berisi lima biji, dan lubang 5 Anda berjarak tepat lima tempat dari rumah Anda. Setiap langkah pertama lainnya bersambung dan berakhir dengan tangkapan, yang mengakhiri giliran Anda.</translation>
    </message>
    <message>
        <source>Make the first move of the game.</source>
        <translation>Lakukan langkah pertama permainan.</translation>
    </message>
    <message>
        <source>Five seeds, five places: the last one lands in your rumah and you move again.</source>
        <translation>Lima biji, lima tempat: biji terakhir jatuh di rumah Anda dan Anda jalan lagi.</translation>
    </message>
    <message>
        <source>Hole 1 relays from North&apos;s hole 2 and captures seven seeds, but then your turn is over. The engine rates it far below hole 5.</source>
        <translation>Lubang 1 bersambung dari lubang 2 Utara dan menangkap tujuh biji, tetapi lalu giliran Anda selesai. Mesin menilainya jauh di bawah lubang 5.</translation>
    </message>
    <message>
        <source>Hole 3 captures seven seeds too, but it is the worst start of all: the engine finds that North can then force a win.</source>
        <translation>Lubang 3 juga menangkap tujuh biji, tetapi itu pembukaan terburuk: menurut mesin, Utara lalu bisa memaksakan kemenangan.</translation>
    </message>
    <message>
        <source>Your move again, with six seeds in each of holes 1 to 4. Which one keeps your turn going best?</source>
        <translation>Giliran Anda lagi, dengan enam biji di tiap lubang 1 sampai 4. Yang mana paling baik meneruskan giliran Anda?</translation>
    </message>
    <message>
        <source>Hole 1 sowed into your rumah and on to North&apos;s hole 1, whose six seeds carried you round and home again. You move once more.</source>
        <translation>Lubang 1 menabur ke rumah Anda lalu terus ke lubang 1 Utara, yang enam bijinya membawa Anda berputar dan pulang lagi. Anda jalan sekali lagi.</translation>
    </message>
    <message>
        <source>Hole 4 comes home too, after six relays, and banks more seeds right now; but looking further ahead the engine rates it 5 seeds below hole 1. Close, not the best.</source>
        <translation>Lubang 4 juga pulang, setelah enam sambungan, dan langsung mengamankan lebih banyak biji; tetapi dengan melihat lebih jauh ke depan, mesin menilainya 5 biji di bawah lubang 1. Hampir, tetapi bukan yang terbaik.</translation>
    </message>
    <message>
        <source>Hole 2 relays eleven times and finally stops in an empty hole on North&apos;s side: nothing captured, and your turn is over.</source>
        <translation>Lubang 2 bersambung sebelas kali dan akhirnya berhenti di lubang kosong di sisi Utara: tidak ada yang ditangkap, dan giliran Anda selesai.</translation>
    </message>
    <message>
        <source>Hole 3 relays five times and ends with a small capture, and your turn is over.</source>
        <translation>Lubang 3 bersambung lima kali dan berakhir dengan tangkapan kecil, dan giliran Anda selesai.</translation>
    </message>
    <message>
        <source>Three seeds banked and North has not moved yet. In congklak a good start strings together moves that end in your rumah; a capture, which ends your turn, comes later.</source>
        <translation>Tiga biji diamankan dan Utara belum melangkah sama sekali. Dalam congklak, pembukaan yang baik merangkai langkah-langkah yang berakhir di rumah Anda; tangkapan, yang mengakhiri giliran Anda, datang belakangan.</translation>
    </message>
    <message>
        <source>Sow the hole next to your rumah before the ones further away.</source>
        <translation>Taburkan lubang di samping rumah Anda sebelum lubang yang lebih jauh.</translation>
    </message>
    <message>
        <source>Two of your holes can bring you back to your rumah: hole 1, with its single seed, and hole 5, whose seven seeds come home after five relays. But hole 5 passes over hole 1 on its way.</source>
        <translation>Dua lubang Anda bisa membawa Anda kembali ke rumah Anda: lubang 1, dengan biji tunggalnya, dan lubang 5, yang tujuh bijinya pulang setelah lima sambungan. Tetapi lubang 5 melewati lubang 1 di perjalanannya.</translation>
    </message>
    <message>
        <source>Which do you sow first?</source>
        <translation>Yang mana Anda tabur lebih dulu?</translation>
    </message>
    <message>
        <source>One seed, one place: you move again, and hole 5 is still ready.</source>
        <translation>Satu biji, satu tempat: Anda jalan lagi, dan lubang 5 masih siap.</translation>
    </message>
    <message>
        <source>Hole 5 does come home, but it drops a seed into hole 1 on the way: two seeds there now, one too many for your rumah. Your free move is gone.</source>
        <translation>Lubang 5 memang pulang, tetapi menjatuhkan satu biji ke lubang 1 di perjalanan: kini ada dua biji di sana, kelebihan satu untuk sampai ke rumah Anda. Langkah gratis Anda hilang.</translation>
    </message>
    <message>
        <source>Hole 4 relays three times and captures three seeds, but a capture ends your turn: your two moves home are left unplayed.</source>
        <translation>Lubang 4 bersambung tiga kali dan menangkap tiga biji, tetapi tangkapan mengakhiri giliran Anda: dua langkah pulang Anda tidak sempat dimainkan.</translation>
    </message>
    <message>
        <source>Now send hole 5 home.</source>
        <translation>Sekarang kirim lubang 5 pulang.</translation>
    </message>
    <message>
        <source>Five relays, and the last seed dropped into your rumah: both moves home, in the right order.</source>
        <translation>Lima sambungan, dan biji terakhir jatuh di rumah Anda: kedua langkah pulang, dalam urutan yang benar.</translation>
    </message>
    <message>
        <source>Hole 3&apos;s last seed stops in North&apos;s empty hole 2, and your turn is over.</source>
        <translation>Biji terakhir lubang 3 berhenti di lubang 2 Utara yang kosong, dan giliran Anda selesai.</translation>
    </message>
    <message>
        <source>Hole 4 relays three times and then stops in an empty hole on North&apos;s side: turn over.</source>
        <translation>Lubang 4 bersambung tiga kali lalu berhenti di lubang kosong di sisi Utara: giliran selesai.</translation>
    </message>
    <message>
        <source>The rule of thumb: when several holes can end in your rumah, sow the one nearest to it first. A hole further away drops seeds into the nearer ones and spoils their count.</source>
        <translation>Pegangan praktisnya: bila beberapa lubang bisa berakhir di rumah Anda, taburkan dulu yang paling dekat dengan rumah. Lubang yang lebih jauh menjatuhkan biji ke lubang-lubang yang lebih dekat dan merusak hitungannya.</translation>
    </message>
    <message>
        <source>A capture ends your turn: take your free moves first.</source>
        <translation>Tangkapan mengakhiri giliran Anda: ambil dulu langkah gratis Anda.</translation>
    </message>
    <message>
        <source>A capture always ends your turn. So when one move captures and another ends in your rumah, the order matters: the move into your rumah first, and the capture to finish.</source>
        <translation>Tangkapan selalu mengakhiri giliran Anda. Jadi bila satu langkah menangkap dan langkah lain berakhir di rumah Anda, urutannya penting: langkah ke rumah Anda dulu, dan tangkapan sebagai penutup.</translation>
    </message>
    <message>
        <source>Your hole 4 captures three seeds right now. Is there something better to play first?</source>
        <translation>Lubang 4 Anda bisa menangkap tiga biji sekarang juga. Adakah yang lebih baik untuk dimainkan lebih dulu?</translation>
    </message>
    <message>
        <source>Two seeds, two places: into your rumah, and you move again.</source>
        <translation>Dua biji, dua tempat: masuk ke rumah Anda, dan Anda jalan lagi.</translation>
    </message>
    <message>
        <source>Hole 4 relays three times and captures three seeds, and then your turn is over. The engine rates it 18 seeds below hole 2.</source>
        <translation>Lubang 4 bersambung tiga kali dan menangkap tiga biji, lalu giliran Anda selesai. Mesin menilainya 18 biji di bawah lubang 2.</translation>
    </message>
    <message>
        <source>Now finish your turn with a capture.</source>
        <translation>Sekarang tutup giliran Anda dengan tangkapan.</translation>
    </message>
    <message>
        <source>Hole 1&apos;s three seeds landed on North&apos;s hole 4, and that relay ended in your empty hole 3, across from North&apos;s two: a capture of three, after a seed banked first.</source>
        <translation>Tiga biji dari lubang 1 jatuh di lubang 4 Utara, dan sambungan itu berakhir di lubang 3 Anda yang kosong, di seberang dua biji Utara: tangkapan tiga biji, setelah satu biji diamankan lebih dulu.</translation>
    </message>
    <message>
        <source>Hole 5 relays twice and stops in North&apos;s empty hole 1: no capture, and your turn is over.</source>
        <translation>Lubang 5 bersambung dua kali dan berhenti di lubang 1 Utara yang kosong: tidak ada tangkapan, dan giliran Anda selesai.</translation>
    </message>
    <message>
        <source>Keep your seeds at home</source>
        <translation>Simpan biji di kampung Anda</translation>
    </message>
    <message>
        <source>At the end, the seeds left in your row are yours: keep them there, and keep them safe.</source>
        <translation>Di akhir permainan, biji yang tersisa di baris Anda menjadi milik Anda: simpan di sana, dan jaga agar aman.</translation>
    </message>
    <message>
        <source>When a turn ends with a row empty, the game is over and each player adds the seeds left in their own row to their rumah. You trail 11 to 24, but your hole 2 holds ten seeds, and North has only two left.</source>
        <translation>Bila sebuah giliran berakhir dengan satu baris kosong, permainan selesai dan setiap pemain menambahkan biji yang tersisa di barisnya sendiri ke rumahnya. Anda tertinggal 11 lawan 24, tetapi lubang 2 Anda berisi sepuluh biji, dan Utara tinggal punya dua.</translation>
    </message>
    <message>
        <source>Find the move that keeps the game level.</source>
        <translation>Temukan langkah yang menjaga permainan tetap imbang.</translation>
    </message>
    <message>
        <source>One seed into your rumah, and you move again.</source>
        <translation>Satu biji masuk ke rumah Anda, dan Anda jalan lagi.</translation>
    </message>
    <message>
        <source>Hole 2 relays home and earns another move, but it spreads your ten seeds over both rows, and North can then force a win.</source>
        <translation>Lubang 2 bersambung pulang dan memberi langkah lagi, tetapi menyebarkan sepuluh biji Anda ke kedua baris, dan Utara lalu bisa memaksakan kemenangan.</translation>
    </message>
    <message>
        <source>Hole 3 relays from hole 1 and drops a seed into North&apos;s hole 5. North sows it into its empty hole 4, right across from your hole 2, and captures your eleven seeds: North wins.</source>
        <translation>Lubang 3 bersambung dari lubang 1 dan menjatuhkan satu biji ke lubang 5 Utara. Utara menaburnya ke lubang 4-nya yang kosong, tepat di seberang lubang 2 Anda, dan menangkap sebelas biji Anda: Utara menang.</translation>
    </message>
    <message>
        <source>Now end your turn without handing North a single seed.</source>
        <translation>Sekarang akhiri giliran Anda tanpa memberi Utara satu biji pun.</translation>
    </message>
    <message>
        <source>Both seeds stayed on your side: the last one stopped in your empty hole 1, with nothing across to take, and your turn is over.</source>
        <translation>Kedua biji tetap di sisi Anda: biji terakhir berhenti di lubang 1 Anda yang kosong, tanpa apa pun di seberangnya untuk diambil, dan giliran Anda selesai.</translation>
    </message>
    <message>
        <source>Sowing hole 2 spreads your ten seeds over both rows, and North can then force a win.</source>
        <translation>Menabur lubang 2 menyebarkan sepuluh biji Anda ke kedua baris, dan Utara lalu bisa memaksakan kemenangan.</translation>
    </message>
    <message>
        <source>North must sow its last two seeds, into its rumah and your hole 5. North&apos;s row is empty at the end of the turn, so the game is over: your thirteen seeds go to your rumah, and 11 to 24 has become 25 to 25.</source>
        <translation>Utara harus menabur dua biji terakhirnya, ke rumahnya dan ke lubang 5 Anda. Baris Utara kosong di akhir giliran, jadi permainan selesai: tiga belas biji Anda masuk ke rumah Anda, dan 11 lawan 24 menjadi 25 lawan 25.</translation>
    </message>
    <message>
        <source>Free moves, nearest the store first</source>
        <translation>Langkah gratis, yang terdekat ke rumah dulu</translation>
    </message>
    <message>
        <source>Several holes reach your store: play the closest one first.</source>
        <translation>Beberapa lubang mencapai rumah Anda: mainkan dulu yang paling dekat.</translation>
    </message>
    <message>
        <source>Look at your holes 4, 5 and 6: they hold 3, 2 and 1 seeds. Each holds exactly enough to end in your store, so each one is a free move.</source>
        <translation>Lihat lubang 4, 5, dan 6 Anda: isinya 3, 2, dan 1 biji. Masing-masing berisi tepat cukup untuk berakhir di rumah Anda, jadi masing-masing adalah langkah gratis.</translation>
    </message>
    <message>
        <source>Which one first? Sowing drops a seed in every hole it passes, and that can spoil the count of the holes further on.</source>
        <translation>Yang mana dulu? Menabur menjatuhkan satu biji di setiap lubang yang dilewati, dan itu bisa merusak hitungan lubang-lubang sesudahnya.</translation>
    </message>
    <message>
        <source>Right: hole 6 passes no other hole, so holes 4 and 5 still count exactly.</source>
        <translation>Benar: lubang 6 tidak melewati lubang lain, jadi hitungan lubang 4 dan 5 masih pas.</translation>
    </message>
    <message>
        <source>You do move again, but hole 4 dropped a seed in holes 5 and 6. Now they hold 3 and 2: too many to end in your store. Your other free moves are gone, and that costs you about 8 seeds.</source>
        <translation>Anda memang jalan lagi, tetapi lubang 4 menjatuhkan satu biji di lubang 5 dan 6. Kini isinya 3 dan 2: terlalu banyak untuk berakhir di rumah Anda. Langkah gratis Anda yang lain hilang, dan itu merugikan Anda sekitar 8 biji.</translation>
    </message>
    <message>
        <source>A free move, but hole 5 dropped a seed in hole 6, which now holds 2 and no longer ends in your store.</source>
        <translation>Langkah gratis, tetapi lubang 5 menjatuhkan satu biji di lubang 6, yang kini berisi 2 dan tidak lagi berakhir di rumah Anda.</translation>
    </message>
    <message>
        <source>You move again. Keep going: which hole now?</source>
        <translation>Anda jalan lagi. Teruskan: lubang mana sekarang?</translation>
    </message>
    <message>
        <source>Right: hole 5 is now the closest free move. Its last seed went into your store, and its first one into hole 6.</source>
        <translation>Benar: lubang 5 kini langkah gratis yang paling dekat. Biji terakhirnya masuk ke rumah Anda, dan biji pertamanya ke lubang 6.</translation>
    </message>
    <message>
        <source>The same mistake: hole 4 feeds holes 5 and 6, and hole 5 no longer ends in your store.</source>
        <translation>Kesalahan yang sama: lubang 4 mengisi lubang 5 dan 6, dan lubang 5 tidak lagi berakhir di rumah Anda.</translation>
    </message>
    <message>
        <source>Two free moves in a row, and your store grew from 6 to 8 without giving North a single seed. Play the free move nearest your store first: it never spoils the others.</source>
        <translation>Dua langkah gratis berturut-turut, dan rumah Anda bertambah dari 6 menjadi 8 tanpa memberi Utara satu biji pun. Mainkan dulu langkah gratis yang paling dekat dengan rumah Anda: langkah itu tidak pernah merusak yang lain.</translation>
    </message>
    <message>
        <source>Watch North&apos;s empty holes</source>
        <translation>Awasi lubang-lubang kosong Utara</translation>
    </message>
    <message>
        <source>A big pile across from an empty hole is in danger.</source>
        <translation>Tumpukan besar di seberang lubang kosong berada dalam bahaya.</translation>
    </message>
    <message>
        <source>Before you choose a move, look at North&apos;s row. North&apos;s hole 5 is empty, and North&apos;s hole 3 holds 2 seeds: just enough to end there. Across from North&apos;s hole 5 are your 8 seeds in hole 2.</source>
        <translation>Sebelum memilih langkah, lihat baris Utara. Lubang 5 Utara kosong, dan lubang 3 Utara berisi 2 biji: tepat cukup untuk berakhir di sana. Di seberang lubang 5 Utara ada 8 biji Anda di lubang 2.</translation>
    </message>
    <message>
        <source>If you leave them there, North plays hole 3 and takes all 8 of your seeds, plus its own last seed. A threat like this matters more than a small gain of your own.</source>
        <translation>Jika Anda membiarkannya di sana, Utara memainkan lubang 3 dan mengambil kedelapan biji Anda, ditambah biji terakhirnya sendiri. Ancaman seperti ini lebih penting daripada keuntungan kecil bagi Anda.</translation>
    </message>
    <message>
        <source>Your hole 3 could capture 4 seeds right now. But find the move that keeps your 8 seeds out of North&apos;s reach.</source>
        <translation>Lubang 3 Anda bisa menangkap 4 biji sekarang juga. Tetapi temukan langkah yang menjauhkan 8 biji Anda dari jangkauan Utara.</translation>
    </message>
    <message>
        <source>Safe. Your 8 seeds are spread along your row, one reached your store, and hole 2 is empty: North&apos;s empty hole has nothing across from it to take.</source>
        <translation>Aman. 8 biji Anda tersebar di sepanjang baris Anda, satu sampai di rumah Anda, dan lubang 2 kosong: lubang kosong Utara tidak punya apa pun di seberangnya untuk diambil.</translation>
    </message>
    <message>
        <source>You take 4 seeds, but your 8 seeds still sit across from North&apos;s empty hole 5. North takes them next: at least 4 seeds worse than saving them.</source>
        <translation>Anda mengambil 4 biji, tetapi 8 biji Anda masih berada di seberang lubang 5 Utara yang kosong. Utara mengambilnya berikutnya: sedikitnya 4 biji lebih buruk daripada menyelamatkannya.</translation>
    </message>
    <message>
        <source>Hole 1 only adds a seed to hole 2: now 9 seeds wait there for North to take.</source>
        <translation>Lubang 1 hanya menambah satu biji ke lubang 2: kini 9 biji menunggu di sana untuk diambil Utara.</translation>
    </message>
    <message>
        <source>Your 8 seeds are still across from North&apos;s empty hole 5, and North takes them next.</source>
        <translation>8 biji Anda masih berada di seberang lubang 5 Utara yang kosong, dan Utara mengambilnya berikutnya.</translation>
    </message>
    <message>
        <source>Make it a habit: before each move, find North&apos;s empty holes and the holes that can end in them. Move a big pile that sits across from one, or fill the empty hole.</source>
        <translation>Jadikan kebiasaan: sebelum setiap langkah, temukan lubang-lubang kosong Utara dan lubang yang bisa berakhir di sana. Pindahkan tumpukan besar yang berada di seberangnya, atau isi lubang kosong itu.</translation>
    </message>
    <message>
        <source>A capture can cost you</source>
        <translation>Tangkapan bisa merugikan Anda</translation>
    </message>
    <message>
        <source>Count the seeds a move gives North before you take a small capture.</source>
        <translation>Hitung biji yang diberikan sebuah langkah kepada Utara sebelum Anda mengambil tangkapan kecil.</translation>
    </message>
    <message>
        <source>Your hole 5 holds 9 seeds. They go all the way round: one into your store, six into North&apos;s row, and the last into your empty hole 1, across from North&apos;s hole 6. That is a capture.</source>
        <translation>Lubang 5 Anda berisi 9 biji. Biji-biji itu berputar penuh: satu ke rumah Anda, enam ke baris Utara, dan yang terakhir ke lubang 1 Anda yang kosong, di seberang lubang 6 Utara. Itu tangkapan.</translation>
    </message>
    <message>
        <source>But count what it costs. The capture takes back only the one seed that reached North&apos;s hole 6; the other five stay in North&apos;s row for North to play with. A move that fills the opponent&apos;s row often helps the opponent more than you.</source>
        <translation>Tetapi hitung biayanya. Tangkapan itu hanya mengambil kembali satu biji yang sampai di lubang 6 Utara; lima biji lainnya tetap di baris Utara untuk dimainkan Utara. Langkah yang mengisi baris lawan sering lebih membantu lawan daripada Anda.</translation>
    </message>
    <message>
        <source>Leave the capture alone: play a quiet move instead.</source>
        <translation>Biarkan tangkapan itu: mainkan langkah yang tenang saja.</translation>
    </message>
    <message>
        <source>Right: no capture this time, and your 9 seeds in hole 5 stay at home. Before a capture, count the seeds it hands over.</source>
        <translation>Benar: kali ini tanpa tangkapan, dan 9 biji Anda di lubang 5 tetap di sisi Anda. Sebelum menangkap, hitung biji yang diserahkannya.</translation>
    </message>
    <message>
        <source>You captured 2 seeds, but North&apos;s row is full again and North&apos;s replies win back far more: this is at least 20 seeds worse than the best move.</source>
        <translation>Anda menangkap 2 biji, tetapi baris Utara penuh lagi dan balasan Utara merebut kembali jauh lebih banyak: ini sedikitnya 20 biji lebih buruk daripada langkah terbaik.</translation>
    </message>
    <message>
        <source>Count what you own</source>
        <translation>Hitung milik Anda</translation>
    </message>
    <message>
        <source>Your store and your own row are yours; seeds sown into North&apos;s row are North&apos;s.</source>
        <translation>Rumah Anda dan baris Anda sendiri milik Anda; biji yang ditabur ke baris Utara milik Utara.</translation>
    </message>
    <message>
        <source>When a phase ends, you own what is in your store plus what is still in your own row. So eating a four in North&apos;s row wins four seeds from North. Eating a four in your own row only moves your own seeds into your store. And every seed you sow into North&apos;s row counts as North&apos;s.</source>
        <translation>Saat sebuah fase berakhir, Anda memiliki isi rumah Anda ditambah biji yang masih ada di baris Anda sendiri. Jadi memakan empat di baris Utara merebut empat biji dari Utara. Memakan empat di baris Anda sendiri hanya memindahkan biji Anda sendiri ke rumah Anda. Dan setiap biji yang Anda tabur ke baris Utara dihitung sebagai milik Utara.</translation>
    </message>
    <message>
        <source>Hole 4 eats a four here. Watch whose four it is, and where the chain goes next.</source>
        <translation>Lubang 4 memakan empat di sini. Perhatikan milik siapa empat biji itu, dan ke mana rangkaiannya berlanjut.</translation>
    </message>
    <message>
        <source>It ate your own hole 6, so you own no more than before. Then the three seeds of hole 7 went over into North&apos;s row: North now owns three seeds more, and you three fewer. That move cost you a lot.</source>
        <translation>Lubang itu memakan lubang 6 Anda sendiri, jadi milik Anda tidak bertambah. Lalu tiga biji di lubang 7 menyeberang ke baris Utara: Utara kini memiliki tiga biji lebih banyak, dan Anda tiga lebih sedikit. Langkah itu sangat merugikan Anda.</translation>
    </message>
    <message>
        <source>Back to the same board. Find a move that loses nothing you own.</source>
        <translation>Kembali ke papan yang sama. Temukan langkah yang tidak mengurangi milik Anda sedikit pun.</translation>
    </message>
    <message>
        <source>Right: hole 2&apos;s single seed moved one hole along your own row. Everything you own is still yours, and North must move next.</source>
        <translation>Benar: biji tunggal lubang 2 bergeser satu lubang di baris Anda sendiri. Semua milik Anda tetap milik Anda, dan Utara harus jalan berikutnya.</translation>
    </message>
    <message>
        <source>You ate your own four, and hole 7&apos;s three seeds crossed into North&apos;s row: North owns more, you own less.</source>
        <translation>Anda memakan empat milik Anda sendiri, dan tiga biji lubang 7 menyeberang ke baris Utara: milik Utara bertambah, milik Anda berkurang.</translation>
    </message>
    <message>
        <source>Keep your heaps at home</source>
        <translation>Jaga tumpukan tetap di sisi Anda</translation>
    </message>
    <message>
        <source>A big heap sown goes round the board and drops seeds into North&apos;s row.</source>
        <translation>Tumpukan besar yang ditabur mengelilingi papan dan menjatuhkan biji ke baris Utara.</translation>
    </message>
    <message>
        <source>Your holes 2 and 5 hold 13 and 15 seeds. A heap that big goes right round the board and leaves a seed in every hole of North&apos;s row on the way. Those seeds become North&apos;s.</source>
        <translation>Lubang 2 dan 5 Anda berisi 13 dan 15 biji. Tumpukan sebesar itu mengelilingi seluruh papan dan meninggalkan satu biji di setiap lubang baris Utara di perjalanan. Biji-biji itu menjadi milik Utara.</translation>
    </message>
    <message>
        <source>Watch hole 2: thirteen seeds go round, and the last one even eats a four, in your own hole 1.</source>
        <translation>Perhatikan lubang 2: tiga belas biji berputar, dan biji terakhir bahkan memakan empat, di lubang 1 Anda sendiri.</translation>
    </message>
    <message>
        <source>Now count: seven seeds went into North&apos;s row, and the four you ate were yours already. North owns seven more than before the move.</source>
        <translation>Sekarang hitung: tujuh biji masuk ke baris Utara, dan empat biji yang Anda makan memang sudah milik Anda. Utara memiliki tujuh biji lebih banyak daripada sebelum langkah itu.</translation>
    </message>
    <message>
        <source>Back to the start. Find the move that keeps your seeds on your side of the board.</source>
        <translation>Kembali ke awal. Temukan langkah yang menjaga biji Anda tetap di sisi papan Anda.</translation>
    </message>
    <message>
        <source>Right: hole 1&apos;s three seeds relayed once and sat in your empty hole 6. Not a seed crossed over, and your two heaps wait at home.</source>
        <translation>Benar: tiga biji lubang 1 bersambung sekali dan duduk di lubang 6 Anda yang kosong. Tidak satu biji pun menyeberang, dan kedua tumpukan Anda menunggu di sisi Anda.</translation>
    </message>
    <message>
        <source>Seven seeds went round into North&apos;s row, and the four you ate were your own.</source>
        <translation>Tujuh biji berputar masuk ke baris Utara, dan empat biji yang Anda makan adalah milik Anda sendiri.</translation>
    </message>
    <message>
        <source>Fifteen seeds went round the board and the chain spread them over both rows: North owns more now.</source>
        <translation>Lima belas biji mengelilingi papan dan rangkaiannya menyebarkannya ke kedua baris: milik Utara kini bertambah.</translation>
    </message>
    <message>
        <source>The single seed made hole 5 relay its heap round the board. You ate a four in North&apos;s row, yet North&apos;s row ended with three seeds more than before.</source>
        <translation>Biji tunggal itu membuat lubang 5 bersambung dan menabur tumpukannya mengelilingi papan. Anda memakan empat di baris Utara, tetapi baris Utara akhirnya berisi tiga biji lebih banyak daripada sebelumnya.</translation>
    </message>
    <message>
        <source>Follow the chain to its end</source>
        <translation>Ikuti rangkaian sampai ujungnya</translation>
    </message>
    <message>
        <source>A small hole can start the longest chain; count before you choose.</source>
        <translation>Lubang kecil bisa memulai rangkaian terpanjang; hitung sebelum memilih.</translation>
    </message>
    <message>
        <source>A later phase: North owned fewer seeds, so North&apos;s holes 5, 6 and 7 are blind. Sowing runs past them, so the circuit is shorter and chains run on longer.</source>
        <translation>Fase yang lebih lanjut: Utara memiliki lebih sedikit biji, jadi lubang 5, 6, dan 7 Utara buta. Taburan melewatinya, jadi lintasan keliling lebih pendek dan rangkaian berlanjut lebih lama.</translation>
    </message>
    <message>
        <source>Your hole 5 holds eleven seeds, but the size of a hole says little. Before you choose, follow each chain: where does its last seed fall, does it eat, and does it go on?</source>
        <translation>Lubang 5 Anda berisi sebelas biji, tetapi besarnya lubang tidak banyak artinya. Sebelum memilih, ikuti setiap rangkaian: di mana biji terakhirnya jatuh, apakah ia makan, dan apakah ia berlanjut?</translation>
    </message>
    <message>
        <source>Find the move whose chain eats the most.</source>
        <translation>Temukan langkah yang rangkaiannya memakan paling banyak.</translation>
    </message>
    <message>
        <source>Right: hole 4&apos;s three seeds made a four in your hole 7, and the chain went on and on.</source>
        <translation>Benar: tiga biji lubang 4 membuat empat di lubang 7 Anda, dan rangkaiannya terus berlanjut.</translation>
    </message>
    <message>
        <source>The eleven seeds ate only one four, and it was your own hole 4.</source>
        <translation>Sebelas biji itu hanya memakan empat sekali, dan itu di lubang 4 Anda sendiri.</translation>
    </message>
    <message>
        <source>Two of hole 7&apos;s seeds went into North&apos;s row; the third relayed your hole 1 and sat in your hole 3. Nothing eaten.</source>
        <translation>Dua biji lubang 7 masuk ke baris Utara; biji ketiga jatuh di lubang 1 Anda, yang diangkat sebagai sambungan, lalu duduk di lubang 3 Anda. Tidak ada yang dimakan.</translation>
    </message>
    <message>
        <source>One seed into an empty hole: your turn ended and nothing changed.</source>
        <translation>Satu biji ke lubang kosong: giliran Anda berakhir dan tidak ada yang berubah.</translation>
    </message>
    <message>
        <source>That chain ate four times: your holes 7 and 6, and North&apos;s holes 2 and 4. Sixteen seeds went into your store, eight of them from North&apos;s row.</source>
        <translation>Rangkaian itu makan empat kali: lubang 7 dan 6 Anda, serta lubang 2 dan 4 Utara. Enam belas biji masuk ke rumah Anda, delapan di antaranya dari baris Utara.</translation>
    </message>
    <message>
        <source>Do not feed North&apos;s puta</source>
        <translation>Jangan mengisi puta Utara</translation>
    </message>
    <message>
        <source>Seeds in a puta or naga stay its owner&apos;s; a side with only privileged seeds must pass.</source>
        <translation>Biji di puta atau naga tetap milik pemiliknya; pihak yang bijinya hanya ada di lubang istimewa harus melewatkan giliran.</translation>
    </message>
    <message>
        <source>North&apos;s hole 5 is a puta. Nobody may lift it or eat it, so every seed that falls into it stays North&apos;s until the phase ends. It already holds twelve. A last seed that falls into it also ends your turn.</source>
        <translation>Lubang 5 Utara adalah puta. Tidak ada yang boleh mengangkat atau memakannya, jadi setiap biji yang jatuh ke dalamnya tetap milik Utara sampai fase berakhir. Isinya sudah dua belas. Biji terakhir yang jatuh ke dalamnya juga mengakhiri giliran Anda.</translation>
    </message>
    <message>
        <source>Holes 2 and 5 both start chains that end in North&apos;s puta. Find a move that gives North nothing.</source>
        <translation>Lubang 2 dan 5 sama-sama memulai rangkaian yang berakhir di puta Utara. Temukan langkah yang tidak memberi Utara apa pun.</translation>
    </message>
    <message>
        <source>Right: hole 3&apos;s seeds stayed in your row. The puta gained nothing.</source>
        <translation>Benar: biji lubang 3 tetap di baris Anda. Puta itu tidak mendapat apa-apa.</translation>
    </message>
    <message>
        <source>The heap went round, fed North&apos;s row and the puta, and the last seed fell into the puta: turn over.</source>
        <translation>Tumpukan itu berputar, mengisi baris Utara dan puta, dan biji terakhir jatuh ke puta: giliran selesai.</translation>
    </message>
    <message>
        <source>The chain relayed your hole 5 round the board and ended in the puta, with seeds left in North&apos;s row.</source>
        <translation>Rangkaian itu mengangkat lubang 5 Anda sebagai sambungan, membawanya mengelilingi papan, dan berakhir di puta, dengan biji tertinggal di baris Utara.</translation>
    </message>
    <message>
        <source>A puta has a weak side for its owner too: its seeds can never be lifted. If all of North&apos;s seeds are in the puta, North cannot move, passes, and you play again.</source>
        <translation>Puta juga punya sisi lemah bagi pemiliknya: bijinya tidak pernah bisa diangkat. Jika semua biji Utara ada di puta, Utara tidak bisa melangkah, melewatkan giliran, dan Anda jalan lagi.</translation>
    </message>
    <message>
        <source>North has seeds only in the puta. Find a move that keeps it that way, so that North has to pass.</source>
        <translation>Utara hanya punya biji di puta. Temukan langkah yang mempertahankan keadaan itu, agar Utara harus melewatkan giliran.</translation>
    </message>
    <message>
        <source>Right: your chain stayed in your row, so North can lift nothing and passes. It is your move again.</source>
        <translation>Benar: rangkaian Anda tetap di baris Anda, jadi Utara tidak bisa mengangkat apa pun dan melewatkan giliran. Giliran Anda lagi.</translation>
    </message>
    <message>
        <source>Your heap went round and put a seed in each of North&apos;s holes 1 to 4: now North can play.</source>
        <translation>Tumpukan Anda berputar dan menaruh satu biji di tiap lubang 1 sampai 4 Utara: kini Utara bisa bermain.</translation>
    </message>
    <message>
        <source>The chain left seeds in North&apos;s holes 2 and 4 and ended in the puta: North can play again.</source>
        <translation>Rangkaian itu meninggalkan biji di lubang 2 dan 4 Utara dan berakhir di puta: Utara bisa bermain lagi.</translation>
    </message>
    <message>
        <source>Count to four</source>
        <translation>Hitung sampai empat</translation>
    </message>
    <message>
        <source>Make pasu in your own holes, and none in North&apos;s.</source>
        <translation>Buat pasu di lubang Anda sendiri, dan jangan di lubang Utara.</translation>
    </message>
    <message>
        <source>A hole that reaches exactly four during a sowing is a pasu, and its four seeds go to the hole&apos;s owner. So a hole of yours with three seeds is a chance: one more seed makes four, for you.</source>
        <translation>Lubang yang mencapai tepat empat selama taburan adalah pasu, dan keempat bijinya menjadi milik pemilik lubang itu. Jadi lubang Anda yang berisi tiga biji adalah peluang: satu biji lagi membuatnya empat, untuk Anda.</translation>
    </message>
    <message>
        <source>Make your hole 5 a pasu.</source>
        <translation>Jadikan lubang 5 Anda pasu.</translation>
    </message>
    <message>
        <source>Right: the second seed of hole 3 brought hole 5 to four. A pasu: four seeds for you.</source>
        <translation>Benar: biji kedua dari lubang 3 membuat lubang 5 berisi empat. Pasu: empat biji untuk Anda.</translation>
    </message>
    <message>
        <source>You lifted hole 5 itself: its three seeds are sown away and the pasu is gone. That is at least 10 seeds worse.</source>
        <translation>Anda mengangkat lubang 5 itu sendiri: tiga bijinya tertabur ke tempat lain dan pasu itu hilang. Itu sedikitnya 10 biji lebih buruk.</translation>
    </message>
    <message>
        <source>A pasu goes to the hole&apos;s owner, whoever sows. Here your hole 3 and North&apos;s hole 5 both hold three. Make a pasu for yourself, and none for North.</source>
        <translation>Pasu menjadi milik pemilik lubang, siapa pun yang menabur. Di sini lubang 3 Anda dan lubang 5 Utara sama-sama berisi tiga. Buat pasu untuk diri Anda sendiri, dan jangan untuk Utara.</translation>
    </message>
    <message>
        <source>Right: your hole 3 reached four, and North&apos;s hole 5 was left alone.</source>
        <translation>Benar: lubang 3 Anda mencapai empat, dan lubang 5 Utara tidak tersentuh.</translation>
    </message>
    <message>
        <source>Your seeds went into North&apos;s row, and the relay from North&apos;s hole 4 brought North&apos;s hole 5 to four: a pasu for North, not for you.</source>
        <translation>Biji Anda masuk ke baris Utara, dan sambungan dari lubang 4 Utara membuat lubang 5 Utara berisi empat: pasu untuk Utara, bukan untuk Anda.</translation>
    </message>
    <message>
        <source>You sowed your own three away, and the relays carried on into North&apos;s row until North&apos;s hole 5 reached four: a pasu for North.</source>
        <translation>Anda menabur habis tiga biji Anda sendiri, dan sambungannya berlanjut ke baris Utara sampai lubang 5 Utara mencapai empat: pasu untuk Utara.</translation>
    </message>
    <message>
        <source>Before you sow, count the holes with three seeds on both sides. Yours are pasu waiting for you; North&apos;s are pasu your own seeds could hand to North.</source>
        <translation>Sebelum menabur, hitung lubang berisi tiga biji di kedua sisi. Milik Anda adalah pasu yang menunggu Anda; milik Utara adalah pasu yang bisa diserahkan biji Anda sendiri kepada Utara.</translation>
    </message>
    <message>
        <source>Sow on into a capture</source>
        <translation>Terus menabur sampai tangkapan</translation>
    </message>
    <message>
        <source>Follow the whole chain of sowings before you choose.</source>
        <translation>Ikuti seluruh rangkaian taburan sebelum memilih.</translation>
    </message>
    <message>
        <source>Your turn does not stop where your last seed falls. If the next hole has seeds you sow on, and an empty hole followed by a full one is a capture. Good players follow the whole chain before they choose.</source>
        <translation>Giliran Anda tidak berhenti di tempat biji terakhir Anda jatuh. Jika lubang berikutnya berisi biji, Anda terus menabur, dan lubang kosong yang diikuti lubang berisi berarti tangkapan. Pemain yang baik mengikuti seluruh rangkaian sebelum memilih.</translation>
    </message>
    <message>
        <source>Hole 4 or hole 5? Follow each one: one of them sows on and captures.</source>
        <translation>Lubang 4 atau lubang 5? Ikuti masing-masing: salah satunya terus menabur dan menangkap.</translation>
    </message>
    <message>
        <source>Right: your last seed fell in hole 7, North&apos;s hole 1 had seeds to sow on, and that sowing ended just before an empty hole and a full one. Three seeds captured.</source>
        <translation>Benar: biji terakhir Anda jatuh di lubang 7, lubang 1 Utara berisi biji untuk terus ditabur, dan taburan itu berakhir tepat sebelum satu lubang kosong dan satu lubang berisi. Tiga biji ditangkap.</translation>
    </message>
    <message>
        <source>Hole 5&apos;s last seed fell in North&apos;s hole 2, and the two holes after it were empty: your turn ended with nothing taken. At least 10 seeds worse.</source>
        <translation>Biji terakhir lubang 5 jatuh di lubang 2 Utara, dan dua lubang sesudahnya kosong: giliran Anda berakhir tanpa mengambil apa pun. Sedikitnya 10 biji lebih buruk.</translation>
    </message>
    <message>
        <source>Another board. Which hole sows on into a capture?</source>
        <translation>Papan lain. Lubang mana yang terus menabur sampai tangkapan?</translation>
    </message>
    <message>
        <source>Right: the last seed fell in North&apos;s hole 2, you sowed on from North&apos;s hole 3, and that seed stopped before an empty hole and North&apos;s hole 6: two seeds for you.</source>
        <translation>Benar: biji terakhir jatuh di lubang 2 Utara, Anda terus menabur dari lubang 3 Utara, dan biji itu berhenti sebelum satu lubang kosong dan lubang 6 Utara: dua biji untuk Anda.</translation>
    </message>
    <message>
        <source>Hole 2&apos;s last seed fell in your hole 7, and North&apos;s holes 1 and 2 after it were empty: your turn ended.</source>
        <translation>Biji terakhir lubang 2 jatuh di lubang 7 Anda, dan lubang 1 dan 2 Utara sesudahnya kosong: giliran Anda berakhir.</translation>
    </message>
    <message>
        <source>One seed into hole 2, then two empty holes: your turn ended.</source>
        <translation>Satu biji ke lubang 2, lalu dua lubang kosong: giliran Anda berakhir.</translation>
    </message>
    <message>
        <source>A chain can be long, but every link follows the same rule: look at the two holes after the last seed. Follow it in your head before you lift.</source>
        <translation>Rangkaian bisa panjang, tetapi setiap mata rantainya mengikuti aturan yang sama: lihat dua lubang sesudah biji terakhir. Ikuti dalam kepala sebelum Anda mengangkat.</translation>
    </message>
    <message>
        <source>Starve North at the end of a round</source>
        <translation>Buat Utara kehabisan biji di akhir putaran</translation>
    </message>
    <message>
        <source>Keep your seeds at home when North is running out.</source>
        <translation>Jaga biji Anda tetap di sisi Anda saat biji Utara hampir habis.</translation>
    </message>
    <message>
        <source>Late in a round, count North&apos;s seeds: North has only the two in its hole 7. When North has nothing to sow on its turn, the round ends and the seeds still in your row are yours.</source>
        <translation>Menjelang akhir putaran, hitung biji Utara: Utara hanya punya dua biji di lubang 7-nya. Bila Utara tidak punya apa pun untuk ditabur pada gilirannya, putaran berakhir dan biji yang masih ada di baris Anda menjadi milik Anda.</translation>
    </message>
    <message>
        <source>Play a move that keeps your seeds in your own row.</source>
        <translation>Mainkan langkah yang menjaga biji Anda tetap di baris Anda sendiri.</translation>
    </message>
    <message>
        <source>Right: your seeds stayed at home. North has to sow its last two seeds into your row.</source>
        <translation>Benar: biji Anda tetap di sisi Anda. Utara harus menabur dua biji terakhirnya ke baris Anda.</translation>
    </message>
    <message>
        <source>Hole 6&apos;s seeds ran into North&apos;s row: North has four more seeds to play with, and the round goes on. At least 16 seeds worse.</source>
        <translation>Biji lubang 6 mengalir ke baris Utara: Utara punya empat biji lagi untuk dimainkan, dan putaran berlanjut. Sedikitnya 16 biji lebih buruk.</translation>
    </message>
    <message>
        <source>North sowed its last seeds and took one of yours. Now North&apos;s row is empty. If it is still empty when North&apos;s turn comes, the round ends.</source>
        <translation>Utara menabur biji terakhirnya dan mengambil satu biji Anda. Kini baris Utara kosong. Jika masih kosong saat giliran Utara tiba, putaran berakhir.</translation>
    </message>
    <message>
        <source>End the round: sow without putting a seed in North&apos;s row.</source>
        <translation>Akhiri putaran: menaburlah tanpa menaruh satu biji pun di baris Utara.</translation>
    </message>
    <message>
        <source>Right: North had nothing to sow, so the round ended and every seed in your row went to your store.</source>
        <translation>Benar: Utara tidak punya apa pun untuk ditabur, jadi putaran berakhir dan setiap biji di baris Anda masuk ke rumah Anda.</translation>
    </message>
    <message>
        <source>Hole 6&apos;s seven seeds went round into North&apos;s row: North has seeds again and the round goes on. At least 20 seeds worse.</source>
        <translation>Tujuh biji lubang 6 berputar masuk ke baris Utara: Utara punya biji lagi dan putaran berlanjut. Sedikitnya 20 biji lebih buruk.</translation>
    </message>
    <message>
        <source>North owned only 35 seeds: enough to fill five holes, so North&apos;s holes 1 and 2 are burnt for this round. Starve North at the end of each round and its side of the board keeps shrinking.</source>
        <translation>Utara hanya memiliki 35 biji: cukup untuk mengisi lima lubang, jadi lubang 1 dan 2 Utara terbakar pada putaran ini. Buat Utara kehabisan biji di akhir setiap putaran, dan sisi papannya akan terus menyusut.</translation>
    </message>
    <message>
        <source>Where the big captures are</source>
        <translation>Tempat tangkapan besar</translation>
    </message>
    <message>
        <source>Your A, B and C face two of North&apos;s holes; a row of empty holes captures again and again.</source>
        <translation>A, B, dan C Anda berhadapan dengan dua lubang Utara; deretan lubang kosong menangkap berulang-ulang.</translation>
    </message>
    <message>
        <source>Your A, B and C are special: each has two of North&apos;s holes in its column, the top one and the middle one. A capture there can take both. Look at North&apos;s e with seven seeds and h with two: both face your empty B.</source>
        <translation>A, B, dan C Anda khusus: masing-masing punya dua lubang Utara di kolomnya, yang atas dan yang tengah. Tangkapan di sana bisa mengambil keduanya. Lihat e milik Utara dengan tujuh biji dan h dengan dua: keduanya berhadapan dengan B Anda yang kosong.</translation>
    </message>
    <message>
        <source>Find the biggest capture.</source>
        <translation>Temukan tangkapan terbesar.</translation>
    </message>
    <message>
        <source>Right: A&apos;s seed fell into your empty B and took North&apos;s e and h, nine seeds.</source>
        <translation>Benar: biji A jatuh ke B Anda yang kosong dan mengambil e dan h milik Utara, sembilan biji.</translation>
    </message>
    <message>
        <source>E&apos;s seeds end in your empty G and take North&apos;s a: a single seed.</source>
        <translation>Biji E berakhir di G Anda yang kosong dan mengambil a milik Utara: hanya satu biji.</translation>
    </message>
    <message>
        <source>After a capture the lone seed steps on into the next hole. If that hole is yours too, empty, and faces North&apos;s seeds, you capture again. Here your holes B to F are all empty, and North has seeds in each of their columns: a ladder.</source>
        <translation>Setelah tangkapan, biji tunggal itu melangkah ke lubang berikutnya. Jika lubang itu juga milik Anda, kosong, dan berhadapan dengan biji Utara, Anda menangkap lagi. Di sini lubang B sampai F Anda semuanya kosong, dan Utara punya biji di setiap kolomnya: sebuah tangga.</translation>
    </message>
    <message>
        <source>Find the move that climbs the ladder.</source>
        <translation>Temukan langkah yang menaiki tangga itu.</translation>
    </message>
    <message>
        <source>Right: A&apos;s last seed fell into your empty C and took North&apos;s i. The lone seed stepped into D and took c, into E and took b, into F and took the four in a: seven seeds in one turn.</source>
        <translation>Benar: biji terakhir A jatuh ke C Anda yang kosong dan mengambil i milik Utara. Biji tunggal itu melangkah ke D dan mengambil c, ke E dan mengambil b, ke F dan mengambil empat biji di a: tujuh biji dalam satu giliran.</translation>
    </message>
    <message>
        <source>G&apos;s two seeds end in your empty I and take North&apos;s c, one seed. The lone seed then lands on North&apos;s a and sows its five seeds into North&apos;s row, and your turn ends.</source>
        <translation>Dua biji G berakhir di I Anda yang kosong dan mengambil c milik Utara, satu biji. Biji tunggal itu lalu jatuh di a milik Utara dan menabur lima bijinya ke baris Utara, dan giliran Anda berakhir.</translation>
    </message>
    <message>
        <source>H&apos;s four seeds go into I and North&apos;s a, b and c; c&apos;s two seeds go on into d and e, an empty hole of North&apos;s: nothing captured.</source>
        <translation>Empat biji H masuk ke I dan a, b, dan c milik Utara; dua biji c lanjut ke d dan e, lubang kosong milik Utara: tidak ada yang ditangkap.</translation>
    </message>
    <message>
        <source>Guard your columns</source>
        <translation>Jaga kolom-kolom Anda</translation>
    </message>
    <message>
        <source>North captures down the columns too: fill the empty holes that face your heaps.</source>
        <translation>Utara juga menangkap menyusuri kolom: isi lubang-lubang kosong yang berhadapan dengan tumpukan Anda.</translation>
    </message>
    <message>
        <source>North captures the way you do: a last seed in an empty hole of North&apos;s takes your seeds in its column. North&apos;s b faces your E and H, and c faces your D and I. Both are empty now, and your E holds eight seeds, your I four.</source>
        <translation>Utara menangkap dengan cara yang sama seperti Anda: biji terakhir di lubang kosong milik Utara mengambil biji Anda di kolomnya. b milik Utara berhadapan dengan E dan H Anda, dan c berhadapan dengan D dan I Anda. Keduanya kini kosong, dan E Anda berisi delapan biji, I Anda empat.</translation>
    </message>
    <message>
        <source>F takes North&apos;s two seeds in a at once. Watch it.</source>
        <translation>F langsung mengambil dua biji Utara di a. Perhatikan.</translation>
    </message>
    <message>
        <source>Your move left a single seed in North&apos;s a, just before North&apos;s empty b and c. Watch North&apos;s answer.</source>
        <translation>Langkah Anda meninggalkan satu biji di a milik Utara, tepat sebelum b dan c Utara yang kosong. Perhatikan balasan Utara.</translation>
    </message>
    <message>
        <source>North&apos;s seed stepped into the empty b and took your E, then into the empty c and took your I. You had no seeds left, so North took the whole board. Start again: North&apos;s b and c must not stay empty. Find the best move.</source>
        <translation>Biji Utara melangkah ke b yang kosong dan mengambil E Anda, lalu ke c yang kosong dan mengambil I Anda. Anda tidak punya biji lagi, jadi Utara mengambil seluruh papan. Mulai lagi: b dan c milik Utara tidak boleh tetap kosong. Temukan langkah terbaik.</translation>
    </message>
    <message>
        <source>Right: only I&apos;s four seeds crossed, into North&apos;s a, b, c and d, and d&apos;s seeds went on into e, f and g. North&apos;s b and c hold seeds now, and your E stays at home.</source>
        <translation>Benar: hanya empat biji I yang menyeberang, ke a, b, c, dan d milik Utara, dan biji d lanjut ke e, f, dan g. b dan c milik Utara kini berisi biji, dan E Anda tetap di tempatnya.</translation>
    </message>
    <message>
        <source>You took two seeds, but North&apos;s b and c are still empty, facing your E and I.</source>
        <translation>Anda mengambil dua biji, tetapi b dan c milik Utara masih kosong, berhadapan dengan E dan I Anda.</translation>
    </message>
    <message>
        <source>E&apos;s seeds fill b and c too, but your big heap is gone: four of its seeds crossed to North and the rest are spread over F to I.</source>
        <translation>Biji E juga mengisi b dan c, tetapi tumpukan besar Anda hilang: empat bijinya menyeberang ke Utara dan sisanya tersebar di F sampai I.</translation>
    </message>
    <message>
        <source>H&apos;s seed sets off I, whose five seeds fill b and c too, but all five crossed into North&apos;s row.</source>
        <translation>Biji H menggerakkan I, yang lima bijinya juga mengisi b dan c, tetapi kelimanya menyeberang ke baris Utara.</translation>
    </message>
    <message>
        <source>When North runs dry</source>
        <translation>Saat biji Utara habis</translation>
    </message>
    <message>
        <source>If North has no seeds, end your turn without feeding North and the board is yours.</source>
        <translation>Jika Utara tidak punya biji, akhiri giliran Anda tanpa memberi Utara biji, dan papan menjadi milik Anda.</translation>
    </message>
    <message>
        <source>North&apos;s holes are all empty. The game ends when the player to move has no seeds, and the other player then takes every seed left on the board. So if your turn ends and North still has nothing, the nineteen seeds on your side are yours.</source>
        <translation>Lubang Utara semuanya kosong. Permainan berakhir bila pemain yang mendapat giliran tidak punya biji, dan pemain lainnya lalu mengambil semua biji yang tersisa di papan. Jadi jika giliran Anda berakhir dan Utara masih tidak punya apa-apa, kesembilan belas biji di sisi Anda menjadi milik Anda.</translation>
    </message>
    <message>
        <source>You have 14 in your store, North 21. Win the game now.</source>
        <translation>Anda punya 14 di rumah Anda, Utara 21. Menangkan permainan sekarang.</translation>
    </message>
    <message>
        <source>Right: A&apos;s seed stayed on your side and your turn ended. North had nothing to play, so you took the board: 33 against 21.</source>
        <translation>Benar: biji A tetap di sisi Anda dan giliran Anda berakhir. Utara tidak punya apa pun untuk dimainkan, jadi Anda mengambil papan: 33 lawan 21.</translation>
    </message>
    <message>
        <source>G&apos;s fourteen seeds went round the board: you captured four, but eight seeds stayed in North&apos;s row and North plays on.</source>
        <translation>Empat belas biji G mengelilingi papan: Anda menangkap empat, tetapi delapan biji tertinggal di baris Utara dan Utara terus bermain.</translation>
    </message>
    <message>
        <source>I&apos;s seed went into North&apos;s a: North now has a seed to play, and the game goes on.</source>
        <translation>Biji I masuk ke a milik Utara: Utara kini punya satu biji untuk dimainkan, dan permainan berlanjut.</translation>
    </message>
    <message>
        <source>Another end: 24 in your store, 26 in North&apos;s, four seeds of yours on the board. You need all four. Win the game.</source>
        <translation>Akhir permainan yang lain: 24 di rumah Anda, 26 di rumah Utara, empat biji Anda di papan. Anda butuh keempatnya. Menangkan permainan.</translation>
    </message>
    <message>
        <source>Right: 24 and your four seeds make 28, against North&apos;s 26. Count before the last moves: every seed you sow into North&apos;s row is a seed you may never see again.</source>
        <translation>Benar: 24 ditambah empat biji Anda menjadi 28, melawan 26 milik Utara. Hitung sebelum langkah-langkah terakhir: setiap biji yang Anda tabur ke baris Utara adalah biji yang mungkin tidak akan Anda lihat lagi.</translation>
    </message>
    <message>
        <source>I&apos;s seed went into North&apos;s a: North has a seed to play, and the game goes on.</source>
        <translation>Biji I masuk ke a milik Utara: Utara punya satu biji untuk dimainkan, dan permainan berlanjut.</translation>
    </message>
    <message>
        <source>G&apos;s seed made two in H, and they went on into I and North&apos;s a: North has a seed to play.</source>
        <translation>Biji G membuat H berisi dua, dan keduanya lanjut ke I dan a milik Utara: Utara punya satu biji untuk dimainkan.</translation>
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
        <translation>Putar ulang</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Lanjutkan</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Tinjau</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Ekspor…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Hapus</translation>
    </message>
</context>
<context>
    <name>LibraryPage</name>
    <message>
        <source>Library</source>
        <translation>Koleksi</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Kembali</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Impor…</translation>
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
        <translation>Belum ada permainan. Setiap permainan yang Anda mainkan disimpan di sini, selesai atau belum.</translation>
    </message>
    <message>
        <source>No game matches these filters.</source>
        <translation>Tidak ada permainan yang cocok dengan filter ini.</translation>
    </message>
    <message>
        <source>Delete this game?</source>
        <translation>Hapus permainan ini?</translation>
    </message>
    <message>
        <source>The game is removed from the library for good.</source>
        <translation>Permainan ini akan dihapus dari koleksi secara permanen.</translation>
    </message>
    <message>
        <source>Export the game</source>
        <translation>Ekspor permainan</translation>
    </message>
    <message>
        <source>Cowrie game records (*.json)</source>
        <translation>Catatan permainan Cowrie (*.json)</translation>
    </message>
    <message>
        <source>Import a game</source>
        <translation>Impor permainan</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Semua berkas (*)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Ekspor</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Impor</translation>
    </message>
</context>
<context>
    <name>LibraryStats</name>
    <message>
        <source>Against the computer</source>
        <translation>Melawan komputer</translation>
    </message>
    <message>
        <source>No finished game against the computer yet.</source>
        <translation>Belum ada permainan melawan komputer yang selesai.</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Tingkat</translation>
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
        <translation>Takluk</translation>
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
        <translation>Selamat datang di Cowrie</translation>
    </message>
    <message>
        <source>New to mancala? Each game has short lessons on the real board: ten minutes and you are ready to play the computer. The first game, Kalah, is the best-known mancala and a good start.</source>
        <translation>Baru mengenal mancala? Setiap permainan punya pelajaran singkat di papan sungguhan: sepuluh menit dan Anda siap melawan komputer. Permainan pertama, Kalah, adalah mancala yang paling dikenal dan cocok untuk memulai.</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Nanti saja</translation>
    </message>
    <message>
        <source>Learn %1</source>
        <translation>Belajar %1</translation>
    </message>
    <message>
        <source>Continue your game?</source>
        <translation>Lanjutkan permainan Anda?</translation>
    </message>
    <message>
        <source>You have an unfinished game</source>
        <translation>Anda punya permainan yang belum selesai</translation>
    </message>
    <message>
        <source>%1. Starting a new game of the same kind discards it.</source>
        <translation>%1. Memulai permainan baru dari jenis yang sama akan membuangnya.</translation>
    </message>
    <message>
        <source>Resume it</source>
        <translation>Lanjutkan</translation>
    </message>
    <message>
        <source>Discard it and start</source>
        <translation>Buang dan mulai</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Batal</translation>
    </message>
    <message>
        <source>The saved game was set aside</source>
        <translation>Permainan yang tersimpan disisihkan</translation>
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
        <translation>Melangkah lagi</translation>
    </message>
    <message>
        <source>The round ends</source>
        <translation>Putaran berakhir</translation>
    </message>
</context>
<context>
    <name>MovePreview</name>
    <message>
        <source>If you sow here: the dots show where the seeds fall; the last one lands in your store.</source>
        <extracomment>The hover preview&apos;s legend, under the board.</extracomment>
        <translation>Jika kamu menabur di sini: titik-titik menunjukkan tempat biji jatuh; biji terakhir masuk ke rumahmu.</translation>
    </message>
    <message>
        <source>If you sow here: the dots show where the seeds fall.</source>
        <extracomment>The hover preview&apos;s legend, under the board: the hole the last seed lands in is captured (ringed in green, said next), so it has no ring of its own.</extracomment>
        <translation>Jika kamu menabur di sini: titik-titik menunjukkan tempat biji jatuh.</translation>
    </message>
    <message>
        <source>If you sow here: the dots show where the seeds fall, the blue ring where the last one lands.</source>
        <translation>Jika kamu menabur di sini: titik-titik menunjukkan tempat biji jatuh, cincin biru menunjukkan tempat biji terakhir.</translation>
    </message>
    <message>
        <source>You capture the seeds of the green rings.</source>
        <extracomment>The hover preview&apos;s legend: the holes captured are ringed in green.</extracomment>
        <translation>Kamu menangkap biji di dalam cincin hijau.</translation>
    </message>
    <message numerus="yes">
        <source>+%n captured into your store (green rings).</source>
        <translation>
            <numerusform>+%n ditangkap ke rumahmu (cincin hijau).</numerusform>
        </translation>
    </message>
    <message>
        <source>You move again.</source>
        <extracomment>The hover preview&apos;s legend.</extracomment>
        <translation>Kamu bergerak lagi.</translation>
    </message>
</context>
<context>
    <name>MuteButton</name>
    <message>
        <source>Mute the sounds</source>
        <translation>Bisukan suara</translation>
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
        <translation>Sambung: biji terakhir jatuh di %2 yang berisi biji; %1 mengangkat semuanya dan terus menabur.</translation>
    </message>
    <message numerus="yes">
        <source>Relay: the last seed fell in %2, which held seeds; %1 lifts all %n and sows on.</source>
        <translation>
            <numerusform>Sambung: biji terakhir jatuh di %2 yang berisi biji; %1 mengangkat semua %n biji dan terus menabur.</numerusform>
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
        <translation>Lubang setelah biji terakhir kosong: %1 menangkap biji di %2, di baliknya.</translation>
    </message>
    <message>
        <source>%1 captures the seeds of %2.</source>
        <translation>%1 menangkap biji di %2.</translation>
    </message>
    <message numerus="yes">
        <source>The hole after the last seed is empty: %1 captures the %n seeds of %2, beyond it.</source>
        <translation>
            <numerusform>Lubang setelah biji terakhir kosong: %1 menangkap %n biji di %2, di baliknya.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 captures %n seeds from %2.</source>
        <extracomment>%1 is a player&apos;s name, %2 a place (&quot;North&apos;s hole 3&quot;); %n the seeds.</extracomment>
        <translation>
            <numerusform>%1 menangkap %n biji dari %2.</numerusform>
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
        <translation>Biji terakhir jatuh di rumah %1 sendiri: %1 jalan lagi.</translation>
    </message>
    <message>
        <source>%1 moves again.</source>
        <translation>%1 jalan lagi.</translation>
    </message>
    <message>
        <source>%1 has no seeds to sow and passes.</source>
        <translation>%1 tidak punya biji untuk ditabur dan melewatkan giliran.</translation>
    </message>
    <message>
        <source>The race is over: a sowing ended in an empty hole. The players now take turns.</source>
        <translation>Balapan selesai: sebuah taburan berakhir di lubang kosong. Sekarang para pemain jalan bergiliran.</translation>
    </message>
    <message>
        <source>This game is over: %1.</source>
        <translation>Permainan ini selesai: %1.</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>Putaran selesai.</translation>
    </message>
    <message>
        <source>The round is over: %1.</source>
        <translation>Putaran selesai: %1.</translation>
    </message>
    <message>
        <source>The seeds left in the holes go to the stores of their owners.</source>
        <translation>Biji yang tersisa di lubang masuk ke rumah pemiliknya.</translation>
    </message>
    <message>
        <source>The game is over: a draw.</source>
        <extracomment>%1 is why the game ended.</extracomment>
        <translation>Permainan selesai: seri.</translation>
    </message>
    <message>
        <source>The game is over: %1 wins.</source>
        <translation>Permainan selesai: %1 menang.</translation>
    </message>
    <message>
        <source>A new round: both players fill their holes again from their stores.</source>
        <translation>Putaran baru: kedua pemain mengisi kembali lubang mereka dari rumah masing-masing.</translation>
    </message>
    <message>
        <source>%1 is blind (kana): out of play for this phase.</source>
        <extracomment>Kana (Sinhala): a blind hole, out of play. %1 is a place.</extracomment>
        <translation>%1 buta (kana): tidak dimainkan pada fase ini.</translation>
    </message>
    <message>
        <source>%1 is burnt: out of play for this round.</source>
        <translation>%1 terbakar: tidak dimainkan pada putaran ini.</translation>
    </message>
    <message>
        <source>%1 is a puta: it cannot be lifted or eaten this phase.</source>
        <extracomment>Puta (Sinhala, olinda keliya): a privileged hole. %1 is a place.</extracomment>
        <translation>%1 adalah puta: tidak boleh diangkat atau dimakan pada fase ini.</translation>
    </message>
    <message>
        <source>%1 is a naga: it cannot be lifted or eaten this phase.</source>
        <extracomment>Naga (Sinhala, olinda keliya): a privileged hole. %1 is a place.</extracomment>
        <translation>%1 adalah naga: tidak boleh diangkat atau dimakan pada fase ini.</translation>
    </message>
    <message>
        <source>The sowing skips %1, the hole it started from.</source>
        <translation>Taburan melewati %1, lubang asalnya.</translation>
    </message>
    <message>
        <source>%1 holds three: passed over.</source>
        <translation>%1 berisi tiga: dilewati.</translation>
    </message>
    <message>
        <source>%1 is passed over.</source>
        <translation>%1 dilewati.</translation>
    </message>
    <message numerus="yes">
        <source>%1 is passed over (it holds %n).</source>
        <translation>
            <numerusform>%1 dilewati (berisi %n).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation>Giliran %1.</translation>
    </message>
    <message>
        <source>After the capture the turn passes to %1.</source>
        <translation>Setelah tangkapan, giliran berpindah ke %1.</translation>
    </message>
    <message>
        <source>The last seed fell in %1, a privileged hole: the turn passes to %2.</source>
        <translation>Biji terakhir jatuh di %1, lubang istimewa: giliran berpindah ke %2.</translation>
    </message>
    <message>
        <source>The last seed fell in %1, an empty hole: the turn passes to %2.</source>
        <translation>Biji terakhir jatuh di %1, lubang kosong: giliran berpindah ke %2.</translation>
    </message>
    <message>
        <source>The sowing stops at %1: the turn passes to %2.</source>
        <extracomment>%1 is a place (&quot;South&apos;s hole 3&quot;), %2 a player&apos;s name.</extracomment>
        <translation>Taburan berhenti di %1: giliran berpindah ke %2.</translation>
    </message>
    <message>
        <source>%1&apos;s store</source>
        <extracomment>A place on the board: %1 is a player&apos;s name.</extracomment>
        <translation>rumah %1</translation>
    </message>
    <message>
        <source>%1&apos;s hole %2</source>
        <extracomment>A place on the board: %1 is a player&apos;s name, %2 the hole&apos;s number or letter.</extracomment>
        <translation>lubang %2 milik %1</translation>
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
        <translation>giliran %1, tetapi tidak ada biji untuk ditabur</translation>
    </message>
    <message>
        <source>the player to move has no seeds to sow</source>
        <extracomment>Why a round or game ended.</extracomment>
        <translation>pemain yang mendapat giliran tidak punya biji untuk ditabur</translation>
    </message>
    <message>
        <source>%1 is to move and every possible move would sow forever</source>
        <extracomment>Why a round or game ended (docs/rules/README.md#G2). %1 is a player&apos;s name.</extracomment>
        <translation>giliran %1, tetapi setiap langkah yang mungkin akan menabur tanpa henti</translation>
    </message>
    <message>
        <source>neither player can lift a seed</source>
        <extracomment>Why a phase ended (olinda keliya, O6): only privileged holes hold seeds.</extracomment>
        <translation>tidak ada pemain yang dapat mengangkat biji</translation>
    </message>
    <message>
        <source>%1 has won the rounds needed</source>
        <extracomment>Why a game ended. %1 is the winner&apos;s name.</extracomment>
        <translation>%1 telah memenangi putaran yang dibutuhkan</translation>
    </message>
    <message>
        <source>%1 cannot fill a single hole</source>
        <extracomment>Why a game ended. %1 is a player&apos;s name.</extracomment>
        <translation>%1 tidak dapat mengisi satu lubang pun</translation>
    </message>
    <message>
        <source>neither player can fill a single hole</source>
        <extracomment>Why a game ended in a draw.</extracomment>
        <translation>kedua pemain tidak dapat mengisi satu lubang pun</translation>
    </message>
    <message>
        <source>%1 has no seeds left for a new phase</source>
        <extracomment>Why a game ended (olinda keliya). %1 is a player&apos;s name.</extracomment>
        <translation>%1 tidak punya biji lagi untuk fase baru</translation>
    </message>
    <message>
        <source>every game of the match is played</source>
        <extracomment>Why a match of three-row ended (T4).</extracomment>
        <translation>semua permainan dalam pertandingan sudah dimainkan</translation>
    </message>
    <message>
        <source>three rounds ended in a row without a move</source>
        <extracomment>Why a game ended (P-D1, O-D2): rounds that ended before anyone moved.</extracomment>
        <translation>tiga putaran berturut-turut berakhir tanpa satu langkah pun</translation>
    </message>
    <message>
        <source>Every seed %1 has lies in a puta or naga, which cannot be lifted: %1 passes.</source>
        <extracomment>Olinda keliya (O6). %1 is a player&apos;s name.</extracomment>
        <translation>Semua biji %1 berada di puta atau naga, yang tidak boleh diangkat: %1 melewatkan giliran.</translation>
    </message>
    <message>
        <source>The game is over: %1. A draw.</source>
        <translation>Permainan selesai: %1. Seri.</translation>
    </message>
    <message>
        <source>The game is over: %2. %1 wins.</source>
        <extracomment>%1 is the winner&apos;s name, %2 why the game ended.</extracomment>
        <translation>Permainan selesai: %2. %1 menang.</translation>
    </message>
    <message>
        <source>The hole after the last seed holds seeds: %1 lifts the seeds of %2 and sows on.</source>
        <translation>Lubang setelah biji terakhir berisi: %1 mengangkat biji dari %2 dan terus menabur.</translation>
    </message>
    <message numerus="yes">
        <source>The hole after the last seed holds seeds: %1 lifts the %n seeds of %2 and sows on.</source>
        <extracomment>%1 is a player&apos;s name, %2 a place; %n the seeds.</extracomment>
        <translation>
            <numerusform>Lubang setelah biji terakhir berisi: %1 mengangkat %n biji dari %2 dan terus menabur.</numerusform>
        </translation>
    </message>
    <message>
        <source>After the capture %1 lifts the seeds of %2 and sows on.</source>
        <translation>Setelah tangkapan, %1 mengangkat biji dari %2 dan terus menabur.</translation>
    </message>
    <message numerus="yes">
        <source>After the capture %1 lifts the %n seeds of %2 and sows on.</source>
        <extracomment>%1 is a player&apos;s name, %2 a place; %n the seeds.</extracomment>
        <translation>
            <numerusform>Setelah tangkapan, %1 mengangkat %n biji dari %2 dan terus menabur.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n: %2, the short player, passes over it.</source>
        <extracomment>Olinda keliya&apos;s short player (O10). %1 is a place, %2 a player&apos;s name.</extracomment>
        <translation>
            <numerusform>%1 berisi %n biji: %2, pemain yang kekurangan biji, melewatinya.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The last seed fell in an empty hole of %1&apos;s own: %1 captures %n seeds from %2.</source>
        <extracomment>%1 is a player&apos;s name, %2 a place; %n the seeds.</extracomment>
        <translation>
            <numerusform>Biji terakhir jatuh di lubang kosong milik %1 sendiri: %1 menangkap %n biji dari %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The last seed fell in an empty hole of the opponent&apos;s: %1 captures %n seeds from %2.</source>
        <extracomment>%1 is a player&apos;s name, %2 a place; %n the seeds.</extracomment>
        <translation>
            <numerusform>Biji terakhir jatuh di lubang kosong milik lawan: %1 menangkap %n biji dari %2.</numerusform>
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
        <translation>Biji terakhir membuat %2 menjadi empat: %1 memakannya.</translation>
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
            <numerusform>Untuk menyeimbangkan lubang yang terisi sebagian, %n biji dari %2 masuk ke rumah %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The last seed fell in %1, and a store ends the turn: the turn passes to %2.</source>
        <extracomment>Chonka: a sowing ending in the store ends the turn. %1 is a place, %2 a player&apos;s name.</extracomment>
        <translation>Biji terakhir jatuh di %1, dan rumah mengakhiri giliran: giliran berpindah ke %2.</translation>
    </message>
    <message>
        <source>The last seed fell in %1, which held seeds: the turn passes to %2.</source>
        <translation>Biji terakhir jatuh di %1 yang berisi: giliran berpindah ke %2.</translation>
    </message>
    <message>
        <source>The last seed fell in %1, an empty hole of the opponent&apos;s: the turn passes to %2.</source>
        <translation>Biji terakhir jatuh di %1, lubang kosong milik lawan: giliran berpindah ke %2.</translation>
    </message>
    <message>
        <source>The last seed fell in %1, an empty hole with nothing opposite to capture: the turn passes to %2.</source>
        <translation>Biji terakhir jatuh di %1, lubang kosong tanpa apa pun di seberangnya untuk ditangkap: giliran berpindah ke %2.</translation>
    </message>
    <message>
        <source>The last seed fell in %1, a burnt hole: the turn passes to %2.</source>
        <translation>Biji terakhir jatuh di %1, lubang terbakar: giliran berpindah ke %2.</translation>
    </message>
    <message>
        <source>The last seed fell in %1, and the next two holes, %2 and %3, are empty: the turn passes to %4.</source>
        <extracomment>Pallankuzhi&apos;s turn end: %1, %2 and %3 are places, %4 a player&apos;s name.</extracomment>
        <translation>Biji terakhir jatuh di %1, dan dua lubang berikutnya, %2 dan %3, kosong: giliran berpindah ke %4.</translation>
    </message>
    <message>
        <source>After the capture no hole holds seeds to go on from: the turn passes to %1.</source>
        <translation>Setelah tangkapan, tidak ada lubang berisi untuk melanjutkan taburan: giliran berpindah ke %1.</translation>
    </message>
    <message>
        <source>The hole after the eaten one is empty: the turn passes to %1.</source>
        <translation>Lubang setelah lubang yang dimakan kosong: giliran berpindah ke %1.</translation>
    </message>
    <message>
        <source>The hole after the eaten one is a puta or naga: the turn passes to %1.</source>
        <translation>Lubang setelah lubang yang dimakan adalah puta atau naga: giliran berpindah ke %1.</translation>
    </message>
    <message>
        <source>The last seed fell in %1, an empty hole, but the opponent&apos;s column is empty: the turn passes to %2.</source>
        <translation>Biji terakhir jatuh di %1, lubang kosong, tetapi kolom lawan kosong: giliran berpindah ke %2.</translation>
    </message>
    <message>
        <source>%1 has no seeds left to sow: the turn passes to %2.</source>
        <extracomment>Congklak (C8): another move earned with an empty row. %1 and %2 are players&apos; names.</extracomment>
        <translation>%1 tidak punya biji lagi untuk ditabur: giliran berpindah ke %2.</translation>
    </message>
    <message>
        <source>%1 passed: %2 moves again.</source>
        <extracomment>%1 and %2 are players&apos; names.</extracomment>
        <translation>%1 melewatkan giliran: %2 jalan lagi.</translation>
    </message>
    <message>
        <source>Both sowings are over: the longer one moves first (%2&apos;s on a tie), so the turn passes to %1.</source>
        <extracomment>The simultaneous start (C3). %1 is the player to move, %2 South&apos;s name.</extracomment>
        <translation>Kedua taburan selesai: yang lebih panjang jalan lebih dulu (%2 jika sama panjang), jadi giliran berpindah ke %1.</translation>
    </message>
    <message>
        <source>Both sowings ended in an empty hole at once: %1 has the first turn.</source>
        <translation>Kedua taburan berakhir di lubang kosong bersamaan: %1 mendapat giliran pertama.</translation>
    </message>
    <message>
        <source>%1 landed in an empty hole first: %1 has the first turn.</source>
        <translation>%1 lebih dulu berhenti di lubang kosong: %1 mendapat giliran pertama.</translation>
    </message>
    <message>
        <source>Both own as many seeds: %1 starts.</source>
        <extracomment>%1 is a player&apos;s name.</extracomment>
        <translation>Kedua pemain memiliki biji yang sama banyak: %1 memulai.</translation>
    </message>
    <message>
        <source>%1 owns fewer seeds: %1 starts.</source>
        <translation>%1 memiliki biji lebih sedikit: %1 memulai.</translation>
    </message>
    <message>
        <source>The player owning more seeds starts the next game (%2 on a tie): %1 to move.</source>
        <extracomment>%1 is the player to move, %2 South&apos;s name.</extracomment>
        <translation>Pemain yang memiliki biji lebih banyak memulai permainan berikutnya (%2 jika sama): giliran %1.</translation>
    </message>
    <message>
        <source>The first player alternates: %1 starts.</source>
        <translation>Pemain pertama bergantian: %1 memulai.</translation>
    </message>
    <message>
        <source>%2 has too few seeds to fill %1: it is blind (kana) for this phase.</source>
        <extracomment>Kana (Sinhala): a blind hole. %1 is a place, %2 a player&apos;s name.</extracomment>
        <translation>%2 tidak punya cukup biji untuk mengisi %1: lubang itu buta (kana) pada fase ini.</translation>
    </message>
    <message>
        <source>%2 has too few seeds to fill %1: it is burnt for this round.</source>
        <extracomment>%1 is a place, %2 a player&apos;s name.</extracomment>
        <translation>%2 tidak punya cukup biji untuk mengisi %1: lubang itu terbakar pada putaran ini.</translation>
    </message>
    <message>
        <source>%1 is only partly filled, so it is a puta: it cannot be lifted or eaten this phase.</source>
        <extracomment>Puta (Sinhala, olinda keliya): a privileged hole. %1 is a place.</extracomment>
        <translation>%1 hanya terisi sebagian, jadi menjadi puta: tidak boleh diangkat atau dimakan pada fase ini.</translation>
    </message>
    <message>
        <source>%1 is only partly filled, so it is a naga: it cannot be lifted or eaten this phase.</source>
        <extracomment>Naga (Sinhala, olinda keliya): a privileged hole. %1 is a place.</extracomment>
        <translation>%1 hanya terisi sebagian, jadi menjadi naga: tidak boleh diangkat atau dimakan pada fase ini.</translation>
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
        <translation>Anda dan komputer mulai bersamaan.</translation>
    </message>
    <message>
        <source>Both players start at once.</source>
        <translation>Kedua pemain mulai bersamaan.</translation>
    </message>
    <message>
        <source>The computer moves first.</source>
        <translation>Komputer melangkah lebih dulu.</translation>
    </message>
    <message>
        <source>You move first.</source>
        <translation>Anda melangkah lebih dulu.</translation>
    </message>
    <message>
        <source>%1 moves first.</source>
        <translation>%1 melangkah lebih dulu.</translation>
    </message>
    <message>
        <source>‹ Games</source>
        <translation>‹ Permainan</translation>
    </message>
    <message>
        <source>New game of %1</source>
        <translation>Permainan baru %1</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Pelajaran</translation>
    </message>
    <message>
        <source>Read the rules</source>
        <translation>Baca aturan</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Aturan</translation>
    </message>
    <message>
        <source>Defaults</source>
        <translation>Bawaan</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Pemain</translation>
    </message>
    <message>
        <source>Two players on this computer</source>
        <translation>Dua pemain di komputer ini</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Melawan komputer</translation>
    </message>
    <message>
        <source>Computer against computer (demo)</source>
        <translation>Komputer melawan komputer (demo)</translation>
    </message>
    <message>
        <source>You play</source>
        <translation>Anda bermain sebagai</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Tingkat</translation>
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
        <translation>Sedang</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Kuat</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Master</translation>
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
        <translation>Putar papan: baris Utara di bawah</translation>
    </message>
    <message>
        <source>Start the game  ›</source>
        <translation>Mulai permainan  ›</translation>
    </message>
    <message>
        <source>Your friend&apos;s game: the host has chosen it and its rules.</source>
        <translation>Permainan teman Anda: tuan rumah sudah memilih permainan dan aturannya.</translation>
    </message>
    <message>
        <source>You and your friend start at once.</source>
        <translation>Anda dan teman Anda mulai bersamaan.</translation>
    </message>
    <message>
        <source>The seats are drawn when your friend joins.</source>
        <translation>Posisi diundi saat teman Anda bergabung.</translation>
    </message>
    <message>
        <source>Your friend moves first.</source>
        <translation>Teman Anda melangkah lebih dulu.</translation>
    </message>
    <message>
        <source>Play a friend online</source>
        <translation>Bermain dengan teman secara daring</translation>
    </message>
    <message>
        <source>Join the game  ›</source>
        <translation>Gabung ke permainan  ›</translation>
    </message>
    <message>
        <source>Host the game  ›</source>
        <translation>Selenggarakan permainan  ›</translation>
    </message>
</context>
<context>
    <name>OnlineSetup</name>
    <message>
        <source>Paste your friend&apos;s invite, or a server address and a room code.</source>
        <translation>Tempel undangan teman Anda, atau alamat server dan kode ruang.</translation>
    </message>
    <message>
        <source>Host a game</source>
        <translation>Jadi tuan rumah</translation>
    </message>
    <message>
        <source>Join a game</source>
        <translation>Bergabung ke permainan</translation>
    </message>
    <message>
        <source>This computer holds the game on your network; you send your friend an invite.</source>
        <translation>Komputer ini menjalankan permainan di jaringan Anda; Anda mengirim undangan ke teman Anda.</translation>
    </message>
    <message>
        <source>Paste the invite your friend sent you. The host has chosen the game and its rules.</source>
        <translation>Tempel undangan yang dikirim teman Anda. Tuan rumah sudah memilih permainan dan aturannya.</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Nama Anda</translation>
    </message>
    <message>
        <source>The name your friend sees</source>
        <translation>Nama yang dilihat teman Anda</translation>
    </message>
    <message>
        <source>Your seat</source>
        <translation>Posisi Anda</translation>
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
        <translation>Diundi secara acak</translation>
    </message>
</context>
<context>
    <name>OptionControl</name>
    <message>
        <source>On</source>
        <translation>Nyala</translation>
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
        <translation>Mulai</translation>
    </message>
    <message>
        <source>North is to move. Which side do you play?</source>
        <translation>Giliran Utara. Sisi mana yang Anda mainkan?</translation>
    </message>
    <message>
        <source>Both players choose at once. Which side do you play?</source>
        <translation>Kedua pemain memilih bersamaan. Sisi mana yang Anda mainkan?</translation>
    </message>
    <message>
        <source>South is to move. Which side do you play?</source>
        <translation>Giliran Selatan. Sisi mana yang Anda mainkan?</translation>
    </message>
    <message>
        <source>South, against the computer</source>
        <translation>Selatan, melawan komputer</translation>
    </message>
    <message>
        <source>North, against the computer (the board turns)</source>
        <translation>Utara, melawan komputer (papan berputar)</translation>
    </message>
    <message>
        <source>Both sides, at this computer</source>
        <translation>Kedua sisi, di komputer ini</translation>
    </message>
    <message>
        <source>The computer&apos;s level</source>
        <translation>Tingkat komputer</translation>
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
        <translation>Sedang</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Kuat</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Master</translation>
    </message>
</context>
<context>
    <name>PlayPage</name>
    <message>
        <source>Skipped 1 move: %1.</source>
        <translation>1 langkah dilewati: %1.</translation>
    </message>
    <message>
        <source>Skipped %1 moves: %2.</source>
        <translation>%1 langkah dilewati: %2.</translation>
    </message>
    <message>
        <source>%1 has chosen.</source>
        <translation>%1 sudah memilih.</translation>
    </message>
    <message>
        <source>Pass the keyboard to %1. %2, look away: %1 now chooses without seeing your hole.</source>
        <translation>Serahkan keyboard kepada %1. %2, jangan lihat: %1 sekarang memilih tanpa melihat lubang pilihan Anda.</translation>
    </message>
    <message>
        <source>I am %1: show the board</source>
        <translation>Saya %1: tampilkan papan</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>Mulai permainan baru?</translation>
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
        <translation>Menyerah dalam permainan ini?</translation>
    </message>
    <message>
        <source>%1 gives up and the other player wins. Undo takes it back.</source>
        <translation>%1 menyerah dan pemain lainnya menang. Urungkan dapat membatalkannya.</translation>
    </message>
    <message>
        <source>‹ Games</source>
        <translation>‹ Permainan</translation>
    </message>
    <message>
        <source>The rules of %1, at what just happened (F1)</source>
        <translation>Aturan %1 tentang kejadian barusan (F1)</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Permainan baru</translation>
    </message>
    <message>
        <source>Start this game again (N)</source>
        <translation>Mulai ulang permainan ini (N)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Urungkan</translation>
    </message>
    <message>
        <source>Take back the last move (U)</source>
        <translation>Tarik kembali langkah terakhir (U)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ulangi</translation>
    </message>
    <message>
        <source>Play the undone move again (R)</source>
        <translation>Mainkan lagi langkah yang diurungkan (R)</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Berpikir…</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Petunjuk</translation>
    </message>
    <message>
        <source>Ask the computer for a good hole (H)</source>
        <translation>Minta komputer menyarankan lubang yang bagus (H)</translation>
    </message>
    <message>
        <source>More: resign, turn the board, skip, settings</source>
        <translation>Lainnya: menyerah, putar papan, lewati, pengaturan</translation>
    </message>
    <message>
        <source>Skip the animation (Space)</source>
        <translation>Lewati animasi (Space)</translation>
    </message>
    <message>
        <source>Skip to your turn (S)</source>
        <translation>Lewati hingga giliran Anda (S)</translation>
    </message>
    <message>
        <source>Turn the board back (South below)</source>
        <translation>Kembalikan papan (Selatan di bawah)</translation>
    </message>
    <message>
        <source>Turn the board (North below)</source>
        <translation>Putar papan (Utara di bawah)</translation>
    </message>
    <message>
        <source>Resign…</source>
        <translation>Menyerah…</translation>
    </message>
    <message>
        <source>Rules of %1 (F1)</source>
        <translation>Aturan %1 (F1)</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Pengaturan</translation>
    </message>
    <message>
        <source>Narrate</source>
        <translation>Narasi</translation>
    </message>
    <message>
        <source>Replay of the game</source>
        <translation>Tayangan ulang permainan</translation>
    </message>
    <message>
        <source>Skipping to your turn…</source>
        <translation>Melewati hingga giliran Anda…</translation>
    </message>
    <message>
        <source>Space: skip this move · S: skip to your turn</source>
        <translation>Space: lewati langkah ini · S: lewati hingga giliran Anda</translation>
    </message>
    <message>
        <source>Press Space to skip the animation.</source>
        <translation>Tekan Space untuk melewati animasi.</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>Putaran telah berakhir.</translation>
    </message>
    <message>
        <source>Keys: %1 or ←/→ and Enter to play · U undo · R redo · %2 hint · Space skip · S skip to your turn · N new game · M mute · F1 rules</source>
        <translation>Tombol: %1 atau ←/→ dan Enter untuk bermain · U urungkan · R ulangi · %2 petunjuk · Space lewati · S lewati hingga giliran Anda · N permainan baru · M bisukan · F1 aturan</translation>
    </message>
    <message>
        <source>Keys: %1 or ←/→ and Enter to play · U undo · R redo · %2 hint · Space skip · N new game · M mute · F1 rules</source>
        <translation>Tombol: %1 atau ←/→ dan Enter untuk bermain · U urungkan · R ulangi · %2 petunjuk · Space lewati · N permainan baru · M bisukan · F1 aturan</translation>
    </message>
    <message>
        <source>Move %1: %2</source>
        <translation>Langkah %1: %2</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Aturan</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Lainnya</translation>
    </message>
</context>
<context>
    <name>PlayText</name>
    <message>
        <source>The race is over: a sowing ended in an empty hole. %1 has the first turn.</source>
        <translation>Balapan selesai: sebuah taburan berakhir di lubang kosong. %1 mendapat giliran pertama.</translation>
    </message>
    <message>
        <source>This game is over: %1. %2 starts the next game.</source>
        <extracomment>%1 is why the game ended, %2 a player&apos;s name.</extracomment>
        <translation>Permainan ini selesai: %1. %2 memulai permainan berikutnya.</translation>
    </message>
    <message>
        <source>Round %1 is over: %2. %3 starts round %4.</source>
        <extracomment>%1 is the round&apos;s number, %2 why it ended, %3 a player&apos;s name, %4 the next round&apos;s number.</extracomment>
        <translation>Putaran %1 selesai: %2. %3 memulai putaran %4.</translation>
    </message>
    <message>
        <source>Round %1 is over: %2.</source>
        <extracomment>%1 is the round&apos;s number, %2 why it ended.</extracomment>
        <translation>Putaran %1 selesai: %2.</translation>
    </message>
    <message>
        <source>%1 cannot move and passes; %2 plays again.</source>
        <translation>%1 tidak bisa jalan dan melewatkan giliran; %2 jalan lagi.</translation>
    </message>
    <message>
        <source>%1 moves again: the last seed fell in the store.</source>
        <translation>%1 jalan lagi: biji terakhir jatuh di rumah.</translation>
    </message>
    <message>
        <source>%1 moves again.</source>
        <translation>%1 jalan lagi.</translation>
    </message>
    <message>
        <source>Both players chose: %1.</source>
        <translation>Kedua pemain memilih: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Both players chose: %1, relayed %n times.</source>
        <translation>
            <numerusform>Kedua pemain memilih: %1, bersambung %n kali.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 played %2.</source>
        <translation>%1 memainkan %2.</translation>
    </message>
    <message>
        <source>%1 played %2, captured seeds.</source>
        <translation>%1 memainkan %2, menangkap biji.</translation>
    </message>
    <message>
        <source>%1 played %2, captured %3.</source>
        <extracomment>%3 is the number of seeds captured.</extracomment>
        <translation>%1 memainkan %2, menangkap %3.</translation>
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
            <numerusform>%1 memainkan %2, bersambung %n kali, menangkap biji.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 played %2, relayed %n times, captured %3.</source>
        <extracomment>%3 is the number of seeds captured.</extracomment>
        <translation>
            <numerusform>%1 memainkan %2, bersambung %n kali, menangkap %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>Phase %1: the race, both sow at once · games won %2 – %3</source>
        <extracomment>%1 is the phase&apos;s number, %2 and %3 the games won by South and North.</extracomment>
        <translation>Fase %1: balapan, keduanya menabur serentak · permainan dimenangi %2 – %3</translation>
    </message>
    <message>
        <source>Phase %1: turns · games won %2 – %3</source>
        <translation>Fase %1: bergiliran · permainan dimenangi %2 – %3</translation>
    </message>
    <message>
        <source>Phase %1: the race, both sow at once</source>
        <translation>Fase %1: balapan, keduanya menabur serentak</translation>
    </message>
    <message>
        <source>Phase %1: turns</source>
        <translation>Fase %1: bergiliran</translation>
    </message>
    <message>
        <source>Round %1 · rounds won %2 – %3</source>
        <extracomment>%1 is the round&apos;s number, %2 and %3 the rounds won by South and North.</extracomment>
        <translation>Putaran %1 · putaran dimenangi %2 – %3</translation>
    </message>
    <message>
        <source>Drawn by agreement: %1 each.</source>
        <translation>Seri atas kesepakatan: masing-masing %1.</translation>
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
        <translation>%1 tidak punya biji untuk ditabur dan melewatkan giliran; %2 jalan lagi.</translation>
    </message>
    <message>
        <source>Every seed %1 has lies in a puta or naga: %1 passes; %2 plays again.</source>
        <extracomment>Olinda keliya (O6). %1 and %2 are players&apos; names.</extracomment>
        <translation>Semua biji %1 berada di puta atau naga: %1 melewatkan giliran; %2 jalan lagi.</translation>
    </message>
    <message>
        <source>%1 moves first: the longer sowing moves first (%2 on a tie).</source>
        <extracomment>%1 is the player to move, %2 South&apos;s name.</extracomment>
        <translation>%1 jalan lebih dulu: taburan yang lebih panjang jalan lebih dulu (%2 jika sama panjang).</translation>
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
        <translation>sedang berpikir…</translation>
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
        <translation>Putaran dimenangi: %1</translation>
    </message>
    <message>
        <source>In the row: %1</source>
        <translation>Di baris: %1</translation>
    </message>
    <message>
        <source>Store: %1</source>
        <translation>Rumah: %1</translation>
    </message>
    <message>
        <source>(online, away)</source>
        <translation>(daring, tidak di tempat)</translation>
    </message>
    <message>
        <source>(online)</source>
        <translation>(daring)</translation>
    </message>
</context>
<context>
    <name>PuzzleOverview</name>
    <message>
        <source>Rating %1 · %2 of %3 solved</source>
        <translation>Rating %1 · %2 dari %3 terpecahkan</translation>
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
        <translation>Teka-teki berikutnya ›</translation>
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
        <translation>Posisi dari permainan sungguhan yang satu langkahnya jelas terbaik, dibuktikan oleh mesin. Temukan langkah itu: langkah yang benar dibalas selagi alurnya berlanjut, langkah yang salah diperlihatkan lalu ditarik kembali. Setiap teka-teki yang terpecahkan menaikkan rating Anda; langkah yang salah atau petunjuk menurunkannya.</translation>
    </message>
    <message>
        <source>Keys: N or Enter the next puzzle, D today&apos;s puzzle. In a puzzle: the hole&apos;s number plays it (or Left/Right and Enter), H a hint, Enter takes a wrong move back, Esc comes back here.</source>
        <translation>Tombol: N atau Enter teka-teki berikutnya, D teka-teki hari ini. Dalam teka-teki: nomor lubang memainkannya (atau Kiri/Kanan dan Enter), H petunjuk, Enter menarik kembali langkah yang salah, Esc kembali ke sini.</translation>
    </message>
</context>
<context>
    <name>PuzzlePage</name>
    <message>
        <source>Practise your mistakes</source>
        <translation>Berlatih dari kesalahan Anda</translation>
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
        <translation>Berlatih dari kesalahan Anda — %1 dari %2</translation>
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
        <translation>Latihan: rating Anda tidak berubah</translation>
    </message>
    <message>
        <source>Rating %1 · %2 in a row</source>
        <translation>Rating %1 · %2 berturut-turut</translation>
    </message>
    <message>
        <source>%1?</source>
        <translation>%1?</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Aturan</translation>
    </message>
    <message>
        <source>Puzzle rating %1</source>
        <translation>Rating teka-teki %1</translation>
    </message>
</context>
<context>
    <name>PuzzlePanel</name>
    <message>
        <source>Your move: click a hole, or press its key (%1).</source>
        <extracomment>%1 the keys that play a hole (&quot;1–6&quot;, three-row&apos;s &quot;A–I&quot;).</extracomment>
        <translation>Giliran Anda: klik sebuah lubang, atau tekan tombolnya (%1).</translation>
    </message>
    <message>
        <source>Watch the board…</source>
        <translation>Perhatikan papan…</translation>
    </message>
    <message>
        <source>The engine looks for the answer…</source>
        <translation>Mesin sedang mencari jawabannya…</translation>
    </message>
    <message>
        <source>Take the move back and try again.</source>
        <translation>Tarik kembali langkah itu dan coba lagi.</translation>
    </message>
    <message>
        <source>That was the last of the set.</source>
        <translation>Itu yang terakhir dalam kumpulan ini.</translation>
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
        <translation>Tunjukkan lubangnya (%1)</translation>
    </message>
    <message>
        <source>Show the answer</source>
        <translation>Tunjukkan jawabannya</translation>
    </message>
    <message>
        <source>Take back (Enter)</source>
        <translation>Tarik kembali (Enter)</translation>
    </message>
    <message>
        <source>Next in the set ›</source>
        <translation>Berikutnya dalam kumpulan ›</translation>
    </message>
    <message>
        <source>Next puzzle (N) ›</source>
        <translation>Teka-teki berikutnya (N) ›</translation>
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
        <translation>rating (sementara)</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>rating</translation>
    </message>
    <message>
        <source>rating (+%1)</source>
        <translation>rating (+%1)</translation>
    </message>
    <message>
        <source>rating (−%1)</source>
        <translation>rating (−%1)</translation>
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
        <translation>terpecahkan</translation>
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
            <numerusform>Dalam permainan Anda, Anda memainkan %1 di sini dan kehilangan %n biji.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to move: win the game</source>
        <translation>Giliran %1: menangkan permainan</translation>
    </message>
    <message>
        <source>%1 to move: find the best move</source>
        <translation>Giliran %1: temukan langkah terbaik</translation>
    </message>
    <message numerus="yes">
        <source>%1 to move: win at least %n seeds and win the game</source>
        <extracomment>%1 is the side to move (South, North); %n the seeds to win.</extracomment>
        <translation>
            <numerusform>Giliran %1: raih sedikitnya %n biji dan menangkan permainan</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 to move: win at least %n seeds</source>
        <translation>
            <numerusform>Giliran %1: raih sedikitnya %n biji</numerusform>
        </translation>
    </message>
    <message>
        <source>Extra move</source>
        <translation>Langkah tambahan</translation>
    </message>
    <message>
        <source>Chain of extra moves</source>
        <translation>Rangkaian langkah tambahan</translation>
    </message>
    <message>
        <source>Capture</source>
        <translation>Tangkapan</translation>
    </message>
    <message>
        <source>Big capture</source>
        <translation>Tangkapan besar</translation>
    </message>
    <message>
        <source>Relay into a capture</source>
        <translation>Sambungan menuju tangkapan</translation>
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
        <translation>Akhir permainan</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Sapuan</translation>
    </message>
    <message>
        <source>Look for a move that earns another turn.</source>
        <translation>Cari langkah yang memberi giliran lagi.</translation>
    </message>
    <message>
        <source>Look for a chain of extra moves.</source>
        <translation>Cari rangkaian langkah tambahan.</translation>
    </message>
    <message>
        <source>Look for a capture.</source>
        <translation>Cari tangkapan.</translation>
    </message>
    <message>
        <source>Look for a big capture.</source>
        <translation>Cari tangkapan besar.</translation>
    </message>
    <message>
        <source>Look for a relay that ends in a capture.</source>
        <translation>Cari taburan bersambung yang berakhir dengan tangkapan.</translation>
    </message>
    <message>
        <source>Look for a hole that reaches four: pasu.</source>
        <translation>Cari lubang yang mencapai empat: pasu.</translation>
    </message>
    <message>
        <source>Look for a move that puts a hole out of play.</source>
        <translation>Cari langkah yang mengeluarkan sebuah lubang dari permainan.</translation>
    </message>
    <message>
        <source>Look at what your opponent threatens, and stop it.</source>
        <translation>Lihat apa yang diancam lawan Anda, dan hentikan.</translation>
    </message>
    <message>
        <source>Count to the end of the game: who keeps what?</source>
        <translation>Hitung sampai akhir permainan: siapa mendapat apa?</translation>
    </message>
    <message>
        <source>Think of the seeds swept into the stores at the end.</source>
        <translation>Pikirkan biji yang disapu ke rumah masing-masing di akhir.</translation>
    </message>
    <message>
        <source>Look for the move that gains most.</source>
        <translation>Cari langkah yang paling menguntungkan.</translation>
    </message>
    <message numerus="yes">
        <source>%1 answers %2 and captures %n seeds.</source>
        <extracomment>%1 is a side (South, North), %2 the hole it plays; %n the seeds it takes.</extracomment>
        <translation>
            <numerusform>%1 membalas dengan %2 dan menangkap %n biji.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 answers %2.</source>
        <translation>%1 membalas dengan %2.</translation>
    </message>
    <message>
        <source>%1 moves again.</source>
        <translation>%1 jalan lagi.</translation>
    </message>
    <message numerus="yes">
        <source>The best move was worth %n seeds more.</source>
        <translation>
            <numerusform>Langkah terbaik bernilai %n biji lebih banyak.</numerusform>
        </translation>
    </message>
    <message>
        <source>In your game you played %1 here and it cost you the game&apos;s result.</source>
        <extracomment>A puzzle from the player&apos;s own game: %1 the move played there.</extracomment>
        <translation>Dalam permainan Anda, Anda memainkan %1 di sini dan itu membuat Anda kehilangan hasil permainan.</translation>
    </message>
    <message>
        <source>The best move kept a better result of the whole game.</source>
        <translation>Langkah terbaik mempertahankan hasil yang lebih baik bagi seluruh permainan.</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Both</source>
        <translation>Keduanya</translation>
    </message>
    <message>
        <source>Phase %1</source>
        <translation>Fase %1</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Putaran %1</translation>
    </message>
    <message>
        <source> (captured)</source>
        <translation> (ditangkap)</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>the game is over</source>
        <translation>permainan sudah selesai</translation>
    </message>
    <message>
        <source>both players choose a hole at once now</source>
        <translation>sekarang kedua pemain memilih lubang secara bersamaan</translation>
    </message>
    <message>
        <source>both players choose at once only at the start</source>
        <translation>kedua pemain memilih bersamaan hanya di awal permainan</translation>
    </message>
    <message>
        <source>one of the chosen holes is empty or out of play</source>
        <translation>salah satu lubang yang dipilih kosong atau tidak dimainkan</translation>
    </message>
    <message>
        <source>hole %1 does not exist: the holes are %2 to %3</source>
        <translation>lubang %1 tidak ada: lubangnya %2 sampai %3</translation>
    </message>
    <message>
        <source>%1 is burnt: out of play this round</source>
        <translation>%1 terbakar: tidak dimainkan pada putaran ini</translation>
    </message>
    <message>
        <source>%1 is blind: out of play this phase</source>
        <translation>%1 buta: tidak dimainkan pada fase ini</translation>
    </message>
    <message>
        <source>%1 is empty</source>
        <translation>%1 kosong</translation>
    </message>
    <message>
        <source>%1 is a puta and is never lifted</source>
        <translation>%1 adalah puta dan tidak pernah diangkat</translation>
    </message>
    <message>
        <source>%1 is a naga and is never lifted</source>
        <translation>%1 adalah naga dan tidak pernah diangkat</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <source>« Start</source>
        <translation>« Awal</translation>
    </message>
    <message>
        <source>To the start (Home)</source>
        <translation>Ke awal (Home)</translation>
    </message>
    <message>
        <source>‹ Move</source>
        <translation>‹ Langkah</translation>
    </message>
    <message>
        <source>One move back (Shift+Left)</source>
        <translation>Mundur satu langkah (Shift+Left)</translation>
    </message>
    <message>
        <source>❚❚ Pause</source>
        <translation>❚❚ Jeda</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Putar</translation>
    </message>
    <message>
        <source>Play or pause, even in the middle of a move (Space)</source>
        <translation>Putar atau jeda, bahkan di tengah langkah (Space)</translation>
    </message>
    <message>
        <source>Move ›</source>
        <translation>Langkah ›</translation>
    </message>
    <message>
        <source>One move on (Shift+Right)</source>
        <translation>Maju satu langkah (Shift+Right)</translation>
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
        <translation>Langkah %1 dari %2</translation>
    </message>
    <message>
        <source>Close replay</source>
        <translation>Tutup tayangan ulang</translation>
    </message>
    <message>
        <source>‹ Step</source>
        <translation>‹ Tahap</translation>
    </message>
    <message>
        <source>One step back inside the move: a lap, a capture (Left)</source>
        <translation>Mundur satu tahap di dalam langkah: satu lintasan, satu tangkapan (Left)</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Tahap %1 dari %2</translation>
    </message>
    <message>
        <source>Step through a move to see each lap, capture and refill named here.</source>
        <translation>Telusuri satu langkah tahap demi tahap: setiap lintasan, tangkapan, dan pengisian ulang disebutkan di sini.</translation>
    </message>
    <message>
        <source>Step ›</source>
        <translation>Tahap ›</translation>
    </message>
    <message>
        <source>One step on inside the move: a lap, a capture (Right)</source>
        <translation>Maju satu tahap di dalam langkah: satu lintasan, satu tangkapan (Right)</translation>
    </message>
    <message>
        <source>Move of the replay</source>
        <translation>Langkah tayangan ulang</translation>
    </message>
    <message>
        <source>Play from here…</source>
        <translation>Main dari sini…</translation>
    </message>
    <message>
        <source>A new game from the position shown: you choose your side</source>
        <translation>Permainan baru dari posisi yang ditampilkan: Anda memilih sisi Anda</translation>
    </message>
</context>
<context>
    <name>ReviewGraph</name>
    <message>
        <source>South ahead</source>
        <translation>Selatan unggul</translation>
    </message>
    <message>
        <source>North ahead</source>
        <translation>Utara unggul</translation>
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
        <translation>Pasti: dihitung tuntas hingga akhir permainan</translation>
    </message>
    <message>
        <source>Estimated by a search of fixed length</source>
        <translation>Diperkirakan lewat pencarian dengan kedalaman tetap</translation>
    </message>
</context>
<context>
    <name>ReviewPage</name>
    <message>
        <source>Review of %1</source>
        <translation>Tinjauan %1</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Tinjauan</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Kembali</translation>
    </message>
    <message>
        <source>The engine is reviewing the game: move %1 of %2</source>
        <translation>Mesin sedang meninjau permainan: langkah %1 dari %2</translation>
    </message>
    <message>
        <source>The review was cancelled.</source>
        <translation>Tinjauan dibatalkan.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Batal</translation>
    </message>
    <message>
        <source>Review again</source>
        <translation>Tinjau lagi</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Kembali</translation>
    </message>
    <message>
        <source>Glow: the move played. Arrow and shaded pits: the engine&apos;s best move and its sowing.</source>
        <translation>Sorotan: langkah yang dimainkan. Panah dan lubang berarsir: langkah terbaik menurut mesin dan taburannya.</translation>
    </message>
    <message>
        <source>Master, %1 positions a move</source>
        <translation>Master, %1 posisi per langkah</translation>
    </message>
    <message>
        <source>Practise your mistakes (%1)</source>
        <translation>Berlatih dari kesalahan Anda (%1)</translation>
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
        <translation>Bagus</translation>
    </message>
    <message>
        <source>Inaccuracies</source>
        <translation>Kurang tepat</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Kesalahan</translation>
    </message>
    <message>
        <source>Blunders</source>
        <translation>Kesalahan fatal</translation>
    </message>
    <message>
        <source>Moves by class</source>
        <translation>Langkah per kelas</translation>
    </message>
    <message>
        <source>Seeds given away</source>
        <translation>Biji yang diberikan ke lawan</translation>
    </message>
</context>
<context>
    <name>RoundSummary</name>
    <message>
        <source>The race is over</source>
        <translation>Balapan selesai</translation>
    </message>
    <message>
        <source>A sowing ended in an empty hole: the players now take turns.</source>
        <translation>Sebuah taburan berakhir di lubang kosong: sekarang para pemain jalan bergiliran.</translation>
    </message>
    <message>
        <source>Seeds in their holes</source>
        <translation>Biji di lubang</translation>
    </message>
    <message>
        <source>No refill: the seeds stay where they lie. %1 has the first turn.</source>
        <translation>Tanpa pengisian ulang: biji tetap di tempatnya. %1 mendapat giliran pertama.</translation>
    </message>
    <message>
        <source>This game is over</source>
        <translation>Permainan ini selesai</translation>
    </message>
    <message>
        <source>Round %1 is over</source>
        <translation>Putaran %1 selesai</translation>
    </message>
    <message>
        <source>A drawn game.</source>
        <translation>Permainan seri.</translation>
    </message>
    <message>
        <source>A drawn round.</source>
        <translation>Putaran seri.</translation>
    </message>
    <message>
        <source>A drawn game: %1.</source>
        <translation>Permainan seri: %1.</translation>
    </message>
    <message>
        <source>A drawn round: %1.</source>
        <translation>Putaran seri: %1.</translation>
    </message>
    <message>
        <source>%1 wins the game.</source>
        <extracomment>%1 is the winner&apos;s name, %2 (where present) why the game or round ended.</extracomment>
        <translation>%1 memenangi permainan.</translation>
    </message>
    <message>
        <source>%1 wins the round.</source>
        <translation>%1 memenangi putaran.</translation>
    </message>
    <message>
        <source>%1 wins the game: %2.</source>
        <translation>%1 memenangi permainan: %2.</translation>
    </message>
    <message>
        <source>%1 wins the round: %2.</source>
        <translation>%1 memenangi putaran: %2.</translation>
    </message>
    <message>
        <source>Captured in the game</source>
        <translation>Ditangkap dalam permainan</translation>
    </message>
    <message>
        <source>Captured in the round</source>
        <translation>Ditangkap dalam putaran</translation>
    </message>
    <message>
        <source>Swept from own holes</source>
        <translation>Disapu dari lubang sendiri</translation>
    </message>
    <message>
        <source>Seeds owned</source>
        <translation>Biji yang dimiliki</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Permainan dimenangi</translation>
    </message>
    <message>
        <source>Rounds won</source>
        <translation>Putaran dimenangi</translation>
    </message>
    <message>
        <source>Holes out of play next round</source>
        <translation>Lubang yang tidak dimainkan putaran berikutnya</translation>
    </message>
    <message>
        <source>Next round: both refill their holes and choose together.</source>
        <translation>Putaran berikutnya: keduanya mengisi ulang lubang dan memilih bersamaan.</translation>
    </message>
    <message>
        <source>Both players fill their holes from their stores; %1 starts the next game.</source>
        <translation>Kedua pemain mengisi lubang dari rumah masing-masing; %1 memulai permainan berikutnya.</translation>
    </message>
    <message>
        <source>Both players refill their holes from their stores; %1 starts the next round.</source>
        <translation>Kedua pemain mengisi ulang lubang dari rumah masing-masing; %1 memulai putaran berikutnya.</translation>
    </message>
    <message>
        <source>The demo goes on by itself in %1 seconds.</source>
        <translation>Demo berlanjut sendiri dalam %1 detik.</translation>
    </message>
    <message>
        <source>See the result</source>
        <translation>Lihat hasil</translation>
    </message>
    <message>
        <source>Refill and play on</source>
        <translation>Isi ulang dan lanjutkan</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Rules of %1</source>
        <translation>Aturan %1</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Aturan</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Kembali</translation>
    </message>
    <message>
        <source>How to read the rules</source>
        <translation>Cara membaca aturan</translation>
    </message>
    <message>
        <source>Players, hole numbers, direction and the decisions shared by all games</source>
        <translation>Pemain, nomor lubang, arah, dan keputusan yang berlaku untuk semua permainan</translation>
    </message>
    <message>
        <source>This example cannot be drawn: %1</source>
        <translation>Contoh ini tidak dapat digambar: %1</translation>
    </message>
    <message>
        <source>No rules to show.</source>
        <translation>Tidak ada aturan untuk ditampilkan.</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Daftar isi</translation>
    </message>
    <message>
        <source>Show me ›</source>
        <translation>Tunjukkan ›</translation>
    </message>
    <message>
        <source>Open the lesson that teaches this</source>
        <translation>Buka pelajaran yang mengajarkan ini</translation>
    </message>
    <message>
        <source>This page is not yet in your language: it is shown in English.</source>
        <extracomment>On the Rules page, when the rules of this game are not yet translated into the app&apos;s language. Name the language itself (&quot;...not yet in Tamil...&quot;).</extracomment>
        <translation>Halaman ini belum tersedia dalam bahasa Indonesia: ditampilkan dalam bahasa Inggris.</translation>
    </message>
</context>
<context>
    <name>ServerAddressField</name>
    <message>
        <source>Server address</source>
        <translation>Alamat server</translation>
    </message>
    <message>
        <source>Write it as HOST:PORT, for example %1.</source>
        <translation>Tulis sebagai HOST:PORT, misalnya %1.</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>Settings</source>
        <translation>Pengaturan</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Kembali</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Kecepatan animasi</translation>
    </message>
    <message>
        <source>How fast the seeds travel from pit to pit.</source>
        <translation>Seberapa cepat biji berpindah dari lubang ke lubang.</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Suara</translation>
    </message>
    <message>
        <source>The click of seeds falling and of captures (M in a game).</source>
        <translation>Bunyi biji yang jatuh dan saat menangkap (M dalam permainan).</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Nyala</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Mati</translation>
    </message>
    <message>
        <source>Seed counts on the pits</source>
        <translation>Jumlah biji di lubang</translation>
    </message>
    <message>
        <source>A number on every pit and store. Hidden, you count the cowries yourself.</source>
        <translation>Angka pada setiap lubang dan rumah. Jika disembunyikan, Anda menghitung sendiri biji-bijinya.</translation>
    </message>
    <message>
        <source>Shown</source>
        <translation>Ditampilkan</translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>Disembunyikan</translation>
    </message>
    <message>
        <source>Computer&apos;s level</source>
        <translation>Tingkat komputer</translation>
    </message>
    <message>
        <source>The level applies to new games; the last game&apos;s options and the window&apos;s size are remembered too.</source>
        <translation>Tingkat berlaku untuk permainan baru; opsi permainan terakhir dan ukuran jendela juga diingat.</translation>
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
        <translation>Sedang</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Kuat</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Master</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Bahasa</translation>
    </message>
    <message>
        <source>The words of the app, its games and lessons. At first, your system&apos;s language.</source>
        <translation>Bahasa untuk teks aplikasi, permainan, dan pelajarannya. Awalnya mengikuti bahasa sistem Anda.</translation>
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
        <translation>Permukaan hitam, teks putih, dan tepi terang; papan gelap polos dengan lubang yang terang.</translation>
    </message>
    <message>
        <source>Text size</source>
        <translation>Ukuran teks</translation>
    </message>
    <message>
        <source>The size of all the text in the app.</source>
        <translation>Ukuran semua teks di aplikasi.</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>A text size, in percent of the normal size.</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Server address</source>
        <translation>Alamat server</translation>
    </message>
    <message>
        <source>For a public game server: its address as HOST:PORT. Joining with a room code alone goes there; an invite names its own server.</source>
        <translation>Untuk server permainan publik: alamatnya sebagai HOST:PORT. Bergabung hanya dengan kode ruang menuju ke sana; undangan menyebut servernya sendiri.</translation>
    </message>
</context>
<context>
    <name>SpeedMenuButton</name>
    <message>
        <source>Slow</source>
        <translation>Lambat</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Cepat</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Instan</translation>
    </message>
    <message>
        <source>As fast as yours</source>
        <translation>Sama dengan kecepatan Anda</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Kustom</translation>
    </message>
    <message>
        <source>Speed: %1 ▾</source>
        <translation>Kecepatan: %1 ▾</translation>
    </message>
    <message>
        <source>How fast the seeds travel</source>
        <translation>Seberapa cepat biji berpindah</translation>
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
        <translation>Lambat</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Cepat</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Instan</translation>
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
        <translation>%1 menangkap</translation>
    </message>
    <message>
        <source>%1 captures %2</source>
        <translation>%1 menangkap %2</translation>
    </message>
    <message>
        <source>%1 moves again</source>
        <translation>%1 jalan lagi</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>Giliran %1</translation>
    </message>
    <message>
        <source>%1 cannot move</source>
        <translation>%1 tidak bisa jalan</translation>
    </message>
    <message>
        <source>The round is over</source>
        <translation>Putaran selesai</translation>
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
        <translation>hanya %1 dari %2 byte yang dapat ditulis (apakah disk penuh?)</translation>
    </message>
    <message>
        <source>the file %1 does not exist</source>
        <translation>berkas %1 tidak ada</translation>
    </message>
    <message>
        <source>%1 is not a regular file</source>
        <translation>%1 bukan berkas biasa</translation>
    </message>
    <message>
        <source>the file is too large (%1 bytes)</source>
        <translation>berkas terlalu besar (%1 byte)</translation>
    </message>
    <message>
        <source>the file cannot be opened (%1)</source>
        <translation>berkas tidak dapat dibuka (%1)</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>berkas kosong</translation>
    </message>
    <message>
        <source>the folder %1 cannot be created</source>
        <translation>folder %1 tidak dapat dibuat</translation>
    </message>
    <message>
        <source>the game could not be deleted: %1</source>
        <translation>permainan tidak dapat dihapus: %1</translation>
    </message>
    <message>
        <source>this game is already in the library</source>
        <translation>permainan ini sudah ada di pustaka</translation>
    </message>
</context>
<context>
    <name>cowrie::ui::GameSession</name>
    <message>
        <source>%1 resigns; %2 wins.</source>
        <translation>%1 menyerah; %2 menang.</translation>
    </message>
    <message>
        <source>Both choose a starting hole in secret: %1 first. %2, look away.</source>
        <translation>Keduanya memilih lubang awal secara rahasia: %1 lebih dulu. %2, jangan melihat.</translation>
    </message>
    <message>
        <source>%1, choose your starting hole (%2&apos;s choice is hidden).</source>
        <translation>%1, pilih lubang awal Anda (pilihan %2 disembunyikan).</translation>
    </message>
    <message>
        <source>Choose your starting hole; the computer chooses without seeing yours.</source>
        <translation>Pilih lubang awal Anda; komputer memilih tanpa melihat pilihan Anda.</translation>
    </message>
    <message>
        <source>Waiting for the computer&apos;s choice…</source>
        <translation>Menunggu pilihan komputer…</translation>
    </message>
    <message>
        <source>Both computers choose a starting hole…</source>
        <translation>Kedua komputer memilih lubang awal…</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 sedang berpikir…</translation>
    </message>
    <message>
        <source>%1 to move: choose a hole, then the direction to sow.</source>
        <translation>Giliran %1: pilih lubang, lalu arah taburan.</translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation>Giliran %1.</translation>
    </message>
    <message>
        <source>there is no saved game</source>
        <translation>tidak ada permainan yang tersimpan</translation>
    </message>
    <message>
        <source>it is the computer&apos;s turn</source>
        <translation>sekarang giliran komputer</translation>
    </message>
    <message>
        <source>it is not your turn to choose</source>
        <translation>belum giliran Anda untuk memilih</translation>
    </message>
    <message>
        <source>against the computer, choose your own hole only</source>
        <translation>melawan komputer, pilih lubang Anda sendiri saja</translation>
    </message>
    <message>
        <source>no game has been started</source>
        <translation>belum ada permainan yang dimulai</translation>
    </message>
    <message>
        <source>there is no place %1 on this board</source>
        <translation>tidak ada tempat %1 di papan ini</translation>
    </message>
    <message>
        <source>a store cannot be played</source>
        <translation>rumah tidak dapat dimainkan</translation>
    </message>
    <message>
        <source>%1 chooses now, from their own row</source>
        <translation>%1 memilih sekarang, dari barisnya sendiri</translation>
    </message>
    <message>
        <source>that hole is %1&apos;s; %2 is to move</source>
        <translation>lubang itu milik %1; sekarang giliran %2</translation>
    </message>
    <message>
        <source>hole %1 does not exist (holes are 1..%2)</source>
        <translation>lubang %1 tidak ada (lubangnya 1..%2)</translation>
    </message>
    <message>
        <source>%1&apos;s hole %2 cannot start a sowing</source>
        <translation>lubang %2 milik %1 tidak dapat memulai taburan</translation>
    </message>
    <message>
        <source>these two holes cannot be played together</source>
        <translation>kedua lubang ini tidak dapat dimainkan bersamaan</translation>
    </message>
    <message>
        <source>the game is being replayed</source>
        <translation>permainan sedang diputar ulang</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>permainan sudah selesai</translation>
    </message>
    <message>
        <source>%1 takes back the resignation. %2</source>
        <translation>%1 membatalkan penyerahannya. %2</translation>
    </message>
    <message>
        <source>Took back your last move. %1</source>
        <translation>Langkah terakhir Anda dibatalkan. %1</translation>
    </message>
    <message>
        <source>Took back move %1. %2</source>
        <translation>Langkah %1 dibatalkan. %2</translation>
    </message>
    <message>
        <source>the computers play on; go back to stop the demo</source>
        <translation>komputer terus bermain; kembali untuk menghentikan demo</translation>
    </message>
    <message>
        <source>a hint is for the person to move</source>
        <translation>petunjuk hanya untuk pemain yang mendapat giliran</translation>
    </message>
    <message>
        <source>This game cannot be saved: %1. It goes on, but will be lost when you quit.</source>
        <translation>Permainan ini tidak dapat disimpan: %1. Permainan tetap berlanjut, tetapi akan hilang saat Anda keluar.</translation>
    </message>
    <message>
        <source>This game cannot be kept in the library: %1.</source>
        <translation>Permainan ini tidak dapat disimpan di pustaka: %1.</translation>
    </message>
    <message>
        <source>The computer found no move.</source>
        <translation>Komputer tidak menemukan langkah.</translation>
    </message>
    <message>
        <source>Not allowed: %1</source>
        <translation>Tidak diizinkan: %1</translation>
    </message>
    <message>
        <source>it is not your turn</source>
        <translation>belum giliran Anda</translation>
    </message>
    <message>
        <source>Choose your starting hole; %1 chooses without seeing yours.</source>
        <translation>Pilih lubang awal Anda; %1 memilih tanpa melihat pilihan Anda.</translation>
    </message>
    <message>
        <source>Waiting for %1&apos;s choice…</source>
        <translation>Menunggu pilihan %1…</translation>
    </message>
    <message>
        <source>Your move is on its way to the game server…</source>
        <translation>Langkah Anda sedang dikirim ke server permainan…</translation>
    </message>
    <message>
        <source>an online game begins by hosting it or joining it</source>
        <translation>permainan daring dimulai dengan menyelenggarakan atau bergabung ke permainan</translation>
    </message>
    <message>
        <source>your move is on its way to the game server</source>
        <translation>langkah Anda sedang dikirim ke server permainan</translation>
    </message>
    <message>
        <source>it is %1&apos;s turn</source>
        <translation>sekarang giliran %1</translation>
    </message>
    <message>
        <source>the game server cannot be reached now; try again when connected</source>
        <translation>server permainan tidak dapat dihubungi sekarang; coba lagi setelah tersambung</translation>
    </message>
    <message>
        <source>there are no hints in a game against a friend online</source>
        <translation>tidak ada petunjuk dalam permainan daring melawan teman</translation>
    </message>
    <message>
        <source>The server&apos;s move %1 cannot be played on this board.</source>
        <translation>Langkah %1 dari server tidak dapat dimainkan di papan ini.</translation>
    </message>
    <message>
        <source>The server&apos;s move cannot be played on this board.</source>
        <translation>Langkah dari server tidak dapat dimainkan di papan ini.</translation>
    </message>
    <message>
        <source>the game server cannot be reached now; your move was not sent</source>
        <translation>server permainan tidak dapat dihubungi sekarang; langkah Anda tidak terkirim</translation>
    </message>
    <message>
        <source>The server&apos;s move %1 cannot be read.</source>
        <translation>Langkah %1 dari server tidak dapat dibaca.</translation>
    </message>
    <message>
        <source>The game server refused the move: %1</source>
        <translation>Server permainan menolak langkah itu: %1</translation>
    </message>
    <message>
        <source>Waiting for your friend to join…</source>
        <translation>Menunggu teman Anda bergabung…</translation>
    </message>
    <message>
        <source>the game begins when your friend has joined</source>
        <translation>permainan dimulai setelah teman Anda bergabung</translation>
    </message>
</context>
<context>
    <name>cowrie::ui::HintAdvisor</name>
    <message>
        <source>Try hole %1.</source>
        <translation>Coba lubang %1.</translation>
    </message>
    <message>
        <source>Try hole %1, sowing towards your right.</source>
        <translation>Coba lubang %1, menabur ke arah kanan Anda.</translation>
    </message>
    <message>
        <source>Try hole %1, sowing towards your left.</source>
        <translation>Coba lubang %1, menabur ke arah kiri Anda.</translation>
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
        <translation>Bagus sekali.</translation>
    </message>
    <message>
        <source>That was the move. %1</source>
        <translation>Itulah langkahnya. %1</translation>
    </message>
    <message>
        <source>Play one of your own holes, in the row nearest you.</source>
        <translation>Mainkan salah satu lubang Anda sendiri, di baris yang paling dekat dengan Anda.</translation>
    </message>
    <message>
        <source>That hole cannot be played: %1.</source>
        <translation>Lubang itu tidak dapat dimainkan: %1.</translation>
    </message>
    <message>
        <source>Right: the last seed falls in %1.</source>
        <translation>Benar: biji terakhir jatuh di %1.</translation>
    </message>
    <message>
        <source>Not there: the last seed falls in %1. Watch.</source>
        <translation>Bukan di situ: biji terakhir jatuh di %1. Perhatikan.</translation>
    </message>
    <message>
        <source>Lesson complete.</source>
        <translation>Pelajaran selesai.</translation>
    </message>
    <message>
        <source>You have finished every lesson of this game. Try a real game, or some puzzles!</source>
        <translation>Anda telah menyelesaikan semua pelajaran permainan ini. Cobalah permainan sungguhan, atau beberapa teka-teki!</translation>
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
        <translation>Sedang</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Kuat</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Master</translation>
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
        <translation>%1 menyerah</translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>Seri</translation>
    </message>
    <message>
        <source>%1 won by %2</source>
        <extracomment>%1 is the winner&apos;s name, %2 their lead in seeds.</extracomment>
        <translation>%1 menang dengan selisih %2</translation>
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
        <translation>Permainan tidak dapat dihapus: %1</translation>
    </message>
    <message>
        <source>The game was deleted.</source>
        <translation>Permainan telah dihapus.</translation>
    </message>
    <message>
        <source>only a file on this computer can be written</source>
        <translation>hanya berkas di komputer ini yang dapat ditulis</translation>
    </message>
    <message>
        <source>The game was exported to %1.</source>
        <translation>Permainan telah diekspor ke %1.</translation>
    </message>
    <message>
        <source>The game could not be exported: %1</source>
        <translation>Permainan tidak dapat diekspor: %1</translation>
    </message>
    <message>
        <source>only a file on this computer can be read</source>
        <translation>hanya berkas di komputer ini yang dapat dibaca</translation>
    </message>
    <message>
        <source>%1 was added to the library.</source>
        <translation>%1 telah ditambahkan ke pustaka.</translation>
    </message>
    <message>
        <source>The file could not be imported: %1</source>
        <translation>Berkas tidak dapat diimpor: %1</translation>
    </message>
</context>
<context>
    <name>cowrie::ui::OnlineGame</name>
    <message>
        <source>Could not connect.</source>
        <translation>Tidak dapat tersambung.</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Menyambung ke %1…</translation>
    </message>
    <message>
        <source>Connection lost; reconnecting…</source>
        <translation>Koneksi terputus; menyambung ulang…</translation>
    </message>
    <message numerus="yes">
        <source>Connection lost; reconnecting in %n s</source>
        <translation>
            <numerusform>Koneksi terputus; menyambung ulang dalam %n detik</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting for your friend to join.</source>
        <translation>Menunggu teman Anda bergabung.</translation>
    </message>
    <message>
        <source>Game over; %1 is still here.</source>
        <translation>Permainan selesai; %1 masih di sini.</translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation>Permainan selesai.</translation>
    </message>
    <message>
        <source>Connected: playing %1.</source>
        <translation>Tersambung: bermain dengan %1.</translation>
    </message>
    <message>
        <source>%1 is away; the game waits.</source>
        <translation>%1 sedang tidak di tempat; permainan menunggu.</translation>
    </message>
    <message>
        <source>Hello!</source>
        <translation>Halo!</translation>
    </message>
    <message>
        <source>Good move!</source>
        <translation>Langkah bagus!</translation>
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
        <translation>Ups!</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>The name an online player is given who typed none.</extracomment>
        <translation>Pemain</translation>
    </message>
    <message>
        <source>The game server could not start: %1</source>
        <translation>Server permainan tidak dapat dijalankan: %1</translation>
    </message>
    <message>
        <source>Paste the invite, or give the server&apos;s address in Settings.</source>
        <translation>Tempel undangan, atau isi alamat server di Pengaturan.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no invite nor server address.</source>
        <translation>&quot;%1&quot; bukan undangan maupun alamat server.</translation>
    </message>
    <message>
        <source>The invite names no room: give the room code too.</source>
        <translation>Undangan tidak menyebut ruang: isi juga kode ruang.</translation>
    </message>
    <message>
        <source>Could not reach the server at %1: %2</source>
        <translation>Tidak dapat menghubungi server di %1: %2</translation>
    </message>
    <message>
        <source>The server&apos;s answer is damaged.</source>
        <translation>Jawaban server rusak.</translation>
    </message>
    <message>
        <source>The server gave up this game: nobody played it for a week.</source>
        <translation>Server membuang permainan ini: tidak ada yang memainkannya selama seminggu.</translation>
    </message>
    <message>
        <source>There is no room %1 on that server.</source>
        <translation>Tidak ada ruang %1 di server itu.</translation>
    </message>
    <message>
        <source>Room %1 has two players already.</source>
        <translation>Ruang %1 sudah berisi dua pemain.</translation>
    </message>
    <message>
        <source>The server refused: %1</source>
        <translation>Server menolak: %1</translation>
    </message>
    <message>
        <source>This board differs from the server&apos;s after move %1; the server&apos;s game is brought back.</source>
        <translation>Papan ini berbeda dari papan server setelah langkah %1; permainan dari server dipulihkan.</translation>
    </message>
</context>
<context>
    <name>cowrie::ui::OnlineLink</name>
    <message>
        <source>no answer within %1 s</source>
        <translation>tidak ada jawaban dalam %1 detik</translation>
    </message>
</context>
<context>
    <name>cowrie::ui::OptionsModel</name>
    <message>
        <source>There is no game called &apos;%1&apos;.</source>
        <translation>Tidak ada permainan bernama &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>%1 has no preset &apos;%2&apos;.</source>
        <translation>%1 tidak memiliki prasetel &apos;%2&apos;.</translation>
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
        <translation>Teka-teki ini tidak dapat ditampilkan: kedua pemain melangkah bersamaan.</translation>
    </message>
    <message>
        <source>This puzzle cannot be read: %1</source>
        <translation>Teka-teki ini tidak dapat dibaca: %1</translation>
    </message>
    <message>
        <source>You play North: your holes are nearest you. Find the best move.</source>
        <translation>Anda bermain sebagai Utara: lubang Anda adalah yang paling dekat dengan Anda. Temukan langkah terbaik.</translation>
    </message>
    <message>
        <source>You play South: your holes are nearest you. Find the best move.</source>
        <translation>Anda bermain sebagai Selatan: lubang Anda adalah yang paling dekat dengan Anda. Temukan langkah terbaik.</translation>
    </message>
    <message>
        <source>Play one of South&apos;s holes, in the row nearest you.</source>
        <translation>Mainkan salah satu lubang Selatan, di baris yang paling dekat dengan Anda.</translation>
    </message>
    <message>
        <source>Play one of North&apos;s holes, in the row nearest you.</source>
        <translation>Mainkan salah satu lubang Utara, di baris yang paling dekat dengan Anda.</translation>
    </message>
    <message>
        <source>That hole cannot be played: %1.</source>
        <translation>Lubang itu tidak dapat dimainkan: %1.</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>Benar!</translation>
    </message>
    <message>
        <source>Not this one. Watch what happens.</source>
        <translation>Bukan yang ini. Perhatikan apa yang terjadi.</translation>
    </message>
    <message>
        <source>Right! Keep going: it is your move again.</source>
        <translation>Benar! Teruskan: giliran Anda lagi.</translation>
    </message>
    <message>
        <source>That was the answer.</source>
        <translation>Itulah jawabannya.</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>Terpecahkan!</translation>
    </message>
    <message>
        <source>Solved, with help this time.</source>
        <translation>Terpecahkan, kali ini dengan bantuan.</translation>
    </message>
    <message>
        <source>Your rating: %1 (+%2).</source>
        <translation>Rating Anda: %1 (+%2).</translation>
    </message>
    <message>
        <source>Your rating: %1 (−%2).</source>
        <translation>Rating Anda: %1 (−%2).</translation>
    </message>
    <message>
        <source>Not this one.</source>
        <translation>Bukan yang ini.</translation>
    </message>
    <message>
        <source>Taken back. Try again.</source>
        <translation>Sudah ditarik kembali. Coba lagi.</translation>
    </message>
    <message>
        <source>Play the lit hole.</source>
        <translation>Mainkan lubang yang menyala.</translation>
    </message>
    <message>
        <source>Watch the answer.</source>
        <translation>Perhatikan jawabannya.</translation>
    </message>
</context>
<context>
    <name>cowrie::ui::ReplayController</name>
    <message>
        <source>Both</source>
        <translation>Keduanya</translation>
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
        <translation>kesalahan</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>kesalahan besar</translation>
    </message>
    <message>
        <source>chosen together</source>
        <translation>dipilih bersamaan</translation>
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
        <translation>Keduanya</translation>
    </message>
</context>
<context>
    <name>cowrie::ui::ReviewSession</name>
    <message>
        <source>This game cannot be reviewed: %1</source>
        <translation>Permainan ini tidak dapat ditinjau: %1</translation>
    </message>
    <message>
        <source>The position the game was left in.</source>
        <translation>Posisi saat permainan ditinggalkan.</translation>
    </message>
    <message>
        <source>Move %1: both players chose at once, %2; such choices are not classed.</source>
        <translation>Langkah %1: kedua pemain memilih bersamaan, %2; pilihan seperti ini tidak dinilai.</translation>
    </message>
    <message>
        <source>Move %1: %2 played %3, the engine&apos;s choice too.</source>
        <translation>Langkah %1: %2 memainkan %3, sama dengan pilihan mesin.</translation>
    </message>
    <message>
        <source>Move %1: %2 played %3, as good as the engine&apos;s %4.</source>
        <translation>Langkah %1: %2 memainkan %3, sama baiknya dengan pilihan mesin, %4.</translation>
    </message>
    <message>
        <source>Move %1: %2 played %3, a blunder that changes the result. Best was %4.</source>
        <translation>Langkah %1: %2 memainkan %3, kesalahan besar yang mengubah hasil. Yang terbaik adalah %4.</translation>
    </message>
    <message numerus="yes">
        <source>%n seed given away</source>
        <translation>
            <numerusform>%n biji diberikan ke lawan</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seeds given away</source>
        <translation>
            <numerusform>%n biji diberikan ke lawan</numerusform>
        </translation>
    </message>
    <message>
        <source>Move %1: %2 played %3, %4: %5. Best was %6.</source>
        <translation>Langkah %1: %2 memainkan %3, %4: %5. Yang terbaik adalah %6.</translation>
    </message>
    <message>
        <source>a win for South</source>
        <translation>kemenangan bagi Selatan</translation>
    </message>
    <message>
        <source>a win for North</source>
        <translation>kemenangan bagi Utara</translation>
    </message>
    <message>
        <source>Value for South: %1 before the move, %2 after it.</source>
        <translation>Nilai bagi Selatan: %1 sebelum langkah, %2 sesudahnya.</translation>
    </message>
    <message>
        <source>Exact: the engine searched to the end of the game.</source>
        <translation>Pasti: mesin menelusuri sampai akhir permainan.</translation>
    </message>
    <message>
        <source>Estimated by a search of %L1 positions.</source>
        <translation>Perkiraan dari penelusuran %L1 posisi.</translation>
    </message>
</context>
<context>
    <name>cowrie::ui::RulesBook</name>
    <message>
        <source>There is no game called %1.</source>
        <translation>Tidak ada permainan bernama %1.</translation>
    </message>
    <message>
        <source>The rules of %1 are not written yet.</source>
        <translation>Aturan %1 belum ditulis.</translation>
    </message>
    <message>
        <source>The rules could not be read.</source>
        <translation>Aturan tidak dapat dibaca.</translation>
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
        <translation>melawan komputer</translation>
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
        <translation>folder %1 tidak dapat dibuat</translation>
    </message>
    <message>
        <source>it is not valid JSON (%1)</source>
        <translation>bukan JSON yang valid (%1)</translation>
    </message>
    <message>
        <source>it is not a Cowrie save file</source>
        <translation>bukan berkas simpanan Cowrie</translation>
    </message>
    <message>
        <source>it was written by another version of Cowrie</source>
        <translation>ditulis oleh versi Cowrie yang lain</translation>
    </message>
    <message>
        <source>its record or setup is missing</source>
        <translation>catatan atau pengaturannya tidak ada</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>bukan berkas biasa</translation>
    </message>
    <message>
        <source>it is too large (%1 bytes)</source>
        <translation>terlalu besar (%1 byte)</translation>
    </message>
    <message>
        <source>it cannot be opened (%1)</source>
        <translation>tidak dapat dibuka (%1)</translation>
    </message>
    <message>
        <source>it holds a game of %1, not of %2</source>
        <translation>berisi permainan %1, bukan %2</translation>
    </message>
    <message>
        <source>The saved game could not be read: %1. It was set aside as %2.</source>
        <extracomment>%1 is why the saved game could not be read (&quot;it is not a Cowrie save file&quot;). %2 is the file&apos;s new name.</extracomment>
        <translation>Permainan tersimpan tidak dapat dibaca: %1. Berkas itu disisihkan sebagai %2.</translation>
    </message>
    <message>
        <source>The saved game could not be read: %1.</source>
        <translation>Permainan tersimpan tidak dapat dibaca: %1.</translation>
    </message>
    <message>
        <source>The list of unfinished games could not be read: %1. It was set aside as %2; the games are still in the library.</source>
        <extracomment>%1 is why the list could not be read, %2 the file&apos;s new name.</extracomment>
        <translation>Daftar permainan belum selesai tidak dapat dibaca: %1. Berkas itu disisihkan sebagai %2; permainannya masih ada di pustaka.</translation>
    </message>
    <message>
        <source>The list of unfinished games could not be read: %1; the games are still in the library.</source>
        <translation>Daftar permainan belum selesai tidak dapat dibaca: %1; permainannya masih ada di pustaka.</translation>
    </message>
    <message>
        <source>The unfinished game of %1 could not be read from the library: %2. It is still there, listed with its problem.</source>
        <extracomment>%1 is a game&apos;s name, %2 why its record could not be read.</extracomment>
        <translation>Permainan %1 yang belum selesai tidak dapat dibaca dari pustaka: %2. Permainan itu masih ada di sana, tercantum dengan masalahnya.</translation>
    </message>
    <message>
        <source>The list of unfinished games cannot be written: %1.</source>
        <extracomment>%1 is what went wrong (&quot;No space left on device&quot;).</extracomment>
        <translation>Daftar permainan belum selesai tidak dapat ditulis: %1.</translation>
    </message>
    <message>
        <source>The saved game in %1 could not be moved into the library: %2. It stays where it is.</source>
        <extracomment>%1 is a file name, %2 what went wrong.</extracomment>
        <translation>Permainan tersimpan di %1 tidak dapat dipindahkan ke pustaka: %2. Berkas itu tetap di tempatnya.</translation>
    </message>
    <message>
        <source>its list of games is damaged</source>
        <translation>daftar permainannya rusak</translation>
    </message>
    <message>
        <source>%1, online against %2, 1 move played</source>
        <extracomment>An unfinished game played over the network; %2 is the friend&apos;s name.</extracomment>
        <translation>%1, daring melawan %2, 1 langkah dimainkan</translation>
    </message>
    <message>
        <source>%1, online against %2, %3 moves played</source>
        <translation>%1, daring melawan %2, %3 langkah dimainkan</translation>
    </message>
</context>
</TS>
