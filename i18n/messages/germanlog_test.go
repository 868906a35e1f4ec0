package messages_test

import (
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/thronescript/thronescript/deck"
	"github.com/thronescript/thronescript/i18n/messages"
	"github.com/thronescript/thronescript/internal/gametest"
	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/play/bot"
	"github.com/thronescript/thronescript/play/sim"
	"github.com/thronescript/thronescript/rules"
)

var germanGames = flag.Int("german-games", 200, "bot games of TestGermanLogHasNoEnglish (10 with -short)")

// shippedDecks lists every deck of examples/decks (wave1 included).
func shippedDecks(t *testing.T) []string {
	t.Helper()
	var out []string
	for _, pat := range []string{"*.txt", "*.json", "wave1/*.txt", "wave1/*.json"} {
		m, err := filepath.Glob(filepath.Join("..", "..", "examples", "decks", pat))
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range m {
			rel, _ := filepath.Rel(filepath.Join("..", "..", "examples", "decks"), f)
			out = append(out, rel)
		}
	}
	sort.Strings(out)
	if len(out) < 16 {
		t.Fatalf("%d shipped decks, want 16", len(out))
	}
	return out
}

// englishWords are the words of the English catalog, the English card
// titles and the engine's internal ids that German never uses: a German
// log line holding one of them shows English (or an id) to the reader.
func englishWords(t *testing.T, lib *interp.Library, de *messages.Catalog) map[string]bool {
	t.Helper()
	en := map[string]bool{}
	add := func(m map[string]bool, s string) {
		for _, w := range wordsOf(s) {
			m[strings.ToLower(w)] = true
		}
	}
	for _, sec := range catalogKeys(t, messages.CatalogSource("en")) {
		for k, v := range sec {
			add(en, k)
			add(en, placeholder.ReplaceAllString(v, " "))
		}
	}
	for _, c := range lib.Checked.Cards {
		add(en, c.Title)
	}
	// What German writes too: its catalog, its titles and card texts.
	german := map[string]bool{}
	for _, sec := range catalogKeys(t, messages.CatalogSource("de")) {
		for _, v := range sec {
			add(german, placeholder.ReplaceAllString(v, " "))
		}
	}
	for _, title := range de.Titles {
		add(german, title)
	}
	for w := range german {
		delete(en, w)
	}
	for _, w := range []string{"", "a", "i"} {
		delete(en, w)
	}
	return en
}

var (
	placeholder = regexp.MustCompile(`\{[^}]*\}`)
	wordRe      = regexp.MustCompile(`[\p{L}][\p{L}'’-]*`)
	// internalID is an engine id in a line: "named-military", "p1", a
	// card code.
	// wrongGerman are terms the German cards and glossary do not use, and
	// forms that do not agree: the ability kind shown as a phase or as
	// "Dauerhaft", the taxation phase not called Abgabephase, an article
	// left undeclined after a preposition, a tie read as a margin of 0.
	wrongGerman = regexp.MustCompile(`Steuerphase|\(Dauerhaft\)|\((Strategie|Nachzieh|Aufmarsch|Herausforderungs|Herrschafts|Aufricht|Abgabe)phase\)|\b(von|mit|aus|bei|zu) (die|das) |\bvon der Die\b|mit 0 Stärke|Anspruch|\bverwendet (Der|Die|Das) `)
	internalID  = regexp.MustCompile(`\b[a-z]+(-[a-z]+)+\b|\(p[0-9]\)|\b[0-9]{5}\b|\b[a-z]+[0-9]+\b`)
)

// wordsOf splits a text into its words.
func wordsOf(s string) []string {
	return wordRe.FindAllString(s, -1)
}

// TestGermanLogHasNoEnglish plays bot games in German over every shipped
// deck (each deck against the next, seats and seeds varying) and reads
// every log line: no word of the English catalog or of an English card
// title that German does not share, and no internal id. The deck titles
// are the deck lists' own names (the player's text), so they are left out.
func TestGermanLogHasNoEnglish(t *testing.T) {
	games := *germanGames
	if testing.Short() {
		games = 10
	}
	names := shippedDecks(t)
	lib, decks := gametest.Decks(t, names...)
	de, err := messages.LoadCatalog("de", lib)
	if err != nil {
		t.Fatal(err)
	}
	english := englishWords(t, lib, de)
	type finding struct{ line, why string }
	var mu sync.Mutex
	found := map[string]int{}
	var examples []finding
	lines := 0
	var wg sync.WaitGroup
	jobs := make(chan int)
	for w := 0; w < 2; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				a, b := i%len(decks), (i+1+i/len(decks))%len(decks)
				if a == b {
					b = (b + 1) % len(decks)
				}
				d := []rules.DeckList{decks[a], decks[b]}
				d[0].Name, d[1].Name = deckPlayer(d[0]), deckPlayer(d[1])
				if d[0].Name == d[1].Name {
					d[0].Name, d[1].Name = d[0].Name+" (p1)", d[1].Name+" (p2)"
				}
				d[0].Title, d[1].Title = "«1»", "«2»"
				g, err := rules.NewGame(lib, rules.Config{Seed: uint64(1000 + i), Players: d})
				if err != nil {
					t.Error(err)
					continue
				}
				res, _ := g.Run(sim.Seat{bot.New(), bot.New()})
				var out strings.Builder
				n := &messages.Narrator{Cat: de, Reader: -1, W: &out}
				n.Flush(g)
				n.WriteResult(g, res, "")
				mu.Lock()
				for _, l := range strings.Split(out.String(), "\n") {
					l = strings.NewReplacer("«1»", "", "«2»", "").Replace(l)
					if strings.TrimSpace(l) == "" {
						continue
					}
					lines++
					why := ""
					for _, w := range wordsOf(l) {
						if english[strings.ToLower(w)] {
							why = "English " + w
							break
						}
					}
					if m := internalID.FindString(l); why == "" && m != "" {
						why = "id " + m
					}
					if m := wrongGerman.FindString(l); why == "" && m != "" {
						why = "term " + m
					}
					if why != "" {
						found[why]++
						if found[why] <= 2 {
							examples = append(examples, finding{l, why})
						}
					}
				}
				mu.Unlock()
			}
		}()
	}
	for i := 0; i < games; i++ {
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	bad := 0
	for _, n := range found {
		bad += n
	}
	t.Logf("%d games, %d lines, %d with English or an id", games, lines, bad)
	if bad > 0 {
		sort.Slice(examples, func(i, j int) bool { return examples[i].why < examples[j].why })
		var b strings.Builder
		for _, e := range examples {
			b.WriteString(e.why + ": " + e.line + "\n")
		}
		if os.Getenv("GERMANLOG_DUMP") != "" {
			_ = os.WriteFile(os.Getenv("GERMANLOG_DUMP"), []byte(b.String()), 0o644)
		}
		t.Errorf("%d of %d German log lines show English or an internal id:\n%s", bad, lines, b.String())
	}
}

// deckPlayer names a deck's player as `throne play` does: after the
// faction.
func deckPlayer(d rules.DeckList) string {
	f := d.House
	if f == "" {
		f = d.Faction
	}
	return deck.PlayerName(f, "p1")
}
