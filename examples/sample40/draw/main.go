// Command draw prints the seeded random sample of examples/sample40: 40
// cards from the card data packs outside the built-in library and outside
// the card-pool issue's packs (the pool examples/internal/sampledraw
// describes), leaving out the cards already written in examples/generality
// for issue 16. No test needs it; it reads the card data only when run:
//
//	go run ./examples/sample40/draw -seed 16 -carddata /work/shared/carddata
package main

import (
	"strings"

	"github.com/thronescript/thronescript/examples/internal/sampledraw"
)

// writtenCodes were written in examples/generality before the sample was
// drawn.
var writtenCodes = strings.Fields("07029 08074 09020 13071 15042 21022 24022 25045 26096")

func main() { sampledraw.Main(16, writtenCodes) }
