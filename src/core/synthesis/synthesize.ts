import type { Blueprint } from '../../shared/circuit/blueprint';
import type { CircuitState } from '../../shared/circuit/circuit-state';
import { fail, ok, type Result } from '../../shared/errors';
import { formatAscii, formatUnicode, sopExpr } from './expression';
import { GateNetwork, type Signal } from './gate-network';
import { literalCount, literalsOf } from './implicant';
import { existingIo, includedIo } from './io';
import { minimizeSop } from './minimize';
import { parseSynthesisRequest } from './spec';

/** What the caller knows of the circuit the blueprint goes into. */
export interface SynthesisContext {
  /** The circuit: required for `io: "existing"`; its labels are never reused. */
  readonly existing?: CircuitState;
  /** More labels the generated parts must not take (ignoring case). */
  readonly takenLabels?: Iterable<string>;
}

/** One output of the synthesised circuit. */
export interface SynthesisedOutput {
  readonly output: string;
  /** `A·¬B + C`. */
  readonly expression: string;
  /** `(A AND NOT B) OR C`. */
  readonly ascii: string;
  readonly terms: number;
  readonly literals: number;
}

/** The result: the blueprint to add and what it computes. */
export interface Synthesis {
  readonly blueprint: Blueprint;
  readonly summary: {
    readonly style: 'sum_of_products' | 'nand_only';
    readonly outputs: SynthesisedOutput[];
    /** Logic gates in the blueprint (inverters included; switches, LEDs and constants not). */
    readonly gates: number;
    readonly gate_types: Record<string, number>;
    /** True when every output's cover is proven minimal (fewest terms, then fewest literals). */
    readonly minimal: boolean;
  };
}

/**
 * Synthesises a truth table (see `SynthesisRequestSchema`) into a minimal two-level circuit:
 * per output a minimum sum of products (Quine–McCluskey, then an exact cover), product terms
 * shared between outputs, built from AND/OR/NOT or from NAND gates only. With `io: "include"` the
 * blueprint also holds a switch per input and an LED (with resistor and ground) per output.
 */
export function synthesizeFromTruthTable(request: unknown, context: SynthesisContext = {}): Result<Synthesis> {
  const spec = parseSynthesisRequest(request);
  if (!spec.success) return spec;
  const { inputs, outputs, functions, style, io } = spec.data;
  if (io === 'existing' && !context.existing) {
    return fail(
      'INVALID_INPUT',
      'io "existing" wires into parts of a circuit, but no circuit was given.',
      'Open a circuit first, or use io "include" to get switches and LEDs with the logic.',
    );
  }
  const plan =
    context.existing && io === 'existing' ? existingIo(context.existing, inputs, outputs) : includedIo(inputs, outputs);
  if (!plan.success) return plan;

  const taken = new Set<string>([...inputs, ...outputs].map((l) => l.toLowerCase()));
  for (const label of context.takenLabels ?? []) taken.add(label.toLowerCase());
  if (context.existing) for (const c of context.existing.components()) taken.add(c.label.toLowerCase());
  const label = (prefix: string): string => {
    for (let k = 1; ; k++) {
      const candidate = `${prefix}${k}`;
      if (!taken.has(candidate.toLowerCase())) {
        taken.add(candidate.toLowerCase());
        return candidate;
      }
    }
  };

  const network = new GateNetwork(label, style);
  const n = inputs.length;
  const summaries: SynthesisedOutput[] = [];
  const drivers: Signal[] = [];
  let minimal = true;
  functions.forEach((f, o) => {
    const cover = minimizeSop(n, f.on, f.dontCares);
    minimal &&= cover.exact;
    const literal = (variable: number, positive: boolean) =>
      positive ? plan.data.inputs[variable]! : network.invert(plan.data.inputs[variable]!);
    drivers.push(
      network.sumOfProducts(cover.terms.map((t) => literalsOf(t, n).map((l) => literal(l.variable, l.positive)))),
    );
    const expr = sopExpr(cover.terms, inputs);
    summaries.push({
      output: outputs[o]!,
      expression: formatUnicode(expr),
      ascii: formatAscii(expr),
      terms: cover.terms.length,
      literals: cover.terms.reduce((s, t) => s + literalCount(t, n), 0),
    });
  });

  const components: Blueprint['components'] = [];
  const wires: Blueprint['wires'] = [];
  if (io === 'include') components.push(...inputs.map((i) => ({ label: i, type: 'SWITCH_TOGGLE' })));
  components.push(...network.components);
  wires.push(...network.wires);
  drivers.forEach((driver, o) => wires.push({ from: driver, to: plan.data.outputs[o]! }));
  if (io === 'include') {
    const ground = label('GND');
    outputs.forEach((output) => {
      const resistor = label('R');
      components.push({ label: output, type: 'LED_RED' }, { label: resistor, type: 'RESISTOR' });
      wires.push({ from: `${output}:cathode`, to: `${resistor}:a` }, { from: `${resistor}:b`, to: `${ground}:gnd` });
    });
    components.push({ label: ground, type: 'GND' });
  }
  return ok({
    blueprint: { components, wires },
    summary: {
      style,
      outputs: summaries,
      gates: network.gateCount,
      gate_types: Object.fromEntries([...network.counts].sort(([a], [b]) => a.localeCompare(b))),
      minimal,
    },
  });
}
