"""Tools the model may call: ``recall_memory`` and each tier's own (see :mod:`.base`)."""

from __future__ import annotations

from episodic.tools.base import Problem, Tool, ToolFormat, Tools, parse_arguments
from episodic.tools.bound import bound_tools
from episodic.tools.profile import (
    UPDATE_PROFILE_TOOL_DESCRIPTION,
    UPDATE_PROFILE_TOOL_INSTRUCTION,
    UPDATE_PROFILE_TOOL_NAME,
    update_profile_tool,
)
from episodic.tools.recall import (
    RECALL_TOOL_DESCRIPTION,
    RECALL_TOOL_INSTRUCTION,
    RECALL_TOOL_NAME,
    RECALL_TOOL_PARAMETERS,
    recall_tool,
)

__all__ = [
    "RECALL_TOOL_DESCRIPTION",
    "RECALL_TOOL_INSTRUCTION",
    "RECALL_TOOL_NAME",
    "RECALL_TOOL_PARAMETERS",
    "UPDATE_PROFILE_TOOL_DESCRIPTION",
    "UPDATE_PROFILE_TOOL_INSTRUCTION",
    "UPDATE_PROFILE_TOOL_NAME",
    "Problem",
    "Tool",
    "ToolFormat",
    "Tools",
    "bound_tools",
    "parse_arguments",
    "recall_tool",
    "update_profile_tool",
]
