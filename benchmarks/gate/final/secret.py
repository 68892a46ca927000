"""The final split's secret kind: its pools, its value makers and its groups.

Subkinds shared with the earlier splits keep their names; new ones: ``key_file``,
``webhook_url``, ``signed_url``, ``cookie``, ``otp_seed`` and ``recovery_codes`` among the
positives; ``lockfile``, ``product_code``, ``tracking``, ``masked``, ``placeholder``,
``public_key`` and ``auth_error`` among the near misses.
"""

from __future__ import annotations

from benchmarks.gate import lookalikes as look
from benchmarks.gate import secret as tuned
from benchmarks.gate.common import Group, final_pool
from benchmarks.gate.final import lookalikes, pools, values  # noqa: F401  (pools registers)
from benchmarks.gate.final.secret_neg import NEGATIVE
from benchmarks.gate.final.secret_neg_romance import NEGATIVE as NEGATIVE_ROMANCE
from benchmarks.gate.final.secret_pos import POSITIVE
from benchmarks.gate.final.secret_pos_romance import POSITIVE as POSITIVE_ROMANCE

final_pool(
    "envkey",
    "NEXTAUTH_SECRET,SUPABASE_SERVICE_ROLE_KEY,MAPBOX_SECRET_TOKEN,STRAPI_ADMIN_JWT_SECRET,"
    "GRAFANA_ADMIN_PASSWORD,N8N_ENCRYPTION_KEY,MEILI_MASTER_KEY,TYPESENSE_API_KEY,"
    "PUSHOVER_TOKEN,MINIO_ROOT_PASSWORD,RAILS_MASTER_KEY,AUTH0_CLIENT_SECRET,"
    "ALGOLIA_ADMIN_KEY,PAPERLESS_DBPASS,HASS_TOKEN,BORG_PASSPHRASE",
)
final_pool(
    "jsonkey",
    "clientSecret,x-api-key,adminToken,dbPass,secretAccessKey,master_password,appSecret,"
    "authKey,serviceToken,consumer_secret,signingKey,pushToken",
)
final_pool(
    "postal",
    "31-008 Kraków,1000 Ljubljana,43003 Tarragona,8000 Aarhus,69117 Heidelberg,54000 Nancy,"
    "33003 Oviedo,23552 Lübeck,25000 Besançon,16001 Cuenca,10111 Tallinn,17002 Girona",
)

_WEIGHTS = {
    "password": 1.5,
    "token": 1.5,
    "card": 1.5,
    "iban": 2.0,
    "national_id": 2.5,
    "cred_word": 1.5,
    "phone": 1.5,
    "order16": 1.2,
    "luhn_ref": 1.2,
    "placeholder": 1.5,
    "masked": 1.5,
    "postal": 0.5,
}


_generators = tuned.split_generators(
    lookalikes.GENERATORS,
    values.GENERATORS,
    {
        "PHRASE": values.passphrase,
        "ID": values.national_id,
        "CARD": values.card,
        "IBAN": values.iban,
    },
    {"order16": {"NUM": look.order16}},
)


def groups() -> list[Group]:
    """Every group of the final secret kind."""
    return tuned.build_groups(
        {**POSITIVE, **POSITIVE_ROMANCE},
        {**NEGATIVE, **NEGATIVE_ROMANCE},
        _WEIGHTS,
        _generators,
    )
