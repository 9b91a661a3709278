package lang

import "slices"

// Marks are the words of a text that change what a command means beyond
// its verb, target and values: an exception, a condition and its
// comparison, a negation, a mode, a unit after a number. A reading of the
// words by anything but the grammar (the local model) must keep them. A
// pack reads them with its own lexer, longest words first, whether or not
// its grammar parses the text ("除湿" is a mode, not "except" and a word).
type Marks struct {
	// Except is set when a word takes something out: "except", "除了".
	Except bool
	// Cond is set when a word makes a command wait on a condition ("if",
	// "如果") and a comparison, a number, a state or an attribute follows
	// it in its clause ("if possible" is no condition); in a language
	// where a comparison is no preposition, a comparison alone.
	Cond bool
	// Neg is set when a command is negated: "don't", "不要".
	Neg bool
	// Ops are the comparisons said, as operators (> >= < <= =).
	Ops []string
	// Modes maps the mode words said to their modes ("cooling" → cool),
	// the thermostat's and the alarm's.
	Modes map[string]string
	// Numbers are the numbers said, as the lexer reads them: the longest
	// numeral first ("二十六" is 26, never 16 or 6).
	Numbers []float64
	// Amounts are the numbers said with a unit after them.
	Amounts []Amount
	// Conds are where the conditions were said: the byte offsets [Start,
	// End) of each, from the word that opens it to the end of its clause
	// (a separator, "then", the verb of what it leads to). None where the
	// pack cannot tell.
	Conds [][2]int
}

// Amount is a number said with its unit.
type Amount struct {
	Num float64
	// Unit is a Unit* constant.
	Unit string
}

// MarksOf reads the marks of a text with every registered pack and joins
// them: a text in one language may hold words of another.
func MarksOf(text string) Marks {
	out := Marks{Modes: map[string]string{}}
	for _, p := range Packs() {
		m := p.Marks(text)
		out.Except = out.Except || m.Except
		out.Cond = out.Cond || m.Cond
		out.Neg = out.Neg || m.Neg
		out.Ops = append(out.Ops, m.Ops...)
		for w, mode := range m.Modes {
			out.Modes[w] = mode
		}
		out.Numbers = append(out.Numbers, m.Numbers...)
		out.Amounts = append(out.Amounts, m.Amounts...)
		out.Conds = append(out.Conds, m.Conds...)
	}
	slices.Sort(out.Ops)
	out.Ops = slices.Compact(out.Ops)
	return out
}
