package interp

import (
	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/syntax"
)

// chunkBytes is about how much source Build with CheckOnly parses at a
// time (at least one file).
const chunkBytes = 256 << 10

// partBytes is about how much of a file larger than chunkBytes Build
// with CheckOnly checks at a time (its statements are checked a run at a
// time).
const partBytes = 64 << 10

// checkSources is Build with CheckOnly: it parses, checks and compiles a
// few files at a time and lets go of each file's syntax tree, checked
// cards and compiled definitions once their diagnostics are known. The
// diagnostics are those Build reports, but only the first diag.MaxPerFile
// of each file (those throne check prints) and a count of the rest
// (diag.Keep): a file with a million mistakes costs the memory of a few
// hundred diagnostics.
func (b *build) checkSources(srcs []syntax.Source) (*Library, diag.Diagnostics) {
	r, readFile, workers := b.reg, b.readFile, b.workers
	lib := &Library{Registry: r, Sources: make(diag.Sources, len(srcs))}
	for _, s := range srcs {
		lib.Sources[s.Name] = s.Src
	}
	cfg := r.CheckConfig()
	cfg.Known = b.known
	cfg.MaxPerFile = diag.MaxPerFile
	st := check.NewStream(cfg)
	var parsed diag.Diagnostics
	cards := diag.NewKeep(diag.MaxPerFile)
	// keyword definitions first: every card depends on them
	early := map[int]*syntax.File{}
	for i, s := range srcs {
		if check.MayDeclareKeywords(s.Src) {
			f, ds := syntax.ParseFile(s.Name, s.Src, syntax.MaxDiagnostics(diag.MaxPerFile))
			parsed = append(parsed, ds...)
			early[i] = f
			st.Declare(f)
		}
	}
	st.Card = func(c *check.Card, clean bool) bool {
		if cfg.Replaceable != nil && cfg.Replaceable(c.File) {
			return true // a later file may replace it: compiled at the end
		}
		var ds diag.Diagnostics
		lib.compileChecked(c, !clean, readFile, &ds)
		cards.Add(ds...)
		return false
	}
	// a chunk of files at a time: the syntax trees of about chunkBytes of
	// source are alive at once; a larger file is read a part of it at a
	// time (its tokens, then a run of its statements)
	for from := 0; from < len(srcs); {
		if s := srcs[from]; early[from] == nil && len(s.Src) > chunkBytes {
			_, ds := syntax.ParseFile(s.Name, s.Src, syntax.MaxDiagnostics(diag.MaxPerFile), syntax.InParts(partBytes, st.Add))
			parsed = append(parsed, ds...)
			from++
			continue
		}
		var batch []syntax.Source
		to, size := from, 0
		for ; to < len(srcs) && (to == from || size < chunkBytes) && (early[to] != nil || len(srcs[to].Src) <= chunkBytes); to++ {
			if early[to] == nil {
				batch = append(batch, srcs[to])
				size += len(srcs[to].Src)
			}
		}
		files, ds := syntax.ParseFiles(batch, syntax.Workers(workers), syntax.MaxDiagnostics(diag.MaxPerFile))
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
	ds = append(ds, cards.Result()...)
	for _, c := range checked.Cards {
		lib.compileChecked(c, failed.in(c.Range), readFile, &ds)
	}
	all := diag.NewKeep(diag.MaxPerFile)
	all.Add(parsed...)
	all.Add(ds...)
	return lib, all.Result()
}
