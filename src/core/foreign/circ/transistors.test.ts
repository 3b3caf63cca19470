import { describe, expect, it } from 'vitest';
import { CircuitState } from '../../../shared/circuit/circuit-state';
import type { Circuit } from '../../../shared/circuit/types';
import { compile } from '../../simulation';
import { readLogisim } from './read-logisim';

/** A Logisim-evolution file of one circuit: its parts and wires as written in `<circuit>`. */
function project(body: string): Circuit {
  const text = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<project source="3.8.0" version="1.0"><lib desc="#Wiring" name="0"/><lib desc="#Gates" name="1"/>
<main name="main"/><circuit name="main">${body}</circuit></project>`;
  const read = readLogisim(text, 'transistors.circ');
  if (!read.success) throw new Error(`${read.error} ${read.hint}`);
  expect(read.data.report.unsupported).toEqual([]);
  const state = CircuitState.fromCircuit(read.data.circuit);
  expect(state.success ? 'valid' : state.error).toBe('valid');
  return read.data.circuit;
}

const pin = (label: string, x: number, y: number, output = false) =>
  `<comp lib="0" loc="(${x},${y})" name="Pin">${output ? '<a name="output" val="true"/><a name="facing" val="west"/>' : ''}<a name="label" val="${label}"/></comp>`;
const wire = (x1: number, y1: number, x2: number, y2: number) => `<wire from="(${x1},${y1})" to="(${x2},${y2})"/>`;

/** Sets each input (a value or "Z", floating) and reads the output, row by row. */
function rows(circuit: Circuit, inputs: readonly string[], output: string, cases: readonly string[]): string[] {
  const sim = compile(circuit);
  if (!sim.success) throw new Error(sim.error);
  return cases.map((row) => {
    [...row].forEach((v, i) => {
      const ref = inputs[i]!;
      if (v === 'Z') expect(sim.data.setFloating(ref)).toMatchObject({ success: true });
      else expect(sim.data.setValue(ref, Number(v))).toMatchObject({ success: true });
    });
    sim.data.settle();
    const out = sim.data.pinValue(output, 'in');
    return `${row}:${out.success ? out.data : out.error}`;
  });
}

describe("Logisim's Transistor and Transmission Gate", () => {
  it('a CMOS inverter of a P and an N transistor (gates below and above) inverts', () => {
    const circuit = project(
      [
        pin('A', 200, 160),
        pin('Y', 360, 150, true),
        '<comp lib="0" loc="(240,100)" name="Power"/>',
        '<comp lib="0" loc="(240,200)" name="Ground"/>',
        '<comp lib="0" loc="(300,100)" name="Transistor"/>',
        '<comp lib="0" loc="(300,200)" name="Transistor"><a name="type" val="n"/><a name="selloc" val="bl"/></comp>',
        wire(240, 100, 260, 100),
        wire(240, 200, 260, 200),
        wire(300, 100, 300, 150),
        wire(300, 150, 300, 200),
        wire(300, 150, 360, 150),
        wire(200, 160, 280, 160),
        wire(280, 160, 280, 80),
        wire(280, 160, 280, 220),
      ].join(''),
    );
    expect(rows(circuit, ['A'], 'Y', ['0', '1', '0'])).toEqual(['0:1', '1:0', '0:1']);
  });

  it('an N transistor passes a 0 while its gate is 1 and leaves the drain floating for a 1, as Logisim', () => {
    const circuit = project(
      [
        pin('S', 240, 100),
        pin('G', 240, 60),
        pin('D', 360, 100, true),
        '<comp lib="0" loc="(300,100)" name="Transistor"><a name="type" val="n"/></comp>',
        wire(240, 100, 260, 100),
        wire(240, 60, 280, 60),
        wire(280, 60, 280, 80),
        wire(300, 100, 360, 100),
      ].join(''),
    );
    expect(rows(circuit, ['G', 'S'], 'D', ['10', '11', '00', '01', '1Z'])).toEqual([
      '10:0',
      '11:Z',
      '00:Z',
      '01:Z',
      '1Z:Z',
    ]);
  });

  it('a P transistor passes a 1 while its gate is 0', () => {
    const circuit = project(
      [
        pin('S', 240, 100),
        pin('G', 240, 60),
        pin('D', 360, 100, true),
        '<comp lib="0" loc="(300,100)" name="Transistor"/>',
        wire(240, 100, 260, 100),
        wire(240, 60, 280, 60),
        wire(280, 60, 280, 80),
        wire(300, 100, 360, 100),
      ].join(''),
    );
    expect(rows(circuit, ['G', 'S'], 'D', ['01', '00', '11', '10'])).toEqual(['01:1', '00:Z', '11:Z', '10:Z']);
  });

  it('a transmission gate passes its source while p is 0 and n is 1, floats while p is 1 and n 0, else X', () => {
    // Facing east, gates top-right: p above (280, 80), n below (280, 120).
    const circuit = project(
      [
        pin('S', 240, 100),
        pin('P', 200, 60),
        pin('N', 200, 140),
        pin('D', 360, 100, true),
        '<comp lib="0" loc="(300,100)" name="Transmission Gate"/>',
        wire(240, 100, 260, 100),
        wire(200, 60, 280, 60),
        wire(280, 60, 280, 80),
        wire(200, 140, 280, 140),
        wire(280, 140, 280, 120),
        wire(300, 100, 360, 100),
      ].join(''),
    );
    expect(rows(circuit, ['P', 'N', 'S'], 'D', ['010', '011', '01Z', '101', '001', '111'])).toEqual([
      '010:0',
      '011:1',
      '01Z:Z',
      '101:Z',
      '001:X',
      '111:X',
    ]);
  });

  it('a transistor of 4 bits stays a placeholder with its pins and the reason', () => {
    const text = `<project source="3.8.0" version="1.0"><lib desc="#Wiring" name="0"/><main name="main"/><circuit name="main">
      <comp lib="0" loc="(300,100)" name="Transistor"><a name="width" val="4"/></comp></circuit></project>`;
    const read = readLogisim(text, 'wide.circ');
    if (!read.success) throw new Error(read.error);
    expect(read.data.report.unsupported).toMatchObject([{ name: 'Transistor', count: 1 }]);
    expect(read.data.circuit.components[0]?.properties.ports).toBe('source:4,gate>drain:4');
  });
});
