#!/usr/bin/env python3
"""Regenerates en.glossary and de.glossary.

Run by hand (never at build or test time):

    python3 cards/i18n/extract.py /path/to/carddata > /dev/null

Trait pairs come from the paired card data (English "traits" list vs the
German "traits" string, aligned by position) and from the italic trait
mentions in card texts; every other entry is written out below with its
source. The output files are the source of truth once committed; edit them
by hand and keep this script in step when you regenerate.
"""
import collections, glob, json, os, re, sys

carddata = sys.argv[1] if len(sys.argv) > 1 else "/work/shared/carddata"
out = os.path.dirname(os.path.abspath(__file__))

en, de = {}, {}
for f in sorted(glob.glob(os.path.join(carddata, "*.json"))):
    if os.path.basename(f) in ("card.schema.json", "pack.schema.json", "cycles.json"):
        continue
    for c in json.load(open(f))["cards"]:
        en[c["code"]] = c
for f in sorted(glob.glob(os.path.join(carddata, "de", "*.json"))):
    if os.path.basename(f) in ("cycles.json", "packs.json"):
        continue
    for c in json.load(open(f)):
        de[c["code"]] = c

def slug(s):
    s = s.lower().replace("'", "")
    return re.sub(r"[^a-z0-9]+", "-", s).strip("-")

# ---- traits from the traits lines -------------------------------------------
pairs = collections.defaultdict(collections.Counter)
where = collections.defaultdict(list)
mismatch = []
for code in sorted(en):
    et = en[code]["traits"]
    gt = [t.strip() for t in (de[code]["traits"] or "").split(".") if t.strip()]
    if len(et) != len(gt):
        mismatch.append((code, et, de[code]["traits"]))
        continue
    for a, b in zip(et, gt):
        pairs[a][b] += 1
        where[(a, b)].append(code)
# traits named in italics in card texts (<i>Bear</i> → <i>Bär</i>), where the
# number of italic spans agrees
ital = collections.defaultdict(collections.Counter)
for code in sorted(en):
    e = re.findall(r"<i>([^<]*)</i>", en[code]["text"] or "")
    g = re.findall(r"<i>([^<]*)</i>", de[code]["text"] or "")
    if len(e) != len(g):
        continue
    for a, b in zip(e, g):
        if a == "Traits":
            continue
        ital[a][b] += 1
        where[(a, b)].append(code)

traits = {}
for a in sorted(set(pairs) | set(ital)):
    forms = pairs[a] + ital[a]
    main = (pairs[a] or ital[a]).most_common(1)[0][0]
    variants = sorted(f for f in forms if f != main)
    traits[a] = (main, variants, forms)

def row(cols):
    return " | ".join(cols).rstrip(" |") if False else " | ".join(cols)

EN_HEADER = """# English glossary for Thronescript card texts.
#
# One entry per line:  id | term | variants | forbidden | flags | source | note
#   id        kind:key; kinds: keyword rules-term cardtype faction challenge
#             icon trait ability-label. The same id in another language's
#             glossary is that term's translation.
#   term      the canonical form as printed on cards
#   variants  other accepted forms, comma-separated: inflections, plurals.
#             A word ending in * matches any word starting so ("kneel*"),
#             a word starting with * any word ending so ("*marker"), and
#             ... stands for up to ten words ("return ... to shadows").
#   forbidden words a translation must not use for this term
#   flags     nocheck: not used by the term-usage heuristic (too ambiguous)
#   source    where the term comes from
#   note      why a choice was made where sources disagree
# Matching ignores case. Blank lines and lines starting with # are ignored.
#
# Where the sources disagree (each choice is repeated in the entry's note):
# - kneel: German cards always say beugen; knien never appears (forbidden).
# - deck: ThronesDB's Pillage reminder says Nachziehstapel, printed cards say
#   Deck; card texts use Deck.
# - income: ThronesDB's stat label is Einkommen, printed cards say Goldwert
#   (and title 01209 prints "+2 Gold"); card texts use Goldwert.
# - reserve: title 01210 prints "+1 Reserve", other cards Reservewert.
# - marshal into shadows: the seeds and card 11017 say "in den Schatten
#   aufmarschieren" (dative); "in die Schatten …" is accepted, not canonical.
# - comes out of shadows: the seeds say "tritt aus den Schatten", card
#   reactions "aus den Schatten getreten ist"; both accepted.
# - put into shadows: the seeds say "in die Schatten legen", card 11113
#   "in die Schatten bringen"; no entry (the seeds' rule text only).
# - assault: ThronesDB has the German name Angriff but an English reminder
#   text; no German card in the data uses it (nocheck).
# - challenge types: ThronesDB names Militäreinsatz/Intrigenspiel/Machtkampf,
#   card texts use the glyphs ([military]-Herausforderung) (nocheck).
# - traits: the traits lines of the 331 paired cards align one to one (no
#   count mismatch); Clansman is Clankrieger once and Clanskrieger once,
#   Dragon is Drache 4 times and Drachen once; the first is the term, the
#   other a variant. The Citadel is printed Citadel, without article.
# - labels: the English title cards print Supports:/Rivals: unbolded, the
#   German ones bold; card 11090 prints <bHerrschaftsaktion:</b> (broken tag).
"""
DE_HEADER = EN_HEADER.replace("English glossary", "German glossary")

# id, en, en variants, de, de variants, de forbidden, flags, source, note
E = []
def add(id, en_t, en_v, de_t, de_v="", forb="", flags="", src="", note=""):
    E.append((id, en_t, en_v, de_t, de_v, forb, flags, src, note))

TDB = "thronesdb-messages"
SEED = "seeds 000-002 (Schatten rules insert)"
CARDS = "card data (de)"

# keywords ---------------------------------------------------------------------
add("keyword:ambush", "Ambush", "", "Hinterhalt", "Hinterhaltkosten", "", "", TDB + " keyword.ambush.name")
add("keyword:bestow", "Bestow", "", "Investition", "", "", "", TDB + " keyword.bestow.name")
add("keyword:insight", "Insight", "", "Einblick", "", "", "", TDB + " keyword.insight.name")
add("keyword:intimidate", "Intimidate", "", "Einschüchternd", "", "", "", TDB + " keyword.intimidate.name")
add("keyword:limited", "Limited", "", "Limitiert", "limitiert*", "", "", TDB + " keyword.limited.name")
add("keyword:pillage", "Pillage", "", "Brandschatzen", "", "", "", TDB + " keyword.pillage.name")
add("keyword:renown", "Renown", "", "Ruhmreich", "", "", "", TDB + " keyword.renown.name")
add("keyword:shadow", "Shadow", "", "Schatten", "", "Schemen", "", TDB + " keyword.shadow.name; " + SEED)
add("keyword:stealth", "Stealth", "", "Heimlich", "", "", "", TDB + " keyword.stealth.name")
add("keyword:terminal", "Terminal", "", "Vergänglich", "", "", "", TDB + " keyword.terminal.name")
add("keyword:assault", "Assault", "", "Angriff", "", "", "nocheck", TDB + " keyword.assault.name",
    "ThronesDB de has the name but an untranslated English reminder text; no printed German card in our data uses it; Angriff also means attack")
add("keyword:no-attachments", "No attachments", "no attachments except", "Keine Verstärkungen", "Keine Verstärkungen außer", "", "", CARDS + " 01130, 11113")

# ability labels ---------------------------------------------------------------
lab = "bold labels of card texts"
add("ability-label:action", "Action:", "", "Aktion:", "", "", "", CARDS + " " + lab + " (48 cards)")
add("ability-label:reaction", "Reaction:", "", "Reaktion:", "", "", "", CARDS + " " + lab + " (105)")
add("ability-label:interrupt", "Interrupt:", "", "Unterbrechung:", "", "", "", CARDS + " " + lab + " (22)")
add("ability-label:forced-reaction", "Forced Reaction:", "", "Erzwungene Reaktion:", "", "", "", CARDS + " " + lab + " (5)")
add("ability-label:forced-interrupt", "Forced Interrupt:", "", "Erzwungene Unterbrechung:", "", "", "", CARDS + " " + lab + " (3)")
add("ability-label:when-revealed", "When Revealed:", "", "Sobald aufgedeckt:", "", "", "", CARDS + " " + lab + " (15)")
add("ability-label:marshaling-action", "Marshaling Action:", "", "Aufmarschaktion:", "", "", "", CARDS + " " + lab + " (21)")
add("ability-label:challenges-action", "Challenges Action:", "", "Herausforderungsaktion:", "", "", "", CARDS + " " + lab + " (24)")
add("ability-label:dominance-action", "Dominance Action:", "", "Herrschaftsaktion:", "", "", "", CARDS + " " + lab + " (6)",
    "card 11090 prints the German label with broken markup (<bHerrschaftsaktion:</b>); the label itself agrees")
add("ability-label:plot-action", "Plot Action:", "", "Strategieaktion:", "", "", "", CARDS + " " + lab + " (1)")
add("ability-label:supports", "Supports:", "", "Unterstützt:", "", "", "", CARDS + " 01206-01211",
    "the English title cards print Supports:/Rivals: without bold; the German ones bold them")
add("ability-label:rivals", "Rivals:", "", "Konkurriert mit:", "", "", "", CARDS + " 01206-01211")

# card types -------------------------------------------------------------------
add("cardtype:character", "character", "characters, character's", "Charakter", "Charaktere, Charakters, Charakteren, *charakter, Charakter*", "", "", TDB + " icon.character")
add("cardtype:location", "location", "locations", "Ort", "Orte, Orts, Ortes, Orten, Orts*", "", "", TDB + " icon.location")
add("cardtype:attachment", "attachment", "attachments", "Verstärkung", "Verstärkungen, Verstärkungs*", "", "", TDB + " icon.attachment")
add("cardtype:event", "event", "events", "Ereignis", "Ereignisse, Ereignisses, Ereignissen", "", "", TDB + " icon.event")
add("cardtype:plot", "plot", "plots, plot card, plot cards", "Strategiekarte", "Strategiekarten, Strategie", "", "", TDB + " icon.plot")
add("cardtype:agenda", "agenda", "agendas", "Agenda", "Agenden", "", "", TDB + " icon.agenda")
add("cardtype:title", "title", "titles", "Titel", "", "", "nocheck", CARDS + " trait Title/Titel",
    "ThronesDB has no German card-type name for titles; the trait line of the title cards says Titel")
add("cardtype:faction-card", "faction card", "faction cards", "Fraktionskarte", "Fraktionskarten", "", "", CARDS)

# factions ---------------------------------------------------------------------
for key, en_t, de_t, de_v in [
    ("baratheon", "Baratheon", "Haus Baratheon", "Baratheon"),
    ("greyjoy", "Greyjoy", "Haus Graufreud", "Graufreud"),
    ("lannister", "Lannister", "Haus Lennister", "Lennister"),
    ("martell", "Martell", "Haus Martell", "Martell"),
    ("thenightswatch", "The Night's Watch", "Die Nachtwache", "Nachtwache"),
    ("stark", "Stark", "Haus Stark", "Stark"),
    ("targaryen", "Targaryen", "Haus Targaryen", "Targaryen"),
    ("tyrell", "Tyrell", "Haus Tyrell", "Tyrell"),
    ("neutral", "Neutral", "Neutral", "neutral*"),
]:
    note = ""
    if key in ("greyjoy", "lannister"):
        note = "German house names differ from the English (Graufreud, Lennister); cards name factions by icon glyph [%s]" % key
    add("faction:" + key, en_t, "House " + en_t if key not in ("thenightswatch", "neutral") else "", de_t, de_v, "", "nocheck", TDB + " icon." + key, note)

# challenges -------------------------------------------------------------------
for key, en_t, de_t in [("military", "Military", "Militäreinsatz"), ("intrigue", "Intrigue", "Intrigenspiel"), ("power", "Power", "Machtkampf")]:
    add("challenge:" + key, en_t, "", de_t, "", "", "nocheck", TDB + " challenges." + key,
        "card texts name challenge types by icon glyph ([%s] challenge → [%s]-Herausforderung), never by these words" % (key, key))

# icons (glyph tokens are the same in every language) -------------------------
for key in ["military", "intrigue", "power", "baratheon", "greyjoy", "lannister", "martell", "thenightswatch", "stark", "targaryen", "tyrell", "unique"]:
    add("icon:" + key, "[%s]" % key, "", "[%s]" % key, "", "", "", "card text glyph tokens")

# rules terms ------------------------------------------------------------------
R = "rules-term:"
add(R + "shadows", "shadows", "in shadows, into shadows, from shadows", "Schatten", "in den Schatten, in die Schatten, aus den Schatten", "", "", SEED)
add(R + "shadows-area", "shadows area", "shadows areas", "Schattenbereich", "Schattenbereiche, Schattenbereichen, Schattenbereichs", "", "", SEED)
add(R + "shadow-cost", "shadow cost", "shadow costs", "Schattenkosten", "", "", "", SEED)
add(R + "marshal-into-shadows", "marshal into shadows", "marshal ... into shadows, marshals ... into shadows, marshaled into shadows, marshaling ... into shadows",
    "in den Schatten aufmarschieren lassen",
    "in den Schatten aufmarschieren, in den Schatten aufmarschiert, in den Schatten aufmarschieren zu lassen, in die Schatten aufmarschieren lassen",
    "", "", SEED + "; card 11017",
    "the seeds and card 11017 say 'in den Schatten aufmarschieren' (dative); 'in die Schatten aufmarschieren lassen' is accepted but not canonical")
add(R + "out-of-shadows", "bring out of shadows", "bring ... out of shadows, brought out of shadows", "aus den Schatten holen", "aus den Schatten geholt, aus den Schatten hol*, aus den Schatten ... holen", "", "", SEED)
add(R + "comes-out-of-shadows", "comes out of shadows", "come out of shadows, came out of shadows, coming out of shadows", "tritt aus den Schatten",
    "aus den Schatten getreten, aus den Schatten tritt, aus den Schatten treten", "", "", SEED + "; cards 11006, 11008",
    "the seeds use present tense 'tritt aus den Schatten'; card reactions use 'aus den Schatten getreten ist'")
add(R + "return-to-shadows", "return to shadows", "return ... to shadows, returned to shadows", "in die Schatten zurückschicken",
    "schicke ... in die Schatten zurück, in die Schatten zurückgeschickt, in die Schatten zurückzuschicken, in die Schatten zurück", "", "", SEED + "; cards 11031, 11061, 11070")
add(R + "put-into-play", "put into play", "put ... into play, puts ... into play, putting ... into play", "ins Spiel bringen",
    "bring* ... ins Spiel, ins Spiel gebracht, ins Spiel zu bringen, ins Spiel", "", "", SEED + "; card data")
add(R + "enters-play", "enters play", "enter play, entered play, entering play", "ins Spiel kommen",
    "ins Spiel gekommen, ins Spiel kommt, ins Spiel", "", "", CARDS)
add(R + "leaves-play", "leaves play", "leave play, left play", "verlässt das Spiel", "das Spiel verlässt, das Spiel verlassen, aus dem Spiel", "", "", CARDS)
add(R + "marshal", "marshal", "marshals, marshaled, marshaling", "aufmarschieren lassen",
    "aufmarschieren, aufmarschiert, aufmarschieren zu lassen, Aufmarschieren, Aufmarsch*", "", "", SEED + "; card data")
add(R + "duplicate", "duplicate", "duplicates", "Duplikat", "Duplikate, Duplikats", "", "", SEED)
add(R + "unique", "unique", "non-unique", "einzigartig", "einzigartig*, nicht-einzigartig*, Einzigartig*", "", "", SEED + "; " + TDB + " card.info.unique")
add(R + "dead-pile", "dead pile", "dead piles", "Totenstapel", "Totenstapeln, Totenstapels", "", "", SEED + "; card data")
add(R + "discard-pile", "discard pile", "discard piles", "Ablagestapel", "Ablagestapeln, Ablagestapels", "", "", CARDS)
add(R + "token", "token", "tokens", "Marker", "*marker", "", "", SEED + "; card data (Giftmarker, Verratsmarker, Aufrichtenmarker)",
    "compounds: poison token → Giftmarker, stand token → Aufrichtenmarker")
add(R + "printed-cost", "printed cost", "printed costs", "aufgedruckte Kosten", "aufgedruckten Kosten", "", "", SEED + "; card data")
add(R + "setup", "setup", "set up", "Aufbau", "Spielaufbau, Spielaufbaus, Aufbaus", "", "", SEED)
add(R + "player-action", "player action", "player actions", "Spieleraktion", "Spieleraktionen", "", "", SEED + "; " + TDB + " keyword.ambush.title")
add(R + "facedown", "facedown", "face down", "verdeckt", "verdeckt*", "", "", SEED)
add(R + "faceup", "faceup", "face up", "offen", "aufgedeckt*", "", "nocheck", SEED)
add(R + "kneel", "kneel", "kneels, knelt, kneeling", "beugen", "beuge, beugt, gebeugt*, beugst", "knien, kniet, knie, kniend*", "", CARDS + "; " + TDB + " keyword.intimidate.title",
    "German cards always use beugen (84 forms); knien never appears, so it is forbidden")
add(R + "stand", "stand", "stands, standing", "aufrichten",
    "richte* ... auf, aufzurichten, aufgerichtet*, Aufrichten, aufrecht*, Aufricht*", "", "", CARDS)
add(R + "kill", "kill", "kills, killed", "töten", "töte, tötet, getötet*", "", "", CARDS)
add(R + "sacrifice", "sacrifice", "sacrifices, sacrificed", "opfern", "opfere, opfert, geopfert*", "", "", CARDS)
add(R + "save", "save", "saves, saved", "retten", "rette, rettet, gerettet*", "", "", CARDS)
add(R + "cancel", "cancel", "cancels, canceled", "aufheben", "hebe* ... auf, aufzuheben, aufgehoben", "abbrechen, annullieren", "", CARDS + " 01045, 01102, 01142",
    "cards say 'hebe diese Effekte auf'")
add(R + "discard", "discard", "discards, discarded", "ablegen", "leg* ... ab, abgelegt*, abzulegen, ablegst, Ablage*", "abwerfen, abgeworfen", "", CARDS)
add(R + "return-to-hand", "return to your hand", "return ... to your hand, return ... to its owner's hand, returned to your hand, return ... to hand",
    "auf deine Hand zurückschicken", "schick* ... auf * Hand zurück, auf * Hand zurück*, Hand ... zurück*", "", "", CARDS)
add(R + "power", "power", "", "Macht", "", "", "", CARDS)
add(R + "gold", "gold", "", "Gold", "Goldmarker", "", "", CARDS)
add(R + "challenge", "challenge", "challenges", "Herausforderung", "Herausforderungen, Herausforderungs*", "", "", CARDS)
add(R + "challenges-phase", "challenges phase", "", "Herausforderungsphase", "", "", "", CARDS)
add(R + "marshaling-phase", "marshaling phase", "", "Aufmarschphase", "", "", "", SEED + "; card data")
add(R + "draw-phase", "draw phase", "", "Nachziehphase", "", "", "", CARDS)
add(R + "dominance-phase", "dominance phase", "", "Herrschaftsphase", "", "", "", CARDS)
add(R + "standing-phase", "standing phase", "", "Aufrichtphase", "", "", "", CARDS)
add(R + "plot-phase", "plot phase", "", "Strategiephase", "", "", "", CARDS)
add(R + "dominance", "dominance", "", "Herrschaft", "", "", "", CARDS)
add(R + "draw", "draw", "draws, drawn", "ziehen", "ziehe, zieht, gezogen, zu ziehen, ziehst", "", "", CARDS)
add(R + "deck", "deck", "decks, draw deck", "Deck", "Decks", "", "nocheck", CARDS + "; " + TDB + " keyword.pillage.title",
    "ThronesDB's Pillage reminder says Nachziehstapel; printed cards say Deck (73 times) and never Nachziehstapel, so card texts use Deck")
add(R + "attacker", "attacker", "attackers, attacking", "Angreifer", "angreif*, greif* ... an", "", "", CARDS)
add(R + "defender", "defender", "defenders, defending", "Verteidiger", "verteidigend*, verteidigt*", "", "", CARDS)
add(R + "claim", "claim", "claim value", "Schadenswert", "Schaden*", "", "", CARDS + "; " + TDB + " card.info.claim")
add(R + "strength", "STR", "strength", "Stärke", "Gesamtstärke", "", "", CARDS + "; " + TDB + " card.info.strength")
add(R + "income", "Income", "gold value", "Goldwert", "Basisgoldwert, Gold", "", "", CARDS,
    "ThronesDB's stat label is Einkommen, printed cards say Goldwert (01003 +1 Income → Goldwert +1; title 01209 prints +2 Gold); card texts use Goldwert")
add(R + "initiative", "initiative", "initiative value", "Initiativewert", "Initiativewerte", "", "", CARDS + "; " + TDB + " card.info.initiative")
add(R + "reserve", "reserve", "reserve value", "Reservewert", "Reservewerte, Reserve", "", "", CARDS + "; " + TDB + " card.info.reserve",
    "title 01210 prints +1 Reserve where other cards say Reservewert")
add(R + "opponent", "opponent", "opponents, opponent's, opponents'", "Gegner", "Gegners, Gegnern, gegnerisch*", "", "", CARDS)
add(R + "first-player", "first player", "", "Startspieler", "", "", "", CARDS)
add(R + "trait", "trait", "traits", "Merkmal", "Merkmale, Merkmalen, Merkmals", "", "", CARDS + "; " + TDB + " card.info.traits")
add(R + "keyword", "keyword", "keywords", "Schlüsselwort", "Schlüsselworts, Schlüsselwörter, Schlüsselwortfähigkeit", "", "", SEED)
add(R + "limit-once", "Limit once per", "", "Nur ein Mal pro", "", "Nur einmal pro", "", CARDS + " (Limit once per round/phase → Nur ein Mal pro Runde/Phase)")
add(R + "limit-twice", "Limit twice per", "", "Nur zwei Mal pro", "", "Nur zweimal pro", "", CARDS)
add(R + "max-per-round", "Max 1 per round", "Max", "Maximal 1 pro Runde", "Maximal", "", "", CARDS)
add(R + "plot-deck", "plot deck", "plot decks", "Strategiestapel", "Strategiestapels", "", "", CARDS + "; " + TDB + " decks plotdecks")
add(R + "round", "round", "rounds", "Runde", "Runden", "", "", CARDS)
add(R + "phase", "phase", "phases", "Phase", "Phasen", "", "", CARDS)
add(R + "cannot-be-saved", "cannot be saved", "", "kann nicht gerettet werden", "können nicht gerettet werden", "", "", CARDS)
add(R + "cannot-be-canceled", "cannot be canceled", "", "kann nicht aufgehoben werden", "", "", "", CARDS)

# traits -----------------------------------------------------------------------
trait_note = {}
for a, (main, variants, forms) in traits.items():
    codes = sorted(set(sum((where[(a, f)] for f in forms), [])))
    src = CARDS + " traits/italics: " + ", ".join(codes[:4]) + (" …" if len(codes) > 4 else "")
    note = ""
    if len(pairs[a]) > 1:
        note = "traits lines disagree: " + ", ".join("%s ×%d" % kv for kv in sorted(pairs[a].items())) + "; %s chosen (most frequent or first)" % main
    elif ital[a] and pairs[a] and set(ital[a]) - set(pairs[a]):
        note = "texts also inflect: " + ", ".join(sorted(set(ital[a]) - set(pairs[a])))
    if a == "The Citadel":
        note = "German traits line prints Citadel (not Zitadelle) and drops the article"
    if a == "Noble":
        note = "German trait is the adjective Adlig"
    if not pairs[a]:
        note = (note + "; " if note else "") + "only named in card texts, not on a traits line"
    variants = [v for v in variants if not v.endswith("-")]
    add("trait:" + slug(a), a, "", main, ", ".join(variants), "", "", src, note)

def write(path, header, lang):
    lines = [header]
    kind = None
    for e in E:
        id, en_t, en_v, de_t, de_v, forb, flags, src, note = e
        k = id.split(":")[0]
        if k != kind:
            lines.append("")
            lines.append("# " + k)
            kind = k
        if lang == "en":
            cols = [id, en_t, en_v, "", flags, src, note]
        else:
            cols = [id, de_t, de_v, forb, flags, src, note]
        lines.append(" | ".join(cols).rstrip())
    open(path, "w").write("\n".join(lines) + "\n")

write(os.path.join(out, "en.glossary"), EN_HEADER, "en")
write(os.path.join(out, "de.glossary"), DE_HEADER, "de")
for code, et, g in mismatch:
    print("traits mismatch", code, et, repr(g))
print(len(E), "entries")
