import { describe, expect, it } from 'vitest';
import type { Blueprint } from '../../shared/circuit/blueprint';
import { applyBlueprint } from '../synthesis/test-support/blueprint-table';
import { explainCircuit, type CircuitExplanation } from './explain';

type Parts = Blueprint['components'];

function explain(components: Parts, wires: [string, string][], labels?: string[]): CircuitExplanation {
  const state = applyBlueprint({ components, wires: wires.map(([from, to]) => ({ from, to })) });
  const result = explainCircuit(state, labels);
  if (!result.success) throw new Error(`${result.error} ${result.hint}`);
  return result.data;
}

const part = (label: string, type: string, properties?: Record<string, string | number | boolean>) => ({
  label,
  type,
  ...(properties ? { properties } : {}),
});
const texts = (e: CircuitExplanation) => e.outputs.map((o) => o.text);

describe('explainCircuit', () => {
  it('lists the inputs that affect nothing and the outputs nothing drives', () => {
    const result = explain(
      [
        part('A', 'SWITCH_TOGGLE'),
        part('B', 'SWITCH_TOGGLE'),
        part('C', 'BUTTON_PUSH'),
        part('G1', 'AND_2'),
        part('G2', 'OR_2'),
      ],
      [
        ['A:out', 'G1:a'],
        ['B:out', 'G1:b'],
        ['C:out', 'G2:a'],
        ['G1:out', 'G2:b'],
      ],
    );
    expect(result).toEqual({ outputs: [], unused_inputs: ['A', 'B', 'C'] });
    const shown = explain(
      [
        part('A', 'SWITCH_TOGGLE'),
        part('B', 'SWITCH_TOGGLE'),
        part('N', 'NOT'),
        part('L1', 'LED_RED'),
        part('P1', 'PROBE'),
        part('P2', 'PROBE'),
      ],
      [
        ['A:out', 'N:in'],
        ['N:out', 'L1:anode'],
      ],
    );
    expect(shown.outputs).toEqual([{ name: 'L1', expr: '¬A', ascii: 'NOT A', text: 'L1 = ¬A' }]);
    expect(shown.unused_inputs).toEqual(['B']);
    expect(shown.undriven).toEqual(['P1', 'P2']);
  });

  it('reads a power-on reset as the constant it is once released, never as an input', () => {
    const result = explain(
      [
        part('A', 'SWITCH_TOGGLE'),
        part('R', 'RESET'),
        part('RN', 'RESET', { activeLow: true }),
        part('G1', 'OR_2'),
        part('G2', 'AND_2'),
        part('P1', 'PROBE'),
        part('P2', 'PROBE'),
      ],
      [
        ['A:out', 'G1:a'],
        ['R:out', 'G1:b'],
        ['A:out', 'G2:a'],
        ['RN:out', 'G2:b'],
        ['G1:out', 'P1:in'],
        ['G2:out', 'P2:in'],
      ],
    );
    expect(texts(result)).toEqual(['P1 = A', 'P2 = A']);
    expect(result.unused_inputs).toBeUndefined();
  });

  it('says where an output is X or Z, and when it is never 0 or 1', () => {
    const result = explain(
      [
        part('A', 'SWITCH_TOGGLE'),
        part('EN', 'SWITCH_TOGGLE'),
        part('G1', 'AND_2'),
        part('T1', 'TRISTATE_BUFFER'),
        part('N1', 'NOT'),
        part('P1', 'PROBE'),
        part('P2', 'PROBE'),
        part('P3', 'PROBE'),
      ],
      [
        ['A:out', 'G1:a'],
        ['G1:out', 'P1:in'],
        ['A:out', 'T1:in'],
        ['EN:out', 'T1:en'],
        ['T1:out', 'P2:in'],
        ['N1:out', 'P3:in'],
      ],
    );
    expect(texts(result)).toEqual([
      'P1 = 0 (X when A)',
      'P2 = A (floats (Z) when ¬EN)',
      'P3 is always unknown (X): a floating input or a conflict',
    ]);
    expect(result.outputs[2]).toEqual({
      name: 'P3',
      expr: 'X',
      unknown_when: '1',
      text: 'P3 is always unknown (X): a floating input or a conflict',
    });
    expect(result.outputs[1]).toMatchObject({ expr: 'A', floats_when: '¬EN' });
  });

  it('explains the labels asked for: a pin, a part with several outputs, a storage part, a display', () => {
    const result = explain(
      [
        part('A', 'SWITCH_TOGGLE'),
        part('B', 'SWITCH_TOGGLE'),
        part('HA', 'HALF_ADDER'),
        part('FF1', 'D_FLIPFLOP'),
        part('CLK', 'CLOCK'),
        part('DISP', 'SEVEN_SEGMENT'),
      ],
      [
        ['A:out', 'HA:A'],
        ['B:out', 'HA:B'],
        ['HA:S', 'DISP:a'],
        ['HA:C', 'FF1:D'],
        ['CLK:out', 'FF1:CLK'],
        ['FF1:Q', 'DISP:g'],
      ],
      ['ha', 'FF1.D', 'FF1', 'DISP', 'FF1.CLR'],
    );
    expect(texts(result)).toEqual([
      'HA.S = A ⊕ B (half adder sum)',
      'HA.C = A·B (half adder carry)',
      'FF1.D = A·B (half adder carry)',
      'DISP.a = A ⊕ B (half adder sum)',
      'DISP.g = FF1.Q',
      'FF1.CLR = 0',
    ]);
    expect(result.storage).toEqual([
      {
        part: 'FF1',
        type: 'D_FLIPFLOP',
        stored: '0',
        text: 'FF1: D flip-flop; FF1.Q loads D = A·B on the rising edge of CLK',
      },
    ]);
    expect(result.unused_inputs).toBeUndefined();
    expect(result.undriven).toEqual(['DISP.b', 'DISP.c', 'DISP.d', 'DISP.e', 'DISP.f', 'DISP.dp']);
  });

  it('writes an adder bit as the XOR of the bits it is linear in and the carry into it', () => {
    const result = explain(
      [
        part('A0', 'SWITCH_TOGGLE'),
        part('B0', 'SWITCH_TOGGLE'),
        part('A1', 'SWITCH_TOGGLE'),
        part('B1', 'SWITCH_TOGGLE'),
        part('HA', 'HALF_ADDER'),
        part('FA', 'FULL_ADDER'),
        part('S1', 'PROBE'),
        part('C2', 'PROBE'),
      ],
      [
        ['A0:out', 'HA:A'],
        ['B0:out', 'HA:B'],
        ['A1:out', 'FA:A'],
        ['B1:out', 'FA:B'],
        ['HA:C', 'FA:CIN'],
        ['FA:S', 'S1:in'],
        ['FA:COUT', 'C2:in'],
      ],
    );
    expect(result.outputs.map((o) => [o.expr, o.ascii])).toEqual([
      ['A1 ⊕ B1 ⊕ A0·B0', 'A1 XOR B1 XOR (A0 AND B0)'],
      ['A1·B1 + A0·A1·B0 + A0·B0·B1', '(A1 AND B1) OR (A0 AND A1 AND B0) OR (A0 AND B0 AND B1)'],
    ]);
  });

  it('names what it cannot find, with the closest label', () => {
    const state = applyBlueprint({ components: [part('SUM', 'PROBE'), part('CARRY', 'PROBE')], wires: [] });
    expect(explainCircuit(state, ['SUN'])).toMatchObject({
      success: false,
      code: 'UNKNOWN_COMPONENT',
      error: 'No component is labelled "SUN".',
      hint: 'Did you mean "SUM"?',
    });
    expect(explainCircuit(state, ['SUM.out'])).toMatchObject({
      success: false,
      code: 'UNKNOWN_PIN',
      hint: 'Its pins are: in.',
    });
  });

  it('gives the gate structure, merged and depth-capped, beyond eight inputs', () => {
    const components: Parts = [part('P', 'PROBE')];
    const wires: [string, string][] = [];
    for (let i = 0; i < 10; i++) components.push(part(`S${i}`, 'SWITCH_TOGGLE'));
    for (let i = 0; i < 9; i++) {
      components.push(part(`X${i}`, 'XOR_2'));
      wires.push([i === 0 ? 'S0:out' : `X${i - 1}:out`, `X${i}:a`], [`S${i + 1}:out`, `X${i}:b`]);
    }
    wires.push(['X8:out', 'P:in']);
    const result = explain(components, wires);
    expect(result.outputs).toEqual([
      {
        name: 'P',
        expr: 'X4 ⊕ S6 ⊕ S7 ⊕ S8 ⊕ S9',
        ascii: 'X4 XOR S6 XOR S7 XOR S8 XOR S9',
        structural: true,
        text: 'P = X4 ⊕ S6 ⊕ S7 ⊕ S8 ⊕ S9 (gate structure: 10 inputs are too many to simplify; a part label in it can be explained on its own)',
      },
    ]);
    expect(result.unused_inputs).toBeUndefined();
    const inner = explainCircuit(applyBlueprint({ components, wires: wires.map(([from, to]) => ({ from, to })) }), [
      'X4',
    ]);
    expect(inner.success && inner.data.outputs[0]!.expr).toBe('S0 ⊕ S1 ⊕ S2 ⊕ S3 ⊕ S4 ⊕ S5');
  });

  it('reads stored bits and clocks as variables: a shift register and a gated clock', () => {
    const result = explain(
      [
        part('IN', 'SWITCH_TOGGLE'),
        part('EN', 'SWITCH_TOGGLE'),
        part('CLK', 'CLOCK'),
        part('FF1', 'D_FLIPFLOP'),
        part('FF2', 'D_FLIPFLOP'),
        part('G', 'AND_2'),
        part('GC', 'AND_2'),
        part('BOTH', 'PROBE'),
        part('GATED', 'PROBE'),
      ],
      [
        ['IN:out', 'FF1:D'],
        ['FF1:Q', 'FF2:D'],
        ['CLK:out', 'FF1:CLK'],
        ['CLK:out', 'FF2:CLK'],
        ['FF1:Q', 'G:a'],
        ['FF2:Qn', 'G:b'],
        ['G:out', 'BOTH:in'],
        ['CLK:out', 'GC:a'],
        ['EN:out', 'GC:b'],
        ['GC:out', 'GATED:in'],
      ],
    );
    expect(texts(result)).toEqual(['BOTH = FF1.Q·¬FF2.Q', 'GATED = CLK·EN (AND)']);
    expect(result.storage!.map((s) => s.text)).toEqual([
      'FF1: D flip-flop; FF1.Q loads D = IN on the rising edge of CLK',
      'FF2: D flip-flop; FF2.Q loads D = FF1.Q on the rising edge of CLK',
    ]);
  });

  it('describes every kind of storage part', () => {
    const result = explain(
      [
        part('A', 'SWITCH_TOGGLE'),
        part('B', 'SWITCH_TOGGLE'),
        part('C', 'BUTTON_PUSH'),
        part('HI', 'CONST_HIGH'),
        part('JK', 'JK_FLIPFLOP'),
        part('JK2', 'JK_FLIPFLOP'),
        part('T', 'T_FLIPFLOP'),
        part('DL', 'D_LATCH'),
        part('SR', 'SR_LATCH'),
        part('REG', 'REGISTER_4'),
        part('CNT', 'COUNTER_4'),
      ],
      [
        ['HI:out', 'JK:J'],
        ['HI:out', 'JK:K'],
        ['C:out', 'JK:CLK'],
        ['A:out', 'JK2:J'],
        ['B:out', 'JK2:K'],
        ['C:out', 'JK2:CLK'],
        ['A:out', 'JK2:CLR'],
        ['A:out', 'T:T'],
        ['C:out', 'T:CLK'],
        ['A:out', 'DL:D'],
        ['B:out', 'DL:EN'],
        ['A:out', 'SR:S'],
        ['B:out', 'SR:R'],
        ['A:out', 'REG:D0'],
        ['B:out', 'REG:D1'],
        ['HI:out', 'REG:D2'],
        ['C:out', 'REG:CLK'],
        ['B:out', 'REG:EN'],
        ['C:out', 'CNT:CLK'],
        ['A:out', 'CNT:CLR'],
      ],
    );
    expect(result.storage!.map((s) => s.text)).toEqual([
      'JK: JK flip-flop; JK.Q toggles on the rising edge of C',
      'JK2: JK flip-flop; on the rising edge of C JK2.Q is set when J = A alone, cleared when K = B alone, toggles when both are 1, holds when both are 0; cleared at once while CLR = A',
      'T: T flip-flop; T.Q toggles on the rising edge of C while T = A, else holds',
      'DL: D latch; DL.Q follows D = A while EN = B, holds otherwise',
      'SR: SR latch; SR.Q is set by S = A, reset by R = B (both 1: Q and Qn both 0), holds otherwise',
      'REG: 4-bit register; REG.Q3..Q0 load D3..D0 = floating (X), 1, B, A on the rising edge of C while EN = B',
      'CNT: 4-bit counter; CNT.Q3..Q0 count up by 1 on the rising edge of C, wrapping 15 → 0 (CARRY = 1 at 15 while enabled); cleared at once while CLR = A',
    ]);
    expect(result.storage!.map((s) => s.stored)).toEqual(['0', '0', '0', '0', '0', '0000', '0000']);
  });

  it('finds a gate fed back into itself: an OR that, once 1, stays 1', () => {
    const result = explain(
      [part('S', 'BUTTON_PUSH'), part('G', 'OR_2'), part('P', 'PROBE')],
      [
        ['S:out', 'G:a'],
        ['G:out', 'G:b'],
        ['G:out', 'P:in'],
      ],
    );
    expect(result.loops).toEqual([
      {
        parts: ['G'],
        text: 'G (OR_2) forms a latch (a feedback loop that stores a bit): G is 1 (set) when S, keeps its value when ¬S.',
      },
    ]);
  });

  it('finds gate loops: a NAND latch (active-low set and reset) and a ring oscillator', () => {
    const result = explain(
      [
        part('SN', 'SWITCH_TOGGLE', { initial: true }),
        part('RN', 'SWITCH_TOGGLE', { initial: true }),
        part('N1', 'NAND_2'),
        part('N2', 'NAND_2'),
        part('Q', 'PROBE'),
        part('I1', 'NOT'),
        part('I2', 'NOT'),
        part('I3', 'NOT'),
      ],
      [
        ['SN:out', 'N1:a'],
        ['N2:out', 'N1:b'],
        ['RN:out', 'N2:a'],
        ['N1:out', 'N2:b'],
        ['N1:out', 'Q:in'],
        ['I1:out', 'I2:in'],
        ['I2:out', 'I3:in'],
        ['I3:out', 'I1:in'],
      ],
    );
    expect(texts(result)).toEqual(['Q = N1 (N1: feedback loop, see loops)']);
    expect(result.loops).toEqual([
      {
        parts: ['N1', 'N2'],
        text: 'N1, N2 (NAND_2) form a latch (a feedback loop that stores a bit): N1 is 1 (set) when ¬SN, 0 (reset) when ¬RN·SN, keeps its value when RN·SN.',
      },
      {
        parts: ['I1', 'I2', 'I3'],
        text: 'I1, I2, I3 (NOT) form a feedback loop with no stable state: it oscillates for any input.',
      },
    ]);
  });
});
