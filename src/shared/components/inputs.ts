import { z } from 'zod';
import { pin } from './builders';
import type { ComponentDefinition } from './types';

const out = (width: number, height: number, description: string) =>
  pin('out', 'output', width, height / 2, 'right', description);

/** Switches, buttons, clocks and constants: where signals come from. */
export const INPUT_COMPONENTS: readonly ComponentDefinition[] = [
  {
    type: 'SWITCH_TOGGLE',
    name: 'Toggle switch',
    category: 'Inputs',
    family: 'switch',
    description: 'A switch that stays where you put it: click it to flip its output between 0 and 1.',
    aliases: ['switch', 'toggle', 'input', 'input switch', 'dip switch', 'lever'],
    labelPrefix: 'SW',
    width: 60,
    height: 40,
    pins: [out(60, 40, 'Logic 1 while the switch is on, 0 while off.')],
    properties: {
      initial: {
        schema: z.boolean(),
        default: false,
        label: 'Initially on',
        description: 'The position of the switch when the circuit is opened or reset.',
      },
    },
    examples: [
      {
        description: 'A switch drives one input of a gate.',
        from: { type: 'SWITCH_TOGGLE', pin: 'out' },
        to: { type: 'AND_2', pin: 'a' },
      },
      {
        description: 'A switch lights an LED directly.',
        from: { type: 'SWITCH_TOGGLE', pin: 'out' },
        to: { type: 'LED_RED', pin: 'anode' },
      },
    ],
  },
  {
    type: 'BUTTON_PUSH',
    name: 'Push button',
    category: 'Inputs',
    family: 'button',
    description: 'A momentary push button: its output is 1 only while it is held down.',
    aliases: ['button', 'push button', 'pushbutton', 'momentary switch', 'key'],
    labelPrefix: 'BTN',
    width: 60,
    height: 40,
    pins: [out(60, 40, 'Logic 1 while the button is pressed, 0 otherwise.')],
    properties: {
      activeLow: {
        schema: z.boolean(),
        default: false,
        label: 'Active low',
        description: 'Invert the output: 0 while pressed, 1 when released (like a button with a pull-up).',
      },
    },
    examples: [
      {
        description: 'A button clocks a flip-flop by hand.',
        from: { type: 'BUTTON_PUSH', pin: 'out' },
        to: { type: 'D_FLIPFLOP', pin: 'CLK' },
      },
    ],
  },
  {
    type: 'CLOCK',
    name: 'Clock',
    category: 'Inputs',
    family: 'clock',
    description: 'A square-wave generator that alternates between 0 and 1 at its frequency while the simulation runs.',
    aliases: ['clk', 'oscillator', 'clock source', 'square wave', 'timer'],
    labelPrefix: 'CLK',
    width: 60,
    height: 40,
    pins: [out(60, 40, 'The clock signal: 0 for the first half-period, then 1.')],
    properties: {
      frequency: {
        schema: z.number().positive().max(1_000_000),
        default: 1,
        label: 'Frequency',
        description: 'Full periods per second of real time while the simulation runs.',
        unit: 'Hz',
      },
    },
    examples: [
      {
        description: 'A clock drives a counter.',
        from: { type: 'CLOCK', pin: 'out' },
        to: { type: 'COUNTER_4', pin: 'CLK' },
      },
      {
        description: 'A clock drives a flip-flop.',
        from: { type: 'CLOCK', pin: 'out' },
        to: { type: 'D_FLIPFLOP', pin: 'CLK' },
      },
    ],
  },
  {
    type: 'CONST_HIGH',
    name: 'Constant 1',
    category: 'Inputs',
    family: 'constant',
    description: 'A fixed logic 1 (high) source for tying inputs.',
    aliases: ['high', 'logic 1', 'one', 'tie high', 'constant high', 'pull up'],
    labelPrefix: 'HI',
    width: 40,
    height: 40,
    pins: [out(40, 40, 'Always logic 1.')],
    properties: {},
    examples: [
      {
        description: 'Tie a counter enable high.',
        from: { type: 'CONST_HIGH', pin: 'out' },
        to: { type: 'COUNTER_4', pin: 'EN' },
      },
    ],
  },
  {
    type: 'CONST_LOW',
    name: 'Constant 0',
    category: 'Inputs',
    family: 'constant',
    description: 'A fixed logic 0 (low) source for tying inputs.',
    aliases: ['low', 'logic 0', 'zero', 'tie low', 'constant low', 'pull down'],
    labelPrefix: 'LO',
    width: 40,
    height: 40,
    pins: [out(40, 40, 'Always logic 0.')],
    properties: {},
    examples: [
      {
        description: 'Tie an unused carry-in low.',
        from: { type: 'CONST_LOW', pin: 'out' },
        to: { type: 'FULL_ADDER', pin: 'CIN' },
      },
    ],
  },
  {
    type: 'RESET',
    name: 'Power-on reset',
    category: 'Inputs',
    family: 'block',
    description:
      'Holds its output active while the circuit starts, then releases it once the circuit has settled ' +
      '(at power-on and at every reset of the simulation): clears registers and counters to a known state.',
    aliases: ['power-on reset', 'por', 'reset', 'startup reset'],
    labelPrefix: 'RST',
    width: 60,
    height: 60,
    pins: [
      pin(
        'out',
        'output',
        60,
        40,
        'right',
        'Active while the circuit starts (1, or 0 when active low), then released.',
      ),
    ],
    properties: {
      activeLow: {
        schema: z.boolean(),
        default: false,
        label: 'Active low',
        description: 'Hold the output at 0 while the circuit starts and 1 after (for an active-low clear).',
      },
    },
    examples: [
      {
        description: 'Clear a counter at power-on.',
        from: { type: 'RESET', pin: 'out' },
        to: { type: 'COUNTER_4', pin: 'CLR' },
      },
    ],
  },
];
