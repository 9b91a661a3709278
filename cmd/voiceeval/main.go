// Command voiceeval measures what edge does with speech to a home (the
// demo home): commands of its grammar (edge phrases; for the demo, those
// of testdata/commands.txt), and speech that is
// no command (testdata/nocommand.txt: chat, television and radio,
// commands for things and rooms the home lacks, names near the home's),
// said by espeak-ng's, flite's or festival's voices (the commands by each, the rest
// a line each by one in turn), heard in conditions (clean;
// white and pink noise made by sox, with fixed seeds, at an SNR; reverb;
// always a microphone's noise floor in the silences) by edge's
// recogniser (package asr: the home's grammar with its decoys, two warps
// of the front end that must agree, verification against a loop of
// phones, key words fitted on their own), and carried out (dry run) by
// the turn engine. A command is right when it plans the actions its text
// plans; a misfire plans others. Speech that is no command is right when
// nothing acts and nothing is asked. It prints a table of each condition
// and each voice, why the recogniser refused what it refused, the totals
// at other least fits of key words (--sweep), and the CPU time and memory
// the recogniser took; it exits 1 when a target is missed (commands clean:
// --min-clean right and no misfire; at 15 dB: --min-noisy right, at most
// --max-noisy-misfires; no command in any condition: at most --max-acts
// acted on and --max-asks asked about; with --fail-misfire, no misfire).
//
//	go run ./cmd/voiceeval                                  # the full evaluation
//	go run ./cmd/voiceeval --n 20 --other 40 --conditions clean,pink15
//	go run ./cmd/voiceeval --skip 100 --sweep -60,-50,-40   # tune on other commands
package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "voiceeval:", err)
		os.Exit(1)
	}
}
