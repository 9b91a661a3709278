package turn_test

import (
	"fmt"
	"strings"
	"testing"
)

// letterClasses are devices named by a word and a letter: the word, the
// type and the name of one more of the kind that ends in the word.
var letterClasses = []struct{ word, typ, other string }{
	{"relay", "switch", "Side door relay"},
	{"lamp", "light", "Desk lamp"},
	{"plug", "outlet", "Kettle plug"},
	{"fan", "fan", "Ceiling fan"},
}

// chatLetters are the letters typed for a word in a chat ("u" for you,
// "r" for are, "n" for and): read as that word, never as a name's.
var chatLetters = map[string]bool{"u": true, "r": true, "n": true}

// letterHome holds, of each class, a device named by each letter that
// is no chat spelling but "m" (so "relay m" is said of none), one named
// by the word after another, and the hall light.
func letterHome() string {
	var b strings.Builder
	b.WriteString("rooms:\n  - {id: hall, name: Hall}\n  - {id: shed, name: Shed}\ndevices:\n")
	b.WriteString("  - {id: light.hall, name: Hall light, room: hall, type: light, capabilities: [onoff], state: {\"on\": false}}\n")
	for _, c := range letterClasses {
		fmt.Fprintf(&b, "  - {id: %s.%s_other, name: %s, room: hall, type: %s, capabilities: [onoff], state: {\"on\": false}}\n",
			c.typ, c.word, c.other, c.typ)
		for l := 'a'; l <= 'z'; l++ {
			if chatLetters[string(l)] || l == 'm' {
				continue
			}
			fmt.Fprintf(&b, "  - {id: %s.%s_%c, name: %s %c, room: shed, type: %s, capabilities: [onoff], state: {\"on\": false}}\n",
				c.typ, c.word, l, strings.ToUpper(c.word[:1])+c.word[1:], l-'a'+'A', c.typ)
		}
	}
	return b.String()
}

// TestNameEndsWithALetter says a device whose name ends in a letter
// ("Relay A", "Lamp K", "Fan O"), by its name with the letter said last,
// before on or off, a courtesy or a pause, is that device and no other:
// "a" was read as an article, "i" and "o" as words of no meaning and "k"
// as a unit, and "turn on relay a" switched the side door relay. The word
// said alone of several asks which; a letter no device has is none, and
// a letter typed for a word in a chat never reaches another device.
func TestNameEndsWithALetter(t *testing.T) {
	generatedKinds(t)
	frames := []string{"turn on %s", "turn %s on", "switch off the %s", "%s off please", "%s on", "please turn off %s",
		"turn on %s and the hall light"}
	want := map[string]func(string) bool{}
	for _, c := range letterClasses {
		for l := 'a'; l <= 'z'; l++ {
			name := c.word + " " + string(l)
			id := fmt.Sprintf("%s.%s_%c ", c.typ, c.word, l)
			for _, f := range frames {
				text := fmt.Sprintf(f, name)
				switch {
				case chatLetters[string(l)] || l == 'm':
					want[text] = func(got string) bool { return lettered(got, c.typ+"."+c.word) == 0 }
				default:
					want[text] = func(got string) bool {
						return strings.HasPrefix(got, "planned: ") && strings.Contains(got, id) && lettered(got, c.typ+"."+c.word) == 1
					}
				}
			}
		}
		for _, f := range []string{"turn on the %s", "switch the %s off"} {
			want[fmt.Sprintf(f, c.word)] = func(got string) bool { return strings.HasPrefix(got, "clarify: ") }
		}
	}
	if len(want) < 600 {
		t.Errorf("%d wordings, want at least 600", len(want))
	}
	askAll(t, eveningEngine(t, "letters.yaml", letterHome()), want, "a name that ends in a letter")
}

// lettered counts the devices of a summary whose id begins with prefix.
func lettered(got, prefix string) int {
	n := 0
	for _, f := range strings.Fields(got) {
		if strings.HasPrefix(f, prefix+"_") {
			n++
		}
	}
	return n
}
