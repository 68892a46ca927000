from __future__ import annotations

import inspect

import episodic


def test_all_is_sorted_and_importable() -> None:
    assert episodic.__all__ == sorted(episodic.__all__)
    for name in episodic.__all__:
        assert hasattr(episodic, name), name


def test_public_classes_and_functions_have_docstrings() -> None:
    for name in episodic.__all__:
        value = getattr(episodic, name)
        if inspect.isclass(value) or inspect.isfunction(value):
            assert inspect.getdoc(value), f"{name} has no docstring"
            for attribute, member in vars(value).items():
                if not attribute.startswith("_") and inspect.isfunction(member):
                    assert inspect.getdoc(member), f"{name}.{attribute} has no docstring"
