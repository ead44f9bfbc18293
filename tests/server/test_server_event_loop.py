"""The AI never runs on the event loop (issue 14 item 1): while one table's
AI is still thinking, every other table's requests and the lobby are
answered. The thinking AI here is held until the other requests are done;
a server that waited for it on its event loop would never answer them."""
from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor

from fastapi.testclient import TestClient

from talong.server import aipool
from talong.server.app import create_app

from server_helpers import auth, new_party
from web_toygame import GAME as TOY


class HeldPlayer:
    """The first decision it is asked for waits until the test releases it."""
    first = threading.Lock()
    release = threading.Event()
    holding = threading.Event()

    def __init__(self, seed=None) -> None:
        self.seed = seed

    def choose(self, view, legal):
        if HeldPlayer.first.acquire(blocking=False):
            HeldPlayer.holding.set()
            assert HeldPlayer.release.wait(30), "never released"
        return legal[0]


def test_one_tables_long_think_never_delays_another_tables_requests(tmp_path, monkeypatch):
    monkeypatch.setattr(aipool, "make_player", lambda game, name, seed=None: HeldPlayer(seed))
    pool = aipool.AIPool(2, executor=ThreadPoolExecutor(2))
    app = create_app(f"sqlite:///{tmp_path}/talong.sqlite", ai_delay=0, games_override={"toy": TOY}, pool=pool)
    with TestClient(app) as client:
        # table A: an AI seat is first to act, in the background (a short AI delay)
        a_party, a_seat, a_token, a_view = new_party(client, game="toy", seat=2, ai_delay=0.01)
        assert HeldPlayer.holding.wait(10)   # A's AI is thinking now, and stays so
        # table B: created, played and viewed while A's AI thinks
        b_party, b_seat, b_token, b_view = new_party(client, game="toy", seat=0)
        res = client.post(f"/api/parties/{b_party}/seats/{b_seat}/actions", headers=auth(b_token),
                          json={"version": b_view["version"],
                                "actions": [next(a for a in b_view["legal_actions"] if a.startswith("discard")),
                                            "keep"]})
        assert res.status_code == 200 and res.json()["to_move"] == b_seat   # B's AI seats acted too
        assert client.get("/api/games").status_code == 200
        a_now = client.get(f"/api/parties/{a_party}/seats/{a_seat}/view", headers=auth(a_token)).json()
        assert a_now["version"] == a_view["version"] and a_now["to_move"] == 0   # A still waits for its AI
        HeldPlayer.release.set()
    pool.close()
