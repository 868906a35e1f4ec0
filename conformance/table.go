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
	in, found := false, false
	sc := bufio.NewScanner(bytes.NewReader(readme))
	sc.Buffer(make([]byte, 0, 64*1024), 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		switch {
		case line == tableStart:
			in, found = true, true
			continue
		case line == tableEnd:
			in = false
			continue
		case !in || line == "" || strings.HasPrefix(line, "| case ") || strings.HasPrefix(line, "|---"):
			continue
		}
		cells := strings.Split(strings.Trim(line, "|"), " | ")
		if len(cells) != 3 {
			return nil, fmt.Errorf("README.md:%d: a row has three cells, `case` | verdict | why", n)
		}
		name := strings.TrimSpace(cells[0])
		if len(name) < 2 || name[0] != '`' || name[len(name)-1] != '`' {
			return nil, fmt.Errorf("README.md:%d: the case is written in backquotes", n)
		}
		r := Row{Case: name[1 : len(name)-1], Verdict: strings.TrimSpace(cells[1]), Why: strings.TrimSpace(cells[2]), Line: n}
		if r.Verdict != Ours && r.Verdict != NotTheRule {
			return nil, fmt.Errorf("README.md:%d: verdict %q is neither %q nor %q", n, r.Verdict, Ours, NotTheRule)
		}
		if r.Why == "" {
			return nil, fmt.Errorf("README.md:%d: say why: the Rules Reference entry or the printed text", n)
		}
		if prev, ok := seen[r.Case]; ok {
			return nil, fmt.Errorf("README.md:%d: %q is listed already on line %d", n, r.Case, prev)
		}
		seen[r.Case] = n
		rows = append(rows, r)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if !found {
		return nil, fmt.Errorf("README.md: no %s marker", tableStart)
	}
	return rows, nil
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
	in, found := false, false
	sc := bufio.NewScanner(bytes.NewReader(readme))
	sc.Buffer(make([]byte, 0, 64*1024), 1<<20)
	for n := 1; sc.Scan(); n++ {
		raw := sc.Text()
		line := strings.TrimSpace(raw)
		switch {
		case line == listStart:
			in, found = true, true
			continue
		case line == listEnd:
			in = false
			continue
		case !in || line == "":
			continue
		case strings.HasPrefix(raw, " ") && len(rows) > 0:
			rows[len(rows)-1].Why = strings.TrimSpace(rows[len(rows)-1].Why + " " + line)
			continue
		}
		rest, ok := strings.CutPrefix(line, "- `")
		name, why, ok2 := strings.Cut(rest, "`:")
		if !ok || !ok2 {
			return nil, fmt.Errorf("README.md:%d: an entry is \"- `case`: why\"", n)
		}
		if prev, dup := seen[name]; dup {
			return nil, fmt.Errorf("README.md:%d: %q is listed already on line %d", n, name, prev)
		}
		seen[name] = n
		rows = append(rows, Row{Case: name, Verdict: "not rewritten", Why: strings.TrimSpace(why), Line: n})
	}
	for _, r := range rows {
		if r.Why == "" {
			return nil, fmt.Errorf("README.md:%d: say why %q is not rewritten", r.Line, r.Case)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if !found {
		return nil, fmt.Errorf("README.md: no %s marker", listStart)
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
