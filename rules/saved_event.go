package rules

// EvSaved is raised for a card an ability saved: the event that would
// have killed (discarded, …) it did not happen (RR "Save"). It follows
// the saved event's reactions ("after a character is saved").
const EvSaved = "saved"

// raiseSaved raises EvSaved for each card whose event among evs was saved,
// simultaneously.
func (g *Game) raiseSaved(evs []*Event) {
	var saved []*Event
	for _, ev := range evs {
		if !ev.Saved || ev.Card == nil {
			continue
		}
		s := g.newEvent(EvSaved)
		s.Card, s.op = ev.Card, opNone
		s.Player = g.Players[ev.Card.Controller]
		saved = append(saved, s)
	}
	if len(saved) > 0 {
		g.Raise(saved...)
	}
}
