import { afterEach, describe, expect, it } from 'vitest';
import type { Circuit } from '../shared/circuit/types';
import type { Conversation, HistoryEntry, OpenCircuit } from '../shared/contract';
import { startAssistantHarness, type AssistantHarness } from './test-support/assistant-harness';
import { toolResultsOf } from './providers/test-support/engine-harness';
import { startBrowserHost } from './host/server';
import { blueprintToOperations } from '../shared/circuit/blueprint-operations';
import { HALF_ADDER_BLUEPRINT } from '../shared/test-support/half-adder';

let harness: AssistantHarness;
afterEach(async () => {
  await harness.close();
});

const HALF_ADDER = HALF_ADDER_BLUEPRINT;

/** The same with one mistake the validator catches: the carry LED's cathode goes nowhere. */
const HALF_ADDER_WITH_A_MISTAKE = {
  ...HALF_ADDER,
  wires: HALF_ADDER.wires.filter((w) => w.from !== 'CARRY:cathode'),
};

const call = (name: string, args: unknown) => ({ name, arguments: args as Record<string, unknown> });

async function circuitOf(h: AssistantHarness): Promise<Circuit> {
  const open = await h.call<OpenCircuit>('circuit:open', { id: h.circuitId });
  if (!open.success) throw new Error(open.error);
  return open.data.circuit;
}

async function historyOf(h: AssistantHarness): Promise<HistoryEntry[]> {
  const list = await h.call<{ entries: HistoryEntry[] }>('history:list', { circuitId: h.circuitId });
  if (!list.success) throw new Error(list.error);
  return list.data.entries;
}

async function truthTable(h: AssistantHarness, inputs: string[], outputs: string[]): Promise<string[]> {
  const table = await h.call<{ rows: { inputs: string[]; outputs: string[] }[] }>('sim:truthTable', {
    circuitId: h.circuitId,
    inputs,
    outputs,
  });
  if (!table.success) throw new Error(`${table.error} ${table.hint}`);
  return table.data.rows.map((r) => `${r.inputs.join('')}->${r.outputs.join('')}`);
}

describe.each(['openai', 'anthropic'] as const)('the circuit assistant over %s', (format) => {
  it('builds a half adder in one undoable change: components, schema, validate (one error, fixed), apply, check, answer', async () => {
    harness = await startAssistantHarness({ format });
    harness.server.script(
      { kind: 'message', text: 'Let me see what parts there are.', toolCalls: [call('get_available_components', {})] },
      {
        kind: 'message',
        toolCalls: [call('get_component_schema', { component_types: ['XOR_2', 'AND_2', 'LED_GREEN'] })],
      },
      { kind: 'message', toolCalls: [call('validate_blueprint', { blueprint: HALF_ADDER_WITH_A_MISTAKE })] },
      { kind: 'message', toolCalls: [call('validate_blueprint', { blueprint: HALF_ADDER })] },
      { kind: 'message', toolCalls: [call('apply_blueprint', { blueprint: HALF_ADDER, mode: 'merge' })] },
      { kind: 'message', toolCalls: [call('check_truth_table', { expected: ['SUM = A xor B', 'CARRY = A and B'] })] },
      { kind: 'message', text: 'I built a half adder: SUM = A XOR B, CARRY = A AND B. Flip A and B to try it.' },
    );
    const finished = await harness.turn('Build a half adder with two switches and two LEDs');
    expect(finished).toMatchObject({ status: 'done', rounds: 7, toolCalls: 6 });
    expect(finished.text).toContain('I built a half adder');
    expect(finished.changeId).toEqual(expect.any(String));

    // The model saw the validation error, then the fix succeeded, and the check passed.
    const validateResult = toolResultsOf(harness.server.requests[3]!).at(-1)!;
    expect(validateResult.isError).toBe(true);
    expect(validateResult.content).toContain('CARRY');
    const checkResult = toolResultsOf(harness.server.requests[6]!).at(-1)!;
    expect(JSON.parse(checkResult.content)).toMatchObject({ success: true, pass: true });

    // The stored circuit is the half adder, and it computes the half adder.
    const circuit = await circuitOf(harness);
    expect(circuit.components.map((c) => c.label).sort()).toEqual(HALF_ADDER.components.map((c) => c.label).sort());
    expect(circuit.wires).toHaveLength(10);
    expect(await truthTable(harness, ['A', 'B'], ['SUM', 'CARRY'])).toEqual(['00->00', '01->10', '10->10', '11->01']);

    // Exactly one change, from the assistant; one undo takes the whole turn back.
    const history = await historyOf(harness);
    expect(history).toMatchObject([
      {
        id: finished.changeId,
        source: 'assistant',
        label: expect.stringMatching(/^Assistant: Build a half adder/) as unknown,
      },
    ]);
    expect(await harness.call('history:undo', { circuitId: harness.circuitId })).toMatchObject({ success: true });
    expect((await circuitOf(harness)).components).toEqual([]);

    // The trace: a one-line summary per call, in order; the preview grew as the turn edited.
    const finishedCalls = harness.eventsOf('assistant.toolCall', finished.turnId).filter((e) => e.phase === 'finished');
    expect(finishedCalls.map((e) => [e.name, e.success])).toEqual([
      ['get_available_components', true],
      ['get_component_schema', true],
      ['validate_blueprint', false],
      ['validate_blueprint', true],
      ['apply_blueprint', true],
      ['check_truth_table', true],
    ]);
    expect(finishedCalls[2]!.summary).toBe('Validated: 1 error');
    expect(finishedCalls[4]!.summary).toMatch(/Added|added|9 parts/);
    expect(finishedCalls[5]!.summary).toBe('Checked the truth table: it matches');
    const previews = harness.eventsOf('assistant.preview', finished.turnId);
    expect(previews.at(-1)!.operations.filter((o) => o.op === 'addComponent')).toHaveLength(9);

    // Every tool call is stored with the change it belongs to.
    const conversation = await harness.call<Conversation>('conversation:open', { id: finished.conversationId });
    const answer = conversation.success ? conversation.data.messages.at(-1)! : undefined;
    expect(answer?.toolCalls).toHaveLength(6);
    expect(answer?.toolCalls.every((c) => c.changeId === finished.changeId)).toBe(true);
  });

  it('fixes an LED that never lights (no path to ground)', async () => {
    harness = await startAssistantHarness({ format });
    const broken = {
      components: [
        { label: 'SW1', type: 'SWITCH_TOGGLE' },
        { label: 'LED1', type: 'LED_RED' },
        { label: 'R1', type: 'RESISTOR' },
        { label: 'GND1', type: 'GND' },
      ],
      wires: [
        { from: 'SW1:out', to: 'LED1:anode' },
        { from: 'LED1:cathode', to: 'R1:a' },
      ],
    };
    // The user's circuit, made by hand: the resistor's far end goes nowhere.
    const operations = blueprintToOperations(broken);
    if (!operations.success) throw new Error(operations.error);
    const made = await harness.call('circuit:apply', {
      circuitId: harness.circuitId,
      label: 'My LED',
      operations: operations.data.operations,
    });
    expect(made.success).toBe(true);
    harness.server.script(
      { kind: 'message', toolCalls: [call('get_circuit_state', {})] },
      { kind: 'message', toolCalls: [call('connect', { from: 'R1:b', to: 'GND1:gnd' })] },
      { kind: 'message', toolCalls: [call('simulate', { inputs: ['SW1=1'] })] },
      { kind: 'message', text: 'LED1 had no way back to ground; I connected R1 to GND1. It lights now.' },
    );
    const finished = await harness.turn('The LED never lights — fix it');
    expect(finished.status).toBe('done');
    // The model saw the problem in the state, and the LED lit in the simulation after the fix.
    expect(toolResultsOf(harness.server.requests[1]!).at(-1)!.content).toMatch(/LED1[^"]*GND|ground/i);
    expect(toolResultsOf(harness.server.requests[3]!).at(-1)!.content).toMatch(/LED1:1/);
    const circuit = await circuitOf(harness);
    expect(circuit.wires).toHaveLength(3);
    expect((await historyOf(harness)).map((e) => e.source)).toEqual(['user', 'assistant']);
  });

  it('leaves the circuit and the history as they were when the turn is stopped after two edits', async () => {
    harness = await startAssistantHarness({ format });
    harness.server.script(
      { kind: 'message', toolCalls: [call('add_component', { type: 'AND_2', label: 'G1' })] },
      { kind: 'message', toolCalls: [call('add_component', { type: 'OR_2', label: 'G2' })] },
      { kind: 'stall', afterChunks: 1, reply: { kind: 'message', text: 'never finished' } },
    );
    const sent = await harness.call<{ turnId: string }>('assistant:send', {
      circuitId: harness.circuitId,
      message: 'Add gates',
    });
    if (!sent.success) throw new Error(sent.error);
    await harness.server.waitForRequests(3);
    expect(harness.eventsOf('assistant.preview', sent.data.turnId).at(-1)!.operations).toHaveLength(2);
    await harness.call('assistant:cancel', { turnId: sent.data.turnId });
    const finished = await harness.finished(sent.data.turnId);
    expect(finished).toMatchObject({ status: 'cancelled', changeId: null });
    expect((await circuitOf(harness)).components).toEqual([]);
    expect(await historyOf(harness)).toEqual([]);
  });

  it('applies nothing when the provider fails in the middle of a turn', async () => {
    harness = await startAssistantHarness({ format });
    harness.server.script(
      { kind: 'message', toolCalls: [call('add_component', { type: 'AND_2', label: 'G1' })] },
      { kind: 'http-error', status: 401 },
    );
    const finished = await harness.turn('Add an AND gate');
    expect(finished).toMatchObject({ status: 'failed', changeId: null, error: { code: 'PROVIDER_AUTH_FAILED' } });
    expect((await circuitOf(harness)).components).toEqual([]);
    expect(await historyOf(harness)).toEqual([]);
  });
});

describe('a user edit during a turn', () => {
  async function turnWithUserEdit(userEdit: (h: AssistantHarness) => Promise<void>) {
    harness.server.script(
      { kind: 'message', toolCalls: [call('add_component', { type: 'AND_2', label: 'G1', x: 400, y: 0 })] },
      { kind: 'message', toolCalls: [call('connect', { from: 'SW1:out', to: 'G1:a' })] },
      { kind: 'message', text: 'Connected SW1 to G1.', chunkDelayMs: 150 },
    );
    const sent = await harness.call<{ turnId: string }>('assistant:send', {
      circuitId: harness.circuitId,
      message: 'Wire SW1 into a new AND',
    });
    if (!sent.success) throw new Error(sent.error);
    await harness.server.waitForRequests(harness.server.requests.length + 3);
    await userEdit(harness);
    return harness.finished(sent.data.turnId);
  }

  const addSwitch = async (h: AssistantHarness) => {
    const added = await h.call('circuit:apply', {
      circuitId: h.circuitId,
      label: 'Add SW1',
      operations: [
        {
          op: 'addComponent',
          component: { id: 'sw1', type: 'SWITCH_TOGGLE', label: 'SW1', x: 0, y: 0, rotation: 0, properties: {} },
        },
      ],
    });
    if (!added.success) throw new Error(added.error);
  };

  it('puts the turn on top of an edit it does not conflict with', async () => {
    harness = await startAssistantHarness();
    await addSwitch(harness);
    const finished = await turnWithUserEdit(async (h) => {
      const moved = await h.call('circuit:apply', {
        circuitId: h.circuitId,
        label: 'Add a probe',
        operations: [
          {
            op: 'addComponent',
            component: { id: 'p1', type: 'PROBE', label: 'P1', x: 0, y: 200, rotation: 0, properties: {} },
          },
        ],
      });
      expect(moved.success).toBe(true);
    });
    expect(finished).toMatchObject({ status: 'done', changeId: expect.any(String) as unknown });
    expect((await circuitOf(harness)).components.map((c) => c.label).sort()).toEqual(['G1', 'P1', 'SW1']);
    expect((await historyOf(harness)).map((e) => e.source)).toEqual(['user', 'user', 'assistant']);
  });

  it('applies nothing, and says why, when the user removed what the turn wired to', async () => {
    harness = await startAssistantHarness();
    await addSwitch(harness);
    const finished = await turnWithUserEdit(async (h) => {
      const removed = await h.call('circuit:apply', {
        circuitId: h.circuitId,
        label: 'Delete SW1',
        operations: [{ op: 'removeComponent', id: 'sw1' }],
      });
      expect(removed.success).toBe(true);
    });
    expect(finished).toMatchObject({
      status: 'failed',
      changeId: null,
      error: { code: 'TURN_CONFLICT', hint: expect.stringContaining('Send the request again') as unknown },
    });
    expect((await circuitOf(harness)).components).toEqual([]);
    expect((await historyOf(harness)).map((e) => e.label)).toEqual(['Add SW1', 'Delete SW1']);
  });
});

describe('the assistant through the browser host', () => {
  it('takes assistant:send over HTTP and streams the turn as server-sent events', async () => {
    harness = await startAssistantHarness();
    const host = await startBrowserHost({
      services: harness.services,
      rendererDir: '/nonexistent',
      token: 't'.repeat(24),
      port: 0,
    });
    try {
      const headers = { Authorization: `Bearer ${'t'.repeat(24)}`, 'Content-Type': 'application/json' };
      const controller = new AbortController();
      const stream = await fetch(`http://127.0.0.1:${host.port}/events`, { headers, signal: controller.signal });
      harness.server.script({ kind: 'message', text: 'Hello over HTTP.' });
      const sent = (await (
        await fetch(`http://127.0.0.1:${host.port}/rpc/assistant:send`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ circuitId: harness.circuitId, message: 'Hi' }),
        })
      ).json()) as { success: boolean; data: { turnId: string } };
      expect(sent.success).toBe(true);
      let text = '';
      const decoder = new TextDecoder();
      for await (const chunk of stream.body as unknown as AsyncIterable<Uint8Array>) {
        text += decoder.decode(chunk);
        if (text.includes('assistant.turnFinished')) break;
      }
      controller.abort();
      expect(text).toContain('assistant.turnStarted');
      expect(text).toContain('Hello over HTTP.');
      expect(text).toContain(sent.data.turnId);
    } finally {
      await host.close();
    }
  });
});
