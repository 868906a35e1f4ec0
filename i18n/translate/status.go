package translate

import (
	"sort"

	"github.com/thronescript/thronescript/i18n/po"
)

// PackStatus is how far the translation of one pack into a language is:
// its text fields (titles, traits lines, keyword lines, ability texts,
// flavor texts) translated, fuzzy and missing.
type PackStatus struct {
	Pack, Name                 string
	Translated, Fuzzy, Missing int
}

// Total is the number of fields.
func (s PackStatus) Total() int { return s.Translated + s.Fuzzy + s.Missing }

// Status counts, per pack, the fields of the cards in scope translated from
// from into to: in the .card files, or, with f, in that PO file (whose
// fuzzy entries are drafts; its entries are matched by msgctxt, and fields
// it lacks are missing). The packs come in the library's order, then
// cards of no known pack ("").
func (l *Corpus) Status(from, to string, f *po.File) []PackStatus {
	pack := map[string]string{}
	for _, c := range l.checked.Cards {
		if _, ok := pack[c.Code]; !ok {
			pack[c.Code] = c.Pack
		}
	}
	var byCtx map[string]*po.Entry
	if f != nil {
		byCtx = map[string]*po.Entry{}
		for _, e := range f.Entries {
			if e.Context != nil && !e.Obsolete {
				byCtx[*e.Context] = e
			}
		}
	}
	stats := map[string]*PackStatus{}
	for _, u := range l.units(from, to) {
		p := pack[u.Code]
		s := stats[p]
		if s == nil {
			s = &PackStatus{Pack: p}
			stats[p] = s
		}
		translated, fuzzy := u.Target != "", false
		if byCtx != nil {
			e := byCtx[po.Context(u.Code, u.Field)]
			translated = e != nil && e.Translation() != "" && !e.HasFlag("fuzzy")
			fuzzy = e != nil && e.Translation() != "" && e.HasFlag("fuzzy")
		}
		switch {
		case fuzzy:
			s.Fuzzy++
		case translated:
			s.Translated++
		default:
			s.Missing++
		}
	}
	order := map[string]int{}
	names := map[string]string{}
	for i, p := range l.checked.Packs {
		order[p.Code] = i + 1
		names[p.Code] = p.Name
	}
	var out []PackStatus
	for code, s := range stats {
		s.Name = names[code]
		out = append(out, *s)
	}
	sort.Slice(out, func(i, j int) bool {
		oi, oj := order[out[i].Pack], order[out[j].Pack]
		if oi == 0 {
			oi = 1 << 30
		}
		if oj == 0 {
			oj = 1 << 30
		}
		if oi != oj {
			return oi < oj
		}
		return out[i].Pack < out[j].Pack
	})
	return out
}

// Languages lists the languages the library has text blocks in, sorted.
func (l *Corpus) Languages() []string {
	seen := map[string]bool{}
	for _, tb := range l.texts {
		seen[tb.Lang] = true
	}
	var out []string
	for lang := range seen {
		out = append(out, lang)
	}
	sort.Strings(out)
	return out
}
