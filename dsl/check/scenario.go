package check

import "github.com/thronescript/thronescript/dsl/syntax"

// scenario checks the shape of a scenario; interp runs its statements.
func (c *checker) scenario(f *syntax.File, s *syntax.Stmt, seen map[string]*Scenario) {
	if len(s.Values) != 1 || s.Values[0].Kind != syntax.StringValue || s.Block == nil {
		c.errorf(CodeScenarioShape, s.Range, "a scenario is `scenario \"name\" { … }`").
			WithHint(`write scenario "S13 out of shadows is not marshaling" { … }`)
		return
	}
	sc := &Scenario{Name: s.Values[0].Text, File: f.Name, Range: s.Range}
	if prev := seen[sc.Name]; prev != nil {
		c.errorf(CodeDuplicateScenario, s.Values[0].Range, "scenario %q is defined twice", sc.Name).
			WithDetail("first at %s", prev.Range.Start).WithHint("give each scenario its own name")
		return
	}
	seen[sc.Name] = sc
	hasSetup := false
	for _, b := range s.Block.Stmts {
		switch b.Word {
		case "rule":
			if c.wantValues(b, 1, -1, "rule S13") {
				for _, v := range b.Values {
					sc.Rules = append(sc.Rules, v.Text)
				}
			}
		case "setup":
			if b.Block == nil || len(b.Values) > 0 {
				c.errorf(CodeScenarioShape, b.Range, "`setup` takes a block").WithHint("write `setup { … }`")
				continue
			}
			if hasSetup {
				c.errorf(CodeScenarioShape, b.WordRange, "a scenario has one setup block").WithHint("merge the setup blocks")
				continue
			}
			hasSetup = true
			sc.Setup = b.Block.Stmts
		default:
			sc.Steps = append(sc.Steps, b)
		}
	}
	c.lib.Scenarios = append(c.lib.Scenarios, sc)
}
