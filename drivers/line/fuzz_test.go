package line

import (
	"math"
	"testing"
)

// FuzzParseLine feeds arbitrary lines to parseLine: it must never panic,
// and every value it returns is a finite number or a boolean of an
// attribute that matched.
func FuzzParseLine(f *testing.F) {
	c, err := parse(device("sensor.c", st{"port": "x", "attributes": st{
		"temperature": `T=(-?[0-9.]+)`,
		"humidity":    st{"match": `H=(\S+)`, "scale": 0.1, "offset": 1},
		"contact":     `DOOR=(\w*)`,
	}}, "temperature", "humidity", "contact"))
	if err != nil {
		f.Fatal(err)
	}
	for _, s := range []string{"T=23.5 H=415 DOOR=open", "T=1.2.3", "H=1e308 T=-0", "DOOR=", "\x00\xff T=5", "H=Inf", "H=0x1p-2"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, line []byte) {
		vals, err := parseLine(c.attrs, line)
		if err != nil {
			if vals != nil {
				t.Fatalf("values %v with error %v", vals, err)
			}
			return
		}
		for _, a := range c.attrs {
			v, ok := vals[a.Name]
			if ok != a.Match.Match(line) {
				t.Fatalf("%s present %v, but its expression matches %v", a.Name, ok, !ok)
			}
			switch x := v.(type) {
			case nil:
			case bool:
				if !a.Bool {
					t.Fatalf("%s is a boolean", a.Name)
				}
			case float64:
				if a.Bool || math.IsNaN(x) || math.IsInf(x, 0) {
					t.Fatalf("%s = %v", a.Name, x)
				}
			default:
				t.Fatalf("%s is %T", a.Name, v)
			}
		}
	})
}
