package save_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/i18n/messages"
	"github.com/thronescript/thronescript/play/save"
	"github.com/thronescript/thronescript/rules"
)

// replayed is what throne replay prints of the saved game b (the deck
// lines with the players' names and the decks' titles, the log, the
// result), or the error that refuses it (Parse, Replay or Verify).
func replayed(lib rules.Definitions, cat *messages.Catalog, b []byte) (string, error) {
	sg, err := save.Parse(b)
	if err != nil {
		return "", err
	}
	rep, err := sg.Replay(lib)
	if err != nil {
		return "", err
	}
	if err := sg.Verify(rep); err != nil {
		return "", err
	}
	var out strings.Builder
	n := &messages.Narrator{Cat: cat, Reader: -1, W: &out}
	n.Flush(rep.Game)
	n.WriteResult(rep.Game, rep.Result, "")
	return out.String(), nil
}

// validSave is a saved game as Write writes it, and what replay prints of it.
func validSave(tb testing.TB) (rules.Definitions, *messages.Catalog, []byte, string) {
	lib, g := playedGame(tb)
	name := tb.TempDir() + "/game.json"
	if err := save.Write(name, g, []string{"random", "random"}); err != nil {
		tb.Fatal(err)
	}
	b, err := os.ReadFile(name)
	if err != nil {
		tb.Fatal(err)
	}
	cat, err := messages.LoadCatalog("en", lib)
	if err != nil {
		tb.Fatal(err)
	}
	want, err := replayed(lib, cat, b)
	if err != nil {
		tb.Fatal(err)
	}
	return lib, cat, b, want
}

// checkReplay is the oracle of FuzzSaveFile and TestEveryFieldChanged: a
// file is refused with a message, or it replays as the valid save did.
func checkReplay(t *testing.T, lib rules.Definitions, cat *messages.Catalog, b []byte, want string) {
	t.Helper()
	got, err := replayed(lib, cat, b)
	switch {
	case err != nil && err.Error() == "":
		t.Fatalf("%.200q: refused without a message", b)
	case err == nil && got != want:
		t.Fatalf("%.200q: verified, but replays otherwise than the valid save:\n%s", b, firstDiff(got, want))
	}
}

// firstDiff is the first line where got and want differ.
func firstDiff(got, want string) string {
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	for i := range min(len(g), len(w)) {
		if g[i] != w[i] {
			return fmt.Sprintf("line %d: %q, want %q", i+1, g[i], w[i])
		}
	}
	return fmt.Sprintf("%d lines, want %d", len(g), len(w))
}

// FuzzSaveFile feeds throne replay's input, a saved game, through what
// replay does with it (Parse, Replay, Verify): arbitrary bytes never
// panic, and a file made from a valid save by any change is refused with
// a message or replays exactly as the valid save (the same names, deck
// titles, log and result).
func FuzzSaveFile(f *testing.F) {
	lib, cat, valid, want := validSave(f)
	f.Add(valid)
	f.Add([]byte(`{"format": "throne-game/3", "game": {"version": 1, "start": {}}, "logHash": "1", "hash": "1"}`))
	f.Add([]byte(`{"format": "throne-game/2", "game": {}}`))
	f.Add([]byte(`{"version": 1, "start": {"config": {"seed": 1, "players": []}}}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		checkReplay(t, lib, cat, b, want)
	})
}

// TestEveryFieldChanged changes each field of a valid save in turn — every
// string, number and true/false (the players' names, the decks' titles
// and cards, the seats, the seed, each answer, the hashes, the result),
// and removes each key and each list's last item, or doubles it — and
// wants each file refused with a message or replayed as the valid save.
func TestEveryFieldChanged(t *testing.T) {
	lib, cat, valid, want := validSave(t)
	var doc any
	dec := json.NewDecoder(bytes.NewReader(valid))
	dec.UseNumber()
	if err := dec.Decode(&doc); err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, changed := range changes(doc) {
		b, err := json.Marshal(changed)
		if err != nil {
			t.Fatal(err)
		}
		n++
		checkReplay(t, lib, cat, b, want)
	}
	t.Logf("%d changed files", n)
	if n < 300 {
		t.Errorf("only %d changed files: the walk missed fields", n)
	}
}

// changes returns copies of the JSON value v, each with one change.
func changes(v any) []any {
	var out []any
	switch x := v.(type) {
	case string:
		out = append(out, x+"x", "", "\x1b[2J"+x)
	case json.Number:
		s := string(x)
		d := s[len(s)-1]
		if d >= '0' && d <= '9' {
			out = append(out, json.Number(s[:len(s)-1]+string('0'+(d-'0'+1)%10)))
		}
		out = append(out, "x")
	case bool:
		out = append(out, !x)
	case nil:
		out = append(out, json.Number("0"))
	case []any:
		for i, item := range x {
			for _, c := range changes(item) {
				cp := append([]any{}, x...)
				cp[i] = c
				out = append(out, cp)
			}
		}
		if len(x) > 0 {
			out = append(out, append([]any{}, x[:len(x)-1]...), append(append([]any{}, x...), x[len(x)-1]))
		}
	case map[string]any:
		for k, item := range x {
			for _, c := range changes(item) {
				out = append(out, with(x, k, c))
			}
			out = append(out, with(x, k, nil), without(x, k))
		}
	}
	return out
}

// with is a copy of m with m[k] = v; without, one without k.
func with(m map[string]any, k string, v any) map[string]any {
	cp := without(m, k)
	cp[k] = v
	return cp
}

func without(m map[string]any, k string) map[string]any {
	cp := map[string]any{}
	for key, v := range m {
		if key != k {
			cp[key] = v
		}
	}
	return cp
}
