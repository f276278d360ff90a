"""The host names a server answers to by default (standard library only: read before the web extra is checked)."""

from __future__ import annotations

import socket


def default_hosts(served: str) -> list[str]:
    """The address served, ``localhost`` and the loopback addresses, and this machine's own names and
    addresses (what a browser on the network may put in ``Host``). Serving every address (``0.0.0.0``,
    ``::``) adds nothing of its own: the machine's addresses are in the list anyway."""
    hosts = {"localhost", "127.0.0.1", "::1"}
    if served not in ("", "0.0.0.0", "::"):
        hosts.add(served)
    try:
        name = socket.gethostname()
        hosts.update({name, socket.getfqdn()})
        for info in socket.getaddrinfo(name, None):
            hosts.add(str(info[4][0]))
    except OSError:  # no resolvable name: the loopback names and the address served are still there
        pass
    return sorted(h.lower() for h in hosts if h)
