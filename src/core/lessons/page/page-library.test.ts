import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { describe, expect, it } from 'vitest';
import type { Circuit } from '../../../shared/circuit/types';
import { STARTER_CIRCUITS, STARTER_LESSONS } from '../../../shared/lessons/starter';
import { compile } from '../../simulation/simulation';
import { lessonPageHandlers } from './handlers';
import { PAGE_CLASSES, readPageLibrary } from './page-data';
import { lessonPageHtml } from './page-html';
import { placedSubcircuits } from '../placed-subcircuits';
import { libraryOf } from './page-library';
import { ADDER_CELLS, FULL_ADDER_DEMO, SUBCIRCUIT_LESSON, adderLibrary } from './test-support/subcircuit-lesson';

type Element = DefaultTreeAdapterMap['element'];
type Node = DefaultTreeAdapterMap['node'];

function libraryScripts(html: string): Element[] {
  const out: Element[] = [];
  const walk = (n: Node) => {
    if ('tagName' in n && n.attrs.some((a) => a.name === 'class' && a.value === PAGE_CLASSES.library)) out.push(n);
    if ('childNodes' in n) n.childNodes.forEach(walk);
  };
  walk(parse(html));
  return out;
}
const text = (e: Element) => e.childNodes.map((c) => ('value' in c ? c.value : '')).join('');
const RUNTIME = 'document.documentElement.dataset.live = "ready";';
const CIRCUITS = { 'fa-demo': { name: 'Full adder demo', circuit: FULL_ADDER_DEMO } };

/** A circuit placing `ids`, one instance each (no wires: only the uses matter here). */
const placing = (...ids: string[]): Circuit => ({
  components: ids.map((id, i) => ({
    id: `u${i}`,
    type: 'SUBCIRCUIT',
    label: `U${i}`,
    x: 0,
    y: i * 100,
    rotation: 0,
    properties: { circuit: id, ports: '' },
  })),
  wires: [],
});

describe('placedSubcircuits', () => {
  it('carries every definition the circuits place, transitively, each once, innermost first', () => {
    const found = placedSubcircuits([FULL_ADDER_DEMO, FULL_ADDER_DEMO], adderLibrary);
    expect(found.definitions.map((d) => d.id)).toEqual(['ex-half-adder', 'ex-full-adder']);
    expect(found.definitions[1]!.name).toBe('FA');
    expect(found).toMatchObject({ missing: [], truncated: false });
  });

  it('names what the library lacks, reads a circuit that contains itself once, and stops at the bound', () => {
    const loop: Record<string, Circuit> = { a: placing('b', 'gone'), b: placing('a') };
    const read = (id: string) => (loop[id] ? { name: id.toUpperCase(), circuit: loop[id] } : undefined);
    const found = placedSubcircuits([placing('a')], read);
    expect(found.definitions.map((d) => d.id)).toEqual(['b', 'a']);
    expect(found.missing).toEqual(['gone']);
    const chain: Record<string, Circuit> = { c0: placing('c1'), c1: placing('c2'), c2: placing('c3'), c3: placing() };
    const bounded = placedSubcircuits([placing('c0')], (id) => chain[id] && { name: id, circuit: chain[id] }, 3);
    expect(bounded.definitions.map((d) => d.id)).toEqual(['c3', 'c2', 'c1']);
    expect(bounded.truncated).toBe(true);
  });

  it('a circuit without subcircuits needs nothing', () => {
    const found = placedSubcircuits(
      STARTER_CIRCUITS.map((c) => c.circuit),
      () => {
        throw new Error('not read');
      },
    );
    expect(found.definitions).toEqual([]);
  });
});

describe('the exported page carries the subcircuits its circuits place', () => {
  it('as one library script the page reads back, with which the circuit simulates', () => {
    const html = lessonPageHtml({
      lesson: SUBCIRCUIT_LESSON,
      circuits: CIRCUITS,
      runtime: RUNTIME,
      library: adderLibrary,
    });
    const scripts = libraryScripts(html);
    expect(scripts).toHaveLength(1);
    const read = readPageLibrary(text(scripts[0]!));
    if ('problem' in read) throw new Error(read.problem);
    expect(read.definitions.map((d) => d.id)).toEqual(['ex-half-adder', 'ex-full-adder']);
    expect(read.definitions).toEqual(ADDER_CELLS);
    // With the page's definitions the full adder works: 1 + 1 + 0 = 10.
    const sim = compile(FULL_ADDER_DEMO, { engine: 'event', library: libraryOf(read.definitions) });
    if (!sim.success) throw new Error(sim.error);
    const byLabel = (l: string) => FULL_ADDER_DEMO.components.find((c) => c.label === l)!.id;
    for (const l of ['A', 'B']) sim.data.setSourceLevel(byLabel(l), true);
    sim.data.settle();
    expect(sim.data.diagnostics().filter((d) => d.severity === 'error')).toEqual([]);
    expect(sim.data.componentState(byLabel('SUM'))?.value).toBe('0');
    expect(sim.data.componentState(byLabel('COUT'))?.value).toBe('1');
  });

  it("finds definitions among the request's circuits too, and leaves the script out when nothing places one", () => {
    const circuits = {
      ...CIRCUITS,
      ...Object.fromEntries(ADDER_CELLS.map((c) => [c.id, { name: c.name, circuit: c.circuit }])),
    };
    const html = lessonPageHtml({ lesson: SUBCIRCUIT_LESSON, circuits, runtime: RUNTIME });
    const read = readPageLibrary(text(libraryScripts(html)[0]!));
    expect('definitions' in read && read.definitions.map((d) => d.id)).toEqual(['ex-half-adder', 'ex-full-adder']);
    const starter = STARTER_LESSONS.find((l) => l.id === 'starter-gates')!;
    const plain = lessonPageHtml({
      lesson: starter,
      circuits: Object.fromEntries(STARTER_CIRCUITS.map((c) => [c.id, c.circuit])),
      runtime: RUNTIME,
    });
    expect(libraryScripts(plain)).toEqual([]);
  });

  it('through the channel handler, reading the definitions from the circuit library', async () => {
    const handlers = lessonPageHandlers(() => Promise.resolve({ success: true, data: RUNTIME }), adderLibrary);
    const result = await handlers['lessons:exportPage'](
      { lesson: SUBCIRCUIT_LESSON, circuits: [{ id: 'fa-demo', name: 'Full adder demo', circuit: FULL_ADDER_DEMO }] },
      { host: 'browser' },
    );
    if (!result.success) throw new Error(result.error);
    const read = readPageLibrary(text(libraryScripts(result.data.html)[0]!));
    expect('definitions' in read && read.definitions.length).toBe(2);
  });

  it('reads damaged library data as a problem in words', () => {
    expect(readPageLibrary('{')).toEqual({
      problem: "The page's subcircuits could not be read: their data is damaged.",
    });
    expect(readPageLibrary('{"definitions": [{"id": "x"}]}')).toEqual({
      problem: "The page's subcircuits could not be read: their data is not circuits.",
    });
  });
});
