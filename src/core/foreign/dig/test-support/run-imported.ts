import { expect } from 'vitest';
import { CircuitState } from '../../../../shared/circuit/circuit-state';
import type { ForeignImport } from '../../types';
import { runTests } from '../../../testcases/run-tests';
import { readDigital, type DigitalFile } from '../read-digital';

/**
 * Imports a Digital file (with the other files given) and checks what every reader test expects of
 * an import: every circuit (the main one and each subcircuit) accepted by our rules, no placeholder
 * (unless `placeholders`), and, when `noWarnings`, nothing in the report's warnings.
 */
export function importChecked(
  main: DigitalFile,
  others: readonly DigitalFile[] = [],
  { noWarnings = false, placeholders = false }: { noWarnings?: boolean; placeholders?: boolean } = {},
): ForeignImport {
  const result = readDigital({ main, others });
  if (!result.success) throw new Error(`${result.error} ${result.hint}`);
  const { circuit, subcircuits, report } = result.data;
  if (!placeholders) expect(report.unsupported).toEqual([]);
  if (noWarnings) expect(report.warnings).toEqual([]);
  for (const c of [circuit, ...subcircuits.map((s) => s.circuit)]) {
    const state = CircuitState.fromCircuit(c);
    expect(state.success ? 'valid' : state.error).toBe('valid');
  }
  return result.data;
}

/** The failing rows of an import's own tests, as "line N: why" and "row R SIGNAL expected/actual". */
export function testFailures(data: ForeignImport): string[] {
  const library = new Map(data.subcircuits.map((s) => [s.id, s]));
  const report = runTests(data.circuit, (id) => library.get(id), data.circuit.tests ?? []);
  if ('error' in report) throw new Error(report.error);
  return report.tests.flatMap((t) => [
    ...(t.error ? [`line ${t.error.line}: ${t.error.message}`] : []),
    ...t.failures.map((f) => `row ${f.row} ${f.signal} ${f.expected}/${f.actual}`),
  ]);
}
