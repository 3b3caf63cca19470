import { describe, expect, it } from 'vitest';
import { CircuitState } from '../../../shared/circuit/circuit-state';
import { simulate } from '../../simulation/test-support/simulate';
import type { ForeignImport } from '../types';
import { readDigital } from './read-digital';
import { dig, input, type Attr } from './test-support/dig-fixture';

function read(text: string): ForeignImport {
  const result = readDigital({ main: { name: 'top.dig', text }, others: [] });
  if (!result.success) throw new Error(`${result.error} ${result.hint}`);
  return result.data;
}

/**
 * A LedMatrix at (100, 0) — Digital's generic box: r-data at (100, 0), c-addr at (100, 20) — fed by
 * inputs D and A 60 to the left.
 */
const matrix = (attrs: Readonly<Record<string, Attr>>, dataBits: number, addrBits: number) =>
  dig(
    [input('D', 40, 0, dataBits), input('A', 40, 20, addrBits), { name: 'LedMatrix', x: 100, y: 0, attrs }],
    [
      [40, 0, 100, 0],
      [40, 20, 100, 20],
    ],
  );

/** The dots of the imported matrix for each (D, A). */
function dots(text: string, values: readonly (readonly [number, number])[]): (readonly string[] | undefined)[] {
  const { circuit, report } = read(text);
  expect(report.unsupported).toEqual([]);
  const state = CircuitState.fromCircuit(circuit);
  expect(state.success ? 'valid' : state.error).toBe('valid');
  const sim = simulate(circuit, 'fast');
  const id = circuit.components.find((c) => c.type === 'DOT_MATRIX')!.id;
  return values.map(([d, a]) => {
    expect(sim.setValue('D', d).success).toBe(true);
    expect(sim.setValue('A', a).success).toBe(true);
    sim.settle();
    return sim.componentState(id)?.dots;
  });
}

describe('readDigital: LedMatrix', () => {
  it('shows r-data in the column at c-addr (bit 0 the top dot), the other columns dark', () => {
    const text = matrix({ rowDataBits: 4, colAddrBits: 2, Color: 'rgb(0,255,0)' }, 4, 2);
    expect(
      dots(text, [
        [0b0001, 0],
        [0b0110, 3],
      ]),
    ).toEqual([
      ['1000', '0000', '0000', '0000'],
      ['0000', '0001', '0001', '0000'],
    ]);
    const part = read(text).circuit.components.find((c) => c.type === 'DOT_MATRIX');
    expect(part?.properties).toEqual({ columns: 4, rows: 4, input: 'address', colour: 'green' });
  });

  it("Digital's defaults: 8 rows, 3 address bits (8 columns), red", () => {
    const text = matrix({}, 8, 3);
    expect(dots(text, [[0b10000000, 7]])).toEqual([[...Array<string>(7).fill('00000000'), '00000001']]);
    expect(read(text).circuit.components.find((c) => c.type === 'DOT_MATRIX')?.properties).toMatchObject({
      colour: 'red',
    });
  });

  it('with LED persistence, or more than 32 columns, stays a placeholder with its wires and the reason', () => {
    const persistent = read(matrix({ ledPersistence: true }, 8, 3));
    expect(persistent.report.unsupported).toHaveLength(1);
    expect(JSON.stringify(persistent.report)).toMatch(/LED persistence keeps each column lit/);
    expect(persistent.circuit.components.find((c) => c.type === 'PLACEHOLDER')?.properties.ports).toBe(
      'r_data:8,c_addr:3>',
    );
    expect(persistent.circuit.wires).toHaveLength(2);
    const wide = read(matrix({ colAddrBits: 6 }, 8, 6));
    expect(JSON.stringify(wide.report)).toMatch(/8 rows and 64 columns/);
  });
});
