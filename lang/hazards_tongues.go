package lang

import (
	"strings"
	"unicode"
)

// tongueHazards are the words of the hazards in the European languages a
// home is most often named in and edge does not speak (French, Spanish,
// German, Italian, Portuguese, Dutch), lower case, each standing as words
// of its own in a name ("Porte de garage", "Puerta del garaje"): a relay
// so named is that hazard, though no pack reads its words. A word that is
// also a word of another sense is left out or said only in its phrase:
// "porta" alone ("Porta potty"), "four" (French oven, English 4), "tor"
// but in its usual compounds ("Motor"), "gas" but in a valve's phrase.
var tongueHazards = map[string][]string{
	"garage_door": {
		"porte de garage", "porte du garage", "portail", "portail électrique", // fr
		"puerta del garaje", "puerta de garaje", "portón", "porton", "cancela", // es
		"porta del garage", "porta garage", "basculante", "cancello", // it
		"portão", "portao", "porta da garagem", "porta de garagem", // pt
		"garagentor", "tor", "rolltor", "hoftor", "gartentor", "einfahrtstor", "schiebetor", // de
		"garagedeur", "poort", "tuinpoort", "kantelpoort", // nl
	},
	"lock": {
		"porte", "porte d'entrée", "porte d’entrée", "serrure", "verrou", "gâche", "gâche électrique", // fr
		"puerta", "puerta principal", "puerta de entrada", "cerradura", "cerrojo", "pestillo", // es
		"porta d'ingresso", "porta d’ingresso", "portone", "serratura", "elettroserratura", "chiavistello", // it
		"porta de entrada", "porta da frente", "fechadura", "trinco", // pt
		"tür", "tuer", "haustür", "haustuer", "türöffner", "schloss", "türschloss", // de
		"deur", "voordeur", "achterdeur", "deurslot", "deuropener", // nl
	},
	"valve": {
		"vanne", "vanne de gaz", "robinet de gaz", "robinet du gaz", // fr
		"válvula", "valvula", "llave de paso", "llave del gas", // es
		"valvola", "rubinetto del gas", // it
		"registro de gás", "registro do gás", // pt
		"ventil", "gasventil", "absperrventil", "haupthahn", // de
		"afsluiter", "gaskraan", "hoofdkraan", // nl
	},
	"heat": {
		"radiateur", "chauffage", "chaudière", "bouilloire", "grille-pain", "fer à repasser", "cuisinière", "plaque de cuisson", // fr
		"calefactor", "calefacción", "estufa", "radiador", "horno", "caldera", "hervidor", "tostadora", "plancha", // es
		"stufa", "stufetta", "termosifone", "caldaia", "forno", "bollitore", "ferro da stiro", "fornello", "riscaldamento", "radiatore", // it
		"aquecedor", "caldeira", "chaleira", "fogão", "fogao", "ferro de passar", "torradeira", // pt
		"heizung", "heizkörper", "heizlüfter", "heizstrahler", "ofen", "backofen", "herd", "kessel", "wasserkocher", "bügeleisen", "kamin", // de
		"kachel", "verwarming", "fornuis", "ketel", "waterkoker", "strijkijzer", // nl
	},
	"alarm": {
		"alarme", "sirène", // fr, pt
		"alarma", "sirena", // es, it
		"allarme",               // it
		"sirene", "alarmanlage", // de, nl, pt
	},
}

// tongueHeads are the words of tongueHazards that end a German or Dutch
// compound ("Haustür", "Garagentür", "Achterdeur", "Fußbodenheizung",
// "Backofen"): a word that ends with one, after a part of three letters
// or more, says its hazard.
var tongueHeads = map[string]string{
	"tür": "lock", "tuer": "lock", "schloss": "lock", "deur": "lock", "poort": "garage_door", "ventil": "valve",
	"afsluiter": "valve", "heizung": "heat", "heizkörper": "heat", "ofen": "heat", "kessel": "heat",
	"kocher": "heat", "kachel": "heat", "verwarming": "heat", "ketel": "heat", "sirene": "alarm",
}

// tongueWords are tongueHazards by their words (each lower case, words
// apart by one space), made once.
var tongueWords = func() map[string]string {
	out := map[string]string{}
	for hazard, ws := range tongueHazards {
		for _, w := range ws {
			out[strings.Join(latinWords(w), " ")] = hazard
		}
	}
	return out
}()

// tongueLongest is the most words of a phrase of tongueWords.
const tongueLongest = 4

// tonguesSay lists the hazards whose words of tongueHazards stand in a
// name, or that end a compound word of it (tongueHeads).
func tonguesSay(name string) []string {
	var out []string
	words := latinWords(strings.ToLower(name))
	for i := range words {
		for j := i + 1; j <= len(words) && j-i <= tongueLongest; j++ {
			if h, ok := tongueWords[strings.Join(words[i:j], " ")]; ok {
				out = union(out, []string{h})
			}
		}
		for head, h := range tongueHeads {
			if rest, ok := strings.CutSuffix(words[i], head); ok && len([]rune(rest)) >= 3 {
				out = union(out, []string{h})
			}
		}
	}
	return out
}

// latinWords are the words of a text written in a script with spaces:
// its runs of letters other than those of a script written without
// spaces, an apostrophe or a hyphen inside a word kept ("d'entrée",
// "grille-pain"); digits and all else part them.
func latinWords(text string) []string {
	letter := func(r rune) bool { return unicode.IsLetter(r) && !unicode.Is(unicode.Han, r) }
	var out []string
	rs := []rune(text)
	start := -1
	for i, r := range rs {
		inner := (r == '\'' || r == '’' || r == '-') && start >= 0 && i+1 < len(rs) && letter(rs[i+1])
		switch {
		case letter(r) || inner:
			if start < 0 {
				start = i
			}
		case start >= 0:
			out = append(out, string(rs[start:i]))
			start = -1
		}
	}
	if start >= 0 {
		out = append(out, string(rs[start:]))
	}
	return out
}
