package voice_test

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"math/rand/v2"
	"net"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"edge/lang"
	"edge/voice"
	"edge/wyoming"
	"edge/wyoming/wyomingtest"
)

// This file is a room for edge listen: a loudspeaker whose sound comes
// back into the microphone late and softer, a person who speaks, and a
// recogniser that hears, in what the microphone gave it, the words said
// in the room (a transcript-only recogniser: what is under test is what
// edge sends it, not recognition).

// rate is the room's sample rate (format's).
const rate = 16000

// chunkSamples is 20 ms of the room's audio.
const chunkSamples = chunkBytes / 2

// word is a word said in some audio: its samples [from, to).
type word struct {
	from, to int
	text     string
}

// utterance is a text said: its samples and where each of its words lies.
type utterance struct {
	pcm   []int16
	words []word
}

// Pauses of the words a bank says: before and after a text, between its
// words, and at a punctuation mark.
const (
	edgePause   = 100 * time.Millisecond
	wordPause   = 60 * time.Millisecond
	phrasePause = 350 * time.Millisecond
)

// bankSpeed is how fast a bank's voices speak, in espeak-ng's words a
// minute: as briskly as neural voices do (a Chinese syllable said alone
// is long).
var bankSpeed = map[string]int{"en-us": 230, "cmn": 320}

// bank says texts with espeak-ng word by word, each word's silences cut
// and a short pause between, so that where each word lies is known. It
// keeps what it said, by its audio, and the words, by voice and word.
type bank struct {
	mu    sync.Mutex
	words map[string][]int16
	said  map[[sha256.Size]byte]utterance
}

func newBank() *bank {
	return &bank{words: map[string][]int16{}, said: map[[sha256.Size]byte]utterance{}}
}

// phraseEnds are the marks a text pauses at.
const phraseEnds = ".,?!;:\"，。？！；：、“”"

// say says a text in a language (its pack's words, wyomingtest's voice).
func (b *bank) say(text, code string) (utterance, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	ph, ok := lang.For(code).(lang.Phraser)
	voiceName := wyomingtest.Voices[code]
	if !ok || voiceName == "" {
		return utterance{}, fmt.Errorf("no voice for %q", code)
	}
	var u utterance
	u.pcm = make([]int16, samples(edgePause))
	for i, phrase := range strings.FieldsFunc(text, func(r rune) bool { return strings.ContainsRune(phraseEnds, r) }) {
		if i > 0 {
			u.pcm = append(u.pcm, make([]int16, samples(phrasePause-wordPause))...)
		}
		for _, w := range ph.Tokens(phrase) {
			pcm, err := b.word(w, voiceName)
			if err != nil {
				return u, err
			}
			u.words = append(u.words, word{from: len(u.pcm), to: len(u.pcm) + len(pcm), text: w})
			u.pcm = append(append(u.pcm, pcm...), make([]int16, samples(wordPause))...)
		}
	}
	if len(u.words) == 0 {
		return u, fmt.Errorf("no words in %q", text)
	}
	u.pcm = append(u.pcm, make([]int16, samples(edgePause))...)
	b.said[sha256.Sum256(pcmBytes(u.pcm))] = u
	return u, nil
}

// word says a word, its silences cut.
func (b *bank) word(w, voiceName string) ([]int16, error) {
	key := voiceName + " " + w
	if pcm, ok := b.words[key]; ok {
		return pcm, nil
	}
	raw, err := wyomingtest.Speak(w, voiceName, bankSpeed[voiceName])
	if err != nil {
		return nil, err
	}
	pcm := pcmSamples(raw)
	loud := func(s int16) bool { return s > 300 || s < -300 }
	first, last := slices.IndexFunc(pcm, loud), len(pcm)-1
	for last > first && !loud(pcm[last]) {
		last--
	}
	if first < 0 {
		return nil, fmt.Errorf("espeak-ng said nothing of %q", w)
	}
	b.words[key] = pcm[first : last+1]
	return b.words[key], nil
}

// lookup finds the text said in some audio.
func (b *bank) lookup(pcm []byte) (utterance, bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	u, ok := b.said[sha256.Sum256(pcm)]
	return u, ok
}

func samples(d time.Duration) int { return int(d.Seconds() * rate) }

func pcmSamples(b []byte) []int16 {
	s := make([]int16, len(b)/2)
	for i := range s {
		s[i] = int16(binary.LittleEndian.Uint16(b[2*i:]))
	}
	return s
}

func pcmBytes(s []int16) []byte {
	b := make([]byte, 0, 2*len(s))
	for _, v := range s {
		b = binary.LittleEndian.AppendUint16(b, uint16(v))
	}
	return b
}

// sendTimeout bounds sending an event of the bank's service.
const sendTimeout = 10 * time.Second

// serveBank serves a bank as a Wyoming TTS service on loopback until the
// test ends: synthesize {text, voice: {language}} → its audio.
func serveBank(t *testing.T, b *bank) string {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	conns := map[*wyoming.Conn]bool{}
	var wg sync.WaitGroup
	t.Cleanup(func() {
		ln.Close()
		mu.Lock()
		for c := range conns {
			c.Close()
		}
		mu.Unlock()
		wg.Wait()
	})
	info := wyoming.Info{TTS: []wyoming.Program{{Name: "bank", Installed: true, Attribution: wyoming.Attribution{Name: "espeak-ng"}}}}
	wg.Add(1)
	go func() {
		defer wg.Done()
		for {
			nc, err := ln.Accept()
			if err != nil {
				return
			}
			c := wyoming.NewConn(nc)
			mu.Lock()
			conns[c] = true
			mu.Unlock()
			wg.Add(1)
			go func() {
				defer wg.Done()
				defer c.Close()
				for {
					e, err := c.Read(time.Time{})
					if err != nil {
						return
					}
					if err := answerTTS(c, e, b, info); err != nil {
						c.Send(wyoming.TypeError, wyoming.Error{Text: err.Error()}, nil, sendTimeout)
						return
					}
				}
			}()
		}
	}()
	return "tcp://" + ln.Addr().String()
}

// answerTTS answers an event of the bank's TTS service.
func answerTTS(c *wyoming.Conn, e *wyoming.Event, b *bank, info wyoming.Info) error {
	switch e.Type {
	case wyoming.TypeDescribe:
		return c.Send(wyoming.TypeInfo, info, nil, sendTimeout)
	case wyoming.TypeSynthesize:
		var syn wyoming.Synthesize
		if err := e.Decode(&syn); err != nil {
			return err
		}
		if syn.Voice == nil {
			return errors.New("no voice asked for")
		}
		u, err := b.say(syn.Text, syn.Voice.Language)
		if err != nil {
			return err
		}
		pcm := pcmBytes(u.pcm)
		if err := c.Send(wyoming.TypeAudioStart, format, nil, sendTimeout); err != nil {
			return err
		}
		for i := 0; i < len(pcm); i += 4096 {
			if err := c.Send(wyoming.TypeAudioChunk, format, pcm[i:min(i+4096, len(pcm))], sendTimeout); err != nil {
				return err
			}
		}
		return c.Send(wyoming.TypeAudioStop, wyoming.AudioStop{}, nil, sendTimeout)
	}
	return nil
}

// mark is a word said in the room: its samples on the microphone's
// timeline, and whether edge said it.
type mark struct {
	word
	edge bool
}

// sound is audio in the room, from a sample of the microphone's timeline.
type sound struct {
	at  int
	pcm []int16
}

// says is what a person says: once edge has played `after` replies (0:
// from the start), `wait` after the last of them ended.
type says struct {
	after int
	wait  time.Duration
	u     utterance
}

// transcript is what the recogniser heard in an utterance: its words,
// and those of them edge said.
type transcript struct {
	words, edge []string
}

// echoGain is how loud edge's voice comes back into the microphone.
const echoGain = 0.5

// room is the microphone (a Mic, which hears what is said in the room a
// 20 ms chunk each 20 ms, over a faint noise floor), the loudspeaker (a
// Speaker, whose sound comes back into the microphone delay(its length)
// later, softer; buffered, it returns before it has played) and the recogniser (a wyomingtest.Transcriber, which
// finds the audio it is sent on the microphone's timeline and hears the
// words said there, each one when most of it was sent).
type room struct {
	bank     *bank
	delay    func(played time.Duration) time.Duration
	buffered bool

	mu       sync.Mutex
	t0       time.Time // when the microphone opened: its sample 0
	next     int       // the next chunk the microphone gives
	noise    *rand.Rand
	people   []says
	sounds   []sound
	marks    []mark
	heard    []byte // all the microphone gave
	played   int
	playedAt time.Time // when the last reply ends
	heardBy  []transcript
	lost     int // chunks sent to the recogniser that the microphone never gave
	errs     []string
}

func newRoom(b *bank, seed uint64, buffered bool, delay func(time.Duration) time.Duration, people ...says) *room {
	return &room{bank: b, delay: delay, buffered: buffered, people: people, noise: rand.New(rand.NewPCG(seed, 29))}
}

// index is the sample of the microphone's timeline at a time.
func (r *room) index(t time.Time) int { return samples(t.Sub(r.t0)) }

// place puts an utterance in the room from a sample, at a gain.
func (r *room) place(at int, u utterance, gain float64, edge bool) {
	pcm := make([]int16, len(u.pcm))
	for i, s := range u.pcm {
		pcm[i] = int16(float64(s) * gain)
	}
	r.sounds = append(r.sounds, sound{at: at, pcm: pcm})
	for _, w := range u.words {
		r.marks = append(r.marks, mark{word: word{from: at + w.from, to: at + w.to, text: w.text}, edge: edge})
	}
}

func (r *room) String() string { return "the room's microphone" }

// Open starts the microphone's timeline.
func (r *room) Open(context.Context) (voice.Stream, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.t0.IsZero() {
		r.t0 = time.Now()
	}
	return roomStream{r}, nil
}

type roomStream struct{ r *room }

func (s roomStream) Close() error { return nil }

// Read gives the next chunk once it is heard.
func (s roomStream) Read() (wyoming.Audio, []byte, error) {
	r := s.r
	r.mu.Lock()
	n := r.next
	r.next++
	ready := r.t0.Add(time.Duration(n+1) * 20 * time.Millisecond)
	r.mu.Unlock()
	time.Sleep(time.Until(ready))
	r.mu.Lock()
	defer r.mu.Unlock()
	for len(r.people) > 0 && r.played >= r.people[0].after {
		p := r.people[0]
		base := r.t0
		if p.after > 0 {
			base = r.playedAt
		}
		r.place(max(r.index(base.Add(p.wait)), n*chunkSamples), p.u, 1, false)
		r.people = r.people[1:]
	}
	out := make([]byte, 0, chunkBytes)
	for i := n * chunkSamples; i < (n+1)*chunkSamples; i++ {
		v := float64(r.noise.IntN(41) - 20)
		for _, snd := range r.sounds {
			if j := i - snd.at; j >= 0 && j < len(snd.pcm) {
				v += float64(snd.pcm[j])
			}
		}
		out = binary.LittleEndian.AppendUint16(out, uint16(int16(max(-32768, min(32767, v)))))
	}
	r.heard = append(r.heard, out...)
	return format, out, nil
}

// speaker is the room's loudspeaker.
type speaker struct{ r *room }

func (s speaker) String() string { return "the room's loudspeaker" }

// Play plays a reply; it comes back into the microphone the room's delay
// after it starts. A buffered loudspeaker returns at once; another one
// when the reply has played, and an echo that starts after the reply is
// then placed after the reply as played.
func (s speaker) Play(ctx context.Context, a wyoming.Audio, pcm []byte) error {
	r := s.r
	u, ok := r.bank.lookup(pcm)
	length := time.Duration(len(pcm)) * time.Second / time.Duration(max(1, a.BytesPerSecond()))
	delay := r.delay(length)
	echo := func(at time.Time) {
		r.mu.Lock()
		defer r.mu.Unlock()
		if a != format || !ok {
			r.errs = append(r.errs, fmt.Sprintf("played %d bytes of %+v the bank did not say", len(pcm), a))
		}
		r.place(r.index(at), u, echoGain, true)
	}
	start := time.Now()
	end := start.Add(length)
	if delay < length || r.buffered {
		echo(start.Add(delay))
	}
	if !r.buffered {
		select {
		case <-ctx.Done():
		case <-time.After(length):
		}
		end = time.Now()
		if delay >= length {
			echo(end.Add(delay - length))
		}
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	r.played++
	r.playedAt = end
	return nil
}

// Transcribe hears the words of the room the audio holds.
func (r *room) Transcribe(pcm []byte, _ wyoming.Audio, _ string) (string, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	sent := map[int]bool{} // the chunks of the timeline sent
	from := 0
	for i := 0; i+chunkBytes <= len(pcm); i += chunkBytes {
		c := pcm[i : i+chunkBytes]
		at := bytes.Index(r.heard[from:], c)
		if at >= 0 {
			at += from
		} else {
			at = bytes.Index(r.heard, c)
		}
		if at < 0 || at%chunkBytes != 0 {
			r.lost++
			continue
		}
		sent[at/chunkBytes], from = true, at+chunkBytes
	}
	var t transcript
	marks := slices.Clone(r.marks)
	slices.SortStableFunc(marks, func(a, b mark) int { return a.from - b.from })
	for _, m := range marks {
		n := 0
		for i := m.from / chunkSamples; i <= (m.to-1)/chunkSamples; i++ {
			if sent[i] {
				n += min(m.to, (i+1)*chunkSamples) - max(m.from, i*chunkSamples)
			}
		}
		if 2*n > m.to-m.from {
			t.words = append(t.words, m.text)
			if m.edge {
				t.edge = append(t.edge, m.text)
			}
		}
	}
	r.heardBy = append(r.heardBy, t)
	return strings.Join(t.words, " "), nil
}
