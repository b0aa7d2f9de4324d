#include <cstdio>

#include "app/cli/commands.h"

namespace cowrie::cli {

namespace {

constexpr const char* kUsage = R"(usage: mancala-cli COMMAND [FLAGS]

Commands (output is JSON on stdout; errors are one line on stderr):
  games                                  every game, its presets and option schema
  play   --game ID [--option k=v]... [--moves "M1 M2 ..."] [--trace]
                                         play the moves from the start, print the state
  legal  --game ID [--option k=v]... [--moves "M1 M2 ..."]
                                         the legal moves after those moves
  random --game ID [--option k=v]... --games N --seed S
                                         N random games, seeded and reproducible
  ai     --game ID [--option k=v]... [--moves "..."] (--level NAME | --time MS) [--depth D]
                                         the engine's move, value, depth, nodes
  solve  --game kalah [--option k=v]... [--moves "..."] [--memory MB]
         [--endgame K] [--time MS] [--progress]
                                         exact value (South's margin) by the Kalah solver;
                                         K: endgame database seeds (0: none; cached)
  match  --game ID [--option k=v]... --south LEVEL --north LEVEL --games N --seed S
         [--alternate] [--time MS] [--opening K] [--balance B]
         [--judge-nodes N] [--redraws R] [--max-moves M]
                                         AI against AI: wins, draws, mean margin, per level
  bench  [--seconds S] [--solve MxN] [--worst N]
                                         playouts and nodes per second, the slowest
                                         positions of N random games, solve times
  replay FILE                            validate a game record, print its final state
  review FILE [--time MS] [--depth D]    the engine's review of a record, a JSON line a
                                         move: best move, values for South, class
  lesson check [FILE...]                 play every lesson through the rules core
  puzzle make --game ID [--option k=v]... [--seed N] [--count N] [--out FILE]
         [--depth D] [--margin M] [--exact-nodes N] [--max-seeds N] [--games N]
         [--play-nodes N] [--sample P] [--progress]
                                         puzzles proven by the engine, from engine games
  puzzle check [FILE...] [--limit N]     prove every puzzle again (N a file)
  help                                   this text

play, legal, ai and solve take --position STATE: start from that state object
(inline JSON or @file) instead of the initial position; its "game" and
"options" stand in for --game and --option.

Levels: novice, casual, skilled, expert, master.

Moves use the notation of the rule book: 3, 3R, 3L, S3+N5, separated by spaces.
Exit codes: 0 success, 2 bad input, 1 internal failure.
)";

}  // namespace

int printUsage() {
    std::fputs(kUsage, stdout);
    return 0;
}

CommandRun declareHelpCommand(CLI::App&) {
    return &printUsage;
}

}  // namespace cowrie::cli
