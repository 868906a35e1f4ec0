package interp

import "github.com/thronescript/thronescript/rules"

// usingParams is the qualifier of the card-event triggers that names what
// caused the event: the ability a keyword grants (RR "using pillage"),
// optionally of which card — `after discarded-from-deck event using
// pillage of self` (`it` stays the event's card: the discarded one).
const usingParams = "[using {kw:keyword} [of {kwcard:cards}]]"

// usingMatch narrows match to events caused by the ability of the keyword
// the trigger names (and of the card it names), when it names one.
func usingMatch(a *args, match func(ctx *rules.Context, e *rules.Event) bool) func(ctx *rules.Context, e *rules.Event) bool {
	kw := a.Word("kw")
	if kw == "" {
		return match
	}
	of := a.Filter("kwcard")
	return func(ctx *rules.Context, e *rules.Event) bool {
		src := e.Source
		if src == nil || src.Keyword == nil || src.Keyword.Name != kw {
			return false
		}
		if of != nil && (src.Source == nil || !of(ctx, src.Source)) {
			return false
		}
		return match(ctx, e)
	}
}
