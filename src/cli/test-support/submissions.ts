import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Circuit } from '../../shared/circuit/types';

/** Why a generated submission passes or fails its tests. */
export type SubmissionKind = 'correct' | 'missing-wire' | 'wrong-gate' | 'not-json' | 'empty';

/** A generated submission: its file name, what is wrong with it, and whether it should pass. */
export interface Submission {
  readonly file: string;
  readonly kind: SubmissionKind;
  readonly adder: 'half' | 'full';
  readonly passes: boolean;
}

interface AdderFile {
  readonly name: string;
  readonly circuit: Circuit;
  readonly [key: string]: unknown;
}

/** The kinds, in turn: mostly right, some wrong in each way a student's circuit is. */
const KINDS: readonly SubmissionKind[] = [
  'correct',
  'correct',
  'wrong-gate',
  'correct',
  'missing-wire',
  'correct',
  'correct',
  'not-json',
  'correct',
  'empty',
];

/**
 * Writes `count` small submissions into `folder` (half and full adders, each with its tests,
 * varied in name and place; some wrong: a missing wire, a wrong gate, a file that is not JSON, an
 * empty circuit), from the adders in `fixtures`. The same count gives the same files.
 */
export function writeSubmissions(folder: string, count: number, fixtures: string): Submission[] {
  mkdirSync(folder, { recursive: true });
  const half = JSON.parse(readFileSync(join(fixtures, 'half-adder.json'), 'utf8')) as AdderFile;
  const halfTests = readFileSync(join(fixtures, 'half-adder-tests.txt'), 'utf8');
  const adders = {
    // The half adder with its test, as a student's file would carry it.
    half: {
      ...half,
      version: 4,
      circuit: { ...half.circuit, tests: [{ id: 't1', name: 'Truth table', source: halfTests }] },
    },
    full: JSON.parse(readFileSync(join(fixtures, 'full-adder.json'), 'utf8')) as AdderFile,
  };
  const submissions: Submission[] = [];
  for (let i = 0; i < count; i++) {
    const kind = KINDS[i % KINDS.length]!;
    const adder = i % 3 === 1 ? 'half' : 'full';
    const file = `student-${String(i + 1).padStart(3, '0')}.json`;
    writeFileSync(join(folder, file), content(adders[adder], kind, i));
    submissions.push({ file, kind, adder, passes: kind === 'correct' });
  }
  return submissions;
}

function content(adder: AdderFile, kind: SubmissionKind, i: number): string {
  if (kind === 'not-json') return `My adder is on paper, sorry (${i}).\n`;
  const shift = 20 * (i % 4);
  let circuit: Circuit = {
    ...adder.circuit,
    components: adder.circuit.components.map((c) => ({ ...c, x: c.x + shift, y: c.y + shift })),
  };
  if (kind === 'empty') circuit = { ...circuit, components: [], wires: [] };
  // The sum's last XOR loses an input: its pin floats.
  if (kind === 'missing-wire') circuit = { ...circuit, wires: circuit.wires.filter((w, n) => n !== 1) };
  // The carry's OR becomes an AND.
  if (kind === 'wrong-gate')
    circuit = {
      ...circuit,
      components: circuit.components.map((c) => (c.type === 'OR_2' || c.label === 'AND1' ? swapGate(c) : c)),
    };
  return `${JSON.stringify({ ...adder, name: `${adder.name} ${i + 1}`, circuit }, null, 2)}\n`;
}

function swapGate<T extends { type: string }>(part: T): T {
  return { ...part, type: part.type === 'OR_2' ? 'AND_2' : 'OR_2' };
}
