package en

import (
	"strings"

	"edge/grammar"
	"edge/ir"
)

// A yes said with a doubt ("maybe yes", "i think so", "i guess so",
// "yeah probably", "sure i suppose"), or a doubt alone ("not sure", "i
// don't know", "whatever", "if you want"), answers nothing: it is
// ir.Unsure, and the question is asked again. "maybe yes" was a yes (the
// doubt a filler) and opened the garage door; "i guess so" and "perhaps"
// cancelled, and "not sure" dropped the question. A no said with a doubt
// ("maybe not", "i guess not", "probably no") stays a no.

// doubtWords and doubtRuns are the words that say a doubt.
var (
	doubtWords = set("maybe perhaps possibly probably guess suppose reckon presume presumably assume dunno unsure whatever hopefully kinda sorta might")
	doubtRuns  = [][]string{{"i", "think"}, {"i", "believe"}, {"i", "am", "not", "sure"}, {"not", "sure"}, {"not", "certain"}, {"i", "do", "not", "know"}, {"do", "not", "know"}, {"no", "idea"},
		{"no", "clue"}, {"if", "you", "want"}, {"if", "you", "like"}, {"if", "you", "must"}, {"if", "you", "say", "so"},
		{"your", "call"}, {"kind", "of"}, {"sort", "of"}, {"could", "be"}, {"who", "knows"}, {"hard", "to", "say"}, {"it", "depends"},
		{"i", "hope", "so"}, {"i", "would", "say"}, {"i", "feel", "like"}}
)

// notAlone and soAlone are the words left of a no and a yes said with a
// doubt ("i think not", "i think so").
const (
	notAlone = "not"
	soAlone  = "so"
)

// doubted reads a reply said with a doubt: ok when it holds one and,
// the doubt taken out, nothing is left or a reply is; no when that reply
// is a no.
func doubted(text string) (no *ir.Reply, ok bool) {
	var rest []string
	doubt := false
	toks := lex.Tokens(text)
	for i := 0; i < len(toks); i++ {
		if n := wordsAt(toks, i, doubtRuns); n > 0 {
			doubt, i = true, i+n-1
			continue
		}
		switch t := toks[i]; {
		case doubtWords[t.Value]:
			doubt = true
		case t.Type != grammar.Sep && t.Type != grammar.Filler:
			rest = append(rest, t.Value)
		}
	}
	said := strings.Join(rest, " ")
	switch {
	case !doubt:
		return nil, false
	case said == "" || said == soAlone:
		return nil, true // "not sure", "i think so"
	case said == notAlone:
		return &ir.Reply{Kind: ir.No}, true // "i think not", "probably not"
	}
	r, err := (pack{}).ParseReply(said)
	if err != nil {
		return nil, false // "how warm might the tv go": no reply
	}
	if r.Kind == ir.No {
		return r, true // "maybe no", "i guess no, the kitchen one"
	}
	return nil, true // "yes i think", "probably the kitchen one"
}
