import { CLOCK_DIVIDER } from '../../examples/sequential';
import { exercise, libraryCircuit, type StarterLesson } from './build';
import { clock, extend, frame, parts, wires } from './layout';
import { circuitBlock, exerciseBlock, md } from './markdown';

const DIVIDER_DEMO = libraryCircuit(
  'starter-clock-divider',
  CLOCK_DIVIDER.name,
  CLOCK_DIVIDER.blueprint,
  CLOCK_DIVIDER.tests,
);

const T_FRAME = frame(['T', clock()], ['Q']);

const T_FLIP_FLOP = exercise({
  id: 't-flip-flop',
  title: 'A T flip-flop',
  statement: md`
Build a **T flip-flop** from a D flip-flop and one gate: on each rising edge of **CLK**, **Q**
flips when **T** is 1 and stays as it is when **T** is 0. **Q** starts at 0.

| T   | Q after the edge |
| --- | ---------------- |
| 0   | $Q$              |
| 1   | $\overline{Q}$   |
  `,
  start: T_FRAME,
  reference: extend(
    T_FRAME,
    parts(['FF1', 'D_FLIPFLOP'], ['X1', 'XOR_2']),
    wires(['T:out', 'X1:a'], ['FF1:Q', 'X1:b'], ['X1:out', 'FF1:D'], ['CLK:out', 'FF1:CLK'], ['FF1:Q', 'Q:in']),
  ),
  tests: [
    {
      name: 'Toggles when T is 1',
      source: `# C is one clock pulse: the flip-flop acts on its rising edge.
CLK T Q
0   1 0
C   1 1
C   1 0
C   1 1
`,
    },
    {
      name: 'Holds when T is 0',
      source: `CLK T Q
0   0 0
C   0 0
C   1 1
C   0 1
C   0 1
C   1 0
C   0 0
`,
    },
    {
      name: 'A long run',
      source: `# T is 0 at every third pulse. Q is the parity of the 1s seen so far: i + 1 pulses, i / 3 + 1 of them 0.
CLK T Q
0   0 0
loop(i, 24)
  C (i % 3 != 0) ((i - i / 3) & 1)
end loop
`,
      hidden: true,
    },
  ],
  hints: [
    'The D flip-flop stores whatever is at D on the edge. So D must be the value Q should have next.',
    'Next Q is Q when T is 0 and $\\overline{Q}$ when T is 1. Which gate inverts one input when the other is 1?',
  ],
});

export const FLIP_FLOPS: StarterLesson = {
  circuits: [DIVIDER_DEMO],
  lesson: {
    id: 'starter-flip-flops',
    title: 'Flip-flops',
    markdown: md`
# Flip-flops

A latch is transparent for as long as its enable is 1: changes at D run straight through. In a
circuit where outputs feed back into inputs, that is a problem: a value could race around the
loop many times while the enable is open. The cure is to store only at one **instant**.

## The clock and the edge

A **clock** is a signal that goes 0, 1, 0, 1, … forever. A **D flip-flop** stores its input D
only at the clock's **rising edge**, the moment it goes from 0 to 1, and holds it until the next
rising edge, whatever D does in between.

| CLK        | Q next |
|------------|--------|
| rising edge | D     |
| otherwise  | Q (holds) |

Inside, a flip-flop is two D latches in a row: the first is open while the clock is 0, the second
while it is 1, so the value only passes through both at the moment the clock rises.

Because all the flip-flops of a circuit share one clock, the whole circuit moves one step per
clock cycle, and the logic between them has a full cycle to settle. This is **synchronous**
design, and every CPU is built this way.

## Dividing by two

Feed a flip-flop's inverted output $\overline{Q}$ back into D and it flips at every rising edge:
its output is a clock at half the speed. Step the clock and watch:

${circuitBlock(DIVIDER_DEMO.id)}

## Other flip-flops

- **T flip-flop**: flips when T is 1, holds when T is 0 (you will build one).
- **JK flip-flop**: J sets, K resets, both 1 flips; both 0 holds.

All of them are a D flip-flop with a little logic in front of D.

## Exercise

${exerciseBlock(T_FLIP_FLOP.id)}

## Summary

- A flip-flop stores D at the clock's rising edge and holds it for the rest of the cycle.
- One shared clock makes the whole circuit step together: synchronous design.
- Other flip-flops are a D flip-flop plus logic that computes the next value.
`,
    exercises: [T_FLIP_FLOP],
  },
};
