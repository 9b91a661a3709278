package llm_test

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"edge/compile"
	"edge/ir"
	"edge/llm"
)

func TestIRSchema(t *testing.T) {
	s, err := llm.IRSchema()
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := s.Properties["reply"]; ok {
		t.Error("the model may answer a question for the user (reply)")
	}
	cl := s.Properties["clauses"].Items
	if _, ok := cl.Properties["actions"]; ok {
		t.Error("the model picks capability commands (actions)")
	}
	for _, v := range []string{"on", "off", "set", "unlock", "activate", "next", "disarm"} {
		if !slices.Contains(cl.Properties["verb"].Enum, any(v)) {
			t.Errorf("verb %q is not in the schema", v)
		}
	}
	if _, err := s.Resolve(nil); err != nil {
		t.Errorf("the schema does not resolve: %v", err)
	}
	c := llm.Compact(s)
	lines := strings.Split(c, "\n")
	if len(lines) != 3 || !strings.HasPrefix(lines[1], "Class=alarm|blind|") || !strings.HasPrefix(lines[2], "Target={name?:string,class?:Class,") {
		t.Errorf("compact schema:\n%s", c)
	}
	if !strings.Contains(lines[0], "except?:[Target]") || !strings.Contains(lines[0], `op:">"|">="|"<"|"<="|"="`) {
		t.Errorf("compact schema:\n%s", c)
	}
}

// TestAgreesWithGrammar checks the fallback against the grammar: the IR the
// grammar makes of a sentence, less its actions, is a valid answer, and
// Actions reads its verb as the grammar does.
func TestAgreesWithGrammar(t *testing.T) {
	for _, text := range []string{
		"turn off the kitchen lights",
		"set big white to 30%",
		"open the garage door",
		"unlock the front door",
		"activate movie mode",
		"is the front door locked?",
		"把客厅的灯打开",
		"把卧室空调调到二十六度",
		"关掉楼上的灯",
	} {
		want, err := compile.Compile(text)
		if err != nil {
			t.Errorf("%s: the grammar: %v", text, err)
			continue
		}
		answer := *want
		answer.Clauses = slices.Clone(want.Clauses)
		for i := range answer.Clauses {
			answer.Clauses[i].Actions = nil
		}
		var m map[string]any
		b, _ := json.Marshal(answer)
		json.Unmarshal(b, &m)
		delete(m, "confidence")
		b, _ = json.Marshal(m)
		got, err := llm.DecodeIR(string(b), text)
		if err != nil {
			t.Errorf("%s: %s: %v", text, b, err)
			continue
		}
		if got.Confidence != 0 {
			t.Errorf("%s: confidence %v for the model's IR", text, got.Confidence)
		}
		answer.Confidence = 0
		if got.String() != answer.String() {
			t.Errorf("%s:\n got %s\nwant %s", text, got, &answer)
		}
		for i, cl := range got.Clauses {
			if !sameAlts(cl.Actions, want.Clauses[i].Actions) {
				t.Errorf("%s: actions %v, the grammar's %v", text, cl.Actions, want.Clauses[i].Actions)
			}
		}
	}
}

func sameAlts(a, b []ir.Alt) bool {
	key := func(x ir.Alt) string { return x.Capability + "." + x.Command }
	as, bs := make([]string, len(a)), make([]string, len(b))
	for i := range a {
		as[i] = key(a[i])
	}
	for i := range b {
		bs[i] = key(b[i])
	}
	slices.Sort(as)
	slices.Sort(bs)
	return slices.Equal(as, bs)
}
