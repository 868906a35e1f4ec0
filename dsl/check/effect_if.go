package check

import (
	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/dsl/vocab"
)

// effectLine checks `do PHRASE [if COND]`, `then PHRASE [if COND]` and
// `else PHRASE [if COND]`: an effect with an optional condition of its own
// ("if X, also Y": `do Y if X`), and the effect that happens instead when
// the conditions of the lines it follows do not hold ("put it into play,
// or into your hand if …": `do return-to-hand t if …` then `else
// put-into-play t`).
func (c *checker) effectLine(a *Ability, b *syntax.Stmt, sc *scope) {
	words, cond := b.Values, []*syntax.Value(nil)
	ifWord := -1
	for i, v := range b.Values {
		if v.IsWord("if") {
			ifWord = i
			words, cond = b.Values[:i], b.Values[i+1:]
			break
		}
	}
	e := &Effect{Then: b.Word == "then", Else: b.Word == "else", Range: b.Range}
	if e.Else {
		prev := lastEffect(a)
		if prev == nil || prev.If == nil {
			d := c.errorf(CodeElse, b.WordRange(), "`else` follows no line with `if`: there is no condition for it to be the other case of")
			if prev != nil {
				d.WithHint("put the condition on the line before (`%s … if CONDITION`), or write this line as `do %s`", map[bool]string{true: "then", false: "do"}[prev.Then], wordsText(b.Values))
			} else {
				d.WithHint("write it as `do %s`, or first a line with a condition: `do … if CONDITION`", wordsText(b.Values))
			}
		} else {
			e.Then = prev.Then
		}
	}
	if ifWord == 0 {
		c.errorf(CodeParamKind, b.Values[0].Range, "`%s` needs an effect before `if`", b.Word).
			WithHint("write `%s draw 1 if CONDITION`; a condition for the whole ability is its own line: `if CONDITION`", b.Word)
		return
	}
	if ifWord > 0 {
		if len(cond) == 0 {
			c.errorf(CodeCondition, b.Values[ifWord].Range, "missing condition after `if`").
				WithHint("write a condition such as `phase-is marshaling`, or remove `if`")
		} else {
			e.If = c.condAll(cond, b.Range, sc)
		}
	}
	c.stmt, c.rewrites = b, nil
	e.Phrase = c.phrase(vocab.KindEffect, words, b.Range, sc)
	a.Effects = append(a.Effects, e)
	for _, x := range c.rewrites { // the statements an old form became
		a.Effects = append(a.Effects, &Effect{Then: e.Then, If: e.If, Phrase: x, Range: b.Range})
	}
	c.stmt, c.rewrites = nil, nil
}

// lastEffect is the ability's last effect line so far (nil: none).
func lastEffect(a *Ability) *Effect {
	if len(a.Effects) == 0 {
		return nil
	}
	return a.Effects[len(a.Effects)-1]
}
