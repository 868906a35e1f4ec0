package rules

// View is what one player may see of the game.
type View struct {
	Viewer  int          `json:"viewer"`
	Round   int          `json:"round"`
	Phase   string       `json:"phase"`
	Step    string       `json:"step"`
	First   int          `json:"first"`
	Active  int          `json:"active"`
	Players []PlayerView `json:"players"`
}

// PlayerView is one player's public state plus what the viewer may see.
type PlayerView struct {
	Name       string     `json:"name"`
	Gold       int        `json:"gold"`
	Power      int        `json:"power"`
	Eliminated bool       `json:"eliminated,omitempty"`
	Areas      []AreaView `json:"areas"`
}

// AreaView is an area: its size and the cards the viewer may see (hidden
// cards appear only in areas that show positions, as facedown cards).
type AreaView struct {
	Name  string     `json:"name"`
	Count int        `json:"count"`
	Cards []CardView `json:"cards,omitempty"`
}

// CardView is a card as the viewer sees it. A hidden card has ID NoCard,
// no code or title, Facedown set, its position and its tokens.
type CardView struct {
	ID        CardID  `json:"id"`
	Code      string  `json:"code,omitempty"`
	Title     string  `json:"title,omitempty"`
	Facedown  bool    `json:"facedown,omitempty"`
	Pos       int     `json:"pos,omitempty"`
	Kneeling  bool    `json:"kneeling,omitempty"`
	Tokens    []Token `json:"tokens,omitempty"`
	Parent    CardID  `json:"parent"`
	Duplicate bool    `json:"duplicate,omitempty"`
	Strength  int     `json:"strength,omitempty"`
}

// View projects the game for player viewer (-1: everything).
func (g *Game) View(viewer int) *View {
	v := &View{Viewer: viewer, Round: g.Round, Phase: g.Phase.String(), Step: g.Step, First: g.First, Active: g.Active}
	for _, p := range g.Players {
		pv := PlayerView{Name: p.Name, Gold: p.Gold, Power: g.Power(p), Eliminated: p.Eliminated}
		for a, z := range p.zones {
			ad := g.areas[a]
			av := AreaView{Name: ad.Name, Count: len(z)}
			for _, id := range z {
				c := g.Cards[id]
				see := viewer < 0 || g.canSee(viewer, c, ad)
				if !see && !ad.ShowPositions && !ad.InPlay {
					continue
				}
				cv := CardView{ID: NoCard, Facedown: !c.Faceup, Pos: c.Slot, Tokens: append([]Token(nil), c.Tokens...), Parent: NoCard}
				if see {
					cv.ID, cv.Code, cv.Title = c.ID, c.Def.Code, c.Def.Title
					cv.Kneeling, cv.Parent, cv.Duplicate = c.Kneeling, c.Parent, c.IsDuplicate
					if ad.InPlay {
						cv.Strength = g.Strength(c)
					}
				} else if ad.InPlay {
					cv.Kneeling = c.Kneeling
				}
				av.Cards = append(av.Cards, cv)
			}
			pv.Areas = append(pv.Areas, av)
		}
		v.Players = append(v.Players, pv)
	}
	return v
}
