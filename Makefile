# Rulebook Express -- build, install and test entry points.
#
#   make lab     set everything up and open JupyterLab
#   make test    set everything up and run the quick test suite
#
# Needs only python3 (with venv + pip) and make; Debian packages are installed
# when we are root or have passwordless sudo, and named otherwise.

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
EXTRAS ?= lab,test,explore,scale,classroom,book,research
# Extras put into the lock (a superset of EXTRAS, so constraints cover them).
LOCK_EXTRAS ?= lab,test,explore,scale,classroom,book,es,lite,mutation,research
CONSTRAINTS := constraints.txt

# Quick profile by default; `make test-full` switches it off.
RULEBOOK_QUICK ?= 1
export RULEBOOK_QUICK
PYTEST_ARGS ?=

export DEBIAN_FRONTEND := noninteractive
export PIP_DISABLE_PIP_VERSION_CHECK := 1

# Locale catalogues, if any exist yet.
PO_FILES := $(wildcard rulebook/locale/*/LC_MESSAGES/*.po)


.PHONY: lite-if-possible
.PHONY: lint
.PHONY: sysdeps-redis
.PHONY: help venv install sysdeps sysdeps-graphviz sysdeps-chromium i18n i18n-extract i18n-update \
        lab test test-full wheel bench ladder bench-instr sysdeps-valgrind lock clean app lite test-lite sysdeps-node mutation book class

help:
	@echo "make lab        - set up .venv and open JupyterLab on notebooks/index.ipynb"
	@echo "make test       - set up .venv and run the quick test suite"
	@echo "make test-full  - full test suite (slow tests too, RULEBOOK_QUICK=0)"
	@echo "make lint       - ruff and the import-linter layer contracts (pyproject.toml); part of make test"
	@echo "make bench      - run benchmarks/run_all.py (every figure of issue 19 beside its target)"
	@echo "make ladder     - the bot ladder: project bots against OpenSpiel's MCTS and ISMCTS at equal time (LADDER_ARGS=...)"
	@echo "make bench-instr - instructions per decision of each engine (callgrind; GAMES=\"horror\" for one)"
	@echo "make mutation   - mutation testing, every mutant of every rules module, cached by source hash (hours; MODULE=<game>/<module>, GAME=<game>, SAMPLE=25 for a quick look)"
	@echo "make class      - class tables: rulebook serve (CLASS_ARGS=\"--host 0.0.0.0 --insecure-lan\", or with --certfile/--keyfile, to serve the room)"
	@echo "make app        - serve a notebook as an app with Voila (NOTEBOOK=..., default the First Class play app)"
	@echo "make lite       - build the offline JupyterLite site in dist/lite (tools/build_lite.py)"
	@echo "make test-lite  - build dist/lite and run its browser test"
	@echo "make wheel      - build the wheel in dist/ (lessons and Graphviz for the browser inside; hatch_build.py)"
	@echo "make book       - build the book of every notebook, executed, in dist/book (tools/build_book.py)"
	@echo "make venv       - create/update .venv only"
	@echo "make sysdeps    - install Debian packages: graphviz, chromium"
	@echo "make i18n       - compile gettext catalogues (.po -> .mo)"
	@echo "make i18n-extract - regenerate rulebook/locale/rulebook.pot from the code"
	@echo "make i18n-update  - i18n-extract, then merge the .pot into every language's .po"
	@echo "make lock       - regenerate constraints.txt"
	@echo "make clean      - remove .venv and caches"

# ---------------------------------------------------------------------------
# Python environment
# ---------------------------------------------------------------------------

venv install: $(STAMP)

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

# Re-runs only when pyproject.toml, constraints.txt or this Makefile (EXTRAS) is newer than the stamp.
$(STAMP): pyproject.toml $(CONSTRAINTS) Makefile $(wildcard share/jupyter/voila/templates/rulebook/*) | $(BIN)/python
	$(BIN)/python -m pip install --upgrade pip -c $(CONSTRAINTS)
	$(BIN)/python -m pip install -e ".[$(EXTRAS)]" -c $(CONSTRAINTS)
	@# the Lite builder lives in .venv-lite; an older .venv may still carry its lab extension
	@if $(BIN)/python -m pip show -q jupyterlite-pyodide-kernel >/dev/null 2>&1; then \
	  $(BIN)/python -m pip uninstall -y -q jupyterlite-pyodide-kernel jupyterlite-core; fi
	touch $@

# ---------------------------------------------------------------------------
# Debian packages
# ---------------------------------------------------------------------------

# $(call apt_ensure,<check command>,<debian package>)
# Instant when the check passes.  Otherwise installs with apt-get as root or
# with passwordless sudo (running `apt-get update` only when the package has
# no candidate or the first install attempt fails); else prints what to do.
define apt_ensure
	@if $(1) >/dev/null 2>&1; then exit 0; fi; \
	if [ "$$(id -u)" = 0 ]; then SUDO=""; \
	elif command -v sudo >/dev/null 2>&1 && sudo -n true >/dev/null 2>&1; then SUDO="sudo -n"; \
	else echo ">>> Missing Debian package '$(2)': please run 'sudo apt-get install $(2)' (continuing without it)"; exit 0; fi; \
	APT="$$SUDO env DEBIAN_FRONTEND=noninteractive apt-get"; \
	if ! apt-cache policy $(2) 2>/dev/null | grep 'Candidate: [0-9]' >/dev/null; then \
	  echo ">>> apt-get update"; $$APT update -qq; fi; \
	echo ">>> apt-get install $(2)"; \
	if ! $$APT install -y -qq --no-install-recommends $(2); then \
	  echo ">>> install failed; refreshing package lists and retrying"; \
	  $$APT update -qq && $$APT install -y -qq --no-install-recommends $(2); fi
endef

sysdeps: sysdeps-graphviz sysdeps-chromium sysdeps-node sysdeps-redis

sysdeps-graphviz:
	$(call apt_ensure,command -v dot,graphviz)

sysdeps-chromium:
	$(call apt_ensure,test -x /usr/bin/chromium,chromium)

# npm fetches Pyodide and @viz-js/viz from the npm registry for `make lite`.
# Redis: the class tables' shared store for schools running several server processes (its test starts one).
sysdeps-redis:
	$(call apt_ensure,command -v redis-server,redis-server)

sysdeps-node:
	$(call apt_ensure,command -v npm,npm)

# valgrind: callgrind counts the engines' instructions per decision (make bench-instr; not needed by the tests).
sysdeps-valgrind:
	$(call apt_ensure,command -v valgrind,valgrind)

# ---------------------------------------------------------------------------
# Translations
# ---------------------------------------------------------------------------

i18n: $(STAMP)
ifneq ($(strip $(PO_FILES)),)
	$(BIN)/pybabel compile -d rulebook/locale -D rulebook
else
	@echo ">>> i18n: no .po catalogues yet, nothing to compile"
endif

# Message template: every N_("...") / _("...") under rulebook/ and widgets/
# (babel.cfg maps rulebook/, widgets/ and class_tables/; run from the project root).
POT := rulebook/locale/rulebook.pot
PROJECT_VERSION := $(shell sed -n 's/^version = "\(.*\)"/\1/p' pyproject.toml)

i18n-extract: $(STAMP)
	mkdir -p $(dir $(POT))
	$(BIN)/pybabel extract -F babel.cfg -k N_ -o $(POT) --no-location --sort-output \
	  --project rulebook-express --version $(PROJECT_VERSION) \
	  --copyright-holder "the Rulebook Express authors" .

# Ids that disappear from the code go into rulebook/locale/retired_ids.json (old saves may still carry them).
# Regenerate the template, then carry new/changed ids into every <lang>/LC_MESSAGES/rulebook.po
# (new ids come in empty -- no fuzzy guesses -- translate them, then `make i18n`;
# tests/test_i18n_es.py lists what Spanish still lacks).
i18n-update: i18n-extract
	$(BIN)/pybabel update -i $(POT) -d rulebook/locale -D rulebook --ignore-obsolete --no-fuzzy-matching

# ---------------------------------------------------------------------------
# Day-to-day targets
# ---------------------------------------------------------------------------

LAB_TARGET := $(if $(wildcard notebooks/index.ipynb),notebooks/index.ipynb,notebooks)
LAB_ROOT   := $(if $(filter 0,$(shell id -u)),--allow-root,)
# No screen (SSH, container): don't try to open a browser, just print the URL.
LAB_BROWSER := $(if $(DISPLAY)$(WAYLAND_DISPLAY),,--no-browser)

lab: $(STAMP) sysdeps-graphviz i18n
	$(BIN)/jupyter lab $(LAB_TARGET) --ip=127.0.0.1 $(LAB_ROOT) $(LAB_BROWSER)

# pytest exit code 5 ("no tests collected") is an error on purpose.
test: $(STAMP) sysdeps i18n lite-if-possible lint
	$(BIN)/python -m pytest -q -m "not slow" $(PYTEST_ARGS)

# ruff with the rules chosen in pyproject.toml ([tool.ruff]), the notebooks' code included, then the layer
# contracts ([tool.importlinter]); `make test` runs both first.
lint: $(STAMP)
	$(BIN)/ruff check rulebook widgets class_tables rulebook_lessons hatch_build.py tests tools benchmarks notebooks book
	$(BIN)/lint-imports

# The Lite site needs the npm and PyPI registries; if they cannot be reached the
# suite still runs and the Lite browser test is skipped with its reason.
lite-if-possible:
	@$(MAKE) --no-print-directory lite || echo ">>> the JupyterLite build failed; tests/browser/test_lite.py will be skipped"

test-full: RULEBOOK_QUICK = 0
test-full: $(STAMP) sysdeps i18n lite
	$(BIN)/python -m pytest -q -m "slow or not slow" $(PYTEST_ARGS)

# Mutation testing (mutmut, the `mutation` extra, plus statement deletion): every mutant of every rules module
# against its section's tests, or MODULE=<game>/<module> for one, GAME=<game> for one game, SAMPLE=N mutants a
# module for a quick look; results cached by source hash in docs/mutation/results, the table in
# docs/mutation/summary.md (tools/mutation.py, docs/MUTATION.md).
MODULE ?=
GAME ?=
SAMPLE ?=
MUTATION_ARGS ?=
MUTATION_STAMP := $(VENV)/.mutation-installed

$(MUTATION_STAMP): $(STAMP) pyproject.toml $(CONSTRAINTS)
	$(BIN)/python -m pip install -e ".[$(EXTRAS),mutation]" -c $(CONSTRAINTS)
	touch $@

mutation: $(MUTATION_STAMP) i18n
	PATH="$(abspath $(BIN)):$$PATH" $(BIN)/python tools/mutation.py $(if $(MODULE),--module $(MODULE)) $(if $(GAME),--game $(GAME)) $(if $(SAMPLE),--sample $(SAMPLE)) $(MUTATION_ARGS)

bench: $(STAMP) i18n
	@if [ -f benchmarks/run_all.py ]; then \
	  echo "$(BIN)/python benchmarks/run_all.py"; $(BIN)/python benchmarks/run_all.py; \
	else echo ">>> bench: benchmarks/run_all.py does not exist yet"; fi

# The bot ladder (issue 36): round robin of the project's bots and OpenSpiel's searchers at equal time per decision,
# Bradley-Terry ratings with bootstrap intervals (benchmarks/ladder.py; notebooks/explore/bot_ladder.ipynb reads the JSON).
LADDER_ARGS ?= --time 0.05 --games 10 --json benchmarks/results/ladder_first_class.json
ladder: $(STAMP) i18n
	nice $(BIN)/python benchmarks/ladder.py $(LADDER_ARGS)

# Deterministic engine speed: callgrind's instructions per decision over fixed seeded playouts.
GAMES ?=
bench-instr: $(STAMP) i18n sysdeps-valgrind
	$(BIN)/python benchmarks/instr_per_decision.py $(GAMES)

# ---------------------------------------------------------------------------
# Classroom: Voila apps and the offline JupyterLite site
# ---------------------------------------------------------------------------

NOTEBOOK ?= notebooks/app/first_class_play.ipynb
APP_PORT ?= 8866

CLASS_ARGS ?=
class: $(STAMP) i18n
	$(BIN)/rulebook serve $(CLASS_ARGS)

app: $(STAMP) sysdeps-graphviz i18n
	$(BIN)/voila "$(NOTEBOOK)" --template=rulebook --Voila.ip=127.0.0.1 --port=$(APP_PORT) $(LAB_BROWSER)

# Rebuilt only when a notebook, the code, the build script or the pins change
# (about 20 s from scratch, downloads cached under build/lite/).
LITE_STAMP   := dist/lite/BUILD-INFO.json
LITE_SOURCES := $(shell find notebooks rulebook widgets class_tables -type f ! -path '*/__pycache__/*' \
                  ! -path '*/.ipynb_checkpoints/*' ! -name '*.pyc' ! -name '*.mo' 2>/dev/null) \
                tools/build_lite.py tools/lite_pycompile.mjs tools/lite_snapshot.mjs tools/lite_boot.mjs tools/lite_snapshot_check.mjs \
                pyproject.toml $(CONSTRAINTS)

lite: $(LITE_STAMP)

# The builder runs in its own environment (the `lite` extra's packages only, same pins), so the
# Pyodide kernel's lab extension never lands in .venv where JupyterLab and Voila run.
LITE_VENV  := .venv-lite
LITE_PKGS  := $(shell sed -n '/^lite = \[/,/^\]/s/^ *"\([^"]*\)".*/\1/p' pyproject.toml)

$(LITE_VENV)/.installed: pyproject.toml $(CONSTRAINTS) Makefile
	$(PYTHON) -m venv $(LITE_VENV)
	$(LITE_VENV)/bin/python -m pip install -q --upgrade pip -c $(CONSTRAINTS)
	$(LITE_VENV)/bin/python -m pip install -q $(LITE_PKGS) -c $(CONSTRAINTS)
	touch $@

$(LITE_STAMP): $(STAMP) $(LITE_VENV)/.installed $(LITE_SOURCES) | sysdeps-node i18n
	$(LITE_VENV)/bin/python tools/build_lite.py

# The wheel people install with pip (`pip install 'dist/rulebook_express-*.whl[lab]'`, then `rulebook lab`): the
# lessons and @viz-js/viz inside (hatch_build.py fetches it once from the npm registry); the catalogues compiled.
wheel: $(STAMP)
	$(BIN)/python -m pip wheel --no-deps -w dist .

# The book: a static site of every notebook with its outputs (dist/book, beside dist/lite). Notebooks that
# tests/test_notebooks.py already ran (kept in build/executed/) are reused; the others run now. `make test` needs
# no `book` prerequisite: tests/browser/test_book_browser.py runs last and brings the book up to date itself.
book: $(STAMP) sysdeps-graphviz i18n
	$(BIN)/python tools/build_book.py

test-lite: $(LITE_STAMP) sysdeps-chromium
	$(BIN)/python -m pytest -q -m "browser" tests/browser/test_lite.py tests/browser/test_lite_code.py $(PYTEST_ARGS)

# ---------------------------------------------------------------------------
# Lock file
# ---------------------------------------------------------------------------

# Resolves the newest versions into a throwaway venv and freezes them.
# Ignores the current constraints.txt on purpose (that is what gets updated).
lock:
	@tmp=$$(mktemp -d); trap 'rm -rf "$$tmp"' EXIT; \
	set -x; \
	$(PYTHON) -m venv "$$tmp/venv"; \
	"$$tmp/venv/bin/python" -m pip install -q --upgrade pip; \
	"$$tmp/venv/bin/python" -m pip install -q -e ".[$(LOCK_EXTRAS)]"; \
	{ echo "# constraints.txt -- pinned versions for every install of rulebook-express."; \
	  echo "# Used as: pip install -e \".[lab,test,explore]\" -c constraints.txt  (see Makefile)"; \
	  echo "# Covers extras: $(LOCK_EXTRAS); $$($(PYTHON) --version) on $$(uname -s)/$$(uname -m)."; \
	  echo "# Regenerate with:  make lock   (fresh venv, newest versions, pip freeze)."; \
	  echo "# Do not edit by hand."; \
	  "$$tmp/venv/bin/python" -m pip freeze --all --exclude-editable; \
	} > $(CONSTRAINTS).new; \
	mv $(CONSTRAINTS).new $(CONSTRAINTS)
	@echo ">>> wrote $(CONSTRAINTS) ($$(grep -vc '^#' $(CONSTRAINTS)) pins)"

clean:
	rm -rf $(VENV) $(LITE_VENV) .pytest_cache .hypothesis build/executed build/book build/book-src build/book-doctrees
	find . -name __pycache__ -type d -prune -exec rm -rf {} +
