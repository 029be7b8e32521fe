# Every target creates .venv on first use and installs the pinned dependencies into it.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-dev
GAME ?= morris
ARGS ?=
# pytest keeps the test modules it rewrote, and Python the modules it compiled, in __pycache__
# (seconds of every run, and of every worker or bot process a test starts), also where the
# environment turns bytecode caches off.
PYTEST := env -u PYTHONDONTWRITEBYTECODE $(BIN)/pytest

.PHONY: run play test test-fast lint bench lock clean tables compiled puzzles tiles

$(STAMP): requirements-dev.lock
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet -r requirements-dev.lock
	touch $(STAMP)

# Without a token the bot prints how to get one and exits 78 (not configured): that guide is
# the whole answer to `make run`, so make ends there and succeeds; other failures fail make.
run: $(STAMP) ## start the Discord bot (settings from .env), compiling the engine where possible
	@$(BIN)/python -m bot --check; code=$$?; [ $$code -eq 78 ] && exit 0; [ $$code -eq 0 ] || exit $$code; \
	$(BIN)/python -m games.ai.compile --if-needed && { $(BIN)/python -m bot || test $$? -eq 78; }

play: $(STAMP) ## play in the terminal: make play GAME=notakto ARGS="--boards 2"
	@$(BIN)/python -m games.ai.compile --if-needed
	$(BIN)/python -m bot play $(GAME) $(ARGS)

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy
	$(BIN)/hadolint Dockerfile

# A module's tests on one pytest-xdist worker (they share its fixtures), the heaviest modules
# first (tests/conftest.py orders them; xdist's own order is by test count).
SPREAD := --dist loadfile --no-loadscope-reorder
# The whole suite takes one worker more than the cores: its end-to-end tests mostly wait (for
# Discord's rate limits, the bot's answers), and the extra worker's CPU tests fill that time.
WORKERS_ALL = $(shell $(BIN)/python -c "import os; print((os.cpu_count() or 1) + 1)")

# The ten slowest tests are listed at the end: where the next minute of a run would come from.
test: lint ## ruff, mypy and the whole pytest suite
	$(PYTEST) -n $(WORKERS_ALL) $(SPREAD) --durations=10

# As test, without the slow tier, on one worker per core, spread test by test (its modules'
# shared fixtures are cheap, and whole modules left the last one alone for seconds); property
# tests try a tenth of their examples (the Hypothesis profile fast, tests/tiers.py).
test-fast: $(STAMP) ## the tests not marked slow, stopping at the first failure (the edit loop)
	$(PYTEST) -m "not slow" -x -n auto --dist load --hypothesis-profile=fast

bench: $(STAMP) ## benchmarks that print figures
	$(BIN)/python -m bench.perft morris
	$(BIN)/python -m bench.perft breakthrough
	$(BIN)/python -m bench.ai_strength morris --a hard --b medium --games 10 --budget 0.5
	$(BIN)/python -m bench.service_throughput
	$(BIN)/python -m bench.e2e_latency

tables: $(STAMP) ## build the Morris endgame tables and the Six Men's Morris solution into $$MORRISBOT_TABLES (default data/tables)
	$(BIN)/python -m games.ai.maketables --rule flying --rule sliding --six

puzzles: $(STAMP) ## regenerate the shipped Morris puzzles (games/data/puzzles.json) from the tables
	$(BIN)/python -m games.ai.maketables --rule flying
	$(BIN)/python -m games.ai.puzzles

tiles: $(STAMP) ## redraw the board tiles (bot/discord/tiles/*.png, the app's emoji) from renderer/tiles.py
	$(BIN)/python -m devtools.tiles

compiled: $(STAMP) ## optional: compile the Morris engine (mypyc and its C search; needs a C compiler), ~60x faster
	$(BIN)/python -m games.ai.compile

lock: $(STAMP) ## re-resolve the pinned versions from pyproject.toml
	$(BIN)/python -m pip install --quiet pip-tools
	$(BIN)/pip-compile --quiet --strip-extras --no-emit-index-url --no-emit-find-links --allow-unsafe -o requirements.lock pyproject.toml
	$(BIN)/pip-compile --quiet --extra dev --strip-extras --no-emit-index-url --no-emit-find-links --allow-unsafe -o requirements-dev.lock pyproject.toml

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache .hypothesis build
	rm -f games/*.so games/ai/*.so *__mypyc.*.so games/compiled.sha256
