// Builds large valid circuits for the editor benchmark: switches on the left, LEDs on the right,
// gates in between whose inputs come from the column before, about 1.5 wires per component.
import { CircuitState, serializeCircuitFile, type ComponentInstance, type Wire } from '../../src/shared/circuit';

/** A small deterministic random source (mulberry32), so every run measures the same circuit. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TWO_INPUT = ['AND_2', 'OR_2', 'XOR_2', 'NAND_2', 'NOR_2'] as const;
const COLUMN_PITCH = 120;
const ROW_PITCH = 80;

/** A circuit of `count` components in `rows` rows: column 0 switches, the last column LEDs. */
export function benchCircuit(count: number, rows = 50, seed = 1): { components: ComponentInstance[]; wires: Wire[] } {
  const next = random(seed);
  const columns = Math.max(3, Math.ceil(count / rows));
  const components: ComponentInstance[] = [];
  const wires: Wire[] = [];
  const grid: (ComponentInstance | undefined)[][] = [];
  const labels = new Map<string, number>();
  const label = (prefix: string) => {
    const n = (labels.get(prefix) ?? 0) + 1;
    labels.set(prefix, n);
    return `${prefix}${n}`;
  };
  for (let c = 0; c < columns; c++) {
    grid.push([]);
    for (let r = 0; r < rows && components.length < count; r++) {
      const last = c === columns - 1 || components.length >= count - rows + r;
      const type =
        c === 0 ? 'SWITCH_TOGGLE' : last ? 'LED_GREEN' : next() < 0.52 ? TWO_INPUT[Math.floor(next() * 5)]! : 'NOT';
      const prefix = type === 'SWITCH_TOGGLE' ? 'SW' : type === 'LED_GREEN' ? 'LED' : 'G';
      const component: ComponentInstance = {
        id: `c${components.length}`,
        type,
        label: label(prefix),
        x: c * COLUMN_PITCH,
        y: r * ROW_PITCH,
        rotation: 0,
        properties: {},
      };
      components.push(component);
      grid[c]![r] = component;
      if (c === 0) continue;
      const inputs = type === 'LED_GREEN' ? ['anode'] : type === 'NOT' ? ['in'] : ['a', 'b'];
      for (const pin of inputs) {
        // A driver from the previous column, a few rows up or down (short wires, as people draw).
        const row = Math.min(rows - 1, Math.max(0, r + Math.floor(next() * 7) - 3));
        const driver = grid[c - 1]![row] ?? grid[c - 1]![0]!;
        wires.push({
          id: `w${wires.length}`,
          from: { component: driver.id, pin: 'out' },
          to: { component: component.id, pin },
        });
      }
    }
  }
  return { components, wires };
}

/** The text of a circuit file holding a bench circuit, checked with the real rules first. */
export function benchCircuitFile(count: number, name = `Bench ${count}`): string {
  const circuit = benchCircuit(count);
  const checked = CircuitState.fromCircuit(circuit);
  if (!checked.success) throw new Error(`the bench circuit breaks a rule: ${checked.error}`);
  return serializeCircuitFile(name, checked.data.toJSON());
}
