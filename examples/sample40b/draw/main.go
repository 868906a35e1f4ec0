// Command draw prints the seeded random sample of examples/sample40b (issue
// 32): 40 cards from the card data packs outside the built-in library (the
// pool examples/internal/sampledraw describes), none of them written
// anywhere in examples/ before the draw: it leaves out the 51 cards of
// other packs written there, examples/sample40's 40 cards and the 11 of
// examples/generality. No test needs it; it reads the card data only when
// run:
//
//	go run ./examples/sample40b/draw -seed 32 -carddata /work/shared/carddata
package main

import (
	"strings"

	"github.com/thronescript/thronescript/examples/internal/sampledraw"
)

// writtenCodes were written in examples/ before the draw: sample40 and
// generality.
var writtenCodes = strings.Fields("06003 06067 07013 07025 07029 08004 08017 08037 08061 08066 " +
	"08074 08085 08086 08103 09020 09028 09049 10002 12029 12033 13011 13066 13071 13118 " +
	"14010 15013 15042 15049 16007 16019 16024 18007 18019 21007 21009 21011 21022 22017 " +
	"22021 23020 24011 24022 25034 25045 25048 25072 26002 26033 26087 26094 26096")

func main() { sampledraw.Main(32, writtenCodes) }
