package zh

import "edge/lang"

// alarmSwitched reads switching an alarm on or off ("打开安防", "把安防系统关了",
// "报警器开一下", "关闭警报") as arming or disarming it, and its state on or
// off ("安防系统开着吗") as armed or disarmed: an alarm is armed, never
// switched, and these were not understood (安防系统不能这样操作). Disarming
// asks for a yes as 撤防 does. Only where every thing the clause names is
// an alarm.
func alarmSwitched(c lang.Clause) {
	alarm := false
	for _, p := range c {
		if p.Kind != lang.NP || len(p.Words) == 0 {
			continue
		}
		if class, _ := (pack{}).ClassOf(p.Words[len(p.Words)-1]); class != alarmClass {
			return
		}
		alarm = true
	}
	if !alarm {
		return
	}
	for i := range c {
		p := &c[i]
		switch {
		case p.Kind == lang.Verb && armWords[p.Word] != "":
			p.Word = armWords[p.Word]
		case p.Kind == lang.State && armStates[p.Word] != "":
			p.Word = armStates[p.Word]
		}
	}
}

// alarmClass is the class of an alarm; armWords are the verbs of switching
// as an alarm hears them, armStates the states.
const alarmClass = "alarm"

var (
	armWords  = map[string]string{openOn: "arm", "start": "arm", closeOff: "disarm"}
	armStates = map[string]string{"on": "armed", "off": "disarmed"}
)
