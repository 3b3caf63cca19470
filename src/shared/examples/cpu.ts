import { MemoryWords } from '../memory/words';
import { contentsText } from '../memory/contents-text';
import type { ExampleTest } from './example-tests';
import type { Example } from './types';

/**
 * A tiny CPU: a 4-bit accumulator machine in one clock domain. Each rising edge runs the
 * instruction at PC and moves PC on. Instructions are 8 bits: opcode (high 4) and operand (low 4).
 *
 * | opcode | instruction | does |
 * |---|---|---|
 * | 0 | NOP | nothing |
 * | 1 | LDI n | ACC ← n |
 * | 2 | ADDI n | ACC ← ACC + n |
 * | 3 | ADD m | ACC ← ACC + RAM[m] |
 * | 4 | STA m | RAM[m] ← ACC |
 * | 5 | LDA m | ACC ← RAM[m] |
 *
 * A decoder ROM (CTRL) turns the opcode into four control bits, and an adder ROM (ALU) adds two
 * 4-bit numbers by lookup: memories as logic, the way microcoded machines are built.
 */

/** Control word bits of CTRL: which parts act for each opcode. */
const ACC_LOAD = 1;
const RAM_WRITE = 2;
const FROM_RAM = 4;
const ADD = 8;

const CONTROL = [0, ACC_LOAD, ACC_LOAD | ADD, ACC_LOAD | FROM_RAM | ADD, RAM_WRITE, ACC_LOAD | FROM_RAM];

/** The decoder ROM's words: one control word per opcode. */
function controlContents(): string {
  const words = new MemoryWords(4, 4);
  CONTROL.forEach((word, opcode) => words.set(opcode, word));
  return contentsText(words);
}

/** The adder ROM's words: at address ACC·16 + value, (ACC + value) mod 16. */
function adderContents(): string {
  const words = new MemoryWords(8, 4);
  for (let address = 0; address < 256; address++) words.set(address, ((address >> 4) + (address & 15)) & 15);
  return contentsText(words);
}

/** The program: add the four numbers at RAM 0–3, store the sum at RAM 4, and load it back from there. */
const PROGRAM = [
  0x10, // LDI 0
  0x30, // ADD 0
  0x31, // ADD 1
  0x32, // ADD 2
  0x33, // ADD 3
  0x44, // STA 4
  0x10, // LDI 0
  0x54, // LDA 4
];

/** The list the program adds: 3 + 5 + 6 + 1 = 15. */
const LIST = '3 5 6 1';

const CPU_TESTS: readonly ExampleTest[] = [
  {
    name: 'Adds the list',
    source: `# Each clock cycle runs one instruction. ACC is the accumulator, PC the program counter.
CLK PC ACC
0   0  0
C   1  0    # LDI 0
C   2  3    # ADD 0: + 3
C   3  8    # ADD 1: + 5
C   4  14   # ADD 2: + 6
C   5  15   # ADD 3: + 1
C   6  15   # STA 4: the sum goes to RAM 4
C   7  0    # LDI 0
C   8  15   # LDA 4: the sum comes back from RAM 4
C   9  15   # NOP
`,
  },
  {
    name: 'Another list, and another program',
    source: `# memory puts other numbers in the list; program replaces the program:
# LDI 2, ADDI 7, STA 0, ADD 0 gives 2, 9, 9, 18 mod 16 = 2.
CLK ACC
memory RAM(1) = 0;
program(0x12, 0x27, 0x40, 0x30)
0 0
C 2
C 9
C 9
C 2
`,
  },
];

export const TINY_CPU: Example = {
  id: 'tiny-cpu',
  name: 'Tiny CPU (accumulator machine)',
  description:
    'A 4-bit computer: PC counts through the program in the ROM PROG, CTRL decodes each instruction, ALU adds by ' +
    'table lookup, and ACC keeps the result; RAM holds data. The program adds the four numbers at RAM 0–3, ' +
    'stores the sum at RAM 4 and loads it back. Step the clock and watch PC and ACC; edit PROG to write your own program.',
  blueprint: {
    components: [
      { label: 'CLK', type: 'CLOCK', properties: { frequency: 2 } },
      { label: 'PC', type: 'COUNTER', properties: { width: 4 } },
      {
        label: 'PROG',
        type: 'ROM',
        properties: { addressBits: 4, dataBits: 8, contents: PROGRAM.map((w) => w.toString(16)).join(' ') },
      },
      { label: 'IR', type: 'SPLITTER', properties: { width: 8, ranges: '0-3,4-7' } },
      { label: 'CTRL', type: 'ROM', properties: { addressBits: 4, dataBits: 4, contents: controlContents() } },
      { label: 'CW', type: 'SPLITTER', properties: { width: 4, ranges: '0,1,2,3' } },
      { label: 'RAM', type: 'RAM', properties: { addressBits: 4, dataBits: 4, contents: LIST } },
      { label: 'SRC', type: 'MUX_2', properties: { width: 4 } },
      { label: 'OPS', type: 'MERGER', properties: { width: 8, ranges: '0-3,4-7' } },
      { label: 'ALU', type: 'ROM', properties: { addressBits: 8, dataBits: 4, contents: adderContents() } },
      { label: 'RES', type: 'MUX_2', properties: { width: 4 } },
      { label: 'ACC', type: 'REGISTER', properties: { width: 4 } },
      { label: 'OUT', type: 'HEX_DISPLAY' },
    ],
    wires: [
      { from: 'CLK:out', to: 'PC:CLK' },
      { from: 'PC:Q', to: 'PROG:A' },
      { from: 'PROG:D', to: 'IR:in' },
      { from: 'IR:b7_4', to: 'CTRL:A' },
      { from: 'CTRL:D', to: 'CW:in' },
      { from: 'IR:b3_0', to: 'RAM:A' },
      { from: 'ACC:Q', to: 'RAM:D' },
      { from: 'CW:b1', to: 'RAM:WE' },
      { from: 'CLK:out', to: 'RAM:CLK' },
      { from: 'IR:b3_0', to: 'SRC:I0' },
      { from: 'RAM:Q', to: 'SRC:I1' },
      { from: 'CW:b2', to: 'SRC:S' },
      { from: 'SRC:Y', to: 'OPS:b3_0' },
      { from: 'ACC:Q', to: 'OPS:b7_4' },
      { from: 'OPS:out', to: 'ALU:A' },
      { from: 'SRC:Y', to: 'RES:I0' },
      { from: 'ALU:D', to: 'RES:I1' },
      { from: 'CW:b3', to: 'RES:S' },
      { from: 'RES:Y', to: 'ACC:D' },
      { from: 'CLK:out', to: 'ACC:CLK' },
      { from: 'CW:b0', to: 'ACC:EN' },
      { from: 'ACC:Q', to: 'OUT:in' },
    ],
  },
  tests: CPU_TESTS,
  checks: [
    { expect: { PC: { stored: '0000' }, ACC: { stored: '0000' } } },
    { cycles: 2, expect: { PC: { stored: '0010' }, ACC: { stored: '0011' } } },
    { cycles: 4, expect: { PC: { stored: '0110' }, ACC: { stored: '1111' } } },
    { cycles: 1, expect: { PC: { stored: '0111' }, ACC: { stored: '0000' } } },
    { cycles: 1, expect: { PC: { stored: '1000' }, ACC: { stored: '1111' } } },
  ],
};
