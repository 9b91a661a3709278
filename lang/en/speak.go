package en

import (
	_ "embed"

	"edge/lang"
)

//go:embed speak.yaml
var speakYAML []byte

// phrasebook says every English answer.
var phrasebook = lang.MustPhrasebook("en", speakYAML)
