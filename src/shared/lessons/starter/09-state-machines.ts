import { ledToGround } from '../../examples/types';
import { exercise, libraryCircuit, type StarterLesson } from './build';
import { clock, extend, frame, parts, wires } from './layout';
import { circuitBlock, exerciseBlock, md } from './markdown';

const lights = [
  ledToGround('GREEN', 'LED_GREEN', 'G1:out', 'R1', 'GND1'),
  ledToGround('YELLOW', 'LED_YELLOW', 'FF0:Q', 'R2', 'GND1'),
  ledToGround('RED', 'LED_RED', 'FF1:Q', 'R3', 'GND1'),
];

const TRAFFIC_LIGHT = libraryCircuit(
  'starter-traffic-light',
  'A traffic light state machine',
  extend(
    frame([clock()], []),
    [
      ...parts(['FF0', 'D_FLIPFLOP'], ['FF1', 'D_FLIPFLOP'], ['G1', 'NOR_2'], ['GND1', 'GND']),
      ...lights.flatMap((l) => l.components),
    ],
    [
      ...wires(
        ['FF0:Q', 'G1:a'],
        ['FF1:Q', 'G1:b'],
        ['G1:out', 'FF0:D'],
        ['FF0:Q', 'FF1:D'],
        ['CLK:out', 'FF0:CLK'],
        ['CLK:out', 'FF1:CLK'],
      ),
      ...lights.flatMap((l) => l.wires),
    ],
  ),
  [
    {
      name: 'Green, yellow, red, green',
      source: `CLK GREEN YELLOW RED
0   1     0      0
C   0     1      0
C   0     0      1
C   1     0      0
repeat(3) C X X X
C   0     1      0
`,
    },
  ],
);

const DETECT_FRAME = frame(['X', clock()], ['Y']);

const TWO_ONES = exercise({
  id: 'two-ones',
  title: 'Two ones in a row',
  statement: md`
Build a state machine that watches the input **X**, one bit per clock cycle. After each rising
edge of **CLK**, the output **Y** is 1 when the last two values of **X** it took in were both 1,
and 0 otherwise. Before the first edge, **Y** is 0.

For the input 0 1 1 1 0 1 1, **Y** after each edge is 0 0 1 1 0 0 1.
  `,
  start: DETECT_FRAME,
  reference: extend(
    DETECT_FRAME,
    parts(['FF1', 'D_FLIPFLOP'], ['FF2', 'D_FLIPFLOP'], ['G1', 'AND_2']),
    wires(
      ['X:out', 'FF1:D'],
      ['FF1:Q', 'FF2:D'],
      ['CLK:out', 'FF1:CLK'],
      ['CLK:out', 'FF2:CLK'],
      ['FF1:Q', 'G1:a'],
      ['FF2:Q', 'G1:b'],
      ['G1:out', 'Y:in'],
    ),
  ),
  tests: [
    {
      name: 'The example of the statement',
      source: `# X is set, then C pulses the clock, then Y is checked.
CLK X Y
0   0 0
C   0 0
C   1 0
C   1 1
C   1 1
C   0 0
C   1 0
C   1 1
`,
    },
    {
      name: 'Another sequence',
      source: `CLK X Y
0   1 0
C   1 0
C   0 0
C   1 0
C   0 0
C   1 0
C   1 1
C   1 1
C   1 1
C   0 0
C   0 0
C   1 0
`,
      hidden: true,
    },
  ],
  hints: [
    'The machine only needs to remember the last two values of X. How many flip-flops is that?',
    'Shift X through two flip-flops on each edge: the first holds the newest value, the second the one before.',
    'Y depends only on the state, so it is a Moore machine: one gate on the two stored bits.',
  ],
});

export const STATE_MACHINES: StarterLesson = {
  circuits: [TRAFFIC_LIGHT],
  lesson: {
    id: 'starter-state-machines',
    title: 'State machines',
    markdown: md`
# State machines

Counters step through a fixed sequence. A **finite state machine** (FSM) chooses its next step
from its current **state** *and* its inputs. Traffic lights, vending machines, serial receivers
and the control unit of a CPU are all state machines.

## The recipe

Every synchronous state machine has three parts:

1. a **state register**: flip-flops holding the current state, one clock for all;
2. **next-state logic**: gates computing the next state from the state and the inputs;
3. **output logic**: gates computing the outputs. When the outputs depend on the state alone it
   is a **Moore** machine; when they also depend on the inputs, a **Mealy** machine.

To design one: list the states, draw the transitions (a state diagram, or a table), give each
state a binary code, then derive the next-state and output logic as in the first lessons.

## A traffic light

Three states, one after the other at every clock edge: green, yellow, red, green … Coded in two
bits $Q_1Q_0$:

| state  | $Q_1Q_0$ | next state | next $Q_1Q_0$ |
|--------|----------|------------|---------------|
| green  | 00       | yellow     | 01            |
| yellow | 01       | red        | 10            |
| red    | 10       | green      | 00            |

Reading the table: $Q_1^{next} = Q_0$ and $Q_0^{next} = \overline{Q_1 + Q_0}$ (a NOR gate).
The outputs: $RED = Q_1$, $YELLOW = Q_0$ and $GREEN = \overline{Q_1 + Q_0}$, the same NOR
gate. Code 11 is never reached. Step the clock:

${circuitBlock(TRAFFIC_LIGHT.id)}

A real traffic light would also have inputs, such as a pedestrian button, that decide whether
to leave a state: the next-state table then has a column for each input value.

## Exercise

${exerciseBlock(TWO_ONES.id)}

## Summary

- A state machine is a state register, next-state logic and output logic.
- Design it as a table of states and transitions, code the states in bits, then derive the logic.
- Moore outputs depend on the state only; Mealy outputs on the state and the inputs.
`,
    exercises: [TWO_ONES],
  },
};
