package en

import (
	"fmt"
	"strings"
	"testing"

	"edge/compile"
	"edge/lang"
)

// TestSpoken: what spoken English says around a command is read for the
// command (a drink is its maker, "shut off" is off, "from white to
// yellow" is yellow, "make the roomba clean" uses the roomba); a clause
// that says more than that is left as it is.
func TestSpoken(t *testing.T) {
	tests := []struct{ in, want string }{
		{"make me a cup of coffee", "Verb(on) NP(coffee)"},
		{"i want hot coffee", "Verb(on) NP(coffee)"},
		{"put the kettle on", "Verb(turn) NP(kettle) Dir(on)"},
		{"brew me something with the coffee machine", "NP(brew) NP(something) Prep(with coffee machine)"},
		{"is the coffee ready", "Quest(is) NP(coffee ready)"},
		{"turn off the coffee maker", "Verb(turn) Dir(off) NP(coffee maker)"},
		{"shut off the lights", "Verb(turn) Dir(off) NP(lights)"},
		{"power up the tv", "Verb(turn) Dir(on) NP(tv)"},
		{"turn up the tv", "Verb(turn) Dir(up) NP(tv)"},
		{"set the speakers to mute", "Verb(mute) NP(speakers)"},
		{"change the lights from white to yellow", "Verb(set) NP(lights) Value(yellow)"},
		{"change my house lights to blue", "Verb(set) NP(all lights) Value(blue)"},
		{"arm the house alarm", "Verb(arm) NP(house alarm)"},
		{"make the roomba clean the kitchen", "Prep(make roomba) Verb(clean) NP(kitchen)"},
		{"make the lights brighter", "Verb(set) NP(lights) Rel(brightness+)"},
	}
	for _, tt := range tests {
		cs, err := pack{}.Parse(tt.in)
		if err != nil || len(cs) != 1 {
			t.Errorf("Parse(%q) = %v, %v", tt.in, cs, err)
			continue
		}
		c, _ := pack{}.Reinterpret(cs[0])
		if got := phrases(c); got != tt.want {
			t.Errorf("%s\n got %s\nwant %s", tt.in, got, tt.want)
		}
	}
}

// phrases shows the phrases of a clause that are not fillers.
func phrases(c lang.Clause) string {
	np := func(p lang.Phrase) string {
		if p.All {
			return strings.Join(append([]string{"all"}, p.Words...), " ")
		}
		return strings.Join(p.Words, " ")
	}
	var out []string
	for _, p := range c {
		switch p.Kind {
		case lang.Verb:
			out = append(out, "Verb("+p.Word+")")
		case lang.Dir:
			out = append(out, "Dir("+p.Word+")")
		case lang.NP:
			out = append(out, "NP("+np(p)+")")
		case lang.Prep:
			out = append(out, "Prep("+p.Raw+" "+np(*p.NP)+")")
		case lang.Rel:
			sign := "+"
			if p.Sign < 0 {
				sign = "-"
			}
			out = append(out, "Rel("+p.Word+sign+")")
		case lang.Value:
			out = append(out, "Value("+p.Raw+p.Mode+")")
		case lang.Quest:
			out = append(out, "Quest("+p.Raw+")")
		case lang.Filler:
		default:
			out = append(out, fmt.Sprintf("%d(%s)", p.Kind, p.Raw))
		}
	}
	return strings.Join(out, " ")
}

// TestClosing: the end of a conversation is nothing to do and nothing
// asked, never a report of every device; a command with "that" and "all"
// in it is still one.
func TestClosing(t *testing.T) {
	registered()
	for _, text := range []string{"that's all", "thanks, that's all", "that is all", "that will be all",
		"thank you that's all for now", "ok that's all thanks", "that's all for today"} {
		if p, err := compile.Compile(text); err == nil {
			t.Errorf("Compile(%q) = %s, want not understood", text, p)
		}
	}
	for _, text := range []string{"turn that all off", "is that light on"} {
		if _, err := compile.Compile(text); err != nil {
			t.Errorf("Compile(%q): %v", text, err)
		}
	}
}
