package en

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"edge/compile"
)

// chatSaid are sentences said with the words chatSpellings stand for;
// every spelling is typed for its words in each sentence that says them.
var chatSaid = []string{
	"can you turn off the tv", "could you turn off the tv", "would you turn off the tv please",
	"is your tv on", "are the lights on in the kitchen", "turn on the hall light and the kitchen light",
	"turn off the tv thanks", "turn off the tv thank you", "i want to turn off the tv",
	"i am going to watch a film, dim the lights in the den", "you have got to skip this song",
	"give me more light in the kitchen", "let me have the hall light on", "do not turn on the kitchen light",
	"is not the front door locked",
	"are not the lights in the kitchen on", "can not you turn on the fan", "could not you turn on the fan",
	"would not you turn on the fan", "should not the front door be locked", "will not you turn on the fan",
	"i am cold, turn up the heating", "i have to lock the front door", "you are too loud, turn it down",
	"that is too loud, turn the tv down", "turn on the den lights", "turn on the night light",
	"there is a light on in the kitchen", "i would like the kitchen light on", "i would like the heating at 21",
}

// TestChatSpellings: a word spelt as in a chat, or a symbol typed for a
// word (symbols), is read as the words it stands for, in every sentence
// that says them.
func TestChatSpellings(t *testing.T) {
	registered()
	for _, said := range chatSaid {
		if got := compiled(said); strings.HasPrefix(got, "!!") {
			t.Errorf("Compile(%q) = %s", said, got)
		}
	}
	spellings := make([]string, 0, len(chatSpellings))
	for s := range chatSpellings {
		spellings = append(spellings, s)
	}
	slices.Sort(spellings)
	for _, s := range spellings {
		words := " " + strings.Join(chatSpellings[s], " ") + " "
		n := 0
		for _, said := range chatSaid {
			if !strings.Contains(" "+said+" ", words) {
				continue
			}
			n++
			typed := strings.TrimSpace(strings.ReplaceAll(" "+said+" ", words, " "+s+" "))
			want := compiled(said)
			if got := compiled(typed); got != want {
				t.Errorf("Compile(%q) = %s, want %s (as %q)", typed, got, want, said)
			}
		}
		if n == 0 {
			t.Errorf("%q: no sentence says %q", s, strings.TrimSpace(words))
		}
	}
	for r, w := range symbols {
		n := 0
		for _, said := range chatSaid {
			if !strings.Contains(said, " "+w+" ") {
				continue
			}
			n++
			for _, typed := range []string{strings.ReplaceAll(said, " "+w+" ", " "+string(r)+" "), strings.ReplaceAll(said, " "+w+" ", string(r))} {
				if got, want := compiled(typed), compiled(said); got != want {
					t.Errorf("Compile(%q) = %s, want %s (as %q)", typed, got, want, said)
				}
			}
		}
		if n == 0 {
			t.Errorf("%q: no sentence says %q", r, w)
		}
	}
}

// TestAbbreviations: a word typed with marks inside it is read as the
// word, wherever it is in a sentence, and a word only holding it is not.
func TestAbbreviations(t *testing.T) {
	registered()
	said := []string{"turn on the %s", "turn on the %s in the bedroom", "is the %s on", "set the bedroom %s to 20",
		"turn on the %s, then turn off the tv", "%s on"}
	for _, a := range abbreviations {
		for _, s := range said {
			typed, plain := fmt.Sprintf(s, a.typed), fmt.Sprintf(s, a.word)
			want, err := compile.Compile(plain)
			if err != nil {
				t.Fatalf("Compile(%q): %v", plain, err)
			}
			if got, err := compile.Compile(typed); err != nil || got.String() != want.String() {
				t.Errorf("Compile(%q) = %v, %v; want %s", typed, got, err, want)
			}
		}
	}
	for _, text := range []string{"turn on the data/c", "turn on the a/cd"} {
		rs := []rune(text)
		normalize(rs)
		if string(rs) != text {
			t.Errorf("normalize(%q) = %q, want it kept", text, string(rs))
		}
	}
}

// compiled is the IR a text compiles to, or its error after "!! ".
func compiled(text string) string {
	p, err := compile.Compile(text)
	if err != nil {
		return "!! " + err.Error()
	}
	return p.String()
}
