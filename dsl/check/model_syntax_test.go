package check

import (
	"reflect"
	"strings"
	"testing"
)

// TestModelHoldsNoSyntax: no type reachable from Model has a field of a
// dsl/syntax type, so the compiler works from the checked model alone
// (issue 35) and a checked library does not keep the parse trees alive.
func TestModelHoldsNoSyntax(t *testing.T) {
	seen := map[reflect.Type]bool{}
	var walk func(ty reflect.Type, path string)
	walk = func(ty reflect.Type, path string) {
		for ty.Kind() == reflect.Pointer || ty.Kind() == reflect.Slice || ty.Kind() == reflect.Array || ty.Kind() == reflect.Map {
			if ty.Kind() == reflect.Map {
				walk(ty.Key(), path+"[key]")
			}
			ty = ty.Elem()
		}
		if strings.HasSuffix(ty.PkgPath(), "/dsl/syntax") {
			t.Errorf("%s is a %s", path, ty)
			return
		}
		if ty.Kind() != reflect.Struct || seen[ty] {
			return
		}
		seen[ty] = true
		for i := 0; i < ty.NumField(); i++ {
			f := ty.Field(i)
			walk(f.Type, path+"."+f.Name)
		}
	}
	walk(reflect.TypeOf(Model{}), "Model")
	if len(seen) < 10 {
		t.Errorf("only %d struct types reached from Model", len(seen))
	}
}
