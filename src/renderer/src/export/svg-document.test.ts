import { exampleState } from '../../../shared/test-support/example-state';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CircuitState } from '../../../shared/circuit/circuit-state';
import type { ComponentInstance, Wire } from '../../../shared/circuit/types';
import { EXAMPLES } from '../../../shared/examples';
import { componentBox } from '../../../shared/layout/geometry';
import { WireRouter } from '../../../shared/routing/router';
import { routeScene, scenePart } from '../../../shared/routing/scene';
import type { WireRoute } from '../../../shared/routing/types';
import { buildCircuitSvg, type ImageOptions, type SvgImage } from './svg-document';
import { allElements, parseXml, type XmlElement } from './test-support/xml';

/** A fixed seed: every run the same (change it to explore others); fast-check prints a failure's seed. */
const SEED = 20_261_123;

const ALL: ImageOptions = { scope: 'all', background: 'light', grid: false };

/** A shipped example by id, built as a circuit. */
const exampleById = (id: string): CircuitState => exampleState(EXAMPLES.find((e) => e.id === id)!);

function routesOf(state: CircuitState): ReadonlyMap<string, WireRoute> {
  return new WireRouter().update(routeScene(state.components(), state.wires())).changed;
}

function svgOf(state: CircuitState, options: Partial<ImageOptions> = {}, selection: ReadonlySet<string> = new Set()) {
  const image = buildCircuitSvg({
    name: 'Test & <circuit>',
    state,
    routes: routesOf(state),
    selection,
    options: { ...ALL, ...options },
  });
  return { image, root: parseXml(image.svg) };
}

const byClass = (root: XmlElement, name: string) =>
  allElements(root).filter((e) => (e.attributes.class ?? '').split(' ').includes(name));

/** True when the image's viewBox holds the box. */
function holds(image: SvgImage, box: { x: number; y: number; width: number; height: number }): boolean {
  const v = image.viewBox;
  return box.x >= v.x && box.y >= v.y && box.x + box.width <= v.x + v.width && box.y + box.height <= v.y + v.height;
}

describe('the SVG export', () => {
  it.each(EXAMPLES.map((e) => e.id))('draws every part and every wire of the %s example as well-formed SVG', (id) => {
    const state = exampleById(id);
    const { root } = svgOf(state);
    expect(root.name).toBe('svg');
    expect(root.attributes.xmlns).toBe('http://www.w3.org/2000/svg');
    const parts = byClass(root, 'cf-part');
    expect(parts.map((p) => p.attributes['data-id']).sort()).toEqual([...state.components()].map((c) => c.id).sort());
    for (const part of parts) {
      const label = byClass(part, 'cf-label')[0];
      expect(label?.text).toBe(part.attributes['data-label']);
    }
    const wires = byClass(root, 'cf-wire');
    expect(wires.map((w) => w.attributes['data-wire']).sort()).toEqual([...state.wires()].map((w) => w.id).sort());
    for (const wire of wires) expect(wire.attributes.d).toMatch(/^M-?\d/);
  });

  it('names the document after the circuit, escaped', () => {
    const { image, root } = svgOf(exampleById('half-adder'));
    expect(root.children.find((e) => e.name === 'title')?.text).toBe('Test & <circuit>');
    expect(image.svg).toContain('<title>Test &amp; &lt;circuit&gt;</title>');
  });

  it('resolves every colour: no CSS variable is left in the file', () => {
    const { image, root } = svgOf(exampleById('full-adder'), { grid: true });
    expect(image.svg).not.toMatch(/var\(--/);
    const style = root.children.find((e) => e.name === 'style')?.text ?? '';
    expect(style).toMatch(/\.cf-wire \{ stroke: #[0-9a-f]{6};/);
    expect(style).toMatch(/\.sym-line \{ stroke: #[0-9a-f]{6};/);
  });

  it('draws on the light canvas colour or on white, with the grid only when asked', () => {
    const light = svgOf(exampleById('half-adder'), { background: 'light' }).root;
    const white = svgOf(exampleById('half-adder'), { background: 'white', grid: true }).root;
    expect(byClass(light, 'cf-background')[0]?.attributes.fill).toBe('#fbfbfd');
    expect(byClass(white, 'cf-background')[0]?.attributes.fill).toBe('#ffffff');
    expect(allElements(light).some((e) => e.name === 'pattern')).toBe(false);
    expect(allElements(white).filter((e) => e.name === 'pattern')).toHaveLength(1);
  });

  it('draws the junction dots the routes have', () => {
    const state = exampleById('full-adder');
    const expected = new Set([...routesOf(state).values()].flatMap((r) => r.junctions.map((p) => `${p.x},${p.y}`)));
    expect(expected.size).toBeGreaterThan(0);
    const dots = byClass(svgOf(state).root, 'cf-junction').map((c) => `${c.attributes.cx},${c.attributes.cy}`);
    expect(new Set(dots)).toEqual(expected);
  });

  it('exports only the selected parts and the wires between them', () => {
    const state = exampleById('full-adder');
    const [first, second] = [...state.wires()];
    const selection = new Set([first!.from.component, first!.to.component]);
    const { image, root } = svgOf(state, { scope: 'selection' }, selection);
    expect(
      byClass(root, 'cf-part')
        .map((p) => p.attributes['data-id'])
        .sort(),
    ).toEqual([...selection].sort());
    const between = [...state.wires()].filter((w) => selection.has(w.from.component) && selection.has(w.to.component));
    expect(
      byClass(root, 'cf-wire')
        .map((w) => w.attributes['data-wire'])
        .sort(),
    ).toEqual(between.map((w) => w.id).sort());
    expect(second).toBeDefined();
    const whole = svgOf(state).image;
    expect(image.viewBox.width * image.viewBox.height).toBeLessThan(whole.viewBox.width * whole.viewBox.height);
  });

  it('draws a wire without a fitting route as the canvas’s plain bend from pin to pin', () => {
    const state = exampleById('half-adder');
    const image = buildCircuitSvg({ name: 'x', state, routes: new Map(), selection: new Set(), options: ALL });
    const wires = byClass(parseXml(image.svg), 'cf-wire');
    expect(wires).toHaveLength(state.wireCount);
    expect(byClass(parseXml(image.svg), 'cf-junction')).toHaveLength(0);
  });

  it('fits every part, label and caption of every example inside the viewBox, with a margin', () => {
    for (const example of EXAMPLES) {
      const state = exampleById(example.id);
      const { image } = svgOf(state);
      for (const c of state.components()) {
        const part = scenePart(c)!;
        for (const b of [part.body, ...part.text])
          expect(holds(image, { x: b.x0 - 10, y: b.y0 - 10, width: b.x1 - b.x0 + 20, height: b.y1 - b.y0 + 20 })).toBe(
            true,
          );
      }
    }
  });
});

const TYPES = [
  'SWITCH_TOGGLE',
  'CLOCK',
  'AND_2',
  'NOT',
  'D_FLIPFLOP',
  'GND',
  'VCC',
  'RESISTOR',
  'LED_RED',
  'COUNTER_4',
];

/** Random parts anywhere (rotated, long labels), wired output to input, one driver per input. */
const randomCircuit = fc
  .array(
    fc.record({
      type: fc.constantFrom(...TYPES),
      x: fc.integer({ min: -300, max: 300 }),
      y: fc.integer({ min: -300, max: 300 }),
      rotation: fc.constantFrom<0 | 90 | 180 | 270>(0, 90, 180, 270),
      long: fc.boolean(),
    }),
    { minLength: 1, maxLength: 10 },
  )
  .chain((parts) => fc.tuple(fc.constant(parts), fc.array(fc.nat(), { minLength: 20, maxLength: 20 })))
  .map(([parts, picks]) => {
    const components: ComponentInstance[] = parts.map((p, i) => ({
      id: `c${i}`,
      type: p.type,
      label: p.long ? `PART_WITH_A_LONG_NAME_${i}` : `P${i}`,
      x: p.x * 10,
      y: p.y * 10,
      rotation: p.rotation,
      properties: {},
    }));
    const state = new CircuitState();
    const added = state.apply(components.map((component) => ({ op: 'addComponent' as const, component })));
    if (!added.success) throw new Error(added.error);
    const wires: Wire[] = [];
    picks.forEach((pick, n) => {
      const a = components[pick % components.length]!;
      const b = components[(pick >> 4) % components.length]!;
      const wire = { id: `w${n}`, from: { component: a.id, pin: 'out' }, to: { component: b.id, pin: 'in' } };
      if (a.id !== b.id && state.checkWire(wire.from, wire.to).success) {
        const applied = state.apply([{ op: 'addWire', wire }]);
        if (applied.success) wires.push(wire);
      }
    });
    return state;
  });

describe('the SVG export of random circuits', () => {
  it('always has a viewBox holding every part’s box and every wire', () => {
    fc.assert(
      fc.property(randomCircuit, fc.boolean(), (state, routed) => {
        const routes = routed ? routesOf(state) : new Map<string, WireRoute>();
        const image = buildCircuitSvg({ name: 'random', state, routes, selection: new Set(), options: ALL });
        const root = parseXml(image.svg);
        for (const c of state.components()) expect(holds(image, componentBox(c))).toBe(true);
        expect(byClass(root, 'cf-part')).toHaveLength(state.componentCount);
        expect(byClass(root, 'cf-wire')).toHaveLength(state.wireCount);
      }),
      { seed: SEED, numRuns: 60 },
    );
  });
});
