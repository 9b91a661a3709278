package en

import (
	"strings"
	"testing"
)

// TestAttrAlone: a thing or a place said with one of its quantities and
// nothing else, as a recogniser writes it with no question mark
// ("bedroom temperature", "the humidity in the bathroom", "tv volume
// please", "vacuum battery"), asks what "what is …" asks, for every place
// and thing, quantity, order and words around it; it never acts. With a
// value said it still sets ("bedroom ac 22").
func TestAttrAlone(t *testing.T) {
	registered()
	places := []string{"bedroom", "living room", "kitchen", "bathroom", "study", "kids room"}
	n := 0
	for _, place := range places {
		for _, attr := range []string{"temperature", "humidity", "temp"} {
			want := compiled("what is the " + attr + " in the " + place)
			if !strings.Contains(want, "query") {
				t.Fatalf("Compile(%q) = %s, want a question", "what is the "+attr+" in the "+place, want)
			}
			for _, text := range []string{place + " " + attr, "the " + place + " " + attr, attr + " in the " + place,
				"the " + attr + " in the " + place, place + " " + attr + " please", "alexa " + place + " " + attr,
				"um " + place + " " + attr, "hey google, " + attr + " in the " + place} {
				n++
				if got, w := compiled(text), compiled("what is the "+place+" "+attr); got != want && got != w {
					t.Errorf("Compile(%q) = %s, want %s", text, got, want)
				}
			}
		}
	}
	for _, thing := range []string{"tv", "study lamp", "living room fan", "vacuum", "hoover", "bedroom ac", "study speaker"} {
		for _, attr := range []string{"volume", "brightness", "speed", "battery", "temperature"} {
			want := compiled("what is the " + thing + " " + attr)
			for _, text := range []string{thing + " " + attr, "the " + thing + " " + attr, thing + " " + attr + " please"} {
				n++
				if got := compiled(text); got != want {
					t.Errorf("Compile(%q) = %s, want %s", text, got, want)
				}
			}
		}
	}
	if n < 200 {
		t.Errorf("%d ways, want at least 200", n)
	}
	for _, text := range []string{"bedroom ac 22", "tv volume 20", "tv volume up", "study lamp brightness 50 percent"} {
		if got := compiled(text); !strings.Contains(got, " act ") {
			t.Errorf("Compile(%q) = %s, want it set", text, got)
		}
	}
}
