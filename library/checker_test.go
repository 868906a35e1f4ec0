package library_test

import (
	"fmt"
	"testing"

	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/library"
)

// TestCheckerIsCheck: a Checker used again and again reports what a new
// one reports, scenarios naming built-in cards included.
func TestCheckerIsCheck(t *testing.T) {
	r := interp.NewRegistry()
	k := library.NewChecker(r)
	files := [][]syntax.Source{
		{{Name: "a.card", Src: []byte("card 90001 \"A\" {\n  character\n  faction strak\n  cost 1\n  strength 1\n}\n")}},
		{{Name: "a.card", Src: []byte("card 90001 \"A\" {\n  character\n  faction stark\n  cost 1\n  strength 1\n}\n" +
			"scenario \"s\" {\n  setup {\n    from marshaling-window\n    p1 hand 90001 01053 99999\n  }\n}\n")}},
		{{Name: "b.card", Src: []byte("card 90002 \"B\" {\n  location\n  faction stark\n  cost 1\n}\n")}},
	}
	for i, srcs := range files {
		want, _ := library.NewChecker(r).Check(srcs)
		got, _ := k.Check(srcs)
		if fmt.Sprint(js(want)) != fmt.Sprint(js(got)) {
			t.Errorf("files %d: the Checker used again says %v, a new one says %v", i, js(got), js(want))
		}
		if i < 2 && len(want) == 0 {
			t.Errorf("files %d: no diagnostic (the test needs some)", i)
		}
	}
}

func js(ds diag.Diagnostics) []diag.JSON {
	var out []diag.JSON
	for _, d := range ds {
		out = append(out, diag.ToJSON(d))
	}
	return out
}
