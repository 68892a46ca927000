"""``episodic serve`` with no configuration serves the web page: the README's first command."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import httpx

from tests.server.test_rest_serve import free_port


def test_serve_with_no_settings_shows_the_page(tmp_path: Path) -> None:
    port = free_port()
    env = {name: value for name, value in os.environ.items() if not name.startswith("EPISODIC_")}
    env["HF_HUB_OFFLINE"] = "1"
    process = subprocess.Popen(
        [sys.executable, "-m", "episodic.cli", "serve", "--port", str(port), "--embedder", "test"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=tmp_path,
        env=env,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            assert process.poll() is None, process.communicate()
            try:
                page = httpx.get(f"{url}/", timeout=2)
                break
            except httpx.TransportError:
                assert time.monotonic() < deadline, "episodic serve did not start"
                time.sleep(0.1)
        assert page.status_code == 200
        assert page.headers["content-type"].startswith("text/html")
        assert "What do you remember about me?" in page.text
        assert "Nothing is stored yet." in page.text
        css = httpx.get(f"{url}/ui/static/style.css")
        assert css.status_code == 200 and "text/css" in css.headers["content-type"]
    finally:
        process.terminate()
        process.communicate(timeout=30)
    assert (tmp_path / "episodic.db").exists()
