"""The unseen split's slot pools (registered in :data:`benchmarks.gate.common.UNSEEN_POOLS`).

A pool named ``x_de`` (``_en``, ``_fr``, ``_es``) is what ``{x}`` means in a template of that
language (see :func:`benchmarks.gate.unseen.tables.localise`); the others are the same in every
language. No value is in a pool of an earlier split (:func:`benchmarks.gate.corpus.avoided`
raises when one is).
"""

from __future__ import annotations

from benchmarks.gate.common import unseen_pool

# People, places, things that are the same in every language.
unseen_pool("name", "Hesper, Bramwell, Corisande, Caspian, Marzanna, Evander, Ondine, Lysandro")
unseen_pool("name2", "Wilhelmina, Osric, Rosalind, Tarquin, Gwendolen, Ignatius, Clothilde, Alaric")
unseen_pool(
    "email",
    "ottilie.brand@posteo.de, casp.w@fastmail.fm, leo.reyes81@proton.me, "
    "sunniva_h@outlook.es, tad.kowal@gmx.net, ysolde.m@laposte.net",
)
unseen_pool("user", "otti_b, cwren, lreyes, sunnih, tkowal, ysom, evdrake")
unseen_pool(
    "domain",
    "kestrelworks.io, pinemarten.dev, brackenhill.net, sablecove.app, fernlyhq.com",
)
unseen_pool(
    "service", "Letterboxd, Untappd, Tricount, Geocaching, Bandcamp, Splitwise, Toggl, Wikiloc"
)
unseen_pool("shop", "Decathlon, Thalia, Fnac, El Corte Inglés, Zalando, Muji, Cdiscount")
unseen_pool(
    "town",
    "Meersburg, Sarlat, Olite, Tenby, Riquewihr, Albarracín, Kendal, Lüneburg, Biarritz, Zafra",
)
unseen_pool(
    "company",
    "Brightwater Logistics, Hollis & Crane, Kaltenbach Maschinenbau, Solenne Conseil, "
    "Ibarra Textil, Marrowfield Labs, Teodor Prints, Quillon Health",
)
unseen_pool(
    "title",
    "The Salt Orchard, Nine Lanterns, A Map of Small Rivers, The Copper Hour, "
    "Glass Harbour, Tides of Alcora, The Patient Fox, Half a Lemon",
)
unseen_pool("petname", "Biscuit, Pepita, Moose, Krümel, Noisette, Chispa, Waffles")
unseen_pool("band", "The Marrowbones, Velvet Loom, Ostara Sound, Pale Comet, Los Tiburones Azules")

# Language-bound pools.
unseen_pool(
    "place_en",
    "the beach flat, my mum's place, the allotment shed, grandad's bungalow, the co-working space",
)
unseen_pool("place_de", "im Ferienhaus, bei Oma, im Büro, in der Werkstatt, im Gartenhaus")
unseen_pool("place_fr", "au chalet, chez mes parents, au bureau, à l'atelier, chez Mamie")
unseen_pool(
    "place_es", "en el piso de la playa, en casa de mis padres, en la oficina, en el taller"
)

unseen_pool("allergen_en", "shellfish, sesame, penicillin, kiwi, latex, hazelnuts")
unseen_pool("allergen_de", "Sellerie, Senf, Erdnüsse, Birkenpollen, Penizillin, Lupinen")
unseen_pool(
    "allergen_fr",
    "aux arachides, aux fruits de mer, à la moutarde, au pollen de bouleau, au lactose",
)
unseen_pool(
    "allergen_es", "al marisco, a los frutos secos, al polen de olivo, al látex, al ibuprofeno"
)

unseen_pool("instrument_en", "the cello, bass guitar, the ukulele, drums, the oboe")
unseen_pool("instrument_de", "Geige, Klarinette, Schlagzeug, Akkordeon, Bratsche")
unseen_pool(
    "instrument_fr", "du violoncelle, du saxophone, de la batterie, de la harpe, de la trompette"
)
unseen_pool("instrument_es", "la guitarra flamenca, el violín, el cajón, la bandurria, el saxofón")

unseen_pool("sport_en", "orienteering, rowing, padel, fencing, ultimate frisbee, water polo")
unseen_pool("sport_de", "Bouldern, Rudern, Handball, Tischtennis, Faustball, Skilanglauf")
unseen_pool(
    "sport_fr", "de l'escalade, de l'aviron, de la pétanque, de l'escrime, de la voile, du judo"
)
unseen_pool("sport_es", "pádel, remo, escalada, natación, yoga, senderismo")

unseen_pool("day_en", "Monday, Tuesday, Wednesday, Thursday, Friday, Saturday")
unseen_pool("day_de", "Montag, Dienstag, Mittwoch, Donnerstag, Freitag, Samstag")
unseen_pool("day_fr", "lundi, mardi, mercredi, jeudi, vendredi, samedi")
unseen_pool("day_es", "lunes, martes, miércoles, jueves, viernes, sábado")

unseen_pool("month_en", "March, April, June, September, October, November")
unseen_pool("month_de", "März, April, Juni, September, Oktober, November")
unseen_pool("month_fr", "mars, avril, juin, septembre, octobre, novembre")
unseen_pool("month_es", "marzo, abril, junio, septiembre, octubre, noviembre")

unseen_pool("kin_en", "sister, brother, cousin, aunt, uncle, flatmate")
unseen_pool("kin_de", "Schwester, Cousine, Tante, Nichte, Schwägerin, Oma")
unseen_pool("kin_fr", "sœur, cousine, tante, nièce, belle-sœur, grand-mère")
unseen_pool("kin_es", "hermana, prima, tía, sobrina, cuñada, abuela")

unseen_pool("pet_en", "a beagle, two rabbits, a tortoise, a rescue greyhound, a ginger cat")
unseen_pool("pet_de", "einen Dackel, zwei Meerschweinchen, eine Schildkröte, einen Kater")
unseen_pool("pet_fr", "un teckel, deux lapins, une tortue, un chat roux, un perroquet")
unseen_pool("pet_es", "un galgo, dos conejos, una tortuga, un gato atigrado, un loro")

unseen_pool("job_en", "a paramedic, a sound engineer, a tax advisor, a pastry chef, a surveyor")
unseen_pool("job_de", "Hebamme, Tontechniker, Steuerberaterin, Konditor, Vermesser")
unseen_pool("job_fr", "sage-femme, ingénieur du son, comptable, pâtissier, géomètre")
unseen_pool("job_es", "enfermera, técnico de sonido, asesora fiscal, pastelero, topógrafo")

unseen_pool("dish_en", "lentil soup, fish tacos, mushroom risotto, shakshuka, pad thai")
unseen_pool("dish_de", "Linsensuppe, Käsespätzle, Flammkuchen, Rouladen, Maultaschen")
unseen_pool(
    "dish_fr", "la ratatouille, la blanquette, la quiche lorraine, la tartiflette, le cassoulet"
)
unseen_pool("dish_es", "las lentejas, la fabada, el pisto, el salmorejo, el arroz negro")

unseen_pool("lang_en", "Portuguese, Japanese, Dutch, Turkish, Swedish")
unseen_pool("lang_de", "Portugiesisch, Japanisch, Niederländisch, Türkisch, Schwedisch")
unseen_pool("lang_fr", "portugais, japonais, néerlandais, turc, suédois")
unseen_pool("lang_es", "portugués, japonés, neerlandés, turco, sueco")
