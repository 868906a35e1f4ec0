package syntax

import "runtime"

// An Option says how ParseFile and ParseFiles read.
type Option func(*parseOptions)

type parseOptions struct {
	workers   int
	max       int
	partBytes int
	part      func(*File)
}

func options(opts []Option) parseOptions {
	o := parseOptions{workers: runtime.GOMAXPROCS(0)}
	for _, f := range opts {
		f(&o)
	}
	return o
}

// Workers parses the files of ParseFiles on n goroutines (default:
// GOMAXPROCS; fewer than 1: 1).
func Workers(n int) Option { return func(o *parseOptions) { o.workers = n } }

// MaxDiagnostics keeps only the first max diagnostics of each file (in the
// order of diag.Diagnostics.Sort) and the count of the rest (diag.Keep),
// so that a file with a million mistakes does not hold a million
// diagnostics. max ≤ 0 (the default) keeps all.
func MaxDiagnostics(max int) Option { return func(o *parseOptions) { o.max = max } }

// InParts is for a large file its caller reads a run of top-level
// statements at a time: ParseFile hands the statements to part in order,
// about partBytes of source at a time, each run as a File of its own (with
// the file's name and range; the first holds the comments), and builds
// the next run only when part returns, so that the caller may let each
// run go before the next is built. ParseFile then returns no File, and the
// diagnostics of the file once every part is handed over.
func InParts(partBytes int, part func(*File)) Option {
	return func(o *parseOptions) { o.partBytes, o.part = partBytes, part }
}
