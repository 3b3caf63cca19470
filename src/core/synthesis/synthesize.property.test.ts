import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateBlueprint } from '../validation/validate';
import { synthesizeFromTruthTable } from './synthesize';
import { applyBlueprint } from './test-support/blueprint-table';
import { expectTable } from './test-support/expect-table';

const SEED = 8675309;

/** A random table: 1–6 inputs, 1–3 outputs, each cell 0, 1 or (now and then) don't care. */
const tables = fc.integer({ min: 1, max: 6 }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    columns: fc.array(
      fc
        .array(fc.constantFrom('0', '1', '0', '1', 'x'), { minLength: 1 << n, maxLength: 1 << n })
        .map((c) => c.join('')),
      { minLength: 1, maxLength: 3 },
    ),
    shape: fc.constantFrom('rows', 'columns', 'minterms'),
  }),
);

/** The same table in the three request shapes. */
function request(n: number, columns: string[], shape: string, style: string) {
  const inputs = Array.from({ length: n }, (_, i) => `IN${i}`);
  const outputs = columns.map((_, o) => `OUT${o}`);
  const table =
    shape === 'rows'
      ? {
          rows: Array.from({ length: 1 << n }, (_, r) => ({
            in: r.toString(2).padStart(n, '0'),
            out: columns.map((c) => c[r]).join(''),
          })),
        }
      : shape === 'columns'
        ? { columns: Object.fromEntries(columns.map((c, o): [string, string] => [outputs[o]!, c])) }
        : {
            minterms: Object.fromEntries(
              columns.map((c, o): [string, number[]] => [
                outputs[o]!,
                [...c].flatMap((v, r) => (v === '1' ? [r] : [])),
              ]),
            ),
            dont_cares: Object.fromEntries(
              columns.map((c, o): [string, number[]] => [
                outputs[o]!,
                [...c].flatMap((v, r) => (v === 'x' ? [r] : [])),
              ]),
            ),
          };
  return { inputs, outputs, ...table, style };
}

describe('synthesised circuits (property)', () => {
  it.each(['sum_of_products', 'nand_only'])(
    '%s: validate without errors and simulate to the requested table on every care row (seeded)',
    (style) => {
      fc.assert(
        fc.property(tables, ({ n, columns, shape }) => {
          const spec = request(n, columns, shape, style);
          const result = synthesizeFromTruthTable(spec);
          if (!result.success) throw new Error(`seed ${SEED}: ${result.error}`);
          const report = validateBlueprint(result.data.blueprint);
          expect(
            report.issues.filter((i) => i.severity === 'error'),
            `seed ${SEED}`,
          ).toEqual([]);
          expect(report.issues, `seed ${SEED}: warnings`).toEqual([]);
          if (style === 'nand_only') {
            const logic = result.data.blueprint.components.filter((c) =>
              ['AND', 'OR', 'NOT', 'NOR', 'XOR'].some((f) => c.type.startsWith(f)),
            );
            expect(logic, `seed ${SEED}`).toEqual([]);
          }
          const expected = Array.from({ length: 1 << n }, (_, r) => columns.map((c) => c[r]).join(''));
          expectTable(
            applyBlueprint(result.data.blueprint),
            spec.inputs,
            spec.outputs,
            expected,
            'fast',
            `seed ${SEED}`,
          );
        }),
        { seed: SEED, numRuns: 60 },
      );
    },
  );
});
