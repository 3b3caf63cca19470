import { afterEach, describe, expect, it } from 'vitest';
import type { OpenCircuit } from '../shared/contract';
import { startAssistantHarness, type AssistantHarness } from './test-support/assistant-harness';
import { toolResultsOf } from './providers/test-support/engine-harness';

// The assistant builds with memory parts through the real services: a fake provider (the real wire
// formats) asks for ROM's pins, builds a 7-segment decoder as a lookup table in a ROM (its contents
// in the blueprint), writes a test and runs it; one malformed contents is refused with its place.

let harness: AssistantHarness;
afterEach(async () => {
  await harness.close();
});

const call = (name: string, args: unknown) => ({ name, arguments: args as Record<string, unknown> });

/** Segments g..a of the digits 0–9 (a is bit 0), with commas as a model may write them. */
const SEGMENTS = '3f, 6, 5b, 4f, 66, 6d, 7d, 7, 7f, 6f';

const decoder = (contents: string) => ({
  components: [
    { label: 'N', type: 'PORT_IN', properties: 'width=4' },
    { label: 'LUT', type: 'ROM', properties: `addressBits=4, dataBits=7, contents="${contents}"` },
    { label: 'SEG', type: 'PORT_OUT', properties: 'width=7' },
  ],
  wires: [
    { from: 'N:out', to: 'LUT:A' },
    { from: 'LUT:D', to: 'SEG:in' },
  ],
});

const DIGITS = 'N SEG\n0 0x3f\n1 0x06\n7 0x07\n8 0x7f\n9 0x6f\n';

describe.each(['openai', 'anthropic'] as const)('memory parts from the assistant over %s', (format) => {
  it('reads ROM’s pins, is told what is wrong with bad contents, then builds a lookup table that passes its test', async () => {
    harness = await startAssistantHarness({ format });
    harness.server.script(
      { kind: 'message', toolCalls: [call('get_component_schema', { component_types: ['ROM'] })] },
      { kind: 'message', toolCalls: [call('validate_blueprint', { blueprint: decoder('3f 6 5b 4g') })] },
      { kind: 'message', toolCalls: [call('write_tests', { name: 'digits', source: DIGITS })] },
      { kind: 'message', toolCalls: [call('apply_blueprint', { blueprint: decoder(SEGMENTS), mode: 'replace' })] },
      { kind: 'message', toolCalls: [call('run_tests', {})] },
      { kind: 'message', text: 'The ROM LUT decodes N to the segments; the test "digits" passes.' },
    );
    const finished = await harness.turn('Make a 7-segment decoder for 0-9 as a lookup table');
    expect(finished).toMatchObject({ status: 'done', toolCalls: 5 });

    const schema = toolResultsOf(harness.server.requests[1]!).at(-1)!.content;
    expect(schema).toContain('"A"');
    expect(schema).toContain('contents');
    const validation = JSON.parse(toolResultsOf(harness.server.requests[2]!).at(-1)!.content) as {
      errors: { message: string }[];
    };
    expect(validation.errors[0]!.message).toBe(
      'components[1] (LUT): ROM: the contents do not fit. The word "4g" on line 1 is not a hexadecimal number.',
    );
    const run = JSON.parse(toolResultsOf(harness.server.requests[5]!).at(-1)!.content) as unknown;
    expect(run).toEqual({ success: true, passed: true, tests: [{ name: 'digits', passed: true, rows: 5 }] });

    const open = await harness.call<OpenCircuit>('circuit:open', { id: harness.circuitId });
    if (!open.success) throw new Error(open.error);
    const rom = open.data.circuit.components.find((c) => c.label === 'LUT');
    // Kept in their one written form: the same words, spaces between them.
    expect(rom?.properties).toMatchObject({ addressBits: 4, dataBits: 7, contents: SEGMENTS.replaceAll(',', '') });
  });
});
