package en

// How long is left, asked with no timer word ("how much time is left",
// "how long is left", "how long left"), asks the timers, as "how long is
// left on the timer" does: only where every word asks or carries the
// question, so "how long is left on the washing machine" is no timer's.

// leftWords say what is left; longWords the time of it.
var (
	leftWords = set("left remaining")
	longWords = set("long time")
)

// leftAsked reports a question of the time left made only of words that
// ask about timers or carry such a question.
func leftAsked(text string) bool {
	left, long := false, false
	for _, w := range words(text) {
		if !timerAsk[w.w] && !timerOther[w.w] {
			return false
		}
		left = left || leftWords[w.w]
		long = long || longWords[w.w]
	}
	return left && long
}
