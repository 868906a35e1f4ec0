package rules

import "testing"

// BenchmarkRandomGame plays full random games with the test decks.
func BenchmarkRandomGame(b *testing.B) {
	lib := testLibrary()
	b.ReportAllocs()
	var decisions, rounds int
	for i := 0; i < b.N; i++ {
		seed := uint64(i + 1)
		g, err := NewGame(lib, testConfig(seed))
		if err != nil {
			b.Fatal(err)
		}
		if _, err := g.Run(NewRandomDecider(seed)); err != nil {
			b.Fatal(err)
		}
		decisions += g.Decisions()
		rounds += g.Round
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(decisions)/float64(b.N), "decisions/game")
	b.ReportMetric(float64(rounds)/float64(b.N), "rounds/game")
}
