// Package term is the terminal player of `throne play`: it shows prompts,
// the board and the log from one player's side and reads their answers.
package term

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/thronescript/thronescript/i18n/messages"
	"github.com/thronescript/thronescript/rules"
)

// ErrQuit stops a game at a human's request.
var ErrQuit = errors.New("quit")

// Undo asks the play loop to take back every answer from decision At on.
type Undo struct{ At int }

func (u Undo) Error() string { return fmt.Sprintf("undo to decision %d", u.At) }

// Human answers prompts from the terminal.
type Human struct {
	In   *bufio.Scanner
	Out  io.Writer
	Cat  *messages.Catalog
	Seat int
	Narr *messages.Narrator
	// Reload reads the card files again and swaps them into g; it reports
	// false when there is nothing to reload (nil: never).
	Reload func(g *rules.Game) bool
	// hist records this player's answers: decision index, when, log length.
	hist []answer
}

type answer struct {
	at, round int
	phase     rules.Phase
	logLen    int
}

// Decide implements rules.Decider.
func (h *Human) Decide(g *rules.Game, p *rules.Prompt) (rules.Choice, error) {
	h.Narr.Flush(g)
	h.showPrompt(g, p)
	for {
		fmt.Fprint(h.Out, "> ")
		if !h.In.Scan() {
			fmt.Fprintln(h.Out)
			return rules.Choice{}, ErrQuit
		}
		line := strings.ToLower(strings.TrimSpace(h.In.Text()))
		fmt.Fprintln(h.Out, line)
		if n, err := strconv.Atoi(line); err == nil {
			if n < 1 || n > len(p.Options) {
				h.say("bad-number", "", len(p.Options))
				continue
			}
			h.hist = append(h.hist, answer{at: g.Decisions(), round: g.Round, phase: g.Phase, logLen: len(g.Log())})
			return rules.Choice{Index: n - 1}, nil
		}
		switch line {
		case "":
		case "help", "?", "h", "hilfe":
			h.help(g, p)
		case "board", "b", "brett":
			h.board(g)
		case "log", "l", "protokoll":
			n := &messages.Narrator{Cat: h.Cat, Reader: h.Seat, W: h.Out}
			n.Flush(g)
		case "reload", "r", "neu":
			if h.Reload == nil || !h.Reload(g) {
				h.say("no-reload", "", 0)
				continue
			}
			h.Narr.Flush(g)
			h.showPrompt(g, p)
		case "quit", "q", "exit", "ende":
			return rules.Choice{}, ErrQuit
		case "undo", "u", "zurück":
			if len(h.hist) == 0 {
				h.say("no-undo", "", 0)
				continue
			}
			last := h.hist[len(h.hist)-1]
			if last.round != g.Round || last.phase != g.Phase {
				h.say("confirmed", "", 0)
				continue
			}
			h.hist = h.hist[:len(h.hist)-1]
			h.Narr.Next = last.logLen
			h.say("undone", "", 0)
			return rules.Choice{}, Undo{At: last.at}
		default:
			h.say("unknown-command", line, len(p.Options))
		}
	}
}

func (h *Human) ui(key string) string { return Text(h.Cat, key) }

// say prints a terminal message with {s} and {n} filled in.
func (h *Human) say(key, s string, n int) {
	fmt.Fprintln(h.Out, h.Cat.Fill(key, "s", s, "n", strconv.Itoa(n)))
}

func (h *Human) showPrompt(g *rules.Game, p *rules.Prompt) {
	me := g.Players[p.Player]
	title := h.promptTitle(p)
	when := fmt.Sprintf("%s %d, %s", h.ui("round"), g.Round, h.Cat.Word(g.Phase.String()))
	name := h.Cat.PlayerName(me.Name)
	if g.Round == 0 {
		when = h.ui("setup-header")
	}
	fmt.Fprintf(h.Out, "\n[%s · %s: %d %s, %d %s]\n", when, name, me.Gold, h.ui("gold"), g.Power(me), h.ui("power"))
	fmt.Fprintf(h.Out, "%s — %s\n", h.Cat.Fill("prompt", "actor", name), title)
	for i := range p.Options {
		fmt.Fprintf(h.Out, "  %d) %s\n", i+1, h.optionText(g, &p.Options[i]))
	}
}

func (h *Human) promptTitle(p *rules.Prompt) string {
	id := p.ID
	if strings.HasPrefix(id, "target:") {
		id = "target"
	}
	if t, ok := h.Cat.UI["prompt-"+id]; ok {
		if p.Source != nil && p.Ability != nil && id != "reaction" && id != "interrupt" {
			return t + " (" + h.Cat.Title(p.Source) + ")"
		}
		return t
	}
	return p.ID
}

// sees reports whether the human may know c's identity where it is now.
func (h *Human) sees(g *rules.Game, c *rules.Card) bool {
	a := g.Area(c.Area)
	switch {
	case a.InPlay:
		return c.Faceup || c.Controller == h.Seat
	case a.Visible == rules.VisibleAll:
		return true
	case a.Visible == rules.VisibleOwner:
		return c.Owner == h.Seat
	}
	return false
}

func (h *Human) cardText(g *rules.Game, c *rules.Card) string {
	if !h.sees(g, c) {
		// an opponent's hidden card: only its area and position
		t := h.ui("hidden-card")
		if c.Slot > 0 {
			t += fmt.Sprintf(" #%d", c.Slot)
		}
		return t + " (" + h.Cat.WordIn("area", g.Area(c.Area).Name) + ", " + h.Cat.PlayerName(g.Players[c.Owner].Name) + ")"
	}
	var b strings.Builder
	b.WriteString(h.Cat.Title(c))
	fmt.Fprintf(&b, " #%d", c.ID)
	var info []string
	if g.InPlay(c) && g.Type(c) == rules.TypeCharacter {
		info = append(info, fmt.Sprintf("%s %d", h.ui("strength"), g.Strength(c)))
	}
	if c.Kneeling {
		info = append(info, h.ui("kneeling"))
	}
	if p := c.Count(rules.TokenPower); p > 0 {
		info = append(info, fmt.Sprintf("%d %s", p, h.ui("power")))
	}
	if !g.InPlay(c) && c.Area != rules.AreaHand {
		info = append(info, h.Cat.WordIn("area", g.Area(c.Area).Name))
	}
	if c.Def.Type == rules.TypePlot {
		s := c.Def.Plot
		info = append(info, h.Cat.Fill("plot-stats", "gold", strconv.Itoa(s.Income), "init", strconv.Itoa(s.Initiative),
			"claim", strconv.Itoa(s.Claim), "reserve", strconv.Itoa(s.Reserve)))
	}
	if len(info) > 0 {
		b.WriteString(" (" + strings.Join(info, ", ") + ")")
	}
	return b.String()
}

func (h *Human) optionText(g *rules.Game, o *rules.Option) string {
	switch o.Kind {
	case rules.OptPass:
		return h.ui("opt-pass")
	case rules.OptDone:
		return h.ui("opt-done")
	case rules.OptYes:
		return h.ui("opt-yes")
	case rules.OptNo:
		return h.ui("opt-no")
	case rules.OptCard:
		return h.cardText(g, o.Card)
	case rules.OptMarshal:
		return h.Cat.Fill("opt-marshal", "s", h.cardText(g, o.Card)) +
			fmt.Sprintf(" [%s %d]", h.ui("cost"), g.CostOf(o.Card, g.Players[o.Card.Controller], g.PrintedCost(o.Card), "gold", "marshal"))
	case rules.OptSetup:
		t := h.Cat.Fill("opt-place", "s", h.cardText(g, o.Card))
		if o.Text != "" {
			t = h.Cat.Word(o.Text) + ": " + h.cardText(g, o.Card)
		}
		return t + fmt.Sprintf(" [%s %d]", h.ui("cost"), o.N)
	case rules.OptAbility:
		t := o.Ability.Text
		if t == "" {
			t = h.Cat.Word(o.Ability.ID)
		}
		return h.cardText(g, o.Card) + ": " + t
	case rules.OptPlayer:
		return h.Cat.PlayerName(g.Players[o.Player].Name)
	case rules.OptNumber:
		return strconv.Itoa(o.N)
	case rules.OptChallenge:
		return h.Cat.Fill("opt-challenge", "s", h.Cat.WordIn("opt-challenge", rules.Challenge(o.N).String()))
	}
	return o.Text
}

func (h *Human) help(g *rules.Game, p *rules.Prompt) {
	for _, k := range []string{"help-head", "help-number", "help-board", "help-log", "help-undo", "help-reload", "help-quit", "help-help"} {
		h.say(k, "", 0)
	}
	h.say("help-question", p.ID+": "+h.promptTitle(p), 0)
	switch p.ID {
	case "attackers", "defenders", "claim", "reserve", "plot", "attach-to":
		h.say("help-cards", "", 0)
	case rules.StepMarshalWindow, "action", "reaction", "interrupt":
		h.say("help-actions", "", 0)
	}
}

// board prints the player's view: their own cards and the opponent's
// public ones (hidden cards only as counts and positions).
func (h *Human) board(g *rules.Game) {
	v := g.View(h.Seat)
	var b strings.Builder
	for i, pv := range v.Players {
		who := h.Cat.PlayerName(pv.Name)
		if i == h.Seat {
			who += " (" + h.ui("you") + ")"
		}
		fmt.Fprintf(&b, "%s: %d %s, %d %s\n", who, pv.Gold, h.ui("gold"), pv.Power, h.ui("power"))
		for _, a := range pv.Areas {
			if a.Count == 0 || a.Name == rules.AreaNameResolving {
				continue
			}
			fmt.Fprintf(&b, "  %s (%d)", h.Cat.WordIn("area", a.Name), a.Count)
			if len(a.Cards) > 0 {
				var cs []string
				for _, c := range a.Cards {
					cs = append(cs, h.viewCard(&c))
				}
				b.WriteString(": " + strings.Join(cs, "; "))
			}
			b.WriteString("\n")
		}
	}
	_, _ = io.WriteString(h.Out, b.String())
}

func (h *Human) viewCard(c *rules.CardView) string {
	t := h.Cat.FactionTitle(c.Title)
	if c.Code != "" {
		if tr, ok := h.Cat.Titles[c.Code]; ok {
			t = tr
		}
	}
	if t == "" {
		t = h.ui("facedown")
	}
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
	if c.Parent != rules.NoCard {
		info = append(info, fmt.Sprintf("→#%d", c.Parent))
	}
	if len(info) > 0 {
		t += " (" + strings.Join(info, ", ") + ")"
	}
	return t
}

// Text is a terminal message in the catalog's language.
func Text(cat *messages.Catalog, key string) string {
	if t, ok := cat.UI[key]; ok {
		return t
	}
	return key
}
