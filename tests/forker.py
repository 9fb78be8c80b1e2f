"""Many short-lived child processes, cheaply: one helper process imports once, then forks a fresh child for
each round (a fork takes milliseconds, a new interpreter with its imports ~0.1-0.2 s).  The crash tests
SIGKILL these children at random moments.

``setup`` runs once in the helper (imports, shared values); ``child`` runs in each forked child with
``ARGS`` (the strings given to :meth:`Forker.start`) and its ``print`` going to a pipe of its own.  The
child's first line must be ``ready``: :meth:`Forker.start` returns once it arrives (the child has begun),
:meth:`Forker.reap` waits for the child's end and returns everything it printed after that.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from contextlib import suppress
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]

_HELPER = r"""
import json, os, sys
sys.path.insert(0, sys.argv[1])
setup, child = json.loads(sys.stdin.readline())
exec(setup)
outputs = {}
print("ready", flush=True)
for line in sys.stdin:
    command, *args = line.split()
    if command == "start":
        read_end, write_end = os.pipe()
        pid = os.fork()
        if pid == 0:
            try:
                os.close(read_end)
                sys.stdin.close()
                sys.stdout = open(write_end, "w", buffering=1)
                ARGS = args
                exec(child)
            finally:
                os._exit(0)
        os.close(write_end)
        outputs[pid] = open(read_end)
        first = outputs[pid].readline()
        print(pid if first == "ready\n" else "failed", flush=True)
    elif command == "reap":
        pid = int(args[0])
        os.waitpid(pid, 0)
        with outputs.pop(pid) as output:
            print(json.dumps(output.read()), flush=True)
"""


class Forker:
    """The helper process; use it as a context manager (it is killed on leaving)."""

    def __init__(self, setup: str, child: str, env: dict[str, str] | None = None):
        self._process = subprocess.Popen([sys.executable, "-c", _HELPER, str(REPO)], stdin=subprocess.PIPE,
                                         stdout=subprocess.PIPE, env=env, text=True)
        self._children: set[int] = set()  # started and not yet reaped
        self._send(json.dumps([setup, child]))
        assert self._process.stdout.readline() == "ready\n", "the helper did not start"

    def _send(self, line: str) -> str:
        self._process.stdin.write(line + "\n")
        self._process.stdin.flush()

    def start(self, *args: object) -> int:
        """Fork a child running ``child`` with ``ARGS``; its pid once it printed ``ready``."""
        self._send(" ".join(["start", *map(str, args)]))
        answer = self._process.stdout.readline()
        assert answer.strip().isdigit(), f"the child did not start: {answer!r}"
        self._children.add(int(answer))
        return int(answer)

    def reap(self, pid: int) -> str:
        """Wait for the child ``pid`` to end (kill it first); what it printed after ``ready``."""
        self._send(f"reap {pid}")
        self._children.discard(pid)
        return json.loads(self._process.stdout.readline())

    def __enter__(self) -> Forker:
        return self

    def __exit__(self, *exc) -> None:
        for pid in self._children:  # a failed check left them running: they must not outlive the test
            with suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
        self._process.stdin.close()
        self._process.kill()
        self._process.wait()
        self._process.stdout.close()
