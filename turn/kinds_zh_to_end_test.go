package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestChineseToTheEnd says a cover raised to the top or lowered to the end
// (升到顶, 开到底, 降到底, 关到底), with 把 or not and particles: set to its top
// or bottom, as 开满 and 降到最低 are; the garage door, set, still asks for a
// yes. They were a name not found (找不到“底”) or asked to open or close 顶.
func TestChineseToTheEnd(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	covers := map[string]string{"客厅窗帘": "cover.living_curtain", "卧室百叶窗": "cover.bedroom_blind", "车库门": "cover.garage_door"}
	ends := map[string]string{"升到顶": "100", "开到顶": "100", "拉到顶": "100", "开到底": "100", "降到底": "0", "关到底": "0", "放到底": "0"}
	n := 0
	for name, id := range covers {
		for end, pos := range ends {
			for _, f := range []string{"%s%s", "把%s%s", "把%s%s吧", "帮我把%s%s", "%s%s啊"} {
				text := fmt.Sprintf(f, name, end)
				r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("end%d", n), DryRun: true})
				n++
				want := fmt.Sprintf("planned: %s set position=%s planned", id, pos)
				if id == "cover.garage_door" {
					want = fmt.Sprintf("confirm: %s set position=%s pending", id, pos)
				}
				if got := summary(r); got != want {
					t.Errorf("%q → %s, want %s", text, got, want)
				}
			}
		}
	}
	if n < 100 {
		t.Fatalf("%d utterances, want at least 100", n)
	}
}
