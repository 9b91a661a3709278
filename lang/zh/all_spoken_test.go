package zh

import (
	"strings"
	"testing"
)

// TestAllSpokenSaysAll: every word of all of spoken Chinese, after a
// class, a room or alone, says what 都 says, never a name ("灯统统" is no
// 童 of the kids' room).
func TestAllSpokenSaysAll(t *testing.T) {
	var pairs [][2]string
	for _, w := range strings.Fields(allSpoken) {
		pairs = append(pairs, [2]string{w, "都"})
		if !listAll[w] {
			t.Errorf("%s is no word of all of a list", w)
		}
	}
	saysAs(t, "all", pairs, "灯%s关掉", "把灯%s关了", "%s关掉", "卧室灯%s关了吧", "把客厅和卧室的灯%s打开")
}

// TestPlacesSayTheirWords: the Shanghai result of 关 (关脱) says what 关掉
// says; the Sichuan particles 撒 and 噻 at the end say nothing
// (TestParticlesSayNothing reads every particle).
func TestPlacesSayTheirWords(t *testing.T) {
	saysAs(t, "关脱", [][2]string{{"关脱", "关掉"}}, "把客厅灯%s", "空调%s", "电视给我%s吧")
	for _, p := range []string{"撒", "噻"} {
		if !strings.Contains(" "+particles+" ", " "+p+" ") {
			t.Errorf("%s is no particle", p)
		}
	}
}
