"""Slot pools of the sealed split shared by its kinds, and the renaming that binds a template's
``{n}``, ``{m}`` and ``{town}`` to its language's pools.

Every value is new: none is in a pool of tune, held, fresh or final
(:func:`benchmarks.gate.corpus.avoided` raises when one is).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import replace

from benchmarks.gate.common import Group, Template, sealed_pool, table_groups

# Two pools of first names per language ({n} and {m}, never the same person twice in a text)
# and one of towns.
sealed_pool(
    "n_en",
    "Imogen,Declan,Tamsin,Rhys,Orla,Callum,Niamh,Eamon,Beatrix,Desmond,Harriet,Ezra,Poppy,"
    "Ronan,Saoirse,Alfie",
)
sealed_pool(
    "m_en",
    "Gideon,Fenella,Barnaby,Cressida,Lachlan,Marigold,Wilf,Clemency,Cormac,Esme,Thaddeus,Greer",
)
sealed_pool(
    "n_de",
    "Hannelore,Jörg,Ute,Detlef,Frauke,Malte,Silke,Henning,Annegret,Torsten,Birte,Volker,Gesa,"
    "Ole,Imke,Jannik",
)
sealed_pool(
    "m_de",
    "Rüdiger,Heike,Uwe,Dörte,Kai-Uwe,Sieglinde,Hartmut,Wiltrud,Gunnar,Elke,Benno,Liesel",
)
sealed_pool(
    "n_fr",
    "Solène,Gaspard,Apolline,Baptiste,Clémence,Éloi,Maïwenn,Tanguy,Ombeline,Quentin,Bérénice,"
    "Anatole,Capucine,Yannick,Ségolène,Loïc",
)
sealed_pool(
    "m_fr",
    "Hortense,Grégoire,Mathurin,Albane,Firmin,Perrine,Honoré,Sidonie,Barthélemy,Léontine,"
    "Gonzague,Violaine",
)
sealed_pool(
    "n_es",
    "Itziar,Gonzalo,Macarena,Íñigo,Rocío,Fermín,Begoña,Abelardo,Maite,Nerea,Jacinto,Yolanda,"
    "Telmo,Consuelo,Ainhoa,Rodrigo",
)
sealed_pool(
    "m_es",
    "Remedios,Eusebio,Arantxa,Cayetano,Inmaculada,Baltasar,Milagros,Gumersindo,Pilarín,"
    "Anselmo,Reyes,Leocadia",
)
sealed_pool(
    "town_en",
    "Harrogate,Shrewsbury,Keswick,Truro,Dundee,Whitby,Ludlow,Kilkenny,Stirling,Lancaster,"
    "Hexham,Penzance",
)
sealed_pool(
    "town_de",
    "Bamberg,Wismar,Goslar,Kempten,Husum,Landshut,Quedlinburg,Lindau,Weimar,Passau,Celle,Rinteln",
)
sealed_pool(
    "town_fr",
    "Angoulême,Saumur,Vannes,Dole,Millau,Cahors,Quimper,Auxerre,Arles,Niort,Lannion,Épinal",
)
sealed_pool(
    "town_es",
    "Albacete,Ourense,Jaca,Úbeda,Soria,Ronda,Teruel,Lugo,Cáceres,Zamora,Huesca,Llanes",
)

_LOCAL = re.compile(r"\{(n|m|town)(?=[:}])")


def local(text: str, language: str) -> str:
    """``text`` with ``{n}``, ``{m}`` and ``{town}`` bound to ``language``'s pools."""
    return _LOCAL.sub(lambda found: f"{{{found.group(1)}_{language}", text)


def local_template(template: Template, language: str) -> Template:
    """A transcript or text template with its names and towns bound to ``language``."""
    return replace(
        template,
        text=local(template.text, language),
        user=local(template.user, language),
        note=local(template.note, language),
        assistant=local(template.assistant, language),
    )


def transcript_groups(
    positive: Mapping[tuple[str, str], Sequence[Template]],
    negative: Mapping[tuple[str, str], Sequence[Template]],
    weights: Mapping[str, float] | None = None,
) -> list[Group]:
    """One group per (subkind, language) of both tables, names and towns bound."""
    return table_groups(positive, negative, local_template, weights)
