// Package wyomingtest runs real speech components behind Wyoming servers
// on loopback, for tests and the voice evaluation: an ASR service wrapping
// Debian's pocketsphinx (with a home's JSGF grammar from edge phrases,
// decoded with two warps of the front end, each sentence verified against
// a loop of phones, so that audio it fits badly, or that the warps hear
// as different words, is heard as nothing (Verify); or with its general
// language model), a TTS service wrapping espeak-ng, a wake-word service,
// and a transcript-only ASR for languages no packaged recogniser hears.
package wyomingtest

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
)

// The files of Debian's pocketsphinx and pocketsphinx-en-us.
var (
	PocketsphinxBatch = "pocketsphinx_batch"
	ModelDir          = "/usr/share/pocketsphinx/model/en-us"
)

func hmm() string  { return filepath.Join(ModelDir, "en-us") }
func dict() string { return filepath.Join(ModelDir, "cmudict-en-us.dict") }
func lm() string   { return filepath.Join(ModelDir, "en-us.lm.bin") }
func phoneLM() string {
	return filepath.Join(ModelDir, "en-us-phone.lm.bin")
}

// PocketsphinxMissing says what of pocketsphinx is missing ("" when
// nothing is), and how to install it.
func PocketsphinxMissing() string {
	if _, err := exec.LookPath(PocketsphinxBatch); err != nil {
		return "no " + PocketsphinxBatch + " (apt-get install pocketsphinx)"
	}
	for _, f := range []string{hmm(), dict(), lm(), phoneLM()} {
		if _, err := os.Stat(f); err != nil {
			return "no " + f + " (apt-get install pocketsphinx-en-us)"
		}
	}
	return ""
}

// Pocketsphinx recognises 16 kHz, 16-bit mono speech with a
// pocketsphinx_batch process that stays up: each utterance is a file of
// raw samples, named on the process's control stream; the words it found,
// with their frames and acoustic scores (-hypseg), are read back from its
// output. With verification, there is a process for each warp of the
// front end, and one more that decodes the same file as a loop of any
// phones; a sentence that fits the audio much worse than the phones do,
// or that another warp hears as other words, is not heard (see Verify).
// One utterance is recognised at a time.
type Pocketsphinx struct {
	mu     sync.Mutex
	dir    string
	n      int
	words  []*batch
	phones *batch
	verify Verify
	prons  map[string][]string
	heard  []Hypothesis
}

// NewPocketsphinx starts a recogniser held to a JSGF grammar, or, with
// grammar "", free to say any words of its general language model; with
// verify (nil: none), it says nothing of a sentence that verify refuses.
// Words of the grammar the dictionary lacks are said as the dictionary's
// words they are made of ("unmute": "un" "mute"); a word that is none is
// an error.
func NewPocketsphinx(grammar string, verify *Verify) (*Pocketsphinx, error) {
	if m := PocketsphinxMissing(); m != "" {
		return nil, errors.New(m)
	}
	dir, err := os.MkdirTemp("", "edge-pocketsphinx-")
	if err != nil {
		return nil, err
	}
	p := &Pocketsphinx{dir: dir}
	if err := p.start(grammar, verify); err != nil {
		p.Close()
		return nil, err
	}
	return p, nil
}

func (p *Pocketsphinx) start(grammar string, verify *Verify) error {
	args := []string{"-adcin", "yes", "-cepdir", p.dir, "-cepext", ".raw", "-ctl", "/dev/stdin",
		"-hyp", "/dev/null", "-hypseg", "/dev/stdout", "-samprate", "16000", "-hmm", hmm()}
	words := append(slices.Clip(args), "-lm", lm(), "-dict", dict())
	if grammar != "" {
		d, prons, err := grammarDict(grammar)
		if err == nil {
			err = os.WriteFile(filepath.Join(p.dir, "home.dict"), d, 0o600)
		}
		if err == nil {
			err = os.WriteFile(filepath.Join(p.dir, "home.gram"), []byte(grammar), 0o600)
		}
		if err != nil {
			return err
		}
		p.prons = prons
		words = append(slices.Clip(args), "-jsgf", filepath.Join(p.dir, "home.gram"), "-dict", filepath.Join(p.dir, "home.dict"))
	}
	if verify == nil {
		b, err := startBatch(words)
		if err == nil {
			p.words = []*batch{b}
		}
		return err
	}
	p.verify = *verify
	for _, w := range p.verify.warps() {
		b, err := startBatch(append(slices.Clip(words), warpArgs(w)...))
		if err != nil {
			return err
		}
		p.words = append(p.words, b)
	}
	// Context-independent phones: ten times faster than triphones.
	var err error
	p.phones, err = startBatch(append(slices.Clip(args), "-allphone", phoneLM(), "-allphone_ci", "yes"))
	return err
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
	p.n++
	id := fmt.Sprintf("utt%d", p.n)
	file := filepath.Join(p.dir, id+".raw")
	if err := os.WriteFile(file, pcm, 0o600); err != nil {
		return Hypothesis{}, err
	}
	defer os.Remove(file)
	// Every process decodes the file at once.
	all := p.batches()
	for _, b := range all {
		if err := b.send(id); err != nil {
			return Hypothesis{}, err
		}
	}
	segs := make([]segmentation, len(all))
	for i, b := range all {
		var err error
		if segs[i], err = b.read(id); err != nil {
			return Hypothesis{}, err
		}
	}
	var h Hypothesis
	if p.phones == nil {
		h.Text = segs[0].text()
	} else {
		each := make([]Decoding, len(p.words))
		for i, w := range p.verify.warps() {
			each[i] = Decoding{Warp: w, Words: segs[i].words(), Fit: fit(segs[i], segs[len(segs)-1])}
		}
		h = p.verify.Decide(each, p.SaidAlike)
	}
	p.heard = append(p.heard, h)
	return h, nil
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

// Heard lists what the recogniser found in each utterance so far, words
// refused included.
func (p *Pocketsphinx) Heard() []Hypothesis {
	p.mu.Lock()
	defer p.mu.Unlock()
	return slices.Clone(p.heard)
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
	var errs []error
	for _, b := range p.batches() {
		errs = append(errs, b.close())
	}
	os.RemoveAll(p.dir)
	return errors.Join(errs...)
}

// grammarDict is the dictionary of the words of a JSGF grammar: each word's
// pronunciations in Debian's dictionary, or those of the words it is made
// of; and those pronunciations by word.
func grammarDict(grammar string) ([]byte, map[string][]string, error) {
	words := grammarWords(grammar)
	f, err := os.Open(dict())
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	all := map[string][]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		w, pron, ok := strings.Cut(sc.Text(), " ")
		if !ok {
			continue
		}
		if i := strings.IndexByte(w, '('); i > 0 {
			w = w[:i]
		}
		all[w] = append(all[w], strings.TrimSpace(pron))
	}
	if err := sc.Err(); err != nil {
		return nil, nil, err
	}
	var b bytes.Buffer
	var missing []string
	byWord := map[string][]string{}
	for _, w := range words {
		prons := all[w]
		if len(prons) == 0 {
			if p, ok := compose(w, all); ok {
				prons = []string{p}
			}
		}
		if len(prons) == 0 {
			missing = append(missing, w)
		}
		byWord[w] = prons
		for i, p := range prons {
			if i == 0 {
				fmt.Fprintf(&b, "%s %s\n", w, p)
			} else {
				fmt.Fprintf(&b, "%s(%d) %s\n", w, i+1, p)
			}
		}
	}
	if len(missing) > 0 {
		return nil, nil, fmt.Errorf("pocketsphinx: no pronunciation of %s", strings.Join(missing, ", "))
	}
	return b.Bytes(), byWord, nil
}

// jsgfWord is a word of a grammar: what is not a rule, a mark or a
// keyword.
var jsgfWord = regexp.MustCompile(`<[^>]*>|"[^"]*"|[^\s|;=()\[\]*+<>"]+`)

// grammarWords lists the words of a JSGF grammar's rules, sorted.
func grammarWords(grammar string) []string {
	seen := map[string]bool{}
	for _, line := range strings.Split(grammar, "\n") {
		if strings.HasPrefix(line, "#") || strings.HasPrefix(line, "grammar ") {
			continue
		}
		if _, body, ok := strings.Cut(line, " = "); ok {
			line = body
		}
		for _, w := range jsgfWord.FindAllString(line, -1) {
			if !strings.HasPrefix(w, "<") {
				seen[strings.Trim(w, `"`)] = true
			}
		}
	}
	out := make([]string, 0, len(seen))
	for w := range seen {
		out = append(out, w)
	}
	slices.Sort(out)
	return out
}

// compose says a word as the fewest dictionary words of two or more
// letters it is made of, in a row ("extractor": "extract" "or").
func compose(w string, all map[string][]string) (string, bool) {
	best := make([][]string, len(w)+1)
	best[0] = []string{}
	for i := 0; i < len(w); i++ {
		if best[i] == nil {
			continue
		}
		for j := i + 2; j <= len(w); j++ {
			if p := all[w[i:j]]; len(p) > 0 && (best[j] == nil || len(best[j]) > len(best[i])+1) {
				best[j] = append(slices.Clone(best[i]), p[0])
			}
		}
	}
	if best[len(w)] == nil {
		return "", false
	}
	return strings.Join(best[len(w)], " "), true
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
