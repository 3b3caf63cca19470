import { z } from 'zod';
import { GRID, inputLeft, outputRight } from './builders';
import { MAX_INTERFACE_TEXT, parseInterface, portWidth } from './subcircuit-interface';
import { MAX_BUS_WIDTH, type ComponentDefinition, type ComponentShape, type PinDefinition } from './types';

const widthProperty = {
  schema: z.number().int().min(1).max(MAX_BUS_WIDTH),
  default: 1,
  label: 'Width',
  description: `Bits the port carries, 1 to ${MAX_BUS_WIDTH} (a bus when over 1).`,
  unit: 'bits',
};

const PORT_W = 60;
const PORT_H = 40;

/** A port's one pin, with the port's width. */
function portShape(make: (width: number) => PinDefinition): (p: Readonly<Record<string, unknown>>) => ComponentShape {
  return (properties) => ({ width: PORT_W, height: PORT_H, pins: [make(portWidth(properties))] });
}

const inPin = (width: number, bidirectional = false) =>
  outputRight(
    'out',
    PORT_W,
    PORT_H / 2,
    'The value coming into the subcircuit (at the top level: the value you set).',
    // A bidirectional port shares its line with tri-state outputs inside, as a chip's I/O pin does.
    bidirectional ? { width, tristate: true, canConnectTo: ['input', 'passive', 'output'] } : { width },
  );
const outPin = (width: number) =>
  inputLeft('in', PORT_H / 2, 'The value the subcircuit gives out (at the top level: shown like a probe).', { width });

/** The longest name of the part a placeholder stands for. */
export const MAX_ORIGINAL_NAME = 60;

/** The text of a subcircuit's symbol: at most this many characters. */
export const MAX_SUBCIRCUIT_TITLE = 40;

/** Width of a subcircuit's body for the longest input and output names (names are drawn inside). */
function subcircuitWidth(longestIn: number, longestOut: number): number {
  const chars = longestIn + longestOut;
  return Math.min(300, Math.max(80, Math.ceil((chars * 7 + 40) / GRID) * GRID));
}

/** The body and pins of an instance: inputs on the left, outputs on the right, 20 apart, in port order. */
function subcircuitShape(properties: Readonly<Record<string, unknown>>): ComponentShape {
  const parsed = parseInterface(typeof properties.ports === 'string' ? properties.ports : '');
  const iface = parsed.success ? parsed.data : { inputs: [], outputs: [] };
  const longest = (names: readonly { name: string }[]) => Math.max(0, ...names.map((p) => p.name.length));
  const width = subcircuitWidth(longest(iface.inputs), longest(iface.outputs));
  const rows = Math.max(iface.inputs.length, iface.outputs.length, 1);
  const height = (rows + 1) * 2 * GRID;
  const pins: PinDefinition[] = [
    ...iface.inputs.map((p, i) =>
      inputLeft(p.name, (i + 1) * 2 * GRID, `Input port ${p.name}${p.width > 1 ? ` (${p.width} bits)` : ''}.`, {
        width: p.width,
      }),
    ),
    ...iface.outputs.map((p, i) =>
      outputRight(
        p.name,
        width,
        (i + 1) * 2 * GRID,
        `Output port ${p.name}${p.width > 1 ? ` (${p.width} bits)` : ''}. It can be cut off (high impedance) by a tri-state part inside, so outputs of several instances may share a bus.`,
        // As a tri-state buffer's output: the instance may drive a shared bus with others.
        { width: p.width, tristate: true, canConnectTo: ['input', 'passive', 'output'] },
      ),
    ),
  ];
  return { width, height, pins };
}

/** Ports (a circuit's interface) and subcircuit instances (a circuit placed in another). */
export const PORT_COMPONENTS: readonly ComponentDefinition[] = [
  {
    type: 'PORT_IN',
    name: 'Input port',
    category: 'Inputs',
    family: 'port',
    description:
      'An input of the circuit when it is used as a subcircuit: its label names the pin on the left of the symbol. ' +
      'At the top level it acts like a switch (wider ports take a number).',
    aliases: ['input port', 'in port', 'port in', 'input pin', 'pin in', 'subcircuit input', 'interface input'],
    labelPrefix: 'IN',
    width: PORT_W,
    height: PORT_H,
    pins: [inPin(1)],
    properties: {
      width: widthProperty,
      bidirectional: {
        schema: z.boolean(),
        default: false,
        label: 'Bidirectional',
        description:
          'Tri-state outputs inside may drive its line too (a chip’s I/O pin); a test sets it to Z to read them.',
      },
      initial: {
        schema: z
          .number()
          .int()
          .min(0)
          .max(2 ** MAX_BUS_WIDTH - 1),
        default: 0,
        label: 'Initial value',
        description:
          'The value at the top level when the circuit is opened or reset (bits past the width are ignored).',
      },
    },
    shape: (properties) => ({
      width: PORT_W,
      height: PORT_H,
      pins: [inPin(portWidth(properties), properties.bidirectional === true)],
    }),
    shapeProperties: ['width', 'bidirectional'],
    examples: [
      {
        description: 'The port feeds a gate inside.',
        from: { type: 'PORT_IN', pin: 'out' },
        to: { type: 'AND_2', pin: 'a' },
      },
    ],
  },
  {
    type: 'PORT_OUT',
    name: 'Output port',
    category: 'Outputs',
    family: 'port',
    description:
      'An output of the circuit when it is used as a subcircuit: its label names the pin on the right of the symbol. ' +
      'At the top level it shows its value like a probe.',
    aliases: ['output port', 'out port', 'port out', 'output pin', 'pin out', 'subcircuit output', 'interface output'],
    labelPrefix: 'OUT',
    width: PORT_W,
    height: PORT_H,
    pins: [outPin(1)],
    properties: { width: widthProperty },
    shape: portShape(outPin),
    shapeProperties: ['width'],
    examples: [
      {
        description: 'A gate drives the port.',
        from: { type: 'XOR_2', pin: 'out' },
        to: { type: 'PORT_OUT', pin: 'in' },
      },
    ],
  },
  {
    type: 'SUBCIRCUIT',
    name: 'Subcircuit',
    category: 'Blocks',
    family: 'subcircuit',
    description:
      'Another circuit of the library placed as one part: its input ports are the pins on the left, its output ports on the right.',
    aliases: ['subcircuit', 'sub circuit', 'module', 'instance', 'hierarchical block', 'custom component'],
    labelPrefix: 'U',
    width: 80,
    height: 40,
    pins: [],
    properties: {
      circuit: {
        schema: z
          .string()
          .max(64)
          .regex(/^[A-Za-z0-9_-]*$/, 'a circuit id uses letters, digits, "_" and "-"'),
        default: '',
        label: 'Circuit',
        description: 'The id of the circuit placed here (its definition).',
      },
      ports: {
        schema: z
          .string()
          .max(MAX_INTERFACE_TEXT)
          .refine((text) => parseInterface(text).success, 'write the inputs, ">", then the outputs, e.g. "A,B:4>S,C"'),
        default: '',
        label: 'Ports',
        description: 'The interface, kept in step with the definition: inputs, ">", outputs, each name or name:width.',
      },
      title: {
        schema: z.string().max(MAX_SUBCIRCUIT_TITLE),
        default: '',
        label: 'Title',
        description: "Text on the symbol; empty shows the circuit's name.",
      },
    },
    shape: subcircuitShape,
    shapeProperties: ['ports'],
    listed: false,
    examples: [],
  },
  {
    type: 'PLACEHOLDER',
    name: 'Placeholder',
    category: 'Blocks',
    family: 'placeholder',
    description:
      'A part of an imported Logisim or Digital file that CircuitForge does not have: a box with the original’s name and pins, so the ' +
      'schematic keeps its shape and wires. Its outputs are not driven; replace it with parts that do the same.',
    aliases: ['placeholder', 'unsupported part', 'imported part'],
    labelPrefix: 'X',
    width: 80,
    height: 40,
    pins: [],
    properties: {
      original: {
        schema: z.string().max(MAX_ORIGINAL_NAME),
        default: '',
        label: 'Stands for',
        description: 'The part it stands for, as the original program names it ("Shift Register", "RAMDualPort").',
      },
      ports: {
        schema: z
          .string()
          .max(MAX_INTERFACE_TEXT)
          .refine((text) => parseInterface(text).success, 'write the inputs, ">", then the outputs, e.g. "A,B:4>S,C"'),
        default: '',
        label: 'Pins',
        description: 'Its pins as the original has them: inputs, ">", outputs, each name or name:width.',
      },
    },
    shape: subcircuitShape,
    shapeProperties: ['ports'],
    listed: false,
    examples: [],
  },
];
