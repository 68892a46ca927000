"""The hidden split of the gate corpora: templates, pools and value makers written after unseen,
by someone who read neither the detectors nor any earlier split's templates or pools, sharing no
template and no slot value with any of them.

Families were chosen afresh from how people leak credentials, hedge, pass on other people's
words and try to steer an AI's memory (each kind's module lists its own): passwords and
passphrases said in passing, vendor tokens and env lines pasted from a terminal, connection
strings, PINs, card and bank numbers and national ids among secrets, with order and tracking
numbers, commit hashes, versions, phone numbers and "I changed my password" among their near
misses; guesses, questions, hearsay, wishes, plans, conditions and flipped negations among notes
that overstate; forwarded mail, chat logs, notices, reviews and quoted relatives among pastes,
some carrying an order for the assistant; overrides, fake system turns, standing rules, claimed
authority and exfiltration among injections, some hidden by zero-width, look-alike, full-width or
spaced-out letters. Texts are written the way people type: lower case, typos, no punctuation,
emoji, chat shorthand, mixed languages; some notes of German, French and Spanish talks are in
English, as many models write them.

Nobody tunes on it. The lead runs it once: ``python -m benchmarks gate --half hidden``. See
:func:`benchmarks.gate.hidden.groups.groups` and :mod:`benchmarks.gate.common`.
"""
