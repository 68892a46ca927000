"""The sealed split of the gate corpora: templates, pools and value makers written once tune,
held, fresh and final had all become development data, by someone who read neither the
detectors nor those splits' templates, sharing no template and no slot value with any of them.

It keeps the earlier subkind names where the phenomenon is the same, so results compare per
subkind, and adds families none of them has (listed in each kind's module): access codes, seed
phrases and Wi-Fi QR payloads among secrets, documented test cards and promo codes among their
near misses; sarcasm, past beliefs and counterfactuals among notes that overstate, and notes that
keep the hedge, the hearsay or the wish among faithful ones; voicemails, text-message alerts and
support tickets among pastes, the user's own timestamped notes among their negatives;
exfiltration and suppression orders, HTML entities, Unicode tag characters and hex among
injections, the user's own imperative reminders and house rules among their near misses.

Nobody tunes on it. Run it once, at the end: ``python -m benchmarks gate --half sealed``. See
:func:`benchmarks.gate.sealed.groups.groups` and :mod:`benchmarks.gate.common`.
"""
