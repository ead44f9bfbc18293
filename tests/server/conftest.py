"""Fixtures of the server tests: the web tests' toy game and helpers."""
from __future__ import annotations

import sys
import warnings
from pathlib import Path

warnings.filterwarnings("ignore", message="Using `httpx` with `starlette.testclient` is deprecated")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "web"))
