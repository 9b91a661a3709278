package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// noDoorsHome is a home with no garage door and no door of any kind.
const noDoorsHome = `
rooms:
  - {id: living, name: 客厅}
devices:
  - {id: light.living, name: 客厅灯, room: living, type: light, capabilities: [onoff]}
`

// TestChineseDoorWords says the garage door by 车门, 卷帘门 and 卷闸门 and the
// front door by 大门, with verbs, frames and particles. Opening the garage
// door and unlocking the front door are asked for a yes, exactly as 打开车库门
// and 解锁前门 are; closing and locking are done. In a home with no such
// door each stays a name not found.
func TestChineseDoorWords(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	bare := eveningEngine(t, "nodoors.yaml", noDoorsHome)
	open := []string{"打开%s", "把%s打开", "%s开一下", "开%s吧", "帮我把%s打开啊", "%s打开"}
	shut := []string{"关上%s", "把%s关上", "%s关一下吧", "关%s"}
	lock := []string{"锁上%s", "把%s锁上", "%s反锁一下", "帮我把%s锁好"}
	want := map[string]string{}
	for _, door := range []string{"车门", "卷帘门", "卷闸门"} {
		for _, f := range open {
			want[fmt.Sprintf(f, door)] = "confirm: cover.garage_door open pending"
		}
		for _, f := range shut {
			want[fmt.Sprintf(f, door)] = "planned: cover.garage_door close planned"
		}
	}
	for _, f := range open {
		want[fmt.Sprintf(f, "大门")] = "confirm: lock.front_door unlock pending"
	}
	for _, f := range lock {
		want[fmt.Sprintf(f, "大门")] = "planned: lock.front_door lock planned"
	}
	if len(want) < 40 {
		t.Fatalf("%d utterances, want at least 40", len(want))
	}
	i := 0
	for text, w := range want {
		i++
		r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("dw%d", i), DryRun: true})
		if got := summary(r); got != w {
			t.Errorf("%q: %s %q, want %s", text, got, r.Say, w)
		}
		r = bare.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("dw%d", i), DryRun: true})
		if got := summary(r); r.Outcome != "not_understood" {
			t.Errorf("%q in a home without the door: %s %q, want a name not found", text, got, r.Say)
		}
	}
}

// TestChineseDoorWordsDoNotAct: a car, a door said of and not told, a
// person at the gate, do nothing.
func TestChineseDoorWordsDoNotAct(t *testing.T) {
	e, _, _ := demo(t)
	for _, text := range []string{"开车去上班", "车门坏了", "大门口有人", "车门没关好怎么办", "有人在敲大门", "卷帘门好吵"} {
		r := e.Ask(context.Background(), turn.Request{Text: text, Session: text, DryRun: true})
		if got := summary(r); runs(got) {
			t.Errorf("%q acted: %s", text, got)
		}
	}
}
