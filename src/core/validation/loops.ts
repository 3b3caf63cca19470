import type { ValidationIssue } from '../../shared/contract/validation-channels';
import { stronglyConnected } from '../simulation/loops';
import { modelOf } from '../simulation/models';
import type { End, Part } from './netlist';

/** 1 for a gate that inverts (NOT, NAND, NOR), 0 for one that does not (BUFFER, AND, OR). */
function inversionOf(part: Part): 0 | 1 | undefined {
  const gate = modelOf(part.definition.type)?.gate;
  // XOR/XNOR invert or not depending on their other input: a loop through them is not judged.
  if (!gate || gate.op === 'XOR') return undefined;
  return gate.invert ? 1 : 0;
}

const nameList = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/**
 * Loops of plain gates through an odd number of inversions (a ring oscillator): such a loop has no
 * stable state, so it oscillates whenever its other inputs let the signal round. Loops with storage
 * or through XOR gates are not judged; an even loop (a NAND or NOR latch) is fine.
 *
 * Method: the strongly connected parts of the gate graph, then a parity labelling of each; a
 * labelling that contradicts itself means an odd cycle.
 */
export function checkInvertingLoops(parts: readonly Part[], nets: Iterable<readonly End[]>): ValidationIssue[] {
  const inversion = new Map<Part, 0 | 1>();
  for (const part of parts) {
    const inv = inversionOf(part);
    if (inv !== undefined) inversion.set(part, inv);
  }
  const successors = new Map<Part, Part[]>([...inversion.keys()].map((p) => [p, []]));
  for (const net of nets) {
    const drivers = net.filter((e) => e.pin.direction === 'output' && inversion.has(e.part)).map((e) => e.part);
    const readers = net.filter((e) => e.pin.direction === 'input' && inversion.has(e.part)).map((e) => e.part);
    for (const d of drivers) for (const r of readers) successors.get(d)!.push(r);
  }
  const issues: ValidationIssue[] = [];
  for (const group of stronglyConnected([...inversion.keys()], successors)) {
    const members = new Set(group);
    const selfLoop = group.length === 1 && successors.get(group[0]!)!.includes(group[0]!);
    if (group.length === 1 && !selfLoop) continue;
    if (!hasOddCycle(group, members, successors, inversion)) continue;
    const labels = group.map((p) => p.label).sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
    const shown = labels.length > 12 ? [...labels.slice(0, 12), `${labels.length - 12} more`] : labels;
    issues.push({
      code: 'INVERTING_LOOP',
      severity: 'warning',
      message: `${nameList(shown)} form a loop through an odd number of inverting gates, with no storage in it: it can never settle, so it oscillates whenever its other inputs let the signal round (a ring oscillator).`,
      hint: 'Break the loop or put a flip-flop in it. For a clock signal, use the CLOCK component. (The simulator shows such a loop as X until a definite value enters it.)',
      components: labels,
    });
  }
  return issues;
}

function hasOddCycle(
  group: readonly Part[],
  members: ReadonlySet<Part>,
  successors: ReadonlyMap<Part, readonly Part[]>,
  inversion: ReadonlyMap<Part, 0 | 1>,
): boolean {
  const parity = new Map<Part, number>([[group[0]!, 0]]);
  const queue = [group[0]!];
  while (queue.length > 0) {
    const u = queue.shift()!;
    for (const v of successors.get(u)!) {
      if (!members.has(v)) continue;
      const expected = parity.get(u)! ^ inversion.get(v)!;
      const known = parity.get(v);
      if (known === undefined) {
        parity.set(v, expected);
        queue.push(v);
      } else if (known !== expected) {
        return true;
      }
    }
  }
  return false;
}
