package llm

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode"

	"edge/home"
	"edge/ir"
	"edge/lang"
)

// marksKept refuses a program that drops, adds or changes what the marks
// of the words say (lang.MarksOf): an exception said and in no target, or
// one in a target and none said; a condition said and in no clause, or
// one in a clause where neither a condition nor a comparison was said; a
// condition whose threshold was not said, whose comparison goes the other
// way from the one said, or whose number was said in another unit; an act
// of a negated utterance that is not itself negated; a mode no word said
// outside the target's name; a value said in one unit and set as another.
func marksKept(prog *ir.Program, m lang.Marks, said words) error {
	condSaid := m.Cond || len(m.Ops) > 0 // an "above" may say one without an "if"
	acts, excepts, conds := false, false, false
	for i := range prog.Clauses {
		cl := &prog.Clauses[i]
		acts = acts || cl.Kind == ir.Act && !cl.Negated
		excepts = excepts || len(cl.Target.Except) > 0
		if c := cl.Condition; c != nil {
			conds = true
			excepts = excepts || len(c.Target.Except) > 0
			if !condSaid {
				return fmt.Errorf("clause %d: the answer adds a condition that was not said", i+1)
			}
			if err := conditionSaid(c, m, said); err != nil {
				return fmt.Errorf("clause %d: %v", i+1, err)
			}
		}
		if err := paramsSaid(cl, m); err != nil {
			return fmt.Errorf("clause %d: %v", i+1, err)
		}
	}
	switch {
	case m.Neg && acts:
		return errors.New("the words say not to do it, but the answer acts")
	case m.Except && !excepts:
		return errors.New("an exception was said but is in no target")
	case excepts && !m.Except:
		return errors.New("the answer takes out a target, but no exception was said")
	case m.Cond && !conds:
		return errors.New("a condition was said but is in no clause")
	}
	return nil
}

// conditionSaid checks a condition against the words: its threshold was
// said, its comparison goes the way one said goes (an "=" only where no
// comparison was said, or one said it), and its number keeps its unit.
func conditionSaid(c *ir.Condition, m lang.Marks, said words) error {
	if !said.nums[c.Value] {
		return fmt.Errorf("the threshold %v of the condition was not said", c.Value)
	}
	want := []int{0}
	if len(m.Ops) > 0 {
		want = nil
		for _, op := range m.Ops {
			want = append(want, opSign(op))
		}
	}
	if !slices.Contains(want, opSign(c.Op)) {
		return fmt.Errorf("the comparison %q of the condition was not said", c.Op)
	}
	return unitKept(c.Value, c.Quantity, m.Amounts)
}

// opSign is the way a comparison goes: +1 for above, -1 for below, 0 for
// equal.
func opSign(op string) int {
	switch op {
	case ">", ">=":
		return 1
	case "<", "<=":
		return -1
	}
	return 0
}

// paramsSaid checks the modes and units of a clause's params: a mode must
// be said by a word that is not in the target's name ("the heating" names
// a thermostat, it does not ask for heat), and a number keeps the unit it
// was said with.
func paramsSaid(cl *ir.Clause, m lang.Marks) error {
	for _, p := range cl.Params {
		if p.Name == modeParam {
			if !modeSaid(p.Text, cl.Target, m) {
				return fmt.Errorf("the mode %q was not said", p.Text)
			}
			continue
		}
		if p.Text != "" {
			continue
		}
		n := p.Num
		if n < 0 {
			n = -n
		}
		if err := unitKept(n, p.Name, m.Amounts); err != nil {
			return err
		}
	}
	return nil
}

// modeParam is the IR parameter of a mode.
const modeParam = "mode"

func modeSaid(mode string, t ir.Target, m lang.Marks) bool {
	for w, said := range m.Modes {
		if strings.EqualFold(said, mode) && !inName(t, w) {
			return true
		}
	}
	return false
}

// inName reports whether a word is part of a target's name or places:
// a whole word of a spaced script, or characters of one that is not.
func inName(t ir.Target, word string) bool {
	w := lang.Key(word)
	for _, name := range append([]string{t.Name}, t.Places...) {
		k := lang.Key(name)
		if w == "" || k == "" {
			continue
		}
		if strings.IndexFunc(w, func(r rune) bool { return unicode.Is(unicode.Han, r) }) >= 0 {
			if strings.Contains(k, w) {
				return true
			}
		} else if strings.Contains(" "+k+" ", " "+w+" ") {
			return true
		}
	}
	return false
}

// homeUnits are the units of the capability table (home.Unit) of the
// packs' units of a number said.
var homeUnits = map[string]string{lang.UnitPercent: "%", lang.UnitDegrees: "°C", lang.UnitCelsius: "°C", lang.UnitKelvin: "K", lang.UnitFahrenheit: "°F"}

// unitKept refuses a number set as the attribute or argument name when it
// was said only with units other than name's: 26 °C said, 26 % set.
func unitKept(n float64, name string, amounts []lang.Amount) error {
	want := home.Unit(name)
	if want == "" {
		return nil
	}
	var other string
	for _, a := range amounts {
		if a.Num != n {
			continue
		}
		u := homeUnits[a.Unit]
		if u == want {
			return nil
		}
		other = u
	}
	if other != "" {
		return fmt.Errorf("%v was said in %s, not in the %s of %s", n, other, want, name)
	}
	return nil
}
