package interp

import (
	"testing"

	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/dsl/vocab"
)

// oldNames is a file written before the language had the words `lurk` and
// `muster`, whose own names are those: ability ids (of a card and of a
// keyword), card and player targets, a remembered value, a keyword and
// what it declares (its area, event, cost kind, play-from id), a player
// value and the ids its text names.
const oldNames = `keyword muster {
  value int
  card-types character
  area muster {
    per-player
    out-of-play
  }
  event muster
  cost-kind muster
  play-from muster {
    from muster
    cost pay-keyword-value muster as muster
  }
  reaction lurk {
    after muster self
    do player-value muster +1 for you
  }
  action rally {
    from hand
    do move self to muster
    then emit muster self
  }
}

card 90001 "Namer" {
  character
  faction stark
  cost 2
  strength 2
  icons military
  keywords muster(1)
  action lurk {
    target lurk character controlled-by opponent
    do kneel lurk
    then gain-power 1 on lurk
  }
  action tally {
    target lurk player
    remember muster (count character controlled-by lurk kneeling)
    do draw 1 for lurk
    then draw muster
  }
  reaction muster {
    after challenge-won by you
    target muster character kneeling
    if (strength-of muster) >= 1 and (player-value-of muster you) >= 0 and (count character with-keyword muster) >= 0
    do stand muster
    do give muster +1 strength until end-of-phase
  }
}

text en 90001 {
  title "Namer"
  ability lurk "Action: kneel a character."
  ability muster "Reaction: stand a character."
}
`

// TestNamesBeforeLaterWords: a file's own names stay names when the
// language later adds a word spelled as one of them, of any kind (a copy of
// the registry with one more word) or in any declared set: the file checks
// without an error and with no diagnostic but the warning that a keyword's
// event has an engine trigger's name (E0408) or a remembered value a value
// word's (E0229): both were errors, and the file no longer checked.
func TestNamesBeforeLaterWords(t *testing.T) {
	checkOld := func(r *Registry) diag.Diagnostics {
		_, ds := Build([]syntax.Source{{Name: "old.card", Src: []byte(oldNames)}}, WithRegistry(r), WithWorkers(1), CheckOnly())
		return ds
	}
	if ds := checkOld(NewRegistry()); len(ds) > 0 {
		t.Fatalf("the old file does not check clean today:\n%s", diag.Text(ds, nil))
	}
	for _, set := range []string{"area", "event", "cost-kind", "via", "step", "card-restriction", "player-restriction", "card-permission", "restriction-action", "engine-rule"} {
		t.Run("declared "+set, func(t *testing.T) {
			r := NewRegistry()
			r.set.Declare(set, "lurk", "muster")
			if ds := checkOld(r); len(ds) > 0 {
				t.Errorf("the old file no longer checks clean:\n%s", diag.Text(ds, nil))
			}
		})
	}
	for _, name := range []string{"lurk", "muster"} {
		for _, k := range vocab.Kinds {
			t.Run(k.String()+" "+name, func(t *testing.T) {
				r := NewRegistry() // a copy of the language with one more word
				pattern := name + " [{target:cards}]"
				if k == vocab.KindTrigger || k == vocab.KindValue || k == vocab.KindCondition {
					pattern = name
				}
				r.add(k, pattern, "a word added later", name, &entry{})
				// the names stay the file's; a warning says that a keyword's
				// event (E0408) or a remembered value (E0229) is spelt like a
				// word of the language now
				for _, d := range checkOld(r) {
					said := d.Severity == diag.Warning && (d.Code == check.CodeEngineEvent && d.Subject.Start.Line == 8 ||
						d.Code == check.CodeNameTaken && d.Subject.Start.Line == 39)
					if !said {
						t.Errorf("the old file no longer checks clean:\n%s", diag.Text(diag.Diagnostics{d}, nil))
					}
				}
			})
		}
	}
}
