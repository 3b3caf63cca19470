import { describe, expect, it } from 'vitest';
import { CircuitState } from '../../../shared/circuit/circuit-state';
import type { Circuit, ComponentInstance } from '../../../shared/circuit/types';
import { exportHierarchy, type LibraryCircuit } from './hierarchy-export';
import { runInIcarus } from '../../../main/verilog/test-support/run-in-icarus';

const part = (id: string, type: string, label: string, y = 0, properties: ComponentInstance['properties'] = {}) => ({
  id,
  type,
  label,
  x: 0,
  y,
  rotation: 0 as const,
  properties,
});
const wire = (id: string, from: string, to: string) => {
  const [a, ap] = from.split('.');
  const [b, bp] = to.split('.');
  return { id, from: { component: a!, pin: ap! }, to: { component: b!, pin: bp! } };
};
function circuit(components: ComponentInstance[], wires: ReturnType<typeof wire>[]): Circuit {
  const state = CircuitState.fromCircuit({ components, wires });
  if (!state.success) throw new Error(state.error);
  return state.data.toJSON();
}

const HALF = circuit(
  [
    part('a', 'PORT_IN', 'A', 0),
    part('b', 'PORT_IN', 'B', 40),
    part('x', 'XOR_2', 'X'),
    part('g', 'AND_2', 'G'),
    part('s', 'PORT_OUT', 'S', 0),
    part('c', 'PORT_OUT', 'C', 40),
  ],
  [
    wire('w1', 'a.out', 'x.a'),
    wire('w2', 'b.out', 'x.b'),
    wire('w3', 'a.out', 'g.a'),
    wire('w4', 'b.out', 'g.b'),
    wire('w5', 'x.out', 's.in'),
    wire('w6', 'g.out', 'c.in'),
  ],
);

const HA = { circuit: 'half', ports: 'A,B>S,C' };
const FULL = circuit(
  [
    part('a', 'PORT_IN', 'A', 0),
    part('b', 'PORT_IN', 'B', 40),
    part('ci', 'PORT_IN', 'CIN', 80),
    part('h1', 'SUBCIRCUIT', 'HA1', 0, HA),
    part('h2', 'SUBCIRCUIT', 'HA2', 60, HA),
    part('o', 'OR_2', 'O'),
    part('s', 'PORT_OUT', 'S', 0),
    part('co', 'PORT_OUT', 'COUT', 40),
  ],
  [
    wire('w1', 'a.out', 'h1.A'),
    wire('w2', 'b.out', 'h1.B'),
    wire('w3', 'h1.S', 'h2.A'),
    wire('w4', 'ci.out', 'h2.B'),
    wire('w5', 'h2.S', 's.in'),
    wire('w6', 'h1.C', 'o.a'),
    wire('w7', 'h2.C', 'o.b'),
    wire('w8', 'o.out', 'co.in'),
  ],
);

/** A 4-bit ripple adder on buses: four full-adder subcircuits, splitters in, a merger out. */
function adder4(): Circuit {
  const FA = { circuit: 'full', ports: 'A,B,CIN>S,COUT' };
  const parts: ComponentInstance[] = [
    part('a', 'PORT_IN', 'A', 0, { width: 4 }),
    part('b', 'PORT_IN', 'B', 40, { width: 4 }),
    part('ci', 'PORT_IN', 'CIN', 80),
    part('sa', 'SPLITTER', 'SA', 0, { width: 4 }),
    part('sb', 'SPLITTER', 'SB', 0, { width: 4 }),
    part('m', 'MERGER', 'M', 0, { width: 4 }),
    part('s', 'PORT_OUT', 'S', 0, { width: 4 }),
    part('co', 'PORT_OUT', 'COUT', 40),
  ];
  const wires = [wire('a', 'a.out', 'sa.in'), wire('b', 'b.out', 'sb.in'), wire('m', 'm.out', 's.in')];
  for (let i = 0; i < 4; i++) {
    parts.push(part(`f${i}`, 'SUBCIRCUIT', `FA${i}`, i * 100, FA));
    wires.push(
      wire(`a${i}`, `sa.b${i}`, `f${i}.A`),
      wire(`b${i}`, `sb.b${i}`, `f${i}.B`),
      wire(`s${i}`, `f${i}.S`, `m.b${i}`),
    );
    wires.push(i === 0 ? wire('c0', 'ci.out', 'f0.CIN') : wire(`c${i}`, `f${i - 1}.COUT`, `f${i}.CIN`));
  }
  wires.push(wire('cout', 'f3.COUT', 'co.in'));
  return circuit(parts, wires);
}

const LIBRARY: Record<string, LibraryCircuit> = {
  half: { name: 'HalfAdder', circuit: HALF },
  full: { name: 'FullAdder', circuit: FULL },
};

describe('Verilog export of a hierarchy', () => {
  it('writes one module per definition, each once, before the modules that use it', () => {
    const result = exportHierarchy(adder4(), 'adder4', (id) => LIBRARY[id]);
    if (!result.success) throw new Error(result.error);
    const source = result.data.source;
    expect(source.match(/^module /gm)).toHaveLength(3);
    expect(source.indexOf('module HalfAdder(')).toBeLessThan(source.indexOf('module FullAdder('));
    expect(source.indexOf('module FullAdder(')).toBeLessThan(source.indexOf('module adder4('));
    expect(source).toMatch(/HalfAdder u_HA1 \(\.A\(A\), \.B\(B\), \.S\(\w+\), \.C\(\w+\)\);/);
    expect(source.match(/FullAdder u_FA\d/g)).toHaveLength(4);
    expect(source).toMatch(/input wire \[3:0\] A/);
  });

  it('adds correctly in Icarus Verilog, every input', () => {
    const result = exportHierarchy(adder4(), 'adder4', (id) => LIBRARY[id]);
    if (!result.success) throw new Error(result.error);
    const bench = [
      'module tb;',
      '  reg [3:0] A, B; reg CIN; wire [3:0] S; wire COUT; integer i;',
      '  adder4 dut(.A(A), .B(B), .CIN(CIN), .S(S), .COUT(COUT));',
      '  initial for (i = 0; i < 512; i = i + 1) begin',
      '    {CIN, A, B} = i; #1 $display("%0d %0d %0d %0d", A, B, CIN, {COUT, S});',
      '  end',
      'endmodule',
    ].join('\n');
    const lines = runInIcarus(result.data.source, bench);
    const rows = lines.filter((l) => /^\d/.test(l)).map((l) => l.split(' ').map(Number));
    expect(rows).toHaveLength(512);
    for (const [a, b, cin, sum] of rows) expect(sum).toBe(a! + b! + cin!);
  });

  it('refuses a definition missing from the library, and a circuit that contains itself', () => {
    expect(exportHierarchy(FULL, 'fa', () => undefined)).toMatchObject({ success: false });
    const loop: Record<string, LibraryCircuit> = {
      x: { name: 'X', circuit: circuit([part('u', 'SUBCIRCUIT', 'U1', 0, { circuit: 'y', ports: '' })], []) },
      y: { name: 'Y', circuit: circuit([part('u', 'SUBCIRCUIT', 'U1', 0, { circuit: 'x', ports: '' })], []) },
    };
    const top = circuit([part('u', 'SUBCIRCUIT', 'U1', 0, { circuit: 'x', ports: '' })], []);
    const refused = exportHierarchy(top, 'top', (id) => loop[id]);
    expect(refused).toMatchObject({ success: false });
    if (!refused.success) expect(refused.error).toBe('X contains itself (X → Y → X).');
  });
});
