package turn_test

import (
	"context"
	"slices"
	"strings"
	"testing"
	"unicode"

	"edge/home/hometest"
	edgeir "edge/ir"
	"edge/lang"
	"edge/turn"
)

// TestClassWordDropped says a Chinese class word of three characters or
// more heard with a character of its middle missing (打开加器 for 加湿器
// or 加热器, 关掉排扇, 把取器关了) never acts: edge asks which of the
// devices of every class whose word it may be, whether the one where
// there is one, or finds nothing. 打开加器 switched the bedroom
// humidifier on though the kids room's heater fits it as well. Asked which,
// the answer acts on the one chosen. A word of one class whose first
// characters the grammar reads as that class's own verb (关掉扫机: stop the
// vacuum) may act on a device of that class alone.
func TestClassWordDropped(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	words := map[string]bool{}
	for _, ws := range lang.Classes() {
		for _, w := range ws {
			words[w] = true
		}
	}
	types := map[string]string{}
	for _, d := range hometest.Load(t, "demo").Devices {
		types[d.ID] = d.Type
	}
	classes := map[string][]string{}
	var dropped []string
	for class, ws := range lang.Classes() {
		for _, w := range ws {
			rs := []rune(w)
			if len(rs) < 3 || !unicode.Is(unicode.Han, rs[0]) {
				continue
			}
			for i := 1; i < len(rs)-1; i++ {
				if d := string(slices.Concat(rs[:i], rs[i+1:])); !words[d] && !slices.Contains(classes[d], class) {
					classes[d] = append(classes[d], class)
				}
			}
		}
	}
	for d := range classes {
		dropped = append(dropped, d)
	}
	// ofItsClass: what was done is done to a device of the one class the
	// word may be.
	ofItsClass := func(d string, r turn.Result) bool {
		if len(classes[d]) != 1 {
			return false
		}
		for _, a := range r.Actions {
			if !slices.Contains(edgeir.Classes[classes[d][0]].Types, types[a.Device]) {
				return false
			}
		}
		return true
	}
	slices.Sort(dropped)
	frames := []string{"打开%s", "关掉%s", "把%s关了", "%s开一下吧", "帮我把%s打开", "卧室的%s关掉", "儿童房%s打开"}
	n := 0
	for _, d := range dropped {
		for _, f := range frames {
			text := strings.Replace(f, "%s", d, 1)
			n++
			if r := ask(text, "d"+text); len(r.Actions) > 0 && !ofItsClass(d, r) || len(r.Actions) == 0 && r.Outcome != turn.Clarify && r.Outcome != turn.NotUnderstood {
				t.Errorf("%q: %s (%s), want a question or nothing understood", text, planned(r), r.Say)
			}
		}
	}
	if n < 150 {
		t.Fatalf("%d utterances: too few to say anything", n)
	}
	// 加器 fits the humidifier and the heater: both are offered.
	for _, text := range []string{"打开加器", "关掉加器", "把加器关了吧", "加器开一下"} {
		r := ask(text, "both"+text)
		var ids []string
		for _, o := range r.Options {
			ids = append(ids, o.ID)
		}
		slices.Sort(ids)
		if want := []string{"humidifier.bedroom", "switch.kids_heater"}; r.Outcome != turn.Clarify || !slices.Equal(ids, want) {
			t.Errorf("%q: %s %v (%s), want a question of %v", text, r.Outcome, ids, r.Say, want)
		}
	}
	ask("打开加器", "chosen")
	if r := ask("卧室的", "chosen"); planned(r) != "planned: humidifier.bedroom on map[]" {
		t.Errorf("打开加器, then 卧室的: %s (%s), want the humidifier on", planned(r), r.Say)
	}
}
