"""The talong web app: API routers, the static front end, `serve`."""
from __future__ import annotations

from contextlib import asynccontextmanager
from pathlib import Path

from fastapi import FastAPI
from fastapi.responses import FileResponse
from fastapi.staticfiles import StaticFiles

from talong.store import Store

from . import errors
from .live import Hub
from .routes import games, live, parties, records
from .tables import TableService

WEB = Path(__file__).resolve().parent.parent / "web"
DEFAULT_AI_DELAY = 0.8  # seconds between AI actions: a human pace


def create_app(database_url: str | None = None, ai_delay: float = DEFAULT_AI_DELAY, games_override=None) -> FastAPI:
    """The app on the database at `database_url` (default: $TALONG_DATABASE_URL
    or ./data/talong.sqlite). `ai_delay` is the default pause before each AI action."""
    store = Store(database_url)

    @asynccontextmanager
    async def lifespan(app: FastAPI):
        yield
        await app.state.hub.close()
        store.close()

    app = FastAPI(title="talong", lifespan=lifespan)
    app.state.service = TableService(store, ai_delay=ai_delay, games=games_override)
    app.state.hub = Hub()
    errors.install(app)
    for module in (games, parties, records, live):
        app.include_router(module.router)

    @app.get("/", include_in_schema=False)
    def index() -> FileResponse:
        return FileResponse(WEB / "index.html")

    app.mount("/static", StaticFiles(directory=WEB), name="static")
    return app


def serve(host: str = "127.0.0.1", port: int = 8000) -> None:
    import uvicorn
    uvicorn.run(create_app(), host=host, port=port)
