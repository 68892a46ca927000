"""The profile's Markdown format, and the template checks in ProfileConfig (no database)."""

from __future__ import annotations

import pytest

from episodic import ConfigError, ProfileConfig, ValidationError
from episodic.config import DEFAULT_PROFILE_TEMPLATE
from episodic.models.profile_document import ProfileDocument


def test_an_unchanged_document_renders_to_the_same_bytes() -> None:
    text = "Intro line\n#  Who  \n* **Name** :  Ada  \n\n> a quote, kept\n- **Role**:\n"
    document = ProfileDocument.parse(text)
    assert document.render() == text
    assert [(f.section, f.name, f.value) for f in document.fields] == [
        ("Who", "Name", "Ada"),
        ("Who", "Role", ""),
    ]
    assert ProfileDocument.parse(DEFAULT_PROFILE_TEMPLATE).render() == DEFAULT_PROFILE_TEMPLATE


def test_setting_a_field_rewrites_only_its_line() -> None:
    document = ProfileDocument.parse("# Who\n* **Name** :  Ada  \n- **Role**:\n")
    changed = document.set("  ROLE ", "data lead")
    assert changed.render() == "# Who\n* **Name** :  Ada  \n- **Role**: data lead\n"
    assert changed.set("role", "").render() == "# Who\n* **Name** :  Ada  \n- **Role**:\n"
    assert document.render() == "# Who\n* **Name** :  Ada  \n- **Role**:\n"  # immutable


def test_a_missing_field_is_added_to_its_section_or_a_new_one() -> None:
    document = ProfileDocument.parse("# Who\n- **Name**: Ada\n\n# Goals\n- **Task**:\n")
    assert document.set("Pronouns", "she/her", section="Who").render() == (
        "# Who\n- **Name**: Ada\n- **Pronouns**: she/her\n\n# Goals\n- **Task**:\n"
    )
    assert document.set("Stack", "Go", section="Environment").render() == (
        "# Who\n- **Name**: Ada\n\n# Goals\n- **Task**:\n\n# Environment\n- **Stack**: Go\n"
    )


def test_filled_lines_keep_only_headings_with_filled_fields() -> None:
    document = ProfileDocument.parse("# Who\n- **Name**:\n\n# Goals\n- **Task**: ship v2\n")
    assert document.filled_lines() == ["# Goals", "- **Task**: ship v2"]
    assert document.values() == {"Task": "ship v2"}
    assert document.find("task") is not None and document.find("nothing") is None


def test_a_field_named_twice_is_refused() -> None:
    with pytest.raises(ValidationError, match="twice"):
        ProfileDocument.parse("# A\n- **Name**:\n# B\n- **name**:\n")


@pytest.mark.parametrize(
    ("template", "message"),
    [
        ("", "non-empty"),
        ("# Only a heading\nand prose\n", "no fields"),
        ("- **Name**:\n- **NAME**:\n", "twice"),
        ("- **Name**:\n" + "x" * 9_000, "max_chars"),
    ],
)
def test_a_template_the_profile_cannot_use_is_a_config_error(template: str, message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        ProfileConfig(template=template)
