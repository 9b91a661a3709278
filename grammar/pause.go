package grammar

import "github.com/alecthomas/participle/v2/lexer"

// PausedExcept joins to its command an exception said after a pause (a
// comma, a 逗号, a recogniser's separator): "turn off all the lights,
// except the kitchen", "所有灯都关掉，厨房除外". A separator is no clause's
// end when an exception follows it and ends the utterance with no verb:
// what follows takes out of the command before it. An exception said
// between two commands stays a clause of its own, which compile gives to
// the command it limits.
func PausedExcept(toks []lexer.Token) []lexer.Token {
	for i, t := range toks {
		if t.Type != Sep || i == 0 {
			continue
		}
		except := false
		for _, u := range toks[i+1:] {
			if u.Type == Sep || u.Type == Conj || u.Type == Verb {
				except = false
				break
			}
			except = except || u.Type == Except
		}
		if except {
			toks[i].Type = Filler
		}
	}
	return toks
}
