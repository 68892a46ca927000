r"""The fresh split's secret positives, French and Spanish (see
:mod:`benchmarks.gate.fresh.secret_pos`)."""

from __future__ import annotations

from benchmarks.gate.secret_text import lines

POSITIVE: dict[tuple[str, str], list[str]] = {
    ("password", "fr"): lines(r"""
        bon, pour {service} j'ai mis {PW}, faut juste que je m'en souvienne
        Le wifi invité de {place} a changé de mot de passe : désormais {PW}
        {service} → mdp {PW} (ne le partage pas stp)
        Si tu dois te connecter à {service}, le mot de passe c'est {PW}.
        mot de passe admin de la box à {place} : {PW}
    """),
    ("password", "es"): lines(r"""
        vale, para {service} puse {PW}, a ver si me acuerdo
        La wifi de invitados de {place} tiene contraseña nueva: {PW}
        {service} → contraseña {PW} (no la compartas porfa)
        Si tienes que entrar en {service}, la contraseña es {PW}.
        contraseña de administrador del router de {place}: {PW}
    """),
    ("passphrase", "fr"): lines(r"""
        La phrase de récupération de mon coffre {service} : {PHRASE}
        phrase secrète du disque chiffré = {PHRASE}
        pour {service} j'utilise maintenant la phrase « {PHRASE} »
    """),
    ("passphrase", "es"): lines(r"""
        La frase de recuperación de mi bóveda de {service}: {PHRASE}
        frase secreta del disco cifrado = {PHRASE}
        para {service} ahora uso la frase «{PHRASE}»
    """),
    ("pin", "fr"): lines(r"""
        La boîte à clés de {place} s'ouvre avec {PIN}.
        Nouveau code de carte {service} : {PIN}
        Pour le portail de {place}, tape {PIN} puis la cloche
    """),
    ("pin", "es"): lines(r"""
        La caja de llaves de {place} se abre con {PIN}.
        PIN nuevo de la tarjeta de {service}: {PIN}
        Para el portón de {place} marca {PIN} y luego la campana
    """),
    ("short_cred", "fr"): lines(r"""
        {service} → {PW}, le nouveau
        mdp actuel: {PW}
        accès {service} = {PW}
        code {service} {PW}
    """),
    ("short_cred", "es"): lines(r"""
        {service} → {PW}, la nueva
        contra: {PW}
        acceso {service} = {PW}
        pass {PW}
    """),
    ("user_pass", "fr"): lines(r"""
        compte {service} : {user} / {PW}
        identifiant {user}, mot de passe {PW}
        connecte-toi avec {user} et {PW} sur {service}
    """),
    ("user_pass", "es"): lines(r"""
        cuenta de {service}: {user} / {PW}
        el usuario es {user} y la contraseña {PW}
        entra con {user} y {PW} en {service}
    """),
    ("login_prose", "fr"): lines(r"""
        Pour l'essai {service} : login {user}@example.fr, mot de passe {PW}, ça expire vendredi.
        {name} m'a créé un compte {service} : {user}@example.com / {PW}
        La boîte partagée c'est {user}@example.net, mot de passe {PW}.
    """),
    ("login_prose", "es"): lines(r"""
        Para la prueba de {service}: login {user}@example.es, contraseña {PW}, caduca el viernes.
        {name} me creó una cuenta en {service}: {user}@example.com / {PW}
        El buzón compartido es {user}@example.net y su contraseña es {PW}.
    """),
    ("story", "fr"): lines(r"""
        Hier à {place}, plus de wifi jusqu'à ce que {name} retrouve le papier sous la box : {PW}. Après ça, tout le monde était content.
        Mon père m'a encore appelé parce qu'il n'arrive pas à entrer sur {service}. Je lui ai redit que le mot de passe est {PW} et qu'il faut le noter ailleurs que sur le frigo.
        Petite histoire : {name} a oublié son mot de passe {service}, on l'a réinitialisé, c'est maintenant {PW}.
    """),
    ("story", "es"): lines(r"""
        Ayer en {place} no había wifi hasta que {name} encontró el papelito debajo del router: {PW}. Luego todo funcionó.
        Mi padre me llamó otra vez porque no puede entrar en {service}. Le repetí que la contraseña es {PW} y que la apunte en algún sitio que no sea la nevera.
        Resumiendo: {name} olvidó la contraseña de {service}, la reseteamos y ahora es {PW}.
    """),
    ("env", "fr"): lines(r"""
        Le .env du serveur contient {envkey}={VAL}
        lance le conteneur avec -e {envkey}={VAL}
        Dans les variables de la CI, {envkey} vaut {VAL}
    """),
    ("env", "es"): lines(r"""
        El .env del servidor tiene {envkey}={VAL}
        arranca el contenedor con -e {envkey}={VAL}
        En las variables de la CI, {envkey} vale {VAL}
    """),
    ("key_value", "fr"): lines(r"""
        Dans appsettings.json il y a "{jsonkey}": "{VAL}"
        prod.tfvars : {jsonkey} = "{VAL}"
        Le secret Kubernetes contient {jsonkey}: {VAL}
    """),
    ("key_value", "es"): lines(r"""
        En appsettings.json está "{jsonkey}": "{VAL}"
        prod.tfvars: {jsonkey} = "{VAL}"
        El secreto de Kubernetes tiene {jsonkey}: {VAL}
    """),
    ("config_file", "fr"): lines(r"""
        extrait de mon ~/.netrc :\nmachine {host} login {user} password {PW}
        config.ini :\n[smtp]\nhote = {host}\nutilisateur = {user}\nmot_de_passe = {PW}
        application.yml :\n  datasource:\n    username: {user}\n    password: {PW}
    """),
    ("config_file", "es"): lines(r"""
        de mi ~/.netrc:\nmachine {host} login {user} password {PW}
        config.ini:\n[correo]\nservidor = {host}\nusuario = {user}\nclave = {PW}
        application.yml:\n  datasource:\n    username: {user}\n    password: {PW}
    """),
    ("conn_string", "fr"): lines(r"""
        URL du broker : amqp://{user}:{UPW}@{host}:5672/
        L'URL JDBC : jdbc:mysql://{host}/stock?user={user}&password={UPW}
    """),
    ("conn_string", "es"): lines(r"""
        URL del broker: amqp://{user}:{UPW}@{host}:5672/
        La URL JDBC es jdbc:mysql://{host}/almacen?user={user}&password={UPW}
    """),
    ("hex_key", "fr"): lines(r"""
        La clé HMAC partagée avec {service} est {HEX}
        clé de chiffrement des sauvegardes : {HEX}
        clé API {service} (hexa) → {HEX}
    """),
    ("hex_key", "es"): lines(r"""
        La clave HMAC compartida con {service} es {HEX}
        clave de cifrado de las copias: {HEX}
        clave API de {service} (hex) → {HEX}
    """),
    ("token", "fr"): lines(r"""
        Nouveau jeton d'accès {service} : {TOKEN}
        Le token du bot {project} : {TOKEN}
        {TOKEN} à révoquer tout de suite, il était sur la capture d'écran
    """),
    ("token", "es"): lines(r"""
        Token de acceso nuevo de {service}: {TOKEN}
        El token del bot de {project}: {TOKEN}
        {TOKEN} hay que revocarlo ya, salió en la captura
    """),
    ("bearer", "fr"): lines(r"""
        L'appel ne passe qu'avec l'en-tête Authorization: Bearer {KEY}
        Dans Postman j'ai mis Authorization: Basic {BASIC}
        headers={"Authorization": "Bearer {KEY}"} dans le script
    """),
    ("bearer", "es"): lines(r"""
        La llamada solo funciona con la cabecera Authorization: Bearer {KEY}
        En Postman puse Authorization: Basic {BASIC}
        headers={"Authorization": "Bearer {KEY}"} en el script
    """),
    ("code_key", "fr"): lines(r"""
        curl -H "X-Api-Key: {KEY}" https://{host}/v1/factures
        curl --user {user}:{PW} https://{host}/api/export
        dans le script : client = Client(api_key="{KEY}")
    """),
    ("code_key", "es"): lines(r"""
        curl -H "X-Api-Key: {KEY}" https://{host}/v1/facturas
        curl --user {user}:{PW} https://{host}/api/export
        en el script: client = Client(api_key="{KEY}")
    """),
    ("jwt", "fr"): lines(r"""
        L'id_token de la réponse de connexion : {JWT}
        Le cookie contient session={JWT}
    """),
    ("jwt", "es"): lines(r"""
        El id_token de la respuesta de login: {JWT}
        La cookie lleva session={JWT}
    """),
    ("pem", "fr"): lines(r"""
        Ma clé de signature :\n{PEM}
        contenu du fichier de clé :\n{PEM}
    """),
    ("pem", "es"): lines(r"""
        Mi clave de firma:\n{PEM}
        contenido del fichero de clave:\n{PEM}
    """),
    ("entropy", "fr"): lines(r"""
        celui qui a marché : {RAND}
        pour {project} j'ai saisi {RAND}
        la préprod prend {RAND}
    """),
    ("entropy", "es"): lines(r"""
        el que funcionó: {RAND}
        para {project} metí {RAND}
        staging usa {RAND}
    """),
    ("card", "fr"): lines(r"""
        Pour la caution, prends ma carte : {CARD}, expire 11/28
        carte de la boîte pour le déplacement à {place} : {CARD}
        Le numéro de ma nouvelle carte de crédit est {CARD}
    """),
    ("card", "es"): lines(r"""
        Para la fianza usa mi tarjeta: {CARD}, caduca 11/28
        tarjeta de empresa para el viaje a {place}: {CARD}
        El número de mi tarjeta nueva es {CARD}
    """),
    ("iban", "fr"): lines(r"""
        Vire la caution sur {IBAN} (titulaire {name})
        Nouvelles coordonnées bancaires : {IBAN}
        Pour la facture : IBAN {IBAN}
    """),
    ("iban", "es"): lines(r"""
        Haz la transferencia de la fianza a {IBAN} (titular {name})
        Datos bancarios nuevos: {IBAN}
        Para la factura: IBAN {IBAN}
    """),
    ("ssn", "fr"): lines(r"""
        Pour le formulaire américain il faut mon SSN : {SSN}
        Le numéro de sécurité sociale américain de {name} est {SSN}
    """),
    ("ssn", "es"): lines(r"""
        Para el formulario de EE. UU. necesito mi SSN: {SSN}
        El número de seguro social estadounidense de {name} es {SSN}
    """),
    ("national_id", "fr"): lines(r"""
        Pour le consulat il me faut le {idlabel} : {ID}
        {idlabel} de {name} : {ID}
        Mon {idlabel} est {ID}, il est au dos de la carte.
    """),
    ("national_id", "es"): lines(r"""
        Para el consulado necesito el {idlabel}: {ID}
        {idlabel} de {name}: {ID}
        Mi {idlabel} es {ID}, viene en el reverso.
    """),
}
