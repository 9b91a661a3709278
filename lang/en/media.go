package en

import (
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
	"edge/lang"
)

// The words of moving on to another song: "advance to the next track",
// "play the song after this one", "go forward one song", "listen to
// another song", "the next song on this playlist".

// songs retypes the words that say the next song without "next": forward
// and ahead after a verb ("skip ahead", "fast forward"), the song after
// this one or that follows it, another song; "one" said of a song ("the
// next one", "one song forward") names nothing; the list a song is played
// from names no device ("on this playlist"); "next to" says where a device
// is ("the lamp next to the sofa" is the sofa lamp).
func songs(toks []lexer.Token) []lexer.Token {
	out := toks[:0]
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if !songCues[t.Value] {
			out = append(out, t)
			continue
		}
		at := func(k int) lexer.Token {
			if i+k >= 0 && i+k < len(toks) {
				return toks[i+k]
			}
			return lexer.Token{}
		}
		media := func(k int) bool { return at(k).Type == grammar.Noun && nouns[at(k).Value] == lang.NounMedia }
		switch {
		case onwards[t.Value] && t.Type == grammar.Word && (at(-1).Type == grammar.Verb && at(-1).Value != "go" || at(-1).Value == "fast" ||
			media(-1) || media(1) || at(1).Value == "one" && media(2)):
			t.Type, t.Value = grammar.Verb, nextVerb // "skip ahead", "play one song forward"
			if n := len(out); n > 0 && out[n-1].Value == "fast" {
				out = out[:n-1] // "fast forward"
			}
		case t.Value == "after" && media(-1) && (at(1).Type == grammar.Det || at(1).Type == grammar.Ref):
			t.Type, t.Value = grammar.Verb, nextVerb // "the song after this (one)"
			i += 1 + btoi(at(2).Value == oneWord)
		case t.Value == "that" && media(-1) && followWords[at(1).Value]:
			t.Type, t.Value = grammar.Verb, nextVerb // "the song that follows (this one)"
			i++
			if at(1).Type == grammar.Det || at(1).Type == grammar.Ref {
				i += 1 + btoi(at(2).Value == oneWord)
			}
		case (followWords[t.Value] || otherWords[t.Value]) && t.Type == grammar.Word && media(1) && !listWords[at(1).Value]:
			t.Type, t.Value = grammar.Verb, nextVerb // "the following song", "another song"
		case t.Value == oneWord && t.Type == grammar.Word && (media(1) || at(-1).Type == grammar.Verb && steps[at(-1).Value]):
			t.Type = grammar.Filler // "one song forward", "the next one"
		case media(0) && listWords[t.Value] && fromList(out):
			t.Type = grammar.Filler // "on this playlist"
			for k := len(out) - 1; k >= 0 && out[k].Type != grammar.Sep && out[k].Type != grammar.Verb && out[k].Type != grammar.Noun; k-- {
				out[k].Type = grammar.Filler
			}
		case t.Value == nextVerb && at(-1).Type == grammar.Word && at(1).Type == grammar.To && (at(2).Type == grammar.Det || at(2).Type == grammar.Word):
			// "the lamp next to the sofa" is the sofa lamp, not the next song
			s := len(out)
			for s > 0 && out[s-1].Type == grammar.Word {
				s--
			}
			j := i + 2
			for j < len(toks) && toks[j].Type == grammar.Det {
				j++
			}
			e := j
			for e < len(toks) && toks[e].Type == grammar.Word && !rightNowAt(toks, e) {
				e++
			}
			thing := append(append([]lexer.Token{}, toks[j:e]...), out[s:]...)
			out = append(out[:s], thing...)
			i = e - 1
			continue
		case media(-1) && (t.Value == "that" || t.Value == "which") && (at(1).Value == "is" || at(1).Value == "was") && playing(toks[i+2:]) > 0:
			i += 1 + playing(toks[i+2:]) // "the song that's playing" is this song
			continue
		case tiredWords[t.Value] && at(1).Value == "of" && (at(2).Type == grammar.Det || at(2).Type == grammar.Ref):
			t.Type, t.Value = grammar.Verb, nextVerb // "i'm tired of this song"
			i++
			if n := len(out); n > 0 && copulas[out[n-1].Value] {
				out = out[:n-1]
			}
		case t.Value == "switch" && at(1).Type == grammar.To:
			t.Type = grammar.Verb // "switch to the next song"
		case t.Value == "take" && at(1).Value == "me" && at(2).Type == grammar.To:
			t.Type, t.Value = grammar.Verb, "move" // "take me to the next song"
		case t.Value == "do" && at(1).Type == grammar.Det && steps[at(2).Value]:
			t.Type = grammar.Filler // "do the next one"
		}
		out = append(out, t)
	}
	return out
}

// songCues are the words songs looks at.
var songCues = cues([]string{"after", "that", "one", "next", "switch", "take", "do"}, onwards, followWords, otherWords, listWords, tiredWords)

// cues joins words and the words of sets, the words a pass looks at.
func cues(words []string, sets ...map[string]bool) map[string]bool {
	out := map[string]bool{}
	for _, w := range words {
		out[w] = true
	}
	for _, s := range sets {
		for w := range s {
			out[w] = true
		}
	}
	return out
}

// nextVerb is the verb of the next song.
const nextVerb = "next"

var (
	// onwards go on to the next song after a verb: "skip ahead".
	onwards = map[string]bool{"forward": true, "forwards": true, "ahead": true, "onward": true, "onwards": true}
	// followWords say the song after this one: "the following song",
	// "the song that follows".
	followWords = map[string]bool{"following": true, "follows": true, "upcoming": true, "comes": true, "subsequent": true}
	// otherWords say a song other than this one: "another song".
	otherWords = map[string]bool{"another": true, "different": true}
	// steps are the verbs of another song.
	steps = map[string]bool{"next": true, "previous": true}
	// listWords are the lists songs are played from: on this playlist,
	// the queue.
	listWords = map[string]bool{"playlist": true, "list": true, "queue": true, "album": true}
)

// tiredWords say a song has been heard enough: "sick of this song".
var tiredWords = map[string]bool{"tired": true, "sick": true, "bored": true}

// playing is the number of words of "(now) playing" at the start of
// tokens, or 0.
func playing(toks []lexer.Token) int {
	for k, t := range toks {
		switch {
		case t.Value == "playing" || t.Value == "on":
			return k + 1
		case t.Type != grammar.Filler:
			return 0
		}
	}
	return 0
}

// fromList reports a preposition before the list a song is played from,
// with only determiners and fillers between ("on this particular
// playlist").
func fromList(out []lexer.Token) bool {
	for k := len(out) - 1; k >= 0; k-- {
		switch out[k].Type {
		case grammar.Det, grammar.Filler:
		case grammar.Prep, grammar.On:
			return true
		default:
			return false
		}
	}
	return false
}

// song reads the verbs that lead to what is said with them: moving on
// and listening to a song is the next song or playing it ("advance the
// song", "listen to music"), changing or switching the song is the next
// one ("change the song"), but not to what another verb says ("change the
// music to mute" skipped the song); said with the next song, they only
// lead to it.
// A verb of passing by says the next song only of something ("pass this
// song"): "pass" alone is no command.
// Words that only describe the song of such a command name no device:
// "the next musical number", "the song coming on next".
func song(c lang.Clause) {
	step := c.Has(lang.Verb, nextVerb, "previous")
	media := c.Has(lang.Noun, lang.NounMedia)
	for i := range c {
		p := &c[i]
		switch {
		case p.Kind != lang.Verb:
		case (p.Word == "move" || p.Word == "listen") && step:
			p.Kind = lang.Filler
		case p.Word == "listen" && media:
			p.Word = "play"
		case p.Word == "move" && media:
			p.Word = nextVerb
		case changeVerbs[p.Raw] && media && !step && !c.Has(lang.Value) && !c.Has(lang.Attr) && !c.Has(lang.Rel) && !c.Has(lang.Dir) &&
			c.Count(lang.Verb) == 1:
			p.Word = nextVerb // "change the song"; "change the music to mute" mutes it
		case p.Word == nextVerb && !plainNext[p.Raw] && !media && !c.Has(lang.NP) && !c.Has(lang.Prep):
			p.Kind = lang.Filler // "pass" alone says nothing of a song
		}
	}
	if !c.Has(lang.Verb, nextVerb, "previous") {
		return
	}
	for i := range c {
		p := &c[i]
		if p.Kind != lang.NP || p.Ref || p.All || len(p.Words) == 0 || vocab.Roles[p.Words[0]] != "" {
			continue
		}
		if i+1 < len(c) && c[i+1].Kind == lang.Noun && c[i+1].Word == lang.NounMedia || allInflected(p.Words) {
			p.Kind = lang.Filler
		}
	}
}

// changeVerbs change a song for another; plainNext say the next song
// alone ("skip", "next").
var (
	changeVerbs = map[string]bool{"change": true, "switch": true}
	plainNext   = map[string]bool{"skip": true, "next": true}
)

// allInflected reports words that are all participles or gerunds
// ("coming", "queued").
func allInflected(words []string) bool {
	for _, w := range words {
		if len(w) < 5 || !strings.HasSuffix(w, "ing") && !strings.HasSuffix(w, "ed") {
			return false
		}
	}
	return true
}
