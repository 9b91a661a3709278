package cli

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"edge/drivers"
	"edge/home"
	"edge/index"
	"edge/lang"
	"edge/store"
)

const importAbout = `Check a home file (YAML or JSON, see the README) and import it into a
database, replacing the home there in one transaction; the audit log is kept.
A file with problems is refused whole, with every problem listed as
file:line: message. An import that takes more than a second tells how it
goes on standard error.`

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
	if served(*dbPath) {
		return importWhileServed(e, rest[0], *dbPath, store.ErrInUse)
	}
	p := startProgress(e.stderr, "edge import", e.now)
	db, closeDB, err := e.openDBSteps(rest[0], *dbPath, p.step)
	p.done(err == nil)
	if errors.Is(err, store.ErrInUse) {
		return importWhileServed(e, rest[0], *dbPath, err)
	}
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

// importWhileServed imports through the control socket of the edge serve
// that holds the database; inUse is the error to give when none answers.
func importWhileServed(e *env, file, dbPath string, inUse error) error {
	h, err := loadHome(e.ctx, file)
	if err != nil {
		return err
	}
	r, served, err := importServed(dbPath, file, h)
	switch {
	case !served:
		return fmt.Errorf("%w; stop the process that holds it, or run edge serve, which takes imports while it runs", inUse)
	case err != nil:
		return err
	}
	fmt.Fprintf(e.stdout, "imported %s into %s, which edge serve took at once: %d floors, %d rooms, %d devices, %d groups, %d scenes\n",
		file, dbPath, r.Floors, r.Rooms, r.Devices, r.Groups, r.Scenes)
	return nil
}

const devicesAbout = `List the devices of a home: id, name, room, capabilities, risk floor (the
highest of its commands, by what it is; edge check lists them) and current state.
With --index, describe the device index instead: its size, whether the
keyword index was loaded as the import stored it, and whether the vector leg
(embeddings from the model server the home's models block names) is on.`

func runDevices(e *env, args []string) error {
	fs := e.flags("devices", "(--db FILE | --home FILE) [--json] [--index]", devicesAbout)
	dbPath := fs.String("db", "", "database `file`")
	homePath := fs.String("home", "", "home `file`")
	asJSON := fs.Bool("json", false, "print JSON")
	showIndex := fs.Bool("index", false, "describe the device index and its vector leg")
	if _, err := parse(fs, args); err != nil {
		return err
	}
	db, closeDB, err := e.openDB(*homePath, *dbPath)
	if err != nil {
		return err
	}
	defer closeDB()
	if *showIndex {
		return printIndex(e, db, *asJSON)
	}
	h, err := db.Home()
	if err != nil {
		return err
	}
	home.Classify(h, lang.HazardsOf, lang.HazardTail)
	home.WorkedSays(h, lang.HazardsWorked)
	home.SceneSays(h, lang.HazardsDone)
	home.AddressSays(h, drivers.Address, lang.HazardsOf)
	home.ShareHazards(h, drivers.Address)
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
			Floor        string         `json:"floor"`
			State        map[string]any `json:"state"`
		}
		var rows []row
		for _, d := range h.Devices {
			rows = append(rows, row{d.ID, d.Name, d.Room, d.Capabilities, d.MaxFloor().String(), states[d.ID]})
		}
		enc := json.NewEncoder(e.stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(rows)
	}
	var tab table
	tab.row("ID", "NAME", "ROOM", "CAPABILITIES", "FLOOR", "STATE")
	for _, d := range h.Devices {
		tab.row(d.ID, d.Name, d.Room, strings.Join(d.Capabilities, ","), d.MaxFloor().String(), formatArgs(states[d.ID]))
	}
	return tab.write(e.stdout)
}

// indexWait bounds how long --index waits for the vector leg to start.
const indexWait = 30 * time.Second

// printIndex describes the device index of db.
func printIndex(e *env, db *store.DB, asJSON bool) error {
	h, err := db.Home()
	if err != nil {
		return err
	}
	_, emb, err := models(h.Models, false, nil, e.now, nil)
	if err != nil {
		return err
	}
	x, err := index.Load(db, h, index.Options{Embedder: emb})
	if err != nil {
		return err
	}
	defer x.Close()
	ctx, cancel := context.WithTimeout(e.ctx, indexWait)
	defer cancel()
	x.WaitVectors(ctx)
	st := x.Stats()
	if asJSON {
		enc := json.NewEncoder(e.stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(map[string]any{"entities": st.Entities, "terms": st.Terms, "postings": st.Postings,
			"keyword_source": st.Source, "stored_bytes": st.StoredBytes, "vectors": st.Vectors,
			"vector_count": st.VectorCount, "vectors_cached": st.Cached, "model": st.Model})
	}
	source := "built in memory (import the home again to store it)"
	if st.Source == "store" {
		source = fmt.Sprintf("loaded from the database (%d KiB)", (st.StoredBytes+1023)/1024)
	}
	fmt.Fprintf(e.stdout, "keyword index: %d entities, %d terms, %d postings, %s\n", st.Entities, st.Terms, st.Postings, source)
	switch {
	case st.Vectors == "on":
		fmt.Fprintf(e.stdout, "vector leg: on, %s, %d vectors (%d from the cache)\n", st.Model, st.VectorCount, st.Cached)
	case st.Model != "":
		fmt.Fprintf(e.stdout, "vector leg: %s (%s); names are still found by keyword\n", st.Vectors, st.Model)
	default:
		fmt.Fprintf(e.stdout, "vector leg: %s; names are still found by keyword\n", st.Vectors)
	}
	return nil
}
