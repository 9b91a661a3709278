package wyomingtest

import (
	"encoding/binary"
	"math"

	"edge/asr"
	"edge/wyoming"
)

// Segmenting the audio a wake-word service hears: 20 ms frames of 16 kHz
// 16-bit mono, speech above an RMS of speechRMS, an utterance ended by
// endFrames of silence.
const (
	frameBytes = 640
	speechRMS  = 300
	endFrames  = 25
)

// ServeWake serves a wake-word service that hears its word with a
// recogniser: each utterance in the audio after detect is recognised, and
// one that is the word alone is a detection {name: word}. The recogniser
// should know other words too (the home's sentences), so that they are
// not heard as the word.
func ServeWake(t asr.Transcriber, word string) (*wyoming.Server, error) {
	info := wyoming.Info{Wake: []wyoming.Program{{Name: "wyomingtest-wake", Installed: true, Attribution: wyoming.Attribution{Name: "edge"},
		Models: []wyoming.Model{{Name: word, Installed: true, Languages: []string{"en"}, Attribution: wyoming.Attribution{Name: "edge"}}}}}}
	return serve(func() func(*wyoming.Conn, *wyoming.Event) error {
		var format wyoming.Audio
		var pending, utt []byte
		silent := 0
		return func(c *wyoming.Conn, e *wyoming.Event) error {
			switch e.Type {
			case wyoming.TypeDescribe:
				return c.Send(wyoming.TypeInfo, info, nil, writeTimeout)
			case wyoming.TypeDetect, wyoming.TypeAudioStart:
				pending, utt, silent = nil, nil, 0
				return nil
			case wyoming.TypeAudioChunk:
				if err := e.Decode(&format); err != nil {
					return err
				}
			default:
				return nil
			}
			pending = append(pending, e.Payload...)
			for len(pending) >= frameBytes {
				f := pending[:frameBytes]
				pending = pending[frameBytes:]
				if rms(f) > speechRMS {
					utt, silent = append(utt, f...), 0
					continue
				}
				if len(utt) == 0 {
					continue
				}
				utt = append(utt, f...)
				if silent++; silent < endFrames {
					continue
				}
				text, err := t.Transcribe(utt, format.Format(), "")
				utt, silent = nil, 0
				if err != nil {
					return err
				}
				if text == word {
					if err := c.Send(wyoming.TypeDetection, wyoming.Detection{Name: word}, nil, writeTimeout); err != nil {
						return err
					}
				}
			}
			pending = append([]byte(nil), pending...)
			return nil
		}
	})
}

// rms is the root mean square of 16-bit samples.
func rms(pcm []byte) float64 {
	var sum float64
	n := len(pcm) / 2
	for i := 0; i+1 < len(pcm); i += 2 {
		s := float64(int16(binary.LittleEndian.Uint16(pcm[i:])))
		sum += s * s
	}
	if n == 0 {
		return 0
	}
	return math.Sqrt(sum / float64(n))
}
