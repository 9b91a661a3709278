package home

import (
	"runtime"
	"sync"
	"sync/atomic"
)

// readNames is what read says of each of the names, by name: each name
// read once, however many devices bear it, and the names spread over the
// machine's cores. Reading names is most of a large home's start (a
// name's every word is looked up in every language's hazards), and one
// name's reading needs no other's, so read is called from several
// goroutines at once.
func readNames(names []string, read func(name string) Hazard) map[string]Hazard {
	out := make(map[string]Hazard, len(names))
	var todo []string
	for _, n := range names {
		if _, ok := out[n]; !ok {
			out[n] = 0
			todo = append(todo, n)
		}
	}
	got := make([]Hazard, len(todo))
	var next atomic.Int64
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), len(todo)) {
		wg.Go(func() {
			for i := int(next.Add(1) - 1); i < len(todo); i = int(next.Add(1) - 1) {
				got[i] = read(todo[i])
			}
		})
	}
	wg.Wait()
	for i, n := range todo {
		out[n] = got[i]
	}
	return out
}
