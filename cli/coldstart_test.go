package cli

import (
	"context"
	"io"
	"log/slog"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"edge/index"
	"edge/internal/homegen"
	"edge/store"
	"edge/turn"
)

// BenchmarkColdStart is what `edge ask --db` does before its first turn:
// open the database, read the home, load the index and make the engine
// (drivers, the audit log), for generated homes of 1,000 and 10,000
// devices in 100 rooms. The process's own start (the packages' init) and
// the turn are not in it (build/bench.sh times the whole process too).
func BenchmarkColdStart(b *testing.B) {
	for _, n := range []int{1000, 10000} {
		path := filepath.Join(b.TempDir(), "edge.db")
		db, err := store.Open(path)
		if err != nil {
			b.Fatal(err)
		}
		if err := db.Import(homegen.Generate(n, 100), index.Write); err != nil {
			b.Fatal(err)
		}
		db.Close()
		logger := slog.New(slog.NewTextHandler(io.Discard, nil))
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			for b.Loop() {
				e := &env{ctx: context.Background(), stdout: io.Discard, stderr: io.Discard, now: time.Now}
				db, closeDB, err := e.openDB("", path)
				if err != nil {
					b.Fatal(err)
				}
				eng, closeEng, err := e.engine(db, turn.Options{Logger: logger}, false, logger)
				if err != nil {
					b.Fatal(err)
				}
				if eng.Index().Stats().Source != "store" {
					b.Fatal("the keyword index was not the stored one")
				}
				closeEng()
				closeDB()
			}
		})
	}
}
