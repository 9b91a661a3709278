package store_test

import (
	"os"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"edge/store/storetest"
)

// mappedKiB is how much of the file at path this process has resident
// through its maps (/proc/self/smaps), in KiB.
func mappedKiB(t *testing.T, path string) int {
	t.Helper()
	b, err := os.ReadFile("/proc/self/smaps")
	if err != nil {
		t.Fatal(err)
	}
	on, kib := false, 0
	for _, line := range strings.Split(string(b), "\n") {
		f := strings.Fields(line)
		switch {
		case len(f) >= 5 && strings.Contains(f[0], "-") && !strings.HasSuffix(f[0], ":"):
			on = len(f) >= 6 && f[5] == path
		case on && len(f) >= 2 && f[0] == "Rss:":
			n, _ := strconv.Atoi(f[1])
			kib += n
		}
	}
	return kib
}

// Release lets go of the pages the database read (on Linux: none of the
// file stays resident), and the database reads the same after it.
func TestRelease(t *testing.T) {
	db, path := storetest.OpenFile(t)
	h := goodHome(t)
	if err := db.Import(h, nil); err != nil {
		t.Fatal(err)
	}
	want := normalize(t, h)
	mustHome(t, db, want)
	// under an emulator (build/cross.sh --test) the maps seen are the
	// emulator's: the pages are not looked at, the reads are.
	look := runtime.GOOS == "linux" && mappedKiB(t, path) > 0
	if err := db.Release(); err != nil {
		t.Fatal(err)
	}
	if look {
		if kib := mappedKiB(t, path); kib != 0 {
			t.Errorf("after Release, %d KiB of the file are still resident", kib)
		}
	}
	mustHome(t, db, want)
	mustStates(t, db, wantStates(t, h))
}
