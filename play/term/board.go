package term

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/thronescript/thronescript/i18n/messages"
	"github.com/thronescript/thronescript/rules"
)

// board prints the player's view: their own cards and the opponent's
// public ones (hidden cards only as counts and positions). A card's
// duplicates and attachments are listed with it, apart from each other.
// Names and titles are messages.Printable.
func (h *Human) board(g *rules.Game) {
	v := g.View(h.Seat)
	titles := map[rules.CardID]string{}
	for _, pv := range v.Players {
		for _, a := range pv.Areas {
			for _, c := range a.Cards {
				if c.ID != rules.NoCard {
					titles[c.ID] = h.viewTitle(&c)
				}
			}
		}
	}
	var b strings.Builder
	for i, pv := range v.Players {
		who := h.Cat.PlayerName(pv.Name)
		if i == h.Seat {
			who += " (" + h.ui("you") + ")"
		}
		fmt.Fprintf(&b, "%s: %d %s, %d %s\n", messages.Printable(who), pv.Gold, h.ui("gold"), pv.Power, h.ui("power"))
		for _, a := range pv.Areas {
			if a.Count == 0 || a.Name == rules.AreaNameResolving || a.Name == rules.AreaNameTitlePool {
				continue
			}
			fmt.Fprintf(&b, "  %s (%d)", messages.Printable(h.Cat.WordIn("area", a.Name)), a.Count)
			if len(a.Cards) > 0 {
				b.WriteString(": " + messages.Printable(strings.Join(h.areaCards(a.Cards, titles), "; ")))
			}
			b.WriteString("\n")
		}
	}
	if line := ChallengeLine(g, h.Cat); line != "" {
		b.WriteString(messages.Printable(line) + "\n")
	}
	_, _ = io.WriteString(h.Out, b.String())
}

// ChallengeLine names the challenge in progress in a melee game — its
// attacking player, type, the opponent it is against, and each side's
// strength — or is "" (no challenge, or a joust game, where the one
// opponent is always the one attacked).
func ChallengeLine(g *rules.Game, cat *messages.Catalog) string {
	ch := g.Challenge()
	if !g.IsMelee() || ch == nil || ch.Attacker == nil || ch.Defender == nil || g.Phase != rules.PhaseChallenges {
		return ""
	}
	return cat.Fill("board-challenge", "actor", cat.PlayerName(ch.Attacker.Name), "s", cat.Word(ch.Type.String()),
		"player", cat.PlayerName(ch.Defender.Name), "a", strconv.Itoa(g.SideStrength(ch.Attacker)), "d", strconv.Itoa(g.SideStrength(ch.Defender)))
}

// areaCards names the cards of an area; cards under another card of the
// area are named with it: "Areo Hotah (STR 5) [duplicates: 1]
// [attachments: Dawn]".
func (h *Human) areaCards(cards []rules.CardView, titles map[rules.CardID]string) []string {
	here := map[rules.CardID]bool{}
	for _, c := range cards {
		if c.ID != rules.NoCard {
			here[c.ID] = true
		}
	}
	dups := map[rules.CardID]int{}
	atts := map[rules.CardID][]string{}
	for _, c := range cards {
		if c.Parent == rules.NoCard || !here[c.Parent] {
			continue
		}
		if c.Duplicate {
			dups[c.Parent]++
		} else {
			atts[c.Parent] = append(atts[c.Parent], h.viewCard(&c))
		}
	}
	var out []string
	for _, c := range cards {
		if c.Parent != rules.NoCard && here[c.Parent] {
			continue
		}
		t := h.viewCard(&c)
		if c.Parent != rules.NoCard {
			// attached to a card of another area or player
			t += " [" + h.Cat.Fill("board-on", "s", titles[c.Parent]) + "]"
		}
		if n := dups[c.ID]; n > 0 {
			t += " [" + h.Cat.Fill("board-duplicates", "n", strconv.Itoa(n)) + "]"
		}
		if a := atts[c.ID]; len(a) > 0 {
			t += " [" + h.Cat.Fill("board-attachments", "s", strings.Join(a, ", ")) + "]"
		}
		out = append(out, t)
	}
	return out
}

func (h *Human) viewTitle(c *rules.CardView) string {
	t := h.Cat.FactionTitle(c.Title)
	if c.Code != "" {
		if tr, ok := h.Cat.Titles[c.Code]; ok {
			t = tr
		}
	}
	if t == "" {
		t = h.ui("facedown")
	}
	return t
}

func (h *Human) viewCard(c *rules.CardView) string {
	t := h.viewTitle(c)
	if c.Pos > 0 {
		t = fmt.Sprintf("#%d %s", c.Pos, t)
	}
	var info []string
	if c.Strength > 0 {
		info = append(info, fmt.Sprintf("%s %d", h.ui("strength"), c.Strength))
	}
	if c.Kneeling {
		info = append(info, h.ui("kneeling"))
	}
	for _, tk := range c.Tokens {
		kind := h.Cat.WordIn("tokens", tk.Kind)
		if tk.Kind == rules.TokenPower {
			kind = h.ui("power")
		}
		info = append(info, fmt.Sprintf("%d %s", tk.N, kind))
	}
	if len(info) > 0 {
		t += " (" + strings.Join(info, ", ") + ")"
	}
	return t
}

// text prints a card as printed: `text N` the card of option N, `text
// NAME` a card by its title or code (the card the player sees in the game
// when several have that title).
func (h *Human) text(g *rules.Game, p *rules.Prompt, arg string) {
	if h.Cards == nil {
		h.say("text-off", "", 0)
		return
	}
	if arg == "" {
		h.say("text-usage", "", len(p.Options))
		return
	}
	l := h.labels()
	if n, err := strconv.Atoi(arg); err == nil && n >= 1 && n <= len(p.Options) {
		c := p.Options[n-1].Card
		switch {
		case c == nil:
			h.say("text-no-card", "", n)
		case !l.SeesOption(g, p, c):
			h.say("text-hidden", "", n)
		default:
			h.lines(h.Cards.Show(c.Def.Code))
		}
		return
	}
	codes := h.Cards.Find(arg)
	if len(codes) > 1 {
		// the one the player sees in this game, if only one of them
		seen := map[string]bool{}
		for _, c := range g.Cards {
			if l.Sees(g, c) {
				seen[c.Def.Code] = true
			}
		}
		var in []string
		for _, code := range codes {
			if seen[code] {
				in = append(in, code)
			}
		}
		if len(in) == 1 {
			codes = in
		}
	}
	switch len(codes) {
	case 0:
		h.say("text-none", arg, 0)
	case 1:
		h.lines(h.Cards.Show(codes[0]))
	default:
		h.say("text-several", arg, len(codes))
		for _, code := range codes {
			h.line(fmt.Sprintf("  %s  %s", code, h.Cards.Line(code)))
		}
	}
}
