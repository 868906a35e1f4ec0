package lua

import (
	"fmt"
	"math"
	"reflect"
	"sort"
	"strconv"
	"strings"

	glua "github.com/yuin/gopher-lua"

	"github.com/thronescript/thronescript/lua/internal/pm"
)

// setmetatable that, unlike gopher-lua's, only accepts tables (a metatable
// on strings, numbers or booleans would be shared by every later call) and
// respects __metatable.
func (s *state) setMetatable(L *glua.LState) int {
	s.charge(1)
	t := L.CheckTable(1)
	mt := L.Get(2)
	if mt != glua.LNil {
		if _, ok := mt.(*glua.LTable); !ok {
			L.ArgError(2, "nil or table expected")
		}
	}
	if s.isProtected(t) {
		L.RaiseError("cannot change a protected metatable")
	}
	if old, ok := t.Metatable.(*glua.LTable); ok && old.RawGetString("__metatable") != glua.LNil {
		L.RaiseError("cannot change a protected metatable")
	}
	t.Metatable = mt
	L.SetTop(1)
	return 1
}

func (s *state) getMetatable(L *glua.LState) int {
	s.charge(1)
	L.Push(L.GetMetatable(L.CheckAny(1)))
	return 1
}

func (s *state) rawSet(L *glua.LState) int {
	s.charge(1)
	t := L.CheckTable(1)
	if s.isProtected(t) {
		L.RaiseError("attempt to change a read-only table")
	}
	k := L.CheckAny(2)
	s.checkIndex(t, k)
	if k == glua.LNil {
		L.RaiseError("table index is nil")
	}
	t.RawSet(k, L.CheckAny(3))
	L.SetTop(1)
	return 1
}

// maxValues bounds the values one builtin may return at once (unpack,
// string.byte): passing them on costs work the step count cannot see.
const maxValues = 1024

func bitsLen(n int) int {
	b := 1
	for n > 1 {
		n >>= 1
		b++
	}
	return b
}

// chargeByFirstString wraps a builtin that scans its first (string)
// argument, charging by its length.
func (s *state) chargeByFirstString(fn *glua.LFunction) *glua.LFunction {
	return s.L.NewFunction(func(L *glua.LState) int {
		n := 0
		if str, ok := L.Get(1).(glua.LString); ok {
			n = len(str)
		}
		s.charge(1 + n/64)
		top := L.GetTop()
		L.Insert(fn, 1)
		L.Call(top, glua.MultRet)
		return L.GetTop()
	})
}

func (s *state) strByte(L *glua.LState) int {
	str := L.CheckString(1)
	i := strIndex(str, L.OptInt(2, 1))
	j := L.OptInt(3, i+1)
	if j < 0 {
		j = len(str) + j + 1
	} else if j > len(str) {
		j = len(str)
	}
	if i >= j {
		return 0
	}
	n := j - i
	if n > maxValues {
		s.stop(CodeMemory, fmt.Sprintf("too many values from string.byte (the limit is %d)", maxValues))
	}
	s.charge(n)
	for k := i; k < j; k++ {
		L.Push(glua.LNumber(str[k]))
	}
	return n
}

// Array growth. gopher-lua stores an integer key k (1 ≤ k < MaxArrayIndex)
// in the table's array part, filling every slot before it: t[60000000] = 1
// would allocate a gigabyte in one step. Keys up to freeGap past the
// current array are free; larger gaps cost a step per 4 slots, and no
// array may grow past maxArray.
const (
	freeGap  = 64
	maxArray = 1 << 20
)

var arrayField = func() int {
	f, ok := reflect.TypeOf(glua.LTable{}).FieldByName("array")
	if !ok {
		return -1
	}
	return f.Index[0]
}()

// arrayLen is the length of t's array part (gopher-lua does not export it).
func arrayLen(t *glua.LTable) int {
	if arrayField < 0 {
		return t.MaxN()
	}
	return reflect.ValueOf(t).Elem().Field(arrayField).Len()
}

func arrayKey(k glua.LValue) (int, bool) {
	n, ok := k.(glua.LNumber)
	if !ok || float64(n) != math.Trunc(float64(n)) || n < 1 || float64(n) >= float64(glua.MaxArrayIndex) {
		return 0, false
	}
	return int(n), true
}

// checkIndex charges (or refuses) the array growth that setting t[k] causes.
func (s *state) checkIndex(t *glua.LTable, k glua.LValue) {
	n, ok := arrayKey(k)
	if !ok {
		return
	}
	if gap := n - arrayLen(t); gap > freeGap {
		s.growArray(n, gap)
	}
}

func (s *state) growArray(n, gap int) {
	if n > maxArray {
		s.stop(CodeMemory, fmt.Sprintf("table index %d would grow a table past %d slots", n, maxArray))
	}
	s.charge(gap / 4)
}

// guardFirstTable wraps table.insert/remove/sort so they refuse the
// read-only tables (they write raw) and charge steps by table size.
func (s *state) guardFirstTable(fn, sortFn *glua.LFunction) *glua.LFunction {
	return s.L.NewFunction(func(L *glua.LState) int {
		t := L.CheckTable(1)
		if s.isProtected(t) {
			L.RaiseError("attempt to change a read-only table")
		}
		if fn != sortFn && L.GetTop() >= 3 {
			s.checkIndex(t, L.Get(2))
		}
		n := t.Len()
		cost := 1 + n/16
		if fn == sortFn {
			cost = 1 + n*bitsLen(n)/4
		}
		s.charge(cost)
		top := L.GetTop()
		L.Insert(fn, 1)
		L.Call(top, glua.MultRet)
		return L.GetTop()
	})
}

// tostring without memory addresses (which differ between runs): tables,
// functions and userdata are numbered in order of first appearance within
// the call.
func (s *state) toString(L *glua.LState) int {
	s.charge(1)
	v := L.CheckAny(1)
	if mm := L.GetMetaField(v, "__tostring"); mm != glua.LNil {
		L.Push(mm)
		L.Push(v)
		L.Call(1, 1)
		return 1
	}
	switch v.(type) {
	case *glua.LTable, *glua.LFunction, *glua.LUserData, *glua.LState, *glua.LChannel:
		rn := s.cur
		if rn.names == nil {
			rn.names = map[glua.LValue]int{}
		}
		n, ok := rn.names[v]
		if !ok {
			n = len(rn.names) + 1
			rn.names[v] = n
		}
		L.Push(glua.LString(fmt.Sprintf("%s: #%d", v.Type().String(), n)))
	default:
		L.Push(glua.LString(v.String()))
	}
	return 1
}

func (s *state) unpack(L *glua.LState) int {
	t := L.CheckTable(1)
	i := L.OptInt(2, 1)
	j := L.OptInt(3, t.Len())
	if i > j {
		return 0
	}
	n := j - i + 1
	if n <= 0 || n > maxValues {
		s.stop(CodeMemory, fmt.Sprintf("too many values to unpack (the limit is %d)", maxValues))
	}
	s.charge(n)
	for k := i; k <= j; k++ {
		L.Push(t.RawGetInt(k))
	}
	return n
}

// sorted_pairs(t): like pairs, but keys in a fixed order — numbers
// ascending, then strings ascending, then booleans (false first); other key
// kinds are skipped.
func (s *state) sortedPairs(L *glua.LState) int {
	t := L.CheckTable(1)
	var nums []float64
	var strs []string
	var bools []bool
	t.ForEach(func(k, _ glua.LValue) {
		switch k := k.(type) {
		case glua.LNumber:
			nums = append(nums, float64(k))
		case glua.LString:
			strs = append(strs, string(k))
		case glua.LBool:
			bools = append(bools, bool(k))
		}
	})
	s.charge(1 + len(nums) + len(strs) + len(bools))
	sort.Float64s(nums)
	sort.Strings(strs)
	sort.Slice(bools, func(i, j int) bool { return !bools[i] && bools[j] })
	keys := make([]glua.LValue, 0, len(nums)+len(strs)+len(bools))
	for _, n := range nums {
		keys = append(keys, glua.LNumber(n))
	}
	for _, k := range strs {
		keys = append(keys, glua.LString(k))
	}
	for _, b := range bools {
		keys = append(keys, glua.LBool(b))
	}
	i := 0
	L.Push(L.NewFunction(func(L *glua.LState) int {
		s.charge(1)
		for i < len(keys) {
			k := keys[i]
			i++
			if v := t.RawGet(k); v != glua.LNil {
				L.Push(k)
				L.Push(v)
				return 2
			}
		}
		return 0
	}))
	return 1
}

func (s *state) tabConcat(L *glua.LState) int {
	t := L.CheckTable(1)
	sep := L.OptString(2, "")
	i := L.OptInt(3, 1)
	j := L.OptInt(4, t.Len())
	if i > j {
		L.Push(glua.LString(""))
		return 1
	}
	if j-i > 1<<20 {
		s.stop(CodeMemory, "table.concat over too many elements")
	}
	s.charge(1 + (j-i+1)/16)
	total := 0
	for k := i; k <= j; k++ {
		v := t.RawGetInt(k)
		if !isStrNum(v) {
			L.RaiseError("invalid value (at index %d) in table for 'concat'", k)
		}
		total += len(glua.LVAsString(v))
		if k < j {
			total += len(sep)
		}
		if total > s.r.limits.StringLen {
			s.chargeString(total)
		}
	}
	s.chargeString(total)
	var b strings.Builder
	b.Grow(total)
	for k := i; k <= j; k++ {
		b.WriteString(glua.LVAsString(t.RawGetInt(k)))
		if k < j {
			b.WriteString(sep)
		}
	}
	L.Push(glua.LString(b.String()))
	return 1
}

func (s *state) strRep(L *glua.LState) int {
	str := L.CheckString(1)
	n := L.CheckInt(2)
	if n <= 0 || len(str) == 0 {
		s.charge(1)
		L.Push(glua.LString(""))
		return 1
	}
	if n > s.r.limits.StringLen/len(str) {
		s.stop(CodeMemory, fmt.Sprintf("string.rep of %d × %d bytes exceeds the string limit of %d", n, len(str), s.r.limits.StringLen))
	}
	s.chargeString(n * len(str))
	L.Push(glua.LString(strings.Repeat(str, n)))
	return 1
}

func (s *state) strCase(upper bool) glua.LGFunction {
	return func(L *glua.LState) int {
		str := L.CheckString(1)
		s.chargeString(len(str))
		if upper {
			L.Push(glua.LString(strings.ToUpper(str)))
		} else {
			L.Push(glua.LString(strings.ToLower(str)))
		}
		return 1
	}
}

func (s *state) strReverse(L *glua.LState) int {
	str := L.CheckString(1)
	s.chargeString(len(str))
	b := make([]byte, len(str))
	for i := range len(str) {
		b[len(str)-1-i] = str[i]
	}
	L.Push(glua.LString(b))
	return 1
}

func (s *state) strChar(L *glua.LState) int {
	n := L.GetTop()
	s.chargeString(n)
	b := make([]byte, n)
	for i := 1; i <= n; i++ {
		c := L.CheckInt(i)
		if c < 0 || c > 255 {
			L.ArgError(i, "invalid value")
		}
		b[i-1] = byte(c)
	}
	L.Push(glua.LString(b))
	return 1
}

// strFormat is Lua 5.1's string.format: %d %i %u %c %x %X %o %e %E %f %g
// %G %q %s %%, flags "-+ #0", width and precision of at most two digits.
func (s *state) strFormat(L *glua.LState) int {
	f := L.CheckString(1)
	s.charge(1 + len(f)/16)
	var b strings.Builder
	arg := 1
	next := func() glua.LValue {
		arg++
		if arg > L.GetTop() {
			L.ArgError(arg, "no value")
		}
		return L.Get(arg)
	}
	for i := 0; i < len(f); i++ {
		c := f[i]
		if c != '%' {
			b.WriteByte(c)
			continue
		}
		i++
		if i >= len(f) {
			L.RaiseError("invalid option '%%' to 'format'")
		}
		if f[i] == '%' {
			b.WriteByte('%')
			continue
		}
		start := i
		for i < len(f) && strings.IndexByte("-+ #0", f[i]) >= 0 {
			i++
		}
		if i-start > 5 {
			L.RaiseError("invalid format (repeated flags)")
		}
		digits := 0
		for i < len(f) && f[i] >= '0' && f[i] <= '9' {
			i++
			digits++
		}
		if i < len(f) && f[i] == '.' {
			i++
			pd := 0
			for i < len(f) && f[i] >= '0' && f[i] <= '9' {
				i++
				pd++
			}
			if pd > 2 {
				digits = 3
			}
		}
		if digits > 2 {
			L.RaiseError("invalid format (width or precision too long)")
		}
		if i >= len(f) {
			L.RaiseError("invalid conversion '%%%s' to 'format'", f[start:])
		}
		spec := "%" + f[start:i]
		conv := f[i]
		var out string
		switch conv {
		case 'd', 'i':
			out = fmt.Sprintf(spec+"d", int64(L.CheckNumber(arg+1)))
			next()
		case 'u':
			out = fmt.Sprintf(spec+"d", uint64(int64(L.CheckNumber(arg+1))))
			next()
		case 'c':
			out = string(rune(byte(L.CheckInt(arg + 1))))
			next()
		case 'x', 'X', 'o':
			out = fmt.Sprintf(spec+string(conv), int64(L.CheckNumber(arg+1)))
			next()
		case 'e', 'E', 'f', 'g', 'G':
			out = fmt.Sprintf(spec+string(conv), float64(L.CheckNumber(arg+1)))
			next()
		case 'q':
			out = strconv.Quote(L.CheckString(arg + 1))
			next()
		case 's':
			v := next()
			var str string
			if isStrNum(v) {
				str = glua.LVAsString(v)
			} else {
				L.Push(s.base.RawGetString("tostring"))
				L.Push(v)
				L.Call(1, 1)
				str = glua.LVAsString(L.Get(-1))
				L.Pop(1)
			}
			out = fmt.Sprintf(spec+"s", str)
		default:
			L.RaiseError("invalid option '%%%c' to 'format'", conv)
		}
		if b.Len()+len(out) > s.r.limits.StringLen {
			s.chargeString(b.Len() + len(out))
		}
		b.WriteString(out)
	}
	s.chargeString(b.Len())
	L.Push(glua.LString(b.String()))
	return 1
}

const maxPattern = 4096

// find runs the budgeted matcher and charges its steps.
func (s *state) find(pat, str string, offset, limit int) []*pm.MatchData {
	L := s.L
	if len(pat) > maxPattern {
		L.RaiseError("pattern longer than %d bytes", maxPattern)
	}
	s.charge(1)
	rn := s.cur
	left := rn.limit - rn.steps
	before := left
	mds, err := pm.Find(pat, []byte(str), offset, limit, &left)
	s.charge(before - left)
	if err != nil {
		if pe, ok := err.(*pm.Error); ok && pe.Pos == pm.BudgetPos {
			s.charge(rn.limit + 1)
		}
		L.RaiseError("%s", err.Error())
	}
	return mds
}

func strIndex(str string, i int) int {
	if i < 0 {
		i = len(str) + i + 1
		if i < 1 {
			i = 1
		}
	} else if i == 0 {
		i = 1
	}
	return i - 1
}

func pushCaptures(L *glua.LState, str string, md *pm.MatchData, whole bool) int {
	n := md.CaptureLength()/2 - 1
	if n <= 0 {
		if whole {
			L.Push(glua.LString(str[md.Capture(0):md.Capture(1)]))
			return 1
		}
		return 0
	}
	for i := 1; i <= n; i++ {
		idx := 2 * i
		if md.IsPosCapture(idx) {
			L.Push(glua.LNumber(md.Capture(idx)))
		} else {
			L.Push(glua.LString(str[md.Capture(idx):md.Capture(idx+1)]))
		}
	}
	return n
}

// strFind is string.find (find) or string.match (!find).
func (s *state) strFind(find bool) glua.LGFunction {
	return func(L *glua.LState) int {
		str := L.CheckString(1)
		pat := L.CheckString(2)
		init := strIndex(str, L.OptInt(3, 1))
		if init > len(str) {
			L.Push(glua.LNil)
			return 1
		}
		if find && glua.LVAsBool(L.Get(4)) {
			s.charge(1 + len(str)/64)
			i := strings.Index(str[init:], pat)
			if i < 0 {
				L.Push(glua.LNil)
				return 1
			}
			L.Push(glua.LNumber(init + i + 1))
			L.Push(glua.LNumber(init + i + len(pat)))
			return 2
		}
		mds := s.find(pat, str, init, 1)
		if len(mds) == 0 {
			L.Push(glua.LNil)
			return 1
		}
		md := mds[0]
		if find {
			L.Push(glua.LNumber(md.Capture(0) + 1))
			L.Push(glua.LNumber(md.Capture(1)))
			return 2 + pushCaptures(L, str, md, false)
		}
		return pushCaptures(L, str, md, true)
	}
}

func (s *state) strGmatch(L *glua.LState) int {
	str := L.CheckString(1)
	pat := L.CheckString(2)
	pos := 0
	L.Push(L.NewFunction(func(L *glua.LState) int {
		for pos <= len(str) {
			mds := s.find(pat, str, pos, 1)
			if len(mds) == 0 {
				pos = len(str) + 1
				return 0
			}
			md := mds[0]
			if md.Capture(1) == md.Capture(0) {
				pos = md.Capture(1) + 1
			} else {
				pos = md.Capture(1)
			}
			return pushCaptures(L, str, md, true)
		}
		return 0
	}))
	return 1
}

func (s *state) strGsub(L *glua.LState) int {
	str := L.CheckString(1)
	pat := L.CheckString(2)
	L.CheckTypes(3, glua.LTString, glua.LTNumber, glua.LTTable, glua.LTFunction)
	repl := L.Get(3)
	limit := L.OptInt(4, -1)
	mds := s.find(pat, str, 0, limit)
	var b strings.Builder
	last := 0
	grow := func(n int) {
		if b.Len()+n > s.r.limits.StringLen {
			s.chargeString(b.Len() + n)
		}
	}
	capture := func(md *pm.MatchData, i int) glua.LValue {
		n := md.CaptureLength()/2 - 1
		if i == 0 || (i == 1 && n <= 0) {
			return glua.LString(str[md.Capture(0):md.Capture(1)])
		}
		if i > n {
			L.RaiseError("invalid capture index %%%d", i)
		}
		if md.IsPosCapture(2 * i) {
			return glua.LNumber(md.Capture(2 * i))
		}
		return glua.LString(str[md.Capture(2*i):md.Capture(2*i+1)])
	}
	for _, md := range mds {
		s.charge(1)
		grow(md.Capture(0) - last)
		b.WriteString(str[last:md.Capture(0)])
		whole := str[md.Capture(0):md.Capture(1)]
		var rep glua.LValue
		switch r := repl.(type) {
		case glua.LString, glua.LNumber:
			rs := glua.LVAsString(r)
			for i := 0; i < len(rs); i++ {
				if rs[i] == '%' && i+1 < len(rs) {
					i++
					if rs[i] >= '0' && rs[i] <= '9' {
						c := glua.LVAsString(capture(md, int(rs[i]-'0')))
						grow(len(c))
						b.WriteString(c)
					} else {
						grow(1)
						b.WriteByte(rs[i])
					}
					continue
				}
				grow(1)
				b.WriteByte(rs[i])
			}
			last = md.Capture(1)
			continue
		case *glua.LTable:
			rep = L.GetTable(r, capture(md, 1))
		case *glua.LFunction:
			L.Push(r)
			n := pushCaptures(L, str, md, true)
			L.Call(n, 1)
			rep = L.Get(-1)
			L.Pop(1)
		}
		if rep == glua.LNil || rep == glua.LFalse {
			rep = glua.LString(whole)
		} else if !isStrNum(rep) {
			L.RaiseError("invalid replacement value (a %s)", rep.Type().String())
		}
		rs := glua.LVAsString(rep)
		grow(len(rs))
		b.WriteString(rs)
		last = md.Capture(1)
	}
	grow(len(str) - last)
	b.WriteString(str[last:])
	s.chargeString(b.Len())
	L.Push(glua.LString(b.String()))
	L.Push(glua.LNumber(len(mds)))
	return 2
}
