package lang_test

import (
	"slices"
	"testing"

	"edge/lang"
	_ "edge/lang/all"
)

// worksOf are the ways each pack works a thing in a name, by verb or
// direction, before it or after.
var worksOf = map[string][]func(w string) string{
	"en": {
		func(w string) string { return "open the " + w },
		func(w string) string { return "turn on the " + w },
		func(w string) string { return w + " on" },
		func(w string) string { return w + " open" },
	},
	"zh": {
		func(w string) string { return "打开" + w },
		func(w string) string { return "开启" + w },
		func(w string) string { return "把" + w + "打开" },
		func(w string) string { return w + "打开" },
	},
}

// TestHazardsDone: a scene's name that works a hazard, by a verb or a
// direction said of it in either order, of a hazard's word, a class word
// of a hazard's class or a word of one only worked ("Open the garage",
// "Unlock front", "Gas on", 打开车库门, 解锁前门, 燃气打开), says that hazard
// to HazardsDone; a name that works a thing of another class ("Garage
// light on", 车库灯打开) or works nothing ("Evening", 晚安) says none.
func TestHazardsDone(t *testing.T) {
	things := map[string]map[string][]string{
		"en": {
			"garage_door": {"garage", "garage door", "gate"},
			"lock":        {"front door", "door", "door lock"},
			"valve":       {"gas", "gas valve", "natural gas"},
			"heat":        {"heater", "kettle", "oven"},
		},
		"zh": {
			"garage_door": {"车库", "车库门", "大门"},
			"lock":        {"前门", "门锁"},
			"valve":       {"燃气", "煤气", "燃气阀", "天然气"},
			"heat":        {"取暖器", "烤箱"},
		},
	}
	others := map[string][]string{"en": {"garage light", "gate lamp", "kitchen light", "tv", "blinds"}, "zh": {"车库灯", "客厅灯", "电视", "窗帘"}}
	n := 0
	for code, byHazard := range things {
		for hazard, ws := range byHazard {
			for _, w := range ws {
				for _, work := range worksOf[code] {
					name := work(w)
					if got := lang.HazardsDone(name); !slices.Contains(got, hazard) {
						t.Errorf("HazardsDone(%q) = %q, want %s in it", name, got, hazard)
					}
					n++
				}
			}
		}
		for _, thing := range others[code] {
			for _, work := range worksOf[code] {
				name := work(thing)
				if got := lang.HazardsDone(name); got != nil {
					t.Errorf("HazardsDone(%q) = %q, want nothing", name, got)
				}
				n++
			}
		}
	}
	for _, name := range []string{"unlock front", "unlock the back", "disarm the house", "解锁前门", "解锁后门"} {
		if got := lang.HazardsDone(name); got == nil {
			t.Errorf("HazardsDone(%q) = nothing, want a hazard", name)
		}
		n++
	}
	for _, name := range []string{"Evening", "Good night", "Movie time", "Lights out", "晚安", "回家模式", "Relay one"} {
		if got := lang.HazardsDone(name); got != nil {
			t.Errorf("HazardsDone(%q) = %q, want nothing", name, got)
		}
		n++
	}
	if n < 100 {
		t.Fatalf("only %d names", n)
	}
}

// TestHazardsWorkedQualified: a relay's name that is a hazard's word with
// what qualifies it (燃气 of 燃气阀, "front" of "front door") and a verb or
// a direction (打开燃气阀, "Turn on gas valve", "Unlock front door", "Gas
// on") says that hazard to HazardsWorked, or to HazardsOf; one that also
// names a thing of another class (客厅灯打开燃气阀, "Porch light on, open
// the gas valve") says none to HazardsWorked.
func TestHazardsWorkedQualified(t *testing.T) {
	things := map[string]map[string][]string{
		"en": {
			"valve":       {"gas valve", "main gas valve", "gas"},
			"lock":        {"front door", "back door", "front lock"},
			"garage_door": {"garage", "side gate"},
			"heat":        {"space heater", "patio heater"},
		},
		"zh": {
			"valve":       {"燃气阀", "燃气总阀", "厨房燃气阀", "燃气"},
			"lock":        {"前门", "前门锁"},
			"garage_door": {"车库门", "车库"},
			"heat":        {"小取暖器"},
		},
	}
	others := map[string][]func(w string) string{
		"en": {
			func(w string) string { return "porch light on, open " + w },
			func(w string) string { return "turn on the kitchen light and the " + w },
		},
		"zh": {func(w string) string { return "客厅灯打开" + w }},
	}
	n := 0
	for code, byHazard := range things {
		for hazard, ws := range byHazard {
			for _, w := range ws {
				for _, work := range worksOf[code] {
					name := work(w)
					if got := append(lang.HazardsWorked(name), lang.HazardsOf(name)...); !slices.Contains(got, hazard) {
						t.Errorf("HazardsWorked(%q) = %q, want %s in it", name, got, hazard)
					}
					n++
				}
				for _, other := range others[code] {
					name := other(w)
					if got := lang.HazardsWorked(name); got != nil {
						t.Errorf("HazardsWorked(%q) = %q, want nothing", name, got)
					}
					n++
				}
			}
		}
	}
	if n < 100 {
		t.Fatalf("only %d names", n)
	}
}

// TestHazardsOfWhatFlows: a relay's name that is what flows through it,
// alone or qualified ("Gas", "Propane supply", "Kitchen gas", 燃气,
// 厨房煤气), and a target said as it ("turn on the gas", 打开燃气), say the
// valve that lets it flow, to HazardsWorked and HazardsSaid; a name that
// names a thing of another class with it ("Gas fire light", 燃气灯) says
// nothing to HazardsWorked.
func TestHazardsOfWhatFlows(t *testing.T) {
	flows := map[string][]string{"en": {"gas", "natural gas", "propane"}, "zh": {"燃气", "煤气", "天然气", "瓦斯", "液化气"}}
	quals := map[string][]func(w string) string{
		"en": {
			func(w string) string { return w },
			func(w string) string { return "kitchen " + w },
			func(w string) string { return w + " supply" },
			func(w string) string { return "main " + w },
		},
		"zh": {
			func(w string) string { return w },
			func(w string) string { return "厨房" + w },
			func(w string) string { return w + "总" },
			func(w string) string { return "一号" + w },
		},
	}
	others := map[string]func(w string) string{"en": func(w string) string { return w + " lamp" }, "zh": func(w string) string { return w + "灯" }}
	n := 0
	for code, ws := range flows {
		for _, w := range ws {
			for _, q := range quals[code] {
				name := q(w)
				if got := lang.HazardsWorked(name); !slices.Contains(got, "valve") {
					t.Errorf("HazardsWorked(%q) = %q, want valve", name, got)
				}
				if got := lang.HazardsSaid(name); !slices.Contains(got, "valve") {
					t.Errorf("HazardsSaid(%q) = %q, want valve", name, got)
				}
				n += 2
			}
			if name := others[code](w); lang.HazardsWorked(name) != nil {
				t.Errorf("HazardsWorked(%q) = %q, want nothing", name, lang.HazardsWorked(name))
			}
			n++
		}
	}
	if n < 60 {
		t.Fatalf("only %d names", n)
	}
}

// TestHazardsOfADoorsRelay: a relay's name that ends with a door's word,
// its number after it or not ("Front door", "Side door 2", 后门, 前门1),
// says the lock that releases it to HazardsWorked; a door's word inside
// a name (门厅插座, "Door bell chime") or a thing of another class with it
// ("Front door light", 前门灯) says nothing.
func TestHazardsOfADoorsRelay(t *testing.T) {
	doors := map[string][]string{"en": {"front door", "back door", "side door", "door", "patio door"}, "zh": {"前门", "后门", "侧门", "门", "入户门"}}
	forms := []func(w string) string{
		func(w string) string { return w },
		func(w string) string { return w + " 2" },
		func(w string) string { return w + "1" },
	}
	others := map[string][]func(w string) string{
		"en": {func(w string) string { return w + " light" }, func(w string) string { return w + " bell chime" }},
		"zh": {func(w string) string { return w + "灯" }, func(w string) string { return w + "厅插座" }},
	}
	n := 0
	for code, ws := range doors {
		for _, w := range ws {
			for i, form := range forms {
				name := form(w)
				if i == 2 && code == "en" {
					continue // written with its number, "door1" is one word
				}
				if got := append(lang.HazardsWorked(name), lang.HazardsOf(name)...); !slices.Contains(got, "lock") {
					t.Errorf("HazardsWorked(%q) = %q, want lock", name, got)
				}
				n++
			}
			for _, other := range others[code] {
				name := other(w)
				if got := lang.HazardsWorked(name); got != nil {
					t.Errorf("HazardsWorked(%q) = %q, want nothing", name, got)
				}
				n++
			}
		}
	}
	if n < 40 {
		t.Fatalf("only %d names", n)
	}
}
