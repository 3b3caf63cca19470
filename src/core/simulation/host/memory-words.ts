import type { ChannelOutput } from '../../../shared/contract';
import { fail, ok, type Result } from '../../../shared/errors';
import type { Simulation } from '../simulation';

/** The answer of `sim:memoryWords`. */
export type MemoryWordsAnswer = ChannelOutput<'sim:memoryWords'>;

/**
 * `count` words of a ROM or RAM from address `from`, as the simulation holds them now (a RAM's as
 * written while running), fewer when the memory ends first. The part is named by id (a part inside
 * a subcircuit instance by its flattened id, `<instance id>/<inner id>`) or by label.
 */
export function readMemoryWords(
  simulation: Simulation,
  componentId: string,
  from: number,
  count: number,
): Result<MemoryWordsAnswer> {
  const c = simulation.find(componentId);
  if (c < 0) {
    return fail(
      'UNKNOWN_COMPONENT',
      `No component has the id or label "${componentId}" in this simulation.`,
      'Name a ROM or RAM of the circuit being simulated.',
    );
  }
  const words = simulation.core.memory(c);
  const label = simulation.core.component(c)?.label ?? componentId;
  if (!words) return fail('INVALID_INPUT', `${label} is not a ROM or RAM.`, 'Read the words of a memory part.');
  if (from >= words.size) {
    return fail(
      'INVALID_INPUT',
      `${label} has addresses 0 to ${words.size - 1}; ${from} is not one of them.`,
      'Start from an address the memory has.',
    );
  }
  const end = Math.min(words.size, from + count);
  const answer: number[] = new Array<number>(end - from);
  for (let address = from; address < end; address++) answer[address - from] = words.get(address);
  return ok({ addressBits: words.addressBits, dataBits: words.dataBits, from, words: answer });
}
