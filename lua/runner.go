package lua

import (
	"fmt"
	"strings"

	glua "github.com/yuin/gopher-lua"

	"github.com/thronescript/thronescript/dsl/diag"
)

// Kind says what a hook is for, and so whether it may change the game.
type Kind int

// Hook kinds. The pure kinds answer questions ("may this happen", "what
// are the legal choices") and may only read the game; the effect kinds do
// things through Host.Do.
const (
	Condition Kind = iota // pure: may the ability be initiated / does the trigger match? returns a boolean
	CanPay                // pure: can the cost be paid? returns a boolean
	Targets               // pure: the legal targets; returns a list of card ids
	Value                 // pure: computes a number (an X, a strength bonus …)
	Pay                   // effects: pays a cost; returns false if it could not
	Resolve               // effects: the ability's effect; returns false if it did not resolve in full
)

var kindNames = [...]string{"condition", "cost check", "targets", "value", "cost payment", "effect"}

// String names the kind as diagnostics do ("condition", "targets", …).
func (k Kind) String() string {
	if k < 0 || int(k) >= len(kindNames) {
		return fmt.Sprintf("kind(%d)", int(k))
	}
	return kindNames[k]
}

// Pure reports whether hooks of this kind must not change the game.
func (k Kind) Pure() bool { return k < Pay }

// Limits bound what one hook call may do. The zero value of a field means
// its default (see DefaultLimits).
type Limits struct {
	Steps       int // VM steps per call (ticks weighted by AST nodes, pattern-matching steps, …)
	CallDepth   int // nested Lua function calls
	StringLen   int // longest string a hook may build
	StringBytes int // total bytes of strings built in one call
	Nesting     int // hooks running inside hooks (through engine effects)
	Effects     int // game effects (game:log, game:kill, random, choose, …) per call
}

// DefaultLimits are the limits NewRunner uses for zero fields.
func DefaultLimits() Limits {
	return Limits{Steps: 250_000, CallDepth: 200, StringLen: 16 << 10, StringBytes: 4 << 20, Nesting: 8, Effects: 100}
}

func (l Limits) withDefaults() Limits {
	d := DefaultLimits()
	for _, f := range [...]struct {
		v   *int
		def int
	}{
		{&l.Steps, d.Steps}, {&l.CallDepth, d.CallDepth}, {&l.StringLen, d.StringLen},
		{&l.StringBytes, d.StringBytes}, {&l.Nesting, d.Nesting}, {&l.Effects, d.Effects},
	} {
		if *f.v <= 0 {
			*f.v = f.def
		}
	}
	return l
}

// Call describes one hook call.
type Call struct {
	Program *Program
	Hook    string // name of the global Lua function to call (can_play, targets, resolve …)
	Kind    Kind
	Card    CardID // ctx.self: the card whose ability this is
	Code    string // card code for messages; defaults to the program's card
	Ability string // ability id for messages (ctx.ability)
	You     PlayerID
	Targets []CardID            // ctx.targets (ctx.target is the first)
	Chosen  map[string][]CardID // ctx.chosen: targets by name
	// Players holds the player targets by name (ctx.players): "choose a
	// player".
	Players map[string][]PlayerID
	X       int // ctx.x
	// StepsLeft, when above 0 and below the Runner's per-call budget, is
	// the call's step budget instead: what is left of a budget the host
	// keeps across calls (the steps a game allows a card's hooks). Past it
	// the call fails with CodeBudget, saying that budget is spent.
	StepsLeft int
}

// Result is what a successful hook call returned.
type Result struct {
	OK    bool     // Condition, CanPay: the answer; Pay, Resolve: resolved in full (nil counts as true)
	Cards []CardID // Targets: the card ids returned, in order
	Value int      // Value: the number returned
	Steps int      // steps the call used (deterministic)
}

// Error is a failed hook call. The engine logs it ("ability X of card Y
// failed: …") and goes on.
type Error struct {
	Diag  *diag.Diagnostic
	Steps int // steps used before the failure
}

// Error renders file:line:col: error[E06xx]: summary.
func (e *Error) Error() string { return e.Diag.Error() }

// Runner runs hook calls on pooled Lua states. It is not safe for
// concurrent use: make one per game worker goroutine. Calls may nest (a
// hook's effect makes the engine run another hook); each nested call gets
// its own state from the pool.
type Runner struct {
	limits Limits
	free   []*state
	active int
}

// NewRunner makes a Runner; zero fields of limits take their defaults.
func NewRunner(limits Limits) *Runner {
	return &Runner{limits: limits.withDefaults()}
}

// Limits returns the limits in force.
func (r *Runner) Limits() Limits { return r.limits }

// Close releases the pooled states. The Runner may still be used; it
// makes new states as needed.
func (r *Runner) Close() {
	for _, s := range r.free {
		s.L.Close()
	}
	r.free = nil
}

// failure is a sticky reason a call must fail, set by the bridge's Go
// functions (budget, depth, memory, effect in a pure hook, host refusal).
type failure struct {
	code string
	msg  string
	line int
}

// run is the per-call bookkeeping of a state.
type run struct {
	host     Host
	call     Call
	steps    int
	limit    int
	left     bool // limit is the caller's StepsLeft, not the per-call budget
	effects  int  // game effects asked for so far
	strBytes int
	fail     *failure
	signal   HostSignal // a host panic to rethrow once the script is unwound
	errLine  int
	names    map[glua.LValue]int // tostring numbering of tables/functions
}

// HostSignal is a panic the host uses to unwind its own stack (a game
// that ends, a player who quits): raised inside a game:… function, it
// stops the script and Call panics with it again once the script is
// unwound, instead of reporting it as an internal error.
type HostSignal interface{ HostSignal() }

// Call runs c.Hook of c.Program with h as the game. It never panics except
// to pass on a HostSignal; a failure comes back as *Error with a diagnostic
// naming the card, the ability, and the file and line.
func (r *Runner) Call(h Host, c Call) (res Result, err error) {
	if c.Program == nil || c.Program.proto == nil {
		return Result{}, &Error{Diag: diag.Errorf(CodeInternal, diag.Range{}, "ability %s of card %s failed: no compiled Lua program", c.Ability, c.Code)}
	}
	if c.Code == "" {
		c.Code = c.Program.src.Card
	}
	if r.active >= r.limits.Nesting {
		return Result{}, r.fail(&c, &failure{code: CodeNesting, msg: fmt.Sprintf("hooks nested more than %d deep", r.limits.Nesting)}, 0)
	}
	var s *state
	if n := len(r.free); n > 0 {
		s = r.free[n-1]
		r.free = r.free[:n-1]
	} else {
		s = newState(r)
	}
	r.active++
	s.rn = run{host: h, call: c, limit: r.limits.Steps}
	if c.StepsLeft > 0 && c.StepsLeft < s.rn.limit {
		s.rn.limit, s.rn.left = c.StepsLeft, true
	}
	s.cur = &s.rn
	var signal HostSignal
	defer func() {
		if signal != nil {
			panic(signal)
		}
	}()
	defer r.release(s, &err)
	res, err = s.call()
	if signal = s.rn.signal; signal != nil {
		err = &Error{Diag: diag.Errorf(CodeInternal, diag.Range{}, "ability %s of card %s was stopped by the game", c.Ability, c.Code)}
	}
	return res, err
}

// release returns s to the pool after a successful call, or closes it, and
// turns a panic into an internal-error diagnostic.
func (r *Runner) release(s *state, err *error) {
	r.active--
	if p := recover(); p != nil {
		*err = r.fail(&s.rn.call, &failure{code: CodeInternal, msg: fmt.Sprintf("internal error: %v", p)}, s.rn.steps)
	}
	s.cur = nil
	s.rn = run{}
	if *err == nil {
		r.free = append(r.free, s)
	} else {
		s.L.Close()
	}
}

// fail builds the *Error for f.
func (r *Runner) fail(c *Call, f *failure, steps int) *Error {
	code := c.Code
	if code == "" {
		code = "?"
	}
	ability := c.Ability
	if ability == "" {
		ability = "?"
	}
	line := f.line
	if line == 0 && c.Program != nil {
		line = c.Program.funcs[c.Hook]
	}
	var pos diag.Pos
	if c.Program != nil {
		pos = c.Program.Pos(line, 0)
	}
	d := diag.Errorf(f.code, diag.Range{Start: pos, End: pos}, "ability %s of card %s failed: %s", SafeText(ability, MaxText), SafeText(code, MaxText), SafeText(f.msg, MaxText))
	d.Detail = fmt.Sprintf("in %s hook %q", c.Kind, c.Hook)
	switch f.code {
	case CodeBudget:
		d.Hint = "look for a loop that never ends, or do less work per call"
	case CodeDepth:
		d.Hint = "look for a function that calls itself without a base case"
	case CodeMemory:
		d.Hint = "build smaller strings and tables"
	case CodeEffects:
		d.Hint = "ask for fewer effects per call: a loop that logs or changes the game without end?"
	case CodeEffectInPure:
		d.Hint = "move the effect into the ability's effect (resolve) or cost payment hook"
	case CodeMissingHook:
		d.Hint = fmt.Sprintf("define `function %s(ctx)` in the Lua source", c.Hook)
	}
	return &Error{Diag: d, Steps: steps}
}

// errorText turns a Lua error value into a message without the Lua
// "chunk:line:" prefix (the diagnostic carries the position).
func errorText(v glua.LValue, chunk string) string {
	switch v := v.(type) {
	case glua.LString:
		msg := string(v)
		if strings.HasPrefix(msg, chunk+":") {
			rest := msg[len(chunk)+1:]
			if i := strings.Index(rest, ":"); i > 0 && isDigits(rest[:i]) {
				msg = strings.TrimSpace(rest[i+1:])
			}
		}
		if i := strings.Index(msg, "\nstack traceback:"); i >= 0 {
			msg = msg[:i]
		}
		if len(msg) > 300 {
			msg = msg[:300] + "…"
		}
		if msg == "" {
			msg = "error with an empty message"
		}
		return msg
	case glua.LNumber:
		return "error " + v.String()
	case nil:
		return "error with a nil error value"
	default:
		return fmt.Sprintf("error with a %s error value", v.Type().String())
	}
}

// errorLine reads the line from a "chunk:line: message" error, or 0.
func errorLine(v glua.LValue, chunk string) int {
	msg, ok := v.(glua.LString)
	if !ok || !strings.HasPrefix(string(msg), chunk+":") {
		return 0
	}
	rest := string(msg[len(chunk)+1:])
	i := strings.Index(rest, ":")
	if i <= 0 || !isDigits(rest[:i]) || i > 9 {
		return 0
	}
	n := 0
	for _, c := range rest[:i] {
		n = n*10 + int(c-'0')
	}
	return n
}

func isDigits(s string) bool {
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return s != ""
}
