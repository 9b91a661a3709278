package zh

import (
	"fmt"
	"strings"
	"testing"

	"edge/lang"
)

// TestNoneAreSaid: "none of them is" said of every state of the pack, in
// its form of being so (有动静, 有人, 开着, 锁着), reads as Chinese: 都没有动静,
// 都没开着, never 都没有有动静 (家里有人吗 was answered so).
func TestNoneAreSaid(t *testing.T) {
	n := 0
	for _, attr := range []string{"on", "open", "locked", "motion", "occupancy", "playing", "armed", "contact"} {
		said := fmt.Sprintf(phrasebook.Message(lang.MsgNoneAre), phrasebook.State(attr, true))
		n++
		if strings.Contains(said, "没有有") || strings.Contains(said, "没没") || !strings.HasPrefix(said, "都没") {
			t.Errorf("none of them %s: %q", attr, said)
		}
	}
	if n < 8 {
		t.Errorf("%d states, want at least 8", n)
	}
}
