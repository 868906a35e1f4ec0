package lua

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"

	glua "github.com/yuin/gopher-lua"
	"github.com/yuin/gopher-lua/ast"
	"github.com/yuin/gopher-lua/parse"

	"github.com/thronescript/thronescript/dsl/diag"
)

// Source is Lua text with where it came from, so diagnostics point into
// the right file: a `.lua` file beside a card (Line 1, Column 1) or a raw
// string inside a `.card` file (Line/Column of the first character of the
// Lua text).
type Source struct {
	Card   string // card code the hooks belong to, for messages ("" for keyword hooks)
	File   string // the .lua or .card file
	Line   int    // 1-based line in File where the Lua text starts
	Column int    // 1-based column in File where the Lua text starts
	Text   string
}

// Program is Lua source checked, instrumented and compiled once; it is
// immutable and may be shared by every Runner and goroutine.
type Program struct {
	src   Source
	proto *glua.FunctionProto
	funcs map[string]int // top-level global functions → Lua line
	cache bool           // top level defines only functions and constants (see cache.go)
}

// MaxSourceBytes is the largest Lua source the compiler accepts; a loader
// checks a file's size against it before reading it.
const MaxSourceBytes = maxSourceBytes

// Limits on the size of source the compiler accepts.
const (
	maxSourceBytes = 256 << 10
	maxNesting     = 200
)

// Names of the hidden locals the instrumenter adds. They start with a NUL
// byte, so no Lua source can name them.
const (
	tickName  = "\x00tick"
	enterName = "\x00enter"
	catName   = "\x00cat"
	varName   = "\x00va"
	setName   = "\x00set"
	keyName   = "\x00key"
)

// Compile compiles a hook file (or inline text) whose first line is line 1
// of chunkName.
func Compile(chunkName, source string) (*Program, diag.Diagnostics) {
	return CompileSource(Source{File: chunkName, Line: 1, Column: 1, Text: source})
}

// CompileSource parses src, instruments it (step ticks at every function
// entry, loop iteration and goto, bounded `..`) and compiles it.
func CompileSource(src Source) (p *Program, ds diag.Diagnostics) {
	if src.Line < 1 {
		src.Line = 1
	}
	if src.Column < 1 {
		src.Column = 1
	}
	prog := &Program{src: src, funcs: map[string]int{}}
	defer func() {
		if r := recover(); r != nil {
			p = nil
			ds = diag.Diagnostics{prog.diag(CodeInternal, 1, 0, fmt.Sprintf("internal error while compiling Lua: %v", r))}
		}
	}()
	if len(src.Text) > maxSourceBytes {
		return nil, diag.Diagnostics{prog.diag(CodeTooComplex, 1, 0,
			fmt.Sprintf("Lua source is %d bytes; the limit is %d", len(src.Text), maxSourceBytes))}
	}
	chunk, err := parse.Parse(strings.NewReader(src.Text), src.File)
	if err != nil {
		return nil, diag.Diagnostics{prog.parseDiag(err)}
	}
	if chunk == nil {
		chunk = []ast.Stmt{}
	}
	for _, st := range chunk {
		switch st := st.(type) {
		case *ast.FuncDefStmt:
			if id, ok := st.Name.Func.(*ast.IdentExpr); ok && st.Name.Receiver == nil {
				prog.funcs[id.Value] = st.Line()
			}
		case *ast.AssignStmt:
			for i, l := range st.Lhs {
				if id, ok := l.(*ast.IdentExpr); ok && i < len(st.Rhs) {
					if _, isFn := st.Rhs[i].(*ast.FunctionExpr); isFn {
						prog.funcs[id.Value] = st.Line()
					}
				}
			}
		}
	}
	prog.cache = cacheable(chunk)
	rw := &rewriter{}
	body := rw.block(chunk, 1, true)
	if rw.tooDeep > 0 {
		return nil, diag.Diagnostics{prog.diag(CodeTooComplex, rw.tooDeep, 0,
			fmt.Sprintf("Lua code is nested more than %d levels deep", maxNesting))}
	}
	header := &ast.LocalAssignStmt{Names: []string{tickName, enterName, catName, varName, setName, keyName}, Exprs: []ast.Expr{&ast.Comma3Expr{}}}
	header.SetLine(1)
	header.SetLastLine(1)
	proto, err := glua.Compile(append([]ast.Stmt{header}, body...), src.File)
	if err != nil {
		line := 1
		var ce *glua.CompileError
		if errors.As(err, &ce) {
			line = ce.Line
			return nil, diag.Diagnostics{prog.diag(CodeSyntax, line, 0, ce.Message)}
		}
		return nil, diag.Diagnostics{prog.diag(CodeSyntax, line, 0, err.Error())}
	}
	prog.proto = proto
	return prog, nil
}

// Source returns where the program came from.
func (p *Program) Source() Source { return p.src }

// HookPos is where the source defines the top-level function name, in the
// file it came from (the program's first line when it does not).
func (p *Program) HookPos(name string) diag.Pos { return p.Pos(p.funcs[name], 0) }

// Has reports whether the source defines a top-level function name
// (`function name(…)` or `name = function(…)`).
func (p *Program) Has(name string) bool { _, ok := p.funcs[name]; return ok }

// Functions lists the top-level functions the source defines, sorted (for
// "did you mean" when an ability names a hook that does not exist).
func (p *Program) Functions() []string { return slices.Sorted(maps.Keys(p.funcs)) }

// Pos maps a line (and 1-based column, 0 if unknown) of the Lua text to a
// position in the file it came from.
func (p *Program) Pos(luaLine, col int) diag.Pos {
	if luaLine < 1 {
		luaLine = 1
	}
	line := p.src.Line + luaLine - 1
	c := col
	if c < 1 {
		c = 1
	}
	if luaLine == 1 {
		c += p.src.Column - 1
	} else if col < 1 {
		c = 1
	}
	return diag.Pos{Filename: p.src.File, Line: line, Column: c}
}

func (p *Program) diag(code string, luaLine, col int, msg string) *diag.Diagnostic {
	pos := p.Pos(luaLine, col)
	d := diag.Errorf(code, diag.Range{Start: pos, End: pos}, "%s", msg)
	if p.src.Card != "" {
		d.Detail = "in the Lua hooks of card " + p.src.Card
	}
	return d
}

func (p *Program) parseDiag(err error) *diag.Diagnostic {
	var pe *parse.Error
	if errors.As(err, &pe) {
		line, col := pe.Pos.Line, pe.Pos.Column
		msg := pe.Message
		if line == parse.EOF || line < 1 {
			line = strings.Count(p.src.Text, "\n") + 1
			col = 0
			msg += " at end of input"
		} else if pe.Token != "" {
			msg = fmt.Sprintf("%s near %q", msg, pe.Token)
			// gopher-lua reports the column of the token's last character.
			if n := len([]rune(pe.Token)); col >= n {
				col = col - n + 1
			}
		}
		return p.diag(CodeSyntax, line, col, "Lua syntax error: "+msg).
			WithHint("check the Lua text for a missing `end`, `)` or `then`")
	}
	return p.diag(CodeSyntax, 1, 0, "Lua syntax error: "+strings.TrimSpace(err.Error()))
}

// rewriter instruments an AST. Every block that can repeat (a function
// body, a loop body, the main chunk) starts with a tick whose weight is the
// number of AST nodes the block runs before its next tick, so the step
// count bounds the work done; `goto` ticks before it jumps; `..` becomes a
// call of the bounded concatenation; `...` is charged per value.
type rewriter struct {
	depth   int
	tooDeep int // line where the nesting limit was hit, 0 if none
	weight  int // nodes counted for the block being rewritten
}

func ident(name string, line int) *ast.IdentExpr {
	e := &ast.IdentExpr{Value: name}
	e.SetLine(line)
	e.SetLastLine(line)
	return e
}

func tickStmt(fn string, weight, line int) *ast.FuncCallStmt {
	n := &ast.NumberExpr{Value: fmt.Sprint(weight)}
	n.SetLine(line)
	n.SetLastLine(line)
	call := &ast.FuncCallExpr{Func: ident(fn, line), Args: []ast.Expr{n}}
	call.SetLine(line)
	call.SetLastLine(line)
	st := &ast.FuncCallStmt{Expr: call}
	st.SetLine(line)
	st.SetLastLine(line)
	return st
}

// block rewrites a repeating block and prefixes it with its tick.
func (rw *rewriter) block(stmts []ast.Stmt, line int, entry bool) []ast.Stmt {
	return rw.loopBlock(stmts, line, entry, nil)
}

// loopBlock is block for a loop whose condition (*cond, may be nil) runs
// once per iteration: its nodes are charged by the body's tick.
func (rw *rewriter) loopBlock(stmts []ast.Stmt, line int, entry bool, cond *ast.Expr) []ast.Stmt {
	saved := rw.weight
	rw.weight = 1
	if cond != nil {
		*cond = rw.expr(*cond)
	}
	out := rw.stmts(stmts)
	fn := tickName
	if entry {
		fn = enterName
	}
	w := rw.weight
	rw.weight = saved
	return append([]ast.Stmt{tickStmt(fn, w, line)}, out...)
}

// enter counts a node one level deeper (and in the block's weight); false
// when it is nested too deep to rewrite.
func (rw *rewriter) enter(line int) bool {
	rw.depth++
	if rw.depth > maxNesting {
		if rw.tooDeep == 0 {
			rw.tooDeep = line
		}
		return false
	}
	rw.weight++
	return true
}

func (rw *rewriter) stmts(stmts []ast.Stmt) []ast.Stmt {
	for i, s := range stmts {
		stmts[i] = rw.stmt(s)
	}
	return stmts
}

func (rw *rewriter) stmt(s ast.Stmt) ast.Stmt {
	defer func() { rw.depth-- }()
	if !rw.enter(s.Line()) {
		return s
	}
	switch s := s.(type) {
	case *ast.AssignStmt:
		rw.exprs(s.Lhs)
		rw.exprs(s.Rhs)
		return guardAssign(s)
	case *ast.LocalAssignStmt:
		rw.exprs(s.Exprs)
	case *ast.FuncCallStmt:
		s.Expr = rw.expr(s.Expr)
	case *ast.DoBlockStmt:
		s.Stmts = rw.stmts(s.Stmts)
	case *ast.WhileStmt:
		s.Stmts = rw.loopBlock(s.Stmts, s.Line(), false, &s.Condition)
	case *ast.RepeatStmt:
		s.Stmts = rw.loopBlock(s.Stmts, s.Line(), false, &s.Condition)
	case *ast.IfStmt:
		s.Condition = rw.expr(s.Condition)
		s.Then = rw.stmts(s.Then)
		s.Else = rw.stmts(s.Else)
	case *ast.NumberForStmt:
		s.Init = rw.expr(s.Init)
		s.Limit = rw.expr(s.Limit)
		if s.Step != nil {
			s.Step = rw.expr(s.Step)
		}
		s.Stmts = rw.block(s.Stmts, s.Line(), false)
	case *ast.GenericForStmt:
		rw.exprs(s.Exprs)
		s.Stmts = rw.block(s.Stmts, s.Line(), false)
	case *ast.FuncDefStmt:
		s.Name.Func = rw.expr(s.Name.Func)
		if s.Name.Receiver != nil {
			s.Name.Receiver = rw.expr(s.Name.Receiver)
		}
		s.Func.Stmts = rw.block(s.Func.Stmts, s.Func.Line(), true)
	case *ast.ReturnStmt:
		rw.exprs(s.Exprs)
	case *ast.GotoStmt:
		do := &ast.DoBlockStmt{Stmts: []ast.Stmt{tickStmt(tickName, 1, s.Line()), s}}
		do.SetLine(s.Line())
		do.SetLastLine(s.LastLine())
		return do
	}
	return s
}

func (rw *rewriter) exprs(es []ast.Expr) {
	for i, e := range es {
		es[i] = rw.expr(e)
	}
}

func (rw *rewriter) expr(e ast.Expr) ast.Expr {
	if e == nil {
		return nil
	}
	defer func() { rw.depth-- }()
	if !rw.enter(e.Line()) {
		return e
	}
	switch e := e.(type) {
	case *ast.AttrGetExpr:
		e.Object = rw.expr(e.Object)
		e.Key = rw.expr(e.Key)
	case *ast.TableExpr:
		for _, f := range e.Fields {
			if f.Key != nil {
				f.Key = rw.expr(f.Key)
				if _, isStr := f.Key.(*ast.StringExpr); !isStr {
					// [k] = v: a huge integer k would grow the array part.
					f.Key = call(keyName, f.Key.Line(), f.Key)
				}
			}
			f.Value = rw.expr(f.Value)
		}
	case *ast.FuncCallExpr:
		if e.Func != nil {
			e.Func = rw.expr(e.Func)
		}
		if e.Receiver != nil {
			e.Receiver = rw.expr(e.Receiver)
		}
		rw.exprs(e.Args)
	case *ast.LogicalOpExpr:
		e.Lhs = rw.expr(e.Lhs)
		e.Rhs = rw.expr(e.Rhs)
	case *ast.RelationalOpExpr:
		e.Lhs = rw.expr(e.Lhs)
		e.Rhs = rw.expr(e.Rhs)
	case *ast.ArithmeticOpExpr:
		e.Lhs = rw.expr(e.Lhs)
		e.Rhs = rw.expr(e.Rhs)
	case *ast.UnaryMinusOpExpr:
		e.Expr = rw.expr(e.Expr)
	case *ast.UnaryNotOpExpr:
		e.Expr = rw.expr(e.Expr)
	case *ast.UnaryLenOpExpr:
		e.Expr = rw.expr(e.Expr)
	case *ast.FunctionExpr:
		e.Stmts = rw.block(e.Stmts, e.Line(), true)
	case *ast.Comma3Expr:
		// `...` copies every vararg; route it through a call that charges
		// one step per value.
		inner := &ast.Comma3Expr{}
		inner.SetLine(e.Line())
		inner.SetLastLine(e.LastLine())
		call := &ast.FuncCallExpr{Func: ident(varName, e.Line()), Args: []ast.Expr{inner}, AdjustRet: e.AdjustRet}
		call.SetLine(e.Line())
		call.SetLastLine(e.LastLine())
		return call
	case *ast.StringConcatOpExpr:
		// a .. b .. c is right-nested; flatten into one call.
		var parts []ast.Expr
		var cur ast.Expr = e
		for {
			c, ok := cur.(*ast.StringConcatOpExpr)
			if !ok {
				parts = append(parts, cur)
				break
			}
			parts = append(parts, c.Lhs)
			cur = c.Rhs
		}
		for i, p := range parts {
			p = rw.expr(p)
			// A call or `...` as an operand yields one value, not many.
			switch p := p.(type) {
			case *ast.FuncCallExpr:
				p.AdjustRet = true
			case *ast.Comma3Expr:
				p.AdjustRet = true
			}
			parts[i] = p
		}
		return catCall(parts, e.Line(), e.LastLine())
	}
	return e
}

// maxCatArgs keeps each bounded-concatenation call well below the
// compiler's register limit; longer chains nest, grouping from the right,
// which keeps Lua's right-to-left pairing and left-to-right evaluation.
const maxCatArgs = 50

func catCall(parts []ast.Expr, line, last int) ast.Expr {
	if len(parts) > maxCatArgs {
		tail := catCall(parts[len(parts)-maxCatArgs+1:], line, last)
		parts = append(parts[:len(parts)-maxCatArgs+1:len(parts)-maxCatArgs+1], tail)
	}
	call := &ast.FuncCallExpr{Func: ident(catName, line), Args: parts}
	call.SetLine(line)
	call.SetLastLine(last)
	return call
}

func call(fn string, line int, args ...ast.Expr) *ast.FuncCallExpr {
	c := &ast.FuncCallExpr{Func: ident(fn, line), Args: args}
	c.SetLine(line)
	c.SetLastLine(line)
	return c
}

// guarded reports whether an assignment target t[k] has a key that is not
// a constant string: assigning a huge integer key would make gopher-lua
// grow the table's array part up to it in one step.
func guarded(e ast.Expr) (*ast.AttrGetExpr, bool) {
	a, ok := e.(*ast.AttrGetExpr)
	if !ok {
		return nil, false
	}
	_, isStr := a.Key.(*ast.StringExpr)
	return a, !isStr
}

// guardAssign routes t[k] = v through the checked setter. A multiple
// assignment evaluates its values into hidden locals first (Lua leaves the
// order of assignments unspecified).
func guardAssign(s *ast.AssignStmt) ast.Stmt {
	any := false
	for _, l := range s.Lhs {
		if _, g := guarded(l); g {
			any = true
		}
	}
	if !any {
		return s
	}
	line := s.Line()
	stmt := func(e *ast.FuncCallExpr) ast.Stmt {
		st := &ast.FuncCallStmt{Expr: e}
		st.SetLine(line)
		st.SetLastLine(line)
		return st
	}
	if len(s.Lhs) == 1 && len(s.Rhs) == 1 {
		a, _ := guarded(s.Lhs[0])
		v := s.Rhs[0]
		switch v := v.(type) {
		case *ast.FuncCallExpr:
			v.AdjustRet = true
		case *ast.Comma3Expr:
			v.AdjustRet = true
		}
		return stmt(call(setName, line, a.Object, a.Key, v))
	}
	names := make([]string, len(s.Lhs))
	for i := range names {
		names[i] = fmt.Sprintf("\x00v%d", i+1)
	}
	local := &ast.LocalAssignStmt{Names: names, Exprs: s.Rhs}
	local.SetLine(line)
	local.SetLastLine(line)
	body := []ast.Stmt{local}
	for i, l := range s.Lhs {
		if a, g := guarded(l); g {
			body = append(body, stmt(call(setName, line, a.Object, a.Key, ident(names[i], line))))
			continue
		}
		as := &ast.AssignStmt{Lhs: []ast.Expr{l}, Rhs: []ast.Expr{ident(names[i], line)}}
		as.SetLine(line)
		as.SetLastLine(line)
		body = append(body, as)
	}
	do := &ast.DoBlockStmt{Stmts: body}
	do.SetLine(line)
	do.SetLastLine(s.LastLine())
	return do
}
