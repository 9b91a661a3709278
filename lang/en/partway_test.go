package en

import (
	"slices"
	"strings"
	"testing"
)

// TestPartway: a cover opened or closed some of the way, by every verb
// that opens or closes it and every word of how far, moves by a step in
// the verb's direction, never all the way, never to the number said as a
// step, never the other way; said all the way, it is opened or closed.
func TestPartway(t *testing.T) {
	registered()
	var said []string
	for v, canon := range verbs {
		if partVerbs[canon] != "" && compiled(v+" the blinds") != compiled("open the blinds a bit") {
			said = append(said, v)
		}
	}
	slices.Sort(said)
	if len(said) < 4 {
		t.Fatalf("verbs that open or close: %v", said)
	}
	n := 0
	for _, v := range said {
		sign := "+"
		if partVerbs[verbs[v]] == decVerb {
			sign = "-"
		}
		for _, cover := range []string{"blinds", "curtain", "garage door", "den shade"} {
			plain := compiled(v + " the " + cover)
			if strings.HasPrefix(plain, "!!") || strings.Contains(plain, "position") {
				continue // a verb of some other thing ("start"), or one that already moves it
			}
			var parts []string
			for w := range partWords {
				if partWays[w] || w == "some" || w == "slightly" {
					parts = append(parts, w, w+" please")
				} else {
					parts = append(parts, "a "+w, "a "+w+" more", "just a "+w)
				}
			}
			parts = append(parts, "a crack", "just a crack please", "a bit please")
			for _, part := range parts {
				n++
				text := v + " the " + cover + " " + part
				if got := compiled(text); !strings.Contains(got, "act set") || !strings.HasSuffix(got, " position"+sign+"10") {
					t.Errorf("Compile(%q) = %s, want position%s10", text, got, sign)
				}
			}
			for _, by := range []string{"by 20 percent", "by 20%", "by twenty percent"} {
				n++
				text := v + " the " + cover + " " + by
				if got := compiled(text); !strings.HasSuffix(got, " position"+sign+"20") {
					t.Errorf("Compile(%q) = %s, want position%s20", text, got, sign)
				}
			}
			whole := []string{"all the way"}
			for w := range wholeWays {
				whole = append(whole, w)
			}
			for _, w := range whole {
				n++
				if got := compiled(v + " the " + cover + " " + w); got != plain {
					t.Errorf("Compile(%q) = %s, want %s", v+" the "+cover+" "+w, got, plain)
				}
			}
			if verbs[v] != "open" && verbs[v] != "close" {
				continue // "shut" sets a level
			}
			for text, want := range map[string]string{v + " the " + cover + " to 30 percent": " position=30",
				v + " the " + cover + " halfway": " position=50"} {
				if got := compiled(text); !strings.HasSuffix(got, want) {
					t.Errorf("Compile(%q) = %s, want%s", text, got, want)
				}
			}
		}
	}
	if n < 300 {
		t.Errorf("%d ways, want at least 300", n)
	}
	for text, want := range map[string]string{"open the wide window": "wide window", "turn up the volume a bit": "volume+10",
		"open the blinds partially": "position+10"} {
		if got := compiled(text); !strings.Contains(got, want) {
			t.Errorf("Compile(%q) = %s, want %s in it", text, got, want)
		}
	}
}
