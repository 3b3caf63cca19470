import fc from 'fast-check';
import type { Element, Root, RootContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import katex from 'katex';
import { describe, expect, it } from 'vitest';
import { renderLesson } from './render-lesson';
import { violations } from './test-support/check-html';

/** Every element of the output, parsed as a browser would. */
function elements(html: string): Element[] {
  const out: Element[] = [];
  const walk = (nodes: readonly RootContent[]): void => {
    for (const node of nodes) {
      if (node.type !== 'element') continue;
      out.push(node);
      walk(node.children);
    }
  };
  const tree: Root = fromHtml(html, { fragment: true });
  walk(tree.children);
  return out;
}

const byTag = (html: string, tag: string): Element[] => elements(html).filter((e) => e.tagName === tag);

describe('the checker itself', () => {
  it('finds what is not inert in raw HTML', () => {
    expect(violations('<img src=x onerror=alert(1)>')).toEqual(['attribute onError on <img>']);
    expect(violations('<script>alert(1)</script>')).toContain('element <script>');
    expect(violations('<a href="jav&#x61;script:alert(1)">x</a>')).toContain('href javascript:alert(1)');
    expect(violations('<p style="color:red">x</p>')).toEqual(['attribute style on <p>']);
    expect(violations('<img src="data:image/svg+xml,x">')).toEqual(['src data:image/svg+xml,x']);
    expect(violations('<p><a href="https://x">x</a></p>')).toEqual([]);
  });
});

/** [name, Markdown] — each must render inert. */
const HOSTILE: readonly (readonly [string, string])[] = [
  ['script element', '<script>alert(1)</script>'],
  ['script inline in a paragraph', 'Hello <script>alert(1)</script> world'],
  ['img onerror', '<img src=x onerror=alert(1)>'],
  ['img onerror inline', 'text <img src=x onerror="alert(1)"> text'],
  ['javascript link', '[x](javascript:alert(1))'],
  ['JAVASCRIPT link, upper case', '[x](JAVASCRIPT:alert(1))'],
  ['javascript link in angle brackets', '[x](<javascript:alert(1)>)'],
  ['hex-entity obfuscated javascript', '[x](jav&#x61;script:alert(1))'],
  ['decimal-entity obfuscated javascript', '[x](&#106;avascript:alert(1))'],
  ['named-entity colon', '[x](javascript&colon;alert(1))'],
  ['tab entity inside the scheme', '[x](java&#x09;script:alert(1))'],
  ['leading control character', '[x](&#x01;javascript:alert(1))'],
  ['vbscript link', '[x](vbscript:msgbox(1))'],
  ['data:text/html link', '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
  ['raw anchor with data:text/html', '<a href="data:text/html,<script>alert(1)</script>">x</a>'],
  ['raw anchor with onclick', '<a href="#" onclick="alert(1)">x</a>'],
  ['javascript autolink', '<javascript:alert(1)>'],
  ['vbscript autolink', '<vbscript:msgbox(1)>'],
  ['reference-style javascript link', '[x][r]\n\n[r]: javascript:alert(1)'],
  ['reference-style entity-obfuscated link', '[x][r]\n\n[r]: &#x6A;avascript:alert(1) "t"'],
  ['reference-style image to javascript', '![x][r]\n\n[r]: javascript:alert(1)'],
  ['image with javascript source', '![x](javascript:alert(1))'],
  ['image with an SVG data URL', '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)'],
  ['image with data:text/html', '![x](data:text/html,hi)'],
  ['image title breaking out', '![x](https://e.example/a.png "t\\" onerror=\\"alert(1)")'],
  ['link title breaking out', '[x](https://e.example "a\\" onclick=\\"alert(1)")'],
  ['svg onload', '<svg onload=alert(1)>'],
  ['svg script', '<svg><script>alert(1)</script></svg>'],
  ['svg xlink:href', '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>'],
  ['iframe', '<iframe src="javascript:alert(1)"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['object and embed', '<object data="x.swf"></object><embed src="x.swf">'],
  ['style element', '<style>body{display:none}</style>'],
  ['style attribute', '<div style="background:url(javascript:alert(1))">x</div>'],
  ['math mtext script', '<math><mtext><script>alert(1)</script></mtext></math>'],
  ['math mglyph style mXSS', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  ['noscript mXSS', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
  ['details ontoggle', '<details open ontoggle=alert(1)><summary>x</summary></details>'],
  ['form action', '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">x</button></form>'],
  [
    'base and meta refresh',
    '<base href="javascript:/"><meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  ],
  ['HTML inside a table cell', '| a | b |\n|---|---|\n| <img src=x onerror=alert(1)> | <script>alert(1)</script> |'],
  ['link inside a table cell', '| a |\n|---|\n| [x](javascript:alert(1)) |'],
  ['KaTeX \\href to javascript', '$\\href{javascript:alert(1)}{x}$'],
  ['KaTeX \\url to javascript', '$$\n\\url{javascript:alert(1)}\n$$'],
  [
    'KaTeX \\htmlClass / \\htmlId / \\htmlStyle / \\htmlData',
    '$\\htmlClass{x}{a} \\htmlId{y}{b} \\htmlStyle{color:red}{c} \\htmlData{foo=bar}{d}$',
  ],
  ['KaTeX colour breaking out', '$\\color{#f00" onclick="alert(1)}{y} \\textcolor{red;x:expression(1)}{z}$'],
  ['KaTeX \\includegraphics', '$\\includegraphics{javascript:alert(1)}$'],
  ['KaTeX text with HTML', '$\\text{<img src=x onerror=alert(1)>}$'],
  ['math next to raw HTML', '$x$<img src=x onerror=alert(1)>'],
  ['circuit body with HTML', '```circuit\n</div><script>alert(1)</script>\n```'],
  ['exercise info string with quotes', '```exercise x" onmouseover="alert(1)\nbody\n```'],
  ['code language with quotes', '```js" onclick="alert(1)\ncode\n```'],
  ['protocol-relative link', '[x](//evil.example/)'],
  ['HTML comment hiding a script', '<!-- x --><script>alert(1)</script><!-- y -->'],
  ['entity-escaped script stays text', '&lt;script&gt;alert(1)&lt;/script&gt;'],
  ['footnote with raw HTML', 'a[^1]\n\n[^1]: <img src=x onerror=alert(1)>'],
  ['nested list with a javascript link', '- a\n  - [x](javascript:alert(1))\n    > <script>alert(1)</script>'],
];

describe('hostile Markdown renders inert', () => {
  it('has at least 25 hostile inputs', () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(25);
  });

  it.each(HOSTILE)('%s', (_name, markdown) => {
    const { html } = renderLesson(markdown);
    expect(violations(html)).toEqual([]);
    for (const element of elements(html)) {
      expect(['script', 'style', 'iframe', 'object', 'embed', 'svg', 'form', 'base', 'meta']).not.toContain(
        element.tagName,
      );
    }
  });

  it('reports what it removed', () => {
    expect(renderLesson('<script>alert(1)</script>').problems[0]).toMatch(/Raw HTML/);
    expect(renderLesson('[x](javascript:alert(1))').problems[0]).toMatch(/link/);
    expect(renderLesson('![x](data:text/html,hi)').problems[0]).toMatch(/image/);
  });

  it('keeps entity-escaped HTML as text', () => {
    const { html } = renderLesson('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(byTag(html, 'p')[0]?.children).toEqual([
      expect.objectContaining({ type: 'text', value: '<script>alert(1)</script>' }),
    ]);
  });

  it('keeps the text of a refused link and drops only its href', () => {
    const [a] = byTag(renderLesson('[click](javascript:alert(1))').html, 'a');
    expect(a?.properties.href).toBeUndefined();
    expect(a?.children).toEqual([expect.objectContaining({ value: 'click' })]);
  });
});

describe('Markdown that renders', () => {
  it('gives headings stable, unique ids', () => {
    const { html } = renderLesson('# Half adder\n\n## The `XOR` gate\n\n## Half adder\n\n### Ünïcode & more!');
    expect(byTag(html, 'h1')[0]?.properties.id).toBe('half-adder');
    expect(byTag(html, 'h2').map((h) => h.properties.id)).toEqual(['the-xor-gate', 'half-adder-1']);
    expect(byTag(html, 'h3')[0]?.properties.id).toBe('ünïcode--more');
  });

  it('renders GFM tables, strikethrough and task lists', () => {
    const { html } = renderLesson('| A | B | Y |\n|:-:|:-|-:|\n| 0 | 1 | 1 |\n\n~~old~~\n\n- [x] done\n- [ ] todo');
    expect(byTag(html, 'th').map((th) => th.properties.align)).toEqual(['center', 'left', 'right']);
    expect(byTag(html, 'td')).toHaveLength(3);
    expect(byTag(html, 'del')).toHaveLength(1);
    const boxes = byTag(html, 'input');
    expect(boxes.map((b) => [b.properties.type, b.properties.disabled, b.properties.checked])).toEqual([
      ['checkbox', true, true],
      ['checkbox', true, undefined],
    ]);
  });

  it('renders fenced code with a language class', () => {
    const { html } = renderLesson('```verilog\nmodule m; endmodule\n```\n\n    indented');
    const codes = byTag(html, 'code');
    expect(codes[0]?.properties.className).toEqual(['language-verilog']);
    expect(codes[1]?.properties.className).toBeUndefined();
  });

  it('keeps https, raster data and relative images', () => {
    const { html, problems } = renderLesson(
      '![a](https://e.example/a.png) ![b](data:image/png;base64,iVBORw0KGgo=) ![c](data:image/webp;base64,UklGRg==) ![d](pictures/half-adder.png)',
    );
    expect(byTag(html, 'img').map((img) => img.properties.src)).toEqual([
      'https://e.example/a.png',
      'data:image/png;base64,iVBORw0KGgo=',
      'data:image/webp;base64,UklGRg==',
      'pictures/half-adder.png',
    ]);
    expect(problems).toEqual([]);
  });

  it('drops other images, keeping their alt text', () => {
    const { html, problems } = renderLesson('![the diagram](http://e.example/a.png)');
    expect(byTag(html, 'img')).toEqual([]);
    expect(html).toContain('the diagram');
    expect(problems).toHaveLength(1);
  });

  it('marks external links and gives every link rel', () => {
    const { html } = renderLesson('[a](https://e.example) [b](#half-adder) [c](mailto:t@e.example) [d](other-lesson)');
    const links = byTag(html, 'a');
    expect(links.map((a) => a.properties.rel)).toEqual([
      ['noopener', 'noreferrer'],
      ['noopener', 'noreferrer'],
      ['noopener', 'noreferrer'],
      ['noopener', 'noreferrer'],
    ]);
    expect(links.map((a) => a.properties.dataExternal)).toEqual(['true', undefined, 'true', undefined]);
  });

  it('renders math to MathML with KaTeX', () => {
    const { html, problems } = renderLesson('Inline $\\overline{A \\cdot B}$.\n\n$$\nY = A \\oplus B\n$$');
    expect(problems).toEqual([]);
    const maths = byTag(html, 'math');
    expect(maths).toHaveLength(2);
    expect(maths[1]?.properties.display).toBe('block');
    expect(byTag(html, 'annotation').map((a) => a.children[0])).toEqual([
      expect.objectContaining({ value: '\\overline{A \\cdot B}' }),
      expect.objectContaining({ value: 'Y = A \\oplus B' }),
    ]);
    expect(byTag(html, 'div')[0]?.properties.className).toEqual(['cf-math-display']);
    expect(byTag(html, 'mo').map((mo) => mo.children[0])).toContainEqual(expect.objectContaining({ value: '⊕' }));
  });

  it("keeps KaTeX's MathML presentation attributes (all but the implied xmlns)", () => {
    const tex =
      '\\sum_{i=0}^{n} 2^i \\large x \\color{red}{y} \\left( \\frac{a}{b} \\right) \\xrightarrow{clk} \\hat{q} \\begin{array}{c|c}A & \\neg A\\\\\\hline 0&1\\end{array}';
    const attributes = (html: string): string[] =>
      [...html.matchAll(/ ([a-z-]+)="([^"]*)"/g)].map((m) => `${m[1]}=${m[2]}`).filter((a) => !a.startsWith('xmlns='));
    const raw = new Set(attributes(katex.renderToString(tex, { output: 'mathml', displayMode: true })));
    const ours = new Set(attributes(renderLesson(`$$\n${tex}\n$$`).html));
    expect([...raw].filter((a) => !ours.has(a))).toEqual([]);
  });

  it('turns a math error into an error span and a problem', () => {
    const { html, problems } = renderLesson('$\\frac{A$');
    const [span] = byTag(html, 'span');
    expect(span?.properties.className).toEqual(['cf-math-error']);
    expect(span?.children).toEqual([expect.objectContaining({ value: '\\frac{A' })]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/Math/);
  });

  it('leaves circuit and exercise fences as empty placeholders with their text in blocks', () => {
    const markdown = [
      '# Lesson',
      '',
      '```circuit half-adder',
      '{"parts":[]}',
      '```',
      '',
      '- in a list:',
      '',
      '  ~~~exercise xor-1',
      '  Build XOR.',
      '  ~~~',
      '',
      '```Circuit',
      'inline',
      '```',
    ].join('\n');
    const { html, blocks } = renderLesson(markdown);
    expect(blocks).toEqual([
      { index: 0, kind: 'circuit', info: 'circuit half-adder', meta: 'half-adder', body: '{"parts":[]}' },
      { index: 1, kind: 'exercise', info: 'exercise xor-1', meta: 'xor-1', body: 'Build XOR.' },
      { index: 2, kind: 'circuit', info: 'circuit', meta: '', body: 'inline' },
    ]);
    const placeholders = byTag(html, 'div');
    expect(placeholders.map((d) => [d.properties.className, d.properties.dataBlock, d.children.length])).toEqual([
      [['cf-lesson-block'], '0', 0],
      [['cf-lesson-block'], '1', 0],
      [['cf-lesson-block'], '2', 0],
    ]);
    expect(html).not.toContain('parts');
    expect(byTag(html, 'pre')).toEqual([]);
  });

  it('is the same for the same input (no state between calls)', () => {
    const markdown = '# A\n\n# A\n\n```circuit\nx\n```';
    expect(renderLesson(markdown)).toEqual(renderLesson(markdown));
  });
});

const FRAGMENTS = [
  '<script>',
  '</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<a href="javascript:alert(1)">',
  '<iframe srcdoc=x>',
  '<style>',
  '<math><mtext>',
  '<div style="x">',
  ' onclick="x" ',
  'javascript:',
  'jav&#x61;script:',
  '&#106;',
  '[x](',
  '](javascript:alert(1))',
  '![i](',
  '<',
  '>',
  '"',
  "'",
  '`',
  '```circuit\n',
  '```\n',
  '$',
  '$$\n',
  '\\href{javascript:x}{y}',
  '\n\n',
  '| a |\n|---|\n',
  '[r]: javascript:x\n',
  '<!--',
  '-->',
];

describe('property: any input renders inside the allowlist', () => {
  it('has no element outside the allowlist and no on* attribute', () => {
    const htmlish = fc
      .array(fc.oneof(fc.constantFrom(...FRAGMENTS), fc.string({ maxLength: 12 })), { maxLength: 24 })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), htmlish), (markdown) => {
        expect(violations(renderLesson(markdown).html)).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });
});
