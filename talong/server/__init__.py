"""The web server: FastAPI app (app.py), table service (tables.py), live updates (live.py)."""
