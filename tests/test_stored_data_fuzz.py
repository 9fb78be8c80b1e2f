"""Whatever comes from outside, the app opens it or says why not: the one fuzz harness (``tests/gate_fuzz.py``).

For each kind — settings, autosave, history row, ``.fishgame`` — hypothesis takes a valid item, breaks one value
(type, range, NaN/inf, nesting, size, encoding) and opens it through the real App: the app keeps running, no
exception escapes and nothing is logged with a traceback.  ``tools/fuzz_gates.py --examples 10000`` runs the same
harness longer.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from tests.gate_fuzz import KINDS, break_and_open, fuzz_app

#: Examples per gate in CI (each opens its item through the app: ~20-60 ms).
EXAMPLES = int(__import__("os").environ.get("GATE_EXAMPLES", "120"))


@pytest.mark.parametrize("kind", KINDS)
def test_no_broken_item_gets_past_its_gate(kind):
    with fuzz_app() as (app, tracebacks):

        @settings(max_examples=EXAMPLES, deadline=None, derandomize=True, database=None,
                  phases=(Phase.explicit, Phase.generate, Phase.shrink),
                  suppress_health_check=list(HealthCheck))
        @given(data=st.data())
        def opened(data):
            tracebacks.seen.clear()
            break_and_open(app, kind, data)
            assert app.running
            assert not tracebacks.seen, [(record.getMessage(), repr(record.exc_info[1])) for record in tracebacks.seen]

        opened()
