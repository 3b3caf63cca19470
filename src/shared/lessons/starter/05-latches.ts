import { SR_LATCH } from '../../examples/sequential';
import { exercise, libraryCircuit, type StarterLesson } from './build';
import { extend, frame, parts, wires } from './layout';
import { circuitBlock, exerciseBlock, md } from './markdown';

const SR_DEMO = libraryCircuit('starter-sr-latch', SR_LATCH.name, SR_LATCH.blueprint, SR_LATCH.tests);

const D_FRAME = frame(['D', 'EN'], ['Q']);

const D_LATCH = exercise({
  id: 'd-latch',
  title: 'A gated D latch',
  statement: md`
Build a **D latch** from gates: while **EN** is 1 the output **Q** follows the input **D**; while
**EN** is 0, **Q** keeps the last value it had, whatever **D** does. Start from the SR latch of
this lesson (two NOR gates).
  `,
  start: D_FRAME,
  reference: extend(
    D_FRAME,
    parts(['N1', 'NOT'], ['G1', 'AND_2'], ['G2', 'AND_2'], ['R1', 'NOR_2'], ['R2', 'NOR_2']),
    wires(
      ['D:out', 'G1:a'],
      ['EN:out', 'G1:b'],
      ['D:out', 'N1:in'],
      ['N1:out', 'G2:a'],
      ['EN:out', 'G2:b'],
      // The SR latch: G1 sets, G2 resets; R1 drives Q.
      ['G2:out', 'R1:a'],
      ['R2:out', 'R1:b'],
      ['G1:out', 'R2:a'],
      ['R1:out', 'R2:b'],
      ['R1:out', 'Q:in'],
    ),
  ),
  tests: [
    {
      name: 'Follows D while EN is 1',
      source: `EN D Q
1  1 1
1  0 0
1  1 1
`,
    },
    {
      name: 'Holds while EN is 0',
      source: `# One input changes at a time.
EN D Q
1  1 1
0  1 1
0  0 1
0  1 1
1  1 1
1  0 0
0  0 0
0  1 0
`,
    },
    {
      name: 'Open and close again',
      source: `EN D Q
1  0 0
0  0 0
0  1 0
1  1 1
0  1 1
0  0 1
0  1 1
0  0 1
1  0 0
`,
      hidden: true,
    },
  ],
  hints: [
    'An SR latch already remembers: S = 1 sets Q to 1, R = 1 resets it to 0, and both 0 keeps it.',
    'So produce S and R from D and EN: while EN is 0 both must be 0; while EN is 1, D = 1 should set and D = 0 should reset.',
  ],
});

export const LATCHES: StarterLesson = {
  circuits: [SR_DEMO],
  lesson: {
    id: 'starter-latches',
    title: 'Latches',
    markdown: md`
# Latches

So far every output depended only on the inputs *right now*. To build a computer we also need
**memory**: circuits whose output depends on what happened before. The trick is **feedback**:
wire a gate's output back into the gates that drive it.

## The SR latch

Two NOR gates, each feeding the other, hold one bit. The inputs are **S** (set) and **R**
(reset):

| S | R | Q next        |
|---|---|---------------|
| 0 | 0 | Q (holds)     |
| 1 | 0 | 1 (set)       |
| 0 | 1 | 0 (reset)     |
| 1 | 1 | not allowed   |

With both inputs 0, each NOR gate keeps the other where it is: the loop is stable in either
state, so it *remembers*. Press **SET** and let go: the LED stays on. Press **RESET** to clear
it. Until the first press the stored value is unknown (shown as X).

${circuitBlock(SR_DEMO.id)}

$S = R = 1$ is forbidden: it forces both gates to 0, and when both inputs fall back to 0 at once
the latch may settle either way.

## The gated D latch

An SR latch needs two inputs to store one bit, and one combination is forbidden. The **D latch**
fixes both: a single data input **D** and an enable **EN**. While EN is 1 the latch is
*transparent* ($Q = D$); when EN falls to 0 it holds the value D had at that moment.

$$
S = D \cdot EN \qquad R = \overline{D} \cdot EN
$$

Because S and R can never both be 1, the forbidden case is gone.

## Exercise

${exerciseBlock(D_LATCH.id)}

## Summary

- Feedback makes memory: two cross-coupled NOR gates store one bit.
- A D latch stores D while its enable is 1 and holds it while the enable is 0.
`,
    exercises: [D_LATCH],
  },
};
