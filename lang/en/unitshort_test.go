package en

import "testing"

// TestUnitShort: a value said with the short word or letter of its unit
// ("22 c", "22c", "22 degrees c", "21 deg", "50 pct", "50 per cent") is
// the value with the unit said in full, for every thing, number, verb
// form and unit.
func TestUnitShort(t *testing.T) {
	registered()
	forms := map[string][]string{
		" degrees": {" c", "c", " degrees c", " deg", " degs", " degrees celsius"},
		" percent": {" pct", " per cent"},
	}
	things := map[string][]string{
		" degrees": {"bedroom ac", "living room ac", "thermostat"},
		" percent": {"study lamp", "kitchen light", "bedroom blinds", "tv volume"},
	}
	n := 0
	for full, shorts := range forms {
		for _, thing := range things[full] {
			for _, num := range []string{"18", "21", "22", "25", "30", "50"} {
				for _, lead := range []string{"set the %s to ", "%s "} {
					said := sprintf(lead, thing) + num
					want := compiled(said + full)
					for _, short := range shorts {
						n++
						if got := compiled(said + short); got != want {
							t.Errorf("Compile(%q) = %s, want %s", said+short, got, want)
						}
					}
				}
			}
		}
	}
	if n < 200 {
		t.Errorf("%d ways, want at least 200", n)
	}
	if got, want := compiled("set the a c to 22"), compiled("set the ac to 22"); got != want {
		t.Errorf("Compile(%q) = %s, want %s", "set the a c to 22", got, want)
	}
}
