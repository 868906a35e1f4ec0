package web

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"sort"
	"sync"
	"time"

	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/library"
	"github.com/thronescript/thronescript/play/sim"
	"github.com/thronescript/thronescript/rules"
)

// Bounds of a simulation started from the page.
const (
	maxSimGames = 20000
	simChunk    = 20 // games between two looks at cancellation (even: --alternate pairs stay)
	maxSims     = 16 // finished simulations kept
	// running at once: per client (a page, or one address) and in all; a
	// simulation uses every core, so more only share them
	maxSimsPerClient = 2
	maxSimsRunning   = 4
	// a running simulation no page has followed for this long is stopped
	// (the page was closed, or started another)
	defaultAbandonAfter = 10 * time.Second
)

// clientHeader names the page that sends a request (a random id per page
// load); a request without it is its address's.
const clientHeader = "X-Throne-Client"

// clientOf names the client of a request, for the bounds on simulations.
func clientOf(r *http.Request) string {
	if c := r.Header.Get(clientHeader); c != "" && len(c) <= 64 {
		return "page " + c
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	return "address " + host
}

// simJob is a simulation running for the simulate page: progress while it
// runs, then the report (or the comparison).
type simJob struct {
	id     string
	client string // clientOf the request that started it
	ctx    context.Context
	cancel context.CancelFunc
	hub    *hub
	done   chan struct{}

	mu       sync.Mutex
	last     []byte // the latest progress or result event
	watchers int    // event streams following it
	left     int    // times the last watcher left (or none came): stamps the abandon timers
}

type simRequest struct {
	// Deck1 and Deck2 are deck ids; Deck1Text and Deck2Text, when given,
	// the decks' lists themselves.
	Deck1, Deck2         string
	Deck1Text, Deck2Text string
	P1, P2               string
	Games                int
	Seed                 uint64
	Alternate            bool
	// Compare plays the same seeds with the built-in library alone and
	// with the workspace's cards on top.
	Compare bool
}

func (s *Server) handleNewSim(w http.ResponseWriter, r *http.Request) {
	var req simRequest
	if !readJSON(w, r, &req) {
		return
	}
	if req.Games < 1 || req.Games > maxSimGames {
		writeError(w, http.StatusBadRequest, fmt.Sprintf("games: 1 to %d", maxSimGames))
		return
	}
	for _, k := range []*string{&req.P1, &req.P2} {
		if *k == "" {
			*k = sim.KindBot
		}
		if *k != sim.KindBot && *k != sim.KindRandom {
			writeError(w, http.StatusBadRequest, "players are bot or random")
			return
		}
	}
	if req.Seed == 0 {
		req.Seed = 1
	}
	lib := s.ed.sess.Library()
	decks, names, err := s.deckLists(lib, [2]string{req.Deck1, req.Deck2}, [2]string{req.Deck1Text, req.Deck2Text})
	if err != nil {
		writeError(w, http.StatusBadRequest, err.Error())
		return
	}
	cfg := sim.Config{Lib: sim.NewOverlay(lib), Decks: decks, DeckNames: names, Players: [2]string{req.P1, req.P2},
		Games: req.Games, Seed: req.Seed, Alternate: req.Alternate}
	j := &simJob{id: s.newID(), client: clientOf(r), hub: newHub(), done: make(chan struct{})}
	j.ctx, j.cancel = context.WithCancel(context.Background())
	s.mu.Lock()
	running, mine := 0, 0
	for id, o := range s.sims { // keep the finished runs' results only for a while
		select {
		case <-o.done:
			if len(s.sims) >= maxSims {
				delete(s.sims, id)
				o.hub.close()
			}
		default:
			running++
			if o.client == j.client {
				mine++
			}
		}
	}
	if mine >= maxSimsPerClient || running >= maxSimsRunning {
		s.mu.Unlock()
		j.cancel()
		msg := fmt.Sprintf("%d simulations of this page are running (at most %d at once): wait for one to finish", mine, maxSimsPerClient)
		if mine < maxSimsPerClient {
			msg = fmt.Sprintf("%d simulations are running (at most %d at once, from every page): wait for one to finish", running, maxSimsRunning)
		}
		writeError(w, http.StatusTooManyRequests, msg)
		return
	}
	s.sims[j.id] = j
	s.mu.Unlock()
	j.unwatched(s.abandonAfter()) // stopped unless a page follows it
	go func() {
		defer close(j.done)
		defer s.recovered("a simulation")
		if req.Compare {
			j.compare(s, cfg)
		} else {
			j.run(cfg, lib)
		}
	}()
	writeJSON(w, map[string]any{"id": j.id})
}

func (s *Server) abandonAfter() time.Duration {
	if s.opt.abandonAfter > 0 {
		return s.opt.abandonAfter
	}
	return defaultAbandonAfter
}

// watch notes a page following the job's events; the returned func notes
// that it left.
func (j *simJob) watch(grace time.Duration) func() {
	j.mu.Lock()
	j.watchers++
	j.mu.Unlock()
	return func() {
		j.mu.Lock()
		j.watchers--
		last := j.watchers == 0
		j.mu.Unlock()
		if last {
			j.unwatched(grace)
		}
	}
}

// unwatched stops the job after grace unless a page follows it again by
// then.
func (j *simJob) unwatched(grace time.Duration) {
	j.mu.Lock()
	j.left++
	stamp := j.left
	j.mu.Unlock()
	time.AfterFunc(grace, func() {
		j.mu.Lock()
		abandoned := j.watchers == 0 && j.left == stamp
		j.mu.Unlock()
		if abandoned {
			j.cancel()
		}
	})
}

// deckLists reads two decks (ids or texts) against lib.
func (s *Server) deckLists(lib *interp.Library, ids, texts [2]string) ([2]rules.DeckList, [2]string, error) {
	var out [2]rules.DeckList
	var titles [2]string
	ix := library.IndexOf(lib).Deck()
	for k, id := range ids {
		if id == "" && len(s.opt.Decks) > k {
			id = s.opt.Decks[k].Name
		}
		dl, title, _, err := s.gameDeck(ix, id, texts[k])
		if err != nil {
			return out, titles, err
		}
		out[k], titles[k] = dl, title
	}
	return out, titles, nil
}

func (j *simJob) send(kind string, v any) {
	m := event(kind, v)
	j.mu.Lock()
	j.last = m
	j.mu.Unlock()
	j.hub.publish(m)
}

// play runs cfg's games in chunks (stopping when the job is cancelled),
// handing each result to each and reporting progress as part (of a
// comparison: base or workspace; "" for a plain run).
func (j *simJob) play(cfg sim.Config, label string, offset, total int, each func(r sim.GameResult)) error {
	var last time.Time
	for start := 0; start < cfg.Games; start += simChunk {
		if j.ctx.Err() != nil {
			return j.ctx.Err()
		}
		c := cfg
		c.Seed = sim.GameSeed(cfg.Seed, start)
		c.Games = min(simChunk, cfg.Games-start)
		c.Progress = func(done, _ int) {
			if now := time.Now(); now.Sub(last) > 50*time.Millisecond || offset+start+done == total {
				last = now
				j.send("progress", map[string]any{"done": offset + start + done, "total": total, "part": label})
			}
		}
		err := sim.RunEach(c, func(i int, r sim.GameResult) {
			r.Swapped = cfg.Alternate && (start+i)%2 == 1
			each(r)
		})
		if err != nil {
			return err
		}
	}
	return nil
}

// failed ends the job with err.
func (j *simJob) failed(err error) {
	if errors.Is(err, context.Canceled) {
		err = errors.New("stopped: no page followed the simulation (or the server stopped)")
	}
	j.send("failed", map[string]string{"error": err.Error()})
}

func (j *simJob) run(cfg sim.Config, lib *interp.Library) {
	tally := sim.NewTally(cfg)
	if err := j.play(cfg, "", 0, cfg.Games, func(r sim.GameResult) { tally.Add(&r) }); err != nil {
		j.failed(err)
		return
	}
	j.send("report", tally.Report(sim.TitlesOf(lib)))
}

// compare plays the same seeds without and with the workspace's cards.
func (j *simJob) compare(s *Server, cfg sim.Config) {
	base, err := s.builtinLibrary()
	if err != nil {
		j.send("failed", map[string]string{"error": err.Error()})
		return
	}
	results := [2][]sim.GameResult{}
	for k, lib := range []*interp.Library{base, s.ed.sess.Library()} {
		c := cfg
		c.Lib = sim.NewOverlay(lib)
		label := []string{"base", "workspace"}[k] // the page names the part
		if err := j.play(c, label, k*cfg.Games, 2*cfg.Games, func(r sim.GameResult) { results[k] = append(results[k], r) }); err != nil {
			j.failed(err)
			return
		}
	}
	// CompareResults pairs games by seed
	for k := range results {
		sortBySeed(results[k])
	}
	cmp := sim.CompareResults(results[0], results[1], cfg.Seed, "workspace")
	cmp.Decks = cfg.DeckNames
	j.send("compare", cmp)
}

func sortBySeed(rs []sim.GameResult) {
	sort.Slice(rs, func(i, k int) bool { return rs[i].Seed < rs[k].Seed })
}

// builtinLibrary is the built-in library alone (for comparisons), loaded once.
func (s *Server) builtinLibrary() (*interp.Library, error) {
	s.builtinOnce.Do(func() {
		lib, ds := library.Load(interp.NewRegistry(), library.Options{Builtin: true})
		if ds.HasErrors() {
			s.builtinErr = fmt.Errorf("the built-in library has errors: %s", ds.Errors()[0].Summary)
		}
		s.builtin = lib
	})
	return s.builtin, s.builtinErr
}

func (s *Server) handleSimEvents(w http.ResponseWriter, r *http.Request) {
	j := lookup(s, w, &s.sims, r.PathValue("id"), "no such simulation")
	if j == nil {
		return
	}
	defer j.watch(s.abandonAfter())()
	c := j.hub.subscribe()
	defer j.hub.unsubscribe(c)
	j.mu.Lock()
	first := j.last
	j.mu.Unlock()
	if first == nil {
		first = event("progress", map[string]any{"done": 0, "total": 0})
	}
	stream(w, r, c, first)
}
