package seam_test

import (
	"context"
	"path/filepath"
	"testing"

	"edge/compile"
	_ "edge/drivers/sim"
	"edge/home"
	"edge/index"
	"edge/lang"
	_ "edge/lang/all"
	"edge/store"
	"edge/turn"
)

func init() { lang.Register(ru) }

const homeYAML = `
rooms:
  - {id: kitchen, name: Kitchen, aliases: [кухня]}
devices:
  - {id: light.kitchen, name: Kitchen light, aliases: [кухонный свет], room: kitchen, type: light, capabilities: [onoff]}
`

func TestCompile(t *testing.T) {
	p, err := compile.Compile("включи кухонный свет")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := p.String(), `ru act on ["кухонный свет" class=light]`; got != want {
		t.Errorf("Compile = %s, want %s", got, want)
	}
}

// TestAnswers: "X on" in the third language acts and is answered in it,
// on a real database; English still works beside it.
func TestAnswers(t *testing.T) {
	h, err := home.Parse("home.yaml", []byte(homeYAML))
	if err != nil {
		t.Fatal(err)
	}
	db, err := store.Open(filepath.Join(t.TempDir(), "edge.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if err := db.Import(h, index.Write); err != nil {
		t.Fatal(err)
	}
	eng, err := turn.New(db, turn.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer eng.Close()
	for _, tt := range []struct{ text, lang, outcome, say string }{
		{"кухонный свет вкл", "ru", turn.Done, "Включила кухонный свет."},
		{"turn off the kitchen light", "en", turn.Done, "Turned off Kitchen light."},
		{"включи кухонный свет пожалуйста", "ru", turn.Done, "Включила кухонный свет."},
	} {
		res := eng.Ask(context.Background(), turn.Request{Text: tt.text, Session: "s"})
		if res.Lang != tt.lang || res.Outcome != tt.outcome || res.Say != tt.say {
			t.Errorf("%q: %s %s %q, want %s %s %q", tt.text, res.Lang, res.Outcome, res.Say, tt.lang, tt.outcome, tt.say)
		}
	}
}
