"""Every enabled tool of a memory, bound to one scope and thread."""

from __future__ import annotations

from typing import Protocol

from episodic.config import Config
from episodic.entries import Entries
from episodic.models import Scope
from episodic.models.scope import require_scope
from episodic.models.validation import check_optional_id
from episodic.plans import Plans
from episodic.profile import Profile
from episodic.tools.base import Tools
from episodic.tools.plans import get_plan_tool, update_plan_tool
from episodic.tools.profile import update_profile_tool
from episodic.tools.recall import recall_tool


class _Tiers(Protocol):
    """The parts of a memory the tools call."""

    @property
    def config(self) -> Config: ...

    entries: Entries
    profile: Profile
    plans: Plans


def bound_tools(
    memory: _Tiers, scope: Scope, thread: str | None, purpose: str | None = None
) -> Tools:
    """``recall_memory`` (searching for ``purpose``); ``update_profile`` while the profile is
    on; ``get_plan`` and ``update_plan`` while plans are on and a thread is given. The scope,
    thread and purpose are bound here, so no argument of the model can reach another user or
    thread, or entries kept for another purpose."""
    require_scope(scope, "tools")
    check_optional_id(thread, "tools thread")
    check_optional_id(purpose, "tools purpose")
    config = memory.config
    tools = Tools(
        [
            recall_tool(
                lambda query: memory.entries.recall(
                    scope, query, purpose=purpose, via="recall_memory"
                )
            )
        ]
    )
    if config.profile.enabled:
        tools.append(
            update_profile_tool(
                lambda changes, reason: memory.profile.update(
                    scope, changes, actor="agent", reason=reason, thread=thread
                ),
                memory.profile.fields(scope),
            )
        )
    if config.plans.enabled and thread is not None:
        tools += [
            get_plan_tool(lambda: memory.plans.get(scope, thread)),
            update_plan_tool(
                lambda **changes: memory.plans.update(scope, thread, actor="agent", **changes)
            ),
        ]
    return tools
