package cli

import (
	"encoding/json"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestDevicesIndex(t *testing.T) {
	code, out, errs := run(t, "", "devices", "--home", demoHome, "--index")
	want := "keyword index: 45 entities, 746 terms, 1546 postings, loaded from the database (12 KiB)\n" +
		"vector leg: off: no embedding model configured (models.embed); names are still found by keyword\n"
	if code != 0 || out != want {
		t.Errorf("exit %d, stderr %q, stdout:\n%s\nwant:\n%s", code, errs, out, want)
	}
	code, out, _ = run(t, "", "devices", "--home", demoHome, "--index", "--json")
	var st map[string]any
	if code != 0 || json.Unmarshal([]byte(out), &st) != nil || st["keyword_source"] != "store" || st["vector_count"] != float64(0) {
		t.Errorf("--json: exit %d, %s", code, out)
	}
}

// With an embedding model named but no server there, the vector leg is
// off and says why; nothing waits for long.
func TestDevicesIndexServerDown(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	b, err := os.ReadFile(demoHome)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "home.yaml")
	home := string(b) + "models: {host: \"" + addr + "\", embed: all-minilm, timeout_ms: 2000}\n"
	if err := os.WriteFile(path, []byte(home), 0o600); err != nil {
		t.Fatal(err)
	}
	code, out, errs := run(t, "", "devices", "--home", path, "--index")
	if code != 0 || !strings.Contains(out, "vector leg: off: ollama: http://"+addr+": ") || !strings.Contains(out, "(all-minilm at http://"+addr+")") {
		t.Errorf("exit %d, stderr %q, stdout:\n%s", code, errs, out)
	}
}
