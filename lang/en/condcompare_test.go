package en

import (
	"strings"
	"testing"
)

// TestConditionCompared: every comparison a condition is said with (the
// comparison words, alone, after "is" or after a verb of change), with
// every way of saying what is measured (the measure, in the plural too,
// a room, "it") and every number and command, is the condition said as
// "is below", "is above", "is at least" or "is at most". "lower than" was
// the verb "lower", and "temperatures" a room not found. Outside a
// condition, "lower" stays the verb.
func TestConditionCompared(t *testing.T) {
	generated(t)
	registered()
	// forms: each comparison, by the plain form it means
	forms := map[string][]string{
		"below": {"below", "under", "less than", "lower than", "colder than", "cooler than"},
		"above": {"above", "over", "more than", "greater than", "higher than", "hotter than", "warmer than"},
	}
	bounds := map[string]string{"at least": "at least", "at most": "at most"}
	subjects := [][3]string{ // the subject, its "be", and the subject said plainly
		{"the temperature", "is", "the temperature"}, {"the temp", "is", "the temperature"}, {"temperatures", "are", "the temperature"},
		{"the temperatures", "are", "the temperature"}, {"it", "is", "it"}, {"the bedroom", "is", "the bedroom"},
		{"the bedroom temperature", "is", "the bedroom temperature"}, {"the temperature in the bedroom", "is", "the temperature in the bedroom"},
		{"the temperatures in the bedroom", "are", "the temperature in the bedroom"}, {"the humidity", "is", "the humidity"},
	}
	changes := []string{"drops", "goes", "gets", "falls", "rises"}
	commands := []string{"turn on the heater", "turn off the bedroom ac", "open the blinds"}
	n := 0
	ops := map[string]string{"below": "<", "above": ">", "at least": ">=", "at most": "<="}
	check := func(said, plain, cmp, num string) {
		n++
		got, want := compiled(said), compiled(plain)
		if got != want || !strings.Contains(want, " if ") || !strings.Contains(want, ops[cmp]+num) {
			t.Errorf("Compile(%q) = %s, Compile(%q) = %s, want the same condition", said, got, plain, want)
		}
	}
	for _, s := range subjects {
		subject, plainSubject := s[0], s[2]
		for i, c := range commands {
			num := []string{"20", "18.5", "26"}[i]
			for _, opener := range []string{"if", "when"} {
				plain := func(cmp string) string { return opener + " " + plainSubject + " is " + cmp + " " + num + " " + c }
				for cmp, said := range forms {
					for _, f := range said {
						check(opener+" "+subject+" "+s[1]+" "+f+" "+num+" "+c, plain(cmp), cmp, num)
						for _, v := range changes {
							check(opener+" "+subject+" "+v+" "+f+" "+num+" "+c, plain(cmp), cmp, num)
						}
					}
				}
				for said, cmp := range bounds {
					check(opener+" "+subject+" "+s[1]+" "+said+" "+num+" "+c, plain(cmp), cmp, num)
				}
			}
		}
	}
	if n < 2000 {
		t.Errorf("%d ways, want at least 2000", n)
	}
	for _, text := range []string{"lower the blinds", "lower the temperature", "lower the temperature to 20",
		"make it lower than that", "the temperatures are lower than 20", "lower than 20"} {
		if got := compiled(text); strings.Contains(got, " if ") {
			t.Errorf("Compile(%q) = %s: want no condition", text, got)
		}
	}
}
