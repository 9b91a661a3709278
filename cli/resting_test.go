package cli

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"edge/internal/metrics"
)

// edge serve gives back what the turns took at start, and at once after a
// turn that took restHeavy or more; a light turn waits for quiet or for
// busy to pass (an hour here: never in this test).
func TestRestingAfterHeavyTurn(t *testing.T) {
	var gave atomic.Int32
	turns, heavy := make(chan struct{}, 1), new(atomic.Bool)
	stop := resting(context.Background(), func() { gave.Add(1) }, turns, heavy, time.Hour, time.Hour)
	defer stop()
	if n := gave.Load(); n != 1 {
		t.Fatalf("gave back %d times at start, want 1", n)
	}
	sink := turnSink{Sink: metrics.Discard, turns: turns, heavy: heavy}
	sink.Turn("grammar", "done", time.Millisecond)
	sink.Turn("grammar", "done", restHeavy)
	deadline := time.Now().Add(10 * time.Second)
	for gave.Load() < 2 && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	sink.Turn("grammar", "done", time.Millisecond)
	time.Sleep(50 * time.Millisecond)
	if n := gave.Load(); n != 2 {
		t.Errorf("gave back %d times after a light, a heavy and a light turn, want 2", n)
	}
}
