"""The talong web app: API routers, the static front end, `serve`."""
from __future__ import annotations

import asyncio
import os
from contextlib import asynccontextmanager
from pathlib import Path

from fastapi import FastAPI
from fastapi.responses import FileResponse
from fastapi.staticfiles import StaticFiles

from talong.store import Store

from . import errors
from .aipool import AIPool
from .limits import BodyLimit
from .live import Hub
from .notify import bus_for, is_postgres
from .routes import advice, friends, games, i18n, live, parties, records, rules
from .security import SecurityHeaders
from .tables import TableService

WEB = Path(__file__).resolve().parent.parent / "web"
DEFAULT_AI_DELAY = 0.8  # seconds between AI actions: a human pace
SHARED_POOLS: dict[int | None, AIPool] = {}


def shared_pool(workers: int | None = None) -> AIPool:
    """One worker pool per process and size: apps made in one process (the
    tests make many) share it instead of each spawning its own workers."""
    if workers not in SHARED_POOLS:
        SHARED_POOLS[workers] = AIPool(workers)
    return SHARED_POOLS[workers]


def create_app(database_url: str | None = None, ai_delay: float = DEFAULT_AI_DELAY, games_override=None,
               pool: AIPool | None = None, idle_seconds: float = 600.0, store: Store | None = None) -> FastAPI:
    """The app on the database at `database_url` (default: $TALONG_DATABASE_URL
    or ./data/talong.sqlite). `ai_delay` is the default pause before each AI
    action; `pool` the AI workers (default: this process's shared pool);
    `store` a store already open on that database."""
    url = database_url or os.environ.get("TALONG_DATABASE_URL")
    store = store or Store(url)
    service = TableService(store, ai_delay=ai_delay, games=games_override, shared=is_postgres(url),
                           idle_seconds=idle_seconds)
    hub = Hub(service, pool or shared_pool(), bus_for(url))

    @asynccontextmanager
    async def lifespan(app: FastAPI):
        await hub.start()
        # in the background: the server answers at once; the first settled deal finds DDS loaded
        warming = asyncio.create_task(asyncio.to_thread(service.warm_up))
        yield
        await warming
        await hub.close()
        store.close()

    app = FastAPI(title="talong", version="1", lifespan=lifespan,
                  description="The talong card room's API. Every error is JSON {\"error\", \"rule\"}.")
    app.state.service, app.state.hub = service, hub
    app.add_middleware(BodyLimit)
    app.add_middleware(SecurityHeaders)
    errors.install(app)
    for module in (games, i18n, parties, friends, records, live, advice, rules):
        app.include_router(module.router)

    @app.get("/", include_in_schema=False)
    def index() -> FileResponse:
        return FileResponse(WEB / "index.html")

    app.mount("/static", StaticFiles(directory=WEB), name="static")
    return app


def app_from_env() -> FastAPI:
    """The app of one `talong serve` worker process (uvicorn's factory)."""
    return create_app(ai_delay=float(os.environ.get("TALONG_AI_DELAY", DEFAULT_AI_DELAY)))


# Server timeouts (docs/deploy.md): an idle keep-alive connection is closed
# after 5 s; at most LIMIT_CONCURRENCY connections per process, beyond that a
# 503; a graceful shutdown waits 10 s. Header and body read timeouts are the
# reverse proxy's job (nginx: client_header_timeout, client_body_timeout).
TIMEOUT_KEEP_ALIVE = 5
LIMIT_CONCURRENCY = 1000
TIMEOUT_GRACEFUL_SHUTDOWN = 10


def serve(host: str = "127.0.0.1", port: int = 8000, workers: int = 1) -> None:
    """Serve on (host, port) with `workers` processes on one database (more
    than one needs PostgreSQL, where live updates cross the processes)."""
    import uvicorn

    url = os.environ.get("TALONG_DATABASE_URL")
    if workers > 1 and not is_postgres(url):
        raise SystemExit("talong serve --workers N (N > 1) needs TALONG_DATABASE_URL=postgresql+psycopg://…: "
                         "live updates cross processes only through PostgreSQL (docs/deploy.md)")
    uvicorn.run("talong.server.app:app_from_env", factory=True, host=host, port=port, workers=workers,
                timeout_keep_alive=TIMEOUT_KEEP_ALIVE, limit_concurrency=LIMIT_CONCURRENCY,
                timeout_graceful_shutdown=TIMEOUT_GRACEFUL_SHUTDOWN, ws_max_size=64 * 1024)
