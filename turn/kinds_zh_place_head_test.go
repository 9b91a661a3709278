package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestChinesePlaceHeadNoItem says a place whose name is a class word too
// (车库, a word of garage doors), said before a thing the place lacks
// (车库的电视关了, 车库空调开一下, 把车库里的取暖器打开), is the place of that
// thing: nothing is done. It was read as two things said one after
// another: the garage door was closed or opened, and the thing of another
// room switched (the living room TV, the kids' room heater). The place's
// own things, and names said one after another, are done as before.
func TestChinesePlaceHeadNoItem(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	lacks := []string{"电视", "空调", "风扇", "加湿器", "窗帘", "取暖器", "音箱", "阀门", "百叶窗", "台灯", "床头灯", "扫地机"}
	forms := []string{"%s的%s%s", "%s%s%s", "%s里的%s%s", "把%s的%s%s"}
	verbs := []string{"关了", "打开", "关一下", "开一下吧", "都关掉"}
	n := 0
	for _, thing := range lacks {
		for _, f := range forms {
			for _, v := range verbs {
				text := fmt.Sprintf(f, "车库", thing, v)
				r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("h%d", n), DryRun: true})
				n++
				if len(r.Actions) > 0 {
					t.Errorf("%q → %s, want nothing done: the garage has no %s", text, summary(r), thing)
				}
			}
		}
	}
	if n < 200 {
		t.Errorf("%d wordings, want at least 200", n)
	}
	for text, want := range map[string]string{
		"车库的灯关了":    "planned: light.garage off planned",
		"车库灯关一下":    "planned: light.garage off planned",
		"车库的门关了":    "planned: cover.garage_door close planned",
		"花园灯车库灯都打开": "planned: light.garden on planned, light.garage on planned",
		"前门车库门都关上":  "planned: lock.front_door lock planned, cover.garage_door close planned",
	} {
		r := e.Ask(context.Background(), turn.Request{Text: text, Session: "k" + text, DryRun: true})
		if got := summary(r); !strings.HasPrefix(got, want) {
			t.Errorf("%q → %s, want %s", text, got, want)
		}
	}
}
