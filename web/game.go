package web

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"sync"

	"github.com/thronescript/thronescript/deck"
	"github.com/thronescript/thronescript/i18n/messages"
	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/library"
	"github.com/thronescript/thronescript/play/bot"
	"github.com/thronescript/thronescript/play/sim"
	"github.com/thronescript/thronescript/play/term"
	"github.com/thronescript/thronescript/rules"
)

// maxGames bounds the games a server keeps.
const maxGames = 32

// Player kinds of a game in the browser.
const (
	kindHuman  = "human"
	kindBot    = sim.KindBot
	kindRandom = sim.KindRandom
)

// game is one game in the browser. The engine runs in its own goroutine;
// a human seat's decision waits for that seat's page. Everything a page
// receives is made for its seat here, on the server: the seat's view of
// the board, its own prompt, the log as the seat reads it.
type game struct {
	id    string
	s     *Server
	kinds []string // one per seat: 2, or 3 to 6 in a melee
	token []string // "" for a seat no page plays
	lang  []string

	ctx    context.Context
	cancel context.CancelFunc
	done   chan struct{}

	mu      sync.Mutex
	g       *rules.Game
	seq     int
	prompt  *rules.Prompt // waiting for a human seat
	answers chan answer
	hubs    []*hub
	last    []*seatMsg // the last state sent to each seat, log in full
	ended   []bool     // the result is in the seat's log
	logs    [][]string // log lines as each seat reads them
	narr    []*messages.Narrator
	bufs    []*bytes.Buffer
	over    bool
	errMsg  string
	reload  *interp.Library
	codes   []string
	unsub   func()
	ix      *library.Index
}

// seatMsg is everything one page is sent: nothing it may not see.
type seatMsg struct {
	Seq   int    `json:"seq"`
	Seat  int    `json:"seat"`
	Round int    `json:"round"`
	Phase string `json:"phase"`
	// PhaseID is the phase's word (marshaling, challenges, …): the page's
	// automatic passes read it; Phase is its name in the seat's language.
	PhaseID string      `json:"phaseId"`
	First   int         `json:"first"`
	Active  int         `json:"active"`
	Players []playerMsg `json:"players"`
	// Challenge names a melee challenge in progress and whom it is against.
	Challenge string `json:"challenge,omitempty"`
	// ChallengeState is the challenge in progress: the page marks its
	// cards and shows each side's STR.
	ChallengeState *challengeMsg `json:"challengeState,omitempty"`
	Prompt         *promptMsg    `json:"prompt,omitempty"`
	Waiting        bool          `json:"waiting,omitempty"`
	LogStart       int           `json:"logStart"`
	Log            []string      `json:"log"`
	Result         *resultMsg    `json:"result,omitempty"`
	Error          string        `json:"error,omitempty"`
}

type playerMsg struct {
	Name  string    `json:"name"`
	Gold  int       `json:"gold"`
	Power int       `json:"power"`
	Areas []areaMsg `json:"areas"`
}

type areaMsg struct {
	Name  string    `json:"name"`
	Label string    `json:"label"`
	Count int       `json:"count"`
	Cards []cardMsg `json:"cards,omitempty"`
}

// cardMsg is a card as a seat sees it: a hidden card has no id, code or title.
type cardMsg struct {
	ID        int        `json:"id,omitempty"`
	Code      string     `json:"code,omitempty"`
	Title     string     `json:"title,omitempty"`
	Faction   string     `json:"faction,omitempty"`
	Type      string     `json:"type,omitempty"`
	Facedown  bool       `json:"facedown,omitempty"`
	Pos       int        `json:"pos,omitempty"`
	Kneeling  bool       `json:"kneeling,omitempty"`
	Tokens    []tokenMsg `json:"tokens,omitempty"`
	Parent    int        `json:"parent,omitempty"`
	Duplicate bool       `json:"duplicate,omitempty"`
	Strength  int        `json:"strength,omitempty"`
}

// challengeMsg is the challenge in progress: its type, the players, the
// strength of each side and the cards in it (by id).
type challengeMsg struct {
	Type      string `json:"type"`
	Label     string `json:"label"`
	Attacker  int    `json:"attacker"`
	Defender  int    `json:"defender"`
	Attack    int    `json:"attack"`
	Defend    int    `json:"defend"`
	Attackers []int  `json:"attackers"`
	Defenders []int  `json:"defenders"`
}

type tokenMsg struct {
	Kind  string `json:"kind"`
	Label string `json:"label"` // the kind's word in the seat's language
	N     int    `json:"n"`
}

type promptMsg struct {
	ID    string `json:"id"`
	Title string `json:"title"`
	// Why names the card and ability that ask ("Grey Ghost: Reaction");
	// Source is that card's id where the seat sees it.
	Why     string      `json:"why,omitempty"`
	Source  int         `json:"source,omitempty"`
	Options []optionMsg `json:"options"`
	// Cards are option cards the seat may see only while it answers (a
	// search: the cards it looks at), drawn in the prompt to be clicked.
	Cards []cardMsg `json:"cards,omitempty"`
}

type optionMsg struct {
	Label string `json:"label"`
	Kind  string `json:"kind"`
	Card  int    `json:"card,omitempty"` // a card the seat may see
}

type resultMsg struct {
	Winner string `json:"winner,omitempty"`
	Text   string `json:"text"`
}

// answer is a page's answer to the prompt of state seq.
type answer struct{ seq, option int }

// newGame sets up a game of len(kinds) players (a melee from three) and
// starts it.
func (s *Server) newGame(deckIDs, deckTexts []string, kinds []string, seed uint64, lang string) (*game, error) {
	lib := s.ed.sess.Library()
	ix := library.IndexOf(lib)
	n := len(kinds)
	decks := make([]rules.DeckList, n)
	factions := make([]string, n)
	for k := range deckIDs {
		dl, title, faction, err := s.gameDeck(ix.Deck(), deckIDs[k], deckTexts[k])
		if err != nil {
			return nil, err
		}
		decks[k] = dl
		decks[k].Title = title
		factions[k] = faction
	}
	names := deck.PlayerNames(factions)
	for k := range decks {
		decks[k].Name = names[k]
	}
	cfg := rules.Config{Seed: seed, Players: decks}
	if n > 2 {
		cfg.Melee = &rules.Melee{Titles: sim.MeleeTitles(lib)}
	}
	rg, err := rules.NewGame(lib, cfg)
	if err != nil {
		return nil, err
	}
	gm := &game{id: s.newID(), s: s, kinds: kinds, g: rg, answers: make(chan answer), done: make(chan struct{}), ix: ix,
		token: make([]string, n), lang: make([]string, n), hubs: make([]*hub, n), last: make([]*seatMsg, n), ended: make([]bool, n),
		logs: make([][]string, n), narr: make([]*messages.Narrator, n), bufs: make([]*bytes.Buffer, n)}
	gm.ctx, gm.cancel = context.WithCancel(context.Background())
	for k := range kinds {
		gm.hubs[k] = newHub()
		gm.lang[k] = lang
		gm.bufs[k] = &bytes.Buffer{}
		cat, err := s.langs.Load(lang, lib)
		if err != nil {
			return nil, err
		}
		gm.narr[k] = &messages.Narrator{Cat: cat, Reader: k, W: gm.bufs[k]}
		if kinds[k] == kindHuman {
			gm.token[k] = randomToken()
		}
	}
	gm.unsub = s.ed.onReload(func(lib *interp.Library, codes []string) {
		gm.mu.Lock()
		gm.reload, gm.codes = lib, append(gm.codes, codes...)
		gm.mu.Unlock()
	})
	s.mu.Lock()
	s.games[gm.id] = gm
	s.gameOrder = append(s.gameOrder, gm.id)
	var old *game
	if len(s.gameOrder) > maxGames { // an abandoned game waits for its page forever: the oldest goes
		old = s.games[s.gameOrder[0]]
		delete(s.games, s.gameOrder[0])
		s.gameOrder = s.gameOrder[1:]
	}
	s.mu.Unlock()
	if old != nil {
		go old.close()
	}
	go gm.run(seed)
	return gm, nil
}

// run plays the game to its end (or until the server closes it).
func (gm *game) run(seed uint64) {
	defer close(gm.done)
	defer gm.unsub()
	deciders := make([]rules.Decider, len(gm.kinds))
	for k, kind := range gm.kinds {
		switch kind {
		case kindHuman:
		case kindBot:
			deciders[k] = bot.New()
		default:
			deciders[k], _ = sim.NewDecider(kind, sim.PlayerSeed(seed, k))
		}
	}
	_, err := gm.g.Run(rules.DeciderFunc(func(g *rules.Game, p *rules.Prompt) (rules.Choice, error) {
		gm.applyReloads()
		if d := deciders[p.Player]; d != nil {
			return d.Decide(g, p)
		}
		return gm.ask(p)
	}))
	gm.mu.Lock()
	gm.over = true
	gm.prompt = nil
	if err != nil && !errors.Is(err, rules.ErrStop) && !errors.Is(err, rules.ErrBudget) {
		gm.errMsg = err.Error()
	}
	gm.mu.Unlock()
	gm.publish()
}

// applyReloads swaps saved card definitions into the game between
// decisions, as `throne play --watch` does.
func (gm *game) applyReloads() {
	gm.mu.Lock()
	lib, codes := gm.reload, gm.codes
	gm.reload, gm.codes = nil, nil
	gm.mu.Unlock()
	if lib == nil {
		return
	}
	for _, c := range codes {
		if d := lib.Defs[c]; d != nil {
			gm.g.ReplaceDef(c, d)
		}
	}
}

// ask shows a human seat its prompt and waits for the answer.
func (gm *game) ask(p *rules.Prompt) (rules.Choice, error) {
	gm.mu.Lock()
	gm.prompt = p
	gm.mu.Unlock()
	seq := gm.publish()
	for {
		select {
		case <-gm.ctx.Done():
			return rules.Choice{}, rules.ErrStop
		case a := <-gm.answers:
			if i := a.option; a.seq == seq && i >= 0 && i < len(p.Options) {
				gm.mu.Lock()
				gm.prompt = nil
				gm.mu.Unlock()
				return rules.Choice{Index: i}, nil
			}
		}
	}
}

// publish sends every human seat its new state. It runs on the engine's
// goroutine while the engine waits, so the game does not change under it.
func (gm *game) publish() int {
	gm.mu.Lock()
	gm.seq++
	seq := gm.seq
	gm.mu.Unlock()
	for k := range gm.kinds {
		if gm.token[k] == "" {
			continue
		}
		start := len(gm.logs[k])
		gm.flushLog(k)
		m := gm.message(k)
		inc := *m
		inc.LogStart, inc.Log = start, m.Log[start:]
		msg := event("state", &inc)
		// a page that connects gets either this state as its first message
		// or this message from the hub, never both
		gm.mu.Lock()
		gm.last[k] = m
		gm.send(k, msg, gm.hubs[k].publish)
		gm.mu.Unlock()
	}
	return seq
}

// send hands a seat's page a message (the one way out to a page).
func (gm *game) send(seat int, msg []byte, to func([]byte)) {
	if r := gm.s.opt.record; r != nil {
		r(gm.id, seat, msg)
	}
	to(msg)
}

// flushLog renders the new log entries as seat k reads them.
func (gm *game) flushLog(k int) {
	gm.narr[k].Flush(gm.g)
	gm.mu.Lock()
	over, errMsg := gm.over, gm.errMsg
	gm.mu.Unlock()
	if over && errMsg == "" && !gm.ended[k] {
		gm.ended[k] = true
		res := gm.g.Result()
		reason := ""
		if !res.Over {
			reason = "budget"
		}
		gm.narr[k].WriteResult(gm.g, res, reason)
	}
	gm.mu.Lock()
	for _, l := range strings.Split(gm.bufs[k].String(), "\n") {
		if strings.TrimSpace(l) != "" {
			gm.logs[k] = append(gm.logs[k], strings.TrimSpace(l))
		}
	}
	gm.mu.Unlock()
	gm.bufs[k].Reset()
}

// message is seat k's state with its whole log. Only the engine's
// goroutine calls it (the game does not change meanwhile).
func (gm *game) message(k int) *seatMsg {
	g := gm.g
	cat := gm.narr[k].Cat
	gm.mu.Lock()
	defer gm.mu.Unlock()
	v := g.View(k)
	m := &seatMsg{Seq: gm.seq, Seat: k, Round: v.Round, Phase: cat.Word(v.Phase), PhaseID: v.Phase, First: v.First, Active: v.Active,
		Log: append([]string{}, gm.logs[k]...), Error: gm.errMsg}
	if ch := g.Challenge(); ch != nil && ch.Attacker != nil && ch.Defender != nil && g.Phase == rules.PhaseChallenges && !ch.Ended {
		cm := &challengeMsg{Type: ch.Type.String(), Label: cat.Word(ch.Type.String()), Attacker: ch.Attacker.Index, Defender: ch.Defender.Index,
			Attack: g.SideStrength(ch.Attacker), Defend: g.SideStrength(ch.Defender), Attackers: []int{}, Defenders: []int{}}
		for _, c := range ch.Attackers {
			cm.Attackers = append(cm.Attackers, int(c.ID)+1)
		}
		for _, c := range ch.Defenders {
			cm.Defenders = append(cm.Defenders, int(c.ID)+1)
		}
		m.ChallengeState = cm
	}
	for _, pv := range v.Players {
		pm := playerMsg{Name: cat.PlayerName(pv.Name), Gold: pv.Gold, Power: pv.Power}
		for _, a := range pv.Areas {
			if (a.Name == rules.AreaNameResolving && a.Count == 0) || a.Name == rules.AreaNameTitlePool {
				continue
			}
			am := areaMsg{Name: a.Name, Label: cat.WordIn("area", a.Name), Count: a.Count}
			for _, c := range a.Cards {
				am.Cards = append(am.Cards, gm.cardMsg(cat, &c))
			}
			pm.Areas = append(pm.Areas, am)
		}
		m.Players = append(m.Players, pm)
	}
	m.Challenge = term.ChallengeLine(g, cat)
	if p := gm.prompt; p != nil {
		if p.Player == k {
			m.Prompt = gm.promptMsg(cat, p, k)
		} else {
			m.Waiting = true
		}
	}
	if gm.over {
		res := g.Result()
		r := &resultMsg{}
		if res.Over && res.Winner >= 0 {
			r.Winner = cat.PlayerName(g.Players[res.Winner].Name)
			r.Text = cat.Text("wins-in-round", g.Players[res.Winner].Name, res.Reason, g.Round)
		} else {
			r.Text = cat.Text("no-winner", "", "budget", g.Round)
		}
		m.Result = r
	}
	return m
}

func (gm *game) cardMsg(cat *messages.Catalog, c *rules.CardView) cardMsg {
	cm := cardMsg{Facedown: c.Facedown, Pos: c.Pos, Kneeling: c.Kneeling, Duplicate: c.Duplicate, Strength: c.Strength}
	for _, t := range c.Tokens {
		cm.Tokens = append(cm.Tokens, tokenMsg{Kind: t.Kind, Label: cat.Word(t.Kind), N: t.N})
	}
	if c.ID != rules.NoCard {
		cm.ID = int(c.ID) + 1 // 0 means hidden
		cm.Code = c.Code
		cm.Title = cat.FactionTitle(c.Title)
		if t, ok := cat.Titles[c.Code]; ok {
			cm.Title = t
		}
		if lc := gm.ix.ByCode(c.Code); lc != nil {
			cm.Faction, cm.Type = lc.Faction, lc.Type
		}
		if c.Parent != rules.NoCard {
			cm.Parent = int(c.Parent) + 1
		}
	}
	return cm
}

func (gm *game) promptMsg(cat *messages.Catalog, p *rules.Prompt, seat int) *promptMsg {
	return promptFor(gm.g, cat, gm.ix, p, seat)
}

// promptFor is a seat's prompt as its page shows it, in a catalog's
// language: the question, what asks it, the options, and the cards the
// seat looks at to answer.
func promptFor(g *rules.Game, cat *messages.Catalog, ix *library.Index, p *rules.Prompt, seat int) *promptMsg {
	l := term.Labels{Cat: cat, Seat: seat}
	pm := &promptMsg{ID: p.ID, Title: l.Prompt(g, p), Why: l.Why(g, p)}
	if p.Source != nil && l.Sees(g, p.Source) {
		pm.Source = int(p.Source.ID) + 1
	}
	for i := range p.Options {
		o := &p.Options[i]
		om := optionMsg{Kind: optionKind(o.Kind)}
		if o.Card != nil && l.SeesOption(g, p, o.Card) {
			om.Card = int(o.Card.ID) + 1
			if !l.Sees(g, o.Card) {
				cm := cardMsg{ID: om.Card, Code: o.Card.Def.Code, Title: cat.Title(o.Card)}
				if lc := ix.ByCode(o.Card.Def.Code); lc != nil {
					cm.Faction, cm.Type = lc.Faction, lc.Type
				}
				pm.Cards = append(pm.Cards, cm)
			}
		}
		om.Label = l.Option(g, p, o)
		pm.Options = append(pm.Options, om)
	}
	return pm
}

func optionKind(k rules.OptionKind) string {
	switch k {
	case rules.OptPass:
		return "pass"
	case rules.OptDone:
		return "done"
	case rules.OptYes:
		return "yes"
	case rules.OptNo:
		return "no"
	case rules.OptCard:
		return "card"
	case rules.OptMarshal:
		return "marshal"
	case rules.OptSetup:
		return "setup"
	case rules.OptAbility:
		return "ability"
	case rules.OptPlayer:
		return "player"
	case rules.OptNumber:
		return "number"
	case rules.OptChallenge:
		return "challenge"
	}
	return "other"
}

func (gm *game) close() {
	gm.cancel()
	<-gm.done
	for _, h := range gm.hubs {
		h.close()
	}
}

// seatOf finds the seat a token plays.
func (gm *game) seatOf(token string) int {
	for k, t := range gm.token {
		if t != "" && t == token {
			return k
		}
	}
	return -1
}

func (s *Server) findGame(id string) *game {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.games[id]
}

func (s *Server) handleNewGame(w http.ResponseWriter, r *http.Request) {
	var req struct {
		// Deck1 and Deck2 are deck ids (handleDecks); Deck1Text and
		// Deck2Text, when given, are the decks' lists themselves.
		Deck1, Deck2         string
		Deck1Text, Deck2Text string
		P1, P2               string
		// Players, when given, are the kinds of every seat (2, or 3 to 6:
		// a melee), and Decks and DeckTexts the decks of seats 3 on (or of
		// every seat, when they are as many); P1 and P2 still name the
		// first two.
		Players   []string
		Decks     []string
		DeckTexts []string
		Seed      uint64
	}
	if !readJSON(w, r, &req) {
		return
	}
	kinds := []string{req.P1, req.P2}
	if len(req.Players) > 0 {
		if len(req.Players) < 2 || len(req.Players) > maxSeats {
			writeError(w, http.StatusBadRequest, fmt.Sprintf("a game has 2 to %d players", maxSeats))
			return
		}
		kinds = slices.Clone(req.Players)
		if req.P1 != "" {
			kinds[0] = req.P1
		}
		if req.P2 != "" {
			kinds[1] = req.P2
		}
	}
	n := len(kinds)
	for k, kind := range kinds {
		switch kind {
		case "":
			kinds[k] = kindBot
			if k == 0 {
				kinds[k] = kindHuman
			}
		case kindHuman, kindBot, kindRandom:
		default:
			writeError(w, http.StatusBadRequest, "players are human, bot or random")
			return
		}
	}
	if !slices.Contains(kinds, kindHuman) {
		writeError(w, http.StatusBadRequest, "one player at least is human")
		return
	}
	if len(req.Decks) > n || len(req.DeckTexts) > n {
		writeError(w, http.StatusBadRequest, "more decks than players")
		return
	}
	decks, texts := make([]string, n), make([]string, n)
	decks[0], decks[1], texts[0], texts[1] = req.Deck1, req.Deck2, req.Deck1Text, req.Deck2Text
	off := 2 // Decks and DeckTexts name the seats after the first two …
	if len(req.Decks) == n || len(req.DeckTexts) == n {
		off = 0 // … or every seat
	}
	for i, d := range req.Decks {
		if d != "" && off+i < n {
			decks[off+i] = d
		}
	}
	for i, d := range req.DeckTexts {
		if d != "" && off+i < n {
			texts[off+i] = d
		}
	}
	for k := range decks {
		if decks[k] == "" && texts[k] == "" {
			decks[k] = s.defaultDeck(n, k)
		}
	}
	if req.Seed == 0 {
		req.Seed = 1
	}
	gm, err := s.newGame(decks, texts, kinds, req.Seed, s.lang(r))
	if err != nil {
		writeError(w, http.StatusBadRequest, err.Error())
		return
	}
	var seats []map[string]any
	for k := range kinds {
		seats = append(seats, map[string]any{"seat": k, "kind": kinds[k], "token": gm.token[k]})
	}
	writeJSON(w, map[string]any{"id": gm.id, "seats": seats})
}

// maxSeats is the most players of a game in the browser (a melee of six).
const maxSeats = 6

// defaultDeck is the deck of seat k of n players when the page names
// none: the first two offered decks in a joust; in a melee the melee
// decks (Options.MeleeDecks), else the offered decks, in turn.
func (s *Server) defaultDeck(n, k int) string {
	if n > 2 && len(s.opt.MeleeDecks) > 0 {
		return s.opt.MeleeDecks[k%len(s.opt.MeleeDecks)]
	}
	if len(s.opt.Decks) == 0 {
		return ""
	}
	return s.opt.Decks[k%len(s.opt.Decks)].Name
}

// handleGameEvents streams a seat's states; the token names the seat.
func (s *Server) handleGameEvents(w http.ResponseWriter, r *http.Request) {
	gm := s.findGame(r.PathValue("id"))
	if gm == nil {
		writeError(w, http.StatusNotFound, "no such game")
		return
	}
	k := gm.seatOf(r.URL.Query().Get("token"))
	if k < 0 {
		writeError(w, http.StatusForbidden, "not a player of this game")
		return
	}
	gm.mu.Lock()
	c := gm.hubs[k].subscribe()
	var first []byte
	gm.send(k, event("state", gm.currentLocked(k)), func(m []byte) { first = m })
	gm.mu.Unlock()
	defer gm.hubs[k].unsubscribe(c)
	stream(w, r, c, first)
}

// currentLocked is the last state seat k was sent, with the whole log (a page
// that connects or reconnects starts from it).
func (gm *game) currentLocked(k int) *seatMsg {
	if m := gm.last[k]; m != nil {
		return m
	}
	return &seatMsg{Seat: k, Waiting: true, Log: []string{}}
}

func (s *Server) handleAnswer(w http.ResponseWriter, r *http.Request) {
	gm := s.findGame(r.PathValue("id"))
	if gm == nil {
		writeError(w, http.StatusNotFound, "no such game")
		return
	}
	var req struct {
		Token  string
		Seq    int
		Option int
	}
	if !readJSON(w, r, &req) {
		return
	}
	k := gm.seatOf(req.Token)
	if k < 0 {
		writeError(w, http.StatusForbidden, "not a player of this game")
		return
	}
	gm.mu.Lock()
	ok := gm.prompt != nil && gm.prompt.Player == k && gm.seq == req.Seq && req.Option >= 0 && req.Option < len(gm.prompt.Options)
	gm.mu.Unlock()
	if !ok {
		writeError(w, http.StatusConflict, "that question is no longer asked")
		return
	}
	select {
	case gm.answers <- answer{seq: req.Seq, option: req.Option}:
		writeJSON(w, map[string]any{"ok": true})
	case <-r.Context().Done():
	case <-gm.done:
		writeError(w, http.StatusConflict, "the game is over")
	}
}
