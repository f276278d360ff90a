"""The web game through the ASGI test client: rooms, whole games, and every refused command."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from monopoly_engine.game import load_log, replay_lines
from monopoly_engine.web.app import create_app
from monopoly_engine.web.protocol import MAX_FRAME
from monopoly_engine.web.store import SQLiteStore
from monopoly_engine.web.stores import open_store

from .helpers import create_room, first_action, join, next_state, play_seat, start


@pytest.fixture
def client(tmp_path: Path):
    store = SQLiteStore(tmp_path / "rooms.db")
    with TestClient(create_app(store, bot_delay=0)) as test_client:
        yield test_client
    store.close()


@pytest.fixture
def pg_client(postgres_url: str):
    """The app on a PostgreSQL store (a new database on the tests' throwaway server)."""
    store = open_store(postgres_url)
    with TestClient(create_app(store, bot_delay=0)) as test_client:
        yield test_client
    store.close()


def started(client: TestClient, edition: str = "classic-en", seats=("person", "heuristic"), **options):
    room, token = create_room(client, edition, list(seats), max_rounds=options.pop("max_rounds", "40"), **options)
    start(client, room)
    return room, token


def test_the_lobby_lists_a_new_room_and_its_page_shares_the_link(client):
    room, token = create_room(client, "classic-it", ["person", "person", "random"])
    assert token
    lobby = client.get("/", headers={"accept-language": "it-IT,it;q=0.9"})
    assert room in lobby.text and "Nuova stanza" in lobby.text
    seated = client.get(f"/r/{room}")
    assert f"/r/{room}?seat={token}" in seated.text and "Take this seat" not in seated.text
    client.cookies.clear()  # a friend opening the shared link
    page = client.get(f"/r/{room}")
    assert f"/r/{room}" in page.text and "Take this seat" in page.text and token not in page.text


def test_a_seat_is_taken_once_and_the_start_waits_for_every_person(client):
    room, _ = create_room(client, "classic-en", ["person", "person", "heuristic"])
    assert client.post(f"/r/{room}/start", follow_redirects=False).status_code == 409
    join(client, room, 1, "Bea")
    again = client.post(f"/r/{room}/join", data={"seat": 1, "name": "Cy"}, follow_redirects=False)
    assert again.status_code == 409
    bot_seat = client.post(f"/r/{room}/join", data={"seat": 2, "name": "Cy"}, follow_redirects=False)
    assert bot_seat.status_code == 409
    start(client, room)
    assert client.get(f"/api/rooms/{room}").json()["started"] is True


def test_only_the_host_starts(client, tmp_path):
    room, _ = create_room(client, "classic-en", ["heuristic", "heuristic"])
    client.cookies.clear()
    assert client.post(f"/r/{room}/start", follow_redirects=False).status_code == 403


def test_bad_room_settings_are_refused_with_the_reason(client):
    one_seat = client.post("/rooms", data={"edition": "classic-en", "name": "Ann", "seat0": "person"})
    assert one_seat.status_code == 400 and "2" in one_seat.text
    bad_name = client.post(
        "/rooms", data={"edition": "classic-en", "name": "\x1b[2J", "seat0": "person", "seat1": "random"}
    )
    assert bad_name.status_code == 400
    clash = client.post(
        "/rooms", data={"edition": "mega", "name": "Ann", "seat0": "person", "seat1": "random", "speed_die": "true"}
    )
    assert clash.status_code == 400 and "speed_die" in clash.text


@pytest.mark.parametrize(
    ("edition", "options"),
    [
        ("classic-en", {}),
        ("classic-it", {}),
        ("classic-es", {"speed_die": "true"}),
        ("classic-en", {"rent_must_be_claimed": "true"}),
        ("mega", {}),
        ("cheaters-ru", {}),
    ],
)
def test_a_whole_game_of_a_person_and_a_bot(client, edition, options):
    room, token = started(client, edition, ("person", "heuristic"), **options)
    frames: list[dict] = []
    with client.websocket_connect(f"/ws/{room}?token={token}") as ws:
        final = play_seat(ws, token, frames)
    assert final["over"]
    errors = [f for f in frames if f["type"] == "error"]
    assert errors == []
    acks = [f["ack"] for f in frames if "ack" in f]
    assert acks == sorted(acks) and acks
    log = client.get(f"/r/{room}/log")
    assert log.status_code == 200
    path = Path(client.app.state.store.path).with_name(f"{room}.jsonl")
    path.write_text(log.text, encoding="utf-8")
    replayed = load_log(path)
    assert replayed.game.is_over and len(replayed.history) == final["version"]


@pytest.mark.parametrize("edition", ["classic-en", "cheaters-ru"])
def test_a_whole_game_on_postgresql_is_its_log_there_and_a_new_server_reads_it(pg_client, postgres_url, edition):
    room, token = started(pg_client, edition, ("person", "heuristic", "buyer"))
    frames: list[dict] = []
    with pg_client.websocket_connect(f"/ws/{room}?token={token}") as ws:
        final = play_seat(ws, token, frames)
    assert final["over"] and [f for f in frames if f["type"] == "error"] == []
    downloaded = pg_client.get(f"/r/{room}/log").text.splitlines()
    assert len(downloaded) == final["version"] + 1  # the header and one line per action
    store = open_store(postgres_url)
    try:
        (kept,) = store.rooms()
        assert kept.log == downloaded
        with TestClient(create_app(store, bot_delay=0)) as restarted:
            status = restarted.get(f"/api/rooms/{room}").json()
            assert status["over"] and status["version"] == final["version"]
    finally:
        store.close()


def test_a_game_goes_on_when_postgresql_restarts_under_it(pg_client, postgres_cluster, postgres_url):
    room, token = started(pg_client, "classic-en", ("person", "heuristic"), max_rounds="25")
    frames: list[dict] = []
    with pg_client.websocket_connect(f"/ws/{room}?token={token}") as ws:
        state = next_state(ws, frames)
        for turn in range(3):
            postgres_cluster.restart()  # the store's connection is gone: the next append opens a new one
            action = first_action(state["request"])
            ws.send_json({"type": "act", "token": token, "version": state["version"], "action": action})
            acked = state["version"] + 1
            state = next_state(ws, frames)
            assert state.get("ack") == acked, turn
        final = play_seat(ws, token, frames, state=state)
    assert final["over"] and [f for f in frames if f["type"] == "error"] == []
    store = open_store(postgres_url)
    try:
        assert store.rooms()[0].log == pg_client.get(f"/r/{room}/log").text.splitlines()
    finally:
        store.close()


def test_with_no_bot_delay_a_person_is_sent_no_frame_the_bots_moves_would_replace_at_once(client):
    room, token = started(client, "classic-en", ("person", "heuristic", "heuristic"), max_rounds="15")
    frames: list[dict] = []
    with client.websocket_connect(f"/ws/{room}?token={token}") as ws:
        final = play_seat(ws, token, frames)
    states = [f for f in frames if f["type"] == "state"][1:]  # the first may come before the bots have moved
    assert len(states) > 20
    assert [f for f in states if not f["over"] and f["waiting_on"] != final["seat"]] == []
    seen = [v for f in states for v in (entry["v"] for entry in f["events"])]
    assert seen == sorted(set(seen))  # and every move is still told, once


def test_a_stale_command_is_refused_and_changes_nothing(client):
    room, token = started(client)
    with client.websocket_connect(f"/ws/{room}?token={token}") as ws:
        frames: list[dict] = []
        state = next_state(ws, frames)
        action = state["request"]["items"][0]["action"]
        for made_at in (state["version"] + 1, max(state["version"] - 1, 0) if state["version"] else 7):
            ws.send_json({"type": "act", "token": token, "version": made_at, "action": action})
            error = ws.receive_json()
            assert error["type"] == "error" and error["code"] == "stale"
            again = next_state(ws, frames)
            assert again["version"] == state["version"] and again["players"] == state["players"]


def test_an_illegal_command_gets_the_engines_reason_in_the_seats_language(client):
    room, token = started(client)
    with client.websocket_connect(f"/ws/{room}?token={token}&lang=it") as ws:
        frames: list[dict] = []
        state = next_state(ws, frames)
        seat = state["seat"]
        build = {"kind": "build", "player": seat, "space": 1}
        ws.send_json({"type": "act", "token": token, "version": state["version"], "action": build})
        error = ws.receive_json()
        assert error["type"] == "error" and error["code"] == "refused"
        assert "Vicolo" in error["message"] or "non" in error["message"].lower()
        again = next_state(ws, frames)
        assert again["version"] == state["version"]
        assert client.get(f"/api/rooms/{room}").json()["version"] == state["version"]


def test_another_seats_move_or_a_wrong_token_is_refused(client):
    room, token = create_room(client, "classic-en", ["person", "person"], max_rounds="10")
    other = join(client, room, 1, "Bea")
    start(client, room)
    with client.websocket_connect(f"/ws/{room}?token={token}") as ws:
        frames: list[dict] = []
        state = next_state(ws, frames)
        waiting = state["waiting_on"]
        idle_token = other if waiting == 0 else token
        idle_seat = 1 - waiting
        roll = {"kind": "roll", "player": idle_seat}
        ws.send_json({"type": "act", "token": idle_token, "version": state["version"], "action": roll})
        assert ws.receive_json()["code"] in ("not_waiting", "refused")
        next_state(ws, frames)
        for_other = {"kind": "roll", "player": waiting}
        ws.send_json({"type": "act", "token": idle_token, "version": state["version"], "action": for_other})
        assert ws.receive_json()["code"] in ("not_waiting", "not_yours")
        next_state(ws, frames)
        ws.send_json({"type": "act", "token": "x" * 30, "version": state["version"], "action": roll})
        assert ws.receive_json()["code"] == "token"
        assert client.get(f"/api/rooms/{room}").json()["version"] == state["version"]


@pytest.mark.parametrize(
    "text",
    [
        "not json",
        "[]",
        '{"type": "act"}',
        '{"type": "act", "token": "t", "version": "x", "action": {}}',
        '{"type": "nope"}',
        '{"type": "act", "token": "t", "version": 0, "action": {}, "extra": 1}',
        "[" * 5000 + "]" * 5000,
        json.dumps({"type": "sync", "since": 10**30}),
    ],
)
def test_a_malformed_frame_gets_an_error_frame_and_the_socket_stays(client, text):
    room, token = started(client)
    with client.websocket_connect(f"/ws/{room}?token={token}") as ws:
        frames: list[dict] = []
        state = next_state(ws, frames)
        ws.send_text(text)
        error = ws.receive_json()
        assert error["type"] == "error" and error["code"] in ("malformed", "too_big")
        ws.send_json({"type": "sync", "since": state["version"]})
        assert next_state(ws, frames)["version"] == state["version"]


def test_an_oversized_frame_and_an_action_the_codec_cannot_read(client):
    room, token = started(client)
    with client.websocket_connect(f"/ws/{room}?token={token}") as ws:
        frames: list[dict] = []
        state = next_state(ws, frames)
        ws.send_text(json.dumps({"type": "sync", "pad": "x" * MAX_FRAME}))
        assert ws.receive_json()["code"] == "too_big"
        bad = {"kind": "fly", "player": 0}
        ws.send_json({"type": "act", "token": token, "version": state["version"], "action": bad})
        assert ws.receive_json()["code"] == "malformed"
        next_state(ws, frames)
        digits = "9" * 5000  # more digits than Python reads as an int by default
        action = f'{{"kind": "bid", "player": 0, "amount": {digits}}}'
        huge = f'{{"type": "act", "token": "{token}", "version": {state["version"]}, "action": {action}}}'
        ws.send_text(huge)
        assert ws.receive_json()["code"] == "malformed"
        large = {"kind": "bid", "player": state["seat"], "amount": 10**40}
        ws.send_json({"type": "act", "token": token, "version": state["version"], "action": large})
        assert ws.receive_json()["type"] == "error"
        assert next_state(ws, frames)["version"] == state["version"]


def test_a_reconnecting_client_gets_only_the_events_after_its_version(client):
    room, token = started(client)
    frames: list[dict] = []
    with client.websocket_connect(f"/ws/{room}?token={token}") as ws:
        state = next_state(ws, frames)
        assert state["events"][0]["v"] == 0
        action = state["request"]["items"][0]["action"]
        ws.send_json({"type": "act", "token": token, "version": state["version"], "action": action})
        after = next_state(ws, frames)
    with client.websocket_connect(f"/ws/{room}?token={token}&since={after['version']}") as ws:
        back = next_state(ws, [])
    assert all(entry["v"] > after["version"] for entry in back["events"])
    assert back["seat"] == state["seat"] and back["version"] >= after["version"]


def test_the_boards_fixed_part_comes_once_per_socket_and_each_frame_says_what_changed(client):
    room, token = started(client)
    frames: list[dict] = []
    with client.websocket_connect(f"/ws/{room}?token={token}&lang=it") as ws:
        state = next_state(ws, frames)
        squares = state["squares"]
        assert len(squares) == 40 and squares[1]["rent"] and squares[1]["price"] == 60 and squares[1]["name"]
        assert [sq["i"] for sq in state["board"]] == [sq["i"] for sq in squares if "rent" in sq]
        owned = {sq["i"] for sq in state["board"] if sq["owner"] >= 0}
        while True:  # play until another deed is bought: the later frames bring only what changes
            request = state["request"]
            if request is not None:
                action = first_action(request)
                ws.send_json({"type": "act", "token": token, "version": state["version"], "action": action})
            state = next_state(ws, frames)
            assert "squares" not in state and "rent" not in state["board"][0]
            if {sq["i"] for sq in state["board"] if sq["owner"] >= 0} - owned:
                break
        ws.send_json({"type": "sync", "since": state["version"]})
        assert next_state(ws, frames)["squares"] == squares  # a client catching up gets them again
    with client.websocket_connect(f"/ws/{room}?token={token}&lang=it") as ws:
        assert next_state(ws, [])["squares"] == squares


def test_a_spectator_sees_the_game_and_cannot_act(client):
    room, _ = started(client)
    with client.websocket_connect(f"/ws/{room}") as ws:
        frames: list[dict] = []
        state = next_state(ws, frames)
        assert state["seat"] == -1 and state["request"] is None and "mine" not in state
        ws.send_json({"type": "act", "token": "", "version": state["version"], "action": {"kind": "roll", "player": 0}})
        assert ws.receive_json()["code"] == "token"


def test_the_log_of_a_game_in_play_is_not_given_out(client):
    room, _ = started(client)
    assert client.get(f"/r/{room}/log").status_code == 403


def test_a_trade_proposed_from_the_builder_reaches_the_engine(client):
    room, token = create_room(client, "classic-en", ["person", "person"], max_rounds="30")
    other = join(client, room, 1, "Bea")
    start(client, room)
    with (
        client.websocket_connect(f"/ws/{room}?token={token}") as first,
        client.websocket_connect(f"/ws/{room}?token={other}") as second,
    ):
        frames: list[dict] = []
        states = [next_state(first, frames), next_state(second, frames)]
        seat = states[0]["waiting_on"]
        ws, tok = (first, token) if seat == 0 else (second, other)
        state = states[seat]
        trade = next(item for item in state["request"]["items"] if "trade" in item)
        partner = trade["trade"]["partners"][0]["seat"]
        nothing = {"spaces": [], "cash": 0, "cards": []}
        gift = {"kind": "propose-trade", "player": seat, "partner": partner, "give": nothing, "get": nothing}
        ws.send_json({"type": "act", "token": tok, "version": state["version"], "action": gift})
        refused = ws.receive_json()
        assert refused["type"] == "error" and refused["code"] == "refused"
        next_state(ws, frames)
        offer = {**gift, "give": {**nothing, "cash": 10}, "get": nothing}
        ws.send_json({"type": "act", "token": tok, "version": state["version"], "action": offer})
        assert ws.receive_json()["type"] == "error"  # money for nothing: no gifts (the rules' refusal)


def two_people_owning_deeds(client, first, second, tokens, frames):
    """Play (buying what can be bought) until both own a deed and seat 0 may propose a trade; the two states."""
    sockets = [first, second]
    states = [next_state(first, frames), next_state(second, frames)]
    for _ in range(400):
        deeds = [p["deeds"] for p in states[0]["players"]]
        seat = states[0]["waiting_on"]
        request = states[seat]["request"]
        trade = next((item for item in request["items"] if "trade" in item), None)
        if all(deeds) and seat == 0 and trade is not None:
            return states
        action = first_action(request)
        sockets[seat].send_json({"type": "act", "token": tokens[seat], "version": states[seat]["version"],
                                 "action": action})  # fmt: skip
        states = [next_state(first, frames), next_state(second, frames)]
        assert "ack" in states[seat]
    raise AssertionError("nobody bought a deed")


def two_people(client, rounds="60"):
    room, token = create_room(client, "classic-en", ["person", "person"], max_rounds=rounds)
    other = join(client, room, 1, "Bea")
    start(client, room)
    return room, [token, other]


def test_two_people_trade_deeds_through_the_builder_and_the_reply_menu(client):
    room, tokens = two_people(client)
    token, other = tokens
    frames: list[dict] = []
    with (
        client.websocket_connect(f"/ws/{room}?token={token}") as first,
        client.websocket_connect(f"/ws/{room}?token={other}") as second,
    ):
        states = two_people_owning_deeds(client, first, second, tokens, frames)
        deeds = [p["deeds"] for p in states[0]["players"]]
        mine, theirs = deeds[0][0], deeds[1][0]
        offer = {"kind": "propose-trade", "player": 0, "partner": 1, "give": {"spaces": [mine], "cash": 0, "cards": []},
                 "get": {"spaces": [theirs], "cash": 0, "cards": []}}  # fmt: skip
        first.send_json({"type": "act", "token": token, "version": states[0]["version"], "action": offer})
        states = [next_state(first, frames), next_state(second, frames)]
        assert states[0]["ack"] == states[0]["version"] and "ack" not in states[1]
        reply = states[1]["request"]
        assert reply is not None and states[1]["waiting_on"] == 1
        accept = next(item["action"] for item in reply["items"] if item.get("action", {}).get("kind") == "accept-trade")
        second.send_json({"type": "act", "token": other, "version": states[1]["version"], "action": accept})
        after = next_state(second, frames)
        assert after["ack"] == states[1]["version"] + 1
    owners = {sq["i"]: sq.get("owner") for sq in after["board"]}
    assert owners[mine] == 1 and owners[theirs] == 0


def test_a_counter_offer_rejects_the_offer_and_sends_the_new_one_both_or_neither(client):
    room, tokens = two_people(client)
    token, other = tokens
    frames: list[dict] = []
    with (
        client.websocket_connect(f"/ws/{room}?token={token}&lang=it") as first,
        client.websocket_connect(f"/ws/{room}?token={other}") as second,
    ):
        states = two_people_owning_deeds(client, first, second, tokens, frames)
        deeds = [p["deeds"] for p in states[0]["players"]]
        mine, theirs = deeds[0][0], deeds[1][0]
        nothing = {"spaces": [], "cash": 0, "cards": []}
        offer = {"kind": "propose-trade", "player": 0, "partner": 1, "give": {**nothing, "spaces": [mine]},
                 "get": {**nothing, "spaces": [theirs]}}  # fmt: skip
        first.send_json({"type": "counter", "token": token, "version": states[0]["version"], "action": offer})
        assert first.receive_json()["code"] == "not_waiting"  # nobody offered seat 0 anything
        next_state(first, frames)
        first.send_json({"type": "act", "token": token, "version": states[0]["version"], "action": offer})
        states = [next_state(first, frames), next_state(second, frames)]
        offered_at = states[1]["version"]
        reply = states[1]["request"]
        counter = next(item["counter"] for item in reply["items"] if "counter" in item)
        # the builder starts from the offer turned round, the proposer its only partner
        assert counter["give"] == {"spaces": [theirs], "cash": 0, "cards": []}
        assert counter["get"] == {"spaces": [mine], "cash": 0, "cards": []}
        assert [p["seat"] for p in counter["partners"]] == [0] and counter["send"]
        cash = states[1]["players"][1]["cash"]
        base = {"kind": "propose-trade", "player": 1, "partner": 0}
        refused = [
            ({**base, "give": {**nothing, "spaces": [theirs], "cash": cash + 1}, "get": counter["get"]}, "refused"),
            ({**base, "partner": 1, "give": counter["give"], "get": counter["get"]}, "refused"),
            ({**base, "player": 0, "give": counter["get"], "get": counter["give"]}, "not_yours"),
            ({"kind": "roll", "player": 1}, "not_yours"),
            ({"kind": "propose-trade", "player": 1}, "malformed"),
        ]
        for action, code in refused:
            second.send_json({"type": "counter", "token": other, "version": offered_at, "action": action})
            error = second.receive_json()
            assert error["type"] == "error" and error["code"] == code, (action, error)
            assert next_state(second, frames)["request"]["items"] == reply["items"]  # the offer still waits
        assert client.get(f"/api/rooms/{room}").json()["version"] == offered_at
        second.send_json({"type": "counter", "token": other, "version": offered_at - 1,
                          "action": {**base, "give": counter["give"], "get": counter["get"]}})  # fmt: skip
        assert second.receive_json()["code"] == "stale"
        next_state(second, frames)
        better = {**base, "give": {**nothing, "spaces": [theirs]}, "get": {**nothing, "spaces": [mine], "cash": 10}}
        second.send_json({"type": "counter", "token": other, "version": offered_at, "action": better})
        states = [next_state(first, frames), next_state(second, frames)]
        assert states[1]["ack"] == offered_at + 2
    # both see the rejection and the new offer; the proposer is now asked to answer it
    for state in states:
        assert state["version"] == offered_at + 2 and state["waiting_on"] == 0
        assert [entry["v"] for entry in state["events"]] == [offered_at + 1, offered_at + 2]
    answer = states[0]["request"]
    kinds = [item.get("action", {}).get("kind") for item in answer["items"]]
    assert "accept-trade" in kinds and "reject-trade" in kinds and any("counter" in item for item in answer["items"])
    assert next(i["counter"] for i in answer["items"] if "counter" in i)["give"]["cash"] == 10
    assert states[0]["request"]["details"] != reply["details"]
    # the log holds the engine's two actions, and replays
    (record,) = [r for r in client.app.state.store.rooms() if r.id == room]
    kinds_logged = [json.loads(line)["action"]["kind"] for line in record.log[-2:]]
    assert kinds_logged == ["reject-trade", "propose-trade"]
    assert len(replay_lines(record.log, room).history) == offered_at + 2
