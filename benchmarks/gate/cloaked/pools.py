"""The cloaked split's slot pools: proper names, places, firms, services and the like, none of
which an earlier split's pool holds (:func:`benchmarks.gate.corpus.avoided` checks it).

Language-bound words live in the templates themselves; these pools are names that read the
same in English, German, French and Spanish.
"""

from __future__ import annotations

from benchmarks.gate.common import cloaked_pool

cloaked_pool(
    "who",
    "Ottmar, Wilbraham, Hrodwig, Enguerrand, Nieves-Alba, Radegunde, Gebhard, Ermengarda, Wendelin, "
    "Amparo, Gaëlle, Lorcan, Isaure, Fulvio, Hrafn, Zdenka, Sigiswald, Aurèle-Marin, Bertrade, "
    "Lambertus, Sixtine-Aude, Crisanto, Hildegunde, Tancredi",
)
cloaked_pool(
    "town",
    "Wolfenbüttel, Locronan, Astorga, Ostritz, Sète, Sos del Rey Católico, Bad Wimpfen, Plougastel, "
    "Valderrobres, Eutin, Lodève, Sigüenza Alta, Kulmbach, Marvejols, Peñíscola del Norte, Heide in Holstein",
)
cloaked_pool(
    "firm",
    "Holmgren & Voss, Brackwater Freight, Kestrel Dynamics, Ortolan Media, Fennwick Labs, "
    "Grauwerk AG, Pelikan Süd, Maribel Textil, Saltmarsh Audio, Tessaro Bau, Dornbach Optik, "
    "Arvenhof Software",
)
cloaked_pool(
    "svc",
    "Miimosa, Kiabi Club, Nuki Web, Segundamano Viejo, Flink Express, Back Market, Shine Pro, Habitaclia Plus, "
    "Vide Dressing, Netatmo, Ostrom Energie, Marley Spoon, Zalando Lounge, Phenix Anti-Gaspi, Molotov, Trainline Pro",
)
cloaked_pool(
    "wifi",
    "FRITZ!Box 7530 QW, Livebox-9D1C, MOVISTAR_7E02, Vodafone-C4A9, TP-Link_3B7F, "
    "o2-WLAN-K8, SFR_A2F0, DIGIFIBRA-5X2P",
)
cloaked_pool(
    "pet",
    "Pflaume, Zwieback, Tolomeo, Tofukuchen, Knöpfchen, Canelle, Pistacho, Grisou, Schnuppi, Boniato",
)
cloaked_pool(
    "host",
    "db-pelican-02.internal, pg.kestrel.lan, 10.42.7.19, mysql-eu3.ortolan.io, "
    "vault.grauwerk.local, 172.20.3.88, redis-cache-7.fennwick.net, sql04.tessaro.de",
)
cloaked_pool(
    "user",
    "ottm.brandt42, thib.lemaire, marisol_q, kasi88, wendelin.f, amparo.ruiz, hrafn_s, zdenka.k, "
    "corentin.bzh, leo_kadia",
)
cloaked_pool(
    "band",
    "Velvet Lantern, Die Kranichbrüder, Les Pieds Nickelés Bis, Marea Baja, Hollow Orchard, "
    "Sturmglocke, Café Liège, Cobalt Saints",
)
cloaked_pool(
    "book",
    "The Salt Road, Der Nachtzug nach Lemberg, La Maison des Ronces, El Último Faro, "
    "A Field of Small Clocks, Das Glashaus, Le Chant du Héron, Las Horas Quietas",
)
