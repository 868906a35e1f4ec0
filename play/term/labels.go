package term

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/thronescript/thronescript/i18n/messages"
	"github.com/thronescript/thronescript/rules"
)

// Labels names prompts, options and cards for one seat in a catalog's
// language, as a player reads them: a card by its title (never an ability
// id or an internal number), an ability by its printed kind ("Arianne
// Martell: Action"), a keyword's player action as a sentence ("Bring
// Varys out of shadows — 5 gold"), marshaling with its gold. The terminal
// player prints them; throne serve's play page shows them as buttons.
type Labels struct {
	Cat  *messages.Catalog
	Seat int
	// Details adds a card's state to its name (STR, kneeling, power, the
	// area it is in); the play page draws the state instead.
	Details bool
}

func (l Labels) ui(key string) string { return Text(l.Cat, key) }

// Sees reports whether the seat may know c's identity where it is now.
func (l Labels) Sees(g *rules.Game, c *rules.Card) bool {
	a := g.Area(c.Area)
	switch {
	case a.InPlay:
		return c.Faceup || c.Controller == l.Seat
	case a.Visible == rules.VisibleAll:
		return true
	case a.Visible == rules.VisibleOwner:
		return c.Owner == l.Seat
	}
	return false
}

// SeesOption reports whether the seat may know the identity of c, a card
// of one of p's options: where it sees c; the titles of the title pool
// when the seat chooses its title (step 1.4: the player looks at the
// titles left in the pool); and the cards of a deck the seat is asked to
// choose from (a search, the top cards it looks at: a player who chooses
// among the cards of a deck looks at them).
func (l Labels) SeesOption(g *rules.Game, p *rules.Prompt, c *rules.Card) bool {
	if l.Sees(g, c) {
		return true
	}
	if p.Player != l.Seat {
		return false
	}
	return (p.ID == "title" && c.Def.Type == rules.TypeTitle) || c.Area == rules.AreaDeck
}

// Card names a card: its title (with Details, its state), or for a card
// the seat may not see, only where it is.
func (l Labels) Card(g *rules.Game, c *rules.Card) string {
	if !l.Sees(g, c) {
		// an opponent's hidden card: only its area and position
		t := l.ui("hidden-card")
		if c.Slot > 0 {
			t += fmt.Sprintf(" #%d", c.Slot)
		}
		return t + " (" + l.Cat.WordIn("area", g.Area(c.Area).Name) + ", " + l.Cat.PlayerName(g.Players[c.Owner].Name) + ")"
	}
	t := l.Cat.Title(c)
	if !l.Details {
		return t
	}
	var info []string
	if g.InPlay(c) && g.Type(c) == rules.TypeCharacter {
		info = append(info, fmt.Sprintf("%s %d", l.ui("strength"), g.Strength(c)))
	}
	if c.Kneeling {
		info = append(info, l.ui("kneeling"))
	}
	if p := c.Count(rules.TokenPower); p > 0 {
		info = append(info, fmt.Sprintf("%d %s", p, l.ui("power")))
	}
	if !g.InPlay(c) && c.Area != rules.AreaHand {
		info = append(info, l.Cat.WordIn("area", g.Area(c.Area).Name))
	}
	if c.Def.Type == rules.TypePlot {
		s := c.Def.Plot
		info = append(info, l.Cat.Fill("plot-stats", "gold", strconv.Itoa(s.Income), "init", strconv.Itoa(s.Initiative),
			"claim", strconv.Itoa(s.Claim), "reserve", strconv.Itoa(s.Reserve)))
	}
	if len(info) > 0 {
		t += " (" + strings.Join(info, ", ") + ")"
	}
	return t
}

// gold adds what an option costs: "— 2 gold", "— free".
func (l Labels) gold(s string, n int) string {
	if n == 0 {
		return l.Cat.Fill("opt-free", "s", s)
	}
	return l.Cat.Fill("opt-gold", "s", s, "n", strconv.Itoa(n))
}

// Option names one option of a prompt.
func (l Labels) Option(g *rules.Game, p *rules.Prompt, o *rules.Option) string {
	switch o.Kind {
	case rules.OptPass:
		return l.ui("opt-pass")
	case rules.OptDone:
		return l.ui("opt-done")
	case rules.OptYes:
		return l.ui("opt-yes")
	case rules.OptNo:
		return l.ui("opt-no")
	case rules.OptCard:
		if !l.Sees(g, o.Card) && l.SeesOption(g, p, o.Card) {
			return l.Cat.Title(o.Card)
		}
		return l.Card(g, o.Card)
	case rules.OptMarshal:
		if ok, dup := g.CanEnterPlay(o.Card, g.Players[p.Player]); ok && dup != nil {
			return l.Cat.Fill("opt-marshal-duplicate", "s", l.Cat.Title(o.Card))
		}
		cost, _ := g.OptionGold(p, o)
		return l.gold(l.Cat.Fill("opt-marshal", "s", l.Cat.Title(o.Card)), cost)
	case rules.OptSetup:
		t := l.Cat.Fill("opt-place", "s", l.Cat.Title(o.Card))
		if o.Text != "" {
			t = l.Cat.Fill("opt-setup-"+o.Text, "s", l.Cat.Title(o.Card))
			if t == "" {
				t = l.Cat.Word(o.Text) + ": " + l.Cat.Title(o.Card)
			}
		}
		return l.gold(t, o.N)
	case rules.OptAbility:
		return l.ability(g, p, o)
	case rules.OptPlayer:
		return l.Cat.PlayerName(g.Players[o.Player].Name)
	case rules.OptNumber:
		return strconv.Itoa(o.N)
	case rules.OptChallenge:
		return l.Cat.Fill("opt-challenge", "s", l.Cat.WordIn("opt-challenge", rules.Challenge(o.N).String()))
	}
	if o.Text != "" {
		return l.Cat.Word(o.Text)
	}
	return "?"
}

// ability names an ability option: a keyword's player action as a
// sentence of the catalog ("opt-ability-come-out"), a card's ability by its
// card and printed kind ("Arianne Martell: Action", "The Inn at the
// Crossroads: Dominance Action"), an event played from an area with the
// area ("Poisoned Coin (shadows): Action").
func (l Labels) ability(g *rules.Game, p *rules.Prompt, o *rules.Option) string {
	ab := o.Ability
	name := ""
	if o.Card != nil {
		name = l.Cat.Title(o.Card)
		if !l.Sees(g, o.Card) {
			name = l.Card(g, o.Card)
		}
	}
	if t := l.Cat.Fill("opt-ability-"+ab.ID, "s", name); t != "" {
		return l.abilityGold(g, p, o, t)
	}
	label := l.ui("label-" + ab.Kind.String())
	if ab.Kind == rules.Action && ab.Phase != "" {
		if t, ok := l.Cat.UI["label-"+ab.Phase+"-action"]; ok {
			label = t
		}
	}
	if o.Card == nil {
		return l.abilityGold(g, p, o, label)
	}
	if l.Sees(g, o.Card) && !g.InPlay(o.Card) && o.Card.Area != rules.AreaHand {
		name += " (" + l.Cat.WordIn("area", g.Area(o.Card.Area).Name) + ")"
	}
	return l.abilityGold(g, p, o, name+": "+label)
}

// abilityGold adds the gold an ability option costs, when it costs some.
func (l Labels) abilityGold(g *rules.Game, p *rules.Prompt, o *rules.Option, t string) string {
	if n, ok := g.OptionGold(p, o); ok && n > 0 {
		return l.gold(t, n)
	}
	return t
}

// PromptKey is the catalog text (prompt-KEY) of a question the engine asks
// (a prompt id, or a family of them: "target:NAME", "cost:kneel", "use:ID",
// "name-trait"), and the word the text names ({s}), if any. Every prompt
// kind is here, so no question is ever named by its id; an id no entry
// knows is "choose" ("Make a choice"), never itself.
func PromptKey(id string) (key, word string) {
	switch {
	case strings.HasPrefix(id, "target:"):
		return "target", ""
	case strings.HasPrefix(id, "use:"):
		return "use", ""
	case strings.HasPrefix(id, "cost:"):
		return "cost-" + strings.TrimPrefix(id, "cost:"), ""
	case strings.HasPrefix(id, "cost-"):
		return "cost", strings.TrimPrefix(id, "cost-")
	case strings.HasPrefix(id, "name-"):
		return id, ""
	}
	return id, ""
}

// PromptKinds lists the prompt keys the engine and the language's words
// ask with (every prompt-KEY of the catalogs): the test that walks every
// prompt kind reads it.
var PromptKinds = []string{
	"action", "marshaling-window", "marshaling-actions", "reaction", "interrupt", "target", "use",
	"attackers", "defenders", "challenge", "claim", "reserve", "mulligan", "plot", "first-player",
	"setup-place", "attach-to", "x", "keyword-value", "order-forced", "order-when-revealed", "order-keywords",
	"order-dead-pile",
	"cost-kneel", "cost-sacrifice", "cost-discard", "cost", "choose", "choose-one", "choose-winner",
	"claim-type", "gold-amount", "pay-to-avoid-cancel", "player", "put-into-play", "to-hand", "to-top",
	"to-bottom", "place-next", "discard", "duplicate-on", "sacrifice", "search", "icon", "lua-choose",
	"lua-choose-text", "name-card", "name-cardtype", "name-trait", "title", "opponent", "redirect",
	"redirect-opponent", "claim-opponents",
}

// Prompt names the question, with what the player needs to answer it:
// the setup gold left, the cards still to discard down to reserve; an
// action window during the opponent's marshaling is not named after the
// phase. A Lua hook's own prompt text is the question. The card and
// ability that ask it are Why's.
func (l Labels) Prompt(g *rules.Game, p *rules.Prompt) string {
	if p.Text != "" {
		// a hook's own words, translated like the log lines cards write
		t := p.Text
		if tr, ok := l.Cat.Custom[t]; ok && tr != "" {
			t = tr
		}
		r, n := utf8.DecodeRuneInString(t)
		return string(unicode.ToUpper(r)) + t[n:]
	}
	key, word := PromptKey(p.ID)
	switch {
	case key == rules.StepSetupPlace:
		return l.Cat.Fill("prompt-setup-place", "n", strconv.Itoa(SetupGoldLeft(g, p.Player)))
	case key == "reserve":
		pl := g.Players[p.Player]
		hand := len(g.CardsIn(pl, rules.AreaHand))
		left := hand - g.Reserve(pl) - (hand - len(p.Options))
		return l.Cat.Fill("prompt-reserve", "reserve", strconv.Itoa(g.Reserve(pl)), "n", strconv.Itoa(left))
	case key == "opponent":
		if t, _, ok := g.Declaring(); ok {
			return l.Cat.Fill("prompt-opponent", "s", l.Cat.WordIn("challenge-against", t.String()))
		}
	case key == rules.StepMarshalWindow && !offersMarshal(p):
		if p.Player != g.Active {
			key = "action"
		} else {
			key = "marshaling-actions"
		}
	}
	t, ok := l.Cat.UI["prompt-"+key]
	if !ok {
		t = l.Cat.UI["prompt-choose"]
	}
	return strings.ReplaceAll(t, "{s}", l.Cat.Word(word))
}

// Why names what asks a question: the card and its ability ("Grey Ghost:
// Reaction"), "" for the game's own questions (the framework's) or a card
// the seat may not see.
func (l Labels) Why(g *rules.Game, p *rules.Prompt) string {
	if p.Source == nil || !l.Sees(g, p.Source) {
		return ""
	}
	name := l.Cat.Title(p.Source)
	if p.Ability == nil {
		return name
	}
	label, ok := l.Cat.UI["label-"+p.Ability.Kind.String()]
	if p.Ability.Kind == rules.Action && p.Ability.Phase != "" {
		if t, ok2 := l.Cat.UI["label-"+p.Ability.Phase+"-action"]; ok2 {
			label, ok = t, true
		}
	}
	if !ok || p.Ability.Kind == rules.Framework {
		return name
	}
	return l.Cat.Fill("prompt-why", "card", name, "s", label)
}

// Question is the question as the terminal prints it: Prompt, and Why in
// brackets where a card asks.
func (l Labels) Question(g *rules.Game, p *rules.Prompt) string {
	t := l.Prompt(g, p)
	if w := l.Why(g, p); w != "" {
		t += " (" + w + ")"
	}
	return t
}

func offersMarshal(p *rules.Prompt) bool {
	for i := range p.Options {
		if p.Options[i].Kind == rules.OptMarshal {
			return true
		}
	}
	return false
}

// setupGold is the gold each player may spend on setup cards.
const setupGold = 8

// SetupGoldLeft is the setup gold player seat has not spent yet: 8 less
// the cards placed so far (a copy of a unique card already placed costs
// nothing; a keyword's setup option costs what the keyword says).
func SetupGoldLeft(g *rules.Game, seat int) int {
	left := setupGold
	placed := map[string]bool{}
	for _, h := range g.History() {
		if h.Event != "setup-placed" || h.Player != seat {
			continue
		}
		c := g.Card(h.Card)
		if h.Via != "" {
			left -= setupOptionCost(g, c, h.Via)
			continue
		}
		if !(c.Def.Unique && placed[c.Def.Title]) {
			left -= g.PrintedCost(c)
		}
		placed[c.Def.Title] = true
	}
	return left
}

// setupOptionCost is the cost of the setup option named via of one of c's
// keywords.
func setupOptionCost(g *rules.Game, c *rules.Card, via string) int {
	cost := 0
	g.Keywords(c, func(k *rules.KeywordInstance) bool {
		kd := g.KeywordDef(k.Name)
		if kd == nil {
			return true
		}
		for _, so := range kd.SetupOptions {
			if so.Name == via {
				cost = so.Cost
				return false
			}
		}
		return true
	})
	return cost
}
