package vocab

import (
	"strings"
	"testing"
)

func TestParsePattern(t *testing.T) {
	tests := []struct{ in, want, params string }{
		{"gain-power {n:int} [on {target:card}]", "gain-power {n:int} [on {target:card}]", "n:int target:card?"},
		{"kill  {target:cards} [cannot-be-saved]", "kill {target:cards} [cannot-be-saved]", "target:cards"},
		{"give {t:cards} {d:signed} strength [until {d2:duration}]", "give {t:cards} {d:signed} strength [until {d2:duration}]", "t:cards d:signed d2:duration?"},
		{"with {stat:word(strength|cost)} {op:word(<|<=|=)} {n:int}", "with {stat:word(strength|cost)} {op:word(<|<=|=)} {n:int}", "stat:word op:word n:int"},
		{"a [b [c {x:cond}]]", "a [b [c {x:cond}]]", "x:cond?"},
		{"draw", "draw", ""},
	}
	for _, tt := range tests {
		p, err := ParsePattern(tt.in)
		if err != nil {
			t.Errorf("%q: %v", tt.in, err)
			continue
		}
		if got := p.String(); got != tt.want {
			t.Errorf("String() = %q, want %q", got, tt.want)
		}
		var ps []string
		for _, q := range p.Params() {
			s := q.Name + ":" + q.Kind.String()
			if q.Optional {
				s += "?"
			}
			ps = append(ps, s)
		}
		if got := strings.Join(ps, " "); got != tt.params {
			t.Errorf("%q params %q, want %q", tt.in, got, tt.params)
		}
		if again, err := ParsePattern(p.String()); err != nil || again.String() != p.String() {
			t.Errorf("%q does not round-trip: %v", tt.in, err)
		}
	}
}

func TestParsePatternErrors(t *testing.T) {
	for _, in := range []string{"", "{n:int} x", "a [b", "a b]", "a []", "a {n}", "a {n:foo}", "a {n:int} {n:int}",
		"a {n:int", "a }", "a {x:word()}", "[a]"} {
		if _, err := ParsePattern(in); err == nil {
			t.Errorf("%q: no error", in)
		}
	}
}

func TestSet(t *testing.T) {
	s := NewSet()
	if err := s.Add(&Entry{Kind: KindEffect, Name: "kill", Pattern: "kill {target:cards}"}); err != nil {
		t.Fatal(err)
	}
	if err := s.Add(&Entry{Kind: KindEffect, Name: "draw", Pattern: "draw {n:int}"}); err != nil {
		t.Fatal(err)
	}
	if err := s.Add(&Entry{Kind: KindEffect, Name: "kill", Pattern: "kill {t:card}"}); err == nil {
		t.Error("duplicate accepted")
	}
	if err := s.Add(&Entry{Kind: KindCost, Name: "kill", Pattern: "kill {t:card}"}); err != nil {
		t.Errorf("same name in another kind rejected: %v", err)
	}
	if err := s.Add(&Entry{Kind: KindEffect, Name: "stand", Pattern: "kneel {t:card}"}); err == nil {
		t.Error("name/pattern mismatch accepted")
	}
	if err := s.Add(&Entry{Kind: KindEffect, Name: "x", Pattern: "x {"}); err == nil {
		t.Error("bad pattern accepted")
	}
	var tbl Table = s
	if tbl.Lookup(KindEffect, "kill") == nil || tbl.Lookup(KindCondition, "kill") != nil {
		t.Error("Lookup")
	}
	if got := strings.Join(tbl.Names(KindEffect), ","); got != "draw,kill" {
		t.Errorf("Names = %s", got)
	}
	if es := s.Entries(KindEffect); len(es) != 2 || es[0].Name != "draw" || s.Pattern(es[1]).Params()[0].Kind != ParamCards {
		t.Errorf("Entries/Pattern wrong")
	}
	if KindValue.String() != "value" || ParamCards.String() != "cards" {
		t.Error("names")
	}
}
