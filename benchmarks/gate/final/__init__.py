"""The final split of the gate corpora: templates, pools and value makers written after tune,
held and fresh had all been used to tune the detectors, without reading the detectors, and
sharing no template and no slot value with any of them.

It keeps the subkind names of the earlier splits where the phenomenon is the same, so results
compare per subkind, and adds families they lack (see the kinds' modules): webhook URLs,
signed URLs, session cookies, one-time-password seeds and key files among secrets; masked
numbers, placeholders, public keys, parcel tracking ids, lock-file hashes and auth errors among
their near misses; plans and dreams among notes that overstate; call transcripts, scanned
letters and copied web posts among pastes; fake dialogue turns, memory edits, tool calls,
trigger rules and new obfuscations (ROT13, reversed text, percent-encoding, mathematical and
circled letters, combining marks, other invisible characters) among injections.

Run it once, at the end: ``python -m benchmarks gate --half final``. See
:func:`benchmarks.gate.final.groups.groups` and :mod:`benchmarks.gate.common`.
"""
