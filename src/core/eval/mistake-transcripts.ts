import { parseEndpoint, type Blueprint } from '../../shared/circuit/blueprint';
import { fail, ok, type Result } from '../../shared/errors';
import { checkCall, oneByOne } from './reference-transcript';
import { call, piecewiseCalls, recorded, toolBlueprint, type ScriptedResponse } from './scripted-model';
import type { Solution } from './solution';
import type { Task } from './task';
import type { Expectation, Transcript } from './transcript';

/** A transcript with the name of its file (without `.json`): `<task>--<what it shows>`. */
export interface NamedTranscript {
  readonly name: string;
  readonly transcript: Transcript;
}

/** The tool-call limit the transcripts that run into it are written for (the app's default). */
export const TRANSCRIPT_TOOL_CALL_LIMIT = 10;

type Lookup = (id: string) => { readonly task: Task; readonly solution?: Solution } | undefined;

const labelOf = (end: string) => parseEndpoint(end)?.label ?? end;
const pinOf = (end: string) => parseEndpoint(end)?.pin ?? '';

/** The blueprint with two labels exchanged (parts and wire ends). */
function swapLabels(bp: Blueprint, a: string, b: string): Blueprint {
  const swap = (label: string) => (label === a ? b : label === b ? a : label);
  const end = (e: string) => `${swap(labelOf(e))}:${pinOf(e)}`;
  return {
    components: bp.components.map((c) => ({ ...c, label: swap(c.label) })),
    wires: bp.wires.map((w) => ({ from: end(w.from), to: end(w.to) })),
  };
}

/**
 * A model that runs into the tool-call limit: each turn's response makes one call more than the
 * limit allows (the last is refused, not run), the limit's last request gets a few words, and the
 * next turn ("Continue.") starts again from the refused call.
 */
function atTheLimit(calls: ReturnType<typeof piecewiseCalls>, turns: number, answer: string): ScriptedResponse[] {
  const limit = TRANSCRIPT_TOOL_CALL_LIMIT;
  const responses: ScriptedResponse[] = [];
  for (let turn = 0; turn < turns; turn++) {
    const batch = calls.slice(turn * limit, turn * limit + limit + 1);
    if (batch.length === 0) break;
    responses.push({ calls: batch });
    if (batch.length > limit)
      responses.push({ text: `I placed and wired part of the circuit; reply "continue" and I will go on.` });
    else responses.push({ text: answer });
  }
  return responses;
}

interface Mistake {
  readonly task: string;
  readonly variant: string;
  readonly description: string;
  readonly expect: Expectation;
  readonly responses: (task: Task, solution: Blueprint) => Result<ScriptedResponse[]>;
}

const replace = (bp: Blueprint) => call('apply_blueprint', { mode: 'replace', blueprint: toolBlueprint(bp) });

/** Wrong (and some awkward but right) runs the harness must score for the right reason. */
const MISTAKES: readonly Mistake[] = [
  {
    task: 'half-adder',
    variant: 'swapped-outputs',
    description: 'Builds the half adder with the SUM and CARRY LEDs exchanged and does not check it.',
    expect: { passed: false, reason: 'look swapped', turns: 1, failedToolCalls: 0 },
    responses: (_t, bp) => ok(oneByOne([replace(swapLabels(bp, 'SUM', 'CARRY'))], 'The half adder is built.')),
  },
  {
    task: 'not-gate',
    variant: 'missing-ground',
    description:
      "Builds the inverter part by part (the blueprint validator would refuse it) and never wires the LED's " +
      'resistor to GND, so the LED can never light.',
    expect: { passed: false, reason: 'does not reach GND', turns: 1, failedToolCalls: 0 },
    responses: (_t, bp) => {
      const wires = bp.wires.filter((w) => labelOf(w.to) !== 'GND1' && labelOf(w.from) !== 'GND1');
      return ok([{ calls: piecewiseCalls({ ...bp, wires }) }, { text: 'Y shows NOT A.' }]);
    },
  },
  {
    task: 'and-gate',
    variant: 'wrong-gate',
    description: 'Uses an OR gate where the request asks for AND, and answers without checking.',
    expect: { passed: false, reason: 'rows differ', turns: 1, failedToolCalls: 0 },
    responses: (_t, bp) => {
      const components = bp.components.map((c) => (c.type === 'AND_2' ? { ...c, type: 'OR_2' } : c));
      return ok(oneByOne([replace({ ...bp, components })], 'Y lights when A and B are on.'));
    },
  },
  {
    task: 'full-adder',
    variant: 'unfinished',
    description:
      'The recording ends in the middle of the turn (after the circuit is built, before the answer): the ' +
      'provider fails, the turn fails, and nothing is applied.',
    expect: { passed: false, reason: 'did not finish', turns: 1, failedToolCalls: 0 },
    responses: (_t, bp) => ok([{ calls: [replace(bp)] }]),
  },
  {
    task: 'decoder-3to8',
    variant: 'tool-call-limit',
    description:
      `Builds the decoder one part and one wire per call, ${TRANSCRIPT_TOOL_CALL_LIMIT} calls per turn (the limit), ` +
      'and is still wiring when the harness stops telling it to continue.',
    expect: { passed: false, reason: 'tool-call limit', turns: 3, failedToolCalls: 0 },
    responses: (_t, bp) => ok(atTheLimit(piecewiseCalls(bp), 3, 'The decoder is built.')),
  },
  {
    task: 'half-adder',
    variant: 'continued',
    description:
      'Builds the half adder one part and one wire per call, runs into the tool-call limit, and finishes ' +
      'after the harness says "Continue.": it passes in two turns.',
    expect: { passed: true, turns: 2, failedToolCalls: 0 },
    responses: (task, bp) => {
      const check = checkCall(task);
      return ok(
        atTheLimit([...piecewiseCalls(bp), ...(check ? [check] : [])], 2, 'The half adder is built and checked.'),
      );
    },
  },
  {
    task: 'explain-full-adder',
    variant: 'wrong-answer',
    description: 'Reads the circuit, then calls the full adder a multiplexer.',
    expect: { passed: false, reason: 'does not mention', turns: 1, failedToolCalls: 0 },
    responses: () =>
      ok(
        oneByOne(
          [call('explain_circuit')],
          'This is a multiplexer: the switches pick which input is passed through to the LEDs.',
        ),
      ),
  },
  {
    task: 'explain-mux',
    variant: 'changed-circuit',
    description: 'Explains the multiplexer correctly, but renames a gate although the request says not to change it.',
    expect: { passed: false, reason: 'leave it as it is', turns: 1, failedToolCalls: 0 },
    responses: () =>
      ok(
        oneByOne(
          [call('explain_circuit'), call('update_component', { component: 'U3', label: 'OR1' })],
          'This is a 2-to-1 multiplexer: OUT shows X while SEL is off and Y while SEL is on.',
        ),
      ),
  },
  {
    task: 'counter-2bit',
    variant: 'counts-down',
    description: 'Clocks the second flip-flop from Q instead of Qn, so the counter counts down.',
    expect: { passed: false, reason: "rows of the request's test differ", turns: 1, failedToolCalls: 0 },
    responses: (_t, bp) => {
      const wires = bp.wires.map((w) => (w.from === 'FF0:Qn' && w.to === 'FF1:CLK' ? { ...w, from: 'FF0:Q' } : w));
      if (wires.every((w, i) => w === bp.wires[i]))
        return fail('INVALID_INPUT', 'counter-2bit has no FF0:Qn -> FF1:CLK wire to move.', '');
      return ok(oneByOne([replace({ ...bp, wires })], 'The counter is built.'));
    },
  },
  {
    task: 'xor-gate',
    variant: 'corrected-blueprint',
    description:
      'Its first blueprint wires a pin the XOR gate does not have; the validator says so, and the second ' +
      'blueprint is right: one failed tool call, then a pass.',
    expect: { passed: true, turns: 1, failedToolCalls: 1 },
    responses: (task, bp) => {
      const gate = bp.components.find((c) => c.type === 'XOR_2');
      if (!gate) return fail('INVALID_INPUT', 'xor-gate has no XOR_2 to miswire.', '');
      const wrong = {
        ...bp,
        wires: bp.wires.map((w) => (w.to === `${gate.label}:b` ? { ...w, to: `${gate.label}:c` } : w)),
      };
      const check = checkCall(task);
      return ok(oneByOne([replace(wrong), replace(bp), ...(check ? [check] : [])], 'Y shows A XOR B.'));
    },
  },
  {
    task: 'replace-or-with-nor',
    variant: 'kept-or',
    description: 'Adds a NOR gate but leaves the OR gate in the circuit, against the request.',
    expect: { passed: false, reason: 'OR_*', turns: 1, failedToolCalls: 0 },
    responses: () =>
      ok(
        oneByOne(
          [
            call('apply_blueprint', {
              mode: 'merge',
              blueprint: {
                components: [{ label: 'G2', type: 'NOR_2' }],
                wires: [
                  { from: 'A:out', to: 'G2:a' },
                  { from: 'B:out', to: 'G2:b' },
                ],
              },
            }),
          ],
          'I added a NOR gate.',
        ),
      ),
  },
];

/**
 * The transcripts of wrong runs, each built from a task's reference solution and a mistake:
 * swapped outputs, an LED with no ground, a wrong gate, an unfinished turn, a run stuck at the
 * tool-call limit, a wrong explanation, an explained circuit changed anyway, a counter counting
 * down, an edit that keeps what it should replace; and two awkward right ones (continued after the
 * limit; a corrected blueprint).
 */
export function mistakeTranscripts(lookup: Lookup): Result<NamedTranscript[]> {
  const made: NamedTranscript[] = [];
  for (const mistake of MISTAKES) {
    const entry = lookup(mistake.task);
    const blueprint = entry?.solution?.blueprint ?? entry?.task.start;
    if (!entry || !blueprint)
      return fail(
        'NOT_FOUND',
        `The task ${mistake.task} or its solution is missing.`,
        'The mistakes are written for eval/tasks.',
      );
    const responses = mistake.responses(entry.task, blueprint);
    if (!responses.success) return responses;
    made.push({
      name: `${mistake.task}--${mistake.variant}`,
      transcript: {
        task: mistake.task,
        description: mistake.description,
        expect: mistake.expect,
        responses: recorded(responses.data),
      },
    });
  }
  return ok(made);
}
