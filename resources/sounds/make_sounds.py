#!/usr/bin/env python3
"""Writes the board's sounds (drop.wav, capture.wav) beside this script.

A drop is a cowrie tapping a wooden pit: a short, bright tick with a hollow
wooden body under it. A capture is a handful of shells sliding into the
store: a quick rattle of ticks over a low knock. Run by hand; the WAVs are
committed.
"""
import math
import random
import struct
import wave
from pathlib import Path

RATE = 22050


def tick(t, pitch, decay):
    return math.sin(2 * math.pi * pitch * t) * math.exp(-t * decay)


def drop_samples(rng, pitch=2900.0, length=0.09):
    out = []
    for i in range(int(RATE * length)):
        t = i / RATE
        s = 0.55 * tick(t, pitch, 90) + 0.35 * tick(t, 780, 45) + 0.25 * tick(t, 420, 30)
        s += 0.25 * (rng.random() * 2 - 1) * math.exp(-t * 400)
        out.append(s)
    return out


def capture_samples(rng):
    length = 0.45
    out = [0.0] * int(RATE * length)
    for i in range(len(out)):
        t = i / RATE
        out[i] += 0.45 * tick(t, 190, 14) + 0.3 * tick(t, 300, 20)
    for k in range(9):
        start = int(RATE * (0.02 + k * 0.032 + rng.random() * 0.012))
        for j, s in enumerate(drop_samples(rng, 2400 + rng.random() * 900, 0.06)):
            if start + j < len(out):
                out[start + j] += s * (0.7 - k * 0.05)
    return out


def write(path, samples):
    peak = max(abs(s) for s in samples) or 1.0
    frames = b"".join(struct.pack("<h", int(s / peak * 0.8 * 32767)) for s in samples)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)


if __name__ == "__main__":
    here = Path(__file__).resolve().parent
    rng = random.Random(5)
    write(here / "drop.wav", drop_samples(rng))
    write(here / "capture.wav", capture_samples(rng))
