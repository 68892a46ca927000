"""Sealed modality positives in French and Spanish (see
:mod:`benchmarks.gate.sealed.modality_pos` for the format)."""

from __future__ import annotations

from benchmarks.gate.common import Template, transcripts

POSITIVE: dict[tuple[str, str], list[Template]] = {
    ("hedge_before", "fr"): transcripts(r"""
        [[Je crois que la dernière révision de la chaudière date de 2021.]] => La dernière révision de la chaudière date de 2021.
        [[Il me semble que {n} finit l'école le 19.]] Faut trouver une garde. => {n} finit l'école le 19.
    """),
    ("hedge_after", "fr"): transcripts(r"""
        [[La caution était de 950 €, je crois bien.]] => La caution était de 950 €.
        [[{n} est allergique à la pénicilline, si je ne dis pas de bêtise.]] => {n} est allergique à la pénicilline.
    """),
    ("hedge_in", "fr"): transcripts(r"""
        [[Le plombier a sans doute posé la mauvaise vanne.]] Ça goutte toujours. => Le plombier a posé la mauvaise vanne.
        [[Le colis est sûrement parti à l'ancienne adresse à {town}.]] => Le colis est parti à l'ancienne adresse à {town}.
    """),
    ("hedge_clause", "fr"): transcripts(r"""
        [[Je ne suis pas sûre à cent pour cent, mais la dentiste consulte le jeudi maintenant.]] => La dentiste consulte le jeudi.
        [[Sous toute réserve, {n} commence lundi à la boulangerie.]] => {n} commence lundi à la boulangerie.
    """),
    ("hedge_marker", "fr"): transcripts(r"""
        Notes de l'appel avec {m} : [[l'astreinte change le 3 (à confirmer)]], la procédure est sur le wiki. => L'astreinte change le 3.
        [[Loyer à {town} : ~1 200 € dès avril (?)]] => Le loyer à {town} passe à 1 200 € en avril.
    """),
    ("hearsay", "fr"): transcripts(r"""
        [[Il paraît que les nouveaux patrons du bar de {town} viennent de Lyon.]] => Les nouveaux patrons du bar de {town} viennent de Lyon.
        [[D'après la voisine, le proprio vend l'immeuble.]] => Le propriétaire vend l'immeuble.
        [[Le maire de {town} aurait démissionné hier soir.]] => Le maire de {town} a démissionné hier soir.
    """),
    ("wish", "fr"): transcripts(r"""
        [[J'aimerais tellement jouer du piano comme {n}.]] => L'utilisateur joue du piano comme {n}.
        [[Si seulement on habitait plus près de {town}.]] => L'utilisateur habite près de {town}.
    """),
    ("plan", "fr"): transcripts(r"""
        [[On pense repeindre la cuisine en vert sauge en mai.]] => La cuisine est peinte en vert sauge.
        [[Je compte déménager à {town} à la fin du bail.]] => L'utilisateur a déménagé à {town}.
    """),
    ("question", "fr"): transcripts(r"""
        [[La pharmacie de la place est ouverte le dimanche ?]] Il me faut mon inhalateur. => La pharmacie de la place est ouverte le dimanche.
        [[{n} a fini par rembourser les 40 € du concert ?]] => {n} a remboursé les 40 € du concert.
    """),
    ("wonder", "fr"): transcripts(r"""
        [[Je me demande si {n} travaille toujours à la jardinerie.]] => {n} travaille à la jardinerie.
        [[Aucune idée si le cabinet de {town} prend de nouveaux patients.]] => Le cabinet de {town} prend de nouveaux patients.
    """),
    ("conditional", "fr"): transcripts(r"""
        [[Si le devis reste sous 3 000 €, on prend le couvreur que {n} a conseillé.]] => L'utilisateur prend le couvreur que {n} a conseillé.
        [[Si le visa passe, je commence à {town} en septembre.]] => L'utilisateur commence à {town} en septembre.
    """),
    ("polarity_added", "fr"): transcripts(r"""
        [[{n} mange du poisson, juste pas de viande.]] => {n} ne mange pas de poisson.
        [[L'appart de {town} a un ascenseur.]] => L'appartement de {town} n'a pas d'ascenseur.
    """),
    ("polarity_dropped", "fr"): transcripts(r"""
        [[On n'a jamais renouvelé le contrat avec la société de ménage.]] => L'utilisateur a renouvelé le contrat avec la société de ménage.
        [[{n} n'a pas encore eu sa deuxième dose.]] => {n} a eu sa deuxième dose.
    """),
    ("answer_hedged", "fr"): transcripts(r"""
        Ton vol pour {town}, c'est bien mardi ? || [[Normalement oui, je vérifie ce soir.]] => Le vol de l'utilisateur pour {town} est mardi.
        {n} prend du sucre dans son café ? || [[Je pense, oui.]] => {n} prend du sucre dans son café.
    """),
    ("dream", "fr"): transcripts(r"""
        [[J'ai rêvé que {n} et moi ouvrions un café à {town}.]] => L'utilisateur et {n} ont ouvert un café à {town}.
        [[Cette nuit j'ai rêvé que je ratais encore le permis.]] => L'utilisateur a raté le permis.
    """),
    ("sarcasm", "fr"): transcripts(r"""
        [[Génial, j'adore passer une heure en attente avec la CAF.]] => L'utilisateur adore passer une heure en attente avec la CAF.
        [[{n}, c'est vraiment quelqu'un du matin : jamais debout avant midi.]] => {n} est quelqu'un du matin.
    """),
    ("past_belief", "fr"): transcripts(r"""
        [[J'ai toujours cru que {n} venait de Brest]], en fait c'est Rennes. => {n} vient de Brest.
        [[Je pensais que la voiture était encore sous garantie.]] Le garage dit que non. => La voiture est sous garantie.
    """),
    ("counterfactual", "fr"): transcripts(r"""
        [[Si j'avais pris le poste à {town}, je gagnerais deux fois plus aujourd'hui.]] => L'utilisateur gagne deux fois plus aujourd'hui.
        [[Si {n} avait gardé le ticket, le magasin aurait remboursé.]] => Le magasin a remboursé {n}.
    """),
    ("hedge_before", "es"): transcripts(r"""
        [[Creo que la última revisión de la caldera fue en 2021.]] => La última revisión de la caldera fue en 2021.
        [[Me parece que {n} acaba el cole el día 19.]] Hay que buscar quien se quede con los críos. => {n} acaba el cole el día 19.
    """),
    ("hedge_after", "es"): transcripts(r"""
        [[La fianza fueron 950 €, si no me equivoco.]] => La fianza fue de 950 €.
        [[{n} tiene alergia a la penicilina, creo.]] => {n} tiene alergia a la penicilina.
    """),
    ("hedge_in", "es"): transcripts(r"""
        [[El fontanero seguramente puso la válvula que no era.]] Sigue goteando. => El fontanero puso la válvula equivocada.
        [[A lo mejor el paquete fue a la dirección antigua de {town}.]] => El paquete fue a la dirección antigua de {town}.
    """),
    ("hedge_clause", "es"): transcripts(r"""
        [[No te lo aseguro, pero la dentista pasa consulta los jueves ahora.]] => La dentista pasa consulta los jueves.
        [[Igual me equivoco, pero {n} empieza el lunes en la panadería.]] => {n} empieza el lunes en la panadería.
    """),
    ("hedge_marker", "es"): transcripts(r"""
        Apuntes de la llamada con {m}: [[la guardia cambia el día 3 (por confirmar)]], el procedimiento está en la wiki. => La guardia cambia el día 3.
        [[Alquiler en {town} desde abril: ~1.200 € (?)]] => El alquiler en {town} desde abril es de 1.200 €.
    """),
    ("hearsay", "es"): transcripts(r"""
        [[Dicen que los nuevos dueños del bar de {town} son de Bilbao.]] => Los nuevos dueños del bar de {town} son de Bilbao.
        [[Según la vecina, el casero vende el edificio.]] => El casero vende el edificio.
        [[Por lo visto, {n} se ha quedado con el puesto de jefe de estudios.]] => {n} se ha quedado con el puesto de jefe de estudios.
    """),
    ("wish", "es"): transcripts(r"""
        [[Ojalá supiera tocar el piano como {n}.]] => El usuario toca el piano como {n}.
        [[Ojalá viviéramos más cerca de {town}.]] Mi madre ya está mayor. => El usuario vive cerca de {town}.
    """),
    ("plan", "es"): transcripts(r"""
        [[Tenemos pensado pintar la cocina de verde salvia en mayo.]] => La cocina está pintada de verde salvia.
        [[Quiero mudarme a {town} cuando acabe el contrato.]] => El usuario se ha mudado a {town}.
    """),
    ("question", "es"): transcripts(r"""
        [[¿La farmacia de la plaza abre los domingos?]] Necesito el inhalador. => La farmacia de la plaza abre los domingos.
        [[¿{n} llegó a devolver los 40 € del concierto?]] => {n} devolvió los 40 € del concierto.
    """),
    ("wonder", "es"): transcripts(r"""
        [[Me pregunto si {n} sigue trabajando en el vivero.]] => {n} trabaja en el vivero.
        [[Ni idea de si el centro de salud de {town} acepta pacientes nuevos.]] => El centro de salud de {town} acepta pacientes nuevos.
    """),
    ("conditional", "es"): transcripts(r"""
        [[Si el presupuesto sale por menos de 3.000 €, cogemos al tejador que recomendó {n}.]] => El usuario contrata al tejador que recomendó {n}.
        [[Si sale el visado, empiezo en {town} en septiembre.]] => El usuario empieza en {town} en septiembre.
    """),
    ("polarity_added", "es"): transcripts(r"""
        [[{n} come pescado, lo que no come es carne.]] => {n} no come pescado.
        [[El piso de {town} tiene ascensor.]] => El piso de {town} no tiene ascensor.
    """),
    ("polarity_dropped", "es"): transcripts(r"""
        [[Nunca renovamos el contrato con la empresa de limpieza.]] => El usuario renovó el contrato con la empresa de limpieza.
        [[{n} todavía no se ha puesto la segunda dosis.]] => {n} se ha puesto la segunda dosis.
    """),
    ("answer_hedged", "es"): transcripts(r"""
        ¿Tu vuelo a {town} es el martes? || [[Supongo que sí, luego lo miro.]] => El vuelo del usuario a {town} es el martes.
        ¿{n} toma el café con azúcar? || [[Creo que sí.]] => {n} toma el café con azúcar.
    """),
    ("dream", "es"): transcripts(r"""
        [[Soñé que {n} y yo abríamos una cafetería en {town}.]] => El usuario y {n} abrieron una cafetería en {town}.
        [[Anoche soñé que suspendía otra vez el carnet.]] => El usuario suspendió otra vez el carnet.
    """),
    ("sarcasm", "es"): transcripts(r"""
        [[Sí, claro, me encanta pasarme una hora al teléfono esperando a Hacienda.]] => Al usuario le encanta esperar una hora al teléfono a Hacienda.
        [[Ya, {n} madruga muchísimo: jamás antes de mediodía.]] => {n} madruga muchísimo.
    """),
    ("past_belief", "es"): transcripts(r"""
        [[Siempre pensé que {n} era de Cádiz]], pero resulta que es de Huelva. => {n} es de Cádiz.
        [[Yo creía que el coche seguía en garantía.]] En el taller dicen que no. => El coche sigue en garantía.
    """),
    ("counterfactual", "es"): transcripts(r"""
        [[Si hubiera aceptado el trabajo en {town}, ahora ganaría el doble.]] => El usuario gana el doble ahora.
        [[Si {n} hubiera guardado el tique, le habrían devuelto el dinero.]] => A {n} le devolvieron el dinero.
    """),
}
