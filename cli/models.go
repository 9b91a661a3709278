package cli

import (
	"fmt"
	"log/slog"
	"os"
	"time"

	"edge/home"
	"edge/index"
	"edge/internal/metrics"
	"edge/llm"
	"edge/ollama"
	"edge/store"
	"edge/turn"
)

// models makes what a home's models block turns on, both through one
// client of the model server (the block's host, else OLLAMA_HOST, else the
// default): the chat model of the compile fallback and of repair (nil when
// the block names none, or chat is false) and the embedder of the index's
// vector leg (nil when it names none). Their warnings go to logger, their
// requests' results to sink (when not nil).
func models(m home.Models, chat bool, logger *slog.Logger, now func() time.Time, sink metrics.Sink) (*llm.Client, index.Embedder, error) {
	chat = chat && m.Chat != ""
	if !chat && m.Embed == "" {
		return nil, nil, nil
	}
	cfg := ollama.FromModels(m, os.Getenv("OLLAMA_HOST"))
	cfg.Logger, cfg.Clock = logger, now
	if sink != nil {
		cfg.Observe = sink.ModelCall
	}
	server, err := ollama.New(cfg)
	if err != nil {
		return nil, nil, usageError{fmt.Errorf("models: %w", err)}
	}
	var model *llm.Client
	if chat {
		model = llm.New(server, m.Chat)
	}
	var emb index.Embedder
	if m.Embed != "" {
		emb = server.Embedder(m.Embed)
	}
	return model, emb, nil
}

// newEngine is the engine of the home in db with opt, the command's clock
// and the models of the home's models block (the chat model only when chat
// is true), whose warnings go to logger and whose requests are counted in
// opt.Metrics. The caller closes it.
func newEngine(e *env, db *store.DB, opt turn.Options, chat bool, logger *slog.Logger) (*turn.Engine, error) {
	h, err := opt.Home, error(nil)
	if h == nil {
		if h, err = db.Home(); err != nil {
			return nil, err
		}
		opt.Home = h
	}
	if opt.Model, opt.Embedder, err = models(h.Models, chat, logger, e.now, opt.Metrics); err != nil {
		return nil, err
	}
	opt.Clock = e.now
	return turn.New(db, opt)
}
