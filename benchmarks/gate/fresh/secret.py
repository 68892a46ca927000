"""The fresh split's secret kind: its pools, its value makers and its groups."""

from __future__ import annotations

from benchmarks.gate import lookalikes as look
from benchmarks.gate import secret as tuned
from benchmarks.gate.common import Group, fresh_pool
from benchmarks.gate.fresh import lookalikes, pools, values  # noqa: F401  (pools registers)
from benchmarks.gate.fresh.secret_neg import NEGATIVE
from benchmarks.gate.fresh.secret_neg_romance import NEGATIVE as NEGATIVE_ROMANCE
from benchmarks.gate.fresh.secret_pos import POSITIVE
from benchmarks.gate.fresh.secret_pos_romance import POSITIVE as POSITIVE_ROMANCE

fresh_pool(
    "envkey",
    "DATABASE_PASSWORD,PG_PASS,MINIO_SECRET_KEY,RABBITMQ_DEFAULT_PASS,SENTRY_AUTH_TOKEN,"
    "CLOUDFLARE_API_TOKEN,HF_TOKEN,ANTHROPIC_API_KEY,AZURE_CLIENT_SECRET,GH_PAT,"
    "ENCRYPTION_KEY,SMTP_PASSWORD,LDAP_BIND_PASSWORD,KEYCLOAK_ADMIN_PASSWORD,SESSION_SECRET,"
    "WEBHOOK_SECRET,DD_API_KEY,OKTA_CLIENT_SECRET",
)
fresh_pool(
    "jsonkey",
    "adminPassword,signing_secret,apiToken,bearer_token,master_key,smtp_password,"
    "encryption_key,oauth_secret,webhookSecret,service_account_key,pass_phrase,accessKey",
)
fresh_pool(
    "cfg",
    "AUTH_PROVIDER=keycloak,password_policy=strict,KEY_SIZE=4096,PIN_RETRIES=3,"
    "TOKEN_AUDIENCE=orders-api,secret_backend=vault,API_TIMEOUT_MS=2500,enable_mfa=true,"
    "SESSION_COOKIE_SECURE=True,max_login_attempts=5,credential_cache_minutes=15,"
    "LOG_FORMAT=json,PASSWORD_HASHERS=argon2,pool_size=20,key_vault_name=kv-prod-weu,"
    "JWT_ALGORITHM=RS256",
)
fresh_pool(
    "postal",
    "1010 Wien,4050-001 Porto,9000 Gent,50001 Zaragoza,3511 Utrecht,35000 Rennes,"
    "37001 Salamanca,79098 Freiburg,74000 Annecy,6020 Innsbruck,G1 1XQ,60601",
)

_WEIGHTS = {
    "password": 1.5,
    "token": 1.5,
    "card": 1.5,
    "iban": 1.5,
    "national_id": 2.5,
    "cred_word": 2.0,
    "phone": 2.0,
    "order16": 1.5,
    "luhn_ref": 1.5,
    "isbn": 0.5,
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
    {"luhn_ref": {"NUM": look.luhn_reference}},
)


def groups() -> list[Group]:
    """Every group of the fresh secret kind."""
    return tuned.build_groups(
        {**POSITIVE, **POSITIVE_ROMANCE},
        {**NEGATIVE, **NEGATIVE_ROMANCE},
        _WEIGHTS,
        _generators,
    )
