// Command edge is the offline command brain of a smart-home gateway: it turns
// what a person says, in English or Chinese, into safe, audited actions on
// the devices of one home. Run `edge help` for the commands.
package main

import (
	"context"
	"os"
	"os/signal"
	"syscall"

	"edge/cli"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := cli.Main(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}
