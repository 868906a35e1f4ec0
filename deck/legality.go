package deck

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/thronescript/thronescript/dsl/diag"
)

// restrictedData is the restricted and banned lists as published (the
// ThronesDB restricted-list.json: every version of the FFG FAQ, the
// Conclave, the Redesigns and the G.O.T. Valyrian and Standard lists).
//
//go:embed restricted-list.json
var restrictedData []byte

// Formats are the game formats a list has rules for.
var Formats = []string{"joust", "melee"}

// List is one version of the restricted and banned lists.
type List struct {
	Code    string `json:"code"` // "gotstandard2.1"
	Name    string `json:"name"` // "Standard v2.1"
	Issuer  string `json:"issuer"`
	Date    string `json:"date"`    // YYYY-MM-DD
	CardSet string `json:"cardSet"` // original, redesign, redesign2
	// Banned are the cards banned in every format.
	Banned  []string     `json:"bannedCards"`
	Formats []FormatList `json:"formats"`
}

// FormatList is a list's rules for one format.
type FormatList struct {
	Name       string   `json:"name"` // joust, melee
	Restricted []string `json:"restricted"`
	Pods       []Pod    `json:"pods"`
	Banned     []string `json:"banned"`
}

// Pod is a set of cards that cannot share a deck. With Restricted set, the
// deck that includes that restricted card cannot include any of Cards;
// without it, a deck can include at most one of Cards.
type Pod struct {
	Restricted string   `json:"restricted"`
	Cards      []string `json:"cards"`
}

// Lists returns every version of the lists, oldest first (by date, then
// code). It decodes the embedded data on every call: callers keep what
// they need.
func Lists() ([]*List, error) {
	var ls []*List
	if err := json.Unmarshal(restrictedData, &ls); err != nil {
		return nil, fmt.Errorf("restricted-list.json: %w", err)
	}
	sort.SliceStable(ls, func(i, j int) bool {
		if ls[i].Date != ls[j].Date {
			return ls[i].Date < ls[j].Date
		}
		return ls[i].Code < ls[j].Code
	})
	return ls, nil
}

// OriginalCardSet is the card set of the cards as first printed. Lists for
// the redesign card sets (Redesigns, Standard) ban the originals of
// redesigned cards; the library holds both versions, so every list applies.
const OriginalCardSet = "original"

// FindList returns the list with the given code (case-insensitive; "":
// the newest list of all, today's Standard list, which the library can
// meet since it holds the whole joust pool with its redesigns). The error
// names the known codes.
func FindList(code string) (*List, error) {
	ls, err := Lists()
	if err != nil {
		return nil, err
	}
	if code == "" {
		if len(ls) == 0 {
			return nil, fmt.Errorf("restricted-list.json holds no list")
		}
		return ls[len(ls)-1], nil
	}
	var codes []string
	for _, l := range ls {
		if strings.EqualFold(l.Code, code) {
			return l, nil
		}
		codes = append(codes, l.Code)
	}
	return nil, fmt.Errorf("no restricted list %q; the lists are %s", code, strings.Join(codes, ", "))
}

// unbanned returns the cards of cs that the list does not ban in format.
func (l *List) unbanned(cs []*Card, format string) []*Card {
	banned := set(l.Banned)
	if f := l.Format(format); f != nil {
		for _, c := range f.Banned {
			banned[c] = true
		}
	}
	var out []*Card
	for _, c := range cs {
		if !banned[c.Code] {
			out = append(out, c)
		}
	}
	return out
}

// NewestList returns the newest list for a card set (OriginalCardSet:
// the newest of the FFG, Conclave and Valyrian lists).
func NewestList(cardSet string) (*List, error) {
	ls, err := Lists()
	if err != nil {
		return nil, err
	}
	for i := len(ls) - 1; i >= 0; i-- {
		if ls[i].CardSet == cardSet {
			return ls[i], nil
		}
	}
	return nil, fmt.Errorf("no restricted list for the %s card set", cardSet)
}

// Format returns the list's rules for a format (nil: the list has none).
func (l *List) Format(name string) *FormatList {
	for i := range l.Formats {
		if l.Formats[i].Name == name {
			return &l.Formats[i]
		}
	}
	return nil
}

// CheckLegality applies a list's rules for format ("joust" or "melee") to
// d: no banned card, at most one restricted card (any number of copies of
// it), and no two cards of a pod together. Every diagnostic points at the
// line of the offending card and names the list. The work is linear in
// the entries and the list; the diagnostics are kept as Check keeps them.
func CheckLegality(d *Deck, l *List, format string) diag.Diagnostics {
	if d == nil || l == nil {
		return nil
	}
	f := l.Format(format)
	if f == nil {
		f = &FormatList{Name: format}
	}
	var ds diag.Diagnostics
	entries := d.Entries()
	of := fmt.Sprintf("%s (%s, %s)", l.Name, format, l.Date)
	banned := set(l.Banned, f.Banned)
	for _, e := range entries {
		if banned[e.Card.Code] {
			h := "remove it"
			if l.CardSet != OriginalCardSet {
				h = fmt.Sprintf("remove it; %s is a list for the %s card set, where a banned original may have a redesigned version; --list chooses another list version", l.Name, l.CardSet)
			}
			ds = append(ds, diag.Errorf(CodeBanned, e.At, "%q (%s) is banned in %s", e.Card.Title, e.Card.Code, of).WithHint("%s", h))
		}
	}
	var restricted []*Entry
	isRestricted, seen := set(f.Restricted), map[string]bool{}
	for _, e := range entries {
		if isRestricted[e.Card.Code] && !seen[e.Card.Code] {
			seen[e.Card.Code] = true
			restricted = append(restricted, e)
		}
	}
	if len(restricted) > 1 {
		var names []string
		for _, e := range restricted {
			names = append(names, fmt.Sprintf("%q", e.Card.Title))
		}
		for _, e := range restricted[1:] {
			ds = append(ds, diag.Errorf(CodeRestricted, e.At, "%q is restricted in %s, and the deck already has the restricted card %q", e.Card.Title, of, restricted[0].Card.Title).
				WithHint("a deck may include only one restricted card (any number of copies of it); keep one of %s", strings.Join(names, ", ")))
		}
	}
	byCode := map[string]*Entry{}
	for _, e := range entries {
		if byCode[e.Card.Code] == nil {
			byCode[e.Card.Code] = e
		}
	}
	for _, p := range f.Pods {
		var in []*Entry
		if p.Restricted != "" {
			if r := byCode[p.Restricted]; r != nil {
				in = append(in, r)
			}
			if len(in) == 0 {
				continue
			}
		}
		for _, c := range p.Cards {
			if e := byCode[c]; e != nil {
				in = append(in, e)
			}
		}
		if len(in) < 2 {
			continue
		}
		sort.SliceStable(in, func(i, j int) bool { return in[i].At.Start.Offset < in[j].At.Start.Offset })
		var names []string
		for _, e := range in {
			names = append(names, fmt.Sprintf("%q", e.Card.Title))
		}
		what := "cards of a pod"
		if p.Restricted != "" {
			what = "a restricted card and cards of its pod"
		}
		ds = append(ds, diag.Errorf(CodePod, in[1].At, "%s cannot share a deck in %s: %s", what, of, strings.Join(names, ", ")).
			WithHint("keep only one of them"))
	}
	return keep(ds)
}

// set is the set of the strings of lists.
func set(lists ...[]string) map[string]bool {
	m := map[string]bool{}
	for _, l := range lists {
		for _, s := range l {
			m[s] = true
		}
	}
	return m
}
