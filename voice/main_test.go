package voice_test

import (
	"fmt"
	"maps"
	"os"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"
)

// watchdog bounds the package's tests: past it they are taken to hang,
// and what each goroutine in edge's code is doing is printed (go test's
// own timeout prints every goroutine, too many for a log's tail).
const watchdog = 10 * time.Minute

func TestMain(m *testing.M) {
	dog := time.AfterFunc(watchdog, func() {
		buf := make([]byte, 1<<24)
		buf = buf[:runtime.Stack(buf, true)]
		var ours []string
		where := map[string]int{} // the innermost line of edge's code of each
		for _, g := range strings.Split(string(buf), "\n\n") {
			if !strings.Contains(g, "edge/") || strings.Contains(g, "voice_test.TestMain") {
				continue
			}
			ours = append(ours, g)
			lines := strings.Split(g, "\n")
			for i, l := range lines {
				if strings.HasPrefix(l, "edge/") && i+1 < len(lines) {
					fn := l[:max(strings.LastIndex(l, "("), 0)]
					at, _, _ := strings.Cut(strings.TrimSpace(lines[i+1]), " +0x")
					where[fn+" at "+at]++
					break
				}
			}
		}
		fmt.Fprintf(os.Stderr, "the voice tests still run after %v: %d goroutines in edge's code:\n\n%s\n\nwhere they are:\n", watchdog, len(ours), strings.Join(ours, "\n\n"))
		for _, w := range slices.Sorted(maps.Keys(where)) {
			fmt.Fprintf(os.Stderr, "%4d %s\n", where[w], w)
		}
		os.Exit(2)
	})
	code := m.Run()
	dog.Stop()
	os.Exit(code)
}
