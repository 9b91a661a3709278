package home

import (
	"sort"
	"strconv"
	"strings"
)

// Error is one problem in a home file, at a line (1-based; 0 means the
// line is not known).
type Error struct {
	File string
	Line int
	Msg  string
}

// Error formats the problem as "file:line: message" ("file: message"
// without a line).
func (e *Error) Error() string {
	if e.Line <= 0 {
		return e.File + ": " + e.Msg
	}
	return e.File + ":" + strconv.Itoa(e.Line) + ": " + e.Msg
}

// ErrorList is every problem found in a home file. Parse returns it sorted
// by line.
type ErrorList []*Error

// Error lists the problems one per line, sorted by line.
func (l ErrorList) Error() string {
	s := make(ErrorList, len(l))
	copy(s, l)
	s.sort()
	lines := make([]string, len(s))
	for i, e := range s {
		lines[i] = e.Error()
	}
	return strings.Join(lines, "\n")
}

// Unwrap gives the problems to errors.Is and errors.As.
func (l ErrorList) Unwrap() []error {
	out := make([]error, len(l))
	for i, e := range l {
		out[i] = e
	}
	return out
}

func (l ErrorList) sort() {
	sort.SliceStable(l, func(i, j int) bool { return l[i].Line < l[j].Line })
}
