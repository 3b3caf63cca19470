import type { Circuit } from '../../shared/circuit/types';
import type { LogicValue } from '../../shared/contract/sim-channels';
import { compile, type Simulation } from '../simulation';
import { drive, readOutput, ungroundedLeds, type ResolvedOutput } from './circuit-io';
import type { SequentialSpec, SequentialStep } from './task';

/** One step whose outputs differ from the spec. */
export interface StepDifference {
  /** 1-based. */
  readonly step: number;
  readonly description: string;
  readonly outputs: Readonly<Record<string, { expected: 0 | 1; got: LogicValue }>>;
}

/** What the sequence check found. */
export interface SequenceDetails {
  readonly steps: number;
  /** Steps run before the end or an oscillation. */
  readonly stepsRun: number;
  readonly differingSteps: number;
  readonly firstDifferences: StepDifference[];
}

const SHOWN = 3;

/** "set D=1, 2 pulses on CLK" — how a step reads in a reason. */
export function describeStep(step: SequentialStep, clock: string | undefined): string {
  const parts: string[] = [];
  const set = Object.entries(step.set ?? {});
  if (set.length > 0) parts.push(`set ${set.map(([label, bit]) => `${label}=${bit}`).join(' ')}`);
  if (step.pulses) parts.push(`${step.pulses} pulse${step.pulses > 1 ? 's' : ''} on ${clock}`);
  if (parts.length === 0) parts.push('at power-on');
  return step.note ? `${parts.join(', ')}: ${step.note}` : parts.join(', ');
}

/**
 * Runs the spec's steps on the interactive (event) engine, as the app would: first every input and
 * the clock are driven to 0 and the circuit settles (stored bits power on at 0, gate latches at X);
 * then each step sets its inputs and settles, gives its clock pulses (clock 1, settle, clock 0,
 * settle: the rising edge comes first) and compares the outputs it names.
 */
export function checkSequential(
  circuit: Circuit,
  spec: SequentialSpec,
  outputs: readonly ResolvedOutput[],
): { reasons: string[]; details?: SequenceDetails } {
  const compiled = compile(circuit, { engine: 'event' });
  if (!compiled.success) return { reasons: [`The circuit cannot be simulated: ${compiled.error}`] };
  const sim = compiled.data;
  const reasons = ungroundedLeds(sim, outputs);
  const clock = spec.clock;

  for (const label of [...spec.inputs, ...(clock ? [clock] : [])]) drive(sim, label, 0);
  const differences: StepDifference[] = [];
  let differingSteps = 0;
  let stepsRun = 0;
  if (sim.settle().oscillating) reasons.push(`At power-on: ${oscillationMessage(sim)}`);
  else {
    for (const [index, step] of spec.steps.entries()) {
      if (runStep(sim, step, clock)) {
        reasons.push(`At step ${index + 1} (${describeStep(step, clock)}): ${oscillationMessage(sim)}`);
        break;
      }
      stepsRun++;
      const diff: Record<string, { expected: 0 | 1; got: LogicValue }> = {};
      // In the order the spec lists its outputs, whatever the order of the step's keys.
      const expects = new Map(Object.entries(step.expect ?? {}).map(([ref, v]) => [ref.toLowerCase(), v]));
      for (const output of outputs) {
        const expected = expects.get(output.ref.toLowerCase());
        if (expected === undefined || expected === '-') continue;
        const got = readOutput(sim, output);
        if (got !== String(expected)) diff[output.ref] = { expected, got };
      }
      if (Object.keys(diff).length === 0) continue;
      differingSteps++;
      if (differences.length < SHOWN)
        differences.push({ step: index + 1, description: describeStep(step, clock), outputs: diff });
    }
  }
  if (differingSteps > 0) {
    const shown = differences.map(
      (d) =>
        `step ${d.step} (${d.description}): ${Object.entries(d.outputs)
          .map(([name, v]) => `${name} expected ${v.expected}, got ${v.got}`)
          .join(', ')}`,
    );
    const more = differingSteps > SHOWN ? ` (and ${differingSteps - SHOWN} more)` : '';
    reasons.push(
      `Sequence: ${differingSteps} of ${spec.steps.length} steps differ from the request: ${shown.join('; ')}${more}.`,
    );
  }
  return {
    reasons,
    details: { steps: spec.steps.length, stepsRun, differingSteps, firstDifferences: differences },
  };
}

/** Applies one step; true when the circuit stopped settling. */
function runStep(sim: Simulation, step: SequentialStep, clock: string | undefined): boolean {
  for (const [label, bit] of Object.entries(step.set ?? {})) drive(sim, label, bit);
  if (sim.settle().oscillating) return true;
  for (let p = 0; p < (step.pulses ?? 0); p++) {
    drive(sim, clock!, 1);
    if (sim.settle().oscillating) return true;
    drive(sim, clock!, 0);
    if (sim.settle().oscillating) return true;
  }
  return false;
}

function oscillationMessage(sim: Simulation): string {
  return (
    sim.diagnostics().find((d) => d.code === 'OSCILLATION')?.message ??
    'The circuit does not settle: a loop keeps changing.'
  );
}
