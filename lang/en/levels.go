package en

import "edge/lang"

// levelNamed reads a level named by a word and no number, as where to set
// a thing ("set the lamp to high", "put the lights on low",
// "turn the volume high", "i need a high volume"), as a wish: how high is
// high is not said, so the change it may mean is asked, never done. A
// level said with a direction ("turn the speakers up high", "raise the
// volume higher") only says how much, and the command stands. A fan's
// named speed is a setting of its own (fanSpeeds).
func levelNamed(c lang.Clause) {
	rel := -1
	for i, p := range c {
		switch {
		case p.Kind == lang.Rel && levels[p.Raw] != "" && p.Word == "" && !p.Wish:
			rel = i
		case p.Kind == lang.Dir && (p.Word == "up" || p.Word == "down"), p.Kind == lang.Verb && levelSteps[p.Word],
			p.Kind == lang.Value:
			return
		}
	}
	if rel < 0 {
		return
	}
	for i := range c {
		if p := &c[i]; p.Kind == lang.Verb || p.Kind == lang.Dir {
			p.Kind = lang.Filler // "set ... to high" says no more than "high"
		}
	}
	c[rel].Wish = true
}

// levelSteps are the canonical verbs that change a level one way.
var levelSteps = map[string]bool{"inc": true, "dec": true, "dim": true, "brighten": true}
