import fc from 'fast-check';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import type { Blueprint } from '../../shared/circuit/blueprint';
import type { Json } from '../ai/messages';
import type { AnyTool } from '../ai/tool';
import { arbitraryArgumentText, toolSchemaProblems } from '../ai/test-support/tool-properties';
import { DEFECTS, validBlueprint } from '../validation/test-support/random-blueprints';
import { validateCircuit } from '../validation/validate';
import { toToolBlueprint } from './blueprint-input';
import { createCircuitTools } from './circuit-tools';
import { halfAdderCircuit } from './test-support/circuits';
import { createToolHarness } from '../../main/test-support/tool-harness';

const READ_ONLY = [
  'get_available_components',
  'get_component_schema',
  'search_components',
  'get_circuit_state',
  'validate_blueprint',
  'simulate',
  'get_truth_table',
  'check_truth_table',
  'run_tests',
  'synthesize_from_truth_table',
  'explain_circuit',
  'list_circuits',
  'open_circuit',
  'focus',
];

describe('the circuit tools as providers see them', () => {
  it('have valid schemas and descriptions, a fixed order, and mark exactly the editing tools as mutating', async () => {
    const harness = createToolHarness();
    const tools = createCircuitTools(harness.context);
    expect(toolSchemaProblems(tools)).toEqual([]);
    expect(tools.map((t) => t.name)).toEqual(harness.registry.names);
    expect(tools.filter((t) => !t.mutates).map((t) => t.name)).toEqual(READ_ONLY);
    await harness.close();
  });
});

const labels = fc.constantFrom('SW1', 'sw2', 'G1', 'g2', 'LED1', 'R1', 'GND1', 'G9', '', 'xor');
const pins = fc.constantFrom(
  'SW1:out',
  'SW2:out',
  'G1:a',
  'G2:b',
  'G1:out',
  'g2:out',
  'LED2:anode',
  'R1:b',
  'GND1:gnd',
  'G1:zz',
  'SW1',
  'N1:in',
);
const types = fc.constantFrom('AND_2', 'xor-2', 'LED_RED', 'ANDD', 'NOT', 'CLOCK', 'probe');
const blueprints: fc.Arbitrary<Json> = fc.oneof(
  validBlueprint.map((b) => toToolBlueprint(b) as unknown as Json),
  fc.constant<Json>({ components: [{ label: 'N1', type: 'NOT' }], wires: [{ from: 'G1:out', to: 'N1:in' }] }),
  fc.constant<Json>({ components: [{ label: 'G1', type: 'NOT' }], wires: [] }),
);

/** Plausible values for each parameter name of the tools (mistakes included). */
const PLAUSIBLE: Record<string, fc.Arbitrary<Json>> = {
  component_type: types,
  type: types,
  component_types: fc.array(types, { maxLength: 3 }),
  query: fc.constantFrom('adder', 'flip flop', 'zzz', 'led', 'Other'),
  blueprint: blueprints,
  mode: fc.constantFrom('merge', 'replace', 'new'),
  detail: fc.constantFrom('summary', 'full'),
  label: labels,
  component: labels,
  x: fc.integer({ min: -50, max: 600 }),
  y: fc.integer({ min: -50, max: 600 }),
  properties: fc.constantFrom('initial=true', 'frequency=2', 'delay=0', 'colour', 'resistance=-5', ''),
  components: fc.array(labels, { maxLength: 3 }),
  labels: fc.array(labels, { maxLength: 3 }),
  rotation: fc.constantFrom(0, 90, 180, 45),
  from: pins,
  to: pins,
  spacing: fc.integer({ min: 0, max: 200 }),
  inputs: fc.array(fc.constantFrom('SW1=1', 'SW1=1 SW2=1', 'sw2=0', 'G1=1', 'SW1', ''), { maxLength: 3 }),
  clock_cycles: fc.integer({ min: -1, max: 3 }),
  outputs: fc.array(fc.constantFrom('LED1', 'LED2', 'G1', 'G2.out', 'SW1', 'nobody'), { maxLength: 3 }),
  expected: fc.array(
    fc.constantFrom(
      'LED1 = SW1 xor SW2',
      'LED2 = SW1 and SW2',
      'LED1 = SW1',
      'SW1 SW2 -> LED1',
      '01 -> 1',
      'SW1=1 -> LED2=1',
      'x',
    ),
    { maxLength: 4 },
  ),
  name: fc.constantFrom('Other', 'other', 'nope', '', 'adds'),
  source: fc.constantFrom(
    'SW1 SW2 LED1 LED2\n0 0 0 0\n1 0 1 0\n1 1 0 1',
    'SW1 SW2 LED1\n1 1 1',
    'SW1 LED9\n0 0',
    'G1 LED1\n0 0',
    'SW1 SW2\nrepeat(3 0 0',
    '',
  ),
};

/** Anything at all, in a parameter: the wrong type, null, junk. */
const anything = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.double(),
  fc.string({ maxLength: 8 }),
  fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>,
);

const probe = createToolHarness();
const TOOLS = createCircuitTools(probe.context);
await probe.close();

/** Arguments for one tool: its own parameters (the required ones always there) with plausible values. */
function argumentsFor(tool: AnyTool): fc.Arbitrary<string> {
  const shape = tool.input.shape as Record<string, z.ZodType>;
  const keys = Object.keys(shape);
  const requiredKeys = keys.filter((k) => !shape[k]!.safeParse(undefined).success);
  const values: Record<string, fc.Arbitrary<Json>> = {};
  for (const k of keys) {
    values[k] = fc.oneof({ weight: 5, arbitrary: PLAUSIBLE[k] ?? anything }, { weight: 1, arbitrary: anything });
  }
  return fc.record(values, { requiredKeys }).map((v) => JSON.stringify(v));
}

/** One call: a tool, with its own kind of arguments mostly, or anything at all. */
const toolCall = fc
  .constantFrom(...TOOLS)
  .chain((tool) =>
    fc
      .oneof({ weight: 4, arbitrary: argumentsFor(tool) }, { weight: 1, arbitrary: arbitraryArgumentText() })
      .map((args) => [tool.name, args] as const),
  );

describe('every circuit tool, given random arguments', () => {
  it('answers {success: boolean}, and a failed call changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(toolCall, { minLength: 1, maxLength: 4 }), async (calls) => {
        const harness = createToolHarness(halfAdderCircuit());
        harness.addToLibrary('Other', halfAdderCircuit());
        try {
          for (const [name, args] of calls) {
            const before = JSON.stringify(harness.copy.state.toJSON());
            const steps = harness.copy.steps().length;
            const result = await harness.call(name, args);
            expect(typeof result.success).toBe('boolean');
            if (!result.success) {
              expect(result.error.length).toBeGreaterThan(0);
              expect(JSON.stringify(harness.copy.state.toJSON()), `${name} ${args}`).toBe(before);
              expect(harness.copy.steps()).toHaveLength(steps);
            }
          }
        } finally {
          await harness.close();
        }
      }),
      { seed: 20_240_612, numRuns: 150 },
    );
  });
});

const tool = (b: Blueprint) => toToolBlueprint(b);

describe('blueprints through the tools', () => {
  it('always rejects an invalid blueprint with the specific code, and apply_blueprint builds nothing', async () => {
    let checked = 0;
    await fc.assert(
      fc.asyncProperty(
        validBlueprint,
        fc.constantFrom(...Object.keys(DEFECTS)),
        fc.nat(),
        async (blueprint, defect, n) => {
          const injected = DEFECTS[defect]!(blueprint, n);
          fc.pre(injected !== undefined);
          checked++;
          const harness = createToolHarness(halfAdderCircuit());
          try {
            const before = JSON.stringify(harness.copy.state.toJSON());
            for (const name of ['validate_blueprint', 'apply_blueprint']) {
              const result = await harness.call(name, {
                blueprint: tool(injected.blueprint),
                mode: name === 'apply_blueprint' ? 'replace' : 'new',
              });
              expect(result.success, `${defect} via ${name}`).toBe(false);
              const errors = result.errors as { code: string; message: string }[];
              const issue = errors.find((e) => e.code === injected.code);
              expect(issue, `${defect} → ${injected.code}: ${JSON.stringify(errors)}`).toBeDefined();
            }
            expect(JSON.stringify(harness.copy.state.toJSON())).toBe(before);
          } finally {
            await harness.close();
          }
        },
      ),
      { seed: 4242, numRuns: 120 },
    );
    expect(checked).toBeGreaterThan(80);
  });

  it('always accepts a valid blueprint, and once applied the validator finds the circuit clean', async () => {
    await fc.assert(
      fc.asyncProperty(validBlueprint, fc.constantFrom('replace', 'merge'), async (blueprint, mode) => {
        const harness = createToolHarness(mode === 'replace' ? halfAdderCircuit() : undefined);
        try {
          expect(await harness.call('validate_blueprint', { blueprint: tool(blueprint) })).toMatchObject({
            success: true,
            valid: true,
          });
          const applied = await harness.call('apply_blueprint', { blueprint: tool(blueprint), mode });
          expect(applied).toMatchObject({ success: true, created: blueprint.components.map((c) => c.label) });
          const state = harness.copy.state;
          expect(state.componentCount).toBe(blueprint.components.length);
          expect(state.wireCount).toBe(blueprint.wires.length);
          expect(validateCircuit(state).filter((i) => i.severity === 'error')).toEqual([]);
        } finally {
          await harness.close();
        }
      }),
      { seed: 77, numRuns: 60 },
    );
  });
});
