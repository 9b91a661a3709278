package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"edge/internal/lineedit"
)

func TestTable(t *testing.T) {
	var tab table
	tab.row("ID", "NAME", "ROOM")
	tab.row("light.a", "客厅灯", "living")
	tab.row("light.bb", "Lamp", "")
	var b strings.Builder
	if err := tab.write(&b); err != nil {
		t.Fatal(err)
	}
	want := "ID        NAME    ROOM\n" +
		"light.a   客厅灯  living\n" +
		"light.bb  Lamp    \n"
	if b.String() != want {
		t.Errorf("table:\n%s\nwant:\n%s", b.String(), want)
	}
}

// edge devices lines its columns up on the screen, rows with Chinese
// names included: every cell of a column starts at the same terminal
// column.
func TestDevicesAligned(t *testing.T) {
	path := filepath.Join(t.TempDir(), "home.yaml")
	home := `rooms:
  - {id: living, name: 客厅}
  - {id: study, name: Study}
devices:
  - {id: light.living, name: 客厅的大吊灯, room: living, capabilities: [onoff]}
  - {id: light.study_desk_lamp, name: Desk lamp, room: study, capabilities: [onoff, brightness]}
  - {id: plug.x, name: 插座, room: living, capabilities: [onoff], state: {on: true}}
`
	if err := os.WriteFile(path, []byte(home), 0o600); err != nil {
		t.Fatal(err)
	}
	code, out, errs := run(t, "", "devices", "--home", path)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != 4 {
		t.Fatalf("want a header and 3 rows:\n%s", out)
	}
	// the columns start where the header's words do.
	header := lines[0]
	for _, col := range []string{"NAME", "ROOM", "CAPABILITIES", "STATE"} {
		at := lineedit.Width(header[:strings.Index(header, col)])
		for _, l := range lines[1:] {
			runes := []rune(l)
			w, i := 0, 0
			for i < len(runes) && w < at {
				w += lineedit.Width(string(runes[i]))
				i++
			}
			if w != at || i == 0 || runes[i-1] != ' ' || (i < len(runes) && runes[i] == ' ') {
				t.Errorf("column %s does not start at column %d in %q", col, at, l)
			}
		}
	}
}
