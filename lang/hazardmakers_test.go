package lang_test

import (
	"slices"
	"strings"
	"testing"

	"edge/lang"
	_ "edge/lang/all"
)

// TestHazardsOfMakers: a device named only by the maker of what it is, a
// maker all of whose products are locks, garage door openers, water
// shut-off valves, alarms or heaters ("Nuki", "Yale", "MyQ", "Chamberlain",
// 鹿客, 德施曼, 霍曼), is that hazard whatever else the name holds (a room
// before it, a number, "relay" or 继电器 after it, in any case or width):
// a relay so called switched with no question. A maker of many kinds of
// things and a maker's name that is a word or a person's name say nothing.
func TestHazardsOfMakers(t *testing.T) {
	makers := map[string][]string{
		"lock":        {"Nuki", "Yale", "Kwikset", "Schlage", "Danalock", "Tedee", "Lockly", "Ultraloq", "igloohome", "ASSA ABLOY"},
		"garage_door": {"MyQ", "Chamberlain", "LiftMaster", "ismartgate", "Gogogate", "Hörmann", "Hormann", "Marantec", "FAAC"},
		"valve":       {"Phyn", "LeakSmart", "Moen Flo"},
		"alarm":       {"SimpliSafe", "Verisure"},
		"heat":        {"Dimplex", "Traeger"},
	}
	zhMakers := map[string][]string{"lock": {"鹿客", "德施曼", "凯迪仕", "耶鲁", "云丁", "亚太天能"}, "garage_door": {"霍曼"}}
	forms := []func(m string) string{
		func(m string) string { return m },
		func(m string) string { return strings.ToUpper(m) },
		func(m string) string { return strings.ToLower(m) },
		func(m string) string { return m + " 2" },
		func(m string) string { return "Garage " + m },
		func(m string) string { return m + " relay" },
		func(m string) string { return "Back " + m + " (left)" },
	}
	zhForms := []func(m string) string{
		func(m string) string { return m },
		func(m string) string { return "车库" + m },
		func(m string) string { return m + "继电器" },
		func(m string) string { return "二号" + m },
	}
	n := 0
	check := func(names []string, want string) {
		if got := lang.HazardsOf(names...); !slices.Contains(got, want) {
			t.Errorf("HazardsOf(%q) = %v, want %s", names, got, want)
		}
		n++
	}
	for hazard, ms := range makers {
		for _, m := range ms {
			for _, form := range forms {
				check([]string{form(m)}, hazard)
			}
			check([]string{"Relay 3", m}, hazard)
		}
	}
	for hazard, ms := range zhMakers {
		for _, m := range ms {
			for _, form := range zhForms {
				check([]string{form(m)}, hazard)
			}
			check([]string{"三号继电器", m}, hazard)
		}
	}
	for _, name := range []string{"August", "Genie", "Nice", "Merlin", "Ring", "Aqara", "Shelly 1", "Somfy", "Sonoff", "Tapo plug",
		"Yellow lamp", "Myqueen", "Nukit", "小米插座", "绿米", "王力", "萤石", "海康", "必达"} {
		if got := lang.HazardsOf(name); len(got) != 0 {
			t.Errorf("HazardsOf(%q) = %v, want none", name, got)
		}
		n++
	}
	if n < 150 {
		t.Fatalf("only %d names", n)
	}
}
