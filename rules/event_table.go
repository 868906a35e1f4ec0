package rules

// EventAbout says what an event is about, which decides the shape of the
// trigger phrase that names it.
type EventAbout uint8

const (
	// AboutCard: Card is the card the event is about; Player is the
	// player who acted, or the card's controller.
	AboutCard EventAbout = iota
	// AboutPlayer: Player is the player the event is about.
	AboutPlayer
	// AboutPhase: the game's phase is the event's subject.
	AboutPhase
	// AboutAbility: Ability is the ability whose effects initiate.
	AboutAbility
	// AboutGame: the event has no subject (the round ends).
	AboutGame
)

// EventInfo describes one event the engine raises: the one list trigger
// words, scenario `until` words and `name(event)` parameters are made from
// (TestEventTable ties it to the Ev constants of this package).
type EventInfo struct {
	Name  string
	About EventAbout
	// InChallenge: raised during a challenge, whose type a trigger may name.
	InChallenge bool
	// Family: the name matches events of other names too (EventIs).
	Family bool
	// Doc is one line for the vocabulary; Payload names the fields the
	// event carries beyond Name (Card, Player, Target, From, To, Amount,
	// Kind, Via).
	Doc, Payload string
	// Example is a trigger phrase using the event ("after …").
	Example string
}

// Events returns every event the engine raises, in a stable order.
func Events() []EventInfo { return eventTable }

var eventTable = []EventInfo{
	{Name: EvEntersPlay, Family: true, Doc: "A card enters play (marshaled, put into play, brought out of an out-of-play area).", Payload: "Card; Player: who put it into play; From", Example: "after enters-play self"},
	{Name: EvLeavesPlay, Family: true, Doc: "A card leaves play (killed, discarded, sacrificed, returned).", Payload: "Card; Player: its controller; To", Example: "when leaves-play self"},
	{Name: EvEntersArea, Family: true, Doc: "A card is placed in an area: every move between areas, whatever caused it (a kill, a discard, a cost, a Lua move, an effect); an interrupt may send it elsewhere with `send-instead-to`. `of` is the player whose area it is.", Payload: "Card; Player; From; To", Example: "after enters-area discard location of opponent"},
	{Name: EvMarshaled, Doc: "A card is marshaled.", Payload: "Card; Player; From; Via", Example: "after marshaled self"},
	{Name: EvPutIntoPlay, Doc: "A card is put into play by an effect.", Payload: "Card; Player; From; Via", Example: "after put-into-play self"},
	{Name: EvPlayed, Doc: "An event card is played.", Payload: "Card; Player; From", Example: "after played event controlled-by opponent"},
	{Name: EvEffectInitiated, About: AboutAbility, Doc: "The effects of an ability would initiate (cancel interrupts): of an event card, or of a triggered ability of a card of that type.", Payload: "Card: the ability's card; Player; Ability", Example: "when-would effect-initiated of event by opponent"},
	{Name: EvKilled, Doc: "A character is killed.", Payload: "Card; Player: its controller; To", Example: "when-would killed character faction nights-watch"},
	{Name: EvDiscarded, Doc: "A card is discarded (from play, a hand or another area).", Payload: "Card; Player: its controller; From; To", Example: "after discarded self"},
	{Name: EvSacrificed, Doc: "A card is sacrificed.", Payload: "Card; Player: its controller; To", Example: "after sacrificed character controlled-by you faction stark"},
	{Name: EvReturnedToHand, Doc: "A card is returned to its owner's hand.", Payload: "Card; Player: its controller", Example: "after returned-to-hand self"},
	{Name: EvReturnedToDeck, Doc: "A card is placed on top or at the bottom of its owner's deck.", Payload: "Card; Player; From", Example: "after returned-to-deck character"},
	{Name: EvMoved, Doc: "A card is moved to an out-of-play area by an effect that names the area (`move`, a cost, a Lua move): shadows, the dead pile, out of the game, ….", Payload: "Card; Player; From; To", Example: "after moved card"},
	{Name: EvDiscardedFromDeck, Doc: "A card is discarded from the top of a deck.", Payload: "Card; Player: the deck's owner", Example: "after discarded-from-deck location by opponent"},
	{Name: EvDrawn, About: AboutPlayer, Doc: "A player draws cards; `CARDS` matches the card drawn when exactly one is drawn (seen only by the player who drew it; `it` is that card), `using` the keyword whose ability drew it (insight).", Payload: "Player; Amount; Card: the card drawn, when exactly one is", Example: "after drawn card loyal by you using insight"},
	{Name: EvKneeled, Doc: "A card kneels.", Payload: "Card; Player: its controller", Example: "after kneeled self"},
	{Name: EvStood, Doc: "A card stands.", Payload: "Card; Player: its controller", Example: "after stood self"},
	{Name: EvPowerGained, Doc: "A card gains power.", Payload: "Card; Player: its controller; Amount", Example: "after power-gained parent"},
	{Name: EvPowerDiscarded, Doc: "Power is discarded from a card.", Payload: "Card; Player: its controller; Amount", Example: "after power-discarded faction-card controlled-by opponent"},
	{Name: EvPowerMoved, Doc: "Power is moved from one card to another (not gained): the trigger's card is the card the power moves to, `from` the card it leaves.", Payload: "Card: the card the power leaves; Target: the card it moves to; Player: Target's controller; Amount", Example: "after power-moved self from faction-card"},
	{Name: EvTokensPlaced, Doc: "Tokens of a kind are placed on a card (betrayal, poison, …; not power, which `power-gained` follows).", Payload: "Card; Kind; Amount", Example: "after tokens-placed betrayal on self"},
	{Name: EvTokensRemoved, Doc: "Tokens of a kind are removed from a card.", Payload: "Card; Kind; Amount (negative)", Example: "after tokens-removed gold on self"},
	{Name: EvGoldGained, About: AboutPlayer, Doc: "A player gains gold.", Payload: "Player; Amount", Example: "after gold-gained by opponent"},
	{Name: EvGoldReturned, About: AboutPlayer, Doc: "A player returns gold to the treasury.", Payload: "Player; Amount (negative)", Example: "after gold-returned by you"},
	{Name: EvGoldMoved, About: AboutPlayer, Doc: "A player moves gold from their pool to another player's pool or onto a card.", Payload: "Player: the giver; Card: the card it goes onto; Amount", Example: "after gold-moved by opponent"},
	{Name: EvControlTaken, Doc: "A player takes control of a card.", Payload: "Card; Player: the new controller", Example: "after control-taken character by opponent"},
	{Name: EvAttached, Doc: "An attachment is attached to a card.", Payload: "Card: the attachment; Target: its parent; Player", Example: "after attached self"},
	{Name: EvAttachedFacedown, Doc: "A card is attached facedown to a card in play.", Payload: "Card; Target: the parent; Player", Example: "after attached-facedown card"},
	{Name: EvPlacedAsDuplicate, Doc: "A card is placed on a card in play as a duplicate.", Payload: "Card; Target: the card it duplicates; Player", Example: "after placed-as-duplicate card by you"},
	{Name: EvRevealed, Doc: "A card is revealed.", Payload: "Card; Player", Example: "after revealed card"},
	{Name: EvStrengthIncreased, Doc: "A card's STR is increased by a card effect (a lasting effect or a constant ability taking effect, or growing); `by` is the card's controller.", Payload: "Card; Player: its controller; Amount", Example: "after strength-increased self"},
	{Name: EvStrengthDecreased, Doc: "A card's STR is decreased by a card effect (a lasting effect or a constant ability taking effect, or growing); `by` is the card's controller; `strength-of it` reads the STR after it (\"after a character's STR is reduced to 0\").", Payload: "Card; Player: its controller; Amount", Example: "after strength-decreased character"},
	{Name: EvDeclaredAttacker, InChallenge: true, Doc: "A character is declared as an attacker.", Payload: "Card; Player; Amount: the challenge type", Example: "after declared-attacker self"},
	{Name: EvDeclaredDefender, InChallenge: true, Doc: "A character is declared as a defender.", Payload: "Card; Player; Amount: the challenge type", Example: "after declared-defender self"},
	{Name: EvDefendersDeclared, About: AboutPlayer, InChallenge: true, Doc: "The defending player has declared defenders (4.2.1), whether any or none: \"after no defenders are declared\" is `after defenders-declared` with `if not exists character defending`; its reactions share the window of the declared-defender events.", Payload: "Player: the defending player; Amount: the challenge type", Example: "after defenders-declared by opponent"},
	{Name: EvRemovedFromChallenge, InChallenge: true, Doc: "A participating character is removed from the challenge: by an effect (`remove-from-challenge`), or because its control changes (Rules Reference, Ownership and Control). A character that leaves play is no longer participating, but is not removed (Participating): no event.", Payload: "Card; Player: its controller; Amount: the challenge type", Example: "after removed-from-challenge character"},
	{Name: EvChallengeInit, About: AboutPlayer, InChallenge: true, Doc: "A challenge is initiated (by the attacking player).", Payload: "Player; Amount: the challenge type", Example: "after challenge-initiated by opponent"},
	{Name: EvChallengeWon, About: AboutPlayer, InChallenge: true, Doc: "A player wins a challenge.", Payload: "Player; Amount: the challenge type", Example: "after challenge-won by you"},
	{Name: EvChallengeLost, About: AboutPlayer, InChallenge: true, Doc: "A player loses a challenge.", Payload: "Player; Amount: the challenge type", Example: "after challenge-lost by you"},
	{Name: EvClaimApplied, About: AboutPlayer, InChallenge: true, Doc: "Claim is applied for a challenge (by the winner).", Payload: "Player; Amount: the challenge type", Example: "after claim-applied by you"},
	{Name: EvChallengeEnded, About: AboutPlayer, InChallenge: true, Doc: "A challenge ends (by the attacking player).", Payload: "Player; Amount: the challenge type", Example: "after challenge-ended by opponent"},
	{Name: EvDominanceWon, About: AboutPlayer, Doc: "A player wins dominance.", Payload: "Player", Example: "after dominance-won by you"},
	{Name: EvIncomeCollected, About: AboutPlayer, Doc: "A player collects income.", Payload: "Player; Amount", Example: "after income-collected by opponent"},
	{Name: EvPlotChosen, About: AboutPlayer, Doc: "A player chooses a plot card to reveal in the plot phase (before plots are revealed); interrupts may put another plot in its place with `substitute`.", Payload: "Player; Card: the plot (an interrupt may change it)", Example: "when plot-chosen by you"},
	{Name: EvPlotRevealed, About: AboutPlayer, Doc: "A plot card is revealed.", Payload: "Player; Card: the plot", Example: "after plot-revealed by you"},
	{Name: EvInitiativeWon, About: AboutPlayer, Doc: "A player wins initiative in the plot phase: interrupts come before initiative is compared (\"when you compare initiative\", with no `by`: nobody has won yet), reactions after (`by` is the winner).", Payload: "Player: the winner (nil before the comparison)", Example: "after initiative-won by you"},
	{Name: EvSaved, Doc: "A card is saved: an event that would have killed, discarded or otherwise removed it did not happen because an ability saved it.", Payload: "Card; Player: its controller", Example: "after saved character"},
	{Name: EvFirstPlayerChanged, About: AboutPlayer, Doc: "A player becomes the first player: chosen in the plot phase (even if already first), or by an effect.", Payload: "Player: the new first player", Example: "after first-player-changed by opponent"},
	{Name: EvTitleSelected, Doc: "A title card is selected (melee): it enters play under its bearer.", Payload: "Card: the title; Player", Example: "after title-selected card by you"},
	{Name: EvTitleReturned, Doc: "A title card returns to the title pool (melee).", Payload: "Card: the title; Player", Example: "after title-returned card"},
	{Name: EvOptionChosen, Doc: "The option LABEL was chosen by a `choose-one` effect of the card (the body of a \"Choose one\" option).", Payload: "Card: the card whose effect offered the choice; Player: who chose; Via: the label", Example: "after option-chosen Bear self"},
	{Name: EvPhaseBegins, About: AboutPhase, Doc: "A phase begins.", Payload: "Kind: the phase", Example: "after phase-begins challenges"},
	{Name: EvPhaseEnds, About: AboutPhase, Doc: "A phase ends.", Payload: "Kind: the phase", Example: "after phase-ends challenges"},
	{Name: EvRoundEnds, About: AboutGame, Doc: "The round ends.", Payload: "nothing", Example: "after round-ends"},
}
