"""The covert split of the gate corpora: templates, pools and value makers written after hidden,
by someone who read neither the detectors nor any earlier split's templates or pools, sharing no
template and no slot value with any of them.

Families were chosen afresh from how people leak credentials, hedge, pass on other people's
words and try to steer an AI's memory: passwords said in passing, vendor tokens and env lines,
connection strings, PINs, card numbers, IBANs and national ids among secrets, with order,
booking and tracking numbers, commit hashes, checksums, versions, phone numbers and talk about
passwords among their near misses; guesses, questions, hearsay, wishes, plans, conditions and
dropped negations among notes that overstate, with plain facts, answers, kept negations and
done plans among faithful ones; forwarded mail, chat logs, notices, reviews and relatives'
words among pastes, some carrying an order for the assistant, with titles, the user's own words
and mails among the user's own statements; overrides, standing rules, fake system turns,
exfiltration, claimed authority and memory tampering among injections, some hidden by
zero-width, full-width, spaced-out or Cyrillic look-alike letters, with reminders, work talk
and facts that use the same words among negatives. Some notes of German, French and Spanish
talks are in English, as many models write them.

Nobody tunes on it. The lead runs it once: ``python -m benchmarks gate --half covert``. See
:func:`benchmarks.gate.covert.groups.groups` and :mod:`benchmarks.gate.common`.
"""
