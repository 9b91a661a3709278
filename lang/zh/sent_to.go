package zh

import (
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// sentVerbs send a thing to a place ("扫地机去厨房", "把扫地机派到厨房");
// sentBy, said right after its name, sends it ("派").
var sentVerbs = map[string]bool{"去": true, "到": true}

const (
	sentBy      = "派"
	cleanVerb   = "打扫"
	vacuumClass = "vacuum"
)

// sentTo reads a vacuum sent to a place as cleaning it: "扫地机去厨房",
// "让扫地机器人去卧室吧", "把扫地机派到厨房" are "扫地机打扫厨房", as
// "扫地机去客厅扫一下" is; they were not understood (找不到“扫地机器人厨房”).
// 派 after the name goes. Sent to charge or home ("扫地机去充电") it docks
// as before; anything else sent is left as said.
func sentTo(toks []lexer.Token) []lexer.Token {
	for i := 1; i+1 < len(toks); i++ {
		name, place := &toks[i-1], toks[i+1]
		if toks[i].Type != grammar.Verb || !sentVerbs[toks[i].Value] || name.Type != grammar.Han || place.Type != grammar.Han || !fillersToEnd(toks[i+2:]) {
			continue
		}
		stem := strings.TrimSuffix(name.Value, sentBy)
		if class, _ := (pack{}).ClassOf(stem); class != vacuumClass {
			continue
		}
		name.Value = stem
		toks[i].Value = cleanVerb
	}
	return toks
}

// fillersToEnd reports tokens of no meaning to the end of a clause, or a
// word of going again ("扫地机到卧室去").
func fillersToEnd(toks []lexer.Token) bool {
	for _, t := range toks {
		switch {
		case t.Type == grammar.Sep:
			return true
		case t.Type != grammar.Filler && !(t.Type == grammar.Verb && sentVerbs[t.Value]):
			return false
		}
	}
	return true
}
