package en

import "edge/lang"

// mediaOn reads a question of whether music, a song or a show is on as a
// question of whether it plays: "is the music on", "is music still on in
// the study" ask what "is the music playing" asks, of what plays media,
// never whether every switch of the home is on.
func mediaOn(c lang.Clause) {
	if !c.Has(lang.Quest) || !c.Has(lang.Noun, lang.NounMedia) {
		return
	}
	for i := range c {
		if p := &c[i]; p.Kind == lang.Dir && p.Word == "on" {
			*p = lang.Phrase{Kind: lang.State, Word: states[playingWord], Raw: p.Raw}
		}
	}
}

// playingWord is the state of media that plays.
const playingWord = "playing"
