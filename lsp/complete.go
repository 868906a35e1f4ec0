package lsp

import (
	"fmt"
	"maps"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/tliron/glsp"
	protocol "github.com/tliron/glsp/protocol_3_16"

	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/library"
)

// filterArgs maps a filter word to the place its argument comes from.
var filterArgs = map[string]string{
	"faction": "faction", "with-trait": "trait", "without-trait": "trait", "with-keyword": "keyword",
	"without-keyword": "keyword", "in": "area", "controlled-by": "player", "owned-by": "player", "by": "player",
	"with-icon": "icon", "without-icon": "icon", "phase-is": "phase", "challenge-is": "challenge",
}

// statementArgs maps, per block kind, a statement word to the place its
// values come from.
var statementArgs = map[string]map[string]string{
	"card":    {"faction": "faction", "traits": "trait", "keywords": "keyword", "icons": "icon"},
	"ability": {"phase": "phase", "from": "area"},
	"keyword": {"phase": "phase", "from": "area"},
}

func (s *Server) completion(_ *glsp.Context, p *protocol.CompletionParams) (any, error) {
	d := s.cardDoc(p.TextDocument.URI)
	if d == nil {
		return nil, nil
	}
	off := d.offset(p.Position)
	cc := contextAt(d.text, off)
	items := s.complete(d, cc)
	rng := protocol.Range{Start: d.position(cc.prefixStart), End: d.position(off)}
	out := make([]protocol.CompletionItem, 0, len(items))
	lower := strings.ToLower(cc.prefix)
	seen := map[string]bool{}
	for _, it := range items {
		if seen[it.Label] || !strings.HasPrefix(strings.ToLower(it.filter()), lower) {
			continue
		}
		seen[it.Label] = true
		out = append(out, it.protocol(rng))
	}
	return protocol.CompletionList{IsIncomplete: false, Items: out}, nil
}

// item is one completion before it becomes a protocol item.
type item struct {
	Label, Detail, Doc string
	Kind               protocol.CompletionItemKind
	Snippet            string // insert text as a snippet ("" : the label)
	Insert             string // plain insert text ("" : the label)
	Filter             string
}

func (it item) filter() string {
	if it.Filter != "" {
		return it.Filter
	}
	return it.Label
}

func (it item) protocol(rng protocol.Range) protocol.CompletionItem {
	kind := it.Kind
	out := protocol.CompletionItem{Label: it.Label, Kind: &kind}
	if it.Detail != "" {
		out.Detail = &it.Detail
	}
	if it.Doc != "" {
		out.Documentation = protocol.MarkupContent{Kind: protocol.MarkupKindMarkdown, Value: it.Doc}
	}
	if it.Filter != "" {
		out.FilterText = &it.Filter
	}
	text := it.Label
	switch {
	case it.Snippet != "":
		f := protocol.InsertTextFormatSnippet
		out.InsertTextFormat = &f
		text = it.Snippet
	case it.Insert != "":
		text = it.Insert
	}
	out.TextEdit = protocol.TextEdit{Range: rng, NewText: text}
	return out
}

// complete lists what may be written at the cursor.
func (s *Server) complete(d *document, cc cursorContext) []item {
	if cc.inComment || cc.inRaw {
		return nil
	}
	lib := s.library()
	if cc.inString {
		return s.titleItems(lib, false)
	}
	isAbility := func(w string) bool { return check.IsAbilityKind(w, true) }
	kind := blockKind(cc.block(), isAbility)
	if len(cc.words) == 0 {
		switch kind {
		case "file", "card", "ability", "keyword", "text", "scenario":
			items := words(check.Words(kind), protocol.CompletionItemKindKeyword, "statement")
			if kind == "scenario" {
				items = append(items, words([]string{"p1", "p2", "expect", "expect-not"}, protocol.CompletionItemKindKeyword, "scenario step")...)
			}
			if kind == "keyword" {
				items = append(items, words([]string{"rule"}, protocol.CompletionItemKindKeyword, "statement")...)
			}
			return items
		case "setup":
			return words([]string{"p1", "p2", "phase", "active", "first-player", "round"}, protocol.CompletionItemKindKeyword, "setup line")
		}
		return nil
	}
	first, prev := cc.words[0], cc.words[len(cc.words)-1]
	if kind == "scenario" || kind == "setup" {
		return s.cardItems(lib)
	}
	// a filter's or a statement's argument
	if place, ok := filterArgs[prev]; ok && !(kind == "card" && len(cc.words) == 1) {
		return s.placeItems(lib, place)
	}
	if place, ok := statementArgs[kind][first]; ok {
		return s.placeItems(lib, place)
	}
	switch kind {
	case "card":
		switch first {
		case "pack":
			if len(cc.words) == 1 && lib != nil && lib.Checked != nil {
				var out []item
				for _, p := range lib.Checked.Packs {
					out = append(out, item{Label: p.Code, Detail: p.Name, Kind: protocol.CompletionItemKindEnum})
				}
				return out
			}
			return nil
		case "attach-to", "duplicate-on":
			return s.selectorItems(lib, cc.words[1:])
		}
		return nil
	case "ability", "keyword":
	default:
		return nil
	}
	if prev == "lua" {
		return s.hookItems(d, cc.prefixStart)
	}
	phraseKind := map[string]vocab.Kind{"after": vocab.KindTrigger, "when": vocab.KindTrigger, "when-would": vocab.KindTrigger,
		"do": vocab.KindEffect, "then": vocab.KindEffect, "cost": vocab.KindCost, "if": vocab.KindCondition}
	switch first {
	case "target":
		if len(cc.words) < 2 {
			return nil
		}
		return s.selectorItems(lib, cc.words[2:])
	}
	k, ok := phraseKind[first]
	if !ok {
		return nil
	}
	if len(cc.words) == 1 || prev == "or" && k == vocab.KindTrigger || (prev == "and" || prev == "or" || prev == "not") && k == vocab.KindCondition {
		items := s.entryItems(k)
		if k == vocab.KindTrigger {
			items = append(items, s.eventItems(lib)...)
		}
		if k == vocab.KindCondition {
			items = append(items, s.entryItems(vocab.KindValue)...)
			items = append(items, words([]string{"not"}, protocol.CompletionItemKindOperator, "condition")...)
		}
		if k == vocab.KindEffect || k == vocab.KindCondition || k == vocab.KindCost {
			items = append(items, words([]string{"lua"}, protocol.CompletionItemKindKeyword, "a Lua hook")...)
		}
		return items
	}
	// inside a phrase: the pattern's own words, then what its parameters take
	var out []item
	if e := s.reg.Vocab().Lookup(k, cc.words[1]); e != nil {
		if pat, err := vocab.ParsePattern(e.Pattern); err == nil {
			for _, w := range literals(pat.Items) {
				out = append(out, item{Label: w, Detail: e.Pattern, Kind: protocol.CompletionItemKindKeyword})
			}
			for _, prm := range pat.Params() {
				out = append(out, s.paramItems(lib, prm, cc.words[2:])...)
			}
		}
	}
	return out
}

// literals lists a pattern's literal words (in optional groups too).
func literals(items []vocab.Item) []string {
	var out []string
	for _, it := range items {
		switch {
		case it.Lit != "":
			out = append(out, it.Lit)
		case it.Param == nil:
			out = append(out, literals(it.Optional)...)
		}
	}
	return out
}

// paramPlaces names the completion place of the parameter kinds whose
// values are names the library declares (see placeItems).
var paramPlaces = map[vocab.ParamKind]string{
	vocab.ParamPlayer: "player", vocab.ParamTrait: "trait", vocab.ParamFaction: "faction",
	vocab.ParamIcon: "icon", vocab.ParamChallenge: "icon", vocab.ParamKeyword: "keyword",
	vocab.ParamArea: "area", vocab.ParamCardType: "cardtype", vocab.ParamPhase: "phase",
}

func (s *Server) paramItems(lib *interp.Library, p *vocab.Param, before []string) []item {
	if place, ok := paramPlaces[p.Kind]; ok {
		return s.placeItems(lib, place)
	}
	switch p.Kind {
	case vocab.ParamCard, vocab.ParamCards:
		return s.selectorItems(lib, before)
	case vocab.ParamWord:
		return words(p.Words, protocol.CompletionItemKindEnumMember, p.String())
	case vocab.ParamInt:
		return s.entryItems(vocab.KindValue)
	case vocab.ParamCond:
		return s.entryItems(vocab.KindCondition)
	}
	return nil
}

// selectorItems completes a selector: references, quantities and nouns
// first, filters once a noun is written.
func (s *Server) selectorItems(lib *interp.Library, before []string) []item {
	nouns := check.Words("noun")
	hasNoun := false
	for _, w := range before {
		for _, n := range nouns {
			if w == n {
				hasNoun = true
			}
		}
	}
	if hasNoun {
		return append(s.entryItems(vocab.KindFilter), words([]string{"with", "other", "unique"}, protocol.CompletionItemKindKeyword, "filter")...)
	}
	out := words(check.Words("reference"), protocol.CompletionItemKindReference, "a card without a selector")
	out = append(out, words(check.Words("quantity"), protocol.CompletionItemKindOperator, "quantity")...)
	out = append(out, words(nouns, protocol.CompletionItemKindClass, "selector noun")...)
	return out
}

// placeItems lists the names of one kind of thing.
func (s *Server) placeItems(lib *interp.Library, place string) []item {
	switch place {
	case "trait":
		var out []item
		for _, t := range s.traits(lib) {
			it := item{Label: t, Kind: protocol.CompletionItemKindEnumMember, Detail: "trait"}
			if strings.ContainsAny(t, " '") {
				it.Insert = syntax.Quote(t)
			}
			out = append(out, it)
		}
		return out
	case "keyword":
		var out []item
		if lib != nil && lib.Checked != nil {
			for _, k := range lib.Checked.Keywords {
				doc := keywordComment(lib, k)
				it := item{Label: k.Name, Kind: protocol.CompletionItemKindProperty, Detail: "keyword", Doc: doc}
				if k.HasValue {
					it.Snippet = k.Name + "(${1:" + k.ValueKind + "})"
				}
				out = append(out, it)
			}
		}
		return out
	case "area":
		// the engine's and the effects' areas (interp.Areas, with how cards
		// get there), then those the workspace's keywords declare
		var out []item
		for _, a := range interp.Areas(nil) {
			out = append(out, item{Label: a.Name, Kind: protocol.CompletionItemKindEnumMember, Detail: "area " + strings.Join(a.Flags, " "), Doc: a.Doc})
		}
		if lib != nil && lib.Checked != nil {
			for _, k := range lib.Checked.Keywords {
				for _, a := range k.Areas {
					out = append(out, item{Label: a.Name, Kind: protocol.CompletionItemKindEnumMember, Detail: "area declared by keyword " + k.Name})
				}
			}
		}
		return out
	case "challenge":
		return words(check.Words("icon"), protocol.CompletionItemKindEnumMember, "challenge")
	}
	return words(check.Words(place), protocol.CompletionItemKindEnumMember, place)
}

// traits are the traits the library's cards carry.
func (s *Server) traits(lib *interp.Library) []string {
	set := map[string]bool{}
	if lib != nil && lib.Checked != nil {
		for _, c := range lib.Checked.Cards {
			for _, t := range c.Traits {
				set[t] = true
			}
		}
	}
	return slices.Sorted(maps.Keys(set))
}

func words(ws []string, kind protocol.CompletionItemKind, detail string) []item {
	out := make([]item, 0, len(ws))
	for _, w := range ws {
		out = append(out, item{Label: w, Kind: kind, Detail: detail})
	}
	return out
}

// entryItems lists a vocabulary kind with snippets of the patterns.
func (s *Server) entryItems(k vocab.Kind) []item {
	var out []item
	for _, e := range s.reg.Entries(k) {
		it := item{Label: e.Name, Detail: e.Pattern, Kind: protocol.CompletionItemKindFunction, Doc: entryDoc(e)}
		if pat, err := vocab.ParsePattern(e.Pattern); err == nil && len(pat.Items) > 0 {
			it.Snippet = snippet(pat)
		}
		out = append(out, it)
	}
	return out
}

// snippet writes a pattern's required words with its parameters as
// placeholders: "gain-power ${1:n}".
func snippet(p *vocab.Pattern) string {
	var b strings.Builder
	b.WriteString(p.Name)
	n := 0
	for _, it := range p.Items {
		switch {
		case it.Lit != "":
			b.WriteString(" " + it.Lit)
		case it.Param != nil:
			n++
			fmt.Fprintf(&b, " ${%d:%s}", n, snippetEscape(it.Param.Name))
		}
	}
	if n == 0 && len(p.Items) > 0 && b.Len() == len(p.Name) {
		return ""
	}
	return b.String()
}

func snippetEscape(s string) string {
	r := strings.NewReplacer(`\`, `\\`, `$`, `\$`, `}`, `\}`)
	return r.Replace(s)
}

func entryDoc(e *vocab.Entry) string {
	var b strings.Builder
	fmt.Fprintf(&b, "**%s** `%s`\n\n%s", e.Kind, e.Pattern, e.Doc)
	if e.Example != "" {
		fmt.Fprintf(&b, "\n\nExample: `%s`", e.Example)
	}
	return b.String()
}

// eventItems lists the events keywords declare (usable as triggers).
func (s *Server) eventItems(lib *interp.Library) []item {
	var out []item
	if lib == nil || lib.Checked == nil {
		return nil
	}
	for _, k := range lib.Checked.Keywords {
		for _, e := range k.Events {
			out = append(out, item{Label: e, Kind: protocol.CompletionItemKindEvent, Detail: "event declared by keyword " + k.Name})
		}
	}
	return out
}

// cardItems lists card codes (with titles) and titles.
func (s *Server) cardItems(lib *interp.Library) []item {
	out := s.titleItems(lib, true)
	if lib == nil || lib.Checked == nil {
		return out
	}
	for _, c := range lib.Checked.Cards {
		out = append(out, item{Label: c.Code, Detail: c.Title, Kind: protocol.CompletionItemKindValue,
			Filter: c.Code + " " + c.Title})
	}
	return out
}

// titleItems lists card titles (quoted when quote).
func (s *Server) titleItems(lib *interp.Library, quote bool) []item {
	if lib == nil || lib.Checked == nil {
		return nil
	}
	var out []item
	for _, c := range lib.Checked.Cards {
		it := item{Label: c.Title, Detail: c.Code + " " + c.Type, Kind: protocol.CompletionItemKindText}
		if quote {
			it.Insert = syntax.Quote(c.Title)
			it.Filter = c.Title
		}
		out = append(out, it)
	}
	return out
}

var hookDef = regexp.MustCompile(`(?m)^[ \t]*(?:local[ \t]+)?function[ \t]+([A-Za-z_][A-Za-z0-9_]*)[ \t]*\(|^[ \t]*(?:local[ \t]+)?([A-Za-z_][A-Za-z0-9_]*)[ \t]*=[ \t]*function\b`)

// hookItems lists the functions of the Lua hooks of the card (or keyword)
// around off.
func (s *Server) hookItems(d *document, off int) []item {
	src, _, _ := s.luaSourceAround(d, off)
	var out []item
	for _, h := range luaFunctions(src) {
		out = append(out, item{Label: h.name, Kind: protocol.CompletionItemKindFunction, Detail: "Lua hook"})
	}
	return out
}

type luaFunc struct {
	name string
	off  int // byte offset of the name
}

func luaFunctions(src string) []luaFunc {
	var out []luaFunc
	for _, m := range hookDef.FindAllStringSubmatchIndex(src, -1) {
		if m[2] >= 0 {
			out = append(out, luaFunc{src[m[2]:m[3]], m[2]})
		} else if m[4] >= 0 {
			out = append(out, luaFunc{src[m[4]:m[5]], m[4]})
		}
	}
	return out
}

// luaSourceAround finds the Lua code of the declaration around off: the
// text, the file it is in, and the byte offset where it starts there.
func (s *Server) luaSourceAround(d *document, off int) (string, string, int) {
	f, _ := syntax.ParseFile(d.path, []byte(d.text))
	if f == nil {
		return "", "", 0
	}
	for _, st := range f.Stmts {
		if st.Block == nil || off < st.Range.Start.Offset || off > st.Range.End.Offset {
			continue
		}
		for _, b := range st.Block.Stmts {
			if b.Word != "lua" || len(b.Values) != 1 {
				continue
			}
			v := b.Values[0]
			switch v.Kind {
			case syntax.RawValue:
				return v.Text, d.path, v.Range.Start.Offset + 1
			case syntax.StringValue:
				name := v.Text
				if !filepath.IsAbs(name) {
					name = filepath.Join(filepath.Dir(d.path), filepath.FromSlash(name))
				}
				if d.builtin != "" {
					if p, err := s.builtin.path(strings.TrimSuffix(d.builtin, filepath.Base(d.builtin)) + v.Text); err == nil {
						name = p
					}
				}
				if od := s.docByPath(name); od != nil {
					return od.text, name, 0
				}
				data, err := library.ReadBounded(name, s.opt.MaxFileSize)
				if err != nil {
					return "", name, 0
				}
				return string(data), name, 0
			}
		}
	}
	return "", "", 0
}

// library returns the workspace as the editor has it: every file's newest
// text checked together (files with errors included, unlike the Session's
// last good library), built once per change when a request needs it. A
// request that comes while the workspace is first loaded waits for it
// (within the request's time limit).
func (s *Server) library() *interp.Library {
	select {
	case <-s.ready:
	case <-time.After(s.opt.Timeout):
	}
	snap := s.snap.Load()
	if snap == nil {
		return nil
	}
	snap.once.Do(func() {
		checked, _ := check.Check(snap.files, check.Config{Vocab: s.reg.Vocab(), Replaceable: isBuiltin})
		snap.lib = &interp.Library{Registry: s.reg, Checked: checked, Sources: snap.sources, Files: snap.files}
	})
	return snap.lib
}

// snapshot is the newest text of every file after a check.
type snapshot struct {
	files   []*syntax.File // built-in first, as the Session orders them
	sources diag.Sources
	once    sync.Once
	lib     *interp.Library
}

// setSnapshot records the files after a check.
func (s *Server) setSnapshot(snap *snapshot) {
	s.snap.Store(snap)
	s.once.Do(func() { close(s.ready) })
}

// keywordComment is the comment above a keyword definition.
func keywordComment(lib *interp.Library, k *check.Keyword) string {
	src := lib.Sources[k.File]
	if src == nil {
		return ""
	}
	return commentAbove(string(src), k.Range.Start.Offset)
}

// commentAbove returns the # comment lines directly above the line at off.
func commentAbove(text string, off int) string {
	if off > len(text) {
		return ""
	}
	start := strings.LastIndexByte(text[:off], '\n') + 1
	var lines []string
	for start > 0 {
		prevStart := strings.LastIndexByte(text[:start-1], '\n') + 1
		line := strings.TrimSpace(text[prevStart : start-1])
		if !strings.HasPrefix(line, "#") {
			break
		}
		lines = append([]string{strings.TrimSpace(strings.TrimLeft(line, "#"))}, lines...)
		start = prevStart
	}
	return strings.Join(lines, "\n")
}

// cardCode reports whether w looks like a card code.
func cardCode(w string) bool {
	_, err := strconv.Atoi(w)
	return err == nil && len(w) >= 4
}
