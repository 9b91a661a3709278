package zh

import (
	"slices"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// dutyOfThing reads a duty said of a thing, the thing first, 该 and the
// verb after it ("电视该关了", "空调该开了", "灯该关了吧", "门该锁了", "卧室空调该
// 调到二十六度了", "电视也该关了", "电视早就该关了"), as the command, as a duty
// said first is (dutySaidFirst): it is time it was done, or past it. 该 was
// read into the thing's name (找不到“电视该”). Asked with 吗 ("电视该关了吗") it
// is the question of the state it would leave, as dutyAsked reads it;
// negated ("电视不该关", "电视该不该关") or asked otherwise ("电视是不是该关了")
// it is read as it was. 应该 after a thing is left alone: "电视应该关了" is
// as often a guess that it is off.
func dutyOfThing(toks []lexer.Token) []lexer.Token {
	for i, t := range toks {
		if i+1 >= len(toks) || !verbOrChange(toks[i+1]) {
			continue
		}
		switch {
		case t.Type == grammar.Han && t.Value == dutyOfThingWord && i > 0 && thingDutyJoins(toks[:i]):
			if out, ok := dutyDone(slices.Delete(slices.Clone(toks), i, i+1), i); ok {
				return out
			}
		case t.Type == grammar.Han:
			for _, w := range dutiesAfterThing {
				if rest, ok := strings.CutSuffix(t.Value, w); ok && rest != "" && rest != dutyLong && !strings.HasSuffix(rest, guessed) {
					out := slices.Clone(toks)
					out[i].Value = rest
					if out, ok := dutyDone(out, i+1); ok {
						return out
					}
				}
			}
		}
	}
	return toks
}

// dutyOfThingWord is the word of duty said after a thing; dutiesAfterThing
// the words it is read into a name with, longest first (早该: past its
// time, and still to be done); dutyLong is 早 of 早就该, 就 between;
// guessed is 应 of 应该, a guess said after a thing.
const (
	dutyOfThingWord = "该"
	dutyLong        = "早"
	guessed         = "应"
)

var dutiesAfterThing = []string{"早该", "该"}

// thingDutyJoins reports whether the tokens before a 该 said alone end
// with the thing and a word that joins it to the duty (也, 都), or with 早
// read into the thing and 就 ("电视早就该关了"), which is then left out.
func thingDutyJoins(before []lexer.Token) bool {
	last := before[len(before)-1]
	switch {
	case last.Type == grammar.Conj && last.Value == "也", last.Type == grammar.Quant && last.Value == "都":
		return len(before) > 1 && named(before[len(before)-2])
	case last.Type == grammar.Filler && last.Value == "就" && len(before) > 1:
		prev := before[len(before)-2]
		rest, ok := strings.CutSuffix(prev.Value, dutyLong)
		return prev.Type == grammar.Han && ok && rest != ""
	}
	return false
}

// dutyDone is out, the tokens with the duty left out before the verb at
// v, as the command said with 把 before the thing ("把台灯关掉了吧": "台灯关掉
// 了吧" guesses it is off), or as the question of its state where 吗 ends
// it; ok is false where a negation or another question is said.
func dutyDone(out []lexer.Token, v int) (_ []lexer.Token, ok bool) {
	if v >= 2 && out[v-1].Type == grammar.Filler && out[v-1].Value == "就" {
		out[v-2].Value = strings.TrimSuffix(out[v-2].Value, dutyLong)
		out = slices.Delete(out, v-1, v)
		v--
	}
	if slices.ContainsFunc(out, func(t lexer.Token) bool { return t.Type == grammar.Neg || t.Type == grammar.Kw && t.Value == "不" }) {
		return nil, false
	}
	end := len(out) - 1
	for end > 0 && (out[end].Type == grammar.Sep || out[end].Type == grammar.Filler) {
		end--
	}
	for k, t := range out {
		if asksChoice(t) && (k != end || t.Value != questionMark) {
			return nil, false
		}
	}
	if out[end].Type == grammar.Quest && out[end].Value == questionMark {
		out[end].Value = stateAsked
		return out, true
	}
	j := v - 1
	for j > 0 && (out[j].Type == grammar.Conj || out[j].Type == grammar.Quant) {
		j--
	}
	for j > 0 && (named(out[j-1]) || out[j-1].Type == grammar.Filler && out[j-1].Value == de) {
		j--
	}
	if j > 0 && out[j-1].Type == grammar.Filler && out[j-1].Value == objectSaid {
		return out, true
	}
	obj := out[j]
	obj.Type, obj.Value = grammar.Filler, objectSaid
	return slices.Insert(out, j, obj), true
}

// dutySaidIn reports a duty said in a clause (电视该关掉了吧): a request,
// no guess that it is done, as 把 says. 应该 is a guess ("门应该锁好了吧").
func dutySaidIn(clause string) bool {
	return strings.Contains(strings.ReplaceAll(clause, guessed+dutyOfThingWord, ""), dutyOfThingWord)
}

// verbOrChange reports a verb, or a change said with its verb (调暗).
func verbOrChange(t lexer.Token) bool { return t.Type == grammar.Verb || t.Type == grammar.Rel }
