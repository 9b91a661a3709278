package en

import (
	"fmt"
	"testing"

	"edge/compile"
)

// TestPutMode: a thing put "on" or "in" a mode with no word "mode" (every
// verb, thing, mode word and preposition, with a place or "please" after
// or nothing) sets that mode, as "put the ac to cool" does: "on cool"
// turned the ac on and left its mode, "on heat" was a name not found.
// "put the tv on in the living room" stays a direction, and "put the lamp
// on cool" is no mode.
func TestPutMode(t *testing.T) {
	registered()
	things := []string{"living room ac", "ac", "air conditioner", "bedroom ac", "thermostat", "humidifier"}
	words := map[string]string{"heat": "heat", "cool": "cool", "auto": "auto", "heating": "heat", "cooling": "cool", "dry": "dry"}
	n := 0
	for _, verb := range []string{"put", "set", "switch"} {
		for _, thing := range things {
			for w, mode := range words {
				for _, prep := range []string{"on", "in"} {
					for _, after := range []string{"", " please", " in the bedroom"} {
						text := fmt.Sprintf("%s the %s %s %s%s", verb, thing, prep, w, after)
						n++
						p, err := compile.Compile(text)
						if err != nil || len(p.Clauses) != 1 || len(p.Clauses[0].Params) != 1 ||
							p.Clauses[0].Params[0].Name != "mode" || p.Clauses[0].Params[0].Text != mode {
							t.Errorf("Compile(%q) = %v, %v: want the mode %s", text, p, err, mode)
						}
					}
				}
			}
		}
	}
	if n < 300 {
		t.Errorf("%d ways, want at least 300", n)
	}
	for _, text := range []string{"put the tv on in the living room", "put the bedroom ac on", "put the fan on in the lounge"} {
		p, err := compile.Compile(text)
		if err != nil || len(p.Clauses) != 1 || len(p.Clauses[0].Params) != 0 || p.Clauses[0].Verb != "on" {
			t.Errorf("Compile(%q) = %v, %v: want it switched on", text, p, err)
		}
	}
	// a light's warmth, never its switching (TestWarmthPutOn in turn)
	if p, err := compile.Compile("put the study lamp on cool"); err != nil || len(p.Clauses) != 1 || p.Clauses[0].Verb == "on" {
		t.Errorf("Compile(put the study lamp on cool) = %v, %v: want its warmth, not switched on", p, err)
	}
}
