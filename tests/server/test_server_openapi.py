"""/openapi.json is the contract (issue 8 item 10): schemathesis sends
generated requests, valid and invalid, to every operation, with a bounded
number of examples, and checks every answer against the schema: no server
error, only documented status codes, bodies and content types as declared,
invalid data refused.

A schema-valid request may still be refused by the rules (an action the
engine does not allow is 400, a party that does not exist 404, a token
that does not open the seat 403, a stale version 409): those statuses are
documented on every operation and expected for valid data."""
from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from schemathesis.config import SchemathesisConfig
from schemathesis.generation import GenerationMode

from talong.server.app import create_app

ROOT = Path(__file__).resolve().parents[2]
CONFIG = SchemathesisConfig.from_dict({
    "checks": {"positive_data_acceptance": {"expected-statuses": ["2xx", "400", "403", "404", "409"]}},
})


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    """A real server (uvicorn in a subprocess) on a fresh SQLite file."""
    port = free_port()
    env = {**os.environ, "TALONG_DATABASE_URL": f"sqlite:///{tmp_path_factory.mktemp('openapi')}/talong.sqlite",
           "TALONG_AI_DELAY": "0", "TALONG_AI_WORKERS": "1"}
    proc = subprocess.Popen([sys.executable, "-m", "talong", "serve", "--port", str(port)], cwd=ROOT, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 30
    while True:
        try:
            if httpx.get(f"{base}/api/games", timeout=1).status_code == 200:
                break
        except httpx.TransportError:
            assert time.monotonic() < deadline, proc.stderr.read().decode()[-2000:]
            time.sleep(0.2)
    yield base
    proc.terminate()
    proc.wait(10)
    errors = proc.stderr.read().decode()
    assert "Traceback" not in errors, errors[-3000:]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def api_schema(server):
    return schemathesis.openapi.from_url(f"{server}/openapi.json", config=CONFIG)


def operations():
    """(method, path, mode) of every operation; invalid requests only where
    there is something to get wrong (parameters or a body)."""
    spec = create_app("sqlite:///:memory:").openapi()
    return [(method.upper(), path, mode) for path, item in spec["paths"].items() for method, op in item.items()
            for mode in (GenerationMode.POSITIVE, GenerationMode.NEGATIVE)
            if mode == GenerationMode.POSITIVE or op.get("parameters") or op.get("requestBody")]


@pytest.mark.parametrize("method,path,mode", operations())
def test_every_operation_keeps_to_its_openapi_contract(server, api_schema, method, path, mode):
    operation = api_schema[path][method]

    @given(case=operation.as_strategy(mode))
    @settings(max_examples=25, deadline=None, database=None, suppress_health_check=list(HealthCheck))
    def check(case):
        case.call_and_validate(base_url=server)
    check()


def test_every_route_documents_its_answers_and_errors():
    """Every operation has a response model (no bare object) and documents
    its error statuses with the {"error", "rule"} body."""
    spec = create_app("sqlite:///:memory:").openapi()
    for path, item in spec["paths"].items():
        for method, op in item.items():
            codes = set(op["responses"])
            assert {"413", "422"} <= codes, (method, path, codes)
            ok = next(c for c in codes if c.startswith("2"))
            answers = op["responses"][ok]["content"]   # JSON, a rules page's HTML, or a game's text export
            content = (answers.get("application/json") or answers.get("text/html") or answers["text/plain"])["schema"]
            assert content != {} and (content.get("$ref") or content.get("items") or content.get("type")), \
                (method, path)
            for code in codes - {ok}:
                ref = op["responses"][code]["content"]["application/json"]["schema"]["$ref"]
                assert ref.endswith("/ErrorBody"), (method, path, code)
    view = spec["components"]["schemas"]["SeatPayload"]
    assert {"version", "view", "legal_actions", "phase"} <= set(view["properties"])
