package compile

import (
	"edge/ir"
	"edge/lang"
)

// playAt is a command to play said with the volume to play at ("play
// music full blast in the study", "play some music at volume 50 in the
// study"): it plays, and the volume is set after, as "play music in the
// study and turn it up to 50" does; the volume alone was set, and nothing
// played.
func (a *asm) playAt(t ir.Target, verb string, val *lang.Phrase, attr string) (ir.Clause, error) {
	set, err := a.set(t, verb, "", val, nil, attr)
	if err == nil && a.has(lang.Noun, lang.NounMedia) {
		set, err = ofMedia(set)
	}
	if err != nil {
		return ir.Clause{}, err
	}
	a.after = &set
	return a.simple("play", clusters["play"], t), nil
}
