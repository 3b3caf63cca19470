/** An element of a parsed XML document (enough of XML for the exported SVG: no DTD, no CDATA). */
export interface XmlElement {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: XmlElement[];
  text: string;
}

const ENTITY = /&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi;
const TAG = /<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[A-Za-z_][\w:.-]*\s*=\s*"[^"<]*")*)\s*(\/?)>/y;
const ATTRIBUTE = /([A-Za-z_][\w:.-]*)\s*=\s*"([^"<]*)"/g;

function checkText(text: string, where: number): void {
  const stripped = text.replace(ENTITY, '');
  if (stripped.includes('&') || stripped.includes('<') || stripped.includes('>'))
    throw new Error(`bad character data at ${where}: ${JSON.stringify(text.slice(0, 60))}`);
}

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * Parses a well-formed XML document (an optional declaration, one root element) or throws where it
 * is not: unbalanced or crossed tags, a bare `&` or `<`, unquoted or duplicate attributes, text
 * outside the root. Written for the tests, as Node has no DOMParser.
 */
export function parseXml(source: string): XmlElement {
  let at = 0;
  const declaration = /^<\?xml[^?]*\?>\s*/.exec(source);
  if (declaration) at = declaration[0].length;
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  while (at < source.length) {
    const next = source.indexOf('<', at);
    const text = source.slice(at, next === -1 ? source.length : next);
    if (text.trim() !== '') {
      if (stack.length === 0) throw new Error(`text outside the root at ${at}`);
      checkText(text, at);
      stack[stack.length - 1]!.text += decode(text);
    }
    if (next === -1) break;
    TAG.lastIndex = next;
    const tag = TAG.exec(source);
    if (!tag) throw new Error(`malformed tag at ${next}: ${source.slice(next, next + 60)}`);
    const [whole, closing, name, attributeText, selfClosing] = tag;
    at = next + whole.length;
    if (closing) {
      const open = stack.pop();
      if (open?.name !== name) throw new Error(`</${name}> closes <${open?.name ?? 'nothing'}> at ${next}`);
      continue;
    }
    const attributes: Record<string, string> = {};
    for (const [, key, value] of attributeText!.matchAll(ATTRIBUTE)) {
      if (key! in attributes) throw new Error(`duplicate attribute ${key} at ${next}`);
      checkText(value!, next);
      attributes[key!] = decode(value!);
    }
    const element: XmlElement = { name: name!, attributes, children: [], text: '' };
    if (stack.length > 0) stack[stack.length - 1]!.children.push(element);
    else if (root) throw new Error(`a second root element at ${next}`);
    else root = element;
    if (!selfClosing) stack.push(element);
  }
  if (stack.length > 0) throw new Error(`<${stack[stack.length - 1]!.name}> is never closed`);
  if (!root) throw new Error('no root element');
  return root;
}

/** Every element under (and including) `element`, depth first. */
export function allElements(element: XmlElement): XmlElement[] {
  return [element, ...element.children.flatMap(allElements)];
}
