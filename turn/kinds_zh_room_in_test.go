package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/home/hometest"
	"edge/turn"
)

// TestChineseInTheRoomAlone says the speaker's room as 屋 or 屋里 alone in
// a command that switches ("屋里关一下", "把屋里关了", "屋开一下吧", "屋里给我关
// 了"), in every room of the demo home with a light: each does what the room
// said by its name does (把厨房关了), its lights, as 房间关一下 and 屋子关一下
// do. 屋, one character, was taken for a piece of a longer name, and which
// of the room's lights was asked.
func TestChineseInTheRoomAlone(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	n := 0
	ask := func(text, room string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: "in room " + room + " " + text, Room: room, DryRun: true})
	}
	forms := map[string][]string{"把%s关了": {"屋里关一下", "把屋里关了", "屋关一下吧", "屋里给我关了", "屋里的关了吧", "帮我把屋里关一下"},
		"把%s打开": {"屋里开一下", "把屋里打开", "屋开一下吧", "屋里给我打开", "帮我把屋里开一下"}}
	for _, room := range hometest.Load(t, "demo").Rooms {
		for _, name := range chineseNamesOf(room.Aliases) {
			for plainForm, saids := range forms {
				plain := fmt.Sprintf(plainForm, name)
				want := ask(plain, room.ID)
				if want.Outcome != turn.Planned || len(want.Actions) < 2 {
					continue // one light, or none: nothing to ask which of
				}
				for _, said := range saids {
					n++
					if got := ask(said, room.ID); summary(got) != summary(want) {
						t.Errorf("%q in %s: %s %q, want %s as %q", said, room.ID, summary(got), got.Say, summary(want), plain)
					}
				}
			}
		}
	}
	if n < 40 {
		t.Fatalf("%d utterances: too few to say anything", n)
	}
}
