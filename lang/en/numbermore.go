package en

import "edge/lang"

// numberMore reads a number said right before a comparative as how much
// to change, never where to set: "make the kitchen light 20 percent
// dimmer", "set the AC two degrees warmer", "make the tv 10 louder" change
// by so much, as "by 20 percent" says.
func numberMore(c lang.Clause) {
	for i := 0; i+1 < len(c); i++ {
		v, r := &c[i], c[i+1]
		if v.Kind == lang.Value && v.HasNum && v.Prep == "" && r.Kind == lang.Rel && r.Sign != 0 && !r.Wish && !r.Superlative {
			v.Prep = lang.ValueBy
		}
	}
}
