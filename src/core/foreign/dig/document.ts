import { fail, ok, type Result } from '../../../shared/errors';
import { readRomContent, type RomContent } from './rom-content';
import { child, parseXml, resolveReference, type XmlNode } from './xml';

/** A point on Digital's canvas, in its pixels (its grid is 20). */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** A value of an element's attribute, as far as the reader uses it. */
export type DigValue = string | number | boolean | readonly string[] | ReadonlyMap<string, Point>;

/** One placed element of a Digital circuit. */
export interface DigElement {
  /** Digital's element name ("And", "In", "FullAdder.dig"). */
  readonly name: string;
  readonly attrs: ReadonlyMap<string, DigValue>;
  readonly pos: Point;
  /** Quarter turns counter-clockwise, 0 to 3. */
  readonly rotation: number;
  /** Mirrored top to bottom before it is turned. */
  readonly mirror: boolean;
  /** Its place in the file, from 0 (the order Digital keeps, and orders a subcircuit's pins by). */
  readonly index: number;
}

export interface DigWire {
  readonly p1: Point;
  readonly p2: Point;
}

/** A `.dig` file read into its parts. */
export interface DigFile {
  /** The `<version>` text ("2"; "0" when the file, from Digital's first years, has none). */
  readonly version: string;
  /** The circuit's own attributes (a subcircuit's shape width, its description). */
  readonly attrs: ReadonlyMap<string, DigValue>;
  /** Its ROM manager's words by ROM label (used when it is the circuit opened, as in Digital). */
  readonly romContent: RomContent;
  readonly elements: readonly DigElement[];
  readonly wires: readonly DigWire[];
}

/** The newest file version this reader knows (Digital writes 2 since 2019). */
export const NEWEST_VERSION = 2;
/** The most elements plus wires one file may hold. */
export const MAX_FILE_ITEMS = 400_000;

/** Reads a `.dig` file's text into its elements and wires; every problem is a failure in the user's words. */
export function readDigFile(text: string, fileName: string): Result<DigFile> {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (body.trim() === '') {
    return fail('INVALID_FILE', `${fileName} is empty: it may be truncated.`, 'Save the circuit again in Digital.');
  }
  if (!/^\s*</.test(body)) {
    return fail(
      'INVALID_FILE',
      `${fileName} is not a Digital circuit: it is not XML.`,
      'Choose a file saved by Digital (*.dig).',
    );
  }
  const parsed = parseXml(body, fileName);
  if (!parsed.success) return parsed;
  const root = parsed.data;
  const visual = child(root, 'visualElements');
  if (root.tag !== 'circuit' || !visual) {
    return fail(
      'INVALID_FILE',
      `${fileName} is not a Digital circuit: it has no <circuit> with <visualElements>.`,
      root.tag === 'project'
        ? 'This looks like a Logisim file: open it as a Logisim circuit.'
        : 'Choose a file saved by Digital (*.dig).',
    );
  }
  const versionText = child(root, 'version')?.text.trim() ?? '0';
  const version = Number(versionText);
  if (!/^\d{1,4}$/.test(versionText) || version > NEWEST_VERSION) {
    return fail(
      'UNSUPPORTED_VERSION',
      `${fileName} is Digital file version ${versionText.slice(0, 20)}; this CircuitForge reads versions up to ${NEWEST_VERSION}.`,
      'Save it in an older Digital format, or update CircuitForge.',
    );
  }
  const wiresNode = child(root, 'wires');
  const count = visual.children.length + (wiresNode?.children.length ?? 0);
  if (count > MAX_FILE_ITEMS) {
    return fail(
      'DESIGN_TOO_LARGE',
      `${fileName} has ${count.toLocaleString('en')} elements and wires; an import takes at most ${MAX_FILE_ITEMS.toLocaleString('en')}.`,
      'Split the circuit into subcircuits in Digital.',
    );
  }
  const elements: DigElement[] = [];
  for (const node of visual.children) {
    if (node.tag !== 'visualElement') continue;
    const element = readElement(node, elements.length);
    if (!element) {
      return fail(
        'INVALID_FILE',
        `${fileName} has an element without a name or position (element ${elements.length + 1}): the file is damaged.`,
        'Save the circuit again in Digital.',
      );
    }
    elements.push(element);
  }
  const wires: DigWire[] = [];
  for (const node of wiresNode?.children ?? []) {
    if (node.tag !== 'wire') continue;
    const p1 = point(child(node, 'p1'));
    const p2 = point(child(node, 'p2'));
    if (!p1 || !p2) {
      return fail(
        'INVALID_FILE',
        `${fileName} has a wire without both ends (wire ${wires.length + 1}): the file is damaged.`,
        'Save the circuit again in Digital.',
      );
    }
    wires.push({ p1, p2 });
  }
  const attrsNode = child(root, 'attributes');
  if (version === 0) {
    // Digital's first files were drawn on a grid half as fine: Digital doubles them as it opens them.
    const twice = (p: Point): Point => ({ x: p.x * 2, y: p.y * 2 });
    elements.forEach((e, i) => (elements[i] = { ...e, pos: twice(e.pos) }));
    wires.forEach((w, i) => (wires[i] = { p1: twice(w.p1), p2: twice(w.p2) }));
  }
  return ok({
    version: versionText,
    attrs: attrsNode ? readAttributes(attrsNode) : new Map(),
    romContent: readRomContent(attrsNode),
    elements,
    wires,
  });
}

function readElement(node: XmlNode, index: number): DigElement | undefined {
  const name = child(node, 'elementName')?.text.trim();
  const pos = point(child(node, 'pos'));
  if (!name || !pos) return undefined;
  const attrsRaw = child(node, 'elementAttributes');
  const attrsNode = attrsRaw && resolveReference(attrsRaw);
  const attrs = attrsNode ? readAttributes(attrsNode) : new Map<string, DigValue>();
  // Files before version 1 kept the rotation in its own element.
  const oldRotate = Number(child(node, 'rotate')?.text.trim() ?? 0);
  const rotationValue = attrs.get('rotation');
  const rotation = typeof rotationValue === 'number' ? rotationValue : Number.isInteger(oldRotate) ? oldRotate : 0;
  return {
    name,
    attrs,
    pos,
    rotation: ((rotation % 4) + 4) % 4,
    mirror: attrs.get('mirror') === true,
    index,
  };
}

function point(raw: XmlNode | undefined): Point | undefined {
  const node = raw && resolveReference(raw);
  if (!node) return undefined;
  const x = Number(node.attrs.x);
  const y = Number(node.attrs.y);
  if (!Number.isFinite(x) || !Number.isFinite(y)) return undefined;
  return { x: Math.round(x), y: Math.round(y) };
}

/** Reads `<entry><string>key</string><value…/></entry>` pairs. */
function readAttributes(node: XmlNode): Map<string, DigValue> {
  const attrs = new Map<string, DigValue>();
  for (const entry of node.children) {
    if (entry.tag !== 'entry' || entry.children.length < 2) continue;
    const [keyRaw, valueRaw] = entry.children as [XmlNode, XmlNode];
    // XStream writes a value met before as a reference to it.
    const keyNode = resolveReference(keyRaw);
    const valueNode = resolveReference(valueRaw);
    if (keyNode?.tag !== 'string' || !valueNode) continue;
    const value = readValue(valueNode);
    if (value !== undefined) attrs.set(keyNode.text, value);
  }
  return attrs;
}

function readValue(node: XmlNode): DigValue | undefined {
  switch (node.tag) {
    case 'string':
      return node.text;
    case 'int':
    case 'long': {
      const n = Number(node.text.trim());
      return Number.isFinite(n) ? n : undefined;
    }
    case 'boolean':
      return node.text.trim() === 'true';
    case 'rotation':
      return Number(node.attrs.rotation ?? 0) || 0;
    case 'testData':
      return child(node, 'dataString')?.text ?? '';
    case 'inverterConfig':
      return node.children.filter((c) => c.tag === 'string').map((c) => c.text);
    case 'value':
      // An input's default: <value v="1" z="false"/>.
      return Number(node.attrs.v ?? 0) || 0;
    case 'shape': {
      // A custom shape: where each pin is, by name.
      const pins = new Map<string, Point>();
      for (const entry of child(node, 'pins')?.children ?? []) {
        const name = entry.children[0];
        const pin = entry.children[1];
        const at = point(pin && child(pin, 'pos'));
        if (name?.tag === 'string' && at) pins.set(name.text, at);
      }
      return pins;
    }
    case 'awt-color': {
      const part = (tag: string) => Number(child(node, tag)?.text ?? 0) || 0;
      return `rgb(${part('red')},${part('green')},${part('blue')})`;
    }
    default:
      // Enumerations (shapeType, intFormat…) are written as their name.
      return node.children.length === 0 ? node.text : undefined;
  }
}
