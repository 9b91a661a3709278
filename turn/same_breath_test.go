package turn_test

import "testing"

// breathHome has, in the living room, a light with no colour and an air
// conditioner; in the dining room a coloured light; in the bedroom a
// humidifier and a light.
const breathHome = `
rooms:
  - {id: living, name: 客厅, aliases: [living room]}
  - {id: dining, name: 餐厅, aliases: [dining room]}
  - {id: bedroom, name: 卧室, aliases: [bedroom]}
devices:
  - {id: light.living, name: 客厅灯, aliases: [living room light], room: living, type: light, capabilities: [onoff, brightness], state: {"on": false, brightness: 50}}
  - {id: climate.living, name: 客厅空调, aliases: [living room AC], room: living, type: climate, capabilities: [onoff, thermostat], state: {"on": false, target_temperature: 26}}
  - {id: light.dining, name: 餐厅灯, aliases: [dining light], room: dining, type: light, capabilities: [onoff, brightness, color], state: {"on": false, brightness: 50, color: white}}
  - {id: light.bedroom, name: 卧室灯, aliases: [bedroom light], room: bedroom, type: light, capabilities: [onoff], state: {"on": false}}
  - {id: humidifier.bedroom, name: 卧室加湿器, aliases: [bedroom humidifier], room: bedroom, type: humidifier, capabilities: [onoff, humidifier], state: {"on": false, target_humidity: 45}}
`

// TestSameBreathStaysInPlace says a clause that names nothing, said after
// a command on a device that cannot do it ("打开客厅灯，调成红色", "打开客厅空调，
// 湿度调到五十", "turn on the living room light, then make it red"), never
// reaches a device elsewhere that can (the dining room's coloured light,
// the bedroom's humidifier): it is said that the device cannot; one in
// the same room that can is still reached ("关掉卧室灯，湿度调到五十", "打开
// 客厅灯，调到二十六度"), and so is the device itself ("打开餐厅灯，调成红色").
func TestSameBreathStaysInPlace(t *testing.T) {
	generatedKinds(t)
	want := map[string]func(string) bool{}
	nothing := func(got string) bool { return !runs(got) }
	for _, pause := range []string{"，", "，然后", "，再", " "} {
		for _, first := range []string{"打开客厅灯", "把客厅灯关了", "客厅灯开一下", "打开客厅空调", "客厅空调关掉"} {
			for _, then := range []string{"调成红色", "换成蓝色", "颜色调成绿色", "湿度调到五十", "湿度调高一点"} {
				want[first+pause+then] = nothing
			}
		}
		want["关掉卧室灯"+pause+"湿度调到五十"] = is("planned: light.bedroom off planned, humidifier.bedroom set planned")
		want["打开客厅灯"+pause+"调到二十六度"] = is("planned: light.living on planned, climate.living set temperature=26 planned")
		want["打开餐厅灯"+pause+"调成红色"] = is("planned: light.dining on planned, light.dining set color=red planned")
	}
	for _, s := range []string{"turn on the living room light, then make it red", "switch on the living room light and make it blue", "turn on the living room AC, then set the humidity to 50"} {
		want[s] = nothing
	}
	want["turn on the dining light, then make it red"] = is("planned: light.dining on planned, light.dining set color=red planned")
	if len(want) < 100 {
		t.Errorf("%d wordings, want at least 100", len(want))
	}
	askAll(t, eveningEngine(t, "breath.yaml", breathHome), want, "same breath")
}
