package interp

import (
	"github.com/thronescript/thronescript/rules"
)

// registerMelee adds the words of the melee format: titles and the
// challenge rules they change.
func registerMelee(r *Registry) {
	// playerApply builds a player-level modifier computed while the game
	// runs (the bearers of titles change every round).
	playerApply := func(b *builder, a *args, f func(ctx *rules.Context, p *rules.Player, d *rules.PlayerDerived)) *modSpec {
		return &modSpec{players: a.Players("p", b.players("you")), spec: rules.ConstantSpec{ApplyPlayer: f}, until: a.Duration("d")}
	}
	// bearer returns the bearer of the title when it is another player than p.
	bearer := func(ctx *rules.Context, title string, p *rules.Player) *rules.Player {
		if o := ctx.G.TitleBearer(title); o != nil && o != p {
			return o
		}
		return nil
	}

	r.modifier("cannot-challenge-bearer-of {title:string} [for {p:player}] [until {d:duration}]",
		"A player (default: you) cannot initiate challenges against the player who bears the title card with that title (melee: \"Supports: …\").",
		`do cannot-challenge-bearer-of "Hand of the King"`, func(b *builder, a *args) *modSpec {
			title := a.Word("title")
			return playerApply(b, a, func(ctx *rules.Context, p *rules.Player, d *rules.PlayerDerived) {
				if o := bearer(ctx, title, p); o != nil {
					d.Cannot = append(d.Cannot, rules.CannotInitiateAgainst(o))
				}
			})
		})
	r.modifier("bearer-cannot-challenge {title:string} [against {p:player}] [until {d:duration}]",
		"The player who bears the title card with that title cannot initiate challenges against a player (default: you) (melee: \"Supported by …\").",
		`do bearer-cannot-challenge "Master of Ships"`, func(b *builder, a *args) *modSpec {
			title := a.Word("title")
			protected := a.Players("p", b.players("you"))
			return &modSpec{until: a.Duration("d"), spec: rules.ConstantSpec{
				Players: func(ctx *rules.Context, yield func(*rules.Player)) {
					if o := ctx.G.TitleBearer(title); o != nil {
						yield(o)
					}
				},
				ApplyPlayer: func(ctx *rules.Context, o *rules.Player, d *rules.PlayerDerived) {
					for _, p := range protected(ctx) {
						if p != o {
							d.Cannot = append(d.Cannot, rules.CannotInitiateAgainst(p))
						}
					}
				},
			}}
		})
	r.modifier("challenge-bonus-against-bearer-of {title:string} [power {n:int}] [for {p:player}] [until {d:duration}]",
		"After a player (default: you) wins a challenge against the player who bears the title card with that title, they gain 1 (or N) power for their faction in the challenge-bonus step (4.2.3), at most once per opponent each round (melee: \"Rivals: …\").",
		`do challenge-bonus-against-bearer-of "Master of Laws"`, func(b *builder, a *args) *modSpec {
			title, n := a.Word("title"), a.Int("n", 1)
			return playerApply(b, a, func(ctx *rules.Context, p *rules.Player, d *rules.PlayerDerived) {
				if o := bearer(ctx, title, p); o != nil {
					addPlayerValue(d, rules.BonusAgainstValue(o), n(ctx))
				}
			})
		})
	r.condition("bears-title {p:player} {title:string}",
		"The player bears the title card with that title (melee).", `if bears-title defending-player "Master of Laws"`,
		func(b *builder, a *args) condFn {
			ps, title := a.Players("p", b.players("you")), a.Word("title")
			return func(ctx *rules.Context) bool {
				o := ctx.G.TitleBearer(title)
				return o != nil && playerIs(ctx, ps, o)
			}
		})
	r.modifier("claim-against-any-opponents {type:challenge} [for {p:player}] [until {d:duration}]",
		"When a player (default: you) wins a challenge of the type as the attacking player, they apply its claim against any number of opponents of their choice (melee).",
		"do claim-against-any-opponents intrigue", func(b *builder, a *args) *modSpec {
			t, _ := rules.ParseChallenge(a.Word("type"))
			return playerMod(b, a, &rules.PlayerModifier{Values: []rules.Token{{Kind: rules.ClaimAnyOpponentsValue(t), N: 1}}})
		})
	r.modifier("challenge-each-opponent-once {type:challenge} [for {p:player}] [until {d:duration}]",
		"One challenge of the type a player (default: you) may initiate must be against a different opponent (\"You may initiate an additional [Power] challenge …, against a different opponent\"): once their other challenges of the type are used, they may initiate one only against an opponent no other challenge of the type this round was against (melee).",
		"do challenge-each-opponent-once power", func(b *builder, a *args) *modSpec {
			t, _ := rules.ParseChallenge(a.Word("type"))
			return playerMod(b, a, &rules.PlayerModifier{Values: []rules.Token{{Kind: rules.DifferentOpponentValue(t), N: 1}}})
		})
	r.modifier("redirect-challenges {n:int} [for {p:player}] [until {d:duration}]",
		"A player (default: you) may redirect N challenges this round: after a challenge is initiated, its attacking player must choose another opponent for it to resolve against (melee).",
		"do redirect-challenges 1", func(b *builder, a *args) *modSpec {
			n := a.Int("n", 1)
			return playerApply(b, a, func(ctx *rules.Context, p *rules.Player, d *rules.PlayerDerived) {
				addPlayerValue(d, rules.ValueRedirects, n(ctx))
			})
		})
}

// addPlayerValue adds n to a named player-level value.
func addPlayerValue(d *rules.PlayerDerived, name string, n int) {
	for i := range d.Values {
		if d.Values[i].Kind == name {
			d.Values[i].N += n
			return
		}
	}
	d.Values = append(d.Values, rules.Token{Kind: name, N: n})
}
