// Package scenario runs the scenarios of a compiled library: it sets up the
// game a scenario describes, answers its prompts with the scripted choices
// and checks its expectations.
package scenario

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/dsl/diag"
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
	sr := &scenarioRun{lib: l, res: res, sc: sc}
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
	sr.dec = d
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
				res.Failures = append(res.Failures, diag.Errorf(codeScenarioRun, st.span, "the game ended before %s happened", st.until).
					WithHint("the event may have happened before this step was reached (an expectation or answer before it waited for a later question), or never: check the log (throne test -v)"))
				break
			}
			res.Failures = append(res.Failures, diag.Errorf(codeScenarioRun, st.span, "the game asked no more questions, so this answer was never used").
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
	return st.expect != nil && st.expect.Kind == check.ExpectOption
}

type scenarioRun struct {
	lib *interp.Library
	res *Result
	g   *rules.Game
	sc  *check.Scenario
	// dec is the decider once the game runs (its failures name the
	// questions answered without asking)
	dec *scriptDecider
}

func (sr *scenarioRun) fail(code string, r diag.Range, format string, a ...any) *diag.Diagnostic {
	d := diag.Errorf(code, r, format, a...)
	sr.res.Failures = append(sr.res.Failures, d)
	return d
}

// card resolves a card named by code ("01001") or title ("Ser Jaime Lannister").
func (sr *scenarioRun) card(r check.CardRef) (string, bool) {
	if !r.Title {
		if sr.lib.Defs[r.Name] != nil {
			return r.Name, true
		}
	} else {
		// a title of several printings (a redesign, a later card of the
		// same name) names the first printing: the lowest code
		first := ""
		for _, code := range sr.lib.Order {
			if sr.lib.Defs[code].Title == r.Name && (first == "" || code < first) {
				first = code
			}
		}
		if first != "" {
			return first, true
		}
	}
	sr.fail(codeScenarioCard, r.Range, "unknown card %s", r).
		WithHint("name cards by code (01001) or by exact title in quotes")
	return "", false
}

// setup turns the setup entries into the engine's scenario description.
func (sr *scenarioRun) setup(sc *check.Scenario) rules.Scenario {
	spec := rules.Scenario{From: "marshaling", Players: []rules.ScenarioPlayer{{Name: "p1"}, {Name: "p2"}}}
	player := func(i int) *rules.ScenarioPlayer {
		for len(spec.Players) <= i {
			spec.Players = append(spec.Players, rules.ScenarioPlayer{Name: fmt.Sprintf("p%d", len(spec.Players)+1)})
		}
		return &spec.Players[i]
	}
	for _, e := range sc.Setup {
		switch e := e.(type) {
		case *check.SetupStart:
			spec.From = e.Point
		case *check.SetupRound:
			spec.Round = e.N
		case *check.SetupSeed:
			spec.Seed = e.N
		case *check.SetupFirst:
			if !e.ActiveOnly {
				spec.First = e.Player
			}
			spec.Active = e.Player
		case *check.SetupMelee:
			sr.meleeSetup(&spec, e)
		case *check.SetupCounter:
			if e.What == "gold" {
				player(e.Player).Gold = e.N
			} else {
				player(e.Player).Power = e.N
			}
		case *check.SetupCards:
			sr.cardsSetup(player(e.Player), e)
		}
	}
	sr.checkFormat(sc, &spec)
	return spec
}

// meleeSetup reads `melee [TITLE…]`: a melee game whose title pool holds
// the listed title cards (by code or title), or every title card of the
// library when none is listed.
func (sr *scenarioRun) meleeSetup(spec *rules.Scenario, e *check.SetupMelee) {
	if spec.Melee != nil {
		sr.fail(codeScenarioShape, e.Range, "`melee` is given twice")
		return
	}
	m := &rules.Melee{}
	for _, r := range e.Titles {
		code, ok := sr.card(r)
		if !ok {
			continue
		}
		if sr.lib.Defs[code].Type != rules.TypeTitle {
			sr.fail(codeScenarioShape, r.Range, "%s is not a title card", r).
				WithHint("list title cards after `melee`, or none for every title of the library")
			continue
		}
		m.Titles = append(m.Titles, code)
	}
	if len(e.Titles) == 0 {
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

// areaWords are the engine's area names an expectation may count.
var areaWords = map[string]bool{"hand": true, "play": true, "deck": true, "discard": true, "dead": true,
	"plot-deck": true, "used": true, "plot": true, "faction": true, "agenda": true, rules.AreaNameTitle: true}

// cardsSetup places the cards of a setup line `pN AREA CARD [state…] …`.
func (sr *scenarioRun) cardsSetup(p *rules.ScenarioPlayer, e *check.SetupCards) {
	if e.Faction != "" {
		p.Faction = e.Faction
	}
	for _, sc := range e.Cards {
		code, ok := sr.card(sc.Card)
		if !ok {
			continue
		}
		p.Cards = append(p.Cards, rules.ScenarioCard{Code: code, Area: e.Area, Kneeling: sc.Kneeling})
		last := &p.Cards[len(p.Cards)-1]
		for _, t := range sc.Tokens {
			last.Tokens = append(last.Tokens, rules.Token{Kind: t.Kind, N: t.N})
		}
		if sc.Attach == nil {
			continue
		}
		code, ok = sr.card(*sc.Attach)
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
			sr.fail(codeScenarioShape, sc.Attach.Range, "%s is not among this player's earlier cards", sc.Attach).
				WithHint("list the card it attaches to first")
			continue
		}
		last.AttachTo = idx
	}
}

// engineArea reports whether the checker knows the area from the
// registry (an area the engine makes when an effect first moves a card
// there, out-of-game, set-aside, …): a scenario that throne check accepts
// reads it in any game.
func (sr *scenarioRun) engineArea(name string) bool {
	return sr.lib.Registry != nil && slices.Contains(sr.lib.Registry.Declared("area"), name)
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

// step is one scripted line: an answer, a refusal, an `until` or an
// expectation.
type step struct {
	span   diag.Range
	player int // answering player
	words  []check.Word
	expect *check.Expect
	// refuse: `p2 cannot choose WORDS` — p2's next question offers no
	// option the words describe; the question stays for the next step
	refuse bool
	// until: run on until this event resolves, passing where possible and
	// otherwise taking the first option
	until *check.Until
}

func (sr *scenarioRun) steps(sc *check.Scenario) []*step {
	out := make([]*step, 0, len(sc.Steps))
	for _, s := range sc.Steps {
		switch s := s.(type) {
		case *check.Answer:
			out = append(out, &step{span: s.Range, player: s.Player, words: s.Words, refuse: s.Refuse})
		case *check.Until:
			out = append(out, &step{span: s.Range, until: s})
		case *check.Expect:
			out = append(out, &step{span: s.Range, expect: s})
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
	// lone lists the questions the engine answered without asking since
	// the last scripted answer, because each had one option.
	lone []string
	// seen are the events resolved since the last answer or completed
	// `until`, while the script was not yet at its next `until`.
	seen []seenEvent
	// at is the `until` step already compared with seen.
	at *step
}

// seenEvent is what an `until` matches of a resolved event.
type seenEvent struct {
	name, code string
	phase      rules.Phase
}

// AnsweredAlone records a question answered without asking (one option),
// for the failure of a later step (rules.LoneObserver).
func (d *scriptDecider) AnsweredAlone(g *rules.Game, p *rules.Prompt) {
	d.lone = append(d.lone, fmt.Sprintf("p%d %s → %s", p.Player+1, p.ID, g.OptionKey(&p.Options[0])))
}

// autoNote explains automatic answers in a failure's detail.
func (d *scriptDecider) autoNote(diagn *diag.Diagnostic) *diag.Diagnostic {
	if len(d.auto) > 0 {
		addDetail(diagn, "answered automatically before this step: "+strings.Join(d.auto, "; "))
	}
	return d.loneNote(diagn)
}

// loneNote names, in a failure's detail, the questions answered without
// asking since the last scripted answer: a script that answers one of
// them answers the next question instead.
func (d *scriptDecider) loneNote(diagn *diag.Diagnostic) *diag.Diagnostic {
	if len(d.lone) > 0 {
		addDetail(diagn, "answered without asking, each its question's only option: "+strings.Join(d.lone, "; "))
	}
	return diagn
}

func addDetail(diagn *diag.Diagnostic, note string) {
	if diagn.Detail != "" {
		diagn.Detail += "\n" + note
	} else {
		diagn.Detail = note
	}
}

func (d *scriptDecider) Decide(g *rules.Game, p *rules.Prompt) (rules.Choice, error) {
	for d.pos < len(d.steps) && (d.steps[d.pos].expect != nil || d.steps[d.pos].refuse) {
		if st := d.steps[d.pos]; st.refuse {
			d.watches = append(d.watches, &watch{step: st})
		} else {
			d.sr.check(st, p)
		}
		d.pos++
	}
	if d.refused(g, p) || d.arrived() {
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
		d.err = diag.Errorf(codeScenarioRun, st.span, "the game asks p%d (%s), not p%d", p.Player+1, p.ID, st.player+1).
			WithDetail("options: %s", strings.Join(optionKeys(g, p), ", ")).
			WithHint("add an answer for p%d before this line", p.Player+1)
		d.autoNote(d.err)
		return rules.Choice{}, rules.ErrStop
	}
	idx := matchOption(g, p, st.words)
	if idx < 0 {
		d.err = diag.Errorf(codeScenarioRun, st.span, "%q is not an option of the %s prompt", wordsString(st.words), p.ID).
			WithDetail("options: %s", strings.Join(optionKeys(g, p), ", ")).
			WithHint("answer with an option's key, a card code or title, or an ability id and card; a prompt with one option is answered without asking")
		d.autoNote(d.err)
		return rules.Choice{}, rules.ErrStop
	}
	d.pos++
	d.answered++
	d.auto, d.lone, d.seen = d.auto[:0], d.lone[:0], d.seen[:0]
	d.closeWatches()
	return rules.Choice{Index: idx}, nil
}

// watch is a `pN cannot choose WORDS` step: every question to pN is
// checked, from the step on, until the script's next answer (of any
// player) is given or its next `until` event happens; the question that
// next answer is for is checked too when it is pN's.
type watch struct {
	step   *step
	asked  bool // pN was asked at least one question meanwhile
	closed bool
}

// closeWatches ends the open watches: the script has gone past them.
func (d *scriptDecider) closeWatches() {
	for _, w := range d.watches {
		w.closed = true
	}
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
			d.err = diag.Errorf(codeScenarioFail, w.step.span, "expected p%d not to be able to choose %q, but the %s question offers it", w.step.player+1, wordsString(w.step.words), p.ID).
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
		out = append(out, diag.Errorf(codeScenarioRun, w.step.span, "p%d was asked no question after this step and the game ran no further, so nothing was refused", w.step.player+1).
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
	seen := seenEvent{name: ev.Name, phase: g.Phase}
	if ev.Card != nil && ev.Card.Def != nil {
		seen.code = ev.Card.Def.Code
	}
	u := d.steps[d.pos].until
	if u == nil {
		// not yet at the next `until`: remember the event, which it
		// must not be waiting for
		d.seen = append(d.seen, seen)
		return nil
	}
	if !d.untilMatches(u, seen) {
		return nil
	}
	d.pos++
	d.seen = d.seen[:0]
	d.closeWatches()
	return d.checkNow()
}

// untilMatches reports whether a resolved event is the one an `until`
// waits for.
func (d *scriptDecider) untilMatches(u *check.Until, ev seenEvent) bool {
	if ev.name != u.Event {
		return false
	}
	if u.Phase != "" {
		if ph, ok := rules.ParsePhase(u.Phase); ok && ev.phase != ph {
			return false
		}
	}
	if u.Card != nil {
		code, ok := d.sr.card(*u.Card)
		if !ok || ev.code != code {
			return false
		}
	}
	return true
}

// arrived reports, when the script has just reached an `until`, whether
// its event already happened since the last answer or completed `until`
// (while expectations waited for the next question): the `until` would
// silently wait for a later one, so d.err is set instead.
func (d *scriptDecider) arrived() bool {
	if d.pos >= len(d.steps) || d.steps[d.pos].until == nil || d.steps[d.pos] == d.at {
		return false
	}
	st := d.steps[d.pos]
	d.at = st
	for _, ev := range d.seen {
		if d.untilMatches(st.until, ev) {
			d.err = diag.Errorf(codeScenarioRun, st.span, "%s already happened before the script reached this line, so `until` would wait for the next one", st.until).
				WithDetail("the expectations before this line are checked at the next question or when the phase ends; the event happened before that").
				WithHint("move the `until` line above the expectations before it, or leave it out")
			return true
		}
	}
	return false
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
	if d.pos >= len(d.steps) || d.arrived() {
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

func wordsString(ws []check.Word) string {
	parts := make([]string, len(ws))
	for i, w := range ws {
		parts[i] = w.String()
	}
	return strings.Join(parts, " ")
}

// matchOption finds the option every word describes: its key, an ability
// id, a card code or title, or a number.
func matchOption(g *rules.Game, p *rules.Prompt, words []check.Word) int {
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
	e := st.expect
	ok, expected, actual, err := sr.eval(e, p)
	if err != "" {
		d := sr.fail(codeScenarioShape, e.Range, "%s", err)
		if e.Kind == check.ExpectOption && e.Negate {
			// version 1 passed `expect-not pN option` while another player
			// was asked; the refusal that means it is `pN cannot choose`
			refusal := fmt.Sprintf("p%d cannot choose %s", e.Player+1, wordsString(e.Words))
			title, text := "write `"+refusal+"`", refusal
			if !sr.goesOn(e) {
				// the game must go on after it for pN to be asked
				title += " and `until phase-ends`"
				text += fmt.Sprintf("\n%suntil phase-ends", strings.Repeat(" ", max(0, e.Range.Start.Column-1)))
			}
			d.WithHint("to say that p%d is not offered it when next asked, write `%s`", e.Player+1, refusal).
				WithFix(title, diag.Replace(e.Range, text))
		}
		return
	}
	if ok == e.Negate {
		verb := "expected"
		if e.Negate {
			verb = "expected not"
		}
		d := sr.fail(codeScenarioFail, e.Range, "%s %s", verb, expected).
			WithDetail("actual: %s", actual)
		if sr.dec != nil {
			sr.dec.loneNote(d)
		}
		if e.Kind == check.ExpectLog && !e.Negate && e.LogRange.End.Offset > 0 {
			if text, ok := reworded(e.Log, sr.g.RenderLog(e.Player, rules.EnglishCatalog())); ok {
				rewordFix(d, e.LogRange, text)
			}
		}
	}
}

// goesOn reports whether a step after e lets the game go on (an answer or
// an `until`).
func (sr *scenarioRun) goesOn(e *check.Expect) bool {
	after := false
	for _, st := range sr.sc.Steps {
		switch st := st.(type) {
		case *check.Expect:
			after = after || st == e
		case *check.Answer, *check.Until:
			if after {
				return true
			}
		}
	}
	return false
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
		if g.Attacking(c) {
			s += " attacking"
		} else if g.Defending(c) {
			s += " defending"
		}
	}
	for _, t := range c.Tokens {
		s += fmt.Sprintf(" %s %d", t.Kind, t.N)
	}
	return s
}

// eval returns whether the expectation holds, how to print what was
// expected and what was found, or a shape error.
func (sr *scenarioRun) eval(e *check.Expect, p *rules.Prompt) (ok bool, expected, actual, shapeErr string) {
	g := sr.g
	text := e.Text
	switch e.Kind {
	case check.ExpectCard:
		code, found := sr.card(e.Card)
		if !found {
			return false, text, "", ""
		}
		cs := sr.cardsOf(code)
		var descs []string
		for _, c := range cs {
			descs = append(descs, sr.describe(c))
			if sr.cardMatches(c, e.States) {
				return true, text, "", ""
			}
		}
		if len(descs) == 0 {
			descs = append(descs, "no copy of the card is in the game")
		}
		return false, text, strings.Join(descs, "; "), ""
	case check.ExpectFirstPlayer:
		return g.First == e.Player, text, fmt.Sprintf("the first player is p%d", g.First+1), ""
	case check.ExpectWinner:
		res := g.Result()
		got := "no winner"
		if res.Over && res.Winner >= 0 {
			got = fmt.Sprintf("p%d (%s)", res.Winner+1, res.Reason)
		}
		return res.Over && res.Winner == e.Player, text, got, ""
	}
	pi := e.Player
	if e.Kind == check.ExpectLog && pi < 0 {
		return sr.logExpect(e)
	}
	if pi >= len(g.Players) {
		return false, "", "", fmt.Sprintf("the game has no player p%d", pi+1)
	}
	pl := g.Player(pi)
	switch e.Kind {
	case check.ExpectCounter:
		var got int
		switch e.Counter {
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
		case "dominance":
			got = g.DominanceTotal(pl)
		default:
			got = g.Income(pl)
		}
		return got == e.N, text, fmt.Sprintf("p%d %s %d", pi+1, e.Counter, got), ""
	case check.ExpectLog:
		return sr.logExpect(e)
	case check.ExpectView:
		return sr.viewExpect(e)
	case check.ExpectSees:
		// expect p2 sees CARD: the card's identity appears in p2's view
		code, found := sr.card(e.Card)
		if !found {
			return false, text, "", ""
		}
		v := g.View(pi)
		data, _ := json.Marshal(v)
		seen := strings.Contains(string(data), `"code":"`+code+`"`)
		return seen, text, fmt.Sprintf("p%d's view %s the card", pi+1, map[bool]string{true: "shows", false: "does not show"}[seen]), ""
	case check.ExpectOption:
		// expect p1 option WORDS: the pending prompt for p1 offers it
		if p == nil || p.Player != pi {
			who := "no question is pending"
			if p != nil {
				who = fmt.Sprintf("the pending question (%s) is for p%d", p.ID, p.Player+1)
			}
			return false, "", "", fmt.Sprintf("p%d has no pending question, so its options cannot be checked: %s", pi+1, who)
		}
		idx := matchOption(g, p, e.Words)
		return idx >= 0, text, "options: " + strings.Join(optionKeys(g, p), ", "), ""
	case check.ExpectAreaCount:
		if _, inGame := g.AreaByName(e.Area); inGame || areaWords[e.Area] || sr.declaredArea(e.Area) || sr.engineArea(e.Area) {
			// expect p1 hand count N (any area of the game: title-pool in
			// melee; an area the engine makes when a card first goes there
			// holds none before)
			got := 0
			if id, ok := g.AreaByName(e.Area); ok {
				got = len(pl.Zone(id))
			}
			return got == e.N, text, fmt.Sprintf("p%d %s count %d", pi+1, e.Area, got), ""
		}
	}
	return false, "", "", fmt.Sprintf("cannot read expectation %q", text)
}

// cardMatches checks state words about a card: in p1 play, kneeling,
// standing, strength N, power N, tokens KIND N, attached-to CARD, duplicate,
// facedown, blank, attacking, defending, participating (in the challenge
// being resolved).
func (sr *scenarioRun) cardMatches(c *rules.Card, states []check.CardState) bool {
	g := sr.g
	for _, st := range states {
		switch st.Kind {
		case "in":
			if c.Controller != st.Player || g.Area(c.Area).Name != st.Area {
				return false
			}
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
		case "strength":
			if g.Strength(c) != st.N {
				return false
			}
		case "power", "gold":
			if c.Count(st.Kind) != st.N {
				return false
			}
		case "tokens":
			if c.Count(st.Word) != st.N {
				return false
			}
		case "attacking":
			if !g.Attacking(c) {
				return false
			}
		case "defending":
			if !g.Defending(c) {
				return false
			}
		case "participating":
			if !g.Participating(c) {
				return false
			}
		case "has-keyword":
			if !g.HasKeyword(c, st.Word) {
				return false
			}
		case "has-trait":
			if !g.HasTrait(c, st.Word) {
				return false
			}
		case "has-icon":
			t, _ := rules.ParseChallenge(st.Word)
			if !g.HasIcon(c, t) {
				return false
			}
		case "attached-to":
			if c.Parent == rules.NoCard {
				return false
			}
			code, _ := sr.card(st.Card)
			if g.Card(c.Parent).Def.Code != code {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// logExpect checks `"A" [before "B"] [count N]`: some log line, as the
// expectation's player (-1: all) reads it, contains A; the first such line
// comes before the first line containing B (which must be there); exactly
// N lines contain A.
func (sr *scenarioRun) logExpect(e *check.Expect) (bool, string, string, string) {
	text := e.Text
	lines := sr.g.RenderLog(e.Player, rules.EnglishCatalog())
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
	first, n := find(e.Log)
	if first < 0 {
		return false, text, "log ends with:\n" + strings.Join(tail(lines, 8), "\n"), ""
	}
	for _, c := range e.LogConds {
		if c.Count {
			if n != c.N {
				return false, text, fmt.Sprintf("%d lines contain %q", n, e.Log), ""
			}
			continue
		}
		b, _ := find(c.Before)
		if b < 0 {
			return false, text, fmt.Sprintf("no line contains %q", c.Before), ""
		}
		if b <= first {
			return false, text, fmt.Sprintf("line %d: %s\ncomes before line %d: %s", b+1, lines[b], first+1, lines[first]), ""
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
func (sr *scenarioRun) viewExpect(e *check.Expect) (bool, string, string, string) {
	const usage = "write `expect p2 view p1 AREA [count N] [cards N] [facedown N] [shows CARD] [hidden]`"
	viewer, owner, text := e.Player, e.Owner, e.Text
	if owner >= len(sr.g.Players) {
		return false, "", "", usage
	}
	var av *rules.AreaView
	v := sr.g.View(viewer)
	for i := range v.Players[owner].Areas {
		if v.Players[owner].Areas[i].Name == e.Area {
			av = &v.Players[owner].Areas[i]
		}
	}
	if av == nil {
		av = &rules.AreaView{Name: e.Area}
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
	for _, c := range e.View {
		switch c.What {
		case "hidden":
			if named > 0 {
				return false, text, actual, ""
			}
		case "shows":
			code, found := sr.card(c.Card)
			if !found {
				return false, text, "", ""
			}
			shown := false
			for _, vc := range av.Cards {
				shown = shown || vc.Code == code
			}
			if !shown {
				return false, text, actual, ""
			}
		default:
			got := map[string]int{"count": av.Count, "cards": len(av.Cards), "facedown": facedown}[c.What]
			if got != c.N {
				return false, text, actual, ""
			}
		}
	}
	return true, text, actual, ""
}
