package index

import (
	"strings"
	"testing"

	"edge/home"
)

// TestNamePINRefused: a name or alias that says the home's PIN, in any
// form a number is said in, is refused at import, whatever allow_collision
// says, and the message never quotes it: a reply, a question or a phrase
// list naming the device would say the PIN, and the PIN is masked where it
// is said, so the name could not be said either. A name holding other
// digits is fine.
func TestNamePINRefused(t *testing.T) {
	const pinHome = `name: PIN flat
rooms:
  - {id: hall, name: Hall}
devices:
  - {id: lock.front, name: Front door lock, room: hall, type: lock, capabilities: [lock]}
security: {pin: "2580"}
`
	for _, tt := range []struct{ entity, want string }{
		{`  - {id: light.p, name: "2580", room: hall, type: light, capabilities: [onoff]}`, `device "light.p": its name holds the home's PIN`},
		{`  - {id: light.p, name: "2580", room: hall, type: light, capabilities: [onoff], allow_collision: true}`, `device "light.p": its name holds the home's PIN`},
		{`  - {id: light.p, name: Lamp, aliases: [light two five eight zero], room: hall, type: light, capabilities: [onoff]}`, `device "light.p": alias 1 holds the home's PIN`},
		{`  - {id: light.p, name: Lamp, aliases: [a, 二五八零号灯], room: hall, type: light, capabilities: [onoff]}`, `device "light.p": alias 2 holds the home's PIN`},
		{`  - {id: light.p, name: "Light ２５８０", room: hall, type: light, capabilities: [onoff]}`, `its name holds the home's PIN`},
		{`  - {id: light.p, name: Light twenty five eighty, room: hall, type: light, capabilities: [onoff]}`, `its name holds the home's PIN`},
		{`  - {id: light.p, name: "Light 25-80", room: hall, type: light, capabilities: [onoff]}`, `its name holds the home's PIN`},
		{`  - {id: light.p, name: "Light 1234", room: hall, type: light, capabilities: [onoff]}`, ``},
		{`  - {id: light.p, name: "Light 25800", room: hall, type: light, capabilities: [onoff]}`, ``},
		{`  - {id: light.p, name: "Light 258", room: hall, type: light, capabilities: [onoff]}`, ``},
	} {
		text := strings.Replace(pinHome, "security:", tt.entity+"\nsecurity:", 1)
		h, err := home.ParseNames("home.yaml", []byte(text), ReadsAs)
		if tt.want == "" {
			if err != nil {
				t.Errorf("%s: %v", tt.entity, err)
			}
			continue
		}
		if h != nil || err == nil {
			t.Errorf("%s: imported, want refused with %q", tt.entity, tt.want)
			continue
		}
		msg := err.Error()
		if !strings.Contains(msg, "home.yaml:6: ") || !strings.Contains(msg, tt.want) || strings.Contains(msg, "2580") || strings.Contains(msg, "２５８０") {
			t.Errorf("%s:\n got %s\nwant home.yaml:6: ... %s, and no PIN", tt.entity, msg, tt.want)
		}
	}
	// a room, a group and a scene are names edge says too; without a PIN
	// the same names are fine
	other := strings.Replace(pinHome, "  - {id: hall, name: Hall}", "  - {id: hall, name: Hall}\n  - {id: r, name: Room 2580}", 1)
	if _, err := home.ParseNames("home.yaml", []byte(other), ReadsAs); err == nil || !strings.Contains(err.Error(), `room "r": its name holds the home's PIN`) {
		t.Errorf("a room named with the PIN: %v", err)
	}
	if _, err := home.ParseNames("home.yaml", []byte(strings.Replace(other, `security: {pin: "2580"}`, "", 1)), ReadsAs); err != nil {
		t.Errorf("no PIN: %v", err)
	}
}

// TestNumberNamedPlaces: floors and rooms may be numbers ("一", "2"),
// said with the word of a place; a device may not (TestNameRefusals).
func TestNumberNamedPlaces(t *testing.T) {
	const h = `name: Floors flat
floors:
  - {id: floor_1, name: 一}
  - {id: floor_2, name: "2"}
rooms:
  - {id: r101, name: "101", floor: floor_1}
devices:
  - {id: light.a, name: Light, room: r101, type: light, capabilities: [onoff]}
`
	if _, err := home.ParseNames("home.yaml", []byte(h), ReadsAs); err != nil {
		t.Fatal(err)
	}
	if _, err := home.ParseNames("home.yaml", []byte(strings.Replace(h, "name: Light,", `name: "7",`, 1)), ReadsAs); err == nil ||
		!strings.Contains(err.Error(), `device "light.a": name "7" reads as a number`) {
		t.Errorf("a device named 7: %v", err)
	}
}
