// Small circuits set up through the contract, for tests about something other than building them.
import type { ComponentInstance, Operation } from '../../../src/shared/circuit';

function part(id: string, type: string, label: string, x: number, y: number): ComponentInstance {
  return { id, type, label, x, y, rotation: 0, properties: {} };
}

/** Adds a component labelled as its id in capitals ("n1" → "N1"). */
export function add(
  id: string,
  type: string,
  x: number,
  y: number,
  properties: ComponentInstance['properties'] = {},
): Operation {
  return { op: 'addComponent', component: { ...part(id, type, id.toUpperCase(), x, y), properties } };
}

/** Adds a wire between two "component.pin" ends (ids), driver first. */
export function wire(id: string, from: string, to: string): Operation {
  const [fc, fp] = from.split('.') as [string, string];
  const [tc, tp] = to.split('.') as [string, string];
  return { op: 'addWire', wire: { id, from: { component: fc, pin: fp }, to: { component: tc, pin: tp } } };
}

/** A switch through an inverter into an LED, with its resistor to ground; ids are prefixed. */
export function inverterChain(prefix: string, x = 80, y = 120): Operation[] {
  const id = (s: string) => `${prefix}${s}`;
  return [
    { op: 'addComponent', component: part(id('sw'), 'SWITCH_TOGGLE', `${prefix.toUpperCase()}SW`, x, y) },
    { op: 'addComponent', component: part(id('not'), 'NOT', `${prefix.toUpperCase()}G`, x + 120, y) },
    { op: 'addComponent', component: part(id('led'), 'LED_RED', `${prefix.toUpperCase()}LED`, x + 240, y) },
    { op: 'addComponent', component: part(id('r'), 'RESISTOR', `${prefix.toUpperCase()}R`, x + 340, y + 10) },
    { op: 'addComponent', component: part(id('gnd'), 'GND', `${prefix.toUpperCase()}GND`, x + 420, y + 60) },
    wire(id('w1'), `${id('sw')}.out`, `${id('not')}.in`),
    wire(id('w2'), `${id('not')}.out`, `${id('led')}.anode`),
    wire(id('w3'), `${id('led')}.cathode`, `${id('r')}.a`),
    wire(id('w4'), `${id('r')}.b`, `${id('gnd')}.gnd`),
  ];
}

/** Two gates side by side (outputs that must not be joined) and a switch. */
export function twoGates(): Operation[] {
  return [
    { op: 'addComponent', component: part('sw', 'SWITCH_TOGGLE', 'SW1', 60, 100) },
    { op: 'addComponent', component: part('sw2', 'SWITCH_TOGGLE', 'SW2', 60, 240) },
    { op: 'addComponent', component: part('g1', 'AND_2', 'G1', 220, 100) },
    { op: 'addComponent', component: part('g2', 'OR_2', 'G2', 220, 240) },
    wire('w1', 'sw.out', 'g1.a'),
  ];
}
