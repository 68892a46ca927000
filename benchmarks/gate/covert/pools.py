"""The covert split's slot pools: values that no earlier split's pool holds (checked by
:func:`benchmarks.gate.corpus.avoided`)."""

from __future__ import annotations

from benchmarks.gate.common import covert_pool

covert_pool(
    "cv_name",
    "Wendeline, Wigbert, Jolanta, Eskil, Oriane, Bartosz, Ilka, Maelis, Ximeno, Gerlind, Tjorven, Casimira",
)
covert_pool(
    "cv_rel",
    "my aunt Hedwig, my cousin Arvo, my landlord Mr Pfleiderer, my neighbour Solveig, my ex Dorian, my boss Ulrike",
)
covert_pool(
    "cv_rel_de",
    "meine Tante Walburga, mein Schwager Detlef, unser Vermieter Herr Kogler, meine Kollegin Roswitha, mein Nachbar Eberhard, meine Chefin Frau Trautwein",
)
covert_pool(
    "cv_rel_fr",
    "ma belle-sœur Ghislaine, mon voisin Anatole, mon proprio M. Vasseur, ma collègue Bérengère, mon oncle Aristide, ma cheffe Mme Lachaume",
)
covert_pool(
    "cv_rel_es",
    "mi cuñada Remedios, mi vecino Anselmo, mi casero don Eusebio, mi compañera Inmaculada, mi tío Evaristo, mi jefa doña Purificación",
)
covert_pool(
    "cv_city",
    "Ptuj, Tartu, Vaasa, Mértola, Kuusamo, Wunsiedel, Bodø, Třebíč, Gubbio, Esbjerg, Pécs, Sibiu",
)
covert_pool(
    "cv_service",
    "Nextcloud box, Jellyfin server, Synology NAS, Proxmox host, Paperless-ngx, Home Assistant, Vaultwarden, Gitea",
)
covert_pool(
    "cv_site",
    "the Deutsche Bahn app, the Vinted account, the Doctolib login, the Idealista account, the ING app, the N26 app, the Revolut app, the Ameli portal",
)
covert_pool(
    "cv_wifi",
    "FritzBox-7590-Keller, Livebox-3F2A, MOVISTAR_PLUS_91C4, Vodafone-Hausboot, Freebox-Atelier, DIGI_Terraza",
)
covert_pool(
    "cv_job",
    "dental hygienist, tram driver, crane operator, land surveyor, glassblower, beekeeper, radiographer, farrier",
)
covert_pool(
    "cv_job_de",
    "Zahntechnikerin, Straßenbahnfahrer, Hufschmied, Glasbläserin, Klavierstimmerin, Imker, Buchbinderin, Kranführer",
)
covert_pool(
    "cv_job_fr",
    "grutier, souffleuse de verre, contrôleur aérien, géomètre-expert, ramoneuse, horticulteur, apicultrice, cordonnier",
)
covert_pool(
    "cv_job_es",
    "fisioterapeuta, guarda forestal, tornero, gruista, relojero, enóloga, pescadero, bibliotecaria",
)
covert_pool(
    "cv_food", "okra, anchovies, blue cheese, coriander, liquorice, beetroot, oysters, marzipan"
)
covert_pool(
    "cv_food_de",
    "Rosenkohl, Sardellen, Blauschimmelkäse, Koriander, Lakritz, Rote Bete, Austern, Marzipan",
)
covert_pool(
    "cv_food_fr",
    "les endives, les anchois, le roquefort, la coriandre, la réglisse, la betterave, les huîtres, la pâte d'amande",
)
covert_pool(
    "cv_food_es",
    "las berenjenas, las anchoas, el cabrales, el cilantro, el regaliz, la remolacha, las ostras, el mazapán",
)
covert_pool("cv_lang", "Estonian, Icelandic, Korean, Welsh, Swahili, Hungarian, Tagalog, Basque")
covert_pool(
    "cv_thing",
    "a cargo bike, a sourdough starter, a 3D printer, an e-reader, a rowing machine, a sewing machine, a kayak, a telescope",
)
covert_pool(
    "cv_thing_de",
    "ein Lastenrad, einen Sauerteigansatz, einen 3D-Drucker, ein Rudergerät, eine Nähmaschine, ein Kajak, ein Teleskop, einen Dörrautomaten",
)
covert_pool(
    "cv_thing_fr",
    "un vélo cargo, un levain, une imprimante 3D, un rameur, une machine à coudre, un kayak, un télescope, une liseuse",
)
covert_pool(
    "cv_thing_es",
    "una bici de carga, una masa madre, una impresora 3D, una máquina de remo, una máquina de coser, un kayak, un telescopio, un libro electrónico",
)
covert_pool(
    "cv_day",
    "Tuesday after work, Thursday night, Saturday afternoon, the 14th, next weekend, the 3rd, Friday morning, the 22nd",
)
covert_pool(
    "cv_day_de",
    "Dienstag nach der Arbeit, Donnerstagabend, Samstagnachmittag, am 14., nächstes Wochenende, am 3., Freitagvormittag, am 22.",
)
covert_pool(
    "cv_day_fr",
    "mardi après le boulot, jeudi soir, samedi aprem, le 14, le week-end prochain, le 3, vendredi matin, le 22",
)
covert_pool(
    "cv_day_es",
    "el martes, el jueves, el sábado, el día 14, el finde que viene, el día 3, el viernes por la mañana, el 22",
)
covert_pool(
    "cv_team",
    "the payments squad, the infra team, the mobile guild, the QA crew, the data platform team, the helpdesk",
)
covert_pool("cv_ai", "assistant, AI, memory, bot, model, agent")
covert_pool(
    "cv_topic",
    "pricing, competitors, my health, the merger, salaries, the lawsuit, my diet, the election",
)
covert_pool(
    "cv_lang_de",
    "Estnisch, Isländisch, Koreanisch, Walisisch, Suaheli, Ungarisch, Tagalog, Baskisch",
)
covert_pool(
    "cv_lang_fr", "estonien, islandais, coréen, gallois, swahili, hongrois, tagalog, basque"
)
covert_pool("cv_lang_es", "estonio, islandés, coreano, galés, suajili, húngaro, tagalo, euskera")
covert_pool(
    "cv_topic_de",
    "die Preise, die Konkurrenz, meine Gesundheit, die Fusion, die Gehälter, den Rechtsstreit, meine Diät, die Wahl",
)
covert_pool(
    "cv_topic_fr",
    "les tarifs, la concurrence, ma santé, la fusion, les salaires, le procès, mon régime, l'élection",
)
covert_pool(
    "cv_topic_es",
    "los precios, la competencia, mi salud, la fusión, los sueldos, el juicio, mi dieta, las elecciones",
)
