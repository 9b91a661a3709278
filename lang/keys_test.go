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

// A key asked again within the number remembered stays remembered,
// however many other texts are asked once (a turn's own words): the
// names every turn looks for are not keyed again.
func TestKeyAskedAgainKept(t *testing.T) {
	hot := []string{"Kitchen light", "客厅主灯", "the living room"}
	for _, h := range hot {
		lang.Key(h)
	}
	for i := range 20000 {
		lang.Key(fmt.Sprintf("lamp number %d", i))
		if i%300 != 299 {
			continue
		}
		for _, h := range hot {
			if !lang.KeyKept(h) {
				t.Fatalf("%q forgotten after %d other texts", h, i+1)
			}
			lang.Key(h)
		}
	}
	if lang.KeyKept("lamp number 0") {
		t.Errorf("a text asked once is remembered after 20,000 others")
	}
}
