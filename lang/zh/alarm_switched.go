package zh

import "edge/lang"

// alarmSwitched reads switching a security system on or off ("打开安防",
// "把安防系统关了", "安防开一下") as arming or disarming it, and its state on
// or off ("安防系统开着吗") as armed or disarmed: an alarm is armed, never
// switched, and these were not understood (安防系统不能这样操作). Disarming
// asks for a yes as 撤防 does. Only where every thing the clause names is
// a security system by its word (armedWords): 报警器 and 警报 may be a
// siren on a relay, which is switched off as said (attack case 206).
func alarmSwitched(c lang.Clause) {
	alarm := false
	for _, p := range c {
		if p.Kind != lang.NP || len(p.Words) == 0 {
			continue
		}
		if !armedWords[p.Words[len(p.Words)-1]] {
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

// armedWords are the words of a security system, which is armed; armWords
// are the verbs of switching as it hears them, armStates the states.
var (
	armedWords = map[string]bool{"安防": true, "安防系统": true}
	armWords   = map[string]string{openOn: "arm", "start": "arm", closeOff: "disarm"}
	armStates  = map[string]string{"on": "armed", "off": "disarmed"}
)
