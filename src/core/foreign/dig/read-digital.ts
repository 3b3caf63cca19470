import { MAX_BUNDLED, type BundledSubcircuit } from '../../../shared/circuit/file-format';
import { MAX_PARTS } from '../../../shared/circuit/types';
import { fail, ok, type Result } from '../../../shared/errors';
import type { ForeignImport, UnsupportedPart } from '../types';
import { digitalInterface, readCircuit, type LoadedSubcircuit, type ReadCircuit } from './circuit';
import { repeatedPinName } from './pin-names';
import { readDigFile, type DigFile } from './document';
import { identifier } from './labels';

/** One `.dig` file: its name (as Digital's elements name it, "FullAdder.dig") and its text. */
export interface DigitalFile {
  readonly name: string;
  readonly text: string;
}

/** The file opened, and the other `.dig` files opened with it (the subcircuits it places, at any depth). */
export interface DigitalFiles {
  readonly main: DigitalFile;
  readonly others?: readonly DigitalFile[];
}

/** The deepest chain of subcircuits in subcircuits (the simulator's own limit). */
export const MAX_NESTING = 32;
/** The most places listed for one kind of unsupported part. */
const MAX_WHERE = 5;

/** A file name without its folders: Digital finds a subcircuit by its file name. */
function baseName(name: string): string {
  return name.split(/[\\/]/).pop() ?? name;
}

/** The circuit's name: the file name without folders and ".dig". */
function circuitName(fileName: string): string {
  const name = baseName(fileName)
    .replace(/\.dig$/i, '')
    .trim();
  return (name || 'Digital circuit').slice(0, 120);
}

interface Loaded {
  readonly file: DigFile;
  readonly read: ReadCircuit;
  readonly sub: LoadedSubcircuit;
}

/**
 * Reads a Digital file, and the subcircuit files it places, into CircuitForge's model: the main
 * circuit, every subcircuit it places (innermost first, each a bundled definition its instances
 * refer to), and a report of what was carried over. A subcircuit whose file is not given becomes a
 * placeholder named after the file. Every problem (not XML, not Digital, a newer version, a file
 * placing itself, too large, too deep) is a failure in the user's words; nothing throws.
 */
export function readDigital(files: DigitalFiles): Result<ForeignImport> {
  try {
    return read(files);
  } catch (error) {
    return fail(
      'INTERNAL',
      `${baseName(files.main.name)} could not be read: ${error instanceof Error ? error.message.slice(0, 200) : 'unknown error'}.`,
      'Report this with the file, please; open it in Digital meanwhile.',
    );
  }
}

function read(files: DigitalFiles): Result<ForeignImport> {
  const byName = new Map<string, DigitalFile>();
  const byLower = new Map<string, DigitalFile>();
  for (const f of [files.main, ...(files.others ?? [])]) {
    byName.set(baseName(f.name), f);
    byLower.set(baseName(f.name).toLowerCase(), f);
  }
  const given = (elementName: string) => {
    const base = baseName(elementName);
    return byName.get(base) ?? byLower.get(base.toLowerCase());
  };

  const loaded = new Map<string, Loaded>();
  const bundles: BundledSubcircuit[] = [];
  const usedIds = new Set<string>();
  let totalParts = 0;

  /** Reads a file after the subcircuit files it places (so their interfaces are known). */
  const load = (file: DigitalFile, stack: readonly string[]): Result<Loaded> => {
    const key = baseName(file.name).toLowerCase();
    const done = loaded.get(key);
    if (done) return ok(done);
    if (stack.length > MAX_NESTING) {
      return fail(
        'DESIGN_TOO_LARGE',
        `The subcircuits nest more than ${MAX_NESTING} levels deep (${stack.slice(0, 4).join(' → ')} → …).`,
        'Flatten some levels of the design in Digital.',
      );
    }
    const parsed = readDigFile(file.text, baseName(file.name));
    if (!parsed.success) return parsed;
    const dig = parsed.data;
    const here = [...stack, baseName(file.name)];
    for (const element of dig.elements) {
      if (!element.name.toLowerCase().endsWith('.dig')) continue;
      const child = given(element.name);
      if (!child) continue;
      const childKey = baseName(child.name).toLowerCase();
      if (here.some((n) => n.toLowerCase() === childKey)) {
        if (dig.attrs.get('isGeneric') === true) {
          return fail(
            'INVALID_FILE',
            `${baseName(file.name)} is a generic Digital circuit that places itself (${[...here, baseName(child.name)].join(' → ')}): its parameters decide how deep, which CircuitForge cannot evaluate.`,
            'Open a circuit made from it with fixed parameters, or build it again here.',
          );
        }
        return fail(
          'INVALID_FILE',
          `The subcircuits place themselves in a cycle: ${[...here, baseName(child.name)].join(' → ')}.`,
          'Digital cannot simulate such a circuit either: remove the instance that closes the cycle.',
        );
      }
      const result = load(child, here);
      if (!result.success) return result;
    }
    const nested = stack.length > 0;
    const twice = nested ? repeatedPinName(dig) : undefined;
    if (twice !== undefined) {
      return fail(
        'INVALID_FILE',
        `Pin '${twice}' of the subcircuit ${baseName(file.name)} exists twice; Digital refuses to place it too.`,
        'Give each In, Clock and Out of the subcircuit a label of its own.',
      );
    }
    const name = circuitName(file.name);
    const circuit = readCircuit(dig, name, nested, (elementName) => {
      const child = given(elementName);
      return child ? loaded.get(baseName(child.name).toLowerCase())?.sub : undefined;
    });
    totalParts += circuit.circuit.components.length;
    if (totalParts > MAX_PARTS) {
      return fail(
        'DESIGN_TOO_LARGE',
        `The design has more than ${MAX_PARTS.toLocaleString('en')} parts; an import takes at most that many.`,
        'Split it into smaller designs in Digital.',
      );
    }
    let id = `dig_${identifier(name) ?? 'circuit'}`.slice(0, 60);
    for (let n = 2; usedIds.has(id.toLowerCase()); n++) id = `${id.slice(0, 56)}_${n}`;
    usedIds.add(id.toLowerCase());
    const entry: Loaded = {
      file: dig,
      read: circuit,
      sub: {
        digital: digitalInterface(dig),
        reshaped: (shape) => digitalInterface(dig, shape),
        use: {
          id,
          title: name.slice(0, 40),
          ports: circuit.ports,
          inputs: circuit.inputs,
          outputs: circuit.outputs,
        },
      },
    };
    loaded.set(key, entry);
    if (nested) {
      if (bundles.length >= MAX_BUNDLED) {
        return fail(
          'DESIGN_TOO_LARGE',
          `The design places more than ${MAX_BUNDLED} different subcircuits; an import takes at most that many.`,
          'Merge some of them in Digital.',
        );
      }
      bundles.push({ id, name, circuit: circuit.circuit });
    }
    return ok(entry);
  };

  const main = load(files.main, []);
  if (!main.success) return main;
  const all = [...loaded.values()];
  const unsupported = new Map<string, { count: number; where: string[] }>();
  for (const l of all) {
    for (const u of l.read.unsupported) {
      const entry = unsupported.get(u.name) ?? { count: 0, where: [] };
      entry.count++;
      if (entry.where.length < MAX_WHERE) entry.where.push(u.where);
      unsupported.set(u.name, entry);
    }
  }
  const parts: UnsupportedPart[] = [...unsupported].map(([name, u]) => ({ name, count: u.count, where: u.where }));
  return ok({
    name: circuitName(files.main.name),
    circuit: main.data.read.circuit,
    subcircuits: bundles,
    report: {
      format: 'digital',
      version: main.data.file.version,
      circuits: all.length,
      components: all.reduce((n, l) => n + l.read.components, 0),
      supported: all.reduce((n, l) => n + l.read.supported, 0),
      unsupported: parts.sort((p, q) => q.count - p.count || (p.name < q.name ? -1 : 1)),
      warnings: all.flatMap((l) => l.read.warnings),
    },
  });
}
