import { z } from 'zod';
import { inputLeft, pin } from './builders';
import { DOT_MATRIX } from './dot-matrix';
import type { ComponentDefinition } from './types';

const LED_COLOURS = [
  { type: 'LED_RED', colour: 'red' },
  { type: 'LED_GREEN', colour: 'green' },
  { type: 'LED_YELLOW', colour: 'yellow' },
  { type: 'LED_BLUE', colour: 'blue' },
] as const;

function led(type: string, colour: string): ComponentDefinition {
  return {
    type,
    name: `LED (${colour})`,
    category: 'Outputs',
    family: 'led',
    description:
      `A ${colour} light-emitting diode. It lights when its anode is at logic 1 and its cathode reaches GND, ` +
      'directly or through a current-limiting resistor (always use one on real hardware).',
    aliases: [`${colour} led`, `led ${colour}`, 'led', 'light', 'lamp', 'diode', 'indicator'],
    labelPrefix: 'LED',
    width: 60,
    height: 40,
    pins: [
      inputLeft('anode', 20, 'Positive side: drive it with the signal to show.'),
      pin('cathode', 'passive', 60, 20, 'right', 'Negative side: connect it to GND through a resistor.', {
        canConnectTo: ['passive', 'ground'],
      }),
    ],
    properties: {},
    examples: [
      { description: 'A gate output drives the LED.', from: { type: 'AND_2', pin: 'out' }, to: { type, pin: 'anode' } },
      {
        description: 'The cathode goes to a current-limiting resistor…',
        from: { type, pin: 'cathode' },
        to: { type: 'RESISTOR', pin: 'a' },
      },
      {
        description: '…whose other end goes to ground.',
        from: { type: 'RESISTOR', pin: 'b' },
        to: { type: 'GND', pin: 'gnd' },
      },
    ],
  };
}

const SEGMENTS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'dp'] as const;

/** LEDs, the seven-segment and dot-matrix displays and the probe: where signals are shown. */
export const OUTPUT_COMPONENTS: readonly ComponentDefinition[] = [
  ...LED_COLOURS.map(({ type, colour }) => led(type, colour)),
  {
    type: 'SEVEN_SEGMENT',
    name: 'Seven-segment display',
    category: 'Outputs',
    family: 'seven-segment',
    description:
      'A display of seven bar segments (a–g, clockwise from the top, g in the middle) and a decimal point; ' +
      'each segment lights while its input is 1.',
    aliases: ['7 segment', '7-segment', 'seven segment', 'display', 'digit', 'hex display'],
    labelPrefix: 'DISP',
    width: 80,
    height: 160,
    // Wiring only the segments a digit needs is normal: an unconnected segment is simply off.
    pins: SEGMENTS.map((segment, i) =>
      inputLeft(
        segment,
        10 + i * 20,
        `${segment === 'dp' ? 'Decimal point' : `Segment ${segment}`}. Optional (off when unconnected).`,
        { defaultValue: 0 },
      ),
    ),
    properties: {
      colour: {
        schema: z.enum(['red', 'green', 'yellow', 'blue']),
        default: 'red',
        label: 'Colour',
        description: 'Colour of the lit segments.',
      },
    },
    examples: [
      {
        description: 'A switch lights segment a.',
        from: { type: 'SWITCH_TOGGLE', pin: 'out' },
        to: { type: 'SEVEN_SEGMENT', pin: 'a' },
      },
    ],
  },
  DOT_MATRIX,
  {
    type: 'PROBE',
    name: 'Probe',
    category: 'Outputs',
    family: 'probe',
    description: 'Shows the logic value of the net it touches: 0, 1, X (unknown or conflict) or Z (undriven).',
    aliases: ['probe', 'logic probe', 'output', 'output pin', 'meter', 'indicator'],
    labelPrefix: 'P',
    width: 40,
    height: 40,
    pins: [inputLeft('in', 20, 'The net to observe.')],
    properties: {},
    examples: [
      { description: 'Watch a gate output.', from: { type: 'XOR_2', pin: 'out' }, to: { type: 'PROBE', pin: 'in' } },
    ],
  },
  {
    type: 'BREAK',
    name: 'Break',
    category: 'Outputs',
    family: 'block',
    description:
      'Pauses the running clocks when its input rises to 1 (a program reached its end, a counter its limit); ' +
      'a paused simulation says which break stopped it.',
    aliases: ['break', 'breakpoint', 'halt', 'stop', 'pause'],
    labelPrefix: 'BRK',
    width: 60,
    height: 60,
    pins: [inputLeft('in', 40, 'Pauses the running clocks when it rises to 1.')],
    properties: {
      enabled: {
        schema: z.boolean(),
        default: true,
        label: 'Enabled',
        description: 'While off, the break never pauses the clocks.',
      },
    },
    examples: [
      {
        description: 'Stop when the counter carries.',
        from: { type: 'COUNTER', pin: 'CARRY' },
        to: { type: 'BREAK', pin: 'in' },
      },
    ],
  },
];
