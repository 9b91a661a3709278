package turn

import (
	"slices"
	"strconv"

	"edge/home"
	"edge/ir"
)

// valueAfterPlace reads a number said after a place in a question of a
// quantity ("is the temperature in the bedroom 25", "is the humidity in
// the bathroom 70") as the value asked about, no word of the place's
// name, where the home has the place without it and none with it ("Guest
// room 2" stays a room): it was a room "bedroom 25", not known. The value
// is left out as "is the temperature in the bedroom 25 degrees" leaves it,
// and the quantity there answered.
func (t *turn) valueAfterPlace(cl ir.Clause) ir.Clause {
	if cl.Kind != ir.Query {
		return cl
	}
	if a, ok := home.LookupAttr(cl.Ask); !ok || a.Kind != home.Numeric {
		return cl
	}
	p := t.pack()
	for i, place := range cl.Target.Places {
		words := p.Split(place)
		if len(words) < 2 || t.e.idx.IsPlace(place) {
			continue
		}
		if _, err := strconv.ParseFloat(words[len(words)-1], 64); err != nil {
			continue
		}
		if rest := p.Join(words[:len(words)-1]); t.e.idx.IsPlace(rest) {
			cl.Target.Places = slices.Clone(cl.Target.Places)
			cl.Target.Places[i] = rest
		}
	}
	return cl
}
