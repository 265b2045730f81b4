"""``--referents generic`` on running text (issue 41): a pronoun is rewritten only when its antecedent is
shown to be generic; gendered nouns only in generic use; pair forms become one *they*; upper case changes
nothing. Sentences written for these tests (not taken from the dev set); each row is its own document."""

from __future__ import annotations

import pytest

from fairwrite.en.forward import make_rewriter
from fairwrite.registry import get_rewriter

SAME = None  # the output is the source

GENERIC = [
    # --- quantified noun phrases and indefinite pronouns bind the pronouns of their clause ------------
    ("Every pilot checks his instruments before take-off.", "Every pilot checks their instruments before take-off."),
    ("No applicant may withdraw his application after May.", "No applicant may withdraw their application after May."),
    ("Any member who loses her card pays a fee.", "Any member who loses their card pays a fee."),
    ("A given patient may refuse his treatment.", "A given patient may refuse their treatment."),
    ("Somebody forgot his scarf on the train.", "Somebody forgot their scarf on the train."),
    ("Nobody in his right mind sells now.", "Nobody in their right mind sells now."),
    ("Anyone can join if he pays the fee.", "Anyone can join if they pay the fee."),
    ("Don't interrupt anybody while he is speaking.", "Don't interrupt anybody while they are speaking."),
    ("Whoever wins the draw keeps the cup for himself.", "Whoever wins the draw keeps the cup for themself."),
    ("Each of us carries his own bag.", "Each of us carries their own bag."),
    ("She told every runner that he was ready.", "She told every runner that they were ready."),
    # --- role nouns in generic statements: conditions, rules, habits, instructions ---------------------
    ("If a tenant leaves early, he loses the deposit.", "If a tenant leaves early, they lose the deposit."),
    ("If a stranger knocked, I would not let him in.", "If a stranger knocked, I would not let them in."),
    ("When a cyclist brakes hard, she may fall.", "When a cyclist brakes hard, they may fall."),
    ("A lawyer must keep her client's secrets.", "A lawyer must keep their client's secrets."),
    ("The buyer shall pay his invoice within 30 days.", "The buyer shall pay their invoice within 30 days."),
    ("A good cook always tastes his food.", "A good cook always tastes their food."),
    ("A bus driver waves his hand at the camera.", SAME),  # a caption: a scene, not a habit
    ("Call a plumber and ask him for a quote.", "Call a plumber and ask them for a quote."),
    ("The average commuter spends his mornings on a train.", "The average commuter spends their mornings on a train."),
    # --- pair forms: one *they*, agreement done -----------------------------------------------------------
    ("Each guest signs his or her name.", "Each guest signs their name."),
    ("Please attach his/her CV.", "Please attach their CV."),
    ("If a pupil is ill, she or he has to stay home.", "If a pupil is ill, they have to stay home."),
    ("The winner knows he or she's been chosen.", "The winner knows they've been chosen."),
    ("Every voter must prove himself or herself eligible.", "Every voter must prove themself eligible."),
    ("Once a child wakes up, he or she washes and dresses.", "Once a child wakes up, they wash and dress."),
    ("If a member applies, he re-sits the test.", "If a member applies, they re-sit the test."),
    ("Take whatever it is he or she wants.", "Take whatever it is they want."),
    # every spelling of the pair in licences and forms (issue 41, round 6): a glued clitic agrees, the
    # hyphenated reflexive is one word
    ("If (s)he's late, the session is cancelled.", "If they're late, the session is cancelled."),
    ("If (s)he's been told, fine.", "If they've been told, fine."),
    ("The user must protect him- or herself against fraud.", "The user must protect themself against fraud."),
    ("Each child must dress her- or himself.", "Each child must dress themself."),
    ("The book is hers/his to keep.", "The book is theirs to keep."),
    ("If he/she doesn't pay, the contract ends.", "If they don't pay, the contract ends."),
    ("If a driver is tired, he's a danger to others.", "If a driver is tired, they're a danger to others."),
    ("If a driver is tired, he's already driven too long.", "If a driver is tired, they've already driven too long."),
    # the parties of legal text are person nouns (issue 41, round 6): *testator, minor, purchaser, holder …*
    ("The testator may change his will as often as he likes.", "The testator may change their will as often as they like."),
    ("A minor cannot sign a lease without his guardian's consent.", "A minor cannot sign a lease without their guardian's consent."),
    ("If the purchaser pays late, he loses the discount.", "If the purchaser pays late, they lose the discount."),
    ("The record holder said he would try again next year.", SAME),
    # *carry/take/bring … with him*: the subject's own company, no object of someone else
    ("The holder shall carry the card with him while he is on duty.",
     "The holder shall carry the card with them while they are on duty."),
    ("The policeman took the boy with him.", SAME),
    ("The plaintiff told the court that she had been misled.", SAME),
    # a capitalised party of an instrument (*shall*, *this Agreement*) is a defined role, not a name; every
    # party of a *shall* rule is one; the statement test still decides (a judgment's applicant is specific)
    ("The Tenant shall repair any damage caused by his guests.", "The Tenant shall repair any damage caused by their guests."),
    ("The Company shall pay the Consultant within 30 days of receiving his invoice.",
     "The Company shall pay the Consultant within 30 days of receiving their invoice."),
    ("If the Borrower breaches this Agreement, his loan becomes due at once.",
     "If the Borrower breaches this Agreement, their loan becomes due at once."),
    ("The Applicant told the Court that he had been beaten.", SAME),
    ("The Court found that the Applicant had not received his salary under the Directive.", SAME),
    ("The Chairman shall convene the meeting, and he shall set its agenda.", SAME),  # a gendered title stays
    # *where* opening a condition of a rule (legal drafting), not a place
    ("Where a tenant leaves early, he loses the deposit.", "Where a tenant leaves early, they lose the deposit."),
    ("Where a guard stood, he left his rifle.", SAME),
    # the clause a relative clause hangs on is not the noun's own: *I know* says nothing of the barman's habits
    ("I know the bar where a barman keeps his keys under the till.", SAME),
    # --- gendered nouns in generic use ----------------------------------------------------------------
    ("Every salesman needs a car.", "Every salesperson needs a car."),
    ("A fireman must pass a fitness test.", "A firefighter must pass a fitness test."),
    ("Businessmen want lower taxes.", "Business people want lower taxes."),
    ("It was a giant leap for mankind.", "It was a giant leap for humankind."),
    # --- specific people: narrative singulars and groups, people named, reports ----------------------
    ("The plumber came on Monday and he fixed the sink.", SAME),
    ("A neighbour told me he had seen the fox.", SAME),
    ("My cousin is a fireman and he works nights.", SAME),
    ("The waitress smiled when she brought the bill.", SAME),
    ("The firemen carried the dog out of the flat.", SAME),
    ("A salesman knocked at the door yesterday.", SAME),
    ("The new teacher, Ann Lowe, said she would stay.", SAME),
    ('"Everyone here works hard," he said.', SAME),
    ("Everybody thinks that he will win the race.", SAME),
    ("Nobody called her, and nobody wrote to her.", SAME),
    ("No one could sing as she could.", SAME),
    ("To everyone's surprise he came back.", SAME),
    ("He gave every guest a glass and then he sat down.", SAME),
    ("Lena kept every visitor away from her desk.", SAME),  # the named subject is the likelier *her*
    ("Tom told me not to call anyone before he left.", SAME),
    ("Every man did his duty.", SAME),  # *man* states the gender
    ("America must keep her promises.", SAME),  # a country
    # --- fresh read of corpora/text (issue 41, round 5): incomplete evidence keeps the text ---------------
    # a lone *her* bound in a story is someone specific or a group the pronoun states is women
    ("Everybody felt the allusion to her departure, and to her hapless orphan state.", SAME),  # eltec_novels
    ("Each pupil took her seat when the bell rang.", SAME),
    ("Everyone should bring her own laptop.", "Everyone should bring their own laptop."),  # a rule: generic
    # the subject of a relative clause is not the noun it describes (the relative pronoun has another role)
    ("Any person to whom he took a liking had to listen to him for hours.", SAME),
    ("Anyone he meets gets a smile.", SAME),
    ("Everyone who knows his trade will find work.", "Everyone who knows their trade will find work."),
    # a group in a participle clause of a story, or counted by a definite number: people the text points at
    ("The attorneys representing the former policemen were in court.", SAME),
    ("The six policemen now on trial deny the charges.", SAME),
    ("Policemen must carry a badge.", "Police officers must carry a badge."),
    # a scene or an event now: a definite or counted group in the present, a group doing something now or
    # just done (issue 41, round 6); a habit, a rule or a whole trade is no scene
    ("The firemen are still at the scene.", SAME),
    ("Two policemen are being treated in hospital.", SAME),
    ("The fishermen who were rescued are now recovering.", SAME),
    ("Workmen have begun repairing the bridge.", SAME),
    ("Firemen are fighting the blaze.", SAME),
    ("Businessmen have always complained about taxes.", "Business people have always complained about taxes."),
    ("Two policemen must be present at every arrest.", "Two police officers must be present at every arrest."),
    ("Some firemen have blocked off the street, and people watch behind the tape.", SAME),  # multi30k
    ("Its spokesmen insist that there has not been time enough to institute reforms.", SAME),  # brown: a report
    # *each* in a story ranges over a group the story has in view, whose gender *his* states (issue 41, round 6)
    ("Each victim was identified by his family, police said.", SAME),  # news
    ("The manager said each player knew his role, and the team played well.", SAME),  # an interview
    ("Each pupil took his seat when the bell rang.", SAME),
    ("Nobody raised his hand.", "Nobody raised their hand."),  # no one the story points at
    ("Each applicant must sign his form.", "Each applicant must sign their form."),  # a rule
    # a transcript (*Q:*, *THE COURT:*): a definite or *your* singular is someone in the room, even under a modal;
    # an indefinite there can still be generic (issue 41, round 6)
    ("THE COURT: The defendant will stay in custody until his trial.", SAME),
    ("THE COURT: Your client may sit down while he waits.", SAME),
    ("MS. GRAY: The witness must answer, whether he likes it or not.", SAME),
    ("Q: What should a driver do when his brakes fail?", "Q: What should a driver do when their brakes fail?"),
    # news of one person: *the* noun under *will* (not in an instrument, not a habit), a *the* noun whose
    # relative clause tells what it did, a *the* noun in the complement of a past report; a past relative
    # clause says who, not which kind
    ("The chairman of the committee will present his report to Parliament.", SAME),
    ("The policeman who arrested him will give evidence.", SAME),
    ("Officers said the driver can expect to lose his licence.", SAME),
    ("A fireman who was injured in the blaze is in a stable condition.", SAME),
    ("\"The reader will find his own way through the book,\" the author said.",
     "\"The reader will find their own way through the book,\" the author said."),  # anyone who reads it
    ("The customer will usually pay his bill at the end of the month.",
     "The customer will usually pay their bill at the end of the month."),
    ("Generally, your employee will greatly appreciate benefits that protect him during his working life or during "
     "retirement.", "Generally, your employee will greatly appreciate benefits that protect them during their working "
     "life or during retirement."),  # brown
    # a clause dated to one time reports an event (*next week*, *on Friday*, *tomorrow*), not a rule
    ("The minister will decide on Friday whether the applicant can keep his licence.", SAME),
    ("The player can return to training next week, when his ankle has healed.", SAME),
    ("The applicant can appeal if his claim is refused.", "The applicant can appeal if their claim is refused."),
    ("One thousand dollars invested in salvaging an unemployable youth today can return $40,000 or more in his lifetime.",
     "One thousand dollars invested in salvaging an unemployable youth today can return $40,000 or more in their "
     "lifetime."),  # state_union: *today* is often *nowadays*, no date
    # a pronoun in the phrase that says whom a quantifier ranges over or leaves out names someone else
    ("Katie Scarlett, or Scarlett as everyone but her father calls her (she is named for his mother, chapter 2, "
     "Gone With the Wind), is an atypical protagonist, especially as a female romantic lead in fiction.", SAME),  # wikisplit
    ("Everyone except his brother came to the wedding.", SAME),
    ("No one in his family had gone to college before him.", SAME),  # *in his right mind* is the idiom
    ("Anyone in his position would have done the same.", SAME),
    # *every* restricted by a definite group in a story ranges over that group, like *each*
    ("Every member of the band contributed his own songs to the album.", SAME),
    ("Every member of the club must pay his dues.", "Every member of the club must pay their dues."),  # a rule
    # an object *her* the tagger read as a possessive of the next verb: the sentence's pronouns are unclear
    ("Everyone who met her remembers her laugh.", SAME),
    ("No one among his friends could help him.", SAME),
    # *forefathers* who did one thing in the past are the men who did it (the framers); the faith of our
    # forefathers is everyone's before us
    ("Our forefathers were deeply impressed with the delicacy of this subject, and they treated it with a "
     "forbearance so evidently wise.", SAME),  # inaugural
    ("Upon the same principle that they would refuse to form a perpetual union with Texas because of her local "
     "institutions our forefathers would have been prevented from forming our present Union.", SAME),  # inaugural
    ("When our forefathers prepared the immortal document that proclaimed our independence, they asserted that "
     "every individual is endowed by his Creator with certain inalienable rights.",
     "When our forefathers prepared the immortal document that proclaimed our independence, they asserted that "
     "every individual is endowed by their Creator with certain inalienable rights."),  # state_union
    ("We must keep the faith of our forefathers.", "We must keep the faith of our ancestors."),
    # a thing English calls *she* between a generic antecedent and a *her* is the likelier referent
    ("No believer in an inspired church could tolerate having her canons examined.", SAME),  # brown
    ("Every sailor who loves a ship keeps her clean.", SAME),
    ("Every nurse must wash her hands.", "Every nurse must wash their hands."),
    # a predicate of the pronoun itself is no antecedent of it (*as a child she*: the child is she)
    ("As a child she preferred not to play with other children.", SAME),
    ("As a believer in the divinity of that life, he could not understand how it had been let drop.", SAME),
    # the syntax rules the noun out: the subject of its own relative clause, a possessive in its *of* phrase
    ("A man is waiting to catch a child that he has thrown into the air.", SAME),
    ("Then the author of his being must be Wilkie Collins.", SAME),
    # no rule, no condition: a guess about the past, a manner clause, a scene someone is in
    ("The lecturer must have been hard to please, if he did not admit that his expectations were met.", SAME),
    ("It looks as though a soldier is sleeping in a car on his way home.", SAME),  # multi30k
    ("Somebody was sitting in the room, beating his hands against a book.", SAME),  # masc
    # an object (or the subject of a verb's object clause) is not bound by the quantifier: *help him carry*
    ("Every officer was ready and willing to help him carry it.", SAME),
    ('He may conclude that "everybody" is probably not the true target of her resentment.', SAME),  # quoted
    # a reflexive subject of a small clause takes the subject above (*consider himself bound*)
    ("A person elected to that office, having his constituents everywhere, must consider himself bound by it.",
     "A person elected to that office, having their constituents everywhere, must consider themself bound by it."),
    # a *she* the sentence already keeps for someone specific is no one else because a generic noun is nearer
    ("The grower hopes the prize will help her to produce a guide, but she admits she is amazed.", SAME),
    # a noun with a *who* clause is a person even outside the lexicon (*the tinker*): no quantifier skips it
    ("No one had come so early, except the tinker, who was busy quarrelling with his wife.", SAME),
    # generic-*man* nouns said of someone, or modifying the people named: kept; *the man in the street* only
    ("Laura Dobson, a freshman at the university, had Mrs. Yeargin in class.", SAME),  # ptb_wsj
    ("One of the freshmen Members of Congress will deliver the message.", SAME),
    ("A man in the street staring at a cart.", SAME),  # multi30k: a caption
    ("The man in the street pays the bill.", "The person in the street pays the bill."),
    ("The layman cannot judge this.", "The layperson cannot judge this."),
    # a plural the table writes with -s takes the plural possessive
    ("The law covers workmen's compensation.", "The law covers workers' compensation."),
    # a gendered noun coordinated with its neutral form or its counterpart: the pair names everyone
    ("The prize is open to authors and authoresses who write in Spanish.", SAME),  # wikisplit
    ("Actors and actresses must register by May.", SAME),
    ("Policemen and policewomen must carry a badge.", SAME),
    # a title said of the pronoun later names the person (*he will bear as our President*)
    ("I hope every Member will remember that the burdens he will bear as our President, will be borne for all of us.",
     SAME),  # state_union
    ("Every member knows that the burdens he will bear are heavy.", "Every member knows that the burdens they will bear are heavy."),
]


@pytest.fixture(scope="module")
def rewriter():
    return make_rewriter()


@pytest.mark.parametrize(("source", "expected"), GENERIC, ids=[row[0][:40] for row in GENERIC])
def test_generic_only(rewriter, source, expected):
    assert rewriter.rewrite_one(source) == (source if expected is SAME else expected)


#: Upper case must not change what is rewritten (issue 46, English part): named people in capitals stay.
CASED = [
    "I LIKED PICASSO MORE WHEN HE PAINTED BLUE.",
    "EVERY PILOT CHECKS HIS INSTRUMENTS.",
    "IF A TENANT LEAVES EARLY, HE LOSES THE DEPOSIT.",
    "THE PLUMBER CAME AND HE FIXED THE SINK.",
    "EACH GUEST SIGNS HIS OR HER NAME.",
    "MY COUSIN IS A FIREMAN AND HE WORKS NIGHTS.",
    "EVERY SALESMAN NEEDS A CAR.",
]


@pytest.mark.parametrize("shouted", CASED)
def test_case_does_not_change_what_is_rewritten(rewriter, shouted):
    """The upper-case line comes back as the upper-cased rewrite of its ordinary-case version."""
    ordinary = shouted[0] + shouted[1:].lower()
    ordinary = ordinary.replace(" i ", " I ").replace("picasso", "Picasso")
    assert rewriter.rewrite_one(shouted) == rewriter.rewrite_one(ordinary).upper()


def test_a_named_person_in_capitals_stays(rewriter):
    assert rewriter.rewrite_one("I LIKED PICASSO MORE WHEN HE PAINTED BLUE.") == (
        "I LIKED PICASSO MORE WHEN HE PAINTED BLUE."
    )


def test_context_zero_makes_each_line_its_own_document():
    """``context=0``: a list of independent sentences; the default reads the previous lines."""
    lines = ["Ask a nurse.", "She knows where the keys are."]
    assert list(get_rewriter("en").rewrite(lines)) == ["Ask a nurse.", "They know where the keys are."]
    assert list(get_rewriter("en", context=0).rewrite(lines)) == lines
    far = ["Ask a nurse.", "Then wait.", "She knows where the keys are."]
    assert list(get_rewriter("en", context=1).rewrite(far)) == far
    assert list(get_rewriter("en", context=2).rewrite(far))[-1] == "They know where the keys are."
