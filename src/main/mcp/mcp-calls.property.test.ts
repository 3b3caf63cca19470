import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../app-services';
import { inProcessTransport } from '../simulation/transport';
import { createTestServices } from '../test-support/services';

/** A call an agent might make: good, bad or odd arguments, for tools that edit, read, undo and redo. */
const LABELS = ['A', 'B', 'G1', 'G2', 'Q', 'nope'];
const TYPES = ['AND_2', 'XOR_2', 'SWITCH_TOGGLE', 'PROBE', 'NOT', 'FLUX_CAPACITOR', ''];
const PINS = ['out', 'a', 'b', 'in', 'zz'];
const label = fc.constantFrom(...LABELS);
const endpoint = fc.tuple(label, fc.constantFrom(...PINS)).map(([l, p]) => `${l}:${p}`);
const call = fc.oneof(
  fc.record({ name: fc.constant('add_component'), args: fc.record({ type: fc.constantFrom(...TYPES), label }) }),
  fc.record({ name: fc.constant('connect'), args: fc.record({ from: endpoint, to: endpoint }) }),
  fc.record({ name: fc.constant('disconnect'), args: fc.record({ from: endpoint, to: endpoint }) }),
  fc.record({ name: fc.constant('remove_component'), args: fc.record({ component: label }) }),
  fc.record({
    name: fc.constant('move_component'),
    args: fc.record({ component: label, x: fc.integer({ min: -50, max: 900 }), y: fc.integer({ min: -50, max: 900 }) }),
  }),
  fc.record({ name: fc.constantFrom('undo', 'redo', 'get_circuit_state', 'auto_layout'), args: fc.constant({}) }),
  fc.record({ name: fc.constant('add_component'), args: fc.anything() }),
  fc.record({ name: fc.constant('no_such_tool'), args: fc.constant({}) }),
);

describe('MCP tool calls, whatever an agent sends (property)', () => {
  let services: AppServices;
  beforeAll(() => {
    services = createTestServices('browser', { simulationTransport: () => inProcessTransport() });
  });
  afterAll(() => services.close());

  it('a call never throws; a failed call changes nothing; an edit is one "MCP: <tool>" change; undo/redo move by one', async () => {
    const seen = { failed: 0, edits: 0, undos: 0 };
    await fc.assert(
      fc.asyncProperty(fc.array(call, { minLength: 1, maxLength: 12 }), async (calls) => {
        const made = services.documents.create('Property');
        if (!made.success) throw new Error(made.error);
        const id = made.data.meta.id;
        const snapshot = () => {
          const state = services.documents.stateOf(id);
          const history = services.documents.history(id);
          if (!state.success || !history.success) throw new Error('the circuit could not be read');
          return { circuit: JSON.stringify(state.data.toJSON()), history: history.data };
        };
        for (const { name, args } of calls) {
          const before = snapshot();
          const outcome = await services.mcp.call(
            name,
            { ...(isObject(args) ? args : { value: args }), circuit: id },
            new AbortController().signal,
          );
          const after = snapshot();
          const { position, length } = after.history.history;
          if (!outcome.result.success) {
            seen.failed++;
            expect(after, `${name} failed and changed the circuit`).toEqual(before);
          } else if (name === 'undo' || name === 'redo') {
            seen.undos++;
            expect(position).toBe(before.history.history.position + (name === 'undo' ? -1 : 1));
            expect(length).toBe(before.history.history.length);
          } else if (outcome.changeId !== undefined) {
            seen.edits++;
            expect(length).toBe(position);
            expect(position).toBe(before.history.history.position + 1);
            const last = after.history.entries.find((entry) => entry.index === position)!;
            expect([last.label, last.source]).toEqual([`MCP: ${name}`, 'mcp']);
          } else {
            expect(after.circuit).toBe(before.circuit);
          }
        }
        services.documents.delete(id);
      }),
      { numRuns: 40 },
    );
    // The runs went through every branch: the property was not checked on failures alone.
    expect(
      Object.values(seen).every((count) => count > 0),
      JSON.stringify(seen),
    ).toBe(true);
  });
});

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
