"""The gate is the only way into a prompt-reachable column.

Every statement that writes a column the table registry marks as prompt-reachable (``prompt``
in :mod:`episodic.stores.registry`) must sit in a function that takes a ``Screened`` value, or
in a private helper that only such functions call; only the gate makes ``Screened`` values;
and the one shortcut the gate offers (``passed``, for text that passed it before) is used
where this file says why. Removal (forget, erasure, migrations) rewrites text only to take
words out, and is listed apart.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import episodic
from episodic.stores.registry import SCOPED_TABLES

PACKAGE = Path(episodic.__file__).parent
GATE = ("governance/gate/", "models/screened.py")
# Modules that only take words out of stored text, or change the schema.
REMOVAL = ("stores/redaction.py", "stores/erasure.py", "stores/migrations.py")
# Where ``passed`` may stand in for the screen, and why.
PASSED_ALLOWED = {
    # Approving a held entry moves its evidence, screened when it was written, to its twin.
    "entries/review.py",
}
PROMPT = {table.name: set(table.prompt) for table in SCOPED_TABLES if table.prompt}
_WRITE = re.compile(
    r"\bINSERT\s+INTO\s+(\w+)\s*\(([^)]*)\)|\bUPDATE\s+(\w+)\s+SET\s+(.*?)(?:\bWHERE\b|$)",
    re.IGNORECASE | re.DOTALL,
)


def _modules() -> list[tuple[str, ast.Module]]:
    return [
        (path.relative_to(PACKAGE).as_posix(), ast.parse(path.read_text(encoding="utf-8")))
        for path in sorted(PACKAGE.rglob("*.py"))
    ]


def _text_of(node: ast.AST) -> str:
    """The literal text of the strings in ``node``; a value formatted into an f-string reads
    as ``{}`` (a column list built at run time)."""
    parts = []
    for child in ast.walk(node):
        if isinstance(child, ast.JoinedStr):
            parts.append("".join(
                v.value if isinstance(v, ast.Constant) else "{}" for v in child.values
            ))  # fmt: skip
        elif isinstance(child, ast.Constant) and isinstance(child.value, str):
            parts.append(child.value)
    return " ".join(parts)


def writes_prompt_columns(text: str) -> list[str]:
    """The prompt-reachable ``table.column`` pairs a SQL text writes."""
    found = []
    for match in _WRITE.finditer(text):
        table = (match.group(1) or match.group(3)).lower()
        columns = match.group(2) if match.group(1) else match.group(4)
        if table not in PROMPT:
            continue
        written = set(re.findall(r"\b([a-z_]+)\b\s*(?:=|,|$)", columns + ","))
        if match.group(1) and "{" in columns:
            written = PROMPT[table]  # a column list built at run time: assume every column
        found += [f"{table}.{column}" for column in sorted(written & PROMPT[table])]
    return found


def _bulk_tables(node: ast.AST) -> list[str]:
    """Tables a ``BulkInsert("table", ...)`` call writes."""
    tables = []
    for call in ast.walk(node):
        if isinstance(call, ast.Call) and getattr(call.func, "id", None) == "BulkInsert":
            first = call.args[0] if call.args else None
            if isinstance(first, ast.Constant) and first.value in PROMPT:
                tables.append(f"{first.value}.*")
    return tables


def _takes_screened(function: ast.FunctionDef) -> bool:
    arguments = function.args.args + function.args.kwonlyargs
    return any(arg.annotation is not None and "Screened" in ast.unparse(arg.annotation)
               for arg in arguments)  # fmt: skip


def _functions(module: ast.Module) -> dict[str, ast.FunctionDef]:
    return {n.name: n for n in ast.walk(module) if isinstance(n, ast.FunctionDef)}


def _module_sql(module: ast.Module) -> dict[str, str]:
    """Module-level names bound to SQL text."""
    sql = {}
    for node in module.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            target = node.targets[0]
            if isinstance(target, ast.Name):
                sql[target.id] = _text_of(node.value)
    return sql


def _package_sql() -> dict[str, str]:
    """Every module-level SQL constant of the package, by name (they are imported by name)."""
    sql: dict[str, str] = {}
    for _, module in _modules():
        sql.update(_module_sql(module))
    return sql


def _writes(function: ast.FunctionDef, constants: dict[str, str]) -> list[str]:
    used = [constants[n.id] for n in ast.walk(function)
            if isinstance(n, ast.Name) and n.id in constants]  # fmt: skip
    text = " ".join([_text_of(function), *used])
    return writes_prompt_columns(text) + _bulk_tables(function)


def _callers(module: ast.Module, name: str) -> list[ast.FunctionDef]:
    found = []
    for function in _functions(module).values():
        for call in ast.walk(function):
            if isinstance(call, ast.Call) and getattr(call.func, "id", None) == name:
                found.append(function)
                break
    return found


def violations() -> list[str]:
    """Every write of a prompt-reachable column that the type of its function does not hold
    to the gate."""
    wrong = []
    constants = _package_sql()
    for path, module in _modules():
        if path.startswith(REMOVAL) or path.startswith(GATE):
            continue
        functions = _functions(module)
        for name, function in functions.items():
            columns = _writes(function, constants)
            if not columns or _held(module, function, functions, set()):
                continue
            wrong.append(f"{path}:{function.lineno} {name} writes {', '.join(columns)}")
    return wrong


def _held(
    module: ast.Module,
    function: ast.FunctionDef,
    functions: dict[str, ast.FunctionDef],
    seen: set[str],
) -> bool:
    """Whether ``function`` takes a Screened value, or is private and every caller is held."""
    if _takes_screened(function):
        return True
    if not function.name.startswith("_") or function.name in seen:
        return False
    callers = _callers(module, function.name)
    seen = seen | {function.name}
    return bool(callers) and all(_held(module, c, functions, seen) for c in callers)


def test_every_write_of_a_prompt_reachable_column_takes_a_screened_value() -> None:
    assert violations() == []


def test_only_the_gate_makes_screened_values() -> None:
    wrong = []
    for path, module in _modules():
        if path.startswith(GATE):
            continue
        for node in ast.walk(module):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Screened":
                wrong.append(f"{path}:{node.lineno} builds a Screened value")
            if isinstance(node, ast.ImportFrom) and any(a.name == "_SEAL" for a in node.names):
                wrong.append(f"{path}:{node.lineno} imports the gate's seal")
            named = (
                isinstance(node, ast.ImportFrom)
                and node.module == "episodic.governance.gate.screen"
            )
            if named and any(a.name == "passed" for a in node.names) and path not in PASSED_ALLOWED:
                wrong.append(f"{path}:{node.lineno} uses passed() without a reason here")
    assert wrong == []


@pytest.mark.parametrize(
    ("sql", "expected"),
    [
        ("INSERT INTO messages (tenant_id, content, role) VALUES (?, ?, ?)", ["messages.content"]),
        ("UPDATE entries SET status = ?, superseded_by = ? WHERE id = ?", []),
        ("UPDATE observations SET content = ? WHERE id = ?", ["observations.content"]),
        ("INSERT INTO audit_events (tenant_id, reason) VALUES (?, ?)", []),
        ("INSERT INTO entries ({names}) VALUES ({marks})",
         [f"entries.{c}" for c in sorted(PROMPT["entries"])]),
    ],
)  # fmt: skip
def test_the_check_reads_sql_as_intended(sql: str, expected: list[str]) -> None:
    """The detector of the check itself, so that a missed write is not a blind spot."""
    assert writes_prompt_columns(sql) == expected


def test_a_write_that_skips_the_gate_is_caught(tmp_path: Path) -> None:
    source = """
def store_note(tx, note):
    tx.execute("INSERT INTO observations (tenant_id, content) VALUES (?, ?)", (1, note))

def store_screened(tx, screened: Screened[Note]):
    tx.execute("INSERT INTO observations (tenant_id, content) VALUES (?, ?)", (1, screened))
"""
    module = ast.parse(source)
    functions = _functions(module)
    held = {name: _held(module, f, functions, set()) for name, f in functions.items()}
    assert held == {"store_note": False, "store_screened": True}
    assert _writes(functions["store_note"], {}) == ["observations.content"]
