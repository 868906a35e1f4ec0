package conformance

import (
	"bufio"
	"bytes"
	"fmt"
	"strings"
)

// Verdicts of the table.
const (
	Ours       = "ours"         // our engine or card diverges: a bug to fix
	NotTheRule = "not the rule" // the peer's convention, not the game's rule
)

// Row is one line of the README's table: a case that fails or is not the
// rule.
type Row struct {
	Case    string // the scenario's name (ours), or the peer's case (not the rule)
	Verdict string // Ours or NotTheRule
	Why     string // the Rules Reference entry or printed text, quoted
	Line    int    // 1-based line in the README
}

// tableStart and tableEnd mark the table in the README.
const (
	tableStart = "<!-- table -->"
	tableEnd   = "<!-- end of table -->"
)

// ReadTable reads the rows between the table's markers: `| `case` |
// verdict | why |`, after the header and its rule line. A row of another
// shape, or a case listed twice, is an error naming its line.
func ReadTable(readme []byte) ([]Row, error) {
	var rows []Row
	seen := map[string]int{}
	err := eachMarked(readme, tableStart, tableEnd, func(n int, raw, line string) error {
		if strings.HasPrefix(line, "| case ") || strings.HasPrefix(line, "|---") {
			return nil
		}
		cells := strings.Split(strings.Trim(line, "|"), " | ")
		if len(cells) != 3 {
			return fmt.Errorf("README.md:%d: a row has three cells, `case` | verdict | why", n)
		}
		name := strings.TrimSpace(cells[0])
		if len(name) < 2 || name[0] != '`' || name[len(name)-1] != '`' {
			return fmt.Errorf("README.md:%d: the case is written in backquotes", n)
		}
		r := Row{Case: name[1 : len(name)-1], Verdict: strings.TrimSpace(cells[1]), Why: strings.TrimSpace(cells[2]), Line: n}
		if r.Verdict != Ours && r.Verdict != NotTheRule {
			return fmt.Errorf("README.md:%d: verdict %q is neither %q nor %q", n, r.Verdict, Ours, NotTheRule)
		}
		if r.Why == "" {
			return fmt.Errorf("README.md:%d: say why: the Rules Reference entry or the printed text", n)
		}
		if prev, ok := seen[r.Case]; ok {
			return fmt.Errorf("README.md:%d: %q is listed already on line %d", n, r.Case, prev)
		}
		seen[r.Case] = n
		rows = append(rows, r)
		return nil
	})
	if err != nil {
		return nil, err
	}
	return rows, nil
}

// eachMarked calls line with each non-empty line between the lines start
// and end of readme (n: its 1-based number; raw as written, line trimmed),
// stopping at its first error. No start marker is an error.
func eachMarked(readme []byte, start, end string, line func(n int, raw, line string) error) error {
	in, found := false, false
	sc := bufio.NewScanner(bytes.NewReader(readme))
	sc.Buffer(make([]byte, 0, 64*1024), 1<<20)
	for n := 1; sc.Scan(); n++ {
		raw := sc.Text()
		l := strings.TrimSpace(raw)
		switch {
		case l == start:
			in, found = true, true
		case l == end:
			in = false
		case in && l != "":
			if err := line(n, raw, l); err != nil {
				return err
			}
		}
	}
	if err := sc.Err(); err != nil {
		return err
	}
	if !found {
		return fmt.Errorf("README.md: no %s marker", start)
	}
	return nil
}

// listStart and listEnd mark the list of cases not rewritten.
const (
	listStart = "<!-- not rewritten -->"
	listEnd   = "<!-- end of not rewritten -->"
)

// ReadNotRewritten reads the cases between the list's markers, each a
// line "- `case`: why", the why going on over the indented lines below
// it. A case listed twice, or an entry without a why, is an error.
func ReadNotRewritten(readme []byte) ([]Row, error) {
	var rows []Row
	seen := map[string]int{}
	err := eachMarked(readme, listStart, listEnd, func(n int, raw, line string) error {
		if strings.HasPrefix(raw, " ") && len(rows) > 0 {
			rows[len(rows)-1].Why = strings.TrimSpace(rows[len(rows)-1].Why + " " + line)
			return nil
		}
		rest, ok := strings.CutPrefix(line, "- `")
		name, why, ok2 := strings.Cut(rest, "`:")
		if !ok || !ok2 {
			return fmt.Errorf("README.md:%d: an entry is \"- `case`: why\"", n)
		}
		if prev, dup := seen[name]; dup {
			return fmt.Errorf("README.md:%d: %q is listed already on line %d", n, name, prev)
		}
		seen[name] = n
		rows = append(rows, Row{Case: name, Verdict: "not rewritten", Why: strings.TrimSpace(why), Line: n})
		return nil
	})
	if err != nil {
		return nil, err
	}
	for _, r := range rows {
		if r.Why == "" {
			return nil, fmt.Errorf("README.md:%d: say why %q is not rewritten", r.Line, r.Case)
		}
	}
	return rows, nil
}

// ReadPeerCases reads peer-cases.txt: one case a line, # comments.
func ReadPeerCases(b []byte) []string {
	var out []string
	for _, l := range strings.Split(string(b), "\n") {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
			out = append(out, l)
		}
	}
	return out
}
