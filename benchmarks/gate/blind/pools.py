"""The blind split's slot pools (:data:`benchmarks.gate.common.BLIND_POOLS`) and the helpers
that turn its one-template-a-line tables into groups.

Pools hold only language-neutral values (given names, towns, invented firms, hosts); words that
belong to one language are written into that language's templates instead.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping

from benchmarks.gate.common import Generator, Group, Template, blind_pool, t, transcripts

# {subkind: {language: block}}, one template a line.
Table = Mapping[str, Mapping[str, str]]
Transform = Callable[[str, random.Random, int], tuple[str, str]]

blind_pool(
    "pname",
    "Bartek, Ingeborg, Teodoro, Sunniva, Radka, Cosimo, Ysolde, Florentin, Maelle, Candela, "
    "Tjark, Rasmus, Dorotea, Almudena, Severin, Philippa, Ignacio, Henrike, Aurelien, Gerlinde, "
    "Fenja, Evaristo, Hildegunn, Quirin, Mireia, Thibaut, Ottokar",
)
blind_pool(
    "town",
    "Ravensburg, Trondheim, Görlitz, Aalborg, Lecce, Gijón, Tampere, Bergamo, Olomouc, Jerez, "
    "Umeå, Heidenheim, Lorient, Sigüenza, Ponferrada, Siegen, Zwickau, Kalmar, Ferrara, Rodez, Plauen",
)
blind_pool(
    "firm",
    "Nordkap Logistik, Brightwater Labs, Finca Sol Alto, Atelier Verrier, Kesselhaus Digital, "
    "Bluefen Analytics, Ferrovia Tecnica, Maison Lumeau, Grünspan Bau, Altamar Seguros, "
    "Quillwork Studio, Tidemark Freight",
)
blind_pool(
    "firm_mail",
    "nordkap-logistik.de, brightwaterlabs.io, fincasolalto.es, atelier-verrier.fr, "
    "kesselhaus.digital, bluefen.co, ferroviatecnica.it, tidemark-freight.com",
)
blind_pool(
    "host",
    "db-eu3.corp-int.net, pg.stagebox.io, 10.40.7.21, mysql-ro.lagerhalle.local, "
    "sql02.quillwork.dev, replica-b.tidemark.cloud, 172.19.3.88, mongo.fennet.lan",
)
blind_pool(
    "dbuser",
    "svc_reports, app_rw, etl_nightly, ledger_admin, grafana_ro, backup_bot, crm_sync, shop_owner",
)
blind_pool(
    "site",
    "Backmarket, Tado, Lichess, Mubi, Fotocasa, Ionos, Infomaniak, Filmin, Bergfex, "
    "Blablacar, Freebox, Movistar Plus, Ottonova, Framagit",
)
blind_pool(
    "pet",
    "Knopf, Pelusa, Biscotte, Zimtstern, Chorizo, Pistache, Brösel, Canela, Fripouille, "
    "Schnuffel, Tortilla, Grignotte",
)
blind_pool(
    "band",
    "Moderat, Khruangbin, Vetusta Morla, Fauve, Wanda, Derby Motoreta, Zaz, Annenmaykantereit, "
    "Christine and the Queens, Los Planetas, Tocotronic, Hoshi",
)
blind_pool(
    "hobby",
    "bouldering, sourdough baking, birdwatching, salsa dancing, woodturning, trail running, "
    "calligraphy, sea kayaking, beekeeping, chess problems, pottery, film photography",
)
blind_pool(
    "book",
    "Der Process, La Peste, Austerlitz, Nada, Moby-Dick, Der Steppenwolf, Le Grand Meaulnes, "
    "Berlin Alexanderplatz, Tirano Banderas, Der grüne Heinrich, Bel-Ami, Fortunata y Jacinta",
)


def text_groups(
    table: Table,
    *,
    positive: bool,
    generators: dict[str, Generator] | None = None,
    transform: Transform | None = None,
    weights: Mapping[str, float] | None = None,
) -> list[Group]:
    """One group per (subkind, language) of ``table``, each line a text template."""
    out = []
    for subkind, languages in table.items():
        for language, block in languages.items():
            templates = [t(line.strip()) for line in block.strip().splitlines() if line.strip()]
            weight = (weights or {}).get(subkind, 1.0)
            out.append(
                Group(
                    subkind,
                    language,
                    positive,
                    templates,
                    weight,
                    dict(generators or {}),
                    transform,
                )
            )
    return out


def _talk(block: str) -> list[Template]:
    # A line that starts with "! " has a note that is an order to the assistant.
    out: list[Template] = []
    for line in block.strip().splitlines():
        line = line.strip()
        if line:
            order = line.startswith("! ")
            out.extend(transcripts(line.removeprefix("! "), order=order))
    return out


def talk_groups(table: Table, *, positive: bool) -> list[Group]:
    """One group per (subkind, language) of ``table``, each line a transcript template
    (``assistant || user => note``, the quote in ``[[ ]]``; ``! `` first for an order note)."""
    return [
        Group(subkind, language, positive, _talk(block))
        for subkind, languages in table.items()
        for language, block in languages.items()
    ]
