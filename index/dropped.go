package index

import (
	"slices"
	"strings"
	"sync"

	"edge/lang"
)

// droppedWords maps the Han class words of three characters or more with
// one character left out of their middle ("加器" of 加湿器 and 加热器) to
// the words they may be, with their classes. A class word itself is no
// word with one left out. It is made on first use, once the language
// packs are registered.
var droppedWords = sync.OnceValue(func() map[string][]classWord {
	return leftOut(func(n int) []int {
		out := make([]int, 0, n-2)
		for i := 1; i < n-1; i++ {
			out = append(out, i)
		}
		return out
	}, 1)
})

// endWords maps the Han class words of three characters or more with their
// first or last character left out ("落地" of 落地灯 and 落地扇) to the words
// they may be, where those are of more than one class: a word of one class
// heard so ("湿器", "加湿") is read as any part of a name is.
var endWords = sync.OnceValue(func() map[string][]classWord {
	return leftOut(func(n int) []int { return []int{0, n - 1} }, 2)
})

// leftOut maps each Han class word of three characters or more with one
// character left out, at each place at(len) gives, to the words it may be,
// keeping those that may be words of at least classes classes.
func leftOut(at func(int) []int, classes int) map[string][]classWord {
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
			for _, i := range at(len(rs)) {
				if d := string(slices.Concat(rs[:i], rs[i+1:])); !words[d] && !slices.Contains(m[d], classWord{class, w}) {
					m[d] = append(m[d], classWord{class, w})
				}
			}
		}
	}
	for d, ws := range m {
		if len(distinctClasses(ws)) < classes {
			delete(m, d)
		}
	}
	return m
}

// distinctClasses lists the classes of words, each once.
func distinctClasses(ws []classWord) []string {
	var out []string
	for _, w := range ws {
		if !slices.Contains(out, w.class) {
			out = append(out, w.class)
		}
	}
	return out
}

// dropped reads a text that is a class word heard with a character missing
// as a guess, never acted on: with one of its middle (打开加器: 加湿器 or
// 加热器?) unless the characters heard are part of a name of the home as it
// is said; with its first or last where that fits words of several classes
// (打开落地: 落地灯 or 落地扇?) unless the text is the whole of a name and
// the home has devices of only some of those classes. For each word it may
// be, the devices in rooms called by it, else those of its class, are asked
// about, whether the one ("did you mean ...?") or which of several; none is
// a name not found. ok is false for a text that is no such word.
func (q *query) dropped(text string, rooms map[string]bool) (Result, bool) {
	key := strings.ReplaceAll(textKey(text), " ", "")
	words := droppedWords()[key]
	if len(words) > 0 && q.x.inSomeName(key) {
		words = nil
	}
	if ends := endWords()[key]; len(ends) > 0 && (len(q.x.byKey[key]) == 0 || q.x.hasEvery(distinctClasses(ends))) {
		words = append(slices.Clone(words), ends...)
	}
	if len(words) == 0 {
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

// hasEvery reports whether the home has a device of every one of classes.
func (x *Index) hasEvery(classes []string) bool {
	for _, c := range classes {
		if len(x.byClass[c]) == 0 {
			return false
		}
	}
	return true
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
