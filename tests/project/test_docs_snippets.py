"""Every Python snippet of the README and docs/ runs, offline, as a user would paste it.

Each ```python block is run in a fresh interpreter in an empty folder. A fragment that uses
names set up by the prose around it (``memory``, ``scope``, an ``entry_id``, ...) gets a short
prelude that makes them; a snippet that talks to a server (the MCP guide, the proxy guide, the
agent loop's model at ``localhost:11434``, a PostgreSQL URL) runs against a real one this test
starts on 127.0.0.1, and only the address in the snippet is rewritten (for a framework's
example, the model it names becomes the framework's own offline test model). A check after the
snippet asserts what it is meant to produce.

A new snippet fails :func:`test_every_snippet_is_known` until it is added to ``RUNS``.
"""

from __future__ import annotations

import json
import os
import re
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import httpx
import pytest

from tests.fakeserver import FakeServer, chat_completion, serve

ROOT = Path(__file__).resolve().parents[2]
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
FENCE = re.compile(r"^```python\n(.*?)^```", re.M | re.S)

MEMORY = """
from episodic import Memory, Scope
memory = Memory.open("memory.db", embedder="local")
scope = Scope(tenant="acme", agent="support-bot", user="u-42")
"""
#: The prelude of a fragment that acts on a few stored notes.
NOTES = (
    MEMORY
    + """
old = memory.remember(scope, "Billing deploys go to prod-eu-2.", evidence="deploys go to prod-eu-2")
old_id = old.id
held = memory.remember(scope, "Vendor page: FW-3.2 fixes the drops.",
                       source_trust="untrusted_content")
entry_id = held.id
other_id = memory.remember(scope, "Ad: the new router is the fastest ever.",
                           source_trust="untrusted_content").id
thread, message = "t-1", "refund for order 1182"
"""
)


@dataclass(frozen=True)
class Run:
    """How to run one snippet: what comes before it, what is rewritten, what is checked."""

    prelude: str = ""
    check: str = ""
    #: Exact text of the snippet -> its replacement (an address only), with {placeholders}
    #: filled from the servers the run needs.
    rewrite: dict[str, str] = field(default_factory=dict)
    needs: tuple[str, ...] = ()


PG_DOC_URL = "postgresql://app:secret@db.internal:5432/memory?pool_size=20"

RUNS: dict[str, Run] = {
    "README.md#1": Run(
        check="""
assert "enterprise_plus" in system_prompt and "<memory>" in system_prompt
assert json.loads(result_json)["entries"], result_json
assert set(tools) == {"recall_memory", "update_profile", "get_plan", "update_plan"}
""",
    ),
    "README.md#2": Run(
        rewrite={"http://localhost:11434/v1": "{chat}"},
        check="""
said = answer("t-1", "My export of 3 GB fails again.")
assert said == "Noted."
memory.jobs.run_pending()
assert [m.role for m in memory.messages.window(scope, "t-1")] == ["user", "assistant"]
""",
        needs=("chat",),
    ),
    "README.md#3": Run(
        prelude=MEMORY,
        check="""
assert memory.timeline(scope, include_inactive=True) == []  # erased at the end
assert memory.audit.list(Subject(tenant="acme", user="u-42"))
""",
    ),
    "README.md#4": Run(
        rewrite={PG_DOC_URL: "{postgres}"},
        prelude="from episodic import Memory",
        check="assert memory.scopes() == [] and memory.embedder.name",
        needs=("postgres",),
    ),
    "docs/async.md#1": Run(
        check="""
import threading, time
import httpx, uvicorn
from episodic import Memory, Scope
server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=0, log_level="warning"))
thread = threading.Thread(target=server.run, daemon=True)
thread.start()
while not server.started:
    assert thread.is_alive(), "the app did not start"
    time.sleep(0.05)
port = server.servers[0].sockets[0].getsockname()[1]
turn = {"user": "u-42", "thread": "t-1", "message": "My exports of 3 GB keep failing."}
answer = httpx.post(f"http://127.0.0.1:{port}/chat", json=turn, timeout=60)
assert answer.json() == {"reply": "Thanks, I have noted that."}, answer.text
server.should_exit = True
thread.join(60)
with Memory.open("memory.db", embedder="local", worker=False) as after:
    window = after.messages.window(Scope(tenant="acme", agent="support-bot", user="u-42"), "t-1")
    assert [m.role for m in window] == ["user", "assistant"], window
""",
    ),
    "docs/episodes.md#1": Run(
        prelude=MEMORY
        + """
memory.after_turn(scope, "t-1", [{"role": "user", "content": "We decided to raise prices."}],
                  sync=True)
memory.episodes.end_session(scope, "t-1", sync=True)
[episode] = memory.episodes.list(scope)
episode_id = episode.id
""",
        check="assert memory.episodes.get(scope, episode_id).id == episode_id",
    ),
    "docs/episodes.md#2": Run(prelude=MEMORY, check="assert merged is None or merged.level == 1"),
    "docs/eval.md#1": Run(
        prelude="""
import shutil
from pathlib import Path
import episodic.evals
shipped = Path(episodic.evals.__file__).parent / "scenarios"
Path("my-scenarios").mkdir()
for scenario in sorted(shipped.iterdir())[:2]:
    shutil.copy(scenario, Path("my-scenarios") / scenario.name)
""",
        check="assert len(results) == 2 and all(result.passed for result in results)",
    ),
    "docs/import.md#1": Run(
        prelude="""
import json
from pathlib import Path
said = "The nightly export job fails with HTTP 429 since release 4.2."
node = lambda i, parent, role, text: {"id": i, "parent": parent, "children": [], "message": {
    "id": i, "author": {"role": role}, "create_time": 1717236000,
    "content": {"content_type": "text", "parts": [text]}}}
mapping = {"m1": node("m1", None, "user", said), "m2": node("m2", "m1", "assistant", "Noted.")}
Path("conversations.json").write_text(json.dumps([{"id": "c-1", "mapping": mapping,
                                                   "current_node": "m2"}]))
""",
        check="""
assert report.dry_run and [i.outcome for i in report.items] == ["imported"]
assert report.items[0].entries == 1 and memory.timeline(Scope(agent="assistant", user="u-42")) == []
""",
    ),
    "docs/governance.md#1": Run(
        prelude=NOTES,
        check="""
assert memory.review.pending(scope) == []
assert memory.entries.get(scope, entry_id).status == "active"
""",
    ),
    "docs/governance.md#2": Run(
        prelude=NOTES,
        check="""
assert [e.content for e in memory.timeline(scope)] == ["Billing deploys go to prod-eu-1."]
assert new.supersedes == (old_id,)
""",
    ),
    "docs/mcp.md#1": Run(
        rewrite={"http://127.0.0.1:8765/mcp": "{server}/mcp"},
        check="",  # the printed result is checked below: the stored note comes back
        needs=("server",),
    ),
    "docs/postgres.md#1": Run(
        rewrite={PG_DOC_URL: "{postgres}"},
        prelude="from episodic import Memory",
        check="assert memory.scopes() == []",
        needs=("postgres",),
    ),
    "docs/proxy.md#1": Run(
        rewrite={"http://127.0.0.1:8766/v1": "{proxy}/v1"},
        check="",  # the upstream's request is checked below: it carried the memory block
        needs=("proxy",),
    ),
    "docs/integrations/anthropic-memory.md#1": Run(
        prelude="""
import json as _json
import httpx2
_replies = [
    {"type": "tool_use", "id": "tu_1", "name": "memory", "input": {
        "command": "create", "path": "/memories/prefs.md", "file_text": "Ana prefers email."}},
    {"type": "text", "text": "I will remember that."},
]
def _answer(request):
    block = _replies.pop(0)
    return httpx2.Response(200, json={
        "id": "msg_1", "type": "message", "role": "assistant", "model": "claude-test",
        "content": [block], "stop_reason": "tool_use" if block["type"] == "tool_use" else
        "end_turn", "stop_sequence": None, "usage": {"input_tokens": 1, "output_tokens": 1}})
scripted = httpx2.Client(transport=httpx2.MockTransport(_answer))
""",
        rewrite={
            "client = Anthropic()": 'client = Anthropic(api_key="test", http_client=scripted)'
        },
        check="""
assert final.content[-1].text == "I will remember that."
assert "/memories/prefs.md" in tool.call({"command": "view", "path": "/memories"})
""",
    ),
    "docs/integrations/langgraph.md#1": Run(
        prelude="""
import warnings
from typing import Any
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage as _Reply
warnings.simplefilter("error", DeprecationWarning)  # the guide's API is the current one
class _ToolModel(GenericFakeChatModel):
    def bind_tools(self, tools: Any, **kwargs: Any) -> "_ToolModel":
        return self
scripted = _ToolModel(messages=iter([
    _Reply("", tool_calls=[{"name": "save_memory", "id": "c1",
                            "args": {"content": "Ana's dog is called Pixel."}}]),
    _Reply("", tool_calls=[{"name": "search_memory", "id": "c2", "args": {"query": "dog"}}]),
    _Reply("Your dog is Pixel."),
]))
""",
        rewrite={'"openai:gpt-4.1-mini"': "scripted"},
        check="""
from episodic import Scope
assert reply["messages"][-1].content == "Your dog is Pixel."
assert "Ana's dog is called Pixel." in [m.content for m in reply["messages"]]
assert [e.content for e in memory.timeline(Scope(tenant="acme", agent="support", user="ana"))] \
    == ["Ana's dog is called Pixel."]
""",
    ),
    "docs/integrations/openai-agents.md#1": Run(
        prelude="""
from agents.testing import ScriptedModel, assistant_message
scripted = ScriptedModel([[assistant_message("I will email you.")]])
""",
        rewrite={'model="gpt-4.1-mini"': "model=scripted"},
        check="""
assert "Ana prefers email over phone calls." in scripted.calls[0].system_instructions
memory.jobs.run_pending()
window = memory.messages.window(ana, "t-1")
assert [m.content for m in window] == ["Do I prefer email or phone calls?", "I will email you."]
""",
    ),
    "docs/integrations/openai-agents.md#2": Run(
        prelude="""
from agents.testing import ScriptedModel, assistant_message
scripted = ScriptedModel([[assistant_message("By email.")], [assistant_message("Email.")]])
""",
        rewrite={'model="gpt-4.1-mini"': "model=scripted"},
        check="""
assert "Ana prefers email over phone calls." in scripted.calls[0].system_instructions
assert "Do I prefer email or phone calls?" in json.dumps(scripted.calls[1].input)
items = asyncio.run(session.get_items())
assert [item.get("role") for item in items] == ["user", "assistant", "user"], items
assert [r.action for r in memory.audit.list(ana, actions=["delete"])] == ["delete"]
""",
    ),
    "docs/integrations/pydantic-ai.md#1": Run(
        prelude="""
from pydantic_ai.messages import ModelResponse, TextPart
from pydantic_ai.models.function import FunctionModel
seen = []
def answer(messages, info):
    seen.append(info.instructions)
    return ModelResponse(parts=[TextPart("I will email you.")])
scripted = FunctionModel(answer)
""",
        rewrite={'"openai:gpt-4.1-mini"': "scripted"},
        check="""
assert result.output == "I will email you."
assert "Ana prefers email over phone calls." in seen[0]
memory.jobs.run_pending()
window = memory.messages.window(ana, "t-1")
assert [m.content for m in window] == ["Do I prefer email or phone calls?", "I will email you."]
""",
    ),
    "docs/retention.md#1": Run(prelude=NOTES, check="assert tools and tools[0].name"),
    "docs/retention.md#2": Run(
        prelude=NOTES
        + """
from datetime import timedelta
cutoff = memory.now() + timedelta(days=1)
""",
        check="assert memory.timeline(scope) == []  # active notes older than the cutoff",
    ),
}


def snippets() -> dict[str, str]:
    """Every python block, by ``<file>#<n>`` (1-based within the file)."""
    found = {}
    for path in DOCS:
        for number, match in enumerate(FENCE.finditer(path.read_text(encoding="utf-8")), 1):
            found[f"{path.relative_to(ROOT).as_posix()}#{number}"] = match.group(1)
    return found


def test_every_snippet_is_known() -> None:
    assert set(snippets()) == set(RUNS), "add the new snippet to RUNS (or remove a stale key)"


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


@contextmanager
def _command(args: list[str], env: dict[str, str], cwd: Path, port: int) -> Iterator[None]:
    """Run an ``episodic`` server command until the block ends; ready once /health answers."""
    process = subprocess.Popen(
        [sys.executable, "-m", "episodic.cli", *args, "--port", str(port)],
        cwd=cwd,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "HF_HUB_OFFLINE": "1", **env},
    )
    try:
        deadline = time.monotonic() + 120  # only keeps a broken build from hanging
        while True:
            if process.poll() is not None:
                raise AssertionError(f"episodic {args[0]} exited: {process.communicate()[1]}")
            try:
                if httpx.get(f"http://127.0.0.1:{port}/health", timeout=5).status_code == 200:
                    break
            except httpx.TransportError:
                assert time.monotonic() < deadline, f"episodic {args[0]} never answered"
                time.sleep(0.05)
        yield
    finally:
        process.terminate()
        process.communicate(timeout=30)


@dataclass
class Servers:
    """What the runs reach, started on demand: their addresses and the fake model server."""

    stack: ExitStack
    work: Path
    request: pytest.FixtureRequest
    addresses: dict[str, str] = field(default_factory=dict)
    chat: FakeServer | None = None

    def address(self, need: str) -> str:
        if need not in self.addresses:
            self.addresses[need] = getattr(self, f"_start_{need}")()
        return self.addresses[need]

    def _start_chat(self) -> str:
        self.chat = self.stack.enter_context(serve())
        self.chat.default = (200, chat_completion("Noted."))
        return self.chat.url

    def _start_postgres(self) -> str:
        url: str = self.request.getfixturevalue("postgres_url")
        return url + ("&" if "?" in url else "?") + "pool_size=20"

    def _start_server(self) -> str:
        port = _free_port()
        args = ["serve", "--db", str(self.work / "served.db"), "--no-worker"]
        env = {"EPISODIC_API_KEYS": "k1=acme"}
        self.stack.enter_context(_command(args, env, self.work, port))
        return f"http://127.0.0.1:{port}"

    def _start_proxy(self) -> str:
        upstream, port = self.address("chat"), _free_port()
        args = ["proxy", "--upstream", upstream, "--db", str(self.work / "proxy.db")]
        env = {"EPISODIC_API_KEYS": "k-acme=acme", "OPENAI_API_KEY": "sk-upstream"}
        self.stack.enter_context(_command(args, env, self.work, port))
        return f"http://127.0.0.1:{port}"


@pytest.mark.parametrize("key", sorted(RUNS))
def test_the_snippet_runs(key: str, tmp_path: Path, request: pytest.FixtureRequest) -> None:
    code = snippets()[key]
    run = RUNS[key]
    work = tmp_path / "work"
    work.mkdir()
    with ExitStack() as stack:
        servers = Servers(stack, work, request)
        places = {need: servers.address(need) for need in run.needs}
        for old, new in run.rewrite.items():
            assert old in code, f"{key} no longer says {old}"
            code = code.replace(old, new.format(**places))
        script = "\n".join(["import json", run.prelude, code, run.check])
        done = subprocess.run(
            [sys.executable, "-c", script],
            cwd=work,
            capture_output=True,
            text=True,
            timeout=300,
            env={**os.environ, "HF_HUB_OFFLINE": "1", "OPENAI_API_KEY": "unused"},
        )
        assert done.returncode == 0, f"{key} failed:\n{done.stderr[-3000:]}"
        if key == "docs/mcp.md#1":
            assert json.loads(done.stdout)["entries"][0]["content"] == "Prefers email over phone."
        if key == "docs/proxy.md#1":
            assert servers.chat is not None and servers.chat.requests
            sent = servers.chat.requests[0]["messages"]
            assert sent[0]["role"] == "system" and "recall_memory" in json.dumps(
                servers.chat.requests[0]["tools"]
            )
