"""Sealed secret near misses in French and Spanish (see
:mod:`benchmarks.gate.sealed.secret`)."""

from __future__ import annotations

from benchmarks.gate.secret_text import lines

NEGATIVE: dict[tuple[str, str], list[str]] = {
    ("password_topic", "fr"): lines(r"""
        rappelle-moi de changer le mot de passe {svc} ce week-end
        {n} note encore ses mots de passe sur des post-it
        nouvelle règle au boulot : des mots de passe d'au moins 14 caractères
    """),
    ("cred_word", "fr"): lines(r"""
        le serrurier de {town} a fait deux doubles de la clé de la cave
        {n} a reçu un pin's de finisher à la course du dimanche
        j'ai perdu mon forfait de ski dès le premier matin
    """),
    ("auth_error", "fr"): lines(r"""
        la synchro de nuit plante encore avec "401 Unauthorized", ticket {REF}
        la connexion à {svc} échoue avec « identifiants invalides » même après la réinitialisation
    """),
    ("placeholder", "fr"): lines(r"""
        d'après la doc, mettre API_KEY=<votre-clé> avant de lancer l'import (version {VER})
        dans le modèle le mot de passe est juste ********, le vrai arrive par SMS
    """),
    ("masked", "fr"): lines(r"""
        le remboursement est parti sur la carte se terminant par {MASK}
        sur la facture de l'hôtel la carte apparaît seulement comme {MASK}
    """),
    ("public_key", "fr"): lines(r"""
        ma clé publique pour le nouveau serveur : {PUB}
        la clé publique du pair VPN : {PUB}
    """),
    ("test_card", "fr"): lines(r"""
        pour les tests du paiement {n} utilise la carte de test Stripe 4242 4242 4242 4242
        la carte de test 5555 5555 5555 4444 ne marche qu'en mode test, dit {n}
    """),
    ("promo_code", "fr"): lines(r"""
        le code {PROMO} de la newsletter marche encore pour le gâteau d'anniversaire
        code promo {svc} sur le prospectus : {PROMO}, valable pour tout le monde
    """),
    ("tracking", "fr"): lines(r"""
        les pièces pour la chaudière sont en route, numéro de suivi {TRACK}
        retour des chaussures : colis {TRACK}
        le cadeau de {n} est parti, suivi {TRACK}
    """),
    ("phone", "fr"): lines(r"""
        le portable du plombier : {PHONE}, il préfère les SMS
        {n} a changé de numéro : {PHONE}
    """),
    ("git_sha", "fr"): lines(r"""
        la régression vient du commit {SHA}, revert prévu mardi
        note d'astreinte : retour à {SHA} à 2 h 40, tout est vert depuis
    """),
    ("uuid", "fr"): lines(r"""
        le support veut l'identifiant de la requête du paiement raté : {UUID}
        identifiant de corrélation du rapport d'incident : {UUID}
    """),
    ("digest", "fr"): lines(r"""
        somme de contrôle de l'installeur que j'ai vérifiée : {DIGEST}
        on a figé l'image de base sur {DIGEST}
    """),
    ("version", "fr"): lines(r"""
        l'appli du thermostat s'est mise à jour en {VER} et le planning a disparu
        {svc} {VER} a enfin corrigé le bug de synchro
    """),
    ("vat", "fr"): lines(r"""
        numéro de TVA intracommunautaire du fournisseur : {VAT}
        pour la note de frais : hôtel, TVA {VAT}, facture {REF}
    """),
    ("luhn_ref", "fr"): lines(r"""
        l'IMEI du téléphone volé pour la plainte : {IMEI}
        l'assurance demande l'IMEI du téléphone cassé : {IMEI}
    """),
    ("network", "fr"): lines(r"""
        l'imprimante est à l'adresse {NET} sur le réseau du bureau
        la prise connectée qui décroche tout le temps a l'adresse {NET}
    """),
    ("plain_id", "fr"): lines(r"""
        la facture du plombier porte le numéro {REF}, 240 € déplacement compris
        mon numéro client chez le fournisseur d'électricité : {REF}
    """),
    ("long_number", "fr"): lines(r"""
        relevé du compteur de gaz au 1er : {NUM}
        la camionnette affichait {NUM} km au retour
    """),
    ("config", "fr"): lines(r"""
        les réglages qui ont réparé l'envoi : MAX_UPLOAD_MB=50\nTIMEOUT_SECONDS=120
        {"retries": 3, "region": "eu-west-3", "bucket": "photos-famille", "version": "{VER}"}
    """),
    ("password_topic", "es"): lines(r"""
        recuérdame cambiar la contraseña de {svc} este finde
        {n} sigue apuntando las contraseñas en pósits
        norma nueva en el curro: contraseñas de al menos 14 caracteres
    """),
    ("cred_word", "es"): lines(r"""
        el cerrajero de {town} hizo dos copias de la llave del trastero
        {n} se llevó una insignia de finisher en la carrera popular
        perdí el forfait de esquí la primera mañana
    """),
    ("auth_error", "es"): lines(r"""
        la sincronización nocturna vuelve a fallar con "401 Unauthorized", incidencia {REF}
        el acceso a {svc} da «credenciales no válidas» incluso después de restablecerla
    """),
    ("placeholder", "es"): lines(r"""
        según la guía hay que poner API_KEY=<tu-clave> antes de lanzar la importación (versión {VER})
        en la plantilla la contraseña sale como ********, la de verdad llega por SMS
    """),
    ("masked", "es"): lines(r"""
        el reembolso fue a la tarjeta acabada en {MASK}
        en la factura del hotel la tarjeta sale solo como {MASK}
    """),
    ("public_key", "es"): lines(r"""
        mi clave pública para el servidor nuevo: {PUB}
        la clave pública del otro extremo de la VPN: {PUB}
    """),
    ("test_card", "es"): lines(r"""
        para probar el pago {n} usa la tarjeta de pruebas de Stripe 4242 4242 4242 4242
        la tarjeta de prueba 5555 5555 5555 4444 solo va en modo test, dice {n}
    """),
    ("promo_code", "es"): lines(r"""
        el código {PROMO} del boletín sigue valiendo para la tarta de cumpleaños
        código promocional de {svc} del folleto: {PROMO}, vale para todos
    """),
    ("tracking", "es"): lines(r"""
        las piezas de la caldera ya vienen, número de seguimiento {TRACK}
        devolución de las zapatillas: envío {TRACK}
        el regalo de {n} ya salió, seguimiento {TRACK}
    """),
    ("phone", "es"): lines(r"""
        el móvil del fontanero es {PHONE}, prefiere mensajes
        {n} tiene número nuevo: {PHONE}
    """),
    ("git_sha", "es"): lines(r"""
        el fallo entró con el commit {SHA}, el revert va el martes
        nota de guardia: volvimos a {SHA} a las 2:40, todo en verde desde entonces
    """),
    ("uuid", "es"): lines(r"""
        soporte pide el id de la petición del pago fallido: {UUID}
        id de correlación del informe de la caída: {UUID}
    """),
    ("digest", "es"): lines(r"""
        la suma de comprobación del instalador que verifiqué: {DIGEST}
        fijamos la imagen base en {DIGEST}
    """),
    ("version", "es"): lines(r"""
        la app del termostato se actualizó a la {VER} y se borró la programación
        {svc} {VER} por fin arregló el fallo de sincronización
    """),
    ("vat", "es"): lines(r"""
        el NIF del proveedor en la factura es {VAT}
        para la nota de gastos: hotel con NIF {VAT}, factura {REF}
    """),
    ("luhn_ref", "es"): lines(r"""
        el IMEI del móvil robado para la denuncia: {IMEI}
        el seguro pide el IMEI del móvil roto: {IMEI}
    """),
    ("network", "es"): lines(r"""
        la impresora está en {NET} en la red de la oficina
        el enchufe inteligente que se desconecta tiene la dirección {NET}
    """),
    ("plain_id", "es"): lines(r"""
        la factura del fontanero es la {REF}, 240 € con el desplazamiento
        mi número de cliente de la compañía de la luz es {REF}
    """),
    ("long_number", "es"): lines(r"""
        lectura del contador del gas el día 1: {NUM}
        la furgoneta marcaba {NUM} km al devolverla
    """),
    ("config", "es"): lines(r"""
        los ajustes que arreglaron la subida: MAX_UPLOAD_MB=50\nTIMEOUT_SECONDS=120
        {"retries": 3, "region": "eu-south-2", "bucket": "fotos-familia", "version": "{VER}"}
    """),
}
