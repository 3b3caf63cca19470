import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import { partOfLink, remarkPartLinks } from './part-links';

const LABELS = new Map([
  ['G1', 'c-g1'],
  ['SUM', 'c-sum'],
  ['A', 'c-a'],
  ['LED1', 'c-led1'],
  ['LED10', 'c-led10'],
]);

function html(text: string, labels: ReadonlyMap<string, string> = LABELS): string {
  return renderToStaticMarkup(
    createElement(Markdown, { remarkPlugins: [remarkGfm, [remarkPartLinks, { labels }]], skipHtml: true }, text),
  );
}

describe('part labels in an answer', () => {
  it('become links in code, in bold and in running text', () => {
    expect(html('The XOR `G1` drives **SUM**; LED1 lights.')).toBe(
      '<p>The XOR <a href="#part:c-g1"><code>G1</code></a> drives <a href="#part:c-sum"><strong>SUM</strong></a>; <a href="#part:c-led1">LED1</a> lights.</p>',
    );
  });

  it('leave ordinary words alone: a one-letter label only links in code or bold', () => {
    expect(html('A switch named `A` and **A**.')).toBe(
      '<p>A switch named <a href="#part:c-a"><code>A</code></a> and <a href="#part:c-a"><strong>A</strong></a>.</p>',
    );
  });

  it('match whole labels only, the longest first, and never inside links or code blocks', () => {
    expect(html('LED10 and LED1x and G12 and [G1](https://example.org)')).toBe(
      '<p><a href="#part:c-led10">LED10</a> and LED1x and G12 and <a href="https://example.org">G1</a></p>',
    );
    expect(html('```\nG1 = A xor B\n```')).toBe('<pre><code>G1 = A xor B\n</code></pre>');
  });

  it('reach into lists and tables', () => {
    const out = html('- G1 is an XOR\n\n| part | role |\n| --- | --- |\n| SUM | output |');
    expect(out).toContain('<li><a href="#part:c-g1">G1</a> is an XOR</li>');
    expect(out).toContain('<td><a href="#part:c-sum">SUM</a></td>');
  });

  it('render no raw HTML, and nothing changes without labels', () => {
    // The tags go; what was between them stays as text.
    expect(html('<b>G1</b> <script>alert(1)</script>', new Map())).toBe('<p>G1 alert(1)</p>');
  });

  it('are read back from the link address', () => {
    expect(partOfLink('#part:c-g1')).toBe('c-g1');
    expect(partOfLink('https://example.org')).toBeUndefined();
    expect(partOfLink(undefined)).toBeUndefined();
  });
});
