package lua

import (
	"fmt"
	"maps"
	"math"
	"slices"
	"strings"

	glua "github.com/yuin/gopher-lua"
)

// state is one pooled Lua state with its sandbox. Everything a hook can
// reach that outlives a call (library tables, the game object, the string
// metatable) is read-only; globals live in a fresh table per call.
type state struct {
	L         *glua.LState
	r         *Runner
	base      *glua.LTable // read-only globals, the __index of every call's environment
	envMT     *glua.LTable
	game      *glua.LUserData
	protected []*glua.LTable // tables no builtin may write to
	tick      *glua.LFunction
	enter     *glua.LFunction
	cat       *glua.LFunction
	varargs   *glua.LFunction
	setIndex  *glua.LFunction
	checkKey  *glua.LFunction
	onError   *glua.LFunction
	cur       *run // &rn during a call, nil between calls
	rn        run
	env       *glua.LTable // globals of the current call; emptied after each call
	cache     map[*Program]*cachedEnv
	ctx       *glua.LTable // the ctx argument; refilled for each call, new keys refused
}

// ctxKeys are the fields of ctx, set (or cleared) on every call.
var ctxKeys = []string{"game", "self", "you", "ability", "x", "target", "targets", "chosen"}

// ctxReads are the fields of ctx read from the game when a hook reads
// them, the first thing many hooks fetch: each is the game method of the
// same name, called as the hook would call it (ofYou: with ctx.you, nil
// when ctx.you is), so ctx.opponent is game:opponent(ctx.you), ctx.event
// game:event() and ctx.challenge game:challenge().
var ctxReads = []struct {
	field string
	ofYou bool
}{{"opponent", true}, {"event", false}, {"challenge", false}}

func newState(r *Runner) *state {
	L := glua.NewState(glua.Options{
		SkipOpenLibs:     true,
		CallStackSize:    r.limits.CallDepth,
		RegistrySize:     1024 * 4,
		RegistryMaxSize:  1024 * 256,
		RegistryGrowStep: 1024,
	})
	s := &state{L: L, r: r}
	for _, open := range []glua.LGFunction{glua.OpenBase, glua.OpenTable, glua.OpenString, glua.OpenMath} {
		L.Push(L.NewFunction(open))
		L.Call(0, 0)
	}
	s.tick = L.NewFunction(s.tickFn)
	s.enter = L.NewFunction(s.enterFn)
	s.cat = L.NewFunction(s.catFn)
	s.varargs = L.NewFunction(func(L *glua.LState) int {
		n := L.GetTop()
		s.charge(1 + n)
		return n
	})
	s.setIndex = L.NewFunction(func(L *glua.LState) int {
		t, k := L.Get(1), L.Get(2)
		if tb, ok := t.(*glua.LTable); ok {
			s.checkIndex(tb, k)
		}
		L.SetTable(t, k, L.Get(3))
		return 0
	})
	s.checkKey = L.NewFunction(func(L *glua.LState) int {
		k := L.Get(1)
		if n, ok := arrayKey(k); ok && n > freeGap {
			s.growArray(n, n)
		}
		L.SetTop(1)
		return 1
	})
	s.onError = L.NewFunction(s.onErrorFn)
	s.buildSandbox()
	// Nothing of the original globals stays reachable: hooks run in their
	// own environment, and the state's global table is emptied.
	L.G.Global = L.NewTable()
	L.Env = L.G.Global
	return s
}

// lockedProxy returns an empty table that reads through to t and refuses
// writes; its metatable is hidden.
func (s *state) lockedProxy(t *glua.LTable) *glua.LTable {
	L := s.L
	p := L.NewTable()
	mt := L.NewTable()
	mt.RawSetString("__index", t)
	mt.RawSetString("__newindex", L.NewFunction(func(L *glua.LState) int {
		L.RaiseError("attempt to change a read-only library table")
		return 0
	}))
	mt.RawSetString("__metatable", glua.LFalse)
	p.Metatable = mt
	s.protected = append(s.protected, p, t, mt)
	return p
}

func (s *state) isProtected(t *glua.LTable) bool {
	for _, p := range s.protected {
		if p == t {
			return true
		}
	}
	return false
}

// buildSandbox makes the read-only base environment: whitelisted base
// functions, bounded replacements, and read-only string/table/math.
func (s *state) buildSandbox() {
	L := s.L
	g := L.G.Global
	base := L.NewTable()
	for _, name := range []string{"assert", "error", "ipairs", "next", "pairs", "rawequal",
		"rawget", "select", "type", "_VERSION"} {
		base.RawSetString(name, g.RawGetString(name))
	}
	base.RawSetString("pcall", s.protectedCall(g.RawGetString("pcall").(*glua.LFunction)))
	base.RawSetString("xpcall", s.protectedCall(g.RawGetString("xpcall").(*glua.LFunction)))
	base.RawSetString("setmetatable", L.NewFunction(s.setMetatable))
	base.RawSetString("getmetatable", L.NewFunction(s.getMetatable))
	base.RawSetString("rawset", L.NewFunction(s.rawSet))
	base.RawSetString("tostring", L.NewFunction(s.toString))
	base.RawSetString("unpack", L.NewFunction(s.unpack))
	base.RawSetString("tonumber", s.chargeByFirstString(g.RawGetString("tonumber").(*glua.LFunction)))
	base.RawSetString("sorted_pairs", L.NewFunction(s.sortedPairs))

	// string: the safe functions, plus bounded versions of those that allocate or match.
	realStr := g.RawGetString("string").(*glua.LTable)
	str := L.NewTable()
	for _, name := range []string{"len", "sub"} {
		str.RawSetString(name, realStr.RawGetString(name))
	}
	str.RawSetString("byte", L.NewFunction(s.strByte))
	str.RawSetString("rep", L.NewFunction(s.strRep))
	str.RawSetString("upper", L.NewFunction(s.strCase(true)))
	str.RawSetString("lower", L.NewFunction(s.strCase(false)))
	str.RawSetString("reverse", L.NewFunction(s.strReverse))
	str.RawSetString("char", L.NewFunction(s.strChar))
	str.RawSetString("format", L.NewFunction(s.strFormat))
	str.RawSetString("find", L.NewFunction(s.strFind(true)))
	str.RawSetString("match", L.NewFunction(s.strFind(false)))
	str.RawSetString("gmatch", L.NewFunction(s.strGmatch))
	str.RawSetString("gsub", L.NewFunction(s.strGsub))
	base.RawSetString("string", s.lockedProxy(str))
	// ("x"):rep(3) goes through the string metatable: point it at the
	// safe table and hide it.
	smt := L.NewTable()
	smt.RawSetString("__index", str)
	smt.RawSetString("__metatable", glua.LFalse)
	L.SetMetatable(glua.LString(""), smt)
	s.protected = append(s.protected, smt)

	realTab := g.RawGetString("table").(*glua.LTable)
	tab := L.NewTable()
	for _, name := range []string{"getn", "maxn"} {
		tab.RawSetString(name, realTab.RawGetString(name))
	}
	sortFn := realTab.RawGetString("sort").(*glua.LFunction)
	for _, name := range []string{"insert", "remove", "sort"} {
		tab.RawSetString(name, s.guardFirstTable(realTab.RawGetString(name).(*glua.LFunction), sortFn))
	}
	tab.RawSetString("concat", L.NewFunction(s.tabConcat))
	base.RawSetString("table", s.lockedProxy(tab))

	realMath := g.RawGetString("math").(*glua.LTable)
	mth := L.NewTable()
	realMath.ForEach(func(k, v glua.LValue) {
		if k.String() != "random" && k.String() != "randomseed" {
			mth.RawSet(k, v)
		}
	})
	base.RawSetString("math", s.lockedProxy(mth))

	// The game object: a userdata whose methods table is out of reach.
	methods := L.NewTable()
	s.registerGame(methods)
	gmt := L.NewTable()
	gmt.RawSetString("__index", methods)
	gmt.RawSetString("__metatable", glua.LFalse)
	s.game = L.NewUserData()
	s.game.Metatable = gmt
	s.protected = append(s.protected, methods, gmt, base)

	s.base = base
	s.envMT = L.NewTable()
	s.envMT.RawSetString("__index", base)
	s.envMT.RawSetString("__metatable", glua.LFalse)
	s.protected = append(s.protected, s.envMT)

	s.ctx = L.NewTable()
	for _, k := range ctxKeys {
		s.ctx.RawSetString(k, glua.LTrue)
	}
	ctxMT := L.NewTable()
	ctxMT.RawSetString("__newindex", L.NewFunction(func(L *glua.LState) int {
		L.RaiseError("ctx has no field %s; ctx is read-only", describe(L.Get(2)))
		return 0
	}))
	ctxMT.RawSetString("__index", L.NewFunction(func(L *glua.LState) int {
		for _, r := range ctxReads {
			if L.Get(2) != glua.LString(r.field) {
				continue
			}
			args := []glua.LValue{s.game}
			if r.ofYou {
				you := s.ctx.RawGetString("you")
				if you == glua.LNil {
					break
				}
				args = append(args, you)
			}
			L.Push(methods.RawGetString(r.field))
			for _, a := range args {
				L.Push(a)
			}
			L.Call(len(args), 1)
			return 1
		}
		L.Push(glua.LNil)
		return 1
	}))
	ctxMT.RawSetString("__metatable", glua.LFalse)
	s.ctx.Metatable = ctxMT
	s.protected = append(s.protected, s.ctx, ctxMT)
}

// freshEnv returns the (empty) globals table for a call.
func (s *state) freshEnv() *glua.LTable {
	if s.env == nil {
		s.env = s.L.NewTable()
		s.env.Metatable = s.envMT
	}
	return s.env
}

// clearEnv empties the globals after a call. A table that grew large is
// dropped rather than kept in the pool.
func (s *state) clearEnv() {
	env := s.env
	if env == nil {
		return
	}
	n := 0
	for k, _ := env.Next(glua.LNil); k != glua.LNil; k, _ = env.Next(k) {
		n++
		env.RawSet(k, glua.LNil)
	}
	if n > 32 || env.Len() > 0 || env.Metatable != s.envMT {
		s.env = nil
	}
}

// call runs one hook call on this state.
func (s *state) call() (Result, error) {
	L := s.L
	rn := s.cur
	c := &rn.call
	L.SetTop(0)

	var env *glua.LTable
	var cached *cachedEnv
	if c.Program.cache {
		cached = s.cache[c.Program]
	}
	if cached != nil {
		env = cached.env
		rn.steps = cached.steps
	} else {
		if c.Program.cache {
			env = L.NewTable()
			env.Metatable = s.envMT
		} else {
			env = s.freshEnv()
			defer s.clearEnv()
		}
		env.RawSetString("_G", env)
		fn := L.NewFunctionFromProto(c.Program.proto)
		fn.Env = env
		L.Push(fn)
		L.Push(s.tick)
		L.Push(s.enter)
		L.Push(s.cat)
		L.Push(s.varargs)
		L.Push(s.setIndex)
		L.Push(s.checkKey)
		if err := L.PCall(6, 0, s.onError); err != nil {
			return Result{}, s.failed(err)
		}
		if rn.fail != nil {
			return Result{}, s.failed(nil)
		}
		if c.Program.cache {
			if s.cache == nil || len(s.cache) >= maxCachedPrograms {
				s.cache = map[*Program]*cachedEnv{}
			}
			cached = snapshot(env, rn.steps)
			s.cache[c.Program] = cached
		}
	}
	if cached != nil {
		// Whatever happens in the hook, keep the cached globals only if
		// they come out unchanged.
		defer func() {
			if !cached.unchanged() {
				delete(s.cache, c.Program)
			}
		}()
	}
	hook, ok := env.RawGetString(c.Hook).(*glua.LFunction)
	if !ok {
		return Result{}, s.r.fail(c, &failure{code: CodeMissingHook, msg: fmt.Sprintf("the Lua source defines no function %q", c.Hook)}, rn.steps)
	}
	L.Push(hook)
	L.Push(s.ctxTable(c))
	if err := L.PCall(1, 1, s.onError); err != nil {
		return Result{}, s.failed(err)
	}
	if rn.fail != nil {
		return Result{}, s.failed(nil)
	}
	ret := L.Get(-1)
	L.SetTop(0)
	res, f := s.convert(c.Kind, ret)
	if f != nil {
		f.line = c.Program.funcs[c.Hook]
		return Result{}, s.r.fail(c, f, rn.steps)
	}
	res.Steps = rn.steps
	return res, nil
}

// failed turns the error of a PCall (or the sticky failure) into *Error.
func (s *state) failed(err error) error {
	rn := s.cur
	s.L.SetTop(0)
	f := rn.fail
	if f == nil {
		f = &failure{code: CodeRuntime, line: rn.errLine}
		if ae, ok := err.(*glua.ApiError); ok {
			if depthError(ae.Object) {
				f.code = CodeDepth
				f.msg = fmt.Sprintf("call depth exceeds %d", s.r.limits.CallDepth)
			} else if registryError(ae.Object) {
				f.code = CodeMemory
				f.msg = registryMsg
			} else if ae.Type == glua.ApiErrorPanic {
				f.code = CodeInternal
				f.msg = "internal error: " + errorText(ae.Object, rn.call.Program.src.File)
			} else {
				f.msg = errorText(ae.Object, rn.call.Program.src.File)
			}
		} else if err != nil {
			f.msg = err.Error()
		}
	}
	if f.line == 0 {
		f.line = rn.errLine
	}
	if f.line == 0 {
		if ae, ok := err.(*glua.ApiError); ok {
			f.line = errorLine(ae.Object, rn.call.Program.src.File)
		}
	}
	return s.r.fail(&rn.call, f, rn.steps)
}

// onErrorFn runs when an error reaches the top of a hook call, before the
// Lua stack unwinds: it records the line of the innermost Lua frame.
func (s *state) onErrorFn(L *glua.LState) int {
	if s.cur != nil && s.cur.errLine == 0 {
		s.cur.errLine = luaLine(L)
	}
	L.SetTop(1)
	return 1
}

// luaLine returns the current line of the innermost Lua (not Go) frame, or 0.
func luaLine(L *glua.LState) int {
	for level := 0; level < 50; level++ {
		dbg, ok := L.GetStack(level)
		if !ok {
			break
		}
		if _, err := L.GetInfo("Sl", dbg, glua.LNil); err == nil && dbg.What != "G" && dbg.CurrentLine > 0 {
			return dbg.CurrentLine
		}
	}
	return 0
}

// stop records a sticky failure and raises it as a Lua error. Once a call
// has failed this way every later tick raises again, so pcall cannot
// swallow it, and the call fails even if the hook returns normally.
func (s *state) stop(code, msg string) {
	rn := s.cur
	if rn.fail == nil {
		rn.fail = &failure{code: code, msg: msg, line: luaLine(s.L)}
	}
	s.L.RaiseError("%s", rn.fail.msg)
}

// spendEffect counts one game effect of the call and stops the hook past
// the per-call limit, so a loop cannot flood the game (and its log) with
// effects before the step budget ends it.
func (s *state) spendEffect() {
	if s.cur.effects++; s.cur.effects > s.r.limits.Effects {
		s.stop(CodeEffects, fmt.Sprintf("asked for more than %d game effects in one call", s.r.limits.Effects))
	}
}

// charge counts n steps.
func (s *state) charge(n int) {
	rn := s.cur
	if rn == nil {
		s.L.RaiseError("hook call is over")
	}
	if rn.fail != nil {
		s.L.RaiseError("%s", rn.fail.msg)
	}
	if n < 1 {
		n = 1
	}
	rn.steps += n
	if rn.steps > rn.limit {
		rn.steps = rn.limit
		if rn.left {
			s.stop(CodeBudget, "the step budget of the card's hooks for this game is spent")
		}
		s.stop(CodeBudget, fmt.Sprintf("step budget of %d exceeded", rn.limit))
	}
}

// chargeString counts an n-byte string about to be built.
func (s *state) chargeString(n int) {
	s.charge(1 + n/256)
	lim := s.r.limits
	if n > lim.StringLen {
		s.stop(CodeMemory, fmt.Sprintf("string of %d bytes exceeds the limit of %d", n, lim.StringLen))
	}
	s.cur.strBytes += n
	if s.cur.strBytes > lim.StringBytes {
		s.stop(CodeMemory, fmt.Sprintf("more than %d bytes of strings built in one call", lim.StringBytes))
	}
}

func weightArg(L *glua.LState) int {
	if n, ok := L.Get(1).(glua.LNumber); ok && n >= 1 && n < 1<<30 {
		return int(n)
	}
	return 1
}

func (s *state) tickFn(L *glua.LState) int {
	s.charge(weightArg(L))
	return 0
}

// enterFn is the tick at function entry. The call depth itself is bounded
// by the state's call stack (CallStackSize = Limits.CallDepth); the
// overflow error is made sticky by pcall/xpcall and classified by failed.
func (s *state) enterFn(L *glua.LState) int {
	s.charge(weightArg(L))
	return 0
}

// depthError reports whether a caught error is gopher-lua's call stack
// overflow.
func depthError(v glua.LValue) bool {
	msg, ok := v.(glua.LString)
	return ok && strings.HasSuffix(string(msg), " stack overflow")
}

// registryError reports whether a caught error is gopher-lua's value stack
// (registry) overflow: too many values at once.
func registryError(v glua.LValue) bool {
	msg, ok := v.(glua.LString)
	return ok && strings.HasSuffix(string(msg), "registry overflow")
}

const registryMsg = "too many Lua values at once (value stack overflow)"

// protectedCall wraps pcall or xpcall: errors that must end the call
// (budget, depth, memory, refused effects) are raised again instead of
// being returned to the hook.
func (s *state) protectedCall(orig *glua.LFunction) *glua.LFunction {
	return s.L.NewFunction(func(L *glua.LState) int {
		s.charge(1)
		top := L.GetTop()
		L.Insert(orig, 1)
		L.Call(top, glua.MultRet)
		if L.Get(1) == glua.LFalse {
			if depthError(L.Get(2)) {
				s.stop(CodeDepth, fmt.Sprintf("call depth exceeds %d", s.r.limits.CallDepth))
			}
			if registryError(L.Get(2)) {
				s.stop(CodeMemory, registryMsg)
			}
			if s.cur.fail != nil {
				L.RaiseError("%s", s.cur.fail.msg)
			}
		}
		return L.GetTop()
	})
}

// catFn is a .. b .. c with the string limits, honouring __concat.
func (s *state) catFn(L *glua.LState) int {
	n := L.GetTop()
	total := 0
	plain := true
	for i := 1; i <= n; i++ {
		switch v := L.Get(i).(type) {
		case glua.LString:
			total += len(v)
		case glua.LNumber:
			total += 24
		default:
			plain = false
		}
	}
	if plain {
		s.chargeString(total)
		buf := make([]byte, 0, total)
		for i := 1; i <= n; i++ {
			buf = append(buf, glua.LVAsString(L.Get(i))...)
		}
		L.Push(glua.LString(buf))
		return 1
	}
	// Pairwise from the right, as Lua does, with metamethods.
	acc := L.Get(n)
	for i := n - 1; i >= 1; i-- {
		acc = s.concat2(L.Get(i), acc)
	}
	L.Push(acc)
	return 1
}

func (s *state) concat2(a, b glua.LValue) glua.LValue {
	L := s.L
	if isStrNum(a) && isStrNum(b) {
		x, y := glua.LVAsString(a), glua.LVAsString(b)
		s.chargeString(len(x) + len(y))
		return glua.LString(x + y)
	}
	mm := L.GetMetaField(a, "__concat")
	if mm == glua.LNil {
		mm = L.GetMetaField(b, "__concat")
	}
	if mm == glua.LNil {
		bad := a
		if isStrNum(a) {
			bad = b
		}
		L.RaiseError("attempt to concatenate a %s value", bad.Type().String())
	}
	s.charge(1)
	L.Push(mm)
	L.Push(a)
	L.Push(b)
	L.Call(2, 1)
	return L.Get(-1)
}

func isStrNum(v glua.LValue) bool {
	switch v.(type) {
	case glua.LString, glua.LNumber:
		return true
	}
	return false
}

// ctxTable builds the ctx argument.
func (s *state) ctxTable(c *Call) *glua.LTable {
	L := s.L
	t := s.ctx
	set := func(k string, v glua.LValue) {
		if t.RawGetString(k) != v {
			t.RawSetString(k, v)
		}
	}
	if t.RawGetString("game") != s.game {
		t.RawSetString("game", s.game)
	}
	if c.Card == 0 {
		set("self", glua.LNil)
	} else if t.RawGetString("self") != glua.LNumber(c.Card) {
		t.RawSetString("self", glua.LNumber(c.Card))
	}
	if c.You == 0 {
		set("you", glua.LNil)
	} else if t.RawGetString("you") != glua.LNumber(c.You) {
		t.RawSetString("you", glua.LNumber(c.You))
	}
	if c.Ability == "" {
		set("ability", glua.LNil)
	} else if t.RawGetString("ability") != glua.LString(c.Ability) {
		t.RawSetString("ability", glua.LString(c.Ability))
	}
	if t.RawGetString("x") != glua.LNumber(c.X) {
		t.RawSetString("x", glua.LNumber(c.X))
	}
	if len(c.Targets) > 0 {
		t.RawSetString("target", glua.LNumber(c.Targets[0]))
		t.RawSetString("targets", s.idList(c.Targets))
	} else {
		t.RawSetString("target", glua.LNil)
		t.RawSetString("targets", glua.LNil)
	}
	if len(c.Chosen) > 0 {
		ch := L.NewTable()
		for _, name := range slices.Sorted(maps.Keys(c.Chosen)) {
			ch.RawSetString(name, s.idList(c.Chosen[name]))
		}
		t.RawSetString("chosen", ch)
	} else {
		t.RawSetString("chosen", glua.LNil)
	}
	if len(c.Players) > 0 {
		ch := L.NewTable()
		for _, name := range slices.Sorted(maps.Keys(c.Players)) {
			ps := L.CreateTable(len(c.Players[name]), 0)
			for _, p := range c.Players[name] {
				ps.Append(glua.LNumber(p))
			}
			ch.RawSetString(name, ps)
		}
		t.RawSetString("players", ch)
	} else {
		t.RawSetString("players", glua.LNil)
	}
	return t
}

func (s *state) idList(ids []CardID) *glua.LTable {
	t := s.L.CreateTable(len(ids), 0)
	for _, id := range ids {
		t.Append(glua.LNumber(id))
	}
	return t
}

// convert checks and converts a hook's return value for its kind.
func (s *state) convert(k Kind, v glua.LValue) (Result, *failure) {
	switch k {
	case Condition, CanPay:
		return Result{OK: glua.LVAsBool(v)}, nil
	case Pay, Resolve:
		return Result{OK: v != glua.LFalse}, nil
	case Value:
		n, ok := v.(glua.LNumber)
		if !ok || math.IsNaN(float64(n)) || math.IsInf(float64(n), 0) || float64(n) != math.Trunc(float64(n)) || math.Abs(float64(n)) > 1<<31 {
			return Result{}, &failure{code: CodeBadResult, msg: fmt.Sprintf("a value hook must return a whole number, not %s", describe(v))}
		}
		return Result{Value: int(n)}, nil
	case Targets:
		t, ok := v.(*glua.LTable)
		if !ok {
			if v == glua.LNil {
				return Result{}, nil
			}
			return Result{}, &failure{code: CodeBadResult, msg: fmt.Sprintf("a targets hook must return a list of card ids, not %s", describe(v))}
		}
		n := t.Len()
		cards := make([]CardID, 0, n)
		for i := 1; i <= n; i++ {
			id, ok := cardArg(t.RawGetInt(i))
			if !ok {
				return Result{}, &failure{code: CodeBadResult, msg: fmt.Sprintf("targets hook returned %s at position %d; card ids are positive whole numbers", describe(t.RawGetInt(i)), i)}
			}
			cards = append(cards, id)
		}
		return Result{Cards: cards}, nil
	}
	return Result{}, nil
}

func describe(v glua.LValue) string {
	switch v := v.(type) {
	case glua.LString:
		if len(v) > 20 {
			return fmt.Sprintf("the string %q…", string(v[:20]))
		}
		return fmt.Sprintf("the string %q", string(v))
	case glua.LNumber:
		return "the number " + v.String()
	case glua.LBool:
		return v.String()
	case *glua.LNilType:
		return "nil"
	}
	return "a " + v.Type().String()
}

func cardArg(v glua.LValue) (CardID, bool) {
	n, ok := v.(glua.LNumber)
	if !ok || float64(n) != math.Trunc(float64(n)) || n < 1 || n > 1<<31 {
		return 0, false
	}
	return CardID(n), true
}
