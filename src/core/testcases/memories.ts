import type { Circuit, ComponentInstance } from '../../shared/circuit/types';
import { MEMORY_TYPES } from '../../shared/components/memories';
import type { SubcircuitLibrary } from '../simulation/hierarchy/flatten';
import { nestedParts } from './nested-parts';
import type { TestProgram } from './program';
import { ambiguousMessage } from './signals';

/** Where a test stopped: what is wrong, with its line and column. */
type Stop = { readonly message: string; readonly line: number; readonly column: number } | undefined;

/** What loading memories needs of the simulation (a test's target). */
interface MemoryWriter {
  writeMemory(id: string, address: bigint, value: bigint): string | undefined;
}

const isMemory = (part: ComponentInstance): boolean => MEMORY_TYPES.has(part.type);

/**
 * The `memory name(address) = value;` lines and `program(…)` of a test, written before its first
 * row: what went wrong with its line, or undefined. `program` fills the circuit's program memory
 * (see {@link programMemory}) from address 0.
 */
export function loadMemories(
  program: TestProgram,
  circuit: Circuit,
  target: MemoryWriter,
  library?: SubcircuitLibrary,
): Stop {
  const nested = library ? nestedParts(circuit, library, isMemory) : undefined;
  for (const poke of program.memories) {
    const part = circuit.components.find((c) => isMemory(c) && c.label.toLowerCase() === poke.name.toLowerCase());
    const inside = part ? undefined : nested?.(poke.name);
    const id = part?.id ?? (inside && 'found' in inside ? inside.found.id : undefined);
    const wrong = id
      ? target.writeMemory(id, poke.address, poke.value)
      : inside && 'ambiguous' in inside
        ? ambiguousMessage(poke.name, inside.ambiguous, inside.places)
        : `memory needs the label of a ROM or RAM: ${poke.name} is not one.`;
    if (wrong) return { message: wrong, line: poke.line, column: poke.column };
  }
  if (!program.program) return undefined;
  const memory = programMemory(circuit);
  if (typeof memory === 'string') return { message: memory, line: program.program.line, column: 1 };
  for (let i = 0; i < program.program.words.length; i++) {
    const wrong = target.writeMemory(memory.id, BigInt(i), program.program.words[i]!);
    if (wrong) return { message: `program(…), word ${i + 1}: ${wrong}`, line: program.program.line, column: 1 };
  }
  return undefined;
}

/**
 * The ROM `program(…)` fills: the circuit's only ROM, or among several the one labelled PROGRAM or
 * PROG (Digital marks its program memory with a setting instead); what is wrong otherwise.
 */
function programMemory(circuit: Circuit): ComponentInstance | string {
  const roms = circuit.components.filter((c) => c.type === 'ROM');
  if (roms.length === 1) return roms[0]!;
  const named = roms.filter((c) => ['program', 'prog'].includes(c.label.toLowerCase()));
  if (named.length === 1) return named[0]!;
  return roms.length === 0
    ? 'program(…) fills the program memory, and this circuit has no ROM.'
    : `program(…) fills the program memory, and this circuit has ${roms.length} ROMs: label the one it fills PROGRAM.`;
}
