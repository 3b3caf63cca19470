import { describe, expect, it } from 'vitest';
import type { Circuit } from '../../../shared/circuit/types';
import { compile } from '../../simulation';
import { circFile, comp, pinIn, pinOut, readCirc, valid, wire } from './test-support/circ-xml';

/** The circuit's truth table, rows as "inputs:outputs". */
function table(circuit: Circuit, inputs: string[], outputs: string[]): string[] {
  const sim = compile(circuit, {});
  if (!sim.success) throw new Error(sim.error);
  const t = sim.data.truthTable(inputs, outputs);
  if (!t.success) throw new Error(t.error);
  return t.data.rows.map((r) => `${r.inputs.join('')}:${r.outputs.join(' ')}`);
}

/** The row's expected outputs of a priority encoder of requests I0..I3 (EN left open: 1). */
function encoded(row: number): string {
  const highest = row === 0 ? -1 : Math.floor(Math.log2(row));
  const bits = [3, 2, 1, 0].map((i) => (row >> i) & 1).join('');
  const y = Math.max(0, highest).toString(2).padStart(2, '0');
  return `${bits}:${y} ${highest >= 0 ? 1 : 0} ${highest >= 0 ? 0 : 1}`;
}

describe('readLogisim: arithmetic parts', () => {
  it.each(['west', 'north', 'east', 'south'] as const)(
    'a Priority Encoder facing %s: its requests, number, group signal and enable out land on our pins',
    (facing) => {
      const x = 400;
      const y = 300;
      // Logisim's own layout (PriorityEncoder.updatePorts) for select = 2: four requests in a row
      // starting at -5·4 + 10 = -10, the enable out 10 before them half-way out, the group signal at 10.
      const across = facing === 'north' || facing === 'south';
      const out = facing === 'east' || facing === 'south' ? -40 : 40;
      const at = (along: number, o: number) => (across ? [x + along, y + o] : [x + o, y + along]);
      const body: string[] = [comp(2, 'Priority Encoder', x, y, { facing, select: 2 })];
      // Each connection point is led 100 further out (away from the part) to a pin.
      const lead = ([px, py]: [number, number], dx: number, dy: number) => [px + dx, py + dy] as [number, number];
      const away = across ? [0, Math.sign(out) * 100] : [Math.sign(out) * 100, 0];
      for (let i = 0; i < 4; i++) {
        const p = at(-10 + 10 * i, out);
        const q = lead(p, away[0]!, away[1]!);
        body.push(pinIn(`I${i}`, q[0], q[1]), wire(q[0], q[1], p[0], p[1]));
      }
      const outs: [string, [number, number]][] = [
        ['Y', at(0, 0)],
        ['ANY', at(10, 0)],
        ['EOUT', at(-20, out / 2)],
      ];
      for (const [label, p] of outs) {
        // Outputs are led the other way, out of the part, then sideways so the leads do not cross.
        const q = lead(p, -away[0]!, -away[1]!);
        body.push(pinOut(label, q[0], q[1], label === 'Y' ? 2 : 1), wire(p[0], p[1], q[0], q[1]));
      }
      const imported = readCirc(circFile('3.8.0', body.join('\n')));
      expect(imported.report.unsupported).toEqual([]);
      const circuit = valid(imported.circuit);
      expect(circuit.components.filter((c) => c.type === 'PRIORITY_ENCODER')).toHaveLength(1);
      const rows = table(circuit, ['I3', 'I2', 'I1', 'I0'], ['Y', 'ANY', 'EOUT']);
      expect(rows).toEqual(Array.from({ length: 16 }, (_, r) => encoded(r)));
    },
  );

  it('a Shifter keeps its kind of shift, and a Negator is 0 − x', () => {
    const body = [
      pinIn('X', 100, 100, 4),
      pinIn('S', 100, 200, 2),
      wire(100, 100, 200, 100),
      wire(200, 100, 360, 100),
      wire(200, 100, 200, 300),
      wire(200, 300, 360, 300),
      wire(100, 200, 360, 200),
      wire(360, 100, 360, 90),
      wire(360, 200, 360, 110),
      comp(3, 'Shifter', 400, 100, { width: 4, shift: 'ar' }),
      wire(400, 100, 500, 100),
      pinOut('Y', 500, 100, 4),
      comp(3, 'Negator', 400, 300, { width: 4 }),
      wire(400, 300, 500, 300),
      pinOut('N', 500, 300, 4),
    ];
    const imported = readCirc(circFile('3.8.0', body.join('\n')));
    expect(imported.report.unsupported).toEqual([]);
    const circuit = valid(imported.circuit);
    expect(circuit.components.find((c) => c.type === 'SHIFTER')?.properties).toMatchObject({
      width: 4,
      mode: 'arithmetic-right',
    });
    const rows = table(circuit, ['X', 'S'], ['Y', 'N']);
    const bin = (v: number, w: number) => v.toString(2).padStart(w, '0');
    for (const row of rows) {
      const [ins, outs] = row.split(':');
      const x = parseInt(ins!.slice(0, 4), 2);
      const s = parseInt(ins!.slice(4), 2);
      const signed = x >= 8 ? x - 16 : x;
      expect(outs).toBe(`${bin((signed >> s) & 15, 4)} ${bin((16 - x) & 15, 4)}`);
    }
  });
});
