import { FULL_ADDER } from '../../examples/combinational';
import { exercise, libraryCircuit, type StarterLesson } from './build';
import { busProbe, extend, frame, inPort, parts, wires } from './layout';
import { circuitBlock, exerciseBlock, md } from './markdown';

const FULL_ADDER_DEMO = libraryCircuit('starter-full-adder', FULL_ADDER.name, FULL_ADDER.blueprint, FULL_ADDER.tests);

const ADDER_DEMO = libraryCircuit(
  'starter-adder-4bit',
  'A 4-bit adder part',
  extend(
    frame([inPort('A', 4), inPort('B', 4), 'CIN'], [busProbe('S', 4), 'COUT']),
    parts(['ADD1', 'ADDER', { width: 4 }]),
    wires(
      ['A:out', 'ADD1:A'],
      ['B:out', 'ADD1:B'],
      ['CIN:out', 'ADD1:CIN'],
      ['ADD1:S', 'S:in'],
      ['ADD1:COUT', 'COUT:in'],
    ),
  ),
  [
    {
      name: 'Some sums',
      source: `# S is the low four bits of A + B + CIN, COUT the fifth.
A  B  CIN S  COUT
3  4  0   7  0
9  6  1   0  1
15 15 1   15 1
`,
    },
  ],
);

const FULL_FRAME = frame(['A', 'B', 'CIN'], ['S', 'COUT']);

const FULL = exercise({
  id: 'full-adder',
  title: 'A full adder from gates',
  statement: md`
Build a full adder from gates: it adds the three bits **A**, **B** and **CIN** and shows the sum
as two bits, **COUT** (the twos) and **S** (the ones). For example $1 + 1 + 0 = 2$, which is
$10$ in binary: $COUT = 1$, $S = 0$.
  `,
  start: FULL_FRAME,
  reference: extend(
    FULL_FRAME,
    parts(['X1', 'XOR_2'], ['X2', 'XOR_2'], ['G1', 'AND_2'], ['G2', 'AND_2'], ['G3', 'OR_2']),
    wires(
      ['A:out', 'X1:a'],
      ['B:out', 'X1:b'],
      ['X1:out', 'X2:a'],
      ['CIN:out', 'X2:b'],
      ['A:out', 'G1:a'],
      ['B:out', 'G1:b'],
      ['X1:out', 'G2:a'],
      ['CIN:out', 'G2:b'],
      ['G1:out', 'G3:a'],
      ['G2:out', 'G3:b'],
      ['X2:out', 'S:in'],
      ['G3:out', 'COUT:in'],
    ),
  ),
  tests: [
    {
      name: 'A few sums',
      source: `A B CIN S COUT
0 0 0   0 0
1 0 0   1 0
1 1 0   0 1
1 1 1   1 1
`,
    },
    {
      name: 'All eight sums',
      source: `A B CIN S COUT
loop(n, 8)
  let sum = ((n >> 2) & 1) + ((n >> 1) & 1) + (n & 1);
  bits(3, n) (sum & 1) (sum >> 1)
end loop
`,
      hidden: true,
    },
  ],
  hints: [
    'S is 1 when an odd number of the three inputs are 1. Which gate tells whether two bits differ?',
    'Build it from two half adders: add A and B first, then add CIN to their sum. Either half adder may carry.',
  ],
});

const TWO_BIT_FRAME = frame(['A1', 'A0', 'B1', 'B0'], ['S1', 'S0', 'C']);

const TWO_BIT = exercise({
  id: 'two-bit-adder',
  title: 'A 2-bit adder',
  statement: md`
Add two 2-bit numbers: $A = A_1A_0$ and $B = B_1B_0$ (the 1 bits are worth two). The result
has three bits, $C\,S_1S_0$. For example $3 + 2 = 5$ is $11 + 10 = 101$.

You may use the **Half adder** and **Full adder** parts of the palette now.
  `,
  start: TWO_BIT_FRAME,
  reference: extend(
    TWO_BIT_FRAME,
    parts(['HA1', 'HALF_ADDER'], ['FA1', 'FULL_ADDER']),
    wires(
      ['A0:out', 'HA1:A'],
      ['B0:out', 'HA1:B'],
      ['HA1:S', 'S0:in'],
      ['A1:out', 'FA1:A'],
      ['B1:out', 'FA1:B'],
      ['HA1:C', 'FA1:CIN'],
      ['FA1:S', 'S1:in'],
      ['FA1:COUT', 'C:in'],
    ),
  ),
  tests: [
    {
      name: 'A few sums',
      source: `# bits(2, 3) is 1 1: the two columns of the number 3.
A1 A0 B1 B0 C S1 S0
bits(2, 0) bits(2, 1) bits(3, 1)
bits(2, 1) bits(2, 1) bits(3, 2)
bits(2, 3) bits(2, 2) bits(3, 5)
`,
    },
    {
      name: 'Every sum',
      source: `A1 A0 B1 B0 C S1 S0
loop(a, 4)
  loop(b, 4)
    bits(2, a) bits(2, b) bits(3, a + b)
  end loop
end loop
`,
      hidden: true,
    },
  ],
  hints: [
    'Add the low bits first: $A_0 + B_0$ gives $S_0$ and a carry into the next column.',
    'The next column adds three bits: $A_1$, $B_1$ and that carry. Which part adds three bits?',
  ],
});

export const ADDERS: StarterLesson = {
  circuits: [FULL_ADDER_DEMO, ADDER_DEMO],
  lesson: {
    id: 'starter-adders',
    title: 'Adders',
    markdown: md`
# Adders

Computers add in binary, one column at a time, exactly as you add decimals on paper: add the
digits of a column, write down the last digit, carry the rest into the next column. In binary a
column holds bits, so its sum is 0, 1, 2 or 3, written as two bits: a **sum** bit and a **carry**.

## The half adder

Adding two bits $A$ and $B$:

| A | B | carry | sum |
|---|---|-------|-----|
| 0 | 0 | 0     | 0   |
| 0 | 1 | 0     | 1   |
| 1 | 0 | 0     | 1   |
| 1 | 1 | 1     | 0   |

The sum column is XOR and the carry column is AND: $S = A \oplus B$ and $C = AB$. This circuit
is a **half adder**: "half" because it cannot take a carry in from the column before.

## The full adder

Every column but the first also adds the carry coming in, $C_{in}$: three bits. A **full adder**
does that with two half adders and an OR gate:

$$
S = A \oplus B \oplus C_{in} \qquad C_{out} = AB + (A \oplus B)\,C_{in}
$$

${circuitBlock(FULL_ADDER_DEMO.id)}

## Ripple-carry adders

Chain full adders, each one's $C_{out}$ into the next one's $C_{in}$, and you add numbers of any
width: four full adders make a 4-bit adder. The carry "ripples" from the lowest column to the
highest, so a wide adder takes a little longer to settle. The palette's **Adder** part is such a
chain; here it adds two 4-bit numbers (set A and B as numbers):

${circuitBlock(ADDER_DEMO.id)}

When the sum does not fit in four bits, $C_{out}$ is 1: $9 + 8 = 17 = 16 + 1$ shows $S = 1$ and
$C_{out} = 1$.

## Exercises

${exerciseBlock(FULL.id)}

${exerciseBlock(TWO_BIT.id)}

## Summary

- A half adder: $S = A \oplus B$, $C = AB$.
- A full adder also adds a carry in; chained, full adders add numbers of any width.
`,
    exercises: [FULL, TWO_BIT],
  },
};
