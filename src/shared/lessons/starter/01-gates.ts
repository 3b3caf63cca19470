import { exercise, libraryCircuit, type StarterLesson } from './build';
import { extend, frame, parts, wires } from './layout';
import { circuitBlock, exerciseBlock, md } from './markdown';

const DEMO = libraryCircuit(
  'starter-gates-demo',
  'Five gates side by side',
  extend(
    frame(['A', 'B'], ['AND', 'OR', 'XOR', 'NAND', 'NOR']),
    parts(['G1', 'AND_2'], ['G2', 'OR_2'], ['G3', 'XOR_2'], ['G4', 'NAND_2'], ['G5', 'NOR_2']),
    [1, 2, 3, 4, 5].flatMap((n) => [
      ...wires([`A:out`, `G${n}:a`], [`B:out`, `G${n}:b`]),
      ...wires([`G${n}:out`, `${['AND', 'OR', 'XOR', 'NAND', 'NOR'][n - 1]!}:in`]),
    ]),
  ),
  [
    {
      name: 'Truth table',
      source: `A B AND OR XOR NAND NOR
0 0 0   0  0   1    1
0 1 0   1  1   1    0
1 0 0   1  1   1    0
1 1 1   1  0   0    0
`,
    },
  ],
);

const EQUAL_FRAME = frame(['A', 'B'], ['EQ']);

const EQUAL = exercise({
  id: 'equal-bits',
  title: 'Equal bits',
  statement: md`
Build a circuit whose output **EQ** is 1 when the inputs **A** and **B** are equal (both 0 or
both 1), and 0 when they differ. Use the basic gates of this lesson.

| A   | B   | EQ  |
| --- | --- | --- |
| 0   | 0   | 1   |
| 0   | 1   | 0   |
| 1   | 0   | 0   |
| 1   | 1   | 1   |
  `,
  start: EQUAL_FRAME,
  reference: extend(
    EQUAL_FRAME,
    parts(['X1', 'XOR_2'], ['N1', 'NOT']),
    wires(['A:out', 'X1:a'], ['B:out', 'X1:b'], ['X1:out', 'N1:in'], ['N1:out', 'EQ:in']),
  ),
  tests: [
    {
      name: 'Equal inputs',
      source: `A B EQ
0 0 1
1 1 1
`,
    },
    {
      name: 'Different inputs',
      source: `A B EQ
0 1 0
1 0 0
`,
      hidden: true,
    },
  ],
  hints: [
    'Compare the EQ column with the XOR column of the truth table above. What do you notice?',
    'EQ is 1 exactly where XOR is 0: one gate finds where the bits differ, and a second turns that around.',
  ],
});

export const GATES: StarterLesson = {
  circuits: [DEMO],
  lesson: {
    id: 'starter-gates',
    title: 'Gates and truth tables',
    markdown: md`
# Gates and truth tables

A digital circuit works with just two values: **0** (low, off, false) and **1** (high, on,
true). A **gate** is the smallest building block: it looks at one or more input bits and
produces one output bit. Everything in this course, up to a working CPU, is built from gates.

## The basic gates

| Gate | Written as        | The output is 1 when …           |
|------|-------------------|----------------------------------|
| NOT  | $\overline{A}$    | A is 0 (it inverts its input)    |
| AND  | $A \cdot B$       | A **and** B are both 1           |
| OR   | $A + B$           | A **or** B (or both) is 1        |
| XOR  | $A \oplus B$      | exactly one of A and B is 1      |
| NAND | $\overline{A \cdot B}$ | AND would give 0            |
| NOR  | $\overline{A + B}$ | OR would give 0                 |

Note that $+$ here means OR, not addition: $1 + 1 = 1$ in Boolean algebra.

## Truth tables

A **truth table** lists every combination of the inputs and the output for each. With $n$
inputs there are $2^n$ rows, so two inputs give four rows:

| A | B | AND | OR | XOR | NAND | NOR |
|---|---|-----|----|-----|------|-----|
| 0 | 0 | 0   | 0  | 0   | 1    | 1   |
| 0 | 1 | 0   | 1  | 1   | 1    | 0   |
| 1 | 0 | 0   | 1  | 1   | 1    | 0   |
| 1 | 1 | 1   | 1  | 0   | 0    | 0   |

A truth table describes a circuit completely: two circuits with the same table behave the same,
however differently they are built.

## Try it

Here are all five two-input gates, fed by the same switches **A** and **B**. Flip the switches
through the four rows of the table and check each probe against its column.

${circuitBlock(DEMO.id)}

## Exercise: equal bits

Your first circuit: a one-bit comparator. Start from the inputs and output already placed, add
gates and wire them. Check runs tests on your circuit; some of them are hidden.

${exerciseBlock(EQUAL.id)}

## Summary

- A gate turns input bits into one output bit; its truth table lists every case.
- $n$ inputs give $2^n$ rows.
- NAND and NOR are AND and OR followed by NOT.
`,
    exercises: [EQUAL],
  },
};
