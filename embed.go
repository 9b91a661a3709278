// Package edge holds the files the binary carries with it: the demo home,
// its tour and the attack suite. The command is in cmd/edge; the path of an
// utterance is described in the packages compile, index, audit, risk,
// drivers and turn.
package edge

import _ "embed"

// DemoHome is testdata/homes/demo.yaml, the home of `edge demo`.
//
//go:embed testdata/homes/demo.yaml
var DemoHome []byte

// DemoTour is testdata/homes/demo-tour.yaml, the scripted tour of `edge
// demo` in the demo home (package cli reads it).
//
//go:embed testdata/homes/demo-tour.yaml
var DemoTour []byte

// Attacks is the attack suite of `edge eval --attacks`: the cases of
// testdata/attacks/*.yaml packed into testdata/attacks.tar.gz (package
// attack reads them; its tests check the archive holds the cases as they
// are).
//
//go:generate go run ./attack/internal/packgen
//go:embed testdata/attacks.tar.gz
var Attacks []byte
