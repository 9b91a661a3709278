package index

import (
	"slices"
	"strings"
	"sync"

	"edge/lang"
)

// droppedWords maps the Han class words of three characters or more with
// one character left out of their middle ("加器" of 加湿器 and 加热器) to
// the words they may be, with their classes. A word with its first or last
// character left out keeps two characters side by side ("湿器", "加湿")
// and is left to the keyword leg, as any part of a name is; a class word
// itself is no word with one left out. It is made on first use, once the
// language packs are registered.
var droppedWords = sync.OnceValue(func() map[string][]classWord {
	words := map[string]bool{}
	for _, ws := range lang.Classes() {
		for _, w := range ws {
			words[w] = true
		}
	}
	m := map[string][]classWord{}
	for class, ws := range lang.Classes() {
		for _, w := range ws {
			rs := []rune(w)
			if len(rs) < 3 || !allHan(units(w)) {
				continue
			}
			for i := 1; i < len(rs)-1; i++ {
				if d := string(slices.Concat(rs[:i], rs[i+1:])); !words[d] {
					m[d] = append(m[d], classWord{class, w})
				}
			}
		}
	}
	return m
})

// dropped reads a text that is a class word heard with a character of its
// middle missing (打开加器: 加湿器 or 加热器?) as a guess, never acted on:
// for each word it may be, the devices in rooms called by it, else those
// of its class, asked about, whether the one ("did you mean ...?") or
// which of several; none is a name not found. ok is false for a text that
// is no such word, or is part of a name of the home as it is said.
func (q *query) dropped(text string, rooms map[string]bool) (Result, bool) {
	key := strings.ReplaceAll(textKey(text), " ", "")
	words := droppedWords()[key]
	if len(words) == 0 || q.x.inSomeName(key) {
		return Result{}, false
	}
	var out []*Entity
	for _, w := range words {
		if q.t.Class != "" && w.class != q.t.Class {
			continue
		}
		of := q.classIn(rooms, w.class)
		named := slices.DeleteFunc(slices.Clone(of), func(e *Entity) bool { return !e.named(w.word) })
		if len(named) > 0 {
			of = named
		}
		out = append(out, of...)
	}
	out = slices.Compact(inOrder(out))
	switch len(out) {
	case 0:
		return Result{Problem: NoMatch, Subject: q.t.Name}, true
	case 1:
		return Result{Options: out, Unsure: true}, true
	}
	return Result{Options: out}, true
}

// inSomeName reports whether an entity of the home is called by words
// that hold key as they are.
func (x *Index) inSomeName(key string) bool {
	for k := range x.byKey {
		if strings.Contains(strings.ReplaceAll(k, " ", ""), key) {
			return true
		}
	}
	return false
}
