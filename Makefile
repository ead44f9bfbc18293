# `make run` and `make test` work on a fresh machine: they create .venv,
# install the pinned packages, and (for tests) Debian's chromium.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: run test test-fast lint bench browser screenshots clean

$(STAMP): requirements.txt pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -r requirements.txt
	$(PY) -m pip install --quiet --no-deps -e .
	touch $(STAMP)

# Browser tests use Debian's chromium (Playwright may not download its own).
browser:
	@command -v chromium >/dev/null 2>&1 || { \
	  echo "installing Debian's chromium for the browser tests"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium; }

run: $(STAMP)
	$(PY) -m talong serve

test: $(STAMP) browser lint
	$(PY) -m pytest -n 2 -q

# ruff (lint) and mypy (types), configured in pyproject.toml; `make test` runs them first.
lint: $(STAMP)
	$(PY) -m ruff check talong tests
	$(PY) -m mypy

# Everything but the browser tests, for a quick loop.
test-fast: $(STAMP)
	$(PY) -m pytest -n 2 -q -m "not browser"

# Refresh the committed screenshots (make test writes its own to build/screenshots).
screenshots: $(STAMP) browser
	TALONG_SCREENSHOTS=docs/screenshots $(PY) -m pytest -n 2 -q -m browser

bench: $(STAMP)
	@for script in benchmarks/*.py; do echo "== $$script"; $(PY) $$script; done

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis .mypy_cache .ruff_cache
