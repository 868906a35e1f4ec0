package main

// header is the comment block at the top of en.glossary; the German file
// says "German glossary".
const header = `# English glossary for Thronescript card texts.
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
`

// entry is one glossary term in both languages.
type entry struct {
	id, en, enVariants, de, deVariants, deForbidden, flags, source, note string
}

// fixedEntries are the terms that are not traits, each with its source:
// keywords and their names in ThronesDB's messages, ability labels, card
// types, factions, challenge types, icon glyphs and rules terms (the German
// Shadow rules inserts, seeds 000–002, and the printed German cards).
func fixedEntries() []entry {
	return []entry{
		{"keyword:ambush", "Ambush", "", "Hinterhalt", "Hinterhaltkosten", "", "", "thronesdb-messages keyword.ambush.name", ""},
		{"keyword:bestow", "Bestow", "", "Investition", "", "", "", "thronesdb-messages keyword.bestow.name", ""},
		{"keyword:insight", "Insight", "", "Einblick", "", "", "", "thronesdb-messages keyword.insight.name", ""},
		{"keyword:intimidate", "Intimidate", "", "Einschüchternd", "", "", "", "thronesdb-messages keyword.intimidate.name", ""},
		{"keyword:limited", "Limited", "", "Limitiert", "limitiert*, nichtlimitiert*", "", "", "thronesdb-messages keyword.limited.name", "non-limited is one word: nichtlimitiert (card 04112)"},
		{"keyword:pillage", "Pillage", "", "Brandschatzen", "", "", "", "thronesdb-messages keyword.pillage.name", ""},
		{"keyword:renown", "Renown", "", "Ruhmreich", "", "", "", "thronesdb-messages keyword.renown.name", ""},
		{"keyword:shadow", "Shadow", "", "Schatten", "", "Schemen", "", "thronesdb-messages keyword.shadow.name; seeds 000-002 (Schatten rules insert)", ""},
		{"keyword:stealth", "Stealth", "", "Heimlich", "", "", "", "thronesdb-messages keyword.stealth.name", ""},
		{"keyword:terminal", "Terminal", "", "Vergänglich", "", "", "", "thronesdb-messages keyword.terminal.name", ""},
		{"keyword:assault", "Assault", "", "Angriff", "", "", "nocheck", "thronesdb-messages keyword.assault.name", "ThronesDB de has the name but an untranslated English reminder text; no printed German card in our data uses it; Angriff also means attack"},
		{"keyword:no-attachments", "No attachments", "no attachments except", "Keine Verstärkungen", "Keine Verstärkungen außer", "", "", "card data (de) 01130, 11113", ""},
		{"ability-label:action", "Action:", "", "Aktion:", "", "", "", "card data (de) bold labels of card texts (48 cards)", ""},
		{"ability-label:reaction", "Reaction:", "", "Reaktion:", "", "", "", "card data (de) bold labels of card texts (105)", ""},
		{"ability-label:interrupt", "Interrupt:", "", "Unterbrechung:", "", "", "", "card data (de) bold labels of card texts (22)", ""},
		{"ability-label:forced-reaction", "Forced Reaction:", "", "Erzwungene Reaktion:", "", "", "", "card data (de) bold labels of card texts (5)", ""},
		{"ability-label:forced-interrupt", "Forced Interrupt:", "", "Erzwungene Unterbrechung:", "", "", "", "card data (de) bold labels of card texts (3)", ""},
		{"ability-label:when-revealed", "When Revealed:", "", "Sobald aufgedeckt:", "", "", "", "card data (de) bold labels of card texts (15)", ""},
		{"ability-label:marshaling-action", "Marshaling Action:", "", "Aufmarschaktion:", "", "", "", "card data (de) bold labels of card texts (21)", ""},
		{"ability-label:challenges-action", "Challenges Action:", "", "Herausforderungsaktion:", "", "", "", "card data (de) bold labels of card texts (24)", ""},
		{"ability-label:dominance-action", "Dominance Action:", "", "Herrschaftsaktion:", "", "", "", "card data (de) bold labels of card texts (6)", "card 11090 prints the German label with broken markup (<bHerrschaftsaktion:</b>); the label itself agrees"},
		{"ability-label:plot-action", "Plot Action:", "", "Strategieaktion:", "", "", "", "card data (de) bold labels of card texts (1)", ""},
		{"ability-label:standing-action", "Standing Action:", "", "Aufrichtaktion:", "", "", "", "card data (de) bold labels of card texts (06087)", ""},
		{"ability-label:taxation-action", "Taxation Action:", "", "Abgabenaktion:", "", "", "", "card data (de) bold labels of card texts (14024)", ""},
		{"ability-label:supports", "Supports:", "", "Unterstützt:", "", "", "", "card data (de) 01206-01211", "the English title cards print Supports:/Rivals: without bold; the German ones bold them"},
		{"ability-label:rivals", "Rivals:", "", "Konkurriert mit:", "", "", "", "card data (de) 01206-01211", ""},
		{"cardtype:character", "character", "characters, character's", "Charakter", "Charaktere, Charakters, Charakteren, *charakter, Charakter*", "", "", "thronesdb-messages icon.character", ""},
		{"cardtype:location", "location", "locations", "Ort", "Orte, Orts, Ortes, Orten, Orts*", "", "", "thronesdb-messages icon.location", ""},
		{"cardtype:attachment", "attachment", "attachments", "Verstärkung", "Verstärkungen, Verstärkungs*", "", "", "thronesdb-messages icon.attachment", ""},
		{"cardtype:event", "event", "events", "Ereignis", "Ereignisse, Ereignisses, Ereignissen", "", "", "thronesdb-messages icon.event", ""},
		{"cardtype:plot", "plot", "plots, plot card, plot cards", "Strategiekarte", "Strategiekarten, Strategie, Strategiekarten*", "", "", "thronesdb-messages icon.plot", "compounds: Strategiekarteneffekte (plot effects, cards 02003, 02101, 03018)"},
		{"cardtype:agenda", "agenda", "agendas", "Agenda", "Agenden", "", "", "thronesdb-messages icon.agenda", ""},
		{"cardtype:title", "title", "titles", "Titel", "", "", "nocheck", "card data (de) trait Title/Titel", "ThronesDB has no German card-type name for titles; the trait line of the title cards says Titel"},
		{"cardtype:faction-card", "faction card", "faction cards", "Fraktionskarte", "Fraktionskarten", "", "", "card data (de)", ""},
		{"faction:baratheon", "Baratheon", "House Baratheon", "Haus Baratheon", "Baratheon", "", "nocheck", "thronesdb-messages icon.baratheon", ""},
		{"faction:greyjoy", "Greyjoy", "House Greyjoy", "Haus Graufreud", "Graufreud", "", "nocheck", "thronesdb-messages icon.greyjoy", "German house names differ from the English (Graufreud, Lennister); cards name factions by icon glyph [greyjoy]"},
		{"faction:lannister", "Lannister", "House Lannister", "Haus Lennister", "Lennister", "", "nocheck", "thronesdb-messages icon.lannister", "German house names differ from the English (Graufreud, Lennister); cards name factions by icon glyph [lannister]"},
		{"faction:martell", "Martell", "House Martell", "Haus Martell", "Martell", "", "nocheck", "thronesdb-messages icon.martell", ""},
		{"faction:thenightswatch", "The Night's Watch", "", "Die Nachtwache", "Nachtwache", "", "nocheck", "thronesdb-messages icon.thenightswatch", ""},
		{"faction:stark", "Stark", "House Stark", "Haus Stark", "Stark", "", "nocheck", "thronesdb-messages icon.stark", ""},
		{"faction:targaryen", "Targaryen", "House Targaryen", "Haus Targaryen", "Targaryen", "", "nocheck", "thronesdb-messages icon.targaryen", ""},
		{"faction:tyrell", "Tyrell", "House Tyrell", "Haus Tyrell", "Tyrell", "", "nocheck", "thronesdb-messages icon.tyrell", ""},
		{"faction:neutral", "Neutral", "", "Neutral", "neutral*", "", "nocheck", "thronesdb-messages icon.neutral", ""},
		{"challenge:military", "Military", "", "Militäreinsatz", "", "", "nocheck", "thronesdb-messages challenges.military", "card texts name challenge types by icon glyph ([military] challenge → [military]-Herausforderung), never by these words"},
		{"challenge:intrigue", "Intrigue", "", "Intrigenspiel", "", "", "nocheck", "thronesdb-messages challenges.intrigue", "card texts name challenge types by icon glyph ([intrigue] challenge → [intrigue]-Herausforderung), never by these words"},
		{"challenge:power", "Power", "", "Machtkampf", "", "", "nocheck", "thronesdb-messages challenges.power", "card texts name challenge types by icon glyph ([power] challenge → [power]-Herausforderung), never by these words"},
		{"icon:military", "[military]", "", "[military]", "", "", "", "card text glyph tokens", ""},
		{"icon:intrigue", "[intrigue]", "", "[intrigue]", "", "", "", "card text glyph tokens", ""},
		{"icon:power", "[power]", "", "[power]", "", "", "", "card text glyph tokens", ""},
		{"icon:baratheon", "[baratheon]", "", "[baratheon]", "", "", "", "card text glyph tokens", ""},
		{"icon:greyjoy", "[greyjoy]", "", "[greyjoy]", "", "", "", "card text glyph tokens", ""},
		{"icon:lannister", "[lannister]", "", "[lannister]", "", "", "", "card text glyph tokens", ""},
		{"icon:martell", "[martell]", "", "[martell]", "", "", "", "card text glyph tokens", ""},
		{"icon:thenightswatch", "[thenightswatch]", "", "[thenightswatch]", "", "", "", "card text glyph tokens", ""},
		{"icon:stark", "[stark]", "", "[stark]", "", "", "", "card text glyph tokens", ""},
		{"icon:targaryen", "[targaryen]", "", "[targaryen]", "", "", "", "card text glyph tokens", ""},
		{"icon:tyrell", "[tyrell]", "", "[tyrell]", "", "", "", "card text glyph tokens", ""},
		{"icon:unique", "[unique]", "", "[unique]", "", "", "", "card text glyph tokens", ""},
		{"rules-term:shadows", "shadows", "in shadows, into shadows, from shadows", "Schatten", "in den Schatten, in die Schatten, aus den Schatten", "", "", "seeds 000-002 (Schatten rules insert)", ""},
		{"rules-term:shadows-area", "shadows area", "shadows areas", "Schattenbereich", "Schattenbereiche, Schattenbereichen, Schattenbereichs", "", "", "seeds 000-002 (Schatten rules insert)", ""},
		{"rules-term:shadow-cost", "shadow cost", "shadow costs", "Schattenkosten", "", "", "", "seeds 000-002 (Schatten rules insert)", ""},
		{"rules-term:marshal-into-shadows", "marshal into shadows", "marshal ... into shadows, marshals ... into shadows, marshaled into shadows, marshaling ... into shadows", "in den Schatten aufmarschieren lassen", "in den Schatten aufmarschieren, in den Schatten aufmarschiert, in den Schatten aufmarschieren zu lassen, in die Schatten aufmarschieren lassen", "", "", "seeds 000-002 (Schatten rules insert); card 11017", "the seeds and card 11017 say 'in den Schatten aufmarschieren' (dative); 'in die Schatten aufmarschieren lassen' is accepted but not canonical"},
		{"rules-term:out-of-shadows", "bring out of shadows", "bring ... out of shadows, brought out of shadows", "aus den Schatten holen", "aus den Schatten geholt, aus den Schatten hol*, aus den Schatten ... holen", "", "", "seeds 000-002 (Schatten rules insert)", ""},
		{"rules-term:comes-out-of-shadows", "comes out of shadows", "come out of shadows, came out of shadows, coming out of shadows", "tritt aus den Schatten", "aus den Schatten getreten, aus den Schatten tritt, aus den Schatten treten", "", "", "seeds 000-002 (Schatten rules insert); cards 11006, 11008", "the seeds use present tense 'tritt aus den Schatten'; card reactions use 'aus den Schatten getreten ist'"},
		{"rules-term:return-to-shadows", "return to shadows", "return ... to shadows, returned to shadows", "in die Schatten zurückschicken", "schicke ... in die Schatten zurück, in die Schatten zurückgeschickt, in die Schatten zurückzuschicken, in die Schatten zurück", "", "", "seeds 000-002 (Schatten rules insert); cards 11031, 11061, 11070", ""},
		{"rules-term:put-into-play", "put into play", "put ... into play, puts ... into play, putting ... into play", "ins Spiel bringen", "bring* ... ins Spiel, ins Spiel gebracht, ins Spiel zu bringen, ins Spiel", "", "", "seeds 000-002 (Schatten rules insert); card data", ""},
		{"rules-term:enters-play", "enters play", "enter play, entered play, entering play", "ins Spiel kommen", "ins Spiel gekommen, ins Spiel kommt, ins Spiel", "", "", "card data (de)", ""},
		{"rules-term:leaves-play", "leaves play", "leave play, left play", "verlässt das Spiel", "das Spiel verlässt, das Spiel verlassen, aus dem Spiel", "", "", "card data (de)", ""},
		{"rules-term:marshal", "marshal", "marshals, marshaled, marshaling", "aufmarschieren lassen", "aufmarschieren, aufmarschiert, aufmarschieren zu lassen, Aufmarschieren, Aufmarsch*", "", "", "seeds 000-002 (Schatten rules insert); card data", ""},
		{"rules-term:duplicate", "duplicate", "duplicates", "Duplikat", "Duplikate, Duplikats", "", "", "seeds 000-002 (Schatten rules insert)", ""},
		{"rules-term:unique", "unique", "non-unique", "einzigartig", "einzigartig*, nicht-einzigartig*, Einzigartig*", "", "", "seeds 000-002 (Schatten rules insert); thronesdb-messages card.info.unique", ""},
		{"rules-term:dead-pile", "dead pile", "dead piles", "Totenstapel", "Totenstapeln, Totenstapels", "", "", "seeds 000-002 (Schatten rules insert); card data", ""},
		{"rules-term:discard-pile", "discard pile", "discard piles", "Ablagestapel", "Ablagestapeln, Ablagestapels", "", "", "card data (de)", ""},
		{"rules-term:token", "token", "tokens", "Marker", "*marker", "", "", "seeds 000-002 (Schatten rules insert); card data (Giftmarker, Verratsmarker, Aufrichtenmarker)", "compounds: poison token → Giftmarker, stand token → Aufrichtenmarker"},
		{"rules-term:printed-cost", "printed cost", "printed costs", "aufgedruckte Kosten", "aufgedruckten Kosten", "", "", "seeds 000-002 (Schatten rules insert); card data", ""},
		{"rules-term:setup", "setup", "set up", "Aufbau", "Spielaufbau, Spielaufbaus, Aufbaus", "", "", "seeds 000-002 (Schatten rules insert)", ""},
		{"rules-term:player-action", "player action", "player actions", "Spieleraktion", "Spieleraktionen", "", "", "seeds 000-002 (Schatten rules insert); thronesdb-messages keyword.ambush.title", ""},
		{"rules-term:facedown", "facedown", "face down", "verdeckt", "verdeckt*", "", "", "seeds 000-002 (Schatten rules insert)", ""},
		{"rules-term:faceup", "faceup", "face up", "offen", "aufgedeckt*", "", "nocheck", "seeds 000-002 (Schatten rules insert)", ""},
		{"rules-term:kneel", "kneel", "kneels, knelt, kneeling", "beugen", "beuge, beugt, gebeugt*, beugst", "knien, kniet, knie, kniend*", "", "card data (de); thronesdb-messages keyword.intimidate.title", "German cards always use beugen (84 forms); knien never appears, so it is forbidden"},
		{"rules-term:stand", "stand", "stands, standing", "aufrichten", "richte* ... auf, aufzurichten, aufgerichtet*, Aufrichten, aufrecht*, Aufricht*", "", "", "card data (de)", ""},
		{"rules-term:kill", "kill", "kills, killed", "töten", "töte, tötet, getötet*", "", "", "card data (de)", ""},
		{"rules-term:sacrifice", "sacrifice", "sacrifices, sacrificed", "opfern", "opfere, opfert, geopfert*", "", "", "card data (de)", ""},
		{"rules-term:save", "save", "saves, saved", "retten", "rette, rettet, gerettet*", "", "", "card data (de)", ""},
		{"rules-term:cancel", "cancel", "cancels, canceled", "aufheben", "hebe* ... auf, aufzuheben, aufgehoben", "abbrechen, annullieren", "", "card data (de) 01045, 01102, 01142", "cards say 'hebe diese Effekte auf'"},
		{"rules-term:discard", "discard", "discards, discarded", "ablegen", "leg* ... ab, abgelegt*, abzulegen, ablegst, Ablage*", "abwerfen, abgeworfen", "", "card data (de)", ""},
		{"rules-term:return-to-hand", "return to your hand", "return ... to your hand, return ... to its owner's hand, returned to your hand, return ... to hand", "auf deine Hand zurückschicken", "schick* ... auf * Hand zurück, auf * Hand zurück*, Hand ... zurück*", "", "", "card data (de)", ""},
		{"rules-term:power", "power", "", "Macht", "Macht*, Gesamtmacht", "", "", "card data (de)", "compounds: Machtmarker, Gesamtmacht (power total, card 04079); not *macht, which reads gemacht"},
		{"rules-term:gold", "gold", "", "Gold", "Goldmarker, Gold*", "", "", "card data (de)", "compounds: Goldmodifikatoren (gold modifiers, card 04019)"},
		{"rules-term:challenge", "challenge", "challenges", "Herausforderung", "Herausforderungen, Herausforderungs*", "", "", "card data (de)", ""},
		{"rules-term:challenges-phase", "challenges phase", "", "Herausforderungsphase", "", "", "", "card data (de)", ""},
		{"rules-term:marshaling-phase", "marshaling phase", "", "Aufmarschphase", "", "", "", "seeds 000-002 (Schatten rules insert); card data", ""},
		{"rules-term:draw-phase", "draw phase", "", "Nachziehphase", "", "", "", "card data (de)", ""},
		{"rules-term:dominance-phase", "dominance phase", "", "Herrschaftsphase", "", "", "", "card data (de)", ""},
		{"rules-term:standing-phase", "standing phase", "", "Aufrichtphase", "", "", "", "card data (de)", ""},
		{"rules-term:plot-phase", "plot phase", "", "Strategiephase", "", "", "", "card data (de)", ""},
		{"rules-term:dominance", "dominance", "", "Herrschaft", "", "", "", "card data (de)", ""},
		{"rules-term:draw", "draw", "draws, drawn", "ziehen", "ziehe, zieht, gezogen, zu ziehen, ziehst", "", "", "card data (de)", ""},
		{"rules-term:deck", "deck", "decks, draw deck", "Deck", "Decks", "", "nocheck", "card data (de); thronesdb-messages keyword.pillage.title", "ThronesDB's Pillage reminder says Nachziehstapel; printed cards say Deck (73 times) and never Nachziehstapel, so card texts use Deck"},
		{"rules-term:attacker", "attacker", "attackers, attacking", "Angreifer", "angreif*, greif* ... an", "", "", "card data (de)", ""},
		{"rules-term:defender", "defender", "defenders, defending", "Verteidiger", "verteidigend*, verteidigt*", "", "", "card data (de)", ""},
		{"rules-term:claim", "claim", "claim value", "Schadenswert", "Schaden*", "", "", "card data (de); thronesdb-messages card.info.claim", ""},
		{"rules-term:strength", "STR", "strength", "Stärke", "Gesamtstärke", "", "", "card data (de); thronesdb-messages card.info.strength", ""},
		{"rules-term:income", "Income", "gold value", "Goldwert", "Goldwerte, Basisgoldwert, Gold", "", "", "card data (de)", "ThronesDB's stat label is Einkommen, printed cards say Goldwert (01003 +1 Income → Goldwert +1; title 01209 prints +2 Gold); card texts use Goldwert"},
		{"rules-term:initiative", "initiative", "", "Initiative", "Initiativewert*, *initiativewert", "", "", "card data (de)", "the game term (win initiative: die Initiative gewinnen; +3 Initiative; cards 03028, 04072); the plot's value is rules-term:initiative-value"},
		{"rules-term:initiative-value", "initiative value", "initiative values", "Initiativewert", "Initiativewerte, *initiativewert, *initiativewerte", "", "", "card data (de); thronesdb-messages card.info.initiative", "compounds: Basisinitiativewert (base initiative value, card 03048)"},
		{"rules-term:reserve", "reserve", "reserve value", "Reservewert", "Reservewerte, Reserve", "", "", "card data (de); thronesdb-messages card.info.reserve", "title 01210 prints +1 Reserve where other cards say Reservewert"},
		{"rules-term:opponent", "opponent", "opponents, opponent's, opponents'", "Gegner", "Gegners, Gegnern, gegnerisch*", "", "", "card data (de)", ""},
		{"rules-term:first-player", "first player", "", "Startspieler", "", "", "", "card data (de)", ""},
		{"rules-term:trait", "trait", "traits", "Merkmal", "Merkmale, Merkmalen, Merkmals", "", "", "card data (de); thronesdb-messages card.info.traits", ""},
		{"rules-term:keyword", "keyword", "keywords", "Schlüsselwort", "Schlüsselworts, Schlüsselwörter, Schlüsselwortfähigkeit", "", "", "seeds 000-002 (Schatten rules insert)", ""},
		{"rules-term:limit-once", "Limit once per", "", "Nur ein Mal pro", "", "Nur einmal pro", "", "card data (de) (Limit once per round/phase → Nur ein Mal pro Runde/Phase)", ""},
		{"rules-term:limit-twice", "Limit twice per", "", "Nur zwei Mal pro", "", "Nur zweimal pro", "", "card data (de)", ""},
		{"rules-term:max-per-round", "Max 1 per round", "Max", "Maximal 1 pro Runde", "Maximal", "", "", "card data (de)", ""},
		{"rules-term:plot-deck", "plot deck", "plot decks", "Strategiestapel", "Strategiestapels", "", "", "card data (de); thronesdb-messages decks plotdecks", ""},
		{"rules-term:round", "round", "rounds", "Runde", "Runden", "", "", "card data (de)", ""},
		{"rules-term:phase", "phase", "phases", "Phase", "Phasen, *phase, *phasen", "", "", "card data (de)", "compounds: Abgabephase, Abgabenphase (taxation phase, which has no entry of its own; cards 02016, 03052, 05019)"},
		{"rules-term:cannot-be-saved", "cannot be saved", "", "kann nicht gerettet werden", "können nicht gerettet werden, kann ... nicht gerettet werden, können ... nicht gerettet werden", "", "", "card data (de)", "German word order puts the subject inside: kann Renly Baratheon nicht gerettet werden (card 04043)"},
		{"rules-term:cannot-be-canceled", "cannot be canceled", "", "kann nicht aufgehoben werden", "", "", "", "card data (de)", ""},
	}
}
