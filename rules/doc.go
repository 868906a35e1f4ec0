// Package rules is the Thronescript rules engine for A Game of Thrones:
// The Card Game (Second Edition): game state, declared areas, the
// framework round of Appendix I of the Rules Reference, events with their
// interrupt and reaction windows, abilities as data (triggers, costs,
// targets, limits, constant abilities and lasting effects), effect
// primitives, deciders, per-player views, a structured log rendered per
// reader, saving and resuming, and hot reloading of card definitions.
//
// The engine names no keyword: keywords are KeywordDef values (areas,
// events, cost kinds, granted abilities, restrictions, setup options,
// play permissions, leave-play rules) supplied by the caller's Definitions.
// Every choice is a Prompt answered by a Decider; the engine never blocks
// on I/O. All randomness comes from one seeded PCG source, so the same
// seed and the same choices give the same game, byte for byte.
//
// # Running
//
// NewGame builds a game from deck lists and Run plays it from setup (a
// joust of two players, or a melee of three or more with Config.Melee: the
// title pool, choosing titles in the plot phase, challenges against a
// chosen opponent);
// NewScenario builds a game in a given state and Run plays it from the
// scenario's point ("plot", "draw", "marshaling", "marshaling-window",
// "challenges", "challenges-window", "dominance", "standing", "taxation").
// A Decider returning ErrStop halts the run with the state intact; Exec
// applies an effect to the current state outside a run. Save and Resume
// serialize a game as its start, its choices, its reloads, the RNG state
// and a state hash that the resumed game must reach.
//
// # Areas
//
// The standard areas (deck, hand, play, discard, dead, plot-deck, used,
// plot, faction, agenda, resolving) are AreaDefs like the ones keyword
// definitions declare: in or out of play, facedown, who may look, ordered,
// showing stable positions, discarding tokens on leave. Every card is in
// exactly one area of one player (in-play cards in their controller's,
// others in their owner's). Attachments and duplicates are in play with
// Card.Parent set.
//
// # Events and windows
//
// Every primitive (Kill, Discard, Sacrifice, ReturnToHand, ReturnToDeck,
// MoveToArea, PutIntoPlay, Marshal, Kneel, Stand, Draw, GainPower,
// DiscardPower, MovePower, GainGold, ReturnGold, MoveGold, AddTokens,
// Reveal, TakeControl, Attach, Emit) raises events through Raise:
// cancel interrupts, "would" interrupts (saves), forced interrupts (the
// first player orders them), interrupts, resolution (or Event.Replace:
// "instead"), forced reactions, reactions. Player windows start with the
// first player and close when all pass in a row; players with nothing to
// initiate pass automatically. Simultaneous events share windows; events
// raised inside windows nest. Primitives return whether they resolved in
// full, which is what Ability.Then needs.
//
// # Framework
//
// Setup (first player at random, shuffle, 7 cards, mulligan in player
// order, up to 8 gold of facedown setup cards with keyword setup options,
// reveal, duplicates and attachments, refill), then rounds of the seven
// phases. Action windows open after the plots are revealed, after drawing,
// in each player's marshaling window (where the active player may also
// marshal and take player actions), before each challenge opportunity,
// after attackers and after defenders are declared, before and after
// dominance is determined, after cards stand and after the reserve is
// checked (Round lists every point of a round in order; Game.Step names
// the window while it is open). Framework abilities of
// keyword definitions run at named steps: "attackers-declared",
// "defenders-declared", "challenge-keywords" (4.2.5, grouped by keyword,
// the first player choosing the order), "enters-play" (after a card enters
// play, before reactions: bestow), "leaves-play". Restrictions forbid
// "marshal", "play", "setup", "attach", "put-into-play" for cards with a
// keyword.
package rules
