package serve

import (
	"net/http"

	"edge/internal/metrics"
)

// handleMetrics writes the server's metrics in the Prometheus text format
// (metrics.Registry): turns by outcome and source, their latency, driver
// errors, model requests, scheduled actions. Behind the token, as every
// route but /healthz.
func (s *Server) handleMetrics(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", metrics.ContentType)
	if err := s.metrics.WriteText(w); err != nil {
		s.log.Debug("writing the metrics", "err", err)
	}
}
