package main

import (
	"fmt"
	"io"
	"os"
	"strconv"
	"time"
)

// wordDistance is the edit distance between two lists of words.
func wordDistance(a, b []string) int {
	prev := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur := make([]int, len(b)+1)
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			sub := prev[j-1]
			if a[i-1] != b[j-1] {
				sub++
			}
			cur[j] = min(sub, prev[j]+1, cur[j-1]+1)
		}
		prev = cur
	}
	return prev[len(b)]
}

// report prints the table, and fails when the home's grammar does worse
// than it must.
func report(w io.Writer, c config, results map[string]heardBy) error {
	fmt.Fprintln(w, "| recogniser | voice | speed (wpm) | commands | word error rate | command accuracy | misfires | questions | not acted on | time per command |")
	fmt.Fprintln(w, "|---|---|---|---|---|---|---|---|---|---|")
	var failure error
	for _, mode := range []string{"grammar", "model"} {
		res, ok := results[mode]
		if !ok {
			continue
		}
		clips, js := res.clips, res.judged
		name := map[string]string{"grammar": "home's grammar (JSGF)", "model": "general language model"}[mode]
		var total score
		for _, v := range c.voices {
			for _, s := range c.speeds {
				var sc score
				for i, cl := range clips {
					if cl.voice == v && cl.speed == s {
						sc.add(js[i], cl)
					}
				}
				row(w, name, v, strconv.Itoa(s), sc)
				if c.show {
					for i, cl := range clips {
						if j := js[i]; cl.voice == v && cl.speed == s && !j.right {
							fmt.Fprintf(os.Stderr, "%s %s %d: %q heard %q (fit %.2f%s; %s): %s (want %s %s)\n", mode, v, s, cl.cmd.text, j.heard, j.fit, map[bool]string{true: ", refused"}[j.refused], j.each, j.got, cl.cmd.outcome, cl.cmd.actions)
						}
					}
				}
				total.merge(sc)
			}
		}
		row(w, "**"+name+"**", "all", "all", total)
		if mode == "grammar" && c.verify {
			fmt.Fprintf(w, "\nverification refused %d of %d (%.1f%%) at a least fit of %g, warps %s\n", total.refused, total.n, 100*float64(total.refused)/float64(max(1, total.n)), c.minFit, floats(c.warps))
			if len(c.sweep) > 0 {
				sweep(w, c.sweep, js)
			}
		}
		if mode == "grammar" && (float64(total.right) < c.minAccuracy*float64(total.n) || total.misfires > c.maxMisfires) {
			failure = fmt.Errorf("with the home's grammar: %d of %d right (at least %.0f%% wanted), %d misfires (at most %d wanted)",
				total.right, total.n, 100*c.minAccuracy, total.misfires, c.maxMisfires)
		}
	}
	return failure
}

func (s *score) add(j judged, cl *clip) {
	s.n++
	if j.refused {
		s.refused++
	}
	s.words += j.words
	s.errors += j.errors
	s.took += j.took
	s.audio += time.Duration(float64(len(cl.pcm)) / 32000 * float64(time.Second))
	switch {
	case j.right:
		s.right++
	case j.misfire:
		s.misfires++
	case j.asked:
		s.asked++
	}
}

func (s *score) merge(o score) {
	s.n += o.n
	s.refused += o.refused
	s.right += o.right
	s.misfires += o.misfires
	s.asked += o.asked
	s.words += o.words
	s.errors += o.errors
	s.took += o.took
	s.audio += o.audio
}

func row(w io.Writer, name, voice, speed string, s score) {
	if s.n == 0 {
		return
	}
	other := s.n - s.right - s.misfires - s.asked
	fmt.Fprintf(w, "| %s | %s | %s | %d | %.1f%% | %.1f%% | %d | %d | %d | %.2f s (%.1f s of audio) |\n", name, voice, speed, s.n,
		100*float64(s.errors)/float64(max(1, s.words)), 100*float64(s.right)/float64(s.n), s.misfires, s.asked, other,
		(s.took / time.Duration(s.n)).Seconds(), (s.audio / time.Duration(s.n)).Seconds())
}

// sweep prints the home's grammar's figures at each least fit of
// verification, from what became of each clip at each.
func sweep(w io.Writer, fits []float64, js []judged) {
	fmt.Fprintln(w, "\n| least fit | command accuracy | misfires | questions | refused | not acted on |")
	fmt.Fprintln(w, "|---|---|---|---|---|---|")
	for i, f := range fits {
		var right, misfires, asked, refused int
		for _, j := range js {
			s := j.swept[i]
			switch {
			case s.refused:
				refused++
			case s.right:
				right++
			case s.misfire:
				misfires++
			case s.asked:
				asked++
			}
		}
		n := len(js)
		fmt.Fprintf(w, "| %g | %.1f%% | %d | %d | %d | %d |\n", f, 100*float64(right)/float64(max(1, n)), misfires, asked, refused, n-right-misfires-asked)
	}
}
