package serve

import (
	"encoding/json"
	"strings"
	"testing"

	"edge/turn"
)

// haPost sends Home Assistant's conversation request to a real server.
func haPost(t *testing.T, base string, req map[string]any) (haResult, map[string]any) {
	t.Helper()
	b, _ := json.Marshal(req)
	resp, err := client().Post(base+"/api/conversation/process", "application/json", strings.NewReader(string(b)))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var raw json.RawMessage
	if err := json.NewDecoder(resp.Body).Decode(&raw); err != nil || resp.StatusCode != 200 {
		t.Fatalf("%s: %s %v", resp.Status, raw, err)
	}
	var r haResult
	var m map[string]any
	if err := json.Unmarshal(raw, &r); err != nil {
		t.Fatal(err)
	}
	json.Unmarshal(raw, &m)
	return r, m
}

func ids(ts []haTarget) string {
	var out []string
	for _, t := range ts {
		out = append(out, t.Type+":"+t.ID)
	}
	return strings.Join(out, ",")
}

func TestConversationShape(t *testing.T) {
	f := newFixture(t, nil, nil)
	addr, _, _ := f.run(t, true, false)
	base := "http://" + addr
	r, m := haPost(t, base, map[string]any{"text": "turn off the kitchen light", "language": "en", "agent_id": "edge"})
	resp := m["response"].(map[string]any)
	for _, k := range []string{"response_type", "language", "data", "speech", "card"} {
		if _, ok := resp[k]; !ok {
			t.Errorf("response lacks %q", k)
		}
	}
	if _, ok := m["conversation_id"]; !ok {
		t.Error("no conversation_id")
	}
	if r.Response.ResponseType != "action_done" || r.Response.Speech.Plain.Speech != "Turned off Kitchen light." ||
		ids(r.Response.Data.Success) != "entity:light.kitchen" || ids(r.Response.Data.Targets) != "entity:light.kitchen" ||
		len(r.Response.Data.Failed) != 0 || r.Response.Language != "en" || r.ContinueConversation || len(r.ConversationID) != 32 {
		t.Errorf("turn off the kitchen light: %+v", r)
	}
	if s := r.Response.Data.Success[0]; s.Name != "Kitchen light" {
		t.Errorf("success name %q", s.Name)
	}

	r, _ = haPost(t, base, map[string]any{"text": "前门锁了吗", "language": "zh-cn"})
	if r.Response.ResponseType != "query_answer" || ids(r.Response.Data.Success) != "entity:lock.front_door" ||
		r.Response.Language != "zh-cn" || !strings.Contains(r.Response.Speech.Plain.Speech, "锁") {
		t.Errorf("前门锁了吗: %+v", r)
	}

	r, _ = haPost(t, base, map[string]any{"text": "sing me a song about clouds"})
	if r.Response.ResponseType != "error" || r.Response.Data.Code != "no_intent_match" || r.Response.Speech.Plain.Speech == "" {
		t.Errorf("not understood: %+v", r)
	}
	r, _ = haPost(t, base, map[string]any{"text": "turn on the toaster"})
	if r.Response.ResponseType != "error" || r.Response.Data.Code != "no_valid_targets" {
		t.Errorf("no such device: %+v", r)
	}
}

// TestConversationMultiTurn: the conversation_id carries the question to
// the next turn, and continue_conversation says one was asked.
func TestConversationMultiTurn(t *testing.T) {
	f := newFixture(t, nil, nil)
	addr, _, _ := f.run(t, true, false)
	base := "http://" + addr
	r, _ := haPost(t, base, map[string]any{"text": "turn on the lamp", "language": "en"})
	id := r.ConversationID
	if !r.ContinueConversation || !strings.HasPrefix(r.Response.Speech.Plain.Speech, "Which one") || r.Response.ResponseType != "action_done" {
		t.Fatalf("clarify: %+v", r)
	}
	r, _ = haPost(t, base, map[string]any{"text": "the one in the study", "conversation_id": id})
	if r.ContinueConversation || ids(r.Response.Data.Success) != "entity:light.study_lamp" || r.ConversationID != id {
		t.Fatalf("answer: %+v", r)
	}

	r, _ = haPost(t, base, map[string]any{"text": "open the garage door", "conversation_id": "ha-1"})
	if !r.ContinueConversation || ids(r.Response.Data.Targets) != "entity:cover.garage_door" || len(r.Response.Data.Success) != 0 {
		t.Fatalf("confirm: %+v", r)
	}
	r, _ = haPost(t, base, map[string]any{"text": "yes", "conversation_id": "ha-2"})
	if r.Response.ResponseType != "error" {
		t.Errorf("a yes in another conversation: %+v", r)
	}
	r, _ = haPost(t, base, map[string]any{"text": "yes", "conversation_id": "ha-1"})
	if ids(r.Response.Data.Success) != "entity:cover.garage_door" || r.ConversationID != "ha-1" {
		t.Errorf("yes: %+v", r)
	}
	// /v1/ask and Home Assistant's API are two clients: a session id of
	// one is not the other's session.
	w := f.do("POST", "/v1/ask", askBody(t, "unlock the front door", "ha-3"), loopback)
	if summary(decodeResult(t, w.Body)) != "confirm: lock.front_door unlock pending" {
		t.Fatal("unlock")
	}
	r, _ = haPost(t, base, map[string]any{"text": "no", "conversation_id": "ha-3"})
	if r.Response.ResponseType != "error" || r.Response.Speech.Plain.Speech != "There is nothing to answer." {
		t.Errorf("no from the conversation API: %+v", r)
	}
	w = f.do("POST", "/v1/ask", askBody(t, "no", "ha-3"), loopback)
	if r := decodeResult(t, w.Body); r.Outcome != turn.Cancelled {
		t.Errorf("no from /v1/ask: %s", summary(r))
	}
}
