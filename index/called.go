package index

import "edge/lang"

// calledSo narrows the devices of a class, said nowhere in particular, to
// those whose names hold the class word said when some do and the word
// picks them: a kind of the class ("台灯", "落地灯", "灯带": a desk lamp is
// not any light), wherever they are, before the speaker's room or a
// question of which room; a word that is no kind ("lamps") where the
// speaker is in no room. "打开台灯" in a home of one 米家台灯 and lights in
// every room is that lamp, never "which room?" over rooms with no lamp. A
// word no device is called by leaves them all, for the class to be asked
// about as before.
func (q *query) calledSo(out []*Entity, class, word string) []*Entity {
	if word == "" || class == "" {
		return out
	}
	kind := lang.Detect(word).Vocab().Kinds[word]
	if !kind && (q.conv.Room != "" || general(word, class)) {
		return out
	}
	var named []*Entity
	for _, e := range out {
		if e.named(word) {
			named = append(named, e)
		}
	}
	if len(named) == 0 {
		return out
	}
	return named
}
