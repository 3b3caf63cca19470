import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COMPONENT_DEFINITIONS, COMPONENT_TYPES, listByCategory } from '../../shared/components/registry';
import { CATEGORIES } from '../../shared/components/types';
import { SHORT_DESCRIPTIONS } from './component-catalog';
import { createToolHarness, type ToolHarness } from '../../main/test-support/tool-harness';

let harness: ToolHarness;
beforeEach(() => {
  harness = createToolHarness();
});
afterEach(async () => {
  await harness.close();
});
const call = (name: string, args: object = {}) => harness.call(name, args as never);

describe('get_available_components', () => {
  it('lists every type once, under its category, with its name', async () => {
    const result = await call('get_available_components');
    expect(result.success).toBe(true);
    const text = result.components as string;
    for (const category of CATEGORIES) expect(text).toContain(`${category}:\n`);
    const lines = text.split('\n').filter((l) => !l.endsWith(':'));
    const listed = listByCategory().flatMap((g) => g.components.map((c) => c.type));
    expect(lines.map((l) => l.split(' ')[0])).toEqual(listed);
    for (const d of COMPONENT_DEFINITIONS.filter((x) => x.listed !== false))
      expect(text).toContain(`${d.type} ${d.name}`);
    // A subcircuit is placed from the library, never as the bare type.
    expect(lines.map((l) => l.split(' ')[0])).not.toContain('SUBCIRCUIT');
    expect(text).toContain('LED_RED LED (red): lights when anode=1 and cathode reaches GND');
  });

  it('has a one-line description (or a deliberate blank) for every type of the registry', () => {
    expect(Object.keys(SHORT_DESCRIPTIONS).sort()).toEqual([...COMPONENT_TYPES].sort());
  });
});

describe('get_component_schema', () => {
  it('describes a type written loosely: pins with directions, places and rules, properties, examples, notes', async () => {
    const result = await call('get_component_schema', { component_type: 'and-2' });
    expect(result.success).toBe(true);
    const [and] = result.components as {
      type: string;
      pins: { name: string; direction: string; x: number; can_connect_to: string[]; max_connections: number }[];
      properties: { name: string; default: unknown; schema: { maximum?: number } }[];
      example_connections: unknown[];
      notes: string[];
    }[];
    expect(and!.type).toBe('AND_2');
    expect(and!.pins.map((p) => `${p.name}:${p.direction}:${p.max_connections}`)).toEqual([
      'a:input:1',
      'b:input:1',
      'out:output:-1',
    ]);
    expect(and!.pins[2]!.can_connect_to).toEqual(['input', 'passive']);
    expect(and!.properties).toMatchObject([
      { name: 'delay', default: 1, schema: { maximum: 1000 } },
      // A gate works on a bus, bit by bit, when given a width.
      { name: 'width', default: 1, schema: { maximum: 32 } },
    ]);
    expect(and!.example_connections.length).toBeGreaterThan(0);
    expect(and!.notes.join(' ')).toContain('exactly one driver');
  });

  it('says that GND accepts many connections and how an LED lights', async () => {
    const result = await call('get_component_schema', { component_types: ['GND', 'LED_BLUE', 'D_FLIPFLOP'] });
    const [gnd, led, ff] = result.components as { notes: string[] }[];
    expect(gnd!.notes).toContain('GND accepts many connections.');
    expect(led!.notes.join(' ')).toContain('cathode reaches GND');
    expect(ff!.notes.join(' ')).toContain('CLK is edge-triggered');
    expect(ff!.notes.join(' ')).toContain('PRE is optional: unconnected it reads');
  });

  it('refuses unknown types, naming similar valid ones', async () => {
    const result = await call('get_component_schema', { component_types: ['ANDD_2', 'XOR_2', 'flipflopp'] });
    expect(result).toMatchObject({ success: false });
    expect(result.error).toContain('"ANDD_2" (did you mean AND_2');
    expect(result.error).toContain('"flipflopp"');
    expect(result.hint).toContain('get_available_components');
  });

  it('asks for a type when given none', async () => {
    expect(await call('get_component_schema', {})).toMatchObject({
      success: false,
      hint: expect.stringContaining('AND_2') as unknown,
    });
  });
});

describe('search_components', () => {
  it('finds types by alias and name', async () => {
    const result = await call('search_components', { query: 'flip flop' });
    expect(result.success).toBe(true);
    expect((result.matches as string[]).map((m) => m.split(' ')[0])).toContain('D_FLIPFLOP');
    const adders = await call('search_components', { query: 'adder' });
    expect((adders.matches as string[]).map((m) => m.split(' ')[0]).sort()).toEqual([
      'ADDER',
      'FULL_ADDER',
      'HALF_ADDER',
    ]);
  });

  it('falls back to what parts do, and says when nothing fits', async () => {
    const wave = await call('search_components', { query: 'square wave generator' });
    expect((wave.matches as string[])[0]).toMatch(/^CLOCK /);
    expect(await call('search_components', { query: 'qqqzzz' })).toMatchObject({ success: false });
  });
});
