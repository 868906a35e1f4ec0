package rules

import "testing"

// TestRestrictionCheckReusesItsContext: asking a keyword restriction (the
// attachments' state check asks no-attachments' after every event whose
// derived values changed) allocates neither the RestrictionCheck nor the
// context and event its condition reads (RestrictionCheck.Ask); a
// condition asking another restriction gets a check of its own.
func TestRestrictionCheckReusesItsContext(t *testing.T) {
	var asked []*Context
	guarded := &KeywordDef{Name: "guarded", Restrictions: []*Restriction{{Action: "attach", OnTarget: true,
		Forbid: func(rc *RestrictionCheck) bool {
			ctx := rc.Ask(rc.Target, rc.Card)
			if len(asked) < 2 {
				asked = append(asked, ctx)
				if len(asked) == 1 { // a nested check
					rc.G.restricted("attach", rc.Player, rc.Card, rc.Target)
				}
			}
			return ctx.Event.Card.Def.Code == "A1" && ctx.Source.Def.Code == "GK" && ctx.Event.Name == "attach"
		}}}}
	lib := testLibrary()
	lib.Keywords = append(lib.Keywords, guarded)
	lib.Cards["GK"] = char("GK", "Guarded Knight", 3, 3, IconMilitary, kw("guarded"))
	g, err := NewScenario(lib, Scenario{From: StepMarshalWindow, Players: twoPlayers(
		[]ScenarioCard{{Code: "GK", Area: "play"}, {Code: "A1", Area: "hand"}}, nil, 0, 0)})
	if err != nil {
		t.Fatal(err)
	}
	knight, sword := one(t, g, 0, "Guarded Knight"), one(t, g, 0, "Longsword")
	if !g.restricted("attach", g.Player(0), sword, knight) {
		t.Fatal("the restriction does not forbid attaching the Longsword")
	}
	if len(asked) != 2 || asked[0] == asked[1] {
		t.Fatalf("the nested check shares the outer check's context (%d contexts asked)", len(asked))
	}
	allocs := testing.AllocsPerRun(100, func() { g.restricted("attach", g.Player(0), sword, knight) })
	if allocs > 0 {
		t.Errorf("%.1f allocations per restriction check, want 0 (3 before: the check, its context and event)", allocs)
	}
}
