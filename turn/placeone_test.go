package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestPlaceOneFollowUp: a follow-up that names a room with "one" or "the
// one in" ("and the landing one", "the bedroom one too", "the one in the
// kids room"; 卧室那个呢, 车库那个), or names a room by a word that is also
// a kind of thing ("now the garage", 还有车库的, where the garage has its
// door and a light), after every command of a list, is the last command's
// kind of thing there, as the command said of it there does: the first
// were not understood, the others asked about the garage door too. With
// no command before, nothing is done.
func TestPlaceOneFollowUp(t *testing.T) {
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	wordings := map[string][]string{
		"en": {"the %s one", "and the %s one", "the %s one too", "and the one in the %s", "the one in the %s too", "and the %s one please",
			"what about the %s one", "now the %s", "and the %s too"},
		"zh": {"%s那个呢", "%s那个", "%s的那个呢", "还有%s的", "那%s呢", "%s的呢"},
	}
	cmds := map[string][]struct {
		first, there string
		rooms        []string
	}{
		"en": {
			{"turn off the hall light", "turn off the light in the %s", []string{"landing", "garage", "kids room", "bathroom", "dining room"}},
			{"set the living room ac to 21", "set the ac in the %s to 21", []string{"bedroom"}},
			{"turn on the living room fan", "turn on the fan in the %s", []string{"bathroom"}},
		},
		"zh": {
			{"打开门厅灯", "打开%s的灯", []string{"车库", "楼梯", "儿童房", "卫生间"}},
			{"把客厅空调调到26度", "把%s的空调调到26度", []string{"卧室"}},
		},
	}
	n := 0
	for code, cs := range cmds {
		for _, c := range cs {
			for _, room := range c.rooms {
				want := planned(ask(fmt.Sprintf(c.there, room), "direct"))
				if !strings.HasPrefix(want, "planned: ") {
					t.Fatalf("%q: %s", fmt.Sprintf(c.there, room), want)
				}
				for _, w := range wordings[code] {
					n++
					s := fmt.Sprintf("s%d", n)
					ask(c.first, s)
					text := fmt.Sprintf(w, room)
					if got := planned(ask(text, s)); got != want {
						t.Errorf("%q after %q:\n got %s\nwant %s", text, c.first, got, want)
					}
				}
			}
		}
	}
	if n < 80 {
		t.Errorf("%d ways, want at least 80", n)
	}
	for code, ws := range wordings {
		room := map[string]string{"en": "landing", "zh": "车库"}[code]
		for _, w := range ws {
			text := fmt.Sprintf(w, room)
			if r := ask(text, "fresh"+text); len(r.Actions) > 0 {
				t.Errorf("%q with nothing before: %s, want nothing done", text, planned(r))
			}
		}
	}
}
