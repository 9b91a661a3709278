package zh

import (
	_ "embed"

	"edge/lang"
)

//go:embed speak.yaml
var speakYAML []byte

// phrasebook says every Chinese answer.
var phrasebook = lang.MustPhrasebook("zh", speakYAML)
