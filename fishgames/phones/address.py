"""Where the phones' server listens: this computer's address on the local network, never every interface."""

from __future__ import annotations

import ipaddress
import socket

LOOPBACK = "127.0.0.1"


def is_local(address: str) -> bool:
    """A private-range or loopback address: what ``--phones-bind`` takes without a second thought (another
    gets a notice on stderr, :func:`fishgames.command_line.notices`)."""
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return False
    return (ip.is_private or ip.is_loopback) and not ip.is_unspecified


def lan_address() -> str:
    """This computer's private (LAN) IPv4 address, or loopback when it has none: phones on the same
    Wi-Fi reach the first; the second at least keeps the server off every public network.  Reads the
    host's own addresses and routing choice; no packet is sent."""
    candidates: list[str] = []
    try:
        candidates += [info[4][0] for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)]
    except OSError:
        pass
    if any(_lan(address) for address in candidates):
        return next(address for address in candidates if _lan(address))
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("10.254.254.254", 9))  # UDP connect only picks the outgoing interface; nothing is sent
        candidates.append(probe.getsockname()[0])
    except OSError:
        pass
    finally:
        probe.close()
    return next((address for address in candidates if _lan(address)), LOOPBACK)


def _lan(address: str) -> bool:
    ip = ipaddress.ip_address(address)
    return ip.is_private and not ip.is_loopback and not ip.is_link_local
