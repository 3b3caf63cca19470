import { TRISTATE_BUS } from '../../examples/combinational';
import { exercise, libraryCircuit, type StarterLesson } from './build';
import { busProbe, extend, frame, inPort, parts, wires } from './layout';
import { circuitBlock, exerciseBlock, md } from './markdown';

const TRISTATE_DEMO = libraryCircuit(
  'starter-tristate-bus',
  TRISTATE_BUS.name,
  TRISTATE_BUS.blueprint,
  TRISTATE_BUS.tests,
);

const SPLITTER_DEMO = libraryCircuit(
  'starter-splitter-demo',
  'Splitting a byte into nibbles',
  extend(
    frame([inPort('BYTE', 8)], [busProbe('HIGH', 4), busProbe('LOW', 4)]),
    parts(['SPLIT1', 'SPLITTER', { width: 8, ranges: '0-3,4-7' }]),
    wires(['BYTE:out', 'SPLIT1:in'], ['SPLIT1:b7_4', 'HIGH:in'], ['SPLIT1:b3_0', 'LOW:in']),
  ),
  [
    {
      name: 'High and low nibbles',
      source: `BYTE HIGH LOW
0x5A 5    10
0xF0 15   0
0x07 0    7
`,
    },
  ],
);

const BUS_FRAME = frame([inPort('A', 4), inPort('B', 4), 'EA', 'EB'], [busProbe('BUS', 4)]);

const SHARED_BUS = exercise({
  id: 'shared-bus',
  title: 'Two drivers on one bus',
  statement: md`
Connect the 4-bit values **A** and **B** to one 4-bit bus, shown by the probe **BUS**. When **EA**
is 1, A drives the bus; when **EB** is 1, B drives it; when both are 0, nothing drives it and it
floats (high impedance, Z). EA and EB are never 1 together.

Set the **Width** of the parts you use to 4.
  `,
  start: BUS_FRAME,
  reference: extend(
    BUS_FRAME,
    parts(['T1', 'TRISTATE_BUFFER', { width: 4 }], ['T2', 'TRISTATE_BUFFER', { width: 4 }]),
    wires(
      ['A:out', 'T1:in'],
      ['EA:out', 'T1:en'],
      ['B:out', 'T2:in'],
      ['EB:out', 'T2:en'],
      ['T1:out', 'T2:out'],
      ['T2:out', 'BUS:in'],
    ),
  ),
  tests: [
    {
      name: 'One driver at a time',
      source: `# Z: nothing drives the bus.
EA EB A B BUS
1  0  5 9 5
0  1  5 9 9
0  0  5 9 Z
`,
    },
    {
      name: 'Every value',
      source: `EA EB A B BUS
loop(v, 16)
  1 0 (v) (15 - v) (v)
  0 1 (15 - v) (v) (v)
  0 0 (v) (v) Z
end loop
`,
      hidden: true,
    },
  ],
  hints: [
    'A plain gate always drives its output. Which part can let go of a wire, leaving it at Z?',
    'Use one tri-state buffer per driver, each enabled by its own switch, and join their outputs on the bus.',
  ],
});

const SWAP_FRAME = frame([inPort('IN', 8)], [busProbe('OUT', 8)]);

const SWAP = exercise({
  id: 'swap-nibbles',
  title: 'Swap the nibbles',
  statement: md`
**OUT** is the byte **IN** with its two halves swapped: the low four bits of IN become the high
four bits of OUT, and the other way round. For example 0x3C becomes 0xC3. No gates are needed.
  `,
  start: SWAP_FRAME,
  reference: extend(
    SWAP_FRAME,
    parts(['S1', 'SPLITTER', { width: 8, ranges: '0-3,4-7' }], ['M1', 'MERGER', { width: 8, ranges: '0-3,4-7' }]),
    wires(['IN:out', 'S1:in'], ['S1:b3_0', 'M1:b7_4'], ['S1:b7_4', 'M1:b3_0'], ['M1:out', 'OUT:in']),
  ),
  tests: [
    {
      name: 'A few bytes',
      source: `IN   OUT
0x3C 0xC3
0x0F 0xF0
0x12 0x21
`,
    },
    {
      name: 'Every byte',
      source: `IN OUT
loop(n, 256)
  (n) (((n & 15) << 4) | (n >> 4))
end loop
`,
      hidden: true,
    },
  ],
  hints: [
    'A Splitter cuts a bus into smaller buses; a Merger joins smaller buses into one. Set their ranges to 0-3,4-7.',
    'Split IN into its two nibbles, then merge them back in the other order.',
  ],
});

export const BUSES: StarterLesson = {
  circuits: [SPLITTER_DEMO, TRISTATE_DEMO],
  lesson: {
    id: 'starter-buses',
    title: 'Buses',
    markdown: md`
# Buses

A CPU moves whole numbers around, 4, 8, 32 or 64 bits at a time. Drawing one wire per bit gets
messy fast, so we group the wires that carry one number into a **bus**, drawn as one thick wire
with a **width**.

## Wide wires and wide parts

Many parts take a **Width** property: an 8-bit AND gate ANDs two bytes bit by bit, a 4-bit
register stores a nibble, a 4-bit probe shows a number. A wire between two pins must have the
same width at both ends.

To take a bus apart or build one, use a **Splitter** and a **Merger**. Their ranges say which
bits go where: with the ranges 0-3,4-7 a byte becomes its low nibble (bits 0 to 3) and its high
nibble (bits 4 to 7). Set **BYTE** to a number and read its halves:

${circuitBlock(SPLITTER_DEMO.id)}

## Sharing a bus: tri-state outputs

A computer's parts often share one bus: the memory, the registers and the ALU take turns to put
a value on it. An ordinary output always drives its wire to 0 or 1, so two of them on one wire
would fight. A **tri-state buffer** has a third state:

| EN | IN | OUT              |
|----|----|------------------|
| 1  | 0  | 0                |
| 1  | 1  | 1                |
| 0  | X  | Z (disconnected) |

Z, **high impedance**, means the buffer lets go of the wire. As long as at most one buffer on a
bus is enabled, that one alone decides its value. Here **SEL** decides whether A or B drives the
bus:

${circuitBlock(TRISTATE_DEMO.id)}

## Exercises

${exerciseBlock(SHARED_BUS.id)}

${exerciseBlock(SWAP.id)}

## Summary

- A bus is a group of wires carrying one number; wide parts work on every bit at once.
- Splitters and mergers take buses apart and put them together.
- Tri-state buffers let several parts share a bus, one driver at a time; an undriven bus is Z.
`,
    exercises: [SHARED_BUS, SWAP],
  },
};
