package cli

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"edge/drivers"
	"edge/drivers/mqtt" // zigbee2mqtt, tasmota and edge: devices behind the home's broker
	"edge/home"
	"edge/index"
	"edge/store"

	_ "edge/drivers/gpio"   // relays and inputs on the host's pins
	_ "edge/drivers/line"   // serial sensors that print lines of text
	_ "edge/drivers/modbus" // Modbus RTU relay boards and sensors
	_ "edge/drivers/sim"    // the default driver
)

// loadHome parses and checks a home file for an import, including its
// driver kinds and blocks: every problem refuses the whole file.
func loadHome(ctx context.Context, path string) (*home.Home, error) {
	return checkHome(ctx, path, "; nothing was imported")
}

// checkHome parses and checks a home file, including its driver kinds and
// blocks and its mqtt block's files. A file with problems is a usageError
// listing each one as "file:line: ..."; tail ends its first line. It stops
// when ctx ends (SIGTERM): a big file takes seconds.
func checkHome(ctx context.Context, path, tail string) (*home.Home, error) {
	data, err := home.ReadFile(ctx, path)
	if err != nil {
		return nil, stopped(ctx, usageError{err})
	}
	h, err := home.ParseChecked(ctx, path, data, index.ReadsAs, checkDriver)
	if err != nil {
		var list home.ErrorList
		if errors.As(err, &list) {
			return nil, usageError{fmt.Errorf("%s has %d problem(s)%s:\n%w", path, len(list), tail, err)}
		}
		return nil, stopped(ctx, usageError{err})
	}
	if err := checkMQTT(path, h, tail); err != nil {
		return nil, err
	}
	return h, nil
}

// checkDriver checks a device's driver kind and block by the rules of its
// driver.
func checkDriver(d *home.Device) error {
	if !slices.Contains(drivers.Kinds(), d.DriverKind()) {
		return fmt.Errorf("device %q: unknown driver kind %q (known: %s)", d.ID, d.DriverKind(), strings.Join(drivers.Kinds(), ", "))
	}
	return drivers.CheckConfig(d)
}

// stopped says the command was told to stop when ctx has ended, else is
// err.
func stopped(ctx context.Context, err error) error {
	if ctx.Err() != nil {
		return fmt.Errorf("stopped (%w)", ctx.Err())
	}
	return err
}

// checkMQTT makes the files of the mqtt block absolute (relative to the
// home file) and checks them: the password file must be 0600.
func checkMQTT(path string, h *home.Home, tail string) error {
	m := &h.MQTT
	if m.URL == "" {
		return nil
	}
	mqtt.ResolvePaths(m, filepath.Dir(path))
	var bad []string
	if m.PasswordFile != "" {
		if err := mqtt.CheckPasswordFile(m.PasswordFile); err != nil {
			bad = append(bad, fmt.Sprintf("%s:%d: mqtt: %v", path, m.Lines["password_file"], err))
		}
	}
	if m.CAFile != "" {
		if _, err := mqtt.ReadCAFile(m.CAFile); err != nil {
			bad = append(bad, fmt.Sprintf("%s:%d: mqtt: %v", path, m.Lines["ca_file"], err))
		}
	}
	if len(bad) > 0 {
		return usagef("%s has %d problem(s)%s:\n%s", path, len(bad), tail, strings.Join(bad, "\n"))
	}
	return nil
}

// openDB opens the database the flags name: --db (importing --home into it
// when both are given), or a temporary one holding --home. The returned
// function closes it and removes a temporary database. Only an import
// creates a database: --db alone must name one. Inside edge serve it is the
// server's; when a server holds --db, the error is a heldError. An import
// stops, and is rolled back, when e.ctx ends (SIGTERM).
func (e *env) openDB(homePath, dbPath string) (*store.DB, func(), error) {
	return e.openDBSteps(homePath, dbPath, func(string) {})
}

// openDBSteps is openDB, telling step what it is doing.
func (e *env) openDBSteps(homePath, dbPath string, step func(string)) (*store.DB, func(), error) {
	ctx := e.ctx
	if homePath == "" && dbPath == "" {
		return nil, nil, usagef("need --home FILE or --db FILE")
	}
	if homePath == "" && dbPath != "" {
		return e.openStore(dbPath)
	}
	if e.held != nil || (dbPath != "" && served(dbPath)) {
		return nil, nil, usagef("--db %s is held by edge serve: import %s into it with edge import --db %s %s, then run this again without --home",
			dbPath, homePath, dbPath, homePath)
	}
	var h *home.Home
	if homePath != "" {
		step("reading and checking " + homePath)
		var err error
		if h, err = loadHome(ctx, homePath); err != nil {
			return nil, nil, err
		}
	}
	tmp := ""
	if dbPath == "" {
		dir, err := os.MkdirTemp("", "edge-")
		if err != nil {
			return nil, nil, err
		}
		tmp, dbPath = dir, filepath.Join(dir, "edge.db")
	}
	cleanup := func() {
		if tmp != "" {
			os.RemoveAll(tmp)
		}
	}
	opener := store.Open
	if tmp != "" {
		opener = store.OpenScratch // thrown away after the run: no sync
	}
	db, err := opener(dbPath)
	if err != nil {
		cleanup()
		return nil, nil, err
	}
	closeAll := func() {
		db.Close()
		cleanup()
	}
	if h != nil {
		step(fmt.Sprintf("importing %d devices into %s", len(h.Devices), dbPath))
		write := func(h *home.Home, put func(key, value []byte) error) error {
			return index.Write(h, func(key, value []byte) error {
				if err := ctx.Err(); err != nil {
					return err
				}
				return put(key, value)
			})
		}
		if err := db.Import(h, write); err != nil {
			closeAll()
			if ctx.Err() != nil {
				return nil, nil, fmt.Errorf("importing %s: stopped (%w); nothing was imported", homePath, ctx.Err())
			}
			return nil, nil, fmt.Errorf("importing %s: %w", homePath, err)
		}
	}
	return db, closeAll, nil
}

// scratchDB imports a home into a database of its own in a new temporary
// directory (named from prefix), not synced; the function returned closes
// it and removes the directory.
func scratchDB(h *home.Home, prefix string) (*store.DB, func(), error) {
	dir, err := os.MkdirTemp("", prefix)
	if err != nil {
		return nil, nil, err
	}
	db, err := store.OpenScratch(filepath.Join(dir, "edge.db"))
	if err != nil {
		os.RemoveAll(dir)
		return nil, nil, err
	}
	closeAll := func() {
		db.Close()
		os.RemoveAll(dir)
	}
	if err := db.Import(h, index.Write); err != nil {
		closeAll()
		return nil, nil, err
	}
	return db, closeAll, nil
}

// roomList names the rooms of the home in db, for a message about a room
// that is not there: "living (Living room), kitchen (Kitchen)".
func roomList(db *store.DB) string {
	h, err := db.Home()
	if err != nil || len(h.Rooms) == 0 {
		return "(none)"
	}
	names := make([]string, len(h.Rooms))
	for i, r := range h.Rooms {
		names[i] = fmt.Sprintf("%s (%s)", r.ID, r.Name)
	}
	return strings.Join(names, ", ")
}
