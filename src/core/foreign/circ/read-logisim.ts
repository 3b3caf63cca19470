import type { BundledSubcircuit } from '../../../shared/circuit/file-format';
import { MAX_BUNDLED } from '../../../shared/circuit/file-format';
import { MAX_PARTS, type Circuit } from '../../../shared/circuit/types';
import { fail, ok, type Result } from '../../../shared/errors';
import { MAX_INTERFACE_TEXT, formatInterface, interfaceOf } from '../../../shared/components/subcircuit-interface';
import type { ForeignImport, UnsupportedPart } from '../types';
import { interfacePins } from './appearance';
import { convertCircuit, type CircuitStats, type Definition } from './convert-circuit';
import { parseLogisimXml, type LogisimCircuitXml, type LogisimProject } from './xml';

/** The libraries of Logisim 2.7 and Logisim-evolution 3.x: their parts are read or become placeholders. */
export const STANDARD_LIBRARIES: ReadonlySet<string> = new Set([
  '#Wiring',
  '#Gates',
  '#Plexers',
  '#Arithmetic',
  '#Memory',
  '#I/O',
  '#Base',
  '#Legacy',
  '#TTL',
  '#HDL-IP',
  '#TCL',
  '#BFH-Praktika',
  '#Input/Output-Extra',
  '#Soc',
]);

/** The deepest subcircuit nesting read (a circuit placing one placing one…). */
export const MAX_NESTING = 32;

/** Most sentences of warnings the report carries (the rest are counted in the last). */
const MAX_WARNINGS = 50;

/**
 * Reads a Logisim-evolution 3.x or Logisim 2.7 `.circ` file into our model: the main circuit, the
 * circuits it places (innermost first), and a report of what was carried over. Never throws: a file
 * that cannot be read is a failure in the user's words.
 */
export function readLogisim(text: string, fileName: string): Result<ForeignImport> {
  try {
    return read(text, fileName);
  } catch (error) {
    return fail(
      'INTERNAL',
      `${fileName} could not be read: ${error instanceof Error ? error.message : 'an unexpected error'}.`,
      'Report this file to us; meanwhile rebuild the circuit here.',
    );
  }
}

function read(text: string, fileName: string): Result<ForeignImport> {
  const parsed = parseLogisimXml(text);
  if (!parsed.success) return parsed;
  const project = parsed.data;
  if (project.circuits.length === 0) {
    return fail('INVALID_FILE', `${fileName} holds no circuit.`, 'Choose a .circ file with at least one circuit.');
  }
  const libraries = checkLibraries(project, fileName);
  if (!libraries.success) return libraries;
  const byName = new Map(project.circuits.map((c) => [c.name, c]));
  const main = (project.main !== undefined ? byName.get(project.main) : undefined) ?? project.circuits[0]!;
  const order = placementOrder(main, byName);
  if (!order.success) return order;
  if (order.data.length - 1 > MAX_BUNDLED) {
    return fail(
      'DESIGN_TOO_LARGE',
      `${main.name} places ${order.data.length - 1} different circuits; at most ${MAX_BUNDLED} are read.`,
      'Split the design into smaller files in Logisim.',
    );
  }
  const legacy = isLegacy(project.source);
  const stats: CircuitStats = { components: 0, supported: 0, unsupported: new Map(), warnings: [] };
  const definitions = new Map<string, Definition>();
  const subcircuits: BundledSubcircuit[] = [];
  const usedIds = new Set<string>();
  let parts = 0;
  let top: Circuit | undefined;
  for (const circuit of order.data) {
    const { circuit: ours, partOf } = convertCircuit(circuit, { legacy, libs: project.libs, definitions }, stats);
    parts += ours.components.length;
    if (parts > MAX_PARTS) {
      return fail(
        'DESIGN_TOO_LARGE',
        `${fileName} has more than ${MAX_PARTS} parts once read.`,
        'Split the design into smaller files in Logisim.',
      );
    }
    if (circuit === main) {
      top = ours;
      break;
    }
    const id = circuitId(circuit.name, usedIds);
    const fitted = fitPorts(ours);
    if (!fitted.success) {
      // Its interface cannot be written: its instances become placeholders, and it is not bundled.
      stats.warnings.push(
        `Circuit ${circuit.name} has too many ports to be a subcircuit here (their names take over ${MAX_INTERFACE_TEXT} characters even when shortened): its instances became placeholders.`,
      );
      definitions.set(circuit.name, { id, ports: '', pins: [], unplaceable: true });
      continue;
    }
    if (fitted.data.renamed) {
      stats.warnings.push(`In ${circuit.name}: the names of its ports were shortened so that its interface fits.`);
    }
    const labelOf = new Map(fitted.data.circuit.components.map((c) => [c.id, c.label]));
    const pins = circuit.comps.filter(
      (c) => c.name === 'Pin' && c.lib !== undefined && project.libs.get(c.lib) === '#Wiring',
    );
    // A Pin wider than 32 bits is a port per lane (its parts, in lane order).
    const placed = interfacePins(circuit, pins).flatMap((pin) =>
      (partOf.get(pin.comp) ?? []).map((part, lane) => ({
        pin,
        name: labelOf.get(part.id) ?? part.label,
        ...(lane > 0 ? { lane } : {}),
      })),
    );
    definitions.set(circuit.name, { id, ports: fitted.data.ports, pins: placed });
    subcircuits.push({ id, name: circuit.name.trim().slice(0, 120) || id, circuit: fitted.data.circuit });
  }
  const unsupported: UnsupportedPart[] = [...stats.unsupported].map(([name, u]) => ({
    name,
    count: u.count,
    where: u.where,
  }));
  const warnings =
    stats.warnings.length > MAX_WARNINGS
      ? [...stats.warnings.slice(0, MAX_WARNINGS - 1), `…and ${stats.warnings.length - MAX_WARNINGS + 1} more.`]
      : stats.warnings;
  return ok({
    name: main.name.trim().slice(0, 120) || fileName.replace(/\.circ$/i, '') || 'circuit',
    circuit: top!,
    subcircuits,
    report: {
      format: 'logisim',
      version: project.source,
      circuits: order.data.length,
      components: stats.components,
      supported: stats.supported,
      unsupported,
      warnings,
    },
  });
}

/** Logisim before Logisim-evolution (2.7.1 and older) left other defaults out of its files. */
export function isLegacy(source: string): boolean {
  const m = /^(\d+)\.(\d+)/.exec(source.trim());
  if (!m) return false;
  const major = Number(m[1]);
  return major < 2 || (major === 2 && Number(m[2]) <= 7);
}

/** Every part's library must be one this reader knows: another file's circuits or a Java library cannot be read. */
function checkLibraries(project: LogisimProject, fileName: string): Result<void> {
  for (const circuit of project.circuits) {
    for (const comp of circuit.comps) {
      if (comp.lib === undefined) continue;
      const desc = project.libs.get(comp.lib);
      if (desc === undefined) {
        return fail(
          'INVALID_FILE',
          `${comp.name} in circuit "${circuit.name}" comes from library ${comp.lib}, which ${fileName} does not declare: the file is damaged.`,
          'Open it in Logisim and save it again.',
        );
      }
      if (!STANDARD_LIBRARIES.has(desc)) {
        const what = desc.startsWith('file#')
          ? `the Logisim file ${desc.slice(5)}, which it loads as a library`
          : desc.startsWith('jar#')
            ? `the Java library ${desc.slice(4)}`
            : `the library "${desc}"`;
        return fail(
          'INVALID_FILE',
          `${fileName} uses ${comp.name} from ${what}; CircuitForge reads only Logisim's own libraries.`,
          'In Logisim, copy those circuits into this file (or replace those parts), save, and open it again.',
        );
      }
    }
  }
  return ok(undefined);
}

/**
 * The circuits the main one places, transitively, innermost first and the main one last. A circuit
 * that places itself (directly or through others) is refused, naming the loop.
 */
function placementOrder(
  main: LogisimCircuitXml,
  byName: ReadonlyMap<string, LogisimCircuitXml>,
): Result<LogisimCircuitXml[]> {
  const order: LogisimCircuitXml[] = [];
  const done = new Set<LogisimCircuitXml>();
  const path: LogisimCircuitXml[] = [];
  const visit = (circuit: LogisimCircuitXml): Result<void> => {
    if (done.has(circuit)) return ok(undefined);
    const at = path.indexOf(circuit);
    if (at >= 0) {
      const loop = [...path.slice(at), circuit].map((c) => c.name).join(' → ');
      return fail(
        'INVALID_FILE',
        `The circuits place each other in a loop (${loop}), so they cannot be built.`,
        'Open the file in Logisim and remove the loop.',
      );
    }
    if (path.length >= MAX_NESTING) {
      return fail(
        'DESIGN_TOO_LARGE',
        `Subcircuits nest more than ${MAX_NESTING} levels deep (from ${main.name}).`,
        'Flatten some levels in Logisim.',
      );
    }
    path.push(circuit);
    for (const comp of circuit.comps) {
      if (comp.lib !== undefined) continue;
      const inner = byName.get(comp.name);
      if (!inner) continue;
      const result = visit(inner);
      if (!result.success) return result;
    }
    path.pop();
    done.add(circuit);
    order.push(circuit);
    return ok(undefined);
  };
  const result = visit(main);
  return result.success ? ok(order) : result;
}

/** An id for a bundled circuit: its name in letters, digits, "_" and "-", unique in the file. */
function circuitId(name: string, used: Set<string>): string {
  const base = `logisim-${name.replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 40) || 'circuit'}`;
  let id = base;
  for (let n = 2; used.has(id.toLowerCase()); n++) id = `${base}-${n}`;
  used.add(id.toLowerCase());
  return id;
}

/**
 * A circuit's interface text, which a subcircuit carries in a property of at most
 * `MAX_INTERFACE_TEXT` characters: when its ports' names are too long for it, they are shortened
 * (each to the same length, kept unique) until it fits.
 */
function fitPorts(circuit: Circuit): Result<{ circuit: Circuit; ports: string; renamed: boolean }> {
  const ports = formatInterface(interfaceOf(circuit.components));
  if (ports.length <= MAX_INTERFACE_TEXT) return ok({ circuit, ports, renamed: false });
  const isPort = (type: string) => type === 'PORT_IN' || type === 'PORT_OUT';
  for (let length = 24; length >= 2; length--) {
    const taken = new Set(circuit.components.filter((c) => !isPort(c.type)).map((c) => c.label.toLowerCase()));
    const components = circuit.components.map((c) => {
      if (!isPort(c.type)) return c;
      let label = c.label.slice(0, length);
      for (let n = 2; taken.has(label.toLowerCase()); n++)
        label = `${c.label.slice(0, Math.max(1, length - String(n).length))}${n}`;
      taken.add(label.toLowerCase());
      return { ...c, label };
    });
    const text = formatInterface(interfaceOf(components));
    if (text.length <= MAX_INTERFACE_TEXT)
      return ok({ circuit: { ...circuit, components }, ports: text, renamed: true });
  }
  return fail('DESIGN_TOO_LARGE', 'The interface does not fit.', 'Group pins into buses.');
}
