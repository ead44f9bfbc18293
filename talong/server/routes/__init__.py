"""Routers per concern: games (lobby), parties (play), records (finished parties), live (WebSocket)."""
