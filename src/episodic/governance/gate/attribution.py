"""Attribution: whose words a quote is in.

Text the user passes on from someone else is third-party content: a note quoting it is
``untrusted_content`` and waits for review, and an order to a machine inside it is never
stored (``pasted_instruction``). What marks such text is its frame, not its words, in any of
the languages we screen:

- **a lead-in naming a source, then a colon**: "Olivia says:", "Marta hat ins Ticket
  geschrieben:", "Je te transfère ce message de Anna :", "Here is what the vendor wrote:",
  "Notizen meiner Kollegin:" (a person or a source and a word of saying or sending);
- **a block set apart**: an email header line (``From:``, ``Von:``, ``De :``), a chat log's
  timestamped lines, lines quoted with ``>``, an indented block, a fenced block, an HTML
  ``<blockquote>``, a forwarded-message marker;
- **quotation marks around sentences** (straight, typographic, German, French or angle
  quotes): a quotation that holds a sentence, or follows a colon, is someone's words. A
  quoted title or phrase inside the user's own sentence ("we read "Cien años de soledad"")
  is not a paste.
"""

from __future__ import annotations

import bisect
import re
from functools import lru_cache

from episodic.governance.gate import received
from episodic.governance.gate.idioms import PROVERB
from episodic.governance.gate.injection import orders
from episodic.governance.gate.own import OWN_WRITING
from episodic.governance.gate.relayed import relayed_regions
from episodic.governance.gate.text import QUOTATION, detection_form

_MACHINE = (
    r"(?:ai|a\.i\.|assistants?|agents?|bots?|chatbots?|llms?|models?|copilots?|gpt|claude"
    r"|memory|assistent(?:in)?|ki|gedächtnis|ia|modèle|mémoire|asistente|agente|modelo"
    r"|memoria|ordenador|assistenten|modell|modells|modèles|asistentes|modelos|assistante"
    r"|speicher|agenten|agentes|ias|kis)"
)
# A sentence addressed to a machine: "Assistant, ...", "Note to the bot:", "Any AI reading
# this:", "An jede KI, die das liest:", "À toute IA qui lit ceci :".
_ADDRESSED = re.compile(
    r"(?:^|[.!?:;>\n-]\s*|\"|\u201c|\u201e|\u00ab|\u2039|')\s*(?:(?:hi|hello|hallo|hey|bonjour"
    r"|salut|hola|buenos días|guten tag|good (?:morning|afternoon)|hé|eh|ey|oye)[,!]?\s+)?"
    r"(?:(?:update|aktualisierung|mise à jour|actualización)\s+(?:de la |der |del )?(?=memory"
    r"|speicher|mémoire|memoria|gedächtnis))?"
    r"(?:(?:dear|hey|hi|hello|attention|"
    r"note to|message to|notice to|notice for|note for|aviso para|aviso a|avis aux|avis pour"
    r"|to|for|liebe[rs]?|hallo|hinweis an|nachricht an|an|cher|chère|note"
    r" pour|message pour|à|pour|querid[oa]|hola|nota para|mensaje para|a|para|al|an den"
    r"|an die|à l'|aux)\s+)?"
    r"(?:the|any|all|every|each|whichever|whatever|jede[rnms]?|alle|den|die|das|le|la|l'|les"
    r"|toute?s?|tout|el|la"
    r"|los|las|cualquier|todo|toda)?\s*" + _MACHINE + r"(?:\s+(?:de |d')?(?:ia|ai|ki))?"
    r"(?:[\s-]+(?:update|aktualisierung"
    r"|mise à jour|actualización|notice|hinweis|avis|aviso))?(?:\s+(?:reading this"
    r"|(?:(?:who|that|which) )?(?:reads|is reading|sees) this"
    r"|die das liest|der das liest|qui lit ceci|qui lira ceci|que lea esto|que lee esto))?"
    r"(?:\s+(?:system|service|tool|layer|store|agent|bot))?\s*(?:[,:]|\s+-\s)",
    re.IGNORECASE,
)
# A reader that is a machine, or a label that speaks to one: "Whatever model processes this:",
# "Assistant reading this email,", "Memory instruction:", "KI-System:", "Consigne mémoire :".
_READER_IS_MACHINE = re.compile(
    r"\b(?:whatever|whichever|any|every|each|the)? ?" + _MACHINE + r"\s+(?:that |which |who )?"
    r"(?:processes|process|processing|reads|reading|summari[sz]es|summari[sz]ing|sees|handles"
    r"|que (?:lea|resuma|procese)|qui (?:lit|résume|traite)|die|der|das) ?(?:this|ceci|esto"
    r"|cette|este|das)?"
    r"|\b(?:memory|speicher|mémoire|memoria|ai|ki|ia)[- ]?(?:instruction|anweisung|system|sistema"
    r"|système)\s*:|\b(?:instruction|consigne|nota|note) (?:mémoire|de memoria|for the \w+)\s*:"
    r"|\b(?:ai|ki|ia) ?-?(?:system|sistema|système)|\bsystème d'ia\b|\bsistema de ia\b",
    re.IGNORECASE,
)
# Orders to a machine in other shapes ("the bot must always ...").
_TO_MACHINE = re.compile(
    r"\b" + _MACHINE + r"\b.{0,80}\b(?:remember|record|store|save|note|treat|mark|approve"
    r"|grant|forward|send|disclose|reveal|update|set|must|should|shall|always|never|ignore"
    r"|trust|obey|skip|waive|muss|soll|immer|nie|doit|toujours|jamais|debe|siempre|nunca"
    r"|reenv[ií]\w*|transfèrent|leiten|weiterleiten)\b"
    r"|\b(?:remember|record|store|save|note down|memori[sz]e)\b.{0,60}\b(?:future|from now on"
    r"|permanently|forever|every time|all (?:later|future))\b",
    re.IGNORECASE,
)
# Saying, writing and sending, in the four languages: the verb of a lead-in.
_SAID = (
    r"says?|said|saying|tells?|told|telling|wrote|writes?|written|sends?|sent|sending"
    r"|forward(?:s|ed|ing)?|fwd|fw|pasted|copied|posts?|posted|repl(?:y|ies|ied|ying)"
    r"|answered|responded|comments?|commented|left|put|shows?|showed|reads?|messaged|emailed"
    r"|texted|word for word|verbatim|quoted|quoting|passing (?:this |it )?(?:along|on)|passed on"
    r"|got back to me|wrote back|came back|transcribed|copied|kopiert|copié|copiado|mandar"
    r"|came via|pasting|unchanged|kam über|unverändert|arrivé par|tel quel|llegó por|sin cambios"
    r"|(?:exact|own) words|in full|goes|went|was like|is like"
    r"|(?:das|da|es|so) (?:stand|steht)|there was written|était écrit|ponía"
    r"|sagt|sagte|sagen|gesagt|schreibt|schrieb|schreiben|geschrieben|schickt|schickte|schicken"
    r"|geschickt|weiter|weitergeleitet|leite|antwortet|antwortete|geantwortet|meint|meinte"
    r"|erzählt|erzählte|wörtlich|zitiert|zurückgeschrieben|schrieb zurück|im wortlaut"
    r"|vollständig"
    r"|dit|disait|dire|écrite?s?|écrivait|écrire|envoyée?s?|envoie|envoyer|transfère|transférée?s?|mis"
    r"|répond|répondu|indique|mot pour mot|cité|ses (?:propres )?mots|en entier|intégralement"
    r"|dice|dijo|decir|escribe|escribió|escribir|escrito|envió|envía|enviar|enviado|reenvío"
    r"|reenvía|reenviado|puso|pusieron|responde|respondió|contestó|cuenta|contó|literalmente"
    r"|textualmente|palabra por palabra|mand[óa]|mandado|te paso|sus (?:palabras|propias palabras)"
    r"|completo|íntegro"
    # fixed up where passers-by read it: "this was taped to our door:", "hing am Brett:"
    r"|taped|pinned|tacked|stuck|angeklebt|aufgehängt|ausgehängt|hing|affiché|placardé|scotché"
    # published where others read it: "X posted on Facebook:", "subió a instagram:"
    r"|shared|gepostet|postete|geteilt|teilte|posté|publié|partagé|publicó|subió|compartió"
    r"|colgó|posteó"
    r"|punaisé|pegad[oa]|colgad[oa]|clavad[oa]"
)
# What a pasted text comes in: a message, a ticket, a chat, notes, a document.
_SOURCE = (
    r"e-?mails?|mails?|messages?|letters?|tickets?|chats?|notes|memo|readme|docs?|documents?"
    r"|\w+'s (?:answer|response)|handover|minutes|thread|conversation|konversation|unterhaltung"
    r"|übergabe\w*|réponse|conversation|passation|respuesta|conversación|traspaso"
    r"|logs?|transcripts?|threads?|comments?|reviews?|posts?|replies|reply|sms|dms?|portal"
    r"|nachricht|brief|notizen|protokoll|verlauf|kommentar|courriel|lettre|notes|journal"
    r"|commentaire|mensaje|correo|carta|notas|registro|comentario|hilo|canal|kanal|channel"
    # what text is copied or read from: a photo, a scan, a notice, a forum, a voicemail
    r"|photo|scan|ocr|notice|sign(?!\s*(?:in|up|on|off|out)\b)|poster|voicemail|recording"
    r"|forum|website|web ?page|site|review"
    # where people talk in groups: "from slack", "aus der WG-Gruppe", "del grupo de la familia"
    r"|\w*(?:group|gruppe|groupe|grupo)|group ?chat|slack|discord|teams|whatsapp|telegram|signal"
    r"|reddit|wiki|avis|opinión|found online|online gefunden|trouvée? en ligne|encontrad[oa] en"
    r" (?:internet|línea)|copy[- ]?paste|c&p"
    # documents text is found in: "das stand klein gedruckt in einem Lebenslauf:"
    r"|lebenslauf|cv|résumé|resume|curriculum|bewerbung|candidature|pdf|anhang|attachment"
    r"|pièce jointe|adjunto|fine print|kleingedruckt\w*|petites lignes|letra pequeña"
    r"|speaker \d|\w*protokoll|\w*nachricht|\w*beitrag|\w*erkennung|aushang|zettel|schild"
    r"|\w+brief|\w*schreiben|\w*mail|\w*zettel|\w*aushang|circulaire|boletín|circular"
    r"|sprachnachricht|bewertung|webseite|sprecher \d|courrier|affiche|panneau|message vocal"
    r"|transcription|fil de forum|intervenant \d|foto|cartel|aviso|buzón|mensaje de voz"
    r"|transcripción|reseña|página|interlocutor \d|audio|transcri\w*|transkri\w*|\w*verlauf"
    r"|discussion|diskussion|discusión|charla"
    # a quotation named as one, and what people are quoted from: "quote from my aunt:",
    # "Zitat aus dem Podcast:", "citation de ...", "en el foro:"
    r"|quotes?|zitat|citation|podcast|foro|fórum"
    # a note from someone, a text message, a newsletter, a post or a screenshot of one
    r"|mot (?:du|de|des|d')|text(?! me)|texto|newsletter|bulletin|rundbrief"
    r"|screenshot|screen ?cap|bildschirmfoto|capture d'écran|captura(?: de pantalla)?"
    r"|pantallazo|story|stories|insta(?:gram)?|facebook|fb|twitter|tweet|linkedin|tiktok"
    # a compound chat ("Gruppenchat"), a capture's text, a note from a school or an office
    r"|\w+chat|capture|texte|nota (?:del?|de la)|note from|notiz (?:vom|von der|von)"
)
_LEAD_IN = re.compile(
    # a dot inside a word ("k.nowak", "e.g.") does not end the lead
    # nor does an initial's before the colon ("SMS von Heike B.:")
    r"(?:^|(?<=[.!?\n]))[ \t]*(?P<lead>(?:[^\n:.!?]|\.(?=\w|[ \t]*:)){2,90}?)[ \t]*:[ \t]*"
    r"(?P<rest>\S|\n)",
    re.MULTILINE,
)
_SAYING = re.compile(
    rf"\b(?:{_SAID}|{_SOURCE})\b|\b(?:here|hier|voici|aquí|este es|esta es)\b", re.IGNORECASE
)
# A lead-in in the speaker's own voice ("I told them:", "from my end:"): their own words.
_OWN = re.compile(
    # the speaker's own notes, lists and drafts: "my notes from today:", "meine Notizen:"
    r"^\W*(?:my|our|meine?|unsere?|mes|nos|mis|nuestr[oa]s)\s+(?:own\s+)?(?:[\w'-]+\s+){0,2}"
    r"(?:notes?|notizen|notas|list|liste|lista|log|diary|tagebuch|journal|diario|draft|entwurf"
    r"|brouillon|borrador|to-?dos?)\b(?![^:]*\b(?:from|von|de la part|de parte) (?-i:[A-Z]))"
    r"|^\W*(?:my|our|meine?|unsere?|mes?|ma|nos|mis?|nuestr[oa]s?)\s+(?:reply|answer|response"
    r"|antwort|réponse|respuesta)\b|\((?:mine|meins|le mien|la mienne|mío|mía)\)"
    # what the speaker sent: "The email I sent the landlord:", "Le mail que j'ai envoyé :"
    r"|^\W*(?:the|this|my|das|die|den|meine|le|la|el|mon|ma|mi)\s+\w+,?\s+(?:(?:that|die|den|das"
    r"|que|qu')\s*)?(?:i|we|ich|wir|j'ai|nous avons|le|les)\s+(?:\w+\s+){0,6}?(?:sent|wrote"
    r"|posted|texted|emailed|geschickt|geschrieben|gesendet|envoyé|écrit|envié|escribí|mandé)\b|"
    r"^\W*(?:i|we) (?:told|said|wrote|answered|replied|asked)\b|\b(?:my|our) (?:end|side)\b"
    r"|^\W*(?:ich|wir) (?:habe|hab|haben) \w+ (?:gesagt|geschrieben|geantwortet)"
    r"|^\W*(?:j'ai|nous avons) (?:dit|écrit|répondu)|^\W*(?:le |les )?(?:dije|escribí|respondí)"
    r"|\bvon mir\b|\bde mon côté\b|\bpor mi parte\b"
    # what the speaker sent or wrote to someone: "mon mail à ma cheffe :", "an den Vermieter
    # geschrieben:", "draft i wrote for my boss:", "here's the email I sent:"
    r"|^\W*(?:my|mon|ma|mein|meine|mi) (?:e-?mail|mail|message|text|reply|letter|lettre|brief"
    r"|mensaje|correo|carta|nachricht|sms|courriel) (?:to|à|an|a|para|für|au|aux|al)\b"
    r"|^\W*(?:an|to|à|a) (?:den|die|das|dem|the|my|meinen?|meine|mon|ma|mi|el|la) [\w\- ]{1,30}?"
    r" (?:geschrieben|geschickt|gesendet|written|sent|écrit|envoyé|escrito|enviado)\b"
    r"|^\W*(?:here'?s |here is |this is |voici |hier ist |aquí está )?(?:the |a |my |mon |ma |mein"
    r"\w* |mi |el |la |le |das |die |den )?(?:draft|e-?mail|mail|message|text|letter|note|reply"
    r"|entwurf|brouillon|borrador|correo|mensaje|nachricht)s? (?:that |que |den |die |das )?(?:i|we"
    r"|ich|wir|j'ai|je|yo) (?:\w+ ){0,2}?(?:wrote|sent|drafted|texted|geschrieben|geschickt"
    r"|écrit|envoyé|escribí|mandé|envié)\b"
    # what the speaker is writing now: "drafting a msg to my landlord:", "ich schreib gerade an
    # die Versicherung:", "je prépare un mail pour ...:", "le estoy escribiendo al seguro:"
    r"|^\W*(?:i'?m |im |i am )?(?:drafting|writing|replying|answering|texting|emailing|composing"
    r"|preparing|sending)\b(?! (?:from|by)\b)"
    r"|^\W*(?:ich )?(?:schreib\w*|antworte|entwerfe|formuliere) (?:gerade |jetzt |grade )?(?:an|dem"
    r"|der|den|eine\w*|für)\b|^\W*je (?:prépare|rédige|écris|réponds)\b"
    r"|^\W*j'écris\b|^\W*(?:le |les )?(?:estoy escribiendo|escribo|estoy redactando|redacto"
    r"|estoy contestando|contesto)\b"
    # the speaker's own automatic replies, signature, bio or status
    r"|^\W*(?:my|meine?|mon|ma|mi) (?:\w+ ){0,2}?(?:out[- ]of[- ]office|auto-?reply|autoresponder"
    r"|away message|abwesenheitsnotiz|signatur\w*|signature|bio|status|profile|profil|message"
    r" d'absence|réponse automatique|respuesta automática|firma|perfil|story|stories|post|tweet"
    r"|newsletter)\b"
    # the speaker's own words passed on: "I texted Anna:", "What I wrote to the landlord:",
    # "as I said to Anna:", "wie ich Anna schrieb:"
    r"|^\W*(?:as|like|wie|comme|como) (?:i|ich|je|j'|yo|ya|le|te)\b[^:]{0,30}\b(?:said|told|wrote"
    r"|mentioned|sagte|meinte|schrieb|gesagt|geschrieben|dit|disais|écrit|dije|decía|escribí)\b"
    r"|^\W*(?:what )?(?:i|we)\b[^:]{0,30}\b(?:told|said|wrote|texted|emailed|messaged|answered"
    r"|replied|sent|posted|shared|published)\b(?![^:]*\bwhat \w+ (?:wrote|said|sent|forwarded))"
    r"|^\W*(?:was )?(?:ich|wir)\b[^:]{0,30}\b(?:gesagt|geschrieben|geantwortet|geschickt"
    r"|gepostet|veröffentlicht|geteilt|reingestellt|eingestellt)\b"
    r"|^\W*(?:ce que )?(?:j'ai|nous avons)\b[^:]{0,30}\b(?:dit|écrit|répondu|envoyé|posté"
    r"|publié|partagé|mis)\b|^\W*(?:lo que )?(?:le |les )?(?:escribí|dije|contesté|respondí"
    r"|mandé|envié|puse|publiqué|colgué|compartí|subí)\b"
    r"|^\W*(?:fyi|zur info|pour info|para tu info|heads up)\b(?![^:]*\b(?:from|von|de)\b)"
    r"|^\W*(?:ich )?hab(?:e)? (?:[\w\-]+ ){0,5}(?:gesagt|geschrieben|geantwortet|gepostet"
    r"|veröffentlicht|geteilt|reingestellt)\W*$"
    r"|^\W*(?:for the record|fürs protokoll|pour mémoire|pour info|para que conste|zur info"
    r"|zur erinnerung|for reference)\W*$"
    r"|^\W*(?:good|bad|great|some|gute|schlechte|bonne|mauvaise|buena|mala)s? (?:news|nachrichte?n?"
    rf"|nouvelles?|noticias?)\W*$|{OWN_WRITING}",
    re.IGNORECASE,
)
_HEADER_WORDS = (
    r"from|to|cc|subject|sent|date|von|an|betreff|gesendet|datum|de|à|objet|envoyé|para"
    r"|asunto|enviado|fecha"
)
# An email's header: a header line holding an address, a reply marker ("Re:", "AW:"), or
# followed by another header line or a blank line.
_HEADER = re.compile(
    rf"^[ \t]*(?:{_HEADER_WORDS})[ \t]*:[ \t]*\S[^\n]*"
    rf"(?:@[^\n]*|(?<=:)[ \t]*(?:re|aw|tr|fwd?|wg|rv)[ \t]*:[^\n]*|\n[ \t]*(?:{_HEADER_WORDS})"
    r"[ \t]*:|\n[ \t]*\n)",
    re.IGNORECASE | re.MULTILINE,
)
# A subject line that answers or forwards ("Subject: re: handover"): an email's, however
# short its header.
_REPLY_SUBJECT = re.compile(
    r"^[ \t]*(?:subject|betreff|objet|asunto)[ \t]*:[ \t]*(?:re|aw|tr|fwd?|wg|rv)[ \t]*:",
    re.IGNORECASE | re.MULTILINE,
)
# A notice's heading in capitals ("NOTICE:", "ACHTUNG -", "AVIS :"): a posted notice's
# words, not the speaker's. Capitals only: "Attention: I'm allergic" is the speaker's.
_NOTICE_HEAD = re.compile(
    r"^[ \t]*(?:PUBLIC |IMPORTANT )?(?:NOTICE|ATTENTION|ANNOUNCEMENT|ACHTUNG|HINWEIS"
    r"|BEKANNTMACHUNG|MITTEILUNG|AVIS|ANNONCE|AVISO|COMUNICADO|ANUNCIO)\b[^\n:!\-]{0,30}"
    r"[ \t]*[:!\-\u2013\u2014]",
    re.MULTILINE,
)
# A sign-off that names someone else on the last line ("-- Gerlind", "— Dr. Anna Roth"):
# what stands above it is theirs, unless the lines above are a list set with the same dashes.
_SIGNED = re.compile(
    r"\n[ \t]*(?P<dash>--|\u2013|\u2014)[ \t]*(?!(?i:me|ich|moi|yo)\b)[A-ZÀ-Þ][\w.'\-]*"
    r"(?:[ \t]+[A-ZÀ-Þ][\w.'\-]*){0,2}[ \t]*$"
)
# A forward without a colon: "fwd from the landlord - ...", "Weitergeleitet vom Vermieter".
_FORWARD_LEAD = re.compile(
    r"^[ \t]*(?:fwd?|fw|forwarded|forwarding|weitergeleitet|weiterleitung|wg|tr|transféré"
    r"|transfert|reenviado|rv)\b[^\n:]{0,60}?(?:[:\-\u2013\u2014]\s)",
    re.IGNORECASE | re.MULTILINE,
)
_FORWARDED = re.compile(
    r"^[ \t]*(?:-{2,}\s*(?:forwarded|original|weitergeleitete|ursprüngliche|message transféré"
    r"|mensaje reenviado)[^\n]*-{2,}|begin forwarded message:?)",
    re.IGNORECASE | re.MULTILINE,
)
# A chat log's line: a time then a name, or a name then a time, then what they said.
_CHAT_LINE = re.compile(
    r"^[ \t]*(?:\[[^\]\n]{0,12}?\d{1,2}:\d{2}(?::\d{2})?\]"
    r"|(?:\d{1,2}[./]\d{1,2}[./]\d{2,4},?\s+)?\d{1,2}:\d{2}(?::\d{2})?\s*[-\u2013]?"
    r"|[^\n:]{1,30}?\s\[?\d{1,2}:\d{2}(?::\d{2})?\]?\s*:)[^\n]*$",
    re.MULTILINE,
)
# An IRC-style line ("<Anna> see you at 5") or a speaker line that holds only a name and a
# time ("Anna 10:14 AM"): two of them make a chat log.
_CHAT_SPEAKER = re.compile(
    r"^[ \t]*(?:<[^\W\d_][\w.'\-]{0,30}>[ \t]+\S[^\n]*"
    r"|[^\W\d_][\w.'\-]{0,30}(?: [^\W\d_][\w.'\-]{0,30})? \d{1,2}:\d{2}[ \t]*"
    r"(?:[AaPp]\.?[Mm]\.?)?[ \t]*$)",
    re.MULTILINE,
)
# A chat export's speaker line ("Clara  10:42 AM", "Oskar\t10 h 42"), then what they wrote.
_TIME = r"\d{1,2}(?::\d{2}| h \d{2})(?:[ \t]*(?:am|pm|a\.m\.|p\.m\.|uhr|h))?"
_DATE = r"(?:\d{1,2}[./-]\d{1,2}[./-]\d{2,4},?\s*)"
_SPEAKER_BLOCK = re.compile(
    # "Clara  10:42 AM", "Joaquín, [12.06.2024 16:05]", "Aurélien — Today at 16:05",
    # "[16:05] Soledad", or a name on one line and the time alone on the next
    r"^[ \t]*(?:\*{1,2}[^\W\d_][\w.'\- ]{0,30}?\*{1,2}[ \t]+"
    + _TIME
    + r"|[^\W\d_][\w.'\- ]{0,30}?(?:[ ]{2,}|\t|[ ]?\[|,\s*\[?"
    + _DATE
    + r"?)"
    + _DATE
    + r"?"
    + _TIME
    + r"\]?"
    r"|[^\W\d_][\w.'\- ]{0,30}?\s+[-\u2013\u2014]\s+(?:today|yesterday|heute|gestern|aujourd'hui"
    r"|hier|hoy|ayer)\b[^\n]{0,12}" + _TIME + r"|\[" + _TIME + r"\][ \t]+[^\W\d_][\w.'\- ]{0,30}"
    r"|[^\W\d_][\w.'\- ]{0,30}\n[ \t]*" + _TIME + r")"
    r"[ \t]*\n(?P<said>[^\n]+(?:\n[^\n]+)*)",
    re.IGNORECASE | re.MULTILINE,
)
# A line that passes on what follows ("fyi, see below (came from Bastien)").
_BELOW = re.compile(
    r"^[^\n]{0,80}?(?:\b(?:fyi|zur info|pour info|para tu info|came from|kam von|vient de"
    r"|viene de|forwarded to me|weitergeleitet hat|m'a transféré|me reenvió|sending you what"
    r"|schick dir|je te fais suivre|te paso|copied (?:this|it|that) (?:off|from)|copy-?pasted"
    r"|pasted (?:this|it) (?:from|off)|(?:das|es) (?:\w+ )?kopiert|j'ai copié|copié (?:de|sur"
    r"|depuis)|copiado de|lo copié de)\b|[\u2193\u2b07]|\U0001f447)[^\n]{0,80}\n",
    re.IGNORECASE | re.MULTILINE,
)
# A messenger's exported line: a time (and a date) in brackets, then a name and a colon
# ("[09.05., 18:22] Bramwell: ...", "[18:22] Bramwell: ..."); one is enough.
_EXPORTED_LINE = re.compile(
    r"^[ \t]*\[(?:\d{1,2}[./]\d{1,2}[./]?(?:\d{2,4})?,? )?\d{1,2}:\d{2}(?::\d{2})?\][ \t]*"
    r"[^\n:]{1,30}:[ \t]*\S[^\n]*$",
    re.MULTILINE,
)
# A tag at the end that says the text was copied from somewhere: "(copié de whatsapp)",
# "- copied from their site", "(aus dem Gruppenchat kopiert)".
_COPIED_TAG = re.compile(
    r"(?:\(|\s[-\u2013\u2014]\s*)(?:[^()\n]{0,30}\b)?(?:copied|copy-?pasted|pasted|copié|collé"
    r"|copiado|pegado|kopiert|eingefügt)\b[^()\n]{0,40}\)?\s*$",
    re.IGNORECASE,
)
# A line that points back at what stands above it ("^ from the group chat"): that is pasted.
_ABOVE = re.compile(r"\n[ \t]*(?:\^|\u2191|\u2b06|\U0001f446)[ \t]*(?P<line>[^\n]{0,80})$")
# A chat copied with speaker labels, one of them the speaker's own ("me: noted!").
_LABELLED_LINE = re.compile(
    r"^[ \t]*(?P<who>[^\W\d_][\w'\-]{0,20}(?: [^\W\d_][\w'\-]{0,20})?):[ \t]+\S[^\n]*$",
    re.MULTILINE,
)
# A site where strangers post reviews and answers: its name alone is lead enough ("yelp: ...";
# a shop's name is not: "amazon: my order is late" is the speaker's own).
_PLATFORM = re.compile(
    r"\W*(?:trip ?advisor|yelp|trustpilot|google reviews?|goodreads|letterboxd|imdb|glassdoor"
    r"|kununu|jameda|reddit|quora|nextdoor|mumsnet)\W*",
    re.IGNORECASE,
)
_ME = frozenset("me ich moi yo i".split())
# A speaker named with a role, as a chat or minutes label: "Rémi (accounting):".
_ROLE_LABEL = re.compile(r"^\W*[^\W\d_][\w'\-]*(?:\s[^\W\d_][\w'\-]*)?\s*\([^()\n]{2,30}\)$")
_QUOTED_LINE = re.compile(r"^[ \t]*>.*$", re.MULTILINE)
# A quotation that stands on a line of its own, four words or more: a quoted block.
_QUOTED_BLOCK = re.compile(
    r"^[ \t]*(?:\"[^\"\n]*(?:\s\S+){3,}[^\"\n]*\"|\u201c[^\u201d\n]*(?:\s\S+){3,}[^\u201d\n]*\u201d"
    r"|\u201e[^\u201c\u201d\n]*(?:\s\S+){3,}[^\u201c\u201d\n]*[\u201c\u201d]"
    r"|\u00ab[^\u00bb\n]*(?:\s\S+){3,}[^\u00bb\n]*\u00bb)[ \t]*$",
    re.MULTILINE,
)
_FENCED = re.compile(r"^[ \t]*```.*?(?:^[ \t]*```|\Z)", re.MULTILINE | re.DOTALL)
_BLOCKQUOTE = re.compile(
    r"<blockquote\b[^>]*>.*?(?:</blockquote>|\Z)|<(?P<tag>div|p|span|section)\b[^>]*\bclass=[\"']"
    r"[^\"']*(?:quote|citation|zitat|cita|blockquote)[^\"']*[\"'][^>]*>.*?(?:</(?P=tag)>|\Z)",
    re.IGNORECASE | re.DOTALL,
)
_INDENTED = re.compile(r"(?:^(?:[ ]{4,}|\t)[^\n]*\n?)+", re.MULTILINE)
_MIN_QUOTED_WORDS = 6
# Whom the words were said to ("told me", "hat mir gesagt", "m'a dit", "me dijo"): someone's
# words to the speaker, so four words are enough.
_TO_WHOM_WORDS = frozenset("me us mir uns moi nous".split())
_TO_WHOM = r"(?:me|us|mir|uns|moi|nous)"
_TOLD = r"(?:him|her|them|ihm|ihr|ihnen|lui|leur|le|les)"  # whom the speaker told
# A quotation in single marks that holds apostrophes ('ya I'm allergic to cats').
_SINGLE_QUOTED = re.compile(r"(?:(?<=[\s:(])|^)'(?:[^'\n]|(?<=\w)'(?=\w)){3,}'(?=[\s.,;:!?)]|$)")
# Someone speaking of themselves: in quotes after a verb of saying, their words, not a title.
_FIRST_PERSON = re.compile(
    r"(?<![\w'])(?:i|me|my|we|our|us|ich|mir|mich|mein\w*|wir|uns\w*|je|j|moi|mon|ma|mes"
    r"|nous|yo|mi|mis|nosotros|nos)(?![\w\-])|(?<![\w'])m(?=['\u2019]\w)",
    re.IGNORECASE,
)
_SENTENCE = re.compile(r"[.!?]\s*\S|[.!?]\W*$")


def tells_of_saying(text: str) -> bool:
    """Whether ``text`` speaks of someone saying, writing or sending something."""
    return re.search(rf"\b(?:{_SAID})\b", text, re.IGNORECASE) is not None


def aimed_at_machine(text: str) -> bool:
    """Whether ``text`` gives orders to, or speaks to, an AI, an assistant or a memory."""
    form = detection_form(text)
    if _ADDRESSED.search(form) or _TO_MACHINE.search(form) or _READER_IS_MACHINE.search(form):
        return True
    return orders(form)


@lru_cache(maxsize=64)
def pasted_regions(text: str) -> tuple[tuple[int, int], ...]:
    """The ``(start, end)`` ranges of ``text`` that are someone else's words, merged."""
    regions = [m.span() for m in _QUOTED_LINE.finditer(text)]
    regions += [m.span() for m in _QUOTED_BLOCK.finditer(text) if not _own_lead_in(text, m.start())]
    regions += [m.span() for m in _FENCED.finditer(text)]
    regions += [m.span() for m in _BLOCKQUOTE.finditer(text)]
    regions += [m.span() for m in _INDENTED.finditer(text)]
    regions += [m.span() for m in _EXPORTED_LINE.finditer(text)]
    chat = [m.span() for m in _CHAT_LINE.finditer(text)]
    regions += chat if len(chat) >= 2 and not _own_lead_in(text, chat[0][0]) else []
    regions += _labelled_chat(text) + relayed_regions(text)
    regions += [r for r in received.regions(text) if not _own_lead_in(text, r[0])]
    tag = _COPIED_TAG.search(text)
    if tag is not None and tag.start() > 0:
        regions.append((0, tag.start()))  # "... (copié de whatsapp)": all of it was copied
    above = _ABOVE.search(text)
    if above is not None and _SAYING.search(above.group("line")):
        regions.append((0, above.start()))
    speakers = [m.start() for m in _CHAT_SPEAKER.finditer(text)]
    if len(speakers) >= 2 and not _own_lead_in(text, speakers[0]):
        regions.append((speakers[0], len(text)))  # the log runs from its first speaker on
    regions += [m.span("said") for m in _SPEAKER_BLOCK.finditer(text)]
    below = _BELOW.search(text)
    if below is not None and below.end() < len(text):
        regions.append((below.end(), len(text)))
    signed = _SIGNED.search(text)
    if signed is not None and not re.search(
        rf"^[ \t]*{signed['dash']}", text[: signed.start()], re.MULTILINE
    ):
        regions.append((0, signed.start()))
    for block in (_HEADER, _REPLY_SUBJECT, _NOTICE_HEAD, _FORWARDED, _FORWARD_LEAD):
        found = block.search(text)
        if found is not None:
            regions.append((found.start(), len(text)))
    regions += _introduced(text)
    regions += [m.span() for m in QUOTATION.finditer(text) if _someones_words(text, m)]
    regions += [m.span() for m in _SINGLE_QUOTED.finditer(text) if _someones_words(text, m)]
    merged: list[tuple[int, int]] = []
    for begin, end in sorted(regions):
        if merged and begin <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], end))
        else:
            merged.append((begin, end))
    return tuple(merged)


def _labelled_chat(text: str) -> list[tuple[int, int]]:
    """The lines of others in a chat copied with speaker labels, when one label is the
    speaker's own ("Alaric: im allergic to shellfish" above "me: noted!")."""
    lines = list(_LABELLED_LINE.finditer(text))
    if len(lines) < 2 or not any(m.group("who").lower() in _ME for m in lines):
        return []
    return [m.span() for m in lines if m.group("who").lower() not in _ME]


def _introduced(text: str) -> list[tuple[int, int]]:
    """What follows a lead-in that names a source and a way of saying: to the end of the
    message, or to the end of the quotation that opens right after it."""
    regions = []
    for match in _LEAD_IN.finditer(text):
        lead = match.group("lead")
        labelled = _ROLE_LABEL.match(lead) is not None or _PLATFORM.fullmatch(lead) is not None
        if (
            _OWN.search(lead)
            or PROVERB.search(lead)
            or (not labelled and (len(lead.split()) < 2 or not _SAYING.search(lead)))
        ):
            continue
        start = match.start("rest")
        quoted = (
            QUOTATION.match(text, start) if text[start] in "\"'\u201c\u201e\u00ab\u2039" else None
        )
        regions.append((start, quoted.end() if quoted else len(text)))
        break
    return regions


def _someones_words(text: str, quotation: re.Match[str]) -> bool:
    """Whether a quotation is someone's words rather than a title, a phrase or an error
    message: it holds a sentence, a colon comes right before it, or a verb of saying does and
    it runs to six words or more (error messages and titles are shorter)."""
    inner = quotation.group()[1:-1].strip()
    before = text[max(0, quotation.start() - 40) : quotation.start()].rstrip()
    if _own_lead_in(text, quotation.start()):
        return False  # "I texted Anna: ..." passes on the speaker's own words
    if before.endswith(":") or (len(inner.split()) >= 4 and _SENTENCE.search(inner)):
        return True
    said = re.search(rf"\b(?:{_SAID})(?:\s+{_TO_WHOM})?\s*$", before, re.IGNORECASE)
    if said is not None and len(inner.split()) >= 3 and _FIRST_PERSON.search(inner):
        return True  # "my brother texted 'I got fired today'": his own words about himself
    return said is not None and len(inner.split()) >= _MIN_QUOTED_WORDS - (
        2 if said[0].strip().split()[-1].lower() in _TO_WHOM_WORDS else 0
    )


def _own_lead_in(text: str, start: int) -> bool:
    """Whether what starts at ``start`` follows a colon after a lead-in in the speaker's own
    voice ("I texted Anna:", "my notes from today:"): their own words, not someone else's."""
    head = text[:start].rstrip()
    if head.endswith(":"):
        head = head[:-1]
    elif not re.search(rf"\b(?:{_SAID})(?:\s+{_TOLD})?$", head, re.IGNORECASE):
        return False  # neither a colon nor a verb of saying: no lead-in
    cut = max(head.rfind(mark) for mark in (".", "!", "?", "\n"))
    lead = head[cut + 1 :].strip()  # "when Anna asked, I told her": the clause that says
    return any(_OWN.search(part) for part in (lead, lead.rsplit(",", 1)[-1].strip()))


def inside_paste(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` lies mostly (more than half) within someone else's words."""
    regions = pasted_regions(text)
    if not regions or end <= start:
        return False
    first = max(0, bisect.bisect_right(regions, (start, len(text) + 1)) - 1)
    covered = 0
    for begin, stop in regions[first:]:
        if begin >= end:
            break
        covered += max(0, min(stop, end) - max(begin, start))
    return covered * 2 > end - start
