import { z } from 'zod';
import { LOGIC_PROPERTIES, inputLeft, outputRight, pin } from './builders';
import type { ComponentDefinition, PinDefinition, PropertyDefinition } from './types';

/** A flip-flop's power-on value (Digital's "Default"): what Q holds at power-on and after a reset. */
const FLIPFLOP_PROPERTIES = {
  ...LOGIC_PROPERTIES,
  initial: {
    schema: z.number().int().min(0).max(1),
    default: 0,
    omitWhenDefault: true,
    label: 'Power-on value',
    description: 'What Q holds at power-on and after a reset: 0 (the default) or 1.',
  } satisfies PropertyDefinition<number>,
};

const W = 80;

const q = (y: number) => outputRight('Q', W, y, 'Stored bit.');
const qn = (y: number) => outputRight('Qn', W, y, 'Inverse of the stored bit.');
const clk = (y: number) =>
  inputLeft('CLK', y, 'Clock: the flip-flop acts on its rising edge (0 → 1).', { clock: true });

/** Asynchronous preset (top) and clear (bottom), active high, optional (unconnected reads 0). */
function asyncPins(height: number): PinDefinition[] {
  return [
    pin(
      'PRE',
      'input',
      40,
      0,
      'top',
      'Asynchronous preset: 1 forces Q to 1 at once. Optional (reads 0 when unconnected).',
      {
        defaultValue: 0,
      },
    ),
    pin(
      'CLR',
      'input',
      40,
      height,
      'bottom',
      'Asynchronous clear: 1 forces Q to 0 at once. Optional (reads 0 when unconnected).',
      {
        defaultValue: 0,
      },
    ),
  ];
}

/** Latches and flip-flops. All storage starts at 0. */
export const MEMORY_COMPONENTS: readonly ComponentDefinition[] = [
  {
    type: 'SR_LATCH',
    name: 'SR latch',
    category: 'Memory',
    family: 'block',
    description:
      'Set-reset latch (level-sensitive): S=1 sets Q to 1, R=1 resets it to 0, both 0 keeps it; ' +
      'S and R both 1 is forbidden (Q and Qn both 0).',
    aliases: ['sr latch', 'rs latch', 'set reset latch', 'latch', 'nor latch'],
    labelPrefix: 'L',
    width: W,
    height: 60,
    pins: [inputLeft('S', 20, 'Set.'), inputLeft('R', 40, 'Reset.'), q(20), qn(40)],
    properties: LOGIC_PROPERTIES,
    examples: [
      {
        description: 'A button sets the latch.',
        from: { type: 'BUTTON_PUSH', pin: 'out' },
        to: { type: 'SR_LATCH', pin: 'S' },
      },
      { description: 'Q lights an LED.', from: { type: 'SR_LATCH', pin: 'Q' }, to: { type: 'LED_RED', pin: 'anode' } },
    ],
  },
  {
    type: 'D_LATCH',
    name: 'D latch',
    category: 'Memory',
    family: 'block',
    description: 'Gated D latch (level-sensitive): while EN is 1, Q follows D; while EN is 0, Q holds its value.',
    aliases: ['d latch', 'gated latch', 'transparent latch', 'data latch', '7475'],
    labelPrefix: 'L',
    width: W,
    height: 60,
    pins: [inputLeft('D', 20, 'Data.'), inputLeft('EN', 40, 'Enable: transparent while 1.'), q(20), qn(40)],
    properties: LOGIC_PROPERTIES,
    examples: [
      {
        description: 'A switch sets the data.',
        from: { type: 'SWITCH_TOGGLE', pin: 'out' },
        to: { type: 'D_LATCH', pin: 'D' },
      },
      {
        description: 'A button opens the latch.',
        from: { type: 'BUTTON_PUSH', pin: 'out' },
        to: { type: 'D_LATCH', pin: 'EN' },
      },
    ],
  },
  {
    type: 'D_FLIPFLOP',
    name: 'D flip-flop',
    category: 'Memory',
    family: 'block',
    description:
      'Edge-triggered D flip-flop: on each rising clock edge Q takes the value of D. ' +
      'PRE and CLR set or clear it at once, whatever the clock.',
    aliases: ['dff', 'd flip flop', 'flip flop', 'flipflop', 'register bit', 'd ff', '7474'],
    labelPrefix: 'FF',
    width: W,
    height: 60,
    pins: [inputLeft('D', 20, 'Data, sampled on the rising clock edge.'), clk(40), ...asyncPins(60), q(20), qn(40)],
    properties: FLIPFLOP_PROPERTIES,
    examples: [
      {
        description: 'A clock drives the flip-flop.',
        from: { type: 'CLOCK', pin: 'out' },
        to: { type: 'D_FLIPFLOP', pin: 'CLK' },
      },
      {
        description: 'Qn fed back to D divides the clock by two.',
        from: { type: 'D_FLIPFLOP', pin: 'Qn' },
        to: { type: 'D_FLIPFLOP', pin: 'D' },
      },
    ],
  },
  {
    type: 'JK_FLIPFLOP',
    name: 'JK flip-flop',
    category: 'Memory',
    family: 'block',
    description:
      'Edge-triggered JK flip-flop: on each rising clock edge J=1,K=0 sets Q, J=0,K=1 clears it, ' +
      'J=K=1 toggles it and J=K=0 holds it. PRE and CLR act at once.',
    aliases: ['jk flip flop', 'jk ff', 'jk', '74109', '7476'],
    labelPrefix: 'FF',
    width: W,
    height: 80,
    pins: [
      inputLeft('J', 20, 'J (set when K is 0).'),
      clk(40),
      inputLeft('K', 60, 'K (clear when J is 0).'),
      ...asyncPins(80),
      q(20),
      qn(60),
    ],
    properties: FLIPFLOP_PROPERTIES,
    examples: [
      { description: 'Tie J high…', from: { type: 'CONST_HIGH', pin: 'out' }, to: { type: 'JK_FLIPFLOP', pin: 'J' } },
      {
        description: '…and K high to toggle on every edge.',
        from: { type: 'CONST_HIGH', pin: 'out' },
        to: { type: 'JK_FLIPFLOP', pin: 'K' },
      },
    ],
  },
  {
    type: 'T_FLIPFLOP',
    name: 'T flip-flop',
    category: 'Memory',
    family: 'block',
    description: 'Edge-triggered toggle flip-flop: on each rising clock edge Q flips if T is 1 and holds if T is 0.',
    aliases: ['t flip flop', 'toggle flip flop', 't ff', 'toggle', 'divider'],
    labelPrefix: 'FF',
    width: W,
    height: 60,
    pins: [inputLeft('T', 20, 'Toggle enable.'), clk(40), ...asyncPins(60), q(20), qn(40)],
    properties: FLIPFLOP_PROPERTIES,
    examples: [
      {
        description: 'Chain: Q clocks the next stage…',
        from: { type: 'T_FLIPFLOP', pin: 'Q' },
        to: { type: 'T_FLIPFLOP', pin: 'CLK' },
      },
      {
        description: 'T tied high toggles on every edge.',
        from: { type: 'CONST_HIGH', pin: 'out' },
        to: { type: 'T_FLIPFLOP', pin: 'T' },
      },
    ],
  },
];
