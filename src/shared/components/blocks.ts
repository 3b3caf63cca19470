import { LOGIC_PROPERTIES, inputLeft, outputRight, pin } from './builders';
import type { ComponentDefinition } from './types';

const W = 80;

/** Multiplexers, decoders, adders, the register and the counter. */
export const BLOCK_COMPONENTS: readonly ComponentDefinition[] = [
  {
    type: 'MUX_2',
    name: '2-to-1 multiplexer',
    category: 'Blocks',
    family: 'block',
    description: 'Selects one of two inputs: Y = I0 while S is 0, Y = I1 while S is 1.',
    aliases: ['mux', 'multiplexer', '2:1 mux', 'mux2', 'selector', 'data selector', '74157'],
    labelPrefix: 'MUX',
    width: W,
    height: 60,
    pins: [
      inputLeft('I0', 20, 'Selected while S is 0.'),
      inputLeft('I1', 40, 'Selected while S is 1.'),
      pin('S', 'input', 40, 60, 'bottom', 'Select.'),
      outputRight('Y', W, 30, 'The selected input.'),
    ],
    properties: LOGIC_PROPERTIES,
    examples: [
      {
        description: 'A switch selects the input.',
        from: { type: 'SWITCH_TOGGLE', pin: 'out' },
        to: { type: 'MUX_2', pin: 'S' },
      },
      { description: 'Show the result.', from: { type: 'MUX_2', pin: 'Y' }, to: { type: 'LED_RED', pin: 'anode' } },
    ],
  },
  {
    type: 'MUX_4',
    name: '4-to-1 multiplexer',
    category: 'Blocks',
    family: 'block',
    description: 'Selects one of four inputs by the 2-bit number S1 S0: Y = I(2·S1 + S0).',
    aliases: ['mux4', '4:1 mux', 'four input multiplexer', '74153'],
    labelPrefix: 'MUX',
    width: W,
    height: 100,
    pins: [
      inputLeft('I0', 20, 'Selected when S1 S0 = 00.'),
      inputLeft('I1', 40, 'Selected when S1 S0 = 01.'),
      inputLeft('I2', 60, 'Selected when S1 S0 = 10.'),
      inputLeft('I3', 80, 'Selected when S1 S0 = 11.'),
      pin('S0', 'input', 30, 100, 'bottom', 'Select, low bit.'),
      pin('S1', 'input', 50, 100, 'bottom', 'Select, high bit.'),
      outputRight('Y', W, 50, 'The selected input.'),
    ],
    properties: LOGIC_PROPERTIES,
    examples: [
      {
        description: 'Low select bit from a switch.',
        from: { type: 'SWITCH_TOGGLE', pin: 'out' },
        to: { type: 'MUX_4', pin: 'S0' },
      },
    ],
  },
  {
    type: 'DEMUX_2',
    name: '1-to-2 demultiplexer',
    category: 'Blocks',
    family: 'block',
    description: 'Routes D to Y0 while S is 0 and to Y1 while S is 1; the other output is 0.',
    aliases: ['demux', 'demultiplexer', '1:2 demux', 'distributor'],
    labelPrefix: 'DMX',
    width: W,
    height: 60,
    pins: [
      inputLeft('D', 30, 'Data.'),
      pin('S', 'input', 40, 60, 'bottom', 'Select.'),
      outputRight('Y0', W, 20, 'D while S is 0, else 0.'),
      outputRight('Y1', W, 40, 'D while S is 1, else 0.'),
    ],
    properties: LOGIC_PROPERTIES,
    examples: [
      {
        description: 'Route a switch.',
        from: { type: 'SWITCH_TOGGLE', pin: 'out' },
        to: { type: 'DEMUX_2', pin: 'D' },
      },
    ],
  },
  {
    type: 'DECODER_2TO4',
    name: '2-to-4 decoder',
    category: 'Blocks',
    family: 'block',
    description: 'Sets exactly one output to 1: Y(2·A1 + A0), while EN is 1; all outputs are 0 while EN is 0.',
    aliases: ['decoder', '2:4 decoder', 'line decoder', 'demultiplexer decoder', '74139', 'binary decoder'],
    labelPrefix: 'DEC',
    width: W,
    height: 100,
    pins: [
      inputLeft('A0', 20, 'Address, low bit.'),
      inputLeft('A1', 40, 'Address, high bit.'),
      pin('EN', 'input', 40, 100, 'bottom', 'Enable. Optional (reads 1 when unconnected).', { defaultValue: 1 }),
      outputRight('Y0', W, 20, '1 when A1 A0 = 00.'),
      outputRight('Y1', W, 40, '1 when A1 A0 = 01.'),
      outputRight('Y2', W, 60, '1 when A1 A0 = 10.'),
      outputRight('Y3', W, 80, '1 when A1 A0 = 11.'),
    ],
    properties: LOGIC_PROPERTIES,
    examples: [
      {
        description: 'Address from a switch.',
        from: { type: 'SWITCH_TOGGLE', pin: 'out' },
        to: { type: 'DECODER_2TO4', pin: 'A0' },
      },
      {
        description: 'One LED per output.',
        from: { type: 'DECODER_2TO4', pin: 'Y3' },
        to: { type: 'LED_RED', pin: 'anode' },
      },
    ],
  },
  {
    type: 'HALF_ADDER',
    name: 'Half adder',
    category: 'Blocks',
    family: 'block',
    description: 'Adds two bits: S = A XOR B (sum), C = A AND B (carry).',
    aliases: ['half adder', 'ha', 'adder', '1 bit adder'],
    labelPrefix: 'HA',
    width: W,
    height: 60,
    pins: [
      inputLeft('A', 20, 'First bit.'),
      inputLeft('B', 40, 'Second bit.'),
      outputRight('S', W, 20, 'Sum bit.'),
      outputRight('C', W, 40, 'Carry out.'),
    ],
    properties: LOGIC_PROPERTIES,
    examples: [
      {
        description: 'A switch gives bit A.',
        from: { type: 'SWITCH_TOGGLE', pin: 'out' },
        to: { type: 'HALF_ADDER', pin: 'A' },
      },
      {
        description: 'The sum lights an LED.',
        from: { type: 'HALF_ADDER', pin: 'S' },
        to: { type: 'LED_GREEN', pin: 'anode' },
      },
    ],
  },
  {
    type: 'FULL_ADDER',
    name: 'Full adder',
    category: 'Blocks',
    family: 'block',
    description:
      'Adds three bits: S = A XOR B XOR CIN, COUT = 1 when at least two inputs are 1. Chain COUT to the next CIN.',
    aliases: ['full adder', 'fa', 'adder', '1 bit full adder', '7483'],
    labelPrefix: 'FA',
    width: W,
    height: 80,
    pins: [
      inputLeft('A', 20, 'First bit.'),
      inputLeft('B', 40, 'Second bit.'),
      inputLeft('CIN', 60, 'Carry in.'),
      outputRight('S', W, 20, 'Sum bit.'),
      outputRight('COUT', W, 60, 'Carry out.'),
    ],
    properties: LOGIC_PROPERTIES,
    examples: [
      {
        description: 'Ripple carry: COUT into the next adder.',
        from: { type: 'FULL_ADDER', pin: 'COUT' },
        to: { type: 'FULL_ADDER', pin: 'CIN' },
      },
    ],
  },
  {
    type: 'REGISTER_4',
    name: '4-bit register',
    category: 'Blocks',
    family: 'block',
    description:
      'Four D flip-flops sharing a clock: on a rising CLK edge while EN is 1, Q0–Q3 load D0–D3. ' +
      'CLR clears all bits at once.',
    aliases: ['register', '4 bit register', 'latch register', 'data register', '74173', '74175'],
    labelPrefix: 'REG',
    width: W,
    height: 140,
    pins: [
      inputLeft('D0', 20, 'Data bit 0.'),
      inputLeft('D1', 40, 'Data bit 1.'),
      inputLeft('D2', 60, 'Data bit 2.'),
      inputLeft('D3', 80, 'Data bit 3.'),
      inputLeft('CLK', 100, 'Clock: loads on the rising edge.', { clock: true }),
      inputLeft('EN', 120, 'Load enable. Optional (reads 1 when unconnected).', { defaultValue: 1 }),
      pin('CLR', 'input', 40, 140, 'bottom', 'Asynchronous clear. Optional (reads 0 when unconnected).', {
        defaultValue: 0,
      }),
      outputRight('Q0', W, 20, 'Stored bit 0.'),
      outputRight('Q1', W, 40, 'Stored bit 1.'),
      outputRight('Q2', W, 60, 'Stored bit 2.'),
      outputRight('Q3', W, 80, 'Stored bit 3.'),
    ],
    properties: LOGIC_PROPERTIES,
    examples: [
      {
        description: 'Clock the register.',
        from: { type: 'CLOCK', pin: 'out' },
        to: { type: 'REGISTER_4', pin: 'CLK' },
      },
    ],
  },
  {
    type: 'COUNTER_4',
    name: '4-bit counter',
    category: 'Blocks',
    family: 'block',
    description:
      'Binary up-counter: on each rising CLK edge while EN is 1, Q3..Q0 counts up by one and wraps from 15 to 0. ' +
      'CARRY is 1 while the count is 15 and EN is 1. CLR resets it to 0 at once.',
    aliases: ['counter', '4 bit counter', 'binary counter', 'up counter', '74161', '74163'],
    labelPrefix: 'CNT',
    width: W,
    height: 120,
    pins: [
      inputLeft('CLK', 20, 'Clock: counts on the rising edge.', { clock: true }),
      inputLeft('EN', 40, 'Count enable. Optional (reads 1 when unconnected).', { defaultValue: 1 }),
      inputLeft('CLR', 60, 'Asynchronous clear. Optional (reads 0 when unconnected).', { defaultValue: 0 }),
      outputRight('Q0', W, 20, 'Count bit 0 (least significant).'),
      outputRight('Q1', W, 40, 'Count bit 1.'),
      outputRight('Q2', W, 60, 'Count bit 2.'),
      outputRight('Q3', W, 80, 'Count bit 3 (most significant).'),
      outputRight('CARRY', W, 100, 'Ripple carry out: 1 at count 15 while enabled.'),
    ],
    properties: LOGIC_PROPERTIES,
    examples: [
      {
        description: 'A clock drives the counter.',
        from: { type: 'CLOCK', pin: 'out' },
        to: { type: 'COUNTER_4', pin: 'CLK' },
      },
      {
        description: 'CARRY enables the next counter.',
        from: { type: 'COUNTER_4', pin: 'CARRY' },
        to: { type: 'COUNTER_4', pin: 'EN' },
      },
    ],
  },
];
