package cli

import (
	"fmt"
	"log/slog"

	"edge/asr"
	"edge/home"
	"edge/lang"
	"edge/voice"
)

// ownASR is the --asr of edge's own recogniser.
const ownASR = "pocketsphinx"

// ownASR starts edge's own recogniser of a home on a loopback port and
// points the pipeline at it; what it needs and lacks is an error now,
// not at the first utterance. Does says whether two sentences do the
// same (asr.Config.Does). The function returned stops it.
func (f *listenFlags) ownASR(cfg *voice.Config, h *home.Home, does func(a, b string) bool, logger *slog.Logger) (func(), error) {
	sc, err := f.stt.config()
	if err != nil {
		return nil, err
	}
	sc.Does, sc.Unasked = does, true
	p := lang.For(f.code)
	rec, err := startSTT(h, p, sc, logger)
	if err != nil {
		return nil, err
	}
	srv, err := asr.Serve("127.0.0.1:0", rec, asr.Info("edge", "edge's recogniser, held to the home's sentences", []string{p.Code()}))
	if err != nil {
		rec.Close()
		return nil, fmt.Errorf("the speech recogniser cannot start: %w", err)
	}
	cfg.ASR, cfg.Asked = srv.URI, rec.Asked
	return func() {
		srv.Stop()
		rec.Close()
	}, nil
}
