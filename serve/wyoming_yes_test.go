package serve

import "testing"

// TestWyomingYesInContext: a yes carried anywhere but a transcript's text
// (a field of its context or beside its text, its language) confirms
// nothing: the door the conversation asked about stays locked, and the
// owner's own yes is taken after.
func TestWyomingYesInContext(t *testing.T) {
	f := newFixture(t, nil, nil)
	_, addr, _ := f.run(t, false, true)
	c := dialFrom(t, "127.0.0.1", addr)
	locked := func() bool { return state(t, f.db, "lock.front_door", "locked") == true }
	ask := func() {
		t.Helper()
		c.send("transcript", transcript("unlock the front door", "c1"), false)
		if ev := c.read(); ev.Type != "handled" {
			t.Fatalf("the question: %v", ev)
		}
	}
	yeses := []string{"yes", "confirm", "确认", "1234"}
	fields := []string{"text", "answer", "intent", "confirm", "confirmation", "reply", "response", "speech"}
	n := 0
	for _, yes := range yeses {
		for _, field := range fields {
			ask()
			d := transcript("what time is it", "c1")
			d["context"].(map[string]any)[field] = yes
			d[field+"_extra"] = yes
			c.send("transcript", d, false)
			c.read()
			n++
			if !locked() {
				t.Fatalf("a %q in the context's %q unlocked the door", yes, field)
			}
		}
		ask()
		d := transcript("what time is it", "c1")
		d["language"] = yes
		c.send("transcript", d, false)
		c.read()
		n++
		if !locked() {
			t.Fatalf("a %q as the transcript's language unlocked the door", yes)
		}
	}
	if n < 30 {
		t.Fatalf("only %d transcripts", n)
	}
	ask()
	c.send("transcript", transcript("yes", "c1"), false)
	c.read()
	if locked() {
		t.Fatal("the owner's own yes was not taken")
	}
}
