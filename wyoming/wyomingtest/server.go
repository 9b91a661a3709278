package wyomingtest

import (
	"errors"
	"fmt"
	"net"
	"sync"
	"time"

	"edge/wyoming"
)

// writeTimeout bounds writing one event.
const writeTimeout = 10 * time.Second

// Server is a Wyoming service on a free loopback port. Each connection
// gets a handler of its own (its state: the audio heard so far).
type Server struct {
	// URI is the service's address, tcp://127.0.0.1:PORT; it stays the
	// same across Stop and Start.
	URI  string
	addr string
	// handler makes the handler of a connection: it answers each event,
	// and an error ends the connection.
	handler func() func(c *wyoming.Conn, e *wyoming.Event) error

	mu    sync.Mutex
	ln    net.Listener
	conns map[*wyoming.Conn]bool
	wg    sync.WaitGroup
}

// serve starts a server of handlers on a free loopback port.
func serve(handler func() func(*wyoming.Conn, *wyoming.Event) error) (*Server, error) {
	s := &Server{handler: handler, addr: "127.0.0.1:0", conns: map[*wyoming.Conn]bool{}}
	if err := s.Start(); err != nil {
		return nil, err
	}
	return s, nil
}

// Start listens again, on the same port, after Stop: the service is back.
func (s *Server) Start() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.ln != nil {
		return errors.New("wyomingtest: started twice")
	}
	ln, err := net.Listen("tcp", s.addr)
	if err != nil {
		return err
	}
	s.ln, s.addr, s.URI = ln, ln.Addr().String(), "tcp://"+ln.Addr().String()
	s.wg.Add(1)
	go s.accept(ln)
	return nil
}

func (s *Server) accept(ln net.Listener) {
	defer s.wg.Done()
	for {
		nc, err := ln.Accept()
		if err != nil {
			return
		}
		c := wyoming.NewConn(nc)
		s.mu.Lock()
		s.conns[c] = true
		s.mu.Unlock()
		s.wg.Add(1)
		go func() {
			defer s.wg.Done()
			defer func() {
				s.mu.Lock()
				delete(s.conns, c)
				s.mu.Unlock()
				c.Close()
			}()
			handle := s.handler()
			for {
				e, err := c.Read(time.Time{})
				if err != nil {
					return
				}
				if err := handle(c, e); err != nil {
					c.Send(wyoming.TypeError, wyoming.Error{Text: err.Error()}, nil, writeTimeout)
					return
				}
			}
		}()
	}
}

// Stop closes the listener and every connection, as a service that goes
// down does.
func (s *Server) Stop() {
	s.mu.Lock()
	if s.ln != nil {
		s.ln.Close()
		s.ln = nil
	}
	for c := range s.conns {
		c.Close()
	}
	s.mu.Unlock()
	s.wg.Wait()
}

// Transcriber says what was said in some audio, in a language.
type Transcriber interface {
	Transcribe(pcm []byte, format wyoming.Audio, language string) (string, error)
}

// Transcribe recognises 16 kHz, 16-bit mono audio.
func (p *Pocketsphinx) Transcribe(pcm []byte, a wyoming.Audio, _ string) (string, error) {
	if a.Rate != 16000 || a.Width != 2 || a.Channels != 1 {
		return "", fmt.Errorf("pocketsphinx hears 16000 Hz, 2-byte, 1-channel audio, not %d Hz, %d-byte, %d-channel", a.Rate, a.Width, a.Channels)
	}
	return p.Recognize(pcm)
}

// Script is a transcript-only recogniser: whatever is said, it hears its
// texts one after the other (the last one again when they run out).
type Script struct {
	mu    sync.Mutex
	texts []string
	heard [][]byte
}

// NewScript makes a script of texts.
func NewScript(texts ...string) *Script { return &Script{texts: texts} }

// Transcribe hears the script's next text.
func (s *Script) Transcribe(pcm []byte, _ wyoming.Audio, _ string) (string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.heard = append(s.heard, pcm)
	if len(s.texts) == 0 {
		return "", nil
	}
	text := s.texts[0]
	if len(s.texts) > 1 {
		s.texts = s.texts[1:]
	}
	return text, nil
}

// Heard lists the audio of each transcription asked so far.
func (s *Script) Heard() [][]byte {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([][]byte(nil), s.heard...)
}

// ServeASR serves a recogniser as a Wyoming ASR service: transcribe (its
// language), audio-start, audio-chunk..., audio-stop → transcript.
func ServeASR(t Transcriber, name string, languages []string) (*Server, error) {
	info := wyoming.Info{ASR: []wyoming.Program{{Name: name, Installed: true, Attribution: wyoming.Attribution{Name: name},
		Models: []wyoming.Model{{Name: name, Installed: true, Languages: languages, Attribution: wyoming.Attribution{Name: name}}}}}}
	return serve(func() func(*wyoming.Conn, *wyoming.Event) error {
		var format wyoming.Audio
		var pcm []byte
		language := ""
		return func(c *wyoming.Conn, e *wyoming.Event) error {
			switch e.Type {
			case wyoming.TypeDescribe:
				return c.Send(wyoming.TypeInfo, info, nil, writeTimeout)
			case wyoming.TypeTranscribe:
				var tr wyoming.Transcribe
				if err := e.Decode(&tr); err != nil {
					return err
				}
				language = tr.Language
			case wyoming.TypeAudioStart, wyoming.TypeAudioChunk:
				if e.Type == wyoming.TypeAudioStart {
					pcm = nil
				}
				if err := e.Decode(&format); err != nil {
					return err
				}
				pcm = append(pcm, e.Payload...)
			case wyoming.TypeAudioStop:
				text, err := t.Transcribe(pcm, format, language)
				if err != nil {
					return err
				}
				pcm = nil
				return c.Send(wyoming.TypeTranscript, wyoming.Transcript{Text: text, Language: language}, nil, writeTimeout)
			}
			return nil
		}
	})
}

// Voices are the espeak-ng voices of the languages edge speaks.
var Voices = map[string]string{"en": "en-us", "zh": "cmn"}

// samplesPerChunk is how many samples one audio-chunk carries.
const samplesPerChunk = 1024

// ServeTTS serves espeak-ng as a Wyoming TTS service: synthesize {text,
// voice: {name or language}} → audio-start, audio-chunk..., audio-stop.
// Texts said are kept (Said).
func ServeTTS() (*Server, *Said, error) {
	var voices []wyoming.Model
	for lang, v := range Voices {
		voices = append(voices, wyoming.Model{Name: v, Installed: true, Languages: []string{lang}, Attribution: wyoming.Attribution{Name: "espeak-ng"}})
	}
	info := wyoming.Info{TTS: []wyoming.Program{{Name: "espeak-ng", Installed: true, Attribution: wyoming.Attribution{Name: "espeak-ng"}, Voices: voices}}}
	said := &Said{}
	s, err := serve(func() func(*wyoming.Conn, *wyoming.Event) error {
		return func(c *wyoming.Conn, e *wyoming.Event) error {
			switch e.Type {
			case wyoming.TypeDescribe:
				return c.Send(wyoming.TypeInfo, info, nil, writeTimeout)
			case wyoming.TypeSynthesize:
				var syn wyoming.Synthesize
				if err := e.Decode(&syn); err != nil {
					return err
				}
				voice := Voices["en"]
				if syn.Voice != nil && syn.Voice.Name != "" {
					voice = syn.Voice.Name
				} else if syn.Voice != nil && Voices[syn.Voice.Language] != "" {
					voice = Voices[syn.Voice.Language]
				}
				said.add(syn.Text, voice)
				wav, err := Say(syn.Text, voice, 0)
				if err != nil {
					return err
				}
				format, pcm, err := ParseWAV(wav)
				if err != nil {
					return err
				}
				return sendAudio(c, format, pcm)
			}
			return nil
		}
	})
	return s, said, err
}

// sendAudio sends audio as audio-start, audio-chunk..., audio-stop.
func sendAudio(c *wyoming.Conn, format wyoming.Audio, pcm []byte) error {
	if err := c.Send(wyoming.TypeAudioStart, format, nil, writeTimeout); err != nil {
		return err
	}
	step := samplesPerChunk * format.Width * format.Channels
	for i := 0; i < len(pcm); i += step {
		if err := c.Send(wyoming.TypeAudioChunk, format, pcm[i:min(i+step, len(pcm))], writeTimeout); err != nil {
			return err
		}
	}
	return c.Send(wyoming.TypeAudioStop, wyoming.AudioStop{}, nil, writeTimeout)
}

// Said keeps the texts a TTS service said, and in which voice.
type Said struct {
	mu    sync.Mutex
	texts []string
}

func (s *Said) add(text, voice string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.texts = append(s.texts, voice+": "+text)
}

// Texts lists what was said, each as "VOICE: TEXT".
func (s *Said) Texts() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]string(nil), s.texts...)
}
