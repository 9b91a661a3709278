package lang_test

import (
	"slices"
	"strings"
	"testing"

	"edge/lang"
)

// TestHazardsInOtherTongues: a relay named by a hazard's word of a
// European language no pack speaks (French, Spanish, German, Italian,
// Portuguese, Dutch), alone or with a room's name, a number or a relay's
// word around it ("Porte de garage 2", "Hall Haustür", "Gasventil
// relay"), or a German or Dutch compound ending in one ("Kellertür",
// "Fußbodenheizung"), says that hazard; a name whose letters only hold
// such a word inside another ("Motor", "Portal", "Tortilla lamp",
// "Gasse", "Porta potty") says nothing.
func TestHazardsInOtherTongues(t *testing.T) {
	words := map[string][]string{
		"garage_door": {"Porte de garage", "Portail", "Puerta del garaje", "Portón", "Porta del garage", "Cancello",
			"Portão", "Porta da garagem", "Garagentor", "Rolltor", "Garagedeur", "Tuinpoort"},
		"lock": {"Porte d'entrée", "Serrure", "Puerta principal", "Cerradura", "Porta d'ingresso", "Serratura",
			"Fechadura", "Haustür", "Haustuer", "Kellertür", "Türschloss", "Voordeur", "Achterdeur"},
		"valve": {"Vanne de gaz", "Válvula", "Valvola", "Gasventil", "Absperrventil", "Gaskraan", "Hoofdafsluiter"},
		"heat": {"Radiateur", "Chaudière", "Bouilloire", "Estufa", "Horno", "Caldera", "Stufa", "Forno", "Caldaia",
			"Aquecedor", "Fogão", "Heizung", "Fußbodenheizung", "Backofen", "Wasserkocher", "Kachel", "Waterkoker"},
		"alarm": {"Alarme", "Alarma", "Allarme", "Sirène", "Sirena", "Alarmanlage"},
	}
	around := []string{"%s", "%s 2", "%s2", "Hall %s", "%s relay", "relay %s 3", "%s (left)"}
	plain := []string{"Motor", "Portal", "Tortilla lamp", "Gasse", "Porta potty", "Lampe", "Monitor", "Natur",
		"Ventilator", "Temperatur", "Shepherd's lamp", "Deurbel", "Porch"}
	n := hazardsAround(t, words, plain, around)
	if n < 400 {
		t.Fatalf("only %d names", n)
	}
}

// TestHazardsInPinyin: a relay named in Latin letters that, tones, tone
// digits, spaces and a number aside, spell the readings of a hazard's
// word of the Chinese pack ("chekumen", "che ku men", "Chēkù mén 2",
// "che4 ku4 men2", "ranqi fa", "reshuiqi relay") says that hazard; a
// name of syllables that spell none, or only a hazard of one character
// among other words ("Luna", "Lulu lamp", "Fa", "Suo"), says nothing.
func TestHazardsInPinyin(t *testing.T) {
	words := map[string][]string{
		"garage_door": {"chekumen", "che ku men", "Chēkù mén", "che4 ku4 men2", "juanlianmen", "daozha"},
		"lock":        {"menjin", "men jin", "Ménjìn", "fangdaomen", "kaimenqi"},
		"valve":       {"ranqi fa", "ranqifa", "Rán qì fá", "meiqi kaiguan", "shuizongzha"},
		"heat":        {"reshuiqi", "re shui qi", "qunuanqi", "dianretan", "kaoxiang", "reshuihu"},
		"alarm":       {"baojing", "bao jing", "jingbao", "Bàojǐng"},
	}
	around := []string{"%s", "%s 2", "%s2", "Garage %s", "%s relay", "relay %s 3", "%s (left)"}
	plain := []string{"Luna", "Lulu lamp", "Fa", "Suo", "Zao", "ni hao", "Mentor", "Chen", "xiao deng", "Keting deng"}
	n := hazardsAround(t, words, plain, around)
	if n < 150 {
		t.Fatalf("only %d names", n)
	}
}

// hazardsAround checks each word of words, and of plain, in each of
// around (a name with %s where the word goes): the first say their hazard,
// the plain ones none. It is the number of names checked.
func hazardsAround(t *testing.T, words map[string][]string, plain, around []string) int {
	t.Helper()
	n := 0
	for hazard, ws := range words {
		for _, w := range ws {
			for _, a := range around {
				name := strings.Replace(a, "%s", w, 1)
				if got := lang.HazardsOf(name); !slices.Contains(got, hazard) {
					t.Errorf("%q: hazards %v, %s wanted", name, got, hazard)
				}
				n++
			}
		}
	}
	for _, w := range plain {
		for _, a := range around {
			name := strings.Replace(a, "%s", w, 1)
			if got := lang.HazardsOf(name); len(got) > 0 {
				t.Errorf("%q: hazards %v, none wanted", name, got)
			}
			n++
		}
	}
	return n
}
