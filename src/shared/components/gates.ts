import { LOGIC_PROPERTIES, inputLeft, outputRight, pin } from './builders';
import type { ComponentDefinition, ExampleConnection } from './types';

const INPUT_NAMES = ['a', 'b', 'c', 'd'] as const;

interface GateSpec {
  readonly fn: 'AND' | 'OR' | 'NAND' | 'NOR' | 'XOR' | 'XNOR';
  readonly inputs: 2 | 3 | 4;
  readonly rule: string;
  readonly aliases: readonly string[];
}

const GATE_SPECS: readonly GateSpec[] = [
  { fn: 'AND', inputs: 2, rule: '1 only when every input is 1', aliases: ['and', 'and gate', 'conjunction', '7408'] },
  { fn: 'AND', inputs: 3, rule: '1 only when every input is 1', aliases: ['and3', 'triple and', '7411'] },
  { fn: 'AND', inputs: 4, rule: '1 only when every input is 1', aliases: ['and4', '4 input and', '7421'] },
  { fn: 'OR', inputs: 2, rule: '1 when any input is 1', aliases: ['or', 'or gate', 'disjunction', '7432'] },
  { fn: 'OR', inputs: 3, rule: '1 when any input is 1', aliases: ['or3', 'triple or'] },
  { fn: 'OR', inputs: 4, rule: '1 when any input is 1', aliases: ['or4', '4 input or'] },
  { fn: 'NAND', inputs: 2, rule: '0 only when every input is 1', aliases: ['nand', 'nand gate', 'not and', '7400'] },
  { fn: 'NAND', inputs: 3, rule: '0 only when every input is 1', aliases: ['nand3', '7410'] },
  { fn: 'NOR', inputs: 2, rule: '1 only when every input is 0', aliases: ['nor', 'nor gate', 'not or', '7402'] },
  { fn: 'NOR', inputs: 3, rule: '1 only when every input is 0', aliases: ['nor3', '7427'] },
  {
    fn: 'XOR',
    inputs: 2,
    rule: '1 when the inputs differ',
    aliases: ['xor', 'xor gate', 'exclusive or', 'eor', '7486'],
  },
  {
    fn: 'XNOR',
    inputs: 2,
    rule: '1 when the inputs are equal',
    aliases: ['xnor', 'xnor gate', 'equivalence', 'exclusive nor', 'nxor'],
  },
];

function gate({ fn, inputs, rule, aliases }: GateSpec): ComponentDefinition {
  const type = `${fn}_${inputs}`;
  const height = inputs * 20;
  // Wider bodies for more inputs keep the distinctive shapes in proportion.
  const width = 20 + inputs * 20;
  const examples: ExampleConnection[] = [
    { description: 'A switch drives input a.', from: { type: 'SWITCH_TOGGLE', pin: 'out' }, to: { type, pin: 'a' } },
    { description: 'The output lights an LED.', from: { type, pin: 'out' }, to: { type: 'LED_GREEN', pin: 'anode' } },
  ];
  return {
    type,
    name: `${fn} gate (${inputs} inputs)`,
    category: 'Gates',
    family: 'gate',
    description: `${inputs}-input ${fn} gate: the output is ${rule}.`,
    aliases,
    labelPrefix: 'G',
    width,
    height,
    pins: [
      ...INPUT_NAMES.slice(0, inputs).map((name, i) => inputLeft(name, 10 + i * 20, `Input ${name}.`)),
      outputRight('out', width, height / 2, 'Gate output.'),
    ],
    properties: LOGIC_PROPERTIES,
    examples,
  };
}

/** Logic gates, inverters and buffers. */
export const GATE_COMPONENTS: readonly ComponentDefinition[] = [
  ...GATE_SPECS.map(gate),
  {
    type: 'NOT',
    name: 'NOT gate (inverter)',
    category: 'Gates',
    family: 'gate',
    description: 'Inverter: the output is the opposite of the input.',
    aliases: ['not', 'inverter', 'invert', 'negation', 'not gate', '7404'],
    labelPrefix: 'G',
    width: 60,
    height: 40,
    pins: [inputLeft('in', 20, 'Input.'), outputRight('out', 60, 20, 'Inverted input.')],
    properties: LOGIC_PROPERTIES,
    examples: [
      { description: 'Invert a switch.', from: { type: 'SWITCH_TOGGLE', pin: 'out' }, to: { type: 'NOT', pin: 'in' } },
      {
        description: 'Feed the inverse into a gate.',
        from: { type: 'NOT', pin: 'out' },
        to: { type: 'AND_2', pin: 'b' },
      },
    ],
  },
  {
    type: 'BUFFER',
    name: 'Buffer',
    category: 'Gates',
    family: 'gate',
    description: 'Non-inverting buffer: the output equals the input after the propagation delay.',
    aliases: ['buffer', 'driver', 'repeater', 'delay', '7407'],
    labelPrefix: 'G',
    width: 60,
    height: 40,
    pins: [inputLeft('in', 20, 'Input.'), outputRight('out', 60, 20, 'Copy of the input.')],
    properties: LOGIC_PROPERTIES,
    examples: [
      {
        description: 'Buffer a switch.',
        from: { type: 'SWITCH_TOGGLE', pin: 'out' },
        to: { type: 'BUFFER', pin: 'in' },
      },
    ],
  },
  {
    type: 'TRISTATE_BUFFER',
    name: 'Tri-state buffer',
    category: 'Gates',
    family: 'gate',
    description:
      'Buffer with an enable: while en is 1 the output follows the input, while en is 0 the output is ' +
      'disconnected (Z). Several tri-state outputs may share one net (a bus) as long as only one is enabled.',
    aliases: ['tristate', 'tri-state', 'three state buffer', 'bus driver', 'enable buffer', '74125'],
    labelPrefix: 'G',
    width: 60,
    height: 40,
    pins: [
      inputLeft('in', 20, 'Data input.'),
      pin('en', 'input', 30, 0, 'top', 'Enable: 1 drives the output, 0 releases it (Z).'),
      outputRight('out', 60, 20, 'Data output, or Z while disabled.', {
        tristate: true,
        canConnectTo: ['input', 'passive', 'output'],
      }),
    ],
    properties: LOGIC_PROPERTIES,
    examples: [
      {
        description: 'The data to put on the bus.',
        from: { type: 'SWITCH_TOGGLE', pin: 'out' },
        to: { type: 'TRISTATE_BUFFER', pin: 'in' },
      },
      {
        description: 'A second tri-state driver shares the bus.',
        from: { type: 'TRISTATE_BUFFER', pin: 'out' },
        to: { type: 'TRISTATE_BUFFER', pin: 'out' },
      },
      {
        description: 'The bus is read by an LED.',
        from: { type: 'TRISTATE_BUFFER', pin: 'out' },
        to: { type: 'LED_RED', pin: 'anode' },
      },
    ],
  },
];
