#!/usr/bin/env python3
"""Writes the seed corpora of the fuzz targets into tests/data/fuzz/ from
random games played by mancala-cli (seeded, so the corpora are reproducible):

    tests/fuzz/make_corpus.py build/ci/app/cli/mancala-cli

record/   game records of every game and preset, short and long, plus the
          hand-written records and corrupt files of tests/data/
state/    state objects (cli-contract.md) at several points of those games
options/  "game\\nkey=value..." lists: each preset, the extremes of each option
moves/    one byte choosing the game and preset (fuzz_moves.cpp), then moves
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

for kind in ("record", "state", "options", "moves"):
    shutil.rmtree(out / kind, ignore_errors=True)
    (out / kind).mkdir(parents=True)

for src in sorted(root.glob("*.json")) + sorted(root.glob("*.txt")):
    shutil.copy(src, out / "record" / src.name)

rng = random.Random(13)
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
