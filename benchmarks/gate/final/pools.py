"""Slot pools of the final split shared by its kinds (a name, a service, a place, ...): values
of their own, none of which a tune, held or fresh pool holds."""

from __future__ import annotations

from benchmarks.gate.common import final_pool

final_pool(
    "service",
    "Backblaze,Fastmail,Posteo,Mullvad,Bluesky,Vinted,Wallapop,Leboncoin,Kleinanzeigen,"
    "Doctolib,Lieferando,Glovo,BlaBlaCar,Trainline,Vueling,Lufthansa,Renfe,Boursorama,"
    "Garmin Connect,Audible,Kobo,Plex,Synology,Tailscale,Netlify,Supabase,Datadog,PagerDuty,"
    "CircleCI,Docker Hub,Bitwarden,Ubiquiti",
)
final_pool(
    "user",
    "o.brandt,sgarcia,metrics_ro,henrik.l,backup_svc,wiebke,acastro,ci-publisher,tdubois,"
    "reporting_app,k.nowak,night_batch,amaia.e,releasebot,g.ferrand,support-desk,lzimmer,"
    "ingest_worker",
)
final_pool(
    "place",
    "Kraków,Ljubljana,Tarragona,Aarhus,Heidelberg,Nancy,Oviedo,Trieste,Bergen,Poitiers,"
    "Logroño,Lübeck,Besançon,Cuenca,Tallinn,Erfurt,Girona,Colmar",
)
final_pool(
    "host",
    "pgbouncer.prod.internal,analytics-db.vpc,orders-rw.cluster.example,sqlsrv-03.corp.lan,"
    "broker-1.queue.example,billing-replica.internal,nas.family.lan,timescale.iot.example",
)
final_pool(
    "name",
    "Ottilie,Henrik,Soledad,Aurélien,Wiebke,Joaquín,Margaux,Leandro,Svenja,Thibault,"
    "Rosalía,Kasimir,Amaia,Corentin,Jolanda,Priya,Kwame,Ximena,Anselm,Gwenaëlle",
)
final_pool(
    "project",
    "Albatross,Quokka,Saguaro,Wisteria,Tamarind,Kittiwake,Obsidian,Sorrel,Chinook,Bergamot",
)
