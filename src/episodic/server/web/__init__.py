"""The web page: a person's "what do you remember about me", served by ``episodic serve``.

Server-rendered HTML (Jinja2, every value escaped) over the public :class:`~episodic.Memory`
API: pick an agent and a user (the tenant always comes from the API key, or is the default
tenant when the server has no keys), then read the timeline with each entry's evidence and
history, search it, correct or forget an entry, export or erase the person, read the profile's
versions and the episodes, approve or deny held entries, and retry failed jobs.

Signing in stores the key in an HttpOnly, SameSite=Strict cookie; every form that changes
something carries a CSRF token that must match a second cookie (double submit).
"""

from __future__ import annotations

from episodic.server.web.routes import mount_web

__all__ = ["mount_web"]
