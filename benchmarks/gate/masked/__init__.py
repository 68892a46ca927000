"""The masked split of the gate corpora: templates, pools and value makers written after veiled,
by someone who read neither the detectors nor any earlier split's templates or pools, sharing no
template and no slot value with any of them.

Families were chosen afresh from how people leak credentials, hedge, pass on other people's
words and try to steer an AI's memory. Secrets: passwords (six habits), passphrases, PINs and
door codes, vendor tokens and hex keys, env values and connection strings, login pairs, cards,
IBANs of eight countries, national ids (US SSN, Dutch BSN, German tax id, French NIR, Spanish DNI
and NIE) and 2FA recovery material; their near misses are talk about passwords, order and
tracking numbers, phone numbers, versions, commits and checksums, tickets, paths and URLs,
masked cards, amounts and postcodes, and the words secret, key, code and token used plainly.
Modality: guesses, questions, hearsay, wishes, plans, conditions, negations flipped, a hedge in
the next sentence and hedged answers to the assistant, against plain facts, plain answers, kept
negations, plans already done, certainty, hedge-like words in titles and jobs, confirmed
suggestions and what the user told others. Paste: forwarded mail, chat logs, quoted messages,
notices and texts, posts and reviews, and orders to an AI inside pasted text, against titles,
nicknames, the user's own words in quotes, the user's own ventures, scare quotes and quoted
answers. Injection: overrides, standing rules, fake system turns, exfiltration, claimed
authority, memory tampering and personas, and orders disguised (zero-width, Cyrillic
look-alikes, full-width, spaced letters, leetspeak, base64, an HTML comment), against
reminders, ignore and forget, system and admin, assistant, rule and memory, send and delete,
role play and "from now on" in ordinary facts. About a third of the notes of German, French and
Spanish talks are in English, as many models write them.

Nobody tunes on it. The lead runs it once: ``python -m benchmarks gate --half masked``. See
:func:`benchmarks.gate.masked.groups.groups` and :mod:`benchmarks.gate.common`.
"""
