package wyoming

import "slices"

// Event types edge uses, and their data, as the Python library names them.
const (
	TypeDescribe   = "describe"
	TypeInfo       = "info"
	TypeAudioStart = "audio-start"
	TypeAudioChunk = "audio-chunk"
	TypeAudioStop  = "audio-stop"
	TypeTranscribe = "transcribe"
	TypeTranscript = "transcript"
	TypeSynthesize = "synthesize"
	TypeDetect     = "detect"
	TypeDetection  = "detection"
	TypeNotDetect  = "not-detected"
	TypePlayed     = "played"
	TypeError      = "error"
)

// Audio is the format of audio: rate in hertz, width in bytes a sample,
// channels. The data of audio-start and audio-chunk (the chunk's samples
// are its payload); Timestamp in milliseconds, optional.
type Audio struct {
	Rate      int    `json:"rate"`
	Width     int    `json:"width"`
	Channels  int    `json:"channels"`
	Timestamp *int64 `json:"timestamp"`
}

// Format is the audio's format without its timestamp.
func (a Audio) Format() Audio { return Audio{Rate: a.Rate, Width: a.Width, Channels: a.Channels} }

// BytesPerSecond is how many bytes a second of audio of the format takes.
func (a Audio) BytesPerSecond() int { return a.Rate * a.Width * a.Channels }

// AudioStop is the data of audio-stop.
type AudioStop struct {
	Timestamp *int64 `json:"timestamp"`
}

// Transcribe asks an ASR service for the transcript of the audio that
// follows (audio-start, audio-chunk..., audio-stop).
type Transcribe struct {
	Name     string `json:"name,omitempty"`
	Language string `json:"language,omitempty"`
}

// Transcript is an ASR service's answer.
type Transcript struct {
	Text     string `json:"text"`
	Language string `json:"language,omitempty"`
}

// Synthesize asks a TTS service to say a text; it answers audio-start,
// audio-chunk..., audio-stop.
type Synthesize struct {
	Text  string           `json:"text"`
	Voice *SynthesizeVoice `json:"voice,omitempty"`
}

// SynthesizeVoice is the voice to say a text with: its name (with a
// speaker), or else a language.
type SynthesizeVoice struct {
	Name     string `json:"name,omitempty"`
	Language string `json:"language,omitempty"`
	Speaker  string `json:"speaker,omitempty"`
}

// Detect asks a wake-word service to listen for some of its models (all
// when Names is empty) in the audio that follows.
type Detect struct {
	Names []string `json:"names"`
}

// Detection is a wake word heard.
type Detection struct {
	Name      string `json:"name,omitempty"`
	Timestamp *int64 `json:"timestamp,omitempty"`
}

// Error is the data of an error event.
type Error struct {
	Text string `json:"text"`
	Code string `json:"code,omitempty"`
}

// Info is what a service offers (the answer to describe): the programs of
// each kind of service, each with its models (or voices) and their
// languages.
type Info struct {
	ASR  []Program `json:"asr,omitempty"`
	TTS  []Program `json:"tts,omitempty"`
	Wake []Program `json:"wake,omitempty"`
	Mic  []Program `json:"mic,omitempty"`
	Snd  []Program `json:"snd,omitempty"`
}

// Attribution says who made a program or model.
type Attribution struct {
	Name string `json:"name"`
	URL  string `json:"url"`
}

// Program is one program of a service.
type Program struct {
	Name        string      `json:"name"`
	Description string      `json:"description,omitempty"`
	Attribution Attribution `json:"attribution"`
	Installed   bool        `json:"installed"`
	Version     string      `json:"version,omitempty"`
	Models      []Model     `json:"models,omitempty"`
	Voices      []Model     `json:"voices,omitempty"`
}

// Model is a model (or a voice) of a program.
type Model struct {
	Name        string      `json:"name"`
	Description string      `json:"description,omitempty"`
	Attribution Attribution `json:"attribution"`
	Installed   bool        `json:"installed"`
	Languages   []string    `json:"languages"`
}

// Kinds lists the kinds of service an info offers ("asr", "tts").
func (i Info) Kinds() []string {
	var out []string
	for _, k := range []struct {
		name string
		ps   []Program
	}{{"asr", i.ASR}, {"tts", i.TTS}, {"wake", i.Wake}, {"mic", i.Mic}, {"snd", i.Snd}} {
		if len(k.ps) > 0 {
			out = append(out, k.name)
		}
	}
	return out
}

// Languages lists the languages of the models (or voices) of the programs
// of a kind of service ("asr"), each once.
func (i Info) Languages(kind string) []string {
	programs := map[string][]Program{"asr": i.ASR, "tts": i.TTS, "wake": i.Wake, "mic": i.Mic, "snd": i.Snd}[kind]
	var out []string
	for _, p := range programs {
		for _, m := range append(append([]Model(nil), p.Models...), p.Voices...) {
			for _, l := range m.Languages {
				if !slices.Contains(out, l) {
					out = append(out, l)
				}
			}
		}
	}
	return out
}
