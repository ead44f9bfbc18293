"""Load benchmark of the web server (issue 14): loopback only, bounded in time.

Starts `talong serve` in a subprocess on a fresh database, opens N tables,
each with one scripted human who acts about every `--pace` seconds (it
waits for its turn on the seat's WebSocket, as the browser does), and
prints the p50/p95/p99 of the human's action requests, the errors, and the
RSS of the server processes (the server and its AI workers).

Scenarios:
  club      200 tables of Vira (3 players), `basic` AI seats
  thinking  50 tables of bridge with `strong` AI seats, and GET /api/games
            timed all along while the AIs think; the AI's own time (from
            the human's action to the human's next turn) is reported apart

  restart   the start time of a server, and the first view of one table,
            on a database with 10, 100 and 1,000 stored parties (issue 14
            item 4: neither may grow with parties nobody touches)

    .venv/bin/python benchmarks/load.py club --seconds 60
    .venv/bin/python benchmarks/load.py restart
    .venv/bin/python benchmarks/load.py thinking --seconds 60
    .venv/bin/python benchmarks/load.py club --workers 2 --database postgresql+psycopg://…
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx
from websockets.asyncio.client import connect

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = {
    "club": {"tables": 200, "party": {"game": "vira", "players": 3, "ai": "basic",
                                      "length": {"unit": "deals", "value": 100}}},
    "thinking": {"tables": 50, "party": {"game": "bridge", "ai": "strong", "seat": 2,
                                         "length": {"unit": "deals", "value": 100}}, "probe": "/api/games"},
}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def rss_mb(pid: int) -> float:
    """RSS of `pid` and all its descendants (the AI workers), in MB."""
    total, todo = 0, [pid]
    while todo:
        p = todo.pop()
        try:
            status = Path(f"/proc/{p}/status").read_text()
            total += next(int(line.split()[1]) for line in status.splitlines() if line.startswith("VmRSS:"))
            for task in Path(f"/proc/{p}/task").iterdir():
                todo += [int(c) for c in (task / "children").read_text().split()]
        except (FileNotFoundError, ProcessLookupError, StopIteration):
            continue
    return total / 1024


def tree(pid: int) -> list[int]:
    """`pid` and all its descendants."""
    found, todo = [], [pid]
    while todo:
        p = todo.pop()
        found.append(p)
        try:
            for task in Path(f"/proc/{p}/task").iterdir():
                todo += [int(c) for c in (task / "children").read_text().split()]
        except (FileNotFoundError, ProcessLookupError):
            continue
    return found


def cpu_seconds(pid: int | None) -> float:
    """CPU time (user + system) used so far by `pid` and its descendants:
    what the load cost, whatever else the machine runs at the same time."""
    if pid is None:
        return 0.0
    total = 0
    for p in tree(pid):
        try:
            fields = Path(f"/proc/{p}/stat").read_text().rsplit(")", 1)[1].split()
            total += int(fields[11]) + int(fields[12])   # utime, stime
            if p == pid:   # and the children that ended (PostgreSQL's closed connections)
                total += int(fields[13]) + int(fields[14])   # cutime, cstime
        except (FileNotFoundError, ProcessLookupError, IndexError):
            continue
    return total / os.sysconf("SC_CLK_TCK")


def postmaster(url: str) -> int | None:
    """The PostgreSQL server's main process, when it runs on this machine."""
    if not url.startswith("postgres"):
        return None
    import psycopg

    from talong.server.notify import conninfo
    with psycopg.connect(conninfo(url)) as conn:
        backend = conn.execute("SELECT pg_backend_pid()").fetchone()[0]
    try:
        return int(Path(f"/proc/{backend}/stat").read_text().rsplit(")", 1)[1].split()[1])
    except (FileNotFoundError, PermissionError):
        return None


def percentiles(values: list[float]) -> str:
    if len(values) < 2:
        return f"n={len(values)}"
    cuts = statistics.quantiles(values, n=100, method="inclusive")
    return (f"n={len(values)} p50={cuts[49] * 1000:.0f} ms p95={cuts[94] * 1000:.0f} ms "
            f"p99={cuts[98] * 1000:.0f} ms max={max(values) * 1000:.0f} ms")


class Stats:
    def __init__(self) -> None:
        self.actions: list[float] = []
        self.ai_waits: list[float] = []
        self.probes: list[float] = []
        self.errors: dict[str, int] = {}
        self.rss = 0.0
        self.cpu = (0.0, 0.0)   # CPU seconds of the server (and AI workers) and of PostgreSQL while playing

    def error(self, what: str) -> None:
        self.errors[what] = self.errors.get(what, 0) + 1


async def human(base: str, ws_base: str, client: httpx.AsyncClient, party: dict, stats: Stats, pace: float,
                until: float, rng: random.Random) -> None:
    """One table's scripted human: on each pushed view where it is to act,
    wait for its pace, then act (a random legal action, or "next deal")."""
    pid, seat, token = party["party"], party["seat"], party["token"]
    url = f"{base}/api/parties/{pid}/seats/{seat}"
    headers = {"Authorization": f"Bearer {token}"}
    last_action = time.monotonic()
    acted_at = None
    async with connect(f"{ws_base}/api/parties/{pid}/seats/{seat}/ws", max_size=None) as ws:
        await ws.send(json.dumps({"type": "auth", "token": token}))
        view = party["view"]
        while time.monotonic() < until:
            mine = (view["phase"] == "play" and view["to_move"] == seat) or view["phase"] == "settlement"
            if not mine:
                try:
                    message = json.loads(await asyncio.wait_for(ws.recv(), max(0.1, until - time.monotonic())))
                except TimeoutError:
                    return
                if message.get("type") == "view" and message["version"] >= view["version"]:
                    view = message
                continue
            if acted_at is not None:
                stats.ai_waits.append(time.monotonic() - acted_at)
                acted_at = None
            await asyncio.sleep(max(0.0, last_action + pace * rng.uniform(0.75, 1.25) - time.monotonic()))
            if view["phase"] == "settlement":
                path, body = "next", {"version": view["version"]}
            else:
                path, body = "actions", {"version": view["version"], "actions": [rng.choice(view["legal_actions"])]}
            started = time.monotonic()
            res = await client.post(f"{url}/{path}", headers=headers, json=body)
            stats.actions.append(time.monotonic() - started)
            last_action = acted_at = time.monotonic()
            if res.status_code != 200:
                stats.error(f"{path} {res.status_code}")
                res = await client.get(f"{url}/view", headers=headers)
            view = res.json()
            if view["phase"] == "finished":
                return


async def probe(base: str, client: httpx.AsyncClient, path: str, stats: Stats, until: float) -> None:
    while time.monotonic() < until:
        started = time.monotonic()
        res = await client.get(f"{base}{path}")
        stats.probes.append(time.monotonic() - started)
        if res.status_code != 200:
            stats.error(f"probe {res.status_code}")
        await asyncio.sleep(0.2)


async def run(base: str, scenario: dict, tables: int, seconds: float, pace: float, server_pid: int,
              db_pid: int | None) -> Stats:
    stats = Stats()
    rng = random.Random(1)
    limits = httpx.Limits(max_connections=tables + 10, max_keepalive_connections=tables + 10)
    async with httpx.AsyncClient(limits=limits, timeout=60) as client:
        parties = []
        for n in range(tables):
            res = await client.post(f"{base}/api/parties", json={**scenario["party"], "seed": n + 1})
            if res.status_code != 201:
                raise SystemExit(f"creating table {n + 1}: {res.status_code} {res.text[:300]}")
            parties.append(res.json())
        print(f"{tables} tables created; playing for {seconds:g} s", flush=True)
        cpu_before = cpu_seconds(server_pid), cpu_seconds(db_pid)
        until = time.monotonic() + seconds
        ws_base = base.replace("http://", "ws://")
        jobs = [human(base, ws_base, client, p, stats, pace, until, random.Random(rng.random())) for p in parties]
        if scenario.get("probe"):
            jobs.append(probe(base, client, scenario["probe"], stats, until))
        rss = []

        async def sample() -> None:
            while time.monotonic() < until:
                rss.append(rss_mb(server_pid))
                await asyncio.sleep(2)
        results = await asyncio.gather(*jobs, sample(), return_exceptions=True)
        for result in results:
            if isinstance(result, BaseException):
                stats.error(f"client {type(result).__name__}: {str(result)[:80]}")
        stats.rss = max(rss) if rss else rss_mb(server_pid)
        stats.cpu = cpu_seconds(server_pid) - cpu_before[0], cpu_seconds(db_pid) - cpu_before[1]
    return stats


def start_server(url: str, port: int, workers: int, ai_delay: float, ai_workers: int, log: Path
                 ) -> tuple[subprocess.Popen, float]:
    """The server, and the seconds until it answers GET /api/games."""
    env = {**os.environ, "TALONG_DATABASE_URL": url, "TALONG_AI_DELAY": str(ai_delay),
           "TALONG_AI_WORKERS": str(ai_workers)}
    started = time.monotonic()
    server = subprocess.Popen([sys.executable, "-m", "talong", "serve", "--port", str(port), "--workers", str(workers)],
                              cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=open(log, "w"))
    deadline = started + 60
    while True:
        try:
            if httpx.get(f"http://127.0.0.1:{port}/api/games", timeout=2).status_code == 200:
                return server, time.monotonic() - started
        except httpx.TransportError:
            if time.monotonic() > deadline or server.poll() is not None:
                server.kill()
                raise SystemExit("the server did not start: " + log.read_text()[-2000:])
            time.sleep(0.05)


def restart(tmp: str) -> None:
    """Start time and first view with 10, 100 and 1,000 stored parties."""
    from talong.core.engine import make_party
    from talong.games import get_game
    from talong.store import Store

    game = get_game("vira")
    options = {"players": 3, "deals": 8}
    seats = [{"kind": "human", "ai": None}, {"kind": "ai", "ai": "basic"}, {"kind": "ai", "ai": "basic"}]
    for count in (10, 100, 1000):
        url = f"sqlite:///{tmp}/restart-{count}.sqlite"
        store = Store(url)
        for seed in range(count):
            party_id, tokens = store.create_party("vira", options, seed, seats, {"ai_delay": 0.0})
            start = make_party(game, options, seed).next_deal()
            store.start_deal(party_id, 1, start.deal_record())
        store.close()
        port = free_port()
        server, seconds = start_server(url, port, 1, 0.0, 1, Path(tmp) / "restart.log")
        try:
            began = time.monotonic()
            res = httpx.get(f"http://127.0.0.1:{port}/api/parties/{party_id}/seats/0/view",
                            headers={"Authorization": f"Bearer {tokens[0]}"}, timeout=60)
            first = time.monotonic() - began
            assert res.status_code == 200, res.text
        finally:
            server.terminate()
            server.wait(20)
        print(f"{count:5d} stored parties: start {seconds * 1000:.0f} ms, first view of a table {first * 1000:.0f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("scenario", choices=[*SCENARIOS, "restart"])
    parser.add_argument("--tables", type=int)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--pace", type=float, default=2.0, help="seconds between a human's actions")
    parser.add_argument("--ai-delay", type=float, default=0.1, help="the server's pause before an AI action")
    parser.add_argument("--ai-workers", type=int, default=2)
    parser.add_argument("--database", help="a database URL (default: a fresh SQLite file)")
    parser.add_argument("--workers", type=int, default=1, help="server processes (more than one: PostgreSQL)")
    args = parser.parse_args()
    if args.scenario == "restart":
        with tempfile.TemporaryDirectory() as tmp:
            restart(tmp)
        return
    scenario = SCENARIOS[args.scenario]
    tables = args.tables or scenario["tables"]
    with tempfile.TemporaryDirectory() as tmp:
        url = args.database or f"sqlite:///{tmp}/load.sqlite"
        port = free_port()
        server, _ = start_server(url, port, args.workers, args.ai_delay, args.ai_workers, Path(tmp) / "server.log")
        base = f"http://127.0.0.1:{port}"
        try:
            stats = asyncio.run(run(base, scenario, tables, args.seconds, args.pace, server.pid, postmaster(url)))
        finally:
            server.terminate()
            server.wait(20)
        log = (Path(tmp) / "server.log").read_text()
    print(f"scenario {args.scenario}: {tables} tables, {args.seconds:g} s, pace {args.pace:g} s, "
          f"AI delay {args.ai_delay:g} s, {args.workers} server process(es) with {args.ai_workers} AI workers each, "
          f"database {url.split(':')[0]}")
    print(f"human action request: {percentiles(stats.actions)}")
    print(f"AI's own time (human's action -> human's next turn, incl. AI delay): {percentiles(stats.ai_waits)}")
    if stats.probes:
        print(f"GET {scenario['probe']}: {percentiles(stats.probes)}")
    print(f"errors: {sum(stats.errors.values())} {stats.errors or ''}")
    print(f"server RSS (server + AI workers, max): {stats.rss:.0f} MB")
    per = 1000 / max(1, len(stats.actions))
    server_cpu, db_cpu = stats.cpu
    print(f"CPU while playing: server + AI workers {server_cpu:.1f} s ({server_cpu * per:.1f} ms per human action)"
          + (f", PostgreSQL {db_cpu:.1f} s ({db_cpu * per:.1f} ms per human action)" if url.startswith("postgres")
             else ""))
    print(f"load average at the end: {' '.join(f'{x:.1f}' for x in os.getloadavg())} "
          f"(the machine's other work shares the {os.cpu_count()} cores)")
    print(f"server log: {log.count('Traceback')} tracebacks, {log.count('ERROR')} ERROR lines")


if __name__ == "__main__":
    main()
