import type { Blueprint } from '../../circuit/blueprint';
import { TINY_CPU } from '../../examples/cpu';
import { exercise, libraryCircuit, type StarterLesson } from './build';
import { circuitBlock, exerciseBlock, md } from './markdown';

const CPU_DEMO = libraryCircuit('starter-tiny-cpu', TINY_CPU.name, TINY_CPU.blueprint, TINY_CPU.tests);

/** The tiny CPU with another program in its program ROM (PROG); an empty one is all NOPs. */
function withProgram(words: readonly number[]): Blueprint {
  return {
    ...TINY_CPU.blueprint,
    components: TINY_CPU.blueprint.components.map((part) =>
      part.label === 'PROG'
        ? { ...part, properties: { ...part.properties, contents: words.map((w) => w.toString(16)).join(' ') } }
        : part,
    ),
  };
}

/** Runs the program for eight clock cycles with `n` in RAM word 0, then checks ACC. */
const tripleTest = (n: number) => `# memory RAM(0) = ${n}; puts ${n} in RAM word 0 before the first row.
CLK ACC
memory RAM(0) = ${n};
0   0
repeat(7) C X
C   ${3 * n}
`;

const TRIPLE = exercise({
  id: 'triple',
  title: 'Your first program',
  statement: md`
Write a program for the tiny CPU that leaves **three times** the number in RAM word 0 in the
accumulator **ACC**. It must be done after 8 clock cycles, so use at most 8 instructions; the
program ROM **PROG** starts empty (all NOP). Your program must work for any number in RAM word 0
from 0 to 5 (3 × 5 = 15 still fits in 4 bits).

Edit the contents of **PROG**: each word is one instruction in hexadecimal, the opcode first.
For example 12 is LDI 2.
  `,
  start: withProgram([]),
  reference: withProgram([0x50, 0x30, 0x30, 0x41]),
  tests: [
    { name: 'Three times 5', source: tripleTest(5) },
    { name: 'Three times 4', source: tripleTest(4), hidden: true },
    { name: 'Three times 1', source: tripleTest(1), hidden: true },
  ],
  hints: [
    'First bring the number into ACC. Which instruction loads ACC from a RAM word?',
    'Three times n is n + n + n. ADD m adds RAM word m to ACC.',
  ],
});

export const CPU: StarterLesson = {
  circuits: [CPU_DEMO],
  lesson: {
    id: 'starter-cpu',
    title: 'A tiny CPU',
    markdown: md`
# A tiny CPU

Everything is ready for a computer. This one is tiny, 4 bits wide with 16 instructions of
program, but it works the way real processors do: it **fetches** an instruction, **decodes** it
and **executes** it, one instruction per clock cycle.

## The parts, and the lessons they come from

| part  | what it is                            | what it does                                            |
|-------|---------------------------------------|---------------------------------------------------------|
| PC    | a 4-bit counter (counters)            | the program counter: the address of the instruction     |
| PROG  | a ROM of 16 bytes (memory)            | the program, one instruction per word                   |
| IR    | a splitter (buses)                    | cuts the instruction into opcode (high 4 bits) and operand (low 4) |
| CTRL  | a ROM (memory as logic)               | the control unit: decodes the opcode into control bits  |
| RAM   | a RAM of 16 nibbles (memory)          | the data                                                |
| SRC   | a multiplexer (multiplexers)          | picks the operand itself, or the RAM word it addresses  |
| ALU   | a ROM holding an addition table       | adds ACC and the operand                                |
| RES   | a multiplexer                         | picks the sum, or the operand as it is                  |
| ACC   | a 4-bit register with load (registers) | the accumulator: the number being worked on           |

## The instructions

| opcode | instruction | does                 |
|--------|-------------|----------------------|
| 0      | NOP         | nothing              |
| 1      | LDI n       | $ACC \leftarrow n$           |
| 2      | ADDI n      | $ACC \leftarrow ACC + n$     |
| 3      | ADD m       | $ACC \leftarrow ACC + RAM[m]$ |
| 4      | STA m       | $RAM[m] \leftarrow ACC$      |
| 5      | LDA m       | $ACC \leftarrow RAM[m]$      |

An instruction is one byte: the opcode in the high 4 bits and the operand in the low 4, so
0x31 is ADD 1 and 0x44 is STA 4. Sums wrap around at 16, as in a 4-bit adder.

## One clock cycle

1. **Fetch**: PC addresses PROG, which shows the instruction.
2. **Decode**: CTRL turns the opcode into four control bits: load ACC, write RAM, take the operand
   from RAM, add.
3. **Execute**: the multiplexers route the operand and the sum; at the rising edge ACC loads the
   result (or RAM stores ACC) and PC moves to the next instruction.

The control unit is just a table: each opcode's row says which parts act. Tables like this are
the heart of **microcoded** CPUs; larger CPUs add a state machine (an earlier lesson) to sequence
instructions that take several cycles.

## Run it

The program adds the four numbers in RAM words 0 to 3 (3, 5, 6 and 1), stores the sum in RAM
word 4 and loads it back. Step the clock and watch PC and ACC: 0, 3, 8, 14, 15 …

${circuitBlock(CPU_DEMO.id)}

## Exercise

${exerciseBlock(TRIPLE.id)}

## Where to go from here

- Add a **jump** instruction: load PC from the operand, so programs can loop.
- Add a **zero flag** and a conditional jump, and the CPU can make decisions.
- Widen the data path to 8 bits, and replace the ALU table with an adder and logic gates.

## Summary

- A CPU is registers, memory, multiplexers, an ALU and a control unit, on one clock.
- Each cycle it fetches an instruction, decodes it into control bits, and executes it.
- You have built every one of its parts in this course.
`,
    exercises: [TRIPLE],
  },
};
