r"""The final split's secret near misses in French and Spanish, one template a line."""

from __future__ import annotations

from benchmarks.gate.secret_text import lines

NEGATIVE: dict[tuple[str, str], list[str]] = {
    ("cred_word", "fr"): lines(r"""
        J'ai réinitialisé mon mot de passe {service} avec le lien du mail, c'est réglé.
        La pile de la clé de la voiture a lâché sur le parking à {place}.
        Je n'ai toujours pas reçu le courrier avec le code de la carte.
        La rotation des clés d'API de {project} est prévue lundi.
    """),
    ("cred_word", "es"): lines(r"""
        Restablecí la contraseña de {service} con el enlace del correo, ya está.
        Se le acabó la pila al mando del coche en el aparcamiento de {place}.
        Todavía no me ha llegado la carta del banco con el PIN.
        La rotación de claves de API de {project} está prevista para el lunes.
    """),
    ("password_topic", "fr"): lines(r"""
        {name} pense que les passkeys remplaceront les mots de passe d'ici cinq ans.
        Les auditeurs veulent la preuve que les mots de passe sont hachés avec un algorithme lent.
        La nouvelle politique supprime le changement de mot de passe obligatoire.
    """),
    ("password_topic", "es"): lines(r"""
        {name} cree que las passkeys sustituirán a las contraseñas en cinco años.
        Los auditores quieren ver que las contraseñas se guardan con un hash lento.
        La nueva política quita el cambio obligatorio de contraseña.
    """),
    ("passport_expiry", "fr"): lines(r"""
        Ma carte d'identité expire le {DATE}, il faut prendre rendez-vous.
        Le permis de {name} doit être renouvelé avant le {DATE}.
        Les photos d'identité au photomaton de {place} ont coûté {AMOUNT}.
    """),
    ("passport_expiry", "es"): lines(r"""
        Mi DNI caduca el {DATE}, tengo que pedir cita.
        El carné de conducir de {name} hay que renovarlo antes del {DATE}.
        Las fotos de carné en el fotomatón de {place} costaron {AMOUNT}.
    """),
    ("url_path", "fr"): lines(r"""
        Le lien dont je parlais : {LINK}
        {name} a posté {LINK} dans le groupe
        Le log a été écrit dans {PATH} avant le plantage
    """),
    ("url_path", "es"): lines(r"""
        El enlace que te comenté: {LINK}
        {name} puso {LINK} en el grupo
        El log se escribió en {PATH} antes del fallo
    """),
    ("git_sha", "fr"): lines(r"""
        La régression est arrivée avec {SHA}, je continue le bisect demain
        {SHA} cherry-pické sur la branche de release
    """),
    ("git_sha", "es"): lines(r"""
        La regresión entró con {SHA}, mañana sigo con el bisect
        Hice cherry-pick de {SHA} a la rama release-2.4 para el parche
    """),
    ("digest", "fr"): lines(r"""
        L'image de base de {project} est épinglée sur {IMAGE}
        La somme de contrôle du firmware correspond au site du fabricant : {DIGEST}
    """),
    ("digest", "es"): lines(r"""
        La imagen base de {project} queda fijada en {IMAGE}
        La suma de verificación del firmware coincide con la web del fabricante: {DIGEST}
    """),
    ("lockfile", "fr"): lines(r"""
        Après la mise à jour, le package-lock contient "integrity": "{LOCK}"
        Le go.sum contient maintenant golang.org/x/sys v0.18.0 {LOCK}
        requirements.txt : flask==3.0.3 --hash={LOCK}
    """),
    ("lockfile", "es"): lines(r"""
        Tras actualizar, el package-lock tiene "integrity": "{LOCK}"
        En el go.sum ahora aparece golang.org/x/crypto v0.22.0 {LOCK}
        requirements.txt: pandas==2.2.2 --hash={LOCK}
    """),
    ("stack_trace", "fr"): lines(r"""
        Dans le journal du noyau après le gel : {TRACE}
        Le rapport de plantage cite {TRACE}, ligne {line}
    """),
    ("stack_trace", "es"): lines(r"""
        En el log del kernel tras el cuelgue: {TRACE}
        El informe del fallo menciona {TRACE}, línea {line}
    """),
    ("uuid", "fr"): lines(r"""
        L'événement en échec est {UUID} dans la file des lettres mortes
        La commande {UUID} reste bloquée en « en attente »
    """),
    ("uuid", "es"): lines(r"""
        El evento fallido es {UUID} en la cola de mensajes muertos
        El pedido {UUID} sigue atascado en "pendiente"
    """),
    ("version", "fr"): lines(r"""
        Mis à jour en {VER} mardi, le bug a disparu
        {name} est encore en {VER}, la mise à jour a échoué deux fois
    """),
    ("version", "es"): lines(r"""
        Actualizado a {VER} el martes y el fallo ya no sale
        {name} sigue en {VER}, la actualización falló dos veces
    """),
    ("phone", "fr"): lines(r"""
        Le nouveau portable de {name} : {PHONE}
        L'hôte du gîte à {place} répond au {PHONE}
        Si le livreur ne trouve pas le portail : {PHONE}
    """),
    ("phone", "es"): lines(r"""
        El móvil nuevo de {name}: {PHONE}
        La dueña del apartamento en {place} contesta en el {PHONE}
        Si el repartidor no encuentra la puerta: {PHONE}
    """),
    ("order16", "fr"): lines(r"""
        Référence client sur la facture d'électricité : {NUM}
        La demande de garantie a le numéro {NUM}
    """),
    ("order16", "es"): lines(r"""
        Referencia de cliente en la factura de la luz: {NUM}
        La reclamación de garantía tiene el número {NUM}
    """),
    ("luhn_ref", "fr"): lines(r"""
        Le SIRET du fournisseur sur la facture : {SIRET}
        Confirmation de réservation {NUM}, arrivée après trois heures
    """),
    ("luhn_ref", "es"): lines(r"""
        El SIRET del proveedor en la factura: {SIRET}
        Confirmación de reserva {NUM}, entrada a partir de las tres
    """),
    ("long_number", "fr"): lines(r"""
        Selon ma montre, j'ai fait {STEPS} pas cette année
        Le compteur du fourgon affiche {ODO} km
        Le jackpot de la semaine est de {JACKPOT} euros
    """),
    ("long_number", "es"): lines(r"""
        Según el reloj he dado {STEPS} pasos este año
        La furgoneta marca {ODO} km
        El bote de esta semana es de {JACKPOT} euros
    """),
    ("plain_id", "fr"): lines(r"""
        La lampe, c'était la commande {ORDER}, arrivée cassée
        Code de réservation du vol {PNR}, places 14A et 14B
        Numéro client {CUSTNO} chez le fournisseur d'électricité
        La facture {INVOICE} du plombier est payée
    """),
    ("plain_id", "es"): lines(r"""
        La lámpara era el pedido {ORDER}, llegó rota
        Localizador del vuelo {PNR}, asientos 14A y 14B
        Número de cliente {CUSTNO} en la compañía eléctrica
        La factura {INVOICE} del fontanero está pagada
    """),
    ("date_amount", "fr"): lines(r"""
        Payé {AMOUNT} pour la réparation le {DATE}
        La sortie scolaire du {DATE} coûte {AMOUNT}
    """),
    ("date_amount", "es"): lines(r"""
        Pagué {AMOUNT} por la reparación el {DATE}
        La excursión del cole del {DATE} cuesta {AMOUNT}
    """),
    ("network", "fr"): lines(r"""
        {name} a autorisé {NET} dans le pare-feu
        L'ancien routeur apparaît comme {NET} dans le scan réseau
    """),
    ("network", "es"): lines(r"""
        {name} permitió {NET} en el cortafuegos
        El router viejo aparece como {NET} en el escaneo de red
    """),
    ("product_code", "fr"): lines(r"""
        Le filtre de rechange a le code-barres {EAN}
        À citer comme doi:{DOI} dans la bibliographie
        Exemplaire d'occasion, ISBN {ISBN10}
    """),
    ("product_code", "es"): lines(r"""
        El filtro de repuesto tiene el código de barras {EAN}
        Citarlo como doi:{DOI} en la bibliografía
        Ejemplar de segunda mano, ISBN {ISBN10}
    """),
    ("isbn", "fr"): lines(r"""
        Le livre de cuisine que veut {name} : ISBN {ISBN}
        Commandé {ISBN} à la librairie de {place}
    """),
    ("isbn", "es"): lines(r"""
        El libro de cocina que quiere {name}: ISBN {ISBN}
        Pedí {ISBN} en la librería de {place}
    """),
    ("log_hash", "fr"): lines(r"""
        Log de déploiement : l'exécution {run} a livré l'artefact {LOGHASH}
        [audit] exécution {run}, empreinte du fichier {LOGHASH} vérifiée
    """),
    ("log_hash", "es"): lines(r"""
        Log de despliegue: la ejecución {run} publicó el artefacto {LOGHASH}
        [auditoría] ejecución {run}, huella del fichero {LOGHASH} verificada
    """),
    ("config", "fr"): lines(r"""
        # durée de session en secondes\nsession_token_lifetime: 2700
        Dans la nouvelle politique : password_min_length = 16
    """),
    ("config", "es"): lines(r"""
        # duración de la sesión en segundos\nsession_token_lifetime: 5400
        En la nueva política: password_min_length = 15
    """),
    ("postal", "fr"): lines(r"""
        Le nouveau bureau est au {postal}, deuxième étage
        Envoie le colis à {name}, {postal}
    """),
    ("postal", "es"): lines(r"""
        La oficina nueva está en {postal}, segunda planta
        Manda el paquete a {name}, {postal}
    """),
    ("bic", "fr"): lines(r"""
        La banque du fournisseur d'après le pied de facture : {BIC}
        BIC {BIC} pour le formulaire de virement
    """),
    ("bic", "es"): lines(r"""
        El banco del proveedor según el pie de factura: {BIC}
        BIC {BIC} para el formulario de transferencia
    """),
    ("vat", "fr"): lines(r"""
        Leur numéro de TVA est {VAT}, il figure sur chaque facture
        Mettre {VAT} comme numéro de TVA de l'acheteur pour l'autoliquidation
    """),
    ("vat", "es"): lines(r"""
        Su NIF-IVA es {VAT}, sale en todas las facturas
        Poner {VAT} como número de IVA del comprador para la inversión del sujeto pasivo
    """),
    ("tracking", "fr"): lines(r"""
        Le colis de {name} a le numéro de suivi {TRACK}
        Suivi {TRACK}, bloqué en douane
    """),
    ("tracking", "es"): lines(r"""
        El paquete de {name} tiene el número de seguimiento {TRACK}
        Seguimiento {TRACK}, retenido en aduanas
    """),
    ("masked", "fr"): lines(r"""
        Débité sur la carte {MASK}, pas sur le compte joint
        Le relevé indique {MASK} pour la caution de l'hôtel
        {service} a encore mon ancienne carte {MASK} enregistrée
        Le bénéficiaire enregistré apparaît comme {MASKIBAN} dans l'appli de la banque
    """),
    ("masked", "es"): lines(r"""
        Cargado en la tarjeta {MASK}, no en la cuenta conjunta
        El extracto muestra {MASK} para la fianza del hotel
        {service} todavía tiene guardada mi tarjeta vieja {MASK}
        El destinatario guardado sale como {MASKIBAN} en la app del banco
    """),
    ("placeholder", "fr"): lines(r"""
        Dans le fichier compose : DB_PASSWORD=$DB_PASSWORD, la vraie valeur vient de l'hôte
        L'exemple de la doc montre api_key: <ta-clé-ici>
        Le champ du jeton affiche maintenant [REDACTED] dans les logs
        password = op://Perso/{service}/password (1Password le remplace au démarrage)
    """),
    ("placeholder", "es"): lines(r"""
        En el compose pone DB_PASSWORD=$DB_PASSWORD, el valor real viene del host
        El ejemplo de la documentación muestra api_key: <tu-clave-aquí>
        El campo del token sale ahora como [REDACTED] en los logs
        password = op://Personal/{service}/password (1Password lo rellena al arrancar)
    """),
    ("public_key", "fr"): lines(r"""
        Ajoute ma clé publique sur le serveur stp : {PUBKEY} portable
        Mon empreinte PGP pour vérifier la signature : {PUBKEY}
        L'empreinte de la clé d'hôte de {host} : {PUBKEY}
    """),
    ("public_key", "es"): lines(r"""
        Añade mi clave pública al servidor, porfa: {PUBKEY} portatil
        Mi huella PGP para comprobar la firma: {PUBKEY}
        La huella de la clave de host de {host}: {PUBKEY}
    """),
    ("auth_error", "fr"): lines(r"""
        La tâche échoue avec FATAL: password authentication failed for user "{user}"
        {service} répond 401 Unauthorized: missing or invalid API key
        Permission denied (publickey) quand je me connecte en ssh à {host}
    """),
    ("auth_error", "es"): lines(r"""
        La tarea falla con FATAL: password authentication failed for user "{user}"
        {service} responde 401 Unauthorized: missing or invalid API key
        Permission denied (publickey) al entrar por ssh en {host}
    """),
}
