package rules

import "testing"

// TestIllegalAttachmentCheckAllocatesNothing: the state check of
// attachments (discardIllegalAttachments), run after every event and
// ability whenever derived values changed, asks each attachment's
// restriction without allocating — it allocated a context per attachment
// per check, a quarter of the bytes a random game allocated.
func TestIllegalAttachmentCheckAllocatesNothing(t *testing.T) {
	knightsOnly := &CardDef{Code: "AK", Title: "Knight's Blade", Type: TypeAttachment, Cost: CostValue{Value: 1},
		AttachTo: func(ctx *Context, c *Card) bool { return ctx.G.HasTrait(c, "Test") }}
	g := marshalScenario(t, []sc{{Code: "C4", Area: "play"}, {Code: "AK", Area: "play", AttachTo: 1}}, nil, 0, 0, knightsOnly)
	g.discardIllegalAttachments()
	if a := one(t, g, 0, "Knight's Blade"); a.Area != AreaPlay {
		t.Fatalf("the legal attachment was discarded (%v)", a.Area)
	}
	allocs := testing.AllocsPerRun(100, func() {
		g.att.moves-- // look again, as after a card moved
		g.discardIllegalAttachments()
	})
	if allocs > 0 {
		t.Errorf("%.1f allocations per check of one legal attachment, want 0", allocs)
	}
}
