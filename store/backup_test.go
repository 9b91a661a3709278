package store_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"edge/risk"
	"edge/store"
	"edge/store/storetest"
)

// TestBackupLeavesTheVerifier: a copy holds the home, its states and
// its record of wrong PINs, but no PIN's verifier, neither the one in
// force nor one a former import freed: its PIN is to be set again, and
// no PIN confirms anything until an import sets it.
func TestBackupLeavesTheVerifier(t *testing.T) {
	db, path := storetest.OpenFile(t)
	var hashes []string
	for _, pin := range []string{"1234", "8642"} {
		h := goodHome(t)
		hash, err := risk.HashPIN(pin)
		if err != nil {
			t.Fatal(err)
		}
		h.Security.PINHash = hash
		hashes = append(hashes, hash)
		if err := db.Import(h, nil); err != nil {
			t.Fatal(err)
		}
	}
	err := db.Update(func(tx *store.Tx) error { return tx.PutPINState([]byte(`{"wrong":3}`)) })
	if err != nil {
		t.Fatal(err)
	}
	if toSet, err := db.PINToSet(); toSet || err != nil {
		t.Fatalf("the original's PIN is to be set: %v %v", toSet, err)
	}
	var buf bytes.Buffer
	n, err := db.Backup(&buf)
	if err != nil || n != int64(buf.Len()) || n == 0 {
		t.Fatalf("Backup: %d bytes, %d written, %v", n, buf.Len(), err)
	}
	for _, hash := range hashes {
		salt := strings.Split(hash, "$")[2]
		if bytes.Contains(buf.Bytes(), []byte(salt)) {
			t.Errorf("the copy holds a PIN's verifier (salt %s)", salt)
		}
	}
	if left, _ := filepath.Glob(path + ".copy-*"); len(left) > 0 {
		t.Errorf("temporary files left: %v", left)
	}
	copyPath := filepath.Join(t.TempDir(), "copy.db")
	if err := os.WriteFile(copyPath, buf.Bytes(), 0o600); err != nil {
		t.Fatal(err)
	}
	cp, err := store.Open(copyPath)
	if err != nil {
		t.Fatal(err)
	}
	defer cp.Close()
	h, err := cp.Home()
	if err != nil {
		t.Fatal(err)
	}
	if h.Security.PINHash != store.PINReset || risk.CheckPIN(h.Security.PINHash, "8642") {
		t.Errorf("the copy's PIN: %q", h.Security.PINHash)
	}
	if toSet, err := cp.PINToSet(); !toSet || err != nil {
		t.Errorf("the copy's PIN is not to be set: %v %v", toSet, err)
	}
	if want, _ := db.Home(); len(h.Devices) != len(want.Devices) || h.Name != want.Name {
		t.Errorf("the copy's home: %d devices, %q", len(h.Devices), h.Name)
	}
	var pins []byte
	cp.View(func(tx *store.Tx) error {
		pins = tx.PINState()
		return nil
	})
	if string(pins) != `{"wrong":3}` {
		t.Errorf("the copy's record of wrong PINs: %s", pins)
	}
	if err := cp.Check(); err != nil {
		t.Error(err)
	}
	// an import sets the PIN again.
	again := goodHome(t)
	again.Security.PINHash = hashes[1]
	if err := cp.Import(again, nil); err != nil {
		t.Fatal(err)
	}
	if toSet, err := cp.PINToSet(); toSet || err != nil {
		t.Errorf("after an import the PIN is still to be set: %v %v", toSet, err)
	}
}

// TestBackupWithoutPIN: a home with no PIN is copied as it is.
func TestBackupWithoutPIN(t *testing.T) {
	db := storetest.Open(t)
	if err := db.Import(goodHome(t), nil); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if _, err := db.Backup(&buf); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "copy.db")
	if err := os.WriteFile(path, buf.Bytes(), 0o600); err != nil {
		t.Fatal(err)
	}
	cp, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer cp.Close()
	if toSet, err := cp.PINToSet(); toSet || err != nil {
		t.Errorf("a copy of a home with no PIN: to set %v %v", toSet, err)
	}
}
