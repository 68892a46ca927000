"""Sealed modality positives in English and German: the user guessed, heard, wished, asked,
planned, conditioned, joked or said the opposite, and the note states it as plain fact.

Lines are ``[assistant ||] user => note``; ``[[...]]`` marks the quote the note cites;
``{n}``, ``{m}`` and ``{town}`` are the language's names and towns. New subkinds (no earlier
split has them): ``sarcasm``, ``past_belief`` and ``counterfactual``.
"""

from __future__ import annotations

from benchmarks.gate.common import Template, transcripts

POSITIVE: dict[tuple[str, str], list[Template]] = {
    ("hedge_before", "en"): transcripts(r"""
        The boiler's making that noise again. [[I think the last service was in 2021.]] => The boiler's last service was in 2021.
        [[If I remember rightly, {n}'s school breaks up on the 19th.]] Need to sort childcare. => {n}'s school breaks up on the 19th.
        [[I reckon the landlord owns the whole terrace.]] Would explain the slow repairs. => The landlord owns the whole terrace.
    """),
    ("hedge_after", "en"): transcripts(r"""
        [[The deposit was £950, I'm fairly sure.]] Checking the bank later. => The deposit was £950.
        [[{n} is allergic to penicillin, if I've got that right.]] => {n} is allergic to penicillin.
        Booking the train now. [[The return leaves {town} at 17:42, I think.]] => The return train leaves {town} at 17:42.
    """),
    ("hedge_in", "en"): transcripts(r"""
        [[The plumber probably fitted the wrong valve.]] Water's still dripping. => The plumber fitted the wrong valve.
        [[{n} is most likely the one who took the car keys.]] => {n} took the car keys.
        [[The parcel presumably went to the old address in {town}.]] => The parcel went to the old address in {town}.
    """),
    ("hedge_clause", "en"): transcripts(r"""
        [[Don't quote me on this, but the dentist moved to Thursdays.]] => The dentist moved to Thursdays.
        [[I could be wrong, but {n} starts at the bakery on Monday.]] => {n} starts at the bakery on Monday.
        [[Not a hundred percent sure, but the bins in {town} go out on Tuesdays now.]] => The bins in {town} go out on Tuesdays.
    """),
    ("hedge_marker", "en"): transcripts(r"""
        Quick notes from the call: [[on-call rota switches on the 3rd (?)]] and the runbook is in the wiki. => The on-call rota switches on the 3rd.
        [[AFAIK {n} still has the spare key to the shed.]] => {n} has the spare key to the shed.
        [[Rent goes up to ~£1,200 from April, iirc.]] => Rent goes up to £1,200 from April.
    """),
    ("hearsay", "en"): transcripts(r"""
        [[Apparently the new owners of the pub in {town} are from Leeds.]] => The new owners of the pub in {town} are from Leeds.
        [[{n} heard from the school office that the trip is cancelled.]] => The school trip is cancelled.
        [[According to the neighbour, the landlord is selling the building.]] => The landlord is selling the building.
        [[Word in the group chat is that {n} got the head of year job.]] => {n} got the head of year job.
    """),
    ("wish", "en"): transcripts(r"""
        [[I wish I could play the piano like {n}.]] => The user plays the piano like {n}.
        [[Would love to have a garden big enough for chickens one day.]] => The user has a garden big enough for chickens.
        [[If only we lived closer to {town}.]] Mum's getting older. => The user lives close to {town}.
    """),
    ("plan", "en"): transcripts(r"""
        [[We're thinking of repainting the kitchen sage green in May.]] => The kitchen is painted sage green.
        [[The plan is for {n} to take over the allotment next year.]] => {n} took over the allotment.
        [[I'm hoping to move to {town} once the lease runs out.]] => The user moved to {town}.
    """),
    ("question", "en"): transcripts(r"""
        [[Is the pharmacy on the high street open on Sundays?]] Need my inhaler. => The pharmacy on the high street is open on Sundays.
        [[Did {n} ever pay back the £40 for the concert?]] => {n} paid back the £40 for the concert.
        [[Does the bus from {town} still stop at the hospital?]] => The bus from {town} stops at the hospital.
    """),
    ("wonder", "en"): transcripts(r"""
        [[I wonder whether {n} still works at the garden centre.]] => {n} works at the garden centre.
        [[Wondering if the warranty on the washing machine covers the pump.]] => The washing machine's warranty covers the pump.
        [[Not sure whether the surgery in {town} takes new patients.]] => The surgery in {town} takes new patients.
    """),
    ("conditional", "en"): transcripts(r"""
        [[If the quote comes in under £3k, we'll go with the roofer {n} recommended.]] => The user is going with the roofer {n} recommended.
        [[Assuming the visa comes through, I start in {town} in September.]] => The user starts in {town} in September.
        [[Should the train be cancelled, {n} will drive us.]] => {n} will drive the user.
    """),
    ("polarity_added", "en"): transcripts(r"""
        [[{n} eats fish, just no meat.]] Sorting the dinner menu. => {n} does not eat fish.
        [[The flat in {town} has a lift.]] => The flat in {town} has no lift.
        [[We've paid the plumber's invoice.]] => The plumber's invoice has not been paid.
    """),
    ("polarity_dropped", "en"): transcripts(r"""
        [[We never renewed the contract with the cleaners.]] => The user renewed the contract with the cleaners.
        [[{n} hasn't had the second jab yet.]] => {n} has had the second jab.
        [[The landlord didn't return the deposit.]] Chasing him again. => The landlord returned the deposit.
    """),
    ("answer_hedged", "en"): transcripts(r"""
        Is your flight to {town} on the Tuesday? || [[Probably, yeah.]] I'll check the email. => The user's flight to {town} is on Tuesday.
        Does {n} take sugar? || [[I think so?]] => {n} takes sugar.
        Was the bike insured? || [[Might have been, under the home policy.]] => The bike was insured under the home policy.
    """),
    ("dream", "en"): transcripts(r"""
        Weird night. [[I dreamt {n} and I opened a café in {town}.]] => The user and {n} opened a café in {town}.
        [[Had a dream I'd failed my driving test again.]] => The user failed the driving test again.
    """),
    ("sarcasm", "en"): transcripts(r"""
        [[Oh sure, because I just love sitting on hold with the council for an hour.]] => The user loves sitting on hold with the council.
        [[Yeah, {n} is a real morning person — up at the crack of noon.]] => {n} is a morning person.
        [[Fantastic, my favourite thing: assembling flat-pack furniture at midnight.]] => Assembling flat-pack furniture at midnight is the user's favourite thing.
    """),
    ("past_belief", "en"): transcripts(r"""
        [[I always thought {n} was from Cork]] — turns out it's Galway. => {n} is from Cork.
        [[I used to believe the surgery closed at six]], but it's five on Fridays. => The surgery closes at six.
        [[I was under the impression the car was still under warranty.]] The garage says otherwise. => The car is under warranty.
    """),
    ("counterfactual", "en"): transcripts(r"""
        [[If I'd taken the job in {town}, I'd be earning twice as much now.]] => The user earns twice as much now.
        [[Had we booked in January, the flights would have cost half.]] => The flights cost half.
        [[If {n} had kept the receipt, the shop would have refunded it.]] => The shop refunded {n}.
    """),
    ("hedge_before", "de"): transcripts(r"""
        [[Ich glaube, die letzte Wartung der Therme war 2021.]] => Die letzte Wartung der Therme war 2021.
        [[Wenn ich mich nicht irre, hat {n} am 19. Zeugnistag.]] => {n} hat am 19. Zeugnistag.
    """),
    ("hedge_after", "de"): transcripts(r"""
        [[Die Kaution waren 950 Euro, meine ich.]] => Die Kaution betrug 950 Euro.
        [[{n} ist gegen Penicillin allergisch, wenn ich das richtig im Kopf habe.]] => {n} ist gegen Penicillin allergisch.
    """),
    ("hedge_in", "de"): transcripts(r"""
        [[Der Klempner hat wohl das falsche Ventil eingebaut.]] Es tropft immer noch. => Der Klempner hat das falsche Ventil eingebaut.
        [[Das Paket ist vermutlich an die alte Adresse in {town} gegangen.]] => Das Paket ging an die alte Adresse in {town}.
    """),
    ("hedge_clause", "de"): transcripts(r"""
        [[Ohne Gewähr, aber die Zahnärztin hat jetzt donnerstags Sprechstunde.]] => Die Zahnärztin hat donnerstags Sprechstunde.
        [[Kann sein, dass ich mich täusche, aber {n} fängt Montag in der Bäckerei an.]] => {n} fängt Montag in der Bäckerei an.
    """),
    ("hedge_marker", "de"): transcripts(r"""
        Notizen vom Telefonat mit {m}: [[Rufbereitschaft wechselt am 3. (?)]], Doku liegt im Wiki. => Die Rufbereitschaft wechselt am 3.
        [[Miete in {town} ab April: ~1.200 € (noch unbestätigt)]] => Die Miete in {town} beträgt ab April 1.200 €.
    """),
    ("hearsay", "de"): transcripts(r"""
        [[Die neuen Wirte vom Gasthaus in {town} sollen aus Leipzig kommen.]] => Die neuen Wirte vom Gasthaus in {town} kommen aus Leipzig.
        [[Laut Nachbarin will der Vermieter das Haus verkaufen.]] => Der Vermieter verkauft das Haus.
        [[{n} hat im Sekretariat gehört, dass die Klassenfahrt ausfällt.]] => Die Klassenfahrt fällt aus.
    """),
    ("wish", "de"): transcripts(r"""
        [[Ich wünschte, ich könnte so gut Klavier spielen wie {n}.]] => Der Nutzer spielt so gut Klavier wie {n}.
        [[Wenn wir doch nur näher an {town} wohnen würden.]] => Der Nutzer wohnt nah an {town}.
    """),
    ("plan", "de"): transcripts(r"""
        [[Wir überlegen, die Küche im Mai salbeigrün zu streichen.]] => Die Küche ist salbeigrün gestrichen.
        [[Ich hab vor, nach {town} zu ziehen, sobald der Mietvertrag ausläuft.]] => Der Nutzer ist nach {town} gezogen.
    """),
    ("question", "de"): transcripts(r"""
        [[Hat die Apotheke am Markt sonntags offen?]] Brauche mein Spray. => Die Apotheke am Markt hat sonntags offen.
        [[Hat {n} die 40 Euro fürs Konzert eigentlich zurückgezahlt?]] => {n} hat die 40 Euro fürs Konzert zurückgezahlt.
    """),
    ("wonder", "de"): transcripts(r"""
        [[Ich frag mich, ob {n} noch in der Gärtnerei arbeitet.]] => {n} arbeitet in der Gärtnerei.
        [[Keine Ahnung, ob die Praxis in {town} neue Patienten nimmt.]] => Die Praxis in {town} nimmt neue Patienten.
    """),
    ("conditional", "de"): transcripts(r"""
        [[Falls das Angebot unter 3.000 € bleibt, nehmen wir den Dachdecker, den {n} empfohlen hat.]] => Der Nutzer nimmt den Dachdecker, den {n} empfohlen hat.
        [[Wenn das Visum klappt, fange ich im September in {town} an.]] => Der Nutzer fängt im September in {town} an.
    """),
    ("polarity_added", "de"): transcripts(r"""
        [[{n} isst Fisch, nur kein Fleisch.]] => {n} isst keinen Fisch.
        [[Die Wohnung in {town} hat einen Aufzug.]] => Die Wohnung in {town} hat keinen Aufzug.
    """),
    ("polarity_dropped", "de"): transcripts(r"""
        [[Den Vertrag mit der Reinigungsfirma haben wir nie verlängert.]] => Der Nutzer hat den Vertrag mit der Reinigungsfirma verlängert.
        [[{n} hat die zweite Impfung noch nicht bekommen.]] => {n} hat die zweite Impfung bekommen.
    """),
    ("answer_hedged", "de"): transcripts(r"""
        Ist dein Flug nach {town} am Dienstag? || [[Ich denke schon, schau nachher nach.]] => Der Flug des Nutzers nach {town} ist am Dienstag.
        Nimmt {n} Zucker in den Kaffee? || [[Glaub schon.]] => {n} nimmt Zucker in den Kaffee.
    """),
    ("dream", "de"): transcripts(r"""
        [[Ich hab geträumt, dass {n} und ich ein Café in {town} aufmachen.]] => Der Nutzer und {n} machen ein Café in {town} auf.
        [[Heute Nacht geträumt, ich wär wieder durch die Fahrprüfung gefallen.]] => Der Nutzer ist durch die Fahrprüfung gefallen.
    """),
    ("sarcasm", "de"): transcripts(r"""
        [[Na klar, ich liebe es ja, eine Stunde in der Warteschleife vom Bürgeramt zu hängen.]] => Der Nutzer hängt gern in der Warteschleife vom Bürgeramt.
        [[{n} ist ja sooo ein Frühaufsteher – vor elf sieht man {n} nie.]] => {n} ist ein Frühaufsteher.
    """),
    ("past_belief", "de"): transcripts(r"""
        [[Ich dachte immer, {n} kommt aus Köln]], dabei stimmt das gar nicht, es ist Bonn. => {n} kommt aus Köln.
        [[Ich war der Meinung, das Auto hätte noch Garantie.]] Die Werkstatt sieht das anders. => Das Auto hat noch Garantie.
    """),
    ("counterfactual", "de"): transcripts(r"""
        [[Hätte ich die Stelle in {town} genommen, würde ich jetzt doppelt so viel verdienen.]] => Der Nutzer verdient jetzt doppelt so viel.
        [[Wenn {n} den Kassenbon aufgehoben hätte, gäbe es jetzt das Geld zurück.]] => {n} hat das Geld zurückbekommen.
    """),
}
