import { COUNTER } from '../../examples/sequential';
import { exercise, libraryCircuit, type StarterLesson } from './build';
import { clock, extend, frame, parts, wires } from './layout';
import { circuitBlock, exerciseBlock, md } from './markdown';

const COUNTER_DEMO = libraryCircuit('starter-counter-demo', COUNTER.name, COUNTER.blueprint, COUNTER.tests);

const COUNT_FRAME = frame(['EN', clock()], ['Q1', 'Q0']);

const COUNTER_ENABLE = exercise({
  id: 'counter-enable',
  title: 'A 2-bit counter with enable',
  statement: md`
Build a 2-bit counter from D flip-flops and gates. On each rising edge of **CLK**, while **EN**
is 1 the number $Q_1Q_0$ goes up by one (0, 1, 2, 3, then 0 again); while **EN** is 0 it stays.
It starts at 0.
  `,
  start: COUNT_FRAME,
  reference: extend(
    COUNT_FRAME,
    parts(['FF0', 'D_FLIPFLOP'], ['FF1', 'D_FLIPFLOP'], ['X0', 'XOR_2'], ['X1', 'XOR_2'], ['G1', 'AND_2']),
    wires(
      ['EN:out', 'X0:a'],
      ['FF0:Q', 'X0:b'],
      ['X0:out', 'FF0:D'],
      ['EN:out', 'G1:a'],
      ['FF0:Q', 'G1:b'],
      ['G1:out', 'X1:a'],
      ['FF1:Q', 'X1:b'],
      ['X1:out', 'FF1:D'],
      ['CLK:out', 'FF0:CLK'],
      ['CLK:out', 'FF1:CLK'],
      ['FF0:Q', 'Q0:in'],
      ['FF1:Q', 'Q1:in'],
    ),
  ),
  tests: [
    {
      name: 'Counts and wraps',
      source: `CLK EN Q1 Q0
0   1  0  0
C   1  0  1
C   1  1  0
C   1  1  1
C   1  0  0
C   1  0  1
`,
    },
    {
      name: 'Waits while EN is 0',
      source: `CLK EN Q1 Q0
C   0  0  0
C   1  0  1
C   0  0  1
C   0  0  1
C   1  1  0
C   0  1  0
`,
      hidden: true,
    },
    {
      name: 'A long count',
      source: `# EN is 0 at every fourth pulse; the count goes up at the other three.
CLK EN Q1 Q0
loop(i, 32)
  C (i % 4 != 3) bits(2, (i + 1) - (i + 1) / 4)
end loop
`,
      hidden: true,
    },
  ],
  hints: [
    'The lowest bit flips at every counted edge. The next bit flips only when the lowest bit is 1 (as 01 becomes 10).',
    'A flip-flop that flips when a condition is 1 is the T flip-flop of the flip-flops lesson: $D = Q \\oplus T$. What is T for each bit?',
  ],
});

export const COUNTERS: StarterLesson = {
  circuits: [COUNTER_DEMO],
  lesson: {
    id: 'starter-counters',
    title: 'Counters',
    markdown: md`
# Counters

A **counter** is a register that adds one to itself at every clock edge. Counters measure time,
divide clocks, step through sequences and, as the program counter, walk a CPU through its
program.

## Counting in binary

Look at how the bits change from one number to the next:

| count | $Q_2$ | $Q_1$ | $Q_0$ |
|-------|-------|-------|-------|
| 0     | 0     | 0     | 0     |
| 1     | 0     | 0     | 1     |
| 2     | 0     | 1     | 0     |
| 3     | 0     | 1     | 1     |
| 4     | 1     | 0     | 0     |
| 5     | 1     | 0     | 1     |
| 6     | 1     | 1     | 0     |
| 7     | 1     | 1     | 1     |

$Q_0$ flips every time. $Q_1$ flips when $Q_0$ is 1. $Q_2$ flips when $Q_1$ and $Q_0$ are both
1. In general a bit flips when every bit below it is 1: that is a carry rippling up, exactly as
in an adder adding 1.

So each bit is a T flip-flop (or a D flip-flop with $D = Q \oplus T$) whose T is the AND of the
bits below it. After the top count an $n$-bit counter **wraps** back to 0: four bits count
0 to 15.

## Try it

A 4-bit counter part driven by a clock; the LEDs show its bits. Step the clock and read the
count in binary:

${circuitBlock(COUNTER_DEMO.id)}

## Enable and clear

Real counters have an **enable** (count only when it is 1) and a **clear** (back to 0). An enable
is one more AND: the lowest bit's T becomes EN instead of 1, and every higher T includes it.

## Exercise

${exerciseBlock(COUNTER_ENABLE.id)}

## Summary

- Counting up flips a bit when all bits below it are 1.
- A counter is flip-flops plus that logic; $n$ bits count from 0 to $2^n - 1$ and wrap.
`,
    exercises: [COUNTER_ENABLE],
  },
};
