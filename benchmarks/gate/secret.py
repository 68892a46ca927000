"""The secret kind: sentences and field values with a secret in them, and near misses.

A positive's :attr:`~benchmarks.gate.common.Case.values` are the exact secrets that must not
survive storage; a negative (values ``()``) must be kept word for word.
"""

from __future__ import annotations

from collections.abc import Callable

from benchmarks.gate import lookalikes as look
from benchmarks.gate import secret_values as sv
from benchmarks.gate.common import Generator, Group, pool, t
from benchmarks.gate.secret_near import NEGATIVE
from benchmarks.gate.secret_text import POSITIVE

pool(
    "service",
    "Gmail,Netflix,Jira,Dropbox,Steam,Spotify,Outlook,Zoom,Figma,Notion,Salesforce,Trello,"
    "Confluence,Bitbucket,Heroku,Vercel,Grafana,Sentry,PayPal,Amazon,eBay,LinkedIn,Twitch,Miro",
)
pool(
    "user",
    "bob,alice.m,admin,jdoe,svc_deploy,mmueller,lucie.b,jgarcia,root,ops-bot,k.schmidt,"
    "maria_r,deploy,tester01,pmartin,hwagner,backup,ana.lopez,sysop,dev-ci",
)
pool(
    "place",
    "Berlin,Lyon,Madrid,the cabin,the lake house,Hamburg,Toulouse,Sevilla,the office,"
    "grandma's,München,Bordeaux,Valencia,the studio,Köln,Nantes,Bilbao,the warehouse",
)
pool(
    "host",
    "db.internal,10.0.3.12,pg-prod-1,mysql.lan,cache-01,db.example.com,192.168.1.50,"
    "mongo.cluster.local,sql-eu-2,replica.lan",
)
pool(
    "envkey",
    "DB_PASSWORD,AWS_SECRET_ACCESS_KEY,STRIPE_SECRET_KEY,SMTP_PASS,REDIS_PASSWORD,JWT_SECRET,"
    "GITHUB_TOKEN,OPENAI_API_KEY,POSTGRES_PASSWORD,SENDGRID_API_KEY,MYSQL_ROOT_PASSWORD,"
    "SECRET_KEY,SLACK_BOT_TOKEN,ADMIN_PASS,DJANGO_SECRET_KEY,NPM_TOKEN,API_SECRET,"
    "MAIL_PASSWORD,TWILIO_AUTH_TOKEN,VAULT_TOKEN",
)
pool(
    "jsonkey",
    "password,api_key,client_secret,passwd,secret,access_token,auth_token,private_key,"
    "db_password,apiKey,refresh_token,pwd",
)
pool(
    "cfg",
    "LOG_LEVEL=debug,PASSWORD_MIN_LENGTH=12,tier=enterprise_plus,max_retries=5,"
    "SESSION_TIMEOUT=3600,TOKEN_TTL_SECONDS=900,WORKERS=8,region=eu-central-1,"
    "API_BASE_URL=https://api.example.com/v2,cache_size=512MB,feature_flags=beta_search,"
    "PIN_LENGTH=6,retry_backoff=2.5,KEY_ROTATION_DAYS=30,theme=dark,locale=de_DE,"
    "password_reset_enabled=true,auth_mode=sso,timeout=30s,batch_size=1000",
)
pool(
    "name",
    "Anna,Tom,Lucía,Jean,Marta,Peter,Chloé,Javier,Sofia,Lukas,Inès,Diego,Emma,Jonas,"
    "Camille,Pablo,Olivia,Felix,Léa,Carmen",
)
pool(
    "project",
    "Atlas,Phoenix,Nimbus,Orion,Helios,Kestrel,Lynx,Apollo,Juniper,Quasar,Sirius,Vega",
)
pool(
    "postal",
    "10115 Berlin,75008 Paris,28013 Madrid,SW1A 1AA,94103,80331 München,69002 Lyon,"
    "08001 Barcelona,EC1A 1BB,10001,20095 Hamburg,13001 Marseille,41001 Sevilla,M1 1AE",
)

_POSITIVE_GENERATORS: dict[str, Generator] = {
    "PW": sv.simple("PW", sv.password),
    "UPW": sv.url_password,
    "PIN": sv.pin,
    "VAL": sv.env_value,
    "HEX": sv.hex_key,
    "TOKEN": sv.vendor_token,
    "JWT": sv.jwt,
    "PEM": sv.pem,
    "RAND": sv.entropy,
    "CARD": sv.card,
    "IBAN": sv.iban,
    "SSN": sv.ssn,
}
NEGATIVE_GENERATORS: dict[str, Generator] = {
    "PHONE": look.phone,
    "NUM": look.order16,
    "SHA": look.git_sha,
    "DIGEST": look.digest,
    "UUID": look.uuid_value,
    "VER": look.version,
    "NET": look.network,
    "ISBN": look.isbn,
    "PID": look.plain_id,
    "DATE": look.date_amount,
    "AMOUNT": look.date_amount,
    "LINK": look.link,
}
# Subkinds whose cases are spread thinner or thicker than one share.
_WEIGHTS = {
    "password": 1.5,
    "token": 2.0,
    "card": 2.0,
    "iban": 2.0,
    "national_id": 3.0,
    "conn_string": 0.6,
    "pem": 0.6,
    "jwt": 0.6,
    "ssn": 0.8,
    "cred_word": 3.0,
    "phone": 3.0,
    "order16": 2.0,
    "luhn_ref": 2.0,
    "isbn": 0.5,
    "postal": 0.5,
}


def _generators(subkind: str, language: str, positive: bool) -> dict[str, Generator]:
    if positive:
        made = dict(_POSITIVE_GENERATORS)
        made["PHRASE"] = sv.passphrase(language)
        made["ID"] = sv.national_id(language)
        return made
    made = dict(NEGATIVE_GENERATORS)
    if subkind == "luhn_ref":
        made["NUM"] = look.luhn_reference
    return made


GeneratorsOf = Callable[[str, str, bool], dict[str, Generator]]


def split_generators(
    negative: dict[str, Generator],
    positive: dict[str, Generator],
    per_language: dict[str, Callable[[str], Generator]],
    per_subkind: dict[str, dict[str, Generator]],
) -> GeneratorsOf:
    """The value makers of a later split: ``negative`` for near misses (with a subkind's own
    makers in ``per_subkind``), ``positive`` for secrets with the makers that depend on the
    language (a passphrase's words, an id's name) built for the group's language."""

    def make(subkind: str, language: str, is_positive: bool) -> dict[str, Generator]:
        if not is_positive:
            return {**negative, **per_subkind.get(subkind, {})}
        return {**positive, **{slot: maker(language) for slot, maker in per_language.items()}}

    return make


def build_groups(
    positive: dict[tuple[str, str], list[str]],
    negative: dict[tuple[str, str], list[str]],
    weights: dict[str, float],
    generators: GeneratorsOf,
) -> list[Group]:
    """One group per (subkind, language) block of both tables, weighted by subkind, with
    the value makers ``generators(subkind, language, positive)``."""
    out = []
    for is_positive, table in ((True, positive), (False, negative)):
        for (subkind, language), texts in table.items():
            out.append(
                Group(
                    subkind,
                    language,
                    is_positive,
                    [t(text) for text in texts],
                    weights.get(subkind, 1.0),
                    generators(subkind, language, is_positive),
                )
            )
    return out


def groups() -> list[Group]:
    """Every group of the secret kind."""
    return build_groups(POSITIVE, NEGATIVE, _WEIGHTS, _generators)
