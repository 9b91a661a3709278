package main

import (
	"bufio"
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

	"edge/asr"
	_ "edge/drivers/sim"
	"edge/home"
	"edge/index"
	"edge/lang"
	_ "edge/lang/all"
	"edge/phrases"
	"edge/store"
	"edge/turn"
	"edge/wyoming/wyomingtest"
)

type config struct {
	home, nocommand string
	commands        string
	n, skip, other  int
	jobs            int
	voices          []string
	otherVoices     []string
	conditions      []condition
	verify          asr.Verify
	sweep           []variant
	targets         targets
	show, list      bool
}

func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	var c config
	fs := flag.NewFlagSet("voiceeval", flag.ContinueOnError)
	fs.SetOutput(stderr)
	d := asr.DefaultVerify
	fs.StringVar(&c.home, "home", "testdata/homes/demo.yaml", "home `file` the commands are said to")
	fs.StringVar(&c.commands, "commands", "cmd/voiceeval/testdata/commands.txt", "`file` of the commands said, one a line, each a sentence of the home's grammar (\"\": a spread over the grammar's sentences)")
	fs.StringVar(&c.nocommand, "nocommand", "cmd/voiceeval/testdata/nocommand.txt", "`file` of speech that is no command, one a line")
	fs.IntVar(&c.n, "n", 100, "how many commands")
	fs.IntVar(&c.skip, "skip", 0, "commands to skip before those said (another set of commands, to tune on)")
	fs.IntVar(&c.other, "other", 0, "how many lines of --nocommand (0: all)")
	voices := fs.String("voices", "espeak:en-us,espeak:en-us+f3,flite:slt,flite:rms", "`voices` that say the commands, comma-separated (espeak:NAME, flite:NAME, festival:NAME)")
	otherVoices := fs.String("other-voices", "espeak:en-us,flite:slt,espeak:en-us+f3,flite:rms", "`voices` that say what is no command, a line each in turn")
	conds := fs.String("conditions", "clean,white20,white15,white10,pink20,pink15,pink10,reverb,reverb15", "`conditions`, comma-separated: clean, whiteN, pinkN, reverb, reverbN (N: SNR in dB)")
	fs.Float64Var(&c.verify.MinFit, "min-fit", d.MinFit, "verification's least fit of a sentence")
	fs.Float64Var(&c.verify.MinKeyFit, "min-key-fit", d.MinKeyFit, "verification's least fit of a key word (0: not checked)")
	fs.Float64Var(&c.verify.Margin, "margin", d.Margin, "how much better the best decoding must fit for the warps to disagree (0: they may not)")
	fs.BoolVar(&c.verify.All, "all", d.All, "every warp's decoding votes, whatever its fit")
	fs.IntVar(&c.verify.MaxOutside, "max-outside", d.MaxOutside, "verification's most phones before or after a sentence's words (0: not checked)")
	fs.IntVar(&c.verify.MaxPause, "max-pause", d.MaxPause, "verification's most frames of silence or noise between a sentence's words (0: not checked)")
	warps := fs.String("warps", floats(d.Warps), "verification's warps of the front end, comma-separated")
	sweep := fs.String("sweep", "", "other verifications, separated by ';', each of fit=F, key=F, margin=F, all=0|1, outside=N, pause=N separated by ',': the totals of each")
	fs.Float64Var(&c.targets.clean, "min-clean", 0.97, "least share of commands right, clean")
	fs.Float64Var(&c.targets.noisy, "min-noisy", 0.85, "least share of commands right at 15 dB")
	fs.Float64Var(&c.targets.noisyMisfires, "max-noisy-misfires", 0.01, "most share of commands misfiring at 15 dB")
	fs.Float64Var(&c.targets.acts, "max-acts", 0.01, "most share of speech that is no command acted on, in any condition")
	fs.Float64Var(&c.targets.asks, "max-asks", 0.03, "most share of speech that is no command asked about, in any condition")
	fs.BoolVar(&c.targets.anyMisfire, "fail-misfire", false, "fail on any misfire, or any speech that is no command acted on, in any condition")
	fs.IntVar(&c.jobs, "jobs", 2, "clips synthesised at once")
	fs.BoolVar(&c.show, "show", false, "list the clips not right, with what was heard and done")
	fs.BoolVar(&c.list, "list", false, "list the commands and the speech that is no command, and stop")
	if err := fs.Parse(args); err != nil {
		return err
	}
	c.voices, c.otherVoices = strings.Split(*voices, ","), strings.Split(*otherVoices, ",")
	for _, s := range strings.Split(*conds, ",") {
		cond, err := parseCondition(s)
		if err != nil {
			return err
		}
		c.conditions = append(c.conditions, cond)
	}
	var err error
	if c.verify.Warps, err = parseFloats(*warps); err != nil {
		return fmt.Errorf("--warps: %v", err)
	}
	if c.sweep, err = parseVariants(*sweep); err != nil {
		return fmt.Errorf("--sweep: %v", err)
	}
	if m := asr.DefaultModel.Missing() + wyomingtest.EspeakMissing(); m != "" {
		return errors.New("the voice components are missing: " + m)
	}
	return evaluate(ctx, c, stdout, stderr)
}

// utterance is one thing said, and what its text does typed.
type utterance struct {
	text    string
	command bool
	outcome string
	actions string
}

// clip is an utterance said in one voice.
type clip struct {
	u     *utterance
	voice string
	pcm   []byte
}

// world is what the clips are heard and carried out in.
type world struct {
	ask  func(string) turn.Result
	opts asr.Options
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
	w, closeWorld, err := newWorld(ctx, h, dir, c.verify)
	if err != nil {
		return err
	}
	defer closeWorld()
	g, err := phrases.Build(h, lang.Default())
	if err != nil {
		return err
	}
	ss := g.Sentences()
	if c.commands != "" {
		if ss, err = readCommands(c.commands, ss); err != nil {
			return err
		}
	}
	cmds := pick(ss, c.skip+c.n, c.commands == "", w.ask)
	if len(cmds) < c.skip+c.n {
		return fmt.Errorf("only %d commands of the home act", len(cmds))
	}
	cmds = cmds[c.skip:]
	others, acting, err := readOthers(c.nocommand, c.other, w.ask)
	if err != nil {
		return err
	}
	if c.list {
		for _, u := range append(cmds, others...) {
			fmt.Fprintf(stdout, "%v\t%s\n", u.command, u.text)
		}
		return nil
	}
	fmt.Fprintf(stderr, "%d commands in %d voices, %d lines of no command in %d voices in turn (%d left out: they act typed): speaking\n",
		len(cmds), len(c.voices), len(others), len(c.otherVoices), acting)
	clips, err := speakAll(cmds, c.voices, c.jobs, dir)
	if err != nil {
		return err
	}
	more, err := speakInTurn(others, c.otherVoices, c.jobs, dir)
	if err != nil {
		return err
	}
	clips = append(clips, more...)
	ns := noises{}
	for _, kind := range []string{"white", "pink"} {
		if ns[kind], err = makeNoise(kind); err != nil {
			return err
		}
	}
	results, use, err := hearAll(ctx, w, c, ns, clips, stderr)
	if err != nil {
		return err
	}
	return report(stdout, stderr, c, results, use)
}

// newWorld imports a home into a database in dir, with an engine of it
// (dry run) and what edge's recogniser hears it with.
func newWorld(ctx context.Context, h *home.Home, dir string, v asr.Verify) (*world, func(), error) {
	db, err := store.Open(filepath.Join(dir, "edge.db"))
	if err != nil {
		return nil, nil, err
	}
	if err := db.Import(h, index.Write); err != nil {
		db.Close()
		return nil, nil, err
	}
	eng, err := turn.New(db, turn.Options{})
	if err != nil {
		db.Close()
		return nil, nil, err
	}
	does := func(a, b string) bool { return eng.SameDoing(ctx, a, b, lang.Default().Code()) }
	opts, err := asr.ForHome(h, lang.Default(), asr.Config{Verify: &v, Does: does, Unasked: true})
	if err != nil {
		eng.Close()
		db.Close()
		return nil, nil, err
	}
	var mu sync.Mutex
	sess := 0
	ask := func(text string) turn.Result {
		mu.Lock()
		sess++
		id := fmt.Sprint("eval", sess)
		mu.Unlock()
		return eng.Ask(ctx, turn.Request{Text: text, Session: id, DryRun: true, Channel: "voice", Lang: "en"})
	}
	return &world{ask: ask, opts: opts}, func() { eng.Close(); db.Close() }, nil
}

// pick takes n commands of the sentences whose text acts (plans actions,
// or asks for a yes to them): spread over them, or the first in order.
func pick(ss []phrases.Sentence, n int, spread bool, ask func(string) turn.Result) []*utterance {
	var cands []phrases.Sentence
	for _, s := range ss {
		if s.Kind == phrases.Command {
			cands = append(cands, s)
		}
	}
	var out []*utterance
	for i := 0; i < len(cands) && len(out) < n; i++ {
		// A stride through the list, so that every shape is sampled.
		s := cands[i]
		if spread {
			s = cands[(i*7919)%len(cands)]
		}
		if slices.ContainsFunc(out, func(u *utterance) bool { return u.text == s.Text }) {
			continue
		}
		r := ask(s.Text)
		if r.Outcome != turn.Planned && r.Outcome != turn.Confirm {
			continue
		}
		out = append(out, &utterance{text: s.Text, command: true, outcome: r.Outcome, actions: actions(r)})
	}
	return out
}

// readOthers reads the speech that is no command (n lines at most; 0:
// all), leaving out, and counting, the lines that act typed.
func readOthers(path string, n int, ask func(string) turn.Result) ([]*utterance, int, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, 0, err
	}
	defer f.Close()
	var out []*utterance
	acting := 0
	sc := bufio.NewScanner(f)
	for sc.Scan() && (n == 0 || len(out) < n) {
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		if r := ask(text); acts(r) {
			acting++
			continue
		}
		out = append(out, &utterance{text: text})
	}
	return out, acting, sc.Err()
}

// acts reports whether a turn acts, or would after a yes.
func acts(r turn.Result) bool {
	return (r.Outcome == turn.Planned || r.Outcome == turn.Scheduled) && len(r.Actions) > 0
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

// speakAll says every utterance in every voice, jobs at a time.
func speakAll(us []*utterance, voices []string, jobs int, dir string) ([]*clip, error) {
	var clips []*clip
	for _, v := range voices {
		for _, u := range us {
			clips = append(clips, &clip{u: u, voice: v})
		}
	}
	return clips, synthesizeAll(clips, jobs, dir)
}

// speakInTurn says each utterance in one voice, the voices in turn.
func speakInTurn(us []*utterance, voices []string, jobs int, dir string) ([]*clip, error) {
	var clips []*clip
	for i, u := range us {
		clips = append(clips, &clip{u: u, voice: voices[i%len(voices)]})
	}
	return clips, synthesizeAll(clips, jobs, dir)
}

// synthesizeAll says the clips, jobs at a time.
func synthesizeAll(clips []*clip, jobs int, dir string) error {
	work := make(chan *clip)
	var once sync.Once
	var first error
	var wg sync.WaitGroup
	for range max(1, jobs) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for cl := range work {
				pcm, err := synthesize(cl.u.text, cl.voice, dir)
				if err != nil {
					once.Do(func() { first = err })
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
	return first
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

// variant is another verification, measured beside the one used.
type variant struct {
	name string
	set  func(*asr.Verify)
}

// parseVariants reads variants of verification: "fit=-42,margin=8;key=-60".
func parseVariants(s string) ([]variant, error) {
	var out []variant
	for _, v := range strings.Split(s, ";") {
		if v == "" {
			continue
		}
		var sets []func(*asr.Verify)
		for _, kv := range strings.Split(v, ",") {
			k, val, _ := strings.Cut(kv, "=")
			f, err := strconv.ParseFloat(val, 64)
			if err != nil {
				return nil, fmt.Errorf("%q: want fit=F, key=F, margin=F, all=0|1, outside=N or pause=N", kv)
			}
			switch k {
			case "fit":
				sets = append(sets, func(v *asr.Verify) { v.MinFit = f })
			case "key":
				sets = append(sets, func(v *asr.Verify) { v.MinKeyFit = f })
			case "margin":
				sets = append(sets, func(v *asr.Verify) { v.Margin = f })
			case "all":
				sets = append(sets, func(v *asr.Verify) { v.All = f != 0 })
			case "outside":
				sets = append(sets, func(v *asr.Verify) { v.MaxOutside = int(f) })
			case "pause":
				sets = append(sets, func(v *asr.Verify) { v.MaxPause = int(f) })
			default:
				return nil, fmt.Errorf("%q: want fit=F, key=F, margin=F, all=0|1, outside=N or pause=N", kv)
			}
		}
		out = append(out, variant{name: v, set: func(v *asr.Verify) {
			for _, set := range sets {
				set(v)
			}
		}})
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

// readCommands reads the commands to say, one a line ('#' begins a
// comment), each a command sentence of the home's grammar: the same
// commands are measured whatever sentences the grammar gains or loses.
func readCommands(path string, ss []phrases.Sentence) ([]phrases.Sentence, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	commands := map[string]phrases.Sentence{}
	for _, s := range ss {
		if s.Kind == phrases.Command {
			commands[s.Text] = s
		}
	}
	var out []phrases.Sentence
	for i, line := range strings.Split(string(b), "\n") {
		text := strings.TrimSpace(line)
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		s, ok := commands[text]
		if !ok {
			return nil, fmt.Errorf("%s:%d: %q is no command of the home's grammar (edge phrases): take it out, or measure the grammar's own with --commands \"\"", path, i+1, text)
		}
		out = append(out, s)
	}
	return out, nil
}
