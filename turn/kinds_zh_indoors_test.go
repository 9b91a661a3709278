package turn_test

import (
	"strings"
	"testing"
)

// TestChineseIndoors says the home as indoors (屋内, 室内) in questions and
// commands of the whole home: each does what 家里 said so does ("室内温度多
// 少" as "家里温度多少", "把屋内的灯关了" as "把家里的灯关了"). "室内温度多
// 少" answered the bedroom's thermometer alone, whose name sounds like it;
// 屋内 was looked for as a name. 屋里 and 屋子 stay the room the speaker is
// in (TestCleanWhereSaid).
func TestChineseIndoors(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "indoors")
	frames := []string{"%s温度多少", "%s几度", "%s现在多少度", "%s湿度多少", "%s有人吗", "%s的灯都关了吗", "%s有灯开着吗", "%s的门都锁好了吗", "%s温度是多少", "%s热不热", "%s的灯开着吗", "%s湿度怎么样",
		"把%s的灯关了", "把%s的灯都打开", "%s的灯全关掉", "%s的空调都关了吧"}
	for _, home := range []string{"屋内", "室内"} {
		for _, f := range frames {
			s.n++
			said, plain := strings.ReplaceAll(f, "%s", home), strings.ReplaceAll(f, "%s", "家里")
			want, got := s.ask(plain), s.ask(said)
			if summary(got) != summary(want) || got.Say != want.Say || len(got.Reads) != len(want.Reads) {
				t.Errorf("%q: %s %q, want %s %q as %q", said, summary(got), got.Say, summary(want), want.Say, plain)
			}
			if strings.HasPrefix(summary(want), "not_understood") {
				t.Errorf("%q, the plain form, is not understood", plain)
			}
		}
	}
	if s.n < 30 {
		t.Fatalf("%d utterances: too few to say anything", s.n)
	}
}
