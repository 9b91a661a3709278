package en

import "edge/lang"

// The quantity said after a condition's number. "if the study is below
// 100 lux turn on the study lamp", "if the kitchen is above 800 ppm": the
// word after the number says what is compared, as "if the study's
// illuminance is below 100" does. Left to the command, it was dropped,
// and the condition compared the study's temperature (22.5 °C, below
// 100) and turned the lamp on.

// quantityAfter moves an attribute said right after a condition's number
// into the condition, where the condition names none.
func quantityAfter(cls []lang.Clause) []lang.Clause {
	for i, c := range cls {
		for j := 0; j+1 < len(c); j++ {
			cond := c[j].Cond
			if c[j].Kind != lang.Cond || cond == nil || cond.Op == "" || cond.Attr != "" || c[j+1].Kind != lang.Attr {
				continue
			}
			moved := *cond
			moved.Attr = c[j+1].Word
			c = append(append(append(lang.Clause(nil), c[:j]...), lang.Phrase{Kind: lang.Cond, Cond: &moved}), c[j+2:]...)
			cls[i] = c
		}
	}
	return cls
}
