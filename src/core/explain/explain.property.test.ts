import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CircuitState } from '../../shared/circuit/circuit-state';
import { compile } from '../simulation';
import { evaluate } from '../synthesis/expression';
import { synthesizeFromTruthTable } from '../synthesis/synthesize';
import { applyBlueprint } from '../synthesis/test-support/blueprint-table';
import { Cone } from './cone';
import { explainCircuit } from './explain';
import { CircuitGraph } from './graph';
import { parseExpression } from './test-support/parse-expression';
import { randomAnyCircuit, randomCircuit } from './test-support/random-circuit';

const SEED = 31337;
const CHOICES = fc.array(fc.nat(), { minLength: 30, maxLength: 100 });

function load(circuit: ReturnType<typeof randomCircuit>['circuit']): CircuitState {
  const state = CircuitState.fromCircuit(circuit);
  if (!state.success) throw new Error(state.error);
  return state.data;
}

/** The simulator's rows: per row (first input most significant) the value of each output. */
function simulatorRows(state: CircuitState, inputs: string[], outputs: string[]): string[][] {
  const simulation = compile(state.toJSON(), { engine: 'fast' });
  if (!simulation.success) throw new Error(simulation.error);
  const table = simulation.data.truthTable(inputs, outputs);
  if (!table.success) throw new Error(table.error);
  return table.data.rows.map((r) => r.outputs);
}

const bits = (inputs: string[], row: number) =>
  Object.fromEntries(inputs.map((name, i) => [name, ((row >>> (inputs.length - 1 - i)) & 1) as 0 | 1]));

describe('explanations of random combinational circuits (property)', () => {
  it('give, for every output, an expression equal to the simulator on every row, and exactly the unused inputs (seeded)', () => {
    fc.assert(
      fc.property(CHOICES, (choices) => {
        const { circuit, inputs, outputs } = randomCircuit(choices, false);
        const state = load(circuit);
        const explained = explainCircuit(state);
        if (!explained.success) throw new Error(explained.error);
        const rows = simulatorRows(state, inputs, outputs);
        const byName = new Map(explained.data.outputs.map((o) => [o.name, o]));
        outputs.forEach((output, o) => {
          const entry = byName.get(output);
          expect(entry, `seed ${SEED}: ${output}`).toBeDefined();
          const expr = parseExpression(entry!.expr);
          rows.forEach((row, r) => {
            expect(String(evaluate(expr, bits(inputs, r))), `seed ${SEED}: ${entry!.text}, row ${r}`).toBe(row[o]);
          });
        });
        const affecting = inputs.filter((_, i) =>
          rows.some((row, r) => row.join() !== rows[r ^ (1 << (inputs.length - 1 - i))]!.join()),
        );
        expect(explained.data.unused_inputs ?? [], `seed ${SEED}`).toEqual(
          inputs.filter((i) => !affecting.includes(i)),
        );
      }),
      { seed: SEED, numRuns: 150 },
    );
  });

  it('with floating inputs and tri-state buses, say exactly where an output is 0/1, Z and X (seeded)', () => {
    fc.assert(
      fc.property(CHOICES, (choices) => {
        const { circuit, inputs, outputs } = randomCircuit(choices, true);
        const state = load(circuit);
        const explained = explainCircuit(state);
        if (!explained.success) throw new Error(explained.error);
        const rows = simulatorRows(state, inputs, outputs);
        const byName = new Map(explained.data.outputs.map((o) => [o.name, o]));
        outputs.forEach((output, o) => {
          const entry = byName.get(output);
          if (!entry) {
            expect(explained.data.undriven, `seed ${SEED}`).toContain(output);
            return;
          }
          const expr = parseExpression(entry.expr);
          const floats = entry.floats_when ? parseExpression(entry.floats_when) : undefined;
          const unknown = entry.unknown_when ? parseExpression(entry.unknown_when) : undefined;
          rows.forEach((row, r) => {
            const values = bits(inputs, r);
            const where = `seed ${SEED}: ${entry.text}, row ${r}`;
            expect(floats ? evaluate(floats, values) === 1 : false, where).toBe(row[o] === 'Z');
            expect(unknown ? evaluate(unknown, values) === 1 : false, where).toBe(row[o] === 'X');
            if (row[o] === '0' || row[o] === '1') expect(String(evaluate(expr, values)), where).toBe(row[o]);
          });
        });
      }),
      { seed: SEED, numRuns: 150 },
    );
  });

  it('read back what synthesis built from a random table, on every care row (seeded)', () => {
    const tables = fc.integer({ min: 1, max: 6 }).chain((n) =>
      fc.tuple(
        fc.constant(n),
        fc.array(fc.array(fc.constantFrom('0', '1', 'x'), { minLength: 1 << n, maxLength: 1 << n }), {
          minLength: 1,
          maxLength: 3,
        }),
        fc.constantFrom('sum_of_products', 'nand_only'),
      ),
    );
    fc.assert(
      fc.property(tables, ([n, columns, style]) => {
        const inputs = Array.from({ length: n }, (_, i) => `IN${i}`);
        const outputs = columns.map((_, o) => `OUT${o}`);
        const built = synthesizeFromTruthTable({
          inputs,
          outputs,
          columns: Object.fromEntries(columns.map((c, o): [string, string] => [outputs[o]!, c.join('')])),
          style,
        });
        if (!built.success) throw new Error(built.error);
        const explained = explainCircuit(applyBlueprint(built.data.blueprint));
        if (!explained.success) throw new Error(explained.error);
        const byName = new Map(explained.data.outputs.map((o) => [o.name, o]));
        columns.forEach((column, o) => {
          const entry = byName.get(outputs[o]!)!;
          const expr = parseExpression(entry.expr);
          column.forEach((cell, r) => {
            if (cell !== 'x') expect(String(evaluate(expr, bits(inputs, r))), `seed ${SEED}: ${entry.text}`).toBe(cell);
          });
        });
      }),
      { seed: SEED, numRuns: 60 },
    );
  });

  it('evaluate every net structurally exactly as the simulator does, X and Z included (seeded)', () => {
    fc.assert(
      fc.property(CHOICES, (choices) => {
        const { circuit, inputs } = randomCircuit(choices, true);
        const state = load(circuit);
        const graph = CircuitGraph.of(state);
        const cone = new Cone(graph);
        const simulation = compile(state.toJSON(), { engine: 'event' });
        if (!simulation.success) throw new Error(simulation.error);
        const sim = simulation.data;
        const pins = graph.components.flatMap((c, i) => c.layout.inputPins.map((p) => ({ component: i, pin: p })));
        for (let r = 0; r < 1 << inputs.length; r++) {
          const values = bits(inputs, r);
          inputs.forEach((name) => {
            const part = graph.components[graph.find(name)]!;
            // A button's leaf is its output: an active-low button is pressed for 0.
            const activeLow = part.properties['activeLow'] === true;
            sim.setInput(name, (values[name] === 1) !== activeLow);
          });
          sim.settle();
          const assignment = new Map(Object.entries(values));
          for (const { component, pin } of pins) {
            const label = graph.components[component]!.label;
            const pinName = graph.components[component]!.layout.definition.pins[pin]!.name;
            const expected = sim.pinValue(label, pinName);
            const global = graph.pin(component, pin);
            const raw = graph.isWired(global) ? cone.value(graph.netOf(global), assignment) : undefined;
            if (raw === undefined) continue;
            expect('01XZ'[raw], `seed ${SEED}: ${label}.${pinName}, row ${r}`).toBe(expected.success && expected.data);
          }
        }
      }),
      { seed: SEED, numRuns: 80 },
    );
  });

  it('explain any random circuit (gate loops, storage, buses) in notation that parses, naming every loop and storage part (seeded)', () => {
    fc.assert(
      fc.property(CHOICES, (choices) => {
        const { circuit, outputs } = randomAnyCircuit(choices);
        const state = CircuitState.fromCircuit(circuit);
        // A random wire may break a connection rule (two outputs on one net): such circuits cannot exist.
        fc.pre(state.success);
        if (!state.success) return;
        const explained = explainCircuit(state.data);
        if (!explained.success) throw new Error(explained.error);
        const { data } = explained;
        const named = new Set([...data.outputs.map((o) => o.name), ...(data.undriven ?? [])]);
        for (const output of outputs) expect(named.has(output), `seed ${SEED}: ${output}`).toBe(true);
        for (const o of data.outputs) {
          for (const text of [o.expr, o.floats_when, o.unknown_when])
            if (text) expect(() => parseExpression(text)).not.toThrow();
        }
        const graph = CircuitGraph.of(state.data);
        const storage = graph.components.filter((c) => c.layout.model.kind === 'storage').map((c) => c.label);
        expect(
          (data.storage ?? []).map((s) => s.part),
          `seed ${SEED}`,
        ).toEqual(storage);
        expect((data.loops ?? []).length, `seed ${SEED}`).toBe(graph.loops.length);
      }),
      { seed: SEED, numRuns: 200 },
    );
  });
});
