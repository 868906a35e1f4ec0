package lua

import (
	"fmt"
	"maps"
	"slices"
	"strings"
)

// fakeCard is a card of the fake game.
type fakeCard struct {
	CardInfo
	strength, cost int
	traits, icons  []string
	keywords       []Keyword
	tokens         map[string]int
}

// fakeHost is a small in-memory game implementing Host. It records every
// effect request in log.
type fakeHost struct {
	cards     map[CardID]*fakeCard
	order     []CardID
	players   map[PlayerID]*PlayerInfo
	turn      TurnInfo
	challenge *ChallengeInfo
	event     *EventInfo
	log       []string
	rng       uint64
	onDo      func(e Effect) // called from Do (for nesting tests)
}

func newFakeHost() *fakeHost {
	h := &fakeHost{cards: map[CardID]*fakeCard{}, players: map[PlayerID]*PlayerInfo{
		1: {Name: "p1", Gold: 5, Power: 3, HandSize: 4, DeckSize: 40, Reserve: 6, Initiative: 1, Claim: 1},
		2: {Name: "p2", Gold: 2, Power: 7, HandSize: 2, DeckSize: 35, Reserve: 5, Initiative: 0, Claim: 2},
	}, turn: TurnInfo{Round: 2, Phase: "challenges", Step: "attackers-declared", FirstPlayer: 1, ActivePlayer: 2}, rng: 42}
	h.add(1, CardInfo{Code: "01001", Title: "Eddard Stark", Type: "character", Faction: "stark", Area: "play", Controller: 1, Owner: 1, Unique: true, Faceup: true}, 4, 7, []string{"Lord", "Stark"}, []string{"military", "power"}, []Keyword{{Name: "renown"}})
	h.add(2, CardInfo{Code: "01002", Title: "Stark Guard", Type: "character", Faction: "stark", Area: "play", Controller: 1, Owner: 1, Kneeling: true, Faceup: true}, 2, 2, []string{"Guard"}, []string{"military"}, nil)
	h.add(3, CardInfo{Code: "11002", Title: "Bolton Flayer", Type: "character", Faction: "stark", Area: "play", Controller: 2, Owner: 2, Kneeling: true, Faceup: true}, 3, 3, []string{"Ally", "House Bolton"}, []string{"military", "intrigue"}, []Keyword{{Name: "shadow", Values: []int{2}}})
	h.add(4, CardInfo{Code: "01003", Title: "Longclaw", Type: "attachment", Faction: "thenightswatch", Area: "play", Controller: 1, Owner: 1, Parent: 1, Faceup: true}, 0, 2, []string{"Item", "Weapon"}, nil, nil)
	h.add(5, CardInfo{Code: "01004", Title: "Winterfell", Type: "location", Faction: "stark", Area: "hand", Controller: 1, Owner: 1}, 0, 4, []string{"Stronghold"}, nil, nil)
	h.cards[1].tokens["power"] = 2
	return h
}

func (h *fakeHost) add(id CardID, c CardInfo, str, cost int, traits, icons []string, kws []Keyword) {
	h.cards[id] = &fakeCard{CardInfo: c, strength: str, cost: cost, traits: traits, icons: icons, keywords: kws, tokens: map[string]int{}}
	h.order = append(h.order, id)
}

func (h *fakeHost) Card(id CardID) (CardInfo, bool) {
	c, ok := h.cards[id]
	if !ok {
		return CardInfo{}, false
	}
	return c.CardInfo, true
}
func (h *fakeHost) get(id CardID) *fakeCard {
	if c, ok := h.cards[id]; ok {
		return c
	}
	return &fakeCard{tokens: map[string]int{}}
}
func (h *fakeHost) Strength(id CardID) int            { return h.get(id).strength }
func (h *fakeHost) Cost(id CardID) int                { return h.get(id).cost }
func (h *fakeHost) Traits(id CardID) []string         { return h.get(id).traits }
func (h *fakeHost) Keywords(id CardID) []Keyword      { return h.get(id).keywords }
func (h *fakeHost) Icons(id CardID) []string          { return h.get(id).icons }
func (h *fakeHost) Tokens(id CardID, kind string) int { return h.get(id).tokens[kind] }
func (h *fakeHost) Attachments(id CardID) []CardID {
	var out []CardID
	for _, cid := range h.order {
		if h.cards[cid].Parent == id {
			out = append(out, cid)
		}
	}
	return out
}
func (h *fakeHost) Cards(area string, p PlayerID) []CardID {
	var out []CardID
	for _, id := range h.order {
		c := h.cards[id]
		if (area == "" || c.Area == area) && (p == 0 || c.Owner == p) {
			out = append(out, id)
		}
	}
	return out
}
func (h *fakeHost) Players() []PlayerID { return []PlayerID{1, 2} }
func (h *fakeHost) Player(p PlayerID) (PlayerInfo, bool) {
	if i, ok := h.players[p]; ok {
		return *i, true
	}
	return PlayerInfo{}, false
}
func (h *fakeHost) Turn() TurnInfo { return h.turn }
func (h *fakeHost) Challenge() (ChallengeInfo, bool) {
	if h.challenge == nil {
		return ChallengeInfo{}, false
	}
	return *h.challenge, true
}
func (h *fakeHost) Event() (EventInfo, bool) {
	if h.event == nil {
		return EventInfo{}, false
	}
	return *h.event, true
}
func (h *fakeHost) Random(n int) int {
	h.rng = h.rng*6364136223846793005 + 1442695040888963407
	r := int((h.rng>>33)%uint64(n)) + 1
	h.log = append(h.log, fmt.Sprintf("random(%d)=%d", n, r))
	return r
}
func (h *fakeHost) Choose(p PlayerID, prompt string, opts []CardID) (CardID, bool) {
	h.log = append(h.log, fmt.Sprintf("choose p%d %q %v", p, prompt, opts))
	if len(opts) == 0 {
		return 0, false
	}
	return opts[len(opts)-1], true
}
func (h *fakeHost) ChooseText(p PlayerID, prompt string, labels []string) (int, bool) {
	h.log = append(h.log, fmt.Sprintf("choose_text p%d %q %v", p, prompt, labels))
	if len(labels) == 0 {
		return 0, false
	}
	return len(labels) - 1, true
}
func (h *fakeHost) Value(e Effect) (int, error) {
	if e.Name == "hand-size" {
		return 4, nil
	}
	return 0, fmt.Errorf("unknown value %q", e.Name)
}
func (h *fakeHost) Holds(e Effect) (bool, error) {
	if e.Name == "phase-is" {
		return e.Args["ph"] == "marshaling", nil
	}
	return false, fmt.Errorf("unknown condition %q", e.Name)
}
func (h *fakeHost) Do(e Effect) (bool, error) {
	if h.onDo != nil {
		h.onDo(e)
	}
	parts := []string{e.Name}
	for _, k := range slices.Sorted(maps.Keys(e.Args)) {
		parts = append(parts, fmt.Sprintf("%s=%v", k, e.Args[k]))
	}
	h.log = append(h.log, strings.Join(parts, " "))
	id := func(k string) int { n, _ := e.Args[k].(int); return n }
	switch e.Name {
	case "kill":
		c, ok := h.cards[CardID(id("target"))]
		if !ok || c.Area != "play" {
			return false, nil
		}
		c.Area = "dead"
		return true, nil
	case "kneel":
		c, ok := h.cards[CardID(id("target"))]
		if !ok || c.Kneeling {
			return false, nil
		}
		c.Kneeling = true
		return true, nil
	case "stand":
		c, ok := h.cards[CardID(id("target"))]
		if !ok || !c.Kneeling {
			return false, nil
		}
		c.Kneeling = false
		return true, nil
	case "gain-gold":
		h.players[PlayerID(id("p"))].Gold += id("n")
		return true, nil
	case "return-gold":
		h.players[PlayerID(id("p"))].Gold -= id("n")
		return true, nil
	case "bogus":
		return false, fmt.Errorf("unknown effect %q", e.Name)
	}
	return !slices.Contains([]string{"fail"}, e.Name), nil
}
