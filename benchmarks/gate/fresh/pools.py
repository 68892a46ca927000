"""Slot pools of the fresh split shared by its kinds (a name, a service, a place, ...): values
of their own, none of which a tune or held pool holds."""

from __future__ import annotations

from benchmarks.gate.common import fresh_pool

fresh_pool(
    "service",
    "Asana,Basecamp,Airtable,Canva,Discord,Reddit,Instagram,Pinterest,Tidal,Deezer,Xing,"
    "Booking.com,Airbnb,Revolut,N26,Wise,Coinbase,Nextcloud,Mastodon,Proton Mail,iCloud,"
    "Hetzner,Cloudflare,Okta,Zendesk,HubSpot,Shopify,WordPress,Mailchimp,Strava,Duolingo,Etsy",
)
fresh_pool(
    "user",
    "m.keller,jan.novak,etl_runner,nina.w,admin2,webmaster,rsanchez,claire.d,build-agent,"
    "h.nakamura,ops_oncall,lmoreau,t.fischer,guest42,sa_backup,petra.s,qa-runner,d.okafor",
)
fresh_pool(
    "place",
    "Graz,Porto,Ghent,Zaragoza,Linz,Coimbra,Utrecht,Rennes,Salamanca,Brugge,Freiburg,"
    "Annecy,Cádiz,Leiden,Innsbruck,Lille,Granada,Kassel",
)
fresh_pool(
    "host",
    "pg-eu-3.internal,db-reporting.lan,warehouse.corp.example,sql02.office.lan,"
    "mq.staging.example,ledger-db.prod.example,files.home.arpa,backup-nas.lan",
)
fresh_pool(
    "name",
    "Nadia,Oskar,Valentina,Rémi,Ingrid,Mateo,Yusuf,Clara,Bastien,Greta,Álvaro,Hannah,"
    "Tobias,Noémie,Elena,Malik,Frieda,Iker,Maëlle,Dominik",
)
fresh_pool(
    "project",
    "Marlin,Tern,Bluebell,Cormorant,Pistachio,Sextant,Halyard,Mistral,Foxglove,Gannet",
)
