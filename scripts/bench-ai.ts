// `npm run bench:ai`: the assistant's own costs, with no model in the loop. The engine's overhead
// per tool call (through the real SDK against the fake provider server with zero latency, and with
// the in-memory replay provider), the tokens of the prompt and tool definitions, of the registry
// listing and of circuit states, and the orchestration cost of a tool call on a 200-part circuit.
// Prints a table with each figure against its target, then one JSON line.
import { measureOrchestration, measureTokens } from './bench-ai/circuit';
import { measureLoopOverhead } from './bench-ai/engine';

const engine = await measureLoopOverhead();
const tokens = await measureTokens();
const orchestration = await measureOrchestration();

const rows: [string, number, string, number | undefined][] = [
  ['loop overhead per tool call, real SDK + fake server (ms)', engine.httpMs, '< 2', 2],
  ['loop overhead per tool call, in memory (ms)', engine.memoryMs, '< 2', 2],
  ['one request round trip through the SDK, fake server (ms)', engine.httpTurnMs / 2, '', undefined],
  [`tool definitions, ${tokens.toolCount} tools (tokens)`, tokens.toolDefinitionTokens, '', undefined],
  ['tool definitions, OpenAI strict mode (tokens)', tokens.strictToolDefinitionTokens, '', undefined],
  ['tool definitions (bytes)', tokens.toolDefinitionBytes, '', undefined],
  ['system prompt (tokens)', tokens.systemPromptTokens, '', undefined],
  ['system prompt + all tools (tokens)', tokens.promptAndToolsTokens, '≤ 2,830', 2830],
  ['get_available_components (tokens)', tokens.availableComponentsTokens, '≤ 770', 770],
  ['get_circuit_state summary, 10 parts (tokens)', tokens.stateTokens['10'], '', undefined],
  ['get_circuit_state summary, 50 parts (tokens)', tokens.stateTokens['50'], '≤ 1,500', 1500],
  ['get_circuit_state summary, 200 parts (tokens)', tokens.stateTokens['200'], '', undefined],
  [`orchestration per tool call, 200 parts (ms, ${orchestration.calls} calls)`, orchestration.msPerToolCall, '< 2', 2],
];
const width = Math.max(...rows.map((r) => r[0].length));
console.log(`${'measure'.padEnd(width)}  ${'value'.padStart(9)}  target    ratio`);
for (const [name, value, target, limit] of rows) {
  const shown = value >= 100 ? value.toFixed(0) : value.toFixed(3);
  const ratio = limit === undefined ? '' : `${(value / limit).toFixed(2)}× of target`;
  console.log(`${name.padEnd(width)}  ${shown.padStart(9)}  ${target.padEnd(8)}  ${ratio}`);
}
const round = (n: number) => Math.round(n * 1000) / 1000;
console.log(
  JSON.stringify({
    loop_ms_per_tool_call: round(engine.httpMs),
    loop_ms_per_tool_call_in_memory: round(engine.memoryMs),
    tool_definition_tokens: tokens.toolDefinitionTokens,
    tool_definition_bytes: tokens.toolDefinitionBytes,
    prompt_and_tools_tokens: tokens.promptAndToolsTokens,
    available_components_tokens: tokens.availableComponentsTokens,
    state_tokens: tokens.stateTokens,
    ms_per_tool_call: round(orchestration.msPerToolCall),
  }),
);
