"""fairwrite code used by the gender_fair_match_accuracy metric, inlined so that the Space needs no fairwrite install.

Generated from the fairwrite package by `fairwrite publish metric` (fairwrite.hub.spaces); do not
edit: change fairwrite and publish again.
"""

# generated: do not edit
# ruff: noqa
from __future__ import annotations


from collections.abc import Callable
from collections.abc import Iterable
from collections.abc import Iterator
from collections.abc import Mapping
from collections.abc import Sequence
from dataclasses import dataclass
from dataclasses import field
from dataclasses import replace
from functools import cached_property
from functools import lru_cache
from pathlib import Path
from typing import Any
import csv
import gzip
import hashlib
import json
import os
import re
import unicodedata


class _EmbeddedFile:
    """A package data file embedded in this module (what ``importlib.resources`` would have read)."""

    def __init__(self, name: str, text: str) -> None:
        self.name, self.text = name, text

    def joinpath(self, *parts: str) -> "_EmbeddedFile":
        name = "/".join((self.name, *parts))
        return _EmbeddedFile(name, _EMBEDDED.get(name, ""))

    def read_text(self, encoding: str = "utf-8") -> str:
        if self.name not in _EMBEDDED:
            raise FileNotFoundError(self.name)
        return self.text

    def __str__(self) -> str:
        return self.name


class resources:  # noqa: N801 - replaces the module of that name
    @staticmethod
    def files(package: str) -> _EmbeddedFile:
        return _EmbeddedFile(package, "")


_EMBEDDED = {'fairwrite.de/data/neutral_terminology.tsv': "# fairwrite open terminology for gender-neutral German (Hauser 2023 format, extended).\n# Written by the fairwrite team; noun forms checked against german-nouns (Wiktionary, CC BY-SA 4.0).\n# Sources of the rows: the team's own, built with the kinds of neutral terms of Hauser 2023 §3.1.1.1\n# (participle, -kraft, -person, adjective + Person/Fachkraft, collective); the block 'common person nouns'\n# at the end (2026-11) was added the same way for nouns frequent in /work/shared/corpora/text/de that had\n# no neutral term. No row comes from geschicktgendern (CC BY-NC-SA 4.0): it is used only to evaluate.\n# Licence: CC BY-SA 4.0. One row = one gendered <-> gender-neutral correspondence; the same gendered\n# term may appear in several rows (many-to-many). Columns:\n#   masc_sg masc_pl fem_sg fem_pl   gendered terms, nominative (empty = no such form)\n#   neutral_sg                      neutral term for a singular referent (nominative singular)\n#   neutral_pl                      neutral term for a plural referent (nominative plural, or a collective)\n#   neutral_sg_genus                f / m / n of neutral_sg\n#   neutral_pl_genus                pl for a true plural; f / m / n when neutral_pl is a singular collective\n#   adjectival                      fields whose term declines like an adjective (der Studierende / die Studierenden)\n#   kind                            participle, adjectival, kraft, person, leitung, collective, plural, noun, phrase\n#   lexical                         yes: the gendered terms carry lexical gender (Vater/Mutter); kept with referents=generic\nmasc_sg\tmasc_pl\tfem_sg\tfem_pl\tneutral_sg\tneutral_pl\tneutral_sg_genus\tneutral_pl_genus\tadjectival\tkind\tlexical\nStudent\tStudenten\tStudentin\tStudentinnen\t\tStudierende\t\tpl\tneutral_pl\tparticiple\nStudent\tStudenten\tStudentin\tStudentinnen\tstudierende Person\tstudierende Personen\tf\tpl\t\tphrase\nStudent\tStudenten\tStudentin\tStudentinnen\t\tStudierendenschaft\t\tf\t\tcollective\nDozent\tDozenten\tDozentin\tDozentinnen\t\tDozierende\t\tpl\tneutral_pl\tparticiple\nDozent\tDozenten\tDozentin\tDozentinnen\tLehrkraft\tLehrkräfte\tf\tpl\t\tkraft\nDozent\tDozenten\tDozentin\tDozentinnen\tLehrperson\tLehrpersonen\tf\tpl\t\tperson\nLehrer\tLehrer\tLehrerin\tLehrerinnen\tLehrkraft\tLehrkräfte\tf\tpl\t\tkraft\nLehrer\tLehrer\tLehrerin\tLehrerinnen\tLehrperson\tLehrpersonen\tf\tpl\t\tperson\nLehrer\tLehrer\tLehrerin\tLehrerinnen\t\tLehrende\t\tpl\tneutral_pl\tparticiple\nLehrer\tLehrer\tLehrerin\tLehrerinnen\t\tLehrerschaft\t\tf\t\tcollective\nLehrer\tLehrer\tLehrerin\tLehrerinnen\t\tLehrpersonal\t\tn\t\tcollective\nLehrer\tLehrer\tLehrerin\tLehrerinnen\t\tKollegium\t\tn\t\tcollective\nLehrer\tLehrer\tLehrerin\tLehrerinnen\t\tLehrkörper\t\tm\t\tcollective\nMitarbeiter\tMitarbeiter\tMitarbeiterin\tMitarbeiterinnen\t\tMitarbeitende\t\tpl\tneutral_pl\tparticiple\nMitarbeiter\tMitarbeiter\tMitarbeiterin\tMitarbeiterinnen\tTeammitglied\tTeammitglieder\tn\tpl\t\tnoun\nMitarbeiter\tMitarbeiter\tMitarbeiterin\tMitarbeiterinnen\tmitarbeitende Person\tmitarbeitende Personen\tf\tpl\t\tphrase\nMitarbeiter\tMitarbeiter\tMitarbeiterin\tMitarbeiterinnen\t\tBelegschaft\t\tf\t\tcollective\nMitarbeiter\tMitarbeiter\tMitarbeiterin\tMitarbeiterinnen\t\tPersonal\t\tn\t\tcollective\nMitarbeiter\tMitarbeiter\tMitarbeiterin\tMitarbeiterinnen\t\tTeam\t\tn\t\tcollective\nTeilnehmer\tTeilnehmer\tTeilnehmerin\tTeilnehmerinnen\t\tTeilnehmende\t\tpl\tneutral_pl\tparticiple\nTeilnehmer\tTeilnehmer\tTeilnehmerin\tTeilnehmerinnen\tteilnehmende Person\tteilnehmende Personen\tf\tpl\t\tphrase\nForscher\tForscher\tForscherin\tForscherinnen\t\tForschende\t\tpl\tneutral_pl\tparticiple\nForscher\tForscher\tForscherin\tForscherinnen\tforschende Person\tforschende Personen\tf\tpl\t\tphrase\nWissenschaftler\tWissenschaftler\tWissenschaftlerin\tWissenschaftlerinnen\t\tForschende\t\tpl\tneutral_pl\tparticiple\nWissenschaftler\tWissenschaftler\tWissenschaftlerin\tWissenschaftlerinnen\tFachperson\tFachpersonen\tf\tpl\t\tperson\nLeser\tLeser\tLeserin\tLeserinnen\t\tLesende\t\tpl\tneutral_pl\tparticiple\nLeser\tLeser\tLeserin\tLeserinnen\t\tLeserschaft\t\tf\t\tcollective\nLeser\tLeser\tLeserin\tLeserinnen\tlesende Person\tlesende Personen\tf\tpl\t\tphrase\nZuhörer\tZuhörer\tZuhörerin\tZuhörerinnen\t\tZuhörende\t\tpl\tneutral_pl\tparticiple\nZuhörer\tZuhörer\tZuhörerin\tZuhörerinnen\t\tZuhörerschaft\t\tf\t\tcollective\nZuhörer\tZuhörer\tZuhörerin\tZuhörerinnen\t\tPublikum\t\tn\t\tcollective\nZuhörer\tZuhörer\tZuhörerin\tZuhörerinnen\tzuhörende Person\tzuhörende Personen\tf\tpl\t\tphrase\nHörer\tHörer\tHörerin\tHörerinnen\t\tHörende\t\tpl\tneutral_pl\tparticiple\nHörer\tHörer\tHörerin\tHörerinnen\t\tHörerschaft\t\tf\t\tcollective\nHörer\tHörer\tHörerin\tHörerinnen\thörende Person\thörende Personen\tf\tpl\t\tphrase\nZuschauer\tZuschauer\tZuschauerin\tZuschauerinnen\t\tZuschauende\t\tpl\tneutral_pl\tparticiple\nZuschauer\tZuschauer\tZuschauerin\tZuschauerinnen\t\tPublikum\t\tn\t\tcollective\nZuschauer\tZuschauer\tZuschauerin\tZuschauerinnen\tzuschauende Person\tzuschauende Personen\tf\tpl\t\tphrase\nBesucher\tBesucher\tBesucherin\tBesucherinnen\t\tBesuchende\t\tpl\tneutral_pl\tparticiple\nBesucher\tBesucher\tBesucherin\tBesucherinnen\t\tPublikum\t\tn\t\tcollective\nBesucher\tBesucher\tBesucherin\tBesucherinnen\tbesuchende Person\tbesuchende Personen\tf\tpl\t\tphrase\nNutzer\tNutzer\tNutzerin\tNutzerinnen\t\tNutzende\t\tpl\tneutral_pl\tparticiple\nNutzer\tNutzer\tNutzerin\tNutzerinnen\tnutzende Person\tnutzende Personen\tf\tpl\t\tphrase\nBenutzer\tBenutzer\tBenutzerin\tBenutzerinnen\t\tBenutzende\t\tpl\tneutral_pl\tparticiple\nBenutzer\tBenutzer\tBenutzerin\tBenutzerinnen\tbenutzende Person\tbenutzende Personen\tf\tpl\t\tphrase\nAnwender\tAnwender\tAnwenderin\tAnwenderinnen\t\tAnwendende\t\tpl\tneutral_pl\tparticiple\nAnwender\tAnwender\tAnwenderin\tAnwenderinnen\tanwendende Person\tanwendende Personen\tf\tpl\t\tphrase\nArbeitnehmer\tArbeitnehmer\tArbeitnehmerin\tArbeitnehmerinnen\t\tArbeitnehmende\t\tpl\tneutral_pl\tparticiple\nArbeitnehmer\tArbeitnehmer\tArbeitnehmerin\tArbeitnehmerinnen\t\tArbeitnehmerschaft\t\tf\t\tcollective\nArbeitnehmer\tArbeitnehmer\tArbeitnehmerin\tArbeitnehmerinnen\t\tBelegschaft\t\tf\t\tcollective\nArbeitnehmer\tArbeitnehmer\tArbeitnehmerin\tArbeitnehmerinnen\tarbeitnehmende Person\tarbeitnehmende Personen\tf\tpl\t\tphrase\nArbeitgeber\tArbeitgeber\tArbeitgeberin\tArbeitgeberinnen\t\tArbeitgebende\t\tpl\tneutral_pl\tparticiple\nArbeitgeber\tArbeitgeber\tArbeitgeberin\tArbeitgeberinnen\tarbeitgebende Person\tarbeitgebende Personen\tf\tpl\t\tphrase\nAntragsteller\tAntragsteller\tAntragstellerin\tAntragstellerinnen\t\tAntragstellende\t\tpl\tneutral_pl\tparticiple\nAntragsteller\tAntragsteller\tAntragstellerin\tAntragstellerinnen\tantragstellende Person\tantragstellende Personen\tf\tpl\t\tphrase\nBewerber\tBewerber\tBewerberin\tBewerberinnen\t\tBewerbende\t\tpl\tneutral_pl\tparticiple\nBewerber\tBewerber\tBewerberin\tBewerberinnen\tbewerbende Person\tbewerbende Personen\tf\tpl\t\tphrase\nVerfasser\tVerfasser\tVerfasserin\tVerfasserinnen\t\tVerfassende\t\tpl\tneutral_pl\tparticiple\nVerfasser\tVerfasser\tVerfasserin\tVerfasserinnen\tverfassende Person\tverfassende Personen\tf\tpl\t\tphrase\nHerausgeber\tHerausgeber\tHerausgeberin\tHerausgeberinnen\t\tHerausgebende\t\tpl\tneutral_pl\tparticiple\nHerausgeber\tHerausgeber\tHerausgeberin\tHerausgeberinnen\t\tHerausgeberschaft\t\tf\t\tcollective\nHerausgeber\tHerausgeber\tHerausgeberin\tHerausgeberinnen\therausgebende Person\therausgebende Personen\tf\tpl\t\tphrase\nAbsolvent\tAbsolventen\tAbsolventin\tAbsolventinnen\t\tAbsolvierende\t\tpl\tneutral_pl\tparticiple\nAbsolvent\tAbsolventen\tAbsolventin\tAbsolventinnen\tabsolvierende Person\tabsolvierende Personen\tf\tpl\t\tphrase\nAbonnent\tAbonnenten\tAbonnentin\tAbonnentinnen\t\tAbonnierende\t\tpl\tneutral_pl\tparticiple\nAbonnent\tAbonnenten\tAbonnentin\tAbonnentinnen\tabonnierende Person\tabonnierende Personen\tf\tpl\t\tphrase\nSpender\tSpender\tSpenderin\tSpenderinnen\t\tSpendende\t\tpl\tneutral_pl\tparticiple\nSpender\tSpender\tSpenderin\tSpenderinnen\tspendende Person\tspendende Personen\tf\tpl\t\tphrase\nHelfer\tHelfer\tHelferin\tHelferinnen\t\tHelfende\t\tpl\tneutral_pl\tparticiple\nHelfer\tHelfer\tHelferin\tHelferinnen\tHilfskraft\tHilfskräfte\tf\tpl\t\tkraft\nUnterstützer\tUnterstützer\tUnterstützerin\tUnterstützerinnen\t\tUnterstützende\t\tpl\tneutral_pl\tparticiple\nUnterstützer\tUnterstützer\tUnterstützerin\tUnterstützerinnen\tunterstützende Person\tunterstützende Personen\tf\tpl\t\tphrase\nBetreuer\tBetreuer\tBetreuerin\tBetreuerinnen\t\tBetreuende\t\tpl\tneutral_pl\tparticiple\nBetreuer\tBetreuer\tBetreuerin\tBetreuerinnen\tBetreuungsperson\tBetreuungspersonen\tf\tpl\t\tperson\nBetreuer\tBetreuer\tBetreuerin\tBetreuerinnen\tBetreuung\t\tf\t\t\tnoun\nErzieher\tErzieher\tErzieherin\tErzieherinnen\tErziehungsperson\tErziehungspersonen\tf\tpl\t\tperson\nErzieher\tErzieher\tErzieherin\tErzieherinnen\tpädagogische Fachkraft\tpädagogische Fachkräfte\tf\tpl\t\tphrase\nRadfahrer\tRadfahrer\tRadfahrerin\tRadfahrerinnen\t\tRadfahrende\t\tpl\tneutral_pl\tparticiple\nRadfahrer\tRadfahrer\tRadfahrerin\tRadfahrerinnen\tradfahrende Person\tradfahrende Personen\tf\tpl\t\tphrase\nAutofahrer\tAutofahrer\tAutofahrerin\tAutofahrerinnen\t\tAutofahrende\t\tpl\tneutral_pl\tparticiple\nAutofahrer\tAutofahrer\tAutofahrerin\tAutofahrerinnen\tautofahrende Person\tautofahrende Personen\tf\tpl\t\tphrase\nRaucher\tRaucher\tRaucherin\tRaucherinnen\t\tRauchende\t\tpl\tneutral_pl\tparticiple\nRaucher\tRaucher\tRaucherin\tRaucherinnen\trauchende Person\trauchende Personen\tf\tpl\t\tphrase\nNichtraucher\tNichtraucher\tNichtraucherin\tNichtraucherinnen\t\tNichtrauchende\t\tpl\tneutral_pl\tparticiple\nNichtraucher\tNichtraucher\tNichtraucherin\tNichtraucherinnen\tnichtrauchende Person\tnichtrauchende Personen\tf\tpl\t\tphrase\nWähler\tWähler\tWählerin\tWählerinnen\t\tWählende\t\tpl\tneutral_pl\tparticiple\nWähler\tWähler\tWählerin\tWählerinnen\t\tWählerschaft\t\tf\t\tcollective\nWähler\tWähler\tWählerin\tWählerinnen\twählende Person\twählende Personen\tf\tpl\t\tphrase\nSteuerzahler\tSteuerzahler\tSteuerzahlerin\tSteuerzahlerinnen\t\tSteuerzahlende\t\tpl\tneutral_pl\tparticiple\nSteuerzahler\tSteuerzahler\tSteuerzahlerin\tSteuerzahlerinnen\tsteuerzahlende Person\tsteuerzahlende Personen\tf\tpl\t\tphrase\nAnwohner\tAnwohner\tAnwohnerin\tAnwohnerinnen\t\tAnwohnende\t\tpl\tneutral_pl\tparticiple\nAnwohner\tAnwohner\tAnwohnerin\tAnwohnerinnen\tanwohnende Person\tanwohnende Personen\tf\tpl\t\tphrase\nBewohner\tBewohner\tBewohnerin\tBewohnerinnen\t\tBewohnende\t\tpl\tneutral_pl\tparticiple\nBewohner\tBewohner\tBewohnerin\tBewohnerinnen\tbewohnende Person\tbewohnende Personen\tf\tpl\t\tphrase\nEinwohner\tEinwohner\tEinwohnerin\tEinwohnerinnen\t\tEinwohnende\t\tpl\tneutral_pl\tparticiple\nEinwohner\tEinwohner\tEinwohnerin\tEinwohnerinnen\t\tEinwohnerschaft\t\tf\t\tcollective\nEinwohner\tEinwohner\tEinwohnerin\tEinwohnerinnen\t\tBevölkerung\t\tf\t\tcollective\nEinwohner\tEinwohner\tEinwohnerin\tEinwohnerinnen\teinwohnende Person\teinwohnende Personen\tf\tpl\t\tphrase\nBürger\tBürger\tBürgerin\tBürgerinnen\t\tBürgerschaft\t\tf\t\tcollective\nBürger\tBürger\tBürgerin\tBürgerinnen\t\tBevölkerung\t\tf\t\tcollective\nSprecher\tSprecher\tSprecherin\tSprecherinnen\t\tSprechende\t\tpl\tneutral_pl\tparticiple\nSprecher\tSprecher\tSprecherin\tSprecherinnen\tsprechende Person\tsprechende Personen\tf\tpl\t\tphrase\nRedner\tRedner\tRednerin\tRednerinnen\t\tRedende\t\tpl\tneutral_pl\tparticiple\nRedner\tRedner\tRednerin\tRednerinnen\tredende Person\tredende Personen\tf\tpl\t\tphrase\nReferent\tReferenten\tReferentin\tReferentinnen\t\tReferierende\t\tpl\tneutral_pl\tparticiple\nReferent\tReferenten\tReferentin\tReferentinnen\treferierende Person\treferierende Personen\tf\tpl\t\tphrase\nSchüler\tSchüler\tSchülerin\tSchülerinnen\t\tLernende\t\tpl\tneutral_pl\tparticiple\nSchüler\tSchüler\tSchülerin\tSchülerinnen\t\tSchülerschaft\t\tf\t\tcollective\nSchüler\tSchüler\tSchülerin\tSchülerinnen\tlernende Person\tlernende Personen\tf\tpl\t\tphrase\nLehrling\tLehrlinge\t\t\t\tAuszubildende\t\tpl\tneutral_pl\tparticiple\nLehrling\tLehrlinge\t\t\tauszubildende Person\tauszubildende Personen\tf\tpl\t\tphrase\nKunde\tKunden\tKundin\tKundinnen\t\tKundschaft\t\tf\t\tcollective\nKäufer\tKäufer\tKäuferin\tKäuferinnen\t\tKaufende\t\tpl\tneutral_pl\tparticiple\nKäufer\tKäufer\tKäuferin\tKäuferinnen\t\tKundschaft\t\tf\t\tcollective\nKäufer\tKäufer\tKäuferin\tKäuferinnen\tkaufende Person\tkaufende Personen\tf\tpl\t\tphrase\nVerkäufer\tVerkäufer\tVerkäuferin\tVerkäuferinnen\t\tVerkaufende\t\tpl\tneutral_pl\tparticiple\nVerkäufer\tVerkäufer\tVerkäuferin\tVerkäuferinnen\tVerkaufskraft\tVerkaufskräfte\tf\tpl\t\tkraft\nVerkäufer\tVerkäufer\tVerkäuferin\tVerkäuferinnen\t\tVerkaufspersonal\t\tn\t\tcollective\nHändler\tHändler\tHändlerin\tHändlerinnen\t\tHandeltreibende\t\tpl\tneutral_pl\tparticiple\nHändler\tHändler\tHändlerin\tHändlerinnen\thandeltreibende Person\thandeltreibende Personen\tf\tpl\t\tphrase\nInteressent\tInteressenten\tInteressentin\tInteressentinnen\t\tInteressierte\t\tpl\tneutral_pl\tparticiple\nInteressent\tInteressenten\tInteressentin\tInteressentinnen\tinteressierte Person\tinteressierte Personen\tf\tpl\t\tphrase\nVertreter\tVertreter\tVertreterin\tVertreterinnen\t\tVertretende\t\tpl\tneutral_pl\tparticiple\nVertreter\tVertreter\tVertreterin\tVertreterinnen\tVertretung\tVertretungen\tf\tpl\t\tnoun\nStellvertreter\tStellvertreter\tStellvertreterin\tStellvertreterinnen\tStellvertretung\tStellvertretungen\tf\tpl\t\tnoun\nBerater\tBerater\tBeraterin\tBeraterinnen\t\tBeratende\t\tpl\tneutral_pl\tparticiple\nBerater\tBerater\tBeraterin\tBeraterinnen\tBeratungsperson\tBeratungspersonen\tf\tpl\t\tperson\nPrüfer\tPrüfer\tPrüferin\tPrüferinnen\t\tPrüfende\t\tpl\tneutral_pl\tparticiple\nPrüfer\tPrüfer\tPrüferin\tPrüferinnen\tprüfende Person\tprüfende Personen\tf\tpl\t\tphrase\nGutachter\tGutachter\tGutachterin\tGutachterinnen\t\tBegutachtende\t\tpl\tneutral_pl\tparticiple\nGutachter\tGutachter\tGutachterin\tGutachterinnen\t\tSachverständige\t\tpl\tneutral_pl\tparticiple\nGutachter\tGutachter\tGutachterin\tGutachterinnen\tbegutachtende Person\tbegutachtende Personen\tf\tpl\t\tphrase\nKläger\tKläger\tKlägerin\tKlägerinnen\t\tKlagende\t\tpl\tneutral_pl\tparticiple\nKläger\tKläger\tKlägerin\tKlägerinnen\tKlagepartei\tKlageparteien\tf\tpl\t\tnoun\nTäter\tTäter\tTäterin\tTäterinnen\tTatperson\tTatpersonen\tf\tpl\t\tperson\nMieter\tMieter\tMieterin\tMieterinnen\t\tMietende\t\tpl\tneutral_pl\tparticiple\nMieter\tMieter\tMieterin\tMieterinnen\tMietpartei\tMietparteien\tf\tpl\t\tnoun\nVermieter\tVermieter\tVermieterin\tVermieterinnen\t\tVermietende\t\tpl\tneutral_pl\tparticiple\nVermieter\tVermieter\tVermieterin\tVermieterinnen\tvermietende Person\tvermietende Personen\tf\tpl\t\tphrase\nPächter\tPächter\tPächterin\tPächterinnen\t\tPachtende\t\tpl\tneutral_pl\tparticiple\nPächter\tPächter\tPächterin\tPächterinnen\tpachtende Person\tpachtende Personen\tf\tpl\t\tphrase\nEigentümer\tEigentümer\tEigentümerin\tEigentümerinnen\t\tEigentümerschaft\t\tf\t\tcollective\nBesitzer\tBesitzer\tBesitzerin\tBesitzerinnen\t\tBesitzende\t\tpl\tneutral_pl\tparticiple\nBesitzer\tBesitzer\tBesitzerin\tBesitzerinnen\tbesitzende Person\tbesitzende Personen\tf\tpl\t\tphrase\nInhaber\tInhaber\tInhaberin\tInhaberinnen\t\tInhabende\t\tpl\tneutral_pl\tparticiple\nInhaber\tInhaber\tInhaberin\tInhaberinnen\tinhabende Person\tinhabende Personen\tf\tpl\t\tphrase\nAnbieter\tAnbieter\tAnbieterin\tAnbieterinnen\t\tAnbietende\t\tpl\tneutral_pl\tparticiple\nAnbieter\tAnbieter\tAnbieterin\tAnbieterinnen\tanbietende Person\tanbietende Personen\tf\tpl\t\tphrase\nEntwickler\tEntwickler\tEntwicklerin\tEntwicklerinnen\t\tEntwickelnde\t\tpl\tneutral_pl\tparticiple\nEntwickler\tEntwickler\tEntwicklerin\tEntwicklerinnen\tentwickelnde Person\tentwickelnde Personen\tf\tpl\t\tphrase\nProgrammierer\tProgrammierer\tProgrammiererin\tProgrammiererinnen\t\tProgrammierende\t\tpl\tneutral_pl\tparticiple\nProgrammierer\tProgrammierer\tProgrammiererin\tProgrammiererinnen\tprogrammierende Person\tprogrammierende Personen\tf\tpl\t\tphrase\nGestalter\tGestalter\tGestalterin\tGestalterinnen\t\tGestaltende\t\tpl\tneutral_pl\tparticiple\nGestalter\tGestalter\tGestalterin\tGestalterinnen\tgestaltende Person\tgestaltende Personen\tf\tpl\t\tphrase\nPlaner\tPlaner\tPlanerin\tPlanerinnen\t\tPlanende\t\tpl\tneutral_pl\tparticiple\nPlaner\tPlaner\tPlanerin\tPlanerinnen\tplanende Person\tplanende Personen\tf\tpl\t\tphrase\nOrganisator\tOrganisatoren\tOrganisatorin\tOrganisatorinnen\t\tOrganisierende\t\tpl\tneutral_pl\tparticiple\nOrganisator\tOrganisatoren\tOrganisatorin\tOrganisatorinnen\t\tOrganisationsteam\t\tn\t\tcollective\nOrganisator\tOrganisatoren\tOrganisatorin\tOrganisatorinnen\torganisierende Person\torganisierende Personen\tf\tpl\t\tphrase\nVeranstalter\tVeranstalter\tVeranstalterin\tVeranstalterinnen\t\tVeranstaltende\t\tpl\tneutral_pl\tparticiple\nVeranstalter\tVeranstalter\tVeranstalterin\tVeranstalterinnen\tveranstaltende Person\tveranstaltende Personen\tf\tpl\t\tphrase\nGründer\tGründer\tGründerin\tGründerinnen\t\tGründende\t\tpl\tneutral_pl\tparticiple\nGründer\tGründer\tGründerin\tGründerinnen\tgründende Person\tgründende Personen\tf\tpl\t\tphrase\nUnternehmer\tUnternehmer\tUnternehmerin\tUnternehmerinnen\t\tUnternehmerschaft\t\tf\t\tcollective\nPendler\tPendler\tPendlerin\tPendlerinnen\t\tPendelnde\t\tpl\tneutral_pl\tparticiple\nPendler\tPendler\tPendlerin\tPendlerinnen\tpendelnde Person\tpendelnde Personen\tf\tpl\t\tphrase\nUrlauber\tUrlauber\tUrlauberin\tUrlauberinnen\t\tUrlaubende\t\tpl\tneutral_pl\tparticiple\nUrlauber\tUrlauber\tUrlauberin\tUrlauberinnen\turlaubende Person\turlaubende Personen\tf\tpl\t\tphrase\nWanderer\tWanderer\tWanderin\tWanderinnen\t\tWandernde\t\tpl\tneutral_pl\tparticiple\nWanderer\tWanderer\tWanderin\tWanderinnen\twandernde Person\twandernde Personen\tf\tpl\t\tphrase\nSchwimmer\tSchwimmer\tSchwimmerin\tSchwimmerinnen\t\tSchwimmende\t\tpl\tneutral_pl\tparticiple\nSchwimmer\tSchwimmer\tSchwimmerin\tSchwimmerinnen\tschwimmende Person\tschwimmende Personen\tf\tpl\t\tphrase\nTänzer\tTänzer\tTänzerin\tTänzerinnen\t\tTanzende\t\tpl\tneutral_pl\tparticiple\nTänzer\tTänzer\tTänzerin\tTänzerinnen\ttanzende Person\ttanzende Personen\tf\tpl\t\tphrase\nSänger\tSänger\tSängerin\tSängerinnen\t\tSingende\t\tpl\tneutral_pl\tparticiple\nSänger\tSänger\tSängerin\tSängerinnen\tsingende Person\tsingende Personen\tf\tpl\t\tphrase\nMusiker\tMusiker\tMusikerin\tMusikerinnen\t\tMusizierende\t\tpl\tneutral_pl\tparticiple\nMusiker\tMusiker\tMusikerin\tMusikerinnen\tmusizierende Person\tmusizierende Personen\tf\tpl\t\tphrase\nKünstler\tKünstler\tKünstlerin\tKünstlerinnen\t\tKunstschaffende\t\tpl\tneutral_pl\tparticiple\nKünstler\tKünstler\tKünstlerin\tKünstlerinnen\tkunstschaffende Person\tkunstschaffende Personen\tf\tpl\t\tphrase\nSchauspieler\tSchauspieler\tSchauspielerin\tSchauspielerinnen\t\tSchauspielende\t\tpl\tneutral_pl\tparticiple\nSchauspieler\tSchauspieler\tSchauspielerin\tSchauspielerinnen\t\tEnsemble\t\tn\t\tcollective\nSchauspieler\tSchauspieler\tSchauspielerin\tSchauspielerinnen\tschauspielende Person\tschauspielende Personen\tf\tpl\t\tphrase\nFotograf\tFotografen\tFotografin\tFotografinnen\t\tFotografierende\t\tpl\tneutral_pl\tparticiple\nFotograf\tFotografen\tFotografin\tFotografinnen\tfotografierende Person\tfotografierende Personen\tf\tpl\t\tphrase\nAutor\tAutoren\tAutorin\tAutorinnen\t\tSchreibende\t\tpl\tneutral_pl\tparticiple\nAutor\tAutoren\tAutorin\tAutorinnen\tschreibende Person\tschreibende Personen\tf\tpl\t\tphrase\nSchriftsteller\tSchriftsteller\tSchriftstellerin\tSchriftstellerinnen\t\tSchreibende\t\tpl\tneutral_pl\tparticiple\nSchriftsteller\tSchriftsteller\tSchriftstellerin\tSchriftstellerinnen\tschreibende Person\tschreibende Personen\tf\tpl\t\tphrase\nJournalist\tJournalisten\tJournalistin\tJournalistinnen\t\tMedienschaffende\t\tpl\tneutral_pl\tparticiple\nJournalist\tJournalisten\tJournalistin\tJournalistinnen\tmedienschaffende Person\tmedienschaffende Personen\tf\tpl\t\tphrase\nÜbersetzer\tÜbersetzer\tÜbersetzerin\tÜbersetzerinnen\t\tÜbersetzende\t\tpl\tneutral_pl\tparticiple\nÜbersetzer\tÜbersetzer\tÜbersetzerin\tÜbersetzerinnen\tübersetzende Person\tübersetzende Personen\tf\tpl\t\tphrase\nDolmetscher\tDolmetscher\tDolmetscherin\tDolmetscherinnen\t\tDolmetschende\t\tpl\tneutral_pl\tparticiple\nDolmetscher\tDolmetscher\tDolmetscherin\tDolmetscherinnen\tdolmetschende Person\tdolmetschende Personen\tf\tpl\t\tphrase\nModerator\tModeratoren\tModeratorin\tModeratorinnen\t\tModerierende\t\tpl\tneutral_pl\tparticiple\nModerator\tModeratoren\tModeratorin\tModeratorinnen\tModeration\t\tf\t\t\tnoun\nTrainer\tTrainer\tTrainerin\tTrainerinnen\tTrainingsleitung\t\tf\t\t\tleitung\nAusbilder\tAusbilder\tAusbilderin\tAusbilderinnen\t\tAusbildende\t\tpl\tneutral_pl\tparticiple\nAusbilder\tAusbilder\tAusbilderin\tAusbilderinnen\tausbildende Person\tausbildende Personen\tf\tpl\t\tphrase\nKollege\tKollegen\tKollegin\tKolleginnen\t\tKollegium\t\tn\t\tcollective\nKollege\tKollegen\tKollegin\tKolleginnen\t\tTeam\t\tn\t\tcollective\nChef\tChefs\tChefin\tChefinnen\tFührungskraft\tFührungskräfte\tf\tpl\t\tkraft\nChef\tChefs\tChefin\tChefinnen\tLeitung\t\tf\t\t\tleitung\nManager\tManager\tManagerin\tManagerinnen\tFührungskraft\tFührungskräfte\tf\tpl\t\tkraft\nManager\tManager\tManagerin\tManagerinnen\tManagement\t\tn\t\t\tnoun\nLeiter\tLeiter\tLeiterin\tLeiterinnen\tLeitung\t\tf\t\t\tleitung\nLeiter\tLeiter\tLeiterin\tLeiterinnen\tLeitungsperson\tLeitungspersonen\tf\tpl\t\tperson\nLeiter\tLeiter\tLeiterin\tLeiterinnen\t\tLeitende\t\tpl\tneutral_pl\tparticiple\nLeiter\tLeiter\tLeiterin\tLeiterinnen\tleitende Person\tleitende Personen\tf\tpl\t\tphrase\nDirektor\tDirektoren\tDirektorin\tDirektorinnen\tDirektion\t\tf\t\t\tnoun\nDirektor\tDirektoren\tDirektorin\tDirektorinnen\tLeitung\t\tf\t\t\tleitung\nGeschäftsführer\tGeschäftsführer\tGeschäftsführerin\tGeschäftsführerinnen\tGeschäftsführung\t\tf\t\t\tnoun\nAbteilungsleiter\tAbteilungsleiter\tAbteilungsleiterin\tAbteilungsleiterinnen\tAbteilungsleitung\tAbteilungsleitungen\tf\tpl\t\tleitung\nProjektleiter\tProjektleiter\tProjektleiterin\tProjektleiterinnen\tProjektleitung\tProjektleitungen\tf\tpl\t\tleitung\nSchulleiter\tSchulleiter\tSchulleiterin\tSchulleiterinnen\tSchulleitung\tSchulleitungen\tf\tpl\t\tleitung\nTeamleiter\tTeamleiter\tTeamleiterin\tTeamleiterinnen\tTeamleitung\tTeamleitungen\tf\tpl\t\tleitung\nBereichsleiter\tBereichsleiter\tBereichsleiterin\tBereichsleiterinnen\tBereichsleitung\tBereichsleitungen\tf\tpl\t\tleitung\nFilialleiter\tFilialleiter\tFilialleiterin\tFilialleiterinnen\tFilialleitung\tFilialleitungen\tf\tpl\t\tleitung\nKursleiter\tKursleiter\tKursleiterin\tKursleiterinnen\tKursleitung\tKursleitungen\tf\tpl\t\tleitung\nGruppenleiter\tGruppenleiter\tGruppenleiterin\tGruppenleiterinnen\tGruppenleitung\tGruppenleitungen\tf\tpl\t\tleitung\nInstitutsleiter\tInstitutsleiter\tInstitutsleiterin\tInstitutsleiterinnen\tInstitutsleitung\tInstitutsleitungen\tf\tpl\t\tleitung\nBauleiter\tBauleiter\tBauleiterin\tBauleiterinnen\tBauleitung\tBauleitungen\tf\tpl\t\tleitung\nSpielleiter\tSpielleiter\tSpielleiterin\tSpielleiterinnen\tSpielleitung\tSpielleitungen\tf\tpl\t\tleitung\nEinsatzleiter\tEinsatzleiter\tEinsatzleiterin\tEinsatzleiterinnen\tEinsatzleitung\tEinsatzleitungen\tf\tpl\t\tleitung\nReiseleiter\tReiseleiter\tReiseleiterin\tReiseleiterinnen\tReiseleitung\tReiseleitungen\tf\tpl\t\tleitung\nHeimleiter\tHeimleiter\tHeimleiterin\tHeimleiterinnen\tHeimleitung\tHeimleitungen\tf\tpl\t\tleitung\nBetriebsleiter\tBetriebsleiter\tBetriebsleiterin\tBetriebsleiterinnen\tBetriebsleitung\tBetriebsleitungen\tf\tpl\t\tleitung\nVerkaufsleiter\tVerkaufsleiter\tVerkaufsleiterin\tVerkaufsleiterinnen\tVerkaufsleitung\tVerkaufsleitungen\tf\tpl\t\tleitung\nVertriebsleiter\tVertriebsleiter\tVertriebsleiterin\tVertriebsleiterinnen\tVertriebsleitung\tVertriebsleitungen\tf\tpl\t\tleitung\nPersonalleiter\tPersonalleiter\tPersonalleiterin\tPersonalleiterinnen\tPersonalleitung\tPersonalleitungen\tf\tpl\t\tleitung\nFachbereichsleiter\tFachbereichsleiter\tFachbereichsleiterin\tFachbereichsleiterinnen\tFachbereichsleitung\tFachbereichsleitungen\tf\tpl\t\tleitung\nStationsleiter\tStationsleiter\tStationsleiterin\tStationsleiterinnen\tStationsleitung\tStationsleitungen\tf\tpl\t\tleitung\nPflegedienstleiter\tPflegedienstleiter\tPflegedienstleiterin\tPflegedienstleiterinnen\tPflegedienstleitung\tPflegedienstleitungen\tf\tpl\t\tleitung\nWerkleiter\tWerkleiter\tWerkleiterin\tWerkleiterinnen\tWerkleitung\tWerkleitungen\tf\tpl\t\tleitung\nPraxisleiter\tPraxisleiter\tPraxisleiterin\tPraxisleiterinnen\tPraxisleitung\tPraxisleitungen\tf\tpl\t\tleitung\nAbteilungschef\tAbteilungschefs\tAbteilungschefin\tAbteilungschefinnen\tAbteilungsleitung\tAbteilungsleitungen\tf\tpl\t\tleitung\nKüchenchef\tKüchenchefs\tKüchenchefin\tKüchenchefinnen\tKüchenleitung\tKüchenleitungen\tf\tpl\t\tleitung\nChefredakteur\tChefredakteure\tChefredakteurin\tChefredakteurinnen\tChefredaktion\tChefredaktionen\tf\tpl\t\tnoun\nRedakteur\tRedakteure\tRedakteurin\tRedakteurinnen\tRedaktionsmitglied\tRedaktionsmitglieder\tn\tpl\t\tnoun\nRedakteur\tRedakteure\tRedakteurin\tRedakteurinnen\t\tRedaktion\t\tf\t\tcollective\nBürgermeister\tBürgermeister\tBürgermeisterin\tBürgermeisterinnen\tStadtoberhaupt\tStadtoberhäupter\tn\tpl\t\tnoun\nBürgermeister\tBürgermeister\tBürgermeisterin\tBürgermeisterinnen\tGemeindeoberhaupt\tGemeindeoberhäupter\tn\tpl\t\tnoun\nAnsprechpartner\tAnsprechpartner\tAnsprechpartnerin\tAnsprechpartnerinnen\tAnsprechperson\tAnsprechpersonen\tf\tpl\t\tperson\nAnsprechpartner\tAnsprechpartner\tAnsprechpartnerin\tAnsprechpartnerinnen\tKontaktperson\tKontaktpersonen\tf\tpl\t\tperson\nExperte\tExperten\tExpertin\tExpertinnen\tFachperson\tFachpersonen\tf\tpl\t\tperson\nExperte\tExperten\tExpertin\tExpertinnen\t\tFachleute\t\tpl\t\tplural\nFachmann\tFachmänner\tFachfrau\tFachfrauen\tFachkraft\tFachkräfte\tf\tpl\t\tkraft\nFachmann\tFachmänner\tFachfrau\tFachfrauen\tFachperson\tFachpersonen\tf\tpl\t\tperson\nFachmann\tFachmänner\tFachfrau\tFachfrauen\t\tFachleute\t\tpl\t\tplural\nSpezialist\tSpezialisten\tSpezialistin\tSpezialistinnen\tFachperson\tFachpersonen\tf\tpl\t\tperson\nSpezialist\tSpezialisten\tSpezialistin\tSpezialistinnen\tFachkraft\tFachkräfte\tf\tpl\t\tkraft\nFacharbeiter\tFacharbeiter\tFacharbeiterin\tFacharbeiterinnen\tFachkraft\tFachkräfte\tf\tpl\t\tkraft\nKaufmann\t\tKauffrau\tKauffrauen\t\tKaufleute\t\tpl\t\tplural\nGeschäftsmann\t\tGeschäftsfrau\tGeschäftsfrauen\tGeschäftsperson\tGeschäftspersonen\tf\tpl\t\tperson\nGeschäftsmann\t\tGeschäftsfrau\tGeschäftsfrauen\t\tGeschäftsleute\t\tpl\t\tplural\nFeuerwehrmann\tFeuerwehrmänner\tFeuerwehrfrau\tFeuerwehrfrauen\tEinsatzkraft\tEinsatzkräfte\tf\tpl\t\tkraft\nFeuerwehrmann\tFeuerwehrmänner\tFeuerwehrfrau\tFeuerwehrfrauen\t\tFeuerwehrleute\t\tpl\t\tplural\nSeemann\t\tSeefrau\tSeefrauen\t\tSeeleute\t\tpl\t\tplural\nKameramann\tKameramänner\tKamerafrau\tKamerafrauen\t\tKameraleute\t\tpl\t\tplural\nKameramann\tKameramänner\tKamerafrau\tKamerafrauen\tKameraführung\t\tf\t\t\tnoun\nObmann\tObmänner\tObfrau\tObfrauen\tObperson\tObpersonen\tf\tpl\t\tperson\nVertrauensmann\t\tVertrauensfrau\tVertrauensfrauen\tVertrauensperson\tVertrauenspersonen\tf\tpl\t\tperson\nOmbudsmann\tOmbudsmänner\tOmbudsfrau\tOmbudsfrauen\tOmbudsperson\tOmbudspersonen\tf\tpl\t\tperson\nOmbudsmann\tOmbudsmänner\tOmbudsfrau\tOmbudsfrauen\tOmbudsstelle\t\tf\t\t\tnoun\nKontaktmann\tKontaktmänner\tKontaktfrau\tKontaktfrauen\tKontaktperson\tKontaktpersonen\tf\tpl\t\tperson\nMittelsmann\tMittelsmänner\tMittelsfrau\tMittelsfrauen\tMittelsperson\tMittelspersonen\tf\tpl\t\tperson\nPrivatmann\tPrivatmänner\tPrivatfrau\tPrivatfrauen\tPrivatperson\tPrivatpersonen\tf\tpl\t\tperson\nSportler\tSportler\tSportlerin\tSportlerinnen\t\tSporttreibende\t\tpl\tneutral_pl\tparticiple\nSportler\tSportler\tSportlerin\tSportlerinnen\tsporttreibende Person\tsporttreibende Personen\tf\tpl\t\tphrase\nAthlet\tAthleten\tAthletin\tAthletinnen\t\tSporttreibende\t\tpl\tneutral_pl\tparticiple\nAthlet\tAthleten\tAthletin\tAthletinnen\tsporttreibende Person\tsporttreibende Personen\tf\tpl\t\tphrase\nSpieler\tSpieler\tSpielerin\tSpielerinnen\t\tTeam\t\tn\t\tcollective\nMitbürger\tMitbürger\tMitbürgerin\tMitbürgerinnen\tMitmensch\tMitmenschen\tm\tpl\t\tnoun\nMigrant\tMigranten\tMigrantin\tMigrantinnen\t\tZugewanderte\t\tpl\tneutral_pl\tparticiple\nMigrant\tMigranten\tMigrantin\tMigrantinnen\tzugewanderte Person\tzugewanderte Personen\tf\tpl\t\tphrase\nEinwanderer\tEinwanderer\tEinwanderin\tEinwanderinnen\t\tEingewanderte\t\tpl\tneutral_pl\tparticiple\nEinwanderer\tEinwanderer\tEinwanderin\tEinwanderinnen\t\tZugewanderte\t\tpl\tneutral_pl\tparticiple\nEinwanderer\tEinwanderer\tEinwanderin\tEinwanderinnen\teingewanderte Person\teingewanderte Personen\tf\tpl\t\tphrase\nZuwanderer\tZuwanderer\tZuwanderin\tZuwanderinnen\t\tZugewanderte\t\tpl\tneutral_pl\tparticiple\nZuwanderer\tZuwanderer\tZuwanderin\tZuwanderinnen\tzugewanderte Person\tzugewanderte Personen\tf\tpl\t\tphrase\nFlüchtling\tFlüchtlinge\t\t\t\tGeflüchtete\t\tpl\tneutral_pl\tparticiple\nFlüchtling\tFlüchtlinge\t\t\tgeflüchtete Person\tgeflüchtete Personen\tf\tpl\t\tphrase\nAsylbewerber\tAsylbewerber\tAsylbewerberin\tAsylbewerberinnen\t\tAsylsuchende\t\tpl\tneutral_pl\tparticiple\nAsylbewerber\tAsylbewerber\tAsylbewerberin\tAsylbewerberinnen\tasylsuchende Person\tasylsuchende Personen\tf\tpl\t\tphrase\nArzt\tÄrzte\tÄrztin\tÄrztinnen\t\tÄrzteschaft\t\tf\t\tcollective\nPfleger\tPfleger\tPflegerin\tPflegerinnen\tPflegekraft\tPflegekräfte\tf\tpl\t\tkraft\nPfleger\tPfleger\tPflegerin\tPflegerinnen\tPflegeperson\tPflegepersonen\tf\tpl\t\tperson\nPfleger\tPfleger\tPflegerin\tPflegerinnen\t\tPflegende\t\tpl\tneutral_pl\tparticiple\nPfleger\tPfleger\tPflegerin\tPflegerinnen\t\tPflegepersonal\t\tn\t\tcollective\nKrankenpfleger\tKrankenpfleger\tKrankenpflegerin\tKrankenpflegerinnen\tPflegekraft\tPflegekräfte\tf\tpl\t\tkraft\nKrankenpfleger\tKrankenpfleger\tKrankenpflegerin\tKrankenpflegerinnen\tPflegefachkraft\tPflegefachkräfte\tf\tpl\t\tkraft\nKrankenpfleger\tKrankenpfleger\tKrankenpflegerin\tKrankenpflegerinnen\t\tPflegepersonal\t\tn\t\tcollective\nAltenpfleger\tAltenpfleger\tAltenpflegerin\tAltenpflegerinnen\tAltenpflegekraft\tAltenpflegekräfte\tf\tpl\t\tkraft\nAltenpfleger\tAltenpfleger\tAltenpflegerin\tAltenpflegerinnen\tPflegekraft\tPflegekräfte\tf\tpl\t\tkraft\nSozialarbeiter\tSozialarbeiter\tSozialarbeiterin\tSozialarbeiterinnen\t\tSozialarbeitende\t\tpl\tneutral_pl\tparticiple\nSozialarbeiter\tSozialarbeiter\tSozialarbeiterin\tSozialarbeiterinnen\tsozialarbeitende Person\tsozialarbeitende Personen\tf\tpl\t\tphrase\nRaumpfleger\tRaumpfleger\tRaumpflegerin\tRaumpflegerinnen\tReinigungskraft\tReinigungskräfte\tf\tpl\t\tkraft\nRaumpfleger\tRaumpfleger\tRaumpflegerin\tRaumpflegerinnen\t\tReinigungspersonal\t\tn\t\tcollective\nPutzmann\tPutzmänner\tPutzfrau\tPutzfrauen\tReinigungskraft\tReinigungskräfte\tf\tpl\t\tkraft\nPutzmann\tPutzmänner\tPutzfrau\tPutzfrauen\tPutzkraft\tPutzkräfte\tf\tpl\t\tkraft\nHilfsarbeiter\tHilfsarbeiter\tHilfsarbeiterin\tHilfsarbeiterinnen\tHilfskraft\tHilfskräfte\tf\tpl\t\tkraft\nArbeiter\tArbeiter\tArbeiterin\tArbeiterinnen\tArbeitskraft\tArbeitskräfte\tf\tpl\t\tkraft\nArbeiter\tArbeiter\tArbeiterin\tArbeiterinnen\t\tArbeitende\t\tpl\tneutral_pl\tparticiple\nArbeiter\tArbeiter\tArbeiterin\tArbeiterinnen\t\tArbeiterschaft\t\tf\t\tcollective\nProfessor\tProfessoren\tProfessorin\tProfessorinnen\tProfessur\tProfessuren\tf\tpl\t\tnoun\nProfessor\tProfessoren\tProfessorin\tProfessorinnen\t\tProfessorenschaft\t\tf\t\tcollective\nAssistent\tAssistenten\tAssistentin\tAssistentinnen\tAssistenz\t\tf\t\t\tnoun\nAssistent\tAssistenten\tAssistentin\tAssistentinnen\tHilfskraft\tHilfskräfte\tf\tpl\t\tkraft\nSekretär\tSekretäre\tSekretärin\tSekretärinnen\tSekretariat\t\tn\t\t\tnoun\nSekretär\tSekretäre\tSekretärin\tSekretärinnen\tBürokraft\tBürokräfte\tf\tpl\t\tkraft\nDoktorand\tDoktoranden\tDoktorandin\tDoktorandinnen\t\tPromovierende\t\tpl\tneutral_pl\tparticiple\nDoktorand\tDoktoranden\tDoktorandin\tDoktorandinnen\tpromovierende Person\tpromovierende Personen\tf\tpl\t\tphrase\nKommilitone\tKommilitonen\tKommilitonin\tKommilitoninnen\t\tMitstudierende\t\tpl\tneutral_pl\tparticiple\nKommilitone\tKommilitonen\tKommilitonin\tKommilitoninnen\tmitstudierende Person\tmitstudierende Personen\tf\tpl\t\tphrase\nSoldat\tSoldaten\tSoldatin\tSoldatinnen\t\tArmeeangehörige\t\tpl\tneutral_pl\tparticiple\nSoldat\tSoldaten\tSoldatin\tSoldatinnen\tarmeeangehörige Person\tarmeeangehörige Personen\tf\tpl\t\tphrase\nPolizist\tPolizisten\tPolizistin\tPolizistinnen\tPolizeikraft\tPolizeikräfte\tf\tpl\t\tkraft\nPolizist\tPolizisten\tPolizistin\tPolizistinnen\t\tPolizei\t\tf\t\tcollective\nRichter\tRichter\tRichterin\tRichterinnen\t\tRichterschaft\t\tf\t\tcollective\nAnwalt\tAnwälte\tAnwältin\tAnwältinnen\t\tAnwaltschaft\t\tf\t\tcollective\nAnwalt\tAnwälte\tAnwältin\tAnwältinnen\tRechtsbeistand\tRechtsbeistände\tm\tpl\t\tnoun\nRechtsanwalt\tRechtsanwälte\tRechtsanwältin\tRechtsanwältinnen\tRechtsvertretung\tRechtsvertretungen\tf\tpl\t\tnoun\nRechtsanwalt\tRechtsanwälte\tRechtsanwältin\tRechtsanwältinnen\tRechtsbeistand\tRechtsbeistände\tm\tpl\t\tnoun\nNotar\tNotare\tNotarin\tNotarinnen\tNotariat\t\tn\t\t\tnoun\nStaatsanwalt\tStaatsanwälte\tStaatsanwältin\tStaatsanwältinnen\tStaatsanwaltschaft\t\tf\t\t\tnoun\nVerteidiger\tVerteidiger\tVerteidigerin\tVerteidigerinnen\tVerteidigung\t\tf\t\t\tnoun\nPriester\tPriester\tPriesterin\tPriesterinnen\t\tPriesterschaft\t\tf\t\tcollective\nPfarrer\tPfarrer\tPfarrerin\tPfarrerinnen\tPfarrperson\tPfarrpersonen\tf\tpl\t\tperson\nKoch\tKöche\tKöchin\tKöchinnen\t\tKochende\t\tpl\tneutral_pl\tparticiple\nKoch\tKöche\tKöchin\tKöchinnen\t\tKüchenpersonal\t\tn\t\tcollective\nKoch\tKöche\tKöchin\tKöchinnen\tkochende Person\tkochende Personen\tf\tpl\t\tphrase\nKellner\tKellner\tKellnerin\tKellnerinnen\tServicekraft\tServicekräfte\tf\tpl\t\tkraft\nKellner\tKellner\tKellnerin\tKellnerinnen\tBedienung\t\tf\t\t\tnoun\nKassierer\tKassierer\tKassiererin\tKassiererinnen\t\tKassierende\t\tpl\tneutral_pl\tparticiple\nKassierer\tKassierer\tKassiererin\tKassiererinnen\t\tKassenpersonal\t\tn\t\tcollective\nKassierer\tKassierer\tKassiererin\tKassiererinnen\tkassierende Person\tkassierende Personen\tf\tpl\t\tphrase\nPilot\tPiloten\tPilotin\tPilotinnen\t\tCockpitpersonal\t\tn\t\tcollective\nFlugbegleiter\tFlugbegleiter\tFlugbegleiterin\tFlugbegleiterinnen\tFlugbegleitung\tFlugbegleitungen\tf\tpl\t\tnoun\nFlugbegleiter\tFlugbegleiter\tFlugbegleiterin\tFlugbegleiterinnen\t\tKabinenpersonal\t\tn\t\tcollective\nZusteller\tZusteller\tZustellerin\tZustellerinnen\t\tZustellende\t\tpl\tneutral_pl\tparticiple\nZusteller\tZusteller\tZustellerin\tZustellerinnen\tzustellende Person\tzustellende Personen\tf\tpl\t\tphrase\nEmpfänger\tEmpfänger\tEmpfängerin\tEmpfängerinnen\t\tEmpfangende\t\tpl\tneutral_pl\tparticiple\nEmpfänger\tEmpfänger\tEmpfängerin\tEmpfängerinnen\tempfangende Person\tempfangende Personen\tf\tpl\t\tphrase\nAbsender\tAbsender\tAbsenderin\tAbsenderinnen\t\tAbsendende\t\tpl\tneutral_pl\tparticiple\nAbsender\tAbsender\tAbsenderin\tAbsenderinnen\tabsendende Person\tabsendende Personen\tf\tpl\t\tphrase\nLieferant\tLieferanten\tLieferantin\tLieferantinnen\t\tLiefernde\t\tpl\tneutral_pl\tparticiple\nLieferant\tLieferanten\tLieferantin\tLieferantinnen\tliefernde Person\tliefernde Personen\tf\tpl\t\tphrase\nAuftraggeber\tAuftraggeber\tAuftraggeberin\tAuftraggeberinnen\t\tAuftraggebende\t\tpl\tneutral_pl\tparticiple\nAuftraggeber\tAuftraggeber\tAuftraggeberin\tAuftraggeberinnen\tauftraggebende Person\tauftraggebende Personen\tf\tpl\t\tphrase\nAuftragnehmer\tAuftragnehmer\tAuftragnehmerin\tAuftragnehmerinnen\t\tAuftragnehmende\t\tpl\tneutral_pl\tparticiple\nAuftragnehmer\tAuftragnehmer\tAuftragnehmerin\tAuftragnehmerinnen\tauftragnehmende Person\tauftragnehmende Personen\tf\tpl\t\tphrase\nGeldgeber\tGeldgeber\tGeldgeberin\tGeldgeberinnen\t\tGeldgebende\t\tpl\tneutral_pl\tparticiple\nGeldgeber\tGeldgeber\tGeldgeberin\tGeldgeberinnen\tgeldgebende Person\tgeldgebende Personen\tf\tpl\t\tphrase\nInvestor\tInvestoren\tInvestorin\tInvestorinnen\t\tInvestierende\t\tpl\tneutral_pl\tparticiple\nInvestor\tInvestoren\tInvestorin\tInvestorinnen\tinvestierende Person\tinvestierende Personen\tf\tpl\t\tphrase\nAnleger\tAnleger\tAnlegerin\tAnlegerinnen\t\tAnlegende\t\tpl\tneutral_pl\tparticiple\nAnleger\tAnleger\tAnlegerin\tAnlegerinnen\tanlegende Person\tanlegende Personen\tf\tpl\t\tphrase\nVerbraucher\tVerbraucher\tVerbraucherin\tVerbraucherinnen\t\tVerbrauchende\t\tpl\tneutral_pl\tparticiple\nVerbraucher\tVerbraucher\tVerbraucherin\tVerbraucherinnen\tverbrauchende Person\tverbrauchende Personen\tf\tpl\t\tphrase\nKonsument\tKonsumenten\tKonsumentin\tKonsumentinnen\t\tKonsumierende\t\tpl\tneutral_pl\tparticiple\nKonsument\tKonsumenten\tKonsumentin\tKonsumentinnen\tkonsumierende Person\tkonsumierende Personen\tf\tpl\t\tphrase\nNachbar\tNachbarn\tNachbarin\tNachbarinnen\t\tNachbarschaft\t\tf\t\tcollective\nFreund\tFreunde\tFreundin\tFreundinnen\t\tFreundeskreis\t\tm\t\tcollective\nSohn\tSöhne\tTochter\tTöchter\tKind\tKinder\tn\tpl\t\tnoun\tyes\nBruder\tBrüder\tSchwester\tSchwestern\tGeschwisterkind\tGeschwisterkinder\tn\tpl\t\tnoun\tyes\nBruder\tBrüder\tSchwester\tSchwestern\t\tGeschwister\t\tpl\t\tplural\tyes\nVater\tVäter\tMutter\tMütter\tElternteil\tElternteile\tn\tpl\t\tnoun\tyes\nVater\tVäter\tMutter\tMütter\t\tEltern\t\tpl\t\tplural\tyes\nGroßvater\tGroßväter\tGroßmutter\tGroßmütter\tGroßelternteil\tGroßelternteile\tn\tpl\t\tnoun\tyes\nGroßvater\tGroßväter\tGroßmutter\tGroßmütter\t\tGroßeltern\t\tpl\t\tplural\tyes\nEnkel\tEnkel\tEnkelin\tEnkelinnen\tEnkelkind\tEnkelkinder\tn\tpl\t\tnoun\nJunge\tJungen\tMädchen\tMädchen\tKind\tKinder\tn\tpl\t\tnoun\tyes\nAnhänger\tAnhänger\tAnhängerin\tAnhängerinnen\t\tAnhängerschaft\t\tf\t\tcollective\nBefürworter\tBefürworter\tBefürworterin\tBefürworterinnen\t\tBefürwortende\t\tpl\tneutral_pl\tparticiple\nBefürworter\tBefürworter\tBefürworterin\tBefürworterinnen\tbefürwortende Person\tbefürwortende Personen\tf\tpl\t\tphrase\nGegner\tGegner\tGegnerin\tGegnerinnen\t\tGegnerschaft\t\tf\t\tcollective\nBeobachter\tBeobachter\tBeobachterin\tBeobachterinnen\t\tBeobachtende\t\tpl\tneutral_pl\tparticiple\nBeobachter\tBeobachter\tBeobachterin\tBeobachterinnen\tbeobachtende Person\tbeobachtende Personen\tf\tpl\t\tphrase\nKandidat\tKandidaten\tKandidatin\tKandidatinnen\t\tKandidierende\t\tpl\tneutral_pl\tparticiple\nKandidat\tKandidaten\tKandidatin\tKandidatinnen\tkandidierende Person\tkandidierende Personen\tf\tpl\t\tphrase\nAnfänger\tAnfänger\tAnfängerin\tAnfängerinnen\tNeuling\tNeulinge\tm\tpl\t\tnoun\nKenner\tKenner\tKennerin\tKennerinnen\t\tKundige\t\tpl\tneutral_pl\tparticiple\nKenner\tKenner\tKennerin\tKennerinnen\tkundige Person\tkundige Personen\tf\tpl\t\tphrase\nBegleiter\tBegleiter\tBegleiterin\tBegleiterinnen\tBegleitperson\tBegleitpersonen\tf\tpl\t\tperson\nBegleiter\tBegleiter\tBegleiterin\tBegleiterinnen\t\tBegleitende\t\tpl\tneutral_pl\tparticiple\nBegleiter\tBegleiter\tBegleiterin\tBegleiterinnen\tBegleitung\t\tf\t\t\tnoun\nGastgeber\tGastgeber\tGastgeberin\tGastgeberinnen\t\tGastgebende\t\tpl\tneutral_pl\tparticiple\nGastgeber\tGastgeber\tGastgeberin\tGastgeberinnen\tgastgebende Person\tgastgebende Personen\tf\tpl\t\tphrase\nPassagier\tPassagiere\tPassagierin\tPassagierinnen\t\tReisende\t\tpl\tneutral_pl\tparticiple\nPassagier\tPassagiere\tPassagierin\tPassagierinnen\tFahrgast\tFahrgäste\tm\tpl\t\tnoun\nTourist\tTouristen\tTouristin\tTouristinnen\t\tReisende\t\tpl\tneutral_pl\tparticiple\nTourist\tTouristen\tTouristin\tTouristinnen\t\tUrlaubende\t\tpl\tneutral_pl\tparticiple\nTourist\tTouristen\tTouristin\tTouristinnen\treisende Person\treisende Personen\tf\tpl\t\tphrase\nPilger\tPilger\tPilgerin\tPilgerinnen\t\tPilgernde\t\tpl\tneutral_pl\tparticiple\nPilger\tPilger\tPilgerin\tPilgerinnen\tpilgernde Person\tpilgernde Personen\tf\tpl\t\tphrase\nNachfolger\tNachfolger\tNachfolgerin\tNachfolgerinnen\tNachfolge\t\tf\t\t\tnoun\nSachbearbeiter\tSachbearbeiter\tSachbearbeiterin\tSachbearbeiterinnen\tSachbearbeitung\tSachbearbeitungen\tf\tpl\t\tnoun\nVerwalter\tVerwalter\tVerwalterin\tVerwalterinnen\tVerwaltung\t\tf\t\t\tnoun\nVerwalter\tVerwalter\tVerwalterin\tVerwalterinnen\tverwaltende Person\tverwaltende Personen\tf\tpl\t\tphrase\nHausverwalter\tHausverwalter\tHausverwalterin\tHausverwalterinnen\tHausverwaltung\tHausverwaltungen\tf\tpl\t\tnoun\nBuchhalter\tBuchhalter\tBuchhalterin\tBuchhalterinnen\tBuchhaltung\t\tf\t\t\tnoun\nProtokollführer\tProtokollführer\tProtokollführerin\tProtokollführerinnen\tProtokollführung\t\tf\t\t\tnoun\nSchriftführer\tSchriftführer\tSchriftführerin\tSchriftführerinnen\tSchriftführung\t\tf\t\t\tnoun\nPersonalchef\tPersonalchefs\tPersonalchefin\tPersonalchefinnen\tPersonalleitung\tPersonalleitungen\tf\tpl\t\tleitung\nRegisseur\tRegisseure\tRegisseurin\tRegisseurinnen\tRegie\t\tf\t\t\tnoun\nDirigent\tDirigenten\tDirigentin\tDirigentinnen\t\tDirigierende\t\tpl\tneutral_pl\tparticiple\nDirigent\tDirigenten\tDirigentin\tDirigentinnen\tdirigierende Person\tdirigierende Personen\tf\tpl\t\tphrase\nKomponist\tKomponisten\tKomponistin\tKomponistinnen\t\tKomponierende\t\tpl\tneutral_pl\tparticiple\nKomponist\tKomponisten\tKomponistin\tKomponistinnen\tkomponierende Person\tkomponierende Personen\tf\tpl\t\tphrase\nMaler\tMaler\tMalerin\tMalerinnen\t\tMalende\t\tpl\tneutral_pl\tparticiple\nMaler\tMaler\tMalerin\tMalerinnen\tmalende Person\tmalende Personen\tf\tpl\t\tphrase\nProband\tProbanden\tProbandin\tProbandinnen\tTestperson\tTestpersonen\tf\tpl\t\tperson\nProband\tProbanden\tProbandin\tProbandinnen\tVersuchsperson\tVersuchspersonen\tf\tpl\t\tperson\nAufseher\tAufseher\tAufseherin\tAufseherinnen\tAufsichtsperson\tAufsichtspersonen\tf\tpl\t\tperson\nAufseher\tAufseher\tAufseherin\tAufseherinnen\tAufsicht\t\tf\t\t\tnoun\nKontrolleur\tKontrolleure\tKontrolleurin\tKontrolleurinnen\tKontrollperson\tKontrollpersonen\tf\tpl\t\tperson\nWächter\tWächter\tWächterin\tWächterinnen\tSicherheitskraft\tSicherheitskräfte\tf\tpl\t\tkraft\nWächter\tWächter\tWächterin\tWächterinnen\t\tSicherheitspersonal\t\tn\t\tcollective\nMatrose\tMatrosen\tMatrosin\tMatrosinnen\t\tBesatzung\t\tf\t\tcollective\nJäger\tJäger\tJägerin\tJägerinnen\t\tJägerschaft\t\tf\t\tcollective\nJuror\tJuroren\tJurorin\tJurorinnen\tJurymitglied\tJurymitglieder\tn\tpl\t\tnoun\nJuror\tJuroren\tJurorin\tJurorinnen\t\tJury\t\tf\t\tcollective\nPreisrichter\tPreisrichter\tPreisrichterin\tPreisrichterinnen\tJurymitglied\tJurymitglieder\tn\tpl\t\tnoun\nPreisrichter\tPreisrichter\tPreisrichterin\tPreisrichterinnen\t\tJury\t\tf\t\tcollective\nBeamter\tBeamte\tBeamtin\tBeamtinnen\tAmtsperson\tAmtspersonen\tf\tpl\tmasc_sg,masc_pl\tperson\nBeamter\tBeamte\tBeamtin\tBeamtinnen\t\tBeamtenschaft\t\tf\tmasc_sg,masc_pl\tcollective\nKüchenhelfer\tKüchenhelfer\tKüchenhelferin\tKüchenhelferinnen\tKüchenhilfe\tKüchenhilfen\tf\tpl\t\tkraft\nBerufseinsteiger\tBerufseinsteiger\tBerufseinsteigerin\tBerufseinsteigerinnen\tNachwuchskraft\tNachwuchskräfte\tf\tpl\t\tkraft\nEhrenamtlicher\t\tEhrenamtliche\t\t\tEhrenamtliche\t\tpl\tmasc_sg,fem_sg,neutral_pl\tadjectival\nEhrenamtlicher\t\tEhrenamtliche\t\tehrenamtliche Person\tehrenamtliche Personen\tf\tpl\tmasc_sg,fem_sg\tphrase\nFreiwilliger\t\tFreiwillige\t\t\tFreiwillige\t\tpl\tmasc_sg,fem_sg,neutral_pl\tadjectival\nFreiwilliger\t\tFreiwillige\t\tfreiwillige Person\tfreiwillige Personen\tf\tpl\tmasc_sg,fem_sg\tphrase\nAngestellter\t\tAngestellte\t\t\tAngestellte\t\tpl\tmasc_sg,fem_sg,neutral_pl\tadjectival\nAngestellter\t\tAngestellte\t\tangestellte Person\tangestellte Personen\tf\tpl\tmasc_sg,fem_sg\tphrase\nBeschäftigter\t\tBeschäftigte\t\t\tBeschäftigte\t\tpl\tmasc_sg,fem_sg,neutral_pl\tadjectival\nBeschäftigter\t\tBeschäftigte\t\tbeschäftigte Person\tbeschäftigte Personen\tf\tpl\tmasc_sg,fem_sg\tphrase\nJugendlicher\t\tJugendliche\t\t\tJugendliche\t\tpl\tmasc_sg,fem_sg,neutral_pl\tadjectival\nJugendlicher\t\tJugendliche\t\tjugendliche Person\tjugendliche Personen\tf\tpl\tmasc_sg,fem_sg\tphrase\nErwachsener\t\tErwachsene\t\t\tErwachsene\t\tpl\tmasc_sg,fem_sg,neutral_pl\tadjectival\nErwachsener\t\tErwachsene\t\terwachsene Person\terwachsene Personen\tf\tpl\tmasc_sg,fem_sg\tphrase\nVerwandter\t\tVerwandte\t\t\tVerwandte\t\tpl\tmasc_sg,fem_sg,neutral_pl\tadjectival\nBekannter\t\tBekannte\t\t\tBekannte\t\tpl\tmasc_sg,fem_sg,neutral_pl\tadjectival\nAngehöriger\t\tAngehörige\t\t\tAngehörige\t\tpl\tmasc_sg,fem_sg,neutral_pl\tadjectival\nAngehöriger\t\tAngehörige\t\tangehörige Person\tangehörige Personen\tf\tpl\tmasc_sg,fem_sg\tphrase\nAbgeordneter\t\tAbgeordnete\t\t\tAbgeordnete\t\tpl\tmasc_sg,fem_sg,neutral_pl\tadjectival\nAbgeordneter\t\tAbgeordnete\t\tabgeordnete Person\tabgeordnete Personen\tf\tpl\tmasc_sg,fem_sg\tphrase\nDelegierter\t\tDelegierte\t\t\tDelegierte\t\tpl\tmasc_sg,fem_sg,neutral_pl\tadjectival\nDelegierter\t\tDelegierte\t\tdelegierte Person\tdelegierte Personen\tf\tpl\tmasc_sg,fem_sg\tphrase\nVorsitzender\t\tVorsitzende\t\t\tVorsitzende\t\tpl\tmasc_sg,fem_sg,neutral_pl\tadjectival\nVorsitzender\t\tVorsitzende\t\tvorsitzende Person\tvorsitzende Personen\tf\tpl\tmasc_sg,fem_sg\tphrase\nVorsitzender\t\tVorsitzende\t\tVorsitz\t\tm\t\tmasc_sg,fem_sg\tnoun\nBeauftragter\t\tBeauftragte\t\t\tBeauftragte\t\tpl\tmasc_sg,fem_sg,neutral_pl\tadjectival\nBeauftragter\t\tBeauftragte\t\tbeauftragte Person\tbeauftragte Personen\tf\tpl\tmasc_sg,fem_sg\tphrase\nBevollmächtigter\t\tBevollmächtigte\t\t\tBevollmächtigte\t\tpl\tmasc_sg,fem_sg,neutral_pl\tadjectival\nBevollmächtigter\t\tBevollmächtigte\t\tbevollmächtigte Person\tbevollmächtigte Personen\tf\tpl\tmasc_sg,fem_sg\tphrase\nSachverständiger\t\tSachverständige\t\t\tSachverständige\t\tpl\tmasc_sg,fem_sg,neutral_pl\tadjectival\nSachverständiger\t\tSachverständige\t\tsachverständige Person\tsachverständige Personen\tf\tpl\tmasc_sg,fem_sg\tphrase\nVorgesetzter\t\tVorgesetzte\t\t\tVorgesetzte\t\tpl\tmasc_sg,fem_sg,neutral_pl\tadjectival\nVorgesetzter\t\tVorgesetzte\t\tvorgesetzte Person\tvorgesetzte Personen\tf\tpl\tmasc_sg,fem_sg\tphrase\nVorgesetzter\t\tVorgesetzte\t\tFührungskraft\tFührungskräfte\tf\tpl\tmasc_sg,fem_sg\tkraft\nArbeitsloser\t\tArbeitslose\t\t\tArbeitslose\t\tpl\tmasc_sg,fem_sg,neutral_pl\tadjectival\nArbeitsloser\t\tArbeitslose\t\tarbeitslose Person\tarbeitslose Personen\tf\tpl\tmasc_sg,fem_sg\tphrase\nObdachloser\t\tObdachlose\t\t\tObdachlose\t\tpl\tmasc_sg,fem_sg,neutral_pl\tadjectival\nObdachloser\t\tObdachlose\t\tobdachlose Person\tobdachlose Personen\tf\tpl\tmasc_sg,fem_sg\tphrase\nKranker\t\tKranke\t\t\tKranke\t\tpl\tmasc_sg,fem_sg,neutral_pl\tadjectival\nKranker\t\tKranke\t\tkranke Person\tkranke Personen\tf\tpl\tmasc_sg,fem_sg\tphrase\nVerletzter\t\tVerletzte\t\t\tVerletzte\t\tpl\tmasc_sg,fem_sg,neutral_pl\tadjectival\nVerletzter\t\tVerletzte\t\tverletzte Person\tverletzte Personen\tf\tpl\tmasc_sg,fem_sg\tphrase\nGefangener\t\tGefangene\t\t\tGefangene\t\tpl\tmasc_sg,fem_sg,neutral_pl\tadjectival\nGefangener\t\tGefangene\t\tgefangene Person\tgefangene Personen\tf\tpl\tmasc_sg,fem_sg\tphrase\nVerdächtiger\t\tVerdächtige\t\t\tVerdächtige\t\tpl\tmasc_sg,fem_sg,neutral_pl\tadjectival\nVerdächtiger\t\tVerdächtige\t\tverdächtige Person\tverdächtige Personen\tf\tpl\tmasc_sg,fem_sg\tphrase\nBeschuldigter\t\tBeschuldigte\t\t\tBeschuldigte\t\tpl\tmasc_sg,fem_sg,neutral_pl\tadjectival\nBeschuldigter\t\tBeschuldigte\t\tbeschuldigte Person\tbeschuldigte Personen\tf\tpl\tmasc_sg,fem_sg\tphrase\nAngeklagter\t\tAngeklagte\t\t\tAngeklagte\t\tpl\tmasc_sg,fem_sg,neutral_pl\tadjectival\nAngeklagter\t\tAngeklagte\t\tangeklagte Person\tangeklagte Personen\tf\tpl\tmasc_sg,fem_sg\tphrase\nGeschädigter\t\tGeschädigte\t\t\tGeschädigte\t\tpl\tmasc_sg,fem_sg,neutral_pl\tadjectival\nGeschädigter\t\tGeschädigte\t\tgeschädigte Person\tgeschädigte Personen\tf\tpl\tmasc_sg,fem_sg\tphrase\nBetroffener\t\tBetroffene\t\t\tBetroffene\t\tpl\tmasc_sg,fem_sg,neutral_pl\tadjectival\nBetroffener\t\tBetroffene\t\tbetroffene Person\tbetroffene Personen\tf\tpl\tmasc_sg,fem_sg\tphrase\nHinterbliebener\t\tHinterbliebene\t\t\tHinterbliebene\t\tpl\tmasc_sg,fem_sg,neutral_pl\tadjectival\nHinterbliebener\t\tHinterbliebene\t\thinterbliebene Person\thinterbliebene Personen\tf\tpl\tmasc_sg,fem_sg\tphrase\nÜberlebender\t\tÜberlebende\t\t\tÜberlebende\t\tpl\tmasc_sg,fem_sg,neutral_pl\tadjectival\nÜberlebender\t\tÜberlebende\t\tüberlebende Person\tüberlebende Personen\tf\tpl\tmasc_sg,fem_sg\tphrase\nVerstorbener\t\tVerstorbene\t\t\tVerstorbene\t\tpl\tmasc_sg,fem_sg,neutral_pl\tadjectival\nVerstorbener\t\tVerstorbene\t\tverstorbene Person\tverstorbene Personen\tf\tpl\tmasc_sg,fem_sg\tphrase\nReisender\t\tReisende\t\t\tReisende\t\tpl\tmasc_sg,fem_sg,neutral_pl\tadjectival\nReisender\t\tReisende\t\treisende Person\treisende Personen\tf\tpl\tmasc_sg,fem_sg\tphrase\nMitwirkender\t\tMitwirkende\t\t\tMitwirkende\t\tpl\tmasc_sg,fem_sg,neutral_pl\tadjectival\nMitwirkender\t\tMitwirkende\t\tmitwirkende Person\tmitwirkende Personen\tf\tpl\tmasc_sg,fem_sg\tphrase\nBeteiligter\t\tBeteiligte\t\t\tBeteiligte\t\tpl\tmasc_sg,fem_sg,neutral_pl\tadjectival\nBeteiligter\t\tBeteiligte\t\tbeteiligte Person\tbeteiligte Personen\tf\tpl\tmasc_sg,fem_sg\tphrase\nUnparteiischer\t\tUnparteiische\t\t\tUnparteiische\t\tpl\tmasc_sg,fem_sg,neutral_pl\tadjectival\nUnparteiischer\t\tUnparteiische\t\tunparteiische Person\tunparteiische Personen\tf\tpl\tmasc_sg,fem_sg\tphrase\nGewählter\t\tGewählte\t\t\tGewählte\t\tpl\tmasc_sg,fem_sg,neutral_pl\tadjectival\nGewählter\t\tGewählte\t\tgewählte Person\tgewählte Personen\tf\tpl\tmasc_sg,fem_sg\tphrase\nGeflüchteter\t\tGeflüchtete\t\t\tGeflüchtete\t\tpl\tmasc_sg,fem_sg,neutral_pl\tadjectival\nGeflüchteter\t\tGeflüchtete\t\tgeflüchtete Person\tgeflüchtete Personen\tf\tpl\tmasc_sg,fem_sg\tphrase\nSelbstständiger\t\tSelbstständige\t\t\tSelbstständige\t\tpl\tmasc_sg,fem_sg,neutral_pl\tadjectival\nSelbstständiger\t\tSelbstständige\t\tselbstständige Person\tselbstständige Personen\tf\tpl\tmasc_sg,fem_sg\tphrase\nStudierender\t\tStudierende\t\t\tStudierende\t\tpl\tmasc_sg,fem_sg,neutral_pl\tadjectival\nStudierender\t\tStudierende\t\tstudierende Person\tstudierende Personen\tf\tpl\tmasc_sg,fem_sg\tphrase\nLehrender\t\tLehrende\t\t\tLehrende\t\tpl\tmasc_sg,fem_sg,neutral_pl\tadjectival\nLehrender\t\tLehrende\t\tlehrende Person\tlehrende Personen\tf\tpl\tmasc_sg,fem_sg\tphrase\nMitarbeitender\t\tMitarbeitende\t\t\tMitarbeitende\t\tpl\tmasc_sg,fem_sg,neutral_pl\tadjectival\nMitarbeitender\t\tMitarbeitende\t\tmitarbeitende Person\tmitarbeitende Personen\tf\tpl\tmasc_sg,fem_sg\tphrase\nTeilnehmender\t\tTeilnehmende\t\t\tTeilnehmende\t\tpl\tmasc_sg,fem_sg,neutral_pl\tadjectival\nTeilnehmender\t\tTeilnehmende\t\tteilnehmende Person\tteilnehmende Personen\tf\tpl\tmasc_sg,fem_sg\tphrase\nAuszubildender\t\tAuszubildende\t\t\tAuszubildende\t\tpl\tmasc_sg,fem_sg,neutral_pl\tadjectival\nAuszubildender\t\tAuszubildende\t\tauszubildende Person\tauszubildende Personen\tf\tpl\tmasc_sg,fem_sg\tphrase\nBürokaufmann\tBürokaufmänner\tBürokauffrau\tBürokauffrauen\tBürokraft\tBürokräfte\tf\tpl\t\tkraft\nRetter\tRetter\tRetterin\tRetterinnen\tRettungskraft\tRettungskräfte\tf\tpl\t\tkraft\nRetter\tRetter\tRetterin\tRetterinnen\tEinsatzkraft\tEinsatzkräfte\tf\tpl\t\tkraft\nSanitäter\tSanitäter\tSanitäterin\tSanitäterinnen\tRettungskraft\tRettungskräfte\tf\tpl\t\tkraft\nWachmann\tWachmänner\tWachfrau\tWachfrauen\tSicherheitskraft\tSicherheitskräfte\tf\tpl\t\tkraft\nWachmann\tWachmänner\tWachfrau\tWachfrauen\tWachperson\tWachpersonen\tf\tpl\t\tperson\nHochschullehrer\tHochschullehrer\tHochschullehrerin\tHochschullehrerinnen\t\tHochschullehrende\t\tpl\tneutral_pl\tparticiple\nHochschullehrer\tHochschullehrer\tHochschullehrerin\tHochschullehrerinnen\thochschullehrende Person\thochschullehrende Personen\tf\tpl\t\tphrase\nGrundschullehrer\tGrundschullehrer\tGrundschullehrerin\tGrundschullehrerinnen\tGrundschullehrkraft\tGrundschullehrkräfte\tf\tpl\t\tkraft\nKlassenlehrer\tKlassenlehrer\tKlassenlehrerin\tKlassenlehrerinnen\tKlassenleitung\tKlassenleitungen\tf\tpl\t\tleitung\nGymnasiallehrer\tGymnasiallehrer\tGymnasiallehrerin\tGymnasiallehrerinnen\tGymnasiallehrkraft\tGymnasiallehrkräfte\tf\tpl\t\tkraft\nMusiklehrer\tMusiklehrer\tMusiklehrerin\tMusiklehrerinnen\tMusiklehrkraft\tMusiklehrkräfte\tf\tpl\t\tkraft\nSportlehrer\tSportlehrer\tSportlehrerin\tSportlehrerinnen\tSportlehrkraft\tSportlehrkräfte\tf\tpl\t\tkraft\nDeutschlehrer\tDeutschlehrer\tDeutschlehrerin\tDeutschlehrerinnen\tDeutschlehrkraft\tDeutschlehrkräfte\tf\tpl\t\tkraft\nMathematiklehrer\tMathematiklehrer\tMathematiklehrerin\tMathematiklehrerinnen\tMathematiklehrkraft\tMathematiklehrkräfte\tf\tpl\t\tkraft\nInformant\tInformanten\tInformantin\tInformantinnen\tAuskunftsperson\tAuskunftspersonen\tf\tpl\t\tperson\nAnführer\tAnführer\tAnführerin\tAnführerinnen\tFührungsperson\tFührungspersonen\tf\tpl\t\tperson\nKassenwart\tKassenwarte\tKassenwartin\tKassenwartinnen\tKassenführung\tKassenführungen\tf\tpl\t\tnoun\nGeschäftsleiter\tGeschäftsleiter\tGeschäftsleiterin\tGeschäftsleiterinnen\tGeschäftsleitung\tGeschäftsleitungen\tf\tpl\t\tleitung\nRessortleiter\tRessortleiter\tRessortleiterin\tRessortleiterinnen\tRessortleitung\tRessortleitungen\tf\tpl\t\tleitung\nSeminarleiter\tSeminarleiter\tSeminarleiterin\tSeminarleiterinnen\tSeminarleitung\tSeminarleitungen\tf\tpl\t\tleitung\nChorleiter\tChorleiter\tChorleiterin\tChorleiterinnen\tChorleitung\tChorleitungen\tf\tpl\t\tleitung\nÜbungsleiter\tÜbungsleiter\tÜbungsleiterin\tÜbungsleiterinnen\tÜbungsleitung\tÜbungsleitungen\tf\tpl\t\tleitung\nAusbildungsleiter\tAusbildungsleiter\tAusbildungsleiterin\tAusbildungsleiterinnen\tAusbildungsleitung\tAusbildungsleitungen\tf\tpl\t\tleitung\nAmtsleiter\tAmtsleiter\tAmtsleiterin\tAmtsleiterinnen\tAmtsleitung\tAmtsleitungen\tf\tpl\t\tleitung\nDienststellenleiter\tDienststellenleiter\tDienststellenleiterin\tDienststellenleiterinnen\tDienststellenleitung\tDienststellenleitungen\tf\tpl\t\tleitung\nNiederlassungsleiter\tNiederlassungsleiter\tNiederlassungsleiterin\tNiederlassungsleiterinnen\tNiederlassungsleitung\tNiederlassungsleitungen\tf\tpl\t\tleitung\nGebietsleiter\tGebietsleiter\tGebietsleiterin\tGebietsleiterinnen\tGebietsleitung\tGebietsleitungen\tf\tpl\t\tleitung\nProduktionsleiter\tProduktionsleiter\tProduktionsleiterin\tProduktionsleiterinnen\tProduktionsleitung\tProduktionsleitungen\tf\tpl\t\tleitung\nLagerleiter\tLagerleiter\tLagerleiterin\tLagerleiterinnen\tLagerleitung\tLagerleitungen\tf\tpl\t\tleitung\nMarketingleiter\tMarketingleiter\tMarketingleiterin\tMarketingleiterinnen\tMarketingleitung\tMarketingleitungen\tf\tpl\t\tleitung\nLaborleiter\tLaborleiter\tLaborleiterin\tLaborleiterinnen\tLaborleitung\tLaborleitungen\tf\tpl\t\tleitung\nMuseumsleiter\tMuseumsleiter\tMuseumsleiterin\tMuseumsleiterinnen\tMuseumsleitung\tMuseumsleitungen\tf\tpl\t\tleitung\nBibliotheksleiter\tBibliotheksleiter\tBibliotheksleiterin\tBibliotheksleiterinnen\tBibliotheksleitung\tBibliotheksleitungen\tf\tpl\t\tleitung\nVerlagsleiter\tVerlagsleiter\tVerlagsleiterin\tVerlagsleiterinnen\tVerlagsleitung\tVerlagsleitungen\tf\tpl\t\tleitung\nTheaterleiter\tTheaterleiter\tTheaterleiterin\tTheaterleiterinnen\tTheaterleitung\tTheaterleitungen\tf\tpl\t\tleitung\nFestivalleiter\tFestivalleiter\tFestivalleiterin\tFestivalleiterinnen\tFestivalleitung\tFestivalleitungen\tf\tpl\t\tleitung\nWahlleiter\tWahlleiter\tWahlleiterin\tWahlleiterinnen\tWahlleitung\tWahlleitungen\tf\tpl\t\tleitung\nVersammlungsleiter\tVersammlungsleiter\tVersammlungsleiterin\tVersammlungsleiterinnen\tVersammlungsleitung\tVersammlungsleitungen\tf\tpl\t\tleitung\nGesprächsleiter\tGesprächsleiter\tGesprächsleiterin\tGesprächsleiterinnen\tGesprächsleitung\tGesprächsleitungen\tf\tpl\t\tleitung\nDiskussionsleiter\tDiskussionsleiter\tDiskussionsleiterin\tDiskussionsleiterinnen\tDiskussionsleitung\tDiskussionsleitungen\tf\tpl\t\tleitung\nExpeditionsleiter\tExpeditionsleiter\tExpeditionsleiterin\tExpeditionsleiterinnen\tExpeditionsleitung\tExpeditionsleitungen\tf\tpl\t\tleitung\nLehrgangsleiter\tLehrgangsleiter\tLehrgangsleiterin\tLehrgangsleiterinnen\tLehrgangsleitung\tLehrgangsleitungen\tf\tpl\t\tleitung\nStudienleiter\tStudienleiter\tStudienleiterin\tStudienleiterinnen\tStudienleitung\tStudienleitungen\tf\tpl\t\tleitung\nDekan\tDekane\tDekanin\tDekaninnen\tDekanat\t\tn\t\t\tnoun\nRektor\tRektoren\tRektorin\tRektorinnen\tRektorat\t\tn\t\t\tnoun\nRektor\tRektoren\tRektorin\tRektorinnen\tSchulleitung\tSchulleitungen\tf\tpl\t\tleitung\nVizepräsident\tVizepräsidenten\tVizepräsidentin\tVizepräsidentinnen\tVizepräsidium\t\tn\t\t\tnoun\nPressesprecher\tPressesprecher\tPressesprecherin\tPressesprecherinnen\tPressestelle\t\tf\t\t\tnoun\nDatenschutzbeauftragter\t\tDatenschutzbeauftragte\t\t\tDatenschutzbeauftragte\t\tpl\tmasc_sg,fem_sg,neutral_pl\tadjectival\nDatenschutzbeauftragter\t\tDatenschutzbeauftragte\t\tdatenschutzbeauftragte Person\tdatenschutzbeauftragte Personen\tf\tpl\tmasc_sg,fem_sg\tphrase\nGleichstellungsbeauftragter\t\tGleichstellungsbeauftragte\t\t\tGleichstellungsbeauftragte\t\tpl\tmasc_sg,fem_sg,neutral_pl\tadjectival\nGleichstellungsbeauftragter\t\tGleichstellungsbeauftragte\t\tgleichstellungsbeauftragte Person\tgleichstellungsbeauftragte Personen\tf\tpl\tmasc_sg,fem_sg\tphrase\n# --- common person nouns (2026-11): written by the fairwrite team, see the header ---\nArzt\tÄrzte\tÄrztin\tÄrztinnen\tärztliche Fachkraft\tärztliche Fachkräfte\tf\tpl\t\tphrase\nArzt\tÄrzte\tÄrztin\tÄrztinnen\t\tärztliches Personal\t\tn\t\tcollective\nZahnarzt\tZahnärzte\tZahnärztin\tZahnärztinnen\tzahnärztliche Fachkraft\tzahnärztliche Fachkräfte\tf\tpl\t\tphrase\nTierarzt\tTierärzte\tTierärztin\tTierärztinnen\ttierärztliche Fachkraft\ttierärztliche Fachkräfte\tf\tpl\t\tphrase\nRentner\tRentner\tRentnerin\tRentnerinnen\t\tRentenbeziehende\t\tpl\tneutral_pl\tparticiple\nRentner\tRentner\tRentnerin\tRentnerinnen\trentenbeziehende Person\trentenbeziehende Personen\tf\tpl\t\tphrase\nBerichterstatter\tBerichterstatter\tBerichterstatterin\tBerichterstatterinnen\t\tBerichterstattende\t\tpl\tneutral_pl\tparticiple\nBerichterstatter\tBerichterstatter\tBerichterstatterin\tBerichterstatterinnen\tberichterstattende Person\tberichterstattende Personen\tf\tpl\t\tphrase\nFragesteller\tFragesteller\tFragestellerin\tFragestellerinnen\t\tFragestellende\t\tpl\tneutral_pl\tparticiple\nFragesteller\tFragesteller\tFragestellerin\tFragestellerinnen\tfragestellende Person\tfragestellende Personen\tf\tpl\t\tphrase\nDemonstrant\tDemonstranten\tDemonstrantin\tDemonstrantinnen\t\tDemonstrierende\t\tpl\tneutral_pl\tparticiple\nDemonstrant\tDemonstranten\tDemonstrantin\tDemonstrantinnen\tdemonstrierende Person\tdemonstrierende Personen\tf\tpl\t\tphrase\nZivilist\tZivilisten\tZivilistin\tZivilistinnen\tZivilperson\tZivilpersonen\tf\tpl\t\tperson\nStaatsbürger\tStaatsbürger\tStaatsbürgerin\tStaatsbürgerinnen\t\tStaatsangehörige\t\tpl\tneutral_pl\tadjectival\nAusländer\tAusländer\tAusländerin\tAusländerinnen\tausländische Person\tausländische Personen\tf\tpl\t\tphrase\nSenior\tSenioren\tSeniorin\tSeniorinnen\t\tältere Menschen\t\tpl\t\tphrase\nVerantwortlicher\t\tVerantwortliche\t\t\tVerantwortliche\t\tpl\tmasc_sg,fem_sg,neutral_pl\tadjectival\nVerantwortlicher\t\tVerantwortliche\t\tverantwortliche Person\tverantwortliche Personen\tf\tpl\tmasc_sg,fem_sg\tphrase\n"}


IRREGULAR_ADJECTIVES = frozenset({'hohe', 'hohem', 'hohen', 'hoher', 'hohes'})
PREFIXES = frozenset({'ab', 'alt', 'an', 'auf', 'aus', 'bei', 'bundes', 'chef', 'co', 'dritt', 'durch', 'ehren', 'ein', 'einzel', 'ersatz', 'erst', 'erz', 'ex', 'fach', 'fahr', 'fehl', 'fern', 'frei', 'gegen', 'gemeinde', 'gesamt', 'groß', 'haupt', 'hilfs', 'hoch', 'jung', 'klein', 'ko', 'kreis', 'laien', 'landes', 'lehr', 'leih', 'miss', 'mit', 'mittel', 'nach', 'neu', 'nieder', 'ober', 'profi', 'schreib', 'schwarz', 'spiel', 'spitzen', 'sprech', 'staats', 'stadt', 'stell', 'top', 'um', 'unter', 'ur', 'vize', 'vor', 'wander', 'wieder', 'zu', 'zweit', 'zwischen'})
WEAK_AFTER = frozenset({'aller', 'der', 'derjenige', 'derselbe', 'dieser', 'jeder', 'jedweder', 'jener', 'mancher', 'solcher', 'welcher'})


# --- fairwrite.de.tokens:QUOTES

QUOTES = frozenset(('"', "„", "“", "”", "»", "«", "'", "‚", "‘", "’", "›", "‹"))


# --- fairwrite.errors:FairwriteError

class FairwriteError(Exception):
    """A user mistake (bad path, malformed input, unknown option) with a message fit for the terminal."""

    exit_code: int = 2


# --- fairwrite.citations:CITATIONS

CITATIONS: dict[str, str] = {
    "amrhein2023": """@inproceedings{amrhein-etal-2023-exploiting,
  title = {Exploiting Biased Models to De-bias Text: A Gender-Fair Rewriting Model},
  author = {Amrhein, Chantal and Schottmann, Florian and Sennrich, Rico and L{\\"a}ubli, Samuel},
  booktitle = {Proceedings of the 61st Annual Meeting of the Association for Computational Linguistics},
  year = {2023}
}""",
    "vanmassenhove2021": """@inproceedings{vanmassenhove-etal-2021-neutral,
  title = {{N}eu{T}ral {R}ewriter: A Rule-Based and Neural Approach to Automatic Rewriting into Gender Neutral Alternatives},
  author = {Vanmassenhove, Eva and Emmery, Chris and Shterionov, Dimitar},
  booktitle = {Proceedings of the 2021 Conference on Empirical Methods in Natural Language Processing},
  pages = {8940--8948},
  year = {2021}
}""",
    "hauser2023": """@thesis{hauser-2023-gender-neutral,
  title = {Adapting Gender-Inclusive Rewriting Models to Gender-Neutral German},
  author = {Hauser, Renate},
  type = {Bachelor's thesis},
  institution = {University of Zurich, Department of Computational Linguistics},
  year = {2023}
}""",
    "lerner2024": """@inproceedings{lerner-grouin-2024-inclure,
  title = {{INCLURE}: a Dataset and Toolkit for Inclusive French Translation},
  author = {Lerner, Paul and Grouin, Cyril},
  booktitle = {Proceedings of the 17th Workshop on Building and Using Comparable Corpora (BUCC) @ LREC-COLING 2024},
  year = {2024}
}""",
    "zmigrod2019": """@inproceedings{zmigrod-etal-2019-counterfactual,
  title = {Counterfactual Data Augmentation for Mitigating Gender Stereotypes in Languages with Rich Morphology},
  author = {Zmigrod, Ran and Mielke, Sabrina J. and Wallach, Hanna and Cotterell, Ryan},
  booktitle = {Proceedings of the 57th Annual Meeting of the Association for Computational Linguistics},
  pages = {1651--1661},
  year = {2019}
}""",
    "grouin2022": """@inproceedings{grouin-2022-impact,
  title = {Impact du fran{\\c{c}}ais inclusif sur les outils du {TAL} (Impact of French Inclusive Language on NLP Tools)},
  author = {Grouin, Cyril},
  booktitle = {Actes de la 29e Conf{\\'e}rence sur le Traitement Automatique des Langues Naturelles},
  pages = {126--135},
  year = {2022}
}""",
}


# --- fairwrite.citations:bibtex

def bibtex(keys: Iterable[str]) -> list[str]:
    """BibTeX entries for citation keys, in order, without duplicates; raw BibTeX passes through."""
    entries: list[str] = []
    for key in keys:
        entry = key if key.lstrip().startswith("@") else CITATIONS.get(key)
        if entry is None:
            raise FairwriteError(f"unknown citation {key!r}; known: {', '.join(sorted(CITATIONS))}")
        if entry not in entries:
            entries.append(entry)
    return entries


# --- fairwrite.datadir:_REPO_ROOT

_REPO_ROOT = Path(__file__).resolve().parents[2]


# --- fairwrite.datadir:candidate_dirs

def candidate_dirs(explicit: str | os.PathLike[str] | None = None) -> list[Path]:
    """The directories searched for shared data, most specific first."""
    found: list[Path] = []
    if explicit:
        found.append(Path(explicit))
    if os.environ.get("FAIRWRITE_DATA"):
        found.append(Path(os.environ["FAIRWRITE_DATA"]))
    found += [Path.cwd().parent / "shared", _REPO_ROOT.parent / "shared"]
    return found


# --- fairwrite.datadir:data_dir

def data_dir(explicit: str | os.PathLike[str] | None = None, *, required: bool = True) -> Path | None:
    """Resolve the shared data directory; raise a clear error when ``required`` and none exists.

    An ``explicit`` folder (``--data-dir``) that does not exist is always an error: falling back to
    ``$FAIRWRITE_DATA`` would silently score against other data than the user named.
    """
    if explicit and not Path(explicit).is_dir():
        raise FairwriteError(f"--data-dir {explicit}: no such folder")
    for candidate in candidate_dirs(explicit):
        if candidate.is_dir():
            return candidate.resolve()
    if required:
        where = ", ".join(str(c) for c in candidate_dirs(explicit))
        raise FairwriteError(
            f"shared data directory not found (looked in: {where}); pass --data-dir or set FAIRWRITE_DATA"
        )
    return None


# --- fairwrite.de.morphology:_words

_words = str.split  # word lists are written as one string


# --- fairwrite.de.morphology:CASES

CASES = ("nom", "acc", "dat", "gen")


# --- fairwrite.de.morphology:_TABLE_CASES

_TABLE_CASES = ("nom", "gen", "dat", "acc")


# --- fairwrite.de.morphology:NUMBERS

NUMBERS = ("sg", "pl")


# --- fairwrite.de.morphology:GENDERS

GENDERS = ("m", "f", "n")


# --- fairwrite.de.morphology:DECLENSIONS

DECLENSIONS = ("strong", "weak", "mixed")


# --- fairwrite.de.morphology:ADJ_ENDINGS

ADJ_ENDINGS = ("en", "em", "er", "es", "e")


# --- fairwrite.de.morphology:_ROWS

_ROWS = (("sg", "m"), ("sg", "f"), ("sg", "n"), ("pl", ""))


# --- fairwrite.de.morphology:_paradigm

def _paradigm(rows: str) -> dict[tuple[str, str], tuple[str, ...]]:
    """A table from its rows ``sg m | sg f | sg n | pl`` (plural rows ignore gender), each the forms in
    the order of :data:`_TABLE_CASES` (``nom gen dat acc``); ``-`` is no ending."""
    return {
        key: tuple("" if form == "-" else form for form in row.split())
        for key, row in zip(_ROWS, rows.split("|"), strict=True)
    }


# --- fairwrite.de.morphology:_DEFINITE

_DEFINITE = _paradigm("der des dem den | die der der die | das des dem das | die der den die")


# --- fairwrite.de.morphology:_PRONOMINAL

_PRONOMINAL = _paradigm("er es em en | e er er e | es es em es | e er en e")


# --- fairwrite.de.morphology:_EIN

_EIN = _paradigm("- es em en | e er er e | - es em - | e er en e")


# --- fairwrite.de.morphology:_WEAK_ADJ

_WEAK_ADJ = _paradigm("e en en en | e en en e | e en en e | en en en en")


# --- fairwrite.de.morphology:_STRONG_ADJ

_STRONG_ADJ = _paradigm("er en em en | e er er e | es en em es | e er en e")


# --- fairwrite.de.morphology:_MIXED_ADJ

_MIXED_ADJ = _paradigm("er en en en | e en en e | es en en es | en en en en")


# --- fairwrite.de.morphology:_ADJ

_ADJ = {"weak": _WEAK_ADJ, "strong": _STRONG_ADJ, "mixed": _MIXED_ADJ}


# --- fairwrite.de.morphology:_DETERMINERS

_DETERMINERS: dict[str, tuple[str, str]] = {
    **{lemma: (lemma, "ein") for lemma in _words("ein kein irgendein mein dein sein ihr unser")},
    "euer": ("eur", "ein"),
    **{lemma: (lemma[:-2], "pro") for lemma in _words("dieser jener jeder mancher welcher solcher aller jedweder")},
}


# --- fairwrite.de.morphology:_row

def _row(number: str, gender: str) -> tuple[str, str]:
    return ("pl", "") if number == "pl" else ("sg", gender)


# --- fairwrite.de.morphology:_idx

def _idx(case: str) -> int:
    return _TABLE_CASES.index(case)


# --- fairwrite.de.morphology:inflect_determiner

def inflect_determiner(lemma: str, case: str, number: str, gender: str) -> str:
    """The form of a determiner (``der``, ``ein``, ``kein``, possessives, ``dieser``, ``jeder``, …).

    ``derjenige``/``derselbe`` are inflected as article + weak adjective (``demjenigen``). ``euer``
    drops its *e* before endings (``eure``). Raises ``KeyError`` for an unknown lemma.
    """
    low = lemma.lower()
    row = _row(number, gender)
    i = _idx(case)
    if low == "der":
        out = _DEFINITE[row][i]
    elif low in ("derjenige", "derselbe"):
        tail = "jenig" if low == "derjenige" else "selb"
        out = _DEFINITE[row][i] + tail + _WEAK_ADJ[row][i]
    else:
        stem, paradigm = _DETERMINERS[low]
        ending = (_EIN if paradigm == "ein" else _PRONOMINAL)[row][i]
        if low == "euer" and not ending:
            stem = "euer"
        out = stem + ending
    return out[:1].upper() + out[1:] if lemma[:1].isupper() else out


# --- fairwrite.de.morphology:declension_after

def declension_after(
    determiner_lemma: str | None, case: str = "nom", number: str = "sg", gender: str = "m"
) -> str:
    """Adjective declension after a determiner lemma (``None`` = no determiner → ``strong``)."""
    if determiner_lemma is None:
        return "strong"
    low = determiner_lemma.lower()
    if low in WEAK_AFTER:
        return "weak"
    return "mixed"


# --- fairwrite.de.morphology:adjective_ending

def adjective_ending(declension: str, case: str, number: str, gender: str) -> str:
    """The ending of an attributive adjective (``neu`` + ending)."""
    return _ADJ[declension][_row(number, gender)][_idx(case)]


# --- fairwrite.de.morphology:inflect_adjective

def inflect_adjective(stem: str, declension: str, case: str, number: str, gender: str) -> str:
    """``stem`` + ending; stems ending in *e* (``leise``) do not double it; *-el*/*-er* keep their *e*."""
    ending = adjective_ending(declension, case, number, gender)
    if stem.endswith("e") and ending.startswith("e"):
        return stem + ending[1:]
    return stem + ending


# --- fairwrite.de.morphology:_determiner_index

@lru_cache(maxsize=1)
def _determiner_index() -> dict[str, tuple[tuple[str, str, str, str], ...]]:
    index: dict[str, list[tuple[str, str, str, str]]] = {}
    lemmas = ["der", "derjenige", "derselbe", *_DETERMINERS]
    for lemma in lemmas:
        for number in ("sg",) if lemma in ("ein", "irgendein") else NUMBERS:
            for gender in GENDERS:
                for case in _TABLE_CASES:
                    form = inflect_determiner(lemma, case, number, gender)
                    index.setdefault(form, []).append((lemma, case, number, gender))
    for form in [f for f in index if f.startswith("unser") and len(f) > 5]:
        # unsre, unsren, unsrem; unsern, unserm: the poets' and speakers' elided forms read as the full ones
        # (*unsren Pfarrer* is one pastor, an accusative singular, not a dative plural without its -n)
        index.setdefault("unsr" + form[5:], index[form])
        if form[5:] in ("en", "em"):
            index.setdefault("unser" + form[6:], index[form])
    return {k: tuple(v) for k, v in index.items()}


# --- fairwrite.de.morphology:analyse_determiner

def analyse_determiner(form: str) -> tuple[tuple[str, str, str, str], ...]:
    """All readings ``(lemma, case, number, gender)`` of a determiner form (case-insensitive)."""
    return _determiner_index().get(form.lower(), ())


# --- fairwrite.de.morphology:PREPOSITION_CASES

PREPOSITION_CASES: dict[str, tuple[str, ...]] = {
    **{
        p: ("dat",)
        for p in _words("mit von zu bei aus nach seit ab gegenüber gemäß samt nebst entgegen laut")
    },
    **{p: ("acc",) for p in _words("für gegen durch ohne um bis wider")},
    **{
        p: ("gen",)
        for p in _words(
            "wegen während trotz statt anstatt innerhalb außerhalb aufgrund mittels seitens "
            "zugunsten angesichts bezüglich hinsichtlich infolge oberhalb unterhalb anlässlich"
        )
    },
    **{p: ("dat", "acc") for p in _words("in an auf über unter vor hinter neben zwischen")},
}


# --- fairwrite.de.morphology:CONTRACTIONS

CONTRACTIONS: dict[str, tuple[str, str, str]] = {
    "zum": ("zu", "dem", "dat"),
    "zur": ("zu", "der", "dat"),
    "vom": ("von", "dem", "dat"),
    "beim": ("bei", "dem", "dat"),
    "im": ("in", "dem", "dat"),
    "am": ("an", "dem", "dat"),
    "ins": ("in", "das", "acc"),
    "ans": ("an", "das", "acc"),
    "aufs": ("auf", "das", "acc"),
}


# --- fairwrite.de.morphology:preposition_cases

def preposition_cases(word: str) -> tuple[str, ...]:
    """Cases a preposition may govern (empty for non-prepositions)."""
    return PREPOSITION_CASES.get(word.lower(), ())


# --- fairwrite.text.io:check_aligned

def check_aligned(names: Sequence[str], columns: Sequence[Sequence[object]]) -> None:
    """Raise when in-memory columns that must be parallel differ in length."""
    counts = {len(c) for c in columns}
    if len(counts) > 1:
        detail = ", ".join(f"{n}: {len(c)}" for n, c in zip(names, columns, strict=True))
        raise FairwriteError(f"inputs are not aligned ({detail})")


# --- fairwrite.de.terminology:GENDERED_FIELDS

GENDERED_FIELDS = ("masc_sg", "masc_pl", "fem_sg", "fem_pl")


# --- fairwrite.de.terminology:NEUTRAL_FIELDS

NEUTRAL_FIELDS = ("neutral_sg", "neutral_pl")


# --- fairwrite.de.terminology:TERM_FIELDS

TERM_FIELDS = GENDERED_FIELDS + NEUTRAL_FIELDS


# --- fairwrite.de.terminology:COLUMNS

COLUMNS = (*TERM_FIELDS, "neutral_sg_genus", "neutral_pl_genus", "adjectival", "kind", "lexical")


# --- fairwrite.de.terminology:FIELD_GENDER

FIELD_GENDER = {
    "masc_sg": "masculine",
    "masc_pl": "masculine",
    "fem_sg": "feminine",
    "fem_pl": "feminine",
    "neutral_sg": "neutral",
    "neutral_pl": "neutral",
}


# --- fairwrite.de.terminology:FIELD_NUMBER

FIELD_NUMBER = {f: f.rsplit("_", 1)[1] for f in TERM_FIELDS}


# --- fairwrite.de.terminology:DEFAULT_RESOURCE

DEFAULT_RESOURCE = "data/neutral_terminology.tsv"


# --- fairwrite.de.terminology:ENV_TERMINOLOGY

ENV_TERMINOLOGY = "FAIRWRITE_TERMINOLOGY"


# --- fairwrite.de.terminology:TermEntry

@dataclass(frozen=True)
class TermEntry:
    """One gendered ↔ neutral correspondence; see the module docstring."""

    masc_sg: str = ""
    masc_pl: str = ""
    fem_sg: str = ""
    fem_pl: str = ""
    neutral_sg: str = ""
    neutral_pl: str = ""
    neutral_sg_genus: str = ""
    neutral_pl_genus: str = ""
    adjectival: frozenset[str] = field(default_factory=frozenset)
    kind: str = ""
    #: The gendered terms carry lexical gender (*Vater*/*Mutter*, *Sohn*/*Tochter*): they name a person
    #: whose gender is stated, so ``referents="generic"`` leaves them alone.
    lexical: bool = False
    index: int = -1  # position in its terminology

    def term(self, name: str) -> str:
        return getattr(self, name)

    def is_adjectival(self, name: str) -> bool:
        """Whether the term in field ``name`` declines like an adjective (*Studierende*, *Angestellter*)."""
        return name in self.adjectival and " " not in self.term(name)

    def genus(self, name: str) -> str:
        """Grammatical gender of the term in field ``name``: ``m``/``f``/``n``, or ``pl`` for a plural."""
        if name == "neutral_sg":
            return self.neutral_sg_genus or _genus_of(self.neutral_sg, "f")
        if name == "neutral_pl":
            return self.neutral_pl_genus or "pl"
        if name.endswith("_pl"):
            return "pl"
        if self.is_adjectival(name):
            return "m" if name == "masc_sg" else "f"
        return _genus_of(self.term(name), "m" if name == "masc_sg" else "f")

    def grammatical_number(self, name: str) -> str:
        """``sg`` or ``pl`` — a collective neutral plural is grammatically singular."""
        return "pl" if self.genus(name) == "pl" else "sg"

    def plural_of(self, name: str) -> str:
        """The nominative plural belonging to the singular term in ``name`` (for inflection)."""
        partner = {"masc_sg": "masc_pl", "fem_sg": "fem_pl", "neutral_sg": "neutral_pl"}.get(name)
        if partner and self.grammatical_number(partner) == "pl":
            return self.term(partner)
        return ""

    def filled(self, names: Iterable[str] = TERM_FIELDS) -> Iterator[tuple[str, str]]:
        """``(field, term)`` for every non-empty term among ``names``."""
        for name in names:
            if self.term(name):
                yield name, self.term(name)

    def to_row(self) -> dict[str, str]:
        row = {c: getattr(self, c) for c in COLUMNS if c not in ("adjectival", "lexical")}
        row["adjectival"] = ",".join(f for f in TERM_FIELDS if f in self.adjectival)
        row["lexical"] = "yes" if self.lexical else ""
        return row


# --- fairwrite.de.terminology:_genus_of

def _genus_of(term: str, fallback: str) -> str:
    head = term.split()[-1] if term else ""
    if head in ("Mädchen", "Fräulein"):
        return "n"
    return lexicon_genus(head) or fallback if head else fallback


# --- fairwrite.de.terminology:Terminology

@dataclass(frozen=True)
class Terminology:
    """An ordered collection of :class:`TermEntry` with look-ups by term."""

    entries: tuple[TermEntry, ...]
    name: str = ""

    def __post_init__(self) -> None:
        indexed = tuple(e if e.index == i else replace(e, index=i) for i, e in enumerate(self.entries))
        object.__setattr__(self, "entries", indexed)

    def __len__(self) -> int:
        return len(self.entries)

    def __iter__(self) -> Iterator[TermEntry]:
        return iter(self.entries)

    def __getitem__(self, index: int) -> TermEntry:
        return self.entries[index]

    def terms(self, names: Iterable[str] = TERM_FIELDS) -> dict[str, list[tuple[int, str]]]:
        """``term → [(entry index, field)]`` over the fields ``names``."""
        found: dict[str, list[tuple[int, str]]] = {}
        for entry in self.entries:
            for name, term in entry.filled(names):
                found.setdefault(term, []).append((entry.index, name))
        return found

    def gendered_terms(self, gender: str | None = None, number: str | None = None) -> list[str]:
        """Distinct gendered terms (optionally of one gender and/or referent number), in entry order."""
        names = [
            f
            for f in GENDERED_FIELDS
            if (gender is None or FIELD_GENDER[f] == gender) and (number is None or FIELD_NUMBER[f] == number)
        ]
        return list(self.terms(names))

    def alternatives(self, entries: Iterable[int], name: str) -> list[tuple[TermEntry, str]]:
        """``(entry, term)`` in field ``name`` of the given entries, without repeating a term."""
        seen: set[str] = set()
        out = []
        for index in entries:
            entry = self.entries[index]
            term = entry.term(name)
            if term and term not in seen:
                seen.add(term)
                out.append((entry, term))
        return out

    def to_tsv(self, path: str | os.PathLike[str]) -> Path:
        """Write in the fairwrite TSV format."""
        target = Path(path)
        with target.open("w", encoding="utf-8", newline="") as handle:
            writer = csv.DictWriter(handle, COLUMNS, delimiter="\t", lineterminator="\n")
            writer.writeheader()
            for entry in self.entries:
                writer.writerow(entry.to_row())
        return target


# --- fairwrite.de.terminology:_entry_from_row

def _entry_from_row(row: Mapping[str, str], where: str) -> TermEntry:
    values = {c: (row.get(c) or "").strip() for c in COLUMNS}
    adjectival = frozenset(a.strip() for a in values.pop("adjectival").split(",") if a.strip())
    lexical = values.pop("lexical")
    if lexical not in ("", "yes"):
        raise FairwriteError(f"{where}: 'lexical' must be yes or empty, not {lexical!r}")
    unknown = adjectival - set(TERM_FIELDS)
    if unknown:
        raise FairwriteError(f"{where}: unknown field(s) in 'adjectival': {', '.join(sorted(unknown))}")
    for genus_column in ("neutral_sg_genus", "neutral_pl_genus"):
        if values[genus_column] not in ("", "m", "f", "n", "pl"):
            raise FairwriteError(f"{where}: {genus_column} must be m, f, n or pl, not {values[genus_column]!r}")
    if not any(values[f] for f in GENDERED_FIELDS) or not any(values[f] for f in NEUTRAL_FIELDS):
        raise FairwriteError(f"{where}: an entry needs at least one gendered and one neutral term")
    return TermEntry(adjectival=adjectival, lexical=lexical == "yes", **values)


# --- fairwrite.de.terminology:_read_tsv

def _read_tsv(path: Path, text: str) -> list[TermEntry]:
    lines = [line for line in text.splitlines() if line.strip() and not line.lstrip().startswith("#")]
    reader = csv.DictReader(lines, delimiter="\t")
    header = set(reader.fieldnames or [])
    for kind, names in (("gendered", GENDERED_FIELDS), ("neutral", NEUTRAL_FIELDS)):
        if not header & set(names):
            raise FairwriteError(f"{path}: the terminology header has no {kind} column ({', '.join(names)})")
    return [_entry_from_row(row, f"{path}: entry {n}") for n, row in enumerate(reader, start=1)]


# --- fairwrite.de.terminology:_looks_like_tsv

def _looks_like_tsv(text: str) -> bool:
    for line in text.splitlines():
        if line.strip() and not line.lstrip().startswith("#"):
            return "\t" in line and any(name in line.split("\t") for name in TERM_FIELDS)
    return False


# --- fairwrite.de.terminology:load_terminology

def load_terminology(
    path: str | os.PathLike[str] | None = None,
    *,
    feminine_pairs: str | os.PathLike[str] | None = None,
    name: str | None = None,
) -> Terminology:
    """Read a terminology (fairwrite TSV or ``term,alternative`` CSV); ``None`` = the shipped default."""
    if path is None:
        return default_terminology()
    source = Path(path)
    if not source.is_file():
        raise FairwriteError(f"{source}: no such terminology file")
    text = source.read_text(encoding="utf-8-sig")
    if _looks_like_tsv(text):
        entries = _read_tsv(source, text)
    else:
        pairs = _read_pairs(Path(feminine_pairs)) if feminine_pairs else {}
        entries = _entries_from_pairs(source, text, pairs)
    if not entries:
        raise FairwriteError(f"{source}: the terminology is empty")
    return Terminology(tuple(entries), name=name or source.name)


# --- fairwrite.de.terminology:_default

@lru_cache(maxsize=1)
def _default() -> Terminology:
    resource = resources.files("fairwrite.de").joinpath(DEFAULT_RESOURCE)
    text = resource.read_text(encoding="utf-8")
    return Terminology(tuple(_read_tsv(Path(str(resource)), text)), name="fairwrite-neutral-de")


# --- fairwrite.de.terminology:default_terminology

def default_terminology() -> Terminology:
    """The terminology named by ``$FAIRWRITE_TERMINOLOGY``, else the open one shipped with fairwrite."""
    override = os.environ.get(ENV_TERMINOLOGY)
    if override:
        return _cached_file(str(Path(override).resolve()))
    return _default()


# --- fairwrite.de.terminology:_cached_file

@lru_cache(maxsize=8)
def _cached_file(path: str) -> Terminology:
    return load_terminology(path)


# --- fairwrite.de.terminology:resolve_terminology

def resolve_terminology(terminology: Terminology | str | os.PathLike[str] | None) -> Terminology:
    """A :class:`Terminology` from an object, a path or ``None`` (the default)."""
    if isinstance(terminology, Terminology):
        return terminology
    if terminology is None:
        return default_terminology()
    return _cached_file(str(Path(terminology).resolve()))


# --- fairwrite.de.terminology:_read_pairs

def _read_pairs(path: Path) -> dict[str, str]:
    if not path.is_file():
        raise FairwriteError(f"{path}: no such masculine → feminine pair list")
    pairs: dict[str, str] = {}
    with path.open(encoding="utf-8-sig", newline="") as handle:
        for row in csv.reader(handle):
            if len(row) >= 2 and row[0].strip() and row[1].strip():
                pairs.setdefault(row[0].strip(), row[1].strip())
    return pairs


# --- fairwrite.de.terminology:_noun_numbers

def _noun_numbers(term: str) -> tuple[str, str, str] | None:
    """``(singular, plural, genus)`` when ``term`` is a form of a noun german-nouns knows."""
    if " " in term:
        return None  # multi-word terms: their number is not inferred
    lexicon = noun_table()
    for genus, forms in lexicon.get(term):
        if forms.get(("nom", "sg")):
            return term, (forms.get(("nom", "pl")) or ("",))[0], genus
    # ``term`` may itself be a plural: find the lemma whose nominative plural it is.
    for lemma in lexicon.plurals.get(term, ()):
        for genus, forms in lexicon.get(lemma):
            if term in forms.get(("nom", "pl"), ()):
                return lemma, term, genus
    return None


# --- fairwrite.de.terminology:_is_adjectival_plural

def _is_adjectival_plural(term: str) -> bool:
    """A nominalised participle or adjective in the plural (*Studierende*, *Angestellte*, *Kundige*)."""
    if " " in term or not term[:1].isupper():
        return False
    if term.endswith("ende"):
        return True
    return term.endswith(("te", "ene", "ige", "iche")) and lexicon_genus(term) is None


# --- fairwrite.de.terminology:_entries_from_pairs

def _entries_from_pairs(path: Path, text: str, pairs: Mapping[str, str]) -> list[TermEntry]:
    """Entries from ``term,alternative`` rows; numbers and genders inferred (see the module docstring)."""
    entries: list[TermEntry] = []
    for row in csv.reader(text.splitlines()):
        if len(row) < 2 or not row[0].strip() or not row[1].strip() or row[0].startswith("#"):
            continue
        gendered, neutral = row[0].strip(), row[1].strip()
        analysed = _noun_numbers(gendered)
        feminine = (analysed is not None and analysed[2] == "f") or gendered.endswith(("in", "innen"))
        prefix = "fem" if feminine else "masc"
        values: dict[str, str] = {}
        if analysed is None:
            values[f"{prefix}_sg"], referent = gendered, "sg"
        else:
            singular, plural, _ = analysed
            values[f"{prefix}_sg"], values[f"{prefix}_pl"] = singular, plural
            referent = "pl" if gendered == plural != singular else "sg" if gendered != plural else "both"
        if not feminine and values.get("masc_sg") in pairs:
            values["fem_sg"] = pairs[values["masc_sg"]]
            values["fem_pl"] = values["fem_sg"] + "nen" if values["fem_sg"].endswith("in") else ""
        adjectival: frozenset[str] = frozenset()
        alternative = _noun_numbers(neutral) if " " not in neutral else None
        if _is_adjectival_plural(neutral) or referent == "pl" or (
            referent == "both" and alternative is not None and alternative[1] == neutral != alternative[0]
        ):
            values["neutral_pl"] = neutral
            if _is_adjectival_plural(neutral):
                adjectival = frozenset({"neutral_pl"})
                values["neutral_pl_genus"] = "pl"
            elif alternative is not None and alternative[1] != neutral and alternative[2]:
                values["neutral_pl_genus"] = alternative[2]  # a singular collective (Kundschaft)
        else:
            values["neutral_sg"] = neutral
            if alternative is not None and alternative[0] == neutral:
                values["neutral_sg_genus"] = alternative[2]
                values["neutral_pl"] = alternative[1]
        entries.append(TermEntry(adjectival=adjectival, kind="user", **{k: v for k, v in values.items() if v}))
    if not entries:
        raise FairwriteError(f"{path}: no 'term,alternative' rows found")
    return entries


# --- fairwrite.hub.spaces:_built_lexicon

@lru_cache(maxsize=2)
def _built_lexicon(data_dir: Path | None) -> dict[str, Any]:
    return dict(zip(("data", "nouns"), _build(_sources(data_dir)), strict=True))


# --- fairwrite.hub.spaces:_load_lexicon

def _load(data_dir: Path | None, part: str = "data") -> Any:
    """One part of the German lexicon, built once per process (what a Space's inlined code calls for the
    package's cached ``_load``)."""
    return _built_lexicon(data_dir)[part]


# --- fairwrite.de.forms:match_case

def match_case(word: str, model: str) -> str:
    """``word`` in the capitalisation of ``model`` (lower, Capitalised or UPPER): the one capitalisation
    rule of the German engines (a determiner or pronoun rewritten in place keeps the writer's case)."""
    if len(model) > 1 and model.isupper():
        return word.upper()
    if model[:1].isupper():
        return word[:1].upper() + word[1:]
    return word


# --- fairwrite.de.forms:join_compound

def join_compound(prefix: str, head: str) -> str:
    """Compound material + head: *Straßenbau* + *arbeiter*, but *US-* + *Bürger* keeps its capital."""
    if not prefix:
        return head
    return prefix + (head if prefix.endswith("-") else head[:1].lower() + head[1:])


# --- fairwrite.de.lexicon:_words

_words_lexicon = str.split  # word lists are written as one string


# --- fairwrite.de.lexicon:_ADJECTIVE_SHAPE

_ADJECTIVE_SHAPE = re.compile(
    r"[a-zäöüß]{3,}(?:(?:isch|ell|iv|ös|är|al|ant|ent)(?:e|en|em|er|es)|(?:ig|lich|bar|sam|haft|los)(?:em|er|es))"
)


# --- fairwrite.de.lexicon:SLOTS

SLOTS = (
    ("nom", "sg"),
    ("gen", "sg"),
    ("dat", "sg"),
    ("acc", "sg"),
    ("nom", "pl"),
    ("gen", "pl"),
    ("dat", "pl"),
    ("acc", "pl"),
)


# --- fairwrite.de.lexicon:_SLOT_COLUMNS

_SLOT_COLUMNS = [
    f"{c} {n}"
    for c, n in (
        ("nominativ", "singular"),
        ("genitiv", "singular"),
        ("dativ", "singular"),
        ("akkusativ", "singular"),
        ("nominativ", "plural"),
        ("genitiv", "plural"),
        ("dativ", "plural"),
        ("akkusativ", "plural"),
    )
]


# --- fairwrite.de.lexicon:_GENDER_BITS

_GENDER_BITS = {
    ("m", "sg"): 1,
    ("f", "sg"): 2,
    ("n", "sg"): 4,
    ("m", "pl"): 8,
    ("f", "pl"): 16,
    ("n", "pl"): 32,
}


# --- fairwrite.de.lexicon:ANIMALS

ANIMALS = frozenset(
    _words_lexicon(
        """Hund Löwe Bär Wolf Fuchs Affe Esel Hase Tiger Kater Storch Schwan Pfau Hirsch Elefant Leopard
        Adler Falke Spatz Ganter Gänserich Erpel Hengst Stier Bulle Ochse Eber Rüde Bock Widder Hahn Kalb
        Hind Rind Kamel Frosch Vogel Fink Uhu Rabe Papagei Delfin Delphin Wal Hai Igel Biber Dachs Marder
        Luchs Puma Panther Jaguar Gepard Hamster Pinguin Koala Panda Elch Seehund Dackel Kuckuck Gockel
        Kakerlak Kakerlake Käfer Wurm Floh"""
    )
)


# --- fairwrite.de.lexicon:NON_PERSON

NON_PERSON = ANIMALS | frozenset(
    _words_lexicon(
        """Gott Götze Riese Drache Teufel Dämon Engel Zwerg Kobold Geist Vampir Schlumpf Elb Elf Weps
        Sender Rechner Schalter Zähler Kreuzer Zerstörer Renner Roman Lautsprecher Fernseher Drucker Scanner
        Computer Roboter Tresor Dampfer Frachter Schlepper Trecker Kipper Laster Bagger Herr Knecht
        Mensch Mitmensch Fan Gast Pol As Eponym Januar Februar März April Mai Juni Juli August September
        Oktober November Dezember Bester Weiser Alternativer Marktführer Führerschein Lappe Linker Rechter
        Eifer Klassiker Liebling Kiste"""
    )
)


# --- fairwrite.de.lexicon:_ANIMAL_HEADS

_ANIMAL_HEADS = ANIMALS | frozenset(_words_lexicon("Pferd Pony Katze Kuh Schwein Huhn Ente Gans Taube Schaf Ziege Fisch"))


# --- fairwrite.de.lexicon:_NOT_PAIRED

_NOT_PAIRED = frozenset(_words_lexicon("Bot"))


# --- fairwrite.de.lexicon:WEAK_HEADS

WEAK_HEADS = frozenset(
    _words_lexicon("""Träger Halter Empfänger Sender Drucker Werfer Heber Treiber Spinner Sänger König Taucher Segler
    Melker Läufer Leiter Brenner Bohrer Stecher Binder Rechner Trainer Anhänger Dreher Wäscher Zähler
    Schalter Messer Wecker Kocher Öffner Fänger Schläger Melder Roller Schneider Brecher Lader Speicher
    Regler Verstärker Filter Kühler Stecker Teiler Lüfter Mischer Sauger Schieber Fresser Hüpfer
    Kriecher Springer Flieger Jäger Kreuzer Zerstörer Frachter Schlepper Renner Knaller Hocker Stürmer
    Wärter Schreiber Macher Setzer Leser Sucher Finder Geber Abnehmer Teilnehmer Gänger Reiter Fahrer
    Tänzer Weber Wender Walzer Zeiger Spieler Hüter Ritter Fürst Herr Meister Förderer Same""")
)


# --- fairwrite.de.lexicon:_NOBLE

_NOBLE = frozenset(_words_lexicon("Prinz König Kaiser Fürst Graf Herzog Baron Zar Markgraf Kurfürst Landgraf"))


# --- fairwrite.de.lexicon:_NO_MODIFIERS

_NO_MODIFIERS = NON_PERSON | _NOBLE | WEAK_HEADS


# --- fairwrite.de.lexicon:LEXICALISED

LEXICALISED = frozenset(
    _words_lexicon("""Bürgersteig Bürgerkrieg Bürgerkriege Bürgerkriegs Bürgerkrieges Königreich Kaiserreich Kaiserschnitt
    Herrgott Meisterwerk Meisterwerke Bauernhof Bauernhöfe Bauernhofs Bauernregel Bauernfängerei
    Kaiserwetter Königsweg Ritterschlag Hexenschuss Gastspiel Gastland Gasthaus Gasthof Gastronomie
    Studentenfutter Kinderspiel Künstlername Ärztekammer Bundesärztekammer Landesärztekammer
    Anwaltskammer Rechtsanwaltskammer Handwerkskammer Lehrerzimmer Führerschein Führerscheine
    Führerscheins Kaiserschmarrn Bürgermeisteramt Repräsentantenhaus Herrscherhaus
    Kurzarbeitergeld Kurzarbeitergeldes Kurzarbeitergelds Bürgergeld Bürgergeldes Bürgergelds
    Gendarmenmarkt Gendarmenmarkts Gendarmenmarktes Schützenpanzer Schützenpanzers Schützenpanzern
    Schützenfest Schützenfeste Schützenfestes Schützenfests Schützenfesten Schützengraben Schützengräben
    Schützengrabens""")
)


# --- fairwrite.de.lexicon:_STATUTE

_STATUTE = re.compile(r"(?:gesetz|verordnung|ordnung)(?:es|e|s|en)?$")


# --- fairwrite.de.lexicon:INSTITUTION_HEADS

INSTITUTION_HEADS = (
    "verband",
    "verbände",
    "verbandes",
    "verbands",
    "kammer",
    "kammern",
    "bund",
    "bundes",
    "verein",
    "vereins",
    "vereine",
    "gewerkschaft",
    "gewerkschaften",
    "partei",
    "parteien",
    "union",
    "vereinigung",
    "zentrale",
    "zentralen",
    "organisation",
    "gesellschaft",
    "amt",
    "amtes",
    "amts",
    "ämter",
    "behörde",
    "ministerium",
    "ministeriums",
    "ministerien",
    "konferenz",
    "konferenzen",
)


# --- fairwrite.de.lexicon:_DERIVATIONAL

_DERIVATIONAL = (
    "schaft",
    "tum",
    "ei",
    "ismus",
    "ität",
    "chen",
    "lein",
    "ling",
    "isch",
    "lich",
    "heit",
    "keit",
    "nis",
    "sal",
    "haft",
    "tät",
    "ie",
    "ien",
)


# --- fairwrite.de.lexicon:PersonNoun

@dataclass(frozen=True)
class PersonNoun:
    """A masculine/feminine person noun pair; ``kind`` is ``noun``, ``adjectival`` (*Abgeordnete(r)*, no
    *-in*) or ``adjectival-in`` (*Beamter*/*Beamtin*: masculine declined like an adjective)."""

    masc: str
    fem: str
    kind: str = "noun"
    stem: str = ""  # adjectival nouns: the adjective stem (``Abgeordnet``)

    @property
    def fem_plural(self) -> str:
        return self.fem + "nen" if self.kind != "adjectival" else self.fem + "n"


# --- fairwrite.de.lexicon:PersonReading

@dataclass(frozen=True)
class PersonReading:
    """One analysis of a surface word as (part of) a person noun.

    ``gender`` is the grammatical gender of the surface word (``m`` generic masculine, ``f`` feminine);
    ``feats`` the possible ``(case, number)``; ``prefix`` is compound material before a person head
    (*Straßenbau* of *Straßenbauarbeiter*), ``suffix`` the material after a person modifier (*bindung*
    of *Kundenbindung*, which then is plural and ``role == "modifier"``). ``ending`` is the adjectival
    ending of adjectival nouns (``er`` of *Abgeordneter*).
    """

    noun: PersonNoun
    gender: str
    feats: frozenset[tuple[str, str]]
    prefix: str = ""
    suffix: str = ""
    role: str = "head"
    ending: str = ""

    @property
    def masc_lemma(self) -> str:
        """The masculine lemma with its compound prefix, lower case (*netzbetreiber* of
        *Netzbetreibern*): what the lists of compound ends and first parts are matched on."""
        return (self.prefix + self.noun.masc).lower()


# --- fairwrite.de.lexicon:_PRODUCTIVE

_PRODUCTIVE = (
    ("ist", "weak"),
    ("ent", "weak"),
    ("ant", "weak"),
    ("loge", "weak-e"),
    ("eur", "eur"),
    ("or", "or"),
    ("er", "er"),
)


# --- fairwrite.de.lexicon:_NOT_PRODUCTIVE

_NOT_PRODUCTIVE = (
    "ment", "list", "liste", "ämter",
    "berger", "burger", "heimer", "bacher", "dorfer", "hauser", "walder",
    "versicherer", "versorger",
    # devices and quantities in -or (Lichtmaschinen|kommutator, Generator, Transistor): no agents
    "kommutator", "generator", "transformator", "akkumulator", "kondensator", "reaktor", "motor", "indikator",
    "oszillator", "isolator", "katalysator", "vibrator", "ventilator", "radiator", "separator", "simulator",
    "regulator", "modulator", "emulator", "aktuator", "inkubator", "detektor", "sensor", "rotor", "sektor",
    "faktor", "vektor", "tensor", "prozessor", "kompressor", "konnektor", "transistor", "thyristor",
    "resistor", "kollektor", "reflektor", "projektor", "traktor", "akzeptor", "rezeptor", "inhibitor",
)  # fmt: skip


# --- fairwrite.de.lexicon:_PLURAL_ENDINGS

_PLURAL_ENDINGS = ("e", "en", "n", "es", "s", "er", "ern")


# --- fairwrite.de.lexicon:_animal

def _animal(noun: str) -> bool:
    """Whether ``noun`` is a form of an animal in :data:`_ANIMAL_HEADS` (*Hund*, *Hunde*, *Pinguinen*,
    *Wölfe*: the umlaut of a plural undone)."""
    if noun in _ANIMAL_HEADS:
        return True
    return any(
        stem[:-k] in _ANIMAL_HEADS and stem[-k:] in _PLURAL_ENDINGS
        for stem in (noun, _deumlaut_last(noun))
        for k in (1, 2, 3)
    )


# --- fairwrite.de.lexicon:_regular_paradigm

def _regular_paradigm(lemma: str, kind: str) -> tuple[str, ...]:
    """The forms of a regular masculine noun in the order of :data:`SLOTS` (nom gen dat acc sg, then pl)."""
    if kind == "weak":  # Sexist, des/dem/den Sexisten, die Sexisten
        return (lemma, *([lemma + "en"] * 7))
    if kind == "weak-e":  # Soziologe, des Soziologen
        return (lemma, *([lemma + "n"] * 7))
    if kind == "eur":  # Friseur, des Friseurs, die Friseure, den Friseuren
        return (lemma, lemma + "s", lemma, lemma, lemma + "e", lemma + "e", lemma + "en", lemma + "e")
    if kind == "or":  # Assessor, des Assessors, die Assessoren
        return (lemma, lemma + "s", lemma, lemma, *([lemma + "en"] * 4))
    return (lemma, lemma + "s", lemma, lemma, lemma, lemma, lemma + "n", lemma)  # Ausstatter


# --- fairwrite.de.lexicon:_hash

def _hash(word: str) -> int:
    return int.from_bytes(hashlib.blake2b(word.encode("utf-8"), digest_size=8).digest(), "little")


# --- fairwrite.de.lexicon:HashSet

class HashSet:
    """A compact, quickly unpickled set of strings: sorted 64-bit hashes (numpy), optional byte values."""

    def __init__(self, items: dict[str, int] | Iterable[str]) -> None:
        # heavy (numpy): imported on first use
        import numpy as np

        values = items if isinstance(items, dict) else dict.fromkeys(items, 1)
        pairs = sorted((_hash(k), v) for k, v in values.items())
        self.keys = np.array([k for k, _ in pairs], dtype=np.uint64)
        self.values = np.array([v for _, v in pairs], dtype=np.uint8)

    def get(self, word: str, default: int = 0) -> int:
        # heavy (numpy): imported on first use
        import numpy as np

        h = np.uint64(_hash(word))
        i = int(np.searchsorted(self.keys, h))
        if i < len(self.keys) and self.keys[i] == h:
            return int(self.values[i])
        return default

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and self.get(word, 0) != 0

    def __len__(self) -> int:
        return len(self.keys)


# --- fairwrite.de.lexicon:_LEMMA_BIT

_LEMMA_BIT = 64


# --- fairwrite.de.lexicon:_TABLE_CASES

_TABLE_CASES_lexicon = {"nominativ": "nom", "akkusativ": "acc", "dativ": "dat", "genitiv": "gen"}


# --- fairwrite.de.lexicon:NounTable

class NounTable:
    """Every noun of german-nouns as lemma → readings ``(genus, Forms)``; each reading is kept as one
    encoded string and decoded on first access (the table holds ~90k lemmas)."""

    def __init__(self, rows: dict[str, list[tuple[str, str]]], plurals: dict[str, tuple[str, ...]]) -> None:
        self._rows = rows
        self.plurals = plurals  # nominative plural → lemmas
        self._decoded: dict[str, list[tuple[str, Forms]]] = {}

    def get(self, lemma: str) -> list[tuple[str, Forms]]:
        found = self._decoded.get(lemma)
        if found is None:
            found = [(genus, _decode(encoded)) for genus, encoded in self._rows.get(lemma, ())]
            self._decoded[lemma] = found
        return found

    def __contains__(self, lemma: str) -> bool:
        return lemma in self._rows


# --- fairwrite.de.lexicon:_encode

def _encode(forms: Forms) -> str:
    return ";".join(f"{case}.{number}=" + "|".join(v) for (case, number), v in forms.items())


# --- fairwrite.de.lexicon:_decode

def _decode(encoded: str) -> Forms:
    forms: Forms = {}
    for item in encoded.split(";") if encoded else ():
        key, _, values = item.partition("=")
        case, _, number = key.partition(".")
        forms[(case, number)] = tuple(values.split("|"))
    return forms


# --- fairwrite.de.lexicon:_TableBuilder

class _TableBuilder:
    """Collects the :class:`NounTable` while :func:`_build` reads the CSV (one pass over the data)."""

    def __init__(self, header: list[str]) -> None:
        self.slots: list[tuple[int, tuple[str, str]]] = []
        for i, name in enumerate(header):
            parts = name.replace("*", "").split()
            if len(parts) >= 2 and parts[0] in _TABLE_CASES_lexicon and parts[1] in ("singular", "plural"):
                if len(parts) == 3 and not parts[2].isdigit():
                    continue  # stark / schwach / gemischt columns of adjectival nouns: rules do those
                self.slots.append((i, (_TABLE_CASES_lexicon[parts[0]], "sg" if parts[1] == "singular" else "pl")))
        self.rows: dict[str, list[tuple[str, str]]] = {}
        self.plurals: dict[str, list[str]] = {}

    def add(self, row: list[str]) -> None:
        pos = row[1]
        if "Nachname" in pos or "Vorname" in pos or "Toponym" in pos or "adjektivische Deklination" in pos:
            return
        genus = next((g for g in row[2:7] if g in ("m", "f", "n")), "")
        forms: dict[tuple[str, str], list[str]] = {}
        for i, key in self.slots:
            if i < len(row) and row[i] and row[i] not in forms.setdefault(key, []):
                forms[key].append(row[i])
        compact = {k: tuple(v) for k, v in forms.items() if v}
        self.rows.setdefault(row[0], []).append((genus, _encode(compact)))
        for plural in compact.get(("nom", "pl"), ()):
            if plural != row[0] and row[0] not in self.plurals.setdefault(plural, []):
                self.plurals[plural].append(row[0])

    def table(self) -> NounTable:
        return NounTable(self.rows, {k: tuple(v) for k, v in self.plurals.items()})


# --- fairwrite.de.lexicon:_Data

@dataclass
class _Data:
    noun_bits: dict[str, int] = field(default_factory=dict)  # surface → gender/number bits (64: a lemma)
    paradigms: dict[str, tuple[str, ...]] = field(default_factory=dict)  # masc person lemma → 8 forms
    masc_to_fem: dict[str, str] = field(default_factory=dict)
    fem_to_masc: dict[str, str] = field(default_factory=dict)
    adjectival: dict[str, str] = field(default_factory=dict)  # stem → kind ('adjectival' / 'adjectival-in')
    attested_fem: set[str] = field(default_factory=set)  # every Wiktionary f lemma ending in -in
    first_names: set[str] = field(default_factory=set)
    surnames: set[str] = field(default_factory=set)
    toponyms: set[str] = field(default_factory=set)
    participles: set[str] = field(default_factory=set)  # lower-case *-nde* forms of participles
    vocabulary: set[str] = field(default_factory=set)  # lower-case lemmas (any POS) and verb stems
    adjectives: set[str] = field(default_factory=set)  # lower-case inflected adjective forms
    surface: dict[str, tuple[tuple[str, str, int, str], ...]] = field(default_factory=dict)

    def compact(self) -> _Data:
        """Replace the big string sets by :class:`HashSet` (what gets pickled)."""
        self.noun_bits = HashSet(self.noun_bits)  # type: ignore[assignment]
        self.participles = HashSet(self.participles)  # type: ignore[assignment]
        self.vocabulary = HashSet(self.vocabulary)  # type: ignore[assignment]
        self.adjectives = HashSet(self.adjectives)  # type: ignore[assignment]
        return self


# --- fairwrite.de.lexicon:_deumlaut_last

def _deumlaut_last(word: str) -> str:
    for a, b in (("äu", "au"), ("ä", "a"), ("ö", "o"), ("ü", "u"), ("Ä", "A"), ("Ö", "O"), ("Ü", "U")):
        i = word.rfind(a)
        if i >= 0:
            return word[:i] + b + word[i + len(a) :]
    return word


# --- fairwrite.de.lexicon:_sources

def _sources(data_dir: Path | None) -> dict[str, Path | None]:
    # heavy (german-nouns): imported on first use
    from german_nouns.config import CSV_FILE_PATH

    try:
        # heavy (spacy-lookups-data): imported on first use
        import spacy_lookups_data

        lookup: Path | None = Path(spacy_lookups_data.__file__).parent / "data" / "de_lemma_lookup.json.gz"
    except ImportError:  # pragma: no cover - a dependency, but stay usable without it
        lookup = None
    shared = data_dir
    return {
        "nouns": Path(CSV_FILE_PATH),
        "inclusify": (shared / "lexicons/inclusify/dereko_unified_checked.csv") if shared else None,
        "seeds": (shared / "lexicons/de_gender_fair_seed_nouns.json") if shared else None,
        "lookup": lookup,
    }


# --- fairwrite.de.lexicon:_build

def _build(sources: dict[str, Path | None]) -> tuple[_Data, NounTable]:
    data = _Data()
    masc_rows: dict[str, tuple[str, ...]] = {}
    fem_in: set[str] = set()
    adjectival_m: dict[str, str] = {}
    adjectival_f: set[str] = set()
    with open(sources["nouns"], encoding="utf-8", newline="") as handle:  # type: ignore[arg-type]
        reader = csv.reader(handle)
        header = next(reader)
        col = {name: i for i, name in enumerate(header)}
        slot_cols = [
            [col[name]]
            + [col[f"{name} {k}"] for k in ("1", "2", "3", "4") if f"{name} {k}" in col]
            + [col[f"{name}*"]]
            for name in _SLOT_COLUMNS
        ]
        adj_cols = [[col[f"{name} {k}"] for k in ("stark", "schwach", "gemischt")] for name in _SLOT_COLUMNS]
        noun_table = _TableBuilder(header)
        for row in reader:
            lemma, pos = row[0], row[1]
            if "Substantiv" in pos:
                noun_table.add(row)
            if not lemma or "Substantiv" not in pos:
                continue
            if "Vorname" in pos:
                data.first_names.add(lemma)
                continue
            if "Nachname" in pos:
                data.surnames.add(lemma)
                continue
            if "Toponym" in pos:
                data.toponyms.add(lemma)
                continue
            if "Eigenname" in pos or "Wortverbindung" in pos or "Abkürzung" in pos or " " in lemma:
                continue
            genders = {g for g in row[2:7] if g in ("m", "f", "n")}
            if not genders:
                continue
            data.noun_bits[lemma] = data.noun_bits.get(lemma, 0) | _LEMMA_BIT
            if "adjektivische Deklination" in pos:
                data.noun_bits[lemma] |= 128
            adjectival = "adjektivische Deklination" in pos
            forms: list[str] = []
            for slot, (cols, acols) in enumerate(zip(slot_cols, adj_cols, strict=True)):
                values = [row[c] for c in cols if row[c]]
                if adjectival:
                    values += [row[c] for c in acols if row[c]]
                forms.append("|".join(dict.fromkeys(values)))
                number = SLOTS[slot][1]
                bits = 0
                for g in genders:
                    bits |= _GENDER_BITS[(g, number)]
                for v in values:
                    data.noun_bits[v] = data.noun_bits.get(v, 0) | bits
            if adjectival:
                if "m" in genders and lemma.endswith("er"):
                    adjectival_m[lemma[:-2]] = lemma
                elif "f" in genders and lemma.endswith("e"):
                    adjectival_f.add(lemma[:-1])
                continue
            if (
                "m" in genders
                and lemma not in masc_rows
                and forms[0]
                and all(f.split("|")[0][:1].isupper() for f in forms if f)
            ):
                masc_rows[lemma] = tuple(forms)
            if "f" in genders and lemma.endswith("in") and forms[4].split("|")[0].endswith("innen"):
                fem_in.add(lemma)
    data.attested_fem = set(fem_in)

    def add_pair(masc: str, fem: str, *, override: bool = False) -> None:
        if masc in NON_PERSON or fem in NON_PERSON or masc.lower().endswith(("mann", "ling")):
            # animals, devices; -mann/-frau words pair lexically (Kaufmann/Kauffrau); -ling nouns
            # (Flüchtling, Lehrling, Häftling) have no -in partner in use (*Flüchtlingin* is a slip)
            return
        for animal in ANIMALS:
            prefix = masc[: -len(animal)]
            if len(animal) >= 3 and masc.endswith(animal.lower()) and len(prefix) >= 2:
                bits = data.noun_bits.get(prefix, 0) | data.noun_bits.get(prefix.rstrip("s"), 0)
                if bits & _LEMMA_BIT:
                    return  # Eisbär, Schäferhund, Polizeihund: compounds with an animal head
        if override or masc not in data.masc_to_fem:
            data.masc_to_fem[masc] = fem
        if override or fem not in data.fem_to_masc:
            data.fem_to_masc[fem] = masc

    # Wiktionary pairs: a feminine -in noun whose masculine base exists (with umlaut / -e changes)
    for fem in sorted(fem_in):
        stem = fem[:-2]
        candidates = [
            *([stem + "er"] if stem.endswith("er") else []),  # Zauberin: Zauberer (der Zauber is a thing)
            stem,
            stem + "e",
            _deumlaut_last(stem),
            _deumlaut_last(stem) + "e",
            stem + "er",
            stem + "r",
        ]
        if stem.endswith("ess"):
            candidates.append(stem[:-3])
        for masc in candidates:
            if masc in masc_rows and masc not in _NOT_PAIRED:  # Botin: Bote, not Bot (a program)
                # Bäuerin over the rare Bauerin: the umlauted feminine is the standard one
                add_pair(masc, fem, override=not masc.startswith(stem))
                break
        else:
            if stem in adjectival_m:  # Beamtin ↔ Beamter
                data.adjectival[stem] = "adjectival-in"
                add_pair(adjectival_m[stem], fem)
    # adjectival person nouns without -in (Abgeordneter/Abgeordnete)
    for stem, masc in adjectival_m.items():
        if stem in data.adjectival:
            continue
        if masc not in NON_PERSON:  # with or without a feminine entry (Betroffener, Einzelner)
            data.adjectival[stem] = "adjectival"
    # INCLUSIFY (DeReKo) pairs and seed nouns: Wiktionary wins where both exist
    inclusify = sources.get("inclusify")
    if inclusify is not None and inclusify.exists():
        with open(inclusify, encoding="utf-8", newline="") as handle:
            for row in csv.reader(handle):
                if len(row) >= 2 and row[0] and row[1].endswith("in") and row[0][:1].isupper():
                    masc, fem = row[0].strip(), row[1].strip()
                    if masc in data.masc_to_fem or " " in masc:
                        continue
                    if masc[:-2] in adjectival_m and masc.endswith("er"):
                        data.adjectival[masc[:-2]] = "adjectival-in"
                    add_pair(masc, fem)
    seeds = sources.get("seeds")
    if seeds is not None and seeds.exists():
        for masc in json.loads(seeds.read_text(encoding="utf-8")):
            # not when the feminine already pairs with another masculine (Wucherin: Wucherer, not Wucher)
            if masc not in data.masc_to_fem and masc + "in" in fem_in and masc + "in" not in data.fem_to_masc:
                add_pair(masc, masc + "in")
    # paradigms of the masculine person nouns (compounds missing from Wiktionary borrow their head's)
    for masc in list(data.masc_to_fem):
        if masc in masc_rows:
            data.paradigms[masc] = masc_rows[masc]
    for masc in list(data.masc_to_fem):
        if masc in data.paradigms or masc[:-2] in data.adjectival:
            continue
        for k in range(1, len(masc) - 2):
            head = masc[k].upper() + masc[k + 1 :]
            if head in data.paradigms:
                prefix = masc[:k]
                data.paradigms[masc] = tuple(
                    "|".join(prefix + v[0].lower() + v[1:] for v in f.split("|")) if f else ""
                    for f in data.paradigms[head]
                )
                break
        else:
            data.masc_to_fem.pop(masc, None)
    data.fem_to_masc = {f: m for f, m in data.fem_to_masc.items() if m in data.masc_to_fem}
    # participles and a general vocabulary from spaCy's German lemma lookup
    lookup = sources.get("lookup")
    if lookup is not None and lookup.exists():
        with gzip.open(lookup, "rt", encoding="utf-8") as handle:
            table: dict[str, str] = json.load(handle)
        adjective_lemmas: set[str] = set(_words_lexicon(_ORDINALS))
        for form, lemma in table.items():
            low = form.lower()
            ll = lemma.lower()
            if (
                ll.endswith("end")
                and low.startswith(ll)
                and low.endswith(("nde", "nden", "nder", "ndem", "ndes"))
            ):
                data.participles.add(low)
            data.vocabulary.add(ll)
            if form.islower() and low.startswith(ll) and low != ll and _ADJ_TAIL.fullmatch(low[len(ll) :]):
                adjective_lemmas.add(ll)  # neuen ← neu, ehemaligen ← ehemalig, streikenden ← streikend
            if ll.endswith("en") and len(ll) > 4:
                data.vocabulary.add(ll[:-2])
            elif ll.endswith(("ern", "eln")) and len(ll) > 4:
                data.vocabulary.add(ll[:-1])
        # every ending of every adjective (the lookup misses some: neue, junge, kleine), and
        # irregular forms whose lemma is an adjective (besten ← gut)
        for lemma in adjective_lemmas:
            for tail in ("e", "en", "er", "es", "em"):
                data.adjectives.add(lemma + tail)
        for form, lemma in table.items():
            if form.islower() and lemma in adjective_lemmas and form.endswith(("e", "en", "er", "es", "em")):
                data.adjectives.add(form)
    data.vocabulary.update(w.lower() for w, bits in data.noun_bits.items() if bits & _LEMMA_BIT)
    _index_surface(data)
    return data.compact(), noun_table.table()


# --- fairwrite.de.lexicon:_ORDINALS

_ORDINALS = "erst zweit dritt viert fünft sechst siebt acht neunt zehnt letzt nächst"


# --- fairwrite.de.lexicon:_ADJ_TAIL

_ADJ_TAIL = re.compile(r"(?:er|st)?(?:e|en|er|es|em)")


# --- fairwrite.de.lexicon:_FEAT_BITS

_FEAT_BITS = {slot: 1 << i for i, slot in enumerate(SLOTS)}


# --- fairwrite.de.lexicon:_feats_to_bits

def _feats_to_bits(feats: Iterable[tuple[str, str]]) -> int:
    bits = 0
    for f in feats:
        bits |= _FEAT_BITS[f]
    return bits


# --- fairwrite.de.lexicon:_bits_to_feats

def _bits_to_feats(bits: int) -> frozenset[tuple[str, str]]:
    return frozenset(slot for slot, b in _FEAT_BITS.items() if bits & b)


# --- fairwrite.de.lexicon:_index_surface

def _index_surface(data: _Data) -> None:
    """surface form → ``(masc lemma, gender, feature bits, adjectival ending)`` for every person noun."""
    surface: dict[str, list[tuple[str, str, int, str]]] = {}

    def adjectival(masc: str, stem: str, gender: str) -> None:
        feats: dict[str, set[tuple[str, str]]] = {}
        for declension in DECLENSIONS:
            for number in ("sg", "pl"):
                for case in CASES:
                    feats.setdefault(adjective_ending(declension, case, number, gender), set()).add(
                        (case, number)
                    )
        for ending, fs in feats.items():
            surface.setdefault(stem + ending, []).append((masc, gender, _feats_to_bits(fs), ending))

    sg = _feats_to_bits((c, "sg") for c in ("nom", "gen", "dat", "acc"))
    pl = _feats_to_bits((c, "pl") for c in ("nom", "gen", "dat", "acc"))
    for masc, fem in data.masc_to_fem.items():
        if masc.endswith("er") and data.adjectival.get(masc[:-2]) == "adjectival-in":
            adjectival(masc, masc[:-2], "m")
        else:
            by_form: dict[str, set[tuple[str, str]]] = {}
            for slot, forms in enumerate(data.paradigms[masc]):
                for form in forms.split("|") if forms else ():
                    by_form.setdefault(form, set()).add(SLOTS[slot])
            for form, feats in by_form.items():
                surface.setdefault(form, []).append((masc, "m", _feats_to_bits(feats), ""))
        surface.setdefault(fem, []).append((masc, "f", sg, ""))
        surface.setdefault(fem + "nen", []).append((masc, "f", pl, ""))
    for stem, kind in data.adjectival.items():
        if kind == "adjectival":
            adjectival(stem + "er", stem, "m")
            adjectival(stem + "er", stem, "f")
    for form, entries in list(surface.items()):
        bits = data.noun_bits.get(form, 0)
        if bits & _LEMMA_BIT and not bits & 128 and all(e[3] for e in entries):
            # Weise (manner), Alternative, Deutsche (language): a regular noun, not an adjectival person
            del surface[form]
    data.surface = {k: tuple(v) for k, v in surface.items()}


# --- fairwrite.de.lexicon:Lexicon

class Lexicon:
    """Queries over the built data; get the shared instance with :func:`lexicon`."""

    def __init__(self, data: _Data, *, data_dir: Path | None = None) -> None:
        self._d = data
        self._data_dir = data_dir
        self._regular: dict[str, tuple[str, ...]] = {}  # paradigms of productive person nouns (_productive)
        self._nouns: dict[str, PersonNoun] = {}
        for masc, fem in data.masc_to_fem.items():
            kind = (
                "adjectival-in"
                if masc.endswith("er") and data.adjectival.get(masc[:-2]) == "adjectival-in"
                else "noun"
            )
            noun = PersonNoun(masc, fem, kind, masc[:-2] if kind != "noun" else "")
            self._nouns[masc] = noun
            self._nouns.setdefault(fem, noun)
        for stem, kind in data.adjectival.items():
            if kind == "adjectival":
                noun = PersonNoun(stem + "er", stem + "e", "adjectival", stem)
                self._nouns[noun.masc] = noun
                self._nouns.setdefault(noun.fem, noun)

    @cached_property
    def nouns(self) -> NounTable:
        """The paradigm of every noun (loaded on first use: the forward rewriter needs person nouns only)."""
        return _load(self._data_dir, "nouns")

    @lru_cache(maxsize=65536)  # noqa: B019 - one shared instance lives for the process
    def _surface(self, word: str) -> tuple[PersonReading, ...]:
        entries = self._d.surface.get(word, ())
        return tuple(
            PersonReading(self._nouns[masc], gender, _bits_to_feats(bits), ending=ending)
            for masc, gender, bits, ending in entries
            if masc in self._nouns
        )

    # -- nouns ---------------------------------------------------------------------------------------------

    def noun_genders(self, word: str) -> set[tuple[str, str]]:
        """``(gender, number)`` readings of a surface noun (compounds by their head)."""
        bits = self._d.noun_bits.get(word, 0)
        if not bits:
            head = self._head_noun(word)
            bits = self._d.noun_bits.get(head, 0) if head else 0
        return {gn for gn, b in _GENDER_BITS.items() if bits & b}

    def is_noun(self, word: str) -> bool:
        """Whether ``word`` is a known noun form (or a compound ending in one)."""
        return word in self._d.noun_bits or bool(self._head_noun(word))

    @lru_cache(maxsize=65536)  # noqa: B019 - one shared instance lives for the process
    def _head_noun(self, word: str) -> str:
        for k in range(3, len(word) - 2):
            head = word[k].upper() + word[k + 1 :]
            if head in self._d.noun_bits and self._valid_prefix(word[:k]):
                return head
        return ""

    def is_first_name(self, word: str) -> bool:
        return word in self._d.first_names

    def word_class(self, word: str) -> str | None:
        """What the lexicon alone says a capitalised ``word`` can be, out of context: ``person`` (a
        person-noun reading), ``thing`` (a known noun with a reading no person reading explains: *Wende*,
        f., beside the m. *Wende*, a Wend; *Leiter*, the ladder), ``name`` (a surname, first name or
        place), joined by ``-`` when it can be several (``person-thing-name``), or None (not capitalised,
        or unknown). A model's input feature: the rules' word knowledge, which a tagger cannot learn for
        rare words."""
        if len(word) < 3 or not word[:1].isupper() or not word.isalpha():
            return None
        readings = self.person_readings(word)
        listed = self._d.noun_bits.get(word, 0)
        kinds = []
        if readings:
            kinds.append("person")
            person = {(r.gender, number) for r in readings for _, number in r.feats}
            if listed and self.noun_genders(word) - person:
                kinds.append("thing")
        elif listed:
            kinds.append("thing")
        if self.is_surname(word) or self.is_toponym(word) or self.is_first_name(word):
            kinds.append("name")
        return "-".join(kinds) or None

    def gender_class(self, word: str) -> str:
        """The grammatical genders and numbers ``word`` has as a noun (``f.sg m.pl m.sg``; empty when not
        a known noun): with a determiner, what tells *der Wende* (f.) from *der Lehrer* (m.)."""
        return " ".join(f"{gender}.{number}" for gender, number in sorted(self.noun_genders(word)))

    def is_surname(self, word: str) -> bool:
        return word in self._d.surnames

    def is_toponym(self, word: str) -> bool:
        return word in self._d.toponyms

    def is_listed_noun(self, word: str) -> bool:
        """Whether ``word`` is a noun form the lexicon lists itself, or any lemma it knows (not a compound
        it only guesses from its head: *Geiringer* is Gei|ringer only by guess, a name)."""
        return word in self._d.noun_bits or self.in_vocabulary(word)

    def in_vocabulary(self, word: str) -> bool:
        """Whether the lower-cased word is a known lemma or verb stem of any part of speech."""
        return word.lower() in self._d.vocabulary

    def is_adjective_form(self, word: str) -> bool:
        """Whether the lower-case ``word`` is an inflected adjective or participle (*neuen*, *streikende*)."""
        low = word.lower().rsplit("-", 1)[-1].lstrip("0123456789")  # 32-jährigen, 54jährige
        return low in self._d.adjectives or low in IRREGULAR_ADJECTIVES or bool(_ADJECTIVE_SHAPE.fullmatch(low))

    def is_participle_noun(self, word: str) -> bool:
        """*Studierende*, *Lehrenden*, *Mitarbeitende*: a capitalised present participle used as a noun."""
        low = word.lower()
        if low not in self._d.participles:
            stem = word.rstrip("nrms")
            # Auszubildende: an adjectival person noun built on a present participle
            return stem.endswith("nde") and self._d.adjectival.get(stem[:-1]) == "adjectival"
        base = word
        while base and not base.endswith("nde"):
            base = base[:-1]
        bits = self._d.noun_bits.get(base, 0)
        return not (bits & _LEMMA_BIT and not bits & 128)

    # -- person nouns --------------------------------------------------------------------------------------

    def person_noun(self, lemma: str) -> PersonNoun | None:
        """The pair a masculine or feminine lemma belongs to."""
        return self._nouns.get(lemma)

    def person_pairs(self) -> Iterable[tuple[str, str]]:
        """All ``(masculine, feminine)`` lemma pairs."""
        return self._d.masc_to_fem.items()

    def is_person(self, word: str) -> bool:
        """Whether ``word`` (any case/number, compounds included) is a person noun or person modifier."""
        return bool(self.person_readings(word))

    @lru_cache(maxsize=131072)  # noqa: B019
    def person_readings(self, word: str) -> tuple[PersonReading, ...]:
        """All readings of ``word`` as a person noun (see :class:`PersonReading`)."""
        direct = self._surface(word)
        if direct:
            return direct
        if len(word) < 5 or not word[:1].isupper() or word in LEXICALISED or word in NON_PERSON:
            return ()
        bits = self._d.noun_bits.get(word, 0)
        if not bits and word.lower() in self._d.vocabulary:
            # Mittlerweile, Gleichwohl: a capitalised adverb, no noun at all (Assessor: a noun spaCy knows)
            return self._productive(word, agents=False)
        if not bits and word.lower() in self._d.adjectives:
            return ()  # der Gemeinsamen Agrarpolitik: a capitalised adjective of a name, no Gemein|same
        heads = self._compound_head(word)
        if heads and bits:
            # an attested word: its own genders must allow the person reading (not Fahr|zeuge, n.)
            # and, for an agent noun in -er (the suffix also makes devices), the lexicon lists its feminine:
            # a listed compound without one names a thing called after what it does (Rasenmäher,
            # Herzschrittmacher; but Klassenlehrer/Klassenlehrerin, Sendbote)
            known = {gn for gn, b in _GENDER_BITS.items() if bits & b}
            heads = tuple(
                r
                for r in heads
                if any((r.gender, n) in known for _, n in r.feats)
                and (not r.noun.masc.endswith("er") or join_compound(r.prefix, r.noun.fem) in self._d.noun_bits)
            )
        found = heads or self._compound_modifier(word)
        return found or (() if bits else self._productive(word))

    def _paradigm(self, masc: str) -> tuple[str, ...]:
        return self._d.paradigms.get(masc) or self._regular[masc]

    def _productive(self, word: str, *, agents: bool = True) -> tuple[PersonReading, ...]:
        """A person noun the lexicon lacks, formed with a person suffix (*Sexist*, *Assessor*, *Ausstatter*,
        *Spaßverderber*): regular paradigm, feminine in *-in*. Only for words unknown as any noun, and
        agent nouns in *-er* only on a verb (or noun) stem: *-er* also makes tools and devices
        (*Bohrer*), and those the lexicon lists."""
        head = self._head_noun(word)
        if len(head) >= 6 and len(word) - len(head) >= 4:
            return ()  # Bestands|renten, Interoperabilitäts|komponenten: a compound of a known noun (As|soren: no)
        for suffix, kind in _PRODUCTIVE if agents else _PRODUCTIVE[:-1]:
            for cut in ("", "s", "n", "en"):
                lemma = word[: len(word) - len(cut)]
                if not word.endswith(cut) or not lemma.endswith(suffix) or len(lemma) < 6 + (kind == "or"):
                    continue  # Hervor, Zuvor: adverbs
                paradigm = _regular_paradigm(lemma, kind)
                feats = frozenset(slot for slot, form in zip(SLOTS, paradigm, strict=True) if form == word)
                if not feats or not self._productive_lemma(lemma, suffix):
                    continue
                if lemma not in self._nouns:
                    fem = (lemma[:-1] if kind == "weak-e" else lemma) + "in"
                    self._nouns[lemma] = PersonNoun(lemma, fem)
                    self._regular[lemma] = paradigm
                return (PersonReading(self._nouns[lemma], "m", feats),)
        return ()

    def _productive_lemma(self, lemma: str, suffix: str) -> bool:
        if (
            self._d.noun_bits.get(lemma, 0)
            or len(self._head_noun(lemma)) >= 4  # Wahlplakat: a compound of a known noun (not Sex|ist)
            or lemma in self._d.surnames
            or lemma in self._d.first_names
            or lemma in self._d.toponyms
            or lemma.lower().endswith(_NOT_PRODUCTIVE)
        ):
            return False
        if suffix != "er":
            return True
        if self.is_adjective_form(lemma.lower()) or self.is_toponym(lemma[:-2]):
            return False  # Lieber, Später: a comparative; Damaszener: a place
        return any(
            self._agent_stem(lemma[k].upper() + lemma[k + 1 :]) and (k == 0 or self._valid_prefix(lemma[:k]))
            for k in (0, *range(3, len(lemma) - 5))
        )

    def _agent_stem(self, noun: str) -> bool:
        """*Ausstatter* ← *ausstatten*, *Anforderer* ← *anfordern*, *Abgänger* ← *Abgang*."""
        stem = noun[:-2].lower()
        if len(stem) < 4:
            return False
        vocabulary = self._d.vocabulary
        noun = _deumlaut_last(noun[:-2])
        return stem + "en" in vocabulary or stem + "n" in vocabulary or self._is_lemma(noun[:1].upper() + noun[1:])

    def _valid_prefix(self, prefix: str) -> bool:
        p = prefix.rstrip("-")
        if len(p) < 2:
            return False
        if prefix.endswith("-"):
            return True  # US-Forscher, CDU-Politiker
        low = p.lower()
        if low in PREFIXES or (low in self._d.vocabulary and (len(low) >= 4 or self._is_lemma(p))):
            return len(low) >= 3 or low in ("ex", "ko", "co", "ur")
        for link in ("s", "es", "n", "en", "e", "er", "ns"):
            if low.endswith(link) and len(low) - len(link) >= 3 and low[: -len(link)] in self._d.vocabulary:
                return True
        # two-part prefix: Straßenbau = Straßen|bau
        for k in range(3, len(low) - 3):
            if self._is_lemma(p[k].upper() + p[k + 1 :]) and self._valid_prefix(p[:k]):
                return True
        return False

    def _compound_head(self, word: str) -> tuple[PersonReading, ...]:
        for k in range(2, len(word) - 3):
            head = word[k].upper() + word[k + 1 :]
            readings = self._surface(head) if len(head) >= 4 else ()
            if not readings:
                if len(head) >= 6 and self._d.noun_bits.get(head, 0) and self._valid_prefix(word[:k]):
                    return ()  # Armee|flugzeugen: the longest head the lexicon knows is a thing (not Flug|zeugen)
                continue
            prefix = word[:k]
            if not self._valid_prefix(prefix):
                continue
            if any(
                r.noun.masc in WEAK_HEADS
                or r.noun.masc in NON_PERSON
                or (prefix + r.noun.masc.lower()) in NON_PERSON
                or (prefix + r.noun.masc.lower()) in LEXICALISED
                for r in readings
            ):
                return ()
            return tuple(
                PersonReading(r.noun, r.gender, r.feats, prefix=prefix, ending=r.ending) for r in readings
            )
        return ()

    def _is_lemma(self, word: str) -> bool:
        return bool(self._d.noun_bits.get(word, 0) & _LEMMA_BIT)

    def _compound_modifier(self, word: str) -> tuple[PersonReading, ...]:
        """*Kunden|bindung*: a person noun (plural/base form) followed by a non-person noun."""
        low = word.lower()
        for k in range(5, len(word) - 3):
            rest = low[k:]
            unlinked = rest[1:] if rest.startswith("s") else rest  # Landrat|s|amt
            if (
                rest in ("in", "innen", "weile", "weilen", "weise")  # Mittlerweile: an adverb
                or rest.startswith(_DERIVATIONAL)
                or unlinked.startswith(INSTITUTION_HEADS)
                or _STATUTE.search(rest)
            ):
                continue
            modifier = word[:k]
            readings = self._surface(modifier)
            if not readings:
                continue
            head = rest[0].upper() + rest[1:]
            if not self._is_lemma(head) and head not in self._d.noun_bits and not self._head_noun(head):
                continue
            if _animal(head):
                continue  # Schäferhund, Kaiserpinguine: a breed, not the shepherd's dog
            # the person noun must not sit inside a lexicalised part: Hunde|führerschein, Gründerzeit|häuser,
            # Urheberrechts|verletzungen
            if any(self._is_lemma(word[j].upper() + word[j + 1 :]) for j in range(1, k)):
                continue
            if any(
                (self._is_lemma(word[:m]) or word[:m] in LEXICALISED) and self._noun_or_linked(word[m:])
                for m in range(k + 2, len(word) - 3)
            ):  # Bürgergeld|empfänger: not Bürger|geldempfänger
                continue
            for r in readings:
                if r.noun.kind != "noun" or r.noun.masc in _NO_MODIFIERS:
                    continue
                if len(r.noun.masc) < 5:
                    continue  # Ober|fläche, Wart|ezimmer, Gast|freundschaft: short words mislead
                # the plural form (Kunden|bindung, Lehrer|zimmer); a singular that differs from it is a
                # prefix or a title, not the people (General|sanierung, Pilot|projekt, Doktor|arbeit)
                masc_forms = self._d.paradigms[r.noun.masc][4].split("|")
                if (r.gender == "m" and modifier in masc_forms) or (
                    r.gender == "f" and modifier == r.noun.fem_plural
                ):
                    return (
                        PersonReading(
                            r.noun, r.gender, frozenset({("nom", "pl")}), suffix=word[k:], role="modifier"
                        ),
                    )
        return ()

    def _noun_or_linked(self, rest: str) -> bool:
        for part in (rest, rest[1:] if rest[:1] in "s" else ""):
            if len(part) >= 4 and (part[0].upper() + part[1:]) in self._d.noun_bits:
                return True
        return False

    def masc_form(self, noun: PersonNoun, case: str, number: str, declension: str = "weak") -> str:
        """The masculine word form (adjectival nouns decline by ``declension``)."""
        if noun.kind != "noun":
            return noun.stem + adjective_ending(declension, case, number, "m")
        paradigm = self._paradigm(noun.masc)
        forms = paradigm[SLOTS.index((case, number))] or paradigm[0]
        return forms.split("|")[0]

    def fem_form(self, noun: PersonNoun, number: str, case: str = "nom", declension: str = "weak") -> str:
        """The feminine word form (*Lehrerin*, *Lehrerinnen*; adjectival nouns by ``declension``)."""
        if noun.kind == "adjectival":
            return noun.stem + adjective_ending(declension, case, number, "f")
        return noun.fem if number == "sg" else noun.fem + "nen"

    def masc_modifier(self, noun: PersonNoun) -> str:
        """The masculine form used as the first part of a compound (*Kunden*bindung, *Lehrer*zimmer;
        adjectival nouns, which have no noun paradigm, take the weak ending: *Beamten*tum)."""
        if noun.kind != "noun":
            return noun.stem + "en"
        return (self._paradigm(noun.masc)[4] or noun.masc).split("|")[0]


# --- fairwrite.de.lexicon:_lexicon

@lru_cache(maxsize=4)
def _lexicon(data_dir: str | None) -> Lexicon:
    root = Path(data_dir) if data_dir else None
    return Lexicon(_load(root), data_dir=root)


# --- fairwrite.de.lexicon:lexicon

def lexicon(data_dir: str | os.PathLike[str] | None = None) -> Lexicon:
    """The shared German lexicon (INCLUSIFY pairs are read from the shared data directory when present)."""
    root = find_data_dir(data_dir, required=False)
    return _lexicon(str(root) if root else None)


# --- fairwrite.de.extract:MODES

MODES = ("lemma", "orth")


# --- fairwrite.de.extract:MIXED

NONE, MASCULINE, FEMININE, MIXED, NEUTRAL = "none", "masculine", "feminine", "mixed", "neutral"


# --- fairwrite.de.extract:german_pipeline

@lru_cache(maxsize=1)
def german_pipeline() -> Any:
    """``spacy.blank("de")`` with the lookup lemmatizer (no trained German pipeline is needed)."""
    # heavy (spaCy): imported on first use
    import spacy

    nlp = spacy.blank("de")
    nlp.add_pipe("lemmatizer", config={"mode": "lookup"})
    nlp.initialize()
    return nlp


# --- fairwrite.de.extract:TermMatch

@dataclass(frozen=True)
class TermMatch:
    """One matched term span with its reading; see the module docstring."""

    start: int  # token offsets in the doc
    end: int
    start_char: int
    end_char: int
    text: str
    lemma: str
    fields: tuple[tuple[int, str], ...]  # (entry index, field) compatible with the reading
    lemma_fields: tuple[tuple[int, str], ...]  # everything the lemma matched (number-blind)
    reading: Reading | None = None
    determiner: int | None = None  # token index of the determiner, if any
    adjectives: tuple[int, ...] = ()  # token indices of attributive adjectives between determiner and term

    @property
    def genders(self) -> frozenset[str]:
        return frozenset(FIELD_GENDER[f] for _, f in self.fields)

    @property
    def is_gendered(self) -> bool:
        return bool(self.genders) and "neutral" not in self.genders

    @property
    def is_neutral(self) -> bool:
        return self.genders == {"neutral"}

    @property
    def gender(self) -> str:
        """masculine, feminine, neutral, or mixed when the terminology lists the span under several."""
        genders = self.genders
        return next(iter(genders)) if len(genders) == 1 else MIXED

    @property
    def number(self) -> str | None:
        """Referent number (``sg``/``pl``) of the reading (a collective refers to a plural)."""
        numbers = {FIELD_NUMBER[f] for _, f in self.fields}
        return next(iter(numbers)) if len(numbers) == 1 else None

    @property
    def entries(self) -> tuple[int, ...]:
        return tuple(dict.fromkeys(e for e, _ in self.fields))

    @property
    def lemma_entries(self) -> tuple[int, ...]:
        return tuple(dict.fromkeys(e for e, _ in self.lemma_fields))


# --- fairwrite.de.extract:term_forms

def term_forms(entry: TermEntry, name: str) -> dict[tuple[str, str], tuple[str, ...]]:
    """``{(case, grammatical number): forms}`` of the term in field ``name`` (all declensions)."""
    term = entry.term(name)
    if entry.is_adjectival(name):
        stem = adjectival_stem(term)
        forms: dict[tuple[str, str], set[str]] = {}
        for decl in ("strong", "weak", "mixed"):
            for case in CASES:
                for number, genders in (("sg", ("m", "f")), ("pl", (None,))):
                    for gender in genders:
                        ending = adjective_ending_agreement(decl, case, number, gender)
                        forms.setdefault((case, number), set()).add(stem + ending)
        return {k: tuple(sorted(v)) for k, v in forms.items()}
    genus = entry.genus(name)
    number = "pl" if genus == "pl" else "sg"
    lemma = term
    if name.endswith("_pl") and genus == "pl":
        singular = entry.term(name.replace("_pl", "_sg"))
        if singular and " " not in singular and " " not in term:
            lemma = singular
            genus = entry.genus(name.replace("_pl", "_sg"))
    plural = term if lemma != term else entry.plural_of(name)
    if " " in term:  # an adjective + noun phrase: inflect as a whole
        phrase_forms: dict[tuple[str, str], set[str]] = {}
        numbers = (number,) if genus == "pl" else ("sg", "pl") if plural else ("sg",)
        for n in numbers:
            for case in CASES:
                for decl in ("strong", "weak", "mixed"):
                    text = inflect_term(
                        term, genus=genus, adjectival=False, case=case, number=n, declension=decl, plural=plural
                    )
                    phrase_forms.setdefault((case, n), set()).add(text)
        return {k: tuple(sorted(v)) for k, v in phrase_forms.items()}
    forms_ = noun_forms(lemma, genus, plural)
    return {k: v for k, v in forms_.items() if k[1] == number}


# --- fairwrite.de.extract:TermMatcher

class TermMatcher:
    """Finds terminology terms in German text and reads their number and gender."""

    def __init__(self, terminology: Terminology | str | None = None, *, mode: str = "lemma") -> None:
        # heavy (spaCy): imported on first use
        from spacy.matcher import PhraseMatcher

        if mode not in MODES:
            raise FairwriteError(f"matching mode must be one of {', '.join(MODES)}, not {mode!r}")
        self.terminology = resolve_terminology(terminology)
        self.mode = mode
        self.nlp = german_pipeline()
        self._matcher = PhraseMatcher(self.nlp.vocab, attr="LEMMA" if mode == "lemma" else "ORTH")
        self._fields: dict[str, tuple[tuple[int, str], ...]] = {}
        self._forms: dict[tuple[int, str], dict[tuple[str, str], tuple[str, ...]]] = {}
        by_term = self.terminology.terms(TERM_FIELDS)
        for term, pairs in by_term.items():
            self._fields[term] = tuple(pairs)
            surfaces = {term}
            if mode == "lemma":
                for index, name in pairs:
                    surfaces.update(f for fs in self.forms(index, name).values() for f in fs)
            docs = list(self.nlp.pipe(sorted(surfaces))) if mode == "lemma" else [self.nlp.make_doc(term)]
            self._matcher.add(term, docs)

    def forms(self, index: int, name: str) -> dict[tuple[str, str], tuple[str, ...]]:
        key = (index, name)
        if key not in self._forms:
            self._forms[key] = term_forms(self.terminology[index], name)
        return self._forms[key]

    def __call__(self, text: str) -> list[TermMatch]:
        return self.find(self.nlp(text))

    def pipe(self, texts: Iterable[str], batch_size: int = 256) -> Iterator[tuple[Any, list[TermMatch]]]:
        """``(doc, matches)`` for every text, batched through the spaCy pipeline."""
        for doc in self.nlp.pipe(texts, batch_size=batch_size):
            yield doc, self.find(doc)

    # --- matching -------------------------------------------------------------------------------

    def find(self, doc: Any) -> list[TermMatch]:
        """Term matches of a spaCy doc, longest span first where spans overlap, in text order."""
        strings = self.nlp.vocab.strings
        spans: dict[tuple[int, int], list[str]] = {}
        for match_id, start, end in self._matcher(doc):
            spans.setdefault((start, end), []).append(strings[match_id])
        chosen: list[tuple[int, int]] = []
        taken: set[int] = set()
        for start, end in sorted(spans, key=lambda s: (-(s[1] - s[0]), s[0])):
            if not taken.intersection(range(start, end)):
                chosen.append((start, end))
                taken.update(range(start, end))
        matches = []
        for start, end in sorted(chosen):
            pairs = tuple(dict.fromkeys(p for term in spans[(start, end)] for p in self._fields[term]))
            matches.append(self._read(doc, start, end, pairs))
        return matches

    def _context(self, doc: Any, start: int) -> tuple[int | None, tuple[int, ...]]:
        """Determiner and attributive adjectives to the left of ``start``."""
        adjectives: list[int] = []
        i = start - 1
        while i >= 0 and start - i <= 6:
            token = doc[i].text
            det = determiner(token)
            if det is not None:
                return i, tuple(reversed(adjectives))
            if is_adjective(token, sentence_start=i == 0, lemma=doc[i].lemma_):
                adjectives.append(i)
            elif not may_stand_in_noun_phrase(token, after_adjective=bool(adjectives)):
                break
            i -= 1
        return None, tuple(reversed(adjectives))

    def _readings(
        self, surface: str, index: int, name: str, det: Determiner | None, *, fallback: bool = False
    ) -> set[tuple[Reading, str]]:
        """``{(reading, effective field)}`` of ``surface`` as the term in ``(index, name)``.

        With ``fallback``, a spelling the paradigm lacks gets every case of the field's number.
        """
        entry = self.terminology[index]
        out: set[tuple[Reading, str]] = set()
        if entry.is_adjectival(name):
            stem = adjectival_stem(entry.term(name))
            readings = adjectival_readings(surface, stem, det.declension if det else "strong")
            if not readings:
                readings = adjectival_readings(surface, stem, None)
            plural_field = next((f for f in ("neutral_pl", "masc_pl", "fem_pl") if entry.is_adjectival(f)), None)
            for reading in readings:
                if reading[1] == "pl":
                    if plural_field:  # else this entry says nothing about the plural
                        out.add((reading, plural_field))
                else:
                    out.add((reading, "masc_sg" if reading[2] == "m" else "fem_sg"))
            return out
        genus = entry.genus(name)
        gram_number = "pl" if genus == "pl" else "sg"
        sg_gender = None if genus == "pl" else genus
        for (case, number), forms in self.forms(index, name).items():
            if number == gram_number and surface in forms:
                out.add(((case, number, sg_gender if number == "sg" else None), name))
        if not out and fallback:
            out = {((case, gram_number, sg_gender), name) for case in CASES}
        return out

    def _read(self, doc: Any, start: int, end: int, pairs: tuple[tuple[int, str], ...]) -> TermMatch:
        span = doc[start:end]
        det_index, adjectives = self._context(doc, start)
        det = determiner(doc[det_index].text) if det_index is not None else None
        surface = span.text
        options: list[tuple[Reading, tuple[int, str]]] = []
        for fallback in (False, True):  # a spelling no paradigm has: every case of each field's number
            for index, name in pairs:
                for reading, effective in self._readings(surface, index, name, det, fallback=fallback):
                    options.append((reading, (index, effective)))
            if options:
                break
        if det is not None:
            agreeing = [o for o in options if o[0] in det.readings]
            if agreeing:
                options = agreeing
            else:
                det_index, det = None, None
        declension = det.declension if det is not None else "strong"
        for index in adjectives:  # an attributive adjective's ending narrows the readings (deutscher Touristin)
            ending = split_adjective(doc[index].text)[1]
            fitting = [o for o in options if adjective_ending_agreement(declension, *o[0]) == ending]
            options = fitting or options
        before = det_index if det_index is not None else (adjectives[0] if adjectives else start)
        governed = governed_cases(doc[before - 1].text) if before > 0 else None
        if governed:
            options = [o for o in options if o[0][0] in governed] or options
        best = best_reading((r for r, _ in options), prefer_plural=det is None)
        chosen = tuple(dict.fromkeys(p for r, p in options if r == best))
        return TermMatch(
            start=start,
            end=end,
            start_char=span.start_char,
            end_char=span.end_char,
            text=surface,
            lemma=" ".join(t.lemma_ for t in span),
            fields=chosen,
            lemma_fields=pairs,
            reading=best,
            determiner=det_index,
            adjectives=adjectives if det_index is not None or adjectives else (),
        )


# --- fairwrite.metrics.terminology:GENDER_FAIR_MARKERS

GENDER_FAIR_MARKERS = ("*", ":", "_", "·", "/-", "/")


# --- fairwrite.metrics.terminology:DEFAULT_SUFFIXES

DEFAULT_SUFFIXES = (*(m + s for m in GENDER_FAIR_MARKERS for s in ("innen", "in")), "Innen", "In")


# --- fairwrite.metrics.terminology:MatchAccuracy

@dataclass
class MatchAccuracy:
    """Result of a match-accuracy metric: counts overall and per segment."""

    target_matches: int = 0
    source_terms: int = 0
    segments: int = 0
    per_segment: list[tuple[int, int]] = field(default_factory=list)  # (target matches, source terms)

    @property
    def accuracy(self) -> float | None:
        """target matches / source terms (None when the sources hold no term of the terminology)."""
        return self.target_matches / self.source_terms if self.source_terms else None

    def add(self, hits: int, terms: int) -> None:
        """Count one segment's target matches and source terms."""
        self.target_matches += hits
        self.source_terms += terms
        self.per_segment.append((hits, terms))

    def to_dict(self) -> dict[str, Any]:
        return {
            "accuracy": self.accuracy,
            "target_matches": self.target_matches,
            "source_terms": self.source_terms,
            "segments": self.segments,
        }

    def scores(self, name: str) -> dict[str, Any]:
        """What the ``evaluate`` module ``name`` returns: the accuracy under its name, and the counts."""
        return {name: self.accuracy, "target_matches": self.target_matches, "source_terms": self.source_terms}


# --- fairwrite.metrics.terminology:evaluate_info

def evaluate_info(description: str, inputs_description: str) -> Any:
    """The ``evaluate.MetricInfo`` of Hauser's reference-free metrics: predictions scored against sources.

    Both ``eval/`` modules (Terminology and Gender-Fair Match Accuracy) describe themselves with it, so
    their inputs, citation and links are stated once.
    """
    # heavy (datasets): imported on first use
    import datasets
    import evaluate

    return evaluate.MetricInfo(
        description=description,
        citation=bibtex(["hauser2023"])[0],
        inputs_description=inputs_description,
        features=datasets.Features({"predictions": datasets.Value("string"), "sources": datasets.Value("string")}),
        reference_urls=["https://github.com/renatehauser/gender-neutral-rewriter"],
    )


# --- fairwrite.metrics.terminology:_MATCHERS

_MATCHERS: dict[tuple[int, str], Any] = {}


# --- fairwrite.metrics.terminology:_matcher

def _matcher(terminology: Any, mode: str) -> Any:
    resolved = resolve_terminology(terminology)
    key = (id(resolved), mode)
    if key not in _MATCHERS:
        _MATCHERS[key] = TermMatcher(resolved, mode=mode)
    return _MATCHERS[key]


# --- fairwrite.metrics.terminology:_match_once

def _match_once(
    terms: Sequence[Any],
    targets: Sequence[Any],
    wanted: Callable[[Any], Any],
    found: Callable[[Any, Any], bool],
) -> int:
    """Greedy, in order: each source term takes the first unused target span that ``found`` accepts
    (Hauser §4.2.1: a target span is credited to at most one source term)."""
    used: set[int] = set()
    hits = 0
    for term in terms:
        want = wanted(term)
        k = next((k for k, target in enumerate(targets) if k not in used and found(want, target)), None)
        if k is not None:
            used.add(k)
            hits += 1
    return hits


# --- fairwrite.metrics.terminology:_source_terms

def _source_terms(matcher: Any, text: str) -> list[Any]:
    return [m for m in matcher(text) if m.is_gendered]


# --- fairwrite.metrics.terminology:_suffix_pattern

def _suffix_pattern(suffixes: Sequence[str]) -> re.Pattern[str]:
    ordered = sorted(set(suffixes), key=len, reverse=True)
    alternatives = "|".join(re.escape(s) for s in ordered)
    # a word (letters, hyphens for compounds) directly followed by one of the suffixes
    return re.compile(rf"(?<![\w*:_·/])([^\W\d_][\w-]*?[^\W\d_])({alternatives})(?![\w])")


# --- fairwrite.metrics.terminology:_fold

def _fold(word: str) -> str:
    """Lower case, umlauts and a final -e removed: *Ärzt* and *Arzt*, *Kolleg* and *Kollege* agree."""
    decomposed = unicodedata.normalize("NFD", word.lower())
    plain = "".join(c for c in decomposed if unicodedata.category(c) != "Mn").replace("ß", "ss")
    return plain[:-1] if plain.endswith("e") else plain


# --- fairwrite.metrics.terminology:_gendered_lemmas

def _gendered_lemmas(matcher: Any, term: Any) -> tuple[set[str], set[str]]:
    """Gendered terms of the entries a source span matched, and their folded stems."""
    lemmas = {term.lemma, term.text}
    for index in term.lemma_entries:
        entry = matcher.terminology[index]
        lemmas.update(entry.term(f) for f in GENDERED_FIELDS if entry.term(f))
    stems = {_fold(w) for w in lemmas}
    stems.update(_fold(w[: -len("innen")]) for w in lemmas if w.endswith("innen"))
    stems.update(_fold(w[: -len("in")]) for w in lemmas if w.endswith("in") and not w.endswith("innen"))
    return lemmas, stems


# --- fairwrite.metrics.terminology:gender_fair_match_accuracy

def gender_fair_match_accuracy(
    sources: Sequence[str],
    predictions: Sequence[str],
    terminology: Any = None,
    *,
    suffixes: Sequence[str] = DEFAULT_SUFFIXES,
    mode: str = "lemma",
) -> MatchAccuracy:
    """Hauser's eq. 4.2 over aligned sources and predictions (see the module docstring)."""
    check_aligned(["sources", "predictions"], [sources, predictions])
    if not suffixes:
        raise FairwriteError("gender-fair match accuracy needs at least one suffix")
    matcher = _matcher(terminology, mode)
    pattern = _suffix_pattern(suffixes)
    lemmatizer = matcher.nlp.get_pipe("lemmatizer").lookups.get_table("lemma_lookup")
    result = MatchAccuracy(segments=len(sources))
    for source, prediction in zip(sources, predictions, strict=True):
        terms = _source_terms(matcher, source)
        hits = 0
        if terms:
            tokens = []
            for found in pattern.finditer(prediction):
                base, suffix = found.group(1), found.group(2)
                feminine = base + ("innen" if suffix.lower().endswith("innen") else "in")
                tokens.append(
                    {base, feminine, lemmatizer.get(feminine, feminine), lemmatizer.get(base, base)}
                )

            def found(want: tuple[set[str], set[str]], candidates: set[str]) -> bool:
                lemmas, stems = want
                return bool(candidates & lemmas or {_fold(c) for c in candidates} & stems)

            hits = _match_once(terms, tokens, lambda term: _gendered_lemmas(matcher, term), found)
        result.add(hits, len(terms))
    return result


# --- fairwrite.de.agreement:adjective_ending

def adjective_ending_agreement(declension: str, case: str, number: str, gender: str | None) -> str:
    """Ending of an attributive adjective (or adjectival noun) — ``declension`` is strong, weak or mixed."""
    return adjective_ending(declension, case, number, gender or "m")


# --- fairwrite.de.agreement:_QUANTIFIER_STEMS

_QUANTIFIER_STEMS = ("viel", "wenig", "einig", "mehrer", "etlich", "zahlreich", "verschieden", "sämtlich")


# --- fairwrite.de.agreement:_QUANTIFIER_CASES

_QUANTIFIER_CASES = {"e": ("nom", "acc"), "en": ("dat",), "er": ("gen",)}


# --- fairwrite.de.agreement:_NUMERALS

_NUMERALS = frozenset(
    ("zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn", "elf", "zwölf", "zwanzig",
     "dreißig", "vierzig", "fünfzig", "hundert", "tausend", "dutzend")
)  # fmt: skip


# --- fairwrite.de.agreement:_CONTRACTED

_CONTRACTED = {(prep, article): form for form, (prep, article, _) in CONTRACTIONS.items()}


# --- fairwrite.de.agreement:Determiner

@dataclass(frozen=True)
class Determiner:
    """A determiner before a term: its lemma, the readings it allows and the declension it imposes.

    Articles, *der*-words, *ein*-words and contractions (*zum*, *zur*) come from
    :mod:`fairwrite.de.morphology`; plural quantifiers (*viele*, *einigen*) and numerals are added here.
    """

    text: str
    kind: str  # determiner, contraction, quantifier, numeral
    lemma: str  # determiner lemma (der, ein, dieser, …), the preposition of a contraction, or a stem
    readings: tuple[Reading, ...]

    @property
    def declension(self) -> str:
        """Declension of a following adjective (or adjectival noun)."""
        if self.kind in ("quantifier", "numeral"):
            return "strong"
        return declension_after("der" if self.kind == "contraction" else self.lemma)

    def form(self, case: str, number: str, gender: str | None) -> str | None:
        """This determiner inflected for a new reading (None when it cannot express it)."""
        if self.kind == "numeral":
            return self.text if number == "pl" else None
        if self.kind == "quantifier":
            if number != "pl":
                return None
            ending = next(e for e, cases in _QUANTIFIER_CASES.items() if case in cases)
            return match_case(self.lemma + ending, self.text)
        if number == "pl" and self.lemma in ("ein", "irgendein"):
            return None
        if self.kind == "contraction":
            article = inflect_determiner("der", case, number, gender or "m")
            word = _CONTRACTED.get((self.lemma, article), f"{self.lemma} {article}")
            return match_case(word, self.text)
        return match_case(inflect_determiner(self.lemma, case, number, gender or "m"), self.text)


# --- fairwrite.de.agreement:_readings

def _readings(analyses: Iterable[tuple[str, str, str, str]]) -> tuple[Reading, ...]:
    return tuple(dict.fromkeys((c, n, None if n == "pl" else g) for _, c, n, g in analyses))


# --- fairwrite.de.agreement:determiner

@lru_cache(maxsize=4096)
def determiner(token: str) -> Determiner | None:
    """Parse ``token`` as a determiner, or None."""
    low = token.lower()
    if low in CONTRACTIONS:
        prep, article, case = CONTRACTIONS[low]
        readings = _readings(a for a in analyse_determiner(article) if a[0] == "der" and a[1] == case)
        return Determiner(token, "contraction", prep, readings)
    analyses = [a for a in analyse_determiner(token) if a[0] not in ("derjenige", "derselbe")]
    if analyses:
        lemma = analyses[0][0]
        return Determiner(token, "determiner", lemma, _readings(a for a in analyses if a[0] == lemma))
    if low in _NUMERALS or low.isdigit():
        return Determiner(token, "numeral", low, tuple((c, "pl", None) for c in CASES))
    for stem in _QUANTIFIER_STEMS:
        ending = low[len(stem) :]
        if low.startswith(stem) and ending in _QUANTIFIER_CASES:
            return Determiner(token, "quantifier", stem, tuple((c, "pl", None) for c in _QUANTIFIER_CASES[ending]))
    return None


# --- fairwrite.de.agreement:governed_cases

def governed_cases(token: str) -> tuple[str, ...]:
    """Cases governed by ``token`` when it is a preposition (empty otherwise)."""
    return preposition_cases(token)


# --- fairwrite.de.agreement:_NOT_ADJECTIVES

_NOT_ADJECTIVES = frozenset(
    ("aber", "oder", "sehr", "über", "unter", "wieder", "immer", "hier", "mehr", "weder", "entweder",
     "jeder", "jede", "jedes", "jeden", "jedem", "wer", "wie", "wo", "die", "der", "das", "den", "dem",
     "des", "eine", "einer", "einen", "einem", "eines", "keine", "keiner", "keinen", "keinem", "noch",
     "schon", "gerne", "ohne", "gegen", "ihre", "ihrer", "ihren", "ihrem", "ihres", "seine", "seiner",
     "seinen", "seinem", "seines", "andere", "anderer", "anderen", "anderem", "anderes", "beide", "beiden",
     "etwa", "selber", "selbst", "vorher", "nachher", "später", "hinter", "neben", "wegen", "während",
     "außer", "innerhalb", "außerhalb", "oben", "unten", "vorne", "hinten", "ebenfalls", "ferner", "bitte",
     "dabei", "daher", "deswegen", "weiter", "leider", "sofern", "sondern")
)  # fmt: skip


# --- fairwrite.de.agreement:_INTENSIFIERS

_INTENSIFIERS = frozenset(("sehr", "besonders", "ganz", "recht", "äußerst", "überaus", "so", "zu", "noch", "höchst"))


# --- fairwrite.de.agreement:may_stand_in_noun_phrase

def may_stand_in_noun_phrase(token: str, *, after_adjective: bool) -> bool:
    """Intensifiers and quotes inside a noun phrase; commas and *und* between coordinated adjectives."""
    low = token.lower()
    return low in _INTENSIFIERS or token in QUOTES or (after_adjective and (token == "," or low == "und"))


# --- fairwrite.de.agreement:is_adjective

def is_adjective(token: str, sentence_start: bool = False, lemma: str | None = None) -> bool:
    """A plausible inflected attributive adjective (lower case, adjective ending).

    With the token's ``lemma`` (spaCy's lookup), verbs are told apart: an infinitive-like lemma that the
    word is not built on (*kamen* ← *kommen*) or that the word equals (*arbeiten*) is a verb form. A
    capitalised word counts only at the start of a sentence, and not when it is a noun (*Mörder*).
    """
    if not token.isalpha() or len(token) < 3:
        return False
    low = token.lower()
    if low in _NOT_ADJECTIVES or determiner(token) is not None or not low.endswith(ADJ_ENDINGS):
        return False
    if token[0].isupper() and (not sentence_start or noun_genera(token)):
        return False
    if lemma:
        base = lemma.lower()
        if base.endswith(("en", "ern", "eln")) and (base == low or not low.startswith(base[:-2])):
            return False
    return True


# --- fairwrite.de.agreement:split_adjective

def split_adjective(token: str) -> tuple[str, str]:
    """``(stem, ending)`` of an inflected adjective (*neuer* → *neu*, *er*)."""
    for ending in ADJ_ENDINGS:
        if token.lower().endswith(ending) and len(token) > len(ending) + 1:
            return token[: -len(ending)], ending
    return token, ""


# --- fairwrite.de.agreement:inflect_adjective

def inflect_adjective_agreement(token: str, declension: str, case: str, number: str, gender: str | None) -> str:
    """``token`` (an inflected adjective) with the ending for the given reading."""
    stem, _ = split_adjective(token)
    return inflect_adjective(stem, declension, case, number, gender or "m")


# --- fairwrite.de.agreement:noun_table

def noun_table() -> NounTable:
    """Every noun's paradigm (german-nouns), from the one German lexicon (:attr:`Lexicon.nouns`)."""
    return lexicon().nouns


# --- fairwrite.de.agreement:lexicon_genus

def lexicon_genus(lemma: str) -> str | None:
    """Grammatical gender of a noun (or of its head, for compounds the lexicon lacks)."""
    for word in _head_candidates(lemma):
        for genus, _ in noun_table().get(word):
            if genus:
                return genus
    return None


# --- fairwrite.de.agreement:noun_genera

def noun_genera(word: str) -> set[str]:
    """Grammatical genders german-nouns gives the lemma ``word`` (empty when it is no known noun lemma)."""
    return {genus for genus, _ in noun_table().get(word) if genus}


# --- fairwrite.de.agreement:_head_candidates

def _head_candidates(word: str) -> Iterable[str]:
    yield word
    for i in range(1, len(word) - 2):
        yield word[i].upper() + word[i + 1 :]


# --- fairwrite.de.agreement:_WEAK_SUFFIXES

_WEAK_SUFFIXES = ("ent", "ant", "ist", "at", "it", "oge", "ot", "and", "af", "nom", "ar", "e")


# --- fairwrite.de.agreement:noun_forms

@lru_cache(maxsize=8192)
def noun_forms(lemma: str, genus: str, plural: str = "") -> dict[tuple[str, str], tuple[str, ...]]:
    """``{(case, number): forms}`` of a noun; ``plural`` (nominative) selects between homographs.

    Looks the noun up in german-nouns; a compound it lacks is inflected like its longest known head
    (*Fachbereichsleiter* like *Leiter*); otherwise regular rules apply.
    """
    for position, word in enumerate(_head_candidates(lemma)):
        prefix = lemma[: len(lemma) - len(word)]
        rows = noun_table().get(word)
        chosen = None
        for row_genus, forms in rows:
            if not forms.get(("nom", "sg")) and genus != "pl":
                continue
            want_plural = plural[len(prefix) :] if plural and plural.startswith(prefix) else plural
            if (not genus or row_genus in ("", genus)) and (
                not want_plural or want_plural in forms.get(("nom", "pl"), ())
            ):
                chosen = forms
                break
        if chosen is None and rows and position == 0:
            chosen = next((f for g, f in rows if g == genus), None)
        if chosen is not None:
            if not position:
                return chosen
            return {k: tuple(prefix + v[0].lower() + v[1:] for v in vs) for k, vs in chosen.items()}
    return _rule_forms(lemma, genus, plural)


# --- fairwrite.de.agreement:_rule_forms

def _rule_forms(lemma: str, genus: str, plural: str) -> dict[tuple[str, str], tuple[str, ...]]:
    forms: dict[tuple[str, str], tuple[str, ...]] = {}
    if genus != "pl":
        weak = genus == "m" and plural and plural in (lemma + "en", lemma + "n") and lemma.endswith(_WEAK_SUFFIXES)
        oblique = plural if weak else lemma
        genitive = lemma if genus == "f" else (plural if weak else lemma + ("es" if lemma.endswith(("s", "ß", "x", "z")) else "s"))
        forms.update({("nom", "sg"): (lemma,), ("acc", "sg"): (oblique,), ("dat", "sg"): (oblique,),
                      ("gen", "sg"): (genitive,)})  # fmt: skip
    base = plural or (lemma if genus == "pl" else "")
    if base:
        dative = base if base.endswith(("n", "s")) else base + "n"
        forms.update({("nom", "pl"): (base,), ("acc", "pl"): (base,), ("dat", "pl"): (dative,),
                      ("gen", "pl"): (base,)})  # fmt: skip
    return forms


# --- fairwrite.de.agreement:adjectival_stem

def adjectival_stem(term: str) -> str:
    """Stem of an adjectival noun in its citation form (*Studierende*, *Angestellter* → *Studierend*, *Angestellt*)."""
    for ending in ("er", "e", "en"):
        if term.endswith(ending):
            return term[: -len(ending)]
    return term


# --- fairwrite.de.agreement:adjectival_readings

def adjectival_readings(form: str, stem: str, declension: str | None) -> set[Reading]:
    """Readings of an adjectival noun ``form`` (person nouns: masculine, feminine or plural)."""
    if not form.startswith(stem):
        return set()
    ending = form[len(stem) :]
    declensions = (declension,) if declension else ("strong", "weak", "mixed")
    found: set[Reading] = set()
    for decl in declensions:
        for case in CASES:
            for number, genders in (("sg", ("m", "f")), ("pl", (None,))):
                for gender in genders:
                    if adjective_ending_agreement(decl, case, number, gender) == ending:
                        found.add((case, number, gender))
    return found


# --- fairwrite.de.agreement:READING_WEIGHT

READING_WEIGHT = {("nom", "sg"): 10, ("nom", "pl"): 9, ("dat", "pl"): 8, ("acc", "pl"): 7, ("gen", "pl"): 7,
                  ("acc", "sg"): 6, ("dat", "sg"): 5, ("gen", "sg"): 4}  # fmt: skip


# --- fairwrite.de.agreement:best_reading

def best_reading(readings: Iterable[Reading], prefer_plural: bool = False) -> Reading | None:
    """The most likely reading: the plural when ``prefer_plural`` (a bare noun), else by :data:`READING_WEIGHT`."""
    pool = sorted(set(readings), key=lambda r: (r[0], r[1], r[2] or ""))
    if not pool:
        return None
    if prefer_plural and any(r[1] == "pl" for r in pool):
        pool = [r for r in pool if r[1] == "pl"]
    return max(pool, key=lambda r: READING_WEIGHT[(r[0], r[1])])


# --- fairwrite.de.agreement:inflect_term

def inflect_term(
    term: str,
    *,
    genus: str,
    adjectival: bool,
    case: str,
    number: str,
    declension: str,
    plural: str = "",
    referent_gender: str | None = None,
) -> str:
    """``term`` (nominative citation form) in ``case``/``number`` after a determiner of ``declension``.

    ``genus`` is the noun's grammatical gender (``pl`` for a plural-only noun). An adjectival noun is
    declined like an adjective for ``referent_gender`` (m/f) in the singular. In a multi-word term the
    lower-case words before the head noun are attributive adjectives and agree with it.
    """
    words = term.split()
    head = words[-1]
    gender = None if number == "pl" else (referent_gender if adjectival else genus)
    if adjectival:
        head_form = adjectival_stem(head) + adjective_ending_agreement(declension, case, number, gender)
    else:
        forms = noun_forms(head, genus, plural.split()[-1] if plural else "")
        head_form = (forms.get((case, number)) or forms.get(("nom", number)) or (head,))[0]
    out = []
    for word in words[:-1]:
        out.append(inflect_adjective_agreement(word, declension, case, number, gender) if word[:1].islower() else word)
    return " ".join([*out, head_form])


# --- names imported under another name

find_data_dir = data_dir
