package en

import (
	"edge/compile"
	"edge/ir"
)

// manyDegree are the words of degree that make a change without a number
// twice its step ("a lot"); the others say no more than the change alone.
var manyDegree = map[string]bool{"a lot": true, "a whole lot": true, "lots": true}

// stepsTimes is the program of text with each change said without a
// number made times its step: what a word of degree says of it.
func stepsTimes(text string, times float64) (*ir.Program, error) {
	p, err := compile.Compile(text)
	if err != nil || times == 1 {
		return p, err
	}
	for i := range p.Clauses {
		for j := range p.Clauses[i].Params {
			if q := &p.Clauses[i].Params[j]; q.Relative {
				q.Num *= times
			}
		}
	}
	return p, nil
}

// degreeTimes is how many steps a word of degree makes.
func degreeTimes(d string) float64 {
	if manyDegree[d] {
		return 2
	}
	return 1
}
