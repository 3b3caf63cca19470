import { describe, expect, it } from 'vitest';
import { modulesIn, refusal, yosysFailure } from './messages';
import type { YosysJson } from './yosys-json';

const SOURCE = 'module m(input a, output y);\n  assign y = a &;\nendmodule\n';

describe("Yosys's failures in the user's words", () => {
  it('names the file and line of a syntax error and quotes the line', () => {
    const failure = yosysFailure(
      ['1. Executing Verilog-2005 frontend: design.v', "design.v:2: ERROR: syntax error, unexpected ';'"],
      SOURCE,
      'and.v',
    );
    expect(failure).toMatchObject({
      code: 'VERILOG_SYNTAX',
      error: "and.v, line 2: syntax error, unexpected ';'",
      hint: 'Fix it and import again. Line 2 reads: assign y = a &;',
    });
  });

  it('explains an always_comb latch at the block that makes it, and a missing module', () => {
    const source = 'module m(input a, e, output logic y);\n  always_comb begin\n    if (e) y = a;\n  end\nendmodule\n';
    const latch = yosysFailure(
      ["ERROR: Latch inferred for signal `\\m.\\y' from always_comb process `\\m.$proc$design.v:0$1'."],
      source,
      'm.sv',
    );
    expect(latch).toMatchObject({
      code: 'VERILOG_UNSUPPORTED',
      error: expect.stringMatching(/^m\.sv, line 2: "y" would be a latch/) as unknown,
    });
    const top = yosysFailure(["ERROR: Module `\\cpu' not found!"], source, 'm.sv', 'cpu');
    expect(top).toMatchObject({
      code: 'INVALID_INPUT',
      hint: expect.stringContaining('Its modules are: m.') as unknown,
    });
    const sub = yosysFailure(
      ["design.v:3: ERROR: Module `\\alu' referenced in module `\\m' in cell `\\u1' is not part of the design."],
      source,
      'm.sv',
    );
    expect(sub.error).toContain('m.sv, line 3');
  });

  it('refuses the constructs of checks.json with the earliest line first, and lets small memories through', () => {
    const cell = (type: string, line: number, parameters: Record<string, string> = {}) => ({
      type,
      parameters,
      attributes: { src: `design.v:${line}.3-${line}.20` },
      connections: {},
    });
    const checks: YosysJson = {
      modules: {
        m: {
          ports: {},
          netnames: {},
          cells: {
            a: cell('$print', 9),
            b: cell('$tribuf', 4),
            c: cell('$mem_v2', 2, { SIZE: (16).toString(2), WIDTH: (8).toString(2), MEMID: '\\ram' }),
            d: cell('$dlatch', 1),
          },
        },
      },
    };
    expect(refusal(checks, 'top.v')).toMatchObject({
      code: 'VERILOG_UNSUPPORTED',
      error:
        'top.v, line 4: a high-impedance value (z): tri-state logic cannot become parts of a circuit (and 1 more such place).',
    });
    const big = cell('$mem_v2', 7, { SIZE: (128).toString(2), WIDTH: (8).toString(2), MEMID: '\\ram' });
    expect(refusal({ modules: { m: { ports: {}, netnames: {}, cells: { big } } } }, 'top.v')?.error).toBe(
      'top.v, line 7: the memory "ram" has 128 words of 8 bits; an import takes memories of at most 64 words (each bit becomes a flip-flop).',
    );
    expect(
      refusal({ modules: { m: { ports: {}, netnames: {}, cells: { c: checks.modules['m']!.cells['c']! } } } }, 'top.v'),
    ).toBeUndefined();
  });

  it('finds the modules of a source, ignoring comments', () => {
    expect(
      modulesIn('// module fake(\nmodule a(); endmodule\n/* module b */ module c #(parameter W=1) (); endmodule'),
    ).toEqual(['a', 'c']);
  });
});
