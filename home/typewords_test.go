package home_test

import (
	"strings"
	"testing"

	"edge/home"
	"edge/lang"
)

// TestTypeInOtherWords: a device's type or tag written in other words
// than the table of types holds, as people and other systems write them
// (kebab-case, CamelCase, spaced, run together, with a word before or
// after: "garage-door", "GarageDoor", "smart_lock", "electric heater",
// "siren", 电子锁), says the hazard its words say, as a name does,
// whatever the device's capabilities; a type that says no hazard
// ("light", "smart_plug", "media-player", "thermostat") says none, and a
// device named plainly keeps what its type says in the warnings.
func TestTypeInOtherWords(t *testing.T) {
	hazards := map[home.Hazard][][]string{
		home.GarageDoor: {{"garage", "door"}, {"gate"}, {"gate", "opener"}, {"garage", "door", "opener"}},
		home.Lock:       {{"smart", "lock"}, {"door", "lock"}, {"lock"}, {"door", "strike"}},
		home.Heat:       {{"electric", "heater"}, {"space", "heater"}, {"kettle"}, {"oven"}},
		home.Valve:      {{"gas", "valve"}, {"water", "valve"}},
		home.Alarm:      {{"siren"}, {"alarm", "panel"}},
	}
	styles := map[string]func(w []string) string{
		"snake":  func(w []string) string { return strings.Join(w, "_") },
		"kebab":  func(w []string) string { return strings.Join(w, "-") },
		"spaced": func(w []string) string { return strings.Join(w, " ") },
		"dotted": func(w []string) string { return strings.Join(w, ".") },
		"camel": func(w []string) string {
			var b strings.Builder
			for _, x := range w {
				b.WriteString(strings.ToUpper(x[:1]) + x[1:])
			}
			return b.String()
		},
		"upper": func(w []string) string { return strings.ToUpper(strings.Join(w, "_")) },
	}
	classify := func(typ string, tag bool) home.Hazard {
		d := home.Device{ID: "x.dev", Name: "Relay", Room: "r", Type: typ, Capabilities: []string{"onoff"}}
		if tag {
			d.Type, d.Tags = "switch", []string{typ}
		}
		h := &home.Home{Rooms: []home.Room{{ID: "r", Name: "Hall"}}, Devices: []home.Device{d}}
		home.Classify(h, lang.HazardsOf, lang.HazardTail)
		return h.Devices[0].Hazards()
	}
	n := 0
	for hz, words := range hazards {
		for _, w := range words {
			for style, write := range styles {
				for _, tag := range []bool{false, true} {
					typ := write(w)
					if got := classify(typ, tag); got&hz == 0 {
						t.Errorf("type %q (%s, tag %v): hazards %v, want %v", typ, style, tag, got, hz)
					}
					n++
				}
			}
		}
	}
	for _, typ := range []string{"电子锁", "车库门", "燃气阀", "取暖器", "报警器"} {
		if classify(typ, false) == 0 {
			t.Errorf("type %q says no hazard", typ)
		}
		n++
	}
	for _, typ := range []string{"light", "smart_plug", "SmartPlug", "media-player", "thermostat", "climate", "cover", "blinds", "fan", "sensor", "door", "tv"} {
		if got := classify(typ, false); got != 0 {
			t.Errorf("type %q: hazards %v, want none", typ, got)
		}
		n++
	}
	if n < 100 {
		t.Fatalf("only %d types", n)
	}
}
