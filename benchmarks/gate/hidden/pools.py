"""The hidden split's slot pools (values that no earlier pool holds; checked by
:func:`benchmarks.gate.corpus.avoided`)."""

from __future__ import annotations

from benchmarks.gate.common import hidden_pool

hidden_pool(
    "who",
    "Gesine, Thaddäus, Thorvald, Radomir, Amabel, Ignaz, Solveig, Jorinde, Brunhilde, Casimiro, "
    "Ermengild, Ferdinanda, Gwendal, Marit, Eutropio, Perpetua, Hjalmar, Waldemar, Kunigunde, Eustache",
)
hidden_pool(
    "svc",
    "Kontomat, Ledgerly, Brightvault, Zinsfuchs, Parcelino, Tallyhub, Quillbox, Ferrocloud, "
    "Marmotte Pay, Pigeonpost, Nubecita, Hollowtree Mail, Steuerbox, Cobblestone HR",
)
hidden_pool(
    "city",
    "Wernigerode, Paderborn, Medina de Pomar, Tromsø, Ravenna, Zwolle, Saint-Flour, Dinan, Bad Wildungen, Gdynia, "
    "Sligo, Matera, Ploumanach, Ribadeo, Kaunas, Mende",
)
hidden_pool(
    "dom",
    "fernhollow.io, kessel-works.de, brisemer.fr, solanaria.es, quarkyard.net, oxbow-labs.dev, "
    "tintenfass.org, marejada.co",
)
hidden_pool(
    "thing",
    "the cargo bike, the sourdough starter, the loft conversion, the cello lessons, "
    "the allotment plot, the kayak trip, the wedding playlist, the tax return, "
    "the rescue greyhound, the balcony solar panel",
)
hidden_pool(
    "ding",
    "das Lastenrad, der Dachausbau, die Steuererklärung, der Kleingarten, die Geigenstunden, "
    "das Balkonkraftwerk, die Hochzeitsfeier, der Umzugskarton",
)
hidden_pool(
    "chose",
    "le vélo cargo, la déclaration d'impôts, le potager partagé, les cours de violoncelle, "
    "la rénovation du grenier, le stage de kayak, la crémaillère, le chien adopté",
)
hidden_pool(
    "cosa",
    "la bici de carga, la declaración de la renta, el huerto urbano, las clases de chelo, "
    "la reforma del ático, la excursión en kayak, la mudanza a las afueras, el perro adoptado",
)
hidden_pool(
    "job",
    "hydrologist, piano tuner, court stenographer, sommelier, cartographer, lighthouse keeper, "
    "orthoptist, bookbinder",
)
hidden_pool(
    "beruf",
    "Imkerin, Orgelbauerin, Vermessungsingenieur, Bäckermeisterin, Schornsteinfeger, "
    "Tierpräparatorin, Gleisbauer, Restauratorin",
)
hidden_pool(
    "metier",
    "ébéniste, cordonnière, tapissier, fromagère, luthier, sapeur-pompier, "
    "orthophoniste, vitrailliste",
)
hidden_pool(
    "oficio",
    "ebanista, matrona, topógrafa, quesero, lutier, bombera, logopeda, vidriera",
)
hidden_pool(
    "dish",
    "pelmeni, pierogi, okonomiyaki, cassoulet, fesenjan, pastel de nata, khachapuri, bibimbap",
)
hidden_pool(
    "co",
    "Brackwater GmbH, Lindqvist & Sons, Orvalle SA, Teknopolis SL, Hafenkran AG, "
    "Moulin Rouge Logistique, Cierzo Energía, Northwick Ltd",
)
