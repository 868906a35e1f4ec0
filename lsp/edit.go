package lsp

import (
	"encoding/json"
	"strings"

	"github.com/tliron/glsp"
	protocol "github.com/tliron/glsp/protocol_3_16"

	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/dsl/format"
	"github.com/thronescript/thronescript/dsl/syntax"
)

func (s *Server) documentSymbol(_ *glsp.Context, p *protocol.DocumentSymbolParams) (any, error) {
	d := s.cardDoc(p.TextDocument.URI)
	if d == nil {
		return nil, nil
	}
	f, _ := syntax.ParseFile(d.path, []byte(d.text))
	out := []protocol.DocumentSymbol{}
	for _, st := range f.Stmts {
		sym := s.symbol(d, st)
		if st.Block != nil {
			for _, b := range st.Block.Stmts {
				if check.IsAbilityKind(b.Word, st.Word == "keyword") || st.Word == "scenario" && b.Word == "setup" {
					sym.Children = append(sym.Children, s.symbol(d, b))
				}
			}
		}
		out = append(out, sym)
	}
	return out, nil
}

var symbolKinds = map[string]protocol.SymbolKind{
	"card": protocol.SymbolKindClass, "keyword": protocol.SymbolKindInterface, "scenario": protocol.SymbolKindEvent,
	"pack": protocol.SymbolKindPackage, "cycle": protocol.SymbolKindPackage, "text": protocol.SymbolKindString,
	"setup": protocol.SymbolKindConstructor,
}

func (s *Server) symbol(d *document, st *syntax.Stmt) protocol.DocumentSymbol {
	var parts []string
	for _, v := range st.Values {
		switch v.Kind {
		case syntax.WordValue, syntax.NumberValue:
			parts = append(parts, v.Text)
		case syntax.StringValue:
			parts = append(parts, syntax.Quote(v.Text))
		}
	}
	name := st.Word
	detail := strings.Join(parts, " ")
	switch st.Word {
	case "card", "keyword", "scenario", "pack", "cycle", "text":
		if detail != "" {
			name = detail
		}
		detail = st.Word
	}
	kind, ok := symbolKinds[st.Word]
	if !ok {
		kind = protocol.SymbolKindMethod
	}
	return protocol.DocumentSymbol{Name: name, Detail: &detail, Kind: kind,
		Range: rangeIn(d.text, d.lines, st.Range), SelectionRange: rangeIn(d.text, d.lines, st.WordRange())}
}

func (s *Server) formatting(_ *glsp.Context, p *protocol.DocumentFormattingParams) ([]protocol.TextEdit, error) {
	d := s.cardDoc(p.TextDocument.URI)
	if d == nil {
		return nil, nil
	}
	return formatRange(d, 0, len(d.text))
}

func (s *Server) rangeFormatting(_ *glsp.Context, p *protocol.DocumentRangeFormattingParams) ([]protocol.TextEdit, error) {
	d := s.cardDoc(p.TextDocument.URI)
	if d == nil {
		return nil, nil
	}
	f, ds := syntax.ParseFile(d.path, []byte(d.text))
	if ds.HasErrors() {
		return []protocol.TextEdit{}, nil
	}
	from, to := d.offset(p.Range.Start), d.offset(p.Range.End)
	// widen to the top-level statements the range touches
	start, end := -1, -1
	for _, st := range f.Stmts {
		if st.Range.End.Offset < from || st.Range.Start.Offset > to {
			continue
		}
		if start < 0 {
			start = st.Range.Start.Offset
		}
		end = st.Range.End.Offset
	}
	if start < 0 {
		return []protocol.TextEdit{}, nil
	}
	start = strings.LastIndexByte(d.text[:start], '\n') + 1
	if i := strings.IndexByte(d.text[end:], '\n'); i >= 0 {
		end += i + 1
	} else {
		end = len(d.text)
	}
	return formatRange(d, start, end)
}

// formatRange formats text[start:end] (whole top-level statements) and
// returns the edit, none when it is formatted or has syntax errors.
func formatRange(d *document, start, end int) ([]protocol.TextEdit, error) {
	part := d.text[start:end]
	f, ds := syntax.ParseFile(d.path, []byte(part))
	if ds.HasErrors() {
		return []protocol.TextEdit{}, nil
	}
	out := string(format.File(f))
	if end < len(d.text) || !strings.HasSuffix(part, "\n") {
		// keep the text after the range as it was
		if !strings.HasSuffix(part, "\n") {
			out = strings.TrimSuffix(out, "\n")
		}
	}
	if out == part {
		return []protocol.TextEdit{}, nil
	}
	return []protocol.TextEdit{{Range: protocol.Range{Start: d.position(start), End: d.position(end)}, NewText: out}}, nil
}

// codeAction offers the fixes the diagnostics carry (diag.Fix: the
// checker's deprecation rewrites, and its "did you mean" guesses), the
// same edits `throne fix` and the browser editor make.
func (s *Server) codeAction(_ *glsp.Context, p *protocol.CodeActionParams) (any, error) {
	d := s.doc(p.TextDocument.URI)
	if d == nil {
		return nil, nil
	}
	out := []protocol.CodeAction{}
	for _, dg := range p.Context.Diagnostics {
		var dd diagData
		if raw, err := json.Marshal(dg.Data); err != nil || json.Unmarshal(raw, &dd) != nil {
			continue
		}
		for i, f := range dd.Fixes {
			if len(f.Edits) == 0 {
				continue
			}
			kind := protocol.CodeActionKindQuickFix
			preferred := i == 0
			out = append(out, protocol.CodeAction{
				Title:       f.Title,
				Kind:        &kind,
				Diagnostics: []protocol.Diagnostic{dg},
				IsPreferred: &preferred,
				Edit:        &protocol.WorkspaceEdit{Changes: map[protocol.DocumentUri][]protocol.TextEdit{d.uri: f.Edits}},
			})
		}
	}
	return out, nil
}
