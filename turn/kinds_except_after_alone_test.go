package turn_test

import (
	"strings"
	"testing"
)

// lightsLeftHome has places whose lights are few beside other things:
// a kitchen with a gas valve, a hall with the front door's lock, a garden
// with a sprinkler, a living room with a tv and an air conditioner.
const lightsLeftHome = `
rooms:
  - {id: kitchen, name: Kitchen, aliases: [厨房]}
  - {id: hall, name: Hall, aliases: [门厅]}
  - {id: garden, name: Garden, aliases: [花园]}
  - {id: living, name: Living room, aliases: [客厅]}
devices:
  - {id: light.kitchen, name: Kitchen light, aliases: [厨房灯], room: kitchen, type: light, capabilities: [onoff], state: {"on": true}}
  - {id: switch.kettle, name: Kettle, aliases: [电水壶], room: kitchen, type: outlet, capabilities: [onoff], state: {"on": true}}
  - {id: switch.oven, name: Oven, aliases: [烤箱], room: kitchen, type: switch, capabilities: [onoff], state: {"on": true}}
  - {id: valve.gas, name: Gas valve, aliases: [燃气阀门], room: kitchen, type: valve, capabilities: [valve], state: {open: true}}
  - {id: light.hall, name: Hall light, aliases: [门厅灯], room: hall, type: light, capabilities: [onoff], state: {"on": true}}
  - {id: lock.front, name: Front door lock, aliases: [前门], room: hall, type: lock, capabilities: [lock], state: {locked: false}}
  - {id: light.garden, name: Garden light, aliases: [花园灯], room: garden, type: light, capabilities: [onoff], state: {"on": true}}
  - {id: valve.garden, name: Garden sprinkler, aliases: [洒水器], room: garden, type: valve, capabilities: [valve], state: {open: true}}
  - {id: light.living, name: Living room light, aliases: [客厅灯], room: living, type: light, capabilities: [onoff], state: {"on": true}}
  - {id: media.tv, name: TV, aliases: [电视], room: living, type: tv, capabilities: [onoff], state: {"on": true}}
  - {id: climate.ac, name: Air conditioner, aliases: [客厅空调], room: living, type: air_conditioner, capabilities: [onoff], state: {"on": true}}
`

// TestPlaceSwitchedButItsLightsNot says a place said alone to switch on
// or off, which is its lights, with its lights then said not to be
// switched, after a pause or 但是 ("关掉厨房，厨房灯不要关", "打开门厅，灯别开",
// "关掉花园但是花园灯别关", "turn off the kitchen, don't turn off the
// kitchen light"), leaves nothing to do: it asked which of all else there,
// the gas valve among it, locked the front door or closed the sprinkler.
// Nothing runs and nothing is asked. A thing of another kind said not to
// be switched leaves the place's lights ("关掉客厅，电视别关").
func TestPlaceSwitchedButItsLightsNot(t *testing.T) {
	generatedKinds(t)
	nothing := func(got string) bool { return !runs(got) && !strings.HasPrefix(got, "clarify") }
	want := map[string]func(string) bool{}
	for place, light := range map[string]string{"厨房": "厨房灯", "门厅": "门厅灯", "花园": "花园灯", "客厅": "客厅灯"} {
		for _, v := range []struct{ verb, neg string }{{"关掉", "关"}, {"关闭", "关"}, {"关了", "关"}, {"打开", "开"}, {"开一下", "开"}} {
			for _, x := range []string{light, "灯", place + "的灯"} {
				for _, f := range []string{"%v%p，%x不要%n", "%v%p，%x别%n", "%v%p，%x先别%n", "%v%p但是%x别%n", "把%p%v，%x不要%n", "帮我%v%p，%x别%n了"} {
					want[strings.NewReplacer("%v", v.verb, "%p", place, "%x", x, "%n", v.neg).Replace(f)] = nothing
				}
			}
		}
	}
	for _, place := range []string{"kitchen", "hall", "garden"} {
		for _, v := range []string{"turn off", "switch off", "turn on"} {
			want[v+" the "+place+", don't "+v+" the "+place+" light"] = nothing
			want[v+" the "+place+", but don't "+v+" the light"] = nothing
		}
	}
	for _, text := range []string{"关掉客厅，电视别关", "关掉客厅，客厅空调不要关", "关掉客厅但是电视别关"} {
		want[text] = is("planned: light.living off planned")
	}
	if len(want) < 300 {
		t.Errorf("%d wordings, want at least 300", len(want))
	}
	askAll(t, eveningEngine(t, "lightsleft.yaml", lightsLeftHome), want, "a place switched but its lights not")
}
