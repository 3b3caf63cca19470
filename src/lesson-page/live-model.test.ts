import { describe, expect, it } from 'vitest';
import { STARTER_CIRCUITS } from '../shared/lessons/starter';
import { libraryOf } from '../core/lessons/page/page-library';
import { ADDER_CELLS, FULL_ADDER_DEMO } from '../core/lessons/page/test-support/subcircuit-lesson';
import { LiveCircuit } from './live-model';
import { wireClass } from './wire-colours';

const circuit = (id: string) => STARTER_CIRCUITS.find((c) => c.id === id)!.circuit;
const labelled = (model: LiveCircuit, label: string) => model.scene.parts.find((p) => p.label === label)!;

describe('LiveCircuit', () => {
  it('draws every starter live circuit and runs it', () => {
    for (const c of STARTER_CIRCUITS) {
      const model = LiveCircuit.open(c.circuit);
      expect(model.success, c.id).toBe(true);
      if (!model.success) continue;
      expect(model.data.scene.parts).toHaveLength(c.circuit.components.length);
      expect(model.data.scene.wires).toHaveLength(c.circuit.wires.length);
    }
  });

  it('a switch flips on toggle and the gates and wires follow', () => {
    const opened = LiveCircuit.open(circuit('starter-gates-demo'));
    if (!opened.success) throw new Error(opened.error);
    const model = opened.data;
    const a = labelled(model, 'A');
    const b = labelled(model, 'B');
    const and = labelled(model, 'AND');
    expect(LiveCircuit.operable(a)).toBe('switch');
    expect(LiveCircuit.operable(and)).toBeUndefined();
    expect(model.hasClocks).toBe(false);
    expect(model.values().components[and.id]?.value).toBe('0');
    model.toggle(a.id);
    model.toggle(b.id);
    expect(model.values().components[a.id]?.on).toBe(true);
    expect(model.values().components[and.id]?.value).toBe('1');
    const fromA = model.scene.wires.find(({ wire }) => wire.from.component === a.id)!;
    expect(wireClass(fromA.wire.id, model.values())).toBe('cf-wire cf-wire-1');
    model.toggle(a.id);
    expect(model.values().components[and.id]?.value).toBe('0');
    expect(wireClass(fromA.wire.id, model.values())).toBe('cf-wire cf-wire-0');
  });

  it('a clock steps one period at a time', () => {
    const opened = LiveCircuit.open(circuit('starter-clock-divider'));
    if (!opened.success) throw new Error(opened.error);
    const model = opened.data;
    expect(model.hasClocks).toBe(true);
    const led = model.scene.parts.find((p) => p.type.startsWith('LED_'))!;
    const seen = new Set<boolean | undefined>();
    for (let i = 0; i < 4; i++) {
      model.stepClock();
      seen.add(model.values().components[led.id]?.lit);
    }
    expect([...seen].sort()).toEqual([false, true]);
    model.stepClock();
    model.reset();
    expect(model.values().components[led.id]?.lit).toBe(false);
  });

  it('a push button drives 1 while pressed and 0 once released', () => {
    const opened = LiveCircuit.open({
      components: [
        { id: 'b', type: 'BUTTON_PUSH', label: 'GO', x: 0, y: 0, rotation: 0, properties: {} },
        { id: 'p', type: 'PROBE', label: 'P', x: 100, y: 0, rotation: 0, properties: {} },
      ],
      wires: [{ id: 'w', from: { component: 'b', pin: 'out' }, to: { component: 'p', pin: 'in' } }],
    });
    if (!opened.success) throw new Error(opened.error);
    const model = opened.data;
    expect(LiveCircuit.operable(model.scene.parts.find((c) => c.id === 'b')!)).toBe('button');
    expect(model.values().components.p?.value).toBe('0');
    model.press('b', true);
    expect(model.values().components.p?.value).toBe('1');
    expect(model.values().components.b?.on).toBe(true);
    model.press('b', false);
    expect(model.values().components.p?.value).toBe('0');
  });

  it('a one-bit input port flips like a switch; a wide one counts up and down, wrapping', () => {
    const opened = LiveCircuit.open(circuit('starter-splitter-demo'));
    if (!opened.success) throw new Error(opened.error);
    const model = opened.data;
    const byte = labelled(model, 'BYTE');
    expect(LiveCircuit.operable(byte)).toBe('number');
    model.count(byte.id, 8, -1);
    expect(model.values().components[byte.id]?.bus).toBe('11111111');
    model.count(byte.id, 8, 1);
    model.count(byte.id, 8, 1);
    expect(model.values().components[byte.id]?.bus).toBe('00000001');
    const one = LiveCircuit.open({
      components: [
        { id: 'i', type: 'PORT_IN', label: 'I', x: 0, y: 0, rotation: 0, properties: {} },
        { id: 'p', type: 'PROBE', label: 'P', x: 100, y: 0, rotation: 0, properties: {} },
      ],
      wires: [{ id: 'w', from: { component: 'i', pin: 'out' }, to: { component: 'p', pin: 'in' } }],
    });
    if (!one.success) throw new Error(one.error);
    expect(LiveCircuit.operable(one.data.scene.parts.find((c) => c.id === 'i')!)).toBe('switch');
    one.data.toggle('i');
    expect(one.data.values().components.p?.value).toBe('1');
  });

  it('says in words when a circuit cannot be drawn', () => {
    const bad = LiveCircuit.open({
      components: [],
      wires: [{ id: 'w1', from: { component: 'x', pin: 'out' }, to: { component: 'y', pin: 'in' } }],
    });
    expect(bad.success).toBe(false);
    if (!bad.success) expect(bad.error).toMatch(/^This circuit cannot be drawn: /);
  });
});

describe('LiveCircuit with subcircuits', () => {
  it("simulates a subcircuit (nested) with the page's definitions: the output follows a flipped input", () => {
    const opened = LiveCircuit.open(FULL_ADDER_DEMO, libraryOf(ADDER_CELLS));
    if (!opened.success) throw new Error(opened.error);
    const model = opened.data;
    // The instance is drawn as one part showing its circuit's name, as in the editor; its inside is simulated.
    expect(model.scene.parts).toHaveLength(FULL_ADDER_DEMO.components.length);
    expect(model.scene.parts.find((p) => p.label === 'ADD1')?.properties.title).toBe('FA');
    const part = (label: string) => model.scene.parts.find((p) => p.label === label)!.id;
    const value = (label: string) => model.values().components[part(label)]?.value;
    expect([value('SUM'), value('COUT')]).toEqual(['0', '0']);
    model.toggle(part('A'));
    expect([value('SUM'), value('COUT')]).toEqual(['1', '0']);
    model.toggle(part('CIN'));
    expect([value('SUM'), value('COUT')]).toEqual(['0', '1']);
  });

  it('says in words when a definition did not come with the page, at the top or inside another', () => {
    const none = LiveCircuit.open(FULL_ADDER_DEMO, libraryOf([]));
    expect(none.success ? 'opened' : none.error).toBe(
      'This circuit cannot run here: its subcircuit ADD1 was not exported with this lesson.',
    );
    const inner = LiveCircuit.open(FULL_ADDER_DEMO, libraryOf(ADDER_CELLS.filter((c) => c.id === 'ex-full-adder')));
    expect(inner.success ? 'opened' : inner.error).toMatch(/^This circuit cannot run here: .*no longer exists/);
  });
});
