package interp

import (
	"slices"
	"strings"

	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/rules"
)

// registerModifiers adds the modifying effects: a constant ability's body,
// or with a duration a lasting effect (STR, icons, keywords, traits,
// blanking, "cannot", plot values, immunity, …).
func registerModifiers(r *Registry) {
	r.modifier("give {target:cards} {delta:signed} strength [for-each {per:cards}] [until {d:duration}]",
		"Cards get +N/-N STR (for each card matching `for-each`). N may be a value in parentheses (`give self (gold you) strength`): a constant ability reads it whenever STR is; an effect reads it once, when it resolves (\"+X STR until the end of the phase\").",
		"do give t +2 strength until end-of-challenge",
		func(b *builder, a *args) *modSpec {
			delta, dv := a.Signed("delta"), a.SignedValue("delta")
			per := a.Count("per")
			if per == nil && dv == nil {
				return cardMod(a, &rules.Modifier{Strength: delta})
			}
			spec := func(n valueFn) rules.ConstantSpec {
				return rules.ConstantSpec{Apply: func(ctx *rules.Context, c *rules.Card, d *rules.Derived) {
					k := n(ctx)
					if per != nil {
						k *= per(ctx, c)
					}
					d.Strength += k
				}}
			}
			if dv == nil {
				dv = func(*rules.Context) int { return delta }
			}
			return &modSpec{targets: a.Cards("target"), each: a.Each("target"), until: a.Duration("d"), spec: spec(dv),
				freeze: func(ctx *rules.Context) rules.ConstantSpec {
					n := dv(ctx)
					return spec(func(*rules.Context) int { return n })
				}}
		}).readsState(0)
	iconWord(r, "gain-icon {target:cards} [{icon:challenge}] [of-choice] [until {d:duration}]",
		"Cards gain a challenge icon; `of-choice`: the one the ability's controller chooses among the icons each card lacks (\"gains a challenge icon of your choice until the end of the phase\").",
		"do gain-icon parent intrigue", false)
	iconWord(r, "lose-icon {target:cards} [{icon:challenge}] [of-choice] [until {d:duration}]",
		"Cards lose a challenge icon; `of-choice`: the one the ability's controller chooses among the icons each card has (\"loses a challenge icon of your choice\").",
		"do lose-icon t military until end-of-phase", true)
	r.modifier("gain-keyword {target:cards} {kw:keyword} [value {v:int}] [until {d:duration}]",
		"Cards gain a keyword, with the value its definition needs written with it (`oath(Knight)`, `shadow(2)`; an int value may also follow `value`, and be a value in parentheses).",
		"do gain-keyword parent renown",
		func(b *builder, a *args) *modSpec {
			k := keywordArg(a, "kw")
			if a.Has("v") {
				v := a.Int("v", 0)
				return &modSpec{targets: a.Cards("target"), each: a.Each("target"), until: a.Duration("d"), spec: rules.ConstantSpec{
					Apply: func(ctx *rules.Context, c *rules.Card, d *rules.Derived) {
						d.Keywords = append(d.Keywords, rules.KeywordInstance{Name: k.Name, Values: []int{v(ctx)}})
					},
				}}
			}
			return cardMod(a, &rules.Modifier{Keywords: []rules.KeywordInstance{k}})
		}).readsState(0).grants()
	r.cardModifier("lose-keyword {target:cards} {kw:keyword} [until {d:duration}]", "Cards lose a keyword.", "do lose-keyword t stealth until end-of-phase",
		func(a *args) *rules.Modifier { return &rules.Modifier{LoseKeywords: []string{a.Word("kw")}} })
	r.cardModifier("lose-all {what:word(keywords|traits|factions)} {target:cards} [until {d:duration}]",
		"Cards lose every keyword (trait, faction affiliation), printed and gained, those gained later too: \"loses all keywords\"; \"loses all faction affiliations and Traits\" (08082 and 17127 I Am No One: `do lose-all factions t until end-of-phase`, `do lose-all traits t until end-of-phase`).",
		"do lose-all traits t until end-of-phase",
		func(a *args) *rules.Modifier {
			switch a.Word("what") {
			case "traits":
				return &rules.Modifier{LoseAllTraits: true}
			case "factions":
				return &rules.Modifier{LoseAllFactions: true}
			}
			return &rules.Modifier{LoseAllKeywords: true}
		})
	r.cardModifier("lose-immunity {target:cards} [until {d:duration}]", "Cards lose their immunities, the opposite of `immune`: no `immune` or `immune-to-keyword` effect on them applies (\"each character loses all … immunities\"), nor one that keeps them from being the only target.", "do lose-immunity each character until end-of-phase",
		func(a *args) *rules.Modifier { return &rules.Modifier{LoseImmunity: true} })
	r.cardModifier("gain-trait {target:cards} {trait:trait} [until {d:duration}]", "Cards gain a trait.", "do gain-trait self Bear until end-of-phase",
		func(a *args) *rules.Modifier { return &rules.Modifier{Traits: []string{a.Word("trait")}} })
	r.modifier("blank {target:cards} [except-traits] [until {d:duration}]", "Treat cards' printed text boxes as blank (except for traits, with except-traits).",
		"do blank t except-traits until end-of-phase", func(b *builder, a *args) *modSpec {
			m := cardMod(a, &rules.Modifier{Blank: !a.Has("except-traits"), BlankExceptTraits: a.Has("except-traits")})
			m.spec.Blanks = true
			return m
		}).readsState(0)
	r.cardModifier("cannot {target:cards} {what:word(be-killed|be-saved|stand|kneel|be-declared-defender|be-declared-attacker|leave-play|be-discarded|be-returned-to-hand|gain-power|be-targeted|come-out|have-abilities-triggered)} [until {d:duration}]",
		"Cards cannot do or undergo something (have-abilities-triggered: no player may trigger their actions, reactions and interrupts).", "do cannot t be-declared-defender until end-of-phase",
		func(a *args) *rules.Modifier { return &rules.Modifier{Cannot: []string{a.Word("what")}} })
	for _, stat := range []string{"income", "initiative", "claim", "reserve", "dominance"} {
		stat := stat
		pattern, doc := stat+" {delta:signed} [for {p:player}] [until {d:duration}]", "Modify a player's "+stat+" (plot value or dominance total)."
		if stat != "dominance" {
			pattern = stat + " {delta:signed} [minimum {min:int}] [for {p:player}] [until {d:duration}]"
			doc = "Modify a player's " + stat + " (plot value); `minimum N`: \"to a minimum of N\", applied after the other modifiers, never past N (a value already past it stays)."
		}
		r.modifier(pattern, doc,
			"do "+stat+" +1", func(b *builder, a *args) *modSpec {
				d := a.Signed("delta")
				if a.Has("min") {
					// "(to a minimum of N)": the engine applies it last
					minV := a.Int("min", 0)
					delta := a.SignedValue("delta")
					if delta == nil {
						delta = func(*rules.Context) int { return d }
					}
					spec := func(dv, mv valueFn) rules.ConstantSpec {
						return rules.ConstantSpec{ApplyPlayer: func(ctx *rules.Context, _ *rules.Player, pd *rules.PlayerDerived) {
							pd.Floors = append(pd.Floors, rules.StatFloor{Stat: stat, Delta: dv(ctx), Min: mv(ctx)})
						}}
					}
					return &modSpec{players: a.Players("p", b.players("you")), until: a.Duration("d"), spec: spec(delta, minV),
						freeze: func(ctx *rules.Context) rules.ConstantSpec {
							n, m := delta(ctx), minV(ctx)
							return spec(func(*rules.Context) int { return n }, func(*rules.Context) int { return m })
						}}
				}
				if dv := a.SignedValue("delta"); dv != nil {
					return playerApply(b, a, dv, func(m *rules.PlayerDerived, n int) { statMod(&m.PlayerModifier, stat, n) })
				}
				m := &rules.PlayerModifier{}
				statMod(m, stat, d)
				return playerMod(b, a, m)
			}).readsState(0)
	}
	r.modifier("additional-challenge {type:challenge} [for {p:player}] [until {d:duration}]", "A player may initiate an additional challenge of a type.",
		"do additional-challenge military", func(b *builder, a *args) *modSpec {
			t, _ := rules.ParseChallenge(a.Word("type"))
			m := &rules.PlayerModifier{}
			m.Challenges[t] = 1
			return playerMod(b, a, m)
		}).readsState(0)
	r.modifier("player-cannot {what:name(player-restriction)} [{cards:cards}] [for {p:player}] [until {d:duration}]",
		"A player cannot do something (initiate-military, marshal, win, …); `marshal`, `play`, `put-into-play` and `trigger-card-abilities` take the cards they forbid, in any area (\"events with that title cannot be played\": `player-cannot play event named for each-player`; \"limited cards cannot be marshaled, played, or put into play\": one line each; \"cannot trigger card abilities of cards with that name\": `player-cannot trigger-card-abilities card named for opponent`).",
		"do player-cannot initiate-power for opponent", playerCannot).readsState(0)
	r.cardModifier("forbid {target:cards} {what:name(card-restriction)} [until {d:duration}]",
		"Cards cannot do something the engine names by a word (`cannot` lists the common ones; e.g. kneel-when-declared: they do not kneel when declared as attackers or defenders).",
		"do forbid each character controlled-by you with-trait Guard kneel-when-declared", func(a *args) *rules.Modifier { return &rules.Modifier{Cannot: []string{a.Word("what")}} })
	r.add(vocab.KindEffect, "gain-text-of {from:cards} [until {d:duration}]",
		"The source card gains the printed text box of another card (its abilities and keywords, not its traits) while it stays in play, or until the duration ends.",
		"do gain-text-of t", &entry{effect: func(b *builder, a *args) effectFn {
			sel := a.Cards("from")
			dur := a.DurationOr("d", rules.PerGame)
			return func(ctx *rules.Context) bool {
				if sel == nil || ctx.Source == nil {
					return false
				}
				cs := sel(ctx)
				if len(cs) == 0 {
					return false
				}
				def := cs[0].Def
				m := &rules.Modifier{Abilities: def.Abilities}
				m.Keywords = append(m.Keywords, def.Keywords...)
				ctx.G.AddLasting(&rules.Lasting{Ctx: ctx, Cards: []*rules.Card{ctx.Source}, Duration: dur,
					Spec: rules.ConstantSpec{Mod: m}})
				return true
			}
		}})
	r.cardModifier("gain-affiliation {target:cards} {f:faction} [lose-others] [until {d:duration}]",
		"Cards gain a faction affiliation (with lose-others: and lose every other one, the printed one included).",
		"do gain-affiliation each character controlled-by you nights-watch lose-others", func(a *args) *rules.Modifier {
			return &rules.Modifier{Factions: []string{a.Word("f")}, LoseFactions: a.Has("lose-others")}
		})

	r.modifier("gain-keyword-at-printed-cost {target:cards} {kw:keyword} [minus {less:int}] [until {d:duration}]",
		"Cards gain a keyword whose value is each card's own printed cost (\"it gains shadow (X). X is its printed cost\"), or that cost minus N (\"X is 1 less than that card's printed cost\"; never below 0).",
		"do gain-keyword-at-printed-cost each card in shadows of you with-tokens shadow shadow", func(b *builder, a *args) *modSpec {
			kw := a.Word("kw")
			less := a.Int("less", 0)
			return &modSpec{targets: a.Cards("target"), each: a.Each("target"), until: a.Duration("d"), spec: rules.ConstantSpec{
				Apply: func(ctx *rules.Context, c *rules.Card, d *rules.Derived) {
					d.Keywords = append(d.Keywords, rules.KeywordInstance{Name: kw, Values: []int{max(ctx.G.PrintedCost(c)-less(ctx), 0)}})
				},
			}}
		}).readsState(0)

	r.modifier("player-cannot-unless {what:name(player-restriction)} {c:cond} [for {p:player}] [until {d:duration}]",
		"A player cannot do something (initiate-military, marshal, …) unless the condition holds for that player: in the condition, `you` is the restricted player (\"a player cannot initiate a challenge unless he or she has won …\"); the condition is read whenever the restriction is, so it lifts as soon as it holds.",
		"do player-cannot-unless initiate-power challenges-won of intrigue by you this phase >= 1 for each-player",
		func(b *builder, a *args) *modSpec {
			what := a.Word("what")
			cond := a.Cond("c")
			return &modSpec{players: a.Players("p", b.players("you")), spec: rules.ConstantSpec{
				ApplyPlayer: func(ctx *rules.Context, p *rules.Player, d *rules.PlayerDerived) {
					if cond != nil {
						pctx := *ctx
						pctx.Player = p
						if cond(&pctx) {
							return
						}
					}
					d.Cannot = append(d.Cannot, what)
				},
			}, until: a.Duration("d")}
		}).readsState(0)

	r.modifier("plot-base-value {stat:word(income|initiative|claim|reserve)} {n:int} on {target:cards} [until {d:duration}]",
		"Treat the base (printed) value of each revealed plot card among the cards as N: its controller's value changes by N minus the printed value (other modifiers still apply; a later setting replaces an earlier one). As a constant ability's body N and the cards are read whenever it applies; as an effect (a when revealed ability: \"X is 2 higher than …\", `until next-plot`) they are read once, when it resolves.",
		"do plot-base-value income 0 on each plot with-trait Kingdom or Edict", func(b *builder, a *args) *modSpec {
			stat := a.Word("stat")
			n := a.Int("n", 0)
			plots := a.Cards("target")
			spec := func(n valueFn, plots cardsFn) rules.ConstantSpec {
				return rules.ConstantSpec{
					ApplyPlayer: func(ctx *rules.Context, p *rules.Player, d *rules.PlayerDerived) {
						plot := ctx.G.RevealedPlot(p)
						if plot == nil || plots == nil || !slices.Contains(plots(ctx), plot) {
							return
						}
						s := plot.Def.Plot
						// a later setting of the base replaces an earlier
						// one (Summer Harvest's X set again by Varys's
						// Riddle): take back what the earlier one added
						key := "plot-base-" + stat
						prev := 0
						for _, v := range d.Values {
							if v.Kind == key {
								prev = v.N
							}
						}
						var delta int
						switch stat {
						case "income":
							delta = n(ctx) - s.Income
							d.Income += delta - prev
						case "initiative":
							delta = n(ctx) - s.Initiative
							d.Initiative += delta - prev
						case "claim":
							delta = n(ctx) - s.Claim
							d.Claim += delta - prev
						case "reserve":
							delta = n(ctx) - s.Reserve
							d.Reserve += delta - prev
						}
						d.AddValue(key, delta-prev)
					},
				}
			}
			return &modSpec{players: b.players("each-player"), until: a.Duration("d"), spec: spec(n, plots),
				freeze: func(ctx *rules.Context) rules.ConstantSpec {
					v := n(ctx)
					var cs []*rules.Card
					if plots != nil {
						cs = plots(ctx)
					}
					return spec(func(*rules.Context) int { return v }, func(*rules.Context) []*rules.Card { return cs })
				}}
		}).readsState(0)

	r.modifier("player-value {name:string} {delta:signed} [for {p:player}] [until {d:duration}]",
		"Add to a named player-level number that definitions read with `player-value-of` (\"you may marshal 1 additional limited card\": `player-value limited +1`); the engine reads `top-card-revealed`: above 0, the player plays with the top card of their deck revealed, which every player may see (\"each opponent plays with the top card of his or her deck revealed\": `player-value top-card-revealed +1 for opponent`).",
		"do player-value limited +1", func(b *builder, a *args) *modSpec {
			return playerTokenMod(b, a, a.Word("name"))
		}).readsState(0)
	r.cardModifier("immune-to-keyword {target:cards} {kw:keyword} [until {d:duration}]",
		"Cards are immune to the abilities a keyword grants (to any card): they cannot be chosen as those abilities' targets nor affected by them (\"cannot be bypassed by stealth\").",
		"do immune-to-keyword each character controlled-by you with-trait Ranger stealth", func(a *args) *rules.Modifier {
			kw := a.Word("kw")
			return &rules.Modifier{Immune: []func(*rules.Card, *rules.Context) bool{func(_ *rules.Card, src *rules.Context) bool {
				return src != nil && src.Keyword != nil && src.Keyword.Name == kw
			}}}
		})
	r.cardModifier("immune {target:cards} to {what:word(card-effects|events|plot-effects|non-plot-effects|character-abilities|location-abilities|attachment-abilities|triggered-abilities)} [of-opponents] [of-trait {trait:trait}] [as-only-target] [until {d:duration}]",
		"Cards are immune to card effects, or only to those of events, plots, cards other than plots, characters', locations' or attachments' abilities, or triggered abilities (`of-opponents`: only to those an opponent of the card's controller controls; `of-trait`: only to those of cards with the trait, \"immune to Omen card effects\"): they cannot be chosen as those effects' targets and are not affected by them (costs still apply). With `as-only-target` they are only not chosen as the only target of those abilities (an ability with one target of one card), and are affected as any card: \"cannot be chosen as the only target of opponents' events\".",
		"do immune self to events of-opponents", func(a *args) *rules.Modifier {
			what := a.Word("what")
			opp := a.Has("of-opponents")
			trait := a.Word("trait")
			f := func(c *rules.Card, src *rules.Context) bool {
				if trait != "" && (src == nil || src.Source == nil || !src.G.HasTrait(src.Source, trait)) {
					return false
				}
				return immuneTo(what, opp, c, src)
			}
			if a.Has("as-only-target") {
				return &rules.Modifier{NotOnlyTarget: []func(*rules.Card, *rules.Context) bool{f}}
			}
			return &rules.Modifier{Immune: []func(*rules.Card, *rules.Context) bool{f}}
		})
	r.modifier("draw-phase-cards {delta:signed} [for {p:player}] [until {d:duration}]",
		"Change the number of cards a player (default: you) draws in the draw phase.",
		"do draw-phase-cards +1", func(b *builder, a *args) *modSpec {
			return playerTokenMod(b, a, rules.ValueDrawPhaseCards)
		}).readsState(0)
	r.modifier("setup-gold {delta:signed} [for {p:player}] [until {d:duration}]",
		"Change the gold a player (default: you) may spend on setup cards, 8 by the rules (\"you cannot spend more than 4 gold during setup\": `setup-gold -4`, 08039 The House With the Red Door; 00367 Desperate Hope).",
		"do setup-gold -4", func(b *builder, a *args) *modSpec {
			return playerTokenMod(b, a, rules.ValueSetupGold)
		}).readsState(0)
	r.add(vocab.KindEffect, "killed-if-strength-0 {target:cards} [until {d:duration}]",
		"An ongoing condition: until the duration ends (default: the phase), each card is killed (cannot be saved) as soon as its STR is 0; as a constant ability's body, while the ability applies to it (\"each non-Dragon character gets -1 STR and is killed if its STR is 0\").",
		"do killed-if-strength-0 t until end-of-phase", &entry{mod: func(b *builder, a *args) *modSpec {
			return cardMod(a, &rules.Modifier{KilledAtZero: true})
		}, effect: func(b *builder, a *args) effectFn {
			dur := a.DurationOr("d", rules.PerPhase)
			return onCards(a.Cards("target"), func(ctx *rules.Context, cs []*rules.Card) bool {
				ctx.G.AddStateCheck(&rules.StateCheck{Ctx: ctx, Cards: cs, Duration: dur,
					When: func(ctx *rules.Context, c *rules.Card) bool {
						return ctx.G.Type(c) == rules.TypeCharacter && ctx.G.Strength(c) == 0
					},
					Do: func(ctx *rules.Context, c *rules.Card) { ctx.G.Kill(ctx, true, c) },
				})
				return true
			})
		}}).readsState(0)
}

// modifier registers a modifying effect. In a constant ability it is the
// ability's body; elsewhere it becomes a lasting effect on the cards chosen
// now (V3), until its `until` duration (or for the rest of the game).
func (r *Registry) modifier(pattern, doc, example string, build func(b *builder, a *args) *modSpec) *entry {
	return r.add(vocab.KindEffect, pattern, doc, example, &entry{
		mod: build,
		effect: func(b *builder, a *args) effectFn {
			m := build(b, a)
			dur := rules.Duration{Until: rules.PerGame}
			if m.until != nil {
				dur = *m.until
			}
			return func(ctx *rules.Context) bool {
				l := &rules.Lasting{Ctx: ctx, Spec: m.spec, Duration: dur}
				if m.freeze != nil {
					l.Spec = m.freeze(ctx) // its values as they are now
				}
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
	return &modSpec{targets: a.Cards("target"), each: a.Each("target"), spec: rules.ConstantSpec{Mod: m}, until: a.Duration("d")}
}

// cardModifier registers a modifier whose change is one rules.Modifier
// made from its parameters, on the cards of {target:cards} (until its
// duration): it reads no game state of its own.
func (r *Registry) cardModifier(pattern, doc, example string, mod func(a *args) *rules.Modifier) *entry {
	return r.modifier(pattern, doc, example, func(b *builder, a *args) *modSpec { return cardMod(a, mod(a)) }).readsState(0)
}

// playerApply builds a modSpec over players that adds the value v (a value
// in parentheses) with f: read whenever it applies in a constant ability,
// once when the effect resolves otherwise.
func playerApply(b *builder, a *args, v valueFn, f func(d *rules.PlayerDerived, n int)) *modSpec {
	spec := func(v valueFn) rules.ConstantSpec {
		return rules.ConstantSpec{ApplyPlayer: func(ctx *rules.Context, _ *rules.Player, d *rules.PlayerDerived) { f(d, v(ctx)) }}
	}
	return &modSpec{players: a.Players("p", b.players("you")), until: a.Duration("d"), spec: spec(v),
		freeze: func(ctx *rules.Context) rules.ConstantSpec {
			n := v(ctx)
			return spec(func(*rules.Context) int { return n })
		}}
}

// playerTokenMod adds the signed `delta` parameter to a named
// player-level number (a literal, or a value computed while the game runs).
func playerTokenMod(b *builder, a *args, name string) *modSpec {
	if dv := a.SignedValue("delta"); dv != nil {
		return playerApply(b, a, dv, func(d *rules.PlayerDerived, n int) { d.AddValue(name, n) })
	}
	return playerMod(b, a, &rules.PlayerModifier{Values: []rules.Token{{Kind: name, N: a.Signed("delta")}}})
}

// statMod adds n to one plot value (or the dominance total) of m.
func statMod(m *rules.PlayerModifier, stat string, n int) {
	switch stat {
	case "income":
		m.Income += n
	case "initiative":
		m.Initiative += n
	case "claim":
		m.Claim += n
	case "reserve":
		m.Reserve += n
	default:
		m.Dominance += n
	}
}

// playerMod builds a modSpec over players with a static player modifier.
func playerMod(b *builder, a *args, m *rules.PlayerModifier) *modSpec {
	return &modSpec{players: a.Players("p", b.players("you")), spec: rules.ConstantSpec{PlayerMod: m}, until: a.Duration("d")}
}

// immuneTo reports whether an `immune … to WHAT [of-opponents]` card c is
// immune to the effects of the ability of src.
func immuneTo(what string, opp bool, c *rules.Card, src *rules.Context) bool {
	if src == nil || src.Ability == nil || src.Source == nil {
		return false
	}
	g := src.G
	if opp && (src.Player == nil || src.Player.Index == c.Controller) {
		return false
	}
	t := g.Type(src.Source)
	switch what {
	case "events":
		return t == rules.TypeEvent
	case "plot-effects":
		return t == rules.TypePlot
	case "non-plot-effects":
		return t != rules.TypePlot
	case "character-abilities":
		return t == rules.TypeCharacter
	case "location-abilities":
		return t == rules.TypeLocation
	case "attachment-abilities":
		return t == rules.TypeAttachment
	case "triggered-abilities":
		return src.Ability.Trigger != nil || src.Ability.Kind == rules.Action || src.Ability.Kind == rules.WhenRevealed
	}
	return true // card-effects
}

// iconWord registers gain-icon (lose false) or lose-icon: a modifier with
// the icon named, or with `of-choice` an effect in which the ability's
// controller chooses the icon (iconOfChoice), which no constant ability can
// have; exactly one of the two is written.
func iconWord(r *Registry, pattern, doc, example string, lose bool) {
	e := r.modifier(pattern, doc, example, func(b *builder, a *args) *modSpec {
		if oneIcon(b, a) && a.Has("of-choice") {
			b.errorf(CodeNotConstant, a.p.Range, "%s of-choice asks for a choice: it cannot be the body of a constant ability", a.p.Entry.Name).
				WithHint("name the icon (military, intrigue or power)")
		}
		t, _ := rules.ParseChallenge(a.Word("icon"))
		if lose {
			return cardMod(a, &rules.Modifier{LoseIcons: rules.IconOf(t)})
		}
		return cardMod(a, &rules.Modifier{Icons: rules.IconOf(t)})
	}).readsState(0)
	named := e.effect
	e.effect = func(b *builder, a *args) effectFn {
		if !oneIcon(b, a) {
			return nil
		}
		if a.Has("of-choice") {
			return iconOfChoice(lose)(b, a)
		}
		return named(b, a)
	}
}

// oneIcon reports whether a gain-icon or lose-icon phrase names an icon or
// says of-choice, one of the two; if not, it reports the error.
func oneIcon(b *builder, a *args) bool {
	if a.Has("icon") != a.Has("of-choice") {
		return true
	}
	b.errorf(check.CodeMissingParam, a.p.Range, "%s needs an icon or of-choice (one of the two)", a.p.Entry.Name).
		WithHint("%s t military, or %s t of-choice", a.p.Entry.Name, a.p.Entry.Name)
	return false
}

// iconOfChoice compiles gain-icon and lose-icon (lose) with `of-choice`:
// for each card, the ability's controller chooses one of the icons it has
// (lose) or lacks (gain), which it loses or gains for the duration.
func iconOfChoice(lose bool) func(b *builder, a *args) effectFn {
	return func(b *builder, a *args) effectFn {
		sel := a.choose("target")
		dur := a.DurationOr("d", rules.PerGame)
		return func(ctx *rules.Context) bool {
			ok := false
			for _, c := range sel(ctx) {
				var labels []string
				var icons []rules.Challenge
				for _, t := range []rules.Challenge{rules.Military, rules.Intrigue, rules.Power} {
					if ctx.G.HasIcon(c, t) == lose {
						labels = append(labels, t.String())
						icons = append(icons, t)
					}
				}
				if len(icons) == 0 {
					continue
				}
				t := icons[ctx.G.ChooseText(ctx.Player, "icon", labels, ctx)]
				ctx.G.LogChoice(ctx.Player, ctx.Source, t.String())
				mod := &rules.Modifier{Icons: rules.IconOf(t)}
				if lose {
					mod = &rules.Modifier{LoseIcons: rules.IconOf(t)}
				}
				ctx.G.AddLasting(&rules.Lasting{Ctx: ctx, Cards: []*rules.Card{c}, Duration: dur, Spec: rules.ConstantSpec{Mod: mod}})
				ok = true
			}
			return ok
		}
	}
}

// banActions are the player restrictions that take the cards they forbid
// (rules.CardBan: a keyword restriction's action).
var banActions = []string{rules.CannotMarshal, rules.CannotPlay, CannotPutIntoPlay, rules.CannotTriggerCardAbilities}

// CannotPutIntoPlay is the player restriction word "cannot put cards into
// play" (a rules.CardBan on every card, or on the cards of a selector).
const CannotPutIntoPlay = "put-into-play"

// playerCannot compiles `player-cannot WORD [CARDS]`: a restriction word
// in the player's Cannot list, or, for marshal, play and put-into-play with
// cards (and put-into-play alone), a ban on the cards the selector
// matches, read with the ability's context (`named`) wherever they are.
func playerCannot(b *builder, a *args) *modSpec {
	what := a.Word("what")
	match := a.Filter("cards")
	if match == nil && what != CannotPutIntoPlay {
		return playerMod(b, a, &rules.PlayerModifier{Cannot: []string{what}})
	}
	if !slices.Contains(banActions, what) {
		b.errorf(check.CodeWrongValue, a.p.Range, "player-cannot %s takes no cards", what).
			WithHint("only %s take the cards they forbid", strings.Join(banActions, ", "))
		return playerMod(b, a, &rules.PlayerModifier{Cannot: []string{what}})
	}
	return &modSpec{players: a.Players("p", b.players("you")), until: a.Duration("d"), spec: rules.ConstantSpec{
		ApplyPlayer: func(ctx *rules.Context, _ *rules.Player, d *rules.PlayerDerived) {
			ban := rules.CardBan{Action: what}
			if match != nil {
				ban.Match = func(c *rules.Card) bool { return match(ctx, c) }
			}
			d.Bans = append(d.Bans, ban)
		}}}
}
