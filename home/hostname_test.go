package home

import (
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
)

// TestIsHostName: a host name is read as the DNS's rule says, the same
// as the regular expression of it, on names made of labels of every
// length around 63, hyphens first, last and inside, dots doubled and at
// the end, and letters outside the rule.
func TestIsHostName(t *testing.T) {
	rule := regexp.MustCompile(`^(?i)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*\.?$`)
	names := []string{"", ".", "..", "a", "a.", "a..b", "-a", "a-", "ollama", "ollama.local", "Pi-5.home.arpa.", "a_b", "192.168.1.1", "ü.local",
		strings.Repeat("a", 63), strings.Repeat("a", 64), strings.Repeat("a", 63) + "." + strings.Repeat("b", 63)}
	r := rand.New(rand.NewPCG(3, 4))
	const letters = "aZ09-._ "
	for range 5000 {
		var b strings.Builder
		for range r.IntN(3) + 1 {
			n := r.IntN(66)
			for i := range n {
				c := letters[r.IntN(3)]
				if i == 0 || i == n-1 || r.IntN(20) == 0 {
					c = letters[r.IntN(len(letters))]
				}
				b.WriteByte(c)
			}
			b.WriteByte('.')
		}
		s := b.String()
		if r.IntN(2) == 0 {
			s = strings.TrimSuffix(s, ".")
		}
		names = append(names, s)
	}
	valid := 0
	for _, s := range names {
		want := rule.MatchString(s)
		if got := isHostName(s); got != want {
			t.Errorf("isHostName(%q) = %v, want %v", s, got, want)
		}
		if want {
			valid++
		}
	}
	if valid < 200 {
		t.Fatalf("%d valid names of %d: too few to say anything", valid, len(names))
	}
}
