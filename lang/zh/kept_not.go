package zh

import (
	"slices"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A thing said not to be kept in a state (别让电视开着, 电视别一直开着了, 车库门
// 不要开着, 别开着电视, 厨房灯没必要亮着) asks for the command that ends the
// state: 关电视, 关车库门; 窗帘别关着 opens it, 门别锁着 unlocks it (its
// risk gated as always). It was not understood. 厨房灯不用开了, said of a
// command, not of a state, is still the command called off.

var (
	// keptNotWords say a thing is not to be kept so, longest first.
	keptNotWords = []string{"没必要", "不需要", "不要", "不用", "别"}
	// keptHow are the words that may come between them and the state,
	// longest first.
	keptHow = []string{"总是", "老是", "一直", "再", "老", "总"}
	// stateEnders are the states, and the command that ends each.
	stateEnders = map[string]string{"开着": "关", "亮着": "关", "关着": "打开", "锁着": "打开"}
)

// letSaid lets a thing be in a state (别让电视开着).
const letSaid = "让"

// keptNot gives the command that ends the state text says a thing is not
// to be kept in, and whether it says so.
func keptNot(text string) (string, bool) {
	text = strings.TrimRight(text, "了啦吧啊呀，,。.！! ")
	for _, neg := range keptNotWords {
		at := strings.Index(text, neg)
		if at < 0 {
			continue
		}
		before, after := text[:at], text[at+len(neg):]
		if !onlyFillers(before) {
			// 电视别一直开着: the thing before the word
			return keptEnded(before, after)
		}
		after = withoutHow(strings.TrimPrefix(after, letSaid), strings.CutPrefix)
		for state, verb := range stateEnders {
			if thing, ok := strings.CutPrefix(after, state); ok && thing != "" {
				return verb + thing, true // 别开着电视
			}
			if thing, ok := strings.CutSuffix(after, state); ok && thing != "" {
				return verb + withoutHow(thing, strings.CutSuffix), true // 别让电视(一直)开着
			}
		}
		return "", false
	}
	return "", false
}

// keptEnded is the command that ends the state said after the thing
// (电视别一直开着): after is what follows the word of not keeping it.
func keptEnded(thing, after string) (string, bool) {
	verb, ok := stateEnders[withoutHow(after, strings.CutPrefix)]
	if !ok || !onlyThing(thing) {
		return "", false // 把灯都关了但厨房的别关着: a command before, not a thing
	}
	return verb + thing, true
}

// withoutHow is words less the words of keptHow that cut finds in them
// (strings.CutPrefix: those they begin with, 再一直; strings.CutSuffix:
// end with), or the words as they are.
func withoutHow(words string, cut func(s, word string) (string, bool)) string {
	for {
		i := slices.IndexFunc(keptHow, func(h string) bool { _, ok := cut(words, h); return ok })
		if i < 0 {
			return words
		}
		words, _ = cut(words, keptHow[i])
	}
}

// onlyThing reports words that say only a thing: no pause, condition,
// question, negation or word that joins clauses (a verb may be a word of
// a name: 大门锁).
func onlyThing(words string) bool {
	return !slices.ContainsFunc(lex.Tokens(words), func(t lexer.Token) bool {
		switch t.Type {
		case grammar.Sep, grammar.If, grammar.Quest, grammar.Neg, grammar.Conj:
			return true
		}
		return false
	})
}
