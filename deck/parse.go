package deck

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/thronescript/thronescript/dsl/diag"
)

// Parse reads a deck list: JSON when it starts with "{", ThronesDB plain
// text otherwise.
func Parse(file string, src []byte, l Lookup, opts ...Option) (*Deck, diag.Diagnostics) {
	if t := bytes.TrimSpace(src); len(t) > 0 && t[0] == '{' {
		return ParseJSON(file, src, l, opts...)
	}
	return ParseText(file, src, l, opts...)
}

// Option changes how a deck list is read.
type Option func(*reader)

// reader is what the options set.
type reader struct {
	list   *List  // the restricted and banned list the deck is built for
	format string // and its game format (joust, melee)
}

// Under reads the deck for a restricted and banned list: a title without a
// pack that names several versions of a card (a card and its redesigns)
// names the one version the list does not ban, so a deck for a redesign
// list (Standard) gets the redesigned card and one for an original list
// (FFG, Conclave, Valyrian) the card as first printed. format is the game
// format (joust, melee), whose own bans count too.
func Under(l *List, format string) Option {
	return func(r *reader) { r.list, r.format = l, format }
}

func options(opts []Option) *reader {
	r := &reader{}
	for _, o := range opts {
		o(r)
	}
	return r
}

var (
	reCardLine = regexp.MustCompile(`^(\d+)\s*[xX×]?\s+(.+?)(?:\s+\(([^()]*)\))?\s*$`)
	// reCodeLine is the cycle-sorted export: "3x Bolton Flayer | #11002 The Shadow City".
	reCodeLine = regexp.MustCompile(`^(\d+)\s*[xX×]?\s+(.+?)\s*\|\s*#(\d{5})\b.*$`)
	reDashes   = regexp.MustCompile(`^-{2,}.*-{2,}$`)
	reSection  = regexp.MustCompile(`(?i)^(plots?|characters?|locations?|attachments?|events?|agendas?|draw deck|plot deck)\s*(\(\d+\))?:?$`)
)

// lineRange is the range of a whole line (without surrounding blanks).
func lineRange(file string, offset, line int, text string) diag.Range {
	lead := len(text) - len(strings.TrimLeft(text, " \t"))
	trimmed := strings.TrimSpace(text)
	start := diag.Pos{Filename: file, Offset: offset + lead, Line: line, Column: 1 + utf8.RuneCountInString(text[:lead])}
	end := start
	end.Offset += len(trimmed)
	end.Column += utf8.RuneCountInString(trimmed)
	return diag.Range{Start: start, End: end}
}

// ParseText reads ThronesDB's plain-text export:
//
//	Deck name
//
//	House Stark
//	Banner of the Wolf
//
//	Packs: From Core Set to Daggers in the Dark
//
//	Plots
//	1x A Noble Cause (Core Set)
//	Characters
//	3x Bolton Flayer (The Shadow City)
//
// The name line is optional; agendas are listed by title after the
// faction; "Packs:" lines and section headings are skipped (a card's type
// decides where it goes); card lines are "N[x] Title [(Pack)]" where the
// title may also be a card code and the pack its name or code. The
// cycle-sorted export ("---- Core Set ----" headings, "3x Title | #01001
// Pack" lines) is read too; an agenda named in the header and listed again
// counts once.
//
// The work is linear in the list: a suggestion for a misspelt title is
// looked for only while the diagnostic would be kept, and the diagnostics
// are the first diag.MaxPerFile in the order of diag.Sort and one that
// counts the rest (diag.Keep).
func ParseText(file string, src []byte, l Lookup, opts ...Option) (*Deck, diag.Diagnostics) {
	r := options(opts)
	d := &Deck{File: file}
	ds := diag.NewKeep(diag.MaxPerFile)
	offset := 0
	sawCard := false
	skipNext := false
	for i, raw := range strings.Split(string(src), "\n") {
		lineNo := i + 1
		lineOff := offset
		offset += len(raw) + 1
		text := strings.TrimRight(raw, "\r")
		t := strings.TrimSpace(text)
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		at := lineRange(file, lineOff, lineNo, text)
		if skipNext {
			skipNext = false
			if strings.HasPrefix(strings.ToLower(t), "from ") || !reCardLine.MatchString(t) {
				continue
			}
		}
		if strings.HasPrefix(strings.ToLower(t), "packs:") {
			skipNext = strings.TrimSpace(t[len("packs:"):]) == ""
			continue
		}
		if reSection.MatchString(t) || reDashes.MatchString(t) {
			continue
		}
		if m := reCodeLine.FindStringSubmatch(t); m != nil {
			sawCard = true
			qty, _ := strconv.Atoi(m[1])
			c, d2 := r.resolve(l, m[3], "", at, ds)
			switch {
			case c == nil:
				ds.Add(d2)
			case !strings.EqualFold(c.Title, strings.TrimSpace(m[2])) && !containsFold(c.Titles, strings.TrimSpace(m[2])):
				ds.Add(diag.Errorf(CodeWrongPack, at, "card #%s is %q, not %q", c.Code, c.Title, m[2]).
					WithHint("fix the title or the code"))
			case qty <= 0 || qty > 99:
				ds.Add(diag.Errorf(CodeQuantity, at, "quantity %s is not a number of copies", m[1]))
			default:
				d.add(&Entry{Qty: qty, Card: c, At: at})
			}
			continue
		}
		if m := reCardLine.FindStringSubmatch(t); m != nil {
			sawCard = true
			qty, err := strconv.Atoi(m[1])
			if err != nil || qty <= 0 || qty > 99 {
				ds.Add(diag.Errorf(CodeQuantity, at, "quantity %s is not a number of copies", m[1]).
					WithHint("write 1x to 3x (or the card's deck limit)"))
				continue
			}
			if c, d2 := r.resolve(l, m[2], m[3], at, ds); c != nil {
				d.add(&Entry{Qty: qty, Card: c, At: at})
			} else {
				ds.Add(d2)
			}
			continue
		}
		if !sawCard {
			if w := FactionWord(t); w != "" {
				if d.Faction != "" {
					ds.Add(diag.Errorf(CodeFaction, at, "a second faction %q (the deck is %s)", t, d.Faction).
						WithHint("a deck has exactly 1 faction card"))
					continue
				}
				d.Faction, d.FactionAt = w, at
				continue
			}
			if d.Faction != "" {
				// an agenda line (title without a quantity)
				if c, d2 := r.resolve(l, t, "", at, ds); c != nil && c.Type == "agenda" {
					d.add(&Entry{Qty: 1, Card: c, At: at})
					continue
				} else if c != nil {
					ds.Add(diag.Errorf(CodeUnreadable, at, "%q is a %s, not an agenda: it needs a quantity", c.Title, c.Type).
						WithHint("write it as `1x %s (%s)`", c.Title, c.PackName))
					continue
				} else {
					ds.Add(d2)
					continue
				}
			}
			if d.Name == "" {
				d.Name = t
				continue
			}
		}
		ds.Add(diag.Errorf(CodeUnreadable, at, "cannot read this line of the deck list").
			WithHint("card lines look like `3x Bolton Flayer (The Shadow City)`; the faction and agenda come before the first card"))
	}
	return d, ds.Result()
}

// resolve finds the card a line names: a code or a title, with an optional
// pack name or code to choose among cards of the same title. An unknown
// title's hint suggests a title only when keep would keep the diagnostic
// (the search reads every title of the library).
func (r *reader) resolve(l Lookup, name, pack string, at diag.Range, keep *diag.Keep) (*Card, *diag.Diagnostic) {
	name = strings.TrimSpace(strings.ReplaceAll(name, "’", "'"))
	pack = strings.TrimSpace(pack)
	if isCode(name) {
		if c := l.ByCode(name); c != nil {
			if pack != "" && !inPack(c, pack) {
				return nil, diag.Errorf(CodeWrongPack, at, "card %s %q is in %s, not %q", c.Code, c.Title, c.PackName, pack).
					WithHint("write (%s) or leave the pack out", c.PackName)
			}
			return c, nil
		}
		return nil, diag.Errorf(CodeUnknownCard, at, "no card with code %s in the library", name).
			WithHint("`throne cards --coverage` lists the library's packs; `throne cards <word>` finds a card")
	}
	cands := l.ByTitle(name)
	if len(cands) == 0 {
		d := diag.Errorf(CodeUnknownCard, at, "no card titled %q in the library", name)
		if keep.Drops(CodeUnknownCard, at) {
			return nil, d.WithHint("check the spelling; `throne cards <word>` lists matching cards")
		}
		if s := diag.Suggest(name, l.Titles()); s != "" {
			d.WithHint("did you mean %q?", s)
		} else {
			d.WithHint("check the spelling; `throne cards <word>` lists matching cards")
		}
		return nil, d
	}
	if pack != "" {
		var in []*Card
		for _, c := range cands {
			if inPack(c, pack) {
				in = append(in, c)
			}
		}
		if len(in) == 0 {
			var packs []string
			for _, c := range cands {
				packs = append(packs, c.PackName)
			}
			return nil, diag.Errorf(CodeWrongPack, at, "%q is not in %q", name, pack).
				WithHint("it is in %s", strings.Join(packs, ", "))
		}
		cands = in
	}
	if len(cands) > 1 && pack == "" && r.list != nil {
		// the version the deck's list allows, when exactly one is
		if allowed := r.list.unbanned(cands, r.format); len(allowed) == 1 {
			cands = allowed
		}
	}
	if len(cands) > 1 && pack == "" {
		// a title without a pack names the card as first printed, not its
		// redesigned versions ("1x The Free Folk (Redesigns)" names one)
		var originals []*Card
		for _, c := range cands {
			if !c.Redesign {
				originals = append(originals, c)
			}
		}
		if len(originals) == 1 {
			cands = originals
		}
	}
	if len(cands) > 1 {
		var opts []string
		for _, c := range cands {
			opts = append(opts, fmt.Sprintf("%s (%s)", c.Code, c.PackName))
		}
		sort.Strings(opts)
		return nil, diag.Errorf(CodeAmbiguous, at, "%q names %d cards", name, len(cands)).
			WithHint("name the pack or use the code: %s", strings.Join(opts, ", "))
	}
	return cands[0], nil
}

func containsFold(list []string, s string) bool {
	for _, x := range list {
		if strings.EqualFold(x, s) {
			return true
		}
	}
	return false
}

func isCode(s string) bool {
	if len(s) != 5 {
		return false
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

func inPack(c *Card, pack string) bool {
	return strings.EqualFold(c.Pack, pack) || strings.EqualFold(c.PackName, pack) ||
		strings.EqualFold("The "+c.PackName, pack) || strings.EqualFold(c.PackName, "The "+pack)
}

// jsonDeck is ThronesDB's JSON deck (API and export): the faction code,
// the agenda codes and the slots (code → quantity; the agenda is in the
// slots too).
type jsonDeck struct {
	Name        string          `json:"name"`
	FactionCode string          `json:"faction_code"`
	FactionName string          `json:"faction_name"`
	Agendas     json.RawMessage `json:"agendas"`
	Slots       map[string]int  `json:"slots"`
}

// ParseJSON reads a ThronesDB JSON deck. A file that does not decode gives
// a nil deck and the JSON error at its place. The positions of the keys
// are found in one pass over the file, so the work is n log n in the
// number of cards (their codes are sorted); the diagnostics are kept as
// ParseText keeps them.
func ParseJSON(file string, src []byte, l Lookup, opts ...Option) (*Deck, diag.Diagnostics) {
	r := options(opts)
	d := &Deck{File: file}
	var j jsonDeck
	whole := diag.Range{Start: diag.Pos{Filename: file, Line: 1, Column: 1}, End: diag.Pos{Filename: file, Line: 1, Column: 2}}
	if err := json.Unmarshal(src, &j); err != nil {
		at := whole
		var se *json.SyntaxError
		var te *json.UnmarshalTypeError
		switch {
		case errors.As(err, &se):
			at = posAt(file, src, int(se.Offset))
		case errors.As(err, &te):
			at = posAt(file, src, int(te.Offset))
			kind := map[reflect.Kind]string{reflect.Int: "number", reflect.String: "string", reflect.Map: "object", reflect.Slice: "list"}[te.Type.Kind()]
			if kind == "" {
				kind = te.Type.String()
			}
			err = fmt.Errorf("%q holds a JSON %s where a %s belongs", te.Field, te.Value, kind)
		}
		return nil, diag.Diagnostics{diag.Errorf(CodeUnreadableJSON, at, "cannot decode the JSON deck: %v", err).
			WithHint("ThronesDB decks have \"faction_code\", \"agendas\" and \"slots\" (code → quantity)")}
	}
	ds := diag.NewKeep(diag.MaxPerFile)
	at := jsonStrings(file, src)
	keyPos := func(key string) diag.Range {
		if r, ok := at[key]; ok {
			return r
		}
		return whole
	}
	d.Name = j.Name
	d.FactionAt = keyPos("faction_code")
	d.Faction = FactionWord(j.FactionCode)
	if d.Faction == "" {
		d.Faction = FactionWord(j.FactionName)
	}
	if d.Faction == "" {
		ds.Add(diag.Errorf(CodeFaction, d.FactionAt, "unknown faction %q", j.FactionCode).
			WithHint("use one of %s", strings.Join(factionWords, ", ")))
	}
	var agendas []string
	if len(j.Agendas) > 0 && string(j.Agendas) != "null" {
		if err := json.Unmarshal(j.Agendas, &agendas); err != nil {
			var objs []struct {
				Code string `json:"code"`
			}
			if err2 := json.Unmarshal(j.Agendas, &objs); err2 != nil {
				ds.Add(diag.Errorf(CodeUnreadableJSON, keyPos("agendas"), "\"agendas\" is not a list of card codes"))
			}
			for _, o := range objs {
				agendas = append(agendas, o.Code)
			}
		}
	}
	codes := make([]string, 0, len(j.Slots))
	for c := range j.Slots {
		codes = append(codes, c)
	}
	sort.Strings(codes)
	inSlots := map[string]bool{}
	for _, code := range codes {
		qty := j.Slots[code]
		at := keyPos(code)
		if qty <= 0 || qty > 99 {
			ds.Add(diag.Errorf(CodeQuantity, at, "quantity %d for card %s is not a number of copies", qty, code))
			continue
		}
		c, d2 := r.resolve(l, code, "", at, ds)
		if c == nil {
			ds.Add(d2)
			continue
		}
		inSlots[code] = true
		d.add(&Entry{Qty: qty, Card: c, At: at})
	}
	for _, code := range agendas {
		if inSlots[code] {
			continue
		}
		at := keyPos(code)
		c, d2 := r.resolve(l, code, "", at, ds)
		if c == nil {
			ds.Add(d2)
			continue
		}
		d.add(&Entry{Qty: 1, Card: c, At: at})
	}
	return d, ds.Result()
}

// jsonStrings returns the range of the first occurrence of every string
// (key or value, decoded) in the JSON text src, read in one pass: line and
// column are counted as it goes, not from the start of the file for each
// string.
func jsonStrings(file string, src []byte) map[string]diag.Range {
	out := map[string]diag.Range{}
	pos := diag.Pos{Filename: file, Line: 1, Column: 1}
	var start diag.Pos
	in, esc := false, false
	for pos.Offset < len(src) {
		r, size := utf8.DecodeRune(src[pos.Offset:])
		switch {
		case in && esc:
			esc = false
		case in && r == '\\':
			esc = true
		case in && r == '"':
			in = false
			raw := src[start.Offset : pos.Offset+1]
			s := string(raw[1 : len(raw)-1])
			if bytes.IndexByte(raw, '\\') >= 0 {
				var u string
				if json.Unmarshal(raw, &u) != nil {
					break
				}
				s = u
			}
			if _, ok := out[s]; !ok {
				end := pos
				end.Offset++
				end.Column++
				out[s] = diag.Range{Start: start, End: end}
			}
		case !in && r == '"':
			in, start = true, pos
		}
		pos.Offset += size
		if r == '\n' {
			pos.Line++
			pos.Column = 1
		} else {
			pos.Column++
		}
	}
	return out
}

// posAt is the range of the byte at offset off.
func posAt(file string, src []byte, off int) diag.Range {
	if off > len(src) {
		off = len(src)
	}
	if off < 0 {
		off = 0
	}
	line := 1 + bytes.Count(src[:off], []byte("\n"))
	ls := bytes.LastIndexByte(src[:off], '\n') + 1
	col := 1 + utf8.RuneCount(src[ls:off])
	p := diag.Pos{Filename: file, Offset: off, Line: line, Column: col}
	e := p
	e.Offset++
	e.Column++
	return diag.Range{Start: p, End: e}
}
