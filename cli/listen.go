package cli

import (
	"context"
	"log/slog"
	"strings"
	"sync/atomic"
	"time"

	"edge/asr"
	"edge/lang"
	"edge/turn"
	"edge/voice"
	"edge/wyoming"
)

const listenAbout = `Listen to a microphone and carry out what is said, as edge's own voice
pipeline: a Wyoming client of the services a Pi runs beside it.

  audio in    a Wyoming mic service (--mic tcp://HOST:PORT), or a command that
              writes raw 16 kHz 16-bit mono audio (--mic-command)
  wake word   a Wyoming wake-word service such as openWakeWord (--wake); without
              one, everything an energy gate finds is taken as said to edge
  recogniser  edge's own (--asr pocketsphinx: Debian's pocketsphinx held to the
              home's sentences, verified, refusing what is no command; see
              edge stt), or any Wyoming ASR service (--asr tcp://HOST:PORT)
  the turn    the same engine as edge ask and edge serve, one session (its room
              --room, or the room of --satellite in the home's satellites)
  voice out   a Wyoming TTS service such as Piper (--tts), played by a Wyoming snd
              service (--snd) or a command that plays a WAV file (--snd-command)

After a question of edge's ("Which one: Bedside lamp, Study lamp, or Reading
lamp?", "are you sure?") it listens again without the wake word for
--follow-up, so the answer reaches the same turn; its own recogniser hears
replies ("the second one", "the study lamp") only after such a question, and
commands at any time. Each reply is logged with its timings (speech,
transcription, turn, synthesis, playing). A service that goes down is logged
and, while the voice works, said aloud; edge reconnects when it is back. It
holds the database as edge serve does. Ctrl-C or SIGTERM stops it.

examples:
  edge listen --db edge.db --room kitchen --mic-command 'arecord -q -r 16000 -c 1 -f S16_LE -t raw' \
    --wake tcp://127.0.0.1:10400 --asr tcp://127.0.0.1:10300 --tts tcp://127.0.0.1:10200 --snd-command 'aplay -q'
  edge listen --home home.yaml --mic tcp://127.0.0.1:10600 --asr tcp://127.0.0.1:10300 --dry-run`

type listenFlags struct {
	home, db, room, satellite, code                  string
	mic, micCommand, wake, asr, tts, snd, sndCommand string
	wakeWords                                        string
	stt                                              sttFlags
	voices                                           multiFlag
	followUp, echoMargin                             time.Duration
	threshold                                        float64
	dryRun, noModel, verbose                         bool
}

// multiFlag is a flag that may be given several times.
type multiFlag []string

func (m *multiFlag) String() string     { return strings.Join(*m, ",") }
func (m *multiFlag) Set(v string) error { *m = append(*m, v); return nil }

func runListen(e *env, args []string) error {
	var f listenFlags
	fs := e.flags("listen", "(--home FILE | --db FILE) (--mic URI | --mic-command CMD) --asr URI [--wake URI] [--tts URI] [--snd URI | --snd-command CMD] [flags]", listenAbout)
	fs.StringVar(&f.home, "home", "", "home `file` (YAML or JSON); alone, it is imported into a temporary database")
	fs.StringVar(&f.db, "db", "", "database `file` to use")
	fs.StringVar(&f.room, "room", "", "`id` of the room the microphone is in")
	fs.StringVar(&f.satellite, "satellite", "", "`id` of this satellite: its room is the home's satellites block's, and it names the session")
	fs.StringVar(&f.code, "lang", lang.Default().Code(), "`language` the recogniser is told, and edge speaks of itself in: "+strings.Join(lang.Codes(), ", "))
	fs.StringVar(&f.mic, "mic", "", "Wyoming mic service `URI` (tcp://HOST:PORT)")
	fs.StringVar(&f.micCommand, "mic-command", "", "`command` (run by sh) that writes raw 16 kHz 16-bit mono audio")
	fs.StringVar(&f.wake, "wake", "", "Wyoming wake-word service `URI`; none: an energy gate takes everything said")
	fs.StringVar(&f.wakeWords, "wake-word", "", "`names` of the wake words to listen for, comma-separated (all the service has when empty)")
	fs.StringVar(&f.asr, "asr", "", "Wyoming speech recogniser `URI`, or pocketsphinx: edge's own")
	f.stt.add(fs)
	fs.StringVar(&f.tts, "tts", "", "Wyoming text-to-speech service `URI`; none: replies are only logged")
	fs.Var(&f.voices, "voice", "`LANG=NAME`: the TTS voice of a language's replies (default: the language); may be repeated")
	fs.StringVar(&f.snd, "snd", "", "Wyoming snd service `URI` that plays the replies")
	fs.StringVar(&f.sndCommand, "snd-command", "", "`command` (run by sh) that plays a WAV file from its standard input")
	fs.DurationVar(&f.followUp, "follow-up", 8*time.Second, "how long to listen without the wake word after a question")
	fs.DurationVar(&f.echoMargin, "echo-margin", 1500*time.Millisecond, "how long after edge spoke what the microphone hears is taken for its own voice")
	fs.Float64Var(&f.threshold, "vad-threshold", voice.DefaultVAD.Threshold, "loudness in `dBFS` that may be speech")
	fs.BoolVar(&f.dryRun, "dry-run", false, "do everything but the driver calls")
	fs.BoolVar(&f.noModel, "no-model", false, "never ask the local model of the home's models block")
	fs.BoolVar(&f.verbose, "verbose", false, "log more")
	rest, err := parse(fs, args)
	if err != nil {
		return err
	}
	cfg, err := f.config(rest)
	if err != nil {
		return err
	}
	db, closeDB, err := e.openDB(f.home, f.db)
	if err != nil {
		return err
	}
	defer closeDB()
	h, err := db.Home()
	if err != nil {
		return err
	}
	room := f.room
	if room == "" && f.satellite != "" {
		for _, s := range h.Satellites {
			if s.ID == f.satellite {
				room = s.Room
			}
		}
	}
	level := slog.LevelInfo
	if f.verbose {
		level = slog.LevelDebug
	}
	logger := slog.New(slog.NewTextHandler(e.stderr, &slog.HandlerOptions{Level: level}))
	session := "listen"
	if f.satellite != "" {
		session += "@" + f.satellite
	}
	var pipeline atomic.Pointer[voice.Pipeline]
	onDue := func(r turn.Ring) {
		if p := pipeline.Load(); p != nil && r.Session == session {
			p.Ring(r)
		}
	}
	eng, err := newEngine(e, db, turn.Options{Logger: logger, OnDue: onDue}, !f.noModel, logger)
	if err != nil {
		return err
	}
	defer eng.Close()
	if room != "" && eng.Index().RoomName(room) == "" {
		return usagef("--room %q: no such room in the home", room)
	}
	if cfg.Refuse, err = asr.Refuser(h, lang.For(f.code)); err != nil {
		return err
	}
	if cfg.ASR == ownASR {
		stop, err := f.ownASR(&cfg, h, func(a, b string) bool { return eng.SameDoing(e.ctx, a, b, f.code) }, logger)
		if err != nil {
			return err
		}
		defer stop()
	}
	cfg.Logger = logger
	cfg.Ask = func(ctx context.Context, text string) turn.Result {
		return eng.Ask(ctx, turn.Request{Text: text, Session: session, Room: room, DryRun: f.dryRun, Channel: "voice", Lang: f.code})
	}
	p, err := voice.New(cfg)
	if err != nil {
		return usagef("%v", err)
	}
	pipeline.Store(p)
	ctx, cancel := context.WithCancel(e.ctx)
	defer cancel()
	timers := make(chan struct{})
	go func() {
		eng.RunTimers(ctx)
		close(timers)
	}()
	defer func() {
		cancel()
		<-timers
	}()
	logger.Info("listening", "mic", cfg.Mic.String(), "wake", f.wake, "asr", f.asr, "tts", f.tts, "room", room, "session", session)
	err = p.Run(ctx)
	logger.Info("stopped")
	return err
}

// config checks the flags of the services and makes the pipeline's
// configuration of them.
func (f *listenFlags) config(rest []string) (voice.Config, error) {
	var cfg voice.Config
	switch {
	case len(rest) > 0:
		return cfg, usagef("unexpected arguments: %s", strings.Join(rest, " "))
	case (f.mic == "") == (f.micCommand == ""):
		return cfg, usagef("give one of --mic and --mic-command")
	case f.asr == "":
		return cfg, usagef("--asr: the speech recogniser is needed")
	case f.snd != "" && f.sndCommand != "":
		return cfg, usagef("give one of --snd and --snd-command")
	case f.followUp <= 0:
		return cfg, usagef("--follow-up must be more than 0")
	}
	if _, ok := lang.Get(f.code); !ok {
		return cfg, usagef("--lang %q: edge speaks %s", f.code, strings.Join(lang.Codes(), ", "))
	}
	for _, u := range []struct{ flag, uri string }{{"--mic", f.mic}, {"--wake", f.wake}, {"--asr", f.asr}, {"--tts", f.tts}, {"--snd", f.snd}} {
		if u.uri == "" || u.flag == "--asr" && u.uri == ownASR {
			continue
		}
		if _, _, err := wyoming.ParseURI(u.uri); err != nil {
			return cfg, usagef("%s: %v", u.flag, err)
		}
	}
	cfg.Voices = map[string]string{}
	for _, v := range f.voices {
		code, name, ok := strings.Cut(v, "=")
		if !ok || name == "" {
			return cfg, usagef("--voice %q: want LANG=NAME", v)
		}
		cfg.Voices[code] = name
	}
	if f.mic != "" {
		cfg.Mic = voice.ServiceMic{URI: f.mic}
	} else {
		cfg.Mic = voice.CommandMic{Argv: []string{"sh", "-c", f.micCommand}, Format: wyoming.Audio{Rate: 16000, Width: 2, Channels: 1}}
	}
	switch {
	case f.snd != "":
		cfg.Speaker = voice.ServiceSpeaker{URI: f.snd}
	case f.sndCommand != "":
		cfg.Speaker = voice.CommandSpeaker{Argv: []string{"sh", "-c", f.sndCommand}}
	}
	if f.wakeWords != "" {
		cfg.WakeNames = strings.Split(f.wakeWords, ",")
	}
	cfg.Wake, cfg.ASR, cfg.TTS, cfg.Lang = f.wake, f.asr, f.tts, f.code
	cfg.FollowUp = voice.Seconds(f.followUp.Seconds())
	cfg.EchoMargin = voice.Seconds(max(f.echoMargin, time.Millisecond).Seconds())
	cfg.VAD = voice.DefaultVAD
	cfg.VAD.Threshold = f.threshold
	return cfg, nil
}
