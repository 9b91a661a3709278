// Package edge holds the files the binary carries with it: the demo home.
// The command is in cmd/edge; the path of an utterance is described in
// the packages compile, index, audit, risk, drivers and turn.
package edge

import _ "embed"

// DemoHome is testdata/homes/demo.yaml, the home of `edge demo`.
//
//go:embed testdata/homes/demo.yaml
var DemoHome []byte
