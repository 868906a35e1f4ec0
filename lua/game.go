package lua

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"

	glua "github.com/yuin/gopher-lua"

	"github.com/thronescript/thronescript/dsl/diag"
)

// gameMethod is a row of the game object's method table: the method's
// name, whether it is an effect (refused in pure hooks), and the named
// function that runs it.
type gameMethod struct {
	name   string
	effect bool
	run    gameFn
}

// gameFn is a method of the game object; args start at index 2.
type gameFn func(s *state, L *glua.LState, h Host) int

// gameMethods is the game object's method table. Read methods work in
// every hook; effect methods fail in pure hooks. A later row of a name
// replaces an earlier one.
func gameMethods() []gameMethod {
	var ms []gameMethod
	// Card fields (nil for a card that is gone): each field of
	// game:card()'s table that CardInfo holds is also a function of its
	// own, and so is standing.
	for _, f := range cardInfoFields {
		ms = append(ms, gameMethod{f.name, false, cardField(f.get)})
	}
	ms = append(ms, []gameMethod{
		{"standing", false, cardField(standing)},
		{"card", false, ofCard(wholeCard)},
		{"exists", false, ofCard(cardExists)},
		{"strength", false, ofCard(cardStrength)},
		{"cost", false, ofCard(cardCost)},
		{"traits", false, ofCard(cardTraits)},
		{"icons", false, ofCard(cardIcons)},
		{"keywords", false, ofCard(cardKeywords)},
		{"has_trait", false, ofCardWord(hasTrait)},
		{"has_icon", false, ofCardWord(hasIcon)},
		{"has_keyword", false, ofCardWord(cardHasKeyword)},
		{"keyword_value", false, ofCardWord(keywordValue)},
		{"tokens", false, ofCardWord(cardTokens)},
		{"power", false, ofCard(cardPower)},
		{"attachments", false, ofCard(cardAttachments)},
		// Queries.
		{"cards", false, gameCards},
		{"count", false, gameCount},
		{"cards_in", false, gameCardsIn},
		{"top", false, gameTop},
		// Players.
		{"players", false, gamePlayers},
		{"player_order", false, gamePlayerOrder},
		{"opponent", false, gameOpponent},
		{"player", false, gamePlayer},
	}...)
	// each number of game:player()'s table is also a function of its own
	for _, f := range playerInts {
		ms = append(ms, gameMethod{f.fn, false, playerNumber(f.get)})
	}
	ms = append(ms, []gameMethod{
		// Turn, challenge, event.
		{"round", false, gameRound},
		{"phase", false, gamePhase},
		{"step", false, gameStep},
		{"first_player", false, gameFirstPlayer},
		{"active_player", false, gameActivePlayer},
		{"challenge", false, gameChallenge},
		{"attacking", false, participation(true, false)},
		{"defending", false, participation(false, true)},
		{"participating", false, participation(true, true)},
		{"event", false, gameEvent},
	}...)
	// Effects: the shorthand methods and game:effect all request effects
	// of the card language's vocabulary (Host.Do checks the arguments
	// against the effect's parameters).
	for _, sh := range Shorthands {
		ms = append(ms, gameMethod{sh.Method, true, shorthand(sh)})
	}
	return append(ms, []gameMethod{
		// the vocabulary's words by name: game:effect(name, {…}), and the
		// reads game:value(name, {…}) and game:holds(name, {…})
		{"effect", true, gameEffect},
		{"value", false, readNamed("value", valueNamed)},
		{"holds", false, readNamed("holds", holdsNamed)},
		{"random", true, gameRandom},
		// choices: the player, a list of options (card ids, or words), a prompt
		{"choose", true, gameChoose},
		{"choose_text", true, gameChooseText},
	}...)
}

// registerGame fills the methods table of the game object (gameMethods).
func (s *state) registerGame(m *glua.LTable) {
	for _, gm := range gameMethods() {
		s.addMethod(m, gm)
	}
}

// addMethod sets one method of the game object: it checks it is called
// as a method, charges a step, refuses to run once the game stopped (and
// an effect in a pure hook), and reports a panic in the host as an engine
// bug.
func (s *state) addMethod(m *glua.LTable, gm gameMethod) {
	name, effect, fn := gm.name, gm.effect, gm.run
	m.RawSetString(name, s.L.NewFunction(func(L *glua.LState) int {
		if ud, ok := L.Get(1).(*glua.LUserData); !ok || ud != s.game {
			L.RaiseError("game.%s: call it as a method, game:%s(…)", name, name)
		}
		s.charge(1)
		rn := s.cur
		if rn.signal != nil { // the game has stopped: nothing more may run
			s.stop(CodeInternal, fmt.Sprintf("game:%s: the game has stopped", name))
		}
		if effect && rn.call.Kind.Pure() {
			s.stop(CodeEffectInPure, fmt.Sprintf("effects are not allowed in %s hooks (game:%s)", rn.call.Kind, name))
		}
		defer func() {
			// A panic in the host is an engine bug: report it as such
			// (gopher-lua would turn it into an ordinary Lua error).
			if p := recover(); p != nil {
				if _, isLua := p.(*glua.ApiError); isLua {
					panic(p)
				}
				if sig, ok := p.(HostSignal); ok {
					rn.signal = sig // rethrown by Runner.Call
					s.stop(CodeInternal, fmt.Sprintf("game:%s: stopped by the game", name))
				}
				s.stop(CodeInternal, fmt.Sprintf("internal error in game:%s: %v", name, p))
			}
		}()
		return fn(s, L, rn.host)
	}))
}

// ofCard is a function of one card: game:name(card).
func ofCard(get func(s *state, h Host, id CardID) glua.LValue) gameFn {
	return func(s *state, L *glua.LState, h Host) int {
		L.Push(get(s, h, s.cardAt(2)))
		return 1
	}
}

// ofCardWord is a function of a card and a word: game:name(card, word).
func ofCardWord(get func(s *state, h Host, id CardID, w string) glua.LValue) gameFn {
	return func(s *state, L *glua.LState, h Host) int {
		id := s.cardAt(2)
		L.Push(get(s, h, id, L.CheckString(3)))
		return 1
	}
}

// cardField is a field of a card's CardInfo (nil for a card that is gone).
func cardField(get func(CardInfo) glua.LValue) gameFn {
	return ofCard(func(s *state, h Host, id CardID) glua.LValue {
		info, ok := h.Card(id)
		if !ok {
			return glua.LNil
		}
		return get(info)
	})
}

func standing(c CardInfo) glua.LValue { return glua.LBool(!c.Kneeling) }

func wholeCard(s *state, h Host, id CardID) glua.LValue {
	info, ok := h.Card(id)
	if !ok {
		return glua.LNil
	}
	return s.cardTable(h, id, info)
}

func cardExists(s *state, h Host, id CardID) glua.LValue { _, ok := h.Card(id); return glua.LBool(ok) }
func cardStrength(s *state, h Host, id CardID) glua.LValue {
	return glua.LNumber(h.Strength(id))
}
func cardCost(s *state, h Host, id CardID) glua.LValue     { return glua.LNumber(h.Cost(id)) }
func cardTraits(s *state, h Host, id CardID) glua.LValue   { return s.strList(h.Traits(id)) }
func cardIcons(s *state, h Host, id CardID) glua.LValue    { return s.strList(h.Icons(id)) }
func cardKeywords(s *state, h Host, id CardID) glua.LValue { return s.keywordList(h.Keywords(id)) }
func cardPower(s *state, h Host, id CardID) glua.LValue {
	return glua.LNumber(h.Tokens(id, "power"))
}
func cardAttachments(s *state, h Host, id CardID) glua.LValue {
	return s.cardList(h.Attachments(id))
}

func hasTrait(s *state, h Host, id CardID, t string) glua.LValue {
	return glua.LBool(slices.Contains(h.Traits(id), t))
}

func hasIcon(s *state, h Host, id CardID, t string) glua.LValue {
	return glua.LBool(slices.Contains(h.Icons(id), t))
}

func cardHasKeyword(s *state, h Host, id CardID, k string) glua.LValue {
	return glua.LBool(hasKeyword(h.Keywords(id), k))
}

func keywordValue(s *state, h Host, id CardID, k string) glua.LValue {
	for _, kw := range h.Keywords(id) {
		if kw.Name == k && len(kw.Values) > 0 {
			return glua.LNumber(kw.Values[0])
		}
	}
	return glua.LNil
}

func cardTokens(s *state, h Host, id CardID, kind string) glua.LValue {
	return glua.LNumber(h.Tokens(id, kind))
}

func gameCards(s *state, L *glua.LState, h Host) int {
	L.Push(s.cardList(s.filter(L, h, 2)))
	return 1
}

func gameCount(s *state, L *glua.LState, h Host) int {
	L.Push(glua.LNumber(len(s.filter(L, h, 2))))
	return 1
}

func gameCardsIn(s *state, L *glua.LState, h Host) int {
	ids := h.Cards(L.CheckString(2), s.optPlayerAt(3))
	s.charge(len(ids))
	L.Push(s.cardList(ids))
	return 1
}

// gameTop is the top card of a player's area: the last card of its order
// (a deck's top card, the card put into a pile last).
func gameTop(s *state, L *glua.LState, h Host) int {
	ids := h.Cards(L.CheckString(2), s.playerAt(3))
	return pushOrNil(L, len(ids) > 0, func() glua.LValue { return glua.LNumber(ids[len(ids)-1]) })
}

func gamePlayers(s *state, L *glua.LState, h Host) int {
	ps := h.Players()
	t := L.CreateTable(len(ps), 0)
	for _, p := range ps {
		t.Append(glua.LNumber(p))
	}
	L.Push(t)
	return 1
}

// gamePlayerOrder lists the players in player order from the first player:
// "If a single effect affects multiple players simultaneously, but the
// players must individually make choices to resolve the effect, the first
// player chooses first, followed by the other players in player order"
// (Priority of Simultaneous Resolution).
func gamePlayerOrder(s *state, L *glua.LState, h Host) int {
	ps := h.Players()
	first := h.Turn().FirstPlayer
	start := 0
	for i, p := range ps {
		if p == first {
			start = i
		}
	}
	t := L.CreateTable(len(ps), 0)
	for k := range ps {
		t.Append(glua.LNumber(ps[(start+k)%len(ps)]))
	}
	L.Push(t)
	return 1
}

func gameOpponent(s *state, L *glua.LState, h Host) int {
	p := s.playerAt(2)
	for _, q := range h.Players() {
		if q != p {
			L.Push(glua.LNumber(q))
			return 1
		}
	}
	L.Push(glua.LNil)
	return 1
}

func gamePlayer(s *state, L *glua.LState, h Host) int {
	p := s.playerAt(2)
	info, ok := h.Player(p)
	return pushOrNil(L, ok, func() glua.LValue {
		t := L.CreateTable(0, len(playerInts)+2)
		t.RawSetString("id", glua.LNumber(p))
		t.RawSetString("name", glua.LString(info.Name))
		for _, f := range playerInts {
			t.RawSetString(f.field, glua.LNumber(f.get(info)))
		}
		return t
	})
}

// playerNumber is a number of game:player()'s table as a function of its
// own.
func playerNumber(get func(PlayerInfo) int) gameFn {
	return func(s *state, L *glua.LState, h Host) int {
		info, ok := h.Player(s.playerAt(2))
		return pushOrNil(L, ok, func() glua.LValue { return glua.LNumber(get(info)) })
	}
}

func gameRound(s *state, L *glua.LState, h Host) int {
	L.Push(glua.LNumber(h.Turn().Round))
	return 1
}

func gamePhase(s *state, L *glua.LState, h Host) int { L.Push(glua.LString(h.Turn().Phase)); return 1 }
func gameStep(s *state, L *glua.LState, h Host) int  { L.Push(glua.LString(h.Turn().Step)); return 1 }

func gameFirstPlayer(s *state, L *glua.LState, h Host) int {
	L.Push(playerVal(h.Turn().FirstPlayer))
	return 1
}

func gameActivePlayer(s *state, L *glua.LState, h Host) int {
	L.Push(playerVal(h.Turn().ActivePlayer))
	return 1
}

func gameChallenge(s *state, L *glua.LState, h Host) int {
	c, ok := h.Challenge()
	return pushOrNil(L, ok, func() glua.LValue { return s.challengeTable(c) })
}

// participation is whether a card attacks (att) or defends (def) in the
// challenge.
func participation(att, def bool) gameFn {
	return func(s *state, L *glua.LState, h Host) int {
		id := s.cardAt(2)
		c, ok := h.Challenge()
		L.Push(glua.LBool(ok && ((att && slices.Contains(c.Attackers, id)) || (def && slices.Contains(c.Defenders, id)))))
		return 1
	}
}

func gameEvent(s *state, L *glua.LState, h Host) int {
	e, ok := h.Event()
	return pushOrNil(L, ok, func() glua.LValue { return s.eventTable(e) })
}

// request asks the host for an effect: method names it in errors.
func (s *state) request(L *glua.LState, h Host, method string, e Effect) int {
	s.spendEffect()
	ok, err := h.Do(e)
	if errors.Is(err, ErrGameBudget) {
		s.stop(CodeEffects, fmt.Sprintf("game:%s refused: %v", method, err))
	}
	if err != nil {
		s.stop(CodeHost, fmt.Sprintf("game:%s refused: %v", method, err))
	}
	L.Push(glua.LBool(ok))
	return 1
}

// shorthand is the method of a Shorthand: its positional arguments and
// fixed ones, an effect request.
func shorthand(sh Shorthand) gameFn {
	return func(s *state, L *glua.LState, h Host) int {
		args := make(map[string]any, len(sh.Args)+len(sh.Fixed))
		for k, v := range sh.Fixed {
			args[k] = v
		}
		for i, a := range sh.Args {
			if v := s.shorthandArg(L, i+2, a); a.Param != "" && v != nil {
				args[a.Param] = v
			}
		}
		if sh.Pay {
			info, known := h.Player(PlayerID(args["p"].(int)))
			if !known || info.Gold < args["n"].(int) {
				L.Push(glua.LFalse)
				return 1
			}
		}
		return s.request(L, h, sh.Method, Effect{Name: sh.Effect, Args: args})
	}
}

// named reads a word of the vocabulary by name and its arguments:
// (name, {…}).
func (s *state) named(L *glua.LState) Effect {
	name := L.CheckString(2)
	args := map[string]any{}
	if t, ok := L.Get(3).(*glua.LTable); ok {
		args = s.toArgs(t)
	} else if L.Get(3) != glua.LNil {
		L.ArgError(3, "table expected")
	}
	return Effect{Name: name, Args: args}
}

func gameEffect(s *state, L *glua.LState, h Host) int {
	e := s.named(L)
	return s.request(L, h, fmt.Sprintf("effect(%q)", e.Name), e)
}

// readNamed is a method reading a word of the vocabulary by name (method
// names it in errors).
func readNamed(method string, get func(h Host, e Effect) (glua.LValue, error)) gameFn {
	return func(s *state, L *glua.LState, h Host) int {
		e := s.named(L)
		v, err := get(h, e)
		if err != nil {
			s.stop(CodeHost, fmt.Sprintf("game:%s(%q) refused: %v", method, e.Name, err))
		}
		L.Push(v)
		return 1
	}
}

func valueNamed(h Host, e Effect) (glua.LValue, error) {
	n, err := h.Value(e)
	return glua.LNumber(n), err
}
func holdsNamed(h Host, e Effect) (glua.LValue, error) {
	ok, err := h.Holds(e)
	return glua.LBool(ok), err
}

func gameRandom(s *state, L *glua.LState, h Host) int {
	n := L.CheckInt(2)
	if n < 1 {
		L.ArgError(2, "must be at least 1")
	}
	s.spendEffect()
	r := h.Random(n)
	if r < 1 || r > n {
		s.stop(CodeHost, fmt.Sprintf("host returned %d from random(%d)", r, n))
	}
	L.Push(glua.LNumber(r))
	return 1
}

func gameChoose(s *state, L *glua.LState, h Host) int {
	p := s.playerAt(2)
	opts := listAt(s, 3, 10000, "list of card ids expected", cardArg)
	s.spendEffect()
	c, ok := h.Choose(p, SafeText(L.OptString(4, ""), MaxText), opts)
	return pushOrNil(L, ok, func() glua.LValue { return glua.LNumber(c) })
}

func gameChooseText(s *state, L *glua.LState, h Host) int {
	p := s.playerAt(2)
	labels := listAt(s, 3, 1000, "list of strings expected", func(v glua.LValue) (string, bool) {
		x, ok := v.(glua.LString)
		return string(x), ok
	})
	s.spendEffect()
	safe := make([]string, len(labels))
	for i, l := range labels {
		safe[i] = SafeText(l, MaxText)
	}
	k, ok := h.ChooseText(p, SafeText(L.OptString(4, ""), MaxText), safe)
	return pushOrNil(L, ok && k >= 0 && k < len(labels), func() glua.LValue { return glua.LString(labels[k]) })
}

// ArgKind is how a shorthand method reads one positional argument.
type ArgKind int

// Positional argument kinds.
const (
	ArgCard   ArgKind = iota // a card id
	ArgPlayer                // a player id
	ArgAmount                // a whole number from 0 to 1000
	ArgSigned                // a whole number from -1000 to 1000
	ArgString                // a string
	ArgText                  // log text: made safe (SafeText), at most 1000 bytes kept, { } shown as ( )
)

// ShorthandArg is one positional argument of a shorthand method.
type ShorthandArg struct {
	Param   string // the effect's parameter it fills ("": accepted and ignored)
	Kind    ArgKind
	Default any // when it is left out; nil: it must be given
}

// Shorthand is a game method that requests one effect of the vocabulary
// with positional arguments: game:gain_power(id, n) is
// game:effect("gain-power", {target = id, n = n}).
type Shorthand struct {
	Method string // the Lua method
	Effect string // the vocabulary's effect
	Args   []ShorthandArg
	Fixed  map[string]any // arguments always passed
	// Pay: the method returns false and requests nothing when the player
	// p has less gold than n.
	Pay bool
}

// Shorthands are the shorthand methods of the game object, in the order
// API.md lists them. Every other effect is reached with game:effect.
var Shorthands = []Shorthand{
	{Method: "kill", Effect: "kill", Args: []ShorthandArg{{Param: "target", Kind: ArgCard}}},
	{Method: "discard", Effect: "discard", Args: []ShorthandArg{{Param: "target", Kind: ArgCard}}},
	{Method: "sacrifice", Effect: "sacrifice", Args: []ShorthandArg{{Param: "target", Kind: ArgCard}}},
	{Method: "return_to_hand", Effect: "return-to-hand", Args: []ShorthandArg{{Param: "target", Kind: ArgCard}}},
	{Method: "kneel", Effect: "kneel", Args: []ShorthandArg{{Param: "target", Kind: ArgCard}}},
	{Method: "stand", Effect: "stand", Args: []ShorthandArg{{Param: "target", Kind: ArgCard}}},
	{Method: "put_into_play", Effect: "put-into-play", Args: []ShorthandArg{{Param: "target", Kind: ArgCard}},
		Fixed: map[string]any{"p": "you"}},
	{Method: "move", Effect: "move", Args: []ShorthandArg{{Param: "target", Kind: ArgCard}, {Param: "area", Kind: ArgString},
		{Kind: ArgPlayer, Default: 0}}},
	{Method: "draw", Effect: "draw", Args: []ShorthandArg{{Param: "p", Kind: ArgPlayer}, {Param: "n", Kind: ArgAmount, Default: 1}}},
	{Method: "gain_power", Effect: "gain-power", Args: []ShorthandArg{{Param: "target", Kind: ArgCard}, {Param: "n", Kind: ArgAmount, Default: 1}}},
	{Method: "lose_power", Effect: "discard-power", Args: []ShorthandArg{{Param: "target", Kind: ArgCard}, {Param: "n", Kind: ArgAmount, Default: 1}}},
	{Method: "move_power", Effect: "move-power", Args: []ShorthandArg{{Param: "from", Kind: ArgCard}, {Param: "to", Kind: ArgCard},
		{Param: "n", Kind: ArgAmount, Default: 1}}},
	{Method: "gain_gold", Effect: "gain-gold", Args: []ShorthandArg{{Param: "p", Kind: ArgPlayer}, {Param: "n", Kind: ArgAmount, Default: 1}}},
	{Method: "pay_gold", Effect: "return-gold", Args: []ShorthandArg{{Param: "p", Kind: ArgPlayer}, {Param: "n", Kind: ArgAmount, Default: 1}},
		Pay: true},
	{Method: "add_tokens", Effect: "place-tokens", Args: []ShorthandArg{{Param: "target", Kind: ArgCard}, {Param: "kind", Kind: ArgString},
		{Param: "n", Kind: ArgAmount, Default: 1}}},
	{Method: "remove_tokens", Effect: "remove-tokens", Args: []ShorthandArg{{Param: "target", Kind: ArgCard}, {Param: "kind", Kind: ArgString},
		{Param: "n", Kind: ArgAmount, Default: 1}}},
	{Method: "modify_strength", Effect: "give", Args: []ShorthandArg{{Param: "target", Kind: ArgCard}, {Param: "delta", Kind: ArgSigned},
		{Param: "d", Kind: ArgString, Default: "end-of-phase"}}},
	{Method: "log", Effect: "log-line", Args: []ShorthandArg{{Param: "template", Kind: ArgText}}},
}

// shorthandArg reads positional argument i of a shorthand method: an int
// for ids and numbers, a string otherwise; nil for an ignored argument
// left out.
func (s *state) shorthandArg(L *glua.LState, i int, a ShorthandArg) any {
	if a.Default != nil && L.Get(i) == glua.LNil {
		if a.Param == "" {
			return nil
		}
		return a.Default
	}
	switch a.Kind {
	case ArgCard:
		return int(s.cardAt(i))
	case ArgPlayer:
		return int(s.playerAt(i))
	case ArgAmount:
		return s.amountAt(i, 0)
	case ArgSigned:
		n := L.CheckInt(i)
		if n < -1000 || n > 1000 {
			L.ArgError(i-1, "must be between -1000 and 1000")
		}
		return n
	case ArgText:
		return strings.NewReplacer("{", "(", "}", ")").Replace(SafeText(L.CheckString(i), MaxText))
	}
	return SafeText(L.CheckString(i), 0)
}

func playerVal(p PlayerID) glua.LValue {
	if p == 0 {
		return glua.LNil
	}
	return glua.LNumber(p)
}

func cardVal(c CardID) glua.LValue {
	if c == 0 {
		return glua.LNil
	}
	return glua.LNumber(c)
}

// cardAt reads a card id argument (a positive whole number).
func (s *state) cardAt(i int) CardID {
	id, ok := cardArg(s.L.Get(i))
	if !ok {
		s.L.ArgError(i-1, "card id expected, got "+describe(s.L.Get(i)))
	}
	return id
}

func (s *state) playerAt(i int) PlayerID {
	v, ok := s.L.Get(i).(glua.LNumber)
	if !ok || float64(v) != math.Trunc(float64(v)) || v < 1 || v > 64 {
		s.L.ArgError(i-1, "player id expected, got "+describe(s.L.Get(i)))
	}
	return PlayerID(v)
}

func (s *state) optPlayerAt(i int) PlayerID {
	if s.L.Get(i) == glua.LNil {
		return 0
	}
	return s.playerAt(i)
}

func (s *state) amountAt(i, def int) int {
	if s.L.Get(i) == glua.LNil {
		return def
	}
	n := s.L.CheckInt(i)
	if n < 0 || n > 1000 {
		s.L.ArgError(i-1, "amount must be between 0 and 1000")
	}
	return n
}

func (s *state) strList(xs []string) *glua.LTable {
	s.charge(len(xs))
	t := s.L.CreateTable(len(xs), 0)
	for _, x := range xs {
		t.Append(glua.LString(x))
	}
	return t
}

// challengeTable is game:challenge()'s table of the challenge c.
func (s *state) challengeTable(c ChallengeInfo) *glua.LTable {
	t := s.L.CreateTable(0, 7)
	t.RawSetString("type", glua.LString(c.Type))
	t.RawSetString("attacker", playerVal(c.Attacker))
	t.RawSetString("defender", playerVal(c.Defender))
	t.RawSetString("attackers", s.cardList(c.Attackers))
	t.RawSetString("defenders", s.cardList(c.Defenders))
	t.RawSetString("winner", playerVal(c.Winner))
	t.RawSetString("loser", playerVal(c.Loser))
	return t
}

// playerInts are the numbers of a player: the fields of game:player()'s
// table and, by the name fn, game functions of their own (game:gold(p)).
var playerInts = []struct {
	field, fn string
	get       func(PlayerInfo) int
}{
	{"gold", "gold", func(p PlayerInfo) int { return p.Gold }},
	{"power", "player_power", func(p PlayerInfo) int { return p.Power }},
	{"hand_size", "hand_size", func(p PlayerInfo) int { return p.HandSize }},
	{"deck_size", "deck_size", func(p PlayerInfo) int { return p.DeckSize }},
	{"reserve", "reserve", func(p PlayerInfo) int { return p.Reserve }},
	{"initiative", "initiative", func(p PlayerInfo) int { return p.Initiative }},
	{"claim", "claim", func(p PlayerInfo) int { return p.Claim }},
}

// listAt reads the list at argument i: its first elements (at most
// most), each converted by conv; an element conv refuses is an argument
// error saying what was expected. Each element read costs a step.
func listAt[T any](s *state, i, most int, what string, conv func(glua.LValue) (T, bool)) []T {
	t := s.L.CheckTable(i)
	var out []T
	for k := 1; k <= t.Len() && k <= most; k++ {
		x, ok := conv(t.RawGetInt(k))
		if !ok {
			s.L.ArgError(i, what)
		}
		out = append(out, x)
	}
	s.charge(len(out))
	return out
}

// pushOrNil pushes the value val makes, or nil when there is none (ok
// false); a Lua function's one result.
func pushOrNil(L *glua.LState, ok bool, val func() glua.LValue) int {
	if !ok {
		L.Push(glua.LNil)
		return 1
	}
	L.Push(val())
	return 1
}

// eventTable is game:event()'s table of the event e.
func (s *state) eventTable(e EventInfo) *glua.LTable {
	t := s.L.CreateTable(0, 10)
	t.RawSetString("name", glua.LString(e.Name))
	t.RawSetString("card", cardVal(e.Card))
	t.RawSetString("player", playerVal(e.Player))
	t.RawSetString("target", cardVal(e.Target))
	t.RawSetString("from", glua.LString(e.From))
	t.RawSetString("to", glua.LString(e.To))
	t.RawSetString("via", glua.LString(e.Via))
	t.RawSetString("amount", glua.LNumber(e.Amount))
	t.RawSetString("together", glua.LNumber(e.Together))
	t.RawSetString("tags", s.strList(e.Tags))
	if e.AbilityText != "" {
		t.RawSetString("ability_text", glua.LString(e.AbilityText))
	}
	return t
}

func (s *state) cardList(ids []CardID) *glua.LTable {
	s.charge(len(ids))
	return s.idList(ids)
}

func (s *state) keywordList(ks []Keyword) *glua.LTable {
	s.charge(len(ks))
	t := s.L.CreateTable(len(ks), 0)
	for _, k := range ks {
		e := s.L.CreateTable(0, 2)
		e.RawSetString("name", glua.LString(k.Name))
		vs := s.L.CreateTable(len(k.Values), 0)
		for _, v := range k.Values {
			vs.Append(glua.LNumber(v))
		}
		e.RawSetString("values", vs)
		t.Append(e)
	}
	return t
}

func hasKeyword(ks []Keyword, name string) bool {
	for _, k := range ks {
		if k.Name == name {
			return true
		}
	}
	return false
}

// cardInfoFields are the fields of game:card()'s table read from
// CardInfo; each is also a game function of its own (game:title(id)).
var cardInfoFields = []struct {
	name string
	get  func(CardInfo) glua.LValue
}{
	{"code", func(c CardInfo) glua.LValue { return glua.LString(c.Code) }},
	{"title", func(c CardInfo) glua.LValue { return glua.LString(c.Title) }},
	{"type", func(c CardInfo) glua.LValue { return glua.LString(c.Type) }},
	{"faction", func(c CardInfo) glua.LValue { return glua.LString(c.Faction) }},
	{"area", func(c CardInfo) glua.LValue { return glua.LString(c.Area) }},
	{"controller", func(c CardInfo) glua.LValue { return playerVal(c.Controller) }},
	{"owner", func(c CardInfo) glua.LValue { return playerVal(c.Owner) }},
	{"kneeling", func(c CardInfo) glua.LValue { return glua.LBool(c.Kneeling) }},
	{"faceup", func(c CardInfo) glua.LValue { return glua.LBool(c.Faceup) }},
	{"unique", func(c CardInfo) glua.LValue { return glua.LBool(c.Unique) }},
	{"loyal", func(c CardInfo) glua.LValue { return glua.LBool(c.Loyal) }},
	{"parent", func(c CardInfo) glua.LValue { return cardVal(c.Parent) }},
}

func (s *state) cardTable(h Host, id CardID, c CardInfo) *glua.LTable {
	t := s.L.CreateTable(0, 20)
	t.RawSetString("id", glua.LNumber(id))
	for _, f := range cardInfoFields {
		t.RawSetString(f.name, f.get(c))
	}
	t.RawSetString("strength", glua.LNumber(h.Strength(id)))
	t.RawSetString("cost", glua.LNumber(h.Cost(id)))
	t.RawSetString("power", glua.LNumber(h.Tokens(id, "power")))
	t.RawSetString("traits", s.strList(h.Traits(id)))
	t.RawSetString("icons", s.strList(h.Icons(id)))
	t.RawSetString("keywords", s.keywordList(h.Keywords(id)))
	return t
}

// cardFilter is a parsed filter table of game:cards / game:count.
type cardFilter struct {
	area                                   string
	typ, faction, trait, keyword, icon     string
	code, title                            string
	controller, owner                      PlayerID
	kneeling, unique, attacking, defending *bool
	participating                          *bool
	minStr, maxStr, minCost, maxCost       *int
	except, attachedTo                     CardID
}

var filterFields = []string{"area", "attached_to", "attacking", "code", "controller", "defending", "except",
	"faction", "icon", "keyword", "kneeling", "max_cost", "max_strength", "min_cost", "min_strength",
	"owner", "participating", "title", "trait", "type", "unique"}

// filter lists the cards matching the filter table at argument i (nil
// means every card in play).
func (s *state) filter(L *glua.LState, h Host, i int) []CardID {
	f := cardFilter{area: "play"}
	if v := L.Get(i); v != glua.LNil {
		t, ok := v.(*glua.LTable)
		if !ok {
			L.ArgError(i-1, "filter table expected")
		}
		s.parseFilter(L, t, &f)
	}
	area := f.area
	if area == "any" {
		area = ""
	}
	ids := h.Cards(area, 0)
	s.charge(len(ids))
	var out []CardID
	var ch ChallengeInfo
	haveCh := false
	if f.attacking != nil || f.defending != nil || f.participating != nil {
		ch, haveCh = h.Challenge()
	}
	for _, id := range ids {
		c, ok := h.Card(id)
		if !ok || !f.matches(h, id, c, ch, haveCh) {
			continue
		}
		out = append(out, id)
	}
	return out
}

func (s *state) parseFilter(L *glua.LState, t *glua.LTable, f *cardFilter) {
	str := func(k string, v glua.LValue) string {
		x, ok := v.(glua.LString)
		if !ok {
			L.RaiseError("filter field %s must be a string, not %s", k, describe(v))
		}
		return string(x)
	}
	boolean := func(k string, v glua.LValue) *bool {
		x, ok := v.(glua.LBool)
		if !ok {
			L.RaiseError("filter field %s must be true or false, not %s", k, describe(v))
		}
		b := bool(x)
		return &b
	}
	num := func(k string, v glua.LValue) *int {
		x, ok := v.(glua.LNumber)
		if !ok || math.IsNaN(float64(x)) {
			L.RaiseError("filter field %s must be a number, not %s", k, describe(v))
		}
		n := int(math.Max(-1e9, math.Min(1e9, float64(x))))
		return &n
	}
	player := func(k string, v glua.LValue) PlayerID {
		x, ok := v.(glua.LNumber)
		if !ok || x < 1 || x > 64 {
			L.RaiseError("filter field %s must be a player id, not %s", k, describe(v))
		}
		return PlayerID(x)
	}
	card := func(k string, v glua.LValue) CardID {
		id, ok := cardArg(v)
		if !ok {
			L.RaiseError("filter field %s must be a card id, not %s", k, describe(v))
		}
		return id
	}
	// Visit keys in sorted order so the first error reported is stable.
	var keys []string
	t.ForEach(func(k, _ glua.LValue) {
		ks, ok := k.(glua.LString)
		if !ok {
			L.RaiseError("filter keys must be field names, not %s", describe(k))
		}
		keys = append(keys, string(ks))
	})
	sort.Strings(keys)
	s.charge(len(keys))
	for _, k := range keys {
		v := t.RawGetString(k)
		switch k {
		case "area":
			f.area = str(k, v)
		case "type":
			f.typ = str(k, v)
		case "faction":
			f.faction = str(k, v)
		case "trait":
			f.trait = str(k, v)
		case "keyword":
			f.keyword = str(k, v)
		case "icon":
			f.icon = str(k, v)
		case "code":
			f.code = str(k, v)
		case "title":
			f.title = str(k, v)
		case "controller":
			f.controller = player(k, v)
		case "owner":
			f.owner = player(k, v)
		case "kneeling":
			f.kneeling = boolean(k, v)
		case "unique":
			f.unique = boolean(k, v)
		case "attacking":
			f.attacking = boolean(k, v)
		case "defending":
			f.defending = boolean(k, v)
		case "participating":
			f.participating = boolean(k, v)
		case "min_strength":
			f.minStr = num(k, v)
		case "max_strength":
			f.maxStr = num(k, v)
		case "min_cost":
			f.minCost = num(k, v)
		case "max_cost":
			f.maxCost = num(k, v)
		case "except":
			f.except = card(k, v)
		case "attached_to":
			f.attachedTo = card(k, v)
		default:
			hint := ""
			if best := diag.Suggest(k, filterFields); best != "" {
				hint = fmt.Sprintf(" (did you mean %q?)", best)
			}
			L.RaiseError("unknown filter field %q%s", k, hint)
		}
	}
}

func (f *cardFilter) matches(h Host, id CardID, c CardInfo, ch ChallengeInfo, haveCh bool) bool {
	if f.except != 0 && id == f.except {
		return false
	}
	if (f.typ != "" && c.Type != f.typ) || (f.faction != "" && c.Faction != f.faction) ||
		(f.code != "" && c.Code != f.code) || (f.title != "" && c.Title != f.title) ||
		(f.controller != 0 && c.Controller != f.controller) || (f.owner != 0 && c.Owner != f.owner) ||
		(f.attachedTo != 0 && c.Parent != f.attachedTo) {
		return false
	}
	if (f.kneeling != nil && c.Kneeling != *f.kneeling) || (f.unique != nil && c.Unique != *f.unique) {
		return false
	}
	if f.attacking != nil && (haveCh && slices.Contains(ch.Attackers, id)) != *f.attacking {
		return false
	}
	if f.defending != nil && (haveCh && slices.Contains(ch.Defenders, id)) != *f.defending {
		return false
	}
	if f.participating != nil && (haveCh && (slices.Contains(ch.Attackers, id) || slices.Contains(ch.Defenders, id))) != *f.participating {
		return false
	}
	if f.trait != "" && !slices.Contains(h.Traits(id), f.trait) {
		return false
	}
	if f.icon != "" && !slices.Contains(h.Icons(id), f.icon) {
		return false
	}
	if f.keyword != "" && !hasKeyword(h.Keywords(id), f.keyword) {
		return false
	}
	if f.minStr != nil || f.maxStr != nil {
		st := h.Strength(id)
		if (f.minStr != nil && st < *f.minStr) || (f.maxStr != nil && st > *f.maxStr) {
			return false
		}
	}
	if f.minCost != nil || f.maxCost != nil {
		co := h.Cost(id)
		if (f.minCost != nil && co < *f.minCost) || (f.maxCost != nil && co > *f.maxCost) {
			return false
		}
	}
	return true
}

// toArgs converts the argument table of game:effect into Go values:
// strings, numbers (int when whole), booleans, and lists or maps of those,
// nested at most 4 deep.
func (s *state) toArgs(t *glua.LTable) map[string]any {
	out := map[string]any{}
	t.ForEach(func(k, v glua.LValue) {
		ks, ok := k.(glua.LString)
		if !ok {
			s.L.RaiseError("game:effect arguments must have string keys, not %s", describe(k))
		}
		out[string(ks)] = s.toGo(v, 0)
	})
	s.charge(len(out))
	return out
}

func (s *state) toGo(v glua.LValue, depth int) any {
	s.charge(1)
	switch v := v.(type) {
	case glua.LString:
		return SafeText(string(v), 0)
	case glua.LBool:
		return bool(v)
	case glua.LNumber:
		if float64(v) == math.Trunc(float64(v)) && math.Abs(float64(v)) < 1<<53 {
			return int(v)
		}
		return float64(v)
	case *glua.LTable:
		if depth >= 4 {
			s.L.RaiseError("game:effect arguments nested too deeply")
		}
		if n := v.Len(); n > 0 {
			list := make([]any, 0, n)
			for i := 1; i <= n; i++ {
				list = append(list, s.toGo(v.RawGetInt(i), depth+1))
			}
			return list
		}
		m := map[string]any{}
		v.ForEach(func(k, x glua.LValue) {
			if ks, ok := k.(glua.LString); ok {
				m[string(ks)] = s.toGo(x, depth+1)
			}
		})
		return m
	case *glua.LNilType:
		return nil
	}
	s.L.RaiseError("game:effect arguments cannot hold a %s", v.Type().String())
	return nil
}
