import { constant, not, variable, type Expr } from '../synthesis/expression';
import { evaluateExact, type ExactResult } from '../simulation/exact';
import { asInput, L0, L1, LX, LZ, resolveValues, type Logic } from '../simulation/logic';
import type { CircuitGraph, Driver, Leaf } from './graph';

/** Leaf values by name. */
export type Assignment = ReadonlyMap<string, 0 | 1>;

/** How deep a structural expression goes before naming the part that drives the rest. */
export const STRUCTURAL_DEPTH = 4;

/**
 * The logic cone behind a net: the leaves it depends on, its value for given leaf values (0, 1,
 * X, Z, with the simulator's rules: a floating input reads X, a disabled tri-state output is Z,
 * disagreeing drivers give X), and its structural expression.
 */
export class Cone {
  private readonly exact: ExactResult = { outKnown: 0, outValue: 0, stKnown: 0, stValue: 0 };

  constructor(private readonly graph: CircuitGraph) {}

  /** The leaves the net depends on through combinational parts, by name. */
  support(net: number): Map<string, Leaf> {
    const leaves = new Map<string, Leaf>();
    const seen = new Set<number>();
    const stack = [net];
    while (stack.length > 0) {
      const n = stack.pop()!;
      if (seen.has(n)) continue;
      seen.add(n);
      for (const driver of this.graph.drivers(n)) {
        if (driver.kind === 'leaf') leaves.set(driver.leaf.name, driver.leaf);
        else if (driver.kind === 'logic') {
          const layout = this.graph.components[driver.component]!.layout;
          for (const pin of layout.inputPins) stack.push(this.graph.netOf(this.graph.pin(driver.component, pin)));
        }
      }
    }
    return leaves;
  }

  /** The value of a net for the given leaf values (`memo` caches nets within one assignment). */
  value(net: number, values: Assignment, memo = new Map<number, Logic>()): Logic {
    const cached = memo.get(net);
    if (cached !== undefined) return cached;
    const result = resolveValues(this.graph.drivers(net).map((driver) => this.driverValue(driver, values, memo)));
    memo.set(net, result);
    return result;
  }

  /** What one driver puts on its net (a leaf without a value gives X). */
  driverValue(driver: Driver, values: Assignment, memo: Map<number, Logic>): Logic {
    switch (driver.kind) {
      case 'const':
        return driver.value;
      case 'leaf': {
        const v = values.get(driver.leaf.name);
        if (v === undefined) return LX;
        return (driver.leaf.negated ? 1 - v : v) as Logic;
      }
      case 'logic':
        return this.output(driver.component, driver.output, (pin) =>
          this.inputValue(driver.component, pin, values, memo),
        );
    }
  }

  /** The value an input pin reads: its default when unwired and optional, else its net (Z reads X). */
  inputValue(component: number, pin: number, values: Assignment, memo: Map<number, Logic>): Logic {
    const global = this.graph.pin(component, pin);
    const fallback = this.graph.components[component]!.layout.defaults[pin]!;
    if (!this.graph.isWired(global) && fallback >= 0) return fallback as Logic;
    return asInput(this.value(this.graph.netOf(global), values, memo));
  }

  /** Output `output` (model order) of a gate, tri-state buffer or block, given its input pin values. */
  output(component: number, output: number, read: (pin: number) => Logic): Logic {
    const layout = this.graph.components[component]!.layout;
    const { model } = layout;
    const inputs = layout.inputPins.map(read);
    if (model.kind === 'gate') {
      const { op, invert } = model.gate!;
      const result = gateValue(op, inputs);
      return result === LX || !invert ? result : ((1 - result) as Logic);
    }
    if (model.kind === 'tristate') {
      const [data, enable] = inputs as [Logic, Logic];
      return enable === L0 ? LZ : enable === L1 ? data : LX;
    }
    let known = 0;
    let value = 0;
    inputs.forEach((v, i) => {
      if (v === L0 || v === L1) known |= 1 << i;
      if (v === L1) value |= 1 << i;
    });
    evaluateExact(model, known, value, 0, 0, false, this.exact);
    if (((this.exact.outKnown >>> output) & 1) === 0) return LX;
    return ((this.exact.outValue >>> output) & 1) as Logic;
  }

  /**
   * The net as gates, to `depth` levels: beyond that, and for blocks, tri-state buses and floating
   * nets, the expression names the pin that drives the net ("FA1.S"), which can be asked about.
   */
  structural(net: number, depth = STRUCTURAL_DEPTH): Expr {
    const drivers = this.graph.drivers(net);
    if (drivers.length !== 1) return variable(drivers.length === 0 ? 'Z' : this.netName(net));
    const driver = drivers[0]!;
    if (driver.kind === 'const') return constant(driver.value);
    if (driver.kind === 'leaf')
      return driver.leaf.negated ? not(variable(driver.leaf.name)) : variable(driver.leaf.name);
    const component = this.graph.components[driver.component]!;
    const { model } = component.layout;
    if (model.kind !== 'gate' || depth <= 0) {
      return variable(model.outputs.length === 1 ? component.label : this.netName(net));
    }
    const args = component.layout.inputPins.map((pin) => {
      const global = this.graph.pin(driver.component, pin);
      const fallback = component.layout.defaults[pin]!;
      if (!this.graph.isWired(global)) return fallback < 0 ? variable('X') : constant(fallback as 0 | 1);
      return this.structural(this.graph.netOf(global), depth - 1);
    });
    const { op, invert } = model.gate!;
    if (op === 'BUF') return invert ? not(args[0]!) : args[0]!;
    const kind = op === 'AND' ? 'and' : op === 'OR' ? 'or' : 'xor';
    // (A·B)·C reads better as A·B·C: operands of the same operation are merged.
    const flat = args.flatMap((a) => (a.kind === kind ? a.args : [a]));
    const base: Expr = { kind, args: flat };
    return invert ? not(base) : base;
  }

  /** A net's name: its first driving pin, "LABEL.pin". */
  private netName(net: number): string {
    const { netPinStart, netPins } = this.graph.netlist;
    for (let i = netPinStart[net]!; i < netPinStart[net + 1]!; i++) {
      const p = netPins[i]!;
      if (this.graph.readers(net).includes(p)) continue;
      return this.graph.pinName(p);
    }
    return this.graph.pinName(netPins[netPinStart[net]!]!);
  }
}

function gateValue(op: 'AND' | 'OR' | 'XOR' | 'BUF', inputs: readonly Logic[]): Logic {
  switch (op) {
    case 'BUF':
      return inputs[0]!;
    case 'AND':
      return inputs.includes(L0) ? L0 : inputs.every((v) => v === L1) ? L1 : LX;
    case 'OR':
      return inputs.includes(L1) ? L1 : inputs.every((v) => v === L0) ? L0 : LX;
    case 'XOR':
      return inputs.some((v) => v !== L0 && v !== L1) ? LX : (inputs.reduce<number>((a, v) => a ^ v, 0) as Logic);
  }
}
