"""The masked split's secret near misses: ordinary facts that share the surface of a
secret (credential words with no secret, order, tracking and phone numbers, versions,
hashes, ids, masked cards, codes that are not secret). Every one must be kept word for
word."""

from __future__ import annotations

from benchmarks.gate.common import Generator, Template, t
from benchmarks.gate.masked import ids


def near_generators() -> dict[str, Generator]:
    """The look-alike values of the near misses (none is a secret)."""
    return {
        "TRACK": ids.plain("TRACK", ids.tracking, "tracking"),
        "ORDER": ids.plain("ORDER", ids.order_number, "order"),
        **{
            f"PHONE_{lang.upper()}": ids.plain(f"PHONE_{lang.upper()}", ids.phone(lang), "phone")
            for lang in ("en", "de", "fr", "es")
        },
        "VER": ids.plain("VER", ids.version, "version"),
        "HASH": ids.plain("HASH", ids.commit_hash, "commit"),
        "SHA": ids.plain("SHA", ids.sha256, "checksum"),
        "TICKET": ids.plain("TICKET", ids.ticket, "ticket"),
        "UUID": ids.plain("UUID", ids.uuid_like, "uuid"),
        "LAST4": ids.plain("LAST4", lambda r, i: ids.pin(r, 4), "last4"),
        "AMOUNT": ids.plain("AMOUNT", ids.number(12, 4800), "amount"),
        "YEAR": ids.plain("YEAR", ids.number(2025, 2034), "year"),
        "ZIP": ids.plain("ZIP", lambda r, i: ids.pin(r, 5), "postcode"),
        "ROOM": ids.plain("ROOM", ids.number(101, 1450), "room"),
        "LEN": ids.plain("LEN", ids.number(8, 24), "length"),
        "DAYS": ids.plain("DAYS", ids.number(30, 180), "days"),
    }


def _ts(*texts: str) -> list[Template]:
    return [t(text) for text in texts]


NEGATIVE: dict[tuple[str, str], list[Template]] = {
    ("password_talk", "en"): _ts(
        "I reset my {m_service} password on {m_day} and now it works again",
        "ugh {m_service} makes me change my password every {DAYS} days",
        "switched to a password manager this week, {m_service} imports were painless",
        "I need a new password for {m_service}, the old one leaked in a breach",
        "their password rule is at least {LEN} characters with one symbol",
        "forgot my pin at the atm on {m_day}, card got swallowed 🙃",
        "my password manager says {LEN} of my passwords were in a breach, changing them tonight",
    ),
    ("password_talk", "de"): _ts(
        "Ich habe am {m_tag} mein {m_service}-Passwort zurückgesetzt",
        "mein passwort muss jetzt mindestens {LEN} zeichen haben, nervig",
        "PIN-Brief für die neue Karte kam heute an, Kartennummer endet auf {LAST4}",
        "hab den Passwortmanager von {m_service} endlich eingerichtet",
    ),
    ("password_talk", "fr"): _ts(
        "J'ai réinitialisé mon mot de passe {m_service} {m_jour}",
        "le nouveau mot de passe doit faire {LEN} caractères minimum",
        "mot de passe oublié encore une fois, j'ai demandé un lien de {m_service}",
        "j'ai activé la double authentification sur {m_service} {m_jour}",
    ),
    ("password_talk", "es"): _ts(
        "restablecí la contraseña de {m_service} el {m_dia}",
        "ahora piden contraseñas de {LEN} caracteres, qué pesados",
        "activé la verificación en dos pasos en {m_service} hace {DAYS} días",
        "se me olvidó el pin del móvil y tuve que esperar {LEN} minutos",
    ),
    ("order_tracking", "en"): _ts(
        "my order number is {ORDER}, it still says processing",
        "tracking for the {m_item}: {TRACK}",
        "amazon order {ORDER} arrived damaged, filed return",
        "parcel {TRACK} has been stuck in customs since {m_day}",
    ),
    ("order_tracking", "de"): _ts(
        "Bestellnummer {ORDER} für den {m_ding}",
        "Sendungsnummer {TRACK}, soll laut App {m_tag} kommen",
        "die rücksendung läuft unter {TRACK}",
    ),
    ("order_tracking", "fr"): _ts(
        "numéro de commande {ORDER} pour le {m_objet}",
        "colis suivi {TRACK}, livraison prévue {m_jour}",
        "le retour du {m_objet} est enregistré sous {ORDER}",
    ),
    ("order_tracking", "es"): _ts(
        "número de pedido {ORDER}, el {m_cosa} aún no llega",
        "seguimiento del paquete: {TRACK}",
        "la devolución va con el código de envío {TRACK}",
    ),
    ("phone", "en"): _ts(
        "new number is {PHONE_EN}, old one is dead",
        "the vet's phone is {PHONE_EN}",
        "call me on {PHONE_EN} after 6",
    ),
    ("phone", "de"): _ts(
        "Meine neue Handynummer: {PHONE_DE}",
        "Praxis Dr. {m_name} erreichst du unter {PHONE_DE}",
    ),
    ("phone", "fr"): _ts(
        "mon nouveau numéro pro c'est le {PHONE_FR}",
        "le plombier : {PHONE_FR}, dispo {m_jour}",
    ),
    ("phone", "es"): _ts(
        "mi número nuevo es {PHONE_ES}",
        "el teléfono de la academia es {PHONE_ES}",
    ),
    ("version_hash", "en"): _ts(
        "we're pinned to {m_lib} {VER} until the migration",
        "the flaky test fix landed in commit {HASH} yesterday",
        "sha256 of the installer is {SHA}, matches the site",
        "bug {TICKET} is fixed in {VER}",
    ),
    ("version_hash", "de"): _ts(
        "Wir laufen noch auf {m_lib} {VER}",
        "der Fix ist in Commit {HASH} drin",
        "Prüfsumme (SHA-256) der ISO: {SHA}",
    ),
    ("version_hash", "fr"): _ts(
        "on est toujours en {m_lib} {VER} en prod",
        "la correction est dans le commit {HASH}",
        "empreinte sha256 du fichier : {SHA}",
    ),
    ("version_hash", "es"): _ts(
        "seguimos con {m_lib} {VER}",
        "el arreglo del login está en el commit {HASH}",
        "suma de verificación SHA-256: {SHA}",
    ),
    ("ids_urls", "en"): _ts(
        "ticket {TICKET} is assigned to me this sprint",
        "request id {UUID} in the logs, that's the failing one",
        "docs are at https://{m_host}/docs/{VER}/install",
        "my desk is in room {ROOM}, the key card works on floors 2-4",
        "invite link for the {m_service} beta is https://{m_host}/join, no code needed",
    ),
    ("ids_urls", "de"): _ts(
        "Ticket {TICKET} gehört jetzt mir",
        "die Datei liegt unter /home/{m_login}/projekte/{m_lib}/README.md",
        "Vorgangsnummer {UUID} beim Kundenservice",
    ),
    ("ids_urls", "fr"): _ts(
        "le ticket {TICKET} est pour moi cette semaine",
        "la doc est sur https://{m_host}/guide/{VER}",
        "référence du dossier : {UUID}",
    ),
    ("ids_urls", "es"): _ts(
        "el ticket {TICKET} es mío",
        "la documentación está en https://{m_host}/manual",
        "número de expediente {UUID}",
    ),
    ("card_money", "en"): _ts(
        "paid {AMOUNT} EUR with the card ending in {LAST4}",
        "my visa ending {LAST4} expires in {YEAR}, need the new one",
        "the spare key for the bike lock is in the drawer with the {m_item} manual",
    ),
    ("card_money", "de"): _ts(
        "Habe {AMOUNT} Euro mit der Karte auf {LAST4} bezahlt",
        "Schlüssel für den Keller hängt neben dem Sicherungskasten, Fach {ROOM}",
        "unsere Postleitzahl ist jetzt {ZIP}",
    ),
    ("card_money", "fr"): _ts(
        "payé {AMOUNT} € chez le garagiste avec la carte qui finit par {LAST4}",
        "la clé de la cave est chez la gardienne, box {ROOM}",
        "le code postal du nouvel appart c'est {ZIP}",
    ),
    ("card_money", "es"): _ts(
        "pagué {AMOUNT} € con la tarjeta terminada en {LAST4}",
        "la llave del trastero está en la portería, número {ROOM}",
        "el código postal nuevo es {ZIP}",
    ),
    ("credential_words", "en"): _ts(
        "the secret to my sourdough is a {DAYS} hour cold proof",
        "dress code for the {m_day} party is all white",
        "my passport expires in {YEAR}, renew before the trip",
        "the token system at the deli counter: you get number {ROOM} and wait",
    ),
    ("credential_words", "de"): _ts(
        "Das Geheimnis meiner Soße ist {AMOUNT} Gramm Butter",
        "Mein Reisepass läuft {YEAR} ab",
        "der Schlüssel zum Erfolg war für mich {DAYS} Tage Routine",
    ),
    ("credential_words", "fr"): _ts(
        "le secret de ma tarte c'est {AMOUNT} g de beurre salé",
        "mon passeport expire en {YEAR}",
        "la clé du problème c'était le câble, pas le {m_objet}",
    ),
    ("credential_words", "es"): _ts(
        "el secreto de mi tortilla son {ROOM} gramos de cebolla",
        "mi pasaporte caduca en {YEAR}",
        "la clave fue dormir {LEN} horas antes del examen",
    ),
}
