package grammar

import "github.com/alecthomas/participle/v2/lexer"

// maxTrimmed bounds the tokens Trimmed takes off either end.
const maxTrimmed = 3

// Trimmed lists text with pauses and tokens that drop reports taken off its ends,
// fewest first, each joined again by join: what a reply said with words
// around it that answer nothing ("the bedside one please", "um, the
// second one", "第二个吧", "卧室那个吧") may be read as once they are left
// out. The text itself is not listed; at most maxTrimmed tokens come off
// either end.
func (l *Lexicon) Trimmed(text string, drop func(lexer.Token) bool, join func([]string) string) []string {
	toks := l.Tokens(text)
	aside := func(t lexer.Token) bool { return t.Type == Sep || drop(t) } // a pause at an end, too: "嗯，先不要"
	lead := 0
	for lead < len(toks) && lead < maxTrimmed && aside(toks[lead]) {
		lead++
	}
	trail := 0
	for trail < len(toks)-lead && trail < maxTrimmed && aside(toks[len(toks)-1-trail]) {
		trail++
	}
	var out []string
	for n := 1; n <= lead+trail; n++ {
		for a := min(n, lead); a >= 0 && n-a <= trail; a-- {
			rest := toks[a : len(toks)-(n-a)]
			if len(rest) == 0 {
				continue
			}
			words := make([]string, len(rest))
			for i, t := range rest {
				words[i] = t.Value
			}
			out = append(out, join(words))
		}
	}
	return out
}
