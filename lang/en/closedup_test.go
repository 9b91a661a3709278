package en

import (
	"strings"
	"testing"

	"edge/compile"
)

// TestClosedUp: "up" said with a verb that opens or closes only finishes
// it ("close up the garage", "close the blinds up", "open the curtains
// up"): the command compiles as it does without it, for every such verb
// of the pack, every thing and "up" before or after it; never a raise by
// a step (it raised the garage door it was told to close). A verb that
// makes another with "up" ("shut up": mute) is that verb wherever "up" is
// said ("shut the tv up" opened or turned on what it was told to shut).
func TestClosedUp(t *testing.T) {
	registered()
	things := []string{"the garage door", "the blinds", "the curtains in the living room", "the bedroom blinds", "everything"}
	n := 0
	for _, v := range sortedKeys(verbs) {
		if !upClosers[verbs[v]] || strings.Contains(v, " ") {
			continue
		}
		said, objects := v, things
		if up := verbs[v+" up"]; up != "" && up != verbs[v] {
			said, objects = v+" up", append(things, "the tv")
		}
		for _, thing := range objects {
			want, err := compile.Compile(said + " " + thing)
			if err != nil {
				continue // a verb the grammar does not read with this object
			}
			for _, text := range []string{v + " up " + thing, v + " " + thing + " up", "please " + v + " " + thing + " up", v + " " + thing + " up please"} {
				n++
				w := want
				if strings.HasPrefix(text, "please ") || strings.HasSuffix(text, " please") {
					if w, err = compile.Compile(strings.Replace(strings.Replace(text, " up", "", 1), v, said, 1)); err != nil {
						t.Fatalf("Compile(%q): %v", text, err)
					}
				}
				if got, err := compile.Compile(text); err != nil || got.String() != w.String() {
					t.Errorf("Compile(%q) = %v, %v, want %v", text, got, err, w)
				}
			}
		}
	}
	if n < 60 {
		t.Errorf("%d ways, want at least 60", n)
	}
}
