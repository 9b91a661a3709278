package voice_test

import (
	"fmt"
	"strings"
	"testing"

	"edge/compile"
	"edge/ir"
	"edge/lang"
)

// TestNoPromptEndsInAnAnswer: no question of any pack (after which edge
// listens for an answer), its arguments filled, nor any of edge listen's
// own words, ends with words that read
// as a yes or a PIN (its last one to four words, as the pack splits
// them): a prompt heard back through the microphone confirms nothing.
func TestNoPromptEndsInAnAnswer(t *testing.T) {
	for _, p := range lang.Packs() {
		sp, ok := p.(lang.Speaker)
		ph, ok2 := p.(lang.Phraser)
		if !ok || !ok2 {
			continue
		}
		var prompts []string
		for _, m := range []lang.Msg{lang.MsgConfirm, lang.MsgConfirmPIN, lang.MsgConfirmUnderstood, lang.MsgConfirmPINUnderstood,
			lang.MsgPINWanted, lang.MsgConfirmAgain, lang.MsgWhich, lang.MsgWhichRoom, lang.MsgDidYouMean, lang.MsgOnOrOff} {
			args := make([]any, lang.Msgs[m])
			for i := range args {
				args[i] = "Garage door"
			}
			prompts = append(prompts, fmt.Sprintf(sp.Message(m), args...))
		}
		v := ph.Phrases().Voice
		prompts = append(prompts, v.NotHeard)
		for _, s := range v.Services {
			prompts = append(prompts, fmt.Sprintf(v.Down, s))
		}
		checked := 0
		for _, prompt := range prompts {
			words := ph.Tokens(prompt)
			for k := 1; k <= 4 && k <= len(words); k++ {
				tail := p.Join(words[len(words)-k:])
				prog, err := compile.Compile(tail)
				if err == nil && prog.Reply != nil && (prog.Reply.Kind == ir.Yes || prog.Reply.Kind == ir.PIN) {
					t.Errorf("%s: %q ends with %q, a %s", p.Code(), prompt, tail, prog.Reply.Kind)
				}
			}
			checked++
		}
		if checked < 10 || !strings.Contains(strings.Join(prompts, "\n"), "Garage door") {
			t.Errorf("%s: %d prompts checked", p.Code(), checked)
		}
	}
}
