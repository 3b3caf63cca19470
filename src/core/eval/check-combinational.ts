import type { Circuit } from '../../shared/circuit/types';
import type { LogicValue } from '../../shared/contract/sim-channels';
import { compile, type Simulation } from '../simulation';
import { drive, readOutput, ungroundedLeds, type ResolvedOutput } from './circuit-io';
import { DONT_CARE, describeRow, type ExpectedTable } from './truth-spec';

/** One truth-table row that differs from the spec. */
export interface RowDifference {
  readonly row: string;
  readonly outputs: Readonly<Record<string, { expected: 0 | 1; got: LogicValue }>>;
}

/** What the exhaustive check found. */
export interface TruthTableDetails {
  /** `truth-table`: the simulator's batch truth table; `row-by-row`: outputs fed by storage or a loop. */
  readonly method: 'truth-table' | 'row-by-row';
  readonly rows: number;
  readonly differingRows: number;
  readonly firstDifferences: RowDifference[];
}

const SHOWN = 3;

/**
 * Compares every row of the circuit's truth table (inputs by label, first most significant) with
 * the spec. The simulator's fast engine computes the table; an LED counts as 1 only when it lights.
 */
export function checkCombinational(
  circuit: Circuit,
  table: ExpectedTable,
  outputs: readonly ResolvedOutput[],
): { reasons: string[]; details?: TruthTableDetails } {
  const compiled = compile(circuit, { engine: 'fast' });
  if (!compiled.success) return { reasons: [`The circuit cannot be simulated: ${compiled.error}`] };
  const sim = compiled.data;
  const reasons = ungroundedLeds(sim, outputs);
  const got = simulateRows(sim, table, outputs);
  if (got.oscillating !== undefined) {
    reasons.push(`At ${got.oscillating}: ${oscillationMessage(sim)}`);
    return { reasons };
  }

  const m = outputs.length;
  const differences: RowDifference[] = [];
  let differingRows = 0;
  for (let r = 0; r < table.rowCount; r++) {
    const diff: Record<string, { expected: 0 | 1; got: LogicValue }> = {};
    let differs = false;
    for (let o = 0; o < m; o++) {
      const expected = table.values[r * m + o]!;
      const value = got.values[r]![o]!;
      if (expected === DONT_CARE || value === String(expected)) continue;
      diff[outputs[o]!.ref] = { expected: expected as 0 | 1, got: value };
      differs = true;
    }
    if (!differs) continue;
    differingRows++;
    if (differences.length < SHOWN) differences.push({ row: describeRow(table.inputs, r), outputs: diff });
  }
  if (differingRows > 0) {
    reasons.push(...swappedOutputs(table, got.values, outputs));
    const shown = differences.map(
      (d) =>
        `${d.row}: ${Object.entries(d.outputs)
          .map(([name, v]) => `${name} expected ${v.expected}, got ${v.got}`)
          .join(', ')}`,
    );
    const more = differingRows > SHOWN ? ` (and ${differingRows - SHOWN} more)` : '';
    reasons.push(
      `Truth table: ${differingRows} of ${table.rowCount} rows differ from the request: ${shown.join('; ')}${more}.`,
    );
  }
  return {
    reasons,
    details: { method: got.method, rows: table.rowCount, differingRows, firstDifferences: differences },
  };
}

interface Rows {
  readonly method: TruthTableDetails['method'];
  readonly values: LogicValue[][];
  readonly oscillating?: string;
}

function simulateRows(sim: Simulation, table: ExpectedTable, outputs: readonly ResolvedOutput[]): Rows {
  const refs = outputs.map((o) => (o.kind === 'pin' ? `${o.label}.${o.pin}` : o.label));
  const batch = sim.truthTable([...table.inputs], refs);
  if (batch.success) {
    // The table reads an LED's anode; it lights only with a way to ground.
    const grounded = outputs.map((o) => o.kind !== 'led' || sim.core.cathodeGrounded(sim.find(o.label)));
    const values = batch.data.rows.map((row) =>
      row.outputs.map((v, o): LogicValue =>
        outputs[o]!.kind === 'led' ? (v === '1' && grounded[o] ? '1' : '0') : oneBit(v),
      ),
    );
    return { method: 'truth-table', values };
  }
  // Outputs fed by storage or a loop have no truth table; their behaviour row by row may still match.
  const n = table.inputs.length;
  const values: LogicValue[][] = [];
  for (let r = 0; r < table.rowCount; r++) {
    table.inputs.forEach((label, i) => drive(sim, label, ((r >>> (n - 1 - i)) & 1) as 0 | 1));
    if (sim.settle().oscillating) return { method: 'row-by-row', values, oscillating: describeRow(table.inputs, r) };
    values.push(outputs.map((o) => readOutput(sim, o)));
  }
  return { method: 'row-by-row', values };
}

function oscillationMessage(sim: Simulation): string {
  return (
    sim.diagnostics().find((d) => d.code === 'OSCILLATION')?.message ??
    'The circuit does not settle: a loop keeps changing.'
  );
}

/** "SUM and CARRY look swapped" when each shows, on every checked row, what the other should. */
function swappedOutputs(table: ExpectedTable, got: LogicValue[][], outputs: readonly ResolvedOutput[]): string[] {
  const m = outputs.length;
  const shows = (actual: number, wanted: number) => {
    for (let r = 0; r < table.rowCount; r++) {
      const expected = table.values[r * m + wanted]!;
      if (expected !== DONT_CARE && got[r]![actual] !== String(expected)) return false;
    }
    return true;
  };
  const found: string[] = [];
  for (let a = 0; a < m; a++) {
    for (let b = a + 1; b < m; b++) {
      if (shows(a, b) && shows(b, a) && !shows(a, a)) {
        found.push(
          `${outputs[a]!.ref} and ${outputs[b]!.ref} look swapped: each shows what the other should. Exchange their labels or their wires.`,
        );
      }
    }
  }
  return found;
}

/** A one-bit column's value (a wider value, which a task's outputs never are, reads as unknown). */
function oneBit(value: string): LogicValue {
  return value === '0' || value === '1' || value === 'Z' ? value : 'X';
}
