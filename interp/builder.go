package interp

import (
	"strings"

	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/rules"
)

// builder compiles the phrases of one card or keyword definition. It
// collects diagnostics instead of stopping.
type builder struct {
	r     *Registry
	diags diag.Diagnostics
	where string // "card 01001" or "keyword shadow", for messages
	// lua is the card's compiled hook program, if any.
	lua *luaBinding
	// logAfter is the log template (log-as) of the ability being compiled
	// when its emit-after effect writes it.
	logAfter string
	// choosing is the name of the target whose selector is being compiled
	// (targets.go: filters that judge a card with the others chosen for it).
	choosing string
	// playerTargets are the names of the player targets of the ability
	// being compiled ("choose an opponent"): a player word of its phrases.
	playerTargets map[string]bool
}

func (b *builder) errorf(code string, r diag.Range, format string, a ...any) *diag.Diagnostic {
	d := diag.Errorf(code, r, format, a...)
	b.diags = append(b.diags, d)
	return d
}

// args gives typed, compiled access to a phrase's parameters.
type args struct {
	b *builder
	p *check.Phrase
	// ints and players hold parameters compiled once by precompile, for
	// entries whose run-time functions read their parameters while a game
	// runs; they are only read afterwards (games may run in parallel).
	ints    map[string]valueFn
	players map[string]playersFn
}

// precompile compiles the phrase's number and player parameters now, so
// that calls of Int and Players during a game return them without
// compiling again.
func (a *args) precompile() {
	if a.p == nil {
		return
	}
	a.ints, a.players = map[string]valueFn{}, map[string]playersFn{}
	for name, x := range a.p.Args {
		switch {
		case x.Int != nil:
			a.ints[name] = a.b.intExpr(x.Int)
		case x.Kind == "player" && x.Word != "":
			a.players[name] = a.b.playerArg(x)
		}
	}
}

func (b *builder) args(p *check.Phrase) *args { return &args{b: b, p: p} }

func (a *args) arg(name string) *check.Arg {
	if a.p == nil || a.p.Args == nil {
		return nil
	}
	return a.p.Args[name]
}

// Has reports whether an optional parameter or literal word was given
// (the checker records an optional literal word, `[cannot-be-saved]`, as
// an argument of kind "literal").
func (a *args) Has(name string) bool {
	if x := a.arg(name); x != nil {
		return x.Present || x.Sel != nil || x.Int != nil || x.Word != "" || x.Cond != nil || x.Signed != 0
	}
	return false
}

// Word returns a word parameter ("" if absent).
func (a *args) Word(name string) string {
	if x := a.arg(name); x != nil {
		return x.Word
	}
	return ""
}

// Words returns a word parameter split on "|" alternatives written as a list.
func (a *args) WordOr(name, def string) string {
	if w := a.Word(name); w != "" {
		return w
	}
	return def
}

// Signed returns a signed number parameter (+2, -1).
func (a *args) Signed(name string) int {
	if x := a.arg(name); x != nil {
		if x.Int != nil && x.Signed == 0 {
			return x.Int.N
		}
		return x.Signed
	}
	return 0
}

// SignedValue returns a signed parameter written as a value in parentheses
// (`give self (printed-strength-of it) strength`), compiled; nil when it
// is a plain signed number (read it with Signed).
func (a *args) SignedValue(name string) valueFn {
	x := a.arg(name)
	if x == nil || x.Int == nil || x.Kind != "signed" {
		return nil
	}
	return a.b.intExpr(x.Int)
}

// Int returns a compiled integer parameter; def when absent.
func (a *args) Int(name string, def int) valueFn {
	if f, ok := a.ints[name]; ok {
		return f
	}
	x := a.arg(name)
	if x == nil || x.Int == nil {
		if x != nil && x.Signed != 0 {
			n := x.Signed
			return func(*rules.Context) int { return n }
		}
		return func(*rules.Context) int { return def }
	}
	return a.b.intExpr(x.Int)
}

// Cards returns a compiled selector parameter; nil when absent.
func (a *args) Cards(name string) cardsFn {
	if s := a.sel(name); s != nil {
		return a.b.selector(s, false)
	}
	return nil
}

// sel returns a selector parameter; nil when absent.
func (a *args) sel(name string) *check.Selector {
	if x := a.arg(name); x != nil {
		return x.Sel
	}
	return nil
}

// Each returns the selector parameter as a visit of the cards Cards lists,
// in its order, without listing them; nil when absent or a reference.
func (a *args) Each(name string) func(ctx *rules.Context, yield func(*rules.Card)) {
	if s := a.sel(name); s != nil && s.Ref == "" {
		return a.b.selectorEach(s)
	}
	return nil
}

// Count returns the selector parameter as a counter of the matching cards
// other than except (nil counts all); nil when absent. It lists nothing,
// so counting allocates nothing.
func (a *args) Count(name string) countFn {
	if s := a.sel(name); s != nil {
		return a.b.selectorCount(s)
	}
	return nil
}

// Any returns the selector parameter as a test of whether some matching
// card passes a predicate (listing nothing); nil when absent.
func (a *args) Any(name string) func(ctx *rules.Context, pred filterFn) bool {
	if s := a.sel(name); s != nil {
		return a.b.selectorAny(s)
	}
	return nil
}

// CardsOr returns the selector or, when absent, def.
func (a *args) CardsOr(name string, def cardsFn) cardsFn {
	if f := a.Cards(name); f != nil {
		return f
	}
	return def
}

// Filter returns the selector parameter as a predicate (for "a character
// with …" inside triggers and conditions); nil when absent.
func (a *args) Filter(name string) filterFn {
	if s := a.sel(name); s != nil {
		return a.b.selectorFilter(s)
	}
	return nil
}

// Players returns a compiled player parameter; def when absent.
func (a *args) Players(name string, def playersFn) playersFn {
	if f, ok := a.players[name]; ok {
		return f
	}
	x := a.arg(name)
	if x == nil || x.Word == "" {
		return def
	}
	return a.b.playerArg(x)
}

// Cond returns a compiled condition parameter; nil when absent.
func (a *args) Cond(name string) condFn {
	x := a.arg(name)
	if x == nil || x.Cond == nil {
		return nil
	}
	return a.b.cond(x.Cond)
}

// DurationOr returns the duration parameter, or one that ends at the end
// of period def when it is absent.
func (a *args) DurationOr(name string, def rules.Period) rules.Duration {
	if d := a.Duration(name); d != nil {
		return *d
	}
	return rules.Duration{Until: def}
}

// Duration returns the compiled duration parameter, nil when absent.
func (a *args) Duration(name string) *rules.Duration {
	w := a.Word(name)
	if w == "" {
		return nil
	}
	d, ok := durations[w]
	if !ok {
		a.b.errorf(CodeDuration, a.p.Range, "unknown duration %q", w).WithHint("use one of %s", strings.Join(durationNames(), ", "))
		return nil
	}
	return &d
}

var durations = map[string]rules.Duration{
	"end-of-challenge": {Until: rules.PerChallenge},
	"end-of-phase":     {Until: rules.PerPhase},
	"end-of-round":     {Until: rules.PerRound},
	"end-of-game":      {Until: rules.PerGame},
	// "until you reveal a new plot card": the ability's controller's
	"next-plot": {Until: rules.PerGame, NextPlot: true},
	// "in the next challenge you initiate this phase": until the end of
	// the next challenge the ability's controller initiates, or of the
	// phase if none comes (10024 To The Spears!).
	"next-challenge": {Until: rules.PerPhase, NextChallenge: true},
}

func durationNames() []string {
	return []string{"end-of-challenge", "end-of-phase", "end-of-round", "end-of-game", "next-plot", "next-challenge"}
}

// ---- selectors ----

// nounTypes maps selector nouns to card types (TypeNone: any type).
var nounTypes = map[string]rules.CardType{
	"card": rules.TypeNone, "cards": rules.TypeNone,
	"character": rules.TypeCharacter, "characters": rules.TypeCharacter,
	"location": rules.TypeLocation, "locations": rules.TypeLocation,
	"attachment": rules.TypeAttachment, "attachments": rules.TypeAttachment,
	"event": rules.TypeEvent, "events": rules.TypeEvent,
	"plot": rules.TypePlot, "plots": rules.TypePlot,
	"agenda": rules.TypeAgenda, "agendas": rules.TypeAgenda,
	"faction-card": rules.TypeFaction, "faction-cards": rules.TypeFaction,
}

// selector compiles a selector into a function listing the matching cards in
// a stable order. With choose set, a non-"each" noun selector prompts the
// controller to choose (effects like "sacrifice a character").
func (b *builder) selector(s *check.Selector, choose bool) cardsFn {
	if s.Ref != "" {
		return b.ref(s)
	}
	filter := b.selectorFilter(s)
	areas := selectorAreas(s)
	all := func(ctx *rules.Context) []*rules.Card {
		var out []*rules.Card
		eachCandidate(ctx.G, areas, func(c *rules.Card) {
			if filter(ctx, c) {
				if out == nil {
					out = make([]*rules.Card, 0, 8)
				}
				out = append(out, c)
			}
		})
		return out
	}
	if s.Each || !choose {
		return all
	}
	lo, hi := s.Min, s.Max
	var hiFn valueFn
	if s.MaxExpr != nil {
		lo, hiFn = 0, b.intExpr(s.MaxExpr)
	} else if lo == 0 && hi == 0 {
		lo, hi = 1, 1
	}
	return func(ctx *rules.Context) []*rules.Card {
		max := hi
		if hiFn != nil {
			if max = hiFn(ctx); max <= 0 {
				return nil // up to 0
			}
		}
		cands := all(ctx)
		if len(cands) == 0 {
			return nil
		}
		min := lo
		if min > len(cands) {
			min = len(cands) // E3: resolve as fully as possible
		}
		if max <= 0 || max > len(cands) {
			max = len(cands)
		}
		return ctx.G.ChooseCards(ctx.Player, "choose", cands, min, max, ctx)
	}
}

// maxOf compiles the value of a selector's `up-to VALUE` (nil: none).
func (b *builder) maxOf(s *check.Selector) valueFn {
	if s == nil || s.MaxExpr == nil {
		return nil
	}
	return b.intExpr(s.MaxExpr)
}

// quantity is how many cards a non-"each" selector chooses, at least and
// at most: `a` (1, 1), `N` (N, N), `up-to N` (0, N), `up-to VALUE` (0,
// the value now: mx).
func quantity(ctx *rules.Context, s *check.Selector, mx valueFn) (lo, hi int) {
	if mx != nil {
		return 0, max(mx(ctx), 0)
	}
	if s.Min == 0 && s.Max == 0 {
		return 1, 1
	}
	return s.Min, s.Max
}

// selectorEach compiles a non-reference selector into a visit of the
// cards selector(s, false) lists, in the same order, without the list.
func (b *builder) selectorEach(s *check.Selector) func(ctx *rules.Context, yield func(*rules.Card)) {
	filter := b.selectorFilter(s)
	areas := selectorAreas(s)
	return func(ctx *rules.Context, yield func(*rules.Card)) {
		eachCandidate(ctx.G, areas, func(c *rules.Card) {
			if filter(ctx, c) {
				yield(c)
			}
		})
	}
}

// countFn counts the cards a selector matches, except one (nil: none).
type countFn func(ctx *rules.Context, except *rules.Card) int

// selectorCount compiles a selector into a countFn: the selector's own
// candidates and filter, without building the list.
func (b *builder) selectorCount(s *check.Selector) countFn {
	if s.Ref != "" {
		ref := b.ref(s)
		return func(ctx *rules.Context, except *rules.Card) int {
			n := 0
			for _, c := range ref(ctx) {
				if c != except {
					n++
				}
			}
			return n
		}
	}
	filter := b.selectorFilter(s)
	areas := selectorAreas(s)
	return func(ctx *rules.Context, except *rules.Card) int {
		n := 0
		eachCandidate(ctx.G, areas, func(c *rules.Card) {
			if c != except && filter(ctx, c) {
				n++
			}
		})
		return n
	}
}

// selectorAny compiles a selector into a test of whether some matching
// card satisfies pred, without building the list.
func (b *builder) selectorAny(s *check.Selector) func(ctx *rules.Context, pred filterFn) bool {
	if s.Ref != "" {
		ref := b.ref(s)
		return func(ctx *rules.Context, pred filterFn) bool {
			for _, c := range ref(ctx) {
				if pred(ctx, c) {
					return true
				}
			}
			return false
		}
	}
	filter := b.selectorFilter(s)
	areas := selectorAreas(s)
	return func(ctx *rules.Context, pred filterFn) bool {
		found := false
		eachCandidate(ctx.G, areas, func(c *rules.Card) {
			if !found && filter(ctx, c) && pred(ctx, c) {
				found = true
			}
		})
		return found
	}
}

// selectorAreas returns the areas named by `in AREA` filters (nil: in
// play), those of an `or` group too when each of its branches names one
// ("in your hand, deck or discard pile": `(in hand of you or in deck of
// you or in discard of you)`).
func selectorAreas(s *check.Selector) []string {
	var areas []string
	for _, f := range s.Filters {
		if a := inAreaWord(f); a != "" {
			areas = append(areas, a)
		}
	}
	for _, g := range s.Groups {
		areas = append(areas, groupAreas(g)...)
	}
	return areas
}

// inAreaWord is the area of an `in AREA` filter, "" for any other filter.
func inAreaWord(f *check.Phrase) string {
	if f.Entry != nil && f.Entry.Name == "in" && !f.Not {
		if x := f.Args["area"]; x != nil {
			return x.Word
		}
	}
	return ""
}

// groupAreas returns the areas of an `or` group each of whose branches
// names an area (an `in AREA` filter, alone or and-ed with others); nil
// when a branch names none, as its cards are then in play.
func groupAreas(e *check.FilterExpr) []string {
	if e.Op != "or" {
		return nil
	}
	var areas []string
	for _, a := range e.Args {
		n := len(areas)
		switch a.Op {
		case "atom":
			if w := inAreaWord(a.Atom); w != "" {
				areas = append(areas, w)
			}
		case "and":
			for _, x := range a.Args {
				if x.Op == "atom" {
					if w := inAreaWord(x.Atom); w != "" {
						areas = append(areas, w)
						break
					}
				}
			}
		}
		if len(areas) == n {
			return nil
		}
	}
	return areas
}

// eachCandidate visits the cards in the named areas of every player (in
// play when areas is empty), in card-ID order for determinism.
func eachCandidate(g *rules.Game, areas []string, f func(c *rules.Card)) {
	if len(areas) == 0 {
		g.EachInPlay(f)
		return
	}
	for _, name := range areas {
		id, ok := g.AreaByName(name)
		if !ok {
			continue
		}
		for _, p := range g.Players {
			g.EachIn(p, id, f)
		}
	}
}

// selectorFilter compiles the noun and filters of a selector into a predicate.
func (b *builder) selectorFilter(s *check.Selector) filterFn {
	if s.Ref != "" {
		ref := b.ref(s)
		return func(ctx *rules.Context, c *rules.Card) bool {
			for _, x := range ref(ctx) {
				if x == c {
					return true
				}
			}
			return false
		}
	}
	typ := nounTypes[s.Noun]
	var fs []filterFn
	for _, f := range s.Filters {
		if fn := b.filterAtom(f); fn != nil {
			fs = append(fs, fn)
		}
	}
	for _, g := range s.Groups {
		fs = append(fs, b.filterExpr(g))
	}
	return func(ctx *rules.Context, c *rules.Card) bool {
		if typ != rules.TypeNone && ctx.G.Type(c) != typ {
			return false
		}
		for _, f := range fs {
			if !f(ctx, c) {
				return false
			}
		}
		return true
	}
}

// ref compiles a reference selector (self, parent, it, a target name).
func (b *builder) ref(s *check.Selector) cardsFn {
	switch s.Ref {
	case "self":
		return func(ctx *rules.Context) []*rules.Card { return ctx.G.CardList(ctx.Source) }
	case "parent":
		return func(ctx *rules.Context) []*rules.Card {
			if ctx.Source == nil || ctx.Source.Parent == rules.NoCard {
				return nil
			}
			return ctx.G.CardList(ctx.G.Card(ctx.Source.Parent))
		}
	case "it":
		return func(ctx *rules.Context) []*rules.Card {
			return ctx.G.CardList(ctx.EventCard())
		}
	case "paid":
		return func(ctx *rules.Context) []*rules.Card { return ctx.Paid }
	}
	name := s.Ref
	return func(ctx *rules.Context) []*rules.Card { return ctx.Targets(name) }
}

// ---- players ----

func (b *builder) players(w string) playersFn {
	if b.playerTargets[w] {
		return func(ctx *rules.Context) []*rules.Player { return ctx.TargetPlayers(w) }
	}
	if pw, ok := playerWords[w]; ok {
		return pw.of
	}
	b.errorf(CodePlayerWord, diag.Range{}, "unknown player word %q", w).WithHint("use one of %s", strings.Join(check.PlayerWords(), ", "))
	return func(*rules.Context) []*rules.Player { return nil }
}

// playerWord is what a player word of the language compiles to, and what
// finding its players reads of the game state (rules.Reads; readsKnown
// false: anything).
type playerWord struct {
	of         playersFn
	reads      rules.Reads
	readsKnown bool
}

// playerWords are the player words by name (the checker's list is
// check.PlayerWords).
var playerWords = map[string]playerWord{
	"you":              {of: func(ctx *rules.Context) []*rules.Player { return ctx.G.PlayerList(ctx.Player) }, readsKnown: true},
	"opponent":         {of: opponents, readsKnown: true},
	"each-player":      {of: eachPlayer, readsKnown: true},
	"controller":       {of: sourcePlayer(func(g *rules.Game, c *rules.Card) *rules.Player { return g.Controller(c) }), readsKnown: true},
	"owner":            {of: sourcePlayer(func(g *rules.Game, c *rules.Card) *rules.Player { return g.Player(c.Owner) }), readsKnown: true},
	"its-controller":   {of: eventPlayer(func(g *rules.Game, c *rules.Card) *rules.Player { return g.Controller(c) })},
	"its-owner":        {of: eventPlayer(func(g *rules.Game, c *rules.Card) *rules.Player { return g.Player(c.Owner) })},
	"winner":           {of: challengePlayer(func(ch *rules.ChallengeState) *rules.Player { return ch.Winner }), reads: rules.ReadsChallenge, readsKnown: true},
	"loser":            {of: challengePlayer(func(ch *rules.ChallengeState) *rules.Player { return ch.Loser }), reads: rules.ReadsChallenge, readsKnown: true},
	"attacking-player": {of: challengePlayer(func(ch *rules.ChallengeState) *rules.Player { return ch.Attacker }), reads: rules.ReadsChallenge, readsKnown: true},
	"defending-player": {of: challengePlayer(func(ch *rules.ChallengeState) *rules.Player { return ch.Defender }), reads: rules.ReadsChallenge, readsKnown: true},
	"first-player": {of: func(ctx *rules.Context) []*rules.Player { return ctx.G.PlayerList(ctx.G.FirstPlayer()) },
		reads: rules.ReadsFirstPlayer, readsKnown: true},
	"active-player": {of: func(ctx *rules.Context) []*rules.Player { return ctx.G.PlayerList(ctx.G.ActivePlayer()) },
		reads: rules.ReadsActivePlayer, readsKnown: true},
}

// opponents are the players other than ctx.Player still in the game.
func opponents(ctx *rules.Context) []*rules.Player {
	if ps := ctx.G.Players; len(ps) == 2 && ctx.Player != nil && !ps[0].Eliminated && !ps[1].Eliminated {
		return ctx.G.PlayerList(ctx.G.Opponent(ctx.Player))
	}
	var out []*rules.Player
	for _, p := range ctx.G.Players {
		if p != ctx.Player && !p.Eliminated {
			out = append(out, p)
		}
	}
	return out
}

// eachPlayer is every player still in the game.
func eachPlayer(ctx *rules.Context) []*rules.Player {
	if ps := ctx.G.Players; len(ps) == 2 && !ps[0].Eliminated && !ps[1].Eliminated {
		return ps[:2:2]
	}
	var out []*rules.Player
	for _, p := range ctx.G.Players {
		if !p.Eliminated {
			out = append(out, p)
		}
	}
	return out
}

// sourcePlayer names a player of the ability's card (ctx.Player without one).
func sourcePlayer(of func(g *rules.Game, c *rules.Card) *rules.Player) playersFn {
	return func(ctx *rules.Context) []*rules.Player {
		if ctx.Source == nil {
			return ctx.G.PlayerList(ctx.Player)
		}
		return ctx.G.PlayerList(of(ctx.G, ctx.Source))
	}
}

// eventPlayer names a player of the triggering event's card.
func eventPlayer(of func(g *rules.Game, c *rules.Card) *rules.Player) playersFn {
	return func(ctx *rules.Context) []*rules.Player {
		if ctx.Event == nil || ctx.Event.Card == nil {
			return nil
		}
		return ctx.G.PlayerList(of(ctx.G, ctx.Event.Card))
	}
}

// challengePlayer names a player of the challenge in progress.
func challengePlayer(of func(ch *rules.ChallengeState) *rules.Player) playersFn {
	return func(ctx *rules.Context) []*rules.Player {
		if ch := ctx.G.Challenge(); ch != nil {
			return ctx.G.PlayerList(of(ch))
		}
		return nil
	}
}

// ---- numbers ----

func (b *builder) intExpr(e *check.IntExpr) valueFn {
	switch {
	case e == nil:
		return func(*rules.Context) int { return 0 }
	case e.Var != "":
		// a value the ability remembered (`remember NAME VALUE`)
		name := e.Var
		return func(ctx *rules.Context) int { return ctx.Remembered(name, ctx.For) }
	case e.X:
		// X is the value chosen for the ability, or for abilities granted by
		// a keyword with a value (ambush (X), shadow (X)), that keyword's value.
		return func(ctx *rules.Context) int {
			if ctx.X == 0 && ctx.Keyword != nil && len(ctx.Keyword.Values) > 0 {
				return ctx.Keyword.Values[0]
			}
			return ctx.X
		}
	case len(e.Terms) > 0:
		terms := make([]valueFn, len(e.Terms))
		for i, t := range e.Terms {
			terms[i] = b.intExpr(t)
		}
		signs := e.Signs
		return func(ctx *rules.Context) int {
			n := 0
			for i, t := range terms {
				n += signs[i] * t(ctx)
			}
			return n
		}
	case e.Value != nil:
		ent := b.r.lookup(vocab.KindValue, e.Value.Entry.Name)
		if ent == nil || ent.value == nil {
			b.errorf(CodeUnknownWord, e.Value.Range, "unknown value %q", e.Value.Entry.Name)
			return func(*rules.Context) int { return 0 }
		}
		return ent.value(b, b.args(e.Value))
	}
	n := e.N
	return func(*rules.Context) int { return n }
}

// ---- conditions ----

func (b *builder) cond(c *check.Cond) condFn {
	switch c.Op {
	case "and":
		parts := b.conds(c.Args)
		return func(ctx *rules.Context) bool {
			for _, p := range parts {
				if !p(ctx) {
					return false
				}
			}
			return true
		}
	case "or":
		parts := b.conds(c.Args)
		return func(ctx *rules.Context) bool {
			for _, p := range parts {
				if p(ctx) {
					return true
				}
			}
			return false
		}
	case "not":
		if len(c.Args) == 0 {
			return func(*rules.Context) bool { return true }
		}
		inner := b.cond(c.Args[0])
		return func(ctx *rules.Context) bool { return !inner(ctx) }
	case "cmp":
		l, r := b.intExpr(c.L), b.intExpr(c.R)
		return compare(c.CmpOp, l, r)
	}
	// atom
	if c.Atom == nil || c.Atom.Entry == nil {
		return func(*rules.Context) bool { return false }
	}
	e := b.r.lookup(vocab.KindCondition, c.Atom.Entry.Name)
	if e == nil || e.cond == nil {
		b.errorf(CodeUnknownWord, c.Atom.Range, "unknown condition %q", c.Atom.Entry.Name)
		return func(*rules.Context) bool { return false }
	}
	return e.cond(b, b.args(c.Atom))
}

func (b *builder) conds(cs []*check.Cond) []condFn {
	out := make([]condFn, len(cs))
	for i, c := range cs {
		out[i] = b.cond(c)
	}
	return out
}

func compare(op string, l, r valueFn) condFn {
	switch op {
	case "<":
		return func(ctx *rules.Context) bool { return l(ctx) < r(ctx) }
	case "<=":
		return func(ctx *rules.Context) bool { return l(ctx) <= r(ctx) }
	case ">":
		return func(ctx *rules.Context) bool { return l(ctx) > r(ctx) }
	case ">=":
		return func(ctx *rules.Context) bool { return l(ctx) >= r(ctx) }
	case "!=":
		return func(ctx *rules.Context) bool { return l(ctx) != r(ctx) }
	}
	return func(ctx *rules.Context) bool { return l(ctx) == r(ctx) }
}

// cmpInt applies a comparison operator word to two numbers.
func cmpInt(op string, a, b int) bool {
	switch op {
	case "<":
		return a < b
	case "<=":
		return a <= b
	case ">":
		return a > b
	case ">=":
		return a >= b
	case "!=":
		return a != b
	}
	return a == b
}
