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
      const at = (along: number, o: number): [number, number] => (across ? [x + along, y + o] : [x + o, y + along]);
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
        // Outputs are led 100 the other way, past the part's output side.
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

describe('readLogisim: arithmetic wider than 32 bits, lane by lane', () => {
  // A 64-bit Adder and a 64-bit Comparator (two's complement) on 64-bit pins A and B.
  const FILE = circFile(
    '3.8.0',
    [
      pinIn('A', 100, 100, 64),
      pinIn('B', 100, 300, 64),
      wire(100, 100, 200, 100),
      wire(200, 100, 360, 100),
      wire(360, 100, 360, 190),
      wire(200, 100, 200, 390),
      wire(200, 390, 360, 390),
      wire(100, 300, 220, 300),
      wire(220, 300, 220, 410),
      wire(220, 300, 220, 210),
      wire(220, 210, 360, 210),
      wire(220, 410, 360, 410),
      comp(3, 'Adder', 400, 200, { width: 64 }),
      wire(400, 200, 500, 200),
      pinOut('S', 500, 200, 64),
      wire(380, 220, 380, 240),
      wire(380, 240, 500, 240),
      pinOut('CO', 500, 240),
      comp(3, 'Comparator', 400, 400, { width: 64 }),
      wire(400, 390, 500, 390),
      pinOut('GT', 500, 390),
      wire(400, 400, 540, 400),
      pinOut('EQ', 540, 400),
      wire(400, 410, 580, 410),
      pinOut('LT', 580, 410),
    ].join('\n'),
  );

  it('adds with the carry chained across lanes and compares signed 64-bit numbers', () => {
    const { circuit, report } = readCirc(FILE);
    expect(report.unsupported).toEqual([]);
    const sim = compile(valid(circuit), {});
    if (!sim.success) throw new Error(sim.error);
    const s = sim.data;
    const ports = circuit.components.filter((c) => c.type === 'PORT_IN').map((c) => c.label);
    expect(ports.sort()).toEqual(['A', 'A_63_32', 'B', 'B_63_32']);
    const set = (a: bigint, b: bigint) => {
      const lo = (v: bigint) => Number(v & 0xffffffffn);
      const hi = (v: bigint) => Number((v >> 32n) & 0xffffffffn);
      s.setValue('A', lo(a));
      s.setValue('A_63_32', hi(a));
      s.setValue('B', lo(b));
      s.setValue('B_63_32', hi(b));
      s.settle();
    };
    const read64 = (label: string) =>
      BigInt(`0b${s.componentState(`${label}_63_32`)?.bus ?? ''}${s.componentState(label)?.bus ?? ''}`);
    const flags = () => ['GT', 'EQ', 'LT'].map((l) => s.componentState(l)?.value).join('');
    const M = (1n << 64n) - 1n;
    const cases: [bigint, bigint][] = [
      [0xffffffffn, 1n],
      [0x1_0000_0000n, 0xffff_ffffn],
      [M, 1n],
      [0x7fff_ffff_ffff_ffffn, 0x8000_0000_0000_0000n],
      [0x1234_5678_9abc_def0n, 0x1234_5678_9abc_def0n],
      [0x1234_5678_0000_0001n, 0x1234_5678_0000_0002n],
    ];
    for (const [a, b] of cases) {
      set(a, b);
      const sum = a + b;
      expect(read64('S')).toBe(sum & M);
      expect(s.componentState('CO')?.value).toBe(sum > M ? '1' : '0');
      const signed = (v: bigint) => (v >= 1n << 63n ? v - (1n << 64n) : v);
      const [x, y] = [signed(a), signed(b)];
      expect(flags()).toBe(`${x > y ? 1 : 0}${x === y ? 1 : 0}${x < y ? 1 : 0}`);
    }
  });

  it('a Multiplier (carry in added, the high word at its "carry out") and a signed Divider (upper left open: A sign-extended)', () => {
    // Multiplier at (400,100): A (360,90), B (360,110), c in (380,80), product (400,100), c out (380,120).
    // Divider at (400,300), two's complement: A (360,290), B (360,310), upper (380,280) open, Q (400,300), R (380,320).
    const body = [
      pinIn('A', 300, 90, 2),
      wire(300, 90, 360, 90),
      pinIn('B', 300, 110, 2),
      wire(300, 110, 360, 110),
      pinIn('C', 380, 40, 2),
      wire(380, 40, 380, 80),
      comp(3, 'Multiplier', 400, 100, { width: 2 }),
      wire(400, 100, 500, 100),
      pinOut('P', 500, 100, 2),
      wire(380, 120, 380, 160),
      wire(380, 160, 500, 160),
      pinOut('HI', 500, 160, 2),
      pinIn('N', 300, 290, 3),
      wire(300, 290, 360, 290),
      pinIn('D', 300, 310, 3),
      wire(300, 310, 360, 310),
      comp(3, 'Divider', 400, 300, { width: 3, mode: 'twosComplement' }),
      wire(400, 300, 500, 300),
      pinOut('Q', 500, 300, 3),
      wire(380, 320, 380, 360),
      wire(380, 360, 500, 360),
      pinOut('R', 500, 360, 3),
    ];
    const imported = readCirc(circFile('3.8.0', body.join('\n')));
    expect(imported.report.unsupported).toEqual([]);
    const circuit = valid(imported.circuit);
    expect(circuit.components.find((c) => c.type === 'MULTIPLIER')?.properties).toMatchObject({
      width: 2,
      signed: false,
    });
    expect(circuit.components.find((c) => c.type === 'DIVIDER')?.properties).toMatchObject({ width: 3, signed: true });
    const bin = (v: number, w: number) => (((v % 2 ** w) + 2 ** w) % 2 ** w).toString(2).padStart(w, '0');
    for (const row of table(circuit, ['A', 'B', 'C'], ['P', 'HI'])) {
      const [a, b, c] = [0, 2, 4].map((i) => parseInt(row.slice(i, i + 2), 2)) as [number, number, number];
      const full = a * b + c;
      expect(row).toBe(`${bin(a, 2)}${bin(b, 2)}${bin(c, 2)}:${bin(full, 2)} ${bin(full >> 2, 2)}`);
    }
    for (const row of table(circuit, ['N', 'D'], ['Q', 'R'])) {
      const signed = (v: number) => (v >= 4 ? v - 8 : v);
      const n = signed(parseInt(row.slice(0, 3), 2));
      const d = signed(parseInt(row.slice(3, 6), 2)) || 1;
      expect(row).toBe(`${row.slice(0, 6)}:${bin(Math.trunc(n / d), 3)} ${bin(n % d, 3)}`);
    }
  });

  it('a Divider wider than ours is a placeholder with its pins where Logisim has them', () => {
    const body = [pinIn('X', 300, 290, 8), wire(300, 290, 360, 290), comp(3, 'Divider', 400, 300, { width: 40 })];
    const imported = readCirc(circFile('3.8.0', body.join('\n')));
    const divider = imported.circuit.components.find((c) => c.type === 'PLACEHOLDER');
    expect(divider?.properties).toMatchObject({
      original: 'Divider',
      ports: 'A:32,A_39_32:8,B:32,B_39_32:8,Upper:32,Upper_39_32:8>Q:32,Q_39_32:8,R:32,R_39_32:8',
    });
    expect(imported.report.unsupported).toEqual([{ name: 'Divider', count: 1, where: ['main at (400,300)'] }]);
  });
});
