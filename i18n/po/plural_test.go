package po

import "testing"

// TestParsePlural: gettext's Plural-Forms of a few languages pick the form
// gettext picks; malformed headers are errors, never panics.
func TestParsePlural(t *testing.T) {
	for _, c := range []struct {
		lang string
		want map[int]int // n → form
	}{
		{"de", map[int]int{0: 1, 1: 0, 2: 1, 11: 1}},
		{"fr", map[int]int{0: 0, 1: 0, 2: 1, 100: 1}},
		{"ja", map[int]int{0: 0, 1: 0, 5: 0}},
		{"ru", map[int]int{1: 0, 2: 1, 4: 1, 5: 2, 11: 2, 12: 2, 21: 0, 22: 1, 25: 2, 111: 2}},
		{"pl", map[int]int{1: 0, 2: 1, 5: 2, 12: 2, 22: 1, 21: 2}},
	} {
		p, err := ParsePlural(PluralForms(c.lang))
		if err != nil {
			t.Fatalf("%s: %v", c.lang, err)
		}
		for n, want := range c.want {
			if got := p.Index(n); got != want {
				t.Errorf("%s: form of %d = %d, want %d", c.lang, n, got, want)
			}
		}
	}
	for _, bad := range []string{"", "nplurals=2;", "nplurals=x; plural=n;", "nplurals=2; plural=(n != 1;", "nplurals=2; plural=n ? 1;", "nplurals=2; plural=n $ 1;", "nplurals=9; plural=n;",
		"nplurals=2; plural=" + deep(200) + ";"} {
		if _, err := ParsePlural(bad); err == nil {
			t.Errorf("ParsePlural(%q) accepted", bad)
		}
	}
	// an index outside the forms is the last form
	p, err := ParsePlural("nplurals=2; plural=n*7;")
	if err != nil || p.Index(3) != 1 || p.Index(0) != 0 {
		t.Errorf("out of range index: %v", err)
	}
	p, _ = ParsePlural("nplurals=2; plural=n%0 + n/0 + (n>=2)*1 - 0;")
	if p.Index(5) != 1 {
		t.Error("division by zero is not 0")
	}
}

func deep(n int) string {
	s := "n"
	for i := 0; i < n; i++ {
		s = "(" + s + ")"
	}
	return s
}
