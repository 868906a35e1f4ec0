package interp

import (
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/lua"
	"github.com/thronescript/thronescript/rules"
)

// Library is a loaded, checked and compiled set of card files: the rules
// engine's rules.Definitions, plus everything tools need (the checked model,
// the sources for diagnostics).
type Library struct {
	Registry *Registry
	Checked  *check.Model
	// Defs are the compiled cards by code; Order lists codes in load order.
	Defs     map[string]*rules.CardDef
	Order    []string
	Keywords []*rules.KeywordDef
	// Sources holds every file read, for printing diagnostics.
	Sources diag.Sources
	// Files lists the parsed files in load order.
	Files []*syntax.File

	runners sync.Pool
	// luaSteps counts the steps its cards' Lua hooks used, in every game
	// (LuaSteps)
	luaSteps atomic.Int64
}

// CardDef implements rules.Definitions.
func (l *Library) CardDef(code string) *rules.CardDef { return l.Defs[code] }

// KeywordDefs implements rules.Definitions.
func (l *Library) KeywordDefs() []*rules.KeywordDef { return l.Keywords }

// Titles implements rules.Definitions: the titles of the library's namable
// cards of type t (rules.NamableAs), sorted, each once.
func (l *Library) Titles(t rules.CardType) []string {
	var titles []string
	for _, d := range l.Defs {
		if rules.NamableAs(d.Type, t) {
			titles = append(titles, d.Title)
		}
	}
	slices.Sort(titles)
	return slices.Compact(titles)
}

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

// compile checks and compiles parsed files (their sources are kept for
// diagnostics).
func (b *build) compile(srcs []syntax.Source, files []*syntax.File) (*Library, diag.Diagnostics) {
	r, readFile, cache, reuse := b.reg, b.readFile, b.cache, b.reuse
	lib := &Library{Registry: r, Defs: map[string]*rules.CardDef{}, Sources: diag.Sources{}, Files: files}
	lib.runners.New = func() any { return lua.NewRunner(lua.Limits{}) }
	for _, s := range srcs {
		lib.Sources[s.Name] = s.Src
	}
	var ds diag.Diagnostics
	cfg := r.CheckConfig()
	cfg.Known = b.known
	var checked *check.Model
	var more diag.Diagnostics
	if cache != nil {
		checked, more = cache.Check(files, cfg)
	} else {
		checked, more = check.Check(files, cfg)
	}
	ds = append(ds, more...)
	lib.Checked = checked
	if checked == nil {
		return lib, ds
	}
	// only declarations without check errors are compiled (an error may
	// leave a hole in the checked model), and only when their Lua hooks
	// compiled (else every hook would be reported missing as well)
	failed := spansOf(ds)
	lib.compileKeywords(checked, failed, readFile, &ds)
	for _, c := range checked.Cards {
		var def *rules.CardDef
		if reuse != nil && !failed.in(c.Range) {
			def = reuse(c)
		}
		if def == nil {
			if def = lib.compileChecked(c, failed.in(c.Range), readFile, &ds); def == nil {
				continue
			}
		}
		if _, dup := lib.Defs[c.Code]; !dup {
			lib.Order = append(lib.Order, c.Code)
		}
		lib.Defs[c.Code] = def
	}
	lib.printTexts(checked.Texts)
	ds.Sort()
	return lib, ds
}

// printTexts gives the abilities of the compiled cards their printed
// English text from the standalone text declarations (`text en CODE`),
// where the card has no text of its own: an ability compiled from the
// ability ID (ID, ID#2, …) gets the text of `ability ID`.
func (l *Library) printTexts(texts []*check.Text) {
	for _, t := range texts {
		def := l.Defs[t.Code]
		if t.Lang != "en" || def == nil {
			continue
		}
		for _, ta := range t.Abilities {
			for _, a := range def.Abilities {
				if id, _, _ := strings.Cut(a.ID, "#"); id == ta.ID && a.Printed == "" {
					a.Printed = plainText(ta.Text)
				}
			}
		}
	}
}

// compileKeywords compiles the checked keywords in which no error starts
// (and whose Lua hooks compiled) into l.Keywords.
func (l *Library) compileKeywords(checked *check.Model, failed errorSpans, readFile func(string) ([]byte, error), ds *diag.Diagnostics) {
	for _, k := range checked.Keywords {
		hooks := l.luaFor(k.Lua, "", readFile, ds)
		if failed.in(k.Range) || k.Lua != nil && hooks == nil {
			continue
		}
		kd, more := l.Registry.compileKeywordSafely(k, hooks)
		*ds = append(*ds, more...)
		if kd != nil {
			l.Keywords = append(l.Keywords, kd)
		}
	}
}

// compileChecked compiles a checked card: nil when it has an error
// (failed), its Lua hooks did not compile, or it did not compile. Its Lua
// hooks are compiled (and their diagnostics reported) in any case.
func (l *Library) compileChecked(c *check.Card, failed bool, readFile func(string) ([]byte, error), ds *diag.Diagnostics) *rules.CardDef {
	hooks := l.luaFor(c.Lua, c.Code, readFile, ds)
	if failed || c.Lua != nil && hooks == nil {
		return nil
	}
	def, more := l.Registry.compileCardSafely(c, hooks)
	*ds = append(*ds, more...)
	return def
}

// CheckConfig is how libraries are checked against the registry: the
// built-in library's cards and keywords may be replaced by the user's
// files loaded on top of it (same code or name: the user's wins).
func (r *Registry) CheckConfig() check.Config {
	return check.Config{Vocab: r.Vocab(), Replaceable: IsBuiltin}
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
		card := filepath.ToSlash(src.Range.Start.Filename)
		name, why := confineLua(card, src.File)
		if why != "" {
			*ds = append(*ds, diag.Errorf(CodeLuaFileConfined, src.Range, "Lua file %q: %s", src.File, why).
				WithHint("card files are shared: a card's .lua file must be a file inside the card's own folder, named relative to it (e.g. lua \"hooks/x.lua\")"))
			return nil
		}
		data, err := readFile(name)
		if err == nil && len(data) > lua.MaxSourceBytes {
			err = fmt.Errorf("%d bytes, more than the limit of %d", len(data), lua.MaxSourceBytes)
		}
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
	return &luaBinding{prog: prog, code: code, runners: &l.runners, steps: &l.luaSteps}
}

func unwrapPathErr(err error) error {
	if pe, ok := err.(*fs.PathError); ok {
		return pe.Err
	}
	return err
}

// confineLua resolves the Lua file rel named by the card file card. Cards are
// shared between fans, so the file must lie inside the card's own folder
// tree: a relative path without ".." out of it, which on disk (user cards)
// is a regular file no larger than lua.MaxSourceBytes whose real path,
// symbolic links resolved, is inside the card's real folder. All this is
// checked before the file is read. why says what is wrong ("" when nothing).
func confineLua(card, rel string) (name, why string) {
	if rel == "" {
		return "", "no file name"
	}
	if path.IsAbs(rel) || filepath.IsAbs(rel) || filepath.VolumeName(rel) != "" || strings.HasPrefix(rel, "\\") {
		return "", "an absolute path"
	}
	clean := path.Clean(filepath.ToSlash(rel))
	if clean == ".." || strings.HasPrefix(clean, "../") {
		return "", "a path out of the card's folder"
	}
	dir := path.Dir(card)
	name = path.Join(dir, clean)
	if IsBuiltin(card) {
		return name, ""
	}
	name = UserPath(name) // a user's card reads the user's Lua file
	fi, err := os.Lstat(filepath.FromSlash(name))
	if err != nil {
		return name, "" // not on disk (an editor's buffer, a test's files): the reader says
	}
	realDir, err1 := filepath.EvalSymlinks(filepath.FromSlash(dir))
	realFile, err2 := filepath.EvalSymlinks(filepath.FromSlash(name))
	if err1 != nil || err2 != nil {
		return "", "a symbolic link that cannot be followed"
	}
	if r, err := filepath.Rel(realDir, realFile); err != nil || r == ".." || strings.HasPrefix(r, ".."+string(filepath.Separator)) || filepath.IsAbs(r) {
		return "", "a symbolic link out of the card's folder"
	}
	if fi.Mode()&fs.ModeSymlink != 0 {
		if fi, err = os.Stat(realFile); err != nil {
			return "", "a symbolic link that cannot be followed"
		}
	}
	if !fi.Mode().IsRegular() {
		return "", "not a regular file"
	}
	if fi.Size() > lua.MaxSourceBytes {
		return "", fmt.Sprintf("%d bytes, more than the limit of %d", fi.Size(), lua.MaxSourceBytes)
	}
	return name, ""
}
