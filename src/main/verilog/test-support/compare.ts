import type { Design } from './designs';
import { describeVector, type Stimulus } from './stimulus';

/** Output bits as "sum=0110 cout=1". */
function describeOutputs(design: Design, bits: string | undefined): string {
  if (bits === undefined) return '(nothing)';
  let at = 0;
  return design.outputs
    .map((port) => {
      const value = bits.slice(at, at + port.width);
      at += port.width;
      return `${port.name}=${value}`;
    })
    .join(' ');
}

/** Where in the stimulus an observation is, in words. */
function describeObservation(stimulus: Stimulus, observation: number): string {
  const step = Math.floor(observation / stimulus.perStep);
  if (stimulus.perStep === 1) return stimulus.exhaustive ? `vector ${step}` : `step ${step}`;
  const phase = ['inputs applied, clock low', 'clock risen', 'clock fallen again'][observation % 3]!;
  return `cycle ${step}, ${phase}`;
}

/**
 * The first difference between two runs over the compared steps, in words (design, step, the
 * inputs of the last few steps, both outputs), or undefined when they agree bit for bit.
 */
export function firstMismatch(
  design: Design,
  stimulus: Stimulus,
  got: readonly (string | undefined)[],
  want: readonly (string | undefined)[],
  names: { readonly got: string; readonly want: string },
): string | undefined {
  const total = stimulus.vectors.length * stimulus.perStep;
  for (let o = stimulus.compareFrom * stimulus.perStep; o < total; o++) {
    if (got[o] !== undefined && got[o] === want[o]) continue;
    const step = Math.floor(o / stimulus.perStep);
    const history = stimulus.vectors
      .slice(Math.max(0, step - 3), step + 1)
      .map((v, i, all) => `    step ${step - all.length + 1 + i}: ${describeVector(design, v)}`);
    return [
      `${design.file}: ${names.got} and ${names.want} differ at ${describeObservation(stimulus, o)} ` +
        `(compared from step ${stimulus.compareFrom}).`,
      `  inputs${stimulus.perStep === 3 ? ' (one clock cycle per step)' : ''}:`,
      ...history,
      `  ${names.got}: ${describeOutputs(design, got[o])}`,
      `  ${names.want}: ${describeOutputs(design, want[o])}`,
    ].join('\n');
  }
  return undefined;
}
