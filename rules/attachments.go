package rules

// Attachment Cards: "If a situation arises in which an attachment is not
// legally attached, discard the attachment." An attachment card in play is
// legally attached while its parent is a faceup card in the play area that
// its attachment restriction (CardDef.AttachTo, else "character only")
// accepts, that may have attachments, and whose keywords (no attachments)
// do not forbid it: the same test as LegalParents, made for the
// attachment's controller. Checked with the state checks, after every
// event and every ability.

// attachCheck is what discardIllegalAttachments last checked: the derived
// values' version and the card moves, so an unchanged state is not checked
// again.
type attachCheck struct {
	ver, moves uint64
	running    bool
	// ctx is the context an attachment restriction is asked in, reused
	// for each attachment (legallyAttached sets every field it reads)
	ctx Context
}

// discardIllegalAttachments discards, simultaneously, the printed
// attachments in play that are no longer legally attached (framework
// discards: not saved by the attachments' own abilities, which are card
// effects the framework does not ask for).
func (g *Game) discardIllegalAttachments() {
	if g.att.running || g.result.Over {
		return
	}
	g.ensure()
	if g.att.ver == g.ver && g.att.moves == g.moves {
		return
	}
	var bad []*Card
	for _, p := range g.Players {
		for _, id := range p.zones[AreaPlay] {
			a := g.Cards[id]
			if a.Parent == NoCard || a.IsDuplicate || !a.Faceup || a.Def.Type != TypeAttachment || a.asType != TypeNone {
				continue
			}
			if !g.legallyAttached(a, g.Cards[a.Parent]) {
				bad = append(bad, a)
			}
		}
	}
	g.att.ver, g.att.moves = g.ver, g.moves
	if len(bad) == 0 {
		return
	}
	g.att.running = true
	defer func() { g.att.running = false }()
	g.Discard(nil, false, bad...)
}

// legallyAttached reports whether attachment a may stay attached to parent.
func (g *Game) legallyAttached(a, parent *Card) bool {
	if parent == nil || !g.InPlay(parent) || parent.Area != AreaPlay || !parent.Faceup {
		return false
	}
	p := g.Players[a.Controller]
	if a.Def.AttachTo != nil {
		ctx := &g.att.ctx
		*ctx = Context{G: g, Source: a, Player: p}
		if !a.Def.AttachTo(ctx, parent) {
			return false
		}
	} else if g.Type(parent) != TypeCharacter {
		return false
	}
	return !g.Cannot(parent, CannotHaveAttachments) && !g.restricted("attach", p, a, parent)
}
