package rules

// Action windows (Rules Reference, Appendix I): Game.Step names the window
// while it is open. The marshaling and challenges windows keep their
// start-point names (StepMarshalWindow, StepChallengeWindow).
const (
	StepPlotWindow           = "plot-window"
	StepDrawWindow           = "draw-window"
	StepAttackersWindow      = "attackers-window"
	StepDefendersWindow      = "defenders-window"
	StepDominanceWindow      = "dominance-window"
	StepDominanceAfterWindow = "dominance-after-window"
	StepStandingWindow       = "standing-window"
	StepTaxationWindow       = "taxation-window"
)

// Kinds of RoundStep.
const (
	RoundPhase     = "phase"     // a phase begins or ends (phase-begins, phase-ends events)
	RoundEvent     = "event"     // a numbered framework event of Appendix I
	RoundWindow    = "window"    // an action window
	RoundFramework = "framework" // a step that runs keywords' framework abilities
)

// RoundStep is one point of a round, as Game.Step names it.
type RoundStep struct {
	// Name is Game.Step while the point is reached.
	Name string
	// RR is the Rules Reference's number of the framework event ("2.2"),
	// empty for windows and the engine's own steps.
	RR string
	// Kind is RoundPhase, RoundEvent, RoundWindow or RoundFramework.
	Kind string
	// First says who acts (or chooses) first.
	First string
	// What happens.
	What string
}

// Round lists the points of a round in the order the engine reaches them
// (Rules Reference, Appendix I), each phase's begin and end included.
// Points that repeat (each active player in the marshaling and challenges
// phases, each challenge) are listed once, with a note on what repeats.
// Framework abilities at the steps of FrameworkSteps, and framework steps
// keyword definitions add (`step NAME before|after EVENT`), run at the
// points named here.
func Round() []RoundStep {
	first, active := "first player", "active player"
	inOrder := "each player, in player order from the first player"
	return []RoundStep{
		{"plot-begins", "1.1", RoundPhase, "", "the plot phase (and the round) begins: phase-begins plot"},
		{StepChoosePlots, "1.2", RoundEvent, inOrder, "each player chooses a plot facedown"},
		{StepRevealPlots, "1.3", RoundEvent, first, "plots are revealed together; I. initiative, II. the winner chooses the first player, III. when revealed abilities, the first player ordering them; an empty plot deck takes back the used pile"},
		{StepSelectTitles, "1.4", RoundEvent, inOrder, "melee only: titles are chosen and enter play"},
		{StepPlotWindow, "", RoundWindow, first, "action window (\"Plot Action:\")"},
		{"plot-ends", "1.5", RoundPhase, "", "phase-ends plot"},
		{"draw-begins", "2.1", RoundPhase, "", "phase-begins draw"},
		{StepDraw, "2.2", RoundEvent, "", "each player draws 2 cards (one event; a player whose deck is empty is eliminated)"},
		{StepDrawWindow, "", RoundWindow, first, "action window (\"Draw Action:\")"},
		{"draw-ends", "2.3", RoundPhase, "", "phase-ends draw"},
		{"marshaling-begins", "3.1", RoundPhase, "", "phase-begins marshaling"},
		{StepIncome, "3.2", RoundEvent, active, "the active player collects income (the first player is active first)"},
		{StepMarshalWindow, "", RoundWindow, first, "action window (\"Marshaling Action:\"); the active player may also marshal cards and take player actions; 3.3 then makes the next player active and returns to 3.2"},
		{"marshaling-ends", "3.4", RoundPhase, "", "phase-ends marshaling"},
		{"challenges-begins", "4.1", RoundPhase, "", "phase-begins challenges"},
		{StepChallengeWindow, "", RoundWindow, first, "action window (\"Challenges Action:\"), before each challenge opportunity of the active player (the first player is active first; 4.3 makes the next player active)"},
		{StepAttackersDeclared, "4.2", RoundFramework, first, "the active player initiates a challenge: type, opponent, attackers knelt; framework abilities (stealth), then the challenge-initiated, declared-as-attacker and kneel events"},
		{StepAttackersWindow, "", RoundWindow, first, "action window"},
		{StepDefendersDeclared, "4.2.1", RoundFramework, first, "the defending player declares defenders, knelt; framework abilities, then the defenders-declared event (none declared too), the declared-as-defender and kneel events"},
		{StepDefendersWindow, "", RoundWindow, first, "action window"},
		{StepDetermineWinner, "4.2.2", RoundEvent, "", "STR is compared; challenge-won and challenge-lost"},
		{StepChallengeBonuses, "4.2.3", RoundEvent, "", "unopposed bonus (and, in melee, rivals bonus)"},
		{StepClaim, "4.2.4", RoundEvent, "", "the winning attacker's claim is applied"},
		{StepChallengeKeywords, "4.2.5", RoundFramework, first, "challenge resolution keywords, the first player ordering them by keyword"},
		{StepChallengeEnds, "4.2.6", RoundEvent, "", "challenge-ended; back to the challenges window"},
		{"challenges-ends", "4.4", RoundPhase, "", "phase-ends challenges"},
		{"dominance-begins", "5.1", RoundPhase, "", "phase-begins dominance"},
		{StepDominanceWindow, "", RoundWindow, first, "action window (\"Dominance Action:\") before dominance is determined"},
		{StepDominance, "5.2", RoundEvent, "", "dominance is determined; the winner gains 1 power"},
		{StepDominanceAfterWindow, "", RoundWindow, first, "action window after dominance is determined"},
		{"dominance-ends", "5.3", RoundPhase, "", "phase-ends dominance"},
		{"standing-begins", "6.1", RoundPhase, "", "phase-begins standing"},
		{StepStand, "6.2", RoundEvent, "", "every kneeling card in play stands"},
		{StepStandingWindow, "", RoundWindow, first, "action window (\"Standing Action:\") after cards stand"},
		{"standing-ends", "6.3", RoundPhase, "", "phase-ends standing"},
		{"taxation-begins", "7.1", RoundPhase, "", "phase-begins taxation"},
		{StepReturnGold, "7.2", RoundEvent, "", "unspent gold returns to the treasury"},
		{StepReserve, "7.3", RoundEvent, inOrder, "each player over their reserve discards down to it"},
		{StepReturnTitles, "7.4", RoundEvent, "", "melee only: titles return to the pool"},
		{StepTaxationWindow, "", RoundWindow, first, "action window (\"Taxation Action:\")"},
		{"taxation-ends", "7.5", RoundPhase, "", "phase-ends taxation; the round ends (round-ends)"},
	}
}
