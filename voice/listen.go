// Package voice is edge's own voice pipeline (edge listen): a Wyoming
// client of the services a Pi runs beside it. Audio comes in from a mic
// service or a command; a wake-word service, or an energy gate alone,
// finds what is said to edge; an ASR service writes it down; the turn
// answers; a TTS service says the answer, to a snd service or a command.
// After a question of edge's ("which one?", "are you sure?") it listens
// again without the wake word for a while, so the answer reaches the same
// turn. A service that goes down is said to be down, in the log and, when
// the voice still works, aloud; it is reconnected to when it is back.
package voice

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"slices"
	"sync"
	"time"

	"edge/lang"
	"edge/turn"
	"edge/wyoming"
)

// Config is a pipeline.
type Config struct {
	// Mic is where audio comes from (16-bit samples).
	Mic Mic
	// Wake is the address of a wake-word service ("" for none: every
	// utterance the gate finds is for edge); WakeNames the wake words it
	// is to listen for (all when empty).
	Wake      string
	WakeNames []string
	// ASR is the address of the speech recogniser; Lang the language it
	// is told ("en").
	ASR  string
	Lang string
	// TTS is the address of the text-to-speech service ("" for none:
	// replies are only logged); Voices the voice to ask it for, by the
	// language of the reply (the language itself when none is named).
	TTS    string
	Voices map[string]string
	// Speaker plays what TTS says (nil for nowhere).
	Speaker Speaker
	// FollowUp is how long edge listens without the wake word after a
	// question of its own; WakeWait how long after the wake word the
	// speech may take to start.
	FollowUp, WakeWait Seconds
	// VAD tunes the energy gate.
	VAD VAD
	// EchoMargin is how long after edge spoke what the microphone hears
	// may still be its own voice (1.5 s when zero): an utterance that
	// starts while edge speaks or within the margin is never heard.
	EchoMargin Seconds
	// Ask runs a turn of what was heard.
	Ask func(ctx context.Context, text string) turn.Result
	// Refuse, when not nil, says whether a transcript is no command (a
	// decoy of the home's grammar heard): it is taken as nothing heard.
	Refuse func(text string) bool
	// Asked, when not nil, is told after each turn whether its reply
	// asked a question (clarify or confirm), before the reply is said:
	// edge's recogniser then hears replies (asr.Live.Asked).
	Asked func(asked bool)
	// Logger receives the replies, with their timings, and the state of
	// the services.
	Logger *slog.Logger
	// Retry is the longest wait between two attempts at a service that
	// is down (10 s when zero).
	Retry time.Duration
}

// Timeouts of the services.
const (
	dialTimeout       = 5 * time.Second
	transcriptTimeout = 60 * time.Second
	synthTimeout      = 30 * time.Second
	firstRetry        = 250 * time.Millisecond
)

// Pipeline is a running voice pipeline.
type Pipeline struct {
	cfg     Config
	log     *slog.Logger
	words   *lang.VoiceWords
	health  health
	notices chan string // what to say of the services, from other goroutines
	rings   chan turn.Ring
}

// New checks a configuration and makes its pipeline.
func New(cfg Config) (*Pipeline, error) {
	switch {
	case cfg.Mic == nil:
		return nil, errors.New("voice: no microphone")
	case cfg.ASR == "":
		return nil, errors.New("voice: no speech recogniser")
	case cfg.Ask == nil:
		return nil, errors.New("voice: no turn")
	}
	for _, uri := range []string{cfg.Wake, cfg.ASR, cfg.TTS} {
		if uri == "" {
			continue
		}
		if _, _, err := wyoming.ParseURI(uri); err != nil {
			return nil, err
		}
	}
	if cfg.VAD == (VAD{}) {
		cfg.VAD = DefaultVAD
	}
	if cfg.FollowUp == 0 {
		cfg.FollowUp = 8
	}
	if cfg.EchoMargin == 0 {
		cfg.EchoMargin = 1.5
	}
	if cfg.WakeWait == 0 {
		cfg.WakeWait = 5
	}
	if cfg.Retry == 0 {
		cfg.Retry = 10 * time.Second
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	p := &Pipeline{cfg: cfg, log: cfg.Logger, notices: make(chan string, 8), rings: make(chan turn.Ring, 8)}
	p.health.log, p.health.notice = cfg.Logger, p.notice
	if ph, ok := lang.For(cfg.Lang).(lang.Phraser); ok {
		p.words = &ph.Phrases().Voice
	}
	return p, nil
}

// Ring says a timer that rang, or a delayed command that ran, for this
// pipeline's session (turn.Options.OnDue). It does not block.
func (p *Pipeline) Ring(r turn.Ring) {
	select {
	case p.rings <- r:
	default:
		p.log.Warn("a ring is dropped: too many at once", "say", r.Say)
	}
}

// notice asks the pipeline to say what a service does, from any
// goroutine.
func (p *Pipeline) notice(service string) {
	if p.words == nil {
		return
	}
	select {
	case p.notices <- fmt.Sprintf(p.words.Down, p.words.Services[service]):
	default:
	}
}

// chunk is audio read from the mic, and when.
type chunk struct {
	format wyoming.Audio
	pcm    []byte
	at     time.Time
}

// Run listens until ctx is done.
func (p *Pipeline) Run(ctx context.Context) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	chunks := make(chan chunk, 1024)
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		p.readMic(ctx, chunks)
	}()
	defer wg.Wait()
	wg.Add(1)
	go func() {
		defer wg.Done()
		p.describe(ctx)
	}()
	l := &listener{p: p, ctx: ctx}
	defer l.closeWake()
	l.idle()
	for {
		select {
		case <-ctx.Done():
			return nil
		case text := <-p.notices:
			if !l.busy() {
				l.say(text, p.cfg.Lang)
			}
		case r := <-p.rings:
			p.log.Info("ring", "outcome", r.Outcome, "say", r.Say)
			l.say(r.Say, r.Lang)
		case c := <-chunks:
			l.hear(c)
			if l.heard != nil {
				h := *l.heard
				l.heard = nil
				l.answer(h)
			}
		}
	}
}

// describe asks each service what it offers, and logs it: a service that
// does not offer what edge asks of it (a recogniser without the language)
// is warned of.
func (p *Pipeline) describe(ctx context.Context) {
	services := []struct{ kind, uri string }{{"wake", p.cfg.Wake}, {"asr", p.cfg.ASR}, {"tts", p.cfg.TTS}}
	if m, ok := p.cfg.Mic.(ServiceMic); ok {
		services = append(services, struct{ kind, uri string }{"mic", m.URI})
	}
	if s, ok := p.cfg.Speaker.(ServiceSpeaker); ok {
		services = append(services, struct{ kind, uri string }{"snd", s.URI})
	}
	for _, s := range services {
		if s.uri == "" {
			continue
		}
		info, err := wyoming.Describe(ctx, s.uri, dialTimeout)
		if err != nil && s.kind == "asr" {
			p.health.down("asr", "the speech recogniser at "+s.uri, err)
		}
		if err != nil {
			p.log.Debug("no description", "service", s.kind, "uri", s.uri, "err", err)
			continue
		}
		langs := info.Languages(s.kind)
		p.log.Info("service", "service", s.kind, "uri", s.uri, "offers", info.Kinds(), "languages", langs)
		if s.kind == "asr" && len(langs) > 0 && !slices.Contains(langs, p.cfg.Lang) {
			p.log.Warn("the speech recogniser does not list the language it is told", "uri", s.uri, "lang", p.cfg.Lang, "languages", langs)
		}
	}
}

// readMic reads the mic into chunks, reopening it while it is down.
func (p *Pipeline) readMic(ctx context.Context, chunks chan<- chunk) {
	wait := firstRetry
	for ctx.Err() == nil {
		s, err := p.cfg.Mic.Open(ctx)
		if err != nil {
			p.health.down("mic", p.cfg.Mic.String(), err)
			wait = p.sleep(ctx, wait)
			continue
		}
		stop := context.AfterFunc(ctx, func() { s.Close() })
		for ctx.Err() == nil {
			format, pcm, err := s.Read()
			if err != nil {
				if ctx.Err() == nil {
					p.health.down("mic", p.cfg.Mic.String(), err)
				}
				break
			}
			if format.Width != 2 {
				p.health.down("mic", p.cfg.Mic.String(), fmt.Errorf("%d-byte samples: edge hears 16-bit audio", format.Width))
				break
			}
			p.health.up("mic", p.cfg.Mic.String())
			wait = firstRetry
			select {
			case chunks <- chunk{format: format, pcm: pcm, at: time.Now()}:
			default: // the pipeline is behind: what it cannot take is lost
			}
		}
		stop()
		s.Close()
		wait = p.sleep(ctx, wait)
	}
}

// sleep waits before the next attempt at a service, and returns the wait
// after it: twice as long, at most Retry.
func (p *Pipeline) sleep(ctx context.Context, d time.Duration) time.Duration {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
	case <-t.C:
	}
	return min(2*d, p.cfg.Retry)
}
