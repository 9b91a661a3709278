package main

import (
	"context"
	"fmt"
	"hash/fnv"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"edge/asr"
	"edge/lang"
	"edge/turn"
)

// judged is what became of a clip in a condition.
type judged struct {
	cl    *clip
	cond  string
	heard string
	hyp   asr.Hypothesis
	judgement
	// swept is what became of it with each verification of --sweep.
	swept []judgement
}

// judgement says whether the turn did what was said (for speech that is
// no command: nothing, and asked nothing), something else, or asked.
type judgement struct {
	right, misfire, asked bool
	got                   string
}

// use is what the recogniser's processes took: CPU time, for seconds of
// audio, and their largest resident memory, all together.
type use struct {
	cpu   time.Duration
	audio float64
	rss   int64
}

// hearAll hears every clip in every condition with edge's recogniser and
// judges the turn of what it heard.
func hearAll(ctx context.Context, w *world, c config, ns noises, clips []*clip, stderr io.Writer) ([]judged, use, error) {
	var u use
	var last asr.Hypothesis
	opts := w.opts
	opts.Heard = func(h asr.Hypothesis) { last = h }
	rec, err := asr.NewPocketsphinx(opts)
	if err != nil {
		return nil, u, err
	}
	defer rec.Close()
	var out []judged
	for _, cond := range c.conditions {
		fmt.Fprintf(stderr, "hearing %d clips, %s\n", len(clips), cond.name)
		for i, cl := range clips {
			if ctx.Err() != nil {
				return nil, u, ctx.Err()
			}
			pcm, err := ns.hearAs(cl.pcm, cond, seed(cl, i))
			if err != nil {
				return nil, u, err
			}
			before := cpu(rec.Processes())
			text, err := rec.Recognize(pcm)
			if err != nil {
				return nil, u, err
			}
			u.cpu += cpu(rec.Processes()) - before
			u.audio += float64(len(pcm)) / 32000
			u.rss = max(u.rss, rss(rec.Processes()))
			j := judged{cl: cl, cond: cond.name, heard: text, hyp: last}
			j.judgement = judge(cl.u, w.ask(lang.Written(text)))
			for _, variant := range c.sweep {
				v := c.verify
				variant.set(&v)
				s := judgement{right: !cl.u.command}
				if h := rec.Decide(v, last.Each); !h.Refused {
					s = judge(cl.u, w.ask(lang.Written(h.Text)))
				}
				j.swept = append(j.swept, s)
			}
			out = append(out, j)
		}
	}
	return out, u, nil
}

// seed is a clip's seed for its noise: the same clip gets the same noise
// in every run.
func seed(cl *clip, i int) uint64 {
	h := fnv.New64a()
	fmt.Fprint(h, cl.voice, "\x00", cl.u.text, "\x00", i)
	return h.Sum64()
}

// judge compares the turn of what was heard with that of the text said.
func judge(u *utterance, r turn.Result) judgement {
	got := actions(r)
	j := judgement{got: r.Outcome + " " + got}
	asked := r.Outcome == turn.Clarify || r.Outcome == turn.Confirm
	switch {
	case !u.command && acts(r):
		j.misfire = true
	case !u.command && asked:
		j.asked = true
	case !u.command:
		j.right = true
	case r.Outcome == u.outcome && got == u.actions:
		j.right = true
	case acts(r):
		j.misfire = true
	case asked:
		j.asked = true
	}
	return j
}

// clockTick is the unit of the times of /proc/PID/stat.
const clockTick = 10 * time.Millisecond

// cpu is the CPU time (user and system) processes took so far.
func cpu(pids []int) time.Duration {
	var sum time.Duration
	for _, pid := range pids {
		b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
		if err != nil {
			continue
		}
		// The fields after the command's name, in parentheses: utime and
		// stime are the 14th and 15th of the line.
		s := string(b)
		f := strings.Fields(s[strings.LastIndexByte(s, ')')+1:])
		if len(f) < 13 {
			continue
		}
		for _, v := range f[11:13] {
			n, _ := strconv.ParseInt(v, 10, 64)
			sum += time.Duration(n) * clockTick
		}
	}
	return sum
}

// rss is the resident memory of processes together, in bytes.
func rss(pids []int) int64 {
	var sum int64
	for _, pid := range pids {
		b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
		if err != nil {
			continue
		}
		for _, line := range strings.Split(string(b), "\n") {
			if v, ok := strings.CutPrefix(line, "VmRSS:"); ok {
				kb, _ := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 10, 64)
				sum += kb << 10
			}
		}
	}
	return sum
}
