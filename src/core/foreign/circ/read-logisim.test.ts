import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CircuitSchema, type Circuit } from '../../../shared/circuit/types';
import { checkImportedCircuit } from '../../documents/import-check';
import { compile } from '../../simulation';
import type { ForeignImport } from '../types';
import { readLogisim } from './read-logisim';

const FIXTURES = join(__dirname, 'fixtures');
const fixture = (name: string) => readFileSync(join(FIXTURES, name), 'utf8');

function read(name: string): ForeignImport {
  const result = readLogisim(fixture(name), name);
  if (!result.success) throw new Error(`${result.error} ${result.hint}`);
  return result.data;
}

/** "LABEL.pin" of every wire, both ways sorted, so tests say which pins are joined. */
function joins(circuit: Circuit): string[] {
  const label = new Map(circuit.components.map((c) => [c.id, c.label]));
  return circuit.wires
    .map((w) => `${label.get(w.from.component)}.${w.from.pin} -> ${label.get(w.to.component)}.${w.to.pin}`)
    .sort();
}

function byLabel(circuit: Circuit, label: string) {
  const c = circuit.components.find((p) => p.label === label);
  if (!c) throw new Error(`no ${label}`);
  return c;
}

function table(circuit: Circuit, inputs: string[], outputs: string[], imported?: ForeignImport) {
  const library = new Map((imported?.subcircuits ?? []).map((s) => [s.id, s]));
  const sim = compile(circuit, { library: (id) => library.get(id) });
  if (!sim.success) throw new Error(sim.error);
  const t = sim.data.truthTable(inputs, outputs);
  if (!t.success) throw new Error(t.error);
  return t.data.rows.map((r) => `${r.inputs.join('')}:${r.outputs.join(' ')}`);
}

describe('readLogisim: a Logisim-evolution 3.x half adder with its defaults left out', () => {
  const imported = read('half-adder-3x.circ');
  const { circuit, report } = imported;

  it('carries every part over as ours, labelled as in Logisim', () => {
    const types = Object.fromEntries(circuit.components.map((c) => [c.label, c.type]));
    expect(types).toEqual({
      A: 'PORT_IN',
      B: 'PORT_IN',
      S: 'PORT_OUT',
      C: 'PORT_OUT',
      G1: 'XOR_2',
      G2: 'AND_2',
    });
    expect(imported.name).toBe('half_adder');
    expect(report).toMatchObject({ format: 'logisim', version: '3.8.0', circuits: 1, components: 6, supported: 6 });
    expect(report.unsupported).toEqual([]);
  });

  it('joins the pins the wires join, at wire ends only (a crossing is no joint)', () => {
    expect(joins(circuit)).toEqual([
      'A.out -> G1.a',
      'A.out -> G2.a',
      'B.out -> G1.b',
      'B.out -> G2.b',
      'G1.out -> S.in',
      'G2.out -> C.in',
    ]);
  });

  it('keeps the layout: Logisim coordinates doubled, outputs to the right of the gates', () => {
    expect(byLabel(circuit, 'A').x).toBeLessThan(byLabel(circuit, 'G1').x);
    expect(byLabel(circuit, 'G1').x).toBeLessThan(byLabel(circuit, 'S').x);
    expect(byLabel(circuit, 'A').y).toBeLessThan(byLabel(circuit, 'B').y);
    expect(circuit.components.every((c) => c.x % 10 === 0 && c.y % 10 === 0)).toBe(true);
  });

  it('makes a Text a note (entities decoded)', () => {
    expect(circuit.notes).toEqual([{ id: 'n1', x: 500, y: 100, text: 'Half adder & friends' }]);
  });

  it('passes the import check and computes a half adder', () => {
    expect(checkImportedCircuit(circuit).success).toBe(true);
    expect(table(circuit, ['A', 'B'], ['S', 'C'])).toEqual(['00:0 0', '01:1 0', '10:1 0', '11:0 1']);
  });
});

describe('readLogisim: a Logisim 2.7 file', () => {
  const { circuit, report } = read('legacy-27.circ');

  it('reads output="true" pins as outputs and 5-input gates by the inputs in use', () => {
    expect(byLabel(circuit, 'Y').type).toBe('PORT_OUT');
    expect(byLabel(circuit, 'A').type).toBe('PORT_IN');
    // The AND gate has 5 inputs (2.7's default), two in use; the OR gate 3, two in use.
    expect(circuit.components.filter((c) => c.type === 'AND_2')).toHaveLength(1);
    expect(circuit.components.filter((c) => c.type === 'OR_2')).toHaveLength(1);
    expect(report.version).toBe('2.7.1');
  });

  it('puts an inverter in front of a negated input', () => {
    const and = circuit.components.find((c) => c.type === 'AND_2')!.label;
    const not = circuit.components.find((c) => c.type === 'NOT')!.label;
    expect(joins(circuit)).toContain(`A.out -> ${not}.in`);
    expect(joins(circuit)).toContain(`${not}.out -> ${and}.a`);
  });

  it('computes what Logisim does', () => {
    expect(checkImportedCircuit(circuit).success).toBe(true);
    expect(table(circuit, ['A', 'B', 'Cin'], ['Y', 'Z'])).toEqual([
      '000:0 0',
      '001:0 1',
      '010:1 1',
      '011:1 1',
      '100:0 0',
      '101:0 1',
      '110:0 1',
      '111:0 1',
    ]);
  });
});

describe('readLogisim: splitters', () => {
  const { circuit } = read('splitter-3x.circ');

  it('a splitter driven by its bus becomes our SPLITTER, one driven by its ends a MERGER', () => {
    const splitter = circuit.components.find((c) => c.type === 'SPLITTER' && c.properties.width === 4)!;
    const merger = circuit.components.find((c) => c.type === 'MERGER' && c.properties.width === 4)!;
    expect(splitter.properties).toEqual({ width: 4, ranges: '0,1,2,3' });
    expect(merger.properties).toEqual({ width: 4, ranges: '0-1,2-3' });
    // Bits 4 to 7 leave by no end: a range of their own, left unwired.
    const low = circuit.components.find((c) => c.type === 'SPLITTER' && c.properties.width === 8)!;
    expect(low.properties).toEqual({ width: 8, ranges: '0-3,4-7' });
    expect(joins(circuit).filter((line) => !/\b(t[01]|t[01]_2|WW|P[01])\./.test(line))).toEqual(
      [
        `D.out -> ${splitter.label}.in`,
        `${splitter.label}.b0 -> Q0.in`,
        `${splitter.label}.b1 -> Q1.in`,
        `${splitter.label}.b2 -> Q2.in`,
        `${splitter.label}.b3 -> Q3.in`,
        `E0.out -> ${merger.label}.b1_0`,
        `E1.out -> ${merger.label}.b3_2`,
        `${merger.label}.out -> W.in`,
        `H.out -> ${low.label}.in`,
        `${low.label}.b3_0 -> L.in`,
      ].sort(),
    );
  });

  it('a splitter whose ends are driven through tunnels (touching it, without a wire) is a MERGER', () => {
    const merger = circuit.components.find((c) => c.type === 'MERGER' && c.properties.width === 2)!;
    expect(merger.properties.ranges).toBe('0,1');
    const lines = joins(circuit);
    expect(lines).toContain(`${merger.label}.out -> WW.in`);
    expect(lines).toContain('P0.out -> t0.io');
    expect(lines).toContain(`t0_2.io -> ${merger.label}.b0`);
    expect(lines).toContain(`t1_2.io -> ${merger.label}.b1`);
  });

  it('moves the bits as Logisim does', () => {
    expect(checkImportedCircuit(circuit).success).toBe(true);
    const library = () => undefined;
    const sim = compile(circuit, { library });
    if (!sim.success) throw new Error(sim.error);
    expect(sim.data.setValue('D', 5).success).toBe(true);
    expect(sim.data.setValue('E0', 1).success).toBe(true);
    expect(sim.data.setValue('E1', 2).success).toBe(true);
    sim.data.settle();
    const t = sim.data.truthTable(['D'], ['Q0', 'Q1', 'Q2', 'Q3', 'W']);
    if (!t.success) throw new Error(t.error);
    const row5 = t.data.rows.find((r) => r.inputs[0] === '0101')!;
    expect(row5.outputs).toEqual(['1', '0', '1', '0', '1001']);
  });
});

describe('readLogisim: gates with more inputs than ours', () => {
  const { circuit, report } = read('wide-gates-27.circ');

  it('become a tree of our gates (groups into the last gate), negated inputs through inverters', () => {
    expect(report).toMatchObject({ components: 9, supported: 9, unsupported: [] });
    const count = (type: string) => circuit.components.filter((c) => c.type === type).length;
    // AND of 5 (input 1 negated): AND_3 and AND_2 into an AND_2; NOR of 5: OR_3 and OR_2 into a NOR_2.
    expect([count('AND_3'), count('AND_2'), count('OR_3'), count('OR_2'), count('NOR_2'), count('NOT')]).toEqual([
      1, 2, 1, 1, 1, 1,
    ]);
    expect(joins(circuit).filter((j) => j.startsWith('B.out'))).toHaveLength(2);
  });

  it('computes the wide functions', () => {
    expect(checkImportedCircuit(circuit).success).toBe(true);
    const rows = table(circuit, ['A', 'B', 'C', 'D', 'E'], ['Y', 'W']);
    expect(rows.filter((r) => r.endsWith('1 0'))).toEqual(['10111:1 0']);
    expect(rows.filter((r) => r.endsWith('0 1'))).toEqual(['00000:0 1']);
  });
});

describe('readLogisim: a main circuit placing a subcircuit', () => {
  const imported = read('subcircuit-3x.circ');

  it('bundles the placed circuit with its ports, and wires the instance by them', () => {
    expect(imported.name).toBe('top');
    expect(imported.subcircuits).toHaveLength(1);
    const [ha] = imported.subcircuits;
    expect(ha!.name).toBe('ha');
    const instance = imported.circuit.components.find((c) => c.type === 'SUBCIRCUIT')!;
    expect(instance.properties).toEqual({ circuit: ha!.id, ports: 'A,B>S,C' });
    expect(joins(imported.circuit)).toEqual(
      [
        `X.out -> ${instance.label}.A`,
        `Y.out -> ${instance.label}.B`,
        `${instance.label}.S -> SUM.in`,
        `${instance.label}.C -> CARRY.in`,
      ].sort(),
    );
    expect(imported.report).toMatchObject({ circuits: 2, components: 11, supported: 11 });
  });

  it('simulates through the hierarchy', () => {
    expect(checkImportedCircuit(imported.circuit).success).toBe(true);
    expect(checkImportedCircuit(imported.subcircuits[0]!.circuit).success).toBe(true);
    expect(table(imported.circuit, ['X', 'Y'], ['SUM', 'CARRY'], imported)).toEqual([
      '00:0 0',
      '01:1 0',
      '10:1 0',
      '11:0 1',
    ]);
  });
});

describe('readLogisim: inputs, outputs, memory, a multiplexer, tunnels', () => {
  const { circuit, report } = read('misc-3x.circ');

  it('maps each part to ours, with the pins Logisim places them by', () => {
    expect(report).toMatchObject({ components: 16, supported: 16, unsupported: [], warnings: [] });
    const types = Object.fromEntries(circuit.components.map((c) => [c.label, c.type]));
    expect(types).toMatchObject({
      FF1: 'D_FLIPFLOP',
      clk: 'CLOCK',
      LED1: 'LED_RED',
      GND1: 'GND',
      nq: 'TUNNEL',
      nq_2: 'TUNNEL',
      P1: 'PROBE',
      MUX1: 'MUX_2',
      K1: 'CONST_VALUE',
      // A D flip-flop triggered while its clock is high is a D latch.
      latch: 'D_LATCH',
    });
    expect(byLabel(circuit, 'K1').properties).toEqual({ width: 4, value: 10 });
    expect(byLabel(circuit, 'nq_2').properties).toEqual({ name: 'nq', width: 1 });
    expect(joins(circuit)).toEqual(
      [
        'Din.out -> FF1.D',
        'clk.out -> FF1.CLK',
        'FF1.Q -> LED1.anode',
        'LED1.cathode -> GND1.gnd',
        'FF1.Qn -> nq.io',
        'nq_2.io -> P1.in',
        'M0.out -> MUX1.I0',
        'M1.out -> MUX1.I1',
        'Sel.out -> MUX1.S',
        'MUX1.Y -> MY.in',
        'K1.out -> K.in',
        'Ld.out -> latch.D',
        'Le.out -> latch.EN',
        'latch.Q -> LQ.in',
      ].sort(),
    );
  });

  it('runs: the flip-flop takes D on the clock, the multiplexer selects', () => {
    expect(checkImportedCircuit(circuit).success).toBe(true);
    expect(table(circuit, ['Sel', 'M0', 'M1'], ['MY'])).toEqual([
      '000:0',
      '001:0',
      '010:1',
      '011:1',
      '100:0',
      '101:1',
      '110:0',
      '111:1',
    ]);
    const sim = compile(circuit);
    if (!sim.success) throw new Error(sim.error);
    expect(sim.data.setValue('Din', 1).success).toBe(true);
    sim.data.settle();
    expect(sim.data.pinValue('FF1', 'Q')).toEqual({ success: true, data: '0' });
    sim.data.tick(1);
    expect(sim.data.pinValue('FF1', 'Q')).toEqual({ success: true, data: '1' });
    expect(sim.data.pinValue('P1', 'in')).toEqual({ success: true, data: '0' });
  });
});

describe('readLogisim: decoders', () => {
  const { circuit, report } = read('decoder-27.circ');

  it('one select bit: a demultiplexer routing a constant 1; two: a 2-to-4 decoder behind a splitter', () => {
    expect(report).toMatchObject({ components: 10, supported: 10, unsupported: [] });
    const dec = circuit.components.find((c) => c.type === 'DECODER_2TO4')!.label;
    const spl = circuit.components.find((c) => c.type === 'SPLITTER')!.label;
    const dmx = circuit.components.find((c) => c.type === 'DEMUX_2')!.label;
    const one = circuit.components.find((c) => c.type === 'CONST_HIGH')!.label;
    expect(joins(circuit)).toEqual(
      [
        `Sel.out -> ${spl}.in`,
        `${spl}.b0 -> ${dec}.A0`,
        `${spl}.b1 -> ${dec}.A1`,
        ...[0, 1, 2, 3].map((i) => `${dec}.Y${i} -> Y${i}.in`),
        `T.out -> ${dmx}.S`,
        `${one}.out -> ${dmx}.D`,
        `${dmx}.Y0 -> Z0.in`,
        `${dmx}.Y1 -> Z1.in`,
      ].sort(),
    );
    expect(checkImportedCircuit(circuit).success).toBe(true);
    expect(table(circuit, ['Sel', 'T'], ['Y0', 'Y1', 'Y2', 'Y3', 'Z0', 'Z1'])).toEqual([
      '000:1 0 0 0 1 0',
      '001:1 0 0 0 0 1',
      '010:0 1 0 0 1 0',
      '011:0 1 0 0 0 1',
      '100:0 0 1 0 1 0',
      '101:0 0 1 0 0 1',
      '110:0 0 0 1 1 0',
      '111:0 0 0 1 0 1',
    ]);
  });
});

describe('readLogisim: a subcircuit of the Logisim-evolution appearance', () => {
  const imported = read('evolution-sub-3x.circ');

  it('finds the instance pins where that appearance puts them (inputs left, the box as wide as the labels)', () => {
    const instance = imported.circuit.components.find((c) => c.type === 'SUBCIRCUIT')!;
    expect(instance.properties.ports).toBe('in>out');
    expect(joins(imported.circuit)).toEqual([`A.out -> ${instance.label}.in`, `${instance.label}.out -> Y.in`].sort());
    expect(table(imported.circuit, ['A'], ['Y'], imported)).toEqual(['0:1', '1:0']);
  });
});

describe('readLogisim: a subcircuit of many ports', () => {
  const file = (count: number) => {
    const pins = Array.from(
      { length: count },
      (_, i) =>
        `<comp lib="0" loc="(100,${100 + 20 * i})" name="Pin"><a name="label" val="a_very_long_port_name_number_${i}"/></comp>`,
    ).join('');
    return `<project source="3.8.0" version="1.0"><lib desc="#Wiring" name="0"/><main name="top"/>
      <circuit name="top"><comp loc="(500,500)" name="wide"/></circuit><circuit name="wide">${pins}</circuit></project>`;
  };

  it('has its port names shortened until its interface fits the subcircuit property (said)', () => {
    const r = readLogisim(file(50), 'ports.circ');
    if (!r.success) throw new Error(r.error);
    const ports = String(r.data.circuit.components[0]!.properties.ports);
    expect(ports.length).toBeLessThanOrEqual(1000);
    expect(ports.split(/[,>]/).filter((p) => p !== '')).toHaveLength(50);
    expect(r.data.report.warnings).toEqual([
      'In wide: the names of its ports were shortened so that its interface fits.',
    ]);
    expect(checkImportedCircuit(r.data.subcircuits[0]!.circuit).success).toBe(true);
    expect(checkImportedCircuit(r.data.circuit).success).toBe(true);
  });

  it('with more ports than can ever fit, its instances become placeholders', () => {
    const r = readLogisim(file(400), 'ports.circ');
    if (!r.success) throw new Error(r.error);
    expect(r.data.subcircuits).toEqual([]);
    expect(r.data.circuit.components[0]).toMatchObject({ type: 'PLACEHOLDER', properties: { original: 'wide' } });
    expect(r.data.report.unsupported).toEqual([{ name: 'wide', count: 1, where: ['top at (500,500)'] }]);
  });
});

describe('readLogisim: parts we lack', () => {
  const { circuit, report } = read('unknown-3x.circ');

  it('become placeholders named after the original, keeping their label (pins only where their geometry is known)', () => {
    // A random generator's pins are not known here: it keeps none, and the wire from X ends at
    // nothing. (A part whose pins are known keeps them: see arithmetic.test.ts.) The Counter is
    // ours now (counter.test.ts): a REGISTER, no placeholder.
    expect(byLabel(circuit, 'rnd1')).toMatchObject({
      type: 'PLACEHOLDER',
      properties: { original: 'Random', ports: '>' },
    });
    expect(circuit.components.filter((c) => c.type === 'PLACEHOLDER')).toHaveLength(1);
    expect(circuit.components.filter((c) => c.type === 'REGISTER')).toHaveLength(1);
    expect(joins(circuit).some((j) => j.startsWith('X.out'))).toBe(false);
  });

  it('a splitter whose end takes bits that are not next to each other: a splitter and a merger of ours', () => {
    // Bits 0 and 2 leave by end 0 (as its bits 0 and 1), bit 1 by end 1.
    const splitter = circuit.components.find((c) => c.type === 'SPLITTER')!;
    const merger = circuit.components.find((c) => c.type === 'MERGER')!;
    expect(splitter.properties).toEqual({ width: 3, ranges: '0,1,2' });
    expect(merger.properties).toEqual({ width: 2, ranges: '0,1' });
    // (The Counter's own wires, between its parts, are left out.)
    const splitterJoins = joins(circuit).filter((j) => [splitter.label, merger.label].some((l) => j.includes(`${l}.`)));
    expect(splitterJoins).toEqual(
      [
        `F.out -> ${splitter.label}.in`,
        `${splitter.label}.b0 -> ${merger.label}.b0`,
        `${splitter.label}.b2 -> ${merger.label}.b1`,
        `${merger.label}.out -> G0.in`,
        `${splitter.label}.b1 -> G1.in`,
      ].sort(),
    );
    expect(table(circuit, ['F'], ['G0', 'G1'])).toEqual([
      '000:00 0',
      '001:01 0',
      '010:00 1',
      '011:01 1',
      '100:10 0',
      '101:11 0',
      '110:10 1',
      '111:11 1',
    ]);
  });

  it('are counted in the report, with where they are', () => {
    expect(report.components).toBe(7);
    expect(report.supported).toBe(6);
    expect(report.unsupported).toEqual([{ name: 'Random', count: 1, where: ['main: rnd1'] }]);
  });
});

describe('readLogisim: files it cannot read', () => {
  const half = fixture('half-adder-3x.circ');
  const failure = (text: string, name = 'bad.circ') => {
    const r = readLogisim(text, name);
    if (r.success) throw new Error('expected a failure');
    return r;
  };

  it('a truncated file', () => {
    const r = failure(half.slice(0, Math.floor(half.length / 2)));
    expect(r.code).toBe('INVALID_FILE');
    expect(r.error).toMatch(/truncated/);
  });

  it('an empty file, JSON, or XML that is not a Logisim project', () => {
    expect(failure('').error).toMatch(/empty/);
    expect(failure('{"format":"circuitforge"}').error).toMatch(/not XML/);
    expect(failure('<html><body/></html>').error).toMatch(/no <project>/);
  });

  it('a part from a library it cannot read (another file, a Java library)', () => {
    const text = half
      .replace('<lib desc="#Base" name="2"/>', '<lib desc="file#adders.circ" name="2"/>')
      .replace('<comp lib="2" loc="(250,50)" name="Text">', '<comp lib="2" loc="(250,50)" name="Adder4">');
    const r = failure(text, 'lab.circ');
    expect(r.error).toContain('adders.circ');
    expect(r.hint).toMatch(/copy those circuits/);
  });

  it('a huge attribute', () => {
    const r = failure(half.replace('val="A"', `val="${'x'.repeat(200_000)}"`));
    expect(r.error).toMatch(/200000 characters/);
  });

  it('circuits that place each other', () => {
    const text = `<project source="3.8.0" version="1.0"><lib desc="#Wiring" name="0"/><main name="a"/>
      <circuit name="a"><comp loc="(100,100)" name="b"/></circuit>
      <circuit name="b"><comp loc="(100,100)" name="a"/></circuit></project>`;
    expect(failure(text).error).toMatch(/loop \(a → b → a\)/);
  });

  it('subcircuits nested more than 32 levels deep', () => {
    const circuits = Array.from(
      { length: 40 },
      (_, i) => `<circuit name="c${i}">${i < 39 ? `<comp loc="(100,100)" name="c${i + 1}"/>` : ''}</circuit>`,
    ).join('');
    const text = `<project source="3.8.0" version="1.0"><lib desc="#Wiring" name="0"/><main name="c0"/>${circuits}</project>`;
    const r = failure(text);
    expect(r.code).toBe('DESIGN_TOO_LARGE');
    expect(r.error).toMatch(/nest more than 32 levels/);
  });

  it('a part of a library number the file does not declare', () => {
    expect(failure(half.replace('<comp lib="1" loc="(300,110)"', '<comp lib="9" loc="(300,110)"')).error).toMatch(
      /library 9, which bad.circ does not declare/,
    );
  });

  it('elements nested too deep, without building them', () => {
    const deep = `<project source="3.8.0">${'<a>'.repeat(100_000)}${'</a>'.repeat(100_000)}</project>`;
    expect(failure(deep).error).toMatch(/nest more than/);
  });

  it('never expands entities a DTD declares', () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE project [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>
      <project source="3.8.0" version="1.0"><lib desc="#Wiring" name="0"/><circuit name="m">
      <comp lib="0" loc="(100,100)" name="Pin"><a name="label" val="&b;"/></comp></circuit></project>`;
    const r = readLogisim(bomb, 'bomb.circ');
    if (r.success) expect(JSON.stringify(r.data)).not.toContain('aaaaaaaaaa');
    else expect(r.code).toBe('INVALID_FILE');
  });

  it('parts placed far out stay inside our canvas', () => {
    const far = readLogisim(half.replace('loc="(100,100)"', 'loc="(9000000,-9000000)"'), 'far.circ');
    if (!far.success) throw new Error(far.error);
    const a = far.data.circuit.components.find((c) => c.label === 'A')!;
    expect(Math.abs(a.x)).toBeLessThan(1_000_000);
    expect(Math.abs(a.y)).toBeLessThan(1_000_000);
    expect(CircuitSchema.safeParse(far.data.circuit).success).toBe(true);
  });

  it('never throws, whatever the bytes', () => {
    for (let i = 0; i < 200; i++) {
      const cut = half.slice(0, Math.floor((half.length * i) / 200));
      const mangled = cut.replace(/\d/g, (d) => String((Number(d) * 7 + i) % 10));
      expect(() => readLogisim(mangled, 'x.circ')).not.toThrow();
    }
  });
});

describe('readLogisim: pull resistors', () => {
  it('pull a net to 1 or to 0 (the default) as ours; an "X" pull stays a placeholder', () => {
    const { circuit, report } = read('pull-3x.circ');
    expect(circuit.components.map((c) => c.type).sort()).toEqual([
      'PLACEHOLDER',
      'PORT_OUT',
      'PORT_OUT',
      'PULL_DOWN',
      'PULL_UP',
    ]);
    expect(report.unsupported).toMatchObject([{ name: 'Pull Resistor', count: 1 }]);
    const sim = compile(circuit);
    if (!sim.success) throw new Error(sim.error);
    expect([sim.data.componentState('UP')?.value, sim.data.componentState('DOWN')?.value]).toEqual(['1', '0']);
  });
});
