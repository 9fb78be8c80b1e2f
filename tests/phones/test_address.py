"""The phones' server listens on this computer's address on the local network and, without one, on loopback:
never on a public interface of its own choosing (``--phones-bind ADDR`` is for a host that knows better)."""

from __future__ import annotations

import socket

import pytest

from fishgames.phones import address

PUBLIC = "93.184.216.34"


class Probe:
    """The UDP socket ``lan_address`` asks which interface would go out (it sends nothing): it says ``own``."""

    def __init__(self, own: str):
        self.own = own

    def __call__(self, *args):
        return self

    def connect(self, target) -> None:
        pass

    def getsockname(self):
        return self.own, 40000

    def close(self) -> None:
        pass


@pytest.mark.parametrize(("named", "outgoing", "chosen"), [
    ([PUBLIC, "192.168.1.20"], PUBLIC, "192.168.1.20"),  # a public and a home address: the home one
    ([PUBLIC], "10.0.0.7", "10.0.0.7"),  # the name gives only the public one; the route goes out on the LAN
    ([PUBLIC], PUBLIC, address.LOOPBACK),  # public only: loopback, not the public interface
    (["169.254.3.3", "127.0.1.1"], "169.254.3.3", address.LOOPBACK),  # link-local and loopback names: neither
])
def test_the_server_listens_on_the_lan_or_loopback_never_a_public_interface(monkeypatch, named, outgoing, chosen):
    monkeypatch.setattr(socket, "getaddrinfo", lambda *args: [(socket.AF_INET, 0, 0, "", (ip, 0)) for ip in named])
    monkeypatch.setattr(socket, "socket", Probe(outgoing))
    assert address.lan_address() == chosen
