import { pin } from './builders';
import type { ComponentDefinition, PinDefinition } from './types';

/**
 * MOS transistors as switches, and the pull resistors that give an undriven net a weak level: how
 * CMOS gates and pass-transistor logic are built (Digital's CMOS examples). A transistor's drain
 * and source are passive pins: while it conducts they are one net, whatever drives either side.
 * See docs/TRANSISTORS.md.
 */

/** Gate at the left, drain at the top, source at the bottom (an N channel's source goes to ground). */
const channelPins = (description: (end: string) => string): PinDefinition[] => [
  pin('G', 'input', 0, 20, 'left', 'Gate: decides whether the drain and source are connected.'),
  pin('D', 'passive', 40, 0, 'top', description('Drain')),
  pin('S', 'passive', 40, 40, 'bottom', description('Source')),
];

const end = (name: string) => `${name}: one end of the switch (connected to the other while it conducts).`;

export const TRANSISTOR_COMPONENTS: readonly ComponentDefinition[] = [
  {
    type: 'NMOS',
    name: 'NMOS transistor',
    category: 'Transistors',
    family: 'transistor',
    description:
      'Switch: D and S joined while G=1. An N-channel MOS transistor: while its gate is 1 its drain and ' +
      'source are one net, driven by whatever drives either side; while G is 0 they are apart. In CMOS, ' +
      'NMOS transistors pull the output to GND.',
    aliases: ['nmos', 'nfet', 'n-channel', 'n channel mosfet', 'transistor', 'mosfet', 'pass transistor'],
    labelPrefix: 'N',
    width: 40,
    height: 40,
    pins: channelPins(end),
    properties: {},
    examples: [
      {
        description: 'The pull-down half of a CMOS inverter…',
        from: { type: 'NMOS', pin: 'S' },
        to: { type: 'GND', pin: 'gnd' },
      },
      { description: '…its drain is the output.', from: { type: 'NMOS', pin: 'D' }, to: { type: 'PMOS', pin: 'D' } },
    ],
  },
  {
    type: 'PMOS',
    name: 'PMOS transistor',
    category: 'Transistors',
    family: 'transistor',
    description:
      'Switch: D and S joined while G=0. A P-channel MOS transistor: while its gate is 0 its drain and ' +
      'source are one net; while G is 1 they are apart. In CMOS, PMOS transistors pull the output to VCC.',
    aliases: ['pmos', 'pfet', 'p-channel', 'p channel mosfet', 'transistor', 'mosfet'],
    labelPrefix: 'P',
    width: 40,
    height: 40,
    pins: channelPins(end),
    properties: {},
    examples: [
      {
        description: 'The pull-up half of a CMOS inverter.',
        from: { type: 'VCC', pin: 'vcc' },
        to: { type: 'PMOS', pin: 'S' },
      },
    ],
  },
  {
    type: 'PULL_UP',
    name: 'Pull-up resistor',
    category: 'Transistors',
    family: 'pull',
    description:
      'Weak 1 while nothing drives its net. Whatever drives the net wins (an open-drain NMOS pulling to ' +
      'GND, a tri-state bus). Digital and Logisim call it a pull resistor.',
    aliases: ['pull up', 'pullup', 'pull-up resistor', 'weak high', 'pull resistor'],
    labelPrefix: 'PU',
    width: 20,
    height: 40,
    pins: [pin('out', 'passive', 10, 40, 'bottom', 'The net it pulls to 1.')],
    properties: {},
    examples: [
      {
        description: 'An open-drain output: pulled up, pulled down by the transistor.',
        from: { type: 'PULL_UP', pin: 'out' },
        to: { type: 'NMOS', pin: 'D' },
      },
    ],
  },
  {
    type: 'PULL_DOWN',
    name: 'Pull-down resistor',
    category: 'Transistors',
    family: 'pull',
    description: 'Weak 0 while nothing drives its net. Whatever drives the net wins.',
    aliases: ['pull down', 'pulldown', 'pull-down resistor', 'weak low', 'pull resistor'],
    labelPrefix: 'PD',
    width: 20,
    height: 40,
    pins: [pin('out', 'passive', 10, 0, 'top', 'The net it pulls to 0.')],
    properties: {},
    examples: [
      {
        description: 'A bus that reads 0 while no buffer drives it.',
        from: { type: 'TRISTATE_BUFFER', pin: 'out' },
        to: { type: 'PULL_DOWN', pin: 'out' },
      },
    ],
  },
];
