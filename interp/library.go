package interp

import (
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"runtime"
	"strings"
	"sync"

	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/lua"
	"github.com/thronescript/thronescript/rules"
)

// Library is a loaded, checked and compiled set of card files: the rules
// engine's rules.Library, plus everything tools need (the checked model,
// the sources for diagnostics).
type Library struct {
	Registry *Registry
	Checked  *check.Library
	// Defs are the compiled cards by code; Order lists codes in load order.
	Defs     map[string]*rules.CardDef
	Order    []string
	Keywords []*rules.KeywordDef
	// Sources holds every file read, for printing diagnostics.
	Sources diag.Sources
	// Files lists the parsed files in load order.
	Files []*syntax.File

	runners sync.Pool
}

// CardDef implements rules.Library.
func (l *Library) CardDef(code string) *rules.CardDef { return l.Defs[code] }

// KeywordDefs implements rules.Library.
func (l *Library) KeywordDefs() []*rules.KeywordDef { return l.Keywords }

// BuiltinPrefix is the name prefix of embedded files in diagnostics; cards
// and keywords in files so named may be replaced by the user's.
const BuiltinPrefix = "cards/"

// IsBuiltin reports whether a file name is one of the embedded library's.
func IsBuiltin(name string) bool { return strings.HasPrefix(name, BuiltinPrefix) }

// UserPath names a user's file so that it is never taken for a built-in
// one: a relative path into the user's own folder named cards/ gets "./"
// in front (user paths are user paths).
func UserPath(p string) string {
	if IsBuiltin(filepath.ToSlash(p)) {
		return "./" + p
	}
	return p
}

// LoadSources parses, checks and compiles in-memory sources. readFile reads
// Lua files that cards name (relative to their .card file).
func LoadSources(r *Registry, srcs []syntax.Source, readFile func(string) ([]byte, error), workers int) (*Library, diag.Diagnostics) {
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	files, ds := syntax.ParseFiles(srcs, workers)
	lib, more := BuildParsed(r, srcs, files, readFile)
	ds = append(ds, more...)
	ds.Sort()
	return lib, ds
}

// BuildParsed checks and compiles parsed files (their sources are kept
// for diagnostics). Syntax diagnostics are not repeated here.
func BuildParsed(r *Registry, srcs []syntax.Source, files []*syntax.File, readFile func(string) ([]byte, error)) (*Library, diag.Diagnostics) {
	if readFile == nil {
		readFile = os.ReadFile
	}
	lib := &Library{Registry: r, Defs: map[string]*rules.CardDef{}, Sources: diag.Sources{}, Files: files}
	lib.runners.New = func() any { return lua.NewRunner(lua.Limits{}) }
	for _, s := range srcs {
		lib.Sources[s.Name] = s.Src
	}
	var ds diag.Diagnostics
	// the built-in library's cards and keywords may be replaced by the
	// user's files loaded on top of it (same code or name: the user's wins)
	replaceable := IsBuiltin
	checked, more := check.Check(files, check.Config{Vocab: r.Vocab(), Replaceable: replaceable})
	ds = append(ds, more...)
	lib.Checked = checked
	if checked == nil {
		return lib, ds
	}
	// only declarations without check errors are compiled (an error may
	// leave a hole in the checked model), and only when their Lua hooks
	// compiled (else every hook would be reported missing as well)
	failed := spansOf(ds)
	for _, k := range checked.Keywords {
		hooks := lib.luaFor(k.Lua, "", readFile, &ds)
		if failed.in(k.Range) || k.Lua != nil && hooks == nil {
			continue
		}
		kd, more := r.compileKeywordSafely(k, hooks)
		ds = append(ds, more...)
		if kd != nil {
			lib.Keywords = append(lib.Keywords, kd)
		}
	}
	for _, c := range checked.Cards {
		hooks := lib.luaFor(c.Lua, c.Code, readFile, &ds)
		if failed.in(c.Range) || c.Lua != nil && hooks == nil {
			continue
		}
		def, more := r.compileCardSafely(c, hooks)
		ds = append(ds, more...)
		if def == nil {
			continue
		}
		if _, dup := lib.Defs[c.Code]; !dup {
			lib.Order = append(lib.Order, c.Code)
		}
		lib.Defs[c.Code] = def
	}
	ds.Sort()
	return lib, ds
}

// luaFor compiles a card's or keyword's Lua hooks (nil when it has none).
func (l *Library) luaFor(src *check.LuaSource, code string, readFile func(string) ([]byte, error), ds *diag.Diagnostics) *luaBinding {
	if src == nil {
		return nil
	}
	ls := lua.Source{Card: code, File: src.File, Line: src.Line, Column: 1, Text: src.Source}
	if src.Inline {
		ls.Line = src.Range.Start.Line
		ls.Column = src.Range.Start.Column
	} else {
		name := src.File
		if !path.IsAbs(name) {
			card := filepath.ToSlash(src.Range.Start.Filename)
			name = path.Join(path.Dir(card), name)
			if !IsBuiltin(card) {
				name = UserPath(name) // a user's card reads the user's Lua file
			}
		}
		data, err := readFile(name)
		if err != nil {
			*ds = append(*ds, diag.Errorf(CodeLuaFileUnreadable, src.Range, "cannot read Lua file %s: %v", name, unwrapPathErr(err)).
				WithHint("put the .lua file beside the .card file, or inline the hooks with lua `…`"))
			return nil
		}
		l.Sources[name] = data
		ls.File, ls.Line, ls.Text = name, 1, string(data)
	}
	prog, more := lua.CompileSource(ls)
	*ds = append(*ds, more...)
	if prog == nil {
		return nil
	}
	return &luaBinding{prog: prog, code: code, runners: &l.runners}
}

func unwrapPathErr(err error) error {
	if pe, ok := err.(*fs.PathError); ok {
		return pe.Err
	}
	return err
}
