// Package lua runs the Lua hooks of cards in a sandbox.
//
// A card may attach Lua functions to an ability, inline or from a .lua file
// beside the card. Compile (or CompileSource) checks and compiles the source
// once, when the card loads, into an immutable Program. A Runner (one per
// game worker goroutine) calls a hook of a Program on a pooled gopher-lua
// state, with the game reached only through the Host interface, which the
// interpreter implements over the rules engine.
//
// Safety:
//   - Only a whitelisted subset of the base, string, table and math
//     libraries exists; library tables are read-only; the string metatable
//     is hidden; setmetatable only works on tables.
//   - Every call has a deterministic step budget. The compiler rewrites the
//     AST so each function entry, loop iteration and goto charges the number
//     of AST nodes its block runs; builtins that do work in Go (pattern
//     matching, string building, unpack, sort …) charge their work too.
//     Exhaustion is sticky: pcall cannot swallow it.
//   - Call depth, string sizes, the bytes of strings built per call, the
//     values a builtin returns at once and the array part of tables are
//     bounded; `..`, `...` and `t[k] = v` with a computed key go through
//     checked Go functions the instrumenter inserts (hidden locals whose
//     names no source can spell).
//   - Every call runs the file afresh in an empty global table, so nothing
//     leaks between calls or cards; files that only define functions and
//     constants keep their globals per state while a snapshot shows them
//     unchanged (see cache.go).
//   - Pure hook kinds (conditions, cost checks, targets, values) cannot ask
//     for effects: the Go side refuses with CodeEffectInPure.
//   - Every failure is an *Error carrying a diagnostic (codes E06xx in
//     codes.go) that names the card, the ability, and the file and line;
//     no Go panic escapes.
//
// Determinism: there is no clock and no randomness except game:random,
// which the Host supplies. pairs visits keys in insertion order in
// gopher-lua (deterministic for the same program and inputs);
// sorted_pairs gives an order independent of insertion. tostring of
// tables and functions numbers them per call instead of printing
// addresses.
//
// API.md documents what hooks see.
package lua
