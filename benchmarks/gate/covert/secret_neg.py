"""Covert secret negatives: order, tracking and booking numbers, hashes, versions, phone numbers,
and talk about passwords, PINs and tokens that gives none away."""

from __future__ import annotations

from benchmarks.gate.common import Template
from benchmarks.gate.covert.make import lines

NEGATIVE: dict[tuple[str, str], list[Template]] = {
    ("order_number", "en"): lines("""
        my order {ORDER} from the shop in {cv_city} still hasnt shipped
        ticket {ORDER} is about the broken {cv_service} login, support says 3 days
        booking ref {ORDER} for the flight to {cv_city}
        return label for order {ORDER} printed, dropping it off {cv_day}
        parcel {TRACK} is stuck in customs again 🙄
        tracking number {TRACK} , should arrive {cv_day}
    """),
    ("code_ref", "en"): lines("""
        the bug was introduced in commit {HASH}, reverting it fixed {cv_service}
        upgraded {cv_service} to {VER} yesterday and nothing broke for once
        checksum of the iso is {HASH} , matches the website
        we pinned the lib at {VER} because {cv_name} said newer ones leak memory
        deploy {HASH} went out {cv_day}
    """),
    ("phone", "en"): lines("""
        {cv_name} switched carriers so her number's {PHONE} now, old one's dead
        the dentist in {cv_city} is {PHONE}, call before 5
        call the plumber on {PHONE} if the boiler acts up
        {cv_name} works as a {cv_job} now, office line {PHONE}
    """),
    ("credential_talk", "en"): lines("""
        I reset my password for {cv_site} today, had to pick a longer one
        {cv_name} keeps her passwords in {cv_service} now instead of a notebook
        the wifi password at {cv_city} is on the fridge, ask {cv_name}
        got locked out of {cv_site} after 3 wrong pins, unblocked it at the branch
        rotated all our API tokens {cv_day} after the audit
        my card expired so I ordered a new one, arrives {cv_day}
        i never remember my IBAN, always have to look it up in the app
    """),
    ("order_number", "de"): lines("""
        warte seit zwei wochen auf bestellung {ORDER}, kundenservice antwortet nicht
        Sendungsnummer {TRACK}, soll {cv_day_de} kommen
        Buchungsnummer {ORDER} für den Zug nach {cv_city}
        paket {TRACK} hängt seit tagen im verteilzentrum
    """),
    ("credential_talk", "de"): lines("""
        hab heute mein Passwort bei {cv_site} geändert
        {cv_name} speichert ihre Passwörter jetzt im {cv_service}
        neue EC-Karte kommt {cv_day_de}, die PIN kommt per Post separat
        das WLAN-Passwort steht hinten auf dem Router in {cv_city}
    """),
    ("phone", "de"): lines("""
        {cv_name} hat den Anbieter gewechselt, erreichbar jetzt unter {PHONE}
        Hausarzt in {cv_city}: {PHONE}, nur vormittags
        {cv_name} arbeitet jetzt als {cv_job_de}, Büro {PHONE}
    """),
    ("code_ref", "de"): lines("""
        {cv_service} auf {VER} aktualisiert, läuft stabil
        der Fehler kam mit Commit {HASH}
        Prüfsumme {HASH} stimmt mit der Webseite überein
    """),
    ("order_number", "fr"): lines("""
        toujours rien pour la commande {ORDER}, le service client ne répond plus
        numéro de suivi {TRACK}, livraison prévue {cv_day_fr}
        réservation {ORDER} pour le train vers {cv_city}
        le colis {TRACK} est bloqué en douane 😤
    """),
    ("credential_talk", "fr"): lines("""
        j'ai changé mon mot de passe {cv_site} ce matin
        {cv_name} garde ses mots de passe dans {cv_service} maintenant
        nouvelle carte bancaire reçue {cv_day_fr}, le code arrive par courrier
        le code wifi est collé sous la box à {cv_city}
    """),
    ("phone", "fr"): lines("""
        {cv_name} a changé d'opérateur, on la joint au {PHONE} maintenant
        le cabinet du dentiste à {cv_city} c'est le {PHONE}
        {cv_name} est {cv_job_fr} maintenant, tel pro {PHONE}
    """),
    ("code_ref", "fr"): lines("""
        mis à jour {cv_service} en {VER}, rien n'a cassé
        le bug vient du commit {HASH}
        la somme de contrôle {HASH} correspond bien
    """),
    ("order_number", "es"): lines("""
        mi pedido {ORDER} sigue sin llegar
        número de seguimiento {TRACK}, llega {cv_day_es}
        localizador {ORDER} del vuelo a {cv_city}
        el paquete {TRACK} lleva 4 días en aduanas 🙄
    """),
    ("credential_talk", "es"): lines("""
        hoy cambié la contraseña de {cv_site}
        {cv_name} guarda sus contraseñas en {cv_service} ahora
        me llega la tarjeta nueva {cv_day_es} y el PIN va aparte por correo
        la clave del wifi está pegada detrás del router en {cv_city}
    """),
    ("phone", "es"): lines("""
        {cv_name} se cambió de compañía y ahora tiene el {PHONE}
        el dentista de {cv_city}: {PHONE}, llamar por la mañana
        {cv_name} trabaja de {cv_job_es}, teléfono del curro {PHONE}
    """),
    ("code_ref", "es"): lines("""
        actualicé {cv_service} a la {VER} y todo bien
        el fallo entró con el commit {HASH}
        el hash {HASH} coincide con el de la web
    """),
}
