"""Synthesise the game's short, soft sound effects into ``assets/sounds/*.wav``.

Only the standard library (``wave``, ``math``, ``random`` with a fixed seed), so the files are
reproducible: running this again writes identical bytes.  16-bit mono, 22,050 Hz, 0.1–0.8 s,
gentle attack and release — sounds that sit under a family conversation, not over it.

    python tools/make_sounds.py            # writes assets/sounds/
    python tools/make_sounds.py --out DIR  # somewhere else
"""

from __future__ import annotations

import argparse
import math
import random
import wave
from array import array
from pathlib import Path

RATE = 22050
PEAK = 0.42  # of full scale: soft
ROOT = Path(__file__).resolve().parent.parent


def silence(seconds: float) -> list[float]:
    return [0.0] * int(RATE * seconds)


def envelope(samples: list[float], attack: float = 0.008, release: float = 0.04, decay: float | None = None):
    """Fade in over ``attack`` s, optionally decay exponentially (time constant ``decay``), fade out."""
    n = len(samples)
    a, r = max(1, int(attack * RATE)), max(1, int(release * RATE))
    out = []
    for i, s in enumerate(samples):
        g = min(1.0, i / a) * min(1.0, (n - 1 - i) / r)
        if decay:
            g *= math.exp(-i / RATE / decay)
        out.append(s * g)
    return out


def lowpass(samples: list[float], cutoff: float) -> list[float]:
    """One-pole low-pass filter (softens noise into a brush or a rustle)."""
    k = 1 - math.exp(-2 * math.pi * cutoff / RATE)
    y, out = 0.0, []
    for s in samples:
        y += k * (s - y)
        out.append(y)
    return out


def highpass(samples: list[float], cutoff: float) -> list[float]:
    low = lowpass(samples, cutoff)
    return [s - lo for s, lo in zip(samples, low, strict=True)]


def noise(seconds: float, rng: random.Random) -> list[float]:
    return [rng.uniform(-1, 1) for _ in range(int(RATE * seconds))]


def tone(
    freq: float, seconds: float, partials=((1, 1.0),), decay: float = 0.2, attack: float = 0.004
) -> list[float]:
    """A bell/marimba-ish tone: a few sine partials, each decaying (higher ones faster)."""
    n = int(RATE * seconds)
    out = []
    for i in range(n):
        t = i / RATE
        v = 0.0
        for mult, amp in partials:
            v += amp * math.sin(2 * math.pi * freq * mult * t) * math.exp(-t * mult / decay)
        out.append(v)
    return envelope(out, attack, 0.03)


def mix_into(base: list[float], part: list[float], at: float, gain: float = 1.0) -> list[float]:
    start = int(at * RATE)
    if len(base) < start + len(part):
        base.extend([0.0] * (start + len(part) - len(base)))
    for i, s in enumerate(part):
        base[start + i] += s * gain
    return base


def normalise(samples: list[float], peak: float = PEAK) -> list[float]:
    top = max(1e-9, max(abs(s) for s in samples))
    return [s * peak / top for s in samples]


MARIMBA = ((1, 1.0), (4, 0.25), (10, 0.05))
BELL = ((1, 1.0), (2.76, 0.35), (5.4, 0.12))


def card(rng):  # a card sliding over cloth: brushed, filtered noise
    s = lowpass(highpass(noise(0.22, rng), 400), 2800)
    return envelope(s, attack=0.02, release=0.08, decay=0.09)


def flip(rng):  # a quick "fwip" and a soft tap as the card lands
    s = highpass(lowpass(noise(0.12, rng), 5000), 1200)
    s = envelope(s, attack=0.01, release=0.03, decay=0.04)
    return mix_into(s, tone(320, 0.06, ((1, 1.0),), decay=0.02), 0.07, 0.5)


def dice(rng):  # a few wooden clacks, quieter and closer together as the dice settle
    out = silence(0.1)
    t = 0.0
    for k in range(7):
        f = rng.uniform(900, 1700)
        clack = tone(f, 0.05, ((1, 1.0), (2.3, 0.4)), decay=0.012, attack=0.001)
        click = envelope(highpass(noise(0.02, rng), 2000), 0.001, 0.01, 0.005)
        mix_into(out, clack, t, 0.9**k)
        mix_into(out, click, t, 0.5 * 0.9**k)
        t += rng.uniform(0.045, 0.09) * (1 - k * 0.06)
    return envelope(out, 0.001, 0.05)


def splash(rng):  # water: a swell of soft noise, then a few bubbles rising
    n = noise(0.55, rng)
    water = lowpass(n, 1400)
    water = envelope(water, attack=0.03, release=0.25, decay=0.18)
    out = list(water)
    for k in range(5):
        start = 0.12 + k * rng.uniform(0.05, 0.08)
        f0 = rng.uniform(500, 900)
        dur = 0.05
        blip = []
        for i in range(int(dur * RATE)):
            t = i / RATE
            blip.append(math.sin(2 * math.pi * (f0 * t + 3000 * t * t)) * math.sin(math.pi * t / dur))
        mix_into(out, blip, start, 0.35)
    return out[: int(0.6 * RATE)]


def book(rng):  # a book of four: a warm rising arpeggio (C–E–G–C)
    out = silence(0.65)
    for i, f in enumerate((523.25, 659.25, 783.99, 1046.5)):
        mix_into(out, tone(f, 0.4, MARIMBA, decay=0.18), i * 0.07, 0.8)
    return envelope(out, 0.004, 0.08)


def win(rng):  # the winner: a longer bright phrase ending on a held chord
    out = silence(0.8)
    notes = (392.0, 523.25, 659.25, 783.99)
    for i, f in enumerate(notes):
        mix_into(out, tone(f, 0.35, MARIMBA, decay=0.16), i * 0.09, 0.8)
    for f in (523.25, 659.25, 783.99, 1046.5):
        mix_into(out, tone(f, 0.42, BELL, decay=0.35), 0.38, 0.35)
    return envelope(out[: int(0.8 * RATE)], 0.004, 0.12)


def click(rng):  # a button: a tiny soft wooden tick
    out = tone(1400, 0.1, ((1, 1.0), (2.1, 0.3)), decay=0.012, attack=0.001)
    return envelope(out, 0.001, 0.02)


def coin(rng):  # points: a two-note "bling"
    out = silence(0.4)
    mix_into(out, tone(987.77, 0.12, BELL, decay=0.06), 0.0, 0.7)
    mix_into(out, tone(1318.5, 0.3, BELL, decay=0.12), 0.07, 0.8)
    return envelope(out[: int(0.4 * RATE)], 0.002, 0.06)


SOUNDS = {
    "card": card,
    "flip": flip,
    "dice": dice,
    "splash": splash,
    "book": book,
    "win": win,
    "click": click,
    "coin": coin,
}


def write(path: Path, samples: list[float]) -> None:
    data = array("h", (max(-32767, min(32767, int(round(s * 32767)))) for s in normalise(samples)))
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(data.tobytes())


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "assets" / "sounds")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for name, make in SOUNDS.items():
        samples = make(random.Random(f"fishgames/sound/{name}"))
        write(args.out / f"{name}.wav", samples)
        print(f"{name:7s} {len(samples) / RATE:.2f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
