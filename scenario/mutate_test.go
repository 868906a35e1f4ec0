package scenario_test

import (
	"flag"
	"fmt"
	"hash/fnv"
	"io/fs"
	"runtime/debug"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/thronescript/thronescript/cards"
	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/internal/golden"
	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/library"
	"github.com/thronescript/thronescript/scenario"
)

var mutateN = flag.Int("mutate.n", sampleMutants, "TestTokenMutants: how many mutants to run, spread evenly over all (0: every one)")

// mutatedFiles is the fixed set of library files whose statements are
// mutated: 72 cards of every type (characters, locations, attachments,
// events, a plot, agendas, titles), the keyword prelude, and scenarios.
var mutatedFiles = []string{
	"core/stark.card", "core/stark.scenarios.card",
	"core/neutral.card", "core/neutral.scenarios.card",
	"core/agendas.card", "core/titles.card",
	"dance-of-shadows/the-shadow-city.card", "dance-of-shadows/the-shadow-city.scenarios.card",
	"prelude/keywords.card", "prelude/shadow.scenarios.card",
}

// Per-mutant bounds: steps of each scenario's game, and wall time of the
// whole mutant (check, compile and scenarios) before it counts as a hang.
const (
	mutantSteps   = 20000
	mutantTimeout = 30 * time.Second
	// mutantScenarios bounds the scenarios run per mutant.
	mutantScenarios = 6
	// sampleMutants is the size of the default (and -short) run.
	sampleMutants = 300
	// minMutants is the least number generated (the figure).
	minMutants = 5000
)

// mutant is one source with a one-token change.
type mutant struct {
	file int // index in the library's sources
	line int // 1-based
	op   string
	src  func() []byte // the changed source, made when the mutant runs
}

// TestTokenMutants applies one-token mutations (delete, duplicate, swap
// with the next token, near misspelling, another vocabulary word, another
// number) to every statement of mutatedFiles and runs each mutant through
// check → compile → its scenarios. No mutant may cause an internal error
// (E0399, a diagnostic without a place), a panic, or a hang. The
// default run takes 300 spread over all; -mutate.n N runs N (0: all).
// Each mutant is built by a rebuilder (its file checked and compiled
// again, the rest reused), on one worker per core.
// Figures are logged: go test ./scenario -run TestTokenMutants -v
// -mutate.n 6000.
func TestTokenMutants(t *testing.T) {
	t.Parallel()
	ls := loadSources(t)
	srcs, base, index := ls.srcs, ls.base, ls.index
	vocabWords := wordsOf(srcs, index)
	var all []mutant
	cardsSeen := 0
	for _, f := range mutatedFiles {
		i, ok := index[interp.BuiltinPrefix+f]
		if !ok {
			t.Fatalf("%s is not in the library", f)
		}
		cardsSeen += strings.Count(string(srcs[i].Src), "\ncard ")
		all = append(all, mutants(i, srcs[i].Src, vocabWords)...)
	}
	if cardsSeen < 40 {
		t.Fatalf("the mutated files hold %d cards, want at least 40", cardsSeen)
	}
	if len(all) < minMutants {
		t.Fatalf("%d mutants, want at least %d", len(all), minMutants)
	}
	run := all
	if n := *mutateN; n > 0 && n < len(all) {
		run = nil
		for k := 0; k < n; k++ {
			run = append(run, all[k*len(all)/n])
		}
	}
	byCode := scenariosByCard(base.Checked)
	start := time.Now()
	outcomes := make([]mutOutcome, len(run))
	eachMutant(ls, len(run), func(rb *rebuilder, k int) bool {
		done := make(chan mutOutcome, 1)
		go func() { done <- runMutant(rb, run[k], byCode) }()
		select {
		case outcomes[k] = <-done:
			return true
		case <-time.After(mutantTimeout):
			outcomes[k] = mutOutcome{bad: fmt.Sprintf("hang: more than %v", mutantTimeout)}
			return false
		}
	})
	var st mutStats
	for k, o := range outcomes {
		st.add(o)
		if m := run[k]; o.bad != "" {
			t.Errorf("%s:%d %s: %s", srcs[m.file].Name, m.line, m.op, o.bad)
		}
	}
	t.Logf("token mutants: %d run (of %d generated from %d files, %d cards), %d rejected by check, %d compiled; scenarios run %d, mutants killed by a scenario %d; internal errors %d, panics %d, hangs %d; %v",
		len(run), len(all), len(mutatedFiles), cardsSeen, st.rejected, st.compiled, st.scenarios, st.killed, st.internal, st.panics, st.hangs, time.Since(start).Round(time.Second))
	if *mutateN == sampleMutants {
		n := golden.Thousands
		readmeFigure(t, "token-mutants", fmt.Sprintf("%s of %s generated from %d files (%d cards): %s rejected by `check`, %s compiled, %s caught by a scenario; **%d internal errors, %d panics, %d hangs**",
			n(len(run)), n(len(all)), len(mutatedFiles), cardsSeen, n(st.rejected), n(st.compiled), n(st.killed), st.internal, st.panics, st.hangs))
	}
}

// sources is the built-in library's files, read, parsed and compiled, for
// mutants of one file each.
type sources struct {
	reg   *interp.Registry
	srcs  []syntax.Source
	files []*syntax.File
	base  *interp.Library
	index map[string]int // file name → index in srcs
	// fileOf is the file of each of base's cards, by code.
	fileOf map[string]string
	// printed holds "CODE ID" for each ability an English text names.
	printed map[string]bool
}

func loadSources(t *testing.T) *sources {
	ls := &sources{reg: interp.NewRegistry(), index: map[string]int{}, fileOf: map[string]string{}, printed: map[string]bool{}}
	for _, p := range cards.Files() {
		data, err := fs.ReadFile(cards.FS, p)
		if err != nil {
			t.Fatal(err)
		}
		ls.srcs = append(ls.srcs, syntax.Source{Name: interp.BuiltinPrefix + p, Src: data})
	}
	files, ds := syntax.ParseFiles(ls.srcs, syntax.Workers(2))
	ls.files = files
	base, more := interp.Build(ls.srcs, interp.WithRegistry(ls.reg), interp.WithParsed(files), interp.WithReadFile(library.ReadFile))
	if ds = append(ds, more...); ds.HasErrors() {
		t.Fatal(ds.Error())
	}
	ls.base = base
	for i, s := range ls.srcs {
		ls.index[s.Name] = i
	}
	for _, c := range base.Checked.Cards {
		ls.fileOf[c.Code] = c.File
	}
	for _, x := range base.Checked.Texts {
		for _, a := range x.Abilities {
			if x.Lang == "en" {
				ls.printed[x.Code+" "+a.ID] = true
			}
		}
	}
	return ls
}

// with compiles the library with file's source replaced by src, whole
// (the mutation gates use a rebuilder; this is what it must equal).
func (ls *sources) with(file int, src []byte) (*interp.Library, diag.Diagnostics) {
	srcs := append([]syntax.Source{}, ls.srcs...)
	files := append([]*syntax.File{}, ls.files...)
	srcs[file].Src = src
	f, ds := syntax.ParseFile(srcs[file].Name, src)
	files[file] = f
	lib, more := interp.Build(srcs, interp.WithRegistry(ls.reg), interp.WithParsed(files), interp.WithReadFile(library.ReadFile))
	return lib, append(ds, more...)
}

type mutOutcome struct {
	rejected  bool
	scenarios int
	killed    bool
	bad       string // an internal error, panic or hang
	panic     bool
	internal  bool
}

type mutStats struct {
	rejected, compiled, scenarios, killed, internal, panics, hangs int
}

func (s *mutStats) add(o mutOutcome) {
	switch {
	case o.panic:
		s.panics++
	case o.internal:
		s.internal++
	case strings.HasPrefix(o.bad, "hang"):
		s.hangs++
	}
	if o.rejected {
		s.rejected++
	} else if o.bad == "" {
		s.compiled++
	}
	s.scenarios += o.scenarios
	if o.killed {
		s.killed++
	}
}

// runMutant checks and compiles the library with one file mutated, then
// runs the scenarios about the mutated card (or the mutated scenario).
func runMutant(rb *rebuilder, m mutant, byCode map[string][]string) (o mutOutcome) {
	defer func() {
		if p := recover(); p != nil {
			o = mutOutcome{panic: true, bad: fmt.Sprintf("panic: %v\n%s", p, debug.Stack())}
		}
	}()
	name := rb.ls.srcs[m.file].Name
	lib, ds := rb.with(m.file, m.src())
	for _, d := range ds {
		if d.Code == "E0399" {
			return mutOutcome{internal: true, bad: fmt.Sprintf("internal error %s: %s", d.Code, d.Summary)}
		}
		if d.Subject.Start.Line == 0 || d.Subject.Start.Filename == "" {
			return mutOutcome{internal: true, bad: fmt.Sprintf("diagnostic without a place: %s %s", d.Code, d.Summary)}
		}
	}
	if ds.HasErrors() {
		return mutOutcome{rejected: true}
	}
	for _, sc := range mutantScenarioList(lib.Checked, name, m, byCode) {
		res := scenario.RunBounded(lib, sc, mutantSteps)
		o.scenarios++
		if res.Panic != nil {
			return mutOutcome{panic: true, bad: fmt.Sprintf("panic in scenario %q: %v\n%s", sc.Name, res.Panic.Value, res.Panic.Stack)}
		}
		for _, d := range res.Failures {
			if d.Subject.Start.Line == 0 {
				return mutOutcome{internal: true, bad: fmt.Sprintf("scenario %q: failure without a place: %s", sc.Name, d.Summary)}
			}
		}
		if !res.Passed() {
			o.killed = true
		}
	}
	return o
}

// mutantScenarioList picks the scenarios to run for a mutant: the mutated
// scenario itself, the scenarios naming the card whose statement was
// mutated, or (for a keyword) a fixed sample.
func mutantScenarioList(lib *check.Model, name string, m mutant, byCode map[string][]string) []*check.Scenario {
	byName := map[string]*check.Scenario{}
	for _, sc := range lib.Scenarios {
		byName[sc.Name] = sc
	}
	var out []*check.Scenario
	for _, sc := range lib.Scenarios {
		if sc.File == name && sc.Range.Start.Line <= m.line && m.line <= sc.Range.End.Line {
			return []*check.Scenario{sc}
		}
	}
	var names []string
	for _, c := range lib.Cards {
		if c.File == name && c.Range.Start.Line <= m.line && m.line <= c.Range.End.Line {
			names = byCode[c.Code]
		}
	}
	if names == nil && strings.HasSuffix(name, "keywords.card") {
		for i, sc := range lib.Scenarios {
			if strings.HasSuffix(sc.File, "shadow.scenarios.card") && i%5 == m.line%5 {
				names = append(names, sc.Name)
			}
		}
	}
	for _, n := range names {
		if sc := byName[n]; sc != nil && len(out) < mutantScenarios {
			out = append(out, sc)
		}
	}
	return out
}

// scenariosByCard maps a card code to the scenarios naming it.
func scenariosByCard(lib *check.Model) map[string][]string {
	titles := map[string]string{}
	for _, c := range lib.Cards {
		titles[c.Title] = c.Code
	}
	out := map[string][]string{}
	for _, sc := range lib.Scenarios {
		seen := map[string]bool{}
		for _, w := range sc.Mentions() {
			code := w.Text
			if w.Quoted {
				code = titles[w.Text]
			}
			if code != "" && !seen[code] {
				seen[code] = true
				out[code] = append(out[code], sc.Name)
			}
		}
	}
	return out
}

// token is a token of one line: its byte span and kind.
type token struct {
	start, end int
	kind       byte // 'w' word, 'n' number, 's' string, 'p' punctuation
}

// lineTokens splits a line into tokens; ok is false for lines it does not
// mutate (inside raw strings, comments only).
func lineTokens(line string) []token {
	var out []token
	for i := 0; i < len(line); {
		c := line[i]
		switch {
		case c == ' ' || c == '\t' || c == '\r':
			i++
		case c == '#':
			return out
		case c == '"':
			j := i + 1
			for j < len(line) && line[j] != '"' {
				if line[j] == '\\' {
					j++
				}
				j++
			}
			if j < len(line) {
				j++
			}
			out = append(out, token{i, j, 's'})
			i = j
		case c >= '0' && c <= '9':
			j := i
			for j < len(line) && line[j] >= '0' && line[j] <= '9' {
				j++
			}
			out = append(out, token{i, j, 'n'})
			i = j
		case c == '_' || c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= 0x80:
			j := i
			for j < len(line) && (line[j] == '_' || line[j] == '-' || line[j] >= 'A' && line[j] <= 'Z' || line[j] >= 'a' && line[j] <= 'z' || line[j] >= '0' && line[j] <= '9' || line[j] >= 0x80) {
				j++
			}
			out = append(out, token{i, j, 'w'})
			i = j
		default:
			j := i + 1
			if j < len(line) && line[j] == '=' && strings.ContainsRune("<>=!", rune(c)) {
				j++
			}
			out = append(out, token{i, j, 'p'})
			i = j
		}
	}
	return out
}

// wordsOf collects the words of the mutated files, the pool of "another
// vocabulary word" replacements.
func wordsOf(srcs []syntax.Source, index map[string]int) []string {
	set := map[string]bool{}
	for _, f := range mutatedFiles {
		for _, line := range strings.Split(string(srcs[index[interp.BuiltinPrefix+f]].Src), "\n") {
			for _, tk := range lineTokens(line) {
				if tk.kind == 'w' {
					set[line[tk.start:tk.end]] = true
				}
			}
		}
	}
	out := make([]string, 0, len(set))
	for w := range set {
		out = append(out, w)
	}
	sort.Strings(out)
	return out
}

// mutants lists the one-token mutants of a file's statements (lines
// outside raw strings).
func mutants(file int, src []byte, words []string) []mutant {
	lines := strings.Split(string(src), "\n")
	var out []mutant
	inRaw := false
	for li, line := range lines {
		if strings.Count(line, "`")%2 == 1 {
			inRaw = !inRaw
			continue
		}
		if inRaw {
			continue
		}
		toks := lineTokens(line)
		with := func(op, text string) {
			out = append(out, mutant{file: file, line: li + 1, op: op, src: func() []byte {
				ls := append([]string{}, lines...)
				ls[li] = text
				return []byte(strings.Join(ls, "\n"))
			}})
		}
		for k, tk := range toks {
			word := line[tk.start:tk.end]
			pre, post := line[:tk.start], line[tk.end:]
			with("delete "+word, pre+post)
			with("duplicate "+word, pre+word+" "+word+post)
			if k+1 < len(toks) {
				nx := toks[k+1]
				with("swap "+word, line[:tk.start]+line[nx.start:nx.end]+line[tk.end:nx.start]+word+line[nx.end:])
			}
			switch tk.kind {
			case 'w':
				if len(word) >= 3 {
					mis := word[:len(word)/2] + word[len(word)/2+1:]
					with("misspell "+word, pre+mis+post)
				}
				h := fnv.New32a()
				fmt.Fprintf(h, "%d:%d:%d", file, li, k)
				with("replace "+word, pre+words[int(h.Sum32())%len(words)]+post)
			case 'n':
				repl := "0"
				if word == "0" || word == "00" {
					repl = "7"
				}
				if (li+k)%3 == 0 {
					repl = "99999999999999999999"
				}
				with("number "+word, pre+repl+post)
			case 's':
				if len(word) > 4 {
					with("misspell "+word, pre+word[:2]+word[3:]+post)
				}
			}
		}
	}
	return out
}
