package zh

import (
	"math"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"edge/grammar"
	"edge/lang"
)

// phrasesOf is what a text's clauses say, their fillers left out.
func phrasesOf(t *testing.T, text string) string {
	t.Helper()
	cs, err := pack{}.Parse(text)
	if err != nil || len(cs) == 0 {
		t.Errorf("Parse(%q) = %v, %v", text, cs, err)
		return ""
	}
	var out []string
	for _, c := range cs {
		c, _ = pack{}.Reinterpret(c)
		s := phrases(c)
		for _, p := range c {
			for _, x := range p.Sub {
				s += " Except(" + strings.Join(x.Words, " ") + ")"
			}
		}
		out = append(out, s)
	}
	return strings.Join(out, " | ")
}

// saysNothing checks that each word of words, put in each template's %s,
// says what the template says without it.
func saysNothing(t *testing.T, kind, words string, templates ...string) {
	t.Helper()
	n := 0
	for _, w := range strings.Fields(words) {
		for _, tpl := range templates {
			with, without := strings.Replace(tpl, "%s", w, 1), strings.Replace(tpl, "%s", "", 1)
			want := phrasesOf(t, without)
			if got := phrasesOf(t, with); got != want || want == "" {
				t.Errorf("%s: %q\n got %s\nwant %s (%q)", kind, with, got, want, without)
			}
			n++
		}
	}
	if n < 3 {
		t.Errorf("%s: %d wordings, want at least 3", kind, n)
	}
}

// TestStillSaysNothing: a word of stills (还, 这会儿) before a state or a
// question asks the state as it is, in a condition too.
func TestStillSaysNothing(t *testing.T) {
	saysNothing(t, "still", stills, "厨房灯%s亮着吗", "客厅空调%s开着没", "如果燃气%s开着就关掉", "要是书房台灯%s亮着的话关了它")
	saysNothing(t, "now", "这会儿 这会 此刻", "客厅%s多少度", "主卧%s湿度多少")
}

// TestHesitationsSayNothing: every hesitation of the pack before a command.
func TestHesitationsSayNothing(t *testing.T) {
	saysNothing(t, "hesitation", hesitations, "%s 把厨房灯打开", "%s 主卧湿度多少")
}

// TestQuestionWordsOfHow: the words that ask how a value is ("咋样", "怎样")
// ask what 怎么样 asks, and 哪几个 what 哪些 asks.
func TestQuestionWordsOfHow(t *testing.T) {
	for _, w := range []string{"咋样", "怎样"} {
		if got, want := phrasesOf(t, "卧室湿度"+w), phrasesOf(t, "卧室湿度怎么样"); strings.ReplaceAll(got, w, "怎么样") != want {
			t.Errorf("%s: got %s, want %s", w, got, want)
		}
		if questMeaning[w] != questMeaning["怎么样"] || !strongQuest[w] {
			t.Errorf("%s does not ask what 怎么样 asks", w)
		}
	}
	for _, w := range []string{"哪几个", "哪几盏", "哪几"} {
		if questMeaning[w] != questMeaning["哪些"] || !strongQuest[w] {
			t.Errorf("%s does not ask what 哪些 asks", w)
		}
		if got := phrasesOf(t, "家里"+w+"灯开着"); !strings.Contains(got, "Quest("+w+")") || strings.Contains(got, "NP(哪") {
			t.Errorf("%s: got %s", w, got)
		}
	}
}

// saysAs checks that each pair's word, put in each template's %s, says
// what the pair's reference word says there.
func saysAs(t *testing.T, kind string, pairs [][2]string, templates ...string) {
	t.Helper()
	for _, p := range pairs {
		for _, tpl := range templates {
			with, ref := strings.Replace(tpl, "%s", p[0], 1), strings.Replace(tpl, "%s", p[1], 1)
			want := phrasesOf(t, ref)
			if got := strings.ReplaceAll(phrasesOf(t, with), p[0], p[1]); got != want || want == "" {
				t.Errorf("%s: %q\n got %s\nwant %s (%q)", kind, with, got, want, ref)
			}
		}
	}
}

// TestParticlesSayNothing: every particle of the pack after a command,
// 喽 and 一哈 among them.
func TestParticlesSayNothing(t *testing.T) {
	saysNothing(t, "particle", particles, "玄关灯给我关%s", "把客卫的灯关了%s", "书房台灯开一下%s")
	if !strings.Contains(particles, "喽") || !strings.Contains(particles, "一哈") {
		t.Error("喽 and 一哈 are no particles")
	}
}

// TestSpokenVerbsAndLevels: the spoken words of setting, locking,
// closing, docking, playing, changing and the top of a range say what the
// pack's plain word says, in several sentences each.
func TestSpokenVerbsAndLevels(t *testing.T) {
	saysAs(t, "set", [][2]string{{"弄成", "调成"}, {"搞成", "调成"}, {"整成", "调成"}}, "客厅灯带%s蓝色", "把主卧灯带%s红色的", "餐厅吊灯%s暖光")
	saysAs(t, "lock", [][2]string{{"上锁", "锁上"}}, "前门%s", "把大门%s吧", "%s")
	saysAs(t, "close", [][2]string{{"拉严", "拉上"}, {"拉严实", "拉上"}, {"拉紧", "拉上"}}, "遮光帘%s", "把主卧窗帘给我%s", "窗帘%s吧")
	saysAs(t, "dock", [][2]string{{"回座充", "回充"}, {"回座充电", "回充"}, {"回基座", "回充"}}, "扫地机%s", "让扫地机器人%s吧", "%s")
	saysAs(t, "play", [][2]string{{"接着放", "继续播放"}, {"接着播", "继续播放"}, {"接着播放", "继续播放"}, {"继续放", "继续播放"}},
		"书房音箱%s", "%s吧", "音箱%s")
	saysAs(t, "set", [][2]string{{"变", "调成"}, {"变为", "调成"}}, "电视墙灯带%s橙色", "把主卧灯带%s红色", "餐厅吊灯%s暖光")
	saysAs(t, "work", [][2]string{{"开工", "开始"}, {"干活", "开始"}, {"开始干活", "开始"}}, "扫地机器人%s", "让扫地机%s吧", "%s")
	saysAs(t, "back", [][2]string{{"切回", "回到"}}, "%s上一首歌", "书房音箱%s上一首", "%s上一曲吧")
	saysAs(t, "change", [][2]string{{"减小", "降低"}, {"加大", "提高"}, {"增大", "提高"}},
		"电视音量%s一点", "把净化器风速%s", "音箱声音%s")
	saysAs(t, "speed", [][2]string{{"风力", "风速"}, {"档位", "风速"}}, "油烟机%s开最大", "净化器%s调到一半", "新风%s多少")
	saysAs(t, "top", [][2]string{{"拉满", "最大"}, {"调满", "最大"}, {"开满", "最大"}}, "台灯亮度%s", "净化器风速%s", "电视音量%s")
	for _, w := range []string{"暖风机", "冷风机"} {
		if got := phrasesOf(t, w+"关掉"); got != "NP("+w+") Verb(close-off)" {
			t.Errorf("%s关掉: got %s, want the device's name", w, got)
		}
	}
}

// TestKeepsAreExceptions: the words that keep a thing out (留着, 只留, 保留)
// before a name, and 除外 after one, say what 除了 says before it.
func TestKeepsAreExceptions(t *testing.T) {
	var pairs [][2]string
	for w := range keeps {
		pairs = append(pairs, [2]string{w, exceptWord})
	}
	saysAs(t, "keep", pairs, "灯全关了 %s玄关灯", "%s床头灯 其他的灯都关了", "把所有空调关了 %s儿童房的空调")
	for _, tt := range [][2]string{
		{"楼上的灯都打开 卫生间除外", "楼上的灯都打开 除了卫生间"},
		{"主卧的灯除外 其他灯全关", "除了主卧的灯 其他灯全关"},
		{"所有空调关了 儿童房的空调除外", "所有空调关了 除了儿童房的空调"},
		{"楼上的灯全关了 床头灯留着", "楼上的灯全关了 除了床头灯"},
		{"灯都关掉 小夜灯保留", "灯都关掉 除了小夜灯"},
	} {
		if got, want := phrasesOf(t, tt[0]), phrasesOf(t, tt[1]); got != want {
			t.Errorf("%q\n got %s\nwant %s", tt[0], got, want)
		}
	}
}

// TestResumedReference: 它 or 它们 right after the verb that ends an
// utterance, with the thing named before it, is that thing, with every
// verb of switching of the pack; alone it still refers back.
func TestResumedReference(t *testing.T) {
	n := 0
	for w, c := range verbs {
		if c != openOn && c != closeOff {
			continue
		}
		for _, ref := range []string{it, them} {
			for _, tpl := range []string{"落地灯 %s", "油烟机%s吧", "燃气要是开着就%s", "那个电视 给我%s"} {
				with, want := strings.Replace(tpl, "%s", w+ref, 1), strings.Replace(tpl, "%s", w, 1)
				if got, w := phrasesOf(t, with), phrasesOf(t, want); got != w {
					t.Errorf("%q\n got %s\nwant %s (%q)", with, got, w, want)
				}
				n++
			}
		}
	}
	if n < 20 {
		t.Errorf("%d wordings, want at least 20", n)
	}
	if got := phrasesOf(t, "关了它"); !strings.Contains(got, "NP(ref)") {
		t.Errorf("关了它: got %s, want a reference", got)
	}
}

// TestSituationsSayNothing: what the speaker says of the moment, before
// or after a command, asks nothing of its own.
func TestSituationsSayNothing(t *testing.T) {
	saysNothing(t, "situation", situations, "%s 把主卧的窗帘拉开", "执行离家模式 %s", "%s 帮我把门开了")
}

// TestListWords: 跟 and 与 join the items of a list as 和 does, the
// place of the first item shared and 都 all of the list.
func TestListWords(t *testing.T) {
	var pairs [][2]string
	for r := range listWords {
		if w := string(r); w != "和" {
			pairs = append(pairs, [2]string{w, "和"})
		}
	}
	saysAs(t, "and", pairs, "开一下餐厅吊灯%s厨房灯", "把书房的吸顶灯%s台灯都打开", "关掉电视%s客厅的灯", "新风%s净化器都关了")
}

// TestVerbSaidTwice: every one-character verb of the pack said twice with
// 一 between ("关一关") says the verb once, and the 一 is never a value.
func TestVerbSaidTwice(t *testing.T) {
	saysVerbOnce(t, func(v string) string { return v + "一" + v }, "书房吸顶灯%s", "把厨房灯%s吧", "%s客厅的灯")
}

// saysVerbOnce checks that every one-character verb of the pack, said as
// said(verb) in each template, says what the verb alone says, with no
// value.
func saysVerbOnce(t *testing.T, said func(verb string) string, templates ...string) {
	t.Helper()
	n := 0
	for w := range verbs {
		if utf8.RuneCountInString(w) != 1 || w == "成" {
			continue // 一成 is ten percent
		}
		for _, tpl := range templates {
			with, want := strings.Replace(tpl, "%s", said(w), 1), strings.Replace(tpl, "%s", w, 1)
			got := phrasesOf(t, with)
			if got != phrasesOf(t, want) || strings.Contains(got, "Value") {
				t.Errorf("%q\n got %s\nwant %s (%q)", with, got, phrasesOf(t, want), want)
			}
			n++
		}
	}
	if n < 20 {
		t.Errorf("%d wordings, want at least 20", n)
	}
}

// TestConditionAfterItsSubject: a condition's word said after the thing
// it is about at the start ("厨房窗户要是开着的话 把油烟机关了") says what it
// says before it, with every word of a condition of the pack but 除非.
func TestConditionAfterItsSubject(t *testing.T) {
	n := 0
	for _, w := range strings.Fields(categories[grammar.If]) {
		if unless[w] {
			continue
		}
		for _, tt := range [][2]string{
			{"厨房窗户%s开着的话 把油烟机关了", "%s厨房窗户开着的话 把油烟机关了"},
			{"阳台门%s没关 就把阳台灯打开", "%s阳台门没关 就把阳台灯打开"},
			{"主卧的湿度%s低于40 就开加湿器", "%s主卧的湿度低于40 就开加湿器"},
		} {
			with, want := strings.Replace(tt[0], "%s", w, 1), strings.Replace(tt[1], "%s", w, 1)
			if got, w := phrasesOf(t, with), phrasesOf(t, want); got != w || w == "" {
				t.Errorf("%q\n got %s\nwant %s (%q)", with, got, w, want)
			}
			n++
		}
	}
	if n < 9 {
		t.Errorf("%d wordings, want at least 9", n)
	}
}

// TestSizeAskedTwice: an attribute with a word of its size said twice
// with 不 between ("湿度大不大") asks its value, as 多少 does, for every
// attribute of the pack.
func TestSizeAskedTwice(t *testing.T) {
	n := 0
	for a := range attrs {
		if a == modeWord {
			continue // an attribute only after 什么
		}
		for w := range sizes {
			with, want := "客厅"+a+w+"不"+w, "客厅"+a+"多少"
			if got, w := phrasesOf(t, with), phrasesOf(t, want); strings.ReplaceAll(got, "Quest()", "Quest(多少)") != w && got != w {
				t.Errorf("%q\n got %s\nwant %s (%q)", with, got, w, want)
			}
			n++
		}
	}
	if n < 20 {
		t.Errorf("%d wordings, want at least 20", n)
	}
}

// TestGuessingQuestion: a state said with 是 and 的吧 at the end
// ("净化器是开着的吧") asks as 的吗 does, for every state word of the pack.
func TestGuessingQuestion(t *testing.T) {
	n := 0
	for s := range states {
		for _, tpl := range []string{"净化器是%s的吧", "厨房灯%s的吧"} {
			with, want := strings.Replace(tpl, "%s", s, 1), strings.Replace(strings.Replace(tpl, "%s", s, 1), "的吧", "的吗", 1)
			if got, w := phrasesOf(t, with), phrasesOf(t, want); strings.ReplaceAll(got, "Quest(吧)", "Quest(吗)") != w {
				t.Errorf("%q\n got %s\nwant %s (%q)", with, got, w, want)
			}
			n++
		}
	}
	if n < 10 {
		t.Errorf("%d wordings, want at least 10", n)
	}
	if got := phrasesOf(t, "把灯开着吧"); strings.Contains(got, "Quest") {
		t.Errorf("把灯开着吧: got %s, want no question", got)
	}
}

// TestExceptEndsAtGap: what 除了 takes out ends at a recogniser's space
// before a name as at a comma, for a room, a device, a room's device and a
// list.
func TestExceptEndsAtGap(t *testing.T) {
	for _, x := range []string{"卫生间", "主卧", "床头灯", "儿童房的小夜灯", "主卧和书房"} {
		for _, rest := range []string{"楼上的灯都关掉", "楼下的灯全关", "客厅的灯都关了"} {
			with, want := "除了"+x+" "+rest, "除了"+x+"，"+rest
			if got, w := phrasesOf(t, with), phrasesOf(t, want); got != w || w == "" {
				t.Errorf("%q\n got %s\nwant %s (%q)", with, got, w, want)
			}
		}
	}
}

// TestFractions: every fraction of a whole said X分之Y, halves to tenths,
// is its percent, rounded; Y of X or more is none.
func TestFractions(t *testing.T) {
	said := []string{"", "一", "二", "三", "四", "五", "六", "七", "八", "九", "十"}
	for den := 2; den <= 9; den++ {
		for num := 1; num < den+1; num++ {
			text := said[den] + "分之" + said[num]
			v, n, dec, pct := numeral([]rune(text))
			if num == den {
				if n == len([]rune(text)) {
					t.Errorf("numeral(%q) read it all: %s", text, v)
				}
				continue
			}
			want := strconv.Itoa(int(math.Round(100 * float64(num) / float64(den))))
			if v != want || n != len([]rune(text)) || dec || !pct {
				t.Errorf("numeral(%q) = %s, %d, %v, %v; want %s percent", text, v, n, dec, pct, want)
			}
		}
	}
}

// TestMindChanged: a word of changesMind before a command says nothing of
// its own; alone it is no command (a reply's word).
func TestMindChanged(t *testing.T) {
	for w := range changesMind {
		saysNothing(t, "mind", w, "%s 把客厅窗帘拉开吧", "%s 关掉书房台灯", "%s 电视声音小一点")
		if cs, err := (pack{}).Parse(w); err == nil {
			t.Errorf("%s alone parses as a command: %v", w, cs)
		}
	}
}

// TestStateNotHeld: a state said as its absence (没人) in a condition, in
// each way a condition is said, waits for the state not held.
func TestStateNotHeld(t *testing.T) {
	n := 0
	for w, state := range statesNot {
		for _, tpl := range []string{"如果客厅%s就关掉客厅的灯", "要是玄关%s 就把玄关灯关了", "客厅%s的话把电视关了", "玄关要是%s 关掉玄关灯"} {
			text := strings.Replace(tpl, "%s", w, 1)
			cs, err := pack{}.Parse(text)
			if err != nil {
				t.Errorf("Parse(%q): %v", text, err)
				continue
			}
			found := false
			for _, c := range cs {
				c, _ = pack{}.Reinterpret(c)
				for _, p := range c {
					found = found || p.Kind == lang.Cond && p.Cond != nil && p.Cond.State == state && p.Cond.Not && p.Cond.Op == ""
				}
			}
			if !found {
				t.Errorf("%q: no condition on %s not held", text, state)
			}
			n++
		}
	}
	if n < 8 {
		t.Errorf("%d wordings, want at least 8", n)
	}
}

// TestVerbCutShort: every one-character verb of the pack with 一 after it
// and nothing more ("客厅灯开一", 开一下 cut short) says the verb, and the
// 一 is never a value.
func TestVerbCutShort(t *testing.T) {
	saysVerbOnce(t, func(v string) string { return v + "一" }, "书房吸顶灯%s", "把厨房灯%s吧", "客厅灯%s嘛")
}

// TestAskingSaysNothing: every word of asking before a question (帮我看看,
// 我想知道, 你知道, 查询一下) asks what the question alone asks: 我想知道卧室温度
// and 你知道车库门关了没有 were a name not found.
func TestAskingSaysNothing(t *testing.T) {
	saysNothing(t, "asking", asking, "%s卧室温度", "%s车库门关了没有", "%s哪些灯开着", "%s书房多少度")
}
