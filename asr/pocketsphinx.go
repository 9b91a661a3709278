package asr

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// Pocketsphinx recognises 16 kHz, 16-bit mono speech with a
// pocketsphinx_batch process that stays up: each utterance is a file of
// raw samples, named on the process's control stream; the words it found,
// with their frames and acoustic scores (-hypseg), are read back from its
// output. With verification, there is a process for each warp of the
// front end, and one more that decodes the same file as a loop of any
// phones; a sentence that fits the audio much worse than the phones do,
// or that another warp hears as other words, is not heard (see Verify).
// A sentence through a decoy of the grammar (a run of Options.Decoys) is
// not heard either. One utterance is recognised at a time.
type Pocketsphinx struct {
	mu    sync.Mutex
	dir   string
	n     int
	batch string
	words []*batch
	// wordArgs are the arguments of the word decoders but their warp and
	// top rule; unasked the top rule heard while nothing is asked (""
	// for none), asked whether the decoders hear everything, want
	// whether they should, and closed whether the recogniser was closed.
	wordArgs []string
	unasked  string
	asked    bool
	want     atomic.Bool
	closed   bool
	// phones is the loop of phones' decoder (nil without verification),
	// phoneArgs its arguments.
	phones    *batch
	phoneArgs []string
	verify    Verify
	prons     Dict
	decoys    [][]string
	keys      map[string]bool
	does      func(a, b string) bool
	heard     func(Hypothesis)
}

// Options are what a recogniser hears with.
type Options struct {
	// Model is the acoustic model (DefaultModel when its Batch is "").
	Model Model
	// Grammar is a JSGF grammar the recogniser is held to ("": it may
	// say any words of the model's language model).
	Grammar string
	// Dict is the pronunciation of every word of the grammar (nil: the
	// model's dictionary's, and words made of them; see Cover).
	Dict Dict
	// Decoys are the words, and runs of words separated by spaces, that
	// only the grammar's decoys say (phrases.Grammar.DecoyRuns): a
	// sentence with one is refused.
	Decoys []string
	// Keys are the words whose confusion changes an action: with
	// verification, each must fit at Verify.MinKeyFit or better.
	Keys []string
	// Verify is the verification (nil: none).
	Verify *Verify
	// Unasked, when not "", is the grammar's top rule (as pocketsphinx
	// names it: "edge.unasked") heard while edge has asked nothing, until
	// Asked says it has: what the whole grammar says but it (replies) is
	// heard only after a question.
	Unasked string
	// Does, when not nil, says whether two sentences do the same (their
	// actions are the same): two warps that hear them agree (Agreement).
	Does func(a, b string) bool
	// Heard, when not nil, is told what the recogniser found in each
	// utterance, refused or not (for measuring it).
	Heard func(Hypothesis)
}

// NewPocketsphinx starts a recogniser.
func NewPocketsphinx(o Options) (*Pocketsphinx, error) {
	if o.Model.Batch == "" {
		o.Model = DefaultModel
	}
	if m := o.Model.Missing(); m != "" {
		return nil, errors.New(m)
	}
	dir, err := os.MkdirTemp("", "edge-pocketsphinx-")
	if err != nil {
		return nil, err
	}
	p := &Pocketsphinx{dir: dir, batch: o.Model.Batch, heard: o.Heard, decoys: runs(o.Decoys), keys: set(o.Keys), does: o.Does}
	if err := p.start(o); err != nil {
		p.Close()
		return nil, err
	}
	return p, nil
}

// grammarSearch are the grammar's search settings: its words are taken as
// the search ends, without a second pass over a lattice (-bestpath): the
// same words, for a tenth less of the CPU (docs/voice.md: Voice
// evaluation).
var grammarSearch = []string{"-bestpath", "no"}

func set(words []string) map[string]bool {
	out := map[string]bool{}
	for _, w := range words {
		out[w] = true
	}
	return out
}

func (p *Pocketsphinx) start(o Options) error {
	m := o.Model
	args := []string{"-adcin", "yes", "-cepdir", p.dir, "-cepext", ".raw", "-ctl", "/dev/stdin",
		"-hyp", "/dev/null", "-hypseg", "/dev/stdout", "-samprate", "16000", "-hmm", m.HMM}
	words := append(slices.Clip(args), "-lm", m.LM, "-dict", m.Dict)
	if o.Grammar != "" {
		d := o.Dict
		if d == nil {
			all, err := ReadDict(m.Dict)
			if err != nil {
				return err
			}
			made, missing := all.Cover(GrammarWords(o.Grammar), EspeakMaker(m.Espeak))
			if len(missing) > 0 {
				return fmt.Errorf("pocketsphinx: no pronunciation of %s", strings.Join(missing, ", "))
			}
			d = made
		}
		var b strings.Builder
		d.Write(&b, GrammarWords(o.Grammar))
		err := os.WriteFile(filepath.Join(p.dir, "home.dict"), []byte(b.String()), 0o600)
		if err == nil {
			err = os.WriteFile(filepath.Join(p.dir, "home.gram"), []byte(o.Grammar), 0o600)
		}
		if err != nil {
			return err
		}
		p.prons = d
		words = append(append(slices.Clip(args), "-jsgf", filepath.Join(p.dir, "home.gram"), "-dict", filepath.Join(p.dir, "home.dict")), grammarSearch...)
	}
	p.wordArgs = words
	if o.Grammar != "" {
		p.unasked = o.Unasked
	}
	if o.Verify != nil {
		p.verify = *o.Verify
	}
	if err := p.startWords(); err != nil {
		return err
	}
	if o.Verify == nil {
		return nil
	}
	// Context-independent phones: ten times faster than triphones.
	p.phoneArgs = append(slices.Clip(args), "-allphone", m.PhoneLM, "-allphone_ci", "yes")
	var err error
	p.phones, err = startBatch(m.Batch, p.phoneArgs)
	return err
}

// restart stops every process, as it is, and starts them again: one
// stopped or hung, the next utterance is heard.
func (p *Pocketsphinx) restart() error {
	for _, b := range p.batches() {
		b.kill()
	}
	p.words, p.phones = nil, nil
	if err := p.startWords(); err != nil {
		return err
	}
	if p.phoneArgs == nil {
		return nil
	}
	var err error
	p.phones, err = startBatch(p.batch, p.phoneArgs)
	return err
}

// startWords starts the word decoders, one for each warp of the
// verification (one unwarped without it), held to the top rule of what
// has been asked: all of them, or none.
func (p *Pocketsphinx) startWords() error {
	args := p.wordArgs
	if p.unasked != "" && !p.asked {
		args = append(slices.Clip(args), "-toprule", p.unasked)
	}
	var words []*batch
	for _, w := range p.verify.warps() {
		b, err := startBatch(p.batch, append(slices.Clip(args), warpArgs(w)...))
		if err != nil {
			for _, b := range words {
				b.close()
			}
			return err
		}
		words = append(words, b)
	}
	p.words = words
	return nil
}

// Asked tells the recogniser whether edge has asked a question (its
// reply clarifies or confirms), so that the next utterance may be a
// reply; with Options.Unasked, the word decoders are started again with
// the grammar's other top rule, now in the background (the question is
// being said), else at the next utterance.
func (p *Pocketsphinx) Asked(asked bool) {
	if p.unasked == "" || p.want.Swap(asked) == asked {
		return
	}
	go func() {
		p.mu.Lock()
		defer p.mu.Unlock()
		// An error is the next utterance's.
		_ = p.follow()
	}()
}

// follow starts the word decoders again when what was asked changed.
func (p *Pocketsphinx) follow() error {
	want := p.want.Load()
	if p.closed || want == p.asked && len(p.words) > 0 {
		return nil
	}
	var errs []error
	for _, b := range p.words {
		errs = append(errs, b.close())
	}
	p.words, p.asked = nil, want
	return errors.Join(append(errs, p.startWords())...)
}

// Hypothesis is what a recogniser found in an utterance.
type Hypothesis struct {
	// Text is the words, "" for none.
	Text string
	// Fit is how well the words fit the audio, with verification (see
	// Verify; 0 without it), whether they are heard or not.
	Fit float64
	// Refused is true of words verification refused: the recogniser
	// said "".
	Refused bool
	// Why says why words were refused: "fit" (none fits), "warps" (the
	// warps disagree), "outside" (speech before or after them), "pause"
	// (silence or noise between them), "key" (a key word fits badly),
	// "decoy" (a decoy was heard).
	Why string
	// Each is what was found with each warp of verification's.
	Each []Decoding
}

// Recognize says what was said in 16 kHz, 16-bit mono samples ("" for
// nothing the recogniser could hear, or words verification refuses).
func (p *Pocketsphinx) Recognize(pcm []byte) (string, error) {
	h, err := p.hear(pcm)
	if err != nil || h.Refused {
		return "", err
	}
	return h.Text, nil
}

// hear finds the words of 16 kHz, 16-bit mono samples, and, with
// verification, how well they fit.
func (p *Pocketsphinx) hear(pcm []byte) (Hypothesis, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if err := p.follow(); err != nil {
		return Hypothesis{}, err
	}
	if p.phones == nil && p.phoneArgs != nil {
		// started again after a failure, the phone loop did not start:
		// nothing is heard unverified.
		var err error
		if p.phones, err = startBatch(p.batch, p.phoneArgs); err != nil {
			return Hypothesis{}, err
		}
	}
	p.n++
	id := fmt.Sprintf("utt%d", p.n)
	file := filepath.Join(p.dir, id+".raw")
	if err := os.WriteFile(file, pcm, 0o600); err != nil {
		return Hypothesis{}, err
	}
	defer os.Remove(file)
	segs, err := p.decode(id, time.Duration(len(pcm))*time.Second/32000)
	if err != nil {
		return Hypothesis{}, errors.Join(err, p.restart())
	}
	var h Hypothesis
	if p.phones == nil {
		h.Text = segs[0].text()
		if p.decoy(h.Text) {
			h.Refused, h.Why = true, "decoy"
		}
	} else {
		each := make([]Decoding, len(p.words))
		for i, w := range p.verify.warps() {
			each[i] = decoding(w, segs[i], segs[len(segs)-1])
		}
		h = p.Decide(p.verify, each)
	}
	if p.heard != nil {
		p.heard(h)
	}
	return h, nil
}

// decode has every process decode an utterance's file at once: their
// segmentations, the phone loop's last.
func (p *Pocketsphinx) decode(id string, audio time.Duration) ([]segmentation, error) {
	all := p.batches()
	for _, b := range all {
		if err := b.send(id); err != nil {
			return nil, err
		}
	}
	deadline := time.Now().Add(decodeTimeout + 4*audio)
	segs := make([]segmentation, len(all))
	for i, b := range all {
		var err error
		if segs[i], err = b.read(id, deadline); err != nil {
			return nil, err
		}
	}
	return segs, nil
}

// decodeTimeout, and four times the audio's length, bound the decoding of
// an utterance (a tenth of a second of CPU for 2.5 s here): past it the
// process is taken to hang.
var decodeTimeout = 20 * time.Second

// Decide is what a verification makes of an utterance's decodings with
// this recogniser's words (Verify.Decide: words said alike, or sentences
// that do the same, agree), a sentence through a decoy refused too.
func (p *Pocketsphinx) Decide(v Verify, each []Decoding) Hypothesis {
	h := v.Decide(each, Agreement(p.SaidAlike, p.does), func(w string) bool { return p.keys[w] })
	if !h.Refused && p.decoy(h.Text) {
		h.Refused, h.Why = true, "decoy"
	}
	return h
}

// decoy reports whether a sentence says a run of a decoy.
func (p *Pocketsphinx) decoy(text string) bool {
	return saysRun(strings.Fields(text), p.decoys)
}

// runs splits runs of words separated by spaces.
func runs(list []string) [][]string {
	out := make([][]string, len(list))
	for i, r := range list {
		out[i] = strings.Fields(r)
	}
	return out
}

// saysRun reports whether words hold one of the runs, in a row.
func saysRun(words []string, runs [][]string) bool {
	for i := range words {
		for _, r := range runs {
			if len(r) > 0 && i+len(r) <= len(words) && slices.Equal(words[i:i+len(r)], r) {
				return true
			}
		}
	}
	return false
}

// Processes are the process ids of the recogniser's pocketsphinx
// processes (to measure what they take).
func (p *Pocketsphinx) Processes() []int {
	var out []int
	for _, b := range p.batches() {
		out = append(out, b.cmd.Process.Pid)
	}
	return out
}

// SaidAlike says whether two words of the grammar have a pronunciation in
// common ("tv" and "television").
func (p *Pocketsphinx) SaidAlike(a, b string) bool {
	for _, x := range p.prons[a] {
		if slices.Contains(p.prons[b], x) {
			return true
		}
	}
	return false
}

// batches are the recogniser's processes, the phone loop's last.
func (p *Pocketsphinx) batches() []*batch {
	if p.phones == nil {
		return p.words
	}
	return append(slices.Clip(p.words), p.phones)
}

// Close stops the recogniser.
func (p *Pocketsphinx) Close() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.closed = true
	var errs []error
	for _, b := range p.batches() {
		errs = append(errs, b.close())
	}
	if err := os.RemoveAll(p.dir); err != nil {
		errs = append(errs, err)
	}
	return errors.Join(errs...)
}

// tail keeps the end of a log.
type tail struct {
	mu  sync.Mutex
	buf []byte
}

func (t *tail) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf = append(t.buf, p...)
	if len(t.buf) > 4096 {
		t.buf = t.buf[len(t.buf)-4096:]
	}
	return len(p), nil
}

func (t *tail) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return strings.TrimSpace(string(t.buf))
}
