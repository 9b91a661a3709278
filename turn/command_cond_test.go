package turn_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"edge/turn"
)

// TestWholeCommandCondition: a command of several parts with a condition
// on a thing's state whose words fit several devices ("if the light is
// on turn off the tv and the living room fan", 如果灯开着就关掉电视和客厅风扇),
// asked which light, does every part when it is answered, the condition
// read on the one chosen: only the first part was done, the rest
// dropped. A part asking which before or after the condition's question
// keeps what was answered: the condition is not asked again; an answer
// that fits several lamps, asked again, keeps the command too. A condition
// that does not hold on the one chosen does nothing of any part.
func TestWholeCommandCondition(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	things := []struct{ en, zh, device string }{
		{"the tv", "电视", "media.living_tv"}, {"the living room fan", "客厅风扇", "fan.living"},
		{"the garden lights", "花园灯", "light.garden"}, {"the bedroom ac", "卧室空调", "climate.bedroom_ac"},
	}
	// a condition asked which of, an answer that holds and one that does not
	type cond struct{ en, zh, holds, holdsID, fails, failsID string }
	conds := []cond{
		{"if the light is on", "", "the kitchen light", "light.kitchen", "the hall light", "light.hall"},
		{"if the lamp is off", "", "the study lamp", "light.study_lamp", "", ""},
		{"if the lamp is off", "", "the bedside one", "light.bedside", "", ""},
		{"", "如果灯开着就", "厨房灯", "light.kitchen", "门厅灯", "light.hall"},
		{"", "如果灯关着就", "门厅", "light.hall", "厨房灯", "light.kitchen"},
	}
	verbs := []struct{ en, zh, cmd string }{{"turn on", "打开", "on"}, {"turn off", "关掉", "off"}}
	n := 0
	session := func() string { n++; return fmt.Sprintf("cond%d", n) }
	reads := func(r turn.Result, id string) bool {
		return slices.ContainsFunc(r.Reads, func(rd turn.Read) bool { return rd.Device == id })
	}
	for _, a := range things {
		for _, b := range things {
			if a == b {
				continue
			}
			for _, v := range verbs {
				for _, c := range conds {
					said := c.en + " " + v.en + " " + a.en + " and " + b.en
					if c.zh != "" {
						said = c.zh + v.zh + a.zh + "和" + b.zh
					}
					s := session()
					if r := ask(said, s); r.Outcome != turn.Clarify || len(r.Actions) > 0 {
						t.Fatalf("%q: %s, want which asked of the condition", said, planned(r))
					}
					r := ask(c.holds, s)
					got, want := devicesOf(r), []string{a.device + " " + v.cmd, b.device + " " + v.cmd}
					slices.Sort(got)
					slices.Sort(want)
					if r.Outcome != turn.Planned || !slices.Equal(got, want) || !reads(r, c.holdsID) {
						t.Errorf("%q, %q: %s, want %v on reading %s", said, c.holds, planned(r), want, c.holdsID)
					}
					if c.fails == "" {
						continue
					}
					s = session()
					ask(said, s)
					if r := ask(c.fails, s); r.Outcome != turn.ConditionFalse || len(r.Actions) > 0 || !reads(r, c.failsID) {
						t.Errorf("%q, %q: %s, want nothing done on reading %s", said, c.fails, planned(r), c.failsID)
					}
				}
			}
		}
	}
	if n < 150 {
		t.Errorf("%d conversations, want at least 150", n)
	}
	// a part asks which too, before the condition's question or after it.
	for _, c := range []struct {
		said    string
		answers []string
	}{
		{"if the light is on turn off the tv and the fan", []string{"the kitchen light", "the living room one"}},
		{"if the light is on turn off the fan and the tv", []string{"the living room one", "the kitchen light"}},
		{"if the lamp is off turn on the fan and the ac", []string{"the living room one", "the study lamp", "the bedroom one"}},
		{"如果灯开着就关掉风扇和电视", []string{"客厅的", "厨房灯"}},
		{"if the lamp is off turn on the tv and the living room fan", []string{"the bedroom", "the bedside one"}},
		{"if the lamp is off turn off the garden lights and the tv", []string{"the bedroom", "both"}},
		{"if the lamp is off turn on the fan and the tv", []string{"the living room one", "the bedroom", "the reading lamp"}},
	} {
		s := session()
		ask(c.said, s)
		var r turn.Result
		for i, a := range c.answers {
			if r = ask(a, s); i < len(c.answers)-1 && (r.Outcome != turn.Clarify || len(r.Actions) > 0) {
				t.Errorf("%q, %q: %s, want the next question", c.said, a, planned(r))
			}
		}
		if r.Outcome != turn.Planned || len(r.Actions) != strings.Count(c.said, "and")+strings.Count(c.said, "和")+1 {
			t.Errorf("%q, %v: %s, want every part", c.said, c.answers, planned(r))
		}
	}
}
