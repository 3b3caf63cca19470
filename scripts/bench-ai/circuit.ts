// The circuit assistant's token budgets (o200k, the tokenizer OpenAI's current models use) and the
// orchestration cost of a tool call on a 200-part circuit, without provider latency.
import { countTokens } from 'gpt-tokenizer';
import { runTurn } from '../../src/core/ai/loop';
import { ReplayProvider, type RecordedResponse } from '../../src/core/ai/replay-provider';
import { systemPrompt } from '../../src/core/assistant/prompt';
import { openAIToolsJson } from '../../src/core/ai/test-support/tool-properties';
import { slicedCircuit } from '../../src/core/tools/test-support/circuits';
import { createToolHarness } from '../../src/main/test-support/tool-harness';

export interface TokenReport {
  readonly toolCount: number;
  readonly toolDefinitionTokens: number;
  readonly toolDefinitionBytes: number;
  readonly strictToolDefinitionTokens: number;
  readonly systemPromptTokens: number;
  readonly promptAndToolsTokens: number;
  readonly availableComponentsTokens: number;
  readonly stateTokens: Record<'10' | '50' | '200', number>;
}

export async function measureTokens(): Promise<TokenReport> {
  const harness = createToolHarness();
  try {
    const tools = openAIToolsJson(harness.registry, false);
    const toolDefinitionTokens = countTokens(tools);
    const systemPromptTokens = countTokens(systemPrompt('build'));
    const available = await harness.call('get_available_components');
    const stateTokens = {} as Record<'10' | '50' | '200', number>;
    for (const n of [10, 50, 200] as const) {
      const sized = createToolHarness(slicedCircuit(n));
      try {
        stateTokens[String(n) as '10'] = countTokens(JSON.stringify(await sized.call('get_circuit_state')));
      } finally {
        await sized.close();
      }
    }
    return {
      toolCount: harness.registry.size,
      toolDefinitionTokens,
      toolDefinitionBytes: Buffer.byteLength(tools),
      strictToolDefinitionTokens: countTokens(openAIToolsJson(harness.registry, true)),
      systemPromptTokens,
      promptAndToolsTokens: systemPromptTokens + toolDefinitionTokens,
      availableComponentsTokens: countTokens(JSON.stringify(available)),
      stateTokens,
    };
  } finally {
    await harness.close();
  }
}

/** Edits and reads that do not simulate: what a build turn mostly does between its checks. */
function editingCalls(round: number): RecordedResponse['toolCalls'] {
  const g = `Q${round}`;
  return [
    { name: 'get_component_schema', arguments: '{"component_type":"AND_2"}' },
    { name: 'add_component', arguments: `{"type":"AND_2","label":"${g}","x":1200,"y":${round * 80}}` },
    { name: 'connect', arguments: `{"from":"A${round}:out","to":"${g}:a"}` },
    { name: 'connect', arguments: `{"from":"B${round}:out","to":"${g}:b"}` },
    { name: 'update_component', arguments: `{"component":"${g}","label":"${g}X"}` },
    { name: 'move_component', arguments: `{"component":"${g}X","x":1300,"y":${round * 80}}` },
    { name: 'search_components', arguments: '{"query":"flip flop"}' },
    { name: 'disconnect', arguments: `{"from":"B${round}:out","to":"${g}X:b"}` },
    { name: 'remove_component', arguments: `{"components":["${g}X"]}` },
    { name: 'undo', arguments: '{}' },
  ];
}

/** Milliseconds per tool call of a turn on a 200-part circuit (replayed model: no provider latency; no simulation). */
export async function measureOrchestration(runs = 15): Promise<{ msPerToolCall: number; calls: number }> {
  const samples: number[] = [];
  let calls = 0;
  for (let run = 0; run < runs + 3; run++) {
    const harness = createToolHarness(slicedCircuit(200));
    try {
      const responses: RecordedResponse[] = [{ toolCalls: editingCalls(run % 30) }, { text: 'Done.' }];
      const started = performance.now();
      const result = await runTurn({
        providers: [new ReplayProvider(responses)],
        system: systemPrompt('build'),
        message: 'bench',
        tools: harness.registry,
        limits: { textBatchMs: 0, maxToolCalls: 20 },
      });
      const elapsed = performance.now() - started;
      const failures = result.toolCalls.filter((c) => !c.success);
      if (failures.length > 0) throw new Error(`bench call failed: ${JSON.stringify(failures[0]!.result)}`);
      calls = result.toolCalls.length;
      if (run >= 3) samples.push(elapsed / calls);
    } finally {
      await harness.close();
    }
  }
  return { msPerToolCall: [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!, calls };
}
