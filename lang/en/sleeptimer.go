package en

import (
	"strings"

	"edge/ir"
)

// sleepTimer reads a sleep timer set on a device for a while ("set a
// sleep timer on the tv for 30 minutes", "sleep timer of an hour for the
// bedroom ac") as the device switched off then: "turn off the tv" in 30
// minutes. It was a room called "tv" not found. A sleep timer of no device
// is none ("set a sleep timer for 30 minutes" is a timer).
func sleepTimer(text string, ws []word) (string, ir.When, bool) {
	at := -1
	for i := 0; i+1 < len(ws); i++ {
		if ws[i].w == sleepWord && timerWords[ws[i+1].w] {
			at = i + 2
			break
		}
	}
	if at < 0 {
		return text, ir.When{}, false
	}
	var secs int
	var thing []string
	for i := at; i < len(ws); i++ {
		if d, n := duration(ws, i); n > 0 && secs == 0 {
			secs = d
			if len(thing) > 0 && sleepPreps[thing[len(thing)-1]] {
				thing = thing[:len(thing)-1] // "for" of "for 30 minutes"
			}
			i += n - 1
			continue
		}
		if w := ws[i].w; len(thing) > 0 || !sleepPreps[w] {
			thing = append(thing, w)
		}
	}
	for len(thing) > 0 && (sleepPreps[thing[len(thing)-1]] || thing[len(thing)-1] == "please") {
		thing = thing[:len(thing)-1]
	}
	if secs == 0 || len(thing) == 0 {
		return text, ir.When{}, false
	}
	return "turn off " + strings.Join(thing, " "), ir.When{After: secs}, true
}

// sleepWord says a timer that switches a device off; sleepPreps are the
// words between the timer, the device and its time.
const sleepWord = "sleep"

var sleepPreps = set("on for of in to")
