"""The eval against a served model (tests/fakeserver.py): replies read as the pipeline reads
them, the offline extractor as a mode, and the cost per turn in the report."""

from __future__ import annotations

import json

from episodic import Config, EntriesConfig
from episodic.evals import report, run, select, shipped
from tests.fakeserver import chat_completion, serve

QUOTE = "Order ORD-55812 arrived yesterday with a cracked screen."


def test_a_fenced_reply_counts_as_what_the_model_proposed() -> None:
    fenced = "Here you are:\n```json\n" + json.dumps({"quotes": [QUOTE]}) + "\n```"
    (scenario,) = select(shipped(), ["support-damaged-order"])
    with serve() as server:
        server.default = (200, chat_completion(fenced, prompt_tokens=300, completion_tokens=20))
        (result,) = run([scenario], llm="openai:scripted", llm_base_url=server.url)
    assert server.requests[0]["messages"][1]["content"].startswith("user: Order ORD-55812")
    missed = {f.what: f for f in result.failures if f.check == "coverage"}
    assert "damage" not in missed  # the fenced quote was stored: damage is covered
    # What it did not quote is the model's miss, named as such (not "proposed nothing").
    assert missed["tracking"].stage == "extraction"
    assert result.cost == {
        "turns": 2.0,
        "requests": 2.0,
        "input_tokens": 600.0,
        "output_tokens": 40.0,
        "seconds": result.cost["seconds"],
    }
    overall = report([result], mode="online", embedder="test")["overall"]["cost"]
    assert overall["requests_per_turn"] == 1.0 and overall["input_tokens_per_turn"] == 300.0


def test_the_full_request_can_be_asked_for_and_the_offline_extractor_needs_no_model() -> None:
    (scenario,) = select(shipped(), ["support-damaged-order"])
    reply = {"entries": [{"content": QUOTE, "source": "user_assertion", "evidence": QUOTE}]}
    full = Config(entries=EntriesConfig(prompt_style="full"))
    with serve() as server:
        server.default = (200, chat_completion(json.dumps(reply)))
        (result,) = run([scenario], llm="openai:scripted", llm_base_url=server.url, config=full)
    assert server.requests[0]["messages"][1]["content"].startswith("Below is the transcript")
    assert "damage" not in {f.what for f in result.failures if f.check == "coverage"}
    (offline,) = run([scenario], llm="offline")
    assert offline.cost["requests"] == 0 and offline.score.coverage.value == 1.0
