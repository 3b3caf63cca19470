import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CircuitState } from '../../shared/circuit/circuit-state';
import type { Circuit } from '../../shared/circuit/types';
import { circuitFromBlueprint, compileTruthSpec, scoreTask, type Task } from '../../core/eval';
import { checkFacts } from '../../core/eval/facts';
import { validateCircuit } from '../../core/validation/validate';
import { Sketch } from '../../core/eval/test-support/blueprints';
import { loadTaskSet, type LoadedTask } from './load-tasks';

const EVAL_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../../eval');

function load(): LoadedTask[] {
  const loaded = loadTaskSet(EVAL_DIR);
  if (!loaded.success) throw new Error(loaded.error);
  return loaded.data;
}

function build(blueprint: Parameters<typeof circuitFromBlueprint>[0]): Circuit {
  const circuit = circuitFromBlueprint(blueprint);
  if (!circuit.success) throw new Error(`${circuit.code}: ${circuit.error}`);
  return circuit.data;
}

/** The circuit a reference solution ends with: its blueprint, or the task's start left as it is. */
function solutionCircuit(entry: LoadedTask): Circuit {
  const blueprint = entry.solution?.blueprint ?? entry.task.start;
  if (!blueprint) throw new Error(`${entry.task.id} has neither a solution blueprint nor a start`);
  return build(blueprint);
}

const TASKS = load();
const byId = (id: string): Task => TASKS.find((t) => t.task.id === id)!.task;

describe('the evaluation task set (eval/tasks)', () => {
  it('loads: every file matches the schema and is named after its id', () => {
    expect(TASKS.length).toBeGreaterThanOrEqual(40);
  });

  it("covers every item of the issue's list", () => {
    // The issue's list, item by item, to the task that covers it.
    const items: Record<string, string> = {
      'a NOT with an LED': 'not-gate',
      'AND gate': 'and-gate',
      'OR gate': 'or-gate',
      'NAND gate': 'nand-gate',
      'NOR gate': 'nor-gate',
      'XOR gate': 'xor-gate',
      'XNOR gate': 'xnor-gate',
      'half adder': 'half-adder',
      'full adder': 'full-adder',
      '2:1 multiplexer': 'mux-2to1',
      '4:1 multiplexer': 'mux-4to1',
      '2-to-4 decoder': 'decoder-2to4',
      '2-bit comparator': 'comparator-2bit',
      '3-input majority': 'majority-3',
      '4-bit parity': 'parity-4bit',
      '2-bit adder': 'adder-2bit',
      '2-bit multiplier': 'multiplier-2bit',
      'BCD to seven-segment': 'bcd-seven-segment',
      'priority encoder': 'priority-encoder',
      'population count': 'popcount-4',
      'SR latch': 'sr-latch',
      'D flip-flop': 'd-flipflop',
      'T flip-flop toggling': 't-flipflop',
      '2-bit counter': 'counter-2bit',
      '4-bit counter': 'counter-4bit',
      '4-bit shift register': 'shift-register-4bit',
      'mod-6 counter': 'mod6-counter',
      'traffic-light state machine': 'traffic-light',
      'sequence detector': 'sequence-detector',
      'the LED never lights, fix it': 'fix-led-never-lights',
      'add a carry-out LED': 'add-carry-out',
      'replace the OR with a NOR': 'replace-or-with-nor',
      'label the switches A and B': 'label-switches',
      'explain what this circuit does': 'explain-full-adder',
    };
    const ids = new Set(TASKS.map((t) => t.task.id));
    const missing = Object.entries(items).filter(([, id]) => !ids.has(id));
    expect(missing).toEqual([]);
    const kind = (id: string) => byId(id).category;
    expect(['not-gate', 'bcd-seven-segment', 'popcount-4'].map(kind)).toEqual(Array(3).fill('combinational'));
    expect(['sr-latch', 'traffic-light', 'sequence-detector'].map(kind)).toEqual(Array(3).fill('sequential'));
    expect(['fix-led-never-lights', 'add-carry-out', 'replace-or-with-nor', 'label-switches'].map(kind)).toEqual(
      Array(4).fill('edit'),
    );
    expect(kind('explain-full-adder')).toBe('explain');
  });

  it("covers the sequential circuits of issue 23's list, each scored by its test", () => {
    const items: Record<string, string> = {
      'shift register, serial in, parallel out': 'shift-register-4bit',
      'sequence detector': 'sequence-detector',
      'traffic light controller': 'traffic-light',
      'up/down counter with load': 'up-down-counter-load',
      'an FSM from a state table': 'fsm-state-table',
      'divide-by-3 counter': 'mod3-counter',
      'register with enable': 'register-enable',
      'edge detector': 'edge-detector',
      'ring counter': 'ring-counter-4bit',
      'Johnson counter': 'johnson-counter-3bit',
      'Gray-code counter': 'gray-counter-2bit',
      'serial parity': 'serial-parity',
      'counter with enable and clear': 'counter-enable-clear',
    };
    const missing = Object.entries(items).filter(([, id]) => !TASKS.some((t) => t.task.id === id));
    expect(missing).toEqual([]);
    for (const id of Object.values(items)) expect(byId(id).spec.kind, id).toBe('sequential');
  });

  it('has every category and difficulty, and unique titles', () => {
    const count = (key: 'category' | 'difficulty') =>
      TASKS.reduce<Record<string, number>>((acc, { task }) => ({ ...acc, [task[key]]: (acc[task[key]] ?? 0) + 1 }), {});
    expect(Object.keys(count('category')).sort()).toEqual(['combinational', 'course', 'edit', 'explain', 'sequential']);
    expect(Object.keys(count('difficulty')).sort()).toEqual(['easy', 'hard', 'medium']);
    expect(new Set(TASKS.map((t) => t.task.title)).size).toBe(TASKS.length);
  });

  it('is counted right in eval/README.md', () => {
    const n = (key: 'category' | 'difficulty', value: string) => TASKS.filter((t) => t.task[key] === value).length;
    const sentence =
      `There are ${TASKS.length} tasks: ${n('category', 'combinational')} combinational, ` +
      `${n('category', 'sequential')} sequential, ${n('category', 'edit')} edits and repairs, ` +
      `${n('category', 'explain')} explanations, ${n('category', 'course')} lessons; ${n('difficulty', 'easy')} easy, ` +
      `${n('difficulty', 'medium')} medium, ${n('difficulty', 'hard')} hard.`;
    const readme = readFileSync(join(EVAL_DIR, 'README.md'), 'utf8').replace(/\s+/g, ' ');
    expect(readme).toContain(sentence);
  });

  it('names every input and output in the request, as the user would', () => {
    const unnamed: string[] = [];
    for (const { task } of TASKS) {
      if (task.spec.kind === 'explain' || task.spec.kind === 'lesson' || task.category === 'edit') continue;
      const labels = [
        ...task.spec.inputs,
        ...(task.spec.kind === 'sequential' && task.spec.clock ? [task.spec.clock] : []),
        ...task.spec.outputs.map((o) => o.split('.')[0]!),
      ];
      for (const label of labels)
        if (!new RegExp(`\\b${label}\\b`).test(task.request)) unnamed.push(`${task.id}: ${label}`);
    }
    expect(unnamed).toEqual([]);
  });

  describe('judges other designs than the reference by what they do', () => {
    it('passes a half adder from the HALF_ADDER block, its LEDs labelled in lower case', () => {
      const sketch = new Sketch()
        .parts('A:SWITCH_TOGGLE', 'B:BUTTON_PUSH', 'HA1:HALF_ADDER')
        .wire('A:out>HA1:A', 'B:out>HA1:B')
        .led('sum', 'HA1:S')
        .led('carry', 'HA1:C');
      expect(scoreTask(byId('half-adder'), sketch.circuit(), '').reasons).toEqual([]);
    });

    it('passes an SR latch from the SR_LATCH block and switches', () => {
      const sketch = new Sketch()
        .parts('S:SWITCH_TOGGLE', 'R:SWITCH_TOGGLE', 'L1:SR_LATCH')
        .wire('S:out>L1:S', 'R:out>L1:R')
        .led('Q', 'L1:Q');
      expect(scoreTask(byId('sr-latch'), sketch.circuit(), '').reasons).toEqual([]);
    });

    it('passes a 4-bit ripple counter of T flip-flops stepped by a push button', () => {
      const sketch = new Sketch().parts('CLK:BUTTON_PUSH', 'HI:CONST_HIGH');
      for (let i = 0; i < 4; i++) {
        sketch
          .parts(`FF${i}:T_FLIPFLOP`)
          .wire(`HI:out>FF${i}:T`, `${i === 0 ? 'CLK:out' : `FF${i - 1}:Qn`}>FF${i}:CLK`);
        sketch.led(`Q${i}`, `FF${i}:Q`);
      }
      expect(scoreTask(byId('counter-4bit'), sketch.circuit(), '').reasons).toEqual([]);
    });

    it('fails a D latch offered as a D flip-flop: it is transparent while the clock is high', () => {
      const sketch = new Sketch()
        .parts('D:SWITCH_TOGGLE', 'CLK:BUTTON_PUSH', 'L1:D_LATCH')
        .wire('D:out>L1:D', 'CLK:out>L1:EN')
        .led('Q', 'L1:Q');
      expect(scoreTask(byId('d-flipflop'), sketch.circuit(), '').reasons).toEqual([
        "Sequence: 2 of 8 rows of the request's test differ: " +
          'line 7 "1 1 0" (clock held high: not transparent), row 6: Q expected 0, got 1; ' +
          'line 8 "0 1 0" (falling edge: no change), row 7: Q expected 0, got 1.',
      ]);
    });

    it('fails a counter that does not wrap at 6', () => {
      const sketch = new Sketch().parts('CLK:BUTTON_PUSH', 'CNT1:COUNTER_4').wire('CLK:out>CNT1:CLK');
      for (let i = 0; i < 3; i++) sketch.led(`Q${i}`, `CNT1:Q${i}`);
      expect(scoreTask(byId('mod6-counter'), sketch.circuit(), '').reasons).toEqual([
        "Sequence: 3 of 9 rows of the request's test differ: " +
          'line 8 "C 0 0 0", row 7: Q2 expected 0, got 1, Q1 expected 0, got 1; ' +
          'line 9 "C 0 0 1", row 8: Q2 expected 0, got 1, Q1 expected 0, got 1; ' +
          'line 10 "C 0 1 0", row 9: Q1 expected 1, got 0.',
      ]);
    });

    it('fails a register that loads on every press, whatever EN says', () => {
      const sketch = new Sketch()
        .parts('EN:SWITCH_TOGGLE', 'D3:SWITCH_TOGGLE', 'D2:SWITCH_TOGGLE', 'D1:SWITCH_TOGGLE', 'D0:SWITCH_TOGGLE')
        .parts('CLK:BUTTON_PUSH', 'REG1:REGISTER_4')
        .wire('D0:out>REG1:D0', 'D1:out>REG1:D1', 'D2:out>REG1:D2', 'D3:out>REG1:D3', 'CLK:out>REG1:CLK');
      for (const q of ['Q3', 'Q2', 'Q1', 'Q0']) sketch.led(q, `REG1:${q}`);
      expect(scoreTask(byId('register-enable'), sketch.circuit(), '').reasons).toEqual([
        expect.stringMatching(
          /^Sequence: 3 of 9 rows of the request's test differ: line 3 "C 0 1 0 1 1 0 0 0 0" \(EN off: keeps 0\), row 2: Q3 expected 0, got 1, /,
        ),
      ]);
    });

    it('fails a parity checker whose RST does nothing, at the reset', () => {
      const sketch = new Sketch()
        .parts('RST:SWITCH_TOGGLE', 'X:SWITCH_TOGGLE', 'CLK:BUTTON_PUSH', 'FF1:T_FLIPFLOP')
        .wire('CLK:out>FF1:CLK', 'X:out>FF1:T')
        .led('ODD', 'FF1:Q');
      expect(scoreTask(byId('serial-parity'), sketch.circuit(), '').reasons).toEqual([
        expect.stringMatching(/^Sequence: 3 of 9 rows .* line 8 "C 1 0 0" \(reset\), row 7: ODD expected 0, got 1;/),
      ]);
    });
  });

  describe.each(TASKS.map((t) => [t.task.id, t] as const))('%s', (_id, entry) => {
    const { task } = entry;

    if (task.spec.kind === 'combinational') {
      const spec = task.spec;
      it('has a whole, consistent truth-table spec', () => {
        const table = compileTruthSpec(spec);
        expect(table.success ? 'ok' : table.error).toBe('ok');
      });
    }

    if (task.start) {
      const start = task.start;
      it('starts from a circuit that loads and has no validation error', () => {
        const state = CircuitState.fromCircuit(build(start));
        expect(state.success).toBe(true);
        if (state.success) expect(validateCircuit(state.data).filter((i) => i.severity === 'error')).toEqual([]);
      });

      it('is not already solved by its start circuit', () => {
        expect(scoreTask(task, build(start), '').passed).toBe(false);
      });
    }

    if (task.spec.kind === 'lesson') {
      const spec = task.spec;
      // The reference lesson is written through the lesson tools and scored by checkLesson when its
      // transcript is replayed (replay.test.ts); here, that it asks what the spec asks.
      it('has a reference lesson with the exercises, live circuits and concepts the spec asks for', () => {
        const recipe = entry.solution?.lesson;
        expect(recipe, 'eval/solutions/<id>.json: "lesson"').toBeDefined();
        if (!recipe) return;
        expect(recipe.exercises.length).toBeGreaterThanOrEqual(spec.exercises);
        expect(recipe.live.length).toBeGreaterThanOrEqual(spec.circuits);
        const text = [recipe.title, recipe.markdown, ...recipe.exercises.map((e) => `${e.title} ${e.statement}`)];
        expect(checkFacts(text.join('\n'), spec.concepts).missing).toEqual([]);
        expect(task.request).toMatch(
          new RegExp(`\\b${spec.exercises === 1 ? 'one exercise' : `${spec.exercises} exercises`}\\b`),
        );
      });
      return;
    }

    it('has a reference solution that the scorer passes', () => {
      expect(entry.solution, 'eval/solutions/<id>.json').toBeDefined();
      const result = scoreTask(task, solutionCircuit(entry), entry.solution?.answer ?? '');
      expect(result.reasons).toEqual([]);
      expect(result.passed).toBe(true);
    });
  });
});
