package lang_test

import (
	"slices"
	"strings"
	"testing"

	"edge/lang"
)

// TestHazardsNamed: a scene or a group called, the whole of its name, by
// what does heat ("Heating", "Warm up", 取暖, 开暖气), in any case, says
// heat to HazardsDone (its relays are heaters); a name that does
// something else or only says heat beside it ("Heating off", "Cool down",
// "Warm white", 关暖气, 晚安) says none.
func TestHazardsNamed(t *testing.T) {
	named := []string{"Heat", "Heating", "Heat on", "Heating on", "Heat up", "Warm up", "Warmth", "Warming",
		"Turn on the heat", "Turn on heating", "取暖", "加热", "供暖", "制热", "暖气", "开暖气", "打开暖气", "升温"}
	forms := []func(string) string{
		func(s string) string { return s },
		strings.ToLower,
		strings.ToUpper,
		func(s string) string { return "  " + s + " " },
	}
	n := 0
	for _, name := range named {
		for _, form := range forms {
			if got := lang.HazardsDone(form(name)); !slices.Contains(got, "heat") {
				t.Errorf("%q: %v, heat wanted", form(name), got)
			}
			n++
		}
	}
	plain := []string{"Heating off", "Heat off", "Cool down", "Good night", "Evening", "Movie time", "Warm white", "关暖气", "晚安", "观影模式", "回家"}
	for _, name := range plain {
		for _, form := range forms {
			if got := lang.HazardsDone(form(name)); slices.Contains(got, "heat") {
				t.Errorf("%q: %v, no heat wanted", form(name), got)
			}
			n++
		}
	}
	if n < 100 {
		t.Fatalf("only %d names", n)
	}
}
