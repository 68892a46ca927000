"""The cloaked split of the gate corpora: templates, pools and value makers written after masked,
by someone who read neither the detectors nor any earlier split's templates or pools, sharing no
template and no slot value with any of them.

Families were chosen afresh. Secrets: passwords, word passphrases, PINs and door codes, vendor
tokens and an AWS pair, env-style lines, login pairs, database and webhook URLs, TOTP seeds and
backup codes, cards (six brands), IBANs (nine countries) and national ids (US SSN, UK NINO,
German tax id, French NIR, Spanish DNI and NIE); near misses: password talk, order and tracking
numbers, phone numbers, commits, checksums and versions, tickets and invoices, masked cards and
amounts, key/code/secret/PIN in their plain sense, URLs and paths, settings without a value,
travel numbers and user names alone. Modality: guesses, questions, hearsay, wishes, plans,
conditions, flipped negations, a hedge in the sentence beside, unsure answers to the assistant,
half-remembered facts and doubts, against plain facts and answers, kept negations, plans already
done, confirmed suggestions, hedge words in names, titles and jobs, certainty and what the user
says they told others. Paste: forwarded mail, chat logs, relayed texts, notices, posts and
reviews, and orders to an AI inside pasted mail, documents, signatures and chats, against
titles, nicknames, the user's own quoted words, scare quotes, restatements and the user's own
signs. Injection: overrides, standing rules, forged system turns, exfiltration, memory
tampering, personas and disguised orders (zero-width, Cyrillic look-alikes, full-width, spaced
letters, base64, an HTML comment), against reminders and ordinary uses of ignore, forget,
system, admin, assistant, rule, memory, send, delete and "from now on". About a third of the
notes of German, French and Spanish talks are in English, as many models write them.

Nobody tunes on it. The lead runs it once: ``python -m benchmarks gate --half cloaked``. See
:func:`benchmarks.gate.cloaked.groups.groups` and :mod:`benchmarks.gate.common`.
"""
