import { z } from 'zod';
import { pin } from './builders';
import type { ComponentDefinition } from './types';

/** Supply rails and the resistor. */
export const POWER_COMPONENTS: readonly ComponentDefinition[] = [
  {
    type: 'VCC',
    name: 'VCC (supply)',
    category: 'Power',
    family: 'power',
    description: 'The positive supply rail: logic 1. Any number of pins may connect to it.',
    aliases: ['vcc', 'vdd', 'power', 'supply', 'positive rail', '5v', '3v3', 'plus'],
    labelPrefix: 'VCC',
    width: 40,
    height: 40,
    pins: [pin('vcc', 'power', 20, 40, 'bottom', 'Supply output (logic 1).')],
    properties: {
      voltage: {
        schema: z.number().positive().max(48),
        default: 5,
        label: 'Voltage',
        description: 'Nominal supply voltage, shown on the symbol.',
        unit: 'V',
      },
    },
    examples: [
      {
        description: 'Tie an enable input high.',
        from: { type: 'VCC', pin: 'vcc' },
        to: { type: 'TRISTATE_BUFFER', pin: 'en' },
      },
    ],
  },
  {
    type: 'GND',
    name: 'Ground',
    category: 'Power',
    family: 'ground',
    description: 'The ground rail: logic 0 and the return path LEDs need. Any number of pins may connect to it.',
    aliases: ['ground', 'gnd', 'vss', '0v', 'earth', 'minus'],
    labelPrefix: 'GND',
    width: 40,
    height: 40,
    pins: [pin('gnd', 'ground', 20, 0, 'top', 'Ground (logic 0).')],
    properties: {},
    examples: [
      {
        description: 'A resistor returns an LED current to ground.',
        from: { type: 'RESISTOR', pin: 'b' },
        to: { type: 'GND', pin: 'gnd' },
      },
    ],
  },
  {
    type: 'RESISTOR',
    name: 'Resistor',
    category: 'Power',
    family: 'resistor',
    description:
      "A current-limiting resistor for LEDs: put it in series between an LED's cathode and GND, as on real hardware. " +
      "CircuitForge does not simulate analog values: the simulator uses a resistor only to see that an LED's current " +
      'reaches ground, and a resistor does not carry logic signals from one gate to another.',
    aliases: ['resistor', 'res', 'current limiting resistor', 'series resistor', 'ohm'],
    labelPrefix: 'R',
    width: 60,
    height: 20,
    pins: [pin('a', 'passive', 0, 10, 'left', 'One end.'), pin('b', 'passive', 60, 10, 'right', 'The other end.')],
    properties: {
      resistance: {
        schema: z.number().positive().max(1e9),
        default: 330,
        label: 'Resistance',
        description: 'Resistance in ohms; 220–1000 Ω suits an LED at 5 V.',
        unit: 'Ω',
      },
    },
    examples: [
      {
        description: 'In series after an LED…',
        from: { type: 'LED_RED', pin: 'cathode' },
        to: { type: 'RESISTOR', pin: 'a' },
      },
      { description: '…to ground.', from: { type: 'RESISTOR', pin: 'b' }, to: { type: 'GND', pin: 'gnd' } },
    ],
  },
];
