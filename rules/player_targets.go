package rules

import "slices"

// Player targets ("choose a player", "choose an opponent"): a target whose
// TargetSpec.Players is set chooses players, not cards. The players it
// may choose are those Players lists; Min and Max count them as they
// count cards. The choice is made with the other targets, at initiation
// (Rules Reference, Targeting), and the effects read it by the target's
// name (Context.TargetPlayers).

type chosenPlayers struct {
	name    string
	players []*Player
}

// TargetPlayers returns the players chosen for the named player target.
func (ctx *Context) TargetPlayers(name string) []*Player {
	for _, t := range ctx.playerTargets {
		if t.name == name {
			return t.players
		}
	}
	return nil
}

// SetTargetPlayers records players as the named player target.
func (ctx *Context) SetTargetPlayers(name string, ps []*Player) {
	for i := range ctx.playerTargets {
		if ctx.playerTargets[i].name == name {
			ctx.playerTargets[i].players = ps
			return
		}
	}
	ctx.playerTargets = append(ctx.playerTargets, chosenPlayers{name, ps})
}

// playerCandidates lists the players target t may choose now (players
// eliminated from the game are never offered).
func (g *Game) playerCandidates(ctx *Context, t *TargetSpec) []*Player {
	var out []*Player
	for _, p := range t.Players(ctx) {
		if p != nil && !p.Eliminated && !slices.Contains(out, p) {
			out = append(out, p)
		}
	}
	return out
}

// playerTargetsFrom is targetsFrom for a player target at index i: with
// later targets reading it, some choice of one player must leave them a
// candidate.
func (g *Game) playerTargetsFrom(ctx *Context, i int, readLater bool) bool {
	t := &ctx.Ability.Targets[i]
	cands := g.playerCandidates(ctx, t)
	if len(cands) == 0 {
		return t.Min == 0 && t.Max != 0 && g.targetsFrom(ctx, i+1, nil)
	}
	if !readLater {
		return g.targetsFrom(ctx, i+1, nil)
	}
	prev := ctx.TargetPlayers(t.Name)
	defer ctx.SetTargetPlayers(t.Name, prev)
	for _, p := range cands {
		ctx.SetTargetPlayers(t.Name, []*Player{p})
		if g.targetsFrom(ctx, i+1, nil) {
			return true
		}
	}
	return false
}

// choosePlayerTarget asks for player target i (players one at a time, up
// to its Max, Done once Min are chosen); it reports whether enough were
// chosen.
func (g *Game) choosePlayerTarget(ctx *Context, i int, min, max int) bool {
	t := &ctx.Ability.Targets[i]
	chooser := targetChooser(ctx, t)
	var chosen []*Player
	for max < 0 || len(chosen) < max {
		opts := g.optBuf[:0]
		for _, p := range g.playerCandidates(ctx, t) {
			if slices.Contains(chosen, p) {
				continue
			}
			if g.readLater(ctx, i) {
				ctx.SetTargetPlayers(t.Name, append(chosen[:len(chosen):len(chosen)], p))
				ok := g.targetsFrom(ctx, i+1, nil)
				ctx.SetTargetPlayers(t.Name, chosen)
				if !ok {
					continue
				}
			}
			opts = append(opts, Option{Kind: OptPlayer, Player: p.Index})
		}
		o, ok := g.askTarget(chooser, ctx, t.Name, opts, len(chosen), min)
		if !ok {
			break
		}
		chosen = append(chosen, g.Players[o.Player])
	}
	ctx.SetTargetPlayers(t.Name, chosen)
	return len(chosen) >= min && (len(chosen) > 0 || max == 0)
}
