/**
 * Circuit files of other simulators, recognised so that opening one says what it is instead of
 * failing as bad JSON. Only the start of the text is read: a name, never the content.
 */

/** The other simulators whose files are recognised. */
export type ForeignFormat = 'logisim' | 'digital';

/** How the user knows each one. */
export const FOREIGN_FORMAT_NAMES: Record<ForeignFormat, string> = {
  logisim: 'Logisim',
  digital: 'Digital',
};

/** How much of the file is read to recognise it: the XML declaration and the root element. */
const HEAD = 4096;

/**
 * Which simulator's file the text is, if it is one: Logisim(-evolution) `.circ` files are XML with a
 * `<project>` root (with `source="…"`, or naming Logisim); Digital `.dig` files are XML with a
 * `<circuit>` root holding `<visualElements>`, or whose `<attributes>` are Digital's key and value
 * entries (a long ROM manager or description can put `<visualElements>` past the start).
 */
export function recognizeForeignFormat(text: string): ForeignFormat | undefined {
  const head = text.slice(0, HEAD);
  if (!/^\s*</.test(head)) return undefined;
  const root = rootElement(head);
  if (root === 'project' && (/<project\b[^>]*\bsource\s*=/i.test(head) || /logisim/i.test(head))) return 'logisim';
  if (root === 'circuit' && (/<visualElements\b/.test(head) || /<attributes>\s*<entry>\s*<string>/.test(head))) {
    return 'digital';
  }
  return undefined;
}

/** The name of the first element, after the XML declaration, comments and a doctype. */
function rootElement(head: string): string | undefined {
  const body = head.replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<![A-Za-z][^>]*>/g, '');
  return /^\s*<([A-Za-z_][\w.-]*)/.exec(body)?.[1];
}

/** Whether the text can be JSON at all: its first character (after spaces) opens an object or array. */
export function looksLikeJson(text: string): boolean {
  return /^\s*[[{]/.test(text.slice(0, HEAD));
}
