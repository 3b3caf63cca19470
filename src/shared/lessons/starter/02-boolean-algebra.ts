import { exercise, libraryCircuit, type StarterLesson } from './build';
import { extend, frame, parts, wires } from './layout';
import { circuitBlock, exerciseBlock, md } from './markdown';

const DE_MORGAN = libraryCircuit(
  'starter-de-morgan',
  "De Morgan's law",
  extend(
    frame(['A', 'B'], ['NAND_AB', 'NOTA_OR_NOTB']),
    parts(['G1', 'NAND_2'], ['N1', 'NOT'], ['N2', 'NOT'], ['G2', 'OR_2']),
    wires(
      ['A:out', 'G1:a'],
      ['B:out', 'G1:b'],
      ['G1:out', 'NAND_AB:in'],
      ['A:out', 'N1:in'],
      ['B:out', 'N2:in'],
      ['N1:out', 'G2:a'],
      ['N2:out', 'G2:b'],
      ['G2:out', 'NOTA_OR_NOTB:in'],
    ),
  ),
  [
    {
      name: 'Both sides agree',
      source: `# The two outputs are equal in every row.
A B NAND_AB NOTA_OR_NOTB
0 0 1       1
0 1 1       1
1 0 1       1
1 1 0       0
`,
    },
  ],
);

const MAJORITY_FRAME = frame(['A', 'B', 'C'], ['M']);

const MAJORITY = exercise({
  id: 'majority',
  title: 'Majority vote',
  statement: md`
Three judges vote with the switches **A**, **B** and **C** (1 is yes). Build a circuit whose
output **M** is 1 when at least two of them vote yes.

Write the truth table first, read off a sum of products, and simplify it before you build.
  `,
  start: MAJORITY_FRAME,
  reference: extend(
    MAJORITY_FRAME,
    parts(['G1', 'AND_2'], ['G2', 'AND_2'], ['G3', 'AND_2'], ['G4', 'OR_3']),
    wires(
      ['A:out', 'G1:a'],
      ['B:out', 'G1:b'],
      ['A:out', 'G2:a'],
      ['C:out', 'G2:b'],
      ['B:out', 'G3:a'],
      ['C:out', 'G3:b'],
      ['G1:out', 'G4:a'],
      ['G2:out', 'G4:b'],
      ['G3:out', 'G4:c'],
      ['G4:out', 'M:in'],
    ),
  ),
  tests: [
    {
      name: 'Some votes',
      source: `A B C M
0 0 0 0
1 0 0 0
1 1 0 1
1 1 1 1
`,
    },
    {
      name: 'Every vote',
      source: `A B C M
loop(n, 8)
  bits(3, n) ((((n >> 2) & 1) + ((n >> 1) & 1) + (n & 1)) >= 2)
end loop
`,
      hidden: true,
    },
  ],
  hints: [
    'Four of the eight rows give M = 1. Write one product term for each, such as $AB\\overline{C}$.',
    'Each of those rows has some pair of judges who both vote yes. Can you describe M with pairs only?',
  ],
});

const SIMPLIFY_FRAME = frame(['A', 'B'], ['F']);

const SIMPLIFY = exercise({
  id: 'simplify',
  title: 'Simplify, then build',
  statement: md`
Build the function

$$
F = \overline{A}B + AB + A\overline{B}
$$

with as few gates as you can. Simplify it with the laws of this lesson first: the answer needs a
single gate.
  `,
  start: SIMPLIFY_FRAME,
  reference: extend(
    SIMPLIFY_FRAME,
    parts(['G1', 'OR_2']),
    wires(['A:out', 'G1:a'], ['B:out', 'G1:b'], ['G1:out', 'F:in']),
  ),
  tests: [
    {
      name: 'Truth table',
      source: `A B F
0 0 0
0 1 1
1 0 1
1 1 1
`,
    },
  ],
  hints: [
    'The first two terms share $B$: $\\overline{A}B + AB = (\\overline{A} + A)B$. What is $\\overline{A} + A$?',
    'You are left with $B + A\\overline{B}$. Which rows of the truth table make that 1?',
  ],
});

export const BOOLEAN_ALGEBRA: StarterLesson = {
  circuits: [DE_MORGAN],
  lesson: {
    id: 'starter-boolean-algebra',
    title: 'Boolean algebra and simplification',
    markdown: md`
# Boolean algebra and simplification

Gates compute **Boolean expressions**: AND is a product ($A \cdot B$, or just $AB$), OR is a sum
($A + B$) and NOT is a bar ($\overline{A}$). Like ordinary algebra, these expressions obey laws,
and the laws let you turn a big circuit into a smaller one that does exactly the same.

## The laws you need most

| Law            | AND form                              | OR form                             |
|----------------|---------------------------------------|-------------------------------------|
| Identity       | $A \cdot 1 = A$                       | $A + 0 = A$                         |
| Null           | $A \cdot 0 = 0$                       | $A + 1 = 1$                         |
| Idempotence    | $A \cdot A = A$                       | $A + A = A$                         |
| Complement     | $A \cdot \overline{A} = 0$            | $A + \overline{A} = 1$              |
| Distributive   | $A(B + C) = AB + AC$                  | $A + BC = (A + B)(A + C)$           |
| Absorption     | $A(A + B) = A$                        | $A + AB = A$                        |
| De Morgan      | $\overline{AB} = \overline{A} + \overline{B}$ | $\overline{A + B} = \overline{A}\,\overline{B}$ |

Every law can be checked with a truth table: both sides give the same output in every row.

## De Morgan's law, live

The circuit below builds both sides of $\overline{AB} = \overline{A} + \overline{B}$: a NAND gate
on one side, two inverters and an OR gate on the other. Try all four inputs: the two probes
always agree.

${circuitBlock(DE_MORGAN.id)}

## From a truth table to an expression

Any truth table can be written as a **sum of products**: one AND term for each row whose output
is 1, all ORed together. For this table

| A | B | F |
|---|---|---|
| 0 | 0 | 0 |
| 0 | 1 | 0 |
| 1 | 0 | 1 |
| 1 | 1 | 1 |

the rows with $F = 1$ give $F = A\overline{B} + AB$. Now simplify:

$$
F = A\overline{B} + AB = A(\overline{B} + B) = A \cdot 1 = A
$$

Two AND gates, an inverter and an OR gate turn out to be a plain wire from A.

## Exercises

${exerciseBlock(MAJORITY.id)}

${exerciseBlock(SIMPLIFY.id)}

## Summary

- AND is a product, OR a sum, NOT a bar; the laws above rewrite expressions without changing them.
- A sum of products reads any truth table; simplifying it saves gates.
- De Morgan swaps AND and OR when you push a NOT through them.
`,
    exercises: [MAJORITY, SIMPLIFY],
  },
};
