"""Phone tests listen on loopback only, on a free port the system picks."""

import pytest

from fishgames.ui import phone_table


@pytest.fixture(autouse=True)
def loopback(monkeypatch):
    monkeypatch.setattr(phone_table, "BIND", "127.0.0.1")
    monkeypatch.setattr(phone_table, "PORT", 0)
