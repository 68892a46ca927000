"""Each framework guide's install line installs what its example uses: every package the
example imports, and the model provider its model string needs."""

from __future__ import annotations

import re
import sys
from importlib import metadata
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

GUIDES = Path(__file__).resolve().parents[2] / "docs" / "integrations"
#: What a guide's model string (``"openai:gpt-4.1-mini"``) needs installed, by guide.
PROVIDERS = {
    "langgraph.md": {"langchain", "langchain-openai"},
    "pydantic-ai.md": {"openai"},
    "openai-agents.md": {"openai"},
    "anthropic-memory.md": {"anthropic"},
}


def installed_by(line: str) -> set[str]:
    """The distributions ``pip install <line>`` brings in, as far as this environment's
    metadata tells (an extra's requirements included; one not installed here counts itself)."""
    wanted = [Requirement(part.strip("'\"")) for part in line.split()]
    seen: set[str] = set()
    while wanted:
        requirement = wanted.pop()
        name = canonicalize_name(requirement.name)
        key = f"{name}[{','.join(sorted(requirement.extras))}]"
        if key in seen:
            continue
        seen.add(key)
        try:
            requires = metadata.requires(name) or []
        except metadata.PackageNotFoundError:
            continue
        for text in requires:
            dependency = Requirement(text)
            extras = requirement.extras or {""}
            if dependency.marker is None or any(
                dependency.marker.evaluate({"extra": extra}) for extra in extras
            ):
                wanted.append(dependency)
    return {key.split("[")[0] for key in seen}


@pytest.mark.parametrize("guide", sorted(PROVIDERS))
def test_the_install_line_brings_what_the_example_imports(guide: str) -> None:
    text = (GUIDES / guide).read_text(encoding="utf-8")
    line = re.search(r"`pip install ([^`]+)`", text)
    assert line is not None, "the guide opens with its install line"
    example = re.search(r"^```python\n(.*?)^```", text, re.M | re.S)
    assert example is not None
    brought = installed_by(line.group(1))
    modules = set(re.findall(r"^(?:from|import) (\w+)", example.group(1), re.M))
    owners = metadata.packages_distributions()
    for module in modules - set(sys.stdlib_module_names) - {"episodic"}:
        dists = {canonicalize_name(name) for name in owners.get(module, [])}
        assert dists & brought, f"{guide}: {module} ({dists}) is not installed by {line.group(1)}"
    missing = PROVIDERS[guide] - brought
    assert not missing, f"{guide}: its model needs {missing}; install line: {line.group(1)}"
