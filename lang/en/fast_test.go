package en

import (
	"bufio"
	"encoding/json"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"edge/grammar/grammartest"
)

// literals are the words grammar.go names, and one that it does not.
var literals = strings.Fields("do not dont never that this one those these room area single of the at candle day light warm cool cold white off open gets goes than from for and or lamp")

// TestFastParser: the hand-written parser gives participle's tree on the
// sentences of the tests and of the evaluation sets, and on random token
// streams, and gives up wherever participle fails.
func TestFastParser(t *testing.T) {
	registered()
	n := 0
	for _, s := range sentences(t) {
		if msg := grammartest.Same(parser, parseFast, lex.Tokens(s)); msg != "" {
			t.Errorf("%q: %s", s, msg)
		}
		n++
	}
	r := rand.New(rand.NewPCG(1, 2))
	rounds := 20000
	if testing.Short() {
		rounds = 2000
	}
	for i := range rounds {
		toks := grammartest.Random(r, literals, 1+i%24)
		if msg := grammartest.Same(parser, parseFast, toks); msg != "" {
			t.Fatal(msg)
		}
	}
	if n < 300 {
		t.Errorf("%d sentences, want at least 300", n)
	}
}

// sentences are the English utterances of compile's table and of the
// evaluation cases beside the repository, when they are there.
func sentences(t *testing.T) []string {
	var out []string
	b, err := os.ReadFile("../../compile/testdata/compile.txt")
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(b), "\n") {
		if in, _, ok := strings.Cut(line, "\t"); ok {
			out = append(out, in)
		}
	}
	files, _ := filepath.Glob("../../../shared/eval/*/cases.jsonl")
	more, _ := filepath.Glob("../../../shared/eval/*/*/cases.jsonl")
	for _, f := range append(files, more...) {
		fh, err := os.Open(f)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(fh)
		for sc.Scan() {
			var c struct{ Text string }
			if json.Unmarshal(sc.Bytes(), &c) == nil && c.Text != "" {
				out = append(out, c.Text)
			}
		}
		fh.Close()
	}
	return out
}

// FuzzFastParser: on the tokens of any text, the hand-written parser
// gives participle's tree, or gives up where participle fails.
func FuzzFastParser(f *testing.F) {
	registered()
	for _, s := range []string{"turn on the kitchen light", "if the living room is warmer than 26 turn on the fan",
		"all lights except the bedroom and the study off", "set it to warm white", "do not open that one"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if msg := grammartest.Same(parser, parseFast, lex.Tokens(s)); msg != "" {
			t.Fatal(msg)
		}
	})
}
