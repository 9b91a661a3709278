package cli

import (
	"os"
	"testing"
	"time"
)

// TestMain holds every command's progress back for an hour: what a test
// reads on standard error never depends on how busy the machine is.
// TestImportProgress tells it from the start.
func TestMain(m *testing.M) {
	progressAfter = time.Hour
	os.Exit(m.Run())
}
