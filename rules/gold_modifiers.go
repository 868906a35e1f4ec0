package rules

// CannotGainGoldModifiersFrom is the player restriction word
// (PlayerModifier.Cannot) that keeps cards of type t from providing the
// player positive gold modifiers: the positive income their constant
// abilities and lasting effects give does not count ("characters and
// locations do not provide positive gold modifiers"). Negative ones
// still apply.
func CannotGainGoldModifiersFrom(t CardType) string { return "gain-gold-modifiers-from-" + t.String() }

// noteGoldModifier records, while modifiers apply, a positive gold
// modifier a card gives a player, by the card's type (PlayerModifier.Income
// counts it too; incomeMod takes out the forbidden ones).
func (g *Game) noteGoldModifier(ctx *Context, s *ConstantSpec, p *Player) {
	if s.PlayerMod == nil || s.PlayerMod.Income <= 0 || ctx == nil || ctx.Source == nil {
		return
	}
	if d := g.playerOut(p); int(g.Type(ctx.Source)) < len(d.goldFrom) {
		d.goldFrom[g.Type(ctx.Source)] += s.PlayerMod.Income
	}
}

// incomeMod is the player's income modifier without the positive gold
// modifiers of the card types a restriction forbids.
func (g *Game) incomeMod(p *Player) int {
	d := g.PlayerMods(p)
	v := d.Income
	for t, n := range d.goldFrom {
		if n > 0 && g.PlayerCannot(p, CannotGainGoldModifiersFrom(CardType(t))) {
			v -= n
		}
	}
	return v
}
