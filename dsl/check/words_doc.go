package check

import (
	"cmp"
	"slices"
)

// WordDoc is a word of the language's structure (not a vocabulary phrase)
// and what it means where it is written: `throne doc WORD` prints it and
// spec/vocabulary.md lists it.
type WordDoc struct {
	Place string // "ability" (an ability's statements and flags) or "scenario"
	Name  string
	Usage string // how it is written
	Doc   string
}

// abilityDocs describe every statement of an ability body (abilityStmts).
var abilityDocs = map[string][2]string{
	"after":              {"after EVENT [CARDS] [by PLAYER] …", "The reaction's trigger: after the event resolves (several events: `after A or B …`)."},
	"when":               {"when EVENT …", "The interrupt's trigger: when the event is about to resolve."},
	"when-would":         {"when-would EVENT …", "The interrupt's trigger for an event it may cancel or change (\"when … would be killed\")."},
	"phase":              {"phase PHASE…", "The phases in which the action may be used (\"Marshaling Action:\")."},
	"from":               {"from AREA", "The area the card must be in for its ability to be used (an event played from the discard pile, an ability used from hand)."},
	"step":               {"step NAME", "The framework step at which a framework ability resolves."},
	"if":                 {"if CONDITION | do EFFECT if CONDITION | if CONDITION { LINES }", "A condition the ability needs to be used (\"Play only if …\"); in a constant ability, while it holds. After an effect, that effect's own condition, read as the line resolves (\"if X, also Y\"). With a block, the effect lines inside happen only if the condition holds where the block starts (read once; `else { … }` or `else if CONDITION { … }` on the next line is the other case)."},
	"cost":               {"cost COST", "A cost paid before the effects: kneel, pay gold, discard, sacrifice, or an effect that can be a cost."},
	"target":             {"target NAME SELECTOR", "A target chosen when the ability is initiated; its name stands for the chosen cards in the effects. `target NAME [a|N|up-to N|any] player|opponent` chooses players (\"choose an opponent\"): its name goes where a player word does."},
	"do":                 {"do EFFECT [if CONDITION]", "An effect of the ability; with `if`, only when the condition holds as the line resolves."},
	"then":               {"then EFFECT [if CONDITION]", "An effect that resolves only if the effects before it resolved (\"Then, …\")."},
	"else":               {"else EFFECT [if CONDITION] | else [if CONDITION] { LINES }", "After a `do` or `then` line with `if`: the effect that happens instead when that condition (and those of the `else … if` lines before it) does not hold (\"put it into play, or into your hand if …\"). After an `if CONDITION { … }` block, a block of lines for the other case (`else if CONDITION { … }`: a further case)."},
	"remember":           {"remember NAME VALUE [for PLAYERS] | remember NAME CARDS [by PLAYER]", "A value the ability keeps while it resolves, read by NAME in its later lines (\"X is the number of gold on this card\"): written before a `cost` line it is read in its place among the costs, otherwise where the effects reach it. With `for PLAYERS` one value per player, read with `you` being that player; an effect acting for each player (`draw n for each-player`) reads each one's own (\"X is the number of cards that player shuffled\"). With a selector instead of a value it keeps cards (\"the revealed cards\", \"the others\", \"that character\" found by a search): each matching card, or those the controller chooses for `a`, `N`, `up-to N` (with `by PLAYER`, that player chooses, `you` in the selector being that player: \"that player chooses 2 non-Army characters\"); later lines read NAME as a target's name."},
	"limit":              {"limit N per PERIOD", "How often the ability may be used by each copy of the card (\"Limit once per phase.\")."},
	"max":                {"max N per PERIOD", "How often the ability may be used across every copy of the card by title (\"Max 1 per challenge.\")."},
	"cannot-be-canceled": {"cannot-be-canceled", "Flag: the ability's effects cannot be canceled."},
	"cancels":            {"cancels", "Flag of an interrupt: it cancels the event it interrupts (\"cancel the effects of …\")."},
	"saves":              {"saves", "Flag of an interrupt: it saves the card the event would make leave play."},
	"active-player-only": {"active-player-only", "Flag: only the active player may use the ability."},
	"any-player":         {"any-player", "Flag of an action, reaction or interrupt: any player may initiate or trigger it (\"Any player may trigger this ability\"), not only the card's controller; the player who does is `you` for that use."},
	"may":                {"may", "Flag of a framework ability: its controller chooses whether it resolves."},
	"lua":                {"lua HOOK", "A Lua function of the card's .lua file that gives the ability's effects (or, in a card, its hooks)."},
	"log-as":             {"log-as \"TEXT\"", "The log line written when the ability is used, instead of the default one."},
}

// scenarioDocs describe the words of a scenario: its statements, the
// setup's words, and the words of its steps and expectations.
var scenarioDocs = map[string][2]string{
	"rule":          {"rule ID…", "The Rules Reference sections or rule ids the scenario covers."},
	"setup":         {"setup { … }", "The game as the scenario starts it: the phase, the first player, each player's cards and counters."},
	"p1":            {"p1 AREA CARD… | p1 choose WORDS | p1 cannot choose WORDS", "Player 1: in the setup, their cards in an area, gold and power; as a step, their answer to the next question, or a refusal (a question p1 is asked before the next answer does not offer it). p2 … p6 likewise."},
	"p2":            {"p2 …", "Player 2: as p1."},
	"until":         {"until EVENT [PHASE or CARD]", "Let the game run, passing where possible, until the event resolves; an error when the event already happened after the last answer while expectations waited."},
	"expect":        {"expect WHAT", "An expectation that must hold at this point of the script (a card's state, a player's counter or area, the log, a view, an option)."},
	"expect-not":    {"expect-not WHAT", "An expectation that must not hold."},
	"phase":         {"phase PHASE", "Setup: the game starts at the beginning of the phase (its framework steps run)."},
	"from":          {"from POINT", "Setup: the game starts at a point of the round (`marshaling-window`, `challenges-window`, a phase)."},
	"round":         {"round N", "Setup: the round number."},
	"seed":          {"seed N", "Setup: the seed of the game's random source."},
	"first-player":  {"first-player p1 | expect first-player p1", "Setup: the first player; as an expectation, who is the first player."},
	"active":        {"active p1", "Setup: the active player, when not the first player."},
	"melee":         {"melee", "Setup: a melee game (three or more players, titles)."},
	"gold":          {"p1 gold N | expect p1 gold N | CARD gold N", "A player's gold pool (setup and expectation), or the gold tokens on a card."},
	"power":         {"p1 power N | expect p1 power N | CARD power N", "A player's power (setup and expectation: faction card and cards in play), or the power on a card."},
	"faction-power": {"expect p1 faction-power N", "The power on the player's faction card."},
	"hand-size":     {"expect p1 hand-size N", "The number of cards in the player's hand."},
	"reserve":       {"expect p1 reserve N", "The player's reserve value."},
	"claim":         {"expect p1 claim N", "The player's claim value."},
	"initiative":    {"expect p1 initiative N", "The player's initiative value."},
	"income":        {"expect p1 income N", "The player's gold value (income)."},
	"dominance":     {"expect p1 dominance N", "The player's total for dominance: the STR of their standing characters (as each counts for dominance) plus their gold."},
	"log":           {"expect [p2] log \"TEXT\" [before \"TEXT\"] [count N]", "A log line contains the text (as every player, or p2, reads it); `before`: its first line comes before the other's; `count`: exactly N lines contain it."},
	"sees":          {"expect p2 sees CARD", "The card's identity is in the player's view."},
	"option":        {"expect p1 option WORDS", "The player's pending question offers the option the words describe."},
	"view":          {"expect p2 view p1 AREA [count N] [cards N] [facedown N] [shows CARD] [hidden]", "What a player's view shows of another's area."},
	"winner":        {"expect winner [p1]", "The game is over and the player won it."},
	"in":            {"expect CARD in p1 AREA", "A copy of the card is in the player's area."},
	"kneeling":      {"CARD kneeling", "Setup: the card starts kneeling; expectation: a copy is in play and kneeling."},
	"standing":      {"expect CARD standing", "A copy is in play and standing."},
	"duplicate":     {"expect CARD duplicate", "A copy is a duplicate on a card in play."},
	"facedown":      {"expect CARD facedown", "A copy is facedown."},
	"blank":         {"expect CARD blank", "A copy's printed text box is blank."},
	"strength":      {"expect CARD strength N", "A copy's STR."},
	"tokens":        {"CARD tokens KIND N", "The tokens of a kind on a card (setup and expectation)."},
	"has-keyword":   {"expect CARD has-keyword K", "A copy has the keyword (printed or gained)."},
	"has-trait":     {"expect CARD has-trait T", "A copy has the trait."},
	"has-icon":      {"expect CARD has-icon ICON", "A copy has the challenge icon."},
	"attached-to":   {"CARD attached-to CARD", "Setup: the card starts attached to an earlier card; expectation: a copy is attached to the other card."},
	"duplicate-of":  {"CARD duplicate-of CARD", "Setup: the card starts as a duplicate of an earlier card."},
	"attacking":     {"expect CARD attacking", "A copy is attacking in the challenge being resolved."},
	"defending":     {"expect CARD defending", "A copy is defending in the challenge being resolved."},
	"participating": {"expect CARD participating", "A copy is participating in the challenge being resolved."},
	"count":         {"expect p1 AREA count N", "The number of cards in the player's area (any area of the game)."},
}

// scenarioDocWords are the scenario's words that have a page.
func scenarioDocWords() [][]string {
	return [][]string{stepWords, setupWords, setupCardStates, cardStates, playerCounts,
		{"log", "sees", "option", "view", "winner", "count"}}
}

// WordDocs lists the words of ability bodies and scenarios with their
// usage and meaning, each once, sorted by place and word.
func WordDocs() []WordDoc {
	var out []WordDoc
	for _, w := range abilityStmts {
		d := abilityDocs[w]
		out = append(out, WordDoc{"ability", w, d[0], d[1]})
	}
	var seen []string
	for _, l := range scenarioDocWords() {
		for _, w := range l {
			if slices.Contains(seen, w) {
				continue
			}
			seen = append(seen, w)
			d := scenarioDocs[w]
			out = append(out, WordDoc{"scenario", w, d[0], d[1]})
		}
	}
	slices.SortStableFunc(out, func(a, b WordDoc) int {
		return cmp.Or(cmp.Compare(a.Place, b.Place), cmp.Compare(a.Name, b.Name))
	})
	return out
}
