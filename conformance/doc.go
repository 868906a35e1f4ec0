// Package conformance holds the conformance suite: the cases of the peer
// engine's test suite (throneteki's per-card tests for the packs of the
// built-in library and its rules-level integration tests), each rewritten
// in our own words as a scenario in the .card files of this folder and
// named after the spec file and describe/it path it comes from.
//
// README.md holds the figures and one table of the cases that fail
// ("ours": a divergence of the engine or a card, to be fixed) and of the
// cases that are not the rule (the peer's user interface, clocks, undo,
// or a reading the Rules Reference contradicts). `go test ./conformance`
// runs the suite and keeps that table true: a listed case that passes, and
// an unlisted case that fails, both fail the test. README.md also lists the
// few cases not rewritten, each with why; peer-cases.txt lists every peer
// case in scope, and each scenario, row and entry names one of them. The
// readers are ReadTable, ReadNotRewritten and ReadPeerCases.
package conformance
