package asr

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"time"
)

// batch is a pocketsphinx_batch process that stays up, told the
// utterances to decode on its standard input and writing each one's
// segmentation (-hypseg) on its standard output.
type batch struct {
	cmd  *exec.Cmd
	ctl  io.WriteCloser
	pipe *os.File
	out  *bufio.Reader
	logs *tail
}

func startBatch(program string, args []string) (*batch, error) {
	b := &batch{cmd: exec.Command(program, args...), logs: &tail{}}
	b.cmd.Stderr = b.logs
	// Its log copied past its end for no longer than this (a process it
	// started may hold it open).
	b.cmd.WaitDelay = closeTimeout
	var err error
	if b.ctl, err = b.cmd.StdinPipe(); err != nil {
		return nil, err
	}
	var w *os.File
	b.pipe, w, err = os.Pipe()
	if err != nil {
		return nil, err
	}
	b.cmd.Stdout = w
	b.out = bufio.NewReader(b.pipe)
	err = b.cmd.Start()
	w.Close()
	if err != nil {
		b.pipe.Close()
		return nil, err
	}
	return b, nil
}

// send asks for the utterance of a file of the control directory.
func (b *batch) send(id string) error {
	if _, err := fmt.Fprintln(b.ctl, id); err != nil {
		return b.failed(err)
	}
	return nil
}

// read reads back the segmentation of an utterance asked for, by a
// deadline.
func (b *batch) read(id string, deadline time.Time) (segmentation, error) {
	if err := b.pipe.SetReadDeadline(deadline); err != nil {
		return nil, err
	}
	line, err := b.out.ReadString('\n')
	if errors.Is(err, os.ErrDeadlineExceeded) {
		return nil, fmt.Errorf("pocketsphinx did not decode %s by its deadline: %s", id, b.logs.String())
	}
	if err != nil {
		return nil, b.failed(err)
	}
	return parseHypseg(line, id)
}

// failed is the error of a process that stopped, with the end of its log.
func (b *batch) failed(err error) error {
	return fmt.Errorf("pocketsphinx stopped (%v): %s", err, b.logs.String())
}

// close ends the process: told its utterances are over, it stops, or is
// killed past closeTimeout.
func (b *batch) close() error {
	b.ctl.Close()
	kill := time.AfterFunc(closeTimeout, func() { b.cmd.Process.Kill() })
	err := b.cmd.Wait()
	kill.Stop()
	b.pipe.Close()
	return err
}

// closeTimeout bounds the stopping of a process (a few milliseconds
// here): past it, it is taken to hang.
var closeTimeout = 5 * time.Second

// kill stops the process at once.
func (b *batch) kill() {
	b.cmd.Process.Kill()
	b.close()
}

// segment is a word (or a phone) of a decoding: its first frame (of 10
// ms), the frame after its last, and its acoustic score (a log likelihood
// in the recogniser's units, against the best-scoring state of each
// frame).
type segment struct {
	word       string
	start, end int
	ascr       int
}

// segmentation is a decoding's segments, in order, fillers (silence,
// noise) included.
type segmentation []segment

// parseHypseg reads a line of -hypseg output:
//
//	ID S SCALE T TOTAL A ASCR L LSCR [START ASCR LSCR WORD]... END
func parseHypseg(line, id string) (segmentation, error) {
	f := strings.Fields(line)
	bad := fmt.Errorf("pocketsphinx: unexpected segmentation %q", strings.TrimSpace(line))
	if len(f) < 10 || f[0] != id || (len(f)-10)%4 != 0 || f[1] != "S" || f[3] != "T" || f[5] != "A" || f[7] != "L" {
		return nil, bad
	}
	n := make([]int, len(f))
	for i := 2; i < len(f); i++ {
		if i < 9 && i%2 == 1 || i > 9 && (i-9)%4 == 3 {
			continue
		}
		v, err := strconv.Atoi(f[i])
		if err != nil {
			return nil, bad
		}
		n[i] = v
	}
	var segs segmentation
	for i := 9; i+4 < len(f); i += 4 {
		end := n[i+4]
		if end < n[i] {
			return nil, bad
		}
		segs = append(segs, segment{word: f[i+3], start: n[i], end: end, ascr: n[i+1]})
	}
	return segs, nil
}

// filler is a segment of no word: silence, a sentence's start or end,
// noise (<sil>, </s>, [NOISE], and SIL, +NSN+ of the phones).
func filler(w string) bool {
	return w == "SIL" || strings.HasPrefix(w, "<") || strings.HasPrefix(w, "[") || strings.HasPrefix(w, "+")
}

// words are the words of a decoding, without fillers and the numbers of
// alternative pronunciations ("the(2)").
func (s segmentation) words() []string {
	var words []string
	for _, seg := range s {
		if filler(seg.word) {
			continue
		}
		w := seg.word
		if i := strings.IndexByte(w, '('); i > 0 {
			w = w[:i]
		}
		words = append(words, w)
	}
	return words
}

// span is the index of a decoding's first word and of its last, fillers
// around them left out (-1 and -1 for no word).
func (s segmentation) span() (first, last int) {
	first, last = -1, -1
	for i, seg := range s {
		if !filler(seg.word) {
			if first < 0 {
				first = i
			}
			last = i
		}
	}
	return first, last
}

// text is the words of a decoding, spaced.
func (s segmentation) text() string {
	return strings.Join(s.words(), " ")
}

// ascr is the acoustic score of a decoding over frames [start, end): its
// segments' in full, or in proportion to the frames they share.
func (s segmentation) ascr(start, end int) float64 {
	var sum float64
	for _, seg := range s {
		lo, hi := max(start, seg.start), min(end, seg.end)
		if hi <= lo {
			continue
		}
		sum += float64(seg.ascr) * float64(hi-lo) / float64(seg.end-seg.start)
	}
	return sum
}
