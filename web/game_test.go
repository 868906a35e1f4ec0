package web

import (
	"bufio"
	"encoding/json"
	"fmt"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
)

// createdGame is the answer to a new game: its id and its seats (a seat
// the bot plays has no token).
type createdGame struct {
	ID    string
	Seats []struct {
		Seat  int
		Token string
	}
}

// newGame starts a game through the HTTP API (url: the new-game address,
// with any query) with the request body.
func newGame(t testing.TB, url string, body map[string]any) createdGame {
	var created createdGame
	if code := post(t, url, body, &created); code != 200 {
		t.Fatalf("new game: %d", code)
	}
	return created
}

// seatStream reads a seat's states from its event stream.
func seatStream(t *testing.T, base, id, token string) (<-chan *seatMsg, func()) {
	r, err := http.Get(fmt.Sprintf("%s/api/games/%s/events?token=%s", base, id, token))
	if err != nil {
		t.Fatal(err)
	}
	c := make(chan *seatMsg, 256)
	go func() {
		defer close(c)
		sc := bufio.NewScanner(r.Body)
		sc.Buffer(make([]byte, 1<<20), 64<<20)
		for sc.Scan() {
			if line := sc.Text(); strings.HasPrefix(line, "data: ") {
				var m seatMsg
				if json.Unmarshal([]byte(line[6:]), &m) == nil {
					c <- &m
				}
			}
		}
	}()
	return c, func() { r.Body.Close() }
}

// nextPrompt waits for a state that asks the seat something (or ends).
func nextPrompt(t *testing.T, c <-chan *seatMsg, log *[]string, after int) *seatMsg {
	for m := range c {
		if m.Seq <= after {
			continue
		}
		if m.LogStart == 0 {
			*log = (*log)[:0]
		}
		*log = append(*log, m.Log...)
		if m.Prompt != nil || m.Result != nil {
			return m
		}
	}
	t.Fatal("the stream ended")
	return nil
}

// TestGameReloadsEditedCards: a card saved in the workspace during a game
// replaces its definition in the game before the next decision.
func TestGameReloadsEditedCards(t *testing.T) {
	_, hs0, _ := serveDir(t, nil, Options{})
	var c struct{ Source string }
	get(t, hs0.URL+"/api/card/01106", &c) // Edric Dayne, in the Martell deck
	if !strings.Contains(c.Source, "strength 1\n") {
		t.Fatalf("source %q", c.Source)
	}
	_, hs, dir := serveDir(t, map[string]string{"edric.card": c.Source + "\n"}, Options{})
	created := newGame(t, hs.URL+"/api/games", map[string]any{"p1": "human", "p2": "bot", "seed": 4})
	states, stop := seatStream(t, hs.URL, created.ID, created.Seats[0].Token)
	defer stop()
	var log []string
	m := nextPrompt(t, states, &log, 0)
	name := filepath.Join(dir, "edric.card")
	q := hs.URL + "/api/status?file=" + urlQuery(name)
	var st status
	get(t, q, &st)
	seq := st.Seq
	post(t, hs.URL+"/api/file", map[string]string{"name": name, "text": strings.Replace(c.Source, "strength 1\n", "strength 6\n", 1)}, nil)
	waitFor(t, "the save", func() bool { get(t, q, &st); return st.Seq > seq })
	if len(st.Cards) != 1 || st.Cards[0].Strength != "6" {
		t.Fatalf("the saved card: %+v", st.Cards)
	}
	post(t, hs.URL+"/api/games/"+created.ID+"/answer", map[string]any{"token": created.Seats[0].Token, "seq": m.Seq, "option": 0}, nil)
	nextPrompt(t, states, &log, m.Seq)
	found := false
	for _, l := range log {
		if strings.Contains(l, "reloaded (version") {
			found = true
		}
	}
	if !found {
		t.Errorf("no reload in the log:\n%s", strings.Join(log, "\n"))
	}
}

// TestGameRefusesOthers: a seat's stream and answers need its token; a
// stale answer is refused.
func TestGameRefusesOthers(t *testing.T) {
	_, hs, _ := serveDir(t, nil, Options{})
	created := newGame(t, hs.URL+"/api/games", map[string]any{"p1": "human", "p2": "bot"})
	if created.Seats[1].Token != "" {
		t.Error("the bot's seat has a token")
	}
	if code := get(t, hs.URL+"/api/games/"+created.ID+"/events?token=nope", nil); code != http.StatusForbidden {
		t.Errorf("stream with a wrong token: %d", code)
	}
	if code := post(t, hs.URL+"/api/games/"+created.ID+"/answer", map[string]any{"token": "", "seq": 1, "option": 0}, nil); code != http.StatusForbidden {
		t.Errorf("answer without a token: %d", code)
	}
	states, stop := seatStream(t, hs.URL, created.ID, created.Seats[0].Token)
	defer stop()
	var log []string
	m := nextPrompt(t, states, &log, 0)
	if code := post(t, hs.URL+"/api/games/"+created.ID+"/answer", map[string]any{"token": created.Seats[0].Token, "seq": m.Seq - 1, "option": 0}, nil); code != http.StatusConflict {
		t.Errorf("stale answer: %d", code)
	}
	if code := post(t, hs.URL+"/api/games", map[string]any{"p1": "bot", "p2": "bot"}, nil); code != http.StatusBadRequest {
		t.Errorf("a game without a human: %d", code)
	}
}
