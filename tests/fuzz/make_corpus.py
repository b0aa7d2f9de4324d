#!/usr/bin/env python3
"""Writes the seed corpora of the fuzz targets into tests/data/fuzz/ from
random games played by mancala-cli (seeded, so the corpora are reproducible):

    tests/fuzz/make_corpus.py build/ci/app/cli/mancala-cli

record/   game records of every game and preset, short and long, plus the
          hand-written records and corrupt files of tests/data/
state/    state objects (cli-contract.md) at several points of those games
options/  "game\\nkey=value..." lists: each preset, the extremes of each option
moves/    one byte choosing the game and preset (fuzz_moves.cpp), then moves
messages/ scripts of the game server's messages (fuzz_messages.cpp): a room of
          each game and preset played over its first moves, and hand-written
          scripts that provoke every error code, resumes and floods
"""
import json
import pathlib
import random
import shutil
import subprocess
import sys

cli = sys.argv[1]
root = pathlib.Path(__file__).resolve().parents[2] / "tests" / "data"
out = root / "fuzz"


def run(*args):
    return json.loads(subprocess.run([cli, *args], check=True, capture_output=True, text=True).stdout)


def option_args(options):
    args = []
    for key, value in options.items():
        args += ["--option", f"{key}={str(value).lower() if isinstance(value, bool) else value}"]
    return args


games = run("games")["games"]
choices = []  # the order of fuzz_moves.cpp: each game, then each of its presets
for game in games:
    choices.append((game["id"], {}))
    for preset in game.get("presets", []):
        choices.append((game["id"], preset.get("options", {})))

for kind in ("record", "state", "options", "moves", "messages"):
    shutil.rmtree(out / kind, ignore_errors=True)
    (out / kind).mkdir(parents=True)

for src in sorted(root.glob("*.json")) + sorted(root.glob("*.txt")):
    shutil.copy(src, out / "record" / src.name)

rng = random.Random(13)
played = []  # the moves of each choice, for the message scripts
for index, (game, options) in enumerate(choices):
    name = f"{index:02d}-{game}"
    opts = option_args(options)
    moves = []
    states = []
    for ply in range(60):
        legal = run("legal", "--game", game, *opts, "--moves", " ".join(moves))
        if not legal:
            break
        if ply in (0, 5, 20, 59):
            states.append(run("play", "--game", game, *opts, "--moves", " ".join(moves)))
        moves.append(rng.choice(legal))
    final = run("play", "--game", game, *opts, "--moves", " ".join(moves))
    played.append(moves)
    for length in (3, len(moves)):
        record = {"format": "cowrie-record", "version": 1, "game": game,
                  "options": final["options"], "moves": moves[:length]}
        (out / "record" / f"{name}-{length}.json").write_text(json.dumps(record) + "\n")
    for i, state in enumerate(states):
        (out / "state" / f"{name}-{i}.json").write_text(json.dumps(state) + "\n")
    (out / "moves" / f"{name}.txt").write_bytes(bytes([index]) + " ".join(moves[:30]).encode())
    lines = [game] + [f"{k}={str(v).lower() if isinstance(v, bool) else v}"
                      for k, v in final["options"].items()]
    (out / "options" / f"{name}.txt").write_text("\n".join(lines))

for game in games:
    for spec in game["options"]:
        if spec["type"] == "int":
            for value in (spec["min"], spec["max"]):
                (out / "options" / f"{game['id']}-{spec['key']}-{value}.txt").write_text(
                    f"{game['id']}\n{spec['key']}={value}")


# The game server's message scripts (fuzz_messages.cpp): each line is a
# connection ('1' south, '2' north, '3' a guest), an operation (' ' a frame,
# '=' a frame at the same time, '%' a binary frame, '!' drop and reconnect,
# '#' the store refuses or accepts writes, '~' eight days pass), and the
# frame, in which $room, $south and $north name the last room created and
# its tokens.
def frame(conn, message, op=" "):
    return f"{conn}{op}{json.dumps(message, separators=(',', ':'), ensure_ascii=False)}"


def seated(game, options):
    create = {"type": "create", "game": game, "seat": "south", "name": "Ana"}
    if options:
        create["options"] = options
    return [frame(1, create), frame(2, {"type": "join", "room": "$room", "name": "Bo"})]


def move_lines(game, opts, moves):
    lines = []
    for ply, move in enumerate(moves):
        state = run("play", "--game", game, *opts, "--moves", " ".join(moves[:ply]))
        if state["toMove"] == "both":
            south, north = move[1:].split("+N")
            lines += [frame(1, {"type": "move", "move": south, "ply": ply}),
                      frame(2, {"type": "move", "move": north, "ply": ply})]
        else:
            conn = 1 if state["toMove"] == "south" else 2
            lines.append(frame(conn, {"type": "move", "move": move, "ply": ply}))
    return lines


def write_script(name, lines):
    (out / "messages" / f"{name}.txt").write_text("\n".join(lines) + "\n")


for index, (game, options) in enumerate(choices):
    moves = played[index][:12]
    write_script(f"{index:02d}-{game}",
                 seated(game, options) + move_lines(game, option_args(options), moves))

kalah = seated("kalah", {})
write_script("errors", kalah + [
    "1 this is not JSON", "1 [1,2,3]", frame(1, {"type": "teleport"}),
    frame(1, {"type": "move", "move": 3, "ply": 0}),
    frame(3, {"type": "create", "game": "chess", "seat": "south", "name": "Cy"}),
    frame(3, {"type": "create", "game": "kalah", "options": {"holes": 99}, "seat": "north",
              "name": "Cy"}),
    frame(3, {"type": "join", "room": "ZZZZZZZZ", "name": "Cy"}),
    frame(3, {"type": "join", "room": "$room", "name": "Cy"}),
    frame(3, {"type": "resume", "room": "$room", "token": "0" * 32}),
    frame(3, {"type": "move", "move": "1", "ply": 0}),
    frame(2, {"type": "move", "move": "1", "ply": 0}),
    frame(1, {"type": "move", "move": "9", "ply": 0}),
    frame(1, {"type": "move", "move": "1", "ply": 5}),
    frame(1, {"type": "create", "game": "kalah", "seat": "south", "name": "Ana"}),
    frame(1, {"type": "say", "phrase": "you lose"}),
    frame(1, {"type": "move", "move": "1", "ply": 0}),
])
write_script("resume", kalah + [
    frame(1, {"type": "move", "move": "1", "ply": 0}), "1!",
    frame(1, {"type": "resume", "room": "$room", "token": "$south"}),
    frame(3, {"type": "resume", "room": "$room", "token": "$north"}),
    frame(3, {"type": "move", "move": "2", "ply": 1}),
    frame(2, {"type": "say", "phrase": "oops"}),
    frame(1, {"type": "say", "phrase": "good-move"}), frame(1, {"type": "resign"}),
    frame(3, {"type": "resign"}), frame(3, {"type": "ping"}),
])
write_script("store-refuses", kalah + [
    "1#", frame(1, {"type": "move", "move": "1", "ply": 0}), "1#", "1!",
    frame(1, {"type": "resume", "room": "$room", "token": "$south"}),
    frame(1, {"type": "move", "move": "1", "ply": 0}), "3#",
    frame(3, {"type": "create", "game": "kalah", "seat": "random", "name": "Cy"}), "3#", "3!",
    frame(3, {"type": "create", "game": "kalah", "seat": "random", "name": "Cy"}), "3#",
    frame(1, {"type": "join", "room": "$room", "name": "Dee"}), "1~", "1#", "1~",
])
write_script("flood", kalah + [frame(3, {"type": "ping"}, "=")] * 70 +
             ["3 {{{"] * 25 + ["1%"] * 22 + [frame(2, {"type": "move", "move": "1", "ply": 0})])
congkak = seated("congkak", {"traditional": True})
write_script("simultaneous", congkak + [
    frame(1, {"type": "move", "move": "3", "ply": 0}),
    frame(1, {"type": "move", "move": "4", "ply": 0}), "2!",
    frame(2, {"type": "resume", "room": "$room", "token": "$north"}),
    frame(2, {"type": "move", "move": "S3+N5", "ply": 0}),
    frame(2, {"type": "move", "move": "5", "ply": 0}),
])
