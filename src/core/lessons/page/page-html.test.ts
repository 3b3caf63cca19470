import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { describe, expect, it } from 'vitest';
import type { Circuit } from '../../../shared/circuit/types';
import type { Lesson } from '../../../shared/lessons/types';
import { STARTER_CIRCUITS, STARTER_LESSONS } from '../../../shared/lessons/starter';
import { lessonPageHtml, scriptJson } from './page-html';
import { readLiveCircuitData } from './page-data';
import { cspHash } from './sha256';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const CIRCUITS = Object.fromEntries(STARTER_CIRCUITS.map((c) => [c.id, { name: c.name, circuit: c.circuit }]));
const RUNTIME = 'document.documentElement.dataset.live = "ready"; const s = "</script><!-- x";';
const lesson = (id: string): Lesson => STARTER_LESSONS.find((l) => l.id === id)!;

function elements(node: Node): Element[] {
  const out: Element[] = [];
  const walk = (n: Node) => {
    if ('tagName' in n) out.push(n);
    if ('childNodes' in n) n.childNodes.forEach(walk);
    if ('content' in n && n.content) walk(n.content);
  };
  walk(node);
  return out;
}
const attr = (e: Element, name: string) => e.attrs.find((a) => a.name === name)?.value;
const text = (e: Element) => e.childNodes.map((c) => ('value' in c ? c.value : '')).join('');

function page(input: Partial<Parameters<typeof lessonPageHtml>[0]> = {}) {
  const html = lessonPageHtml({ lesson: lesson('starter-gates'), circuits: CIRCUITS, runtime: RUNTIME, ...input });
  return { html, all: elements(parse(html)) };
}

describe('lessonPageHtml', () => {
  it('is one document: a CSP in its head, the inline style and script allowed by hash, nothing else', () => {
    const { html, all } = page();
    expect(html.startsWith('<!doctype html>')).toBe(true);
    const meta = all.find((e) => e.tagName === 'meta' && attr(e, 'http-equiv') === 'Content-Security-Policy')!;
    const csp = attr(meta, 'content')!;
    const styles = all.filter((e) => e.tagName === 'style');
    const scripts = all.filter((e) => e.tagName === 'script');
    const runnable = scripts.filter((s) => attr(s, 'type') === undefined);
    expect(styles).toHaveLength(1);
    expect(runnable).toHaveLength(1);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain(`script-src ${cspHash(text(runnable[0]!))}`);
    expect(csp).toContain(`style-src ${cspHash(text(styles[0]!))}`);
    expect(csp).not.toMatch(/unsafe|https?:|\*/);
    // Every other script is data.
    expect(
      scripts.filter((s) => attr(s, 'type') !== undefined).every((s) => attr(s, 'type') === 'application/json'),
    ).toBe(true);
    // No external reference anywhere.
    expect(all.filter((e) => ['link', 'iframe', 'object', 'embed', 'base'].includes(e.tagName))).toEqual([]);
    expect(all.filter((e) => attr(e, 'src') !== undefined)).toEqual([]);
    expect(all.filter((e) => e.attrs.some((a) => a.name.startsWith('on')))).toEqual([]);
  });

  it('keeps the runtime whole: a </script> inside it cannot end the element', () => {
    const { all } = page();
    const runnable = all.filter((e) => e.tagName === 'script' && attr(e, 'type') === undefined);
    expect(text(runnable[0]!)).toContain('<\\/script><\\!-- x');
  });

  it("embeds the starter lesson's live circuit by its ref, with its name, and places the exercise", () => {
    const { all } = page();
    const data = all.filter((e) => e.tagName === 'script' && attr(e, 'type') === 'application/json');
    expect(data).toHaveLength(1);
    const live = readLiveCircuitData(text(data[0]!));
    expect('circuit' in live && live.name).toBe('Five gates side by side');
    const blocks = all.filter((e) => attr(e, 'class') === 'cf-lesson-block');
    expect(blocks.map((b) => attr(b, 'data-block'))).toEqual(['0', '1']);
    expect(attr(data[0]!, 'data-block')).toBe('0');
    const exercise = all.find((e) => e.tagName === 'section' && attr(e, 'class') === 'cf-exercise')!;
    expect(attr(exercise, 'data-block')).toBe('1');
    expect(elements(exercise).some((e) => e.tagName === 'h3' && text(e) === 'Equal bits')).toBe(true);
  });

  it("never carries an exercise's reference, start, tests or hints", () => {
    const base = lesson('starter-gates');
    const [exercise] = base.exercises;
    const marked: Lesson = {
      ...base,
      exercises: [
        {
          ...exercise!,
          reference: {
            ...exercise!.reference,
            components: exercise!.reference.components.map((c, i) => ({ ...c, label: `REFSECRET${i}` })),
          },
          start: {
            ...exercise!.start,
            components: exercise!.start.components.map((c) => ({ ...c, label: 'STARTSECRET' })),
          },
          tests: exercise!.tests.map((t, i) => ({ ...t, name: `TESTSECRET${i}`, source: `${t.source}# TESTSECRET\n` })),
          hints: exercise!.hints.map(() => 'HINTSECRET'),
        },
      ],
    };
    const { html } = page({ lesson: marked });
    expect(html).toContain(exercise!.title);
    expect(html).not.toMatch(/REFSECRET|STARTSECRET|TESTSECRET|HINTSECRET/);
    // Every starter lesson: the only circuits embedded are its live circuits, none an exercise's.
    for (const l of STARTER_LESSONS) {
      const all = elements(parse(lessonPageHtml({ lesson: l, circuits: CIRCUITS, runtime: RUNTIME })));
      const embedded = all
        .filter((e) => attr(e, 'class') === 'cf-circuit-data')
        .map((e) => readLiveCircuitData(text(e)))
        .map((d) => ('circuit' in d ? JSON.stringify(d.circuit) : ''));
      for (const e of l.exercises) expect(embedded).not.toContain(JSON.stringify(e.reference));
      expect(embedded.every((d) => d !== '')).toBe(true);
    }
  });

  it('escapes a label that tries to end the data script', () => {
    const hostile = '</script><script>alert(1)</script>';
    const circuit: Circuit = {
      components: [{ id: 'c1', type: 'SWITCH_TOGGLE', label: 'A', x: 0, y: 0, rotation: 0, properties: {} }],
      wires: [],
    };
    const json = JSON.stringify({ ...circuit, components: [{ ...circuit.components[0], label: hostile }] });
    expect(scriptJson({ label: hostile })).not.toContain('<');
    const l: Lesson = { id: 'l', title: 'T', markdown: '```circuit\n' + json + '\n```\n', exercises: [] };
    const { all } = page({ lesson: l });
    expect(all.filter((e) => e.tagName === 'script')).toHaveLength(2);
  });

  it('keeps a hostile lesson inert: raw HTML, javascript: links, a title with markup', () => {
    const l: Lesson = {
      id: 'l',
      title: '<img src=x onerror=alert(1)>',
      markdown: [
        '# Hi',
        '<script>alert(1)</script>',
        '<img src="x" onerror="alert(2)">',
        '[x](javascript:alert(3))',
        '```circuit',
        'ref: nowhere',
        '```',
      ].join('\n\n'),
      exercises: [],
    };
    const { html, all } = page({ lesson: l });
    expect(all.filter((e) => e.tagName === 'script' && attr(e, 'type') === undefined)).toHaveLength(1);
    expect(all.filter((e) => e.tagName === 'img')).toEqual([]);
    expect(all.filter((e) => e.attrs.some((a) => a.name.startsWith('on')))).toEqual([]);
    expect(html).not.toContain('javascript:');
    expect(all.find((e) => e.tagName === 'title') && text(all.find((e) => e.tagName === 'title')!)).toBe(l.title);
    const data = all.find((e) => attr(e, 'class') === 'cf-circuit-data')!;
    expect(readLiveCircuitData(text(data))).toEqual({
      problem: 'The circuit nowhere was not exported with this lesson, so it cannot be shown here.',
    });
  });

  it('writes the chosen theme', () => {
    expect(page({ theme: 'dark' }).html).toContain('<html lang="en" data-theme="dark">');
    expect(page().html).toContain('prefers-color-scheme: dark');
  });
});
