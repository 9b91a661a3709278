package voice

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"slices"
	"sync"
	"time"

	"edge/lang"
	"edge/wyoming"
)

// health tracks which services are down, so that each going down and
// coming back is told once.
type health struct {
	mu     sync.Mutex
	isDown map[string]bool
	log    *slog.Logger
	notice func(service string)
}

// down notes that a service failed: the first failure is logged, and
// said when the service is one the pack names.
func (h *health) down(service, what string, err error) {
	h.mu.Lock()
	was := h.isDown[service]
	if h.isDown == nil {
		h.isDown = map[string]bool{}
	}
	h.isDown[service] = true
	h.mu.Unlock()
	if was {
		h.log.Debug(what+" is still down", "err", err)
		return
	}
	h.log.Warn(what+" is down", "service", service, "err", err)
	if slices.Contains(lang.VoiceServices, service) {
		h.notice(service)
	}
}

// up notes that a service works: one that was down is logged back.
func (h *health) up(service, what string) {
	h.mu.Lock()
	was := h.isDown[service]
	delete(h.isDown, service)
	h.mu.Unlock()
	if was {
		h.log.Info(what+" is back", "service", service)
	}
}

// dial connects to a service.
func dial(ctx context.Context, uri string) (*wyoming.Conn, error) {
	ctx, cancel := context.WithTimeout(ctx, dialTimeout)
	defer cancel()
	return wyoming.Dial(ctx, uri)
}

// utterance is speech being sent to the recogniser as it is heard.
type utterance struct {
	p      *Pipeline
	c      *wyoming.Conn
	err    error
	format wyoming.Audio
	// wokeAt is when the wake word was heard (zero for none); bytes how
	// much audio was sent.
	wokeAt time.Time
	bytes  int
}

// heard is an utterance heard and written down.
type heard struct {
	text string
	err  error
	// speech is how long it lasted; ended when it ended and transcribed
	// when its transcript came.
	speech             time.Duration
	wokeAt             time.Time
	ended, transcribed time.Time
	followUp           bool
}

// listen opens the recogniser for an utterance that starts with pre.
func (p *Pipeline) listen(ctx context.Context, format wyoming.Audio, pre []byte, wokeAt time.Time) *utterance {
	u := &utterance{p: p, format: format.Format(), wokeAt: wokeAt}
	u.c, u.err = dial(ctx, p.cfg.ASR)
	if u.err == nil {
		u.err = u.c.Send(wyoming.TypeTranscribe, wyoming.Transcribe{Language: p.cfg.Lang}, nil, writeTimeout)
	}
	if u.err == nil {
		u.err = u.c.Send(wyoming.TypeAudioStart, u.format, nil, writeTimeout)
	}
	u.send(pre)
	return u
}

// send sends audio of the utterance.
func (u *utterance) send(pcm []byte) {
	u.bytes += len(pcm)
	if u.err != nil || len(pcm) == 0 {
		return
	}
	u.err = u.c.Send(wyoming.TypeAudioChunk, u.format, pcm, writeTimeout)
}

// abort drops the utterance: the recogniser is hung up on, nothing it
// heard is used.
func (u *utterance) abort() {
	if u.c != nil {
		u.c.Close()
	}
}

// finish ends the utterance and waits for its transcript.
func (u *utterance) finish() heard {
	h := heard{speech: duration(u.format, u.bytes), wokeAt: u.wokeAt, ended: time.Now()}
	if u.c != nil {
		defer u.c.Close()
	}
	if u.err == nil {
		u.err = u.c.Send(wyoming.TypeAudioStop, wyoming.AudioStop{}, nil, writeTimeout)
	}
	for u.err == nil {
		var e *wyoming.Event
		if e, u.err = u.c.Read(time.Now().Add(transcriptTimeout)); u.err != nil {
			break
		}
		switch e.Type {
		case wyoming.TypeTranscript:
			var t wyoming.Transcript
			u.err = e.Decode(&t)
			h.text = t.Text
			h.transcribed = time.Now()
			u.p.health.up("asr", "the speech recogniser at "+u.p.cfg.ASR)
			return h
		case wyoming.TypeError:
			var we wyoming.Error
			e.Decode(&we)
			u.err = fmt.Errorf("error: %s", we.Text)
		}
	}
	h.err = u.err
	u.p.health.down("asr", "the speech recogniser at "+u.p.cfg.ASR, u.err)
	return h
}

// synthesize asks the TTS service to say a text in a language.
func (p *Pipeline) synthesize(ctx context.Context, text, code string) (wyoming.Audio, []byte, error) {
	what := "the text-to-speech service at " + p.cfg.TTS
	format, pcm, err := p.trySynthesize(ctx, text, code)
	if err != nil {
		p.health.down("tts", what, err)
		return format, nil, err
	}
	p.health.up("tts", what)
	return format, pcm, nil
}

func (p *Pipeline) trySynthesize(ctx context.Context, text, code string) (wyoming.Audio, []byte, error) {
	var format wyoming.Audio
	c, err := dial(ctx, p.cfg.TTS)
	if err != nil {
		return format, nil, err
	}
	defer c.Close()
	voice := &wyoming.SynthesizeVoice{Name: p.cfg.Voices[code]}
	if voice.Name == "" {
		voice.Language = code
	}
	if err := c.Send(wyoming.TypeSynthesize, wyoming.Synthesize{Text: text, Voice: voice}, nil, writeTimeout); err != nil {
		return format, nil, err
	}
	var pcm []byte
	deadline := time.Now().Add(synthTimeout)
	for {
		e, err := c.Read(deadline)
		if err != nil {
			return format, nil, err
		}
		switch e.Type {
		case wyoming.TypeAudioStart, wyoming.TypeAudioChunk:
			if err := e.Decode(&format); err != nil {
				return format, nil, err
			}
			pcm = append(pcm, e.Payload...)
		case wyoming.TypeAudioStop:
			return format.Format(), pcm, nil
		case wyoming.TypeError:
			var we wyoming.Error
			e.Decode(&we)
			return format, nil, errors.New(we.Text)
		}
	}
}

// wakeConn is a connection to the wake-word service, listening.
type wakeConn struct {
	c          *wyoming.Conn
	started    bool
	detections chan string
	failed     chan error
}

// openWake connects to the wake-word service and asks it to listen.
func (p *Pipeline) openWake(ctx context.Context) (*wakeConn, error) {
	c, err := dial(ctx, p.cfg.Wake)
	if err != nil {
		return nil, err
	}
	if err := c.Send(wyoming.TypeDetect, wyoming.Detect{Names: p.cfg.WakeNames}, nil, writeTimeout); err != nil {
		c.Close()
		return nil, err
	}
	w := &wakeConn{c: c, detections: make(chan string, 1), failed: make(chan error, 1)}
	go func() {
		for {
			e, err := c.Read(time.Time{})
			if err != nil {
				w.failed <- err
				return
			}
			if e.Type == wyoming.TypeDetection {
				var d wyoming.Detection
				e.Decode(&d)
				select {
				case w.detections <- d.Name:
				default:
				}
			}
		}
	}()
	return w, nil
}

// send sends audio to the wake-word service.
func (w *wakeConn) send(format wyoming.Audio, pcm []byte) error {
	if !w.started {
		if err := w.c.Send(wyoming.TypeAudioStart, format, nil, writeTimeout); err != nil {
			return err
		}
		w.started = true
	}
	return w.c.Send(wyoming.TypeAudioChunk, format, pcm, writeTimeout)
}

// close ends the connection; its reader stops.
func (w *wakeConn) close() { w.c.Close() }
