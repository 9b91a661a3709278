// Package wyomingtest runs real speech components behind Wyoming servers
// on loopback, for tests and the voice evaluation: an ASR service wrapping
// Debian's pocketsphinx (with a home's JSGF grammar from edge phrases, or
// its general language model), a TTS service wrapping espeak-ng, a
// wake-word service, and a transcript-only ASR for languages no packaged
// recogniser hears.
package wyomingtest

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
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

// PocketsphinxMissing says what of pocketsphinx is missing ("" when
// nothing is), and how to install it.
func PocketsphinxMissing() string {
	if _, err := exec.LookPath(PocketsphinxBatch); err != nil {
		return "no " + PocketsphinxBatch + " (apt-get install pocketsphinx)"
	}
	for _, f := range []string{hmm(), dict(), lm()} {
		if _, err := os.Stat(f); err != nil {
			return "no " + f + " (apt-get install pocketsphinx-en-us)"
		}
	}
	return ""
}

// Pocketsphinx recognises 16 kHz, 16-bit mono speech with one
// pocketsphinx_batch process that stays up: each utterance is a file of
// raw samples, named on the process's control stream; its hypothesis is
// read back from its output. One utterance is recognised at a time.
type Pocketsphinx struct {
	mu   sync.Mutex
	cmd  *exec.Cmd
	ctl  io.WriteCloser
	hyp  *bufio.Reader
	dir  string
	n    int
	logs *tail
}

// NewPocketsphinx starts a recogniser held to a JSGF grammar, or, with
// grammar "", free to say any words of its general language model. Words
// of the grammar the dictionary lacks are said as the dictionary's words
// they are made of ("unmute": "un" "mute"); a word that is none is an
// error.
func NewPocketsphinx(grammar string) (*Pocketsphinx, error) {
	if m := PocketsphinxMissing(); m != "" {
		return nil, errors.New(m)
	}
	dir, err := os.MkdirTemp("", "edge-pocketsphinx-")
	if err != nil {
		return nil, err
	}
	args := []string{"-adcin", "yes", "-cepdir", dir, "-cepext", ".raw", "-ctl", "/dev/stdin", "-hyp", "/dev/stdout",
		"-samprate", "16000", "-hmm", hmm()}
	if grammar == "" {
		args = append(args, "-lm", lm(), "-dict", dict())
	} else {
		words, err := grammarDict(grammar)
		if err == nil {
			err = os.WriteFile(filepath.Join(dir, "home.dict"), words, 0o600)
		}
		if err == nil {
			err = os.WriteFile(filepath.Join(dir, "home.gram"), []byte(grammar), 0o600)
		}
		if err != nil {
			os.RemoveAll(dir)
			return nil, err
		}
		args = append(args, "-jsgf", filepath.Join(dir, "home.gram"), "-dict", filepath.Join(dir, "home.dict"))
	}
	p := &Pocketsphinx{dir: dir, logs: &tail{}}
	p.cmd = exec.Command(PocketsphinxBatch, args...)
	p.cmd.Stderr = p.logs
	if p.ctl, err = p.cmd.StdinPipe(); err == nil {
		var out io.ReadCloser
		if out, err = p.cmd.StdoutPipe(); err == nil {
			p.hyp = bufio.NewReader(out)
			err = p.cmd.Start()
		}
	}
	if err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	return p, nil
}

// Recognize says what was said in 16 kHz, 16-bit mono samples ("" for
// nothing the recogniser could hear).
func (p *Pocketsphinx) Recognize(pcm []byte) (string, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.n++
	id := fmt.Sprintf("utt%d", p.n)
	file := filepath.Join(p.dir, id+".raw")
	if err := os.WriteFile(file, pcm, 0o600); err != nil {
		return "", err
	}
	defer os.Remove(file)
	if _, err := fmt.Fprintln(p.ctl, id); err != nil {
		return "", p.failed(err)
	}
	line, err := p.hyp.ReadString('\n')
	if err != nil {
		return "", p.failed(err)
	}
	text, ok := strings.CutSuffix(strings.TrimSpace(line), ")")
	i := strings.LastIndex(text, " ("+id+" ")
	if !ok || i < 0 && !strings.HasPrefix(text, "("+id+" ") {
		return "", fmt.Errorf("pocketsphinx: unexpected output %q", line)
	}
	if i < 0 {
		return "", nil
	}
	return strings.TrimSpace(text[:i]), nil
}

// failed is the error of a recogniser that stopped, with the end of its
// log.
func (p *Pocketsphinx) failed(err error) error {
	return fmt.Errorf("pocketsphinx stopped (%v): %s", err, p.logs.String())
}

// Close stops the recogniser.
func (p *Pocketsphinx) Close() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.ctl.Close()
	err := p.cmd.Wait()
	os.RemoveAll(p.dir)
	return err
}

// grammarDict is the dictionary of the words of a JSGF grammar: each word's
// pronunciations in Debian's dictionary, or those of the words it is made
// of.
func grammarDict(grammar string) ([]byte, error) {
	words := grammarWords(grammar)
	f, err := os.Open(dict())
	if err != nil {
		return nil, err
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
		all[w] = append(all[w], pron)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	var b bytes.Buffer
	var missing []string
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
		for i, p := range prons {
			if i == 0 {
				fmt.Fprintf(&b, "%s %s\n", w, p)
			} else {
				fmt.Fprintf(&b, "%s(%d) %s\n", w, i+1, p)
			}
		}
	}
	if len(missing) > 0 {
		return nil, fmt.Errorf("pocketsphinx: no pronunciation of %s", strings.Join(missing, ", "))
	}
	return b.Bytes(), nil
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
