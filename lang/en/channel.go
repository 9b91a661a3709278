package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// channelSaid reads the channel of a TV moved on or back: "next channel",
// "previous channel", "change the channel", "flip the channel", "channel
// up", "channel down" are the next or the previous of the TV ("tv next"),
// or of the thing named with the channel ("the tv channel up", "change the
// channel on the bedroom tv"). "channel" was a name not found, and "channel
// up" raised it by 10%. A channel said with no such verb ("put on channel
// 5", "what channel is this") is left.
func channelSaid(toks []lexer.Token) []lexer.Token {
	for i := range toks {
		if !channelWords[toks[i].Value] || toks[i].Type != grammar.Word || channelNumbered(toks[i+1:]) {
			continue
		}
		v := i - 1
		if v >= 0 && toks[v].Type == grammar.Det {
			v--
		}
		step := ""
		switch {
		case v >= 0 && toks[v].Type == grammar.Verb && steps[verbs[toks[v].Value]]:
			step = verbs[toks[v].Value] // "next channel", "skip the channel"
		case v >= 0 && channelChanges[toks[v].Value]:
			step = nextVerb // "change the channel"
		case i+1 < len(toks) && toks[i+1].Type == grammar.Dir && channelDirs[toks[i+1].Value] != "" &&
			(clauseEnd(toks[i+2:]) || thingAfter(toks[i+2:])):
			step, v = channelDirs[toks[i+1].Value], i+1 // "channel up"
		}
		if step == "" {
			continue
		}
		if v < i {
			toks[v].Type, toks[v].Value = grammar.Verb, step
			toks[i].Type, toks[i].Value = grammar.Word, tvWord
		} else {
			toks[i].Type, toks[i].Value = grammar.Verb, step
			toks[v].Type, toks[v].Value = grammar.Word, tvWord
		}
		if thingBefore(toks[:i]) || thingAfter(toks[max(i, v)+1:]) {
			// the thing is named: "the tv channel up", "on the tv"
			for k := max(i, v); k >= 0 && (k == max(i, v) || toks[k].Type == grammar.Det); k-- {
				toks[k].Type = grammar.Filler
			}
		}
	}
	return toks
}

// tvWord names the class of what has channels.
const tvWord = "tv"

var (
	// channelWords name a channel.
	channelWords = set("channel channels")
	// channelChanges are the verbs that change a channel for the next:
	// "change the channel", "flip the channel".
	channelChanges = set("change switch flip swap")
	// channelDirs move a channel said before them: "channel up".
	channelDirs = map[string]string{"up": nextVerb, "down": "previous"}
)

// thingBefore reports words of a name that end toks, not a name called
// after a greeting ("hey nabu channel up").
func thingBefore(toks []lexer.Token) bool {
	k := len(toks)
	for k > 0 && toks[k-1].Type == grammar.Word {
		k--
	}
	return k < len(toks) && (k == 0 || !greetings[toks[k-1].Value])
}

// thingAfter reports a thing named after a preposition in the rest of
// the clause: "on the tv", "in the bedroom".
func thingAfter(toks []lexer.Token) bool {
	for k, t := range toks {
		switch t.Type {
		case grammar.Sep, grammar.Conj:
			return false
		case grammar.On, grammar.Prep:
			for _, u := range toks[k+1:] {
				if u.Type != grammar.Det {
					return u.Type == grammar.Word
				}
			}
		}
	}
	return false
}
