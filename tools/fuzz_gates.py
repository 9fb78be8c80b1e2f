"""The gates' fuzz harness (``tests/gate_fuzz.py``) at any size: ``python tools/fuzz_gates.py [--examples 10000]
[--kind settings|autosave|history|fishgame ...]``.

Each example breaks one value of a valid item and opens it through the real App (headless); a failure prints
hypothesis' smallest failing example and the exit status is 1.  CI runs 200 examples per gate
(``tests/test_stored_data_fuzz.py``).
"""

from __future__ import annotations

import argparse
import sys
import time
import traceback

from _common import ROOT  # noqa: F401 - puts the checkout on the import path, SDL headless
from hypothesis import HealthCheck, Phase, given, seed, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from tests.gate_fuzz import KINDS, break_and_open, fuzz_app  # noqa: E402


def run(kind: str, examples: int, first_seed: int) -> tuple[bool, float]:
    """``examples`` broken items of ``kind`` through one App; (passed, CPU seconds)."""
    started = time.process_time()
    done = 0
    with fuzz_app() as (app, tracebacks):

        @settings(max_examples=examples, deadline=None, database=None, derandomize=False,
                  phases=(Phase.explicit, Phase.generate, Phase.shrink), suppress_health_check=list(HealthCheck))
        @given(data=st.data())
        def opened(data):
            nonlocal done
            tracebacks.seen.clear()
            break_and_open(app, kind, data)
            assert app.running
            assert not tracebacks.seen, [(record.getMessage(), repr(record.exc_info[1])) for record in tracebacks.seen]
            done += 1
            if done % 500 == 0:  # progress on stderr, so a run cut short still says how far it got
                print(f"{kind}: {done} opened, {time.process_time() - started:.0f} CPU s", file=sys.stderr, flush=True)

        try:
            seed(first_seed)(opened)()
        except Exception:  # noqa: BLE001 - reported, the next kind still runs
            traceback.print_exc()
            return False, time.process_time() - started
    return True, time.process_time() - started


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--examples", type=int, default=10_000, help="broken items per gate")
    parser.add_argument("--kind", action="append", choices=KINDS, help="only these gates (default: all)")
    parser.add_argument("--seed", type=int, default=0, help="hypothesis seed (the same seed, the same items)")
    args = parser.parse_args(argv)
    failed = 0
    print("| gate | examples | result | CPU s |")
    print("|---|---|---|---|")
    for kind in args.kind or KINDS:
        passed, seconds = run(kind, args.examples, args.seed)
        failed += not passed
        print(f"| {kind} | {args.examples} | {'0 failures' if passed else 'FAILED'} | {seconds:.0f} |", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
