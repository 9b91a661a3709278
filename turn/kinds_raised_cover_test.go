package turn_test

import (
	"fmt"
	"strings"
	"testing"
)

// raisedHome has covers raised out of the way and let down (a drying
// rack, an awning, a blind) named in both languages, a garage door, and
// things that are no cover.
const raisedHome = `
rooms:
  - {id: balcony, name: Balcony, aliases: [阳台]}
  - {id: patio, name: Patio, aliases: [露台]}
  - {id: study, name: Study, aliases: [书房]}
  - {id: garage, name: Garage, aliases: [车库]}
  - {id: living, name: Living room, aliases: [客厅]}
devices:
  - {id: cover.rack, name: 晾衣架, aliases: [Drying rack], room: balcony, type: cover, capabilities: [position], state: {position: 100}}
  - {id: cover.awning, name: 遮阳篷, aliases: [Awning], room: patio, type: cover, capabilities: [position], state: {position: 0}}
  - {id: cover.blind, name: 书房卷帘, aliases: [Study blind], room: study, type: blind, capabilities: [position], state: {position: 0}}
  - {id: cover.garage, name: 车库门, aliases: [Garage door], room: garage, type: garage_door, capabilities: [position], state: {position: 0}}
  - {id: light.living, name: 客厅灯, room: living, type: light, capabilities: [onoff, brightness], state: {"on": false, brightness: 50}}
  - {id: climate.living, name: 客厅空调, room: living, type: climate, capabilities: [onoff, thermostat], state: {"on": false, target_temperature: 24}}
  - {id: media.tv, name: 电视, room: living, type: tv, capabilities: [onoff, media], state: {"on": false, volume: 20}}
`

// Verbs of raising and lowering with the direction after them (升上去,
// 降下去), and with their result (升起, 降下), by what they do to a cover.
var (
	raisingVerbs  = []string{"升上去", "升上来", "升起", "升起来", "收起", "收起来", "收上去", "卷上去", "卷起来"}
	loweringVerbs = []string{"降下", "降下来", "降下去", "放下", "放下来", "放下去"}
)

// TestChineseCoverRaisedAndLowered says a cover raised (把晾衣架升上去, 升起,
// 收起来) opens and one lowered (降下去, 放下来) closes, said of a drying
// rack, an awning or a blind, with 把 or without, a courtesy or a place;
// a garage door raised so asks first. Nothing that is no cover is raised
// or lowered so, and a negated one is not done.
func TestChineseCoverRaisedAndLowered(t *testing.T) {
	generatedKinds(t)
	want := map[string]func(string) bool{}
	covers := map[string]string{"晾衣架": "cover.rack", "遮阳篷": "cover.awning", "书房卷帘": "cover.blind", "阳台的晾衣架": "cover.rack"}
	frames := []string{"把%s%v", "%s%v", "帮我把%s%v吧", "请把%s%v"}
	for name, id := range covers {
		for _, f := range frames {
			for does, vs := range map[string][]string{"open": raisingVerbs, "close": loweringVerbs} {
				for _, v := range vs {
					text := strings.NewReplacer("%s", name, "%v", v).Replace(f)
					want[text] = is(fmt.Sprintf("planned: %s %s planned", id, does))
				}
			}
		}
	}
	for _, v := range raisingVerbs {
		want["把车库门"+v] = is("confirm: cover.garage open pending")
	}
	none := func(got string) bool { return !runs(got) }
	for _, v := range []string{"升上去", "降下去"} {
		for _, name := range []string{"客厅灯", "客厅空调", "电视", "电视声音"} {
			want["把"+name+v] = none
		}
		want["别把晾衣架"+v] = none
		want["晾衣架不要"+v] = none
	}
	if len(want) < 200 {
		t.Errorf("%d wordings, want at least 200", len(want))
	}
	askAll(t, eveningEngine(t, "raised.yaml", raisedHome), want, "raised or lowered")
}

// TestEnglishDryingRackRaisedAndLowered says "raise the drying rack" opens
// it and "lower the drying rack" closes it, as raising and lowering a
// blind does; an amount said moves it by that, and an awning, which no
// word says is raised to open, is still moved by a step.
func TestEnglishDryingRackRaisedAndLowered(t *testing.T) {
	generatedKinds(t)
	want := map[string]func(string) bool{}
	for _, name := range []string{"drying rack", "balcony drying rack", "drying rack in the balcony"} {
		for verb, does := range map[string]string{"raise": "open", "lower": "close"} {
			for _, f := range []string{"%v the %s", "please %v the %s", "%v my %s"} {
				want[strings.NewReplacer("%v", verb, "%s", name).Replace(f)] = is("planned: cover.rack " + does + " planned")
			}
		}
		want["put the "+name+" down"] = is("planned: cover.rack close planned")
		want["pull the "+name+" up"] = is("planned: cover.rack open planned")
	}
	moved := func(got string) bool { return strings.HasPrefix(got, "planned: cover.rack set") }
	want["raise the drying rack a bit"] = moved
	want["lower the drying rack a little"] = moved
	want["lower the awning"] = func(got string) bool { return strings.HasPrefix(got, "planned: cover.awning set") }
	want["raise the garage door"] = is("confirm: cover.garage open pending")
	askAll(t, eveningEngine(t, "raised-en.yaml", raisedHome), want, "raised or lowered")
}
