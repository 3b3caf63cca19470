import { describe, expect, it } from 'vitest';
import { buildNetlist, type Netlist } from '../netlist';
import { CircuitBuilder } from '../test-support/circuit-builder';
import { driverSignals } from './plan-nodes';
import { heldState } from './plan-storage';

function netlistOf(builder: CircuitBuilder): Netlist {
  const built = buildNetlist(builder.build());
  if (!built.success) throw new Error(built.error);
  return built.data;
}

/** The global pin number of a component's pin, by the component's index and the pin's name. */
function pin(netlist: Netlist, c: number, name: string): number {
  const pins = netlist.components[c]!.layout.definition.pins;
  return netlist.pinBase[c]! + pins.findIndex((p) => p.name === name);
}

describe('stored bits held in output signals', () => {
  it('keeps a flip-flop without preset or clear in its Q signal, and reads its Qn as that signal inverted', () => {
    const netlist = netlistOf(
      new CircuitBuilder().add('CLK', 'CLOCK').add('FF', 'D_FLIPFLOP').wire('CLK.out', 'FF.CLK').wire('FF.Qn', 'FF.D'),
    );
    const { pinSignal } = driverSignals(netlist);
    const q = pinSignal[pin(netlist, 1, 'Q')]!;
    const { stateSignals, pinInverted } = heldState(netlist, pinSignal);
    expect(stateSignals[1]).toEqual([q]);
    expect(pinSignal[pin(netlist, 1, 'Qn')]).toBe(q);
    expect(pinInverted[pin(netlist, 1, 'Qn')]).toBe(1);
    expect(pinInverted[pin(netlist, 1, 'Q')]).toBe(0);
  });

  it('leaves a flip-flop whose clear is wired, and a latch, to nodes of their own', () => {
    const netlist = netlistOf(
      new CircuitBuilder()
        .add('CLK', 'CLOCK')
        .add('R', 'BUTTON_PUSH')
        .add('FF', 'D_FLIPFLOP')
        .add('L', 'D_LATCH')
        .wire('CLK.out', 'FF.CLK')
        .wire('R.out', 'FF.CLR')
        .wire('CLK.out', 'L.EN'),
    );
    const { pinSignal } = driverSignals(netlist);
    const before = Int32Array.from(pinSignal);
    const { stateSignals, pinInverted } = heldState(netlist, pinSignal);
    expect(stateSignals).toEqual([undefined, undefined, undefined, undefined]);
    expect(pinSignal).toEqual(before);
    expect(pinInverted.every((b) => b === 0)).toBe(true);
  });
});
