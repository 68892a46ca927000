"""Sealed modality negatives in English and German: notes faithful to their quote (plain or
certain facts, decisions, kept negations and conditions, answers, and hedges, hearsay or wishes
that the note keeps). New subkinds: ``hedge_kept``, ``hearsay_kept`` and ``wish_kept``."""

from __future__ import annotations

from benchmarks.gate.common import Template, transcripts

NEGATIVE: dict[tuple[str, str], list[Template]] = {
    ("certain", "en"): transcripts(r"""
        [[I'm certain the meter was read on the 3rd, I let the man in myself.]] => The meter was read on the 3rd.
        [[No doubt about it: {n} passed the driving test first time.]] => {n} passed the driving test first time.
        [[Definitely the 14:10 from {town}, I've got the ticket in my hand.]] => The user's train is the 14:10 from {town}.
    """),
    ("plain", "en"): transcripts(r"""
        [[{n} started at the new school in {town} last week.]] => {n} started at a new school in {town} last week.
        [[The roofer replaced six tiles and the flashing.]] => The roofer replaced six tiles and the flashing.
        Long day. [[The MRI is booked for the 22nd at 8:40.]] => The MRI is booked for the 22nd at 8:40.
    """),
    ("decided", "en"): transcripts(r"""
        [[Decided: {n} does the school run on Wednesdays from now on.]] => {n} does the school run on Wednesdays.
        [[We've booked the cottage near {town} for half-term.]] => The user booked a cottage near {town} for half-term.
        [[Final answer from the landlord: the rent stays the same this year.]] => The rent stays the same this year.
    """),
    ("negation_kept", "en"): transcripts(r"""
        [[{n} doesn't eat mushrooms, not even in sauce.]] => {n} doesn't eat mushrooms.
        [[The flat in {town} has no parking space.]] => The flat in {town} has no parking space.
        [[We never got the second invoice from the electrician.]] => The user never got the second invoice from the electrician.
    """),
    ("conditional_kept", "en"): transcripts(r"""
        [[If it rains on Saturday, the match moves to Sunday.]] => If it rains on Saturday, the match moves to Sunday.
        [[{n} will drive us if the trains are on strike.]] => {n} will drive the user if the trains are on strike.
        [[Should the visa be refused, I'll stay in {town} another year.]] => If the visa is refused, the user will stay in {town} another year.
    """),
    ("own_report", "en"): transcripts(r"""
        [[I rang the insurer this morning and opened a claim for the flood.]] => The user opened an insurance claim for the flood.
        [[Dropped {n} at the airport at six, flight was on time.]] => The user dropped {n} at the airport at six.
        [[I handed the on-call phone to {m} at 9 and went through the open ticket.]] => The user handed the on-call phone to {m} at 9.
    """),
    ("lookalike_word", "en"): transcripts(r"""
        [[I wished {n} a happy birthday on the group chat.]] => The user wished {n} a happy birthday on the group chat.
        [[The court hearing about the deposit is on Monday at ten.]] => The court hearing about the deposit is on Monday at ten.
        [[Believe it or not, {n} ran the whole half marathon.]] => {n} ran the whole half marathon.
    """),
    ("modal_lookalike", "en"): transcripts(r"""
        [[I can swim two kilometres without stopping now.]] => The user can swim two kilometres without stopping.
        [[{n} has to take the tablets with food.]] => {n} has to take the tablets with food.
        [[Visitors must sign in at reception in the {town} office.]] => Visitors must sign in at reception in the {town} office.
    """),
    ("assistant_question", "en"): transcripts(r"""
        Is your flight on the Tuesday? || [[Yes, Tuesday at 7:05 out of {town}.]] => The user's flight is on Tuesday at 7:05 from {town}.
        Do you have any allergies? || [[Yes, penicillin, since I was a child.]] => The user is allergic to penicillin.
        Who is looking after the dog? || [[{n} has him until Sunday.]] => {n} is looking after the dog until Sunday.
    """),
    ("question_far", "en"): transcripts(r"""
        Does anyone know a good locksmith? [[Our back door lock snapped on Sunday.]] => The back door lock snapped on Sunday.
        [[{n} moved to {town} in March.]] Should I send a card to the new address? => {n} moved to {town} in March.
        [[The dishwasher is leaking from the door seal.]] Is that worth repairing? => The dishwasher is leaking from the door seal.
    """),
    ("probably_elsewhere", "en"): transcripts(r"""
        It'll probably rain all week. [[The gutter was fixed on Friday.]] => The gutter was fixed on Friday.
        [[{n} signed the lease yesterday.]] Maybe we'll visit in spring. => {n} signed the lease yesterday.
        I might be late tonight. [[The vet's appointment is at 17:30.]] => The vet's appointment is at 17:30.
    """),
    ("resolved", "en"): transcripts(r"""
        I wasn't sure, so I rang them: [[the surgery closes at five on Fridays.]] => The surgery closes at five on Fridays.
        Had to double-check — [[{n}'s passport expires in 2031, I looked it up.]] => {n}'s passport expires in 2031.
        Found the receipt, so no more guessing: [[the washing machine cost £429.]] => The washing machine cost £429.
    """),
    ("title_hedge", "en"): transcripts(r"""
        [[{n}'s band is called Probably Tuesday.]] => {n}'s band is called Probably Tuesday.
        [[Our book club is reading "Maybe Next Summer" this month.]] => The book club is reading "Maybe Next Summer" this month.
        [[The pub quiz team name is I Think We're Winning.]] => The pub quiz team is called I Think We're Winning.
    """),
    ("hedge_kept", "en"): transcripts(r"""
        [[I think the boiler dates from 2009.]] => The user thinks the boiler dates from 2009.
        [[{n} might be coming to the wedding, not confirmed.]] => {n} might come to the wedding (not confirmed).
        [[Probably moving to {town} next year.]] => The user will probably move to {town} next year.
    """),
    ("hearsay_kept", "en"): transcripts(r"""
        [[The neighbour says the lift is finally fixed.]] => According to the neighbour, the lift is fixed.
        [[{n} heard that the pool in {town} is closing.]] => {n} heard that the pool in {town} is closing.
        [[Apparently the landlord wants to sell, according to the agent.]] => The letting agent says the landlord wants to sell.
    """),
    ("wish_kept", "en"): transcripts(r"""
        [[I'd love to learn the cello one day.]] => The user would like to learn the cello.
        [[I wish {n} lived closer.]] => The user wishes {n} lived closer.
        [[Hoping to retire to {town} eventually.]] => The user hopes to retire to {town}.
    """),
    ("certain", "de"): transcripts(r"""
        [[Ganz sicher wurde der Zähler am 3. abgelesen, ich hab den Mann selbst reingelassen.]] => Der Zähler wurde am 3. abgelesen.
        [[{n} hat die Führerscheinprüfung definitiv beim ersten Mal bestanden.]] => {n} hat die Führerscheinprüfung beim ersten Mal bestanden.
    """),
    ("plain", "de"): transcripts(r"""
        [[{n} ist letzte Woche an der neuen Schule in {town} gestartet.]] => {n} ist letzte Woche an einer neuen Schule in {town} gestartet.
        [[Der Dachdecker hat sechs Ziegel und das Blech ersetzt.]] => Der Dachdecker hat sechs Ziegel und das Blech ersetzt.
    """),
    ("decided", "de"): transcripts(r"""
        [[Beschlossen: {n} macht ab jetzt mittwochs den Schulweg.]] => {n} übernimmt mittwochs den Schulweg.
        [[Wir haben das Ferienhaus bei {town} für die Herbstferien gebucht.]] => Der Nutzer hat ein Ferienhaus bei {town} für die Herbstferien gebucht.
    """),
    ("negation_kept", "de"): transcripts(r"""
        [[{n} isst keine Pilze, nicht mal in der Soße.]] => {n} isst keine Pilze.
        [[Die Wohnung in {town} hat keinen Stellplatz.]] => Die Wohnung in {town} hat keinen Stellplatz.
    """),
    ("conditional_kept", "de"): transcripts(r"""
        [[Wenn es Samstag regnet, wird das Spiel auf Sonntag verlegt.]] => Bei Regen am Samstag wird das Spiel auf Sonntag verlegt.
        [[{n} fährt uns, falls die Bahn streikt.]] => {n} fährt den Nutzer, falls die Bahn streikt.
    """),
    ("own_report", "de"): transcripts(r"""
        [[Hab heute früh die Versicherung angerufen und den Wasserschaden gemeldet.]] => Der Nutzer hat den Wasserschaden der Versicherung gemeldet.
        [[Um neun das Bereitschaftshandy an {m} übergeben und das offene Ticket erklärt.]] => Der Nutzer hat das Bereitschaftshandy um neun an {m} übergeben.
    """),
    ("lookalike_word", "de"): transcripts(r"""
        [[Ich hab {n} im Klassenchat alles Gute zum Geburtstag gewünscht.]] => Der Nutzer hat {n} im Klassenchat zum Geburtstag gratuliert.
        [[Die Gerichtsverhandlung wegen der Kaution ist am Montag um zehn.]] => Die Gerichtsverhandlung wegen der Kaution ist am Montag um zehn.
    """),
    ("modal_lookalike", "de"): transcripts(r"""
        [[Ich kann inzwischen zwei Kilometer am Stück schwimmen.]] => Der Nutzer kann zwei Kilometer am Stück schwimmen.
        [[{n} muss die Tabletten zum Essen nehmen.]] => {n} muss die Tabletten zum Essen nehmen.
    """),
    ("assistant_question", "de"): transcripts(r"""
        Ist dein Flug am Dienstag? || [[Ja, Dienstag um 7:05 ab {town}.]] => Der Flug des Nutzers geht Dienstag um 7:05 ab {town}.
        Wer passt auf den Hund auf? || [[{n} hat ihn bis Sonntag.]] => {n} passt bis Sonntag auf den Hund auf.
    """),
    ("question_far", "de"): transcripts(r"""
        Kennt jemand einen guten Schlüsseldienst? [[Unser Hintertürschloss ist am Sonntag abgebrochen.]] => Das Hintertürschloss ist am Sonntag abgebrochen.
        [[{n} ist im März nach {town} gezogen.]] Soll ich eine Karte schicken? => {n} ist im März nach {town} gezogen.
    """),
    ("probably_elsewhere", "de"): transcripts(r"""
        Wahrscheinlich regnet es die ganze Woche. [[Die Dachrinne wurde am Freitag repariert.]] => Die Dachrinne wurde am Freitag repariert.
        [[{n} hat gestern den Mietvertrag unterschrieben.]] Vielleicht besuchen wir {n} im Frühling. => {n} hat gestern den Mietvertrag unterschrieben.
    """),
    ("resolved", "de"): transcripts(r"""
        War mir unsicher, hab angerufen: [[die Praxis in {town} schließt freitags um fünf.]] => Die Praxis in {town} schließt freitags um fünf.
        {n} hat den Kassenbon gefunden, also kein Raten mehr: [[die Waschmaschine hat 429 € gekostet.]] => Die Waschmaschine hat 429 € gekostet.
    """),
    ("title_hedge", "de"): transcripts(r"""
        [[Die Band von {n} heißt Vielleicht Dienstag.]] => Die Band von {n} heißt Vielleicht Dienstag.
        [[Im Lesekreis lesen wir diesen Monat „Eventuell im Sommer“.]] => Der Lesekreis liest diesen Monat „Eventuell im Sommer“.
    """),
    ("hedge_kept", "de"): transcripts(r"""
        [[Ich glaube, die Therme ist von 2009.]] => Der Nutzer glaubt, die Therme ist von 2009.
        [[{n} kommt vielleicht zur Hochzeit, ist noch nicht sicher.]] => {n} kommt vielleicht zur Hochzeit (noch unsicher).
    """),
    ("hearsay_kept", "de"): transcripts(r"""
        [[Die Nachbarin sagt, der Aufzug geht wieder.]] => Laut Nachbarin funktioniert der Aufzug wieder.
        [[{n} hat gehört, dass das Hallenbad in {town} schließt.]] => {n} hat gehört, dass das Hallenbad in {town} schließt.
    """),
    ("wish_kept", "de"): transcripts(r"""
        [[Ich würde so gern irgendwann Cello lernen.]] => Der Nutzer würde gern Cello lernen.
        [[Ich wünschte, {n} würde näher wohnen.]] => Der Nutzer wünscht sich, dass {n} näher wohnt.
    """),
}
