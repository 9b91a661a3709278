package cli

import (
	"fmt"
	"strings"
)

const checkAbout = `Check a home file as edge import would (its YAML or JSON, ids, rooms,
capabilities, names, the security, retention, models and mqtt blocks, each
device's driver block) without a database: nothing is written anywhere.

Exit 0 with a one-line summary when the file is good; exit 2 with every
problem as file:line: what is wrong, and what to do.

examples:
  edge check home.yaml
  edge check home.yaml && edge import --db /var/lib/edge/edge.db home.yaml`

func runCheck(e *env, args []string) error {
	fs := e.flags("check", "HOME_FILE", checkAbout)
	rest, err := parse(fs, args)
	if err != nil {
		return err
	}
	switch {
	case len(rest) == 0:
		return usagef("need the HOME_FILE to check")
	case len(rest) > 1:
		return usagef("check one HOME_FILE at a time, not %d", len(rest))
	}
	path := rest[0]
	h, err := checkHome(e.ctx, path, "")
	if err != nil {
		return err
	}
	name := ""
	if h.Name != "" {
		name = " (" + h.Name + ")"
	}
	parts := []string{count(len(h.Floors), "floor"), count(len(h.Rooms), "room"), count(len(h.Devices), "device"),
		count(len(h.Groups), "group"), count(len(h.Scenes), "scene")}
	fmt.Fprintf(e.stdout, "%s%s is good: %s\n", path, name, strings.Join(parts, ", "))
	return nil
}

// count is "1 room", "3 rooms".
func count(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
