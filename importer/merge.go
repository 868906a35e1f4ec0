package importer

import (
	"fmt"
	"strings"
)

// cardOwned lists the statements of a card block the importer owns: they
// are replaced or removed by every import. Everything else is hand-written.
var cardOwned = map[string]bool{
	"character": true, "location": true, "attachment": true, "event": true, "plot": true, "agenda": true, "title": true,
	"pack": true, "faction": true, "loyal": true, "unique": true, "cost": true, "strength": true, "icons": true,
	"income": true, "initiative": true, "claim": true, "reserve": true, "traits": true, "keywords": true, "deck-limit": true,
}

// Merge merges a freshly generated file into an existing one. In card
// blocks the imported statements (cardOwned) are replaced in place,
// removed when the import no longer has them, and added after their
// predecessor when new; `incomplete`, abilities and every other statement
// are kept. In text, pack and cycle blocks the statements the import
// produces are replaced and `note` lines are regenerated; statements the
// import does not produce (a translator's added line) are kept. Blocks the
// import does not produce (custom cards) are kept; new blocks are inserted
// after their predecessor in the generated file.
func Merge(name string, existing, generated []byte) ([]byte, error) {
	old, err := items(name, existing)
	if err != nil {
		return nil, err
	}
	fresh, err := items(name+" (generated)", generated)
	if err != nil {
		return nil, err
	}
	byKey := map[string]int{}
	for i, it := range old {
		if it.Key != "" {
			if _, dup := byKey[it.Key]; dup {
				return nil, fmt.Errorf("%s: %q is declared twice; fix the file before importing", name, it.Key)
			}
			byKey[it.Key] = i
		}
	}
	out := append([]*item(nil), old...)
	placed := map[string]bool{}
	for _, n := range fresh {
		if n.Key == "" {
			continue
		}
		if i, ok := byKey[n.Key]; ok {
			out[i] = mergeItem(out[i], n)
			placed[n.Key] = true
		}
	}
	// insert the new items after their predecessor
	pos := -1 // index in out after which the next new item goes
	for _, n := range fresh {
		if n.Key == "" {
			continue
		}
		if placed[n.Key] {
			for i, it := range out {
				if it.Key == n.Key {
					pos = i
				}
			}
			continue
		}
		ins := *n
		ins.Lead = "\n"
		at := pos + 1
		if pos < 0 {
			at = firstKeyed(out)
			if at < len(out) {
				// before the first statement: it keeps the file's header
				ins.Lead = out[at].Lead
				moved := *out[at]
				moved.Lead = "\n"
				out[at] = &moved
			} else {
				at, ins.Lead = 0, n.Lead
			}
		}
		out = append(out[:at], append([]*item{&ins}, out[at:]...)...)
		pos = at
		placed[n.Key] = true
	}
	var b strings.Builder
	for _, it := range out {
		b.WriteString(it.String())
	}
	return []byte(b.String()), nil
}

func firstKeyed(items []*item) int {
	for i, it := range items {
		if it.Key != "" {
			return i
		}
	}
	return len(items)
}

// mergeItem merges the generated block n into the existing block o.
func mergeItem(o, n *item) *item {
	if o.Head == "" || n.Head == "" { // flat statements: the import owns them
		m := *n
		m.Lead = o.Lead
		return &m
	}
	isCard := strings.HasPrefix(n.Key, "card ")
	produced := map[string]bool{}
	for _, c := range n.Body {
		produced[c.Key] = true
	}
	owned := func(key string) bool {
		if key == "" {
			return false
		}
		if isCard {
			return cardOwned[key]
		}
		return produced[key] || key == "note"
	}
	// new chunks by key, in order (keys may repeat: note)
	queue := map[string][]int{}
	for i, c := range n.Body {
		if owned(c.Key) {
			queue[c.Key] = append(queue[c.Key], i)
		}
	}
	type slot struct {
		c     chunk
		fresh int // index in n.Body, or -1
	}
	var body []slot
	for _, c := range o.Body {
		if !owned(c.Key) {
			body = append(body, slot{c, -1})
			continue
		}
		q := queue[c.Key]
		if len(q) == 0 {
			if strings.TrimSpace(c.Lead) != "" { // keep comments of a removed statement
				body = append(body, slot{chunk{Lead: c.Lead}, -1})
			}
			continue
		}
		queue[c.Key] = q[1:]
		body = append(body, slot{chunk{Lead: c.Lead, Key: c.Key, Stmt: n.Body[q[0]].Stmt}, q[0]})
	}
	// insert new owned chunks after the slot holding their predecessor
	where := map[int]int{} // n.Body index → body index
	for i, s := range body {
		if s.fresh >= 0 {
			where[s.fresh] = i
		}
	}
	for i, c := range n.Body {
		if !owned(c.Key) {
			continue
		}
		if _, ok := where[i]; ok {
			continue
		}
		at := 0
		for k := i - 1; k >= 0; k-- {
			if w, ok := where[k]; ok {
				at = w + 1
				break
			}
		}
		body = append(body[:at], append([]slot{{c, i}}, body[at:]...)...)
		for k, w := range where {
			if w >= at {
				where[k] = w + 1
			}
		}
		where[i] = at
	}
	m := &item{Lead: o.Lead, Key: o.Key, Head: n.Head, Tail: o.Tail}
	for _, s := range body {
		m.Body = append(m.Body, s.c)
	}
	return m
}
