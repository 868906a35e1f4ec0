package interp

import (
	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/rules"
)

// modifier registers a modifying effect. In a constant ability it is the
// ability's body; elsewhere it becomes a lasting effect on the cards chosen
// now (V3), until its `until` duration (or for the rest of the game).
func (r *Registry) modifier(pattern, doc, example string, build func(b *builder, a *args) *modSpec) {
	r.add(vocab.KindEffect, pattern, doc, example, &entry{
		mod: build,
		effect: func(b *builder, a *args) effectFn {
			m := build(b, a)
			dur := rules.Duration{Until: rules.PerGame}
			if m.until != nil {
				dur = *m.until
			}
			return func(ctx *rules.Context) bool {
				l := &rules.Lasting{Ctx: ctx, Spec: m.spec, Duration: dur}
				if m.targets != nil {
					l.Cards = m.targets(ctx)
					if len(l.Cards) == 0 {
						return false
					}
				}
				if m.players != nil {
					l.Players = m.players(ctx)
				}
				ctx.G.AddLasting(l)
				return true
			}
		},
	})
}

// cardMod builds a modSpec over the `target` cards with a static modifier.
func cardMod(a *args, m *rules.Modifier) *modSpec {
	return &modSpec{targets: a.Cards("target"), spec: rules.ConstantSpec{Mod: m}, until: a.Duration("d")}
}

// playerMod builds a modSpec over players with a static player modifier.
func playerMod(b *builder, a *args, m *rules.PlayerModifier) *modSpec {
	return &modSpec{players: a.Players("p", b.players("you")), spec: rules.ConstantSpec{PlayerMod: m}, until: a.Duration("d")}
}

func registerModifiers(r *Registry) {
	r.modifier("give {target:cards} {delta:signed} strength [for-each {per:cards}] [until {d:duration}]",
		"Cards get +N/-N STR (for each card matching `for-each`).", "do give t +2 strength until end-of-challenge",
		func(b *builder, a *args) *modSpec {
			delta := a.Signed("delta")
			per := a.Count("per")
			if per == nil {
				return cardMod(a, &rules.Modifier{Strength: delta})
			}
			return &modSpec{targets: a.Cards("target"), until: a.Duration("d"), spec: rules.ConstantSpec{
				Apply: func(ctx *rules.Context, c *rules.Card, d *rules.Derived) {
					d.Strength += delta * per(ctx, c)
				},
			}}
		})
	r.modifier("gain-icon {target:cards} {icon:challenge} [until {d:duration}]", "Cards gain a challenge icon.", "do gain-icon parent intrigue",
		func(b *builder, a *args) *modSpec {
			t, _ := rules.ParseChallenge(a.Word("icon"))
			return cardMod(a, &rules.Modifier{Icons: rules.IconOf(t)})
		})
	r.modifier("lose-icon {target:cards} {icon:challenge} [until {d:duration}]", "Cards lose a challenge icon.", "do lose-icon t military until end-of-phase",
		func(b *builder, a *args) *modSpec {
			t, _ := rules.ParseChallenge(a.Word("icon"))
			return cardMod(a, &rules.Modifier{LoseIcons: rules.IconOf(t)})
		})
	r.modifier("gain-keyword {target:cards} {kw:keyword} [value {v:int}] [until {d:duration}]", "Cards gain a keyword.", "do gain-keyword parent renown",
		func(b *builder, a *args) *modSpec {
			k := rules.KeywordInstance{Name: a.Word("kw")}
			if a.Has("v") {
				v := a.Int("v", 0)
				return &modSpec{targets: a.Cards("target"), until: a.Duration("d"), spec: rules.ConstantSpec{
					Apply: func(ctx *rules.Context, c *rules.Card, d *rules.Derived) {
						d.Keywords = append(d.Keywords, rules.KeywordInstance{Name: k.Name, Values: []int{v(ctx)}})
					},
				}}
			}
			return cardMod(a, &rules.Modifier{Keywords: []rules.KeywordInstance{k}})
		})
	r.modifier("lose-keyword {target:cards} {kw:keyword} [until {d:duration}]", "Cards lose a keyword.", "do lose-keyword t stealth until end-of-phase",
		func(b *builder, a *args) *modSpec {
			return cardMod(a, &rules.Modifier{LoseKeywords: []string{a.Word("kw")}})
		})
	r.modifier("gain-trait {target:cards} {trait:trait} [until {d:duration}]", "Cards gain a trait.", "do gain-trait self Bear until end-of-phase",
		func(b *builder, a *args) *modSpec {
			return cardMod(a, &rules.Modifier{Traits: []string{a.Word("trait")}})
		})
	r.modifier("blank {target:cards} [except-traits] [until {d:duration}]", "Treat cards' printed text boxes as blank (except for traits, with except-traits).",
		"do blank t except-traits until end-of-phase", func(b *builder, a *args) *modSpec {
			m := cardMod(a, &rules.Modifier{Blank: !a.Has("except-traits"), BlankExceptTraits: a.Has("except-traits")})
			m.spec.Blanks = true
			return m
		})
	r.modifier("cannot {target:cards} {what:word(be-killed|be-saved|stand|kneel|be-declared-defender|be-declared-attacker|leave-play|be-discarded|be-returned-to-hand|gain-power|be-targeted|come-out)} [until {d:duration}]",
		"Cards cannot do or undergo something.", "do cannot t be-declared-defender until end-of-phase",
		func(b *builder, a *args) *modSpec {
			return cardMod(a, &rules.Modifier{Cannot: []string{a.Word("what")}})
		})
	r.modifier("cost-modifier {target:cards} {kind:string} {delta:signed} [for-each {per:cards}] [until {d:duration}]",
		"Change a cost of cards: kind is gold (every gold cost), marshal, play, or a cost kind a keyword declares.",
		"do cost-modifier self ambush -1", func(b *builder, a *args) *modSpec {
			kind, delta, per := a.Word("kind"), a.Signed("delta"), a.Count("per")
			if per == nil {
				return cardMod(a, &rules.Modifier{Cost: []rules.CostMod{{Kind: kind, Delta: delta}}})
			}
			return &modSpec{targets: a.Cards("target"), until: a.Duration("d"), spec: rules.ConstantSpec{
				Apply: func(ctx *rules.Context, c *rules.Card, d *rules.Derived) {
					d.Cost = append(d.Cost, rules.CostMod{Kind: kind, Delta: delta * per(ctx, c)})
				},
			}}
		})
	for _, stat := range []string{"income", "initiative", "claim", "reserve", "dominance"} {
		stat := stat
		r.modifier(stat+" {delta:signed} [for {p:player}] [until {d:duration}]", "Modify a player's "+stat+" (plot value or dominance total).",
			"do "+stat+" +1", func(b *builder, a *args) *modSpec {
				d := a.Signed("delta")
				m := &rules.PlayerModifier{}
				switch stat {
				case "income":
					m.Income = d
				case "initiative":
					m.Initiative = d
				case "claim":
					m.Claim = d
				case "reserve":
					m.Reserve = d
				default:
					m.Dominance = d
				}
				return playerMod(b, a, m)
			})
	}
	r.modifier("additional-challenge {type:challenge} [for {p:player}] [until {d:duration}]", "A player may initiate an additional challenge of a type.",
		"do additional-challenge military", func(b *builder, a *args) *modSpec {
			t, _ := rules.ParseChallenge(a.Word("type"))
			m := &rules.PlayerModifier{}
			m.Challenges[t] = 1
			return playerMod(b, a, m)
		})
	r.modifier("player-cannot {what:string} [for {p:player}] [until {d:duration}]", "A player cannot do something (initiate-military, marshal, win, …).",
		"do player-cannot initiate-power for opponent", func(b *builder, a *args) *modSpec {
			return playerMod(b, a, &rules.PlayerModifier{Cannot: []string{a.Word("what")}})
		})
	r.add(vocab.KindEffect, "reduce-next-cost {kind:string} {n:int} [for {what:cards}] [until {d:duration}]",
		"Reduce the cost of the next card you marshal/play/bring out (kind names the cost) that matches, until the duration ends (default: the phase).",
		"do reduce-next-cost marshal 1 for character faction stark", &entry{effect: func(b *builder, a *args) effectFn {
			kind, n := a.Word("kind"), a.Int("n", 1)
			var filter filterFn
			if x := a.arg("what"); x != nil && x.Sel != nil {
				filter = b.selectorFilter(x.Sel)
			}
			dur := a.DurationOr("d", rules.PerPhase)
			return func(ctx *rules.Context) bool {
				red := &rules.CostReducer{Player: ctx.Player, Kind: kind, Amount: n(ctx), Uses: 1, Duration: dur}
				if filter != nil {
					c := ctx
					red.Match = func(x *rules.Card) bool { return filter(c, x) }
				}
				ctx.G.AddCostReducer(red)
				return true
			}
		}})
	// What these words read beyond their arguments (rules.Reads): nothing.
	r.declareReads(vocab.KindEffect, 0, "give", "gain-icon", "lose-icon", "gain-keyword", "lose-keyword", "gain-trait",
		"blank", "cannot", "cost-modifier", "income", "initiative", "claim", "reserve", "dominance",
		"additional-challenge", "player-cannot")
}
