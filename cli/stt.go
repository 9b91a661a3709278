package cli

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"strconv"
	"strings"
	"time"

	"edge/asr"
	"edge/home"
	"edge/lang"
	"edge/wyoming"
)

const sttAbout = `Serve edge's speech recogniser as a Wyoming speech-to-text service, held to
the home's sentences (those of edge phrases), so that Home Assistant and
voice satellites hear only what may be said to this home.

It runs Debian's pocketsphinx (apt-get install pocketsphinx pocketsphinx-en-us
espeak-ng) as child processes. Each utterance is decoded with the home's
grammar at two warps of the front end that must agree (on the words, or on
what they would do: an engine of the home plans both), and fitted against a
loop of phones; every place a device, class or room may be said also offers
things and places the home lacks. An utterance that is no command of the home
(chat, the TV, "turn on the dishwasher" where there is none), that fits
badly, or whose numbers, directions or rooms are heard weakly, gets an empty
transcript: nothing acts on it. The grammar is made again when the home
changes (the file of --home, or the database of --db once imported into). It
cannot know whether a question was asked, so it hears replies ("the second
one") at any time, which edge listen --asr pocketsphinx hears only after one.

  describe                                   → info: the languages it hears
  transcribe, audio-start, audio-chunk…, audio-stop → transcript

examples:
  edge stt --home home.yaml --wyoming tcp://0.0.0.0:10300
  edge stt --db edge.db --wyoming tcp://127.0.0.1:10300 --lang en`

// sttFlags are how a recogniser hears a home (edge stt, and edge listen
// --asr pocketsphinx).
type sttFlags struct {
	modelDir, phones, warps   string
	minFit, minKeyFit, margin float64
	maxOutside, maxPause      int
	all                       bool
}

func (f *sttFlags) add(fs interface {
	StringVar(*string, string, string, string)
	Float64Var(*float64, string, float64, string)
	IntVar(*int, string, int, string)
	BoolVar(*bool, string, bool, string)
}) {
	d := asr.DefaultVerify
	fs.StringVar(&f.modelDir, "model", "/usr/share/pocketsphinx/model/en-us", "pocketsphinx's model `directory` (pocketsphinx-en-us)")
	fs.StringVar(&f.phones, "phones", "", "phone `set` to say words the model's dictionary lacks in, from the language's readings (default: espeak-ng's phonemes)")
	fs.Float64Var(&f.minFit, "min-fit", d.MinFit, "verification's least fit of a sentence per frame of speech")
	fs.Float64Var(&f.minKeyFit, "min-key-fit", d.MinKeyFit, "verification's least fit of a number, direction, colour or room (0: not checked)")
	fs.Float64Var(&f.margin, "margin", d.Margin, "how much better the best decoding must fit when the warps disagree (0: they may not)")
	fs.StringVar(&f.warps, "warps", joinFloats(d.Warps), "verification's warps of the front end, comma-separated")
	fs.IntVar(&f.maxOutside, "max-outside", d.MaxOutside, "most phones heard before or after a sentence's words (0: not checked)")
	fs.IntVar(&f.maxPause, "max-pause", d.MaxPause, "most frames (10 ms) of silence or noise between a sentence's words (0: not checked)")
	fs.BoolVar(&f.all, "all-warps", d.All, "every warp's decoding votes, whatever its fit: one that hears other words, or none, refuses")
}

// config is the recogniser's configuration of the flags.
func (f *sttFlags) config() (asr.Config, error) {
	var warps []float64
	for _, s := range strings.Split(f.warps, ",") {
		w, err := strconv.ParseFloat(strings.TrimSpace(s), 64)
		if err != nil || w <= 0 {
			return asr.Config{}, usagef("--warps %q: numbers above 0, comma-separated", f.warps)
		}
		warps = append(warps, w)
	}
	m := asr.ModelIn(f.modelDir)
	if miss := m.Missing(); miss != "" {
		return asr.Config{}, fmt.Errorf("the speech recogniser cannot start: %s", miss)
	}
	return asr.Config{Model: m, PhoneSet: f.phones, Verify: &asr.Verify{MinFit: f.minFit, MinKeyFit: f.minKeyFit, Margin: f.margin, All: f.all, Warps: warps, MaxOutside: f.maxOutside, MaxPause: f.maxPause}}, nil
}

func joinFloats(fs []float64) string {
	var out []string
	for _, f := range fs {
		out = append(out, strconv.FormatFloat(f, 'g', -1, 64))
	}
	return strings.Join(out, ",")
}

func runSTT(e *env, args []string) error {
	var f sttFlags
	fs := e.flags("stt", "(--home FILE | --db FILE) --wyoming tcp://HOST:PORT [--lang LANG] [flags]", sttAbout)
	homePath := fs.String("home", "", "home `file` (YAML or JSON), watched for changes; nothing is imported")
	dbPath := fs.String("db", "", "database `file` whose home to hear, watched for imports")
	uri := fs.String("wyoming", "", "`URI` to serve on, tcp://HOST:PORT")
	code := fs.String("lang", lang.Default().Code(), "`language` heard: "+strings.Join(lang.Codes(), ", "))
	verbose := fs.Bool("verbose", false, "log each transcript")
	f.add(fs)
	rest, err := parse(fs, args)
	if err != nil {
		return err
	}
	switch {
	case len(rest) > 0:
		return usagef("unexpected arguments: %s", strings.Join(rest, " "))
	case (*homePath == "") == (*dbPath == ""):
		return usagef("give one of --home and --db")
	}
	network, addr, err := wyoming.ParseURI(*uri)
	if err != nil || network != "tcp" {
		return usagef("--wyoming %q: want tcp://HOST:PORT", *uri)
	}
	p, ok := lang.Get(*code)
	if !ok {
		return usagef("--lang %q: edge speaks %s", *code, strings.Join(lang.Codes(), ", "))
	}
	cfg, err := f.config()
	if err != nil {
		return err
	}
	level := slog.LevelInfo
	if *verbose {
		level = slog.LevelDebug
	}
	logger := slog.New(slog.NewTextHandler(e.stderr, &slog.HandlerOptions{Level: level}))
	w := &watched{e: e, homePath: *homePath, dbPath: *dbPath}
	h, err := w.home()
	if err != nil {
		return err
	}
	plans, err := newPlanner(h)
	if err != nil {
		return err
	}
	defer plans.Close()
	cfg.Does = plans.does(e.ctx, p.Code())
	rec, err := startSTT(h, p, cfg, logger)
	if err != nil {
		return err
	}
	defer rec.Close()
	srv, err := asr.Serve(addr, rec, asr.Info("edge", "edge's recogniser, held to the home's sentences", []string{p.Code()}))
	if err != nil {
		return err
	}
	defer srv.Stop()
	logger.Info("serving speech to text", "uri", srv.URI, "lang", p.Code())
	w.watch(e.ctx, func(h *home.Home) {
		if err := plans.set(h); err != nil {
			logger.Error("the home changed, but what its sentences do cannot be told: the old home's is", "err", err)
		}
		o, err := asr.ForHome(h, p, cfg)
		if err == nil {
			var changed bool
			if changed, err = rec.Update(o); changed && err == nil {
				logger.Info("the home changed: the recogniser hears its new sentences")
			}
		}
		if err != nil {
			logger.Error("the home changed, but its sentences cannot be heard: the old ones are", "err", err)
		}
	})
	logger.Info("stopped")
	return nil
}

// startSTT starts a recogniser of a home; a home whose words cannot be
// said, or a recogniser that does not start, is a clear error.
func startSTT(h *home.Home, p lang.Pack, cfg asr.Config, logger *slog.Logger) (*asr.Live, error) {
	if logger != nil {
		cfg.Heard = func(hy asr.Hypothesis) {
			logger.Debug("heard", "text", hy.Text, "fit", hy.Fit, "refused", hy.Refused, "why", hy.Why)
		}
	}
	o, err := asr.ForHome(h, p, cfg)
	if err != nil {
		return nil, fmt.Errorf("the speech recogniser cannot hear this home: %w", err)
	}
	rec, err := asr.NewLive(o)
	if err != nil {
		return nil, fmt.Errorf("the speech recogniser cannot start: %w", err)
	}
	return rec, nil
}

// watched is the home of a file or a database, looked at again when the
// file changes.
type watched struct {
	e                *env
	homePath, dbPath string
	stamp            string
}

// pollEvery is how often a watched home's file is looked at.
const pollEvery = 2 * time.Second

func (w *watched) home() (*home.Home, error) {
	w.stamp = w.fileStamp()
	return w.e.phrasesHome(w.homePath, w.dbPath)
}

// fileStamp is the size and time of the watched file.
func (w *watched) fileStamp() string {
	path := w.homePath
	if path == "" {
		path = w.dbPath
	}
	fi, err := os.Stat(path)
	if err != nil {
		return ""
	}
	return fmt.Sprint(fi.Size(), fi.ModTime().UnixNano())
}

// watch calls changed with the home each time its file changes, until
// ctx is done. A home that cannot be read is skipped.
func (w *watched) watch(ctx context.Context, changed func(*home.Home)) {
	t := time.NewTicker(pollEvery)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		if s := w.fileStamp(); s != w.stamp && s != "" {
			if h, err := w.home(); err == nil {
				changed(h)
			}
		}
	}
}
