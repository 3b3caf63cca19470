import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { MAX_CIRCUIT_FILE_BYTES } from '../../../shared/circuit/file-format';
import { fail, ok, type Result } from '../../../shared/errors';

/** One element of the XML tree: its tag, attributes, child elements and own text. */
export interface XmlNode {
  readonly tag: string;
  readonly attrs: Readonly<Record<string, string>>;
  readonly children: readonly XmlNode[];
  /** The text directly inside it (entities decoded), child elements' text not included. */
  readonly text: string;
  /** The element it is in (none for the root). */
  readonly parent: XmlNode | undefined;
}

/** The deepest element nesting read. Digital's files nest 8 levels; a hostile file may nest millions. */
export const MAX_XML_DEPTH = 64;
/** The longest single text or attribute value (a test case's text is the longest real one). */
export const MAX_XML_VALUE = 1_000_000;

/**
 * Parses XML text into a tree, refusing what a hostile or damaged file may hold before the parser
 * sees it: more characters than a circuit file may have, nesting deeper than {@link MAX_XML_DEPTH},
 * text that is not well-formed (a truncated file), a value longer than {@link MAX_XML_VALUE}.
 * Entities are not expanded (no DTD processing); the five predefined ones and character references
 * are decoded here, once, without recursion.
 */
export function parseXml(text: string, fileName: string): Result<XmlNode> {
  if (text.length > MAX_CIRCUIT_FILE_BYTES) {
    return fail(
      'INVALID_FILE',
      `${fileName} is larger than ${MAX_CIRCUIT_FILE_BYTES / (1024 * 1024)} MB, more than a circuit may be.`,
      'Open a smaller file, or split the circuit into subcircuits in Digital.',
    );
  }
  const depth = nestingDepth(text);
  if (depth > MAX_XML_DEPTH) {
    return fail(
      'INVALID_FILE',
      `${fileName} is not a Digital circuit: its XML is nested more than ${MAX_XML_DEPTH} levels deep.`,
      'Choose a file saved by Digital (*.dig).',
    );
  }
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    const where = valid.err.line ? ` at line ${valid.err.line}, column ${valid.err.col}` : '';
    return fail(
      'INVALID_FILE',
      `${fileName} is not well-formed XML${where}: it may be truncated or damaged.`,
      'Save the circuit again in Digital, or repair the XML at that place.',
    );
  }
  let raw: unknown;
  try {
    const parser = new XMLParser({
      preserveOrder: true,
      ignoreAttributes: false,
      attributeNamePrefix: '',
      processEntities: false,
      htmlEntities: false,
      parseTagValue: false,
      parseAttributeValue: false,
      trimValues: false,
      ignoreDeclaration: true,
      ignorePiTags: true,
    });
    raw = parser.parse(text);
  } catch (error) {
    return fail(
      'INVALID_FILE',
      `${fileName} could not be read as XML (${error instanceof Error ? error.message.slice(0, 200) : 'unknown error'}).`,
      'Save the circuit again in Digital.',
    );
  }
  const roots = Array.isArray(raw) ? raw.map((r) => toNode(r)).filter((n): n is XmlNode => n !== undefined) : [];
  const root = roots[0];
  if (!root) {
    return fail('INVALID_FILE', `${fileName} holds no XML element.`, 'Choose a file saved by Digital (*.dig).');
  }
  const long = longestValue(root);
  if (long > MAX_XML_VALUE) {
    return fail(
      'INVALID_FILE',
      `${fileName} holds a value of ${long.toLocaleString('en')} characters, more than a Digital circuit holds.`,
      'Choose a file saved by Digital (*.dig).',
    );
  }
  return ok(root);
}

/** The deepest element nesting of the text, found without building anything (comments, CDATA and declarations skipped). */
export function nestingDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let i = text.indexOf('<');
  while (i >= 0 && i < text.length) {
    const next = text[i + 1];
    if (text.startsWith('<!--', i)) {
      const end = text.indexOf('-->', i + 4);
      if (end < 0) break;
      i = text.indexOf('<', end + 3);
      continue;
    }
    if (text.startsWith('<![CDATA[', i)) {
      const end = text.indexOf(']]>', i + 9);
      if (end < 0) break;
      i = text.indexOf('<', end + 3);
      continue;
    }
    const close = text.indexOf('>', i + 1);
    if (close < 0) break;
    if (next === '/') depth -= 1;
    else if (next !== '?' && next !== '!' && text[close - 1] !== '/') {
      depth += 1;
      if (depth > max) max = depth;
    }
    i = text.indexOf('<', close + 1);
  }
  return max;
}

const PREDEFINED: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Decodes the predefined entities and character references, once (no entity expands into another). */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-z]{2,4});/g, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#')) {
      const code = name.startsWith('#x') ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return PREDEFINED[name] ?? whole;
  });
}

/** A node of fast-xml-parser's ordered output ({tag: children[], ':@': attributes}) as an XmlNode. */
function toNode(raw: unknown, parent?: XmlNode): XmlNode | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const record = raw as Record<string, unknown>;
  const tag = Object.keys(record).find((k) => k !== ':@' && k !== '#text');
  if (tag === undefined) return undefined;
  const attrsRaw = record[':@'];
  const attrs: Record<string, string> = {};
  if (typeof attrsRaw === 'object' && attrsRaw !== null) {
    for (const [k, v] of Object.entries(attrsRaw as Record<string, unknown>)) {
      if (typeof v === 'string') attrs[k] = decodeEntities(v);
    }
  }
  const children: XmlNode[] = [];
  const node: {
    tag: string;
    attrs: Record<string, string>;
    children: XmlNode[];
    text: string;
    parent: XmlNode | undefined;
  } = { tag, attrs, children, text: '', parent };
  let text = '';
  const content = record[tag];
  if (Array.isArray(content)) {
    for (const item of content) {
      if (typeof item === 'object' && item !== null && '#text' in item) {
        const t = (item as Record<string, unknown>)['#text'];
        if (typeof t === 'string' || typeof t === 'number') text += String(t);
        continue;
      }
      const child = toNode(item, node);
      if (child) children.push(child);
    }
  }
  node.text = decodeEntities(text);
  return node;
}

function longestValue(node: XmlNode): number {
  let max = node.text.length;
  for (const v of Object.values(node.attrs)) max = Math.max(max, v.length);
  for (const c of node.children) max = Math.max(max, longestValue(c));
  return max;
}

/** The first child element with the tag. */
export function child(node: XmlNode, tag: string): XmlNode | undefined {
  return node.children.find((c) => c.tag === tag);
}

/**
 * The node an XStream reference points at (`<rotation reference="../../../../visualElement[3]/elementAttributes/entry/rotation"/>`:
 * a path from the referring node, each step ".." or a tag with an optional 1-based index), or the
 * node itself when it refers to nothing. Undefined when the path leads nowhere.
 */
export function resolveReference(node: XmlNode): XmlNode | undefined {
  let current: XmlNode | undefined = node;
  // A reference may lead to another one; a few hops at most (a loop of them leads nowhere).
  for (let hop = 0; hop < 8 && current; hop++) {
    const path = current.attrs.reference;
    if (path === undefined) return current;
    let at: XmlNode | undefined = current;
    for (const step of path.split('/')) {
      if (!at) return undefined;
      if (step === '' || step === '.') continue;
      if (step === '..') {
        at = at.parent;
        continue;
      }
      const m = /^([^[\]]+)(?:\[(\d+)\])?$/.exec(step);
      if (!m) return undefined;
      const index = m[2] === undefined ? 1 : Number(m[2]);
      at = at.children.filter((c) => c.tag === m[1])[index - 1];
    }
    current = at;
  }
  return undefined;
}
