import { formatUnicode, sopExpr } from '../synthesis/expression';
import { minimizeSop } from '../synthesis/minimize';
import { asInput, L0, L1, resolveValues, type Logic } from '../simulation/logic';
import type { CircuitGraph, Leaf } from './graph';
import { byName, type NetReader } from './net-reader';

/** A feedback loop of gates (or blocks): what it is and what sets and resets it. */
export interface LoopExplanation {
  readonly parts: string[];
  readonly text: string;
}

/** Loops with more outputs than this, or more leaves, are named but not analysed (2^16 cases). */
const MAX_LOOP_SIGNALS = 8;

/**
 * Explains loop `index` by its stable states: for every combination of the loop's inputs, every
 * value of its outputs that reproduces itself is a stable state. One stable state means the inputs
 * force the output (set or reset); two or more with both values mean it keeps what it had (a
 * latch); none means it oscillates.
 */
export function explainLoop(
  graph: CircuitGraph,
  reader: NetReader,
  index: number,
): { explanation: LoopExplanation; uses: string[] } {
  const members = graph.loops[index]!;
  const parts = members.map((c) => graph.components[c]!.label);
  const types = [...new Set(members.map((c) => graph.components[c]!.type))].join('/');
  const head = `${parts.join(', ')} (${types})`;
  const form = parts.length === 1 ? 'forms' : 'form';
  const memberSet = new Set(members);
  // Loop signals: every output pin of a member, with the global pin that drives it.
  const signals = members.flatMap((c) =>
    graph.components[c]!.layout.outputPins.map((pin, output) => ({ component: c, output, pin: graph.pin(c, pin) })),
  );
  const signalOfNet = new Map(signals.map((s, i) => [graph.netOf(s.pin), i]));
  // Leaves of the nets that enter the loop from outside.
  const leaves = new Map<string, Leaf>();
  for (const c of members) {
    for (const pin of graph.components[c]!.layout.inputPins) {
      const net = graph.netOf(graph.pin(c, pin));
      if (signalOfNet.has(net)) continue;
      for (const [name, leaf] of reader.cone.support(net)) if (!memberSet.has(leaf.component)) leaves.set(name, leaf);
    }
  }
  const inputs = [...leaves.values()].sort(byName);
  if (signals.length > MAX_LOOP_SIGNALS || inputs.length > MAX_LOOP_SIGNALS) {
    return {
      explanation: {
        parts,
        text: `${head} ${form} a feedback loop too large to analyse (${signals.length} signals, ${inputs.length} inputs).`,
      },
      uses: inputs.map((l) => l.name),
    };
  }
  // The signals read outside the loop are what it is for; without any, describe them all.
  const observed = signals.filter((s) =>
    graph.readers(graph.netOf(s.pin)).some((p) => !memberSet.has(graph.netlist.pinComponent[p]!)),
  );
  const watched = observed.length > 0 ? observed : signals;
  const names = inputs.map((l) => l.name);
  const n = names.length;
  const forcedOne = watched.map((): number[] => []);
  const forcedZero = watched.map((): number[] => []);
  const holds = watched.map((): number[] => []);
  const oscillates: number[] = [];
  for (let r = 0; r < 1 << n; r++) {
    const assignment = new Map(names.map((name, i) => [name, ((r >>> (n - 1 - i)) & 1) as 0 | 1]));
    const memo = new Map<number, Logic>();
    const stable: number[] = [];
    for (let state = 0; state < 1 << signals.length; state++) {
      const netValue = (net: number): Logic => {
        const signal = signalOfNet.get(net);
        if (signal !== undefined) {
          // A loop net may have other drivers too (a bus): join them as the simulator would.
          const others = graph
            .drivers(net)
            .filter((d) => !(d.kind === 'leaf' && memberSet.has(d.leaf.component)))
            .map((d) => reader.cone.driverValue(d, assignment, memo));
          return resolveValues([(state >>> signal) & 1, ...others]);
        }
        return reader.cone.value(net, assignment, memo);
      };
      const consistent = signals.every((s, i) => {
        const value = reader.cone.output(s.component, s.output, (pin) => {
          const global = graph.pin(s.component, pin);
          const fallback = graph.components[s.component]!.layout.defaults[pin]!;
          if (!graph.isWired(global) && fallback >= 0) return fallback as Logic;
          return asInput(netValue(graph.netOf(global)));
        });
        return value === (((state >>> i) & 1) as Logic);
      });
      if (consistent) stable.push(state);
    }
    if (stable.length === 0) oscillates.push(r);
    watched.forEach((w, i) => {
      if (stable.length === 0) return;
      const bit = signals.indexOf(w);
      const values = new Set(stable.map((s) => (s >>> bit) & 1));
      if (values.size === 2) holds[i]!.push(r);
      else if (values.has(L1)) forcedOne[i]!.push(r);
      else if (values.has(L0)) forcedZero[i]!.push(r);
    });
  }
  const when = (rows: number[]) =>
    rows.length === 1 << n ? 'for any input' : `when ${formatUnicode(sopExpr(minimizeSop(n, rows).terms, names))}`;
  const latch = holds.some((h) => h.length > 0);
  const clauses = watched.map((w, i) => {
    const component = graph.components[w.component]!;
    const name = component.layout.model.outputs.length === 1 ? component.label : graph.pinName(w.pin);
    const cases: string[] = [];
    if (forcedOne[i]!.length > 0) cases.push(`1${latch ? ' (set)' : ''} ${when(forcedOne[i]!)}`);
    if (forcedZero[i]!.length > 0) cases.push(`0${latch ? ' (reset)' : ''} ${when(forcedZero[i]!)}`);
    if (holds[i]!.length > 0) cases.push(`keeps its value ${when(holds[i]!)}`);
    return cases.length > 0 ? `${name} is ${cases.join(', ')}` : '';
  });
  const kind = latch
    ? `${form} a latch (a feedback loop that stores a bit)`
    : oscillates.length === 1 << n
      ? `${form} a feedback loop with no stable state`
      : oscillates.length > 0
        ? `${form} a feedback loop with no stable state for some inputs`
        : `${form} a feedback loop that settles to a function of its inputs`;
  const said = clauses.filter((c) => c.length > 0);
  const tail = oscillates.length > 0 ? `${said.length > 0 ? '; ' : ''}it oscillates ${when(oscillates)}` : '';
  return {
    explanation: { parts, text: `${head} ${kind}: ${said.join('; ')}${tail}.` },
    uses: names,
  };
}
