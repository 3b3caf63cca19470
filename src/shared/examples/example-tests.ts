/**
 * The test cases the examples are shipped with (Digital's test-case language, see docs/TESTS.md):
 * each passes on its example, and each shows one idea of the language a teacher can reuse.
 */

/** A named test of an example. */
export interface ExampleTest {
  readonly name: string;
  readonly source: string;
}

export const HALF_ADDER_TESTS: readonly ExampleTest[] = [
  {
    name: 'Truth table',
    source: `# Every combination of the two inputs: SUM is A XOR B, CARRY is A AND B.
A B SUM CARRY
0 0 0   0
0 1 1   0
1 0 1   0
1 1 0   1
`,
  },
];

export const FULL_ADDER_TESTS: readonly ExampleTest[] = [
  {
    name: 'All eight sums',
    source: `# bits(3, n) spells n in three columns (A is the top bit); S and COUT are the two bits of A + B + CIN.
A B CIN S COUT
loop(n, 8)
  let sum = ((n >> 2) & 1) + ((n >> 1) & 1) + (n & 1);
  bits(3, n) (sum & 1) (sum >> 1)
end loop
`,
  },
];

export const DECODER_TESTS: readonly ExampleTest[] = [
  {
    name: 'One output per address',
    source: `# Exactly one output is on: the one A1 A0 names.
A1 A0 Y0 Y1 Y2 Y3
0  0  1  0  0  0
0  1  0  1  0  0
1  0  0  0  1  0
1  1  0  0  0  1
`,
  },
];

export const TRISTATE_BUS_TESTS: readonly ExampleTest[] = [
  {
    name: 'SEL picks the driver',
    source: `# SEL = 1 puts A on the bus, SEL = 0 puts B. X on an input runs both of its values:
# the bus must not care about the input that is switched off.
SEL A B BUS LED1
1   0 X 0   0
1   1 X 1   1
0   X 0 0   0
0   X 1 1   1
`,
  },
];

export const SR_LATCH_TESTS: readonly ExampleTest[] = [
  {
    name: 'Set, hold, reset, hold',
    source: `# Press SET: Q turns on and stays on after letting go; RESET turns it off.
SET RESET Q_LED
1   0     1
0   0     1
0   1     0
0   0     0
1   0     1
`,
  },
];

export const CLOCK_DIVIDER_TESTS: readonly ExampleTest[] = [
  {
    name: 'Toggles on every edge',
    source: `# C is one clock pulse. FF1 (its stored bit) and the LED toggle on every rising edge.
CLK1 FF1 Q_LED
0    0   0
repeat(8) C ((n + 1) & 1) ((n + 1) & 1)
`,
  },
];

export const COUNTER_TESTS: readonly ExampleTest[] = [
  {
    name: 'Counts and wraps',
    source: `# The counter CNT1 counts clock pulses and wraps from 15 to 0; L3..L0 show its bits.
CLK1 CNT1 L3 L2 L1 L0
0    0    0  0  0  0
loop(i, 20)
  C ((i + 1) & 15) bits(4, (i + 1) & 15)
end loop
`,
  },
];

export const HALF_ADDER_CELL_TESTS = HALF_ADDER_TESTS.map((t) => ({
  ...t,
  source: t.source.replace('A B SUM CARRY', 'A B S   C'),
}));

export const FULL_ADDER_CELL_TESTS: readonly ExampleTest[] = [
  {
    name: 'All eight sums',
    source: FULL_ADDER_TESTS[0]!.source,
  },
];

export const ADDER_4BIT_TESTS: readonly ExampleTest[] = [
  {
    name: 'Every sum',
    source: `# All 512 cases: S is the low four bits of A + B + CIN, COUT the fifth. A and B take numbers.
A B CIN S COUT
loop(a, 16)
  loop(b, 16)
    loop(c, 2)
      (a) (b) (c) ((a + b + c) & 15) ((a + b + c) >> 4)
    end loop
  end loop
end loop
`,
  },
];

export const REGISTER_8BIT_TESTS: readonly ExampleTest[] = [
  {
    name: 'Loads on LOAD',
    source: `# The register takes D when LOAD is pressed (C: press and release) and keeps it until the next press.
D    LOAD Q
0x5A 0    0
0x5A C    0x5A
0xC3 0    0x5A
0xC3 C    0xC3
loop(i, 8)
  (1 << i) C (1 << i)
end loop
`,
  },
];

export const ALU_4BIT_TESTS: readonly ExampleTest[] = [
  {
    name: 'Four operations',
    source: `# OP1 OP0 pick the operation: 00 AND, 01 OR, 10 ADD (COUT is the carry), 11 XOR.
# X for COUT: any value is right where the operation does not add.
A B OP1 OP0 Y COUT
loop(a, 16)
  loop(b, 16)
    (a) (b) 0 0 (a & b) X
    (a) (b) 0 1 (a | b) X
    (a) (b) 1 0 ((a + b) & 15) ((a + b) >> 4)
    (a) (b) 1 1 (a ^ b) X
  end loop
end loop
`,
  },
];

export const REGISTER_FILE_TESTS: readonly ExampleTest[] = [
  {
    name: 'Write all, read all',
    source: `# Write 2, 5, 8, 11 into registers 0 to 3, then read each one back.
D WE WA1 WA0 WRITE RA1 RA0 Q
loop(r, 4)
  (3 * r + 2) 1 bits(2, r) C 0 0 X
end loop
loop(r, 4)
  0 1 0 0 0 bits(2, r) (3 * r + 2)
end loop
# With WE off, pressing WRITE changes nothing.
9 0 0 0 C 0 0 2
`,
  },
];
