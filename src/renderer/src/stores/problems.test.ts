import { describe, expect, it } from 'vitest';
import type { SimDiagnostic, ValidationIssue } from '../../../shared/contract';
import { circuitOf, part, wire } from '../test-support/circuits';
import { indexProblems, mergeProblems, simFindings, validationFindings } from './problems';

/** SW1 → G1.a (G1.b unconnected) → LED1 with its cathode open; tri-states G2 and G3 share LED2's anode. */
const state = circuitOf(
  [
    part('sw', 'SWITCH_TOGGLE', 'SW1'),
    part('g1', 'AND_2', 'G1'),
    part('led', 'LED_RED', 'LED1'),
    part('g2', 'TRISTATE_BUFFER', 'G2'),
    part('g3', 'TRISTATE_BUFFER', 'G3'),
    part('led2', 'LED_RED', 'LED2'),
  ],
  [
    wire('w1', 'sw:out', 'g1:a'),
    wire('w2', 'g1:out', 'led:anode'),
    wire('w3', 'g2:out', 'led2:anode'),
    wire('w4', 'g3:out', 'g2:out'),
  ],
);

const issue = (
  code: ValidationIssue['code'],
  components: string[],
  extra: Partial<ValidationIssue> = {},
): ValidationIssue => ({ code, severity: 'warning', message: `${code} says`, hint: 'fix it', components, ...extra });
const diagnostic = (
  code: SimDiagnostic['code'],
  components: string[],
  extra: Partial<SimDiagnostic> = {},
): SimDiagnostic => ({ code, severity: 'warning', message: `sim ${code}`, hint: 'sim hint', components, ...extra });

describe('merging the validator and the simulator', () => {
  it('resolves labels to ids and finds the wires on the pins an issue names', () => {
    const [finding] = validationFindings(
      [issue('MULTIPLE_DRIVERS', ['G2', 'G3'], { pins: ['G2.out', 'G3.out'], severity: 'error' })],
      state,
    );
    expect(finding).toMatchObject({
      source: 'validator',
      components: ['g2', 'g3'],
      wires: ['w3', 'w4'],
      pins: ['g2.out', 'g3.out'],
    });
  });

  it('shows a floating input that both report once, with the validator message and both sources', () => {
    const problems = mergeProblems(
      validationFindings([issue('FLOATING_INPUT', ['G1'], { pins: ['G1.b'] })], state),
      simFindings([diagnostic('FLOATING_INPUT', ['g1'], { wires: [] })]),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({
      code: 'FLOATING_INPUT',
      message: 'FLOATING_INPUT says',
      components: ['g1'],
      sources: ['validator', 'simulator'],
    });
    expect(problems[0]!.findings).toHaveLength(2);
  });

  it('lets a live conflict (an error) lead the multiple-drivers warning it confirms', () => {
    const problems = mergeProblems(
      validationFindings([issue('MULTIPLE_DRIVERS', ['G2', 'G3'], { pins: ['G2.out', 'G3.out'] })], state),
      simFindings([diagnostic('CONFLICT', ['g2', 'g3'], { severity: 'error', wires: ['w3'] })]),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ code: 'CONFLICT', severity: 'error', message: 'sim CONFLICT' });
    expect(problems[0]!.wires).toEqual(['w3', 'w4']);
  });

  it('shows a ring the validator warns about and the simulator finds oscillating as one error', () => {
    const problems = mergeProblems(
      validationFindings([issue('INVERTING_LOOP', ['G2', 'G3'])], state),
      simFindings([diagnostic('OSCILLATION', ['g2', 'g3'], { severity: 'error' })]),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ code: 'OSCILLATION', severity: 'error', sources: ['simulator', 'validator'] });
  });

  it('traces a loop through the wires between its components, and only those', () => {
    // The fixture's w4 joins g3 to g2; w3 leaves the pair for LED2, w1 and w2 are elsewhere.
    const [fromSimulator] = simFindings([diagnostic('OSCILLATION', ['g2', 'g3'], { severity: 'error' })], state);
    const [fromValidator] = validationFindings([issue('INVERTING_LOOP', ['G2', 'G3'])], state);
    expect(fromSimulator!.wires).toEqual(['w4']);
    expect(fromValidator!.wires).toEqual(['w4']);
    // Other faults on the same components are not loops: no wires are guessed for them.
    expect(simFindings([diagnostic('FLOATING_INPUT', ['g2', 'g3'])], state)[0]!.wires).toEqual([]);
    // Without the circuit there is nothing to trace.
    expect(simFindings([diagnostic('OSCILLATION', ['g2', 'g3'])])[0]!.wires).toEqual([]);
  });

  it('keeps findings of different faults apart, errors first', () => {
    const problems = mergeProblems(
      validationFindings([issue('LED_NO_GROUND', ['LED1']), issue('FLOATING_INPUT', ['G1'])], state),
      simFindings([
        diagnostic('LED_NO_GROUND', ['led']),
        diagnostic('OSCILLATION', ['g2', 'g3'], { severity: 'error' }),
        diagnostic('FLOATING_INPUT', ['g3']),
      ]),
    );
    expect(problems.map((p) => `${p.code}:${p.components.join(',')}:${p.sources.join('+')}`)).toEqual([
      'OSCILLATION:g2,g3:simulator',
      'LED_NO_GROUND:led:validator+simulator',
      'FLOATING_INPUT:g1:validator',
      'FLOATING_INPUT:g3:simulator',
    ]);
  });

  it('joins the simulator findings of one fault on one component (two floating pins of a gate)', () => {
    const problems = mergeProblems(
      [],
      simFindings([diagnostic('FLOATING_INPUT', ['g1']), diagnostic('FLOATING_INPUT', ['g1'])]),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]!.findings).toHaveLength(2);
  });

  it('indexes problems by component and marks each wire with its worst problem', () => {
    const index = indexProblems(
      mergeProblems(
        [],
        simFindings([
          diagnostic('FLOATING_INPUT', ['g1'], { wires: ['w1'] }),
          diagnostic('CONFLICT', ['g1', 'g2'], { severity: 'error', wires: ['w1', 'w3'] }),
        ]),
      ),
    );
    expect(index.byComponent.get('g1')!.map((p) => p.code)).toEqual(['CONFLICT', 'FLOATING_INPUT']);
    expect(index.wireSeverity.get('w1')).toBe('error');
    expect(index.byComponent.get('led')).toBeUndefined();
  });
});
