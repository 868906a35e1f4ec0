package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// syncBuffer is a buffer written by the watcher's goroutine.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

const watchedCard = `card 11016 "Ser Gerris Drinkwater" {
  character
  pack TSC 16
  faction martell
  loyal
  unique
  cost 6
  strength %s
  icons military intrigue power
  traits Knight
  keywords renown shadow(5)
  deck-limit 3
}
`

// TestPlayWatchUsesSession: play --watch reloads through Session.Watch: a
// good save queues the changed card with its new definition; a broken save
// is reported and queues nothing.
func TestPlayWatchUsesSession(t *testing.T) {
	if testing.Short() {
		t.Skip("watches files")
	}
	dir := t.TempDir()
	file := filepath.Join(dir, "gerris.card")
	write := func(strength string) {
		t.Helper()
		if err := os.WriteFile(file, []byte(strings.Replace(watchedCard, "%s", strength, 1)), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("9")
	stderr := &syncBuffer{}
	r := &reloader{e: &env{stdout: &bytes.Buffer{}, stderr: stderr}, paths: []string{dir}}
	stop, err := r.watch()
	if err != nil {
		t.Fatal(err)
	}
	defer stop()
	pending := func() (strength int, codes []string) {
		r.mu.Lock()
		defer r.mu.Unlock()
		for _, c := range r.codes {
			if d := r.next.Defs[c]; d != nil && c == "11016" {
				strength = d.Strength
			}
		}
		return strength, r.codes
	}
	wait := func(what string, ok func() bool) {
		t.Helper()
		for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
			if ok() {
				return
			}
		}
		t.Fatalf("%s: pending %v, stderr:\n%s", what, r.codes, stderr.String())
	}
	time.Sleep(300 * time.Millisecond) // the watcher's first scan
	write("4")
	wait("good save", func() bool { s, _ := pending(); return s == 4 })

	r.mu.Lock()
	r.next, r.codes = nil, nil
	r.mu.Unlock()
	if err := os.WriteFile(file, []byte("card 11016 \"Ser Gerris Drinkwater\" {\n  character\n  faction martel\n}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	wait("broken save", func() bool { return strings.Contains(stderr.String(), "the game keeps the last good version") })
	if _, codes := pending(); len(codes) != 0 {
		t.Errorf("a broken save queued %v", codes)
	}
	if d := r.session.Library().Defs["11016"]; d == nil || d.Strength != 4 {
		t.Errorf("the session lost the last good definition: %+v", d)
	}
}
