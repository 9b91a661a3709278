package turn

import (
	"slices"
	"strconv"

	"edge/home"
	"edge/ir"
	"edge/lang"
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

// placeWarmth reads a number said with no unit in a question of yes or
// no of a place alone ("is it 25 in the bedroom", "is the bedroom 25",
// "is it around 25 in the bedroom") as a temperature, where it is one a
// room may be at and something there reads or keeps the temperature: the
// temperature there is answered, as "is it 25 degrees in the bedroom" is.
// It listed the level of every device of the room. Elsewhere the number
// is left out of the question, as before.
func (t *turn) placeWarmth(cl ir.Clause) ir.Clause {
	if cl.Kind != ir.Query || len(cl.Params) != 1 || !cl.Params[0].Bare {
		return cl
	}
	n := cl.Params[0].Num
	cl.Params = nil
	tg := cl.Target
	place := ""
	switch {
	case tg.Name == "" && len(tg.Places) == 1:
		place = tg.Places[0]
	case tg.Class == "" && len(tg.Places) == 0 && t.e.idx.IsPlace(tg.Name):
		place = tg.Name
	}
	if cl.Ask != home.LevelAsk || cl.Form != ir.YesNo || tg.All || tg.Ref || place == "" || n < warmest[0] || n > warmest[1] {
		return cl
	}
	key := lang.Key(place)
	for _, e := range t.e.idx.Devices() {
		if _, _, ok := e.Device.AttrFor(warmthAsk); ok && t.e.idx.InPlace(e, key) {
			cl.Ask = warmthAsk
			return cl
		}
	}
	return cl
}

// warmest are the least and the most degrees Celsius a room is asked to
// be at, and warmthAsk the quantity asked.
var warmest = [2]float64{5, 40}

const warmthAsk = "temperature"
