"""The shape of the package: imports point down DESIGN's layer table, the facade is composed,
modules stay small, and every table of scoped data is registered for erasure and export."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

import pytest

import episodic
from episodic import Memory, TestEmbedder
from episodic.entries import Entries
from episodic.jobs import Jobs
from episodic.stores import Store, open_store
from episodic.stores.migrations import Step, migrate
from episodic.stores.registry import SCOPED_TABLES, scoped_tables
from tests.conftest import NOW

PACKAGE = Path(episodic.__file__).parent

# DESIGN's layer table, lowest first. A module may import its own layer and the ones below.
LAYERS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (
        "model",
        (
            "episodic.models",
            "episodic.errors",
            "episodic.config",
            "episodic.tokens",
            "episodic.threads",
            "episodic.telemetry",
        ),
    ),
    # The two floors every tier and both backends stand on: finding, and showing a model.
    ("floors", ("episodic.retrieval", "episodic.prompting")),
    ("storage", ("episodic.stores",)),
    ("providers", ("episodic.embedders", "episodic.llms", "episodic.vendors")),
    ("runtime", ("episodic.runtime",)),
    ("work", ("episodic.jobs",)),
    ("governance", ("episodic.governance",)),
    (
        "tiers",
        (
            "episodic.entries",
            "episodic.messages",
            "episodic.profile",
            "episodic.sessions",
            "episodic.observations",
            "episodic.plans",
            "episodic.episodes",
        ),
    ),
    ("assembly", ("episodic.context", "episodic.tools", "episodic.turns", "episodic.imports")),
    ("facade", ("episodic.memory", "episodic.aio", "episodic")),
    (
        "surfaces",
        (
            "episodic.cli",
            "episodic.demo",
            "episodic.server",
            "episodic.evals",
            "episodic.integrations",
        ),
    ),
)
SURFACES = len(LAYERS) - 1


def layer_of(module: str) -> int:
    """The layer of a module: the longest matching prefix in the table wins."""
    best, length = -1, -1
    for number, (_, prefixes) in enumerate(LAYERS):
        for prefix in prefixes:
            # The package root is the public API: it covers itself, not its submodules.
            below = prefix != "episodic" and module.startswith(prefix + ".")
            matches = module == prefix or below
            if matches and len(prefix) > length:
                best, length = number, len(prefix)
    if best < 0:
        raise AssertionError(f"{module} is in no layer; add it to DESIGN's table and to LAYERS")
    return best


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports_of(source: str) -> list[str]:
    """Every ``episodic`` module a source file imports (anywhere in it, at any depth)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [alias.name for alias in node.names if alias.name.split(".")[0] == "episodic"]
        elif isinstance(node, ast.ImportFrom):
            assert node.level == 0, "relative imports hide the layer they reach"
            if node.module and node.module.split(".")[0] == "episodic":
                # ``from episodic.retrieval import ranking`` reaches a module, not the public API.
                for alias in node.names:
                    name = f"{node.module}.{alias.name}"
                    found.append(name if _is_module(name) else node.module)
    return found


def _is_module(name: str) -> bool:
    path = PACKAGE.parent.joinpath(*name.split("."))
    return path.with_suffix(".py").exists() or (path / "__init__.py").exists()


def violations(module: str, source: str) -> list[str]:
    """The imports of ``module`` that point up the table (or, from a surface, past the API)."""
    own = layer_of(module)
    wrong = []
    for target in imports_of(source):
        theirs = layer_of(target)
        if own == SURFACES:
            if theirs != SURFACES and target != "episodic":
                wrong.append(f"{module} -> {target} (surfaces use the public API only)")
        elif theirs > own:
            wrong.append(f"{module} ({LAYERS[own][0]}) -> {target} ({LAYERS[theirs][0]})")
    return wrong


def test_no_import_points_up_the_layer_table() -> None:
    wrong = []
    for path in sorted(PACKAGE.rglob("*.py")):
        wrong += violations(module_name(path), path.read_text())
    assert wrong == []


def test_the_import_check_catches_an_upward_import() -> None:
    assert violations("episodic.retrieval.ranking", "from episodic.stores import entries") == [
        "episodic.retrieval.ranking (floors) -> episodic.stores.entries (storage)"
    ]
    assert violations("episodic.tokens", "import episodic.config\nimport episodic.memory") == [
        "episodic.tokens (model) -> episodic.memory (facade)"
    ]
    assert violations("episodic.cli", "def f():\n    from episodic.memory import Memory") == [
        "episodic.cli -> episodic.memory (surfaces use the public API only)"
    ]
    assert violations(
        "episodic.models.scope",
        "from episodic.retrieval import ranking\nfrom episodic import Memory",
    ) == [
        "episodic.models.scope (model) -> episodic.retrieval.ranking (floors)",
        "episodic.models.scope (model) -> episodic (facade)",
    ]
    assert violations("episodic.cli", "from episodic import Memory, Scope") == []
    with pytest.raises(AssertionError, match="in no layer"):
        layer_of("episodic.unplaced")


def test_modules_stay_small_and_the_facade_smaller() -> None:
    sizes = {module_name(p): len(p.read_text().splitlines()) for p in PACKAGE.rglob("*.py")}
    assert sizes["episodic.memory"] < 350
    assert {name: lines for name, lines in sizes.items() if lines > 600} == {}


def test_the_facade_is_composed_not_inherited(tmp_path: Path) -> None:
    for service in (Memory, Entries, Jobs):
        assert service.__bases__ == (object,), service
    with Memory.open(tmp_path / "m.db", embedder=TestEmbedder(), worker=False) as memory:
        assert isinstance(memory.entries, Entries) and isinstance(memory.jobs, Jobs)
        # The store is the runtime's, not the facade's; benchmarks use the internals.
        assert not hasattr(memory, "store") and not hasattr(memory, "search_with_vector")
    public = {name for name, _ in inspect.getmembers(Memory) if not name.startswith("_")}
    assert {"before_turn", "after_turn", "recall", "remember", "remember_many"} <= public
    assert {"timeline", "tools", "open", "close"} <= public


@pytest.mark.parametrize("backend_name", ["sqlite", "postgres"])
def test_every_table_with_scoped_rows_is_registered(
    backend_name: str, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    if backend_name == "sqlite":
        store = open_store(tmp_path / "registry.db")
        sql = (
            "SELECT m.name FROM sqlite_master AS m, pragma_table_info(m.name) AS c "
            "WHERE m.type = 'table' AND c.name = 'tenant_id'"
        )
    else:
        store = open_store(request.getfixturevalue("postgres_url"))
        sql = (
            "SELECT table_name FROM information_schema.columns WHERE column_name = 'tenant_id' "
            "AND table_schema = current_schema()"
        )
    try:
        with store.read() as tx:
            tables = {str(row[0]) for row in tx.all(sql)}
    finally:
        store.close()
    assert tables == set(scoped_tables(backend_name))
    assert len({table.name for table in SCOPED_TABLES}) == len(SCOPED_TABLES)


def test_a_new_tier_adds_a_table_and_its_rows_without_touching_a_backend(
    db_path: Path | str,
) -> None:
    # One migration step (a script per backend) and portable SQL over the transaction: no
    # backend class is involved.
    notes = Step(
        1001,
        "a tier of notes",
        {
            "sqlite": "CREATE TABLE notes (tenant_id TEXT NOT NULL, user_id TEXT NOT NULL, "
            "body TEXT NOT NULL, meta TEXT NOT NULL, at TEXT NOT NULL)",
            "postgres": "CREATE TABLE notes (tenant_id text NOT NULL, user_id text NOT NULL, "
            "body text NOT NULL, meta jsonb NOT NULL, at timestamptz NOT NULL)",
        },
    )
    store = open_store(db_path)
    try:
        with store.write() as tx:
            assert migrate(tx, (notes,)) == [1001]
            tx.execute_many(
                "INSERT INTO notes VALUES (?, ?, ?, ?, ?)",
                [
                    ("acme", user, body, tx.dialect.json({"n": n}), tx.dialect.time(NOW))
                    for n, (user, body) in enumerate([("u-1", "mine"), ("u-2", "theirs 100%")])
                ],
            )
        with store.write() as tx:
            assert migrate(tx, (notes,)) == []  # recorded: applied once
        with store.read() as tx:
            rows = tx.all(
                "SELECT body, meta, at FROM notes WHERE tenant_id = ? AND user_id = ?",
                ("acme", "u-2"),
            )
        [(body, meta, at)] = rows
        assert (body, tx.dialect.read_json(meta), tx.dialect.read_time(at)) == (
            "theirs 100%",
            {"n": 1},
            NOW,
        )
    finally:
        store.close()


def test_the_architecture_page_names_every_folder_and_layer() -> None:
    page = (PACKAGE.parents[1] / "docs" / "architecture.md").read_text(encoding="utf-8")
    folders = sorted(
        f"{path.name}/"
        for path in PACKAGE.iterdir()
        if path.is_dir() and (path / "__init__.py").exists()
    )
    modules = sorted(path.name for path in PACKAGE.glob("*.py") if path.name != "__init__.py")
    missing = [name for name in folders + modules if name not in page]
    assert missing == [], "docs/architecture.md does not say what these are"
    drawn = [line.split()[0] for line in page.split("```")[1].strip().splitlines()]
    layers = [name for name, _ in LAYERS]
    assert [name for name in reversed(drawn) if name in layers] == layers


def test_the_server_package_imports_without_a_loop() -> None:
    """No module of ``episodic.server`` reaches itself through the imports of others, and none
    defers an import to a function to hide one."""
    server = PACKAGE / "server"
    graph: dict[str, set[str]] = {}
    for path in server.rglob("*.py"):
        tree = ast.parse(path.read_text())
        deferred = [
            node.lineno
            for function in ast.walk(tree)
            if isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef)
            for node in ast.walk(function)
            if isinstance(node, ast.Import | ast.ImportFrom)
        ]
        assert deferred == [], f"{path.name} imports inside a function at lines {deferred}"
        name = module_name(path)
        graph[name] = {m for m in imports_of(path.read_text()) if m.startswith("episodic.server.")}

    def loop_from(start: str) -> list[str] | None:
        trail, todo = [start], [(start, iter(sorted(graph.get(start, ()))))]
        while todo:
            _, nexts = todo[-1]
            step = next(nexts, None)
            if step is None:
                todo.pop()
                trail.pop()
            elif step == start:
                return [*trail, start]
            elif step not in trail:
                trail.append(step)
                todo.append((step, iter(sorted(graph.get(step, ())))))
        return None

    loops = [found for module in sorted(graph) if (found := loop_from(module))]
    assert loops == []


#: What a backend may import of the portable storage modules: the kernel, the scope filter,
#: the migrations, and what search reads of the entries table. Never a tier's table module.
BACKEND_MAY_IMPORT = {
    "episodic.stores",
    "episodic.stores.base",
    "episodic.stores.scoped",
    "episodic.stores.migrations",
    "episodic.stores.entry_index",
}


def test_backends_import_no_tier_table_and_the_store_names_no_tier() -> None:
    wrong = []
    for backend in ("sqlite", "postgres"):
        for path in sorted((PACKAGE / "stores" / backend).rglob("*.py")):
            for target in imports_of(path.read_text()):
                own = target.startswith(f"episodic.stores.{backend}")
                portable = target.startswith("episodic.stores") and not own
                if portable and target not in BACKEND_MAY_IMPORT:
                    wrong.append(f"{module_name(path)} -> {target}")
    assert wrong == []
    named = [name for name in dir(Store) if "entr" in name or "message" in name]
    assert named == []


def test_the_tests_follow_the_package_in_folders_the_architecture_page_names() -> None:
    tests = Path(__file__).resolve().parents[1]
    assert sorted(p.name for p in tests.glob("test_*.py")) == []  # none left at the top
    folders = sorted(
        p.name for p in tests.iterdir() if p.is_dir() and p.name not in {"fixtures", "__pycache__"}
    )
    page = (tests.parent / "docs" / "architecture.md").read_text()
    assert [name for name in folders if f"`{name}/`" not in page] == []
    assert all((tests / name / "__init__.py").exists() for name in folders)
