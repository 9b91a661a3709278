package turn_test

import (
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestOnlyChosenReply answers a question of every light of the demo home
// ("turn off all the lights", 关掉所有的灯) and of which light, room by
// room, with the room said with "just" or "only" ("just the kitchen", "no,
// only the kitchen", 只要厨房的, 厨房的就行, 不，只要厨房的): each does what
// the room said after a no does ("no, the kitchen", 不，是厨房的), the
// room's lights alone; said with nothing asked, nothing is done. "just the
// kitchen" cancelled, "only the kitchen" was not understood, 不，只要厨房的
// looked for 只要厨房 by name and 厨房的就行 cancelled.
func TestOnlyChosenReply(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	n := 0
	say := func(sess string, texts ...string) turn.Result { return saidInTurn(e, sess, texts...) }
	langs := []struct {
		asked, which, plain string
		rooms, forms        []string
	}{
		{"turn off all the lights", "turn on the light", "no, the %s",
			[]string{"bathroom", "bedroom", "dining room", "garage", "garden", "hall", "kids room", "kitchen", "living room", "study"},
			[]string{"just the %s", "only the %s", "no, only the %s", "no, just the %s", "yes, only the %s", "just the %s please", "um, only the %s"}},
		{"关掉所有的灯", "打开灯", "不，是%s的",
			[]string{"卫生间", "卧室", "餐厅", "车库", "花园", "门厅", "儿童房", "厨房", "客厅", "书房"},
			[]string{"只要%s的", "不，只要%s的", "%s的就行", "就%s的吧", "好的，只要%s的", "%s的就好", "只要%s的就行"}},
	}
	for _, l := range langs {
		for _, room := range l.rooms {
			plain := fmt.Sprintf(l.plain, room)
			want := summary(say("plain "+plain, l.asked, plain))
			if !strings.HasPrefix(want, "planned") {
				t.Fatalf("%q to %q: %s, want the room's lights", plain, l.asked, want)
			}
			whichWant := summary(say("which "+plain, l.which, fmt.Sprintf(strings.TrimPrefix(strings.TrimPrefix(l.plain, "no, "), "不，是"), room)))
			for _, f := range l.forms {
				said := fmt.Sprintf(f, room)
				n += 3
				if got := summary(say(said+" "+l.asked, l.asked, said)); got != want {
					t.Errorf("%q to %q: %s, want %s as %q", said, l.asked, got, want, plain)
				}
				if got := summary(say(said+" "+l.which, l.which, said)); got != whichWant {
					t.Errorf("%q to %q: %s, want %s", said, l.which, got, whichWant)
				}
				if got := say("alone "+said, said); len(got.Actions) > 0 {
					t.Errorf("%q with nothing asked: %s, want nothing done", said, summary(got))
				}
			}
		}
	}
	if n < 300 {
		t.Fatalf("%d utterances: too few to say anything", n)
	}
}
