package store_test

import (
	"fmt"
	"testing"
	"time"

	"edge/store"
	"edge/store/storetest"
)

// TestPutOwnedSession: a new session of an owner at its bound removes the
// owner's session put longest ago, never another owner's; at the bound of
// the whole database, the owner that holds the most loses its own put
// longest ago; a session put again takes no room.
func TestPutOwnedSession(t *testing.T) {
	db := storetest.Open(t)
	t0 := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	bound := store.SessionBound{PerOwner: 3, Total: 5}
	at := 0
	put := func(owner, id string) []string {
		t.Helper()
		at++
		var gone []string
		if err := db.Update(func(tx *store.Tx) error {
			var err error
			gone, err = tx.PutOwnedSession(owner, owner+id, []byte(id), t0.Add(time.Duration(at)*time.Second), bound)
			return err
		}); err != nil {
			t.Fatal(err)
		}
		return gone
	}
	has := func(id string) bool {
		t.Helper()
		data, _, err := db.Session(id)
		if err != nil {
			t.Fatal(err)
		}
		return data != nil
	}
	a, b, c := "http\x1fa\x1f", "http\x1fb\x1f", "http\x1fc\x1f"
	put(b, "1")
	for i := range 10 {
		put(a, fmt.Sprint(i))
	}
	for i := range 7 {
		if has(a + fmt.Sprint(i)) {
			t.Errorf("a's session %d kept past its bound", i)
		}
	}
	for i := 7; i < 10; i++ {
		if !has(a + fmt.Sprint(i)) {
			t.Errorf("a's session %d went", i)
		}
	}
	if !has(b + "1") {
		t.Fatal("b's session went for a's")
	}
	if gone := put(a, "8"); len(gone) != 0 {
		t.Errorf("a session put again removed %q", gone)
	}
	// the database holds 4: a new one of c fits, the next takes room from a.
	put(c, "1")
	if gone := put(c, "2"); len(gone) != 1 || gone[0] != a+"7" {
		t.Errorf("at the home's bound %q went, a's oldest wanted", gone)
	}
	if n, err := db.CountSessions(""); err != nil || n != 5 {
		t.Errorf("%d sessions (%v), 5 wanted", n, err)
	}
	if n, err := db.CountSessions(a); err != nil || n != 2 {
		t.Errorf("a holds %d sessions (%v), 2 wanted", n, err)
	}
	if !has(b+"1") || !has(c+"1") {
		t.Error("a session of another owner went at the home's bound")
	}
}
