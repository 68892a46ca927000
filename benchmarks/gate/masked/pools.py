"""The masked split's slot pools (registered in :data:`benchmarks.gate.common.MASKED_POOLS`):
values of its own, none of which any earlier split's pool holds."""

from __future__ import annotations

from benchmarks.gate.common import masked_pool

# Secrets and their near misses.
masked_pool(
    "m_service",
    "Pleo, Swile, Yuka, Kiabi, Joyn, Vivid Money, Ulule, Habitissimo, Picnic, Proton Drive, "
    "Ovh, Lunchr, the Stadtwerke portal, Enercoop, Bitwarden Send, Hellofresh",
)
masked_pool("m_day", "Sunday night, Tuesday morning, Thursday lunchtime, the long weekend")
masked_pool("m_tag", "Montagabend, Freitagmorgen, Sonntagnachmittag, Mittwochmittag")
masked_pool("m_jour", "lundi soir, samedi matin, mercredi midi, dimanche après-midi")
masked_pool(
    "m_dia", "lunes por la tarde, viernes a primera hora, domingo por la noche, martes al mediodía"
)
masked_pool("m_item", "standing desk, air fryer, espresso grinder, bike trailer, label printer")
masked_pool("m_ding", "Akkuschrauber, Wasserkocher, Fahrradanhänger, Luftbefeuchter, Beamer")
masked_pool(
    "m_objet", "grille-pain, aspirateur balai, casque audio, déshumidificateur, vidéoprojecteur"
)
masked_pool("m_cosa", "hervidor, patinete eléctrico, deshumidificador, altavoz portátil, proyector")
masked_pool("m_name", "Okafor, Lindqvist, Abernethy, Nakagawa, Szymański, Arrieta, Feuerstein")
masked_pool("m_lib", "Django, Terraform, Kubernetes, Angular, Laravel, Airflow, Elasticsearch")
masked_pool(
    "m_host",
    "intranet.kranich-logistik.de, db.patisserie-mirabelle.fr, git.aurora-labs.io, "
    "pg.olivar-consulting.es, staging.nordlicht-app.com",
)
masked_pool("m_login", "jvoss, marie.t, ferrer_alba, admin_kw, dpalmer84, l.kowal, sanne.b")

# Transcripts (modality and paste): people, places and employers.
masked_pool(
    "m_who",
    "Walburga, Aoife, Zainab, Roswitha, Océane, Hedda, Nkechi, Nolwenn-Anaïs, Svetlana, Macarena-Sol, "
    "Yevgenia, Ebru, Oluchi, Iolanthe, Filomena, Ludivine, Wanjiru, Friederike, Amaia-Rut, Thandiwe",
)
masked_pool(
    "m_town",
    "Rendsburg, Quimperlé, Bad Segeberg, Bad Kissingen, Saint-Brieuc, Landerneau, Oldenzaal, "
    "Valdepeñas, Draguignan, Plön, Concarneau, Calatayud, Hann. Münden, Paimpol, Villena, "
    "Zwiesel, Schwäbisch Hall, Tomelloso, Linares, Aurich",
)
masked_pool(
    "m_firm",
    "Brightwell Analytics, Kessler Feinmechanik, Atelier Fauve, Grupo Olmeda, Vantberg Logistik, "
    "Pellucid Health, Maison Corbière, Talleres Urquiza, Nordwind Solar, Quillon Software, "
    "Fonderie Ravel, Hortensia Seguros, Lindgren & Moss, Brauerei Hölzl, Cartonajes Ebro, "
    "Sablier Conseil, Oakhurst Foods, Weißdorn Pflege, Mareva Textil, Penrose Robotics",
)
masked_pool(
    "m_mail",
    "w.roswitha@posteo.de, nolwenn.kerhervé@laposte.net, yev.k@fastmail.com, "
    "ebru.t@mailbox.org, oluchi.a@outlook.fr, iolanthe.m@gmx.at",
)

# Injections: where an attacker wants data sent.
masked_pool(
    "m_url",
    "https://collect.zephyr-metrics.net/p, http://img-cache.rostbrat.xyz/a.png, "
    "https://sync.parvati-cdn.io/log, http://t.nuageverte.click/r, https://api.piel-roja.top/up",
)
