package llm_test

import (
	"context"
	"strings"
	"testing"

	"edge/llm"
	"edge/ollama/ollamatest"
)

// TestGroundedAnswers: a value, a direction or a place the model adds,
// changes or drops is refused; what the words say passes.
func TestGroundedAnswers(t *testing.T) {
	for _, c := range []struct {
		text, answer, err string
	}{
		{"the bedroom aircon to 26 yeah", `{"lang":"en","clauses":[{"kind":"act","verb":"set","target":{"name":"aircon"},"params":[{"name":"temperature","num":16}]}]}`, "value 16"},
		{"the bedroom aircon to 26 yeah", `{"lang":"en","clauses":[{"kind":"act","verb":"set","target":{"name":"aircon"},"params":[{"name":"temperature","num":26}]}]}`, ""},
		{"kitchen light off yeah", `{"lang":"en","clauses":[{"kind":"act","verb":"on","target":{"name":"kitchen light"}}]}`, `verb "on"`},
		{"kitchen light off yeah", `{"lang":"en","clauses":[{"kind":"act","verb":"off","target":{"name":"kitchen light"}}]}`, ""},
	} {
		_, err := llm.DecodeIR(c.answer, c.text)
		if c.err == "" && err != nil || c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)) {
			t.Errorf("%q with %s: %v, want %q", c.text, c.answer, err, c.err)
		}
	}

	dropped := `{"lang":"en","clauses":[{"kind":"act","verb":"off","target":{"class":"light","all":true}}]}`
	srv := ollamatest.New(t, ollamatest.Reply{Content: dropped}, ollamatest.Reply{Content: dropped}, ollamatest.Reply{Content: dropped})
	f := client(t, srv.URL(), chatModel)
	_, err := f.c.Compile(context.Background(), "lights in the kitchen off yeah", llm.Vocabulary{Places: []string{"Kitchen", "Hall"}})
	if err == nil || !strings.Contains(err.Error(), `place "Kitchen" was said but is in no target`) {
		t.Errorf("a dropped room: %v", err)
	}
}
