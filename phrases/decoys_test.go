package phrases_test

import (
	"bytes"
	"slices"
	"testing"

	"edge/home"
	"edge/home/hometest"
	"edge/phrases"
)

func jsgfOf(t *testing.T, g *phrases.Grammar) string {
	t.Helper()
	var buf bytes.Buffer
	if err := g.WriteJSGF(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.String()
}

// TestDecoys: in both languages, every place of the demo home's grammar
// where a device, class or room is said also offers the pack's things
// and places the home lacks: a command to a dishwasher, a room that is a
// shed, an answer naming the attic are sentences of the grammar, through
// their decoys; a place is no device, nor a thing a room. The words only
// decoys say are listed, and no word the home's sentences say is one of
// them.
func TestDecoys(t *testing.T) {
	h := hometest.Load(t, "demo")
	for _, tc := range []struct {
		code       string
		says, not  []string
		only, said []string
	}{
		{"en", []string{"turn on the dishwasher", "lock the back door", "turn off the lights in the shed", "the one in the attic", "is the toaster on", "set the fridge to twenty percent"},
			[]string{"turn on the shed", "turn off the lights in the toaster", "turn on the moon"},
			[]string{"dishwasher", "toaster", "shed", "back", "attic"}, []string{"kettle", "door", "light", "the", "garage"}},
		{"zh", []string{"打 开 洗 碗 机", "把 阁 楼 的 灯 关 掉", "打 开 后 门"},
			[]string{"打 开 阁 楼", "打 开 月 亮"},
			[]string{"碗", "阁"}, []string{"开", "灯", "门"}},
	} {
		g := build(t, h, tc.code)
		saysOnly(t, tc.code, jsgfOf(t, g), tc.says, tc.not)
		only := g.DecoyWords()
		for _, w := range tc.only {
			if !slices.Contains(only, w) {
				t.Errorf("%s: %q is not a decoy's own word: %v", tc.code, w, only)
			}
		}
		for _, w := range tc.said {
			if slices.Contains(only, w) {
				t.Errorf("%s: %q, a word of the home, is a decoy's own word", tc.code, w)
			}
		}
		for _, s := range g.Sentences() {
			for _, w := range s.Tokens {
				if slices.Contains(only, w) {
					t.Errorf("%s: %q says the decoy word %q", tc.code, s.Text, w)
				}
			}
		}
	}
}

// TestDecoyTheHomeHas: a decoy the home has (a device named "Toaster",
// a room named "Shed") is the home's own, said where it fits (not where a
// lock goes), and no decoy word.
func TestDecoyTheHomeHas(t *testing.T) {
	h := hometest.Load(t, "demo")
	h.Rooms = append(h.Rooms, home.Room{ID: "shed", Name: "Shed"})
	h.Devices = append(h.Devices, home.Device{ID: "switch.toaster", Name: "Toaster", Room: "shed", Type: "switch", Capabilities: []string{"onoff"}})
	g := build(t, h, "en")
	src := jsgfOf(t, g)
	for _, w := range []string{"toaster", "shed"} {
		if slices.Contains(g.DecoyWords(), w) {
			t.Errorf("%q is a decoy word of a home that has it", w)
		}
	}
	re := jsgfRegexp(t, src, "")
	if !re.MatchString("turn on the toaster ") || re.MatchString("lock the toaster ") || !re.MatchString("lock the dishwasher ") {
		t.Error("the home's toaster is said where it does not fit, or not where it does")
	}
}

// TestKeyWords: the words whose confusion changes an action are key
// words (directions, numbers, colours, rooms), in both languages; the
// words of every command and the names of devices are not.
func TestKeyWords(t *testing.T) {
	h := hometest.Load(t, "demo")
	for _, tc := range []struct {
		code      string
		keys, not []string
	}{
		{"en", []string{"on", "off", "open", "close", "lock", "unlock", "mute", "unmute", "start", "stop", "dim", "brighten", "twenty", "seventeen", "red", "kitchen", "nursery", "second"},
			[]string{"the", "turn", "set", "lamp", "tv", "kettle"}},
		{"zh", []string{"打", "关", "二", "十", "红", "厨"}, []string{"把", "灯"}},
	} {
		keys := build(t, h, tc.code).KeyWords()
		for _, w := range tc.keys {
			if !slices.Contains(keys, w) {
				t.Errorf("%s: %q is no key word: %v", tc.code, w, keys)
			}
		}
		for _, w := range tc.not {
			if slices.Contains(keys, w) {
				t.Errorf("%s: %q is a key word", tc.code, w)
			}
		}
	}
}

// saysOnly checks that a grammar says every sentence of says and none of
// not (words apart by spaces).
func saysOnly(t *testing.T, code, jsgf string, says, not []string) {
	t.Helper()
	re := jsgfRegexp(t, jsgf, "")
	for _, s := range says {
		if !re.MatchString(s + " ") {
			t.Errorf("%s: the grammar does not say %q", code, s)
		}
	}
	for _, s := range not {
		if re.MatchString(s + " ") {
			t.Errorf("%s: the grammar says %q", code, s)
		}
	}
}
