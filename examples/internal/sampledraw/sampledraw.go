// Package sampledraw is the draw of the seeded random samples of examples/
// (examples/sample40, examples/sample40b) from the card data: the pool is
// every card of every pack file except
//   - the library's and the card pool's packs (Core, TSC, TMoW, SoKL, MoD,
//     IDP, DitD, TtB TRtW TKP NMG CoW TS WotN AtSK CtA FFH TIMC GoH TC
//     LoCR),
//   - the variant and draft sets (VDS VKm VHotK ToJ),
//   - a redesign (packs R, R2) whose title and type a card of another,
//     non-variant pack already has (a redesign duplicates that card),
//   - the cards a sample's command names as written before its draw,
//
// sorted by code; a partial Fisher–Yates shuffle with PCG(seed, 0) picks n.
// It reads the card data only when a command runs (no test needs it).
package sampledraw

import (
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

var (
	excludedPacks = strings.Fields("Core TSC TMoW SoKL MoD IDP DitD " +
		"TtB TRtW TKP NMG CoW TS WotN AtSK CtA FFH TIMC GoH TC LoCR " +
		"VDS VKm VHotK ToJ")
	variantPacks  = strings.Fields("VDS VKm VHotK ToJ")
	redesignPacks = strings.Fields("R R2")
)

type card struct {
	Code string `json:"code"`
	Name string `json:"name"`
	Type string `json:"type"`
	pack string
}

type pack struct {
	Code  string `json:"code"`
	Cards []card `json:"cards"`
}

// Main is a sample's draw command: it reads the flags -seed (default
// seed), -carddata and -n, and prints the sample, one card a line (code,
// pack, type, title), leaving out the written card codes.
func Main(seed uint64, written []string) {
	s := flag.Uint64("seed", seed, "seed of the draw")
	dir := flag.String("carddata", "../shared/carddata", "folder of the <PACK>.json card data")
	n := flag.Int("n", 40, "cards to draw")
	flag.Parse()
	pool, err := eligible(*dir, written)
	if err != nil {
		fmt.Fprintln(os.Stderr, "draw:", err)
		os.Exit(1)
	}
	r := rand.New(rand.NewPCG(*s, 0))
	for i := 0; i < *n && i < len(pool); i++ {
		j := i + int(r.Uint64N(uint64(len(pool)-i)))
		pool[i], pool[j] = pool[j], pool[i]
		fmt.Printf("%s\t%s\t%s\t%s\n", pool[i].Code, pool[i].pack, pool[i].Type, pool[i].Name)
	}
	fmt.Fprintf(os.Stderr, "drew %d of %d eligible cards, seed %d\n", min(*n, len(pool)), len(pool), *s)
}

// eligible reads every pack file of dir and returns the cards of the
// pool, sorted by code.
func eligible(dir string, written []string) ([]card, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.json"))
	if err != nil {
		return nil, err
	}
	if len(files) == 0 {
		return nil, fmt.Errorf("no <PACK>.json card data in %s (give the folder with -carddata)", dir)
	}
	var packs []pack
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		var p pack
		if json.Unmarshal(b, &p) != nil || p.Code == "" || len(p.Cards) == 0 {
			continue // cycles, schemas and other files
		}
		packs = append(packs, p)
	}
	printed := map[string]bool{} // title and type of cards outside variants and redesigns
	for _, p := range packs {
		if !slices.Contains(variantPacks, p.Code) && !slices.Contains(redesignPacks, p.Code) {
			for _, c := range p.Cards {
				printed[c.Name+"\x00"+c.Type] = true
			}
		}
	}
	var pool []card
	for _, p := range packs {
		if slices.Contains(excludedPacks, p.Code) {
			continue
		}
		for _, c := range p.Cards {
			if slices.Contains(redesignPacks, p.Code) && printed[c.Name+"\x00"+c.Type] {
				continue
			}
			if slices.Contains(written, c.Code) {
				continue
			}
			c.pack = p.Code
			pool = append(pool, c)
		}
	}
	slices.SortFunc(pool, func(a, b card) int { return strings.Compare(a.Code, b.Code) })
	return pool, nil
}
