"""Sealed secret positives in French and Spanish (see :mod:`benchmarks.gate.sealed.secret`)."""

from __future__ import annotations

from benchmarks.gate.secret_text import lines

POSITIVE: dict[tuple[str, str], list[str]] = {
    ("password", "fr"): lines(r"""
        pense-bête : le mot de passe {svc} du compte de l'asso, c'est {PW}
        mdp de l'ordi du cabinet, si la secrétaire demande : {PW}
        j'ai changé le mot de passe {svc} après l'arnaque, le nouveau : {PW}
    """),
    ("pin", "fr"): lines(r"""
        le code confidentiel de la nouvelle carte bleue est arrivé : {PIN}
        code PIN du téléphone pro : {PIN}
    """),
    ("passphrase", "fr"): lines(r"""
        la phrase de passe du coffre-fort de mots de passe familial : « {PHRASE} »
        phrase secrète du disque de sauvegarde chiffré : {PHRASE}
    """),
    ("env", "fr"): lines(r"""
        la ligne qui manquait au déploiement : API_TOKEN={TOK}
        extrait du .env de la préprod :\nAPP_ENV=staging\nDB_PASSWORD={PW}
    """),
    ("token", "fr"): lines(r"""
        passation d'astreinte : si l'export plante, relancer avec le jeton {TOK}
        {n} m'a envoyé la clé d'API du module de paiement : {TOK}
        jeton d'accès pour le runner de CI, à garder : {TOK}
    """),
    ("card", "fr"): lines(r"""
        la carte de la boîte pour les billets de train : {CARD}, expire fin {exp}
        carte de mamie pour les courses en ligne : {CARD}, cryptogramme {CVC}
        hôtel à {town} réglé avec la carte {CARD} (exp. {exp})
    """),
    ("iban", "fr"): lines(r"""
        le propriétaire doit rendre la caution sur le compte {IBAN}
        mon RIB pour la mutuelle, IBAN {IBAN}
        {n} m'a remboursé les places de concert depuis {IBAN}, à garder
    """),
    ("national_id", "fr"): lines(r"""
        mon {idname} pour le dossier de la CAF : {ID}
        le {idname} de {n}, pour l'inscription au centre aéré : {ID}
        à garder pour la retraite : {idname} {ID}
    """),
    ("user_pass", "fr"): lines(r"""
        accès à l'ENT du collège : identifiant {login}, mot de passe {PW}
        admin de la box : {login} / {PW}
    """),
    ("conn_string", "fr"): lines(r"""
        la chaîne de connexion de la base de reporting, pour ne plus la chercher : {CONN}
        pendant l'incident le worker tapait sur {CONN}, à remettre lundi
    """),
    ("jwt", "fr"): lines(r"""
        le JWT qui marchait dans Postman : {JWT}
        jeton de l'équipe auth pour l'API commandes : {JWT}
    """),
    ("pem", "fr"): lines(r"""
        clé de déploiement du dépôt du site :\n{begin}\n{KEY}\n{end}
        la clé du serveur de sauvegarde, au cas où le portable lâche :\n{begin}\n{KEY}\n{end}
    """),
    ("key_value", "fr"): lines(r"""
        la config qui a fini par marcher : {"tenant": "compta", "client_secret": "{VAL}"}
        dans le config.yaml il faut   secret_key: {VAL}
    """),
    ("config_file", "fr"): lines(r"""
        le ~/.aws/credentials de l'ancien PC :\n[default]\naws_access_key_id = {AKID}\naws_secret_access_key = {AKSECRET}
        le .netrc pour le miroir de paquets :\nmachine depot.interne login deploy password {PW}
    """),
    ("bearer", "fr"): lines(r"""
        l'appel qui marche : curl -H "Authorization: Bearer {TOK}" https://api.example.com/v1/clients
        en-tête pour tester : Authorization: Bearer {JWT}
    """),
    ("cookie", "fr"): lines(r"""
        cookie de session de l'interface admin, pour reproduire le bug : {cname}={COOKIE}
        Cookie: {cname}={COOKIE}  (copié depuis les outils de dev)
    """),
    ("webhook_url", "fr"): lines(r"""
        le webhook du canal d'astreinte : {HOOK}
        les alertes partent sur {HOOK}, à mettre dans la supervision
    """),
    ("otp_seed", "fr"): lines(r"""
        la clé secrète à saisir dans l'appli d'authentification pour {svc}, recopiée à la main : {OTP}
        secret TOTP de la boîte mail partagée du support : {OTP}
    """),
    ("recovery_codes", "fr"): lines(r"""
        codes de secours {svc}, chacun ne sert qu'une fois :\n{CODES}
        codes de récupération du compte {svc} :\n{CODES}
    """),
    ("access_code", "fr"): lines(r"""
        la boîte à clés du gîte à {town} s'ouvre avec {CODE}
        code de l'alarme de la boutique : {CODE}
        digicode chez {n} : {CODE}
    """),
    ("seed_phrase", "fr"): lines(r"""
        la phrase de récupération de mon portefeuille crypto : {SEED}
        les mots de la seed du Ledger : {SEED}
    """),
    ("wifi_qr", "fr"): lines(r"""
        le texte du QR code wifi sur le frigo : WIFI:T:WPA;S:{ssid};P:{WIFI};;
        wifi invités du bureau : {ssid}, clé {WIFI}
    """),
    ("password", "es"): lines(r"""
        apúntate esto: la contraseña de {svc} de la cuenta del club es {PW}
        contraseña del ordenador de la consulta, por si pregunta la recepcionista: {PW}
        cambié la clave de {svc} después del timo, la nueva: {PW}
    """),
    ("pin", "es"): lines(r"""
        ya llegó el PIN de la tarjeta nueva del banco: {PIN}
        el PIN del móvil del trabajo es {PIN}
    """),
    ("passphrase", "es"): lines(r"""
        la frase de contraseña del gestor de claves de la familia: «{PHRASE}»
        frase secreta del disco de copias cifrado: {PHRASE}
    """),
    ("env", "es"): lines(r"""
        la línea que faltaba en el despliegue: API_TOKEN={TOK}
        del .env del servidor de pruebas:\nAPP_DEBUG=false\nDB_PASSWORD={PW}
    """),
    ("token", "es"): lines(r"""
        traspaso de guardia: si falla la exportación, relanzarla con el token {TOK}
        {n} me pasó la clave de la API del plugin de la tienda: {TOK}
        token de acceso del runner de CI, guárdalo: {TOK}
    """),
    ("card", "es"): lines(r"""
        la tarjeta de empresa para los billetes de tren: {CARD}, caduca {exp}
        la tarjeta de la abuela para la compra online: {CARD}, CVV {CVC}
        pagué el hotel de {town} con la tarjeta {CARD} (vence {exp})
    """),
    ("iban", "es"): lines(r"""
        el casero tiene que devolver la fianza a la cuenta {IBAN}
        mi cuenta de la nómina para la declaración: {IBAN}
        {n} me pagó las entradas del concierto desde {IBAN}, guárdala
    """),
    ("national_id", "es"): lines(r"""
        mi {idname} para el formulario de la mutua: {ID}
        el {idname} de {n}, para apuntarle al campamento: {ID}
        para los papeles de la jubilación: {idname} {ID}
    """),
    ("user_pass", "es"): lines(r"""
        acceso a la plataforma del cole: usuario {login}, contraseña {PW}
        admin del router: {login} / {PW}
    """),
    ("conn_string", "es"): lines(r"""
        la cadena de conexión de la base de informes, para no buscarla más: {CONN}
        durante la incidencia el worker apuntaba a {CONN}, volver a cambiarlo el lunes
    """),
    ("jwt", "es"): lines(r"""
        el JWT que funcionó en Postman: {JWT}
        token del equipo de autenticación para la API de pedidos: {JWT}
    """),
    ("pem", "es"): lines(r"""
        clave de despliegue del repo de la web:\n{begin}\n{KEY}\n{end}
        la clave del servidor de copias, por si se muere el portátil:\n{begin}\n{KEY}\n{end}
    """),
    ("key_value", "es"): lines(r"""
        la configuración que por fin funcionó: {"tenant": "contabilidad", "client_secret": "{VAL}"}
        en el config.yaml va   api_secret: {VAL}
    """),
    ("config_file", "es"): lines(r"""
        el ~/.aws/credentials del portátil viejo:\n[default]\naws_access_key_id = {AKID}\naws_secret_access_key = {AKSECRET}
        el .npmrc para publicar:\n//registry.npmjs.org/:_authToken={NPM}
    """),
    ("bearer", "es"): lines(r"""
        así funciona la llamada: curl -H "Authorization: Bearer {TOK}" https://api.example.com/v1/pedidos
        cabecera para las pruebas: Authorization: Bearer {JWT}
    """),
    ("cookie", "es"): lines(r"""
        cookie de sesión del panel de administración, para reproducir el fallo: {cname}={COOKIE}
        Cookie: {cname}={COOKIE}  (copiada de las herramientas de desarrollo)
    """),
    ("webhook_url", "es"): lines(r"""
        el webhook del canal de guardias es {HOOK}
        las alertas van a {HOOK}, ponerlo en la monitorización
    """),
    ("otp_seed", "es"): lines(r"""
        la clave secreta que pide la app autenticadora para {svc}, copiada a mano: {OTP}
        secreto TOTP del buzón compartido de soporte: {OTP}
    """),
    ("recovery_codes", "es"): lines(r"""
        códigos de respaldo de {svc}, cada uno vale una vez:\n{CODES}
        códigos de recuperación de la cuenta de {svc}:\n{CODES}
    """),
    ("access_code", "es"): lines(r"""
        la caja de llaves del apartamento de {town} se abre con {CODE}
        código de la alarma de la tienda: {CODE}
        el código del portal de {n} es {CODE}
    """),
    ("seed_phrase", "es"): lines(r"""
        la frase de recuperación de mi monedero: {SEED}
        las palabras semilla de la cartera física: {SEED}
    """),
    ("wifi_qr", "es"): lines(r"""
        el texto del QR del wifi que hay en la nevera: WIFI:T:WPA;S:{ssid};P:{WIFI};;
        wifi de invitados de la oficina: {ssid}, clave {WIFI}
    """),
}
