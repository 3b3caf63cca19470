/** The address a part link carries: `#part:<component id>` (never a real page). */
export const PART_LINK_PREFIX = '#part:';

/** The nodes of a Markdown tree this plugin looks at (a subset of mdast). */
interface MdNode {
  type: string;
  value?: string;
  url?: string;
  children?: MdNode[];
}

/** Where a part link may not go: inside another link, or in a code block. */
const NO_LINKS_INSIDE = new Set(['link', 'linkReference', 'code', 'definition', 'html']);

/**
 * A remark plugin that makes the labels of the circuit's parts clickable in an answer: a label in
 * `code`, or alone in **bold**, becomes a link to the part; in plain text, a label of two or more
 * characters that is not an ordinary word ("G1", "SUM", "LED1", not "A" or "the") does too. Labels
 * match case-sensitively, as the assistant writes them. `labels` maps a label to its component id.
 */
export function remarkPartLinks(options: { labels: ReadonlyMap<string, string> }) {
  const { labels } = options;
  const textPattern = plainTextPattern(labels);
  return (tree: MdNode): void => {
    if (labels.size > 0) visit(tree, labels, textPattern);
  };
}

function visit(node: MdNode, labels: ReadonlyMap<string, string>, pattern: RegExp | undefined): void {
  const children = node.children;
  if (!children || NO_LINKS_INSIDE.has(node.type)) return;
  const out: MdNode[] = [];
  for (const child of children) {
    const whole = wholeLabel(child, labels);
    if (whole !== undefined) {
      out.push({ type: 'link', url: PART_LINK_PREFIX + whole, children: [child] });
    } else if (child.type === 'text' && pattern && child.value) {
      out.push(...splitText(child.value, labels, pattern));
    } else {
      visit(child, labels, pattern);
      out.push(child);
    }
  }
  node.children = out;
}

/** The component id when a node is exactly a label: `G1` in code, or **G1** in bold. */
function wholeLabel(node: MdNode, labels: ReadonlyMap<string, string>): string | undefined {
  if (node.type === 'inlineCode' && node.value !== undefined) return labels.get(node.value.trim());
  if (node.type === 'strong' && node.children?.length === 1) {
    const only = node.children[0]!;
    if (only.type === 'text' && only.value !== undefined) return labels.get(only.value.trim());
  }
  return undefined;
}

function splitText(value: string, labels: ReadonlyMap<string, string>, pattern: RegExp): MdNode[] {
  const out: MdNode[] = [];
  let last = 0;
  pattern.lastIndex = 0;
  for (let match = pattern.exec(value); match; match = pattern.exec(value)) {
    const label = match[1]!;
    const start = match.index + match[0].length - label.length;
    if (start > last) out.push({ type: 'text', value: value.slice(last, start) });
    out.push({ type: 'link', url: PART_LINK_PREFIX + labels.get(label)!, children: [{ type: 'text', value: label }] });
    last = start + label.length;
  }
  if (last < value.length) out.push({ type: 'text', value: value.slice(last) });
  return out;
}

/**
 * Labels that can be recognised in running text: two characters or more, with a digit or in
 * capitals, so that a switch named "A" or a part named "out" does not turn English into links.
 */
function plainTextPattern(labels: ReadonlyMap<string, string>): RegExp | undefined {
  const usable = [...labels.keys()].filter((l) => l.length >= 2 && (/\d/.test(l) || l === l.toUpperCase()));
  if (usable.length === 0) return undefined;
  // Longest first, so that "LED10" wins over "LED1".
  const alternatives = usable
    .sort((a, b) => b.length - a.length)
    .map((l) => l.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|');
  return new RegExp(`(?:^|[^\\w.])(${alternatives})(?![\\w])`, 'g');
}

/** The component id of a part link's address, or undefined for any other address. */
export function partOfLink(href: string | undefined): string | undefined {
  return href?.startsWith(PART_LINK_PREFIX) ? href.slice(PART_LINK_PREFIX.length) : undefined;
}
