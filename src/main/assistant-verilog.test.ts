import { afterEach, describe, expect, it } from 'vitest';
import type { Circuit } from '../shared/circuit/types';
import type { HistoryEntry, OpenCircuit } from '../shared/contract';
import { toolResultsOf } from './providers/test-support/engine-harness';
import { startAssistantHarness, type AssistantHarness } from './test-support/assistant-harness';

let harness: AssistantHarness;
afterEach(async () => {
  await harness.close();
});

/** What a model writes for "a BCD to 7-segment decoder": segments a–g, active high. */
const DECODER = `module bcd7(input [3:0] bcd, output reg [6:0] seg);
  always @* begin
    case (bcd)
      4'd0: seg = 7'b0111111;
      4'd1: seg = 7'b0000110;
      4'd2: seg = 7'b1011011;
      4'd3: seg = 7'b1001111;
      4'd4: seg = 7'b1100110;
      4'd5: seg = 7'b1101101;
      4'd6: seg = 7'b1111101;
      4'd7: seg = 7'b0000111;
      4'd8: seg = 7'b1111111;
      4'd9: seg = 7'b1101111;
      default: seg = 7'b0000000;
    endcase
  end
endmodule`;

const call = (name: string, args: unknown) => ({ name, arguments: args as Record<string, unknown> });

describe.each(['openai', 'anthropic'] as const)('the assistant writing Verilog over %s', (format) => {
  it('builds a 7-segment decoder with build_from_verilog in one undoable change, and checks it', async () => {
    harness = await startAssistantHarness({ format });
    harness.server.script(
      {
        kind: 'message',
        text: 'I will describe it in Verilog.',
        toolCalls: [
          call('build_from_verilog', {
            source: 'module broken(input a, output y);\n  assign y = a |;\nendmodule',
            mode: 'merge',
          }),
        ],
      },
      { kind: 'message', toolCalls: [call('build_from_verilog', { source: DECODER, mode: 'merge' })] },
      {
        kind: 'message',
        toolCalls: [
          call('check_truth_table', {
            expected: ['bcd=1 -> seg=0b0000110', 'bcd=8 -> seg=0x7f', 'bcd=12 -> seg=0'],
          }),
        ],
      },
      { kind: 'message', text: 'Done: the 4-bit port bcd drives the 7-bit port seg.' },
    );
    const finished = await harness.turn('Build a BCD to 7-segment decoder');
    expect(finished).toMatchObject({ status: 'done', toolCalls: 3 });

    // The model read the syntax error with its line, and the check of the result passed.
    const first = toolResultsOf(harness.server.requests[1]!).at(-1)!;
    expect(first.isError).toBe(true);
    expect(first.content).toContain('line 2');
    const check = toolResultsOf(harness.server.requests[3]!).at(-1)!;
    expect(JSON.parse(check.content)).toMatchObject({ success: true, pass: true });

    const open = await harness.call<OpenCircuit>('circuit:open', { id: harness.circuitId });
    const circuit: Circuit = open.success ? open.data.circuit : { components: [], wires: [] };
    // The vectors are one port each, as wide as the Verilog says.
    const ports = circuit.components.filter((c) => c.type === 'PORT_IN' || c.type === 'PORT_OUT');
    expect(ports.map((c) => [c.type, c.label, c.properties?.width])).toEqual(
      expect.arrayContaining([
        ['PORT_IN', 'bcd', 4],
        ['PORT_OUT', 'seg', 7],
      ]),
    );

    // One change from the assistant; one undo takes it all back.
    const history = await harness.call<{ entries: HistoryEntry[] }>('history:list', { circuitId: harness.circuitId });
    expect(history.success && history.data.entries).toMatchObject([{ id: finished.changeId, source: 'assistant' }]);
    expect(await harness.call('history:undo', { circuitId: harness.circuitId })).toMatchObject({ success: true });
    const undone = await harness.call<OpenCircuit>('circuit:open', { id: harness.circuitId });
    expect(undone.success && undone.data.circuit.components).toEqual([]);
  }, 60_000);
});
