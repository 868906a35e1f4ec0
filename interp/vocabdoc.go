package interp

import (
	"fmt"
	"io"
	"strings"

	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/rules"
)

// kindIntro explains each kind of the vocabulary on the reference page.
var kindIntro = map[vocab.Kind]string{
	vocab.KindTrigger:   "Triggers follow `after`, `when` and `when-would` in reactions and interrupts. Keyword definitions add their own with `event NAME`.",
	vocab.KindEffect:    "Effects follow `do` and `then`. Modifying effects (give, gain-icon, blank, income, …) are also the bodies of constant abilities; elsewhere they last until their `until` duration.",
	vocab.KindCost:      "Costs follow `cost` and are paid, in order, before the effects. Besides these words, an effect can be a cost when the engine can tell it would be paid in full (the selected cards must all be changed; `paid` names them for the next cost, which then narrows the choice: `cost stand a character participating` then `cost remove-from-challenge paid`), and so can an effect without cards (`cost choose-x up-to (tokens gold on self) from 1`). Effects with cards that can be costs: PAYABLE.",
	vocab.KindFilter:    "Filters narrow a selector: `[quantity] noun {filter}` (for example `up-to 2 character controlled-by opponent kneeling`; `up-to` takes a value too: `up-to (used-plots you) character`).",
	vocab.KindCondition: "Conditions follow `if`; combine them with `and`, `or`, `not` and parentheses, or compare values (`challenge-margin >= 5`).",
	vocab.KindValue:     "Values are numbers computed from the game; use them in comparisons or, in parentheses, wherever a number is expected — a signed number too (`give self (printed-strength-of it) strength`). In parentheses values add and subtract: `(printed-cost-of t - 1)`, `(count character kneeling + x)`.",
}

// WriteMarkdown writes the vocabulary reference (spec/vocabulary.md). The
// page is generated from the registry, so it cannot drift from what the
// checker accepts and the interpreter runs.
func (r *Registry) WriteMarkdown(w io.Writer) error {
	var b strings.Builder
	b.WriteString("# Vocabulary\n\n")
	b.WriteString("<!-- Generated from the interpreter's registry by `go test ./interp -run TestVocabularyPage -update`. Do not edit. -->\n\n")
	b.WriteString("Every word a phrase may use, with its pattern. In a pattern, `{name:kind}` is a\n")
	b.WriteString("parameter, `[ … ]` is optional, and `word(a|b)` is one of the listed words.\n")
	b.WriteString("`throne doc NAME` prints the same entry in the terminal.\n\n")
	b.WriteString("Player words: " + strings.Join(quoteAll(check.PlayerWords()), ", ") + ".\n\n")
	b.WriteString("Card references: " + strings.Join(quoteAll(check.References()), ", ") + " (and the names of the ability's targets).\n\n")
	b.WriteString("Durations: " + strings.Join(quoteAll(durationNames()), ", ") + ".\n\n")
	for _, k := range vocab.Kinds {
		intro := strings.ReplaceAll(kindIntro[k], "PAYABLE", strings.Join(quoteAll(r.payableEffects()), ", "))
		fmt.Fprintf(&b, "## %ss\n\n%s\n\n", strings.ToUpper(k.String()[:1])+k.String()[1:], intro)
		b.WriteString("| pattern | meaning | example |\n|---|---|---|\n")
		for _, e := range r.Entries(k) {
			fmt.Fprintf(&b, "| `%s` | %s | `%s` |\n", mdCell(e.Pattern), mdCell(e.Doc), mdCell(e.Example))
		}
		b.WriteString("\n")
	}
	b.WriteString("## Restrictions and permissions\n\nThe words of `player-cannot WORD` (player restrictions), `forbid CARDS WORD`, `cannot CARDS WORD`, `card-cannot CARD WORD` (card restrictions) and `allow CARDS WORD` (card permissions).\n\n")
	b.WriteString("| set | word | meaning |\n|---|---|---|\n")
	for _, n := range RestrictionNames() {
		fmt.Fprintf(&b, "| %s | `%s` | %s |\n", n.Set, n.Name, mdCell(n.Doc))
	}
	for _, place := range []struct{ name, title, intro string }{
		{"ability", "Ability statements", "The statements of an ability's body, flags included (`throne doc statements`)."},
		{"scenario", "Scenario words", "The words of a scenario's setup, steps and expectations (`throne doc scenario-words`)."},
	} {
		fmt.Fprintf(&b, "\n## %s\n\n%s\n\n| word | usage | meaning |\n|---|---|---|\n", place.title, place.intro)
		for _, wd := range check.WordDocs() {
			if wd.Place == place.name {
				fmt.Fprintf(&b, "| `%s` | `%s` | %s |\n", wd.Name, mdCell(wd.Usage), mdCell(wd.Doc))
			}
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// payableEffects lists the effects with cards that can be costs.
func (r *Registry) payableEffects() []string {
	var out []string
	for _, n := range r.names(vocab.KindEffect) {
		if r.lookup(vocab.KindEffect, n).Payable {
			out = append(out, n)
		}
	}
	return out
}

func quoteAll(ws []string) []string {
	out := make([]string, len(ws))
	for i, w := range ws {
		out[i] = "`" + w + "`"
	}
	return out
}

// mdCell escapes a table cell.
func mdCell(s string) string { return strings.ReplaceAll(s, "|", "\\|") }

// FlagInfo is an area flag of keyword definitions and what it does.
type FlagInfo struct{ Name, Doc string }

// AreaFlags lists the words of `area NAME { … }` with their meaning.
func AreaFlags() []FlagInfo {
	out := make([]FlagInfo, len(areaFlags))
	for i, f := range areaFlags {
		out[i] = FlagInfo{f.name, f.doc}
	}
	return out
}

// AreaFlagsOf returns the area flag words that describe d (one word of
// each pair: out-of-play or in-play, faceup or facedown, one visibility).
func AreaFlagsOf(d *rules.AreaDef) []string {
	var out []string
	for _, f := range areaFlags {
		if f.has(d) {
			out = append(out, f.name)
		}
	}
	return out
}

// AreaInfo describes an area: its flags, the keyword that declares it
// ("" for the standard areas) and how cards get there.
type AreaInfo struct {
	Name, Keyword, Doc string
	Flags              []string
}

// Areas lists the standard areas of every game, the title areas of a
// melee game, the areas effects declare, then the areas the keyword
// definitions declare.
func Areas(kws []*rules.KeywordDef) []AreaInfo {
	var out []AreaInfo
	for _, a := range append(rules.StandardAreas(), rules.MeleeAreas()...) {
		out = append(out, AreaInfo{Name: a.Name, Doc: engineAreaDocs[a.Name], Flags: AreaFlagsOf(a)})
	}
	for _, a := range effectAreas {
		out = append(out, AreaInfo{Name: a.def.Name, Doc: a.doc, Flags: AreaFlagsOf(&a.def)})
	}
	for _, k := range kws {
		for _, a := range k.Areas {
			out = append(out, AreaInfo{Name: a.Name, Keyword: k.Name, Flags: AreaFlagsOf(a),
				Doc: "Declared by the keyword " + k.Name + "; cards enter it through the keyword's abilities (`move … to " + a.Name + "`: a `moved` event)."})
		}
	}
	return out
}

// engineAreaDocs say how cards get into each area of the engine and which
// event, if any, the move raises (read from rules/: effects.go,
// framework.go, initiate.go, game.go, titles.go). `leaves-play` and
// `enters-play` triggers also answer every move out of or into play.
var engineAreaDocs = map[string]string{
	rules.AreaNameDeck:      "The draw deck (the last card in is the top). In: setup (shuffled); `returned-to-deck` (on top or at the bottom); a mulligan puts the hand back without an event. Out: a draw raises one `drawn` event for all its cards (the setup draw and a mulligan's raise none); `discarded-from-deck` for each card.",
	rules.AreaNameHand:      "In: draws (`drawn`, one event per draw; the draw phase's draw is one); `returned-to-hand` (from play); `move … to hand` (`moved`). An attachment whose card leaves play returns to its owner's hand without an event (the history records a leaves-play); a played event whose costs or targets fail goes back where it came from without an event.",
	rules.AreaNamePlay:      "Cards in play. In: `marshaled` (marshaling, also an enters-play); `put-into-play` (effects; its `via` names the way: ambush, shadow, …); `placed-as-duplicate` and `attached-facedown`; setup placement, without an event (the history records setup-placed). `move` cannot put a card here.",
	rules.AreaNameDiscard:   "In: `discarded` (from play, hand, deck or another out-of-play area); `sacrificed`; `discarded-from-deck`. A played event card after it resolves: an `enters-area discard` event only while an ability waits for one (else none; its event is `played`). Without an event of its own: a duplicate discarded to save its card, an attachment discarded when its card leaves play (`rule discard-when-parent-leaves`, as terminal), a setup attachment with nothing to attach to.",
	rules.AreaNameDead:      "The dead pile. Only `kill` (the effect and the cost; characters only) raises `killed`. `move … to dead` (an effect, a cost or a Lua hook's game:move) raises `moved`, and `leaves-play` when the card was in play, never `killed`.",
	rules.AreaNamePlotDeck:  "In: setup; when a player's plot deck is empty after plots are revealed, the used pile returns to it without an event.",
	rules.AreaNameUsed:      "The used pile. In: the revealed plot when a new plot is revealed; the event is the new plot's `plot-revealed`, the old plot's move raises none.",
	rules.AreaNamePlot:      "The revealed plot. In: `plot-revealed` (the plot phase, or an effect that reveals a new plot).",
	rules.AreaNameFaction:   "The faction card. In: setup only; it never leaves play.",
	rules.AreaNameAgenda:    "The agenda. In: setup only.",
	rules.AreaNameResolving: "An event card while it is played: from paying its costs until it resolves, when it goes to the discard pile (or back where it came from if its costs or targets fail), without an event of its own.",
	rules.AreaNameRemoved:   "Declared by every game; nothing puts a card here today (`remove-from-game` uses the area `out-of-game`, which it declares on first use).",
	rules.AreaNameTitle:     "Melee only: the title card a player bears. In: `title-selected`, when the chosen titles enter play together after plots are revealed (1.4).",
	rules.AreaNameTitlePool: "Melee only: the titles nobody bears. In: the start of a melee game; `title-returned`, when every title leaves play at the end of the round (7.4).",
}

// WriteKeywordsMarkdown writes spec/keywords.md: the areas (the standard
// ones and those of the keyword definitions kws), the area flags, the
// engine rules and the framework steps keyword definitions build on. Generated from the
// engine's and the compiler's tables, so it cannot drift from them.
func WriteKeywordsMarkdown(w io.Writer, kws []*rules.KeywordDef) error {
	var b strings.Builder
	b.WriteString("# Areas, area flags, engine rules, framework steps and the round\n\n")
	b.WriteString("<!-- Generated from the engine's and the interpreter's tables by `go test ./interp -run TestKeywordsPage -update`. Do not edit. -->\n\n")
	b.WriteString("What keyword definitions (spec/language.md, section 7) build on. `throne doc areas`,\n")
	b.WriteString("`throne doc area-flags` and `throne doc steps` print the same lists.\n\n")
	b.WriteString("## Areas\n\n")
	b.WriteString("Every player has each area. The flags are the words that would declare the area\n")
	b.WriteString("with `area NAME { … }`. A `leaves-play` trigger answers every move out of play\n")
	b.WriteString("and an `enters-play` trigger every move into play, whatever the event's name.\n\n")
	b.WriteString("| area | flags | how cards get there |\n|---|---|---|\n")
	for _, a := range Areas(kws) {
		flags := "`" + strings.Join(a.Flags, "` `") + "`"
		if a.Keyword != "" {
			flags += " (keyword `" + a.Keyword + "`)"
		}
		fmt.Fprintf(&b, "| `%s` | %s | %s |\n", a.Name, flags, mdCell(a.Doc))
	}
	b.WriteString("\n## Area flags\n\n")
	b.WriteString("The words of `area NAME { … }` in a keyword definition. Without flags an area is\n")
	b.WriteString("out of play, faceup and visible to all; of two opposite words the last wins.\n\n")
	b.WriteString("| flag | meaning |\n|---|---|\n")
	for _, f := range AreaFlags() {
		fmt.Fprintf(&b, "| `%s` | %s |\n", f.Name, mdCell(f.Doc))
	}
	b.WriteString("\n## Engine rules\n\n")
	b.WriteString("The words of `rule NAME` in a keyword definition.\n\n")
	b.WriteString("| rule | meaning |\n|---|---|\n")
	for _, r := range KeywordRules() {
		fmt.Fprintf(&b, "| `%s` | %s |\n", r.Name, mdCell(r.Doc))
	}
	b.WriteString("\n## Framework steps\n\n")
	b.WriteString("The names a keyword's `framework` ability may give in `step NAME`, in the order of\n")
	b.WriteString("a round; the engine runs framework abilities at these steps, and at the steps keyword\n")
	b.WriteString("definitions add (`step NAME before|after WORD`, see The round).\n\n")
	b.WriteString("| step | when it runs |\n|---|---|\n")
	for _, s := range rules.FrameworkSteps() {
		fmt.Fprintf(&b, "| `%s` | %s |\n", s.Name, mdCell(s.When))
	}
	b.WriteString("\n## The round\n\n")
	b.WriteString("Every point of a round in the order the engine reaches it (Rules Reference,\n")
	b.WriteString("Appendix I), with the name `Game.Step` (and a Lua hook's `game:step()`) has\n")
	b.WriteString("then. Kinds: `phase` (the phase-begins and phase-ends events), `event` (a\n")
	b.WriteString("numbered framework event), `window` (an action window: from the first player,\n")
	b.WriteString("players take actions in turn until all pass in a row; an action with `phase P` is\n")
	b.WriteString("offered only in the windows of phase P), `framework` (framework abilities run).\n")
	b.WriteString("A keyword definition adds a step of its own before or after a `phase` or `event`\n")
	b.WriteString("point with `step NAME before|after WORD`, the point's word in the column `word`.\n\n")
	b.WriteString("| step | word | RR | kind | first | what happens |\n|---|---|---|---|---|---|\n")
	for _, s := range rules.Round() {
		word := ""
		if s.Kind == rules.RoundPhase || s.Kind == rules.RoundEvent {
			word = "`" + rules.StepWord(s.Name) + "`"
		}
		fmt.Fprintf(&b, "| `%s` | %s | %s | %s | %s | %s |\n", s.Name, word, s.RR, s.Kind, s.First, mdCell(s.What))
	}
	_, err := io.WriteString(w, b.String())
	return err
}
