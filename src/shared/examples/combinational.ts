import { HALF_ADDER_TESTS, FULL_ADDER_TESTS, DECODER_TESTS, TRISTATE_BUS_TESTS } from './example-tests';
import type { Blueprint } from '../circuit/blueprint';
import { ledToGround, leds, type Example } from './types';

function withLeds(
  parts: Blueprint['components'],
  wires: Blueprint['wires'],
  outputs: readonly (readonly [led: string, type: string, driver: string])[],
): Blueprint {
  const components = [...parts];
  const allWires = [...wires];
  outputs.forEach(([led, type, driver], i) => {
    const extra = ledToGround(led, type, driver, `R${i + 1}`, 'GND1');
    components.push(...extra.components);
    allWires.push(...extra.wires);
  });
  components.push({ label: 'GND1', type: 'GND' });
  return { components, wires: allWires };
}

export const HALF_ADDER: Example = {
  id: 'half-adder',
  name: 'Half adder',
  description: 'Adds two bits: SUM = A XOR B, CARRY = A AND B. Flip the switches through all four cases.',
  blueprint: withLeds(
    [
      { label: 'A', type: 'SWITCH_TOGGLE' },
      { label: 'B', type: 'SWITCH_TOGGLE' },
      { label: 'X1', type: 'XOR_2' },
      { label: 'AND1', type: 'AND_2' },
    ],
    [
      { from: 'A:out', to: 'X1:a' },
      { from: 'B:out', to: 'X1:b' },
      { from: 'A:out', to: 'AND1:a' },
      { from: 'B:out', to: 'AND1:b' },
    ],
    [
      ['SUM', 'LED_GREEN', 'X1:out'],
      ['CARRY', 'LED_RED', 'AND1:out'],
    ],
  ),
  tests: HALF_ADDER_TESTS,
  checks: [
    { set: { A: false, B: false }, expect: leds({ SUM: 0, CARRY: 0 }) },
    { set: { A: true, B: false }, expect: leds({ SUM: 1, CARRY: 0 }) },
    { set: { A: false, B: true }, expect: leds({ SUM: 1, CARRY: 0 }) },
    { set: { A: true, B: true }, expect: leds({ SUM: 0, CARRY: 1 }) },
  ],
};

const fullAdderRows = [0, 1, 2, 3, 4, 5, 6, 7].map((n) => {
  const [a, b, c] = [(n >> 2) & 1, (n >> 1) & 1, n & 1];
  const total = a + b + c;
  return {
    set: { A: a === 1, B: b === 1, CIN: c === 1 },
    expect: leds({ S: (total & 1) as 0 | 1, COUT: (total >> 1) as 0 | 1 }),
  };
});

export const FULL_ADDER: Example = {
  id: 'full-adder',
  name: 'Full adder from gates',
  description: 'Two half adders and an OR gate add three bits. Chain COUT into the next CIN to add longer numbers.',
  blueprint: withLeds(
    [
      { label: 'A', type: 'SWITCH_TOGGLE' },
      { label: 'B', type: 'SWITCH_TOGGLE' },
      { label: 'CIN', type: 'SWITCH_TOGGLE' },
      { label: 'X1', type: 'XOR_2' },
      { label: 'X2', type: 'XOR_2' },
      { label: 'AND1', type: 'AND_2' },
      { label: 'AND2', type: 'AND_2' },
      { label: 'OR1', type: 'OR_2' },
    ],
    [
      { from: 'A:out', to: 'X1:a' },
      { from: 'B:out', to: 'X1:b' },
      { from: 'X1:out', to: 'X2:a' },
      { from: 'CIN:out', to: 'X2:b' },
      { from: 'A:out', to: 'AND1:a' },
      { from: 'B:out', to: 'AND1:b' },
      { from: 'X1:out', to: 'AND2:a' },
      { from: 'CIN:out', to: 'AND2:b' },
      { from: 'AND1:out', to: 'OR1:a' },
      { from: 'AND2:out', to: 'OR1:b' },
    ],
    [
      ['S', 'LED_GREEN', 'X2:out'],
      ['COUT', 'LED_RED', 'OR1:out'],
    ],
  ),
  tests: FULL_ADDER_TESTS,
  checks: fullAdderRows,
};

export const DECODER: Example = {
  id: 'decoder',
  name: '2-to-4 decoder',
  description: 'A two-bit address lights exactly one of four LEDs.',
  blueprint: withLeds(
    [
      { label: 'A0', type: 'SWITCH_TOGGLE' },
      { label: 'A1', type: 'SWITCH_TOGGLE' },
      { label: 'DEC1', type: 'DECODER_2TO4' },
    ],
    [
      { from: 'A0:out', to: 'DEC1:A0' },
      { from: 'A1:out', to: 'DEC1:A1' },
    ],
    [
      ['Y0', 'LED_RED', 'DEC1:Y0'],
      ['Y1', 'LED_YELLOW', 'DEC1:Y1'],
      ['Y2', 'LED_GREEN', 'DEC1:Y2'],
      ['Y3', 'LED_BLUE', 'DEC1:Y3'],
    ],
  ),
  tests: DECODER_TESTS,
  checks: [0, 1, 2, 3].map((n) => ({
    set: { A0: (n & 1) === 1, A1: (n & 2) === 2 },
    expect: leds({ Y0: n === 0 ? 1 : 0, Y1: n === 1 ? 1 : 0, Y2: n === 2 ? 1 : 0, Y3: n === 3 ? 1 : 0 }),
  })),
};

export const TRISTATE_BUS: Example = {
  id: 'tristate-bus',
  name: 'Tri-state bus',
  description: 'Two tri-state buffers share one line; SEL enables exactly one of them, so the bus carries A or B.',
  blueprint: withLeds(
    [
      { label: 'SEL', type: 'SWITCH_TOGGLE' },
      { label: 'A', type: 'SWITCH_TOGGLE' },
      { label: 'B', type: 'SWITCH_TOGGLE' },
      { label: 'INV', type: 'NOT' },
      { label: 'T1', type: 'TRISTATE_BUFFER' },
      { label: 'T2', type: 'TRISTATE_BUFFER' },
      { label: 'BUS', type: 'PROBE' },
    ],
    [
      { from: 'A:out', to: 'T1:in' },
      { from: 'SEL:out', to: 'T1:en' },
      { from: 'SEL:out', to: 'INV:in' },
      { from: 'B:out', to: 'T2:in' },
      { from: 'INV:out', to: 'T2:en' },
      { from: 'T1:out', to: 'T2:out' },
      { from: 'T2:out', to: 'BUS:in' },
    ],
    [['LED1', 'LED_YELLOW', 'T1:out']],
  ),
  tests: TRISTATE_BUS_TESTS,
  checks: [
    { set: { SEL: true, A: true, B: false }, expect: { BUS: { value: '1' }, LED1: { lit: true } } },
    { set: { SEL: false }, expect: { BUS: { value: '0' }, LED1: { lit: false } } },
    { set: { B: true }, expect: { BUS: { value: '1' } } },
    { set: { SEL: true, A: false }, expect: { BUS: { value: '0' } } },
  ],
};
