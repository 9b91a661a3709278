package turn

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"edge/home"
	"edge/index"
	"edge/ir"
	"edge/lang"
)

// A scene's own name or alias said with nothing else and nothing asked
// ("good night", "goodnight", "movie time", "alexa, movie mode") is the
// scene activated, as "activate movie mode" does, asking as that does of a
// scene that holds a hazard: it was not understood, or after a command
// followed that command up ("good night" after "turn off the tv": "good
// night can't do that"). Only the whole name, its spaces aside, and only
// of a scene: a name a device or a room also has, or part of a name, is
// as before.

// sceneAlone reports whether text is the name of one scene and of nothing
// else in the home, and if so activates it.
func (t *turn) sceneAlone(text string) bool {
	said := t.kindAfter(nameKey(text)) // 那个晚安场景 too
	if said == "" {
		return false
	}
	bare := t.withoutKind(text) // "the good night scene"
	kinds := t.withoutKinds(text)
	kinded := kinds != said && !t.deviceMode(kinds) // "the movie scene", "good night mode"
	scene := ""
	for _, s := range t.e.home.Scenes {
		if namedAs(said, s.Name, s.Aliases) || namedAs(bare, s.Name, s.Aliases) || kinded && t.namedKinds(kinds, s.Name, s.Aliases) {
			if scene != "" {
				return false
			}
			scene = s.Name
		}
	}
	if scene == "" || t.namesMore(said) {
		return false
	}
	cl := ir.Clause{Kind: ir.Act, Verb: "activate", Actions: []ir.Alt{{Capability: home.SceneCapability.Name, Command: "activate"}},
		Target: ir.Target{Name: scene}}
	t.res.Source = "grammar"
	t.res.IR = &ir.Program{Lang: t.res.Lang, Clauses: []ir.Clause{cl}, Confidence: 1}
	t.clauses([]ir.Clause{cl})
	return true
}

// namedKinds reports a name said with a word of a scene's kind or of a
// mode that is a scene's name or alias with or without its own ("the
// movie scene" for "Movie mode", "good night mode" for "Good night"):
// the kind said is the scene's, whichever word says it. After a command
// it was that command done again on it ("Movie can't do that").
func (t *turn) namedKinds(kinds, name string, aliases []string) bool {
	for _, n := range append([]string{name}, aliases...) {
		if t.withoutKinds(n) == kinds {
			return true
		}
	}
	return false
}

// deviceMode reports a mode of a device of the home said so ("sleep"):
// "sleep mode" is the humidifier's, never a scene's.
func (t *turn) deviceMode(key string) bool {
	for _, d := range t.e.home.Devices {
		if slices.ContainsFunc(d.Modes, func(m string) bool { return nameKey(m) == key }) {
			return true
		}
	}
	return false
}

// wholeScene reports a scene whose whole name or alias is the name said,
// its kind words aside ("good night scene", 晚安场景; never "night", 安场景).
func (t *turn) wholeScene(name string, e *index.Entity) bool {
	if e.Kind != index.Scene {
		return false
	}
	return namedAs(t.withoutKind(name), e.Scene.Name, e.Scene.Aliases)
}

// withoutKind is the key of a name said without the words of a scene's
// kind ("good night scene", 晚安场景: goodnight, 晚安).
func (t *turn) withoutKind(name string) string {
	v := t.pack().Vocab()
	return t.without(name, func(w string) bool { return v.KindWords[w] })
}

// withoutKinds is the key of a name said without the words of a scene's
// kind or of a mode ("movie scene", "movie mode": movie).
func (t *turn) withoutKinds(name string) string {
	v := t.pack().Vocab()
	return t.without(name, func(w string) bool { return v.KindWords[w] || v.ModeWords[w] })
}

// without is the key of a name without the words dropped.
func (t *turn) without(name string, drop func(string) bool) string {
	p := t.pack()
	words := slices.DeleteFunc(p.Split(lang.Key(name)), drop)
	if n := len(words); n > 0 {
		words[n-1] = t.kindAfter(words[n-1])
	}
	return nameKey(p.Join(words))
}

// kindAfter is a word of a language written unspaced without the word of
// a scene's kind it ends with (晚安场景 is 晚安); the word as it is where it
// ends with none, or is only that.
func (t *turn) kindAfter(w string) string {
	if w == "" || w[0] < utf8.RuneSelf {
		return w
	}
	for k := range t.pack().Vocab().KindWords {
		if cut, ok := strings.CutSuffix(w, k); ok && cut != "" {
			return cut
		}
	}
	return w
}

// namesMore reports whether a device, a room or a floor is also named so.
func (t *turn) namesMore(said string) bool {
	for _, d := range t.e.home.Devices {
		if namedAs(said, d.Name, d.Aliases) {
			return true
		}
	}
	for _, r := range t.e.home.Rooms {
		if namedAs(said, r.Name, r.Aliases) {
			return true
		}
	}
	for _, f := range t.e.home.Floors {
		if namedAs(said, f.Name, f.Aliases) {
			return true
		}
	}
	return false
}

func namedAs(said, name string, aliases []string) bool {
	if nameKey(name) == said {
		return true
	}
	for _, a := range aliases {
		if nameKey(a) == said {
			return true
		}
	}
	return false
}

// nameKey is a name in lower case with all but its letters and digits
// left out: "Good night", "goodnight" and "good-night" are one.
func nameKey(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return unicode.ToLower(r)
		}
		return -1
	}, s)
}
