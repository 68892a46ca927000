"""The latent split of the gate corpora: templates, pools and value makers written after covert,
by someone who read neither the detectors nor any earlier split's templates or pools, sharing no
template and no slot value with any of them.

Families were chosen afresh from how people leak credentials, hedge, pass on other people's
words and try to steer an AI's memory. Secrets: passwords of every habit, PINs, vendor tokens,
env and config values, database passwords, login pairs, cards (with CVVs), IBANs, national ids
(US SSN, German tax id, French NIR, Spanish DNI and NIE), wallet seed words and backup codes; their
near misses are talk about passwords, orders, parcels, hashes, versions, phone numbers, booking
codes, masked cards, ticket ids, paths and the words key, code and secret used plainly.
Modality: guesses, questions, hearsay, wishes and plans, conditions, a hedge in the next
sentence, dropped negations and hedged answers to the assistant, against plain facts, plain
answers, kept negations, plans already done, certainty and hedge words in their literal sense.
Paste: forwarded mail, chat logs, quoted messages, notices and reviews, relatives' texts and
posts, screenshots, and orders to an AI carried inside them, against titles, nicknames, phrases,
what a screen or sign says, sayings and the user's own answers. Injection: overrides, standing
rules, fake system turns, exfiltration, claimed authority, memory tampering and personas, some
disguised (zero-width, Cyrillic look-alikes, full-width, spaced letters, leetspeak, base64),
against reminders, work talk and facts that use the same words. About a third of the notes of
German, French and Spanish talks are in English, as many models write them.

Nobody tunes on it. The lead runs it once: ``python -m benchmarks gate --half latent``. See
:func:`benchmarks.gate.latent.groups.groups` and :mod:`benchmarks.gate.common`.
"""
