package lua

import (
	glua "github.com/yuin/gopher-lua"
	"github.com/yuin/gopher-lua/ast"
)

// Running a program's file afresh for every call keeps calls apart but
// costs a closure per function. For files whose top level only defines
// functions and constants, a state keeps the globals table the file built
// and reuses it while nothing in it changed: after each call the globals
// and the upvalues of every function reachable from them are compared
// with a snapshot, and any difference drops the cached table, so the next
// call runs the file afresh. Steps are charged as if the file ran again.

// cacheable reports whether a chunk's top level only defines global
// functions and locals bound to constants or functions (so the chunk
// creates no tables a hook could change unseen).
func cacheable(chunk []ast.Stmt) bool {
	for _, st := range chunk {
		switch st := st.(type) {
		case *ast.FuncDefStmt:
			if _, ok := st.Name.Func.(*ast.IdentExpr); !ok || st.Name.Receiver != nil {
				return false
			}
		case *ast.LocalAssignStmt:
			for _, e := range st.Exprs {
				switch e.(type) {
				case *ast.NumberExpr, *ast.StringExpr, *ast.TrueExpr, *ast.FalseExpr, *ast.NilExpr, *ast.FunctionExpr:
				default:
					return false
				}
			}
		default:
			return false
		}
	}
	return true
}

// cachedEnv is the globals a cacheable program built on one state, with a
// snapshot to detect changes.
type cachedEnv struct {
	env    *glua.LTable
	steps  int
	keys   []glua.LValue
	vals   []glua.LValue
	ups    []*glua.Upvalue
	upVals []glua.LValue
}

const maxCachedPrograms = 512

func snapshot(env *glua.LTable, steps int) *cachedEnv {
	ce := &cachedEnv{env: env, steps: steps}
	seen := map[*glua.LFunction]bool{}
	var walk func(v glua.LValue)
	walk = func(v glua.LValue) {
		fn, ok := v.(*glua.LFunction)
		if !ok || fn.IsG || seen[fn] {
			return
		}
		seen[fn] = true
		for _, uv := range fn.Upvalues {
			if uv == nil {
				continue
			}
			ce.ups = append(ce.ups, uv)
			ce.upVals = append(ce.upVals, uv.Value())
			walk(uv.Value())
		}
	}
	for k, v := env.Next(glua.LNil); k != glua.LNil; k, v = env.Next(k) {
		ce.keys = append(ce.keys, k)
		ce.vals = append(ce.vals, v)
		walk(v)
	}
	return ce
}

// unchanged reports whether the globals and upvalues still hold what the
// snapshot saw.
func (ce *cachedEnv) unchanged() bool {
	i := 0
	for k, v := ce.env.Next(glua.LNil); k != glua.LNil; k, v = ce.env.Next(k) {
		if i >= len(ce.keys) || ce.keys[i] != k || ce.vals[i] != v {
			return false
		}
		i++
	}
	if i != len(ce.keys) || ce.env.Len() != 0 {
		return false
	}
	for j, uv := range ce.ups {
		if uv.Value() != ce.upVals[j] {
			return false
		}
	}
	return true
}
