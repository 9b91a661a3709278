package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestChineseOtherRooms says the other rooms said where the speaker's
// room is known ("其他房间的灯关了", "其余房间也关了" in the living room):
// the other rooms' devices, never the speaker's own room's, which they
// switched off alone; the others with nothing to be other than ("其他的也
// 关了") do nothing.
func TestChineseOtherRooms(t *testing.T) {
	generatedKinds(t)
	e := eveningEngine(t, "same.yaml", sameThereHome)
	n := 0
	for _, w := range []string{"其他房间", "其它房间", "其余房间", "别的房间"} {
		for _, f := range []string{"%s的灯关了", "把%s的灯都关掉", "%s的风扇也关了"} {
			n++
			said := strings.Replace(f, "%s", w, 1)
			r := e.Ask(context.Background(), turn.Request{Text: said, Session: fmt.Sprintf("o%d", n), Room: "living", DryRun: true})
			if got := summary(r); !runs(got) || strings.Contains(got, ".living ") {
				t.Errorf("%q in the living room → %s (say %s)", said, got, r.Say)
			}
		}
	}
	for _, said := range []string{"其他的也关了", "其它的都打开", "其余的灯也关了吧"} {
		n++
		r := e.Ask(context.Background(), turn.Request{Text: said, Session: fmt.Sprintf("o%d", n), Room: "living", DryRun: true})
		if got := summary(r); runs(got) {
			t.Errorf("%q → %s (say %s)", said, got, r.Say)
		}
	}
}
