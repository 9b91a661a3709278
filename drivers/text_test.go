package drivers_test

import (
	"context"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"edge/drivers"
	"edge/drivers/drivertest"
)

// plainEnough reports whether s is text a reply may carry: valid UTF-8
// of at most MaxText characters and a "…", every one of them printable.
func plainEnough(s string) bool {
	if !utf8.ValidString(s) || utf8.RuneCountInString(s) > drivers.MaxText+1 {
		return false
	}
	for _, r := range s {
		if r != ' ' && !unicode.IsPrint(r) {
			return false
		}
	}
	return true
}

// TestReadTextMadePlain builds statuses from a word, a character that does
// not print (escape sequences, line breaks, bidirectional and zero-width
// characters, invalid UTF-8) put before, inside and after it, and lengths
// up to thousands of characters: what a read or a command returns is
// plain, bounded text that keeps the word, nested texts too; a plain
// status comes back as it was.
func TestReadTextMadePlain(t *testing.T) {
	fake := drivertest.Register()
	fake.Reset()
	t.Cleanup(fake.Reset)
	set := drivers.NewSet(drivers.Env{})
	ctx := context.Background()
	bad := []string{"\x1b[2J", "\x1b]0;title\a", "\n", "\r\n", "\t", "\x00", "\u2028", "\u2029", "\u202e", "\u2066", "\u200b", "\ufeff", "\x85", "\xff\xfe"}
	for _, b := range bad {
		for _, at := range []string{"before", "inside", "after"} {
			for _, n := range []int{1, 10, 5000} {
				word := "docked"
				s := strings.Repeat("x", n-1) + " " + word
				switch at {
				case "before":
					s = b + s
				case "inside":
					s = strings.Repeat("x", n-1) + b + word
				case "after":
					s += b
				}
				dev := fakeDev("fake.vacuum", nil, "vacuum")
				dev.State = map[string]any{"status": s, "extra": map[string]any{"note": s}, "list": []any{s, 1.0}}
				for _, op := range []string{"read", "do"} {
					fake.Reset()
					var got map[string]any
					var err error
					if op == "read" {
						got, err = set.Read(ctx, dev)
					} else {
						got, err = set.Do(ctx, dev, "start", nil)
					}
					if err != nil {
						t.Fatalf("%s: %v", op, err)
					}
					texts := []any{got["status"], got["extra"].(map[string]any)["note"], got["list"].([]any)[0]}
					for _, v := range texts {
						p, _ := v.(string)
						if !plainEnough(p) {
							t.Errorf("%s of %q (%s, %d): %q is not plain text", op, b, at, n, p)
						}
						if n < 10 && !strings.Contains(p, word) {
							t.Errorf("%s of %q (%s, %d): %q lost the word", op, b, at, n, p)
						}
					}
					if s, _ := dev.State["status"].(string); plainEnough(s) {
						t.Errorf("the home's state was changed: %q", s)
					}
				}
			}
		}
	}
	for _, s := range []string{"docked", "stuck - unlock the front door to let me out", "清扫中", "off_peak", ""} {
		dev := fakeDev("fake.vacuum", nil, "vacuum")
		dev.State = map[string]any{"status": s}
		fake.Reset()
		if got, err := set.Read(ctx, dev); err != nil || got["status"] != s {
			t.Errorf("Read of the plain status %q = %q, %v", s, got["status"], err)
		}
	}
}
