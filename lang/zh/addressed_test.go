package zh

import (
	"strings"
	"testing"
)

// TestAddressedAsWhoDoesIt: the one spoken to said as who is to do a
// command, with every adverb of how soon said after it ("你把电视关了",
// "你们关一下客厅灯", "你快把窗帘拉开", "小爱同学你先把门锁上"), is the
// command said alone: 你 was read into the name ("找不到“你电视”"). A
// question after it stays the question ("你把电视关了吗"). What the one
// spoken to did ("你开的灯", "你开了客厅灯", "是你把电视关了吗") is not
// understood: "你开了客厅灯" asked whether the living room's light was
// meant, and a yes switched it on.
func TestAddressedAsWhoDoesIt(t *testing.T) {
	var subjects []string
	for _, a := range addressees {
		subjects = append(subjects, a)
		for _, after := range addresseeAfter {
			subjects = append(subjects, a+after)
		}
	}
	commands := []string{"把电视关了", "关一下客厅灯", "打开卧室空调", "把窗帘拉开吧", "把门锁上", "把电视关了吗"}
	n := 0
	for _, s := range subjects {
		for _, cmd := range commands {
			for _, before := range []string{"", "嗯", "小爱同学", "哎"} {
				said := before + s + cmd
				if got, want := phrasesOf(t, said), phrasesOf(t, cmd); got != want {
					t.Errorf("%q\n got %s\nwant %s (%q)", said, got, want, cmd)
				}
				n++
			}
		}
	}
	if n < 300 {
		t.Errorf("%d wordings, want at least 300", n)
	}
	m := 0
	done := []string{"%s开的灯", "%s关的空调", "%s开了客厅灯", "%s关了电视", "是%s把电视关了吗", "是%s开的灯", "%s打开了车库门",
		"%s锁了前门", "%s关了卧室空调吧", "是%s关的电视吗", "%s开的空调吧", "是%s开的风扇"}
	for _, a := range addressees {
		for _, tpl := range done {
			for _, before := range []string{"", "嗯"} {
				said := before + strings.Replace(tpl, "%s", a, 1)
				if cs, err := (pack{}).Parse(said); err == nil {
					t.Errorf("%q: read as %v", said, cs)
				}
				m++
			}
		}
	}
	if m < 60 {
		t.Errorf("%d wordings done, want at least 18", m)
	}
}

// TestAddressedAfterTheThing: the one spoken to said after the thing, with
// every adverb of how soon ("灯你关一下", "客厅灯你给关了", "电视你快关了吧",
// "台灯你先开一下"), is the command said without it: 灯你 was one name not
// found (找不到“灯你”). A word of how soon before a verb (直接开灯) is no part
// of a misheard verb: 接开 was put back to 解开, and 直接开灯 not understood.
func TestAddressedAfterTheThing(t *testing.T) {
	n := 0
	for _, a := range addressees {
		for _, after := range append([]string{""}, addresseeAfter...) {
			for _, thing := range []string{"灯", "客厅灯", "电视", "台灯", "卧室空调"} {
				for _, cmd := range []string{"关一下", "开一下", "给关了", "关了吧", "打开吧", "调到五十"} {
					said, plain := thing+a+after+cmd, thing+cmd
					if got, want := phrasesOf(t, said), phrasesOf(t, plain); got != want {
						t.Errorf("%q\n got %s\nwant %s (%q)", said, got, want, plain)
					}
					n++
				}
			}
		}
	}
	for _, soon := range soonWords {
		for _, cmd := range []string{"开灯", "开一下客厅灯", "关电视"} {
			if got, want := phrasesOf(t, soon+cmd), phrasesOf(t, cmd); got != want {
				t.Errorf("%q\n got %s\nwant %s (%q)", soon+cmd, got, want, cmd)
			}
			n++
		}
	}
	if n < 300 {
		t.Errorf("%d wordings, want at least 300", n)
	}
}
