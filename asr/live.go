package asr

import (
	"slices"
	"sync"

	"edge/wyoming"
)

// Live is a recogniser that is made again when what it hears changes (a
// home's grammar, after an import): utterances being heard finish with
// the old one, the next ones are heard with the new one.
type Live struct {
	mu    sync.RWMutex
	rec   *Pocketsphinx
	opts  Options
	asked bool
}

// NewLive starts a recogniser.
func NewLive(o Options) (*Live, error) {
	rec, err := NewPocketsphinx(o)
	if err != nil {
		return nil, err
	}
	return &Live{rec: rec, opts: o}, nil
}

// Update starts a recogniser of new options when they differ from the
// current ones, and says whether they did; on an error, the current one
// goes on.
func (l *Live) Update(o Options) (bool, error) {
	l.mu.RLock()
	same := sameOptions(l.opts, o)
	l.mu.RUnlock()
	if same {
		return false, nil
	}
	rec, err := NewPocketsphinx(o)
	if err != nil {
		return false, err
	}
	l.mu.Lock()
	old := l.rec
	l.rec, l.opts = rec, o
	rec.Asked(l.asked)
	l.mu.Unlock()
	return true, old.Close()
}

// Asked tells the recogniser whether edge has asked a question
// (Pocketsphinx.Asked); a recogniser made again is told too.
func (l *Live) Asked(asked bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.asked = asked
	l.rec.Asked(asked)
}

// sameOptions reports whether two options hear alike.
func sameOptions(a, b Options) bool {
	if a.Grammar != b.Grammar || a.Unasked != b.Unasked || a.Model.HMM != b.Model.HMM || !slices.Equal(a.Decoys, b.Decoys) || !slices.Equal(a.Keys, b.Keys) || len(a.Dict) != len(b.Dict) {
		return false
	}
	for w, p := range a.Dict {
		if !slices.Equal(p, b.Dict[w]) {
			return false
		}
	}
	return (a.Verify == nil) == (b.Verify == nil) && (a.Verify == nil || a.Verify.MinFit == b.Verify.MinFit &&
		a.Verify.MinKeyFit == b.Verify.MinKeyFit && a.Verify.Margin == b.Verify.Margin && a.Verify.All == b.Verify.All && slices.Equal(a.Verify.Warps, b.Verify.Warps))
}

// Transcribe hears an utterance with the current recogniser.
func (l *Live) Transcribe(pcm []byte, a wyoming.Audio, language string) (string, error) {
	l.mu.RLock()
	defer l.mu.RUnlock()
	return l.rec.Transcribe(pcm, a, language)
}

// Close stops the recogniser.
func (l *Live) Close() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.rec.Close()
}
