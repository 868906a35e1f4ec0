package syntax

import (
	"fmt"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/dsl/diag"
)

// dump renders statements compactly: word[line:col-line:col] values {…}.
func dump(ss []*Stmt) string {
	var b strings.Builder
	var stmts func(ss []*Stmt)
	var value func(v *Value)
	value = func(v *Value) {
		switch v.Kind {
		case WordValue:
			b.WriteString(v.Text)
		case NumberValue:
			b.WriteString("#" + v.Text)
		case StringValue:
			fmt.Fprintf(&b, "%q", v.Text)
		case RawValue:
			fmt.Fprintf(&b, "raw%q", v.Text)
		case OpValue:
			b.WriteString("op" + v.Text)
		case CallValue, ParenValue, ListValue:
			if v.Kind == CallValue {
				b.WriteString(v.Text)
			}
			b.WriteString("(")
			if v.Kind == ListValue {
				b.WriteString("[")
			}
			for i, it := range v.Items {
				if i > 0 {
					b.WriteString(" ")
				}
				value(it)
				if it.Comma {
					b.WriteString(",")
				}
			}
			b.WriteString(")")
		}
	}
	stmts = func(ss []*Stmt) {
		for i, s := range ss {
			if i > 0 {
				b.WriteString("; ")
			}
			r := s.Range
			fmt.Fprintf(&b, "%s[%d:%d-%d:%d]", s.Word, r.Start.Line, r.Start.Column, r.End.Line, r.End.Column)
			for _, v := range s.Values {
				b.WriteString(" ")
				value(v)
			}
			if s.Block != nil {
				b.WriteString(" {")
				stmts(s.Block.Stmts)
				b.WriteString("}")
			}
		}
	}
	stmts(ss)
	return b.String()
}

func TestParseShapes(t *testing.T) {
	tests := []struct{ src, want string }{
		{"card 01001 \"A\" {\n  cost 3\n}\n", `card[1:1-3:2] #01001 "A" {cost[2:3-2:9] #3}`},
		{"a; b c;; d", `a[1:1-1:2]; b[1:4-1:7] c; d[1:10-1:11]`},
		{"keywords shadow(2) no-attachments(except Weapon)", `keywords[1:1-1:49] shadow(#2) no-attachments(except Weapon)`},
		{"do draw (count character\n  controlled-by you)\nx", `do[1:1-2:21] draw (count character controlled-by you); x[3:1-3:2]`},
		{"f(a, b) [x y]", `f[1:1-1:14] (a, b) ([x y)`},
		{"give t +1 -2 <= != : 2018-06-07", `give[1:1-1:32] t #+1 #-2 op<= op!= op: #2018-06-07`},
		{"lua `a\nb`", `lua[1:1-2:3] raw"a\nb"`},
		{`s "a\"b\\c\nd"`, `s[1:1-1:15] "a\"b\\c\nd"`},
		{"Bär größe-2 {}", `Bär[1:1-1:15] größe-2 {}`},
		{"a {b {c}}", `a[1:1-1:10] {b[1:4-1:9] {c[1:7-1:8]}}`},
		{"# only a comment\n", ``},
		{"\ufeffa b", `a[1:1-1:4] b`},
		{"a\r\nb\r\n", `a[1:1-1:2]; b[2:1-2:2]`},
		{"", ``},
	}
	for _, tt := range tests {
		f, ds := ParseFile("t.card", []byte(tt.src))
		if len(ds) > 0 {
			t.Errorf("%q: unexpected diagnostics:\n%v", tt.src, ds)
			continue
		}
		if got := dump(f.Stmts); got != tt.want {
			t.Errorf("%q:\n got %s\nwant %s", tt.src, got, tt.want)
		}
	}
}

func TestComments(t *testing.T) {
	f, _ := ParseFile("t.card", []byte("# a\ncard 1 { # b\n  cost 1 # c\n}\n"))
	var got []string
	for _, c := range f.Comments {
		got = append(got, fmt.Sprintf("%d:%d %s", c.Range.Start.Line, c.Range.Start.Column, c.Text))
	}
	if want := "1:1 # a|2:10 # b|3:10 # c"; strings.Join(got, "|") != want {
		t.Errorf("comments %q, want %q", strings.Join(got, "|"), want)
	}
}

// TestRecovery checks that every error is reported at the offending token and
// that the statements around it survive.
func TestRecovery(t *testing.T) {
	tests := []struct {
		name, src string
		diags     string // code@line:col-line:col, …
		stmts     string
	}{
		{"stray close paren", "card 1 {\n  cost 3 )\n  strength 2\n}",
			"E0106@2:10-2:11", "card[1:1-4:2] #1 {strength[3:3-3:13] #2}"},
		{"stray brace at top", "a\n}\nb", "E0106@2:1-2:2", "a[1:1-1:2]; b[3:1-3:2]"},
		{"unclosed block", "card 3 {\n  faction stark\n", "E0107@1:8-1:9", "card[1:1-3:1] #3 {faction[2:3-2:16] stark}"},
		{"unclosed paren", "a {\n  x (1 2\n  y\n}", "E0108@2:5-2:6", "a[1:1-4:2] {y[3:3-3:4]}"},
		{"statement starts with a string", "a {\n  \"oops\"\n  b\n}", "E0105@2:3-2:9", "a[1:1-4:2] {b[3:3-3:4]}"},
		{"unterminated string", "a \"x\nb", "E0102@1:3-1:5", `a[1:1-1:5] "x"; b[2:1-2:2]`},
		{"unterminated raw", "a `x\nb", "E0103@1:3-1:4", "a[1:1-2:2] raw\"x\\nb\""},
		{"bad escape", `a "\q"`, "E0104@1:4-1:6", `a[1:1-1:7] "q"`},
		{"bad char", "a ! b\nc", "E0101@1:3-1:4", "a[1:1-1:6] b; c[2:1-2:2]"},
		{"after block", "a { b } c\nd", "E0109@1:9-1:10", "a[1:1-1:8] {b[1:5-1:6]}; d[2:1-2:2]"},
		{"comma outside", "a x, y\nb", "E0110@1:4-1:5", "b[2:1-2:2]"},
		{"mismatched close", "a (x]\nb", "E0106@1:5-1:6", "b[2:1-2:2]"},
		{"invalid UTF-8 in a string", "a \"x\xffy\"\nb", "E0112@1:5-1:6", "a[1:1-1:8] \"x\\xffy\"; b[2:1-2:2]"},
		{"invalid UTF-8 outside strings", "a \xfe\nb", "E0112@1:3-1:4", "a[1:1-1:2]; b[2:1-2:2]"},
		{"carriage returns without newlines", "a {\r b\r}\r", "E0113@1:4-1:5", "a[1:1-1:9] {b[1:6-1:7]}"},
		{"CRLF is a line end", "a\r\nb\r\n", "", "a[1:1-1:2]; b[2:1-2:2]"},
		{"NUL byte", "a\n\x00b", "E0114@2:1-2:2", ""},
		{"binary", "a " + strings.Repeat("\xff", 9), "E0114@1:3-1:4", ""},
		{"comma after a newline inside brackets", "a f(x\n  , y) [z\n,]\nb", "", "a[1:1-3:3] f(x, y) ([z,); b[4:1-4:2]"},
		{"semicolon inside brackets", "a (x; b", "E0110@1:5-1:6", "b[1:7-1:8]"},
		{"unclosed bracket of a list in a call", "a {\n  x f([1\n  y\n}", "E0108@2:7-2:8", "a[1:1-4:2] {y[3:3-3:4]}"},
		{"wrong closer deep in a list", "a [(x] y\nb", "E0106@1:6-1:7", "b[2:1-2:2]"},
		{"several errors in several blocks", "c {\n  cost )\n  ok 1\n}\nd {\n  ] x\n  ok 2\n}\n",
			"E0106@2:8-2:9 E0105@6:3-6:4", "c[1:1-4:2] {ok[3:3-3:7] #1}; d[5:1-8:2] {ok[7:3-7:7] #2}"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, ds := ParseFile("t.card", []byte(tt.src))
			var got []string
			for _, d := range ds {
				r := d.Subject
				got = append(got, fmt.Sprintf("%s@%d:%d-%d:%d", d.Code, r.Start.Line, r.Start.Column, r.End.Line, r.End.Column))
			}
			if g := strings.Join(got, " "); g != tt.diags {
				t.Errorf("diagnostics %s, want %s\n%v", g, tt.diags, ds)
			}
			if g := dump(f.Stmts); g != tt.stmts {
				t.Errorf("statements\n got %s\nwant %s", g, tt.stmts)
			}
		})
	}
}

func TestParseFilesOrder(t *testing.T) {
	var srcs []Source
	for i := 0; i < 20; i++ {
		srcs = append(srcs, Source{Name: fmt.Sprintf("f%02d.card", i), Src: []byte(fmt.Sprintf("card %d {\n  )\n}\n", i))})
	}
	files, ds := ParseFiles(srcs, Workers(3))
	for i, f := range files {
		if f.Name != srcs[i].Name || f.Stmts[0].Values[0].Text != fmt.Sprint(i) {
			t.Fatalf("file %d out of order: %s", i, f.Name)
		}
	}
	if len(ds) != 20 {
		t.Fatalf("got %d diagnostics, want 20", len(ds))
	}
	for i, d := range ds {
		if d.Subject.Start.Filename != srcs[i].Name {
			t.Fatalf("diagnostic %d is for %s", i, d.Subject.Start.Filename)
		}
	}
}

// checkRanges verifies that every diagnostic lies inside the input.
func checkRanges(t *testing.T, src []byte, ds diag.Diagnostics) {
	t.Helper()
	for _, d := range ds {
		s, e := d.Subject.Start, d.Subject.End
		if s.Offset < 0 || e.Offset > len(src) || s.Offset > e.Offset || s.Line < 1 || s.Column < 1 {
			t.Fatalf("diagnostic %v has range %v-%v outside the input of %d bytes", d, s, e, len(src))
		}
	}
}

// TestPathological feeds inputs that stress recursion and recovery.
func TestPathological(t *testing.T) {
	n := 20000
	inputs := map[string]string{
		"deep blocks":         strings.Repeat("a {", n) + strings.Repeat("}", n),
		"deep unclosed":       strings.Repeat("a {", n),
		"deep groups":         "a " + strings.Repeat("(", n) + strings.Repeat(")", n),
		"deep unclosed group": "a " + strings.Repeat("(", n) + "\nb",
		"many strays":         strings.Repeat("}", n),
		"many bad chars":      strings.Repeat("!", n),
	}
	for name, src := range inputs {
		f, ds := ParseFile("p.card", []byte(src))
		if f == nil {
			t.Fatalf("%s: nil file", name)
		}
		checkRanges(t, []byte(src), ds)
	}
	if _, ds := ParseFile("p.card", []byte(inputs["deep unclosed group"])); len(ds) != 1 {
		t.Errorf("unclosed nested groups: %d diagnostics, want 1", len(ds))
	}
}
