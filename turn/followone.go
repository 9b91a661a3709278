package turn

import (
	"strings"

	"edge/compile"
	"edge/ir"
	"edge/lang"
)

// saidOne reports a choice or a correction whose words say a single thing
// that the reply's text leaves out ("the kitchen one", "the one in the
// kitchen", "no, the bedroom one", "what about the kitchen one", 卧室那个):
// read whole, or from the reply's text on, they name more than the place
// chosen, or refer to one thing there; never one said with "only" or
// "just" (ir.Reply.Only). Done on every thing of the last
// command's kind there, "the kitchen one" after "turn on the hall light"
// turned on the kitchen light and the cabinet light, and "the bedroom one"
// the bedroom's three lamps.
func (t *turn) saidOne(r *ir.Reply) bool {
	said := strings.ToLower(t.req.Text)
	at := strings.Index(said, r.Text)
	if r.Text == "" || at < 0 || r.Only {
		return false
	}
	return namesOne(said, r.Text) || namesOne(said[at:], r.Text)
}

// namesOne reports words that read as one target that refers to one
// thing, or names more than the place chosen.
func namesOne(words, chosen string) bool {
	tgs, ok := compile.Targets(words)
	if !ok || len(tgs) != 1 || tgs[0].All || tgs[0].Name == "" && len(tgs[0].Places) == 0 {
		return false
	}
	return tgs[0].Ref || lang.Key(tgs[0].Name) != lang.Key(chosen)
}
