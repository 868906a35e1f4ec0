package rules

import "testing"

func TestPlotSwappedWhenRevealed_ResolvesItsWhenRevealed(t *testing.T) {
	tests := []struct {
		name  string
		swap  bool
		title string // revealed plot
		gold  int    // gold gained in the plot phase (When Revealed abilities)
	}{
		{name: "no swap", title: "Plot Muster", gold: 0},
		{name: "interrupt swaps in a plot with a When Revealed ability", swap: true, title: "Plot Windfall", gold: 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			swapper := plotSwapper("SW", "Swapper", "swap", EvPlotRevealed, "Plot Windfall")
			deck := cards("deck", "C1", "C1", "C1", "C1")
			p1 := join(cards("plot-deck", "P1", "P7"), cards("play", "SW"), deck)
			g := scenario(t, Scenario{From: "plot", Players: twoPlayers(p1, join(cards("plot-deck", "P2"), deck), 0, 0)}, swapper)
			lines := []string{"p1: Plot Muster"}
			if tt.swap {
				lines = append(lines, "p1: swap")
			} else {
				lines = append(lines, "p1: pass")
			}
			lines = append(lines, "p2: p1")
			play(t, g, lines...)
			p := g.Player(0)
			if got := g.RevealedPlot(p).Def.Title; got != tt.title {
				t.Fatalf("revealed %s, want %s", got, tt.title)
			}
			gained := 0
			g.CountHistory(func(h *HistEntry) bool {
				if h.Event == EvGoldGained && h.Phase == PhasePlot && h.Player == p.Index {
					gained += h.Amount
				}
				return false
			})
			if gained != tt.gold {
				t.Fatalf("gold gained in the plot phase %d, want %d (When Revealed of the revealed plot)", gained, tt.gold)
			}
			if n := len(g.CardsIn(p, AreaPlotDeck)); n != 1 {
				t.Fatalf("%d plots left in the plot deck, want 1", n)
			}
		})
	}
}

func TestChangeFirstPlayer(t *testing.T) {
	tests := []struct {
		name   string
		to     int
		cancel bool
		want   int
		ok     bool
	}{
		{name: "to the other player", to: 1, want: 1, ok: true},
		{name: "already first", to: 0, want: 0},
		{name: "canceled by an interrupt", to: 1, cancel: true, want: 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var extra []*CardDef
			p1 := cards("play", "C1")
			if tt.cancel {
				extra = append(extra, &CardDef{Code: "FP", Title: "Keeper", Type: TypeLocation, Abilities: []*Ability{{
					ID: "keep", Kind: Interrupt, Cancels: true, Trigger: &Trigger{Event: EvFirstPlayerChanged}}}})
				p1 = append(p1, ScenarioCard{Code: "FP", Area: "play"})
			}
			g := scenario(t, Scenario{From: StepMarshalWindow, First: 0, Players: twoPlayers(p1, nil, 0, 0)}, extra...)
			var ok bool
			lines := []string{}
			if tt.cancel {
				lines = append(lines, "p1: keep")
			}
			exec(t, g, func(g *Game) { ok = g.ChangeFirstPlayer(&Context{G: g, Player: g.Player(1)}, g.Player(tt.to)) }, lines...)
			if ok != tt.ok || g.First != tt.want {
				t.Fatalf("ok %v first p%d, want %v p%d", ok, g.First+1, tt.ok, tt.want+1)
			}
			changed := g.CountHistory(func(h *HistEntry) bool { return h.Event == EvFirstPlayerChanged })
			if (changed == 1) != tt.ok {
				t.Fatalf("%d first-player-changed events in the history", changed)
			}
		})
	}
}
