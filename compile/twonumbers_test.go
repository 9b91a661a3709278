package compile_test

import (
	"strings"
	"testing"

	"edge/compile"
)

// TestValueThenBareNumber: a number said without its unit after a value
// with one ("把卧室灯调到30%十点", "客厅空调二十二度十点开", "set the lamp
// to 30 percent 10") is a second number for one value: not understood,
// never the value set now with the other number dropped (an hour said
// after it was lost).
func TestValueThenBareNumber(t *testing.T) {
	n := 0
	for _, v := range []string{"30%", "二十二度", "22度"} {
		for _, bare := range []string{"十点", "10点", "七点", "8点"} {
			for _, tpl := range []string{"把卧室灯调到%v%b", "客厅空调%v%b开", "卧室灯调到%v%b", "把书房台灯调成%v %b"} {
				text := strings.NewReplacer("%v", v, "%b", bare).Replace(tpl)
				n++
				if p, err := compile.Compile(text); err == nil && len(p.Clauses) > 0 && p.Clauses[0].When == nil {
					t.Errorf("Compile(%q) = %s, want it not understood", text, p)
				}
			}
		}
	}
	for _, v := range []string{"30 percent", "30%", "22 degrees"} {
		for _, bare := range []string{"10", "seven", "8"} {
			for _, tpl := range []string{"set the desk lamp to %v %b", "dim the desk lamp to %v %b", "put the bedroom ac on %v %b"} {
				text := strings.NewReplacer("%v", v, "%b", bare).Replace(tpl)
				n++
				if p, err := compile.Compile(text); err == nil && len(p.Clauses) > 0 && p.Clauses[0].When == nil {
					t.Errorf("Compile(%q) = %s, want it not understood", text, p)
				}
			}
		}
	}
	if n < 70 {
		t.Errorf("%d ways, want at least 70", n)
	}
	for _, text := range []string{"set light 2 to 50 percent", "把2号灯调到30%", "set the lamp to 30% 3000 kelvin", "dim the lamp by 10 percent to 20"} {
		if _, err := compile.Compile(text); err != nil {
			t.Errorf("Compile(%q): %v", text, err)
		}
	}
}
