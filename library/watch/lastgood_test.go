package watch

import (
	"context"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func notBroken(_ string, data []byte) bool { return !strings.Contains(string(data), "BROKEN") }

func TestLastGoodApply(t *testing.T) {
	changed := func(p, c string) Change { return Change{Path: p, Kind: Changed, Content: []byte(c)} }
	removed := func(p string) Change { return Change{Path: p, Kind: Removed} }
	steps := []struct {
		changes            []Change
		accepted, rejected []string
		want               map[string]string
	}{
		{
			changes:  []Change{changed("a", "a1"), changed("b", "BROKEN b1")},
			accepted: []string{"a"}, rejected: []string{"b"},
			want: map[string]string{"a": "a1"},
		},
		{ // a broken save keeps the last good version
			changes:  []Change{changed("a", "a2 BROKEN"), changed("b", "b2")},
			accepted: []string{"b"}, rejected: []string{"a"},
			want: map[string]string{"a": "a1", "b": "b2"},
		},
		{ // the next good save recovers
			changes:  []Change{changed("a", "a3")},
			accepted: []string{"a"},
			want:     map[string]string{"a": "a3", "b": "b2"},
		},
		{ // removal drops the path, good or not
			changes:  []Change{removed("a"), removed("never-seen")},
			accepted: []string{"a", "never-seen"},
			want:     map[string]string{"b": "b2"},
		},
	}
	var s LastGood
	for i, st := range steps {
		acc, rej := s.Apply(Batch{Changes: st.changes}, notBroken)
		if !reflect.DeepEqual(acc, st.accepted) || !reflect.DeepEqual(rej, st.rejected) {
			t.Errorf("step %d: accepted %v rejected %v, want %v %v", i, acc, rej, st.accepted, st.rejected)
		}
		got := map[string]string{}
		for p, c := range s.Snapshot() {
			got[p] = string(c)
		}
		if d := diffStates(st.want, got); d != "" {
			t.Errorf("step %d:%s", i, d)
		}
		if s.Len() != len(st.want) || len(s.Paths()) != len(st.want) {
			t.Errorf("step %d: Len %d Paths %v", i, s.Len(), s.Paths())
		}
	}
	if c, ok := s.Get("b"); !ok || string(c) != "b2" {
		t.Errorf("Get(b) = %q %v", c, ok)
	}
	if _, ok := s.Get("a"); ok {
		t.Error("Get(a) after removal found it")
	}
	// nil validate accepts everything.
	acc, rej := s.Apply(Batch{Changes: []Change{changed("c", "BROKEN")}}, nil)
	if len(acc) != 1 || len(rej) != 0 {
		t.Errorf("nil validate: %v %v", acc, rej)
	}
}

// TestLastGoodWithWatcher is the loop issue #7 asks for: a broken save
// keeps the last good version, the next good save recovers.
func TestLastGoodWithWatcher(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "x.card")
	writeFile(t, p, "good 1\n")
	var store LastGood
	h := startWatcher(t, Options{}, dir)
	steps := []struct {
		save               func() error
		want               string
		accepted, rejected []string
	}{
		{nil, "good 1\n", []string{p}, nil},
		{func() error { return saveVim(p, "BROKEN 2\n") }, "good 1\n", nil, []string{p}},
		{func() error { return saveJetBrains(p, "good 3\n") }, "good 3\n", []string{p}, nil},
	}
	for i, st := range steps {
		if st.save != nil {
			if err := st.save(); err != nil {
				t.Fatal(err)
			}
		}
		var acc, rej []string
		for _, b := range h.fence(dir) {
			a, r := store.Apply(b, notBroken)
			acc, rej = append(acc, a...), append(rej, r...)
		}
		if !reflect.DeepEqual(acc, st.accepted) || !reflect.DeepEqual(rej, st.rejected) {
			t.Errorf("step %d: accepted %v rejected %v, want %v %v", i, acc, rej, st.accepted, st.rejected)
		}
		if got, _ := store.Get(p); string(got) != st.want {
			t.Errorf("step %d: last good = %q, want %q", i, got, st.want)
		}
	}
}

func TestLastGoodHandler(t *testing.T) {
	var s LastGood
	var got [][]string
	h := s.Handler(notBroken, func(_ context.Context, b Batch, acc, rej []string) {
		got = append(got, acc, rej)
	})
	h(context.Background(), Batch{Changes: []Change{
		{Path: "a", Kind: Changed, Content: []byte("ok")},
		{Path: "b", Kind: Changed, Content: []byte("BROKEN")},
	}})
	if !reflect.DeepEqual(got, [][]string{{"a"}, {"b"}}) {
		t.Errorf("next got %v", got)
	}
	if c, _ := s.Get("a"); string(c) != "ok" {
		t.Errorf("store: %q", c)
	}
	s.Handler(nil, nil)(context.Background(), Batch{Changes: []Change{{Path: "a", Kind: Removed}}})
	if s.Len() != 0 {
		t.Errorf("after removal: %v", s.Paths())
	}
}
