"""Is a person reference generic? The evidence of its sentence: a rule of law (the register, the impersonal
voice, a tense of a norm; an office acting as an authority stays), a rule-like clause (a modal, the future, a
condition), or on the contrary a story told in the past, an army in a battle, a people's name standing for its
state or team."""

from __future__ import annotations

import re

from fairwrite.fr.lexicon import is_word, lemma
from fairwrite.fr.pronouns import sentence_start
from fairwrite.fr.referents import names_someone

#: Soldiers: in a sentence about a battle or an army in the field they are the men of that army (*3 000
#: soldats capturés dans la bataille*, *Washington et ses hommes … le quart des soldats*), not a generic
#: reference; a question about a war (*combien de soldats sont morts*) is not enough.
MILITARY = frozenset({"soldat", "officier", "combattant", "guerrier", "fantassin", "mercenaire", "militaire",
                       "prisonnier"})


_BATTLE = frozenset({"bataille", "batailles", "combat", "combats", "siège", "régiment", "régiments", "bataillon",
                     "armée", "armées", "canons", "troupe",
                     "bataillons", "troupes", "forces", "ennemi", "ennemis", "hommes"})


def in_battle(tok) -> bool:
    return any(t.lower_ in _BATTLE for t in tok.doc)


def told_in_the_past(tok) -> bool:
    """The noun's own clause tells a story in the past (an imparfait or a passé simple: *les soldats
    pouvaient se raviser*, *ses officiers eurent partagé son sort*): the soldiers are an army of that story.
    Not a general statement inside a story (*il avait voulu … à un âge où les officiers ne se marient
    guère*): only the verbs governing the noun (two heads up) and their auxiliaries count."""
    heads = [tok.head, tok.head.head]
    verbs = [*heads, *(c for h in heads for c in h.children if c.dep_.startswith("aux") or c.dep_ == "cop")]
    sentence = tok.doc[sentence_start(tok) : tok.i + 8]  # a passé simple plural nearby, however it is parsed
    return any(_past_narrative(t) for t in verbs) or any(
        t.is_alpha and ((len(t.text) > 6 and (t.lower_.endswith("èrent") or _told_plural(t)))
                        or _passe_simple_plural(t.lower_)) for t in sentence)


def _passe_simple_plural(word: str) -> bool:
    """``word`` is a passé simple plural of a verb not in -er (*prirent*, *firent*, *vinrent*, *coururent*), read
    off the word and the lexicon's lemma, whatever the tagger calls it (*prirent*: an adverb). The -er verbs'
    presents share the ending (*soupirent*, *assurent*, *durent* of *durer*) and are left out."""
    return word.endswith(("irent", "urent", "inrent")) and (lem := lemma(word)) != word and not lem.endswith("er")


def _told_plural(t) -> bool:
    """``t`` reads as an imparfait plural (*parlaient*, *chantaient*), whatever the small tagger calls it (a
    noun, an adverb)."""
    return t.is_alpha and t.lower_.endswith("aient") and told_verb(t.lower_[:-5] + "ait")


def _past_narrative(t) -> bool:
    """The verb ``t`` tells a story in the past: :func:`told_verb`, a passé simple plural (*partirent*), or
    an imparfait plural (*avaient*) the tagger reads as one."""
    low = t.lower_
    imparfait = low.endswith("aient") and ("Imp" in t.morph.get("Tense") or (
        is_word(low[:-5] + "ait") and told_verb(low[:-5] + "ait")))  # pouvaient (tagged a present), not paient
    if t.is_alpha and len(low) > 6 and low.endswith("èrent"):
        return True  # formèrent, retirèrent: a passé simple whatever the tagger calls it
    return t.pos_ in ("VERB", "AUX") and (told_verb(t.text) or low.endswith(_PASSE_SIMPLE_PLURAL) or imparfait)


#: Verbs that make a statement about *un enseignant* a rule rather than a scene (*doit*, *peut*).
MODALS = frozenset({"devoir", "pouvoir", "savoir", "falloir"})


#: Groups that only men formed in the stories told (a ship's crew, monks, soldiers, knights, coachmen) and
#: words that say a group is men: in a line told in the past, the people named beside them are of that group.
MEN_OF_A_STORY = frozenset({"matelots", "marins", "mousses", "moines", "chevaliers", "écuyers", "soldats",
                            "hommes", "frères", "prêtres", "curés", "abbés", "chanoines", "capucins", "cochers",
                            "messieurs", "garçons", "gars", "grognards", "pirates", "corsaires", "forçats"})
_SEA_WOLVES = re.compile(r"\bloups? de mer\b", re.IGNORECASE)
#: Words that put women in the group: then the men's words above do not say what it is made of.
_WOMEN = frozenset({"femmes", "filles", "dames", "sœurs", "soeurs", "mères", "religieuses", "jeunes filles", "elles"})


def among_men_of_a_story(tok) -> bool:
    """The plural ``tok`` is in a line that tells a story in the past (an imparfait, a passé simple) about a
    group the line shows to be men (:data:`MEN_OF_A_STORY`: *les matelots … les vieux loups de mer*, *les
    moines*, *les soldats*), with no women in it: the people it names are of that group, and the whole line
    keeps them as it tells them (not *vieux matelots* beside *ancien·ne·s*). A story in the present or a
    statement about such a group (*les marins doivent…*) is not enough."""
    doc = tok.doc
    if not (any(t.lower_ in MEN_OF_A_STORY and t.i != tok.i for t in doc) or _SEA_WOLVES.search(doc.text)):
        return False
    if any(t.lower_ in _WOMEN for t in doc):
        return False
    return any(_past_narrative(t) or _told_plural(t) for t in doc)  # (chantaient, fumaient: tagged nouns, adverbs)


#: Kin that are only men (*oncles*, *frères*, *neveux*): a list of relatives with one of them is a list of men.
_MEN_KIN = frozenset({"oncles", "grands-oncles", "frères", "demi-frères", "beaux-frères", "neveux", "petits-neveux",
                      "fils", "petits-fils", "pères", "grands-pères", "beaux-pères", "arrière-grands-pères", "maris",
                      "gendres", "parrains"})
_WOMEN_KIN = frozenset({"tantes", "grands-tantes", "sœurs", "soeurs", "nièces", "filles", "mères", "grands-mères",
                        "épouses", "femmes", "belles-sœurs", "belles-soeurs", "cousines", "marraines", "brus"})


def among_kin_of_men(tok) -> bool:
    """The plural ``tok`` is listed with relatives that are only men (*ses cousins, oncles et grands-oncles*,
    *ses frères et cousins*) and no woman: the line says the list is men, and the whole list stays (not
    *cousin·e·s* beside *oncles*). Read off the words: the nouns, commas, *et*/*ou* and determiners of the list
    around ``tok``."""
    doc = tok.doc
    def walk(step: int) -> list[str]:
        words, k = [], tok.i + step
        while 0 <= k < len(doc) and (doc[k].text == "," or doc[k].lower_ in ("et", "ou", "ni") or doc[k].pos_ in (
                "DET", "NOUN", "ADJ") or "-" in doc[k].text) and doc[k].lower_ not in ("de", "des", "du", "d'", "d’"):
            words.append(doc[k].lower_)
            k += step
        return words
    listed = set(walk(-1)) | set(walk(1))
    return bool(listed & _MEN_KIN) and not listed & _WOMEN_KIN


#: Professional leagues of men's sport named in a line (*la LNH*, *la NBA*, *le Top 14*): their players are men.
_MENS_LEAGUES = re.compile(r"\b(?:LNH|NHL|NBA|NFL|MLB|MLS|ATP|LFP|Ligue nationale de hockey|Ligue 1|Ligue 2|Top 14|"
                           r"Pro D2|Premier League|Serie A|Bundesliga|Liga)\b")
#: The players of a team or a league.
_PLAYERS = frozenset({"joueur", "hockeyeur", "footballeur", "basketteur", "rugbyman", "attaquant", "défenseur",
                      "gardien", "lanceur", "receveur", "frappeur", "quart-arrière", "ailier", "buteur"})


def players_of_a_mens_league(tok, lemma_: str) -> bool:
    """``tok`` (lemma ``lemma_``) names players in a line that names a professional men's league (*la LNH … ses
    joueurs*): the league's players, men. A line that says women (*féminine*, *WNBA*) is not one."""
    text = tok.doc.text
    return (lemma_ in _PLAYERS and _MENS_LEAGUES.search(text) is not None
            and not re.search(r"féminin|\bfemmes?\b|WNBA", text, re.IGNORECASE))


#: Offices that only men held before the 20th century (a consul, an alderman, the leader of a revolt).
_OLD_OFFICES = frozenset({"consul", "échevin", "chef", "meneur", "dirigeant", "magistrat", "député", "sénateur",
                          "ministre", "conseiller", "juge", "maire", "prévôt", "bailli", "sénéchal", "gouverneur",
                          "officier", "notable", "avocat", "notaire", "procureur", "syndic", "capitoul", "jurat",
                          "administrateur", "électeur", "commandant", "chanoine", "seigneur"})
_CENTURY = re.compile(r"\b([IVX]+)(?:e|ème|è)\s+siècle", re.IGNORECASE)
#: Words before a year (*en 1789*, *la révolte de 1040*).
_BEFORE_YEAR = frozenset({"en", "de", "du", "dès", "vers", "depuis", "avant", "après", "an", "année"})


def _roman(numeral: str) -> int:
    values = {"i": 1, "v": 5, "x": 10}
    total = 0
    for k, ch in enumerate(numeral.lower()):
        value = values[ch]
        total += -value if k + 1 < len(numeral) and values[numeral[k + 1].lower()] > value else value
    return total


def office_of_a_dated_past(tok, lemma_: str) -> bool:
    """The plural ``tok`` (lemma ``lemma_``) holds an office (:data:`_OLD_OFFICES`) in a line dated before 1900
    (*consuls au XVIIe siècle*, *les chefs de la révolte de 1040*): men by the institution of that time, known
    people of history, not a generic group. A year or a century the line gives; undated stories are left to
    the other rules."""
    if lemma_ not in _OLD_OFFICES and lemma_ not in MILITARY:  # (ses soldats en 1794: an army of that time)
        return False
    text = tok.doc.text
    doc = tok.doc
    return any(_roman(m.group(1)) <= 19 for m in _CENTURY.finditer(text)) or any(
        t.text.isdigit() and len(t.text) == 4 and 1000 <= int(t.text) < 1900 and t.i
        and doc[t.i - 1].lower_ in _BEFORE_YEAR and not (t.i + 1 < len(doc) and doc[t.i + 1].pos_ == "NOUN")
        for t in doc)  # (un convoi de 250 prisonniers, de 1500 euros: a count, no year)


def office_of_a_named_body(tok) -> bool:
    """The plural ``tok`` holds an office of a body named right after it (*les chefs des Dix*, *les conseillers du
    Roi*) in a line told in the past: the men who held it then, known people of history, not a generic group."""
    doc = tok.doc
    if tok.i + 2 >= len(doc) or doc[tok.i + 1].lower_ not in ("des", "du"):
        return False
    name = doc[tok.i + 2]
    if not (name.text[:1].isupper() and name.text[1:].islower()):
        return False
    return any(_past_narrative(t) for t in doc)


#: Singular verbs right after a plural noun: the noun is the name of one thing (*Les Visiteurs est une comédie*).
_SINGULAR_VERBS = frozenset({"est", "fut", "était", "sera", "reste", "demeure", "raconte", "relate", "narre"})


def title_of_a_work(tok) -> bool:
    """The plural person noun ``tok`` is (in) the title of a work, a film or a book: its article keeps a capital
    inside the sentence (*il a lu Les Voyageurs de l'impériale*), or a verb in the singular follows it
    (*Les Visiteurs est une comédie*). Read off the words: a title names the work, not people."""
    doc = tok.doc
    k = tok.i - 1
    while k >= 0 and doc[k].pos_ == "ADJ":
        k -= 1
    if k >= 1 and doc[k].text in ("Les", "Des") and not doc[k - 1].is_punct and not doc[k - 1].is_quote:
        return True
    following = doc[tok.i + 1] if tok.i + 1 < len(doc) else None
    return (following is not None and following.lower_ in _SINGULAR_VERBS and tok.text[:1].isupper()
            and tok.lower_.endswith(("s", "x")))


_YEAR = re.compile(r"\b(?:1[0-9]{3}|20[0-9]{2})\b")


#: Words of war, sport and legal status: a people's name near them stands for a state, an army or a team
#: (*les Anglais et les Français débarquent*, *contre les Anglais*, *la qualité de Français*).
_NATION_CONTEXT = frozenset({
    "contre", "guerre", "bataille", "armée", "armées", "troupes", "forces", "tournoi", "match", "finale",
    "victoire", "défaite", "médaille", "coupe", "championnat", "rencontre", "occupation", "invasion",
    "qualité", "nationalité", "olympique", "olympiques", "équipe", "sélection", "faute",
    "battus", "vaincus", "vainqueurs", "défaits", "repoussés",  # on dit les Autrichiens battus: the army
    # a land ceded, a treaty, a kingdom or a colony: the people's name is its state (céder la Floride aux Espagnols)
    "traité", "territoire", "territoires", "colonie", "colonies", "royaume", "empire", "annexion", "souveraineté",
    "cède", "cèdent", "céda", "cédèrent", "cédé", "cédée", "cédés", "cédées", "alliance", "ambassade",
    "camp", "camps", "flotte", "garnison", "escadre",  # le camp des Anglais: the army
    "ennemi", "ennemis", "alliés",  # chez les Anglais, nos ennemis mortels: a party to a war
})

#: Words of kings and realms: *chacun* in a sentence about them is one of the rulers of a story (*Chacun hérite
#: d'une partie du royaume*), told in the historical present as often as in the past.
RULERS = frozenset({"royaume", "royaumes", "roi", "rois", "reine", "reines", "empereur", "empire", "règne", "trône",
                    "couronne", "dynastie", "duché", "comté", "principauté", "sacre", "couronné"})


def names_a_nation(tok) -> bool:
    """A people's name (*les Anglais*) that stands for its state, army or team rather than for the people:
    in a sentence about war, sport or legal status (:data:`_NATION_CONTEXT`), or about history (a year, or
    a verb told in the past: *il attendit les Américains*). A wrong edit costs more than a missed one, so a
    generic statement in the past (*les Français étaient…*) stays too."""
    doc = tok.doc
    if any(t.lower_ in _NATION_CONTEXT for t in doc) or _YEAR.search(doc.text):
        return True
    return any(_past_narrative(t) for t in doc)


#: Endings of the passé simple in the 3rd person plural (*laissèrent*, *partirent*, *coururent*).
_PASSE_SIMPLE_PLURAL = ("èrent", "irent", "urent", "inrent")


#: Conjunctions of a condition or a recurring case (*si un client se plaint…*).
_CONDITIONS = frozenset({"si", "quand", "lorsque", "lorsqu'", "lorsqu’", "dès", "chaque fois", "s'", "s’"})


#: The definite article of a singular (not a demonstrative, which takes up one already named).
ARTICLE_SINGULAR = frozenset({"le", "l'", "l’"})


#: Offices that act as an authority: *le juge peut ordonner*, *le ministre fixe* name the office, which stays
#: (issue 41's contract), unless a restrictive relative picks out whoever holds it (*le juge qui refusera…*).
OFFICES = frozenset({"juge", "procureur", "ministre", "président", "préfet", "maire", "greffier", "magistrat",
                      "notaire", "huissier", "officier", "commissaire", "rapporteur", "directeur", "gouverneur", "médiateur",
                      "défenseur", "premier", "secrétaire", "conseiller", "député", "sénateur", "gouvernement"})


#: Words of the register of a law, a contract or a regulation: a definite singular person noun in a
#: sentence that states a norm with them is the generic person of the rule (*le vendeur est tenu de…*).
_LAW_WORDS = frozenset({
    "article", "articles", "alinéa", "loi", "code", "juge", "tribunal", "succession", "bail", "contrat",
    "convention", "acte", "prescription", "servitude", "usufruit", "obligation", "obligations", "créance", "dette",
    "dettes", "indemnité", "donation", "legs", "testament", "jugement", "action", "fonds", "propriété", "nullité",
    "stipulation", "statuts", "société", "partage", "clause", "délai", "caution", "hypothèque", "disposition",
    "dispositions", "vente", "paiement", "restitution", "biens", "réduction", "libéralité", "sûreté", "sûretés",
    "cession", "indivision", "tutelle", "mandat", "préjudice", "dommages-intérêts", "procédure", "licenciement",
    "employeur", "assurance", "sanction", "amende", "infraction", "décret", "règlement", "cotisation", "loyer",
    "héritier", "acquêts", "communauté", "régime", "mariage", "divorce", "hypothèques", "rachat", "fortuit",
    # (the chapters of a civil code on persons, protection, security and representation)
    "adoption", "filiation", "curatelle", "fiducie", "procuration", "barreau", "saisie", "saisis", "dol", "gage",
    "nantissement", "créances", "parentale",
})


#: Persons that only a law, a contract or a judgment names (*le débiteur*, *le preneur*, *l'usufruitier*): one of
#: them in a sentence in the impersonal voice of a norm is the register of a rule, as a word of :data:`_LAW_WORDS`
#: is (*le débiteur est libéré lorsqu'il a payé*, *le tuteur représente le mineur*).
LAW_ROLES = frozenset({
    "débiteur", "créancier", "preneur", "bailleur", "tuteur", "curateur", "héritier", "cohéritier", "légataire",
    "donateur", "donataire", "usufruitier", "nu-propriétaire", "acquéreur", "mandataire", "mandant", "cessionnaire",
    "cédant", "emprunteur", "prêteur", "dépositaire", "déposant", "indivisaire", "testateur", "copropriétaire",
    "possesseur", "gratifié", "disposant", "défunt", "cocontractant", "mineur", "majeur", "pupille", "requérant",
    "demandeur", "défendeur", "intéressé", "souscripteur", "assuré", "assureur", "fidéjusseur", "codébiteur",
    "locataire", "sous-locataire", "usager", "concubin", "tiers", "exécuteur", "commettant", "préposé",
    "adopté", "adoptant", "contrevenant",  # (l'adopté cesse d'appartenir à sa famille d'origine)
})
#: The words of the register of a law: :data:`_LAW_WORDS` and the roles of :data:`LAW_ROLES`, singular and plural.
_LAW_REGISTER = _LAW_WORDS | LAW_ROLES | {f"{w}s" for w in LAW_ROLES}
#: First and second persons and the words of a story or a scene: not the impersonal voice of a rule.
_NOT_A_RULE = frozenset({"je", "j'", "j’", "me", "m'", "m’", "moi", "tu", "te", "t'", "t’", "toi", "nous", "vous",
                         "mon", "ma", "mes", "ton", "ta", "tes", "notre", "nos", "votre", "vos", "hier",
                         "aujourd'hui", "demain"})


def law_register(words: set[str], register: frozenset[str] = _LAW_REGISTER) -> bool:
    """The lower-case ``words`` of a sentence are in the register of a law or a contract (``register``, by default
    :data:`_LAW_REGISTER`) and in the impersonal voice of a norm (none of :data:`_NOT_A_RULE`): its persons are
    the rule's."""
    return bool(words & register) and not words & _NOT_A_RULE


def rule_of_law(tok, register: frozenset[str] = _LAW_REGISTER) -> bool:
    """The definite singular ``tok`` is the person of a rule: its sentence is in the register of a law or a
    contract (:data:`_LAW_WORDS`), in the impersonal voice (no first or second person, no named person, no
    quotation), and the verb of its clause states a norm — the present, the future or the conditional, a
    modal (*peut*, *doit*), not a past tense that tells what happened. An office acting as an authority
    stays (:data:`OFFICES`). Read off the sentence: a story or a report never gets here, since its verbs
    are in the past or its people are named."""
    sent = tok.sent
    words = {t.lower_ for t in sent}
    if not (law_register(words, register) or (register is _LAW_REGISTER and _duty_of_a_rule(sent.text, words))) or any(
            t.text in "«»“”\"" for t in sent):
        return False
    if any(names_someone(t) and not _couple_of_a_rule(t) for t in sent) or any(
            t.pos_ == "PROPN" and t.text[:1].isupper() and t.i > sent.start for t in sent):
        return False
    if tok.lower_ in OFFICES:
        return False
    if any(c.dep_ in ("nmod", "appos") and c.pos_ == "PROPN" for c in tok.children):
        return False
    verb = _negated_verb(clause_verb(tok))
    root = _negated_verb(sent.root)
    hypothesis = verb is not root and any(c.dep_ == "mark" and c.lower_ in ("si", "s'", "s’") for c in verb.children)
    finite = [] if hypothesis else [verb, *(c for c in verb.children if c.dep_.startswith("aux") or c.dep_ == "cop")]
    # (si le vendeur connaissait les vices, il est tenu: the imparfait of a hypothesis under a rule in the present)
    finite += [root, *(c for c in root.children if c.dep_.startswith("aux") or c.dep_ == "cop")]
    if any(("Imp" in w.morph.get("Tense") or ("Past" in w.morph.get("Tense") and "Fin" in w.morph.get("VerbForm")))
           and w.lower_ not in _SUBJUNCTIVES for w in finite):
        return False  # était, fut, vendit: what happened, not what the law says (ait: a subjunctive, mistagged)
    if (verb.i != root.i and any(c.dep_ == "aux:tense" for c in root.children) and not rule_like(root)
            and not any(c.dep_ == "mark" for c in root.children) and any(c.dep_ == "nsubj" for c in root.children)):
        # (a root with si or tant que, or with no subject of its own, is the parser's: a case clause)
        return False  # lorsque l'acheteur a payé, le vendeur lui a remis la clé: a main clause told in the past
    # a vendu: a past event (pourra avoir vendu stays a rule)
    return rule_like(verb) or _CASE_OF_A_RULE.search(sent.text) is not None or _perfect_of_a_rule(verb, root) or not any(
        c.dep_ == "aux:tense" for h in (verb, root) for c in h.children)


#: Subjunctive forms of *avoir* and *être* (the auxiliaries of a perfect in a rule's subordinate clause), which the
#: small tagger reads as imparfaits (*à moins que le donateur n'y ait consenti*).
_SUBJUNCTIVES = frozenset({"ait", "aient", "soit", "soient"})
#: Conjunctions of the case a rule provides for, whose clause may hold a perfect (*tant que l'acheteur ne les a
#: pas goûtées*, *lorsque le débiteur a payé*): the perfect is prior to the rule, not an event told.
_RULE_CONJUNCTIONS = frozenset({"sans", "tant", "lorsque", "lorsqu'", "lorsqu’", "quand", "dès", "après", "avant",
                                "jusqu'à", "jusqu’à", "moins"})


def clause_verb(tok):
    """The verb of the clause of ``tok``: its head, climbing over nouns and adjectives."""
    verb = tok.head
    while verb.pos_ not in ("VERB", "AUX") and verb.dep_ != "ROOT" and verb.head is not verb:
        verb = verb.head
    return verb


def _negated_verb(verb):
    """``verb``, or the auxiliary the small tagger hangs under the negation *point* it reads as a participle
    (*il n'a point de répétition*, *il n'y a point de vente*): *a* is the finite verb, in the present."""
    if verb.lower_ == "point":
        aux = [c for c in verb.children if c.dep_.startswith("aux")]
        return aux[0] if aux else verb
    return verb


def _perfect_of_a_rule(verb, root) -> bool:
    """A perfect in the subordinate clause of a rule: its auxiliary is a subjunctive (*sans que l'acquéreur ait
    payé*) or its clause is a case the rule provides for (:data:`_RULE_CONJUNCTIONS`), and the main clause is in
    the present or the future with no compound past of its own (*la résolution sera prononcée*, *il n'y a point
    de vente*). A story's *quand il a vu* under a main clause in the past is not one."""
    subjunctive = any(c.dep_ == "aux:tense" and c.lower_ in _SUBJUNCTIVES for c in verb.children)
    case = any(c.dep_ == "mark" and (c.lower_ in _RULE_CONJUNCTIONS or (
        c.lower_ in ("que", "qu'", "qu’") and c.i > 0 and c.doc[c.i - 1].lower_ in _RULE_CONJUNCTIONS))
        for c in verb.children)  # (tant que: tant hangs elsewhere)
    if not (subjunctive or case):
        return False
    mains = [root] if verb.i != root.i else [c for c in root.children if c.dep_ == "advcl" and c.i > verb.i]
    # (Tant que le débiteur n'a pas payé, le créancier peut: the parser makes the case the root)
    return any(rule_like(main) or (not any(c.dep_ == "aux:tense" for c in main.children) and any(
        {"Pres", "Fut"} & set(w.morph.get("Tense"))
        for w in [main, *(c for c in main.children if c.dep_.startswith("aux") or c.dep_ == "cop")]))
        for main in mains)


def _couple_of_a_rule(tok) -> bool:
    """A gendered noun with a plural determiner in a rule (*aux époux*, *les père et mère*): the spouses or
    parents the rule names, whoever they are, not one known person."""
    return any(c.dep_ == "det" and c.lower_ in ("les", "des", "aux", "ces") for c in tok.children) or (
        tok.i > 0 and tok.doc[tok.i - 1].lower_ in ("aux", "les", "des"))


#: The duty a rule imposes (*le vendeur est tenu de délivrer la chose qu'il vend*): the register of a law.
_DUTY = re.compile(r"\b(?:est|sont|sera|seront|demeure|demeurent|reste|restent) (?:\w+ ){0,3}?tenue?s? (?:de|d['’])",
                   re.IGNORECASE)


def _duty_of_a_rule(text: str, words: set[str]) -> bool:
    """``text`` states a duty in the impersonal voice of a norm (*est tenu de*, *n'en est pas moins tenu de*)."""
    return _DUTY.search(text) is not None and not words & _NOT_A_RULE


#: Words of the texts that address their reader with rules of use: a licence, terms of use, a medicine
#: leaflet, an administrative procedure (*le titulaire de la licence peut…*, *l'utilisateur doit…*).
_USE_REGISTER = frozenset({
    "licence", "logiciel", "notice", "médicament", "médicaments", "traitement", "dose", "doses", "posologie",
    "comprimé", "comprimés", "utilisation", "conditions", "service", "services", "données", "compte", "formulaire",
    "demande", "dossier", "justificatif", "justificatifs", "attestation", "certificat", "inscription", "abonnement",
    "règlement", "site", "application", "produit", "garantie", "mot de passe", "identifiant", "licences",
})


def rule_of_use(tok) -> bool:
    """The definite singular ``tok`` is the person a rule of use addresses (*L'utilisateur doit lire la
    notice*, *le titulaire de la licence peut modifier le logiciel*): a sentence of that register
    (:data:`_USE_REGISTER`) read as :func:`rule_of_law` reads a law, whose verb states a norm with a modal, the
    future or a condition (:func:`rule_like`): the present of a leaflet may tell what happened to a patient."""
    return rule_like(clause_verb(tok)) and rule_of_law(tok, _USE_REGISTER)


#: The case a rule provides for (*En cas de contravention, … le preneur est condamné*): a condition, like *si*.
_CASE_OF_A_RULE = re.compile(r"\b(?:en cas d[e'’]|dans (?:le|les) cas où|à défaut d[e'’]|faute d[e'’])", re.IGNORECASE)


def rule_like(verb) -> bool:
    """The clause of ``verb`` states a rule, not a scene: a modal (*un enseignant doit…*), the future or
    the conditional (*un lecteur avisé notera*), or a condition (*si un client se plaint*). The present
    of a concrete action (*un ouvrier grimpe à une échelle*) and past events name one person."""
    words = [verb, *(c for c in verb.children if c.dep_.startswith("aux"))]
    if any(w.lemma_ in MODALS or "Fut" in w.morph.get("Tense") or "Cnd" in w.morph.get("Mood") for w in words):
        return True
    return any(c.dep_ == "mark" and c.lower_ in _CONDITIONS for c in verb.children)


#: Frequent passé simple forms (3rd person singular) that no present tense shares (*dit*, *finit* do).
_PASSE_SIMPLE = frozenset({"fut", "eut", "fit", "prit", "mit", "vint", "tint", "put", "dut", "sut", "voulut",
                           "partit", "sortit", "reprit", "comprit", "apprit", "devint", "revint", "parvint",
                           "répondit", "rendit", "entendit", "attendit", "descendit", "reconnut", "parut",
                           "crut", "connut", "reçut", "courut", "mourut", "vécut", "naquit", "ouvrit", "offrit",
                           "suivit", "sentit", "servit", "dormit", "assit", "tut", "écrivit"})


#: Presents in -ait (the -fait compounds aside): *sait*, *plaît*, *extrait*.
_PRESENT_AIT = frozenset({"sait", "plait", "plaît", "tait", "trait", "extrait", "distrait", "soustrait", "abstrait"})


def _imparfait(word: str, lem: str) -> bool:
    """``word`` (lower case, lemma ``lem``) is an imparfait in -ait (*disait*, *était*, *découvrait*), not a
    conditional (*prendrait*, *serait*, *viendrait*: the future stem, an infinitive or -rr-/-dr-/-vr-) nor a
    present (*fait*, *sait*, *plaît*)."""
    if len(word) <= 4 or not word.endswith("ait") or word.endswith("fait") or word in _PRESENT_AIT:
        return False
    stem = word[:-3]
    if lem[-2:] in ("er", "ir") and stem == lem[:-2]:
        return True  # montrait, découvrait, courait
    return not (stem.endswith("r") and (stem in (lem, lem[:-1]) or stem.endswith(("rr", "dr", "vr"))
                                        or stem in ("ser", "aur", "fer", "ir", "saur")))


def told_verb(word: str) -> bool:
    """``word`` is a verb of a story told in the past: an imparfait (:func:`_imparfait`), a passé simple of
    the -er verbs (*remercia*: the lexicon's lemma *remercier*) or a frequent irregular one
    (:data:`_PASSE_SIMPLE`). Read off the word: the small tagger calls *prendrait* an imparfait and
    *remercia* a subjunctive."""
    w = word.lower()
    lem = lemma(w)
    if _imparfait(w, lem):
        return True
    if lem.endswith("er") and lem != w and w in (lem[:-2] + "a", lem[:-3] + "ça", lem[:-2] + "ea"):
        return True  # regarda, commença, mangea
    return w in _PASSE_SIMPLE
