r"""The fresh split's secret near misses in French and Spanish (see
:mod:`benchmarks.gate.fresh.secret_neg`)."""

from __future__ import annotations

from benchmarks.gate.secret_text import lines

NEGATIVE: dict[tuple[str, str], list[str]] = {
    ("cred_word", "fr"): lines(r"""
        {service} m'a obligé à changer de mot de passe après la fuite, bon, c'est fait.
        Le lecteur de carte à {place} ne prend plus le code PIN sans puce.
        {name} s'occupe de la rotation des clés pour {project}.
        Mes identifiants {service} sont dans le coffre de l'équipe, demande à {name}.
        On est passés aux passkeys sur {service}, presque plus personne n'a de mot de passe.
        L'ingrédient secret du chili de {name}, c'est la cannelle.
    """),
    ("cred_word", "es"): lines(r"""
        {service} me obligó a cambiar la contraseña tras la filtración, ya está hecho.
        El lector de tarjetas de {place} ya no acepta el PIN sin chip.
        {name} se encarga de la rotación de claves en {project}.
        Mis credenciales de {service} están en la bóveda del equipo, pregúntale a {name}.
        Pasamos a passkeys en {service}, casi nadie usa contraseña ya.
        El ingrediente secreto del chili de {name} es la canela.
    """),
    ("password_topic", "fr"): lines(r"""
        {name} a fait une conférence sur les règles de mots de passe qui ne servent à rien.
        Je lis un article sur les gestionnaires de mots de passe.
        La formation sécurité de cette année parle de la réutilisation des mots de passe.
        La doc de {project} explique combien de demandes de réinitialisation on peut faire.
    """),
    ("password_topic", "es"): lines(r"""
        {name} dio una charla sobre por qué las reglas de contraseñas complicadas no sirven.
        Estoy leyendo un artículo sobre gestores de contraseñas.
        La formación de seguridad de este año trata de reutilizar contraseñas.
        La documentación de {project} explica cuántas veces se puede pedir restablecer la contraseña.
    """),
    ("passport_expiry", "fr"): lines(r"""
        Mon passeport n'est plus valable après le {DATE}.
        Le rendez-vous pour refaire le passeport est le {DATE} à la mairie.
        {name} doit renouveler son passeport avant le {DATE}, sinon pas de visa.
    """),
    ("passport_expiry", "es"): lines(r"""
        Mi pasaporte solo vale hasta el {DATE}.
        La cita para renovar el pasaporte es el {DATE} en la comisaría.
        {name} tiene que renovar el pasaporte antes del {DATE} o no le dan el visado.
    """),
    ("url_path", "fr"): lines(r"""
        La discussion est sur {LINK}
        L'export est pour l'instant dans {LINK}
        {name} a partagé {LINK} dans le canal
    """),
    ("url_path", "es"): lines(r"""
        La discusión está en {LINK}
        De momento el export está en {LINK}
        {name} compartió {LINK} en el canal
    """),
    ("git_sha", "fr"): lines(r"""
        {SHA} a été cherry-pické sur la branche de release.
        La régression vient de {SHA}, {name} regarde.
    """),
    ("git_sha", "es"): lines(r"""
        Hice cherry-pick de {SHA} a la rama de release.
        La regresión entró con {SHA}, {name} lo está mirando.
    """),
    ("log_hash", "fr"): lines(r"""
        Log du build : INFO terminé, artifact_sha={LOGHASH}
        Le journal d'audit indique la somme {LOGHASH} pour l'envoi de {name}.
        WARN cache manquant pour {LOGHASH}, reconstruction
    """),
    ("log_hash", "es"): lines(r"""
        Log del build: INFO terminado, artifact_sha={LOGHASH}
        El log de auditoría muestra la suma {LOGHASH} para la subida de {name}.
        WARN fallo de caché para {LOGHASH}, se reconstruye
    """),
    ("digest", "fr"): lines(r"""
        sha256sum donne {DIGEST}, ça correspond au site.
        La couche {DIGEST} est partagée par les deux images.
    """),
    ("digest", "es"): lines(r"""
        sha256sum da {DIGEST}, coincide con la web.
        La capa {DIGEST} la comparten las dos imágenes.
    """),
    ("stack_trace", "fr"): lines(r"""
        La trace montre {TRACE} juste avant le plantage, ligne {line}.
        Erreur : KeyError dans worker.py ligne {line}, contexte {TRACE}
        Le crash a lieu dans {TRACE}, ligne {line} de main.go
    """),
    ("stack_trace", "es"): lines(r"""
        La traza muestra {TRACE} justo antes del fallo, línea {line}.
        Error: KeyError en worker.py línea {line}, contexto {TRACE}
        El cuelgue ocurre en {TRACE}, línea {line} de main.go
    """),
    ("uuid", "fr"): lines(r"""
        L'espace de travail {UUID} a été supprimé par erreur.
        Correlation-ID {UUID}, le client dit que le paiement a bloqué.
    """),
    ("uuid", "es"): lines(r"""
        El espacio de trabajo {UUID} se borró por error.
        Correlation-ID {UUID}, el cliente dice que el pago se colgó.
    """),
    ("version", "fr"): lines(r"""
        Retour en {VER}, la nouvelle version mangeait trop de mémoire.
        {project} passe en {VER} au prochain sprint.
    """),
    ("version", "es"): lines(r"""
        Volvimos a la {VER}, la nueva consumía demasiada memoria.
        {project} pasa a la {VER} el próximo sprint.
    """),
    ("phone", "fr"): lines(r"""
        Le nouveau numéro de {name} : {PHONE}
        Le plombier ({PHONE}) passe mardi matin.
        Si personne ne répond au {PHONE}, essaie le bureau.
    """),
    ("phone", "es"): lines(r"""
        El número nuevo de {name}: {PHONE}
        El fontanero ({PHONE}) viene el martes por la mañana.
        Si nadie contesta en el {PHONE}, prueba en la oficina.
    """),
    ("order16", "fr"): lines(r"""
        Le colis {NUM} est toujours bloqué en douane.
        Le remboursement de la commande {NUM} est arrivé aujourd'hui.
    """),
    ("order16", "es"): lines(r"""
        El paquete {NUM} sigue retenido en aduanas.
        El reembolso del pedido {NUM} llegó hoy.
    """),
    ("luhn_ref", "fr"): lines(r"""
        Le numéro de compteur sur la facture d'électricité est {NUM}.
        Carte de fidélité {NUM}, les points ne sont jamais arrivés.
    """),
    ("luhn_ref", "es"): lines(r"""
        El número de contador de la factura de la luz es {NUM}.
        Tarjeta de puntos {NUM}, los puntos nunca llegaron.
    """),
    ("long_number", "fr"): lines(r"""
        D'après le documentaire, l'agglomération compte environ {POP} habitants.
        Le compteur de gaz affichait {METER} ce matin.
        La sauvegarde fait {BYTES} octets, bien plus que le mois dernier.
    """),
    ("long_number", "es"): lines(r"""
        Según el documental, el área metropolitana tiene unos {POP} habitantes.
        El contador del gas marcaba {METER} esta mañana.
        La copia ocupó {BYTES} bytes, mucho más que el mes pasado.
    """),
    ("plain_id", "fr"): lines(r"""
        {PID} a été fermé comme doublon.
        {name} reprend {PID} après le déjeuner.
    """),
    ("plain_id", "es"): lines(r"""
        {PID} se cerró como duplicado.
        {name} se encarga de {PID} después de comer.
    """),
    ("date_amount", "fr"): lines(r"""
        La révision du {DATE} m'a coûté {AMOUNT}.
        La caution de {AMOUNT} revient le {DATE}.
    """),
    ("date_amount", "es"): lines(r"""
        La revisión del {DATE} me costó {AMOUNT}.
        La fianza de {AMOUNT} se devuelve el {DATE}.
    """),
    ("network", "fr"): lines(r"""
        Le NAS n'est joignable que depuis la maison, sur {NET}.
        Après le scan de ports, on a bloqué {NET}.
    """),
    ("network", "es"): lines(r"""
        El NAS solo se alcanza desde casa, en {NET}.
        Tras el escaneo de puertos bloqueamos {NET}.
    """),
    ("isbn", "fr"): lines(r"""
        Le livre de cuisine conseillé par {name} : ISBN {ISBN}.
        Trouvé d'occasion, {ISBN}, pour cinq euros.
    """),
    ("isbn", "es"): lines(r"""
        El libro de cocina que recomendó {name}: ISBN {ISBN}.
        Lo encontré de segunda mano, {ISBN}, por cinco euros.
    """),
    ("config", "fr"): lines(r"""
        Pour les clients pilotes, on a activé {cfg}.
        Le diff ne change que {cfg}.
    """),
    ("config", "es"): lines(r"""
        Para los clientes piloto activamos {cfg}.
        El diff solo cambia {cfg}.
    """),
    ("postal", "fr"): lines(r"""
        Nouvelle adresse à partir du 1er : {postal}
        Le colis de {name} est parti par erreur à {postal}.
    """),
    ("postal", "es"): lines(r"""
        Dirección nueva desde el día 1: {postal}
        El paquete de {name} fue por error a {postal}.
    """),
    ("bic", "fr"): lines(r"""
        Le BIC pour le virement est {BIC}, il est sur le site de la banque.
        Code SWIFT de la banque de {name} : {BIC}
    """),
    ("bic", "es"): lines(r"""
        El BIC para la transferencia es {BIC}, viene en la web del banco.
        Código SWIFT del banco de {name}: {BIC}
    """),
    ("vat", "fr"): lines(r"""
        Le numéro de TVA du fournisseur sur la facture : {VAT}
        Notre numéro de TVA intracommunautaire {VAT} figure en bas de chaque devis.
        Autoliquidation, TVA du client {VAT}
    """),
    ("vat", "es"): lines(r"""
        El NIF-IVA del proveedor en la factura: {VAT}
        Nuestro número de IVA intracomunitario {VAT} va al pie de cada presupuesto.
        Inversión del sujeto pasivo, IVA del cliente {VAT}
    """),
}
