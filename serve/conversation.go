package serve

import (
	"net/http"

	"edge/turn"
)

// haRequest is the body of Home Assistant's POST /api/conversation/process.
// device_id names the satellite spoken to (the home's satellites give
// its room); other fields Home Assistant sends (agent_id) are ignored.
type haRequest struct {
	Text           *string `json:"text"`
	Language       string  `json:"language"`
	ConversationID *string `json:"conversation_id"`
	DeviceID       string  `json:"device_id"`
}

// haResult is Home Assistant's conversation result.
type haResult struct {
	Response             haResponse `json:"response"`
	ConversationID       string     `json:"conversation_id"`
	ContinueConversation bool       `json:"continue_conversation"`
}

// haResponse is Home Assistant's intent response.
type haResponse struct {
	ResponseType string   `json:"response_type"`
	Language     string   `json:"language"`
	Data         haData   `json:"data"`
	Speech       haSpeech `json:"speech"`
	Card         struct{} `json:"card"`
}

// haData lists what a turn was about; Code is the error code of an
// "error" response.
type haData struct {
	Code    string     `json:"code,omitempty"`
	Targets []haTarget `json:"targets"`
	Success []haTarget `json:"success"`
	Failed  []haTarget `json:"failed"`
}

type haTarget struct {
	Type string `json:"type"`
	Name string `json:"name"`
	ID   string `json:"id"`
}

type haSpeech struct {
	Plain haPlain `json:"plain"`
}

type haPlain struct {
	Speech    string `json:"speech"`
	ExtraData any    `json:"extra_data"`
}

// Home Assistant's response types and error codes.
const (
	haActionDone  = "action_done"
	haQueryAnswer = "query_answer"
	haError       = "error"

	haNoIntentMatch   = "no_intent_match"
	haNoValidTargets  = "no_valid_targets"
	haFailedToHandle  = "failed_to_handle"
	maxLanguageLength = 35
)

// handleConversation is Home Assistant's conversation API: the
// conversation_id is the session (a new one when none is given, sent
// back) of the device_id that speaks, and continue_conversation says the
// turn asked a question.
func (s *Server) handleConversation(w http.ResponseWriter, r *http.Request) {
	var req haRequest
	if err := decodeBody(r, &req, false); err != nil {
		fail(w, err)
		return
	}
	if err := checkText(req.Text); err != nil {
		fail(w, err)
		return
	}
	if len(req.Language) > maxLanguageLength {
		fail(w, badRequest("language too long"))
		return
	}
	id := ""
	if req.ConversationID != nil {
		id = *req.ConversationID
	}
	if err := CheckSession(id); err != nil {
		fail(w, badRequest("conversation_id: %v", err))
		return
	}
	if id == "" {
		id = newSessionID()
	}
	if err := CheckSession(req.DeviceID); err != nil {
		fail(w, badRequest("device_id: %v", err))
		return
	}
	res := s.ask("http", id, turn.Request{Text: *req.Text, Room: s.satelliteRoom("", req.DeviceID), Lang: req.Language,
		Client: conversationClient(req.DeviceID), Holder: holder(s.scopeOf(r), r.RemoteAddr) + " conversation"})
	writeJSON(w, http.StatusOK, s.haResult(res, req.Language, id))
}

// conversationClient is the client of a turn of the conversation API:
// Home Assistant, at the device it was said to. Its sessions and timers
// are its own: not those of /v1/ask naming the same id, nor of another
// device. Its sessions count against the token's holder on this API, not
// the device it names (turn.Request.Holder).
func conversationClient(device string) string {
	if device == "" {
		return "conversation"
	}
	return "conversation device=" + device
}

// haResult translates a turn's result to Home Assistant's shape.
func (s *Server) haResult(res turn.Result, language, id string) haResult {
	if language == "" {
		language = res.Lang
	}
	out := haResult{ConversationID: id, ContinueConversation: res.Outcome == turn.Clarify || res.Outcome == turn.Confirm}
	resp := &out.Response
	resp.Language = language
	resp.Speech.Plain.Speech = res.Say
	resp.Data = haData{Targets: []haTarget{}, Success: []haTarget{}, Failed: []haTarget{}}
	seen := map[string]bool{}
	add := func(list *[]haTarget, kind, id string) {
		if seen[kind+id] {
			return
		}
		seen[kind+id] = true
		name := id
		if e, ok := s.eng.Index().Entity(id); ok {
			name = e.Name
		}
		*list = append(*list, haTarget{Type: "entity", Name: name, ID: id})
	}
	for _, a := range res.Actions {
		add(&resp.Data.Targets, "t", a.Device)
		switch a.Status {
		case turn.StatusDone, turn.StatusPlanned:
			add(&resp.Data.Success, "s", a.Device)
		case turn.StatusFailed, turn.StatusBlocked:
			add(&resp.Data.Failed, "f", a.Device)
		}
	}
	for _, rd := range res.Reads {
		add(&resp.Data.Targets, "t", rd.Device)
		add(&resp.Data.Success, "s", rd.Device)
	}
	switch res.Outcome {
	case turn.Answer, turn.ConditionFalse:
		resp.ResponseType = haQueryAnswer
	case turn.NotUnderstood:
		resp.ResponseType, resp.Data.Code = haError, haNoValidTargets
		if res.Source == "none" {
			resp.Data.Code = haNoIntentMatch
		}
	case turn.Blocked, turn.Failed:
		resp.ResponseType, resp.Data.Code = haError, haFailedToHandle
	default:
		resp.ResponseType = haActionDone
	}
	return out
}
