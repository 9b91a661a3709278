package lang_test

import (
	"fmt"
	"sync"
	"testing"

	"edge/lang"
	_ "edge/lang/all"
)

// Keys remembered give what the pack gives, also past the number
// remembered and from several goroutines at once.
func TestKeyRemembered(t *testing.T) {
	texts := []string{"Kitchen Lights", "客厅的灯", "把客厅的灯", "Study lamp 3"}
	for i := range 3000 {
		texts = append(texts, fmt.Sprintf("Lamp %d", i), fmt.Sprintf("客厅台灯%d", i))
	}
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for pass := range 2 {
				for i, s := range texts {
					if (i+g+pass)%3 != 0 {
						continue
					}
					if got, want := lang.Key(s), lang.Detect(s).Key(s); got != want {
						t.Errorf("Key(%q) = %q, the pack says %q", s, got, want)
						return
					}
				}
			}
		}()
	}
	wg.Wait()
}
