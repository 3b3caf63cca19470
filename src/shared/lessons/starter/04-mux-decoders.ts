import { DECODER } from '../../examples/combinational';
import { exercise, libraryCircuit, type StarterLesson } from './build';
import { extend, frame, parts, wires } from './layout';
import { circuitBlock, exerciseBlock, md } from './markdown';

const MUX_DEMO = libraryCircuit(
  'starter-mux-demo',
  'A 2-to-1 multiplexer',
  extend(
    frame(['I0', 'I1', 'S'], ['Y']),
    parts(['MUX1', 'MUX_2']),
    wires(['I0:out', 'MUX1:I0'], ['I1:out', 'MUX1:I1'], ['S:out', 'MUX1:S'], ['MUX1:Y', 'Y:in']),
  ),
  [
    {
      name: 'S picks the input',
      source: `# X on an input runs the row with 0 and with 1: the input S does not select makes no difference.
S I0 I1 Y
0 0  X  0
0 1  X  1
1 X  0  0
1 X  1  1
`,
    },
  ],
);

const DECODER_DEMO = libraryCircuit('starter-decoder-demo', DECODER.name, DECODER.blueprint, DECODER.tests);

const MUX_FRAME = frame(['A', 'B', 'S'], ['Y']);

const MUX = exercise({
  id: 'mux-from-gates',
  title: 'A multiplexer from gates',
  statement: md`
Build a 2-to-1 multiplexer from basic gates (not the Multiplexer part): the output **Y** is
**A** when **S** is 0, and **B** when **S** is 1.
  `,
  start: MUX_FRAME,
  reference: extend(
    MUX_FRAME,
    parts(['N1', 'NOT'], ['G1', 'AND_2'], ['G2', 'AND_2'], ['G3', 'OR_2']),
    wires(
      ['S:out', 'N1:in'],
      ['A:out', 'G1:a'],
      ['N1:out', 'G1:b'],
      ['B:out', 'G2:a'],
      ['S:out', 'G2:b'],
      ['G1:out', 'G3:a'],
      ['G2:out', 'G3:b'],
      ['G3:out', 'Y:in'],
    ),
  ),
  tests: [
    {
      name: 'S = 0 passes A',
      source: `S A B Y
0 0 1 0
0 1 0 1
`,
    },
    {
      name: 'S = 1 passes B',
      source: `S A B Y
1 1 0 0
1 0 1 1
`,
    },
    {
      name: 'Every case',
      source: `S A B Y
loop(n, 8)
  bits(3, n) (ite(n >> 2, n & 1, (n >> 1) & 1))
end loop
`,
      hidden: true,
    },
  ],
  hints: [
    'Split the job in two: one AND gate lets A through only when S is 0, another lets B through only when S is 1.',
    'In algebra: $Y = \\overline{S}A + SB$.',
  ],
});

const DECODER_FRAME = frame(['A1', 'A0'], ['Y0', 'Y1', 'Y2', 'Y3']);

const DECODE = exercise({
  id: 'decoder-from-gates',
  title: 'A 2-to-4 decoder from gates',
  statement: md`
Build a 2-to-4 decoder from basic gates: exactly one of the outputs **Y0** … **Y3** is 1, the one
whose number the inputs spell in binary ($A_1A_0$; **A1** is worth two).
  `,
  start: DECODER_FRAME,
  reference: extend(
    DECODER_FRAME,
    parts(['N1', 'NOT'], ['N0', 'NOT'], ['G0', 'AND_2'], ['G1', 'AND_2'], ['G2', 'AND_2'], ['G3', 'AND_2']),
    wires(
      ['A1:out', 'N1:in'],
      ['A0:out', 'N0:in'],
      ['N1:out', 'G0:a'],
      ['N0:out', 'G0:b'],
      ['N1:out', 'G1:a'],
      ['A0:out', 'G1:b'],
      ['A1:out', 'G2:a'],
      ['N0:out', 'G2:b'],
      ['A1:out', 'G3:a'],
      ['A0:out', 'G3:b'],
      ['G0:out', 'Y0:in'],
      ['G1:out', 'Y1:in'],
      ['G2:out', 'Y2:in'],
      ['G3:out', 'Y3:in'],
    ),
  ),
  tests: [
    {
      name: 'Addresses 0 and 1',
      source: `A1 A0 Y0 Y1 Y2 Y3
0  0  1  0  0  0
0  1  0  1  0  0
`,
    },
    {
      name: 'Addresses 2 and 3',
      source: `A1 A0 Y0 Y1 Y2 Y3
1  0  0  0  1  0
1  1  0  0  0  1
`,
      hidden: true,
    },
  ],
  hints: [
    'Each output is one row of the truth table: an AND of the two inputs, each taken as it is or inverted.',
    '$Y_2$ is 1 only for $A_1 = 1$, $A_0 = 0$, so $Y_2 = A_1\\overline{A_0}$.',
  ],
});

export const MUX_DECODERS: StarterLesson = {
  circuits: [MUX_DEMO, DECODER_DEMO],
  lesson: {
    id: 'starter-mux-decoders',
    title: 'Multiplexers and decoders',
    markdown: md`
# Multiplexers and decoders

Two small circuits turn up everywhere a computer chooses something: the **multiplexer** picks
one of several inputs, and the **decoder** picks one of several outputs.

## The multiplexer

A 2-to-1 multiplexer (a "mux") has two data inputs $I_0$ and $I_1$, a **select** input $S$ and
one output:

| S | Y     |
|---|-------|
| 0 | $I_0$ |
| 1 | $I_1$ |

As an expression: $Y = \overline{S}\,I_0 + S\,I_1$. It is a switch controlled by a bit. With two
select bits a mux picks one of four inputs, with $n$ select bits one of $2^n$. Flip **S** and
watch which switch **Y** follows:

${circuitBlock(MUX_DEMO.id)}

In a CPU, multiplexers choose what goes into the adder, which register is read, and where the
next instruction comes from.

## The decoder

A decoder turns an $n$-bit number into $2^n$ wires, exactly one of which is 1: the one the
number names.

| $A_1$ | $A_0$ | $Y_0$ | $Y_1$ | $Y_2$ | $Y_3$ |
|-------|-------|-------|-------|-------|-------|
| 0     | 0     | 1     | 0     | 0     | 0     |
| 0     | 1     | 0     | 1     | 0     | 0     |
| 1     | 0     | 0     | 0     | 1     | 0     |
| 1     | 1     | 0     | 0     | 0     | 1     |

Each output is one product term: $Y_0 = \overline{A_1}\,\overline{A_0}$, $Y_3 = A_1A_0$, and so
on. Memories use decoders to pick the word an address names.

${circuitBlock(DECODER_DEMO.id)}

## Exercises

${exerciseBlock(MUX.id)}

${exerciseBlock(DECODE.id)}

## Summary

- A multiplexer routes one of $2^n$ inputs to its output, chosen by $n$ select bits.
- A decoder raises one of $2^n$ outputs, chosen by an $n$-bit number.
`,
    exercises: [MUX, DECODE],
  },
};
