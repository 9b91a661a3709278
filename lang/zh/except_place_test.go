package zh

import (
	"strings"
	"testing"
)

// TestExceptThenPlace: an exception said first with the place of what is
// left right after it and no 以外 ("除了电视客厅的都关掉", "除了台灯书房的灯
// 都关了") reads as with a pause between them ("除了电视，客厅的都关掉"):
// the two were one name excepted, and 都 all of the home.
func TestExceptThenPlace(t *testing.T) {
	excepted := []string{"电视", "台灯", "空调", "床头灯", "加湿器", "吸顶灯"}
	places := []string{"客厅", "书房", "卧室", "主卧", "儿童房", "厨房", "卫生间"}
	rests := []string{"的都关掉", "的灯都关了", "的全部打开"}
	n := 0
	for i, x := range excepted {
		for j, place := range places {
			rest := rests[(i+j)%len(rests)]
			for _, except := range []string{exceptWord, "除"} {
				text := except + x + place + rest
				paused := except + x + "，" + place + rest
				if got, want := phrasesOf(t, text), phrasesOf(t, paused); got != want {
					t.Errorf("%q\n got %s\nwant %s (%q)", text, got, want, paused)
				}
				if got := phrasesOf(t, text); !strings.Contains(got, "Except("+x+")") {
					t.Errorf("%q → %s, want %s excepted", text, got, x)
				}
				n++
			}
		}
	}
	for _, text := range []string{"除了儿童房的灯都关", "除了厨房的都关掉", "除了客厅主灯别的灯都关"} {
		if got := phrasesOf(t, text); strings.Contains(got, "|") {
			t.Errorf("%q → %s, want the place or name excepted whole", text, got)
		}
		n++
	}
	if n < 80 {
		t.Errorf("%d wordings, want at least 80", n)
	}
}
