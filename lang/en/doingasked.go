package en

import (
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A question of what a device is doing or where it is ("what is the
// robot vacuum doing", "is the vacuum charging", "is the vacuum docked",
// "where is the robot vacuum") asks its state, as "what is the robot
// vacuum" does, and one of what it does while it runs ("is the vacuum
// cleaning", "is the mower mowing") whether it is running: the word of doing, of a vacuum's status or of where is no
// word of its name. They were names not found, and "docked" was heard as
// "locked". Only where the rest of the question is a name, for "where"
// one that ends in a class word.

var (
	// doingWords end a question opened by "what".
	doingWords = set("doing")
	// statusWords end a question of yes or no: a vacuum's states.
	statusWords = set("charging docked docking")
	// askLead may open such a question: "can you tell me", "do you know".
	askLead = set("can could would you tell me do know please")
)

const whereWord = "where"

// doingAsked reads such a question as one of the device's state.
func doingAsked(toks []lexer.Token) []lexer.Token {
	eachClause(toks, func(clause []lexer.Token) {
		for len(clause) > 0 && ledOnly(clause[:1]) {
			clause = clause[1:] // "can you tell me what the tv is doing", "hey google, um, where is the vacuum", "ok is the vacuum on"
		}
		for len(clause) > 3 && clause[len(clause)-1].Type == grammar.Filler {
			clause = clause[:len(clause)-1] // "… please"
		}
		if len(clause) < 3 {
			return
		}
		workerSaidWhere(clause)
		first, last := &clause[0], &clause[len(clause)-1]
		switch {
		case first.Value == whereWord && first.Type == grammar.Word && copulas[clause[1].Value] && nameOnly(clause[2:]) &&
			namesClass(last.Value):
			first.Type = grammar.Quest // "where is the robot vacuum"; "where is the kitchen" is left
		case first.Type == grammar.Quest && last.Type == grammar.Word && nameOnly(clause[1:len(clause)-1]) &&
			(first.Value == "what" && doingWords[last.Value] || copulas[first.Value] && statusWords[last.Value]):
			last.Type = grammar.Filler // "what is the robot vacuum doing", "is the vacuum charging"
		}
		if n := whereWorker(clause); n > 0 {
			for i := range clause[n:] {
				clause[n+i].Type = grammar.Filler // "is the mower out", "is the robot vacuum back home"
			}
		}
		for len(clause) > 3 && clause[len(clause)-1].Type == grammar.Filler {
			clause = clause[:len(clause)-1] // "… right now"
		}
		if last := &clause[len(clause)-1]; copulas[first.Value] && first.Type == grammar.Quest && last.Type == grammar.Verb &&
			strings.HasSuffix(last.Value, "ing") && workingVerbs[verbs[last.Value]] && workerNamed(clause[1:len(clause)-1]) {
			last.Type, last.Value = grammar.State, runningWord // "is the vacuum cleaning", "is the mower mowing"
		}
	})
	return toks
}

// workingVerbs are the verbs of what a device does while it runs, and
// workers the classes of the devices that do it: "is the vacuum
// cleaning" asks whether it is running ("is the kitchen cleaning" is
// left).
var (
	workingVerbs = set("clean mow")
	workers      = set("vacuum mower")
)

const runningWord = "running"

// A question of where a worker is ("is the mower out", "is the vacuum
// away", "is the robot vacuum home", "is the mower back at its dock")
// asks its status, as "is the vacuum docked" does: "out" was read as off
// ("Yes, Lawn mower is docked.") and "home" as a word of its name. Out
// is not running (a vacuum stopped in a room is out), so the status
// answers, never a yes.
var (
	// whereWorkerWords say where a worker is; one of them is said.
	whereWorkerWords = set("out away home back dock base charger")
	// whereWorkerSaid may go with them: "back at its dock", "out on the
	// lawn", "out in the garden", "out mowing", "out cleaning".
	whereWorkerSaid = set("at on in to its the yet still already outside lawn grass yard garden mowing cleaning hoovering vacuuming working")
)

// workerSaidWhere reads a statement of where a worker is ("the mower is
// out", "the robot vacuum's back home") as the question of it, in place:
// it was read as one of the whole home ("the vacuum is home" listed every
// device) or of off. Whether it is so is what its status answers.
func workerSaidWhere(clause []lexer.Token) {
	for c := 1; c+1 < len(clause); c++ {
		if !copulas[clause[c].Value] && clause[c].Value != possessiveMark {
			continue
		}
		q := lexer.Token{Type: grammar.Quest, Value: "is", Pos: clause[c].Pos}
		asked := append(append([]lexer.Token{q}, clause[:c]...), clause[c+1:]...)
		if workerNamed(clause[:c]) && whereWorker(asked) > 0 {
			copy(clause, asked)
		}
		return
	}
}

// whereWorker is where the words of where a worker is start, in a
// question of yes or no whose rest names a worker, or 0.
func whereWorker(clause []lexer.Token) int {
	if len(clause) < 3 || clause[0].Type != grammar.Quest || !copulas[clause[0].Value] {
		return 0
	}
	n := len(clause)
	for n > 1 && (whereWorkerWords[clause[n-1].Value] || whereWorkerSaid[clause[n-1].Value]) {
		n--
	}
	for _, t := range clause[n:] {
		if whereWorkerWords[t.Value] && workerNamed(clause[1:n]) {
			return n
		}
	}
	return 0
}

// workerNamed reports articles, then the words of a name that ends in the
// class word of a worker ("the robot vacuum", "the hoover": a verb too).
func workerNamed(toks []lexer.Token) bool {
	for len(toks) > 0 && toks[0].Type == grammar.Det {
		toks = toks[1:]
	}
	for i, t := range toks {
		if t.Type != grammar.Word && (i < len(toks)-1 || t.Type != grammar.Verb) {
			return false
		}
	}
	return len(toks) > 0 && workers[classes.word[Singular(toks[len(toks)-1].Value)]]
}

// nameOnly reports a copula or none, articles, then the words of a name
// and nothing else.
func nameOnly(toks []lexer.Token) bool {
	if len(toks) > 0 && copulas[toks[0].Value] {
		toks = toks[1:]
	}
	for len(toks) > 0 && toks[0].Type == grammar.Det {
		toks = toks[1:]
	}
	for _, t := range toks {
		if t.Type != grammar.Word {
			return false
		}
	}
	return len(toks) > 0
}
