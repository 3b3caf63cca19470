import { exercise, libraryCircuit, type StarterLesson } from './build';
import { busProbe, clock, extend, frame, inPort, parts, wires } from './layout';
import { circuitBlock, exerciseBlock, md } from './markdown';

const RAM_DEMO = libraryCircuit(
  'starter-ram-demo',
  'A RAM of four 4-bit words',
  extend(
    frame([inPort('A', 2), inPort('D', 4), 'WE', clock()], [busProbe('Q', 4)]),
    parts(['RAM1', 'RAM', { addressBits: 2, dataBits: 4 }]),
    wires(['A:out', 'RAM1:A'], ['D:out', 'RAM1:D'], ['WE:out', 'RAM1:WE'], ['CLK:out', 'RAM1:CLK'], ['RAM1:Q', 'Q:in']),
  ),
  [
    {
      name: 'Write, then read back',
      source: `# With WE = 1 a clock pulse writes D at address A; Q always shows the word at A.
A D WE CLK Q
0 7 1  C   7
1 3 1  C   3
2 9 1  C   9
0 0 0  C   7
1 0 0  0   3
2 0 0  0   9
3 0 0  0   0
`,
    },
  ],
);

/** The squares of 0 to 7: the ROM's words, in hex as a memory's contents are written. */
const SQUARES = [0, 1, 2, 3, 4, 5, 6, 7].map((n) => (n * n).toString(16)).join(' ');

const SQUARE_FRAME = frame([inPort('N', 3)], [busProbe('SQ', 6)]);

const SQUARES_ROM = exercise({
  id: 'squares-rom',
  title: 'Squares by table lookup',
  statement: md`
For the 3-bit number **N** (0 to 7), the 6-bit output **SQ** is $N^2$ (0 to 49). Build it without
any gates: use a **ROM** as a table. Give it 3 address bits and 6 data bits, and fill in its
words.
  `,
  start: SQUARE_FRAME,
  reference: extend(
    SQUARE_FRAME,
    parts(['ROM1', 'ROM', { addressBits: 3, dataBits: 6, contents: SQUARES }]),
    wires(['N:out', 'ROM1:A'], ['ROM1:D', 'SQ:in']),
  ),
  tests: [
    {
      name: 'A few squares',
      source: `N SQ
0 0
2 4
3 9
`,
    },
    {
      name: 'Every square',
      source: `N SQ
loop(n, 8)
  (n) (n * n)
end loop
`,
      hidden: true,
    },
  ],
  hints: [
    'The ROM outputs the word stored at the address on A. So the word at address n must be $n^2$.',
    "Open the ROM's contents and type the eight words. Contents are written in hexadecimal: 16 is 10, 25 is 19.",
  ],
});

export const MEMORY: StarterLesson = {
  circuits: [RAM_DEMO],
  lesson: {
    id: 'starter-memory',
    title: 'Memory',
    markdown: md`
# Memory

A register holds one word. A **memory** holds many words, each at a numbered **address**. With
$n$ address bits a memory has $2^n$ words: 8 address bits give 256 words.

## Inside a memory

Think of a memory as a stack of registers with two extra circuits you already know:

- a **decoder** turns the address into one "select" line per word, so a write reaches only the
  word at that address;
- a **multiplexer** picks the word at the address for the output.

## ROM: read-only memory

A **ROM** has fixed contents: the word at address A appears at its output D, at once. A ROM is
also a way to build *any* combinational function: store the truth table, and the address bits are
the inputs. A ROM with $n$ address bits and $m$ data bits can compute any function of $n$ inputs
with $m$ outputs. Changing the function means changing the table, not the wiring.

## RAM: read and write

A **RAM** can also be written. Our RAM has:

| pin | job                                                                |
|-----|--------------------------------------------------------------------|
| A   | the address                                                        |
| D   | the data to write                                                  |
| WE  | write enable: 1 to write                                           |
| CLK | the word D is written at the rising edge, when WE is 1             |
| Q   | the word at address A (read at once, without a clock)              |

Write a few words (choose an address and a value, turn on **WE**, step the clock), then turn
**WE** off and read them back by changing **A**:

${circuitBlock(RAM_DEMO.id)}

## Exercise

${exerciseBlock(SQUARES_ROM.id)}

## Summary

- A memory is many words at numbered addresses: a decoder to write, a multiplexer to read.
- A ROM's fixed table can stand in for any combinational circuit.
- A RAM writes D at address A on a clock edge when WE is 1, and always shows the word at A.
`,
    exercises: [SQUARES_ROM],
  },
};
