<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="id_ID" sourcelanguage="en">
<context>
    <name>Board</name>
    <message>
        <source>South</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CaptionBar</name>
    <message>
        <source>Each event of a move is named here as the seeds travel.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CoreText</name>
    <message>
        <source>Kalah</source>
        <extracomment>the name of a game</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>standard mancala</source>
        <extracomment>other names of Kalah, after &quot;also&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reference game (worldwide)</source>
        <extracomment>where Kalah is played</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The familiar mancala: capture across the board, extra moves from your store.</source>
        <extracomment>one line about Kalah</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holes</source>
        <extracomment>the name of an option of Kalah</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holes in each player&apos;s row.</source>
        <extracomment>what an option of Kalah does</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seeds</source>
        <extracomment>the name of an option of Kalah</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seeds in each hole at the start.</source>
        <extracomment>what an option of Kalah does</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty capture</source>
        <extracomment>the name of an option of Kalah</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A last seed in your own empty hole is captured even when the opposite hole is empty.</source>
        <extracomment>what an option of Kalah does</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First</source>
        <extracomment>the name of an option of Kalah</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who moves first.</source>
        <extracomment>what an option of Kalah does</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>South</source>
        <extracomment>a choice of the option &apos;First&apos;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North</source>
        <extracomment>a choice of the option &apos;First&apos;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Congkak</source>
        <extracomment>the name of a game</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chongkak</source>
        <extracomment>other names of Congkak, after &quot;also&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Malaysia</source>
        <extracomment>where Congkak is played</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seven holes of seven cowries; relay sowing round and round the boat.</source>
        <extracomment>one line about Congkak</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Single round</source>
        <extracomment>a variant (preset) of Congkak</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Traditional: simultaneous start, rounds</source>
        <extracomment>a variant (preset) of Congkak</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Traditional</source>
        <extracomment>the name of an option of Congkak</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both players make the first move at once, and the game is played over rounds with burnt holes.</source>
        <extracomment>what an option of Congkak does</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who moves first (no effect with the simultaneous start).</source>
        <extracomment>what an option of Congkak does</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Congklak</source>
        <extracomment>the name of a game</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dakon, sungka</source>
        <extracomment>other names of Congklak, after &quot;also&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Indonesia</source>
        <extracomment>where Congklak is played</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relay sowing on a boat of five to nine holes a side; play one round or to K.</source>
        <extracomment>one line about Congklak</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classic 2x5</source>
        <extracomment>a variant (preset) of Congklak</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds 2xN</source>
        <extracomment>a variant (preset) of Congklak</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preset</source>
        <extracomment>the name of an option of Congklak</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classic 2x5, one round; or Rounds: simultaneous start, burnt holes, first to K rounds.</source>
        <extracomment>what an option of Congklak does</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classic</source>
        <extracomment>a choice of the option &apos;Preset&apos;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds</source>
        <extracomment>a choice of the option &apos;Preset&apos;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holes in each row, and seeds in each hole (default 5 in Classic, 7 in Rounds).</source>
        <extracomment>what an option of Congklak does</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round wins needed to win the game (Rounds preset).</source>
        <extracomment>what an option of Congklak does</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lone seed</source>
        <extracomment>the name of an option of Congklak</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A last seed in your own empty hole is taken even when nothing lies opposite.</source>
        <extracomment>what an option of Congklak does</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Burnt penalty</source>
        <extracomment>the name of an option of Congklak</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Burnt holes stay on the circuit; a seed falling into one goes to the opponent.</source>
        <extracomment>what an option of Congklak does</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who moves first (Classic; Rounds starts with both at once).</source>
        <extracomment>what an option of Congklak does</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chonka</source>
        <extracomment>the name of a game</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chonku, Colombo&apos;s pallankuli</source>
        <extracomment>other names of Chonka, after &quot;also&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colombo, Sri Lanka</source>
        <extracomment>where Chonka is played</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first move picks the direction for the whole game; the store ends a turn.</source>
        <extracomment>one line about Chonka</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Either side</source>
        <extracomment>the name of an option of Chonka</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A last seed in an empty hole on either side captures it and the hole opposite.</source>
        <extracomment>what an option of Chonka does</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pallankuzhi</source>
        <extracomment>the name of a game</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pallanguzhi, Tamil pallankuli</source>
        <extracomment>other names of Pallankuzhi, after &quot;also&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tamil Nadu (South India) and Sri Lanka</source>
        <extracomment>where Pallankuzhi is played</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Six cowries a hole: pasu fours, captures beyond an empty hole, burnt holes.</source>
        <extracomment>one line about Pallankuzhi</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden counts</source>
        <extracomment>the name of an option of Pallankuzhi</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board shows the seeds but no numbers: judge a sowing by eye.</source>
        <extracomment>what an option of Pallankuzhi does</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who moves first in round 1; rounds then alternate.</source>
        <extracomment>what an option of Pallankuzhi does</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Olinda keliya</source>
        <extracomment>the name of a game</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>puhulmutu</source>
        <extracomment>other names of Olinda keliya, after &quot;also&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kandy, Sri Lanka</source>
        <extracomment>where Olinda keliya is played</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red olinda seeds: pass the threes, eat the fours, and play phase after phase.</source>
        <extracomment>one line about Olinda keliya</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Short arrangement</source>
        <extracomment>the name of an option of Olinda keliya</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player starting a phase with fewer than 12 seeds arranges 2 (or 1) per hole and plays by the short player&apos;s rules.</source>
        <extracomment>what an option of Olinda keliya does</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <extracomment>a choice of the option &apos;Short arrangement&apos;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2</source>
        <extracomment>a choice of the option &apos;Short arrangement&apos;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1</source>
        <extracomment>a choice of the option &apos;Short arrangement&apos;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equal draw</source>
        <extracomment>the name of an option of Olinda keliya</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With 28 seeds each (hari mutu) the players agree to a draw.</source>
        <extracomment>what an option of Olinda keliya does</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who moves first (and chooses the direction).</source>
        <extracomment>what an option of Olinda keliya does</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agreed draw</source>
        <extracomment>an agreement of Olinda keliya (its name)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If both end a phase with 28 seeds, agree to a draw (hari mutu). The agreement is made now, before play; there is no draw offer during the game. Off: play goes on with a new phase.</source>
        <extracomment>an agreement of Olinda keliya (what it means)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agreed: 28 seeds each at a phase&apos;s end is a draw (hari mutu)</source>
        <extracomment>an agreement of Olinda keliya (shown while it holds)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three-row mancala</source>
        <extracomment>the name of a game</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hiru ilarako mankala</source>
        <extracomment>other names of Three-row mancala, after &quot;also&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Basque source</source>
        <extracomment>where Three-row mancala is played</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three rows of six: a simultaneous race, then captures down the columns.</source>
        <extracomment>one line about Three-row mancala</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>the name of an option of Three-row mancala</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games in a match; later games start from the seeds each player won.</source>
        <extracomment>what an option of Three-row mancala does</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accepted for every game; the simultaneous start makes it moot here.</source>
        <extracomment>what an option of Three-row mancala does</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a side has no seeds left in its holes</source>
        <extracomment>why a round or game ended, after &quot;The round is over: &quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every possible move would sow forever</source>
        <extracomment>why a round or game ended, after &quot;The round is over: &quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the same position occurred a third time</source>
        <extracomment>why a round or game ended, after &quot;The round is over: &quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the player to move has no legal move</source>
        <extracomment>why a round or game ended, after &quot;The round is over: &quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every seed is in a store</source>
        <extracomment>why a round or game ended, after &quot;The round is over: &quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the player to move has no seeds in his holes</source>
        <extracomment>why a round or game ended, after &quot;The round is over: &quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a player won the rounds needed</source>
        <extracomment>why a round or game ended, after &quot;The round is over: &quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a player could not fill a single hole</source>
        <extracomment>why a round or game ended, after &quot;The round is over: &quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>equal seeds on both sides, a draw by agreement</source>
        <extracomment>why a round or game ended, after &quot;The round is over: &quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a player has no seeds to start a new phase</source>
        <extracomment>why a round or game ended, after &quot;The round is over: &quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DirectionPicker</name>
    <message>
        <source>‹ Sow this way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sow this way ›</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <source>also %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play  ›</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameOverPanel</name>
    <message>
        <source>A draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>by %n seed</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>by %n seeds</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Play again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch the replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back the resignation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo last move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other games</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameSetup</name>
    <message>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>South</source>
        <extracomment>The default names of the two players: the near row (South) and the far row (North).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Hand</name>
    <message>
        <source>relay</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <source>Cowrie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mancala games of South and Southeast Asia. Choose a game with the mouse, or with the arrow keys and Enter (L: its lessons, R: its rules).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KinMarker</name>
    <message>
        <source>puta</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>naga</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LessonPage</name>
    <message>
        <source>Learn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>‹ Lessons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>‹ Home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — lesson %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Short lessons on the real board. Each takes a minute or two; finish them all and you are ready for a game against the computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 steps</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LessonStepPanel</name>
    <message>
        <source>Your move: click one of your holes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the hole or store where the last seed will fall.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch the board…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sowing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show me</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play a real game against Novice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next lesson ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish ✓</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>The board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two rows of seven holes, a store at each end, and the way the cowries travel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Welcome to Chonka, also called pallankuli, the game of Colombo in Sri Lanka. You are South: the seven holes nearest you are yours, and the seven across belong to North. The seeds are cowries, small sea shells; a real game starts with seven in every hole, but these lessons use fewer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is a store at each end of the board. Which one is yours is decided by the first move of a game (the lesson after next shows how). In this lesson play goes counter-clockwise, so your store is on your right and North&apos;s on your left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To sow, you lift all the cowries of one of your holes and drop them one by one: rightwards along your row, into your store, then along North&apos;s row. North&apos;s store is never on your path: from North&apos;s last hole you go straight on to your hole 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hole 6 holds 3 cowries. Where will the last one land?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole 7, your store, then North&apos;s hole 1. That hole was empty, so your turn ends there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now North sows the same way, along its own row towards its right, which is leftwards on your screen. Watch North&apos;s hole 7: its cowrie goes into North&apos;s store.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn. Sow a hole whose last cowrie drops exactly into your store.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In it goes: cowries in your store are yours to keep. In Chonka that also ends your turn, as you will see later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count again: six cowries from hole 4 run past your store, and the last one stops in North&apos;s hole 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capturing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End in an empty hole of yours and take it with the hole across from it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If your last cowrie drops into an empty hole on your side, you capture (players in Sri Lanka say you &quot;eat&quot;): that cowrie and everything in North&apos;s hole straight across go into your store, and your turn ends. Your hole 3 is empty, and North&apos;s hole 5 across from it holds 4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capture North&apos;s 4 cowries.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your cowrie fell into your empty hole 3 and took North&apos;s 4 with it: 5 for your store.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your last cowrie reached your store: that is only 1, and your turn is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In Chonka you capture even when the hole across is empty: your lone cowrie still goes to your store. Watch your hole 4 drop its cowrie into your empty hole 5, across from North&apos;s empty hole 3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two of your moves end in an empty hole of yours. Pick the one that captures more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holes 4 and 5, and the last cowrie lands in empty hole 5, across from North&apos;s 5 cowries: 6 in one move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You do capture, but only your own cowrie: North&apos;s hole 6, across from your hole 2, is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first move picks the direction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sow right (R) or left (L) on the first move: both players keep that direction all game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the start of a game, no store belongs to anyone yet. The first move chooses a hole and a direction: R sows to your right, counter-clockwise, and makes the right-hand store yours; L sows to your left, clockwise, and makes the left-hand store yours. South usually moves first, so the choice is yours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whatever the first move chooses holds for both players until the game ends: with R each player&apos;s store is on their right, with L on their left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is the first move of the game. Your hole 4 has 2 cowries: to the right they go into holes 5 and 6, to the left into holes 3 and 2. Choose the direction that captures North&apos;s 4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leftwards, your last cowrie drops into empty hole 2 and eats North&apos;s 4 across from it. The game now goes left (clockwise) for good.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To the right, your last cowrie falls on the one in hole 6, so you pick both up and sow on (a relay, coming up next) until the last lands in your store: only 1 cowrie. And now the whole game goes right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North had to sow to the left too, which is clockwise for North as well. Its cowrie went into North&apos;s store, now on the right of your screen, while yours is on the left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hole 6 has one cowrie. In this game, where does it go?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To the left, into your hole 5. It was empty, so you capture North&apos;s 2 cowries across from it as well.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relay sowing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A last cowrie on a full hole lifts it and sows on, sometimes round the whole board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When your last cowrie drops into a hole that already has cowries, on either side, your move isn&apos;t over: you lift everything in that hole and sow on from the next place. This is relay sowing. It stops only when a last cowrie reaches your store or an empty hole.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hole 5 has 2 cowries, and hole 7 already holds one. Follow the relay: where does the very last cowrie land?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole 6, then hole 7, which had a cowrie: you lift both and sow on into your store and North&apos;s hole 1. That hole was empty, so the move ends there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A relay can carry you a long way, even right round the board. Watch your hole 7: its last cowrie lands on North&apos;s hole 1, and the 9 cowries lifted there run past North&apos;s store into your row, where a second relay takes you on to your store.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now use relays yourself. One of your moves relays twice and ends with a capture of North&apos;s 3 cowries. Find it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole 1 falls on hole 2, which relays to hole 4, which relays to your empty hole 6: you eat North&apos;s 3 and your own cowrie.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your cowrie drops into empty hole 3 and you take it, but North&apos;s hole 5 across from it is empty: just 1 cowrie.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your last cowrie lands on North&apos;s hole 2 and relays, but the chain ends in North&apos;s empty hole 6: nothing captured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your store ends your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A last cowrie in your store is one more cowrie, but never another move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Here Chonka differs from its Malaysian cousin congkak, and from Kalah: when your last cowrie falls into your own store, your turn is over. You keep the cowrie, but you do not move again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hole 5 holds one cowrie, and hole 6 has one too. Where does this move end?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole 6 relays to hole 7 and your store. One more cowrie for you, and now it is North&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>See: North plays now. Its hole 7 drops a cowrie into its own store, and that ends North&apos;s turn in the same way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn. One move puts a cowrie in your store; a better one captures. Which is it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your last cowrie lands in your empty hole 3 and eats North&apos;s 3 across from it: 4 for your store instead of 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your cowrie reaches your store: just 1, and your turn is over. There is no extra move in Chonka.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How a turn ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Store, empty hole of yours, empty hole of North&apos;s: the four landings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every Chonka move is a whole turn, and where its last cowrie lands decides how it ends. On cowries: relay and go on. In your store: the turn ends. In an empty hole of yours: capture, and the turn ends. In an empty hole of North&apos;s: the turn just ends, with no capture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hole 6 has 3 cowries. Follow the move, relay included: where does it end?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole 7, your store, North&apos;s hole 1 (a relay: lift 2), then North&apos;s holes 2 and 3. Hole 3 was empty and it is North&apos;s, so your turn ends with nothing captured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new position: your hole 6 holds 10 cowries. Count them past your store, along North&apos;s row and round, skipping North&apos;s store, to a capture. Which move captures?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ten cowries: hole 7, your store, North&apos;s seven holes, and your empty hole 1, across from North&apos;s hole 7. You eat 5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your last cowrie lands in North&apos;s hole 1, which was empty: your turn simply ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One cowrie in your store, and your turn is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The either-side option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An option where an empty hole on North&apos;s side captures too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The old descriptions of Chonka can be read in two ways, so Cowrie has an option for the second reading: either-side. With it, a last cowrie in an empty hole on North&apos;s side captures too: that cowrie and your own hole across from it go into your store.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game is played with either-side on. Your hole 7 holds 4 cowries. Find the move that banks them all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your last cowrie lands in North&apos;s empty hole 1; with this option you take it and your hole 7 across from it: 6 cowries safe in your store.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your cowrie drops into your empty hole 2 and you take it, but North&apos;s hole 6 across is empty: only 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your last cowrie lands in North&apos;s empty hole 3, which captures with this option, but your hole 5 across from it is empty, so you take just that 1 cowrie.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the standard game the option is off: that last cowrie in North&apos;s empty hole 1 would simply have ended your turn. You can switch it on when you start a game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The real board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seven holes of seven cowries, and a first move that eats 9.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now the real board: seven cowries in each of the fourteen holes, 98 in all. You move first, so you choose the direction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make a first move that captures at least 9 cowries. Strong players like hole 6 to the right, or hole 2 to the left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your 7 cowries reach North&apos;s row, the relay of 8 comes all the way back to the hole you emptied, and you eat the 8 across from it. 10 cowries in your store after one move!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seven cowries from hole 1 end exactly in your store: just 1 cowrie, and your turn is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seven cowries from hole 7 go left and end exactly in your store: just 1 cowrie, and your turn is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before each move, follow the chain in your head: where will the relays take you, and does it end in an empty hole of yours across from North&apos;s cowries, or somewhere that wastes it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When a row is empty the game ends: the cowries on each side go to their owner and the bigger store wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game ends when a turn ends and either row is empty. Each player then puts the cowries left in their own row into their own store, and the bigger store wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You lead 5 to 4 and your last cowrie can reach your store. Watch what happens if you sow it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your row was empty, so North&apos;s 4 cowries went to North, and North won 8 to 6. With 98 cowries in a real game, a store of 50 has already won (49 is at least a draw), but the game is still played to its end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Here North&apos;s cowries are all in one hole. Eat them and the game ends in your favour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North&apos;s row is empty, so the game is over: your last 2 cowries join your store and you win 14 to 10. You&apos;re ready to play a real game!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your last cowrie lands in North&apos;s empty hole 1, so North now has cowries in two holes and the game goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The congkak board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your row, your store, and the way the seeds travel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Congkak is a Malaysian game for two, played with seeds or cowrie shells on a long board. The seven holes of the bottom row are yours, and so is the big store at the left end; North owns the top row and the store on the right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To move, you lift all the seeds of one of your holes and sow them one at a time, clockwise: leftwards along your row, into your store, then along North&apos;s row. North&apos;s store is always skipped; your seeds never go in there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your holes are numbered 1 to 7 from the left, so your hole 1 sits next to your store. The seeds in your store are yours to keep: whoever has more in their store at the end wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hole 7 holds seven seeds. Click the place where the last of them will land.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes: six seeds go into your holes 6 to 1, and the seventh drops into your store.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A last seed in your own store lets you move again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the last seed of your sowing drops into your own store, you move again, from any of your holes. Watch your hole 3: three seeds, three places to the store.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is your move again. Which hole now ends exactly in your store?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right: one seed, one step, and you move again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole 2 has four seeds, two more than it needs: they run past your store, and the last one stops in North&apos;s empty hole 6, which ends your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole 5 has six seeds, one too many: the last one goes past your store into North&apos;s empty hole 7, which ends your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Here is a count to remember: a hole holding as many seeds as its number always ends in your store. Hole 1 needs 1 seed, hole 5 needs 5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the count: which of these holes ends in your store?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five seeds in hole 5: the last lands in your store and you move again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole 1 needs one seed but holds two: the second goes on into North&apos;s empty hole 7, and your turn is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole 3 needs three seeds but holds four: the fourth lands in North&apos;s empty hole 7, and your turn is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Land on seeds and you lift them and keep going.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If your last seed lands in a hole that already has seeds, on your side or North&apos;s, you lift them all and sow on from the next place: a relay. Watch your hole 4: its last seed lands on your hole 2, and the relay carries on into your store.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relays happen on North&apos;s side too. Where will the very last seed of your hole 2 land?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your third seed landed on North&apos;s hole 7, so you lifted its three seeds and sowed on until the last one stopped in North&apos;s empty hole 4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Get to your store with the help of a relay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole 5&apos;s last seed landed on your hole 3, and its three seeds carried you home to your store.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole 1 goes straight into your store, with no relay. Look for a hole whose last seed lands on seeds and relays home.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole 3 relays from your hole 1, but those two seeds go one place past your store, into North&apos;s empty hole 7: turn over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Captures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End in an empty hole of your own and you capture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If your last seed drops into an empty hole on your own side, you capture: that seed and all the seeds in North&apos;s hole straight across go into your store, and your turn ends. Your hole 1 faces North&apos;s hole 7, your hole 7 faces North&apos;s hole 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capture at least five seeds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your last seed fell into your empty hole 1, so it and North&apos;s four seeds across are yours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole 5 ends in your empty hole 4, but North&apos;s hole 4 across holds only one seed: a capture of two.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Six seeds from hole 6 reach your store: another move, but no capture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In congkak the capture happens even when the hole across is empty: your lone seed still goes to your store. An empty hole on North&apos;s side gives nothing; your turn just ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capture a seed here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your last seed ended in your empty hole 2. North&apos;s hole 6 across was empty, but the seed itself went to your store.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole 1&apos;s second seed stops in North&apos;s empty hole 7: an empty hole on North&apos;s side ends your turn with nothing taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round and round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One move can run round the board several times.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One relay can lead to another, and that one to the next. A single move may go round the board several times, dropping a seed in your store on each lap, before its last seed finally stops.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One of your holes starts a run that goes twice round the board and ends in your store. Find it; try the holes one by one if you like.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eleven relays! Your four seeds went twice round the board and came home to your store.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole 4 relays once, from your hole 2, and then its last seed stops in North&apos;s empty hole 5: turn over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole 5 relays once, from your hole 4, and ends in your empty hole 1 with a capture of two. Good, but short.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole 6 relays once, from your hole 5, and stops in your empty hole 3, taking just that seed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That run dropped a seed in your store three times, the last one ending there: three seeds banked, and another move. Long relays are hard to foresee, which is half the fun of congkak.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where will the last seed of your hole 4 land?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole 4&apos;s single seed lands on your hole 3, and the relay takes its three seeds home to your store.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where a move stops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your store, your empty hole, or North&apos;s empty hole.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A move goes on as long as its last seed lands on seeds. It stops in one of three places: your store (you move again), an empty hole of yours (you capture), or an empty hole of North&apos;s, which simply ends your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where will the very last seed of your hole 3 land?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It relayed from your hole 1 and from North&apos;s hole 7, then stopped in North&apos;s empty hole 1: your turn is over, nothing taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Same position. This time, first play the move that gives you another turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One seed into your store, and your hole 1 is empty now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As you just saw, hole 3 relays away and stops in North&apos;s empty hole 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole 6 ends in your empty hole 4 and takes only that seed; then your turn is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now capture North&apos;s five seeds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Emptying hole 1 first turned hole 3 from a wasted move into a capture of six seeds. Order matters!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole 6 still takes just one seed. Which hole&apos;s last seed reaches your empty hole 1, across from North&apos;s five?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game stops when a row is empty; the bigger store wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game ends the moment either row has no seeds left, checked after every move. Each player then adds the seeds still in their own row to their store, and the bigger store wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The check comes even when your last seed lands in your store: with your row empty there is no extra move. Watch: you lead 22 to 16, but your last seed ends the game, North adds the 8 seeds in their row and wins 24 to 23.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new position: you trail 18 to 22. Find the move that ends the game with you ahead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You captured North&apos;s last six seeds, so North&apos;s row is empty: the game ends, your seed in hole 1 joins your store, and you win 26 to 22.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One seed into your store and another move, but the game is not over and you still trail 19 to 22.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Traditional start: both at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With the traditional option, both players make the first move together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With the traditional option, the game opens the old way: both players make the first move at the same time. Each picks a hole without seeing the other&apos;s choice, then you sow together: each beat, you drop a seed, then North drops one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch: you sow your hole 2 while North sows their hole 2. During this joint start, reaching your own store stops you; North&apos;s seeds run on through North&apos;s store into your row and stop in your empty hole 6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relays and captures work as usual, on the board as it is at that instant. When both have stopped, whoever dropped more seeds moves next (on a tie, you do): North dropped 4 seeds to your 2, so it is North&apos;s turn, and from then on turns alternate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try again. Suppose North picks their hole 2 once more: choose a hole that sows longer than North&apos;s four seeds, so that you move next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hole 5 relayed from your hole 2 and ran on to North&apos;s hole 7: six drops against four, so you move next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two seeds and you are in your store, which stops you. North&apos;s four drops are longer, so North moves next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One seed into your empty hole 3 captures it and North&apos;s seed across, but one drop is shorter than North&apos;s four: North moves next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new round: refill and burnt holes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Traditional rounds: refill seven a hole; holes you cannot fill are burnt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The traditional game is played in rounds. A round ends just as the single game does: when a row is empty after a move, the seeds left in each row go to their owner&apos;s store.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End this round with a capture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North&apos;s row is empty, so the round is over. You have 46 seeds, North 26.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole 1&apos;s last seed stops in North&apos;s empty hole 7, and the round goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For the next round each player fills their holes with 7 seeds apiece from their store, starting from hole 1 next to the store. Seeds too few to fill a hole stay in the store, and holes left unfilled are burnt: out of play for the whole round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You filled six holes and kept 4 seeds; North filled three and kept 5. Nobody sows into a burnt hole or plays from it: seeds skip over it. The player with fewer seeds starts the new round (on a tie, you do), so North moves first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Later in this round: where will the last seed of your hole 2 land?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After your store, the seeds skip North&apos;s burnt holes 7 to 4, and the third lands in North&apos;s hole 3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The end of a traditional game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player who cannot fill a single hole has lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A traditional game goes on round after round until, at a refill, a player has fewer than 7 seeds and cannot fill even one hole. That player has lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North has 3 seeds in their store and 3 in their hole 2, only 6 in all. If this round ends before North wins more, North cannot fill a hole.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish the game: end this round now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You took North&apos;s last seeds and North&apos;s row is empty. With only 3 seeds North cannot fill a hole: you win the game!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One seed into your store gives you another move, but North&apos;s row still has seeds, so the round goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your last seed ends in your empty hole 2 and takes just itself, since North&apos;s hole 6 across is burnt. North&apos;s row still has seeds, so the round goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The congklak board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your kampong, your rumah, and the way the seeds travel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Congklak is played all over Indonesia, traditionally with cowrie shells; congklak is also the Indonesian word for the shell. Each row of holes is a kampong (village) and each big store at an end is a rumah (home). The bottom kampong is yours, and so is the rumah on your left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To move, you lift all the seeds of one of your holes and sow them one at a time, clockwise: leftwards along your row, into your rumah, then along North&apos;s row. North&apos;s rumah is skipped; your seeds never go in there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your holes are numbered 1 to 5 from the left, so your hole 1 is next to your rumah. Seeds in your rumah are yours for good, and the fuller rumah wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hole 5 holds five seeds. Click the place where the last of them will land.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes: four seeds go into your holes 4 to 1, and the fifth drops into your rumah.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A last seed in your own rumah lets you move again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the last seed of your sowing drops into your own rumah, you move again, from any of your holes. Watch your hole 3: three seeds, three places to the rumah.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is your move again. Which hole now ends exactly in your rumah?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole 2 has four seeds, two more than it needs: they run past your rumah, and the last one stops in North&apos;s empty hole 4, which ends your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole 5 has six seeds, one too many: the last one goes past your rumah into North&apos;s empty hole 5, which ends your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hole holding as many seeds as its number always ends in your rumah: hole 1 with 1 seed, hole 4 with 4. (One old account says you &apos;lose the turn&apos; here, then lets you play on; Cowrie gives you the extra move, as the other sources do.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the count: which of these holes ends in your rumah?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four seeds in hole 4: the last lands in your rumah and you move again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole 1 needs one seed but holds two: the second goes on into North&apos;s empty hole 5, and your turn is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole 3 needs three seeds but holds four: the fourth lands in North&apos;s empty hole 5, and your turn is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If your last seed lands in a hole that already has seeds, on your side or North&apos;s, you lift them all and sow on from the next place: a relay. Watch your hole 4: its last seed lands on your hole 2, and the relay carries on into your rumah.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your third seed landed on North&apos;s hole 5, so you lifted its three seeds and sowed on until the last one stopped in North&apos;s empty hole 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Get to your rumah with the help of a relay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole 5&apos;s last seed landed on your hole 3, and its three seeds carried you home to your rumah.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole 1 goes straight into your rumah, with no relay. Look for a hole whose last seed lands on seeds and relays home.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole 3 relays from your hole 1, but those two seeds go one place past your rumah, into North&apos;s empty hole 5: turn over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End in an empty hole of yours, facing seeds, and you capture them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If your last seed drops into an empty hole on your own side and North&apos;s hole straight across has seeds, you capture: those seeds and your last seed go into your rumah, and your turn ends. Your hole 1 faces North&apos;s hole 5, your hole 5 faces North&apos;s hole 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capture at least four seeds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your last seed fell into your empty hole 1, across from North&apos;s three seeds: all four are yours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole 5 ends in your empty hole 4, but North&apos;s hole 2 across holds only one seed: a capture of two.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two seeds from hole 2 reach your rumah: another move, but no capture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the hole across is empty, there is no capture: your seed just stays, and your turn is over. A last seed in an empty hole on North&apos;s side also ends your turn, with nothing taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make a capture here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your seed fell into your empty hole 1, facing the two seeds in North&apos;s hole 5: three seeds for your rumah.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your last seed lands in your empty hole 3, but North&apos;s hole 3 across is empty too: nothing is taken, and your turn ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One long turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules&apos; worked example: three trips home, then a capture after two relays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is the worked example from the congklak rules, on the seven-hole board of the Rounds preset. You will play one long turn of four moves, using everything you have learned so far.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your holes 1 and 2 can both reach your rumah. Start with hole 1: sowing hole 2 first would add a seed to hole 1 and spoil its count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One seed home, and another move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole 3 makes a fine capture, but it ends your turn. Bank the easy seeds in your rumah first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now hole 2: two seeds, two places to your rumah.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Home again, and hole 1 has a seed once more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That capture would end your turn. There are still seeds that can go home first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send hole 1&apos;s new seed home as well.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three trips home in one turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not yet: the capture ends your turn, and hole 1&apos;s seed can still go home first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now your hole 3. Its six seeds reach North&apos;s hole 5, which already holds two, so you relay; follow the seeds, and make a capture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relays at North&apos;s holes 5 and 2 carried you round to your empty hole 5, across from North&apos;s hole 3: its three seeds and your last one are yours, and your turn ends with 8 seeds in your rumah.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Rounds game: a joint start and passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both players open at once; a player with an empty row passes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Rounds preset is the longer, traditional game: 5 to 9 holes a row (7 here), as many seeds in each, and a match of several rounds. It opens with both players moving at once: each picks a hole without seeing the other&apos;s, then each beat you drop a seed and North drops one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>During this joint start, reaching your rumah just stops you; when both have stopped, whoever dropped more seeds moves next (you, on a tie). Suppose North picks their hole 3, with four seeds: choose a hole that sows longer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole 5 relayed from your hole 3 and ran on to North&apos;s hole 7: six drops against four, so you move next. From now on, turns alternate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One seed into your rumah stops you at once. North drops four, so North moves next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three seeds and you are in your rumah, which stops you: North&apos;s four drops are longer, so North moves next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Later in a round, a player whose turn comes with an empty row passes, and the other plays on. Even a last seed in your rumah ends your turn if your row is then empty. The round ends only when every seed is in a rumah.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take North&apos;s last seeds, so that North has to pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North&apos;s row is empty, so North passes and you play again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your last seed lands in your empty hole 4, but North&apos;s hole 4 across is empty: nothing taken, and North plays on with their hole 7.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One last rule, for both presets: if the very same position, with the same player to move, comes up for the third time in a round, the round stops there. The seeds on the board go to the owners of their holes, so no game can go round in circles for ever.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refill your holes from your rumah; holes you cannot fill are burnt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North has passed, and you have one seed left. Watch: it goes home, your row is empty, and now every seed is in a rumah, so the round is over. The fuller rumah wins the round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For the next round each player fills their holes with 7 seeds apiece from their rumah, starting at hole 1 next to it. Seeds too few to fill a hole stay in the rumah, and holes left unfilled are burnt: out of play for the round. A player who cannot fill even one hole has lost the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North had 26 seeds: enough to fill three holes and keep 5. Nobody sows into a burnt hole or plays from it: seeds skip over it. The player with fewer seeds starts the new round (on a tie, you do), so North moves first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After your rumah, the seeds skip North&apos;s burnt holes 7 to 4: the third lands in North&apos;s hole 3 and the fourth in North&apos;s empty hole 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two variants: lone seed and burnt penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lone-seed and burnt-penalty options.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two variants can be switched on when you start a game, and both are on here. With lone-seed, a last seed in your own empty hole goes to your rumah even when the hole across is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capture a lone seed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your last seed ended in your empty hole 2. North&apos;s hole 6 across was empty, but with lone-seed your seed goes to your rumah.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole 1&apos;s second seed stops in North&apos;s empty hole 7: that ends your turn with nothing taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With burnt-penalty, burnt holes stay on the path. A seed that falls into one, on either side, goes to your opponent&apos;s rumah, and if it was your last seed your turn ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find the move that gives North nothing and earns you another move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two seeds, two places: home to your rumah without going near a burnt hole.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your second seed falls into North&apos;s burnt hole 7, so it goes to North&apos;s rumah, and as it was your last seed your turn ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your seed ends in your empty hole 3, across from North&apos;s burnt hole 5, which counts as empty: with lone-seed you take just that seed into your rumah, and your turn ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winning a Rounds game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first to win 2 rounds wins at once; a player who cannot fill a single hole loses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Rounds game goes to the first player to win 2 rounds (the rounds option can set 1 to 5). You won round 1, so winning this round wins the game, at once, with no refill.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North&apos;s row is empty: North passes, and you play again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One seed home and another move, but North still has seeds in their hole 3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now send your last seed home. With every seed in a rumah, the round is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>45 seeds to 20: that is your second round win, and the game is yours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game can also end at a refill. Here it is round 1, and North has only 2 seeds in their rumah. Watch: your capture ends the round, and with fewer than 7 seeds North cannot fill a single hole, and so loses the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The end of a Classic game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When a turn ends with a row empty, the game is over; the fuller rumah wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the Classic game, whenever a turn is over and either row is empty, the game ends. The seeds still in the holes go to the rumah of the player whose side they lie on, and the fuller rumah wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Careful with your last seeds. Watch: you lead 14 to 10, but your last seed goes home, your empty row ends your turn and the game, and North adds the 8 seeds in their row to win 18 to 15.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new position: you trail 12 to 16. Find the move that ends the game with you ahead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You captured North&apos;s last four seeds, so North&apos;s row is empty when your turn ends: your seed in hole 1 joins your rumah, and you win 18 to 16. Ready for a real game!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One seed home and another move, but the game is not over and you still trail 13 to 16.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your holes, your store, and which way the seeds go.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Welcome to Kalah! You are South: the row of holes nearest you is yours, and the row across belongs to North. This practice board has four holes a side with two seeds in each; the real game has six holes of four.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The big hole on your right is your store. Seeds that reach it are yours for good, and whoever has more seeds in their store at the end wins. North&apos;s store is the one on your left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seeds always travel counter-clockwise: to the right along your row, into your store, then right to left along North&apos;s row, and round again to your hole 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A move is called sowing: you pick up all the seeds of one of your holes and drop them one at a time into the next places along that path. If you sow your hole 2, where will its last seed land?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right: one seed into your hole 3 and the last into your hole 4. That hole was not empty, so your turn is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now North sows in the same way, along its own row towards its right, which is leftwards on your screen. Watch North&apos;s hole 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn. Sow a hole that has enough seeds to reach past your hole 4, so that at least one seed drops into your store.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Well done: that seed in your store is yours for good. The others went on, and the turn passes to North.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole 1&apos;s two seeds only get as far as your holes 2 and 3, well short of the store.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Long sowings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Big holes sow through your store and round North&apos;s row, but never into North&apos;s store.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hole with many seeds sows a long way: past your hole 4, into your store, and on along North&apos;s row. You always sow every seed of the hole you pick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One place is never on your path: North&apos;s store. After North&apos;s hole 4, on the far left, your next seed goes straight into your own hole 1. In the same way, North&apos;s seeds never go into your store.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hole 3 holds 8 seeds. Count along the path, leaving out North&apos;s store: where does the eighth seed land?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes: hole 4, your store, North&apos;s four holes, then your holes 1 and 2. Skipping North&apos;s store is what brought the last seed back to your side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North&apos;s seeds follow North&apos;s path the same way: through North&apos;s store and on into your row. Watch North&apos;s hole 4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counting practice. Which of your holes sends its last seed all the way round, past North&apos;s store, into your own hole 1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Six seeds: your store, North&apos;s four holes, and your hole 1. You&apos;re counting like a Kalah player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole 3 has a single seed: it only moves one step, into your hole 4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole 1&apos;s two seeds go rightwards, into your holes 2 and 3; they never come round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The extra move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End a move in your own store and you play again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Here is the best trick in Kalah: if the last seed of your move drops into your own store, you move again straight away. This is called an extra move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find the hole whose last seed lands exactly in your store, and sow it. Count: a hole needs as many seeds as there are steps from it to the store.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three seeds, three steps: holes 3 and 4, then your store. Your turn goes on!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two seeds from hole 1 only reach your hole 3, so your turn is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still your turn. The seeds you just sowed made another hole fit exactly. Take a second extra move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two extra moves in a row! There is no limit: as long as each move ends in your store, you keep playing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole 3&apos;s seed stops in your hole 4, one step short of the store, so your turn ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole 1&apos;s two seeds stop in your hole 3, so your turn ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order matters. Here your holes 3 and 4 can both reach the store. Watch what happens if you start with hole 3, the one farther from the store.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That was an extra move, but hole 4 now holds 2 seeds. Where will its last seed land?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One seed too many: it overshoots into North&apos;s row and your turn ends. Hole 4 first, then hole 3, would have given you two extra moves. Play the hole nearest your store first!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End in one of your empty holes and take the seeds across from it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If your last seed falls into an empty hole on your side, you capture: that seed and all the seeds in North&apos;s hole straight across go into your store. Then your turn ends. Your hole 2 is empty, and North&apos;s hole 3 across from it holds 4 seeds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capture those 4 seeds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your single seed landed in your empty hole 2 and took North&apos;s 4 with it: 5 seeds for your store.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole 3&apos;s last seed lands in North&apos;s hole 1. Captures happen only from your own empty holes, so your turn just ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole 4&apos;s seeds go into your store and North&apos;s hole 1, which was not empty, so your turn ends without a capture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To spot a capture, look at your empty holes first, then at what lies across from them, then count which of your holes can end there. Here your holes 3 and 4 are empty; North has 1 seed across from your hole 3 and 5 across from your hole 4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make the bigger capture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hole 2 sows into holes 3 and 4; the last seed lands in empty hole 4 and takes North&apos;s 5. Six seeds in one move!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That captures, but only North&apos;s single seed across from your hole 3: 2 seeds in all. North&apos;s 5 were there for the taking.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When nothing is captured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An empty hole across, or an empty hole on North&apos;s side: no capture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A board with five holes a side. Watch your hole 1: its seed lands in your empty hole 2, but North&apos;s hole 4 across from it is empty, so there is nothing to capture. The seed just stays there, and your turn is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cowrie has an option, empty-capture, that lets you take your lone seed anyway when the hole across is empty. It is off in the standard game and in these lessons.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hole 5 sows 3 seeds. Where does the last one land, and will it capture anything?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It lands in North&apos;s hole 2, which was empty. Empty holes on North&apos;s side never capture for you, so your turn simply ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each of your three moves ends in an empty hole, but only one of them captures. Find it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your seed lands in your empty hole 4, and North&apos;s hole 2 across from it has 3 seeds: 4 for your store.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your seed lands in your empty hole 2, but North&apos;s hole 4 across from it is empty: nothing to take.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your last seed lands in North&apos;s empty hole 1. Only empty holes on your own side capture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra move first, then capture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What ends a turn, and why the order of your moves matters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn ends as soon as a move&apos;s last seed lands anywhere but your store: in a hole with seeds, in any hole on North&apos;s side, or in an empty hole of yours, whether it captures or not. Only the store gives you another move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have a capture (hole 1 into empty hole 2, taking North&apos;s 3) and an extra move (hole 4). A capture ends your turn, so which comes first?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right: take the free move first. The capture will still be there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You captured, but a capture ends your turn, so you lost the extra move hole 4 was offering. Take the extra move first, then capture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now make the capture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra move and capture in one turn: 5 seeds in your store.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole 3&apos;s last seed ends in North&apos;s empty hole 1: no capture there, and your turn is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is the whole rhythm of a Kalah turn: extra moves as long as you can, then one last move, ideally a capture, which hands the turn to North.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guard your seeds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at North&apos;s captures before you make your own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before you move, look at North&apos;s side too. North&apos;s hole 3 is empty, and North&apos;s hole 2 holds one seed, just enough to land there. That would capture the 4 seeds in your hole 2, across from it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hole 3 could capture North&apos;s 3 seeds right now. But which move leaves North nothing to capture?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Safe: your 4 seeds moved on, one even reached your store, and nothing is left in your hole 2 for North to take.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You take 4 seeds, but your hole 2 is still full: North&apos;s hole 2 can now drop its seed into empty hole 3 and take your 4 seeds plus its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now your hole 2 holds 5 seeds, and North can still land in its empty hole 3 across from it and take them all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North played its hole 2 anyway. Its seed landed in its empty hole 3, but your hole 2 across from it is empty, so North captured nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strong players also think the other way round: keep an empty hole of your own with a few seeds behind it that can land there, and North&apos;s seeds piling up across from it become your next capture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn again. Two of your holes can reach your store: take an extra move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra move! When two holes can reach the store, play the one nearest to it first, so the other still fits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole 1&apos;s two seeds stop in your hole 3, which has seeds, so your turn ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Six holes of four seeds, and a strong first move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now the real board: six holes a side, four seeds in each, 48 in all. Every rule you&apos;ve learned is the same here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You start. One of your holes has exactly enough seeds to reach your store. Find it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four seeds, four steps: holes 4, 5, 6 and your store. A free move to start the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole 1&apos;s four seeds end in your hole 5, which has seeds, so the turn goes to North.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the first seed goes into your store; the other three go to North&apos;s row, and your turn ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your extra move. Put one more seed into your store: strong players choose hole 6 here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two seeds in your store before North has even moved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole 1&apos;s seeds stay in your row, ending in your hole 5: none reaches the store.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole 2&apos;s seeds stay in your row, ending in your hole 6: none reaches the store.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A habit that beats beginners: before every move, ask yourself three questions. Can I end in my store? Can I capture? And what can North capture after my move?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When a row runs out of seeds, the game is over and the bigger store wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game ends the moment either row has no seeds left, checked after every move. Each player then puts the seeds still in their own row into their own store, and the bigger store wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You lead 9 to 7, and your last seed can reach your store. Watch what happens if you sow it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your row was empty, so the game ended and North&apos;s 4 seeds went to North: 11 to 10 for North. Here it&apos;s the other way round: capture North&apos;s last seeds and win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North&apos;s row is empty, so the game is over: your last 2 seeds join your store and you win 13 to 10. You&apos;re ready for a real game!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your last seed goes over to North&apos;s hole 1, so North has seeds in two holes and the game goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board and the direction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two rows of seven holes, four seeds in each, and a first move that picks the direction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is the puhulmutu board: two rows of seven holes with four seeds in each. You are South: the bottom row is yours, holes 1 to 7 from your left, and the top row is North&apos;s. Players call the seeds indi.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The two stores only keep the seeds each player eats (captures) during play. Nobody ever sows a seed into a store.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first move of the game also picks the direction, for both players and for the whole game. R sows towards your right: hole 1 is your first hole and hole 7 your last, from which seeds cross into North&apos;s row. L is the mirror image: hole 7 first, hole 1 last.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try it on a small board. Play your hole 3 so that its last seed lands in your hole 5: which direction does that need?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right, 3R: one seed into hole 4, the last into hole 5. The direction is now fixed, and every later move is just a hole number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L sent the two seeds towards your left, into your holes 2 and 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North answered with their hole 5. North sows towards their own right too, which is leftwards along the top row on your screen: the seeds always travel round the board the same way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sowing and sitting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sow one seed a hole; a last seed in an empty hole ends your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To move, you lift all the seeds of one of your holes and drop them one at a time into the holes that follow. Here the direction is R, so your row leads on into North&apos;s row. Watch your hole 5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last seed fell into North&apos;s hole 2, which was empty, so your turn is over. You &apos;sit&apos; in that hole: its Sinhala name is puhuwala, or passa.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn again, on a new board. Where will the last of the five seeds in your hole 4 fall?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your holes 5, 6 and 7, then North&apos;s holes 1 and 2. That hole was empty, so you sit there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sit in North&apos;s hole 3: pick the hole whose seeds just reach it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four seeds: your hole 7, then North&apos;s holes 1, 2 and 3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two seeds from hole 2 only reach your hole 4. It was empty, so you sat there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relay: keep on sowing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A last seed in a hole that has seeds lifts them and sows on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When your last seed lands in a hole that already has seeds, you lift them all and keep sowing: a relay. Watch the opening move told in the old rule book, 1R: four seeds, a relay of five from your hole 5, another five from North&apos;s hole 3, and the last seed drops into your hole 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hole 1 was empty, because you lifted it at the start, so you sat there and the turn ended. The hole you start from is never skipped: it takes seeds like any other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new board. Find the move that keeps going with a relay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole 1 ended in your hole 3; its two seeds ended in hole 5; and those three carried you into North&apos;s row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your single seed fell into your empty hole 4: you sat at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole 5&apos;s two seeds ended in your empty hole 7, and your turn was over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow every relay: where will this turn end if you play your hole 3?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole 3 ended in your hole 5, its three seeds ended in North&apos;s hole 1, and those two reached North&apos;s empty hole 3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passing over threes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hole holding exactly three gets no seed, except the last one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Here is the rule that makes puhulmutu special: while you sow, a hole holding exactly three seeds is passed over and gets nothing. Watch your hole 2: its four seeds jump your hole 3 and go into holes 4 to 7.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is one exception: the last seed of a sowing always goes into the next hole, even if it holds three. That makes four, and the next lesson shows what you do with a four.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hole 5 holds four seeds; your hole 6 and North&apos;s hole 1 hold three each. Where will the last seed fall?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both threes were passed over, so the four seeds went into your hole 7 and North&apos;s holes 2, 3 and 4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Land your last seed in North&apos;s hole 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole 4&apos;s seeds passed over your hole 5, which held three, so the fourth one reached North&apos;s hole 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole 5&apos;s three seeds go into your holes 6 and 7 and North&apos;s hole 1, and stop there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eating fours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make a three into four with your last seed and eat them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When your last seed turns a three into four, on your side or North&apos;s, you eat those four: they go to your store. Watch your hole 3: its last seed makes your hole 5 a four, you eat them, then you lift the next hole, your hole 6, and sow on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North&apos;s hole 2 holds three. Eat them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One seed into North&apos;s hole 1, then your last seed made North&apos;s three a four, and they are yours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole 4&apos;s fifth seed was not the last one, so it passed over North&apos;s three; your last seed sat in North&apos;s empty hole 4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After eating, look at the very next hole. If it has seeds, even three, you lift them all and sow on; if it is empty, your turn ends. Just now North&apos;s hole 3 was empty, so you stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eat twice in one turn: eight seeds or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One seed made your hole 7 a four. The next hole, North&apos;s hole 1, gave you two seeds, and they made North&apos;s hole 3 a four as well.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You ate North&apos;s hole 3, but the hole after it was empty, so your turn stopped at four.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your relay from hole 6 passed over the three in your hole 7 and sat in North&apos;s empty hole 2: nothing eaten.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lone seed in your last hole</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A single seed in your last hole may not start a turn while you have other seeds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may not start a turn with a single seed in your last hole (hole 7 when playing R, hole 1 with L) while another hole of yours has seeds. Here that seed would eat North&apos;s three at once, but you are not allowed to play it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find another way to eat four. A relay is allowed to lift your hole 7.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole 6 made your hole 7 a two and you lifted it as a relay. Your hand passed over North&apos;s three in hole 1, dropped a seed in North&apos;s hole 2, and the last made North&apos;s hole 3 a four.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole 3&apos;s two seeds just end in your empty hole 5: nothing eaten.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the lone seed is the only one you can lift, you may play it. Watch it eat North&apos;s three now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The end of a phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When a player&apos;s turn comes and their row is empty, the phase is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game is played in phases. A phase ends when a player&apos;s turn comes and their row is empty; each player then owns the seeds they have eaten plus the seeds left in their own holes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The old rule book&apos;s example: you have eaten 16 seeds and North 32. Your last seed goes to North&apos;s hole 1, North moves it one hole along, and your turn comes with nothing in your row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The phase is over. You own your 16; North owns their 32 plus the 8 that were left in North&apos;s row, 40 in all. The next lesson shows how a new phase starts from these numbers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now end a phase yourself: leave North with an empty row when North&apos;s turn comes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your last seed made North&apos;s three a four and you ate the four. North&apos;s row is empty, so the phase ends: you own 21 (12 + 4 eaten + 5 left in your row), North owns 28.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North&apos;s three was passed over, your two seeds went into North&apos;s holes 2 and 3, and North still has seeds to play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new phase: blind holes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refill four a hole; the poorer player&apos;s empty holes go blind, and that player starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For a new phase each player fills their holes with four seeds each, starting from their first hole. North owned 40: North&apos;s seven holes take 28, and the other 12 stay in North&apos;s store.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You owned 16, enough for four holes. Your empty holes 5, 6 and 7 are blind (kana): for this whole phase nobody sows into them and they cannot be played. A player with one blind hole is ekas kana, &apos;blind of one eye&apos;; with two, daes kana.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sowing leaves blind holes out: from your hole 4 the seeds go straight on to North&apos;s hole 1. The blind player, the one with fewer seeds, starts the new phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where will the last seed of your hole 3 fall? (Hole 4 is now your last hole, so its single seed may not start a turn.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hole 4, then North&apos;s holes 1 and 2: the blind holes were left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eat the three in North&apos;s hole 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Past your blind holes, hole 4&apos;s first seed went to North&apos;s hole 1 and the last made North&apos;s three a four.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole 2 ended in your hole 4, and its three seeds passed over North&apos;s three instead of ending in it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puta and naga</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A leftover of one or two seeds makes a privileged hole: never lifted, never eaten.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sometimes the poorer player&apos;s seeds do not come out in fours. Here you owned 18: four holes of four, and the last 2 seeds in your hole 5. Your holes 6 and 7 are blind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That last hole gets a name: with 1 seed it is a puta (&apos;son&apos;), with 2 a naga (&apos;younger sister&apos;), with 3 a wala (&apos;slaves&apos;). North then moves 1, 2 or 3 seeds out of their own last hole into their store, so that the two last holes hold four together: here North took 2, and North&apos;s hole 7 is a naga too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A puta or naga is privileged for the whole phase: it is never lifted, never eaten and never passed over, even holding three, and its owner keeps every seed in it. A last seed that falls into one ends the turn: watch your hole 1. A wala has no privilege at all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your naga in hole 5 holds three. Where will the last seed of your hole 3 fall?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hole 4, then your naga (a naga is never passed over, so it now holds four), then North&apos;s empty hole 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your naga took a seed on the way instead of being passed over, and the last seed made North&apos;s hole 2 a four.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your last seed fell into your naga. It makes four there, but a naga is never eaten, and your turn ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The short arrangement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An option for a player with fewer than 12 seeds: two a hole, and rules of their own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When you create a game you can turn on the short-arrangement option. A player who starts a phase with fewer than 12 seeds then puts 2 seeds (or 1, with the setting 1) in each hole from their first hole, in at most six holes, and the rest, up to four, in their last hole; the holes in between are blind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Here you had 9: four holes of 2, two blind holes, and 1 in your hole 7. In such a phase there is no puta or naga, and you start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While short, you play by rules of your own; North keeps the normal ones. You eat when your last seed falls into a hole holding 2, and take all three (with the setting 1: a hole holding 1, taking two). You pass over holes holding 1 or 2, but not threes: you sow into them, and a last seed that makes four there just relays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where will the last seed of your hole 2 fall?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You passed over your holes 3 and 7, holding 1 and 2, so the three seeds went into your hole 4 and North&apos;s holes 1 and 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eat with a two: North&apos;s hole 3 holds 2 seeds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole 4 passed over your hole 7, dropped into North&apos;s hole 1 and into North&apos;s three, and the last seed made North&apos;s two a three: you ate them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your last seed made North&apos;s three a four, but for the short player that is no meal: you lifted the four and sowed on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game ends when a player owns no seeds to start a phase, or at 28 each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game goes on phase after phase. It ends when a phase is over and one player owns no seeds at all: that player cannot fill a single hole, and has lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One other ending: if a phase leaves each player with 28 seeds, hari mutu (&apos;equal pearls&apos;), the players may agree to a draw. Cowrie&apos;s equal-draw option, on unless you turn it off, makes that agreement for you. Watch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With equal-draw off, both players would fill all seven holes and the one who did not start the last phase would start the next. Now a game near its end: North has only three seeds left, in hole 1, and North&apos;s other holes are blind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win the game: take North&apos;s last seeds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your last seed made North&apos;s three a four and you ate them. Your hole 1, next, was empty, so your turn ended; North&apos;s turn came with an empty row and an empty store, so North cannot start another phase. You win!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your relay from hole 6 passed over North&apos;s three, and you sat in your hole 2: North still has seeds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your seven holes, your store, and the way the seeds travel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Welcome to pallankuzhi, the mancala of the Tamil people. The bottom row of seven holes is yours: your holes 1 to 7, counted from the left. The top row belongs to your opponent, North.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At each end is a store. Yours is on your right, next to your hole 7. A store only keeps the seeds its owner wins: nobody ever sows into it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seeds travel counter-clockwise: to the right along your row, across to North&apos;s row, along it to the left, and back to your hole 1. North counts their holes from their own left, so North&apos;s hole 1 is the top one on your right. A real game starts with six seeds in every hole; here there are fewer so you can follow them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On your turn you lift every seed from one of your holes and drop them one at a time into the holes that follow. Your hole 5 holds three seeds: click the hole where the last one will land.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right: one seed in your hole 6, one in your hole 7, then past your store into North&apos;s hole 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn. Play the hole whose last seed lands in North&apos;s hole 2, the one lit up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Well counted: the two seeds of your hole 7 skip your store and fall into North&apos;s holes 1 and 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole 6&apos;s two seeds go into your hole 7 and North&apos;s hole 1: one hole short.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hole 2 holds a single seed, so it only reaches your hole 3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sowing on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the hole after your last seed has seeds, lift them and keep sowing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn does not always stop where your last seed falls. Look at the next hole: if it holds seeds, lift them all and sow on, starting with the hole after it. This is a relay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sow your hole 4. Its last seed lands in your hole 6, and hole 7 next to it holds two seeds, so you lift them and go on. Where does the very last seed fall?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes: hole 7&apos;s two seeds went into North&apos;s holes 1 and 2. The two holes after that were empty, so your turn stopped there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relays can follow one another. Find the move that relays twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Well done: your seed landed next to hole 3, which you lifted; that sowing ended next to hole 6, which you lifted too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole 3&apos;s seeds end in your hole 5; you relay once, from hole 6 into hole 7, and then the next two holes are empty: only one relay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole 6&apos;s seed falls in your hole 7, and North&apos;s holes 1 and 2 after it are empty: your turn ends with no relay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An empty hole, then a full one: the full one is yours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now suppose the hole after your last seed is empty. Look one hole further: if that hole holds seeds, you capture them all into your store, whichever side of the board it is on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North&apos;s hole 1 is empty and North&apos;s hole 2 holds three seeds. Capture them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your last seed fell in your hole 7. North&apos;s hole 1 was empty, so the three seeds of North&apos;s hole 2 went to your store.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your last seed fell in your hole 5, and holes 6 and 7 after it are both empty: your turn ended with nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A capture does not end your turn. From the hole after the one you emptied, go on to the first hole that holds seeds, on either side, lift them and sow on. Here that was North&apos;s hole 5: its seed went into North&apos;s hole 6, and then the two holes after it were empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sow your hole 6: its last seed lands in North&apos;s hole 1, North&apos;s hole 2 is empty, so you capture the six in North&apos;s hole 3. Then you go on from the next hole with seeds. Where does the last seed of your turn fall?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right: after the capture the first hole with seeds was North&apos;s hole 6. Its two seeds went into North&apos;s hole 7 and your hole 1, where your turn stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When your turn ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two empty holes after your last seed: North plays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each time your hand is empty, look at the two holes after your last seed: seeds in the first mean a relay, and the first empty with seeds in the second means a capture. If both are empty, your turn is over and North plays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sow your hole 1. Where does your turn end?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right: your seed landed next to hole 3, which relayed into your holes 4 and 5. Holes 6 and 7 are both empty, so now it is North&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two of your moves stop at once; one captures North&apos;s five seeds. Look two holes past where each move ends and play the capture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your seed fell in your hole 7; North&apos;s hole 1 was empty, so the five seeds in North&apos;s hole 2 are yours. You went on with the two seeds of North&apos;s hole 5 until two empty holes stopped you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your three seeds end in your hole 6. Your hole 7 and North&apos;s hole 1 are both empty, so your turn ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your seed lands in your hole 6 and the two holes after it are empty: turn over, nothing won.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pasu, the cow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hole that reaches exactly four goes to its owner at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pasu means &quot;cow&quot; in Tamil. Whenever a seed brings a hole to exactly four, with any seed of the sowing, the owner of that hole takes the four at once into their store, and the sowing carries on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hole 2 holds three seeds. Make it a cow for you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your first seed made your hole 2 four: a cow, and the four seeds went straight to your store. Your last seed then fell in hole 3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your second seed brought North&apos;s hole 1 to four: that cow is North&apos;s, and the four seeds went into North&apos;s store.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your seeds ended in hole 5, the relay from hole 6 reached North&apos;s hole 1 and made it four: a cow for North.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Careful: a cow belongs to the owner of the hole, not to the one who sows. Watch your hole 6: its last seed makes North&apos;s hole 1 four, and North takes them. Then the turn goes on as usual: the next hole is empty, so you capture the two after it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once round the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A long sowing skips the hole it came from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A big hole can send your hand all the way round the board. When the sowing comes back to the hole you emptied, it passes over it: that hole gets no seed, and the next seed goes into the hole after it. This holds for relays too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hole 4 holds fourteen seeds, and there are thirteen other holes. Where does the last seed fall?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right: thirteen seeds went once round, hole 4 was skipped, and the fourteenth fell in your hole 5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the way your holes 6 and 7 each reached four: two cows, eight seeds for you, and the two empty holes after hole 5 ended your turn. But a full lap also gave North a seed in every hole: North&apos;s hole 3 now holds three, ready to become a cow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The end of a round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player with nothing to move ends the round; the next round starts with new holes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game is played in rounds. A round ends when the player whose turn it is has no seeds in their holes. The other player then sweeps the seeds left in their own holes into their store.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North has one seed left, in hole 2. Capture it, so that North has nothing to play when North&apos;s turn comes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You took North&apos;s last seed and sowed on from your hole 1. North cannot move, so the round is over and your remaining seeds went to your store.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your seed stops in your hole 2 and the two holes after it are empty: North still has a seed to play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You now own 53 seeds and North 31. For the new round each player puts six seeds in as many holes as they can, starting from their right. North fills five holes and keeps 1 seed; North&apos;s holes 1 and 2 stay empty and are burnt: out of play for this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You moved first in round 1, so North moves first in round 2, and you again in round 3. The first move simply alternates, whoever won the round before.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Burnt holes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holes you cannot fill with six are burnt: the seeds jump over them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Here round 1 ended with you owning 41 seeds and North 43. You filled six holes from your right (36 seeds) and kept 5 in your store; your hole 1 could not be filled, so it is burnt. North filled all seven (42 seeds) and kept 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A burnt hole (a &quot;rubbish hole&quot;, marked with a little stick on a real board) is out of play for the whole round: nobody chooses it and sowing jumps over it. Burnt holes are worked out again at every refill, so winning seeds back reopens them. Filling a hole never makes a cow, though it passes four on the way to six.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In this round North&apos;s holes 1 and 2 are burnt. Sow your hole 6: where does the last seed fall?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right: after your hole 7 the seeds jump the two burnt holes and go into North&apos;s holes 3 and 4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Burnt holes don&apos;t count either when you look at the two holes after your last seed. North&apos;s hole 3 is empty and North&apos;s hole 4 holds three: capture them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After your hole 7 the next holes in play are North&apos;s hole 3, empty, and North&apos;s hole 4: three seeds for you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your seed stops in your hole 4; hole 5 is empty, so you capture hole 6: just one of your own seeds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing by eye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hidden-counts option shows seeds without numbers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tamil players are not supposed to count the seeds in a hole before they sow: a good player judges by eye. The option &quot;hidden counts&quot; (hidden-counts) plays that way: the board shows the seeds but no numbers. It is on for this lesson; the rules do not change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count the seeds of your hole 4 by eye. Where will its last seed fall?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right: three seeds, into your holes 5, 6 and 7. The two holes after hole 7 are empty, so the turn ends there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One of your holes holds three seeds. Find it by eye and make it a cow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your single seed made hole 4 four: a cow for you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your last seed fell in hole 3, right before your three-seed hole 4, so you lifted hole 4 and sowed on: no cow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is the three-seed hole itself: lifting it empties it, so it cannot become a cow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winning the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player who cannot fill a single hole loses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game ends at a refill: a player with fewer than six seeds cannot fill even one hole, and has lost. North is down to one hole in play, hole 7 with three seeds, and two seeds in store.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North&apos;s holes 1 to 6 are burnt, so after your hole 7 the next hole in play is North&apos;s hole 7, and then your hole 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capture North&apos;s last three seeds. North will have nothing to move, the round ends, and with two seeds North cannot fill a hole.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your seed fell in hole 6; hole 7 was empty, so North&apos;s hole 7 was yours. North cannot move, and with two seeds cannot fill a hole: you win!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your second seed made North&apos;s hole 7 four: a cow for North. The round ended, but with six seeds North can fill one hole, so the game goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your seed stops in your hole 2 with two empty holes after it: North still has three seeds to play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three rows of six: your nine holes A to I and North&apos;s a to i.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three-row mancala has three rows of six holes. Nine are yours: the bottom row, A to F from left to right, and the three middle holes on your right, G at the far right, then H and I.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North owns the other nine: the top row, a to f running from right to left as you see it, and the middle holes g, h and i on the left. Your store, on your right, only keeps the seeds you capture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cowrie also numbers the holes: your A to I are your holes 1 to 9, and North&apos;s a to i are North&apos;s 1 to 9. So a move written 2 means your hole B.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To sow, lift all the seeds of one of your holes and drop them one by one into the holes that follow. Your hole E holds five seeds: click the hole where the last one will land.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right: into F, up into your middle holes G, H and I, and the fifth seed into North&apos;s a, top right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One road for both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All eighteen holes form one loop that both players sow along; the columns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All eighteen holes lie on one loop: A to F, G to I, then North&apos;s a to f and g to i, and back to A. You and North sow along the same loop in the same direction, so your seeds run through North&apos;s holes and North&apos;s through yours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch North sow hole f: its four seeds go down into North&apos;s middle holes g, h and i, and the last one lands in your A.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board also has six columns of three holes, one from each row. From the left: f g A, e h B, d i C, c I D, b H E and a G F. Columns matter for captures, later on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn. Your hole I holds three seeds. Where will the last one fall?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right: after I the loop jumps to the top row at North&apos;s a, so the seeds go into a, b and c.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The race</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game opens with both players sowing at the same time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game opens with a race, called phase 1. You and North each pick one of your holes at the same moment and sow at the same time: you drop a seed, then North drops one, and so on. Nothing is captured during the race.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When your last seed lands in a hole that already holds seeds, lift everything in it, the seed you just dropped included, and sow on from the next hole. This relay keeps your sowing going.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North sows their hole d (lit up) at the same time as you. Choose a hole whose sowing relays at least once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your last seed fell into E, which already held a seed, so you lifted both and sowed on into F and G. G was empty, and that stopped the race: the next lesson explains.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&apos;s single seed fell into the empty B in the first tick: the race ended at once, with no relay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&apos;s single seed fell into the empty F straight away: the race ended with no relay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The end of the race</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A sowing that ends in an empty hole stops the race; that player moves first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The race stops as soon as either sowing ends in an empty hole. The player who landed there makes the first move of phase 2, where you take turns. If you both land in empty holes in the same tick, you (South) go first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North sows their hole b (lit up). Choose the hole that ends the race first, so that you make the first move of phase 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your seed fell into the empty B in the very first tick: the race is over and you move first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your sowing was still running when North&apos;s last seed fell into the empty d in the second tick: North ended the race, so North moves first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North still made their drop of that tick, into c. The seed left in North&apos;s hand then went on into d, without relaying: after the race, seeds still in a hand are simply dropped. Now phase 2 begins with your move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taking turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In phase 2 a turn is a chain of sowings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After the race you take turns: on your turn, lift one of your holes and sow. If the last seed lands in a hole that already holds seeds, yours or North&apos;s, lift them all and sow on. If it lands in an empty hole of North&apos;s, your turn is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sow your hole G. Where does your turn end?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right: G&apos;s seed landed on H&apos;s one, so you lifted both into I and North&apos;s a. That hole was empty and North&apos;s, so your turn ended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find the move that relays twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>G&apos;s seed made two in H, H&apos;s seeds made two in North&apos;s a, and a&apos;s seeds went on into b and c, where the empty hole stopped you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>H&apos;s seed lands on I&apos;s two and you relay once into a, b and c; c was empty and North&apos;s, so your turn ended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I&apos;s two seeds go into a and b; b was empty and North&apos;s, so your turn ended at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capturing down a column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last seed in an empty hole of yours: take North&apos;s seeds in its column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When your last seed lands in an empty hole of your own, look at its column: you capture every seed in North&apos;s holes there. Your A, B and C have two North holes in their column (top and middle); D to I have one, in the top row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North&apos;s e and h are in the column of your empty B. Capture them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B was yours and empty, so the three seeds in North&apos;s e and h are yours. Then the lone seed in B went on into C; nothing of North&apos;s faced C, so your turn ended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your seed fell into your empty E, but North&apos;s b, in its column, is empty: nothing to take, so your turn ended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After a capture your turn goes on: lift that lone seed and sow it into the next hole, where the same rules apply again. When there is nothing to take, your turn ends instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sow your hole F: its seed falls into your empty G, and you capture North&apos;s a. Where does your turn end?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right: G&apos;s lone seed went into H, which held one, so you lifted both into I and a. North&apos;s a was empty after your capture, so your turn ended there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the turn stops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An empty hole of North&apos;s, or nothing to capture: North moves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn stops in two ways: your last seed falls into an empty hole of North&apos;s, or into an empty hole of yours with nothing of North&apos;s in its column. Anywhere else, you go on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sow your hole E. Where does your turn end?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right: E&apos;s seed landed on F&apos;s one, so you sowed those two into G and H. H was empty, but North&apos;s b above it was empty too: nothing to take, turn over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One of your moves captures the three seeds in North&apos;s b. Find it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&apos;s seeds ended on C&apos;s one, so you relayed into D and E. E was empty, so North&apos;s b was yours. The lone seed then went into F, with nothing of North&apos;s above it: turn over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&apos;s seed fell into your empty D, but North&apos;s c above it is empty: nothing to take, so your turn ended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I&apos;s seed fell into North&apos;s a, which was empty: your turn ended at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A long chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rule book&apos;s example: from A round the board and back to A.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Here is the rule book&apos;s own example of a turn. Your A holds three seeds, your D and I four each, and North&apos;s e four. Every sowing will end on a hole with seeds in it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play A and watch the chain: its seeds go from B to D, D&apos;s from E to I, I&apos;s from a to e, and e&apos;s back round to A.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B to D, D to I, I to e, e to A: each sowing ended on a full hole, so you kept lifting. A was empty, since you had lifted it, so you captured North&apos;s f and g.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D&apos;s four seeds end in your empty H, and North&apos;s b above it is empty: nothing to take, so your turn ended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It went on: A&apos;s lone seed made two in B, sown into C and D, and D was empty, so you took North&apos;s c. D&apos;s seed made two in E, those made two in G, and G&apos;s went into H and I. I was empty, but c above it was already taken: turn over, three seeds won.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player with no seeds on their turn ends the game; the other takes the rest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game ends when the player whose turn it is has no seeds in any of their nine holes. The other player then takes every seed left on the board. Whoever owns more of the 54 seeds wins; 27 each is a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can also play a match of several games (the option games, 1 to 9). After each game both players put three seeds a hole back, from A or a on, as many holes as the poorer player can fill; the richer player moves first, and there is no race.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North&apos;s last seeds are in d and i, the column of your empty C. Capture them: North will have nothing to play, and you take the rest of the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You took d and i, and the lone seed went on into D. North has nothing to play, so the seeds left on the board are yours: 29 against 25, you win!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&apos;s seeds end in your empty H, but North&apos;s b above it is empty: your turn ended and North still has seeds to play.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LibraryEntry</name>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LibraryPage</name>
    <message>
        <source>Library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All opponents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 game</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n games</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No games yet. Every game you play is kept here, finished or not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game matches these filters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete this game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is removed from the library for good.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cowrie game records (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LibraryStats</name>
    <message>
        <source>Against the computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No finished game against the computer yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&lt;br&gt;&lt;b&gt;%2&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+%1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Cowrie — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cowrie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Welcome to Cowrie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New to mancala? Each game has short lessons on the real board: ten minutes and you are ready to play the computer. The first game, Kalah, is the best-known mancala and a good start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue your game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have an unfinished game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. Starting a new game of the same kind discards it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard it and start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saved game was set aside</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MoveListPanel</name>
    <message>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No moves yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The round ends</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Narration</name>
    <message>
        <source>%1 lifts the seeds of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 lifts %n seeds from %2.</source>
        <extracomment>%1 is a player&apos;s name, %2 a place (&quot;South&apos;s hole 3&quot;); %n the seeds.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Relay: the last seed fell in %2, which held seeds; %1 lifts them all and sows on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Relay: the last seed fell in %2, which held seeds; %1 lifts all %n and sows on.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 lifts the seeds of %2 and sows on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 lifts the %n seeds of %2 and sows on.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The hole after the last seed is empty: %1 captures the seeds of %2, beyond it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 captures the seeds of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The hole after the last seed is empty: %1 captures the %n seeds of %2, beyond it.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 captures %n seeds from %2.</source>
        <extracomment>%1 is a player&apos;s name, %2 a place (&quot;North&apos;s hole 3&quot;); %n the seeds.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Pasu! %1 reached four: its seeds go to %2&apos;s store.</source>
        <extracomment>Pasu (Tamil, pallankuzhi): a hole that reaches four seeds. %1 is a place, %2 a player&apos;s name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Pasu! %1 reached four: its %n seeds go to %2&apos;s store.</source>
        <extracomment>Pasu (Tamil, pallankuzhi): a hole that reaches four seeds. %1 is a place, %2 a player&apos;s name.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The last seed fell in %1&apos;s own store: %1 moves again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 moves again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no seeds to sow and passes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The race is over: a sowing ended in an empty hole. The players now take turns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game is over: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The round is over: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seeds left in the holes go to the stores of their owners.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over: a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over: %1 wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new round: both players fill their holes again from their stores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is blind (kana): out of play for this phase.</source>
        <extracomment>Kana (Sinhala): a blind hole, out of play. %1 is a place.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is burnt: out of play for this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a puta: it cannot be lifted or eaten this phase.</source>
        <extracomment>Puta (Sinhala, olinda keliya): a privileged hole. %1 is a place.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a naga: it cannot be lifted or eaten this phase.</source>
        <extracomment>Naga (Sinhala, olinda keliya): a privileged hole. %1 is a place.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sowing skips %1, the hole it started from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds three: passed over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is passed over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 is passed over (it holds %n).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After the capture the turn passes to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last seed fell in the store: the turn passes to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last seed fell in %1, a privileged hole: the turn passes to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last seed fell in %1, an empty hole: the turn passes to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sowing stops at %1: the turn passes to %2.</source>
        <extracomment>%1 is a place (&quot;South&apos;s hole 3&quot;), %2 a player&apos;s name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s store</source>
        <extracomment>A place on the board: %1 is a player&apos;s name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s hole %2</source>
        <extracomment>A place on the board: %1 is a player&apos;s name, %2 the hole&apos;s number or letter.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The sowing relays %n times.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGamePage</name>
    <message>
        <source>South</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You and the computer start at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both players start at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer moves first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You move first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 moves first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>‹ Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two players on this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer against computer (demo)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Novice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Master</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>South&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn the board: North&apos;s row at the bottom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the game  ›</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OptionControl</name>
    <message>
        <source>On</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayPage</name>
    <message>
        <source>Skipped 1 move: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skipped %1 moves: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass the keyboard to %1. %2, look away: %1 now chooses without seeing your hole.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I am %1: show the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game (1 move played) will be discarded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game (%1 moves played) will be discarded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resign this game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 gives up and the other player wins. Undo takes it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>‹ Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules of %1, at what just happened (F1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start this game again (N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back the last move (U)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the undone move again (R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the computer for a good hole (H)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More: resign, turn the board, skip, settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip the animation (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip to your turn (S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn the board back (South below)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn the board (North below)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resign…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules of %1 (F1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Narrate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skipping to your turn…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space: skip this move · S: skip to your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Space to skip the animation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys: %1 or ←/→ and Enter to play · U undo · R redo · %2 hint · Space skip · S skip to your turn · N new game · M mute · F1 rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys: %1 or ←/→ and Enter to play · U undo · R redo · %2 hint · Space skip · N new game · M mute · F1 rules</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayText</name>
    <message>
        <source>The race is over: a sowing ended in an empty hole. %1 has the first turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game is over: %1. %2 starts the next game.</source>
        <extracomment>%1 is why the game ended, %2 a player&apos;s name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 is over: %2. %3 starts round %4.</source>
        <extracomment>%1 is the round&apos;s number, %2 why it ended, %3 a player&apos;s name, %4 the next round&apos;s number.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 is over: %2.</source>
        <extracomment>%1 is the round&apos;s number, %2 why it ended.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot move and passes; %2 plays again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 moves again: the last seed fell in the store.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 moves again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both players chose: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Both players chose: %1, relayed %n times.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 played %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 played %2, captured seeds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 played %2, captured %3.</source>
        <extracomment>%3 is the number of seeds captured.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 played %2, relayed %n times.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 played %2, relayed %n times, captured seeds.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 played %2, relayed %n times, captured %3.</source>
        <extracomment>%3 is the number of seeds captured.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Phase %1: the race, both sow at once · games won %2 – %3</source>
        <extracomment>%1 is the phase&apos;s number, %2 and %3 the games won by South and North.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase %1: turns · games won %2 – %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase %1: the race, both sow at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase %1: turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 · rounds won %2 – %3</source>
        <extracomment>%1 is the round&apos;s number, %2 and %3 the rounds won by South and North.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawn by agreement: %1 each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins, %2 to %3.</source>
        <extracomment>%1 is the winner, %2 the winner&apos;s seeds, %3 the loser&apos;s.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins, %2 to %3: %4.</source>
        <extracomment>%1 is the winner, %2 the winner&apos;s seeds, %3 the loser&apos;s, %4 why the game ended.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A draw, %1 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A draw, %1 to %2: %3.</source>
        <extracomment>%1 and %2 are the seeds of South and North, %3 why the game ended.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sowing towards the mover&apos;s right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sowing towards the mover&apos;s left</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerBar</name>
    <message>
        <source>North</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>South</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(computer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is sowing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has chosen ✓</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds won: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the row: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Store: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (captured)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>the game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both players choose a hole at once now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both players choose at once only at the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one of the chosen holes is empty or out of play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hole %1 does not exist: the holes are %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is burnt: out of play this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is blind: out of play this phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a puta and is never lifted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a naga and is never lifted</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <source>« Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To the start (Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>‹ Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One move back (Shift+Left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>❚❚ Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play or pause, even in the middle of a move (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move ›</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One move on (Shift+Right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End »</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To the last move (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>‹ Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One step back inside the move: a lap, a capture (Left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step through a move to see each lap, capture and refill named here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step ›</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One step on inside the move: a lap, a capture (Right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play from here ▾</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new game from the position shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against a friend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against the computer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Novice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Master</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewGraph</name>
    <message>
        <source>South ahead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North ahead</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewMoveList</name>
    <message>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact: solved to the end of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimated by a search of fixed length</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewPage</name>
    <message>
        <source>Review of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Master, %1 ms a position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine is reviewing the game: move %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The review was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Glow: the move played. Arrow and shaded pits: the engine&apos;s best move and its sowing.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewTotals</name>
    <message>
        <source>Best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Good</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inaccuracies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blunders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves by class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seeds given away</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoundSummary</name>
    <message>
        <source>The race is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A sowing ended in an empty hole: the players now take turns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seeds in their holes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No refill: the seeds stay where they lie. %1 has the first turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A drawn game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A drawn round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A drawn game: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A drawn round: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins the game.</source>
        <extracomment>%1 is the winner&apos;s name, %2 (where present) why the game or round ended.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins the round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins the game: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins the round: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Captured in the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Captured in the round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swept from own holes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seeds owned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holes out of play next round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next round: both refill their holes and choose together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both players fill their holes from their stores; %1 starts the next game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both players refill their holes from their stores; %1 starts the next round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The demo goes on by itself in %1 seconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>See the result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refill and play on</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Rules of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to read the rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players, hole numbers, direction and the decisions shared by all games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This example cannot be drawn: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rules to show.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show me ›</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the lesson that teaches this</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How fast the seeds travel from pit to pit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The click of seeds falling and of captures (M in a game).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed counts on the pits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A number on every pit and store. Hidden, you count the cowries yourself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer&apos;s level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The level applies to new games; the last game&apos;s options and the window&apos;s size are remembered too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Novice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Master</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The words of the app, its games and lessons. At first, your system&apos;s language.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SpeedMenuButton</name>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As fast as yours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed: %1 ▾</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How fast the seeds travel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer&apos;s moves:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SpeedSelector</name>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instant</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Store</name>
    <message>
        <source>again</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TraceAnimator</name>
    <message>
        <source>South</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 captures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 captures %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 moves again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The round is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cowrie::ui::GameLibrary</name>
    <message>
        <source>only %1 of %2 bytes could be written (is the disk full?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file %1 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is too large (%1 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file cannot be opened (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the folder %1 cannot be created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game could not be deleted: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this game is already in the library</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cowrie::ui::GameSession</name>
    <message>
        <source>%1 resigns; %2 wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay: move %1 of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both choose a starting hole in secret: %1 first. %2, look away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, choose your starting hole (%2&apos;s choice is hidden).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose your starting hole; the computer chooses without seeing yours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the computer&apos;s choice…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both computers choose a starting hole…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to move: choose a hole, then the direction to sow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is the computer&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not your turn to choose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>against the computer, choose your own hole only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no game has been started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no place %1 on this board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a store cannot be played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 chooses now, from their own row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that hole is %1&apos;s; %2 is to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hole %1 does not exist (holes are 1..%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s hole %2 cannot start a sowing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>these two holes cannot be played together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game is being replayed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes back the resignation. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Took back your last move. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Took back move %1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the computers play on; go back to stop the demo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a hint is for the person to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game cannot be saved: %1. It goes on, but will be lost when you quit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game cannot be kept in the library: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer found no move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not allowed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cowrie::ui::HintAdvisor</name>
    <message>
        <source>Try hole %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try hole %1, sowing towards your right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try hole %1, sowing towards your left.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cowrie::ui::LessonSession</name>
    <message>
        <source>South</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There are no lessons for this game yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lessons cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not quite. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Well done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That was the move. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play one of your own holes, in the row nearest you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That hole cannot be played: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right: the last seed falls in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not there: the last seed falls in %1. Watch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have finished every lesson of this game. Try a real game!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lesson complete.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cowrie::ui::LibraryModel</name>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A computer player: %1 its name, %2 its level (Novice, Easy...).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Novice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Master</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>South</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer demo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 resigned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 won by %2</source>
        <extracomment>%1 is the winner&apos;s name, %2 their lead in seeds.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 move</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n moves</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>This game cannot be opened: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be deleted: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game was deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only a file on this computer can be written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game was exported to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be exported: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only a file on this computer can be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was added to the library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file could not be imported: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cowrie::ui::OptionsModel</name>
    <message>
        <source>There is no game called &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no preset &apos;%2&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cowrie::ui::ReplayController</name>
    <message>
        <source>Both</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cowrie::ui::ReviewMoves</name>
    <message>
        <source>best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>good</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mistake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blunder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chosen together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>South</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cowrie::ui::ReviewSession</name>
    <message>
        <source>This game cannot be reviewed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The position the game was left in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1: both players chose at once, %2; such choices are not classed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1: %2 played %3, the engine&apos;s choice too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1: %2 played %3, as good as the engine&apos;s %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1: %2 played %3, a blunder that changes the result. Best was %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n seed given away</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seeds given away</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Move %1: %2 played %3, %4: %5. Best was %6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a win for South</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a win for North</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value for South: %1 before the move, %2 after it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact: the engine searched to the end of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimated by a %1 ms search.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cowrie::ui::RulesBook</name>
    <message>
        <source>There is no game called %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules of %1 are not written yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cowrie::ui::SaveStore</name>
    <message>
        <source>%1 against %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>against the computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>computer against computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2, 1 move played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2, %3 moves played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the folder %1 cannot be created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only %1 of %2 bytes could be written (is the disk full?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not valid JSON (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not a Cowrie save file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it was written by another version of Cowrie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its record or setup is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is too large (%1 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it cannot be opened (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it holds a game of %1, not of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it cannot be moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saved game could not be read: %1. It was set aside as %2.</source>
        <extracomment>%1 is why the saved game could not be read (&quot;it is not a Cowrie save file&quot;). %2 is the file&apos;s new name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saved game could not be read: %1. It was removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saved game could not be read: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
