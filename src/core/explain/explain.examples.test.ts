import { describe, expect, it } from 'vitest';
import { getExample } from '../../shared/examples';
import { applyBlueprint } from '../synthesis/test-support/blueprint-table';
import { explainCircuit } from './explain';

function explainExample(id: string) {
  const result = explainCircuit(applyBlueprint(getExample(id)!.blueprint));
  if (!result.success) throw new Error(result.error);
  return result.data;
}

describe('explaining the shipped examples', () => {
  it('half adder', () => {
    expect(explainExample('half-adder')).toEqual({
      outputs: [
        {
          name: 'SUM',
          expr: 'A ⊕ B',
          ascii: 'A XOR B',
          function: 'half adder sum',
          text: 'SUM = A ⊕ B (half adder sum)',
        },
        {
          name: 'CARRY',
          expr: 'A·B',
          ascii: 'A AND B',
          function: 'half adder carry',
          text: 'CARRY = A·B (half adder carry)',
        },
      ],
    });
  });

  it('full adder', () => {
    expect(explainExample('full-adder')).toEqual({
      outputs: [
        {
          name: 'S',
          expr: 'A ⊕ B ⊕ CIN',
          ascii: 'A XOR B XOR CIN',
          function: 'full adder sum',
          text: 'S = A ⊕ B ⊕ CIN (full adder sum)',
        },
        {
          name: 'COUT',
          expr: 'A·B + A·CIN + B·CIN',
          ascii: '(A AND B) OR (A AND CIN) OR (B AND CIN)',
          function: 'full adder carry',
          text: 'COUT = A·B + A·CIN + B·CIN (full adder carry)',
        },
      ],
    });
  });

  it('2-to-4 decoder (EN left unconnected reads 1)', () => {
    const line = (name: string, expr: string, ascii: string) => ({
      name,
      expr,
      ascii,
      function: 'decoder line',
      text: `${name} = ${expr} (decoder line)`,
    });
    expect(explainExample('decoder')).toEqual({
      outputs: [
        line('Y0', '¬A0·¬A1', 'NOT A0 AND NOT A1'),
        line('Y1', 'A0·¬A1', 'A0 AND NOT A1'),
        line('Y2', '¬A0·A1', 'NOT A0 AND A1'),
        line('Y3', 'A0·A1', 'A0 AND A1'),
      ],
    });
  });

  it('tri-state bus: a 2-to-1 mux, seen by the probe and the LED alike', () => {
    const mux = (name: string) => ({
      name,
      expr: 'A·SEL + B·¬SEL',
      ascii: '(A AND SEL) OR (B AND NOT SEL)',
      function: '2-to-1 mux: SEL selects A (1) or B (0)',
      text: `${name} = A·SEL + B·¬SEL (2-to-1 mux: SEL selects A (1) or B (0))`,
    });
    expect(explainExample('tristate-bus')).toEqual({ outputs: [mux('BUS'), mux('LED1')] });
  });

  it('SR latch of NOR gates: the loop, what sets and resets it', () => {
    expect(explainExample('sr-latch')).toEqual({
      outputs: [{ name: 'Q_LED', expr: 'N1', text: 'Q_LED = N1 (N1: feedback loop, see loops)' }],
      loops: [
        {
          parts: ['N1', 'N2'],
          text:
            'N1, N2 (NOR_2) form a latch (a feedback loop that stores a bit): ' +
            'N1 is 1 (set) when ¬RESET·SET, 0 (reset) when RESET, keeps its value when ¬RESET·¬SET.',
        },
      ],
    });
  });

  it('divide by two: the flip-flop toggles', () => {
    expect(explainExample('clock-divider')).toEqual({
      outputs: [{ name: 'Q_LED', expr: 'FF1.Q', text: 'Q_LED = FF1.Q' }],
      storage: [
        {
          part: 'FF1',
          type: 'D_FLIPFLOP',
          stored: '0',
          text: 'FF1: D flip-flop; FF1.Q toggles on the rising edge of CLK1 (D = ¬FF1.Q: divides it by 2)',
        },
      ],
    });
  });

  it('4-bit counter', () => {
    expect(explainExample('counter')).toEqual({
      outputs: [0, 1, 2, 3].map((i) => ({ name: `L${i}`, expr: `CNT1.Q${i}`, text: `L${i} = CNT1.Q${i}` })),
      storage: [
        {
          part: 'CNT1',
          type: 'COUNTER_4',
          stored: '0000',
          text: 'CNT1: 4-bit counter; CNT1.Q3..Q0 count up by 1 on the rising edge of CLK1, wrapping 15 → 0 (CARRY = 1 at 15 while enabled)',
        },
      ],
    });
  });
});
