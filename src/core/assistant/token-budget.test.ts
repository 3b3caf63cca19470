import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import { afterEach, describe, expect, it } from 'vitest';
import { ToolRegistry } from '../ai/tool-registry';
import { LessonDraft } from '../lessons/lesson-draft';
import { createCircuitTools } from '../tools/circuit-tools';
import { lessonTools } from '../tools/lesson-tools';
import { systemPrompt } from './prompt';
import { openAIToolsJson } from '../ai/test-support/tool-properties';
import { slicedCircuit } from '../tools/test-support/circuits';
import { createToolHarness, type ToolHarness } from '../../main/test-support/tool-harness';

/*
 * Token budgets of the circuit tools (o200k, as `npm run bench:ai` counts them). Tokens are a
 * deterministic function of the text, so these are exact checks, not timings. The whole prompt
 * prefix (the system prompt and every tool definition) must stay within 2,800: it was 2,500 for
 * 23 tools; build_from_verilog (Verilog synthesis) added 88 tokens in strict mode and its line in
 * the prompt 10 more (2,600), after every other description had been cut to the bone. Test cases
 * (issue 23) added write_tests (75 in strict mode) and run_tests (72), and the prompt's step for
 * sequential requests (write the test first, run it until it passes, name it), with its
 * three-row example of the test language, 81: measured 2,770 in strict mode (2,592 not strict),
 * so 2,800. Memory (issue 25) added the prompt's one clause that ROM and RAM hold tables, programs
 * and data, with the contents' form (16): 2,815, so 2,830. The catalogue grew by ROM and RAM (53
 * types), 764 tokens: 770. The arithmetic parts (adder, subtractor, comparator, shifter, priority
 * encoder: 58 types, an "Arithmetic" heading) 826: 830. The dot-matrix display (59 types, its line
 * "DOT_MATRIX Dot-matrix display: LED grid; a bus per column") 841: 850. The multiplier and divider
 * (61 types, two lines "MULTIPLIER Multiplier: HI:P=A*B+CIN" and "DIVIDER Divider: Q,R=UPPER:A/B")
 * 868: 870. The transistors (65 types under a "Transistors" heading: "NMOS NMOS transistor: D-S
 * joined while G=1", its PMOS twin, "PULL_UP Pull-up resistor: weak 1 while undriven" and the pull-down)
 * 930: 940. The break (66 types, "BREAK Break: pauses running clocks when in rises") 940: 950. The
 * power-on reset (67 types, "RESET Power-on reset: 1 at power-on until settled, then 0") 957: 960.
 * Course mode (issue 26) is the build prompt with a paragraph on lessons (93 tokens) and every tool
 * with the five lesson tools (create_lesson 76, read_lesson 64, update_lesson 108, add_exercise 206,
 * embed_circuit 77 in strict mode): 3,429 in strict mode (3,214 not strict), so 3,450. Build and
 * tutor mode do not carry them.
 */

/** The tools' tokens as an OpenAI-compatible request carries them. */
function toolsTokens(registry: ToolRegistry, strict: boolean): number {
  return encode(openAIToolsJson(registry, strict)).length;
}

/** The tools of a course-mode turn over the harness's copy (no lessons stored). */
function courseRegistry(h: ToolHarness): ToolRegistry {
  const lessons = new LessonDraft(
    () => undefined,
    () => [],
  );
  return new ToolRegistry([...createCircuitTools(h.context), ...lessonTools({ ...h.context, lessons })]);
}

const tokens = (value: unknown) => encode(JSON.stringify(value)).length;

let harness: ToolHarness;
afterEach(async () => {
  await harness.close();
});

describe('token budgets', () => {
  it('keeps the system prompt and all 26 tool definitions within 2,830 tokens, in strict mode too', () => {
    harness = createToolHarness();
    expect(harness.registry.size).toBe(26);
    for (const strict of [false, true]) {
      expect(encode(systemPrompt('build')).length + toolsTokens(harness.registry, strict)).toBeLessThanOrEqual(2_830);
    }
  });

  it('keeps course mode (the build prompt, its course paragraph, every tool and the 5 lesson tools) within 3,450 tokens', () => {
    harness = createToolHarness();
    const registry = courseRegistry(harness);
    expect(registry.size).toBe(31);
    for (const strict of [false, true]) {
      expect(encode(systemPrompt('course')).length + toolsTokens(registry, strict)).toBeLessThanOrEqual(3_450);
    }
  });

  it('answers get_available_components in at most 960 tokens (67 types since the power-on reset)', async () => {
    harness = createToolHarness();
    expect(tokens(await harness.call('get_available_components'))).toBeLessThanOrEqual(960);
  });

  it('describes a 50-part circuit in at most 1,500 tokens (10 parts: 300), growing with the parts', async () => {
    const measured: Record<number, number> = {};
    for (const n of [10, 50, 200]) {
      harness = createToolHarness(slicedCircuit(n));
      const result = await harness.call('get_circuit_state');
      expect((result.circuit as string).split('\n')).toHaveLength(n + 1);
      measured[n] = tokens(result);
      await harness.close();
    }
    harness = createToolHarness();
    expect(measured[10]).toBeLessThanOrEqual(300);
    expect(measured[50]).toBeLessThanOrEqual(1_500);
    // Linear: no per-circuit overhead that grows faster than the parts.
    expect(measured[200]! / 200).toBeLessThanOrEqual((measured[50]! / 50) * 1.1);
  });
});
