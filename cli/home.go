package cli

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
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

// loadHome parses and checks a home file, including its driver kinds.
func loadHome(path string) (*home.Home, error) {
	h, err := home.LoadNames(path, index.ReadsAs)
	if err != nil {
		var list home.ErrorList
		if errors.As(err, &list) {
			return nil, usageError{fmt.Errorf("%s has %d problem(s); nothing was imported:\n%w", path, len(list), err)}
		}
		return nil, usageError{err}
	}
	if err := checkMQTT(path, h); err != nil {
		return nil, err
	}
	known := map[string]bool{}
	for _, k := range drivers.Kinds() {
		known[k] = true
	}
	for _, d := range h.Devices {
		if !known[d.DriverKind()] {
			return nil, usagef("%s: device %q: unknown driver kind %q (known: %v); nothing was imported", path, d.ID, d.DriverKind(), drivers.Kinds())
		}
	}
	var bad []string
	for i := range h.Devices {
		if err := drivers.CheckConfig(&h.Devices[i]); err != nil {
			bad = append(bad, path+": "+err.Error())
		}
	}
	if len(bad) > 0 {
		return nil, usagef("%s has %d driver problem(s); nothing was imported:\n%s", path, len(bad), strings.Join(bad, "\n"))
	}
	return h, nil
}

// checkMQTT makes the files of the mqtt block absolute (relative to the
// home file) and checks them: the password file must be 0600.
func checkMQTT(path string, h *home.Home) error {
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
		return usagef("%s has %d problem(s); nothing was imported:\n%s", path, len(bad), strings.Join(bad, "\n"))
	}
	return nil
}

// openDB opens the database the flags name: --db (importing --home into it
// when both are given), or a temporary one holding --home. The returned
// function closes it and removes a temporary database.
func openDB(homePath, dbPath string) (*store.DB, func(), error) {
	if homePath == "" && dbPath == "" {
		return nil, nil, usagef("need --home FILE or --db FILE")
	}
	var h *home.Home
	if homePath != "" {
		var err error
		if h, err = loadHome(homePath); err != nil {
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
	db, err := store.Open(dbPath)
	if err != nil {
		cleanup()
		return nil, nil, err
	}
	closeAll := func() {
		db.Close()
		cleanup()
	}
	if h != nil {
		if err := db.Import(h, index.Write); err != nil {
			closeAll()
			return nil, nil, fmt.Errorf("importing %s: %w", homePath, err)
		}
	}
	return db, closeAll, nil
}
