// Package lang is the seam between edge and the languages it speaks. A
// language is a Pack (lang/en, lang/zh): every word of the language lives
// in its pack, from the verbs and class words the reader knows to the
// templates of every answer. Shared code (grammar plumbing, compile, ir,
// index, turn, audit, llm, serve, cli) holds no word of any language and
// never compares language codes: it asks the pack of the utterance.
//
// Packs are registered by the composition root (lang/all for the binary,
// or a test that brings a pack of its own); the first registered is the
// default, used when nothing in a text tells its language.
package lang

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"sync"
)

// Pack is one language.
type Pack interface {
	// Code is the language's code ("en"), as carried in ir.Program.Lang
	// and answered to clients.
	Code() string
	// Detect scores how much a text looks like the language: 0 for not
	// at all. The pack with the highest score reads the text.
	Detect(text string) int
	Reader
	Speaker
	Lexicon
	Rewriter
}

var (
	mu    sync.RWMutex
	packs []Pack
	// classWords are the words of every class in every pack, the default
	// pack's first; classParts every word of them ("wall" and "socket" of
	// "wall socket"). Both are made anew on each Register.
	classWords map[string][]string
	classParts map[string]bool
	// classOf is the class of each class word (of a word two classes
	// share, the first class by name).
	classOf map[string]string
)

// Register adds a pack. It panics when a pack of that code is already
// registered: registration happens once, at start.
func Register(p Pack) {
	mu.Lock()
	defer mu.Unlock()
	for _, q := range packs {
		if q.Code() == p.Code() {
			panic(fmt.Sprintf("lang: pack %q registered twice", p.Code()))
		}
	}
	packs = append(packs, p)
	keys.Lock()
	clear(keys.m)
	keys.old = nil
	keys.Unlock()
	merged, parts := map[string][]string{}, map[string]bool{}
	for _, q := range packs {
		for c, ws := range q.Vocab().Classes {
			merged[c] = append(merged[c], ws...)
			for _, w := range ws {
				for _, part := range strings.Fields(w) {
					parts[part] = true
				}
			}
		}
	}
	of := map[string]string{}
	for _, c := range slices.Sorted(maps.Keys(merged)) {
		for _, w := range merged[c] {
			if _, ok := of[w]; !ok {
				of[w] = c
			}
		}
	}
	classWords, classParts, classOf = merged, parts, of
}

// ClassOfWord is the class a class word is of, in some registered
// language ("" for a word of no class).
func ClassOfWord(w string) string {
	mu.RLock()
	defer mu.RUnlock()
	return classOf[w]
}

// InClassWords reports whether a word is a class's word, or one of the
// words of a class's word of several, in some registered language ("wall"
// of "wall socket").
func InClassWords(w string) bool {
	mu.RLock()
	defer mu.RUnlock()
	return classParts[w]
}

// ClassWords lists the words of a device class in every registered
// language, the default language's first.
func ClassWords(class string) []string {
	mu.RLock()
	defer mu.RUnlock()
	return classWords[class]
}

// Classes maps every device class to its words in every registered
// language. The map is shared: do not change it.
func Classes() map[string][]string {
	mu.RLock()
	defer mu.RUnlock()
	return classWords
}

// Packs lists the registered packs, the default first.
func Packs() []Pack { return append([]Pack(nil), registered()...) }

// registered is the list of packs as it is: Register only appends to it,
// so what it holds is never changed; not to be changed.
func registered() []Pack {
	mu.RLock()
	defer mu.RUnlock()
	return packs
}

// Codes lists the codes of the registered packs, the default first.
func Codes() []string {
	var out []string
	for _, p := range Packs() {
		out = append(out, p.Code())
	}
	return out
}

// Default is the first registered pack. It panics when none is: a
// program that reads words must register its packs.
func Default() Pack {
	mu.RLock()
	defer mu.RUnlock()
	if len(packs) == 0 {
		panic("lang: no pack registered (import edge/lang/all)")
	}
	return packs[0]
}

// Get returns the pack of a code.
func Get(code string) (Pack, bool) {
	for _, p := range Packs() {
		if p.Code() == code {
			return p, true
		}
	}
	return nil, false
}

// For returns the pack of a code, or the default pack when there is none
// of that code.
func For(code string) Pack {
	if p, ok := Get(code); ok {
		return p
	}
	return Default()
}

// ForTag returns the pack of a client's language tag ("zh-CN", "en_US",
// "ZH"), or ok false when no pack has it.
func ForTag(tag string) (Pack, bool) {
	tag = strings.ToLower(tag)
	if i := strings.IndexAny(tag, "-_"); i >= 0 {
		tag = tag[:i]
	}
	return Get(tag)
}

// Strong is the score of a claim no other pack makes: a script of the
// language's own. Weaker scores are shared (latin letters).
const Strong = 2

// AnswerIn returns the pack to answer a text in: the text's own language
// when its claim is strong or the client names no registered language,
// else the client's ("yes" or a PIN from a Chinese client is answered in
// Chinese; words in Chinese always are).
func AnswerIn(text, tag string) Pack {
	best := Detect(text)
	if best.Detect(text) >= Strong {
		return best
	}
	if p, ok := ForTag(tag); ok {
		return p
	}
	return best
}

// Claimed reports whether a pack claims the text strongly: it is in a
// script of one language's own.
func Claimed(text string) bool { return Detect(text).Detect(text) >= Strong }

// Detect returns the pack that reads a text: the highest score, the
// earliest registered on a tie; the default when no pack scores.
func Detect(text string) Pack {
	best, score := Default(), 0
	for _, p := range registered() {
		if s := p.Detect(text); s > score {
			best, score = p, s
		}
	}
	return best
}

// Written writes a recogniser's transcript as the language of its words
// writes them: one that spaces the characters of Chinese ("打 开 灯")
// gives "打开灯".
func Written(text string) string {
	words := strings.Fields(text)
	if len(words) == 0 {
		return ""
	}
	return Detect(text).Join(words)
}
