import { expect } from 'vitest';
import { CircuitState } from '../../../../shared/circuit/circuit-state';
import type { Circuit } from '../../../../shared/circuit/types';
import type { ForeignImport } from '../../types';
import { readLogisim } from '../read-logisim';

/**
 * Hand-written Logisim files for the reader's tests: one circuit `main` whose parts are `body`.
 * `source` 2.7.1 is classic Logisim, 3.8.0 Logisim-evolution. Libraries: Wiring 0, Gates 1,
 * Plexers 2, Arithmetic 3, Memory 4 (as Logisim numbers them in a file).
 */
export function circFile(source: '2.7.1' | '3.8.0', body: string): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<project source="${source}" version="1.0">
  <lib desc="#Wiring" name="0"/>
  <lib desc="#Gates" name="1"/>
  <lib desc="#Plexers" name="2"/>
  <lib desc="#Arithmetic" name="3"/>
  <lib desc="#Memory" name="4"/>
  <main name="main"/>
  <circuit name="main">
${body}
  </circuit>
</project>
`;
}

/** An input pin (its point east of it). */
export const pinIn = (label: string, x: number, y: number, width = 1) =>
  `<comp lib="0" loc="(${x},${y})" name="Pin"><a name="width" val="${width}"/><a name="label" val="${label}"/></comp>`;

/** An output pin (its point west of it). */
export const pinOut = (label: string, x: number, y: number, width = 1) =>
  `<comp lib="0" loc="(${x},${y})" name="Pin"><a name="facing" val="west"/><a name="type" val="output"/><a name="output" val="true"/><a name="width" val="${width}"/><a name="label" val="${label}"/></comp>`;

/** A wire between two points. */
export const wire = (x1: number, y1: number, x2: number, y2: number) =>
  `<wire from="(${x1},${y1})" to="(${x2},${y2})"/>`;

/** A part of library `lib` at (x, y) with its attributes. */
export const comp = (lib: number, name: string, x: number, y: number, attrs: Record<string, string | number>) =>
  `<comp lib="${lib}" loc="(${x},${y})" name="${name}">${Object.entries(attrs)
    .map(([k, v]) => `<a name="${k}" val="${v}"/>`)
    .join('')}</comp>`;

/** The file read, or the test fails with the reader's words. */
export function readCirc(text: string, fileName = 'test.circ'): ForeignImport {
  const result = readLogisim(text, fileName);
  if (!result.success) throw new Error(`${result.error} ${result.hint}`);
  return result.data;
}

/** The circuit, after checking that our rules take it as it is. */
export function valid(circuit: Circuit): Circuit {
  const state = CircuitState.fromCircuit(circuit);
  expect(state.success ? 'valid' : state.error).toBe('valid');
  return circuit;
}
