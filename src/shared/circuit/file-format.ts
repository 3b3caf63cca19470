import { z } from 'zod';
import { fail, ok, type Failure, type Result } from '../errors';
import { jsonNestsDeeperThan } from '../json-depth';
import { FOREIGN_FORMAT_NAMES, looksLikeJson, recognizeForeignFormat } from './foreign-formats';
import { jsonErrorOffset, lineAndColumn } from './json-syntax';
import { checkedParts } from './shape-fast-path';
import { CircuitSchema, type Circuit } from './types';

/** The name written in every CircuitForge file. */
export const FILE_FORMAT = 'circuitforge';
/**
 * The newest file version, the one this build reads up to. Version 2 added notes and wires bent by
 * hand (waypoints); a circuit with neither is still written as version 1, so older builds keep
 * opening it, while a file with them tells an older build to update rather than failing on a field.
 * Version 4 added test cases (`circuit.tests`); each version is written only when the file needs
 * it, so a circuit without tests is read by the builds before. Version 5 added how a circuit's nets
 * start at power-on (`circuit.powerOn`, set on circuits imported from Digital); written only when
 * some circuit of the file starts at 0.
 */
export const FILE_VERSION = 5;

/**
 * Version 3 carries the subcircuits a circuit places, transitively: each definition with the id it
 * had where it was exported (the instances refer to it) and its name. A circuit without
 * subcircuits is written as before (version 1 or 2), so older builds keep opening it.
 */
export const BundledSubcircuitSchema = z.strictObject({
  id: z.string().min(1).max(64),
  name: z.string().trim().min(1).max(120),
  circuit: CircuitSchema,
});
export type BundledSubcircuit = z.infer<typeof BundledSubcircuitSchema>;

/** The most definitions one file carries. */
export const MAX_BUNDLED = 500;
/** File name extension of circuit files. */
export const FILE_EXTENSION = '.circuitforge.json';
/**
 * The largest circuit file, in bytes (64 MiB): the app's one size limit. Imports check it (as
 * characters, never more than the bytes), and the browser host's body limit is derived from it.
 */
export const MAX_CIRCUIT_FILE_BYTES = 64 * 1024 * 1024;
/**
 * The deepest nesting a circuit file may have. Real files nest 8 levels at most (a bundled
 * subcircuit's wire's corner); the limit is the one every channel's input has.
 */
export const MAX_FILE_DEPTH = 64;

const CircuitFileSchema = z.strictObject({
  format: z.literal(FILE_FORMAT),
  version: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(FILE_VERSION)]),
  name: z.string().trim().min(1).max(120),
  exportedAt: z.string().optional(),
  circuit: CircuitSchema,
  subcircuits: z.array(BundledSubcircuitSchema).max(MAX_BUNDLED).optional(),
});

/**
 * The JSON text of a circuit file: indented for people, or on one line when the indented text would
 * pass `maxLength` (about half of it is indentation), so that the largest circuits export to files
 * that import again.
 */
export function serializeCircuitFile(
  name: string,
  circuit: Circuit,
  exportedAt = new Date(),
  maxLength = MAX_CIRCUIT_FILE_BYTES,
  subcircuits: readonly BundledSubcircuit[] = [],
): string {
  const newer = (circuit.notes?.length ?? 0) > 0 || circuit.wires.some((w) => w.waypoints !== undefined);
  const tested = (circuit.tests?.length ?? 0) > 0 || subcircuits.some((s) => (s.circuit.tests?.length ?? 0) > 0);
  const zero = circuit.powerOn === 'zero' || subcircuits.some((s) => s.circuit.powerOn === 'zero');
  const version = zero ? 5 : tested ? 4 : subcircuits.length > 0 ? 3 : newer ? 2 : 1;
  const file = {
    format: FILE_FORMAT,
    version,
    name,
    exportedAt: exportedAt.toISOString(),
    circuit,
    ...(subcircuits.length > 0 ? { subcircuits } : {}),
  };
  const indented = `${JSON.stringify(file, null, 2)}\n`;
  return indented.length <= maxLength ? indented : `${JSON.stringify(file)}\n`;
}

/** A safe file name for a circuit. */
export function circuitFileName(name: string): string {
  const base =
    name
      .replace(/[^A-Za-z0-9 _-]+/g, '')
      .trim()
      .replace(/\s+/g, '-') || 'circuit';
  return `${base.slice(0, 80)}${FILE_EXTENSION}`;
}

/**
 * Reads the text of a circuit file (a leading byte-order mark is skipped). Every problem is reported
 * with its place: the line and column of a JSON syntax error, the path of a wrong field. This checks
 * the file's shape only; the circuit's own rules (known types, pins, connections) are checked when it
 * is loaded into a CircuitState.
 */
export function parseCircuitFile(
  file: string,
  /** The caller scanned the text's nesting already (in slices, between other work): not scanned again. */
  depthScanned = false,
): Result<{ name: string; circuit: Circuit; subcircuits?: BundledSubcircuit[] }> {
  // Editors on Windows may start a UTF-8 file with a byte-order mark; it is not part of the JSON.
  const text = file.charCodeAt(0) === 0xfeff ? file.slice(1) : file;
  const foreign = recognizeForeignFormat(text);
  if (foreign) {
    const name = FOREIGN_FORMAT_NAMES[foreign];
    return fail(
      'INVALID_FILE',
      `This is a ${name} file, not a CircuitForge one.`,
      `Open it with Import… in the circuit switcher (or drop it on the window): it is read into a new circuit.`,
      { format: foreign },
    );
  }
  if (text.trim() === '') {
    return fail(
      'INVALID_FILE',
      'The file is empty: it may be truncated.',
      'Export the circuit again from CircuitForge.',
    );
  }
  if (!looksLikeJson(text)) {
    return fail(
      'INVALID_FILE',
      'This is not a CircuitForge circuit file.',
      'Choose a file exported by CircuitForge (*.circuitforge.json).',
    );
  }
  // Before parsing: JSON.parse would build every level of a file nested millions deep (gigabytes).
  if (!depthScanned && jsonNestsDeeperThan(text, MAX_FILE_DEPTH)) return fileNestedTooDeep();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const where = jsonErrorPlace(text, error);
    return fail(
      'INVALID_FILE',
      `The file is not valid JSON${where}: it may be truncated or damaged.`,
      'Export the circuit again from CircuitForge, or repair the JSON at that place.',
    );
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return fail('INVALID_FILE', 'The file does not hold a JSON object.', 'Choose a file exported by CircuitForge.');
  }
  const record = json as Record<string, unknown>;
  if (record.format !== FILE_FORMAT) {
    return fail(
      'INVALID_FILE',
      'This is not a CircuitForge circuit file (it has no "format": "circuitforge").',
      'Choose a file exported by CircuitForge (*.circuitforge.json).',
    );
  }
  if (typeof record.version === 'number' && record.version > FILE_VERSION) {
    return fail(
      'UNSUPPORTED_VERSION',
      `The file is format version ${record.version}; this CircuitForge reads up to version ${FILE_VERSION}.`,
      'Update CircuitForge to open it.',
    );
  }
  const parsed = checkFileShape(record);
  if (!parsed.success) {
    const issues = parsed.error.issues;
    const problems = issues.slice(0, MAX_LISTED).map((i) => `${describePath(i.path, record)}: ${i.message}`);
    const more = issues.length > MAX_LISTED ? `; and ${issues.length - MAX_LISTED} more` : '';
    return fail(
      'INVALID_FILE',
      `The file has ${issues.length} problem(s): ${problems.join('; ')}${more}.`,
      'Fix those fields, or export the circuit again.',
      {
        issues: parsed.error.issues.slice(0, 50).map((i) => ({ path: i.path.map(String), message: i.message })),
      },
    );
  }
  const { name, circuit, subcircuits } = parsed.data;
  return ok(subcircuits && subcircuits.length > 0 ? { name, circuit, subcircuits } : { name, circuit });
}

/**
 * The file schema's check of a parsed file. When every component and wire passes the checks by hand
 * (shape-fast-path.ts: the same rules, a tenth of the time, no copies), the schema checks the rest
 * with the parts taken out, and they are put back; otherwise the schema checks everything and says
 * what is wrong.
 */
function checkFileShape(record: Record<string, unknown>): ReturnType<typeof CircuitFileSchema.safeParse> {
  const top = checkedParts(record.circuit);
  const bundled = Array.isArray(record.subcircuits) ? record.subcircuits : [];
  const inside = bundled.map((s) => checkedParts(isObject(s) ? s.circuit : undefined));
  if (top && inside.every((parts) => parts !== undefined)) {
    const slim = {
      ...record,
      circuit: withoutParts(record.circuit),
      ...(Array.isArray(record.subcircuits)
        ? {
            subcircuits: bundled.map((s) => ({
              ...(s as object),
              circuit: withoutParts((s as { circuit: unknown }).circuit),
            })),
          }
        : {}),
    };
    const parsed = CircuitFileSchema.safeParse(slim);
    if (parsed.success) {
      Object.assign(parsed.data.circuit, top);
      parsed.data.subcircuits?.forEach((s, i) => Object.assign(s.circuit, inside[i]));
      return parsed;
    }
  }
  return CircuitFileSchema.safeParse(record);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A circuit's other fields, with empty parts (checked by hand already). */
function withoutParts(circuit: unknown): Record<string, unknown> {
  return { ...(circuit as Record<string, unknown>), components: [], wires: [] };
}

/** The failure for a file nested more than {@link MAX_FILE_DEPTH} levels deep (a reader may find it before parsing). */
export function fileNestedTooDeep(): Failure {
  return fail(
    'INVALID_FILE',
    `This is not a CircuitForge circuit file: it is nested more than ${MAX_FILE_DEPTH} levels deep.`,
    'Choose a file exported by CircuitForge (*.circuitforge.json).',
  );
}

/** Problems named one by one in a failure's text (all of them are in its details, up to 50). */
const MAX_LISTED = 20;

/** "circuit.components[3] (G1).x" — the path, naming a component by its label and a note by its text. */
function describePath(path: readonly PropertyKey[], root: Record<string, unknown>): string {
  let text = '';
  let node: unknown = root;
  for (const key of path) {
    node = typeof node === 'object' && node !== null ? (node as Record<PropertyKey, unknown>)[key] : undefined;
    if (typeof key === 'number') {
      text += `[${key}]${nameOf(node)}`;
    } else text += text === '' ? String(key) : `.${String(key)}`;
  }
  return text || '(file)';
}

/** " (G1)" for a component, ' ("Half adder…")' for a note: what the user sees of it on the canvas. */
function nameOf(node: unknown): string {
  if (typeof node !== 'object' || node === null) return '';
  const { label, text } = node as { label?: unknown; text?: unknown };
  if (typeof label === 'string') return ` (${label})`;
  if (typeof text !== 'string' || text.trim() === '') return '';
  const words = text.trim().split(/\s+/).join(' ');
  return ` ("${words.length > 24 ? `${words.slice(0, 24).trimEnd()}…` : words}")`;
}

function jsonErrorPlace(text: string, error: unknown): string {
  // Our scanner finds the place; the engine's message is the fallback should the two disagree.
  let offset = jsonErrorOffset(text);
  if (offset === undefined) {
    const message = error instanceof Error ? error.message : '';
    const position = /position (\d+)/.exec(message)?.[1];
    if (position === undefined) return '';
    offset = Number(position);
  }
  const { line, column } = lineAndColumn(text, offset);
  return ` (line ${line}, column ${column})`;
}
