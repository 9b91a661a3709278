package cli

import (
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"edge/ollama/ollamatest"
)

// modelHome writes a home file whose models block is models.
func modelHome(t *testing.T, models string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "home.yaml")
	data := `name: Flat
rooms:
  - {id: kitchen, name: Kitchen}
devices:
  - {id: light.kitchen, name: Kitchen light, room: kitchen, type: light, capabilities: [onoff, brightness]}
` + models
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

const (
	gimme    = "gimme kitchen light at half if poss"
	gimmeIR  = `{"lang":"en","clauses":[{"kind":"act","verb":"set","target":{"name":"kitchen light"},"params":[{"name":"brightness","text":"half"}]}]}`
	zap      = "zap the kitchen light"
	zapIR    = `{"lang":"en","clauses":[{"kind":"act","verb":"on","target":{"name":"kitchen light"}}]}`
	chatLine = "  chat: qwen2.5:0.5b\n"
)

func TestAskModel(t *testing.T) {
	srv := ollamatest.New(t, ollamatest.Reply{Content: gimmeIR}, ollamatest.Reply{Content: `{"brightness":50}`})
	home := modelHome(t, "models:\n  host: "+srv.URL()+"\n"+chatLine)
	code, out, errs := run(t, "", "ask", "--home", home, "--json", gimme)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	rs := results(t, out)
	if len(rs) != 1 || rs[0].Source != "llm" || rs[0].Outcome != "done" || len(rs[0].Actions) != 1 {
		t.Fatalf("output %s", out)
	}
	a := rs[0].Actions[0]
	if a.Device != "light.kitchen" || a.Args["brightness"] != float64(50) || len(a.Repairs) != 1 || a.Repairs[0].N != 1 || a.Repairs[0].By != "model" {
		t.Errorf("action %+v", a)
	}
	if !strings.Contains(out, `"repairs":[{"attempt":1,"by":"model","args":{"brightness":50},"result":"valid"}]`) {
		t.Errorf("JSON: %s", out)
	}
	if r := srv.Chats(); len(r) != 2 || r[0].Model != "qwen2.5:0.5b" {
		t.Errorf("requests %+v", r)
	}
}

func TestAskModelPlain(t *testing.T) {
	srv := ollamatest.New(t, ollamatest.Reply{Content: zapIR})
	home := modelHome(t, "models:\n  host: "+srv.URL()+"\n"+chatLine)
	code, out, errs := run(t, "", "ask", "--home", home, zap)
	if code != 0 || out != "[done, llm] Turned on Kitchen light.\n" {
		t.Errorf("exit %d, %q, %s", code, out, errs)
	}
}

func TestAskNoModel(t *testing.T) {
	srv := ollamatest.New(t)
	for _, tt := range []struct{ name, models, flag string }{
		{"--no-model", "models:\n  host: " + srv.URL() + "\n" + chatLine, "--no-model"},
		{"no chat model", "models:\n  host: " + srv.URL() + "\n  embed: nomic-embed-text\n", ""},
		{"no models block", "", ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			args := []string{"ask", "--home", modelHome(t, tt.models), "--json", zap}
			if tt.flag != "" {
				args = append(args, tt.flag)
			}
			code, out, errs := run(t, "", args...)
			rs := results(t, out)
			if code != 0 || len(rs) != 1 || rs[0].Outcome != "not_understood" || rs[0].Source != "none" {
				t.Errorf("exit %d: %s %s", code, out, errs)
			}
		})
	}
	if n := len(srv.Chats()); n != 0 {
		t.Errorf("%d requests", n)
	}
}

func TestAskModelDown(t *testing.T) {
	home := modelHome(t, "models:\n  host: "+ollamatest.Down(t)+"\n"+chatLine)
	code, out, errs := run(t, strings.Join([]string{zap, gimme, "turn on the kitchen light", zap}, "\n"), "ask", "--home", home, "--json", "-")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var got []string
	for _, r := range results(t, out) {
		got = append(got, r.Outcome+"/"+r.Source)
	}
	if strings.Join(got, " ") != "not_understood/none not_understood/none done/grammar not_understood/none" {
		t.Errorf("outcomes %v", got)
	}
	if n := strings.Count(errs, "level=WARN"); n != 1 || !strings.Contains(errs, "model server not answering") {
		t.Errorf("standard error:\n%s", errs)
	}
}

func TestAskModelBadHost(t *testing.T) {
	home := modelHome(t, "models:\n  host: ftp://models\n"+chatLine)
	code, _, errs := run(t, "", "ask", "--home", home, zap)
	if code != 2 || !strings.Contains(errs, `home.yaml:7: models: host "ftp://models" must be HOST:PORT, or start with http:// or https://`) {
		t.Errorf("exit %d: %s", code, errs)
	}
}

// OLLAMA_HOST and models.host mean the same for the chat model and the
// embedding model: the block's host first, else OLLAMA_HOST.
func TestModelHost(t *testing.T) {
	srv := ollamatest.New(t)
	var embedded atomic.Int32
	srv.Embeddings(func(model string, texts []string) ([][]float32, error) {
		embedded.Add(int32(len(texts)))
		out := make([][]float32, len(texts))
		for i := range out {
			out[i] = []float32{1, float32(i + 1)}
		}
		return out, nil
	})
	down := ollamatest.Down(t)
	for _, tt := range []struct{ name, host, env string }{
		{"OLLAMA_HOST", "", srv.URL()},
		{"models.host first", "  host: " + srv.URL() + "\n", down},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Setenv("OLLAMA_HOST", tt.env)
			home := modelHome(t, "models:\n"+tt.host+chatLine+"  embed: all-minilm\n")
			srv.Add(ollamatest.Reply{Content: zapIR})
			code, out, errs := run(t, "", "ask", "--home", home, zap)
			if code != 0 || out != "[done, llm] Turned on Kitchen light.\n" {
				t.Errorf("ask: exit %d, %q, %s", code, out, errs)
			}
			before := embedded.Load()
			code, out, errs = run(t, "", "devices", "--home", home, "--index")
			if code != 0 || !strings.Contains(out, "vector leg: on, all-minilm at "+srv.URL()) || embedded.Load() == before {
				t.Errorf("devices --index: exit %d, %q, %s", code, out, errs)
			}
		})
	}
}
