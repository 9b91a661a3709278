package index

import (
	"strings"
	"unicode/utf8"

	"edge/lang"
)

// Spaced is a name with each word that is two words of the home run
// together said apart: "livingroom" is "living room", "frontdoor" "front
// door", "kidsroom" "kids room", as typed with the space left out. Only
// where the two stand side by side in a name, an alias or a place of the
// home, and the word run together is no word of the home itself; the name
// as it is where none is. Only for languages that space their words.
func (x *Index) Spaced(name string) string {
	x.homeWords()
	words := strings.Fields(name)
	changed := false
	for i, w := range words {
		if apart := x.apart(w); apart != "" {
			words[i], changed = apart, true
		}
	}
	if !changed {
		return name
	}
	return strings.Join(words, " ")
}

// apart is a word run together of two words side by side in the home's
// keys, said apart; "" for none.
func (x *Index) apart(w string) string {
	if len(w) < 2*minJoined || !ascii(w) || x.words[lang.Key(w)] {
		return ""
	}
	for i := minJoined; i <= len(w)-minJoined; i++ {
		if x.pairs[lang.Key(w[:i])+" "+lang.Key(w[i:])] {
			return w[:i] + " " + w[i:]
		}
	}
	return ""
}

// minJoined is the fewest letters of a word run together with another.
const minJoined = 2

// addPairs records each two words side by side in a key.
func (x *Index) addPairs(key string) {
	ws := strings.Fields(key)
	for i := 0; i+1 < len(ws); i++ {
		if ascii(ws[i]) && ascii(ws[i+1]) {
			x.pairs[ws[i]+" "+ws[i+1]] = true
		}
	}
}

func ascii(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}
