package en

import (
	"edge/grammar"
	"edge/ir"
)

// answeredBut reads all but some said after a yes or a no ("yes, except
// the bedroom", "yeah except for the study lamp", "ok, all except the
// kitchen", "no, all but the hall"): the exception alone, as "except the
// bedroom" is. Only an answer that leaves something out is read so: "yes,
// the kitchen" stays what it was.
func answeredBut(p pack, text string) (*ir.Reply, bool) {
	toks := lex.Tokens(text)
	k, said := 0, false
	for k < len(toks) && (answerWords[toks[k].Value] || toks[k].Type == grammar.Sep || toks[k].Type == grammar.Filler) {
		said = said || answerWords[toks[k].Value]
		k++
	}
	if !said || k == len(toks) {
		return nil, false
	}
	words := make([]string, 0, len(toks)-k)
	for _, t := range toks[k:] {
		words = append(words, t.Value)
	}
	r, err := p.ParseReply(p.Join(words))
	if err != nil || r.Kind != ir.Every || len(r.Except) == 0 {
		return nil, false
	}
	return r, true
}

// answerWords say yes or no.
var answerWords = map[string]bool{"yes": true, "yeah": true, "yep": true, "yup": true, "sure": true, "ok": true,
	"okay": true, "alright": true, "no": true, "nope": true, "nah": true}
