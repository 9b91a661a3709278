package turn_test

import (
	"strings"
	"testing"
)

// TestChannelSaid: the next or the previous of a TV (电视换个台, 电视上一个台,
// 把电视换到下一个频道, "tv next", "previous on the tv") is said as its channel
// (将把电视切到下一个频道。, "Would switch TV to the next channel."), where it
// was said as a track (将切换下一首电视。, "Would skip TV."); a speaker's is
// its track (将把书房音箱切到下一首。). 电视切到下一个频道, 电视上一个台 and
// 电视换一个台 were not understood.
func TestChannelSaid(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "channel")
	says := func(text, command, device, want string) {
		t.Helper()
		s.n++
		r := s.ask(text)
		if got := summary(r); got != "planned: "+device+" "+command+" planned" || r.Say != want {
			t.Errorf("%q: %s (%s), want %s of %s said %s", text, got, r.Say, command, device, want)
		}
	}
	zh := map[string][]string{
		"next": {"换个台", "换台", "换一个台", "换一下台", "换个频道", "换一个频道", "下一个", "下一个频道", "下个台", "下一台",
			"切到下一个频道", "换到下一个频道"},
		"previous": {"上一个台", "上个台", "上一个频道", "上一频道", "切到上一个频道", "换到上一个频道", "上一台"},
	}
	names := []string{"电视", "客厅电视"}
	shapes := []string{"%n%w", "把%n%w", "帮我把%n%w", "%n%w吧", "请把%n%w"}
	for cmd, words := range zh {
		want := "将把电视切到下一个频道。"
		if cmd == "previous" {
			want = "将把电视切到上一个频道。"
		}
		for _, w := range words {
			for _, n := range names {
				for _, sh := range shapes {
					says(strings.NewReplacer("%n", n, "%w", w).Replace(sh), cmd, "media.living_tv", want)
				}
			}
		}
	}
	for _, text := range []string{"tv next", "next on the tv", "skip the tv", "tv next please"} {
		says(text, "next", "media.living_tv", "Would switch TV to the next channel.")
	}
	for _, text := range []string{"tv previous", "previous on the tv", "go back on the tv"} {
		says(text, "previous", "media.living_tv", "Would switch TV to the previous channel.")
	}
	says("书房音箱下一首", "next", "media.study_speaker", "将把书房音箱切到下一首。")
	says("书房音箱上一首", "previous", "media.study_speaker", "将把书房音箱切到上一首。")
	says("next on the study speaker", "next", "media.study_speaker", "Would skip Study speaker.")
	if s.n < 150 {
		t.Errorf("%d utterances, want at least 150", s.n)
	}
}
