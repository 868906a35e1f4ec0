// Package rules is the Thronescript rules engine for A Game of Thrones:
// The Card Game (Second Edition): game state, declared areas, the
// framework round of Appendix I of the Rules Reference, events with their
// interrupt and reaction windows, abilities as data (triggers, costs,
// targets, limits, constant abilities and lasting effects), effect
// primitives, deciders, per-player views, a structured log rendered per
// reader, saving and resuming, and hot reloading of card definitions.
//
// The engine names no keyword: keywords are KeywordDef values (areas,
// events, cost kinds, granted abilities, restrictions, setup options)
// supplied by the caller's Library. Every choice is a Prompt answered by a
// Decider; the engine never blocks on I/O. All randomness comes from one
// seeded PCG source, so the same seed and the same choices give the same
// game, byte for byte.
//
// A run is driven by Game.Run. Inside a run, a Decider returning ErrStop
// halts the game cleanly with its state intact; the game can then be
// inspected, saved (Game.Save) and resumed (Resume).
package rules
