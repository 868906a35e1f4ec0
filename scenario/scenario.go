// Package scenario runs the scenarios of a compiled library: it sets up the
// game a scenario describes, answers its prompts with the scripted choices
// and checks its expectations.
package scenario

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/rules"
)

// Scenario result codes (see interp/codes.go).
const (
	codeScenarioShape = interp.CodeScenarioShape
	codeScenarioCard  = interp.CodeScenarioCard
	codeScenarioRun   = interp.CodeScenarioRun
	codeScenarioFail  = interp.CodeScenarioFail
)

// Result is the outcome of one scenario.
type Result struct {
	Name  string
	Rules []string
	File  string
	Range diag.Range
	// Failures are the expectations that did not hold and run errors, as
	// diagnostics (detail: expected vs actual).
	Failures diag.Diagnostics
	// Log is the game log as an all-seeing reader renders it.
	Log []string
	// Steps counts the answers given.
	Steps int
	// Panic is set when the game stopped on a panic (a bug in the engine
	// or in a compiled definition, never a scenario's mistake).
	Panic *rules.PanicError
}

// Passed reports whether the scenario passed.
func (r *Result) Passed() bool { return len(r.Failures) == 0 }

// Run runs a checked scenario against the library.
func Run(l *interp.Library, sc *check.Scenario) *Result { return RunBounded(l, sc, 0) }

// RunBounded runs a scenario whose game may take at most maxSteps
// decisions and events (0: the engine's default bound).
func RunBounded(l *interp.Library, sc *check.Scenario, maxSteps int) *Result {
	res := &Result{Name: sc.Name, Rules: sc.Rules, File: sc.File, Range: sc.Range}
	sr := &scenarioRun{lib: l, res: res}
	spec := sr.setup(sc)
	spec.MaxSteps = maxSteps
	steps := sr.steps(sc)
	if len(res.Failures) > 0 {
		return res
	}
	g, err := rules.NewScenario(l, spec)
	if err != nil {
		res.Failures = append(res.Failures, diag.Errorf(codeScenarioShape, sc.Range, "scenario %q cannot start: %v", sc.Name, err))
		return res
	}
	sr.g = g
	d := &scriptDecider{sr: sr, steps: steps}
	// a scenario of expectations only is about the state as set up
	// Expectations before the first answer or `until` are about the state
	// as set up, except `expect p1 option …`, which waits for a prompt.
	for d.pos < len(steps) && steps[d.pos].expect != nil && !isOptionExpect(steps[d.pos]) {
		sr.check(steps[d.pos], nil)
		d.pos++
	}
	if d.pos >= len(steps) {
		res.Log = g.RenderLog(-1, rules.EnglishCatalog())
		return res
	}
	g.SetObserver(d.observe)
	_, err = g.Run(d)
	if pe, ok := err.(*rules.PanicError); ok {
		res.Panic = pe
	}
	if err != nil && err != rules.ErrStop && d.err == nil {
		res.Failures = append(res.Failures, diag.Errorf(codeScenarioRun, sc.Range, "the game stopped: %v", err))
	}
	if d.err != nil {
		res.Failures = append(res.Failures, d.err)
	}
	// expectations after the last answer
	for d.pos < len(steps) && d.err == nil {
		st := steps[d.pos]
		if st.refuse {
			d.watches = append(d.watches, &watch{step: st})
			d.pos++
			continue
		}
		if st.expect == nil {
			if st.until != nil {
				res.Failures = append(res.Failures, diag.Errorf(codeScenarioRun, st.stmt.Range, "the game ended before %s happened", wordsString(st.until)).
					WithHint("the event may have happened before this step was reached (an expectation or answer before it waited for a later question), or never: check the log (throne test -v)"))
				break
			}
			res.Failures = append(res.Failures, diag.Errorf(codeScenarioRun, st.stmt.Range, "the game asked no more questions, so this answer was never used").
				WithHint("check that an earlier step ended the game or that the answer is for the right player"))
			break
		}
		sr.check(st, nil)
		d.pos++
	}
	if d.err == nil {
		res.Failures = append(res.Failures, d.unasked()...)
	}
	res.Log = g.RenderLog(-1, rules.EnglishCatalog())
	res.Steps = d.answered
	return res
}

// isOptionExpect reports whether a step is `expect p1 option …`.
func isOptionExpect(st *step) bool {
	return st.expect != nil && len(st.expect.Values) > 1 && st.expect.Values[1].IsWord("option")
}

type scenarioRun struct {
	lib *interp.Library
	res *Result
	g   *rules.Game
}

func (sr *scenarioRun) fail(code string, r diag.Range, format string, a ...any) *diag.Diagnostic {
	d := diag.Errorf(code, r, format, a...)
	sr.res.Failures = append(sr.res.Failures, d)
	return d
}

// playerIndex parses p1, p2, … p8 (p3 and later in melee scenarios).
func playerIndex(v *syntax.Value) (int, bool) {
	if v == nil || v.Kind != syntax.WordValue {
		return 0, false
	}
	return playerWordIndex(v.Text)
}

// maxScenarioPlayers bounds the players a scenario may name (p1 … p8).
const maxScenarioPlayers = 8

func playerWordIndex(w string) (int, bool) {
	if len(w) != 2 || w[0] != 'p' || w[1] < '1' || w[1] > '0'+maxScenarioPlayers {
		return 0, false
	}
	return int(w[1] - '1'), true
}

// card resolves a card named by code ("01001") or title ("Ser Jaime Lannister").
func (sr *scenarioRun) card(v *syntax.Value) (string, bool) {
	switch v.Kind {
	case syntax.NumberValue:
		if sr.lib.Defs[v.Text] != nil {
			return v.Text, true
		}
	case syntax.StringValue:
		for _, code := range sr.lib.Order {
			if sr.lib.Defs[code].Title == v.Text {
				return code, true
			}
		}
	}
	sr.fail(codeScenarioCard, v.Range, "unknown card %s", syntaxText(v)).
		WithHint("name cards by code (01001) or by exact title in quotes")
	return "", false
}

func syntaxText(v *syntax.Value) string {
	if v.Kind == syntax.StringValue {
		return strconv.Quote(v.Text)
	}
	return v.Text
}

// setup turns the setup block into the engine's scenario description.
func (sr *scenarioRun) setup(sc *check.Scenario) rules.Scenario {
	spec := rules.Scenario{From: "marshaling", Players: []rules.ScenarioPlayer{{Name: "p1"}, {Name: "p2"}}}
	for _, s := range sc.Setup {
		vs := s.Values
		switch s.Word {
		case "phase", "from":
			if len(vs) == 1 {
				spec.From = vs[0].Text
				continue
			}
		case "round", "seed":
			if len(vs) == 1 && vs[0].Kind == syntax.NumberValue {
				n, _ := strconv.Atoi(vs[0].Text)
				if s.Word == "round" {
					spec.Round = n
				} else {
					spec.Seed = uint64(n)
				}
				continue
			}
		case "first-player", "active":
			if len(vs) == 1 {
				if i, ok := playerIndex(vs[0]); ok {
					if s.Word == "active" {
						spec.Active = i
					} else {
						spec.First = i
						spec.Active = i
					}
					continue
				}
			}
		case "melee":
			sr.meleeSetup(&spec, s)
			continue
		default:
			if i, ok := playerWordIndex(s.Word); ok {
				for len(spec.Players) <= i {
					spec.Players = append(spec.Players, rules.ScenarioPlayer{Name: fmt.Sprintf("p%d", len(spec.Players)+1)})
				}
				sr.playerSetup(&spec.Players[i], s)
				continue
			}
		}
		sr.fail(codeScenarioShape, s.Range, "unknown setup statement %q", s.Word).
			WithHint("setup takes: phase, round, seed, first-player, active, melee, and `p1 AREA cards…`, `p1 gold N`, `p1 power N`")
	}
	sr.checkFormat(sc, &spec)
	return spec
}

// meleeSetup reads `melee [TITLE…]`: a melee game whose title pool holds
// the listed title cards (by code or title), or every title card of the
// library when none is listed.
func (sr *scenarioRun) meleeSetup(spec *rules.Scenario, s *syntax.Stmt) {
	if spec.Melee != nil {
		sr.fail(codeScenarioShape, s.Range, "`melee` is given twice")
		return
	}
	m := &rules.Melee{}
	for _, v := range s.Values {
		code, ok := sr.card(v)
		if !ok {
			continue
		}
		if sr.lib.Defs[code].Type != rules.TypeTitle {
			sr.fail(codeScenarioShape, v.Range, "%s is not a title card", syntaxText(v)).
				WithHint("list title cards after `melee`, or none for every title of the library")
			continue
		}
		m.Titles = append(m.Titles, code)
	}
	if len(s.Values) == 0 {
		for _, code := range sr.lib.Order {
			if sr.lib.Defs[code].Type == rules.TypeTitle {
				m.Titles = append(m.Titles, code)
			}
		}
	}
	spec.Melee = m
}

// checkFormat checks the players against the format: p3 and later need
// `melee`, a melee scenario has at least three players (p3 is added
// without cards if the setup names only two), titles are melee only.
func (sr *scenarioRun) checkFormat(sc *check.Scenario, spec *rules.Scenario) {
	if spec.Melee == nil {
		if len(spec.Players) > 2 {
			sr.fail(codeScenarioShape, sc.Range, "a scenario with p%d needs `melee` in its setup", len(spec.Players)).
				WithHint("a game of three or more players is a melee game: add `melee` to the setup")
		}
		for _, p := range spec.Players {
			for _, c := range p.Cards {
				if c.Area == rules.AreaNameTitle {
					sr.fail(codeScenarioShape, sc.Range, "titles are used in melee games only").
						WithHint("add `melee` to the setup")
					return
				}
			}
		}
		return
	}
	for len(spec.Players) < 3 {
		spec.Players = append(spec.Players, rules.ScenarioPlayer{Name: fmt.Sprintf("p%d", len(spec.Players)+1)})
	}
}

// areaWords are the area names a setup line may fill.
var areaWords = map[string]bool{"hand": true, "play": true, "deck": true, "discard": true, "dead": true,
	"plot-deck": true, "used": true, "plot": true, "faction": true, "agenda": true, rules.AreaNameTitle: true}

func (sr *scenarioRun) playerSetup(p *rules.ScenarioPlayer, s *syntax.Stmt) {
	vs := s.Values
	if len(vs) == 0 {
		sr.fail(codeScenarioShape, s.Range, "write `%s gold 5` or `%s hand 01001 …`", s.Word, s.Word)
		return
	}
	what := vs[0].Text
	switch what {
	case "gold", "power":
		if len(vs) != 2 || vs[1].Kind != syntax.NumberValue {
			sr.fail(codeScenarioShape, s.Range, "write `%s %s N`", s.Word, what)
			return
		}
		n, _ := strconv.Atoi(vs[1].Text)
		if what == "gold" {
			p.Gold = n
		} else {
			p.Power = n
		}
		return
	}
	// an area: cards with state words after each
	area := what
	if !areaWords[area] && !sr.declaredArea(area) {
		sr.fail(codeScenarioShape, vs[0].Range, "unknown area %q", area).
			WithHint("areas: hand, play, deck, discard, dead, plot-deck, used, plot, faction, agenda, title (melee), or one a keyword declares")
		return
	}
	var last *rules.ScenarioCard
	for i := 1; i < len(vs); i++ {
		v := vs[i]
		if v.Kind == syntax.NumberValue || v.Kind == syntax.StringValue {
			code, ok := sr.card(v)
			if !ok {
				continue
			}
			p.Cards = append(p.Cards, rules.ScenarioCard{Code: code, Area: area})
			last = &p.Cards[len(p.Cards)-1]
			continue
		}
		if last == nil {
			sr.fail(codeScenarioShape, v.Range, "%q must follow a card", v.Text)
			continue
		}
		switch v.Text {
		case "kneeling":
			last.Kneeling = true
		case "power", "gold", "tokens":
			kind := v.Text
			if v.Text == "tokens" {
				if i+1 >= len(vs) {
					sr.fail(codeScenarioShape, v.Range, "write `tokens KIND N`")
					continue
				}
				i++
				kind = vs[i].Text
			}
			if i+1 >= len(vs) || vs[i+1].Kind != syntax.NumberValue {
				sr.fail(codeScenarioShape, v.Range, "write `%s N` after the card", v.Text)
				continue
			}
			i++
			n, _ := strconv.Atoi(vs[i].Text)
			last.Tokens = append(last.Tokens, rules.Token{Kind: kind, N: n})
		case "attached-to", "duplicate-of":
			if i+1 >= len(vs) {
				sr.fail(codeScenarioShape, v.Range, "write `%s CARD`", v.Text)
				continue
			}
			i++
			code, ok := sr.card(vs[i])
			if !ok {
				continue
			}
			idx := 0
			for j := range p.Cards {
				if p.Cards[j].Code == code && &p.Cards[j] != last {
					idx = j + 1
					break
				}
			}
			if idx == 0 {
				sr.fail(codeScenarioShape, vs[i].Range, "%s is not among this player's earlier cards", syntaxText(vs[i])).
					WithHint("list the card it attaches to first")
				continue
			}
			last.AttachTo = idx
		default:
			sr.fail(codeScenarioShape, v.Range, "unknown card state %q", v.Text).
				WithHint("after a card: kneeling, power N, gold N, tokens KIND N, attached-to CARD, duplicate-of CARD")
		}
	}
}

func (sr *scenarioRun) declaredArea(name string) bool {
	for _, k := range sr.lib.Keywords {
		for _, a := range k.Areas {
			if a.Name == name {
				return true
			}
		}
	}
	return false
}

// step is one scripted line: an answer or an expectation.
type step struct {
	stmt   *syntax.Stmt
	player int // answering player
	words  []*syntax.Value
	expect *syntax.Stmt
	negate bool
	// refuse: `p2 cannot choose WORDS` — p2's next question offers no
	// option the words describe; the question stays for the next step
	refuse bool
	// until: run on until this event resolves, passing where possible and
	// otherwise taking the first option
	until []*syntax.Value
}

func (sr *scenarioRun) steps(sc *check.Scenario) []*step {
	var out []*step
	for _, s := range sc.Steps {
		switch s.Word {
		case "p1", "p2", "p3", "p4", "p5", "p6", "p7", "p8":
			i, _ := playerWordIndex(s.Word)
			vs := s.Values
			refuse := len(vs) > 0 && vs[0].IsWord("cannot")
			if refuse {
				vs = vs[1:]
			}
			if len(vs) > 0 && vs[0].IsWord("choose") {
				vs = vs[1:]
			}
			if len(vs) == 0 {
				sr.fail(codeScenarioShape, s.Range, "write `%s choose WORDS`, `%s cannot choose WORDS` or `%s pass`", s.Word, s.Word, s.Word)
				continue
			}
			out = append(out, &step{stmt: s, player: i, words: vs, refuse: refuse})
		case "until":
			if len(s.Values) == 0 || len(s.Values) > 2 {
				sr.fail(codeScenarioShape, s.Range, "write `until EVENT [phase or card]`").
					WithHint("e.g. `until phase-ends marshaling` or `until killed 01050`")
				continue
			}
			out = append(out, &step{stmt: s, until: s.Values})
		case "expect", "expect-not":
			if len(s.Values) == 0 {
				sr.fail(codeScenarioShape, s.Range, "an expectation needs a subject").WithHint("e.g. `expect p1 gold 3`")
				continue
			}
			out = append(out, &step{stmt: s, expect: s, negate: s.Word == "expect-not"})
		default:
			sr.fail(codeScenarioShape, s.Range, "unknown scenario statement %q", s.Word).
				WithHint("scenarios take: rule, setup { … }, `p1 choose …`, `p1 pass`, `p1 cannot choose …`, `until EVENT`, `expect …`, `expect-not …`")
		}
	}
	return out
}

// scriptDecider answers the engine's prompts from the scenario's steps and
// checks expectations as it reaches them.
type scriptDecider struct {
	sr       *scenarioRun
	steps    []*step
	pos      int
	answered int
	err      *diag.Diagnostic
	// watches are the `pN cannot choose …` steps met so far
	watches []*watch
	// auto lists the prompts answered automatically (passed for a player
	// the script is not answering for) since the last scripted answer.
	auto []string
}

// autoNote explains automatic answers in a failure's detail.
func (d *scriptDecider) autoNote(diagn *diag.Diagnostic) *diag.Diagnostic {
	if len(d.auto) > 0 {
		note := "answered automatically before this step: " + strings.Join(d.auto, "; ")
		if diagn.Detail != "" {
			diagn.Detail += "\n" + note
		} else {
			diagn.Detail = note
		}
	}
	return diagn
}

func (d *scriptDecider) Decide(g *rules.Game, p *rules.Prompt) (rules.Choice, error) {
	opened := len(d.watches)
	for d.pos < len(d.steps) && (d.steps[d.pos].expect != nil || d.steps[d.pos].refuse) {
		if st := d.steps[d.pos]; st.refuse {
			d.watches = append(d.watches, &watch{step: st})
		} else {
			d.sr.check(st, p)
		}
		d.pos++
	}
	if d.pos < len(d.steps) && d.steps[d.pos].until == nil && d.steps[d.pos].player == p.Player {
		// the question a scripted answer of the player is for: watches
		// opened before the previous question end here
		for _, w := range d.watches[:opened] {
			if w.step.player == p.Player {
				w.closed = true
			}
		}
	}
	if d.refused(g, p) {
		return rules.Choice{}, rules.ErrStop
	}
	if d.pos >= len(d.steps) {
		return rules.Choice{}, rules.ErrStop
	}
	st := d.steps[d.pos]
	if st.until != nil {
		// waiting for an event: everyone passes where they can
		for i := range p.Options {
			if k := p.Options[i].Kind; k == rules.OptPass || k == rules.OptDone || k == rules.OptNo {
				return rules.Choice{Index: i}, nil
			}
		}
		// a question that cannot be passed takes its first option
		return rules.Choice{Index: 0}, nil
	}
	if st.player != p.Player {
		// the scripted player is not being asked: others pass where they can
		for i := range p.Options {
			if p.Options[i].Kind == rules.OptPass || p.Options[i].Kind == rules.OptDone || p.Options[i].Kind == rules.OptNo {
				d.auto = append(d.auto, fmt.Sprintf("p%d %s → %s", p.Player+1, p.ID, g.OptionKey(&p.Options[i])))
				return rules.Choice{Index: i}, nil
			}
		}
		d.err = diag.Errorf(codeScenarioRun, st.stmt.Range, "the game asks p%d (%s), not p%d", p.Player+1, p.ID, st.player+1).
			WithDetail("options: %s", strings.Join(optionKeys(g, p), ", ")).
			WithHint("add an answer for p%d before this line", p.Player+1)
		d.autoNote(d.err)
		return rules.Choice{}, rules.ErrStop
	}
	idx := matchOption(g, p, st.words)
	if idx < 0 {
		d.err = diag.Errorf(codeScenarioRun, st.stmt.Range, "%q is not an option of the %s prompt", wordsString(st.words), p.ID).
			WithDetail("options: %s", strings.Join(optionKeys(g, p), ", ")).
			WithHint("answer with an option's key, a card code or title, or an ability id and card; a prompt with one option is answered without asking")
		d.autoNote(d.err)
		return rules.Choice{}, rules.ErrStop
	}
	d.pos++
	d.answered++
	d.auto = d.auto[:0]
	return rules.Choice{Index: idx}, nil
}

// watch is a `pN cannot choose WORDS` step: every question to pN is
// checked, from the step on, up to the question pN's next scripted answer
// is for (that one too when no question to pN came between).
type watch struct {
	step   *step
	asked  bool // pN was asked at least one question meanwhile
	closed bool
}

// refused checks the open watches of p's player against p; it reports
// whether one failed (d.err is then set).
func (d *scriptDecider) refused(g *rules.Game, p *rules.Prompt) bool {
	for _, w := range d.watches {
		if w.closed || w.step.player != p.Player {
			continue
		}
		w.asked = true
		if matchOption(g, p, w.step.words) >= 0 {
			d.err = diag.Errorf(codeScenarioFail, w.step.stmt.Range, "expected p%d not to be able to choose %q, but the %s question offers it", w.step.player+1, wordsString(w.step.words), p.ID).
				WithDetail("options: %s", strings.Join(optionKeys(g, p), ", "))
			d.autoNote(d.err)
			return true
		}
	}
	return false
}

// unasked returns failures for watches whose player was never asked and
// after which the script let the game run no further (no later answer or
// `until` was completed): nothing was tried, so nothing was refused.
func (d *scriptDecider) unasked() diag.Diagnostics {
	var out diag.Diagnostics
	for _, w := range d.watches {
		if w.asked || d.ranPast(w.step) {
			continue
		}
		out = append(out, diag.Errorf(codeScenarioRun, w.step.stmt.Range, "p%d was asked no question after this step and the game ran no further, so nothing was refused", w.step.player+1).
			WithHint("add a later step that runs the game past the moment (an answer or `until EVENT`)"))
	}
	return out
}

// ranPast reports whether an answer or `until` after st was completed.
func (d *scriptDecider) ranPast(st *step) bool {
	for i, s := range d.steps {
		if s == st {
			for k := i + 1; k < len(d.steps) && k < d.pos; k++ {
				if d.steps[k].expect == nil && !d.steps[k].refuse {
					return true
				}
			}
			return false
		}
	}
	return false
}

// observe advances past an `until` step when its event resolves, checks
// the expectations that follow at that moment, and stops the game when the
// script is done.
func (d *scriptDecider) observe(g *rules.Game, ev *rules.Event) error {
	if d.err != nil {
		return nil
	}
	for d.pos < len(d.steps) && d.steps[d.pos].refuse {
		// a refusal watches from here: the steps after it may be waiting
		d.watches = append(d.watches, &watch{step: d.steps[d.pos]})
		d.pos++
	}
	if d.pos >= len(d.steps) {
		return nil
	}
	if st := d.steps[d.pos]; st.expect != nil && !isOptionExpect(st) && ev.Name == rules.EvPhaseEnds {
		// expectations after an answer: the phase of the answer ends
		// before the next question
		if err := d.checkNow(); err != nil || d.pos >= len(d.steps) {
			return err
		}
	}
	u := d.steps[d.pos].until
	if u == nil {
		return nil
	}
	if ev.Name != u[0].Text {
		return nil
	}
	if len(u) == 2 {
		arg := u[1]
		switch {
		case arg.Kind == syntax.WordValue:
			if ph, ok := rules.ParsePhase(arg.Text); ok && g.Phase != ph {
				return nil
			}
		default:
			code, ok := d.sr.card(arg)
			if !ok || ev.Card == nil || ev.Card.Def.Code != code {
				return nil
			}
		}
	}
	d.pos++
	return d.checkNow()
}

// checkNow checks the expectations at the current step, up to the next
// answer, `until` or option expectation (which waits for a question), and
// stops the game when the script is done.
func (d *scriptDecider) checkNow() error {
	for d.pos < len(d.steps) && (d.steps[d.pos].refuse || d.steps[d.pos].expect != nil && !isOptionExpect(d.steps[d.pos])) {
		if st := d.steps[d.pos]; st.refuse {
			d.watches = append(d.watches, &watch{step: st})
		} else {
			d.sr.check(st, nil)
		}
		d.pos++
	}
	if d.pos >= len(d.steps) {
		return rules.ErrStop
	}
	return nil
}

func optionKeys(g *rules.Game, p *rules.Prompt) []string {
	out := make([]string, len(p.Options))
	for i := range p.Options {
		o := &p.Options[i]
		k := g.OptionKey(o)
		if o.Kind == rules.OptAbility && o.Card != nil {
			k += " " + o.Card.Def.Code
		}
		out[i] = k
	}
	return out
}

func wordsString(vs []*syntax.Value) string {
	parts := make([]string, len(vs))
	for i, v := range vs {
		parts[i] = syntaxText(v)
	}
	return strings.Join(parts, " ")
}

// matchOption finds the option every word describes: its key, an ability
// id, a card code or title, or a number.
func matchOption(g *rules.Game, p *rules.Prompt, words []*syntax.Value) int {
	for i := range p.Options {
		o := &p.Options[i]
		ok := true
		for _, w := range words {
			if !optionHas(g, o, w.Text) {
				ok = false
				break
			}
		}
		if ok {
			return i
		}
	}
	return -1
}

func optionHas(g *rules.Game, o *rules.Option, w string) bool {
	if strings.EqualFold(g.OptionKey(o), w) || g.OptionText(o) == w || o.Text == w {
		return true
	}
	if o.Ability != nil && o.Ability.ID == w {
		return true
	}
	if o.Card != nil && (o.Card.Def.Code == w || o.Card.Def.Title == w) {
		return true
	}
	if o.Kind == rules.OptNumber && strconv.Itoa(o.N) == w {
		return true
	}
	return false
}

// ---- expectations ----

// check evaluates one expectation; p is the pending prompt (nil at the end).
func (sr *scenarioRun) check(st *step, p *rules.Prompt) {
	ok, expected, actual, err := sr.eval(st.expect.Values, p)
	if err != "" {
		sr.fail(codeScenarioShape, st.expect.Range, "%s", err)
		return
	}
	if ok == st.negate {
		verb := "expected"
		if st.negate {
			verb = "expected not"
		}
		sr.fail(codeScenarioFail, st.expect.Range, "%s %s", verb, expected).
			WithDetail("actual: %s", actual)
	}
}

// findCard returns the card instances with a code in the game.
func (sr *scenarioRun) cardsOf(code string) []*rules.Card {
	var out []*rules.Card
	for _, c := range sr.g.Cards {
		if c.Def.Code == code {
			out = append(out, c)
		}
	}
	return out
}

func (sr *scenarioRun) describe(c *rules.Card) string {
	g := sr.g
	s := fmt.Sprintf("%s in p%d %s", c.Def.Title, c.Controller+1, g.Area(c.Area).Name)
	if g.InPlay(c) {
		if c.Kneeling {
			s += " kneeling"
		} else {
			s += " standing"
		}
		if g.Type(c) == rules.TypeCharacter {
			s += fmt.Sprintf(" strength %d", g.Strength(c))
		}
	}
	for _, t := range c.Tokens {
		s += fmt.Sprintf(" %s %d", t.Kind, t.N)
	}
	return s
}

// eval returns whether the expectation holds, how to print what was
// expected and what was found, or a shape error.
func (sr *scenarioRun) eval(vs []*syntax.Value, p *rules.Prompt) (ok bool, expected, actual, shapeErr string) {
	g := sr.g
	text := wordsString(vs)
	switch {
	case vs[0].Kind == syntax.NumberValue || vs[0].Kind == syntax.StringValue:
		code, found := sr.card(vs[0])
		if !found {
			return false, text, "", ""
		}
		cs := sr.cardsOf(code)
		var descs []string
		for _, c := range cs {
			descs = append(descs, sr.describe(c))
			if sr.cardMatches(c, vs[1:]) {
				return true, text, "", ""
			}
		}
		if len(descs) == 0 {
			descs = append(descs, "no copy of the card is in the game")
		}
		return false, text, strings.Join(descs, "; "), ""
	case vs[0].IsWord("log"):
		return sr.logExpect(-1, vs[1:], text)
	case vs[0].IsWord("first-player"):
		if len(vs) != 2 {
			return false, "", "", "write `expect first-player p1`"
		}
		want, ok := playerIndex(vs[1])
		if !ok {
			return false, "", "", "write `expect first-player p1`"
		}
		return g.First == want, text, fmt.Sprintf("the first player is p%d", g.First+1), ""
	case vs[0].IsWord("winner"):
		res := g.Result()
		want := -1
		if len(vs) == 2 {
			if i, ok := playerIndex(vs[1]); ok {
				want = i
			}
		}
		got := "no winner"
		if res.Over && res.Winner >= 0 {
			got = fmt.Sprintf("p%d (%s)", res.Winner+1, res.Reason)
		}
		return res.Over && res.Winner == want, text, got, ""
	}
	pi, isPlayer := playerIndex(vs[0])
	if !isPlayer || len(vs) < 2 {
		return false, "", "", fmt.Sprintf("cannot read expectation %q", text)
	}
	if pi >= len(g.Players) {
		return false, "", "", fmt.Sprintf("the game has no player p%d", pi+1)
	}
	pl := g.Player(pi)
	what := vs[1].Text
	num := func() (int, bool) {
		if len(vs) != 3 || vs[2].Kind != syntax.NumberValue {
			return 0, false
		}
		n, err := strconv.Atoi(vs[2].Text)
		return n, err == nil
	}
	switch what {
	case "gold", "power", "faction-power", "hand-size", "reserve", "claim", "initiative", "income":
		n, ok := num()
		if !ok {
			return false, "", "", fmt.Sprintf("write `expect p%d %s N`", pi+1, what)
		}
		var got int
		switch what {
		case "gold":
			got = pl.Gold
		case "power":
			got = g.Power(pl)
		case "faction-power":
			if f := g.FactionCard(pl); f != nil {
				got = f.Count(rules.TokenPower)
			}
		case "hand-size":
			got = len(pl.Zone(rules.AreaHand))
		case "reserve":
			got = g.Reserve(pl)
		case "claim":
			got = g.Claim(pl)
		case "initiative":
			got = g.Initiative(pl)
		default:
			got = g.Income(pl)
		}
		return got == n, text, fmt.Sprintf("p%d %s %d", pi+1, what, got), ""
	case "log":
		return sr.logExpect(pi, vs[2:], text)
	case "view":
		return sr.viewExpect(pi, vs[2:], text)
	case "sees":
		// expect p2 sees CARD: the card's identity appears in p2's view
		if len(vs) != 3 {
			return false, "", "", "write `expect p2 sees CARD`"
		}
		code, found := sr.card(vs[2])
		if !found {
			return false, text, "", ""
		}
		v := g.View(pi)
		data, _ := json.Marshal(v)
		seen := strings.Contains(string(data), `"code":"`+code+`"`)
		return seen, text, fmt.Sprintf("p%d's view %s the card", pi+1, map[bool]string{true: "shows", false: "does not show"}[seen]), ""
	case "option":
		// expect p1 option WORDS: the pending prompt for p1 offers it
		if p == nil || p.Player != pi {
			who := "no question is pending"
			if p != nil {
				who = fmt.Sprintf("the pending question (%s) is for p%d", p.ID, p.Player+1)
			}
			return false, "", "", fmt.Sprintf("p%d has no pending question, so its options cannot be checked: %s", pi+1, who)
		}
		idx := matchOption(g, p, vs[2:])
		return idx >= 0, text, "options: " + strings.Join(optionKeys(g, p), ", "), ""
	}
	if _, inGame := g.AreaByName(what); inGame || areaWords[what] || sr.declaredArea(what) {
		// expect p1 hand count N (any area of the game: title-pool in melee)
		if len(vs) == 4 && vs[2].IsWord("count") && vs[3].Kind == syntax.NumberValue {
			n, _ := strconv.Atoi(vs[3].Text)
			got := 0
			if id, ok := g.AreaByName(what); ok {
				got = len(pl.Zone(id))
			}
			return got == n, text, fmt.Sprintf("p%d %s count %d", pi+1, what, got), ""
		}
	}
	return false, "", "", fmt.Sprintf("cannot read expectation %q", text)
}

// cardMatches checks state words about a card: in p1 play, kneeling,
// standing, strength N, power N, tokens KIND N, attached-to CARD, duplicate,
// facedown, blank.
func (sr *scenarioRun) cardMatches(c *rules.Card, vs []*syntax.Value) bool {
	g := sr.g
	for i := 0; i < len(vs); i++ {
		v := vs[i]
		switch v.Text {
		case "in":
			if i+2 >= len(vs) {
				return false
			}
			pi, ok := playerIndex(vs[i+1])
			if !ok || c.Controller != pi || g.Area(c.Area).Name != vs[i+2].Text {
				return false
			}
			i += 2
		case "kneeling":
			if !c.Kneeling {
				return false
			}
		case "standing":
			if c.Kneeling || !g.InPlay(c) {
				return false
			}
		case "duplicate":
			if !c.IsDuplicate {
				return false
			}
		case "facedown":
			if c.Faceup {
				return false
			}
		case "blank":
			if !g.IsBlank(c) {
				return false
			}
		case "strength", "power", "gold":
			if i+1 >= len(vs) {
				return false
			}
			n, _ := strconv.Atoi(vs[i+1].Text)
			got := 0
			if v.Text == "strength" {
				got = g.Strength(c)
			} else {
				got = c.Count(v.Text)
			}
			if got != n {
				return false
			}
			i++
		case "tokens":
			if i+2 >= len(vs) {
				return false
			}
			n, _ := strconv.Atoi(vs[i+2].Text)
			if c.Count(vs[i+1].Text) != n {
				return false
			}
			i += 2
		case "has-keyword":
			if i+1 >= len(vs) || !g.HasKeyword(c, vs[i+1].Text) {
				return false
			}
			i++
		case "has-trait":
			if i+1 >= len(vs) || !g.HasTrait(c, vs[i+1].Text) {
				return false
			}
			i++
		case "has-icon":
			if i+1 >= len(vs) {
				return false
			}
			t, _ := rules.ParseChallenge(vs[i+1].Text)
			if !g.HasIcon(c, t) {
				return false
			}
			i++
		case "attached-to":
			if i+1 >= len(vs) || c.Parent == rules.NoCard {
				return false
			}
			code, _ := sr.card(vs[i+1])
			if g.Card(c.Parent).Def.Code != code {
				return false
			}
			i++
		default:
			return false
		}
	}
	return true
}

// logExpect checks `"A" [before "B"] [count N]`: some log line, as reader
// renders it, contains A; the first such line comes before the first line
// containing B (which must be there); exactly N lines contain A.
func (sr *scenarioRun) logExpect(reader int, vs []*syntax.Value, text string) (bool, string, string, string) {
	const usage = "write `expect log \"A\" [before \"B\"] [count N]`"
	if len(vs) == 0 || vs[0].Kind != syntax.StringValue {
		return false, "", "", usage
	}
	lines := sr.g.RenderLog(reader, rules.EnglishCatalog())
	find := func(want string) (first, n int) {
		first = -1
		for i, l := range lines {
			if strings.Contains(l, want) {
				if first < 0 {
					first = i
				}
				n++
			}
		}
		return first, n
	}
	first, n := find(vs[0].Text)
	if first < 0 {
		return false, text, "log ends with:\n" + strings.Join(tail(lines, 8), "\n"), ""
	}
	for rest := vs[1:]; len(rest) > 0; rest = rest[2:] {
		if len(rest) < 2 {
			return false, "", "", usage
		}
		switch {
		case rest[0].IsWord("before") && rest[1].Kind == syntax.StringValue:
			b, _ := find(rest[1].Text)
			if b < 0 {
				return false, text, fmt.Sprintf("no line contains %q", rest[1].Text), ""
			}
			if b <= first {
				return false, text, fmt.Sprintf("line %d: %s\ncomes before line %d: %s", b+1, lines[b], first+1, lines[first]), ""
			}
		case rest[0].IsWord("count") && rest[1].Kind == syntax.NumberValue:
			want, _ := strconv.Atoi(rest[1].Text)
			if n != want {
				return false, text, fmt.Sprintf("%d lines contain %q", n, vs[0].Text), ""
			}
		default:
			return false, "", "", usage
		}
	}
	return true, text, lines[first], ""
}

func tail(lines []string, n int) []string {
	if len(lines) > n {
		return lines[len(lines)-n:]
	}
	return lines
}

// viewExpect checks `pO AREA [count N] [cards N] [facedown N] [shows CARD]
// [hidden]` after `expect pV view`: what pV's view shows of pO's area — its
// size, the cards listed, how many are facedown, that a card's identity is
// shown, that no listed card shows a code or title.
func (sr *scenarioRun) viewExpect(viewer int, vs []*syntax.Value, text string) (bool, string, string, string) {
	const usage = "write `expect p2 view p1 AREA [count N] [cards N] [facedown N] [shows CARD] [hidden]`"
	if len(vs) < 2 {
		return false, "", "", usage
	}
	owner, ok := playerIndex(vs[0])
	if !ok || owner >= len(sr.g.Players) {
		return false, "", "", usage
	}
	var av *rules.AreaView
	v := sr.g.View(viewer)
	for i := range v.Players[owner].Areas {
		if v.Players[owner].Areas[i].Name == vs[1].Text {
			av = &v.Players[owner].Areas[i]
		}
	}
	if av == nil {
		av = &rules.AreaView{Name: vs[1].Text}
	}
	facedown, named := 0, 0
	for _, c := range av.Cards {
		if c.Facedown {
			facedown++
		}
		if c.Code != "" || c.Title != "" {
			named++
		}
	}
	actual := fmt.Sprintf("p%d's view of p%d %s: count %d, cards %d, facedown %d, %d with code or title", viewer+1, owner+1, av.Name, av.Count, len(av.Cards), facedown, named)
	for i := 2; i < len(vs); i++ {
		w := vs[i]
		switch w.Text {
		case "hidden":
			if named > 0 {
				return false, text, actual, ""
			}
			continue
		case "count", "cards", "facedown", "shows":
		default:
			return false, "", "", usage
		}
		if i+1 >= len(vs) {
			return false, "", "", usage
		}
		i++
		if w.Text == "shows" {
			code, found := sr.card(vs[i])
			if !found {
				return false, text, "", ""
			}
			shown := false
			for _, c := range av.Cards {
				shown = shown || c.Code == code
			}
			if !shown {
				return false, text, actual, ""
			}
			continue
		}
		n, err := strconv.Atoi(vs[i].Text)
		if err != nil {
			return false, "", "", usage
		}
		got := map[string]int{"count": av.Count, "cards": len(av.Cards), "facedown": facedown}[w.Text]
		if got != n {
			return false, text, actual, ""
		}
	}
	return true, text, actual, ""
}
