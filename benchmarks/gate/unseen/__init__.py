"""The unseen split of the gate corpora: templates, pools and value makers written after blind,
by someone who read neither the detectors nor any earlier split's templates or pools, sharing no
template and no slot value with any of them.

Families were chosen afresh from how people leak credentials, hedge, pass on other people's
words and try to steer an AI's memory (each kind's module lists its own): passwords said in
passing, vendor tokens pasted from a terminal, env files and connection strings, PINs, card and
bank numbers, national ids and word-only passphrases among secrets, with tracking numbers, commit
hashes, UUIDs, versions, phone and booking numbers and "I changed my password" among their near
misses; guesses, hedges in the next sentence, questions, hearsay, wishes, plans, conditions and
flipped negations among notes that overstate; forwarded mail, group-chat exports, notices,
reviews, texts from family and quoted colleagues among pastes, some carrying an order for the
assistant; overrides, fake system or developer turns, standing rules, tool-call JSON, claimed
authority, exfiltration and orders tacked onto a fact among injections, some hidden by
zero-width, look-alike, full-width or spaced-out letters. Texts are written the way people type:
lower case, typos, no punctuation, emoji, chat shorthand, mixed languages; some notes of German,
French and Spanish talks are in English, as many models write them.

Nobody tunes on it. The lead runs it once: ``python -m benchmarks gate --half unseen``. See
:func:`benchmarks.gate.unseen.groups.groups` and :mod:`benchmarks.gate.common`.
"""
