package ir

// Kin maps a class to the classes of things people call by its words
// when the place they speak of has only those: a curtain and a blind both
// cover a window, and one is called the other's name ("close the bedroom
// curtain" where the bedroom has its blinds alone).
var Kin = map[string][]string{
	"curtain": {"blind"},
	"blind":   {"curtain"},
}
