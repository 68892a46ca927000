"""The veiled split of the gate corpora: templates, pools and value makers written after latent,
by someone who read neither the detectors nor any earlier split's templates or pools, sharing no
template and no slot value with any of them.

Families were chosen afresh from how people leak credentials, hedge, pass on other people's
words and try to steer an AI's memory. Secrets: account passwords (five habits), passphrases,
PINs and door codes, vendor tokens and hex keys, env and config values and connection strings,
login pairs, cards with expiry and security code, IBANs, national ids (US SSN, German tax id,
French NIR, Spanish DNI and NIE) and recovery material (seed words, backup codes, authenticator
keys); their near misses are talk about passwords, the words key, code and secret used plainly,
order and tracking numbers, phone numbers, versions, commits, tickets and ids, travel bookings,
masked cards and amounts, PIN letters and postcodes. Modality: guesses, questions, hearsay,
wishes and plans, conditions, a hedge in the next sentence, dropped or added negations and
hedged answers to the assistant, against plain facts, plain answers, kept negations, plans
already done, certainty, hedge words in their literal sense, confirmed suggestions and what the
user told others. Paste: forwarded mail, chat logs, quoted texts, notices, posts and reviews,
screenshots, and orders to an AI inside pasted text, against titles, nicknames, the user's own
answers, own words in quotes, mottos, the names of the user's own ventures and scare quotes.
Injection: overrides, standing rules, fake system turns, exfiltration, claimed authority,
memory tampering and personas, and orders disguised (zero-width, Cyrillic look-alikes,
full-width, spaced letters, leetspeak, base64, an HTML comment), against reminders, the words
ignore and forget, system and admin, assistant, rule and memory, send and delete, role play and
"from now on" used in ordinary facts. About a third of the notes of German, French and Spanish
talks are in English, as many models write them.

Nobody tunes on it. The lead runs it once: ``python -m benchmarks gate --half veiled``. See
:func:`benchmarks.gate.veiled.groups.groups` and :mod:`benchmarks.gate.common`.
"""
