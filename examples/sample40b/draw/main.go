// Command draw prints the seeded random sample of examples/sample40b (issue
// 32): 40 cards from the card data packs outside the built-in library,
// none of them written anywhere in examples/ before the draw. No test
// needs it; it reads the card data only when run:
//
//	go run ./examples/sample40b/draw -seed 32 -carddata /work/shared/carddata
//
// The pool is every card of every pack file except
//   - the library's packs (Core, TSC, TMoW, SoKL, MoD, IDP, DitD, TtB TRtW
//     TKP NMG CoW TS WotN AtSK CtA FFH TIMC GoH TC LoCR),
//   - the variant and draft sets (VDS VKm VHotK ToJ),
//   - a redesign (packs R, R2) whose title and type a card of another,
//     non-variant pack already has (a redesign duplicates that card),
//   - the 51 cards of other packs written in examples/ before the draw:
//     examples/sample40's 40 cards and the 11 of examples/generality.
//
// sorted by code; a partial Fisher–Yates shuffle with PCG(seed, 0) picks n.
package main

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
	// written in examples/ before the draw: sample40 and generality
	writtenCodes = strings.Fields("06003 06067 07013 07025 07029 08004 08017 08037 08061 08066 " +
		"08074 08085 08086 08103 09020 09028 09049 10002 12029 12033 13011 13066 13071 13118 " +
		"14010 15013 15042 15049 16007 16019 16024 18007 18019 21007 21009 21011 21022 22017 " +
		"22021 23020 24011 24022 25034 25045 25048 25072 26002 26033 26087 26094 26096")
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

func main() {
	seed := flag.Uint64("seed", 32, "seed of the draw")
	dir := flag.String("carddata", "../shared/carddata", "folder of the <PACK>.json card data")
	n := flag.Int("n", 40, "cards to draw")
	flag.Parse()
	pool, err := eligible(*dir)
	if err != nil {
		fmt.Fprintln(os.Stderr, "draw:", err)
		os.Exit(1)
	}
	r := rand.New(rand.NewPCG(*seed, 0))
	for i := 0; i < *n && i < len(pool); i++ {
		j := i + int(r.Uint64N(uint64(len(pool)-i)))
		pool[i], pool[j] = pool[j], pool[i]
		fmt.Printf("%s\t%s\t%s\t%s\n", pool[i].Code, pool[i].pack, pool[i].Type, pool[i].Name)
	}
	fmt.Fprintf(os.Stderr, "drew %d of %d eligible cards, seed %d\n", min(*n, len(pool)), len(pool), *seed)
}

// eligible reads every pack file of dir and returns the cards of the
// pool, sorted by code.
func eligible(dir string) ([]card, error) {
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
			if slices.Contains(writtenCodes, c.Code) {
				continue
			}
			c.pack = p.Code
			pool = append(pool, c)
		}
	}
	slices.SortFunc(pool, func(a, b card) int { return strings.Compare(a.Code, b.Code) })
	return pool, nil
}
