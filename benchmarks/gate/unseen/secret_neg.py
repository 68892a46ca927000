"""Unseen secret negatives: ordinary facts that share a secret's surface and must be kept word
for word.

Families: ``credential_talk`` (credential words with no secret: a reset, a password manager, a
PIN forgotten), ``tracking`` (parcel numbers), ``order`` (shop orders and invoices), ``dev_ids``
(commit hashes, UUIDs, versions), ``phone``, ``travel`` (booking codes, seats, gates), ``card_tail``
("card ending in") and ``numbers`` (rooms, sizes, dates and other plain numbers).
"""

from __future__ import annotations

from benchmarks.gate.common import Template
from benchmarks.gate.unseen.tables import texts

NEGATIVE: dict[tuple[str, str], list[Template]] = {
    ("credential_talk", "en"): texts("""
        I reset my {service} password again, third time this month 🙄
        finally moved all my passwords into a password manager, {name} helped me set it up
        the wifi password at {place} is on a sticker under the router, ask {name} if stuck
        forgot my pin and the atm in {town} swallowed the card
    """),
    ("tracking", "en"): texts("""
        my parcel {TRACK} has been stuck in customs for a week
        tracking says {TRACK} was delivered but there's nothing at the door
        {shop} sent the replacement, tracking no {TRACK}
    """),
    ("order", "en"): texts("""
        order {ORDER} from {shop} still hasn't shipped
        refund for order {ORDER} finally came through
        invoice {INVOICE} from the plumber is due next week
    """),
    ("dev_ids", "en"): texts("""
        the crash on login was fixed in commit {SHA}
        request id {UUID} shows up in every failing log line
        upgraded postgres to {VER} over the weekend and nothing broke
        we pinned the client to {VER} because the newer one leaks memory
    """),
    ("phone", "en"): texts("""
        my new number is {PHONE}
        dentist in {town}: {PHONE}, call before friday
        {name}'s mobile changed to {PHONE}
    """),
    ("travel", "en"): texts("""
        booking ref {BOOKING}, flight to {town} leaves at 7:40
        got seat 14C on the train, confirmation code {BOOKING}
        hotel in {town} confirmed, reservation {BOOKING}, check-in from 3pm
    """),
    ("card_tail", "en"): texts("""
        paid for the {shop} order with the card ending in {LAST4}
        the statement shows a weird charge on card ****{LAST4}
        my old visa ending {LAST4} expired so I use the debit one now
    """),
    ("numbers", "en"): texts("""
        my office moved to room {ROOM} on the third floor
        the backup of the photos is {SIZE} MB, way smaller than I thought
        we live at {ROOM} Alder Road now
    """),
    ("credential_talk", "de"): texts("""
        hab mein {service} passwort zurückgesetzt, jetzt geht's wieder
        die PIN für die neue karte kommt per post, hat die bank gesagt
        das WLAN-Passwort steht {place} auf dem Router
    """),
    ("tracking", "de"): texts("""
        mein paket {TRACK} hängt seit tagen im verteilzentrum
        Sendungsnummer {TRACK}, laut DHL zugestellt, aber nix da
    """),
    ("order", "de"): texts("""
        bestellung {ORDER} bei {shop} ist immer noch nicht versendet
        Rechnung {INVOICE} vom Handwerker ist nächste Woche fällig
    """),
    ("dev_ids", "de"): texts("""
        der fehler ist seit commit {SHA} behoben
        wir haben auf version {VER} aktualisiert, läuft stabil
    """),
    ("phone", "de"): texts("""
        meine neue handynummer ist {PHONE}
        Praxis in {town}, Telefon {PHONE}, nur vormittags
    """),
    ("travel", "de"): texts("""
        Buchungscode {BOOKING}, Flug nach {town} geht um 6:15
        hotel in {town} ist gebucht, reservierungsnummer {BOOKING}
    """),
    ("card_tail", "de"): texts("""
        hab mit der karte mit endziffern {LAST4} bezahlt
        auf dem kontoauszug steht eine abbuchung von karte ****{LAST4}
    """),
    ("credential_talk", "fr"): texts("""
        j'ai réinitialisé mon mot de passe {service} ce matin
        mon code pin est bloqué, faut que j'appelle la banque demain
        le mdp du wifi est écrit {place} sur le frigo
    """),
    ("tracking", "fr"): texts("""
        mon colis {TRACK} est bloqué en douane
        numéro de suivi {TRACK}, marqué livré mais rien reçu
    """),
    ("order", "fr"): texts("""
        la commande {ORDER} chez {shop} n'est toujours pas partie
        facture {INVOICE} du garagiste à payer avant la fin du mois
    """),
    ("dev_ids", "fr"): texts("""
        le bug est corrigé depuis le commit {SHA}
        on est passés en version {VER} hier soir
    """),
    ("phone", "fr"): texts("""
        mon nouveau numéro c'est le {PHONE}
        le cabinet à {town} : {PHONE}, le matin seulement
    """),
    ("travel", "fr"): texts("""
        référence de réservation {BOOKING}, vol pour {town} à 7h10
        hôtel à {town} confirmé, dossier {BOOKING}
    """),
    ("card_tail", "fr"): texts("""
        payé avec la carte qui finit par {LAST4}
        prélèvement bizarre sur la carte ****{LAST4} ce mois-ci
    """),
    ("credential_talk", "es"): texts("""
        he cambiado la contraseña de {service} porque me la hackearon
        se me olvidó el pin y el cajero de {town} se tragó la tarjeta
        la clave del wifi está {place} en una pegatina del router
    """),
    ("tracking", "es"): texts("""
        mi paquete {TRACK} lleva una semana en aduanas
        número de seguimiento {TRACK}, pone entregado pero no ha llegado
    """),
    ("order", "es"): texts("""
        el pedido {ORDER} de {shop} todavía no ha salido
        factura {INVOICE} del fontanero, vence la semana que viene
    """),
    ("dev_ids", "es"): texts("""
        el fallo se arregló en el commit {SHA}
        actualizamos a la versión {VER} y va bastante mejor
    """),
    ("phone", "es"): texts("""
        mi número nuevo es el {PHONE}
        la clínica de {town}: {PHONE}, solo por las mañanas
    """),
    ("travel", "es"): texts("""
        localizador {BOOKING}, el vuelo a {town} sale a las 6:50
        hotel en {town} confirmado, reserva {BOOKING}
    """),
    ("card_tail", "es"): texts("""
        pagué con la tarjeta acabada en {LAST4}
        hay un cargo raro en la tarjeta ****{LAST4}
    """),
}
