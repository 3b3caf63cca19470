import {
  HALF_ADDER_CELL_TESTS,
  FULL_ADDER_CELL_TESTS,
  ADDER_4BIT_TESTS,
  REGISTER_8BIT_TESTS,
  ALU_4BIT_TESTS,
  REGISTER_FILE_TESTS,
} from './example-tests';
import type { Blueprint } from '../circuit/blueprint';
import { formatInterface, interfaceOf } from '../components/subcircuit-interface';
import type { Example } from './types';

/** The interface a blueprint offers as a subcircuit, as its instances carry it. */
function portsOf(blueprint: Blueprint): string {
  return formatInterface(
    interfaceOf(
      blueprint.components.map((c) => ({
        type: c.type,
        label: c.label,
        x: c.position?.x ?? 0,
        y: c.position?.y ?? 0,
        properties: c.properties ?? {},
      })),
    ),
  );
}

/** A half adder with ports: the innermost subcircuit of the adders. */
const HALF_ADDER_CELL: Blueprint = {
  components: [
    { label: 'A', type: 'PORT_IN', position: { x: 0, y: 0 } },
    { label: 'B', type: 'PORT_IN', position: { x: 0, y: 40 } },
    { label: 'X1', type: 'XOR_2' },
    { label: 'AND1', type: 'AND_2' },
    { label: 'S', type: 'PORT_OUT', position: { x: 600, y: 0 } },
    { label: 'C', type: 'PORT_OUT', position: { x: 600, y: 40 } },
  ],
  wires: [
    { from: 'A:out', to: 'X1:a' },
    { from: 'B:out', to: 'X1:b' },
    { from: 'A:out', to: 'AND1:a' },
    { from: 'B:out', to: 'AND1:b' },
    { from: 'X1:out', to: 'S:in' },
    { from: 'AND1:out', to: 'C:in' },
  ],
};

const HA = { circuit: 'ex-half-adder', ports: portsOf(HALF_ADDER_CELL) };

/** A full adder of two half-adder subcircuits and an OR gate. */
const FULL_ADDER_CELL: Blueprint = {
  components: [
    { label: 'A', type: 'PORT_IN', position: { x: 0, y: 0 } },
    { label: 'B', type: 'PORT_IN', position: { x: 0, y: 40 } },
    { label: 'CIN', type: 'PORT_IN', position: { x: 0, y: 80 } },
    { label: 'HA1', type: 'SUBCIRCUIT', properties: HA },
    { label: 'HA2', type: 'SUBCIRCUIT', properties: HA },
    { label: 'OR1', type: 'OR_2' },
    { label: 'S', type: 'PORT_OUT', position: { x: 600, y: 0 } },
    { label: 'COUT', type: 'PORT_OUT', position: { x: 600, y: 40 } },
  ],
  wires: [
    { from: 'A:out', to: 'HA1:A' },
    { from: 'B:out', to: 'HA1:B' },
    { from: 'HA1:S', to: 'HA2:A' },
    { from: 'CIN:out', to: 'HA2:B' },
    { from: 'HA2:S', to: 'S:in' },
    { from: 'HA1:C', to: 'OR1:a' },
    { from: 'HA2:C', to: 'OR1:b' },
    { from: 'OR1:out', to: 'COUT:in' },
  ],
};

const FA = { circuit: 'ex-full-adder', ports: portsOf(FULL_ADDER_CELL) };

/** "a 4-bit number" as the bus value a check expects (most significant bit first). */
const bits = (value: number, width: number) => value.toString(2).padStart(width, '0');

const adderRows: [number, number, number][] = [
  [5, 3, 0],
  [9, 6, 1],
  [15, 1, 0],
  [15, 15, 1],
];

export const ADDER_4BIT: Example = {
  id: 'adder-4bit',
  name: '4-bit adder from subcircuits',
  description:
    'Four full-adder subcircuits (each two half-adder subcircuits and an OR) add two 4-bit numbers on buses. ' +
    'Select A or B and type a value in the inspector; double-click a full adder to see inside it.',
  subcircuits: [
    { id: 'ex-half-adder', name: 'Half adder (subcircuit)', blueprint: HALF_ADDER_CELL, tests: HALF_ADDER_CELL_TESTS },
    { id: 'ex-full-adder', name: 'Full adder (subcircuit)', blueprint: FULL_ADDER_CELL, tests: FULL_ADDER_CELL_TESTS },
  ],
  blueprint: {
    components: [
      { label: 'A', type: 'PORT_IN', properties: { width: 4, initial: 5 } },
      { label: 'B', type: 'PORT_IN', properties: { width: 4, initial: 3 } },
      { label: 'CIN', type: 'PORT_IN' },
      { label: 'SA', type: 'SPLITTER', properties: { width: 4 } },
      { label: 'SB', type: 'SPLITTER', properties: { width: 4 } },
      ...[0, 1, 2, 3].map((i) => ({ label: `FA${i}`, type: 'SUBCIRCUIT', properties: FA })),
      { label: 'M', type: 'MERGER', properties: { width: 4 } },
      { label: 'S', type: 'PORT_OUT', properties: { width: 4 } },
      { label: 'HEX', type: 'HEX_DISPLAY' },
      { label: 'COUT', type: 'PORT_OUT' },
    ],
    wires: [
      { from: 'A:out', to: 'SA:in' },
      { from: 'B:out', to: 'SB:in' },
      ...[0, 1, 2, 3].flatMap((i) => [
        { from: `SA:b${i}`, to: `FA${i}:A` },
        { from: `SB:b${i}`, to: `FA${i}:B` },
        { from: i === 0 ? 'CIN:out' : `FA${i - 1}:COUT`, to: `FA${i}:CIN` },
        { from: `FA${i}:S`, to: `M:b${i}` },
      ]),
      { from: 'M:out', to: 'S:in' },
      { from: 'M:out', to: 'HEX:in' },
      { from: 'FA3:COUT', to: 'COUT:in' },
    ],
  },
  tests: ADDER_4BIT_TESTS,
  checks: adderRows.map(([a, b, c]) => ({
    values: { A: a, B: b },
    set: { CIN: c === 1 },
    expect: { S: { bus: bits((a + b + c) & 15, 4) }, COUT: { value: (a + b + c) >> 4 === 1 ? '1' : '0' } },
  })),
};

export const REGISTER_8BIT: Example = {
  id: 'register-8bit',
  name: '8-bit register with hex displays',
  description:
    'An 8-bit register loads the value of D when LOAD is pressed; a splitter sends each half of Q to a hex display. ' +
    'Type a value for D in the inspector, then press LOAD.',
  blueprint: {
    components: [
      { label: 'D', type: 'PORT_IN', properties: { width: 8 } },
      { label: 'LOAD', type: 'BUTTON_PUSH' },
      { label: 'REG1', type: 'REGISTER', properties: { width: 8 } },
      { label: 'SPL', type: 'SPLITTER', properties: { width: 8, ranges: '0-3,4-7' } },
      { label: 'HI', type: 'HEX_DISPLAY' },
      { label: 'LO', type: 'HEX_DISPLAY' },
      { label: 'Q', type: 'PORT_OUT', properties: { width: 8 } },
    ],
    wires: [
      { from: 'D:out', to: 'REG1:D' },
      { from: 'LOAD:out', to: 'REG1:CLK' },
      { from: 'REG1:Q', to: 'Q:in' },
      { from: 'REG1:Q', to: 'SPL:in' },
      { from: 'SPL:b3_0', to: 'LO:in' },
      { from: 'SPL:b7_4', to: 'HI:in' },
    ],
  },
  tests: REGISTER_8BIT_TESTS,
  checks: [
    { values: { D: 0x5a }, expect: { Q: { bus: bits(0, 8) }, REG1: { stored: bits(0, 8) } } },
    { set: { LOAD: true }, expect: { Q: { bus: bits(0x5a, 8) } } },
    { set: { LOAD: false }, values: { D: 0xc3 }, expect: { Q: { bus: bits(0x5a, 8) } } },
    { set: { LOAD: true }, expect: { Q: { bus: bits(0xc3, 8) }, REG1: { stored: bits(0xc3, 8) } } },
  ],
};

/** One bit of the ALU: AND, OR, ADD or XOR of A and B by OP1 OP0, with the carry. */
const ALU_SLICE: Blueprint = {
  components: [
    { label: 'A', type: 'PORT_IN', position: { x: 0, y: 0 } },
    { label: 'B', type: 'PORT_IN', position: { x: 0, y: 40 } },
    { label: 'CIN', type: 'PORT_IN', position: { x: 0, y: 80 } },
    { label: 'OP0', type: 'PORT_IN', position: { x: 0, y: 120 } },
    { label: 'OP1', type: 'PORT_IN', position: { x: 0, y: 160 } },
    { label: 'AND1', type: 'AND_2' },
    { label: 'OR1', type: 'OR_2' },
    { label: 'X1', type: 'XOR_2' },
    { label: 'X2', type: 'XOR_2' },
    { label: 'AND2', type: 'AND_2' },
    { label: 'OR2', type: 'OR_2' },
    { label: 'MUX1', type: 'MUX_4' },
    { label: 'Y', type: 'PORT_OUT', position: { x: 600, y: 0 } },
    { label: 'COUT', type: 'PORT_OUT', position: { x: 600, y: 40 } },
  ],
  wires: [
    { from: 'A:out', to: 'AND1:a' },
    { from: 'B:out', to: 'AND1:b' },
    { from: 'A:out', to: 'OR1:a' },
    { from: 'B:out', to: 'OR1:b' },
    { from: 'A:out', to: 'X1:a' },
    { from: 'B:out', to: 'X1:b' },
    { from: 'X1:out', to: 'X2:a' },
    { from: 'CIN:out', to: 'X2:b' },
    { from: 'X1:out', to: 'AND2:a' },
    { from: 'CIN:out', to: 'AND2:b' },
    { from: 'AND1:out', to: 'OR2:a' },
    { from: 'AND2:out', to: 'OR2:b' },
    { from: 'AND1:out', to: 'MUX1:I0' },
    { from: 'OR1:out', to: 'MUX1:I1' },
    { from: 'X2:out', to: 'MUX1:I2' },
    { from: 'X1:out', to: 'MUX1:I3' },
    { from: 'OP0:out', to: 'MUX1:S0' },
    { from: 'OP1:out', to: 'MUX1:S1' },
    { from: 'MUX1:Y', to: 'Y:in' },
    { from: 'OR2:out', to: 'COUT:in' },
  ],
};

const SLICE = { circuit: 'ex-alu-slice', ports: portsOf(ALU_SLICE) };
const ALU_OPS: [op: number, name: string, f: (a: number, b: number) => number][] = [
  [0, 'AND', (a, b) => a & b],
  [1, 'OR', (a, b) => a | b],
  [2, 'ADD', (a, b) => a + b],
  [3, 'XOR', (a, b) => a ^ b],
];

export const ALU_4BIT: Example = {
  id: 'alu-4bit',
  name: '4-bit ALU from 1-bit slices',
  description:
    'Four copies of a 1-bit ALU slice (AND, OR, ADD, XOR chosen by OP1 OP0) make a 4-bit ALU; the carry ripples through. ' +
    'Set A, B in the inspector and flip OP1, OP0.',
  subcircuits: [{ id: 'ex-alu-slice', name: 'ALU slice (subcircuit)', blueprint: ALU_SLICE }],
  blueprint: {
    components: [
      { label: 'A', type: 'PORT_IN', properties: { width: 4, initial: 12 } },
      { label: 'B', type: 'PORT_IN', properties: { width: 4, initial: 10 } },
      { label: 'OP0', type: 'SWITCH_TOGGLE' },
      { label: 'OP1', type: 'SWITCH_TOGGLE' },
      { label: 'ZERO', type: 'CONST_LOW' },
      { label: 'SA', type: 'SPLITTER', properties: { width: 4 } },
      { label: 'SB', type: 'SPLITTER', properties: { width: 4 } },
      ...[0, 1, 2, 3].map((i) => ({ label: `ALU${i}`, type: 'SUBCIRCUIT', properties: SLICE })),
      { label: 'M', type: 'MERGER', properties: { width: 4 } },
      { label: 'Y', type: 'PORT_OUT', properties: { width: 4 } },
      { label: 'HEX', type: 'HEX_DISPLAY' },
      { label: 'COUT', type: 'PORT_OUT' },
    ],
    wires: [
      { from: 'A:out', to: 'SA:in' },
      { from: 'B:out', to: 'SB:in' },
      ...[0, 1, 2, 3].flatMap((i) => [
        { from: `SA:b${i}`, to: `ALU${i}:A` },
        { from: `SB:b${i}`, to: `ALU${i}:B` },
        { from: i === 0 ? 'ZERO:out' : `ALU${i - 1}:COUT`, to: `ALU${i}:CIN` },
        { from: 'OP0:out', to: `ALU${i}:OP0` },
        { from: 'OP1:out', to: `ALU${i}:OP1` },
        { from: `ALU${i}:Y`, to: `M:b${i}` },
      ]),
      { from: 'M:out', to: 'Y:in' },
      { from: 'M:out', to: 'HEX:in' },
      { from: 'ALU3:COUT', to: 'COUT:in' },
    ],
  },
  tests: ALU_4BIT_TESTS,
  checks: ALU_OPS.map(([op, , f]) => ({
    set: { OP0: (op & 1) === 1, OP1: (op & 2) === 2 },
    expect: { Y: { bus: bits(f(12, 10) & 15, 4) } },
  })),
};

export const REGISTER_FILE: Example = {
  id: 'register-file',
  name: 'Register file (4 × 4 bits)',
  description:
    'Four 4-bit registers: a decoder sends WRITE to the register WA1 WA0 while WE is on; a 4-bit multiplexer reads the register RA1 RA0. ' +
    'Set D, the addresses, then press WRITE.',
  blueprint: {
    components: [
      { label: 'D', type: 'PORT_IN', properties: { width: 4 } },
      { label: 'WRITE', type: 'BUTTON_PUSH' },
      { label: 'WE', type: 'SWITCH_TOGGLE', properties: { initial: true } },
      { label: 'WA0', type: 'SWITCH_TOGGLE' },
      { label: 'WA1', type: 'SWITCH_TOGGLE' },
      { label: 'RA0', type: 'SWITCH_TOGGLE' },
      { label: 'RA1', type: 'SWITCH_TOGGLE' },
      { label: 'DEC1', type: 'DECODER_2TO4' },
      ...[0, 1, 2, 3].flatMap((i) => [
        { label: `AND${i}`, type: 'AND_2' },
        { label: `R${i}`, type: 'REGISTER', properties: { width: 4 } },
      ]),
      { label: 'MUX1', type: 'MUX_4', properties: { width: 4 } },
      { label: 'Q', type: 'PORT_OUT', properties: { width: 4 } },
      { label: 'HEX', type: 'HEX_DISPLAY' },
    ],
    wires: [
      { from: 'WA0:out', to: 'DEC1:A0' },
      { from: 'WA1:out', to: 'DEC1:A1' },
      { from: 'WE:out', to: 'DEC1:EN' },
      ...[0, 1, 2, 3].flatMap((i) => [
        { from: `DEC1:Y${i}`, to: `AND${i}:a` },
        { from: 'WRITE:out', to: `AND${i}:b` },
        { from: `AND${i}:out`, to: `R${i}:CLK` },
        { from: 'D:out', to: `R${i}:D` },
        { from: `R${i}:Q`, to: `MUX1:I${i}` },
      ]),
      { from: 'RA0:out', to: 'MUX1:S0' },
      { from: 'RA1:out', to: 'MUX1:S1' },
      { from: 'MUX1:Y', to: 'Q:in' },
      { from: 'MUX1:Y', to: 'HEX:in' },
    ],
  },
  tests: REGISTER_FILE_TESTS,
  checks: [
    // Write 9 into R2.
    { values: { D: 9 }, set: { WA1: true, WA0: false }, expect: { R2: { stored: bits(0, 4) } } },
    { set: { WRITE: true }, expect: { R2: { stored: bits(9, 4) } } },
    { set: { WRITE: false }, expect: { R2: { stored: bits(9, 4) } } },
    // Write 3 into R1.
    { values: { D: 3 }, set: { WA1: false, WA0: true }, expect: {} },
    { set: { WRITE: true }, expect: { R1: { stored: bits(3, 4) }, R2: { stored: bits(9, 4) } } },
    { set: { WRITE: false }, expect: {} },
    // Read them back.
    { set: { RA1: true, RA0: false }, expect: { Q: { bus: bits(9, 4) } } },
    { set: { RA1: false, RA0: true }, expect: { Q: { bus: bits(3, 4) } } },
    { set: { RA1: false, RA0: false }, expect: { Q: { bus: bits(0, 4) } } },
  ],
};
