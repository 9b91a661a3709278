// Package llm owns what edge asks of a local language model: the JSON
// schema of the IR the model is asked to fill and the prompt that carries
// it, the compile fallback (words the grammar could not compile → IR,
// validated, grounded in the words said) and the repair of arguments that
// fail their command's schema (deterministic coercions first, then at most
// three model rounds, each result checked again). The requests go through
// package ollama's client: where the server is, its timeouts and its
// circuit breaker are that package's.
//
// The model is a fallback, never the path: nothing here runs unless the
// grammar gave up or a call failed validation. A request that fails ends
// the fallback or repair at once, and a model whose breaker is open is not
// asked (ollama.ErrUnavailable): an absent, slow or failing server
// switches these features off, it does not hang a turn. What the model sees
// is the user's words and the vocabulary of the IR (verbs, classes,
// attributes, the names of rooms and floors as quoted data); never device
// names, ids or states. What it returns is data: it is validated here and
// then goes through the same resolution, plan, monitor and risk gate as the
// grammar's IR (package turn).
package llm

import (
	"context"
	"errors"

	"github.com/ollama/ollama/api"

	"edge/ollama"
)

// ErrTooLong says an utterance is longer than MaxUtterance.
var ErrTooLong = errors.New("llm: utterance too long for the model")

// Client asks one chat model of a model server. It is safe for concurrent
// use.
type Client struct {
	server *ollama.Client
	chat   string
}

// New returns a client asking the chat model chat (e.g. "qwen2.5:0.5b")
// through server; an empty chat switches the compile fallback and model
// repair off.
func New(server *ollama.Client, chat string) *Client {
	return &Client{server: server, chat: chat}
}

// message is one chat message.
type message struct {
	role, content string
}

// chatJSON sends messages to the chat model with the JSON schema as the
// response format, at temperature 0, and returns the answer's text.
func (c *Client) chatJSON(ctx context.Context, msgs []message, format []byte) (string, error) {
	if c.chat == "" {
		return "", ollama.ErrUnavailable
	}
	stream := false
	req := &api.ChatRequest{
		Model:   c.chat,
		Stream:  &stream,
		Format:  format,
		Options: map[string]any{"temperature": 0, "num_predict": maxAnswerTokens},
	}
	for _, m := range msgs {
		req.Messages = append(req.Messages, api.Message{Role: m.role, Content: m.content})
	}
	return c.server.Chat(ctx, req)
}

// maxAnswerTokens bounds the length of one answer of the model.
const maxAnswerTokens = 256
