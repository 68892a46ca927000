"""Word lists the sealed secret makers draw from: everyday words per language (for the
passwords and passphrases people make), BIP-39 words (for wallet recovery phrases), and which
national ids each language's texts carry under which name."""

from __future__ import annotations

WORDS: dict[str, list[str]] = {
    "en": (
        "kettle harbour pylon marmalade thistle lantern gravel puffin cobalt meadow biscuit "
        "walrus quarry tangerine saddle drizzle ferret hedgehog pebble chimney mustard orchard "
        "compass velvet badger crumpet spindle tadpole lighthouse nutmeg"
    ).split(),
    "de": (
        "Gießkanne Wühlmaus Brezel Schornstein Kastanie Bergziege Tannenzapfen Holunder Zwieback "
        "Regenwurm Laterne Kupfer Heuboden Dachrinne Fliederbusch Sauerteig Ameise Kieselstein "
        "Pfifferling Wetterhahn Maulwurf Eisvogel Rübe Nordsee Strandkorb Kohlmeise"
    ).split(),
    "fr": (
        "girouette escargot pissenlit tartine clocher brioche hirondelle galet moulin cerise "
        "châtaigne parapluie lavande mouette grenier coquelicot sabot lanterne framboise "
        "tournesol hérisson cerf-volant marmite ardoise citrouille"
    ).split(),
    "es": (
        "botijo alcachofa membrillo golondrina azulejo castaña tortuga buhardilla churro "
        "madroño veleta molino zarzamora lagartija sandía caracola torrija abanico pimiento "
        "cigüeña aceituna albaricoque berenjena candil tomillo"
    ).split(),
}

# Words of the BIP-39 English list (wallets show recovery phrases in it whatever the
# language of the user).
BIP39 = (
    "abandon ability able about above absent absorb abstract absurd abuse access accident "
    "account accuse achieve acid acoustic acquire across act action actor actress actual adapt "
    "add addict address adjust admit adult advance advice aerobic affair afford afraid again "
    "age agent agree ahead aim air airport aisle alarm album alcohol alert alien all alley "
    "allow almost alone alpha already also alter always amateur amazing among amount amused "
    "analyst anchor ancient anger angle angry animal ankle announce annual another answer "
    "antenna antique anxiety any apart apology appear apple approve april arch arctic area "
    "arena argue arm armed armor army around arrange arrest arrive arrow art artefact artist "
    "artwork ask aspect assault asset assist assume asthma athlete atom attack attend attitude "
    "attract auction audit august aunt author auto autumn average avocado avoid awake aware "
    "away awesome awful awkward axis baby bacon badge bag balance balcony ball bamboo banana "
    "banner bar barely bargain barrel base basic basket battle beach bean beauty because "
    "become beef before begin behave behind believe below belt bench benefit best betray "
    "better between beyond bicycle bid bike bind biology bird birth bitter black blade blame "
    "blanket blast bleak bless blind blood blossom blue blur blush board boat body boil bomb "
    "bone bonus book boost border boring borrow boss bottom bounce box boy bracket brain "
    "brand brass brave bread breeze brick bridge brief bright bring brisk broccoli broken "
    "bronze broom brother brown brush bubble buddy budget buffalo build bulb bulk bullet "
    "bundle bunker burden burger burst bus business busy butter buyer buzz"
).split()

# Per language: the national ids its texts carry (see ids.NATIONAL), by the name people use.
NATIONAL_IDS: dict[str, dict[str, str]] = {
    "en": {
        "ie_pps": "PPS number",
        "gb_nhs": "NHS number",
        "ca_sin": "SIN",
        "au_tfn": "tax file number",
    },
    "de": {
        "de_idnr": "Steuer-ID",
        "at_vnr": "Sozialversicherungsnummer",
        "ch_ahv": "AHV-Nummer",
    },
    "fr": {
        "fr_nir": "numéro de sécu",
        "be_nn": "numéro de registre national",
        "ch_ahv": "numéro AVS",
    },
    "es": {
        "es_dni": "DNI",
        "es_nie": "NIE",
        "cl_rut": "RUT",
    },
}
