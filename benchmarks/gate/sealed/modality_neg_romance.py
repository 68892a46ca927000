"""Sealed modality negatives in French and Spanish (see
:mod:`benchmarks.gate.sealed.modality_neg`)."""

from __future__ import annotations

from benchmarks.gate.common import Template, transcripts

NEGATIVE: dict[tuple[str, str], list[Template]] = {
    ("certain", "fr"): transcripts(r"""
        [[Je suis certaine que le compteur a été relevé le 3, j'ai ouvert moi-même.]] => Le compteur a été relevé le 3.
        [[Aucun doute : {n} a eu le permis du premier coup.]] => {n} a eu le permis du premier coup.
    """),
    ("plain", "fr"): transcripts(r"""
        [[{n} a commencé la semaine dernière dans sa nouvelle école à {town}.]] => {n} a commencé la semaine dernière dans une nouvelle école à {town}.
        [[Le couvreur a remplacé six tuiles et la noue.]] => Le couvreur a remplacé six tuiles et la noue.
    """),
    ("decided", "fr"): transcripts(r"""
        [[C'est décidé : {n} fait le trajet de l'école le mercredi désormais.]] => {n} fait le trajet de l'école le mercredi.
        [[On a réservé le gîte près de {town} pour la Toussaint.]] => L'utilisateur a réservé un gîte près de {town} pour la Toussaint.
    """),
    ("negation_kept", "fr"): transcripts(r"""
        [[{n} ne mange pas de champignons, même en sauce.]] => {n} ne mange pas de champignons.
        [[L'appart de {town} n'a pas de place de parking.]] => L'appartement de {town} n'a pas de place de parking.
    """),
    ("conditional_kept", "fr"): transcripts(r"""
        [[S'il pleut samedi, le match est reporté à dimanche.]] => En cas de pluie samedi, le match est reporté à dimanche.
        [[{n} nous emmène en voiture si les trains sont en grève.]] => {n} emmène l'utilisateur en voiture si les trains sont en grève.
    """),
    ("own_report", "fr"): transcripts(r"""
        [[J'ai appelé l'assurance ce matin et déclaré le dégât des eaux.]] => L'utilisateur a déclaré le dégât des eaux à l'assurance.
        [[J'ai passé le téléphone d'astreinte à {m} à 9 h avec le ticket en cours.]] => L'utilisateur a passé le téléphone d'astreinte à {m} à 9 h.
    """),
    ("lookalike_word", "fr"): transcripts(r"""
        [[J'ai souhaité un bon anniversaire à {n} sur le groupe de la classe.]] => L'utilisateur a souhaité un bon anniversaire à {n} sur le groupe de la classe.
        [[L'audience pour la caution est lundi à 10 h.]] => L'audience pour la caution est lundi à 10 h.
    """),
    ("modal_lookalike", "fr"): transcripts(r"""
        [[Je peux nager deux kilomètres d'affilée maintenant.]] => L'utilisateur peut nager deux kilomètres d'affilée.
        [[{n} doit prendre ses comprimés pendant le repas.]] => {n} doit prendre ses comprimés pendant le repas.
    """),
    ("assistant_question", "fr"): transcripts(r"""
        Ton vol, c'est mardi ? || [[Oui, mardi à 7 h 05 au départ de {town}.]] => Le vol de l'utilisateur part mardi à 7 h 05 de {town}.
        Qui garde le chien ? || [[{n} le garde jusqu'à dimanche.]] => {n} garde le chien jusqu'à dimanche.
    """),
    ("question_far", "fr"): transcripts(r"""
        Quelqu'un connaît un bon serrurier ? [[La serrure de la porte de derrière a cassé dimanche.]] => La serrure de la porte de derrière a cassé dimanche.
        [[{n} a déménagé à {town} en mars.]] Je lui envoie une carte ? => {n} a déménagé à {town} en mars.
    """),
    ("probably_elsewhere", "fr"): transcripts(r"""
        Il va sûrement pleuvoir toute la semaine. [[La gouttière a été réparée vendredi.]] => La gouttière a été réparée vendredi.
        [[{n} a signé le bail hier.]] On passera peut-être au printemps. => {n} a signé le bail hier.
    """),
    ("resolved", "fr"): transcripts(r"""
        Je n'étais pas sûre, alors j'ai appelé : [[le cabinet de {town} ferme à 17 h le vendredi.]] => Le cabinet de {town} ferme à 17 h le vendredi.
        {n} a retrouvé le ticket, plus besoin de deviner : [[le lave-linge a coûté 429 €.]] => Le lave-linge a coûté 429 €.
    """),
    ("title_hedge", "fr"): transcripts(r"""
        [[Le groupe de {n} s'appelle Peut-être Mardi.]] => Le groupe de {n} s'appelle Peut-être Mardi.
        [[Au club de lecture on lit « Sans doute l'été prochain » ce mois-ci.]] => Le club de lecture lit « Sans doute l'été prochain » ce mois-ci.
    """),
    ("hedge_kept", "fr"): transcripts(r"""
        [[Je crois que la chaudière date de 2009.]] => L'utilisateur croit que la chaudière date de 2009.
        [[{n} viendra peut-être au mariage, rien de confirmé.]] => {n} viendra peut-être au mariage (pas confirmé).
    """),
    ("hearsay_kept", "fr"): transcripts(r"""
        [[La voisine dit que l'ascenseur remarche.]] => Selon la voisine, l'ascenseur remarche.
        [[{n} a entendu dire que la piscine de {town} va fermer.]] => {n} a entendu dire que la piscine de {town} va fermer.
    """),
    ("wish_kept", "fr"): transcripts(r"""
        [[J'aimerais bien apprendre le violoncelle un jour.]] => L'utilisateur aimerait apprendre le violoncelle.
        [[Je voudrais que {n} habite plus près.]] => L'utilisateur voudrait que {n} habite plus près.
    """),
    ("certain", "es"): transcripts(r"""
        [[Estoy segurísima de que leyeron el contador el día 3, les abrí yo.]] => Leyeron el contador el día 3.
        [[Sin ninguna duda: {n} aprobó el carnet a la primera.]] => {n} aprobó el carnet a la primera.
    """),
    ("plain", "es"): transcripts(r"""
        [[{n} empezó la semana pasada en el colegio nuevo de {town}.]] => {n} empezó la semana pasada en un colegio nuevo de {town}.
        [[El tejador cambió seis tejas y el canalón.]] => El tejador cambió seis tejas y el canalón.
    """),
    ("decided", "es"): transcripts(r"""
        [[Decidido: {n} lleva a los niños al cole los miércoles a partir de ahora.]] => {n} lleva a los niños al cole los miércoles.
        [[Hemos reservado la casa rural cerca de {town} para el puente.]] => El usuario reservó una casa rural cerca de {town} para el puente.
    """),
    ("negation_kept", "es"): transcripts(r"""
        [[{n} no come setas, ni siquiera en salsa.]] => {n} no come setas.
        [[El piso de {town} no tiene plaza de garaje.]] => El piso de {town} no tiene plaza de garaje.
    """),
    ("conditional_kept", "es"): transcripts(r"""
        [[Si llueve el sábado, el partido pasa al domingo.]] => Si llueve el sábado, el partido pasa al domingo.
        [[{n} nos lleva en coche si hay huelga de trenes.]] => {n} lleva al usuario en coche si hay huelga de trenes.
    """),
    ("own_report", "es"): transcripts(r"""
        [[Esta mañana llamé al seguro y di parte de la inundación.]] => El usuario dio parte de la inundación al seguro.
        [[A las 9 le pasé el móvil de guardia a {m} con la incidencia abierta.]] => El usuario pasó el móvil de guardia a {m} a las 9.
    """),
    ("lookalike_word", "es"): transcripts(r"""
        [[Le deseé feliz cumpleaños a {n} en el grupo de la clase.]] => El usuario felicitó a {n} por su cumpleaños en el grupo de la clase.
        [[La vista del juicio por la fianza es el lunes a las diez.]] => La vista del juicio por la fianza es el lunes a las diez.
    """),
    ("modal_lookalike", "es"): transcripts(r"""
        [[Ya puedo nadar dos kilómetros seguidos.]] => El usuario puede nadar dos kilómetros seguidos.
        [[{n} tiene que tomarse las pastillas con la comida.]] => {n} tiene que tomarse las pastillas con la comida.
    """),
    ("assistant_question", "es"): transcripts(r"""
        ¿Tu vuelo es el martes? || [[Sí, el martes a las 7:05 desde {town}.]] => El vuelo del usuario sale el martes a las 7:05 desde {town}.
        ¿Quién se queda con el perro? || [[{n} lo tiene hasta el domingo.]] => {n} cuida del perro hasta el domingo.
    """),
    ("question_far", "es"): transcripts(r"""
        ¿Alguien conoce un buen cerrajero? [[Se nos rompió la cerradura de la puerta de atrás el domingo.]] => La cerradura de la puerta de atrás se rompió el domingo.
        [[{n} se mudó a {town} en marzo.]] ¿Le mando una postal? => {n} se mudó a {town} en marzo.
    """),
    ("probably_elsewhere", "es"): transcripts(r"""
        Seguramente llueva toda la semana. [[El canalón lo arreglaron el viernes.]] => El canalón se arregló el viernes.
        [[{n} firmó ayer el contrato de alquiler.]] A lo mejor vamos a verle en primavera. => {n} firmó ayer el contrato de alquiler.
    """),
    ("resolved", "es"): transcripts(r"""
        No lo tenía claro, así que llamé: [[el centro de salud de {town} cierra a las cinco los viernes.]] => El centro de salud de {town} cierra a las cinco los viernes.
        {n} encontró el tique, ya no hay que adivinar: [[la lavadora costó 429 €.]] => La lavadora costó 429 €.
    """),
    ("title_hedge", "es"): transcripts(r"""
        [[El grupo de {n} se llama Quizás Martes.]] => El grupo de {n} se llama Quizás Martes.
        [[En el club de lectura este mes leemos «A lo mejor en verano».]] => El club de lectura lee «A lo mejor en verano» este mes.
    """),
    ("hedge_kept", "es"): transcripts(r"""
        [[Creo que la caldera es de 2009.]] => El usuario cree que la caldera es de 2009.
        [[{n} a lo mejor viene a la boda, no está confirmado.]] => {n} quizá venga a la boda (sin confirmar).
    """),
    ("hearsay_kept", "es"): transcripts(r"""
        [[La vecina dice que ya funciona el ascensor.]] => Según la vecina, el ascensor ya funciona.
        [[{n} ha oído que van a cerrar la piscina de {town}.]] => {n} ha oído que van a cerrar la piscina de {town}.
    """),
    ("wish_kept", "es"): transcripts(r"""
        [[Me encantaría aprender a tocar el violonchelo algún día.]] => Al usuario le gustaría aprender violonchelo.
        [[Ojalá {n} viviera más cerca.]] => El usuario desea que {n} viviera más cerca.
    """),
}
