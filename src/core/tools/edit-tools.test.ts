import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { canonical, halfAdderCircuit } from './test-support/circuits';
import { createToolHarness, type ToolHarness } from '../../main/test-support/tool-harness';

let harness: ToolHarness;
beforeEach(() => {
  harness = createToolHarness(halfAdderCircuit());
});
afterEach(async () => {
  await harness.close();
});
const call = (name: string, args: object = {}) => harness.call(name, args as never);
const state = () => harness.copy.state;
/** Calls a tool that must fail, and checks that the copy did not change. */
async function refused(name: string, args: object) {
  const before = JSON.stringify(state().toJSON());
  const steps = harness.copy.steps().length;
  const result = await call(name, args);
  expect(result.success).toBe(false);
  expect(JSON.stringify(state().toJSON())).toBe(before);
  expect(harness.copy.steps()).toHaveLength(steps);
  return result as { success: false; error: string; hint: string };
}

describe('add_component', () => {
  it('makes a label from the registry prefix, places the part clear of the others, and answers with it', async () => {
    const result = await call('add_component', { type: 'or-2' });
    expect(result).toEqual({ success: true, done: 'Added OR_2 G3 at (560,0)', label: 'G3' });
    expect(state().componentByLabel('G3')).toMatchObject({ type: 'OR_2', x: 560, y: 0 });
    expect(await call('add_component', { type: 'OR_2' })).toMatchObject({
      label: 'G4',
      done: 'Added OR_2 G4 at (700,0)',
    });
  });

  it('takes a label, a position (snapped) and properties as text', async () => {
    const result = await call('add_component', {
      type: 'CLOCK',
      label: 'Tick',
      x: 203,
      y: 398,
      properties: 'frequency=4',
    });
    expect(result).toMatchObject({ success: true, label: 'Tick' });
    expect(state().componentByLabel('tick')).toMatchObject({ x: 200, y: 400, properties: { frequency: 4 } });
  });

  it('refuses unknown types, taken labels, half positions and bad properties, changing nothing', async () => {
    expect((await refused('add_component', { type: 'ANDD_2' })).hint).toContain('AND_2');
    expect((await refused('add_component', { type: 'NOT', label: 'g1' })).hint).toContain('"G3"');
    expect((await refused('add_component', { type: 'NOT', label: '9lives' })).error).toContain('not a valid label');
    await refused('add_component', { type: 'NOT', x: 10 });
    expect((await refused('add_component', { type: 'CLOCK', properties: 'frequency=0' })).error).toContain('frequency');
    expect((await refused('add_component', { type: 'CLOCK', properties: 'fast' })).hint).toContain('name=value');
  });
});

describe('update_component, move_component, remove_component', () => {
  it('finds parts by label (any case) or id and changes label, properties and rotation', async () => {
    expect(await call('update_component', { component: 'sw1', label: 'A', properties: 'initial=true' })).toEqual({
      success: true,
      done: 'Updated SW1: label A, initial=true',
    });
    expect(state().component('sw1')).toMatchObject({ label: 'A', properties: { initial: true } });
    expect(await call('update_component', { component: 'xor', rotation: 90 })).toMatchObject({
      done: 'Updated G1: rotation 90',
    });
    expect(await call('move_component', { component: 'g2', x: 301, y: 149 })).toMatchObject({
      done: 'Moved G2 to (300,150)',
    });
    expect(state().component('and')).toMatchObject({ x: 300, y: 150 });
  });

  it('answers a miss with the closest labels and the labels that exist', async () => {
    const result = await refused('update_component', { component: 'LED3', label: 'X' });
    expect(result.error).toBe('No part is labelled "LED3".');
    expect(result.hint).toContain('Did you mean LED1 or LED2?');
    expect(result.hint).toContain('The labels are: SW1, SW2, G1, G2, LED1, LED2, R1, R2, GND1.');
    await refused('update_component', { component: 'G1' });
    await refused('update_component', { component: 'G1', rotation: 45 });
    await refused('update_component', { component: 'G1', label: 'G2' });
    await refused('move_component', { component: 'nobody', x: 0, y: 0 });
  });

  it('removes several parts with their wires in one step, or none when one is unknown', async () => {
    await refused('remove_component', { components: ['G1', 'G9'] });
    expect(await call('remove_component', { components: ['G1', 'led1'] })).toEqual({
      success: true,
      done: 'Removed G1, LED1 and 4 wires',
    });
    expect(state().componentCount).toBe(7);
    expect(state().wireCount).toBe(6);
    expect(harness.copy.steps()).toHaveLength(1);
  });
});

describe('connect and disconnect', () => {
  it('wires two pins, driver first whichever way they are given', async () => {
    await call('add_component', { type: 'NOT' });
    expect(await call('connect', { from: 'G3:in', to: 'sw1.out' })).toEqual({
      success: true,
      done: 'Connected SW1:out -> G3:in',
    });
    const wire = state()
      .wiresAt({ component: 'sw1', pin: 'out' })
      .find((w) => state().component(w.to.component)!.label === 'G3');
    expect(wire).toMatchObject({ from: { component: 'sw1', pin: 'out' }, to: { pin: 'in' } });
  });

  it('refuses bad pins, broken rules and repeats, saying why', async () => {
    await call('add_component', { type: 'NOT' });
    expect((await refused('connect', { from: 'SW1:output', to: 'G3:in' })).hint).toContain('Did you mean "out"?');
    expect((await refused('connect', { from: 'G1:out', to: 'G2:out' })).error).toContain('two outputs');
    expect((await refused('connect', { from: 'SW2:out', to: 'G1:a' })).error).toContain('already has a driver');
    expect((await refused('connect', { from: 'SW1:out', to: 'G1:a' })).error).toContain('already connected');
    expect((await refused('connect', { from: 'SW1', to: 'G3:in' })).hint).toContain('LABEL:pin');
  });

  it('removes the wire between two pins, or every wire on one pin', async () => {
    expect(await call('disconnect', { from: 'G1:a', to: 'SW1:out' })).toEqual({
      success: true,
      done: 'Disconnected G1:a -> SW1:out',
    });
    expect(await call('disconnect', { from: 'GND1:gnd' })).toEqual({
      success: true,
      done: 'Disconnected GND1:gnd -> R1:b, GND1:gnd -> R2:b',
    });
    expect(state().wireCount).toBe(7);
    const result = await refused('disconnect', { from: 'SW2:out', to: 'LED1:anode' });
    expect(result.hint).toBe('SW2:out is wired to: G1:b, G2:b.');
  });
});

describe('auto_layout, undo and redo', () => {
  it('lays the whole circuit out as one step, with the spacing asked for', async () => {
    for (const c of [...state().components()]) await call('move_component', { component: c.label, x: 0, y: 0 });
    const result = await call('auto_layout', { spacing: 80 });
    expect(result).toMatchObject({
      success: true,
      done: expect.stringMatching(/^Auto-layout \(\d+ parts moved\)$/) as unknown,
    });
    expect(harness.layouts.at(-1)!.layoutOptions).toMatchObject({ 'elk.spacing.nodeNode': '80' });
    const x = (label: string) => state().componentByLabel(label)!.x;
    expect(x('SW1')).toBeLessThan(x('G1'));
    expect(x('G1')).toBeLessThan(x('LED1'));
    await refused('auto_layout', { spacing: 5 });
  });

  it("undoes and redoes the turn's own steps only", async () => {
    await refused('undo', {});
    await call('add_component', { type: 'NOT' });
    await call('connect', { from: 'SW1:out', to: 'G3:in' });
    expect(await call('undo')).toEqual({ success: true, done: 'Undid: Connected SW1:out -> G3:in' });
    expect(await call('undo')).toEqual({ success: true, done: 'Undid: Added NOT G3 at (560,0)' });
    expect(state().toJSON()).toEqual(canonical(halfAdderCircuit()));
    await refused('undo', {});
    expect(await call('redo')).toEqual({ success: true, done: 'Redid: Added NOT G3 at (560,0)' });
    expect(state().componentByLabel('G3')).toBeDefined();
    await call('remove_component', { components: ['G3'] });
    await refused('redo', {});
  });
});
