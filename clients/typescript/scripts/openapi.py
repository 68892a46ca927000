"""Print the OpenAPI document of ``episodic serve`` (what ``/openapi.json`` answers), for the
TypeScript client's committed snapshot: ``make client`` writes it to ``openapi.json``."""

from __future__ import annotations

import json

from episodic.server.app import create_app
from episodic.server.settings import ServerSettings

if __name__ == "__main__":
    # The document does not depend on the database: the app is built, never started.
    document = create_app(ServerSettings(db=":memory:")).openapi()
    print(json.dumps(document, indent=2, ensure_ascii=False))
