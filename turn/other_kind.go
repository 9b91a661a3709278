package turn

import (
	"slices"

	"edge/index"
	"edge/internal/editdist"
	"edge/lang"
)

// otherOfKind reports a name said of another thing of e's kind, where e
// is the one its known part (knownPart) finds: the word no name of the
// home has stands where a name of e has a word of its own, and is no
// misspelling of it ("the back door", "the sliding door" for the one
// called "Front door"; "party mode", "airplane mode" for "Movie mode";
// "the porch alarm" for the "House alarm", also called "alarm"): a thing
// the home lacks, no word of e misheard. It was asked about ("Did you
// mean Front door lock?"), and a yes unlocked the front door and
// activated the scene. More said of a name of e, where it has no word of
// its own ("double garage door" of the "Garage door", "patio string
// lights" of the "Patio light"), is still asked about.
func (t *turn) otherOfKind(said, part string, e *index.Entity) bool {
	p := t.pack()
	words, known := p.Split(lang.Key(said)), p.Split(lang.Key(part))
	i := 0
	for i < len(known) && words[i] == known[i] {
		i++
	}
	unknown, tail := words[i], words[i+1:]
	for _, name := range namesOf(e) {
		n := p.Split(lang.Key(name))
		if len(n) <= len(tail) || !slices.Equal(n[len(n)-len(tail):], tail) {
			continue
		}
		if own := n[len(n)-len(tail)-1]; !slices.Contains(words, own) && editdist.Distance(unknown, own, misspeltWithin) > misspeltWithin {
			return true
		}
	}
	return false
}

// misspeltWithin is the most edits between a word said and a word of a
// name that may be a misspelling of it.
const misspeltWithin = 2

// namesOf are an entity's name and its aliases.
func namesOf(e *index.Entity) []string {
	names := []string{e.Name}
	switch {
	case e.Device != nil:
		names = append(names, e.Device.Aliases...)
	case e.Scene != nil:
		names = append(names, e.Scene.Aliases...)
	}
	return names
}
