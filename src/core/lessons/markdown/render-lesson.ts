import GithubSlugger from 'github-slugger';
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import katex from 'katex';
import type { Code, Html, Paragraph, Root as MdastRoot } from 'mdast';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type Plugin } from 'unified';
import { SKIP, visit } from 'unist-util-visit';
import { LESSON_CLASSES, lessonSchema } from './schema';

/** A fenced ```circuit``` or ```exercise <id>``` block, left for the caller to mount. */
export interface LessonBlock {
  /** Its position: the placeholder `<div class="cf-lesson-block" data-block="N">` has N = index. */
  readonly index: number;
  readonly kind: 'circuit' | 'exercise';
  /** The whole info string after the fence, e.g. `exercise half-adder`. */
  readonly info: string;
  /** The info string after the kind (an exercise's id, a circuit's name or options); '' if none. */
  readonly meta: string;
  /** The raw text between the fences. */
  readonly body: string;
}

export interface RenderedLesson {
  /** Sanitised HTML: no script, no style, no event attribute; needs no inline script or style. */
  readonly html: string;
  readonly blocks: LessonBlock[];
  /** What was dropped or failed, in the author's words (raw HTML, a refused URL, a math error). */
  readonly problems: string[];
}

const BLOCK_KINDS: ReadonlySet<string> = new Set(['circuit', 'exercise']);

interface Collect {
  readonly blocks: LessonBlock[];
  readonly problems: string[];
}

function where(node: { position?: { start: { line: number } } | undefined }): string {
  return node.position ? ` (line ${node.position.start.line})` : '';
}

/** Raw HTML never passes: each block or inline HTML node is dropped and reported. */
const remarkDropHtml: Plugin<[Collect], MdastRoot> = (collect) => (tree) => {
  visit(tree, 'html', (node: Html, index, parent) => {
    if (parent === undefined || index === undefined) return;
    collect.problems.push(`Raw HTML is not allowed in a lesson and was removed${where(node)}: ${clip(node.value)}`);
    parent.children.splice(index, 1);
    return [SKIP, index];
  });
};

/** ```circuit``` / ```exercise``` fences become empty placeholders; their text goes to `blocks`. */
const remarkLessonBlocks: Plugin<[Collect], MdastRoot> = (collect) => (tree) => {
  visit(tree, 'code', (node: Code, index, parent) => {
    if (parent === undefined || index === undefined) return;
    const kind = node.lang?.toLowerCase();
    if (kind === undefined || !BLOCK_KINDS.has(kind)) return;
    const blockIndex = collect.blocks.length;
    const meta = (node.meta ?? '').trim();
    collect.blocks.push({
      index: blockIndex,
      kind: kind as LessonBlock['kind'],
      info: meta === '' ? kind : `${kind} ${meta}`,
      meta,
      body: node.value,
    });
    const placeholder: Paragraph = {
      type: 'paragraph',
      children: [],
      data: {
        hName: 'div',
        hProperties: { className: [LESSON_CLASSES.block], dataBlock: String(blockIndex) },
        hChildren: [],
      },
    };
    parent.children.splice(index, 1, placeholder);
  });
};

function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 60 ? `${flat.slice(0, 57)}…` : flat;
}

function hasClass(element: Element, name: string): boolean {
  const value = element.properties.className;
  return Array.isArray(value) && value.includes(name);
}

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

/** Math nodes (remark-math → `code.language-math`) become KaTeX MathML; a parse error an error span. */
function renderMath(tex: string, displayMode: boolean, problems: string[]): ElementContent[] {
  try {
    const html = katex.renderToString(tex, {
      displayMode,
      output: 'mathml',
      trust: false,
      throwOnError: true,
      strict: 'ignore',
      maxExpand: 1000,
      maxSize: 20,
    });
    return fromHtml(html, { fragment: true }).children.filter((child): child is Element => child.type === 'element');
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    problems.push(`Math could not be read: ${clip(tex)} — ${message}`);
    return [
      {
        type: 'element',
        tagName: 'span',
        properties: { className: [LESSON_CLASSES.mathError], title: message },
        children: [{ type: 'text', value: tex }],
      },
    ];
  }
}

const rehypeLessonMath: Plugin<[Collect], HastRoot> = (collect) => (tree) => {
  visit(tree, 'element', (node: Element, index, parent) => {
    if (parent === undefined || index === undefined) return;
    if (node.tagName === 'pre') {
      const code = node.children.find((child): child is Element => child.type === 'element');
      if (code && code.tagName === 'code' && hasClass(code, 'math-display')) {
        const display: Element = {
          type: 'element',
          tagName: 'div',
          properties: { className: [LESSON_CLASSES.mathDisplay] },
          children: renderMath(textOf(code), true, collect.problems),
        };
        parent.children.splice(index, 1, display);
        return SKIP;
      }
    }
    if (node.tagName === 'code' && hasClass(node, 'math-inline')) {
      parent.children.splice(index, 1, ...renderMath(textOf(node), false, collect.problems));
      return SKIP;
    }
    return undefined;
  });
};

/** Stable heading ids: GitHub's slugs of the heading text (`## Half adder` → `half-adder`, repeats `-1`). */
const rehypeHeadingIds: Plugin<[], HastRoot> = () => (tree) => {
  const slugger = new GithubSlugger();
  visit(tree, 'element', (node: Element) => {
    if (!/^h[1-6]$/.test(node.tagName)) return;
    if (hasClass(node, 'sr-only')) return; // the footnotes' label: remark-rehype names it
    const slug = slugger.slug(node.children.map(textOf).join(''));
    if (slug !== '') node.properties.id = slug;
  });
};

/** What a URL's scheme is, read the way a browser would (controls and whitespace ignored). */
export function urlScheme(url: string): string | undefined {
  // eslint-disable-next-line no-control-regex
  const cleaned = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const match = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(cleaned);
  return match?.[1]?.toLowerCase();
}

const SAFE_LINK_SCHEMES: ReadonlySet<string> = new Set(['http', 'https', 'mailto']);
const SAFE_DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp)[;,]/i;

/** Whether an image source may stay: https, a raster data URL, or a relative (library) reference. */
export function isAllowedImageSource(src: string): boolean {
  const scheme = urlScheme(src);
  if (scheme === undefined) return !/^\s*[\\/]{2}/.test(src); // relative, but not protocol-relative //host
  if (scheme === 'https') return true;
  return scheme === 'data' && SAFE_DATA_IMAGE.test(src.trim());
}

/** Links: refuse unsafe schemes, add `rel`, mark external ones. Images: refuse unsafe sources. */
const rehypeLessonUrls: Plugin<[Collect], HastRoot> = (collect) => (tree) => {
  visit(tree, 'element', (node: Element, index, parent) => {
    if (node.tagName === 'a') {
      const href = node.properties.href;
      if (typeof href !== 'string') return;
      const scheme = urlScheme(href);
      const external = scheme !== undefined || /^\s*[\\/]{2}/.test(href);
      if (scheme !== undefined && !SAFE_LINK_SCHEMES.has(scheme)) {
        collect.problems.push(`A link to "${clip(href)}" was removed: only http, https and mailto links are allowed.`);
        delete node.properties.href;
        return;
      }
      if (scheme === undefined && external) {
        collect.problems.push(`A link to "${clip(href)}" was removed: write https:// in full.`);
        delete node.properties.href;
        return;
      }
      node.properties.rel = ['noopener', 'noreferrer'];
      if (external) node.properties.dataExternal = 'true';
      return;
    }
    if (node.tagName === 'img' && parent !== undefined && index !== undefined) {
      const src = node.properties.src;
      if (typeof src === 'string' && isAllowedImageSource(src)) return;
      collect.problems.push(
        `An image "${clip(typeof src === 'string' ? src : '')}" was removed: use https, a PNG/JPEG/GIF/WebP data URL or a library picture.`,
      );
      const alt = node.properties.alt;
      parent.children.splice(
        index,
        1,
        ...(typeof alt === 'string' && alt !== '' ? [{ type: 'text' as const, value: alt }] : []),
      );
      return [SKIP, index];
    }
    return undefined;
  });
};

/**
 * Renders a lesson's Markdown to sanitised HTML. Pure: no DOM, no I/O; the same in Node, the
 * renderer and an exported page.
 */
export function renderLesson(markdown: string): RenderedLesson {
  const collect: Collect = { blocks: [], problems: [] };
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkMath, { singleDollarTextMath: true })
    .use(remarkDropHtml, collect)
    .use(remarkLessonBlocks, collect)
    .use(remarkRehype, { allowDangerousHtml: false })
    .use(rehypeLessonMath, collect)
    .use(rehypeHeadingIds)
    .use(rehypeLessonUrls, collect)
    .use(rehypeSanitize, lessonSchema)
    .use(rehypeStringify);
  const html = String(processor.processSync(markdown));
  return { html, blocks: collect.blocks, problems: collect.problems };
}
