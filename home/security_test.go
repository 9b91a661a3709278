package home

import (
	"strings"
	"testing"

	"edge/risk"
)

func TestSecurity(t *testing.T) {
	h, err := Parse("s.yaml", []byte("security: {pin: \"0258\", bulk: 12, rate_limit: 30}\ndevices:\n  - {id: light.a, name: A, capabilities: [onoff]}\n"))
	if err != nil {
		t.Fatal(err)
	}
	s := h.Security
	if s.Bulk != 12 || s.RateLimit != 30 || !risk.CheckPIN(s.PINHash, "0258") || risk.CheckPIN(s.PINHash, "258") {
		t.Errorf("security = %+v", s)
	}
	if strings.Contains(s.PINHash, "0258") {
		t.Errorf("the PIN is kept in clear: %q", s.PINHash)
	}
	h, err = Parse("s.yaml", []byte("security: {pin: 2580}\n"))
	if err != nil || !risk.CheckPIN(h.Security.PINHash, "2580") {
		t.Errorf("an unquoted PIN: %+v, %v", h, err)
	}
	data := "name: x\nsecurity:\n  pin: \"98765x\"\n  bulk: 0\n  rate_limit: fast\n  pine: 1\n"
	_, err = Parse("s.yaml", []byte(data))
	want := "s.yaml:3: security: pin must be 4 to 12 digits, such as \"0000\" (quote it to keep leading zeros)\n" +
		"s.yaml:4: security: bulk must be a whole number from 1 to 1000 (devices one turn may act on without a yes)\n" +
		"s.yaml:5: security: rate_limit must be a whole number from 1 to 600 (commands a device may get in a minute)\n" +
		"s.yaml:6: unknown field \"pine\" in security; did you mean \"pin\"?"
	if err == nil || err.Error() != want {
		t.Errorf("error:\n%v\nwant\n%s", err, want)
	}
	if err != nil && strings.Contains(err.Error(), "98765") {
		t.Error("an error message quotes the PIN")
	}
	for _, pin := range []string{"123", "true", "12.5", "[1, 2, 3, 4]", "1234567890123"} {
		_, err := Parse("s.yaml", []byte("security:\n  pin: "+pin+"\n"))
		if err == nil || !strings.HasPrefix(err.Error(), "s.yaml:2: security: pin must be") {
			t.Errorf("pin %s: %v", pin, err)
		}
	}
}

func TestVoice(t *testing.T) {
	data := "devices:\n  - {id: lock.a, name: A, capabilities: [lock], voice: false}\n  - {id: light.b, name: B, capabilities: [onoff], voice: true}\n  - {id: light.c, name: C, capabilities: [onoff]}\n"
	h, err := Parse("v.yaml", []byte(data))
	if err != nil {
		t.Fatal(err)
	}
	for i, want := range []bool{false, true, true} {
		if got := h.Devices[i].VoiceAllowed(); got != want {
			t.Errorf("%s: VoiceAllowed = %v, want %v", h.Devices[i].ID, got, want)
		}
	}
	_, err = Parse("v.yaml", []byte("devices:\n  - id: lock.a\n    name: A\n    capabilities: [lock]\n    voice: no way\n"))
	if want := "v.yaml:5: device \"lock.a\": voice must be true or false, not \"no way\""; err == nil || err.Error() != want {
		t.Errorf("error %v, want %s", err, want)
	}
}
