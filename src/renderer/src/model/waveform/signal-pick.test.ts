import { describe, expect, it } from 'vitest';
import { COUNTER } from '../../../../shared/examples/sequential';
import { HALF_ADDER } from '../../../../shared/examples/combinational';
import { exampleState } from '../../../../shared/test-support/example-state';
import { inputOutputSignals, readSignal, refreshSource, selectionSignals, type SimView } from './signal-pick';

const noSim: SimView = { wires: new Map(), buses: new Map(), components: new Map() };

describe('picking signals to record', () => {
  it('takes the inputs, then the outputs, as the truth table orders them (clocks first)', () => {
    const adder = exampleState(HALF_ADDER);
    expect(inputOutputSignals(adder, noSim).map((s) => s.label)).toEqual(['A', 'B', 'SUM', 'CARRY']);
    const counter = exampleState(COUNTER);
    expect(inputOutputSignals(counter, noSim).map((s) => s.label)).toEqual(['CLK1', 'L0', 'L1', 'L2', 'L3']);
  });

  it('reads an LED by the level of its anode, a part by its own value, a wire by the simulator', () => {
    const state = exampleState(COUNTER);
    const [clk, l0] = inputOutputSignals(state, noSim);
    expect(clk!.source).toEqual({ kind: 'part', id: state.componentByLabel('CLK1')!.id });
    expect(l0!.source.kind).toBe('pin');
    const anode = l0!.source.kind === 'pin' ? l0!.source.wire! : '';
    const cnt = state.componentByLabel('CNT1')!;
    const sim: SimView = {
      wires: new Map([[anode, '1']]),
      buses: new Map([['bus1', '1010']]),
      components: new Map([
        [clk!.source.kind === 'part' ? clk!.source.id : '', { value: '0' }],
        [cnt.id, { stored: '0101' }],
      ]),
    };
    expect(readSignal(clk!.source, sim)).toBe('0');
    expect(readSignal(l0!.source, sim)).toBe('1');
    const [counter] = selectionSignals(state, [cnt.id], [], sim);
    expect(counter).toMatchObject({ label: 'CNT1', source: { kind: 'part' } });
    expect(readSignal(counter!.source, sim)).toBe('0101');
    expect(readSignal({ kind: 'wire', id: 'bus1' }, sim)).toBe('1010');
    expect(readSignal({ kind: 'wire', id: 'nothing' }, sim)).toBe('X');
    expect(readSignal({ kind: 'pin', id: 'x', pin: 'anode', wire: undefined }, sim)).toBe('Z');
    expect(readSignal({ kind: 'part', id: cnt.id }, { ...sim, components: new Map([[cnt.id, { on: true }]]) })).toBe(
      '1',
    );
  });

  it('names a selected wire by what drives it, and a part without a value of its own by its wires', () => {
    const state = exampleState(HALF_ADDER);
    const x1 = state.componentByLabel('X1')!;
    const wire = state.wiresOf(x1.id).find((w) => w.from.component === x1.id)!;
    expect(selectionSignals(state, [], [wire.id], noSim)).toEqual([
      { key: `wire:${wire.id}`, label: 'X1.out', source: { kind: 'wire', id: wire.id } },
    ]);
    // A gate reports its output's value: it is recorded as the part.
    expect(selectionSignals(state, [x1.id], [], { ...noSim, components: new Map([[x1.id, { value: '1' }]]) })).toEqual([
      { key: `part:${x1.id}`, label: 'X1', source: { kind: 'part', id: x1.id }, width: 1 },
    ]);
    // Without a value from the simulator, its driven wires stand for it.
    expect(selectionSignals(state, [x1.id], [], noSim).map((s) => s.label)).toEqual(['X1.out']);
  });

  it('finds an LED’s wire again after the circuit changed, and prefixes ids inside a subcircuit', () => {
    const state = exampleState(COUNTER);
    const l0 = state.componentByLabel('L0')!;
    const stale = { kind: 'pin' as const, id: l0.id, pin: 'anode', wire: 'gone' };
    expect(refreshSource(stale, state, '')).toMatchObject({
      wire: state.wiresAt({ component: l0.id, pin: 'anode' })[0]!.id,
    });
    const inside = inputOutputSignals(state, noSim, 'U1/');
    expect(inside[0]!.source).toEqual({ kind: 'part', id: `U1/${state.componentByLabel('CLK1')!.id}` });
    expect(inside[1]!.key.startsWith('pin:U1/')).toBe(true);
  });
});
