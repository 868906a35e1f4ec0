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

// ErrEOF stops a game when the human's input ends (a closed terminal, the
// end of a piped file): the play loop saves the game so nothing is lost.
var ErrEOF = fmt.Errorf("end of input: %w", ErrQuit)

// Undo asks the play loop to take back every answer from decision At on.
type Undo struct{ At int }

func (u Undo) Error() string { return fmt.Sprintf("undo to decision %d", u.At) }

// Cards shows the printed cards for the `text` command.
type Cards interface {
	// Show is a card as printed (title, cost, type, text), in the
	// catalog's language.
	Show(code string) string
	// Find returns the codes of the cards whose title or code is q.
	Find(q string) []string
	// Line names a card in a list of several: "Varys (Core Set, Character)".
	Line(code string) string
}

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
	// Cards answers `text N` and `text NAME` (nil: the command is off).
	Cards Cards
	// AskInOpponentMarshaling: ask in the action windows of an opponent's
	// marshaling (each card they marshal opens one); by default they are
	// passed without asking (the `autopass` command switches it).
	AskInOpponentMarshaling bool
	passedOnce              bool
	// Terminal: the input is a terminal, which shows the player's typing
	// already, so an answer is not printed again (from a file or a pipe
	// it is, so that the output reads as a transcript).
	Terminal bool
	// hist records this player's answers: decision index, when, log length.
	hist []answer
}

type answer struct {
	at, round int
	phase     rules.Phase
	logLen    int
}

func (h *Human) labels() Labels { return Labels{Cat: h.Cat, Seat: h.Seat, Details: true} }

// Decide implements rules.Decider.
func (h *Human) Decide(g *rules.Game, p *rules.Prompt) (rules.Choice, error) {
	h.Narr.Flush(g)
	if k := h.autoPass(g, p); k >= 0 {
		if !h.passedOnce {
			h.passedOnce = true
			h.say("autopass-first", "", 0)
		}
		return rules.Choice{Index: k}, nil
	}
	h.showPrompt(g, p)
	for {
		fmt.Fprint(h.Out, "> ")
		if !h.In.Scan() {
			fmt.Fprintln(h.Out)
			h.say("end-of-input", "", 0)
			return rules.Choice{}, ErrEOF
		}
		line := strings.ToLower(strings.TrimSpace(h.In.Text()))
		if !h.Terminal {
			fmt.Fprintln(h.Out, messages.Printable(line))
		}
		if n, err := strconv.Atoi(line); err == nil {
			if n < 1 || n > len(p.Options) {
				h.say("bad-number", "", len(p.Options))
				continue
			}
			h.hist = append(h.hist, answer{at: g.Decisions(), round: g.Round, phase: g.Phase, logLen: len(g.Log())})
			return rules.Choice{Index: n - 1}, nil
		}
		if k := optionWord(p, line); k >= 0 {
			h.hist = append(h.hist, answer{at: g.Decisions(), round: g.Round, phase: g.Phase, logLen: len(g.Log())})
			return rules.Choice{Index: k}, nil
		}
		word, arg, _ := strings.Cut(line, " ")
		switch word {
		case "":
		case "help", "?", "h", "hilfe":
			h.help(g, p)
		case "board", "b", "brett":
			h.board(g)
			h.showPrompt(g, p) // the question again, below the board
		case "text", "t", "karte":
			h.text(g, p, strings.TrimSpace(arg))
			h.showPrompt(g, p)
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
		case "autopass", "automatisch":
			h.AskInOpponentMarshaling = !h.AskInOpponentMarshaling
			if h.AskInOpponentMarshaling {
				h.say("autopass-off", "", 0)
			} else {
				h.say("autopass-on", "", 0)
			}
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

// optionWords answer with the option of a kind by its word (pass, done,
// yes, no; in German too).
var optionWords = map[string]rules.OptionKind{
	"pass": rules.OptPass, "p": rules.OptPass, "passen": rules.OptPass,
	"done": rules.OptDone, "d": rules.OptDone, "fertig": rules.OptDone,
	"yes": rules.OptYes, "y": rules.OptYes, "ja": rules.OptYes,
	"no": rules.OptNo, "n": rules.OptNo, "nein": rules.OptNo,
}

// optionWord is the index of the option a word names, or -1.
func optionWord(p *rules.Prompt, w string) int {
	kind, ok := optionWords[w]
	if !ok {
		return -1
	}
	kinds := []rules.OptionKind{kind}
	switch kind {
	// pass and done stand for each other (declaring no more attackers is
	// passing too)
	case rules.OptPass:
		kinds = append(kinds, rules.OptDone)
	case rules.OptDone:
		kinds = append(kinds, rules.OptPass)
	}
	for _, k := range kinds {
		for i := range p.Options {
			if p.Options[i].Kind == k {
				return i
			}
		}
	}
	return -1
}

func (h *Human) ui(key string) string { return Text(h.Cat, key) }

// say prints a terminal message with {s} and {n} filled in.
func (h *Human) say(key, s string, n int) {
	h.line(h.Cat.Fill(key, "s", s, "n", strconv.Itoa(n)))
}

// line prints one line. What the terminal player prints holds names, deck
// and card titles and what the player typed: each line is
// messages.Printable, so none of them can move the cursor, clear the
// screen, start another line or reorder the text.
func (h *Human) line(s string) {
	fmt.Fprintln(h.Out, messages.Printable(s))
}

// lines prints a text of several lines, each Printable.
func (h *Human) lines(s string) {
	if s == "" {
		return
	}
	for _, l := range strings.Split(strings.TrimSuffix(s, "\n"), "\n") {
		h.line(l)
	}
}

func (h *Human) showPrompt(g *rules.Game, p *rules.Prompt) {
	me := g.Players[p.Player]
	l := h.labels()
	when := fmt.Sprintf("%s %d, %s", h.ui("round"), g.Round, h.Cat.Word(g.Phase.String()))
	name := h.Cat.PlayerName(me.Name)
	if g.Round == 0 {
		when = h.ui("setup-header")
	}
	fmt.Fprintln(h.Out)
	h.line(fmt.Sprintf("[%s · %s: %d %s, %d %s]", when, name, me.Gold, h.ui("gold"), g.Power(me), h.ui("power")))
	if p.ID == "mulligan" {
		// the hand the player would keep or give back
		var cs []string
		for _, c := range g.CardsIn(me, rules.AreaHand) {
			cs = append(cs, l.Card(g, c))
		}
		h.line(fmt.Sprintf("%s: %s", h.ui("your-hand"), strings.Join(cs, "; ")))
	}
	if line := ChallengeLine(g, h.Cat); line != "" && p.ID != "challenge" {
		h.line(line)
	}
	h.line(fmt.Sprintf("%s — %s", h.Cat.Fill("prompt", "actor", name), l.Question(g, p)))
	for i := range p.Options {
		h.line(fmt.Sprintf("  %d) %s", i+1, l.Option(g, p, &p.Options[i])))
	}
}

func (h *Human) help(g *rules.Game, p *rules.Prompt) {
	for _, k := range []string{"help-head", "help-number", "help-words", "help-board", "help-text", "help-log", "help-undo", "help-reload", "help-autopass", "help-quit", "help-help"} {
		h.say(k, "", 0)
	}
	h.say("help-question", h.labels().Question(g, p), 0)
	switch p.ID {
	case "attackers", "defenders", "claim", "reserve", "plot", "attach-to":
		h.say("help-cards", "", 0)
	case rules.StepMarshalWindow, "action", "reaction", "interrupt":
		h.say("help-actions", "", 0)
	}
}

// Text is a terminal message in the catalog's language.
func Text(cat *messages.Catalog, key string) string {
	if t, ok := cat.UI[key]; ok {
		return t
	}
	return key
}

// autoPass returns the pass option of an action window in an opponent's
// marshaling when the player is not asked there, else -1.
func (h *Human) autoPass(g *rules.Game, p *rules.Prompt) int {
	if h.AskInOpponentMarshaling || g.Phase != rules.PhaseMarshaling || p.Player == g.Active {
		return -1
	}
	if p.ID != "action" && (p.ID != rules.StepMarshalWindow || offersMarshal(p)) {
		return -1
	}
	for i := range p.Options {
		if p.Options[i].Kind == rules.OptPass {
			return i
		}
	}
	return -1
}
