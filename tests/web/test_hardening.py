"""The hardening middleware's pieces: reading a Host header, comparing an Origin, the default allowed hosts."""

from __future__ import annotations

import socket

import pytest

from monopoly_engine.web.hardening import host_name, is_address, same_origin
from monopoly_engine.web.hosts import default_hosts


@pytest.mark.parametrize(
    ("header", "name"),
    [("127.0.0.1:8000", "127.0.0.1"), ("LocalHost", "localhost"), ("[::1]:8000", "::1"), ("[::1]", "::1"),
     ("example.org", "example.org"), ("", "")],
)  # fmt: skip
def test_a_host_header_is_read_without_its_port(header, name):
    assert host_name(header) == name


def test_an_origin_is_this_server_only_with_the_same_name_and_port():
    assert same_origin("http://127.0.0.1:8000", "127.0.0.1:8000")
    assert same_origin("https://Example.org", "example.org")  # a TLS proxy in front: the scheme is not compared
    for other in ("http://127.0.0.1:8001", "http://evil.example", "null", "file://", "http://127.0.0.1:8000.evil"):
        assert not same_origin(other, "127.0.0.1:8000"), other


def test_the_default_hosts_are_the_address_served_the_loopback_and_the_machines_names():
    hosts = default_hosts("192.0.2.7")
    assert {"192.0.2.7", "localhost", "127.0.0.1", "::1", socket.gethostname().lower()} <= set(hosts)
    assert "0.0.0.0" not in default_hosts("0.0.0.0")


def test_an_ip_address_is_always_a_host_a_name_only_when_allowed():
    assert is_address("192.168.1.20") and is_address("::1") and is_address("10.0.0.1")
    assert not is_address("evil.example") and not is_address("192.168.1.20.nip.io") and not is_address("")
