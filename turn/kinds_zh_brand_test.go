package turn_test

import (
	"strings"
	"testing"
)

// brandHome names no device by its maker but one tv (小米电视), and has
// two air conditioners, lights of several kinds and a gas valve.
const brandHome = `
rooms:
  - {id: living, name: 客厅}
  - {id: bedroom, name: 卧室}
  - {id: study, name: 书房}
  - {id: kitchen, name: 厨房}
devices:
  - {id: light.living, name: 客厅主灯, room: living, type: light, capabilities: [onoff], state: {"on": false}}
  - {id: climate.living, name: 客厅空调, room: living, type: climate, capabilities: [onoff, thermostat], state: {"on": false, target_temperature: 24}}
  - {id: media.tv, name: 小米电视, room: living, type: tv, capabilities: [onoff, media], state: {"on": false}}
  - {id: media.bedroom_tv, name: 卧室电视, room: bedroom, type: tv, capabilities: [onoff, media], state: {"on": false}}
  - {id: light.bedroom, name: 卧室吊灯, room: bedroom, type: light, capabilities: [onoff], state: {"on": false}}
  - {id: light.bedside, name: 床头灯, room: bedroom, type: light, capabilities: [onoff], state: {"on": false}}
  - {id: climate.bedroom, name: 卧室空调, room: bedroom, type: climate, capabilities: [onoff, thermostat], state: {"on": false, target_temperature: 24}}
  - {id: light.desk, name: 台灯, room: study, type: light, capabilities: [onoff], state: {"on": false}}
  - {id: valve.gas, name: 燃气阀门, room: kitchen, type: valve, capabilities: [valve], risk: high, state: {open: false}}
`

// TestChineseBrandBeforeName says a maker's name said before a device's
// (米家台灯, 格力空调, 美的空调, 客厅的格力空调), where the home's names lack
// it, is no part of the name: the device so called without it is meant,
// where it was a name not found; a maker said of what several devices are
// (米家灯, 卧室的飞利浦灯都关了, 格力空调) asks which and never takes them all;
// a maker said alone (打开格力) names nothing; a name that holds the maker
// (小米电视) is that device alone, never the other tv.
func TestChineseBrandBeforeName(t *testing.T) {
	generatedKinds(t)
	want := map[string]func(string) bool{}
	brands := []string{"米家", "小米", "格力", "美的", "海尔", "飞利浦", "华为", "三星", "先锋", "大金"}
	asks := func(got string) bool { return strings.HasPrefix(got, "clarify:") }
	nothing := func(got string) bool { return !runs(got) }
	for _, b := range brands {
		for _, f := range []string{"打开%s台灯", "把%s台灯打开", "%s台灯开一下", "小爱同学打开书房的%s台灯"} {
			want[strings.Replace(f, "%s", b, 1)] = is("planned: light.desk on planned")
		}
		for _, f := range []string{"关掉客厅的%s空调", "客厅%s空调关了吧"} {
			want[strings.Replace(f, "%s", b, 1)] = is("planned: climate.living off planned")
		}
		for _, f := range []string{"打开%s空调", "%s空调调到二十六度", "卧室的%s灯关了", "卧室%s灯都关了", "把%s灯打开"} {
			want[strings.Replace(f, "%s", b, 1)] = asks
		}
		if b != "小米" {
			// 小米 alone is the tv called by it.
			for _, f := range []string{"打开%s", "把%s关了"} {
				want[strings.Replace(f, "%s", b, 1)] = nothing
			}
		}
		want["打开"+b+"燃气阀门"] = is("confirm: valve.gas open pending")
	}
	want["打开小米电视"] = is("planned: media.tv on planned")
	want["把小米电视关了"] = is("planned: media.tv off planned")
	if len(want) < 60 {
		t.Errorf("%d wordings, want at least 60", len(want))
	}
	askAll(t, eveningEngine(t, "brand.yaml", brandHome), want, "brand")
}

// brandHomeEn is brandHome in English words.
const brandHomeEn = `
rooms:
  - {id: living, name: Living room}
  - {id: bedroom, name: Bedroom}
  - {id: study, name: Study}
devices:
  - {id: light.desk, name: Desk lamp, room: study, type: light, capabilities: [onoff], state: {"on": false}}
  - {id: climate.living, name: Living room AC, room: living, type: climate, capabilities: [onoff, thermostat], state: {"on": false}}
  - {id: climate.bedroom, name: Bedroom AC, room: bedroom, type: climate, capabilities: [onoff, thermostat], state: {"on": false}}
  - {id: light.bedroom, name: Bedroom ceiling light, room: bedroom, type: light, capabilities: [onoff], state: {"on": false}}
  - {id: light.bedside, name: Bedside lamp, room: bedroom, type: light, capabilities: [onoff], state: {"on": false}}
  - {id: media.tv, name: Samsung TV, room: living, type: tv, capabilities: [onoff, media], state: {"on": false}}
  - {id: media.bedroom_tv, name: Bedroom TV, room: bedroom, type: tv, capabilities: [onoff, media], state: {"on": false}}
`

// TestEnglishBrandBeforeName says of English makers' names what
// TestChineseBrandBeforeName says of Chinese ones: 'turn on the philips
// desk lamp' is the desk lamp (it was a name not found), 'the ikea lights
// in the bedroom' asks which, 'turn on the dyson' names nothing, and the
// 'Samsung TV' of the home is that tv alone.
func TestEnglishBrandBeforeName(t *testing.T) {
	generatedKinds(t)
	want := map[string]func(string) bool{}
	asks := func(got string) bool { return strings.HasPrefix(got, "clarify:") }
	for _, b := range []string{"philips", "ikea", "xiaomi", "lg", "dyson", "govee"} {
		for _, f := range []string{"turn on the %s desk lamp", "%s desk lamp on please", "switch on my %s desk lamp"} {
			want[strings.Replace(f, "%s", b, 1)] = is("planned: light.desk on planned")
		}
		want["turn off the living room "+b+" ac"] = is("planned: climate.living off planned")
		for _, f := range []string{"turn on the %s ac", "turn off the bedroom %s lights", "turn off the %s lights in the bedroom"} {
			want[strings.Replace(f, "%s", b, 1)] = asks
		}
		want["turn on the "+b] = func(got string) bool { return !runs(got) }
	}
	want["turn on the samsung tv"] = is("planned: media.tv on planned")
	if len(want) < 40 {
		t.Errorf("%d wordings, want at least 40", len(want))
	}
	askAll(t, eveningEngine(t, "brand-en.yaml", brandHomeEn), want, "brand")
}
