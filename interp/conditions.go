package interp

import (
	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/rules"
)

// registerConditions adds the condition words.
func registerConditions(r *Registry) {
	r.anyCard("exists", "Some card matches the selector (\"if you control a King character\").", "if exists character controlled-by you with-trait King",
		func(*rules.Context, *rules.Card) bool { return true }).readsState(0)
	r.anyCard("participating", "The card participates in the current challenge.", "if participating self",
		func(ctx *rules.Context, c *rules.Card) bool { return ctx.G.Participating(c) }).readsState(rules.ReadsChallenge)
	r.anyCard("attacking", "The card is attacking.", "if attacking self",
		func(ctx *rules.Context, c *rules.Card) bool { return ctx.G.Attacking(c) }).readsState(rules.ReadsChallenge)
	r.anyCard("defending", "The card is defending.", "if defending self",
		func(ctx *rules.Context, c *rules.Card) bool { return ctx.G.Defending(c) }).readsState(rules.ReadsChallenge)
	r.anyCard("kneeling", "The card is kneeling.", "if kneeling self",
		func(ctx *rules.Context, c *rules.Card) bool { return c.Kneeling }).readsState(rules.ReadsKneeling)
	r.anyCard("standing", "The card is standing.", "if standing self",
		func(ctx *rules.Context, c *rules.Card) bool { return !c.Kneeling }).readsState(rules.ReadsKneeling)
	r.condition("in-challenge [{type:challenge}]", "A challenge (of a type) is in progress.", "if in-challenge military", func(b *builder, a *args) condFn {
		t := a.Word("type")
		return func(ctx *rules.Context) bool {
			ch := ctx.G.Challenge()
			return ch != nil && (t == "" || ch.Type.String() == t)
		}
	}).readsState(rules.ReadsChallenge)
	r.condition("phase-is {phase:phase}", "It is this phase.", "if phase-is challenges", func(b *builder, a *args) condFn {
		p := a.Word("phase")
		return func(ctx *rules.Context) bool { return ctx.G.Phase.String() == p }
	}).readsState(rules.ReadsPhase)
	roles := []struct {
		name, doc string
		reads     rules.Reads
	}{
		{"first-player", "The player is the first player.", rules.ReadsFirstPlayer},
		{"active-player", "The player is the active player.", rules.ReadsActivePlayer},
		{"attacking-player", "The player is the attacking player of the challenge.", rules.ReadsChallenge},
		{"defending-player", "The player is the defending player of the challenge.", rules.ReadsChallenge},
		{"winner", "The player won the challenge.", rules.ReadsChallenge},
		{"loser", "The player lost the challenge.", rules.ReadsChallenge},
	}
	for _, role := range roles {
		role := role
		r.condition(role.name+" {p:player}", role.doc, "if "+role.name+" you", func(b *builder, a *args) condFn {
			ps := a.Players("p", b.players("you"))
			is := b.players(role.name)
			return func(ctx *rules.Context) bool {
				for _, p := range ps(ctx) {
					if playerIs(ctx, is, p) {
						return true
					}
				}
				return false
			}
		}).readsState(role.reads)
	}
	r.condition("chose {label:string}", "The ability's `choose-one` (or `choose-one-by`) picked this label earlier in the same resolution: \"Choose one\" written in one ability, each option a line of its own (`do choose-one \"+2 STR\" \"-1 STR\"`, `then give it +2 strength if chose \"+2 STR\"`, `else give it -1 strength`).",
		"if chose Bear", func(b *builder, a *args) condFn {
			key := chosenKey(a.Word("label"))
			return func(ctx *rules.Context) bool { return ctx.Remembered(key, nil) == 1 }
		})
	r.condition("unopposed", "The challenge was unopposed.", "if unopposed", func(b *builder, a *args) condFn {
		return func(ctx *rules.Context) bool { ch := ctx.G.Challenge(); return ch != nil && ch.Unopposed }
	})
	r.condition("entered-via {how:name(via)}", "The triggering card entered play this way (marshal, a keyword's word such as ambush or shadows).",
		"if entered-via ambush", func(b *builder, a *args) condFn {
			how := a.Word("how")
			return func(ctx *rules.Context) bool { return ctx.Event != nil && ctx.Event.Via == how }
		})
	r.condition("event-is {name:name(event)} [or {name2:name(event)}]", "The triggering event is this one (for triggers on a family of events such as leaves-play).",
		"if event-is killed or discarded", func(b *builder, a *args) condFn {
			n1, n2 := a.Word("name"), a.Word("name2")
			return func(ctx *rules.Context) bool {
				return ctx.Event != nil && (ctx.Event.Name == n1 || (n2 != "" && ctx.Event.Name == n2))
			}
		})
	r.condition("entered-from {area:area}", "The triggering card came from this area (e.g. it entered play from shadows).",
		"if entered-from shadows", func(b *builder, a *args) condFn {
			area := a.Word("area")
			return func(ctx *rules.Context) bool {
				if ctx.Event == nil {
					return false
				}
				id, ok := ctx.G.AreaByName(area)
				return ok && ctx.Event.From == id
			}
		})
	r.anyCard("is-event", "The card is an event card.", "if not is-event self",
		func(ctx *rules.Context, c *rules.Card) bool { return c.Def.Type == rules.TypeEvent })
	r.condition("card-type {card:cards} {type:cardtype}", "The card's current type is this type.", "if card-type it character",
		func(b *builder, a *args) condFn {
			sel, t := a.Cards("card"), rules.ParseCardType(a.Word("type"))
			return func(ctx *rules.Context) bool {
				for _, c := range sel(ctx) {
					if ctx.G.Type(c) == t {
						return true
					}
				}
				return false
			}
		})
	r.anyCard("keyword-permits", "The keyword's traits allow this card: no-attachments(except Weapon) permits Weapon attachments; a keyword without traits permits nothing.",
		"if not keyword-permits it", func(ctx *rules.Context, c *rules.Card) bool {
			if ctx.Keyword == nil || len(ctx.Keyword.Args) == 0 {
				return false
			}
			args := ctx.Keyword.Args
			except := args[0] == "except"
			if except {
				args = args[1:]
			}
			has := false
			for _, t := range args {
				if ctx.G.HasTrait(c, t) {
					has = true
				}
			}
			return has == except
		})

	r.anyCard("can-enter-play",
		"The card could enter play now under its controller: a character, location or attachment not in play, without a copy of a unique title in its owner's dead pile or controlled by another player (a copy it would duplicate is fine), and not forbidden by a keyword's put-into-play restriction.",
		"if can-enter-play self", func(ctx *rules.Context, c *rules.Card) bool {
			p := ctx.G.Controller(c)
			ok, _ := ctx.G.CanEnterPlay(c, p)
			return ok && !ctx.G.Restricted("put-into-play", p, c, nil)
		})

	r.anyCard("is-duplicate", "The card is a duplicate in play.", "if is-duplicate self",
		func(ctx *rules.Context, c *rules.Card) bool { return c.IsDuplicate })

	r.condition("card-cannot {card:cards} {what:name(card-restriction)}",
		"A modifier forbids the card something (`cannot t come-out` makes `card-cannot t come-out` true).",
		"if not card-cannot self come-out", func(b *builder, a *args) condFn {
			sel, what := a.Cards("card"), a.Word("what")
			return func(ctx *rules.Context) bool {
				if sel == nil {
					return false
				}
				for _, c := range sel(ctx) {
					if ctx.G.Cannot(c, what) {
						return true
					}
				}
				return false
			}
		})

	r.condition("first-keyword-instance",
		"In an ability a keyword grants: the granting instance is the card's first instance of that keyword, so a card with the keyword twice (printed twice, or printed and gained) is offered the ability once.",
		"if first-keyword-instance", func(b *builder, a *args) condFn {
			return func(ctx *rules.Context) bool {
				if ctx.Keyword == nil || ctx.Source == nil {
					return true
				}
				first := true
				ctx.G.Keywords(ctx.Source, func(k *rules.KeywordInstance) bool {
					if k.Name == ctx.Keyword.Name {
						first = k == ctx.Keyword
						return false
					}
					return true
				})
				return first
			}
		})
	r.condition("by-card-effect", "The triggering event was caused by a card's ability (not by the game framework, such as military claim).",
		"if by-card-effect", func(b *builder, a *args) condFn {
			return func(ctx *rules.Context) bool {
				ev := ctx.Event
				return ev != nil && ev.Source != nil && ev.Source.Source != nil && ev.Source.Ability != nil
			}
		})
	r.condition("keyword-ability", "The triggering event's ability (effect-initiated) is one a keyword grants (bringing a card out of an area, an ambush), not a card's own printed ability.",
		"if not keyword-ability", func(b *builder, a *args) condFn {
			return func(ctx *rules.Context) bool {
				ev := ctx.Event
				return ev != nil && ev.Source != nil && ev.Source.Keyword != nil
			}
		})
	r.condition("caused-by {card:cards}",
		"The triggering event was caused by an ability of the card: one of its own or one a keyword grants it (\"after this card bypasses a character using stealth\": `after bypassed-by-stealth` with `if caused-by self`).",
		"if caused-by self", func(b *builder, a *args) condFn {
			sel := a.Cards("card")
			return func(ctx *rules.Context) bool {
				ev := ctx.Event
				if sel == nil || ev == nil || ev.Source == nil || ev.Source.Source == nil {
					return false
				}
				for _, c := range sel(ctx) {
					if c == ev.Source.Source {
						return true
					}
				}
				return false
			}
		})
}

// condition registers a condition word.
func (r *Registry) condition(pattern, doc, example string, build func(b *builder, a *args) condFn) *entry {
	return r.add(vocab.KindCondition, pattern, doc, example, &entry{cond: build})
}

// anyCard registers a condition true when some card of the selector passes f.
func (r *Registry) anyCard(name, doc, example string, f func(ctx *rules.Context, c *rules.Card) bool) *entry {
	return r.condition(name+" {card:cards}", doc, example, func(b *builder, a *args) condFn {
		some := a.Any("card")
		return func(ctx *rules.Context) bool { return some != nil && some(ctx, f) }
	})
}
