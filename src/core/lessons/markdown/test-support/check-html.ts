import type { Element, Root, RootContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { LESSON_TAG_NAMES } from '../schema';
import { isAllowedImageSource, urlScheme } from '../render-lesson';

const ALLOWED_TAGS: ReadonlySet<string> = new Set(LESSON_TAG_NAMES);
const LINK_SCHEMES: ReadonlySet<string> = new Set(['http', 'https', 'mailto']);
const FORBIDDEN_ATTRIBUTES: ReadonlySet<string> = new Set([
  'style',
  'srcdoc',
  'formaction',
  'action',
  'xlinkhref',
  'background',
]);

/**
 * Parses HTML the way a browser would (parse5, through hast-util-from-html) and lists everything
 * that is not inert: an element outside the allowlist, an `on*` attribute, a style, a srcdoc, a
 * link or image URL with a scheme we refuse. An empty list means the HTML is safe to insert.
 */
export function violations(html: string): string[] {
  const tree: Root = fromHtml(html, { fragment: true });
  const found: string[] = [];
  const walk = (nodes: readonly RootContent[]): void => {
    for (const node of nodes) {
      if (node.type === 'element') {
        check(node, found);
        walk(node.children);
        if (node.content) walk(node.content.children);
      }
    }
  };
  walk(tree.children);
  return found;
}

function check(element: Element, found: string[]): void {
  if (!ALLOWED_TAGS.has(element.tagName)) found.push(`element <${element.tagName}>`);
  for (const [name, value] of Object.entries(element.properties)) {
    const lower = name.toLowerCase();
    if (lower.startsWith('on')) found.push(`attribute ${name} on <${element.tagName}>`);
    if (FORBIDDEN_ATTRIBUTES.has(lower.replace(/[^a-z]/g, ''))) found.push(`attribute ${name} on <${element.tagName}>`);
    const text = Array.isArray(value) ? value.join(' ') : String(value);
    if (lower === 'href') {
      const scheme = urlScheme(text);
      if (scheme !== undefined && !LINK_SCHEMES.has(scheme)) found.push(`href ${text}`);
    }
    if (lower === 'src' && !isAllowedImageSource(text)) found.push(`src ${text}`);
  }
}
