import { describe, expect, it } from 'vitest';
import type { Circuit } from '../../shared/circuit/types';
import type { Exercise, Lesson } from '../../shared/lessons/types';
import { halfAdderCircuit } from '../../shared/test-support/half-adder';
import { startingCircuit } from '../lessons/exercise-start';
import { checkLesson, type LessonSpec } from './check-lesson';

const TEST = 'SW1 SW2 LED1 LED2\n0 0 0 0\n0 1 1 0\n1 0 1 0\n1 1 0 1\n';

function exercise(reference: Circuit): Exercise {
  return {
    id: 'build',
    title: 'Build a half adder',
    statement: 'Add two bits: the sum on LED1, the carry on LED2.',
    start: startingCircuit(reference),
    reference,
    tests: [{ id: 't1', name: 'table', source: TEST, hidden: false }],
    hints: [],
  };
}

function lesson(markdown: string, exercises: Exercise[]): Lesson {
  return { id: 'half-adder', title: 'The half adder', markdown, exercises };
}

const library = () => undefined;
const circuits: Record<string, Circuit> = { ha: halfAdderCircuit() };
const circuitOf = (id: string) => circuits[id];
const SPEC: LessonSpec = { concepts: [['sum'], ['carry'], ['XOR', 'exclusive or']], exercises: 1, circuits: 1 };

describe('scoring a lesson the assistant wrote', () => {
  it('passes a sound lesson: its circuit simulates, its exercise checks, its text names the concepts', () => {
    const text = `# Half adder\n\nThe sum is an XOR, the carry an AND.\n\n\`\`\`circuit\nref: ha\n\`\`\`\n\n\`\`\`exercise build\n\`\`\`\n`;
    expect(checkLesson(lesson(text, [exercise(halfAdderCircuit())]), SPEC, library, circuitOf)).toEqual({
      passed: true,
      reasons: [],
    });
  });

  it('lists everything wrong: a missing circuit, a reference that fails, too few parts, a concept never named', () => {
    const broken = halfAdderCircuit();
    // The carry LED wired to the XOR: the reference fails its own test.
    const wires = broken.wires.map((w) => (w.id === 'w6' ? { ...w, from: { component: 'xor', pin: 'out' } } : w));
    const text = `# Half adder\n\nThe sum of two bits.\n\n\`\`\`circuit\nref: gone\n\`\`\`\n\n\`\`\`exercise build\n\`\`\`\n`;
    const result = checkLesson(
      lesson(text, [exercise({ ...broken, wires })]),
      { ...SPEC, exercises: 2 },
      library,
      circuitOf,
    );
    expect(result.passed).toBe(false);
    expect(result.reasons).toEqual([
      'The circuit block of line 5 refers to the circuit gone, which the library does not have.',
      'The reference solution of exercise build fails the test "table": in row 2 (line 3) LED2 should be 0 but is 1.',
      'The lesson has 1 exercise; the request asks for 2.',
      'The lesson never names XOR / exclusive or.',
    ]);
  });
});
