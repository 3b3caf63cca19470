import { memoryDataBus, memoryWidths } from '../../shared/components/memories';
import { CONTENTS_PROPERTY } from '../../shared/circuit/types';
import { parseContentsText } from '../../shared/memory/contents-text';
import { MemoryWords } from '../../shared/memory/words';
import type { ComponentModel } from './models';

export { MEMORY_TYPES } from '../../shared/components/memories';

/** A bus pin's one-bit pins as the engines name them: `A#0`…, or `A` when it is one bit wide. */
function bitPins(pin: string, width: number): string[] {
  return width === 1 ? [pin] : Array.from({ length: width }, (_, i) => `${pin}#${i}`);
}

/**
 * The model of a ROM or RAM of the given widths. ROM: A → D, OE. RAM: A, D, WE, CLK → Q, OE; a
 * bidirectional RAM: A, D, WE, CLK → D, OE (its output cut off while WE is 1). The
 * engines read the address and data as words (memory semantics in docs/MEMORY.md): an unknown
 * address bit makes the output unknown; a write needs a definite rising CLK edge, WE = 1 and a
 * known address; OE = 0 cuts the output off (Z), an unknown OE makes it unknown.
 */
export function memoryModel(type: string, properties: Readonly<Record<string, unknown>>): ComponentModel {
  const { addressBits, dataBits } = memoryWidths(properties);
  const writable = type === 'RAM';
  const bidirectional = writable && memoryDataBus(properties) === 'bidirectional';
  const address = bitPins('A', addressBits);
  const inputs = writable ? [...address, ...bitPins('D', dataBits), 'WE', 'CLK', 'OE'] : [...address, 'OE'];
  return {
    kind: 'memory',
    inputs,
    // A bidirectional RAM drives the same pins it reads its data from.
    outputs: bitPins(writable && !bidirectional ? 'Q' : 'D', dataBits),
    stateBits: 0,
    ...(writable ? { clock: 'CLK' } : {}),
    memory: { addressBits, dataBits, writable, ...(bidirectional ? { bidirectional: true as const } : {}) },
  };
}

/**
 * The words a memory part starts with: its contents text read for its widths. Text that does not
 * read (the property editor refuses it, so only a hand-edited file has it) starts as all zeros,
 * and the circuit's validation names the problem.
 */
export function initialWords(properties: Readonly<Record<string, unknown>>): MemoryWords {
  const { addressBits, dataBits } = memoryWidths(properties);
  const text = properties[CONTENTS_PROPERTY];
  if (typeof text !== 'string' || text.trim() === '') return new MemoryWords(addressBits, dataBits);
  const read = parseContentsText(text, addressBits, dataBits);
  return read.success ? read.data : new MemoryWords(addressBits, dataBits);
}
