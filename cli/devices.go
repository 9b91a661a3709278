package cli

import (
	"encoding/json"
	"fmt"
	"strings"
	"text/tabwriter"
)

const importAbout = `Check a home file (YAML or JSON, see the README) and import it into a
database, replacing the home there in one transaction; the audit log is kept.
A file with problems is refused whole, with every problem listed as
file:line: message.`

func runImport(e *env, args []string) error {
	fs := e.flags("import", "--db FILE HOME_FILE", importAbout)
	dbPath := fs.String("db", "", "database `file` (created if missing)")
	rest, err := parse(fs, args)
	if err != nil {
		return err
	}
	if *dbPath == "" || len(rest) != 1 {
		return usagef("usage: edge import --db FILE HOME_FILE")
	}
	db, closeDB, err := openDB(rest[0], *dbPath)
	if err != nil {
		return err
	}
	defer closeDB()
	h, err := db.Home()
	if err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "imported %s into %s: %d floors, %d rooms, %d devices, %d groups, %d scenes\n",
		rest[0], *dbPath, len(h.Floors), len(h.Rooms), len(h.Devices), len(h.Groups), len(h.Scenes))
	return nil
}

const devicesAbout = `List the devices of a home: id, name, room, capabilities and current state.`

func runDevices(e *env, args []string) error {
	fs := e.flags("devices", "(--db FILE | --home FILE) [--json]", devicesAbout)
	dbPath := fs.String("db", "", "database `file`")
	homePath := fs.String("home", "", "home `file`")
	asJSON := fs.Bool("json", false, "print JSON")
	if _, err := parse(fs, args); err != nil {
		return err
	}
	db, closeDB, err := openDB(*homePath, *dbPath)
	if err != nil {
		return err
	}
	defer closeDB()
	h, err := db.Home()
	if err != nil {
		return err
	}
	states, err := db.States()
	if err != nil {
		return err
	}
	if *asJSON {
		type row struct {
			ID           string         `json:"id"`
			Name         string         `json:"name"`
			Room         string         `json:"room"`
			Capabilities []string       `json:"capabilities"`
			State        map[string]any `json:"state"`
		}
		var rows []row
		for _, d := range h.Devices {
			rows = append(rows, row{d.ID, d.Name, d.Room, d.Capabilities, states[d.ID]})
		}
		enc := json.NewEncoder(e.stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(rows)
	}
	tw := tabwriter.NewWriter(e.stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "ID\tNAME\tROOM\tCAPABILITIES\tSTATE")
	for _, d := range h.Devices {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\n", d.ID, d.Name, d.Room, strings.Join(d.Capabilities, ","), formatArgs(states[d.ID]))
	}
	return tw.Flush()
}
