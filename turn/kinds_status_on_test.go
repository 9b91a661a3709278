package turn_test

import (
	"strings"
	"testing"
)

// TestOnOfStatus asks whether a device with a status and no switch (the
// demo's robot vacuum and lawn mower, both docked) is on, running or off,
// in English and Chinese: each is answered by its status, no for on and
// yes for off ("No, Lawn mower is docked."). "is the vacuum running" was
// "I can't find vacuum", "is the lawn mower running" "lawn mower can't do
// that", 割草机开着吗 "割草机不能这样操作".
func TestOnOfStatus(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "statuson")
	names := map[[2]string][]string{
		{"Robot vacuum", "扫地机器人"}: {"vacuum", "robot vacuum", "hoover", "扫地机器人", "扫地机"},
		{"Lawn mower", "割草机"}:     {"lawn mower", "mower", "割草机"},
	}
	doing := map[string][]string{"Robot vacuum": {"cleaning", "vacuuming"}, "Lawn mower": {"mowing"}}
	for shown, said := range names {
		for _, n := range said {
			var asks map[string]string
			name := shown[0]
			if strings.ContainsFunc(n, func(r rune) bool { return r > 0x2e80 }) {
				name = shown[1]
				asks = map[string]string{n + "开着吗": "没有，", n + "在工作吗": "没有，", n + "关着吗": "是的，", n + "是不是开着": "没有，"}
			} else {
				asks = map[string]string{"is the " + n + " on": "No, ", "is the " + n + " running": "No, ", "is the " + n + " off": "Yes, ",
					"is my " + n + " running right now": "No, "}
				for _, d := range doing[name] {
					asks["is the "+n+" "+d] = "No, " // "is the vacuum cleaning"
					asks["is the "+n+" "+d+" now"] = "No, "
				}
			}
			for text, yesNo := range asks {
				s.n++
				r := s.ask(text)
				if r.Outcome != "answer" || !strings.HasPrefix(r.Say, yesNo) || !strings.Contains(r.Say, name) {
					t.Errorf("%q: %s %q, want an answer %q… of %s", text, r.Outcome, r.Say, yesNo, name)
				}
			}
		}
	}
	if s.n < 30 {
		t.Errorf("%d wordings, want at least 30", s.n)
	}
}

// TestStatusOfCover asks how a cover of the demo is, closed or all the
// way open, with no attribute said ("status of the garage door", 车库门
// 什么状态): it is said closed or open, as "is it open" is answered, never
// "The position of Garage door is 0%".
func TestStatusOfCover(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "coverstatus")
	covers := map[string][3]string{"garage door": {"Garage door", "closed", "车库门"}, "bedroom blinds": {"Bedroom blinds", "closed", "卧室百叶窗"},
		"living room curtain": {"Living room curtain", "open", "客厅窗帘"}}
	zhState := map[string]string{"closed": "关着", "open": "开着"}
	for said, c := range covers {
		texts := map[string]string{"what's the status of the " + said: c[0] + " is " + c[1], "status of the " + said: c[0] + " is " + c[1],
			"how is the " + said: c[0] + " is " + c[1], c[2] + "什么状态": c[2] + zhState[c[1]], c[2] + "现在怎么样": c[2] + zhState[c[1]]}
		for text, want := range texts {
			s.n++
			if r := s.ask(text); r.Outcome != "answer" || !strings.Contains(r.Say, want) || strings.Contains(r.Say, "%") {
				t.Errorf("%q: %s %q, want %q", text, r.Outcome, r.Say, want)
			}
		}
	}
	if s.n < 15 {
		t.Errorf("%d wordings, want at least 15", s.n)
	}
}
