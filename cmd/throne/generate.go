package main

// The README's melee figures play 6,100 four-player games, too many for
// every go test: this step plays them and stores their figures in
// testdata/melee, which TestReadmeMeleeFigures holds the README to.
//go:generate go test -run TestReadmeMeleeFigures -melee -update -timeout 30m
