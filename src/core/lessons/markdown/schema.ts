import type { Options as SanitizeSchema } from 'rehype-sanitize';

/**
 * The allowlist every lesson's HTML passes through last (rehype-sanitize). Everything not named
 * here is removed: elements outside `LESSON_TAG_NAMES` are unwrapped (their text kept) or, for
 * `script`/`style` and friends, dropped with their content; attributes not listed for an element
 * are removed (so every `on*` handler, `style`, `srcdoc`, `formaction`, `xlink:href`); URLs keep
 * only the protocols in `protocols` (relative URLs always pass).
 */

/** Elements Markdown + GFM produce. */
const MARKDOWN_TAGS = [
  'a',
  'blockquote',
  'br',
  'code',
  'del',
  'div',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'img',
  'input',
  'li',
  'ol',
  'p',
  'pre',
  'section',
  'span',
  'strong',
  'sup',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'ul',
] as const;

/** The MathML elements KaTeX writes with `output: 'mathml'` (MathML Core, rendered by Chromium). */
const MATHML_TAGS = [
  'math',
  'semantics',
  'annotation',
  'mrow',
  'mi',
  'mn',
  'mo',
  'ms',
  'mtext',
  'mspace',
  'msup',
  'msub',
  'msubsup',
  'mfrac',
  'msqrt',
  'mroot',
  'mover',
  'munder',
  'munderover',
  'mtable',
  'mtr',
  'mtd',
  'mlabeledtr',
  'mstyle',
  'mpadded',
  'mphantom',
  'menclose',
  'merror',
] as const;

export const LESSON_TAG_NAMES: readonly string[] = [...MARKDOWN_TAGS, ...MATHML_TAGS];

/** Elements removed together with everything inside them. */
const STRIPPED = ['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'textarea', 'title', 'xmp'];

/** Our classes, KaTeX's wrappers and the GFM/footnote classes remark-rehype writes. */
export const LESSON_CLASSES = {
  block: 'cf-lesson-block',
  mathDisplay: 'cf-math-display',
  mathError: 'cf-math-error',
} as const;

const mathmlLength = /^[+-]?[\d.]+(em|ex|pt|px|mu)?$/;
const mathmlColor = /^(#[\da-f]{3,8}|[a-z]+)$/i;

export const lessonSchema: SanitizeSchema = {
  tagNames: [...LESSON_TAG_NAMES],
  strip: STRIPPED,
  // Heading ids are ours (slugs of the heading text); footnote ids come prefixed by remark-rehype.
  clobberPrefix: '',
  clobber: [],
  ancestors: { tbody: ['table'], td: ['table'], th: ['table'], thead: ['table'], tr: ['table'] },
  attributes: {
    a: [
      'href',
      'title',
      ['rel', 'noopener', 'noreferrer'],
      ['dataExternal', 'true'],
      'dataFootnoteRef',
      'dataFootnoteBackref',
      'ariaDescribedBy',
      'ariaLabel',
      ['className', 'data-footnote-backref'],
      'id',
    ],
    img: ['src', 'alt', 'title'],
    code: [['className', /^language-[\w+#.-]+$/]],
    div: [
      ['className', LESSON_CLASSES.block, LESSON_CLASSES.mathDisplay],
      ['dataBlock', /^\d+$/],
    ],
    span: [['className', 'katex', 'katex-display', LESSON_CLASSES.mathError], 'title'],
    h1: ['id'],
    h2: ['id', ['className', 'sr-only']],
    h3: ['id'],
    h4: ['id'],
    h5: ['id'],
    h6: ['id'],
    li: ['id', ['className', 'task-list-item']],
    ul: [['className', 'contains-task-list']],
    ol: ['start', ['className', 'contains-task-list']],
    input: [['type', 'checkbox'], ['disabled', true], 'checked'],
    section: ['dataFootnotes', ['className', 'footnotes']],
    th: [['align', 'left', 'center', 'right']],
    td: [['align', 'left', 'center', 'right']],
    sup: [],
    // MathML (KaTeX): presentation attributes only, with plain values. No href, no mathbackground; colours only as a name or #hex.
    math: [['display', 'block', 'inline']],
    annotation: [['encoding', 'application/x-tex']],
    mi: [
      [
        'mathvariant',
        'normal',
        'bold',
        'italic',
        'bold-italic',
        'double-struck',
        'script',
        'fraktur',
        'sans-serif',
        'monospace',
      ],
    ],
    mo: [
      ['stretchy', 'true', 'false'],
      ['fence', 'true', 'false'],
      ['separator', 'true', 'false'],
      ['largeop', 'true', 'false'],
      ['movablelimits', 'true', 'false'],
      ['accent', 'true', 'false'],
      ['lspace', mathmlLength],
      ['rspace', mathmlLength],
      ['minsize', mathmlLength],
      ['maxsize', mathmlLength],
    ],
    mspace: [
      ['width', mathmlLength],
      ['height', mathmlLength],
      ['depth', mathmlLength],
    ],
    mpadded: [
      ['width', mathmlLength],
      ['height', mathmlLength],
      ['depth', mathmlLength],
      ['lspace', mathmlLength],
      ['voffset', mathmlLength],
    ],
    mstyle: [
      ['scriptlevel', /^-?\d$/],
      ['displaystyle', 'true', 'false'],
      ['mathsize', mathmlLength],
      ['mathcolor', mathmlColor],
    ],
    mfrac: [['linethickness', mathmlLength]],
    mover: [['accent', 'true', 'false']],
    munder: [['accentunder', 'true', 'false']],
    munderover: [
      ['accent', 'true', 'false'],
      ['accentunder', 'true', 'false'],
    ],
    mtable: [
      ['columnalign', /^[a-z ]+$/],
      ['rowspacing', /^[\d.a-z ]+$/],
      ['columnspacing', /^[\d.a-z ]+$/],
      ['columnlines', /^[a-z ]+$/],
      ['rowlines', /^[a-z ]+$/],
    ],
    mtd: [['columnalign', /^[a-z]+$/]],
    menclose: [['notation', /^[a-z ]+$/]],
  },
  protocols: {
    href: ['http', 'https', 'mailto'],
    src: ['https', 'data'],
  },
  required: { input: { type: 'checkbox', disabled: true } },
};
