import { SR_LATCH_TESTS, COUNTER_TESTS, CLOCK_DIVIDER_TESTS } from './example-tests';
import { ledToGround, leds, type Example } from './types';

const led = (name: string, type: string, driver: string, n: number) => ledToGround(name, type, driver, `R${n}`, 'GND1');

const qLed = led('Q_LED', 'LED_RED', 'N1:out', 1);

export const SR_LATCH: Example = {
  id: 'sr-latch',
  name: 'SR latch from NOR gates',
  description:
    'Two cross-coupled NOR gates remember one bit: press SET and the LED stays on after you let go; press RESET to clear it. ' +
    'Until the first press the latch holds an unknown value (X).',
  blueprint: {
    components: [
      { label: 'SET', type: 'BUTTON_PUSH' },
      { label: 'RESET', type: 'BUTTON_PUSH' },
      { label: 'N1', type: 'NOR_2' },
      { label: 'N2', type: 'NOR_2' },
      ...qLed.components,
      { label: 'GND1', type: 'GND' },
    ],
    wires: [
      { from: 'RESET:out', to: 'N1:a' },
      { from: 'N2:out', to: 'N1:b' },
      { from: 'SET:out', to: 'N2:a' },
      { from: 'N1:out', to: 'N2:b' },
      ...qLed.wires,
    ],
  },
  tests: SR_LATCH_TESTS,
  checks: [
    { set: { SET: true }, expect: leds({ Q_LED: 1 }) },
    { set: { SET: false }, expect: leds({ Q_LED: 1 }) },
    { set: { RESET: true }, expect: leds({ Q_LED: 0 }) },
    { set: { RESET: false }, expect: leds({ Q_LED: 0 }) },
    { set: { SET: true }, expect: leds({ Q_LED: 1 }) },
  ],
};

const counterLeds = ['Q0', 'Q1', 'Q2', 'Q3'].map((pin, i) => led(`L${i}`, 'LED_GREEN', `CNT1:${pin}`, i + 1));

export const COUNTER: Example = {
  id: 'counter',
  name: '4-bit counter',
  description:
    'A clock drives a 4-bit counter; the LEDs show the count in binary (L0 is the lowest bit). Run, pause or step the clock.',
  blueprint: {
    components: [
      { label: 'CLK1', type: 'CLOCK', properties: { frequency: 2 } },
      { label: 'CNT1', type: 'COUNTER_4' },
      ...counterLeds.flatMap((l) => l.components),
      { label: 'GND1', type: 'GND' },
    ],
    wires: [{ from: 'CLK1:out', to: 'CNT1:CLK' }, ...counterLeds.flatMap((l) => l.wires)],
  },
  tests: COUNTER_TESTS,
  checks: [
    { expect: { CNT1: { stored: '0000' }, ...leds({ L0: 0, L1: 0, L2: 0, L3: 0 }) } },
    { cycles: 1, expect: { CNT1: { stored: '0001' }, ...leds({ L0: 1, L1: 0, L2: 0, L3: 0 }) } },
    { cycles: 4, expect: { CNT1: { stored: '0101' }, ...leds({ L0: 1, L1: 0, L2: 1, L3: 0 }) } },
    { cycles: 11, expect: { CNT1: { stored: '0000' }, ...leds({ L0: 0, L1: 0, L2: 0, L3: 0 }) } },
  ],
};

const divLed = led('Q_LED', 'LED_BLUE', 'FF1:Q', 1);

export const CLOCK_DIVIDER: Example = {
  id: 'clock-divider',
  name: 'Divide by two with a D flip-flop',
  description:
    'Feeding Qn back into D makes the flip-flop toggle on every rising clock edge: its LED blinks at half the clock rate.',
  blueprint: {
    components: [
      { label: 'CLK1', type: 'CLOCK', properties: { frequency: 2 } },
      { label: 'FF1', type: 'D_FLIPFLOP' },
      ...divLed.components,
      { label: 'GND1', type: 'GND' },
    ],
    wires: [{ from: 'CLK1:out', to: 'FF1:CLK' }, { from: 'FF1:Qn', to: 'FF1:D' }, ...divLed.wires],
  },
  tests: CLOCK_DIVIDER_TESTS,
  checks: [
    { expect: leds({ Q_LED: 0 }) },
    { cycles: 1, expect: { FF1: { stored: '1' }, ...leds({ Q_LED: 1 }) } },
    { cycles: 1, expect: { FF1: { stored: '0' }, ...leds({ Q_LED: 0 }) } },
    { cycles: 3, expect: leds({ Q_LED: 1 }) },
  ],
};
