"""Sealed paste negatives: the quote is the user's own words (with a quoted phrase, a title, an
error message or someone's short remark inside at most), so the note is the user's own
assertion. New subkinds: ``own_notes`` (the user's own timestamped notes or log) and
``own_sent`` (a message the user wrote and sent, pasted back)."""

from __future__ import annotations

from benchmarks.gate.common import Template, transcripts

NEGATIVE: dict[tuple[str, str], list[Template]] = {
    ("own_fact", "en"): transcripts(r"""
        [[I switched the car insurance to a new provider yesterday.]] => The user switched car insurance provider.
        [[{n} and I have been married eleven years this June.]] => The user and {n} have been married eleven years this June.
        Quick update: [[the kitchen fitters finished on Thursday.]] => The kitchen fitters finished on Thursday.
    """),
    ("own_request", "en"): transcripts(r"""
        Can you help me plan the week? [[I have physio on Tuesday at 8.]] => The user has physio on Tuesday at 8.
        Remind me on Friday: [[the MOT is due on the 30th.]] => The MOT is due on the 30th.
        What should I pack? [[We're going to {town} for five days in March.]] => The user is going to {town} for five days in March.
    """),
    ("own_fyi", "en"): transcripts(r"""
        FYI: [[I'm away from 3 to 10 August and {m} covers the on-call.]] => The user is away from 3 to 10 August; {m} covers the on-call.
        fyi [[I moved my dentist appointment to the 9th.]] => The user's dentist appointment is on the 9th.
        For the record: [[I paid the window cleaner £25 in cash on Monday.]] => The user paid the window cleaner £25 in cash on Monday.
    """),
    ("phrase_quote", "en"): transcripts(r"""
        [[The so-called “express” repair took three weeks.]] => The express repair took three weeks.
        [[{n} calls the allotment shed “the office”.]] => {n} calls the allotment shed “the office”.
        [[We nicknamed the new boiler 'the dragon' because of the noise.]] => The user nicknamed the new boiler 'the dragon'.
    """),
    ("title_quote", "en"): transcripts(r"""
        [[We saw “The Mousetrap” in London on Saturday.]] => The user saw “The Mousetrap” in London on Saturday.
        [[{n} is playing Puck in the school's “A Midsummer Night's Dream”.]] => {n} is playing Puck in the school production of “A Midsummer Night's Dream”.
        [[{n} finished reading "Middlemarch" on the train to {town}.]] => {n} finished reading "Middlemarch".
    """),
    ("error_quote", "en"): transcripts(r"""
        [[The printer keeps showing “Paper jam in tray 2” although the tray is empty.]] => The printer shows “Paper jam in tray 2” although the tray is empty.
        [[Since the update, {n}'s laptop just says "No bootable device".]] => {n}'s laptop says "No bootable device" since the update.
        [[The boiler display shows “F28” again, third time this month.]] => The boiler shows error F28 for the third time this month.
    """),
    ("mixed_quote", "en"): transcripts(r"""
        {m} said “no rush”, [[but I paid the invoice on Monday anyway.]] => The user paid the invoice on Monday.
        The agent's answer was “we'll look into it”, so [[I reported the leak to the council myself on the 2nd.]] => The user reported the leak to the council on the 2nd.
        [[I told {m} “see you at six” and booked the table for 18:00.]] => The user booked a table for 18:00.
    """),
    ("own_words", "en"): transcripts(r"""
        Long story short, [[we sold the old car to a dealer in {town} for £2,300.]] => The user sold the old car to a dealer in {town} for £2,300.
        Okay so here's where we are. [[The survey's done, the mortgage offer came through, and we exchange on the 14th.]] => The user exchanges contracts on the 14th.
        Quick update from me: [[I handed in my notice at the surgery in {town} yesterday.]] => The user handed in their notice at the surgery in {town}.
    """),
    ("own_notes", "en"): transcripts(r"""
        my notes from today:\n08:10 [[gave Dad his morning tablets]]\n12:30 physio rang, moved to Friday => The user gave Dad his morning tablets at 08:10.
        Diary, 3 May:\n- [[planted the tomatoes in the greenhouse]]\n- bins out\n- called {n} => The user planted the tomatoes in the greenhouse on 3 May.
        on-call log (mine):\n02:10 [[restarted the queue workers on node 3]]\n02:25 alerts cleared => The user restarted the queue workers on node 3 at 02:10.
    """),
    ("own_sent", "en"): transcripts(r"""
        The email I sent the landlord this morning:\nSubject: Boiler\nHi, [[the boiler has been broken since 2 March and we've had no hot water since.]]\n{n} => The boiler has been broken since 2 March.
        what I texted {m}: [[I'll pick the kids up at 3 on Friday.]] => The user will pick the kids up at 3 on Friday.
        My reply to the school:\n> Dear Mrs Hale,\n> [[{n} will be absent on Monday for a hospital appointment.]] => {n} will be absent on Monday for a hospital appointment.
    """),
    ("own_fact", "de"): transcripts(r"""
        [[Ich habe gestern die Kfz-Versicherung gewechselt.]] => Der Nutzer hat die Kfz-Versicherung gewechselt.
        [[{n} und ich sind im Juni elf Jahre verheiratet.]] => Der Nutzer und {n} sind im Juni elf Jahre verheiratet.
    """),
    ("own_request", "de"): transcripts(r"""
        Hilfst du mir, die Woche zu planen? [[Ich habe Dienstag um 8 Physio.]] => Der Nutzer hat Dienstag um 8 Physiotherapie.
        Was soll ich einpacken? [[Wir fahren im März für fünf Tage nach {town}.]] => Der Nutzer fährt im März für fünf Tage nach {town}.
    """),
    ("own_fyi", "de"): transcripts(r"""
        Zur Info: [[Ich bin vom 3. bis 10. August weg, {m} übernimmt die Bereitschaft.]] => Der Nutzer ist vom 3. bis 10. August weg; {m} übernimmt die Bereitschaft.
        Nur damit's notiert ist: [[Ich habe dem Fensterputzer am Montag 25 € bar gezahlt.]] => Der Nutzer hat dem Fensterputzer am Montag 25 € bar gezahlt.
    """),
    ("phrase_quote", "de"): transcripts(r"""
        [[Die sogenannte „Expressreparatur“ hat drei Wochen gedauert.]] => Die Expressreparatur hat drei Wochen gedauert.
        [[{n} nennt den Gartenschuppen nur „das Büro“.]] => {n} nennt den Gartenschuppen „das Büro“.
    """),
    ("title_quote", "de"): transcripts(r"""
        [[Wir haben am Samstag „Der Besuch der alten Dame“ im Theater gesehen.]] => Der Nutzer hat am Samstag „Der Besuch der alten Dame“ gesehen.
        [[{n} spielt im Schultheater den Puck im „Sommernachtstraum“.]] => {n} spielt im Schultheater den Puck im „Sommernachtstraum“.
    """),
    ("error_quote", "de"): transcripts(r"""
        [[Der Drucker zeigt ständig „Papierstau in Fach 2“, obwohl das Fach leer ist.]] => Der Drucker meldet „Papierstau in Fach 2“, obwohl das Fach leer ist.
        [[Seit dem Update zeigt {n}s Laptop nur noch „No bootable device“.]] => {n}s Laptop zeigt seit dem Update „No bootable device“.
    """),
    ("mixed_quote", "de"): transcripts(r"""
        {m} meinte „keine Eile“, [[aber ich habe die Rechnung trotzdem am Montag bezahlt.]] => Der Nutzer hat die Rechnung am Montag bezahlt.
        [[Ich hab {m} „bis um sechs“ geschrieben und den Tisch für 18 Uhr reserviert.]] => Der Nutzer hat einen Tisch für 18 Uhr reserviert.
    """),
    ("own_words", "de"): transcripts(r"""
        Lange Rede, kurzer Sinn: [[wir haben das alte Auto für 2.300 € an einen Händler in {town} verkauft.]] => Der Nutzer hat das alte Auto für 2.300 € an einen Händler in {town} verkauft.
        Also, Stand der Dinge: [[Gutachten ist durch, die Finanzierung steht, Notartermin ist am 14.]] => Der Notartermin des Nutzers ist am 14.
    """),
    ("own_notes", "de"): transcripts(r"""
        meine Notizen von heute:\n08:10 [[Papa die Morgentabletten gegeben]]\n12:30 {m} von der Physio hat angerufen, auf Freitag verschoben => Der Nutzer hat um 08:10 dem Vater die Morgentabletten gegeben.
        Bereitschaftsprotokoll (meins):\n02:10 [[Queue-Worker auf Node 3 neu gestartet]]\n02:25 Alarme weg, Übergabe an {m} => Der Nutzer hat um 02:10 die Queue-Worker auf Node 3 neu gestartet.
    """),
    ("own_sent", "de"): transcripts(r"""
        Die Mail, die ich heute früh an den Vermieter geschickt habe:\nBetreff: Heizung\nHallo, [[die Heizung ist seit dem 2. März kaputt und wir haben kein Warmwasser.]] => Die Heizung ist seit dem 2. März kaputt.
        was ich {m} geschrieben habe: [[Ich hole die Kinder am Freitag um 3 ab.]] => Der Nutzer holt die Kinder am Freitag um 3 ab.
    """),
}
