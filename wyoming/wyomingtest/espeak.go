// Package wyomingtest runs real speech components behind Wyoming servers
// on loopback, for tests and the voice evaluation: speech made by
// espeak-ng (Say, Speak), a TTS service wrapping it, an ASR service of any
// recogniser (edge's own, package asr, or Script: a transcript-only
// recogniser for languages no packaged recogniser hears) and a wake-word
// service.
package wyomingtest

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"os/exec"
	"strconv"
	"time"

	"edge/wyoming"
)

// The programs of Debian's espeak-ng and sox.
var (
	Espeak = "espeak-ng"
	Sox    = "sox"
)

// EspeakMissing says what of espeak-ng and sox is missing ("" when
// nothing is), and how to install it.
func EspeakMissing() string {
	for _, p := range []struct{ bin, pkg string }{{Espeak, "espeak-ng"}, {Sox, "sox"}} {
		if _, err := exec.LookPath(p.bin); err != nil {
			return "no " + p.bin + " (apt-get install " + p.pkg + ")"
		}
	}
	return ""
}

// Say says a text with an espeak-ng voice ("en-us", "cmn") at a speed in
// words a minute (0 for espeak-ng's own): a WAV file.
func Say(text, voice string, speed int) ([]byte, error) {
	args := []string{"--stdout", "-v", voice}
	if speed > 0 {
		args = append(args, "-s", strconv.Itoa(speed))
	}
	return runTool(nil, Espeak, append(args, "--", text)...)
}

// Speak says a text as a microphone hears it: 16 kHz, 16-bit mono
// samples (espeak-ng, resampled by sox).
func Speak(text, voice string, speed int) ([]byte, error) {
	wav, err := Say(text, voice, speed)
	if err != nil {
		return nil, err
	}
	return runTool(wav, Sox, "-q", "-R", "-t", "wav", "-", "-t", "raw", "-r", "16000", "-e", "signed-integer", "-b", "16", "-c", "1", "-")
}

// toolTimeout bounds a run of espeak-ng or sox, which takes a fraction of
// a second: one that has not ended by then is killed and run once more
// (a child of a program under user-mode emulation may never end).
const toolTimeout = 30 * time.Second

// runTool runs a program with its standard input: its standard output.
func runTool(stdin []byte, name string, args ...string) ([]byte, error) {
	for try := 0; ; try++ {
		ctx, cancel := context.WithTimeout(context.Background(), toolTimeout)
		var out, errs bytes.Buffer
		cmd := exec.CommandContext(ctx, name, args...)
		cmd.Stdin, cmd.Stdout, cmd.Stderr = bytes.NewReader(stdin), &out, &errs
		cmd.WaitDelay = time.Second
		err := cmd.Run()
		timedOut := ctx.Err() != nil
		cancel()
		switch {
		case err == nil:
			return out.Bytes(), nil
		case timedOut && try == 0:
			continue
		case timedOut:
			return nil, fmt.Errorf("%s: did not end in %v, twice", name, toolTimeout)
		}
		return nil, fmt.Errorf("%s: %v: %s", name, err, bytes.TrimSpace(errs.Bytes()))
	}
}

// ParseWAV reads a PCM WAV file: its format and its samples. A data
// chunk whose size says more than the file holds (espeak-ng writing to a
// pipe) is taken to the end.
func ParseWAV(b []byte) (wyoming.Audio, []byte, error) {
	if len(b) < 12 || string(b[:4]) != "RIFF" || string(b[8:12]) != "WAVE" {
		return wyoming.Audio{}, nil, errors.New("not a WAV file")
	}
	var a wyoming.Audio
	fmtSeen := false
	for i := 12; i+8 <= len(b); {
		id, size := string(b[i:i+4]), int(binary.LittleEndian.Uint32(b[i+4:i+8]))
		body := b[i+8:]
		if size < len(body) {
			body = body[:size]
		}
		switch id {
		case "fmt ":
			if len(body) < 16 || binary.LittleEndian.Uint16(body[0:2]) != 1 {
				return a, nil, errors.New("WAV: not PCM")
			}
			a.Channels = int(binary.LittleEndian.Uint16(body[2:4]))
			a.Rate = int(binary.LittleEndian.Uint32(body[4:8]))
			a.Width = int(binary.LittleEndian.Uint16(body[14:16])) / 8
			fmtSeen = true
		case "data":
			if !fmtSeen {
				return a, nil, errors.New("WAV: data before fmt")
			}
			return a, body, nil
		}
		i += 8 + size + size%2
	}
	return a, nil, errors.New("WAV: no data")
}
