// Package asr is edge's speech recogniser: Debian's pocketsphinx (a
// child process, so that edge stays one static binary) held to a home's
// grammar (edge phrases), with the grammar's decoys for what the home
// lacks, and verification (Verify: decodings with two warps of the front
// end that must agree, each fitted against a loop of phones, key words
// fitted on their own): what is not a command of the home is heard as
// nothing. It serves as a Wyoming speech-to-text service (Serve: edge stt,
// and edge listen --asr pocketsphinx), rebuilt when the home changes
// (Live), and makes the pronunciation of every word of a grammar (Dict,
// Cover: the model's dictionary, words made of its words, espeak-ng's
// phonemes, or a pack's readings in a phone set).
package asr

import (
	"fmt"

	"edge/wyoming"
)

// Transcriber says what was said in some audio, in a language ("" for
// nothing heard, or nothing that is a command).
type Transcriber interface {
	Transcribe(pcm []byte, format wyoming.Audio, language string) (string, error)
}

// Format is the audio a recogniser hears: 16 kHz, 16-bit mono.
var Format = wyoming.Audio{Rate: 16000, Width: 2, Channels: 1}

// Transcribe recognises 16 kHz, 16-bit mono audio.
func (p *Pocketsphinx) Transcribe(pcm []byte, a wyoming.Audio, _ string) (string, error) {
	if a.Format() != Format {
		return "", fmt.Errorf("pocketsphinx hears %d Hz, %d-byte, %d-channel audio, not %d Hz, %d-byte, %d-channel",
			Format.Rate, Format.Width, Format.Channels, a.Rate, a.Width, a.Channels)
	}
	return p.Recognize(pcm)
}
