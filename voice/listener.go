package voice

import (
	"context"
	"time"

	"edge/lang"
	"edge/turn"
	"edge/wyoming"
)

// listener is the state of the pipeline's loop: what it listens for, and
// the utterance it is hearing.
type listener struct {
	p   *Pipeline
	ctx context.Context
	g   *gate
	// format is the audio's, as the gate was made for it.
	format wyoming.Audio
	// needWake: the next utterance needs the wake word. window counts the
	// frames left to start speaking without it (after the wake word, or
	// after a question); 0 is no limit when no wake word is needed.
	needWake bool
	window   int
	followUp bool
	wokeAt   time.Time
	wake     *wakeConn
	// wakeNext is when to try the wake-word service again, wakeWait the
	// wait after that.
	wakeNext time.Time
	wakeWait time.Duration
	utt      *utterance
	heard    *heard
	// deaf: audio read before it is edge's own voice or was read while
	// edge worked: an utterance that starts in it is its echo, never
	// heard (echo, until the gate hears it end).
	deaf time.Time
	echo bool
}

// deafUntil makes the audio read until t deaf (never less than it was).
func (l *listener) deafUntil(t time.Time) {
	if t.After(l.deaf) {
		l.deaf = t
	}
}

// drop takes audio that is echo: an utterance being heard is dropped,
// and one the gate hears start is echo to its end.
func (l *listener) drop(c chunk) {
	if l.utt != nil {
		l.utt.abort()
		l.utt, l.echo = nil, true
	}
	if l.needWake || l.g == nil || c.format != l.format {
		return
	}
	l.g.feed(c.pcm, func(_ []byte, e event) bool {
		switch e {
		case start:
			l.echo = true
		case end:
			l.echo = false
		}
		return true
	})
}

// idle waits for the wake word (or, without a wake-word service, for
// anything said).
func (l *listener) idle() {
	l.needWake, l.window, l.followUp, l.wokeAt = l.p.cfg.Wake != "", 0, false, time.Time{}
}

// listenAgain listens without the wake word for the answer to a question.
func (l *listener) listenAgain() {
	l.needWake, l.followUp, l.wokeAt = false, true, time.Time{}
	l.window = l.frames(l.p.cfg.FollowUp)
}

// frames counts the frames of a length of audio (at least 1).
func (l *listener) frames(s Seconds) int {
	if l.g == nil {
		return max(1, int(s/frame))
	}
	return max(1, l.g.count(s))
}

// busy reports whether an utterance is being heard.
func (l *listener) busy() bool { return l.utt != nil }

// hear takes a chunk of audio.
func (l *listener) hear(c chunk) {
	if c.at.Before(l.deaf) {
		l.drop(c)
		return
	}
	if l.g == nil || c.format != l.format {
		l.g, l.format = newGate(l.p.cfg.VAD, c.format.Rate, c.format.Width, c.format.Channels), c.format
	}
	if l.needWake {
		l.hearWake(c)
		return
	}
	l.g.feed(c.pcm, func(f []byte, e event) bool {
		switch e {
		case none:
			if l.window > 0 {
				if l.window--; l.window == 0 {
					l.p.log.Info("nothing said", "after", map[bool]string{true: "a question", false: "the wake word"}[l.followUp])
					l.idle()
					return false
				}
			}
		case start:
			l.utt = l.p.listen(l.ctx, c.format, l.g.preRoll(), l.wokeAt)
		case within:
			if l.echo {
				return true
			}
			l.utt.send(f)
		case end:
			if l.echo {
				l.echo = false
				return true
			}
			h := l.utt.finish()
			h.followUp = l.followUp
			l.utt, l.heard = nil, &h
			return false
		}
		return true
	})
}

// hearWake sends audio to the wake-word service, and listens for what
// follows when it hears the wake word.
func (l *listener) hearWake(c chunk) {
	what := "the wake word service at " + l.p.cfg.Wake
	if l.wake == nil {
		if time.Now().Before(l.wakeNext) {
			return
		}
		w, err := l.p.openWake(l.ctx)
		if err != nil {
			l.p.health.down("wake", what, err)
			l.wakeWait = min(max(2*l.wakeWait, firstRetry), l.p.cfg.Retry)
			l.wakeNext = time.Now().Add(l.wakeWait)
			return
		}
		l.wake, l.wakeWait = w, 0
	}
	err := l.wake.send(c.format, c.pcm)
	select {
	case err = <-l.wake.failed:
	default:
	}
	if err != nil {
		l.p.health.down("wake", what, err)
		l.closeWake()
		return
	}
	l.p.health.up("wake", what)
	select {
	case name := <-l.wake.detections:
		l.p.log.Info("wake word", "name", name)
		l.closeWake()
		l.g.reset()
		l.needWake, l.wokeAt = false, time.Now()
		l.window = l.frames(l.p.cfg.WakeWait)
	default:
	}
}

// closeWake closes the wake-word service's connection, if open: the next
// wait for the wake word opens a new one.
func (l *listener) closeWake() {
	if l.wake != nil {
		l.wake.close()
		l.wake = nil
	}
}

// answer runs the turn of what was heard, says the reply, and listens
// again without the wake word when the reply asks a question.
func (l *listener) answer(h heard) {
	p := l.p
	defer func() { l.deafUntil(time.Now()) }()
	if h.err != nil {
		l.idle()
		return
	}
	text := lang.Written(h.text)
	if p.cfg.Refuse != nil && p.cfg.Refuse(text) {
		p.log.Info("no command heard", "heard", text)
		text = ""
	}
	if text == "" {
		p.log.Info("no words heard", "speech", ms(h.speech), "transcribe", ms(h.transcribed.Sub(h.ended)))
		if p.words != nil && !h.wokeAt.IsZero() {
			l.say(p.words.NotHeard, p.cfg.Lang)
		}
		if h.followUp || !h.wokeAt.IsZero() {
			l.listenAgain()
		} else {
			l.idle()
		}
		return
	}
	asked := time.Now()
	res := p.cfg.Ask(l.ctx, text)
	answered := time.Now()
	question := res.Outcome == turn.Clarify || res.Outcome == turn.Confirm
	if p.cfg.Asked != nil {
		p.cfg.Asked(question)
	}
	synth, play := l.say(res.Say, res.Lang)
	attrs := []any{"heard", res.Text, "lang", res.Lang, "outcome", res.Outcome, "say", res.Say, "follow_up", h.followUp,
		"speech", ms(h.speech), "transcribe", ms(h.transcribed.Sub(h.ended)), "turn", ms(answered.Sub(asked)),
		"synthesize", ms(synth), "play", ms(play), "total", ms(time.Since(h.ended))}
	if !h.wokeAt.IsZero() {
		attrs = append(attrs, "since_wake", ms(time.Since(h.wokeAt)))
	}
	p.log.Info("reply", attrs...)
	if question {
		l.listenAgain()
	} else {
		l.idle()
	}
}

// say says a text in a language, when there is a voice to say it with,
// and tells how long synthesis and playing took.
func (l *listener) say(text, code string) (synth, play time.Duration) {
	p := l.p
	defer func() { l.deafUntil(time.Now()) }()
	if p.cfg.TTS == "" || text == "" {
		return 0, 0
	}
	start := time.Now()
	format, pcm, err := p.synthesize(l.ctx, text, code)
	synth = time.Since(start)
	if err != nil || p.cfg.Speaker == nil {
		return synth, 0
	}
	start = time.Now()
	what := p.cfg.Speaker.String()
	// its own voice may come back to the microphone while it plays, and
	// for the echo margin after, however soon the speaker says it played.
	defer func() {
		margin := time.Duration(float64(p.cfg.EchoMargin) * float64(time.Second))
		l.deafUntil(start.Add(duration(format, len(pcm))).Add(margin))
		l.deafUntil(time.Now().Add(margin))
	}()
	if err := p.cfg.Speaker.Play(l.ctx, format, pcm); err != nil {
		p.health.down("snd", what, err)
	} else {
		p.health.up("snd", what)
	}
	return synth, time.Since(start)
}

// ms rounds a duration to the millisecond, for the log.
func ms(d time.Duration) time.Duration {
	if d < 0 {
		return 0
	}
	return d.Round(time.Millisecond)
}
