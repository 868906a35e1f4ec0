package bot_test

import (
	"testing"

	"github.com/thronescript/thronescript/play/bot"
	"github.com/thronescript/thronescript/rules"
)

// runBotUntil plays g with the bot answering every prompt until stop,
// which sees each prompt and the bot's choice, returns true (or the game
// ends).
func runBotUntil(t *testing.T, g *rules.Game, stop func(p *rules.Prompt, ch rules.Choice) bool) {
	t.Helper()
	b := bot.New()
	d := rules.DeciderFunc(func(g *rules.Game, p *rules.Prompt) (rules.Choice, error) {
		ch, err := b.Decide(g, p)
		if stop(p, ch) {
			return ch, rules.ErrStop
		}
		return ch, err
	})
	if _, err := g.Run(d); err != nil && err != rules.ErrStop {
		t.Fatal(err)
	}
}
