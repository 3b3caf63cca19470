import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { MAX_CIRCUIT_FILE_BYTES } from '../../../shared/circuit/file-format';
import { fail, ok, type Result } from '../../../shared/errors';

/** One `<comp>` of a circuit: its library number (absent: a circuit of this file), name, anchor and attributes. */
export interface LogisimComp {
  readonly lib: string | undefined;
  readonly name: string;
  readonly x: number;
  readonly y: number;
  /** The `<a name val>` children; omitted attributes are absent (the reader fills in the defaults). */
  readonly attrs: ReadonlyMap<string, string>;
}

export interface LogisimWire {
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
}

/** A port of a custom appearance: where it is drawn and which pin of the circuit it stands for. */
export interface AppearancePortXml {
  readonly x: number;
  readonly y: number;
  readonly pinX: number;
  readonly pinY: number;
}

export interface LogisimCircuitXml {
  readonly name: string;
  /** The circuit's own attributes (`appearance`, `circuitnamedboxfixedsize`…). */
  readonly attrs: ReadonlyMap<string, string>;
  readonly comps: readonly LogisimComp[];
  readonly wires: readonly LogisimWire[];
  /** A custom appearance (`<appear>` with `circ-anchor` and `circ-port`), when the circuit has one. */
  readonly appear?: { readonly anchorX: number; readonly anchorY: number; readonly ports: AppearancePortXml[] };
}

/** A `.circ` file as XML says it, before any meaning is given to it. */
export interface LogisimProject {
  /** The `source` of `<project>`: the Logisim version that wrote the file ("2.7.1", "3.8.0"). */
  readonly source: string;
  /** Library number → library description ("0" → "#Wiring"). */
  readonly libs: ReadonlyMap<string, string>;
  readonly main: string | undefined;
  readonly circuits: readonly LogisimCircuitXml[];
}

/** Deepest element nesting accepted (a real file nests 5: project, circuit, comp, a, and an appearance's shapes). */
export const MAX_XML_DEPTH = 32;
/** The longest attribute value read (ROM and RAM contents live in text, not in attributes). */
export const MAX_ATTRIBUTE_TEXT = 100_000;
/** The most `<comp>` and `<wire>` elements in one file. */
export const MAX_ELEMENTS = 400_000;

const HINT_RESAVE = 'Open it in Logisim and save it again, or choose another .circ file.';

type Node = Record<string, unknown>;

const ARRAYS = new Set(['lib', 'circuit', 'comp', 'wire', 'a', 'tool', 'appear', 'circ-port', 'circ-anchor']);

/** Reads the XML of a `.circ` file: entity expansion off, size and nesting bounded, every problem a failure. */
export function parseLogisimXml(file: string): Result<LogisimProject> {
  const text = file.charCodeAt(0) === 0xfeff ? file.slice(1) : file;
  if (text.length > MAX_CIRCUIT_FILE_BYTES) {
    return fail(
      'DESIGN_TOO_LARGE',
      `The file is ${Math.round(text.length / 1048576)} MB; a Logisim file may be at most ${MAX_CIRCUIT_FILE_BYTES / 1048576} MB.`,
      'Split the design into smaller files in Logisim.',
    );
  }
  if (text.trim() === '') return fail('INVALID_FILE', 'The file is empty: it may be truncated.', HINT_RESAVE);
  if (!/^\s*</.test(text)) {
    return fail('INVALID_FILE', 'This is not a Logisim file: it is not XML.', 'Choose a .circ file saved by Logisim.');
  }
  if (nestsDeeperThan(text, MAX_XML_DEPTH)) {
    return fail(
      'INVALID_FILE',
      `This is not a Logisim file: its elements nest more than ${MAX_XML_DEPTH} levels deep.`,
      'Choose a .circ file saved by Logisim.',
    );
  }
  const valid = XMLValidator.validate(text, { allowBooleanAttributes: false });
  if (valid !== true) {
    const { line, col, msg } = valid.err;
    // Elements left open at the end: the validator names them as a list, which says nothing to a user.
    const unclosed = /^Invalid '\[.*\]' found/s.test(msg);
    return fail(
      'INVALID_FILE',
      unclosed
        ? 'The file ends before its elements are closed: it is truncated or damaged.'
        : `The file is not well-formed XML at line ${line}, column ${col}: it may be truncated or damaged.`,
      HINT_RESAVE,
    );
  }
  let doc: Node;
  try {
    const parser = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@',
      processEntities: false,
      htmlEntities: false,
      parseTagValue: false,
      parseAttributeValue: false,
      ignoreDeclaration: true,
      ignorePiTags: true,
      maxNestedTags: MAX_XML_DEPTH + 2,
      isArray: (name) => ARRAYS.has(name),
    });
    doc = parser.parse(text) as Node;
  } catch (error) {
    return fail(
      'INVALID_FILE',
      `The file could not be read as XML (${error instanceof Error ? error.message : 'unknown error'}).`,
      HINT_RESAVE,
    );
  }
  const project = doc.project;
  if (typeof project !== 'object' || project === null) {
    return fail(
      'INVALID_FILE',
      'This is not a Logisim file: it has no <project> element.',
      'Choose a .circ file saved by Logisim or Logisim-evolution.',
    );
  }
  return readProject(project as Node);
}

function readProject(project: Node): Result<LogisimProject> {
  const libs = new Map<string, string>();
  for (const lib of list(project.lib)) {
    const name = attr(lib, 'name');
    const desc = attr(lib, 'desc');
    if (name !== undefined && desc !== undefined) libs.set(name, desc);
  }
  const mainNode = project.main;
  const main = typeof mainNode === 'object' && mainNode !== null ? attr(mainNode as Node, 'name') : undefined;
  const circuits: LogisimCircuitXml[] = [];
  let elements = 0;
  for (const circuit of list(project.circuit)) {
    const name = attr(circuit, 'name');
    if (name === undefined || name.trim() === '') {
      return fail('INVALID_FILE', 'A circuit of the file has no name.', HINT_RESAVE);
    }
    const comps: LogisimComp[] = [];
    for (const comp of list(circuit.comp)) {
      const compName = attr(comp, 'name');
      const loc = point(attr(comp, 'loc'));
      if (compName === undefined || loc === undefined) {
        return fail('INVALID_FILE', `A part of circuit "${name}" has no name or no place (loc="(x,y)").`, HINT_RESAVE);
      }
      const attrs = readAttrs(comp);
      if (!attrs.success) return fail(attrs.code, `${attrs.error} (${compName} in circuit "${name}")`, attrs.hint);
      comps.push({ lib: attr(comp, 'lib'), name: compName, x: loc.x, y: loc.y, attrs: attrs.data });
    }
    const wires: LogisimWire[] = [];
    for (const wire of list(circuit.wire)) {
      const from = point(attr(wire, 'from'));
      const to = point(attr(wire, 'to'));
      if (from === undefined || to === undefined) {
        return fail('INVALID_FILE', `A wire of circuit "${name}" has no ends (from="(x,y)" to="(x,y)").`, HINT_RESAVE);
      }
      wires.push({ x1: from.x, y1: from.y, x2: to.x, y2: to.y });
    }
    elements += comps.length + wires.length;
    if (elements > MAX_ELEMENTS) {
      return fail(
        'DESIGN_TOO_LARGE',
        `The file has more than ${MAX_ELEMENTS} parts and wires.`,
        'Split the design into smaller files in Logisim.',
      );
    }
    const circuitAttrs = readAttrs(circuit);
    if (!circuitAttrs.success) return circuitAttrs;
    const appear = readAppear(circuit);
    circuits.push({ name, attrs: circuitAttrs.data, comps, wires, ...(appear ? { appear } : {}) });
  }
  return ok({ source: attr(project, 'source') ?? '', libs, main, circuits });
}

function readAttrs(node: Node): Result<Map<string, string>> {
  const attrs = new Map<string, string>();
  for (const a of list(node.a)) {
    const key = attr(a, 'name');
    if (key === undefined) continue;
    const value = attr(a, 'val') ?? (typeof a['#text'] === 'string' ? decode(a['#text']) : '');
    if (value.length > MAX_ATTRIBUTE_TEXT) {
      return fail(
        'INVALID_FILE',
        `The attribute "${key.slice(0, 40)}" holds ${value.length} characters; at most ${MAX_ATTRIBUTE_TEXT} are read`,
        'Shorten it in Logisim, or choose another file.',
      );
    }
    attrs.set(key, value);
  }
  return ok(attrs);
}

function readAppear(circuit: Node): LogisimCircuitXml['appear'] {
  for (const appear of list(circuit.appear)) {
    const anchor = list(appear['circ-anchor'])[0];
    if (!anchor) continue;
    const centre = (n: Node) => {
      const x = Number(attr(n, 'x'));
      const y = Number(attr(n, 'y'));
      const w = Number(attr(n, 'width') ?? 0);
      const h = Number(attr(n, 'height') ?? 0);
      return Number.isFinite(x + y + w + h) ? { x: Math.round(x + w / 2), y: Math.round(y + h / 2) } : undefined;
    };
    const a = centre(anchor);
    if (!a) continue;
    const ports: AppearancePortXml[] = [];
    for (const port of list(appear['circ-port'])) {
      const c = centre(port);
      const pin = /^\s*(-?\d+)\s*,\s*(-?\d+)\s*$/.exec(attr(port, 'pin') ?? '');
      if (c && pin) ports.push({ x: c.x, y: c.y, pinX: Number(pin[1]), pinY: Number(pin[2]) });
    }
    return { anchorX: a.x, anchorY: a.y, ports };
  }
  return undefined;
}

function list(value: unknown): Node[] {
  if (Array.isArray(value)) return value.filter((v): v is Node => typeof v === 'object' && v !== null);
  return typeof value === 'object' && value !== null ? [value as Node] : [];
}

function attr(node: Node, name: string): string | undefined {
  const value = node[`@${name}`];
  return typeof value === 'string' ? decode(value) : undefined;
}

/** "(120,40)" → the point; anything else is undefined. */
export function point(text: string | undefined): { x: number; y: number } | undefined {
  const match = /^\s*\(\s*(-?\d{1,7})\s*,\s*(-?\d{1,7})\s*\)\s*$/.exec(text ?? '');
  return match ? { x: Number(match[1]), y: Number(match[2]) } : undefined;
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The five XML entities and character references, decoded here (the parser expands none: no DTD entity is ever read). */
function decode(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-fA-F]{1,6}|#\d{1,7}|[a-z]{2,4});/g, (whole, body: string) => {
    if (body.startsWith('#')) {
      const code = body[1] === 'x' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[body] ?? whole;
  });
}

/** Whether elements nest deeper than `limit`, found by a scan of the tags (before any tree is built). */
function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  const tag = /<(\/?)([A-Za-z_][^\s/>]*)[^>]*?(\/?)>|<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>/g;
  for (let m = tag.exec(text); m !== null; m = tag.exec(text)) {
    if (m[2] === undefined) continue;
    if (m[1] === '/') depth--;
    else if (m[3] !== '/') {
      depth++;
      if (depth > limit) return true;
    }
  }
  return false;
}
