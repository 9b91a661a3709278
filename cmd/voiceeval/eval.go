package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	_ "edge/drivers/sim"
	"edge/home"
	"edge/index"
	"edge/lang"
	_ "edge/lang/all"
	"edge/phrases"
	"edge/store"
	"edge/turn"
	"edge/voice"
	"edge/wyoming"
	"edge/wyoming/wyomingtest"
)

type config struct {
	home        string
	n, jobs     int
	skip        int
	verify      bool
	minFit      float64
	warps       []float64
	sweep       []float64
	voices      []string
	speeds      []int
	only        string
	minAccuracy float64
	maxMisfires int
	modelN      int
	show, list  bool
}

func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	var c config
	fs := flag.NewFlagSet("voiceeval", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&c.home, "home", "testdata/homes/demo.yaml", "home `file` the commands are said to")
	fs.IntVar(&c.n, "n", 100, "how many commands")
	fs.IntVar(&c.skip, "skip", 0, "commands to skip before those said (another set of commands, to tune on)")
	fs.BoolVar(&c.verify, "verify", true, "verify what the home's grammar hears against a loop of phones")
	fs.Float64Var(&c.minFit, "min-fit", wyomingtest.DefaultVerify.MinFit, "verification's least fit per frame of speech")
	warps := fs.String("warps", floats(wyomingtest.DefaultVerify.Warps), "verification's warps of the front end, comma-separated (1: none)")
	sweep := fs.String("sweep", "", "fits, comma-separated: the home's grammar's figures were each the least (with --verify)")
	voices := fs.String("voices", "en-us,en-us+f3", "espeak-ng `voices`, comma-separated")
	speeds := fs.String("speeds", "140,175", "espeak-ng `speeds` in words a minute, comma-separated")
	fs.StringVar(&c.only, "only", "", "grammar or model: run only that recogniser")
	fs.Float64Var(&c.minAccuracy, "min-accuracy", 0.9, "least command accuracy with the home's grammar")
	fs.IntVar(&c.maxMisfires, "max-misfires", 0, "most misfires with the home's grammar")
	fs.IntVar(&c.modelN, "model-n", 0, "how many of the commands the general language model hears (0: all; it is slow)")
	fs.IntVar(&c.jobs, "jobs", 2, "voices synthesised at once")
	fs.BoolVar(&c.show, "show", false, "list the commands not right, with what was heard and done")
	fs.BoolVar(&c.list, "list", false, "list the commands, and stop")
	if err := fs.Parse(args); err != nil {
		return err
	}
	c.voices = strings.Split(*voices, ",")
	var err error
	if c.sweep, err = parseFloats(*sweep); err != nil {
		return fmt.Errorf("--sweep: %v", err)
	}
	if c.warps, err = parseFloats(*warps); err != nil {
		return fmt.Errorf("--warps: %v", err)
	}
	for _, s := range strings.Split(*speeds, ",") {
		n, err := strconv.Atoi(s)
		if err != nil {
			return fmt.Errorf("--speeds: %v", err)
		}
		c.speeds = append(c.speeds, n)
	}
	if m := wyomingtest.PocketsphinxMissing() + wyomingtest.EspeakMissing(); m != "" {
		return errors.New("the voice components are missing: " + m)
	}
	return evaluate(ctx, c, stdout, stderr)
}

// command is one command said, and what its text plans.
type command struct {
	text    string
	outcome string
	actions string
}

// clip is a command spoken in one voice at one speed.
type clip struct {
	cmd   *command
	voice string
	speed int
	pcm   []byte
}

// score is the tally of one recogniser, voice and speed.
type score struct {
	n, right, misfires, asked, refused, words, errors int
	audio, took                                       time.Duration
}

// judged is what became of a clip.
type judged struct {
	judgement
	heard, got    string
	words, errors int
	took          time.Duration
	// fit is the fit of the words the recogniser found, refused whether
	// verification refused them, each what each warp found, swept what
	// became of the clip at each least fit of --sweep.
	fit     float64
	refused bool
	each    string
	swept   []swept
}

// swept is what became of a clip at another least fit.
type swept struct {
	judgement
	refused bool
}

// judgement says whether the turn did what was said, something else, or
// asked.
type judgement struct {
	right, misfire, asked bool
}

func evaluate(ctx context.Context, c config, stdout, stderr io.Writer) error {
	h, err := home.LoadNames(c.home, index.ReadsAs)
	if err != nil {
		return err
	}
	dir, err := os.MkdirTemp("", "voiceeval-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	db, err := store.Open(filepath.Join(dir, "edge.db"))
	if err != nil {
		return err
	}
	defer db.Close()
	if err := db.Import(h, index.Write); err != nil {
		return err
	}
	eng, err := turn.New(db, turn.Options{})
	if err != nil {
		return err
	}
	defer eng.Close()
	en, _ := lang.Get("en")
	g, err := phrases.Build(h, en)
	if err != nil {
		return err
	}
	var sess int
	var sessMu sync.Mutex
	ask := func(text string) turn.Result {
		sessMu.Lock()
		sess++
		id := fmt.Sprint("eval", sess)
		sessMu.Unlock()
		return eng.Ask(ctx, turn.Request{Text: text, Session: id, DryRun: true, Channel: "voice", Lang: "en"})
	}
	cmds := pick(g.Sentences(), c.skip+c.n, ask)
	if len(cmds) < c.skip+c.n {
		return fmt.Errorf("only %d commands of the home act", len(cmds))
	}
	cmds = cmds[c.skip:]
	if c.list {
		for _, cmd := range cmds {
			fmt.Fprintln(stdout, cmd.text)
		}
		return nil
	}
	fmt.Fprintf(stderr, "%d commands, %d voices, %d speeds: speaking\n", len(cmds), len(c.voices), len(c.speeds))
	clips, err := speakAll(cmds, c)
	if err != nil {
		return err
	}
	var gram bytes.Buffer
	if err := g.WriteJSGF(&gram); err != nil {
		return err
	}
	modes := []struct{ name, grammar string }{{"grammar", gram.String()}, {"model", ""}}
	results := map[string]heardBy{}
	var mu sync.Mutex
	var wg sync.WaitGroup
	errs := make(chan error, len(modes))
	for _, m := range modes {
		if c.only != "" && c.only != m.name {
			continue
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			fmt.Fprintf(stderr, "hearing %d clips with the %s\n", len(clips), map[string]string{"grammar": "home's grammar", "model": "general language model"}[m.name])
			heard := clips
			if m.name == "model" && c.modelN > 0 {
				heard = nil
				for _, cl := range clips {
					if slices.Index(cmds, cl.cmd) < c.modelN {
						heard = append(heard, cl)
					}
				}
			}
			var verify *wyomingtest.Verify
			if m.name == "grammar" && c.verify {
				verify = &wyomingtest.Verify{MinFit: c.minFit, Warps: c.warps}
			}
			js, err := hear(ctx, m.grammar, verify, c.sweep, heard, ask)
			if err != nil {
				errs <- fmt.Errorf("%s: %w", m.name, err)
				return
			}
			mu.Lock()
			results[m.name] = heardBy{clips: heard, judged: js}
			mu.Unlock()
		}()
	}
	wg.Wait()
	close(errs)
	if err := <-errs; err != nil {
		return err
	}
	return report(stdout, c, results)
}

// heardBy is the clips one recogniser heard and what became of each.
type heardBy struct {
	clips  []*clip
	judged []judged
}

// pick takes n commands of the sentences, spread over them, whose text
// acts (plans actions, or asks for a yes to them).
func pick(ss []phrases.Sentence, n int, ask func(string) turn.Result) []*command {
	var cands []phrases.Sentence
	for _, s := range ss {
		if s.Kind == phrases.Command {
			cands = append(cands, s)
		}
	}
	var out []*command
	for i := 0; i < len(cands) && len(out) < n; i++ {
		// A stride through the list, so that every shape is sampled.
		s := cands[(i*7919)%len(cands)]
		if slices.ContainsFunc(out, func(c *command) bool { return c.text == s.Text }) {
			continue
		}
		r := ask(s.Text)
		if r.Outcome != turn.Planned && r.Outcome != turn.Confirm {
			continue
		}
		out = append(out, &command{text: s.Text, outcome: r.Outcome, actions: actions(r)})
	}
	return out
}

// actions writes the actions of a result, sorted.
func actions(r turn.Result) string {
	var out []string
	for _, a := range r.Actions {
		out = append(out, fmt.Sprintf("%s %s %v", a.Device, a.Command, a.Args))
	}
	slices.Sort(out)
	return strings.Join(out, "; ")
}

// speakAll speaks every command in every voice at every speed.
func speakAll(cmds []*command, c config) ([]*clip, error) {
	var clips []*clip
	for _, v := range c.voices {
		for _, s := range c.speeds {
			for _, cmd := range cmds {
				clips = append(clips, &clip{cmd: cmd, voice: v, speed: s})
			}
		}
	}
	work := make(chan *clip)
	errs := make(chan error, c.jobs)
	var wg sync.WaitGroup
	for range max(1, c.jobs) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for cl := range work {
				pcm, err := wyomingtest.Speak(cl.cmd.text, cl.voice, cl.speed)
				if err != nil {
					select {
					case errs <- err:
					default:
					}
					continue
				}
				cl.pcm = pcm
			}
		}()
	}
	for _, cl := range clips {
		work <- cl
	}
	close(work)
	wg.Wait()
	select {
	case err := <-errs:
		return nil, err
	default:
	}
	return clips, nil
}

// hear sends each clip to a pocketsphinx ASR service (held to a grammar,
// or with its language model when grammar is "", verified or not) and
// judges the turn of what it heard, and, with verification, that of what
// it would have heard at each least fit of sweep.
func hear(ctx context.Context, grammar string, verify *wyomingtest.Verify, sweep []float64, clips []*clip, ask func(string) turn.Result) ([]judged, error) {
	rec, err := wyomingtest.NewPocketsphinx(grammar, verify)
	if err != nil {
		return nil, err
	}
	defer rec.Close()
	srv, err := wyomingtest.ServeASR(rec, "pocketsphinx", []string{"en"})
	if err != nil {
		return nil, err
	}
	defer srv.Stop()
	var out []judged
	for _, cl := range clips {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		start := time.Now()
		text, err := transcribe(ctx, srv.URI, cl.pcm)
		if err != nil {
			return nil, err
		}
		r := ask(voice.Normalize(text))
		j := judge(cl.cmd, text, r)
		j.took = time.Since(start)
		out = append(out, j)
	}
	if verify == nil {
		return out, nil
	}
	for i, h := range rec.Heard() {
		j := &out[i]
		j.fit, j.refused = h.Fit, h.Refused
		var each []string
		for _, d := range h.Each {
			each = append(each, fmt.Sprintf("%g: %q %.1f", d.Warp, strings.Join(d.Words, " "), d.Fit))
		}
		j.each = strings.Join(each, ", ")
		for _, f := range sweep {
			v := wyomingtest.Verify{MinFit: f, Warps: verify.Warps}
			d := v.Decide(h.Each, rec.SaidAlike)
			s := swept{refused: d.Refused}
			if !d.Refused {
				s.judgement = judge(clips[i].cmd, d.Text, ask(voice.Normalize(d.Text))).judgement
			}
			j.swept = append(j.swept, s)
		}
	}
	return out, nil
}

// parseFloats reads numbers separated by commas.
func parseFloats(s string) ([]float64, error) {
	var out []float64
	for _, f := range strings.Split(s, ",") {
		if f == "" {
			continue
		}
		v, err := strconv.ParseFloat(f, 64)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, nil
}

// floats writes numbers separated by commas.
func floats(fs []float64) string {
	var out []string
	for _, f := range fs {
		out = append(out, strconv.FormatFloat(f, 'g', -1, 64))
	}
	return strings.Join(out, ",")
}

// transcribe sends audio to an ASR service as edge listen does.
func transcribe(ctx context.Context, uri string, pcm []byte) (string, error) {
	c, err := wyoming.Dial(ctx, uri)
	if err != nil {
		return "", err
	}
	defer c.Close()
	format := wyoming.Audio{Rate: 16000, Width: 2, Channels: 1}
	const timeout = time.Minute
	if err := c.Send(wyoming.TypeTranscribe, wyoming.Transcribe{Language: "en"}, nil, timeout); err != nil {
		return "", err
	}
	if err := c.Send(wyoming.TypeAudioStart, format, nil, timeout); err != nil {
		return "", err
	}
	for i := 0; i < len(pcm); i += 2048 {
		if err := c.Send(wyoming.TypeAudioChunk, format, pcm[i:min(i+2048, len(pcm))], timeout); err != nil {
			return "", err
		}
	}
	if err := c.Send(wyoming.TypeAudioStop, wyoming.AudioStop{}, nil, timeout); err != nil {
		return "", err
	}
	for {
		e, err := c.Read(time.Now().Add(2 * timeout))
		if err != nil {
			return "", err
		}
		if e.Type == wyoming.TypeTranscript {
			var t wyoming.Transcript
			return t.Text, e.Decode(&t)
		}
	}
}

// judge compares the turn of what was heard with that of the text said.
func judge(cmd *command, heard string, r turn.Result) judged {
	ref, hyp := strings.Fields(strings.ToLower(cmd.text)), strings.Fields(strings.ToLower(heard))
	got := actions(r)
	j := judged{heard: heard, got: r.Outcome + " " + got, words: len(ref), errors: wordDistance(ref, hyp)}
	switch {
	case r.Outcome == cmd.outcome && got == cmd.actions:
		j.right = true
	case (r.Outcome == turn.Planned || r.Outcome == turn.Scheduled) && len(r.Actions) > 0:
		j.misfire = true
	case r.Outcome == turn.Clarify || r.Outcome == turn.Confirm:
		j.asked = true
	}
	return j
}
