package en

import (
	"fmt"
	"math"
	"testing"

	"edge/compile"
)

// TestClimateByNumber: a thermostat raised or lowered by a number alone
// of at most three ("lower the living room ac by 2", "turn the bedroom ac
// up 3"), for every verb, thing and number, is that many degrees: it was
// one degree, the step of a level not counted in percent. A larger number
// alone ("by 10") is no number of degrees and stays one step.
func TestClimateByNumber(t *testing.T) {
	registered()
	ways := []struct {
		form string
		sign float64
	}{
		{"lower the %s by %s", -1}, {"raise the %s by %s", 1}, {"turn the %s up by %s", 1}, {"turn the %s down by %s", -1},
		{"turn the %s down %s", -1}, {"turn up the %s by %s", 1}, {"bring the %s down by %s", -1},
	}
	things := []string{"living room ac", "bedroom ac", "thermostat", "air conditioner"}
	nums := map[string]float64{"1": 1, "2": 2, "3": 3, "two": 2, "three": 3, "1.5": 1.5}
	n := 0
	for _, w := range ways {
		for _, thing := range things {
			for said, num := range nums {
				text := fmt.Sprintf(w.form, thing, said)
				n++
				p, err := compile.Compile(text)
				if err != nil || len(p.Clauses) != 1 || len(p.Clauses[0].Params) != 1 {
					t.Errorf("Compile(%q) = %v, %v: want one change", text, p, err)
					continue
				}
				got := p.Clauses[0].Params[0]
				if got.Name != "temperature" || !got.Relative || math.Abs(got.Num-w.sign*num) > 1e-9 {
					t.Errorf("Compile(%q) = %s: want the temperature changed by %+g", text, p, w.sign*num)
				}
			}
		}
	}
	if n < 150 {
		t.Errorf("%d ways, want at least 150", n)
	}
	for _, text := range []string{"turn the bedroom ac up by 10", "lower the living room ac by 20"} {
		p, err := compile.Compile(text)
		if err != nil || len(p.Clauses) != 1 || len(p.Clauses[0].Params) != 1 || p.Clauses[0].Params[0].Name == "temperature" {
			t.Errorf("Compile(%q) = %v, %v: want a level, not degrees", text, p, err)
		}
	}
}
