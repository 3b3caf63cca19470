import type { NetReading } from './net-reader';

/**
 * Names that only a group of outputs earns, from their exact tables over the same variables: a
 * half adder (XOR and AND of two), a full adder (odd parity and majority of three), decoder lines
 * (each 1 on exactly one row, no two on the same row, two or more of them). Index-aligned with
 * `readings`; undefined where no group name applies.
 */
export function nameGroups(readings: readonly { reading: NetReading }[]): (string | undefined)[] {
  const names: (string | undefined)[] = readings.map(() => undefined);
  const groups = new Map<string, number[]>();
  readings.forEach(({ reading }, i) => {
    if (reading.kind !== 'table' || !reading.reading.pure || reading.reading.relevant.length === 0) return;
    const key = reading.reading.relevant.join('\u0000');
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  const table = (i: number) => (readings[i]!.reading as Extract<NetReading, { kind: 'table' }>).reading;
  for (const members of groups.values()) {
    const known = (name: string) => members.filter((i) => table(i).known === name);
    for (const [sum, carry, words] of [
      ['XOR', 'AND', 'half adder'],
      ['odd parity', 'majority', 'full adder'],
    ] as const) {
      const sums = known(sum);
      const carries = known(carry);
      if (sums.length > 0 && carries.length > 0) {
        for (const i of sums) names[i] = `${words} sum`;
        for (const i of carries) names[i] = `${words} carry`;
      }
    }
    const lines = members.filter((i) => table(i).ones.length === 1);
    const rows = new Set(lines.map((i) => table(i).ones[0]));
    if (lines.length >= 2 && rows.size === lines.length) for (const i of lines) names[i] ??= 'decoder line';
  }
  return names;
}
