package wyomingtest

import (
	"sync"

	"edge/asr"
	"edge/wyoming"
)

// writeTimeout bounds writing one event.
const writeTimeout = wyoming.WriteTimeout

// serve starts a server of handlers on a free loopback port.
func serve(handler func() func(*wyoming.Conn, *wyoming.Event) error) (*wyoming.Server, error) {
	return wyoming.Listen("127.0.0.1:0", func() wyoming.Handler { return handler() })
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

// ServeASR serves a recogniser as a Wyoming ASR service on a free
// loopback port, as edge stt does (asr.Handler).
func ServeASR(t asr.Transcriber, name string, languages []string) (*wyoming.Server, error) {
	return wyoming.Listen("127.0.0.1:0", asr.Handler(t, asr.Info(name, name, languages)))
}

// Voices are the espeak-ng voices of the languages edge speaks.
var Voices = map[string]string{"en": "en-us", "zh": "cmn"}

// samplesPerChunk is how many samples one audio-chunk carries.
const samplesPerChunk = 1024

// ServeTTS serves espeak-ng as a Wyoming TTS service: synthesize {text,
// voice: {name or language}} → audio-start, audio-chunk..., audio-stop.
// Texts said are kept (Said).
func ServeTTS() (*wyoming.Server, *Said, error) {
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
