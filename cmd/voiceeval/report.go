package main

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
)

// targets are what the recogniser must do to pass.
type targets struct {
	clean, noisy, noisyMisfires, acts, asks float64
	anyMisfire                              bool
}

// tally counts clips: how many, right, misfired (acted, for speech that
// is no command) and asked.
type tally struct{ n, right, misfires, asked int }

func (t *tally) add(j judgement) {
	t.n++
	switch {
	case j.right:
		t.right++
	case j.misfire:
		t.misfires++
	case j.asked:
		t.asked++
	}
}

func pct(n, of int) string { return fmt.Sprintf("%.1f%%", 100*float64(n)/float64(max(1, of))) }

// tallies counts the clips of each condition, commands and the others
// apart, with the judgement a clip gets (its own, or one swept).
func tallies(js []judged, conds []string, of func(judged) judgement) (cmds, others map[string]*tally) {
	cmds, others = map[string]*tally{}, map[string]*tally{}
	for _, c := range conds {
		cmds[c], others[c] = &tally{}, &tally{}
	}
	for _, j := range js {
		if j.cl.u.command {
			cmds[j.cond].add(of(j))
		} else {
			others[j.cond].add(of(j))
		}
	}
	return cmds, others
}

// report prints the table of each condition, the sweep and what the
// recogniser took, and fails when a target is missed.
func report(w, stderr io.Writer, c config, js []judged, u use) error {
	var conds []string
	for _, cond := range c.conditions {
		conds = append(conds, cond.name)
	}
	cmds, others := tallies(js, conds, func(j judged) judgement { return j.judgement })
	fmt.Fprintln(w, "| condition | commands | right | misfires | asks | no command | acts | asks |")
	fmt.Fprintln(w, "|---|---|---|---|---|---|---|---|")
	for _, cond := range conds {
		a, b := cmds[cond], others[cond]
		fmt.Fprintf(w, "| %s | %d | %s | %s | %s | %d | %s | %s |\n", cond, a.n, pct(a.right, a.n), pct(a.misfires, a.n), pct(a.asked, a.n),
			b.n, pct(b.misfires, b.n), pct(b.asked, b.n))
	}
	fmt.Fprintln(w, "\n| voice | commands, all conditions | right | misfires | asks |")
	fmt.Fprintln(w, "|---|---|---|---|---|")
	voices := slices.Clone(c.voices)
	for _, v := range c.otherVoices {
		if !slices.Contains(voices, v) {
			voices = append(voices, v)
		}
	}
	for _, v := range voices {
		var t tally
		for _, j := range js {
			if j.cl.u.command && j.cl.voice == v {
				t.add(j.judgement)
			}
		}
		if t.n > 0 {
			fmt.Fprintf(w, "| %s | %d | %s | %s | %s |\n", v, t.n, pct(t.right, t.n), pct(t.misfires, t.n), pct(t.asked, t.n))
		}
	}
	why := map[string]int{}
	for _, j := range js {
		why[fmt.Sprint(j.cl.u.command, " ", j.hyp.Why)]++
	}
	reasons := []string{"fit", "warps", "outside", "pause", "key", "decoy"}
	count := func(command bool) []any {
		var out []any
		for _, r := range reasons {
			out = append(out, why[fmt.Sprint(command, " ", r)])
		}
		return out
	}
	fmt.Fprintf(w, "\nrefused, commands: %d for their fit, %d the warps disagree, %d speech outside, %d a pause, %d a key word, %d a decoy; no command: %d, %d, %d, %d, %d, %d\n",
		append(count(true), count(false)...)...)
	fmt.Fprintf(w, "verification: least fit %g, least fit of key words %g, margin %g, warps %s, most phones outside %d, longest pause %d\n", c.verify.MinFit, c.verify.MinKeyFit, c.verify.Margin, floats(c.verify.Warps), c.verify.MaxOutside, c.verify.MaxPause)
	if len(c.sweep) > 0 {
		sweep(w, c.sweep, js, conds)
	}
	if u.audio > 0 {
		fmt.Fprintf(w, "\nthe recogniser (its pocketsphinx processes together): %.2f s of CPU per 2.5 s of audio, %.0f MiB resident at most\n",
			u.cpu.Seconds()/u.audio*2.5, float64(u.rss)/(1<<20))
	}
	if c.show {
		for _, j := range js {
			if !j.right {
				var each []string
				for _, d := range j.hyp.Each {
					var fits []string
					for _, f := range d.WordFits {
						fits = append(fits, fmt.Sprintf("%.0f", f))
					}
					each = append(each, fmt.Sprintf("%g: %q %.1f [%s]", d.Warp, strings.Join(d.Words, " "), d.Fit, strings.Join(fits, " ")))
				}
				fmt.Fprintf(stderr, "%s %s: %q heard %q (%s; %s): %s (want %s %s)\n", j.cond, j.cl.voice, j.cl.u.text, j.heard, j.hyp.Why,
					strings.Join(each, ", "), j.got, j.cl.u.outcome, j.cl.u.actions)
			}
		}
	}
	return check(c, conds, cmds, others)
}

// check lists the targets missed.
func check(c config, conds []string, cmds, others map[string]*tally) error {
	var missed []string
	share := func(n, of int) float64 { return float64(n) / float64(max(1, of)) }
	for i, name := range conds {
		a, b := cmds[name], others[name]
		cond := c.conditions[i]
		switch {
		case cond.noise == "" && !cond.reverb && a.n > 0 && (share(a.right, a.n) < c.targets.clean || a.misfires > 0):
			missed = append(missed, fmt.Sprintf("%s: %s of commands right (%.0f%% wanted), %d misfires (none wanted)", name, pct(a.right, a.n), 100*c.targets.clean, a.misfires))
		case cond.noise != "" && !cond.reverb && cond.snr == 15 && a.n > 0 && (share(a.right, a.n) < c.targets.noisy || share(a.misfires, a.n) > c.targets.noisyMisfires):
			missed = append(missed, fmt.Sprintf("%s: %s of commands right (%.0f%% wanted), %s misfire (%.0f%% at most)", name, pct(a.right, a.n), 100*c.targets.noisy, pct(a.misfires, a.n), 100*c.targets.noisyMisfires))
		}
		if share(b.misfires, b.n) > c.targets.acts || share(b.asked, b.n) > c.targets.asks {
			missed = append(missed, fmt.Sprintf("%s: %s of what is no command acted on (%.0f%% at most), %s asked about (%.0f%% at most)", name, pct(b.misfires, b.n), 100*c.targets.acts, pct(b.asked, b.n), 100*c.targets.asks))
		}
		if c.targets.anyMisfire && a.misfires+b.misfires > 0 {
			missed = append(missed, fmt.Sprintf("%s: %d misfires, %d acts on what is no command (none wanted)", name, a.misfires, b.misfires))
		}
	}
	if len(missed) > 0 {
		return errors.New("targets missed:\n  " + strings.Join(missed, "\n  "))
	}
	return nil
}

// sweep prints the totals over every condition, and at 15 dB, with each
// other verification.
func sweep(w io.Writer, variants []variant, js []judged, conds []string) {
	fmt.Fprintln(w, "\n| verification | commands right | misfires | asks | no command: acts | asks | at 15 dB: right | misfires |")
	fmt.Fprintln(w, "|---|---|---|---|---|---|---|---|")
	for i, v := range variants {
		cmds, others := tallies(js, conds, func(j judged) judgement { return j.swept[i] })
		var a, b, n15 tally
		for _, cond := range conds {
			a.n, a.right, a.misfires, a.asked = a.n+cmds[cond].n, a.right+cmds[cond].right, a.misfires+cmds[cond].misfires, a.asked+cmds[cond].asked
			b.n, b.misfires, b.asked = b.n+others[cond].n, b.misfires+others[cond].misfires, b.asked+others[cond].asked
			if strings.HasSuffix(cond, "15") && !strings.HasPrefix(cond, "reverb") {
				n15.n, n15.right, n15.misfires = n15.n+cmds[cond].n, n15.right+cmds[cond].right, n15.misfires+cmds[cond].misfires
			}
		}
		fmt.Fprintf(w, "| %s | %s | %d | %d | %d | %d | %s | %d |\n", v.name, pct(a.right, a.n), a.misfires, a.asked, b.misfires, b.asked, pct(n15.right, n15.n), n15.misfires)
	}
}
