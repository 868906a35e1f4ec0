package rules

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// OptionKind says what an option stands for.
type OptionKind uint8

// Option kinds.
const (
	OptPass OptionKind = iota
	OptDone
	OptYes
	OptNo
	OptCard      // a card (target, attacker, claim victim, plot, …)
	OptAbility   // initiate Ability on Card
	OptMarshal   // marshal Card
	OptPlayer    // a player
	OptNumber    // the number N
	OptChallenge // initiate a challenge of type N
	OptText      // a labelled choice (keyword type, setup option name, value)
	OptSetup     // place Card in setup (Text: option name, empty = normal)
)

// Option is one legal answer to a prompt.
type Option struct {
	Kind    OptionKind
	Card    *Card
	Ability *Ability
	Player  int
	N       int
	Text    string

	setup *SetupOption
	pf    *PlayFrom
	kw    *KeywordInstance
}

// Prompt asks one player one question. Options are in a stable order. A
// prompt (and its Options) is only valid during the Decide call.
type Prompt struct {
	// ID names the question: "action", "marshal-window", "interrupt",
	// "reaction", "target:<name>", "attackers", "defenders", "challenge",
	// "claim", "reserve", "mulligan", "plot", "first-player", "setup",
	// "order-forced", "order-keywords", "order-dead-pile", "attach-to", "x", "keyword-value",
	// and in melee "title", "opponent", "redirect", "redirect-opponent",
	// "claim-opponents", …
	ID      string
	Player  int
	Source  *Card
	Ability *Ability
	Options []Option
	// Text is the question in the words of the card that asks it (a Lua
	// hook's prompt), "" when the id names it.
	Text string
}

// Choice is a decider's answer: the index of an option.
type Choice struct{ Index int }

// Decider answers prompts. It never blocks on I/O inside the engine's
// control: return ErrStop to halt the game cleanly.
type Decider interface {
	Decide(g *Game, p *Prompt) (Choice, error)
}

// DeciderFunc adapts a function to Decider.
type DeciderFunc func(g *Game, p *Prompt) (Choice, error)

// Decide implements Decider.
func (f DeciderFunc) Decide(g *Game, p *Prompt) (Choice, error) { return f(g, p) }

// LoneObserver is a Decider told of each question answered without
// asking it because it had a single option (a scenario names them when a
// later step fails).
type LoneObserver interface {
	Decider
	AnsweredAlone(g *Game, p *Prompt)
}

// Decisions returns the number of decisions made so far (the index of the next one).
func (g *Game) Decisions() int { return len(g.choices) }

// ask puts a prompt to player pl and returns the chosen option index. A
// prompt with a single option is answered without asking.
func (g *Game) ask(pl *Player, id string, opts []Option, ctx *Context) int {
	if len(opts) == 0 {
		panic(stopSignal{fmt.Errorf("rules: internal: prompt %q without options", id)})
	}
	if len(opts) == 1 {
		if o, ok := g.decider.(LoneObserver); ok && len(g.choices) >= len(g.replay) {
			pr := &Prompt{ID: id, Player: pl.Index, Options: opts}
			if ctx != nil {
				pr.Source, pr.Ability, pr.Text = ctx.Source, ctx.Ability, ctx.Prompt
			}
			o.AnsweredAlone(g, pr)
		}
		return 0
	}
	g.budget()
	if len(g.replay) > 0 {
		g.checkResume()
	}
	var idx int
	if n := len(g.choices); n < len(g.replay) {
		idx = g.replay[n]
	} else {
		pr := &g.prompt
		*pr = Prompt{ID: id, Player: pl.Index, Options: opts}
		if ctx != nil {
			pr.Source, pr.Ability, pr.Text = ctx.Source, ctx.Ability, ctx.Prompt
		}
		ch, err := g.decider.Decide(g, pr)
		if err != nil {
			panic(stopSignal{err})
		}
		idx = ch.Index
	}
	if idx < 0 || idx >= len(opts) {
		panic(stopSignal{fmt.Errorf("rules: choice %d out of range for prompt %q (%d options)", idx, id, len(opts))})
	}
	g.choices = append(g.choices, idx)
	return idx
}

func (g *Game) askYesNo(pl *Player, id string, ctx *Context) bool {
	opts := append(g.optBuf[:0], Option{Kind: OptYes}, Option{Kind: OptNo})
	g.optBuf = opts
	return g.ask(pl, id, opts, ctx) == 0
}

// AskYesNo asks a player a yes/no question (for "may" effects).
func (g *Game) AskYesNo(pl *Player, id string, ctx *Context) bool { return g.askYesNo(pl, id, ctx) }

// ChooseNumber asks a player for a number in [min, max] (X values).
func (g *Game) ChooseNumber(pl *Player, id string, min, max int, ctx *Context) int {
	if max < min {
		return min
	}
	opts := g.optBuf[:0]
	for n := min; n <= max; n++ {
		opts = append(opts, Option{Kind: OptNumber, N: n})
	}
	g.optBuf = opts
	return opts[g.ask(pl, id, opts, ctx)].N
}

// ChooseText asks a player to pick one of labelled choices; returns the index.
func (g *Game) ChooseText(pl *Player, id string, labels []string, ctx *Context) int {
	opts := g.optBuf[:0]
	for _, l := range labels {
		opts = append(opts, Option{Kind: OptText, Text: l})
	}
	g.optBuf = opts
	return g.ask(pl, id, opts, ctx)
}

// ChooseCards asks pl to choose between min and max of cards, one at a time.
func (g *Game) ChooseCards(pl *Player, id string, cards []*Card, min, max int, ctx *Context) []*Card {
	return chooseMany(g, pl, id, cards, min, max, ctx,
		func(c *Card) Option { return Option{Kind: OptCard, Card: c} },
		func(o Option) *Card { return o.Card })
}

// chooseMany asks pl to choose between min and max of items, one at a time
// (done ends the choice once min are chosen); opt is an item's option and
// item the item of a chosen option.
func chooseMany[T comparable](g *Game, pl *Player, id string, items []T, min, max int, ctx *Context, opt func(T) Option, item func(Option) T) []T {
	var chosen []T
	for len(chosen) < max {
		opts := g.optBuf[:0]
		for _, x := range items {
			if !slices.Contains(chosen, x) {
				opts = append(opts, opt(x))
			}
		}
		n := len(opts)
		if n == 0 {
			break
		}
		if len(chosen) >= min {
			opts = append(opts, Option{Kind: OptDone})
		}
		g.optBuf = opts
		k := g.ask(pl, id, opts, ctx)
		if k >= n {
			break
		}
		chosen = append(chosen, item(opts[k]))
	}
	return chosen
}

// ChoosePlayer asks pl to choose one of the players among.
func (g *Game) ChoosePlayer(pl *Player, id string, among []*Player) *Player {
	return g.choosePlayer(pl, id, among)
}

func (g *Game) choosePlayer(pl *Player, id string, among []*Player) *Player {
	opts := g.optBuf[:0]
	for _, p := range among {
		opts = append(opts, Option{Kind: OptPlayer, Player: p.Index})
	}
	g.optBuf = opts
	return g.Players[opts[g.ask(pl, id, opts, nil)].Player]
}

// ChooseKeywordValue asks the card's controller which value of a repeated
// keyword to use (Shadow (2) and Shadow (4)); the only value needs no prompt.
func (g *Game) ChooseKeywordValue(ctx *Context, c *Card, name string) int {
	vals := g.KeywordValues(c, name)
	if len(vals) == 0 {
		return 0
	}
	if len(vals) == 1 {
		return vals[0]
	}
	opts := g.optBuf[:0]
	for _, v := range vals {
		opts = append(opts, Option{Kind: OptNumber, N: v})
	}
	g.optBuf = opts
	return opts[g.ask(g.Players[c.Controller], "keyword-value", opts, ctx)].N
}

// OptionKey is a short stable key for an option, used by scripted deciders:
// "pass", "done", "yes", "no", a card's title, an ability's ID, a player's
// name, a number, a challenge type, or the text.
func (g *Game) OptionKey(o *Option) string {
	switch o.Kind {
	case OptPass:
		return "pass"
	case OptDone:
		return "done"
	case OptYes:
		return "yes"
	case OptNo:
		return "no"
	case OptCard, OptMarshal:
		return o.Card.Def.Title
	case OptSetup:
		if o.Text != "" {
			return o.Text + " " + o.Card.Def.Title
		}
		return o.Card.Def.Title
	case OptAbility:
		if o.Ability.ID != "" {
			return o.Ability.ID
		}
		return o.Card.Def.Title
	case OptPlayer:
		return g.Players[o.Player].Name
	case OptNumber:
		return strconv.Itoa(o.N)
	case OptChallenge:
		return Challenge(o.N).String()
	}
	return o.Text
}

// OptionText is a short human description of an option.
func (g *Game) OptionText(o *Option) string {
	switch o.Kind {
	case OptCard:
		return fmt.Sprintf("%s (#%d)", o.Card.Def.Title, o.Card.ID)
	case OptMarshal:
		if o.Text == OptTextDuplicate {
			return "marshal " + o.Card.Def.Title + " as a duplicate"
		}
		return "marshal " + o.Card.Def.Title
	case OptSetup:
		if o.Text != "" {
			return o.Text + ": " + o.Card.Def.Title
		}
		return "place " + o.Card.Def.Title
	case OptAbility:
		t := o.Ability.Text
		if t == "" {
			t = o.Ability.ID
		}
		return o.Card.Def.Title + ": " + t
	case OptChallenge:
		return "initiate a " + Challenge(o.N).String() + " challenge"
	}
	return g.OptionKey(o)
}

// Step is one scripted answer: the player expected to answer (-1: any)
// and the answer (an option key or text; for cards "Title" or "Title#id").
type Step struct {
	Player int
	Answer string
}

// ScriptedDecider answers prompts from a script. When the next step is for
// another player and the prompt can be passed, it passes; when the script
// runs out it returns ErrStop (or asks Fallback if set).
type ScriptedDecider struct {
	Steps    []Step
	Fallback Decider
	pos      int
}

// NewScript builds a ScriptedDecider from "p1: answer" / "answer" lines.
func NewScript(lines ...string) *ScriptedDecider {
	s := &ScriptedDecider{}
	for _, l := range lines {
		st := Step{Player: -1, Answer: l}
		if i := strings.Index(l, ":"); i > 0 && strings.HasPrefix(l, "p") {
			if n, err := strconv.Atoi(l[1:i]); err == nil {
				st = Step{Player: n - 1, Answer: strings.TrimSpace(l[i+1:])}
			}
		}
		s.Steps = append(s.Steps, st)
	}
	return s
}

// Remaining returns the number of unused steps.
func (s *ScriptedDecider) Remaining() int { return len(s.Steps) - s.pos }

// Decide implements Decider.
func (s *ScriptedDecider) Decide(g *Game, p *Prompt) (Choice, error) {
	if s.pos >= len(s.Steps) {
		if s.Fallback != nil {
			return s.Fallback.Decide(g, p)
		}
		return Choice{}, ErrStop
	}
	st := s.Steps[s.pos]
	if st.Player >= 0 && st.Player != p.Player {
		for i := range p.Options {
			if p.Options[i].Kind == OptPass {
				return Choice{i}, nil
			}
		}
		return Choice{}, fmt.Errorf("script step %d: expected a prompt for %s, got %q for %s", s.pos+1, g.Players[st.Player].Name, p.ID, g.Players[p.Player].Name)
	}
	for _, match := range []func(o *Option) bool{
		func(o *Option) bool { return g.OptionKey(o) == st.Answer },
		func(o *Option) bool { return g.OptionText(o) == st.Answer },
		func(o *Option) bool {
			return o.Card != nil && fmt.Sprintf("%s#%d", o.Card.Def.Title, o.Card.ID) == st.Answer
		},
		func(o *Option) bool { return o.Card != nil && o.Card.Def.Code == st.Answer },
		func(o *Option) bool { return strings.EqualFold(g.OptionKey(o), st.Answer) },
	} {
		for i := range p.Options {
			if match(&p.Options[i]) {
				s.pos++
				return Choice{i}, nil
			}
		}
	}
	keys := make([]string, len(p.Options))
	for i := range p.Options {
		keys[i] = g.OptionKey(&p.Options[i])
	}
	return Choice{}, fmt.Errorf("script step %d: %q is not an option of %q for %s (options: %s)", s.pos+1, st.Answer, p.ID, g.Players[p.Player].Name, strings.Join(keys, ", "))
}

// RandomDecider picks options pseudo-randomly. Its choice depends only on
// its seed and the decision number, so a resumed game continues the same.
type RandomDecider struct {
	Seed uint64
	// PassWeight biases action windows towards passing (0: uniform).
	PassWeight int
}

// NewRandomDecider returns a seeded random decider.
func NewRandomDecider(seed uint64) *RandomDecider { return &RandomDecider{Seed: seed} }

// Decide implements Decider.
func (r *RandomDecider) Decide(g *Game, p *Prompt) (Choice, error) {
	x := splitmix(r.Seed ^ splitmix(uint64(len(g.choices))+0x51ed27))
	n := uint64(len(p.Options))
	if r.PassWeight > 0 {
		for i := range p.Options {
			if p.Options[i].Kind == OptPass {
				// the pass option counts PassWeight+1 times
				k := x % (n + uint64(r.PassWeight))
				if k >= n {
					return Choice{i}, nil
				}
				return Choice{int(k)}, nil
			}
		}
	}
	return Choice{int(x % n)}, nil
}

func splitmix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
	x = (x ^ (x >> 27)) * 0x94d049bb133111eb
	return x ^ (x >> 31)
}
