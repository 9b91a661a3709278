package home_test

import (
	"fmt"
	"testing"

	"edge/home"
	"edge/lang"
)

// TestShareHazards: a device whose driver commands what a hazardous
// device's commands (one pin, one relay, one coil) is that hazard too,
// whatever it is named and typed (a light, a plug, a fan, a device with
// no type), and the hazardous one stays what it is; devices with other
// addresses, or none, keep what they are.
func TestShareHazards(t *testing.T) {
	hazards := []struct {
		typ  string
		caps []string
		want home.Hazard
	}{
		{"garage_door", []string{"onoff"}, home.GarageDoor}, {"gate", []string{"position"}, home.GarageDoor},
		{"strike", []string{"onoff"}, home.Lock}, {"lock", []string{"lock"}, home.Lock},
		{"oven", []string{"onoff"}, home.Heat}, {"heater", []string{"onoff"}, home.Heat},
		{"valve", []string{"onoff"}, home.Valve}, {"alarm", []string{"onoff"}, home.Alarm},
	}
	innocents := []struct {
		typ, name string
		caps      []string
	}{
		{"light", "Porch light", []string{"onoff"}}, {"light", "Shelf", []string{"onoff", "brightness"}},
		{"switch", "Plug 3", []string{"onoff"}}, {"fan", "Ceiling fan", []string{"onoff"}},
		{"", "Relay", []string{"onoff"}}, {"outlet", "插座", []string{"onoff"}},
	}
	n := 0
	for _, hz := range hazards {
		for _, in := range innocents {
			for _, shared := range []bool{true, false} {
				other := "elsewhere"
				if shared {
					other = "relay-7"
				}
				h := &home.Home{
					Rooms: []home.Room{{ID: "r", Name: "Hall"}},
					Devices: []home.Device{
						{ID: "x.hazard", Name: "Thing", Room: "r", Type: hz.typ, Capabilities: hz.caps},
						{ID: "x.innocent", Name: in.name, Room: "r", Type: in.typ, Capabilities: in.caps},
						{ID: "x.apart", Name: "Desk lamp", Room: "r", Type: "light", Capabilities: []string{"onoff"}},
					},
				}
				addr := map[string]string{"x.hazard": "relay-7", "x.innocent": other}
				home.Classify(h, lang.HazardsOf, lang.HazardTail)
				got := home.ShareHazards(h, func(d *home.Device) string { return addr[d.ID] })
				what := fmt.Sprintf("%s beside %s %q (shared %v)", hz.typ, in.typ, in.name, shared)
				if h.Devices[0].Hazards()&hz.want == 0 {
					t.Errorf("%s: the hazard is %v", what, h.Devices[0].Hazards())
				}
				if inn := h.Devices[1].Hazards()&hz.want != 0; inn != shared {
					t.Errorf("%s: the other device is %v", what, h.Devices[1].Hazards())
				}
				if h.Devices[2].Hazards() != 0 {
					t.Errorf("%s: a device apart is %v", what, h.Devices[2].Hazards())
				}
				if (len(got) == 1) != shared {
					t.Errorf("%s: shared %v", what, got)
				}
				n++
			}
		}
	}
	if n < 90 {
		t.Fatalf("only %d homes", n)
	}
}
