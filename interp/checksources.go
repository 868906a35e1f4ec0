package interp

import (
	"os"
	"runtime"

	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/syntax"
)

// chunkBytes is about how much source CheckSources parses at a time (at
// least one file).
const chunkBytes = 256 << 10

// CheckSources is LoadSourcesKnown for callers that want only the
// diagnostics (throne check). It parses, checks and compiles a few files
// at a time and lets go of each file's syntax tree, checked cards and
// compiled definitions once their diagnostics are known, so that memory
// stays a small multiple of the sources instead of holding every tree and
// definition at once. The diagnostics are those LoadSourcesKnown reports;
// the sources returned are srcs and the Lua files read.
func CheckSources(r *Registry, srcs []syntax.Source, readFile func(string) ([]byte, error), workers int, known check.Known) (diag.Diagnostics, diag.Sources) {
	if readFile == nil {
		readFile = os.ReadFile
	}
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	lib := &Library{Registry: r, Sources: make(diag.Sources, len(srcs))}
	for _, s := range srcs {
		lib.Sources[s.Name] = s.Src
	}
	cfg := r.CheckConfig()
	cfg.Known = known
	st := check.NewStream(cfg)
	var parsed, cards diag.Diagnostics
	// keyword definitions first: every card depends on them
	early := map[int]*syntax.File{}
	for i, s := range srcs {
		if check.MayDeclareKeywords(s.Src) {
			f, ds := syntax.ParseFile(s.Name, s.Src)
			parsed = append(parsed, ds...)
			early[i] = f
			st.Declare(f)
		}
	}
	st.Card = func(c *check.Card, clean bool) bool {
		if cfg.Replaceable != nil && cfg.Replaceable(c.File) {
			return true // a later file may replace it: compiled at the end
		}
		lib.compileChecked(c, !clean, readFile, &cards)
		return false
	}
	// a chunk of files at a time: the syntax trees of about chunkBytes of
	// source (or of one file) are alive at once
	for from := 0; from < len(srcs); {
		var batch []syntax.Source
		to, size := from, 0
		for ; to < len(srcs) && (to == from || size < chunkBytes); to++ {
			if early[to] == nil {
				batch = append(batch, srcs[to])
				size += len(srcs[to].Src)
			}
		}
		files, ds := syntax.ParseFiles(batch, workers)
		parsed = append(parsed, ds...)
		for i := from; i < to; i++ {
			f := early[i]
			if f == nil {
				f, files = files[0], files[1:]
			}
			delete(early, i)
			st.Add(f)
		}
		from = to
	}
	checked, ds := st.Finish()
	failed := spansOf(ds)
	lib.compileKeywords(checked, failed, readFile, &ds)
	ds = append(ds, cards...)
	for _, c := range checked.Cards {
		lib.compileChecked(c, failed.in(c.Range), readFile, &ds)
	}
	ds = append(parsed, ds...)
	ds.Sort()
	return ds, lib.Sources
}
