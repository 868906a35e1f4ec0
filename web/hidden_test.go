package web

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/thronescript/thronescript/i18n/messages"
	"github.com/thronescript/thronescript/play/term"
	"github.com/thronescript/thronescript/rules"
)

// recorder keeps every message the server sends to each seat's page.
type recorder struct {
	mu   sync.Mutex
	msgs map[int][][]byte
}

func (r *recorder) record(_ string, seat int, msg []byte) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.msgs[seat] = append(r.msgs[seat], append([]byte(nil), msg...))
}

// decode reads the JSON of one server-sent event.
func decode(t testing.TB, msg []byte) *seatMsg {
	t.Helper()
	_, data, ok := bytes.Cut(msg, []byte("\ndata: "))
	if !ok {
		t.Fatalf("not an event: %q", msg)
	}
	var m seatMsg
	if err := json.Unmarshal(bytes.TrimSpace(data), &m); err != nil {
		t.Fatalf("%v in %s", err, data)
	}
	return &m
}

// playSeat answers seat's prompts through the HTTP API like a page does
// (random options, seeded) until the game ends.
func playSeat(t testing.TB, base, id, token string, seed uint64) {
	rng := rand.New(rand.NewPCG(seed, 7))
	r, err := http.Get(fmt.Sprintf("%s/api/games/%s/events?token=%s", base, id, token))
	if err != nil {
		t.Error(err)
		return
	}
	defer r.Body.Close()
	sc := bufio.NewScanner(r.Body)
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	for sc.Scan() {
		line := sc.Text()
		if !strings.HasPrefix(line, "data: ") {
			continue
		}
		var m seatMsg
		if err := json.Unmarshal([]byte(line[6:]), &m); err != nil {
			t.Error(err)
			return
		}
		if m.Result != nil || m.Error != "" {
			return
		}
		if m.Prompt != nil {
			post(t, base+"/api/games/"+id+"/answer", map[string]any{"token": token, "seq": m.Seq, "option": rng.IntN(len(m.Prompt.Options))}, nil)
		}
	}
}

// playGame starts a game through the HTTP API with the request body and
// plays every seat that has a token on its own connection (playSeat, seeded
// from seed and the seat) until the game ends; it returns the game and how
// many seats it has.
func playGame(t *testing.T, s *Server, base string, body map[string]any, seed uint64) (*game, int) {
	created := newGame(t, base+"/api/games", body)
	var wg sync.WaitGroup
	for _, st := range created.Seats {
		if st.Token == "" {
			continue
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			playSeat(t, base, created.ID, st.Token, seed*10+uint64(st.Seat))
		}()
	}
	wg.Wait()
	gm := s.findGame(created.ID)
	<-gm.done
	return gm, len(created.Seats)
}

// checkSeatMessages checks what seat was sent against the hidden
// information rules: no card of any deck, nothing of the opponent's hand or
// shadows but counts and positions, prompt options that name only cards
// the seat sees on its board, and log lines exactly as the engine narrates
// the game to that seat. It returns the problems found.
func checkSeatMessages(t testing.TB, g *rules.Game, seat int, msgs [][]byte, cat *messages.Catalog) []string {
	var bad []string
	var lines []string
	for n, raw := range msgs {
		m := decode(t, raw)
		if m.Seat != seat {
			bad = append(bad, fmt.Sprintf("message %d: for seat %d", n, m.Seat))
		}
		visible := map[int]bool{}
		for pi, p := range m.Players {
			for _, a := range p.Areas {
				hidden := a.Name == rules.AreaNameDeck || (pi != seat && (a.Name == rules.AreaNameHand || a.Name == "shadows"))
				for _, c := range a.Cards {
					if c.ID != 0 {
						visible[c.ID] = true
						if owner := g.Cards[c.ID-1].Owner; hidden {
							bad = append(bad, fmt.Sprintf("message %d: card %d (%s, owner %d) shown in %s's %s", n, c.ID, c.Code, owner, p.Name, a.Name))
						}
					}
					if hidden && (c.Code != "" || c.Title != "" || c.ID != 0) {
						bad = append(bad, fmt.Sprintf("message %d: %s's %s shows %q", n, p.Name, a.Name, c.Title))
					}
				}
			}
		}
		if m.Prompt != nil {
			// the cards a seat looks at to answer (a search of its deck,
			// the revealed top cards of a deck it chooses from) are shown
			// in its prompt, and only those its options name
			looked := map[int]bool{}
			offered := map[int]bool{}
			for _, o := range m.Prompt.Options {
				offered[o.Card] = true
			}
			for _, c := range m.Prompt.Cards {
				if !offered[c.ID] {
					bad = append(bad, fmt.Sprintf("message %d: the prompt %s shows card %d (%s), which no option names", n, m.Prompt.ID, c.ID, c.Title))
				}
				looked[c.ID] = true
			}
			for _, o := range m.Prompt.Options {
				if o.Card != 0 && !visible[o.Card] && !looked[o.Card] {
					bad = append(bad, fmt.Sprintf("message %d: option %q names card %d, not on the seat's board", n, o.Label, o.Card))
				}
			}
		}
		if m.LogStart == 0 {
			lines = lines[:0]
		}
		if m.LogStart != len(lines) && m.LogStart != 0 {
			bad = append(bad, fmt.Sprintf("message %d: log starts at %d after %d lines", n, m.LogStart, len(lines)))
		}
		lines = append(lines[:min(m.LogStart, len(lines))], m.Log...)
	}
	// the log the page got is the engine's narration for this seat
	var want bytes.Buffer
	nr := &messages.Narrator{Cat: cat, Reader: seat, W: &want}
	nr.Flush(g)
	nr.WriteResult(g, g.Result(), "")
	var wantLines []string
	for _, l := range strings.Split(want.String(), "\n") {
		if l = strings.TrimSpace(l); l != "" {
			wantLines = append(wantLines, l)
		}
	}
	// A line may be more hidden than the final narration (a card brought out
	// of shadows is announced while it is still facedown), never less.
	masked := regexp.MustCompile(regexp.QuoteMeta(term.Text(cat, "hidden-card")) + `( \\\(#\d+\\\))?`)
	if len(lines) != len(wantLines) {
		bad = append(bad, fmt.Sprintf("the page got %d log lines, the seat's narration has %d", len(lines), len(wantLines)))
	}
	for i := range min(len(lines), len(wantLines)) {
		a, b := lines[i], wantLines[i]
		if a == b {
			continue
		}
		pat := "^" + masked.ReplaceAllString(regexp.QuoteMeta(a), ".+") + "$"
		if !strings.Contains(a, term.Text(cat, "hidden-card")) || !regexp.MustCompile(pat).MatchString(b) {
			bad = append(bad, fmt.Sprintf("log line %d: page got %q, the seat's narration is %q", i+1, a, b))
			break
		}
	}
	return bad
}

// TestHiddenInformation plays whole games through the HTTP API — against
// the bot and hot-seat — records every message sent to each seat's page,
// and checks each against what that seat may see.
func TestHiddenInformation(t *testing.T) {
	rec := &recorder{msgs: map[int][][]byte{}}
	s, hs, _ := serveDir(t, map[string]string{"knights.card": knights(2)}, Options{record: rec.record})
	cases := []struct {
		p2   string
		seed uint64
	}{{kindBot, 1}, {kindHuman, 2}, {kindBot, 3}}
	for _, c := range cases {
		rec.msgs = map[int][][]byte{}
		gm, _ := playGame(t, s, hs.URL, map[string]any{"p1": "human", "p2": c.p2, "seed": c.seed}, c.seed)
		if !gm.g.Result().Over {
			t.Errorf("game %d did not end: %+v", c.seed, gm.g.Result())
		}
		for seat, msgs := range rec.msgs {
			if len(msgs) < 20 {
				t.Errorf("seat %d got only %d messages", seat, len(msgs))
			}
			for _, b := range checkSeatMessages(t, gm.g, seat, msgs, gm.narr[seat].Cat) {
				t.Errorf("game %d (p2 %s), seat %d: %s", c.seed, c.p2, seat, b)
			}
		}
		if c.p2 == kindHuman && len(rec.msgs) != 2 {
			t.Errorf("hot-seat: messages for %d seats", len(rec.msgs))
		}
		t.Logf("game %d vs %s: %v, messages %d/%d", c.seed, c.p2, gm.g.Result(), len(rec.msgs[0]), len(rec.msgs[1]))
	}
}

// TestHiddenInformationCheckCatches: the check fails when a page is sent
// the opponent's hand, its shadows, an option naming a hidden card, or the
// all-seeing log.
func TestHiddenInformationCheckCatches(t *testing.T) {
	rec := &recorder{msgs: map[int][][]byte{}}
	s, hs, _ := serveDir(t, map[string]string{"knights.card": knights(2)}, Options{record: rec.record})
	created := newGame(t, hs.URL+"/api/games", map[string]any{"p1": "human", "p2": "bot", "seed": 5})
	playSeat(t, hs.URL, created.ID, created.Seats[0].Token, 5)
	gm := s.findGame(created.ID)
	<-gm.done
	cat := gm.narr[0].Cat
	if bad := checkSeatMessages(t, gm.g, 0, rec.msgs[0], cat); len(bad) > 0 {
		t.Fatalf("the honest messages fail: %v", bad)
	}
	leaks := map[string]func(m *seatMsg){
		"opponent's hand": func(m *seatMsg) {
			m.Players[1].Areas = append(m.Players[1].Areas, areaMsg{Name: rules.AreaNameHand, Cards: []cardMsg{{ID: 5, Code: "01001", Title: "x"}}})
		},
		"own deck": func(m *seatMsg) {
			m.Players[0].Areas = append(m.Players[0].Areas, areaMsg{Name: rules.AreaNameDeck, Cards: []cardMsg{{Title: "Varys"}}})
		},
		"hidden option": func(m *seatMsg) {
			m.Prompt = &promptMsg{Options: []optionMsg{{Label: "x", Card: 9999}}}
		},
		"a card shown in the prompt": func(m *seatMsg) {
			m.Prompt = &promptMsg{Options: []optionMsg{{Label: "pass"}}, Cards: []cardMsg{{ID: 7, Code: "01001", Title: "x"}}}
		},
	}
	for name, leak := range leaks {
		msgs := append([][]byte(nil), rec.msgs[0]...)
		m := decode(t, msgs[len(msgs)/2])
		leak(m)
		msgs[len(msgs)/2] = event("state", m)
		if bad := checkSeatMessages(t, gm.g, 0, msgs, cat); len(bad) == 0 {
			t.Errorf("%s: not caught", name)
		}
	}
	// the all-seeing log (or the opponent's) is not seat 0's
	for _, reader := range []int{-1, 1} {
		var all bytes.Buffer
		nr := &messages.Narrator{Cat: cat, Reader: reader, W: &all}
		nr.Flush(gm.g)
		m := &seatMsg{Seat: 0, Log: strings.Split(strings.TrimSpace(all.String()), "\n")}
		for i := range m.Log {
			m.Log[i] = strings.TrimSpace(m.Log[i])
		}
		if bad := checkSeatMessages(t, gm.g, 0, [][]byte{event("state", m)}, cat); len(bad) == 0 {
			t.Errorf("the log for reader %d passed as seat 0's", reader)
		}
	}
}

// TestHiddenInformationMelee plays melee games through the HTTP API — one
// human against three bots, and a hot-seat of three humans, each seat its
// own token and page — records every message sent to each seat's page and
// checks each seat's against what that seat may see. A seat choosing its
// title is told the titles left in the pool by name (the rule: it looks at
// them), without an option naming a card off its board.
func TestHiddenInformationMelee(t *testing.T) {
	rec := &recorder{msgs: map[int][][]byte{}}
	s, hs, _ := serveDir(t, map[string]string{"knights.card": knights(2)}, Options{record: rec.record})
	cases := []struct {
		players []string
		seed    uint64
	}{{[]string{"human", "bot", "bot", "bot"}, 4}, {[]string{"human", "human", "human"}, 6}}
	for _, c := range cases {
		rec.msgs = map[int][][]byte{}
		gm, seats := playGame(t, s, hs.URL, map[string]any{"players": c.players, "seed": c.seed}, c.seed)
		if seats != len(c.players) {
			t.Fatalf("%d seats, want %d", seats, len(c.players))
		}
		if !gm.g.Result().Over || !gm.g.IsMelee() {
			t.Errorf("game %d: over %v, melee %v", c.seed, gm.g.Result(), gm.g.IsMelee())
		}
		humans := 0
		for _, k := range c.players {
			if k == "human" {
				humans++
			}
		}
		if len(rec.msgs) != humans {
			t.Errorf("game %d: messages for %d seats, want %d", c.seed, len(rec.msgs), humans)
		}
		titles, against := 0, 0
		for seat, msgs := range rec.msgs {
			for _, b := range checkSeatMessages(t, gm.g, seat, msgs, gm.narr[seat].Cat) {
				t.Errorf("game %d, seat %d: %s", c.seed, seat, b)
			}
			for _, raw := range msgs {
				m := decode(t, raw)
				if len(m.Players) != len(c.players) && len(m.Players) > 0 {
					t.Fatalf("seat %d sees %d players", seat, len(m.Players))
				}
				if m.Challenge != "" {
					against++
				}
				if m.Prompt != nil && m.Prompt.ID == "title" {
					titles++
					for _, o := range m.Prompt.Options {
						if strings.Contains(o.Label, term.Text(gm.narr[seat].Cat, "hidden-card")) {
							t.Errorf("seat %d: title option %q is hidden", seat, o.Label)
						}
					}
				}
			}
		}
		if titles == 0 || against == 0 {
			t.Errorf("game %d: %d title questions, %d states naming a challenge's opponent", c.seed, titles, against)
		}
		t.Logf("game %d (%d players): %v", c.seed, len(c.players), gm.g.Result())
	}
}
