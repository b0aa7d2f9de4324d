<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ta_IN" sourcelanguage="en">
<context>
    <name>Board</name>
    <message>
        <source>South</source>
        <translation>தெற்கு</translation>
    </message>
    <message>
        <source>North</source>
        <translation>வடக்கு</translation>
    </message>
</context>
<context>
    <name>BoardPlace</name>
    <message>
        <source>your store</source>
        <translation>உங்கள் களஞ்சியம்</translation>
    </message>
    <message>
        <source>%1&apos;s store</source>
        <translation>%1-இன் களஞ்சியம்</translation>
    </message>
    <message numerus="yes">
        <source>your store, %n seed</source>
        <translation>
            <numerusform>உங்கள் களஞ்சியம், %n விதை</numerusform>
            <numerusform>உங்கள் களஞ்சியம், %n விதைகள்</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>your store, %n seeds</source>
        <translation>
            <numerusform>உங்கள் களஞ்சியம், %n விதை</numerusform>
            <numerusform>உங்கள் களஞ்சியம், %n விதைகள்</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s store, %n seed</source>
        <translation>
            <numerusform>%1-இன் களஞ்சியம், %n விதை</numerusform>
            <numerusform>%1-இன் களஞ்சியம், %n விதைகள்</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s store, %n seeds</source>
        <translation>
            <numerusform>%1-இன் களஞ்சியம், %n விதை</numerusform>
            <numerusform>%1-இன் களஞ்சியம், %n விதைகள்</numerusform>
        </translation>
    </message>
    <message>
        <source>your hole %1</source>
        <translation>உங்கள் குழி %1</translation>
    </message>
    <message>
        <source>%1&apos;s hole %2</source>
        <translation>%1-இன் குழி %2</translation>
    </message>
    <message numerus="yes">
        <source>your hole %1, %n seed</source>
        <translation>
            <numerusform>உங்கள் குழி %1, %n விதை</numerusform>
            <numerusform>உங்கள் குழி %1, %n விதைகள்</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>your hole %1, %n seeds</source>
        <translation>
            <numerusform>உங்கள் குழி %1, %n விதை</numerusform>
            <numerusform>உங்கள் குழி %1, %n விதைகள்</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s hole %2, %n seed</source>
        <translation>
            <numerusform>%1-இன் குழி %2, %n விதை</numerusform>
            <numerusform>%1-இன் குழி %2, %n விதைகள்</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s hole %2, %n seeds</source>
        <translation>
            <numerusform>%1-இன் குழி %2, %n விதை</numerusform>
            <numerusform>%1-இன் குழி %2, %n விதைகள்</numerusform>
        </translation>
    </message>
    <message>
        <source>You can play it now.</source>
        <translation>இதை இப்போது ஆடலாம்.</translation>
    </message>
    <message>
        <source>You cannot play it now.</source>
        <translation>இதை இப்போது ஆட முடியாது.</translation>
    </message>
    <message>
        <source>Burnt: out of play.</source>
        <translation>எரிந்த குழி: ஆட்டத்தில் இல்லை.</translation>
    </message>
    <message>
        <source>Blind: out of play.</source>
        <translation>குருட்டுக் குழி: ஆட்டத்தில் இல்லை.</translation>
    </message>
    <message>
        <source>A puta hole.</source>
        <translation>ஒரு புட்டா குழி.</translation>
    </message>
    <message>
        <source>A naga hole.</source>
        <translation>ஒரு நாகா குழி.</translation>
    </message>
</context>
<context>
    <name>CaptionBar</name>
    <message>
        <source>Each event of a move is named here as the seeds travel.</source>
        <translation>விதைகள் நகரும்போது, நகர்வின் ஒவ்வொரு நிகழ்வும் இங்கே குறிப்பிடப்படும்.</translation>
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
        <translation>நிலையான மன்கலா</translation>
    </message>
    <message>
        <source>Reference game (worldwide)</source>
        <extracomment>where Kalah is played</extracomment>
        <translation>அடிப்படை ஆட்டம் (உலகளாவியது)</translation>
    </message>
    <message>
        <source>The familiar mancala: capture across the board, extra moves from your store.</source>
        <extracomment>one line about Kalah</extracomment>
        <translation>பழக்கமான மன்கலா: பலகையின் எதிர்ப்புறமாகக் கைப்பற்றல், உங்கள் களஞ்சியத்தில் முடிந்தால் கூடுதல் நகர்வு.</translation>
    </message>
    <message>
        <source>Holes</source>
        <extracomment>the name of an option of Kalah</extracomment>
        <translation>குழிகள்</translation>
    </message>
    <message>
        <source>Holes in each player&apos;s row.</source>
        <extracomment>what an option of Kalah does</extracomment>
        <translation>ஒவ்வொரு ஆட்டக்காரரின் வரிசையிலும் உள்ள குழிகள்.</translation>
    </message>
    <message>
        <source>Seeds</source>
        <extracomment>the name of an option of Kalah</extracomment>
        <translation>விதைகள்</translation>
    </message>
    <message>
        <source>Seeds in each hole at the start.</source>
        <extracomment>what an option of Kalah does</extracomment>
        <translation>தொடக்கத்தில் ஒவ்வொரு குழியிலும் உள்ள விதைகள்.</translation>
    </message>
    <message>
        <source>Empty capture</source>
        <extracomment>the name of an option of Kalah</extracomment>
        <translation>வெற்றுக் கைப்பற்றல்</translation>
    </message>
    <message>
        <source>A last seed in your own empty hole is captured even when the opposite hole is empty.</source>
        <extracomment>what an option of Kalah does</extracomment>
        <translation>எதிரிலுள்ள குழி காலியாக இருந்தாலும், உங்கள் சொந்த வெற்றுக் குழியில் விழும் கடைசி விதை கைப்பற்றப்படும்.</translation>
    </message>
    <message>
        <source>First</source>
        <extracomment>the name of an option of Kalah</extracomment>
        <translation>முதலில்</translation>
    </message>
    <message>
        <source>Who moves first.</source>
        <extracomment>what an option of Kalah does</extracomment>
        <translation>யார் முதலில் நகர்த்துவது.</translation>
    </message>
    <message>
        <source>South</source>
        <extracomment>a choice of the option &apos;First&apos;</extracomment>
        <translation>தெற்கு</translation>
    </message>
    <message>
        <source>North</source>
        <extracomment>a choice of the option &apos;First&apos;</extracomment>
        <translation>வடக்கு</translation>
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
        <translation>மலேசியா</translation>
    </message>
    <message>
        <source>Seven holes of seven cowries; relay sowing round and round the boat.</source>
        <extracomment>one line about Congkak</extracomment>
        <translation>ஏழு சோழிகள் கொண்ட ஏழு குழிகள்; படகைச் சுற்றிச் சுற்றித் தொடர் விதைப்பு.</translation>
    </message>
    <message>
        <source>Single round</source>
        <extracomment>a variant (preset) of Congkak</extracomment>
        <translation>ஒற்றைச் சுற்று</translation>
    </message>
    <message>
        <source>Traditional: simultaneous start, rounds</source>
        <extracomment>a variant (preset) of Congkak</extracomment>
        <translation>பாரம்பரியம்: ஒரே நேரத் தொடக்கம், சுற்றுகள்</translation>
    </message>
    <message>
        <source>Traditional</source>
        <extracomment>the name of an option of Congkak</extracomment>
        <translation>பாரம்பரியம்</translation>
    </message>
    <message>
        <source>Both players make the first move at once, and the game is played over rounds with burnt holes.</source>
        <extracomment>what an option of Congkak does</extracomment>
        <translation>இரு ஆட்டக்காரர்களும் முதல் நகர்வை ஒரே நேரத்தில் செய்கின்றனர்; எரிந்த குழிகளுடன் பல சுற்றுகளாக ஆட்டம் நடக்கும்.</translation>
    </message>
    <message>
        <source>Who moves first (no effect with the simultaneous start).</source>
        <extracomment>what an option of Congkak does</extracomment>
        <translation>யார் முதலில் நகர்த்துவது (ஒரே நேரத் தொடக்கத்தில் பொருந்தாது).</translation>
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
        <translation>இந்தோனேசியா</translation>
    </message>
    <message>
        <source>Relay sowing on a boat of five to nine holes a side; play one round or to K.</source>
        <extracomment>one line about Congklak</extracomment>
        <translation>ஒரு பக்கத்துக்கு ஐந்து முதல் ஒன்பது குழிகள் கொண்ட படகில் தொடர் விதைப்பு; ஒரு சுற்று அல்லது K சுற்றுகள் வரை ஆடலாம்.</translation>
    </message>
    <message>
        <source>Classic 2x5</source>
        <extracomment>a variant (preset) of Congklak</extracomment>
        <translation>கிளாசிக் 2x5</translation>
    </message>
    <message>
        <source>Rounds 2xN</source>
        <extracomment>a variant (preset) of Congklak</extracomment>
        <translation>சுற்றுகள் 2xN</translation>
    </message>
    <message>
        <source>Preset</source>
        <extracomment>the name of an option of Congklak</extracomment>
        <translation>முன்னமைவு</translation>
    </message>
    <message>
        <source>Classic 2x5, one round; or Rounds: simultaneous start, burnt holes, first to K rounds.</source>
        <extracomment>what an option of Congklak does</extracomment>
        <translation>கிளாசிக் 2x5, ஒரு சுற்று; அல்லது சுற்றுகள்: ஒரே நேரத் தொடக்கம், எரிந்த குழிகள், முதலில் K சுற்றுகளை வெல்பவர் வெற்றியாளர்.</translation>
    </message>
    <message>
        <source>Classic</source>
        <extracomment>a choice of the option &apos;Preset&apos;</extracomment>
        <translation>கிளாசிக்</translation>
    </message>
    <message>
        <source>Rounds</source>
        <extracomment>a choice of the option &apos;Preset&apos;</extracomment>
        <translation>சுற்றுகள்</translation>
    </message>
    <message>
        <source>Holes in each row, and seeds in each hole (default 5 in Classic, 7 in Rounds).</source>
        <extracomment>what an option of Congklak does</extracomment>
        <translation>ஒவ்வொரு வரிசையிலும் உள்ள குழிகள், ஒவ்வொரு குழியிலும் உள்ள விதைகள் (இயல்பாக கிளாசிக்கில் 5, சுற்றுகளில் 7).</translation>
    </message>
    <message>
        <source>Round wins needed to win the game (Rounds preset).</source>
        <extracomment>what an option of Congklak does</extracomment>
        <translation>ஆட்டத்தை வெல்லத் தேவையான சுற்று வெற்றிகள் (சுற்றுகள் முன்னமைவு).</translation>
    </message>
    <message>
        <source>Lone seed</source>
        <extracomment>the name of an option of Congklak</extracomment>
        <translation>தனி விதை</translation>
    </message>
    <message>
        <source>A last seed in your own empty hole is taken even when nothing lies opposite.</source>
        <extracomment>what an option of Congklak does</extracomment>
        <translation>எதிரில் எதுவும் இல்லாவிட்டாலும், உங்கள் சொந்த வெற்றுக் குழியில் விழும் கடைசி விதை எடுக்கப்படும்.</translation>
    </message>
    <message>
        <source>Burnt penalty</source>
        <extracomment>the name of an option of Congklak</extracomment>
        <translation>எரிந்த குழித் தண்டனை</translation>
    </message>
    <message>
        <source>Burnt holes stay on the circuit; a seed falling into one goes to the opponent.</source>
        <extracomment>what an option of Congklak does</extracomment>
        <translation>எரிந்த குழிகள் சுற்றுப்பாதையில் இருக்கும்; அவற்றில் விழும் விதை எதிராளிக்குச் செல்லும்.</translation>
    </message>
    <message>
        <source>Who moves first (Classic; Rounds starts with both at once).</source>
        <extracomment>what an option of Congklak does</extracomment>
        <translation>யார் முதலில் நகர்த்துவது (கிளாசிக்; சுற்றுகளில் இருவரும் ஒரே நேரத்தில் தொடங்குவர்).</translation>
    </message>
    <message>
        <source>Chonka</source>
        <extracomment>the name of a game</extracomment>
        <translation>சொங்கா</translation>
    </message>
    <message>
        <source>chonku, Colombo&apos;s pallankuli</source>
        <extracomment>other names of Chonka, after &quot;also&quot;</extracomment>
        <translation>சொங்கு, கொழும்புப் பல்லாங்குழி</translation>
    </message>
    <message>
        <source>Colombo, Sri Lanka</source>
        <extracomment>where Chonka is played</extracomment>
        <translation>கொழும்பு, இலங்கை</translation>
    </message>
    <message>
        <source>The first move picks the direction for the whole game; the store ends a turn.</source>
        <extracomment>one line about Chonka</extracomment>
        <translation>முதல் நகர்வு ஆட்டம் முழுவதற்குமான திசையைத் தீர்மானிக்கும்; களஞ்சியத்தில் விழுந்தால் முறை முடியும்.</translation>
    </message>
    <message>
        <source>Either side</source>
        <extracomment>the name of an option of Chonka</extracomment>
        <translation>எந்தப் பக்கமும்</translation>
    </message>
    <message>
        <source>A last seed in an empty hole on either side captures it and the hole opposite.</source>
        <extracomment>what an option of Chonka does</extracomment>
        <translation>எந்தப் பக்கத்திலும் உள்ள வெற்றுக் குழியில் விழும் கடைசி விதை, அந்தக் குழியையும் எதிர்க் குழியையும் கைப்பற்றும்.</translation>
    </message>
    <message>
        <source>Pallankuzhi</source>
        <extracomment>the name of a game</extracomment>
        <translation>பல்லாங்குழி</translation>
    </message>
    <message>
        <source>pallanguzhi, Tamil pallankuli</source>
        <extracomment>other names of Pallankuzhi, after &quot;also&quot;</extracomment>
        <translation>pallanguzhi, pallankuli</translation>
    </message>
    <message>
        <source>Tamil Nadu (South India) and Sri Lanka</source>
        <extracomment>where Pallankuzhi is played</extracomment>
        <translation>தமிழ்நாடு (தென்னிந்தியா) மற்றும் இலங்கை</translation>
    </message>
    <message>
        <source>Six cowries a hole: pasu fours, captures beyond an empty hole, burnt holes.</source>
        <extracomment>one line about Pallankuzhi</extracomment>
        <translation>குழிக்கு ஆறு சோழிகள்: நான்கானால் பசு, வெற்றுக் குழிக்கு அப்பால் கைப்பற்றல், எரிந்த குழிகள்.</translation>
    </message>
    <message>
        <source>Hidden counts</source>
        <extracomment>the name of an option of Pallankuzhi</extracomment>
        <translation>மறைந்த எண்ணிக்கைகள்</translation>
    </message>
    <message>
        <source>The board shows the seeds but no numbers: judge a sowing by eye.</source>
        <extracomment>what an option of Pallankuzhi does</extracomment>
        <translation>பலகையில் விதைகள் தெரியும், எண்கள் தெரியாது: விதைப்பைக் கண்ணால் மதிப்பிடுங்கள்.</translation>
    </message>
    <message>
        <source>Who moves first in round 1; rounds then alternate.</source>
        <extracomment>what an option of Pallankuzhi does</extracomment>
        <translation>முதல் சுற்றில் யார் முதலில் நகர்த்துவது; பிறகு சுற்றுகள் மாறி மாறித் தொடங்கும்.</translation>
    </message>
    <message>
        <source>Olinda keliya</source>
        <extracomment>the name of a game</extracomment>
        <translation>ஒலிந்த கெளிய</translation>
    </message>
    <message>
        <source>puhulmutu</source>
        <extracomment>other names of Olinda keliya, after &quot;also&quot;</extracomment>
        <translation>புஹுல்முத்து</translation>
    </message>
    <message>
        <source>Kandy, Sri Lanka</source>
        <extracomment>where Olinda keliya is played</extracomment>
        <translation>கண்டி, இலங்கை</translation>
    </message>
    <message>
        <source>Red olinda seeds: pass the threes, eat the fours, and play phase after phase.</source>
        <extracomment>one line about Olinda keliya</extracomment>
        <translation>சிவப்பு ஒலிந்த விதைகள்: மூன்றைத் தாண்டு, நான்கைச் சாப்பிடு, கட்டம் கட்டமாக ஆடு.</translation>
    </message>
    <message>
        <source>Short arrangement</source>
        <extracomment>the name of an option of Olinda keliya</extracomment>
        <translation>குறுகிய அடுக்கு</translation>
    </message>
    <message>
        <source>A player starting a phase with fewer than 12 seeds arranges 2 (or 1) per hole and plays by the short player&apos;s rules.</source>
        <extracomment>what an option of Olinda keliya does</extracomment>
        <translation>12-க்குக் குறைவான விதைகளுடன் ஒரு கட்டத்தைத் தொடங்கும் ஆட்டக்காரர் குழிக்கு 2 (அல்லது 1) விதைகளை அடுக்கி, குறைந்த விதை ஆட்டக்காரரின் விதிகளின்படி ஆடுவார்.</translation>
    </message>
    <message>
        <source>Off</source>
        <extracomment>a choice of the option &apos;Short arrangement&apos;</extracomment>
        <translation>இல்லை</translation>
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
        <translation>சம விதைச் சமநிலை</translation>
    </message>
    <message>
        <source>With 28 seeds each (hari mutu) the players agree to a draw.</source>
        <extracomment>what an option of Olinda keliya does</extracomment>
        <translation>ஒவ்வொருவரிடமும் 28 விதைகள் இருந்தால் (ஹரி முத்து) ஆட்டக்காரர்கள் சமநிலைக்கு ஒப்புக்கொள்வர்.</translation>
    </message>
    <message>
        <source>Who moves first (and chooses the direction).</source>
        <extracomment>what an option of Olinda keliya does</extracomment>
        <translation>யார் முதலில் நகர்த்துவது (அவரே திசையையும் தேர்ந்தெடுப்பார்).</translation>
    </message>
    <message>
        <source>Agreed draw</source>
        <extracomment>an agreement of Olinda keliya (its name)</extracomment>
        <translation>ஒப்புக்கொண்ட சமநிலை</translation>
    </message>
    <message>
        <source>If both end a phase with 28 seeds, agree to a draw (hari mutu). The agreement is made now, before play; there is no draw offer during the game. Off: play goes on with a new phase.</source>
        <extracomment>an agreement of Olinda keliya (what it means)</extracomment>
        <translation>ஒரு கட்டத்தின் முடிவில் இருவரிடமும் 28 விதைகள் இருந்தால் சமநிலைக்கு ஒப்புக்கொள்ளுங்கள் (ஹரி முத்து). இந்த ஒப்பந்தம் ஆட்டத்துக்கு முன்பே, இப்போதே செய்யப்படுகிறது; ஆட்டத்தின் நடுவே சமநிலை முன்மொழிவு இல்லை. இல்லை எனில்: புதிய கட்டத்துடன் ஆட்டம் தொடரும்.</translation>
    </message>
    <message>
        <source>Agreed: 28 seeds each at a phase&apos;s end is a draw (hari mutu)</source>
        <extracomment>an agreement of Olinda keliya (shown while it holds)</extracomment>
        <translation>ஒப்பந்தம்: கட்டத்தின் முடிவில் ஒவ்வொருவரிடமும் 28 விதைகள் இருந்தால் சமநிலை (ஹரி முத்து)</translation>
    </message>
    <message>
        <source>Three-row mancala</source>
        <extracomment>the name of a game</extracomment>
        <translation>மூன்று வரிசை மன்கலா</translation>
    </message>
    <message>
        <source>hiru ilarako mankala</source>
        <extracomment>other names of Three-row mancala, after &quot;also&quot;</extracomment>
        <translation>hiru ilarako mankala</translation>
    </message>
    <message>
        <source>Basque source</source>
        <extracomment>where Three-row mancala is played</extracomment>
        <translation>பாஸ்க் மூலம்</translation>
    </message>
    <message>
        <source>Three rows of six: a simultaneous race, then captures down the columns.</source>
        <extracomment>one line about Three-row mancala</extracomment>
        <translation>ஆறு குழிகள் கொண்ட மூன்று வரிசைகள்: ஒரே நேரப் பந்தயம், பிறகு நெடுவரிசைகளில் கைப்பற்றல்கள்.</translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>the name of an option of Three-row mancala</extracomment>
        <translation>ஆட்டங்கள்</translation>
    </message>
    <message>
        <source>Games in a match; later games start from the seeds each player won.</source>
        <extracomment>what an option of Three-row mancala does</extracomment>
        <translation>ஒரு போட்டியில் உள்ள ஆட்டங்கள்; அடுத்த ஆட்டங்கள் ஒவ்வொருவரும் வென்ற விதைகளிலிருந்து தொடங்கும்.</translation>
    </message>
    <message>
        <source>Accepted for every game; the simultaneous start makes it moot here.</source>
        <extracomment>what an option of Three-row mancala does</extracomment>
        <translation>எல்லா ஆட்டங்களுக்கும் ஏற்கப்பட்டது; ஒரே நேரத் தொடக்கத்தால் இங்கு இது பொருட்டில்லை.</translation>
    </message>
    <message>
        <source>a side has no seeds left in its holes</source>
        <extracomment>why a round or game ended, after &quot;The round is over: &quot;</extracomment>
        <translation>ஒரு பக்கத்தின் குழிகளில் விதைகள் எதுவும் இல்லை</translation>
    </message>
    <message>
        <source>every possible move would sow forever</source>
        <extracomment>why a round or game ended, after &quot;The round is over: &quot;</extracomment>
        <translation>ஒவ்வொரு நகர்வும் முடிவில்லாமல் விதைத்துக்கொண்டே இருக்கும்</translation>
    </message>
    <message>
        <source>the same position occurred a third time</source>
        <extracomment>why a round or game ended, after &quot;The round is over: &quot;</extracomment>
        <translation>அதே நிலை மூன்றாவது முறை வந்தது</translation>
    </message>
    <message>
        <source>the player to move has no legal move</source>
        <extracomment>why a round or game ended, after &quot;The round is over: &quot;</extracomment>
        <translation>நகர்த்த வேண்டியவருக்குச் சரியான நகர்வு இல்லை</translation>
    </message>
    <message>
        <source>every seed is in a store</source>
        <extracomment>why a round or game ended, after &quot;The round is over: &quot;</extracomment>
        <translation>எல்லா விதைகளும் களஞ்சியங்களில் உள்ளன</translation>
    </message>
    <message>
        <source>the player to move has no seeds in his holes</source>
        <extracomment>why a round or game ended, after &quot;The round is over: &quot;</extracomment>
        <translation>நகர்த்த வேண்டியவரின் குழிகளில் விதைகள் இல்லை</translation>
    </message>
    <message>
        <source>a player won the rounds needed</source>
        <extracomment>why a round or game ended, after &quot;The round is over: &quot;</extracomment>
        <translation>ஒரு ஆட்டக்காரர் தேவையான சுற்றுகளை வென்றார்</translation>
    </message>
    <message>
        <source>a player could not fill a single hole</source>
        <extracomment>why a round or game ended, after &quot;The round is over: &quot;</extracomment>
        <translation>ஒரு ஆட்டக்காரரால் ஒரு குழியைக்கூட நிரப்ப முடியவில்லை</translation>
    </message>
    <message>
        <source>equal seeds on both sides, a draw by agreement</source>
        <extracomment>why a round or game ended, after &quot;The round is over: &quot;</extracomment>
        <translation>இரு பக்கமும் சம விதைகள், ஒப்பந்தப்படி சமநிலை</translation>
    </message>
    <message>
        <source>a player has no seeds to start a new phase</source>
        <extracomment>why a round or game ended, after &quot;The round is over: &quot;</extracomment>
        <translation>புதிய கட்டத்தைத் தொடங்க ஒரு ஆட்டக்காரரிடம் விதைகள் இல்லை</translation>
    </message>
</context>
<context>
    <name>DirectionPicker</name>
    <message>
        <source>‹ Sow this way</source>
        <translation>‹ இந்தப் பக்கம் விதை</translation>
    </message>
    <message>
        <source>Sow this way ›</source>
        <translation>இந்தப் பக்கம் விதை ›</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <source>also %1</source>
        <translation>%1 என்றும்</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>கற்க</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>விதிகள்</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>தொடர்க</translation>
    </message>
    <message>
        <source>Play  ›</source>
        <translation>விளையாடு  ›</translation>
    </message>
    <message>
        <source>Also called %1.</source>
        <translation>%1 என்றும் அழைக்கப்படுகிறது.</translation>
    </message>
    <message>
        <source>Unfinished game: %1.</source>
        <translation>முடிக்காத ஆட்டம்: %1.</translation>
    </message>
    <message>
        <source>Press Enter to set up a game, L for its lessons, R for its rules.</source>
        <translation>ஆட்டத்தை அமைக்க Enter, அதன் பாடங்களுக்கு L, அதன் விதிகளுக்கு R அழுத்தவும்.</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>புதிர்கள்</translation>
    </message>
</context>
<context>
    <name>GameOverPanel</name>
    <message>
        <source>A draw</source>
        <translation>சமநிலை</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 வெற்றி</translation>
    </message>
    <message numerus="yes">
        <source>by %n seed</source>
        <translation>
            <numerusform>%n விதை வித்தியாசத்தில்</numerusform>
            <numerusform>%n விதைகள் வித்தியாசத்தில்</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>by %n seeds</source>
        <translation>
            <numerusform>%n விதை வித்தியாசத்தில்</numerusform>
            <numerusform>%n விதைகள் வித்தியாசத்தில்</numerusform>
        </translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>மீண்டும் விளையாடு</translation>
    </message>
    <message>
        <source>Watch the replay</source>
        <translation>மீள்இயக்கத்தைப் பார்</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>இந்த ஆட்டத்தை மதிப்பாய்வு செய்</translation>
    </message>
    <message>
        <source>Take back the resignation</source>
        <translation>விலகலைத் திரும்பப் பெறு</translation>
    </message>
    <message>
        <source>Undo last move</source>
        <translation>கடைசி நகர்வைச் செயல்தவிர்</translation>
    </message>
    <message>
        <source>Other games</source>
        <translation>பிற விளையாட்டுகள்</translation>
    </message>
</context>
<context>
    <name>GameSetup</name>
    <message>
        <source>Computer</source>
        <translation>கணினி</translation>
    </message>
    <message>
        <source>South</source>
        <extracomment>The default names of the two players: the near row (South) and the far row (North).</extracomment>
        <translation>தெற்கு</translation>
    </message>
    <message>
        <source>North</source>
        <translation>வடக்கு</translation>
    </message>
</context>
<context>
    <name>Hand</name>
    <message>
        <source>relay</source>
        <translation>தொடர்</translation>
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
        <translation>தொடர்க: %1</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>நூலகம்</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>அமைப்புகள்</translation>
    </message>
    <message>
        <source>Mancala games of South and Southeast Asia. Choose a game with the mouse, or with the arrow keys and Enter (L: its lessons, R: its rules).</source>
        <translation>தெற்கு மற்றும் தென்கிழக்கு ஆசியாவின் மன்கலா விளையாட்டுகள். சுட்டியாலோ, அம்புக்குறி விசைகள் மற்றும் Enter மூலமோ ஒரு விளையாட்டைத் தேர்ந்தெடுக்கவும் (L: அதன் பாடங்கள், R: அதன் விதிகள்).</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>புதிர்கள்</translation>
    </message>
</context>
<context>
    <name>InvitePanel</name>
    <message>
        <source>The game could not be hosted</source>
        <translation>ஆட்டத்தை நடத்த முடியவில்லை</translation>
    </message>
    <message>
        <source>Invite a friend</source>
        <translation>நண்பரை அழை</translation>
    </message>
    <message>
        <source>Room code</source>
        <translation>அறைக் குறியீடு</translation>
    </message>
    <message>
        <source>Room code %1</source>
        <translation>அறைக் குறியீடு %1</translation>
    </message>
    <message>
        <source>at %1</source>
        <translation>%1 இல்</translation>
    </message>
    <message>
        <source>Send your friend this invite; they paste it under Join:</source>
        <translation>இந்த அழைப்பை உங்கள் நண்பருக்கு அனுப்புங்கள்; அவர் அதை &apos;சேர்&apos; பகுதியில் ஒட்டுவார்:</translation>
    </message>
    <message>
        <source>Copied ✓</source>
        <translation>நகலெடுக்கப்பட்டது ✓</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>நகலெடு</translation>
    </message>
    <message>
        <source>Copy the invite</source>
        <translation>அழைப்பை நகலெடு</translation>
    </message>
    <message>
        <source>Waiting for your friend to join…</source>
        <translation>உங்கள் நண்பர் சேருவதற்குக் காத்திருக்கிறது…</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ பின்செல்</translation>
    </message>
    <message>
        <source>Stop hosting</source>
        <translation>நடத்துவதை நிறுத்து</translation>
    </message>
</context>
<context>
    <name>JoinForm</name>
    <message>
        <source>Invite or server address</source>
        <translation>அழைப்பு அல்லது சேவையக முகவரி</translation>
    </message>
    <message>
        <source>Room code</source>
        <translation>அறைக் குறியீடு</translation>
    </message>
    <message>
        <source>Not needed with an invite</source>
        <translation>அழைப்பு இருந்தால் தேவையில்லை</translation>
    </message>
</context>
<context>
    <name>JoinPanel</name>
    <message>
        <source>Join a friend&apos;s game</source>
        <translation>நண்பரின் ஆட்டத்தில் சேர்</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ பின்செல்</translation>
    </message>
    <message>
        <source>Joining…</source>
        <translation>சேர்கிறது…</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>சேர்</translation>
    </message>
</context>
<context>
    <name>KinMarker</name>
    <message>
        <source>puta</source>
        <translation>புட்டா</translation>
    </message>
    <message>
        <source>naga</source>
        <translation>நாகா</translation>
    </message>
</context>
<context>
    <name>LessonPage</name>
    <message>
        <source>Learn %1</source>
        <translation>%1 கற்க</translation>
    </message>
    <message>
        <source>‹ Lessons</source>
        <translation>‹ பாடங்கள்</translation>
    </message>
    <message>
        <source>‹ Home</source>
        <translation>‹ முகப்பு</translation>
    </message>
    <message>
        <source>%1 — lesson %2: %3</source>
        <translation>%1 — பாடம் %2: %3</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>விதிகள்</translation>
    </message>
    <message>
        <source>Short lessons on the real board. Each takes a minute or two; finish them all and you are ready for a game against the computer.</source>
        <translation>உண்மையான பலகையில் சிறு பாடங்கள். ஒவ்வொன்றும் ஓரிரு நிமிடங்களே; அனைத்தையும் முடித்தால் கணினியுடன் ஆடத் தயாராகிவிடுவீர்கள்.</translation>
    </message>
    <message>
        <source>1 step</source>
        <translation>1 படி</translation>
    </message>
    <message>
        <source>%1 steps</source>
        <translation>%1 படிகள்</translation>
    </message>
    <message>
        <source>Playing well</source>
        <translation>நன்றாக ஆடுதல்</translation>
    </message>
    <message>
        <source>The rules</source>
        <translation>விதிகள்</translation>
    </message>
</context>
<context>
    <name>LessonStepPanel</name>
    <message>
        <source>Your move: click one of your holes.</source>
        <translation>உங்கள் நகர்வு: உங்கள் குழிகளில் ஒன்றைச் சொடுக்கவும்.</translation>
    </message>
    <message>
        <source>Click the hole or store where the last seed will fall.</source>
        <translation>கடைசி விதை விழும் குழியையோ களஞ்சியத்தையோ சொடுக்கவும்.</translation>
    </message>
    <message>
        <source>Watch the board…</source>
        <translation>பலகையைக் கவனியுங்கள்…</translation>
    </message>
    <message>
        <source>Sowing…</source>
        <translation>விதைக்கிறது…</translation>
    </message>
    <message>
        <source>Step %1 / %2</source>
        <translation>படி %1 / %2</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ பின்செல்</translation>
    </message>
    <message>
        <source>Show me</source>
        <translation>காட்டு</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>மீண்டும் முயல்</translation>
    </message>
    <message>
        <source>Play a real game against Novice</source>
        <translation>தொடக்கநிலைக் கணினியுடன் ஓர் உண்மையான ஆட்டம் ஆடு</translation>
    </message>
    <message>
        <source>Next lesson ▶</source>
        <translation>அடுத்த பாடம் ▶</translation>
    </message>
    <message>
        <source>Finish ✓</source>
        <translation>முடிந்தது ✓</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>அடுத்து ▶</translation>
    </message>
    <message>
        <source>Read, then click Watch to see it on the board.</source>
        <translation>படித்த பின், பலகையில் அதைக் காண ‘கவனி’ என்பதைச் சொடுக்கவும்.</translation>
    </message>
    <message>
        <source>↻ Watch again</source>
        <translation>↻ மீண்டும் கவனி</translation>
    </message>
    <message>
        <source>▶ Watch</source>
        <translation>▶ கவனி</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>புதிர்கள்</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>The board</source>
        <translation>பலகை</translation>
    </message>
    <message>
        <source>Two rows of seven holes, a store at each end, and the way the cowries travel.</source>
        <translation>ஏழு குழிகள் கொண்ட இரண்டு வரிசைகள், இரு முனைகளிலும் ஒரு களஞ்சியம், சோழிகள் செல்லும் வழி.</translation>
    </message>
    <message>
        <source>Welcome to Chonka, also called pallankuli, the game of Colombo in Sri Lanka. You are South: the seven holes nearest you are yours, and the seven across belong to North. The seeds are cowries, small sea shells; a real game starts with seven in every hole, but these lessons use fewer.</source>
        <translation>சொங்காவுக்கு வருக! பல்லாங்குழி என்றும் அழைக்கப்படும் இது, இலங்கையின் கொழும்பு நகர ஆட்டம். நீங்கள் தெற்கு: உங்களுக்கு அருகிலுள்ள ஏழு குழிகள் உங்களுடையவை, எதிரே உள்ள ஏழும் வடக்குக்கு உரியவை. இங்கு விதைகள் சோழிகள், அதாவது சிறிய கடல் சிப்பிகள்; உண்மையான ஆட்டம் ஒவ்வொரு குழியிலும் ஏழு சோழிகளுடன் தொடங்கும், ஆனால் இந்தப் பாடங்களில் குறைவாகவே இருக்கும்.</translation>
    </message>
    <message>
        <source>There is a store at each end of the board. Which one is yours is decided by the first move of a game (the lesson after next shows how). In this lesson play goes counter-clockwise, so your store is on your right and North&apos;s on your left.</source>
        <translation>பலகையின் இரு முனைகளிலும் ஒரு களஞ்சியம் உள்ளது. எது உங்களுடையது என்பதை ஆட்டத்தின் முதல் நகர்வு தீர்மானிக்கும் (அடுத்ததற்கு அடுத்த பாடம் அதைக் காட்டும்). இந்தப் பாடத்தில் ஆட்டம் இடஞ்சுழியாகச் செல்கிறது, எனவே உங்கள் களஞ்சியம் உங்கள் வலப்புறமும் வடக்கின் களஞ்சியம் இடப்புறமும் உள்ளன.</translation>
    </message>
    <message>
        <source>To sow, you lift all the cowries of one of your holes and drop them one by one: rightwards along your row, into your store, then along North&apos;s row. North&apos;s store is never on your path: from North&apos;s last hole you go straight on to your hole 1.</source>
        <translation>விதைக்க, உங்கள் குழிகளில் ஒன்றின் எல்லாச் சோழிகளையும் எடுத்து, ஒவ்வொன்றாகப் போடுங்கள்: உங்கள் வரிசையில் வலப்புறமாக, உங்கள் களஞ்சியத்துக்குள், பிறகு வடக்கின் வரிசையில். வடக்கின் களஞ்சியம் ஒருபோதும் உங்கள் பாதையில் வராது: வடக்கின் கடைசிக் குழியிலிருந்து நேராக உங்கள் குழி 1-க்குச் செல்வீர்கள்.</translation>
    </message>
    <message>
        <source>Your hole 6 holds 3 cowries. Where will the last one land?</source>
        <translation>உங்கள் குழி 6-இல் 3 சோழிகள் உள்ளன. கடைசிச் சோழி எங்கே விழும்?</translation>
    </message>
    <message>
        <source>Hole 7, your store, then North&apos;s hole 1. That hole was empty, so your turn ends there.</source>
        <translation>குழி 7, உங்கள் களஞ்சியம், பிறகு வடக்கின் குழி 1. அந்தக் குழி காலியாக இருந்தது, எனவே உங்கள் முறை அங்கே முடிகிறது.</translation>
    </message>
    <message>
        <source>Now North sows the same way, along its own row towards its right, which is leftwards on your screen. Watch North&apos;s hole 7: its cowrie goes into North&apos;s store.</source>
        <translation>இப்போது வடக்கும் அதே வழியில் விதைக்கிறது, தன் வரிசையில் தன் வலப்புறமாக, அதாவது உங்கள் திரையில் இடப்புறமாக. வடக்கின் குழி 7-ஐக் கவனியுங்கள்: அதன் சோழி வடக்கின் களஞ்சியத்துக்குள் செல்கிறது.</translation>
    </message>
    <message>
        <source>Your turn. Sow a hole whose last cowrie drops exactly into your store.</source>
        <translation>உங்கள் முறை. கடைசிச் சோழி சரியாக உங்கள் களஞ்சியத்தில் விழும் குழியை விதையுங்கள்.</translation>
    </message>
    <message>
        <source>In it goes: cowries in your store are yours to keep. In Chonka that also ends your turn, as you will see later.</source>
        <translation>உள்ளே விழுந்தது: உங்கள் களஞ்சியத்தில் உள்ள சோழிகள் உங்களுக்கே. சொங்காவில் அது உங்கள் முறையையும் முடிக்கும், பின்னர் அதைப் பார்ப்பீர்கள்.</translation>
    </message>
    <message>
        <source>Count again: six cowries from hole 4 run past your store, and the last one stops in North&apos;s hole 2.</source>
        <translation>மீண்டும் எண்ணுங்கள்: குழி 4-இன் ஆறு சோழிகள் உங்கள் களஞ்சியத்தைத் தாண்டிச் செல்கின்றன, கடைசிச் சோழி வடக்கின் குழி 2-இல் நிற்கிறது.</translation>
    </message>
    <message>
        <source>Capturing</source>
        <translation>கைப்பற்றல்</translation>
    </message>
    <message>
        <source>End in an empty hole of yours and take it with the hole across from it.</source>
        <translation>உங்கள் வெற்றுக் குழியில் முடித்து, அதையும் எதிரேயுள்ள குழியையும் எடுத்துக்கொள்ளுங்கள்.</translation>
    </message>
    <message>
        <source>If your last cowrie drops into an empty hole on your side, you capture (players in Sri Lanka say you &quot;eat&quot;): that cowrie and everything in North&apos;s hole straight across go into your store, and your turn ends. Your hole 3 is empty, and North&apos;s hole 5 across from it holds 4.</source>
        <translation>உங்கள் கடைசிச் சோழி உங்கள் பக்கத்தில் உள்ள வெற்றுக் குழியில் விழுந்தால், நீங்கள் கைப்பற்றுகிறீர்கள் (இலங்கையில் ஆட்டக்காரர்கள் &quot;சாப்பிடுவது&quot; என்பார்கள்): அந்தச் சோழியும் நேர் எதிரே உள்ள வடக்கின் குழியில் உள்ள அனைத்தும் உங்கள் களஞ்சியத்துக்குச் செல்கின்றன, உங்கள் முறை முடிகிறது. உங்கள் குழி 3 காலியாக உள்ளது, அதன் எதிரே உள்ள வடக்கின் குழி 5-இல் 4 உள்ளன.</translation>
    </message>
    <message>
        <source>Capture North&apos;s 4 cowries.</source>
        <translation>வடக்கின் 4 சோழிகளைக் கைப்பற்றுங்கள்.</translation>
    </message>
    <message>
        <source>Your cowrie fell into your empty hole 3 and took North&apos;s 4 with it: 5 for your store.</source>
        <translation>உங்கள் சோழி உங்கள் வெற்றுக் குழி 3-இல் விழுந்து, வடக்கின் 4 சோழிகளையும் சேர்த்து எடுத்தது: உங்கள் களஞ்சியத்துக்கு 5.</translation>
    </message>
    <message>
        <source>Your last cowrie reached your store: that is only 1, and your turn is over.</source>
        <translation>உங்கள் கடைசிச் சோழி உங்கள் களஞ்சியத்தை அடைந்தது: அது 1 மட்டுமே, உங்கள் முறை முடிந்தது.</translation>
    </message>
    <message>
        <source>In Chonka you capture even when the hole across is empty: your lone cowrie still goes to your store. Watch your hole 4 drop its cowrie into your empty hole 5, across from North&apos;s empty hole 3.</source>
        <translation>சொங்காவில் எதிரேயுள்ள குழி காலியாக இருந்தாலும் நீங்கள் கைப்பற்றுகிறீர்கள்: உங்கள் தனிச் சோழி அப்போதும் உங்கள் களஞ்சியத்துக்குச் செல்லும். உங்கள் குழி 4 தன் சோழியை, வடக்கின் வெற்றுக் குழி 3-க்கு எதிரே உள்ள உங்கள் வெற்றுக் குழி 5-இல் போடுவதைக் கவனியுங்கள்.</translation>
    </message>
    <message>
        <source>Two of your moves end in an empty hole of yours. Pick the one that captures more.</source>
        <translation>உங்கள் நகர்வுகளில் இரண்டு உங்கள் வெற்றுக் குழியில் முடிகின்றன. அதிகம் கைப்பற்றும் ஒன்றைத் தேர்ந்தெடுங்கள்.</translation>
    </message>
    <message>
        <source>Holes 4 and 5, and the last cowrie lands in empty hole 5, across from North&apos;s 5 cowries: 6 in one move.</source>
        <translation>குழிகள் 4 மற்றும் 5, கடைசிச் சோழி வடக்கின் 5 சோழிகளுக்கு எதிரே உள்ள வெற்றுக் குழி 5-இல் விழுகிறது: ஒரே நகர்வில் 6.</translation>
    </message>
    <message>
        <source>You do capture, but only your own cowrie: North&apos;s hole 6, across from your hole 2, is empty.</source>
        <translation>நீங்கள் கைப்பற்றுகிறீர்கள், ஆனால் உங்கள் சொந்தச் சோழியை மட்டுமே: உங்கள் குழி 2-க்கு எதிரே உள்ள வடக்கின் குழி 6 காலியாக உள்ளது.</translation>
    </message>
    <message>
        <source>The first move picks the direction</source>
        <translation>முதல் நகர்வு திசையைத் தேர்ந்தெடுக்கிறது</translation>
    </message>
    <message>
        <source>Sow right (R) or left (L) on the first move: both players keep that direction all game.</source>
        <translation>முதல் நகர்வில் வலமாக (R) அல்லது இடமாக (L) விதையுங்கள்: ஆட்டம் முழுவதும் இரு ஆட்டக்காரர்களும் அதே திசையில் தொடர்வர்.</translation>
    </message>
    <message>
        <source>At the start of a game, no store belongs to anyone yet. The first move chooses a hole and a direction: R sows to your right, counter-clockwise, and makes the right-hand store yours; L sows to your left, clockwise, and makes the left-hand store yours. South usually moves first, so the choice is yours.</source>
        <translation>ஆட்டத்தின் தொடக்கத்தில் எந்தக் களஞ்சியமும் யாருக்கும் உரியதல்ல. முதல் நகர்வு ஒரு குழியையும் ஒரு திசையையும் தேர்ந்தெடுக்கிறது: R உங்கள் வலப்புறமாக, இடஞ்சுழியாக விதைத்து, வலப்புறக் களஞ்சியத்தை உங்களுடையதாக்கும்; L உங்கள் இடப்புறமாக, வலஞ்சுழியாக விதைத்து, இடப்புறக் களஞ்சியத்தை உங்களுடையதாக்கும். பொதுவாகத் தெற்கே முதலில் நகர்த்தும், எனவே தேர்வு உங்களுடையது.</translation>
    </message>
    <message>
        <source>Whatever the first move chooses holds for both players until the game ends: with R each player&apos;s store is on their right, with L on their left.</source>
        <translation>முதல் நகர்வு எதைத் தேர்ந்தெடுத்தாலும், ஆட்டம் முடியும் வரை இரு ஆட்டக்காரர்களுக்கும் அதுவே: R என்றால் ஒவ்வொருவரின் களஞ்சியமும் அவரவர் வலப்புறம், L என்றால் இடப்புறம்.</translation>
    </message>
    <message>
        <source>This is the first move of the game. Your hole 4 has 2 cowries: to the right they go into holes 5 and 6, to the left into holes 3 and 2. Choose the direction that captures North&apos;s 4.</source>
        <translation>இது ஆட்டத்தின் முதல் நகர்வு. உங்கள் குழி 4-இல் 2 சோழிகள் உள்ளன: வலமாக என்றால் அவை குழிகள் 5, 6-க்குச் செல்லும், இடமாக என்றால் குழிகள் 3, 2-க்குச் செல்லும். வடக்கின் 4 சோழிகளைக் கைப்பற்றும் திசையைத் தேர்ந்தெடுங்கள்.</translation>
    </message>
    <message>
        <source>Leftwards, your last cowrie drops into empty hole 2 and eats North&apos;s 4 across from it. The game now goes left (clockwise) for good.</source>
        <translation>இடப்புறமாக, உங்கள் கடைசிச் சோழி வெற்றுக் குழி 2-இல் விழுந்து, எதிரே உள்ள வடக்கின் 4 சோழிகளைச் சாப்பிடுகிறது. இனி ஆட்டம் முழுவதும் இடப்புறமாக (வலஞ்சுழியாக) நடக்கும்.</translation>
    </message>
    <message>
        <source>To the right, your last cowrie falls on the one in hole 6, so you pick both up and sow on (a relay, coming up next) until the last lands in your store: only 1 cowrie. And now the whole game goes right.</source>
        <translation>வலப்புறமாக, உங்கள் கடைசிச் சோழி குழி 6-இல் உள்ள சோழியின் மேல் விழுகிறது, எனவே இரண்டையும் எடுத்துத் தொடர்ந்து விதைக்கிறீர்கள் (இது தொடர் விதைப்பு, அடுத்த பாடத்தில் வரும்), கடைசிச் சோழி உங்கள் களஞ்சியத்தில் விழும் வரை: 1 சோழி மட்டுமே. இனி ஆட்டம் முழுவதும் வலப்புறமாக நடக்கும்.</translation>
    </message>
    <message>
        <source>North had to sow to the left too, which is clockwise for North as well. Its cowrie went into North&apos;s store, now on the right of your screen, while yours is on the left.</source>
        <translation>வடக்கும் இடப்புறமாகவே விதைக்க வேண்டியிருந்தது, அது வடக்குக்கும் வலஞ்சுழிதான். அதன் சோழி வடக்கின் களஞ்சியத்துக்குச் சென்றது, அது இப்போது உங்கள் திரையின் வலப்புறம் உள்ளது; உங்களுடையது இடப்புறம்.</translation>
    </message>
    <message>
        <source>Your hole 6 has one cowrie. In this game, where does it go?</source>
        <translation>உங்கள் குழி 6-இல் ஒரு சோழி உள்ளது. இந்த ஆட்டத்தில் அது எங்கே செல்லும்?</translation>
    </message>
    <message>
        <source>To the left, into your hole 5. It was empty, so you capture North&apos;s 2 cowries across from it as well.</source>
        <translation>இடப்புறமாக, உங்கள் குழி 5-க்கு. அது காலியாக இருந்தது, எனவே அதன் எதிரே உள்ள வடக்கின் 2 சோழிகளையும் கைப்பற்றுகிறீர்கள்.</translation>
    </message>
    <message>
        <source>Relay sowing</source>
        <translation>தொடர் விதைப்பு</translation>
    </message>
    <message>
        <source>A last cowrie on a full hole lifts it and sows on, sometimes round the whole board.</source>
        <translation>நிறைந்த குழியில் விழும் கடைசிச் சோழி, அதை எடுத்துத் தொடர்ந்து விதைக்க வைக்கும்; சில நேரம் பலகை முழுவதும் சுற்றி வரும்.</translation>
    </message>
    <message>
        <source>When your last cowrie drops into a hole that already has cowries, on either side, your move isn&apos;t over: you lift everything in that hole and sow on from the next place. This is relay sowing. It stops only when a last cowrie reaches your store or an empty hole.</source>
        <translation>உங்கள் கடைசிச் சோழி ஏற்கனவே சோழிகள் உள்ள குழியில் விழுந்தால், எந்தப் பக்கமாக இருந்தாலும், உங்கள் நகர்வு முடியவில்லை: அந்தக் குழியில் உள்ள அனைத்தையும் எடுத்து அடுத்த இடத்திலிருந்து தொடர்ந்து விதைக்கிறீர்கள். இதுவே தொடர் விதைப்பு. கடைசிச் சோழி உங்கள் களஞ்சியத்தையோ ஒரு வெற்றுக் குழியையோ அடைந்தால் மட்டுமே அது நிற்கும்.</translation>
    </message>
    <message>
        <source>Your hole 5 has 2 cowries, and hole 7 already holds one. Follow the relay: where does the very last cowrie land?</source>
        <translation>உங்கள் குழி 5-இல் 2 சோழிகள் உள்ளன, குழி 7-இல் ஏற்கனவே ஒன்று உள்ளது. தொடர் விதைப்பைப் பின்தொடருங்கள்: மிகக் கடைசிச் சோழி எங்கே விழும்?</translation>
    </message>
    <message>
        <source>Hole 6, then hole 7, which had a cowrie: you lift both and sow on into your store and North&apos;s hole 1. That hole was empty, so the move ends there.</source>
        <translation>குழி 6, பிறகு ஒரு சோழி இருந்த குழி 7: இரண்டையும் எடுத்து உங்கள் களஞ்சியத்திலும் வடக்கின் குழி 1-இலும் தொடர்ந்து விதைக்கிறீர்கள். அந்தக் குழி காலியாக இருந்தது, எனவே நகர்வு அங்கே முடிகிறது.</translation>
    </message>
    <message>
        <source>A relay can carry you a long way, even right round the board. Watch your hole 7: its last cowrie lands on North&apos;s hole 1, and the 9 cowries lifted there run past North&apos;s store into your row, where a second relay takes you on to your store.</source>
        <translation>தொடர் விதைப்பு உங்களை வெகுதூரம் கொண்டு செல்லலாம், பலகை முழுவதும் சுற்றியும் கூட. உங்கள் குழி 7-ஐக் கவனியுங்கள்: அதன் கடைசிச் சோழி வடக்கின் குழி 1-இல் விழுகிறது, அங்கே எடுத்த 9 சோழிகள் வடக்கின் களஞ்சியத்தைத் தாண்டி உங்கள் வரிசைக்கு ஓடுகின்றன, அங்கே இரண்டாவது தொடர் உங்களை உங்கள் களஞ்சியம் வரை கொண்டு செல்கிறது.</translation>
    </message>
    <message>
        <source>Now use relays yourself. One of your moves relays twice and ends with a capture of North&apos;s 3 cowries. Find it.</source>
        <translation>இப்போது நீங்களே தொடர் விதைப்பைப் பயன்படுத்துங்கள். உங்கள் நகர்வுகளில் ஒன்று இரண்டு முறை தொடர்ந்து, வடக்கின் 3 சோழிகளைக் கைப்பற்றி முடிகிறது. அதைக் கண்டுபிடியுங்கள்.</translation>
    </message>
    <message>
        <source>Hole 1 falls on hole 2, which relays to hole 4, which relays to your empty hole 6: you eat North&apos;s 3 and your own cowrie.</source>
        <translation>குழி 1 குழி 2-இல் விழுகிறது, அது குழி 4-க்குத் தொடர்கிறது, அது உங்கள் வெற்றுக் குழி 6-க்குத் தொடர்கிறது: வடக்கின் 3 சோழிகளையும் உங்கள் சொந்தச் சோழியையும் சாப்பிடுகிறீர்கள்.</translation>
    </message>
    <message>
        <source>Your cowrie drops into empty hole 3 and you take it, but North&apos;s hole 5 across from it is empty: just 1 cowrie.</source>
        <translation>உங்கள் சோழி வெற்றுக் குழி 3-இல் விழுகிறது, அதை எடுத்துக்கொள்கிறீர்கள், ஆனால் எதிரே உள்ள வடக்கின் குழி 5 காலியாக உள்ளது: 1 சோழி மட்டுமே.</translation>
    </message>
    <message>
        <source>Your last cowrie lands on North&apos;s hole 2 and relays, but the chain ends in North&apos;s empty hole 6: nothing captured.</source>
        <translation>உங்கள் கடைசிச் சோழி வடக்கின் குழி 2-இல் விழுந்து தொடர்கிறது, ஆனால் தொடர் வடக்கின் வெற்றுக் குழி 6-இல் முடிகிறது: எதுவும் கைப்பற்றப்படவில்லை.</translation>
    </message>
    <message>
        <source>Your store ends your turn</source>
        <translation>உங்கள் களஞ்சியம் உங்கள் முறையை முடிக்கும்</translation>
    </message>
    <message>
        <source>A last cowrie in your store is one more cowrie, but never another move.</source>
        <translation>உங்கள் களஞ்சியத்தில் விழும் கடைசிச் சோழி கூடுதலாக ஒரு சோழியைத் தரும், ஆனால் ஒருபோதும் கூடுதல் நகர்வைத் தராது.</translation>
    </message>
    <message>
        <source>Here Chonka differs from its Malaysian cousin congkak, and from Kalah: when your last cowrie falls into your own store, your turn is over. You keep the cowrie, but you do not move again.</source>
        <translation>இங்குதான் சொங்கா அதன் மலேசிய உறவான Congkak-இலிருந்தும் Kalah-விலிருந்தும் வேறுபடுகிறது: உங்கள் கடைசிச் சோழி உங்கள் சொந்தக் களஞ்சியத்தில் விழுந்தால், உங்கள் முறை முடிந்துவிடும். சோழி உங்களுக்கே, ஆனால் மீண்டும் நகர்த்த முடியாது.</translation>
    </message>
    <message>
        <source>Your hole 5 holds one cowrie, and hole 6 has one too. Where does this move end?</source>
        <translation>உங்கள் குழி 5-இல் ஒரு சோழி உள்ளது, குழி 6-இலும் ஒன்று உள்ளது. இந்த நகர்வு எங்கே முடியும்?</translation>
    </message>
    <message>
        <source>Hole 6 relays to hole 7 and your store. One more cowrie for you, and now it is North&apos;s turn.</source>
        <translation>குழி 6 குழி 7-க்கும் உங்கள் களஞ்சியத்துக்கும் தொடர்கிறது. உங்களுக்குக் கூடுதலாக ஒரு சோழி, இப்போது வடக்கின் முறை.</translation>
    </message>
    <message>
        <source>See: North plays now. Its hole 7 drops a cowrie into its own store, and that ends North&apos;s turn in the same way.</source>
        <translation>பாருங்கள்: இப்போது வடக்கு ஆடுகிறது. அதன் குழி 7 ஒரு சோழியைத் தன் சொந்தக் களஞ்சியத்தில் போடுகிறது, அதேபோல் வடக்கின் முறையும் முடிகிறது.</translation>
    </message>
    <message>
        <source>Your turn. One move puts a cowrie in your store; a better one captures. Which is it?</source>
        <translation>உங்கள் முறை. ஒரு நகர்வு உங்கள் களஞ்சியத்தில் ஒரு சோழியைப் போடும்; அதைவிடச் சிறந்த ஒன்று கைப்பற்றும். அது எது?</translation>
    </message>
    <message>
        <source>Your last cowrie lands in your empty hole 3 and eats North&apos;s 3 across from it: 4 for your store instead of 1.</source>
        <translation>உங்கள் கடைசிச் சோழி உங்கள் வெற்றுக் குழி 3-இல் விழுந்து, எதிரே உள்ள வடக்கின் 3 சோழிகளைச் சாப்பிடுகிறது: உங்கள் களஞ்சியத்துக்கு 1-க்குப் பதிலாக 4.</translation>
    </message>
    <message>
        <source>Your cowrie reaches your store: just 1, and your turn is over. There is no extra move in Chonka.</source>
        <translation>உங்கள் சோழி உங்கள் களஞ்சியத்தை அடைகிறது: 1 மட்டுமே, உங்கள் முறை முடிந்தது. சொங்காவில் கூடுதல் நகர்வு இல்லை.</translation>
    </message>
    <message>
        <source>How a turn ends</source>
        <translation>ஒரு முறை எப்படி முடிகிறது</translation>
    </message>
    <message>
        <source>Store, empty hole of yours, empty hole of North&apos;s: the four landings.</source>
        <translation>களஞ்சியம், உங்கள் வெற்றுக் குழி, வடக்கின் வெற்றுக் குழி: கடைசிச் சோழி விழும் நான்கு இடங்கள்.</translation>
    </message>
    <message>
        <source>Every Chonka move is a whole turn, and where its last cowrie lands decides how it ends. On cowries: relay and go on. In your store: the turn ends. In an empty hole of yours: capture, and the turn ends. In an empty hole of North&apos;s: the turn just ends, with no capture.</source>
        <translation>ஒவ்வொரு சொங்கா நகர்வும் ஒரு முழு முறை; அதன் கடைசிச் சோழி எங்கே விழுகிறது என்பதே அது எப்படி முடியும் என்பதைத் தீர்மானிக்கும். சோழிகளின் மேல்: தொடர்ந்து விதைத்துச் செல்லுங்கள். உங்கள் களஞ்சியத்தில்: முறை முடியும். உங்கள் வெற்றுக் குழியில்: கைப்பற்றல், பிறகு முறை முடியும். வடக்கின் வெற்றுக் குழியில்: கைப்பற்றல் இல்லாமல் முறை வெறுமனே முடியும்.</translation>
    </message>
    <message>
        <source>Your hole 6 has 3 cowries. Follow the move, relay included: where does it end?</source>
        <translation>உங்கள் குழி 6-இல் 3 சோழிகள் உள்ளன. தொடர் விதைப்பு உட்பட நகர்வைப் பின்தொடருங்கள்: அது எங்கே முடியும்?</translation>
    </message>
    <message>
        <source>Hole 7, your store, North&apos;s hole 1 (a relay: lift 2), then North&apos;s holes 2 and 3. Hole 3 was empty and it is North&apos;s, so your turn ends with nothing captured.</source>
        <translation>குழி 7, உங்கள் களஞ்சியம், வடக்கின் குழி 1 (தொடர்: 2-ஐ எடுங்கள்), பிறகு வடக்கின் குழிகள் 2, 3. குழி 3 காலியாக இருந்தது, அது வடக்கினுடையது, எனவே எதையும் கைப்பற்றாமல் உங்கள் முறை முடிகிறது.</translation>
    </message>
    <message>
        <source>A new position: your hole 6 holds 10 cowries. Count them past your store, along North&apos;s row and round, skipping North&apos;s store, to a capture. Which move captures?</source>
        <translation>புதிய நிலை: உங்கள் குழி 6-இல் 10 சோழிகள் உள்ளன. உங்கள் களஞ்சியத்தைத் தாண்டி, வடக்கின் வரிசையில், வடக்கின் களஞ்சியத்தைத் தவிர்த்துச் சுற்றி வந்து, ஒரு கைப்பற்றல் வரை எண்ணுங்கள். எந்த நகர்வு கைப்பற்றும்?</translation>
    </message>
    <message>
        <source>Ten cowries: hole 7, your store, North&apos;s seven holes, and your empty hole 1, across from North&apos;s hole 7. You eat 5.</source>
        <translation>பத்துச் சோழிகள்: குழி 7, உங்கள் களஞ்சியம், வடக்கின் ஏழு குழிகள், பிறகு வடக்கின் குழி 7-க்கு எதிரே உள்ள உங்கள் வெற்றுக் குழி 1. நீங்கள் 5-ஐச் சாப்பிடுகிறீர்கள்.</translation>
    </message>
    <message>
        <source>Your last cowrie lands in North&apos;s hole 1, which was empty: your turn simply ends.</source>
        <translation>உங்கள் கடைசிச் சோழி காலியாக இருந்த வடக்கின் குழி 1-இல் விழுகிறது: உங்கள் முறை வெறுமனே முடிகிறது.</translation>
    </message>
    <message>
        <source>One cowrie in your store, and your turn is over.</source>
        <translation>உங்கள் களஞ்சியத்தில் ஒரு சோழி, உங்கள் முறை முடிந்தது.</translation>
    </message>
    <message>
        <source>The either-side option</source>
        <translation>எந்தப் பக்கமும் விருப்பம்</translation>
    </message>
    <message>
        <source>An option where an empty hole on North&apos;s side captures too.</source>
        <translation>வடக்கின் பக்கத்தில் உள்ள வெற்றுக் குழியும் கைப்பற்றும் ஒரு விருப்பம்.</translation>
    </message>
    <message>
        <source>The old descriptions of Chonka can be read in two ways, so Cowrie has an option for the second reading: either-side. With it, a last cowrie in an empty hole on North&apos;s side captures too: that cowrie and your own hole across from it go into your store.</source>
        <translation>சொங்காவின் பழைய விவரிப்புகளை இரண்டு விதமாகப் புரிந்துகொள்ளலாம், எனவே இரண்டாவது புரிதலுக்காக Cowrie-இல் ஒரு விருப்பம் உள்ளது: எந்தப் பக்கமும். அதை இயக்கினால், வடக்கின் பக்கத்தில் உள்ள வெற்றுக் குழியில் விழும் கடைசிச் சோழியும் கைப்பற்றும்: அந்தச் சோழியும் அதன் எதிரே உள்ள உங்கள் சொந்தக் குழியும் உங்கள் களஞ்சியத்துக்குச் செல்லும்.</translation>
    </message>
    <message>
        <source>This game is played with either-side on. Your hole 7 holds 4 cowries. Find the move that banks them all.</source>
        <translation>இந்த ஆட்டம் எந்தப் பக்கமும் விருப்பம் இயக்கப்பட்ட நிலையில் ஆடப்படுகிறது. உங்கள் குழி 7-இல் 4 சோழிகள் உள்ளன. அவை அனைத்தையும் களஞ்சியத்தில் சேர்க்கும் நகர்வைக் கண்டுபிடியுங்கள்.</translation>
    </message>
    <message>
        <source>Your last cowrie lands in North&apos;s empty hole 1; with this option you take it and your hole 7 across from it: 6 cowries safe in your store.</source>
        <translation>உங்கள் கடைசிச் சோழி வடக்கின் வெற்றுக் குழி 1-இல் விழுகிறது; இந்த விருப்பத்தால் அதையும் அதன் எதிரே உள்ள உங்கள் குழி 7-ஐயும் எடுத்துக்கொள்கிறீர்கள்: 6 சோழிகள் உங்கள் களஞ்சியத்தில் பத்திரமாக.</translation>
    </message>
    <message>
        <source>Your cowrie drops into your empty hole 2 and you take it, but North&apos;s hole 6 across is empty: only 1.</source>
        <translation>உங்கள் சோழி உங்கள் வெற்றுக் குழி 2-இல் விழுகிறது, அதை எடுத்துக்கொள்கிறீர்கள், ஆனால் எதிரே உள்ள வடக்கின் குழி 6 காலியாக உள்ளது: 1 மட்டுமே.</translation>
    </message>
    <message>
        <source>Your last cowrie lands in North&apos;s empty hole 3, which captures with this option, but your hole 5 across from it is empty, so you take just that 1 cowrie.</source>
        <translation>உங்கள் கடைசிச் சோழி வடக்கின் வெற்றுக் குழி 3-இல் விழுகிறது, இந்த விருப்பத்தால் அது கைப்பற்றும், ஆனால் அதன் எதிரே உள்ள உங்கள் குழி 5 காலியாக உள்ளது, எனவே அந்த 1 சோழியை மட்டுமே எடுக்கிறீர்கள்.</translation>
    </message>
    <message>
        <source>In the standard game the option is off: that last cowrie in North&apos;s empty hole 1 would simply have ended your turn. You can switch it on when you start a game.</source>
        <translation>வழக்கமான ஆட்டத்தில் இந்த விருப்பம் அணைக்கப்பட்டிருக்கும்: வடக்கின் வெற்றுக் குழி 1-இல் விழுந்த அந்தக் கடைசிச் சோழி உங்கள் முறையை வெறுமனே முடித்திருக்கும். ஆட்டத்தைத் தொடங்கும்போது இதை இயக்கலாம்.</translation>
    </message>
    <message>
        <source>The real board</source>
        <translation>உண்மையான பலகை</translation>
    </message>
    <message>
        <source>Seven holes of seven cowries, and a first move that eats 9.</source>
        <translation>ஏழு சோழிகள் கொண்ட ஏழு குழிகள், 9-ஐச் சாப்பிடும் ஒரு முதல் நகர்வு.</translation>
    </message>
    <message>
        <source>Now the real board: seven cowries in each of the fourteen holes, 98 in all. You move first, so you choose the direction.</source>
        <translation>இப்போது உண்மையான பலகை: பதினான்கு குழிகளில் ஒவ்வொன்றிலும் ஏழு சோழிகள், மொத்தம் 98. நீங்கள் முதலில் நகர்த்துகிறீர்கள், எனவே திசையை நீங்களே தேர்ந்தெடுக்கிறீர்கள்.</translation>
    </message>
    <message>
        <source>Make a first move that captures at least 9 cowries. Strong players like hole 6 to the right, or hole 2 to the left.</source>
        <translation>குறைந்தது 9 சோழிகளைக் கைப்பற்றும் முதல் நகர்வைச் செய்யுங்கள். வலுவான ஆட்டக்காரர்கள் வலமாகக் குழி 6-ஐயோ இடமாகக் குழி 2-ஐயோ விரும்புவர்.</translation>
    </message>
    <message>
        <source>Your 7 cowries reach North&apos;s row, the relay of 8 comes all the way back to the hole you emptied, and you eat the 8 across from it. 10 cowries in your store after one move!</source>
        <translation>உங்கள் 7 சோழிகள் வடக்கின் வரிசையை அடைகின்றன, 8 சோழிகளின் தொடர் நீங்கள் காலி செய்த குழி வரை திரும்பி வருகிறது, அதன் எதிரே உள்ள 8-ஐச் சாப்பிடுகிறீர்கள். ஒரே நகர்வில் உங்கள் களஞ்சியத்தில் 10 சோழிகள்!</translation>
    </message>
    <message>
        <source>Seven cowries from hole 1 end exactly in your store: just 1 cowrie, and your turn is over.</source>
        <translation>குழி 1-இன் ஏழு சோழிகள் சரியாக உங்கள் களஞ்சியத்தில் முடிகின்றன: 1 சோழி மட்டுமே, உங்கள் முறை முடிந்தது.</translation>
    </message>
    <message>
        <source>Seven cowries from hole 7 go left and end exactly in your store: just 1 cowrie, and your turn is over.</source>
        <translation>குழி 7-இன் ஏழு சோழிகள் இடமாகச் சென்று சரியாக உங்கள் களஞ்சியத்தில் முடிகின்றன: 1 சோழி மட்டுமே, உங்கள் முறை முடிந்தது.</translation>
    </message>
    <message>
        <source>Before each move, follow the chain in your head: where will the relays take you, and does it end in an empty hole of yours across from North&apos;s cowries, or somewhere that wastes it?</source>
        <translation>ஒவ்வொரு நகர்வுக்கும் முன், தொடரை மனதுக்குள் பின்தொடருங்கள்: தொடர் விதைப்புகள் உங்களை எங்கே கொண்டு செல்லும்? வடக்கின் சோழிகளுக்கு எதிரே உள்ள உங்கள் வெற்றுக் குழியில் முடியுமா, அல்லது நகர்வை வீணாக்கும் இடத்திலா?</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation>ஆட்டத்தின் முடிவு</translation>
    </message>
    <message>
        <source>When a row is empty the game ends: the cowries on each side go to their owner and the bigger store wins.</source>
        <translation>ஒரு வரிசை காலியானால் ஆட்டம் முடியும்: ஒவ்வொரு பக்கத்தின் சோழிகளும் அதன் உரிமையாளருக்குச் செல்லும், பெரிய களஞ்சியம் வெல்லும்.</translation>
    </message>
    <message>
        <source>The game ends when a turn ends and either row is empty. Each player then puts the cowries left in their own row into their own store, and the bigger store wins.</source>
        <translation>ஒரு முறை முடியும்போது ஏதேனும் ஒரு வரிசை காலியாக இருந்தால் ஆட்டம் முடியும். அப்போது ஒவ்வொரு ஆட்டக்காரரும் தன் வரிசையில் மீதமுள்ள சோழிகளைத் தன் களஞ்சியத்தில் சேர்ப்பார், பெரிய களஞ்சியம் வெல்லும்.</translation>
    </message>
    <message>
        <source>You lead 5 to 4 and your last cowrie can reach your store. Watch what happens if you sow it.</source>
        <translation>நீங்கள் 5-க்கு 4 என முன்னிலையில் இருக்கிறீர்கள், உங்கள் கடைசிச் சோழி உங்கள் களஞ்சியத்தை அடையலாம். அதை விதைத்தால் என்ன நடக்கிறது என்று பாருங்கள்.</translation>
    </message>
    <message>
        <source>Your row was empty, so North&apos;s 4 cowries went to North, and North won 8 to 6. With 98 cowries in a real game, a store of 50 has already won (49 is at least a draw), but the game is still played to its end.</source>
        <translation>உங்கள் வரிசை காலியானது, எனவே வடக்கின் 4 சோழிகள் வடக்குக்குச் சென்றன, வடக்கு 8-க்கு 6 என வென்றது. உண்மையான ஆட்டத்தில் 98 சோழிகள் இருப்பதால், 50 உள்ள களஞ்சியம் ஏற்கனவே வென்றுவிட்டது (49 என்றால் குறைந்தது சமநிலை), ஆனாலும் ஆட்டம் இறுதிவரை ஆடப்படும்.</translation>
    </message>
    <message>
        <source>Here North&apos;s cowries are all in one hole. Eat them and the game ends in your favour.</source>
        <translation>இங்கே வடக்கின் சோழிகள் அனைத்தும் ஒரே குழியில் உள்ளன. அவற்றைச் சாப்பிடுங்கள், ஆட்டம் உங்களுக்குச் சாதகமாக முடியும்.</translation>
    </message>
    <message>
        <source>North&apos;s row is empty, so the game is over: your last 2 cowries join your store and you win 14 to 10. You&apos;re ready to play a real game!</source>
        <translation>வடக்கின் வரிசை காலியாக உள்ளது, எனவே ஆட்டம் முடிந்தது: உங்கள் கடைசி 2 சோழிகள் உங்கள் களஞ்சியத்தில் சேர்கின்றன, நீங்கள் 14-க்கு 10 என வெல்கிறீர்கள். இப்போது உண்மையான ஆட்டம் ஆடத் தயார்!</translation>
    </message>
    <message>
        <source>Your last cowrie lands in North&apos;s empty hole 1, so North now has cowries in two holes and the game goes on.</source>
        <translation>உங்கள் கடைசிச் சோழி வடக்கின் வெற்றுக் குழி 1-இல் விழுகிறது, எனவே இப்போது வடக்கின் இரண்டு குழிகளில் சோழிகள் உள்ளன, ஆட்டம் தொடர்கிறது.</translation>
    </message>
    <message>
        <source>The congkak board</source>
        <translation>Congkak பலகை</translation>
    </message>
    <message>
        <source>Your row, your store, and the way the seeds travel.</source>
        <translation>உங்கள் வரிசை, உங்கள் களஞ்சியம், விதைகள் செல்லும் வழி.</translation>
    </message>
    <message>
        <source>Congkak is a Malaysian game for two, played with seeds or cowrie shells on a long board. The seven holes of the bottom row are yours, and so is the big store at the left end; North owns the top row and the store on the right.</source>
        <translation>Congkak இருவர் ஆடும் ஒரு மலேசிய ஆட்டம்; நீண்ட பலகையில் விதைகளாலோ சோழிகளாலோ ஆடப்படுகிறது. கீழ் வரிசையின் ஏழு குழிகளும் இடது முனையில் உள்ள பெரிய களஞ்சியமும் உங்களுடையவை; மேல் வரிசையும் வலப்புறக் களஞ்சியமும் வடக்குக்கு உரியவை.</translation>
    </message>
    <message>
        <source>To move, you lift all the seeds of one of your holes and sow them one at a time, clockwise: leftwards along your row, into your store, then along North&apos;s row. North&apos;s store is always skipped; your seeds never go in there.</source>
        <translation>நகர்த்த, உங்கள் குழிகளில் ஒன்றின் எல்லா விதைகளையும் எடுத்து, வலஞ்சுழியாக ஒவ்வொன்றாக விதையுங்கள்: உங்கள் வரிசையில் இடப்புறமாக, உங்கள் களஞ்சியத்துக்குள், பிறகு வடக்கின் வரிசையில். வடக்கின் களஞ்சியம் எப்போதும் தவிர்க்கப்படும்; உங்கள் விதைகள் ஒருபோதும் அதில் விழாது.</translation>
    </message>
    <message>
        <source>Your holes are numbered 1 to 7 from the left, so your hole 1 sits next to your store. The seeds in your store are yours to keep: whoever has more in their store at the end wins.</source>
        <translation>உங்கள் குழிகள் இடமிருந்து 1 முதல் 7 வரை எண்ணிடப்பட்டுள்ளன, எனவே உங்கள் குழி 1 உங்கள் களஞ்சியத்தின் அருகில் உள்ளது. உங்கள் களஞ்சியத்தில் உள்ள விதைகள் உங்களுக்கே: இறுதியில் தன் களஞ்சியத்தில் அதிக விதைகள் வைத்திருப்பவர் வெல்வார்.</translation>
    </message>
    <message>
        <source>Your hole 7 holds seven seeds. Click the place where the last of them will land.</source>
        <translation>உங்கள் குழி 7-இல் ஏழு விதைகள் உள்ளன. அவற்றில் கடைசி விதை விழும் இடத்தைச் சொடுக்குங்கள்.</translation>
    </message>
    <message>
        <source>Yes: six seeds go into your holes 6 to 1, and the seventh drops into your store.</source>
        <translation>ஆம்: ஆறு விதைகள் உங்கள் குழிகள் 6 முதல் 1 வரை செல்கின்றன, ஏழாவது உங்கள் களஞ்சியத்தில் விழுகிறது.</translation>
    </message>
    <message>
        <source>Another move</source>
        <translation>இன்னொரு நகர்வு</translation>
    </message>
    <message>
        <source>A last seed in your own store lets you move again.</source>
        <translation>உங்கள் சொந்தக் களஞ்சியத்தில் விழும் கடைசி விதை உங்களை மீண்டும் நகர்த்த வைக்கும்.</translation>
    </message>
    <message>
        <source>When the last seed of your sowing drops into your own store, you move again, from any of your holes. Watch your hole 3: three seeds, three places to the store.</source>
        <translation>உங்கள் விதைப்பின் கடைசி விதை உங்கள் சொந்தக் களஞ்சியத்தில் விழுந்தால், உங்கள் குழிகளில் எதிலிருந்தும் மீண்டும் நகர்த்தலாம். உங்கள் குழி 3-ஐக் கவனியுங்கள்: மூன்று விதைகள், களஞ்சியம் வரை மூன்று இடங்கள்.</translation>
    </message>
    <message>
        <source>It is your move again. Which hole now ends exactly in your store?</source>
        <translation>மீண்டும் உங்கள் நகர்வு. இப்போது எந்தக் குழி சரியாக உங்கள் களஞ்சியத்தில் முடியும்?</translation>
    </message>
    <message>
        <source>Right: one seed, one step, and you move again.</source>
        <translation>சரி: ஒரு விதை, ஒரு அடி, நீங்கள் மீண்டும் நகர்த்துகிறீர்கள்.</translation>
    </message>
    <message>
        <source>Hole 2 has four seeds, two more than it needs: they run past your store, and the last one stops in North&apos;s empty hole 6, which ends your turn.</source>
        <translation>குழி 2-இல் நான்கு விதைகள் உள்ளன, தேவையைவிட இரண்டு அதிகம்: அவை உங்கள் களஞ்சியத்தைத் தாண்டிச் செல்கின்றன, கடைசி விதை வடக்கின் வெற்றுக் குழி 6-இல் நிற்கிறது, அது உங்கள் முறையை முடிக்கிறது.</translation>
    </message>
    <message>
        <source>Hole 5 has six seeds, one too many: the last one goes past your store into North&apos;s empty hole 7, which ends your turn.</source>
        <translation>குழி 5-இல் ஆறு விதைகள் உள்ளன, ஒன்று அதிகம்: கடைசி விதை உங்கள் களஞ்சியத்தைத் தாண்டி வடக்கின் வெற்றுக் குழி 7-க்குச் செல்கிறது, அது உங்கள் முறையை முடிக்கிறது.</translation>
    </message>
    <message>
        <source>Here is a count to remember: a hole holding as many seeds as its number always ends in your store. Hole 1 needs 1 seed, hole 5 needs 5.</source>
        <translation>நினைவில் வைக்க ஒரு கணக்கு: தன் எண்ணுக்குச் சமமான விதைகள் உள்ள குழி எப்போதும் உங்கள் களஞ்சியத்தில் முடியும். குழி 1-க்கு 1 விதை தேவை, குழி 5-க்கு 5.</translation>
    </message>
    <message>
        <source>Use the count: which of these holes ends in your store?</source>
        <translation>அந்தக் கணக்கைப் பயன்படுத்துங்கள்: இவற்றில் எந்தக் குழி உங்கள் களஞ்சியத்தில் முடியும்?</translation>
    </message>
    <message>
        <source>Five seeds in hole 5: the last lands in your store and you move again.</source>
        <translation>குழி 5-இல் ஐந்து விதைகள்: கடைசி விதை உங்கள் களஞ்சியத்தில் விழுகிறது, நீங்கள் மீண்டும் நகர்த்துகிறீர்கள்.</translation>
    </message>
    <message>
        <source>Hole 1 needs one seed but holds two: the second goes on into North&apos;s empty hole 7, and your turn is over.</source>
        <translation>குழி 1-க்கு ஒரு விதை தேவை, ஆனால் அதில் இரண்டு உள்ளன: இரண்டாவது வடக்கின் வெற்றுக் குழி 7-க்குச் செல்கிறது, உங்கள் முறை முடிந்தது.</translation>
    </message>
    <message>
        <source>Hole 3 needs three seeds but holds four: the fourth lands in North&apos;s empty hole 7, and your turn is over.</source>
        <translation>குழி 3-க்கு மூன்று விதைகள் தேவை, ஆனால் அதில் நான்கு உள்ளன: நான்காவது வடக்கின் வெற்றுக் குழி 7-இல் விழுகிறது, உங்கள் முறை முடிந்தது.</translation>
    </message>
    <message>
        <source>Land on seeds and you lift them and keep going.</source>
        <translation>விதைகளின் மேல் விழுந்தால், அவற்றை எடுத்துத் தொடர்ந்து செல்லுங்கள்.</translation>
    </message>
    <message>
        <source>If your last seed lands in a hole that already has seeds, on your side or North&apos;s, you lift them all and sow on from the next place: a relay. Watch your hole 4: its last seed lands on your hole 2, and the relay carries on into your store.</source>
        <translation>உங்கள் கடைசி விதை ஏற்கனவே விதைகள் உள்ள குழியில் விழுந்தால், உங்கள் பக்கமோ வடக்கின் பக்கமோ, அவை அனைத்தையும் எடுத்து அடுத்த இடத்திலிருந்து தொடர்ந்து விதைக்கிறீர்கள்: இதுவே தொடர் விதைப்பு. உங்கள் குழி 4-ஐக் கவனியுங்கள்: அதன் கடைசி விதை உங்கள் குழி 2-இல் விழுகிறது, தொடர் விதைப்பு உங்கள் களஞ்சியம் வரை செல்கிறது.</translation>
    </message>
    <message>
        <source>Relays happen on North&apos;s side too. Where will the very last seed of your hole 2 land?</source>
        <translation>தொடர் விதைப்பு வடக்கின் பக்கத்திலும் நடக்கும். உங்கள் குழி 2-இன் மிகக் கடைசி விதை எங்கே விழும்?</translation>
    </message>
    <message>
        <source>Your third seed landed on North&apos;s hole 7, so you lifted its three seeds and sowed on until the last one stopped in North&apos;s empty hole 4.</source>
        <translation>உங்கள் மூன்றாவது விதை வடக்கின் குழி 7-இல் விழுந்தது, எனவே அதன் மூன்று விதைகளை எடுத்து, கடைசி விதை வடக்கின் வெற்றுக் குழி 4-இல் நிற்கும் வரை தொடர்ந்து விதைத்தீர்கள்.</translation>
    </message>
    <message>
        <source>Get to your store with the help of a relay.</source>
        <translation>தொடர் விதைப்பின் உதவியுடன் உங்கள் களஞ்சியத்தை அடையுங்கள்.</translation>
    </message>
    <message>
        <source>Hole 5&apos;s last seed landed on your hole 3, and its three seeds carried you home to your store.</source>
        <translation>குழி 5-இன் கடைசி விதை உங்கள் குழி 3-இல் விழுந்தது, அதன் மூன்று விதைகள் உங்களை உங்கள் களஞ்சியத்துக்குக் கொண்டு சேர்த்தன.</translation>
    </message>
    <message>
        <source>Hole 1 goes straight into your store, with no relay. Look for a hole whose last seed lands on seeds and relays home.</source>
        <translation>குழி 1 தொடர் விதைப்பு இல்லாமல் நேராக உங்கள் களஞ்சியத்துக்குச் செல்கிறது. கடைசி விதை விதைகளின் மேல் விழுந்து, தொடர்ந்து களஞ்சியத்தை அடையும் குழியைத் தேடுங்கள்.</translation>
    </message>
    <message>
        <source>Hole 3 relays from your hole 1, but those two seeds go one place past your store, into North&apos;s empty hole 7: turn over.</source>
        <translation>குழி 3 உங்கள் குழி 1-இலிருந்து தொடர்கிறது, ஆனால் அந்த இரண்டு விதைகள் உங்கள் களஞ்சியத்தை ஓர் இடம் தாண்டி, வடக்கின் வெற்றுக் குழி 7-க்குச் செல்கின்றன: முறை முடிந்தது.</translation>
    </message>
    <message>
        <source>Captures</source>
        <translation>கைப்பற்றல்கள்</translation>
    </message>
    <message>
        <source>End in an empty hole of your own and you capture.</source>
        <translation>உங்கள் சொந்த வெற்றுக் குழியில் முடித்தால் கைப்பற்றுகிறீர்கள்.</translation>
    </message>
    <message>
        <source>If your last seed drops into an empty hole on your own side, you capture: that seed and all the seeds in North&apos;s hole straight across go into your store, and your turn ends. Your hole 1 faces North&apos;s hole 7, your hole 7 faces North&apos;s hole 1.</source>
        <translation>உங்கள் கடைசி விதை உங்கள் சொந்தப் பக்கத்தில் உள்ள வெற்றுக் குழியில் விழுந்தால், நீங்கள் கைப்பற்றுகிறீர்கள்: அந்த விதையும் நேர் எதிரே உள்ள வடக்கின் குழியின் எல்லா விதைகளும் உங்கள் களஞ்சியத்துக்குச் செல்கின்றன, உங்கள் முறை முடிகிறது. உங்கள் குழி 1 வடக்கின் குழி 7-க்கு எதிரே, உங்கள் குழி 7 வடக்கின் குழி 1-க்கு எதிரே உள்ளன.</translation>
    </message>
    <message>
        <source>Capture at least five seeds.</source>
        <translation>குறைந்தது ஐந்து விதைகளைக் கைப்பற்றுங்கள்.</translation>
    </message>
    <message>
        <source>Your last seed fell into your empty hole 1, so it and North&apos;s four seeds across are yours.</source>
        <translation>உங்கள் கடைசி விதை உங்கள் வெற்றுக் குழி 1-இல் விழுந்தது, எனவே அதுவும் எதிரே உள்ள வடக்கின் நான்கு விதைகளும் உங்களுடையவை.</translation>
    </message>
    <message>
        <source>Hole 5 ends in your empty hole 4, but North&apos;s hole 4 across holds only one seed: a capture of two.</source>
        <translation>குழி 5 உங்கள் வெற்றுக் குழி 4-இல் முடிகிறது, ஆனால் எதிரே உள்ள வடக்கின் குழி 4-இல் ஒரு விதை மட்டுமே உள்ளது: இரண்டு விதைகளின் கைப்பற்றல்.</translation>
    </message>
    <message>
        <source>Six seeds from hole 6 reach your store: another move, but no capture.</source>
        <translation>குழி 6-இன் ஆறு விதைகள் உங்கள் களஞ்சியத்தை அடைகின்றன: இன்னொரு நகர்வு, ஆனால் கைப்பற்றல் இல்லை.</translation>
    </message>
    <message>
        <source>In congkak the capture happens even when the hole across is empty: your lone seed still goes to your store. An empty hole on North&apos;s side gives nothing; your turn just ends.</source>
        <translation>Congkak-இல் எதிரே உள்ள குழி காலியாக இருந்தாலும் கைப்பற்றல் நடக்கும்: உங்கள் தனி விதை அப்போதும் உங்கள் களஞ்சியத்துக்குச் செல்லும். வடக்கின் பக்கத்தில் உள்ள வெற்றுக் குழி எதையும் தராது; உங்கள் முறை வெறுமனே முடியும்.</translation>
    </message>
    <message>
        <source>Capture a seed here.</source>
        <translation>இங்கே ஒரு விதையைக் கைப்பற்றுங்கள்.</translation>
    </message>
    <message>
        <source>Your last seed ended in your empty hole 2. North&apos;s hole 6 across was empty, but the seed itself went to your store.</source>
        <translation>உங்கள் கடைசி விதை உங்கள் வெற்றுக் குழி 2-இல் முடிந்தது. எதிரே உள்ள வடக்கின் குழி 6 காலியாக இருந்தது, ஆனாலும் அந்த விதை உங்கள் களஞ்சியத்துக்குச் சென்றது.</translation>
    </message>
    <message>
        <source>Hole 1&apos;s second seed stops in North&apos;s empty hole 7: an empty hole on North&apos;s side ends your turn with nothing taken.</source>
        <translation>குழி 1-இன் இரண்டாவது விதை வடக்கின் வெற்றுக் குழி 7-இல் நிற்கிறது: வடக்கின் பக்கத்தில் உள்ள வெற்றுக் குழி எதையும் எடுக்காமல் உங்கள் முறையை முடிக்கிறது.</translation>
    </message>
    <message>
        <source>Round and round</source>
        <translation>சுற்றிச் சுற்றி</translation>
    </message>
    <message>
        <source>One move can run round the board several times.</source>
        <translation>ஒரே நகர்வு பலகையைப் பலமுறை சுற்றி வரலாம்.</translation>
    </message>
    <message>
        <source>One relay can lead to another, and that one to the next. A single move may go round the board several times, dropping a seed in your store on each lap, before its last seed finally stops.</source>
        <translation>ஒரு தொடர் விதைப்பு இன்னொன்றுக்கு, அது அடுத்ததற்கு வழிவகுக்கலாம். ஒரே நகர்வு, ஒவ்வொரு சுற்றிலும் உங்கள் களஞ்சியத்தில் ஒரு விதையைப் போட்டபடி, பலகையைப் பலமுறை சுற்றி வந்த பிறகே அதன் கடைசி விதை நிற்கலாம்.</translation>
    </message>
    <message>
        <source>One of your holes starts a run that goes twice round the board and ends in your store. Find it; try the holes one by one if you like.</source>
        <translation>உங்கள் குழிகளில் ஒன்று பலகையை இருமுறை சுற்றி உங்கள் களஞ்சியத்தில் முடியும் ஓட்டத்தைத் தொடங்குகிறது. அதைக் கண்டுபிடியுங்கள்; வேண்டுமானால் குழிகளை ஒவ்வொன்றாக முயலுங்கள்.</translation>
    </message>
    <message>
        <source>Eleven relays! Your four seeds went twice round the board and came home to your store.</source>
        <translation>பதினொரு தொடர் விதைப்புகள்! உங்கள் நான்கு விதைகள் பலகையை இருமுறை சுற்றி உங்கள் களஞ்சியத்துக்குத் திரும்பின.</translation>
    </message>
    <message>
        <source>Hole 4 relays once, from your hole 2, and then its last seed stops in North&apos;s empty hole 5: turn over.</source>
        <translation>குழி 4 உங்கள் குழி 2-இலிருந்து ஒருமுறை தொடர்கிறது, பிறகு அதன் கடைசி விதை வடக்கின் வெற்றுக் குழி 5-இல் நிற்கிறது: முறை முடிந்தது.</translation>
    </message>
    <message>
        <source>Hole 5 relays once, from your hole 4, and ends in your empty hole 1 with a capture of two. Good, but short.</source>
        <translation>குழி 5 உங்கள் குழி 4-இலிருந்து ஒருமுறை தொடர்ந்து, உங்கள் வெற்றுக் குழி 1-இல் இரண்டு விதைகளைக் கைப்பற்றி முடிகிறது. நல்லது, ஆனால் குறுகியது.</translation>
    </message>
    <message>
        <source>Hole 6 relays once, from your hole 5, and stops in your empty hole 3, taking just that seed.</source>
        <translation>குழி 6 உங்கள் குழி 5-இலிருந்து ஒருமுறை தொடர்ந்து, உங்கள் வெற்றுக் குழி 3-இல் நின்று, அந்த ஒரு விதையை மட்டுமே எடுக்கிறது.</translation>
    </message>
    <message>
        <source>That run dropped a seed in your store three times, the last one ending there: three seeds banked, and another move. Long relays are hard to foresee, which is half the fun of congkak.</source>
        <translation>அந்த ஓட்டம் உங்கள் களஞ்சியத்தில் மூன்று முறை விதை போட்டது, கடைசி விதையும் அங்கேயே முடிந்தது: மூன்று விதைகள் சேமிப்பு, இன்னொரு நகர்வும் கிடைத்தது. நீண்ட தொடர் விதைப்புகளை முன்கூட்டியே கணிப்பது கடினம், அதுவே Congkak-இன் பாதி சுவாரஸ்யம்.</translation>
    </message>
    <message>
        <source>Where will the last seed of your hole 4 land?</source>
        <translation>உங்கள் குழி 4-இன் கடைசி விதை எங்கே விழும்?</translation>
    </message>
    <message>
        <source>Hole 4&apos;s single seed lands on your hole 3, and the relay takes its three seeds home to your store.</source>
        <translation>குழி 4-இன் ஒற்றை விதை உங்கள் குழி 3-இல் விழுகிறது, தொடர் விதைப்பு அதன் மூன்று விதைகளை உங்கள் களஞ்சியத்துக்குக் கொண்டு செல்கிறது.</translation>
    </message>
    <message>
        <source>Where a move stops</source>
        <translation>ஒரு நகர்வு எங்கே நிற்கிறது</translation>
    </message>
    <message>
        <source>Your store, your empty hole, or North&apos;s empty hole.</source>
        <translation>உங்கள் களஞ்சியம், உங்கள் வெற்றுக் குழி, அல்லது வடக்கின் வெற்றுக் குழி.</translation>
    </message>
    <message>
        <source>A move goes on as long as its last seed lands on seeds. It stops in one of three places: your store (you move again), an empty hole of yours (you capture), or an empty hole of North&apos;s, which simply ends your turn.</source>
        <translation>கடைசி விதை விதைகளின் மேல் விழும் வரை நகர்வு தொடரும். அது மூன்று இடங்களில் ஒன்றில் நிற்கும்: உங்கள் களஞ்சியம் (மீண்டும் நகர்த்துவீர்கள்), உங்கள் வெற்றுக் குழி (கைப்பற்றுவீர்கள்), அல்லது வடக்கின் வெற்றுக் குழி, அது உங்கள் முறையை வெறுமனே முடிக்கும்.</translation>
    </message>
    <message>
        <source>Where will the very last seed of your hole 3 land?</source>
        <translation>உங்கள் குழி 3-இன் மிகக் கடைசி விதை எங்கே விழும்?</translation>
    </message>
    <message>
        <source>It relayed from your hole 1 and from North&apos;s hole 7, then stopped in North&apos;s empty hole 1: your turn is over, nothing taken.</source>
        <translation>அது உங்கள் குழி 1-இலிருந்தும் வடக்கின் குழி 7-இலிருந்தும் தொடர்ந்து, பிறகு வடக்கின் வெற்றுக் குழி 1-இல் நின்றது: உங்கள் முறை முடிந்தது, எதுவும் எடுக்கப்படவில்லை.</translation>
    </message>
    <message>
        <source>Same position. This time, first play the move that gives you another turn.</source>
        <translation>அதே நிலை. இந்த முறை, முதலில் உங்களுக்கு இன்னொரு நகர்வைத் தரும் நகர்வை ஆடுங்கள்.</translation>
    </message>
    <message>
        <source>One seed into your store, and your hole 1 is empty now.</source>
        <translation>உங்கள் களஞ்சியத்தில் ஒரு விதை, இப்போது உங்கள் குழி 1 காலியாக உள்ளது.</translation>
    </message>
    <message>
        <source>As you just saw, hole 3 relays away and stops in North&apos;s empty hole 1.</source>
        <translation>இப்போது பார்த்தது போல், குழி 3 தொடர்ந்து சென்று வடக்கின் வெற்றுக் குழி 1-இல் நிற்கிறது.</translation>
    </message>
    <message>
        <source>Hole 6 ends in your empty hole 4 and takes only that seed; then your turn is over.</source>
        <translation>குழி 6 உங்கள் வெற்றுக் குழி 4-இல் முடிந்து அந்த விதையை மட்டுமே எடுக்கிறது; பிறகு உங்கள் முறை முடிகிறது.</translation>
    </message>
    <message>
        <source>Now capture North&apos;s five seeds.</source>
        <translation>இப்போது வடக்கின் ஐந்து விதைகளைக் கைப்பற்றுங்கள்.</translation>
    </message>
    <message>
        <source>Emptying hole 1 first turned hole 3 from a wasted move into a capture of six seeds. Order matters!</source>
        <translation>முதலில் குழி 1-ஐக் காலி செய்ததால், குழி 3 வீணான நகர்விலிருந்து ஆறு விதைகளின் கைப்பற்றலாக மாறியது. வரிசை முக்கியம்!</translation>
    </message>
    <message>
        <source>Hole 6 still takes just one seed. Which hole&apos;s last seed reaches your empty hole 1, across from North&apos;s five?</source>
        <translation>குழி 6 இன்னும் ஒரு விதையை மட்டுமே எடுக்கிறது. எந்தக் குழியின் கடைசி விதை, வடக்கின் ஐந்துக்கு எதிரே உள்ள உங்கள் வெற்றுக் குழி 1-ஐ அடையும்?</translation>
    </message>
    <message>
        <source>The game stops when a row is empty; the bigger store wins.</source>
        <translation>ஒரு வரிசை காலியானால் ஆட்டம் நிற்கும்; பெரிய களஞ்சியம் வெல்லும்.</translation>
    </message>
    <message>
        <source>The game ends the moment either row has no seeds left, checked after every move. Each player then adds the seeds still in their own row to their store, and the bigger store wins.</source>
        <translation>ஏதேனும் ஒரு வரிசையில் விதைகள் தீர்ந்த கணமே ஆட்டம் முடியும்; இது ஒவ்வொரு நகர்வுக்குப் பிறகும் சோதிக்கப்படும். அப்போது ஒவ்வொரு ஆட்டக்காரரும் தன் வரிசையில் இன்னும் உள்ள விதைகளைத் தன் களஞ்சியத்தில் சேர்ப்பார், பெரிய களஞ்சியம் வெல்லும்.</translation>
    </message>
    <message>
        <source>The check comes even when your last seed lands in your store: with your row empty there is no extra move. Watch: you lead 22 to 16, but your last seed ends the game, North adds the 8 seeds in their row and wins 24 to 23.</source>
        <translation>உங்கள் கடைசி விதை உங்கள் களஞ்சியத்தில் விழுந்தாலும் இந்தச் சோதனை நடக்கும்: உங்கள் வரிசை காலியானால் கூடுதல் நகர்வு இல்லை. கவனியுங்கள்: நீங்கள் 22-க்கு 16 என முன்னிலையில் இருக்கிறீர்கள், ஆனால் உங்கள் கடைசி விதை ஆட்டத்தை முடிக்கிறது, வடக்கு தன் வரிசையில் உள்ள 8 விதைகளைச் சேர்த்து 24-க்கு 23 என வெல்கிறது.</translation>
    </message>
    <message>
        <source>A new position: you trail 18 to 22. Find the move that ends the game with you ahead.</source>
        <translation>புதிய நிலை: நீங்கள் 18-க்கு 22 என பின்தங்கியிருக்கிறீர்கள். நீங்கள் முன்னிலையில் இருக்கும்படி ஆட்டத்தை முடிக்கும் நகர்வைக் கண்டுபிடியுங்கள்.</translation>
    </message>
    <message>
        <source>You captured North&apos;s last six seeds, so North&apos;s row is empty: the game ends, your seed in hole 1 joins your store, and you win 26 to 22.</source>
        <translation>வடக்கின் கடைசி ஆறு விதைகளைக் கைப்பற்றினீர்கள், எனவே வடக்கின் வரிசை காலியானது: ஆட்டம் முடிகிறது, குழி 1-இல் உள்ள உங்கள் விதை உங்கள் களஞ்சியத்தில் சேர்கிறது, நீங்கள் 26-க்கு 22 என வெல்கிறீர்கள்.</translation>
    </message>
    <message>
        <source>One seed into your store and another move, but the game is not over and you still trail 19 to 22.</source>
        <translation>உங்கள் களஞ்சியத்தில் ஒரு விதை, இன்னொரு நகர்வு, ஆனால் ஆட்டம் முடியவில்லை, நீங்கள் இன்னும் 19-க்கு 22 என பின்தங்கியிருக்கிறீர்கள்.</translation>
    </message>
    <message>
        <source>Traditional start: both at once</source>
        <translation>பாரம்பரியத் தொடக்கம்: இருவரும் ஒரே நேரத்தில்</translation>
    </message>
    <message>
        <source>With the traditional option, both players make the first move together.</source>
        <translation>பாரம்பரிய விருப்பத்தில், இரு ஆட்டக்காரர்களும் முதல் நகர்வைச் சேர்ந்து செய்கின்றனர்.</translation>
    </message>
    <message>
        <source>With the traditional option, the game opens the old way: both players make the first move at the same time. Each picks a hole without seeing the other&apos;s choice, then you sow together: each beat, you drop a seed, then North drops one.</source>
        <translation>பாரம்பரிய விருப்பத்தில், ஆட்டம் பழைய முறையில் தொடங்குகிறது: இரு ஆட்டக்காரர்களும் முதல் நகர்வை ஒரே நேரத்தில் செய்கின்றனர். ஒவ்வொருவரும் மற்றவரின் தேர்வைப் பார்க்காமல் ஒரு குழியைத் தேர்ந்தெடுக்கிறார், பிறகு இருவரும் சேர்ந்து விதைக்கிறீர்கள்: ஒவ்வொரு அடியிலும் நீங்கள் ஒரு விதை போடுகிறீர்கள், பிறகு வடக்கு ஒன்று போடுகிறது.</translation>
    </message>
    <message>
        <source>Watch: you sow your hole 2 while North sows their hole 2. During this joint start, reaching your own store stops you; North&apos;s seeds run on through North&apos;s store into your row and stop in your empty hole 6.</source>
        <translation>கவனியுங்கள்: நீங்கள் உங்கள் குழி 2-ஐ விதைக்கிறீர்கள், வடக்கு தன் குழி 2-ஐ விதைக்கிறது. இந்தக் கூட்டுத் தொடக்கத்தின்போது, உங்கள் சொந்தக் களஞ்சியத்தை அடைந்தால் நீங்கள் நின்றுவிடுவீர்கள்; வடக்கின் விதைகள் வடக்கின் களஞ்சியம் வழியாக உங்கள் வரிசைக்குள் ஓடி, உங்கள் வெற்றுக் குழி 6-இல் நிற்கின்றன.</translation>
    </message>
    <message>
        <source>Relays and captures work as usual, on the board as it is at that instant. When both have stopped, whoever dropped more seeds moves next (on a tie, you do): North dropped 4 seeds to your 2, so it is North&apos;s turn, and from then on turns alternate.</source>
        <translation>தொடர் விதைப்பும் கைப்பற்றலும் வழக்கம்போலவே, அந்தக் கணத்தில் பலகை இருக்கும் நிலையில் நடக்கும். இருவரும் நின்றதும், அதிக விதைகள் போட்டவர் அடுத்து நகர்த்துவார் (சமமானால், நீங்கள்): வடக்கு 4 விதைகள் போட்டது, நீங்கள் 2, எனவே வடக்கின் முறை; அதன் பிறகு முறைகள் மாறி மாறி வரும்.</translation>
    </message>
    <message>
        <source>Try again. Suppose North picks their hole 2 once more: choose a hole that sows longer than North&apos;s four seeds, so that you move next.</source>
        <translation>மீண்டும் முயலுங்கள். வடக்கு மறுபடியும் தன் குழி 2-ஐத் தேர்ந்தெடுக்கிறது என்று வைத்துக்கொள்ளுங்கள்: நீங்கள் அடுத்து நகர்த்தும்படி, வடக்கின் நான்கு விதைகளைவிட நீளமாக விதைக்கும் குழியைத் தேர்ந்தெடுங்கள்.</translation>
    </message>
    <message>
        <source>Your hole 5 relayed from your hole 2 and ran on to North&apos;s hole 7: six drops against four, so you move next.</source>
        <translation>உங்கள் குழி 5 உங்கள் குழி 2-இலிருந்து தொடர்ந்து வடக்கின் குழி 7 வரை ஓடியது: நான்குக்கு எதிராக ஆறு விதைகள், எனவே நீங்கள் அடுத்து நகர்த்துகிறீர்கள்.</translation>
    </message>
    <message>
        <source>Two seeds and you are in your store, which stops you. North&apos;s four drops are longer, so North moves next.</source>
        <translation>இரண்டு விதைகளில் உங்கள் களஞ்சியத்தை அடைகிறீர்கள், அது உங்களை நிறுத்துகிறது. வடக்கின் நான்கு விதைகள் நீளமானவை, எனவே வடக்கு அடுத்து நகர்த்துகிறது.</translation>
    </message>
    <message>
        <source>One seed into your empty hole 3 captures it and North&apos;s seed across, but one drop is shorter than North&apos;s four: North moves next.</source>
        <translation>உங்கள் வெற்றுக் குழி 3-இல் விழும் ஒரு விதை அதையும் எதிரே உள்ள வடக்கின் விதையையும் கைப்பற்றுகிறது, ஆனால் ஒரு விதை வடக்கின் நான்கைவிடக் குறைவு: வடக்கு அடுத்து நகர்த்துகிறது.</translation>
    </message>
    <message>
        <source>A new round: refill and burnt holes</source>
        <translation>புதிய சுற்று: மீண்டும் நிரப்புதலும் எரிந்த குழிகளும்</translation>
    </message>
    <message>
        <source>Traditional rounds: refill seven a hole; holes you cannot fill are burnt.</source>
        <translation>பாரம்பரியச் சுற்றுகள்: ஒவ்வொரு குழியிலும் ஏழு நிரப்புங்கள்; நிரப்ப முடியாத குழிகள் எரிந்துவிடும்.</translation>
    </message>
    <message>
        <source>The traditional game is played in rounds. A round ends just as the single game does: when a row is empty after a move, the seeds left in each row go to their owner&apos;s store.</source>
        <translation>பாரம்பரிய ஆட்டம் சுற்றுகளாக ஆடப்படுகிறது. ஒற்றை ஆட்டம் முடிவது போலவே ஒரு சுற்றும் முடியும்: ஒரு நகர்வுக்குப் பிறகு ஒரு வரிசை காலியானால், ஒவ்வொரு வரிசையிலும் மீதமுள்ள விதைகள் அதன் உரிமையாளரின் களஞ்சியத்துக்குச் செல்லும்.</translation>
    </message>
    <message>
        <source>End this round with a capture.</source>
        <translation>ஒரு கைப்பற்றலுடன் இந்தச் சுற்றை முடியுங்கள்.</translation>
    </message>
    <message>
        <source>North&apos;s row is empty, so the round is over. You have 46 seeds, North 26.</source>
        <translation>வடக்கின் வரிசை காலியாக உள்ளது, எனவே சுற்று முடிந்தது. உங்களிடம் 46 விதைகள், வடக்கிடம் 26.</translation>
    </message>
    <message>
        <source>Hole 1&apos;s last seed stops in North&apos;s empty hole 7, and the round goes on.</source>
        <translation>குழி 1-இன் கடைசி விதை வடக்கின் வெற்றுக் குழி 7-இல் நிற்கிறது, சுற்று தொடர்கிறது.</translation>
    </message>
    <message>
        <source>For the next round each player fills their holes with 7 seeds apiece from their store, starting from hole 1 next to the store. Seeds too few to fill a hole stay in the store, and holes left unfilled are burnt: out of play for the whole round.</source>
        <translation>அடுத்த சுற்றுக்கு, ஒவ்வொரு ஆட்டக்காரரும் தன் களஞ்சியத்திலிருந்து தன் குழிகளை ஒவ்வொன்றிலும் 7 விதைகளாக நிரப்புவார்; களஞ்சியத்தின் அருகிலுள்ள குழி 1-இலிருந்து தொடங்க வேண்டும். ஒரு குழியை நிரப்பப் போதாத விதைகள் களஞ்சியத்திலேயே இருக்கும், நிரப்பப்படாத குழிகள் எரிந்துவிடும்: சுற்று முழுவதும் அவை ஆட்டத்தில் இல்லை.</translation>
    </message>
    <message>
        <source>You filled six holes and kept 4 seeds; North filled three and kept 5. Nobody sows into a burnt hole or plays from it: seeds skip over it. The player with fewer seeds starts the new round (on a tie, you do), so North moves first.</source>
        <translation>நீங்கள் ஆறு குழிகளை நிரப்பி 4 விதைகளை வைத்துக்கொண்டீர்கள்; வடக்கு மூன்றை நிரப்பி 5-ஐ வைத்துக்கொண்டது. எரிந்த குழியில் யாரும் விதைப்பதில்லை, அதிலிருந்து ஆடுவதுமில்லை: விதைகள் அதைத் தாண்டிச் செல்லும். குறைவான விதைகள் உள்ளவர் புதிய சுற்றைத் தொடங்குவார் (சமமானால், நீங்கள்), எனவே வடக்கு முதலில் நகர்த்துகிறது.</translation>
    </message>
    <message>
        <source>Later in this round: where will the last seed of your hole 2 land?</source>
        <translation>இந்தச் சுற்றில் பின்னர்: உங்கள் குழி 2-இன் கடைசி விதை எங்கே விழும்?</translation>
    </message>
    <message>
        <source>After your store, the seeds skip North&apos;s burnt holes 7 to 4, and the third lands in North&apos;s hole 3.</source>
        <translation>உங்கள் களஞ்சியத்துக்குப் பிறகு, விதைகள் வடக்கின் எரிந்த குழிகள் 7 முதல் 4 வரை தாண்டுகின்றன, மூன்றாவது விதை வடக்கின் குழி 3-இல் விழுகிறது.</translation>
    </message>
    <message>
        <source>The end of a traditional game</source>
        <translation>பாரம்பரிய ஆட்டத்தின் முடிவு</translation>
    </message>
    <message>
        <source>A player who cannot fill a single hole has lost.</source>
        <translation>ஒரு குழியைக்கூட நிரப்ப முடியாத ஆட்டக்காரர் தோற்றவர்.</translation>
    </message>
    <message>
        <source>A traditional game goes on round after round until, at a refill, a player has fewer than 7 seeds and cannot fill even one hole. That player has lost.</source>
        <translation>பாரம்பரிய ஆட்டம் சுற்று சுற்றாகத் தொடரும்; மீண்டும் நிரப்பும்போது ஒரு ஆட்டக்காரரிடம் 7-க்கும் குறைவான விதைகள் இருந்து ஒரு குழியைக்கூட நிரப்ப முடியாவிட்டால், அவர் தோற்றவர்.</translation>
    </message>
    <message>
        <source>North has 3 seeds in their store and 3 in their hole 2, only 6 in all. If this round ends before North wins more, North cannot fill a hole.</source>
        <translation>வடக்கிடம் களஞ்சியத்தில் 3 விதைகளும் குழி 2-இல் 3-உம், மொத்தம் 6 மட்டுமே உள்ளன. வடக்கு மேலும் வெல்வதற்கு முன் இந்தச் சுற்று முடிந்தால், வடக்கால் ஒரு குழியைக்கூட நிரப்ப முடியாது.</translation>
    </message>
    <message>
        <source>Finish the game: end this round now.</source>
        <translation>ஆட்டத்தை முடியுங்கள்: இந்தச் சுற்றை இப்போதே முடியுங்கள்.</translation>
    </message>
    <message>
        <source>You took North&apos;s last seeds and North&apos;s row is empty. With only 3 seeds North cannot fill a hole: you win the game!</source>
        <translation>வடக்கின் கடைசி விதைகளை எடுத்தீர்கள், வடக்கின் வரிசை காலியானது. 3 விதைகள் மட்டுமே இருப்பதால் வடக்கால் ஒரு குழியையும் நிரப்ப முடியாது: நீங்கள் ஆட்டத்தை வென்றீர்கள்!</translation>
    </message>
    <message>
        <source>One seed into your store gives you another move, but North&apos;s row still has seeds, so the round goes on.</source>
        <translation>உங்கள் களஞ்சியத்தில் ஒரு விதை இன்னொரு நகர்வைத் தருகிறது, ஆனால் வடக்கின் வரிசையில் இன்னும் விதைகள் உள்ளன, எனவே சுற்று தொடர்கிறது.</translation>
    </message>
    <message>
        <source>Your last seed ends in your empty hole 2 and takes just itself, since North&apos;s hole 6 across is burnt. North&apos;s row still has seeds, so the round goes on.</source>
        <translation>உங்கள் கடைசி விதை உங்கள் வெற்றுக் குழி 2-இல் முடிந்து தன்னை மட்டுமே எடுக்கிறது, ஏனெனில் எதிரே உள்ள வடக்கின் குழி 6 எரிந்துவிட்டது. வடக்கின் வரிசையில் இன்னும் விதைகள் உள்ளன, எனவே சுற்று தொடர்கிறது.</translation>
    </message>
    <message>
        <source>The congklak board</source>
        <translation>Congklak பலகை</translation>
    </message>
    <message>
        <source>Your kampong, your rumah, and the way the seeds travel.</source>
        <translation>உங்கள் கம்போங், உங்கள் ரூமா, விதைகள் செல்லும் வழி.</translation>
    </message>
    <message>
        <source>Congklak is played all over Indonesia, traditionally with cowrie shells; congklak is also the Indonesian word for the shell. Each row of holes is a kampong (village) and each big store at an end is a rumah (home). The bottom kampong is yours, and so is the rumah on your left.</source>
        <translation>Congklak இந்தோனேசியா முழுவதும் ஆடப்படுகிறது, பாரம்பரியமாகச் சோழிகளால்; congklak என்பது அந்தச் சிப்பிக்கான இந்தோனேசியச் சொல்லும் கூட. ஒவ்வொரு குழி வரிசையும் ஒரு கம்போங் (கிராமம்), ஒவ்வொரு முனையிலும் உள்ள பெரிய களஞ்சியம் ஒரு ரூமா (வீடு). கீழ்க் கம்போங் உங்களுடையது, உங்கள் இடப்புறம் உள்ள ரூமாவும் உங்களுடையதே.</translation>
    </message>
    <message>
        <source>To move, you lift all the seeds of one of your holes and sow them one at a time, clockwise: leftwards along your row, into your rumah, then along North&apos;s row. North&apos;s rumah is skipped; your seeds never go in there.</source>
        <translation>நகர்த்த, உங்கள் குழிகளில் ஒன்றின் எல்லா விதைகளையும் எடுத்து, வலஞ்சுழியாக ஒவ்வொன்றாக விதையுங்கள்: உங்கள் வரிசையில் இடப்புறமாக, உங்கள் ரூமாவுக்குள், பிறகு வடக்கின் வரிசையில். வடக்கின் ரூமா தவிர்க்கப்படும்; உங்கள் விதைகள் ஒருபோதும் அதில் விழாது.</translation>
    </message>
    <message>
        <source>Your holes are numbered 1 to 5 from the left, so your hole 1 is next to your rumah. Seeds in your rumah are yours for good, and the fuller rumah wins.</source>
        <translation>உங்கள் குழிகள் இடமிருந்து 1 முதல் 5 வரை எண்ணிடப்பட்டுள்ளன, எனவே உங்கள் குழி 1 உங்கள் ரூமாவின் அருகில் உள்ளது. உங்கள் ரூமாவில் உள்ள விதைகள் என்றும் உங்களுக்கே, அதிக விதைகள் உள்ள ரூமா வெல்லும்.</translation>
    </message>
    <message>
        <source>Your hole 5 holds five seeds. Click the place where the last of them will land.</source>
        <translation>உங்கள் குழி 5-இல் ஐந்து விதைகள் உள்ளன. அவற்றில் கடைசி விதை விழும் இடத்தைச் சொடுக்குங்கள்.</translation>
    </message>
    <message>
        <source>Yes: four seeds go into your holes 4 to 1, and the fifth drops into your rumah.</source>
        <translation>ஆம்: நான்கு விதைகள் உங்கள் குழிகள் 4 முதல் 1 வரை செல்கின்றன, ஐந்தாவது உங்கள் ரூமாவில் விழுகிறது.</translation>
    </message>
    <message>
        <source>A last seed in your own rumah lets you move again.</source>
        <translation>உங்கள் சொந்த ரூமாவில் விழும் கடைசி விதை உங்களை மீண்டும் நகர்த்த வைக்கும்.</translation>
    </message>
    <message>
        <source>When the last seed of your sowing drops into your own rumah, you move again, from any of your holes. Watch your hole 3: three seeds, three places to the rumah.</source>
        <translation>உங்கள் விதைப்பின் கடைசி விதை உங்கள் சொந்த ரூமாவில் விழுந்தால், உங்கள் குழிகளில் எதிலிருந்தும் மீண்டும் நகர்த்தலாம். உங்கள் குழி 3-ஐக் கவனியுங்கள்: மூன்று விதைகள், ரூமா வரை மூன்று இடங்கள்.</translation>
    </message>
    <message>
        <source>It is your move again. Which hole now ends exactly in your rumah?</source>
        <translation>மீண்டும் உங்கள் நகர்வு. இப்போது எந்தக் குழி சரியாக உங்கள் ரூமாவில் முடியும்?</translation>
    </message>
    <message>
        <source>Hole 2 has four seeds, two more than it needs: they run past your rumah, and the last one stops in North&apos;s empty hole 4, which ends your turn.</source>
        <translation>குழி 2-இல் நான்கு விதைகள் உள்ளன, தேவையைவிட இரண்டு அதிகம்: அவை உங்கள் ரூமாவைத் தாண்டிச் செல்கின்றன, கடைசி விதை வடக்கின் வெற்றுக் குழி 4-இல் நிற்கிறது, அது உங்கள் முறையை முடிக்கிறது.</translation>
    </message>
    <message>
        <source>Hole 5 has six seeds, one too many: the last one goes past your rumah into North&apos;s empty hole 5, which ends your turn.</source>
        <translation>குழி 5-இல் ஆறு விதைகள் உள்ளன, ஒன்று அதிகம்: கடைசி விதை உங்கள் ரூமாவைத் தாண்டி வடக்கின் வெற்றுக் குழி 5-க்குச் செல்கிறது, அது உங்கள் முறையை முடிக்கிறது.</translation>
    </message>
    <message>
        <source>A hole holding as many seeds as its number always ends in your rumah: hole 1 with 1 seed, hole 4 with 4. (One old account says you &apos;lose the turn&apos; here, then lets you play on; Cowrie gives you the extra move, as the other sources do.)</source>
        <translation>தன் எண்ணுக்குச் சமமான விதைகள் உள்ள குழி எப்போதும் உங்கள் ரூமாவில் முடியும்: 1 விதையுடன் குழி 1, 4 விதைகளுடன் குழி 4. (ஒரு பழைய விவரிப்பு இங்கே &apos;முறையை இழக்கிறீர்கள்&apos; என்று கூறி, பிறகு தொடர்ந்து ஆட அனுமதிக்கிறது; மற்ற மூலங்களைப் போலவே Cowrie உங்களுக்குக் கூடுதல் நகர்வைத் தருகிறது.)</translation>
    </message>
    <message>
        <source>Use the count: which of these holes ends in your rumah?</source>
        <translation>அந்தக் கணக்கைப் பயன்படுத்துங்கள்: இவற்றில் எந்தக் குழி உங்கள் ரூமாவில் முடியும்?</translation>
    </message>
    <message>
        <source>Four seeds in hole 4: the last lands in your rumah and you move again.</source>
        <translation>குழி 4-இல் நான்கு விதைகள்: கடைசி விதை உங்கள் ரூமாவில் விழுகிறது, நீங்கள் மீண்டும் நகர்த்துகிறீர்கள்.</translation>
    </message>
    <message>
        <source>Hole 1 needs one seed but holds two: the second goes on into North&apos;s empty hole 5, and your turn is over.</source>
        <translation>குழி 1-க்கு ஒரு விதை தேவை, ஆனால் அதில் இரண்டு உள்ளன: இரண்டாவது வடக்கின் வெற்றுக் குழி 5-க்குச் செல்கிறது, உங்கள் முறை முடிந்தது.</translation>
    </message>
    <message>
        <source>Hole 3 needs three seeds but holds four: the fourth lands in North&apos;s empty hole 5, and your turn is over.</source>
        <translation>குழி 3-க்கு மூன்று விதைகள் தேவை, ஆனால் அதில் நான்கு உள்ளன: நான்காவது வடக்கின் வெற்றுக் குழி 5-இல் விழுகிறது, உங்கள் முறை முடிந்தது.</translation>
    </message>
    <message>
        <source>If your last seed lands in a hole that already has seeds, on your side or North&apos;s, you lift them all and sow on from the next place: a relay. Watch your hole 4: its last seed lands on your hole 2, and the relay carries on into your rumah.</source>
        <translation>உங்கள் கடைசி விதை ஏற்கனவே விதைகள் உள்ள குழியில் விழுந்தால், உங்கள் பக்கமோ வடக்கின் பக்கமோ, அவை அனைத்தையும் எடுத்து அடுத்த இடத்திலிருந்து தொடர்ந்து விதைக்கிறீர்கள்: இதுவே தொடர் விதைப்பு. உங்கள் குழி 4-ஐக் கவனியுங்கள்: அதன் கடைசி விதை உங்கள் குழி 2-இல் விழுகிறது, தொடர் விதைப்பு உங்கள் ரூமா வரை செல்கிறது.</translation>
    </message>
    <message>
        <source>Your third seed landed on North&apos;s hole 5, so you lifted its three seeds and sowed on until the last one stopped in North&apos;s empty hole 2.</source>
        <translation>உங்கள் மூன்றாவது விதை வடக்கின் குழி 5-இல் விழுந்தது, எனவே அதன் மூன்று விதைகளை எடுத்து, கடைசி விதை வடக்கின் வெற்றுக் குழி 2-இல் நிற்கும் வரை தொடர்ந்து விதைத்தீர்கள்.</translation>
    </message>
    <message>
        <source>Get to your rumah with the help of a relay.</source>
        <translation>தொடர் விதைப்பின் உதவியுடன் உங்கள் ரூமாவை அடையுங்கள்.</translation>
    </message>
    <message>
        <source>Hole 5&apos;s last seed landed on your hole 3, and its three seeds carried you home to your rumah.</source>
        <translation>குழி 5-இன் கடைசி விதை உங்கள் குழி 3-இல் விழுந்தது, அதன் மூன்று விதைகள் உங்களை உங்கள் ரூமாவுக்குக் கொண்டு சேர்த்தன.</translation>
    </message>
    <message>
        <source>Hole 1 goes straight into your rumah, with no relay. Look for a hole whose last seed lands on seeds and relays home.</source>
        <translation>குழி 1 தொடர் விதைப்பு இல்லாமல் நேராக உங்கள் ரூமாவுக்குச் செல்கிறது. கடைசி விதை விதைகளின் மேல் விழுந்து, தொடர்ந்து ரூமாவை அடையும் குழியைத் தேடுங்கள்.</translation>
    </message>
    <message>
        <source>Hole 3 relays from your hole 1, but those two seeds go one place past your rumah, into North&apos;s empty hole 5: turn over.</source>
        <translation>குழி 3 உங்கள் குழி 1-இலிருந்து தொடர்கிறது, ஆனால் அந்த இரண்டு விதைகள் உங்கள் ரூமாவை ஓர் இடம் தாண்டி, வடக்கின் வெற்றுக் குழி 5-க்குச் செல்கின்றன: முறை முடிந்தது.</translation>
    </message>
    <message>
        <source>End in an empty hole of yours, facing seeds, and you capture them.</source>
        <translation>விதைகளுக்கு எதிரே உள்ள உங்கள் வெற்றுக் குழியில் முடித்தால், அந்த விதைகளைக் கைப்பற்றுகிறீர்கள்.</translation>
    </message>
    <message>
        <source>If your last seed drops into an empty hole on your own side and North&apos;s hole straight across has seeds, you capture: those seeds and your last seed go into your rumah, and your turn ends. Your hole 1 faces North&apos;s hole 5, your hole 5 faces North&apos;s hole 1.</source>
        <translation>உங்கள் கடைசி விதை உங்கள் சொந்தப் பக்கத்தில் உள்ள வெற்றுக் குழியில் விழுந்து, நேர் எதிரே உள்ள வடக்கின் குழியில் விதைகள் இருந்தால், நீங்கள் கைப்பற்றுகிறீர்கள்: அந்த விதைகளும் உங்கள் கடைசி விதையும் உங்கள் ரூமாவுக்குச் செல்கின்றன, உங்கள் முறை முடிகிறது. உங்கள் குழி 1 வடக்கின் குழி 5-க்கு எதிரே, உங்கள் குழி 5 வடக்கின் குழி 1-க்கு எதிரே உள்ளன.</translation>
    </message>
    <message>
        <source>Capture at least four seeds.</source>
        <translation>குறைந்தது நான்கு விதைகளைக் கைப்பற்றுங்கள்.</translation>
    </message>
    <message>
        <source>Your last seed fell into your empty hole 1, across from North&apos;s three seeds: all four are yours.</source>
        <translation>உங்கள் கடைசி விதை, வடக்கின் மூன்று விதைகளுக்கு எதிரே உள்ள உங்கள் வெற்றுக் குழி 1-இல் விழுந்தது: நான்கும் உங்களுடையவை.</translation>
    </message>
    <message>
        <source>Hole 5 ends in your empty hole 4, but North&apos;s hole 2 across holds only one seed: a capture of two.</source>
        <translation>குழி 5 உங்கள் வெற்றுக் குழி 4-இல் முடிகிறது, ஆனால் எதிரே உள்ள வடக்கின் குழி 2-இல் ஒரு விதை மட்டுமே உள்ளது: இரண்டு விதைகளின் கைப்பற்றல்.</translation>
    </message>
    <message>
        <source>Two seeds from hole 2 reach your rumah: another move, but no capture.</source>
        <translation>குழி 2-இன் இரண்டு விதைகள் உங்கள் ரூமாவை அடைகின்றன: இன்னொரு நகர்வு, ஆனால் கைப்பற்றல் இல்லை.</translation>
    </message>
    <message>
        <source>If the hole across is empty, there is no capture: your seed just stays, and your turn is over. A last seed in an empty hole on North&apos;s side also ends your turn, with nothing taken.</source>
        <translation>எதிரே உள்ள குழி காலியாக இருந்தால், கைப்பற்றல் இல்லை: உங்கள் விதை அங்கேயே இருக்கும், உங்கள் முறை முடிந்தது. வடக்கின் பக்கத்தில் உள்ள வெற்றுக் குழியில் விழும் கடைசி விதையும் எதையும் எடுக்காமல் உங்கள் முறையை முடிக்கும்.</translation>
    </message>
    <message>
        <source>Make a capture here.</source>
        <translation>இங்கே ஒரு கைப்பற்றல் செய்யுங்கள்.</translation>
    </message>
    <message>
        <source>Your seed fell into your empty hole 1, facing the two seeds in North&apos;s hole 5: three seeds for your rumah.</source>
        <translation>உங்கள் விதை, வடக்கின் குழி 5-இன் இரண்டு விதைகளுக்கு எதிரே உள்ள உங்கள் வெற்றுக் குழி 1-இல் விழுந்தது: உங்கள் ரூமாவுக்கு மூன்று விதைகள்.</translation>
    </message>
    <message>
        <source>Your last seed lands in your empty hole 3, but North&apos;s hole 3 across is empty too: nothing is taken, and your turn ends.</source>
        <translation>உங்கள் கடைசி விதை உங்கள் வெற்றுக் குழி 3-இல் விழுகிறது, ஆனால் எதிரே உள்ள வடக்கின் குழி 3-உம் காலியாக உள்ளது: எதுவும் எடுக்கப்படவில்லை, உங்கள் முறை முடிகிறது.</translation>
    </message>
    <message>
        <source>One long turn</source>
        <translation>ஒரு நீண்ட முறை</translation>
    </message>
    <message>
        <source>The rules&apos; worked example: three trips home, then a capture after two relays.</source>
        <translation>விதிகளின் எடுத்துக்காட்டு: மூன்று முறை வீடு திரும்புதல், பிறகு இரண்டு தொடர் விதைப்புகளுக்குப் பின் ஒரு கைப்பற்றல்.</translation>
    </message>
    <message>
        <source>This is the worked example from the congklak rules, on the seven-hole board of the Rounds preset. You will play one long turn of four moves, using everything you have learned so far.</source>
        <translation>இது Congklak விதிகளில் உள்ள எடுத்துக்காட்டு, சுற்றுகள் முன்னமைவின் ஏழு குழிப் பலகையில். இதுவரை கற்ற அனைத்தையும் பயன்படுத்தி, நான்கு நகர்வுகள் கொண்ட ஒரு நீண்ட முறையை ஆடுவீர்கள்.</translation>
    </message>
    <message>
        <source>Your holes 1 and 2 can both reach your rumah. Start with hole 1: sowing hole 2 first would add a seed to hole 1 and spoil its count.</source>
        <translation>உங்கள் குழிகள் 1, 2 இரண்டும் உங்கள் ரூமாவை அடையும். குழி 1-இலிருந்து தொடங்குங்கள்: முதலில் குழி 2-ஐ விதைத்தால் குழி 1-இல் ஒரு விதை கூடி அதன் கணக்கு கெட்டுவிடும்.</translation>
    </message>
    <message>
        <source>One seed home, and another move.</source>
        <translation>ஒரு விதை வீடு சேர்ந்தது, இன்னொரு நகர்வு.</translation>
    </message>
    <message>
        <source>Hole 3 makes a fine capture, but it ends your turn. Bank the easy seeds in your rumah first.</source>
        <translation>குழி 3 நல்ல கைப்பற்றல் செய்யும், ஆனால் அது உங்கள் முறையை முடிக்கும். முதலில் எளிதான விதைகளை உங்கள் ரூமாவில் சேருங்கள்.</translation>
    </message>
    <message>
        <source>Now hole 2: two seeds, two places to your rumah.</source>
        <translation>இப்போது குழி 2: இரண்டு விதைகள், உங்கள் ரூமா வரை இரண்டு இடங்கள்.</translation>
    </message>
    <message>
        <source>Home again, and hole 1 has a seed once more.</source>
        <translation>மீண்டும் வீடு சேர்ந்தது, குழி 1-இல் மறுபடியும் ஒரு விதை உள்ளது.</translation>
    </message>
    <message>
        <source>That capture would end your turn. There are still seeds that can go home first.</source>
        <translation>அந்தக் கைப்பற்றல் உங்கள் முறையை முடிக்கும். முதலில் வீடு சேரக்கூடிய விதைகள் இன்னும் உள்ளன.</translation>
    </message>
    <message>
        <source>Send hole 1&apos;s new seed home as well.</source>
        <translation>குழி 1-இன் புதிய விதையையும் வீட்டுக்கு அனுப்புங்கள்.</translation>
    </message>
    <message>
        <source>Three trips home in one turn.</source>
        <translation>ஒரே முறையில் மூன்று முறை வீடு திரும்புதல்.</translation>
    </message>
    <message>
        <source>Not yet: the capture ends your turn, and hole 1&apos;s seed can still go home first.</source>
        <translation>இப்போது இல்லை: கைப்பற்றல் உங்கள் முறையை முடிக்கும், குழி 1-இன் விதை இன்னும் முதலில் வீடு சேரலாம்.</translation>
    </message>
    <message>
        <source>Now your hole 3. Its six seeds reach North&apos;s hole 5, which already holds two, so you relay; follow the seeds, and make a capture.</source>
        <translation>இப்போது உங்கள் குழி 3. அதன் ஆறு விதைகள் ஏற்கனவே இரண்டு விதைகள் உள்ள வடக்கின் குழி 5-ஐ அடைகின்றன, எனவே தொடர்ந்து விதைக்கிறீர்கள்; விதைகளைப் பின்தொடர்ந்து, ஒரு கைப்பற்றல் செய்யுங்கள்.</translation>
    </message>
    <message>
        <source>Relays at North&apos;s holes 5 and 2 carried you round to your empty hole 5, across from North&apos;s hole 3: its three seeds and your last one are yours, and your turn ends with 8 seeds in your rumah.</source>
        <translation>வடக்கின் குழிகள் 5, 2-இல் நடந்த தொடர் விதைப்புகள், வடக்கின் குழி 3-க்கு எதிரே உள்ள உங்கள் வெற்றுக் குழி 5-க்கு உங்களைச் சுற்றிக் கொண்டு வந்தன: அதன் மூன்று விதைகளும் உங்கள் கடைசி விதையும் உங்களுடையவை, உங்கள் ரூமாவில் 8 விதைகளுடன் உங்கள் முறை முடிகிறது.</translation>
    </message>
    <message>
        <source>The Rounds game: a joint start and passes</source>
        <translation>சுற்றுகள் ஆட்டம்: கூட்டுத் தொடக்கமும் முறையை விட்டுக்கொடுத்தலும்</translation>
    </message>
    <message>
        <source>Both players open at once; a player with an empty row passes.</source>
        <translation>இரு ஆட்டக்காரர்களும் ஒரே நேரத்தில் தொடங்குகின்றனர்; வரிசை காலியான ஆட்டக்காரர் முறையை விட்டுக்கொடுக்கிறார்.</translation>
    </message>
    <message>
        <source>The Rounds preset is the longer, traditional game: 5 to 9 holes a row (7 here), as many seeds in each, and a match of several rounds. It opens with both players moving at once: each picks a hole without seeing the other&apos;s, then each beat you drop a seed and North drops one.</source>
        <translation>சுற்றுகள் முன்னமைவு நீண்ட, பாரம்பரிய ஆட்டம்: ஒரு வரிசைக்கு 5 முதல் 9 குழிகள் (இங்கே 7), ஒவ்வொன்றிலும் அதே அளவு விதைகள், பல சுற்றுகள் கொண்ட ஒரு போட்டி. இரு ஆட்டக்காரர்களும் ஒரே நேரத்தில் நகர்த்துவதோடு அது தொடங்குகிறது: ஒவ்வொருவரும் மற்றவரின் தேர்வைப் பார்க்காமல் ஒரு குழியைத் தேர்ந்தெடுக்கிறார், பிறகு ஒவ்வொரு அடியிலும் நீங்கள் ஒரு விதை போடுகிறீர்கள், வடக்கும் ஒன்று போடுகிறது.</translation>
    </message>
    <message>
        <source>During this joint start, reaching your rumah just stops you; when both have stopped, whoever dropped more seeds moves next (you, on a tie). Suppose North picks their hole 3, with four seeds: choose a hole that sows longer.</source>
        <translation>இந்தக் கூட்டுத் தொடக்கத்தின்போது, உங்கள் ரூமாவை அடைந்தால் நீங்கள் நின்றுவிடுவீர்கள்; இருவரும் நின்றதும், அதிக விதைகள் போட்டவர் அடுத்து நகர்த்துவார் (சமமானால், நீங்கள்). வடக்கு நான்கு விதைகள் உள்ள தன் குழி 3-ஐத் தேர்ந்தெடுக்கிறது என்று வைத்துக்கொள்ளுங்கள்: அதைவிட நீளமாக விதைக்கும் குழியைத் தேர்ந்தெடுங்கள்.</translation>
    </message>
    <message>
        <source>Hole 5 relayed from your hole 3 and ran on to North&apos;s hole 7: six drops against four, so you move next. From now on, turns alternate.</source>
        <translation>குழி 5 உங்கள் குழி 3-இலிருந்து தொடர்ந்து வடக்கின் குழி 7 வரை ஓடியது: நான்குக்கு எதிராக ஆறு விதைகள், எனவே நீங்கள் அடுத்து நகர்த்துகிறீர்கள். இனி முறைகள் மாறி மாறி வரும்.</translation>
    </message>
    <message>
        <source>One seed into your rumah stops you at once. North drops four, so North moves next.</source>
        <translation>உங்கள் ரூமாவில் விழும் ஒரு விதை உங்களை உடனே நிறுத்துகிறது. வடக்கு நான்கு போடுகிறது, எனவே வடக்கு அடுத்து நகர்த்துகிறது.</translation>
    </message>
    <message>
        <source>Three seeds and you are in your rumah, which stops you: North&apos;s four drops are longer, so North moves next.</source>
        <translation>மூன்று விதைகளில் உங்கள் ரூமாவை அடைகிறீர்கள், அது உங்களை நிறுத்துகிறது: வடக்கின் நான்கு விதைகள் நீளமானவை, எனவே வடக்கு அடுத்து நகர்த்துகிறது.</translation>
    </message>
    <message>
        <source>Later in a round, a player whose turn comes with an empty row passes, and the other plays on. Even a last seed in your rumah ends your turn if your row is then empty. The round ends only when every seed is in a rumah.</source>
        <translation>சுற்றின் பிற்பகுதியில், தன் முறை வரும்போது வரிசை காலியாக உள்ள ஆட்டக்காரர் முறையை விட்டுக்கொடுக்கிறார், மற்றவர் தொடர்ந்து ஆடுகிறார். உங்கள் ரூமாவில் விழும் கடைசி விதை கூட, அப்போது உங்கள் வரிசை காலியானால் உங்கள் முறையை முடிக்கும். எல்லா விதைகளும் ரூமாக்களில் சேர்ந்தால் மட்டுமே சுற்று முடியும்.</translation>
    </message>
    <message>
        <source>Take North&apos;s last seeds, so that North has to pass.</source>
        <translation>வடக்கு முறையை விட்டுக்கொடுக்க வேண்டியிருக்கும்படி, வடக்கின் கடைசி விதைகளை எடுங்கள்.</translation>
    </message>
    <message>
        <source>North&apos;s row is empty, so North passes and you play again.</source>
        <translation>வடக்கின் வரிசை காலியாக உள்ளது, எனவே வடக்கு முறையை விட்டுக்கொடுக்கிறது, நீங்கள் மீண்டும் ஆடுகிறீர்கள்.</translation>
    </message>
    <message>
        <source>Your last seed lands in your empty hole 4, but North&apos;s hole 4 across is empty: nothing taken, and North plays on with their hole 7.</source>
        <translation>உங்கள் கடைசி விதை உங்கள் வெற்றுக் குழி 4-இல் விழுகிறது, ஆனால் எதிரே உள்ள வடக்கின் குழி 4 காலியாக உள்ளது: எதுவும் எடுக்கப்படவில்லை, வடக்கு தன் குழி 7-உடன் தொடர்ந்து ஆடுகிறது.</translation>
    </message>
    <message>
        <source>One last rule, for both presets: if the very same position, with the same player to move, comes up for the third time in a round, the round stops there. The seeds on the board go to the owners of their holes, so no game can go round in circles for ever.</source>
        <translation>இரு முன்னமைவுகளுக்கும் ஒரு கடைசி விதி: ஒரு சுற்றில் அதே நிலை, நகர்த்த வேண்டியவரும் அதே ஆட்டக்காரராக, மூன்றாவது முறை வந்தால், சுற்று அங்கேயே நிற்கும். பலகையில் உள்ள விதைகள் அவை இருக்கும் குழிகளின் உரிமையாளர்களுக்குச் செல்லும், எனவே எந்த ஆட்டமும் முடிவில்லாமல் சுற்றிக்கொண்டே இருக்க முடியாது.</translation>
    </message>
    <message>
        <source>Refill your holes from your rumah; holes you cannot fill are burnt.</source>
        <translation>உங்கள் ரூமாவிலிருந்து குழிகளை மீண்டும் நிரப்புங்கள்; நிரப்ப முடியாத குழிகள் எரிந்துவிடும்.</translation>
    </message>
    <message>
        <source>North has passed, and you have one seed left. Watch: it goes home, your row is empty, and now every seed is in a rumah, so the round is over. The fuller rumah wins the round.</source>
        <translation>வடக்கு முறையை விட்டுக்கொடுத்துவிட்டது, உங்களிடம் ஒரு விதை மீதமுள்ளது. கவனியுங்கள்: அது வீடு சேர்கிறது, உங்கள் வரிசை காலியாகிறது, இப்போது எல்லா விதைகளும் ரூமாக்களில் உள்ளன, எனவே சுற்று முடிந்தது. அதிக விதைகள் உள்ள ரூமா சுற்றை வெல்லும்.</translation>
    </message>
    <message>
        <source>For the next round each player fills their holes with 7 seeds apiece from their rumah, starting at hole 1 next to it. Seeds too few to fill a hole stay in the rumah, and holes left unfilled are burnt: out of play for the round. A player who cannot fill even one hole has lost the game.</source>
        <translation>அடுத்த சுற்றுக்கு, ஒவ்வொரு ஆட்டக்காரரும் தன் ரூமாவிலிருந்து தன் குழிகளை ஒவ்வொன்றிலும் 7 விதைகளாக நிரப்புவார்; அதன் அருகிலுள்ள குழி 1-இலிருந்து தொடங்க வேண்டும். ஒரு குழியை நிரப்பப் போதாத விதைகள் ரூமாவிலேயே இருக்கும், நிரப்பப்படாத குழிகள் எரிந்துவிடும்: அந்தச் சுற்றில் அவை ஆட்டத்தில் இல்லை. ஒரு குழியைக்கூட நிரப்ப முடியாத ஆட்டக்காரர் ஆட்டத்தில் தோற்றவர்.</translation>
    </message>
    <message>
        <source>North had 26 seeds: enough to fill three holes and keep 5. Nobody sows into a burnt hole or plays from it: seeds skip over it. The player with fewer seeds starts the new round (on a tie, you do), so North moves first.</source>
        <translation>வடக்கிடம் 26 விதைகள் இருந்தன: மூன்று குழிகளை நிரப்பி 5-ஐ வைத்துக்கொள்ளப் போதுமானது. எரிந்த குழியில் யாரும் விதைப்பதில்லை, அதிலிருந்து ஆடுவதுமில்லை: விதைகள் அதைத் தாண்டிச் செல்லும். குறைவான விதைகள் உள்ளவர் புதிய சுற்றைத் தொடங்குவார் (சமமானால், நீங்கள்), எனவே வடக்கு முதலில் நகர்த்துகிறது.</translation>
    </message>
    <message>
        <source>After your rumah, the seeds skip North&apos;s burnt holes 7 to 4: the third lands in North&apos;s hole 3 and the fourth in North&apos;s empty hole 2.</source>
        <translation>உங்கள் ரூமாவுக்குப் பிறகு, விதைகள் வடக்கின் எரிந்த குழிகள் 7 முதல் 4 வரை தாண்டுகின்றன: மூன்றாவது வடக்கின் குழி 3-இலும் நான்காவது வடக்கின் வெற்றுக் குழி 2-இலும் விழுகின்றன.</translation>
    </message>
    <message>
        <source>Two variants: lone seed and burnt penalty</source>
        <translation>இரண்டு மாறுபாடுகள்: தனி விதை, எரிந்த குழித் தண்டனை</translation>
    </message>
    <message>
        <source>The lone-seed and burnt-penalty options.</source>
        <translation>தனி விதை, எரிந்த குழித் தண்டனை விருப்பங்கள்.</translation>
    </message>
    <message>
        <source>Two variants can be switched on when you start a game, and both are on here. With lone-seed, a last seed in your own empty hole goes to your rumah even when the hole across is empty.</source>
        <translation>ஆட்டத்தைத் தொடங்கும்போது இரண்டு மாறுபாடுகளை இயக்கலாம், இங்கே இரண்டும் இயக்கத்தில் உள்ளன. தனி விதை விருப்பத்தில், உங்கள் சொந்த வெற்றுக் குழியில் விழும் கடைசி விதை, எதிரே உள்ள குழி காலியாக இருந்தாலும் உங்கள் ரூமாவுக்குச் செல்லும்.</translation>
    </message>
    <message>
        <source>Capture a lone seed.</source>
        <translation>ஒரு தனி விதையைக் கைப்பற்றுங்கள்.</translation>
    </message>
    <message>
        <source>Your last seed ended in your empty hole 2. North&apos;s hole 6 across was empty, but with lone-seed your seed goes to your rumah.</source>
        <translation>உங்கள் கடைசி விதை உங்கள் வெற்றுக் குழி 2-இல் முடிந்தது. எதிரே உள்ள வடக்கின் குழி 6 காலியாக இருந்தது, ஆனால் தனி விதை விருப்பத்தால் உங்கள் விதை உங்கள் ரூமாவுக்குச் செல்கிறது.</translation>
    </message>
    <message>
        <source>Hole 1&apos;s second seed stops in North&apos;s empty hole 7: that ends your turn with nothing taken.</source>
        <translation>குழி 1-இன் இரண்டாவது விதை வடக்கின் வெற்றுக் குழி 7-இல் நிற்கிறது: அது எதையும் எடுக்காமல் உங்கள் முறையை முடிக்கிறது.</translation>
    </message>
    <message>
        <source>With burnt-penalty, burnt holes stay on the path. A seed that falls into one, on either side, goes to your opponent&apos;s rumah, and if it was your last seed your turn ends.</source>
        <translation>எரிந்த குழித் தண்டனை விருப்பத்தில், எரிந்த குழிகள் பாதையிலேயே இருக்கும். எந்தப் பக்கமாயினும் அவற்றில் ஒன்றில் விழும் விதை உங்கள் எதிராளியின் ரூமாவுக்குச் செல்லும்; அது உங்கள் கடைசி விதையாக இருந்தால் உங்கள் முறை முடியும்.</translation>
    </message>
    <message>
        <source>Find the move that gives North nothing and earns you another move.</source>
        <translation>வடக்குக்கு எதையும் தராமல் உங்களுக்கு இன்னொரு நகர்வைப் பெற்றுத்தரும் நகர்வைக் கண்டுபிடியுங்கள்.</translation>
    </message>
    <message>
        <source>Two seeds, two places: home to your rumah without going near a burnt hole.</source>
        <translation>இரண்டு விதைகள், இரண்டு இடங்கள்: எரிந்த குழியின் அருகே செல்லாமலே உங்கள் ரூமாவுக்கு வீடு சேர்ந்தன.</translation>
    </message>
    <message>
        <source>Your second seed falls into North&apos;s burnt hole 7, so it goes to North&apos;s rumah, and as it was your last seed your turn ends.</source>
        <translation>உங்கள் இரண்டாவது விதை வடக்கின் எரிந்த குழி 7-இல் விழுகிறது, எனவே அது வடக்கின் ரூமாவுக்குச் செல்கிறது; அது உங்கள் கடைசி விதை என்பதால் உங்கள் முறை முடிகிறது.</translation>
    </message>
    <message>
        <source>Your seed ends in your empty hole 3, across from North&apos;s burnt hole 5, which counts as empty: with lone-seed you take just that seed into your rumah, and your turn ends.</source>
        <translation>உங்கள் விதை, வடக்கின் எரிந்த குழி 5-க்கு எதிரே உள்ள உங்கள் வெற்றுக் குழி 3-இல் முடிகிறது; எரிந்த குழி காலியாகவே கணக்கிடப்படும்: தனி விதை விருப்பத்தால் அந்த ஒரு விதையை மட்டும் உங்கள் ரூமாவுக்கு எடுக்கிறீர்கள், உங்கள் முறை முடிகிறது.</translation>
    </message>
    <message>
        <source>Winning a Rounds game</source>
        <translation>சுற்றுகள் ஆட்டத்தை வெல்லுதல்</translation>
    </message>
    <message>
        <source>The first to win 2 rounds wins at once; a player who cannot fill a single hole loses.</source>
        <translation>முதலில் 2 சுற்றுகளை வெல்பவர் உடனே ஆட்டத்தை வெல்கிறார்; ஒரு குழியைக்கூட நிரப்ப முடியாதவர் தோற்கிறார்.</translation>
    </message>
    <message>
        <source>A Rounds game goes to the first player to win 2 rounds (the rounds option can set 1 to 5). You won round 1, so winning this round wins the game, at once, with no refill.</source>
        <translation>சுற்றுகள் ஆட்டத்தை முதலில் 2 சுற்றுகளை வெல்லும் ஆட்டக்காரர் வெல்கிறார் (சுற்றுகள் விருப்பத்தில் 1 முதல் 5 வரை அமைக்கலாம்). நீங்கள் சுற்று 1-ஐ வென்றீர்கள், எனவே இந்தச் சுற்றை வென்றால் மீண்டும் நிரப்பாமலே உடனே ஆட்டத்தை வெல்வீர்கள்.</translation>
    </message>
    <message>
        <source>North&apos;s row is empty: North passes, and you play again.</source>
        <translation>வடக்கின் வரிசை காலியாக உள்ளது: வடக்கு முறையை விட்டுக்கொடுக்கிறது, நீங்கள் மீண்டும் ஆடுகிறீர்கள்.</translation>
    </message>
    <message>
        <source>One seed home and another move, but North still has seeds in their hole 3.</source>
        <translation>ஒரு விதை வீடு சேர்ந்தது, இன்னொரு நகர்வு, ஆனால் வடக்கின் குழி 3-இல் இன்னும் விதைகள் உள்ளன.</translation>
    </message>
    <message>
        <source>Now send your last seed home. With every seed in a rumah, the round is over.</source>
        <translation>இப்போது உங்கள் கடைசி விதையை வீட்டுக்கு அனுப்புங்கள். எல்லா விதைகளும் ரூமாக்களில் சேர்ந்ததும், சுற்று முடிகிறது.</translation>
    </message>
    <message>
        <source>45 seeds to 20: that is your second round win, and the game is yours.</source>
        <translation>45-க்கு 20 விதைகள்: இது உங்கள் இரண்டாவது சுற்று வெற்றி, ஆட்டம் உங்களுடையது.</translation>
    </message>
    <message>
        <source>A game can also end at a refill. Here it is round 1, and North has only 2 seeds in their rumah. Watch: your capture ends the round, and with fewer than 7 seeds North cannot fill a single hole, and so loses the game.</source>
        <translation>மீண்டும் நிரப்பும்போதும் ஆட்டம் முடியலாம். இங்கே சுற்று 1, வடக்கின் ரூமாவில் 2 விதைகள் மட்டுமே உள்ளன. கவனியுங்கள்: உங்கள் கைப்பற்றல் சுற்றை முடிக்கிறது, 7-க்கும் குறைவான விதைகளுடன் வடக்கால் ஒரு குழியைக்கூட நிரப்ப முடியாது, எனவே ஆட்டத்தில் தோற்கிறது.</translation>
    </message>
    <message>
        <source>The end of a Classic game</source>
        <translation>கிளாசிக் ஆட்டத்தின் முடிவு</translation>
    </message>
    <message>
        <source>When a turn ends with a row empty, the game is over; the fuller rumah wins.</source>
        <translation>ஒரு வரிசை காலியான நிலையில் முறை முடிந்தால், ஆட்டம் முடியும்; அதிக விதைகள் உள்ள ரூமா வெல்லும்.</translation>
    </message>
    <message>
        <source>In the Classic game, whenever a turn is over and either row is empty, the game ends. The seeds still in the holes go to the rumah of the player whose side they lie on, and the fuller rumah wins.</source>
        <translation>கிளாசிக் ஆட்டத்தில், ஒரு முறை முடியும்போது ஏதேனும் ஒரு வரிசை காலியாக இருந்தால், ஆட்டம் முடியும். குழிகளில் இன்னும் உள்ள விதைகள், அவை இருக்கும் பக்கத்தின் ஆட்டக்காரரின் ரூமாவுக்குச் செல்லும், அதிக விதைகள் உள்ள ரூமா வெல்லும்.</translation>
    </message>
    <message>
        <source>Careful with your last seeds. Watch: you lead 14 to 10, but your last seed goes home, your empty row ends your turn and the game, and North adds the 8 seeds in their row to win 18 to 15.</source>
        <translation>உங்கள் கடைசி விதைகளில் கவனம். பாருங்கள்: நீங்கள் 14-க்கு 10 என முன்னிலையில் இருக்கிறீர்கள், ஆனால் உங்கள் கடைசி விதை வீடு சேர்கிறது, உங்கள் காலி வரிசை உங்கள் முறையையும் ஆட்டத்தையும் முடிக்கிறது, வடக்கு தன் வரிசையில் உள்ள 8 விதைகளைச் சேர்த்து 18-க்கு 15 என வெல்கிறது.</translation>
    </message>
    <message>
        <source>A new position: you trail 12 to 16. Find the move that ends the game with you ahead.</source>
        <translation>புதிய நிலை: நீங்கள் 12-க்கு 16 என பின்தங்கியிருக்கிறீர்கள். நீங்கள் முன்னிலையில் இருக்கும்படி ஆட்டத்தை முடிக்கும் நகர்வைக் கண்டுபிடியுங்கள்.</translation>
    </message>
    <message>
        <source>You captured North&apos;s last four seeds, so North&apos;s row is empty when your turn ends: your seed in hole 1 joins your rumah, and you win 18 to 16. Ready for a real game!</source>
        <translation>வடக்கின் கடைசி நான்கு விதைகளைக் கைப்பற்றினீர்கள், எனவே உங்கள் முறை முடியும்போது வடக்கின் வரிசை காலியாக உள்ளது: குழி 1-இல் உள்ள உங்கள் விதை உங்கள் ரூமாவில் சேர்கிறது, நீங்கள் 18-க்கு 16 என வெல்கிறீர்கள். இப்போது உண்மையான ஆட்டத்துக்குத் தயார்!</translation>
    </message>
    <message>
        <source>One seed home and another move, but the game is not over and you still trail 13 to 16.</source>
        <translation>ஒரு விதை வீடு சேர்ந்தது, இன்னொரு நகர்வு, ஆனால் ஆட்டம் முடியவில்லை, நீங்கள் இன்னும் 13-க்கு 16 என பின்தங்கியிருக்கிறீர்கள்.</translation>
    </message>
    <message>
        <source>Your holes, your store, and which way the seeds go.</source>
        <translation>உங்கள் குழிகள், உங்கள் களஞ்சியம், விதைகள் செல்லும் திசை.</translation>
    </message>
    <message>
        <source>Welcome to Kalah! You are South: the row of holes nearest you is yours, and the row across belongs to North. This practice board has four holes a side with two seeds in each; the real game has six holes of four.</source>
        <translation>Kalah-வுக்கு வருக! நீங்கள் தெற்கு: உங்களுக்கு அருகிலுள்ள குழி வரிசை உங்களுடையது, எதிரே உள்ள வரிசை வடக்குக்கு உரியது. இந்தப் பயிற்சிப் பலகையில் ஒரு பக்கத்துக்கு நான்கு குழிகள், ஒவ்வொன்றிலும் இரண்டு விதைகள்; உண்மையான ஆட்டத்தில் நான்கு விதைகள் கொண்ட ஆறு குழிகள் இருக்கும்.</translation>
    </message>
    <message>
        <source>The big hole on your right is your store. Seeds that reach it are yours for good, and whoever has more seeds in their store at the end wins. North&apos;s store is the one on your left.</source>
        <translation>உங்கள் வலப்புறம் உள்ள பெரிய குழி உங்கள் களஞ்சியம். அதை அடையும் விதைகள் என்றும் உங்களுக்கே; இறுதியில் தன் களஞ்சியத்தில் அதிக விதைகள் வைத்திருப்பவர் வெல்வார். உங்கள் இடப்புறம் உள்ளது வடக்கின் களஞ்சியம்.</translation>
    </message>
    <message>
        <source>Seeds always travel counter-clockwise: to the right along your row, into your store, then right to left along North&apos;s row, and round again to your hole 1.</source>
        <translation>விதைகள் எப்போதும் இடஞ்சுழியாகவே செல்கின்றன: உங்கள் வரிசையில் வலப்புறமாக, உங்கள் களஞ்சியத்துக்குள், பிறகு வடக்கின் வரிசையில் வலமிருந்து இடமாக, மீண்டும் சுற்றி உங்கள் குழி 1-க்கு.</translation>
    </message>
    <message>
        <source>A move is called sowing: you pick up all the seeds of one of your holes and drop them one at a time into the next places along that path. If you sow your hole 2, where will its last seed land?</source>
        <translation>ஒரு நகர்வு விதைத்தல் எனப்படும்: உங்கள் குழிகளில் ஒன்றின் எல்லா விதைகளையும் எடுத்து, அந்தப் பாதையில் அடுத்தடுத்த இடங்களில் ஒவ்வொன்றாகப் போடுகிறீர்கள். உங்கள் குழி 2-ஐ விதைத்தால், அதன் கடைசி விதை எங்கே விழும்?</translation>
    </message>
    <message>
        <source>Right: one seed into your hole 3 and the last into your hole 4. That hole was not empty, so your turn is over.</source>
        <translation>சரி: ஒரு விதை உங்கள் குழி 3-இல், கடைசி விதை உங்கள் குழி 4-இல். அந்தக் குழி காலியாக இல்லை, எனவே உங்கள் முறை முடிந்தது.</translation>
    </message>
    <message>
        <source>Now North sows in the same way, along its own row towards its right, which is leftwards on your screen. Watch North&apos;s hole 1.</source>
        <translation>இப்போது வடக்கும் அதே வழியில் விதைக்கிறது, தன் வரிசையில் தன் வலப்புறமாக, அதாவது உங்கள் திரையில் இடப்புறமாக. வடக்கின் குழி 1-ஐக் கவனியுங்கள்.</translation>
    </message>
    <message>
        <source>Your turn. Sow a hole that has enough seeds to reach past your hole 4, so that at least one seed drops into your store.</source>
        <translation>உங்கள் முறை. குறைந்தது ஒரு விதையாவது உங்கள் களஞ்சியத்தில் விழும்படி, உங்கள் குழி 4-ஐத் தாண்டிச் செல்லப் போதுமான விதைகள் உள்ள குழியை விதையுங்கள்.</translation>
    </message>
    <message>
        <source>Well done: that seed in your store is yours for good. The others went on, and the turn passes to North.</source>
        <translation>நன்று: உங்கள் களஞ்சியத்தில் உள்ள அந்த விதை என்றும் உங்களுக்கே. மற்றவை தொடர்ந்து சென்றன, முறை வடக்குக்குச் செல்கிறது.</translation>
    </message>
    <message>
        <source>Hole 1&apos;s two seeds only get as far as your holes 2 and 3, well short of the store.</source>
        <translation>குழி 1-இன் இரண்டு விதைகள் உங்கள் குழிகள் 2, 3 வரை மட்டுமே செல்கின்றன, களஞ்சியத்துக்கு வெகு முன்பே.</translation>
    </message>
    <message>
        <source>Long sowings</source>
        <translation>நீண்ட விதைப்புகள்</translation>
    </message>
    <message>
        <source>Big holes sow through your store and round North&apos;s row, but never into North&apos;s store.</source>
        <translation>பெரிய குழிகள் உங்கள் களஞ்சியம் வழியாக வடக்கின் வரிசையைச் சுற்றி விதைக்கும், ஆனால் ஒருபோதும் வடக்கின் களஞ்சியத்தில் விதைக்காது.</translation>
    </message>
    <message>
        <source>A hole with many seeds sows a long way: past your hole 4, into your store, and on along North&apos;s row. You always sow every seed of the hole you pick.</source>
        <translation>பல விதைகள் உள்ள குழி வெகுதூரம் விதைக்கும்: உங்கள் குழி 4-ஐத் தாண்டி, உங்கள் களஞ்சியத்துக்குள், பிறகு வடக்கின் வரிசையில் தொடர்ந்து. நீங்கள் தேர்ந்தெடுக்கும் குழியின் எல்லா விதைகளையும் எப்போதும் விதைக்கிறீர்கள்.</translation>
    </message>
    <message>
        <source>One place is never on your path: North&apos;s store. After North&apos;s hole 4, on the far left, your next seed goes straight into your own hole 1. In the same way, North&apos;s seeds never go into your store.</source>
        <translation>ஓர் இடம் மட்டும் ஒருபோதும் உங்கள் பாதையில் இல்லை: வடக்கின் களஞ்சியம். இடக்கோடியில் உள்ள வடக்கின் குழி 4-க்குப் பிறகு, உங்கள் அடுத்த விதை நேராக உங்கள் சொந்தக் குழி 1-க்குச் செல்லும். அதேபோல், வடக்கின் விதைகள் ஒருபோதும் உங்கள் களஞ்சியத்தில் விழாது.</translation>
    </message>
    <message>
        <source>Your hole 3 holds 8 seeds. Count along the path, leaving out North&apos;s store: where does the eighth seed land?</source>
        <translation>உங்கள் குழி 3-இல் 8 விதைகள் உள்ளன. வடக்கின் களஞ்சியத்தை விட்டுவிட்டுப் பாதையில் எண்ணுங்கள்: எட்டாவது விதை எங்கே விழும்?</translation>
    </message>
    <message>
        <source>Yes: hole 4, your store, North&apos;s four holes, then your holes 1 and 2. Skipping North&apos;s store is what brought the last seed back to your side.</source>
        <translation>ஆம்: குழி 4, உங்கள் களஞ்சியம், வடக்கின் நான்கு குழிகள், பிறகு உங்கள் குழிகள் 1, 2. வடக்கின் களஞ்சியத்தைத் தவிர்த்ததால்தான் கடைசி விதை உங்கள் பக்கத்துக்குத் திரும்பி வந்தது.</translation>
    </message>
    <message>
        <source>North&apos;s seeds follow North&apos;s path the same way: through North&apos;s store and on into your row. Watch North&apos;s hole 4.</source>
        <translation>வடக்கின் விதைகளும் அதேபோல் வடக்கின் பாதையில் செல்கின்றன: வடக்கின் களஞ்சியம் வழியாக உங்கள் வரிசைக்குள். வடக்கின் குழி 4-ஐக் கவனியுங்கள்.</translation>
    </message>
    <message>
        <source>Counting practice. Which of your holes sends its last seed all the way round, past North&apos;s store, into your own hole 1?</source>
        <translation>எண்ணும் பயிற்சி. உங்கள் குழிகளில் எது தன் கடைசி விதையை வடக்கின் களஞ்சியத்தைத் தாண்டி, முழுவதும் சுற்றி, உங்கள் சொந்தக் குழி 1-க்கு அனுப்பும்?</translation>
    </message>
    <message>
        <source>Six seeds: your store, North&apos;s four holes, and your hole 1. You&apos;re counting like a Kalah player.</source>
        <translation>ஆறு விதைகள்: உங்கள் களஞ்சியம், வடக்கின் நான்கு குழிகள், உங்கள் குழி 1. நீங்கள் ஒரு Kalah ஆட்டக்காரரைப் போல எண்ணுகிறீர்கள்.</translation>
    </message>
    <message>
        <source>Hole 3 has a single seed: it only moves one step, into your hole 4.</source>
        <translation>குழி 3-இல் ஒரே ஒரு விதை உள்ளது: அது ஒரு அடி மட்டுமே, உங்கள் குழி 4-க்கு நகர்கிறது.</translation>
    </message>
    <message>
        <source>Hole 1&apos;s two seeds go rightwards, into your holes 2 and 3; they never come round.</source>
        <translation>குழி 1-இன் இரண்டு விதைகள் வலப்புறமாக உங்கள் குழிகள் 2, 3-க்குச் செல்கின்றன; அவை ஒருபோதும் சுற்றி வராது.</translation>
    </message>
    <message>
        <source>The extra move</source>
        <translation>கூடுதல் நகர்வு</translation>
    </message>
    <message>
        <source>End a move in your own store and you play again.</source>
        <translation>உங்கள் சொந்தக் களஞ்சியத்தில் நகர்வை முடித்தால் மீண்டும் ஆடுவீர்கள்.</translation>
    </message>
    <message>
        <source>Here is the best trick in Kalah: if the last seed of your move drops into your own store, you move again straight away. This is called an extra move.</source>
        <translation>Kalah-வின் சிறந்த தந்திரம் இதோ: உங்கள் நகர்வின் கடைசி விதை உங்கள் சொந்தக் களஞ்சியத்தில் விழுந்தால், உடனே மீண்டும் நகர்த்துவீர்கள். இதற்குக் கூடுதல் நகர்வு என்று பெயர்.</translation>
    </message>
    <message>
        <source>Find the hole whose last seed lands exactly in your store, and sow it. Count: a hole needs as many seeds as there are steps from it to the store.</source>
        <translation>கடைசி விதை சரியாக உங்கள் களஞ்சியத்தில் விழும் குழியைக் கண்டுபிடித்து விதையுங்கள். எண்ணுங்கள்: ஒரு குழியிலிருந்து களஞ்சியம் வரை எத்தனை அடிகளோ அத்தனை விதைகள் அதற்குத் தேவை.</translation>
    </message>
    <message>
        <source>Three seeds, three steps: holes 3 and 4, then your store. Your turn goes on!</source>
        <translation>மூன்று விதைகள், மூன்று அடிகள்: குழிகள் 3, 4, பிறகு உங்கள் களஞ்சியம். உங்கள் முறை தொடர்கிறது!</translation>
    </message>
    <message>
        <source>Two seeds from hole 1 only reach your hole 3, so your turn is over.</source>
        <translation>குழி 1-இன் இரண்டு விதைகள் உங்கள் குழி 3 வரை மட்டுமே செல்கின்றன, எனவே உங்கள் முறை முடிந்தது.</translation>
    </message>
    <message>
        <source>Still your turn. The seeds you just sowed made another hole fit exactly. Take a second extra move.</source>
        <translation>இன்னும் உங்கள் முறைதான். நீங்கள் இப்போது விதைத்த விதைகள் இன்னொரு குழியைச் சரியாகப் பொருந்தச் செய்துள்ளன. இரண்டாவது கூடுதல் நகர்வைப் பெறுங்கள்.</translation>
    </message>
    <message>
        <source>Two extra moves in a row! There is no limit: as long as each move ends in your store, you keep playing.</source>
        <translation>தொடர்ந்து இரண்டு கூடுதல் நகர்வுகள்! இதற்கு வரம்பு இல்லை: ஒவ்வொரு நகர்வும் உங்கள் களஞ்சியத்தில் முடியும் வரை, நீங்கள் தொடர்ந்து ஆடலாம்.</translation>
    </message>
    <message>
        <source>Hole 3&apos;s seed stops in your hole 4, one step short of the store, so your turn ends.</source>
        <translation>குழி 3-இன் விதை உங்கள் குழி 4-இல், களஞ்சியத்துக்கு ஒரு அடி முன்பே நிற்கிறது, எனவே உங்கள் முறை முடிகிறது.</translation>
    </message>
    <message>
        <source>Hole 1&apos;s two seeds stop in your hole 3, so your turn ends.</source>
        <translation>குழி 1-இன் இரண்டு விதைகள் உங்கள் குழி 3-இல் நிற்கின்றன, எனவே உங்கள் முறை முடிகிறது.</translation>
    </message>
    <message>
        <source>Order matters. Here your holes 3 and 4 can both reach the store. Watch what happens if you start with hole 3, the one farther from the store.</source>
        <translation>வரிசை முக்கியம். இங்கே உங்கள் குழிகள் 3, 4 இரண்டும் களஞ்சியத்தை அடையும். களஞ்சியத்திலிருந்து தொலைவில் உள்ள குழி 3-இலிருந்து தொடங்கினால் என்ன நடக்கிறது என்று பாருங்கள்.</translation>
    </message>
    <message>
        <source>That was an extra move, but hole 4 now holds 2 seeds. Where will its last seed land?</source>
        <translation>அது ஒரு கூடுதல் நகர்வு, ஆனால் இப்போது குழி 4-இல் 2 விதைகள் உள்ளன. அதன் கடைசி விதை எங்கே விழும்?</translation>
    </message>
    <message>
        <source>One seed too many: it overshoots into North&apos;s row and your turn ends. Hole 4 first, then hole 3, would have given you two extra moves. Play the hole nearest your store first!</source>
        <translation>ஒரு விதை அதிகம்: அது வடக்கின் வரிசைக்குள் தாண்டிச் செல்கிறது, உங்கள் முறை முடிகிறது. முதலில் குழி 4, பிறகு குழி 3 ஆடியிருந்தால் இரண்டு கூடுதல் நகர்வுகள் கிடைத்திருக்கும். களஞ்சியத்துக்கு அருகிலுள்ள குழியை முதலில் ஆடுங்கள்!</translation>
    </message>
    <message>
        <source>End in one of your empty holes and take the seeds across from it.</source>
        <translation>உங்கள் வெற்றுக் குழிகளில் ஒன்றில் முடித்து, அதன் எதிரே உள்ள விதைகளை எடுத்துக்கொள்ளுங்கள்.</translation>
    </message>
    <message>
        <source>If your last seed falls into an empty hole on your side, you capture: that seed and all the seeds in North&apos;s hole straight across go into your store. Then your turn ends. Your hole 2 is empty, and North&apos;s hole 3 across from it holds 4 seeds.</source>
        <translation>உங்கள் கடைசி விதை உங்கள் பக்கத்தில் உள்ள வெற்றுக் குழியில் விழுந்தால், நீங்கள் கைப்பற்றுகிறீர்கள்: அந்த விதையும் நேர் எதிரே உள்ள வடக்கின் குழியின் எல்லா விதைகளும் உங்கள் களஞ்சியத்துக்குச் செல்கின்றன. பிறகு உங்கள் முறை முடிகிறது. உங்கள் குழி 2 காலியாக உள்ளது, அதன் எதிரே உள்ள வடக்கின் குழி 3-இல் 4 விதைகள் உள்ளன.</translation>
    </message>
    <message>
        <source>Capture those 4 seeds.</source>
        <translation>அந்த 4 விதைகளைக் கைப்பற்றுங்கள்.</translation>
    </message>
    <message>
        <source>Your single seed landed in your empty hole 2 and took North&apos;s 4 with it: 5 seeds for your store.</source>
        <translation>உங்கள் ஒற்றை விதை உங்கள் வெற்றுக் குழி 2-இல் விழுந்து, வடக்கின் 4 விதைகளையும் சேர்த்து எடுத்தது: உங்கள் களஞ்சியத்துக்கு 5 விதைகள்.</translation>
    </message>
    <message>
        <source>Hole 3&apos;s last seed lands in North&apos;s hole 1. Captures happen only from your own empty holes, so your turn just ends.</source>
        <translation>குழி 3-இன் கடைசி விதை வடக்கின் குழி 1-இல் விழுகிறது. உங்கள் சொந்த வெற்றுக் குழிகளில் இருந்து மட்டுமே கைப்பற்றல் நடக்கும், எனவே உங்கள் முறை அப்படியே முடிகிறது.</translation>
    </message>
    <message>
        <source>Hole 4&apos;s seeds go into your store and North&apos;s hole 1, which was not empty, so your turn ends without a capture.</source>
        <translation>குழி 4-இன் விதைகள் உங்கள் களஞ்சியத்திலும், காலியாக இல்லாத வடக்கின் குழி 1-இலும் விழுகின்றன, எனவே கைப்பற்றல் இல்லாமல் உங்கள் முறை முடிகிறது.</translation>
    </message>
    <message>
        <source>To spot a capture, look at your empty holes first, then at what lies across from them, then count which of your holes can end there. Here your holes 3 and 4 are empty; North has 1 seed across from your hole 3 and 5 across from your hole 4.</source>
        <translation>கைப்பற்றலைக் கண்டுபிடிக்க, முதலில் உங்கள் வெற்றுக் குழிகளைப் பாருங்கள், பிறகு அவற்றின் எதிரே என்ன இருக்கிறது என்று பாருங்கள், பிறகு உங்கள் எந்தக் குழி அங்கே முடியும் என்று எண்ணுங்கள். இங்கே உங்கள் குழிகள் 3, 4 காலியாக உள்ளன; உங்கள் குழி 3-க்கு எதிரே வடக்கிடம் 1 விதையும், குழி 4-க்கு எதிரே 5 விதைகளும் உள்ளன.</translation>
    </message>
    <message>
        <source>Make the bigger capture.</source>
        <translation>பெரிய கைப்பற்றலைச் செய்யுங்கள்.</translation>
    </message>
    <message>
        <source>Your hole 2 sows into holes 3 and 4; the last seed lands in empty hole 4 and takes North&apos;s 5. Six seeds in one move!</source>
        <translation>உங்கள் குழி 2 குழிகள் 3, 4-இல் விதைக்கிறது; கடைசி விதை வெற்றுக் குழி 4-இல் விழுந்து வடக்கின் 5 விதைகளை எடுக்கிறது. ஒரே நகர்வில் ஆறு விதைகள்!</translation>
    </message>
    <message>
        <source>That captures, but only North&apos;s single seed across from your hole 3: 2 seeds in all. North&apos;s 5 were there for the taking.</source>
        <translation>அது கைப்பற்றுகிறது, ஆனால் உங்கள் குழி 3-க்கு எதிரே உள்ள வடக்கின் ஒற்றை விதையை மட்டுமே: மொத்தம் 2 விதைகள். வடக்கின் 5 விதைகள் எடுக்கக் காத்திருந்தன.</translation>
    </message>
    <message>
        <source>When nothing is captured</source>
        <translation>எதுவும் கைப்பற்றப்படாதபோது</translation>
    </message>
    <message>
        <source>An empty hole across, or an empty hole on North&apos;s side: no capture.</source>
        <translation>எதிரே வெற்றுக் குழி, அல்லது வடக்கின் பக்கம் வெற்றுக் குழி: கைப்பற்றல் இல்லை.</translation>
    </message>
    <message>
        <source>A board with five holes a side. Watch your hole 1: its seed lands in your empty hole 2, but North&apos;s hole 4 across from it is empty, so there is nothing to capture. The seed just stays there, and your turn is over.</source>
        <translation>பக்கத்துக்கு ஐந்து குழிகள் கொண்ட பலகை. உங்கள் குழி 1-ஐக் கவனியுங்கள்: அதன் விதை உங்கள் வெற்றுக் குழி 2-இல் விழுகிறது, ஆனால் அதற்கு எதிரே உள்ள வடக்கின் குழி 4 காலியாக உள்ளது, எனவே கைப்பற்ற எதுவும் இல்லை. விதை அங்கேயே இருக்கிறது, உங்கள் முறை முடிகிறது.</translation>
    </message>
    <message>
        <source>Cowrie has an option, empty-capture, that lets you take your lone seed anyway when the hole across is empty. It is off in the standard game and in these lessons.</source>
        <translation>Cowrie-யில் வெற்றுக் கைப்பற்றல் (empty-capture) என்ற விருப்பம் உள்ளது: எதிரே உள்ள குழி காலியாக இருந்தாலும் உங்கள் தனி விதையை எடுத்துக்கொள்ள அது அனுமதிக்கிறது. வழக்கமான ஆட்டத்திலும் இந்தப் பாடங்களிலும் அது அணைக்கப்பட்டுள்ளது.</translation>
    </message>
    <message>
        <source>Your hole 5 sows 3 seeds. Where does the last one land, and will it capture anything?</source>
        <translation>உங்கள் குழி 5-இலிருந்து 3 விதைகள் விதைக்கப்படுகின்றன. கடைசி விதை எங்கே விழும், அது எதையாவது கைப்பற்றுமா?</translation>
    </message>
    <message>
        <source>It lands in North&apos;s hole 2, which was empty. Empty holes on North&apos;s side never capture for you, so your turn simply ends.</source>
        <translation>அது காலியாக இருந்த வடக்கின் குழி 2-இல் விழுகிறது. வடக்கின் பக்கம் உள்ள வெற்றுக் குழிகள் உங்களுக்கு ஒருபோதும் கைப்பற்றித் தராது, எனவே உங்கள் முறை அப்படியே முடிகிறது.</translation>
    </message>
    <message>
        <source>Each of your three moves ends in an empty hole, but only one of them captures. Find it.</source>
        <translation>உங்கள் மூன்று நகர்வுகளும் வெற்றுக் குழியில் முடிகின்றன, ஆனால் அவற்றில் ஒன்று மட்டுமே கைப்பற்றுகிறது. அதைக் கண்டுபிடியுங்கள்.</translation>
    </message>
    <message>
        <source>Your seed lands in your empty hole 4, and North&apos;s hole 2 across from it has 3 seeds: 4 for your store.</source>
        <translation>உங்கள் விதை உங்கள் வெற்றுக் குழி 4-இல் விழுகிறது, அதற்கு எதிரே உள்ள வடக்கின் குழி 2-இல் 3 விதைகள் உள்ளன: உங்கள் களஞ்சியத்துக்கு 4.</translation>
    </message>
    <message>
        <source>Your seed lands in your empty hole 2, but North&apos;s hole 4 across from it is empty: nothing to take.</source>
        <translation>உங்கள் விதை உங்கள் வெற்றுக் குழி 2-இல் விழுகிறது, ஆனால் அதற்கு எதிரே உள்ள வடக்கின் குழி 4 காலியாக உள்ளது: எடுக்க எதுவும் இல்லை.</translation>
    </message>
    <message>
        <source>Your last seed lands in North&apos;s empty hole 1. Only empty holes on your own side capture.</source>
        <translation>உங்கள் கடைசி விதை வடக்கின் வெற்றுக் குழி 1-இல் விழுகிறது. உங்கள் சொந்தப் பக்கத்து வெற்றுக் குழிகள் மட்டுமே கைப்பற்றும்.</translation>
    </message>
    <message>
        <source>Extra move first, then capture</source>
        <translation>முதலில் கூடுதல் நகர்வு, பிறகு கைப்பற்றல்</translation>
    </message>
    <message>
        <source>What ends a turn, and why the order of your moves matters.</source>
        <translation>முறை எப்போது முடிகிறது, உங்கள் நகர்வுகளின் வரிசை ஏன் முக்கியம்.</translation>
    </message>
    <message>
        <source>Your turn ends as soon as a move&apos;s last seed lands anywhere but your store: in a hole with seeds, in any hole on North&apos;s side, or in an empty hole of yours, whether it captures or not. Only the store gives you another move.</source>
        <translation>ஒரு நகர்வின் கடைசி விதை உங்கள் களஞ்சியத்தைத் தவிர வேறு எங்கு விழுந்தாலும் உங்கள் முறை உடனே முடிகிறது: விதைகள் உள்ள குழியில், வடக்கின் பக்கம் எந்தக் குழியிலும், அல்லது உங்கள் வெற்றுக் குழியில், கைப்பற்றினாலும் இல்லாவிட்டாலும். களஞ்சியம் மட்டுமே இன்னொரு நகர்வைத் தரும்.</translation>
    </message>
    <message>
        <source>You have a capture (hole 1 into empty hole 2, taking North&apos;s 3) and an extra move (hole 4). A capture ends your turn, so which comes first?</source>
        <translation>உங்களிடம் ஒரு கைப்பற்றலும் (குழி 1 வெற்றுக் குழி 2-இல் விழுந்து வடக்கின் 3 விதைகளை எடுக்கும்) ஒரு கூடுதல் நகர்வும் (குழி 4) உள்ளன. கைப்பற்றல் உங்கள் முறையை முடிக்கும்; எனவே எது முதலில்?</translation>
    </message>
    <message>
        <source>Right: take the free move first. The capture will still be there.</source>
        <translation>சரி: முதலில் இலவச நகர்வை எடுங்கள். கைப்பற்றல் அப்போதும் அங்கேயே இருக்கும்.</translation>
    </message>
    <message>
        <source>You captured, but a capture ends your turn, so you lost the extra move hole 4 was offering. Take the extra move first, then capture.</source>
        <translation>நீங்கள் கைப்பற்றினீர்கள், ஆனால் கைப்பற்றல் உங்கள் முறையை முடிக்கும், எனவே குழி 4 தந்த கூடுதல் நகர்வை இழந்தீர்கள். முதலில் கூடுதல் நகர்வு, பிறகு கைப்பற்றல்.</translation>
    </message>
    <message>
        <source>Now make the capture.</source>
        <translation>இப்போது கைப்பற்றுங்கள்.</translation>
    </message>
    <message>
        <source>Extra move and capture in one turn: 5 seeds in your store.</source>
        <translation>ஒரே முறையில் கூடுதல் நகர்வும் கைப்பற்றலும்: உங்கள் களஞ்சியத்தில் 5 விதைகள்.</translation>
    </message>
    <message>
        <source>Hole 3&apos;s last seed ends in North&apos;s empty hole 1: no capture there, and your turn is over.</source>
        <translation>குழி 3-இன் கடைசி விதை வடக்கின் வெற்றுக் குழி 1-இல் முடிகிறது: அங்கே கைப்பற்றல் இல்லை, உங்கள் முறை முடிந்தது.</translation>
    </message>
    <message>
        <source>That is the whole rhythm of a Kalah turn: extra moves as long as you can, then one last move, ideally a capture, which hands the turn to North.</source>
        <translation>இதுதான் Kalah முறையின் முழுத் தாளம்: முடிந்தவரை கூடுதல் நகர்வுகள், பிறகு ஒரு கடைசி நகர்வு, முடிந்தால் ஒரு கைப்பற்றல்; அது முறையை வடக்கிடம் ஒப்படைக்கும்.</translation>
    </message>
    <message>
        <source>Guard your seeds</source>
        <translation>உங்கள் விதைகளைக் காத்திடுங்கள்</translation>
    </message>
    <message>
        <source>Look at North&apos;s captures before you make your own.</source>
        <translation>நீங்கள் கைப்பற்றுவதற்கு முன் வடக்கின் கைப்பற்றல்களைப் பாருங்கள்.</translation>
    </message>
    <message>
        <source>Before you move, look at North&apos;s side too. North&apos;s hole 3 is empty, and North&apos;s hole 2 holds one seed, just enough to land there. That would capture the 4 seeds in your hole 2, across from it.</source>
        <translation>நகர்த்துவதற்கு முன் வடக்கின் பக்கத்தையும் பாருங்கள். வடக்கின் குழி 3 காலியாக உள்ளது, வடக்கின் குழி 2-இல் ஒரு விதை உள்ளது, அங்கே விழ அது போதும். அது எதிரே உள்ள உங்கள் குழி 2-இன் 4 விதைகளைக் கைப்பற்றும்.</translation>
    </message>
    <message>
        <source>Your hole 3 could capture North&apos;s 3 seeds right now. But which move leaves North nothing to capture?</source>
        <translation>உங்கள் குழி 3 இப்போதே வடக்கின் 3 விதைகளைக் கைப்பற்றலாம். ஆனால் எந்த நகர்வு வடக்குக்குக் கைப்பற்ற எதையும் விட்டுவைக்காது?</translation>
    </message>
    <message>
        <source>Safe: your 4 seeds moved on, one even reached your store, and nothing is left in your hole 2 for North to take.</source>
        <translation>பாதுகாப்பு: உங்கள் 4 விதைகள் முன்னேறின, ஒன்று உங்கள் களஞ்சியத்தையும் அடைந்தது, வடக்கு எடுக்க உங்கள் குழி 2-இல் எதுவும் இல்லை.</translation>
    </message>
    <message>
        <source>You take 4 seeds, but your hole 2 is still full: North&apos;s hole 2 can now drop its seed into empty hole 3 and take your 4 seeds plus its own.</source>
        <translation>நீங்கள் 4 விதைகளை எடுக்கிறீர்கள், ஆனால் உங்கள் குழி 2 இன்னும் நிரம்பியுள்ளது: வடக்கின் குழி 2 இப்போது தன் விதையை வெற்றுக் குழி 3-இல் போட்டு, உங்கள் 4 விதைகளையும் தன் விதையையும் எடுக்கலாம்.</translation>
    </message>
    <message>
        <source>Now your hole 2 holds 5 seeds, and North can still land in its empty hole 3 across from it and take them all.</source>
        <translation>இப்போது உங்கள் குழி 2-இல் 5 விதைகள் உள்ளன, வடக்கு இன்னும் அதற்கு எதிரே உள்ள தன் வெற்றுக் குழி 3-இல் விழுந்து அவை அனைத்தையும் எடுக்கலாம்.</translation>
    </message>
    <message>
        <source>North played its hole 2 anyway. Its seed landed in its empty hole 3, but your hole 2 across from it is empty, so North captured nothing.</source>
        <translation>வடக்கு எப்படியும் தன் குழி 2-ஐ ஆடியது. அதன் விதை அதன் வெற்றுக் குழி 3-இல் விழுந்தது, ஆனால் எதிரே உள்ள உங்கள் குழி 2 காலி, எனவே வடக்கு எதையும் கைப்பற்றவில்லை.</translation>
    </message>
    <message>
        <source>Strong players also think the other way round: keep an empty hole of your own with a few seeds behind it that can land there, and North&apos;s seeds piling up across from it become your next capture.</source>
        <translation>வலுவான ஆட்டக்காரர்கள் எதிர்த் திசையிலும் சிந்திப்பார்கள்: உங்கள் பக்கம் ஒரு வெற்றுக் குழியை வைத்திருங்கள், அதன் பின்னால் அங்கே விழக்கூடிய சில விதைகளுடன்; அதற்கு எதிரே குவியும் வடக்கின் விதைகள் உங்கள் அடுத்த கைப்பற்றல் ஆகும்.</translation>
    </message>
    <message>
        <source>Your turn again. Two of your holes can reach your store: take an extra move.</source>
        <translation>மீண்டும் உங்கள் முறை. உங்கள் இரண்டு குழிகள் களஞ்சியத்தை அடையலாம்: ஒரு கூடுதல் நகர்வை எடுங்கள்.</translation>
    </message>
    <message>
        <source>Extra move! When two holes can reach the store, play the one nearest to it first, so the other still fits.</source>
        <translation>கூடுதல் நகர்வு! இரண்டு குழிகள் களஞ்சியத்தை அடைய முடிந்தால், அதற்கு அருகிலுள்ளதை முதலில் ஆடுங்கள், அப்போது மற்றதும் களஞ்சியத்தை அடையும்.</translation>
    </message>
    <message>
        <source>Hole 1&apos;s two seeds stop in your hole 3, which has seeds, so your turn ends.</source>
        <translation>குழி 1-இன் இரண்டு விதைகள் விதைகள் உள்ள உங்கள் குழி 3-இல் நிற்கின்றன, எனவே உங்கள் முறை முடிகிறது.</translation>
    </message>
    <message>
        <source>Six holes of four seeds, and a strong first move.</source>
        <translation>நான்கு விதைகள் கொண்ட ஆறு குழிகள், ஒரு வலுவான முதல் நகர்வு.</translation>
    </message>
    <message>
        <source>Now the real board: six holes a side, four seeds in each, 48 in all. Every rule you&apos;ve learned is the same here.</source>
        <translation>இப்போது உண்மையான பலகை: பக்கத்துக்கு ஆறு குழிகள், ஒவ்வொன்றிலும் நான்கு விதைகள், மொத்தம் 48. நீங்கள் கற்ற எல்லா விதிகளும் இங்கும் அப்படியே.</translation>
    </message>
    <message>
        <source>You start. One of your holes has exactly enough seeds to reach your store. Find it.</source>
        <translation>நீங்கள் தொடங்குங்கள். உங்கள் குழிகளில் ஒன்றில் களஞ்சியத்தை அடையச் சரியாகப் போதுமான விதைகள் உள்ளன. அதைக் கண்டுபிடியுங்கள்.</translation>
    </message>
    <message>
        <source>Four seeds, four steps: holes 4, 5, 6 and your store. A free move to start the game.</source>
        <translation>நான்கு விதைகள், நான்கு அடிகள்: குழிகள் 4, 5, 6, பிறகு உங்கள் களஞ்சியம். ஆட்டத்தைத் தொடங்க ஓர் இலவச நகர்வு.</translation>
    </message>
    <message>
        <source>Hole 1&apos;s four seeds end in your hole 5, which has seeds, so the turn goes to North.</source>
        <translation>குழி 1-இன் நான்கு விதைகள் விதைகள் உள்ள உங்கள் குழி 5-இல் முடிகின்றன, எனவே முறை வடக்குக்குச் செல்கிறது.</translation>
    </message>
    <message>
        <source>Only the first seed goes into your store; the other three go to North&apos;s row, and your turn ends.</source>
        <translation>முதல் விதை மட்டுமே உங்கள் களஞ்சியத்துக்குச் செல்கிறது; மற்ற மூன்றும் வடக்கின் வரிசைக்குச் செல்கின்றன, உங்கள் முறை முடிகிறது.</translation>
    </message>
    <message>
        <source>Your extra move. Put one more seed into your store: strong players choose hole 6 here.</source>
        <translation>உங்கள் கூடுதல் நகர்வு. உங்கள் களஞ்சியத்தில் இன்னொரு விதையைப் போடுங்கள்: வலுவான ஆட்டக்காரர்கள் இங்கே குழி 6-ஐத் தேர்ந்தெடுப்பார்கள்.</translation>
    </message>
    <message>
        <source>Two seeds in your store before North has even moved.</source>
        <translation>வடக்கு ஒரு நகர்வு செய்வதற்கு முன்பே உங்கள் களஞ்சியத்தில் இரண்டு விதைகள்.</translation>
    </message>
    <message>
        <source>Hole 1&apos;s seeds stay in your row, ending in your hole 5: none reaches the store.</source>
        <translation>குழி 1-இன் விதைகள் உங்கள் வரிசையிலேயே இருந்து உங்கள் குழி 5-இல் முடிகின்றன: எதுவும் களஞ்சியத்தை அடையவில்லை.</translation>
    </message>
    <message>
        <source>Hole 2&apos;s seeds stay in your row, ending in your hole 6: none reaches the store.</source>
        <translation>குழி 2-இன் விதைகள் உங்கள் வரிசையிலேயே இருந்து உங்கள் குழி 6-இல் முடிகின்றன: எதுவும் களஞ்சியத்தை அடையவில்லை.</translation>
    </message>
    <message>
        <source>A habit that beats beginners: before every move, ask yourself three questions. Can I end in my store? Can I capture? And what can North capture after my move?</source>
        <translation>தொடக்க ஆட்டக்காரர்களை வெல்லும் ஒரு பழக்கம்: ஒவ்வொரு நகர்வுக்கும் முன் உங்களிடம் மூன்று கேள்விகள் கேளுங்கள். என் களஞ்சியத்தில் முடிக்க முடியுமா? கைப்பற்ற முடியுமா? என் நகர்வுக்குப் பிறகு வடக்கு எதைக் கைப்பற்றலாம்?</translation>
    </message>
    <message>
        <source>When a row runs out of seeds, the game is over and the bigger store wins.</source>
        <translation>ஒரு வரிசையில் விதைகள் தீர்ந்தால் ஆட்டம் முடிகிறது, பெரிய களஞ்சியம் வெல்கிறது.</translation>
    </message>
    <message>
        <source>The game ends the moment either row has no seeds left, checked after every move. Each player then puts the seeds still in their own row into their own store, and the bigger store wins.</source>
        <translation>ஒவ்வொரு நகர்வுக்குப் பிறகும் சோதிக்கப்படும்: எந்த வரிசையிலாவது விதைகள் தீர்ந்த கணமே ஆட்டம் முடிகிறது. அப்போது ஒவ்வொரு ஆட்டக்காரரும் தன் வரிசையில் மீதமுள்ள விதைகளைத் தன் களஞ்சியத்தில் சேர்ப்பார், பெரிய களஞ்சியம் வெல்லும்.</translation>
    </message>
    <message>
        <source>You lead 9 to 7, and your last seed can reach your store. Watch what happens if you sow it.</source>
        <translation>நீங்கள் 9-க்கு 7 என முன்னிலையில் இருக்கிறீர்கள், உங்கள் கடைசி விதை உங்கள் களஞ்சியத்தை அடையலாம். அதை விதைத்தால் என்ன ஆகிறது என்று பாருங்கள்.</translation>
    </message>
    <message>
        <source>Your row was empty, so the game ended and North&apos;s 4 seeds went to North: 11 to 10 for North. Here it&apos;s the other way round: capture North&apos;s last seeds and win.</source>
        <translation>உங்கள் வரிசை காலியானது, எனவே ஆட்டம் முடிந்தது, வடக்கின் 4 விதைகள் வடக்குக்கே சென்றன: வடக்குக்கு 11-க்கு 10. இங்கே நிலைமை நேர்மாறு: வடக்கின் கடைசி விதைகளைக் கைப்பற்றி வெல்லுங்கள்.</translation>
    </message>
    <message>
        <source>North&apos;s row is empty, so the game is over: your last 2 seeds join your store and you win 13 to 10. You&apos;re ready for a real game!</source>
        <translation>வடக்கின் வரிசை காலியானது, எனவே ஆட்டம் முடிந்தது: உங்கள் கடைசி 2 விதைகள் உங்கள் களஞ்சியத்தில் சேர்கின்றன, நீங்கள் 13-க்கு 10 என வெல்கிறீர்கள். நீங்கள் உண்மையான ஆட்டத்துக்குத் தயார்!</translation>
    </message>
    <message>
        <source>Your last seed goes over to North&apos;s hole 1, so North has seeds in two holes and the game goes on.</source>
        <translation>உங்கள் கடைசி விதை வடக்கின் குழி 1-க்குச் செல்கிறது, எனவே வடக்கிடம் இரண்டு குழிகளில் விதைகள் உள்ளன, ஆட்டம் தொடர்கிறது.</translation>
    </message>
    <message>
        <source>The board and the direction</source>
        <translation>பலகையும் திசையும்</translation>
    </message>
    <message>
        <source>Two rows of seven holes, four seeds in each, and a first move that picks the direction.</source>
        <translation>ஏழு குழிகள் கொண்ட இரண்டு வரிசைகள், ஒவ்வொன்றிலும் நான்கு விதைகள், திசையைத் தீர்மானிக்கும் முதல் நகர்வு.</translation>
    </message>
    <message>
        <source>This is the puhulmutu board: two rows of seven holes with four seeds in each. You are South: the bottom row is yours, holes 1 to 7 from your left, and the top row is North&apos;s. Players call the seeds indi.</source>
        <translation>இதுதான் புஹுல்முத்து பலகை: ஏழு குழிகள் கொண்ட இரண்டு வரிசைகள், ஒவ்வொரு குழியிலும் நான்கு விதைகள். நீங்கள் தெற்கு: கீழ் வரிசை உங்களுடையது, உங்கள் இடப்புறமிருந்து குழிகள் 1 முதல் 7 வரை; மேல் வரிசை வடக்கினுடையது. ஆட்டக்காரர்கள் விதைகளை இண்டி என்று அழைக்கிறார்கள்.</translation>
    </message>
    <message>
        <source>The two stores only keep the seeds each player eats (captures) during play. Nobody ever sows a seed into a store.</source>
        <translation>இரண்டு களஞ்சியங்களும் ஆட்டத்தின்போது ஒவ்வொருவரும் சாப்பிடும் (கைப்பற்றும்) விதைகளை மட்டுமே வைத்திருக்கும். யாரும் ஒருபோதும் களஞ்சியத்தில் விதைப்பதில்லை.</translation>
    </message>
    <message>
        <source>The first move of the game also picks the direction, for both players and for the whole game. R sows towards your right: hole 1 is your first hole and hole 7 your last, from which seeds cross into North&apos;s row. L is the mirror image: hole 7 first, hole 1 last.</source>
        <translation>ஆட்டத்தின் முதல் நகர்வு திசையையும் தீர்மானிக்கிறது, இரு ஆட்டக்காரர்களுக்கும், ஆட்டம் முழுவதற்கும். R உங்கள் வலப்புறமாக விதைக்கிறது: குழி 1 உங்கள் முதல் குழி, குழி 7 கடைசிக் குழி; அதிலிருந்து விதைகள் வடக்கின் வரிசைக்குக் கடக்கின்றன. L அதன் கண்ணாடி பிம்பம்: குழி 7 முதல், குழி 1 கடைசி.</translation>
    </message>
    <message>
        <source>Try it on a small board. Play your hole 3 so that its last seed lands in your hole 5: which direction does that need?</source>
        <translation>சிறிய பலகையில் முயலுங்கள். உங்கள் குழி 3-இன் கடைசி விதை உங்கள் குழி 5-இல் விழும்படி ஆடுங்கள்: அதற்கு எந்தத் திசை தேவை?</translation>
    </message>
    <message>
        <source>Right, 3R: one seed into hole 4, the last into hole 5. The direction is now fixed, and every later move is just a hole number.</source>
        <translation>சரி, 3R: ஒரு விதை குழி 4-இல், கடைசி விதை குழி 5-இல். இப்போது திசை நிலையானது; இனி ஒவ்வொரு நகர்வும் வெறும் குழி எண் மட்டுமே.</translation>
    </message>
    <message>
        <source>L sent the two seeds towards your left, into your holes 2 and 1.</source>
        <translation>L இரண்டு விதைகளையும் உங்கள் இடப்புறமாக, உங்கள் குழிகள் 2, 1-க்கு அனுப்பியது.</translation>
    </message>
    <message>
        <source>North answered with their hole 5. North sows towards their own right too, which is leftwards along the top row on your screen: the seeds always travel round the board the same way.</source>
        <translation>வடக்கு தன் குழி 5-ஆல் பதிலளித்தது. வடக்கும் தன் வலப்புறமாகவே விதைக்கிறது, அது உங்கள் திரையில் மேல் வரிசையில் இடப்புறமாகச் செல்கிறது: விதைகள் எப்போதும் பலகையைச் சுற்றி ஒரே திசையில் பயணிக்கின்றன.</translation>
    </message>
    <message>
        <source>Sowing and sitting</source>
        <translation>விதைத்தலும் உட்கார்தலும்</translation>
    </message>
    <message>
        <source>Sow one seed a hole; a last seed in an empty hole ends your turn.</source>
        <translation>குழிக்கு ஒரு விதை விதையுங்கள்; வெற்றுக் குழியில் விழும் கடைசி விதை உங்கள் முறையை முடிக்கும்.</translation>
    </message>
    <message>
        <source>To move, you lift all the seeds of one of your holes and drop them one at a time into the holes that follow. Here the direction is R, so your row leads on into North&apos;s row. Watch your hole 5.</source>
        <translation>நகர்த்த, உங்கள் குழிகளில் ஒன்றின் எல்லா விதைகளையும் எடுத்து, அடுத்து வரும் குழிகளில் ஒவ்வொன்றாகப் போடுங்கள். இங்கே திசை R, எனவே உங்கள் வரிசை வடக்கின் வரிசைக்குள் தொடர்கிறது. உங்கள் குழி 5-ஐக் கவனியுங்கள்.</translation>
    </message>
    <message>
        <source>The last seed fell into North&apos;s hole 2, which was empty, so your turn is over. You &apos;sit&apos; in that hole: its Sinhala name is puhuwala, or passa.</source>
        <translation>கடைசி விதை காலியாக இருந்த வடக்கின் குழி 2-இல் விழுந்தது, எனவே உங்கள் முறை முடிந்தது. நீங்கள் அந்தக் குழியில் &apos;உட்கார்கிறீர்கள்&apos;: சிங்களத்தில் அதன் பெயர் புஹுவல, அல்லது பஸ்ஸ.</translation>
    </message>
    <message>
        <source>Your turn again, on a new board. Where will the last of the five seeds in your hole 4 fall?</source>
        <translation>மீண்டும் உங்கள் முறை, புதிய பலகையில். உங்கள் குழி 4-இல் உள்ள ஐந்து விதைகளில் கடைசி விதை எங்கே விழும்?</translation>
    </message>
    <message>
        <source>Your holes 5, 6 and 7, then North&apos;s holes 1 and 2. That hole was empty, so you sit there.</source>
        <translation>உங்கள் குழிகள் 5, 6, 7, பிறகு வடக்கின் குழிகள் 1, 2. அந்தக் குழி காலியாக இருந்தது, எனவே நீங்கள் அங்கே உட்கார்கிறீர்கள்.</translation>
    </message>
    <message>
        <source>Sit in North&apos;s hole 3: pick the hole whose seeds just reach it.</source>
        <translation>வடக்கின் குழி 3-இல் உட்காருங்கள்: விதைகள் சரியாக அதை அடையும் குழியைத் தேர்ந்தெடுங்கள்.</translation>
    </message>
    <message>
        <source>Four seeds: your hole 7, then North&apos;s holes 1, 2 and 3.</source>
        <translation>நான்கு விதைகள்: உங்கள் குழி 7, பிறகு வடக்கின் குழிகள் 1, 2, 3.</translation>
    </message>
    <message>
        <source>Two seeds from hole 2 only reach your hole 4. It was empty, so you sat there.</source>
        <translation>குழி 2-இன் இரண்டு விதைகள் உங்கள் குழி 4 வரை மட்டுமே செல்கின்றன. அது காலியாக இருந்தது, எனவே நீங்கள் அங்கே உட்கார்ந்தீர்கள்.</translation>
    </message>
    <message>
        <source>Relay: keep on sowing</source>
        <translation>தொடர்: விதைத்துக்கொண்டே இருங்கள்</translation>
    </message>
    <message>
        <source>A last seed in a hole that has seeds lifts them and sows on.</source>
        <translation>விதைகள் உள்ள குழியில் விழும் கடைசி விதை அவற்றை எடுத்துத் தொடர்ந்து விதைக்க வைக்கும்.</translation>
    </message>
    <message>
        <source>When your last seed lands in a hole that already has seeds, you lift them all and keep sowing: a relay. Watch the opening move told in the old rule book, 1R: four seeds, a relay of five from your hole 5, another five from North&apos;s hole 3, and the last seed drops into your hole 1.</source>
        <translation>உங்கள் கடைசி விதை ஏற்கெனவே விதைகள் உள்ள குழியில் விழுந்தால், அவை அனைத்தையும் எடுத்துத் தொடர்ந்து விதையுங்கள்: இதுவே தொடர். பழைய விதிநூலில் சொல்லப்பட்ட தொடக்க நகர்வு 1R-ஐப் பாருங்கள்: நான்கு விதைகள், உங்கள் குழி 5-இலிருந்து ஐந்து விதைகளின் தொடர், வடக்கின் குழி 3-இலிருந்து இன்னும் ஐந்து, கடைசி விதை உங்கள் குழி 1-இல் விழுகிறது.</translation>
    </message>
    <message>
        <source>Your hole 1 was empty, because you lifted it at the start, so you sat there and the turn ended. The hole you start from is never skipped: it takes seeds like any other.</source>
        <translation>தொடக்கத்தில் நீங்கள் அதை எடுத்ததால் உங்கள் குழி 1 காலியாக இருந்தது, எனவே நீங்கள் அங்கே உட்கார்ந்தீர்கள், முறை முடிந்தது. நீங்கள் தொடங்கிய குழி ஒருபோதும் தவிர்க்கப்படுவதில்லை: மற்ற குழிகளைப் போலவே அதுவும் விதைகளைப் பெறும்.</translation>
    </message>
    <message>
        <source>A new board. Find the move that keeps going with a relay.</source>
        <translation>புதிய பலகை. தொடர் மூலம் தொடர்ந்து செல்லும் நகர்வைக் கண்டுபிடியுங்கள்.</translation>
    </message>
    <message>
        <source>Hole 1 ended in your hole 3; its two seeds ended in hole 5; and those three carried you into North&apos;s row.</source>
        <translation>குழி 1 உங்கள் குழி 3-இல் முடிந்தது; அதன் இரண்டு விதைகள் குழி 5-இல் முடிந்தன; அந்த மூன்றும் உங்களை வடக்கின் வரிசைக்குக் கொண்டு சென்றன.</translation>
    </message>
    <message>
        <source>Your single seed fell into your empty hole 4: you sat at once.</source>
        <translation>உங்கள் ஒற்றை விதை உங்கள் வெற்றுக் குழி 4-இல் விழுந்தது: நீங்கள் உடனே உட்கார்ந்தீர்கள்.</translation>
    </message>
    <message>
        <source>Hole 5&apos;s two seeds ended in your empty hole 7, and your turn was over.</source>
        <translation>குழி 5-இன் இரண்டு விதைகள் உங்கள் வெற்றுக் குழி 7-இல் முடிந்தன, உங்கள் முறை முடிந்தது.</translation>
    </message>
    <message>
        <source>Follow every relay: where will this turn end if you play your hole 3?</source>
        <translation>ஒவ்வொரு தொடரையும் பின்தொடருங்கள்: உங்கள் குழி 3-ஐ ஆடினால் இந்த முறை எங்கே முடியும்?</translation>
    </message>
    <message>
        <source>Hole 3 ended in your hole 5, its three seeds ended in North&apos;s hole 1, and those two reached North&apos;s empty hole 3.</source>
        <translation>குழி 3 உங்கள் குழி 5-இல் முடிந்தது, அதன் மூன்று விதைகள் வடக்கின் குழி 1-இல் முடிந்தன, அந்த இரண்டும் வடக்கின் வெற்றுக் குழி 3-ஐ அடைந்தன.</translation>
    </message>
    <message>
        <source>Passing over threes</source>
        <translation>மூன்றுகளைத் தாண்டுதல்</translation>
    </message>
    <message>
        <source>A hole holding exactly three gets no seed, except the last one.</source>
        <translation>சரியாக மூன்று விதைகள் உள்ள குழிக்கு விதை கிடையாது, கடைசி விதையைத் தவிர.</translation>
    </message>
    <message>
        <source>Here is the rule that makes puhulmutu special: while you sow, a hole holding exactly three seeds is passed over and gets nothing. Watch your hole 2: its four seeds jump your hole 3 and go into holes 4 to 7.</source>
        <translation>புஹுல்முத்துவைத் தனித்துவமாக்கும் விதி இதோ: நீங்கள் விதைக்கும்போது, சரியாக மூன்று விதைகள் உள்ள குழி தாண்டப்படுகிறது, அதற்கு எதுவும் கிடைக்காது. உங்கள் குழி 2-ஐக் கவனியுங்கள்: அதன் நான்கு விதைகள் உங்கள் குழி 3-ஐத் தாண்டி, குழிகள் 4 முதல் 7 வரை செல்கின்றன.</translation>
    </message>
    <message>
        <source>There is one exception: the last seed of a sowing always goes into the next hole, even if it holds three. That makes four, and the next lesson shows what you do with a four.</source>
        <translation>ஒரே ஒரு விதிவிலக்கு உண்டு: விதைப்பின் கடைசி விதை மூன்று இருந்தாலும் எப்போதும் அடுத்த குழியில்தான் விழும். அது நான்காகிறது; நான்கை என்ன செய்வது என்று அடுத்த பாடம் காட்டும்.</translation>
    </message>
    <message>
        <source>Your hole 5 holds four seeds; your hole 6 and North&apos;s hole 1 hold three each. Where will the last seed fall?</source>
        <translation>உங்கள் குழி 5-இல் நான்கு விதைகள் உள்ளன; உங்கள் குழி 6-இலும் வடக்கின் குழி 1-இலும் தலா மூன்று உள்ளன. கடைசி விதை எங்கே விழும்?</translation>
    </message>
    <message>
        <source>Both threes were passed over, so the four seeds went into your hole 7 and North&apos;s holes 2, 3 and 4.</source>
        <translation>இரண்டு மூன்றுகளும் தாண்டப்பட்டன, எனவே நான்கு விதைகளும் உங்கள் குழி 7-இலும் வடக்கின் குழிகள் 2, 3, 4-இலும் சென்றன.</translation>
    </message>
    <message>
        <source>Land your last seed in North&apos;s hole 2.</source>
        <translation>உங்கள் கடைசி விதையை வடக்கின் குழி 2-இல் விழச் செய்யுங்கள்.</translation>
    </message>
    <message>
        <source>Hole 4&apos;s seeds passed over your hole 5, which held three, so the fourth one reached North&apos;s hole 2.</source>
        <translation>குழி 4-இன் விதைகள் மூன்று இருந்த உங்கள் குழி 5-ஐத் தாண்டின, எனவே நான்காவது விதை வடக்கின் குழி 2-ஐ அடைந்தது.</translation>
    </message>
    <message>
        <source>Hole 5&apos;s three seeds go into your holes 6 and 7 and North&apos;s hole 1, and stop there.</source>
        <translation>குழி 5-இன் மூன்று விதைகள் உங்கள் குழிகள் 6, 7-இலும் வடக்கின் குழி 1-இலும் சென்று அங்கே நிற்கின்றன.</translation>
    </message>
    <message>
        <source>Eating fours</source>
        <translation>நான்குகளைச் சாப்பிடுதல்</translation>
    </message>
    <message>
        <source>Make a three into four with your last seed and eat them.</source>
        <translation>உங்கள் கடைசி விதையால் மூன்றை நான்காக்கி அவற்றைச் சாப்பிடுங்கள்.</translation>
    </message>
    <message>
        <source>When your last seed turns a three into four, on your side or North&apos;s, you eat those four: they go to your store. Watch your hole 3: its last seed makes your hole 5 a four, you eat them, then you lift the next hole, your hole 6, and sow on.</source>
        <translation>உங்கள் கடைசி விதை, உங்கள் பக்கமோ வடக்கின் பக்கமோ, ஒரு மூன்றை நான்காக்கினால், அந்த நான்கையும் நீங்கள் சாப்பிடுகிறீர்கள்: அவை உங்கள் களஞ்சியத்துக்குச் செல்கின்றன. உங்கள் குழி 3-ஐக் கவனியுங்கள்: அதன் கடைசி விதை உங்கள் குழி 5-ஐ நான்காக்குகிறது, நீங்கள் அவற்றைச் சாப்பிடுகிறீர்கள், பிறகு அடுத்த குழியான உங்கள் குழி 6-ஐ எடுத்துத் தொடர்ந்து விதைக்கிறீர்கள்.</translation>
    </message>
    <message>
        <source>North&apos;s hole 2 holds three. Eat them.</source>
        <translation>வடக்கின் குழி 2-இல் மூன்று உள்ளன. அவற்றைச் சாப்பிடுங்கள்.</translation>
    </message>
    <message>
        <source>One seed into North&apos;s hole 1, then your last seed made North&apos;s three a four, and they are yours.</source>
        <translation>ஒரு விதை வடக்கின் குழி 1-இல், பிறகு உங்கள் கடைசி விதை வடக்கின் மூன்றை நான்காக்கியது, அவை உங்களுடையவை.</translation>
    </message>
    <message>
        <source>Hole 4&apos;s fifth seed was not the last one, so it passed over North&apos;s three; your last seed sat in North&apos;s empty hole 4.</source>
        <translation>குழி 4-இன் ஐந்தாவது விதை கடைசி விதை அல்ல, எனவே அது வடக்கின் மூன்றைத் தாண்டியது; உங்கள் கடைசி விதை வடக்கின் வெற்றுக் குழி 4-இல் உட்கார்ந்தது.</translation>
    </message>
    <message>
        <source>After eating, look at the very next hole. If it has seeds, even three, you lift them all and sow on; if it is empty, your turn ends. Just now North&apos;s hole 3 was empty, so you stopped.</source>
        <translation>சாப்பிட்ட பிறகு, உடனடுத்த குழியைப் பாருங்கள். அதில் விதைகள் இருந்தால், மூன்றே இருந்தாலும், அனைத்தையும் எடுத்துத் தொடர்ந்து விதையுங்கள்; அது காலியாக இருந்தால் உங்கள் முறை முடியும். இப்போது வடக்கின் குழி 3 காலியாக இருந்தது, எனவே நீங்கள் நின்றீர்கள்.</translation>
    </message>
    <message>
        <source>Eat twice in one turn: eight seeds or more.</source>
        <translation>ஒரே முறையில் இருமுறை சாப்பிடுங்கள்: எட்டு விதைகள் அல்லது அதற்கு மேல்.</translation>
    </message>
    <message>
        <source>One seed made your hole 7 a four. The next hole, North&apos;s hole 1, gave you two seeds, and they made North&apos;s hole 3 a four as well.</source>
        <translation>ஒரு விதை உங்கள் குழி 7-ஐ நான்காக்கியது. அடுத்த குழியான வடக்கின் குழி 1 உங்களுக்கு இரண்டு விதைகளைத் தந்தது, அவை வடக்கின் குழி 3-ஐயும் நான்காக்கின.</translation>
    </message>
    <message>
        <source>You ate North&apos;s hole 3, but the hole after it was empty, so your turn stopped at four.</source>
        <translation>நீங்கள் வடக்கின் குழி 3-ஐச் சாப்பிட்டீர்கள், ஆனால் அதற்கு அடுத்த குழி காலியாக இருந்தது, எனவே உங்கள் முறை நான்கிலேயே நின்றது.</translation>
    </message>
    <message>
        <source>Your relay from hole 6 passed over the three in your hole 7 and sat in North&apos;s empty hole 2: nothing eaten.</source>
        <translation>குழி 6-இலிருந்து உங்கள் தொடர் உங்கள் குழி 7-இன் மூன்றைத் தாண்டி, வடக்கின் வெற்றுக் குழி 2-இல் உட்கார்ந்தது: எதுவும் சாப்பிடப்படவில்லை.</translation>
    </message>
    <message>
        <source>The lone seed in your last hole</source>
        <translation>உங்கள் கடைசிக் குழியில் உள்ள தனி விதை</translation>
    </message>
    <message>
        <source>A single seed in your last hole may not start a turn while you have other seeds.</source>
        <translation>உங்களிடம் வேறு விதைகள் இருக்கும்வரை, கடைசிக் குழியில் உள்ள ஒற்றை விதையால் முறையைத் தொடங்கக் கூடாது.</translation>
    </message>
    <message>
        <source>You may not start a turn with a single seed in your last hole (hole 7 when playing R, hole 1 with L) while another hole of yours has seeds. Here that seed would eat North&apos;s three at once, but you are not allowed to play it.</source>
        <translation>உங்கள் வேறு குழியில் விதைகள் இருக்கும்போது, உங்கள் கடைசிக் குழியில் உள்ள ஒற்றை விதையால் (R ஆடும்போது குழி 7, L-இல் குழி 1) முறையைத் தொடங்கக் கூடாது. இங்கே அந்த விதை உடனே வடக்கின் மூன்றைச் சாப்பிடும், ஆனால் அதை ஆட உங்களுக்கு அனுமதி இல்லை.</translation>
    </message>
    <message>
        <source>Find another way to eat four. A relay is allowed to lift your hole 7.</source>
        <translation>நான்கைச் சாப்பிட வேறு வழியைக் கண்டுபிடியுங்கள். தொடர் உங்கள் குழி 7-ஐ எடுக்கலாம்.</translation>
    </message>
    <message>
        <source>Hole 6 made your hole 7 a two and you lifted it as a relay. Your hand passed over North&apos;s three in hole 1, dropped a seed in North&apos;s hole 2, and the last made North&apos;s hole 3 a four.</source>
        <translation>குழி 6 உங்கள் குழி 7-ஐ இரண்டாக்கியது, நீங்கள் அதைத் தொடராக எடுத்தீர்கள். உங்கள் கை குழி 1-இல் உள்ள வடக்கின் மூன்றைத் தாண்டி, வடக்கின் குழி 2-இல் ஒரு விதையைப் போட்டது, கடைசி விதை வடக்கின் குழி 3-ஐ நான்காக்கியது.</translation>
    </message>
    <message>
        <source>Hole 3&apos;s two seeds just end in your empty hole 5: nothing eaten.</source>
        <translation>குழி 3-இன் இரண்டு விதைகள் உங்கள் வெற்றுக் குழி 5-இல் முடிகின்றன: எதுவும் சாப்பிடப்படவில்லை.</translation>
    </message>
    <message>
        <source>When the lone seed is the only one you can lift, you may play it. Watch it eat North&apos;s three now.</source>
        <translation>நீங்கள் எடுக்கக்கூடியது அந்தத் தனி விதை மட்டுமே என்றால், அதை ஆடலாம். இப்போது அது வடக்கின் மூன்றைச் சாப்பிடுவதைப் பாருங்கள்.</translation>
    </message>
    <message>
        <source>The end of a phase</source>
        <translation>ஒரு கட்டத்தின் முடிவு</translation>
    </message>
    <message>
        <source>When a player&apos;s turn comes and their row is empty, the phase is over.</source>
        <translation>ஒரு ஆட்டக்காரரின் முறை வரும்போது அவரது வரிசை காலியாக இருந்தால், கட்டம் முடிகிறது.</translation>
    </message>
    <message>
        <source>A game is played in phases. A phase ends when a player&apos;s turn comes and their row is empty; each player then owns the seeds they have eaten plus the seeds left in their own holes.</source>
        <translation>ஆட்டம் கட்டம் கட்டமாக ஆடப்படுகிறது. ஒரு ஆட்டக்காரரின் முறை வரும்போது அவரது வரிசை காலியாக இருந்தால் கட்டம் முடிகிறது; அப்போது ஒவ்வொருவருக்கும் அவர் சாப்பிட்ட விதைகளும் அவரது சொந்தக் குழிகளில் மீதமுள்ள விதைகளும் சொந்தமாகும்.</translation>
    </message>
    <message>
        <source>The old rule book&apos;s example: you have eaten 16 seeds and North 32. Your last seed goes to North&apos;s hole 1, North moves it one hole along, and your turn comes with nothing in your row.</source>
        <translation>பழைய விதிநூலின் எடுத்துக்காட்டு: நீங்கள் 16 விதைகளையும் வடக்கு 32 விதைகளையும் சாப்பிட்டிருக்கிறீர்கள். உங்கள் கடைசி விதை வடக்கின் குழி 1-க்குச் செல்கிறது, வடக்கு அதை ஒரு குழி முன்னே நகர்த்துகிறது, உங்கள் முறை வரும்போது உங்கள் வரிசையில் எதுவும் இல்லை.</translation>
    </message>
    <message>
        <source>The phase is over. You own your 16; North owns their 32 plus the 8 that were left in North&apos;s row, 40 in all. The next lesson shows how a new phase starts from these numbers.</source>
        <translation>கட்டம் முடிந்தது. உங்களுக்கு உங்கள் 16 சொந்தம்; வடக்குக்கு அதன் 32-உடன் வடக்கின் வரிசையில் மீதமிருந்த 8-ம் சேர்ந்து மொத்தம் 40. இந்த எண்ணிக்கைகளிலிருந்து புதிய கட்டம் எப்படித் தொடங்குகிறது என்று அடுத்த பாடம் காட்டும்.</translation>
    </message>
    <message>
        <source>Now end a phase yourself: leave North with an empty row when North&apos;s turn comes.</source>
        <translation>இப்போது நீங்களே ஒரு கட்டத்தை முடியுங்கள்: வடக்கின் முறை வரும்போது அதன் வரிசை காலியாக இருக்கும்படி செய்யுங்கள்.</translation>
    </message>
    <message>
        <source>Your last seed made North&apos;s three a four and you ate the four. North&apos;s row is empty, so the phase ends: you own 21 (12 + 4 eaten + 5 left in your row), North owns 28.</source>
        <translation>உங்கள் கடைசி விதை வடக்கின் மூன்றை நான்காக்கியது, நீங்கள் அந்த நான்கையும் சாப்பிட்டீர்கள். வடக்கின் வரிசை காலி, எனவே கட்டம் முடிகிறது: உங்களுக்கு 21 (12 + சாப்பிட்ட 4 + உங்கள் வரிசையில் மீதமுள்ள 5), வடக்குக்கு 28.</translation>
    </message>
    <message>
        <source>North&apos;s three was passed over, your two seeds went into North&apos;s holes 2 and 3, and North still has seeds to play.</source>
        <translation>வடக்கின் மூன்று தாண்டப்பட்டது, உங்கள் இரண்டு விதைகள் வடக்கின் குழிகள் 2, 3-க்குச் சென்றன, வடக்கிடம் ஆட இன்னும் விதைகள் உள்ளன.</translation>
    </message>
    <message>
        <source>A new phase: blind holes</source>
        <translation>புதிய கட்டம்: குருட்டுக் குழிகள்</translation>
    </message>
    <message>
        <source>Refill four a hole; the poorer player&apos;s empty holes go blind, and that player starts.</source>
        <translation>குழிக்கு நான்கு என மீண்டும் நிரப்புங்கள்; குறைந்த விதை ஆட்டக்காரரின் வெற்றுக் குழிகள் குருடாகின்றன, அவரே தொடங்குவார்.</translation>
    </message>
    <message>
        <source>For a new phase each player fills their holes with four seeds each, starting from their first hole. North owned 40: North&apos;s seven holes take 28, and the other 12 stay in North&apos;s store.</source>
        <translation>புதிய கட்டத்துக்கு ஒவ்வொரு ஆட்டக்காரரும் தன் முதல் குழியிலிருந்து தொடங்கி, குழிக்கு நான்கு விதைகள் என நிரப்புகிறார். வடக்கிடம் 40 இருந்தன: வடக்கின் ஏழு குழிகள் 28-ஐ எடுத்துக்கொள்கின்றன, மற்ற 12 வடக்கின் களஞ்சியத்தில் இருக்கின்றன.</translation>
    </message>
    <message>
        <source>You owned 16, enough for four holes. Your empty holes 5, 6 and 7 are blind (kana): for this whole phase nobody sows into them and they cannot be played. A player with one blind hole is ekas kana, &apos;blind of one eye&apos;; with two, daes kana.</source>
        <translation>உங்களிடம் 16 இருந்தன, நான்கு குழிகளுக்குப் போதுமானது. உங்கள் வெற்றுக் குழிகள் 5, 6, 7 குருடானவை (கண): இந்தக் கட்டம் முழுவதும் யாரும் அவற்றில் விதைப்பதில்லை, அவற்றை ஆடவும் முடியாது. ஒரு குருட்டுக் குழி உள்ள ஆட்டக்காரர் எகஸ் கண, &apos;ஒற்றைக் கண் குருடு&apos;; இரண்டு இருந்தால், தெஸ் கண.</translation>
    </message>
    <message>
        <source>Sowing leaves blind holes out: from your hole 4 the seeds go straight on to North&apos;s hole 1. The blind player, the one with fewer seeds, starts the new phase.</source>
        <translation>விதைப்பு குருட்டுக் குழிகளை விட்டுவிடுகிறது: உங்கள் குழி 4-இலிருந்து விதைகள் நேராக வடக்கின் குழி 1-க்குச் செல்கின்றன. குருட்டுக் குழி உள்ள ஆட்டக்காரர், அதாவது குறைந்த விதைகள் உள்ளவர், புதிய கட்டத்தைத் தொடங்குகிறார்.</translation>
    </message>
    <message>
        <source>Where will the last seed of your hole 3 fall? (Hole 4 is now your last hole, so its single seed may not start a turn.)</source>
        <translation>உங்கள் குழி 3-இன் கடைசி விதை எங்கே விழும்? (இப்போது குழி 4 உங்கள் கடைசிக் குழி, எனவே அதன் ஒற்றை விதையால் முறையைத் தொடங்கக் கூடாது.)</translation>
    </message>
    <message>
        <source>Your hole 4, then North&apos;s holes 1 and 2: the blind holes were left out.</source>
        <translation>உங்கள் குழி 4, பிறகு வடக்கின் குழிகள் 1, 2: குருட்டுக் குழிகள் விடப்பட்டன.</translation>
    </message>
    <message>
        <source>Eat the three in North&apos;s hole 2.</source>
        <translation>வடக்கின் குழி 2-இல் உள்ள மூன்றைச் சாப்பிடுங்கள்.</translation>
    </message>
    <message>
        <source>Past your blind holes, hole 4&apos;s first seed went to North&apos;s hole 1 and the last made North&apos;s three a four.</source>
        <translation>உங்கள் குருட்டுக் குழிகளைக் கடந்து, குழி 4-இன் முதல் விதை வடக்கின் குழி 1-க்குச் சென்றது, கடைசி விதை வடக்கின் மூன்றை நான்காக்கியது.</translation>
    </message>
    <message>
        <source>Hole 2 ended in your hole 4, and its three seeds passed over North&apos;s three instead of ending in it.</source>
        <translation>குழி 2 உங்கள் குழி 4-இல் முடிந்தது, அதன் மூன்று விதைகள் வடக்கின் மூன்றில் முடியாமல் அதைத் தாண்டின.</translation>
    </message>
    <message>
        <source>Puta and naga</source>
        <translation>புட்டாவும் நாகாவும்</translation>
    </message>
    <message>
        <source>A leftover of one or two seeds makes a privileged hole: never lifted, never eaten.</source>
        <translation>ஒன்று அல்லது இரண்டு விதைகள் மீதமிருந்தால் அது சிறப்புரிமைக் குழி ஆகிறது: ஒருபோதும் எடுக்கப்படாது, சாப்பிடப்படாது.</translation>
    </message>
    <message>
        <source>Sometimes the poorer player&apos;s seeds do not come out in fours. Here you owned 18: four holes of four, and the last 2 seeds in your hole 5. Your holes 6 and 7 are blind.</source>
        <translation>சில நேரம் குறைந்த விதை ஆட்டக்காரரின் விதைகள் நான்கு நான்காகச் சரியாக வருவதில்லை. இங்கே உங்களிடம் 18 இருந்தன: நான்கு விதைகள் கொண்ட நான்கு குழிகள், கடைசி 2 விதைகள் உங்கள் குழி 5-இல். உங்கள் குழிகள் 6, 7 குருடானவை.</translation>
    </message>
    <message>
        <source>That last hole gets a name: with 1 seed it is a puta (&apos;son&apos;), with 2 a naga (&apos;younger sister&apos;), with 3 a wala (&apos;slaves&apos;). North then moves 1, 2 or 3 seeds out of their own last hole into their store, so that the two last holes hold four together: here North took 2, and North&apos;s hole 7 is a naga too.</source>
        <translation>அந்தக் கடைசிக் குழிக்கு ஒரு பெயர் உண்டு: 1 விதை இருந்தால் புட்டா (&apos;மகன்&apos;), 2 இருந்தால் நாகா (&apos;தங்கை&apos;), 3 இருந்தால் வல (&apos;அடிமைகள்&apos;). பிறகு இரண்டு கடைசிக் குழிகளிலும் சேர்த்து நான்கு இருக்கும்படி, வடக்கு தன் கடைசிக் குழியிலிருந்து 1, 2 அல்லது 3 விதைகளைத் தன் களஞ்சியத்துக்கு மாற்றுகிறது: இங்கே வடக்கு 2-ஐ எடுத்தது, வடக்கின் குழி 7-உம் ஒரு நாகா.</translation>
    </message>
    <message>
        <source>A puta or naga is privileged for the whole phase: it is never lifted, never eaten and never passed over, even holding three, and its owner keeps every seed in it. A last seed that falls into one ends the turn: watch your hole 1. A wala has no privilege at all.</source>
        <translation>புட்டா அல்லது நாகா கட்டம் முழுவதும் சிறப்புரிமை பெற்றது: மூன்று இருந்தாலும் அது ஒருபோதும் எடுக்கப்படாது, சாப்பிடப்படாது, தாண்டப்படாது; அதிலுள்ள எல்லா விதைகளும் அதன் உரிமையாளருக்கே. அதில் விழும் கடைசி விதை முறையை முடிக்கும்: உங்கள் குழி 1-ஐக் கவனியுங்கள். வல-வுக்கு எந்தச் சிறப்புரிமையும் இல்லை.</translation>
    </message>
    <message>
        <source>Your naga in hole 5 holds three. Where will the last seed of your hole 3 fall?</source>
        <translation>குழி 5-இல் உள்ள உங்கள் நாகாவில் மூன்று உள்ளன. உங்கள் குழி 3-இன் கடைசி விதை எங்கே விழும்?</translation>
    </message>
    <message>
        <source>Your hole 4, then your naga (a naga is never passed over, so it now holds four), then North&apos;s empty hole 1.</source>
        <translation>உங்கள் குழி 4, பிறகு உங்கள் நாகா (நாகா ஒருபோதும் தாண்டப்படாது, எனவே இப்போது அதில் நான்கு), பிறகு வடக்கின் வெற்றுக் குழி 1.</translation>
    </message>
    <message>
        <source>Your naga took a seed on the way instead of being passed over, and the last seed made North&apos;s hole 2 a four.</source>
        <translation>உங்கள் நாகா தாண்டப்படாமல் வழியில் ஒரு விதையைப் பெற்றது, கடைசி விதை வடக்கின் குழி 2-ஐ நான்காக்கியது.</translation>
    </message>
    <message>
        <source>Your last seed fell into your naga. It makes four there, but a naga is never eaten, and your turn ends.</source>
        <translation>உங்கள் கடைசி விதை உங்கள் நாகாவில் விழுந்தது. அங்கே நான்கு ஆகிறது, ஆனால் நாகா ஒருபோதும் சாப்பிடப்படாது, உங்கள் முறை முடிகிறது.</translation>
    </message>
    <message>
        <source>The short arrangement</source>
        <translation>குறுகிய அடுக்கு</translation>
    </message>
    <message>
        <source>An option for a player with fewer than 12 seeds: two a hole, and rules of their own.</source>
        <translation>12-க்குக் குறைவான விதைகள் உள்ள ஆட்டக்காரருக்கான விருப்பம்: குழிக்கு இரண்டு, தனி விதிகள்.</translation>
    </message>
    <message>
        <source>When you create a game you can turn on the short-arrangement option. A player who starts a phase with fewer than 12 seeds then puts 2 seeds (or 1, with the setting 1) in each hole from their first hole, in at most six holes, and the rest, up to four, in their last hole; the holes in between are blind.</source>
        <translation>ஆட்டத்தை உருவாக்கும்போது குறுகிய அடுக்கு விருப்பத்தை இயக்கலாம். அப்போது 12-க்குக் குறைவான விதைகளுடன் ஒரு கட்டத்தைத் தொடங்கும் ஆட்டக்காரர், தன் முதல் குழியிலிருந்து தொடங்கி, அதிகபட்சம் ஆறு குழிகளில் குழிக்கு 2 விதைகள் (அமைப்பு 1 என்றால் 1) போடுகிறார், மீதியை, நான்கு வரை, தன் கடைசிக் குழியில் போடுகிறார்; இடையிலுள்ள குழிகள் குருடானவை.</translation>
    </message>
    <message>
        <source>Here you had 9: four holes of 2, two blind holes, and 1 in your hole 7. In such a phase there is no puta or naga, and you start.</source>
        <translation>இங்கே உங்களிடம் 9 இருந்தன: 2 விதைகள் கொண்ட நான்கு குழிகள், இரண்டு குருட்டுக் குழிகள், உங்கள் குழி 7-இல் 1. இப்படிப்பட்ட கட்டத்தில் புட்டாவோ நாகாவோ இல்லை, நீங்களே தொடங்குகிறீர்கள்.</translation>
    </message>
    <message>
        <source>While short, you play by rules of your own; North keeps the normal ones. You eat when your last seed falls into a hole holding 2, and take all three (with the setting 1: a hole holding 1, taking two). You pass over holes holding 1 or 2, but not threes: you sow into them, and a last seed that makes four there just relays.</source>
        <translation>குறுகிய அடுக்கில் இருக்கும்போது நீங்கள் தனி விதிகளின்படி ஆடுகிறீர்கள்; வடக்கு வழக்கமான விதிகளையே பின்பற்றுகிறது. உங்கள் கடைசி விதை 2 விதைகள் உள்ள குழியில் விழுந்தால் நீங்கள் சாப்பிடுகிறீர்கள், மூன்றையும் எடுக்கிறீர்கள் (அமைப்பு 1 என்றால்: 1 உள்ள குழி, இரண்டை எடுக்கிறீர்கள்). 1 அல்லது 2 உள்ள குழிகளைத் தாண்டுகிறீர்கள், ஆனால் மூன்றுகளை அல்ல: அவற்றில் விதைக்கிறீர்கள், அங்கே நான்காக்கும் கடைசி விதை வெறுமனே தொடர்கிறது.</translation>
    </message>
    <message>
        <source>Where will the last seed of your hole 2 fall?</source>
        <translation>உங்கள் குழி 2-இன் கடைசி விதை எங்கே விழும்?</translation>
    </message>
    <message>
        <source>You passed over your holes 3 and 7, holding 1 and 2, so the three seeds went into your hole 4 and North&apos;s holes 1 and 2.</source>
        <translation>1, 2 விதைகள் கொண்ட உங்கள் குழிகள் 3, 7-ஐத் தாண்டினீர்கள், எனவே மூன்று விதைகளும் உங்கள் குழி 4-இலும் வடக்கின் குழிகள் 1, 2-இலும் சென்றன.</translation>
    </message>
    <message>
        <source>Eat with a two: North&apos;s hole 3 holds 2 seeds.</source>
        <translation>இரண்டைக் கொண்டு சாப்பிடுங்கள்: வடக்கின் குழி 3-இல் 2 விதைகள் உள்ளன.</translation>
    </message>
    <message>
        <source>Hole 4 passed over your hole 7, dropped into North&apos;s hole 1 and into North&apos;s three, and the last seed made North&apos;s two a three: you ate them.</source>
        <translation>குழி 4 உங்கள் குழி 7-ஐத் தாண்டி, வடக்கின் குழி 1-இலும் வடக்கின் மூன்றிலும் விதை போட்டது, கடைசி விதை வடக்கின் இரண்டை மூன்றாக்கியது: நீங்கள் அவற்றைச் சாப்பிட்டீர்கள்.</translation>
    </message>
    <message>
        <source>Your last seed made North&apos;s three a four, but for the short player that is no meal: you lifted the four and sowed on.</source>
        <translation>உங்கள் கடைசி விதை வடக்கின் மூன்றை நான்காக்கியது, ஆனால் குறுகிய அடுக்கு ஆட்டக்காரருக்கு அது உணவல்ல: நீங்கள் அந்த நான்கையும் எடுத்துத் தொடர்ந்து விதைத்தீர்கள்.</translation>
    </message>
    <message>
        <source>The game ends when a player owns no seeds to start a phase, or at 28 each.</source>
        <translation>ஒரு கட்டத்தைத் தொடங்க ஒரு ஆட்டக்காரரிடம் விதைகள் இல்லாதபோது, அல்லது ஒவ்வொருவரிடமும் 28 இருக்கும்போது ஆட்டம் முடிகிறது.</translation>
    </message>
    <message>
        <source>The game goes on phase after phase. It ends when a phase is over and one player owns no seeds at all: that player cannot fill a single hole, and has lost.</source>
        <translation>ஆட்டம் கட்டம் கட்டமாகத் தொடர்கிறது. ஒரு கட்டம் முடிந்து, ஒரு ஆட்டக்காரரிடம் விதையே இல்லாதபோது அது முடிகிறது: அவரால் ஒரு குழியைக்கூட நிரப்ப முடியாது, அவர் தோற்றார்.</translation>
    </message>
    <message>
        <source>One other ending: if a phase leaves each player with 28 seeds, hari mutu (&apos;equal pearls&apos;), the players may agree to a draw. Cowrie&apos;s equal-draw option, on unless you turn it off, makes that agreement for you. Watch.</source>
        <translation>இன்னொரு முடிவு: ஒரு கட்டம் ஒவ்வொருவரிடமும் 28 விதைகளை விட்டால், ஹரி முத்து (&apos;சம முத்துகள்&apos;), ஆட்டக்காரர்கள் சமநிலைக்கு ஒப்புக்கொள்ளலாம். Cowrie-இன் சம விதைச் சமநிலை விருப்பம் (equal-draw), நீங்கள் அணைக்காவிட்டால் இயக்கத்தில் இருக்கும், உங்களுக்காக அந்த ஒப்பந்தத்தைச் செய்கிறது. பாருங்கள்.</translation>
    </message>
    <message>
        <source>With equal-draw off, both players would fill all seven holes and the one who did not start the last phase would start the next. Now a game near its end: North has only three seeds left, in hole 1, and North&apos;s other holes are blind.</source>
        <translation>சம விதைச் சமநிலை அணைக்கப்பட்டிருந்தால், இருவரும் ஏழு குழிகளையும் நிரப்புவர், கடைசிக் கட்டத்தைத் தொடங்காதவர் அடுத்ததைத் தொடங்குவார். இப்போது முடிவை நெருங்கும் ஓர் ஆட்டம்: வடக்கிடம் மூன்று விதைகளே மீதம், குழி 1-இல்; வடக்கின் மற்ற குழிகள் குருடானவை.</translation>
    </message>
    <message>
        <source>Win the game: take North&apos;s last seeds.</source>
        <translation>ஆட்டத்தை வெல்லுங்கள்: வடக்கின் கடைசி விதைகளை எடுங்கள்.</translation>
    </message>
    <message>
        <source>Your last seed made North&apos;s three a four and you ate them. Your hole 1, next, was empty, so your turn ended; North&apos;s turn came with an empty row and an empty store, so North cannot start another phase. You win!</source>
        <translation>உங்கள் கடைசி விதை வடக்கின் மூன்றை நான்காக்கியது, நீங்கள் அவற்றைச் சாப்பிட்டீர்கள். அடுத்து உங்கள் குழி 1 காலியாக இருந்தது, எனவே உங்கள் முறை முடிந்தது; வடக்கின் முறை வந்தபோது அதன் வரிசையும் களஞ்சியமும் காலி, எனவே வடக்கால் இன்னொரு கட்டத்தைத் தொடங்க முடியாது. நீங்கள் வென்றீர்கள்!</translation>
    </message>
    <message>
        <source>Your relay from hole 6 passed over North&apos;s three, and you sat in your hole 2: North still has seeds.</source>
        <translation>குழி 6-இலிருந்து உங்கள் தொடர் வடக்கின் மூன்றைத் தாண்டியது, நீங்கள் உங்கள் குழி 2-இல் உட்கார்ந்தீர்கள்: வடக்கிடம் இன்னும் விதைகள் உள்ளன.</translation>
    </message>
    <message>
        <source>Your seven holes, your store, and the way the seeds travel.</source>
        <translation>உங்கள் ஏழு குழிகள், உங்கள் களஞ்சியம், விதைகள் பயணிக்கும் வழி.</translation>
    </message>
    <message>
        <source>Welcome to pallankuzhi, the mancala of the Tamil people. The bottom row of seven holes is yours: your holes 1 to 7, counted from the left. The top row belongs to your opponent, North.</source>
        <translation>தமிழர்களின் மன்கலாவான பல்லாங்குழிக்கு வரவேற்கிறோம். ஏழு குழிகள் கொண்ட கீழ் வரிசை உங்களுடையது: இடப்புறமிருந்து எண்ணப்படும் உங்கள் குழிகள் 1 முதல் 7. மேல் வரிசை உங்கள் எதிராளியான வடக்குக்குச் சொந்தம்.</translation>
    </message>
    <message>
        <source>At each end is a store. Yours is on your right, next to your hole 7. A store only keeps the seeds its owner wins: nobody ever sows into it.</source>
        <translation>ஒவ்வொரு முனையிலும் ஒரு களஞ்சியம் உள்ளது. உங்களுடையது உங்கள் வலப்புறம், உங்கள் குழி 7-க்கு அருகில். களஞ்சியம் அதன் உரிமையாளர் வெல்லும் விதைகளை மட்டுமே வைத்திருக்கும்: யாரும் ஒருபோதும் அதில் விதைப்பதில்லை.</translation>
    </message>
    <message>
        <source>Seeds travel counter-clockwise: to the right along your row, across to North&apos;s row, along it to the left, and back to your hole 1. North counts their holes from their own left, so North&apos;s hole 1 is the top one on your right. A real game starts with six seeds in every hole; here there are fewer so you can follow them.</source>
        <translation>விதைகள் எதிர்க் கடிகாரத் திசையில் பயணிக்கின்றன: உங்கள் வரிசையில் வலப்புறமாக, வடக்கின் வரிசைக்குக் கடந்து, அதில் இடப்புறமாக, மீண்டும் உங்கள் குழி 1-க்கு. வடக்கு தன் குழிகளைத் தன் இடப்புறமிருந்து எண்ணுகிறது, எனவே வடக்கின் குழி 1 உங்கள் வலப்புறம் மேலே உள்ளது. உண்மையான ஆட்டம் ஒவ்வொரு குழியிலும் ஆறு விதைகளுடன் தொடங்கும்; நீங்கள் பின்தொடர வசதியாக இங்கே குறைவாக உள்ளன.</translation>
    </message>
    <message>
        <source>On your turn you lift every seed from one of your holes and drop them one at a time into the holes that follow. Your hole 5 holds three seeds: click the hole where the last one will land.</source>
        <translation>உங்கள் முறையில், உங்கள் குழிகளில் ஒன்றின் எல்லா விதைகளையும் எடுத்து, அடுத்து வரும் குழிகளில் ஒவ்வொன்றாகப் போடுகிறீர்கள். உங்கள் குழி 5-இல் மூன்று விதைகள் உள்ளன: கடைசி விதை விழும் குழியைச் சொடுக்குங்கள்.</translation>
    </message>
    <message>
        <source>Right: one seed in your hole 6, one in your hole 7, then past your store into North&apos;s hole 1.</source>
        <translation>சரி: ஒரு விதை உங்கள் குழி 6-இல், ஒன்று உங்கள் குழி 7-இல், பிறகு உங்கள் களஞ்சியத்தைக் கடந்து வடக்கின் குழி 1-இல்.</translation>
    </message>
    <message>
        <source>Your turn. Play the hole whose last seed lands in North&apos;s hole 2, the one lit up.</source>
        <translation>உங்கள் முறை. கடைசி விதை ஒளிரும் வடக்கின் குழி 2-இல் விழும் குழியை ஆடுங்கள்.</translation>
    </message>
    <message>
        <source>Well counted: the two seeds of your hole 7 skip your store and fall into North&apos;s holes 1 and 2.</source>
        <translation>நன்றாக எண்ணினீர்கள்: உங்கள் குழி 7-இன் இரண்டு விதைகள் உங்கள் களஞ்சியத்தைத் தவிர்த்து வடக்கின் குழிகள் 1, 2-இல் விழுகின்றன.</translation>
    </message>
    <message>
        <source>Hole 6&apos;s two seeds go into your hole 7 and North&apos;s hole 1: one hole short.</source>
        <translation>குழி 6-இன் இரண்டு விதைகள் உங்கள் குழி 7-இலும் வடக்கின் குழி 1-இலும் செல்கின்றன: ஒரு குழி குறைவு.</translation>
    </message>
    <message>
        <source>Your hole 2 holds a single seed, so it only reaches your hole 3.</source>
        <translation>உங்கள் குழி 2-இல் ஒற்றை விதை மட்டுமே உள்ளது, எனவே அது உங்கள் குழி 3 வரை மட்டுமே செல்கிறது.</translation>
    </message>
    <message>
        <source>Sowing on</source>
        <translation>தொடர்ந்து விதைத்தல்</translation>
    </message>
    <message>
        <source>If the hole after your last seed has seeds, lift them and keep sowing.</source>
        <translation>கடைசி விதைக்கு அடுத்த குழியில் விதைகள் இருந்தால், அவற்றை எடுத்துத் தொடர்ந்து விதையுங்கள்.</translation>
    </message>
    <message>
        <source>Your turn does not always stop where your last seed falls. Look at the next hole: if it holds seeds, lift them all and sow on, starting with the hole after it. This is a relay.</source>
        <translation>உங்கள் கடைசி விதை விழும் இடத்தில் உங்கள் முறை எப்போதும் நிற்பதில்லை. அடுத்த குழியைப் பாருங்கள்: அதில் விதைகள் இருந்தால், அனைத்தையும் எடுத்து, அதற்கு அடுத்த குழியிலிருந்து தொடர்ந்து விதையுங்கள். இதுவே தொடர்.</translation>
    </message>
    <message>
        <source>Sow your hole 4. Its last seed lands in your hole 6, and hole 7 next to it holds two seeds, so you lift them and go on. Where does the very last seed fall?</source>
        <translation>உங்கள் குழி 4-ஐ விதையுங்கள். அதன் கடைசி விதை உங்கள் குழி 6-இல் விழுகிறது, அடுத்துள்ள குழி 7-இல் இரண்டு விதைகள் உள்ளன, எனவே அவற்றை எடுத்துத் தொடர்கிறீர்கள். மிகக் கடைசி விதை எங்கே விழும்?</translation>
    </message>
    <message>
        <source>Yes: hole 7&apos;s two seeds went into North&apos;s holes 1 and 2. The two holes after that were empty, so your turn stopped there.</source>
        <translation>ஆம்: குழி 7-இன் இரண்டு விதைகள் வடக்கின் குழிகள் 1, 2-க்குச் சென்றன. அதற்கு அடுத்த இரண்டு குழிகளும் காலியாக இருந்தன, எனவே உங்கள் முறை அங்கே நின்றது.</translation>
    </message>
    <message>
        <source>Relays can follow one another. Find the move that relays twice.</source>
        <translation>தொடர்கள் ஒன்றன்பின் ஒன்றாக வரலாம். இருமுறை தொடரும் நகர்வைக் கண்டுபிடியுங்கள்.</translation>
    </message>
    <message>
        <source>Well done: your seed landed next to hole 3, which you lifted; that sowing ended next to hole 6, which you lifted too.</source>
        <translation>அருமை: உங்கள் விதை குழி 3-க்கு அருகில் விழுந்தது, நீங்கள் அதை எடுத்தீர்கள்; அந்த விதைப்பு குழி 6-க்கு அருகில் முடிந்தது, அதையும் எடுத்தீர்கள்.</translation>
    </message>
    <message>
        <source>Hole 3&apos;s seeds end in your hole 5; you relay once, from hole 6 into hole 7, and then the next two holes are empty: only one relay.</source>
        <translation>குழி 3-இன் விதைகள் உங்கள் குழி 5-இல் முடிகின்றன; நீங்கள் ஒருமுறை, குழி 6-இலிருந்து குழி 7-க்குத் தொடர்கிறீர்கள், பிறகு அடுத்த இரண்டு குழிகளும் காலி: ஒரே ஒரு தொடர்.</translation>
    </message>
    <message>
        <source>Hole 6&apos;s seed falls in your hole 7, and North&apos;s holes 1 and 2 after it are empty: your turn ends with no relay.</source>
        <translation>குழி 6-இன் விதை உங்கள் குழி 7-இல் விழுகிறது, அதற்குப் பின் வடக்கின் குழிகள் 1, 2 காலி: தொடர் இல்லாமல் உங்கள் முறை முடிகிறது.</translation>
    </message>
    <message>
        <source>An empty hole, then a full one: the full one is yours.</source>
        <translation>ஒரு வெற்றுக் குழி, பிறகு நிரம்பிய குழி: நிரம்பியது உங்களுடையது.</translation>
    </message>
    <message>
        <source>Now suppose the hole after your last seed is empty. Look one hole further: if that hole holds seeds, you capture them all into your store, whichever side of the board it is on.</source>
        <translation>இப்போது உங்கள் கடைசி விதைக்கு அடுத்த குழி காலியாக இருக்கிறது என்று வைத்துக்கொள்ளுங்கள். இன்னும் ஒரு குழி தள்ளிப் பாருங்கள்: அதில் விதைகள் இருந்தால், பலகையின் எந்தப் பக்கத்தில் இருந்தாலும், அவை அனைத்தையும் உங்கள் களஞ்சியத்துக்குக் கைப்பற்றுகிறீர்கள்.</translation>
    </message>
    <message>
        <source>North&apos;s hole 1 is empty and North&apos;s hole 2 holds three seeds. Capture them.</source>
        <translation>வடக்கின் குழி 1 காலி, வடக்கின் குழி 2-இல் மூன்று விதைகள் உள்ளன. அவற்றைக் கைப்பற்றுங்கள்.</translation>
    </message>
    <message>
        <source>Your last seed fell in your hole 7. North&apos;s hole 1 was empty, so the three seeds of North&apos;s hole 2 went to your store.</source>
        <translation>உங்கள் கடைசி விதை உங்கள் குழி 7-இல் விழுந்தது. வடக்கின் குழி 1 காலியாக இருந்தது, எனவே வடக்கின் குழி 2-இன் மூன்று விதைகள் உங்கள் களஞ்சியத்துக்குச் சென்றன.</translation>
    </message>
    <message>
        <source>Your last seed fell in your hole 5, and holes 6 and 7 after it are both empty: your turn ended with nothing.</source>
        <translation>உங்கள் கடைசி விதை உங்கள் குழி 5-இல் விழுந்தது, அதற்குப் பின் குழிகள் 6, 7 இரண்டும் காலி: உங்கள் முறை எதுவும் இல்லாமல் முடிந்தது.</translation>
    </message>
    <message>
        <source>A capture does not end your turn. From the hole after the one you emptied, go on to the first hole that holds seeds, on either side, lift them and sow on. Here that was North&apos;s hole 5: its seed went into North&apos;s hole 6, and then the two holes after it were empty.</source>
        <translation>கைப்பற்றல் உங்கள் முறையை முடிப்பதில்லை. நீங்கள் காலி செய்த குழிக்கு அடுத்த குழியிலிருந்து, எந்தப் பக்கமாக இருந்தாலும், விதைகள் உள்ள முதல் குழிக்குச் சென்று, அவற்றை எடுத்துத் தொடர்ந்து விதையுங்கள். இங்கே அது வடக்கின் குழி 5: அதன் விதை வடக்கின் குழி 6-க்குச் சென்றது, பிறகு அதற்கு அடுத்த இரண்டு குழிகளும் காலியாக இருந்தன.</translation>
    </message>
    <message>
        <source>Sow your hole 6: its last seed lands in North&apos;s hole 1, North&apos;s hole 2 is empty, so you capture the six in North&apos;s hole 3. Then you go on from the next hole with seeds. Where does the last seed of your turn fall?</source>
        <translation>உங்கள் குழி 6-ஐ விதையுங்கள்: அதன் கடைசி விதை வடக்கின் குழி 1-இல் விழுகிறது, வடக்கின் குழி 2 காலி, எனவே வடக்கின் குழி 3-இல் உள்ள ஆறையும் கைப்பற்றுகிறீர்கள். பிறகு விதைகள் உள்ள அடுத்த குழியிலிருந்து தொடர்கிறீர்கள். உங்கள் முறையின் கடைசி விதை எங்கே விழும்?</translation>
    </message>
    <message>
        <source>Right: after the capture the first hole with seeds was North&apos;s hole 6. Its two seeds went into North&apos;s hole 7 and your hole 1, where your turn stopped.</source>
        <translation>சரி: கைப்பற்றலுக்குப் பிறகு விதைகள் உள்ள முதல் குழி வடக்கின் குழி 6. அதன் இரண்டு விதைகள் வடக்கின் குழி 7-இலும் உங்கள் குழி 1-இலும் சென்றன, அங்கே உங்கள் முறை நின்றது.</translation>
    </message>
    <message>
        <source>When your turn ends</source>
        <translation>உங்கள் முறை எப்போது முடிகிறது</translation>
    </message>
    <message>
        <source>Two empty holes after your last seed: North plays.</source>
        <translation>கடைசி விதைக்குப் பின் இரண்டு வெற்றுக் குழிகள்: வடக்கு ஆடுகிறது.</translation>
    </message>
    <message>
        <source>Each time your hand is empty, look at the two holes after your last seed: seeds in the first mean a relay, and the first empty with seeds in the second means a capture. If both are empty, your turn is over and North plays.</source>
        <translation>ஒவ்வொரு முறை உங்கள் கை காலியாகும்போதும், உங்கள் கடைசி விதைக்குப் பின் உள்ள இரண்டு குழிகளைப் பாருங்கள்: முதலாவதில் விதைகள் இருந்தால் தொடர்; முதலாவது காலியாகவும் இரண்டாவதில் விதைகளும் இருந்தால் கைப்பற்றல். இரண்டும் காலியாக இருந்தால், உங்கள் முறை முடிந்தது, வடக்கு ஆடுகிறது.</translation>
    </message>
    <message>
        <source>Sow your hole 1. Where does your turn end?</source>
        <translation>உங்கள் குழி 1-ஐ விதையுங்கள். உங்கள் முறை எங்கே முடியும்?</translation>
    </message>
    <message>
        <source>Right: your seed landed next to hole 3, which relayed into your holes 4 and 5. Holes 6 and 7 are both empty, so now it is North&apos;s turn.</source>
        <translation>சரி: உங்கள் விதை குழி 3-க்கு அருகில் விழுந்தது, அது உங்கள் குழிகள் 4, 5-க்குத் தொடர்ந்தது. குழிகள் 6, 7 இரண்டும் காலி, எனவே இப்போது வடக்கின் முறை.</translation>
    </message>
    <message>
        <source>Two of your moves stop at once; one captures North&apos;s five seeds. Look two holes past where each move ends and play the capture.</source>
        <translation>உங்கள் இரண்டு நகர்வுகள் உடனே நிற்கின்றன; ஒன்று வடக்கின் ஐந்து விதைகளைக் கைப்பற்றுகிறது. ஒவ்வொரு நகர்வும் முடியும் இடத்திலிருந்து இரண்டு குழிகள் தள்ளிப் பார்த்து, கைப்பற்றும் நகர்வை ஆடுங்கள்.</translation>
    </message>
    <message>
        <source>Your seed fell in your hole 7; North&apos;s hole 1 was empty, so the five seeds in North&apos;s hole 2 are yours. You went on with the two seeds of North&apos;s hole 5 until two empty holes stopped you.</source>
        <translation>உங்கள் விதை உங்கள் குழி 7-இல் விழுந்தது; வடக்கின் குழி 1 காலியாக இருந்தது, எனவே வடக்கின் குழி 2-இல் உள்ள ஐந்து விதைகள் உங்களுடையவை. பிறகு வடக்கின் குழி 5-இன் இரண்டு விதைகளுடன் தொடர்ந்தீர்கள், இரண்டு வெற்றுக் குழிகள் உங்களை நிறுத்தும் வரை.</translation>
    </message>
    <message>
        <source>Your three seeds end in your hole 6. Your hole 7 and North&apos;s hole 1 are both empty, so your turn ends.</source>
        <translation>உங்கள் மூன்று விதைகள் உங்கள் குழி 6-இல் முடிகின்றன. உங்கள் குழி 7-உம் வடக்கின் குழி 1-உம் காலி, எனவே உங்கள் முறை முடிகிறது.</translation>
    </message>
    <message>
        <source>Your seed lands in your hole 6 and the two holes after it are empty: turn over, nothing won.</source>
        <translation>உங்கள் விதை உங்கள் குழி 6-இல் விழுகிறது, அதற்குப் பின் இரண்டு குழிகளும் காலி: முறை முடிந்தது, எதுவும் கிடைக்கவில்லை.</translation>
    </message>
    <message>
        <source>Pasu, the cow</source>
        <translation>பசு</translation>
    </message>
    <message>
        <source>A hole that reaches exactly four goes to its owner at once.</source>
        <translation>சரியாக நான்கை எட்டும் குழி உடனே அதன் உரிமையாளருக்குச் செல்கிறது.</translation>
    </message>
    <message>
        <source>Pasu means &quot;cow&quot; in Tamil. Whenever a seed brings a hole to exactly four, with any seed of the sowing, the owner of that hole takes the four at once into their store, and the sowing carries on.</source>
        <translation>தமிழில் பசு என்பது மாடு. விதைப்பின் எந்த விதையாவது ஒரு குழியைச் சரியாக நான்காக்கும் ஒவ்வொரு முறையும், அந்தக் குழியின் உரிமையாளர் அந்த நான்கையும் உடனே தன் களஞ்சியத்துக்கு எடுத்துக்கொள்கிறார், விதைப்பு தொடர்கிறது.</translation>
    </message>
    <message>
        <source>Your hole 2 holds three seeds. Make it a cow for you.</source>
        <translation>உங்கள் குழி 2-இல் மூன்று விதைகள் உள்ளன. அதை உங்களுக்கான பசுவாக்குங்கள்.</translation>
    </message>
    <message>
        <source>Your first seed made your hole 2 four: a cow, and the four seeds went straight to your store. Your last seed then fell in hole 3.</source>
        <translation>உங்கள் முதல் விதை உங்கள் குழி 2-ஐ நான்காக்கியது: பசு, நான்கு விதைகளும் நேராக உங்கள் களஞ்சியத்துக்குச் சென்றன. பிறகு உங்கள் கடைசி விதை குழி 3-இல் விழுந்தது.</translation>
    </message>
    <message>
        <source>Your second seed brought North&apos;s hole 1 to four: that cow is North&apos;s, and the four seeds went into North&apos;s store.</source>
        <translation>உங்கள் இரண்டாவது விதை வடக்கின் குழி 1-ஐ நான்காக்கியது: அந்தப் பசு வடக்குக்குச் சொந்தம், நான்கு விதைகளும் வடக்கின் களஞ்சியத்துக்குச் சென்றன.</translation>
    </message>
    <message>
        <source>Your seeds ended in hole 5, the relay from hole 6 reached North&apos;s hole 1 and made it four: a cow for North.</source>
        <translation>உங்கள் விதைகள் குழி 5-இல் முடிந்தன, குழி 6-இலிருந்து தொடர் வடக்கின் குழி 1-ஐ அடைந்து அதை நான்காக்கியது: வடக்குக்கு ஒரு பசு.</translation>
    </message>
    <message>
        <source>Careful: a cow belongs to the owner of the hole, not to the one who sows. Watch your hole 6: its last seed makes North&apos;s hole 1 four, and North takes them. Then the turn goes on as usual: the next hole is empty, so you capture the two after it.</source>
        <translation>கவனம்: பசு விதைப்பவருக்கு அல்ல, குழியின் உரிமையாளருக்கே சொந்தம். உங்கள் குழி 6-ஐக் கவனியுங்கள்: அதன் கடைசி விதை வடக்கின் குழி 1-ஐ நான்காக்குகிறது, வடக்கு அவற்றை எடுத்துக்கொள்கிறது. பிறகு முறை வழக்கம்போல் தொடர்கிறது: அடுத்த குழி காலி, எனவே அதற்குப் பின் உள்ள இரண்டையும் கைப்பற்றுகிறீர்கள்.</translation>
    </message>
    <message>
        <source>Once round the board</source>
        <translation>பலகையை ஒருமுறை சுற்றி</translation>
    </message>
    <message>
        <source>A long sowing skips the hole it came from.</source>
        <translation>நீண்ட விதைப்பு அது தொடங்கிய குழியைத் தவிர்க்கிறது.</translation>
    </message>
    <message>
        <source>A big hole can send your hand all the way round the board. When the sowing comes back to the hole you emptied, it passes over it: that hole gets no seed, and the next seed goes into the hole after it. This holds for relays too.</source>
        <translation>பெரிய குழி உங்கள் கையைப் பலகை முழுவதும் சுற்றி அனுப்பலாம். விதைப்பு நீங்கள் காலி செய்த குழிக்குத் திரும்பி வரும்போது, அதைத் தாண்டுகிறது: அந்தக் குழிக்கு விதை கிடையாது, அடுத்த விதை அதற்கு அடுத்த குழிக்குச் செல்கிறது. தொடர்களுக்கும் இது பொருந்தும்.</translation>
    </message>
    <message>
        <source>Your hole 4 holds fourteen seeds, and there are thirteen other holes. Where does the last seed fall?</source>
        <translation>உங்கள் குழி 4-இல் பதினான்கு விதைகள் உள்ளன, மற்ற குழிகள் பதின்மூன்று. கடைசி விதை எங்கே விழும்?</translation>
    </message>
    <message>
        <source>Right: thirteen seeds went once round, hole 4 was skipped, and the fourteenth fell in your hole 5.</source>
        <translation>சரி: பதின்மூன்று விதைகள் ஒருமுறை சுற்றின, குழி 4 தவிர்க்கப்பட்டது, பதினான்காவது உங்கள் குழி 5-இல் விழுந்தது.</translation>
    </message>
    <message>
        <source>On the way your holes 6 and 7 each reached four: two cows, eight seeds for you, and the two empty holes after hole 5 ended your turn. But a full lap also gave North a seed in every hole: North&apos;s hole 3 now holds three, ready to become a cow.</source>
        <translation>வழியில் உங்கள் குழிகள் 6, 7 ஒவ்வொன்றும் நான்கை எட்டின: இரண்டு பசுக்கள், உங்களுக்கு எட்டு விதைகள்; குழி 5-க்குப் பின் உள்ள இரண்டு வெற்றுக் குழிகள் உங்கள் முறையை முடித்தன. ஆனால் முழுச் சுற்றோட்டம் வடக்கின் ஒவ்வொரு குழிக்கும் ஒரு விதையைத் தந்தது: வடக்கின் குழி 3-இல் இப்போது மூன்று உள்ளன, பசுவாகத் தயாராக.</translation>
    </message>
    <message>
        <source>The end of a round</source>
        <translation>ஒரு சுற்றின் முடிவு</translation>
    </message>
    <message>
        <source>A player with nothing to move ends the round; the next round starts with new holes.</source>
        <translation>நகர்த்த எதுவும் இல்லாத ஆட்டக்காரர் சுற்றை முடிக்கிறார்; அடுத்த சுற்று புதிய குழிகளுடன் தொடங்குகிறது.</translation>
    </message>
    <message>
        <source>A game is played in rounds. A round ends when the player whose turn it is has no seeds in their holes. The other player then sweeps the seeds left in their own holes into their store.</source>
        <translation>ஆட்டம் சுற்றுகளாக ஆடப்படுகிறது. முறை வந்த ஆட்டக்காரரின் குழிகளில் விதைகள் இல்லாதபோது சுற்று முடிகிறது. அப்போது மற்ற ஆட்டக்காரர் தன் சொந்தக் குழிகளில் மீதமுள்ள விதைகளைத் தன் களஞ்சியத்தில் வாரிக்கொள்கிறார்.</translation>
    </message>
    <message>
        <source>North has one seed left, in hole 2. Capture it, so that North has nothing to play when North&apos;s turn comes.</source>
        <translation>வடக்கிடம் ஒரு விதை மட்டுமே மீதம், குழி 2-இல். அதைக் கைப்பற்றுங்கள், அப்போது வடக்கின் முறை வரும்போது ஆட எதுவும் இருக்காது.</translation>
    </message>
    <message>
        <source>You took North&apos;s last seed and sowed on from your hole 1. North cannot move, so the round is over and your remaining seeds went to your store.</source>
        <translation>நீங்கள் வடக்கின் கடைசி விதையை எடுத்து, உங்கள் குழி 1-இலிருந்து தொடர்ந்து விதைத்தீர்கள். வடக்கால் நகர்த்த முடியாது, எனவே சுற்று முடிந்தது, உங்கள் மீதமுள்ள விதைகள் உங்கள் களஞ்சியத்துக்குச் சென்றன.</translation>
    </message>
    <message>
        <source>Your seed stops in your hole 2 and the two holes after it are empty: North still has a seed to play.</source>
        <translation>உங்கள் விதை உங்கள் குழி 2-இல் நிற்கிறது, அதற்குப் பின் இரண்டு குழிகளும் காலி: வடக்கிடம் ஆட இன்னும் ஒரு விதை உள்ளது.</translation>
    </message>
    <message>
        <source>You now own 53 seeds and North 31. For the new round each player puts six seeds in as many holes as they can, starting from their right. North fills five holes and keeps 1 seed; North&apos;s holes 1 and 2 stay empty and are burnt: out of play for this round.</source>
        <translation>இப்போது உங்களிடம் 53 விதைகள், வடக்கிடம் 31. புதிய சுற்றுக்கு ஒவ்வொரு ஆட்டக்காரரும் தன் வலப்புறமிருந்து தொடங்கி, முடிந்தவரை பல குழிகளில் குழிக்கு ஆறு விதைகள் போடுகிறார். வடக்கு ஐந்து குழிகளை நிரப்பி 1 விதையை வைத்துக்கொள்கிறது; வடக்கின் குழிகள் 1, 2 காலியாக இருந்து எரிந்தவை ஆகின்றன: இந்தச் சுற்றில் ஆட்டத்தில் இல்லை.</translation>
    </message>
    <message>
        <source>You moved first in round 1, so North moves first in round 2, and you again in round 3. The first move simply alternates, whoever won the round before.</source>
        <translation>சுற்று 1-இல் நீங்கள் முதலில் நகர்த்தினீர்கள், எனவே சுற்று 2-இல் வடக்கு முதலில் நகர்த்தும், சுற்று 3-இல் மீண்டும் நீங்கள். முந்தைய சுற்றை யார் வென்றாலும், முதல் நகர்வு மாறி மாறி வரும்.</translation>
    </message>
    <message>
        <source>Burnt holes</source>
        <translation>எரிந்த குழிகள்</translation>
    </message>
    <message>
        <source>Holes you cannot fill with six are burnt: the seeds jump over them.</source>
        <translation>ஆறு விதைகளால் நிரப்ப முடியாத குழிகள் எரிந்தவை: விதைகள் அவற்றைத் தாண்டிச் செல்கின்றன.</translation>
    </message>
    <message>
        <source>Here round 1 ended with you owning 41 seeds and North 43. You filled six holes from your right (36 seeds) and kept 5 in your store; your hole 1 could not be filled, so it is burnt. North filled all seven (42 seeds) and kept 1.</source>
        <translation>இங்கே சுற்று 1 முடிந்தபோது உங்களிடம் 41 விதைகள், வடக்கிடம் 43. நீங்கள் உங்கள் வலப்புறமிருந்து ஆறு குழிகளை நிரப்பினீர்கள் (36 விதைகள்), 5-ஐ உங்கள் களஞ்சியத்தில் வைத்துக்கொண்டீர்கள்; உங்கள் குழி 1-ஐ நிரப்ப முடியவில்லை, எனவே அது எரிந்தது. வடக்கு ஏழையும் நிரப்பியது (42 விதைகள்), 1-ஐ வைத்துக்கொண்டது.</translation>
    </message>
    <message>
        <source>A burnt hole (a &quot;rubbish hole&quot;, marked with a little stick on a real board) is out of play for the whole round: nobody chooses it and sowing jumps over it. Burnt holes are worked out again at every refill, so winning seeds back reopens them. Filling a hole never makes a cow, though it passes four on the way to six.</source>
        <translation>எரிந்த குழி (&quot;குப்பைக் குழி&quot;, உண்மையான பலகையில் ஒரு சிறு குச்சியால் குறிக்கப்படும்) சுற்று முழுவதும் ஆட்டத்தில் இல்லை: யாரும் அதைத் தேர்ந்தெடுப்பதில்லை, விதைப்பு அதைத் தாண்டிச் செல்கிறது. ஒவ்வொரு மீள்நிரப்பலிலும் எரிந்த குழிகள் மீண்டும் கணக்கிடப்படுகின்றன, எனவே விதைகளைத் திரும்ப வென்றால் அவை மீண்டும் திறக்கும். குழியை நிரப்புவது ஒருபோதும் பசுவை உருவாக்காது, ஆறுக்குச் செல்லும் வழியில் நான்கைக் கடந்தாலும்.</translation>
    </message>
    <message>
        <source>In this round North&apos;s holes 1 and 2 are burnt. Sow your hole 6: where does the last seed fall?</source>
        <translation>இந்தச் சுற்றில் வடக்கின் குழிகள் 1, 2 எரிந்தவை. உங்கள் குழி 6-ஐ விதையுங்கள்: கடைசி விதை எங்கே விழும்?</translation>
    </message>
    <message>
        <source>Right: after your hole 7 the seeds jump the two burnt holes and go into North&apos;s holes 3 and 4.</source>
        <translation>சரி: உங்கள் குழி 7-க்குப் பிறகு விதைகள் இரண்டு எரிந்த குழிகளைத் தாண்டி வடக்கின் குழிகள் 3, 4-க்குச் செல்கின்றன.</translation>
    </message>
    <message>
        <source>Burnt holes don&apos;t count either when you look at the two holes after your last seed. North&apos;s hole 3 is empty and North&apos;s hole 4 holds three: capture them.</source>
        <translation>உங்கள் கடைசி விதைக்குப் பின் உள்ள இரண்டு குழிகளைப் பார்க்கும்போதும் எரிந்த குழிகள் கணக்கில் வராது. வடக்கின் குழி 3 காலி, வடக்கின் குழி 4-இல் மூன்று உள்ளன: அவற்றைக் கைப்பற்றுங்கள்.</translation>
    </message>
    <message>
        <source>After your hole 7 the next holes in play are North&apos;s hole 3, empty, and North&apos;s hole 4: three seeds for you.</source>
        <translation>உங்கள் குழி 7-க்குப் பிறகு ஆட்டத்தில் உள்ள அடுத்த குழிகள் வடக்கின் குழி 3, காலி, பிறகு வடக்கின் குழி 4: உங்களுக்கு மூன்று விதைகள்.</translation>
    </message>
    <message>
        <source>Your seed stops in your hole 4; hole 5 is empty, so you capture hole 6: just one of your own seeds.</source>
        <translation>உங்கள் விதை உங்கள் குழி 4-இல் நிற்கிறது; குழி 5 காலி, எனவே குழி 6-ஐக் கைப்பற்றுகிறீர்கள்: உங்கள் சொந்த விதை ஒன்றே ஒன்று.</translation>
    </message>
    <message>
        <source>Playing by eye</source>
        <translation>கண்ணால் பார்த்து ஆடுதல்</translation>
    </message>
    <message>
        <source>The hidden-counts option shows seeds without numbers.</source>
        <translation>மறைந்த எண்ணிக்கைகள் விருப்பம் விதைகளை எண்கள் இல்லாமல் காட்டுகிறது.</translation>
    </message>
    <message>
        <source>Tamil players are not supposed to count the seeds in a hole before they sow: a good player judges by eye. The option &quot;hidden counts&quot; (hidden-counts) plays that way: the board shows the seeds but no numbers. It is on for this lesson; the rules do not change.</source>
        <translation>தமிழ் ஆட்டக்காரர்கள் விதைப்பதற்கு முன் குழியில் உள்ள விதைகளை எண்ணக் கூடாது: நல்ல ஆட்டக்காரர் கண்ணால் பார்த்தே கணிப்பார். &quot;மறைந்த எண்ணிக்கைகள்&quot; (hidden-counts) விருப்பம் அப்படியே ஆடுகிறது: பலகை விதைகளைக் காட்டும், எண்களைக் காட்டாது. இந்தப் பாடத்தில் அது இயக்கத்தில் உள்ளது; விதிகள் மாறுவதில்லை.</translation>
    </message>
    <message>
        <source>Count the seeds of your hole 4 by eye. Where will its last seed fall?</source>
        <translation>உங்கள் குழி 4-இன் விதைகளைக் கண்ணால் எண்ணுங்கள். அதன் கடைசி விதை எங்கே விழும்?</translation>
    </message>
    <message>
        <source>Right: three seeds, into your holes 5, 6 and 7. The two holes after hole 7 are empty, so the turn ends there.</source>
        <translation>சரி: மூன்று விதைகள், உங்கள் குழிகள் 5, 6, 7-இல். குழி 7-க்குப் பின் உள்ள இரண்டு குழிகளும் காலி, எனவே முறை அங்கே முடிகிறது.</translation>
    </message>
    <message>
        <source>One of your holes holds three seeds. Find it by eye and make it a cow.</source>
        <translation>உங்கள் குழிகளில் ஒன்றில் மூன்று விதைகள் உள்ளன. அதைக் கண்ணால் கண்டுபிடித்து பசுவாக்குங்கள்.</translation>
    </message>
    <message>
        <source>Your single seed made hole 4 four: a cow for you.</source>
        <translation>உங்கள் ஒற்றை விதை குழி 4-ஐ நான்காக்கியது: உங்களுக்கு ஒரு பசு.</translation>
    </message>
    <message>
        <source>Your last seed fell in hole 3, right before your three-seed hole 4, so you lifted hole 4 and sowed on: no cow.</source>
        <translation>உங்கள் கடைசி விதை மூன்று விதைகள் உள்ள உங்கள் குழி 4-க்குச் சற்று முன், குழி 3-இல் விழுந்தது, எனவே குழி 4-ஐ எடுத்துத் தொடர்ந்து விதைத்தீர்கள்: பசு இல்லை.</translation>
    </message>
    <message>
        <source>That is the three-seed hole itself: lifting it empties it, so it cannot become a cow.</source>
        <translation>அதுதான் மூன்று விதைகள் உள்ள குழியே: அதை எடுத்தால் காலியாகிவிடும், எனவே அது பசுவாக முடியாது.</translation>
    </message>
    <message>
        <source>Winning the game</source>
        <translation>ஆட்டத்தை வெல்லுதல்</translation>
    </message>
    <message>
        <source>A player who cannot fill a single hole loses.</source>
        <translation>ஒரு குழியைக்கூட நிரப்ப முடியாத ஆட்டக்காரர் தோற்கிறார்.</translation>
    </message>
    <message>
        <source>The game ends at a refill: a player with fewer than six seeds cannot fill even one hole, and has lost. North is down to one hole in play, hole 7 with three seeds, and two seeds in store.</source>
        <translation>ஆட்டம் ஒரு மீள்நிரப்பலின்போது முடிகிறது: ஆறுக்குக் குறைவான விதைகள் உள்ள ஆட்டக்காரரால் ஒரு குழியைக்கூட நிரப்ப முடியாது, அவர் தோற்றார். வடக்கிடம் ஆட்டத்தில் ஒரே ஒரு குழி, மூன்று விதைகள் கொண்ட குழி 7, களஞ்சியத்தில் இரண்டு விதைகள் உள்ளன.</translation>
    </message>
    <message>
        <source>North&apos;s holes 1 to 6 are burnt, so after your hole 7 the next hole in play is North&apos;s hole 7, and then your hole 1.</source>
        <translation>வடக்கின் குழிகள் 1 முதல் 6 வரை எரிந்தவை, எனவே உங்கள் குழி 7-க்குப் பிறகு ஆட்டத்தில் உள்ள அடுத்த குழி வடக்கின் குழி 7, பிறகு உங்கள் குழி 1.</translation>
    </message>
    <message>
        <source>Capture North&apos;s last three seeds. North will have nothing to move, the round ends, and with two seeds North cannot fill a hole.</source>
        <translation>வடக்கின் கடைசி மூன்று விதைகளைக் கைப்பற்றுங்கள். வடக்குக்கு நகர்த்த எதுவும் இருக்காது, சுற்று முடியும், இரண்டு விதைகளுடன் வடக்கால் ஒரு குழியையும் நிரப்ப முடியாது.</translation>
    </message>
    <message>
        <source>Your seed fell in hole 6; hole 7 was empty, so North&apos;s hole 7 was yours. North cannot move, and with two seeds cannot fill a hole: you win!</source>
        <translation>உங்கள் விதை குழி 6-இல் விழுந்தது; குழி 7 காலியாக இருந்தது, எனவே வடக்கின் குழி 7 உங்களுடையது. வடக்கால் நகர்த்த முடியாது, இரண்டு விதைகளுடன் ஒரு குழியையும் நிரப்ப முடியாது: நீங்கள் வென்றீர்கள்!</translation>
    </message>
    <message>
        <source>Your second seed made North&apos;s hole 7 four: a cow for North. The round ended, but with six seeds North can fill one hole, so the game goes on.</source>
        <translation>உங்கள் இரண்டாவது விதை வடக்கின் குழி 7-ஐ நான்காக்கியது: வடக்குக்கு ஒரு பசு. சுற்று முடிந்தது, ஆனால் ஆறு விதைகளுடன் வடக்கால் ஒரு குழியை நிரப்ப முடியும், எனவே ஆட்டம் தொடர்கிறது.</translation>
    </message>
    <message>
        <source>Your seed stops in your hole 2 with two empty holes after it: North still has three seeds to play.</source>
        <translation>உங்கள் விதை உங்கள் குழி 2-இல் நிற்கிறது, அதற்குப் பின் இரண்டு வெற்றுக் குழிகள்: வடக்கிடம் ஆட இன்னும் மூன்று விதைகள் உள்ளன.</translation>
    </message>
    <message>
        <source>Three rows of six: your nine holes A to I and North&apos;s a to i.</source>
        <translation>ஆறு குழிகள் கொண்ட மூன்று வரிசைகள்: உங்கள் ஒன்பது குழிகள் A முதல் I, வடக்கின் a முதல் i.</translation>
    </message>
    <message>
        <source>Three-row mancala has three rows of six holes. Nine are yours: the bottom row, A to F from left to right, and the three middle holes on your right, G at the far right, then H and I.</source>
        <translation>மூன்று வரிசை மன்கலாவில் ஆறு குழிகள் கொண்ட மூன்று வரிசைகள் உள்ளன. ஒன்பது உங்களுடையவை: கீழ் வரிசை, இடமிருந்து வலமாக A முதல் F, உங்கள் வலப்புறம் உள்ள மூன்று நடுக் குழிகள், மிக வலப்புறம் G, பிறகு H, I.</translation>
    </message>
    <message>
        <source>North owns the other nine: the top row, a to f running from right to left as you see it, and the middle holes g, h and i on the left. Your store, on your right, only keeps the seeds you capture.</source>
        <translation>மற்ற ஒன்பது வடக்கினுடையவை: மேல் வரிசை, நீங்கள் பார்க்கும்போது வலமிருந்து இடமாக a முதல் f, இடப்புறம் உள்ள நடுக் குழிகள் g, h, i. உங்கள் வலப்புறம் உள்ள உங்கள் களஞ்சியம் நீங்கள் கைப்பற்றும் விதைகளை மட்டுமே வைத்திருக்கும்.</translation>
    </message>
    <message>
        <source>Cowrie also numbers the holes: your A to I are your holes 1 to 9, and North&apos;s a to i are North&apos;s 1 to 9. So a move written 2 means your hole B.</source>
        <translation>Cowrie குழிகளுக்கு எண்களும் தருகிறது: உங்கள் A முதல் I என்பவை உங்கள் குழிகள் 1 முதல் 9, வடக்கின் a முதல் i என்பவை வடக்கின் 1 முதல் 9. எனவே 2 என எழுதப்பட்ட நகர்வு என்றால் உங்கள் குழி B.</translation>
    </message>
    <message>
        <source>To sow, lift all the seeds of one of your holes and drop them one by one into the holes that follow. Your hole E holds five seeds: click the hole where the last one will land.</source>
        <translation>விதைக்க, உங்கள் குழிகளில் ஒன்றின் எல்லா விதைகளையும் எடுத்து, அடுத்து வரும் குழிகளில் ஒவ்வொன்றாகப் போடுங்கள். உங்கள் குழி E-இல் ஐந்து விதைகள் உள்ளன: கடைசி விதை விழும் குழியைச் சொடுக்குங்கள்.</translation>
    </message>
    <message>
        <source>Right: into F, up into your middle holes G, H and I, and the fifth seed into North&apos;s a, top right.</source>
        <translation>சரி: F-இல், மேலே உங்கள் நடுக் குழிகள் G, H, I-இல், ஐந்தாவது விதை மேல் வலப்புறம் உள்ள வடக்கின் a-இல்.</translation>
    </message>
    <message>
        <source>One road for both</source>
        <translation>இருவருக்கும் ஒரே பாதை</translation>
    </message>
    <message>
        <source>All eighteen holes form one loop that both players sow along; the columns.</source>
        <translation>பதினெட்டுக் குழிகளும் இரு ஆட்டக்காரர்களும் விதைக்கும் ஒரே வளையமாக அமைகின்றன; நெடுவரிசைகள்.</translation>
    </message>
    <message>
        <source>All eighteen holes lie on one loop: A to F, G to I, then North&apos;s a to f and g to i, and back to A. You and North sow along the same loop in the same direction, so your seeds run through North&apos;s holes and North&apos;s through yours.</source>
        <translation>பதினெட்டுக் குழிகளும் ஒரே வளையத்தில் உள்ளன: A முதல் F, G முதல் I, பிறகு வடக்கின் a முதல் f, g முதல் i, மீண்டும் A. நீங்களும் வடக்கும் ஒரே வளையத்தில் ஒரே திசையில் விதைக்கிறீர்கள், எனவே உங்கள் விதைகள் வடக்கின் குழிகள் வழியாகவும், வடக்கின் விதைகள் உங்கள் குழிகள் வழியாகவும் ஓடுகின்றன.</translation>
    </message>
    <message>
        <source>Watch North sow hole f: its four seeds go down into North&apos;s middle holes g, h and i, and the last one lands in your A.</source>
        <translation>வடக்கு குழி f-ஐ விதைப்பதைப் பாருங்கள்: அதன் நான்கு விதைகள் கீழே வடக்கின் நடுக் குழிகள் g, h, i-க்குச் செல்கின்றன, கடைசி விதை உங்கள் A-இல் விழுகிறது.</translation>
    </message>
    <message>
        <source>The board also has six columns of three holes, one from each row. From the left: f g A, e h B, d i C, c I D, b H E and a G F. Columns matter for captures, later on.</source>
        <translation>பலகையில் மூன்று குழிகள் கொண்ட ஆறு நெடுவரிசைகளும் உள்ளன, ஒவ்வொரு வரிசையிலிருந்தும் ஒன்று. இடமிருந்து: f g A, e h B, d i C, c I D, b H E, a G F. நெடுவரிசைகள் பின்னர் கைப்பற்றல்களுக்கு முக்கியம்.</translation>
    </message>
    <message>
        <source>Your turn. Your hole I holds three seeds. Where will the last one fall?</source>
        <translation>உங்கள் முறை. உங்கள் குழி I-இல் மூன்று விதைகள் உள்ளன. கடைசி விதை எங்கே விழும்?</translation>
    </message>
    <message>
        <source>Right: after I the loop jumps to the top row at North&apos;s a, so the seeds go into a, b and c.</source>
        <translation>சரி: I-க்குப் பிறகு வளையம் மேல் வரிசையில் வடக்கின் a-க்குத் தாவுகிறது, எனவே விதைகள் a, b, c-க்குச் செல்கின்றன.</translation>
    </message>
    <message>
        <source>The race</source>
        <translation>பந்தயம்</translation>
    </message>
    <message>
        <source>The game opens with both players sowing at the same time.</source>
        <translation>இரு ஆட்டக்காரர்களும் ஒரே நேரத்தில் விதைப்பதுடன் ஆட்டம் தொடங்குகிறது.</translation>
    </message>
    <message>
        <source>A game opens with a race, called phase 1. You and North each pick one of your holes at the same moment and sow at the same time: you drop a seed, then North drops one, and so on. Nothing is captured during the race.</source>
        <translation>ஆட்டம் கட்டம் 1 எனப்படும் பந்தயத்துடன் தொடங்குகிறது. நீங்களும் வடக்கும் ஒரே கணத்தில் தலா ஒரு குழியைத் தேர்ந்தெடுத்து ஒரே நேரத்தில் விதைக்கிறீர்கள்: நீங்கள் ஒரு விதை போடுகிறீர்கள், பிறகு வடக்கு ஒன்று போடுகிறது, இப்படியே. பந்தயத்தின்போது எதுவும் கைப்பற்றப்படுவதில்லை.</translation>
    </message>
    <message>
        <source>When your last seed lands in a hole that already holds seeds, lift everything in it, the seed you just dropped included, and sow on from the next hole. This relay keeps your sowing going.</source>
        <translation>உங்கள் கடைசி விதை ஏற்கெனவே விதைகள் உள்ள குழியில் விழுந்தால், இப்போது போட்ட விதை உட்பட அதிலுள்ள அனைத்தையும் எடுத்து, அடுத்த குழியிலிருந்து தொடர்ந்து விதையுங்கள். இந்தத் தொடர் உங்கள் விதைப்பைத் தொடர வைக்கிறது.</translation>
    </message>
    <message>
        <source>North sows their hole d (lit up) at the same time as you. Choose a hole whose sowing relays at least once.</source>
        <translation>வடக்கு உங்களுடன் ஒரே நேரத்தில் தன் குழி d-ஐ (ஒளிர்வது) விதைக்கிறது. குறைந்தது ஒருமுறை தொடரும் விதைப்பு கொண்ட குழியைத் தேர்ந்தெடுங்கள்.</translation>
    </message>
    <message>
        <source>Your last seed fell into E, which already held a seed, so you lifted both and sowed on into F and G. G was empty, and that stopped the race: the next lesson explains.</source>
        <translation>உங்கள் கடைசி விதை ஏற்கெனவே ஒரு விதை இருந்த E-இல் விழுந்தது, எனவே இரண்டையும் எடுத்து F, G-இல் தொடர்ந்து விதைத்தீர்கள். G காலியாக இருந்தது, அது பந்தயத்தை நிறுத்தியது: அடுத்த பாடம் விளக்கும்.</translation>
    </message>
    <message>
        <source>A&apos;s single seed fell into the empty B in the first tick: the race ended at once, with no relay.</source>
        <translation>A-இன் ஒற்றை விதை முதல் அடியிலேயே காலியான B-இல் விழுந்தது: தொடர் இல்லாமல் பந்தயம் உடனே முடிந்தது.</translation>
    </message>
    <message>
        <source>E&apos;s single seed fell into the empty F straight away: the race ended with no relay.</source>
        <translation>E-இன் ஒற்றை விதை நேராகக் காலியான F-இல் விழுந்தது: தொடர் இல்லாமல் பந்தயம் முடிந்தது.</translation>
    </message>
    <message>
        <source>The end of the race</source>
        <translation>பந்தயத்தின் முடிவு</translation>
    </message>
    <message>
        <source>A sowing that ends in an empty hole stops the race; that player moves first.</source>
        <translation>வெற்றுக் குழியில் முடியும் விதைப்பு பந்தயத்தை நிறுத்துகிறது; அந்த ஆட்டக்காரர் முதலில் நகர்த்துவார்.</translation>
    </message>
    <message>
        <source>The race stops as soon as either sowing ends in an empty hole. The player who landed there makes the first move of phase 2, where you take turns. If you both land in empty holes in the same tick, you (South) go first.</source>
        <translation>எந்த விதைப்பாவது வெற்றுக் குழியில் முடிந்தவுடன் பந்தயம் நிற்கிறது. அங்கே விழுந்த ஆட்டக்காரர், முறை மாறி ஆடும் கட்டம் 2-இன் முதல் நகர்வைச் செய்கிறார். இருவரும் ஒரே அடியில் வெற்றுக் குழிகளில் விழுந்தால், நீங்கள் (தெற்கு) முதலில் நகர்த்துவீர்கள்.</translation>
    </message>
    <message>
        <source>North sows their hole b (lit up). Choose the hole that ends the race first, so that you make the first move of phase 2.</source>
        <translation>வடக்கு தன் குழி b-ஐ (ஒளிர்வது) விதைக்கிறது. பந்தயத்தை முதலில் முடிக்கும் குழியைத் தேர்ந்தெடுங்கள், அப்போது கட்டம் 2-இன் முதல் நகர்வை நீங்கள் செய்வீர்கள்.</translation>
    </message>
    <message>
        <source>Your seed fell into the empty B in the very first tick: the race is over and you move first.</source>
        <translation>உங்கள் விதை மிக முதல் அடியிலேயே காலியான B-இல் விழுந்தது: பந்தயம் முடிந்தது, நீங்கள் முதலில் நகர்த்துகிறீர்கள்.</translation>
    </message>
    <message>
        <source>Your sowing was still running when North&apos;s last seed fell into the empty d in the second tick: North ended the race, so North moves first.</source>
        <translation>இரண்டாவது அடியில் வடக்கின் கடைசி விதை காலியான d-இல் விழுந்தபோது உங்கள் விதைப்பு இன்னும் நடந்துகொண்டிருந்தது: வடக்கு பந்தயத்தை முடித்தது, எனவே வடக்கு முதலில் நகர்த்தும்.</translation>
    </message>
    <message>
        <source>North still made their drop of that tick, into c. The seed left in North&apos;s hand then went on into d, without relaying: after the race, seeds still in a hand are simply dropped. Now phase 2 begins with your move.</source>
        <translation>அந்த அடியில் வடக்கும் தன் விதையை c-இல் போட்டது. வடக்கின் கையில் மீதமிருந்த விதை பிறகு தொடராமல் d-க்குச் சென்றது: பந்தயத்துக்குப் பிறகு கையில் மீதமுள்ள விதைகள் வெறுமனே போடப்படும். இப்போது உங்கள் நகர்வுடன் கட்டம் 2 தொடங்குகிறது.</translation>
    </message>
    <message>
        <source>Taking turns</source>
        <translation>முறை மாறி ஆடுதல்</translation>
    </message>
    <message>
        <source>In phase 2 a turn is a chain of sowings.</source>
        <translation>கட்டம் 2-இல் ஒரு முறை என்பது விதைப்புகளின் சங்கிலி.</translation>
    </message>
    <message>
        <source>After the race you take turns: on your turn, lift one of your holes and sow. If the last seed lands in a hole that already holds seeds, yours or North&apos;s, lift them all and sow on. If it lands in an empty hole of North&apos;s, your turn is over.</source>
        <translation>பந்தயத்துக்குப் பிறகு முறை மாறி ஆடுகிறீர்கள்: உங்கள் முறையில், உங்கள் குழிகளில் ஒன்றை எடுத்து விதையுங்கள். கடைசி விதை, உங்களுடையதோ வடக்கினுடையதோ, ஏற்கெனவே விதைகள் உள்ள குழியில் விழுந்தால், அனைத்தையும் எடுத்துத் தொடர்ந்து விதையுங்கள். வடக்கின் வெற்றுக் குழியில் விழுந்தால், உங்கள் முறை முடிந்தது.</translation>
    </message>
    <message>
        <source>Sow your hole G. Where does your turn end?</source>
        <translation>உங்கள் குழி G-ஐ விதையுங்கள். உங்கள் முறை எங்கே முடியும்?</translation>
    </message>
    <message>
        <source>Right: G&apos;s seed landed on H&apos;s one, so you lifted both into I and North&apos;s a. That hole was empty and North&apos;s, so your turn ended.</source>
        <translation>சரி: G-இன் விதை H-இன் ஒரு விதை மேல் விழுந்தது, எனவே இரண்டையும் எடுத்து I-இலும் வடக்கின் a-இலும் போட்டீர்கள். அந்தக் குழி காலியாகவும் வடக்கினுடையதாகவும் இருந்தது, எனவே உங்கள் முறை முடிந்தது.</translation>
    </message>
    <message>
        <source>Find the move that relays twice.</source>
        <translation>இருமுறை தொடரும் நகர்வைக் கண்டுபிடியுங்கள்.</translation>
    </message>
    <message>
        <source>G&apos;s seed made two in H, H&apos;s seeds made two in North&apos;s a, and a&apos;s seeds went on into b and c, where the empty hole stopped you.</source>
        <translation>G-இன் விதை H-ஐ இரண்டாக்கியது, H-இன் விதைகள் வடக்கின் a-ஐ இரண்டாக்கின, a-இன் விதைகள் b, c-க்குத் தொடர்ந்தன, அங்கே வெற்றுக் குழி உங்களை நிறுத்தியது.</translation>
    </message>
    <message>
        <source>H&apos;s seed lands on I&apos;s two and you relay once into a, b and c; c was empty and North&apos;s, so your turn ended.</source>
        <translation>H-இன் விதை I-இன் இரண்டு விதைகள் மேல் விழுகிறது, நீங்கள் ஒருமுறை a, b, c-க்குத் தொடர்கிறீர்கள்; c காலியாகவும் வடக்கினுடையதாகவும் இருந்தது, எனவே உங்கள் முறை முடிந்தது.</translation>
    </message>
    <message>
        <source>I&apos;s two seeds go into a and b; b was empty and North&apos;s, so your turn ended at once.</source>
        <translation>I-இன் இரண்டு விதைகள் a, b-க்குச் செல்கின்றன; b காலியாகவும் வடக்கினுடையதாகவும் இருந்தது, எனவே உங்கள் முறை உடனே முடிந்தது.</translation>
    </message>
    <message>
        <source>Capturing down a column</source>
        <translation>நெடுவரிசை வழியே கைப்பற்றல்</translation>
    </message>
    <message>
        <source>Last seed in an empty hole of yours: take North&apos;s seeds in its column.</source>
        <translation>உங்கள் வெற்றுக் குழியில் கடைசி விதை: அதன் நெடுவரிசையில் உள்ள வடக்கின் விதைகளை எடுங்கள்.</translation>
    </message>
    <message>
        <source>When your last seed lands in an empty hole of your own, look at its column: you capture every seed in North&apos;s holes there. Your A, B and C have two North holes in their column (top and middle); D to I have one, in the top row.</source>
        <translation>உங்கள் கடைசி விதை உங்கள் சொந்த வெற்றுக் குழியில் விழுந்தால், அதன் நெடுவரிசையைப் பாருங்கள்: அங்குள்ள வடக்கின் குழிகளில் உள்ள எல்லா விதைகளையும் கைப்பற்றுகிறீர்கள். உங்கள் A, B, C-இன் நெடுவரிசையில் வடக்கின் இரண்டு குழிகள் (மேல், நடு) உள்ளன; D முதல் I வரை மேல் வரிசையில் ஒன்று.</translation>
    </message>
    <message>
        <source>North&apos;s e and h are in the column of your empty B. Capture them.</source>
        <translation>வடக்கின் e, h உங்கள் வெற்றுக் குழி B-இன் நெடுவரிசையில் உள்ளன. அவற்றைக் கைப்பற்றுங்கள்.</translation>
    </message>
    <message>
        <source>B was yours and empty, so the three seeds in North&apos;s e and h are yours. Then the lone seed in B went on into C; nothing of North&apos;s faced C, so your turn ended.</source>
        <translation>B உங்களுடையது, காலியாக இருந்தது, எனவே வடக்கின் e, h-இல் உள்ள மூன்று விதைகள் உங்களுடையவை. பிறகு B-இல் உள்ள தனி விதை C-க்குச் சென்றது; C-க்கு எதிரே வடக்கினுடையது எதுவும் இல்லை, எனவே உங்கள் முறை முடிந்தது.</translation>
    </message>
    <message>
        <source>Your seed fell into your empty E, but North&apos;s b, in its column, is empty: nothing to take, so your turn ended.</source>
        <translation>உங்கள் விதை உங்கள் வெற்றுக் குழி E-இல் விழுந்தது, ஆனால் அதன் நெடுவரிசையில் உள்ள வடக்கின் b காலி: எடுக்க எதுவும் இல்லை, எனவே உங்கள் முறை முடிந்தது.</translation>
    </message>
    <message>
        <source>After a capture your turn goes on: lift that lone seed and sow it into the next hole, where the same rules apply again. When there is nothing to take, your turn ends instead.</source>
        <translation>கைப்பற்றலுக்குப் பிறகு உங்கள் முறை தொடர்கிறது: அந்தத் தனி விதையை எடுத்து அடுத்த குழியில் விதையுங்கள், அங்கே அதே விதிகள் மீண்டும் பொருந்தும். எடுக்க எதுவும் இல்லையென்றால், மாறாக உங்கள் முறை முடிகிறது.</translation>
    </message>
    <message>
        <source>Sow your hole F: its seed falls into your empty G, and you capture North&apos;s a. Where does your turn end?</source>
        <translation>உங்கள் குழி F-ஐ விதையுங்கள்: அதன் விதை உங்கள் வெற்றுக் குழி G-இல் விழுகிறது, நீங்கள் வடக்கின் a-ஐக் கைப்பற்றுகிறீர்கள். உங்கள் முறை எங்கே முடியும்?</translation>
    </message>
    <message>
        <source>Right: G&apos;s lone seed went into H, which held one, so you lifted both into I and a. North&apos;s a was empty after your capture, so your turn ended there.</source>
        <translation>சரி: G-இன் தனி விதை ஒரு விதை இருந்த H-க்குச் சென்றது, எனவே இரண்டையும் எடுத்து I, a-இல் போட்டீர்கள். உங்கள் கைப்பற்றலுக்குப் பிறகு வடக்கின் a காலியாக இருந்தது, எனவே உங்கள் முறை அங்கே முடிந்தது.</translation>
    </message>
    <message>
        <source>Where the turn stops</source>
        <translation>முறை எங்கே நிற்கிறது</translation>
    </message>
    <message>
        <source>An empty hole of North&apos;s, or nothing to capture: North moves.</source>
        <translation>வடக்கின் வெற்றுக் குழி, அல்லது கைப்பற்ற எதுவும் இல்லை: வடக்கு நகர்த்துகிறது.</translation>
    </message>
    <message>
        <source>Your turn stops in two ways: your last seed falls into an empty hole of North&apos;s, or into an empty hole of yours with nothing of North&apos;s in its column. Anywhere else, you go on.</source>
        <translation>உங்கள் முறை இரண்டு வழிகளில் நிற்கிறது: உங்கள் கடைசி விதை வடக்கின் வெற்றுக் குழியில் விழுந்தால், அல்லது நெடுவரிசையில் வடக்கினுடையது எதுவும் இல்லாத உங்கள் வெற்றுக் குழியில் விழுந்தால். வேறு எங்கும் விழுந்தால், நீங்கள் தொடர்கிறீர்கள்.</translation>
    </message>
    <message>
        <source>Sow your hole E. Where does your turn end?</source>
        <translation>உங்கள் குழி E-ஐ விதையுங்கள். உங்கள் முறை எங்கே முடியும்?</translation>
    </message>
    <message>
        <source>Right: E&apos;s seed landed on F&apos;s one, so you sowed those two into G and H. H was empty, but North&apos;s b above it was empty too: nothing to take, turn over.</source>
        <translation>சரி: E-இன் விதை F-இன் ஒரு விதை மேல் விழுந்தது, எனவே அந்த இரண்டையும் G, H-இல் விதைத்தீர்கள். H காலியாக இருந்தது, ஆனால் அதற்கு மேலே உள்ள வடக்கின் b-உம் காலி: எடுக்க எதுவும் இல்லை, முறை முடிந்தது.</translation>
    </message>
    <message>
        <source>One of your moves captures the three seeds in North&apos;s b. Find it.</source>
        <translation>உங்கள் நகர்வுகளில் ஒன்று வடக்கின் b-இல் உள்ள மூன்று விதைகளைக் கைப்பற்றுகிறது. அதைக் கண்டுபிடியுங்கள்.</translation>
    </message>
    <message>
        <source>A&apos;s seeds ended on C&apos;s one, so you relayed into D and E. E was empty, so North&apos;s b was yours. The lone seed then went into F, with nothing of North&apos;s above it: turn over.</source>
        <translation>A-இன் விதைகள் C-இன் ஒரு விதை மேல் முடிந்தன, எனவே D, E-க்குத் தொடர்ந்தீர்கள். E காலியாக இருந்தது, எனவே வடக்கின் b உங்களுடையது. பிறகு தனி விதை F-க்குச் சென்றது, அதற்கு மேலே வடக்கினுடையது எதுவும் இல்லை: முறை முடிந்தது.</translation>
    </message>
    <message>
        <source>C&apos;s seed fell into your empty D, but North&apos;s c above it is empty: nothing to take, so your turn ended.</source>
        <translation>C-இன் விதை உங்கள் வெற்றுக் குழி D-இல் விழுந்தது, ஆனால் அதற்கு மேலே உள்ள வடக்கின் c காலி: எடுக்க எதுவும் இல்லை, எனவே உங்கள் முறை முடிந்தது.</translation>
    </message>
    <message>
        <source>I&apos;s seed fell into North&apos;s a, which was empty: your turn ended at once.</source>
        <translation>I-இன் விதை காலியாக இருந்த வடக்கின் a-இல் விழுந்தது: உங்கள் முறை உடனே முடிந்தது.</translation>
    </message>
    <message>
        <source>A long chain</source>
        <translation>ஒரு நீண்ட சங்கிலி</translation>
    </message>
    <message>
        <source>The rule book&apos;s example: from A round the board and back to A.</source>
        <translation>விதிநூலின் எடுத்துக்காட்டு: A-இலிருந்து பலகையைச் சுற்றி மீண்டும் A-க்கு.</translation>
    </message>
    <message>
        <source>Here is the rule book&apos;s own example of a turn. Your A holds three seeds, your D and I four each, and North&apos;s e four. Every sowing will end on a hole with seeds in it.</source>
        <translation>விதிநூலில் உள்ள ஒரு முறையின் எடுத்துக்காட்டு இதோ. உங்கள் A-இல் மூன்று விதைகள், உங்கள் D, I-இல் தலா நான்கு, வடக்கின் e-இல் நான்கு. ஒவ்வொரு விதைப்பும் விதைகள் உள்ள குழியில் முடியும்.</translation>
    </message>
    <message>
        <source>Play A and watch the chain: its seeds go from B to D, D&apos;s from E to I, I&apos;s from a to e, and e&apos;s back round to A.</source>
        <translation>A-ஐ ஆடி, சங்கிலியைக் கவனியுங்கள்: அதன் விதைகள் B முதல் D வரை, D-இன் விதைகள் E முதல் I வரை, I-இன் விதைகள் a முதல் e வரை, e-இன் விதைகள் சுற்றி மீண்டும் A வரை செல்கின்றன.</translation>
    </message>
    <message>
        <source>B to D, D to I, I to e, e to A: each sowing ended on a full hole, so you kept lifting. A was empty, since you had lifted it, so you captured North&apos;s f and g.</source>
        <translation>B முதல் D, D முதல் I, I முதல் e, e முதல் A: ஒவ்வொரு விதைப்பும் நிரம்பிய குழியில் முடிந்தது, எனவே நீங்கள் எடுத்துக்கொண்டே இருந்தீர்கள். நீங்கள் எடுத்ததால் A காலியாக இருந்தது, எனவே வடக்கின் f, g-ஐக் கைப்பற்றினீர்கள்.</translation>
    </message>
    <message>
        <source>D&apos;s four seeds end in your empty H, and North&apos;s b above it is empty: nothing to take, so your turn ended.</source>
        <translation>D-இன் நான்கு விதைகள் உங்கள் வெற்றுக் குழி H-இல் முடிகின்றன, அதற்கு மேலே உள்ள வடக்கின் b காலி: எடுக்க எதுவும் இல்லை, எனவே உங்கள் முறை முடிந்தது.</translation>
    </message>
    <message>
        <source>It went on: A&apos;s lone seed made two in B, sown into C and D, and D was empty, so you took North&apos;s c. D&apos;s seed made two in E, those made two in G, and G&apos;s went into H and I. I was empty, but c above it was already taken: turn over, three seeds won.</source>
        <translation>அது தொடர்ந்தது: A-இன் தனி விதை B-ஐ இரண்டாக்கியது, அவை C, D-இல் விதைக்கப்பட்டன, D காலியாக இருந்தது, எனவே வடக்கின் c-ஐ எடுத்தீர்கள். D-இன் விதை E-ஐ இரண்டாக்கியது, அவை G-ஐ இரண்டாக்கின, G-இன் விதைகள் H, I-க்குச் சென்றன. I காலியாக இருந்தது, ஆனால் அதற்கு மேலே உள்ள c ஏற்கெனவே எடுக்கப்பட்டிருந்தது: முறை முடிந்தது, மூன்று விதைகள் வென்றீர்கள்.</translation>
    </message>
    <message>
        <source>A player with no seeds on their turn ends the game; the other takes the rest.</source>
        <translation>தன் முறையில் விதைகள் இல்லாத ஆட்டக்காரர் ஆட்டத்தை முடிக்கிறார்; மற்றவர் மீதியை எடுத்துக்கொள்கிறார்.</translation>
    </message>
    <message>
        <source>The game ends when the player whose turn it is has no seeds in any of their nine holes. The other player then takes every seed left on the board. Whoever owns more of the 54 seeds wins; 27 each is a draw.</source>
        <translation>முறை வந்த ஆட்டக்காரரின் ஒன்பது குழிகளில் எதிலும் விதைகள் இல்லாதபோது ஆட்டம் முடிகிறது. அப்போது மற்ற ஆட்டக்காரர் பலகையில் மீதமுள்ள எல்லா விதைகளையும் எடுத்துக்கொள்கிறார். 54 விதைகளில் அதிகம் வைத்திருப்பவர் வெல்கிறார்; ஒவ்வொருவருக்கும் 27 என்றால் சமநிலை.</translation>
    </message>
    <message>
        <source>You can also play a match of several games (the option games, 1 to 9). After each game both players put three seeds a hole back, from A or a on, as many holes as the poorer player can fill; the richer player moves first, and there is no race.</source>
        <translation>பல ஆட்டங்கள் கொண்ட போட்டியையும் ஆடலாம் (games விருப்பம், 1 முதல் 9). ஒவ்வொரு ஆட்டத்துக்குப் பிறகும் இரு ஆட்டக்காரர்களும் A அல்லது a-இலிருந்து தொடங்கி, குறைந்த விதை ஆட்டக்காரர் நிரப்பக்கூடிய அத்தனை குழிகளிலும் குழிக்கு மூன்று விதைகள் மீண்டும் வைக்கின்றனர்; அதிக விதை உள்ளவர் முதலில் நகர்த்துகிறார், பந்தயம் இல்லை.</translation>
    </message>
    <message>
        <source>North&apos;s last seeds are in d and i, the column of your empty C. Capture them: North will have nothing to play, and you take the rest of the board.</source>
        <translation>வடக்கின் கடைசி விதைகள் உங்கள் வெற்றுக் குழி C-இன் நெடுவரிசையில் உள்ள d, i-இல் உள்ளன. அவற்றைக் கைப்பற்றுங்கள்: வடக்குக்கு ஆட எதுவும் இருக்காது, பலகையின் மீதியை நீங்கள் எடுத்துக்கொள்வீர்கள்.</translation>
    </message>
    <message>
        <source>You took d and i, and the lone seed went on into D. North has nothing to play, so the seeds left on the board are yours: 29 against 25, you win!</source>
        <translation>நீங்கள் d, i-ஐ எடுத்தீர்கள், தனி விதை D-க்குச் சென்றது. வடக்குக்கு ஆட எதுவும் இல்லை, எனவே பலகையில் மீதமுள்ள விதைகள் உங்களுடையவை: 25-க்கு எதிராக 29, நீங்கள் வென்றீர்கள்!</translation>
    </message>
    <message>
        <source>E&apos;s seeds end in your empty H, but North&apos;s b above it is empty: your turn ended and North still has seeds to play.</source>
        <translation>E-இன் விதைகள் உங்கள் வெற்றுக் குழி H-இல் முடிகின்றன, ஆனால் அதற்கு மேலே உள்ள வடக்கின் b காலி: உங்கள் முறை முடிந்தது, வடக்கிடம் ஆட இன்னும் விதைகள் உள்ளன.</translation>
    </message>
    <message>
        <source>No free moves</source>
        <translation>இலவச நகர்வுகள் இல்லை</translation>
    </message>
    <message>
        <source>A cowrie in your store ends your turn: aim for captures instead.</source>
        <translation>உங்கள் களஞ்சியத்தில் விழும் சோழி உங்கள் முறையை முடிக்கும்: அதற்குப் பதிலாகக் கைப்பற்றலைக் குறிவையுங்கள்.</translation>
    </message>
    <message>
        <source>In congkak or Kalah, a last cowrie in your store earns another move, so players aim for it. Not in Chonka: landing in your store banks that one cowrie and ends your turn. Your aim is the capture.</source>
        <translation>Congkak அல்லது Kalah-வில், உங்கள் களஞ்சியத்தில் விழும் கடைசிச் சோழி இன்னொரு நகர்வைப் பெற்றுத் தரும், எனவே ஆட்டக்காரர்கள் அதைக் குறிவைப்பார்கள். சொங்காவில் அப்படி இல்லை: உங்கள் களஞ்சியத்தில் விழுந்தால் அந்த ஒரு சோழி மட்டுமே சேமிப்பாகும், உங்கள் முறையும் முடியும். உங்கள் இலக்கு கைப்பற்றல்தான்.</translation>
    </message>
    <message>
        <source>Make the first move of the game: choose a hole and a direction. Hole 7 to the left, or hole 1 to the right, would end exactly in your store. Find a first move that captures instead.</source>
        <translation>ஆட்டத்தின் முதல் நகர்வைச் செய்யுங்கள்: ஒரு குழியையும் ஒரு திசையையும் தேர்ந்தெடுங்கள். இடமாகக் குழி 7, அல்லது வலமாகக் குழி 1, சரியாக உங்கள் களஞ்சியத்தில் முடியும். அதற்குப் பதிலாகக் கைப்பற்றும் ஒரு முதல் நகர்வைக் கண்டுபிடியுங்கள்.</translation>
    </message>
    <message>
        <source>A capture of nine cowries to open. The engine&apos;s favourite first moves are hole 6 to the right and hole 2 to the left, 18 cowries better than a first move into your store.</source>
        <translation>தொடக்கத்திலேயே ஒன்பது சோழிகளின் கைப்பற்றல். இயந்திரத்துக்குப் பிடித்த முதல் நகர்வுகள் வலமாகக் குழி 6-உம் இடமாகக் குழி 2-உம்; உங்கள் களஞ்சியத்துக்குள் செல்லும் முதல் நகர்வைவிட அவை 18 சோழிகள் சிறந்தவை.</translation>
    </message>
    <message>
        <source>Seven cowries to the left from hole 7 end in your store: one cowrie banked, and your turn is over. The engine rates this start 18 cowries below the best.</source>
        <translation>குழி 7-இலிருந்து இடமாகச் செல்லும் ஏழு சோழிகள் உங்கள் களஞ்சியத்தில் முடிகின்றன: ஒரு சோழி சேமிப்பு, உங்கள் முறை முடிந்தது. இயந்திரம் இந்தத் தொடக்கத்தைச் சிறந்ததைவிட 18 சோழிகள் குறைவாக மதிப்பிடுகிறது.</translation>
    </message>
    <message>
        <source>Seven cowries to the right from hole 1 end in your store: one cowrie, and the turn passes to North. The engine rates it 18 cowries below the best.</source>
        <translation>குழி 1-இலிருந்து வலமாகச் செல்லும் ஏழு சோழிகள் உங்கள் களஞ்சியத்தில் முடிகின்றன: ஒரு சோழி, முறை வடக்குக்குச் செல்கிறது. இயந்திரம் இதைச் சிறந்ததைவிட 18 சோழிகள் குறைவாக மதிப்பிடுகிறது.</translation>
    </message>
    <message>
        <source>Later in a game where play goes to the right. Your hole 3 holds five cowries, exactly enough to reach your store. Is that your best move?</source>
        <translation>ஆட்டம் வலப்புறமாகச் செல்லும் ஓர் ஆட்டத்தின் பிற்பகுதி. உங்கள் குழி 3-இல் ஐந்து சோழிகள் உள்ளன, உங்கள் களஞ்சியத்தை அடையச் சரியாகப் போதுமானவை. அதுதான் உங்கள் சிறந்த நகர்வா?</translation>
    </message>
    <message>
        <source>Hole 7&apos;s nine cowries passed your store, ran along North&apos;s row and ended in your empty hole 1: North&apos;s six across and your cowrie are yours, eight cowries banked in all.</source>
        <translation>குழி 7-இன் ஒன்பது சோழிகள் உங்கள் களஞ்சியத்தைக் கடந்து, வடக்கின் வரிசையில் ஓடி, உங்கள் வெற்றுக் குழி 1-இல் முடிந்தன: எதிரே உள்ள வடக்கின் ஆறும் உங்கள் சோழியும் உங்களுடையவை, மொத்தம் எட்டுச் சோழிகள் சேமிப்பு.</translation>
    </message>
    <message>
        <source>Five cowries, five places: one cowrie in your store, and your turn is over. The engine rates it 10 cowries below the best move.</source>
        <translation>ஐந்து சோழிகள், ஐந்து இடங்கள்: உங்கள் களஞ்சியத்தில் ஒரு சோழி, உங்கள் முறை முடிந்தது. இயந்திரம் இதைச் சிறந்த நகர்வைவிட 10 சோழிகள் குறைவாக மதிப்பிடுகிறது.</translation>
    </message>
    <message>
        <source>So in Chonka, count your moves towards an empty hole of yours with cowries across from it. A cowrie passing through your store on the way is a bonus; a last cowrie in your store is only one cowrie.</source>
        <translation>எனவே சொங்காவில், எதிரே சோழிகள் உள்ள உங்கள் வெற்றுக் குழியை நோக்கி உங்கள் நகர்வுகளை எண்ணுங்கள். வழியில் உங்கள் களஞ்சியம் வழியாகச் செல்லும் சோழி ஒரு கூடுதல் லாபம்; உங்கள் களஞ்சியத்தில் விழும் கடைசிச் சோழி ஒரே ஒரு சோழி மட்டுமே.</translation>
    </message>
    <message>
        <source>Spoil North&apos;s capture</source>
        <translation>வடக்கின் கைப்பற்றலைக் கெடுங்கள்</translation>
    </message>
    <message>
        <source>The best capture is one that also breaks North&apos;s threat.</source>
        <translation>வடக்கின் அச்சுறுத்தலையும் முறியடிக்கும் கைப்பற்றலே சிறந்தது.</translation>
    </message>
    <message>
        <source>Play goes to the right in this game. Suppose it were North&apos;s turn: watch North&apos;s hole 1. Its cowrie relays twice, runs right round the board and ends in North&apos;s own hole 1, now empty, across from your hole 7.</source>
        <translation>இந்த ஆட்டத்தில் ஆட்டம் வலப்புறமாகச் செல்கிறது. இது வடக்கின் முறை என்று வைத்துக்கொள்ளுங்கள்: வடக்கின் குழி 1-ஐக் கவனியுங்கள். அதன் சோழி இருமுறை தொடர்ந்து, பலகை முழுவதும் சுற்றி ஓடி, உங்கள் குழி 7-க்கு எதிரே உள்ள, இப்போது காலியான வடக்கின் சொந்தக் குழி 1-இல் முடிகிறது.</translation>
    </message>
    <message>
        <source>Back to the position before, and it is your move. North&apos;s hole 1 is still aimed at your hole 7. Four of your moves capture; find the one that also spoils North&apos;s shot.</source>
        <translation>முந்தைய நிலைக்குத் திரும்புவோம், இப்போது உங்கள் நகர்வு. வடக்கின் குழி 1 இன்னும் உங்கள் குழி 7-ஐக் குறிவைத்துள்ளது. உங்கள் நகர்வுகளில் நான்கு கைப்பற்றுகின்றன; வடக்கின் குறியையும் கெடுக்கும் ஒன்றைக் கண்டுபிடியுங்கள்.</translation>
    </message>
    <message>
        <source>Hole 6&apos;s eight cowries dropped one into each of North&apos;s holes 1 to 6, relayed and ended with a capture of three. With two cowries in North&apos;s hole 1, that hole no longer captures anything.</source>
        <translation>குழி 6-இன் எட்டுச் சோழிகள் வடக்கின் குழிகள் 1 முதல் 6 வரை ஒவ்வொன்றிலும் ஒன்றைப் போட்டு, தொடர்ந்து, மூன்று சோழிகளின் கைப்பற்றலுடன் முடிந்தன. வடக்கின் குழி 1-இல் இப்போது இரண்டு சோழிகள் இருப்பதால், அந்தக் குழி இனி எதையும் கைப்பற்றாது.</translation>
    </message>
    <message>
        <source>Hole 1 captures two cowries, but North&apos;s relay is untouched: North&apos;s hole 1 still takes your hole 7.</source>
        <translation>குழி 1 இரண்டு சோழிகளைக் கைப்பற்றுகிறது, ஆனால் வடக்கின் தொடர் விதைப்பு தொடப்படவில்லை: வடக்கின் குழி 1 இன்னும் உங்கள் குழி 7-ஐ எடுக்கும்.</translation>
    </message>
    <message>
        <source>Hole 3 captures two cowries, and North&apos;s hole 1 still takes your hole 7.</source>
        <translation>குழி 3 இரண்டு சோழிகளைக் கைப்பற்றுகிறது, வடக்கின் குழி 1 இன்னும் உங்கள் குழி 7-ஐ எடுக்கும்.</translation>
    </message>
    <message>
        <source>Hole 5 captures three, and its relay carries hole 7&apos;s cowries away; but hole 6 now holds nine, and North&apos;s hole 2 can take them.</source>
        <translation>குழி 5 மூன்றைக் கைப்பற்றுகிறது, அதன் தொடர் விதைப்பு குழி 7-இன் சோழிகளை அப்புறப்படுத்துகிறது; ஆனால் இப்போது குழி 6-இல் ஒன்பது உள்ளன, வடக்கின் குழி 2 அவற்றை எடுக்கலாம்.</translation>
    </message>
    <message>
        <source>Before each move, ask what North would capture if it were North&apos;s turn. A capture that also spoils that threat is worth more than a capture alone, and a cowrie dropped into one of North&apos;s holes is often all it takes.</source>
        <translation>ஒவ்வொரு நகர்வுக்கும் முன், இது வடக்கின் முறையாக இருந்தால் வடக்கு எதைக் கைப்பற்றும் என்று கேளுங்கள். அந்த அச்சுறுத்தலையும் கெடுக்கும் கைப்பற்றல் வெறும் கைப்பற்றலைவிட மதிப்பானது; அதற்குப் பெரும்பாலும் வடக்கின் குழிகளில் ஒன்றில் ஒரு சோழியைப் போட்டாலே போதும்.</translation>
    </message>
    <message>
        <source>Keep your cowries at home</source>
        <translation>உங்கள் சோழிகளை உங்கள் பக்கத்திலேயே வையுங்கள்</translation>
    </message>
    <message>
        <source>At the end, the cowries in your own row count for you.</source>
        <translation>இறுதியில், உங்கள் சொந்த வரிசையில் உள்ள சோழிகள் உங்கள் கணக்கில் சேரும்.</translation>
    </message>
    <message>
        <source>When a turn ends with a row empty, the game is over, and each player adds the cowries still in their own row to their store. So near the end, the cowries in your row count for you, if North runs out first. Here play goes to the left, and North has a single cowrie left.</source>
        <translation>ஒரு முறை முடியும்போது ஒரு வரிசை காலியாக இருந்தால், ஆட்டம் முடிகிறது; ஒவ்வொரு ஆட்டக்காரரும் தன் வரிசையில் இன்னும் உள்ள சோழிகளைத் தன் களஞ்சியத்தில் சேர்ப்பார். எனவே முடிவை நெருங்கும்போது, வடக்கின் சோழிகள் முதலில் தீர்ந்தால், உங்கள் வரிசையில் உள்ள சோழிகள் உங்கள் கணக்கில் சேரும். இங்கே ஆட்டம் இடப்புறமாகச் செல்கிறது, வடக்கிடம் ஒரே ஒரு சோழி மீதமுள்ளது.</translation>
    </message>
    <message>
        <source>You trail 39 to 40, with fifteen cowries in your hole 7. What do you play?</source>
        <translation>நீங்கள் 39-க்கு 40 என பின்தங்கியிருக்கிறீர்கள், உங்கள் குழி 7-இல் பதினைந்து சோழிகள் உள்ளன. எதை ஆடுவீர்கள்?</translation>
    </message>
    <message>
        <source>One cowrie into your store: 40 to 40, and your turn is over. Your hole 7 stays full.</source>
        <translation>உங்கள் களஞ்சியத்தில் ஒரு சோழி: 40-க்கு 40, உங்கள் முறை முடிந்தது. உங்கள் குழி 7 நிரம்பியபடியே இருக்கிறது.</translation>
    </message>
    <message>
        <source>Hole 7 captures two cowries, but it scatters its fifteen over both rows: North&apos;s row fills up again and the game goes on.</source>
        <translation>குழி 7 இரண்டு சோழிகளைக் கைப்பற்றுகிறது, ஆனால் தன் பதினைந்தையும் இரு வரிசைகளிலும் சிதறடிக்கிறது: வடக்கின் வரிசை மீண்டும் நிரம்புகிறது, ஆட்டம் தொடர்கிறது.</translation>
    </message>
    <message>
        <source>Hole 3 relays from hole 1 and drops its last cowrie into North&apos;s hole 7: North has a second cowrie to play, and the game goes on.</source>
        <translation>குழி 3 குழி 1-இலிருந்து தொடர்ந்து, தன் கடைசிச் சோழியை வடக்கின் குழி 7-இல் போடுகிறது: வடக்குக்கு ஆட இரண்டாவது சோழி கிடைக்கிறது, ஆட்டம் தொடர்கிறது.</translation>
    </message>
    <message>
        <source>North must play its last cowrie. Its row is then empty: the game is over, and the seventeen cowries in your row go to your store. You win 57 to 41.</source>
        <translation>வடக்கு தன் கடைசிச் சோழியை ஆட வேண்டும். பிறகு அதன் வரிசை காலியாகிறது: ஆட்டம் முடிகிறது, உங்கள் வரிசையில் உள்ள பதினேழு சோழிகள் உங்கள் களஞ்சியத்துக்குச் செல்கின்றன. நீங்கள் 57-க்கு 41 என வெல்கிறீர்கள்.</translation>
    </message>
    <message>
        <source>Another moment of the same game: North has two cowries left. Find a move that keeps your hole 7 at home.</source>
        <translation>அதே ஆட்டத்தின் இன்னொரு தருணம்: வடக்கிடம் இரண்டு சோழிகள் மீதமுள்ளன. உங்கள் குழி 7-ஐ உங்கள் பக்கத்திலேயே வைத்திருக்கும் நகர்வைக் கண்டுபிடியுங்கள்.</translation>
    </message>
    <message>
        <source>Right: a small move, and your fifteen cowries wait at home while North runs out of moves.</source>
        <translation>சரி: ஒரு சிறிய நகர்வு; வடக்கின் நகர்வுகள் தீரும் வரை உங்கள் பதினைந்து சோழிகள் உங்கள் பக்கத்திலேயே காத்திருக்கின்றன.</translation>
    </message>
    <message>
        <source>Hole 7 scatters your fifteen cowries over both rows again, and North gets plenty to play with.</source>
        <translation>குழி 7 உங்கள் பதினைந்து சோழிகளையும் மீண்டும் இரு வரிசைகளிலும் சிதறடிக்கிறது, வடக்குக்கு ஆட ஏராளமாகக் கிடைக்கிறது.</translation>
    </message>
    <message>
        <source>A strong start</source>
        <translation>ஒரு வலுவான தொடக்கம்</translation>
    </message>
    <message>
        <source>Open with moves that keep your turn, not with a quick capture.</source>
        <translation>விரைவான கைப்பற்றலுடன் அல்ல, உங்கள் முறையைத் தக்கவைக்கும் நகர்வுகளுடன் தொடங்குங்கள்.</translation>
    </message>
    <message>
        <source>Every hole starts with seven seeds, and your hole 7 is exactly seven places from your store. That is no accident of this lesson: it is true at the start of every game of congkak.</source>
        <translation>ஒவ்வொரு குழியும் ஏழு விதைகளுடன் தொடங்குகிறது, உங்கள் குழி 7 உங்கள் களஞ்சியத்திலிருந்து சரியாக ஏழு இடங்கள் தொலைவில் உள்ளது. இது இந்தப் பாடத்தின் தற்செயல் அல்ல: ஒவ்வொரு Congkak ஆட்டத்தின் தொடக்கத்திலும் இது உண்மை.</translation>
    </message>
    <message>
        <source>Make the first move of the game. Six of your seven first moves capture and end your turn; one keeps it.</source>
        <translation>ஆட்டத்தின் முதல் நகர்வைச் செய்யுங்கள். உங்கள் ஏழு முதல் நகர்வுகளில் ஆறு கைப்பற்றி உங்கள் முறையை முடிக்கின்றன; ஒன்று மட்டும் அதைத் தக்கவைக்கிறது.</translation>
    </message>
    <message>
        <source>Seven seeds, seven places: the last one lands in your store and you move again.</source>
        <translation>ஏழு விதைகள், ஏழு இடங்கள்: கடைசி விதை உங்கள் களஞ்சியத்தில் விழுகிறது, நீங்கள் மீண்டும் நகர்த்துகிறீர்கள்.</translation>
    </message>
    <message>
        <source>Hole 1 relays from North&apos;s hole 2 and captures nine seeds, but then your turn is over and North moves. The engine rates this start far weaker than hole 7.</source>
        <translation>குழி 1 வடக்கின் குழி 2-இலிருந்து தொடர்ந்து ஒன்பது விதைகளைக் கைப்பற்றுகிறது, ஆனால் பிறகு உங்கள் முறை முடிகிறது, வடக்கு நகர்த்துகிறது. இயந்திரம் இந்தத் தொடக்கத்தைக் குழி 7-ஐவிட மிகவும் பலவீனமானதாக மதிப்பிடுகிறது.</translation>
    </message>
    <message>
        <source>Hole 4 captures nine seeds too, and ends your turn just the same. Keeping the turn is worth far more.</source>
        <translation>குழி 4-உம் ஒன்பது விதைகளைக் கைப்பற்றுகிறது, அதேபோல் உங்கள் முறையை முடிக்கிறது. முறையைத் தக்கவைப்பது அதைவிட மிக அதிக மதிப்புடையது.</translation>
    </message>
    <message>
        <source>Your move again, with eight seeds in each of holes 1 to 6. Three of them come back to your store after relays. Pick the strongest.</source>
        <translation>மீண்டும் உங்கள் நகர்வு; குழிகள் 1 முதல் 6 வரை ஒவ்வொன்றிலும் எட்டு விதைகள். அவற்றில் மூன்று தொடர் விதைப்புகளுக்குப் பின் உங்கள் களஞ்சியத்துக்குத் திரும்புகின்றன. வலுவானதைத் தேர்ந்தெடுங்கள்.</translation>
    </message>
    <message>
        <source>Hole 6 relayed round and round, dropping a seed in your store on every lap, and came home at last: seven more seeds banked, and it is still your move.</source>
        <translation>குழி 6 சுற்றிச் சுற்றித் தொடர்ந்தது, ஒவ்வொரு சுற்றிலும் உங்கள் களஞ்சியத்தில் ஒரு விதையைப் போட்டு, இறுதியில் வீடு சேர்ந்தது: இன்னும் ஏழு விதைகள் சேமிப்பு, இன்னும் உங்கள் நகர்வுதான்.</translation>
    </message>
    <message>
        <source>Hole 1 relays once from North&apos;s hole 1 and comes home: another move, but only two seeds banked. Hole 6 does better.</source>
        <translation>குழி 1 வடக்கின் குழி 1-இலிருந்து ஒருமுறை தொடர்ந்து வீடு சேர்கிறது: இன்னொரு நகர்வு, ஆனால் இரண்டு விதைகள் மட்டுமே சேமிப்பு. குழி 6 இதைவிடச் சிறப்பாகச் செய்கிறது.</translation>
    </message>
    <message>
        <source>Hole 3 relays nine times and then stops in your empty hole 2, taking just two seeds, and your turn is over.</source>
        <translation>குழி 3 ஒன்பது முறை தொடர்ந்து, பிறகு உங்கள் வெற்றுக் குழி 2-இல் நின்று இரண்டு விதைகளை மட்டுமே எடுக்கிறது, உங்கள் முறை முடிந்தது.</translation>
    </message>
    <message>
        <source>Eight seeds in your store and North has not moved yet. A good congkak start chains moves that keep the turn; a capture that ends your turn can wait.</source>
        <translation>உங்கள் களஞ்சியத்தில் எட்டு விதைகள், வடக்கு இன்னும் நகர்த்தவே இல்லை. நல்ல Congkak தொடக்கம் முறையைத் தக்கவைக்கும் நகர்வுகளைத் தொடர்ச்சியாக இணைக்கும்; உங்கள் முறையை முடிக்கும் கைப்பற்றல் காத்திருக்கலாம்.</translation>
    </message>
    <message>
        <source>Nearest hole first</source>
        <translation>அருகிலுள்ள குழி முதலில்</translation>
    </message>
    <message>
        <source>When several holes reach your store, sow the one nearest to it first.</source>
        <translation>பல குழிகள் உங்கள் களஞ்சியத்தை அடைந்தால், அதற்கு மிக அருகிலுள்ளதை முதலில் விதையுங்கள்.</translation>
    </message>
    <message>
        <source>Holes 2, 5 and 7 each hold exactly as many seeds as they are places from your store, so each of them can earn you another move. But a hole far from the store drops seeds into the nearer ones on its way and spoils their count.</source>
        <translation>குழிகள் 2, 5, 7 ஒவ்வொன்றிலும், உங்கள் களஞ்சியத்திலிருந்து அவை எத்தனை இடங்கள் தொலைவோ சரியாக அத்தனை விதைகள் உள்ளன, எனவே ஒவ்வொன்றும் உங்களுக்கு இன்னொரு நகர்வைப் பெற்றுத் தரலாம். ஆனால் களஞ்சியத்திலிருந்து தொலைவில் உள்ள குழி, வழியில் அருகிலுள்ள குழிகளில் விதைகளைப் போட்டு அவற்றின் கணக்கைக் கெடுக்கும்.</translation>
    </message>
    <message>
        <source>Which of them do you sow first?</source>
        <translation>அவற்றில் எதை முதலில் விதைப்பீர்கள்?</translation>
    </message>
    <message>
        <source>Hole 2 first: two seeds, two places, and holes 5 and 7 are untouched.</source>
        <translation>முதலில் குழி 2: இரண்டு விதைகள், இரண்டு இடங்கள், குழிகள் 5, 7 தொடப்படவில்லை.</translation>
    </message>
    <message>
        <source>Hole 7 reaches your store, but it leaves a seed in hole 5 and one in hole 2 on the way: now neither of them ends in your store. That costs you 37 seeds, by the engine&apos;s count.</source>
        <translation>குழி 7 உங்கள் களஞ்சியத்தை அடைகிறது, ஆனால் வழியில் குழி 5-இல் ஒரு விதையையும் குழி 2-இல் ஒன்றையும் விட்டுச் செல்கிறது: இப்போது அவற்றில் எதுவும் உங்கள் களஞ்சியத்தில் முடியாது. இயந்திரத்தின் கணக்குப்படி இது உங்களுக்கு 37 விதைகள் இழப்பு.</translation>
    </message>
    <message>
        <source>Hole 5 reaches your store but drops a seed into hole 2, which then holds one seed too many.</source>
        <translation>குழி 5 உங்கள் களஞ்சியத்தை அடைகிறது, ஆனால் குழி 2-இல் ஒரு விதையைப் போடுகிறது; பிறகு அதில் ஒரு விதை அதிகமாகிறது.</translation>
    </message>
    <message>
        <source>You move again. Which next?</source>
        <translation>நீங்கள் மீண்டும் நகர்த்துகிறீர்கள். அடுத்து எது?</translation>
    </message>
    <message>
        <source>Hole 5 went home, and hole 7 still holds its seven.</source>
        <translation>குழி 5 வீடு சேர்ந்தது, குழி 7-இல் இன்னும் அதன் ஏழு விதைகள் உள்ளன.</translation>
    </message>
    <message>
        <source>Hole 7 would drop a seed into hole 5 and spoil it. Take the nearer one first.</source>
        <translation>குழி 7 குழி 5-இல் ஒரு விதையைப் போட்டு அதைக் கெடுத்துவிடும். அருகிலுள்ளதை முதலில் எடுங்கள்.</translation>
    </message>
    <message>
        <source>And again. Hole 7 still reaches your store, but there is a nearer way home now: your single seed in hole 3 lands on hole 2 and relays.</source>
        <translation>மீண்டும். குழி 7 இன்னும் உங்கள் களஞ்சியத்தை அடைகிறது, ஆனால் இப்போது வீடு சேர அதைவிட அருகிலான வழி ஒன்று உள்ளது: குழி 3-இல் உள்ள உங்கள் ஒற்றை விதை குழி 2-இல் விழுந்து தொடர்கிறது.</translation>
    </message>
    <message>
        <source>The seed from hole 3 landed on hole 2, and its two seeds carried you home. Hole 7 is still waiting, untouched.</source>
        <translation>குழி 3-இன் விதை குழி 2-இல் விழுந்தது, அதன் இரண்டு விதைகள் உங்களை வீடு சேர்த்தன. குழி 7 இன்னும் தொடப்படாமல் காத்திருக்கிறது.</translation>
    </message>
    <message>
        <source>Hole 7 gets you home, but it fills holes 3 and 2 on the way and that relay is gone.</source>
        <translation>குழி 7 உங்களை வீடு சேர்க்கிறது, ஆனால் வழியில் குழிகள் 3, 2-ஐ நிரப்புகிறது, அந்தத் தொடர் விதைப்பு போய்விடுகிறது.</translation>
    </message>
    <message>
        <source>Capture last</source>
        <translation>கைப்பற்றல் கடைசியில்</translation>
    </message>
    <message>
        <source>A capture ends your turn: bank your free moves before it.</source>
        <translation>கைப்பற்றல் உங்கள் முறையை முடிக்கும்: அதற்கு முன் உங்கள் இலவச நகர்வுகளை ஆடி முடியுங்கள்.</translation>
    </message>
    <message>
        <source>Your hole 5 can capture right now: its two seeds end in your empty hole 3, across from North&apos;s four. But a capture ends your turn, and your hole 1 holds a single seed, one step from your store.</source>
        <translation>உங்கள் குழி 5 இப்போதே கைப்பற்றலாம்: அதன் இரண்டு விதைகள் வடக்கின் நான்குக்கு எதிரே உள்ள உங்கள் வெற்றுக் குழி 3-இல் முடிகின்றன. ஆனால் கைப்பற்றல் உங்கள் முறையை முடிக்கும், மேலும் உங்கள் களஞ்சியத்திலிருந்து ஓர் அடி தொலைவில் உள்ள உங்கள் குழி 1-இல் ஒற்றை விதை உள்ளது.</translation>
    </message>
    <message>
        <source>What do you play first?</source>
        <translation>முதலில் எதை ஆடுவீர்கள்?</translation>
    </message>
    <message>
        <source>One seed home, and it is still your move.</source>
        <translation>ஒரு விதை வீடு சேர்ந்தது, இன்னும் உங்கள் நகர்வுதான்.</translation>
    </message>
    <message>
        <source>Hole 5 captures five seeds, but your turn ends there, and the free seed in hole 1 has to wait. The engine rates it 9 seeds below hole 1.</source>
        <translation>குழி 5 ஐந்து விதைகளைக் கைப்பற்றுகிறது, ஆனால் உங்கள் முறை அங்கேயே முடிகிறது, குழி 1-இல் உள்ள இலவச விதை காத்திருக்க வேண்டும். இயந்திரம் இதைக் குழி 1-ஐவிட 9 விதைகள் குறைவாக மதிப்பிடுகிறது.</translation>
    </message>
    <message>
        <source>Hole 4&apos;s ten seeds relay six times and capture seven, but then your turn is over. The engine rates it 10 seeds below hole 1.</source>
        <translation>குழி 4-இன் பத்து விதைகள் ஆறு முறை தொடர்ந்து ஏழைக் கைப்பற்றுகின்றன, ஆனால் பிறகு உங்கள் முறை முடிகிறது. இயந்திரம் இதைக் குழி 1-ஐவிட 10 விதைகள் குறைவாக மதிப்பிடுகிறது.</translation>
    </message>
    <message>
        <source>Hole 7 relays from your hole 6 and captures five, and your turn is over.</source>
        <translation>குழி 7 உங்கள் குழி 6-இலிருந்து தொடர்ந்து ஐந்தைக் கைப்பற்றுகிறது, உங்கள் முறை முடிந்தது.</translation>
    </message>
    <message>
        <source>The capture has waited for you. Now take at least five seeds.</source>
        <translation>கைப்பற்றல் உங்களுக்காகக் காத்திருந்தது. இப்போது குறைந்தது ஐந்து விதைகளை எடுங்கள்.</translation>
    </message>
    <message>
        <source>A capture to end your turn, with a free seed banked before it.</source>
        <translation>முன்பே ஓர் இலவச விதையைச் சேமித்த பிறகு, உங்கள் முறையை முடிக்க ஒரு கைப்பற்றல்.</translation>
    </message>
    <message>
        <source>Hole 2&apos;s seed ends in your empty hole 1 and takes North&apos;s two across: a capture, but a small one.</source>
        <translation>குழி 2-இன் விதை உங்கள் வெற்றுக் குழி 1-இல் முடிந்து எதிரே உள்ள வடக்கின் இரண்டை எடுக்கிறது: கைப்பற்றல்தான், ஆனால் சிறியது.</translation>
    </message>
    <message>
        <source>Free moves first, capture last: a capture ends your turn, so play every move that lands in your store before it, as long as they leave the capture in place.</source>
        <translation>முதலில் இலவச நகர்வுகள், கடைசியில் கைப்பற்றல்: கைப்பற்றல் உங்கள் முறையை முடிக்கும், எனவே கைப்பற்றல் கெடாமல் இருக்கும் வரை, உங்கள் களஞ்சியத்தில் விழும் ஒவ்வொரு நகர்வையும் அதற்கு முன் ஆடுங்கள்.</translation>
    </message>
    <message>
        <source>Guard your big hole</source>
        <translation>உங்கள் பெரிய குழியைக் காத்திடுங்கள்</translation>
    </message>
    <message>
        <source>Look at North&apos;s empty holes: what do they face?</source>
        <translation>வடக்கின் வெற்றுக் குழிகளைப் பாருங்கள்: அவற்றின் எதிரே என்ன உள்ளது?</translation>
    </message>
    <message>
        <source>The end of a close game: 43 to 42, and few seeds left. Before you move, look at North&apos;s side. North&apos;s hole 7 holds two seeds; sown, they end in North&apos;s empty hole 5, which faces your hole 3 and its five seeds.</source>
        <translation>நெருக்கமான ஆட்டத்தின் முடிவு: 43-க்கு 42, சில விதைகளே மீதம். நகர்த்துவதற்கு முன் வடக்கின் பக்கத்தைப் பாருங்கள். வடக்கின் குழி 7-இல் இரண்டு விதைகள் உள்ளன; விதைத்தால் அவை வடக்கின் வெற்றுக் குழி 5-இல் முடியும், அது ஐந்து விதைகள் உள்ள உங்கள் குழி 3-க்கு எதிரே உள்ளது.</translation>
    </message>
    <message>
        <source>Two of your moves capture a little. Find the move that keeps the game level instead.</source>
        <translation>உங்கள் நகர்வுகளில் இரண்டு சிறிதளவு கைப்பற்றுகின்றன. அதற்குப் பதிலாக ஆட்டத்தைச் சமநிலையில் வைக்கும் நகர்வைக் கண்டுபிடியுங்கள்.</translation>
    </message>
    <message>
        <source>Your five seeds went into holes 2 and 1, your store and North&apos;s row. Hole 3 is empty now, so North&apos;s hole 7 has nothing to capture there. With best play from here the game ends level.</source>
        <translation>உங்கள் ஐந்து விதைகள் குழிகள் 2, 1, உங்கள் களஞ்சியம், வடக்கின் வரிசை ஆகியவற்றுக்குச் சென்றன. இப்போது குழி 3 காலி, எனவே வடக்கின் குழி 7-க்கு அங்கே கைப்பற்ற எதுவும் இல்லை. இங்கிருந்து இருவரும் சிறப்பாக ஆடினால் ஆட்டம் சமநிலையில் முடியும்.</translation>
    </message>
    <message>
        <source>Hole 6 takes one seed of North&apos;s, but your five are still in hole 3. North sows hole 7, captures them, and wins the game.</source>
        <translation>குழி 6 வடக்கின் ஒரு விதையை எடுக்கிறது, ஆனால் உங்கள் ஐந்து விதைகள் இன்னும் குழி 3-இல் உள்ளன. வடக்கு குழி 7-ஐ விதைத்து அவற்றைக் கைப்பற்றி ஆட்டத்தை வெல்கிறது.</translation>
    </message>
    <message>
        <source>Hole 4 takes a single seed and even adds one to hole 3: North&apos;s hole 7 now captures six, and North wins.</source>
        <translation>குழி 4 ஒரே ஒரு விதையை எடுக்கிறது, குழி 3-இல் ஒன்றைச் சேர்க்கவும் செய்கிறது: இப்போது வடக்கின் குழி 7 ஆறைக் கைப்பற்றுகிறது, வடக்கு வெல்கிறது.</translation>
    </message>
    <message>
        <source>Make it a habit: before each move, find North&apos;s empty holes and the seeds of yours that face them, and ask which North move could end there. Moving a big hole out of reach is often worth more than a small capture.</source>
        <translation>இதைப் பழக்கமாக்குங்கள்: ஒவ்வொரு நகர்வுக்கும் முன், வடக்கின் வெற்றுக் குழிகளையும் அவற்றுக்கு எதிரே உள்ள உங்கள் விதைகளையும் கண்டுபிடித்து, வடக்கின் எந்த நகர்வு அங்கே முடியும் என்று கேளுங்கள். ஒரு பெரிய குழியை எட்டாத இடத்துக்கு நகர்த்துவது பெரும்பாலும் ஒரு சிறிய கைப்பற்றலைவிட மதிப்பானது.</translation>
    </message>
    <message>
        <source>Begin with the move that lands in your rumah, then keep the turn going.</source>
        <translation>உங்கள் ரூமாவில் விழும் நகர்வுடன் தொடங்கி, பிறகு முறையைத் தொடர்ந்து தக்கவையுங்கள்.</translation>
    </message>
    <message>
        <source>At the start every hole holds five seeds, and your hole 5 is exactly five places from your rumah. Every other first move relays and ends with a capture, which ends your turn.</source>
        <translation>தொடக்கத்தில் ஒவ்வொரு குழியிலும் ஐந்து விதைகள் உள்ளன, உங்கள் குழி 5 உங்கள் ரூமாவிலிருந்து சரியாக ஐந்து இடங்கள் தொலைவில் உள்ளது. மற்ற ஒவ்வொரு முதல் நகர்வும் தொடர்ந்து ஒரு கைப்பற்றலுடன் முடிகிறது, அது உங்கள் முறையை முடிக்கிறது.</translation>
    </message>
    <message>
        <source>Make the first move of the game.</source>
        <translation>ஆட்டத்தின் முதல் நகர்வைச் செய்யுங்கள்.</translation>
    </message>
    <message>
        <source>Five seeds, five places: the last one lands in your rumah and you move again.</source>
        <translation>ஐந்து விதைகள், ஐந்து இடங்கள்: கடைசி விதை உங்கள் ரூமாவில் விழுகிறது, நீங்கள் மீண்டும் நகர்த்துகிறீர்கள்.</translation>
    </message>
    <message>
        <source>Hole 1 relays from North&apos;s hole 2 and captures seven seeds, but then your turn is over. The engine rates it far below hole 5.</source>
        <translation>குழி 1 வடக்கின் குழி 2-இலிருந்து தொடர்ந்து ஏழு விதைகளைக் கைப்பற்றுகிறது, ஆனால் பிறகு உங்கள் முறை முடிகிறது. இயந்திரம் இதைக் குழி 5-ஐவிட மிகவும் குறைவாக மதிப்பிடுகிறது.</translation>
    </message>
    <message>
        <source>Hole 3 captures seven seeds too, but it is the worst start of all: the engine finds that North can then force a win.</source>
        <translation>குழி 3-உம் ஏழு விதைகளைக் கைப்பற்றுகிறது, ஆனால் இதுவே எல்லாவற்றிலும் மோசமான தொடக்கம்: அதன் பிறகு வடக்கு வெற்றியை உறுதிசெய்ய முடியும் என்று இயந்திரம் கண்டறிகிறது.</translation>
    </message>
    <message>
        <source>Your move again, with six seeds in each of holes 1 to 4. Which one keeps your turn going best?</source>
        <translation>மீண்டும் உங்கள் நகர்வு; குழிகள் 1 முதல் 4 வரை ஒவ்வொன்றிலும் ஆறு விதைகள். எது உங்கள் முறையைச் சிறப்பாகத் தொடர வைக்கும்?</translation>
    </message>
    <message>
        <source>Hole 1 sowed into your rumah and on to North&apos;s hole 1, whose six seeds carried you round and home again. You move once more.</source>
        <translation>குழி 1 உங்கள் ரூமாவிலும் பிறகு வடக்கின் குழி 1-இலும் விதைத்தது; அதன் ஆறு விதைகள் உங்களைச் சுற்றிக் கொண்டு சென்று மீண்டும் வீடு சேர்த்தன. நீங்கள் இன்னொரு முறை நகர்த்துகிறீர்கள்.</translation>
    </message>
    <message>
        <source>Hole 4 comes home too, after six relays, and banks more seeds right now; but looking further ahead the engine rates it 5 seeds below hole 1. Close, not the best.</source>
        <translation>குழி 4-உம் ஆறு தொடர் விதைப்புகளுக்குப் பின் வீடு சேர்கிறது, இப்போதைக்கு அதிக விதைகளையும் சேமிக்கிறது; ஆனால் மேலும் முன்னோக்கிப் பார்த்து, இயந்திரம் இதைக் குழி 1-ஐவிட 5 விதைகள் குறைவாக மதிப்பிடுகிறது. நெருக்கம்தான், ஆனால் சிறந்தது அல்ல.</translation>
    </message>
    <message>
        <source>Hole 2 relays eleven times and finally stops in an empty hole on North&apos;s side: nothing captured, and your turn is over.</source>
        <translation>குழி 2 பதினொரு முறை தொடர்ந்து, இறுதியில் வடக்கின் பக்கத்தில் உள்ள ஒரு வெற்றுக் குழியில் நிற்கிறது: எதுவும் கைப்பற்றப்படவில்லை, உங்கள் முறை முடிந்தது.</translation>
    </message>
    <message>
        <source>Hole 3 relays five times and ends with a small capture, and your turn is over.</source>
        <translation>குழி 3 ஐந்து முறை தொடர்ந்து ஒரு சிறிய கைப்பற்றலுடன் முடிகிறது, உங்கள் முறை முடிந்தது.</translation>
    </message>
    <message>
        <source>Three seeds banked and North has not moved yet. In congklak a good start strings together moves that end in your rumah; a capture, which ends your turn, comes later.</source>
        <translation>மூன்று விதைகள் சேமிப்பு, வடக்கு இன்னும் நகர்த்தவே இல்லை. Congklak-இல் நல்ல தொடக்கம் உங்கள் ரூமாவில் முடியும் நகர்வுகளைத் தொடர்ச்சியாக இணைக்கும்; உங்கள் முறையை முடிக்கும் கைப்பற்றல் பின்னர் வரும்.</translation>
    </message>
    <message>
        <source>Sow the hole next to your rumah before the ones further away.</source>
        <translation>தொலைவில் உள்ள குழிகளுக்கு முன், உங்கள் ரூமாவின் அருகிலுள்ள குழியை விதையுங்கள்.</translation>
    </message>
    <message>
        <source>Two of your holes can bring you back to your rumah: hole 1, with its single seed, and hole 5, whose seven seeds come home after five relays. But hole 5 passes over hole 1 on its way.</source>
        <translation>உங்கள் இரண்டு குழிகள் உங்களை உங்கள் ரூமாவுக்குத் திரும்பக் கொண்டு வரலாம்: ஒற்றை விதை உள்ள குழி 1, ஐந்து தொடர் விதைப்புகளுக்குப் பின் வீடு சேரும் ஏழு விதைகள் உள்ள குழி 5. ஆனால் குழி 5 தன் வழியில் குழி 1-ஐக் கடந்து செல்கிறது.</translation>
    </message>
    <message>
        <source>Which do you sow first?</source>
        <translation>எதை முதலில் விதைப்பீர்கள்?</translation>
    </message>
    <message>
        <source>One seed, one place: you move again, and hole 5 is still ready.</source>
        <translation>ஒரு விதை, ஓர் இடம்: நீங்கள் மீண்டும் நகர்த்துகிறீர்கள், குழி 5 இன்னும் தயாராக உள்ளது.</translation>
    </message>
    <message>
        <source>Hole 5 does come home, but it drops a seed into hole 1 on the way: two seeds there now, one too many for your rumah. Your free move is gone.</source>
        <translation>குழி 5 வீடு சேர்கிறதுதான், ஆனால் வழியில் குழி 1-இல் ஒரு விதையைப் போடுகிறது: இப்போது அங்கே இரண்டு விதைகள், உங்கள் ரூமாவுக்கு ஒன்று அதிகம். உங்கள் இலவச நகர்வு போய்விட்டது.</translation>
    </message>
    <message>
        <source>Hole 4 relays three times and captures three seeds, but a capture ends your turn: your two moves home are left unplayed.</source>
        <translation>குழி 4 மூன்று முறை தொடர்ந்து மூன்று விதைகளைக் கைப்பற்றுகிறது, ஆனால் கைப்பற்றல் உங்கள் முறையை முடிக்கும்: வீடு சேரும் உங்கள் இரண்டு நகர்வுகளும் ஆடப்படாமல் போகின்றன.</translation>
    </message>
    <message>
        <source>Now send hole 5 home.</source>
        <translation>இப்போது குழி 5-ஐ வீட்டுக்கு அனுப்புங்கள்.</translation>
    </message>
    <message>
        <source>Five relays, and the last seed dropped into your rumah: both moves home, in the right order.</source>
        <translation>ஐந்து தொடர் விதைப்புகள், கடைசி விதை உங்கள் ரூமாவில் விழுந்தது: இரண்டு நகர்வுகளும் வீடு சேர்ந்தன, சரியான வரிசையில்.</translation>
    </message>
    <message>
        <source>Hole 3&apos;s last seed stops in North&apos;s empty hole 2, and your turn is over.</source>
        <translation>குழி 3-இன் கடைசி விதை வடக்கின் வெற்றுக் குழி 2-இல் நிற்கிறது, உங்கள் முறை முடிந்தது.</translation>
    </message>
    <message>
        <source>Hole 4 relays three times and then stops in an empty hole on North&apos;s side: turn over.</source>
        <translation>குழி 4 மூன்று முறை தொடர்ந்து, பிறகு வடக்கின் பக்கத்தில் உள்ள ஒரு வெற்றுக் குழியில் நிற்கிறது: முறை முடிந்தது.</translation>
    </message>
    <message>
        <source>The rule of thumb: when several holes can end in your rumah, sow the one nearest to it first. A hole further away drops seeds into the nearer ones and spoils their count.</source>
        <translation>எளிய விதி: பல குழிகள் உங்கள் ரூமாவில் முடியக்கூடுமானால், அதற்கு மிக அருகிலுள்ளதை முதலில் விதையுங்கள். தொலைவில் உள்ள குழி அருகிலுள்ளவற்றில் விதைகளைப் போட்டு அவற்றின் கணக்கைக் கெடுக்கும்.</translation>
    </message>
    <message>
        <source>A capture ends your turn: take your free moves first.</source>
        <translation>கைப்பற்றல் உங்கள் முறையை முடிக்கும்: முதலில் உங்கள் இலவச நகர்வுகளை எடுங்கள்.</translation>
    </message>
    <message>
        <source>A capture always ends your turn. So when one move captures and another ends in your rumah, the order matters: the move into your rumah first, and the capture to finish.</source>
        <translation>கைப்பற்றல் எப்போதும் உங்கள் முறையை முடிக்கும். எனவே ஒரு நகர்வு கைப்பற்றி, இன்னொன்று உங்கள் ரூமாவில் முடிந்தால், வரிசை முக்கியம்: முதலில் உங்கள் ரூமாவுக்குள் செல்லும் நகர்வு, முடிவில் கைப்பற்றல்.</translation>
    </message>
    <message>
        <source>Your hole 4 captures three seeds right now. Is there something better to play first?</source>
        <translation>உங்கள் குழி 4 இப்போதே மூன்று விதைகளைக் கைப்பற்றும். முதலில் ஆட இதைவிடச் சிறந்தது ஏதாவது உள்ளதா?</translation>
    </message>
    <message>
        <source>Two seeds, two places: into your rumah, and you move again.</source>
        <translation>இரண்டு விதைகள், இரண்டு இடங்கள்: உங்கள் ரூமாவுக்குள், நீங்கள் மீண்டும் நகர்த்துகிறீர்கள்.</translation>
    </message>
    <message>
        <source>Hole 4 relays three times and captures three seeds, and then your turn is over. The engine rates it 18 seeds below hole 2.</source>
        <translation>குழி 4 மூன்று முறை தொடர்ந்து மூன்று விதைகளைக் கைப்பற்றுகிறது, பிறகு உங்கள் முறை முடிகிறது. இயந்திரம் இதைக் குழி 2-ஐவிட 18 விதைகள் குறைவாக மதிப்பிடுகிறது.</translation>
    </message>
    <message>
        <source>Now finish your turn with a capture.</source>
        <translation>இப்போது ஒரு கைப்பற்றலுடன் உங்கள் முறையை முடியுங்கள்.</translation>
    </message>
    <message>
        <source>Hole 1&apos;s three seeds landed on North&apos;s hole 4, and that relay ended in your empty hole 3, across from North&apos;s two: a capture of three, after a seed banked first.</source>
        <translation>குழி 1-இன் மூன்று விதைகள் வடக்கின் குழி 4-இல் விழுந்தன, அந்தத் தொடர் விதைப்பு வடக்கின் இரண்டுக்கு எதிரே உள்ள உங்கள் வெற்றுக் குழி 3-இல் முடிந்தது: முதலில் ஒரு விதையைச் சேமித்த பிறகு, மூன்று விதைகளின் கைப்பற்றல்.</translation>
    </message>
    <message>
        <source>Hole 5 relays twice and stops in North&apos;s empty hole 1: no capture, and your turn is over.</source>
        <translation>குழி 5 இருமுறை தொடர்ந்து வடக்கின் வெற்றுக் குழி 1-இல் நிற்கிறது: கைப்பற்றல் இல்லை, உங்கள் முறை முடிந்தது.</translation>
    </message>
    <message>
        <source>Keep your seeds at home</source>
        <translation>உங்கள் விதைகளை உங்கள் பக்கத்திலேயே வையுங்கள்</translation>
    </message>
    <message>
        <source>At the end, the seeds left in your row are yours: keep them there, and keep them safe.</source>
        <translation>இறுதியில், உங்கள் வரிசையில் மீதமுள்ள விதைகள் உங்களுடையவை: அவற்றை அங்கேயே, பத்திரமாக வையுங்கள்.</translation>
    </message>
    <message>
        <source>When a turn ends with a row empty, the game is over and each player adds the seeds left in their own row to their rumah. You trail 11 to 24, but your hole 2 holds ten seeds, and North has only two left.</source>
        <translation>ஒரு முறை முடியும்போது ஒரு வரிசை காலியாக இருந்தால், ஆட்டம் முடிகிறது; ஒவ்வொரு ஆட்டக்காரரும் தன் வரிசையில் மீதமுள்ள விதைகளைத் தன் ரூமாவில் சேர்ப்பார். நீங்கள் 11-க்கு 24 என பின்தங்கியிருக்கிறீர்கள், ஆனால் உங்கள் குழி 2-இல் பத்து விதைகள் உள்ளன, வடக்கிடம் இரண்டே மீதம்.</translation>
    </message>
    <message>
        <source>Find the move that keeps the game level.</source>
        <translation>ஆட்டத்தைச் சமநிலையில் வைக்கும் நகர்வைக் கண்டுபிடியுங்கள்.</translation>
    </message>
    <message>
        <source>One seed into your rumah, and you move again.</source>
        <translation>உங்கள் ரூமாவில் ஒரு விதை, நீங்கள் மீண்டும் நகர்த்துகிறீர்கள்.</translation>
    </message>
    <message>
        <source>Hole 2 relays home and earns another move, but it spreads your ten seeds over both rows, and North can then force a win.</source>
        <translation>குழி 2 தொடர்ந்து வீடு சேர்ந்து இன்னொரு நகர்வைப் பெறுகிறது, ஆனால் உங்கள் பத்து விதைகளையும் இரு வரிசைகளிலும் பரப்புகிறது; பிறகு வடக்கு வெற்றியை உறுதிசெய்ய முடியும்.</translation>
    </message>
    <message>
        <source>Hole 3 relays from hole 1 and drops a seed into North&apos;s hole 5. North sows it into its empty hole 4, right across from your hole 2, and captures your eleven seeds: North wins.</source>
        <translation>குழி 3 குழி 1-இலிருந்து தொடர்ந்து வடக்கின் குழி 5-இல் ஒரு விதையைப் போடுகிறது. வடக்கு அதை, உங்கள் குழி 2-க்கு நேர் எதிரே உள்ள தன் வெற்றுக் குழி 4-இல் விதைத்து, உங்கள் பதினொரு விதைகளைக் கைப்பற்றுகிறது: வடக்கு வெல்கிறது.</translation>
    </message>
    <message>
        <source>Now end your turn without handing North a single seed.</source>
        <translation>இப்போது வடக்குக்கு ஒரு விதையைக்கூடக் கொடுக்காமல் உங்கள் முறையை முடியுங்கள்.</translation>
    </message>
    <message>
        <source>Both seeds stayed on your side: the last one stopped in your empty hole 1, with nothing across to take, and your turn is over.</source>
        <translation>இரண்டு விதைகளும் உங்கள் பக்கத்திலேயே இருந்தன: கடைசி விதை உங்கள் வெற்றுக் குழி 1-இல் நின்றது, எதிரே எடுக்க எதுவும் இல்லை, உங்கள் முறை முடிந்தது.</translation>
    </message>
    <message>
        <source>Sowing hole 2 spreads your ten seeds over both rows, and North can then force a win.</source>
        <translation>குழி 2-ஐ விதைத்தால் உங்கள் பத்து விதைகளும் இரு வரிசைகளிலும் பரவுகின்றன; பிறகு வடக்கு வெற்றியை உறுதிசெய்ய முடியும்.</translation>
    </message>
    <message>
        <source>North must sow its last two seeds, into its rumah and your hole 5. North&apos;s row is empty at the end of the turn, so the game is over: your thirteen seeds go to your rumah, and 11 to 24 has become 25 to 25.</source>
        <translation>வடக்கு தன் கடைசி இரண்டு விதைகளைத் தன் ரூமாவிலும் உங்கள் குழி 5-இலும் விதைக்க வேண்டும். முறையின் முடிவில் வடக்கின் வரிசை காலியாக உள்ளது, எனவே ஆட்டம் முடிகிறது: உங்கள் பதின்மூன்று விதைகள் உங்கள் ரூமாவுக்குச் செல்கின்றன, 11-க்கு 24 என்பது 25-க்கு 25 ஆகிவிட்டது.</translation>
    </message>
    <message>
        <source>Free moves, nearest the store first</source>
        <translation>இலவச நகர்வுகள்: களஞ்சியத்துக்கு அருகிலுள்ளது முதலில்</translation>
    </message>
    <message>
        <source>Several holes reach your store: play the closest one first.</source>
        <translation>பல குழிகள் உங்கள் களஞ்சியத்தை அடைகின்றன: மிக அருகிலுள்ளதை முதலில் ஆடுங்கள்.</translation>
    </message>
    <message>
        <source>Look at your holes 4, 5 and 6: they hold 3, 2 and 1 seeds. Each holds exactly enough to end in your store, so each one is a free move.</source>
        <translation>உங்கள் குழிகள் 4, 5, 6-ஐப் பாருங்கள்: அவற்றில் முறையே 3, 2, 1 விதைகள் உள்ளன. ஒவ்வொன்றிலும் உங்கள் களஞ்சியத்தில் முடியச் சரியாகப் போதுமான விதைகள் உள்ளன, எனவே ஒவ்வொன்றும் ஓர் இலவச நகர்வு.</translation>
    </message>
    <message>
        <source>Which one first? Sowing drops a seed in every hole it passes, and that can spoil the count of the holes further on.</source>
        <translation>எது முதலில்? விதைப்பு தான் கடக்கும் ஒவ்வொரு குழியிலும் ஒரு விதையைப் போடும், அது அடுத்துள்ள குழிகளின் கணக்கைக் கெடுக்கலாம்.</translation>
    </message>
    <message>
        <source>Right: hole 6 passes no other hole, so holes 4 and 5 still count exactly.</source>
        <translation>சரி: குழி 6 வேறு எந்தக் குழியையும் கடப்பதில்லை, எனவே குழிகள் 4, 5-இன் கணக்கு இன்னும் சரியாக உள்ளது.</translation>
    </message>
    <message>
        <source>You do move again, but hole 4 dropped a seed in holes 5 and 6. Now they hold 3 and 2: too many to end in your store. Your other free moves are gone, and that costs you about 8 seeds.</source>
        <translation>நீங்கள் மீண்டும் நகர்த்துகிறீர்கள்தான், ஆனால் குழி 4 குழிகள் 5, 6-இல் தலா ஒரு விதையைப் போட்டது. இப்போது அவற்றில் 3, 2 உள்ளன: உங்கள் களஞ்சியத்தில் முடிய அது அதிகம். உங்கள் மற்ற இலவச நகர்வுகள் போய்விட்டன, அது உங்களுக்குச் சுமார் 8 விதைகள் இழப்பு.</translation>
    </message>
    <message>
        <source>A free move, but hole 5 dropped a seed in hole 6, which now holds 2 and no longer ends in your store.</source>
        <translation>ஓர் இலவச நகர்வு, ஆனால் குழி 5 குழி 6-இல் ஒரு விதையைப் போட்டது; இப்போது அதில் 2 உள்ளன, அது இனி உங்கள் களஞ்சியத்தில் முடியாது.</translation>
    </message>
    <message>
        <source>You move again. Keep going: which hole now?</source>
        <translation>நீங்கள் மீண்டும் நகர்த்துகிறீர்கள். தொடருங்கள்: இப்போது எந்தக் குழி?</translation>
    </message>
    <message>
        <source>Right: hole 5 is now the closest free move. Its last seed went into your store, and its first one into hole 6.</source>
        <translation>சரி: இப்போது குழி 5-தான் மிக அருகிலுள்ள இலவச நகர்வு. அதன் கடைசி விதை உங்கள் களஞ்சியத்துக்குச் சென்றது, முதல் விதை குழி 6-க்கு.</translation>
    </message>
    <message>
        <source>The same mistake: hole 4 feeds holes 5 and 6, and hole 5 no longer ends in your store.</source>
        <translation>அதே தவறு: குழி 4 குழிகள் 5, 6-க்கு விதைகளை ஊட்டுகிறது, குழி 5 இனி உங்கள் களஞ்சியத்தில் முடியாது.</translation>
    </message>
    <message>
        <source>Two free moves in a row, and your store grew from 6 to 8 without giving North a single seed. Play the free move nearest your store first: it never spoils the others.</source>
        <translation>தொடர்ந்து இரண்டு இலவச நகர்வுகள்; வடக்குக்கு ஒரு விதையைக்கூடக் கொடுக்காமல் உங்கள் களஞ்சியம் 6-இலிருந்து 8-ஆக வளர்ந்தது. உங்கள் களஞ்சியத்துக்கு மிக அருகிலுள்ள இலவச நகர்வை முதலில் ஆடுங்கள்: அது மற்றவற்றை ஒருபோதும் கெடுக்காது.</translation>
    </message>
    <message>
        <source>Watch North&apos;s empty holes</source>
        <translation>வடக்கின் வெற்றுக் குழிகளைக் கவனியுங்கள்</translation>
    </message>
    <message>
        <source>A big pile across from an empty hole is in danger.</source>
        <translation>வெற்றுக் குழிக்கு எதிரே உள்ள பெரிய குவியல் ஆபத்தில் உள்ளது.</translation>
    </message>
    <message>
        <source>Before you choose a move, look at North&apos;s row. North&apos;s hole 5 is empty, and North&apos;s hole 3 holds 2 seeds: just enough to end there. Across from North&apos;s hole 5 are your 8 seeds in hole 2.</source>
        <translation>நகர்வைத் தேர்ந்தெடுப்பதற்கு முன், வடக்கின் வரிசையைப் பாருங்கள். வடக்கின் குழி 5 காலி, வடக்கின் குழி 3-இல் 2 விதைகள் உள்ளன: அங்கே முடியச் சரியாகப் போதுமானவை. வடக்கின் குழி 5-க்கு எதிரே குழி 2-இல் உங்கள் 8 விதைகள் உள்ளன.</translation>
    </message>
    <message>
        <source>If you leave them there, North plays hole 3 and takes all 8 of your seeds, plus its own last seed. A threat like this matters more than a small gain of your own.</source>
        <translation>அவற்றை அங்கேயே விட்டால், வடக்கு குழி 3-ஐ ஆடி உங்கள் 8 விதைகளையும் தன் கடைசி விதையையும் எடுத்துக்கொள்ளும். இப்படிப்பட்ட அச்சுறுத்தல் உங்கள் சொந்தச் சிறிய லாபத்தைவிட முக்கியமானது.</translation>
    </message>
    <message>
        <source>Your hole 3 could capture 4 seeds right now. But find the move that keeps your 8 seeds out of North&apos;s reach.</source>
        <translation>உங்கள் குழி 3 இப்போதே 4 விதைகளைக் கைப்பற்றலாம். ஆனால் உங்கள் 8 விதைகளையும் வடக்குக்கு எட்டாத இடத்தில் வைக்கும் நகர்வைக் கண்டுபிடியுங்கள்.</translation>
    </message>
    <message>
        <source>Safe. Your 8 seeds are spread along your row, one reached your store, and hole 2 is empty: North&apos;s empty hole has nothing across from it to take.</source>
        <translation>பாதுகாப்பு. உங்கள் 8 விதைகள் உங்கள் வரிசையில் பரவியுள்ளன, ஒன்று உங்கள் களஞ்சியத்தை அடைந்தது, குழி 2 காலி: வடக்கின் வெற்றுக் குழிக்கு எதிரே எடுக்க எதுவும் இல்லை.</translation>
    </message>
    <message>
        <source>You take 4 seeds, but your 8 seeds still sit across from North&apos;s empty hole 5. North takes them next: at least 4 seeds worse than saving them.</source>
        <translation>நீங்கள் 4 விதைகளை எடுக்கிறீர்கள், ஆனால் உங்கள் 8 விதைகள் இன்னும் வடக்கின் வெற்றுக் குழி 5-க்கு எதிரே உள்ளன. அடுத்து வடக்கு அவற்றை எடுக்கும்: அவற்றைக் காப்பாற்றுவதைவிடக் குறைந்தது 4 விதைகள் மோசம்.</translation>
    </message>
    <message>
        <source>Hole 1 only adds a seed to hole 2: now 9 seeds wait there for North to take.</source>
        <translation>குழி 1 குழி 2-இல் ஒரு விதையைச் சேர்க்க மட்டுமே செய்கிறது: இப்போது வடக்கு எடுப்பதற்காக அங்கே 9 விதைகள் காத்திருக்கின்றன.</translation>
    </message>
    <message>
        <source>Your 8 seeds are still across from North&apos;s empty hole 5, and North takes them next.</source>
        <translation>உங்கள் 8 விதைகள் இன்னும் வடக்கின் வெற்றுக் குழி 5-க்கு எதிரே உள்ளன, அடுத்து வடக்கு அவற்றை எடுக்கும்.</translation>
    </message>
    <message>
        <source>Make it a habit: before each move, find North&apos;s empty holes and the holes that can end in them. Move a big pile that sits across from one, or fill the empty hole.</source>
        <translation>இதைப் பழக்கமாக்குங்கள்: ஒவ்வொரு நகர்வுக்கும் முன், வடக்கின் வெற்றுக் குழிகளையும் அவற்றில் முடியக்கூடிய குழிகளையும் கண்டுபிடியுங்கள். அவற்றில் ஒன்றுக்கு எதிரே உள்ள பெரிய குவியலை நகர்த்துங்கள், அல்லது அந்த வெற்றுக் குழியை நிரப்புங்கள்.</translation>
    </message>
    <message>
        <source>A capture can cost you</source>
        <translation>கைப்பற்றல் உங்களுக்கு இழப்பாகலாம்</translation>
    </message>
    <message>
        <source>Count the seeds a move gives North before you take a small capture.</source>
        <translation>ஒரு சிறிய கைப்பற்றலை எடுப்பதற்கு முன், அந்த நகர்வு வடக்குக்குக் கொடுக்கும் விதைகளை எண்ணுங்கள்.</translation>
    </message>
    <message>
        <source>Your hole 5 holds 9 seeds. They go all the way round: one into your store, six into North&apos;s row, and the last into your empty hole 1, across from North&apos;s hole 6. That is a capture.</source>
        <translation>உங்கள் குழி 5-இல் 9 விதைகள் உள்ளன. அவை முழுவதும் சுற்றிச் செல்கின்றன: ஒன்று உங்கள் களஞ்சியத்துக்கு, ஆறு வடக்கின் வரிசைக்கு, கடைசி விதை வடக்கின் குழி 6-க்கு எதிரே உள்ள உங்கள் வெற்றுக் குழி 1-க்கு. அது ஒரு கைப்பற்றல்.</translation>
    </message>
    <message>
        <source>But count what it costs. The capture takes back only the one seed that reached North&apos;s hole 6; the other five stay in North&apos;s row for North to play with. A move that fills the opponent&apos;s row often helps the opponent more than you.</source>
        <translation>ஆனால் அதன் விலையை எண்ணுங்கள். வடக்கின் குழி 6-ஐ அடைந்த ஒரு விதையை மட்டுமே கைப்பற்றல் திரும்ப எடுக்கிறது; மற்ற ஐந்தும் வடக்கு ஆடுவதற்காக வடக்கின் வரிசையிலேயே இருக்கின்றன. எதிராளியின் வரிசையை நிரப்பும் நகர்வு பெரும்பாலும் உங்களைவிட எதிராளிக்கே அதிகம் உதவும்.</translation>
    </message>
    <message>
        <source>Leave the capture alone: play a quiet move instead.</source>
        <translation>கைப்பற்றலை விட்டுவிடுங்கள்: அதற்குப் பதிலாக ஓர் அமைதியான நகர்வை ஆடுங்கள்.</translation>
    </message>
    <message>
        <source>Right: no capture this time, and your 9 seeds in hole 5 stay at home. Before a capture, count the seeds it hands over.</source>
        <translation>சரி: இந்த முறை கைப்பற்றல் இல்லை, குழி 5-இல் உள்ள உங்கள் 9 விதைகள் உங்கள் பக்கத்திலேயே இருக்கின்றன. கைப்பற்றலுக்கு முன், அது எதிராளிக்குக் கொடுக்கும் விதைகளை எண்ணுங்கள்.</translation>
    </message>
    <message>
        <source>You captured 2 seeds, but North&apos;s row is full again and North&apos;s replies win back far more: this is at least 20 seeds worse than the best move.</source>
        <translation>நீங்கள் 2 விதைகளைக் கைப்பற்றினீர்கள், ஆனால் வடக்கின் வரிசை மீண்டும் நிரம்பியுள்ளது, வடக்கின் பதில் நகர்வுகள் அதைவிட மிக அதிகமாகத் திரும்பப் பெறுகின்றன: இது சிறந்த நகர்வைவிடக் குறைந்தது 20 விதைகள் மோசம்.</translation>
    </message>
    <message>
        <source>Count what you own</source>
        <translation>உங்களுக்குச் சொந்தமானதை எண்ணுங்கள்</translation>
    </message>
    <message>
        <source>Your store and your own row are yours; seeds sown into North&apos;s row are North&apos;s.</source>
        <translation>உங்கள் களஞ்சியமும் உங்கள் சொந்த வரிசையும் உங்களுடையவை; வடக்கின் வரிசையில் விதைக்கப்பட்ட விதைகள் வடக்குக்குச் சொந்தம்.</translation>
    </message>
    <message>
        <source>When a phase ends, you own what is in your store plus what is still in your own row. So eating a four in North&apos;s row wins four seeds from North. Eating a four in your own row only moves your own seeds into your store. And every seed you sow into North&apos;s row counts as North&apos;s.</source>
        <translation>ஒரு கட்டம் முடியும்போது, உங்கள் களஞ்சியத்தில் உள்ளவையும் உங்கள் சொந்த வரிசையில் இன்னும் உள்ளவையும் உங்களுக்குச் சொந்தம். எனவே வடக்கின் வரிசையில் ஒரு நான்கைச் சாப்பிட்டால் வடக்கிடமிருந்து நான்கு விதைகளை வெல்கிறீர்கள். உங்கள் சொந்த வரிசையில் ஒரு நான்கைச் சாப்பிட்டால், உங்கள் சொந்த விதைகளை உங்கள் களஞ்சியத்துக்கு நகர்த்துகிறீர்கள், அவ்வளவே. நீங்கள் வடக்கின் வரிசையில் விதைக்கும் ஒவ்வொரு விதையும் வடக்கினுடையதாகக் கணக்கிடப்படும்.</translation>
    </message>
    <message>
        <source>Hole 4 eats a four here. Watch whose four it is, and where the chain goes next.</source>
        <translation>இங்கே குழி 4 ஒரு நான்கைச் சாப்பிடுகிறது. அது யாருடைய நான்கு என்பதையும், சங்கிலி அடுத்து எங்கே செல்கிறது என்பதையும் கவனியுங்கள்.</translation>
    </message>
    <message>
        <source>It ate your own hole 6, so you own no more than before. Then the three seeds of hole 7 went over into North&apos;s row: North now owns three seeds more, and you three fewer. That move cost you a lot.</source>
        <translation>அது உங்கள் சொந்தக் குழி 6-ஐச் சாப்பிட்டது, எனவே முன்பைவிட உங்களுக்கு அதிகம் எதுவும் சொந்தமாகவில்லை. பிறகு குழி 7-இன் மூன்று விதைகள் வடக்கின் வரிசைக்குக் கடந்தன: இப்போது வடக்குக்கு மூன்று விதைகள் அதிகம், உங்களுக்கு மூன்று குறைவு. அந்த நகர்வு உங்களுக்குப் பெரிய இழப்பு.</translation>
    </message>
    <message>
        <source>Back to the same board. Find a move that loses nothing you own.</source>
        <translation>அதே பலகைக்குத் திரும்புவோம். உங்களுக்குச் சொந்தமான எதையும் இழக்காத நகர்வைக் கண்டுபிடியுங்கள்.</translation>
    </message>
    <message>
        <source>Right: hole 2&apos;s single seed moved one hole along your own row. Everything you own is still yours, and North must move next.</source>
        <translation>சரி: குழி 2-இன் ஒற்றை விதை உங்கள் சொந்த வரிசையில் ஒரு குழி நகர்ந்தது. உங்களுக்குச் சொந்தமான அனைத்தும் இன்னும் உங்களுடையவை, அடுத்து வடக்கு நகர்த்த வேண்டும்.</translation>
    </message>
    <message>
        <source>You ate your own four, and hole 7&apos;s three seeds crossed into North&apos;s row: North owns more, you own less.</source>
        <translation>நீங்கள் உங்கள் சொந்த நான்கைச் சாப்பிட்டீர்கள், குழி 7-இன் மூன்று விதைகள் வடக்கின் வரிசைக்குக் கடந்தன: வடக்குக்கு அதிகம், உங்களுக்குக் குறைவு.</translation>
    </message>
    <message>
        <source>Keep your heaps at home</source>
        <translation>உங்கள் குவியல்களை உங்கள் பக்கத்திலேயே வையுங்கள்</translation>
    </message>
    <message>
        <source>A big heap sown goes round the board and drops seeds into North&apos;s row.</source>
        <translation>விதைக்கப்பட்ட பெரிய குவியல் பலகையைச் சுற்றிச் சென்று வடக்கின் வரிசையில் விதைகளைப் போடும்.</translation>
    </message>
    <message>
        <source>Your holes 2 and 5 hold 13 and 15 seeds. A heap that big goes right round the board and leaves a seed in every hole of North&apos;s row on the way. Those seeds become North&apos;s.</source>
        <translation>உங்கள் குழிகள் 2, 5-இல் முறையே 13, 15 விதைகள் உள்ளன. அவ்வளவு பெரிய குவியல் பலகை முழுவதும் சுற்றி, வழியில் வடக்கின் வரிசையின் ஒவ்வொரு குழியிலும் ஒரு விதையை விட்டுச் செல்லும். அந்த விதைகள் வடக்கினுடையவை ஆகின்றன.</translation>
    </message>
    <message>
        <source>Watch hole 2: thirteen seeds go round, and the last one even eats a four, in your own hole 1.</source>
        <translation>குழி 2-ஐக் கவனியுங்கள்: பதின்மூன்று விதைகள் சுற்றிச் செல்கின்றன, கடைசி விதை உங்கள் சொந்தக் குழி 1-இல் ஒரு நான்கைச் சாப்பிடவும் செய்கிறது.</translation>
    </message>
    <message>
        <source>Now count: seven seeds went into North&apos;s row, and the four you ate were yours already. North owns seven more than before the move.</source>
        <translation>இப்போது எண்ணுங்கள்: ஏழு விதைகள் வடக்கின் வரிசைக்குச் சென்றன, நீங்கள் சாப்பிட்ட நான்கும் ஏற்கனவே உங்களுடையவை. நகர்வுக்கு முன்பைவிட வடக்குக்கு ஏழு அதிகம் சொந்தம்.</translation>
    </message>
    <message>
        <source>Back to the start. Find the move that keeps your seeds on your side of the board.</source>
        <translation>தொடக்கத்துக்குத் திரும்புவோம். உங்கள் விதைகளைப் பலகையின் உங்கள் பக்கத்திலேயே வைக்கும் நகர்வைக் கண்டுபிடியுங்கள்.</translation>
    </message>
    <message>
        <source>Right: hole 1&apos;s three seeds relayed once and sat in your empty hole 6. Not a seed crossed over, and your two heaps wait at home.</source>
        <translation>சரி: குழி 1-இன் மூன்று விதைகள் ஒருமுறை தொடர்ந்து உங்கள் வெற்றுக் குழி 6-இல் உட்கார்ந்தன. ஒரு விதைகூடக் கடக்கவில்லை, உங்கள் இரண்டு குவியல்களும் உங்கள் பக்கத்திலேயே காத்திருக்கின்றன.</translation>
    </message>
    <message>
        <source>Seven seeds went round into North&apos;s row, and the four you ate were your own.</source>
        <translation>ஏழு விதைகள் சுற்றி வடக்கின் வரிசைக்குச் சென்றன, நீங்கள் சாப்பிட்ட நான்கும் உங்களுடையவையே.</translation>
    </message>
    <message>
        <source>Fifteen seeds went round the board and the chain spread them over both rows: North owns more now.</source>
        <translation>பதினைந்து விதைகள் பலகையைச் சுற்றின, சங்கிலி அவற்றை இரு வரிசைகளிலும் பரப்பியது: இப்போது வடக்குக்கு அதிகம் சொந்தம்.</translation>
    </message>
    <message>
        <source>The single seed made hole 5 relay its heap round the board. You ate a four in North&apos;s row, yet North&apos;s row ended with three seeds more than before.</source>
        <translation>அந்த ஒற்றை விதை குழி 5-ஐத் தொடர வைத்து, அதன் குவியலைப் பலகையைச் சுற்றி அனுப்பியது. நீங்கள் வடக்கின் வரிசையில் ஒரு நான்கைச் சாப்பிட்டீர்கள், இருந்தும் முடிவில் வடக்கின் வரிசையில் முன்பைவிட மூன்று விதைகள் அதிகமாக இருந்தன.</translation>
    </message>
    <message>
        <source>Follow the chain to its end</source>
        <translation>சங்கிலியை அதன் முடிவு வரை பின்தொடருங்கள்</translation>
    </message>
    <message>
        <source>A small hole can start the longest chain; count before you choose.</source>
        <translation>சிறிய குழி மிக நீண்ட சங்கிலியைத் தொடங்கலாம்; தேர்ந்தெடுப்பதற்கு முன் எண்ணுங்கள்.</translation>
    </message>
    <message>
        <source>A later phase: North owned fewer seeds, so North&apos;s holes 5, 6 and 7 are blind. Sowing runs past them, so the circuit is shorter and chains run on longer.</source>
        <translation>பிந்தைய கட்டம்: வடக்கிடம் குறைவான விதைகள் இருந்தன, எனவே வடக்கின் குழிகள் 5, 6, 7 குருடானவை. விதைப்பு அவற்றைக் கடந்து செல்கிறது, எனவே சுற்றுப்பாதை குறுகியது, சங்கிலிகள் மேலும் நீள்கின்றன.</translation>
    </message>
    <message>
        <source>Your hole 5 holds eleven seeds, but the size of a hole says little. Before you choose, follow each chain: where does its last seed fall, does it eat, and does it go on?</source>
        <translation>உங்கள் குழி 5-இல் பதினொரு விதைகள் உள்ளன, ஆனால் குழியின் அளவு அதிகம் சொல்லாது. தேர்ந்தெடுப்பதற்கு முன், ஒவ்வொரு சங்கிலியையும் பின்தொடருங்கள்: அதன் கடைசி விதை எங்கே விழுகிறது, அது சாப்பிடுகிறதா, தொடர்கிறதா?</translation>
    </message>
    <message>
        <source>Find the move whose chain eats the most.</source>
        <translation>அதிகம் சாப்பிடும் சங்கிலி கொண்ட நகர்வைக் கண்டுபிடியுங்கள்.</translation>
    </message>
    <message>
        <source>Right: hole 4&apos;s three seeds made a four in your hole 7, and the chain went on and on.</source>
        <translation>சரி: குழி 4-இன் மூன்று விதைகள் உங்கள் குழி 7-இல் ஒரு நான்கை உருவாக்கின, சங்கிலி தொடர்ந்து நீண்டுகொண்டே சென்றது.</translation>
    </message>
    <message>
        <source>The eleven seeds ate only one four, and it was your own hole 4.</source>
        <translation>பதினொரு விதைகள் ஒரே ஒரு நான்கைத்தான் சாப்பிட்டன, அதுவும் உங்கள் சொந்தக் குழி 4.</translation>
    </message>
    <message>
        <source>Two of hole 7&apos;s seeds went into North&apos;s row; the third relayed your hole 1 and sat in your hole 3. Nothing eaten.</source>
        <translation>குழி 7-இன் இரண்டு விதைகள் வடக்கின் வரிசைக்குச் சென்றன; மூன்றாவது உங்கள் குழி 1-ஐத் தொடர வைத்து உங்கள் குழி 3-இல் உட்கார்ந்தது. எதுவும் சாப்பிடப்படவில்லை.</translation>
    </message>
    <message>
        <source>One seed into an empty hole: your turn ended and nothing changed.</source>
        <translation>ஒரு வெற்றுக் குழியில் ஒரு விதை: உங்கள் முறை முடிந்தது, எதுவும் மாறவில்லை.</translation>
    </message>
    <message>
        <source>That chain ate four times: your holes 7 and 6, and North&apos;s holes 2 and 4. Sixteen seeds went into your store, eight of them from North&apos;s row.</source>
        <translation>அந்தச் சங்கிலி நான்கு முறை சாப்பிட்டது: உங்கள் குழிகள் 7, 6, வடக்கின் குழிகள் 2, 4. பதினாறு விதைகள் உங்கள் களஞ்சியத்துக்குச் சென்றன, அவற்றில் எட்டு வடக்கின் வரிசையிலிருந்து.</translation>
    </message>
    <message>
        <source>Do not feed North&apos;s puta</source>
        <translation>வடக்கின் புட்டாவுக்கு ஊட்டாதீர்கள்</translation>
    </message>
    <message>
        <source>Seeds in a puta or naga stay its owner&apos;s; a side with only privileged seeds must pass.</source>
        <translation>புட்டா அல்லது நாகாவில் உள்ள விதைகள் அதன் உரிமையாளருக்கே; சிறப்புரிமை விதைகள் மட்டுமே உள்ள பக்கம் முறையை விட்டுக்கொடுக்க வேண்டும்.</translation>
    </message>
    <message>
        <source>North&apos;s hole 5 is a puta. Nobody may lift it or eat it, so every seed that falls into it stays North&apos;s until the phase ends. It already holds twelve. A last seed that falls into it also ends your turn.</source>
        <translation>வடக்கின் குழி 5 ஒரு புட்டா. யாரும் அதை எடுக்கவோ சாப்பிடவோ கூடாது, எனவே அதில் விழும் ஒவ்வொரு விதையும் கட்டம் முடியும் வரை வடக்கினுடையதாகவே இருக்கும். அதில் ஏற்கனவே பன்னிரண்டு உள்ளன. அதில் விழும் கடைசி விதை உங்கள் முறையையும் முடிக்கும்.</translation>
    </message>
    <message>
        <source>Holes 2 and 5 both start chains that end in North&apos;s puta. Find a move that gives North nothing.</source>
        <translation>குழிகள் 2, 5 இரண்டும் வடக்கின் புட்டாவில் முடியும் சங்கிலிகளைத் தொடங்குகின்றன. வடக்குக்கு எதையும் தராத நகர்வைக் கண்டுபிடியுங்கள்.</translation>
    </message>
    <message>
        <source>Right: hole 3&apos;s seeds stayed in your row. The puta gained nothing.</source>
        <translation>சரி: குழி 3-இன் விதைகள் உங்கள் வரிசையிலேயே இருந்தன. புட்டாவுக்கு எதுவும் கிடைக்கவில்லை.</translation>
    </message>
    <message>
        <source>The heap went round, fed North&apos;s row and the puta, and the last seed fell into the puta: turn over.</source>
        <translation>குவியல் சுற்றிச் சென்று, வடக்கின் வரிசைக்கும் புட்டாவுக்கும் ஊட்டியது, கடைசி விதை புட்டாவில் விழுந்தது: முறை முடிந்தது.</translation>
    </message>
    <message>
        <source>The chain relayed your hole 5 round the board and ended in the puta, with seeds left in North&apos;s row.</source>
        <translation>சங்கிலி உங்கள் குழி 5-ஐத் தொடர வைத்துப் பலகையைச் சுற்றி, வடக்கின் வரிசையில் விதைகளை விட்டுவிட்டுப் புட்டாவில் முடிந்தது.</translation>
    </message>
    <message>
        <source>A puta has a weak side for its owner too: its seeds can never be lifted. If all of North&apos;s seeds are in the puta, North cannot move, passes, and you play again.</source>
        <translation>புட்டாவுக்கு அதன் உரிமையாளருக்கும் ஒரு பலவீனம் உண்டு: அதன் விதைகளை ஒருபோதும் எடுக்க முடியாது. வடக்கின் எல்லா விதைகளும் புட்டாவில் இருந்தால், வடக்கால் நகர்த்த முடியாது, அது முறையை விட்டுக்கொடுக்கிறது, நீங்கள் மீண்டும் ஆடுகிறீர்கள்.</translation>
    </message>
    <message>
        <source>North has seeds only in the puta. Find a move that keeps it that way, so that North has to pass.</source>
        <translation>வடக்கிடம் புட்டாவில் மட்டுமே விதைகள் உள்ளன. வடக்கு முறையை விட்டுக்கொடுக்க வேண்டியிருக்கும்படி, அதை அப்படியே வைத்திருக்கும் நகர்வைக் கண்டுபிடியுங்கள்.</translation>
    </message>
    <message>
        <source>Right: your chain stayed in your row, so North can lift nothing and passes. It is your move again.</source>
        <translation>சரி: உங்கள் சங்கிலி உங்கள் வரிசையிலேயே இருந்தது, எனவே வடக்கால் எதையும் எடுக்க முடியாது, அது முறையை விட்டுக்கொடுக்கிறது. மீண்டும் உங்கள் நகர்வு.</translation>
    </message>
    <message>
        <source>Your heap went round and put a seed in each of North&apos;s holes 1 to 4: now North can play.</source>
        <translation>உங்கள் குவியல் சுற்றிச் சென்று வடக்கின் குழிகள் 1 முதல் 4 வரை ஒவ்வொன்றிலும் ஒரு விதையைப் போட்டது: இப்போது வடக்கால் ஆட முடியும்.</translation>
    </message>
    <message>
        <source>The chain left seeds in North&apos;s holes 2 and 4 and ended in the puta: North can play again.</source>
        <translation>சங்கிலி வடக்கின் குழிகள் 2, 4-இல் விதைகளை விட்டுவிட்டுப் புட்டாவில் முடிந்தது: வடக்கால் மீண்டும் ஆட முடியும்.</translation>
    </message>
    <message>
        <source>Count to four</source>
        <translation>நான்கு வரை எண்ணுங்கள்</translation>
    </message>
    <message>
        <source>Make pasu in your own holes, and none in North&apos;s.</source>
        <translation>உங்கள் சொந்தக் குழிகளில் பசு உருவாக்குங்கள், வடக்கின் குழிகளில் ஒன்றும் வேண்டாம்.</translation>
    </message>
    <message>
        <source>A hole that reaches exactly four during a sowing is a pasu, and its four seeds go to the hole&apos;s owner. So a hole of yours with three seeds is a chance: one more seed makes four, for you.</source>
        <translation>விதைப்பின்போது சரியாக நான்கை எட்டும் குழி ஒரு பசு; அதன் நான்கு விதைகளும் அந்தக் குழியின் உரிமையாளருக்குச் செல்லும். எனவே மூன்று விதைகள் உள்ள உங்கள் குழி ஒரு வாய்ப்பு: இன்னும் ஒரு விதை சேர்ந்தால் நான்கு, உங்களுக்கு.</translation>
    </message>
    <message>
        <source>Make your hole 5 a pasu.</source>
        <translation>உங்கள் குழி 5-ஐப் பசுவாக்குங்கள்.</translation>
    </message>
    <message>
        <source>Right: the second seed of hole 3 brought hole 5 to four. A pasu: four seeds for you.</source>
        <translation>சரி: குழி 3-இன் இரண்டாவது விதை குழி 5-ஐ நான்காக்கியது. பசு: உங்களுக்கு நான்கு விதைகள்.</translation>
    </message>
    <message>
        <source>You lifted hole 5 itself: its three seeds are sown away and the pasu is gone. That is at least 10 seeds worse.</source>
        <translation>நீங்கள் குழி 5-ஐயே எடுத்தீர்கள்: அதன் மூன்று விதைகளும் விதைக்கப்பட்டுவிட்டன, பசு போய்விட்டது. இது குறைந்தது 10 விதைகள் மோசம்.</translation>
    </message>
    <message>
        <source>A pasu goes to the hole&apos;s owner, whoever sows. Here your hole 3 and North&apos;s hole 5 both hold three. Make a pasu for yourself, and none for North.</source>
        <translation>யார் விதைத்தாலும், பசு அந்தக் குழியின் உரிமையாளருக்கே செல்லும். இங்கே உங்கள் குழி 3-இலும் வடக்கின் குழி 5-இலும் தலா மூன்று உள்ளன. உங்களுக்கு ஒரு பசுவை உருவாக்குங்கள், வடக்குக்கு ஒன்றும் வேண்டாம்.</translation>
    </message>
    <message>
        <source>Right: your hole 3 reached four, and North&apos;s hole 5 was left alone.</source>
        <translation>சரி: உங்கள் குழி 3 நான்கை எட்டியது, வடக்கின் குழி 5 தொடப்படவில்லை.</translation>
    </message>
    <message>
        <source>Your seeds went into North&apos;s row, and the relay from North&apos;s hole 4 brought North&apos;s hole 5 to four: a pasu for North, not for you.</source>
        <translation>உங்கள் விதைகள் வடக்கின் வரிசைக்குச் சென்றன, வடக்கின் குழி 4-இலிருந்து வந்த தொடர் வடக்கின் குழி 5-ஐ நான்காக்கியது: பசு வடக்குக்கு, உங்களுக்கு அல்ல.</translation>
    </message>
    <message>
        <source>You sowed your own three away, and the relays carried on into North&apos;s row until North&apos;s hole 5 reached four: a pasu for North.</source>
        <translation>உங்கள் சொந்த மூன்றையும் விதைத்துவிட்டீர்கள், வடக்கின் குழி 5 நான்கை எட்டும் வரை தொடர்கள் வடக்கின் வரிசைக்குள் தொடர்ந்தன: பசு வடக்குக்கு.</translation>
    </message>
    <message>
        <source>Before you sow, count the holes with three seeds on both sides. Yours are pasu waiting for you; North&apos;s are pasu your own seeds could hand to North.</source>
        <translation>விதைப்பதற்கு முன், இரு பக்கங்களிலும் மூன்று விதைகள் உள்ள குழிகளை எண்ணுங்கள். உங்களுடையவை உங்களுக்காகக் காத்திருக்கும் பசுக்கள்; வடக்கினுடையவை உங்கள் சொந்த விதைகளே வடக்குக்குக் கொடுத்துவிடக்கூடிய பசுக்கள்.</translation>
    </message>
    <message>
        <source>Sow on into a capture</source>
        <translation>தொடர்ந்து விதைத்துக் கைப்பற்றுங்கள்</translation>
    </message>
    <message>
        <source>Follow the whole chain of sowings before you choose.</source>
        <translation>தேர்ந்தெடுப்பதற்கு முன், விதைப்புகளின் முழுச் சங்கிலியையும் பின்தொடருங்கள்.</translation>
    </message>
    <message>
        <source>Your turn does not stop where your last seed falls. If the next hole has seeds you sow on, and an empty hole followed by a full one is a capture. Good players follow the whole chain before they choose.</source>
        <translation>உங்கள் கடைசி விதை விழும் இடத்தில் உங்கள் முறை நிற்பதில்லை. அடுத்த குழியில் விதைகள் இருந்தால் தொடர்ந்து விதைக்கிறீர்கள்; ஒரு வெற்றுக் குழியும் அதைத் தொடர்ந்து ஒரு நிரம்பிய குழியும் இருந்தால் அது கைப்பற்றல். நல்ல ஆட்டக்காரர்கள் தேர்ந்தெடுப்பதற்கு முன் முழுச் சங்கிலியையும் பின்தொடர்வார்கள்.</translation>
    </message>
    <message>
        <source>Hole 4 or hole 5? Follow each one: one of them sows on and captures.</source>
        <translation>குழி 4-ஆ குழி 5-ஆ? ஒவ்வொன்றையும் பின்தொடருங்கள்: அவற்றில் ஒன்று தொடர்ந்து விதைத்துக் கைப்பற்றுகிறது.</translation>
    </message>
    <message>
        <source>Right: your last seed fell in hole 7, North&apos;s hole 1 had seeds to sow on, and that sowing ended just before an empty hole and a full one. Three seeds captured.</source>
        <translation>சரி: உங்கள் கடைசி விதை குழி 7-இல் விழுந்தது, வடக்கின் குழி 1-இல் தொடர்ந்து விதைக்க விதைகள் இருந்தன, அந்த விதைப்பு ஒரு வெற்றுக் குழிக்கும் ஒரு நிரம்பிய குழிக்கும் சற்று முன் முடிந்தது. மூன்று விதைகள் கைப்பற்றப்பட்டன.</translation>
    </message>
    <message>
        <source>Hole 5&apos;s last seed fell in North&apos;s hole 2, and the two holes after it were empty: your turn ended with nothing taken. At least 10 seeds worse.</source>
        <translation>குழி 5-இன் கடைசி விதை வடக்கின் குழி 2-இல் விழுந்தது, அதற்கு அடுத்த இரண்டு குழிகளும் காலியாக இருந்தன: எதையும் எடுக்காமல் உங்கள் முறை முடிந்தது. குறைந்தது 10 விதைகள் மோசம்.</translation>
    </message>
    <message>
        <source>Another board. Which hole sows on into a capture?</source>
        <translation>இன்னொரு பலகை. எந்தக் குழி தொடர்ந்து விதைத்துக் கைப்பற்றும்?</translation>
    </message>
    <message>
        <source>Right: the last seed fell in North&apos;s hole 2, you sowed on from North&apos;s hole 3, and that seed stopped before an empty hole and North&apos;s hole 6: two seeds for you.</source>
        <translation>சரி: கடைசி விதை வடக்கின் குழி 2-இல் விழுந்தது, வடக்கின் குழி 3-இலிருந்து தொடர்ந்து விதைத்தீர்கள், அந்த விதை ஒரு வெற்றுக் குழிக்கும் வடக்கின் குழி 6-க்கும் முன் நின்றது: உங்களுக்கு இரண்டு விதைகள்.</translation>
    </message>
    <message>
        <source>Hole 2&apos;s last seed fell in your hole 7, and North&apos;s holes 1 and 2 after it were empty: your turn ended.</source>
        <translation>குழி 2-இன் கடைசி விதை உங்கள் குழி 7-இல் விழுந்தது, அதற்குப் பின் வடக்கின் குழிகள் 1, 2 காலியாக இருந்தன: உங்கள் முறை முடிந்தது.</translation>
    </message>
    <message>
        <source>One seed into hole 2, then two empty holes: your turn ended.</source>
        <translation>குழி 2-இல் ஒரு விதை, பிறகு இரண்டு வெற்றுக் குழிகள்: உங்கள் முறை முடிந்தது.</translation>
    </message>
    <message>
        <source>A chain can be long, but every link follows the same rule: look at the two holes after the last seed. Follow it in your head before you lift.</source>
        <translation>சங்கிலி நீளமாக இருக்கலாம், ஆனால் அதன் ஒவ்வொரு கண்ணியும் ஒரே விதியைப் பின்பற்றுகிறது: கடைசி விதைக்குப் பின் உள்ள இரண்டு குழிகளைப் பாருங்கள். எடுப்பதற்கு முன் அதை மனதுக்குள் பின்தொடருங்கள்.</translation>
    </message>
    <message>
        <source>Starve North at the end of a round</source>
        <translation>சுற்றின் முடிவில் வடக்கைப் பட்டினி போடுங்கள்</translation>
    </message>
    <message>
        <source>Keep your seeds at home when North is running out.</source>
        <translation>வடக்கின் விதைகள் தீர்ந்துகொண்டிருக்கும்போது உங்கள் விதைகளை உங்கள் பக்கத்திலேயே வையுங்கள்.</translation>
    </message>
    <message>
        <source>Late in a round, count North&apos;s seeds: North has only the two in its hole 7. When North has nothing to sow on its turn, the round ends and the seeds still in your row are yours.</source>
        <translation>சுற்றின் பிற்பகுதியில், வடக்கின் விதைகளை எண்ணுங்கள்: வடக்கிடம் அதன் குழி 7-இல் உள்ள இரண்டு மட்டுமே உள்ளன. வடக்கின் முறையில் அதற்கு விதைக்க எதுவும் இல்லையென்றால், சுற்று முடிகிறது, உங்கள் வரிசையில் இன்னும் உள்ள விதைகள் உங்களுடையவை.</translation>
    </message>
    <message>
        <source>Play a move that keeps your seeds in your own row.</source>
        <translation>உங்கள் விதைகளை உங்கள் சொந்த வரிசையிலேயே வைக்கும் நகர்வை ஆடுங்கள்.</translation>
    </message>
    <message>
        <source>Right: your seeds stayed at home. North has to sow its last two seeds into your row.</source>
        <translation>சரி: உங்கள் விதைகள் உங்கள் பக்கத்திலேயே இருந்தன. வடக்கு தன் கடைசி இரண்டு விதைகளை உங்கள் வரிசையில் விதைக்க வேண்டும்.</translation>
    </message>
    <message>
        <source>Hole 6&apos;s seeds ran into North&apos;s row: North has four more seeds to play with, and the round goes on. At least 16 seeds worse.</source>
        <translation>குழி 6-இன் விதைகள் வடக்கின் வரிசைக்குள் ஓடின: வடக்குக்கு ஆட இன்னும் நான்கு விதைகள் கிடைத்தன, சுற்று தொடர்கிறது. குறைந்தது 16 விதைகள் மோசம்.</translation>
    </message>
    <message>
        <source>North sowed its last seeds and took one of yours. Now North&apos;s row is empty. If it is still empty when North&apos;s turn comes, the round ends.</source>
        <translation>வடக்கு தன் கடைசி விதைகளை விதைத்து, உங்களுடைய ஒன்றை எடுத்தது. இப்போது வடக்கின் வரிசை காலி. வடக்கின் முறை வரும்போதும் அது காலியாகவே இருந்தால், சுற்று முடியும்.</translation>
    </message>
    <message>
        <source>End the round: sow without putting a seed in North&apos;s row.</source>
        <translation>சுற்றை முடியுங்கள்: வடக்கின் வரிசையில் ஒரு விதையும் போடாமல் விதையுங்கள்.</translation>
    </message>
    <message>
        <source>Right: North had nothing to sow, so the round ended and every seed in your row went to your store.</source>
        <translation>சரி: வடக்கிடம் விதைக்க எதுவும் இல்லை, எனவே சுற்று முடிந்தது, உங்கள் வரிசையில் இருந்த ஒவ்வொரு விதையும் உங்கள் களஞ்சியத்துக்குச் சென்றது.</translation>
    </message>
    <message>
        <source>Hole 6&apos;s seven seeds went round into North&apos;s row: North has seeds again and the round goes on. At least 20 seeds worse.</source>
        <translation>குழி 6-இன் ஏழு விதைகள் சுற்றி வடக்கின் வரிசைக்குச் சென்றன: வடக்கிடம் மீண்டும் விதைகள் உள்ளன, சுற்று தொடர்கிறது. குறைந்தது 20 விதைகள் மோசம்.</translation>
    </message>
    <message>
        <source>North owned only 35 seeds: enough to fill five holes, so North&apos;s holes 1 and 2 are burnt for this round. Starve North at the end of each round and its side of the board keeps shrinking.</source>
        <translation>வடக்கிடம் 35 விதைகளே இருந்தன: ஐந்து குழிகளை நிரப்ப மட்டுமே போதுமானவை, எனவே இந்தச் சுற்றுக்கு வடக்கின் குழிகள் 1, 2 எரிந்த குழிகள். ஒவ்வொரு சுற்றின் முடிவிலும் வடக்கைப் பட்டினி போடுங்கள், பலகையில் அதன் பக்கம் சுருங்கிக்கொண்டே போகும்.</translation>
    </message>
    <message>
        <source>Where the big captures are</source>
        <translation>பெரிய கைப்பற்றல்கள் எங்கே உள்ளன</translation>
    </message>
    <message>
        <source>Your A, B and C face two of North&apos;s holes; a row of empty holes captures again and again.</source>
        <translation>உங்கள் A, B, C வடக்கின் இரண்டு குழிகளை எதிர்கொள்கின்றன; வெற்றுக் குழிகளின் வரிசை மீண்டும் மீண்டும் கைப்பற்றும்.</translation>
    </message>
    <message>
        <source>Your A, B and C are special: each has two of North&apos;s holes in its column, the top one and the middle one. A capture there can take both. Look at North&apos;s e with seven seeds and h with two: both face your empty B.</source>
        <translation>உங்கள் A, B, C சிறப்பானவை: ஒவ்வொன்றின் நெடுவரிசையிலும் வடக்கின் இரண்டு குழிகள் உள்ளன, மேல் குழியும் நடுக் குழியும். அங்கே ஒரு கைப்பற்றல் இரண்டையும் எடுக்கலாம். ஏழு விதைகள் உள்ள வடக்கின் e-ஐயும் இரண்டு உள்ள h-ஐயும் பாருங்கள்: இரண்டும் உங்கள் வெற்றுக் குழி B-ஐ எதிர்கொள்கின்றன.</translation>
    </message>
    <message>
        <source>Find the biggest capture.</source>
        <translation>மிகப் பெரிய கைப்பற்றலைக் கண்டுபிடியுங்கள்.</translation>
    </message>
    <message>
        <source>Right: A&apos;s seed fell into your empty B and took North&apos;s e and h, nine seeds.</source>
        <translation>சரி: A-இன் விதை உங்கள் வெற்றுக் குழி B-இல் விழுந்து வடக்கின் e, h-ஐ எடுத்தது, ஒன்பது விதைகள்.</translation>
    </message>
    <message>
        <source>E&apos;s seeds end in your empty G and take North&apos;s a: a single seed.</source>
        <translation>E-இன் விதைகள் உங்கள் வெற்றுக் குழி G-இல் முடிந்து வடக்கின் a-ஐ எடுக்கின்றன: ஒரே ஒரு விதை.</translation>
    </message>
    <message>
        <source>After a capture the lone seed steps on into the next hole. If that hole is yours too, empty, and faces North&apos;s seeds, you capture again. Here your holes B to F are all empty, and North has seeds in each of their columns: a ladder.</source>
        <translation>கைப்பற்றலுக்குப் பிறகு தனி விதை அடுத்த குழிக்குச் செல்கிறது. அந்தக் குழியும் உங்களுடையதாக, காலியாக, வடக்கின் விதைகளை எதிர்கொள்வதாக இருந்தால், மீண்டும் கைப்பற்றுகிறீர்கள். இங்கே உங்கள் குழிகள் B முதல் F வரை அனைத்தும் காலி, அவற்றின் ஒவ்வொரு நெடுவரிசையிலும் வடக்கிடம் விதைகள் உள்ளன: ஓர் ஏணி.</translation>
    </message>
    <message>
        <source>Find the move that climbs the ladder.</source>
        <translation>ஏணியில் ஏறும் நகர்வைக் கண்டுபிடியுங்கள்.</translation>
    </message>
    <message>
        <source>Right: A&apos;s last seed fell into your empty C and took North&apos;s i. The lone seed stepped into D and took c, into E and took b, into F and took the four in a: seven seeds in one turn.</source>
        <translation>சரி: A-இன் கடைசி விதை உங்கள் வெற்றுக் குழி C-இல் விழுந்து வடக்கின் i-ஐ எடுத்தது. தனி விதை D-க்குச் சென்று c-ஐ எடுத்தது, E-க்குச் சென்று b-ஐ எடுத்தது, F-க்குச் சென்று a-இல் இருந்த நான்கையும் எடுத்தது: ஒரே முறையில் ஏழு விதைகள்.</translation>
    </message>
    <message>
        <source>G&apos;s two seeds end in your empty I and take North&apos;s c, one seed. The lone seed then lands on North&apos;s a and sows its five seeds into North&apos;s row, and your turn ends.</source>
        <translation>G-இன் இரண்டு விதைகள் உங்கள் வெற்றுக் குழி I-இல் முடிந்து வடக்கின் c-ஐ எடுக்கின்றன, ஒரு விதை. பிறகு தனி விதை வடக்கின் a-இல் விழுந்து அதன் ஐந்து விதைகளை வடக்கின் வரிசையில் விதைக்கிறது, உங்கள் முறை முடிகிறது.</translation>
    </message>
    <message>
        <source>H&apos;s four seeds go into I and North&apos;s a, b and c; c&apos;s two seeds go on into d and e, an empty hole of North&apos;s: nothing captured.</source>
        <translation>H-இன் நான்கு விதைகள் I-இலும் வடக்கின் a, b, c-இலும் செல்கின்றன; c-இன் இரண்டு விதைகள் d-க்கும், வடக்கின் வெற்றுக் குழியான e-க்கும் தொடர்கின்றன: எதுவும் கைப்பற்றப்படவில்லை.</translation>
    </message>
    <message>
        <source>Guard your columns</source>
        <translation>உங்கள் நெடுவரிசைகளைக் காத்திடுங்கள்</translation>
    </message>
    <message>
        <source>North captures down the columns too: fill the empty holes that face your heaps.</source>
        <translation>வடக்கும் நெடுவரிசைகள் வழியே கைப்பற்றும்: உங்கள் குவியல்களை எதிர்கொள்ளும் வெற்றுக் குழிகளை நிரப்புங்கள்.</translation>
    </message>
    <message>
        <source>North captures the way you do: a last seed in an empty hole of North&apos;s takes your seeds in its column. North&apos;s b faces your E and H, and c faces your D and I. Both are empty now, and your E holds eight seeds, your I four.</source>
        <translation>வடக்கும் நீங்கள் கைப்பற்றுவது போலவே கைப்பற்றும்: வடக்கின் வெற்றுக் குழியில் விழும் கடைசி விதை அதன் நெடுவரிசையில் உள்ள உங்கள் விதைகளை எடுக்கும். வடக்கின் b உங்கள் E, H-ஐ எதிர்கொள்கிறது, c உங்கள் D, I-ஐ எதிர்கொள்கிறது. இரண்டும் இப்போது காலி, உங்கள் E-இல் எட்டு விதைகள், உங்கள் I-இல் நான்கு.</translation>
    </message>
    <message>
        <source>F takes North&apos;s two seeds in a at once. Watch it.</source>
        <translation>F உடனே a-இல் உள்ள வடக்கின் இரண்டு விதைகளை எடுக்கிறது. அதைக் கவனியுங்கள்.</translation>
    </message>
    <message>
        <source>Your move left a single seed in North&apos;s a, just before North&apos;s empty b and c. Watch North&apos;s answer.</source>
        <translation>உங்கள் நகர்வு, வடக்கின் வெற்றுக் குழிகள் b, c-க்குச் சற்று முன் உள்ள வடக்கின் a-இல் ஒரே ஒரு விதையை விட்டது. வடக்கின் பதிலைக் கவனியுங்கள்.</translation>
    </message>
    <message>
        <source>North&apos;s seed stepped into the empty b and took your E, then into the empty c and took your I. You had no seeds left, so North took the whole board. Start again: North&apos;s b and c must not stay empty. Find the best move.</source>
        <translation>வடக்கின் விதை வெற்றுக் குழி b-க்குச் சென்று உங்கள் E-ஐ எடுத்தது, பிறகு வெற்றுக் குழி c-க்குச் சென்று உங்கள் I-ஐ எடுத்தது. உங்களிடம் விதைகள் எதுவும் மீதமில்லை, எனவே வடக்கு பலகை முழுவதையும் எடுத்துக்கொண்டது. மீண்டும் தொடங்குங்கள்: வடக்கின் b, c காலியாக இருக்கக் கூடாது. சிறந்த நகர்வைக் கண்டுபிடியுங்கள்.</translation>
    </message>
    <message>
        <source>Right: only I&apos;s four seeds crossed, into North&apos;s a, b, c and d, and d&apos;s seeds went on into e, f and g. North&apos;s b and c hold seeds now, and your E stays at home.</source>
        <translation>சரி: I-இன் நான்கு விதைகள் மட்டுமே வடக்கின் a, b, c, d-க்குக் கடந்தன, d-இன் விதைகள் e, f, g-க்குத் தொடர்ந்தன. இப்போது வடக்கின் b, c-இல் விதைகள் உள்ளன, உங்கள் E உங்கள் பக்கத்திலேயே இருக்கிறது.</translation>
    </message>
    <message>
        <source>You took two seeds, but North&apos;s b and c are still empty, facing your E and I.</source>
        <translation>நீங்கள் இரண்டு விதைகளை எடுத்தீர்கள், ஆனால் வடக்கின் b, c இன்னும் காலியாக, உங்கள் E, I-ஐ எதிர்கொண்டபடி உள்ளன.</translation>
    </message>
    <message>
        <source>E&apos;s seeds fill b and c too, but your big heap is gone: four of its seeds crossed to North and the rest are spread over F to I.</source>
        <translation>E-இன் விதைகளும் b, c-ஐ நிரப்புகின்றன, ஆனால் உங்கள் பெரிய குவியல் போய்விட்டது: அதன் நான்கு விதைகள் வடக்குக்குக் கடந்தன, மீதி F முதல் I வரை பரவியுள்ளன.</translation>
    </message>
    <message>
        <source>H&apos;s seed sets off I, whose five seeds fill b and c too, but all five crossed into North&apos;s row.</source>
        <translation>H-இன் விதை I-ஐத் தொடர வைக்கிறது; அதன் ஐந்து விதைகளும் b, c-ஐ நிரப்புகின்றன, ஆனால் ஐந்தும் வடக்கின் வரிசைக்குக் கடந்துவிட்டன.</translation>
    </message>
    <message>
        <source>When North runs dry</source>
        <translation>வடக்கின் விதைகள் தீர்ந்தால்</translation>
    </message>
    <message>
        <source>If North has no seeds, end your turn without feeding North and the board is yours.</source>
        <translation>வடக்கிடம் விதைகள் இல்லையென்றால், வடக்குக்கு ஊட்டாமல் உங்கள் முறையை முடியுங்கள், பலகை உங்களுடையதாகும்.</translation>
    </message>
    <message>
        <source>North&apos;s holes are all empty. The game ends when the player to move has no seeds, and the other player then takes every seed left on the board. So if your turn ends and North still has nothing, the nineteen seeds on your side are yours.</source>
        <translation>வடக்கின் குழிகள் அனைத்தும் காலி. நகர்த்த வேண்டிய ஆட்டக்காரரிடம் விதைகள் இல்லாதபோது ஆட்டம் முடிகிறது, அப்போது மற்ற ஆட்டக்காரர் பலகையில் மீதமுள்ள எல்லா விதைகளையும் எடுத்துக்கொள்கிறார். எனவே உங்கள் முறை முடியும்போது வடக்கிடம் இன்னும் எதுவும் இல்லையென்றால், உங்கள் பக்கத்தில் உள்ள பத்தொன்பது விதைகளும் உங்களுடையவை.</translation>
    </message>
    <message>
        <source>You have 14 in your store, North 21. Win the game now.</source>
        <translation>உங்கள் களஞ்சியத்தில் 14, வடக்கிடம் 21. இப்போது ஆட்டத்தை வெல்லுங்கள்.</translation>
    </message>
    <message>
        <source>Right: A&apos;s seed stayed on your side and your turn ended. North had nothing to play, so you took the board: 33 against 21.</source>
        <translation>சரி: A-இன் விதை உங்கள் பக்கத்திலேயே இருந்தது, உங்கள் முறை முடிந்தது. வடக்கிடம் ஆட எதுவும் இல்லை, எனவே நீங்கள் பலகையை எடுத்துக்கொண்டீர்கள்: 21-க்கு எதிராக 33.</translation>
    </message>
    <message>
        <source>G&apos;s fourteen seeds went round the board: you captured four, but eight seeds stayed in North&apos;s row and North plays on.</source>
        <translation>G-இன் பதினான்கு விதைகள் பலகையைச் சுற்றின: நீங்கள் நான்கைக் கைப்பற்றினீர்கள், ஆனால் எட்டு விதைகள் வடக்கின் வரிசையில் தங்கின, வடக்கு தொடர்ந்து ஆடுகிறது.</translation>
    </message>
    <message>
        <source>I&apos;s seed went into North&apos;s a: North now has a seed to play, and the game goes on.</source>
        <translation>I-இன் விதை வடக்கின் a-க்குச் சென்றது: இப்போது வடக்கிடம் ஆட ஒரு விதை உள்ளது, ஆட்டம் தொடர்கிறது.</translation>
    </message>
    <message>
        <source>Another end: 24 in your store, 26 in North&apos;s, four seeds of yours on the board. You need all four. Win the game.</source>
        <translation>இன்னொரு முடிவு: உங்கள் களஞ்சியத்தில் 24, வடக்கினுடையதில் 26, பலகையில் உங்கள் நான்கு விதைகள். உங்களுக்கு நான்கும் தேவை. ஆட்டத்தை வெல்லுங்கள்.</translation>
    </message>
    <message>
        <source>Right: 24 and your four seeds make 28, against North&apos;s 26. Count before the last moves: every seed you sow into North&apos;s row is a seed you may never see again.</source>
        <translation>சரி: 24-உம் உங்கள் நான்கு விதைகளும் சேர்ந்து 28, வடக்கின் 26-க்கு எதிராக. கடைசி நகர்வுகளுக்கு முன் எண்ணுங்கள்: வடக்கின் வரிசையில் நீங்கள் விதைக்கும் ஒவ்வொரு விதையும், நீங்கள் மீண்டும் பார்க்கவே முடியாமல் போகக்கூடிய விதை.</translation>
    </message>
    <message>
        <source>I&apos;s seed went into North&apos;s a: North has a seed to play, and the game goes on.</source>
        <translation>I-இன் விதை வடக்கின் a-க்குச் சென்றது: வடக்கிடம் ஆட ஒரு விதை உள்ளது, ஆட்டம் தொடர்கிறது.</translation>
    </message>
    <message>
        <source>G&apos;s seed made two in H, and they went on into I and North&apos;s a: North has a seed to play.</source>
        <translation>G-இன் விதை H-ஐ இரண்டாக்கியது, அவை I-க்கும் வடக்கின் a-க்கும் தொடர்ந்தன: வடக்கிடம் ஆட ஒரு விதை உள்ளது.</translation>
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
        <translation>மீள்இயக்கம்</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>தொடர்க</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>மதிப்பாய்வு</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>ஏற்றுமதி…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>நீக்கு</translation>
    </message>
</context>
<context>
    <name>LibraryPage</name>
    <message>
        <source>Library</source>
        <translation>நூலகம்</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ பின்செல்</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>இறக்குமதி…</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>எல்லா விளையாட்டுகளும்</translation>
    </message>
    <message>
        <source>All opponents</source>
        <translation>எல்லா எதிராளிகளும்</translation>
    </message>
    <message>
        <source>1 game</source>
        <translation>1 ஆட்டம்</translation>
    </message>
    <message numerus="yes">
        <source>%n games</source>
        <translation>
            <numerusform>%n ஆட்டம்</numerusform>
            <numerusform>%n ஆட்டங்கள்</numerusform>
        </translation>
    </message>
    <message>
        <source>No games yet. Every game you play is kept here, finished or not.</source>
        <translation>இன்னும் ஆட்டங்கள் இல்லை. நீங்கள் ஆடும் ஒவ்வோர் ஆட்டமும், முடிந்ததோ இல்லையோ, இங்கே வைக்கப்படும்.</translation>
    </message>
    <message>
        <source>No game matches these filters.</source>
        <translation>இந்த வடிகட்டிகளுக்குப் பொருந்தும் ஆட்டம் எதுவுமில்லை.</translation>
    </message>
    <message>
        <source>Delete this game?</source>
        <translation>இந்த ஆட்டத்தை நீக்கவா?</translation>
    </message>
    <message>
        <source>The game is removed from the library for good.</source>
        <translation>இந்த ஆட்டம் நூலகத்திலிருந்து நிரந்தரமாக நீக்கப்படும்.</translation>
    </message>
    <message>
        <source>Export the game</source>
        <translation>ஆட்டத்தை ஏற்றுமதிசெய்</translation>
    </message>
    <message>
        <source>Cowrie game records (*.json)</source>
        <translation>Cowrie ஆட்டப் பதிவுகள் (*.json)</translation>
    </message>
    <message>
        <source>Import a game</source>
        <translation>ஓர் ஆட்டத்தை இறக்குமதிசெய்</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>எல்லாக் கோப்புகளும் (*)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>ஏற்றுமதி</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>இறக்குமதி</translation>
    </message>
</context>
<context>
    <name>LibraryStats</name>
    <message>
        <source>Against the computer</source>
        <translation>கணினிக்கு எதிராக</translation>
    </message>
    <message>
        <source>No finished game against the computer yet.</source>
        <translation>கணினிக்கு எதிராக இன்னும் முடிந்த ஆட்டம் எதுவுமில்லை.</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>நிலை</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>ஆடியவை</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>வென்றவை</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>தோற்றவை</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>சமநிலை</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>சிறந்தது</translation>
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
        <translation>Cowrie-க்கு வரவேற்கிறோம்</translation>
    </message>
    <message>
        <source>New to mancala? Each game has short lessons on the real board: ten minutes and you are ready to play the computer. The first game, Kalah, is the best-known mancala and a good start.</source>
        <translation>மன்கலாவுக்குப் புதியவரா? ஒவ்வொரு விளையாட்டுக்கும் உண்மையான பலகையில் சிறு பாடங்கள் உள்ளன: பத்தே நிமிடங்களில் கணினியுடன் ஆடத் தயாராகிவிடுவீர்கள். முதல் விளையாட்டான Kalah மிகப் பரவலாக அறியப்பட்ட மன்கலா; தொடங்குவதற்கு ஏற்றது.</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>இப்போது வேண்டாம்</translation>
    </message>
    <message>
        <source>Learn %1</source>
        <translation>%1 கற்க</translation>
    </message>
    <message>
        <source>Continue your game?</source>
        <translation>உங்கள் ஆட்டத்தைத் தொடரவா?</translation>
    </message>
    <message>
        <source>You have an unfinished game</source>
        <translation>முடிக்காத ஆட்டம் ஒன்று உள்ளது</translation>
    </message>
    <message>
        <source>%1. Starting a new game of the same kind discards it.</source>
        <translation>%1. இதே வகையில் புதிய ஆட்டத்தைத் தொடங்கினால் அது கைவிடப்படும்.</translation>
    </message>
    <message>
        <source>Resume it</source>
        <translation>அதைத் தொடர்</translation>
    </message>
    <message>
        <source>Discard it and start</source>
        <translation>அதைக் கைவிட்டுத் தொடங்கு</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ரத்துசெய்</translation>
    </message>
    <message>
        <source>The saved game was set aside</source>
        <translation>சேமித்த ஆட்டம் ஒதுக்கி வைக்கப்பட்டது</translation>
    </message>
</context>
<context>
    <name>MoveListPanel</name>
    <message>
        <source>Moves</source>
        <translation>நகர்வுகள்</translation>
    </message>
    <message>
        <source>No moves yet</source>
        <translation>இன்னும் நகர்வுகள் இல்லை</translation>
    </message>
    <message>
        <source>Moves again</source>
        <translation>மீண்டும் நகர்வு</translation>
    </message>
    <message>
        <source>The round ends</source>
        <translation>சுற்று முடிகிறது</translation>
    </message>
</context>
<context>
    <name>MovePreview</name>
    <message>
        <source>If you sow here: the dots show where the seeds fall; the last one lands in your store.</source>
        <extracomment>The hover preview&apos;s legend, under the board.</extracomment>
        <translation>இங்கே விதைத்தால்: விதைகள் விழும் இடங்களைப் புள்ளிகள் காட்டுகின்றன; கடைசி விதை உங்கள் களஞ்சியத்தில் விழும்.</translation>
    </message>
    <message>
        <source>If you sow here: the dots show where the seeds fall.</source>
        <extracomment>The hover preview&apos;s legend, under the board: the hole the last seed lands in is captured (ringed in green, said next), so it has no ring of its own.</extracomment>
        <translation>இங்கே விதைத்தால்: விதைகள் விழும் இடங்களைப் புள்ளிகள் காட்டுகின்றன.</translation>
    </message>
    <message>
        <source>If you sow here: the dots show where the seeds fall, the blue ring where the last one lands.</source>
        <translation>இங்கே விதைத்தால்: விதைகள் விழும் இடங்களைப் புள்ளிகளும், கடைசி விதை விழும் குழியை நீல வளையமும் காட்டுகின்றன.</translation>
    </message>
    <message>
        <source>You capture the seeds of the green rings.</source>
        <extracomment>The hover preview&apos;s legend: the holes captured are ringed in green.</extracomment>
        <translation>பச்சை வளையங்களின் விதைகளை நீங்கள் கைப்பற்றுவீர்கள்.</translation>
    </message>
    <message numerus="yes">
        <source>+%n captured into your store (green rings).</source>
        <translation>
            <numerusform>+%n விதை உங்கள் களஞ்சியத்துக்குக் கைப்பற்றப்படும் (பச்சை வளையங்கள்).</numerusform>
            <numerusform>+%n விதைகள் உங்கள் களஞ்சியத்துக்குக் கைப்பற்றப்படும் (பச்சை வளையங்கள்).</numerusform>
        </translation>
    </message>
    <message>
        <source>You move again.</source>
        <extracomment>The hover preview&apos;s legend.</extracomment>
        <translation>நீங்கள் மீண்டும் நகர்வீர்கள்.</translation>
    </message>
</context>
<context>
    <name>MuteButton</name>
    <message>
        <source>Mute the sounds</source>
        <translation>ஒலிகளை அடக்கு</translation>
    </message>
</context>
<context>
    <name>Narration</name>
    <message>
        <source>%1 lifts the seeds of %2.</source>
        <translation>%1 %2-இன் விதைகளை எடுக்கிறார்.</translation>
    </message>
    <message numerus="yes">
        <source>%1 lifts %n seeds from %2.</source>
        <extracomment>%1 is a player&apos;s name, %2 a place (&quot;South&apos;s hole 3&quot;); %n the seeds.</extracomment>
        <translation>
            <numerusform>%1 %2-இலிருந்து %n விதையை எடுக்கிறார்.</numerusform>
            <numerusform>%1 %2-இலிருந்து %n விதைகளை எடுக்கிறார்.</numerusform>
        </translation>
    </message>
    <message>
        <source>Relay: the last seed fell in %2, which held seeds; %1 lifts them all and sows on.</source>
        <translation>தொடர்: கடைசி விதை விதைகள் உள்ள %2-இல் விழுந்தது; %1 அவை அனைத்தையும் எடுத்துத் தொடர்ந்து விதைக்கிறார்.</translation>
    </message>
    <message numerus="yes">
        <source>Relay: the last seed fell in %2, which held seeds; %1 lifts all %n and sows on.</source>
        <translation>
            <numerusform>தொடர்: கடைசி விதை விதைகள் உள்ள %2-இல் விழுந்தது; %1 அந்த %n விதையை எடுத்துத் தொடர்ந்து விதைக்கிறார்.</numerusform>
            <numerusform>தொடர்: கடைசி விதை விதைகள் உள்ள %2-இல் விழுந்தது; %1 %n விதைகளையும் எடுத்துத் தொடர்ந்து விதைக்கிறார்.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 lifts the seeds of %2 and sows on.</source>
        <translation>%1 %2-இன் விதைகளை எடுத்துத் தொடர்ந்து விதைக்கிறார்.</translation>
    </message>
    <message numerus="yes">
        <source>%1 lifts the %n seeds of %2 and sows on.</source>
        <translation>
            <numerusform>%1 %2-இன் %n விதையை எடுத்துத் தொடர்ந்து விதைக்கிறார்.</numerusform>
            <numerusform>%1 %2-இன் %n விதைகளை எடுத்துத் தொடர்ந்து விதைக்கிறார்.</numerusform>
        </translation>
    </message>
    <message>
        <source>The hole after the last seed is empty: %1 captures the seeds of %2, beyond it.</source>
        <translation>கடைசி விதைக்கு அடுத்த குழி காலி: %1 அதற்கு அப்பால் உள்ள %2-இன் விதைகளைக் கைப்பற்றுகிறார்.</translation>
    </message>
    <message>
        <source>%1 captures the seeds of %2.</source>
        <translation>%1 %2-இன் விதைகளைக் கைப்பற்றுகிறார்.</translation>
    </message>
    <message numerus="yes">
        <source>The hole after the last seed is empty: %1 captures the %n seeds of %2, beyond it.</source>
        <translation>
            <numerusform>கடைசி விதைக்கு அடுத்த குழி காலி: %1 அதற்கு அப்பால் உள்ள %2-இன் %n விதையைக் கைப்பற்றுகிறார்.</numerusform>
            <numerusform>கடைசி விதைக்கு அடுத்த குழி காலி: %1 அதற்கு அப்பால் உள்ள %2-இன் %n விதைகளைக் கைப்பற்றுகிறார்.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 captures %n seeds from %2.</source>
        <extracomment>%1 is a player&apos;s name, %2 a place (&quot;North&apos;s hole 3&quot;); %n the seeds.</extracomment>
        <translation>
            <numerusform>%1 %2-இலிருந்து %n விதையைக் கைப்பற்றுகிறார்.</numerusform>
            <numerusform>%1 %2-இலிருந்து %n விதைகளைக் கைப்பற்றுகிறார்.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pasu! %1 reached four: its seeds go to %2&apos;s store.</source>
        <extracomment>Pasu (Tamil, pallankuzhi): a hole that reaches four seeds. %1 is a place, %2 a player&apos;s name.</extracomment>
        <translation>பசு! %1 நான்கை எட்டியது: அதன் விதைகள் %2-இன் களஞ்சியத்துக்குச் செல்கின்றன.</translation>
    </message>
    <message numerus="yes">
        <source>Pasu! %1 reached four: its %n seeds go to %2&apos;s store.</source>
        <extracomment>Pasu (Tamil, pallankuzhi): a hole that reaches four seeds. %1 is a place, %2 a player&apos;s name.</extracomment>
        <translation>
            <numerusform>பசு! %1 நான்கை எட்டியது: அதன் %n விதை %2-இன் களஞ்சியத்துக்குச் செல்கிறது.</numerusform>
            <numerusform>பசு! %1 நான்கை எட்டியது: அதன் %n விதைகள் %2-இன் களஞ்சியத்துக்குச் செல்கின்றன.</numerusform>
        </translation>
    </message>
    <message>
        <source>The last seed fell in %1&apos;s own store: %1 moves again.</source>
        <translation>கடைசி விதை %1-இன் சொந்தக் களஞ்சியத்தில் விழுந்தது: %1 மீண்டும் நகர்த்துகிறார்.</translation>
    </message>
    <message>
        <source>%1 moves again.</source>
        <translation>%1 மீண்டும் நகர்த்துகிறார்.</translation>
    </message>
    <message>
        <source>%1 has no seeds to sow and passes.</source>
        <translation>%1-இடம் விதைக்க விதைகள் இல்லை; முறையை விட்டுக்கொடுக்கிறார்.</translation>
    </message>
    <message>
        <source>The race is over: a sowing ended in an empty hole. The players now take turns.</source>
        <translation>பந்தயம் முடிந்தது: ஒரு விதைப்பு வெற்றுக் குழியில் முடிந்தது. இனி ஆட்டக்காரர்கள் முறை மாறி ஆடுவர்.</translation>
    </message>
    <message>
        <source>This game is over: %1.</source>
        <translation>இந்த ஆட்டம் முடிந்தது: %1.</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>சுற்று முடிந்தது.</translation>
    </message>
    <message>
        <source>The round is over: %1.</source>
        <translation>சுற்று முடிந்தது: %1.</translation>
    </message>
    <message>
        <source>The seeds left in the holes go to the stores of their owners.</source>
        <translation>குழிகளில் மீதமுள்ள விதைகள் அவற்றின் உரிமையாளர்களின் களஞ்சியங்களுக்குச் செல்கின்றன.</translation>
    </message>
    <message>
        <source>The game is over: a draw.</source>
        <extracomment>%1 is why the game ended.</extracomment>
        <translation>ஆட்டம் முடிந்தது: சமநிலை.</translation>
    </message>
    <message>
        <source>The game is over: %1 wins.</source>
        <translation>ஆட்டம் முடிந்தது: %1 வெற்றி.</translation>
    </message>
    <message>
        <source>A new round: both players fill their holes again from their stores.</source>
        <translation>புதிய சுற்று: இரு ஆட்டக்காரர்களும் தங்கள் களஞ்சியங்களிலிருந்து குழிகளை மீண்டும் நிரப்புகின்றனர்.</translation>
    </message>
    <message>
        <source>%1 is blind (kana): out of play for this phase.</source>
        <extracomment>Kana (Sinhala): a blind hole, out of play. %1 is a place.</extracomment>
        <translation>%1 குருட்டுக் குழி (கண): இந்தக் கட்டத்தில் ஆட்டத்தில் இல்லை.</translation>
    </message>
    <message>
        <source>%1 is burnt: out of play for this round.</source>
        <translation>%1 எரிந்தது: இந்தச் சுற்றில் ஆட்டத்தில் இல்லை.</translation>
    </message>
    <message>
        <source>%1 is a puta: it cannot be lifted or eaten this phase.</source>
        <extracomment>Puta (Sinhala, olinda keliya): a privileged hole. %1 is a place.</extracomment>
        <translation>%1 ஒரு புட்டா: இந்தக் கட்டத்தில் அதை எடுக்கவோ சாப்பிடவோ முடியாது.</translation>
    </message>
    <message>
        <source>%1 is a naga: it cannot be lifted or eaten this phase.</source>
        <extracomment>Naga (Sinhala, olinda keliya): a privileged hole. %1 is a place.</extracomment>
        <translation>%1 ஒரு நாகா: இந்தக் கட்டத்தில் அதை எடுக்கவோ சாப்பிடவோ முடியாது.</translation>
    </message>
    <message>
        <source>The sowing skips %1, the hole it started from.</source>
        <translation>விதைப்பு, தான் தொடங்கிய குழியான %1-ஐத் தவிர்க்கிறது.</translation>
    </message>
    <message>
        <source>%1 holds three: passed over.</source>
        <translation>%1-இல் மூன்று உள்ளன: தாண்டப்படுகிறது.</translation>
    </message>
    <message>
        <source>%1 is passed over.</source>
        <translation>%1 தாண்டப்படுகிறது.</translation>
    </message>
    <message numerus="yes">
        <source>%1 is passed over (it holds %n).</source>
        <translation>
            <numerusform>%1 தாண்டப்படுகிறது (அதில் %n உள்ளது).</numerusform>
            <numerusform>%1 தாண்டப்படுகிறது (அதில் %n உள்ளன).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation>%1 நகர்த்த வேண்டும்.</translation>
    </message>
    <message>
        <source>After the capture the turn passes to %1.</source>
        <translation>கைப்பற்றலுக்குப் பிறகு முறை %1-க்குச் செல்கிறது.</translation>
    </message>
    <message>
        <source>The last seed fell in %1, a privileged hole: the turn passes to %2.</source>
        <translation>கடைசி விதை சிறப்புக் குழியான %1-இல் விழுந்தது: முறை %2-க்குச் செல்கிறது.</translation>
    </message>
    <message>
        <source>The last seed fell in %1, an empty hole: the turn passes to %2.</source>
        <translation>கடைசி விதை வெற்றுக் குழியான %1-இல் விழுந்தது: முறை %2-க்குச் செல்கிறது.</translation>
    </message>
    <message>
        <source>The sowing stops at %1: the turn passes to %2.</source>
        <extracomment>%1 is a place (&quot;South&apos;s hole 3&quot;), %2 a player&apos;s name.</extracomment>
        <translation>விதைப்பு %1-இல் நிற்கிறது: முறை %2-க்குச் செல்கிறது.</translation>
    </message>
    <message>
        <source>%1&apos;s store</source>
        <extracomment>A place on the board: %1 is a player&apos;s name.</extracomment>
        <translation>%1-இன் களஞ்சியம்</translation>
    </message>
    <message>
        <source>%1&apos;s hole %2</source>
        <extracomment>A place on the board: %1 is a player&apos;s name, %2 the hole&apos;s number or letter.</extracomment>
        <translation>%1-இன் குழி %2</translation>
    </message>
    <message numerus="yes">
        <source>The sowing relays %n times.</source>
        <translation>
            <numerusform>விதைப்பு %n முறை தொடர்கிறது.</numerusform>
            <numerusform>விதைப்பு %n முறை தொடர்கிறது.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s holes are empty</source>
        <extracomment>Why a round or game ended. %1 is a player&apos;s name.</extracomment>
        <translation>%1-இன் குழிகள் காலியாக உள்ளன</translation>
    </message>
    <message>
        <source>%1 is to move and has no seeds to sow</source>
        <extracomment>Why a round or game ended. %1 is a player&apos;s name.</extracomment>
        <translation>%1 நகர்த்த வேண்டும், ஆனால் விதைக்க விதைகள் இல்லை</translation>
    </message>
    <message>
        <source>the player to move has no seeds to sow</source>
        <extracomment>Why a round or game ended.</extracomment>
        <translation>நகர்த்த வேண்டிய ஆட்டக்காரரிடம் விதைக்க விதைகள் இல்லை</translation>
    </message>
    <message>
        <source>%1 is to move and every possible move would sow forever</source>
        <extracomment>Why a round or game ended (docs/rules/README.md#G2). %1 is a player&apos;s name.</extracomment>
        <translation>%1 நகர்த்த வேண்டும், ஆனால் ஒவ்வொரு நகர்வும் முடிவில்லாமல் விதைத்துக்கொண்டே இருக்கும்</translation>
    </message>
    <message>
        <source>neither player can lift a seed</source>
        <extracomment>Why a phase ended (olinda keliya, O6): only privileged holes hold seeds.</extracomment>
        <translation>இரு ஆட்டக்காரர்களாலும் ஒரு விதையைக்கூட எடுக்க முடியாது</translation>
    </message>
    <message>
        <source>%1 has won the rounds needed</source>
        <extracomment>Why a game ended. %1 is the winner&apos;s name.</extracomment>
        <translation>%1 தேவையான சுற்றுகளை வென்றார்</translation>
    </message>
    <message>
        <source>%1 cannot fill a single hole</source>
        <extracomment>Why a game ended. %1 is a player&apos;s name.</extracomment>
        <translation>%1-ஆல் ஒரு குழியைக்கூட நிரப்ப முடியாது</translation>
    </message>
    <message>
        <source>neither player can fill a single hole</source>
        <extracomment>Why a game ended in a draw.</extracomment>
        <translation>இரு ஆட்டக்காரர்களாலும் ஒரு குழியைக்கூட நிரப்ப முடியாது</translation>
    </message>
    <message>
        <source>%1 has no seeds left for a new phase</source>
        <extracomment>Why a game ended (olinda keliya). %1 is a player&apos;s name.</extracomment>
        <translation>புதிய கட்டத்துக்கு %1-இடம் விதைகள் எதுவும் இல்லை</translation>
    </message>
    <message>
        <source>every game of the match is played</source>
        <extracomment>Why a match of three-row ended (T4).</extracomment>
        <translation>போட்டியின் எல்லா ஆட்டங்களும் ஆடி முடிந்தன</translation>
    </message>
    <message>
        <source>three rounds ended in a row without a move</source>
        <extracomment>Why a game ended (P-D1, O-D2): rounds that ended before anyone moved.</extracomment>
        <translation>எந்த நகர்வும் இல்லாமல் தொடர்ந்து மூன்று சுற்றுகள் முடிந்தன</translation>
    </message>
    <message>
        <source>Every seed %1 has lies in a puta or naga, which cannot be lifted: %1 passes.</source>
        <extracomment>Olinda keliya (O6). %1 is a player&apos;s name.</extracomment>
        <translation>%1-இன் எல்லா விதைகளும் எடுக்க முடியாத புட்டா அல்லது நாகா குழிகளில் உள்ளன: %1 முறையை விட்டுக்கொடுக்கிறார்.</translation>
    </message>
    <message>
        <source>The game is over: %1. A draw.</source>
        <translation>ஆட்டம் முடிந்தது: %1. சமநிலை.</translation>
    </message>
    <message>
        <source>The game is over: %2. %1 wins.</source>
        <extracomment>%1 is the winner&apos;s name, %2 why the game ended.</extracomment>
        <translation>ஆட்டம் முடிந்தது: %2. %1 வெற்றி.</translation>
    </message>
    <message>
        <source>The hole after the last seed holds seeds: %1 lifts the seeds of %2 and sows on.</source>
        <translation>கடைசி விதைக்கு அடுத்த குழியில் விதைகள் உள்ளன: %1 %2-இன் விதைகளை எடுத்துத் தொடர்ந்து விதைக்கிறார்.</translation>
    </message>
    <message numerus="yes">
        <source>The hole after the last seed holds seeds: %1 lifts the %n seeds of %2 and sows on.</source>
        <extracomment>%1 is a player&apos;s name, %2 a place; %n the seeds.</extracomment>
        <translation>
            <numerusform>கடைசி விதைக்கு அடுத்த குழியில் விதைகள் உள்ளன: %1 %2-இன் %n விதையை எடுத்துத் தொடர்ந்து விதைக்கிறார்.</numerusform>
            <numerusform>கடைசி விதைக்கு அடுத்த குழியில் விதைகள் உள்ளன: %1 %2-இன் %n விதைகளை எடுத்துத் தொடர்ந்து விதைக்கிறார்.</numerusform>
        </translation>
    </message>
    <message>
        <source>After the capture %1 lifts the seeds of %2 and sows on.</source>
        <translation>கைப்பற்றலுக்குப் பிறகு %1 %2-இன் விதைகளை எடுத்துத் தொடர்ந்து விதைக்கிறார்.</translation>
    </message>
    <message numerus="yes">
        <source>After the capture %1 lifts the %n seeds of %2 and sows on.</source>
        <extracomment>%1 is a player&apos;s name, %2 a place; %n the seeds.</extracomment>
        <translation>
            <numerusform>கைப்பற்றலுக்குப் பிறகு %1 %2-இன் %n விதையை எடுத்துத் தொடர்ந்து விதைக்கிறார்.</numerusform>
            <numerusform>கைப்பற்றலுக்குப் பிறகு %1 %2-இன் %n விதைகளை எடுத்துத் தொடர்ந்து விதைக்கிறார்.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n: %2, the short player, passes over it.</source>
        <extracomment>Olinda keliya&apos;s short player (O10). %1 is a place, %2 a player&apos;s name.</extracomment>
        <translation>
            <numerusform>%1-இல் %n விதை உள்ளது: குறைந்த விதைகள் கொண்ட ஆட்டக்காரரான %2 அதைத் தாண்டுகிறார்.</numerusform>
            <numerusform>%1-இல் %n விதைகள் உள்ளன: குறைந்த விதைகள் கொண்ட ஆட்டக்காரரான %2 அதைத் தாண்டுகிறார்.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The last seed fell in an empty hole of %1&apos;s own: %1 captures %n seeds from %2.</source>
        <extracomment>%1 is a player&apos;s name, %2 a place; %n the seeds.</extracomment>
        <translation>
            <numerusform>கடைசி விதை %1-இன் சொந்த வெற்றுக் குழியில் விழுந்தது: %1 %2-இலிருந்து %n விதையைக் கைப்பற்றுகிறார்.</numerusform>
            <numerusform>கடைசி விதை %1-இன் சொந்த வெற்றுக் குழியில் விழுந்தது: %1 %2-இலிருந்து %n விதைகளைக் கைப்பற்றுகிறார்.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The last seed fell in an empty hole of the opponent&apos;s: %1 captures %n seeds from %2.</source>
        <extracomment>%1 is a player&apos;s name, %2 a place; %n the seeds.</extracomment>
        <translation>
            <numerusform>கடைசி விதை எதிராளியின் வெற்றுக் குழியில் விழுந்தது: %1 %2-இலிருந்து %n விதையைக் கைப்பற்றுகிறார்.</numerusform>
            <numerusform>கடைசி விதை எதிராளியின் வெற்றுக் குழியில் விழுந்தது: %1 %2-இலிருந்து %n விதைகளைக் கைப்பற்றுகிறார்.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is burnt: the seed dropped in it goes to %2&apos;s store.</source>
        <extracomment>Congklak&apos;s burnt-hole penalty. %1 is a place, %2 a player&apos;s name.</extracomment>
        <translation>%1 எரிந்த குழி: அதில் விழுந்த விதை %2-இன் களஞ்சியத்துக்குச் செல்கிறது.</translation>
    </message>
    <message>
        <source>The last seed made %2 four: %1 eats them.</source>
        <extracomment>Olinda keliya: the last seed makes a hole four. %1 is a player&apos;s name, %2 a place.</extracomment>
        <translation>கடைசி விதை %2-ஐ நான்காக்கியது: %1 அவற்றைச் சாப்பிடுகிறார்.</translation>
    </message>
    <message numerus="yes">
        <source>%1, the short player, eats the %n seeds of %2.</source>
        <extracomment>Olinda keliya&apos;s short player (O10). %1 is a player&apos;s name, %2 a place; %n the seeds.</extracomment>
        <translation>
            <numerusform>குறைந்த விதைகள் கொண்ட ஆட்டக்காரரான %1 %2-இன் %n விதையைச் சாப்பிடுகிறார்.</numerusform>
            <numerusform>குறைந்த விதைகள் கொண்ட ஆட்டக்காரரான %1 %2-இன் %n விதைகளைச் சாப்பிடுகிறார்.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>To balance a partly filled hole, %n seeds of %2 go to %1&apos;s store.</source>
        <extracomment>Olinda keliya&apos;s balance at a new phase (O13). %1 is a player&apos;s name, %2 a place; %n the seeds.</extracomment>
        <translation>
            <numerusform>பகுதியாக நிரப்பிய குழியைச் சமன்செய்ய, %2-இன் %n விதை %1-இன் களஞ்சியத்துக்குச் செல்கிறது.</numerusform>
            <numerusform>பகுதியாக நிரப்பிய குழியைச் சமன்செய்ய, %2-இன் %n விதைகள் %1-இன் களஞ்சியத்துக்குச் செல்கின்றன.</numerusform>
        </translation>
    </message>
    <message>
        <source>The last seed fell in %1, and a store ends the turn: the turn passes to %2.</source>
        <extracomment>Chonka: a sowing ending in the store ends the turn. %1 is a place, %2 a player&apos;s name.</extracomment>
        <translation>கடைசி விதை %1-இல் விழுந்தது; களஞ்சியம் முறையை முடிக்கிறது: முறை %2-க்குச் செல்கிறது.</translation>
    </message>
    <message>
        <source>The last seed fell in %1, which held seeds: the turn passes to %2.</source>
        <translation>கடைசி விதை விதைகள் உள்ள %1-இல் விழுந்தது: முறை %2-க்குச் செல்கிறது.</translation>
    </message>
    <message>
        <source>The last seed fell in %1, an empty hole of the opponent&apos;s: the turn passes to %2.</source>
        <translation>கடைசி விதை எதிராளியின் வெற்றுக் குழியான %1-இல் விழுந்தது: முறை %2-க்குச் செல்கிறது.</translation>
    </message>
    <message>
        <source>The last seed fell in %1, an empty hole with nothing opposite to capture: the turn passes to %2.</source>
        <translation>கடைசி விதை வெற்றுக் குழியான %1-இல் விழுந்தது, எதிரே கைப்பற்ற எதுவும் இல்லை: முறை %2-க்குச் செல்கிறது.</translation>
    </message>
    <message>
        <source>The last seed fell in %1, a burnt hole: the turn passes to %2.</source>
        <translation>கடைசி விதை எரிந்த குழியான %1-இல் விழுந்தது: முறை %2-க்குச் செல்கிறது.</translation>
    </message>
    <message>
        <source>The last seed fell in %1, and the next two holes, %2 and %3, are empty: the turn passes to %4.</source>
        <extracomment>Pallankuzhi&apos;s turn end: %1, %2 and %3 are places, %4 a player&apos;s name.</extracomment>
        <translation>கடைசி விதை %1-இல் விழுந்தது; அடுத்த இரண்டு குழிகளான %2, %3 காலியாக உள்ளன: முறை %4-க்குச் செல்கிறது.</translation>
    </message>
    <message>
        <source>After the capture no hole holds seeds to go on from: the turn passes to %1.</source>
        <translation>கைப்பற்றலுக்குப் பிறகு தொடர்ந்து விதைக்க விதைகள் உள்ள குழி எதுவும் இல்லை: முறை %1-க்குச் செல்கிறது.</translation>
    </message>
    <message>
        <source>The hole after the eaten one is empty: the turn passes to %1.</source>
        <translation>சாப்பிட்ட குழிக்கு அடுத்த குழி காலி: முறை %1-க்குச் செல்கிறது.</translation>
    </message>
    <message>
        <source>The hole after the eaten one is a puta or naga: the turn passes to %1.</source>
        <translation>சாப்பிட்ட குழிக்கு அடுத்த குழி புட்டா அல்லது நாகா: முறை %1-க்குச் செல்கிறது.</translation>
    </message>
    <message>
        <source>The last seed fell in %1, an empty hole, but the opponent&apos;s column is empty: the turn passes to %2.</source>
        <translation>கடைசி விதை வெற்றுக் குழியான %1-இல் விழுந்தது, ஆனால் எதிராளியின் நெடுவரிசை காலி: முறை %2-க்குச் செல்கிறது.</translation>
    </message>
    <message>
        <source>%1 has no seeds left to sow: the turn passes to %2.</source>
        <extracomment>Congklak (C8): another move earned with an empty row. %1 and %2 are players&apos; names.</extracomment>
        <translation>%1-இடம் விதைக்க விதைகள் எதுவும் இல்லை: முறை %2-க்குச் செல்கிறது.</translation>
    </message>
    <message>
        <source>%1 passed: %2 moves again.</source>
        <extracomment>%1 and %2 are players&apos; names.</extracomment>
        <translation>%1 முறையை விட்டுக்கொடுத்தார்: %2 மீண்டும் நகர்த்துகிறார்.</translation>
    </message>
    <message>
        <source>Both sowings are over: the longer one moves first (%2&apos;s on a tie), so the turn passes to %1.</source>
        <extracomment>The simultaneous start (C3). %1 is the player to move, %2 South&apos;s name.</extracomment>
        <translation>இரு விதைப்புகளும் முடிந்தன: நீளமான விதைப்பு முதலில் நகர்த்தும் (சமமானால் %2), எனவே முறை %1-க்குச் செல்கிறது.</translation>
    </message>
    <message>
        <source>Both sowings ended in an empty hole at once: %1 has the first turn.</source>
        <translation>இரு விதைப்புகளும் ஒரே நேரத்தில் வெற்றுக் குழியில் முடிந்தன: முதல் முறை %1-க்கு.</translation>
    </message>
    <message>
        <source>%1 landed in an empty hole first: %1 has the first turn.</source>
        <translation>%1 முதலில் வெற்றுக் குழியில் முடித்தார்: முதல் முறை %1-க்கு.</translation>
    </message>
    <message>
        <source>Both own as many seeds: %1 starts.</source>
        <extracomment>%1 is a player&apos;s name.</extracomment>
        <translation>இருவரிடமும் சம அளவு விதைகள் உள்ளன: %1 தொடங்குகிறார்.</translation>
    </message>
    <message>
        <source>%1 owns fewer seeds: %1 starts.</source>
        <translation>%1-இடம் குறைவான விதைகள் உள்ளன: %1 தொடங்குகிறார்.</translation>
    </message>
    <message>
        <source>The player owning more seeds starts the next game (%2 on a tie): %1 to move.</source>
        <extracomment>%1 is the player to move, %2 South&apos;s name.</extracomment>
        <translation>அதிக விதைகள் கொண்ட ஆட்டக்காரர் அடுத்த ஆட்டத்தைத் தொடங்குவார் (சமமானால் %2): %1 நகர்த்த வேண்டும்.</translation>
    </message>
    <message>
        <source>The first player alternates: %1 starts.</source>
        <translation>முதலில் ஆடுபவர் மாறி மாறி வருவார்: %1 தொடங்குகிறார்.</translation>
    </message>
    <message>
        <source>%2 has too few seeds to fill %1: it is blind (kana) for this phase.</source>
        <extracomment>Kana (Sinhala): a blind hole. %1 is a place, %2 a player&apos;s name.</extracomment>
        <translation>%1-ஐ நிரப்ப %2-இடம் போதுமான விதைகள் இல்லை: இந்தக் கட்டத்தில் அது குருட்டுக் குழி (கண).</translation>
    </message>
    <message>
        <source>%2 has too few seeds to fill %1: it is burnt for this round.</source>
        <extracomment>%1 is a place, %2 a player&apos;s name.</extracomment>
        <translation>%1-ஐ நிரப்ப %2-இடம் போதுமான விதைகள் இல்லை: இந்தச் சுற்றில் அது எரிந்த குழி.</translation>
    </message>
    <message>
        <source>%1 is only partly filled, so it is a puta: it cannot be lifted or eaten this phase.</source>
        <extracomment>Puta (Sinhala, olinda keliya): a privileged hole. %1 is a place.</extracomment>
        <translation>%1 பகுதியாக மட்டுமே நிரம்பியது, எனவே அது புட்டா: இந்தக் கட்டத்தில் அதை எடுக்கவோ சாப்பிடவோ முடியாது.</translation>
    </message>
    <message>
        <source>%1 is only partly filled, so it is a naga: it cannot be lifted or eaten this phase.</source>
        <extracomment>Naga (Sinhala, olinda keliya): a privileged hole. %1 is a place.</extracomment>
        <translation>%1 பகுதியாக மட்டுமே நிரம்பியது, எனவே அது நாகா: இந்தக் கட்டத்தில் அதை எடுக்கவோ சாப்பிடவோ முடியாது.</translation>
    </message>
    <message>
        <source>%1 also takes the last seed, from %2.</source>
        <extracomment>After a capture: %1 is a player&apos;s name, %2 the player&apos;s own hole.</extracomment>
        <translation>%1 கடைசி விதையையும் %2-இலிருந்து எடுக்கிறார்.</translation>
    </message>
</context>
<context>
    <name>NewGamePage</name>
    <message>
        <source>South</source>
        <translation>தெற்கு</translation>
    </message>
    <message>
        <source>North</source>
        <translation>வடக்கு</translation>
    </message>
    <message>
        <source>You and the computer start at once.</source>
        <translation>நீங்களும் கணினியும் ஒரே நேரத்தில் தொடங்குவீர்கள்.</translation>
    </message>
    <message>
        <source>Both players start at once.</source>
        <translation>இரு ஆட்டக்காரர்களும் ஒரே நேரத்தில் தொடங்குவர்.</translation>
    </message>
    <message>
        <source>The computer moves first.</source>
        <translation>கணினி முதலில் நகர்த்தும்.</translation>
    </message>
    <message>
        <source>You move first.</source>
        <translation>நீங்கள் முதலில் நகர்த்துவீர்கள்.</translation>
    </message>
    <message>
        <source>%1 moves first.</source>
        <translation>முதல் நகர்வு: %1.</translation>
    </message>
    <message>
        <source>‹ Games</source>
        <translation>‹ விளையாட்டுகள்</translation>
    </message>
    <message>
        <source>New game of %1</source>
        <translation>புதிய %1 ஆட்டம்</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>பாடங்கள்</translation>
    </message>
    <message>
        <source>Read the rules</source>
        <translation>விதிகளைப் படி</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>விதிகள்</translation>
    </message>
    <message>
        <source>Defaults</source>
        <translation>இயல்புநிலைகள்</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>ஆட்டக்காரர்கள்</translation>
    </message>
    <message>
        <source>Two players on this computer</source>
        <translation>இந்தக் கணினியில் இருவர்</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>கணினிக்கு எதிராக</translation>
    </message>
    <message>
        <source>Computer against computer (demo)</source>
        <translation>கணினி எதிர் கணினி (செய்முறை)</translation>
    </message>
    <message>
        <source>You play</source>
        <translation>உங்கள் பக்கம்</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>நிலை</translation>
    </message>
    <message>
        <source>Novice</source>
        <translation>தொடக்கநிலை</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>எளிது</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>நடுத்தரம்</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>வலுவானது</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>வல்லுநர்</translation>
    </message>
    <message>
        <source>South&apos;s name</source>
        <translation>தெற்கின் பெயர்</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>கணினி</translation>
    </message>
    <message>
        <source>North&apos;s name</source>
        <translation>வடக்கின் பெயர்</translation>
    </message>
    <message>
        <source>Turn the board: North&apos;s row at the bottom</source>
        <translation>பலகையைத் திருப்பு: வடக்கின் வரிசை கீழே</translation>
    </message>
    <message>
        <source>Start the game  ›</source>
        <translation>ஆட்டத்தைத் தொடங்கு  ›</translation>
    </message>
    <message>
        <source>Your friend&apos;s game: the host has chosen it and its rules.</source>
        <translation>உங்கள் நண்பரின் ஆட்டம்: நடத்துநர் ஆட்டத்தையும் அதன் விதிகளையும் தேர்ந்தெடுத்துள்ளார்.</translation>
    </message>
    <message>
        <source>You and your friend start at once.</source>
        <translation>நீங்களும் உங்கள் நண்பரும் ஒரே நேரத்தில் தொடங்குவீர்கள்.</translation>
    </message>
    <message>
        <source>The seats are drawn when your friend joins.</source>
        <translation>உங்கள் நண்பர் சேரும்போது இடங்கள் குலுக்கி எடுக்கப்படும்.</translation>
    </message>
    <message>
        <source>Your friend moves first.</source>
        <translation>உங்கள் நண்பர் முதலில் நகர்த்துவார்.</translation>
    </message>
    <message>
        <source>Play a friend online</source>
        <translation>நண்பருடன் இணையத்தில் விளையாடு</translation>
    </message>
    <message>
        <source>Join the game  ›</source>
        <translation>ஆட்டத்தில் சேர்  ›</translation>
    </message>
    <message>
        <source>Host the game  ›</source>
        <translation>ஆட்டத்தை நடத்து  ›</translation>
    </message>
</context>
<context>
    <name>OnlineSetup</name>
    <message>
        <source>Paste your friend&apos;s invite, or a server address and a room code.</source>
        <translation>உங்கள் நண்பரின் அழைப்பை, அல்லது சேவையக முகவரியையும் அறைக் குறியீட்டையும் ஒட்டவும்.</translation>
    </message>
    <message>
        <source>Host a game</source>
        <translation>ஆட்டத்தை நடத்து</translation>
    </message>
    <message>
        <source>Join a game</source>
        <translation>ஆட்டத்தில் சேர்</translation>
    </message>
    <message>
        <source>This computer holds the game on your network; you send your friend an invite.</source>
        <translation>இந்தக் கணினி உங்கள் வலையமைப்பில் ஆட்டத்தை நடத்துகிறது; நீங்கள் உங்கள் நண்பருக்கு அழைப்பை அனுப்புவீர்கள்.</translation>
    </message>
    <message>
        <source>Paste the invite your friend sent you. The host has chosen the game and its rules.</source>
        <translation>உங்கள் நண்பர் அனுப்பிய அழைப்பை ஒட்டவும். நடத்துநர் ஆட்டத்தையும் அதன் விதிகளையும் தேர்ந்தெடுத்துள்ளார்.</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>உங்கள் பெயர்</translation>
    </message>
    <message>
        <source>The name your friend sees</source>
        <translation>உங்கள் நண்பர் பார்க்கும் பெயர்</translation>
    </message>
    <message>
        <source>Your seat</source>
        <translation>உங்கள் இடம்</translation>
    </message>
    <message>
        <source>South</source>
        <translation>தெற்கு</translation>
    </message>
    <message>
        <source>North</source>
        <translation>வடக்கு</translation>
    </message>
    <message>
        <source>Drawn at random</source>
        <translation>குலுக்கல் மூலம்</translation>
    </message>
</context>
<context>
    <name>OptionControl</name>
    <message>
        <source>On</source>
        <translation>ஆம்</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>இல்லை</translation>
    </message>
</context>
<context>
    <name>PhraseBar</name>
    <message>
        <source>Say:</source>
        <translation>சொல்:</translation>
    </message>
</context>
<context>
    <name>PlayFromHereDialog</name>
    <message>
        <source>Play from here</source>
        <translation>இங்கிருந்து ஆடு</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>தொடங்கு</translation>
    </message>
    <message>
        <source>North is to move. Which side do you play?</source>
        <translation>வடக்கு நகர்த்த வேண்டும். நீங்கள் எந்தப் பக்கம் ஆடுகிறீர்கள்?</translation>
    </message>
    <message>
        <source>Both players choose at once. Which side do you play?</source>
        <translation>இரு ஆட்டக்காரர்களும் ஒரே நேரத்தில் தேர்வு செய்கிறார்கள். நீங்கள் எந்தப் பக்கம் ஆடுகிறீர்கள்?</translation>
    </message>
    <message>
        <source>South is to move. Which side do you play?</source>
        <translation>தெற்கு நகர்த்த வேண்டும். நீங்கள் எந்தப் பக்கம் ஆடுகிறீர்கள்?</translation>
    </message>
    <message>
        <source>South, against the computer</source>
        <translation>தெற்கு, கணினிக்கு எதிராக</translation>
    </message>
    <message>
        <source>North, against the computer (the board turns)</source>
        <translation>வடக்கு, கணினிக்கு எதிராக (பலகை திரும்பும்)</translation>
    </message>
    <message>
        <source>Both sides, at this computer</source>
        <translation>இரு பக்கங்களும், இந்தக் கணினியில்</translation>
    </message>
    <message>
        <source>The computer&apos;s level</source>
        <translation>கணினியின் நிலை</translation>
    </message>
    <message>
        <source>Novice</source>
        <translation>தொடக்கநிலை</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>எளிது</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>நடுத்தரம்</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>வலுவானது</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>வல்லுநர்</translation>
    </message>
</context>
<context>
    <name>PlayPage</name>
    <message>
        <source>Skipped 1 move: %1.</source>
        <translation>1 நகர்வு தவிர்க்கப்பட்டது: %1.</translation>
    </message>
    <message>
        <source>Skipped %1 moves: %2.</source>
        <translation>%1 நகர்வுகள் தவிர்க்கப்பட்டன: %2.</translation>
    </message>
    <message>
        <source>%1 has chosen.</source>
        <translation>%1 தேர்ந்தெடுத்தாயிற்று.</translation>
    </message>
    <message>
        <source>Pass the keyboard to %1. %2, look away: %1 now chooses without seeing your hole.</source>
        <translation>விசைப்பலகையை %1-இடம் கொடுங்கள். %2, பார்க்காதீர்கள்: உங்கள் குழியைப் பார்க்காமல் %1 இப்போது தேர்ந்தெடுக்கிறார்.</translation>
    </message>
    <message>
        <source>I am %1: show the board</source>
        <translation>நான் %1: பலகையைக் காட்டு</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>புதிய ஆட்டம் தொடங்கவா?</translation>
    </message>
    <message>
        <source>This game (1 move played) will be discarded.</source>
        <translation>இந்த ஆட்டம் (1 நகர்வு ஆடப்பட்டது) கைவிடப்படும்.</translation>
    </message>
    <message>
        <source>This game (%1 moves played) will be discarded.</source>
        <translation>இந்த ஆட்டம் (%1 நகர்வுகள் ஆடப்பட்டன) கைவிடப்படும்.</translation>
    </message>
    <message>
        <source>Resign this game?</source>
        <translation>இந்த ஆட்டத்திலிருந்து விலகவா?</translation>
    </message>
    <message>
        <source>%1 gives up and the other player wins. Undo takes it back.</source>
        <translation>%1 விலகுகிறார், மற்ற ஆட்டக்காரர் வெல்கிறார். செயல்தவிர் மூலம் இதைத் திரும்பப் பெறலாம்.</translation>
    </message>
    <message>
        <source>‹ Games</source>
        <translation>‹ விளையாட்டுகள்</translation>
    </message>
    <message>
        <source>The rules of %1, at what just happened (F1)</source>
        <translation>%1 விதிகள், இப்போது நடந்ததைப் பற்றி (F1)</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>புதிய ஆட்டம்</translation>
    </message>
    <message>
        <source>Start this game again (N)</source>
        <translation>இந்த ஆட்டத்தை மீண்டும் தொடங்கு (N)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>செயல்தவிர்</translation>
    </message>
    <message>
        <source>Take back the last move (U)</source>
        <translation>கடைசி நகர்வைத் திரும்பப் பெறு (U)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>மீண்டும்செய்</translation>
    </message>
    <message>
        <source>Play the undone move again (R)</source>
        <translation>தவிர்த்த நகர்வை மீண்டும் ஆடு (R)</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>சிந்திக்கிறது…</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>குறிப்பு</translation>
    </message>
    <message>
        <source>Ask the computer for a good hole (H)</source>
        <translation>நல்ல குழி ஒன்றைக் கணினியிடம் கேள் (H)</translation>
    </message>
    <message>
        <source>More: resign, turn the board, skip, settings</source>
        <translation>மேலும்: விலகல், பலகையைத் திருப்புதல், தாவுதல், அமைப்புகள்</translation>
    </message>
    <message>
        <source>Skip the animation (Space)</source>
        <translation>அசைவூட்டத்தைத் தவிர் (Space)</translation>
    </message>
    <message>
        <source>Skip to your turn (S)</source>
        <translation>உங்கள் முறைக்குத் தாவு (S)</translation>
    </message>
    <message>
        <source>Turn the board back (South below)</source>
        <translation>பலகையை மீண்டும் திருப்பு (தெற்கு கீழே)</translation>
    </message>
    <message>
        <source>Turn the board (North below)</source>
        <translation>பலகையைத் திருப்பு (வடக்கு கீழே)</translation>
    </message>
    <message>
        <source>Resign…</source>
        <translation>விலகு…</translation>
    </message>
    <message>
        <source>Rules of %1 (F1)</source>
        <translation>%1 விதிகள் (F1)</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>அமைப்புகள்</translation>
    </message>
    <message>
        <source>Narrate</source>
        <translation>விவரி</translation>
    </message>
    <message>
        <source>Replay of the game</source>
        <translation>ஆட்டத்தின் மீள்இயக்கம்</translation>
    </message>
    <message>
        <source>Skipping to your turn…</source>
        <translation>உங்கள் முறைக்குத் தாவுகிறது…</translation>
    </message>
    <message>
        <source>Space: skip this move · S: skip to your turn</source>
        <translation>Space: இந்த நகர்வைத் தவிர் · S: உங்கள் முறைக்குத் தாவு</translation>
    </message>
    <message>
        <source>Press Space to skip the animation.</source>
        <translation>அசைவூட்டத்தைத் தவிர்க்க Space அழுத்தவும்.</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>சுற்று முடிந்தது.</translation>
    </message>
    <message>
        <source>Keys: %1 or ←/→ and Enter to play · U undo · R redo · %2 hint · Space skip · S skip to your turn · N new game · M mute · F1 rules</source>
        <translation>விசைகள்: ஆட %1 அல்லது ←/→ மற்றும் Enter · U செயல்தவிர் · R மீண்டும்செய் · %2 குறிப்பு · Space தவிர் · S உங்கள் முறைக்குத் தாவு · N புதிய ஆட்டம் · M ஒலியடக்கு · F1 விதிகள்</translation>
    </message>
    <message>
        <source>Keys: %1 or ←/→ and Enter to play · U undo · R redo · %2 hint · Space skip · N new game · M mute · F1 rules</source>
        <translation>விசைகள்: ஆட %1 அல்லது ←/→ மற்றும் Enter · U செயல்தவிர் · R மீண்டும்செய் · %2 குறிப்பு · Space தவிர் · N புதிய ஆட்டம் · M ஒலியடக்கு · F1 விதிகள்</translation>
    </message>
    <message>
        <source>Move %1: %2</source>
        <translation>நகர்வு %1: %2</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>விதிகள்</translation>
    </message>
    <message>
        <source>More</source>
        <translation>மேலும்</translation>
    </message>
</context>
<context>
    <name>PlayText</name>
    <message>
        <source>The race is over: a sowing ended in an empty hole. %1 has the first turn.</source>
        <translation>பந்தயம் முடிந்தது: ஒரு விதைப்பு வெற்றுக் குழியில் முடிந்தது. முதல் முறை %1-க்கு.</translation>
    </message>
    <message>
        <source>This game is over: %1. %2 starts the next game.</source>
        <extracomment>%1 is why the game ended, %2 a player&apos;s name.</extracomment>
        <translation>இந்த ஆட்டம் முடிந்தது: %1. அடுத்த ஆட்டத்தை %2 தொடங்குவார்.</translation>
    </message>
    <message>
        <source>Round %1 is over: %2. %3 starts round %4.</source>
        <extracomment>%1 is the round&apos;s number, %2 why it ended, %3 a player&apos;s name, %4 the next round&apos;s number.</extracomment>
        <translation>சுற்று %1 முடிந்தது: %2. சுற்று %4-ஐ %3 தொடங்குவார்.</translation>
    </message>
    <message>
        <source>Round %1 is over: %2.</source>
        <extracomment>%1 is the round&apos;s number, %2 why it ended.</extracomment>
        <translation>சுற்று %1 முடிந்தது: %2.</translation>
    </message>
    <message>
        <source>%1 cannot move and passes; %2 plays again.</source>
        <translation>%1 நகர்த்த முடியாமல் முறையை விட்டுக்கொடுக்கிறார்; %2 மீண்டும் ஆடுகிறார்.</translation>
    </message>
    <message>
        <source>%1 moves again: the last seed fell in the store.</source>
        <translation>%1 மீண்டும் நகர்த்துகிறார்: கடைசி விதை களஞ்சியத்தில் விழுந்தது.</translation>
    </message>
    <message>
        <source>%1 moves again.</source>
        <translation>%1 மீண்டும் நகர்த்துகிறார்.</translation>
    </message>
    <message>
        <source>Both players chose: %1.</source>
        <translation>இருவரும் தேர்ந்தெடுத்தனர்: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Both players chose: %1, relayed %n times.</source>
        <translation>
            <numerusform>இருவரும் தேர்ந்தெடுத்தனர்: %1, %n முறை தொடர் விதைப்பு.</numerusform>
            <numerusform>இருவரும் தேர்ந்தெடுத்தனர்: %1, %n முறை தொடர் விதைப்பு.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 played %2.</source>
        <translation>%1 %2-ஐ ஆடினார்.</translation>
    </message>
    <message>
        <source>%1 played %2, captured seeds.</source>
        <translation>%1 %2-ஐ ஆடினார், விதைகளைக் கைப்பற்றினார்.</translation>
    </message>
    <message>
        <source>%1 played %2, captured %3.</source>
        <extracomment>%3 is the number of seeds captured.</extracomment>
        <translation>%1 %2-ஐ ஆடினார், %3 விதைகளைக் கைப்பற்றினார்.</translation>
    </message>
    <message numerus="yes">
        <source>%1 played %2, relayed %n times.</source>
        <translation>
            <numerusform>%1 %2-ஐ ஆடினார், %n முறை தொடர் விதைப்பு.</numerusform>
            <numerusform>%1 %2-ஐ ஆடினார், %n முறை தொடர் விதைப்பு.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 played %2, relayed %n times, captured seeds.</source>
        <translation>
            <numerusform>%1 %2-ஐ ஆடினார், %n முறை தொடர் விதைப்பு, விதைகளைக் கைப்பற்றினார்.</numerusform>
            <numerusform>%1 %2-ஐ ஆடினார், %n முறை தொடர் விதைப்பு, விதைகளைக் கைப்பற்றினார்.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 played %2, relayed %n times, captured %3.</source>
        <extracomment>%3 is the number of seeds captured.</extracomment>
        <translation>
            <numerusform>%1 %2-ஐ ஆடினார், %n முறை தொடர் விதைப்பு, %3 விதைகளைக் கைப்பற்றினார்.</numerusform>
            <numerusform>%1 %2-ஐ ஆடினார், %n முறை தொடர் விதைப்பு, %3 விதைகளைக் கைப்பற்றினார்.</numerusform>
        </translation>
    </message>
    <message>
        <source>Phase %1: the race, both sow at once · games won %2 – %3</source>
        <extracomment>%1 is the phase&apos;s number, %2 and %3 the games won by South and North.</extracomment>
        <translation>கட்டம் %1: பந்தயம், இருவரும் ஒரே நேரத்தில் விதைக்கின்றனர் · வென்ற ஆட்டங்கள் %2 – %3</translation>
    </message>
    <message>
        <source>Phase %1: turns · games won %2 – %3</source>
        <translation>கட்டம் %1: முறை மாறி ஆட்டம் · வென்ற ஆட்டங்கள் %2 – %3</translation>
    </message>
    <message>
        <source>Phase %1: the race, both sow at once</source>
        <translation>கட்டம் %1: பந்தயம், இருவரும் ஒரே நேரத்தில் விதைக்கின்றனர்</translation>
    </message>
    <message>
        <source>Phase %1: turns</source>
        <translation>கட்டம் %1: முறை மாறி ஆட்டம்</translation>
    </message>
    <message>
        <source>Round %1 · rounds won %2 – %3</source>
        <extracomment>%1 is the round&apos;s number, %2 and %3 the rounds won by South and North.</extracomment>
        <translation>சுற்று %1 · வென்ற சுற்றுகள் %2 – %3</translation>
    </message>
    <message>
        <source>Drawn by agreement: %1 each.</source>
        <translation>ஒப்பந்தப்படி சமநிலை: ஒவ்வொருவருக்கும் %1.</translation>
    </message>
    <message>
        <source>%1 wins, %2 to %3.</source>
        <extracomment>%1 is the winner, %2 the winner&apos;s seeds, %3 the loser&apos;s.</extracomment>
        <translation>%1 வெற்றி, %2-க்கு %3.</translation>
    </message>
    <message>
        <source>%1 wins, %2 to %3: %4.</source>
        <extracomment>%1 is the winner, %2 the winner&apos;s seeds, %3 the loser&apos;s, %4 why the game ended.</extracomment>
        <translation>%1 வெற்றி, %2-க்கு %3: %4.</translation>
    </message>
    <message>
        <source>A draw, %1 to %2.</source>
        <translation>சமநிலை, %1-க்கு %2.</translation>
    </message>
    <message>
        <source>A draw, %1 to %2: %3.</source>
        <extracomment>%1 and %2 are the seeds of South and North, %3 why the game ended.</extracomment>
        <translation>சமநிலை, %1-க்கு %2: %3.</translation>
    </message>
    <message>
        <source>Sowing towards the mover&apos;s right</source>
        <translation>நகர்த்துபவரின் வலப்புறமாக விதைப்பு</translation>
    </message>
    <message>
        <source>Sowing towards the mover&apos;s left</source>
        <translation>நகர்த்துபவரின் இடப்புறமாக விதைப்பு</translation>
    </message>
    <message>
        <source>%1 has no seeds to sow and passes; %2 plays again.</source>
        <extracomment>%1 and %2 are players&apos; names.</extracomment>
        <translation>%1-இடம் விதைக்க விதைகள் இல்லை; முறையை விட்டுக்கொடுக்கிறார்; %2 மீண்டும் ஆடுகிறார்.</translation>
    </message>
    <message>
        <source>Every seed %1 has lies in a puta or naga: %1 passes; %2 plays again.</source>
        <extracomment>Olinda keliya (O6). %1 and %2 are players&apos; names.</extracomment>
        <translation>%1-இன் எல்லா விதைகளும் புட்டா அல்லது நாகா குழிகளில் உள்ளன: %1 முறையை விட்டுக்கொடுக்கிறார்; %2 மீண்டும் ஆடுகிறார்.</translation>
    </message>
    <message>
        <source>%1 moves first: the longer sowing moves first (%2 on a tie).</source>
        <extracomment>%1 is the player to move, %2 South&apos;s name.</extracomment>
        <translation>%1 முதலில் நகர்த்துகிறார்: நீளமான விதைப்பு முதலில் நகர்த்தும் (சமமானால் %2).</translation>
    </message>
</context>
<context>
    <name>PlayerBar</name>
    <message>
        <source>North</source>
        <translation>வடக்கு</translation>
    </message>
    <message>
        <source>South</source>
        <translation>தெற்கு</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>கணினி</translation>
    </message>
    <message>
        <source>(computer)</source>
        <translation>(கணினி)</translation>
    </message>
    <message>
        <source>wins!</source>
        <translation>வெற்றி!</translation>
    </message>
    <message>
        <source>is sowing…</source>
        <translation>விதைப்பில்…</translation>
    </message>
    <message>
        <source>is thinking…</source>
        <translation>சிந்தனையில்…</translation>
    </message>
    <message>
        <source>has chosen ✓</source>
        <translation>தேர்ந்தெடுத்தாயிற்று ✓</translation>
    </message>
    <message>
        <source>to move</source>
        <translation>நகர்த்தும் முறை</translation>
    </message>
    <message>
        <source>Rounds won: %1</source>
        <translation>வென்ற சுற்றுகள்: %1</translation>
    </message>
    <message>
        <source>In the row: %1</source>
        <translation>வரிசையில்: %1</translation>
    </message>
    <message>
        <source>Store: %1</source>
        <translation>களஞ்சியம்: %1</translation>
    </message>
    <message>
        <source>(online, away)</source>
        <translation>(இணையத்தில், இப்போது இல்லை)</translation>
    </message>
    <message>
        <source>(online)</source>
        <translation>(இணையத்தில்)</translation>
    </message>
</context>
<context>
    <name>PuzzleOverview</name>
    <message>
        <source>Rating %1 · %2 of %3 solved</source>
        <translation>மதிப்பீடு %1 · %3-இல் %2 தீர்க்கப்பட்டன</translation>
    </message>
    <message>
        <source>Choose a game</source>
        <translation>ஒரு விளையாட்டைத் தேர்ந்தெடுக்கவும்</translation>
    </message>
    <message>
        <source>%1 puzzles</source>
        <translation>%1 புதிர்கள்</translation>
    </message>
    <message>
        <source>Next puzzle ›</source>
        <translation>அடுத்த புதிர் ›</translation>
    </message>
    <message>
        <source>Today&apos;s puzzle ✓</source>
        <translation>இன்றைய புதிர் ✓</translation>
    </message>
    <message>
        <source>Today&apos;s puzzle</source>
        <translation>இன்றைய புதிர்</translation>
    </message>
    <message>
        <source>Positions from real games where one move is clearly best, proven by the engine. Find it: a right move is answered as the line goes on, a wrong one is shown and taken back. Each solved puzzle raises your rating; a wrong move or a hint lowers it.</source>
        <translation>உண்மையான ஆட்டங்களிலிருந்து எடுத்த நிலைகள்; ஒவ்வொன்றிலும் ஒரு நகர்வு தெளிவாகச் சிறந்தது என்று இயந்திரம் நிரூபித்துள்ளது. அதைக் கண்டுபிடியுங்கள்: சரியான நகர்வுக்கு, நகர்வு வரிசை தொடரும்போது பதில் வரும்; தவறான நகர்வு காட்டப்பட்டுத் திரும்பப் பெறப்படும். தீர்க்கும் ஒவ்வொரு புதிரும் உங்கள் மதிப்பீட்டை உயர்த்தும்; தவறான நகர்வோ குறிப்போ அதைக் குறைக்கும்.</translation>
    </message>
    <message>
        <source>Keys: N or Enter the next puzzle, D today&apos;s puzzle. In a puzzle: the hole&apos;s number plays it (or Left/Right and Enter), H a hint, Enter takes a wrong move back, Esc comes back here.</source>
        <translation>விசைகள்: N அல்லது Enter அடுத்த புதிர், D இன்றைய புதிர். புதிரில்: குழியின் எண் அதை ஆடும் (அல்லது Left/Right மற்றும் Enter), H குறிப்பு, Enter தவறான நகர்வைத் திரும்பப் பெறும், Esc இங்கே திரும்பும்.</translation>
    </message>
</context>
<context>
    <name>PuzzlePage</name>
    <message>
        <source>Practise your mistakes</source>
        <translation>உங்கள் தவறுகளில் பயிற்சி</translation>
    </message>
    <message>
        <source>%1 puzzles</source>
        <translation>%1 புதிர்கள்</translation>
    </message>
    <message>
        <source>‹ Puzzles</source>
        <translation>‹ புதிர்கள்</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ பின்செல்</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>புதிர்கள்</translation>
    </message>
    <message>
        <source>Practise your mistakes — %1 of %2</source>
        <translation>உங்கள் தவறுகளில் பயிற்சி — %2-இல் %1</translation>
    </message>
    <message>
        <source>%1 — today&apos;s puzzle</source>
        <translation>%1 — இன்றைய புதிர்</translation>
    </message>
    <message>
        <source>%1 — puzzle %2</source>
        <translation>%1 — புதிர் %2</translation>
    </message>
    <message>
        <source>Practice: your rating does not change</source>
        <translation>பயிற்சி: உங்கள் மதிப்பீடு மாறாது</translation>
    </message>
    <message>
        <source>Rating %1 · %2 in a row</source>
        <translation>மதிப்பீடு %1 · தொடர்ச்சியாக %2</translation>
    </message>
    <message>
        <source>%1?</source>
        <translation>%1?</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>விதிகள்</translation>
    </message>
    <message>
        <source>Puzzle rating %1</source>
        <translation>புதிர் மதிப்பீடு %1</translation>
    </message>
</context>
<context>
    <name>PuzzlePanel</name>
    <message>
        <source>Your move: click a hole, or press its key (%1).</source>
        <extracomment>%1 the keys that play a hole (&quot;1–6&quot;, three-row&apos;s &quot;A–I&quot;).</extracomment>
        <translation>உங்கள் நகர்வு: ஒரு குழியைச் சொடுக்கவும், அல்லது அதன் விசையை அழுத்தவும் (%1).</translation>
    </message>
    <message>
        <source>Watch the board…</source>
        <translation>பலகையைக் கவனியுங்கள்…</translation>
    </message>
    <message>
        <source>The engine looks for the answer…</source>
        <translation>இயந்திரம் பதிலைத் தேடுகிறது…</translation>
    </message>
    <message>
        <source>Take the move back and try again.</source>
        <translation>நகர்வைத் திரும்பப் பெற்று மீண்டும் முயலுங்கள்.</translation>
    </message>
    <message>
        <source>That was the last of the set.</source>
        <translation>இந்தத் தொகுப்பில் இதுவே கடைசி.</translation>
    </message>
    <message>
        <source>Themes: %1</source>
        <translation>கருப்பொருள்கள்: %1</translation>
    </message>
    <message>
        <source>Hint (%1)</source>
        <translation>குறிப்பு (%1)</translation>
    </message>
    <message>
        <source>Show the hole (%1)</source>
        <translation>குழியைக் காட்டு (%1)</translation>
    </message>
    <message>
        <source>Show the answer</source>
        <translation>பதிலைக் காட்டு</translation>
    </message>
    <message>
        <source>Take back (Enter)</source>
        <translation>திரும்பப் பெறு (Enter)</translation>
    </message>
    <message>
        <source>Next in the set ›</source>
        <translation>தொகுப்பில் அடுத்தது ›</translation>
    </message>
    <message>
        <source>Next puzzle (N) ›</source>
        <translation>அடுத்த புதிர் (N) ›</translation>
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
        <translation>மதிப்பீடு (தற்காலிகம்)</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>மதிப்பீடு</translation>
    </message>
    <message>
        <source>rating (+%1)</source>
        <translation>மதிப்பீடு (+%1)</translation>
    </message>
    <message>
        <source>rating (−%1)</source>
        <translation>மதிப்பீடு (−%1)</translation>
    </message>
    <message>
        <source>in a row (best %1)</source>
        <translation>தொடர்ச்சியாக (சிறந்தது %1)</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>solved</source>
        <translation>தீர்க்கப்பட்டவை</translation>
    </message>
    <message>
        <source>today&apos;s puzzle done</source>
        <translation>இன்றைய புதிர் முடிந்தது</translation>
    </message>
    <message>
        <source>today&apos;s puzzle</source>
        <translation>இன்றைய புதிர்</translation>
    </message>
</context>
<context>
    <name>PuzzleTexts</name>
    <message numerus="yes">
        <source>In your game you played %1 here and lost %n seeds.</source>
        <extracomment>A puzzle from the player&apos;s own game: %1 the move played there, %n the seeds it lost.</extracomment>
        <translation>
            <numerusform>உங்கள் ஆட்டத்தில் இங்கே நீங்கள் %1-ஐ ஆடி %n விதையை இழந்தீர்கள்.</numerusform>
            <numerusform>உங்கள் ஆட்டத்தில் இங்கே நீங்கள் %1-ஐ ஆடி %n விதைகளை இழந்தீர்கள்.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to move: win the game</source>
        <translation>%1 நகர்த்த வேண்டும்: ஆட்டத்தை வெல்லுங்கள்</translation>
    </message>
    <message>
        <source>%1 to move: find the best move</source>
        <translation>%1 நகர்த்த வேண்டும்: சிறந்த நகர்வைக் கண்டுபிடியுங்கள்</translation>
    </message>
    <message numerus="yes">
        <source>%1 to move: win at least %n seeds and win the game</source>
        <extracomment>%1 is the side to move (South, North); %n the seeds to win.</extracomment>
        <translation>
            <numerusform>%1 நகர்த்த வேண்டும்: குறைந்தது %n விதையை வென்று ஆட்டத்தையும் வெல்லுங்கள்</numerusform>
            <numerusform>%1 நகர்த்த வேண்டும்: குறைந்தது %n விதைகளை வென்று ஆட்டத்தையும் வெல்லுங்கள்</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 to move: win at least %n seeds</source>
        <translation>
            <numerusform>%1 நகர்த்த வேண்டும்: குறைந்தது %n விதையை வெல்லுங்கள்</numerusform>
            <numerusform>%1 நகர்த்த வேண்டும்: குறைந்தது %n விதைகளை வெல்லுங்கள்</numerusform>
        </translation>
    </message>
    <message>
        <source>Extra move</source>
        <translation>கூடுதல் நகர்வு</translation>
    </message>
    <message>
        <source>Chain of extra moves</source>
        <translation>கூடுதல் நகர்வுகளின் சங்கிலி</translation>
    </message>
    <message>
        <source>Capture</source>
        <translation>கைப்பற்றல்</translation>
    </message>
    <message>
        <source>Big capture</source>
        <translation>பெரிய கைப்பற்றல்</translation>
    </message>
    <message>
        <source>Relay into a capture</source>
        <translation>கைப்பற்றலில் முடியும் தொடர் விதைப்பு</translation>
    </message>
    <message>
        <source>Pasu</source>
        <translation>பசு</translation>
    </message>
    <message>
        <source>Burnt hole</source>
        <translation>எரிந்த குழி</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>தற்காப்பு</translation>
    </message>
    <message>
        <source>Endgame</source>
        <translation>இறுதியாட்டம்</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>வாருதல்</translation>
    </message>
    <message>
        <source>Look for a move that earns another turn.</source>
        <translation>இன்னொரு முறையைப் பெற்றுத் தரும் நகர்வைத் தேடுங்கள்.</translation>
    </message>
    <message>
        <source>Look for a chain of extra moves.</source>
        <translation>கூடுதல் நகர்வுகளின் சங்கிலியைத் தேடுங்கள்.</translation>
    </message>
    <message>
        <source>Look for a capture.</source>
        <translation>ஒரு கைப்பற்றலைத் தேடுங்கள்.</translation>
    </message>
    <message>
        <source>Look for a big capture.</source>
        <translation>ஒரு பெரிய கைப்பற்றலைத் தேடுங்கள்.</translation>
    </message>
    <message>
        <source>Look for a relay that ends in a capture.</source>
        <translation>கைப்பற்றலில் முடியும் தொடர் விதைப்பைத் தேடுங்கள்.</translation>
    </message>
    <message>
        <source>Look for a hole that reaches four: pasu.</source>
        <translation>நான்கை எட்டும் குழியைத் தேடுங்கள்: பசு.</translation>
    </message>
    <message>
        <source>Look for a move that puts a hole out of play.</source>
        <translation>ஒரு குழியை ஆட்டத்திலிருந்து வெளியேற்றும் நகர்வைத் தேடுங்கள்.</translation>
    </message>
    <message>
        <source>Look at what your opponent threatens, and stop it.</source>
        <translation>உங்கள் எதிராளியின் அச்சுறுத்தலைப் பார்த்து, அதைத் தடுங்கள்.</translation>
    </message>
    <message>
        <source>Count to the end of the game: who keeps what?</source>
        <translation>ஆட்டத்தின் இறுதிவரை எண்ணுங்கள்: யாருக்கு எது கிடைக்கும்?</translation>
    </message>
    <message>
        <source>Think of the seeds swept into the stores at the end.</source>
        <translation>இறுதியில் களஞ்சியங்களுக்கு வாரப்படும் விதைகளை நினைவில் கொள்ளுங்கள்.</translation>
    </message>
    <message>
        <source>Look for the move that gains most.</source>
        <translation>அதிக லாபம் தரும் நகர்வைத் தேடுங்கள்.</translation>
    </message>
    <message numerus="yes">
        <source>%1 answers %2 and captures %n seeds.</source>
        <extracomment>%1 is a side (South, North), %2 the hole it plays; %n the seeds it takes.</extracomment>
        <translation>
            <numerusform>%1 பதிலுக்கு %2-ஐ ஆடி %n விதையைக் கைப்பற்றுகிறார்.</numerusform>
            <numerusform>%1 பதிலுக்கு %2-ஐ ஆடி %n விதைகளைக் கைப்பற்றுகிறார்.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 answers %2.</source>
        <translation>%1 பதிலுக்கு %2-ஐ ஆடுகிறார்.</translation>
    </message>
    <message>
        <source>%1 moves again.</source>
        <translation>%1 மீண்டும் நகர்த்துகிறார்.</translation>
    </message>
    <message numerus="yes">
        <source>The best move was worth %n seeds more.</source>
        <translation>
            <numerusform>சிறந்த நகர்வு %n விதை அதிக மதிப்புடையதாக இருந்தது.</numerusform>
            <numerusform>சிறந்த நகர்வு %n விதைகள் அதிக மதிப்புடையதாக இருந்தது.</numerusform>
        </translation>
    </message>
    <message>
        <source>In your game you played %1 here and it cost you the game&apos;s result.</source>
        <extracomment>A puzzle from the player&apos;s own game: %1 the move played there.</extracomment>
        <translation>உங்கள் ஆட்டத்தில் இங்கே நீங்கள் %1-ஐ ஆடினீர்கள்; அது ஆட்டத்தின் முடிவையே இழக்கச் செய்தது.</translation>
    </message>
    <message>
        <source>The best move kept a better result of the whole game.</source>
        <translation>சிறந்த நகர்வு முழு ஆட்டத்துக்கும் சிறந்த முடிவைக் காத்தது.</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Both</source>
        <translation>இருவரும்</translation>
    </message>
    <message>
        <source>Phase %1</source>
        <translation>கட்டம் %1</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>சுற்று %1</translation>
    </message>
    <message>
        <source> (captured)</source>
        <translation> (கைப்பற்றப்பட்டது)</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>the game is over</source>
        <translation>ஆட்டம் முடிந்துவிட்டது</translation>
    </message>
    <message>
        <source>both players choose a hole at once now</source>
        <translation>இப்போது இரு ஆட்டக்காரர்களும் ஒரே நேரத்தில் ஒரு குழியைத் தேர்ந்தெடுக்க வேண்டும்</translation>
    </message>
    <message>
        <source>both players choose at once only at the start</source>
        <translation>தொடக்கத்தில் மட்டுமே இருவரும் ஒரே நேரத்தில் தேர்ந்தெடுப்பர்</translation>
    </message>
    <message>
        <source>one of the chosen holes is empty or out of play</source>
        <translation>தேர்ந்தெடுத்த குழிகளில் ஒன்று காலியாக அல்லது ஆட்டத்துக்கு வெளியே உள்ளது</translation>
    </message>
    <message>
        <source>hole %1 does not exist: the holes are %2 to %3</source>
        <translation>குழி %1 இல்லை: குழிகள் %2 முதல் %3 வரை</translation>
    </message>
    <message>
        <source>%1 is burnt: out of play this round</source>
        <translation>%1 எரிந்தது: இந்தச் சுற்றில் ஆட்டத்தில் இல்லை</translation>
    </message>
    <message>
        <source>%1 is blind: out of play this phase</source>
        <translation>%1 குருட்டுக் குழி: இந்தக் கட்டத்தில் ஆட்டத்தில் இல்லை</translation>
    </message>
    <message>
        <source>%1 is empty</source>
        <translation>%1 காலியாக உள்ளது</translation>
    </message>
    <message>
        <source>%1 is a puta and is never lifted</source>
        <translation>%1 ஒரு புட்டா, அதை ஒருபோதும் எடுக்க முடியாது</translation>
    </message>
    <message>
        <source>%1 is a naga and is never lifted</source>
        <translation>%1 ஒரு நாகா, அதை ஒருபோதும் எடுக்க முடியாது</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <source>« Start</source>
        <translation>« தொடக்கம்</translation>
    </message>
    <message>
        <source>To the start (Home)</source>
        <translation>தொடக்கத்துக்கு (Home)</translation>
    </message>
    <message>
        <source>‹ Move</source>
        <translation>‹ நகர்வு</translation>
    </message>
    <message>
        <source>One move back (Shift+Left)</source>
        <translation>ஒரு நகர்வு பின்னால் (Shift+Left)</translation>
    </message>
    <message>
        <source>❚❚ Pause</source>
        <translation>❚❚ இடைநிறுத்து</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ இயக்கு</translation>
    </message>
    <message>
        <source>Play or pause, even in the middle of a move (Space)</source>
        <translation>இயக்கு அல்லது இடைநிறுத்து, ஒரு நகர்வின் நடுவிலும் (Space)</translation>
    </message>
    <message>
        <source>Move ›</source>
        <translation>நகர்வு ›</translation>
    </message>
    <message>
        <source>One move on (Shift+Right)</source>
        <translation>ஒரு நகர்வு முன்னால் (Shift+Right)</translation>
    </message>
    <message>
        <source>End »</source>
        <translation>முடிவு »</translation>
    </message>
    <message>
        <source>To the last move (End)</source>
        <translation>கடைசி நகர்வுக்கு (End)</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>நகர்வு %1 / %2</translation>
    </message>
    <message>
        <source>Close replay</source>
        <translation>மீள்இயக்கத்தை மூடு</translation>
    </message>
    <message>
        <source>‹ Step</source>
        <translation>‹ படி</translation>
    </message>
    <message>
        <source>One step back inside the move: a lap, a capture (Left)</source>
        <translation>நகர்வுக்குள் ஒரு படி பின்னால்: ஒரு சுற்றோட்டம், ஒரு கைப்பற்றல் (Left)</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>படி %1 / %2</translation>
    </message>
    <message>
        <source>Step through a move to see each lap, capture and refill named here.</source>
        <translation>ஒவ்வொரு சுற்றோட்டமும் கைப்பற்றலும் மீள்நிரப்பலும் இங்கே குறிப்பிடப்படுவதைக் காண, நகர்வைப் படிப்படியாகப் பாருங்கள்.</translation>
    </message>
    <message>
        <source>Step ›</source>
        <translation>படி ›</translation>
    </message>
    <message>
        <source>One step on inside the move: a lap, a capture (Right)</source>
        <translation>நகர்வுக்குள் ஒரு படி முன்னால்: ஒரு சுற்றோட்டம், ஒரு கைப்பற்றல் (Right)</translation>
    </message>
    <message>
        <source>Move of the replay</source>
        <translation>மீள்இயக்கத்தின் நகர்வு</translation>
    </message>
    <message>
        <source>Play from here…</source>
        <translation>இங்கிருந்து ஆடு…</translation>
    </message>
    <message>
        <source>A new game from the position shown: you choose your side</source>
        <translation>காட்டப்படும் நிலவரத்திலிருந்து புதிய ஆட்டம்: உங்கள் பக்கத்தை நீங்களே தேர்வு செய்யுங்கள்</translation>
    </message>
</context>
<context>
    <name>ReviewGraph</name>
    <message>
        <source>South ahead</source>
        <translation>தெற்கு முன்னிலையில்</translation>
    </message>
    <message>
        <source>North ahead</source>
        <translation>வடக்கு முன்னிலையில்</translation>
    </message>
</context>
<context>
    <name>ReviewMoveList</name>
    <message>
        <source>Moves</source>
        <translation>நகர்வுகள்</translation>
    </message>
    <message>
        <source>best %1</source>
        <translation>சிறந்தது %1</translation>
    </message>
    <message>
        <source>Exact: solved to the end of the game</source>
        <translation>துல்லியம்: ஆட்ட இறுதி வரை தீர்க்கப்பட்டது</translation>
    </message>
    <message>
        <source>Estimated by a search of fixed length</source>
        <translation>நிலையான ஆழம் கொண்ட தேடலால் மதிப்பிடப்பட்டது</translation>
    </message>
</context>
<context>
    <name>ReviewPage</name>
    <message>
        <source>Review of %1</source>
        <translation>%1 மதிப்பாய்வு</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>மதிப்பாய்வு</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ பின்செல்</translation>
    </message>
    <message>
        <source>The engine is reviewing the game: move %1 of %2</source>
        <translation>இயந்திரம் ஆட்டத்தை மதிப்பாய்வு செய்கிறது: நகர்வு %1 / %2</translation>
    </message>
    <message>
        <source>The review was cancelled.</source>
        <translation>மதிப்பாய்வு ரத்துசெய்யப்பட்டது.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ரத்துசெய்</translation>
    </message>
    <message>
        <source>Review again</source>
        <translation>மீண்டும் மதிப்பாய்வு செய்</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>பின்செல்</translation>
    </message>
    <message>
        <source>Glow: the move played. Arrow and shaded pits: the engine&apos;s best move and its sowing.</source>
        <translation>ஒளிர்வு: ஆடிய நகர்வு. அம்பும் நிழலிட்ட குழிகளும்: இயந்திரத்தின் சிறந்த நகர்வும் அதன் விதைப்பும்.</translation>
    </message>
    <message>
        <source>Master, %1 positions a move</source>
        <translation>வல்லுநர், ஒரு நகர்வுக்கு %1 நிலவரங்கள்</translation>
    </message>
    <message>
        <source>Practise your mistakes (%1)</source>
        <translation>உங்கள் தவறுகளில் பயிற்சி (%1)</translation>
    </message>
</context>
<context>
    <name>ReviewTotals</name>
    <message>
        <source>Best</source>
        <translation>சிறந்தவை</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>நல்லவை</translation>
    </message>
    <message>
        <source>Inaccuracies</source>
        <translation>துல்லியக் குறைவுகள்</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>தவறுகள்</translation>
    </message>
    <message>
        <source>Blunders</source>
        <translation>பெருந்தவறுகள்</translation>
    </message>
    <message>
        <source>Moves by class</source>
        <translation>வகைவாரியாக நகர்வுகள்</translation>
    </message>
    <message>
        <source>Seeds given away</source>
        <translation>விட்டுக்கொடுத்த விதைகள்</translation>
    </message>
</context>
<context>
    <name>RoundSummary</name>
    <message>
        <source>The race is over</source>
        <translation>பந்தயம் முடிந்தது</translation>
    </message>
    <message>
        <source>A sowing ended in an empty hole: the players now take turns.</source>
        <translation>ஒரு விதைப்பு வெற்றுக் குழியில் முடிந்தது: இனி ஆட்டக்காரர்கள் முறை மாறி ஆடுவர்.</translation>
    </message>
    <message>
        <source>Seeds in their holes</source>
        <translation>குழிகளில் உள்ள விதைகள்</translation>
    </message>
    <message>
        <source>No refill: the seeds stay where they lie. %1 has the first turn.</source>
        <translation>மீண்டும் நிரப்புதல் இல்லை: விதைகள் இருக்கும் இடத்திலேயே இருக்கும். முதல் முறை %1-க்கு.</translation>
    </message>
    <message>
        <source>This game is over</source>
        <translation>இந்த ஆட்டம் முடிந்தது</translation>
    </message>
    <message>
        <source>Round %1 is over</source>
        <translation>சுற்று %1 முடிந்தது</translation>
    </message>
    <message>
        <source>A drawn game.</source>
        <translation>ஆட்டம் சமநிலையில் முடிந்தது.</translation>
    </message>
    <message>
        <source>A drawn round.</source>
        <translation>சுற்று சமநிலையில் முடிந்தது.</translation>
    </message>
    <message>
        <source>A drawn game: %1.</source>
        <translation>ஆட்டம் சமநிலையில் முடிந்தது: %1.</translation>
    </message>
    <message>
        <source>A drawn round: %1.</source>
        <translation>சுற்று சமநிலையில் முடிந்தது: %1.</translation>
    </message>
    <message>
        <source>%1 wins the game.</source>
        <extracomment>%1 is the winner&apos;s name, %2 (where present) why the game or round ended.</extracomment>
        <translation>%1 ஆட்டத்தை வென்றார்.</translation>
    </message>
    <message>
        <source>%1 wins the round.</source>
        <translation>%1 சுற்றை வென்றார்.</translation>
    </message>
    <message>
        <source>%1 wins the game: %2.</source>
        <translation>%1 ஆட்டத்தை வென்றார்: %2.</translation>
    </message>
    <message>
        <source>%1 wins the round: %2.</source>
        <translation>%1 சுற்றை வென்றார்: %2.</translation>
    </message>
    <message>
        <source>Captured in the game</source>
        <translation>ஆட்டத்தில் கைப்பற்றியவை</translation>
    </message>
    <message>
        <source>Captured in the round</source>
        <translation>சுற்றில் கைப்பற்றியவை</translation>
    </message>
    <message>
        <source>Swept from own holes</source>
        <translation>சொந்தக் குழிகளிலிருந்து வாரியவை</translation>
    </message>
    <message>
        <source>Seeds owned</source>
        <translation>சொந்த விதைகள்</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>வென்ற ஆட்டங்கள்</translation>
    </message>
    <message>
        <source>Rounds won</source>
        <translation>வென்ற சுற்றுகள்</translation>
    </message>
    <message>
        <source>Holes out of play next round</source>
        <translation>அடுத்த சுற்றில் ஆட்டத்துக்கு வெளியே உள்ள குழிகள்</translation>
    </message>
    <message>
        <source>Next round: both refill their holes and choose together.</source>
        <translation>அடுத்த சுற்று: இருவரும் குழிகளை மீண்டும் நிரப்பி, ஒரே நேரத்தில் தேர்ந்தெடுப்பர்.</translation>
    </message>
    <message>
        <source>Both players fill their holes from their stores; %1 starts the next game.</source>
        <translation>இரு ஆட்டக்காரர்களும் தங்கள் களஞ்சியங்களிலிருந்து குழிகளை நிரப்புகின்றனர்; அடுத்த ஆட்டத்தை %1 தொடங்குவார்.</translation>
    </message>
    <message>
        <source>Both players refill their holes from their stores; %1 starts the next round.</source>
        <translation>இரு ஆட்டக்காரர்களும் தங்கள் களஞ்சியங்களிலிருந்து குழிகளை மீண்டும் நிரப்புகின்றனர்; அடுத்த சுற்றை %1 தொடங்குவார்.</translation>
    </message>
    <message>
        <source>The demo goes on by itself in %1 seconds.</source>
        <translation>செய்முறை ஆட்டம் %1 விநாடிகளில் தானாகவே தொடரும்.</translation>
    </message>
    <message>
        <source>See the result</source>
        <translation>முடிவைப் பார்</translation>
    </message>
    <message>
        <source>Refill and play on</source>
        <translation>நிரப்பித் தொடர்ந்து ஆடு</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Rules of %1</source>
        <translation>%1 விதிகள்</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>விதிகள்</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ பின்செல்</translation>
    </message>
    <message>
        <source>How to read the rules</source>
        <translation>விதிகளை எப்படிப் படிப்பது</translation>
    </message>
    <message>
        <source>Players, hole numbers, direction and the decisions shared by all games</source>
        <translation>ஆட்டக்காரர்கள், குழி எண்கள், திசை, எல்லா விளையாட்டுகளுக்கும் பொதுவான தேர்வுகள்</translation>
    </message>
    <message>
        <source>This example cannot be drawn: %1</source>
        <translation>இந்த எடுத்துக்காட்டை வரைய இயலவில்லை: %1</translation>
    </message>
    <message>
        <source>No rules to show.</source>
        <translation>காட்டுவதற்கு விதிகள் இல்லை.</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>உள்ளடக்கம்</translation>
    </message>
    <message>
        <source>Show me ›</source>
        <translation>காட்டு ›</translation>
    </message>
    <message>
        <source>Open the lesson that teaches this</source>
        <translation>இதைக் கற்பிக்கும் பாடத்தைத் திற</translation>
    </message>
    <message>
        <source>This page is not yet in your language: it is shown in English.</source>
        <extracomment>On the Rules page, when the rules of this game are not yet translated into the app&apos;s language. Name the language itself (&quot;...not yet in Tamil...&quot;).</extracomment>
        <translation>இந்தப் பக்கம் இன்னும் தமிழில் இல்லை: ஆங்கிலத்தில் காட்டப்படுகிறது.</translation>
    </message>
</context>
<context>
    <name>ServerAddressField</name>
    <message>
        <source>Server address</source>
        <translation>சேவையக முகவரி</translation>
    </message>
    <message>
        <source>Write it as HOST:PORT, for example %1.</source>
        <translation>HOST:PORT என எழுதுங்கள், எடுத்துக்காட்டாக %1.</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>Settings</source>
        <translation>அமைப்புகள்</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ பின்செல்</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>அசைவூட்ட வேகம்</translation>
    </message>
    <message>
        <source>How fast the seeds travel from pit to pit.</source>
        <translation>விதைகள் குழியிலிருந்து குழிக்கு எவ்வளவு வேகமாகச் செல்கின்றன.</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>ஒலி</translation>
    </message>
    <message>
        <source>The click of seeds falling and of captures (M in a game).</source>
        <translation>விதைகள் விழும் ஒலியும் கைப்பற்றலின் ஒலியும் (ஆட்டத்தில் M).</translation>
    </message>
    <message>
        <source>On</source>
        <translation>ஆம்</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>இல்லை</translation>
    </message>
    <message>
        <source>Seed counts on the pits</source>
        <translation>குழிகளில் விதை எண்ணிக்கை</translation>
    </message>
    <message>
        <source>A number on every pit and store. Hidden, you count the cowries yourself.</source>
        <translation>ஒவ்வொரு குழியிலும் களஞ்சியத்திலும் ஓர் எண். மறைத்தால், சோழிகளை நீங்களே எண்ண வேண்டும்.</translation>
    </message>
    <message>
        <source>Shown</source>
        <translation>காட்டப்படும்</translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>மறைக்கப்படும்</translation>
    </message>
    <message>
        <source>Computer&apos;s level</source>
        <translation>கணினியின் நிலை</translation>
    </message>
    <message>
        <source>The level applies to new games; the last game&apos;s options and the window&apos;s size are remembered too.</source>
        <translation>நிலை புதிய ஆட்டங்களுக்குப் பொருந்தும்; கடைசி ஆட்டத்தின் விருப்பங்களும் சாளரத்தின் அளவும் நினைவில் வைக்கப்படும்.</translation>
    </message>
    <message>
        <source>Novice</source>
        <translation>தொடக்கநிலை</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>எளிது</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>நடுத்தரம்</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>வலுவானது</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>வல்லுநர்</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>மொழி</translation>
    </message>
    <message>
        <source>The words of the app, its games and lessons. At first, your system&apos;s language.</source>
        <translation>செயலி, அதன் விளையாட்டுகள், பாடங்கள் ஆகியவற்றின் சொற்கள். தொடக்கத்தில், உங்கள் இயக்க முறைமையின் மொழி.</translation>
    </message>
    <message>
        <source>System</source>
        <translation>இயக்க முறைமை</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>உயர் மாறுபாடு</translation>
    </message>
    <message>
        <source>Black surfaces, white text and bright edges; a plain dark board with bright pits.</source>
        <translation>கருப்புப் பரப்புகள், வெள்ளை எழுத்து, ஒளிரும் விளிம்புகள்; ஒளிரும் குழிகளுடன் எளிய இருண்ட பலகை.</translation>
    </message>
    <message>
        <source>Text size</source>
        <translation>எழுத்து அளவு</translation>
    </message>
    <message>
        <source>The size of all the text in the app.</source>
        <translation>செயலியின் எல்லா எழுத்துகளின் அளவு.</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>A text size, in percent of the normal size.</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Server address</source>
        <translation>சேவையக முகவரி</translation>
    </message>
    <message>
        <source>For a public game server: its address as HOST:PORT. Joining with a room code alone goes there; an invite names its own server.</source>
        <translation>பொது ஆட்டச் சேவையகத்திற்கு: அதன் முகவரி HOST:PORT வடிவில். அறைக் குறியீட்டை மட்டும் கொண்டு சேர்ந்தால் அங்கே செல்லும்; அழைப்பு தன் சேவையகத்தைத் தானே குறிப்பிடும்.</translation>
    </message>
</context>
<context>
    <name>SpeedMenuButton</name>
    <message>
        <source>Slow</source>
        <translation>மெதுவாக</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>இயல்பு</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>வேகமாக</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>உடனடி</translation>
    </message>
    <message>
        <source>As fast as yours</source>
        <translation>உங்களுடையதைப் போலவே</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>தனிப்பயன்</translation>
    </message>
    <message>
        <source>Speed: %1 ▾</source>
        <translation>வேகம்: %1 ▾</translation>
    </message>
    <message>
        <source>How fast the seeds travel</source>
        <translation>விதைகள் எவ்வளவு வேகமாகச் செல்கின்றன</translation>
    </message>
    <message>
        <source>The computer&apos;s moves:</source>
        <translation>கணினியின் நகர்வுகள்:</translation>
    </message>
</context>
<context>
    <name>SpeedSelector</name>
    <message>
        <source>Slow</source>
        <translation>மெதுவாக</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>இயல்பு</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>வேகமாக</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>உடனடி</translation>
    </message>
</context>
<context>
    <name>Store</name>
    <message>
        <source>again</source>
        <translation>மீண்டும்</translation>
    </message>
</context>
<context>
    <name>TraceAnimator</name>
    <message>
        <source>South</source>
        <translation>தெற்கு</translation>
    </message>
    <message>
        <source>North</source>
        <translation>வடக்கு</translation>
    </message>
    <message>
        <source>%1 captures</source>
        <translation>%1 கைப்பற்றுகிறார்</translation>
    </message>
    <message>
        <source>%1 captures %2</source>
        <translation>%1 %2 கைப்பற்றுகிறார்</translation>
    </message>
    <message>
        <source>%1 moves again</source>
        <translation>%1 மீண்டும் நகர்த்துகிறார்</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>%1-இன் முறை</translation>
    </message>
    <message>
        <source>%1 cannot move</source>
        <translation>%1 நகர்த்த முடியாது</translation>
    </message>
    <message>
        <source>The round is over</source>
        <translation>சுற்று முடிந்தது</translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>சமநிலை</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 வெற்றி</translation>
    </message>
</context>
<context>
    <name>cowrie::ui::GameLibrary</name>
    <message>
        <source>only %1 of %2 bytes could be written (is the disk full?)</source>
        <translation>%2 பைட்டுகளில் %1 மட்டுமே எழுத முடிந்தது (வட்டு நிரம்பிவிட்டதா?)</translation>
    </message>
    <message>
        <source>the file %1 does not exist</source>
        <translation>%1 என்ற கோப்பு இல்லை</translation>
    </message>
    <message>
        <source>%1 is not a regular file</source>
        <translation>%1 ஒரு வழக்கமான கோப்பு அல்ல</translation>
    </message>
    <message>
        <source>the file is too large (%1 bytes)</source>
        <translation>கோப்பு மிகப் பெரியது (%1 பைட்டுகள்)</translation>
    </message>
    <message>
        <source>the file cannot be opened (%1)</source>
        <translation>கோப்பைத் திறக்க முடியவில்லை (%1)</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>கோப்பு காலியாக உள்ளது</translation>
    </message>
    <message>
        <source>the folder %1 cannot be created</source>
        <translation>%1 என்ற கோப்புறையை உருவாக்க முடியவில்லை</translation>
    </message>
    <message>
        <source>the game could not be deleted: %1</source>
        <translation>ஆட்டத்தை நீக்க முடியவில்லை: %1</translation>
    </message>
    <message>
        <source>this game is already in the library</source>
        <translation>இந்த ஆட்டம் ஏற்கனவே நூலகத்தில் உள்ளது</translation>
    </message>
</context>
<context>
    <name>cowrie::ui::GameSession</name>
    <message>
        <source>%1 resigns; %2 wins.</source>
        <translation>%1 விலகுகிறார்; %2 வெற்றி.</translation>
    </message>
    <message>
        <source>Both choose a starting hole in secret: %1 first. %2, look away.</source>
        <translation>இருவரும் ரகசியமாகத் தொடக்கக் குழியைத் தேர்ந்தெடுக்கின்றனர்: முதலில் %1. %2, வேறு பக்கம் பாருங்கள்.</translation>
    </message>
    <message>
        <source>%1, choose your starting hole (%2&apos;s choice is hidden).</source>
        <translation>%1, உங்கள் தொடக்கக் குழியைத் தேர்ந்தெடுங்கள் (%2-இன் தேர்வு மறைக்கப்பட்டுள்ளது).</translation>
    </message>
    <message>
        <source>Choose your starting hole; the computer chooses without seeing yours.</source>
        <translation>உங்கள் தொடக்கக் குழியைத் தேர்ந்தெடுங்கள்; கணினி உங்கள் தேர்வைப் பார்க்காமல் தேர்ந்தெடுக்கும்.</translation>
    </message>
    <message>
        <source>Waiting for the computer&apos;s choice…</source>
        <translation>கணினியின் தேர்வுக்காகக் காத்திருக்கிறது…</translation>
    </message>
    <message>
        <source>Both computers choose a starting hole…</source>
        <translation>இரு கணினிகளும் தொடக்கக் குழியைத் தேர்ந்தெடுக்கின்றன…</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 யோசிக்கிறது…</translation>
    </message>
    <message>
        <source>%1 to move: choose a hole, then the direction to sow.</source>
        <translation>%1 நகர்த்த வேண்டும்: ஒரு குழியைத் தேர்ந்தெடுத்து, பிறகு விதைக்கும் திசையைத் தேர்ந்தெடுங்கள்.</translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation>%1 நகர்த்த வேண்டும்.</translation>
    </message>
    <message>
        <source>there is no saved game</source>
        <translation>சேமித்த ஆட்டம் எதுவும் இல்லை</translation>
    </message>
    <message>
        <source>it is the computer&apos;s turn</source>
        <translation>இது கணினியின் முறை</translation>
    </message>
    <message>
        <source>it is not your turn to choose</source>
        <translation>இது நீங்கள் தேர்ந்தெடுக்கும் முறை அல்ல</translation>
    </message>
    <message>
        <source>against the computer, choose your own hole only</source>
        <translation>கணினிக்கு எதிராக, உங்கள் சொந்தக் குழியை மட்டுமே தேர்ந்தெடுங்கள்</translation>
    </message>
    <message>
        <source>no game has been started</source>
        <translation>எந்த ஆட்டமும் தொடங்கப்படவில்லை</translation>
    </message>
    <message>
        <source>there is no place %1 on this board</source>
        <translation>இந்தப் பலகையில் %1 என்ற இடம் இல்லை</translation>
    </message>
    <message>
        <source>a store cannot be played</source>
        <translation>களஞ்சியத்திலிருந்து ஆட முடியாது</translation>
    </message>
    <message>
        <source>%1 chooses now, from their own row</source>
        <translation>%1 இப்போது தங்கள் சொந்த வரிசையிலிருந்து தேர்ந்தெடுக்க வேண்டும்</translation>
    </message>
    <message>
        <source>that hole is %1&apos;s; %2 is to move</source>
        <translation>அந்தக் குழி %1-உடையது; நகர்த்த வேண்டியவர் %2</translation>
    </message>
    <message>
        <source>hole %1 does not exist (holes are 1..%2)</source>
        <translation>குழி %1 இல்லை (குழிகள் 1..%2)</translation>
    </message>
    <message>
        <source>%1&apos;s hole %2 cannot start a sowing</source>
        <translation>%1-இன் குழி %2-இலிருந்து விதைப்பைத் தொடங்க முடியாது</translation>
    </message>
    <message>
        <source>these two holes cannot be played together</source>
        <translation>இந்த இரண்டு குழிகளையும் சேர்த்து ஆட முடியாது</translation>
    </message>
    <message>
        <source>the game is being replayed</source>
        <translation>ஆட்டம் மீண்டும் இயக்கப்படுகிறது</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>ஆட்டம் முடிந்துவிட்டது</translation>
    </message>
    <message>
        <source>%1 takes back the resignation. %2</source>
        <translation>%1 விலகலைத் திரும்பப் பெறுகிறார். %2</translation>
    </message>
    <message>
        <source>Took back your last move. %1</source>
        <translation>உங்கள் கடைசி நகர்வு திரும்பப் பெறப்பட்டது. %1</translation>
    </message>
    <message>
        <source>Took back move %1. %2</source>
        <translation>நகர்வு %1 திரும்பப் பெறப்பட்டது. %2</translation>
    </message>
    <message>
        <source>the computers play on; go back to stop the demo</source>
        <translation>கணினிகள் தொடர்ந்து ஆடுகின்றன; செய்முறையை நிறுத்தப் பின்செல்லுங்கள்</translation>
    </message>
    <message>
        <source>a hint is for the person to move</source>
        <translation>குறிப்பு நகர்த்த வேண்டியவருக்கு மட்டுமே</translation>
    </message>
    <message>
        <source>This game cannot be saved: %1. It goes on, but will be lost when you quit.</source>
        <translation>இந்த ஆட்டத்தைச் சேமிக்க முடியாது: %1. ஆட்டம் தொடரும், ஆனால் வெளியேறும்போது இழக்கப்படும்.</translation>
    </message>
    <message>
        <source>This game cannot be kept in the library: %1.</source>
        <translation>இந்த ஆட்டத்தை நூலகத்தில் வைக்க முடியாது: %1.</translation>
    </message>
    <message>
        <source>The computer found no move.</source>
        <translation>கணினிக்கு எந்த நகர்வும் கிடைக்கவில்லை.</translation>
    </message>
    <message>
        <source>Not allowed: %1</source>
        <translation>அனுமதி இல்லை: %1</translation>
    </message>
    <message>
        <source>it is not your turn</source>
        <translation>இது உங்கள் முறை அல்ல</translation>
    </message>
    <message>
        <source>Choose your starting hole; %1 chooses without seeing yours.</source>
        <translation>உங்கள் தொடக்கக் குழியைத் தேர்ந்தெடுங்கள்; %1 உங்கள் தேர்வைப் பார்க்காமல் தேர்ந்தெடுப்பார்.</translation>
    </message>
    <message>
        <source>Waiting for %1&apos;s choice…</source>
        <translation>%1-இன் தேர்வுக்காகக் காத்திருக்கிறது…</translation>
    </message>
    <message>
        <source>Your move is on its way to the game server…</source>
        <translation>உங்கள் நகர்வு ஆட்டச் சேவையகத்திற்குச் சென்றுகொண்டிருக்கிறது…</translation>
    </message>
    <message>
        <source>an online game begins by hosting it or joining it</source>
        <translation>இணைய ஆட்டம் அதை நடத்துவதன் மூலமோ அதில் சேர்வதன் மூலமோ தொடங்கும்</translation>
    </message>
    <message>
        <source>your move is on its way to the game server</source>
        <translation>உங்கள் நகர்வு ஆட்டச் சேவையகத்திற்குச் சென்றுகொண்டிருக்கிறது</translation>
    </message>
    <message>
        <source>it is %1&apos;s turn</source>
        <translation>இது %1-இன் முறை</translation>
    </message>
    <message>
        <source>the game server cannot be reached now; try again when connected</source>
        <translation>ஆட்டச் சேவையகத்தை இப்போது அணுக முடியவில்லை; இணைப்பு கிடைத்ததும் மீண்டும் முயலுங்கள்</translation>
    </message>
    <message>
        <source>there are no hints in a game against a friend online</source>
        <translation>இணையத்தில் நண்பருக்கு எதிரான ஆட்டத்தில் குறிப்புகள் இல்லை</translation>
    </message>
    <message>
        <source>The server&apos;s move %1 cannot be played on this board.</source>
        <translation>சேவையகத்தின் நகர்வு %1-ஐ இந்தப் பலகையில் ஆட முடியாது.</translation>
    </message>
    <message>
        <source>The server&apos;s move cannot be played on this board.</source>
        <translation>சேவையகத்தின் நகர்வை இந்தப் பலகையில் ஆட முடியாது.</translation>
    </message>
    <message>
        <source>the game server cannot be reached now; your move was not sent</source>
        <translation>ஆட்டச் சேவையகத்தை இப்போது அணுக முடியவில்லை; உங்கள் நகர்வு அனுப்பப்படவில்லை</translation>
    </message>
    <message>
        <source>The server&apos;s move %1 cannot be read.</source>
        <translation>சேவையகத்தின் நகர்வு %1-ஐப் படிக்க முடியவில்லை.</translation>
    </message>
    <message>
        <source>The game server refused the move: %1</source>
        <translation>ஆட்டச் சேவையகம் நகர்வை மறுத்தது: %1</translation>
    </message>
    <message>
        <source>Waiting for your friend to join…</source>
        <translation>உங்கள் நண்பர் சேருவதற்குக் காத்திருக்கிறது…</translation>
    </message>
    <message>
        <source>the game begins when your friend has joined</source>
        <translation>உங்கள் நண்பர் சேர்ந்ததும் ஆட்டம் தொடங்கும்</translation>
    </message>
</context>
<context>
    <name>cowrie::ui::HintAdvisor</name>
    <message>
        <source>Try hole %1.</source>
        <translation>குழி %1-ஐ முயலுங்கள்.</translation>
    </message>
    <message>
        <source>Try hole %1, sowing towards your right.</source>
        <translation>குழி %1-ஐ முயலுங்கள், உங்கள் வலப்புறமாக விதையுங்கள்.</translation>
    </message>
    <message>
        <source>Try hole %1, sowing towards your left.</source>
        <translation>குழி %1-ஐ முயலுங்கள், உங்கள் இடப்புறமாக விதையுங்கள்.</translation>
    </message>
</context>
<context>
    <name>cowrie::ui::LessonSession</name>
    <message>
        <source>South</source>
        <translation>தெற்கு</translation>
    </message>
    <message>
        <source>North</source>
        <translation>வடக்கு</translation>
    </message>
    <message>
        <source>There are no lessons for this game yet.</source>
        <translation>இந்த ஆட்டத்துக்கு இன்னும் பாடங்கள் இல்லை.</translation>
    </message>
    <message>
        <source>The lessons cannot be read: %1</source>
        <translation>பாடங்களைப் படிக்க முடியவில்லை: %1</translation>
    </message>
    <message>
        <source>Not quite. %1</source>
        <translation>சரியில்லை. %1</translation>
    </message>
    <message>
        <source>Well done.</source>
        <translation>நன்று.</translation>
    </message>
    <message>
        <source>That was the move. %1</source>
        <translation>அதுதான் சரியான நகர்வு. %1</translation>
    </message>
    <message>
        <source>Play one of your own holes, in the row nearest you.</source>
        <translation>உங்களுக்கு அருகிலுள்ள வரிசையில், உங்கள் சொந்தக் குழிகளில் ஒன்றை ஆடுங்கள்.</translation>
    </message>
    <message>
        <source>That hole cannot be played: %1.</source>
        <translation>அந்தக் குழியை ஆட முடியாது: %1.</translation>
    </message>
    <message>
        <source>Right: the last seed falls in %1.</source>
        <translation>சரி: கடைசி விதை %1-இல் விழுகிறது.</translation>
    </message>
    <message>
        <source>Not there: the last seed falls in %1. Watch.</source>
        <translation>அங்கு அல்ல: கடைசி விதை %1-இல் விழுகிறது. கவனியுங்கள்.</translation>
    </message>
    <message>
        <source>Lesson complete.</source>
        <translation>பாடம் முடிந்தது.</translation>
    </message>
    <message>
        <source>You have finished every lesson of this game. Try a real game, or some puzzles!</source>
        <translation>இந்த விளையாட்டின் எல்லாப் பாடங்களையும் முடித்துவிட்டீர்கள். ஓர் உண்மையான ஆட்டத்தையோ சில புதிர்களையோ முயலுங்கள்!</translation>
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
        <translation>தொடக்கநிலை</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>எளிது</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>நடுத்தரம்</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>வலுவானது</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>வல்லுநர்</translation>
    </message>
    <message>
        <source>Cannot be read: %1</source>
        <translation>படிக்க முடியவில்லை: %1</translation>
    </message>
    <message>
        <source>South</source>
        <translation>தெற்கு</translation>
    </message>
    <message>
        <source>North</source>
        <translation>வடக்கு</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <translation>கணினி (%1)</translation>
    </message>
    <message>
        <source>Two players</source>
        <translation>இரு ஆட்டக்காரர்கள்</translation>
    </message>
    <message>
        <source>Computer demo</source>
        <translation>கணினி செய்முறை</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 எதிர் %2</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation>முடிவடையாதது</translation>
    </message>
    <message>
        <source>%1 resigned</source>
        <translation>%1 விலகினார்</translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>சமநிலை</translation>
    </message>
    <message>
        <source>%1 won by %2</source>
        <extracomment>%1 is the winner&apos;s name, %2 their lead in seeds.</extracomment>
        <translation>%1 %2 விதைகள் வித்தியாசத்தில் வென்றார்</translation>
    </message>
    <message>
        <source>1 move</source>
        <translation>1 நகர்வு</translation>
    </message>
    <message numerus="yes">
        <source>%n moves</source>
        <translation>
            <numerusform>%n நகர்வு</numerusform>
            <numerusform>%n நகர்வுகள்</numerusform>
        </translation>
    </message>
    <message>
        <source>This game cannot be opened: %1</source>
        <translation>இந்த ஆட்டத்தைத் திறக்க முடியவில்லை: %1</translation>
    </message>
    <message>
        <source>The game could not be deleted: %1</source>
        <translation>ஆட்டத்தை நீக்க முடியவில்லை: %1</translation>
    </message>
    <message>
        <source>The game was deleted.</source>
        <translation>ஆட்டம் நீக்கப்பட்டது.</translation>
    </message>
    <message>
        <source>only a file on this computer can be written</source>
        <translation>இந்தக் கணினியில் உள்ள கோப்பில் மட்டுமே எழுத முடியும்</translation>
    </message>
    <message>
        <source>The game was exported to %1.</source>
        <translation>ஆட்டம் %1-க்கு ஏற்றுமதி செய்யப்பட்டது.</translation>
    </message>
    <message>
        <source>The game could not be exported: %1</source>
        <translation>ஆட்டத்தை ஏற்றுமதி செய்ய முடியவில்லை: %1</translation>
    </message>
    <message>
        <source>only a file on this computer can be read</source>
        <translation>இந்தக் கணினியில் உள்ள கோப்பை மட்டுமே படிக்க முடியும்</translation>
    </message>
    <message>
        <source>%1 was added to the library.</source>
        <translation>%1 நூலகத்தில் சேர்க்கப்பட்டது.</translation>
    </message>
    <message>
        <source>The file could not be imported: %1</source>
        <translation>கோப்பை இறக்குமதி செய்ய முடியவில்லை: %1</translation>
    </message>
</context>
<context>
    <name>cowrie::ui::OnlineGame</name>
    <message>
        <source>Could not connect.</source>
        <translation>இணைக்க முடியவில்லை.</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>%1 உடன் இணைக்கிறது…</translation>
    </message>
    <message>
        <source>Connection lost; reconnecting…</source>
        <translation>இணைப்பு துண்டிக்கப்பட்டது; மீண்டும் இணைக்கிறது…</translation>
    </message>
    <message numerus="yes">
        <source>Connection lost; reconnecting in %n s</source>
        <translation>
            <numerusform>இணைப்பு துண்டிக்கப்பட்டது; %n விநாடியில் மீண்டும் இணைக்கும்</numerusform>
            <numerusform>இணைப்பு துண்டிக்கப்பட்டது; %n விநாடிகளில் மீண்டும் இணைக்கும்</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting for your friend to join.</source>
        <translation>உங்கள் நண்பர் சேருவதற்குக் காத்திருக்கிறது.</translation>
    </message>
    <message>
        <source>Game over; %1 is still here.</source>
        <translation>ஆட்டம் முடிந்தது; %1 இன்னும் இங்கே இருக்கிறார்.</translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation>ஆட்டம் முடிந்தது.</translation>
    </message>
    <message>
        <source>Connected: playing %1.</source>
        <translation>இணைக்கப்பட்டது: %1 உடன் ஆடுகிறீர்கள்.</translation>
    </message>
    <message>
        <source>%1 is away; the game waits.</source>
        <translation>%1 இப்போது இல்லை; ஆட்டம் காத்திருக்கிறது.</translation>
    </message>
    <message>
        <source>Hello!</source>
        <translation>வணக்கம்!</translation>
    </message>
    <message>
        <source>Good move!</source>
        <translation>நல்ல நகர்வு!</translation>
    </message>
    <message>
        <source>Good game!</source>
        <translation>நல்ல ஆட்டம்!</translation>
    </message>
    <message>
        <source>Thanks!</source>
        <translation>நன்றி!</translation>
    </message>
    <message>
        <source>Oops!</source>
        <translation>அச்சச்சோ!</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>The name an online player is given who typed none.</extracomment>
        <translation>ஆட்டக்காரர்</translation>
    </message>
    <message>
        <source>The game server could not start: %1</source>
        <translation>ஆட்டச் சேவையகத்தைத் தொடங்க முடியவில்லை: %1</translation>
    </message>
    <message>
        <source>Paste the invite, or give the server&apos;s address in Settings.</source>
        <translation>அழைப்பை ஒட்டவும், அல்லது அமைப்புகளில் சேவையகத்தின் முகவரியைத் தாருங்கள்.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no invite nor server address.</source>
        <translation>&quot;%1&quot; அழைப்பும் அல்ல, சேவையக முகவரியும் அல்ல.</translation>
    </message>
    <message>
        <source>The invite names no room: give the room code too.</source>
        <translation>அழைப்பில் அறை எதுவும் குறிப்பிடப்படவில்லை: அறைக் குறியீட்டையும் தாருங்கள்.</translation>
    </message>
    <message>
        <source>Could not reach the server at %1: %2</source>
        <translation>%1 இல் உள்ள சேவையகத்தை அணுக முடியவில்லை: %2</translation>
    </message>
    <message>
        <source>The server&apos;s answer is damaged.</source>
        <translation>சேவையகத்தின் பதில் சேதமடைந்துள்ளது.</translation>
    </message>
    <message>
        <source>The server gave up this game: nobody played it for a week.</source>
        <translation>சேவையகம் இந்த ஆட்டத்தைக் கைவிட்டது: ஒரு வாரமாக யாரும் இதை ஆடவில்லை.</translation>
    </message>
    <message>
        <source>There is no room %1 on that server.</source>
        <translation>அந்தச் சேவையகத்தில் %1 என்ற அறை இல்லை.</translation>
    </message>
    <message>
        <source>Room %1 has two players already.</source>
        <translation>அறை %1 இல் ஏற்கெனவே இரண்டு ஆட்டக்காரர்கள் உள்ளனர்.</translation>
    </message>
    <message>
        <source>The server refused: %1</source>
        <translation>சேவையகம் மறுத்தது: %1</translation>
    </message>
    <message>
        <source>This board differs from the server&apos;s after move %1; the server&apos;s game is brought back.</source>
        <translation>நகர்வு %1-க்குப் பிறகு இந்தப் பலகை சேவையகத்தின் பலகையிலிருந்து வேறுபடுகிறது; சேவையகத்தின் ஆட்டம் மீட்டெடுக்கப்படுகிறது.</translation>
    </message>
</context>
<context>
    <name>cowrie::ui::OnlineLink</name>
    <message>
        <source>no answer within %1 s</source>
        <translation>%1 விநாடிகளுக்குள் பதில் இல்லை</translation>
    </message>
</context>
<context>
    <name>cowrie::ui::OptionsModel</name>
    <message>
        <source>There is no game called &apos;%1&apos;.</source>
        <translation>&apos;%1&apos; என்ற ஆட்டம் எதுவும் இல்லை.</translation>
    </message>
    <message>
        <source>%1 has no preset &apos;%2&apos;.</source>
        <translation>%1-இல் &apos;%2&apos; என்ற முன்னமைவு இல்லை.</translation>
    </message>
</context>
<context>
    <name>cowrie::ui::PuzzleSession</name>
    <message>
        <source>South</source>
        <translation>தெற்கு</translation>
    </message>
    <message>
        <source>North</source>
        <translation>வடக்கு</translation>
    </message>
    <message>
        <source>There are no puzzles for this game yet.</source>
        <translation>இந்த ஆட்டத்துக்கு இன்னும் புதிர்கள் இல்லை.</translation>
    </message>
    <message>
        <source>The puzzles cannot be read: %1</source>
        <translation>புதிர்களைப் படிக்க முடியவில்லை: %1</translation>
    </message>
    <message>
        <source>This puzzle cannot be shown: both players move at once.</source>
        <translation>இந்தப் புதிரைக் காட்ட முடியாது: இருவரும் ஒரே நேரத்தில் நகர்த்துகின்றனர்.</translation>
    </message>
    <message>
        <source>This puzzle cannot be read: %1</source>
        <translation>இந்தப் புதிரைப் படிக்க முடியவில்லை: %1</translation>
    </message>
    <message>
        <source>You play North: your holes are nearest you. Find the best move.</source>
        <translation>நீங்கள் வடக்காக ஆடுகிறீர்கள்: உங்கள் குழிகள் உங்களுக்கு அருகில் உள்ளன. சிறந்த நகர்வைக் கண்டுபிடியுங்கள்.</translation>
    </message>
    <message>
        <source>You play South: your holes are nearest you. Find the best move.</source>
        <translation>நீங்கள் தெற்காக ஆடுகிறீர்கள்: உங்கள் குழிகள் உங்களுக்கு அருகில் உள்ளன. சிறந்த நகர்வைக் கண்டுபிடியுங்கள்.</translation>
    </message>
    <message>
        <source>Play one of South&apos;s holes, in the row nearest you.</source>
        <translation>உங்களுக்கு அருகிலுள்ள வரிசையில், தெற்கின் குழிகளில் ஒன்றை ஆடுங்கள்.</translation>
    </message>
    <message>
        <source>Play one of North&apos;s holes, in the row nearest you.</source>
        <translation>உங்களுக்கு அருகிலுள்ள வரிசையில், வடக்கின் குழிகளில் ஒன்றை ஆடுங்கள்.</translation>
    </message>
    <message>
        <source>That hole cannot be played: %1.</source>
        <translation>அந்தக் குழியை ஆட முடியாது: %1.</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>சரி!</translation>
    </message>
    <message>
        <source>Not this one. Watch what happens.</source>
        <translation>இது அல்ல. என்ன நடக்கிறது என்று பாருங்கள்.</translation>
    </message>
    <message>
        <source>Right! Keep going: it is your move again.</source>
        <translation>சரி! தொடருங்கள்: மீண்டும் உங்கள் நகர்வு.</translation>
    </message>
    <message>
        <source>That was the answer.</source>
        <translation>அதுதான் பதில்.</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>தீர்த்துவிட்டீர்கள்!</translation>
    </message>
    <message>
        <source>Solved, with help this time.</source>
        <translation>தீர்க்கப்பட்டது, இந்த முறை உதவியுடன்.</translation>
    </message>
    <message>
        <source>Your rating: %1 (+%2).</source>
        <translation>உங்கள் மதிப்பீடு: %1 (+%2).</translation>
    </message>
    <message>
        <source>Your rating: %1 (−%2).</source>
        <translation>உங்கள் மதிப்பீடு: %1 (−%2).</translation>
    </message>
    <message>
        <source>Not this one.</source>
        <translation>இது அல்ல.</translation>
    </message>
    <message>
        <source>Taken back. Try again.</source>
        <translation>திரும்பப் பெறப்பட்டது. மீண்டும் முயலுங்கள்.</translation>
    </message>
    <message>
        <source>Play the lit hole.</source>
        <translation>ஒளிரும் குழியை ஆடுங்கள்.</translation>
    </message>
    <message>
        <source>Watch the answer.</source>
        <translation>பதிலைக் கவனியுங்கள்.</translation>
    </message>
</context>
<context>
    <name>cowrie::ui::ReplayController</name>
    <message>
        <source>Both</source>
        <translation>இருவரும்</translation>
    </message>
</context>
<context>
    <name>cowrie::ui::ReviewMoves</name>
    <message>
        <source>best</source>
        <translation>சிறந்தது</translation>
    </message>
    <message>
        <source>good</source>
        <translation>நல்லது</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>துல்லியக்குறைவு</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>தவறு</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>பெருந்தவறு</translation>
    </message>
    <message>
        <source>chosen together</source>
        <translation>சேர்ந்து தேர்ந்தெடுக்கப்பட்டது</translation>
    </message>
    <message>
        <source>South</source>
        <translation>தெற்கு</translation>
    </message>
    <message>
        <source>North</source>
        <translation>வடக்கு</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>இருவரும்</translation>
    </message>
</context>
<context>
    <name>cowrie::ui::ReviewSession</name>
    <message>
        <source>This game cannot be reviewed: %1</source>
        <translation>இந்த ஆட்டத்தை மதிப்பாய்வு செய்ய முடியாது: %1</translation>
    </message>
    <message>
        <source>The position the game was left in.</source>
        <translation>ஆட்டம் விடப்பட்ட நிலை.</translation>
    </message>
    <message>
        <source>Move %1: both players chose at once, %2; such choices are not classed.</source>
        <translation>நகர்வு %1: இருவரும் ஒரே நேரத்தில் தேர்ந்தெடுத்தனர், %2; இத்தகைய தேர்வுகள் வகைப்படுத்தப்படுவதில்லை.</translation>
    </message>
    <message>
        <source>Move %1: %2 played %3, the engine&apos;s choice too.</source>
        <translation>நகர்வு %1: %2 %3-ஐ ஆடினார், இது இயந்திரத்தின் தேர்வும் கூட.</translation>
    </message>
    <message>
        <source>Move %1: %2 played %3, as good as the engine&apos;s %4.</source>
        <translation>நகர்வு %1: %2 %3-ஐ ஆடினார், இயந்திரத்தின் %4 அளவுக்கே நல்லது.</translation>
    </message>
    <message>
        <source>Move %1: %2 played %3, a blunder that changes the result. Best was %4.</source>
        <translation>நகர்வு %1: %2 %3-ஐ ஆடினார், முடிவையே மாற்றும் பெருந்தவறு. சிறந்தது %4.</translation>
    </message>
    <message numerus="yes">
        <source>%n seed given away</source>
        <translation>
            <numerusform>%n விதை விட்டுக்கொடுக்கப்பட்டது</numerusform>
            <numerusform>%n விதைகள் விட்டுக்கொடுக்கப்பட்டன</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seeds given away</source>
        <translation>
            <numerusform>%n விதை விட்டுக்கொடுக்கப்பட்டது</numerusform>
            <numerusform>%n விதைகள் விட்டுக்கொடுக்கப்பட்டன</numerusform>
        </translation>
    </message>
    <message>
        <source>Move %1: %2 played %3, %4: %5. Best was %6.</source>
        <translation>நகர்வு %1: %2 %3-ஐ ஆடினார், %4: %5. சிறந்தது %6.</translation>
    </message>
    <message>
        <source>a win for South</source>
        <translation>தெற்குக்கு வெற்றி</translation>
    </message>
    <message>
        <source>a win for North</source>
        <translation>வடக்குக்கு வெற்றி</translation>
    </message>
    <message>
        <source>Value for South: %1 before the move, %2 after it.</source>
        <translation>தெற்குக்கான மதிப்பு: நகர்வுக்கு முன் %1, பின் %2.</translation>
    </message>
    <message>
        <source>Exact: the engine searched to the end of the game.</source>
        <translation>துல்லியம்: இயந்திரம் ஆட்டத்தின் இறுதிவரை தேடியது.</translation>
    </message>
    <message>
        <source>Estimated by a search of %L1 positions.</source>
        <translation>%L1 நிலவரங்களின் தேடலால் மதிப்பிடப்பட்டது.</translation>
    </message>
</context>
<context>
    <name>cowrie::ui::RulesBook</name>
    <message>
        <source>There is no game called %1.</source>
        <translation>%1 என்ற ஆட்டம் எதுவும் இல்லை.</translation>
    </message>
    <message>
        <source>The rules of %1 are not written yet.</source>
        <translation>%1-இன் விதிகள் இன்னும் எழுதப்படவில்லை.</translation>
    </message>
    <message>
        <source>The rules could not be read.</source>
        <translation>விதிகளைப் படிக்க முடியவில்லை.</translation>
    </message>
</context>
<context>
    <name>cowrie::ui::SaveStore</name>
    <message>
        <source>%1 against %2</source>
        <translation>%1 எதிர் %2</translation>
    </message>
    <message>
        <source>against the computer</source>
        <translation>கணினிக்கு எதிராக</translation>
    </message>
    <message>
        <source>computer against computer</source>
        <translation>கணினி எதிர் கணினி</translation>
    </message>
    <message>
        <source>%1, %2, 1 move played</source>
        <translation>%1, %2, 1 நகர்வு ஆடப்பட்டது</translation>
    </message>
    <message>
        <source>%1, %2, %3 moves played</source>
        <translation>%1, %2, %3 நகர்வுகள் ஆடப்பட்டன</translation>
    </message>
    <message>
        <source>the folder %1 cannot be created</source>
        <translation>%1 என்ற கோப்புறையை உருவாக்க முடியவில்லை</translation>
    </message>
    <message>
        <source>it is not valid JSON (%1)</source>
        <translation>இது சரியான JSON அல்ல (%1)</translation>
    </message>
    <message>
        <source>it is not a Cowrie save file</source>
        <translation>இது Cowrie சேமிப்புக் கோப்பு அல்ல</translation>
    </message>
    <message>
        <source>it was written by another version of Cowrie</source>
        <translation>இது Cowrie-இன் வேறொரு பதிப்பால் எழுதப்பட்டது</translation>
    </message>
    <message>
        <source>its record or setup is missing</source>
        <translation>இதன் பதிவு அல்லது அமைப்பு காணவில்லை</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>இது ஒரு வழக்கமான கோப்பு அல்ல</translation>
    </message>
    <message>
        <source>it is too large (%1 bytes)</source>
        <translation>இது மிகப் பெரியது (%1 பைட்டுகள்)</translation>
    </message>
    <message>
        <source>it cannot be opened (%1)</source>
        <translation>இதைத் திறக்க முடியவில்லை (%1)</translation>
    </message>
    <message>
        <source>it holds a game of %1, not of %2</source>
        <translation>இதில் இருப்பது %1 ஆட்டம், %2 அல்ல</translation>
    </message>
    <message>
        <source>The saved game could not be read: %1. It was set aside as %2.</source>
        <extracomment>%1 is why the saved game could not be read (&quot;it is not a Cowrie save file&quot;). %2 is the file&apos;s new name.</extracomment>
        <translation>சேமித்த ஆட்டத்தைப் படிக்க முடியவில்லை: %1. அது %2 என ஒதுக்கி வைக்கப்பட்டது.</translation>
    </message>
    <message>
        <source>The saved game could not be read: %1.</source>
        <translation>சேமித்த ஆட்டத்தைப் படிக்க முடியவில்லை: %1.</translation>
    </message>
    <message>
        <source>The list of unfinished games could not be read: %1. It was set aside as %2; the games are still in the library.</source>
        <extracomment>%1 is why the list could not be read, %2 the file&apos;s new name.</extracomment>
        <translation>முடிக்காத ஆட்டங்களின் பட்டியலைப் படிக்க முடியவில்லை: %1. அது %2 என ஒதுக்கி வைக்கப்பட்டது; ஆட்டங்கள் இன்னும் நூலகத்தில் உள்ளன.</translation>
    </message>
    <message>
        <source>The list of unfinished games could not be read: %1; the games are still in the library.</source>
        <translation>முடிக்காத ஆட்டங்களின் பட்டியலைப் படிக்க முடியவில்லை: %1; ஆட்டங்கள் இன்னும் நூலகத்தில் உள்ளன.</translation>
    </message>
    <message>
        <source>The unfinished game of %1 could not be read from the library: %2. It is still there, listed with its problem.</source>
        <extracomment>%1 is a game&apos;s name, %2 why its record could not be read.</extracomment>
        <translation>முடிக்காத %1 ஆட்டத்தை நூலகத்திலிருந்து படிக்க முடியவில்லை: %2. அது அங்கேயே அதன் சிக்கலுடன் பட்டியலில் உள்ளது.</translation>
    </message>
    <message>
        <source>The list of unfinished games cannot be written: %1.</source>
        <extracomment>%1 is what went wrong (&quot;No space left on device&quot;).</extracomment>
        <translation>முடிக்காத ஆட்டங்களின் பட்டியலை எழுத முடியவில்லை: %1.</translation>
    </message>
    <message>
        <source>The saved game in %1 could not be moved into the library: %2. It stays where it is.</source>
        <extracomment>%1 is a file name, %2 what went wrong.</extracomment>
        <translation>%1 இல் சேமித்த ஆட்டத்தை நூலகத்திற்கு நகர்த்த முடியவில்லை: %2. அது இருந்த இடத்திலேயே உள்ளது.</translation>
    </message>
    <message>
        <source>its list of games is damaged</source>
        <translation>அதன் ஆட்டப் பட்டியல் சேதமடைந்துள்ளது</translation>
    </message>
    <message>
        <source>%1, online against %2, 1 move played</source>
        <extracomment>An unfinished game played over the network; %2 is the friend&apos;s name.</extracomment>
        <translation>%1, இணையத்தில் %2-க்கு எதிராக, 1 நகர்வு ஆடப்பட்டது</translation>
    </message>
    <message>
        <source>%1, online against %2, %3 moves played</source>
        <translation>%1, இணையத்தில் %2-க்கு எதிராக, %3 நகர்வுகள் ஆடப்பட்டன</translation>
    </message>
</context>
</TS>
