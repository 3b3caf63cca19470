import { describe, expect, it } from 'vitest';
import { simulate } from '../../simulation/test-support/simulate';
import { comp, circFile, pinIn, readCirc, valid, wire } from './test-support/circ-xml';

/** A Logisim-evolution file with the I/O library (5) as well. */
const withIo = (body: string) => circFile('3.8.0', body).replace('  <main ', '  <lib desc="#I/O" name="5"/>\n  <main ');

/** An input pin facing west (its point on its west side). */
const pinWest = (label: string, x: number, y: number, width: number) =>
  `<comp lib="0" loc="(${x},${y})" name="Pin"><a name="facing" val="west"/><a name="width" val="${width}"/><a name="label" val="${label}"/></comp>`;

/** The imported circuit simulated with the given input values: the matrix's dots. */
function dots(text: string, values: Record<string, number>): readonly string[] | undefined {
  const { circuit, report } = readCirc(text);
  expect(report.unsupported).toEqual([]);
  const sim = simulate(valid(circuit), 'event');
  for (const [label, value] of Object.entries(values)) expect(sim.setValue(label, value).success).toBe(true);
  sim.settle();
  const matrix = circuit.components.find((c) => c.type === 'DOT_MATRIX');
  return matrix && sim.componentState(matrix.id)?.dots;
}

describe('readLogisim: DotMatrix', () => {
  it('column input: a bus per column from the anchor rightwards, bit 0 the bottom dot', () => {
    const text = withIo(`
    ${pinIn('A', 100, 300, 3)}${pinIn('B', 100, 400, 3)}
    ${wire(100, 300, 300, 300)}${wire(300, 300, 300, 200)}
    ${wire(100, 400, 310, 400)}${wire(310, 400, 310, 200)}
    ${comp(5, 'DotMatrix', 300, 200, { matrixcols: 3, matrixrows: 3 })}`);
    expect(dots(text, { A: 0b001, B: 0b110 })).toEqual(['01x', '01x', '10x']);
    const { circuit } = readCirc(text);
    expect(circuit.components.find((c) => c.type === 'DOT_MATRIX')?.properties).toEqual({
      columns: 3,
      rows: 3,
      input: 'columns',
      colour: 'green',
    });
  });

  it('column input with the pins top right: the columns sit above the grid', () => {
    const text = withIo(`
    ${pinIn('A', 100, 180, 2)}${wire(100, 180, 310, 180)}
    ${comp(5, 'DotMatrix', 300, 200, { matrixcols: 2, matrixrows: 2, selloc: 'tr', color: '#ff0000' })}`);
    expect(dots(text, { A: 0b10 })).toEqual(['x1', 'x0']);
  });

  it('row input with the pins top right: a bus per row on the right, bit 0 the rightmost dot', () => {
    const text = withIo(`
    ${pinWest('R', 500, 210, 4)}${wire(500, 210, 340, 210)}
    ${comp(5, 'DotMatrix', 300, 200, { inputtype: 'row', matrixcols: 4, matrixrows: 2, selloc: 'tr' })}`);
    expect(dots(text, { R: 0b1001 })).toEqual(['xxxx', '1001']);
  });

  it('select input: the rows selected (bit 0 the bottom row) show the column data (bit 0 the leftmost dot)', () => {
    const text = withIo(`
    ${pinIn('D', 100, 200, 3)}${pinIn('S', 100, 210, 2)}
    ${wire(100, 200, 300, 200)}${wire(100, 210, 300, 210)}
    ${comp(5, 'DotMatrix', 300, 200, { inputtype: 'select', matrixcols: 3, matrixrows: 2 })}`);
    expect(dots(text, { D: 0b011, S: 0b01 })).toEqual(['000', '110']);
    expect(dots(text, { D: 0b100, S: 0b11 })).toEqual(['001', '001']);
  });

  it('select input of one row: the select is on the right of the data', () => {
    const text = withIo(`
    ${pinIn('D', 100, 200, 3)}${pinWest('S', 500, 200, 1)}
    ${wire(100, 200, 300, 200)}${wire(500, 200, 330, 200)}
    ${comp(5, 'DotMatrix', 300, 200, { inputtype: 'select', matrixcols: 3, matrixrows: 1 })}`);
    expect(dots(text, { D: 0b110, S: 1 })).toEqual(['011']);
    expect(dots(text, { D: 0b110, S: 0 })).toEqual(['000']);
  });

  it('a persistence time or more than 32 columns: a placeholder that keeps its wires, with the reason', () => {
    const persistent = readCirc(
      withIo(`${pinIn('A', 100, 200, 7)}${wire(100, 200, 300, 200)}${comp(5, 'DotMatrix', 300, 200, { persist: 5 })}`),
    );
    expect(persistent.report.unsupported.map((u) => u.name)).toEqual(['DotMatrix']);
    expect(persistent.report.warnings.join(' ')).toMatch(/keeps its dots lit for 5 ticks/);
    expect(persistent.circuit.components.find((c) => c.type === 'PLACEHOLDER')?.properties.ports).toBe(
      'c0:7,c1:7,c2:7,c3:7,c4:7>',
    );
    expect(persistent.circuit.wires).toHaveLength(1);
    const wide = readCirc(withIo(comp(5, 'DotMatrix', 300, 200, { matrixcols: 40 })));
    expect(wide.report.warnings.join(' ')).toMatch(/is 40 by 7 dots; ours has at most 32 columns/);
  });
});
