package lua

import "errors"

// CardID names a card within one game; 0 means "no card".
type CardID int

// PlayerID names a player within one game (1, 2, …); 0 means "no player".
type PlayerID int

// CardInfo is what a hook can read about a card that does not need the
// layer system (printed identity and where the card is).
type CardInfo struct {
	Code, Title string
	Type        string // character, location, attachment, event, plot, agenda, title, faction
	Faction     string
	Area        string // play, hand, deck, discard, dead, shadows, plot, used-plots, …
	Controller  PlayerID
	Owner       PlayerID
	Kneeling    bool
	Faceup      bool
	Unique      bool
	Loyal       bool
	Parent      CardID // the card this one is attached to, or 0
}

// Keyword is one keyword instance on a card: shadow(2) is {"shadow", [2]}.
type Keyword struct {
	Name   string
	Values []int
}

// PlayerInfo is what a hook can read about a player.
type PlayerInfo struct {
	Name       string
	Gold       int
	Power      int
	HandSize   int
	DeckSize   int
	Reserve    int
	Initiative int
	Claim      int
}

// TurnInfo says where the game is.
type TurnInfo struct {
	Round        int
	Phase        string // plot, draw, marshaling, challenges, dominance, standing, taxation
	Step         string // framework step name, may be ""
	FirstPlayer  PlayerID
	ActivePlayer PlayerID
}

// ChallengeInfo describes the challenge in progress.
type ChallengeInfo struct {
	Type      string // military, intrigue, power
	Attacker  PlayerID
	Defender  PlayerID
	Attackers []CardID
	Defenders []CardID
	Winner    PlayerID // 0 until decided
	Loser     PlayerID // 0 until decided
}

// EventInfo describes the event being resolved (the one that triggered the
// ability, when there is one).
type EventInfo struct {
	Name   string // killed, challenge-won, comes-out-of-shadows, …
	Card   CardID
	Player PlayerID
	Target CardID
	From   string
	To     string
	Via    string
	Amount int
	// Together: how many events of this name happen simultaneously with
	// it, itself included.
	Together int
	Tags     []string
	// AbilityText: the printed English text of the ability that initiated
	// the event (effect-initiated, and any event an ability caused); ""
	// when none did or it has no printed text.
	AbilityText string
}

// Effect is a request to change the game: one effect of the card
// language's vocabulary, by name, with its arguments keyed by the
// effect's parameter names ("gain-power", {target = 3, n = 2}). Values are
// strings, whole numbers (ints; card and player ids too), other numbers
// (float64), booleans, and lists ([]any) or tables (map[string]any) of
// those; the host checks them against the effect's parameters.
type Effect struct {
	Name string
	Args map[string]any
}

// ErrGameBudget is the error a Host's Do wraps when the hooks of a game
// have spent what a game allows them (effects, log text): the hook then
// fails with CodeEffects.
var ErrGameBudget = errors.New("the game's budget for hook effects is spent")

// Host is the game as a hook sees it. The interpreter implements it over
// the rules engine. Read methods must not change the game; effect methods
// go through the engine so that windows and triggers fire as for any card.
// A Host is used from one goroutine at a time.
type Host interface {
	// Card returns the identity and place of a card; ok is false when the id is unknown.
	Card(id CardID) (info CardInfo, ok bool)
	// Strength is the current strength (after modifiers).
	Strength(id CardID) int
	// Cost is the current printed-or-modified gold cost (0 for none or X).
	Cost(id CardID) int
	// Traits lists the current traits.
	Traits(id CardID) []string
	// Keywords lists the current keyword instances.
	Keywords(id CardID) []Keyword
	// Icons lists the current challenge icons (military, intrigue, power).
	Icons(id CardID) []string
	// Tokens returns the number of tokens of a kind (power, gold, …) on a card.
	Tokens(id CardID, kind string) int
	// Attachments lists the cards attached to a card, in order.
	Attachments(id CardID) []CardID
	// Cards lists the cards in an area, in the area's order. player 0 means
	// every player's copy of the area; area "" means every area.
	Cards(area string, player PlayerID) []CardID

	// Players lists the players in seat order.
	Players() []PlayerID
	// Player returns a player's stats; ok is false when the id is unknown.
	Player(id PlayerID) (info PlayerInfo, ok bool)
	// Turn says the round, phase and step.
	Turn() TurnInfo
	// Challenge returns the challenge in progress; ok is false outside challenges.
	Challenge() (info ChallengeInfo, ok bool)
	// Event returns the event being resolved; ok is false when there is none.
	Event() (info EventInfo, ok bool)

	// Random returns a number in 1..n from the game's seeded source (n >= 1).
	// It counts as an effect: pure hooks may not call it.
	Random(n int) int
	// Choose asks a player to choose one of options; ok is false when the
	// player declined or there was nothing to choose. It counts as an effect.
	Choose(player PlayerID, prompt string, options []CardID) (choice CardID, ok bool)
	// ChooseText asks a player to choose one of the labels (a keyword, a
	// trait, …) and returns its index; ok is false when there was nothing to
	// choose. It counts as an effect.
	ChooseText(player PlayerID, prompt string, labels []string) (index int, ok bool)
	// Do performs an effect of the vocabulary through the engine and
	// reports whether it resolved. An error means the request itself was
	// bad (unknown name, missing or wrong argument); the hook then fails
	// with CodeHost.
	Do(e Effect) (resolved bool, err error)
	// Value reads a value of the vocabulary ("count", "gold-of",
	// "printed-cost-of", …) with its arguments keyed by the value's
	// parameter names, as Do takes an effect's. It only reads: pure hooks
	// may call it. An error means the request was bad.
	Value(e Effect) (int, error)
	// Holds tests a condition of the vocabulary ("you-control",
	// "phase-is", …) as Value reads a value.
	Holds(e Effect) (bool, error)
}
