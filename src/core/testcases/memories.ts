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
  const memory = programMemory(circuit, library);
  if (typeof memory === 'string') return { message: memory, line: program.program.line, column: 1 };
  for (let i = 0; i < program.program.words.length; i++) {
    const wrong = target.writeMemory(memory.id, BigInt(i), program.program.words[i]!);
    if (wrong) return { message: `program(…), word ${i + 1}: ${wrong}`, line: program.program.line, column: 1 };
  }
  return undefined;
}

const isProgram = (part: ComponentInstance): boolean => isMemory(part) && part.properties.program === true;

/**
 * The (flat) id of the memory `program(…)` fills: the one set as program memory (its Program memory
 * setting, Digital's), in the circuit or at any depth of its subcircuits; else the circuit's only
 * ROM, or among several the one labelled PROGRAM or PROG; what is wrong otherwise.
 */
function programMemory(circuit: Circuit, library?: SubcircuitLibrary): { readonly id: string } | string {
  const flagged = circuit.components.filter(isProgram);
  if (flagged.length === 1) return { id: flagged[0]!.id };
  if (flagged.length > 1) {
    return `program(…) fills the program memory, and ${flagged.length} memories here are set as program memory (${flagged
      .map((c) => c.label)
      .join(', ')}): keep the setting on one.`;
  }
  const inside = library ? programInside(circuit, library) : undefined;
  if (typeof inside === 'string') return { id: inside };
  if (inside && 'ambiguous' in inside) {
    return `program(…) fills the program memory, and ${inside.ambiguous} memories inside the subcircuits are set as program memory (${inside.places.join(', ')}): keep the setting on one.`;
  }
  const roms = circuit.components.filter((c) => c.type === 'ROM');
  if (roms.length === 1) return { id: roms[0]!.id };
  const named = roms.filter((c) => ['program', 'prog'].includes(c.label.toLowerCase()));
  if (named.length === 1) return { id: named[0]!.id };
  return roms.length === 0
    ? 'program(…) fills the program memory, and this circuit has no ROM. Set Program memory on the ROM or RAM it fills.'
    : `program(…) fills the program memory, and this circuit has ${roms.length} ROMs: set Program memory on the one it fills, or label it PROGRAM.`;
}

/** The program memory inside the subcircuits: its flat id, several, or none. */
function programInside(
  circuit: Circuit,
  library: SubcircuitLibrary,
): string | { readonly ambiguous: number; readonly places: readonly string[] } | undefined {
  // Every flagged memory goes by one key, so that two of them anywhere are told apart from one.
  const find = nestedParts(circuit, library, isProgram, () => PROGRAM_KEY);
  const found = find(PROGRAM_KEY);
  if (!found) return undefined;
  return 'found' in found ? found.found.id : found;
}

const PROGRAM_KEY = '\u0000program';
