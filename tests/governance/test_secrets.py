"""No output channel carries a database password or an API key.

A password is planted in a PostgreSQL URL (the test server trusts local connections, so the URL
works) and an API key in the provider configuration; the fake model server refuses the key
with HTTP 401 and quotes it back in its error body, as real providers do. The library and the
CLI then run turns, jobs, read commands and failing opens, and every channel is searched:
stdout, stderr, log records (with their tracebacks), the ``on_error`` arguments (their text,
``repr`` and whole ``__cause__``/``__context__`` chain), every text column of the jobs table
and the error messages raised.
"""

from __future__ import annotations

import logging
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import httpx
import psycopg
import pytest

from episodic import Config, EpisodicError, Memory, MessagesConfig, Models, Scope, TestEmbedder
from episodic.errors import redact
from episodic.models import Job
from episodic.stores import open_store
from tests.fakeserver import FakeServer, serve
from tests.server.test_rest_serve import free_port
from tests.server.test_rest_serve import serve as serve_cli

PASSWORD = "pw-Planted-7731"
# Not shaped like an OpenAI key (sk-...), so only scrubbing by value can hide it.
API_KEY = "vendorkey-Planted-93jf2k"
SECRETS = (PASSWORD, API_KEY)
SCOPE = Scope(tenant="acme", agent="bot", user="u-1")
TURN = [
    {"role": "user", "content": "Our invoices go to billing@acme.example from now on."},
    {"role": "assistant", "content": "Noted: invoices to billing@acme.example."},
]


def _with_password(url: str) -> str:
    parts = urlsplit(url)
    user = parts.netloc.split("@", 1)[0].split(":", 1)[0]
    host = parts.netloc.split("@", 1)[1] if "@" in parts.netloc else parts.netloc
    return urlunsplit(parts._replace(netloc=f"{user}:{PASSWORD}@{host}"))


def _unreachable() -> str:
    return f"postgresql://app:{PASSWORD}@127.0.0.1:1/nowhere?connect_timeout=3"


def _chain_text(error: BaseException) -> str:
    """Every text an exception and the exceptions behind it show."""
    seen: set[int] = set()
    parts = []
    current: BaseException | None = error
    stack = [current]
    while stack:
        current = stack.pop()
        if current is None or id(current) in seen:
            continue
        seen.add(id(current))
        parts += [str(current), repr(current), repr(current.args), repr(vars(current))]
        stack += [current.__cause__, current.__context__]
    return "\n".join(parts)


def _assert_clean(channel: str, text: str) -> None:
    for secret in SECRETS:
        assert secret not in text, f"{secret!r} leaked into {channel}:\n{text}"


@pytest.fixture
def refusing_server() -> Iterator[FakeServer]:
    """A model server that rejects the key and quotes it, like a provider's 401."""
    with serve() as server:
        server.default = (
            401,
            {
                "error": {
                    "message": f"Incorrect API key provided: {API_KEY}. Check your key.",
                    "type": "invalid_request_error",
                    "code": "invalid_api_key",
                }
            },
        )
        yield server


def _cli(*args: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "episodic.cli", *args],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )


def _jobs_text(url: str) -> str:
    """Every text-like column of every row of the jobs table, as one string."""
    with psycopg.connect(url) as conn:
        columns = [
            row[0]
            for row in conn.execute(
                "SELECT column_name FROM information_schema.columns WHERE table_name = 'jobs' "
                "AND table_schema = current_schema() AND data_type IN "
                "('text', 'character varying', 'json', 'jsonb')"
            )
        ]
        assert {"payload", "last_error"} <= set(columns)
        rows = conn.execute(
            "SELECT " + ", ".join(f"{c}::text" for c in columns) + " FROM jobs"
        ).fetchall()
    assert rows
    return "\n".join(str(value) for row in rows for value in row)


def test_no_output_channel_carries_the_password_or_the_key(
    postgres_url: str,
    refusing_server: FakeServer,
    caplog: pytest.LogCaptureFixture,
    capfd: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    url = _with_password(postgres_url)
    monkeypatch.setenv("OPENAI_API_KEY", API_KEY)
    caplog.set_level(logging.DEBUG)
    failures: list[tuple[Exception, Job]] = []

    def on_error(error: Exception, job: Job) -> None:
        failures.append((error, job))

    # The library: two turns queued, one run here (the key is refused), one left for the CLI.
    probe = open_store(url)  # what a store opened on the URL says of where it is
    assert PASSWORD not in probe.display and "postgres" in probe.display
    probe.close()
    with Memory.open(
        url,
        embedder=TestEmbedder(),
        models=Models(extraction="openai:scripted"),
        llm_base_url=refusing_server.url,
        on_error=on_error,
        config=Config(messages=MessagesConfig(search=False)),  # one job per turn
        worker=False,
    ) as memory:
        first = memory.after_turn(SCOPE, "t-1", TURN)
        assert memory.jobs.run_pending() == 1
        memory.after_turn(SCOPE, "t-2", TURN)
        stored = memory.jobs.get(first.id)
    assert refusing_server.headers and API_KEY in refusing_server.headers[0]["authorization"]
    assert failures and stored.last_error and "401" in stored.last_error
    for error, job in failures:
        _assert_clean("on_error's exception", _chain_text(error))
        _assert_clean("on_error's job", repr(job))

    # Opening a database that cannot be reached, or a URL of the wrong kind, fails in words.
    for bad in (_unreachable(), f"mysql://app:{PASSWORD}@db.example/memory"):
        with pytest.raises(EpisodicError) as raised:
            Memory.open(bad, embedder=TestEmbedder(), worker=False)
        _assert_clean(f"the error opening {redact(bad)}", _chain_text(raised.value))

    # The CLI: the worker's start line, a worker run, a read command, a failing --db.
    env = {**os.environ, "OPENAI_API_KEY": API_KEY, "HF_HUB_OFFLINE": "1"}
    model = ["--llm", "openai:scripted", "--llm-base-url", refusing_server.url]
    once = _cli("worker", "--db", url, "--embedder", "test", "--once", *model, env=env)
    assert once.returncode == 0, once.stderr
    assert "Ran 1 job" in once.stdout
    listed = _cli("jobs", "--db", url, env=env)
    assert listed.returncode == 0 and "401" in listed.stdout, listed.stderr
    unreachable = _cli(
        "timeline", "--db", _unreachable(), "--agent", "bot", "--user", "u-1", env=env
    )
    assert unreachable.returncode != 0 and unreachable.stderr.startswith("error:")
    outputs = [once, listed, unreachable, _serving_worker(url, model, env)]
    for number, result in enumerate(outputs):
        _assert_clean(f"CLI run {number} stdout", result.stdout)
        _assert_clean(f"CLI run {number} stderr", result.stderr)

    # Whatever reached this process's log and streams, and what the jobs table keeps.
    formatter = logging.Formatter("%(name)s %(levelname)s %(message)s")
    logged = "\n".join(formatter.format(record) for record in caplog.records)
    assert "401" in logged  # the failures were logged, without the key
    _assert_clean("log records", logged)
    captured = capfd.readouterr()
    _assert_clean("stdout", captured.out)
    _assert_clean("stderr", captured.err)
    jobs_text = _jobs_text(postgres_url)
    assert "401" in jobs_text
    _assert_clean("the jobs table", jobs_text)


def _serving_worker(url: str, model: list[str], env: dict[str, str]) -> Any:
    """``episodic worker`` as a long-running process: its start line, then SIGTERM."""
    process = subprocess.Popen(
        [sys.executable, "-m", "episodic.cli", "worker", "--db", url, "--embedder", "test", *model],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    assert process.stderr is not None
    first = process.stderr.readline()
    process.send_signal(signal.SIGTERM)
    out, err = process.communicate(timeout=60)
    assert "waiting for jobs" in first, first + err
    return subprocess.CompletedProcess(process.args, process.returncode, out, first + err)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("GET https://llm.example/v1/chat?api_key=KEYVALUE42&model=m failed", "KEYVALUE42"),
        ("postgresql://app:PW-hunter2@db:5432/memory", "PW-hunter2"),
        ("host=db user=app password='PW hunter2' dbname=memory", "PW hunter2"),
        ("Authorization: Bearer tok-ABCDEF123456", "tok-ABCDEF123456"),
        ("Incorrect API key provided: sk-proj-ABCDEF123456", "sk-proj-ABCDEF123456"),
        ("https://hooks.example/x?token=TOK987654", "TOK987654"),
    ],
)
def test_redact_hides_every_credential_shape_the_outputs_can_hold(text: str, secret: str) -> None:
    assert secret not in redact(text)
    assert "***" in redact(text)


def test_redact_leaves_ordinary_words_alone() -> None:
    text = "monkey=banana; the keyboard was fine"
    assert redact(text) == text


def test_redact_keeps_the_sentence_around_a_value() -> None:
    # A placeholder is no key, and the comma after a value belongs to the sentence.
    advice = "No OpenAI API key: pass api_key=..., set OPENAI_API_KEY, or pass base_url."
    assert redact(advice) == advice
    said = redact("login failed with password=hunter2, then retried (token=T-42).")
    assert said == "login failed with password=***, then retried (token=***)."


def test_a_served_database_password_reaches_no_banner_log_or_response(postgres_url: str) -> None:
    url = _with_password(postgres_url)
    port = free_port()
    process = serve_cli("--db", url, "--embedder", "test", "--port", str(port), "--no-worker")
    base = f"http://127.0.0.1:{port}"
    answers = []
    try:
        with httpx.Client(base_url=base, timeout=5) as client:
            deadline = time.monotonic() + 60
            while True:
                assert process.poll() is None, process.communicate()
                try:
                    answers.append(client.get("/health"))
                    break
                except httpx.TransportError:
                    assert time.monotonic() < deadline, "episodic serve did not start"
                    time.sleep(0.1)
            scope = "/v1/agents/bot/users/u-1"
            answers += [
                client.post(f"{scope}/entries", json={"content": "Invoices go to finance."}),
                client.get(f"{scope}/entries"),
                client.get("/v1/users/u-1/export"),
                client.get("/v1/jobs"),
                client.get("/v1/no-such-route"),
                client.post(f"{scope}/recall", content=b"{not json"),
                client.get("/openapi.json"),
                client.get("/"),
                client.get("/ui/jobs"),
            ]
    finally:
        process.terminate()
        out, err = process.communicate(timeout=30)
    assert "serving postgresql://" in out and ":***@" in out  # the banner names the database
    _assert_clean("the serve banner", out)
    _assert_clean("the server's stderr", err)
    for answer in answers:
        _assert_clean(f"{answer.request.method} {answer.request.url.path}", answer.text)
    assert answers[1].status_code == 201 and answers[5].status_code == 404


def test_an_unreachable_served_database_is_one_line_without_its_password() -> None:
    process = serve_cli("--db", _unreachable(), "--embedder", "test", "--port", "1")
    out, err = process.communicate(timeout=120)
    assert process.returncode != 0
    _assert_clean("stdout", out)
    _assert_clean("stderr", err)
    assert "Traceback" not in err
