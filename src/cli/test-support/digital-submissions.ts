import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  dig,
  input,
  output,
  testcase,
  type Element,
  HALF_ADDER_WIRES,
} from '../../core/foreign/dig/test-support/dig-fixture';
import type { Submission, SubmissionKind } from './submissions';

const TEST = 'A B S C\n0 0 0 0\n0 1 1 0\n1 0 1 0\n1 1 0 1\n';

/** The kinds of Digital submissions, in turn (Digital's own CLI cannot open our JSON). */
const KINDS: readonly SubmissionKind[] = ['correct', 'correct', 'wrong-gate', 'correct', 'missing-wire'];

/** A half adder as Digital saves it, with its test; `kind` says what the student got wrong. */
function halfAdder(kind: SubmissionKind): string {
  const elements: Element[] = [
    input('A', 20, 0),
    input('B', 20, 40),
    { name: kind === 'wrong-gate' ? 'Or' : 'XOr', x: 100, y: 0 },
    { name: 'And', x: 100, y: 100 },
    output('S', 200, 20),
    output('C', 200, 120),
    testcase('HalfAdder', TEST),
  ];
  const wires = HALF_ADDER_WIRES;
  // The sum's output no longer reaches S.
  return dig(elements, kind === 'missing-wire' ? wires.filter((_, i) => i !== 8) : wires);
}

/** Writes `count` Digital half adders with their test into `folder`, some wrong (a wrong gate, a missing wire). */
export function writeDigitalSubmissions(folder: string, count: number): Submission[] {
  mkdirSync(folder, { recursive: true });
  const submissions: Submission[] = [];
  for (let i = 0; i < count; i++) {
    const kind = KINDS[i % KINDS.length]!;
    const file = `student-${String(i + 1).padStart(3, '0')}.dig`;
    writeFileSync(join(folder, file), halfAdder(kind));
    submissions.push({ file, kind, adder: 'half', passes: kind === 'correct' });
  }
  return submissions;
}
