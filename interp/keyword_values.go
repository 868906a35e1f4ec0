package interp

import (
	"slices"
	"strings"

	"github.com/thronescript/thronescript/rules"
)

// keywordArg is the keyword parameter name as written, with its value
// (`oath(Knight)`: Args ["Knight"]; `shadow(2)`: Values [2]).
func keywordArg(a *args, name string) rules.KeywordInstance {
	k := rules.KeywordInstance{Name: a.Word(name)}
	if x := a.arg(name); x != nil && x.Keyword != nil {
		k.Values = slices.Clone(x.Keyword.Values)
		k.Args = slices.Clone(x.Keyword.Args)
	}
	return k
}

// keywordMatches reports whether instance k is the keyword want names with
// at least the values want gives (traits and words compared without case).
func keywordMatches(k *rules.KeywordInstance, want rules.KeywordInstance) bool {
	if k.Name != want.Name {
		return false
	}
	for _, v := range want.Values {
		if !slices.Contains(k.Values, v) {
			return false
		}
	}
	for _, w := range want.Args {
		if !slices.ContainsFunc(k.Args, func(x string) bool { return strings.EqualFold(x, w) }) {
			return false
		}
	}
	return true
}

// hasKeywordValue reports whether c has the keyword want names, with the
// values it gives when it gives any.
func hasKeywordValue(g *rules.Game, c *rules.Card, want rules.KeywordInstance) bool {
	if len(want.Values) == 0 && len(want.Args) == 0 {
		return g.HasKeyword(c, want.Name)
	}
	found := false
	g.Keywords(c, func(k *rules.KeywordInstance) bool {
		found = keywordMatches(k, want)
		return !found
	})
	return found
}

// keywordTraits returns the text values (traits) of every instance of the
// keyword named on c: Oath (Knight) gives Knight.
func keywordTraits(g *rules.Game, c *rules.Card, name string) []string {
	var out []string
	g.Keywords(c, func(k *rules.KeywordInstance) bool {
		if k.Name == name {
			out = append(out, k.Args...)
		}
		return true
	})
	return out
}

// registerKeywordValues adds the filter that reads a keyword's trait value
// (issue 32): "each character with the trait this card is sworn to".
func registerKeywordValues(r *Registry) {
	r.filter("with-keyword-trait {kw:keyword} [of {of:card}]",
		"Cards with a trait that is the value of keyword K on a card (default: the ability's card): with Oath (Knight), `character with-keyword-trait oath` is each Knight character.",
		"character controlled-by you other with-keyword-trait no-attachments", func(b *builder, a *args) filterFn {
			name := a.Word("kw")
			of := a.Cards("of")
			return func(ctx *rules.Context, c *rules.Card) bool {
				srcs := []*rules.Card{ctx.Source}
				if of != nil {
					srcs = of(ctx)
				}
				for _, src := range srcs {
					if src == nil {
						continue
					}
					for _, t := range keywordTraits(ctx.G, src, name) {
						if ctx.G.HasTrait(c, t) {
							return true
						}
					}
				}
				return false
			}
		}).readsState(0)
}
