package interp

import "github.com/thronescript/thronescript/rules"

// registerPlotValues adds the value that reads a plot card's printed
// values (income, initiative, claim, reserve).
func registerPlotValues(r *Registry) {
	r.value("printed-plot-value {stat:word(income|initiative|claim|reserve)} of {card:cards}",
		"A plot card's printed income (gold value), initiative, claim or reserve value (an X reads 0; 0 for a card that is no plot): \"the printed reserve value of each opponent's revealed plot\".",
		"(printed-plot-value reserve of plot controlled-by opponent)", func(b *builder, a *args) valueFn {
			sel, stat := a.Cards("card"), a.Word("stat")
			return func(ctx *rules.Context) int {
				for _, c := range sel(ctx) {
					if c.Def.Type != rules.TypePlot {
						continue
					}
					s := c.Def.Plot
					switch stat {
					case "income":
						return s.Income
					case "initiative":
						return s.Initiative
					case "claim":
						return s.Claim
					}
					return s.Reserve
				}
				return 0
			}
		}).readsState(0)
}
