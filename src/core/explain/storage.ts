import { formatUnicode, not, variable, type Expr } from '../synthesis/expression';
import type { CircuitGraph } from './graph';
import type { NetReader, NetReading } from './net-reader';

/** One latch, flip-flop, register or counter: what it stores and what changes it. */
export interface StorageExplanation {
  readonly part: string;
  readonly type: string;
  /** The stored bits now, as the simulator holds them (highest bit first). */
  readonly stored?: string;
  readonly text: string;
}

/** An input pin of a storage part, as an expression or a word. */
interface PinInfo {
  readonly text: string;
  readonly expr?: Expr;
  /** Constant value, when it is one. */
  readonly constant?: 0 | 1;
  /** Leaf names it depends on. */
  readonly uses: string[];
}

const TYPE_NAMES: Readonly<Record<string, string>> = {
  SR_LATCH: 'SR latch',
  D_LATCH: 'D latch',
  D_FLIPFLOP: 'D flip-flop',
  JK_FLIPFLOP: 'JK flip-flop',
  T_FLIPFLOP: 'T flip-flop',
  REGISTER_4: '4-bit register',
  COUNTER_4: '4-bit counter',
};

/** Describes storage part `c` and reports the leaves its inputs use. */
export function explainStorage(
  graph: CircuitGraph,
  reader: NetReader,
  c: number,
  stored: string | undefined,
): { explanation: StorageExplanation; uses: string[] } {
  const component = graph.components[c]!;
  const { definition } = component.layout;
  const label = component.label;
  const pins = new Map<string, PinInfo>();
  for (const [index, pin] of definition.pins.entries()) {
    if (pin.direction !== 'input') continue;
    pins.set(pin.name, pinInfo(graph, reader, graph.pin(c, index), pin.defaultValue));
  }
  const get = (name: string) => pins.get(name)!;
  const uses = [...new Set([...pins.values()].flatMap((p) => p.uses))];
  const edge = () => clockPhrase(get('CLK'));
  const async = (names: readonly [string, string][]) =>
    names
      .filter(([pin]) => get(pin).constant !== 0)
      .map(([pin, what]) => `; ${what} at once while ${pin} = ${get(pin).text}`)
      .join('');
  const q = `${label}.Q`;
  let text: string;
  switch (component.type) {
    case 'D_FLIPFLOP': {
      const d = get('D');
      const toggles = d.expr && formatUnicode(d.expr) === formatUnicode(not(variable(q)));
      text = toggles
        ? `${q} toggles on ${edge()} (D = ¬${q}: divides it by 2)`
        : `${q} loads D = ${d.text} on ${edge()}`;
      text += async([
        ['PRE', 'set to 1'],
        ['CLR', 'cleared'],
      ]);
      break;
    }
    case 'JK_FLIPFLOP': {
      const j = get('J');
      const k = get('K');
      text =
        j.constant === 1 && k.constant === 1
          ? `${q} toggles on ${edge()}`
          : `on ${edge()} ${q} is set when J = ${j.text} alone, cleared when K = ${k.text} alone, toggles when both are 1, holds when both are 0`;
      text += async([
        ['PRE', 'set to 1'],
        ['CLR', 'cleared'],
      ]);
      break;
    }
    case 'T_FLIPFLOP': {
      const t = get('T');
      text =
        t.constant === 1 ? `${q} toggles on ${edge()}` : `${q} toggles on ${edge()} while T = ${t.text}, else holds`;
      text += async([
        ['PRE', 'set to 1'],
        ['CLR', 'cleared'],
      ]);
      break;
    }
    case 'D_LATCH':
      text = `${q} follows D = ${get('D').text} while EN = ${get('EN').text}, holds otherwise`;
      break;
    case 'SR_LATCH':
      text = `${q} is set by S = ${get('S').text}, reset by R = ${get('R').text} (both 1: Q and Qn both 0), holds otherwise`;
      break;
    case 'REGISTER_4': {
      const data = ['D3', 'D2', 'D1', 'D0'].map((d) => get(d).text).join(', ');
      text = `${label}.Q3..Q0 load D3..D0 = ${data} on ${edge()}${enable(get('EN'))}${async([['CLR', 'cleared']])}`;
      break;
    }
    case 'COUNTER_4':
      text = `${label}.Q3..Q0 count up by 1 on ${edge()}${enable(get('EN'))}, wrapping 15 → 0 (CARRY = 1 at 15 while enabled)${async([['CLR', 'cleared']])}`;
      break;
    default:
      text = `${label} stores ${component.layout.model.stateBits} bit(s)`;
  }
  return {
    explanation: {
      part: label,
      type: component.type,
      ...(stored !== undefined ? { stored } : {}),
      text: `${label}: ${TYPE_NAMES[component.type] ?? component.type}; ${text}`,
    },
    uses,
  };
}

function enable(en: PinInfo): string {
  return en.constant === 1 ? '' : ` while EN = ${en.text}`;
}

function clockPhrase(clk: PinInfo): string {
  if (clk.constant !== undefined) return `no edge (CLK is tied to ${clk.constant})`;
  if (clk.expr?.kind === 'var') return `the rising edge of ${clk.expr.name}`;
  return `the rising edge of (${clk.text})`;
}

function pinInfo(graph: CircuitGraph, reader: NetReader, pin: number, fallback: 0 | 1 | undefined): PinInfo {
  if (!graph.isWired(pin)) {
    return fallback !== undefined
      ? { text: String(fallback), constant: fallback, uses: [] }
      : { text: 'floating (X)', uses: [] };
  }
  return fromReading(reader.read(pin));
}

function fromReading(reading: NetReading): PinInfo {
  if (reading.kind === 'undriven') return { text: 'undriven (X)', uses: [] };
  if (reading.kind === 'structural') {
    return { text: formatUnicode(reading.expr), expr: reading.expr, uses: reading.leaves.map((l) => l.name) };
  }
  const { expr, relevant, unknownWhen, floatsWhen } = reading.reading;
  const extra = unknownWhen || floatsWhen ? ' (X at times)' : '';
  return {
    text: `${formatUnicode(expr)}${extra}`,
    expr,
    ...(expr.kind === 'const' && !extra ? { constant: expr.value } : {}),
    uses: relevant,
  };
}
