package turn

import (
	"context"
	"log/slog"
	"time"
)

// observe tells the engine's metrics of a turn answered and logs it in one
// line: its session, channel, outcome, source, the devices it acted on and
// how long it took. Never its words, which may hold the PIN.
func (e *Engine) observe(ctx context.Context, req Request, res Result, took time.Duration) {
	e.metrics.Turn(req.Channel, res.Outcome, took)
	devices := []string{}
	seen := map[string]bool{}
	for _, a := range res.Actions {
		if (a.Status == StatusDone || a.Status == StatusFailed) && !seen[a.Device] {
			seen[a.Device] = true
			devices = append(devices, a.Device)
		}
	}
	e.logger.LogAttrs(ctx, slog.LevelInfo, "turn",
		slog.String("session", req.Session),
		slog.String("channel", req.Channel),
		slog.String("outcome", res.Outcome),
		slog.String("source", res.Source),
		slog.Any("devices", devices),
		slog.Duration("latency", took))
}
