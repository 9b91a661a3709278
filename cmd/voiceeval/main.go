// Command voiceeval measures edge's command accuracy from audio: English
// commands to a home, made by edge phrases, spoken by espeak-ng in two
// voices at two speeds, heard by pocketsphinx through a Wyoming ASR
// service with the home's grammar (JSGF; decoded with two warps of the
// front end that must agree, its sentences verified against a loop of
// phones, wyomingtest.Verify) and with its general language
// model, and carried out (dry run) by the turn engine. A command is right
// when it plans the actions its text plans; a misfire plans others, or
// acts where its text would not. It prints a table of the word error rate,
// the accuracy, the misfires and the time per command of each, and exits
// 1 when, with the home's grammar, fewer than --min-accuracy are right or
// more than --max-misfires misfire. --skip picks other commands (to tune
// on), --sweep prints the figures at other least fits of verification,
// --warps sets its warps (1 alone: one decoding, unwarped).
//
//	go run ./cmd/voiceeval                 # the demo home, 100 commands
//	go run ./cmd/voiceeval --n 20 --only grammar
//	go run ./cmd/voiceeval --only grammar --skip 100 --sweep -50,-47,-45
//	go run ./cmd/voiceeval --only grammar --skip 100 --warps 1
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
