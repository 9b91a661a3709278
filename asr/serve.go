package asr

import (
	"fmt"

	"edge/wyoming"
)

// MaxSeconds bounds the audio of one utterance.
const MaxSeconds = 30

// Info is what a speech-to-text service says of itself (describe → info):
// one program with one model that hears some languages.
func Info(name, description string, languages []string) wyoming.Info {
	by := wyoming.Attribution{Name: "edge", URL: "https://github.com/cmusphinx/pocketsphinx"}
	return wyoming.Info{ASR: []wyoming.Program{{Name: name, Description: description, Installed: true, Attribution: by,
		Models: []wyoming.Model{{Name: name, Description: description, Installed: true, Languages: languages, Attribution: by}}}}}
}

// Handler answers a Wyoming speech-to-text client: describe → info;
// transcribe (its language), audio-start, audio-chunk..., audio-stop →
// transcript (empty for nothing heard, or nothing that is a command).
// An utterance longer than MaxSeconds is an error.
func Handler(t Transcriber, info wyoming.Info) func() wyoming.Handler {
	return func() wyoming.Handler {
		var format wyoming.Audio
		var pcm []byte
		language := ""
		return func(c *wyoming.Conn, e *wyoming.Event) error {
			switch e.Type {
			case wyoming.TypeDescribe:
				return c.Send(wyoming.TypeInfo, info, nil, wyoming.WriteTimeout)
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
				if len(pcm)+len(e.Payload) > MaxSeconds*format.BytesPerSecond() {
					return fmt.Errorf("an utterance of more than %d s", MaxSeconds)
				}
				pcm = append(pcm, e.Payload...)
			case wyoming.TypeAudioStop:
				text, err := t.Transcribe(pcm, format.Format(), language)
				if err != nil {
					return err
				}
				pcm = nil
				return c.Send(wyoming.TypeTranscript, wyoming.Transcript{Text: text, Language: language}, nil, wyoming.WriteTimeout)
			}
			return nil
		}
	}
}

// Serve serves a recogniser as a Wyoming speech-to-text service at an
// address (HOST:PORT; port 0 for a free one).
func Serve(addr string, t Transcriber, info wyoming.Info) (*wyoming.Server, error) {
	return wyoming.Listen(addr, Handler(t, info))
}
