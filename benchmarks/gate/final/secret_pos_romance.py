r"""The final split's secret positives in French and Spanish, one template a line (``\n``
inside a line is a line break)."""

from __future__ import annotations

from benchmarks.gate.secret_text import lines

POSITIVE: dict[tuple[str, str], list[str]] = {
    ("password", "fr"): lines(r"""
        Le code wifi du gîte à {place} est {PW}
        {name} m'a donné un mot de passe provisoire pour {service} : {PW}
        Sur {service} j'ai mis {PW} comme mot de passe, à retenir !
        Le mot de passe de session du PC du bureau, c'est {PW}
    """),
    ("password", "es"): lines(r"""
        La clave del wifi del apartamento en {place} es {PW}
        {name} me dio una contraseña provisional para {service}: {PW}
        En {service} puse {PW} de contraseña, que no se me olvide
        La contraseña del ordenador de la oficina es {PW}
    """),
    ("passphrase", "fr"): lines(r"""
        Les mots de récupération du portefeuille matériel : {PHRASE}
        Ma phrase maîtresse pour {service} : {PHRASE}
        Le disque du NAS se déverrouille avec {PHRASE}
    """),
    ("passphrase", "es"): lines(r"""
        Las palabras de recuperación de la cartera física: {PHRASE}
        Mi frase maestra de {service}: {PHRASE}
        El disco del NAS se desbloquea con {PHRASE}
    """),
    ("pin", "fr"): lines(r"""
        Le code PUK de la nouvelle carte SIM : {PIN}
        Le cadenas du local vélos à {place} s'ouvre avec {PIN}
        Code du coffre de la chambre d'hôtel : {PIN}
        Ma nouvelle carte bancaire est arrivée, code {PIN}
    """),
    ("pin", "es"): lines(r"""
        El PUK de la SIM nueva: {PIN}
        El candado del cuarto de bicis en {place} se abre con {PIN}
        Código de la caja fuerte del hotel: {PIN}
        Me llegó la tarjeta nueva, el PIN es {PIN}
    """),
    ("short_cred", "fr"): lines(r"""
        mdp NAS : {PW}
        {service} -> mdp {PW}
        mot de passe box {PW}
    """),
    ("short_cred", "es"): lines(r"""
        contra NAS: {PW}
        {service} -> clave {PW}
        pass del router {PW}
    """),
    ("user_pass", "fr"): lines(r"""
        {service}\nidentifiant : {user}\nmot de passe : {PW}
        Connexion au serveur de test avec {user} et {PW}
        Accès {user} / mdp {PW}
    """),
    ("user_pass", "es"): lines(r"""
        {service}\nusuario: {user}\ncontraseña: {PW}
        Entrar al servidor de pruebas con {user} y {PW}
        Acceso {user} / clave {PW}
    """),
    ("login_prose", "fr"): lines(r"""
        Pour l'ENT, {name} se connecte avec {user}@example.fr et le mot de passe {PW}.
        J'ai créé un compte {service} à papa : identifiant {user}, mot de passe {PW}.
        Au poste de l'accueil, on se connecte en {user}@example.org avec {PW}.
    """),
    ("login_prose", "es"): lines(r"""
        Para la plataforma del cole, {name} entra con {user}@example.es y la contraseña {PW}.
        Le hice a papá una cuenta de {service}: usuario {user}, contraseña {PW}.
        En el ordenador de recepción se entra como {user}@example.org con {PW}.
    """),
    ("story", "fr"): lines(r"""
        Bloqué hors de {service}, {name} m'a lu l'ancien mot de passe au téléphone ({PW}) et ça a marché.
        Au hackathon de {place}, le mot de passe admin était écrit au tableau : {PW}.
        Mamie avait son mot de passe de banque sur un post-it, {PW}, je l'ai enlevé.
    """),
    ("story", "es"): lines(r"""
        No podía entrar en {service}, así que {name} me leyó la contraseña vieja por teléfono ({PW}) y funcionó.
        En el hackathon de {place} la contraseña de admin estaba en la pizarra: {PW}.
        La abuela tenía la clave del banco en un pósit, {PW}, y se lo quité.
    """),
    ("env", "fr"): lines(r"""
        Dans le .env du serveur : {envkey}={VAL}
        Pour le conteneur : -e {envkey}={VAL}
        export {envkey}="{VAL}" avant de lancer le script
    """),
    ("env", "es"): lines(r"""
        En el .env del servidor: {envkey}={VAL}
        Para el contenedor: -e {envkey}={VAL}
        export {envkey}="{VAL}" antes de lanzar el script
    """),
    ("key_value", "fr"): lines(r"""
        valeur de {jsonkey} pour la prod : {VAL}
        {"compte": "{user}", "env": "prod", "{jsonkey}": "{VAL}"}
        clé {jsonkey}, valeur {VAL}
    """),
    ("key_value", "es"): lines(r"""
        {jsonkey} (entorno de producción) => {VAL}
        {"cuenta": "{user}", "{jsonkey}": "{VAL}"}
        campo {jsonkey}, valor {VAL}
    """),
    ("config_file", "fr"): lines(r"""
        [base]\nutilisateur = {user}\nmot_de_passe = {PW}
        data:\n  password: {B64PW}\n(le Secret du cluster)
        spring.mail.password={PW}
    """),
    ("config_file", "es"): lines(r"""
        [base_de_datos]\nusuario = {user}\nclave = {PW}
        data:\n  password: {B64PW}\n(el Secret del clúster)
        spring.datasource.password={PW}
    """),
    ("conn_string", "fr"): lines(r"""
        Chaîne de connexion : Server={host};User Id={user};Password={UPW};
        amqps://{user}:{UPW}@{host}/prod
        DefaultEndpointsProtocol=https;AccountName=stsauvegarde;AccountKey={AZKEY};EndpointSuffix=core.windows.net
    """),
    ("conn_string", "es"): lines(r"""
        Cadena de conexión: Server={host};User Id={user};Password={UPW};
        mongodb+srv://{user}:{UPW}@cluster0.p3r9t.mongodb.net/tienda
        DefaultEndpointsProtocol=https;AccountName=stcopias;AccountKey={AZKEY};EndpointSuffix=core.windows.net
    """),
    ("hex_key", "fr"): lines(r"""
        La clé HMAC des webhooks de {project} : {HEX}
        Clé AES de l'archive de sauvegarde : {HEX}
        Secret partagé avec {service} : {HEX}
    """),
    ("hex_key", "es"): lines(r"""
        La clave HMAC de los webhooks de {project}: {HEX}
        Clave AES del archivo de copia: {HEX}
        Secreto compartido con {service}: {HEX}
    """),
    ("token", "fr"): lines(r"""
        Nouveau jeton d'accès pour {project} : {TOKEN}
        J'ai généré un jeton sur {service} pour le script : {TOKEN}
        {name} m'a envoyé le jeton de la CI : {TOKEN}
    """),
    ("token", "es"): lines(r"""
        Token de acceso nuevo para {project}: {TOKEN}
        Generé un token en {service} para el script: {TOKEN}
        {name} me pasó el token de la CI: {TOKEN}
    """),
    ("bearer", "fr"): lines(r"""
        En-tête pour l'API : Authorization: Bearer {KEY}
        curl -H "X-Api-Key: {KEY}" https://api.example.fr/v2/factures
        L'appel demande 'Authorization: Token {KEY}'
    """),
    ("bearer", "es"): lines(r"""
        Cabecera para la API: Authorization: Bearer {KEY}
        curl -H "X-Api-Key: {KEY}" https://api.example.es/v2/pedidos
        La llamada necesita 'Authorization: Token {KEY}'
    """),
    ("code_key", "fr"): lines(r"""
        client = Client(api_key="{KEY}")  # à mettre dans le coffre
        const cle = '{KEY}';
        $apiKey = "{KEY}"; // pour tester seulement
    """),
    ("code_key", "es"): lines(r"""
        client = Client(api_key="{KEY}")  # pasar al gestor de secretos
        const clave = '{KEY}';
        $apiKey = "{KEY}"; // solo para probar
    """),
    ("jwt", "fr"): lines(r"""
        Le JWT avec le rôle admin pour {project} : {JWT}
        Copié depuis les devtools : token = {JWT}
    """),
    ("jwt", "es"): lines(r"""
        El JWT con rol de admin para {project}: {JWT}
        Copiado de las devtools: token = {JWT}
    """),
    ("pem", "fr"): lines(r"""
        La clé privée de déploiement pour {project} :\n{PEM}
        {PEM}\nc'est la clé de l'ancien portable
    """),
    ("pem", "es"): lines(r"""
        La clave privada de despliegue de {project}:\n{PEM}
        {PEM}\nes la clave del portátil viejo
    """),
    ("key_file", "fr"): lines(r"""
        Le wg0.conf du routeur de {place} :\n{KEYFILE}
        Ma clé pour les sauvegardes :\n{KEYFILE}
        Le fichier .ppk pour {host} :\n{KEYFILE}
    """),
    ("key_file", "es"): lines(r"""
        El wg0.conf del router de {place}:\n{KEYFILE}
        Mi clave para las copias:\n{KEYFILE}
        El fichero .ppk para {host}:\n{KEYFILE}
    """),
    ("webhook_url", "fr"): lines(r"""
        Les alertes partent vers {HOOK}
        Webhook du canal de build : {HOOK}
        {name} a monté le flux, l'URL de déclenchement est {HOOK}
    """),
    ("webhook_url", "es"): lines(r"""
        Las alertas van a {HOOK}
        Webhook del canal de builds: {HOOK}
        {name} montó el flujo, la URL que lo dispara es {HOOK}
    """),
    ("signed_url", "fr"): lines(r"""
        Voici le lien de téléchargement de la sauvegarde, valable une semaine : {SIGNED}
        {name} peut récupérer les scans ici : {SIGNED}
    """),
    ("signed_url", "es"): lines(r"""
        Aquí el enlace de descarga de la copia, vale una semana: {SIGNED}
        {name} puede bajar los escaneos de aquí: {SIGNED}
    """),
    ("cookie", "fr"): lines(r"""
        Cookie: {cookie}={SESSION}
        Mon cookie de session connecté, pour le scraper : {cookie}={SESSION}
    """),
    ("cookie", "es"): lines(r"""
        Cookie: {cookie}={SESSION}
        Mi cookie de sesión iniciada, para el scraper: {cookie}={SESSION}
    """),
    ("otp_seed", "fr"): lines(r"""
        Clé de configuration de la double authentification {service} : {OTP}
        otpauth://totp/{service}:{user}?secret={OTP}&issuer={service}
    """),
    ("otp_seed", "es"): lines(r"""
        Clave de configuración de la verificación en dos pasos de {service}: {OTP}
        otpauth://totp/{service}:{user}?secret={OTP}&issuer={service}
    """),
    ("recovery_codes", "fr"): lines(r"""
        Codes de secours {service}, chacun utilisable une fois :\n{CODES}
        Codes de récupération de la double authentification :\n{CODES}
    """),
    ("recovery_codes", "es"): lines(r"""
        Códigos de recuperación de {service}, cada uno sirve una vez:\n{CODES}
        Códigos de respaldo de la verificación en dos pasos:\n{CODES}
    """),
    ("entropy", "fr"): lines(r"""
        Pas dans le chat, s'il te plaît : {RAND}
        La chaîne qui déverrouille l'album partagé : {RAND}
        Colle {RAND} dans le champ de déblocage quand l'installeur le demande
    """),
    ("entropy", "es"): lines(r"""
        Que no acabe en el chat: {RAND}
        La cadena que desbloquea el álbum compartido: {RAND}
        Pega {RAND} en el campo de desbloqueo cuando lo pida el instalador
    """),
    ("card", "fr"): lines(r"""
        Carte de l'entreprise pour le voyage à {place} : {CARD}, exp. 09/27
        Ma nouvelle carte {CARD} est arrivée
        Mon numéro de carte pour réserver l'hôtel : {CARD}
    """),
    ("card", "es"): lines(r"""
        Tarjeta de empresa para el viaje a {place}: {CARD}, caduca 09/27
        Me llegó la tarjeta nueva {CARD}
        Mi número de tarjeta para reservar el hotel: {CARD}
    """),
    ("iban", "fr"): lines(r"""
        Le loyer va sur {IBAN}, libellé appartement 3B
        Remboursement sur {IBAN} s'il vous plaît, titulaire {name}
        Mon compte pour le salaire : {IBAN}
    """),
    ("iban", "es"): lines(r"""
        El alquiler va a {IBAN}, concepto piso 3B
        Devolución a {IBAN}, por favor, titular {name}
        Mi cuenta de la nómina: {IBAN}
    """),
    ("ssn", "fr"): lines(r"""
        Mon numéro de sécurité sociale américain (SSN) pour le formulaire : {SSN}
        Le SSN de {name} pour la déclaration : {SSN}
    """),
    ("ssn", "es"): lines(r"""
        Mi número de la seguridad social de EE. UU. (SSN) para el formulario: {SSN}
        El SSN de {name} para la declaración: {SSN}
    """),
    ("national_id", "fr"): lines(r"""
        Mon {idlabel} pour le bail : {ID}
        Le {idlabel} de {name} est {ID}
        {idlabel} : {ID} (demandé par le cabinet)
    """),
    ("national_id", "es"): lines(r"""
        Mi {idlabel} para el contrato de alquiler: {ID}
        {name} me dio su {idlabel}: {ID}
        {idlabel}: {ID} (lo pide la clínica)
    """),
}
