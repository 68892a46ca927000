"""Account names: the user name a sentence gives, which is no secret.

A sentence that names an account ("the login is kasi88", "le compte s'appelle ...",
"der Benutzername lautet ...") gives who signs in, not how. Its value is spared when the
sentence says so plainly (a verb of naming, or a word for a user name), or when a password is
named after it on its own ("..., the password you know"): then the login is the name beside
the password, whether the password is given or not. Everything is linear in the text.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

Span = tuple[int, int]

# A word for a user name: said so, the value is a name whatever follows.
_USER_NAME = (
    r"user\s?name|login name|account name|benutzername|anmeldename|kontoname|nom d'utilisateur"
    r"|identifiant|nom du compte|nombre de usuario|usuario|nombre de (?:la )?cuenta"
)
# A word for an account: its value is a name when a verb of naming joins them, or when a
# password is named after it.
_ACCOUNT = r"login|log-in|account|konto|benutzer|compte|cuenta|user|utilisateur"
_NAMING = r"is called|is named|heißt|s'appelle|se llama|lautet"
_JOIN = r"(?:is|ist|est|es|c'est)(?!\w)|:|="
_NAMED = re.compile(
    rf"(?<![\w\-])(?:(?P<user>{_USER_NAME})|(?P<account>{_ACCOUNT}))(?![\w\-])"
    rf"\s*(?:(?P<naming>{_NAMING})(?!\w)|{_JOIN})\s*[\"'`]?(?P<value>[\w.@+\-]*\w)",
    re.IGNORECASE,
)
# A password named in the same sentence after the name, by its own word.
_PASSWORD_AFTER = re.compile(
    r"[^\n.!?]*?(?<![\w\-])(?:password|passwort|kennwort|mot de passe|mdp|contraseña|clave|pw"
    r"|pwd)(?![\w\-])",
    re.IGNORECASE,
)


def names(text: str) -> Iterator[Span]:
    """Where ``text`` gives an account's name (the value only), not its password.

    Example:
        >>> text = "login ist kasi88, das passwort weißt du ja"
        >>> [text[a:b] for a, b in names(text)]
        ['kasi88']
        >>> list(names("my login is kasi88"))
        []
    """
    for match in _NAMED.finditer(text):
        said = match.group("user") or match.group("naming")
        if said or _PASSWORD_AFTER.match(text, match.end("value")):
            yield match.span("value")


def within(spans: list[Span], start: int, end: int) -> bool:
    """Whether ``start``-``end`` lies inside one of ``spans``."""
    return any(a <= start and end <= b for a, b in spans)
