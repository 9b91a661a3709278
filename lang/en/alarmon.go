package en

import (
	"strings"

	"edge/lang"
)

// alarmOn reads a question of whether an alarm is on or off as whether it
// is armed: "is the alarm on", "is the house alarm off", "is the alarm
// activated" ask what "is the alarm armed" asks. Only a question: a command to turn an alarm on or off
// is left as it is (disarming is never guessed).
func alarmOn(c lang.Clause) {
	if !c.Has(lang.Quest) {
		return
	}
	alarm := false
	for _, p := range c {
		if p.Kind == lang.NP && len(p.Words) > 0 {
			class, _ := lang.ClassOf(strings.Join(p.Words, " "))
			alarm = alarm || class == alarmClass
		}
	}
	if !alarm {
		return
	}
	for i := range c {
		if p := &c[i]; (p.Kind == lang.Dir || p.Kind == lang.State) && armedBy[p.Word] != "" {
			*p = lang.Phrase{Kind: lang.State, Word: states[armedBy[p.Word]], Raw: p.Raw}
		}
	}
}

// alarmClass is the class of alarms; armedBy the states of one a
// direction says.
const alarmClass = "alarm"

var armedBy = map[string]string{"on": "armed", "off": "disarmed"}
