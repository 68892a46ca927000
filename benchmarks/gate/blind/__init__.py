"""The blind split of the gate corpora: templates, pools and value makers written after sealed,
by someone who read neither the detectors nor any earlier split's templates or pools, sharing no
template and no slot value with any of them.

Families are chosen afresh from how people actually leak credentials, hedge, pass on other
people's words and try to steer an AI's memory (each kind's module lists its own): connection
strings with a password in them, user/password pairs and national ids of several countries among
secrets, commit hashes, parcel numbers, booking codes and "card ending in" among their near misses;
hedges in the sentence beside the quote, questions, hearsay, plans, wishes, conditions and
changed negations among notes that overstate; forwarded mail, chat logs, notices, forum posts and
quoted bosses among pastes, with orders to the assistant hidden in some of them; overrides, fake
role tags, lasting rules, tool calls, privilege claims and trailing orders among injections, some
hidden by zero-width, look-alike, full-width or spaced-out letters. Texts are written the way
people type: lower case, typos, no punctuation, emoji, chat shorthand, mixed languages.

Nobody tunes on it. The lead runs it once: ``python -m benchmarks gate --half blind``. See
:func:`benchmarks.gate.blind.groups.groups` and :mod:`benchmarks.gate.common`.
"""
