package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// unlitHome has rooms with no light and one device each, a room with no
// light and two, and a room with its light.
const unlitHome = `
rooms:
  - {id: balcony, name: 阳台, aliases: [balcony]}
  - {id: porch, name: 门廊, aliases: [porch]}
  - {id: store, name: 储物间, aliases: [storeroom]}
  - {id: attic, name: 阁楼, aliases: [attic]}
  - {id: bath, name: 卫生间, aliases: [bathroom]}
  - {id: living, name: 客厅, aliases: [lounge]}
devices:
  - {id: cover.rack, name: 晾衣架, aliases: [drying rack], room: balcony, type: cover, capabilities: [position], state: {position: 100}}
  - {id: fan.porch, name: 吊扇, aliases: [ceiling fan], room: porch, type: fan, capabilities: [onoff], state: {"on": false}}
  - {id: switch.freezer, name: 冰柜, aliases: [freezer], room: store, type: outlet, capabilities: [onoff], state: {"on": true}}
  - {id: fan.attic, name: 排风扇, aliases: [attic fan], room: attic, type: fan, capabilities: [onoff], state: {"on": false}}
  - {id: switch.yuba, name: 浴霸, room: bath, type: switch, capabilities: [onoff], state: {"on": false}}
  - {id: fan.bath, name: 排气扇, aliases: [extractor], room: bath, type: fan, capabilities: [onoff], state: {"on": false}}
  - {id: light.living, name: 客厅灯, aliases: [lounge light], room: living, type: light, capabilities: [onoff], state: {"on": false}}
  - {id: media.tv, name: 电视, aliases: [tv], room: living, type: tv, capabilities: [onoff, media], state: {"on": false}}
`

// TestChinesePlaceAloneUnlit says a place said alone to switch on or off
// (阳台关一下, 把储物间关了吧, "turn off the balcony") where it has no light
// and one device asks about that device (您是说晾衣架吗？) and does nothing:
// the drying rack was moved, the freezer switched off, on a guess. The
// answer yes does it. A place with two such asks which, and a place with a
// light switches its light, as before.
func TestChinesePlaceAloneUnlit(t *testing.T) {
	generatedKinds(t)
	e := eveningEngine(t, "unlit.yaml", unlitHome)
	ones := map[string]string{"阳台": "cover.rack", "门廊": "fan.porch", "储物间": "switch.freezer", "阁楼": "fan.attic"}
	forms := []string{"%s关一下", "%s开一下", "把%s关了吧", "%s关了", "%s打开", "帮我把%s关掉", "%s开开", "%s关一下哈"}
	n := 0
	for place, id := range ones {
		for _, f := range forms {
			text := fmt.Sprintf(f, place)
			s := fmt.Sprintf("u%d", n)
			n++
			r := e.Ask(context.Background(), turn.Request{Text: text, Session: s, DryRun: true})
			if r.Outcome != turn.Clarify || len(r.Actions) > 0 || !strings.Contains(r.Say, "吗") {
				t.Errorf("%q → %s (%s), want a question about %s and nothing done", text, summary(r), r.Say, id)
				continue
			}
			yes := e.Ask(context.Background(), turn.Request{Text: "是的", Session: s, DryRun: true})
			if len(yes.Actions) != 1 || yes.Actions[0].Device != id {
				t.Errorf("%q, 是的 → %s, want %s", text, summary(yes), id)
			}
		}
	}
	for _, en := range []string{"turn off the balcony", "switch on the porch", "turn the storeroom off", "turn on the attic"} {
		n++
		if r := e.Ask(context.Background(), turn.Request{Text: en, Session: en, DryRun: true}); r.Outcome != turn.Clarify || len(r.Actions) > 0 {
			t.Errorf("%q → %s, want a question and nothing done", en, summary(r))
		}
	}
	if n < 35 {
		t.Errorf("%d wordings, want at least 35", n)
	}
	for text, want := range map[string]string{
		"卫生间关一下":              "clarify: ",
		"客厅关一下":               "planned: light.living off planned",
		"turn off the lounge": "planned: light.living off planned",
		"晾衣架降下来":              "planned: cover.rack close planned",
		"阳台的晾衣架收起来":           "planned: cover.rack open planned",
	} {
		if r := e.Ask(context.Background(), turn.Request{Text: text, Session: "k" + text, DryRun: true}); summary(r) != want {
			t.Errorf("%q → %s, want %s", text, summary(r), want)
		}
	}
}
