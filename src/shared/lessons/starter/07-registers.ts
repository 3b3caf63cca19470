import { exercise, libraryCircuit, type StarterLesson } from './build';
import { busProbe, clock, extend, frame, inPort, parts, wires } from './layout';
import { circuitBlock, exerciseBlock, md } from './markdown';

const REGISTER_DEMO = libraryCircuit(
  'starter-register-demo',
  'A 4-bit register with load',
  extend(
    frame([inPort('D', 4), 'LOAD', clock()], [busProbe('Q', 4)]),
    parts(['REG1', 'REGISTER', { width: 4 }], ['HEX1', 'HEX_DISPLAY']),
    wires(
      ['D:out', 'REG1:D'],
      ['LOAD:out', 'REG1:EN'],
      ['CLK:out', 'REG1:CLK'],
      ['REG1:Q', 'Q:in'],
      ['REG1:Q', 'HEX1:in'],
    ),
  ),
  [
    {
      name: 'Loads only when LOAD is 1',
      source: `D LOAD CLK Q
5 0    C   0
5 1    C   5
9 0    C   5
9 1    C   9
`,
    },
  ],
);

const LOAD_FRAME = frame(['D1', 'D0', 'LOAD', clock()], ['Q1', 'Q0']);

/** One bit of the register: a flip-flop whose D is chosen by a multiplexer. */
const bit = (n: number) => ({
  parts: parts([`FF${n}`, 'D_FLIPFLOP'], [`M${n}`, 'MUX_2']),
  wires: wires(
    [`FF${n}:Q`, `M${n}:I0`],
    [`D${n}:out`, `M${n}:I1`],
    ['LOAD:out', `M${n}:S`],
    [`M${n}:Y`, `FF${n}:D`],
    ['CLK:out', `FF${n}:CLK`],
    [`FF${n}:Q`, `Q${n}:in`],
  ),
});

const LOAD_REGISTER = exercise({
  id: 'load-register',
  title: 'A 2-bit register with load',
  statement: md`
Build a 2-bit register from D flip-flops: on a rising edge of **CLK**, **Q1 Q0** take the value of
**D1 D0** when **LOAD** is 1, and keep their value when **LOAD** is 0. Both bits start at 0.
  `,
  start: LOAD_FRAME,
  reference: extend(LOAD_FRAME, [...bit(1).parts, ...bit(0).parts], [...bit(1).wires, ...bit(0).wires]),
  tests: [
    {
      name: 'Loads when LOAD is 1',
      source: `CLK LOAD D1 D0 Q1 Q0
0   0    0  0  0  0
C   1    1  0  1  0
C   1    0  1  0  1
C   1    1  1  1  1
`,
    },
    {
      name: 'Keeps its value when LOAD is 0',
      source: `CLK LOAD D1 D0 Q1 Q0
C   1    1  0  1  0
C   0    0  1  1  0
C   0    1  1  1  0
0   1    0  1  1  0
C   1    0  1  0  1
`,
    },
    {
      name: 'Every value, loaded or not',
      source: `CLK LOAD D1 D0 Q1 Q0
loop(v, 4)
  C 1 bits(2, v) bits(2, v)
  loop(w, 4)
    C 0 bits(2, w) bits(2, v)
  end loop
end loop
`,
      hidden: true,
    },
  ],
  hints: [
    'A flip-flop always stores what is at D on every edge. To keep its value, give it back its own Q.',
    'So each bit needs a choice between two values, made by LOAD. Which part of an earlier lesson chooses?',
  ],
});

export const REGISTERS: StarterLesson = {
  circuits: [REGISTER_DEMO],
  lesson: {
    id: 'starter-registers',
    title: 'Registers',
    markdown: md`
# Registers

A flip-flop stores one bit. Put several side by side on the same clock and you have a
**register**: it stores a whole number, such as a 4-bit or an 8-bit word.

## Load when asked

A plain flip-flop takes a new value at *every* clock edge. A register in a computer must keep its
value for many cycles and take a new one only when told. That is a **load** (or enable) input:

| LOAD | on the rising edge |
|------|--------------------|
| 0    | Q keeps its value  |
| 1    | Q takes D          |

Each bit's flip-flop gets its next value from a multiplexer: $D_{ff} = \overline{LOAD}\,Q + LOAD\,D$.
With LOAD at 0 the flip-flop reloads its own value, so nothing changes.

## Try it

Set **D** to a number, turn **LOAD** on, and step the clock: the register takes the number. Turn
**LOAD** off, change **D** and step again: the register keeps what it had.

${circuitBlock(REGISTER_DEMO.id)}

## Where registers are used

- The **accumulator** of a CPU holds the number it is working on.
- The **program counter** holds the address of the next instruction.
- The **instruction register** holds the instruction being run.

You will meet all three in the last lesson.

## Exercise

${exerciseBlock(LOAD_REGISTER.id)}

## Summary

- A register is a row of flip-flops on one clock, storing a word.
- A load input chooses, per edge, between the new value and the old one.
`,
    exercises: [LOAD_REGISTER],
  },
};
