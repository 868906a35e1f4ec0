package rules

import (
	"fmt"
	"slices"
)

// Framework step names (Appendix I). Framework abilities bind to these
// with Ability.Step; Game.Step reports the current one.
const (
	StepSetupPlace        = "setup-place"
	StepSetupReveal       = "setup-reveal"
	StepChoosePlots       = "1.2-choose-plots"
	StepRevealPlots       = "1.3-reveal-plots"
	StepDraw              = "2.2-draw"
	StepIncome            = "3.2-income"
	StepMarshalWindow     = "marshaling-window"
	StepChallengeWindow   = "challenges-window"
	StepAttackersDeclared = "attackers-declared"
	StepDefendersDeclared = "defenders-declared"
	StepDetermineWinner   = "4.2.2-determine-winner"
	StepChallengeBonuses  = "4.2.3-bonuses"
	StepClaim             = "4.2.4-claim"
	StepChallengeKeywords = "challenge-keywords"
	StepChallengeEnds     = "4.2.6-challenge-ends"
	StepDominance         = "5.2-dominance"
	StepStand             = "6.2-stand"
	StepReturnGold        = "7.2-return-gold"
	StepReserve           = "7.3-reserve"
	// StepEntersPlay and StepLeavesPlay run on one card as it enters or
	// leaves play.
	StepEntersPlay = "enters-play"
	StepLeavesPlay = "leaves-play"
)

// FrameworkStep is a step at which the engine runs Framework abilities:
// a name `step NAME` may use, and when it runs.
type FrameworkStep struct{ Name, When string }

// FrameworkSteps lists the steps that run Framework abilities, in the
// order of a round. Game.Step also reports the other step names above,
// which run no Framework ability.
func FrameworkSteps() []FrameworkStep {
	return []FrameworkStep{
		{StepEntersPlay, "on the card that entered play, right after the event resolves (after interrupts, before forced reactions and reactions)"},
		{StepAttackersDeclared, "4.2.1, after the attackers are declared and before the challenge-initiated and declared-as-attacker events: on every card in play, the first player's cards first"},
		{StepDefendersDeclared, "4.2.1, after the defenders are declared and before the declared-as-defender events: on every card in play, the first player's cards first"},
		{StepChallengeKeywords, "4.2.5, after claim: on each participating character, one instance per keyword per card, grouped by keyword (the first player orders the groups); the ability's `if` is tested when the groups are formed"},
		{StepLeavesPlay, "on the card that left play, right after the event resolves (with its printed keywords when it has no Framework ability of its own any more)"},
	}
}

// ChallengeState is the challenge in progress.
type ChallengeState struct {
	Type      Challenge
	Number    int
	Attacker  *Player
	Defender  *Player
	Attackers []*Card
	Defenders []*Card
	// Excluded cards cannot be declared as defenders (bypassed by stealth).
	Excluded []*Card
	// Required cards must be declared as defenders if able (Require).
	Required       []*Card
	Winner, Loser  *Player
	Unopposed      bool
	AttackStrength int
	DefendStrength int
	// Margin is the STR the challenge was won by.
	Margin int
	// Ended: an effect ended the challenge early (EndChallenge): no more
	// declarations or action windows in it, and no winner or loser.
	Ended bool
	// ClaimAgainst, once the winner has chosen them (4.2.4, a player who
	// resolves claim against any number of opponents), are the players the
	// claim is applied against; nil: the loser.
	ClaimAgainst []*Player
}

// ClaimPlayers returns the players the challenge's claim is applied
// against: those chosen (ClaimAgainst), or the loser.
func (ch *ChallengeState) ClaimPlayers() []*Player {
	if ch.ClaimAgainst != nil {
		return ch.ClaimAgainst
	}
	if ch.Loser == nil {
		return nil
	}
	return []*Player{ch.Loser}
}

// IsAttacking reports whether c is an attacking character.
func (ch *ChallengeState) IsAttacking(c *Card) bool { return slices.Contains(ch.Attackers, c) }

// IsDefending reports whether c is a defending character.
func (ch *ChallengeState) IsDefending(c *Card) bool { return slices.Contains(ch.Defenders, c) }

// IsParticipating reports whether c participates.
func (ch *ChallengeState) IsParticipating(c *Card) bool {
	return ch.IsAttacking(c) || ch.IsDefending(c)
}

// Exclude marks c as unable to be declared as a defender (stealth).
func (ch *ChallengeState) Exclude(c *Card) {
	if !slices.Contains(ch.Excluded, c) {
		ch.Excluded = append(ch.Excluded, c)
	}
}

// EvDefendersDeclared: the defending player has declared defenders (4.2.1),
// none included.
const EvDefendersDeclared = "defenders-declared"

// EvRemovedFromChallenge: a participating character is removed from the
// challenge (by an effect, or as its control changes).
const EvRemovedFromChallenge = "removed-from-challenge"

// RemoveFromChallenge removes participating characters from the challenge
// (an effect: "remove it from the challenge"), one removed-from-challenge
// event each, raised together: an interrupt may cancel one, and reactions
// follow the removal. It reports whether every card was participating and
// was removed.
func (g *Game) RemoveFromChallenge(ctx *Context, cards ...*Card) bool {
	ch := g.ch
	if ch == nil {
		return false
	}
	return g.raiseEach(cards, ch.IsParticipating, func(c *Card) *Event {
		ev := g.event(Event{Name: EvRemovedFromChallenge, Card: c, Amount: int(ch.Type)})
		ev.op, ev.Source = opFunc, ctx
		ev.Handler = func(g *Game, ev *Event) {
			if g.ch == nil || !g.ch.IsParticipating(ev.Card) {
				ev.Cancelled = true
				return
			}
			g.ch.remove(ev.Card.ID)
			g.touch()
		}
		return ev
	})
}

// removedByControl raises removed-from-challenge for a character that
// left the challenge because its control changed (Rules Reference,
// Ownership and Control: "it is immediately removed from the
// challenge"): the removal has happened, the event lets abilities answer
// it.
func (g *Game) removedByControl(ctx *Context, c *Card, typ Challenge) {
	ev := g.event(Event{Name: EvRemovedFromChallenge, Card: c, Player: g.Players[c.Controller], Amount: int(typ)})
	ev.Source = ctx
	g.Raise(ev)
}

func (ch *ChallengeState) remove(id CardID) {
	ch.Attackers = slices.DeleteFunc(ch.Attackers, func(c *Card) bool { return c.ID == id })
	ch.Defenders = slices.DeleteFunc(ch.Defenders, func(c *Card) bool { return c.ID == id })
}

// Attacking reports whether c is attacking in the current challenge.
func (g *Game) Attacking(c *Card) bool { return g.ch != nil && g.ch.IsAttacking(c) }

// Defending reports whether c is defending in the current challenge.
func (g *Game) Defending(c *Card) bool { return g.ch != nil && g.ch.IsDefending(c) }

// Participating reports whether c participates in the current challenge.
func (g *Game) Participating(c *Card) bool { return g.ch != nil && g.ch.IsParticipating(c) }

// SideStrength returns the total STR of p's side in the current challenge:
// the STR its participating characters contribute, plus the player's
// modifiers ("A player's total STR is the sum of the STR of each
// participating character on his or her side of the challenge, along with
// any other modifiers that are affecting the amount of STR that player
// counts"), counted with or without participating characters.
func (g *Game) SideStrength(p *Player) int {
	if g.ch == nil {
		return 0
	}
	var cards []*Card
	switch p {
	case g.ch.Attacker:
		cards = g.ch.Attackers
	case g.ch.Defender:
		cards = g.ch.Defenders
	default:
		return 0
	}
	n := 0
	for _, c := range cards {
		if g.contributes(c) {
			n += g.Strength(c)
		}
	}
	n += g.PlayerMods(p).ChallengeStrength
	if n < 0 {
		n = 0
	}
	return n
}

// runFrom runs the game from a named point.
func (g *Game) runFrom(point string) {
	switch point {
	case "setup":
		g.setup()
		g.rounds(PhasePlot, "")
	case StepMarshalWindow:
		g.rounds(PhaseMarshaling, StepMarshalWindow)
	case StepChallengeWindow:
		g.rounds(PhaseChallenges, StepChallengeWindow)
	default:
		ph, ok := ParsePhase(point)
		if !ok || ph == PhaseSetup {
			panic(stopSignal{fmt.Errorf("rules: unknown start point %q", point)})
		}
		g.rounds(ph, "")
	}
}

// rounds plays rounds forever (the game ends by panic(gameOver)).
func (g *Game) rounds(start Phase, sub string) {
	first := true
	for {
		if !first || start == PhasePlot {
			if !first || g.Round == 0 { // a scenario starting at the plot phase names its round
				g.Round++
			}
			g.history = g.history[:0]
			for _, p := range g.Players {
				p.gained = [3]int{}
			}
			g.touchReads(ReadsHistory, 0)
			g.logf(MsgRound, -1, nil, nil, g.Round, "")
		}
		for ph := PhasePlot; ph <= PhaseTaxation; ph++ {
			if first && ph < start {
				continue
			}
			s := ""
			if first && ph == start {
				s = sub
			}
			g.playPhase(ph, s)
			g.playAdditionalPhases()
		}
		first = false
		g.endPeriod(PerRound, g.newEvent(EvRoundEnds))
		g.over &^= 1 << PerRound
	}
}

// endPeriod raises ev, the end of a challenge, phase or round, and ends the
// period as ev resolves (Lasting Effects: "A lasting effect expires as
// soon as the timing point specified by its duration is reached. This
// means that an 'until the end of the round' lasting effect expires just
// before an 'at the end of the round' ability may initiate."): lasting
// effects "until the end of" it still apply to the interrupts to its end
// ("when the phase ends"), expire, and its limits start again, before the
// delayed effects "at the end of" it and the reactions to its end.
func (g *Game) endPeriod(per Period, ev *Event) {
	h := ev.Handler
	ev.Handler = func(g *Game, ev *Event) {
		g.over |= 1 << per
		g.expire(per)
		g.resetLimits(per)
		if h != nil {
			h(g, ev)
		}
	}
	g.Raise(ev)
}

func (g *Game) playPhase(ph Phase, sub string) {
	if sub == "" {
		g.beginPhase(ph)
	} else {
		g.Phase = ph
	}
	switch ph {
	case PhasePlot:
		g.plotPhase()
	case PhaseDraw:
		g.enter(StepDraw)
		// 2.2: "Each player must simultaneously draw 2 cards": one Raise,
		// so players whose decks it empties are eliminated together (the
		// first player chooses the winner if that is every player left).
		var evs []*Event
		drawn := make([]int, len(g.Players))
		for _, i := range g.playerOrder() {
			if p := g.Players[i]; !p.Eliminated {
				if n := 2 + g.PlayerValue(p, ValueDrawPhaseCards); n > 0 {
					evs = append(evs, g.drawEvent(nil, p, n, &drawn[i]))
				}
			}
		}
		if len(evs) > 0 {
			g.Raise(evs...)
		}
		g.leave(StepDraw)
		g.actionWindow(StepDrawWindow)
	case PhaseMarshaling:
		g.marshalingPhase(sub)
	case PhaseChallenges:
		g.challengesPhase(sub)
	case PhaseDominance:
		g.actionWindow(StepDominanceWindow)
		g.enter(StepDominance)
		g.dominance()
		g.leave(StepDominance)
		g.actionWindow(StepDominanceAfterWindow)
	case PhaseStanding:
		g.enter(StepStand)
		var kneeling []*Card
		g.EachInPlay(func(c *Card) {
			if c.Kneeling && !g.Cannot(c, CannotStandInStandingPhase) {
				kneeling = append(kneeling, c)
			}
		})
		kneeling = g.chooseNotToStand(kneeling)
		if len(kneeling) > 0 {
			g.Stand(nil, kneeling...)
		}
		g.leave(StepStand)
		g.actionWindow(StepStandingWindow)
	case PhaseTaxation:
		g.enter(StepReturnGold)
		for _, i := range g.playerOrder() {
			if p := g.Players[i]; p.Gold > 0 && !g.PlayerCannot(p, CannotReturnUnspentGold) {
				g.ReturnGold(nil, p, p.Gold)
			}
		}
		g.leave(StepReturnGold)
		g.enter(StepReserve)
		for _, i := range g.playerOrder() {
			p := g.Players[i]
			over := len(p.zones[AreaHand]) - g.Reserve(p)
			if over > 0 {
				g.logf(MsgReserve, p.Index, nil, nil, g.Reserve(p), "")
				cards := g.ChooseCards(p, "reserve", g.CardsIn(p, AreaHand), over, over, nil)
				g.Discard(nil, false, cards...)
			}
		}
		g.leave(StepReserve)
		if g.melee != nil {
			g.enter(StepReturnTitles)
			g.returnTitles() // 7.4
			g.leave(StepReturnTitles)
		}
		g.actionWindow(StepTaxationWindow)
	}
	g.endPhase(ph)
}

func (g *Game) beginPhase(ph Phase) {
	g.setAsideFor(ph, true)
	g.over &^= 1 << PerPhase
	g.Phase = ph
	g.enter(ph.String() + "-begins")
	g.logf(MsgPhase, -1, nil, nil, 0, ph.String())
	g.touchReads(ReadsPhase, 0)
	ev := g.newEvent(EvPhaseBegins)
	ev.Kind = ph.String()
	g.Raise(ev)
	g.leave(ph.String() + "-begins")
}

func (g *Game) endPhase(ph Phase) {
	g.enter(ph.String() + "-ends")
	ev := g.newEvent(EvPhaseEnds)
	ev.Kind = ph.String()
	g.endPeriod(PerPhase, ev)
	g.leave(ph.String() + "-ends")
	g.setAsideFor(ph, false)
}

// setAsideFor sets aside (begin) or returns (at the end) the cards an
// agenda's phased SetAside keeps out of its owner's decks during phase ph.
func (g *Game) setAsideFor(ph Phase, begin bool) {
	for _, p := range g.Players {
		for _, id := range p.zones[AreaAgenda] {
			sa := g.Cards[id].Def.SetAside
			if sa == nil || !sa.Phased || sa.During != ph {
				continue
			}
			area, ok := g.AreaByName(sa.Area.Name)
			if !ok {
				continue
			}
			from := []AreaID{AreaPlotDeck, AreaDeck}
			if !begin {
				from = []AreaID{area}
			}
			shuffle := false
			for _, a := range from {
				for _, cid := range slices.Clone(p.zones[a]) {
					c := g.Cards[cid]
					if !sa.Match(c.Def) {
						continue
					}
					to := area
					if !begin {
						to, shuffle = AreaDeck, true
						if c.Def.Type == TypePlot {
							to, shuffle = AreaPlotDeck, false
						}
					}
					g.place(c, to, p.Index, false)
				}
			}
			if shuffle {
				g.Shuffle(p, AreaDeck)
			}
		}
	}
}

// ---- setup ----

func (g *Game) setup() {
	g.Phase = PhaseSetup
	g.First = g.rng.IntN(len(g.Players))
	g.touchReads(ReadsFirstPlayer, 0)
	g.logf(MsgFirstPlayer, g.First, nil, nil, 0, "")
	for _, p := range g.Players {
		g.Shuffle(p, AreaDeck)
		g.drawDirect(p, 7)
	}
	for _, i := range g.playerOrder() {
		p := g.Players[i]
		if g.askYesNo(p, "mulligan", nil) {
			g.logf(MsgMulligan, p.Index, nil, nil, 0, "")
			for len(p.zones[AreaHand]) > 0 {
				g.place(g.Cards[p.zones[AreaHand][0]], AreaDeck, p.Index, false)
			}
			g.Shuffle(p, AreaDeck)
			g.drawDirect(p, 7)
		}
	}
	g.Step = StepSetupPlace
	for _, i := range g.playerOrder() {
		g.setupPlace(g.Players[i])
	}
	g.Step = StepSetupReveal
	g.setupReveal()
	for _, p := range g.Players {
		if n := 7 - len(p.zones[AreaHand]); n > 0 {
			g.drawDirect(p, n)
		}
	}
}

func (g *Game) drawDirect(p *Player, n int) {
	drawn := 0
	for i := 0; i < n && len(p.zones[AreaDeck]) > 0; i++ {
		z := p.zones[AreaDeck]
		g.place(g.Cards[z[len(z)-1]], AreaHand, p.Index, false)
		drawn++
	}
	g.logf(MsgDraws, p.Index, nil, nil, drawn, "")
}

// SetupGold is the gold a player may spend on setup cards (Rules
// Reference, "Setup", step 3) before ValueSetupGold changes it.
const SetupGold = 8

// setupPlace lets p place up to SetupGold (changed by ValueSetupGold) of
// cards facedown (and setup options), unless p cannot place setup cards.
func (g *Game) setupPlace(p *Player) {
	if g.PlayerCannot(p, CannotSetup) {
		return
	}
	budget := SetupGold + g.PlayerValue(p, ValueSetupGold)
	for {
		opts := g.optBuf[:0]
		for _, id := range p.zones[AreaHand] {
			c := g.Cards[id]
			t := c.Def.Type
			if t == TypeCharacter || t == TypeLocation || t == TypeAttachment {
				cost := g.PrintedCost(c)
				if g.setupCopyPlaced(p, c) {
					cost = 0
				}
				if !c.Def.Cost.None && cost <= budget && !g.restricted("setup", p, c, nil) {
					opts = append(opts, Option{Kind: OptSetup, Card: c, N: cost})
				}
			}
			g.Keywords(c, func(k *KeywordInstance) bool {
				kd := g.KeywordDef(k.Name)
				if kd == nil {
					return true
				}
				for _, so := range kd.SetupOptions {
					if so.Cost <= budget && (so.Allowed == nil || so.Allowed(g, p, c)) && !hasSetupOption(opts, c, so) {
						opts = append(opts, Option{Kind: OptSetup, Card: c, N: so.Cost, Text: so.Name, setup: so, kw: k})
					}
				}
				return true
			})
		}
		nc := len(opts)
		if nc == 0 {
			return
		}
		opts = append(opts, Option{Kind: OptDone})
		g.optBuf = opts
		k := g.ask(p, StepSetupPlace, opts, nil)
		if k >= nc {
			return
		}
		o := opts[k]
		budget -= o.N
		g.recordHist(HistEntry{Event: "setup-placed", Player: p.Index, Card: o.Card.ID, Via: o.Text})
		if o.setup != nil {
			ctx := g.newCtx(o.Card, nil, o.kw, nil)
			ctx.Player = p
			ctx.setupLogs = o.setup.LogsItself
			if o.setup.Place != nil {
				o.setup.Place(ctx)
			}
			if o.setup.LogAs != "" {
				g.logf(MsgCustom, p.Index, o.Card, nil, 0, o.setup.LogAs)
			}
			continue
		}
		g.place(o.Card, AreaPlay, p.Index, false)
		o.Card.Faceup = false
		g.logf(MsgSetupPlaced, p.Index, o.Card, nil, 0, "")
	}
}

func (g *Game) setupCopyPlaced(p *Player, c *Card) bool {
	if !c.Def.Unique {
		return false
	}
	for _, id := range p.zones[AreaPlay] {
		if d := g.Cards[id]; d.Def.Title == c.Def.Title && d.Owner == p.Index {
			return true
		}
	}
	return false
}

func (g *Game) setupReveal() {
	for _, p := range g.Players {
		for _, id := range p.zones[AreaPlay] {
			c := g.Cards[id]
			if !c.Faceup {
				c.Faceup = true
				g.logf(MsgSetupRevealed, p.Index, c, nil, 0, "")
			}
		}
	}
	g.touch()
	for _, i := range g.playerOrder() {
		p := g.Players[i]
		// duplicates: later copies of a unique title go under the first.
		ids := append([]CardID(nil), p.zones[AreaPlay]...)
		for i, id := range ids {
			c := g.Cards[id]
			if !c.Def.Unique || c.IsDuplicate {
				continue
			}
			for _, id2 := range ids[i+1:] {
				d := g.Cards[id2]
				if d.Def.Title == c.Def.Title && !d.IsDuplicate && d.Parent == NoCard {
					d.IsDuplicate = true
					d.Parent = c.ID
					c.Duplicates = append(c.Duplicates, d.ID)
				}
			}
		}
		for _, id := range ids {
			c := g.Cards[id]
			if c.Def.Type != TypeAttachment || c.IsDuplicate {
				continue
			}
			ps := g.LegalParents(c, p)
			mine := ps[:0]
			for _, t := range ps {
				if t.Controller == p.Index {
					mine = append(mine, t)
				}
			}
			if len(mine) == 0 {
				g.place(c, AreaDiscard, c.Owner, false)
				g.logf(MsgDiscarded, p.Index, c, nil, 0, "setup")
				continue
			}
			par := g.ChooseCards(p, "attach-to", mine, 1, 1, nil)[0]
			g.attachNow(c, par)
		}
	}
	g.touch()
}

// ---- plot phase ----

func (g *Game) plotPhase() {
	g.enter(StepChoosePlots)
	chosen := make([]*Card, len(g.Players))
	for _, i := range g.playerOrder() {
		p := g.Players[i]
		plots := g.CardsIn(p, AreaPlotDeck)
		if len(plots) == 0 {
			continue
		}
		chosen[i] = g.ChooseCards(p, "plot", plots, 1, 1, nil)[0]
		if g.listening[EvPlotChosen] {
			// interrupts may replace the choice by setting ev.Card
			ev := g.newEvent(EvPlotChosen)
			ev.Card, ev.Player = chosen[i], p
			g.Raise(ev)
			if ev.Card != nil && ev.Card.Area == AreaPlotDeck {
				chosen[i] = ev.Card
			}
		}
	}
	g.leave(StepChoosePlots)
	g.enter(StepRevealPlots)
	var evs []*Event
	for i, c := range chosen {
		if c == nil {
			continue
		}
		ev := g.newEvent(EvPlotRevealed)
		ev.Card, ev.Player, ev.op = c, g.Players[i], opFunc
		ev.Handler = func(g *Game, ev *Event) {
			g.revealPlot(ev.Player, ev.Card)
			chosen[ev.Player.Index] = ev.Card // an interrupt may have swapped the plot: its When Revealed resolves
		}
		evs = append(evs, ev)
	}
	if len(evs) > 0 {
		last := evs[len(evs)-1]
		h := last.Handler
		last.Handler = func(g *Game, ev *Event) {
			h(g, ev)
			g.initiativeAndWhenRevealed(chosen)
		}
		g.Raise(evs...)
	}
	g.leave(StepRevealPlots)
	if g.melee != nil {
		g.enter(StepSelectTitles)
		g.selectTitles() // 1.4
		g.leave(StepSelectTitles)
	}
	g.actionWindow(StepPlotWindow)
}

// revealPlot puts a plot on top of the previously revealed one.
func (g *Game) revealPlot(p *Player, c *Card) {
	for len(p.zones[AreaPlot]) > 0 {
		old := g.Cards[p.zones[AreaPlot][0]]
		g.place(old, AreaUsed, p.Index, false)
	}
	was := c.instance
	g.place(c, AreaPlot, p.Index, false)
	g.carryLasting(c, was)
	g.expireNextPlot(p)
	g.logf(MsgRevealsPlot, p.Index, c, nil, 0, "")
}

// expireNextPlot ends the lasting effects that last until p reveals a new
// plot card (Duration.NextPlot).
func (g *Game) expireNextPlot(p *Player) {
	out := g.lasting[:0]
	for _, l := range g.lasting {
		if !l.Duration.NextPlot || l.Ctx == nil || l.Ctx.Player != p {
			out = append(out, l)
		}
	}
	if len(out) == len(g.lasting) {
		return
	}
	for i := len(out); i < len(g.lasting); i++ {
		g.lasting[i] = nil
	}
	g.lasting = out
	g.touch()
}

// carryLasting keeps the lasting effects that an interrupt to a card's
// arrival put on it (instance was, before it moved) on the card where it
// arrived: an effect on "a plot card being revealed" ("when a plot card is
// revealed, that plot card gains …") applies to the revealed plot.
func (g *Game) carryLasting(c *Card, was uint32) {
	for _, l := range g.lasting {
		for i, lc := range l.Cards {
			if lc == c && l.instances[i] == was {
				l.instances[i] = c.instance
				g.touch()
			}
		}
	}
}

func (g *Game) initiativeAndWhenRevealed(chosen []*Card) {
	// I. initiative
	winner := g.determineInitiative()
	// II. first player
	fp := g.choosePlayer(winner, "first-player", g.firstPlayerCandidates(winner))
	if !g.becomeFirstPlayer(nil, fp) || g.First != fp.Index {
		g.setFirstPlayer(fp) // the choice stands whatever answered the event
	}
	// III. when revealed
	g.whenRevealed(chosen)
	for _, p := range g.Players {
		g.returnUsedPile(p)
	}
}

// chooseNotToStand lets the controller of each card the standing phase
// would stand whose permission lets them keep it kneeling
// (MayStayKneeling: "you may choose not to stand X during the standing
// phase") choose, in player order, those they keep kneeling (any number,
// none included); it returns the cards to stand.
func (g *Game) chooseNotToStand(cards []*Card) []*Card {
	var keep []*Card
	for _, i := range g.playerOrder() {
		p := g.Players[i]
		var may []*Card
		for _, c := range cards {
			// only a card that could stand is asked about: one an effect
			// forbids to stand (Stannis Baratheon's limit) stays kneeling
			// whatever is answered
			if c.Controller == i && g.May(c, MayStayKneeling) && !g.Cannot(c, CannotStand) {
				may = append(may, c)
			}
		}
		if len(may) > 0 {
			keep = append(keep, g.ChooseCards(p, "choose", may, 0, len(may), nil)...)
		}
	}
	if len(keep) == 0 {
		return cards
	}
	out := make([]*Card, 0, len(cards))
	for _, c := range cards {
		if !slices.Contains(keep, c) {
			out = append(out, c)
		}
	}
	return out
}

// firstPlayerCandidates are the players the initiative winner may choose
// as the first player: any, or only an opponent when the winner may not
// choose themselves (CannotChooseSelfFirst: "you must choose an opponent
// to be the first player").
func (g *Game) firstPlayerCandidates(winner *Player) []*Player {
	if len(g.Players) < 2 || !g.PlayerCannot(winner, CannotChooseSelfFirst) {
		return g.Players
	}
	out := make([]*Player, 0, len(g.Players)-1)
	for _, p := range g.Players {
		if p != winner {
			out = append(out, p)
		}
	}
	return out
}

// ---- action windows ----

// actionWindow opens the action window step (Game.Step names it while
// it is open; Round lists them): from the first player, players may
// initiate actions until all pass in a row. In the marshaling phase the
// active player may also marshal and take player actions.
func (g *Game) actionWindow(step string) {
	g.Step = step
	n := len(g.Players)
	p := g.First
	passes := 0
	for passes < n {
		g.budget()
		pl := g.Players[p]
		opts := g.actionOptions(pl)
		if len(opts) == 0 {
			passes++
			p = g.next(p)
			continue
		}
		opts = append(opts, Option{Kind: OptPass})
		g.optBuf = opts
		id := "action"
		if g.Phase == PhaseMarshaling {
			id = StepMarshalWindow
		}
		k := g.ask(pl, id, opts, nil)
		o := opts[k]
		if o.Kind == OptPass {
			passes++
			p = g.next(p)
			continue
		}
		switch o.Kind {
		case OptMarshal:
			if o.Text == OptTextDuplicate {
				g.marshalAsDuplicate(pl, o.Card)
			} else {
				g.marshal(pl, o.Card)
			}
		case OptAbility:
			ctx := g.newCtx(o.Card, o.Ability, o.kw, nil)
			ctx.Player = pl
			g.initiate(ctx, o.pf)
		}
		passes = 0
		p = g.next(p)
	}
}

func (g *Game) actionOptions(pl *Player) []Option {
	opts := g.optBuf[:0]
	marshalWindow := g.Phase == PhaseMarshaling && g.Active == pl.Index && g.Step == StepMarshalWindow
	if marshalWindow && !g.PlayerCannot(pl, "marshal") {
		for _, id := range pl.zones[AreaHand] {
			c := g.Cards[id]
			if _, ok := g.marshalCost(pl, c); ok {
				opts = append(opts, Option{Kind: OptMarshal, Card: c})
			}
			if c.Def.DuplicateOn != nil && len(g.duplicateHosts(pl, c)) > 0 {
				opts = append(opts, Option{Kind: OptMarshal, Card: c, Text: OptTextDuplicate})
			}
		}
		opts = g.asIfInHandOptions(pl, opts)
	}
	g.scanAbilities(pl, scanActions, nil, func(c *Card, ab *Ability, kw *KeywordInstance, pf *PlayFrom) {
		// player actions (marshaling into an area, ambush) are offered in any
		// action window; their Phase and ActivePlayerOnly restrict them.
		if ab.Kind != Action && ab.Kind != PlayerAction {
			return
		}
		if ab.Trigger != nil {
			return
		}
		ctx := &g.cctx
		*ctx = Context{G: g, Source: c, Ability: ab, Player: pl, Keyword: kw}
		if g.canInitiate(ctx, pf) {
			opts = append(opts, Option{Kind: OptAbility, Card: c, Ability: ab, kw: kw, pf: pf})
		}
	})
	opts = g.anyPlayerOptions(pl, opts)
	g.optBuf = opts
	return opts
}

// anyPlayerOptions adds the actions of other players' cards in play that
// any player may initiate (Ability.AnyPlayer): pl initiates them as their
// controller for that use.
func (g *Game) anyPlayerOptions(pl *Player, opts []Option) []Option {
	if !g.anyPlayerActs {
		return opts
	}
	for _, o := range g.Players {
		if o == pl {
			continue
		}
		g.scanAbilities(o, scanActions, nil, func(c *Card, ab *Ability, kw *KeywordInstance, pf *PlayFrom) {
			if !ab.AnyPlayer || ab.Kind != Action || ab.Trigger != nil || pf != nil || !g.InPlay(c) {
				return
			}
			ctx := &g.cctx
			*ctx = Context{G: g, Source: c, Ability: ab, Player: pl, Keyword: kw}
			if g.canInitiate(ctx, nil) {
				opts = append(opts, Option{Kind: OptAbility, Card: c, Ability: ab, kw: kw})
			}
		})
	}
	return opts
}

// ---- marshaling ----

// eachActivePlayer makes each player in turn the active player, from the
// first player (when resuming, from the active player) and calls f;
// resumed is true for a resumed player's turn, whose opening steps have
// already happened.
func (g *Game) eachActivePlayer(resume bool, f func(p *Player, resumed bool)) {
	order := g.playerOrder()
	startAt := 0
	if resume {
		for i, x := range order {
			if x == g.Active {
				startAt = i
			}
		}
	}
	for k := startAt; k < len(order); k++ {
		p := g.Players[order[k]]
		g.Active = p.Index
		g.touchReads(ReadsActivePlayer, 0)
		f(p, resume && k == startAt)
	}
}

func (g *Game) marshalingPhase(sub string) {
	g.eachActivePlayer(sub == StepMarshalWindow, func(p *Player, resumed bool) {
		if !resumed {
			g.enter(StepIncome)
			if inc := g.Income(p); inc > 0 {
				ev := g.newEvent(EvIncomeCollected)
				ev.op, ev.Player, ev.Amount, ev.msg = opGold, p, inc, MsgGainsGold
				g.Raise(ev)
			}
			g.leave(StepIncome)
		}
		g.actionWindow(StepMarshalWindow)
	})
}

// marshalCost returns the gold cost to marshal c now, and whether it may
// be marshaled at all.
func (g *Game) marshalCost(p *Player, c *Card) (int, bool) {
	t := c.Def.Type
	if (c.Area != AreaHand && !g.asIfInHandFor(p, c)) || (t != TypeCharacter && t != TypeLocation && t != TypeAttachment) || c.Def.Cost.None {
		return 0, false
	}
	ok, dup := g.CanEnterPlay(c, p)
	if !ok {
		return 0, false
	}
	if dup != nil {
		return 0, true // D3
	}
	if g.restricted("marshal", p, c, nil) || g.PlayerCannot(p, CannotMarshalType(t)) {
		return 0, false
	}
	cost := g.CostOf(c, p, g.PrintedCost(c), "gold", "marshal")
	if cost > g.SpendableGold(p) {
		return 0, false
	}
	if t == TypeAttachment && len(g.LegalParents(c, p)) == 0 {
		return 0, false
	}
	return cost, true
}

// Marshal marshals c from p's hand as the framework's player action (cost
// paid; duplicates free). It returns whether the card entered play.
func (g *Game) Marshal(p *Player, c *Card) bool {
	if _, ok := g.marshalCost(p, c); !ok {
		return false
	}
	return g.marshal(p, c)
}

func (g *Game) marshal(p *Player, c *Card) bool {
	cost, _ := g.marshalCost(p, c)
	_, dup := g.CanEnterPlay(c, p)
	if dup == nil {
		g.consumeReducers(c, p, "gold", "marshal")
	}
	g.fillPoolFor(p, cost)
	p.Gold -= cost
	g.liftAsIfInHand(c)
	ctx := &Context{G: g, Player: p}
	return g.PutIntoPlay(ctx, c, PutOptions{Name: EvMarshaled, Via: "marshal"})
}

// OptTextDuplicate is the Text of a marshal option that marshals the card
// as a duplicate on a card its definition accepts (CardDef.DuplicateOn).
const OptTextDuplicate = "duplicate"

// duplicateHosts returns the cards in play p may marshal c on as a
// duplicate by its definition's permission (CardDef.DuplicateOn): a
// character, location or attachment in p's hand, which p may marshal.
func (g *Game) duplicateHosts(p *Player, c *Card) []*Card {
	t := c.Def.Type
	if c.Area != AreaHand || (t != TypeCharacter && t != TypeLocation && t != TypeAttachment) || c.Def.Cost.None ||
		g.restricted("marshal", p, c, nil) {
		return nil
	}
	ctx := &Context{G: g, Source: c, Player: p}
	var out []*Card
	for _, id := range p.zones[AreaPlay] {
		h := g.Cards[id]
		if h.Controller == p.Index && !h.IsDuplicate && h.Parent == NoCard && h.Faceup && c.Def.DuplicateOn(ctx, h) {
			out = append(out, h)
		}
	}
	return out
}

// marshalAsDuplicate marshals c from p's hand as a duplicate, at no cost,
// on a card its definition accepts (the player chooses it): marshaling a
// duplicate card, not a card of c's type.
func (g *Game) marshalAsDuplicate(p *Player, c *Card) bool {
	hosts := g.duplicateHosts(p, c)
	if len(hosts) == 0 {
		return false
	}
	ctx := &Context{G: g, Player: p}
	par := g.ChooseCards(p, "duplicate-on", hosts, 1, 1, ctx)[0]
	return g.PutIntoPlay(ctx, c, PutOptions{Name: EvMarshaled, Via: "marshal", DuplicateOf: par})
}

// ---- challenges ----

func (g *Game) challengesPhase(sub string) {
	g.eachActivePlayer(sub == StepChallengeWindow, func(p *Player, resumed bool) {
		if !resumed {
			p.challenges = [3]int{}
		}
		for {
			g.actionWindow(StepChallengeWindow)
			opts := g.optBuf[:0]
			for t := Military; t <= Power; t++ {
				if g.canInitiateChallenge(p, t) {
					opts = append(opts, Option{Kind: OptChallenge, N: int(t)})
				}
			}
			if len(opts) == 0 {
				break
			}
			opts = append(opts, Option{Kind: OptPass})
			g.optBuf = opts
			k := g.ask(p, "challenge", opts, nil)
			if opts[k].Kind == OptPass {
				break
			}
			g.challenge(p, Challenge(opts[k].N))
		}
	})
}

// ChallengesInitiated returns how many challenges of type t p initiated
// this challenges phase.
func (g *Game) ChallengesInitiated(p *Player, t Challenge) int { return p.challenges[t] }

// Can* words the framework checks with Game.Cannot and Game.PlayerCannot.
const (
	CannotBeKilled         = "be-killed"
	CannotBeDiscarded      = "be-discarded"
	CannotBeSacrificed     = "be-sacrificed"
	CannotBeReturnedToHand = "be-returned-to-hand"
	CannotLeavePlay        = "leave-play"
	CannotKneel            = "kneel"
	// CannotBeKneltByEffects: "cannot be knelt by card effects" — costs and
	// the framework still kneel the card (Game.CannotBeKneltBy).
	CannotBeKneltByEffects = "be-knelt-by-effects"
	CannotStand            = "stand"
	// CannotStandInStandingPhase keeps a card kneeling when the standing
	// phase stands every card ("cannot stand during the standing phase");
	// effects may still stand it.
	CannotStandInStandingPhase = "stand-in-standing-phase"
	// CannotHaveStrengthReduced: "STR cannot be reduced by card effects" —
	// the STR penalties of lasting effects and constant abilities do not
	// apply to the card (Game.Strength); bonuses and a set STR still do.
	CannotHaveStrengthReduced = "have-strength-reduced"
	CannotBeDeclaredAttacker  = "be-declared-attacker" // also "be-declared-attacker-<type>"
	CannotBeDeclaredDefender  = "be-declared-defender"
	CannotKneelWhenDeclared   = "kneel-when-declared" // also "-attacker", "-defender", "-<type>", "-attacker-<type>", "-defender-<type>"
	CannotBeTargeted          = "be-targeted"
	CannotGainPower           = "gain-power"
	CannotHaveAttachments     = "have-attachments"
	CannotContributeDominance = "contribute-dominance"
	// player-level
	CannotMarshal           = "marshal"
	CannotPlay              = "play"
	CannotGainGold          = "gain-gold"
	CannotInitiateChallenge = "initiate-challenge" // also "initiate-<type>"
	CannotSetup             = "setup"              // places no setup cards (setup step 3)
)

func (g *Game) eligibleAttackers(p *Player, t Challenge) []*Card {
	var out []*Card
	for _, id := range p.zones[AreaPlay] {
		c := g.Cards[id]
		if c.Controller != p.Index || g.Type(c) != TypeCharacter {
			continue
		}
		if !c.Kneeling && g.HasIcon(c, t) && !g.Cannot(c, "be-declared-attacker") && !g.Cannot(c, "be-declared-attacker-"+t.String()) {
			out = append(out, c)
		}
	}
	return out
}

func (g *Game) canInitiateChallenge(p *Player, t Challenge) bool {
	if p.challenges[t] >= 1+g.PlayerMods(p).Challenges[t] || g.PlayerCannot(p, "initiate-"+t.String()) || g.PlayerCannot(p, "initiate-challenge") {
		return false
	}
	if g.melee != nil && len(g.ChallengeOpponents(p, t)) == 0 {
		return false
	}
	for _, id := range p.zones[AreaPlay] {
		c := g.Cards[id]
		if c.Controller == p.Index && g.Type(c) == TypeCharacter && !c.Kneeling && g.HasIcon(c, t) && !g.Cannot(c, "be-declared-attacker") && !g.Cannot(c, "be-declared-attacker-"+t.String()) {
			return true
		}
	}
	return false
}

func (g *Game) challenge(p *Player, t Challenge) {
	g.declaring = declaration{on: true, t: t}
	def := g.challengeDefender(p, t)
	g.declaring.def = def
	elig := g.eligibleAttackers(p, t)
	attackers := g.chooseAttackers(p, elig)
	g.declaring = declaration{}
	p.challenges[t]++
	ch := &ChallengeState{Type: t, Attacker: p, Defender: def, Attackers: attackers}
	ch.Number = p.challenges[0] + p.challenges[1] + p.challenges[2]
	g.ch = ch
	g.touchReads(ReadsChallenge, 0) // constants that depend on the challenge apply to the declaration
	g.logChallenge(p, def, t)
	kneels := g.declarationKneels(p, attackers, EvDeclaredAttacker)
	for _, c := range attackers {
		g.logf(MsgAttacker, p.Index, c, nil, 0, "")
	}
	if g.melee != nil {
		def = g.offerRedirect(ch)
	}
	// 4.2: stealth targets are chosen as the challenge is initiated, "all
	// at once"; what a keyword emits meanwhile ("bypassed by stealth")
	// happens with the initiation, in its one reaction window
	var emitted []*Event
	g.emitted = &emitted
	func() {
		defer func() { g.emitted = nil }()
		g.RunStep(StepAttackersDeclared)
	}()
	evs := make([]*Event, 0, 1+len(attackers)+len(kneels)+len(emitted))
	evs = append(evs, g.event(Event{Name: EvChallengeInit, Player: p, Amount: int(t)}))
	for _, c := range attackers {
		evs = append(evs, g.event(Event{Name: EvDeclaredAttacker, Card: c, Player: p, Amount: int(t)}))
	}
	evs = append(evs, emitted...)
	g.Raise(append(evs, kneels...)...)
	g.actionWindow(StepAttackersWindow)

	// 4.2.1 defenders
	var defenders []*Card
	if !ch.Ended { // ended early (EndChallenge): nobody defends
		defenders = g.chooseDefenders(def, t)
	}
	defenders = slices.DeleteFunc(defenders, func(c *Card) bool { return slices.Contains(ch.Defenders, c) })
	// characters an effect already made defenders keep defending
	ch.Defenders = append(ch.Defenders, defenders...)
	g.touchReads(ReadsChallenge, 0)
	kneels = g.declarationKneels(def, defenders, EvDeclaredDefender)
	for _, c := range defenders {
		g.logf(MsgDefender, def.Index, c, nil, 0, "")
	}
	g.RunStep(StepDefendersDeclared)
	if !ch.Ended {
		// the declaration itself, with none declared too ("after no
		// defenders are declared"), and each declared defender's event
		devs := make([]*Event, 1, 1+len(defenders)+len(kneels))
		devs[0] = g.event(Event{Name: EvDefendersDeclared, Player: def, Amount: int(t)})
		for _, c := range defenders {
			devs = append(devs, g.event(Event{Name: EvDeclaredDefender, Card: c, Player: def, Amount: int(t)}))
		}
		g.Raise(append(devs, kneels...)...)
	}
	if !ch.Ended {
		g.actionWindow(StepDefendersWindow)
	}

	// 4.2.2 winner
	g.enter(StepDetermineWinner)
	as, ds := g.SideStrength(p), g.SideStrength(def)
	if ch.Ended {
		as, ds = 0, 0 // no winner or loser
	}
	ch.AttackStrength, ch.DefendStrength = as, ds
	switch {
	case as >= ds && as >= 1 && len(ch.Attackers) > 0:
		ch.Winner, ch.Loser, ch.Margin = p, def, as-ds
		ch.Unopposed = ds == 0
	case ds > as && ds >= 1 && len(ch.Defenders) > 0:
		ch.Winner, ch.Loser, ch.Margin = def, p, ds-as
	}
	if ch.Winner != nil && g.PlayerCannot(ch.Winner, CannotWinChallenges) {
		ch.Winner, ch.Loser, ch.Margin, ch.Unopposed = nil, nil, 0, false
	}
	if ch.Winner == nil {
		g.logf(MsgNoWinner, -1, nil, nil, 0, t.String())
	} else {
		g.logf(MsgChallengeWon, ch.Winner.Index, nil, nil, ch.Margin, t.String())
		g.touchReads(ReadsChallenge, 0)
		g.Raise(g.event(Event{Name: EvChallengeWon, Player: ch.Winner, Amount: int(t)}), g.event(Event{Name: EvChallengeLost, Player: ch.Loser, Amount: int(t)}))
	}
	g.leave(StepDetermineWinner)
	// 4.2.3 bonuses
	g.enter(StepChallengeBonuses)
	if ch.Winner == p && ch.Unopposed {
		g.logf(MsgUnopposed, p.Index, nil, nil, 0, "")
		g.gainBonusPower(p, 1)
	}
	if g.melee != nil {
		g.challengeBonus(ch)
	}
	g.leave(StepChallengeBonuses)
	// 4.2.4 claim
	g.enter(StepClaim)
	if ch.Winner == p {
		// the opponents are chosen as claim is applied, before the
		// interrupts to it (a replacement applies the claim against them)
		ch.ClaimAgainst = g.claimOpponents(p, t)
		ev := g.event(Event{Name: EvClaimApplied, Player: p, Amount: int(t), op: opFunc})
		ev.Handler = func(g *Game, ev *Event) { g.applyChallengeClaim(p, def, t, ch) }
		g.Raise(ev)
	}
	g.leave(StepClaim)
	// 4.2.5 keywords
	if ch.Winner != nil {
		g.challengeKeywords()
	}
	// 4.2.6 end
	g.enter(StepChallengeEnds)
	g.endPeriod(PerChallenge, g.event(Event{Name: EvChallengeEnded, Player: p, Amount: int(t)}))
	g.over &^= 1 << PerChallenge
	g.ch = nil
	g.touchReads(ReadsChallenge, 0)
	g.leave(StepChallengeEnds)
}

// ApplyClaim applies n claim of type t from winner against loser (also
// used by effects that "apply claim").
func (g *Game) ApplyClaim(winner, loser *Player, t Challenge, n int) {
	g.applyClaim(winner, loser, t, n)
}

func (g *Game) applyClaim(winner, loser *Player, t Challenge, n int) {
	g.logf(MsgClaim, winner.Index, nil, nil, n, t.String())
	if n <= 0 {
		return
	}
	outer := g.claiming
	g.claiming = &Cause{Why: WhyClaim, Card: CardRef{ID: NoCard}, Actor: int8(winner.Index), N: int32(n), S: t.String()}
	defer func() { g.claiming = outer }()
	switch t {
	case Military:
		chars := g.Characters(loser)
		k := min(n, len(chars))
		if k == 0 {
			return
		}
		victims := g.claimVictims(loser, chars, k)
		g.Kill(nil, false, victims...)
	case Intrigue:
		hand := slices.Clone(loser.zones[AreaHand])
		k := min(n, len(hand))
		cards := make([]*Card, 0, k)
		for i := 0; i < k; i++ {
			j := g.rng.IntN(len(hand))
			cards = append(cards, g.Cards[hand[j]])
			hand = append(hand[:j], hand[j+1:]...)
		}
		if len(cards) > 0 {
			g.Discard(nil, false, cards...)
		}
	case Power:
		from, to := g.FactionCard(loser), g.FactionCard(winner)
		if from != nil && to != nil {
			g.MovePower(nil, from, to, n)
		}
	}
}

// challengeKeywords is step 4.2.5: Framework abilities at
// "challenge-keywords" on participating characters resolve by keyword
// type, the first player choosing the order of types.
func (g *Game) challengeKeywords() {
	g.Step = StepChallengeKeywords
	type inst struct {
		c  *Card
		ab *Ability
		kw *KeywordInstance
	}
	var groups [][]inst
	var names []string
	parts := append(slices.Clone(g.ch.Attackers), g.ch.Defenders...)
	for _, c := range parts {
		seen := map[*Ability]bool{}
		g.eachAbility(c, func(ab *Ability, kw *KeywordInstance) bool {
			if ab.Kind != Framework || ab.Step != StepChallengeKeywords || seen[ab] {
				return true
			}
			seen[ab] = true // one instance per keyword per card
			ctx := g.newCtx(c, ab, kw, nil)
			if ab.Condition != nil && !ab.Condition(ctx) {
				return true
			}
			name := ab.ID
			if kw != nil {
				name = kw.Name
			}
			i := slices.Index(names, name)
			if i < 0 {
				names = append(names, name)
				groups = append(groups, nil)
				i = len(names) - 1
			}
			groups[i] = append(groups[i], inst{c, ab, kw})
			return true
		})
	}
	for len(groups) > 0 {
		i := 0
		if len(groups) > 1 {
			i = g.ChooseText(g.FirstPlayer(), "order-keywords", names, nil)
		}
		grp := groups[i]
		groups = append(groups[:i], groups[i+1:]...)
		names = append(names[:i], names[i+1:]...)
		for _, in := range grp {
			if g.InPlay(in.c) {
				g.runFramework(g.newCtx(in.c, in.ab, in.kw, nil))
			}
		}
	}
}

// ---- dominance ----

// DominanceTotal is p's total for dominance: what each standing character
// counts (DominanceStrength: its STR unless an effect says otherwise) plus
// gold plus modifiers.
func (g *Game) DominanceTotal(p *Player) int {
	n := p.Gold + g.PlayerMods(p).Dominance
	for _, id := range p.zones[AreaPlay] {
		c := g.Cards[id]
		if c.Controller != p.Index || g.Type(c) != TypeCharacter {
			continue
		}
		if !c.Kneeling && !g.Cannot(c, "contribute-dominance") {
			n += g.DominanceStrength(c)
		}
	}
	return n
}

func (g *Game) dominance() {
	g.Step = StepDominance
	best, cnt := -1, 0
	var w *Player
	for _, i := range g.playerOrder() {
		p := g.Players[i]
		v := g.DominanceTotal(p)
		if v > best {
			best, cnt, w = v, 1, p
		} else if v == best {
			cnt++
		}
	}
	if cnt != 1 {
		g.logf(MsgNoDominance, -1, nil, nil, 0, "")
		return
	}
	g.logf(MsgDominance, w.Index, nil, nil, 0, "")
	ev := g.event(Event{Name: EvDominanceWon, Player: w, op: opFunc})
	ev.Handler = func(g *Game, ev *Event) {
		if f := g.FactionCard(w); f != nil {
			g.GainPower(nil, f, 1)
		}
	}
	g.Raise(ev)
}
